//! Gyges's move texts: `321123` (a set-up), `b1-b3-d4`, `a5-G`,
//! `c1-c3=e5`, `pass`; picker steps; the customary forms read; refusals
//! that say why.

use super::board::{GOAL, GRID, border, may_replace_on, name, rank};
use super::legal::{SET, after, chains};
use super::{Chain, GMove, Gyges, GygesState, MAX_STOPS};
use crate::notation::{MoveError, normalize};
use crate::{Message, Rules};

/// The canonical text of `mv`.
pub fn format(mv: &GMove) -> String {
    steps(mv).concat()
}

/// The picker steps: a set-up's values one by one; a move's start, each
/// next stop, then `=` and the replacement square.
pub fn steps(mv: &GMove) -> Vec<String> {
    match mv {
        GMove::Pass => vec!["pass".into()],
        GMove::Setup(row) => row.iter().map(u8::to_string).collect(),
        GMove::Move(chain) => {
            let stops = chain.stops();
            let mut out = vec![name(stops[0])];
            out.extend(stops[1..].iter().map(|&s| format!("-{}", name(s))));
            if let Some(r) = chain.replace() {
                out.push("=".into());
                out.push(name(r));
            }
            out
        }
    }
}

/// Other forms: `setup 321123` (and Italian `disponi`), and a replacement
/// in brackets as AbstractPlay writes it (`c1-c3(e5)`).
pub fn aliases(mv: &GMove) -> Vec<String> {
    match mv {
        GMove::Pass => Vec::new(),
        GMove::Setup(_) => {
            let digits = format(mv);
            vec![format!("setup {digits}"), format!("disponi {digits}")]
        }
        GMove::Move(chain) => match chain.replace() {
            Some(r) => {
                let plain = Chain::new(chain.stops(), None);
                vec![format!("{}({})", format(&GMove::Move(plain)), name(r))]
            }
            None => Vec::new(),
        },
    }
}

/// A square's name at the start of `text`, or `g` for the goal, and the
/// rest.
fn stop(text: &str) -> Option<(u8, &str)> {
    if let Some(rest) = text.strip_prefix('g') {
        return Some((GOAL, rest));
    }
    let (head, rest) = crate::notation::leading_square_name(text)?;
    Some((GRID.read(head).ok()? as u8, rest))
}

/// What a text says, read without the position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Read {
    Pass,
    Setup([u8; 6]),
    /// Stops, and the replacement square if written.
    Move(Vec<u8>, Option<u8>),
}

/// Reads a normalised text; `None` when it is no move of Gyges at all.
pub fn read(text: &str) -> Option<Read> {
    if text == "pass" {
        return Some(Read::Pass);
    }
    let digits = text
        .strip_prefix("setup")
        .or_else(|| text.strip_prefix("disponi"))
        .unwrap_or(text);
    if digits.len() == 6 && digits.bytes().all(|b| (b'1'..=b'3').contains(&b)) {
        let mut row = [0; 6];
        for (v, b) in row.iter_mut().zip(digits.bytes()) {
            *v = b - b'0';
        }
        return Some(Read::Setup(row));
    }
    let (first, mut rest) = stop(text)?;
    if first == GOAL {
        return None;
    }
    let mut stops = vec![first];
    let mut replace = None;
    while !rest.is_empty() {
        if let Some(after) = rest.strip_prefix('=') {
            let (r, tail) = stop(after)?;
            let tail = tail.strip_suffix(')').unwrap_or(tail);
            if r == GOAL || !tail.is_empty() {
                return None;
            }
            replace = Some(r);
            break;
        }
        if let Some(after) = rest.strip_prefix('(') {
            let (r, tail) = stop(after)?;
            if r == GOAL || tail != ")" {
                return None;
            }
            replace = Some(r);
            break;
        }
        let after = rest.strip_prefix(['-', 'x']).unwrap_or(rest);
        let (s, tail) = stop(after)?;
        if stops.last() == Some(&GOAL) || stops.len() >= MAX_STOPS {
            return None;
        }
        stops.push(s);
        rest = tail;
    }
    Some(Read::Move(stops, replace))
}

/// Text → move: a whole move is looked up among the legal ones; a part
/// of one (a start, some stops) goes to the listing matcher.
pub fn parse(rules: &Gyges, state: &GygesState, text: &str) -> Result<GMove, MoveError> {
    let wanted = match read(&normalize(text)) {
        Some(Read::Pass) => Some(GMove::Pass),
        Some(Read::Setup(row)) => Some(GMove::Setup(row)),
        Some(Read::Move(stops, replace)) if stops.len() >= 2 => {
            Some(GMove::Move(Chain::new(&stops, replace)))
        }
        _ => None,
    };
    if let Some(mv) = wanted
        && state.end.is_none()
        && rules.legal_vec(state).contains(&mv)
    {
        return Ok(mv);
    }
    crate::match_text(rules, state, text)
}

/// Some legal moves starting on `from`, as texts.
fn legal_from(rules: &Gyges, state: &GygesState, from: u8) -> String {
    const SHOWN: usize = 12;
    let texts: Vec<String> = rules
        .legal_vec(state)
        .into_iter()
        .filter(|mv| matches!(mv, GMove::Move(c) if c.stops()[0] == from))
        .map(|mv| format(&mv))
        .collect();
    match texts.len() {
        0 => "—".into(),
        n if n > SHOWN => format!("{}, … ({n})", texts[..SHOWN].join(", ")),
        _ => texts.join(", "),
    }
}

/// Why `text` is refused.
pub fn diagnose(rules: &Gyges, state: &GygesState, text: &str) -> MoveError {
    let illegal = |reason: Message| MoveError::illegal(text, reason);
    let Some(read) = read(&normalize(text)) else {
        let expected = if state.in_setup() {
            Message::new("gyges-setup-notation")
        } else {
            Message::new("gyges-notation")
        };
        return MoveError::not_a_move(text, expected);
    };
    let me = state.to_move;
    match read {
        Read::Setup(row) => {
            if !state.in_setup() {
                return illegal(Message::new("gyges-setup-done"));
            }
            let mut sorted = row;
            sorted.sort_unstable();
            return if sorted == SET {
                illegal(Message::new("gyges-not-legal").code("legal", "—"))
            } else {
                illegal(Message::new("gyges-setup-set"))
            };
        }
        _ if state.in_setup() => return illegal(Message::new("gyges-setup-first").seat("seat", me)),
        Read::Pass => return illegal(Message::new("gyges-no-pass")),
        Read::Move(..) => {}
    }
    let Read::Move(stops, replace) = read else {
        unreachable!("the other readings returned above")
    };
    let from = stops[0];
    let cells = &state.cells;
    if cells[usize::from(from)] == 0 {
        return illegal(Message::new("gyges-empty").code("square", name(from)));
    }
    let row = border(cells, me).unwrap_or(0);
    if rank(usize::from(from)) != row {
        return illegal(
            Message::new("gyges-not-border")
                .seat("seat", me)
                .count("rank", row as u32 + 1),
        );
    }
    let legal = legal_from(rules, state, from);
    let last = *stops.last().expect("a stop at least");
    if let Some(&empty) = stops[1..stops.len() - 1]
        .iter()
        .find(|&&s| s == GOAL || cells[usize::from(s)] == 0)
    {
        return illegal(
            Message::new("gyges-bounce-empty")
                .code("square", name(empty))
                .code("legal", legal),
        );
    }
    if stops.len() >= 2 && last != GOAL && cells[usize::from(last)] != 0 && replace.is_none() {
        return illegal(
            Message::new("gyges-lands-on")
                .code("square", name(last))
                .code("legal", legal),
        );
    }
    if let Some(r) = replace {
        if last == GOAL || cells[usize::from(last)] == 0 {
            return illegal(Message::new("gyges-replace-nothing").code("legal", legal));
        }
        if cells[usize::from(r)] != 0 || !may_replace_on(cells, me, rank(usize::from(r))) {
            return illegal(
                Message::new("gyges-replace-where")
                    .code("square", name(r))
                    .seat("seat", me.other()),
            );
        }
    }
    if stops.len() >= 2 {
        let chain = Chain::new(&stops, replace);
        let (ends, landings) = chains(cells, me);
        let plain = Chain::new(&stops, None);
        let reachable = if replace.is_some() {
            landings.contains(&plain)
        } else {
            ends.contains(&chain)
        };
        if reachable && state.before == Some(after(rules, cells, &chain)) {
            return illegal(Message::new("gyges-repeat"));
        }
        if !reachable {
            return illegal(Message::new("gyges-no-route").code("legal", legal));
        }
    }
    illegal(
        Message::new("gyges-where")
            .code("square", name(from))
            .code("legal", legal),
    )
}
