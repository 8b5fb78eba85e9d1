//! Byte's position text (see the module's header) and its reading back.

use super::board::{CELLS, FULL, Stack, is_dark, name};
use super::legal::board_end;
use super::{ByteState, GOAL};
use crate::{PositionError, Seat};

const SHAPE: &str = "a Byte position is 8 ranks joined by '/' (from rank 8; . empty, b or w one checker, (bwb) a stack from the bottom up), the seat to move (1 Black, 2 White), the towers won (0-1) and the plies played";

fn colour(c: char) -> Option<u8> {
    match c {
        'b' => Some(0),
        'w' => Some(1),
        _ => None,
    }
}

/// The position's text.
pub fn write(state: &ByteState) -> String {
    let mut out = String::new();
    for rank in (0..8).rev() {
        for file in 0..8 {
            let stack = state.cells[rank * 8 + file];
            let letters: String = stack.owners().map(|s| if s.0 == 0 { 'b' } else { 'w' }).collect();
            match stack.height {
                0 => out.push('.'),
                1 => out.push_str(&letters),
                _ => {
                    out.push('(');
                    out.push_str(&letters);
                    out.push(')');
                }
            }
        }
        if rank > 0 {
            out.push('/');
        }
    }
    format!(
        "{out} {} {}-{} {}",
        state.to_move.0 + 1,
        state.scores[0],
        state.scores[1],
        state.plies
    )
}

/// Reads one rank's cells.
fn read_rank(rank: usize, text: &str, cells: &mut [Stack; CELLS]) -> Result<(), PositionError> {
    let mut file = 0;
    let mut chars = text.chars();
    while let Some(c) = chars.next() {
        if file >= 8 {
            return Err(PositionError::shape(format!(
                "rank {} has more than 8 cells",
                rank + 1
            )));
        }
        let sq = rank * 8 + file;
        let mut stack = Stack::default();
        match c {
            '.' => {}
            '(' => {
                for c in chars.by_ref() {
                    if c == ')' {
                        break;
                    }
                    let seat = colour(c).ok_or_else(|| {
                        PositionError::piece(format!("'{c}' in a stack on {}: b or w expected", name(sq)))
                    })?;
                    if stack.height >= FULL - 1 {
                        return Err(PositionError::count(format!(
                            "the stack on {} is taller than 7 (a stack of 8 leaves the board)",
                            name(sq)
                        )));
                    }
                    stack = stack.put(Stack::single(Seat(seat)));
                }
                if stack.height < 2 {
                    return Err(PositionError::shape(format!(
                        "the stack on {} needs two checkers or more in brackets",
                        name(sq)
                    )));
                }
            }
            c => {
                let seat = colour(c).ok_or_else(|| {
                    PositionError::piece(format!("rank {} holds '{c}': ., b, w or ( expected", rank + 1))
                })?;
                stack = Stack::single(Seat(seat));
            }
        }
        if !stack.is_empty() && !is_dark(sq) {
            return Err(PositionError::new(format!(
                "{} is a light square: only dark squares are used",
                name(sq)
            )));
        }
        cells[sq] = stack;
        file += 1;
    }
    if file != 8 {
        return Err(PositionError::shape(format!(
            "rank {} has {file} cells, not 8",
            rank + 1
        )));
    }
    Ok(())
}

/// The state whose text is `text`. It has no last move.
pub fn read(text: &str) -> Result<ByteState, PositionError> {
    let words: Vec<&str> = text.split_whitespace().collect();
    let [board, seat, scores, plies] = words[..] else {
        return Err(PositionError::shape(SHAPE));
    };
    let ranks: Vec<&str> = board.split('/').collect();
    if ranks.len() != 8 {
        return Err(PositionError::shape(SHAPE));
    }
    let mut cells = [Stack::default(); CELLS];
    for (i, rank) in ranks.iter().enumerate() {
        read_rank(7 - i, rank, &mut cells)?;
    }
    let to_move = match seat {
        "1" => Seat::FIRST,
        "2" => Seat::SECOND,
        _ => {
            return Err(PositionError::turn(format!(
                "'{seat}': 1 (Black) or 2 (White) expected"
            )));
        }
    };
    let won = |s: &str| s.parse::<u8>().ok().filter(|&n| n <= GOAL);
    let (b, w) = scores
        .split_once('-')
        .and_then(|(b, w)| Some((won(b)?, won(w)?)))
        .ok_or_else(|| {
            PositionError::counter(format!("'{scores}': the towers won, as 0-1, 2 at most each"))
        })?;
    if b + w > 3 || (b >= GOAL && w >= GOAL) {
        return Err(PositionError::counter(format!(
            "{b}-{w}: a game makes three towers and stops at two"
        )));
    }
    let plies: u32 = plies
        .parse()
        .map_err(|_| PositionError::counter(format!("'{plies}': the plies played, a number")))?;
    let on_board: u32 = cells.iter().map(|s| u32::from(s.height)).sum();
    let expected = 24 - 8 * u32::from(b + w);
    if on_board != expected {
        return Err(PositionError::count(format!(
            "{on_board} checkers on the board: with {} towers won there are {expected}",
            b + w
        )));
    }
    let scores = [b, w];
    Ok(ByteState {
        cells,
        to_move,
        scores,
        plies,
        last: None,
        end: board_end(scores, plies),
    })
}
