//! The position text: South's row and North's row, cells 1 to 9, each a
//! symbol letter (`C`, `Q`, `T`) or `.` for an empty cell, joined by `/`;
//! a space and the seat to move (`1` South, `2` North); a space and the
//! phase (`d` drawing, `e` erasing). The sample game after its drawings:
//! `TQTQCQCQQ/QCQTQQTTQ 1 e`. A read position has no last move.

use super::{CELLS, CqtState, Row, Symbol};
use crate::{PositionError, Seat};

pub(super) fn write(state: &CqtState) -> String {
    let row = |r: &Row| -> String { r.iter().map(|s| s.map_or('.', Symbol::letter)).collect() };
    format!(
        "{}/{} {} {}",
        row(&state.rows[0]),
        row(&state.rows[1]),
        state.to_move.0 + 1,
        if state.drawing { 'd' } else { 'e' }
    )
}

fn shape() -> PositionError {
    PositionError::shape(
        "a CQT position is South's and North's rows of nine C, Q, T or . joined by '/', the seat to move (1 South, 2 North) and the phase (d drawing, e erasing), as TQTQCQCQQ/QCQTQQTTQ 1 e",
    )
}

fn read_row(text: &str, name: &str) -> Result<Row, PositionError> {
    if text.chars().count() != CELLS {
        return Err(PositionError::shape(format!("{name}'s row has not nine cells")));
    }
    let mut row = [None; CELLS];
    for (i, c) in text.chars().enumerate() {
        row[i] = match c {
            '.' => None,
            'C' | 'Q' | 'T' => Symbol::of_letter(c),
            _ => {
                return Err(PositionError::piece(format!(
                    "{name}'s cell {} holds '{c}': C, Q, T or . expected",
                    i + 1
                )));
            }
        };
    }
    Ok(row)
}

pub(super) fn read(text: &str) -> Result<CqtState, PositionError> {
    let fields: Vec<&str> = text.split_whitespace().collect();
    let [board, seat, phase] = fields.as_slice() else {
        return Err(shape());
    };
    let (south, north) = board.split_once('/').ok_or_else(shape)?;
    let rows = [read_row(south, "South")?, read_row(north, "North")?];
    let to_move = match *seat {
        "1" => Seat::FIRST,
        "2" => Seat::SECOND,
        _ => {
            return Err(PositionError::turn(format!(
                "the seat to move is 1 or 2, not '{seat}'"
            )));
        }
    };
    let drawing = match *phase {
        "d" => true,
        "e" => false,
        _ => return Err(shape()),
    };
    let filled = |r: &Row| r.iter().filter(|s| s.is_some()).count();
    let (s, n) = (filled(&rows[0]), filled(&rows[1]));
    if drawing {
        // South draws first: equal rows with South to move, or one more
        // symbol in South's row with North to move; never all 18.
        let fits = if to_move == Seat::FIRST {
            s == n
        } else {
            s == n + 1
        };
        if !fits || s + n == 2 * CELLS {
            return Err(PositionError::turn(format!(
                "while drawing, South has {s} symbols and North {n}: that is not seat {}'s turn",
                to_move.0 + 1
            )));
        }
    }
    Ok(CqtState {
        rows,
        to_move,
        drawing,
        last: None,
        loser: None,
    })
}
