//! A whole Swiss tournament of 7 players × 4 rounds through local mode, as
//! real processes on one database: each round's results are typed from a
//! script built from the announced pairings, and round 2 is split across a
//! restart (a new process) with games still running. The exported TRF is
//! then checked: every round's pairing is what the Dutch engine makes of
//! the rounds before it, the scores are those of the results typed, and
//! the winner announced heads the standings.

use crate::local_game;

use local_game::Session;
use tournament::model::{Code, Colour};
use tournament::{swiss_dutch, trf};

const PLAYERS: [&str; 7] = ["alice", "bob", "carol", "dave", "eve", "frank", "gina"];

/// One announced board: game id, first player, second player.
fn boards(out: &str, round: usize) -> Vec<(i64, String, String)> {
    let marker = format!("[notice tournament:1:round:{round}]");
    let start = out
        .find(&marker)
        .unwrap_or_else(|| panic!("round {round} announced:\n{out}"));
    out[start..]
        .lines()
        .skip(1)
        .take_while(|l| !l.starts_with('['))
        .filter_map(|l| {
            let (_, rest) = l.split_once(". ")?;
            let (white, rest) = rest.split_once(" (")?;
            let (_, rest) = rest.split_once(") – ")?;
            let (black, game) = rest.split_once(": game #")?;
            Some((game.trim().parse().ok()?, white.to_string(), black.to_string()))
        })
        .collect()
}

/// The result typed for a board, by a fixed rule: white wins, black wins
/// or a draw; returns the lines and white's points.
fn result_lines(
    round: usize,
    board: usize,
    (game, white, black): &(i64, String, String),
) -> (Vec<String>, f64) {
    match (round + board) % 3 {
        0 => (
            vec![
                format!("{white}: /draw offer #{game}"),
                format!("{black}: /draw accept #{game}"),
            ],
            0.5,
        ),
        1 => (vec![format!("{black}: /resign #{game}")], 1.0),
        _ => (vec![format!("{white}: /resign #{game}")], 0.0),
    }
}

#[test]
fn a_swiss_of_seven_players_and_four_rounds_with_a_restart_mid_round() {
    let session = Session::new();
    let mut script = String::from("alice: /tournament create swiss nim rounds=4 round=2h\n");
    for p in PLAYERS {
        script.push_str(&format!("{p}: /tournament join\n"));
    }
    script.push_str("alice: /tournament start\n");
    let mut out = session.run(&script);
    let mut expected = std::collections::BTreeMap::<String, f64>::new();
    for round in 1..=4 {
        let paired = boards(&out, round);
        assert_eq!(paired.len(), 3, "three boards and a bye in round {round}");
        let mut lines = Vec::new();
        for (k, b) in paired.iter().enumerate() {
            let (typed, white_points) = result_lines(round, k, b);
            lines.extend(typed);
            *expected.entry(b.1.clone()).or_default() += white_points;
            *expected.entry(b.2.clone()).or_default() += 1.0 - white_points;
        }
        let bye = PLAYERS
            .iter()
            .find(|p| !paired.iter().any(|(_, w, b)| w == *p || b == *p))
            .unwrap();
        *expected.entry(bye.to_string()).or_default() += 1.0;
        if round == 2 {
            // A restart with two games still running.
            let first = session.run(&(lines[..1].join("\n") + "\n"));
            assert!(!first.contains("round:3"), "the round goes on");
            out = session.run(&(lines[1..].join("\n") + "\n"));
        } else {
            out = session.run(&(lines.join("\n") + "\n"));
        }
        if round < 4 {
            assert!(out.contains(&format!("round {round} is complete")), "{out}");
        }
    }
    assert!(out.contains("[notice tournament:1:final]"), "{out}");

    // The exported TRF is a file beside the boards, and agrees with what
    // was played.
    let export = session.run("alice: /tournament export\n");
    let path = export
        .lines()
        .find_map(|l| l.strip_prefix("  file: "))
        .unwrap_or_else(|| panic!("the export names its file:\n{export}"));
    assert!(path.starts_with(&*session.boards().to_string_lossy()), "{path}");
    let text = std::fs::read_to_string(path).unwrap();
    assert!(text.contains("092 Individual: Swiss-System\n"), "{text}");
    let (header, field) = trf::read(&text).unwrap();
    assert_eq!((header.rounds, field.players.len()), (4, 7));
    for p in &field.players {
        assert_eq!(p.score(), expected[&p.name], "{}'s score", p.name);
    }
    let winner = export_winner(&out);
    let best = field.players.iter().map(|p| p.score()).fold(0.0, f64::max);
    assert_eq!(
        field.players.iter().find(|p| p.name == winner).unwrap().score(),
        best
    );
    // Each round is the Dutch pairing of the rounds before it.
    for round in 0..4 {
        let mut before = field.clone();
        for p in before.players.iter_mut() {
            p.entries.truncate(round);
        }
        let options = swiss_dutch::Options {
            initial: Colour::White,
            total_rounds: 4,
        };
        let pairing = swiss_dutch::pair(&before, &(0..7).collect::<Vec<_>>(), &options).unwrap();
        for (w, b) in pairing.boards {
            let e = field.players[w].entries[round];
            assert_eq!(
                (e.opponent, e.colour),
                (Some(b), Colour::White),
                "round {}",
                round + 1
            );
        }
        let bye = pairing.bye.unwrap();
        assert_eq!(field.players[bye].entries[round].code, Code::PairingBye);
    }
}

fn export_winner(out: &str) -> String {
    // "alice wins tournament #1…", or "alice, bob share first place…".
    let line = out
        .lines()
        .find(|l| l.contains("wins tournament #1") || l.contains("share first place in tournament #1"))
        .expect("a winner");
    let text = line.split("] ").nth(1).unwrap();
    text.split([' ', ',']).next().unwrap().to_string()
}
