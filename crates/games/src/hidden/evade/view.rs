//! The picture: the 6 × 6 board, each side's goal (the other's first
//! rank) tinted in its colour, the pieces as plain discs of the two
//! colours, a frozen stack as its two discs with the frost mark, the last
//! step as an arrow, a peek marked on its square. No Fugitive is ever
//! marked while the game is played, for anybody: the owner remembers. At
//! the end every piece shows its letter, F a Fugitive, G a Guard. A
//! glimpse (a peek) is the same picture with the one piece peeked at
//! lettered.
//!
//! In a series the caption starts with the score of the match (the target,
//! both sides' points, the game being played), each panel counts its
//! side's points, and when a game has just ended and the next is being set
//! up, the words under the picture say how it ended and where each side's
//! Fugitives stood.

use super::legal::Engine;
use super::state::{Cell, EState, GRID, Last, PENALTY, Piece, SIZE, SQUARES, goal_rank};
use super::{Evade, NAMES};
use crate::view::{Board, Mark, SeatPanel, Special, View};
use crate::{Message, Seat};

/// The style key of `p`: a plain disc, or its letter when shown.
fn kind(p: Piece, shown: bool, frozen: bool) -> String {
    let base = match (shown, p.fugitive) {
        (false, _) => "man",
        (true, true) => "F",
        (true, false) => "G",
    };
    if frozen {
        format!("{base}~frozen")
    } else {
        base.to_string()
    }
}

/// The picture of `state`, the same for every reader while the game is
/// played; `lift`: a square whose piece of the seat to move is shown (a
/// peek's glimpse).
pub fn view(rules: &Evade, state: &EState, lift: Option<usize>) -> View {
    let over = state.end.is_some();
    let mut view = View::new(Board::squares(SIZE, SIZE).checkered(true).a1_light(true));
    view.seat_colours = vec!["yellow".into(), "blue".into()];
    for seat in 0..2u8 {
        for f in 0..SIZE {
            let sq = usize::from(goal_rank(seat) * SIZE + f);
            view.specials
                .push(Special::new(GRID.name(sq), "goal").owner(Some(Seat(seat))));
        }
    }
    let shows = |sq: usize, p: Piece| over || (lift == Some(sq) && p.seat == state.to_move);
    for sq in 0..SQUARES {
        let name = GRID.name(sq);
        match state.board[sq] {
            Cell::Empty => {}
            Cell::Free(p) => view.piece(name, Some(Seat(p.seat)), &kind(p, shows(sq, p), false)),
            Cell::Frozen { bottom, top } => {
                view.piece(
                    name.clone(),
                    Some(Seat(bottom.seat)),
                    &kind(bottom, shows(sq, bottom), true),
                );
                view.piece(name, Some(Seat(top.seat)), &kind(top, shows(sq, top), true));
            }
        }
    }
    match state.last {
        Some(Last::Step {
            seat,
            from,
            to,
            froze,
            penalty,
        }) => {
            let (from, to) = (GRID.name(usize::from(from)), GRID.name(usize::from(to)));
            view.mark(from.clone(), Mark::From);
            view.mark(to.clone(), Mark::To);
            view.arrows.push((from, to.clone()));
            if penalty {
                view.last_move.push(
                    Message::new("evade-penalty")
                        .seat("seat", Seat(seat))
                        .code("square", to.clone())
                        .count("points", PENALTY),
                );
            }
            if froze {
                view.last_move
                    .push(Message::new("evade-froze").code("square", to));
            }
        }
        Some(Last::Pass(seat)) => view
            .last_move
            .push(Message::new("evade-passed").seat("seat", Seat(seat))),
        None => {}
    }
    // A game of the series has just ended: how, and where the Fugitives
    // stood (all shown at its end); the next one begins.
    if let Some(past) = state.past
        && state.chosen == [false, false]
        && !over
    {
        let square = |s: usize, i: usize| GRID.name(usize::from(past.fugitives[s][i]));
        view.last_move.push(
            Message::new("evade-game-ended")
                .count("game", state.game - 1)
                .part("how", Engine::how(past.end))
                .code("yellow1", square(0, 0))
                .code("yellow2", square(0, 1))
                .code("blue1", square(1, 0))
                .code("blue2", square(1, 1)),
        );
        view.last_move.push(
            Message::new("evade-game-begins")
                .count("game", state.game)
                .seat("seat", Seat(state.to_move)),
        );
    }
    if let Some(sq) = state.peeked {
        view.mark(GRID.name(usize::from(sq)), Mark::Choice);
    }
    for seat in 0..2u8 {
        let mut free = 0;
        let mut frozen = 0;
        for cell in state.board {
            match cell {
                Cell::Free(p) if p.seat == seat => free += 1,
                Cell::Frozen { .. } if cell.of(seat).is_some() => frozen += 1,
                _ => {}
            }
        }
        let panel = if rules.e.series() {
            Message::new("evade-panel-series")
                .count("points", state.points[usize::from(seat)])
                .count("free", free)
                .count("frozen", frozen)
        } else {
            Message::new("evade-panel")
                .count("free", free)
                .count("frozen", frozen)
        };
        view.seats
            .push(SeatPanel::new(Seat(seat), NAMES[usize::from(seat)]).score(Some(panel)));
    }
    let caption = if let Some(outcome) = rules.e.outcome(state) {
        outcome.caption()
    } else if state.first.is_none() {
        Message::new("evade-caption-toss")
    } else if let Some(seat) = state.chooser() {
        view.to_move = Some(Seat(seat));
        Message::new("evade-caption-choose").seat("seat", Seat(seat))
    } else {
        let seat = Seat(state.to_move);
        view.to_move = Some(seat);
        match state.peeked {
            Some(sq) => Message::new("evade-caption-peeked")
                .seat("seat", seat)
                .code("square", GRID.name(usize::from(sq))),
            None => Message::new("evade-caption-turn").seat("seat", seat),
        }
    };
    view.caption = Some(if rules.e.series() && !over {
        Message::new("evade-caption-series")
            .count("target", rules.e.target)
            .count("yellow", state.points[0])
            .count("blue", state.points[1])
            .count("game", state.game)
            .part("now", caption)
    } else {
        caption
    });
    view
}
