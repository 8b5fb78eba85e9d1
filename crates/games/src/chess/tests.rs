//! Rules tests of the chess family: a named test per catalog rule and gap.

use super::*;
use crate::{MoveError, Outcome, Rules, Seat, Status};

fn legal<R: Rules>(rules: &R, state: &R::State) -> Vec<String> {
    let mut texts: Vec<String> = rules
        .legal_vec(state)
        .iter()
        .map(|m| rules.format_move(state, m))
        .collect();
    texts.sort();
    texts
}

fn play_all<R: Rules>(rules: &R, state: &mut R::State, moves: &[&str]) {
    for m in moves {
        rules
            .play(state, m)
            .unwrap_or_else(|e| panic!("'{m}' refused: {e}"));
    }
}

fn at<R: Rules>(rules: &R, text: &str) -> R::State {
    rules
        .from_position(text)
        .unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn over(status: Status) -> Outcome {
    match status {
        Status::Over(outcome) => outcome,
        other => panic!("not over: {other:?}"),
    }
}

fn refusal_id(error: &MoveError) -> String {
    match error {
        MoveError::Illegal { reason, .. } => reason.id().to_string(),
        MoveError::NotAMove { expected, .. } => expected.id().to_string(),
        other => format!("{other:?}"),
    }
}

#[test]
fn smoke_print() {
    let rules = Vinciperdi::rules();
    let s = rules.initial();
    println!("{:?}", legal(&rules, &s));
    println!("{}", rules.position_text(&s));
    let rules = ProgressiveChess::rules();
    let mut s = rules.initial();
    play_all(&rules, &mut s, &["e4", "e5", "Qh4"]);
    println!("{}", rules.position_text(&s));
    println!("{:?}", rules.status(&s));
    let _ = (refusal_id, over, at::<ProgressiveChess>, Seat::FIRST);
}
