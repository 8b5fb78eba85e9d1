//! Backgammon and Plakoto through local mode as a real process: a whole
//! game of each with the dice of the fixed seed (`TAVOLO_SEED`), played by
//! scripts (restarting half-way), ending as the engine says, with the seed
//! revealed at the end; and the dice of those games checked by `/verify`
//! and by `tavolo verify-dice` on the record it prints.

use crate::local_game;

use local_game::*;

fn whole_game(slug: &str, rng_seed: u64) {
    let (moves, winner) = engine_game(slug, rng_seed);
    let out = play_through_local_mode(slug, &typed_moves(slug, &moves));
    assert_result(slug, &out, winner);
    assert!(
        out.contains("Dice seed revealed"),
        "{slug}: the seed is revealed at the end"
    );
    // `/verify` recomputes every throw, and so does `tavolo verify-dice`.
    assert_dice_verify(slug, &out);
}

#[test]
fn backgammon_with_the_fixed_seed_dice() {
    whole_game("backgammon", 3);
}

#[test]
fn plakoto_with_the_fixed_seed_dice() {
    whole_game("plakoto", 4);
}
