//! The picture: the track on the track board, chequered, with rank and
//! file coordinates; the yellow-red corner, the black fixed obstacles, the
//! arrows' stretch outlined, the movable obstacle in brown; the four
//! coloured start spaces under the straight, and past the finish line one
//! goal square per seat where its tokens home stand. The die shows its
//! chess piece.

use super::NAMES;
use super::board;
use super::legal::Engine;
use super::notation::piece;
use super::state::{Face, Loc, SState};
use crate::view::{Board, Dice, Highlight, Link, Mark, Piece, Region, SeatPanel, Special, TrackSquare, View};
use crate::{Message, Seat, Status};

/// The colour keys of the seats.
const COLOURS: [&str; 4] = ["green", "yellow", "red", "blue"];

/// The cell a start space is drawn on.
fn start_cell(seat: u8) -> String {
    format!("~start-{}", COLOURS[usize::from(seat)])
}

/// The goal square past the line where `seat`'s tokens home stand.
fn home_cell(seat: u8) -> String {
    format!("~home-{}", COLOURS[usize::from(seat)])
}

/// The cell a token at `loc` is drawn on.
fn cell_of(seat: u8, loc: Loc) -> String {
    match loc {
        Loc::Start => start_cell(seat),
        Loc::Home => home_cell(seat),
        Loc::Square(sq) => board::name(sq),
    }
}

/// The board: files `a`–`l` in columns 1–12 (column 0 past the finish
/// line), ranks 1–12 in rows 1–12 (row 0 the start line).
pub fn track() -> Board {
    let mut squares: Vec<TrackSquare> = board::squares()
        .map(|sq| {
            let (f, r) = board::coords(sq);
            TrackSquare::new(board::name(sq), (f + 1) as u8, (r + 1) as u8)
        })
        .collect();
    for seat in 0..4u8 {
        squares.push(TrackSquare::new(
            start_cell(seat),
            (board::start_file(seat) + 1) as u8,
            0,
        ));
        squares.push(TrackSquare::new(
            home_cell(seat),
            0,
            (board::BEND_RANK + 1) as u8 + seat,
        ));
    }
    Board::Track(Board::track(13, 13, squares).checkered(true))
}

pub fn view(e: &Engine, status: &Status, state: &SState) -> View {
    let mut view = View::new(track());
    for sq in board::squares() {
        let (f, r) = board::coords(sq);
        let style = if board::fixed(f, r) {
            Some("paint:black")
        } else if board::part(f, r) == board::Part::Corner {
            Some(if (f + r) % 2 == 0 {
                "paint:orange"
            } else {
                "paint:yellow"
            })
        } else {
            None
        };
        if let Some(style) = style {
            view.specials.push(Special::new(board::name(sq), style));
        }
    }
    if let Some((a, b)) = state.obstacle {
        for sq in [a, b] {
            view.specials.push(Special::new(board::name(sq), "paint:brown"));
        }
        view.links.push(Link::new(board::name(a), board::name(b)));
    }
    for seat in 0..4u8 {
        view.specials.push(Special::new(
            start_cell(seat),
            format!("paint:{}", COLOURS[usize::from(seat)]),
        ));
        let owner = (seat < e.seats).then_some(Seat(seat));
        view.specials
            .push(Special::new(home_cell(seat), "goal").owner(owner));
    }
    let zone: Vec<String> = board::squares()
        .filter(|&sq| {
            let (f, r) = board::coords(sq);
            board::in_zone(f, r)
        })
        .map(board::name)
        .collect();
    view.regions.push(Region::new(zone));

    for seat in 0..e.seats {
        for (t, &loc) in state.tokens[usize::from(seat)].iter().enumerate() {
            // On the start space and past the line the tokens wait in a
            // pile whose height is written on it; on the track each shows
            // its number.
            let kind = match loc {
                Loc::Square(_) => (t + 1).to_string(),
                _ => "man".to_string(),
            };
            view.piece(cell_of(seat, loc), Some(Seat(seat)), &kind);
        }
    }

    if let Some(last) = &state.last {
        let seat = Seat(last.seat);
        if let Some((t, from, to)) = last.token {
            let (a, b) = (cell_of(last.seat, from), cell_of(last.seat, to));
            view.mark(a.clone(), Mark::From);
            view.mark(b.clone(), Mark::To);
            view.arrows.push((a, b));
            let n = i64::from(t) + 1;
            view.last_move.push(match to {
                Loc::Home => Message::new("schachjagd-went-home")
                    .seat("seat", seat)
                    .count("n", n)
                    .part("piece", piece(last.face)),
                _ => Message::new("schachjagd-went")
                    .seat("seat", seat)
                    .count("n", n)
                    .part("piece", piece(last.face))
                    .code("square", cell_of(last.seat, to)),
            });
        }
        if let Some((victim, sq)) = last.captured {
            view.highlights.push(Highlight {
                cell: board::name(sq),
                mark: Mark::Captured,
                ghost: Some(Piece {
                    cell: board::name(sq),
                    owner: Some(Seat(victim)),
                    kind: "man".into(),
                }),
            });
            view.last_move
                .push(Message::new("schachjagd-sent-back").seat("seat", Seat(victim)));
        }
        if let Some((a, b)) = last.blocked {
            view.mark(board::name(a), Mark::To);
            view.mark(board::name(b), Mark::To);
            view.last_move.push(
                Message::new("schachjagd-blocked")
                    .seat("seat", seat)
                    .code("squares", format!("{} {}", board::name(a), board::name(b))),
            );
        }
        if last.token.is_none() && last.blocked.is_none() {
            view.last_move.push(
                Message::new("schachjagd-passed")
                    .seat("seat", seat)
                    .part("piece", piece(last.face)),
            );
        }
    }

    view.seats = (0..e.seats)
        .map(|s| {
            let home = state.home(usize::from(s));
            SeatPanel::new(Seat(s), NAMES[usize::from(s)])
                .score(Some(Message::new("schachjagd-panel").count("home", home)))
        })
        .collect();
    view.seat_colours = COLOURS[..usize::from(e.seats)]
        .iter()
        .map(|c| c.to_string())
        .collect();

    let face = state.roll.or(state.last.as_ref().map(|l| l.face));
    if let Some(face) = face {
        view.dice = Some(Dice {
            kind: "chess".into(),
            faces: vec![face.number()],
            value: String::new(),
        });
    }
    view.to_move = status.seat();
    if *status == Status::Chance {
        view.to_throw = Some(Seat(state.turn));
    }
    view.caption = Some(caption(status, state));
    view
}

fn caption(status: &Status, state: &SState) -> Message {
    match (status, state.roll) {
        (Status::Over(outcome), _) => outcome.caption(),
        (Status::ToMove(seat), Some(Face::King)) => {
            Message::new("schachjagd-caption-king").seat("seat", *seat)
        }
        (Status::ToMove(seat), Some(face)) => Message::new("schachjagd-caption-move")
            .seat("seat", *seat)
            .part("piece", piece(face)),
        _ => {
            let again = state
                .last
                .as_ref()
                .is_some_and(|l| l.face == Face::King && l.seat == state.turn);
            if again {
                Message::new("schachjagd-caption-again").seat("seat", Seat(state.turn))
            } else {
                Message::new("schachjagd-caption-throw").seat("seat", Seat(state.turn))
            }
        }
    }
}
