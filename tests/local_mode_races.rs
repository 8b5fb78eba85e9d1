//! The ancient races through local mode: a full game of each rule set, with
//! the throws of the fixed seed, played to its result by two processes
//! (restarted half-way), and its dice verified against the revealed seed.
//!
//! None of these rule sets has an independent implementation to compare
//! with, so each game is a random game of our engine (throws from the fixed
//! [`local_game::SEED`], moves from a fixed generator); the test checks that
//! local mode reaches the same result, and that every throw recorded is the
//! one the published derivation gives for that seed and ply: `/verify`
//! in the core, and `tavolo verify-dice` on the record it prints.

mod local_game;

use local_game::{
    SEED, assert_dice_verify, assert_result, engine_game, play_through_local_mode, play_with_options,
    typed_moves,
};

// The generator seeds below give short decided games (found by scanning
// seeds 0..400 for the fewest typed moves), so local mode stays quick.

fn race(slug: &str, rng: u64) {
    let (moves, winner) = engine_game(slug, rng);
    let out = play_through_local_mode(slug, &typed_moves(slug, &moves));
    assert_result(slug, &out, winner);
    assert!(
        out.contains("Dice seed revealed"),
        "{slug}: the seed is revealed at the end"
    );
    assert_dice_verify(slug, &out);
}

#[test]
fn senet_kendall_with_the_fixed_seed_dice() {
    race("senet-kendall", 219);
}

#[test]
fn senet_bell_with_the_fixed_seed_dice() {
    race("senet-bell", 88);
}

#[test]
fn senet_tait_with_the_fixed_seed_dice() {
    race("senet-tait", 33);
}

#[test]
fn senet_tavolando_with_the_fixed_seed_dice() {
    race("senet-tavolando", 300);
}

#[test]
fn senet_tavolando_7_with_the_fixed_seed_dice() {
    race("senet-tavolando-7", 348);
}

#[test]
fn senet_tavolando_six_with_the_fixed_seed_dice() {
    race("senet-tavolando-six", 0);
}

#[test]
fn duodecim_scripta_with_the_fixed_seed_dice() {
    race("duodecim-scripta", 144);
}

/// Sahkku's activation throws (one to three chance nodes a try) and who
/// starts are thrown and verified like any other throw.
#[test]
fn sahkku_with_the_fixed_seed_dice() {
    race("sahkku", 26);
}

#[test]
fn alibaba_with_the_fixed_seed_dice() {
    race("alibaba", 246);
}

/// Three players: the game's options reach local mode.
#[test]
fn alibaba_three_players_with_the_fixed_seed_dice() {
    let options = [("seats", "3")];
    let given = options
        .iter()
        .map(|(k, v)| (k.to_string(), games::OptionValue::Text(v.to_string())))
        .collect();
    let seed = games::chance::parse_seed(SEED).unwrap();
    let mut game = games::registry::start("alibaba", &given).unwrap();
    let mut rng = games::playout::SplitMix64(9);
    let mut typed = Vec::new();
    loop {
        match game.status() {
            games::Status::Over(_) => break,
            games::Status::Chance => {
                game.throw_from_seed(&seed).unwrap();
            }
            games::Status::ToMove(seat) => {
                let legal = game.legal();
                let pick = legal[rng.below(legal.len())].clone();
                if legal != ["pass"] {
                    typed.push((seat.0, pick.clone()));
                }
                game.play(&pick).unwrap();
            }
        }
    }
    let winner = game.status().outcome().and_then(|o| o.winner).map(|s| s.0);
    let out = play_with_options("alibaba", "seats=3", &typed);
    assert_result("alibaba", &out, winner);
    assert_dice_verify("alibaba", &out);
}
