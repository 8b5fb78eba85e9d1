//! Secrets shown for a moment, through the core. Ting Tong's lifted bells:
//! the lifter's answer carries the glimpse for the whole table, whose
//! picture is not the lasting board's; a move that uncovers nothing
//! carries none; the bot's lift reaches the table as a notice whose
//! glimpse is the picture its move uncovered, whenever it is delivered.
//! Evade's peek: the glimpse is for the peeker alone.

use std::collections::BTreeMap;

use crate::core_world::*;
use games::{DynGame, Seat, Status};
use tavolo::app::{App, Command, GLIMPSE_SECONDS, UserRef};

/// Game 1 as stored, replayed.
async fn live(app: &App) -> Box<dyn DynGame> {
    let row = app.store().game(1).await.unwrap().unwrap();
    let mut game = games::registry::start(&row.slug, &BTreeMap::new()).unwrap();
    for m in app.store().moves(1).await.unwrap() {
        game.play(&m.text).unwrap();
    }
    game
}

/// The player of game 1 whose turn it is.
async fn to_move(app: &App, players: [&'static str; 2]) -> &'static str {
    match live(app).await.status() {
        Status::ToMove(Seat(s)) => players[usize::from(s)],
        other => panic!("nobody to move: {other:?}"),
    }
}

#[tokio::test]
async fn a_lifted_bell_is_shown_to_the_table_for_a_moment() {
    let w = World::new();
    let app = w.app().await;
    started_en(&app, "ting-tong").await;
    let players = ["alice", "bob"];
    let mover = to_move(&app, players).await;
    let lifted = say_en(&app, mover, mv("lift 1")).await;
    assert!(!lifted.private, "{}", lifted.text);
    let fleeting = lifted.fleeting.clone().expect("a lift is glimpsed");
    assert!(!fleeting.private, "the whole table sees a lifted bell");
    assert_eq!(fleeting.seconds, GLIMPSE_SECONDS);
    assert!(fleeting.text.contains("look now"), "{}", fleeting.text);
    let glimpse = fleeting.image.expect("its picture");
    assert_ne!(
        Some(&glimpse),
        lifted.image.as_ref(),
        "the lasting board covers the bell"
    );
    // What was under it is told by the glimpse alone.
    for words in ["under it", "number needed!", "covers it again"] {
        assert!(!lifted.text.contains(words), "{}", lifted.text);
    }
    // Nothing uncovered, nothing glimpsed: a refusal, a look at the board.
    let refused = say_en(&app, to_move(&app, players).await, mv("lift 13")).await;
    assert!(refused.private && refused.fleeting.is_none(), "{}", refused.text);
    let board = say_en(&app, "alice", Command::Board(None)).await;
    assert!(board.fleeting.is_none(), "{}", board.text);
}

#[tokio::test]
async fn the_bots_lift_reaches_the_table_with_its_glimpse() {
    let w = World::new();
    let app = w.app().await;
    let challenge = Command::Challenge {
        opponents: vec![UserRef::bot(1)],
        game: "ting-tong".into(),
        options: vec![],
    };
    let started = say_en(&app, "alice", challenge).await;
    assert!(!started.private, "{}", started.text);
    due_notices(&app).await;
    // Alice lifts bells until her turn passes; then the bot plays.
    for bell in 1..=12 {
        if !matches!(live(&app).await.status(), Status::ToMove(Seat(0))) {
            break;
        }
        say_en(&app, "alice", mv(&format!("lift {bell}"))).await;
    }
    let notices = due_notices(&app).await;
    let shown: Vec<_> = notices.iter().filter_map(|n| n.notice.glimpse).collect();
    assert!(!shown.is_empty(), "the bot lifted a bell: {notices:#?}");
    for at in shown {
        let fleeting = app.glimpse_at(at).await.unwrap().expect("its glimpse, replayed");
        assert!(!fleeting.private && fleeting.image.is_some(), "{}", fleeting.text);
        // The glimpse is the one of that ply, not of the game as it is now.
        let mut game = games::registry::start("ting-tong", &BTreeMap::new()).unwrap();
        for m in &app.store().moves(1).await.unwrap()[..at.ply as usize] {
            game.play(&m.text).unwrap();
        }
        assert!(game.glimpse().is_some_and(|g| g.to.is_none()), "ply {}", at.ply);
    }
}

/// Game 1 of Evade started, both Fugitives chosen; the player to move and
/// a square of one of their pieces.
async fn evade_under_way(app: &App) -> (&'static str, &'static str) {
    started_en(app, "evade").await;
    let chosen = say_en(app, "alice", mv("fugitives a1 b1")).await;
    assert!(!chosen.private, "{}", chosen.text);
    assert!(
        !chosen.text.contains("a1"),
        "the choice is secret: {}",
        chosen.text
    );
    say_en(app, "bob", mv("fugitives a6 b6")).await;
    match to_move(app, ["alice", "bob"]).await {
        "alice" => ("alice", "c1"),
        _ => ("bob", "c6"),
    }
}

#[tokio::test]
async fn a_peek_is_shown_to_the_peeker_alone_for_a_moment() {
    let w = World::new();
    let app = w.app().await;
    let (mover, square) = evade_under_way(&app).await;
    let peeked = say_en(&app, mover, mv(&format!("peek {square}"))).await;
    assert!(
        !peeked.private,
        "the table sees that a piece was peeked at: {}",
        peeked.text
    );
    let fleeting = peeked.fleeting.clone().expect("a peek is glimpsed");
    assert!(fleeting.private, "for the peeker alone");
    assert!(fleeting.text.contains("for your eyes only"), "{}", fleeting.text);
    assert_ne!(
        fleeting.image, peeked.image,
        "the lasting board never marks a Fugitive"
    );
    // The step after it uncovers nothing.
    let to = if mover == "alice" { "c2" } else { "c5" };
    let stepped = say_en(&app, mover, mv(&format!("{square}-{to}"))).await;
    assert!(!stepped.private && stepped.fleeting.is_none(), "{}", stepped.text);
}
