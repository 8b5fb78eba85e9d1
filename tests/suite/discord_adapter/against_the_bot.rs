//! A person against the bot on the fake Discord (see the suite's
//! `against_the_bot` for the cases): `/game bot` with the level, `/game
//! move` for the person, the bot's moves posted in the channel with the
//! board, in the server's language.

use super::*;
use crate::against_the_bot::{self as cases, Case, Next};
use games::playout::SplitMix64;
use tavolo::store::Store;

/// Plays `case` on a bot of its own (the game is #1 of its database).
async fn play(case: Case) {
    // Shown with a failure: which case it was.
    eprintln!("against the bot: {case:?}");
    let mut h = Harness::new().await;
    let fake = h.fake.clone();
    let locale = if case.italian { "it" } else { "en-US" };
    if case.italian {
        fake.set_guild_locale("it");
    }
    let send = |path: &'static str, options: Vec<(&'static str, u8, Value)>| {
        let fake = fake.clone();
        async move {
            let token = fake
                .command_in("alice", &["game", path], &options, locale, false)
                .await;
            fake.answer(&token).await
        }
    };
    let level = i64::from(case.level);
    let started = send(
        "bot",
        vec![
            ("game", STRING, json!(case.slug)),
            ("level", INTEGER, json!(level)),
        ],
    )
    .await;
    assert!(!started.ephemeral, "{case:?}: {}", started.content);
    let store = Store::open(&h.database_url()).await.unwrap();
    let row = store.game(1).await.unwrap().expect("game #1");
    assert_eq!(row.slug, case.slug);
    let mut rng = SplitMix64(u64::from(case.level) * 7919 + case.slug.len() as u64);
    let mut typed = 0;
    loop {
        let version = cases::version(&store, 1).await;
        match cases::next(&store, 1, typed, &mut rng).await {
            Next::Stop => break,
            Next::Move(text) => {
                let moved = send("move", vec![("move", STRING, json!(text))]).await;
                assert!(!moved.ephemeral, "{case:?}: {text} refused: {}", moved.content);
                typed += 1;
            }
            Next::Wait => cases::moved_past(&store, 1, version).await,
        }
    }
    cases::ended_if_asked(&store, 1, case).await;
    // Each of the bot's turns was posted with its board, in the server's
    // language.
    let made = cases::bot_moves(&store, 1).await;
    assert!(made > 0 || typed > 0, "{case:?}: nothing was played");
    // One post per turn of the bot, however many moves it holds.
    let turns = cases::bot_turns(&store, 1).await;
    // A solitaire the bot plays alone is one long turn, told at its end.
    let deadline = tokio::time::Instant::now() + Duration::from_secs(180);
    loop {
        // In the channel, or in the answer to the command when the bot
        // moved at once (its first move as the first mover).
        let posts: Vec<(bool, usize)> = fake
            .sent()
            .iter()
            .filter_map(|s| {
                let body = if s.json["data"].is_object() {
                    &s.json["data"]
                } else {
                    &s.json
                };
                let text = body["content"].as_str()?;
                Some((cases::bot_move_post(text)?, s.files.len()))
            })
            .collect();
        if posts.len() >= turns {
            for (italian, boards) in posts {
                assert_eq!(italian, case.italian, "{case:?}: the language of a bot's move");
                assert_eq!(boards, 1, "{case:?}: a bot's move comes with its board");
            }
            break;
        }
        assert!(
            tokio::time::Instant::now() < deadline,
            "{case:?}: {turns} turns of the bot, {} posted",
            posts.len()
        );
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    h.stop_bot().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_sample_game_against_the_bot_in_both_languages() {
    for case in cases::sample() {
        play(case).await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "slow: TAVOLO_BOT_GAMES=slug,slug cargo test --test suite -- --ignored against_the_bot"]
async fn the_chosen_games_against_the_bot_at_each_level() {
    for case in cases::chosen() {
        play(case).await;
    }
}
