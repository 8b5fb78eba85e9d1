//! The position text: `counters:8,8,8 round:0 setter:1 barred:- turn:set
//! bases:- dice:- bids:-,-,- score:0`.
//!
//! - `counters`: each seat's counters;
//! - `round`: rounds finished; `setter`: the seat (from 1) laying out the
//!   bases this round, the bidding starting on its left; `barred`: the
//!   last declarer, who may not bid this round, or `-`;
//! - `turn`: `set` (the setter's layout), `place` (bases thrown), `roll`
//!   (dice thrown), `bid`, `plan` (the declarer moves the pawns) or `over`;
//! - `bases`: each base's space (1–12), with the letter of the pawn it
//!   carries once moved (`12B`), in order, `,` between them, `-` for none;
//! - `dice`: the dice thrown, in colour order (blue, red, green, white,
//!   yellow, black), a digit each, `-` for none;
//! - `bids`: this round's bids per seat, `-` not yet, `p` a pass;
//! - `score`: the declarer's points so far.
//!
//! Example, three seats, the plan under way:
//! `counters:8,8,8 round:0 setter:1 barred:- turn:plan bases:1,6,7,9,12,12B dice:456513 bids:p,13,12 score:2`.

use super::Corona;
use super::state::{BASES, Base, CAP_ROUNDS, CState, LETTERS, MAX_BID, Phase, SPACES};
use crate::PositionError;
use crate::races::fields;

const KEYS: [&str; 9] = [
    "counters", "round", "setter", "barred", "turn", "bases", "dice", "bids", "score",
];

const TURNS: [(Phase, &str); 6] = [
    (Phase::Set, "set"),
    (Phase::Place, "place"),
    (Phase::Roll, "roll"),
    (Phase::Bid, "bid"),
    (Phase::Plan, "plan"),
    (Phase::Over, "over"),
];

/// A seat's bid as written.
pub fn bid_text(bid: Option<u8>) -> String {
    match bid {
        None => "-".into(),
        Some(0) => "p".into(),
        Some(n) => n.to_string(),
    }
}

/// The position text, with each seat's bid written by `bid`.
pub fn write_with(rules: &Corona, state: &CState, bid: impl Fn(u8, Option<u8>) -> String) -> String {
    let n = usize::from(rules.e.seats);
    let list = |v: Vec<String>| {
        if v.is_empty() {
            "-".to_string()
        } else {
            v.join(",")
        }
    };
    let counters: Vec<String> = state.counters[..n].iter().map(u8::to_string).collect();
    let bases: Vec<String> = state
        .bases
        .iter()
        .map(|b| {
            let letter = b
                .pawn
                .map(|c| LETTERS[usize::from(c)].to_string())
                .unwrap_or_default();
            format!("{}{letter}", b.at + 1)
        })
        .collect();
    let dice: String = state.dice[..state.rolled()].iter().map(u8::to_string).collect();
    let bids: Vec<String> = (0..rules.e.seats)
        .map(|s| bid(s, state.bids[usize::from(s)]))
        .collect();
    let turn = TURNS
        .iter()
        .find(|(p, _)| *p == state.phase)
        .map_or("over", |(_, t)| t);
    format!(
        "counters:{} round:{} setter:{} barred:{} turn:{turn} bases:{} dice:{} bids:{} score:{}",
        counters.join(","),
        state.round,
        state.setter + 1,
        state.barred.map_or("-".to_string(), |b| (b + 1).to_string()),
        list(bases),
        if dice.is_empty() { "-".to_string() } else { dice },
        bids.join(","),
        state.score
    )
}

/// The position text of `state`.
pub fn write(rules: &Corona, state: &CState) -> String {
    write_with(rules, state, |_, b| bid_text(b))
}

/// A seat (from 1) of field `key`.
fn seat(value: &str, key: &str, seats: u8) -> Result<u8, PositionError> {
    value
        .parse::<u8>()
        .ok()
        .filter(|s| (1..=seats).contains(s))
        .map(|s| s - 1)
        .ok_or_else(|| PositionError::turn(format!("{key}:{value}: a seat from 1 to {seats}")))
}

/// The state whose text is `text`.
pub fn read(rules: &Corona, text: &str) -> Result<CState, PositionError> {
    let e = &rules.e;
    let n = e.seats;
    let example = write(rules, &e.initial());
    let v = fields::split(text, KEYS, &example)?;
    let mut state = e.initial();
    let counters: Vec<u8> = v[0]
        .split(',')
        .map(|c| c.parse::<u8>())
        .collect::<Result<_, _>>()
        .map_err(|_| PositionError::counter(format!("counters:{}: numbers", v[0])))?;
    if counters.len() != usize::from(n) {
        return Err(PositionError::shape(format!("counters: one per seat, {n}")));
    }
    let total: u32 = counters.iter().map(|&c| u32::from(c)).sum();
    if total != u32::from(n) * u32::from(e.start_counters()) {
        return Err(PositionError::count(format!(
            "{total} counters: the {n} seats hold {} between them",
            u32::from(n) * u32::from(e.start_counters())
        )));
    }
    state.counters[..usize::from(n)].copy_from_slice(&counters);
    state.round = fields::number(v[1], "round")?;
    if state.round > CAP_ROUNDS {
        return Err(PositionError::counter(format!(
            "round:{}: at most {CAP_ROUNDS}",
            state.round
        )));
    }
    state.setter = seat(v[2], "setter", n)?;
    state.barred = match v[3] {
        "-" => None,
        b => Some(seat(b, "barred", n)?),
    };
    if state.round == 0 && state.barred.is_some() {
        return Err(PositionError::unreachable("nobody is barred in the first round"));
    }
    state.phase = TURNS
        .iter()
        .find(|(_, t)| *t == v[4])
        .map(|(p, _)| *p)
        .ok_or_else(|| PositionError::turn(format!("turn:{}: set, place, roll, bid, plan or over", v[4])))?;
    if v[5] != "-" {
        for entry in v[5].split(',') {
            let digits: String = entry.chars().take_while(char::is_ascii_digit).collect();
            let letter = &entry[digits.len()..];
            let at = digits
                .parse::<u8>()
                .ok()
                .filter(|s| (1..=SPACES).contains(s))
                .ok_or_else(|| PositionError::piece(format!("base '{entry}': a space from 1 to 12")))?;
            let pawn = match letter {
                "" => None,
                l => Some(LETTERS.iter().position(|c| c.to_string() == l).ok_or_else(|| {
                    PositionError::piece(format!("base '{entry}': pawn letters B R G W Y K"))
                })? as u8),
            };
            state.bases.push(Base { at: at - 1, pawn });
        }
    }
    state.bases.sort();
    if state.bases.len() > BASES {
        return Err(PositionError::count("six bases at most"));
    }
    if v[6] != "-" {
        for (k, ch) in v[6].chars().enumerate() {
            let d = ch.to_digit(10).filter(|d| (1..=6).contains(d));
            match (k < BASES, d) {
                (true, Some(d)) => state.dice[k] = d as u8,
                _ => {
                    return Err(PositionError::piece(format!(
                        "dice:{}: up to six digits 1 to 6",
                        v[6]
                    )));
                }
            }
        }
    }
    let bids: Vec<&str> = v[7].split(',').collect();
    if bids.len() != usize::from(n) {
        return Err(PositionError::shape(format!("bids: one per seat, {n}")));
    }
    for (s, b) in bids.iter().enumerate() {
        state.bids[s] = match *b {
            "-" => None,
            "p" => Some(0),
            b => Some(
                b.parse::<u8>()
                    .ok()
                    .filter(|x| (1..=MAX_BID).contains(x))
                    .ok_or_else(|| PositionError::counter(format!("bid '{b}': 1 to {MAX_BID}, p or -")))?,
            ),
        };
    }
    state.score = fields::number(v[8], "score")?;
    check(rules, &state)?;
    Ok(state)
}

/// Whether the parts of `state` agree with its turn.
fn check(rules: &Corona, state: &CState) -> Result<(), PositionError> {
    let e = &rules.e;
    let moved = state.bases.iter().filter(|b| b.pawn.is_some()).count();
    let rolled = state.rolled();
    let any_bid = state.bids.iter().any(Option::is_some);
    let unreachable = |what: &str| Err(PositionError::unreachable(what.to_string()));
    if state.phase != Phase::Plan && (moved > 0 || state.score > 0) {
        return unreachable("pawns move and score only in the plan");
    }
    if !matches!(state.phase, Phase::Bid | Phase::Plan) && any_bid {
        return unreachable("bids are made after the roll");
    }
    if !matches!(state.phase, Phase::Set | Phase::Place) && !matches!(state.bases.len(), 0 | BASES) {
        return Err(PositionError::count("six bases, or none before the layout"));
    }
    if let Some(b) = state.barred
        && state.bids[usize::from(b)].is_some()
    {
        return unreachable("the barred seat does not bid");
    }
    let over = e.ended(state).is_some();
    if over != (state.phase == Phase::Over) {
        return Err(PositionError::turn(if over {
            "the game has ended: the turn is 'over'"
        } else {
            "the game goes on"
        }));
    }
    match state.phase {
        Phase::Set | Phase::Over => {
            let laid = state.phase == Phase::Set && state.bases.len() < BASES;
            if !(state.bases.is_empty() || laid) || rolled > 0 {
                return unreachable("the ring is empty between rounds");
            }
            if state.phase == Phase::Set && e.random_layout {
                return Err(PositionError::turn("with random layouts nobody sets the bases"));
            }
        }
        Phase::Place => {
            if state.bases.len() >= BASES || rolled > 0 {
                return Err(PositionError::count(
                    "bases are thrown before the dice, six of them",
                ));
            }
        }
        Phase::Roll => {
            if state.bases.len() != BASES || rolled >= BASES {
                return Err(PositionError::count(
                    "the dice are thrown once the six bases stand",
                ));
            }
        }
        Phase::Bid | Phase::Plan => {
            if state.bases.len() != BASES || rolled != BASES {
                return Err(PositionError::count("bids come after the six bases and six dice"));
            }
            let order: Vec<u8> = e.bid_order(state).collect();
            let made = order
                .iter()
                .take_while(|&&s| state.bids[usize::from(s)].is_some())
                .count();
            if order[made..]
                .iter()
                .any(|&s| state.bids[usize::from(s)].is_some())
            {
                return unreachable("the seats bid in turn from the setter's left");
            }
            let all = made == order.len();
            if state.phase == Phase::Bid && all {
                return Err(PositionError::turn("every bid is in: the turn is 'plan'"));
            }
            if state.phase == Phase::Plan {
                if !all || e.declarer(state).is_none() {
                    return unreachable("the plan follows a bid");
                }
                if moved == BASES {
                    return unreachable("a finished plan is settled at once");
                }
                let mut colours: Vec<u8> = state.bases.iter().filter_map(|b| b.pawn).collect();
                colours.sort_unstable();
                colours.dedup();
                if colours.len() != moved {
                    return unreachable("each pawn moves once");
                }
                if state.score > MAX_BID {
                    return Err(PositionError::counter(format!(
                        "score:{}: at most {MAX_BID}",
                        state.score
                    )));
                }
            }
        }
    }
    Ok(())
}
