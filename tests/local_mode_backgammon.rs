//! Backgammon and Plakoto through local mode as a real process: a whole
//! game of each with the dice of the fixed seed (`TAVOLO_SEED`), played by
//! scripts (restarting half-way), ending as the engine says, with the seed
//! revealed at the end; and the dice of those games recomputed from the
//! seed by the documented derivation.

mod local_game;

use games::Status;
use local_game::*;

/// Every throw in `history` is the one the seed gives at its ply.
fn assert_dice_verify(slug: &str, history: &[String]) {
    let seed = games::chance::parse_seed(SEED).unwrap();
    let mut game = games::registry::start(slug, &Default::default()).unwrap();
    let mut throws = 0;
    for text in history {
        if game.status() == Status::Chance {
            let outcomes = game.chance();
            let weights: Vec<u32> = outcomes.iter().map(|(_, w)| *w).collect();
            let index = games::chance::throw_index(&seed, game.ply() as u64, &weights).unwrap();
            assert_eq!(&outcomes[index].0, text, "{slug}: throw at ply {}", game.ply());
            throws += 1;
        }
        game.play(text).unwrap();
    }
    assert!(throws > 10, "{slug}: {throws} throws");
}

fn whole_game(slug: &str, rng_seed: u64) {
    let (moves, winner) = engine_game(slug, rng_seed);
    assert_dice_verify(slug, &moves);
    let out = play_through_local_mode(slug, &typed_moves(slug, &moves));
    assert_result(slug, &out, winner);
    assert!(
        out.contains("Dice seed revealed"),
        "{slug}: the seed is revealed at the end"
    );
}

#[test]
fn backgammon_with_the_fixed_seed_dice() {
    whole_game("backgammon", 3);
}

#[test]
fn plakoto_with_the_fixed_seed_dice() {
    whole_game("plakoto", 4);
}
