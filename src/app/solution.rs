//! What a solitaire's player reads on giving up: a way to finish from
//! where they stopped, found by the game's solver.

use super::texts::{Lang, t};
use games::DynGame;

/// Most moves of a solution written out; a longer one is cut with a count.
const SOLUTION_SHOWN: usize = 60;

/// What a solitaire's player reads on giving up: a way to finish from
/// where they stopped, if the game's solver finds one.
pub(super) fn solution_words(game: &dyn DynGame, lang: Lang) -> String {
    let Some(moves) = game.solution() else {
        return t!(lang, "gave-up-no-solution");
    };
    let shown: Vec<String> = moves
        .iter()
        .take(SOLUTION_SHOWN)
        .map(|m| super::move_words::shown(game.info(), m, lang))
        .collect();
    let mut line = shown.join(" ");
    if moves.len() > SOLUTION_SHOWN {
        line = t!(
            lang,
            "gave-up-solution-more",
            moves = line,
            more = moves.len() - SOLUTION_SHOWN
        );
    }
    t!(lang, "gave-up-solution", moves = line, count = moves.len())
}
