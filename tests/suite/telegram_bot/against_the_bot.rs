//! A person against the bot on the fake Telegram (see the suite's
//! `against_the_bot` for the cases): `/challenge <game> bot:<level>`, the
//! person's moves typed, the bot's moves posted in the group with the
//! board, in the challenger's language.

use super::*;
use crate::against_the_bot::{self as cases, Case, Next};
use games::playout::SplitMix64;

/// Plays `case` on a bot of its own (the game is #1 of its database).
async fn play(case: Case) {
    // Shown with a failure: which case it was.
    eprintln!("against the bot: {case:?}");
    let t = Tavolo::start().await;
    let alice = Person {
        lang: if case.italian { "it" } else { "en" },
        ..ALICE
    };
    // From the challenge on: a bot that moves first posts its first turn
    // in the challenge's answer.
    let since = t.fake.calls_len();
    let started = t
        .say(alice, &format!("/challenge {} bot:{}", case.slug, case.level))
        .await;
    assert!(!started.public().is_empty(), "{case:?}: {started:#?}");
    let store = t.app.store();
    let row = store.game(1).await.unwrap().expect("game #1");
    assert_eq!(row.slug, case.slug);
    let mut rng = SplitMix64(u64::from(case.level) * 7919 + case.slug.len() as u64);
    let mut typed = 0;
    loop {
        let version = cases::version(store, 1).await;
        match cases::next(store, 1, typed, &mut rng).await {
            Next::Stop => break,
            Next::Move(text) => {
                let moved = t.say(alice, &format!("/move {text}")).await;
                assert!(!moved.public().is_empty(), "{case:?}: {text} refused: {moved:#?}");
                typed += 1;
            }
            Next::Wait => cases::moved_past(store, 1, version).await,
        }
    }
    cases::ended_if_asked(store, 1, case).await;
    // Each of the bot's turns was posted in the group with its board, in
    // the challenger's language.
    let made = cases::bot_moves(store, 1).await;
    assert!(made > 0 || typed > 0, "{case:?}: nothing was played");
    // One post per turn of the bot, however many moves it holds.
    let turns = cases::bot_turns(store, 1).await;
    let posted = |c: &Call| c.chat() == GROUP && cases::bot_move_post(&c.text()).is_some();
    let calls = t
        .fake
        // A solitaire the bot plays alone is one long turn, told at its end.
        .wait_for_within(Duration::from_secs(180), since, |c| {
            c.iter().filter(|c| posted(c)).count() >= turns
        })
        .await;
    for call in calls.iter().filter(|c| posted(c)) {
        assert_eq!(
            cases::bot_move_post(&call.text()),
            Some(case.italian),
            "{case:?}: the language of {}",
            call.text()
        );
        assert!(
            call.photo().is_some(),
            "{case:?}: a bot's move comes with its board"
        );
    }
    t.stop().await;
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
