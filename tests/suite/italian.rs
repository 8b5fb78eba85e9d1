//! An Italian chat never reads English: a game of every family the
//! registry has played in Italian, with wrong inputs on purpose (not a
//! move, an illegal move, a move out of turn, a bad option), and
//! everything the players read — replies, refusals, buttons, notices — is
//! checked word by word against common English words. Only the players'
//! own texts, echoed between quotes, are spared.

use tavolo::app::{App, Command, Lang, Press, Reply, Request, Role};

use crate::core_world;

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

/// The English words in `text`, once the players' own texts echoed
/// between quotes (`'zz' non è una mossa`) are taken out: an apostrophe
/// inside a word (`d'apertura`) is Italian, and what follows it is read.
fn english_in(text: &str, typed: &[String]) -> Vec<String> {
    let mut text = text.to_string();
    for own in typed.iter().filter(|t| !t.is_empty()) {
        for quote in ['\'', '"'] {
            text = text.replace(&format!("{quote}{own}{quote}"), " ");
        }
    }
    text.split(|c: char| !c.is_alphabetic())
        .filter(|w| ENGLISH.contains(&w.to_lowercase().as_str()))
        .map(str::to_string)
        .collect()
}

struct Transcript {
    /// What the players read, each after what was said before it (the
    /// test's own words, not checked).
    lines: Vec<(String, String)>,
    /// What the players typed (moves, option names and values): the only
    /// text a reply may quote back as it was.
    typed: Vec<String>,
}

impl Transcript {
    fn new() -> Transcript {
        Transcript {
            lines: Vec::new(),
            typed: Vec::new(),
        }
    }

    fn read(&mut self, who: &str, said: &str, command: &Command, reply: &Reply) {
        match command {
            Command::Move { text, .. } => self.typed.push(text.clone()),
            Command::Challenge { options, .. } => {
                for (name, value) in options {
                    self.typed
                        .extend([name.clone(), value.clone(), format!("{name}={value}")]);
                }
            }
            _ => {}
        }
        let context = format!("{who}> {said}");
        self.lines.push((context.clone(), reply.text.clone()));
        for more in &reply.more {
            self.lines.push((context.clone(), more.clone()));
        }
        let labels: Vec<&str> = reply.choices.iter().map(|c| c.label.as_str()).collect();
        self.lines.push((context, labels.join(" ")));
    }

    fn check(&self, game: &str) {
        for (context, line) in &self.lines {
            let found = english_in(line, &self.typed);
            assert!(
                found.is_empty(),
                "{game}: English {found:?} in:\n{context}\n{line}"
            );
        }
    }
}

async fn say(app: &App, t: &mut Transcript, name: &str, said: &str, command: Command) -> Reply {
    let reply = app.handle(req(name, command.clone())).await;
    t.read(name, said, &command, &reply);
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
    let mut t = Transcript::new();
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
        let buttons: Vec<String> = reply.choices.iter().filter_map(|c| move_of(&c.press)).collect();
        if buttons.is_empty() {
            break;
        }
        // Whose turn: try both players, wrong inputs first; a move made of
        // several steps answers with the next steps to choose from. A
        // button that leads nowhere (a step the game cannot take alone)
        // gives way to the next one offered, as a player would.
        let mut moved = false;
        'players: for name in players {
            if ply % 3 == 0 {
                say(&app, &mut t, name, "/mossa zz", mv("zz")).await;
                // `a1` is a move of some games: then it was this turn's.
                let r = say(&app, &mut t, name, "/mossa a1", mv("a1")).await;
                if !r.private {
                    reply = r;
                    moved = true;
                    break 'players;
                }
            }
            for button in &buttons {
                let mut text = button.clone();
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
        }
        assert!(
            moved,
            "{game}: nobody could play any of {buttons:?}:\n{:#?}",
            &t.lines[t.lines.len().saturating_sub(6)..]
        );
    }
    say(&app, &mut t, "alice", "/partita", Command::Board(None)).await;
    say(&app, &mut t, "bob", "/abbandona", Command::Resign(None)).await;
    say(&app, &mut t, "alice", "/partita", Command::Board(None)).await;
    for pending in app.pending_notices("test").await.unwrap() {
        t.lines.push(("(notice)".into(), pending.notice.text));
    }
    t.check(game);
}

/// The games the suite plays: the first registered game of each family,
/// so a new family is covered the day its first game is registered.
fn one_game_per_family() -> Vec<&'static str> {
    let mut games: Vec<&'static str> = Vec::new();
    let mut families = Vec::new();
    for entry in games::registry::GAMES {
        let info = entry.info();
        if !families.contains(&info.family) {
            families.push(info.family);
            games.push(info.slug);
        }
    }
    games
}

#[tokio::test]
async fn a_game_of_every_family_in_italian_has_no_english() {
    let games = one_game_per_family();
    assert!(games.len() >= 7, "{games:?}");
    for game in games {
        play_in_italian(game, 30).await;
    }
}

#[tokio::test]
async fn a_game_against_the_bot_in_italian_names_the_bot_in_italian() {
    let w = World::new();
    let app = w.app().await;
    let mut t = Transcript::new();
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
        t.lines.push(("(notice)".into(), pending.notice.text));
    }
    say(&app, &mut t, "alice", "/partita", Command::Board(None)).await;
    t.check("awele against the bot");
}

#[test]
fn the_english_check_finds_english_and_spares_italian() {
    let none: &[String] = &[];
    assert_eq!(
        english_in("South wins: 25 seeds", none),
        ["South", "wins", "seeds"]
    );
    let typed = ["the".to_string()];
    assert!(english_in("Vince Sud: 25 semi. 'the' è il tuo testo", &typed).is_empty());
    // Only the player's own text is spared between quotes, and an
    // apostrophe inside a word hides nothing after it.
    assert_eq!(english_in("'the' non è una mossa", none), ["the"]);
    assert_eq!(
        english_in("la mossa d'apertura: the move is illegal", &typed),
        ["the", "move", "is", "illegal"]
    );
}

#[tokio::test]
async fn word_moves_are_italian_on_buttons_and_typed_in_italian() {
    let w = World::new();
    let app = w.app().await;
    let mut t = Transcript::new();
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
    assert!(
        !played.text.contains("giocato tira"),
        "a word move reads as a verb: {}",
        played.text
    );
    t.check("backgammon");
}

/// Dozo's colour letters are English (`g` green); a player who plays in
/// Italian writes `g` for giallo and `v` for verde, and is read so.
#[tokio::test]
async fn a_lone_g_is_giallo_to_an_italian_player() {
    let w = World::new();
    let app = w.app().await;
    let challenge = Command::Challenge {
        opponents: vec![user("bob")],
        game: "dozo".into(),
        options: vec![],
    };
    app.handle(req("alice", challenge)).await;
    app.handle(req("bob", Command::Accept(None))).await;
    for text in ["g D3", "v G7"] {
        let mut played = false;
        for name in ["alice", "bob"] {
            played |= !app.handle(req(name, mv(text))).await.private;
        }
        assert!(played, "{text}");
    }
    let moves: Vec<String> = app
        .store()
        .moves(1)
        .await
        .unwrap()
        .into_iter()
        .map(|m| m.text)
        .collect();
    assert_eq!(moves, ["y D3", "g G7"]);
}

/// A challenge to a person and the bot names the bot in Italian and asks
/// only the person to answer.
#[tokio::test]
async fn a_challenge_to_a_person_and_the_bot_names_the_bot_in_italian() {
    let w = World::new();
    let app = w.app().await;
    let challenge = Command::Challenge {
        opponents: vec![user("bob"), tavolo::app::UserRef::bot(2)],
        game: "dozo".into(),
        options: vec![("giocatori".into(), "3".into())],
    };
    let r = app.handle(req("alice", challenge)).await;
    assert!(
        r.text.contains("sfida bob, Bot di Tavolo livello 2 a"),
        "{}",
        r.text
    );
    assert!(r.text.contains("). bob: /accetta"), "{}", r.text);
    assert!(!r.text.contains("level"), "{}", r.text);
}
