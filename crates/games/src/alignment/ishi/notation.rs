//! Ishi's move texts: a cell (`f2`), `end`, `pass`; picker steps; the
//! customary forms; refusals that say why.

use super::board::{self, around, name, read};
use super::legal::{self, may_end, must_pass};
use super::{IMove, Ishi, IshiState, Phase};
use crate::notation::{MoveError, normalize};
use crate::{Message, Rules};

/// The canonical text of `mv`.
pub fn format(mv: IMove) -> String {
    match mv {
        IMove::Cell(c) => name(usize::from(c)),
        IMove::End => "end".into(),
        IMove::Pass => "pass".into(),
    }
}

/// The picker steps: a cell's row, then its number; a word whole.
pub fn steps(mv: IMove) -> Vec<String> {
    match mv {
        IMove::Cell(c) => {
            let cell = name(usize::from(c));
            vec![cell[..1].to_string(), cell[1..].to_string()]
        }
        _ => vec![format(mv)],
    }
}

/// Other forms, so that a typed series of words reads in either language.
pub fn aliases(mv: IMove) -> Vec<String> {
    match mv {
        IMove::Cell(_) => Vec::new(),
        IMove::End => ["termina", "fine", "stop", "basta"].map(String::from).to_vec(),
        IMove::Pass => ["passa", "passo"].map(String::from).to_vec(),
    }
}

/// The counts allowed, as text (`8, 1–6`).
pub fn counts_text(bits: u64) -> String {
    let mut parts = Vec::new();
    let mut k = 1;
    while k < 64 {
        if bits & (1 << k) != 0 {
            let start = k;
            while k + 1 < 64 && bits & (1 << (k + 1)) != 0 {
                k += 1;
            }
            parts.push(match k - start {
                0 => start.to_string(),
                1 => format!("{start}, {k}"),
                _ => format!("{start}–{k}"),
            });
        }
        k += 1;
    }
    if parts.is_empty() {
        "—".into()
    } else {
        parts.join(", ")
    }
}

/// The legal moves' texts, `—` for none.
fn legal_list(rules: &Ishi, state: &IshiState) -> String {
    let texts: Vec<String> = rules.legal_vec(state).into_iter().map(format).collect();
    if texts.is_empty() {
        "—".into()
    } else {
        texts.join(", ")
    }
}

/// Why `text` is refused.
pub fn diagnose(rules: &Ishi, state: &IshiState, text: &str) -> MoveError {
    let typed = normalize(text);
    let legal = legal_list(rules, state);
    let illegal = |reason: Message| MoveError::illegal(text, reason.code("legal", legal.clone()));
    let word =
        |w: &str| typed == w || aliases(if w == "end" { IMove::End } else { IMove::Pass }).contains(&typed);
    let k = state.turn().count_ones();
    if word("end") {
        return illegal(if k == 0 {
            Message::new("ishi-end-nothing")
        } else {
            Message::new("ishi-end-count")
                .count("n", k)
                .code("counts", counts_text(state.counts()))
        });
    }
    if word("pass") {
        return illegal(Message::new("ishi-no-pass"));
    }
    let Some(cell) = read(&typed) else {
        return MoveError::not_a_move(text, Message::new("ishi-notation"));
    };
    if state.over() {
        return illegal(Message::new("ishi-over"));
    }
    let bit = 1u64 << cell;
    let stones = state.stones();
    let filled = stones[0] | stones[1];
    let cell_name = name(cell);
    if must_pass(state) {
        return illegal(Message::new("ishi-out-of-stones"));
    }
    let reason = match state.phase() {
        Phase::Place if filled & bit != 0 => Message::new("ishi-taken").code("cell", cell_name),
        Phase::Remove if filled & bit == 0 => Message::new("ishi-empty").code("cell", cell_name),
        Phase::Remove if k > 0 && stones[usize::from(state.taking)] & bit == 0 => {
            Message::new("ishi-other-colour").code("cell", cell_name)
        }
        _ if k > 0
            && around(state.turn()) & bit == 0
            && (state.phase() == Phase::Remove || joined(rules, state)) =>
        {
            Message::new("ishi-apart")
                .code("cell", cell_name)
                .code("turn", board::names(state.turn(), " "))
        }
        _ if k > 0 && may_end(state) && legal::cells(state, rules.connect) == 0 => {
            Message::new("ishi-turn-full").count("n", k)
        }
        _ => Message::new("ishi-no-count")
            .code("cell", cell_name)
            .code("counts", counts_text(state.counts())),
    };
    illegal(reason)
}

fn joined(rules: &Ishi, state: &IshiState) -> bool {
    state.prev().is_none() || rules.connect == super::Connect::EachMove
}
