//! Hoppa's picture: the hexagon of hexagonal cells, rows lettered on the
//! left; each number written where its line of cells meets the rim, below
//! for rows a–d and above for rows d–g (a number's cells run up to the left
//! in the lower half and up to the right in the upper half). Each unit is
//! seen from above: its top disc with its height and its colours from the
//! bottom up. The last move's cells, its arrow, and the discs a jump turned
//! (crossed out in their old colour).

use super::board::{CELLS, FIRST, LEN, ROWS, axial, name};
use super::notation::format;
use super::{HMove, HoppaState, INFO, caption};
use crate::view::{Board, HexCell, Highlight, Mark, Piece, SeatPanel, Stacking, View};
use crate::{Message, Seat};

/// The board with its coordinates round it.
pub fn board() -> Board {
    let cells = (0..CELLS)
        .map(|c| {
            let (q, r) = axial(c);
            HexCell::new(name(c), q, r)
        })
        .collect();
    let mut rim = Vec::new();
    for (r, &first) in FIRST.iter().enumerate() {
        let (q, rr) = axial(first);
        rim.push(HexCell::new(char::from(b'a' + r as u8).to_string(), q - 1, rr));
    }
    // Number i's line: in rows a–d it rises to the left, so its lowest
    // cell's down-right neighbour carries the number; in rows d–g it rises
    // to the right, so its highest cell's up-right neighbour does.
    for i in 0..7 {
        let low = (0..ROWS).find(|&r| r <= 3 && i < LEN[r]).map(|r| FIRST[r] + i);
        let high = (3..ROWS).rev().find(|&r| i < LEN[r]).map(|r| FIRST[r] + i);
        let label = (i + 1).to_string();
        if let Some(c) = low {
            let (q, r) = axial(c);
            rim.push(HexCell::new(label.clone(), q + 1, r - 1));
        }
        if let Some(c) = high {
            let (q, r) = axial(c);
            rim.push(HexCell::new(label, q, r + 1));
        }
    }
    Board::hexes(cells).rim(rim).into()
}

pub fn view(state: &HoppaState) -> View {
    let mut view = View::new(board());
    view.stacking = Stacking::Above;
    view.seat_colours = vec!["red".into(), "yellow".into()];
    let arrived = state.last.as_ref().and_then(|l| match l.mv {
        HMove::Place(c) | HMove::Stack { to: c, .. } => Some(usize::from(c)),
        HMove::Jump { .. } => l.mv.landing(),
    });
    for c in 0..CELLS {
        let unit = state.cells[c];
        for (k, owner) in unit.colours().enumerate() {
            let moved = arrived == Some(c) && k + 1 == usize::from(unit.height());
            view.piece(name(c), Some(owner), if moved { "man~moved" } else { "man" });
        }
    }
    if let Some(last) = &state.last {
        match last.mv {
            HMove::Place(c) => view.mark(name(usize::from(c)), Mark::To),
            HMove::Stack { from, to } => {
                let (from, to) = (name(usize::from(from)), name(usize::from(to)));
                view.mark(from.clone(), Mark::From);
                view.mark(to.clone(), Mark::To);
                view.arrows.push((from, to));
            }
            HMove::Jump { from, .. } => {
                let from = name(usize::from(from));
                let to = last.mv.landing().map(name).unwrap_or_default();
                view.mark(from.clone(), Mark::From);
                view.mark(to.clone(), Mark::To);
                view.arrows.push((from, to));
                for &(cell, was) in &last.flipped {
                    let cell = name(usize::from(cell));
                    view.highlights.push(Highlight {
                        cell: cell.clone(),
                        mark: Mark::Captured,
                        ghost: Some(Piece {
                            cell,
                            owner: Some(was),
                            kind: "man".into(),
                        }),
                    });
                }
            }
        }
    }
    let active = state.active();
    view.seats = (0..2u8)
        .map(|s| {
            SeatPanel::new(Seat(s), INFO.seat_names[usize::from(s)].to_string()).score(Some(
                Message::new("hoppa-panel").count("n", active[usize::from(s)]),
            ))
        })
        .collect();
    view.caption = match caption(state) {
        Some(end) => Some(end),
        None => {
            view.to_move = Some(state.to_move);
            Some(match &state.last {
                None => Message::new("hoppa-opens").seat("seat", state.to_move),
                Some(last) => Message::new("hoppa-to-move")
                    .seat("seat", state.to_move)
                    .code("move", format(last.mv)),
            })
        }
    };
    view
}
