//! The position text: the ranks from 8 down to 1 joined by `/`, each
//! written with the cells of the cross only (4 on ranks 8, 7, 2 and 1, 8 on
//! the others), `.` empty or a colour `r` `b` `g` `v`; the bases, one per
//! seat joined by `,` (its pawns' letters in colour order, `-` when
//! empty); the points per seat joined by `,`; whose turn it is: the seat
//! number and `d` (drawing), `p` (to place) or `b` (after a scoring
//! placement), or `-` once the game is over. The bag holds the pawns seen
//! nowhere else. The start is
//! `..../..../......../......../......../......../..../.... -,- 0,0 1d`.
//! A read position marks no last move.

use super::board::{GRID, is_cell};
use super::{BASE, LETTERS, PER_COLOUR, Phase, Spots, SpotsState};
use crate::grid::Square;
use crate::{PositionError, PositionErrorKind};

const SHAPE: &str = "a Spots position is the ranks 8 to 1 joined by '/' (cells of the cross only: 4 on ranks 8, 7, 2 and 1, 8 on the others; . empty, r b g v pawns), the bases per seat joined by ',' (- when empty), the points per seat joined by ',' and whose turn it is (seat number and d, p or b; - once over)";

fn letter(colour: u8) -> char {
    LETTERS[usize::from(colour)].to_ascii_lowercase()
}

fn colour_of(c: char) -> Option<u8> {
    LETTERS
        .iter()
        .position(|l| l.to_ascii_lowercase() == c)
        .map(|i| i as u8)
}

/// The squares of rank `rank` (0 = rank 1) that are cells, left to right.
fn rank_cells(rank: u8) -> impl Iterator<Item = usize> {
    (0..8u8)
        .filter_map(move |file| GRID.index(Square { file, rank }))
        .filter(|&s| is_cell(s))
}

pub fn write(rules: &Spots, state: &SpotsState) -> String {
    let rows: Vec<String> = (0..8u8)
        .rev()
        .map(|rank| {
            rank_cells(rank)
                .map(|s| state.colour_at(s).map_or('.', letter))
                .collect()
        })
        .collect();
    let seats = usize::from(rules.seats);
    let bases: Vec<String> = state.bases[..seats]
        .iter()
        .map(|base| {
            let text: String = (0..4u8)
                .flat_map(|c| std::iter::repeat_n(letter(c), usize::from(base[usize::from(c)])))
                .collect();
            if text.is_empty() { "-".into() } else { text }
        })
        .collect();
    let points: Vec<String> = state.points[..seats].iter().map(u16::to_string).collect();
    let turn = match state.phase {
        Phase::Over => "-".to_string(),
        phase => {
            let p = match phase {
                Phase::Draw => 'd',
                Phase::Place => 'p',
                _ => 'b',
            };
            format!("{}{p}", state.seat + 1)
        }
    };
    format!(
        "{} {} {} {turn}",
        rows.join("/"),
        bases.join(","),
        points.join(",")
    )
}

fn unreachable(detail: &str) -> PositionError {
    PositionError::of(PositionErrorKind::Unreachable, detail)
}

pub fn read(rules: &Spots, text: &str) -> Result<SpotsState, PositionError> {
    let fields: Vec<&str> = text.split_whitespace().collect();
    let [rows, bases, points, turn] = fields[..] else {
        return Err(PositionError::shape(SHAPE));
    };
    let mut state = rules.start();
    let rows: Vec<&str> = rows.split('/').collect();
    if rows.len() != 8 {
        return Err(PositionError::shape(SHAPE));
    }
    let mut used = [0u8; 4];
    for (i, row) in rows.iter().enumerate() {
        let rank = 7 - i as u8;
        let cells: Vec<usize> = rank_cells(rank).collect();
        if row.chars().count() != cells.len() {
            return Err(PositionError::shape(format!(
                "rank {} has {} cells, not {}",
                rank + 1,
                row.chars().count(),
                cells.len()
            )));
        }
        for (c, &s) in row.chars().zip(&cells) {
            if c == '.' {
                continue;
            }
            let colour = colour_of(c).ok_or_else(|| {
                PositionError::of(PositionErrorKind::Piece, format!("'{c}' is no pawn (. r b g v)"))
            })?;
            state.cells[s] = colour + 1;
            used[usize::from(colour)] += 1;
        }
    }
    let seats = usize::from(rules.seats);
    let bases: Vec<&str> = bases.split(',').collect();
    let points: Vec<&str> = points.split(',').collect();
    if bases.len() != seats || points.len() != seats {
        return Err(PositionError::of(
            PositionErrorKind::Count,
            format!("this table has {seats} seats: one base and one score each"),
        ));
    }
    for (s, base) in bases.iter().enumerate() {
        if *base == "-" {
            continue;
        }
        for c in base.chars() {
            let colour = colour_of(c).ok_or_else(|| {
                PositionError::of(PositionErrorKind::Piece, format!("'{c}' is no pawn (r b g v)"))
            })?;
            state.bases[s][usize::from(colour)] += 1;
            used[usize::from(colour)] += 1;
        }
        if state.base_len(s as u8) > BASE {
            return Err(PositionError::of(
                PositionErrorKind::Count,
                format!("base {} holds more than {BASE} pawns", s + 1),
            ));
        }
    }
    for (c, &n) in used.iter().enumerate() {
        if n > PER_COLOUR {
            return Err(PositionError::of(
                PositionErrorKind::Count,
                format!("more than {PER_COLOUR} pawns of colour {}", letter(c as u8)),
            ));
        }
        state.bag[c] = PER_COLOUR - n;
    }
    for (s, p) in points.iter().enumerate() {
        state.points[s] = p
            .parse()
            .ok()
            .filter(|&n: &u16| n <= 999)
            .ok_or_else(|| PositionError::of(PositionErrorKind::Counter, format!("'{p}' is no score")))?;
    }
    let empty_board = state.cells.iter().all(|&c| c == 0);
    if turn == "-" {
        state.phase = Phase::Over;
        if rules.alive(&state) {
            return Err(unreachable("a line can still be made: the game is not over"));
        }
        return Ok(state);
    }
    let (seat, phase) = turn.split_at(turn.len().saturating_sub(1));
    let seat: u8 = seat
        .parse()
        .ok()
        .filter(|n| (1..=rules.seats).contains(n))
        .ok_or_else(|| {
            PositionError::of(
                PositionErrorKind::Turn,
                format!("'{turn}' names no seat of this table"),
            )
        })?;
    state.seat = seat - 1;
    state.phase = match phase {
        "d" => Phase::Draw,
        "p" => Phase::Place,
        "b" => Phase::Bonus,
        _ => {
            return Err(PositionError::of(
                PositionErrorKind::Turn,
                format!("'{turn}' is not d, p or b after the seat"),
            ));
        }
    };
    if !rules.alive(&state) {
        return Err(unreachable("no line can be made any more: the game is over (-)"));
    }
    let own = state.base_len(state.seat);
    let bag = state.bag.iter().sum::<u8>();
    let ok = match state.phase {
        Phase::Draw if empty_board => {
            own < BASE
                && bag > 0
                && (0..seats).all(|s| {
                    let n = state.base_len(s as u8);
                    if s < usize::from(state.seat) {
                        n == BASE
                    } else {
                        s == usize::from(state.seat) || n == 0
                    }
                })
        }
        Phase::Draw => own < BASE && bag > 0,
        Phase::Place => {
            (own > 0 || bag == 0) && (!empty_board || (0..seats).all(|s| state.base_len(s as u8) == BASE))
        }
        _ => own > 0 && !empty_board,
    };
    if !ok {
        return Err(unreachable("whose turn it is does not fit the bases and the bag"));
    }
    Ok(state)
}
