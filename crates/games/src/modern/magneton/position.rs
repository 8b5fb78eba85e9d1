//! The position text and its reading back.

use super::{End, Magneton, MagnetonState, PIECES};
use crate::{PositionError, Seat};

impl Magneton {
    pub(super) fn write(state: &MagnetonState) -> String {
        let end = match state.end {
            Some(End::Line(seat)) => char::from(b'1' + seat.0),
            Some(End::BothStuck) => '=',
            _ => '-',
        };
        format!(
            "{} {} {} {end}",
            crate::position::write_sides8(state.sides),
            state.to_move.0 + 1,
            state.turns
        )
    }

    pub(super) fn read(text: &str) -> Result<MagnetonState, PositionError> {
        let shape = || {
            PositionError::shape(
                "a Magneton position is 8 ranks of x, o and . joined by '/', the seat to move (1 Black, 2 White), the turns of the movement phase and the end (-, 1, 2 or =)",
            )
        };
        let fields: Vec<&str> = text.split_whitespace().collect();
        let [board, seat, turns, end] = fields.as_slice() else {
            return Err(shape());
        };
        let sides = crate::position::read_sides8(board)?;
        let to_move = match *seat {
            "1" => Seat::FIRST,
            "2" => Seat::SECOND,
            _ => return Err(PositionError::turn("the seat to move is 1 or 2")),
        };
        let turns: u32 = turns
            .parse()
            .ok()
            .filter(|&t| t <= super::MOVE_CAP)
            .ok_or_else(|| PositionError::counter("the turns of the movement phase are 0 to 60"))?;
        let (b, w) = (sides[0].count_ones(), sides[1].count_ones());
        let n = u32::from(PIECES);
        let fits = if b == n && w == n {
            true
        } else {
            turns == 0
                && b <= n
                && if to_move == Seat::FIRST {
                    b == w
                } else {
                    b == w + 1
                }
        };
        if !fits {
            return Err(PositionError::count(format!(
                "Black has {b} pieces and White {w}: not a position of this game with seat {} to move",
                to_move.0 + 1
            )));
        }
        let end = match *end {
            "-" if turns >= super::MOVE_CAP => Some(End::Cap),
            "-" => None,
            "1" => Some(End::Line(Seat::FIRST)),
            "2" => Some(End::Line(Seat::SECOND)),
            "=" => Some(End::BothStuck),
            _ => return Err(shape()),
        };
        Ok(MagnetonState {
            sides,
            to_move,
            turns,
            last: None,
            seen: vec![(sides, to_move.0)],
            end,
        })
    }
}
