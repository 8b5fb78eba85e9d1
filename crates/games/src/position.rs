//! Positions as data: reading a game's position text back into a state.
//!
//! Every game writes its position with [`crate::Rules::position_text`] and
//! reads it back with [`crate::Rules::from_position`]; the two are inverse
//! (`tests/positions.rs` checks it along random games of every registered
//! game). A state read from a text has no history beyond what the text
//! carries: a game whose rules look further back (repetition, counters)
//! documents what a read position assumes.

use std::fmt;

/// Why a position text was refused. The message says what was wrong and,
/// where it helps, what was expected; it is for developers and the engine
/// protocol, not for chat players.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct PositionError {
    message: String,
}

impl PositionError {
    /// A refusal with its reason.
    pub fn new(message: impl Into<String>) -> PositionError {
        PositionError {
            message: message.into(),
        }
    }

    /// The reason.
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
