//! The engines speak in message ids, and both catalogues word every one:
//!
//! - every id the games' sources make (`Message::new("…")`) is in the
//!   English and the Italian catalogue, and every id of the games' message
//!   files is made somewhere (no dead entries);
//! - along seeded random games of every rule set, every message an engine
//!   gives (refusals of bad and illegal texts, outcome reasons, captions,
//!   the story of a move, the panels' scores) has its id in both
//!   catalogues with exactly the arguments the catalogue's text uses, and
//!   is not an English sentence carried as plain text.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use std::sync::LazyLock;

use games::message::PLAIN;
use games::playout::SplitMix64;
use games::{DynGame, Message, MoveError, Seat, Status, registry};

/// The games' messages of one language: each id with the variables its
/// text uses (value, variants and attributes). The files are Fluent; the
/// core reads them with `fluent-bundle` and its own tests check the syntax.
struct Catalogue(BTreeMap<String, BTreeSet<String>>);

impl Catalogue {
    fn read(lang: &str) -> Catalogue {
        let mut messages: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
        for words in games::message::catalogues() {
            let (origin, text) = (words.key, words.text(lang).unwrap());
            let mut current: Option<String> = None;
            for line in text.lines() {
                if line.starts_with('#') || line.trim().is_empty() {
                    continue;
                }
                // A message starts at the line's start; its other lines
                // are indented (or close a selector with `}`).
                if !line.starts_with(char::is_whitespace) && !line.starts_with('}') {
                    let (id, _) = line
                        .split_once(" =")
                        .unwrap_or_else(|| panic!("{origin}: '{line}'"));
                    assert!(
                        messages.insert(id.to_string(), BTreeSet::new()).is_none(),
                        "{origin}: '{id}' twice"
                    );
                    current = Some(id.to_string());
                }
                let vars = messages.get_mut(current.as_ref().unwrap()).unwrap();
                for part in line.split('$').skip(1) {
                    let name: String = part
                        .chars()
                        .take_while(|c| c.is_ascii_alphanumeric() || *c == '_' || *c == '-')
                        .collect();
                    vars.insert(name);
                }
            }
        }
        Catalogue(messages)
    }

    fn has(&self, id: &str) -> bool {
        self.0.contains_key(id)
    }

    fn variables(&self, id: &str) -> BTreeSet<String> {
        self.0.get(id).cloned().unwrap_or_default()
    }
}

#[derive(Clone, Copy, Debug)]
enum Lang {
    En,
    It,
}

static EN: LazyLock<Catalogue> = LazyLock::new(|| Catalogue::read("en"));
static IT: LazyLock<Catalogue> = LazyLock::new(|| Catalogue::read("it"));

fn catalogue(lang: Lang) -> &'static Catalogue {
    match lang {
        Lang::En => &EN,
        Lang::It => &IT,
    }
}

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The ids the games' sources make, with the file that makes each.
fn ids_in_sources() -> Vec<(String, PathBuf)> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    rust_files(&root, &mut files);
    let mut ids = Vec::new();
    // The type's own file shows made-up ids in its examples.
    for path in files.into_iter().filter(|p| !p.ends_with("message.rs")) {
        let source = std::fs::read_to_string(&path).unwrap();
        for part in source.split("Message::new(\"").skip(1) {
            if let Some((id, _)) = part.split_once('"') {
                ids.push((id.to_string(), path.clone()));
            }
        }
    }
    // Each option's help is a message id too, and so is each seat's name.
    for entry in registry::GAMES {
        let info = entry.info();
        for option in info.options {
            ids.push((option.help.to_string(), PathBuf::from(info.slug)));
        }
        for seat in 0..info.max_seats {
            ids.push((info.seat_id(Seat(seat)), PathBuf::from(info.slug)));
        }
    }
    ids
}

/// The ids of the games' message files.
fn ids_in_game_catalogues() -> BTreeSet<String> {
    let mut ids = BTreeSet::new();
    for words in games::message::catalogues() {
        let origin = words.key;
        for line in words.en.lines().chain(words.it.lines()) {
            let Some((id, _)) = line.split_once(" =") else {
                continue;
            };
            if !id.is_empty() && id.chars().all(|c| c.is_ascii_alphanumeric() || c == '-') {
                assert!(!id.starts_with('-'), "{origin}: terms are not used by the games");
                ids.insert(id.to_string());
            }
        }
    }
    ids
}

#[test]
fn every_id_the_games_make_is_in_both_catalogues_and_every_entry_is_used() {
    let made = ids_in_sources();
    assert!(made.len() >= 10, "the scan finds the ids ({})", made.len());
    for (id, path) in &made {
        for lang in [Lang::En, Lang::It] {
            assert!(
                catalogue(lang).has(id),
                "{}: no message '{id}' in the {lang:?} catalogue",
                path.display()
            );
        }
    }
    let made: BTreeSet<&str> = made.iter().map(|(id, _)| id.as_str()).collect();
    // Word moves (`twixt-word-swap`) are the core's to find; its tests
    // check them along games.
    let word_moves: Vec<String> = games::message::catalogues()
        .iter()
        .map(|w| w.word_id(""))
        .collect();
    for id in ids_in_game_catalogues() {
        if word_moves.iter().any(|prefix| id.starts_with(prefix.as_str())) {
            continue;
        }
        assert!(
            made.contains(id.as_str()),
            "'{id}' is in a games' message file but no game makes it"
        );
    }
}

/// Every message of `message` (clauses included) is worded in both
/// languages with the arguments its texts use, and none is plain text.
fn check(message: &Message, at: &str) {
    for part in message.walk() {
        assert!(
            part.id() != PLAIN,
            "{at}: English text instead of a message id: {part}"
        );
        let given: BTreeSet<String> = part.args().map(|(name, _)| name.to_string()).collect();
        let seats: BTreeSet<&str> = part
            .args()
            .filter(|(_, arg)| matches!(arg, games::Arg::Seat(_)))
            .map(|(name, _)| name)
            .collect();
        for lang in [Lang::En, Lang::It] {
            let c = catalogue(lang);
            assert!(c.has(part.id()), "{at}: no message '{}' in {lang:?}", part.id());
            // A seat is also given joined to a preposition (`seat-a`: "al
            // Bianco"), which counts as the seat itself.
            let used: BTreeSet<String> = c
                .variables(part.id())
                .into_iter()
                .map(|v| match v.rsplit_once('-') {
                    Some((stem, "a" | "di" | "da")) if seats.contains(stem) => stem.to_string(),
                    _ => v,
                })
                .collect();
            assert_eq!(
                used,
                given,
                "{at}: '{}' in {lang:?} uses other arguments than given",
                part.id()
            );
        }
    }
}

/// Everything a game says in its current position.
fn messages_of(game: &dyn DynGame) -> Vec<(String, Message)> {
    let mut said = Vec::new();
    if let Status::Over(outcome) = game.status() {
        said.push(("outcome".to_string(), outcome.reason.clone()));
    }
    let seats: Vec<Option<Seat>> = std::iter::once(None)
        .chain((0..game.seats()).map(|s| Some(Seat(s))))
        .collect();
    for seat in seats {
        let view = game.view(seat);
        said.extend(view.caption.map(|c| ("caption".to_string(), c)));
        said.extend(view.last_move.into_iter().map(|m| ("story".to_string(), m)));
        for panel in view.seats {
            said.extend(panel.score.map(|s| ("score".to_string(), s)));
        }
        said.extend(
            view.cell_words
                .into_iter()
                .map(|(_, w)| ("cell word".to_string(), w)),
        );
    }
    // Bad texts of every kind: not moves, moves of other games, prefixes.
    let mut texts: Vec<String> = [
        "zz", "", "a1", "a1-b2", "99", "0", "pass", "1-2", "x", "A", "roll", "13-17", "e5xe7",
    ]
    .iter()
    .map(|t| t.to_string())
    .collect();
    let legal = game.legal();
    if let Some(first) = legal.first() {
        texts.push(first.chars().rev().collect());
        texts.push(format!("{first}{first}"));
    }
    for text in texts {
        let mut trial = game.clone_box();
        if let Err(refusal) = trial.play(&text)
            && !matches!(refusal, MoveError::Ambiguous { .. })
        {
            said.push((format!("refusal of '{text}'"), refusal.message()));
        }
    }
    said
}

/// Plain text is for the core and for tests; an engine never uses it for
/// what players read.
#[test]
fn no_engine_writes_plain_text() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    rust_files(&root, &mut files);
    for path in files {
        if path.ends_with("message.rs") || path.ends_with("tests.rs") {
            continue;
        }
        let source = std::fs::read_to_string(&path).unwrap();
        let code = source.split("#[cfg(test)]").next().unwrap_or_default();
        assert!(
            !code.contains("Message::plain("),
            "{}: an engine writes plain text",
            path.display()
        );
    }
}

#[test]
fn every_message_along_random_games_is_worded_in_both_languages() {
    games::parallel::for_each(registry::GAMES, |entry| {
        let info = entry.info();
        for round in 0..2u64 {
            let mut rng = SplitMix64(0x7a70 + round);
            let mut game = entry.start(&Default::default()).unwrap();
            // Sampled positions, not every ply: the suite stays fast.
            for ply in 0..400 {
                if ply % 7 == 0 || matches!(game.status(), Status::Over(_)) {
                    for (what, message) in messages_of(game.as_ref()) {
                        let at = format!("{} ply {ply} {what}", info.slug);
                        check(&message, &at);
                    }
                }
                let legal = game.legal();
                if legal.is_empty() {
                    break;
                }
                let pick = &legal[(rng.next_u64() % legal.len() as u64) as usize];
                game.play(pick).unwrap();
            }
        }
    });
}
