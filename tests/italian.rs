//! An Italian chat never reads English: a game of every family played in
//! Italian, with wrong inputs on purpose (not a move, an illegal move, a
//! move out of turn, a bad option), and everything the players read —
//! replies, refusals, notices — is checked against common English words.

use tavolo::app::{App, Command, Lang, Press, Reply, Request, Role};

mod core_world;

use core_world::*;

/// Words that give an English sentence away and are no Italian word nor
/// notation of a game (backgammon's "off" is notation; word moves such as
/// "pass" and "roll" are shown in Italian).
const ENGLISH: &[&str] = &[
    "the", "is", "are", "not", "wins", "won", "seeds", "seed", "pieces", "piece", "illegal", "your", "turn",
    "played", "cannot", "must", "there", "has", "have", "with", "from", "and", "game", "over", "move",
    "moves", "left", "captured", "captures", "draw", "white", "black", "south", "north", "stones", "matches",
    "row", "which", "only", "would", "this", "that", "here", "option", "unknown", "board", "square", "point",
    "checkers", "throw", "threw", "bore", "waiting", "active", "frozen", "tribute", "to", "pass", "roll",
    "double", "take", "drop", "level",
];

fn req(name: &str, command: Command) -> Request {
    Request {
        platform: "test".into(),
        chat: "chat-it".into(),
        user: user(name),
        role: Role::Member,
        command,
        lang: Lang::It,
        chat_lang: Lang::It,
    }
}

/// The English words in `text`, outside quotes (a player's own text is
/// echoed between quotes) and outside code.
fn english_in(text: &str) -> Vec<String> {
    let mut outside = String::new();
    let mut quoted = false;
    for c in text.chars() {
        match c {
            '\'' | '`' | '"' => quoted = !quoted,
            _ if !quoted => outside.push(c),
            _ => {}
        }
    }
    outside
        .split(|c: char| !c.is_alphabetic())
        .filter(|w| ENGLISH.contains(&w.to_lowercase().as_str()))
        .map(str::to_string)
        .collect()
}

struct Transcript {
    lines: Vec<String>,
}

impl Transcript {
    fn read(&mut self, who: &str, said: &str, reply: &Reply) {
        self.lines.push(format!("{who}> {said}\n{}", reply.text));
        for more in &reply.more {
            self.lines.push(more.clone());
        }
        let labels: Vec<&str> = reply.choices.iter().map(|c| c.label.as_str()).collect();
        self.lines.push(labels.join(" "));
    }

    fn check(&self, game: &str) {
        for line in &self.lines {
            let found = english_in(line);
            assert!(found.is_empty(), "{game}: English {found:?} in:\n{line}");
        }
    }
}

async fn say(app: &App, t: &mut Transcript, name: &str, said: &str, command: Command) -> Reply {
    let reply = app.handle(req(name, command)).await;
    t.read(name, said, &reply);
    reply
}

fn mv(text: &str) -> Command {
    Command::Move {
        game: None,
        text: text.into(),
        ply: None,
    }
}

/// The move text a button sends (`/move #3 c` → `c`).
fn move_of(press: &Press) -> Option<String> {
    match press {
        Press::Move { text, .. } => Some(text.clone()),
        _ => None,
    }
}

/// Plays `game` in Italian between alice and bob: wrong inputs first, then
/// the first button offered, until the game ends or `plies` moves.
async fn play_in_italian(game: &str, plies: usize) {
    let w = World::new();
    let app = w.app().await;
    let mut t = Transcript { lines: Vec::new() };
    let bad_option = Command::Challenge {
        opponents: vec![user("bob")],
        game: game.into(),
        options: vec![("colore".into(), "rosso".into())],
    };
    say(&app, &mut t, "alice", "/sfida bob colore=rosso", bad_option).await;
    let challenge = Command::Challenge {
        opponents: vec![user("bob")],
        game: game.into(),
        options: vec![],
    };
    say(&app, &mut t, "alice", "/sfida bob", challenge).await;
    let mut reply = say(&app, &mut t, "bob", "/accetta", Command::Accept(None)).await;
    let players = ["alice", "bob"];
    for ply in 0..plies {
        let Some(text) = reply.choices.iter().find_map(|c| move_of(&c.press)) else {
            break;
        };
        // Whose turn: try both players, wrong inputs first; a move made of
        // several steps answers with the next steps to choose from.
        let mut moved = false;
        'players: for name in players {
            if ply % 3 == 0 {
                say(&app, &mut t, name, "/mossa zz", mv("zz")).await;
                say(&app, &mut t, name, "/mossa a1", mv("a1")).await;
            }
            let mut text = text.clone();
            for _step in 0..8 {
                let r = say(&app, &mut t, name, &format!("/mossa {text}"), mv(&text)).await;
                if !r.private {
                    reply = r;
                    moved = true;
                    break 'players;
                }
                match r.choices.iter().find_map(|c| move_of(&c.press)) {
                    Some(longer) => text = longer,
                    None => break,
                }
            }
        }
        assert!(moved, "{game}: nobody could play '{text}'");
    }
    say(&app, &mut t, "alice", "/partita", Command::Board(None)).await;
    say(&app, &mut t, "bob", "/abbandona", Command::Resign(None)).await;
    say(&app, &mut t, "alice", "/partita", Command::Board(None)).await;
    for pending in app.pending_notices("test").await.unwrap() {
        t.lines.push(pending.notice.text);
    }
    t.check(game);
}

#[tokio::test]
async fn a_mancala_game_in_italian_has_no_english() {
    play_in_italian("awele", 30).await;
}

#[tokio::test]
async fn a_draughts_game_in_italian_has_no_english() {
    play_in_italian("dama", 30).await;
}

#[tokio::test]
async fn a_race_game_in_italian_has_no_english() {
    play_in_italian("backgammon", 30).await;
}

#[tokio::test]
async fn an_alignment_game_in_italian_has_no_english() {
    play_in_italian("gomoku", 30).await;
}

#[tokio::test]
async fn a_capture_game_in_italian_has_no_english() {
    play_in_italian("nim", 30).await;
}

#[tokio::test]
async fn a_game_against_the_bot_in_italian_names_the_bot_in_italian() {
    let w = World::new();
    let app = w.app().await;
    let mut t = Transcript { lines: Vec::new() };
    let challenge = Command::Challenge {
        opponents: vec![tavolo::app::UserRef::bot(2)],
        game: "awele".into(),
        options: vec![],
    };
    let reply = say(&app, &mut t, "alice", "/sfida bot awele", challenge).await;
    assert!(reply.text.contains("Bot di Tavolo livello 2"), "{}", reply.text);
    say(&app, &mut t, "alice", "/mossa c", mv("c")).await;
    app.run_due_jobs().await.unwrap();
    let notices = app.pending_notices("test").await.unwrap();
    assert!(!notices.is_empty(), "the bot's move is told");
    for pending in notices {
        assert!(
            pending.notice.text.contains("livello 2"),
            "{}",
            pending.notice.text
        );
        t.lines.push(pending.notice.text);
    }
    say(&app, &mut t, "alice", "/partita", Command::Board(None)).await;
    t.check("awele against the bot");
}

#[test]
fn the_english_check_finds_english_and_spares_italian() {
    assert_eq!(english_in("South wins: 25 seeds"), ["South", "wins", "seeds"]);
    assert!(english_in("Vince Sud: 25 semi. 'the' è il tuo testo").is_empty());
}

#[tokio::test]
async fn word_moves_are_italian_on_buttons_and_typed_in_italian() {
    let w = World::new();
    let app = w.app().await;
    let mut t = Transcript { lines: Vec::new() };
    let challenge = Command::Challenge {
        opponents: vec![user("bob")],
        game: "backgammon".into(),
        options: vec![("cube".into(), "true".into())],
    };
    say(
        &app,
        &mut t,
        "alice",
        "/sfida bob backgammon cube=true",
        challenge,
    )
    .await;
    let started = say(&app, &mut t, "bob", "/accetta", Command::Accept(None)).await;
    // After the opening throw the first player plays it (step by step
    // through the picker); then the other may double before throwing:
    // roll and double are buttons in Italian.
    let mut shown = started;
    let mut after = Reply::default();
    'moving: for _ in 0..6 {
        let Some(text) = shown.choices.iter().find_map(|c| move_of(&c.press)) else {
            break;
        };
        for name in ["alice", "bob"] {
            let r = say(&app, &mut t, name, "/mossa", mv(&text)).await;
            if !r.private {
                after = r;
                break 'moving;
            }
            if !r.choices.is_empty() {
                shown = r;
                continue 'moving;
            }
        }
    }
    let labels: Vec<(&str, String)> = after
        .choices
        .iter()
        .map(|c| (c.label.as_str(), move_of(&c.press).unwrap()))
        .collect();
    assert!(
        labels.contains(&("tira", "roll".to_string())),
        "{labels:?} {:#?}",
        t.lines
    );
    assert!(
        labels.contains(&("raddoppia", "double".to_string())),
        "{labels:?}"
    );
    let mut played = None;
    for name in ["alice", "bob"] {
        let r = say(&app, &mut t, name, "/mossa tira", mv("tira")).await;
        if !r.private {
            played = Some(r);
        }
    }
    let played = played.expect("tira is read as roll");
    assert!(played.text.contains("tira"), "{}", played.text);
    t.check("backgammon");
}
