//! One player across platforms: `/link` gives a one-time code for ten
//! minutes, `/link <code>` on another platform makes the two accounts one
//! player (ratings, history, turns), `/unlink` separates an account again.
//! Codes are refused on their own platform, once used, after ten minutes,
//! and between accounts that played each other.

use tavolo::app::{App, Command, Lang, Reply, Request, Role};

use crate::core_world;

use core_world::*;

/// `name` on `platform` (their id there is `platform:name`) says `command`.
async fn on(app: &App, platform: &str, name: &str, command: Command) -> Reply {
    on_in(app, platform, name, command, Lang::En).await
}

async fn on_in(app: &App, platform: &str, name: &str, command: Command, lang: Lang) -> Reply {
    let mut who = user(name);
    who.id = format!("{platform}:{}", who.id);
    app.handle(Request {
        platform: platform.into(),
        chat: format!("{platform}-chat"),
        user: who,
        role: Role::Member,
        command,
        lang,
        chat_lang: lang,
    })
    .await
}

/// The code in a `/link` answer.
fn code_in(reply: &Reply) -> String {
    assert!(
        reply.private && reply.secret,
        "a code is for the asker alone: {}",
        reply.text
    );
    let code = reply
        .text
        .split_whitespace()
        .find(|w| w.len() == 10 && w.as_bytes()[4] == b'-')
        .unwrap_or_else(|| panic!("a code in: {}", reply.text));
    code.trim_end_matches('.').to_string()
}

/// alice beats bob at Nim, rated, on `platform`.
async fn rated_win(app: &App, platform: &str, alice: &str, bob: &str) {
    let mut opponent = user(bob);
    opponent.id = format!("{platform}:{}", opponent.id);
    let r = on(
        app,
        platform,
        alice,
        Command::Challenge {
            opponents: vec![opponent],
            game: "nim".into(),
            options: vec![],
        },
    )
    .await;
    assert!(!r.private, "{}", r.text);
    on(app, platform, bob, Command::Accept(None)).await;
    let r = on(app, platform, bob, Command::Resign(None)).await;
    assert!(!r.private, "{}", r.text);
}

fn rating(game: &str) -> Command {
    Command::Rating {
        game: Some(game.into()),
        user: None,
    }
}

#[tokio::test]
async fn a_code_from_one_platform_makes_the_other_account_the_same_player() {
    let world = World::new();
    let app = world.app().await;
    rated_win(&app, "discord", "alice", "bob").await;
    let r = on(&app, "telegram", "Alice T", rating("nim")).await;
    assert!(
        r.text.starts_with("Alice T has no rated Nim games yet"),
        "{}",
        r.text
    );

    let code = code_in(&on(&app, "discord", "alice", Command::Link(None)).await);
    let r = on(
        &app,
        "telegram",
        "Alice T",
        Command::Link(Some(code.to_lowercase())),
    )
    .await;
    assert_eq!(
        r.text,
        "Linked: you are one player on Discord, Telegram, with one rating, history and list of turns. \
         /unlink separates this account again."
    );
    let r = on(&app, "telegram", "Alice T", rating("nim")).await;
    assert!(
        r.text.starts_with("Alice T in Nim: "),
        "the Discord rating: {}",
        r.text
    );
    assert!(r.text.contains("1 won, 0 drawn, 0 lost"), "{}", r.text);

    // One player: a game started on Telegram is in Discord's /turns.
    rated_win(&app, "telegram", "Alice T", "carol").await;
    let mut carol = user("dave");
    carol.id = "telegram:dave".into();
    on(
        &app,
        "telegram",
        "Alice T",
        Command::Challenge {
            opponents: vec![carol],
            game: "nim".into(),
            options: vec![],
        },
    )
    .await;
    on(&app, "telegram", "dave", Command::Accept(None)).await;
    let r = on(&app, "discord", "alice", Command::Turns).await;
    assert!(
        r.text.contains("#3") && r.text.contains("(on Telegram)"),
        "the Telegram game on Discord: {}",
        r.text
    );
    let r = on(&app, "discord", "alice", rating("nim")).await;
    assert!(r.text.contains("2 won, 0 drawn, 0 lost"), "{}", r.text);

    // The code is used up.
    let r = on(&app, "telegram", "Eve", Command::Link(Some(code.clone()))).await;
    assert!(r.private);
    assert_eq!(
        r.text,
        format!(
            "'{code}' is not a link code, or it has expired: ask /link on your other platform for a new one."
        )
    );
}

#[tokio::test]
async fn codes_are_refused_on_their_own_platform_late_and_between_opponents() {
    let world = World::new();
    let app = world.app().await;
    let code = code_in(&on(&app, "discord", "alice", Command::Link(None)).await);
    let r = on(&app, "discord", "bob", Command::Link(Some(code.clone()))).await;
    assert_eq!(
        r.text,
        "That code was made on Discord: type it on your other platform."
    );
    // Refused there, the code still works elsewhere, within ten minutes.
    world.clock.advance(9 * 60);
    let r = on(&app, "telegram", "alice", Command::Link(Some(code.clone()))).await;
    assert!(r.text.starts_with("Linked:"), "{}", r.text);
    let r = on(&app, "telegram", "alice", Command::Link(Some(code))).await;
    assert!(
        r.text.ends_with(
            "is not a link code, or it has expired: ask /link on your other platform for a new one."
        )
    );

    let late = code_in(&on(&app, "discord", "bob", Command::Link(None)).await);
    world.clock.advance(10 * 60);
    let r = on(&app, "telegram", "bob", Command::Link(Some(late))).await;
    assert!(r.text.contains("or it has expired"), "{}", r.text);

    // carol and dave played each other on Discord; dave's Telegram account
    // is dave's too. carol's code typed there would make one player its
    // own opponent.
    rated_win(&app, "discord", "carol", "dave").await;
    let code = code_in(&on(&app, "discord", "carol", Command::Link(None)).await);
    let d = code_in(&on(&app, "discord", "dave", Command::Link(None)).await);
    let r = on(&app, "telegram", "dave", Command::Link(Some(d))).await;
    assert!(r.text.starts_with("Linked:"), "{}", r.text);
    let r = on(&app, "telegram", "dave", Command::Link(Some(code))).await;
    assert!(r.private);
    assert!(
        r.text.starts_with("Those two accounts played each other (game #"),
        "{}",
        r.text
    );
}

#[tokio::test]
async fn the_rating_from_more_games_stays_and_unlink_starts_afresh() {
    let world = World::new();
    let app = world.app().await;
    // alice: one rated Nim game on Discord, two on Telegram.
    rated_win(&app, "discord", "alice", "bob").await;
    rated_win(&app, "telegram", "alice", "carol").await;
    rated_win(&app, "telegram", "alice", "dave").await;
    let code = code_in(&on(&app, "discord", "alice", Command::Link(None)).await);
    on(&app, "telegram", "alice", Command::Link(Some(code))).await;
    let r = on(&app, "discord", "alice", rating("nim")).await;
    assert!(
        r.text.contains("2 games: 2 won"),
        "Telegram's rating, from more games: {}",
        r.text
    );

    let r = on(&app, "discord", "alice", Command::Unlink).await;
    assert_eq!(
        r.text,
        "This Discord account is a new player of its own; your games and ratings stay with your account on Telegram."
    );
    let r = on(&app, "discord", "alice", rating("nim")).await;
    assert!(
        r.text.starts_with("alice has no rated Nim games yet"),
        "{}",
        r.text
    );
    let r = on(&app, "telegram", "alice", rating("nim")).await;
    assert!(r.text.contains("2 games: 2 won"), "{}", r.text);
    let r = on(&app, "telegram", "alice", Command::Unlink).await;
    assert_eq!(r.text, "This account is not linked to another platform.");

    // In Italian.
    let r = on_in(&app, "telegram", "alice", Command::Link(None), Lang::It).await;
    assert!(
        r.text.starts_with("Il tuo codice di collegamento: "),
        "{}",
        r.text
    );
    let code = code_in(&r);
    let r = on_in(&app, "discord", "alice", Command::Link(Some(code)), Lang::It).await;
    assert!(
        r.text
            .starts_with("Collegati: sei un solo giocatore su Discord, Telegram"),
        "{}",
        r.text
    );
    let r = on_in(&app, "discord", "alice", Command::Unlink, Lang::It).await;
    assert!(
        r.text
            .starts_with("Questo account Discord è ora un giocatore a sé"),
        "{}",
        r.text
    );
    let users = |_: &str| None;
    let command = tavolo::app::command_text::parse("/collega k7qx-29pm", &users).unwrap();
    assert!(
        matches!(command, Command::Link(Some(ref c)) if c == "k7qx-29pm"),
        "{command:?}"
    );
    let command = tavolo::app::command_text::parse("/scollega", &users).unwrap();
    assert!(matches!(command, Command::Unlink));
}
