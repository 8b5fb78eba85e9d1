//! Core APIs adapters use beside requests: where a game is and how far
//! (deep links, stale buttons), and handles standing in for users a
//! platform could not name when they were challenged.

use tavolo::app::{App, Command, GamePlace, Lang, Request, UserRef};

use crate::core_world;

use core_world::World;

fn user(id: &str, name: &str) -> UserRef {
    UserRef {
        id: id.into(),
        name: name.into(),
    }
}

async fn say(app: &App, who: &UserRef, command: Command) -> String {
    let reply = app
        .handle(Request {
            platform: "tg".into(),
            chat: "-100".into(),
            user: who.clone(),
            role: tavolo::app::Role::Member,
            command,
            lang: Lang::En,
            chat_lang: Lang::En,
        })
        .await;
    reply.text
}

fn challenge(opponent: UserRef) -> Command {
    Command::Challenge {
        opponents: vec![opponent],
        game: "nim".into(),
        options: Vec::new(),
    }
}

#[tokio::test]
async fn a_game_place_tells_its_chat_and_current_ply() {
    let w = World::new();
    let app = w.app_seeded([3; 32]).await;
    assert_eq!(app.game_place(1).await.unwrap(), None);
    let alice = user("1", "alice");
    let bob = user("2", "bob");
    say(&app, &alice, challenge(bob.clone())).await;
    say(&app, &bob, Command::Accept(None)).await;
    let place = |ply| GamePlace {
        platform: "tg".into(),
        chat: "-100".into(),
        ply,
    };
    assert_eq!(app.game_place(1).await.unwrap(), Some(place(0)));
    let moved = say(
        &app,
        &alice,
        Command::Move {
            game: None,
            text: "1:1".into(),
            ply: None,
        },
    )
    .await;
    assert!(moved.contains("alice played"), "{moved}");
    assert_eq!(app.game_place(1).await.unwrap(), Some(place(1)));
}

#[tokio::test]
async fn a_handle_challenge_is_accepted_only_by_the_user_who_shows_that_handle() {
    let w = World::new();
    let app = w.app_seeded([3; 32]).await;
    let alice = user("1", "alice");
    let carol = user("3", "carol");
    let bob = user("2", "Bob");
    let text = say(&app, &alice, challenge(user("@bob", "@bob"))).await;
    assert!(text.contains("challenges @bob"), "{text}");
    // Someone else cannot take the seat: it is bob's, not a free one.
    let refused = say(&app, &carol, Command::Accept(Some(1))).await;
    assert!(refused.contains("not offered to you"), "{refused}");
    assert!(!app.link_handle("tg", "@carol", &carol).await.unwrap());
    // Bob shows up for the first time: the stand-in becomes his account.
    assert!(app.link_handle("tg", "@bob", &bob).await.unwrap());
    assert!(!app.link_handle("tg", "@bob", &bob).await.unwrap());
    let accepted = say(&app, &bob, Command::Accept(None)).await;
    assert!(accepted.contains("Challenge accepted"), "{accepted}");
    assert!(accepted.contains("Bob (Second)"), "{accepted}");

    // Known already: a later handle challenge moves its seat to him.
    let text = say(&app, &carol, challenge(user("@bob", "@bob"))).await;
    assert!(text.contains("game #2"), "{text}");
    assert!(app.link_handle("tg", "@bob", &bob).await.unwrap());
    let accepted = say(&app, &bob, Command::Accept(Some(2))).await;
    assert!(accepted.contains("Challenge accepted"), "{accepted}");
    let mine = say(&app, &bob, Command::MyGames).await;
    assert!(mine.contains("#1 Nim") && mine.contains("#2 Nim"), "{mine}");
}

#[tokio::test]
async fn a_handle_naming_the_challenger_keeps_the_challenge_unanswerable_by_others() {
    let w = World::new();
    let app = w.app_seeded([3; 32]).await;
    let alice = user("1", "alice");
    say(&app, &alice, challenge(user("@alice", "@alice"))).await;
    // Alice already sits in game #1: her handle's seat is not merged into hers.
    assert!(app.link_handle("tg", "@alice", &alice).await.unwrap());
    let refused = say(&app, &user("3", "carol"), Command::Accept(Some(1))).await;
    assert!(refused.contains("not offered to you"), "{refused}");
}
