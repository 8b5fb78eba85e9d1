//! Hoppa's move texts: `d4`, `c3>d4`, `b2xd4`; picker steps; the customary
//! forms read; refusals that say why.

use super::board::{self, DIRS, NEXT, OFF, TALL, name};
use super::legal::{candidates, repeats};
use super::{HMove, Hoppa, HoppaState, Lifting};
use crate::notation::{MoveError, normalize};
use crate::{Message, Rules};

/// The canonical text of `mv`.
pub fn format(mv: HMove) -> String {
    steps(mv).concat()
}

/// The picker steps: the row, the number, then where a disc goes.
pub fn steps(mv: HMove) -> Vec<String> {
    let (from, tail) = match mv {
        HMove::Place(c) => (usize::from(c), None),
        HMove::Stack { from, to } => (usize::from(from), Some(format!(">{}", name(usize::from(to))))),
        HMove::Jump { from, .. } => (usize::from(from), mv.landing().map(|l| format!("x{}", name(l)))),
    };
    let cell = name(from);
    let mut out = vec![cell[..1].to_string(), cell[1..].to_string()];
    out.extend(tail);
    out
}

/// Other forms: `-` or nothing for `>`; `:`, `-` or nothing for `x`.
pub fn aliases(mv: HMove) -> Vec<String> {
    match mv {
        HMove::Place(_) => Vec::new(),
        HMove::Stack { from, to } => {
            let (f, t) = (name(usize::from(from)), name(usize::from(to)));
            vec![format!("{f}-{t}"), format!("{f}{t}")]
        }
        HMove::Jump { from, .. } => {
            let f = name(usize::from(from));
            let t = mv.landing().map(name).unwrap_or_default();
            vec![format!("{f}:{t}"), format!("{f}-{t}"), format!("{f}{t}")]
        }
    }
}

/// A text read: a cell, or two cells with the separator between.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Read {
    Cell(usize),
    Pair {
        from: usize,
        sep: Option<char>,
        to: usize,
    },
}

fn cell(text: &str) -> Option<(usize, &str)> {
    let (head, rest) = crate::notation::leading_square_name(text)?;
    Some((board::read(head)?, rest))
}

fn read(text: &str) -> Option<Read> {
    let (from, rest) = cell(text)?;
    if rest.is_empty() {
        return Some(Read::Cell(from));
    }
    let (sep, rest) = match rest.chars().next() {
        Some(c @ ('>' | '-' | 'x' | ':')) => (Some(c), &rest[1..]),
        _ => (None, rest),
    };
    let (to, tail) = cell(rest)?;
    tail.is_empty().then_some(Read::Pair { from, sep, to })
}

/// Text → move: the legal moves' texts, their aliases and whole steps.
pub fn parse(rules: &Hoppa, state: &HoppaState, text: &str) -> Result<HMove, MoveError> {
    crate::match_text(rules, state, text)
}

/// The legal moves from `from` as texts, `—` for none.
fn legal_from(rules: &Hoppa, state: &HoppaState, from: usize) -> String {
    let texts: Vec<String> = rules
        .legal_vec(state)
        .into_iter()
        .filter(|mv| match *mv {
            HMove::Stack { from: f, .. } | HMove::Jump { from: f, .. } => usize::from(f) == from,
            HMove::Place(_) => false,
        })
        .map(format)
        .collect();
    if texts.is_empty() {
        "—".into()
    } else {
        texts.join(", ")
    }
}

/// The direction and distance (1 to 3 steps) from `from` to `to` along a
/// straight line, if they lie on one.
fn line(from: usize, to: usize) -> Option<(usize, u8)> {
    (0..DIRS.len()).find_map(|d| {
        let mut c = from;
        for k in 1..=3u8 {
            let n = NEXT[c][d];
            if n == OFF {
                return None;
            }
            c = usize::from(n);
            if c == to {
                return Some((d, k));
            }
        }
        None
    })
}

/// Why `text` is refused.
pub fn diagnose(rules: &Hoppa, state: &HoppaState, text: &str) -> MoveError {
    let illegal = |reason: Message| MoveError::illegal(text, reason);
    let Some(read) = read(&normalize(text)) else {
        return MoveError::not_a_move(text, Message::new("hoppa-notation"));
    };
    let me = state.to_move;
    let (from, sep, to) = match read {
        Read::Cell(c) => {
            let unit = state.cells[c];
            return if unit.is_empty() {
                illegal(Message::new("hoppa-refused").code("legal", legal_from(rules, state, c)))
            } else if unit.top() == Some(me) {
                illegal(
                    Message::new("hoppa-where")
                        .code("cell", name(c))
                        .code("legal", legal_from(rules, state, c)),
                )
            } else {
                illegal(Message::new("hoppa-occupied").code("cell", name(c)))
            };
        }
        Read::Pair { from, sep, to } => (from, sep, to),
    };
    let unit = state.cells[from];
    if unit.is_empty() {
        return illegal(Message::new("hoppa-empty").code("cell", name(from)));
    }
    if unit.top() != Some(me) {
        return illegal(
            Message::new("hoppa-not-yours")
                .code("cell", name(from))
                .seat("seat", me),
        );
    }
    let legal = legal_from(rules, state, from);
    let refuse = |reason: Message| illegal(reason.code("legal", legal.clone()));
    let Some((dir, steps)) = line(from, to) else {
        return refuse(
            Message::new("hoppa-not-line")
                .code("from", name(from))
                .code("to", name(to)),
        );
    };
    let target = state.cells[to];
    if steps == 1 && sep != Some('x') && sep != Some(':') {
        let mv = HMove::Stack {
            from: from as u8,
            to: to as u8,
        };
        let reason = if target.is_empty() {
            Message::new("hoppa-onto-empty")
        } else if unit.height() > 1 && rules.lifting == Lifting::Lone {
            Message::new("hoppa-lone").code("cell", name(from))
        } else if target.height() >= TALL {
            Message::new("hoppa-too-tall").code("cell", name(to))
        } else if repeats(state, mv) {
            Message::new("hoppa-superko")
        } else {
            Message::new("hoppa-refused")
        };
        return refuse(reason);
    }
    if steps == 1 {
        return refuse(Message::new("hoppa-jump-short"));
    }
    let over = steps - 1;
    let mut jumped = Vec::new();
    let mut c = from;
    for _ in 0..over {
        c = usize::from(NEXT[c][dir]);
        jumped.push(c);
    }
    let reason = if unit.height() < 2 {
        Message::new("hoppa-lone-jump").code("cell", name(from))
    } else if !target.is_empty() {
        Message::new("hoppa-land-taken").code("cell", name(to))
    } else if let Some(&gap) = jumped.iter().find(|&&j| state.cells[j].is_empty()) {
        Message::new("hoppa-gap").code("cell", name(gap))
    } else if let Some(&own) = jumped.iter().find(|&&j| state.cells[j].top() == Some(me)) {
        Message::new("hoppa-own").code("cell", name(own))
    } else if over == 2 && unit.height() < TALL {
        Message::new("hoppa-long-two")
    } else if unit.height() == 2 && state.cells[jumped[0]].height() == TALL {
        Message::new("hoppa-two-over-three").code("cell", name(jumped[0]))
    } else {
        let mv = HMove::Jump {
            from: from as u8,
            dir: dir as u8,
            over,
        };
        let mut shaped = Vec::new();
        candidates(state, rules.lifting, &mut shaped);
        if shaped.contains(&mv) && repeats(state, mv) {
            Message::new("hoppa-superko")
        } else {
            Message::new("hoppa-refused")
        }
    };
    refuse(reason)
}
