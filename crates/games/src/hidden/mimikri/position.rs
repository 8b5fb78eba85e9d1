//! The position text is the game so far, the way the referee knows it:
//! `<White's cubes>/<Black's cubes> <tries…>`.
//!
//! - each side's drawn cubes as dealt, from the a-file to the h-file of
//!   its second rank, by letter (`QRPPNBPP`), `-` before its first;
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
    for word in fields {
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
