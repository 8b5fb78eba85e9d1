//! Go's count through the core: after two passes the players agree with
//! `/accept` or play on with `/dispute`, typed in either language.

use tavolo::app::Command;

use crate::core_world;

use core_world::*;

#[tokio::test]
async fn accept_and_dispute_answer_a_go_count() {
    let w = World::new();
    let app = w.app().await;
    started_en(&app, "go-9x9").await;
    say_en(&app, "alice", mv("e5")).await;
    say_en(&app, "bob", mv("c3")).await;
    say_en(&app, "alice", mv("pass")).await;
    let count = say_en(&app, "bob", mv("passa")).await;
    assert!(!count.private, "{}", count.text);
    // alice did not pass last: she answers first, with /accept (no
    // challenge is open, so it accepts the count).
    let accepted = say_en(&app, "alice", Command::Accept(None)).await;
    assert!(!accepted.private, "{}", accepted.text);
    let moves = app.store().moves(1).await.unwrap();
    assert_eq!(moves.last().unwrap().text, "accept");
    // bob disputes, typed in Italian: play resumes.
    let dispute = tavolo::app::command_text::parse("/contesta", &|_| None).unwrap();
    let resumed = say_en(&app, "bob", dispute).await;
    assert!(!resumed.private, "{}", resumed.text);
    let moves = app.store().moves(1).await.unwrap();
    assert_eq!(moves.last().unwrap().text, "dispute");
    let row = app.store().game(1).await.unwrap().unwrap();
    assert_eq!(row.status, tavolo::store::GameStatus::Active);
    // With no count to agree, /accept with nothing to accept is refused
    // as before, and plays nothing.
    let refused = say_en(&app, "alice", Command::Accept(None)).await;
    assert!(refused.private, "{}", refused.text);
    assert_eq!(app.store().moves(1).await.unwrap().len(), moves.len());
}

/// `/accept` accepts a count only when no challenge is there to accept:
/// with two challenges open for alice, she is asked which, and the count
/// waits (before, any refusal fell back to the count).
#[tokio::test]
async fn two_open_challenges_are_asked_about_before_a_count_is_accepted() {
    let w = World::new();
    let app = w.app().await;
    started_en(&app, "go-9x9").await;
    for text in ["e5", "c3", "pass", "pass"] {
        let who = if app.store().moves(1).await.unwrap().len() % 2 == 0 {
            "alice"
        } else {
            "bob"
        };
        let r = say_en(&app, who, mv(text)).await;
        assert!(!r.private, "{text}: {}", r.text);
    }
    for challenger in ["carol", "dave"] {
        let challenge = Command::Challenge {
            opponents: vec![user("alice")],
            game: "nim".into(),
            options: vec![],
        };
        let r = say_en(&app, challenger, challenge).await;
        assert!(!r.private, "{}", r.text);
    }
    let before = app.store().moves(1).await.unwrap().len();
    let asked = say_en(&app, "alice", Command::Accept(None)).await;
    assert!(
        asked.private && asked.text.contains("#2") && asked.text.contains("#3"),
        "{}",
        asked.text
    );
    assert_eq!(
        app.store().moves(1).await.unwrap().len(),
        before,
        "the count waits"
    );
}
