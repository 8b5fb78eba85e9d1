//! Moves as text: the canonical form and its picker steps, the forms read,
//! and why a typed move is refused.

use super::{EMPTY, Engine, MMove, MState};
use crate::Message;
use crate::notation::{MoveError, normalize};

/// What a well-formed text names (squares are indices of the board).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Parsed {
    /// One square alone: a piece to move.
    One(usize),
    /// A move from the first square to the second.
    Two(usize, usize),
}

/// Why a text is not well formed.
enum Unread {
    Shape,
    OffBoard(String),
}

impl Engine {
    /// The canonical text of `mv`.
    pub(super) fn format(&self, mv: MMove) -> String {
        format!("{}-{}", self.name(mv.from.into()), self.name(mv.to.into()))
    }

    /// `mv` as picker steps whose concatenation is its canonical text: the
    /// piece's file, its rank, then the destination (whole, or file then
    /// rank on 17 × 17).
    pub(super) fn steps(&self, mv: MMove) -> Vec<String> {
        let from = self.name(mv.from.into());
        let to = self.name(mv.to.into());
        let (file, rank) = from.split_at(1);
        let mut steps = vec![file.to_string(), rank.to_string()];
        if self.split_destination() {
            let (file, rank) = to.split_at(1);
            steps.push(format!("-{file}"));
            steps.push(rank.to_string());
        } else {
            steps.push(format!("-{to}"));
        }
        steps
    }

    /// Reads a normalised text: `a2-d2`, `a2d2`, `a2xd2`, `a2:d2`, `a2`.
    fn read(&self, text: &str) -> Result<Parsed, Unread> {
        let (first, rest) = self.square_prefix(text)?;
        if rest.is_empty() {
            return Ok(Parsed::One(first));
        }
        let rest = rest.strip_prefix(['-', 'x', ':']).unwrap_or(rest);
        let (second, rest) = self.square_prefix(rest)?;
        if !rest.is_empty() {
            return Err(Unread::Shape);
        }
        Ok(Parsed::Two(first, second))
    }

    /// A square name at the start of `text` (a letter and its digits), and
    /// what follows it.
    fn square_prefix<'t>(&self, text: &'t str) -> Result<(usize, &'t str), Unread> {
        let (name, rest) = crate::notation::leading_square_name(text).ok_or(Unread::Shape)?;
        match self.read_square(name) {
            Ok(s) => Ok((s, rest)),
            Err(true) => Err(Unread::OffBoard(name.to_string())),
            Err(false) => Err(Unread::Shape),
        }
    }

    /// The move a whole text names, legal or not.
    pub(super) fn read_move(&self, text: &str) -> Option<MMove> {
        match self.read(&normalize(text)).ok()? {
            Parsed::Two(from, to) => Some(MMove {
                from: from as u16,
                to: to as u16,
            }),
            Parsed::One(_) => None,
        }
    }

    /// What moves look like, with an example from the legal moves.
    fn notation(&self, state: &MState) -> Message {
        let mut moves = Vec::new();
        self.moves_of(&state.board, state.to_move, &mut moves);
        let example = moves.first().map(|&mv| self.format(mv)).unwrap_or_default();
        Message::new("ming-mang-notation").code("example", example)
    }

    pub(super) fn diagnose(&self, state: &MState, text: &str) -> MoveError {
        let parsed = match self.read(&normalize(text)) {
            Ok(p) => p,
            Err(Unread::Shape) => return MoveError::not_a_move(text, self.notation(state)),
            Err(Unread::OffBoard(s)) => {
                return MoveError::not_a_move(
                    text,
                    Message::new("ming-mang-off-board")
                        .code("square", s)
                        .code("last", self.last_square()),
                );
            }
        };
        let why = match parsed {
            Parsed::One(s) => self
                .piece_why(state, s)
                .unwrap_or_else(|| Message::new("ming-mang-stuck").code("square", self.name(s))),
            Parsed::Two(from, to) => {
                if let Some(why) = self.piece_why(state, from) {
                    why
                } else if from == to {
                    Message::new("ming-mang-same-square")
                } else if self.grid.at(from).file != self.grid.at(to).file
                    && self.grid.at(from).rank != self.grid.at(to).rank
                {
                    Message::new("ming-mang-straight")
                } else if state.board[to] != EMPTY {
                    Message::new("ming-mang-occupied").code("square", self.name(to))
                } else {
                    Message::new("ming-mang-jump")
                }
            }
        };
        MoveError::illegal(text, why)
    }

    /// Why the square `s` holds no piece of the mover, if it does not.
    fn piece_why(&self, state: &MState, s: usize) -> Option<Message> {
        match state.board[s] {
            EMPTY => Some(Message::new("ming-mang-empty").code("square", self.name(s))),
            p if p != state.to_move + 1 => {
                Some(Message::new("ming-mang-not-yours").code("square", self.name(s)))
            }
            _ => None,
        }
    }
}
