//! Two people play a game of hidden information to its end on the fake
//! Discord, typing random legal moves with `/game move`, then check its
//! draws with `/game verify`: the default suite plays the first hidden
//! game in English; every hidden game, in English and Italian by turns, is
//! slow and ignored:
//!
//! ```sh
//! cargo test --test suite -- --ignored every_hidden_game_is_played_to_its_end
//! ```

use super::*;
use crate::against_the_bot::{moved_past, replay};
use games::playout::SplitMix64;
use tavolo::store::{GameStatus, Store};

/// alice and bob play `slug` to its end in the server's language.
async fn play_to_the_end(slug: &str, italian: bool) {
    let h = Harness::new().await;
    let fake = &h.fake;
    let locale = if italian { "it" } else { "en-US" };
    if italian {
        fake.set_guild_locale("it");
    }
    let ask = |user: &'static str, sub: &'static str, options: Vec<(&'static str, u8, Value)>| async move {
        let token = fake
            .command_in(user, &["game", sub], &options, locale, false)
            .await;
        (token.clone(), fake.answer(&token).await)
    };
    let (_, challenge) = ask(
        "alice",
        "challenge",
        vec![("game", STRING, json!(slug)), ("opponent", USER, id_of("bob"))],
    )
    .await;
    assert!(!challenge.ephemeral, "{slug}: {challenge:?}");
    press(
        fake,
        "bob",
        &challenge,
        if italian { "Accetta" } else { "Accept" },
    )
    .await;
    let store = Store::open(&h.database_url()).await.unwrap();
    let mut rng = SplitMix64(slug.len() as u64 * 7919);
    let mut plies = 0;
    loop {
        let (game, version, status) = replay(&store, 1).await;
        if status != GameStatus::Active {
            break;
        }
        match game.status() {
            games::Status::Over(_) => break,
            games::Status::Chance => moved_past(&store, 1, version).await,
            games::Status::ToMove(_) => {
                // Typed by both: the seat to move plays it, the other is
                // refused in private.
                let legal = game.legal();
                let text = legal[rng.below(legal.len())].clone();
                let mut played = false;
                for user in ["alice", "bob"] {
                    let (_, answer) = ask(user, "move", vec![("move", STRING, json!(text))]).await;
                    if !answer.ephemeral {
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
    let (game, _, status) = replay(&store, 1).await;
    assert_eq!(status, GameStatus::Finished, "{slug}");
    assert!(matches!(game.status(), games::Status::Over(_)), "{slug}");
    // The seed that dealt the secrets is revealed: every draw checks out.
    let (_, verified) = ask("alice", "verify", vec![("number", INTEGER, json!(1))]).await;
    let matched = if italian {
        "corrispondono al seme rivelato"
    } else {
        "match the revealed seed"
    };
    assert!(verified.content.contains(matched), "{slug}: {}", verified.content);
    eprintln!("{slug} (italian: {italian}): ended after {plies} moves typed, draws verified");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_hidden_game_is_played_to_its_end_and_verified() {
    let first = crate::core_world::pick::hidden_games().next().unwrap();
    play_to_the_end(first.slug, false).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "slow: cargo test --test suite -- --ignored every_hidden_game_is_played_to_its_end"]
async fn every_hidden_game_is_played_to_its_end() {
    for (i, info) in crate::core_world::pick::hidden_games().enumerate() {
        play_to_the_end(info.slug, i % 2 == 1).await;
    }
}
