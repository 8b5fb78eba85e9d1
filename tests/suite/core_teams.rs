//! Partnerships: seats that win and lose as a team (Turnier for four with
//! `partners`: Red and Green against Blue and Yellow). A resignation or a
//! fallen flag concedes for both partners, and the chat names the winning
//! team's players.

use crate::core_world::*;
use tavolo::app::{App, Command, Lang};
use tavolo::store::GameStatus;

/// alice, bob, carol and dave (seats 0 to 3) at Turnier in partnerships,
/// with `extra` options.
async fn four(app: &App, extra: &[(&str, &str)]) {
    let mut options = vec![
        ("seats".to_string(), "4".to_string()),
        ("partners".into(), "true".into()),
    ];
    options.extend(extra.iter().map(|(k, v)| (k.to_string(), v.to_string())));
    let challenge = Command::Challenge {
        opponents: vec![user("bob"), user("carol"), user("dave")],
        game: "turnier".into(),
        options,
    };
    let r = say_en(app, "alice", challenge).await;
    assert!(!r.private, "{}", r.text);
    for name in ["bob", "carol", "dave"] {
        say_en(app, name, Command::Accept(None)).await;
    }
    let row = app.store().game(1).await.unwrap().unwrap();
    assert_eq!(row.status, GameStatus::Active);
}

/// The stored end of game 1: its ranks and teams.
async fn ranks_and_teams(app: &App) -> (serde_json::Value, serde_json::Value) {
    let row = app.store().game(1).await.unwrap().unwrap();
    assert_eq!(row.status, GameStatus::Finished);
    let end: serde_json::Value = serde_json::from_str(row.result.as_deref().unwrap()).unwrap();
    (end["ranks"].clone(), end["teams"].clone())
}

/// A game of four is not rated, and its challenge says so first; the
/// tournaments refuse it (`core_tournament`).
#[tokio::test]
async fn a_game_of_four_says_it_is_not_rated_and_changes_no_rating() {
    let w = World::new();
    let app = w.app().await;
    let challenge = Command::Challenge {
        opponents: vec![user("bob"), user("carol"), user("dave")],
        game: "turnier".into(),
        options: vec![("seats".into(), "4".into()), ("partners".into(), "true".into())],
    };
    let r = say_en(&app, "alice", challenge).await;
    assert!(
        r.text
            .contains("Not rated: ratings are for two-player games, and this one seats 4."),
        "{}",
        r.text
    );
    for name in ["bob", "carol", "dave"] {
        say_en(&app, name, Command::Accept(None)).await;
    }
    say_en(&app, "bob", Command::Resign(None)).await;
    let (ranks, _) = ranks_and_teams(&app).await;
    assert_eq!(ranks, serde_json::json!([1, 2, 1, 2]));
    let rated = say_en(
        &app,
        "alice",
        Command::Rating {
            user: None,
            game: Some("turnier".into()),
        },
    )
    .await;
    assert!(rated.text.contains("no rated"), "{}", rated.text);
}

#[tokio::test]
async fn a_resignation_concedes_for_both_partners_and_names_the_winning_team() {
    let w = World::new();
    let app = w.app().await;
    four(&app, &[]).await;
    let r = say_en(&app, "bob", Command::Resign(None)).await;
    assert!(
        r.text
            .starts_with("bob resigned game #1: alice (Red) and carol (Green) win."),
        "{}",
        r.text
    );
    let (ranks, teams) = ranks_and_teams(&app).await;
    assert_eq!(ranks, serde_json::json!([1, 2, 1, 2]));
    assert_eq!(teams, serde_json::json!([0, 1, 0, 1]));
    // In Italian, the same team's win.
    let w = World::new();
    let app = w.app().await;
    four(&app, &[]).await;
    let r = app.handle(req_in("carol", Command::Resign(None), Lang::It)).await;
    assert!(r.text.contains("vincono bob (Blu) e dave (Giallo)"), "{}", r.text);
}

#[tokio::test]
async fn a_fallen_flag_loses_for_both_partners() {
    let w = World::new();
    let app = w.app().await;
    four(&app, &[("time", "1h")]).await;
    // Red (alice) is to place first; her hour runs out.
    w.clock.advance(3600 + 1);
    let told: Vec<String> = due_notices(&app)
        .await
        .into_iter()
        .map(|n| n.notice.text)
        .collect();
    let flag = told
        .iter()
        .find(|t| t.contains("ran out of time in game #1"))
        .unwrap_or_else(|| panic!("{told:?}"));
    assert!(flag.contains("bob (Blue) and dave (Yellow) win"), "{flag}");
    let (ranks, _) = ranks_and_teams(&app).await;
    assert_eq!(ranks, serde_json::json!([2, 1, 2, 1]));
}
