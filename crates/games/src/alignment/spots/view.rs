//! The picture: the cross on a 10×10 layout whose outer ring holds each
//! seat's base along its side (four slots outside the arm in front of it),
//! the pawns lettered in their colours, the points, the pawns left in the
//! bag, and the last turn's pawns and scoring lines marked.

use super::board::{GRID, SQUARES, is_cell, name};
use super::{LETTERS, Phase, Spots, SpotsState};
use crate::view::{Board, Mark, SeatPanel, TrackSquare, View};
use crate::{Message, Seat};

/// The seats' names, in turn order around the table.
pub const NAMES: [&str; 4] = ["South", "West", "North", "East"];

/// The colour keys pawns are painted in (red, blue, gold, violet).
const PAINTS: [&str; 4] = ["red", "blue", "yellow", "violet"];

/// A pawn's style key: its letter painted in its colour.
pub fn pawn(colour: u8) -> String {
    format!(
        "{}~paint:{}",
        LETTERS[usize::from(colour)],
        PAINTS[usize::from(colour)]
    )
}

/// The name of slot `slot` (0–3) of `seat`'s base (not printed).
pub fn slot_name(seat: u8, slot: u8) -> String {
    format!("~base{}{}", seat + 1, slot + 1)
}

/// Where slot `slot` of `seat`'s base lies on the 10×10 layout (column,
/// row from the bottom): beside the arm of the cross in front of the seat.
fn slot_at(seat: u8, slot: u8) -> (u8, u8) {
    let along = 3 + slot;
    match seat {
        0 => (along, 0),
        1 => (0, 9 - along),
        2 => (9 - along, 9),
        _ => (9, along),
    }
}

impl Spots {
    pub(super) fn draw(&self, state: &SpotsState) -> View {
        let mut squares: Vec<TrackSquare> = (0..SQUARES)
            .filter(|&s| is_cell(s))
            .map(|s| {
                let at = GRID.at(s);
                TrackSquare::new(name(s), at.file + 1, at.rank + 1)
            })
            .collect();
        for seat in 0..self.seats {
            for slot in 0..4 {
                let (column, row) = slot_at(seat, slot);
                squares.push(
                    TrackSquare::new(slot_name(seat, slot), column, row)
                        .special(Some("zone".into()))
                        .area(),
                );
            }
        }
        let mut view = View::new(Board::track(10, 10, squares));
        view.seat_colours = ["white", "black", "silver", "black"][..usize::from(self.seats)]
            .iter()
            .map(|c| (*c).to_string())
            .collect();
        if self.seats == 4 {
            view.seat_colours[2] = "white".into();
        }
        for s in (0..SQUARES).filter(|&s| is_cell(s)) {
            if let Some(colour) = state.colour_at(s) {
                view.piece(name(s), None, &pawn(colour));
            }
        }
        for seat in 0..self.seats {
            let base = state.bases[usize::from(seat)];
            let mut slot = 0;
            for colour in 0..4u8 {
                for _ in 0..base[usize::from(colour)] {
                    view.piece(slot_name(seat, slot), None, &pawn(colour));
                    slot += 1;
                }
            }
        }
        for s in 0..SQUARES {
            if state.lines >> s & 1 == 1 {
                view.mark(name(s), Mark::Line);
            } else if state.placed >> s & 1 == 1 {
                view.mark(name(s), Mark::To);
            }
        }
        let totals = self.totals(state);
        view.seats = (0..self.seats)
            .map(|s| {
                let own = state.points[usize::from(s)];
                let score = match self.seats {
                    4 => Message::new("spots-panel-team")
                        .count("points", own)
                        .count("total", totals[usize::from(s)]),
                    3 if self.neighbour => Message::new("spots-panel-total")
                        .count("points", own)
                        .count("total", totals[usize::from(s)]),
                    _ => Message::new("spots-panel").count("points", own),
                };
                SeatPanel::new(Seat(s), NAMES[usize::from(s)]).score(Some(score))
            })
            .collect();
        let bag = i64::from(state.bag_len());
        let seat = Seat(state.seat);
        view.caption = match state.phase {
            Phase::Over => Some(self.outcome(state).caption()),
            Phase::Draw => {
                view.to_throw = Some(seat);
                Some(
                    Message::new("spots-caption-draw")
                        .seat("seat", seat)
                        .count("bag", bag),
                )
            }
            Phase::Place => {
                view.to_move = Some(seat);
                Some(
                    Message::new("spots-caption-place")
                        .seat("seat", seat)
                        .count("bag", bag),
                )
            }
            Phase::Bonus => {
                view.to_move = Some(seat);
                Some(
                    Message::new("spots-caption-bonus")
                        .seat("seat", seat)
                        .count("bag", bag),
                )
            }
        };
        view
    }
}
