//! Byte's move texts: `d4-c5`, `e3:2-d4`, `pass`; picker steps; the
//! customary forms read; refusals that say why.

use super::board::{CELLS, FULL, GRID, distance, is_dark, name, neighbours};
use super::legal::{approaches, isolated, nearest};
use super::{BMove, Byte, ByteState};
use crate::notation::{MoveError, normalize};
use crate::{Message, Rules};

/// The canonical text of `mv`.
pub fn format(mv: BMove) -> String {
    steps(mv).concat()
}

/// The picker steps: the square, the level above the bottom, where to.
pub fn steps(mv: BMove) -> Vec<String> {
    match mv {
        BMove::Pass => vec!["pass".into()],
        BMove::Move { from, level, to } => {
            let mut out = vec![name(usize::from(from))];
            if level > 1 {
                out.push(format!(":{level}"));
            }
            out.push(format!("-{}", name(usize::from(to))));
            out
        }
    }
}

/// Other forms: `x` for `-`, no separator, and the bottom level written.
pub fn aliases(mv: BMove) -> Vec<String> {
    match mv {
        BMove::Pass => Vec::new(),
        BMove::Move { from, level, to } => {
            let (f, t) = (name(usize::from(from)), name(usize::from(to)));
            let mut out = vec![format!("{f}:{level}x{t}"), format!("{f}:{level}{t}")];
            if level == 1 {
                out.extend([format!("{f}:1-{t}"), format!("{f}x{t}"), format!("{f}{t}")]);
            }
            out
        }
    }
}

/// A text read: a square with an optional level, and where to if given.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Read {
    Pass,
    /// `from`, the level (1 when not written), `to` if written.
    Move {
        from: usize,
        level: u8,
        to: Option<usize>,
    },
}

/// A square's name at the start of `text` and the rest.
fn square(text: &str) -> Option<(usize, &str)> {
    let (head, rest) = crate::notation::leading_square_name(text)?;
    Some((GRID.read(head).ok()?, rest))
}

/// Reads a normalised text; `None` when it is no move of Byte at all.
pub fn read(text: &str) -> Option<Read> {
    if text == "pass" {
        return Some(Read::Pass);
    }
    let (from, mut rest) = square(text)?;
    let mut level = 1;
    if let Some(after) = rest.strip_prefix(':') {
        let digits = after.bytes().take_while(u8::is_ascii_digit).count();
        level = after[..digits].parse().ok().filter(|l| (1..=FULL).contains(l))?;
        rest = &after[digits..];
    }
    let rest = rest.strip_prefix(['-', 'x']).unwrap_or(rest);
    if rest.is_empty() {
        return Some(Read::Move {
            from,
            level,
            to: None,
        });
    }
    let (to, tail) = square(rest)?;
    tail.is_empty().then_some(Read::Move {
        from,
        level,
        to: Some(to),
    })
}

/// Text → move: a whole move is checked directly; a square alone, or a
/// square and a level, goes to the listing matcher (the moves from there).
pub fn parse(rules: &Byte, state: &ByteState, text: &str) -> Result<BMove, MoveError> {
    let wanted = match read(&normalize(text)) {
        Some(Read::Pass) => Some(BMove::Pass),
        Some(Read::Move {
            from,
            level,
            to: Some(to),
        }) => Some(BMove::Move {
            from: from as u8,
            level,
            to: to as u8,
        }),
        _ => None,
    };
    match wanted {
        Some(mv) if state.end.is_none() => {
            if rules.legal_vec(state).contains(&mv) {
                Ok(mv)
            } else {
                Err(diagnose(state, text))
            }
        }
        _ => crate::match_text(rules, state, text),
    }
}

/// The legal moves from `from`, as texts.
fn legal_from(state: &ByteState, from: usize) -> String {
    let mut moves = Vec::new();
    super::legal::legal(state, &mut moves);
    let texts: Vec<String> = moves
        .into_iter()
        .filter(|mv| matches!(mv, BMove::Move { from: f, .. } if usize::from(*f) == from))
        .map(format)
        .collect();
    if texts.is_empty() {
        "—".into()
    } else {
        texts.join(", ")
    }
}

/// Why `text` is refused.
pub fn diagnose(state: &ByteState, text: &str) -> MoveError {
    let illegal = |reason: Message| MoveError::illegal(text, reason);
    let Some(read) = read(&normalize(text)) else {
        return MoveError::not_a_move(text, Message::new("byte-notation"));
    };
    let me = state.to_move;
    let (from, level, to) = match read {
        Read::Pass => return illegal(Message::new("byte-no-pass")),
        Read::Move { from, level, to } => (from, level, to),
    };
    let stack = state.cells[from];
    if !is_dark(from) || stack.is_empty() {
        return illegal(Message::new("byte-empty").code("square", name(from)));
    }
    if level > stack.height {
        return illegal(
            Message::new("byte-level")
                .code("square", name(from))
                .count("n", u32::from(stack.height)),
        );
    }
    if stack.at(level) != me {
        return illegal(
            Message::new("byte-not-yours")
                .code("square", name(from))
                .count("level", u32::from(level))
                .seat("seat", me),
        );
    }
    let legal = legal_from(state, from);
    let Some(to) = to else {
        return illegal(
            Message::new("byte-where")
                .code("square", name(from))
                .code("legal", legal),
        );
    };
    if !neighbours(from).any(|n| n == to) {
        return illegal(
            Message::new("byte-not-next")
                .code("from", name(from))
                .code("to", name(to))
                .code("legal", legal),
        );
    }
    let target = state.cells[to];
    if target.is_empty() {
        let reason = if level > 1 {
            Message::new("byte-whole")
        } else if !isolated(&state.cells, from) {
            Message::new("byte-has-neighbour").code("square", name(from))
        } else if !approaches(&state.cells, from, to) {
            let d = nearest(&state.cells, from).unwrap_or(0);
            let towards: Vec<usize> = (0..CELLS)
                .filter(|&t| t != from && !state.cells[t].is_empty() && distance(from, t) == d)
                .collect();
            Message::new("byte-closer")
                .code("stacks", GRID.names(towards))
                .count("n", u32::from(d))
        } else {
            Message::new("byte-not-legal")
        };
        return illegal(reason.code("legal", legal));
    }
    let reason = if target.height < level {
        Message::new("byte-climb")
            .count("level", u32::from(level))
            .count("n", u32::from(target.height))
    } else if stack.height - level + 1 + target.height > FULL {
        Message::new("byte-too-tall").count("n", u32::from(stack.height - level + 1 + target.height))
    } else {
        Message::new("byte-not-legal")
    };
    illegal(reason.code("legal", legal))
}
