//! The picture: the loop drawn as a ring of numbered squares on the track
//! board, the green start at the bottom left and the red finish just above
//! it; pawns waiting on the start stand side by side, the first on it and
//! the others on pads inside the corner (they never pile up there); piles
//! are drawn bottom first (as tiers carrying the pawns' numbers when
//! each seat has two).

use super::NAMES;
use super::legal::Engine;
use super::state::KState;
use crate::view::{Board, Dice, Mark, SeatPanel, Stacking, TrackSquare, View};
use crate::{Message, Seat, Status};

/// A square's place on the ring: `columns` × `rows` squares round the
/// edge, square 0 at the bottom left, on along the bottom to the right, up
/// the right side, back along the top and down the left side. An odd
/// loop leaves out the top right corner.
pub fn ring(length: u8) -> (u8, u8, Vec<(u8, u8)>) {
    let even = length + length % 2;
    // columns + rows = even / 2 + 2, a little wider than high.
    let sum = even / 2 + 2;
    let rows = (sum * 5 / 12).max(3);
    let columns = sum - rows;
    let mut places = Vec::new();
    for c in 0..columns {
        places.push((c, 0));
    }
    for r in 1..rows {
        places.push((columns - 1, r));
    }
    for c in (0..columns - 1).rev() {
        places.push((c, rows - 1));
    }
    for r in (1..rows - 1).rev() {
        places.push((0, r));
    }
    if length % 2 == 1 {
        places.retain(|&p| p != (columns - 1, rows - 1));
    }
    (columns, rows, places)
}

/// Where the `i`-th pawn waiting on the start is drawn: the first on the
/// start, the others on pads inside the ring's bottom left corner, drawn
/// together as a start area off the track.
fn pad(i: usize) -> String {
    if i == 0 { "0".into() } else { format!("~start{i}") }
}

fn pad_place(i: usize) -> (u8, u8) {
    let k = i - 1;
    (1 + (k % 3) as u8, 1 + (k / 3) as u8)
}

/// The kind of pawn `pawn` is drawn as: a plain pawn, or its number when a
/// seat has two.
fn kind(e: &Engine, pawn: u8) -> String {
    if e.pawns_each == 1 {
        "man".into()
    } else {
        (pawn % 2 + 1).to_string()
    }
}

pub fn view(e: &Engine, status: &Status, state: &KState) -> View {
    let (columns, rows, places) = ring(e.length);
    let mut squares: Vec<TrackSquare> = places
        .iter()
        .enumerate()
        .map(|(i, &(c, r))| {
            let special = match i as u8 {
                0 => Some("start".to_string()),
                n if n == e.finish() => Some("goal".to_string()),
                _ => None,
            };
            TrackSquare::new(i.to_string(), c, r).special(special)
        })
        .collect();
    let pawns = usize::from(e.pawns());
    squares.extend((1..pawns).map(|i| {
        let (c, r) = pad_place(i);
        TrackSquare::new(pad(i), c, r)
            .special(Some("start".into()))
            .area()
    }));
    let mut view = View::new(Board::track(columns, rows.max(3), squares));
    if e.pawns_each == 2 {
        // Piles as tiers, bottom first, each pawn in its colour with its
        // number: whose pawn is on top, and which of the two, reads. With
        // one pawn each the colours (and the seats' marks) say it all.
        view.stacking = Stacking::Tiers;
    }
    view.cell_words
        .push(("0".into(), Message::new("kanguruh-square-start")));
    view.cell_words
        .push((e.finish().to_string(), Message::new("kanguruh-square-finish")));

    // Where each pawn is drawn.
    let mut cell_of = vec![String::new(); pawns];
    let waiting: Vec<u8> = e.pile(state, 0);
    for (i, &p) in waiting.iter().enumerate() {
        cell_of[usize::from(p)] = pad(i);
    }
    for square in 1..e.length {
        for p in e.pile(state, square) {
            cell_of[usize::from(p)] = square.to_string();
        }
    }
    for (i, &p) in waiting.iter().enumerate() {
        view.piece(pad(i), Some(Seat(e.owner(p))), &kind(e, p));
    }
    let moving = state.mover.map(|m| e.group(state, m)).unwrap_or_default();
    for square in 1..e.length {
        for p in e.pile(state, square) {
            let mut k = kind(e, p);
            if moving.contains(&p) && moving.len() > 1 {
                k.push_str("~moved");
            }
            view.piece(square.to_string(), Some(Seat(e.owner(p))), &k);
        }
    }

    if let Some(last) = &state.last {
        let to_cell = last
            .pawns
            .first()
            .map(|&p| cell_of[usize::from(p)].clone())
            .unwrap_or_default();
        if last.from != 0 {
            view.mark(last.from.to_string(), Mark::From);
        }
        // No arrow: it would cut across the ring.
        if !to_cell.is_empty() {
            view.mark(to_cell, Mark::To);
        }
        let seat = Seat(last.seat);
        let carried = last.pawns.len().saturating_sub(1) as i64;
        let dice_sum: u8 = last.dice.iter().sum();
        view.last_move.push(if last.bust {
            Message::new("kanguruh-busted")
                .seat("seat", seat)
                .count("sum", dice_sum)
                .count("pawns", last.pawns.len() as i64)
        } else {
            let distance =
                (u16::from(last.to) + u16::from(e.length) - u16::from(last.from)) % u16::from(e.length);
            Message::new("kanguruh-moved")
                .seat("seat", seat)
                .count("distance", distance)
                .count("to", last.to)
                .count("carried", carried)
        });
        if let Some((s, v)) = last.card {
            view.last_move.push(
                Message::new("kanguruh-took")
                    .seat("seat", Seat(s))
                    .count("card", v),
            );
        }
    }

    view.seats = (0..e.seats)
        .map(|s| {
            SeatPanel::new(Seat(s), NAMES[usize::from(s)]).score(Some(
                Message::new("kanguruh-panel")
                    .count("points", state.points(usize::from(s)))
                    .count("cards", state.cards(usize::from(s))),
            ))
        })
        .collect();
    view.seat_colours = NAMES[..usize::from(e.seats)]
        .iter()
        .map(|n| n.to_lowercase())
        .collect();

    let faces: Vec<u8> = if state.thrown > 0 {
        state.dice[..usize::from(state.thrown)].to_vec()
    } else {
        state.last.as_ref().map(|l| l.dice.clone()).unwrap_or_default()
    };
    if !faces.is_empty() {
        let sum: u8 = faces.iter().sum();
        view.dice = Some(Dice {
            kind: "d6".into(),
            value: if faces.len() == 1 {
                sum.to_string()
            } else {
                format!("{sum} ×{}", faces.len())
            },
            faces,
        });
    }
    view.to_move = status.seat();
    if *status == Status::Chance && state.face_up.is_some() {
        view.to_throw = Some(Seat(e.decider(state)));
    }
    view.caption = Some(caption(e, status, state));
    view
}

fn caption(e: &Engine, status: &Status, state: &KState) -> Message {
    let what = match status {
        Status::Over(outcome) => return outcome.caption(),
        Status::Chance if state.face_up.is_none() => Message::new("kanguruh-caption-card"),
        Status::Chance if state.thrown == 0 => {
            Message::new("kanguruh-caption-first").seat("seat", Seat(state.turn))
        }
        Status::Chance => Message::new("kanguruh-caption-again").seat("seat", Seat(e.decider(state))),
        Status::ToMove(seat) if state.mover.is_none() => {
            Message::new("kanguruh-caption-choose").seat("seat", *seat)
        }
        Status::ToMove(seat) => {
            let (n, sum) = (state.thrown, state.sum());
            let decide = Message::new("kanguruh-caption-decide")
                .seat("seat", *seat)
                .count("dice", n)
                .count("sum", sum)
                .count("distance", n * sum);
            if seat.0 == state.turn {
                decide
            } else {
                Message::new("kanguruh-caption-rider")
                    .part("decide", decide)
                    .seat("turn", Seat(state.turn))
            }
        }
    };
    match state.face_up {
        Some(card) => Message::new("kanguruh-caption")
            .part("what", what)
            .count("card", card)
            .count("left", state.deck_len()),
        None => what,
    }
}
