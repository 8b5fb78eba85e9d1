//! Clocks on a virtual clock: the challenge names its control, the board
//! says the time left, warnings come at half and a sixth of it, a flag
//! falls by its durable job (across a restart), and a move racing the flag
//! gives exactly one outcome.

use tavolo::app::{App, Command, Lang, OutboxNotice, REMINDER_AFTER};

use crate::core_world;

use core_world::*;

const HOUR: i64 = 3600;
const DAY: i64 = 24 * HOUR;

async fn say(app: &App, name: &str, command: Command) -> tavolo::app::Reply {
    say_en(app, name, command).await
}

/// Alice challenges Bob to Nim with `options`; Bob accepts. Alice moves
/// first.
async fn nim(app: &App, options: &[(&str, &str)]) -> tavolo::app::Reply {
    let challenge = Command::Challenge {
        opponents: vec![user("bob")],
        game: "nim".into(),
        options: options
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect(),
    };
    let r = say(app, "alice", challenge).await;
    assert!(r.text.contains("#1"), "{}", r.text);
    let accepted = say(app, "bob", Command::Accept(Some(1))).await;
    assert!(accepted.text.contains("Challenge accepted"), "{}", accepted.text);
    r
}

/// Runs every due job, then takes the notices.
async fn due(app: &App) -> Vec<OutboxNotice> {
    due_notices(app).await
}

fn texts(notices: &[OutboxNotice]) -> Vec<String> {
    notices.iter().map(|n| n.notice.text.clone()).collect()
}

#[tokio::test]
async fn a_challenge_names_its_clock_and_the_board_the_time_left() {
    let w = World::new();
    let app = w.app().await;
    let r = nim(&app, &[]).await;
    assert!(r.text.contains("Clock: 3 days a move."), "{}", r.text);
    w.clock.advance(5 * HOUR);
    let board = say(&app, "bob", Command::Board(Some(1))).await;
    assert!(
        board.text.contains("2 days 19 hours left to move."),
        "{}",
        board.text
    );

    let r = app
        .handle(req_in(
            "carla",
            Command::Challenge {
                opponents: vec![user("dario")],
                game: "nim".into(),
                options: vec![("time".into(), "10m+5s".into())],
            },
            Lang::It,
        ))
        .await;
    assert!(r.text.contains("Orologio: 10 min + 5 s a mossa."), "{}", r.text);
    let r = say(
        &app,
        "carla",
        Command::Challenge {
            opponents: vec![user("dario")],
            game: "nim".into(),
            options: vec![("time".into(), "none".into())],
        },
    )
    .await;
    assert!(r.text.contains("No clock."), "{}", r.text);
}

#[tokio::test]
async fn a_time_that_is_not_a_clock_is_refused_and_creates_nothing() {
    let w = World::new();
    let app = w.app().await;
    let r = say(
        &app,
        "alice",
        Command::Challenge {
            opponents: vec![user("bob")],
            game: "nim".into(),
            options: vec![("time".into(), "3 weeks".into())],
        },
    )
    .await;
    assert!(
        r.private && r.text.contains("time=3 weeks is not a clock"),
        "{}",
        r.text
    );
    let mine = say(&app, "alice", Command::MyGames).await;
    assert!(!mine.text.contains("#1"), "{}", mine.text);
}

#[tokio::test]
async fn the_flag_falls_by_its_job_after_a_restart_and_the_other_side_wins() {
    let w = World::new();
    let app = w.app().await;
    nim(&app, &[("time", "1d")]).await;
    w.clock.advance(DAY - 60);
    assert!(
        texts(&due(&app).await)
            .iter()
            .all(|t| !t.contains("ran out of time"))
    );
    drop(app);
    // A restart in the middle of the countdown: the flag is a stored job.
    let app = w.app().await;
    w.clock.advance(61);
    let told = texts(&due(&app).await);
    let flag: Vec<&String> = told.iter().filter(|t| t.contains("ran out of time")).collect();
    assert_eq!(flag.len(), 1, "{told:?}");
    assert!(
        flag[0].contains("alice ran out of time in game #1") && flag[0].contains("bob"),
        "{}",
        flag[0]
    );
    let r = say(&app, "bob", mv("1:1")).await;
    assert!(r.private, "the game is over: {}", r.text);
    let board = say(&app, "bob", Command::Board(Some(1))).await;
    assert!(board.text.contains("ran out of time"), "{}", board.text);
}

#[tokio::test]
async fn a_move_in_time_makes_the_flag_stale_and_times_the_next_turn() {
    let w = World::new();
    let app = w.app().await;
    nim(&app, &[("time", "1d")]).await;
    w.clock.advance(20 * HOUR);
    let r = say(&app, "alice", mv("4:3")).await;
    assert!(!r.private, "{}", r.text);
    // A day after the start Alice's old flag is due, and stale.
    w.clock.advance(20 * HOUR);
    assert!(
        texts(&due(&app).await)
            .iter()
            .all(|t| !t.contains("ran out of time"))
    );
    // Bob's day runs from Alice's move.
    w.clock.advance(4 * HOUR + 1);
    let told = texts(&due(&app).await);
    assert!(
        told.iter().any(|t| t.contains("bob ran out of time in game #1")),
        "{told:?}"
    );
}

#[tokio::test]
async fn a_move_racing_the_flag_loses_and_the_game_ends_once() {
    let w = World::new();
    let app = w.app().await;
    nim(&app, &[("time", "1d")]).await;
    w.clock.advance(DAY + 1);
    // The move comes before the scheduler ran the flag's job.
    let r = say(&app, "alice", mv("4:3")).await;
    assert!(r.private && r.text.contains("Too late"), "{}", r.text);
    let told = texts(&due(&app).await);
    assert_eq!(
        told.iter().filter(|t| t.contains("ran out of time")).count(),
        1,
        "{told:?}"
    );
    let board = say(&app, "bob", Command::Board(Some(1))).await;
    assert!(board.text.contains("alice ran out of time"), "{}", board.text);
    assert!(
        !board.text.contains("4:3"),
        "the late move was not played: {}",
        board.text
    );
}

#[tokio::test]
async fn a_bank_spends_the_thinking_time_and_adds_the_increment() {
    let w = World::new();
    let app = w.app().await;
    nim(&app, &[("time", "10m+5s")]).await;
    w.clock.advance(4 * 60);
    say(&app, "alice", mv("4:3")).await;
    w.clock.advance(60);
    say(&app, "bob", mv("3:1")).await;
    // Alice: 10 min - 4 min + 5 s, to move now.
    let board = say(&app, "alice", Command::Board(Some(1))).await;
    assert!(board.text.contains("6 min 5 s left to move."), "{}", board.text);
    // Her flag falls 6 min 5 s after Bob's move, not before.
    w.clock.advance(6 * 60 + 4);
    assert!(
        texts(&due(&app).await)
            .iter()
            .all(|t| !t.contains("ran out of time"))
    );
    w.clock.advance(1);
    assert!(
        texts(&due(&app).await)
            .iter()
            .any(|t| t.contains("alice ran out of time"))
    );
}

#[tokio::test]
async fn warnings_come_with_half_and_a_sixth_of_the_time_left_with_the_board() {
    let w = World::new();
    let app = w.app().await;
    nim(&app, &[("time", "6d")]).await;
    // The usual reminder after an hour says the time left too.
    w.clock.advance(REMINDER_AFTER + 1);
    let first = due(&app).await;
    assert_eq!(first.len(), 1, "{:?}", texts(&first));
    assert!(
        // 5 days 22 hours 59 min 59 s, to the nearest hour.
        first[0].notice.text.contains("5 days 23 hours left"),
        "{}",
        first[0].notice.text
    );
    // Half left (3 days), then a sixth (1 day).
    w.clock.advance(3 * DAY - REMINDER_AFTER - 1);
    let half = due(&app).await;
    assert_eq!(half.len(), 1, "{:?}", texts(&half));
    assert!(
        half[0].notice.text.contains("3 days left"),
        "{}",
        half[0].notice.text
    );
    assert!(half[0].notice.board.is_some());
    w.clock.advance(2 * DAY);
    let sixth = due(&app).await;
    assert_eq!(sixth.len(), 1, "{:?}", texts(&sixth));
    assert!(
        sixth[0].notice.text.contains("1 day left"),
        "{}",
        sixth[0].notice.text
    );
    assert!(sixth[0].notice.mentions.contains(&"alice".to_string()));
}

#[tokio::test]
async fn a_digest_of_several_games_gives_each_its_time_left() {
    let w = World::new();
    let app = w.app().await;
    nim(&app, &[("time", "2d")]).await;
    let challenge = Command::Challenge {
        opponents: vec![user("carol")],
        game: "awele".into(),
        options: vec![("time".into(), "1d+12h".into())],
    };
    say(&app, "alice", challenge).await;
    say(&app, "carol", Command::Accept(Some(2))).await;
    w.clock.advance(REMINDER_AFTER + 1);
    let sent = due(&app).await;
    assert_eq!(sent.len(), 1, "{:?}", texts(&sent));
    assert_eq!(
        sent[0].notice.text,
        "alice, it is still your turn in 2 games:\n\
         #1 Nim against bob (First), 1 day 23 hours left\n\
         #2 Awele against carol (South), 23 hours left"
    );
}

#[tokio::test]
async fn in_a_game_of_three_the_flagged_seat_is_played_by_tavolo_and_the_others_go_on() {
    let w = World::new();
    let app = w.app().await;
    say(
        &app,
        "alice",
        Command::Challenge {
            opponents: vec![user("bob"), user("carol")],
            game: "alibaba".into(),
            options: vec![("seats".into(), "3".into()), ("time".into(), "1h".into())],
        },
    )
    .await;
    say(&app, "bob", Command::Accept(None)).await;
    say(&app, "carol", Command::Accept(None)).await;
    w.clock.advance(HOUR + 1);
    let told = texts(&due(&app).await);
    let flag = told
        .iter()
        .find(|t| t.contains("ran out of time in game #1"))
        .unwrap_or_else(|| panic!("{told:?}"));
    assert!(flag.contains("the others play on"), "{flag}");
    let row = app.store().game(1).await.unwrap().unwrap();
    assert_eq!(row.status, tavolo::store::GameStatus::Active);
    let seats = app.store().seats(1).await.unwrap();
    assert_eq!(seats.iter().filter(|s| s.resigned_at.is_some()).count(), 1);
}

#[tokio::test]
async fn turns_lists_the_games_where_it_is_your_move_the_longest_waiting_first() {
    let w = World::new();
    let app = w.app().await;
    nim(&app, &[("time", "2d")]).await;
    w.clock.advance(HOUR);
    // Game 2: Bob challenges Alice, who accepts; Bob moves first, then it
    // is Alice's turn there too, more recently.
    let challenge = Command::Challenge {
        opponents: vec![user("alice")],
        game: "nim".into(),
        options: vec![("time".into(), "none".into())],
    };
    say(&app, "bob", challenge).await;
    say(&app, "alice", Command::Accept(Some(2))).await;
    say(
        &app,
        "bob",
        Command::Move {
            game: Some(2),
            text: "4:1".into(),
            ply: None,
        },
    )
    .await;
    w.clock.advance(HOUR);
    let r = say(&app, "alice", Command::Turns).await;
    assert!(r.private, "{}", r.text);
    assert_eq!(
        r.text,
        "Your move in 2 games, the longest waiting first:\n\
         #1 Nim against bob, 1 day 22 hours left\n\
         #2 Nim against bob, waiting for 1 hour"
    );
    let r = say(&app, "bob", Command::Turns).await;
    assert_eq!(r.text, "It is your move in none of your games.");
    let r = app.handle(req_in("alice", Command::Turns, Lang::It)).await;
    assert!(r.text.starts_with("Tocca a te in 2 partite"), "{}", r.text);
}

#[tokio::test]
async fn a_game_without_a_clock_nobody_moves_in_for_thirty_days_is_closed_unrated() {
    let w = World::new();
    let app = w.app().await;
    nim(&app, &[("time", "none")]).await;
    w.clock.advance(10 * DAY);
    say(&app, "alice", mv("4:3")).await;
    // Thirty days after the start, but not after the last move.
    w.clock.advance(20 * DAY + 1);
    assert!(texts(&due(&app).await).iter().all(|t| !t.contains("abandoned")));
    w.clock.advance(10 * DAY);
    let told = texts(&due(&app).await);
    assert!(
        told.iter()
            .any(|t| t.contains("Game #1 has no clock and nobody moved in it for 30 days")),
        "{told:?}"
    );
    let row = app.store().game(1).await.unwrap().unwrap();
    let ending = tavolo::app::ending::Ending::from_json(row.result.as_deref().unwrap()).unwrap();
    assert!(ending.unrated && ending.winner.is_none(), "{ending:?}");
}

#[tokio::test]
async fn the_hourly_reminder_and_a_warning_due_together_make_one_notice() {
    let w = World::new();
    let app = w.app().await;
    nim(&app, &[]).await;
    w.clock.advance(36 * HOUR + 1);
    let sent = due(&app).await;
    assert_eq!(sent.len(), 1, "{:?}", texts(&sent));
    assert!(
        sent[0]
            .notice
            .text
            .starts_with("alice, it is still your turn in Nim #1")
            && sent[0].notice.text.contains("1 day 12 hours left"),
        "{}",
        sent[0].notice.text
    );
    assert!(
        sent[0].notice.board.is_some(),
        "a single game's notice, not a digest"
    );
}

/// Alice challenges Bob to Look's puzzle with a day a move; Bob accepts,
/// and Alice declares that the layout can be covered.
async fn look_claimed(app: &App) {
    let challenge = Command::Challenge {
        opponents: vec![user("bob")],
        game: "look-puzzle".into(),
        options: vec![("time".into(), "1d".into())],
    };
    let r = say(app, "alice", challenge).await;
    assert!(r.text.contains("#1"), "{}", r.text);
    let accepted = say(app, "bob", Command::Accept(Some(1))).await;
    assert!(accepted.text.contains("Challenge accepted"), "{}", accepted.text);
    let r = say(app, "alice", mv("claim-yes")).await;
    assert!(!r.private, "{}", r.text);
}

#[tokio::test]
async fn where_silence_is_an_answer_the_flag_plays_it_and_the_game_goes_on() {
    let w = World::new();
    let app = w.app().await;
    look_claimed(&app).await;
    w.clock.advance(DAY + 1);
    let told = texts(&due(&app).await);
    let flag: Vec<&String> = told.iter().filter(|t| t.contains("ran out of time")).collect();
    assert_eq!(flag.len(), 1, "{told:?}");
    assert!(
        flag[0].contains("bob (Second) ran out of time in game #1, where silence is an answer: bob")
            && flag[0].contains("let the claim stand")
            && flag[0].contains("Then 12 throws: ")
            && !flag[0].contains("; ."),
        "{}",
        flag[0]
    );
    // The claim stood, the round was settled and the next one thrown:
    // Bob declares it, the game still on.
    let r = say(&app, "bob", mv("claim-no")).await;
    assert!(!r.private, "{}", r.text);
    let board = say(&app, "alice", Command::Board(Some(1))).await;
    assert!(!board.text.contains("won"), "{}", board.text);
}

#[tokio::test]
async fn an_answer_after_the_flag_is_refused_and_silence_was_played() {
    let w = World::new();
    let app = w.app().await;
    look_claimed(&app).await;
    w.clock.advance(DAY + 1);
    let r = say(&app, "bob", mv("dispute")).await;
    assert!(
        r.private && r.text.contains("Too late") && r.text.contains("your silence played accept"),
        "{}",
        r.text
    );
    let told = texts(&due(&app).await);
    assert_eq!(
        told.iter().filter(|t| t.contains("ran out of time")).count(),
        1,
        "{told:?}"
    );
    // Only the silence was played: Bob, not Alice, declares next.
    let r = say(&app, "bob", mv("claim-yes")).await;
    assert!(!r.private, "{}", r.text);
}
