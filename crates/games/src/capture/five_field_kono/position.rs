//! The position text (its shape is in the module doc), written and read
//! back with typed errors.

use super::board::{POINTS, SIZE};
use super::{EMPTY, KState, PLY_CAP};
use crate::PositionError;

pub(super) fn write(s: &KState) -> String {
    let ranks: Vec<String> = (0..SIZE)
        .rev()
        .map(|r| {
            s.board[r * SIZE..(r + 1) * SIZE]
                .iter()
                .map(|&p| match p {
                    1 => 'w',
                    2 => 'b',
                    _ => '.',
                })
                .collect()
        })
        .collect();
    let side = if s.to_move == 0 { 'w' } else { 'b' };
    format!("{} {side} {}", ranks.join("/"), s.ply)
}

pub(super) fn read(text: &str) -> Result<KState, PositionError> {
    let shape = || {
        PositionError::shape(
            "a Five Field Kono position is 5 ranks of 5 characters (w White, b Black, . empty) joined by '/', the side to move (w or b) and the plies played",
        )
    };
    let words: Vec<&str> = text.split_whitespace().collect();
    let [board_text, side, ply] = words.as_slice() else {
        return Err(shape());
    };
    let ranks: Vec<&str> = board_text.split('/').collect();
    if ranks.len() != SIZE || ranks.iter().any(|r| r.chars().count() != SIZE) {
        return Err(shape());
    }
    let mut board = [EMPTY; POINTS];
    for (i, rank) in ranks.iter().enumerate() {
        let r = SIZE - 1 - i;
        for (f, c) in rank.chars().enumerate() {
            board[r * SIZE + f] = match c {
                'w' => 1,
                'b' => 2,
                '.' => EMPTY,
                _ => {
                    return Err(PositionError::piece(format!(
                        "rank {} holds '{c}': w, b or . expected",
                        r + 1
                    )));
                }
            };
        }
    }
    let to_move = match *side {
        "w" => 0,
        "b" => 1,
        _ => return Err(PositionError::turn(format!("'{side}': w or b to move expected"))),
    };
    let ply = match ply.parse::<u16>() {
        Ok(p) if p <= PLY_CAP => p,
        _ => {
            return Err(PositionError::counter(format!(
                "'{ply}' plies played: 0 to {PLY_CAP} expected"
            )));
        }
    };
    for seat in 0..2u8 {
        let mine: Vec<usize> = (0..POINTS).filter(|&p| board[p] == seat + 1).collect();
        if mine.len() != 7 {
            return Err(PositionError::count(format!(
                "{} pieces of one side: nothing is captured, so each side has 7",
                mine.len()
            )));
        }
        // Diagonal steps keep a piece on its colour: 3 pieces on the points
        // whose file and rank add up to an even number, 4 on the others.
        let even = mine
            .iter()
            .filter(|&&p| (p % SIZE + p / SIZE).is_multiple_of(2))
            .count();
        if even != 3 {
            return Err(PositionError::unreachable(format!(
                "{even} pieces of one side on points like a1 (file and rank both odd or both even): diagonal steps keep 3 there"
            )));
        }
    }
    if u16::from(to_move) != ply % 2 {
        return Err(PositionError::unreachable(format!(
            "after {ply} plies {} is to move: White moves first and every turn is a ply",
            if ply % 2 == 0 { "White (w)" } else { "Black (b)" }
        )));
    }
    Ok(KState {
        board,
        to_move,
        ply,
        last: None,
    })
}
