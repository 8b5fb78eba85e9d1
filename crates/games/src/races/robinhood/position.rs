//! The position text: space-separated `key:value` fields,
//!
//! `route:1a,3b robins:2.1.3,1.4.6 turn:blue die:6 ply:31`
//!
//! - `route`: the maps laid, first to last, each its number and the side
//!   up (`-`: none yet); the others are in the box;
//! - `robins`: each seat's Robin, `map.path.space` with the map counted
//!   along the route from 1, the path from 1 and the space from 1 (0: in
//!   front of its path on the first map, not yet moved); `-` for a Robin
//!   not yet placed, `out` for one out of the forest;
//! - `turn`: the seat to throw or to use its throw;
//! - `die`: the throw waiting to be used, `-` while one is due;
//! - `ply`: plies played (the cap counts them).

use super::NAMES;
use super::legal::Engine;
use super::maps::{Laid, MAPS, PATHS, SIDES};
use super::state::{Place, RState};
use crate::PositionError;
use crate::races::fields;

const KEYS: [&str; 5] = ["route", "robins", "turn", "die", "ply"];

/// The position text of `state`.
pub fn write(e: &Engine, state: &RState) -> String {
    let route = if state.laid == 0 {
        "-".to_string()
    } else {
        state
            .route()
            .iter()
            .map(|l| l.name())
            .collect::<Vec<_>>()
            .join(",")
    };
    let robins: Vec<String> = state.robins[..usize::from(e.seats)]
        .iter()
        .map(|p| match p {
            Place::Unplaced => "-".to_string(),
            Place::Out => "out".to_string(),
            Place::On { slot, path, step } => format!("{}.{}.{step}", slot + 1, path + 1),
        })
        .collect();
    format!(
        "route:{route} robins:{} turn:{} die:{} ply:{}",
        robins.join(","),
        NAMES[usize::from(state.turn)].to_lowercase(),
        state.die.map_or("-".to_string(), |d| d.to_string()),
        state.ply
    )
}

fn bad(what: impl Into<String>) -> PositionError {
    PositionError::new(what)
}

/// A map as written: its number and side, `3b`.
fn laid(text: &str) -> Result<Laid, PositionError> {
    let wrong = || {
        bad(format!(
            "route: '{text}' is not a map 1 to 4 with its side a or b, as 3b"
        ))
    };
    let mut chars = text.chars();
    let (Some(n), Some(side), None) = (chars.next(), chars.next(), chars.next()) else {
        return Err(wrong());
    };
    let map = n
        .to_digit(10)
        .filter(|n| (1..=u32::from(MAPS)).contains(n))
        .ok_or_else(wrong)?;
    let side = SIDES.iter().position(|s| *s == side).ok_or_else(wrong)?;
    Ok(Laid {
        map: map as u8 - 1,
        side: side as u8,
    })
}

/// A Robin as written.
fn robin(text: &str, state: &RState) -> Result<Place, PositionError> {
    match text {
        "-" => return Ok(Place::Unplaced),
        "out" => return Ok(Place::Out),
        _ => {}
    }
    let wrong = || bad(format!("robins: '{text}' is not map.path.space, '-' or 'out'"));
    let parts: Vec<u8> = text
        .split('.')
        .map(|n| n.parse::<u8>().map_err(|_| wrong()))
        .collect::<Result<_, _>>()?;
    let [slot, path, step] = parts[..] else {
        return Err(wrong());
    };
    if slot == 0 || slot > state.laid {
        return Err(PositionError::piece(format!(
            "robins: '{text}': the route has {} maps",
            state.laid
        )));
    }
    if path == 0 || path > PATHS {
        return Err(PositionError::piece(format!(
            "robins: '{text}': a map has paths 1 to {PATHS}"
        )));
    }
    let len = state.route[usize::from(slot - 1)].path(path - 1).len;
    if step > len || (step == 0 && slot != 1) {
        return Err(PositionError::piece(format!(
            "robins: '{text}': that path has spaces 1 to {len} (0 only in front of a path of the first map)"
        )));
    }
    if state.laid == MAPS && slot == MAPS && step == len {
        return Err(PositionError::piece(format!(
            "robins: '{text}': a Robin at the end of the last of four maps is out"
        )));
    }
    Ok(Place::On {
        slot: slot - 1,
        path: path - 1,
        step,
    })
}

/// The state whose text is `text`.
pub fn read(e: &Engine, text: &str) -> Result<RState, PositionError> {
    let example = "route:1a,3b robins:2.1.3,1.4.6 turn:blue die:6 ply:31";
    let [route, robins, turn, die, ply] = fields::split(text, KEYS, example)?;
    let mut state = e.initial();
    for item in fields::list(route) {
        if state.laid == MAPS {
            return Err(PositionError::count("route: four maps at most"));
        }
        let l = laid(item)?;
        if state.slot_of(l.map).is_some() {
            return Err(PositionError::count(format!(
                "route: map {} is laid twice",
                l.map + 1
            )));
        }
        state.route[usize::from(state.laid)] = l;
        state.laid += 1;
    }
    let list: Vec<&str> = robins.split(',').collect();
    if list.len() != usize::from(e.seats) {
        return Err(PositionError::count(format!(
            "robins: {} listed, the table has {} seats",
            list.len(),
            e.seats
        )));
    }
    for (s, item) in list.iter().enumerate() {
        state.robins[s] = robin(item, &state)?;
    }
    let seats = &state.robins[..usize::from(e.seats)];
    let unplaced = seats.iter().filter(|p| **p == Place::Unplaced).count();
    let out = seats.iter().filter(|p| **p == Place::Out).count();
    if state.laid == 0 && unplaced != seats.len() {
        return Err(PositionError::piece(
            "robins: no map is laid, so no Robin is placed",
        ));
    }
    if unplaced > 0 {
        let first = seats.iter().position(|p| *p == Place::Unplaced).unwrap_or(0);
        let moved = seats
            .iter()
            .any(|p| !matches!(p, Place::Unplaced | Place::On { slot: 0, step: 0, .. }));
        if seats[first..].iter().any(|p| *p != Place::Unplaced) || moved || state.laid > 1 {
            return Err(PositionError::unreachable(
                "robins: the Robins are placed in seat order before anything else happens",
            ));
        }
    }
    if out > 1 {
        return Err(PositionError::count(
            "robins: the game ends when the first Robin is out",
        ));
    }
    state.turn = fields::seat(turn, "turn", &NAMES[..usize::from(e.seats)])?.0;
    state.die = match die {
        "-" => None,
        d => match fields::number::<u8>(d, "die")? {
            d @ 1..=6 => Some(d),
            _ => return Err(bad("die: a die shows 1 to 6")),
        },
    };
    if unplaced > 0 && (state.die.is_some() || state.turn != 0) {
        return Err(PositionError::turn(
            "die: nobody throws before every Robin is placed, and the first seat throws first",
        ));
    }
    state.ply = fields::number(ply, "ply")?;
    fields::within_cap(state.ply, e.cap)?;
    Ok(state)
}
