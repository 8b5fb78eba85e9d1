//! The draughts family's rules pages (`assets/rules/<slug>.<lang>.md`) keep
//! the shared page format, and every `/move` example in "Playing here"
//! plays: from the start, or after the moves of the `after:` span before it
//! on the same line.

use std::collections::BTreeMap;
use std::path::PathBuf;

use games::registry;

const SLUGS: [&str; 7] = [
    "alquerque-bell",
    "alquerque-pritchard",
    "english-draughts",
    "italian-draughts",
    "polish-draughts",
    "russian-draughts",
    "turkish-draughts",
];

/// Section titles in order, per language, and whether each is required.
const SECTIONS: [(&str, &str, bool); 9] = [
    ("Overview", "Panoramica", true),
    ("Set-up", "Preparazione", true),
    ("Play", "Svolgimento", true),
    ("Moves", "Mosse", false),
    ("Captures", "Catture", false),
    ("End and scoring", "Fine e punteggio", true),
    ("Variants and options", "Varianti e opzioni", false),
    ("Notes", "Note", true),
    ("Playing here", "Come si gioca qui", true),
];

fn page(slug: &str, lang: &str) -> String {
    let path: PathBuf = [
        env!("CARGO_MANIFEST_DIR"),
        "..",
        "..",
        "assets",
        "rules",
        &format!("{slug}.{lang}.md"),
    ]
    .iter()
    .collect();
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// The front matter's fields and the sections (title, body) in order.
fn parse(text: &str, what: &str) -> (BTreeMap<String, String>, Vec<(String, String)>) {
    let rest = text
        .strip_prefix("---\n")
        .unwrap_or_else(|| panic!("{what}: no front matter"));
    let (front, body) = rest
        .split_once("\n---\n")
        .unwrap_or_else(|| panic!("{what}: front matter not closed"));
    let fields = front
        .lines()
        .map(|l| {
            let (k, v) = l
                .split_once(": ")
                .unwrap_or_else(|| panic!("{what}: bad line {l:?}"));
            (k.to_string(), v.to_string())
        })
        .collect();
    let mut sections: Vec<(String, String)> = Vec::new();
    for line in body.lines() {
        if let Some(title) = line.strip_prefix("## ") {
            sections.push((title.to_string(), String::new()));
        } else if let Some((_, body)) = sections.last_mut() {
            body.push_str(line);
            body.push('\n');
        } else {
            assert!(line.trim().is_empty(), "{what}: text before the first section");
        }
    }
    (fields, sections)
}

/// The code spans of a line.
fn spans(line: &str) -> Vec<&str> {
    line.split('`').skip(1).step_by(2).collect()
}

#[test]
fn draughts_pages_keep_the_format() {
    for slug in SLUGS {
        for (lang, index) in [("en", 0), ("it", 1)] {
            let what = format!("{slug}.{lang}");
            let (fields, sections) = parse(&page(slug, lang), &what);
            assert_eq!(fields.get("slug").map(String::as_str), Some(slug), "{what}");
            assert_eq!(fields.get("lang").map(String::as_str), Some(lang), "{what}");
            assert_eq!(
                fields.get("family").map(String::as_str),
                Some("draughts"),
                "{what}"
            );
            assert_eq!(fields.get("players").map(String::as_str), Some("2"), "{what}");
            assert_eq!(
                fields.get("status").map(String::as_str),
                Some("playable"),
                "{what}"
            );
            assert!(fields.get("name").is_some_and(|n| !n.is_empty()), "{what}");
            // Sections: known titles, in order, the required ones present.
            let titles: Vec<&str> = sections.iter().map(|(t, _)| t.as_str()).collect();
            let expected: Vec<&str> = SECTIONS
                .iter()
                .map(|s| if index == 0 { s.0 } else { s.1 })
                .filter(|t| titles.contains(t))
                .collect();
            assert_eq!(titles, expected, "{what}: unknown or misordered sections");
            for (en, it, required) in SECTIONS {
                let title = if index == 0 { en } else { it };
                assert!(!required || titles.contains(&title), "{what}: missing {title}");
            }
            for (title, body) in &sections {
                assert!(body.len() <= 3_800, "{what}: section {title} too long");
                for paragraph in body.split("\n\n").flat_map(|p| p.split("\n- ")) {
                    assert!(
                        paragraph.len() <= 1_800,
                        "{what}: a paragraph of {title} is too long"
                    );
                }
                assert!(
                    !body.contains('<') && !body.contains('|'),
                    "{what}: no HTML or tables"
                );
                let here = title == "Playing here" || title == "Come si gioca qui";
                if !here {
                    assert!(!body.contains("`/move"), "{what}: /move outside Playing here");
                }
            }
        }
    }
}

#[test]
fn draughts_page_move_examples_play() {
    for slug in SLUGS {
        for (lang, here) in [("en", "Playing here"), ("it", "Come si gioca qui")] {
            let what = format!("{slug}.{lang}");
            let (_, sections) = parse(&page(slug, lang), &what);
            let body = &sections
                .iter()
                .find(|(t, _)| t == here)
                .unwrap_or_else(|| panic!("{what}: no {here}"))
                .1;
            let mut examples = 0;
            for line in body.lines() {
                let mut after: Vec<&str> = Vec::new();
                for span in spans(line) {
                    if let Some(moves) = span.strip_prefix("after: ") {
                        after = moves.split_whitespace().collect();
                        continue;
                    }
                    let Some(text) = span.strip_prefix("/move ") else {
                        continue;
                    };
                    let mut game = registry::start(slug, &BTreeMap::new()).unwrap();
                    for m in &after {
                        game.play(m).unwrap_or_else(|e| panic!("{what}: after {m}: {e}"));
                    }
                    let played = game
                        .play(text)
                        .unwrap_or_else(|e| panic!("{what}: /move {text} after {after:?}: {e}"));
                    // An example ends where its move ends (no silent
                    // completion of a path's first squares), when both are
                    // written alike (numbers or coordinates).
                    let last = |t: &str| t.rsplit(['-', 'x', ':']).next().unwrap_or("").to_string();
                    let (mine, theirs) = (last(text), last(&played));
                    let numeric = |t: &str| t.bytes().all(|b| b.is_ascii_digit());
                    if numeric(&mine) == numeric(&theirs) {
                        assert_eq!(mine, theirs, "{what}: /move {text} plays {played}");
                    }
                    examples += 1;
                }
            }
            assert!(examples >= 2, "{what}: at least a step and a capture");
        }
    }
}
