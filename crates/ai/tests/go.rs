//! The bot finishes a game of Go: two bots play 9×9 to the end, pass when
//! the board is settled, and end by an agreed count (both accept) or, after
//! a dispute, by two passes; never by the ply limit.

use std::collections::BTreeMap;

use ai::{Budget, best_move_in};
use games::Status;

#[test]
fn two_bots_finish_a_9x9_game_with_a_count() {
    let mut game = games::registry::start("go-9x9", &BTreeMap::new()).unwrap();
    let mut seed = 1;
    while let Status::ToMove(_) = game.status() {
        let thought = best_move_in(game.as_ref(), Budget::iterations(30), seed).unwrap();
        game.play(&thought.best).unwrap();
        seed += 1;
        assert!(game.ply() < 250, "not over after 250 plies: {:?}", game.history());
    }
    let history = game.history().join(" ");
    let Status::Over(outcome) = game.status() else {
        unreachable!()
    };
    eprintln!("{history}\n{}", outcome.reason);
    assert!(
        ["go-result-agreed", "go-result-all-alive"].contains(&outcome.reason.id()),
        "{history}: {}",
        outcome.reason
    );
    assert!(history.contains("pass pass"), "{history}");
}

/// The bot at level 3 (its budget with the time cap, as it plays in chat)
/// against GNU Go 3.8 at level 1 (`apt-get install gnugo`), over GTP, on
/// 9×9, territory counting, komi 6.5, colours alternating, the game played
/// and scored by our rules. GNU Go answers a count by comparing its own
/// `final_status_list dead` with our estimate: the same stones, it accepts;
/// otherwise it disputes. After a dispute every stone left on the board
/// counts alive at the next two passes, so GNU Go then plays its KGS
/// clean-up moves (`kgs-genmove_cleanup`: it captures what it thinks dead
/// before passing). A GNU Go move our
/// positional superko refuses is replaced by a pass (counted). Each game
/// prints a line as it ends, with GNU Go's own `final_score` at the first
/// two passes for reference.
///
/// `GO_GNUGO_GAMES=20 GO_GNUGO_FIRST=0 cargo test --release -p tavolo-ai --test go -- --ignored --nocapture gnugo`
#[test]
#[ignore = "minutes a game: level 3 thinks up to 10 s a move"]
fn level_3_against_gnugo_level_1_on_9x9() {
    use std::io::{BufRead, BufReader, Write};
    use std::process::{ChildStdin, ChildStdout, Command, Stdio};

    use ai::Level;
    use games::alignment::go::Go9;
    use games::{Seat, Typed};

    struct Gtp {
        input: ChildStdin,
        output: BufReader<ChildStdout>,
    }
    impl Gtp {
        fn ask(&mut self, command: &str) -> String {
            writeln!(self.input, "{command}").unwrap();
            self.input.flush().unwrap();
            let mut answer = String::new();
            loop {
                let mut line = String::new();
                assert!(self.output.read_line(&mut line).unwrap() > 0, "GNU Go quit");
                if line.trim().is_empty() {
                    if answer.is_empty() {
                        continue;
                    }
                    break;
                }
                answer.push_str(&line);
            }
            assert!(answer.starts_with('='), "{command}: {answer}");
            answer[1..].trim().to_string()
        }
    }

    let games: u32 = std::env::var("GO_GNUGO_GAMES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(20);
    // The first game's index (colours and seeds follow it), to share a
    // match between processes.
    let first: u32 = std::env::var("GO_GNUGO_FIRST")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(0);
    let budget = Level::THREE.budget();
    let (mut wins, mut losses, mut draws, mut replaced) = (0, 0, 0, 0);
    for index in first..first + games {
        let bot = if index % 2 == 0 { Seat::FIRST } else { Seat::SECOND };
        let mut child = Command::new("/usr/games/gnugo")
            .args([
                "--mode",
                "gtp",
                "--level",
                "1",
                "--boardsize",
                "9",
                "--komi",
                "6.5",
            ])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .expect("GNU Go (apt-get install gnugo)");
        let mut gtp = Gtp {
            input: child.stdin.take().unwrap(),
            output: BufReader::new(child.stdout.take().unwrap()),
        };
        gtp.ask("clear_board");
        let mut game = games::registry::start("go-9x9", &BTreeMap::new()).unwrap();
        let colour = |seat: Seat| if seat == Seat::FIRST { "black" } else { "white" };
        let mut gnugo_score = String::from("-");
        let (mut iterations, mut searches) = (0u64, 0u64);
        let mut disputed = false;
        while let Status::ToMove(seat) = game.status() {
            let counting = game.legal().iter().any(|m| m == "accept");
            if counting && gnugo_score == "-" {
                gnugo_score = gtp.ask("final_score");
            }
            let text = if seat == bot {
                let seed = u64::from(index) * 1000 + game.ply() as u64;
                let thought = best_move_in(game.as_ref(), budget, seed).unwrap();
                iterations += u64::from(thought.iterations);
                searches += 1;
                thought.best
            } else if counting {
                let typed = game.as_any().downcast_ref::<Typed<Go9>>().unwrap();
                let (_, state) = typed.typed();
                let ours: Vec<String> = (0..81)
                    .filter(|&p| state.dead().get(p).copied().unwrap_or(false))
                    .map(Go9::point_name)
                    .collect();
                let mut theirs: Vec<String> = gtp
                    .ask("final_status_list dead")
                    .split_whitespace()
                    .map(str::to_lowercase)
                    .collect();
                let mut ours = ours;
                ours.sort();
                theirs.sort();
                if ours == theirs { "accept" } else { "dispute" }.to_string()
            } else {
                // After a dispute, GNU Go's KGS clean-up mode: it captures
                // the stones it thinks dead before it passes.
                let command = if disputed {
                    "kgs-genmove_cleanup"
                } else {
                    "genmove"
                };
                let answer = gtp.ask(&format!("{command} {}", colour(seat))).to_lowercase();
                if answer == "resign" {
                    break;
                }
                if game.play(&answer).is_ok() {
                    continue;
                }
                // Our superko refuses it: GNU Go passes instead.
                replaced += 1;
                gtp.ask("undo");
                gtp.ask(&format!("play {} pass", colour(seat)));
                "pass".to_string()
            };
            game.play(&text).unwrap();
            disputed |= text == "dispute";
            if seat == bot && text != "accept" && text != "dispute" {
                gtp.ask(&format!("play {} {}", colour(seat), text));
            }
        }
        let winner = match game.status() {
            Status::Over(outcome) => outcome.winner,
            // GNU Go resigned.
            _ => Some(bot),
        };
        match winner {
            Some(w) if w == bot => wins += 1,
            Some(_) => losses += 1,
            None => draws += 1,
        }
        let reason = match game.status() {
            Status::Over(outcome) => outcome.reason.id().to_string(),
            _ => "gnugo-resigned".to_string(),
        };
        println!(
            "game {index}: bot {} , winner {:?}, {reason}, {} plies, GNU Go's score at two passes {gnugo_score}, \
             {} iterations a move; running: {wins}W {draws}D {losses}L\n  {}",
            colour(bot),
            winner.map(colour),
            game.ply(),
            iterations / searches.max(1),
            game.history().join(" ")
        );
        drop(gtp);
        let _ = child.kill();
        let _ = child.wait();
    }
    println!(
        "level 3 vs GNU Go level 1, 9×9: {wins}W {draws}D {losses}L of {games} \
         ({replaced} GNU Go moves refused by superko)"
    );
}
