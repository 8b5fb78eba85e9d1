//! The position text: ranks 5 to 1 (`w`, `b`, `.`) joined by `/`, the side
//! to move (`w` or `b`) and the turns since the last capture.

use super::board::{FILES, RANKS};
use super::{EMPTY, FState, QUIET_TURNS};
use crate::PositionError;

const PIECE: [char; 3] = ['.', 'w', 'b'];

pub(super) fn write(state: &FState) -> String {
    let ranks: Vec<String> = (0..RANKS)
        .rev()
        .map(|r| {
            (0..FILES)
                .map(|f| PIECE[usize::from(state.board[r * FILES + f])])
                .collect()
        })
        .collect();
    format!(
        "{} {} {}",
        ranks.join("/"),
        PIECE[usize::from(state.to_move) + 1],
        state.quiet
    )
}

pub(super) fn read(text: &str) -> Result<FState, PositionError> {
    let fields: Vec<&str> = text.split_whitespace().collect();
    let [ranks, side, quiet] = fields[..] else {
        return Err(PositionError::shape(
            "three fields expected: the ranks, the side to move and the turns since a capture",
        ));
    };
    let rows: Vec<&str> = ranks.split('/').collect();
    if rows.len() != RANKS || rows.iter().any(|r| r.chars().count() != FILES) {
        return Err(PositionError::shape(format!(
            "the board is {RANKS} ranks of {FILES} points joined by '/'"
        )));
    }
    let mut board = [EMPTY; super::POINTS];
    for (i, row) in rows.iter().enumerate() {
        let r = RANKS - 1 - i;
        for (f, c) in row.chars().enumerate() {
            board[r * FILES + f] = match c {
                '.' => EMPTY,
                'w' => 1,
                'b' => 2,
                _ => {
                    return Err(PositionError::piece(format!(
                        "rank {} holds '{c}': w, b or . expected",
                        r + 1
                    )));
                }
            };
        }
    }
    let to_move = match side {
        "w" => 0,
        "b" => 1,
        _ => {
            return Err(PositionError::turn(format!(
                "side to move '{side}': w or b expected"
            )));
        }
    };
    let quiet: u16 = quiet.parse().ok().filter(|&q| q <= QUIET_TURNS).ok_or_else(|| {
        PositionError::counter(format!(
            "turns since a capture '{quiet}': 0 to {QUIET_TURNS} expected"
        ))
    })?;
    let mut state = FState {
        board,
        to_move,
        quiet,
        seen: Vec::new(),
        last: None,
    };
    for seat in 0..2u8 {
        if state.count(seat) > 22 {
            return Err(PositionError::count(format!(
                "{} has {} pieces: 22 at most",
                PIECE[usize::from(seat) + 1],
                state.count(seat)
            )));
        }
    }
    // The side that has just moved still has a piece.
    if state.count(1 - to_move) == 0 {
        return Err(PositionError::unreachable(
            "the side that has just moved has no piece left",
        ));
    }
    state.seen.push(state.key());
    Ok(state)
}
