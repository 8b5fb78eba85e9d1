//! Moves as text: the canonical form and its picker steps, the forms read,
//! and why a typed move is refused.

use super::{EMPTY, Engine, LMove, LState, MAX_PATH, Path};
use crate::notation::{MoveError, normalize};
use crate::{Message, Seat};

/// What a well-formed text names (squares are indices of the board).
#[derive(Clone, PartialEq, Eq, Debug)]
pub(super) enum Parsed {
    /// One square alone: a placement, or a piece (a picker's first step).
    One(usize),
    /// Two squares or more: a step or a chain.
    Path(Vec<usize>),
    /// `xe5`.
    Remove(usize),
    Pass,
}

/// Why a text is not well formed.
pub(super) enum Unread {
    Shape,
    OffBoard(String),
}

impl Engine {
    /// The canonical text of `mv`.
    pub(super) fn format(&self, mv: &LMove) -> String {
        self.steps(mv).concat()
    }

    /// `mv` as picker steps whose concatenation is its canonical text.
    pub(super) fn steps(&self, mv: &LMove) -> Vec<String> {
        match mv {
            LMove::Place(c) => {
                // Boards of 49 squares or more: the file, then the rank.
                let name = self.name(usize::from(*c));
                let (file, rank) = name.split_at(1);
                vec![file.to_string(), rank.to_string()]
            }
            LMove::Go(path) => {
                let squares = path.squares();
                let mut out = vec![self.name(usize::from(squares[0]))];
                out.extend(
                    squares[1..]
                        .iter()
                        .map(|&t| format!("-{}", self.name(usize::from(t)))),
                );
                out
            }
            LMove::Remove(c) => vec!["x".to_string(), self.name(usize::from(*c))],
            LMove::Pass => vec!["pass".to_string()],
        }
    }

    /// Reads a normalised text: `pass` (`passa`, `passo`), `xe5`, `d4`,
    /// `d4-d6-f6` (also without dashes).
    pub(super) fn read(&self, text: &str) -> Result<Parsed, Unread> {
        // The Italian words too: the rules pages' examples are read here.
        if matches!(text, "pass" | "passa" | "passo") {
            return Ok(Parsed::Pass);
        }
        if let Some(rest) = text.strip_prefix('x') {
            let (square, rest) = self.square_prefix(rest)?;
            return if rest.is_empty() {
                Ok(Parsed::Remove(square))
            } else {
                Err(Unread::Shape)
            };
        }
        let mut squares = Vec::new();
        let mut rest = text;
        loop {
            let (square, after) = self.square_prefix(rest)?;
            squares.push(square);
            if squares.len() > MAX_PATH {
                return Err(Unread::Shape);
            }
            if after.is_empty() {
                break;
            }
            rest = after.strip_prefix('-').unwrap_or(after);
        }
        Ok(match squares.as_slice() {
            [one] => Parsed::One(*one),
            _ => Parsed::Path(squares),
        })
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

    /// The move a whole text names in this phase, legal or not.
    pub(super) fn read_move(&self, state: &LState, text: &str) -> Option<LMove> {
        match self.read(&normalize(text)).ok()? {
            Parsed::One(c) if state.placing() => Some(LMove::Place(c as u8)),
            Parsed::Path(squares) if !state.placing() => {
                let mut path = Path::start(squares[0]);
                for &t in &squares[1..] {
                    path.push(t);
                }
                Some(LMove::Go(path))
            }
            Parsed::Remove(c) => Some(LMove::Remove(c as u8)),
            Parsed::Pass => Some(LMove::Pass),
            _ => None,
        }
    }

    /// What moves look like now, with an example from the legal moves.
    pub(super) fn notation(&self, state: &LState) -> Message {
        let example = self
            .legal_vec(state)
            .first()
            .map(|mv| self.format(mv))
            .unwrap_or_default();
        if state.placing() {
            Message::new("latrunculi-notation-place").code("example", example)
        } else {
            Message::new("latrunculi-notation-move").code("example", example)
        }
    }

    pub(super) fn diagnose(&self, state: &LState, text: &str) -> MoveError {
        let parsed = match self.read(&normalize(text)) {
            Ok(p) => p,
            Err(Unread::Shape) => return MoveError::not_a_move(text, self.notation(state)),
            Err(Unread::OffBoard(s)) => {
                return MoveError::not_a_move(
                    text,
                    Message::new("latrunculi-off-board")
                        .code("square", s)
                        .code("last", self.last_square()),
                );
            }
        };
        let why = if state.placing() {
            match parsed {
                Parsed::One(c) if state.board[c] != EMPTY => {
                    Message::new("latrunculi-occupied").code("square", self.name(c))
                }
                Parsed::One(_) => Message::new("latrunculi-not-legal"),
                _ => Message::new("latrunculi-still-placing"),
            }
        } else {
            self.moving_refusal(state, &parsed)
        };
        MoveError::illegal(text, why)
    }

    fn moving_refusal(&self, state: &LState, parsed: &Parsed) -> Message {
        let me = state.to_move;
        match parsed {
            Parsed::Pass => Message::new("latrunculi-no-pass"),
            Parsed::Remove(x) => {
                if state.board[*x] != 2 - me || !state.is_blocked(*x) {
                    Message::new("latrunculi-remove-which").code("square", self.name(*x))
                } else {
                    Message::new("latrunculi-not-legal")
                }
            }
            Parsed::One(c) => self
                .piece_why(state, *c)
                .unwrap_or_else(|| Message::new("latrunculi-stuck").code("square", self.name(*c))),
            Parsed::Path(squares) => self
                .piece_why(state, squares[0])
                .or_else(|| self.path_why(state, squares))
                .unwrap_or_else(|| Message::new("latrunculi-not-legal")),
        }
    }

    /// Why the square `s` holds no piece the mover may move, if it does not.
    fn piece_why(&self, state: &LState, s: usize) -> Option<Message> {
        let square = self.name(s);
        match state.board[s] {
            EMPTY => Some(Message::new("latrunculi-empty").code("square", square)),
            p if p != state.to_move + 1 => Some(Message::new("latrunculi-not-yours").code("square", square)),
            _ if state.is_blocked(s) => Some(Message::new("latrunculi-piece-blocked").code("square", square)),
            _ => None,
        }
    }

    /// Why the path of the mover's free piece is no move, if a reason is
    /// found along it.
    fn path_why(&self, state: &LState, squares: &[usize]) -> Option<Message> {
        let mut board = state.board;
        board[squares[0]] = EMPTY;
        let mut visited = 1u128 << squares[0];
        for (i, pair) in squares.windows(2).enumerate() {
            let (a, b) = (pair[0], pair[1]);
            let Some((d, far)) = self.line(a, b) else {
                return Some(
                    Message::new("latrunculi-not-line")
                        .code("from", self.name(a))
                        .code("to", self.name(b)),
                );
            };
            if far == 1 && (i > 0 || squares.len() > 2) {
                return Some(Message::new("latrunculi-step-alone"));
            }
            if far == 2 && self.next(a, d).is_some_and(|over| board[over] == EMPTY) {
                return Some(Message::new("latrunculi-jump-over").code("square", self.name(b)));
            }
            if board[b] != EMPTY {
                return Some(Message::new("latrunculi-occupied").code("square", self.name(b)));
            }
            if visited >> b & 1 == 1 {
                return Some(Message::new("latrunculi-revisit").code("square", self.name(b)));
            }
            visited |= 1u128 << b;
        }
        let to = squares[squares.len() - 1];
        self.between_enemies(&board, to, state.to_move).then(|| {
            Message::new("latrunculi-suicide")
                .code("square", self.name(to))
                .seat("seat", Seat(1 - state.to_move))
        })
    }
}
