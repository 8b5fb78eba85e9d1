//! Looking back: `/history` lists a player's finished games in this chat,
//! newest first, page by page, of one game or all, theirs or another
//! player's; `/game #id` shows any game of this chat with its players,
//! result and numbered moves; neither names a game of another chat.
//! `/board #id ply=N` shows any past position, and a finished game's board
//! steps through its moves with ⏮ ◀ ▶ ⏭; `/replay` is the game as a GIF;
//! `/rematch` plays it again with the seats turned.

use tavolo::app::{App, Command, Lang, Reply, Request};

use crate::core_world;

use core_world::*;

fn req_at(name: &str, chat: &str, command: Command, lang: Lang) -> Request {
    Request {
        chat: chat.into(),
        ..req_in(name, command, lang)
    }
}

async fn say(app: &App, name: &str, command: Command) -> Reply {
    say_en(app, name, command).await
}

fn history(whose: Option<&str>, game: Option<&str>, page: i64) -> Command {
    Command::History {
        user: whose.map(user),
        game: game.map(str::to_string),
        page,
    }
}

/// In `chat`, alice challenges bob to `game`, bob accepts, alice plays
/// `first` and bob resigns.
async fn won_by_alice(app: &App, chat: &str, game: &str, first: &str) {
    let challenge = Command::Challenge {
        opponents: vec![user("bob")],
        game: game.into(),
        options: vec![],
    };
    let r = app.handle(req_at("alice", chat, challenge, Lang::En)).await;
    assert!(!r.private, "{}", r.text);
    let r = app
        .handle(req_at("bob", chat, Command::Accept(None), Lang::En))
        .await;
    assert!(r.text.contains("Challenge accepted"), "{}", r.text);
    let r = app.handle(req_at("alice", chat, mv(first), Lang::En)).await;
    assert!(!r.private, "{}", r.text);
    let r = app
        .handle(req_at("bob", chat, Command::Resign(None), Lang::En))
        .await;
    assert!(!r.private, "{}", r.text);
}

#[tokio::test]
async fn history_lists_finished_games_here_newest_first_page_by_page() {
    let world = World::new();
    let app = world.app().await;
    // Game 1 elsewhere, games 2..=12 here (11 Nim), game 13 Awele here.
    won_by_alice(&app, "chat-2", "nim", "4:7").await;
    for _ in 0..11 {
        won_by_alice(&app, "chat-1", "nim", "4:7").await;
    }
    won_by_alice(&app, "chat-1", "awele", "a").await;
    // A game in play is no history.
    started_en(&app, "nim").await;

    let page1 = say(&app, "alice", history(None, None, 1)).await;
    assert!(!page1.private, "{}", page1.text);
    let lines: Vec<&str> = page1.text.lines().collect();
    assert_eq!(
        lines[0], "Finished games of alice here (12), page 1 of 2:",
        "{}",
        page1.text
    );
    assert!(lines[1].starts_with("#13 Awele, "), "{}", page1.text);
    assert!(lines[2].starts_with("#12 Nim, "), "{}", page1.text);
    assert!(
        lines[2].contains(": won against bob. bob resigned"),
        "{}",
        page1.text
    );
    assert_eq!(lines.len(), 1 + 10 + 1, "{}", page1.text);
    assert_eq!(lines[11], "More: /history 2");
    assert!(
        !page1.text.contains("#1 "),
        "a game of another chat: {}",
        page1.text
    );
    assert!(!page1.text.contains("#14 "), "a game in play: {}", page1.text);

    let page2 = say(&app, "alice", history(None, None, 2)).await;
    let lines: Vec<&str> = page2.text.lines().collect();
    assert_eq!(lines.len(), 1 + 2, "{}", page2.text);
    assert!(lines[2].starts_with("#2 Nim, "), "{}", page2.text);

    let none = say(&app, "alice", history(None, None, 3)).await;
    assert!(none.private, "{}", none.text);
    assert!(
        none.text.contains("There is no page 3: the history has 2."),
        "{}",
        none.text
    );

    // Bob's, asked by alice: the same games, lost.
    let bob = say(&app, "alice", history(Some("bob"), Some("awele"), 1)).await;
    assert!(
        bob.text
            .starts_with("Finished games of bob here (1), page 1 of 1:"),
        "{}",
        bob.text
    );
    assert!(
        bob.text.contains("#13 Awele, ") && bob.text.contains(": lost against alice."),
        "{}",
        bob.text
    );

    // In Italian.
    let it = app
        .handle(req_in("alice", history(None, Some("awele"), 1), Lang::It))
        .await;
    assert!(
        it.text
            .contains("Le partite finite di alice qui (1), pagina 1 di 1:"),
        "{}",
        it.text
    );
    assert!(it.text.contains(": vinta contro bob."), "{}", it.text);

    // Someone with no games.
    let carol = say(&app, "alice", history(Some("carol"), None, 1)).await;
    assert_eq!(carol.text, "carol has no finished games in this chat.");
}

#[tokio::test]
async fn game_shows_players_result_and_numbered_moves_of_a_game_here_only() {
    let world = World::new();
    let app = world.app().await;
    won_by_alice(&app, "chat-1", "nim", "4:7").await;
    won_by_alice(&app, "chat-2", "nim", "4:7").await;

    let r = say(&app, "carol", Command::ShowGame(Some(1))).await;
    assert!(!r.private, "{}", r.text);
    let lines: Vec<&str> = r.text.lines().collect();
    assert_eq!(lines[0], "Game #1: Nim", "{}", r.text);
    assert!(
        lines[1].contains(": alice") && lines[1].contains(": bob"),
        "{}",
        r.text
    );
    assert!(
        lines[2].contains("over") && lines[2].contains("bob resigned"),
        "{}",
        r.text
    );
    assert_eq!(lines[3], "Moves (1):");
    assert_eq!(lines[4], "1. 4:7");

    let it = app
        .handle(req_in("carol", Command::ShowGame(Some(1)), Lang::It))
        .await;
    assert!(it.text.starts_with("Partita #1: Nim"), "{}", it.text);
    assert!(it.text.contains("Mosse (1):\n1. 4:7"), "{}", it.text);

    // A game of another chat is not shown here.
    let other = say(&app, "alice", Command::ShowGame(Some(2))).await;
    assert!(other.private, "{}", other.text);
    assert!(!other.text.contains("4:7"), "{}", other.text);

    // A game in play: its clock and whose move.
    started_en(&app, "nim").await;
    let r = say(&app, "alice", Command::ShowGame(Some(3))).await;
    assert!(r.text.contains("left)"), "the clocks: {}", r.text);
    assert!(r.text.contains("No moves yet."), "{}", r.text);
}

#[test]
fn history_and_game_are_typed_with_their_words() {
    use tavolo::app::command_text::parse;
    let resolve = |w: &str| Some(user(w.trim_start_matches('@')));
    match parse("/history @bob awele 2", &resolve).unwrap() {
        Command::History { user, game, page } => {
            assert_eq!(user.map(|u| u.name), Some("bob".to_string()));
            assert_eq!((game.as_deref(), page), (Some("awele"), 2));
        }
        other => panic!("{other:?}"),
    }
    match parse("/storico pagina=3", &resolve).unwrap() {
        Command::History { user, game, page } => assert_eq!((user, game, page), (None, None, 3)),
        other => panic!("{other:?}"),
    }
    assert!(parse("/storico pagina=0", &resolve).is_err());
    assert!(parse("/history page=x", &resolve).is_err());
    assert!(matches!(
        parse("/partita #3", &resolve).unwrap(),
        Command::ShowGame(Some(3))
    ));
    assert!(matches!(
        parse("/game", &resolve).unwrap(),
        Command::ShowGame(None)
    ));
}

#[tokio::test]
async fn a_past_position_is_shown_and_a_finished_game_steps_through_its_moves() {
    let world = World::new();
    let app = world.app().await;
    started_en(&app, "nim").await;
    say(&app, "alice", mv("4:7")).await;
    say(&app, "bob", mv("3:5")).await;
    // In play: a past position, without any button.
    let during = say(
        &app,
        "carol",
        Command::BoardAt {
            game: Some(1),
            ply: 1,
        },
    )
    .await;
    assert!(!during.private, "{}", during.text);
    assert!(during.choices.is_empty(), "{:?}", during.choices);
    say(&app, "alice", Command::Resign(None)).await;

    let labels = |r: &Reply| r.choices.iter().map(|c| c.label.clone()).collect::<Vec<_>>();
    let board = say(&app, "carol", Command::Board(Some(1))).await;
    assert_eq!(labels(&board), ["Rematch", "⏮", "◀"], "{}", board.text);

    let at1 = say(
        &app,
        "carol",
        Command::BoardAt {
            game: Some(1),
            ply: 1,
        },
    )
    .await;
    assert_eq!(at1.text, "Game #1 after 1 of 2 plies: the last was 4:7.");
    assert_eq!(labels(&at1), ["◀", "▶"]);
    assert!(at1.replace, "a step replaces the pressed board");
    let at0 = say(
        &app,
        "carol",
        Command::BoardAt {
            game: Some(1),
            ply: 0,
        },
    )
    .await;
    assert_eq!(at0.text, "Game #1 after 0 of 2 plies: the starting position.");
    assert_eq!(labels(&at0), ["▶", "⏭"]);
    assert!(at0.image.is_some() && at1.image.is_some());
    assert_ne!(at0.image, at1.image, "each ply its own picture");
    // The buttons are the steps they say.
    let next = &at1.choices[1].press;
    assert!(matches!(
        at1.choices[0].press.command(),
        Command::BoardAt {
            game: Some(1),
            ply: 0
        }
    ));
    assert!(
        matches!(
            next.command(),
            Command::BoardAt {
                game: Some(1),
                ply: 2
            }
        ),
        "{next:?}"
    );
    let end = app.handle(req_in("carol", next.command(), Lang::En)).await;
    assert!(
        end.text.contains("wins"),
        "the last ply is the result: {}",
        end.text
    );

    let beyond = say(
        &app,
        "carol",
        Command::BoardAt {
            game: Some(1),
            ply: 3,
        },
    )
    .await;
    assert!(beyond.private);
    assert_eq!(
        beyond.text,
        "Game #1 has no ply 3: its plies go from 0 (the start) to 2."
    );
    let it = app
        .handle(req_in(
            "carol",
            Command::BoardAt {
                game: Some(1),
                ply: 1,
            },
            Lang::It,
        ))
        .await;
    assert_eq!(
        it.text,
        "La partita #1 dopo 1 semimossa su 2: l'ultima è stata 4:7."
    );
}

#[test]
fn a_ply_is_typed_after_board() {
    use tavolo::app::command_text::parse;
    let none = |_: &str| None;
    assert!(matches!(
        parse("/board #4 ply=12", &none).unwrap(),
        Command::BoardAt {
            game: Some(4),
            ply: 12
        }
    ));
    assert!(matches!(
        parse("/tavola semimossa=0", &none).unwrap(),
        Command::BoardAt { game: None, ply: 0 }
    ));
    assert!(parse("/board ply=-1", &none).is_err());
    assert!(parse("/board ply=x", &none).is_err());
}

#[tokio::test]
async fn replay_is_an_animated_gif_of_every_position() {
    let world = World::new();
    let app = world.app().await;
    started_en(&app, "nim").await;
    let none = say(&app, "alice", Command::Replay(Some(1))).await;
    assert!(
        none.private && none.text.contains("nothing to replay"),
        "{}",
        none.text
    );
    say(&app, "alice", mv("4:7")).await;
    say(&app, "bob", mv("3:5")).await;
    say(&app, "alice", Command::Resign(None)).await;

    let r = say(&app, "carol", Command::Replay(Some(1))).await;
    assert!(!r.private, "{}", r.text);
    assert_eq!(r.text, "Game #1 in 3 positions.");
    let (name, gif) = r.file.expect("the GIF as a file");
    assert_eq!(name, "game-1-replay.gif");
    let mut options = gif::DecodeOptions::new();
    options.set_color_output(gif::ColorOutput::RGBA);
    let mut decoder = options.read_info(gif.as_slice()).expect("a GIF");
    let mut frames = 0;
    while decoder.read_next_frame().expect("frames decode").is_some() {
        frames += 1;
    }
    assert_eq!(frames, 3, "the start and each of two moves");

    let it = app
        .handle(req_in("carol", Command::Replay(Some(1)), Lang::It))
        .await;
    assert_eq!(it.text, "La partita #1 in 3 posizioni.");
}

#[tokio::test]
async fn a_rematch_is_the_same_game_with_the_seats_turned() {
    let world = World::new();
    let app = world.app().await;
    let none = say(&app, "alice", Command::Rematch(None)).await;
    assert!(
        none.private && none.text.contains("no finished game here"),
        "{}",
        none.text
    );
    started_en(&app, "nim").await;
    let early = say(&app, "alice", Command::Rematch(Some(1))).await;
    assert_eq!(early.text, "Game #1 is not over yet.");
    say(&app, "alice", mv("4:7")).await;
    say(&app, "bob", Command::Resign(None)).await;
    let outsider = say(&app, "carol", Command::Rematch(Some(1))).await;
    assert!(
        outsider.private && outsider.text.contains("You did not play in game #1"),
        "{}",
        outsider.text
    );

    // The board's Rematch button asks it.
    let board = say(&app, "alice", Command::Board(Some(1))).await;
    let button = board
        .choices
        .iter()
        .find(|c| c.label == "Rematch")
        .expect("a Rematch button");
    let r = app
        .handle(req_in("alice", button.press.command(), Lang::En))
        .await;
    assert!(!r.private, "{}", r.text);
    assert!(
        r.text
            .starts_with("A rematch of game #1, the seats turned:\nalice challenges bob to Nim (game #2)"),
        "{}",
        r.text
    );
    let accepted = say(&app, "bob", Command::Accept(Some(2))).await;
    assert!(
        accepted.text.contains("bob (First) vs alice (Second)"),
        "{}",
        accepted.text
    );

    // Against the bot: it accepts at once, and takes the first seat.
    let challenge = Command::Challenge {
        opponents: vec![tavolo::app::UserRef::bot(1)],
        game: "nim".into(),
        options: vec![],
    };
    say(&app, "carol", challenge).await;
    say(&app, "carol", Command::Resign(Some(3))).await;
    let again = app
        .handle(req_in("carol", Command::Rematch(None), Lang::It))
        .await;
    assert!(
        again
            .text
            .starts_with("La rivincita della partita #3, con i posti girati:"),
        "{}",
        again.text
    );
    let shown = say(&app, "carol", Command::ShowGame(Some(4))).await;
    assert!(
        shown.text.contains("First: Tavolo bot level 1 (") && shown.text.contains("Second: carol ("),
        "{}",
        shown.text
    );
}
