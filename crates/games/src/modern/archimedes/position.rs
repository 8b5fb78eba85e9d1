//! The position text and its reading back.

use super::board::{FLEET, PORTS, name};
use super::{ArchState, Archimedes};
use crate::{PositionError, Seat};

/// `....ooo./…/.xxx.... 1 0`: the ranks from 8 down, the seat to move
/// (1 Black, 2 White), the plies since the last sinking.
pub(super) fn text(state: &ArchState) -> String {
    format!(
        "{} {} {}",
        crate::position::write_sides8(state.sides),
        state.to_move.0 + 1,
        state.quiet
    )
}

/// Reads a position; it has no history, so earlier positions do not count
/// for repetition and no last move is marked.
pub(super) fn read(rules: &Archimedes, text: &str) -> Result<ArchState, PositionError> {
    let shape = || {
        PositionError::shape(
            "an Archimedes position is 8 ranks of x, o and . joined by '/', the seat to move (1 Black, 2 White) and the plies since the last sinking",
        )
    };
    let words: Vec<&str> = text.split_whitespace().collect();
    let [board, seat, quiet] = words[..] else {
        return Err(shape());
    };
    let to_move = match seat {
        "1" => Seat::FIRST,
        "2" => Seat::SECOND,
        _ => {
            return Err(PositionError::turn(format!(
                "'{seat}': the seat to move is 1 or 2"
            )));
        }
    };
    let quiet: u32 = quiet
        .parse()
        .map_err(|_| PositionError::counter(format!("'{quiet}': the plies since a sinking are a number")))?;
    let sides = crate::position::read_sides8(board)?;
    for (s, seat_name) in super::INFO.seat_names.iter().enumerate() {
        let n = sides[s].count_ones();
        if n > FLEET {
            return Err(PositionError::count(format!(
                "{seat_name} has {n} ships: at most {FLEET}"
            )));
        }
        if sides[s] & (1u64 << PORTS[s]) != 0 {
            return Err(PositionError::unreachable(format!(
                "{seat_name}'s ship stands on its own port {}, which it may never enter",
                name(PORTS[s])
            )));
        }
    }
    let key = (sides, to_move.0);
    Ok(ArchState {
        sides,
        to_move,
        last: None,
        seen: vec![key],
        plies: 0,
        quiet,
        end: rules.end_of_turn(sides, to_move, quiet, || 1),
    })
}
