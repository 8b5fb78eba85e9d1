//! The position text is the game so far, the way the referee knows it:
//! `<White's cubes>/<Black's cubes> <tries…>`.
//!
//! - each side's drawn cubes, from the a-file to the h-file of its second
//!   rank, by letter (`QRPPNBPP`), `-` before its first: as dealt, or as
//!   set out by their owner (Decoy);
//! - while Decoy's sides are setting out their cubes, `arranging:w` (White
//!   to set out) or `arranging:b` (Black), the last word; without it the
//!   setting out is over;
//! - then every try since the deal in order, as typed (`e2e4`, `e7e8q`,
//!   `pass`), those refused or failed included.
//!
//! The text carries the whole history because the hidden game needs it:
//! what a viewer may believe depends on every answer the referee gave.
//! So two texts differ whenever their histories do; repetition is
//! decided on the cubes' squares, not on this text.
//!
//! Example: `PPQPNRPB/PPPBPPNR e2e4 e7e5 d2d3`.

use super::board::{Kind, SET};
use super::state::{DRAWN, MState};
use super::{MMove, MimikriRules, RuleSet};
use crate::{PositionError, Rules};

pub fn write(state: &MState) -> String {
    let side = |s: usize| -> String {
        let n = state.dealt.saturating_sub(s as u8 * DRAWN).min(DRAWN);
        if n == 0 {
            return "-".into();
        }
        (1..=n)
            .map(|id| state.born[s][usize::from(id)].letter())
            .collect()
    };
    let mut out = format!("{}/{}", side(0), side(1));
    if state.ordering() {
        out.push_str(if state.to_move == 0 {
            " arranging:w"
        } else {
            " arranging:b"
        });
    }
    for ev in &state.log {
        out.push(' ');
        match ev.tried {
            None => out.push_str("pass"),
            Some(t) => out.push_str(&super::notation::format(state, MMove::Try(t))),
        }
    }
    out
}

pub fn read<S: RuleSet>(rules: &MimikriRules<S>, text: &str) -> Result<MState, PositionError> {
    let mut fields = text.split_whitespace();
    let Some(cubes) = fields.next() else {
        return Err(PositionError::shape(
            "the cubes dealt (White's/Black's, like QRPPNBPP/PPBNPRPP), then the tries",
        ));
    };
    let Some((white, black)) = cubes.split_once('/') else {
        return Err(PositionError::shape(
            "the cubes dealt: White's and Black's with '/' between",
        ));
    };
    let mut state = rules.initial();
    for (s, part) in [white, black].into_iter().enumerate() {
        if part == "-" {
            if s == 1 && state.dealt < DRAWN {
                continue;
            }
            if s == 0 && black != "-" {
                return Err(PositionError::count("White's cubes are dealt before Black's"));
            }
            continue;
        }
        if s == 1 && state.dealt < DRAWN {
            return Err(PositionError::count("White's 8 cubes are dealt before Black's"));
        }
        if part.chars().count() > usize::from(DRAWN) {
            return Err(PositionError::count("8 cubes a side at most"));
        }
        let mut left: Vec<(Kind, u8)> = SET.to_vec();
        for c in part.chars() {
            let kind = Kind::from_letter(c)
                .filter(|k| *k != Kind::King)
                .ok_or_else(|| PositionError::piece(format!("'{c}' is no cube: Q R B N P")))?;
            let slot = left.iter_mut().find(|(k, _)| *k == kind).expect("in the set");
            if slot.1 == 0 {
                return Err(PositionError::count(format!(
                    "too many {c}: a side's box holds 1 Q, 2 R, 2 B, 2 N and 8 P"
                )));
            }
            slot.1 -= 1;
            rules.apply(&mut state, &MMove::Deal(kind));
        }
    }
    let mut words = fields.peekable();
    if state.ordering() {
        match words.peek() {
            Some(&"arranging:w") => {}
            Some(&"arranging:b") => {
                state.ordered = 1;
                state.to_move = 1;
            }
            _ => {
                state.ordered = 2;
                state.to_move = 0;
            }
        }
        if state.ordering() {
            words.next();
            if words.peek().is_some() {
                return Err(PositionError::shape(
                    "nothing after arranging:w or arranging:b: tries come once both sides set out their cubes",
                ));
            }
        }
    }
    for word in words {
        if word.starts_with("arranging:") {
            return Err(PositionError::shape(
                "arranging:w or arranging:b only in Decoy, right after the 16 cubes dealt",
            ));
        }
        if !state.dealt_all() {
            return Err(PositionError::count("tries come after the deal of 16 cubes"));
        }
        let mv = rules
            .parse_move(&state, word)
            .map_err(|e| PositionError::unreachable(format!("'{word}' cannot be tried here: {e}")))?;
        rules.apply(&mut state, &mv);
    }
    Ok(state)
}
