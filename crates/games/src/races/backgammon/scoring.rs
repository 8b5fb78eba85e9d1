//! What a game is worth: single games, gammons and backgammons, plakoto's
//! points, and the words that say how a game ended.

use super::board::{BAR, Board, OFF};
use super::{Config, GameEnd, Variant, seat_name};
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
pub fn describe(end: GameEnd) -> String {
    let points = |n: u16| {
        if n == 1 {
            "1 point".to_string()
        } else {
            format!("{n} points")
        }
    };
    let Some(w) = end.winner else {
        return match end.ending {
            Ending::BothMothers => "both mothers are pinned: a draw".to_string(),
            _ => "the ply limit was reached with equal pip counts: a draw".to_string(),
        };
    };
    let who = seat_name(w);
    let loser = seat_name(w.other());
    let p = points(end.points);
    match end.ending {
        Ending::Single => format!("{who} bore off all 15 checkers: {p}"),
        Ending::Gammon => format!("{who} bore off all 15 checkers: gammon, {p}"),
        Ending::Backgammon => format!("{who} bore off all 15 checkers: backgammon, {p}"),
        Ending::Dropped => format!("{loser} dropped the double: {p} to {who}"),
        Ending::Mother => format!("{who} pinned {loser}'s mother checker: {p}"),
        Ending::BothMothers => "both mothers are pinned: a draw".to_string(),
        Ending::Cap => format!("the ply limit was reached; {who} had fewer pips: {p}"),
    }
}
