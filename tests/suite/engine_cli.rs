//! `tavolo engine` as a process: JSON lines in, exactly one JSON line out per
//! non-blank input line, nothing else on stdout, no database needed.

use std::io::Write;
use std::process::{Command, Stdio};

use serde_json::Value;

fn run_engine(input: &[u8]) -> Vec<Value> {
    let mut child = Command::new(env!("CARGO_BIN_EXE_tavolo"))
        .arg("engine")
        .env_remove("DATABASE_URL")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary starts");
    child.stdin.take().unwrap().write_all(input).unwrap();
    let out = child.wait_with_output().unwrap();
    assert!(out.status.success(), "engine exited with {:?}", out.status);
    String::from_utf8(out.stdout)
        .expect("stdout is UTF-8")
        .lines()
        .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("not JSON: {l}: {e}")))
        .collect()
}

#[test]
fn one_answer_per_request_line() {
    let mut input = Vec::new();
    input.extend_from_slice(b"{\"game\":\"nim\",\"moves\":[\"4:3\"]}\n");
    input.extend_from_slice(b"\n");
    input.extend_from_slice(b"{\"game\":\"nim\",\"moves\":[\"9:9\"]}\r\n");
    input.extend_from_slice(b"\xff\xfe not utf-8\n");
    input.extend_from_slice(b"{\"game\":\"unknown\"}");
    let answers = run_engine(&input);
    assert_eq!(answers.len(), 4, "{answers:?}");
    assert_eq!(answers[0]["ok"], true);
    assert_eq!(answers[0]["position"], "1-3-5-4 2");
    assert_eq!(answers[1]["ok"], false);
    assert_eq!(answers[1]["at"], 0);
    assert_eq!(answers[2]["ok"], false);
    assert!(answers[2]["error"].as_str().unwrap().contains("UTF-8"));
    assert_eq!(answers[3]["ok"], false);
}

#[test]
fn a_line_past_the_limit_is_refused_and_the_next_one_answered() {
    let mut input = vec![b'x'; (1 << 20) + 10];
    input.extend_from_slice(b"\n{\"game\":\"nim\"}\n");
    let answers = run_engine(&input);
    assert_eq!(answers.len(), 2, "{answers:?}");
    assert!(
        answers[0]["error"].as_str().unwrap().contains("longer than"),
        "{answers:?}"
    );
    assert_eq!(answers[1]["ok"], true);
}

#[test]
fn answers_keep_the_contract_field_order() {
    let answers = run_engine(b"{\"game\":\"nim\"}\n");
    let keys: Vec<&String> = answers[0].as_object().unwrap().keys().collect();
    assert_eq!(keys, ["ok", "ply", "to_move", "legal", "outcome", "position"]);
}

#[test]
fn a_search_adds_the_bot_s_move_last() {
    let answers = run_engine(
        b"{\"game\":\"gomoku\",\"moves\":[\"h8\",\"a1\",\"h9\",\"a2\",\"h10\",\"a3\",\"h11\",\"b5\"],\"search\":{\"level\":1}}\n\
          {\"game\":\"awele\",\"moves\":[\"C\"],\"search\":{\"iterations\":500,\"seed\":7}}\n\
          {\"game\":\"awele\",\"moves\":[\"C\"],\"search\":{\"iterations\":500,\"seed\":7}}\n\
          {\"game\":\"ur-bell\",\"search\":{\"level\":2}}\n\
          {\"game\":\"nim\",\"search\":{\"level\":4}}\n",
    );
    let best = answers[0]["best"].as_str().unwrap();
    assert!(best == "h12" || best == "h7", "the win in one: {best}");
    let keys: Vec<&String> = answers[1].as_object().unwrap().keys().collect();
    assert_eq!(
        keys,
        ["ok", "ply", "to_move", "legal", "outcome", "position", "best"]
    );
    assert!(
        answers[1]["legal"]
            .as_array()
            .unwrap()
            .contains(&answers[1]["best"])
    );
    assert_eq!(
        answers[1]["best"], answers[2]["best"],
        "seeded iterations are deterministic"
    );
    assert_eq!(answers[3]["best"], Value::Null, "a throw is due");
    assert_eq!(answers[4]["ok"], false);
    assert!(
        answers[4]["error"]
            .as_str()
            .unwrap()
            .contains("levels are 1, 2 and 3")
    );
}

#[test]
fn verify_dice_refuses_what_is_not_a_record_and_fails_a_changed_throw() {
    let run = |input: &str| {
        let mut child = Command::new(env!("CARGO_BIN_EXE_tavolo"))
            .args(["verify-dice", "-"])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        child.stdin.take().unwrap().write_all(input.as_bytes()).unwrap();
        let out = child.wait_with_output().unwrap();
        (
            out.status.code(),
            String::from_utf8_lossy(&out.stdout).to_string(),
        )
    };
    assert_eq!(run("not json").0, Some(2));
    let seed = [5u8; 32];
    let hash = games::chance::seed_commitment(&seed);
    let mut game = games::registry::start("ur-bell", &Default::default()).unwrap();
    let first = game.throw_from_seed(&seed).unwrap();
    let other = games::registry::start("ur-bell", &Default::default())
        .unwrap()
        .legal()
        .into_iter()
        .find(|t| *t != first)
        .unwrap();
    let record = |throw: &str| {
        serde_json::json!({"game": "ur-bell", "seed": games::chance::hex(&seed), "seed_sha256": hash, "moves": [throw]})
            .to_string()
    };
    let (code, said) = run(&record(&first));
    assert_eq!(code, Some(0), "{said}");
    assert!(said.starts_with("ok: 1 throws"), "{said}");
    let (code, said) = run(&record(&other));
    assert_eq!(code, Some(1));
    assert!(said.contains("the seed gives"), "{said}");
}

#[test]
fn a_search_stops_at_its_max_ms() {
    // Ten million iterations of gomoku would take hours: the answer comes
    // because the search stops at its time cap with the best move so far.
    let answers = run_engine(
        b"{\"game\":\"gomoku\",\"moves\":[\"h8\"],\"search\":{\"iterations\":10000000,\"seed\":1,\"max_ms\":200}}\n\
          {\"game\":\"gomoku\",\"search\":{\"level\":1,\"max_ms\":0}}\n",
    );
    assert_eq!(answers[0]["ok"], true, "{}", answers[0]);
    assert!(
        answers[0]["legal"]
            .as_array()
            .unwrap()
            .contains(&answers[0]["best"]),
        "{}",
        answers[0]
    );
    assert_eq!(answers[1]["ok"], false);
    assert!(answers[1]["error"].as_str().unwrap().contains("max_ms"));
}
