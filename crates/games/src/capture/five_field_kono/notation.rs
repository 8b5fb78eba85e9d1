//! Moves as text: the canonical form and its picker steps, the forms read,
//! and why a typed move is refused.

use super::board::{GRID, diagonals, name};
use super::legal::{can_step, steps_of};
use super::{EMPTY, KMove, KState};
use crate::Message;
use crate::grid::SquareError;
use crate::notation::{MoveError, normalize};

/// The canonical text of `mv`.
pub(super) fn format(mv: KMove) -> String {
    match mv {
        KMove::Step { from, to } => format!("{}-{}", name(from.into()), name(to.into())),
        KMove::Pass => "pass".to_string(),
    }
}

/// `mv` as picker steps: the piece, then `-` and where it goes.
pub(super) fn steps(mv: KMove) -> Vec<String> {
    match mv {
        KMove::Step { from, to } => vec![name(from.into()), format!("-{}", name(to.into()))],
        KMove::Pass => vec!["pass".to_string()],
    }
}

/// What a well-formed text names.
enum Parsed {
    One(usize),
    Two(usize, usize),
    Pass,
}

/// Why a text is not well formed.
enum Unread {
    Shape,
    OffBoard(String),
}

/// A point's name at the start of `text` (a letter and its digits), and
/// what follows it.
fn point_prefix(text: &str) -> Result<(usize, &str), Unread> {
    let mut chars = text.char_indices();
    match chars.next() {
        Some((_, c)) if c.is_ascii_lowercase() => {}
        _ => return Err(Unread::Shape),
    }
    let end = chars
        .find(|(_, c)| !c.is_ascii_digit())
        .map_or(text.len(), |(i, _)| i);
    let (point, rest) = text.split_at(end);
    match GRID.read(point) {
        Ok(p) => Ok((p, rest)),
        Err(SquareError::OffBoard) => Err(Unread::OffBoard(point.to_string())),
        Err(SquareError::NotASquare) => Err(Unread::Shape),
    }
}

/// Reads a normalised text: `b1-c2`, `b1c2`, `b1`, `pass` (`passa`,
/// `passo`: the rules pages' Italian examples are read here too).
fn read(text: &str) -> Result<Parsed, Unread> {
    if matches!(text, "pass" | "passa" | "passo") {
        return Ok(Parsed::Pass);
    }
    let (first, rest) = point_prefix(text)?;
    if rest.is_empty() {
        return Ok(Parsed::One(first));
    }
    let rest = rest.strip_prefix('-').unwrap_or(rest);
    let (second, rest) = point_prefix(rest)?;
    if !rest.is_empty() {
        return Err(Unread::Shape);
    }
    Ok(Parsed::Two(first, second))
}

/// What moves look like, with an example from the legal steps.
fn notation(state: &KState) -> Message {
    let mut steps = Vec::new();
    steps_of(&state.board, state.to_move, &mut steps);
    let example = steps
        .first()
        .map(|&mv| format(mv))
        .unwrap_or_else(|| "pass".into());
    Message::new("kono-notation").code("example", example)
}

/// Why `text`, which matched no legal move, is refused.
pub(super) fn diagnose(state: &KState, text: &str) -> MoveError {
    let parsed = match read(&normalize(text)) {
        Ok(p) => p,
        Err(Unread::Shape) => return MoveError::not_a_move(text, notation(state)),
        Err(Unread::OffBoard(p)) => {
            return MoveError::not_a_move(text, Message::new("kono-off-board").code("point", p));
        }
    };
    let me = state.to_move;
    let blocked = !can_step(&state.board, me);
    let why = match parsed {
        Parsed::Pass if blocked => Message::new("kono-not-legal"),
        Parsed::Pass => Message::new("kono-no-pass"),
        _ if blocked => Message::new("kono-blocked"),
        Parsed::One(p) => {
            piece_why(state, p).unwrap_or_else(|| Message::new("kono-stuck").code("point", name(p)))
        }
        Parsed::Two(from, to) => {
            if let Some(why) = piece_why(state, from) {
                why
            } else if !diagonals(from).any(|t| t == to) {
                Message::new("kono-diagonal")
            } else if state.board[to] != EMPTY {
                Message::new("kono-occupied").code("point", name(to))
            } else {
                Message::new("kono-not-legal")
            }
        }
    };
    MoveError::illegal(text, why)
}

/// Why point `p` holds no piece of the side to move, if it does not.
fn piece_why(state: &KState, p: usize) -> Option<Message> {
    match state.board[p] {
        EMPTY => Some(Message::new("kono-empty").code("point", name(p))),
        c if c != state.to_move + 1 => Some(Message::new("kono-not-yours").code("point", name(p))),
        _ => None,
    }
}

/// The move a whole text names, legal or not.
pub(super) fn read_move(text: &str) -> Option<KMove> {
    match read(&normalize(text)).ok()? {
        Parsed::Two(from, to) => Some(KMove::Step {
            from: from as u8,
            to: to as u8,
        }),
        Parsed::Pass => Some(KMove::Pass),
        Parsed::One(_) => None,
    }
}
