//! The position text: space-separated `key:value` fields,
//!
//! `track:30 pawns:0,12.1,12 turn:blue mover:2 dice:3,2+ card:5
//! deck:3332333 won:57/- ply:12`
//!
//! - `track`: the loop's length (the table's option);
//! - `pawns`: each pawn's square in pawn order (seat by seat, a seat's
//!   first pawn first), with `.h` for its height in a pile when above the
//!   bottom;
//! - `turn`: the seat whose turn it is;
//! - `mover`: the pawn moving (its number in `pawns`, from 1), `-` while
//!   its seat chooses;
//! - `dice`: the dice thrown this turn, `+` after them when one more is
//!   due (`-`: none yet);
//! - `card`: the face-up card, `-` while the next is turned up or once
//!   the deck is used up;
//! - `deck`: the cards left face down, as counts of the values 1 to 7;
//! - `won`: each seat's cards, smallest first, `/` between seats, `-` for
//!   none;
//! - with two pawns in a fixed cycle, `cycle`: the pawn (1 or 2) each seat
//!   moves next, `/` between seats;
//! - `ply`: plies played (the cap counts them).

use super::NAMES;
use super::legal::Engine;
use super::state::{Counts, KState, MAX_PAWNS, MOST, SETS, TOP_CARD, digits};
use crate::PositionError;
use crate::races::fields;

/// The field names, in order.
fn keys(e: &Engine) -> Vec<&'static str> {
    let mut keys = vec!["track", "pawns", "turn", "mover", "dice", "card", "deck", "won"];
    if e.cycle {
        keys.push("cycle");
    }
    keys.push("ply");
    keys
}

/// The position text of `state`.
pub fn write(e: &Engine, state: &KState) -> String {
    let seats = usize::from(e.seats);
    let pawns: Vec<String> = (0..usize::from(e.pawns()))
        .map(|p| match state.level[p] {
            0 => state.at[p].to_string(),
            h => format!("{}.{h}", state.at[p]),
        })
        .collect();
    let dice = if state.thrown == 0 {
        "-".to_string()
    } else {
        let thrown: Vec<String> = state.dice[..usize::from(state.thrown)]
            .iter()
            .map(u8::to_string)
            .collect();
        format!("{}{}", thrown.join(","), if state.rolling { "+" } else { "" })
    };
    let deck: String = (1..=TOP_CARD)
        .map(|v| char::from(b'0' + state.deck[usize::from(v)]))
        .collect();
    let won: Vec<String> = state.won[..seats].iter().map(digits).collect();
    let mut fields = vec![
        format!("track:{}", e.length),
        format!("pawns:{}", pawns.join(",")),
        format!("turn:{}", NAMES[usize::from(state.turn)].to_lowercase()),
        format!(
            "mover:{}",
            state.mover.map_or("-".to_string(), |p| (p + 1).to_string())
        ),
        format!("dice:{dice}"),
        format!(
            "card:{}",
            state.face_up.map_or("-".to_string(), |v| v.to_string())
        ),
        format!("deck:{deck}"),
        format!("won:{}", won.join("/")),
    ];
    if e.cycle {
        let next: Vec<String> = state.cycle[..seats].iter().map(|c| (c + 1).to_string()).collect();
        fields.push(format!("cycle:{}", next.join("/")));
    }
    fields.push(format!("ply:{}", state.ply));
    fields.join(" ")
}

fn bad(what: impl Into<String>) -> PositionError {
    PositionError::new(what)
}

/// A small number of field `key`, at most `most`.
fn small(text: &str, key: &str, most: u8) -> Result<u8, PositionError> {
    text.parse::<u8>()
        .ok()
        .filter(|&n| n <= most)
        .ok_or_else(|| bad(format!("{key}: '{text}' is not a number from 0 to {most}")))
}

/// Cards as digits 1 to 7 (`-`: none).
fn cards(text: &str, key: &str) -> Result<Counts, PositionError> {
    let mut c = [0u8; 8];
    if text == "-" {
        return Ok(c);
    }
    for ch in text.chars() {
        let v = ch
            .to_digit(10)
            .filter(|&v| (1..=u32::from(TOP_CARD)).contains(&v))
            .ok_or_else(|| bad(format!("{key}: '{ch}' is not a card from 1 to 7")))?;
        c[v as usize] += 1;
    }
    Ok(c)
}

/// The state whose text is `text`.
pub fn read(e: &Engine, text: &str) -> Result<KState, PositionError> {
    let example = write(e, &e.initial());
    let keys = keys(e);
    let values = fields::split_list(text, &keys, &example)?;
    let value = |key: &str| values[keys.iter().position(|k| *k == key).unwrap_or(0)];
    let mut state = e.initial();
    let seats = usize::from(e.seats);
    let pawns = usize::from(e.pawns());

    let track = value("track");
    if track != e.length.to_string() {
        return Err(bad(format!(
            "track:{track}: this table's loop has {} squares (option length)",
            e.length
        )));
    }

    let list: Vec<&str> = value("pawns").split(',').collect();
    if list.len() != pawns {
        return Err(PositionError::count(format!(
            "pawns: {} pawns listed, the table has {pawns}",
            list.len()
        )));
    }
    for (p, item) in list.iter().enumerate() {
        let (square, level) = item.split_once('.').unwrap_or((item, "0"));
        state.at[p] = small(square, "pawns", e.finish())?;
        state.level[p] = small(level, "pawns", MAX_PAWNS as u8)?;
        if state.at[p] == 0 && state.level[p] != 0 {
            return Err(PositionError::piece(format!(
                "pawns: '{item}': pawns do not pile up on the start"
            )));
        }
    }
    for square in 1..e.length {
        let mut levels: Vec<u8> = (0..pawns)
            .filter(|&p| state.at[p] == square)
            .map(|p| state.level[p])
            .collect();
        levels.sort_unstable();
        if levels.iter().enumerate().any(|(i, &l)| usize::from(l) != i) {
            return Err(PositionError::piece(format!(
                "pawns: the pile on square {square} has heights {levels:?}: a pile is 0, 1, 2… from the bottom"
            )));
        }
    }

    state.turn = fields::seat(value("turn"), "turn", &NAMES[..seats])?.0;
    state.cycle = [0; 6];
    state.mover = match value("mover") {
        "-" if e.pawns_each == 2 && !e.cycle => None,
        "-" => {
            return Err(PositionError::turn(
                "mover:-: a pawn always moves here: none is chosen",
            ));
        }
        m => {
            let n = small(m, "mover", e.pawns())?;
            if n == 0 || e.owner(n - 1) != state.turn {
                return Err(PositionError::turn(format!(
                    "mover:{m}: the moving pawn is one of {}'s",
                    NAMES[usize::from(state.turn)].to_lowercase()
                )));
            }
            Some(n - 1)
        }
    };

    let dice = value("dice");
    if dice != "-" {
        let (thrown, more) = match dice.strip_suffix('+') {
            Some(d) => (d, true),
            None => (dice, false),
        };
        let faces: Vec<u8> = thrown
            .split(',')
            .map(|d| match small(d, "dice", 6)? {
                0 => Err(bad("dice: a die shows 1 to 6")),
                d => Ok(d),
            })
            .collect::<Result<_, _>>()?;
        if faces.len() > 2 || faces.iter().sum::<u8>() > MOST || state.mover.is_none() {
            return Err(PositionError::counter(format!(
                "dice:{dice}: a turn waits on at most two dice adding up to 7 or less, its pawn chosen"
            )));
        }
        state.dice[..faces.len()].copy_from_slice(&faces);
        state.thrown = faces.len() as u8;
        state.rolling = more;
    }

    state.face_up = match value("card") {
        "-" => None,
        c => match small(c, "card", TOP_CARD)? {
            0 => return Err(bad("card:0: a card is worth 1 to 7")),
            v => Some(v),
        },
    };
    let deck = value("deck");
    if deck.len() != usize::from(TOP_CARD) {
        return Err(PositionError::count(format!(
            "deck:{deck}: seven counts, of the cards 1 to 7 left"
        )));
    }
    for (i, ch) in deck.chars().enumerate() {
        state.deck[i + 1] = small(&ch.to_string(), "deck", SETS)?;
    }
    let won: Vec<&str> = value("won").split('/').collect();
    if won.len() != seats {
        return Err(PositionError::count(format!(
            "won: {} seats' cards listed, the table has {seats} seats",
            won.len()
        )));
    }
    for (s, w) in won.iter().enumerate() {
        state.won[s] = cards(w, "won")?;
    }
    for v in 1..=TOP_CARD {
        let i = usize::from(v);
        let seen = state.deck[i]
            + u8::from(state.face_up == Some(v))
            + state.won[..seats].iter().map(|c| c[i]).sum::<u8>();
        if seen != SETS {
            return Err(PositionError::count(format!(
                "there are {SETS} cards of {v}: deck, face-up card and won cards hold {seen}"
            )));
        }
    }
    if state.face_up.is_none() && state.thrown > 0 {
        return Err(PositionError::turn(
            "a card is turned up before the dice are thrown",
        ));
    }

    if e.cycle {
        let next: Vec<&str> = value("cycle").split('/').collect();
        if next.len() != seats {
            return Err(PositionError::count(format!(
                "cycle: one pawn (1 or 2) for each of the {seats} seats"
            )));
        }
        for (s, n) in next.iter().enumerate() {
            state.cycle[s] = match *n {
                "1" => 0,
                "2" => 1,
                other => return Err(bad(format!("cycle: '{other}' is not pawn 1 or 2"))),
            };
        }
    }
    state.ply = fields::number(value("ply"), "ply")?;
    fields::within_cap(state.ply, e.cap)?;
    state.last = None;
    Ok(state)
}
