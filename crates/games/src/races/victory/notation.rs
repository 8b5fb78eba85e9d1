//! Move texts: `more 1`, `more 2`; a move's steps `R:14 B:16 R:19` (a
//! colour letter, R red, B blue, the same in Italian, and the point
//! reached); `stay`. Throws: the faces, red first, `RRX` (X a cross).
//!
//! A typed move is read as any path of legal steps, in any order, and
//! stands for the listed move with the same destination (the listing
//! keeps one path per destination); the destination alone, `19`, is read
//! too.

use super::circuit::{Colour, POINTS};
use super::legal::Engine;
use super::state::{Faces, Phase, VState};
use super::{Path, VMove};
use crate::notation::{MoveError, normalize};
use crate::{Message, Status};

/// The text of a throw: `R` per red face, then `B`, then `X`.
pub fn throw_text(f: Faces) -> String {
    let mut s = String::new();
    for (n, c) in [(f.red, 'R'), (f.blue, 'B'), (f.cross, 'X')] {
        s.extend(std::iter::repeat_n(c, usize::from(n)));
    }
    s
}

/// A step's text: `R:14`.
fn step_text(colour: Colour, point: u8) -> String {
    format!("{}:{}", colour.letter(), point + 1)
}

/// `mv` split into picker steps (their concatenation is the canonical
/// text).
pub fn steps(mv: &VMove) -> Vec<String> {
    match mv {
        VMove::Throw(f) => vec![throw_text(*f)],
        VMove::More(n) => vec![format!("more {n}")],
        VMove::Stay => vec!["stay".into()],
        VMove::Go(path) => path
            .steps()
            .iter()
            .enumerate()
            .map(|(i, &(c, p))| {
                let sep = if i == 0 { "" } else { " " };
                format!("{sep}{}", step_text(c, p))
            })
            .collect(),
    }
}

/// Other texts read for `mv`.
pub fn aliases(mv: &VMove) -> Vec<String> {
    match mv {
        VMove::More(n) => vec![format!("/more {n}"), format!("ancora {n}"), format!("+{n}")],
        VMove::Stay => ["/stay", "resta", "resto"].map(String::from).to_vec(),
        VMove::Go(path) => vec![
            (path.to() + 1).to_string(),
            format!("/move {}", steps(mv).concat()),
        ],
        VMove::Throw(_) => Vec::new(),
    }
}

/// Why a typed path is not a move.
enum Wrong {
    /// Not steps at all.
    Shape,
    /// More faces of `colour` used than thrown.
    Faces(Colour, u8),
    /// No line of `colour` from `from` to `to` (0-based points).
    NoLine(Colour, u8, u8),
    /// A car stands on point `at` on the way or at the end.
    Blocked(u8),
}

/// The steps of a typed move, `R:14 B:16` (also `r14`, `R-14`, `/move`
/// first), as colours and 0-based points.
fn tokens(text: &str) -> Option<Vec<(Colour, u8)>> {
    let t = text.trim().to_lowercase();
    let t = t
        .strip_prefix("/move")
        .or_else(|| t.strip_prefix("move"))
        .unwrap_or(&t);
    let mut out = Vec::new();
    let compact: String = t
        .split(|c: char| c == ',' || c.is_whitespace())
        .collect::<Vec<_>>()
        .join(" ");
    // Join a colour letter to its number when a space split them (`r 14`).
    let mut words: Vec<String> = Vec::new();
    for w in compact.split_whitespace() {
        match words.last_mut() {
            Some(last) if matches!(last.as_str(), "r" | "b" | "r:" | "b:") => last.push_str(w),
            _ => words.push(w.to_string()),
        }
    }
    for w in words {
        let mut chars = w.chars();
        let colour = match chars.next()? {
            'r' => Colour::Red,
            'b' => Colour::Blue,
            _ => return None,
        };
        let rest = chars.as_str();
        let rest = rest
            .strip_prefix(':')
            .or_else(|| rest.strip_prefix('-'))
            .or_else(|| rest.strip_prefix('='))
            .unwrap_or(rest);
        let n: usize = rest.parse().ok()?;
        if n == 0 || n > POINTS {
            return None;
        }
        out.push((colour, (n - 1) as u8));
    }
    (!out.is_empty()).then_some(out)
}

/// Checks a typed path against the position: its destination, or what is
/// wrong with it.
fn walk(e: &Engine, state: &VState, text: &str) -> Result<u8, Wrong> {
    let steps = tokens(text).ok_or(Wrong::Shape)?;
    let mut at = state.cars[usize::from(state.turn)].at;
    let mut used = [0u8; 2];
    let have = [state.faces.red, state.faces.blue];
    for (colour, to) in steps {
        used[colour.index()] += 1;
        if used[colour.index()] > have[colour.index()] {
            return Err(Wrong::Faces(colour, have[colour.index()]));
        }
        let run = e
            .circuit
            .runs(at, colour)
            .iter()
            .find(|run| run.contains(&to))
            .ok_or(Wrong::NoLine(colour, at, to))?;
        for &q in run {
            let taken = (0..e.seats).any(|s| {
                let car = state.cars[usize::from(s)];
                s != state.turn && car.out == 0 && car.at == q
            });
            if taken {
                return Err(Wrong::Blocked(q));
            }
            if q == to {
                break;
            }
        }
        at = to;
    }
    Ok(at)
}

/// The listed move a typed path stands for, if it is a legal path.
pub fn read_path(e: &Engine, state: &VState, text: &str) -> Option<VMove> {
    if state.phase != Phase::Move || !matches!(e.status(state), Status::ToMove(_)) {
        return None;
    }
    let to = walk(e, state, text).ok()?;
    e.paths(state)
        .into_iter()
        .find(|p: &Path| p.to() == to)
        .map(VMove::Go)
}

/// A throw typed with its faces in another order (`XRX`), at a chance
/// node.
pub fn read_throw(e: &Engine, state: &VState, text: &str) -> Option<VMove> {
    if e.status(state) != Status::Chance {
        return None;
    }
    let mut f = Faces::default();
    for ch in normalize(text).chars() {
        match ch {
            'r' => f.red += 1,
            'b' => f.blue += 1,
            'x' => f.cross += 1,
            _ => return None,
        }
    }
    let mut out = Vec::new();
    e.chance(state, &mut out);
    out.into_iter().map(|o| o.0).find(|m| *m == VMove::Throw(f))
}

/// The points the car may reach now, as text (`7, 8, 10`), `-` for none.
fn reachable(e: &Engine, state: &VState) -> String {
    let list: Vec<String> = e.paths(state).iter().map(|p| (p.to() + 1).to_string()).collect();
    if list.is_empty() {
        "-".into()
    } else {
        list.join(", ")
    }
}

fn colour_name(c: Colour) -> Message {
    match c {
        Colour::Red => Message::new("victory-colour-red"),
        Colour::Blue => Message::new("victory-colour-blue"),
    }
}

/// Why `text` is no legal move here.
pub fn diagnose(e: &Engine, state: &VState, text: &str) -> MoveError {
    let t = normalize(text);
    let t = t.strip_prefix('/').unwrap_or(&t);
    let more = ["more", "ancora", "+"].iter().find_map(|w| t.strip_prefix(w));
    match e.status(state) {
        Status::Over(outcome) => MoveError::NoMoveExpected {
            reason: Message::new("move-game-over").part("reason", outcome.reason),
        },
        Status::Chance => MoveError::illegal(text, Message::new("victory-throw-due")),
        Status::ToMove(_) if state.phase == Phase::Choose => match more {
            Some(n) if !n.is_empty() && n.chars().all(|c| c.is_ascii_digit()) => {
                MoveError::illegal(text, Message::new("victory-more-one-or-two"))
            }
            _ if tokens(text).is_some() || t == "stay" || t == "resta" => MoveError::illegal(
                text,
                Message::new("victory-choose-first").code("dice", throw_text(state.faces)),
            ),
            _ => MoveError::not_a_move(text, Message::new("victory-notation-more")),
        },
        Status::ToMove(_) => {
            let legal = reachable(e, state);
            if more.is_some() {
                return MoveError::illegal(text, Message::new("victory-already-more").code("points", legal));
            }
            let number = t.parse::<usize>().ok();
            if let Some(n) = number {
                return MoveError::illegal(
                    text,
                    Message::new("victory-not-reachable")
                        .count("point", n.min(999) as i64)
                        .code("points", legal),
                );
            }
            match walk(e, state, text) {
                Err(Wrong::Shape) => MoveError::not_a_move(text, Message::new("victory-notation")),
                Err(Wrong::Faces(c, n)) => MoveError::illegal(
                    text,
                    Message::new("victory-too-many-faces")
                        .part("colour", colour_name(c))
                        .count("n", n)
                        .code("points", legal),
                ),
                Err(Wrong::NoLine(c, from, to)) => MoveError::illegal(
                    text,
                    Message::new("victory-no-line")
                        .part("colour", colour_name(c))
                        .count("from", from + 1)
                        .count("to", to + 1)
                        .code("points", legal),
                ),
                Err(Wrong::Blocked(at)) => MoveError::illegal(
                    text,
                    Message::new("victory-blocked")
                        .count("point", at + 1)
                        .code("points", legal),
                ),
                // A legal path is read by `read_path`; reaching here means
                // the text was fine but the listing disagreed.
                Ok(_) => MoveError::not_a_move(text, Message::new("victory-notation")),
            }
        }
    }
}
