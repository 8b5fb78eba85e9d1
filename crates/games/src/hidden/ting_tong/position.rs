//! The position text: `<bells> <round> <turn> <scores> <takers> <lifts>
//! <last>`.
//!
//! - the bells 1 to 12, `,` between them: the token under each (`1` to
//!   `10`) or `-` for nothing, with `*` when it was lifted this round (the
//!   whole table saw it); the observation writes `?` for a bell never
//!   lifted this round;
//! - the round, 1 to 6;
//! - the turn: `deal` while the round's tokens are hidden, the number
//!   (from 1) of the seat to lift, with `+` when it took a token this turn
//!   and may lift again or stop, or `over`;
//! - the tokens each seat has collected, `/` between seats;
//! - who took this round's tokens, in order: a seat's number (from 1) per
//!   token taken, `-` for none;
//! - the lifts made in the game (the cap counts them);
//! - the last move: `-` (the start, or a token dealt), `stop`, or the
//!   last lift as `<seat>:<bell>=<what was under it>`, `+` at the end when
//!   it was the number needed (`1:7=4+`, `2:3=-`).
//!
//! Example, two seats, Red has taken the 1 from bell 5 and lifts again:
//! `3,7,9,4,-*,10,-,5,8,2,6,?...` — in full
//! `3,7,9,4,-*,10,-,5,8,2,6,- 1 1+ 1/0 1 1 1:5=1+`.

use super::TingTong;
use super::state::{BELLS, LIFT_CAP, Last, Lift, ROUNDS, TOKENS, TState};
use crate::PositionError;

/// A bell's entry: its token or `-`, `*` when lifted; `hide`: `?` for a
/// bell never lifted.
fn bell_text(state: &TState, b: u8, hide: bool) -> String {
    let lifted = state.was_lifted(b);
    if hide && !lifted {
        return "?".into();
    }
    let content = match state.bells[usize::from(b)] {
        0 => "-".to_string(),
        n => n.to_string(),
    };
    if lifted { format!("{content}*") } else { content }
}

/// The position text of `state`; `hide`: the bells nobody has seen this
/// round written as `?` (the observation, the same for every viewer).
pub fn write(rules: &TingTong, state: &TState, hide: bool) -> String {
    let seats = usize::from(rules.e.seats);
    let bells: Vec<String> = (0..BELLS).map(|b| bell_text(state, b, hide)).collect();
    let turn = if state.over {
        "over".to_string()
    } else if !state.dealt_all() {
        "deal".to_string()
    } else {
        format!("{}{}", state.to_move + 1, if state.again { "+" } else { "" })
    };
    let scores: Vec<String> = state.tokens[..seats].iter().map(u8::to_string).collect();
    let takers: String = state
        .takers
        .iter()
        .take_while(|&&t| t != 0)
        .map(u8::to_string)
        .collect();
    let last = match state.last {
        Last::Nothing => "-".to_string(),
        Last::Stop(_) => "stop".to_string(),
        Last::Lift(l) => format!(
            "{}:{}={}{}",
            l.seat + 1,
            l.bell + 1,
            if l.content == 0 {
                "-".to_string()
            } else {
                l.content.to_string()
            },
            if l.right { "+" } else { "" }
        ),
    };
    format!(
        "{} {} {turn} {} {} {} {last}",
        bells.join(","),
        state.round + 1,
        scores.join("/"),
        if takers.is_empty() { "-".into() } else { takers },
        state.lifts
    )
}

/// A number from 1 to `top`, or the error `what`.
fn number(text: &str, top: u8, what: &str) -> Result<u8, PositionError> {
    text.parse::<u8>()
        .ok()
        .filter(|n| (1..=top).contains(n))
        .ok_or_else(|| PositionError::piece(format!("'{text}' is no {what}: 1 to {top}")))
}

/// The last move's field.
fn read_last(field: &str, seats: u8) -> Result<Last, PositionError> {
    match field {
        "-" => return Ok(Last::Nothing),
        "stop" => return Ok(Last::Stop(0)),
        _ => {}
    }
    let bad = || PositionError::shape(format!("'{field}' is no last move: -, stop or like 1:7=4+"));
    let (seat, rest) = field.split_once(':').ok_or_else(bad)?;
    let (bell, content) = rest.split_once('=').ok_or_else(bad)?;
    let (content, right) = match content.strip_suffix('+') {
        Some(c) => (c, true),
        None => (content, false),
    };
    let seat = number(seat, seats, "seat")? - 1;
    let bell = number(bell, BELLS, "bell")? - 1;
    let content = if content == "-" {
        0
    } else {
        number(content, TOKENS, "token")?
    };
    if right && content == 0 {
        return Err(PositionError::unreachable(
            "an empty bell is never the number needed",
        ));
    }
    Ok(Last::Lift(Lift {
        seat,
        bell,
        content,
        right,
    }))
}

/// The state whose text is `text`.
pub fn read(rules: &TingTong, text: &str) -> Result<TState, PositionError> {
    let seats = rules.e.seats;
    let fields: Vec<&str> = text.split_whitespace().collect();
    let [bells, round, turn, scores, takers, lifts, last] = fields[..] else {
        return Err(PositionError::shape(
            "seven fields: the bells, the round, the turn, the scores, who took the tokens, the lifts, the last move",
        ));
    };
    let mut state = TState::new();
    let entries: Vec<&str> = bells.split(',').collect();
    if entries.len() != usize::from(BELLS) {
        return Err(PositionError::shape(format!(
            "{} bells: there are 12",
            entries.len()
        )));
    }
    let mut under = [0u8; TOKENS as usize + 1];
    for (b, entry) in entries.iter().enumerate() {
        let (content, lifted) = match entry.strip_suffix('*') {
            Some(c) => (c, true),
            None => (*entry, false),
        };
        let n = if content == "-" {
            0
        } else {
            number(content, TOKENS, "token")?
        };
        state.bells[b] = n;
        if lifted {
            state.lifted |= 1 << b;
        }
        if n > 0 {
            under[usize::from(n)] += 1;
            if under[usize::from(n)] > 1 {
                return Err(PositionError::count(format!("two bells hide the {n}")));
            }
        }
    }
    state.round = number(round, ROUNDS, "round")? - 1;
    let score_parts: Vec<&str> = scores.split('/').collect();
    if score_parts.len() != usize::from(seats) {
        return Err(PositionError::shape(format!(
            "{} scores for {seats} seats",
            score_parts.len()
        )));
    }
    for (s, part) in score_parts.iter().enumerate() {
        state.tokens[s] = part
            .parse::<u8>()
            .ok()
            .filter(|&t| t <= ROUNDS * TOKENS)
            .ok_or_else(|| PositionError::counter(format!("'{part}' is no count of tokens")))?;
    }
    let taken: Vec<u8> = if takers == "-" {
        Vec::new()
    } else {
        takers
            .chars()
            .map(|c| number(&c.to_string(), seats, "seat"))
            .collect::<Result<_, _>>()?
    };
    if taken.len() > usize::from(TOKENS) {
        return Err(PositionError::count("more than 10 tokens taken in a round"));
    }
    for (n, &seat) in taken.iter().enumerate() {
        state.takers[n] = seat;
    }
    let total: u32 = state.tokens[..usize::from(seats)]
        .iter()
        .map(|&t| u32::from(t))
        .sum();
    if total != u32::from(state.round) * u32::from(TOKENS) + taken.len() as u32 {
        return Err(PositionError::count(format!(
            "{total} tokens collected: {} rounds played and {} tokens taken in this one",
            state.round,
            taken.len()
        )));
    }
    state.lifts = lifts
        .parse::<u32>()
        .ok()
        .filter(|&l| l <= LIFT_CAP)
        .ok_or_else(|| PositionError::counter(format!("'{lifts}' is no count of lifts (0 to {LIFT_CAP})")))?;
    if state.lifts < total {
        return Err(PositionError::unreachable("fewer lifts than tokens taken"));
    }
    state.last = read_last(last, seats)?;
    state.next = (taken.len() as u8 + 1).min(TOKENS);
    // What is under the bells: the tokens not taken, each once.
    let hidden: Vec<u8> = (1..=TOKENS).filter(|&n| under[usize::from(n)] == 1).collect();
    if turn == "deal" {
        let k = hidden.len() as u8;
        if !taken.is_empty() || state.lifted != 0 {
            return Err(PositionError::unreachable("nobody lifts a bell during the deal"));
        }
        if k >= TOKENS || hidden != (1..=k).collect::<Vec<u8>>() {
            return Err(PositionError::count(
                "the deal hides the tokens in order: 1, 2, … up to fewer than 10",
            ));
        }
        state.placed = k;
        state.to_move = rules.e.opener(state.round);
        if let Last::Stop(_) = state.last {
            return Err(PositionError::unreachable(
                "a round begins after a lift, not a stop",
            ));
        }
        return Ok(state);
    }
    state.placed = TOKENS;
    let expected: Vec<u8> = (taken.len() as u8 + 1..=TOKENS).collect();
    if hidden != expected {
        return Err(PositionError::count(format!(
            "with {} tokens taken the bells hide exactly the tokens from {} to 10",
            taken.len(),
            taken.len() + 1
        )));
    }
    if turn == "over" {
        if let Last::Stop(_) = state.last {
            return Err(PositionError::unreachable("a stop never ends the game"));
        }
        let done = state.round == ROUNDS - 1 && taken.len() == usize::from(TOKENS);
        if !done && state.lifts < LIFT_CAP {
            return Err(PositionError::turn("the game is not over"));
        }
        state.over = true;
        if done {
            state.next = TOKENS;
        }
        return Ok(state);
    }
    if taken.len() == usize::from(TOKENS) {
        return Err(PositionError::turn(
            "the 10 is taken: the turn is 'deal' or 'over'",
        ));
    }
    if state.lifts >= LIFT_CAP {
        return Err(PositionError::turn(
            "the lifts reached the cap: the turn is 'over'",
        ));
    }
    let (seat, again) = match turn.strip_suffix('+') {
        Some(s) => (s, true),
        None => (turn, false),
    };
    let seat = seat
        .parse::<u8>()
        .ok()
        .filter(|s| (1..=seats).contains(s))
        .ok_or_else(|| PositionError::turn(format!("'{turn}' is no seat: 1 to {seats}")))?;
    state.to_move = seat - 1;
    state.again = again;
    if again && !matches!(state.last, Last::Lift(l) if l.right && l.seat == seat - 1) {
        return Err(PositionError::unreachable(
            "a seat lifts again only after its own right lift",
        ));
    }
    if !again && matches!(state.last, Last::Lift(l) if l.right) {
        return Err(PositionError::turn(
            "after a right lift its seat lifts again or stops: the turn ends with '+'",
        ));
    }
    if let Last::Stop(_) = state.last {
        state.last = Last::Stop((seat + seats - 2) % seats);
    }
    Ok(state)
}
