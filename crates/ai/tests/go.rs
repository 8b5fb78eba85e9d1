//! The bot finishes a game of Go: two bots play 9×9 to the end, pass when
//! the board is settled, and end by an agreed count (both accept) or, after
//! a dispute, by two passes; never by the ply limit.

use std::collections::BTreeMap;

use ai::{Budget, best_move_in};
use games::Status;

#[test]
fn two_bots_finish_a_9x9_game_with_a_count() {
    let mut game = games::registry::start("go-9x9", &BTreeMap::new()).unwrap();
    let mut seed = 1;
    while let Status::ToMove(_) = game.status() {
        let thought = best_move_in(game.as_ref(), Budget::iterations(30), seed).unwrap();
        game.play(&thought.best).unwrap();
        seed += 1;
        assert!(game.ply() < 250, "not over after 250 plies: {:?}", game.history());
    }
    let history = game.history().join(" ");
    let Status::Over(outcome) = game.status() else {
        unreachable!()
    };
    eprintln!("{history}\n{}", outcome.reason);
    assert!(
        ["go-result-agreed", "go-result-all-alive"].contains(&outcome.reason.id()),
        "{history}: {}",
        outcome.reason
    );
    assert!(history.contains("pass pass"), "{history}");
}
