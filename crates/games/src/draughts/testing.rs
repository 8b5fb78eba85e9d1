//! Helpers for the rule sets' tests.

use super::{Draughts, DraughtsState, RuleSet};
use crate::{Message, Rules};

/// The rule set `S`.
pub(crate) fn rules<S: RuleSet>() -> Draughts<S> {
    Draughts::<S>::standard().expect("the rule set builds")
}

/// A state from FEN, or a failing test.
pub(crate) fn fen<S: RuleSet>(rules: &Draughts<S>, text: &str) -> DraughtsState {
    rules.from_fen(text).unwrap_or_else(|e| panic!("{text}: {e}"))
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

/// Plays `plies` quiet moves from `state`: never a capture, never one that
/// leaves the opponent a capture or repeats a position a third time (by
/// the state's own record), and
/// only moves `allow` accepts (searched depth-first, backtracking). The game
/// may end only on the last ply.
pub(crate) fn walk<S: RuleSet>(
    rules: &Draughts<S>,
    state: &mut DraughtsState,
    plies: usize,
    allow: impl Fn(&DraughtsState, &super::DraughtsMove) -> bool,
) {
    fn search<S: RuleSet>(
        rules: &Draughts<S>,
        state: &DraughtsState,
        left: usize,
        allow: &dyn Fn(&DraughtsState, &super::DraughtsMove) -> bool,
        budget: &mut usize,
    ) -> Option<DraughtsState> {
        if left == 0 {
            return Some(state.clone());
        }
        for m in rules.legal_vec(state) {
            if m.is_capture() || !allow(state, &m) || *budget == 0 {
                continue;
            }
            *budget -= 1;
            let mut next = state.clone();
            rules.apply(&mut next, &m);
            let now = next.seen.last();
            let count = next.seen.iter().filter(|k| Some(*k) == now).count();
            let over = rules.status(&next).outcome().is_some();
            if count >= 3 || (over && left > 1) || rules.legal_vec(&next).iter().any(|m| m.is_capture()) {
                continue;
            }
            if let Some(done) = search(rules, &next, left - 1, allow, budget) {
                return Some(done);
            }
        }
        None
    }
    let mut budget = 200_000;
    match search(rules, state, plies, &allow, &mut budget) {
        Some(done) => *state = done,
        None => panic!(
            "no quiet walk of {plies} plies from {}",
            rules.position_text(state)
        ),
    }
}

/// Any move.
pub(crate) fn any(_: &DraughtsState, _: &super::DraughtsMove) -> bool {
    true
}

/// The reason the game ended, or a failing test.
pub(crate) fn ended<S: RuleSet>(rules: &Draughts<S>, state: &DraughtsState) -> crate::Outcome {
    rules
        .status(state)
        .outcome()
        .cloned()
        .unwrap_or_else(|| panic!("not over: {}", rules.position_text(state)))
}

/// Whether the game goes on.
pub(crate) fn goes_on<S: RuleSet>(rules: &Draughts<S>, state: &DraughtsState) -> bool {
    rules.status(state).outcome().is_none()
}

/// The perft counts of `rules` from its start, one per depth of `depths`.
pub(crate) fn perft_counts<S: RuleSet>(
    rules: &Draughts<S>,
    depths: std::ops::RangeInclusive<u32>,
) -> Vec<u64> {
    depths
        .map(|d| crate::perft::perft(rules, &rules.initial(), d))
        .collect()
}

/// Plays `cycle` (there and back for both sides) twice from `position`:
/// the start comes back a third time, which every rule set draws.
pub(crate) fn assert_third_repetition_draws<S: RuleSet>(
    rules: &Draughts<S>,
    position: &str,
    cycle: [&str; 4],
) {
    let mut state = fen(rules, position);
    for _ in 0..2 {
        play_on(rules, &mut state, &cycle);
    }
    assert_eq!(ended(rules, &state), crate::Outcome::draw(third_repetition()));
}

/// Walks `plies - 1` quiet plies that `allow` accepts from `state`, the game
/// going on, then one more that draws it for `reason`. Returns the state one
/// ply before the draw, for a check that some other ply is progress.
pub(crate) fn assert_quiet_plies_draw<S: RuleSet>(
    rules: &Draughts<S>,
    state: &mut DraughtsState,
    plies: usize,
    allow: impl Fn(&DraughtsState, &super::DraughtsMove) -> bool,
    reason: Message,
) -> DraughtsState {
    walk(rules, state, plies - 1, &allow);
    assert!(goes_on(rules, state));
    let before = state.clone();
    walk(rules, state, 1, &allow);
    assert_eq!(ended(rules, state), crate::Outcome::draw(reason));
    before
}

/// The start of `rules`: its position text `text`, the first seat to move,
/// and exactly the `opening` moves (in listing order).
pub(crate) fn assert_start<S: RuleSet>(rules: &Draughts<S>, text: &str, opening: &[&str]) {
    let start = rules.initial();
    assert_eq!(rules.position_text(&start), text);
    assert_eq!(
        rules.status(&start),
        crate::Status::ToMove(crate::Seat::FIRST),
        "the first seat starts"
    );
    assert_eq!(legal(rules, &start), opening);
}

/// A short list of moves in a refusal: `moves`, and `more` left out.
pub(crate) fn moves(moves: &str, more: i64) -> Message {
    Message::new("draughts-moves")
        .code("moves", moves)
        .count("more", more)
}

/// The draw by the third repetition.
pub(crate) fn third_repetition() -> Message {
    Message::new("draughts-repetition").count("times", 3)
}

/// The draw after `moves` moves each without progress.
pub(crate) fn no_progress(moves: u16) -> Message {
    Message::new("draughts-no-progress").count("moves", moves)
}

/// The draw after `moves` moves each in `material`.
pub(crate) fn material_draw(material: Message, moves: u16) -> Message {
    Message::new("draughts-material")
        .part("material", material)
        .count("moves", moves)
}

/// The loss of `seat`, blocked.
pub(crate) fn cannot_move(seat: crate::Seat) -> Message {
    Message::new("draughts-seat-cannot-move").seat("seat", seat)
}

/// The loss of `seat`, without pieces.
pub(crate) fn no_pieces(seat: crate::Seat) -> Message {
    Message::new("draughts-seat-no-pieces").seat("seat", seat)
}

/// The number a picture prints on `cell`, if any.
pub(crate) fn cell_label(view: &crate::View, cell: &str) -> Option<String> {
    view.cell_labels
        .iter()
        .find(|(c, _)| c == cell)
        .map(|(_, n)| n.clone())
}

/// From `position`, exactly the `legal` moves; playing `mv` leaves `after`.
pub(crate) fn assert_plays<S: RuleSet>(
    rules: &Draughts<S>,
    position: &str,
    legal_moves: &[&str],
    mv: &str,
    after: &str,
) {
    let mut state = fen(rules, position);
    assert_eq!(legal(rules, &state), legal_moves);
    play_on(rules, &mut state, &[mv]);
    assert_eq!(rules.position_text(&state), after);
}

/// The game at `position` is over with `outcome`.
pub(crate) fn assert_over<S: RuleSet>(rules: &Draughts<S>, position: &str, outcome: crate::Outcome) {
    assert_eq!(rules.status(&fen(rules, position)), crate::Status::Over(outcome));
}
