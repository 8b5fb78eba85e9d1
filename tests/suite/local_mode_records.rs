//! `/record` of a game without a community format, in local mode: Tavolo's
//! JSON record comes as a file, told in English and in Italian, its seed
//! kept while the game is in play; `tavolo record --read` replays it, and
//! refuses a changed move by its number.

use std::path::PathBuf;
use std::process::Command;

use games::record::json::{self, ResultEntry};

use crate::local_game::*;

/// The file a reply wrote (`  file: …` in local mode's output).
fn written_file(out: &str) -> PathBuf {
    out.lines()
        .find_map(|l| l.trim().strip_prefix("file: "))
        .map(PathBuf::from)
        .unwrap_or_else(|| panic!("no file written:\n{out}"))
}

fn tavolo(args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_tavolo"))
        .args(args)
        .output()
        .unwrap()
}

#[test]
fn record_of_a_game_without_a_format_is_a_json_file_in_english_and_italian() {
    let session = Session::new();
    let out = session.run(
        "alice: /challenge bob quoridor\n\
         bob: /accept\n\
         alice: /move e2\n\
         bob: /move e8\n\
         alice: /move c3h\n\
         alice: /record #1\n",
    );
    assert!(
        out.contains("The record of game #1 (Quoridor) is the attached file tavolo-game-1.json"),
        "{out}"
    );
    let path = written_file(&out);
    assert!(path.ends_with("tavolo-game-1.json"), "{}", path.display());
    let text = std::fs::read_to_string(&path).unwrap();
    let replay = json::read(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    assert_eq!(replay.record.moves, session.stored_moves(1));
    assert_eq!(replay.record.moves, ["e2", "e8", "c3h"]);
    let players: Vec<Option<&str>> = replay.record.seats.iter().map(|s| s.player.as_deref()).collect();
    assert_eq!(players, [Some("alice"), Some("bob")]);
    assert_eq!(replay.result(), ResultEntry::Unfinished);
    let options = games::registry::find("quoridor").unwrap().info().options;
    assert_eq!(replay.record.options.len(), options.len(), "every option: {text}");

    // In Italian, once bob has resigned: the same file, now with a result.
    let italian = session
        .command()
        .env("TAVOLO_LANG", "it")
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::null())
        .spawn()
        .unwrap();
    let mut child = italian;
    std::io::Write::write_all(
        &mut child.stdin.take().unwrap(),
        b"bob: /resign #1\nbob: /record #1\n",
    )
    .unwrap();
    let done = child.wait_with_output().unwrap();
    let out = String::from_utf8(done.stdout).unwrap();
    assert!(
        out.contains("La registrazione della partita #1 (Quoridor) è il file allegato tavolo-game-1.json"),
        "{out}"
    );
    let path = written_file(&out);
    let text = std::fs::read_to_string(&path).unwrap();
    let replay = json::read(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    match replay.result() {
        ResultEntry::Over {
            winner: Some(0),
            reason,
            ..
        } => assert_eq!(reason, "resigned"),
        other => panic!("alice won by bob's resignation: {other:?}\n{text}"),
    }

    // `tavolo record --read` replays it: the position and the result.
    let read = tavolo(&["record", "--read", path.to_str().unwrap()]);
    let said = String::from_utf8_lossy(&read.stdout);
    assert!(
        read.status.success(),
        "{said}{}",
        String::from_utf8_lossy(&read.stderr)
    );
    assert!(
        said.contains(&format!("position: {}\n", replay.game.position())),
        "{said}"
    );
    assert!(said.contains("result: seat 0 (South, alice) wins"), "{said}");

    // A changed move is refused by its number, with the reason.
    let changed = path.with_file_name("changed.json");
    std::fs::write(&changed, text.replacen("\"c3h\"", "\"e2\"", 1)).unwrap();
    let read = tavolo(&["record", "--read", changed.to_str().unwrap()]);
    let error = String::from_utf8_lossy(&read.stderr);
    assert_eq!(read.status.code(), Some(2), "{error}");
    assert!(error.contains("move 3 ('e2') does not play"), "{error}");
}

/// A game with dice: the record of a game in play has the seed's SHA-256
/// but not the seed (it would tell the throws to come); once the game is
/// over, the seed is in it and every throw checks out against it.
#[test]
fn a_game_with_dice_keeps_its_seed_out_of_the_record_until_it_is_over() {
    let seed = games::chance::parse_seed(SEED).unwrap();
    let session = Session::new();
    let out = session.run(
        "alice: /challenge bob ur-bell\n\
         bob: /accept\n\
         alice: /record #1\n",
    );
    let text = std::fs::read_to_string(written_file(&out)).unwrap();
    let value: serde_json::Value = serde_json::from_str(&text).unwrap();
    assert_eq!(value["chance"]["seed"], serde_json::Value::Null, "{text}");
    assert_eq!(
        value["chance"]["seed_sha256"],
        games::chance::seed_commitment(&seed),
        "{text}"
    );
    let out = session.run("bob: /resign #1\nalice: /record #1\n");
    let text = std::fs::read_to_string(written_file(&out)).unwrap();
    let replay = json::read(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    let chance = replay.record.chance.clone().expect("the seed's entry");
    assert_eq!(chance.seed, Some(games::chance::hex(&seed)), "{text}");
    assert!(replay.throws_checked >= 1, "the throws are checked: {text}");
}
