//! The position text: `<line> <hands> <turn>`.
//!
//! - the line: its tiles from left to right, each as its two halves in the
//!   order they lie, `.` between tiles (`WJ.JJ.JS`), or `-` when empty;
//! - the hands, seat by seat, `/` between them: each the canonical tiles
//!   in the set's order, `,` between them, or `-` when empty;
//! - the turn: `deal` while the deal goes on, the number (from 1) of the
//!   seat to move, or `over`.
//!
//! Example, two seats after the opening: `JW JJ,JS,…/RR,… 1`. After the
//! deal, tiles the text leaves out of both the line and the hands are out
//! of the game (a set-up for study); positions reached in play hold all 28.

use super::Fingertip;
use super::chain::{Chain, Laid};
use super::material::Material;
use super::state::FState;
use super::tile::{COUNT, Tile, tiles_of};
use crate::PositionError;

/// The position text of `state`.
pub fn write(rules: &Fingertip, state: &FState) -> String {
    let line = if state.chain.is_empty() {
        "-".to_string()
    } else {
        state
            .chain
            .laid()
            .iter()
            .map(|l| format!("{}{}", l.left.letter(), l.right.letter()))
            .collect::<Vec<_>>()
            .join(".")
    };
    let hands = (0..usize::from(rules.e.seats))
        .map(|s| {
            let h = state.hands[s];
            if h == 0 {
                "-".to_string()
            } else {
                tiles_of(h).map(Tile::text).collect::<Vec<_>>().join(",")
            }
        })
        .collect::<Vec<_>>()
        .join("/");
    let turn = if !state.dealt() {
        "deal".to_string()
    } else if state.end.is_some() {
        "over".to_string()
    } else {
        (state.to_move + 1).to_string()
    };
    format!("{line} {hands} {turn}")
}

/// The state whose text is `text`.
pub fn read(rules: &Fingertip, text: &str) -> Result<FState, PositionError> {
    let e = rules.e;
    let fields: Vec<&str> = text.split_whitespace().collect();
    let [line, hands, turn] = fields[..] else {
        return Err(PositionError::shape(
            "three fields: the line, the hands, the turn",
        ));
    };
    let mut seen = 0u32;
    let mut take = |t: Tile| -> Result<(), PositionError> {
        if seen & t.bit() != 0 {
            return Err(PositionError::count(format!(
                "the tile {} appears twice",
                t.text()
            )));
        }
        seen |= t.bit();
        Ok(())
    };
    let mut laid = Vec::new();
    if line != "-" {
        for part in line.split('.') {
            let mut c = part.chars();
            let (Some(a), Some(b), None) = (c.next(), c.next(), c.next()) else {
                return Err(PositionError::piece(format!(
                    "'{part}' is not a tile of the line"
                )));
            };
            let (Some(left), Some(right)) = (Material::from_letter(a), Material::from_letter(b)) else {
                return Err(PositionError::piece(format!(
                    "'{part}' is not a tile of the line"
                )));
            };
            let l = Laid { left, right };
            take(l.tile())?;
            laid.push(l);
        }
    }
    let chain = Chain::from_laid(laid)
        .ok_or_else(|| PositionError::unreachable("touching halves of the line differ"))?;
    let parts: Vec<&str> = hands.split('/').collect();
    if parts.len() != usize::from(e.seats) {
        return Err(PositionError::shape(format!(
            "{} hands for {} seats",
            parts.len(),
            e.seats
        )));
    }
    let mut state = FState::new();
    for (s, part) in parts.iter().enumerate() {
        if *part == "-" {
            continue;
        }
        for word in part.split(',') {
            let t = Tile::read(word)
                .filter(|t| t.text() == word)
                .ok_or_else(|| PositionError::piece(format!("'{word}' is not a tile")))?;
            take(t)?;
            state.hands[s] |= t.bit();
        }
    }
    state.chain = chain;
    let held: u32 = (0..e.seats).map(|s| state.hand_len(s)).sum();
    if turn == "deal" {
        state.dealt = (held as usize + state.chain.len()) as u8;
        if state.dealt() {
            return Err(PositionError::turn(
                "every tile is dealt: the turn is a seat or 'over'",
            ));
        }
        if !state.chain.is_empty() {
            return Err(PositionError::unreachable("no tile is laid before the deal ends"));
        }
        // Round robin from the first seat: earlier seats hold one more.
        for s in 0..e.seats {
            let due = (u32::from(state.dealt) + u32::from(e.seats) - 1 - u32::from(s)) / u32::from(e.seats);
            if state.hand_len(s) != due {
                return Err(PositionError::count(format!(
                    "seat {} should hold {due} tiles at this point of the deal",
                    s + 1
                )));
            }
        }
        return Ok(state);
    }
    // Tiles in no hand and not in the line are out of the game (a set-up
    // written for study); in play every tile is somewhere.
    state.dealt = COUNT as u8;
    state.end = e.end_of(&state);
    match (turn, state.end) {
        ("over", Some(_)) => {}
        ("over", None) => return Err(PositionError::turn("the game is not over")),
        (_, Some(_)) => return Err(PositionError::turn("the game is over: the turn is 'over'")),
        (t, None) => {
            let seat = t
                .parse::<u8>()
                .ok()
                .filter(|s| (1..=e.seats).contains(s))
                .ok_or_else(|| PositionError::turn(format!("'{t}' is no seat: 1 to {}", e.seats)))?;
            state.to_move = seat - 1;
            if state.chain.is_empty() && state.holder(Tile::double_jute()) != Some(state.to_move) {
                return Err(PositionError::turn("the holder of the double jute opens"));
            }
        }
    }
    Ok(state)
}

/// The line as the position texts write it (`WJ.JJ.JS`, `-` when empty).
pub fn line_text(chain: &Chain) -> String {
    if chain.is_empty() {
        return "-".to_string();
    }
    chain
        .laid()
        .iter()
        .map(|l| format!("{}{}", l.left.letter(), l.right.letter()))
        .collect::<Vec<_>>()
        .join(".")
}

/// A hand as the position texts write it (`JJ,JS`, `-` when empty).
pub fn hand_text(mask: u32) -> String {
    if mask == 0 {
        "-".to_string()
    } else {
        tiles_of(mask).map(Tile::text).collect::<Vec<_>>().join(",")
    }
}

/// The line a position text writes, its touching halves checked.
pub fn read_line(text: &str) -> Result<Chain, PositionError> {
    let mut laid = Vec::new();
    let mut seen = 0u32;
    if text != "-" {
        for part in text.split('.') {
            let mut c = part.chars();
            let halves = match (c.next(), c.next(), c.next()) {
                (Some(a), Some(b), None) => Material::from_letter(a).zip(Material::from_letter(b)),
                _ => None,
            };
            let Some((left, right)) = halves else {
                return Err(PositionError::piece(format!(
                    "'{part}' is not a tile of the line"
                )));
            };
            let l = Laid { left, right };
            if seen & l.tile().bit() != 0 {
                return Err(PositionError::count(format!(
                    "the tile {} appears twice",
                    l.tile().text()
                )));
            }
            seen |= l.tile().bit();
            laid.push(l);
        }
    }
    Chain::from_laid(laid).ok_or_else(|| PositionError::unreachable("touching halves of the line differ"))
}

/// A hand a position text writes, as a mask (canonical tiles only).
pub fn read_hand(text: &str) -> Result<u32, PositionError> {
    let mut mask = 0u32;
    if text == "-" {
        return Ok(0);
    }
    for word in text.split(',') {
        let t = Tile::read(word)
            .filter(|t| t.text() == word)
            .ok_or_else(|| PositionError::piece(format!("'{word}' is not a tile")))?;
        if mask & t.bit() != 0 {
            return Err(PositionError::count(format!(
                "the tile {} appears twice",
                t.text()
            )));
        }
        mask |= t.bit();
    }
    Ok(mask)
}
