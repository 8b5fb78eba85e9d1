//! Move texts of the family: a pit name (each game names its pits), then
//! the direction where the player chooses it, then a flag (`n`, `+`);
//! `pass`, `stop`, and the coin toss `south-first`. Refusals name the pit
//! the player meant and say what is wrong with it.

use super::board::Cell;
use super::engine::{Flag, Mancala, Move, State, Variant};
use super::layout::Dir;
use crate::MoveError;
use crate::notation::normalize;
use crate::{Message, Rules};

/// The canonical text of `mv`.
pub fn format<V: Variant>(v: &V, _state: &State<V::X>, mv: &Move) -> String {
    steps_of(v, mv).concat()
}

/// `mv` in picker steps: pit, direction, flag.
pub fn steps<V: Variant>(v: &V, _state: &State<V::X>, mv: &Move) -> Vec<String> {
    steps_of(v, mv)
}

fn steps_of<V: Variant>(v: &V, mv: &Move) -> Vec<String> {
    match *mv {
        Move::Sow { pit, dir, flag } => {
            let mut steps = vec![v.pit_text(pit)];
            if let Some(dir) = dir {
                steps.push(v.dir_text(dir).to_string());
            }
            if flag != Flag::None {
                steps.push(v.flag_text(flag).to_string());
            }
            steps
        }
        Move::Pass => vec!["pass".to_string()],
        Move::Stop => vec!["stop".to_string()],
        Move::First(seat) => vec![format!("{}-first", V::info().seat_name(seat).to_lowercase())],
    }
}

/// Other texts accepted for `mv`: the pit's other names, the direction's
/// other spellings.
pub fn aliases<V: Variant>(v: &V, state: &State<V::X>, mv: &Move) -> Vec<String> {
    let Move::Sow { pit, dir, flag } = *mv else {
        return Vec::new();
    };
    let mut pits = vec![v.pit_text(pit)];
    pits.extend(v.pit_aliases(state.to_move, pit));
    let mut dirs: Vec<&str> = Vec::new();
    if let Some(dir) = dir {
        dirs.push(v.dir_text(dir));
        dirs.extend(v.dir_aliases(dir));
    } else {
        dirs.push("");
    }
    let flag = v.flag_text(flag);
    let mut out = Vec::new();
    for p in &pits {
        for d in &dirs {
            out.push(format!("{p}{d}{flag}"));
        }
    }
    out.remove(0); // the canonical text
    out
}

/// Every suffix a pit name may carry (directions and flags), normalised.
fn suffixes<V: Variant>(v: &V) -> Vec<String> {
    let mut dirs: Vec<String> = vec![String::new()];
    for d in [Dir::Forward, Dir::Back] {
        dirs.push(v.dir_text(d).to_string());
        dirs.extend(v.dir_aliases(d).iter().map(|s| s.to_string()));
    }
    let mut out = Vec::new();
    for d in &dirs {
        for f in [Flag::None, Flag::Decline, Flag::Safari] {
            out.push(normalize(&format!("{d}{}", v.flag_text(f))));
        }
    }
    out
}

/// The pit `text` names for the seat to move (its own pits first), if any.
fn named_pit<V: Variant>(v: &V, state: &State<V::X>, text: &str) -> Option<Cell> {
    let wanted = normalize(text);
    let mover = state.to_move;
    let suffixes = suffixes(v);
    let mut pits: Vec<Cell> = v.layout().all_pits().collect();
    pits.sort_by_key(|&p| v.owner(state, p) != mover);
    let mut best: Option<(usize, Cell)> = None;
    for pit in pits {
        let mut names = vec![v.pit_text(pit)];
        names.extend(v.pit_aliases(mover, pit));
        for name in names {
            let name = normalize(&name);
            if name.is_empty() {
                continue;
            }
            if let Some(rest) = wanted.strip_prefix(name.as_str())
                && suffixes.iter().any(|s| s == rest)
                && best.is_none_or(|(len, _)| name.len() > len)
            {
                best = Some((name.len(), pit));
            }
        }
    }
    best.map(|(_, pit)| pit)
}

/// Why `text`, which matched no legal move, is refused.
pub fn diagnose<V: Variant>(rules: &Mancala<V>, state: &State<V::X>, text: &str) -> MoveError {
    let v = &rules.v;
    let mover = state.to_move;
    let Some(pit) = named_pit(v, state, text) else {
        let wanted = normalize(text);
        if wanted == "pass" {
            return MoveError::illegal(text, Message::new("mancala-cannot-pass").seat("seat", mover));
        }
        if wanted == "stop" {
            return MoveError::illegal(text, Message::new("mancala-cannot-stop").seat("seat", mover));
        }
        return MoveError::not_a_move(text, v.expected(mover));
    };
    let name = v.pit_text(pit);
    let owner = v.owner(state, pit);
    if owner != mover {
        return MoveError::illegal(text, v.not_yours(&name, owner, mover));
    }
    if state.board.get(pit) == 0 {
        return MoveError::illegal(text, Message::new("mancala-empty-pit").code("pit", name));
    }
    if let Some(reason) = v.why_not(state, pit, text) {
        return MoveError::illegal(text, reason);
    }
    let legal = rules.legal_vec(state);
    let from_here: Vec<String> = legal
        .iter()
        .filter(|m| m.pit() == Some(pit))
        .map(|m| rules.format_move(state, m))
        .collect();
    if !from_here.is_empty() {
        return MoveError::illegal(
            text,
            Message::new("mancala-moves-from-pit")
                .code("pit", name)
                .code("moves", from_here.join(", ")),
        );
    }
    let all: Vec<String> = legal.iter().map(|m| rules.format_move(state, m)).collect();
    MoveError::illegal(
        text,
        Message::new("mancala-pit-not-now")
            .code("pit", name)
            .code("moves", all.join(", ")),
    )
}
