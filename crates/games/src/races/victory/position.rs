//! The position text: space-separated `key:value` fields,
//!
//! `laps:2 cars:5.0,4.1,7.0!1 turn:yellow phase:move dice:RRBX ply:12`
//!
//! - `laps`: the laps that win (the table's option);
//! - `cars`: each car's point (1 to 48) and the laps it has done, in seat
//!   order, with `!k` when it is the `k`-th car out of the race;
//! - `turn`: the seat whose turn it is;
//! - `phase`: `first` (three dice due), `choose` (one or two more),
//!   `throw1` or `throw2` (that many more due), `move`;
//! - `dice`: the faces thrown this turn (`RRBX`), `-` for none;
//! - `ply`: plies played (the cap counts them).

use super::NAMES;
use super::circuit::POINTS;
use super::legal::Engine;
use super::notation::throw_text;
use super::state::{FIRST_DICE, Faces, LOSE_TURN, Phase, VState};
use crate::PositionError;
use crate::races::fields;

const KEYS: [&str; 6] = ["laps", "cars", "turn", "phase", "dice", "ply"];

/// The position text of `state`.
pub fn write(e: &Engine, state: &VState) -> String {
    let cars: Vec<String> = state.cars[..usize::from(e.seats)]
        .iter()
        .map(|c| {
            let out = if c.out > 0 {
                format!("!{}", c.out)
            } else {
                String::new()
            };
            format!("{}.{}{out}", c.at + 1, c.laps)
        })
        .collect();
    let phase = match state.phase {
        Phase::First => "first".to_string(),
        Phase::Choose => "choose".to_string(),
        Phase::Second(n) => format!("throw{n}"),
        Phase::Move => "move".to_string(),
    };
    let dice = if state.faces.total() == 0 {
        "-".to_string()
    } else {
        throw_text(state.faces)
    };
    format!(
        "laps:{} cars:{} turn:{} phase:{phase} dice:{dice} ply:{}",
        e.laps,
        cars.join(","),
        NAMES[usize::from(state.turn)].to_lowercase(),
        state.ply
    )
}

fn bad(what: impl Into<String>) -> PositionError {
    PositionError::new(what)
}

/// The state whose text is `text`.
pub fn read(e: &Engine, text: &str) -> Result<VState, PositionError> {
    let example = write(e, &e.initial());
    let [laps, cars, turn, phase, dice, ply] = fields::split(text, KEYS, &example)?;
    if laps != e.laps.to_string() {
        return Err(bad(format!(
            "laps:{laps}: this table races {} laps (option laps)",
            e.laps
        )));
    }
    let mut state = e.initial();
    let list: Vec<&str> = cars.split(',').collect();
    if list.len() != usize::from(e.seats) {
        return Err(PositionError::count(format!(
            "cars: {} cars listed, the table has {}",
            list.len(),
            e.seats
        )));
    }
    let mut outs = Vec::new();
    for (s, item) in list.iter().enumerate() {
        let (place, out) = match item.split_once('!') {
            Some((p, k)) => (p, fields::number::<u8>(k, "cars")?),
            None => (*item, 0),
        };
        let (point, lap) = place
            .split_once('.')
            .ok_or_else(|| bad(format!("cars: '{item}' is not point.laps (as 5.0)")))?;
        let point: usize = fields::number(point, "cars")?;
        if point == 0 || point > POINTS {
            return Err(PositionError::piece(format!(
                "cars: point {point}: the circuit's points are 1 to {POINTS}"
            )));
        }
        let lap: u8 = fields::number(lap, "cars")?;
        if lap > e.laps {
            return Err(PositionError::counter(format!(
                "cars: '{item}': more laps than the {} that win",
                e.laps
            )));
        }
        let car = &mut state.cars[s];
        car.at = (point - 1) as u8;
        car.laps = lap;
        car.out = out;
        if out > 0 {
            outs.push(out);
        }
    }
    outs.sort_unstable();
    if outs.iter().enumerate().any(|(i, &k)| usize::from(k) != i + 1) {
        return Err(PositionError::piece(format!(
            "cars: the cars out are numbered {outs:?}: they go out 1, 2, 3…"
        )));
    }
    state.gone = outs.len() as u8;
    for a in 0..usize::from(e.seats) {
        for b in a + 1..usize::from(e.seats) {
            let (x, y) = (state.cars[a], state.cars[b]);
            if x.out == 0 && y.out == 0 && x.at == y.at {
                return Err(PositionError::piece(format!(
                    "cars: two cars on point {}",
                    x.at + 1
                )));
            }
        }
    }
    if (0..usize::from(e.seats))
        .filter(|&s| state.cars[s].laps >= e.laps)
        .count()
        > 1
    {
        return Err(PositionError::counter("cars: only one car finishes"));
    }
    state.turn = fields::seat(turn, "turn", &NAMES[..usize::from(e.seats)])?.0;
    if state.cars[usize::from(state.turn)].out > 0 {
        return Err(PositionError::turn(format!(
            "turn:{turn}: that car is out of the race"
        )));
    }
    state.phase = match phase {
        "first" => Phase::First,
        "choose" => Phase::Choose,
        "throw1" => Phase::Second(1),
        "throw2" => Phase::Second(2),
        "move" => Phase::Move,
        other => {
            return Err(bad(format!(
                "phase:{other}: expected first, choose, throw1, throw2 or move"
            )));
        }
    };
    let mut faces = Faces::default();
    if dice != "-" {
        for ch in dice.chars() {
            match ch.to_ascii_uppercase() {
                'R' => faces.red += 1,
                'B' => faces.blue += 1,
                'X' => faces.cross += 1,
                _ => return Err(bad(format!("dice:{dice}: faces are R, B and X"))),
            }
        }
    }
    let thrown = faces.total();
    let fits = match state.phase {
        Phase::First => thrown == 0,
        Phase::Choose | Phase::Second(_) => thrown == FIRST_DICE,
        Phase::Move => (FIRST_DICE + 1..=FIRST_DICE + 2).contains(&thrown) && faces.cross < LOSE_TURN,
    };
    if !fits {
        return Err(PositionError::counter(format!(
            "dice:{dice}: phase {phase} waits on 0 faces (first), 3 (choose, throw), or 4 or 5 with at most 2 crosses (move)"
        )));
    }
    state.faces = faces;
    state.ply = fields::number(ply, "ply")?;
    fields::within_cap(state.ply, e.cap)?;
    Ok(state)
}
