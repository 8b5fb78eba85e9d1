//! The position text: space-separated `key:value` fields,
//!
//! `tokens:l3,-,+/i1,-,- block:i5-j5 turn:green die:N ply:12`
//!
//! - `tokens`: each seat's three tokens in turn order, `/` between seats:
//!   a square, `-` on the start space, `+` over the finish line;
//! - `block`: the movable obstacle's two squares, `-` before it is placed;
//! - `turn`: the seat whose turn it is;
//! - `die`: the face thrown (`P`, `N`, `B`, `R`, `Q`, `K`), `-` while the
//!   die is due;
//! - `ply`: plies played (the cap counts them).

use super::NAMES;
use super::board;
use super::legal::Engine;
use super::state::{Face, Loc, SState, TOKENS};
use crate::PositionError;
use crate::races::fields;

const KEYS: [&str; 5] = ["tokens", "block", "turn", "die", "ply"];

fn loc(l: Loc) -> String {
    match l {
        Loc::Start => "-".into(),
        Loc::Home => "+".into(),
        Loc::Square(sq) => board::name(sq),
    }
}

/// The position text of `state`.
pub fn write(e: &Engine, state: &SState) -> String {
    let tokens: Vec<String> = state.tokens[..usize::from(e.seats)]
        .iter()
        .map(|ts| ts.iter().map(|&l| loc(l)).collect::<Vec<_>>().join(","))
        .collect();
    let block = state.obstacle.map_or("-".to_string(), |(a, b)| {
        format!("{}-{}", board::name(a), board::name(b))
    });
    format!(
        "tokens:{} block:{block} turn:{} die:{} ply:{}",
        tokens.join("/"),
        NAMES[usize::from(state.turn)].to_lowercase(),
        state.roll.map_or('-', Face::letter),
        state.ply
    )
}

fn square(text: &str, key: &str) -> Result<u8, PositionError> {
    board::read(text).ok_or_else(|| {
        PositionError::of(
            crate::position::PositionErrorKind::Square,
            format!("{key}: '{text}' is not a square of the track"),
        )
    })
}

/// The state whose text is `text`.
pub fn read(e: &Engine, text: &str) -> Result<SState, PositionError> {
    let example = write(e, &e.initial());
    let [tokens, block, turn, die, ply] = fields::split(text, KEYS, &example)?;
    let mut state = e.initial();
    let seats: Vec<&str> = tokens.split('/').collect();
    if seats.len() != usize::from(e.seats) {
        return Err(PositionError::count(format!(
            "tokens: {} seats listed, the table has {}",
            seats.len(),
            e.seats
        )));
    }
    let mut taken = Vec::new();
    for (s, list) in seats.iter().enumerate() {
        let items: Vec<&str> = list.split(',').collect();
        if items.len() != TOKENS {
            return Err(PositionError::count(format!(
                "tokens: {} has {} tokens, each seat has {TOKENS}",
                NAMES[s].to_lowercase(),
                items.len()
            )));
        }
        for (t, item) in items.iter().enumerate() {
            state.tokens[s][t] = match *item {
                "-" => Loc::Start,
                "+" => Loc::Home,
                name => {
                    let sq = square(name, "tokens")?;
                    let (f, r) = board::coords(sq);
                    if board::fixed(f, r) {
                        return Err(PositionError::piece(format!(
                            "tokens: {name} is a fixed obstacle"
                        )));
                    }
                    if taken.contains(&sq) {
                        return Err(PositionError::piece(format!("tokens: two tokens on {name}")));
                    }
                    taken.push(sq);
                    Loc::Square(sq)
                }
            };
        }
    }
    if block != "-" {
        let (a, b) = block.split_once('-').ok_or_else(|| {
            PositionError::new(format!("block:{block}: expected two squares 'i5-j5' or '-'"))
        })?;
        let (a, b) = (square(a, "block")?, square(b, "block")?);
        if !board::placements().contains(&(a, b)) {
            return Err(PositionError::piece(format!(
                "block:{block}: the obstacle lies on two squares side by side in the arrows' stretch (i4 to l7), lower or left first"
            )));
        }
        if taken.contains(&a) || taken.contains(&b) {
            return Err(PositionError::piece(format!(
                "block:{block}: a token stands there"
            )));
        }
        state.obstacle = Some((a, b));
    }
    let names: Vec<String> = NAMES[..usize::from(e.seats)]
        .iter()
        .map(|n| n.to_lowercase())
        .collect();
    state.turn =
        names.iter().position(|n| n == turn).ok_or_else(|| {
            PositionError::turn(format!("turn:{turn}: expected one of {}", names.join(", ")))
        })? as u8;
    state.roll = match die {
        "-" => None,
        d => Some(
            Face::ALL
                .into_iter()
                .find(|f| f.letter().to_string() == d)
                .ok_or_else(|| PositionError::new(format!("die:{d}: expected P, N, B, R, Q, K or -")))?,
        ),
    };
    state.ply = fields::number(ply, "ply")?;
    fields::within_cap(state.ply, e.cap)?;
    if (0..usize::from(e.seats))
        .filter(|&s| state.home(s) == TOKENS as u8)
        .count()
        > 1
    {
        return Err(PositionError::unreachable(
            "tokens: the game ends when the first seat has its three tokens home",
        ));
    }
    Ok(state)
}
