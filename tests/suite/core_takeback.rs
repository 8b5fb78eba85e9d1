//! Takebacks: `/takeback` asks to take back one's last move (with the
//! reply after it), the opponent accepts or declines, the bot accepts at
//! once; never in rated games, tournaments, games with a clock, or across
//! a throw; the ask lapses with the next move. Every process sees the
//! position after it, even one that kept the old one in memory.

use tavolo::app::tournament::{Format, TournamentCommand};
use tavolo::app::{App, Command, DrawAction, Lang, Reply, Role, UserRef};

use crate::core_world;

use core_world::*;

async fn say(app: &App, name: &str, command: Command) -> Reply {
    say_en(app, name, command).await
}

fn takeback(action: DrawAction) -> Command {
    Command::Takeback { game: None, action }
}

fn mv_in(game: i64, text: &str) -> Command {
    Command::Move {
        game: Some(game),
        text: text.into(),
        ply: None,
    }
}

/// alice challenges bob to `game` with `options`; bob accepts.
async fn started_with(app: &App, game: &str, options: &[(&str, &str)]) {
    let challenge = Command::Challenge {
        opponents: vec![user("bob")],
        game: game.into(),
        options: options
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect(),
    };
    let r = say(app, "alice", challenge).await;
    assert!(!r.private, "{}", r.text);
    let r = say(app, "bob", Command::Accept(None)).await;
    assert!(r.text.contains("Challenge accepted"), "{}", r.text);
}

async fn moves_of(app: &App, id: i64) -> Vec<String> {
    app.store()
        .moves(id)
        .await
        .unwrap()
        .into_iter()
        .map(|m| m.text)
        .collect()
}

#[tokio::test]
async fn an_accepted_takeback_removes_the_askers_move_and_the_reply() {
    let world = World::new();
    let app = world.app().await;
    started_with(&app, "nim", &[("rated", "off")]).await;
    for (who, m) in [("alice", "4:7"), ("bob", "3:5")] {
        let r = say(&app, who, mv_in(1, m)).await;
        assert!(!r.private, "{}", r.text);
    }
    let r = say(&app, "alice", takeback(DrawAction::Offer)).await;
    assert!(!r.private, "{}", r.text);
    assert!(
        r.text.starts_with("alice asks to take back 4:7, 3:5 in game #1"),
        "{}",
        r.text
    );
    let r = say(&app, "alice", takeback(DrawAction::Offer)).await;
    assert!(
        r.text.starts_with("You have already asked for a takeback"),
        "{}",
        r.text
    );
    let r = say(&app, "alice", takeback(DrawAction::Accept)).await;
    assert_eq!(r.text, "There is no takeback from your opponent to accept.");
    assert_eq!(
        moves_of(&app, 1).await.len(),
        2,
        "nothing changes before bob answers"
    );

    let r = say(&app, "bob", takeback(DrawAction::Accept)).await;
    assert!(!r.private, "{}", r.text);
    assert!(
        r.text.starts_with(
            "bob accepts the takeback in game #1. Taken back: 4:7, 3:5. alice (First) to move in game #1."
        ),
        "{}",
        r.text
    );
    assert!(r.image.is_some(), "the board as it is again");
    assert!(moves_of(&app, 1).await.is_empty());
    let row = app.store().game(1).await.unwrap().unwrap();
    assert_eq!((row.version, row.takebacks), (0, 1));

    // The game goes on from there: row 4 is full again.
    for (who, m) in [("alice", "4:6"), ("bob", "3:5"), ("alice", "4:1")] {
        let r = say(&app, who, mv_in(1, m)).await;
        assert!(!r.private, "{m}: {}", r.text);
    }
    assert_eq!(moves_of(&app, 1).await, ["4:6", "3:5", "4:1"]);
    let r = say(&app, "bob", takeback(DrawAction::Accept)).await;
    assert_eq!(
        r.text, "There is no takeback from your opponent to accept.",
        "the offer was used"
    );
}

#[tokio::test]
async fn a_takeback_declined_or_overtaken_by_a_move_changes_nothing() {
    let world = World::new();
    let app = world.app().await;
    started_with(&app, "nim", &[("rated", "off")]).await;
    say(&app, "alice", mv_in(1, "4:7")).await;
    say(&app, "alice", takeback(DrawAction::Offer)).await;
    let r = say(&app, "bob", takeback(DrawAction::Decline)).await;
    assert_eq!(r.text, "bob declines the takeback in game #1: the game goes on.");
    let r = say(&app, "bob", takeback(DrawAction::Decline)).await;
    assert_eq!(r.text, "There is no takeback from your opponent to decline.");
    assert_eq!(moves_of(&app, 1).await, ["4:7"]);

    say(&app, "alice", takeback(DrawAction::Offer)).await;
    let r = say(&app, "bob", mv_in(1, "3:5")).await;
    assert!(
        r.text
            .contains("The takeback asked for in game #1 lapses with this move."),
        "{}",
        r.text
    );
    let r = say(&app, "bob", takeback(DrawAction::Accept)).await;
    assert_eq!(r.text, "There is no takeback from your opponent to accept.");
    assert_eq!(moves_of(&app, 1).await, ["4:7", "3:5"]);
}

#[tokio::test]
async fn takebacks_are_refused_where_something_is_at_stake() {
    let world = World::new();
    let app = world.app().await;
    // Rated by default.
    started_with(&app, "nim", &[]).await;
    say(&app, "alice", mv_in(1, "4:7")).await;
    let r = say(&app, "alice", takeback(DrawAction::Offer)).await;
    assert!(r.private);
    assert!(
        r.text
            .starts_with("Game #1 is rated: takebacks are for casual games"),
        "{}",
        r.text
    );
    let r = say(
        &app,
        "carol",
        Command::Takeback {
            game: Some(1),
            action: DrawAction::Offer,
        },
    )
    .await;
    assert_eq!(
        r.text,
        "Only a player of game #1 can ask for a takeback or answer one."
    );
    say(&app, "bob", Command::Resign(Some(1))).await;

    // A clock with a bank: a takeback would hand time back.
    started_with(&app, "nim", &[("rated", "off"), ("time", "10m+5s")]).await;
    say(&app, "alice", mv_in(2, "4:7")).await;
    let r = say(&app, "alice", takeback(DrawAction::Offer)).await;
    assert!(
        r.text
            .starts_with("Game #2 has a clock with a time bank: no takebacks there"),
        "{}",
        r.text
    );
    say(&app, "bob", Command::Resign(Some(2))).await;

    // Nothing to take back yet.
    started_with(&app, "nim", &[("rated", "off")]).await;
    let r = say(&app, "alice", takeback(DrawAction::Offer)).await;
    assert_eq!(r.text, "You have no move to take back yet.");
    assert_eq!(moves_of(&app, 3).await.len(), 0);
}

#[tokio::test]
async fn a_takeback_never_crosses_a_throw_the_asker_has_seen() {
    let world = World::new();
    let app = world.app().await;
    let dice = pick::with_dice();
    started_with(&app, dice.slug, &[("rated", "off")]).await;
    let game = {
        let row = app.store().game(1).await.unwrap().unwrap();
        let mut game = games::registry::start(&row.slug, &Default::default()).unwrap();
        for m in app.store().moves(1).await.unwrap() {
            game.play(&m.text).unwrap();
        }
        game
    };
    let games::Status::ToMove(seat) = game.status() else {
        panic!("{} starts with a move after its first throw", dice.slug)
    };
    let mover = if seat.0 == 0 { "alice" } else { "bob" };
    let r = say(&app, mover, mv_in(1, &game.legal()[0])).await;
    assert!(!r.private, "{}", r.text);
    let before = moves_of(&app, 1).await;
    assert!(
        app.store()
            .moves(1)
            .await
            .unwrap()
            .last()
            .is_some_and(|m| m.seat.is_none()),
        "{}: the next throw follows the move at once: {before:?}",
        dice.slug
    );
    let r = say(&app, mover, takeback(DrawAction::Offer)).await;
    assert_eq!(
        r.text,
        "The dice were thrown after your last move: it cannot be taken back."
    );
    assert_eq!(moves_of(&app, 1).await, before);
}

#[tokio::test]
async fn the_bot_accepts_a_takeback_at_once() {
    let world = World::new();
    let app = world.app().await;
    let r = say(
        &app,
        "alice",
        Command::Challenge {
            opponents: vec![UserRef::bot(1)],
            game: "nim".into(),
            options: vec![],
        },
    )
    .await;
    assert!(r.text.contains("Game on against the bot"), "{}", r.text);
    say(&app, "alice", mv_in(1, "4:7")).await;
    assert!(app.run_due_jobs().await.unwrap() > 0, "the bot answers");
    assert_eq!(moves_of(&app, 1).await.len(), 2);
    let r = say(&app, "alice", takeback(DrawAction::Offer)).await;
    assert!(
        r.text
            .starts_with("The bot lets alice take back in game #1. Taken back: 4:7, "),
        "{}",
        r.text
    );
    assert!(moves_of(&app, 1).await.is_empty());
    // The bot's old turn is gone: nothing runs until alice moves again.
    assert_eq!(app.run_due_jobs().await.unwrap(), 0);
    say(&app, "alice", mv_in(1, "4:6")).await;
    assert!(
        app.run_due_jobs().await.unwrap() > 0,
        "the bot answers the new move"
    );
    assert_eq!(moves_of(&app, 1).await.first().map(String::as_str), Some("4:6"));
}

#[tokio::test]
async fn a_process_that_kept_the_old_position_plays_on_from_the_new_one() {
    let world = World::new();
    let one = world.process("one").await;
    let two = world.process("two").await;
    started_with(&one, "nim", &[("rated", "off")]).await;
    for (who, m) in [("alice", "4:7"), ("bob", "3:5")] {
        let r = say(&one, who, mv_in(1, m)).await;
        assert!(!r.private, "{}", r.text);
    }
    // Process two takes it back and replays two other moves: the game is
    // at version 2 again, with another history than process one keeps.
    say(&two, "alice", takeback(DrawAction::Offer)).await;
    say(&two, "bob", takeback(DrawAction::Accept)).await;
    for (who, m) in [("alice", "4:6"), ("bob", "3:5")] {
        let r = say(&two, who, mv_in(1, m)).await;
        assert!(!r.private, "{}", r.text);
    }
    // Row 4 has one match left only in the new history.
    let r = say(&one, "alice", mv_in(1, "4:1")).await;
    assert!(!r.private, "{}", r.text);
    assert_eq!(moves_of(&one, 1).await, ["4:6", "3:5", "4:1"]);
}

#[tokio::test]
async fn takebacks_in_a_tournament_and_in_italian() {
    let world = World::new();
    let app = world.app().await;
    let manager = |command| tavolo::app::Request {
        role: Role::Manager,
        ..req_in("alice", command, Lang::En)
    };
    app.handle(manager(Command::Tournament(TournamentCommand::Create {
        game: "nim".into(),
        format: Format::RoundRobin,
        rounds: None,
        round_minutes: Some(60),
        rated: false,
        start_in_minutes: None,
        options: Vec::new(),
    })))
    .await;
    for p in ["bob", "carol"] {
        say(&app, p, Command::Tournament(TournamentCommand::Join(None))).await;
    }
    app.handle(manager(Command::Tournament(TournamentCommand::Start(None))))
        .await;
    let r = say(&app, "bob", takeback(DrawAction::Offer)).await;
    assert!(
        r.text.ends_with("is a tournament game: no takebacks there."),
        "{}",
        r.text
    );

    // The typed words, in both languages.
    let users = |_: &str| None;
    for line in [
        "/takeback",
        "/undo offer #4",
        "/ritira accetta",
        "/ritira rifiuta #4",
    ] {
        let command = tavolo::app::command_text::parse(line, &users).unwrap();
        assert!(matches!(command, Command::Takeback { .. }), "{line}: {command:?}");
    }
    let e = tavolo::app::command_text::parse("/ritira forse", &users).unwrap_err();
    assert_eq!(
        e.text(Lang::It),
        "/ritira vuole offri, accetta o rifiuta, non 'forse'."
    );

    let world = World::new();
    let app = world.app().await;
    started_with(&app, "nim", &[("rated", "off")]).await;
    say(&app, "alice", mv_in(1, "4:7")).await;
    let r = app
        .handle(req_in("alice", takeback(DrawAction::Offer), Lang::It))
        .await;
    assert!(
        r.text
            .starts_with("alice chiede di ritirare 4:7 nella partita #1: /ritira accetta o /ritira rifiuta."),
        "{}",
        r.text
    );
    let r = app
        .handle(req_in("bob", takeback(DrawAction::Accept), Lang::It))
        .await;
    assert!(
        r.text.starts_with(
            "bob concede di ritirare nella partita #1. Ritirate: 4:7. Muove alice (Primo) nella partita #1."
        ),
        "{}",
        r.text
    );
}

#[tokio::test]
async fn the_turn_played_again_gets_its_whole_time_per_move() {
    const DAY: i64 = 24 * 60 * 60;
    let world = World::new();
    let app = world.app().await;
    // The default clock: three days a move.
    started_with(&app, "nim", &[("rated", "off")]).await;
    say(&app, "alice", mv_in(1, "4:7")).await;
    world.clock.advance(2 * DAY);
    say(&app, "bob", mv_in(1, "3:5")).await;
    say(&app, "alice", takeback(DrawAction::Offer)).await;
    world.clock.advance(DAY / 2);
    let r = say(&app, "bob", takeback(DrawAction::Accept)).await;
    assert!(r.text.contains("Taken back: 4:7, 3:5."), "{}", r.text);
    // Two and a half days after the game began, alice's turn starts anew:
    // a day later her flag has not fallen.
    world.clock.advance(DAY);
    app.run_due_jobs().await.unwrap();
    let row = app.store().game(1).await.unwrap().unwrap();
    assert_eq!(row.status.to_string(), "active");
    // Three days after the takeback, it has.
    world.clock.advance(2 * DAY + 60);
    app.run_due_jobs().await.unwrap();
    let row = app.store().game(1).await.unwrap().unwrap();
    assert_eq!(row.status.to_string(), "finished");
}

#[tokio::test]
async fn the_jobs_of_the_turns_taken_back_are_retired() {
    const DAY: i64 = 24 * 60 * 60;
    let world = World::new();
    let app = world.app().await;
    started_with(&app, "nim", &[("rated", "off")]).await;
    say(&app, "alice", mv_in(1, "4:7")).await;
    say(&app, "bob", mv_in(1, "3:5")).await;
    say(&app, "alice", takeback(DrawAction::Offer)).await;
    say(&app, "bob", takeback(DrawAction::Accept)).await;
    // Only the new turn's reminder and flag wait: the old turns' jobs name
    // versions the game will reach again with other positions.
    let pending = app.store().due_jobs(T0 + 30 * DAY, 100).await.unwrap();
    let versions: Vec<(String, Option<i64>)> = pending
        .iter()
        .filter(|job| job.game_id == Some(1))
        .map(|job| {
            let payload: serde_json::Value = serde_json::from_str(&job.payload).unwrap();
            (job.kind.clone(), payload["version"].as_i64())
        })
        // The challenge's expiry names no version: it checks the status.
        .filter(|(_, version)| version.is_some())
        .collect();
    assert!(!versions.is_empty());
    assert!(versions.iter().all(|(_, v)| *v == Some(0)), "{versions:?}");
}
