//! The picture: every rack in its seat's panel (the tiles the reader may
//! see face up, the others as backs: a seat never sees its own, a
//! spectator sees none), and on the board the set as a pyramid, a row per
//! number (1 on top) with a square per tile of it: a tile the reader has
//! accounted for is a token with its number — in a seat's colour when it
//! stands in that seat's rack, tan when it lies face up from the deal,
//! silver when it was guessed and put out — and an empty square is a tile
//! the reader cannot see (in its own rack, in the reserve). Left of each
//! row, how many of that number are accounted for.

use super::state::{DState, TOP, in_set, numbers};
use super::{Domemo, NAMES};
use crate::view::{Board, Mark, SeatPanel, Tile, TrackSquare, View};
use crate::{Message, Seat};

/// Each seat's colour, as its name says.
pub const COLOURS: [&str; 5] = ["red", "blue", "green", "yellow", "white"];

/// Whose a tile the reader sees is.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Seen {
    Out,
    FaceUp,
    Rack(u8),
}

/// The square of the `k`-th tile (from 0) of number `n`.
fn square(n: u8, k: u8) -> String {
    format!("~{n}-{k}")
}

/// The wrong guesses of a mask as digits, `—` for none.
fn wrong_digits(mask: u8) -> String {
    (1..=TOP)
        .filter(|n| mask & (1 << n) != 0)
        .map(|n| n.to_string())
        .collect::<Vec<_>>()
        .join(" ")
}

pub fn view(rules: &Domemo, state: &DState, viewer: Option<Seat>) -> View {
    let seats = rules.e.seats;
    let over = state.over();
    // A rack the reader sees: another seat's, or any once the game is over.
    let sees = |s: u8| over || viewer.is_some_and(|v| v.0 != s);
    let mut squares = Vec::new();
    let mut pieces = Vec::new();
    let mut labels = Vec::new();
    let mut last_square = None;
    for n in 1..=TOP {
        let i = usize::from(n);
        let mut seen = Vec::new();
        seen.extend(std::iter::repeat_n(Seen::Out, usize::from(state.discards[i])));
        seen.extend(std::iter::repeat_n(Seen::FaceUp, usize::from(state.face_up[i])));
        for s in (0..seats).filter(|&s| sees(s)) {
            seen.extend(std::iter::repeat_n(
                Seen::Rack(s),
                usize::from(state.racks[usize::from(s)][i]),
            ));
        }
        let row = TOP - n;
        let count = format!("~count-{n}");
        squares.push(TrackSquare::new(count.clone(), 0, row));
        labels.push((count, format!("{}/{}", seen.len(), in_set(n))));
        for k in 0..in_set(n) {
            let name = square(n, k);
            squares.push(TrackSquare::new(name.clone(), k + 1, row));
            match seen.get(usize::from(k)) {
                Some(Seen::Out) => {
                    pieces.push((name.clone(), None, format!("{n}~paint:silver")));
                    let guessed = state.last.is_some_and(|g| g.right && g.number == n);
                    if guessed && usize::from(k) + 1 == usize::from(state.discards[i]) {
                        last_square = Some(name);
                    }
                }
                Some(Seen::FaceUp) => pieces.push((name, None, format!("{n}~paint:tan"))),
                Some(Seen::Rack(s)) => pieces.push((name, Some(Seat(*s)), n.to_string())),
                None => {}
            }
        }
    }
    let mut view = View::new(Board::track(TOP + 1, TOP, squares));
    for (cell, owner, kind) in pieces {
        view.piece(cell, owner, &kind);
    }
    view.cell_labels = labels;
    // The pyramid has no sides: nobody's picture is turned (a picture is
    // turned for a reader whose seat is not the bottom one).
    view.bottom = Some(viewer.unwrap_or(Seat(0)));
    if let Some(cell) = last_square {
        view.mark(cell, Mark::To);
    }
    view.seat_colours = COLOURS[..usize::from(seats)]
        .iter()
        .map(|c| (*c).to_string())
        .collect();
    for s in 0..seats {
        let rack = &state.racks[usize::from(s)];
        let hand: Vec<Tile> = if sees(s) {
            numbers(rack).map(|n| Tile::up(n.to_string())).collect()
        } else {
            (0..state.rack_len(s)).map(|_| Tile::down()).collect()
        };
        let wrong = state.wrong[usize::from(s)];
        let score = if wrong == 0 {
            Message::new("domemo-panel").count("tiles", state.rack_len(s))
        } else {
            Message::new("domemo-panel-wrong")
                .count("tiles", state.rack_len(s))
                .code("wrong", wrong_digits(wrong))
        };
        view.seats.push(
            SeatPanel::new(Seat(s), NAMES[usize::from(s)])
                .score(Some(score))
                .hand(hand),
        );
    }
    view.caption = Some(if let Some(outcome) = rules.e.outcome(state) {
        outcome.caption()
    } else if !state.dealt_all() {
        Message::new("domemo-caption-deal").count("left", super::state::TILES - state.dealt)
    } else {
        let seat = Seat(state.to_move);
        view.to_move = Some(seat);
        match state.last {
            None => Message::new("domemo-caption-turn").seat("seat", seat),
            Some(g) if state.again => Message::new("domemo-caption-again")
                .seat("seat", seat)
                .count("number", g.number),
            Some(g) if g.right => Message::new("domemo-caption-right")
                .seat("guesser", Seat(g.seat))
                .count("number", g.number)
                .seat("seat", seat),
            Some(g) => Message::new("domemo-caption-wrong")
                .seat("guesser", Seat(g.seat))
                .count("number", g.number)
                .seat("seat", seat),
        }
    });
    view
}
