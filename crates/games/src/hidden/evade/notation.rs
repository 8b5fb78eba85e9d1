//! Move texts: a step `c1-c2` (also `c1c2`, `c1xc2`, `c1:c2`), a peek
//! `peek c3`, `pass` when nothing can move, and in the set-up the choice
//! `fugitives b1 e1` (the squares in either order; `fugitives:b1,e1`
//! and `peek:c3` in lists of moves), which the table reads as `fugitives`. The toss is the
//! throw `yellow-first` or `blue-first`. The Italian words are read too:
//! `fuggitivi b1 e1`, `sbircia c3`, `passo`, `giallo-inizia`, `blu-inizia`.

use super::legal::can_step;
use super::state::{Cell, EState, GRID, home_rank, rank_of};
use super::{EMove, Evade};
use crate::Message;
use crate::grid::KING;
use crate::notation::{MoveError, leading_square_name, normalize};

/// The name of square `sq`.
pub fn name(sq: u8) -> String {
    GRID.name(usize::from(sq))
}

/// The canonical text of `mv`.
pub fn format(mv: EMove) -> String {
    move_steps(mv).concat()
}

/// `mv` split into picker steps.
pub fn move_steps(mv: EMove) -> Vec<String> {
    match mv {
        EMove::First(0) => vec!["yellow-first".into()],
        EMove::First(_) => vec!["blue-first".into()],
        EMove::Choose(a, b) => vec!["fugitives ".into(), format!("{} ", name(a)), name(b)],
        EMove::Peek(sq) => vec!["peek ".into(), name(sq)],
        EMove::Step { from, to } => vec![name(from), format!("-{}", name(to))],
        EMove::Pass => vec!["pass".into()],
    }
}

/// `mv` as the table reads it while the game is played: the squares of a
/// choice stay unsaid.
pub fn public(mv: EMove) -> String {
    match mv {
        EMove::Choose(..) => "fugitives".into(),
        _ => format(mv),
    }
}

/// Other texts accepted for `mv`.
pub fn aliases(mv: EMove) -> Vec<String> {
    match mv {
        EMove::Choose(a, b) => {
            let (a, b) = (name(a), name(b));
            let mut out = Vec::new();
            // Either order, in either language, and a form with no space
            // for lists of moves (`fugitives:b1,e1`).
            for word in ["fugitives", "fuggitivi"] {
                out.push(format!("{word} {a} {b}"));
                out.push(format!("{word} {b} {a}"));
                out.push(format!("{word}:{a},{b}"));
            }
            out.retain(|t| *t != format(mv));
            out
        }
        EMove::Peek(sq) => {
            let sq = name(sq);
            vec![
                format!("sbircia {sq}"),
                format!("peek:{sq}"),
                format!("sbircia:{sq}"),
            ]
        }
        EMove::First(0) => vec!["giallo-inizia".into()],
        EMove::First(_) => vec!["blu-inizia".into()],
        EMove::Pass => vec!["passo".into(), "passa".into()],
        EMove::Step { from, to } => {
            let (f, t) = (name(from), name(to));
            vec![format!("{f}{t}"), format!("{f}x{t}"), format!("{f}:{t}")]
        }
    }
}

/// Reads square names one after another (separators `-`, `x`, `:` allowed
/// between them); `None` if anything else is there.
fn squares(mut text: &str) -> Option<Vec<usize>> {
    let mut out = Vec::new();
    loop {
        text = text.trim_start_matches(['-', ':', ',']);
        if text.is_empty() {
            return Some(out);
        }
        if !out.is_empty() {
            text = text.strip_prefix('x').unwrap_or(text);
        }
        let (sq, rest) = leading_square_name(text)?;
        out.push(GRID.read(sq).ok()?);
        text = rest;
    }
}

/// Why `text` is no legal move here. Nothing said depends on which pieces
/// are Fugitives.
pub fn diagnose(rules: &Evade, state: &EState, text: &str) -> MoveError {
    let t = normalize(text);
    if state.first.is_none() {
        return MoveError::not_a_move(text, Message::new("evade-wait-toss"));
    }
    if let Some(seat) = state.chooser() {
        let rest = t
            .strip_prefix("fugitives")
            .or_else(|| t.strip_prefix("fuggitivi"));
        let Some(found) = rest.and_then(squares) else {
            return MoveError::not_a_move(text, Message::new("evade-choose-notation"));
        };
        return match found[..] {
            [a, b] if a == b => MoveError::illegal(text, Message::new("evade-choose-two")),
            [a, b] if rank_of(a) != home_rank(seat) || rank_of(b) != home_rank(seat) => {
                MoveError::illegal(text, Message::new("evade-choose-own"))
            }
            _ => MoveError::not_a_move(text, Message::new("evade-choose-notation")),
        };
    }
    let seat = state.to_move;
    if t.starts_with("fugitives") || t.starts_with("fuggitivi") {
        return MoveError::illegal(text, Message::new("evade-chosen-already"));
    }
    if t == "pass" || t == "passo" || t == "passa" {
        return MoveError::illegal(text, Message::new("evade-no-pass"));
    }
    if let Some(rest) = t.strip_prefix("peek").or_else(|| t.strip_prefix("sbircia")) {
        let why = if !rules.e.peeking {
            Message::new("evade-no-peeking")
        } else if state.peeked.is_some() {
            Message::new("evade-one-peek")
        } else if !can_step(state, seat) {
            Message::new("evade-no-peek-stuck")
        } else {
            match squares(rest.trim_start_matches(':')).as_deref() {
                Some([sq]) if state.board[*sq].of(seat).is_none() => Message::new("evade-peek-own"),
                _ => Message::new("evade-peek-notation"),
            }
        };
        return MoveError::illegal(text, why);
    }
    let Some([from, to]) = squares(&t).and_then(|s| <[usize; 2]>::try_from(s).ok()) else {
        return MoveError::not_a_move(text, Message::new("evade-notation"));
    };
    let square = GRID.name(from);
    let why = match state.board[from] {
        Cell::Free(p) if p.seat == seat => {
            if !GRID.neighbours(from, &KING).any(|n| n == to) {
                Message::new("evade-king-step")
            } else {
                match state.board[to] {
                    Cell::Free(q) if q.seat == seat => Message::new("evade-onto-own"),
                    Cell::Frozen { .. } => Message::new("evade-onto-frozen"),
                    Cell::Free(_) if state.peeked.is_some() => Message::new("evade-no-freeze-after-peek"),
                    _ => return MoveError::not_a_move(text, Message::new("evade-notation")),
                }
            }
        }
        Cell::Frozen { .. } if state.board[from].of(seat).is_some() => {
            Message::new("evade-frozen").code("square", square)
        }
        _ => Message::new("evade-not-yours").code("square", square),
    };
    MoveError::illegal(text, why)
}
