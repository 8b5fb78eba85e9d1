//! Helpers for the rule sets' tests.

use super::{Draughts, DraughtsState, RuleSet};
use crate::Rules;

/// The rule set `S`.
pub(crate) fn rules<S: RuleSet>() -> Draughts<S> {
    Draughts::<S>::standard().expect("the rule set builds")
}

/// A state from FEN, or a failing test.
pub(crate) fn fen<S: RuleSet>(rules: &Draughts<S>, text: &str) -> DraughtsState {
    rules.from_fen(text).unwrap_or_else(|e| panic!("{text}: {e}"))
}

/// The state after `moves` from the start.
pub(crate) fn play_all<S: RuleSet>(rules: &Draughts<S>, moves: &[&str]) -> DraughtsState {
    let mut state = rules.initial();
    play_on(rules, &mut state, moves);
    state
}

/// Plays `moves` on `state`.
pub(crate) fn play_on<S: RuleSet>(rules: &Draughts<S>, state: &mut DraughtsState, moves: &[&str]) {
    for m in moves {
        rules.play(state, m).unwrap_or_else(|e| panic!("{m}: {e}"));
    }
}

/// The canonical texts of the legal moves, in listing order.
pub(crate) fn legal<S: RuleSet>(rules: &Draughts<S>, state: &DraughtsState) -> Vec<String> {
    rules
        .legal_vec(state)
        .iter()
        .map(|m| rules.format_move(state, m))
        .collect()
}

/// Sorted texts, for comparing sets.
pub(crate) fn sorted(texts: &[&str]) -> Vec<String> {
    let mut texts: Vec<String> = texts.iter().map(|t| t.to_string()).collect();
    texts.sort();
    texts
}

/// The legal texts, sorted.
pub(crate) fn legal_sorted<S: RuleSet>(rules: &Draughts<S>, state: &DraughtsState) -> Vec<String> {
    let mut texts = legal(rules, state);
    texts.sort();
    texts
}
