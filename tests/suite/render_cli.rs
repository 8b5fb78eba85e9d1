//! `tavolo render` as a process: a PNG for good input, a clear message and a
//! non-zero exit for bad input, never a panic.

use std::process::{Command, Output};

fn tavolo(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_tavolo"))
        .args(args)
        .output()
        .expect("the binary starts")
}

fn temp(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("tavolo-render-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir.join(name)
}

#[test]
fn writes_a_png_after_the_moves() {
    let out = temp("nim.png");
    let path = out.to_str().unwrap();
    let run = tavolo(&[
        "render", "nim", "--moves", "4:3", "2:1", "--seat", "1", "-o", path,
    ]);
    assert!(run.status.success(), "{}", String::from_utf8_lossy(&run.stderr));
    let bytes = std::fs::read(&out).unwrap();
    assert_eq!(&bytes[..8], b"\x89PNG\r\n\x1a\n");
}

#[test]
fn a_move_at_a_chance_node_lets_the_seed_throw_and_options_apply() {
    let out = temp("ur.png");
    let path = out.to_str().unwrap();
    // Throws given as moves are played as given.
    let run = tavolo(&[
        "render", "ur", "--moves", "3 enter", "--theme", "contrast", "-o", path,
    ]);
    assert!(run.status.success(), "{}", String::from_utf8_lossy(&run.stderr));
    let run = tavolo(&[
        "render", "nim", "--option", "rows=2-2", "--moves", "2:2", "-o", path,
    ]);
    assert!(run.status.success(), "{}", String::from_utf8_lossy(&run.stderr));
}

#[test]
fn a_move_or_throw_with_spaces_is_one_move() {
    let out = temp("bg.png");
    let path = out.to_str().unwrap();
    // Before, every word was a move of its own: `roll` was refused.
    let run = tavolo(&["render", "backgammon", "--moves", "roll 5-6", "-o", path]);
    assert!(run.status.success(), "{}", String::from_utf8_lossy(&run.stderr));
    // Several moves in one argument still play one after the other.
    let run = tavolo(&["render", "nim", "--moves", "4:3 2:1", "-o", path]);
    assert!(run.status.success(), "{}", String::from_utf8_lossy(&run.stderr));
}

#[test]
fn bad_input_is_refused_with_a_message_and_a_non_zero_exit() {
    let out = temp("bad.png");
    let path = out.to_str().unwrap();
    let cases: [(&[&str], &str); 7] = [
        (&["render", "nimm", "-o", path], "did you mean nim"),
        (&["render", "nim", "--moves", "9:9", "-o", path], "move 1 ('9:9')"),
        (&["render", "nim", "--moves", "zz", "-o", path], "not a move"),
        (&["render", "nim", "--seat", "2", "-o", path], "seats 0 to 1"),
        (&["render", "nim", "--option", "rows", "-o", path], "NAME=VALUE"),
        (
            &["render", "nim", "--theme", "plaid", "-o", path],
            "themes: classic, contrast",
        ),
        (&["render", "nim", "-o", "/nonexistent-dir/x.png"], "cannot write"),
    ];
    for (args, says) in cases {
        let run = tavolo(args);
        let stderr = String::from_utf8_lossy(&run.stderr);
        assert_eq!(run.status.code(), Some(2), "{args:?}: {stderr}");
        assert!(stderr.contains(says), "{args:?}: {stderr}");
        assert!(!stderr.contains("panicked"), "{args:?}: {stderr}");
    }
}

#[test]
fn record_writes_each_family_in_its_format_with_options_and_refuses_clearly() {
    // A game without a community format: Tavolo's JSON record.
    let run = tavolo(&["record", "nim", "--moves", "1:1"]);
    assert!(run.status.success(), "{}", String::from_utf8_lossy(&run.stderr));
    let json = String::from_utf8_lossy(&run.stdout);
    assert!(json.contains("\"format\": \"tavolo-record/1\""), "{json}");
    let run = tavolo(&["record", "dama", "--moves", "21-17", "10-14"]);
    assert!(run.status.success(), "{}", String::from_utf8_lossy(&run.stderr));
    let pdn = String::from_utf8_lossy(&run.stdout);
    assert!(
        pdn.contains("[GameType \"22\"]") && pdn.contains("1. 21-17 10-14 *"),
        "{pdn}"
    );
    // The PDN we write reads back.
    let file = temp("dama.pdn");
    std::fs::write(&file, pdn.as_bytes()).unwrap();
    let run = tavolo(&["record", "--read", file.to_str().unwrap()]);
    let read = String::from_utf8_lossy(&run.stdout);
    assert!(run.status.success(), "{}", String::from_utf8_lossy(&run.stderr));
    assert!(
        read.contains("game: italian-draughts") && read.contains("result: unfinished"),
        "{read}"
    );
    // `pgn` is another name of the same command.
    let run = tavolo(&["pgn", "vinciperdi", "--moves", "e3", "b5"]);
    assert!(run.status.success(), "{}", String::from_utf8_lossy(&run.stderr));
    assert!(String::from_utf8_lossy(&run.stdout).contains("Antichess"));
    for (args, says) in [
        (vec!["record", "nim", "--moves", "1:9"], "move 1 does not play"),
        (vec!["record"], "<GAME>"),
        (
            vec!["record", "dama", "--moves", "21-17", "zz"],
            "move 2 does not play",
        ),
        (vec!["record", "dama", "--option", "size"], "not NAME=VALUE"),
        (
            vec!["record", "nosuchgame", "--moves", "a"],
            "no game 'nosuchgame'",
        ),
    ] {
        let run = tavolo(&args);
        assert_eq!(run.status.code(), Some(2), "{args:?}");
        let err = String::from_utf8_lossy(&run.stderr);
        assert!(err.contains(says) && !err.contains("panicked"), "{args:?}: {err}");
    }
}
