//! Moves as text: `d4` (or `place d4`), `swap`, and the throws
//! `#c3` (`#c3+e5` with the symmetric layout).

use super::{BLOCK, FREE, PMove, PahTum, PahTumState, WHITE};
use crate::grid::SquareError;
use crate::notation::{MoveError, normalize};
use crate::{Message, Status};

impl PahTum {
    pub(super) fn format(&self, mv: PMove) -> String {
        match mv {
            PMove::Place(sq) => self.grid.name(usize::from(sq)),
            PMove::Swap => "swap".to_string(),
            PMove::Block(sq) => {
                let sq = usize::from(sq);
                if self.symmetric {
                    format!("#{}+{}", self.grid.name(sq), self.grid.name(self.mirror(sq)))
                } else {
                    format!("#{}", self.grid.name(sq))
                }
            }
        }
    }

    /// A placement is its file, then its rank (at most 9 choices each).
    pub(super) fn steps(&self, mv: PMove) -> Vec<String> {
        match mv {
            PMove::Place(sq) => {
                let square = self.grid.at(usize::from(sq));
                vec![
                    char::from(b'a' + square.file).to_string(),
                    (square.rank + 1).to_string(),
                ]
            }
            other => vec![self.format(other)],
        }
    }

    pub(super) fn aliases(&self, mv: PMove) -> Vec<String> {
        match mv {
            PMove::Place(sq) => vec![format!("place {}", self.grid.name(usize::from(sq)))],
            _ => Vec::new(),
        }
    }

    /// The square a text names, after an optional `place`.
    fn square_in(&self, text: &str) -> Result<usize, SquareError> {
        let text = normalize(text);
        let text = text.strip_prefix("place").unwrap_or(&text);
        self.grid.read(text)
    }

    /// A placement or `swap` read directly; anything else (a file alone,
    /// the picker's first step; a throw) goes to the listing matcher.
    pub(super) fn read_move(&self, state: &PahTumState, text: &str) -> Result<PMove, MoveError> {
        if !matches!(self.status_of(state), Status::ToMove(_)) {
            return crate::match_text(self, state, text);
        }
        if normalize(text) == "swap" {
            return if self.pie_open(state) {
                Ok(PMove::Swap)
            } else {
                Err(self.why_not(state, text))
            };
        }
        match self.square_in(text) {
            Ok(sq) if state.cells[sq] == FREE => Ok(PMove::Place(sq as u8)),
            Ok(_) | Err(SquareError::OffBoard) => Err(self.why_not(state, text)),
            Err(SquareError::NotASquare) => crate::match_text(self, state, text),
        }
    }

    /// What is wrong with a text that is no legal move here.
    pub(super) fn why_not(&self, state: &PahTumState, text: &str) -> MoveError {
        if self.throwing(state) {
            return MoveError::illegal(text, Message::new("pahtum-throwing"));
        }
        let last = self.grid.name(self.grid.len() - 1);
        if normalize(text) == "swap" {
            let reason = if self.swap {
                Message::new("pahtum-swap-closed")
            } else {
                Message::new("pahtum-no-swap")
            };
            return MoveError::illegal(text, reason);
        }
        match self.square_in(text) {
            Err(SquareError::NotASquare) => {
                MoveError::not_a_move(text, Message::new("pahtum-notation").code("last", last))
            }
            Err(SquareError::OffBoard) => MoveError::illegal(
                text,
                Message::new("pahtum-off-board")
                    .code("square", crate::notation::clip(&normalize(text)))
                    .code("last", last),
            ),
            Ok(sq) => {
                let name = self.grid.name(sq);
                let reason = match state.cells[sq] {
                    BLOCK => Message::new("pahtum-blocked").code("square", name),
                    WHITE => Message::new("pahtum-occupied-white").code("square", name),
                    FREE => Message::new("pahtum-not-now").code("square", name),
                    _ => Message::new("pahtum-occupied-black").code("square", name),
                };
                MoveError::illegal(text, reason)
            }
        }
    }
}
