//! Dozo's position text (see the module's header) and its reading back.

use super::board::{self, ROWS, first};
use super::{Dozo, DozoState, LETTERS, PER_COLOUR};
use crate::{PositionError, Rules, Seat};

const SHAPE: &str = "a Dozo position is 7 rows a to g joined by '/' (. empty, r red, g green, b blue, y yellow), then the seat to move (1, 2 or 3)";

/// The position's text.
pub fn write(state: &DozoState) -> String {
    let rows: Vec<String> = (0..ROWS)
        .map(|r| {
            (first(r)..first(r + 1))
                .map(|c| state.colour_at(c).map_or('.', |k| LETTERS[k]))
                .collect()
        })
        .collect();
    format!("{} {}", rows.join("/"), state.to_move.0 + 1)
}

/// The state `text` names.
pub fn read(rules: &Dozo, text: &str) -> Result<DozoState, PositionError> {
    let fields: Vec<&str> = text.split_whitespace().collect();
    let [rows, to_move] = fields[..] else {
        return Err(PositionError::shape(SHAPE));
    };
    let rows: Vec<&str> = rows.split('/').collect();
    if rows.len() != ROWS {
        return Err(PositionError::shape(SHAPE));
    }
    let mut discs = [0u32; 4];
    for (r, row) in rows.iter().enumerate() {
        if row.chars().count() != r + 1 {
            return Err(PositionError::shape(format!(
                "row {} has {} cells, not {}",
                char::from(b'a' + r as u8),
                row.chars().count(),
                r + 1
            )));
        }
        for (k, ch) in row.chars().enumerate() {
            if ch == '.' {
                continue;
            }
            let colour = LETTERS
                .iter()
                .position(|&l| l == ch)
                .ok_or_else(|| PositionError::piece(format!("'{ch}' is not a cell (. r g b y)")))?;
            discs[colour] |= 1 << (first(r) + k);
        }
    }
    if let Some(c) = discs.iter().position(|d| d.count_ones() > PER_COLOUR) {
        return Err(PositionError::count(format!(
            "{} discs of colour {}: there are 7 of each",
            discs[c].count_ones(),
            LETTERS[c]
        )));
    }
    let seats = rules.seats();
    let placed = discs.iter().map(|d| d.count_ones()).sum::<u32>();
    let to_move = match to_move.parse::<u8>() {
        Ok(n) if (1..=seats).contains(&n) => Seat(n - 1),
        _ => {
            return Err(PositionError::turn(format!(
                "'{to_move}' is not a seat (1 to {seats})"
            )));
        }
    };
    if u32::from(to_move.0) != placed % u32::from(seats) {
        return Err(PositionError::turn(format!(
            "after {placed} discs seat {} is to move",
            placed % u32::from(seats) + 1
        )));
    }
    // A triangle ends the game at once: every triangle on the board goes
    // through the last disc placed, so the triangles share a corner.
    let mut won = None;
    for (colour, &set) in discs.iter().enumerate() {
        let Some(found) = board::any_triangle(set) else {
            continue;
        };
        if won.is_some() {
            return Err(PositionError::unreachable("triangles of two colours"));
        }
        let common = board::cells(set).find(|&c| {
            let others = set & !(1 << c);
            board::any_triangle(others).is_none()
        });
        if common.is_none() {
            return Err(PositionError::unreachable(format!(
                "the {} triangles share no corner: the game ended at the first",
                LETTERS[colour]
            )));
        }
        let last = Seat(((placed + u32::from(seats) - 1) % u32::from(seats)) as u8);
        won = Some((last, found));
    }
    Ok(DozoState {
        discs,
        to_move,
        won,
        last: None,
    })
}
