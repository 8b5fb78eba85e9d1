//! Crashes at random points: local mode as a real process plays three Awele
//! games from random legal moves, is killed with SIGKILL while it works
//! through a batch of them (after a seeded random number of acknowledged
//! moves), and restarts on the same SQLite file. After every kill each move
//! it acknowledged on stdout is in the database, what it stored of the batch
//! is a prefix of it (nothing out of order, nothing half-written), and the
//! games go on from there.

use crate::local_game;

use std::io::{BufRead, BufReader, Write};
use std::process::Stdio;

use games::playout::SplitMix64;
use games::{DynGame, Status};
use local_game::Session;

/// The games: (id, the player of the first seat, of the second).
const GAMES: [(i64, &str, &str); 3] = [(1, "alice", "bob"), (2, "carol", "dave"), (3, "erin", "frank")];

/// Kill-and-restart rounds, and moves sent per round.
const ROUNDS: usize = 8;
const BATCH: usize = 12;

/// The moves stored for each game.
fn stored_moves(session: &Session) -> Vec<Vec<String>> {
    GAMES.iter().map(|(id, _, _)| session.stored_moves(*id)).collect()
}

/// An Awele game replayed from its stored moves.
fn replay(moves: &[String]) -> Box<dyn DynGame> {
    let mut game = games::registry::start("awele", &Default::default()).unwrap();
    for text in moves {
        game.play(text).unwrap();
    }
    game
}

/// A batch of random legal moves over the games still on, as (game index,
/// move) in the order they are typed.
fn random_batch(models: &[Box<dyn DynGame>], rng: &mut SplitMix64) -> Vec<(usize, String)> {
    let mut models: Vec<Box<dyn DynGame>> = models.iter().map(|g| g.clone_box()).collect();
    let mut batch = Vec::new();
    while batch.len() < BATCH {
        let on: Vec<usize> = (0..models.len())
            .filter(|&g| matches!(models[g].status(), Status::ToMove(_)))
            .collect();
        if on.is_empty() {
            break;
        }
        let g = on[rng.below(on.len())];
        let legal = models[g].legal();
        let text = legal[rng.below(legal.len())].clone();
        models[g].play(&text).unwrap();
        batch.push((g, text));
    }
    batch
}

/// The line a move is typed as, by the player whose turn it is.
fn line(models: &mut [Box<dyn DynGame>], g: usize, text: &str) -> String {
    let (id, first, second) = GAMES[g];
    let Status::ToMove(seat) = models[g].status() else {
        panic!("game #{id} is over");
    };
    models[g].play(text).unwrap();
    let name = if seat.index() == 0 { first } else { second };
    format!("{name}: /move #{id} {text}\n")
}

#[test]
fn acknowledged_moves_survive_kills_at_random_points() {
    let session = Session::new();
    session.start_awele_games(&GAMES);
    let mut rng = SplitMix64(20261125);
    let mut stored = stored_moves(&session);
    let mut acknowledged_in_all = 0;
    for round in 0..ROUNDS {
        let models: Vec<Box<dyn DynGame>> = stored.iter().map(|m| replay(m)).collect();
        let batch = random_batch(&models, &mut rng);
        if batch.is_empty() {
            break;
        }
        let mut typing: Vec<Box<dyn DynGame>> = models.iter().map(|g| g.clone_box()).collect();
        let script: String = batch
            .iter()
            .map(|(g, text)| line(&mut typing, *g, text))
            .collect();
        // Kill after 0 to all of the batch's acknowledgements.
        let kill_after = rng.below(batch.len() + 1);
        let mut child = session
            .command()
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        let mut stdin = child.stdin.take().unwrap();
        stdin.write_all(script.as_bytes()).unwrap();
        stdin.flush().unwrap();
        let mut lines = BufReader::new(child.stdout.take().unwrap()).lines();
        let mut acknowledged = 0;
        while acknowledged < kill_after {
            let Some(Ok(line)) = lines.next() else {
                panic!("round {round}: the process stopped answering");
            };
            assert!(
                !line.contains(" only]"),
                "round {round}: a move was refused: {line}"
            );
            if line.starts_with("[tavolo → all]") && line.contains(" played ") {
                acknowledged += 1;
            }
        }
        child.kill().unwrap(); // SIGKILL on Unix
        child.wait().unwrap();
        drop(stdin);

        let now = stored_moves(&session);
        // What was stored of the batch: as many of its moves, in order.
        let added: usize = now.iter().zip(&stored).map(|(n, s)| n.len() - s.len()).sum();
        assert!(
            added >= acknowledged,
            "round {round}: {acknowledged} moves acknowledged, {added} stored"
        );
        let mut expected = stored.clone();
        for (g, text) in &batch[..added] {
            expected[*g].push(text.clone());
        }
        assert_eq!(
            now, expected,
            "round {round}: the stored moves are the batch's first {added}"
        );
        acknowledged_in_all += acknowledged;
        stored = now;
    }
    assert!(acknowledged_in_all > 0, "some kills came after acknowledgements");

    // The games go on after the last kill: every game still on takes a move.
    let mut models: Vec<Box<dyn DynGame>> = stored.iter().map(|m| replay(m)).collect();
    let mut script = String::new();
    for g in 0..GAMES.len() {
        if matches!(models[g].status(), Status::ToMove(_)) {
            let text = models[g].legal()[0].clone();
            script.push_str(&line(&mut models, g, &text));
        }
    }
    let out = session.run(&script);
    assert!(!out.contains(" only]"), "{out}");
    let moves_after = stored_moves(&session);
    for g in 0..GAMES.len() {
        assert_eq!(&moves_after[g], models[g].history(), "game #{}", GAMES[g].0);
    }
}
