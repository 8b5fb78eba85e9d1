//! Vacations and how a player hears about their turns, on a virtual
//! clock: a vacation stops a correspondence clock (and its reminders),
//! opponents are told and see it on the board, the allowance is 14 days
//! in any 365, coming back early starts the clock again at once, live
//! clocks never stop; `/notify` chooses a reminder per game, a daily
//! private digest, or nothing.

use tavolo::app::notify::NotifyMode;
use tavolo::app::vacation::VacationAsk;
use tavolo::app::{App, Command, Lang, OutboxNotice, REMINDER_AFTER};

use crate::core_world;

use core_world::*;

const HOUR: i64 = 3600;
const DAY: i64 = 24 * HOUR;

async fn say(app: &App, name: &str, command: Command) -> tavolo::app::Reply {
    say_en(app, name, command).await
}

/// Alice challenges Bob to Nim under `time`; Bob accepts; Alice is to move.
async fn nim(app: &App, time: &str) {
    let challenge = Command::Challenge {
        opponents: vec![user("bob")],
        game: "nim".into(),
        options: vec![("time".into(), time.into())],
    };
    let r = say(app, "alice", challenge).await;
    assert!(!r.private, "{}", r.text);
    let accepted = say(app, "bob", Command::Accept(None)).await;
    assert!(accepted.text.contains("Challenge accepted"), "{}", accepted.text);
}

fn texts(notices: &[OutboxNotice]) -> Vec<String> {
    notices.iter().map(|n| n.notice.text.clone()).collect()
}

fn flagged(notices: &[OutboxNotice]) -> bool {
    texts(notices).iter().any(|t| t.contains("ran out of time"))
}

#[tokio::test]
async fn a_vacation_stops_the_clock_tells_the_chat_and_the_flag_waits_for_it() {
    let w = World::new();
    let app = w.app().await;
    nim(&app, "3d").await;
    w.clock.advance(DAY);
    let r = say(&app, "alice", Command::Vacation(VacationAsk::Start(2 * DAY))).await;
    assert!(r.private, "said to her alone: {}", r.text);
    assert!(
        r.text.contains("stand still for 2 days (one game)") && r.text.contains("Vacation left: 12 days"),
        "{}",
        r.text
    );
    let told = due_notices(&app).await;
    assert!(
        texts(&told)
            .iter()
            .any(|t| t.contains("alice is on vacation for 2 days: their clock stands still in #1")),
        "{:?}",
        texts(&told)
    );
    // Bob sees why her clock does not run.
    let board = say(&app, "bob", Command::Board(Some(1))).await;
    assert!(
        board
            .text
            .contains("alice is on vacation: the clock stands still for 2 days more"),
        "{}",
        board.text
    );
    // Her three days were due a day ago plus two: not at the third day...
    w.clock.advance(2 * DAY + HOUR);
    assert!(!flagged(&due_notices(&app).await));
    // ...but two days after it, across a restart.
    drop(app);
    let app = w.app().await;
    w.clock.advance(2 * DAY - HOUR - 1);
    assert!(!flagged(&due_notices(&app).await));
    w.clock.advance(2);
    let told = due_notices(&app).await;
    assert!(flagged(&told), "{:?}", texts(&told));
}

#[tokio::test]
async fn coming_back_early_restarts_the_clock_and_returns_the_days_not_taken() {
    let w = World::new();
    let app = w.app().await;
    nim(&app, "3d").await;
    say(&app, "alice", Command::Vacation(VacationAsk::Start(10 * DAY))).await;
    w.clock.advance(DAY);
    let r = say(&app, "alice", Command::Vacation(VacationAsk::End)).await;
    assert!(
        r.text.contains("Welcome back") && r.text.contains("Vacation left: 13 days"),
        "{}",
        r.text
    );
    let told = due_notices(&app).await;
    assert!(
        texts(&told)
            .iter()
            .any(|t| t.contains("alice is back from vacation: their clock runs again in #1")),
        "{:?}",
        texts(&told)
    );
    // Three days from her return, not from the vacation's planned end.
    w.clock.advance(3 * DAY + 1);
    assert!(flagged(&due_notices(&app).await));
    let again = say(&app, "alice", Command::Vacation(VacationAsk::End)).await;
    assert!(
        again.private && again.text.contains("You are not on vacation"),
        "{}",
        again.text
    );
}

#[tokio::test]
async fn the_allowance_is_fourteen_days_and_a_second_vacation_waits_for_the_first() {
    let w = World::new();
    let app = w.app().await;
    let r = say(&app, "bob", Command::Vacation(VacationAsk::Start(15 * DAY))).await;
    assert!(
        r.private && r.text.contains("more than the vacation you have left: 14 days"),
        "{}",
        r.text
    );
    let r = say(&app, "bob", Command::Vacation(VacationAsk::Start(9 * DAY))).await;
    assert!(r.text.contains("Enjoy your vacation"), "{}", r.text);
    let r = say(&app, "bob", Command::Vacation(VacationAsk::Start(DAY))).await;
    assert!(r.text.contains("already on vacation for 9 days"), "{}", r.text);
    let r = say(&app, "bob", Command::Vacation(VacationAsk::Show)).await;
    assert!(
        r.text.contains("on vacation for 9 days more") && r.text.contains("Vacation left: 5 days"),
        "{}",
        r.text
    );
    // After it, six days are too many; a year later the nine are back.
    w.clock.advance(10 * DAY);
    let r = say(&app, "bob", Command::Vacation(VacationAsk::Start(6 * DAY))).await;
    assert!(r.text.contains("you have left: 5 days"), "{}", r.text);
    w.clock.advance(365 * DAY);
    let r = say(&app, "bob", Command::Vacation(VacationAsk::Show)).await;
    assert!(r.text.contains("Vacation left: 14 days"), "{}", r.text);
}

#[tokio::test]
async fn a_live_clock_does_not_stop_for_a_vacation() {
    let w = World::new();
    let app = w.app().await;
    nim(&app, "10m").await;
    let r = say(&app, "alice", Command::Vacation(VacationAsk::Start(DAY))).await;
    assert!(r.text.contains("(0 games)"), "{}", r.text);
    w.clock.advance(10 * 60 + 1);
    assert!(flagged(&due_notices(&app).await));
}

#[tokio::test]
async fn reminders_wait_for_the_end_of_a_vacation() {
    let w = World::new();
    let app = w.app().await;
    nim(&app, "7d").await;
    say(&app, "alice", Command::Vacation(VacationAsk::Start(2 * DAY))).await;
    due_notices(&app).await;
    w.clock.advance(REMINDER_AFTER + 1);
    let told = due_notices(&app).await;
    assert!(
        texts(&told).iter().all(|t| !t.contains("still your turn")),
        "{:?}",
        texts(&told)
    );
    w.clock.advance(2 * DAY);
    let told = due_notices(&app).await;
    assert!(
        texts(&told).iter().any(|t| t.contains("still your turn")),
        "{:?}",
        texts(&told)
    );
}

#[tokio::test]
async fn notify_off_silences_reminders_and_each_brings_them_back() {
    let w = World::new();
    let app = w.app().await;
    nim(&app, "7d").await;
    let r = say(&app, "alice", Command::Notify(Some(NotifyMode::Off))).await;
    assert!(r.private && r.text.contains("no reminders"), "{}", r.text);
    let r = say(&app, "alice", Command::Notify(None)).await;
    assert!(r.text.contains("by: nothing"), "{}", r.text);
    w.clock.advance(REMINDER_AFTER + 1);
    assert!(due_notices(&app).await.is_empty());
    say(&app, "alice", Command::Notify(Some(NotifyMode::Each))).await;
    // Her next turn is reminded again.
    say(&app, "alice", mv("4:3")).await;
    say(&app, "bob", mv("3:1")).await;
    w.clock.advance(REMINDER_AFTER + 1);
    let told = due_notices(&app).await;
    assert!(
        texts(&told)
            .iter()
            .any(|t| t.contains("alice") && t.contains("still your turn")),
        "{:?}",
        texts(&told)
    );
}

#[tokio::test]
async fn a_digest_comes_privately_once_a_day_instead_of_reminders() {
    let w = World::new();
    let app = w.app().await;
    nim(&app, "7d").await;
    let r = say(&app, "alice", Command::Notify(Some(NotifyMode::Digest))).await;
    assert!(r.text.contains("one private message a day"), "{}", r.text);
    w.clock.advance(REMINDER_AFTER + 1);
    assert!(due_notices(&app).await.is_empty(), "no reminder per game");
    w.clock.advance(DAY);
    let told = due_notices(&app).await;
    assert_eq!(told.len(), 1, "{:?}", texts(&told));
    assert_eq!(told[0].chat, "user:alice", "a private message");
    assert!(
        told[0]
            .notice
            .text
            .contains("Your daily digest: it is your move in one game")
            && told[0]
                .notice
                .text
                .contains("#1 Nim against bob, 5 days 23 hours left"),
        "{}",
        told[0].notice.text
    );
    // The next day again, across a restart; switching back to `each`
    // stops it.
    drop(app);
    let app = w.app().await;
    w.clock.advance(DAY);
    assert_eq!(due_notices(&app).await.len(), 1);
    say(&app, "alice", Command::Notify(Some(NotifyMode::Each))).await;
    w.clock.advance(DAY);
    let told = due_notices(&app).await;
    assert!(told.iter().all(|n| n.chat != "user:alice"), "{:?}", texts(&told));
}

#[tokio::test]
async fn italian_players_read_their_vacation_and_notices_in_italian() {
    let w = World::new();
    let app = w.app().await;
    let r = app
        .handle(req_in(
            "carla",
            Command::Vacation(VacationAsk::Start(3 * DAY)),
            Lang::It,
        ))
        .await;
    assert!(
        r.text.contains("Buona vacanza") && r.text.contains("/vacanza fine"),
        "{}",
        r.text
    );
    let r = app.handle(req_in("carla", Command::Notify(None), Lang::It)).await;
    assert!(r.text.contains("un promemoria per partita"), "{}", r.text);
    // Her opponent's chat reads that her one clock stands still.
    let challenge = Command::Challenge {
        opponents: vec![user("dario")],
        game: "nim".into(),
        options: Vec::new(),
    };
    app.handle(req_in("carla", Command::Vacation(VacationAsk::End), Lang::It))
        .await;
    app.handle(req_in("carla", challenge, Lang::It)).await;
    app.handle(req_in("dario", Command::Accept(None), Lang::It)).await;
    app.handle(req_in(
        "carla",
        Command::Vacation(VacationAsk::Start(DAY)),
        Lang::It,
    ))
    .await;
    let told = texts(&due_notices(&app).await);
    assert!(
        told.iter()
            .any(|t| t.contains("carla è in vacanza per 1 giorno: il suo orologio è fermo nella partita #1.")),
        "{told:?}"
    );
}
