//! Dozo's picture: the triangle of hexagonal cells, rows lettered `A` to
//! `G` on the left, each number written past the right edge where its
//! slanting line of cells begins (the cells numbered 3 run from `C3` down
//! to the left to `G3`). Discs in their colours (each colour also marked
//! its own way, for colour-blind readers); the last disc marked; a won
//! game's triangle outlined. The caption says who places and how many
//! discs of each colour are left.

use super::board::{CELLS, axial, cells, name};
use super::{COLOURS, Dozo, DozoState, INFO, outcome};
use crate::Seat;
use crate::view::{Board, HexAxis, HexCell, LineEnd, Mark, SeatPanel, View};
use crate::{Message, Rules};

/// The board with its coordinates round it.
pub fn board() -> Board {
    let cells = (0..CELLS)
        .map(|c| {
            let (q, r) = axial(c);
            HexCell::new(name(c), q, r)
        })
        .collect();
    let row = |c: &HexCell| Some(c.name[..1].to_string());
    let number = |c: &HexCell| Some(c.name[1..].to_string());
    Board::hexes(cells)
        .line_labels(HexAxis::Row, LineEnd::Low, row)
        .line_labels(HexAxis::RisingRight, LineEnd::High, number)
        .into()
}

/// A disc's style key: a stone painted in its colour.
pub fn disc_kind(colour: usize) -> String {
    format!("stone~paint:{}", COLOURS[colour])
}

pub fn view(rules: &Dozo, state: &DozoState) -> View {
    let mut view = View::new(board());
    for (colour, &set) in state.discs.iter().enumerate() {
        for c in cells(set) {
            view.piece(name(c), None, &disc_kind(colour));
        }
    }
    if let Some(last) = state.last {
        view.mark(name(usize::from(last.cell)), Mark::To);
    }
    if let Some((_, corners)) = state.won {
        for c in cells(corners) {
            view.mark(name(c), Mark::Outline);
        }
    }
    view.seats = (0..rules.seats())
        .map(|s| SeatPanel::new(Seat(s), INFO.seat_names[usize::from(s)].to_string()))
        .collect();
    view.caption = Some(match outcome(state) {
        Some(end) => end.caption(),
        None => {
            view.to_move = Some(state.to_move);
            Message::new("dozo-to-move")
                .seat("seat", state.to_move)
                .count("red", state.supply(0))
                .count("green", state.supply(1))
                .count("blue", state.supply(2))
                .count("yellow", state.supply(3))
        }
    });
    view
}
