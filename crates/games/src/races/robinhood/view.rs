//! The picture: the route drawn from top to bottom on the track board,
//! one block of rows per map laid. A block's first row names the map and
//! its side up (`3b`); then a row per path: the gate it starts from, the
//! path's number (where Robins wait before their first throw), its spaces,
//! and the gate it ends at. Past the last map, once all four are down, the
//! way out of the forest.

use super::NAMES;
use super::legal::{Engine, SIX};
use super::maps::{GATES, LONGEST, PATHS};
use super::state::{Did, Place, RState};
use crate::view::{Board, Dice, Mark, SeatPanel, TrackSquare, View};
use crate::{Message, Seat, Status};

/// Columns: the entry gate, the path's number, the longest path's spaces,
/// the exit gate.
const COLUMNS: u8 = LONGEST + 3;
/// Rows per map: its name, then its paths.
const BLOCK: u8 = PATHS + 1;

/// The name of a space (`step` 1 to the path's length), or of the path's
/// own tag (`step` 0), on the map in route slot `slot`.
pub fn cell(slot: u8, path: u8, step: u8) -> String {
    format!("~{}.{}.{step}", slot + 1, path + 1)
}

fn gate_in(slot: u8, path: u8) -> String {
    format!("~in{}.{}", slot + 1, path + 1)
}

fn gate_out(slot: u8, path: u8) -> String {
    format!("~out{}.{}", slot + 1, path + 1)
}

fn header(slot: u8) -> String {
    format!("~map{}", slot + 1)
}

/// The way out, past the last map.
const EXIT: &str = "~exit";

/// Where a Robin is drawn.
fn place_cell(state: &RState, place: Place) -> Option<String> {
    match place {
        Place::Unplaced => None,
        Place::Out => Some(EXIT.into()),
        Place::On { slot, path, step } => Some(cell(slot, path, step)),
    }
    .filter(|_| state.laid > 0)
}

pub fn view(e: &Engine, status: &Status, state: &RState) -> View {
    let laid = state.laid.max(1);
    let exit = state.laid == super::maps::MAPS;
    let rows = laid * BLOCK + u8::from(exit);
    let top = |r: u8| rows - 1 - r;
    let mut squares = Vec::new();
    let mut labels = Vec::new();
    for (slot, map) in state.route().iter().enumerate() {
        let slot = slot as u8;
        let r0 = slot * BLOCK;
        squares.push(TrackSquare::new(header(slot), 0, top(r0)).special(Some("goal".into())));
        labels.push((header(slot), map.name()));
        for k in 0..PATHS {
            let path = map.path(k);
            let row = top(r0 + 1 + k);
            squares.push(TrackSquare::new(gate_in(slot, k), 0, row).special(Some("zone".into())));
            labels.push((gate_in(slot, k), GATES[usize::from(path.from)].to_string()));
            squares.push(TrackSquare::new(cell(slot, k, 0), 1, row).special(Some("start".into())));
            labels.push((cell(slot, k, 0), (k + 1).to_string()));
            for step in 1..=path.len {
                squares.push(TrackSquare::new(cell(slot, k, step), 1 + step, row));
            }
            squares.push(TrackSquare::new(gate_out(slot, k), 2 + path.len, row).special(Some("zone".into())));
            labels.push((gate_out(slot, k), GATES[usize::from(path.to)].to_string()));
        }
    }
    if exit {
        squares.push(TrackSquare::new(EXIT, COLUMNS - 1, 0).special(Some("exit".into())));
    }
    if state.laid == 0 {
        // Nothing laid yet: an empty block waiting for the first map.
        squares.push(TrackSquare::new(header(0), 0, top(0)).special(Some("goal".into())));
        labels.push((header(0), "?".into()));
    }
    let mut view = View::new(Board::track(COLUMNS, rows, squares));
    view.cell_labels = labels;

    for s in 0..usize::from(e.seats) {
        if let Some(c) = place_cell(state, state.robins[s]) {
            view.piece(c, Some(Seat(s as u8)), "man");
        }
    }

    if let Some(last) = state.last {
        let seat = Seat(last.seat);
        let msg = match last.what {
            Did::Moved { from, to } => {
                if let Some(c) = place_cell(state, from) {
                    view.mark(c, Mark::From);
                }
                if let Some(c) = place_cell(state, to) {
                    view.mark(c, Mark::To);
                }
                match to {
                    Place::Out => Message::new("robinhood-left").seat("seat", seat),
                    Place::On { slot, path, step } => Message::new("robinhood-moved")
                        .seat("seat", seat)
                        .count("die", last.die.unwrap_or(0))
                        .count("map", slot + 1)
                        .count("path", path + 1)
                        .count("space", step)
                        .count("len", state.route[usize::from(slot)].path(path).len),
                    Place::Unplaced => Message::new("robinhood-waited").seat("seat", seat),
                }
            }
            Did::Waited => Message::new("robinhood-waited").seat("seat", seat),
            Did::Chose(k) => {
                view.mark(cell(0, k, 0), Mark::To);
                Message::new("robinhood-chose")
                    .seat("seat", seat)
                    .count("path", k + 1)
            }
            Did::Placed(l) => Message::new("robinhood-placed")
                .seat("seat", seat)
                .code("map", l.name()),
            Did::Flipped(l) => Message::new("robinhood-flipped")
                .seat("seat", seat)
                .code("map", l.name()),
            Did::Advanced(l) => Message::new("robinhood-advanced")
                .seat("seat", seat)
                .code("map", l.name()),
        };
        if let Did::Placed(l) | Did::Flipped(l) | Did::Advanced(l) = last.what
            && let Some(slot) = state.slot_of(l.map)
        {
            view.mark(header(slot), Mark::To);
        }
        view.last_move.push(msg);
    }

    // The choices open now: paths to take.
    if let Status::ToMove(seat) = status {
        let s = usize::from(seat.0);
        if state.laid > 0 && state.robins[s] == Place::Unplaced {
            for k in 0..PATHS {
                view.mark(cell(0, k, 0), Mark::Choice);
            }
        } else if let Place::On { slot, .. } = state.robins[s] {
            let mut walks = Vec::new();
            e.walks(state, s, &mut walks);
            for mv in walks {
                if let super::RMove::Path(k) = mv {
                    view.mark(cell(slot + 1, k, 1), Mark::Choice);
                }
            }
        }
    }

    view.seats = (0..e.seats)
        .map(|s| {
            let score = match state.robins[usize::from(s)] {
                Place::Unplaced => Message::new("robinhood-panel-waiting"),
                Place::Out => Message::new("robinhood-panel-out"),
                Place::On { slot, path, step } => Message::new("robinhood-panel")
                    .count("map", slot + 1)
                    .count("maps", state.laid)
                    .count("left", state.route[usize::from(slot)].path(path).len - step),
            };
            SeatPanel::new(Seat(s), NAMES[usize::from(s)]).score(Some(score))
        })
        .collect();
    view.seat_colours = NAMES[..usize::from(e.seats)]
        .iter()
        .map(|n| n.to_lowercase())
        .collect();
    if let Some(d) = state.die.or(state.last.and_then(|l| l.die)) {
        view.dice = Some(Dice {
            kind: "d6".into(),
            faces: vec![d],
            value: d.to_string(),
        });
    }
    view.to_move = status.seat();
    if *status == Status::Chance {
        view.to_throw = Some(Seat(state.turn));
    }
    view.caption = Some(caption(e, status, state));
    view
}

fn caption(e: &Engine, status: &Status, state: &RState) -> Message {
    let what = match status {
        Status::Over(outcome) => return outcome.caption(),
        Status::Chance => Message::new("robinhood-caption-throw").seat("seat", Seat(state.turn)),
        Status::ToMove(seat) if state.laid == 0 => {
            Message::new("robinhood-caption-first-map").seat("seat", *seat)
        }
        Status::ToMove(seat) if state.robins[usize::from(seat.0)] == Place::Unplaced => {
            Message::new("robinhood-caption-start").seat("seat", *seat)
        }
        Status::ToMove(seat) => {
            let s = usize::from(seat.0);
            let die = state.die.unwrap_or(0);
            let mut walks = Vec::new();
            e.walks(state, s, &mut walks);
            let walk = match walks.first() {
                Some(super::RMove::Path(_)) => {
                    let paths: Vec<String> = walks
                        .iter()
                        .filter_map(|m| match m {
                            super::RMove::Path(k) => Some((k + 1).to_string()),
                            _ => None,
                        })
                        .collect();
                    Message::new("robinhood-caption-paths").code("paths", paths.join(", "))
                }
                Some(super::RMove::Wait) => Message::new("robinhood-caption-wait"),
                _ => Message::new("robinhood-caption-go"),
            };
            if die == SIX {
                Message::new("robinhood-caption-six")
                    .seat("seat", *seat)
                    .part("walk", walk)
            } else {
                Message::new("robinhood-caption-move")
                    .seat("seat", *seat)
                    .count("die", die)
                    .part("walk", walk)
            }
        }
    };
    let boxed = state.boxed();
    if boxed.is_empty() || state.laid == 0 {
        what
    } else {
        let names: Vec<String> = boxed.iter().map(|m| (m + 1).to_string()).collect();
        Message::new("robinhood-caption")
            .part("what", what)
            .code("box", names.join(", "))
    }
}
