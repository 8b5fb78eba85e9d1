//! Gyges's picture: the 6×6 board on a track with a goal pad beyond each
//! home row (tinted in the colour of the seat that aims at it), each
//! player's border row tinted in his colour, the rings as stacks of one,
//! two or three seen from the side with their value written, and the last
//! move as arrows from stop to stop.

use super::board::{CELLS, GOAL, N, border, name};
use super::notation::format;
use super::{GMove, GygesState, INFO, outcome};
use crate::view::{Board, Mark, SeatPanel, Special, TrackSquare, View};
use crate::{Message, Seat};

/// The goal pad square of `seat`'s target above or below `file`.
fn pad(seat: Seat, file: usize) -> String {
    let side = if seat == Seat::FIRST { 'n' } else { 's' };
    format!("~{side}{}", char::from(b'a' + file as u8))
}

/// Where a move's stop is drawn: its square, or the goal pad square
/// beside the stop before it.
fn cell(seat: Seat, stop: u8, previous: u8) -> String {
    if stop == GOAL {
        pad(seat, usize::from(previous) % N)
    } else {
        name(stop)
    }
}

pub fn view(state: &GygesState) -> View {
    let mut squares = Vec::new();
    for file in 0..N as u8 {
        for rank in 0..N as u8 {
            squares.push(TrackSquare::new(name(rank * N as u8 + file), file, rank + 1));
        }
        squares.push(
            TrackSquare::new(pad(Seat::SECOND, usize::from(file)), file, 0).special(Some("goal".into())),
        );
        squares.push(
            TrackSquare::new(pad(Seat::FIRST, usize::from(file)), file, N as u8 + 1)
                .special(Some("goal".into())),
        );
    }
    let mut view = View::new(Board::track(N as u8, N as u8 + 2, squares));
    view.seat_colours = vec!["red".into(), "blue".into()];
    for seat in [Seat::FIRST, Seat::SECOND] {
        for file in 0..N {
            view.specials
                .push(Special::new(pad(seat, file), "goal").owner(Some(seat)));
        }
        if !state.in_setup()
            && let Some(row) = border(&state.cells, seat)
        {
            for file in 0..N {
                view.specials
                    .push(Special::new(name((row * N + file) as u8), "zone").owner(Some(seat)));
            }
        }
    }
    let mover = state.to_move.other();
    for sq in 0..CELLS {
        for _ in 0..state.cells[sq] {
            view.piece(name(sq as u8), None, "man");
        }
    }
    if let Some(GMove::Move(chain)) = state.last {
        let stops = chain.stops();
        let last = stops.len() - 1;
        if stops[last] == GOAL {
            // The ring that left the board, drawn on the pad it reached.
            let at = cell(mover, GOAL, stops[last - 1]);
            view.piece(at.clone(), None, "man~moved");
        }
        view.mark(name(stops[0]), Mark::From);
        for i in 1..stops.len() {
            let (a, b) = (cell(mover, stops[i - 1], 0), cell(mover, stops[i], stops[i - 1]));
            view.mark(b.clone(), Mark::To);
            view.arrows.push((a, b));
        }
        if let Some(r) = chain.replace() {
            view.mark(name(r), Mark::To);
            view.arrows.push((name(stops[last]), name(r)));
        }
    }
    view.seats = [Seat::FIRST, Seat::SECOND]
        .into_iter()
        .map(|s| SeatPanel::new(s, INFO.seat_names[usize::from(s.0)].to_string()))
        .collect();
    match state.end {
        Some(end) => view.caption = Some(outcome(end).caption()),
        None => {
            view.to_move = Some(state.to_move);
            view.caption = Some(match state.last {
                _ if state.in_setup() => Message::new("gyges-set-up").seat("seat", state.to_move),
                Some(GMove::Pass) => Message::new("gyges-passed")
                    .seat("seat", state.to_move.other())
                    .seat("next", state.to_move),
                Some(mv) => Message::new("gyges-to-move")
                    .seat("seat", state.to_move)
                    .code("move", format(&mv)),
                None => Message::new("gyges-set-up").seat("seat", state.to_move),
            });
        }
    }
    view
}
