//! Moves as text: `c4`, `xb6`, `b4-b2`, `b4-b2xf6`, `pass`; and why a text
//! is refused.

use super::{Phase, SMove, Shax, ShaxState};
use crate::alignment::morris::{NEIGHBOURS, POINTS, ReadError, bit, name, point_named, read};
use crate::notation::{MoveError, normalize};
use crate::{Message, Rules};

/// The picker steps of a move; joined, its text.
pub(super) fn steps(mv: SMove) -> Vec<String> {
    match mv {
        SMove::Turn(turn) => turn.steps(),
        SMove::Remove(p) => vec![format!("x{}", name(p))],
        SMove::Pass => vec!["pass".to_string()],
    }
}

/// The catalog's `remove xb6`, and `remove b6` and `b6` for a removal.
pub(super) fn aliases(mv: SMove) -> Vec<String> {
    match mv {
        SMove::Remove(p) => vec![
            format!("remove x{}", name(p)),
            format!("remove {}", name(p)),
            name(p).to_string(),
        ],
        _ => Vec::new(),
    }
}

/// The point a removal names (`xb6`, `remove b6`, `b6`), if it names one.
fn removal_point(text: &str) -> Option<Result<u8, String>> {
    let text = normalize(text);
    let text = text.strip_prefix("remove").unwrap_or(&text);
    let text = text.strip_prefix('x').unwrap_or(text);
    let chars: Vec<char> = text.chars().collect();
    let looks =
        chars.len() >= 2 && chars[0].is_ascii_lowercase() && chars[1..].iter().all(char::is_ascii_digit);
    looks.then(|| point_named(text).ok_or_else(|| text.to_string()))
}

impl Shax {
    /// What is wrong with a text that is no legal move here.
    pub(super) fn why_not(&self, state: &ShaxState, text: &str) -> MoveError {
        if let Some(outcome) = self.outcome(state) {
            return MoveError::NoMoveExpected {
                reason: Message::new("move-game-over").part("reason", outcome.reason),
            };
        }
        let me = state.to_move;
        let them = me.other();
        let illegal = |reason: Message| MoveError::illegal(text, reason);
        let not_a_point = |written: String| {
            MoveError::not_a_move(
                text,
                Message::new("shax-not-a-point")
                    .code("written", written)
                    .code("points", POINTS.join(" ")),
            )
        };
        let phase = state.phase();
        if let Phase::Removing(_) = phase {
            return match removal_point(text) {
                Some(Ok(p)) if state.men[me.index()] & bit(p) != 0 => {
                    illegal(Message::new("shax-own-piece").code("point", name(p)))
                }
                Some(Ok(p)) => illegal(Message::new("shax-nothing-to-remove").code("point", name(p))),
                Some(Err(written)) => not_a_point(written),
                None => illegal(
                    Message::new("shax-remove-now")
                        .seat("seat", me)
                        .seat("other", them),
                ),
            };
        }
        if normalize(text) == "pass" {
            return illegal(Message::new("shax-not-blocked").seat("seat", me));
        }
        let (from, to, removes) = match read(text) {
            Ok(read) => read,
            Err(ReadError::Syntax) => return MoveError::not_a_move(text, Message::new("shax-notation")),
            Err(ReadError::NotAPoint(written)) => return not_a_point(written),
        };
        let legal = self.legal_vec(state);
        if legal == [SMove::Pass] {
            return illegal(Message::new("shax-blocked-pass").seat("seat", me));
        }
        let occupied = |p: u8| state.empty() & bit(p) == 0;
        let mine = state.men[me.index()];
        let shown = match from {
            Some(f) => format!("{}-{}", name(f), name(to)),
            None => name(to).to_string(),
        };
        match (phase, from) {
            (Phase::Placing, Some(_)) => return illegal(Message::new("shax-still-placing").seat("seat", me)),
            (Phase::Placing, None) if occupied(to) => {
                return illegal(Message::new("shax-occupied").code("point", name(to)));
            }
            (Phase::Placing, None) => return illegal(Message::new("shax-no-removal-placing")),
            (_, None) => return illegal(Message::new("shax-nothing-to-place").seat("seat", me)),
            (_, Some(f)) if mine & bit(f) == 0 => {
                return illegal(Message::new("shax-no-piece").code("point", name(f)));
            }
            (_, Some(_)) if occupied(to) => {
                return illegal(Message::new("shax-occupied").code("point", name(to)));
            }
            (_, Some(f)) if NEIGHBOURS[usize::from(f)] & bit(to) == 0 => {
                return illegal(
                    Message::new("shax-not-neighbours")
                        .code("from", name(f))
                        .code("to", name(to)),
                );
            }
            _ => {}
        }
        let options = |keep: &dyn Fn(&SMove) -> bool| {
            legal
                .iter()
                .filter(|m| keep(m))
                .map(|m| steps(*m).concat())
                .collect::<Vec<_>>()
                .join(", ")
        };
        if state.open {
            if !removes.is_empty() {
                return illegal(Message::new("shax-oodan").code("move", shown));
            }
            return illegal(
                Message::new("shax-must-open")
                    .seat("seat", me)
                    .seat("other", them)
                    .code("options", options(&|_| true)),
            );
        }
        let jare = from.is_some_and(|f| state.forms_jare(f, to));
        let same = |m: &SMove| matches!(m, SMove::Turn(t) if t.from == from && t.to == to);
        match removes.as_slice() {
            [] if jare => illegal(
                Message::new("shax-must-remove")
                    .code("move", shown)
                    .code("options", options(&same)),
            ),
            [_, ..] if !jare => illegal(Message::new("shax-no-jare").code("move", shown)),
            [_, _, ..] => illegal(Message::new("shax-one-removal").code("options", options(&same))),
            [r] if mine & bit(*r) != 0 => illegal(Message::new("shax-own-piece").code("point", name(*r))),
            [r] => illegal(Message::new("shax-nothing-to-remove").code("point", name(*r))),
            [] => illegal(Message::new("shax-not-legal")),
        }
    }
}
