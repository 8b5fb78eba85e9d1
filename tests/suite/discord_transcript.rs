//! The shared platform-neutral transcripts (`tests/transcripts/`, format in
//! its README) replayed on Discord: each `name: /command` line becomes the
//! slash command a Discord user would run, sent through the local fake
//! Discord to the real client; `=` lines must be in the public answer and
//! `!` lines in an ephemeral one.

use crate::discord_fake;

use std::path::Path;

use discord_fake::{FakeDiscord, Harness, USERS, user_id};
use serde_json::{Value, json};
use tavolo::app::tournament::{Format, TournamentCommand};
use tavolo::app::{Command, DrawAction, UserRef, command_text};

const STRING: u8 = 3;
const INTEGER: u8 = 4;
const USER: u8 = 6;
const BOOLEAN: u8 = 5;

/// One step: who types or presses what, and what the answer must hold.
struct Step {
    user: String,
    action: Action,
    public: Vec<String>,
    private: Vec<String>,
}

enum Action {
    /// A typed command (`/move 4:1`).
    Type(String),
    /// A button pressed: its label, and whether on the first board that has
    /// it (out of date) rather than the newest.
    Press { label: String, first: bool },
}

/// A transcript: its language (a Discord locale) and its steps.
fn transcript(path: &Path) -> (&'static str, Vec<Step>) {
    let mut locale = "en-US";
    let mut steps: Vec<Step> = Vec::new();
    for line in std::fs::read_to_string(path).unwrap().lines() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        if let Some(text) = line.strip_prefix("= ") {
            steps.last_mut().unwrap().public.push(text.to_string());
        } else if let Some(text) = line.strip_prefix("! ") {
            steps.last_mut().unwrap().private.push(text.to_string());
        } else if let Some(lang) = line.strip_prefix("lang:") {
            assert!(steps.is_empty(), "lang comes first");
            locale = match lang.trim() {
                "it" => "it",
                _ => "en-US",
            };
        } else {
            let (user, command) = line.split_once(':').unwrap();
            let command = command.trim();
            let action = match command.strip_prefix("press ") {
                Some(pressed) => match pressed.strip_suffix(" on the first board") {
                    Some(label) => Action::Press {
                        label: label.into(),
                        first: true,
                    },
                    None => Action::Press {
                        label: pressed.into(),
                        first: false,
                    },
                },
                None => Action::Type(command.into()),
            };
            steps.push(Step {
                user: user.trim().into(),
                action,
                public: vec![],
                private: vec![],
            });
        }
    }
    (locale, steps)
}

/// A test user named in a transcript, as Discord knows them.
fn resolve(word: &str) -> Option<UserRef> {
    let word = word.trim_start_matches('@');
    USERS.iter().find(|(n, _)| *n == word).map(|(n, id)| UserRef {
        id: id.to_string(),
        name: n.to_string(),
    })
}

type Options = Vec<(&'static str, u8, Value)>;

fn number(game: Option<i64>) -> Options {
    game.map(|g| vec![("number", INTEGER, json!(g))])
        .unwrap_or_default()
}

/// The slash command a Discord user runs for a transcript's command.
fn slash(command: Command) -> (Vec<&'static str>, Options) {
    match command {
        Command::Challenge {
            opponents,
            game,
            options,
        } => {
            assert!(opponents.len() <= 1, "one opponent per Discord challenge");
            let mut out: Options = vec![("game", STRING, json!(game))];
            for o in opponents {
                out.push(("opponent", USER, json!(o.id)));
            }
            if !options.is_empty() {
                let words: Vec<String> = options.iter().map(|(n, v)| format!("{n}={v}")).collect();
                out.push(("options", STRING, json!(words.join(" "))));
            }
            (vec!["game", "challenge"], out)
        }
        Command::Accept(g) => (vec!["game", "accept"], number(g)),
        Command::InviteBot { game, level } => {
            let mut out = number(game);
            if let Some(level) = level {
                out.push(("level", INTEGER, json!(level)));
            }
            (vec!["game", "bot"], out)
        }
        Command::Tournament(command) => tournament(command),
        Command::Rating { .. } | Command::Leaderboard { .. } => {
            panic!("the shared transcripts have no ratings")
        }
        Command::Decline(g) => (vec!["game", "decline"], number(g)),
        Command::Cancel(g) => (vec!["game", "cancel"], number(g)),
        Command::Resign(g) => (vec!["game", "resign"], number(g)),
        Command::Board(g) => (vec!["game", "board"], number(g)),
        Command::BoardAt { game, ply } => {
            let mut out = number(game);
            out.push(("ply", INTEGER, json!(ply)));
            (vec!["game", "board"], out)
        }
        Command::BoardFlip(g) => {
            let mut out = number(g);
            out.push(("flip", BOOLEAN, json!(true)));
            (vec!["game", "board"], out)
        }
        Command::Record(g) => (vec!["game", "record"], number(g)),
        Command::ShowGame(g) => (vec!["game", "show"], number(g)),
        Command::Replay(g) => (vec!["game", "replay"], number(g)),
        Command::Rematch(g) => (vec!["game", "rematch"], number(g)),
        Command::Hint(g) => (vec!["game", "hint"], number(g)),
        Command::Analyse { game, ply } => {
            let mut out = number(game);
            if let Some(ply) = ply {
                out.push(("ply", INTEGER, json!(ply)));
            }
            (vec!["game", "analyse"], out)
        }
        Command::History { user, game, page } => {
            let mut out: Options = Vec::new();
            if let Some(u) = user {
                out.push(("player", USER, json!(u.id)));
            }
            if let Some(game) = game {
                out.push(("game", STRING, json!(game)));
            }
            out.push(("page", INTEGER, json!(page)));
            (vec!["game", "history"], out)
        }
        Command::Verify(g) => (vec!["game", "verify"], number(g)),
        Command::Vacation(ask) => {
            let days = match ask {
                tavolo::app::vacation::VacationAsk::Show => None,
                tavolo::app::vacation::VacationAsk::End => Some(0),
                tavolo::app::vacation::VacationAsk::Start(seconds) => Some(seconds / 86_400),
            };
            let out = days
                .map(|d| vec![("days", INTEGER, json!(d))])
                .unwrap_or_default();
            (vec!["game", "vacation"], out)
        }
        Command::Notify(mode) => {
            // poise sends choices as their index.
            let out = mode
                .map(|m| vec![("mode", INTEGER, json!(m as u8))])
                .unwrap_or_default();
            (vec!["game", "notify"], out)
        }
        Command::Move { game, text, .. } => {
            let mut out: Options = vec![("move", STRING, json!(text))];
            out.extend(number(game));
            (vec!["game", "move"], out)
        }
        Command::Draw { game, action } => {
            // poise sends choices as their index.
            let index = match action {
                DrawAction::Offer => 0,
                DrawAction::Accept => 1,
                DrawAction::Decline => 2,
            };
            let mut out: Options = vec![("action", INTEGER, json!(index))];
            out.extend(number(game));
            (vec!["game", "draw"], out)
        }
        Command::Takeback { game, action } => {
            let index = match action {
                DrawAction::Offer => 0,
                DrawAction::Accept => 1,
                DrawAction::Decline => 2,
            };
            let mut out: Options = vec![("action", INTEGER, json!(index))];
            out.extend(number(game));
            (vec!["game", "takeback"], out)
        }
        Command::MyGames => (vec!["game", "mine"], vec![]),
        Command::Turns => (vec!["game", "turns"], vec![]),
        Command::GamesHere => (vec!["game", "here"], vec![]),
        Command::Games { family, players, .. } => {
            let mut out: Options = Vec::new();
            if let Some(f) = family {
                out.push(("family", STRING, json!(f)));
            }
            if let Some(p) = players {
                out.push(("players", INTEGER, json!(p)));
            }
            (vec!["games"], out)
        }
        Command::Rules { game, section, .. } => {
            let mut out: Options = Vec::new();
            if let Some(g) = game {
                out.push(("game", STRING, json!(g)));
            }
            if let Some(s) = section {
                out.push(("section", STRING, json!(s)));
            }
            (vec!["rules"], out)
        }
        Command::Help => (vec!["help"], vec![]),
        Command::Link(code) => (
            vec!["link"],
            code.map(|c| vec![("code", STRING, json!(c))]).unwrap_or_default(),
        ),
        Command::Unlink => (vec!["unlink"], vec![]),
    }
}

/// A tournament command as Discord's `/tournament` subcommand.
fn tournament(command: TournamentCommand) -> (Vec<&'static str>, Options) {
    match command {
        TournamentCommand::Create {
            game,
            format,
            rounds,
            round_minutes,
            rated,
            start_in_minutes,
            options,
        } => {
            assert!(options.is_empty(), "Discord's create takes no game options");
            // poise sends choices as their index, in FormatChoice's order.
            let index = match format {
                Format::Swiss => 0,
                Format::RoundRobin => 1,
                Format::DoubleRoundRobin => 2,
                Format::Knockout => 3,
            };
            let mut out: Options = vec![("format", INTEGER, json!(index)), ("game", STRING, json!(game))];
            if let Some(rounds) = rounds {
                out.push(("rounds", INTEGER, json!(rounds)));
            }
            if let Some(minutes) = round_minutes {
                out.push(("round_minutes", INTEGER, json!(minutes)));
            }
            if !rated {
                out.push(("rated", BOOLEAN, json!(false)));
            }
            if let Some(minutes) = start_in_minutes {
                out.push(("start_in_minutes", INTEGER, json!(minutes)));
            }
            (vec!["tournament", "create"], out)
        }
        TournamentCommand::Join(t) => (vec!["tournament", "join"], number(t)),
        TournamentCommand::Leave(t) => (vec!["tournament", "leave"], number(t)),
        TournamentCommand::Start(t) => (vec!["tournament", "start"], number(t)),
        TournamentCommand::Standings(t) => (vec!["tournament", "standings"], number(t)),
        TournamentCommand::Crosstable(t) => (vec!["tournament", "crosstable"], number(t)),
        TournamentCommand::Bye(t) => (vec!["tournament", "bye"], number(t)),
        TournamentCommand::Export(t) => (vec!["tournament", "export"], number(t)),
        TournamentCommand::Cancel(t) => (vec!["tournament", "cancel"], number(t)),
        TournamentCommand::List => (vec!["tournament", "list"], vec![]),
        TournamentCommand::Pairings { tournament, round } => {
            let mut out = number(tournament);
            if let Some(round) = round {
                out.push(("round", INTEGER, json!(round)));
            }
            (vec!["tournament", "pairings"], out)
        }
    }
}

async fn replay(fake: &FakeDiscord, name: &str, locale: &str, steps: Vec<Step>) {
    // Public answers with buttons, oldest first: what a press presses on.
    let mut posted: Vec<discord_fake::Answer> = Vec::new();
    for step in steps {
        assert!(user_id(&step.user) > 0);
        let (said, token) = match &step.action {
            Action::Type(text) => {
                let command =
                    command_text::parse(text, &resolve).unwrap_or_else(|e| panic!("{name}: {text}: {e:?}"));
                let (path, options) = slash(command);
                let token = fake.command_in(&step.user, &path, &options, locale, false).await;
                (text.clone(), token)
            }
            Action::Press { label, first } => {
                let mut with = posted.iter().filter(|a| a.labels.contains(label));
                let on = if *first { with.next() } else { with.next_back() };
                let on = on.unwrap_or_else(|| panic!("{name}: no button {label}"));
                let message = on.message_id.as_deref().expect("a posted message");
                let token = fake
                    .press_in(&step.user, message, &on.button(label), locale)
                    .await;
                (format!("press {label}"), token)
            }
        };
        let answer = fake.answer(&token).await;
        let shown = std::iter::once(answer.content.clone())
            .chain(
                answer
                    .followups
                    .iter()
                    .map(|f| f["content"].as_str().unwrap_or("").to_string()),
            )
            .collect::<Vec<_>>()
            .join("\n");
        let context = format!("{name}: {} {said}", step.user);
        for text in &step.public {
            assert!(
                !answer.ephemeral,
                "{context}: expected a public answer, got {shown}"
            );
            if text == "[picture]" {
                assert_eq!(answer.pngs().len(), 1, "{context}: a board picture");
                continue;
            }
            if text == "[record file]" {
                let record = answer
                    .files
                    .iter()
                    .find(|(name, _)| name.ends_with(".json"))
                    .unwrap_or_else(|| panic!("{context}: a JSON file attached, in {:?}", answer.files));
                let text = String::from_utf8_lossy(&record.1);
                if let Err(e) = games::record::json::read(&text) {
                    panic!("{context}: the record reads back: {e}\n{text}");
                }
                continue;
            }
            assert!(
                shown.contains(text.as_str()),
                "{context}: expected '{text}' in {shown}"
            );
        }
        for text in &step.private {
            assert!(
                answer.ephemeral,
                "{context}: expected an ephemeral answer, got {shown}"
            );
            assert!(
                shown.contains(text.as_str()),
                "{context}: expected '{text}' in {shown}"
            );
        }
        if !answer.ephemeral && !answer.labels.is_empty() {
            posted.push(answer);
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_shared_transcripts_replay_on_discord() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/transcripts");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "txt"))
        .collect();
    files.sort();
    assert!(!files.is_empty());
    for file in files {
        let name = file.file_name().unwrap().to_string_lossy().to_string();
        let mut harness = Harness::new().await;
        let (locale, steps) = transcript(&file);
        // An Italian transcript is an Italian server too.
        harness.fake.set_guild_locale(locale);
        replay(&harness.fake, &name, locale, steps).await;
        harness.stop_bot().await;
    }
}
