//! Hoppa's position text (see the module's header) and its reading back.

use super::board::{CELLS, FIRST, LEN, ROWS, TALL, Unit, name};
use super::legal::{self, candidates};
use super::{Hoppa, HoppaState, MAX_PLIES};
use crate::{PositionError, Seat};

const SHAPE: &str = "a Hoppa position is 7 rows joined by '/' (from row g; . empty, r or y a lone disc, (ryy) a stack from the bottom up), the seat to move (r or y), the plies played, and the moves superko forbids (- or c3>d4,b2xd4)";

fn letter(seat: Seat) -> char {
    if seat == Seat::FIRST { 'r' } else { 'y' }
}

fn seat(c: char) -> Option<Seat> {
    match c {
        'r' => Some(Seat::FIRST),
        'y' => Some(Seat::SECOND),
        _ => None,
    }
}

/// The position's text.
pub fn write(rules: &Hoppa, state: &HoppaState) -> String {
    let mut rows = Vec::with_capacity(ROWS);
    for r in (0..ROWS).rev() {
        let mut out = String::new();
        for c in FIRST[r]..FIRST[r] + LEN[r] {
            let unit = state.cells[c];
            let letters: String = unit.colours().map(letter).collect();
            match unit.height() {
                0 => out.push('.'),
                1 => out.push_str(&letters),
                _ => {
                    out.push('(');
                    out.push_str(&letters);
                    out.push(')');
                }
            }
        }
        rows.push(out);
    }
    let forbidden = if state.end.is_some() {
        Vec::new()
    } else {
        forbidden_now(rules, state)
    };
    let forbidden = if forbidden.is_empty() {
        "-".to_string()
    } else {
        forbidden.join(",")
    };
    format!(
        "{} {} {} {forbidden}",
        rows.join("/"),
        letter(state.to_move),
        state.plies
    )
}

/// The moves the board allows but superko forbids now, as texts, sorted.
fn forbidden_now(rules: &Hoppa, state: &HoppaState) -> Vec<String> {
    let mut shaped = Vec::new();
    candidates(state, rules.lifting, &mut shaped);
    let mut out: Vec<String> = shaped
        .into_iter()
        .filter(|&mv| legal::repeats(state, mv))
        .map(super::notation::format)
        .collect();
    out.sort();
    out
}

fn read_row(r: usize, text: &str, cells: &mut [Unit; CELLS]) -> Result<(), PositionError> {
    let row = char::from(b'a' + r as u8);
    let mut i = 0;
    let mut chars = text.chars();
    while let Some(c) = chars.next() {
        if i >= LEN[r] {
            return Err(PositionError::shape(format!(
                "row {row} has more than {} cells",
                LEN[r]
            )));
        }
        let cell = FIRST[r] + i;
        let mut unit = Unit::EMPTY;
        match c {
            '.' => {}
            '(' => {
                for c in chars.by_ref() {
                    if c == ')' {
                        break;
                    }
                    let s = seat(c).ok_or_else(|| {
                        PositionError::piece(format!("'{c}' in a stack on {}: r or y expected", name(cell)))
                    })?;
                    if unit.height() >= TALL {
                        return Err(PositionError::count(format!(
                            "the stack on {} is taller than 3",
                            name(cell)
                        )));
                    }
                    unit = unit.push(s);
                }
                if unit.height() < 2 {
                    return Err(PositionError::shape(format!(
                        "the stack on {} needs two discs or three in brackets",
                        name(cell)
                    )));
                }
            }
            c => {
                let s = seat(c).ok_or_else(|| {
                    PositionError::piece(format!("row {row} holds '{c}': ., r, y or ( expected"))
                })?;
                unit = Unit::lone(s);
            }
        }
        cells[cell] = unit;
        i += 1;
    }
    if i != LEN[r] {
        return Err(PositionError::shape(format!(
            "row {row} has {i} cells, not {}",
            LEN[r]
        )));
    }
    Ok(())
}

/// The state whose text is `text`: no last move, its superko history the
/// position alone, the listed moves forbidden for its first move.
pub fn read(rules: &Hoppa, text: &str) -> Result<HoppaState, PositionError> {
    let words: Vec<&str> = text.split_whitespace().collect();
    let [rows, to_move, plies, forbidden] = words[..] else {
        return Err(PositionError::shape(SHAPE));
    };
    let rows: Vec<&str> = rows.split('/').collect();
    if rows.len() != ROWS {
        return Err(PositionError::shape(SHAPE));
    }
    let mut cells = [Unit::EMPTY; CELLS];
    for (k, row) in rows.iter().enumerate() {
        read_row(ROWS - 1 - k, row, &mut cells)?;
    }
    let to_move = match to_move {
        "r" => Seat::FIRST,
        "y" => Seat::SECOND,
        _ => {
            return Err(PositionError::turn(format!(
                "'{to_move}': r (Red) or y (Yellow) expected"
            )));
        }
    };
    let plies: u32 = plies.parse().ok().filter(|&p| p <= MAX_PLIES).ok_or_else(|| {
        PositionError::counter(format!("'{plies}': the plies played, a number up to {MAX_PLIES}"))
    })?;
    let discs: u32 = cells.iter().map(|u| u32::from(u.height())).sum();
    if discs > plies {
        return Err(PositionError::unreachable(format!(
            "{discs} discs on the board after {plies} plies: each ply adds one disc at most"
        )));
    }
    let hash = legal::hash(&cells);
    let mut state = HoppaState {
        cells,
        to_move,
        plies,
        hash,
        history: vec![hash],
        forbidden: Vec::new(),
        last: None,
        end: None,
    };
    if forbidden != "-" {
        let mut shaped = Vec::new();
        candidates(&state, rules.lifting, &mut shaped);
        for text in forbidden.split(',') {
            let mv = shaped
                .iter()
                .copied()
                .find(|&mv| super::notation::format(mv) == text)
                .filter(|mv| !matches!(mv, super::HMove::Place(_)))
                .ok_or_else(|| {
                    PositionError::new(format!(
                        "'{text}' is no stacking or jump of the player to move, so superko cannot forbid it"
                    ))
                })?;
            if state.forbidden.contains(&mv) {
                return Err(PositionError::new(format!("'{text}' is listed twice")));
            }
            state.forbidden.push(mv);
        }
    }
    legal::settle(&mut state, rules.lifting);
    Ok(state)
}
