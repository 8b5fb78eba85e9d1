//! Move texts: `roll` (one more die), `stop` (move now), `pawn 1` and
//! `pawn 2` (two pawns each: the pawn to move this turn). Throws: a die's
//! face `1`–`6`, a card turned up `c1`–`c7`. The catalog's `/roll`,
//! `/stop` and `/pawn 1` are read too, and the Italian words.

use super::KMove;
use super::legal::Engine;
use super::state::KState;
use crate::notation::{MoveError, normalize};
use crate::{Message, Seat, Status};

/// The canonical text of `mv`.
pub fn format(mv: KMove) -> String {
    match mv {
        KMove::Die(d) => d.to_string(),
        KMove::Card(v) => format!("c{v}"),
        KMove::Roll => "roll".into(),
        KMove::Stop => "stop".into(),
        KMove::Pawn(k) => format!("pawn {}", k + 1),
    }
}

/// Other texts accepted for `mv`.
pub fn aliases(mv: KMove) -> Vec<String> {
    match mv {
        KMove::Roll => ["/roll", "tira", "lancia"].map(String::from).to_vec(),
        KMove::Stop => ["/stop", "basta", "fermo"].map(String::from).to_vec(),
        KMove::Pawn(k) => {
            let n = k + 1;
            vec![
                format!("/pawn {n}"),
                format!("p{n}"),
                format!("pedina {n}"),
                n.to_string(),
            ]
        }
        KMove::Die(_) | KMove::Card(_) => Vec::new(),
    }
}

/// What a text reads as, whether legal or not.
enum Reading {
    Roll,
    Stop,
    Pawn(u32),
}

fn read(text: &str) -> Option<Reading> {
    let t = normalize(text);
    let t = t.strip_prefix('/').unwrap_or(&t);
    match t {
        "roll" | "tira" | "lancia" => return Some(Reading::Roll),
        "stop" | "basta" | "fermo" => return Some(Reading::Stop),
        _ => {}
    }
    let number = ["pawn", "pedina", "p"]
        .iter()
        .find_map(|w| t.strip_prefix(w))
        .unwrap_or(t);
    number.parse().ok().map(Reading::Pawn)
}

/// Why `text` is no legal move here.
pub fn diagnose(e: &Engine, state: &KState, text: &str) -> MoveError {
    let reading = read(text);
    let notation = if e.pawns_each == 2 {
        Message::new("kanguruh-notation-pawns")
    } else {
        Message::new("kanguruh-notation")
    };
    match e.status(state) {
        Status::Over(outcome) => MoveError::NoMoveExpected {
            reason: Message::new("move-game-over").part("reason", outcome.reason),
        },
        Status::Chance => {
            let why = if state.face_up.is_none() {
                Message::new("kanguruh-card-due")
            } else {
                Message::new("kanguruh-die-due")
            };
            match reading {
                Some(_) => MoveError::illegal(text, why),
                None => MoveError::not_a_move(text, notation),
            }
        }
        Status::ToMove(seat) => match reading {
            None => MoveError::not_a_move(text, notation),
            Some(Reading::Pawn(_)) if e.pawns_each == 1 => MoveError::not_a_move(text, notation),
            Some(Reading::Pawn(n)) if !(1..=2).contains(&n) => MoveError::illegal(
                text,
                Message::new("kanguruh-no-such-pawn").count("n", i64::from(n.min(99))),
            ),
            Some(Reading::Pawn(_)) => MoveError::illegal(
                text,
                Message::new("kanguruh-pawn-chosen").seat("seat", Seat(e.decider(state))),
            ),
            Some(Reading::Roll | Reading::Stop) => {
                MoveError::illegal(text, Message::new("kanguruh-choose-first").seat("seat", seat))
            }
        },
    }
}
