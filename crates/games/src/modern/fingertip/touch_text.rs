//! Touch Domino's texts: its moves as the table reads them, its position
//! text and what a viewer may read of it.
//!
//! Moves are Colour Domino's (`JW R`, the opening `JJ`, `pass`) with
//! `draw`; a tile out of the bag is the throw `JW:2` (the tile, the seat
//! drawing it, from 1), read by the table as `?:2` while the game is
//! played.
//!
//! The position text is `<line> <hands> <turn>`: the line and the hands
//! as Colour Domino writes them (the bag is every tile in neither), and
//! the turn: `deal` during the opening deal, `over`, or the seat to move
//! (from 1) with what it is doing: `2` (its turn begins), `2+` (it has
//! laid a tile this turn and may stop), `2=JW` (it drew `JW` when stuck,
//! which fits and must be laid), `2?` (it draws one tile, stuck), `2*`
//! (its turn is over and it draws back up to 4).

use super::FMove;
use super::chain::Side;
use super::notation;
use super::position::{hand_text, line_text, read_hand, read_line};
use super::state::End;
use super::tile::Tile;
use super::touch_state::{Drawing, HAND, TState};
use super::turn::TouchEngine;
use crate::PositionError;

/// `mv`, played in `state`, as the table reads it while the game is
/// played: the tile out of the bag stays unsaid.
pub fn public(e: &TouchEngine, state: &TState, mv: FMove) -> String {
    match mv {
        FMove::Deal(_) => format!("?:{}", e.receiver(state) + 1),
        _ => notation::format(mv, e.receiver(state)),
    }
}

/// The turn field of `state`; the tile drawn written as `??` unless
/// `secret` may be shown.
fn turn_text(e: &TouchEngine, state: &TState, secret: bool) -> String {
    if !e.dealt(state) {
        return "deal".into();
    }
    if state.end.is_some() {
        return "over".into();
    }
    let seat = state.to_move + 1;
    match (state.drawing, state.drawn) {
        (Some(Drawing::Stuck(_)), _) => format!("{seat}?"),
        (Some(Drawing::Refill(_)), _) => format!("{seat}*"),
        (None, Some(t)) if secret => format!("{seat}={}", t.text()),
        (None, Some(_)) => format!("{seat}=??"),
        (None, None) if state.laid => format!("{seat}+"),
        (None, None) => seat.to_string(),
    }
}

/// The position text of `state`.
pub fn write(e: &TouchEngine, state: &TState) -> String {
    let hands: Vec<String> = (0..usize::from(e.seats))
        .map(|s| hand_text(state.hands[s]))
        .collect();
    format!(
        "{} {} {}",
        line_text(&state.chain),
        hands.join("/"),
        turn_text(e, state, true)
    )
}

/// What `viewer` (a seat, `None` for a spectator) may read: the position
/// text with every hand it does not see as a count (`#4`), the tile drawn
/// unsaid, and the bag's count. Once the game is over, everything.
pub fn observation(e: &TouchEngine, state: &TState, viewer: Option<u8>) -> String {
    if state.end.is_some() {
        return write(e, state);
    }
    let hands: Vec<String> = (0..e.seats)
        .map(|s| {
            if viewer == Some(s) {
                hand_text(state.hands[usize::from(s)])
            } else {
                format!("#{}", state.hand_len(s))
            }
        })
        .collect();
    format!(
        "{} {} {} bag #{}",
        line_text(&state.chain),
        hands.join("/"),
        turn_text(e, state, viewer == Some(state.to_move)),
        state.bag_len()
    )
}

/// The state whose text is `text`.
pub fn read(e: &TouchEngine, text: &str) -> Result<TState, PositionError> {
    let fields: Vec<&str> = text.split_whitespace().collect();
    let [line, hands, turn] = fields[..] else {
        return Err(PositionError::shape(
            "three fields: the line, the hands, the turn",
        ));
    };
    let mut state = TState::new();
    state.chain = read_line(line)?;
    let parts: Vec<&str> = hands.split('/').collect();
    if parts.len() != usize::from(e.seats) {
        return Err(PositionError::shape(format!(
            "{} hands for {} seats",
            parts.len(),
            e.seats
        )));
    }
    let mut seen = state.chain.mask();
    for (s, part) in parts.iter().enumerate() {
        let hand = read_hand(part)?;
        if let Some(t) = super::tile::tiles_of(hand & seen).next() {
            return Err(PositionError::count(format!(
                "the tile {} appears twice",
                t.text()
            )));
        }
        seen |= hand;
        state.hands[s] = hand;
    }
    let held: u32 = (0..e.seats).map(|s| state.hand_len(s)).sum();
    if turn == "deal" {
        if held >= u32::from(e.deal_size()) {
            return Err(PositionError::turn(
                "the deal is over: the turn is a seat or 'over'",
            ));
        }
        if !state.chain.is_empty() {
            return Err(PositionError::unreachable("no tile is laid before the deal ends"));
        }
        state.dealt = held as u8;
        for s in 0..e.seats {
            let due = (held + u32::from(e.seats) - 1 - u32::from(s)) / u32::from(e.seats);
            if state.hand_len(s) != due {
                return Err(PositionError::count(format!(
                    "seat {} should hold {due} tiles at this point of the deal",
                    s + 1
                )));
            }
        }
        return Ok(state);
    }
    state.dealt = e.deal_size();
    if held + state.chain.len() as u32 + state.bag_len() != super::tile::COUNT as u32 {
        return Err(PositionError::count("28 tiles"));
    }
    let emptied = (0..e.seats).find(|&s| state.hand_len(s) == 0);
    if turn == "over" {
        state.end = match emptied {
            Some(s) if !state.chain.is_empty() => Some(End::Emptied(s)),
            _ if e.blocked(&state) => Some(End::Blocked),
            _ => return Err(PositionError::turn("the game is not over")),
        };
        return Ok(state);
    }
    if emptied.is_some() && !state.chain.is_empty() {
        return Err(PositionError::turn("a hand is empty: the game is over"));
    }
    if e.blocked(&state) && !state.chain.is_empty() {
        return Err(PositionError::turn(
            "nobody can lay a tile and the bag is empty: 'over'",
        ));
    }
    let digits: String = turn.chars().take_while(char::is_ascii_digit).collect();
    let rest = &turn[digits.len()..];
    let seat = digits
        .parse::<u8>()
        .ok()
        .filter(|s| (1..=e.seats).contains(s))
        .ok_or_else(|| PositionError::turn(format!("'{turn}' is no seat: 1 to {}", e.seats)))?
        - 1;
    state.to_move = seat;
    let hand = state.hands[usize::from(seat)];
    if state.chain.is_empty() {
        if rest.is_empty() && e.starter(&state) == seat {
            return Ok(state);
        }
        return Err(PositionError::turn(
            "the opener is the holder of the double jute, else the most jute then soft halves",
        ));
    }
    let fits = |t: Tile| Side::BOTH.iter().any(|&s| state.chain.fits(t, s));
    match rest {
        "" => {}
        "+" => state.laid = true,
        "?" if state.bag() != 0 => state.drawing = Some(Drawing::Stuck(seat)),
        "*" if state.bag() != 0 && state.hand_len(seat) < HAND => {
            state.drawing = Some(Drawing::Refill(seat));
        }
        r if r.starts_with('=') => {
            let t = Tile::read(&r[1..])
                .filter(|t| hand & t.bit() != 0 && fits(*t))
                .ok_or_else(|| PositionError::turn(format!("'{r}': a tile of the hand that fits")))?;
            state.drawn = Some(t);
        }
        r => {
            return Err(PositionError::turn(format!(
                "'{r}' after the seat: '+', '=XX', '?' or '*'"
            )));
        }
    }
    Ok(state)
}
