//! Moves as text: the canonical form and its picker steps, the forms read,
//! and why a typed move is refused.

use super::{EMPTY, Engine, SeegaMove, SeegaState};
use crate::notation::{MoveError, normalize};
use crate::{Message, Seat};

/// What a well-formed text names (squares are indices of the board).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum Parsed {
    /// One square alone.
    One(usize),
    /// Two squares with nothing or `,` between: a placement, or a step.
    Two(usize, usize),
    /// Two squares joined by `-`: a step.
    Step(usize, usize),
    /// `xd3 c3-d3`: removed, from, to.
    Free(usize, usize, usize),
    Pass,
}

/// Why a text is not well formed.
pub(super) enum Unread {
    Shape,
    OffBoard(String),
}

impl Engine {
    /// The canonical text of `mv`.
    pub(super) fn format(&self, mv: SeegaMove) -> String {
        match mv {
            SeegaMove::Place(a, b) => format!("{} {}", self.name(a.into()), self.name(b.into())),
            SeegaMove::Step { from, to } => format!("{}-{}", self.name(from.into()), self.name(to.into())),
            SeegaMove::Free { taken, from } => {
                let r = self.name(taken.into());
                format!("x{r} {}-{r}", self.name(from.into()))
            }
            SeegaMove::Pass => "pass".to_string(),
        }
    }

    /// A square as picker steps: whole, or file then rank on big boards.
    fn square_steps(&self, s: usize, before: &str, after: &str) -> Vec<String> {
        let name = self.name(s);
        if self.split_squares() {
            let (file, rank) = name.split_at(1);
            vec![format!("{before}{file}"), format!("{rank}{after}")]
        } else {
            vec![format!("{before}{name}{after}")]
        }
    }

    /// `mv` as picker steps whose concatenation is its canonical text.
    pub(super) fn steps(&self, mv: SeegaMove) -> Vec<String> {
        match mv {
            SeegaMove::Place(a, b) => {
                let mut steps = self.square_steps(a.into(), "", "");
                steps.extend(self.square_steps(b.into(), " ", ""));
                steps
            }
            SeegaMove::Step { from, to } => {
                let mut steps = self.square_steps(from.into(), "", "");
                steps.push(format!("-{}", self.name(to.into())));
                steps
            }
            SeegaMove::Free { taken, from } => {
                let mut steps = self.square_steps(taken.into(), "x", " ");
                steps.push(self.name(from.into()));
                steps.push(format!("-{}", self.name(taken.into())));
                steps
            }
            SeegaMove::Pass => vec!["pass".to_string()],
        }
    }

    /// Reads a normalised text: `pass` (`passo`, `passa`), `xd3c3-d3`, `c2-c3`, `b2d4`,
    /// `b2,d4`, `b2`.
    pub(super) fn read(&self, text: &str) -> Result<Parsed, Unread> {
        // The Italian words too: the rules pages' examples are read here.
        if matches!(text, "pass" | "passo" | "passa") {
            return Ok(Parsed::Pass);
        }
        let (removal, rest) = match text.strip_prefix('x') {
            Some(rest) => (true, rest),
            None => (false, text),
        };
        let (first, rest) = self.square_prefix(rest)?;
        if removal {
            let rest = rest.strip_prefix(',').unwrap_or(rest);
            let (from, rest) = self.square_prefix(rest)?;
            let rest = rest.strip_prefix('-').unwrap_or(rest);
            let (to, rest) = self.square_prefix(rest)?;
            return if rest.is_empty() {
                Ok(Parsed::Free(first, from, to))
            } else {
                Err(Unread::Shape)
            };
        }
        if rest.is_empty() {
            return Ok(Parsed::One(first));
        }
        let (dash, rest) = match rest.strip_prefix('-') {
            Some(rest) => (true, rest),
            None => (false, rest.strip_prefix(',').unwrap_or(rest)),
        };
        let (second, rest) = self.square_prefix(rest)?;
        if !rest.is_empty() {
            return Err(Unread::Shape);
        }
        Ok(if dash {
            Parsed::Step(first, second)
        } else {
            Parsed::Two(first, second)
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
    pub(super) fn read_move(&self, state: &SeegaState, text: &str) -> Option<SeegaMove> {
        let parsed = self.read(&normalize(text)).ok()?;
        let sq = |s: usize| s as u8;
        match parsed {
            Parsed::Two(a, b) if state.placing() && a != b => {
                Some(SeegaMove::Place(sq(a.min(b)), sq(a.max(b))))
            }
            Parsed::Two(from, to) | Parsed::Step(from, to) if !state.placing() => Some(SeegaMove::Step {
                from: sq(from),
                to: sq(to),
            }),
            Parsed::Free(taken, from, to) if taken == to => Some(SeegaMove::Free {
                taken: sq(taken),
                from: sq(from),
            }),
            Parsed::Pass => Some(SeegaMove::Pass),
            _ => None,
        }
    }

    /// What moves look like now, with an example from the legal moves.
    pub(super) fn notation(&self, state: &SeegaState) -> Message {
        let example = self
            .legal_vec(state)
            .first()
            .map(|&mv| self.format(mv))
            .unwrap_or_default();
        if state.placing() {
            Message::new("seega-notation-place")
                .code("centre", self.name(self.centre))
                .code("example", example)
        } else if self.v.removal {
            Message::new("seega-notation-remove").code("example", example)
        } else {
            Message::new("seega-notation-move").code("example", example)
        }
    }

    pub(super) fn diagnose(&self, state: &SeegaState, text: &str) -> MoveError {
        let parsed = match self.read(&normalize(text)) {
            Ok(p) => p,
            Err(Unread::Shape) => return MoveError::not_a_move(text, self.notation(state)),
            Err(Unread::OffBoard(s)) => {
                return MoveError::not_a_move(
                    text,
                    Message::new("seega-off-board")
                        .code("square", s)
                        .code("last", self.last_square()),
                );
            }
        };
        let why = if state.placing() {
            self.placing_refusal(state, parsed)
        } else {
            if matches!(parsed, Parsed::Free(..)) && !self.v.removal {
                return MoveError::not_a_move(text, self.notation(state));
            }
            self.moving_refusal(state, parsed)
        };
        MoveError::illegal(text, why)
    }

    /// Why a square may not take a piece while placing, if it may not.
    fn place_why(&self, state: &SeegaState, s: usize) -> Option<Message> {
        if s == self.centre {
            Some(Message::new("seega-centre").code("square", self.name(s)))
        } else if state.board[s] != EMPTY {
            Some(Message::new("seega-occupied").code("square", self.name(s)))
        } else {
            None
        }
    }

    fn placing_refusal(&self, state: &SeegaState, parsed: Parsed) -> Message {
        let placing = || Message::new("seega-still-placing").code("centre", self.name(self.centre));
        match parsed {
            Parsed::One(a) => self
                .place_why(state, a)
                .unwrap_or_else(|| Message::new("seega-two-squares").code("square", self.name(a))),
            Parsed::Two(a, b) if a == b => Message::new("seega-same-square"),
            Parsed::Two(a, b) => self
                .place_why(state, a)
                .or_else(|| self.place_why(state, b))
                .unwrap_or_else(|| Message::new("seega-not-legal")),
            Parsed::Step(..) | Parsed::Free(..) | Parsed::Pass => placing(),
        }
    }

    fn moving_refusal(&self, state: &SeegaState, parsed: Parsed) -> Message {
        let me = state.to_move;
        let blocked = !state.opening && !self.can_step(&state.board, me);
        let them = Seat(1 - me);
        match parsed {
            Parsed::Pass if blocked => Message::new("seega-not-legal"),
            Parsed::Pass => Message::new("seega-no-pass"),
            Parsed::Free(..) if !blocked => Message::new("seega-not-blocked"),
            Parsed::Free(r, from, to) => {
                if state.board[r] != 2 - me || !self.neighbours(r).any(|f| state.board[f] == me + 1) {
                    Message::new("seega-remove-which").code("square", self.name(r))
                } else if to != r || state.board[from] != me + 1 || !self.adjacent(from, r) {
                    Message::new("seega-remove-into").code("square", self.name(r))
                } else {
                    Message::new("seega-not-legal")
                }
            }
            _ if blocked && self.v.removal => Message::new("seega-blocked-remove"),
            _ if blocked => Message::new("seega-blocked").seat("seat", them),
            Parsed::One(a) => self
                .piece_why(state, a)
                .unwrap_or_else(|| Message::new("seega-stuck").code("square", self.name(a))),
            Parsed::Two(from, to) | Parsed::Step(from, to) => {
                if let Some(why) = self.piece_why(state, from) {
                    why
                } else if !self.adjacent(from, to) {
                    Message::new("seega-one-step")
                } else if state.board[to] != EMPTY {
                    Message::new("seega-occupied").code("square", self.name(to))
                } else if state.opening {
                    Message::new("seega-must-open").seat("seat", them)
                } else {
                    Message::new("seega-not-legal")
                }
            }
        }
    }

    /// Why the square `s` holds no piece of the mover, if it does not.
    fn piece_why(&self, state: &SeegaState, s: usize) -> Option<Message> {
        match state.board[s] {
            EMPTY => Some(Message::new("seega-empty").code("square", self.name(s))),
            p if p != state.to_move + 1 => Some(Message::new("seega-not-yours").code("square", self.name(s))),
            _ => None,
        }
    }
}
