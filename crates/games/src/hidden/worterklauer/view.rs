//! The picture: the 8×8 board of letter tiles, each in the colour of the
//! seat whose side is up (green, orange); the squares laid or swapped this
//! turn marked, the word of a steal waiting for its answer marked too. Each
//! seat's panel counts its letters on the board; the panel of the seat
//! whose turn it is shows its hand, face up to that seat only. The caption
//! says whose turn it is and what it needs (more letters than the other at
//! the end of the turn), the pool's letters and the tiles left in the bag;
//! the die shows the last roll.

use super::board::{CELLS, capital, letters_text, name};
use super::legal::Engine;
use super::state::{Phase, WState};
use super::{NAMES, Worterklauer};
use crate::view::{Board, Dice, Mark, SeatPanel, Tile, View};
use crate::{Message, Rules, Seat};

/// Each seat's colour, as its name says.
pub const COLOURS: [&str; 2] = ["green", "orange"];

pub fn view(rules: &Worterklauer, state: &WState, viewer: Option<Seat>) -> View {
    let mut view = View::new(Board::squares(8, 8));
    for cell in 0..CELLS {
        if let Some(t) = state.board[cell] {
            view.piece(name(cell), Some(Seat(t.seat)), &capital(t.letter).to_string());
        }
    }
    for cell in (0..CELLS).filter(|c| state.marked & (1 << c) != 0) {
        view.mark(name(cell), Mark::To);
    }
    if let Some(steal) = state.pending.first() {
        for cell in steal.run.cells() {
            view.mark(name(cell), Mark::From);
        }
    }
    // Words read left to right and top down for everybody: nobody's
    // picture is turned (a picture is turned for a reader whose seat is
    // not the bottom one).
    view.bottom = Some(viewer.unwrap_or(Seat(0)));
    view.seat_colours = COLOURS.iter().map(|c| (*c).to_string()).collect();
    view.dice = state.die.map(|d| Dice {
        kind: "d6".into(),
        faces: vec![d],
        value: d.to_string(),
    });
    let counts = state.counts();
    let sees = Engine::sees_hand(state, viewer);
    for s in 0..2u8 {
        let mut hand = Vec::new();
        if s == state.turn_seat {
            for l in 0..26u8 {
                for _ in 0..state.hand[usize::from(l)] {
                    hand.push(if sees {
                        Tile::up(capital(l).to_string())
                    } else {
                        Tile::down()
                    });
                }
            }
        }
        view.seats.push(
            SeatPanel::new(Seat(s), NAMES[usize::from(s)])
                .score(Some(
                    Message::new("worterklauer-panel").count("letters", counts[usize::from(s)]),
                ))
                .hand(hand),
        );
    }
    let pool = letters_text(&state.pool);
    let pool = if pool.is_empty() { "-".to_string() } else { pool };
    let me = state.turn_seat;
    let mover = Seat(me);
    let status = rules.status(state);
    view.caption = Some(if let Some(outcome) = status.outcome() {
        outcome.caption()
    } else {
        view.to_move = status.seat();
        match state.phase {
            Phase::Roll | Phase::Draw { .. } => Message::new("worterklauer-caption-draw")
                .seat("seat", mover)
                .count("bag", state.bag_len()),
            Phase::Answer => {
                let steal = state.pending[0];
                // Literal ids, so the message-catalogue check finds both.
                let caption = if steal.claimed {
                    Message::new("worterklauer-caption-claim")
                } else {
                    Message::new("worterklauer-caption-steal")
                };
                caption
                    .seat("seat", Seat(1 - me))
                    .seat("mover", mover)
                    .code("old", steal.old.upper())
                    .code("new", steal.new.upper())
            }
            _ => Message::new("worterklauer-caption-act")
                .seat("seat", mover)
                .count("mine", counts[usize::from(me)])
                .count("need", counts[usize::from(1 - me)] + 1)
                .code("pool", pool)
                .count("bag", state.bag_len()),
        }
    });
    view
}
