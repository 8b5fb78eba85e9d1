//! The position text: `<racks> <reserve> <face up> <discards> <wrong>
//! <turn> <guesses>`.
//!
//! - the racks, seat by seat, `/` between them, each its numbers smallest
//!   first (`1335`), `-` when empty;
//! - the face-down reserve, the face-up tiles and the discards, the same
//!   way;
//! - the wrong guesses, seat by seat, `/` between them: the numbers each
//!   seat named and did not hold, smallest first, `-` for none;
//! - the turn: `deal` while the deal goes on, the number (from 1) of the
//!   seat to guess, with `+` when it guessed right and may guess again or
//!   stop, or `over`;
//! - the guesses made since the deal (the cap counts them).
//!
//! Example, two seats after the deal: `1357777/2344566 2356677 3445667 - -/- 1 0`.

use super::Domemo;
use super::state::{
    Counts, DState, GUESS_CAP, Place, TILES, TOP, deal_table, digits, in_set, place_of, total,
};
use crate::PositionError;

/// A seat's wrong guesses as digits.
fn wrong_text(mask: u8) -> String {
    let s: String = (1..=TOP)
        .filter(|n| mask & (1 << n) != 0)
        .map(|n| char::from(b'0' + n))
        .collect();
    if s.is_empty() { "-".into() } else { s }
}

/// The position text of `state`.
pub fn write(rules: &Domemo, state: &DState) -> String {
    let seats = usize::from(rules.e.seats);
    let racks: Vec<String> = state.racks[..seats].iter().map(digits).collect();
    let wrong: Vec<String> = state.wrong[..seats].iter().map(|&m| wrong_text(m)).collect();
    let turn = if !state.dealt_all() {
        "deal".to_string()
    } else if state.over() {
        "over".to_string()
    } else {
        format!("{}{}", state.to_move + 1, if state.again { "+" } else { "" })
    };
    format!(
        "{} {} {} {} {} {turn} {}",
        racks.join("/"),
        digits(&state.reserve),
        digits(&state.face_up),
        digits(&state.discards),
        wrong.join("/"),
        state.guesses
    )
}

/// Digits read as counts (`-`: none).
fn counts(field: &str, what: &str) -> Result<Counts, PositionError> {
    let mut c = [0u8; 8];
    if field == "-" {
        return Ok(c);
    }
    for ch in field.chars() {
        match ch.to_digit(10) {
            Some(n @ 1..=7) => c[n as usize] += 1,
            _ => {
                return Err(PositionError::piece(format!(
                    "'{ch}' in the {what} is no tile: 1 to 7"
                )));
            }
        }
    }
    Ok(c)
}

/// `n` fields split by `/`, one per seat.
fn per_seat<'a>(field: &'a str, seats: u8, what: &str) -> Result<Vec<&'a str>, PositionError> {
    let parts: Vec<&str> = field.split('/').collect();
    if parts.len() != usize::from(seats) {
        return Err(PositionError::shape(format!(
            "{} {what} for {seats} seats",
            parts.len()
        )));
    }
    Ok(parts)
}

/// The state whose text is `text`.
pub fn read(rules: &Domemo, text: &str) -> Result<DState, PositionError> {
    let seats = rules.e.seats;
    let fields: Vec<&str> = text.split_whitespace().collect();
    let [racks, reserve, up, discards, wrong, turn, guesses] = fields[..] else {
        return Err(PositionError::shape(
            "seven fields: the racks, the reserve, the face-up tiles, the discards, the wrong guesses, the turn, the guesses",
        ));
    };
    let mut state = DState::new();
    for (s, part) in per_seat(racks, seats, "racks")?.into_iter().enumerate() {
        state.racks[s] = counts(part, "racks")?;
    }
    state.reserve = counts(reserve, "reserve")?;
    state.face_up = counts(up, "face-up tiles")?;
    state.discards = counts(discards, "discards")?;
    for (s, part) in per_seat(wrong, seats, "wrong-guess lists")?
        .into_iter()
        .enumerate()
    {
        let c = counts(part, "wrong guesses")?;
        for n in 1..=TOP {
            match c[usize::from(n)] {
                0 => {}
                1 if state.racks[s][usize::from(n)] == 0 => state.wrong[s] |= 1 << n,
                1 => {
                    return Err(PositionError::unreachable(format!(
                        "seat {} guessed {n} wrong but holds one",
                        s + 1
                    )));
                }
                _ => {
                    return Err(PositionError::count(format!(
                        "{n} listed twice for seat {}",
                        s + 1
                    )));
                }
            }
        }
    }
    for n in 1..=TOP {
        let held: u8 = (0..seats)
            .map(|s| state.racks[usize::from(s)][usize::from(n)])
            .sum::<u8>()
            + state.reserve[usize::from(n)]
            + state.face_up[usize::from(n)]
            + state.discards[usize::from(n)];
        if held > in_set(n) {
            return Err(PositionError::count(format!(
                "{held} tiles of {n}: the set has {}",
                in_set(n)
            )));
        }
    }
    state.guesses = guesses.parse().ok().filter(|g| *g <= GUESS_CAP).ok_or_else(|| {
        PositionError::counter(format!("'{guesses}' is no count of guesses (0 to {GUESS_CAP})"))
    })?;
    let dealt: u8 = (0..seats).map(|s| state.rack_len(s)).sum::<u8>()
        + total(&state.reserve)
        + total(&state.face_up)
        + total(&state.discards);
    if turn == "deal" {
        if total(&state.discards) > 0 || state.wrong.iter().any(|&w| w != 0) || state.guesses > 0 {
            return Err(PositionError::unreachable("nobody guesses before the deal ends"));
        }
        if dealt >= TILES {
            return Err(PositionError::turn(
                "every tile is dealt: the turn is a seat or 'over'",
            ));
        }
        // The deal so far, place by place in the deal's order.
        let mut expect = DState::new();
        for k in 0..dealt {
            match place_of(seats, k) {
                Place::Rack(s) => expect.racks[usize::from(s)][1] += 1,
                Place::Reserve => expect.reserve[1] += 1,
                Place::FaceUp => expect.face_up[1] += 1,
            }
        }
        for s in 0..seats {
            if state.rack_len(s) != expect.rack_len(s) {
                return Err(PositionError::count(format!(
                    "seat {} should hold {} tiles at this point of the deal",
                    s + 1,
                    expect.rack_len(s)
                )));
            }
        }
        if total(&state.reserve) != total(&expect.reserve) || total(&state.face_up) != total(&expect.face_up)
        {
            return Err(PositionError::count(
                "the deal fills the racks, then the reserve, then the face-up tiles",
            ));
        }
        state.dealt = dealt;
        return Ok(state);
    }
    if dealt != TILES {
        return Err(PositionError::count(format!(
            "{dealt} tiles: every one of the 28 is somewhere after the deal"
        )));
    }
    state.dealt = TILES;
    let (hand, hidden, open) = deal_table(seats);
    if total(&state.reserve) != hidden || total(&state.face_up) != open {
        return Err(PositionError::count(format!(
            "with {seats} seats the reserve holds {hidden} tiles and {open} lie face up"
        )));
    }
    if (0..seats).any(|s| state.rack_len(s) > hand) {
        return Err(PositionError::count(format!("a rack holds at most {hand} tiles")));
    }
    let empty: Vec<u8> = (0..seats).filter(|&s| state.rack_len(s) == 0).collect();
    match (turn, empty.as_slice()) {
        ("over", [seat]) => state.winner = Some(*seat),
        ("over", []) if state.guesses >= GUESS_CAP => state.capped = true,
        ("over", []) => return Err(PositionError::turn("the game is not over")),
        (_, [_, _, ..]) => return Err(PositionError::unreachable("two racks are empty")),
        (_, [_]) => return Err(PositionError::turn("a rack is empty: the turn is 'over'")),
        (t, []) => {
            if state.guesses >= GUESS_CAP {
                return Err(PositionError::turn(
                    "the guesses reached the cap: the turn is 'over'",
                ));
            }
            let (number, again) = match t.strip_suffix('+') {
                Some(n) => (n, true),
                None => (t, false),
            };
            let seat = number
                .parse::<u8>()
                .ok()
                .filter(|s| (1..=seats).contains(s))
                .ok_or_else(|| PositionError::turn(format!("'{t}' is no seat: 1 to {seats}")))?;
            if again && !rules.e.may_go_on() {
                return Err(PositionError::turn("with 4 or 5 players nobody guesses again"));
            }
            if again && state.guesses == 0 {
                return Err(PositionError::unreachable("nobody has guessed yet"));
            }
            state.to_move = seat - 1;
            state.again = again;
        }
    }
    Ok(state)
}
