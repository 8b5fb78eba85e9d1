//! What a game is worth: single games, gammons and backgammons, plakoto's
//! points, and the words that say how a game ended.

use super::board::{BAR, Board, OFF};
use super::{Config, GameEnd, Variant};
use crate::Message;
use crate::Seat;

/// How a game ended.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Ending {
    /// Bore off all 15; the loser had borne off a checker (or gammons do
    /// not count).
    Single,
    /// Bore off all 15 before the loser bore off any.
    Gammon,
    /// A gammon with a loser's checker on the bar or in the winner's home.
    Backgammon,
    /// The double was dropped.
    Dropped,
    /// Plakoto: the loser's mother was pinned.
    Mother,
    /// Plakoto: both mothers pinned.
    BothMothers,
    /// The ply cap: fewer pips won (or equal pips drew).
    Cap,
}

/// The kind of win and its points (before the cube) when `winner` has
/// borne off everything.
pub fn bear_off_win(cfg: &Config, board: &Board, winner: Seat) -> (Ending, u16) {
    let loser = winner.other();
    let side = &board.counts[loser.index()];
    if side[OFF] > 0 {
        return (Ending::Single, 1);
    }
    // The winner's home board is the loser's points 19..=24.
    let left_back = side[19..=BAR].iter().any(|&n| n > 0);
    match cfg.variant {
        Variant::Backgammon if !cfg.gammons => (Ending::Single, 1),
        Variant::Plakoto if cfg.greek => (Ending::Gammon, 2),
        _ if left_back => (Ending::Backgammon, 3),
        _ => (Ending::Gammon, 2),
    }
}

/// A few words on how the game ended ("White bore off all 15: gammon, 2
/// points").
pub fn describe(end: GameEnd) -> Message {
    let Some(w) = end.winner else {
        return match end.ending {
            Ending::BothMothers => Message::new("plakoto-both-mothers"),
            _ => Message::new("backgammon-cap-equal"),
        };
    };
    let loser = w.other();
    let message = match end.ending {
        Ending::Single => Message::new("backgammon-bore-off"),
        Ending::Gammon => Message::new("backgammon-gammon"),
        Ending::Backgammon => Message::new("backgammon-backgammon"),
        Ending::Dropped => Message::new("backgammon-dropped").seat("loser", loser),
        Ending::Mother => Message::new("plakoto-mother").seat("loser", loser),
        Ending::BothMothers => return Message::new("plakoto-both-mothers"),
        Ending::Cap => Message::new("backgammon-cap-fewer-pips"),
    };
    message.seat("seat", w).count("points", end.points)
}
