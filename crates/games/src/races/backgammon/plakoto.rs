//! Plakoto's own rules beside the shared dice engine: the mother checker.
//! (Pinning itself lives in [`super::board`]: landing on a lone opposing
//! checker pins it, and a pinned checker neither moves nor lets its side
//! bear off.)

use super::board::Board;
use crate::Seat;

/// Each side's starting point, in its own numbering.
pub const START: usize = 24;

/// Whether `seat`'s mother, its last checker on its starting point, is
/// pinned there.
pub fn mother_pinned(board: &Board, seat: Seat) -> bool {
    board.counts[seat.index()][START] == 1 && board.is_pinned(seat, START)
}

/// What the mother rule says of a position: nothing, a draw (both mothers
/// pinned), or the winner (the side that pinned the other's mother and has
/// no checker left on its own starting point).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum MotherRule {
    Nothing,
    Draw,
    Win(Seat),
}

/// The mother rule in `board`.
pub fn mother_rule(board: &Board) -> MotherRule {
    let white = mother_pinned(board, Seat::FIRST);
    let black = mother_pinned(board, Seat::SECOND);
    match (white, black) {
        (true, true) => MotherRule::Draw,
        (true, false) if board.counts[Seat::SECOND.index()][START] == 0 => MotherRule::Win(Seat::SECOND),
        (false, true) if board.counts[Seat::FIRST.index()][START] == 0 => MotherRule::Win(Seat::FIRST),
        _ => MotherRule::Nothing,
    }
}
