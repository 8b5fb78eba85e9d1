//! README.md's games table is the one `tavolo games --markdown` prints, so
//! it lists every registered game as the registry and the rules pages say;
//! its commands table is the one `tavolo commands --markdown` prints, made
//! from the command table.

use std::process::Command;

/// The table under README's `## Games` heading: its first run of lines
/// starting with `|`.
fn readme_table(readme: &str) -> Option<String> {
    table_after(readme, "\n## Games\n")
}

/// The first run of lines starting with `|` after `marker`.
fn table_after(readme: &str, marker: &str) -> Option<String> {
    let section = readme.split_once(marker)?.1;
    let lines: Vec<&str> = section
        .lines()
        .skip_while(|l| !l.starts_with('|'))
        .take_while(|l| l.starts_with('|'))
        .collect();
    (!lines.is_empty()).then(|| lines.iter().map(|l| format!("{l}\n")).collect())
}

#[test]
fn the_readme_games_table_is_generated() {
    let readme = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/README.md")).unwrap();
    let written = readme_table(&readme).expect("README.md has a table under '## Games'");
    let generated = tavolo::games_table::markdown();
    assert!(
        written == generated,
        "README.md's games table is out of date: run `cargo run -- games --markdown` and put its \
         output in place of the table under '## Games'.\n--- README.md\n{written}--- generated\n{generated}"
    );
}

#[test]
fn the_games_command_prints_the_table() {
    let out = Command::new(env!("CARGO_BIN_EXE_tavolo"))
        .args(["games", "--markdown"])
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    assert_eq!(
        String::from_utf8(out.stdout).unwrap(),
        tavolo::games_table::markdown()
    );
}

/// The marker the commands table follows in README.md.
const COMMANDS_MARKER: &str = "\nThe commands a player uses";

#[test]
fn the_readme_commands_table_is_generated() {
    let readme = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/README.md")).unwrap();
    let written = table_after(&readme, COMMANDS_MARKER).expect("README.md has the commands table");
    let generated = tavolo::app::commands::markdown();
    assert!(
        written == generated,
        "README.md's commands table is out of date: run `cargo run -- commands --markdown` and put \
         its output in place of the table after 'The commands a player uses'.\n--- README.md\n\
         {written}--- generated\n{generated}"
    );
}

#[test]
fn the_commands_command_prints_the_table() {
    let out = Command::new(env!("CARGO_BIN_EXE_tavolo"))
        .args(["commands", "--markdown"])
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    assert_eq!(
        String::from_utf8(out.stdout).unwrap(),
        tavolo::app::commands::markdown()
    );
}

/// The bot's speed table is measured (`crates/ai/tools/bench_table.py`),
/// so it may lag behind a new game, but it names no game the registry does
/// not have.
#[test]
fn the_readme_bot_table_names_registered_games() {
    let readme = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/README.md")).unwrap();
    let section = readme
        .split_once("\n## The bot\n")
        .expect("a '## The bot' section")
        .1;
    let rows: Vec<&str> = section
        .lines()
        .skip_while(|l| !l.starts_with("| game | iterations/s"))
        .skip(2)
        .take_while(|l| l.starts_with('|'))
        .collect();
    assert!(!rows.is_empty(), "no speed table under '## The bot'");
    for row in rows {
        let slug = row.trim_start_matches('|').split('|').next().unwrap_or("").trim();
        assert!(
            games::registry::GAMES.iter().any(|e| e.info().slug == slug),
            "README.md's bot table names '{slug}', which is not a registered game"
        );
    }
}
