//! Move texts, picker steps, customary forms and refusals.

use super::board::square_name;
use super::{Magneton, MagnetonMove, MagnetonState};
use crate::Message;
use crate::notation::{MoveError, normalize};

/// Reads a square at the start of `text` (normalised).
fn read_square(text: &str) -> Option<(u8, &str)> {
    let bytes = text.as_bytes();
    let (&f, &r) = (bytes.first()?, bytes.get(1)?);
    if !(b'a'..=b'h').contains(&f) || !(b'1'..=b'8').contains(&r) {
        return None;
    }
    Some(((r - b'1') * 8 + (f - b'a'), &text[2..]))
}

/// One square, or two joined by `-`, `:` or nothing.
fn read_squares(text: &str) -> Option<(u8, Option<u8>)> {
    let text = normalize(text);
    let (a, rest) = read_square(&text)?;
    if rest.is_empty() {
        return Some((a, None));
    }
    let rest = rest.strip_prefix(['-', ':']).unwrap_or(rest);
    let (b, rest) = read_square(rest)?;
    rest.is_empty().then_some((a, Some(b)))
}

impl Magneton {
    pub(super) fn move_text(&self, _state: &MagnetonState, mv: &MagnetonMove) -> String {
        match *mv {
            MagnetonMove::Place(sq) => square_name(sq),
            MagnetonMove::Slide { from, to } => format!("{}-{}", square_name(from), square_name(to)),
            MagnetonMove::Pass => "pass".into(),
        }
    }

    pub(super) fn steps(&self, state: &MagnetonState, mv: &MagnetonMove) -> Vec<String> {
        let text = self.move_text(state, mv);
        match mv {
            MagnetonMove::Place(_) => vec![text[..1].into(), text[1..].into()],
            MagnetonMove::Slide { .. } => vec![text[..2].into(), text[2..4].into(), text[4..].into()],
            MagnetonMove::Pass => vec![text],
        }
    }

    pub(super) fn aliases(mv: &MagnetonMove) -> Vec<String> {
        match *mv {
            MagnetonMove::Slide { from, to } => {
                let (a, b) = (square_name(from), square_name(to));
                vec![format!("{a}{b}"), format!("{a}:{b}")]
            }
            _ => Vec::new(),
        }
    }

    pub(super) fn refusal(&self, state: &MagnetonState, text: &str) -> MoveError {
        let Some((a, b)) = read_squares(text) else {
            return MoveError::not_a_move(text, Message::new("magneton-notation"));
        };
        let occupied = state.sides[0] | state.sides[1];
        let me = state.to_move.index();
        // Where the piece on `a` may go, for the refusals that name it.
        let legal = || {
            let mut moves = Vec::new();
            self.slides_of(state.sides, me, &mut moves);
            let to: Vec<String> = moves
                .iter()
                .filter_map(|m| match *m {
                    MagnetonMove::Slide { from, to } if from == a => Some(square_name(to)),
                    _ => None,
                })
                .collect();
            to.join(", ")
        };
        let reason = match (state.moving(), b) {
            (false, None) => Message::new("magneton-taken").code("square", square_name(a)),
            (false, Some(_)) => Message::new("magneton-placing-now").seat("seat", state.to_move),
            (true, _) if state.sides[me] & (1 << a) == 0 => Message::new("magneton-no-piece")
                .code("square", square_name(a))
                .seat("seat", state.to_move),
            (true, _) if legal().is_empty() => Message::new("magneton-stuck").code("square", square_name(a)),
            (true, None) => Message::new("magneton-where-to")
                .code("square", square_name(a))
                .code("legal", legal()),
            (true, Some(to)) if occupied & (1 << to) != 0 => Message::new("magneton-occupied")
                .code("square", square_name(to))
                .code("from", square_name(a))
                .code("legal", legal()),
            (true, Some(_)) if self.magnetic_moves => Message::new("magneton-not-magnetic")
                .code("square", square_name(a))
                .code("legal", legal()),
            (true, Some(_)) => Message::new("magneton-not-a-slide")
                .code("square", square_name(a))
                .code("legal", legal()),
        };
        MoveError::illegal(text, reason)
    }
}
