//! The picture: the squares, the blocks, the pieces, each player's colour
//! and running score, the last move and, at the end, the scoring runs.

use super::score::{scores, scoring_runs};
use super::{BLACK, BLOCK, PMove, PahTum, PahTumState, WHITE};
use crate::view::{Board, Mark, SeatPanel, Special, View};
use crate::{Message, Seat};

/// The colour's word, for the panels and captions.
fn colour_word(colour: u8) -> Message {
    Message::new(if colour == WHITE {
        "pahtum-white"
    } else {
        "pahtum-black"
    })
}

impl PahTum {
    pub(super) fn draw(&self, state: &PahTumState) -> View {
        let grid = self.grid;
        let mut view = View::new(Board::squares(grid.files, grid.ranks));
        view.seat_colours = (0..2u8)
            .map(|s| if Seat(s) == state.white { "white" } else { "black" }.to_string())
            .collect();
        for sq in 0..grid.len() {
            let name = grid.name(sq);
            match state.cells[sq] {
                BLOCK => view.specials.push(Special::new(name, "blocked")),
                c @ (WHITE | BLACK) => view.piece(name, Some(PahTum::seat_of(state, c)), "stone"),
                _ => {}
            }
        }
        match state.last {
            Some(PMove::Place(sq)) => view.mark(grid.name(usize::from(sq)), Mark::To),
            Some(PMove::Block(sq)) => {
                view.mark(grid.name(usize::from(sq)), Mark::To);
                if self.symmetric {
                    view.mark(grid.name(self.mirror(usize::from(sq))), Mark::To);
                }
            }
            Some(PMove::Swap) => {
                view.last_move.push(
                    Message::new("pahtum-swapped")
                        .seat("seat", state.white)
                        .seat("other", state.white.other()),
                );
            }
            None => {}
        }
        let points = scores(grid, &state.cells);
        view.seats = (0..2u8)
            .map(|s| {
                let colour = if Seat(s) == state.white { WHITE } else { BLACK };
                SeatPanel::new(Seat(s), Self::info_seat(s)).score(Some(
                    Message::new("pahtum-panel")
                        .part("colour", colour_word(colour))
                        .count("points", points[usize::from(colour - 1)]),
                ))
            })
            .collect();
        if self.throwing(state) {
            view.caption = Some(
                Message::new("pahtum-throwing-caption")
                    .count("n", state.blocks)
                    .count("total", self.blocks),
            );
            return view;
        }
        match self.outcome(state) {
            Some(outcome) => {
                for (_, squares) in scoring_runs(grid, &state.cells) {
                    for sq in squares {
                        view.mark(grid.name(sq), Mark::Line);
                    }
                }
                view.caption = Some(outcome.caption());
            }
            None => {
                let seat = state.to_move();
                view.to_move = Some(seat);
                let colour = colour_word(state.colour_to_move());
                view.caption = Some(if self.pie_open(state) {
                    Message::new("pahtum-pie").seat("seat", seat)
                } else {
                    match state.last {
                        Some(PMove::Place(sq)) => Message::new("pahtum-to-move")
                            .seat("seat", seat)
                            .part("colour", colour)
                            .code("square", grid.name(usize::from(sq))),
                        _ => Message::new("pahtum-opens")
                            .seat("seat", seat)
                            .part("colour", colour),
                    }
                });
            }
        }
        view
    }

    /// The seat's name as the panel's role.
    fn info_seat(s: u8) -> String {
        <PahTum as crate::Rules>::info().seat_names[usize::from(s)].to_string()
    }
}
