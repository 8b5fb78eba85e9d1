//! Helpers the games' unit tests share: play a line, read a refusal, read
//! the outcome. Each panics with the move or status at fault, so a failing
//! test names what went wrong.

use crate::{MoveError, Outcome, Rules, Status};

/// Plays `moves` in order; any refusal fails the test with its move.
pub(crate) fn play<R: Rules>(rules: &R, state: &mut R::State, moves: &[&str]) {
    for m in moves {
        rules.play(state, m).unwrap_or_else(|e| panic!("{m}: {e:?}"));
    }
}

/// Why `text` is refused: the illegal move's reason id, `not a move: …`
/// with what was expected, or the error itself. Fails the test when the
/// move is accepted.
pub(crate) fn refused<R: Rules>(rules: &R, state: &R::State, text: &str) -> String {
    match rules.parse_move(state, text) {
        Ok(m) => panic!("{text} accepted as {m:?}"),
        Err(MoveError::Illegal { reason, .. }) => reason.id().to_string(),
        Err(MoveError::NotAMove { expected, .. }) => format!("not a move: {}", expected.id()),
        Err(e) => format!("{e:?}"),
    }
}

/// The outcome of a finished game; fails the test when it is not over.
pub(crate) fn outcome<R: Rules>(rules: &R, state: &R::State) -> Outcome {
    match rules.status(state) {
        Status::Over(o) => o,
        other => panic!("not over: {other:?}"),
    }
}
