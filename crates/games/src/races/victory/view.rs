//! The picture: the circuit as a graph of numbered points joined by red
//! and blue straight lines, the finish line across the road, the cars,
//! the last move's path, the dice and each car's laps.

use super::NAMES;
use super::circuit::{Circuit, POINTS};
use super::legal::Engine;
use super::notation::throw_text;
use super::state::{Faces, LastKind, Phase, VState};
use crate::view::{Board, Dice, GraphLine, GraphPoint, Mark, SeatPanel, View};
use crate::{Message, Seat, Status};

/// A point's name in the picture: its number.
fn name(p: u8) -> String {
    (p + 1).to_string()
}

/// The dice kind: a face is a cross (0) or a colour (1 red, 2 blue).
const DICE: &str = "swatches:red,navy";

fn dice_faces(f: Faces) -> Vec<u8> {
    let mut v = Vec::new();
    v.extend(std::iter::repeat_n(1, usize::from(f.red)));
    v.extend(std::iter::repeat_n(2, usize::from(f.blue)));
    v.extend(std::iter::repeat_n(0, usize::from(f.cross)));
    v
}

pub fn view(e: &Engine, status: &Status, state: &VState) -> View {
    let mut points: Vec<GraphPoint> = (0..POINTS as u8)
        .map(|p| {
            let (x, y) = Circuit::place(p);
            GraphPoint::new(name(p), x, y)
        })
        .collect();
    let (a, b) = Circuit::finish_line();
    points.push(GraphPoint::new("~finish-a", a.0, a.1));
    points.push(GraphPoint::new("~finish-b", b.0, b.1));
    let mut lines: Vec<GraphLine> = vec![GraphLine::new("~finish-a", "~finish-b").paint("black")];
    for line in &e.circuit.lines {
        let (Some(&first), Some(&last)) = (line.points.first(), line.points.last()) else {
            continue;
        };
        lines.push(GraphLine::new(name(first), name(last)).paint(line.colour.key()));
    }
    let mut view = View::new(Board::graph(points, Vec::new()).painted(lines));

    for s in 0..e.seats {
        let car = state.cars[usize::from(s)];
        if car.out == 0 {
            view.piece(name(car.at), Some(Seat(s)), "man");
        }
    }

    if let Some(last) = &state.last {
        let seat = Seat(last.seat);
        let dice = throw_text(last.faces);
        match last.kind {
            LastKind::Moved => {
                if let (Some(&from), Some(&to)) = (last.path.first(), last.path.last()) {
                    view.mark(name(from), Mark::From);
                    for &p in &last.path[1..last.path.len() - 1] {
                        view.mark(name(p), Mark::Sown);
                    }
                    view.mark(name(to), Mark::To);
                    for w in last.path.windows(2) {
                        view.arrows.push((name(w[0]), name(w[1])));
                    }
                    view.last_move.push(
                        Message::new("victory-moved")
                            .seat("seat", seat)
                            .code("dice", dice)
                            .count("to", to + 1),
                    );
                }
            }
            LastKind::Stayed => view.last_move.push(
                Message::new("victory-stayed")
                    .seat("seat", seat)
                    .code("dice", dice),
            ),
            LastKind::LostTurn => view.last_move.push(
                Message::new("victory-lost-turn")
                    .seat("seat", seat)
                    .code("dice", dice),
            ),
            LastKind::Out => view.last_move.push(
                Message::new("victory-went-out")
                    .seat("seat", seat)
                    .code("dice", dice),
            ),
        }
    }

    view.seats = (0..e.seats)
        .map(|s| {
            let car = state.cars[usize::from(s)];
            let score = if car.out > 0 {
                Message::new("victory-panel-out")
            } else {
                Message::new("victory-panel")
                    .count("laps", car.laps)
                    .count("of", e.laps)
            };
            SeatPanel::new(Seat(s), NAMES[usize::from(s)]).score(Some(score))
        })
        .collect();
    view.seat_colours = NAMES[..usize::from(e.seats)]
        .iter()
        .map(|n| n.to_lowercase())
        .collect();

    let shown = if state.faces.total() > 0 {
        Some(state.faces)
    } else {
        state.last.as_ref().map(|l| l.faces)
    };
    if let Some(f) = shown.filter(|f| f.total() > 0) {
        view.dice = Some(Dice {
            kind: DICE.into(),
            faces: dice_faces(f),
            value: throw_text(f),
        });
    }
    view.to_move = status.seat();
    if *status == Status::Chance {
        view.to_throw = Some(Seat(state.turn));
    }
    if state.phase == Phase::Move && status.seat().is_some() {
        for p in e.paths(state) {
            view.mark(name(p.to()), Mark::Choice);
        }
    }
    view.caption = Some(caption(status, state));
    view
}

fn caption(status: &Status, state: &VState) -> Message {
    let seat = Seat(state.turn);
    match status {
        Status::Over(outcome) => outcome.caption(),
        _ => match state.phase {
            Phase::First => Message::new("victory-caption-first").seat("seat", seat),
            Phase::Choose => Message::new("victory-caption-choose")
                .seat("seat", seat)
                .code("dice", throw_text(state.faces)),
            Phase::Second(n) => Message::new("victory-caption-second")
                .seat("seat", seat)
                .count("n", n),
            Phase::Move => Message::new("victory-caption-move")
                .seat("seat", seat)
                .count("red", state.faces.red)
                .count("blue", state.faces.blue),
        },
    }
}
