//! Tournaments and ratings in the core over a real database: who may
//! create, a round's time as its games' clocks, whose flags are durable
//! jobs surviving a restart (a no-show forfeits, two no-shows withdraw; a
//! player who moved loses on time), a round robin to its end with
//! the winner announced, and ratings after rated games only.

use tavolo::app::tournament::{Format, TournamentCommand};
use tavolo::app::{App, Command, Lang, Reply, Request, Role, UserRef};

use crate::core_world;

use core_world::*;

/// `name` says `command` in an English chat, in English.
async fn say(app: &App, name: &str, role: Role, command: Command) -> Reply {
    ask(app, name, (Lang::En, Lang::En), role, command).await
}

/// `name` says `command` in their language, in a chat of the other.
async fn ask(app: &App, name: &str, (lang, chat_lang): (Lang, Lang), role: Role, command: Command) -> Reply {
    app.handle(Request {
        platform: "test".into(),
        chat: "chat-1".into(),
        user: UserRef {
            id: name.into(),
            name: name.into(),
        },
        role,
        command,
        lang,
        chat_lang,
    })
    .await
}

fn create(format: Format, rounds: Option<u32>, rated: bool) -> Command {
    Command::Tournament(TournamentCommand::Create {
        game: "nim".into(),
        format,
        rounds,
        round_minutes: Some(60),
        rated,
        start_in_minutes: None,
        options: Vec::new(),
    })
}

/// alice (a manager) creates a rated round robin of Nim, `players` join
/// and she starts it.
async fn round_robin_started(app: &App, players: &[&str]) {
    say(
        app,
        "alice",
        Role::Manager,
        create(Format::RoundRobin, None, true),
    )
    .await;
    for p in players {
        say(
            app,
            p,
            Role::Member,
            Command::Tournament(TournamentCommand::Join(None)),
        )
        .await;
    }
    say(
        app,
        "alice",
        Role::Manager,
        Command::Tournament(TournamentCommand::Start(None)),
    )
    .await;
}

async fn notices(app: &App) -> String {
    let pending = app.pending_notices("test").await.unwrap();
    let mut text = String::new();
    for n in pending {
        text.push_str(&n.notice.text);
        text.push('\n');
        app.mark_delivered(n.id).await.unwrap();
    }
    text
}

#[tokio::test]
async fn only_managers_create_tournaments() {
    let w = World::new();
    let app = w.app().await;
    let r = say(&app, "bob", Role::Member, create(Format::Swiss, Some(3), true)).await;
    assert!(r.private && r.text.contains("managers"), "{}", r.text);
    let r = say(&app, "alice", Role::Manager, create(Format::Swiss, Some(3), true)).await;
    assert!(!r.private, "{}", r.text);
    // Only the organiser (or a manager) starts it.
    for p in ["alice", "bob", "carol", "dave"] {
        say(
            &app,
            p,
            Role::Member,
            Command::Tournament(TournamentCommand::Join(None)),
        )
        .await;
    }
    let r = say(
        &app,
        "bob",
        Role::Member,
        Command::Tournament(TournamentCommand::Start(None)),
    )
    .await;
    assert!(r.private, "{}", r.text);
    let r = say(
        &app,
        "alice",
        Role::Member,
        Command::Tournament(TournamentCommand::Start(None)),
    )
    .await;
    assert!(!r.private, "{}", r.text);
}

#[tokio::test]
async fn a_no_show_forfeits_at_the_deadline_after_a_restart_and_two_withdraw() {
    let w = World::new();
    let app = w.app().await;
    round_robin_started(&app, &["alice", "bob", "carol", "dave"]).await;
    let first = notices(&app).await;
    assert!(first.contains("round 1 of 3"), "{first}");
    drop(app);
    // Nobody plays; the core restarts; the deadline passes.
    w.clock.advance(3601);
    let app = w.app().await;
    while app.run_due_jobs().await.unwrap() > 0 {}
    let text = notices(&app).await;
    assert!(text.contains("round 1 is complete"), "{text}");
    assert!(text.contains("round 2 of 3"), "{text}");
    let trf = app.tournament_trf(1).await.unwrap();
    // A round robin says so in the TRF's type record, never Swiss.
    assert!(
        trf.contains("092 Individual: Round-Robin\n") && !trf.contains("Swiss"),
        "{trf}"
    );
    // Both first movers forfeited round 1 (never moved): `-` for them, `+` for their opponents.
    assert_eq!(trf.matches(" w -").count(), 2, "{trf}");
    assert_eq!(trf.matches(" b +").count(), 2, "{trf}");
    // A second round of no-shows withdraws the first movers of round 2 who
    // had already missed round 1.
    w.clock.advance(3601);
    while app.run_due_jobs().await.unwrap() > 0 {}
    let text = notices(&app).await;
    assert!(text.contains("is withdrawn"), "{text}");
    // Forfeits are not rated.
    let r = say(
        &app,
        "alice",
        Role::Member,
        Command::Rating {
            game: Some("nim".into()),
            user: None,
        },
    )
    .await;
    assert!(r.text.contains("no rated"), "{}", r.text);
}

#[tokio::test]
async fn a_round_robin_runs_to_its_winner_and_rates_its_games() {
    let w = World::new();
    let app = w.app().await;
    round_robin_started(&app, &["alice", "bob", "carol"]).await;
    // Three players: three rounds, one game and one bye each. Alice wins
    // all hers; bob beats carol.
    for _ in 0..3 {
        let all = notices(&app).await;
        let game_line = all
            .lines()
            .rev()
            .find(|l| l.contains(": game #"))
            .unwrap()
            .to_string();
        let game: i64 = game_line.rsplit('#').next().unwrap().trim().parse().unwrap();
        let (_, rest) = game_line.split_once(". ").unwrap();
        let (white, rest) = rest.split_once(" (").unwrap();
        let black = rest.split_once(" – ").unwrap().1.split(':').next().unwrap();
        let loser = match (white, black) {
            ("alice", other) | (other, "alice") => other.to_string(),
            _ => "carol".to_string(),
        };
        let r = say(&app, &loser, Role::Member, Command::Resign(Some(game))).await;
        assert!(!r.private, "{}", r.text);
    }
    let last = notices(&app).await;
    assert!(last.contains("alice wins tournament #1"), "{last}");
    let card = say(
        &app,
        "alice",
        Role::Member,
        Command::Rating {
            game: Some("nim".into()),
            user: None,
        },
    )
    .await;
    assert!(card.text.contains("2 games: 2 won"), "{}", card.text);
    let board = say(
        &app,
        "bob",
        Role::Member,
        Command::Leaderboard {
            game: Some("nim".into()),
            global: false,
        },
    )
    .await;
    assert!(board.text.contains(" 1. alice"), "{}", board.text);
    let standings = say(
        &app,
        "bob",
        Role::Member,
        Command::Tournament(TournamentCommand::Crosstable(None)),
    )
    .await;
    assert!(standings.image.is_some(), "the crosstable is a picture");
    // The standings explain their tie-break columns, in the chat's language.
    let standings = ask(
        &app,
        "bob",
        (Lang::En, Lang::It),
        Role::Member,
        Command::Tournament(TournamentCommand::Standings(None)),
    )
    .await;
    assert!(
        standings.text.contains("SB = Sonneborn-Berger") && standings.text.contains("VIN = turni vinti"),
        "{}",
        standings.text
    );
    assert!(standings.image.is_some(), "the standings are a picture");
    // The export is a TRF-16 file that says round robin.
    let export = say(
        &app,
        "bob",
        Role::Member,
        Command::Tournament(TournamentCommand::Export(None)),
    )
    .await;
    let (name, bytes) = export.file.expect("the TRF as a file");
    let trf = String::from_utf8(bytes).unwrap();
    assert_eq!(name, "tavolo-tournament-1.trf");
    assert!(trf.contains("092 Individual: Round-Robin\n"), "{trf}");
    assert!(export.text.contains("TRF-16 file"), "{}", export.text);
}

/// `name` says `command` in `lang`, in an Italian chat.
async fn say_in(app: &App, name: &str, lang: Lang, role: Role, command: Command) -> Reply {
    ask(app, name, (lang, Lang::It), role, command).await
}

#[tokio::test]
async fn an_italian_chat_gets_its_tournament_in_italian_and_refusals_in_the_users_language() {
    let w = World::new();
    let app = w.app().await;
    let tn = |c: TournamentCommand| Command::Tournament(c);
    let r = say_in(
        &app,
        "bob",
        Lang::En,
        Role::Member,
        create(Format::Swiss, Some(3), true),
    )
    .await;
    assert!(
        r.private && r.text.contains("Only the chat's managers"),
        "{}",
        r.text
    );
    let r = say_in(
        &app,
        "alice",
        Lang::It,
        Role::Manager,
        create(Format::Swiss, Some(3), true),
    )
    .await;
    assert!(
        r.text
            .starts_with("Torneo #1: Nim, svizzero, 3 turni, 1 ora per turno"),
        "{}",
        r.text
    );
    for (p, lang) in [
        ("alice", Lang::It),
        ("bob", Lang::En),
        ("carol", Lang::It),
        ("dave", Lang::En),
    ] {
        let r = say_in(&app, p, lang, Role::Member, tn(TournamentCommand::Join(None))).await;
        assert!(r.text.contains("entra nel torneo #1"), "{}", r.text);
    }
    // Joining twice is refused privately, in the user's own language.
    for (p, lang, refusal) in [
        ("bob", Lang::En, "You are already in tournament #1."),
        ("carol", Lang::It, "Fai già parte del torneo #1."),
    ] {
        let r = say_in(&app, p, lang, Role::Member, tn(TournamentCommand::Join(None))).await;
        assert!(r.private && r.text == refusal, "{}", r.text);
    }
    let r = say_in(
        &app,
        "alice",
        Lang::It,
        Role::Member,
        tn(TournamentCommand::Start(None)),
    )
    .await;
    assert!(
        r.text.starts_with("Il torneo #1 comincia: 4 giocatori, 3 turni"),
        "{}",
        r.text
    );
    let posted = notices(&app).await;
    assert!(
        posted.contains(
            "Torneo #1 (Nim, svizzero): turno 1 di 3. Giocate la vostra partita entro 1 ora: l'orologio di ciascuno ha 30 min per la partita."
        ),
        "{posted}"
    );
    assert!(posted.contains("partita #"), "{posted}");
    let r = say_in(
        &app,
        "dave",
        Lang::En,
        Role::Member,
        tn(TournamentCommand::Standings(None)),
    )
    .await;
    assert!(
        r.text.starts_with("Torneo #1 — Nim, svizzero — dopo il turno 0"),
        "{}",
        r.text
    );
    let r = say_in(&app, "dave", Lang::En, Role::Member, tn(TournamentCommand::List)).await;
    assert!(r.text.contains("in corso, 4 giocatori, turno 1/3"), "{}", r.text);
}

/// Late entry into a Swiss is open until half its rounds are paired; the
/// late entrant is paired from the next round, with absences before.
#[tokio::test]
async fn a_swiss_takes_late_entries_until_half_its_rounds_are_paired() {
    let w = World::new();
    let app = w.app().await;
    let tn = |c: TournamentCommand| Command::Tournament(c);
    say(
        &app,
        "alice",
        Role::Manager,
        create(Format::Swiss, Some(4), false),
    )
    .await;
    for p in ["alice", "bob", "carol", "dave", "erin"] {
        say(&app, p, Role::Member, tn(TournamentCommand::Join(None))).await;
    }
    say(&app, "alice", Role::Manager, tn(TournamentCommand::Start(None))).await;
    notices(&app).await;
    // Round 1 of 4 is paired: a late entrant is welcome from round 2.
    let r = say(&app, "frank", Role::Member, tn(TournamentCommand::Join(None))).await;
    assert!(!r.private && r.text.contains("(from round 2)"), "{}", r.text);
    // Round 1 ends at its deadline; round 2 is paired with frank in it.
    w.clock.advance(3601);
    while app.run_due_jobs().await.unwrap() > 0 {}
    let text = notices(&app).await;
    assert!(text.contains("round 2 of 4"), "{text}");
    assert!(text.contains("frank"), "frank is paired in round 2: {text}");
    // Two rounds of four are paired: half. No more late entries.
    let r = say(&app, "gina", Role::Member, tn(TournamentCommand::Join(None))).await;
    assert!(
        r.private
            && r.text
                .contains("after half the rounds a Swiss takes no late entries"),
        "{}",
        r.text
    );
    // Frank's missed round is an absence (zero-point bye) in the TRF.
    let trf = app.tournament_trf(1).await.unwrap();
    let frank = trf.lines().find(|l| l.contains("frank")).expect("frank's line");
    assert!(frank.contains("0000 - Z"), "{frank}");
}

fn cancel() -> Command {
    Command::Tournament(TournamentCommand::Cancel(None))
}

/// A round robin of four created by alice (a manager), started, its first
/// round's two games in play.
async fn running_round_robin(app: &App) {
    round_robin_started(app, &["alice", "bob", "carol", "dave"]).await;
    notices(app).await;
}

#[tokio::test]
async fn the_organiser_cancels_a_running_tournament_and_its_games_end_unrated() {
    let w = World::new();
    let app = w.app().await;
    running_round_robin(&app).await;
    // A plain member is refused, in their own language.
    let r = ask(&app, "bob", (Lang::It, Lang::En), Role::Member, cancel()).await;
    assert!(r.private && r.text.contains("Solo l'organizzatore"), "{}", r.text);
    // The organiser needs no manager role; the chat is told in its language.
    let r = ask(&app, "alice", (Lang::En, Lang::It), Role::Member, cancel()).await;
    assert!(!r.private, "{}", r.text);
    assert!(
        r.text.contains("alice ha annullato il torneo #1") && r.text.contains("Le 2 partite in corso"),
        "{}",
        r.text
    );
    // Its games are over: no move, no rating, no result in the standings.
    for game in [1, 2] {
        let mut finished = false;
        for p in ["alice", "bob", "carol", "dave"] {
            let r = say(&app, p, Role::Member, Command::Resign(Some(game))).await;
            assert!(r.private, "game #{game}: {}", r.text);
            finished |= r.text.contains("is not being played (it is finished)");
        }
        assert!(finished, "game #{game} is over");
        // Its board says it stopped without a result (not a draw).
        let board = say(&app, "bob", Role::Member, Command::Board(Some(game))).await;
        assert!(
            board.text.contains("no result: the tournament was cancelled"),
            "{}",
            board.text
        );
    }
    let card = say(
        &app,
        "alice",
        Role::Member,
        Command::Rating {
            game: Some("nim".into()),
            user: None,
        },
    )
    .await;
    assert!(!card.text.contains("1 game"), "{}", card.text);
    let trf = app.tournament_trf(1).await.unwrap();
    assert!(
        !trf.contains(" w 1") && !trf.contains(" w 0") && !trf.contains(" w ="),
        "{trf}"
    );
    let list = say(
        &app,
        "bob",
        Role::Member,
        Command::Tournament(TournamentCommand::List),
    )
    .await;
    assert!(list.text.contains("cancelled"), "{}", list.text);
    // A second cancel finds nothing left to cancel.
    let r = say(&app, "alice", Role::Manager, cancel()).await;
    assert!(
        r.private && r.text.contains("nothing left to cancel"),
        "{}",
        r.text
    );
    // Deadlines of the cancelled tournament do nothing.
    w.clock.advance(3601);
    while app.run_due_jobs().await.unwrap() > 0 {}
    assert_eq!(notices(&app).await, "");
}

#[tokio::test]
async fn a_manager_cancels_a_tournament_someone_else_created() {
    let w = World::new();
    let app = w.app().await;
    say(&app, "alice", Role::Manager, create(Format::Swiss, Some(3), true)).await;
    say(
        &app,
        "bob",
        Role::Member,
        Command::Tournament(TournamentCommand::Join(None)),
    )
    .await;
    let r = say(&app, "carol", Role::Member, cancel()).await;
    assert!(r.private && r.text.contains("Only the organiser"), "{}", r.text);
    let r = say(&app, "carol", Role::Manager, cancel()).await;
    assert!(
        !r.private
            && r.text
                .contains("carol cancelled tournament #1. No game was in play."),
        "{}",
        r.text
    );
    let r = say(
        &app,
        "bob",
        Role::Member,
        Command::Tournament(TournamentCommand::Join(None)),
    )
    .await;
    assert!(r.private, "{}", r.text);
}

#[tokio::test]
async fn a_round_s_time_is_each_game_s_clock_and_a_flag_after_moving_is_a_rated_loss() {
    let w = World::new();
    let app = w.app().await;
    round_robin_started(&app, &["alice", "bob"]).await;
    let first = notices(&app).await;
    assert!(
        first.contains("Play your game within 1 hour: each player's clock has 30 min for the game."),
        "{first}"
    );
    let line = first.lines().find(|l| l.contains(": game #")).unwrap();
    let game: i64 = line.rsplit('#').next().unwrap().trim().parse().unwrap();
    let (_, rest) = line.split_once(". ").unwrap();
    let (white, rest) = rest.split_once(" (").unwrap();
    let black = rest
        .split_once(" – ")
        .unwrap()
        .1
        .split(':')
        .next()
        .unwrap()
        .to_string();
    let white = white.to_string();
    let board = say(&app, &white, Role::Member, Command::Board(Some(game))).await;
    assert!(board.text.contains("30 min left to move"), "{}", board.text);
    // White moves; Black answers; White then lets her half of the hour run out.
    let mv = |text: &str| Command::Move {
        game: Some(game),
        text: text.into(),
        ply: None,
    };
    w.clock.advance(60);
    assert!(!say(&app, &white, Role::Member, mv("4:3")).await.private);
    w.clock.advance(60);
    assert!(!say(&app, &black, Role::Member, mv("3:1")).await.private);
    drop(app);
    let app = w.app().await;
    w.clock.advance(29 * 60 - 1);
    while app.run_due_jobs().await.unwrap() > 0 {}
    assert!(!notices(&app).await.contains("ran out of time"));
    w.clock.advance(1);
    while app.run_due_jobs().await.unwrap() > 0 {}
    let text = notices(&app).await;
    assert!(
        text.contains(&format!("{white} ran out of time in game #{game}")),
        "{text}"
    );
    // A loss on time, not a forfeit: scored 0/1 and rated.
    let trf = app.tournament_trf(1).await.unwrap();
    assert!(trf.contains(" w 0") && trf.contains(" b 1"), "{trf}");
    let card = say(
        &app,
        &black,
        Role::Member,
        Command::Rating {
            game: Some("nim".into()),
            user: None,
        },
    )
    .await;
    assert!(card.text.contains("1 game: 1 won"), "{}", card.text);
}

#[tokio::test]
async fn a_wrong_option_is_refused_in_the_managers_words_and_nothing_is_created() {
    use tavolo::app::challenge_options::option_name;
    let w = World::new();
    let app = w.app().await;
    let (game, option, _) = pick::with_option();
    let name = option_name(option, Lang::It);
    assert_ne!(name, option.name, "{}: an Italian name", game.slug);
    let create = Command::Tournament(TournamentCommand::Create {
        game: game.slug.into(),
        format: Format::RoundRobin,
        rounds: None,
        round_minutes: Some(60),
        rated: true,
        start_in_minutes: None,
        options: vec![(name.clone(), "zzz".into())],
    });
    let r = ask(&app, "alice", (Lang::It, Lang::It), Role::Manager, create).await;
    assert!(
        r.private && r.text.contains(&name) && r.text.contains("zzz"),
        "the option by its Italian name: {}",
        r.text
    );
    let r = say(
        &app,
        "alice",
        Role::Member,
        Command::Tournament(TournamentCommand::Join(None)),
    )
    .await;
    assert!(!r.text.contains("#1"), "no tournament: {}", r.text);
}
