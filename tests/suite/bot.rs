//! The bot through the core on a real SQLite file: challenged, invited into
//! an open challenge, against itself; its turns as durable jobs that
//! survive a restart mid-think, checked against the game's version, while
//! other requests are served.

use std::time::Duration;

use games::Status;
use tavolo::app::{App, Command, DrawAction, Lang, Reply, Request, UserRef};

use crate::core_world;

use core_world::*;

async fn say(app: &App, name: &str, command: Command) -> Reply {
    app.handle(Request {
        platform: "test".into(),
        chat: "chat-1".into(),
        user: user(name),
        role: tavolo::app::Role::Member,
        command,
        lang: Lang::En,
        chat_lang: Lang::En,
    })
    .await
}

fn challenge(opponents: Vec<UserRef>, game: &str) -> Command {
    Command::Challenge {
        opponents,
        game: game.into(),
        options: vec![],
    }
}

fn mv(game: i64, text: &str) -> Command {
    Command::Move {
        game: Some(game),
        text: text.into(),
        ply: None,
    }
}

/// Game `id` replayed from the store.
async fn replay(app: &App, id: i64) -> Box<dyn games::DynGame> {
    let row = app.store().game(id).await.unwrap().unwrap();
    let mut game = games::registry::start(&row.slug, &Default::default()).unwrap();
    for m in app.store().moves(id).await.unwrap() {
        game.play(&m.text).unwrap();
    }
    game
}

async fn version(app: &App, id: i64) -> i64 {
    app.store().game(id).await.unwrap().unwrap().version
}

#[tokio::test]
async fn the_bot_named_alone_takes_every_free_seat() {
    let w = World::new();
    let app = w.app().await;
    let (info, seats) = pick::for_three_or_more();
    let r = say(&app, "alice", challenge(vec![UserRef::bot(1)], info.slug)).await;
    assert!(
        r.text.contains("Game on against the bot"),
        "{}: {}",
        info.slug,
        r.text
    );
    assert_eq!(
        r.text.matches("Tavolo bot level 1").count(),
        seats - 1,
        "the bot sits in every seat but alice's: {}",
        r.text
    );
    // Naming a person too keeps the challenge open for them.
    let r = say(
        &app,
        "alice",
        challenge(vec![UserRef::bot(1), user("bob")], info.slug),
    )
    .await;
    assert!(!r.text.contains("Game on"), "{}", r.text);
    // Only bob is asked to answer: the bot has sat down already.
    assert!(r.text.contains("). bob: /accept"), "{}", r.text);
}

#[tokio::test]
async fn a_whole_game_against_the_bot_through_the_core() {
    let w = World::new();
    let app = w.app().await;
    let r = say(&app, "alice", challenge(vec![UserRef::bot(1)], "awele")).await;
    assert!(r.text.contains("Game on against the bot"), "{}", r.text);
    assert!(r.text.contains("Tavolo bot level 1 (North)"), "{}", r.text);
    let mut bot_moves = 0;
    for _ in 0..400 {
        let game = replay(&app, 1).await;
        let Status::ToMove(seat) = game.status() else {
            break;
        };
        if seat.0 == 0 {
            // alice plays her first legal move; bob may not play for the bot.
            let r = say(&app, "alice", mv(1, &game.legal()[0])).await;
            assert!(!r.private, "{}", r.text);
            assert!(r.choices.is_empty(), "no buttons while the bot is to move");
            continue;
        }
        let r = say(&app, "alice", mv(1, &game.legal()[0])).await;
        assert!(r.private && r.text.contains("not your turn"), "{}", r.text);
        let before = version(&app, 1).await;
        assert_eq!(app.run_due_jobs().await.unwrap(), 1, "one bot turn is due");
        assert!(version(&app, 1).await > before, "the bot moved");
        bot_moves += 1;
        let pending = app.pending_notices("test").await.unwrap();
        let notice = pending
            .iter()
            .find(|n| n.idempotency_key == format!("game:1:bot:{before}"))
            .expect("the bot's move is announced");
        assert!(
            notice
                .notice
                .text
                .starts_with("Tavolo bot level 1 (North) played"),
            "{}",
            notice.notice.text
        );
        assert_eq!(notice.notice.board.map(|b| b.game_id), Some(1), "with the board");
        for n in pending {
            app.mark_delivered(n.id).await.unwrap();
        }
    }
    let game = replay(&app, 1).await;
    assert!(matches!(game.status(), Status::Over(_)), "the game ends");
    assert!(bot_moves > 5);
    let row = app.store().game(1).await.unwrap().unwrap();
    assert_eq!(row.status.to_string(), "finished");
    let moves = app.store().moves(1).await.unwrap();
    assert!(
        moves.iter().any(|m| m.seat == Some(1) && !m.auto),
        "the bot's moves are recorded as its own"
    );
}

#[tokio::test]
async fn a_restart_mid_think_resumes_the_bot_s_turn_and_others_are_served_meanwhile() {
    let w = World::new();
    let app = w.app().await.with_bot_threads(1);
    // Level 2 gomoku thinks long enough in a debug build to be caught mid-think.
    say(&app, "alice", challenge(vec![UserRef::bot(2)], "gomoku")).await;
    say(&app, "alice", mv(1, "h8")).await;
    say(&app, "bob", challenge(vec![user("carol")], "nim")).await;
    let before = version(&app, 1).await;

    let mut thinking = Box::pin(app.run_due_jobs());
    let served = async {
        tokio::time::sleep(Duration::from_millis(50)).await;
        let board = say(&app, "alice", Command::Board(Some(1))).await;
        let other = say(&app, "carol", Command::Accept(Some(2))).await;
        (board, other)
    };
    let (board, other) = tokio::select! {
        _ = &mut thinking => panic!("the bot answered before the other requests were served"),
        replies = served => replies,
    };
    assert!(board.text.contains("Tavolo bot level 2"), "{}", board.text);
    assert!(other.text.contains("Challenge accepted"), "{}", other.text);
    // The process stops mid-think: nothing of the bot's turn was recorded.
    drop(thinking);
    drop(app);
    assert_eq!(version(&w.app().await, 1).await, before);

    let app = w.app().await;
    // The stopped pass's claim on the turn holds until its lease runs out.
    assert_eq!(app.run_due_jobs().await.unwrap(), 0, "still claimed");
    w.clock.advance(tavolo::app::JOB_LEASE + 1);
    assert_eq!(
        app.run_due_jobs().await.unwrap(),
        1,
        "the bot's turn is still due"
    );
    assert_eq!(version(&app, 1).await, before + 1, "and is played once");
    assert_eq!(app.run_due_jobs().await.unwrap(), 0);
    let game = replay(&app, 1).await;
    assert_eq!(game.status(), Status::ToMove(games::Seat(0)));
    let notices = app.pending_notices("test").await.unwrap();
    assert_eq!(
        notices
            .iter()
            .filter(|n| n.idempotency_key.contains(":bot:"))
            .count(),
        1
    );
}

#[tokio::test]
async fn a_stale_bot_turn_records_nothing() {
    let w = World::new();
    let app = w.app().await;
    say(&app, "alice", challenge(vec![UserRef::bot(1)], "nim")).await;
    say(&app, "alice", mv(1, "4:1")).await;
    let r = say(&app, "alice", Command::Resign(Some(1))).await;
    assert!(r.text.contains("resigned"), "{}", r.text);
    let before = version(&app, 1).await;
    assert_eq!(app.run_due_jobs().await.unwrap(), 1);
    assert_eq!(version(&app, 1).await, before, "no move after the game ended");
    assert_eq!(app.run_due_jobs().await.unwrap(), 0, "the job is done");
}

#[tokio::test]
async fn bots_play_each_other_to_the_end_while_the_challenger_watches() {
    let w = World::new();
    let app = w.app().await;
    let r = say(
        &app,
        "alice",
        challenge(vec![UserRef::bot(1), UserRef::bot(2)], "nim"),
    )
    .await;
    assert!(r.text.contains("Bot against bot"), "{}", r.text);
    let r = say(&app, "alice", mv(1, "1:1")).await;
    assert!(r.private && r.text.contains("not playing"), "{}", r.text);
    let mut rounds = 0;
    while app.run_due_jobs().await.unwrap() > 0 {
        rounds += 1;
        assert!(rounds < 100, "the game ends");
    }
    assert!(matches!(replay(&app, 1).await.status(), Status::Over(_)));
    let notices = app.pending_notices("test").await.unwrap();
    assert_eq!(notices.len(), rounds, "one notice per bot move");
    assert!(notices.last().unwrap().notice.text.contains("is over"));
}

#[tokio::test]
async fn the_bot_takes_a_free_seat_of_an_open_challenge() {
    let w = World::new();
    let app = w.app().await;
    say(&app, "alice", challenge(vec![], "konane")).await;
    let r = say(
        &app,
        "bob",
        Command::InviteBot {
            game: Some(1),
            level: Some(1),
        },
    )
    .await;
    assert!(r.private && r.text.contains("Only a player"), "{}", r.text);
    let r = say(
        &app,
        "alice",
        Command::InviteBot {
            game: None,
            level: Some(1),
        },
    )
    .await;
    assert!(r.text.contains("The bot joins"), "{}", r.text);
    // The bot is White, second to move: alice removes first.
    let game = replay(&app, 1).await;
    assert_eq!(game.status(), Status::ToMove(games::Seat(0)));
    say(&app, "alice", mv(1, "xd4")).await;
    assert_eq!(app.run_due_jobs().await.unwrap(), 1);
    assert_eq!(replay(&app, 1).await.ply(), 2, "the bot removed its stone");
}

#[tokio::test]
async fn the_bot_declines_draws_and_its_accounts_are_reserved() {
    let w = World::new();
    let app = w.app().await;
    say(&app, "alice", challenge(vec![UserRef::bot(3)], "nim")).await;
    let r = say(
        &app,
        "alice",
        Command::Draw {
            game: Some(1),
            action: DrawAction::Offer,
        },
    )
    .await;
    assert!(r.private && r.text.contains("does not agree draws"), "{}", r.text);
    let r = app
        .handle(Request {
            platform: "test".into(),
            chat: "chat-1".into(),
            user: UserRef::bot(3),
            role: tavolo::app::Role::Member,
            command: mv(1, "4:1"),
            lang: Lang::En,
            chat_lang: Lang::En,
        })
        .await;
    assert!(r.private && r.text.contains("reserved"), "{}", r.text);
    let r = say(
        &app,
        "alice",
        challenge(vec![UserRef::bot(2), UserRef::bot(2), user("bob")], "nim"),
    )
    .await;
    assert!(r.private && r.text.contains("played by 2"), "{}", r.text);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn bot_moves_among_more_writers_than_connections_never_stall_or_fail() {
    let w = World::new();
    let app = std::sync::Arc::new(w.app().await);
    const GAMES: usize = 12;
    let ask = |chat: String, name: &str, command: Command| Request {
        platform: "test".into(),
        chat,
        user: user(name),
        role: tavolo::app::Role::Member,
        command,
        lang: Lang::En,
        chat_lang: Lang::En,
    };
    // Bot games with the bot to move, and people's games where bob's move
    // is refused inside a write transaction: more writers than the pool's
    // four connections. The bot's move names its players in its
    // transaction; read through the pool, it would wait for a connection
    // held by a writer waiting for its lock, until the busy timeout.
    for i in 0..GAMES {
        let chat = format!("room-{i}");
        // One bot game per player: within the cap.
        let alice = format!("alice{i}");
        app.handle(ask(chat.clone(), &alice, challenge(vec![UserRef::bot(1)], "nim")))
            .await;
        app.handle(ask(chat.clone(), &alice, mv((2 * i + 1) as i64, "4:1")))
            .await;
        app.handle(ask(chat.clone(), "carol", challenge(vec![user("bob")], "nim")))
            .await;
        let r = app.handle(ask(chat, "bob", Command::Accept(None))).await;
        assert!(r.text.contains("Challenge accepted"), "{}", r.text);
    }
    let jobs = {
        let app = app.clone();
        tokio::spawn(async move { app.run_due_jobs().await })
    };
    let refusals: Vec<_> = (0..GAMES)
        .map(|i| {
            let app = app.clone();
            let chat = format!("room-{i}");
            tokio::spawn(async move { app.handle(ask(chat, "bob", mv((2 * i + 2) as i64, "1:1"))).await })
        })
        .collect();
    for task in refusals {
        let r = task.await.unwrap();
        assert!(r.text.contains("not your turn"), "{}", r.text);
    }
    assert_eq!(jobs.await.unwrap().unwrap(), GAMES, "every bot turn ran");
    for i in 0..GAMES {
        assert_eq!(
            version(&app, (2 * i + 1) as i64).await,
            2,
            "the bot moved in game {}",
            2 * i + 1
        );
    }
}

#[tokio::test]
async fn a_turn_of_a_long_game_plays_only_the_moves_it_lacks() {
    let w = World::new();
    let first = w.app().await;
    say(&first, "alice", challenge(vec![UserRef::bot(1)], "awele")).await;
    // A second process on the same database takes every fourth turn.
    let second = w.app().await;
    let apps = [&first, &second];
    // The version each process last kept a position at.
    let mut kept = [version(&first, 1).await, 0];
    let mut turns = 0;
    while turns < 30 {
        let game = replay(&first, 1).await;
        let Status::ToMove(seat) = game.status() else {
            break;
        };
        let who = usize::from(turns % 4 == 3);
        let app = apps[who];
        let before = (app.moves_replayed(), version(app, 1).await);
        if seat.0 == 0 {
            say(app, "alice", mv(1, &game.legal()[0])).await;
        } else {
            assert_eq!(app.run_due_jobs().await.unwrap(), 1);
        }
        let applied = app.moves_replayed() - before.0;
        assert_eq!(
            applied as i64,
            before.1 - kept[who],
            "turn {turns}: only the moves made elsewhere since (all of them once, cold)"
        );
        kept[who] = version(app, 1).await;
        turns += 1;
    }
    assert_eq!(turns, 30, "the game lasts");
    assert!(
        first.moves_replayed() < 30,
        "the first process never replayed the game from the start: {}",
        first.moves_replayed()
    );
}

#[tokio::test]
async fn the_bots_next_turn_starts_from_the_tree_of_its_last() {
    let w = World::new();
    let first = w.app().await;
    say(&first, "alice", challenge(vec![UserRef::bot(1)], "awele")).await;
    // Alice moves first; the bot's turns are jobs.
    let mut reused = Vec::new();
    for _ in 0..3 {
        let game = replay(&first, 1).await;
        say(&first, "alice", mv(1, &game.legal()[0])).await;
        assert_eq!(first.run_due_jobs().await.unwrap(), 1);
        reused.push(first.bot_trees());
    }
    assert_eq!(
        reused,
        [(1, 0), (1, 1), (1, 2)],
        "kept after each turn, used from the second on"
    );
    // Another process on the same database holds no tree: it starts afresh.
    let second = w.app().await;
    let game = replay(&second, 1).await;
    say(&second, "alice", mv(1, &game.legal()[0])).await;
    assert_eq!(second.run_due_jobs().await.unwrap(), 1);
    assert_eq!(second.bot_trees(), (1, 0));
}

#[tokio::test]
async fn a_player_may_have_only_so_many_unfinished_games_with_the_bot() {
    use tavolo::app::MAX_BOT_GAMES_PER_PLAYER;
    let w = World::new();
    let app = w.app().await;
    for i in 0..MAX_BOT_GAMES_PER_PLAYER {
        // Bot-against-bot games the player started count too.
        let opponents = if i == 0 {
            vec![UserRef::bot(1), UserRef::bot(1)]
        } else {
            vec![UserRef::bot(1)]
        };
        let r = say(&app, "alice", challenge(opponents, "nim")).await;
        assert!(!r.private, "{}", r.text);
    }
    let r = say(&app, "alice", challenge(vec![UserRef::bot(2)], "nim")).await;
    assert!(
        r.private && r.text.contains("already have 5 unfinished games against the bot"),
        "{}",
        r.text
    );
    // In the player's language, and for bot against bot and an invitation.
    let r = app
        .handle(Request {
            platform: "test".into(),
            chat: "chat-2".into(),
            user: user("alice"),
            role: tavolo::app::Role::Member,
            command: challenge(vec![UserRef::bot(1), UserRef::bot(2)], "nim"),
            lang: Lang::It,
            chat_lang: Lang::En,
        })
        .await;
    assert!(
        r.private && r.text.contains("Hai già 5 partite in corso"),
        "{}",
        r.text
    );
    let open = say(&app, "alice", challenge(vec![], "nim")).await;
    assert!(open.text.contains("#6"), "{}", open.text);
    let r = say(
        &app,
        "alice",
        Command::InviteBot {
            game: Some(6),
            level: Some(1),
        },
    )
    .await;
    assert!(r.private && r.text.contains("unfinished games"), "{}", r.text);
    // Finishing one makes room.
    let r = say(&app, "alice", Command::Resign(Some(2))).await;
    assert!(r.text.contains("resigned"), "{}", r.text);
    let r = say(&app, "alice", challenge(vec![UserRef::bot(2)], "nim")).await;
    assert!(!r.private, "{}", r.text);
}

#[tokio::test]
async fn a_chat_may_hold_only_so_many_unfinished_games_with_the_bot() {
    use tavolo::app::MAX_BOT_GAMES_PER_CHAT;
    let w = World::new();
    let app = w.app().await;
    for i in 0..MAX_BOT_GAMES_PER_CHAT {
        let r = say(
            &app,
            &format!("player{i}"),
            challenge(vec![UserRef::bot(1)], "nim"),
        )
        .await;
        assert!(!r.private, "{}", r.text);
    }
    let r = say(&app, "latecomer", challenge(vec![UserRef::bot(1)], "nim")).await;
    assert!(
        r.private && r.text.contains("This chat already has 20 unfinished games"),
        "{}",
        r.text
    );
    // People may still play each other here, and the bot elsewhere.
    let r = say(&app, "latecomer", challenge(vec![user("bob")], "nim")).await;
    assert!(!r.private, "{}", r.text);
    let r = app
        .handle(Request {
            platform: "test".into(),
            chat: "chat-2".into(),
            user: user("latecomer"),
            role: tavolo::app::Role::Member,
            command: challenge(vec![UserRef::bot(1)], "nim"),
            lang: Lang::En,
            chat_lang: Lang::En,
        })
        .await;
    assert!(!r.private, "{}", r.text);
}

/// Progressive chess: the bot's series of two moves is one post with the
/// board, when the series ends (before, each move was a post of its own).
#[tokio::test]
async fn the_bots_progressive_series_is_one_post() {
    let w = World::new();
    let app = w.app().await;
    say(
        &app,
        "alice",
        challenge(vec![UserRef::bot(1)], "progressive-chess"),
    )
    .await;
    let r = say(&app, "alice", mv(1, "e4")).await;
    assert!(!r.private, "{}", r.text);
    for n in app.pending_notices("test").await.unwrap() {
        app.mark_delivered(n.id).await.unwrap();
    }
    let mut jobs = 0;
    while matches!(replay(&app, 1).await.status(), Status::ToMove(s) if s.0 == 1) {
        assert_eq!(
            app.run_due_jobs().await.unwrap(),
            1,
            "one move of the series is due"
        );
        jobs += 1;
        assert!(jobs <= 2, "a series of two");
    }
    assert_eq!(jobs, 2);
    let pending = app.pending_notices("test").await.unwrap();
    let posts: Vec<&str> = pending.iter().map(|n| n.notice.text.as_str()).collect();
    assert_eq!(posts.len(), 1, "{posts:?}");
    let series: Vec<String> = app.store().moves(1).await.unwrap()[1..3]
        .iter()
        .map(|m| m.text.clone())
        .collect();
    let played = format!("played {}", series.join(" "));
    assert!(posts[0].contains(&played), "{} lacks {played}", posts[0]);
    assert_eq!(
        pending[0].notice.board.map(|b| b.ply),
        Some(3),
        "the board after the series"
    );
}
