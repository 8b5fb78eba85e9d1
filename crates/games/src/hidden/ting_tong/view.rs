//! The picture: the 12 bells as a grid of 3 rows of 4, numbered 1 to 12
//! in reading order, every bell drawn covered (a silver piece with its
//! number, repeated in its square's corner): the lasting picture never shows what is
//! under one, not even a bell emptied by a token taken. The last bell
//! lifted is marked. Each seat's panel counts its tokens and shows the
//! ones it took this round; the caption says the round, whose turn, and
//! the number needed.
//!
//! The glimpse is the same picture with the bell just lifted uncovered:
//! the token under it (in the lifter's colour when it was the one needed
//! and is taken, tan when it goes back under the bell) or an empty square
//! for nothing, and a caption that says what it meant.

use super::state::{BELLS, Last, Lift, ROUNDS, TOKENS, TState};
use super::{NAMES, TingTong};
use crate::view::{Board, Mark, SeatPanel, Tile, TrackSquare, View};
use crate::{Glimpse, Message, Seat};

/// Each seat's colour, as its name says.
pub const COLOURS: [&str; 4] = ["red", "blue", "green", "yellow"];

/// A covered bell's piece: a silver token with the bell's number (from
/// 1), large enough to read on a phone (the square's corner repeats it).
pub fn bell_kind(number: u8) -> String {
    format!("{number}~paint:silver")
}

/// The name of bell `b` (from 0): its number.
fn cell(b: u8) -> String {
    (b + 1).to_string()
}

/// The board with its bells, panels and marks, no caption: `open` is a
/// lift whose bell is shown uncovered.
fn base(rules: &TingTong, state: &TState, viewer: Option<Seat>, open: Option<Lift>) -> View {
    let seats = rules.e.seats;
    let squares: Vec<TrackSquare> = (0..BELLS)
        .map(|b| TrackSquare::new(cell(b), b % 4, 2 - b / 4))
        .collect();
    let mut view = View::new(Board::track(4, 3, squares));
    for b in 0..BELLS {
        match open {
            Some(l) if l.bell == b => {
                if l.content > 0 {
                    if l.right {
                        view.piece(cell(b), Some(Seat(l.seat)), &l.content.to_string());
                    } else {
                        view.piece(cell(b), None, &format!("{}~paint:tan", l.content));
                    }
                }
            }
            _ => view.piece(cell(b), None, &bell_kind(b + 1)),
        }
    }
    let marked = match (open, state.last) {
        (Some(l), _) | (None, Last::Lift(l)) => Some(l.bell),
        _ => None,
    };
    // A new round's deal forgets the last round's bells.
    if let Some(b) = marked.filter(|_| state.dealt_all() || open.is_some()) {
        view.mark(cell(b), Mark::To);
    }
    // Nobody's picture is turned: the bells read the same for all.
    view.bottom = Some(viewer.unwrap_or(Seat(0)));
    view.seat_colours = COLOURS[..usize::from(seats)]
        .iter()
        .map(|c| (*c).to_string())
        .collect();
    for s in 0..seats {
        let this_round: Vec<Tile> = (1..=TOKENS)
            .filter(|&n| state.takers[usize::from(n - 1)] == s + 1)
            .map(|n| Tile::up(n.to_string()))
            .collect();
        view.seats.push(
            SeatPanel::new(Seat(s), NAMES[usize::from(s)])
                .score(Some(
                    Message::new("ting-tong-panel").count("tokens", state.tokens[usize::from(s)]),
                ))
                .hand(this_round),
        );
    }
    view
}

/// The lasting picture.
pub fn view(rules: &TingTong, state: &TState, viewer: Option<Seat>) -> View {
    let mut view = base(rules, state, viewer, None);
    let round = u32::from(state.round) + 1;
    let rounds = u32::from(ROUNDS);
    view.caption = Some(if let Some(outcome) = rules.e.outcome(state) {
        outcome.caption()
    } else if !state.dealt_all() {
        Message::new("ting-tong-caption-deal")
            .count("round", round)
            .count("rounds", rounds)
    } else {
        let seat = Seat(state.to_move);
        view.to_move = Some(seat);
        let base = match state.last {
            Last::Lift(l) if l.right => Message::new("ting-tong-caption-again")
                .seat("seat", seat)
                .count("taken", l.content),
            Last::Lift(l) => Message::new("ting-tong-caption-missed")
                .seat("lifter", Seat(l.seat))
                .count("bell", l.bell + 1)
                .seat("seat", seat),
            Last::Stop(s) => Message::new("ting-tong-caption-stopped")
                .seat("stopper", Seat(s))
                .seat("seat", seat),
            Last::Nothing => Message::new("ting-tong-caption-turn").seat("seat", seat),
        };
        Message::new("ting-tong-caption")
            .count("round", round)
            .count("rounds", rounds)
            .part("what", base)
            .count("next", state.next)
    });
    view
}

/// The picture shown for a moment after a lift: the bell uncovered.
pub fn glimpse(rules: &TingTong, state: &TState) -> Option<Glimpse> {
    let Last::Lift(l) = state.last else {
        return None;
    };
    let mut view = base(rules, state, None, Some(l));
    let lifter = Seat(l.seat);
    let bell = l.bell + 1;
    view.caption = Some(if l.right {
        Message::new("ting-tong-glimpse-right")
            .seat("seat", lifter)
            .count("bell", bell)
            .count("token", l.content)
    } else if l.content == 0 {
        Message::new("ting-tong-glimpse-empty")
            .seat("seat", lifter)
            .count("bell", bell)
    } else {
        // The number needed was the next one at the time: a wrong lift
        // changes nothing.
        Message::new("ting-tong-glimpse-wrong")
            .seat("seat", lifter)
            .count("bell", bell)
            .count("token", l.content)
            .count("next", state.next)
    });
    Some(Glimpse { to: None, view })
}
