//! Hints and a second opinion: `/hint` gives the level-2 bot's move to a
//! player on their turn in their game against the bot, privately, and the
//! game is unrated from then on; it is refused in another's game, out of
//! turn, between people, in a tournament and after the game.
//! `/analyse #id ply=N` gives the bot's best move and its estimate in a
//! finished game of this chat.

use tavolo::app::command_text::parse;
use tavolo::app::tournament::{Format, TournamentCommand};
use tavolo::app::{App, Command, Lang, Reply, Role, UserRef};

use crate::core_world;

use core_world::*;

async fn say(app: &App, name: &str, command: Command) -> Reply {
    say_en(app, name, command).await
}

async fn say_it(app: &App, name: &str, command: Command) -> Reply {
    app.handle(req_in(name, command, Lang::It)).await
}

fn against_bot(game: &str) -> Command {
    Command::Challenge {
        opponents: vec![UserRef::bot(1)],
        game: game.into(),
        options: vec![],
    }
}

fn mv_in(game: i64, text: &str) -> Command {
    Command::Move {
        game: Some(game),
        text: text.into(),
        ply: None,
    }
}

fn analyse(game: i64, ply: Option<i64>) -> Command {
    Command::Analyse {
        game: Some(game),
        ply,
    }
}

/// Game `id` replayed from the store.
async fn replay(app: &App, id: i64) -> Box<dyn games::DynGame> {
    let row = app.store().game(id).await.unwrap().unwrap();
    let mut game = games::registry::start(&row.slug, &Default::default()).unwrap();
    for m in app.store().moves(id).await.unwrap() {
        game.play(&m.text).unwrap();
    }
    game
}

/// The one legal move of `game` a hint's text names after its seat.
fn named_move(game: &dyn games::DynGame, text: &str) -> String {
    let named: Vec<String> = game
        .legal()
        .into_iter()
        .filter(|m| text.contains(&format!("): {m}:")) || text.contains(&format!("): {m}.")))
        .collect();
    assert_eq!(named.len(), 1, "one legal move named: {text}");
    named[0].clone()
}

#[tokio::test]
async fn a_hint_against_the_bot_names_a_legal_move_and_the_game_ends_unrated() {
    let world = World::new();
    let app = world.app().await;
    let r = say(&app, "alice", against_bot("nim")).await;
    assert!(r.text.contains("Game on against the bot"), "{}", r.text);

    let it = say_it(&app, "alice", Command::Hint(None)).await;
    assert!(it.private, "a hint is for the asker alone: {}", it.text);
    assert!(
        it.text.starts_with("Suggerimento per la partita #1 (Primo): "),
        "{}",
        it.text
    );
    assert!(
        it.text
            .ends_with("Da ora la partita #1 non vale per la classifica."),
        "{}",
        it.text
    );
    let hint = say(&app, "alice", Command::Hint(Some(1))).await;
    assert!(hint.private, "{}", hint.text);
    assert!(
        hint.text.starts_with("Hint for game #1 (First): "),
        "{}",
        hint.text
    );
    assert!(
        hint.text.ends_with("Game #1 is unrated from now on."),
        "{}",
        hint.text
    );
    let game = replay(&app, 1).await;
    let best = named_move(game.as_ref(), &hint.text);
    assert_eq!(
        best,
        named_move(game.as_ref(), &it.text),
        "the same position, the same hint"
    );
    // Stored with the game, for good.
    let row = app.store().game(1).await.unwrap().unwrap();
    assert!(row.settings.contains("\"hinted\":true"), "{}", row.settings);

    // alice plays on (the hinted move first) and the bot answers, to the end.
    let mut next = Some(best);
    for _ in 0..40 {
        let game = replay(&app, 1).await;
        match game.status() {
            games::Status::ToMove(seat) if seat.0 == 0 => {
                let text = next.take().unwrap_or_else(|| game.legal()[0].clone());
                let r = say(&app, "alice", mv_in(1, &text)).await;
                assert!(!r.private, "{}", r.text);
            }
            games::Status::ToMove(_) => {
                assert!(app.run_due_jobs().await.unwrap() > 0, "the bot moves");
            }
            _ => break,
        }
    }
    let row = app.store().game(1).await.unwrap().unwrap();
    assert_eq!(row.status.to_string(), "finished");
    assert!(row.settings.contains("\"hinted\":true"), "{}", row.settings);
    let rating = say(
        &app,
        "alice",
        Command::Rating {
            game: Some("nim".into()),
            user: None,
        },
    )
    .await;
    assert!(
        rating.text.contains("alice has no rated Nim games yet"),
        "{}",
        rating.text
    );
}

#[tokio::test]
async fn hints_are_refused_in_anothers_game_out_of_turn_between_people_and_after_the_game() {
    let world = World::new();
    let app = world.app().await;
    // Game 1: alice against bob.
    started_en(&app, "nim").await;
    let r = say(&app, "alice", Command::Hint(Some(1))).await;
    assert!(r.private, "{}", r.text);
    assert_eq!(
        r.text,
        "Game #1 is between people: hints are only for games against the bot."
    );
    let r = say_it(&app, "bob", Command::Hint(Some(1))).await;
    assert!(r.text.contains("La partita #1 è tra persone"), "{}", r.text);
    let r = say(&app, "carol", Command::Hint(Some(1))).await;
    assert_eq!(r.text, "You are not playing in game #1.");

    // Game 2: alice against the bot, the bot to move.
    say(&app, "alice", against_bot("nim")).await;
    let r = say(&app, "alice", mv_in(2, "4:7")).await;
    assert!(!r.private, "{}", r.text);
    let r = say(&app, "alice", Command::Hint(Some(2))).await;
    assert!(r.private, "{}", r.text);
    assert!(r.text.starts_with("It is not your turn in game #2"), "{}", r.text);
    let r = say(&app, "bob", Command::Hint(Some(2))).await;
    assert_eq!(r.text, "You are not playing in game #2.");
    let row = app.store().game(2).await.unwrap().unwrap();
    assert!(
        !row.settings.contains("hinted"),
        "a refused hint leaves the game rated: {}",
        row.settings
    );

    // After the game.
    let r = say(&app, "alice", Command::Resign(Some(2))).await;
    assert!(!r.private, "{}", r.text);
    let r = say(&app, "alice", Command::Hint(Some(2))).await;
    assert_eq!(r.text, "Game #2 is over.");
}

#[tokio::test]
async fn hints_are_refused_in_a_tournament_game() {
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
        rated: true,
        start_in_minutes: None,
        options: Vec::new(),
    })))
    .await;
    for p in ["bob", "carol"] {
        say(&app, p, Command::Tournament(TournamentCommand::Join(None))).await;
    }
    let r = app
        .handle(manager(Command::Tournament(TournamentCommand::Start(None))))
        .await;
    assert!(!r.private, "{}", r.text);
    let r = say(&app, "bob", Command::Hint(None)).await;
    assert!(r.private, "{}", r.text);
    assert!(
        r.text.ends_with("is a tournament game: no hints there."),
        "{}",
        r.text
    );
    let r = say_it(&app, "carol", Command::Hint(None)).await;
    assert!(
        r.text.ends_with("è di un torneo: lì niente suggerimenti."),
        "{}",
        r.text
    );
}

/// alice and bob play `moves` of Nim in game 1 in turn, alice first.
async fn nim_played(app: &App, moves: &[&str]) {
    started_en(app, "nim").await;
    for (i, m) in moves.iter().enumerate() {
        let who = if i % 2 == 0 { "alice" } else { "bob" };
        let r = say(app, who, mv_in(1, m)).await;
        assert!(!r.private, "{m}: {}", r.text);
    }
}

#[tokio::test]
async fn analyse_reports_the_proven_win_of_a_forced_position() {
    let world = World::new();
    let app = world.app().await;
    started_en(&app, "nim").await;
    let r = say(&app, "alice", mv_in(1, "4:7")).await;
    assert!(!r.private, "{}", r.text);
    // A game in play is not analysed.
    let r = say(&app, "bob", analyse(1, Some(1))).await;
    assert_eq!(
        r.text,
        "Game #1 is not finished: positions are analysed after the game."
    );
    let r = say(&app, "bob", mv_in(1, "3:5")).await;
    assert!(!r.private, "{}", r.text);
    let r = say(&app, "alice", Command::Resign(Some(1))).await;
    assert!(!r.private, "{}", r.text);

    // Rows 1-3 left, First to move: emptying row 2 leaves Second the last
    // match (misère), a forced win.
    let r = say(&app, "carol", analyse(1, Some(2))).await;
    assert!(r.private, "{}", r.text);
    assert!(
        r.text
            .starts_with("Game #1 after 2 of 2 plies: First to move; the bot would play 2:3"),
        "{}",
        r.text
    );
    assert!(r.text.ends_with("A proven win for First."), "{}", r.text);
    // The default is the last position with a move to choose: the same.
    let default = say(&app, "alice", analyse(1, None)).await;
    assert_eq!(default.text, r.text);
    let it = say_it(&app, "bob", analyse(1, Some(2))).await;
    assert!(
        it.text
            .starts_with("Partita #1 dopo 2 semimosse su 2: muove Primo; il bot giocherebbe 2:3"),
        "{}",
        it.text
    );
    assert!(it.text.ends_with("Vittoria certa per Primo."), "{}", it.text);

    // At the start: an estimate, not a proof.
    let start = say(&app, "alice", analyse(1, Some(0))).await;
    assert!(
        start
            .text
            .starts_with("Game #1 after 0 of 2 plies: First to move"),
        "{}",
        start.text
    );
    assert!(
        start.text.contains("First's chances: about ") || start.text.contains("A proven"),
        "{}",
        start.text
    );

    let r = say(&app, "alice", analyse(1, Some(3))).await;
    assert_eq!(
        r.text,
        "Game #1 has no ply 3: its plies go from 0 (the start) to 2."
    );
    let r = say(&app, "alice", analyse(9, None)).await;
    assert!(r.private, "{}", r.text);
}

#[tokio::test]
async fn analyse_says_so_where_the_game_is_over() {
    let world = World::new();
    let app = world.app().await;
    // Every match but the last taken, then Second takes it and loses.
    nim_played(&app, &["1:1", "2:3", "3:5", "4:6", "4:1"]).await;
    let row = app.store().game(1).await.unwrap().unwrap();
    assert_eq!(row.status.to_string(), "finished");
    let r = say(&app, "alice", analyse(1, Some(5))).await;
    assert_eq!(
        r.text,
        "Game #1 after 5 of 5 plies: the game is over there, so there is no move to choose."
    );
    // By default, the last position with a move: First's forced last one.
    let r = say(&app, "alice", analyse(1, None)).await;
    assert!(
        r.text
            .starts_with("Game #1 after 4 of 5 plies: First to move; the bot would play 4:1"),
        "{}",
        r.text
    );
    let it = say_it(&app, "alice", analyse(1, Some(5))).await;
    assert!(it.text.contains("lì la partita è finita"), "{}", it.text);
}

#[test]
fn the_typed_parser_reads_hint_and_analyse_in_both_languages() {
    let nobody = |_: &str| None;
    for line in ["/hint", "/suggerimento"] {
        assert!(matches!(parse(line, &nobody), Ok(Command::Hint(None))), "{line}");
    }
    assert!(matches!(parse("/hint #4", &nobody), Ok(Command::Hint(Some(4)))));
    assert!(matches!(
        parse("/suggerimento #4", &nobody),
        Ok(Command::Hint(Some(4)))
    ));
    for line in [
        "/analyse #3 ply=12",
        "/analisi #3 semimossa=12",
        "/analyze ply=12 #3",
    ] {
        assert!(
            matches!(
                parse(line, &nobody),
                Ok(Command::Analyse {
                    game: Some(3),
                    ply: Some(12)
                })
            ),
            "{line}"
        );
    }
    assert!(matches!(
        parse("/analisi", &nobody),
        Ok(Command::Analyse {
            game: None,
            ply: None
        })
    ));
    let refused = parse("/analyse #3 ply=x", &nobody).unwrap_err();
    assert!(
        refused.text(Lang::En).contains("not 'ply=x'"),
        "{}",
        refused.text(Lang::En)
    );
    assert!(parse("/analisi #3 dopo", &nobody).is_err());
}
