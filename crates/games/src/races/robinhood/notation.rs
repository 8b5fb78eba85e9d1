//! Move texts: `path 2` (the path taken on the first map, or on the next
//! map from the gate reached), `go` (on along the path), `wait` (at the
//! end of the route), and a six's map actions `place 3b` (map 3 laid
//! with side b up), `flip 3` (map 3 turned over) and `advance 3` (map 3
//! carried to the end of the route). The catalog's `/path 2`, `/map place
//! 3 b`, `/map flip 3` and `/map advance 3` are read too, and the Italian
//! words. Throws: a die's face `1`–`6`.

use super::RMove;
use super::legal::{Engine, SIX};
use super::maps::{GATES, Laid, MAPS, PATHS, SIDES};
use super::state::{Place, RState};
use crate::notation::{MoveError, normalize};
use crate::{Message, Status};

/// The canonical text of `mv`.
pub fn format(mv: RMove) -> String {
    match mv {
        RMove::Die(d) => d.to_string(),
        RMove::Go => "go".into(),
        RMove::Wait => "wait".into(),
        RMove::Path(k) => format!("path {}", k + 1),
        RMove::Place(m, s) => format!("place {}", Laid { map: m, side: s }.name()),
        RMove::Flip(m) => format!("flip {}", m + 1),
        RMove::Advance(m) => format!("advance {}", m + 1),
    }
}

/// Other texts accepted for `mv`: the catalog's forms and Italian words.
pub fn aliases(mv: RMove) -> Vec<String> {
    match mv {
        RMove::Die(_) => Vec::new(),
        RMove::Go => ["/go", "avanti", "vai"].map(String::from).to_vec(),
        RMove::Wait => ["/wait", "aspetta"].map(String::from).to_vec(),
        RMove::Path(k) => {
            let n = k + 1;
            vec![format!("/path {n}"), format!("sentiero {n}")]
        }
        RMove::Place(m, s) => {
            let (n, side) = (m + 1, SIDES[usize::from(s)]);
            vec![
                format!("/map place {n} {side}"),
                format!("map place {n} {side}"),
                format!("piazza {n}{side}"),
                format!("mappa piazza {n} {side}"),
            ]
        }
        RMove::Flip(m) => {
            let n = m + 1;
            vec![
                format!("/map flip {n}"),
                format!("map flip {n}"),
                format!("gira {n}"),
                format!("mappa gira {n}"),
            ]
        }
        RMove::Advance(m) => {
            let n = m + 1;
            vec![
                format!("/map advance {n}"),
                format!("map advance {n}"),
                format!("sposta {n}"),
                format!("mappa sposta {n}"),
            ]
        }
    }
}

/// What a text reads as, whether legal or not; numbers as typed (1-based).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Reading {
    Go,
    Wait,
    Path(u32),
    Place(u32, Option<u8>),
    Flip(u32),
    Advance(u32),
}

fn read(text: &str) -> Option<Reading> {
    let t = normalize(text).to_lowercase();
    let t = t.strip_prefix('/').unwrap_or(&t);
    let t = ["map", "mappa"]
        .iter()
        .find_map(|w| t.strip_prefix(w))
        .unwrap_or(t);
    match t {
        "go" | "avanti" | "vai" => return Some(Reading::Go),
        "wait" | "aspetta" => return Some(Reading::Wait),
        _ => {}
    }
    let number = |rest: &str| rest.parse::<u32>().ok();
    for w in ["path", "sentiero"] {
        if let Some(rest) = t.strip_prefix(w) {
            return number(rest).map(Reading::Path);
        }
    }
    for w in ["flip", "gira"] {
        if let Some(rest) = t.strip_prefix(w) {
            return number(rest).map(Reading::Flip);
        }
    }
    for w in ["advance", "sposta"] {
        if let Some(rest) = t.strip_prefix(w) {
            return number(rest).map(Reading::Advance);
        }
    }
    for w in ["place", "piazza"] {
        if let Some(rest) = t.strip_prefix(w) {
            let digits: String = rest.chars().take_while(char::is_ascii_digit).collect();
            let side = match &rest[digits.len()..] {
                "" => None,
                "a" => Some(0),
                "b" => Some(1),
                _ => return None,
            };
            return number(&digits).map(|n| Reading::Place(n, side));
        }
    }
    None
}

/// The legal moves as one text, for a refusal.
pub fn legal_text(e: &Engine, state: &RState) -> String {
    let mut out = Vec::new();
    e.legal(state, &mut out);
    out.into_iter().map(format).collect::<Vec<_>>().join(", ")
}

/// Why `text` is no legal move here.
pub fn diagnose(e: &Engine, state: &RState, text: &str) -> MoveError {
    let notation = Message::new("robinhood-notation");
    let Some(reading) = read(text) else {
        return match e.status(state) {
            Status::Over(outcome) => MoveError::NoMoveExpected {
                reason: Message::new("move-game-over").part("reason", outcome.reason),
            },
            _ => MoveError::not_a_move(text, notation),
        };
    };
    let why = match e.status(state) {
        Status::Over(outcome) => {
            return MoveError::NoMoveExpected {
                reason: Message::new("move-game-over").part("reason", outcome.reason),
            };
        }
        Status::Chance => return MoveError::illegal(text, Message::new("robinhood-die-due")),
        Status::ToMove(_) => why(e, state, reading),
    };
    MoveError::illegal(
        text,
        Message::new("robinhood-refused")
            .part("why", why)
            .code("legal", legal_text(e, state)),
    )
}

/// The reason a well-formed move is not legal for the seat to move.
fn why(e: &Engine, state: &RState, reading: Reading) -> Message {
    let no_map = |n: u32| {
        (!(1..=u32::from(MAPS)).contains(&n))
            .then(|| Message::new("robinhood-no-such-map").count("n", i64::from(n.min(99))))
    };
    let no_path = |n: u32| {
        (!(1..=u32::from(PATHS)).contains(&n))
            .then(|| Message::new("robinhood-no-such-path").count("n", i64::from(n.min(99))))
    };
    if state.laid == 0 {
        return match reading {
            Reading::Place(n, _) => no_map(n).unwrap_or_else(|| Message::new("robinhood-side-needed")),
            _ => Message::new("robinhood-first-map"),
        };
    }
    if let Some(seat) = e.unplaced(state) {
        return match reading {
            Reading::Path(n) => no_path(n).unwrap_or_else(|| Message::new("robinhood-first-map")),
            _ => Message::new("robinhood-choose-start").seat("seat", crate::Seat(seat)),
        };
    }
    let six = state.die == Some(SIX);
    let seat = usize::from(state.turn);
    let Place::On { slot, path, step } = state.robins[seat] else {
        return Message::new("robinhood-notation");
    };
    let here = state.route[usize::from(slot)].path(path);
    match reading {
        Reading::Path(n) if no_path(n).is_some() => {
            no_path(n).unwrap_or_else(|| Message::new("robinhood-notation"))
        }
        Reading::Go | Reading::Path(_) if step < here.len => Message::new("robinhood-on-path")
            .count("path", path + 1)
            .count("left", here.len - step),
        Reading::Go | Reading::Path(_) if slot + 1 == state.laid => Message::new("robinhood-no-next-map"),
        Reading::Go => {
            Message::new("robinhood-at-gate").code("gate", GATES[usize::from(here.to)].to_string())
        }
        Reading::Path(n) => no_path(n).unwrap_or_else(|| {
            let next = state.route[usize::from(slot) + 1];
            let from = next.path((n - 1) as u8).from;
            Message::new("robinhood-wrong-gate")
                .count("path", n)
                .code("from", GATES[usize::from(from)].to_string())
                .code("gate", GATES[usize::from(here.to)].to_string())
        }),
        Reading::Wait => Message::new("robinhood-can-move"),
        Reading::Place(..) | Reading::Flip(_) | Reading::Advance(_) if !six => {
            Message::new("robinhood-six-only")
        }
        Reading::Place(n, side) => no_map(n).unwrap_or_else(|| match side {
            None => Message::new("robinhood-side-needed"),
            Some(_) => Message::new("robinhood-map-laid").count("map", n),
        }),
        Reading::Flip(n) => no_map(n).unwrap_or_else(|| match state.slot_of((n - 1) as u8) {
            None => Message::new("robinhood-map-boxed").count("map", n),
            Some(_) => Message::new("robinhood-map-reached").count("map", n),
        }),
        Reading::Advance(n) => no_map(n).unwrap_or_else(|| match state.slot_of((n - 1) as u8) {
            None => Message::new("robinhood-map-boxed").count("map", n),
            Some(_) => Message::new("robinhood-map-not-passed").count("map", n),
        }),
    }
}
