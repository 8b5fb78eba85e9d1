//! Touch Domino's picture, as one viewer sees it: the line at the top as
//! in Colour Domino; under it the viewer's own hand face up (every hand
//! once the game is over); the hands it cannot see as backs in their
//! seats' panels, with their counts; the bag's count in the caption.

use super::tile::tiles_of;
use super::touch_state::{Drawing, TState};
use super::turn::TouchEngine;
use super::view::{LINE_ROWS, Picture};
use crate::view::{SeatPanel, Tile as Face, View};
use crate::{Message, Seat};

/// Rows a hand takes on the board: eight tiles a row, one row at least.
fn rows_of(hand: u32) -> u8 {
    (hand.count_ones() as u8).div_ceil(8).max(1)
}

pub fn view(e: &TouchEngine, state: &TState, viewer: Option<Seat>, names: &[&str]) -> View {
    let seats = e.seats;
    let over = state.end.is_some();
    let on_board: Vec<u8> = (0..seats).filter(|&s| over || viewer == Some(Seat(s))).collect();
    let rows = LINE_ROWS
        + on_board
            .iter()
            .map(|&s| 1 + rows_of(state.hands[usize::from(s)]))
            .sum::<u8>();
    let mut picture = Picture::default();
    picture.line(&state.chain, state.last, rows);
    let mut top = rows.saturating_sub(LINE_ROWS + 2);
    for &s in &on_board {
        let hand = state.hands[usize::from(s)];
        picture.hand(s, hand, top);
        top = top.saturating_sub(rows_of(hand) + 1);
    }
    let mut view = picture.finish(rows, seats);
    // The line reads left to right for every viewer: a seat's own picture
    // is never turned.
    view.bottom = viewer;
    for s in 0..seats {
        let n = state.hand_len(s);
        let backs = if on_board.contains(&s) {
            Vec::new()
        } else {
            tiles_of(state.hands[usize::from(s)])
                .map(|_| Face::down())
                .collect()
        };
        view.seats.push(
            SeatPanel::new(Seat(s), names[usize::from(s)])
                .score(Some(
                    Message::new("fingertip-panel-tiles").count("tiles", i64::from(n)),
                ))
                .hand(backs),
        );
    }
    let bag = i64::from(state.bag_len());
    view.caption = Some(if let Some(end) = state.end {
        e.outcome(state, end).caption()
    } else if !e.dealt(state) {
        Message::new("fingertip-touch-caption-deal").count("left", i64::from(e.deal_size() - state.dealt))
    } else {
        let seat = Seat(state.to_move);
        if state.drawing.is_none() {
            view.to_move = Some(seat);
        }
        match (state.drawing, state.drawn, state.passed) {
            (Some(Drawing::Refill(s)), _, _) => {
                Message::new("fingertip-touch-caption-refill").seat("seat", Seat(s))
            }
            (Some(Drawing::Stuck(s)), _, _) => {
                Message::new("fingertip-touch-caption-stuck").seat("seat", Seat(s))
            }
            (None, Some(_), _) => Message::new("fingertip-touch-caption-drawn").seat("seat", seat),
            _ if state.chain.is_empty() => Message::new("fingertip-touch-caption-open").seat("seat", seat),
            (None, None, Some(p)) if p != seat.0 => Message::new("fingertip-touch-caption-passed")
                .seat("seat", Seat(p))
                .seat("next", seat),
            _ => Message::new("fingertip-touch-caption-turn").seat("seat", seat),
        }
        .count("bag", bag)
    });
    view
}
