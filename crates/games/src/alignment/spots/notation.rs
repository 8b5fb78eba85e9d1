//! Moves as text: `R d5` (a colour letter, then a cell), `end`, `pass`,
//! and the draws `R:2` (a red pawn to the second seat's base).

use super::board::{GRID, is_cell, name};
use super::{LETTERS, Phase, SMove, Spots, SpotsState};
use crate::grid::SquareError;
use crate::notation::{MoveError, normalize};
use crate::{Message, Status};

/// The words read for each colour, in either language, longest first
/// where one begins another (`blue` before `blu`).
const COLOUR_WORDS: [(&str, u8); 10] = [
    ("yellow", 2),
    ("violet", 3),
    ("purple", 3),
    ("giallo", 2),
    ("rosso", 0),
    ("viola", 3),
    ("blue", 1),
    ("gold", 2),
    ("red", 0),
    ("blu", 1),
];

/// The word naming colour `colour`.
pub fn colour_word(colour: u8) -> Message {
    match colour {
        0 => Message::new("spots-red"),
        1 => Message::new("spots-blue"),
        2 => Message::new("spots-gold"),
        _ => Message::new("spots-violet"),
    }
}

/// The canonical text of `mv` in `state`.
pub fn format(state: &SpotsState, mv: SMove) -> String {
    match mv {
        SMove::Place { colour, cell } => {
            format!("{} {}", LETTERS[usize::from(colour)], name(usize::from(cell)))
        }
        SMove::End => "end".into(),
        SMove::Pass => "pass".into(),
        SMove::Draw(colour) => format!("{}:{}", LETTERS[usize::from(colour)], state.seat + 1),
    }
}

/// A placement is its colour (`R `), its file, then its rank.
pub fn steps(state: &SpotsState, mv: SMove) -> Vec<String> {
    match mv {
        SMove::Place { colour, cell } => {
            let square = GRID.at(usize::from(cell));
            vec![
                format!("{} ", LETTERS[usize::from(colour)]),
                char::from(b'a' + square.file).to_string(),
                (square.rank + 1).to_string(),
            ]
        }
        other => vec![format(state, other)],
    }
}

/// A colour named at the start of `text` (a word or a letter) and the rest.
fn leading_colour(text: &str) -> Option<(u8, &str)> {
    for (word, colour) in COLOUR_WORDS {
        if let Some(rest) = text.strip_prefix(word) {
            return Some((colour, rest));
        }
    }
    let first = text.chars().next()?;
    let colour = LETTERS.iter().position(|l| l.to_ascii_lowercase() == first)?;
    Some((colour as u8, &text[1..]))
}

/// A colour named at the end of `text` and what comes before it.
fn trailing_colour(text: &str) -> Option<(u8, &str)> {
    for (word, colour) in COLOUR_WORDS {
        if let Some(rest) = text.strip_suffix(word) {
            return Some((colour, rest));
        }
    }
    let last = text.chars().last()?;
    let colour = LETTERS.iter().position(|l| l.to_ascii_lowercase() == last)?;
    Some((colour as u8, &text[..text.len() - 1]))
}

/// What a typed placement says: its colour if named, and its square.
struct Typed {
    colour: Option<u8>,
    square: Result<usize, SquareError>,
}

/// Reads `text` (normalised) as a placement: a colour then a cell, a cell
/// then a colour, or a cell alone; `None` when it names no square at all.
fn typed(text: &str) -> Option<Typed> {
    let text = text.strip_prefix("place").unwrap_or(text);
    let text = text.strip_prefix("metti").unwrap_or(text);
    if let Ok(square) = GRID.read(text) {
        return Some(Typed {
            colour: None,
            square: Ok(square),
        });
    }
    let mut found = None;
    for (colour, rest) in [leading_colour(text), trailing_colour(text)]
        .into_iter()
        .flatten()
    {
        match GRID.read(rest) {
            Ok(square) => {
                return Some(Typed {
                    colour: Some(colour),
                    square: Ok(square),
                });
            }
            Err(SquareError::OffBoard) => {
                found.get_or_insert(Typed {
                    colour: Some(colour),
                    square: Err(SquareError::OffBoard),
                });
            }
            Err(SquareError::NotASquare) => {}
        }
    }
    if found.is_none() && matches!(GRID.read(text), Err(SquareError::OffBoard)) {
        return Some(Typed {
            colour: None,
            square: Err(SquareError::OffBoard),
        });
    }
    found
}

impl Spots {
    /// A placement read directly; words and the picker's first steps go to
    /// the listing matcher.
    pub(super) fn read_move(&self, state: &SpotsState, text: &str) -> Result<SMove, MoveError> {
        if !matches!(crate::Rules::status(self, state), Status::ToMove(_)) {
            return crate::match_text(self, state, text);
        }
        let t = normalize(text);
        let Some(Typed {
            colour,
            square: Ok(cell),
        }) = typed(&t)
        else {
            return crate::match_text(self, state, text);
        };
        let mut legal = Vec::new();
        self.legal(state, &mut legal);
        let fits: Vec<SMove> = legal
            .into_iter()
            .filter(|mv| {
                matches!(*mv, SMove::Place { colour: c, cell: s }
                    if usize::from(s) == cell && colour.is_none_or(|k| k == c))
            })
            .collect();
        match fits[..] {
            [mv] => Ok(mv),
            [] => Err(self.why_not(state, text)),
            _ => Err(MoveError::Ambiguous {
                text: crate::notation::clip(text),
                options: fits.iter().map(|&mv| format(state, mv)).collect(),
            }),
        }
    }

    /// The pawns of the mover's base, as letters (`R, B, B, G`).
    fn base_letters(state: &SpotsState) -> String {
        let base = state.bases[usize::from(state.seat)];
        let mut out = Vec::new();
        for (c, &n) in base.iter().enumerate() {
            out.extend(std::iter::repeat_n(LETTERS[c].to_string(), usize::from(n)));
        }
        out.join(", ")
    }

    /// What is wrong with a text that is no legal move here.
    pub(super) fn why_not(&self, state: &SpotsState, text: &str) -> MoveError {
        if state.phase == Phase::Draw {
            return MoveError::illegal(text, Message::new("spots-drawing"));
        }
        let t = normalize(text);
        let empty_base = state.bases[usize::from(state.seat)] == [0; 4];
        if t == "end" {
            return MoveError::illegal(text, Message::new("spots-end-not-now"));
        }
        if t == "pass" {
            return MoveError::illegal(
                text,
                Message::new("spots-must-place").code("base", Self::base_letters(state)),
            );
        }
        let Some(typed) = typed(&t) else {
            return MoveError::not_a_move(text, Message::new("spots-notation"));
        };
        let cell = match typed.square {
            Ok(cell) => cell,
            Err(_) => {
                return MoveError::illegal(
                    text,
                    Message::new("spots-off-board").code("square", crate::notation::clip(&t)),
                );
            }
        };
        let reason = if !is_cell(cell) {
            Message::new("spots-corner").code("square", name(cell))
        } else if let Some(c) = state.colour_at(cell) {
            Message::new("spots-occupied")
                .code("square", name(cell))
                .part("colour", colour_word(c))
        } else if empty_base {
            Message::new("spots-base-empty")
        } else if let Some(c) = typed.colour {
            Message::new("spots-not-in-base")
                .part("colour", colour_word(c))
                .code("base", Self::base_letters(state))
        } else {
            Message::new("spots-not-now").code("square", name(cell))
        };
        MoveError::illegal(text, reason)
    }
}
