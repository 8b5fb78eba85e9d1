//! The mancala family in local mode, as a real process, beyond what every
//! game gets in `local_mode_every_game.rs`: whole games that show a rule
//! set's own ending (a second round, mtaji), other seat counts, Tchuka
//! Ruma's solution, and the story of a sowing, played to their result
//! through `/move` commands (with a restart half-way, see `local_game`).
//!
//! Sources of the scripts: no independent implementation plays these rule
//! sets (OpenSpiel has only `oware`, Awele's fixture, and `mancala`, Kalah,
//! which none of them is), so each game is a random game of our engine
//! (coin tosses thrown from the fixed seed, `TAVOLO_SEED`) whose result the
//! core must announce as the engine decided it. Tchuka Ruma plays its known
//! solution. The random number seeds were picked for games of moderate
//! length that show each set's own ending (a match and Congklak reach a
//! second round; Bao reaches mtaji).

use crate::local_game;

use games::playout::SplitMix64;
use games::{OptionValue, Seat, Status};
use local_game::*;
use std::collections::BTreeMap;

/// Options as the helpers take them (`"seats=3"`).
fn options(text: &str) -> BTreeMap<String, OptionValue> {
    text.split_whitespace()
        .filter_map(|w| w.split_once('='))
        .map(|(k, v)| (k.to_string(), OptionValue::Text(v.to_string())))
        .collect()
}

/// A random game of our engine with `opts`: its move list and winner.
fn random_game(slug: &str, opts: &str, rng_seed: u64) -> (Vec<String>, Option<u8>) {
    let seed = games::chance::parse_seed(SEED).unwrap();
    let mut game = games::registry::start(slug, &options(opts)).unwrap();
    let mut rng = SplitMix64(rng_seed);
    loop {
        match game.status() {
            Status::Over(outcome) => return (game.history().to_vec(), outcome.winner.map(|Seat(s)| s)),
            Status::Chance => {
                game.throw_from_seed(&seed).unwrap();
            }
            Status::ToMove(_) => {
                let legal = game.legal();
                game.play(&legal[rng.below(legal.len())]).unwrap();
            }
        }
    }
}

/// The moves players type (not throws or forced passes), with who types
/// them.
fn typed(slug: &str, opts: &str, history: &[String]) -> Vec<(u8, String)> {
    let mut game = games::registry::start(slug, &options(opts)).unwrap();
    let mut out = Vec::new();
    for text in history {
        if let Status::ToMove(seat) = game.status()
            && game.legal() != ["pass"]
        {
            out.push((seat.0, text.clone()));
        }
        game.play(text).unwrap();
    }
    out
}

/// Plays a random game of `slug` through local mode and checks its result.
fn random_case(slug: &str, opts: &str, rng_seed: u64) -> String {
    let (moves, winner) = random_game(slug, opts, rng_seed);
    let out = play_with_options(slug, opts, &typed(slug, opts, &moves));
    assert_result(slug, &out, winner);
    out
}

#[test]
fn layli_goobalay_match_over_two_rounds() {
    let (moves, _) = random_game("layli-goobalay-match", "", 65);
    let mut game = games::registry::start("layli-goobalay-match", &options("")).unwrap();
    for m in &moves {
        game.play(m).unwrap();
    }
    assert!(game.position().contains("round 2"), "{}", game.position());
    random_case("layli-goobalay-match", "", 65);
}

#[test]
fn bao_la_kiswahili_into_mtaji() {
    let (moves, _) = random_game("bao-la-kiswahili", "", 11);
    assert!(moves.len() > 44, "both hands are emptied: mtaji is reached");
    random_case("bao-la-kiswahili", "", 11);
}

#[test]
fn congklak_over_two_rounds() {
    random_case("congklak", "", 112);
}

#[test]
fn tchuka_ruma_its_known_solution_wins() {
    let moves: Vec<(u8, String)> = ["3", "4", "3", "4", "2", "4"]
        .iter()
        .map(|m| (0, m.to_string()))
        .collect();
    let out = play_with_options("tchuka-ruma", "", &moves);
    assert_result("tchuka-ruma", &out, Some(0));
}

#[test]
fn tchuka_ruma_a_wrong_hole_loses() {
    let out = play_with_options("tchuka-ruma", "", &[(0, "1".to_string())]);
    let last = out.lines().rfind(|l| l.contains("is over")).unwrap();
    assert!(last.contains("lost"), "{last}");
}

#[test]
fn oh_wah_ree_three_seats() {
    random_case("oh-wah-ree", "seats=3", 197);
}

#[test]
fn oh_wah_ree_coastal_four_seats() {
    random_case("oh-wah-ree-coastal", "seats=4", 49);
}

#[test]
fn oh_wah_ree_arabian_three_seats() {
    random_case("oh-wah-ree-arabian", "seats=3", 170);
}

#[test]
fn the_reply_tells_the_sowing() {
    // Hawalis's first worked example, as the core answers it: each lap,
    // where the last seed fell, what was taken and why.
    let session = Session::new();
    let reply = session.run("alice: /challenge bob hawalis\nbob: /accept\nalice: /move A3\n");
    assert!(
        reply.contains("alice played A3: 5 laps: A3 2→A5, A5 3→B7, B7 3→B4, B4 3→B1, B1 3→A3; last seed in A3, making 1; took 4 seeds (a5 2, b5 2)"),
        "{reply}"
    );
}
