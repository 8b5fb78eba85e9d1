//! Two people play a game of hidden information to its end in a group of
//! the fake Telegram, typing random legal moves with `/move`, then check
//! its draws with `/verify`: the default suite plays the first hidden game
//! in Italian; every hidden game, in English and Italian by turns, is slow
//! and ignored:
//!
//! ```sh
//! cargo test --test suite -- --ignored every_hidden_game_is_played_to_its_end
//! ```

use super::*;
use crate::against_the_bot::{moved_past, replay};
use games::playout::SplitMix64;
use tavolo::store::GameStatus;

/// alice and bob play `slug` to its end, both in Italian or both in English.
async fn play_to_the_end(slug: &str, italian: bool) {
    let lang = if italian { "it" } else { "en" };
    let (alice, bob) = (Person { lang, ..ALICE }, Person { lang, ..BOB });
    let t = Tavolo::start().await;
    t.send(t.message(alice, GROUP, &format!("/challenge bob {slug}"), &[BOB], None))
        .await;
    let accepted = t.say(bob, "/accept").await;
    assert!(!accepted.public().is_empty(), "{slug}: {accepted:#?}");
    let store = t.app.store();
    let mut rng = SplitMix64(slug.len() as u64 * 7919);
    let mut plies = 0;
    loop {
        let (game, version, status) = replay(store, 1).await;
        if status != GameStatus::Active {
            break;
        }
        match game.status() {
            games::Status::Over(_) => break,
            games::Status::Chance => moved_past(store, 1, version).await,
            games::Status::ToMove(_) => {
                // Typed by both: the seat to move plays it, the other is
                // answered in private.
                let legal = game.legal();
                let text = legal[rng.below(legal.len())].clone();
                let mut played = false;
                for who in [alice, bob] {
                    if !t.say(who, &format!("/move {text}")).await.public().is_empty() {
                        played = true;
                        break;
                    }
                }
                assert!(played, "{slug}: nobody could play {text}");
                plies += 1;
            }
        }
        assert!(plies < 3_000, "{slug}: no end after {plies} moves");
    }
    let (game, _, status) = replay(store, 1).await;
    assert_eq!(status, GameStatus::Finished, "{slug}");
    assert!(matches!(game.status(), games::Status::Over(_)), "{slug}");
    // The seed that dealt the secrets is revealed: every draw checks out.
    let verified = t.say(alice, "/verify 1").await;
    let matched = if italian {
        "corrispondono al seme rivelato"
    } else {
        "match the revealed seed"
    };
    assert!(
        verified.sends().iter().any(|c| c.text().contains(matched)),
        "{slug}: {verified:#?}"
    );
    eprintln!("{slug} (italian: {italian}): ended after {plies} moves typed, draws verified");
    t.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_hidden_game_is_played_to_its_end_and_verified() {
    let first = crate::core_world::pick::hidden_games().next().unwrap();
    play_to_the_end(first.slug, true).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "slow: cargo test --test suite -- --ignored every_hidden_game_is_played_to_its_end"]
async fn every_hidden_game_is_played_to_its_end() {
    for (i, info) in crate::core_world::pick::hidden_games().enumerate() {
        play_to_the_end(info.slug, i % 2 == 0).await;
    }
}
