//! Positions as data: reading a game's position text back into a state.
//!
//! Every game writes its position with [`crate::Rules::position_text`] and
//! reads it back with [`crate::Rules::from_position`]; the two are inverse
//! (`tests/suite/positions.rs` checks it along random games of every registered
//! game). A state read from a text has no history beyond what the text
//! carries: a game whose rules look further back (repetition, counters)
//! documents what a read position assumes.

use std::fmt;

/// Why a position text was refused: what kind of fault, and a detail that
/// says what was wrong and, where it helps, what was expected. It is for
/// developers and the engine protocol, not for chat players; the protocol
/// shows the detail as it is.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct PositionError {
    kind: PositionErrorKind,
    message: String,
}

/// The kinds of fault a position text has.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum PositionErrorKind {
    /// Its fields or rows are not laid out as the game writes them.
    Shape,
    /// A square or point that is not one, or is off the board.
    Square,
    /// A piece or cell character the game does not have.
    Piece,
    /// Too many or too few pieces, seeds or stones.
    Count,
    /// The side or phase to move is not one the game has.
    Turn,
    /// A counter or number out of its range.
    Counter,
    /// Readable, but no game under these rules can reach it.
    Unreachable,
    /// Not yet classified (a game still words its refusals by hand).
    Other,
}

impl PositionError {
    /// A refusal with its reason, of no particular kind.
    pub fn new(message: impl Into<String>) -> PositionError {
        PositionError::of(PositionErrorKind::Other, message)
    }

    /// A refusal of `kind` with its detail.
    pub fn of(kind: PositionErrorKind, detail: impl Into<String>) -> PositionError {
        PositionError {
            kind,
            message: detail.into(),
        }
    }

    /// The fields or rows are not laid out as expected (`detail` says how).
    pub fn shape(detail: impl Into<String>) -> PositionError {
        PositionError::of(PositionErrorKind::Shape, detail)
    }

    /// A square that is not one of this board: `what` names the field.
    pub fn square(what: &str, text: &str, error: crate::grid::SquareError) -> PositionError {
        let why = match error {
            crate::grid::SquareError::NotASquare => "is not a square name",
            crate::grid::SquareError::OffBoard => "is off the board",
        };
        PositionError::of(PositionErrorKind::Square, format!("{what} '{text}' {why}"))
    }

    /// A piece or cell character the game does not have.
    pub fn piece(detail: impl Into<String>) -> PositionError {
        PositionError::of(PositionErrorKind::Piece, detail)
    }

    /// Too many or too few pieces.
    pub fn count(detail: impl Into<String>) -> PositionError {
        PositionError::of(PositionErrorKind::Count, detail)
    }

    /// The side or phase to move is not one the game has.
    pub fn turn(detail: impl Into<String>) -> PositionError {
        PositionError::of(PositionErrorKind::Turn, detail)
    }

    /// A counter out of its range.
    pub fn counter(detail: impl Into<String>) -> PositionError {
        PositionError::of(PositionErrorKind::Counter, detail)
    }

    /// A position the rules cannot reach.
    pub fn unreachable(detail: impl Into<String>) -> PositionError {
        PositionError::of(PositionErrorKind::Unreachable, detail)
    }

    /// The kind of fault.
    pub fn kind(&self) -> PositionErrorKind {
        self.kind
    }

    /// The detail.
    pub fn message(&self) -> &str {
        &self.message
    }
}

impl fmt::Display for PositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for PositionError {}

/// The 8×8 board of two sides held as bitboards (bit `rank * 8 + file`,
/// a1 = bit 0), written as ranks 8 to 1 joined by `/`: `x` the first
/// seat's pieces, `o` the second's, `.` empty. Lines of Action, Archimedes
/// and Magneton write their boards this way.
pub(crate) fn write_sides8(sides: [u64; 2]) -> String {
    let rank = |r: u32| -> String {
        (0..8)
            .map(|f| {
                let bit = 1u64 << (r * 8 + f);
                if sides[0] & bit != 0 {
                    'x'
                } else if sides[1] & bit != 0 {
                    'o'
                } else {
                    '.'
                }
            })
            .collect()
    };
    (0..8).rev().map(rank).collect::<Vec<_>>().join("/")
}

/// Reads back what [`write_sides8`] writes.
pub(crate) fn read_sides8(text: &str) -> Result<[u64; 2], PositionError> {
    let ranks: Vec<&str> = text.split('/').collect();
    if ranks.len() != 8 {
        return Err(PositionError::shape(format!(
            "the board is 8 ranks joined by '/', not {}",
            ranks.len()
        )));
    }
    let mut sides = [0u64; 2];
    for (i, rank) in ranks.iter().enumerate() {
        let r = 7 - i;
        if rank.chars().count() != 8 {
            return Err(PositionError::shape(format!("rank {} has not 8 squares", r + 1)));
        }
        for (f, c) in rank.chars().enumerate() {
            let bit = 1u64 << (r * 8 + f);
            match c {
                'x' => sides[0] |= bit,
                'o' => sides[1] |= bit,
                '.' => {}
                _ => {
                    return Err(PositionError::piece(format!(
                        "rank {} holds '{c}': x (Black), o (White) or . expected",
                        r + 1
                    )));
                }
            }
        }
    }
    Ok(sides)
}
