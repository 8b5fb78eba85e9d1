//! What a newcomer met in an hour (issue 37), typed as they typed it: each
//! line goes through the command parser and the core over a real database,
//! in English and in Italian.

use tavolo::app::{App, Command, Lang, Press, Reply, Request, Role, UserRef, command_text};

use crate::core_world;

use core_world::*;

/// `name` types `line` in a chat of `lang` (local-mode names: any plain
/// word is a user).
async fn typed(app: &App, name: &str, lang: Lang, line: &str) -> Reply {
    let resolve = |word: &str| {
        let word = word.trim_start_matches('@');
        (!word.is_empty() && word.chars().all(char::is_alphanumeric)).then(|| user(word))
    };
    let command = match command_text::parse(line, &resolve) {
        Ok(command) => command,
        Err(refusal) => return Reply::refusal(refusal.text(lang)),
    };
    ask(app, name, lang, command).await
}

async fn ask(app: &App, name: &str, lang: Lang, command: Command) -> Reply {
    app.handle(Request {
        platform: "test".into(),
        chat: "chat-1".into(),
        user: UserRef {
            id: name.into(),
            name: name.into(),
        },
        role: Role::Manager,
        command,
        lang,
        chat_lang: lang,
    })
    .await
}

/// Point 4: `go9` is no game's name: the core asks which Go, with a
/// button per game, and starts nothing; the button makes the challenge.
#[tokio::test]
async fn a_near_game_name_asks_with_buttons_and_starts_nothing() {
    let w = World::new();
    let app = w.app().await;
    let r = typed(&app, "alice", Lang::En, "/challenge @bob go9").await;
    assert!(r.private, "{}", r.text);
    assert!(r.text.contains("Did you mean Go 9×9"), "{}", r.text);
    assert!(app.store().game(1).await.unwrap().is_none(), "nothing started");
    let press = r
        .choices
        .iter()
        .find(|c| c.label == "Go 9×9")
        .map(|c| c.press.clone())
        .unwrap_or_else(|| panic!("a button for Go 9×9: {:?}", r.choices));
    assert!(matches!(press, Press::Challenge { .. }));
    let pressed = Press::from_token(&press.token()).expect("the button's token reads back");
    let r = ask(&app, "alice", Lang::En, pressed.command()).await;
    assert!(!r.private, "{}", r.text);
    let r = typed(&app, "bob", Lang::En, "/accept").await;
    assert!(!r.private, "{}", r.text);
    assert_eq!(app.store().game(1).await.unwrap().unwrap().slug, "go-9x9");

    // A word five tafl games share asks among them.
    let r = typed(&app, "alice", Lang::En, "/challenge @carol tafl").await;
    assert!(r.private, "{}", r.text);
    for name in ["Hnefatafl", "Tablut", "Tawlbwrdd", "Alea Evangelii", "Ard Ri"] {
        assert!(r.text.contains(name), "{name}: {}", r.text);
    }
    assert!(app.store().game(2).await.unwrap().is_none(), "nothing started");
    // In Italian too, names in Italian.
    let r = typed(&app, "alice", Lang::It, "/sfida @carol go9").await;
    assert!(r.text.contains("Forse intendevi Go 9×9"), "{}", r.text);
}

/// Point 4: the name `/sfida` takes, `/torneo crea` and `/punteggio` take.
#[tokio::test]
async fn every_command_reads_game_names_alike() {
    let w = World::new();
    let app = w.app().await;
    let r = typed(&app, "alice", Lang::It, "/torneo crea girone dama hawaiana").await;
    assert!(!r.private, "{}", r.text);
    assert!(r.text.contains("Konane"), "{}", r.text);
    let r = typed(&app, "alice", Lang::It, "/sfida @bob dama hawaiana").await;
    assert!(!r.private, "{}", r.text);
    let r = typed(&app, "alice", Lang::It, "/punteggio dama hawaiana").await;
    assert!(!r.text.contains("Nessun gioco"), "{}", r.text);
    let r = typed(&app, "alice", Lang::En, "/rating go9").await;
    assert!(r.text.contains("Did you mean Go 9×9"), "{}", r.text);
}

/// alice challenges bob to `game` by typed lines; bob accepts.
async fn started(app: &App, game: &str) {
    let r = typed(app, "alice", Lang::En, &format!("/challenge @bob {game}")).await;
    assert!(!r.private, "{}", r.text);
    let r = typed(app, "bob", Lang::En, "/accept").await;
    assert!(!r.private, "{}", r.text);
}

/// Point 5: with a game over and two in play, `/board` asks which, as
/// `/move` does; `/mygames` keeps the finished one, marked; lists name
/// games by their names.
#[tokio::test]
async fn board_picks_as_move_does_and_mygames_keeps_a_game_just_over() {
    let w = World::new();
    let app = w.app().await;
    started(&app, "nim").await;
    let r = typed(&app, "alice", Lang::En, "/resign").await;
    assert!(!r.private, "{}", r.text);
    started(&app, "awele").await;
    started(&app, "gomoku").await;
    let moved = typed(&app, "alice", Lang::En, "/move h8").await;
    let board = typed(&app, "alice", Lang::En, "/board").await;
    assert!(board.private, "several games: which? {}", board.text);
    assert!(board.image.is_none(), "no finished game shown: {}", board.text);
    assert!(
        board.text.contains("#2 Awele") && board.text.contains("#3 Gomoku"),
        "{}",
        board.text
    );
    assert!(moved.text.contains("#2 Awele"), "{}", moved.text);
    let mine = typed(&app, "alice", Lang::En, "/mygames").await;
    assert!(
        mine.text.contains("#1 Nim"),
        "the game just over stays: {}",
        mine.text
    );
    assert!(mine.text.contains("over"), "{}", mine.text);
    assert!(
        !mine.text.contains("#3 gomoku"),
        "names, not slugs: {}",
        mine.text
    );
    let here = typed(&app, "carol", Lang::It, "/qui").await;
    assert!(here.text.contains("#3 Gomoku"), "{}", here.text);
}

async fn id_of(app: &App, name: &str) -> i64 {
    app.store().find_player("test", name).await.unwrap().unwrap()
}

/// The active game of `name` in this chat, and the other player's id.
async fn playing(app: &App, name: &str) -> Option<(i64, i64)> {
    let me = app.store().find_player("test", name).await.unwrap()?;
    for id in (1..=20).rev() {
        let Some(row) = app.store().game(id).await.unwrap() else {
            continue;
        };
        if row.status != tavolo::store::GameStatus::Active {
            continue;
        }
        let seats = app.store().seats(id).await.unwrap();
        if seats.iter().any(|s| s.player_id == Some(me)) {
            let other = seats.iter().find_map(|s| s.player_id.filter(|&p| p != me))?;
            return Some((id, other));
        }
    }
    None
}

/// Points 1 and 6: with two tournaments open, each command names its own
/// (`#1`, `2`, Italian too); a three-player round robin whose results go
/// round in a circle ends with a first place shared, said so; the
/// crosstable is printed as a crosstable, its byes in their own column.
#[tokio::test]
async fn two_tournaments_open_and_a_first_place_shared() {
    let w = World::new();
    let app = w.app().await;
    let r = typed(&app, "alice", Lang::En, "/tournament create roundrobin nim").await;
    assert!(!r.private, "{}", r.text);
    let r = typed(&app, "alice", Lang::En, "/tournament create roundrobin awele").await;
    assert!(!r.private, "{}", r.text);
    let r = typed(&app, "dave", Lang::En, "/tournament join").await;
    assert!(r.text.contains("Say which"), "two open: which? {}", r.text);
    let r = typed(&app, "dave", Lang::En, "/tournament join 2").await;
    assert!(!r.private, "{}", r.text);
    for who in ["alice", "bob"] {
        let r = typed(&app, who, Lang::En, "/tournament join #1").await;
        assert!(!r.private, "{}", r.text);
    }
    let r = typed(&app, "carol", Lang::It, "/torneo entra #1").await;
    assert!(!r.private, "{}", r.text);
    let r = typed(&app, "alice", Lang::En, "/tournament standings #1").await;
    assert!(!r.text.contains("Say which"), "{}", r.text);
    let r = typed(&app, "alice", Lang::En, "/tournament start #1").await;
    assert!(!r.private, "{}", r.text);
    let (alice, bob, carol) = (
        id_of(&app, "alice").await,
        id_of(&app, "bob").await,
        id_of(&app, "carol").await,
    );
    // alice beats bob, bob beats carol, carol beats alice.
    let beats = [(alice, bob), (bob, carol), (carol, alice)];
    let name =
        |id: i64| ["alice", "bob", "carol"][[alice, bob, carol].iter().position(|&p| p == id).unwrap()];
    let mut said = String::new();
    for _round in 1..=3 {
        let (game, a, b) = {
            let mut found = None;
            for who in ["alice", "bob", "carol"] {
                if let Some((game, other)) = playing(&app, who).await {
                    found = Some((game, id_of(&app, who).await, other));
                    break;
                }
            }
            found.expect("a game each round")
        };
        let loser = if beats.contains(&(a, b)) { b } else { a };
        let r = typed(&app, name(loser), Lang::En, &format!("/resign #{game}")).await;
        assert!(!r.private, "{}", r.text);
        for n in due_notices(&app).await {
            said.push_str(&n.notice.text);
            said.push('\n');
        }
    }
    assert!(
        said.contains("alice, bob, carol share first place in tournament #1"),
        "{said}"
    );
    assert!(!said.contains("wins tournament"), "{said}");
    let r = typed(&app, "alice", Lang::En, "/tournament crosstable #1").await;
    let grid = r.pre.clone().unwrap_or_default();
    assert!(
        grid.contains("bye"),
        "the byes have their column: {grid}\n{}",
        r.text
    );
    assert!(
        !r.text.contains("1. "),
        "a crosstable, not the standings: {}",
        r.text
    );
    let r = typed(&app, "alice", Lang::It, "/torneo classifica #1").await;
    assert!(r.text.contains("VIN") && !r.text.contains("WIN"), "{}", r.text);
}

/// Point 7: Go's count in words: the line says who chooses and how;
/// `/accept` from the player not to answer says whose turn it is; a
/// dispute is told as a choice, in English and Italian.
#[tokio::test]
async fn gos_count_is_told_in_words() {
    let w = World::new();
    let app = w.app().await;
    started(&app, "go-9x9").await;
    for (who, line) in [
        ("alice", "/move e5"),
        ("bob", "/move c3"),
        ("alice", "/move pass"),
    ] {
        let r = typed(&app, who, Lang::En, line).await;
        assert!(!r.private, "{}", r.text);
    }
    let count = typed(&app, "bob", Lang::En, "/move pass").await;
    assert!(
        count
            .text
            .contains("alice chooses: accept (/accept) / dispute (/dispute)"),
        "{}",
        count.text
    );
    let early = typed(&app, "bob", Lang::En, "/accept").await;
    assert!(early.private, "{}", early.text);
    assert!(!early.text.contains("no challenge"), "{}", early.text);
    assert!(early.text.contains("alice"), "whose turn it is: {}", early.text);
    let disputed = typed(&app, "alice", Lang::It, "/contesta").await;
    assert!(
        disputed.text.contains("alice contesta il conteggio"),
        "{}",
        disputed.text
    );
    assert!(!disputed.text.contains("ha giocato"), "{}", disputed.text);
    // A second game, its count in Italian.
    started(&app, "go-9x9").await;
    let r = typed(&app, "alice", Lang::It, "/mossa #2 passa").await;
    assert!(!r.private, "{}", r.text);
    let count = typed(&app, "bob", Lang::It, "/mossa #2 passa").await;
    assert!(
        count
            .text
            .contains("sceglie: accetta (/accetta) / contesta (/contesta)"),
        "{}",
        count.text
    );
}

/// Point 14: a resignation and an agreed draw post the final board; a
/// draw offer that a move leaves standing is said to lapse.
#[tokio::test]
async fn games_ended_without_a_move_post_their_final_board() {
    let w = World::new();
    let app = w.app().await;
    started(&app, "nim").await;
    let r = typed(&app, "alice", Lang::En, "/resign").await;
    assert!(!r.private && r.text.contains("resign"), "{}", r.text);
    assert!(
        r.image.is_some() && r.board.is_some(),
        "the final board: {}",
        r.text
    );
    assert!(r.choices.is_empty());

    started(&app, "awele").await;
    let r = typed(&app, "alice", Lang::En, "/draw offer").await;
    assert!(!r.private, "{}", r.text);
    let r = typed(&app, "alice", Lang::En, "/move c").await;
    assert!(
        r.text.contains("alice's draw offer in game #2 lapses"),
        "{}",
        r.text
    );
    let r = typed(&app, "bob", Lang::It, "/patta offri").await;
    assert!(!r.private, "{}", r.text);
    let r = typed(&app, "alice", Lang::It, "/patta accetta").await;
    assert!(!r.private, "{}", r.text);
    assert!(
        r.image.is_some() && r.board.is_some(),
        "the final board: {}",
        r.text
    );
}

/// Point 15: the core's wording: no "to bot", no double parentheses, a
/// picker step answered as a step in natural order, Italian commands in
/// Italian texts.
#[tokio::test]
async fn the_cores_words_read_right() {
    let w = World::new();
    let app = w.app().await;
    let r = typed(&app, "alice", Lang::En, "/bot").await;
    assert!(
        r.text.contains("no open challenge here for the bot"),
        "{}",
        r.text
    );
    let r = typed(&app, "alice", Lang::It, "/accetta").await;
    assert!(r.text.contains("per il tuo /accetta"), "{}", r.text);
    assert!(!r.text.contains("/accept"), "{}", r.text);

    let r = typed(&app, "alice", Lang::En, "/challenge nim bot:1").await;
    assert!(!r.private, "a bot after the game's name: {}", r.text);
    assert!(r.text.contains("Tavolo bot level 1"), "{}", r.text);
    assert!(!r.text.contains(") ("), "{}", r.text);

    started(&app, "twixt").await;
    let r = typed(&app, "alice", Lang::En, "/move #2 G").await;
    assert!(r.text.contains("pick the next step"), "{}", r.text);
    let at = |label: &str| r.text.find(&format!(" {label},")).unwrap_or(usize::MAX);
    assert!(at("G2") < at("G10"), "natural order: {}", r.text);
    let labels: Vec<&str> = r.choices.iter().map(|c| c.label.as_str()).collect();
    let g2 = labels.iter().position(|l| *l == "G2");
    let g10 = labels.iter().position(|l| *l == "G10");
    assert!(g2.is_some() && g2 < g10, "{labels:?}");
    // The step's button plays on the board it came with.
    let press = r.choices[0].press.clone();
    let r = ask(&app, "alice", Lang::En, press.command()).await;
    assert!(!r.private, "a press on the newest board plays: {}", r.text);
}

/// Point 16: `/games` files Nim where the catalog does, under capture and
/// hunt games.
#[tokio::test]
async fn games_file_nim_as_the_catalog_does() {
    let w = World::new();
    let app = w.app().await;
    let r = typed(&app, "alice", Lang::En, "/games capture").await;
    let all = std::iter::once(&r.text)
        .chain(&r.more)
        .cloned()
        .collect::<Vec<_>>()
        .join("\n");
    assert!(
        all.contains("Capture and hunt") && all.contains("`nim` Nim"),
        "{all}"
    );
}
