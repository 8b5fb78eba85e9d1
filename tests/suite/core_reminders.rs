//! Turn reminders in bulk: many games due at once in one chat make a
//! bounded number of notices per window, one digest per player without
//! pictures, and every due game is named in some notice (later windows take
//! what one cannot).

use std::collections::BTreeSet;

use tavolo::app::{
    App, Command, DIGEST_GAMES, Lang, OutboxNotice, REMINDER_AFTER, REMINDER_WINDOW, REMINDERS_PER_CHAT,
    Request,
};

use crate::core_world;

use core_world::*;

fn req(name: &str, command: Command) -> Request {
    Request {
        platform: "test".into(),
        chat: "chat-1".into(),
        user: user(name),
        role: tavolo::app::Role::Member,
        command,
        lang: Lang::En,
        chat_lang: Lang::En,
    }
}

/// `first` challenges `second` to `game`, who accepts game `id`. No
/// clock: these reminders run for weeks (`tests/suite/core_clocks.rs` has
/// reminders with a clock).
async fn start(app: &App, id: i64, first: &str, second: &str, game: &str) {
    let challenge = Command::Challenge {
        opponents: vec![user(second)],
        game: game.into(),
        options: vec![("time".into(), "none".into())],
    };
    let r = app.handle(req(first, challenge)).await;
    assert!(r.text.contains(&format!("#{id}")), "{}", r.text);
    let r = app.handle(req(second, Command::Accept(Some(id)))).await;
    assert!(r.text.contains("Challenge accepted"), "{}", r.text);
}

/// One window of the scheduler: what it queued, delivered.
async fn one_window(app: &App) -> Vec<OutboxNotice> {
    due_notices(app).await
}

/// The game ids a notice names (`#12`).
fn games_named(text: &str) -> Vec<i64> {
    text.split('#')
        .skip(1)
        .filter_map(|rest| {
            let digits: String = rest.chars().take_while(char::is_ascii_digit).collect();
            digits.parse().ok()
        })
        .collect()
}

#[tokio::test]
async fn two_hundred_due_games_in_one_chat_come_as_few_digests_and_none_is_lost() {
    const GAMES: i64 = 200;
    let w = World::new();
    let app = w.app().await;
    let players: Vec<String> = (0..10).map(|p| format!("p{p}")).collect();
    // Game i: players[i % 10] (to move) against players[(i + 1) % 10];
    // twenty waiting games per player. (Two hundred, not more: starting each
    // game draws its board, the slow part of this test.)
    for id in 1..=GAMES {
        let i = id as usize;
        start(&app, id, &players[i % 10], &players[(i + 1) % 10], "nim").await;
    }
    w.clock.advance(REMINDER_AFTER + 1);

    let mut named = BTreeSet::new();
    let (mut notices, mut boards, mut windows) = (0, 0, 0);
    while named.len() < GAMES as usize && windows < 50 {
        let sent = one_window(&app).await;
        assert!(
            sent.len() <= REMINDERS_PER_CHAT,
            "window {windows}: {} notices in one chat",
            sent.len()
        );
        let mut reminded = BTreeSet::new();
        for notice in &sent {
            let ids = games_named(&notice.notice.text);
            assert!((1..=DIGEST_GAMES).contains(&ids.len()), "{}", notice.notice.text);
            assert_eq!(
                notice.notice.board.is_some(),
                ids.len() == 1,
                "only a single game's reminder shows its board: {}",
                notice.notice.text
            );
            boards += usize::from(notice.notice.board.is_some());
            assert_eq!(notice.notice.mentions.len(), 1);
            let player = notice.notice.mentions[0].clone();
            assert!(
                reminded.insert(player.clone()),
                "window {windows}: {player} reminded twice"
            );
            for id in ids {
                assert_eq!(
                    players[id as usize % 10],
                    player,
                    "game #{id} is {player}'s to move"
                );
                assert!(named.insert(id), "game #{id} named twice");
            }
        }
        notices += sent.len();
        windows += 1;
        w.clock.advance(REMINDER_WINDOW);
    }
    assert_eq!(
        named,
        (1..=GAMES).collect::<BTreeSet<_>>(),
        "every due game is named"
    );
    // Ten players with twenty games each: two digests each (a scheduler
    // pass takes 100 due jobs, ten per player, so 10 + 10), five a window.
    // One at a time, it was 200 notices and 200 boards in one pass.
    assert_eq!(notices, 20);
    assert_eq!(windows, 4);
    assert_eq!(boards, 0);
    assert!(one_window(&app).await.is_empty(), "nothing is left due");
}

#[tokio::test]
async fn a_player_with_several_games_gets_one_digest() {
    let w = World::new();
    let app = w.app().await;
    start(&app, 1, "alice", "bob", "nim").await;
    start(&app, 2, "alice", "carol", "awele").await;
    start(&app, 3, "dave", "alice", "nim").await;
    start(&app, 4, "erin", "frank", "nim").await;
    w.clock.advance(REMINDER_AFTER + 1);
    let sent = one_window(&app).await;
    assert_eq!(sent.len(), 3, "{sent:#?}");
    let alice = sent
        .iter()
        .find(|n| n.notice.mentions == ["alice"])
        .expect("alice is reminded");
    assert_eq!(
        alice.notice.text,
        "alice, it is still your turn in 2 games:\n\
         #1 Nim against bob (First)\n\
         #2 Awele against carol (South)"
    );
    assert!(alice.notice.board.is_none(), "a digest draws no board");
    let erin = sent.iter().find(|n| n.notice.mentions == ["erin"]).unwrap();
    assert!(
        erin.notice
            .text
            .starts_with("erin, it is still your turn in Nim #4")
            && erin.notice.board.is_some(),
        "a single game's reminder shows its board: {}",
        erin.notice.text
    );
}

#[tokio::test]
async fn a_reminder_over_the_chats_limit_waits_and_a_move_meanwhile_drops_it() {
    let w = World::new();
    let app = w.app().await;
    let chat_limit = REMINDERS_PER_CHAT as i64;
    for id in 1..=chat_limit + 1 {
        start(&app, id, &format!("p{id}"), &format!("q{id}"), "nim").await;
    }
    w.clock.advance(REMINDER_AFTER + 1);
    let sent = one_window(&app).await;
    assert_eq!(sent.len(), REMINDERS_PER_CHAT);
    let last = format!("p{}", chat_limit + 1);
    assert!(sent.iter().all(|n| n.notice.mentions != [last.clone()]));
    // The last one waits for the next window, but its player moves first.
    let moved = Command::Move {
        game: Some(chat_limit + 1),
        text: "4:1".into(),
        ply: None,
    };
    let r = app.handle(req(&last, moved)).await;
    assert!(!r.private, "{}", r.text);
    w.clock.advance(REMINDER_WINDOW);
    assert!(one_window(&app).await.is_empty(), "the reminder is stale");
    // The opponent's turn is reminded in its time.
    w.clock.advance(REMINDER_AFTER);
    let sent = one_window(&app).await;
    assert_eq!(sent.len(), 1);
    assert_eq!(sent[0].notice.mentions, [format!("q{}", chat_limit + 1)]);
}

#[tokio::test]
async fn delivered_notices_and_finished_jobs_are_deleted_after_a_week() {
    let w = World::new();
    let app = w.app().await;
    start(&app, 1, "alice", "bob", "nim").await;
    start(&app, 2, "carol", "dave", "nim").await;
    w.clock.advance(REMINDER_AFTER + 1);
    let rows = |sql: &'static str| {
        let store = app.store().clone();
        async move { store.count(sql).await.unwrap() }
    };
    app.run_due_jobs().await.unwrap();
    let pending = app.pending_notices("test").await.unwrap();
    assert_eq!(pending.len(), 2);
    // One reminder is delivered, the other never is (the chat is gone).
    app.mark_delivered(pending[0].id).await.unwrap();
    w.clock.advance(tavolo::app::KEEP_DELIVERED + 1);
    app.run_due_jobs().await.unwrap();
    assert_eq!(
        rows("SELECT COUNT(*) FROM outbox").await,
        1,
        "the undelivered notice stays"
    );
    assert_eq!(
        rows("SELECT COUNT(*) FROM jobs WHERE kind = 'remind-turn'").await,
        0,
        "the finished reminders are gone"
    );
    let left = app.pending_notices("test").await.unwrap();
    assert_eq!(left[0].id, pending[1].id);
}
