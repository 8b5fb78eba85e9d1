//! Move texts.
//!
//! - The setter's layout, a base a move: `base 7` (also `7`, Italian
//!   `basi 7`); the catalog's `/bases 2 7 7 11 4 1` is typed `2 7 7 11 4
//!   1`, six moves in one line. `random` (Italian `caso`) asks for the
//!   bases still to lay out to be thrown.
//! - A bid: `bid 13` (also `13`, `/bid 13`, Italian `offro 13`), 1 to
//!   21, or `pass`. While the bidding goes on the table reads every bid
//!   and pass as `sealed`.
//! - A move of the plan: the pawn's letter (B blue, R red, G green,
//!   W white, Y yellow, K black) and the space of the base it sets off
//!   from, `B2` (steps `B`, `2`); colour names in English or Italian are
//!   read too (`blu 2`). The whole plan typed at once, `B2 Y7 K7 G11 W4
//!   R1`, is played move by move.
//! - Throws: a base thrown onto a space, `base 7`; a die, `B=4`.

use super::state::{BASES, CState, LETTERS, MAX_BID, Phase, SPACES};
use super::{CMove, Corona};
use crate::Message;
use crate::notation::{MoveError, normalize};

/// Colour names read in a plan's move, in colour order: English, Italian.
const NAMES: [[&str; 2]; BASES] = [
    ["blue", "blu"],
    ["red", "rosso"],
    ["green", "verde"],
    ["white", "bianco"],
    ["yellow", "giallo"],
    ["black", "nero"],
];

/// A space (0-based) as written, 1 to 12.
fn space(s: u8) -> String {
    (s + 1).to_string()
}

/// The canonical text of `mv` in `state`.
pub fn format(state: &CState, mv: CMove) -> String {
    move_steps(state, mv).concat()
}

/// `mv` split into picker steps.
pub fn move_steps(state: &CState, mv: CMove) -> Vec<String> {
    match mv {
        CMove::Random => vec!["random".into()],
        CMove::Place(s) => vec![format!("base {}", space(s))],
        CMove::Die(n) => vec![format!("{}={n}", LETTERS[state.rolled().min(BASES - 1)])],
        CMove::Bid(n) => vec![format!("bid {n}")],
        CMove::Pass => vec!["pass".into()],
        CMove::Pawn(c, s) => vec![LETTERS[usize::from(c)].to_string(), space(s)],
    }
}

/// Other texts read for `mv`.
pub fn aliases(mv: CMove) -> Vec<String> {
    match mv {
        CMove::Bid(n) => vec![
            n.to_string(),
            format!("/bid {n}"),
            format!("offro {n}"),
            format!("offerta {n}"),
            format!("dichiaro {n}"),
        ],
        CMove::Pass => vec!["/pass".into(), "passo".into()],
        CMove::Pawn(c, s) => NAMES[usize::from(c)]
            .iter()
            .map(|name| format!("{name} {}", space(s)))
            .collect(),
        CMove::Random => vec!["/random".into(), "caso".into(), "a caso".into(), "casuale".into()],
        CMove::Place(s) => vec![
            space(s),
            format!("basi {}", space(s)),
            format!("bases {}", space(s)),
            format!("/bases {}", space(s)),
        ],
        CMove::Die(_) => Vec::new(),
    }
}

/// `mv` as the table reads it while the game is played: a bid or a pass
/// is sealed.
pub fn public(state: &CState, mv: CMove) -> String {
    match mv {
        CMove::Bid(_) | CMove::Pass => "sealed".into(),
        _ => format(state, mv),
    }
}

/// The colour a plan's move names, and the rest of the text.
fn colour_of(t: &str) -> Option<(u8, &str)> {
    for (c, names) in NAMES.iter().enumerate() {
        for name in names {
            if let Some(rest) = t.strip_prefix(name) {
                return Some((c as u8, rest));
            }
        }
    }
    let first = t.chars().next()?;
    let c = LETTERS.iter().position(|l| l.to_ascii_lowercase() == first)?;
    Some((c as u8, &t[1..]))
}

/// Why `text` is no legal move here.
pub fn diagnose(rules: &Corona, state: &CState, text: &str) -> MoveError {
    let t = normalize(text);
    let several = text.split_whitespace().count() > 1;
    match state.phase {
        Phase::Set => {
            let digits = t
                .trim_start_matches('/')
                .trim_start_matches(|c: char| c.is_ascii_alphabetic());
            match digits.parse::<u32>() {
                Ok(n) if !several || text.split_whitespace().count() == 2 => MoveError::illegal(
                    text,
                    Message::new("corona-no-such-space").count("space", i64::from(n.min(999))),
                ),
                _ => MoveError::not_a_move(text, Message::new("corona-notation-set")),
            }
        }
        Phase::Bid => {
            let digits = t
                .trim_start_matches('/')
                .trim_start_matches(|c: char| c.is_ascii_alphabetic());
            match digits.parse::<u32>() {
                Ok(n) if !(1..=u32::from(MAX_BID)).contains(&n) => MoveError::illegal(
                    text,
                    Message::new("corona-bid-range")
                        .count("n", i64::from(n.min(999)))
                        .count("most", MAX_BID),
                ),
                _ => MoveError::not_a_move(text, Message::new("corona-notation-bid").count("most", MAX_BID)),
            }
        }
        Phase::Plan => {
            if several {
                return MoveError::not_a_move(text, Message::new("corona-notation-plan"));
            }
            let Some((c, rest)) = colour_of(&t) else {
                return MoveError::not_a_move(text, Message::new("corona-notation-plan"));
            };
            let Ok(n) = rest.parse::<u32>() else {
                return MoveError::not_a_move(text, Message::new("corona-notation-plan"));
            };
            let letter = LETTERS[usize::from(c)].to_string();
            if !(1..=u32::from(SPACES)).contains(&n) {
                return MoveError::illegal(
                    text,
                    Message::new("corona-no-such-space").count("space", i64::from(n.min(999))),
                );
            }
            if state.used(c) {
                return MoveError::illegal(text, Message::new("corona-pawn-moved").code("pawn", letter));
            }
            let spaces: Vec<String> = (0..SPACES).filter(|&s| state.unmoved_at(s)).map(space).collect();
            MoveError::illegal(
                text,
                Message::new("corona-no-base-there")
                    .count("space", i64::from(n))
                    .code("spaces", spaces.join(", ")),
            )
        }
        Phase::Place | Phase::Roll => MoveError::NoMoveExpected {
            reason: Message::new("race-throw-due"),
        },
        Phase::Over => match rules.e.outcome(state) {
            Some(outcome) => MoveError::NoMoveExpected {
                reason: Message::new("move-game-over").part("reason", outcome.reason),
            },
            None => MoveError::not_a_move(text, Message::new("corona-notation-set")),
        },
    }
}
