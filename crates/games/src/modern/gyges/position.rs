//! Gyges's position text (see the module's header) and its reading back.

use super::board::{CELLS, Cells, N, home};
use super::{End, GygesState, PLY_CAP};
use crate::{PositionError, Seat};

const SHAPE: &str = "a Gyges position is 6 ranks joined by '/' (from rank 6; . empty, 1 to 3 a ring), the seat to move (1 South, 2 North; G1 or G2 when that seat reached the goal), the plies played, and the board before the last move (- at the start)";

fn board(cells: &Cells) -> String {
    let ranks: Vec<String> = (0..N)
        .rev()
        .map(|r| {
            cells[r * N..r * N + N]
                .iter()
                .map(|&v| if v == 0 { '.' } else { char::from(b'0' + v) })
                .collect()
        })
        .collect();
    ranks.join("/")
}

/// The position's text.
pub fn write(state: &GygesState) -> String {
    let turn = match state.end {
        Some(End::Goal(seat)) => format!("G{}", seat.0 + 1),
        _ => (state.to_move.0 + 1).to_string(),
    };
    let before = state.before.as_ref().map_or("-".to_string(), board);
    format!("{} {turn} {} {before}", board(&state.cells), state.plies)
}

/// Reads a board; `what` names it in errors.
fn read_board(text: &str, what: &str) -> Result<Cells, PositionError> {
    let ranks: Vec<&str> = text.split('/').collect();
    if ranks.len() != N {
        return Err(PositionError::shape(format!(
            "{what}: {} ranks, not 6",
            ranks.len()
        )));
    }
    let mut cells = [0; CELLS];
    for (i, rank) in ranks.iter().enumerate() {
        let r = N - 1 - i;
        if rank.chars().count() != N {
            return Err(PositionError::shape(format!(
                "{what}: rank {} has not 6 cells",
                r + 1
            )));
        }
        for (f, c) in rank.chars().enumerate() {
            cells[r * N + f] = match c {
                '.' => 0,
                '1'..='3' => c as u8 - b'0',
                _ => {
                    return Err(PositionError::piece(format!(
                        "{what}: rank {} holds '{c}': ., 1, 2 or 3 expected",
                        r + 1
                    )));
                }
            };
        }
    }
    let mut count = [0u8; 4];
    for &v in &cells {
        count[usize::from(v)] += 1;
    }
    if count[1..].iter().any(|&n| n > 4) {
        return Err(PositionError::count(format!(
            "{what}: more than four rings of one value (there are four 1s, four 2s, four 3s)"
        )));
    }
    Ok(cells)
}

/// Whether `cells` can stand after `plies` plies: empty before the set-ups,
/// South's row alone after one, twelve rings (eleven after a win) later.
fn check_count(cells: &Cells, plies: u32, won: bool, what: &str) -> Result<(), PositionError> {
    let rings = cells.iter().filter(|&&v| v != 0).count();
    let ok = match plies {
        0 => rings == 0,
        1 => {
            let r = home(Seat::FIRST);
            rings == 6 && cells[r * N..r * N + N].iter().all(|&v| v != 0)
        }
        _ => rings == if won { 11 } else { 12 },
    };
    if ok {
        Ok(())
    } else {
        Err(PositionError::count(format!(
            "{what}: {rings} rings after {plies} plies"
        )))
    }
}

/// The state whose text is `text`. It has no last move.
pub fn read(text: &str) -> Result<GygesState, PositionError> {
    let words: Vec<&str> = text.split_whitespace().collect();
    let [now, turn, plies, before] = words[..] else {
        return Err(PositionError::shape(SHAPE));
    };
    let plies: u32 = plies
        .parse()
        .ok()
        .filter(|&p| p <= PLY_CAP)
        .ok_or_else(|| PositionError::counter(format!("'{plies}': the plies played, 0 to {PLY_CAP}")))?;
    let (seat, won) = match turn {
        "1" => (Seat::FIRST, false),
        "2" => (Seat::SECOND, false),
        "G1" | "g1" => (Seat::FIRST, true),
        "G2" | "g2" => (Seat::SECOND, true),
        _ => return Err(PositionError::turn(format!("'{turn}': 1, 2, G1 or G2 expected"))),
    };
    // Turns alternate from South's set-up on, passes included: the seat to
    // move follows from the plies, and a winner moved last.
    let mover = Seat((plies % 2) as u8);
    if (!won && seat != mover) || (won && seat == mover) {
        return Err(PositionError::turn(format!("'{turn}' after {plies} plies")));
    }
    if won && plies < 3 {
        return Err(PositionError::unreachable(
            "no ring reaches a goal before both set-ups and a move",
        ));
    }
    let cells = read_board(now, "the board")?;
    check_count(&cells, plies, won, "the board")?;
    let before = match before {
        "-" if plies == 0 => None,
        "-" => return Err(PositionError::shape("the board before the last move is missing")),
        text if plies > 0 => {
            let b = read_board(text, "the board before the last move")?;
            check_count(&b, plies - 1, false, "the board before the last move")?;
            Some(b)
        }
        _ => {
            return Err(PositionError::shape(
                "no move was played: the board before it is '-'",
            ));
        }
    };
    let end = if won {
        Some(End::Goal(seat))
    } else if plies >= PLY_CAP {
        Some(End::Cap)
    } else {
        None
    };
    Ok(GygesState {
        cells,
        before,
        to_move: if won { seat.other() } else { seat },
        plies,
        last: None,
        end,
    })
}
