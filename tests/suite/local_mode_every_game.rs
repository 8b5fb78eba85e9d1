//! Every registered game through local mode as a real process: a seeded
//! random game of our engine (throws from the fixed seed, `TAVOLO_SEED`),
//! typed by its players, each move's picker pressed step by step where its
//! steps are a real choice, and a restart (a new process on the same
//! database) half-way. A game that ends within [`CAP`] plies is played to
//! its end and its result checked (and its dice by `/verify`); a longer
//! one is played to the cap, every move accepted. The games are spread
//! over the cores. What a single game needs beyond this (a scripted rules
//! example, an Italian transcript) stays in its own `local_mode_*.rs`.

use crate::local_game;

use games::registry::{Entry, GAMES};
use games::{DynGame, MoveError, Status};
use local_game::*;

/// The most plies (moves and throws) of a game played here.
const CAP: usize = 20;

/// Random games of the engine per game, the shortest one played.
const SEEDS: u64 = 6;

/// A random game of `entry` up to [`CAP`] plies, throws from [`SEED`].
fn capped_game(entry: &Entry, rng_seed: u64) -> Box<dyn DynGame> {
    let seed = games::chance::parse_seed(SEED).unwrap();
    let mut game = entry.start(&Default::default()).unwrap();
    let mut rng = games::playout::SplitMix64(rng_seed);
    while game.ply() < CAP {
        match game.status() {
            Status::Over(_) => break,
            Status::Chance => {
                game.throw_from_seed(&seed).unwrap();
            }
            Status::ToMove(_) => {
                let legal = game.legal();
                game.play(&legal[rng.below(legal.len())]).unwrap();
            }
        }
    }
    game
}

/// The lines a player types for the move `text` at `game`: each picker
/// step pressed (a press sends the steps chosen so far) while the steps
/// chosen are still ambiguous, then the whole move (or the press that
/// completes it). Each line with the button it must show next, if any.
fn presses(game: &dyn DynGame, text: &str) -> Vec<(String, Option<String>)> {
    let steps = game
        .legal_steps()
        .into_iter()
        .find(|s| s.concat() == text)
        .unwrap_or_else(|| panic!("{}: '{text}' has no steps", game.info().slug));
    let mut lines = Vec::new();
    for k in 1..steps.len() {
        let chosen = steps[..k].concat();
        let mut trial = game.clone_box();
        match trial.play(&chosen) {
            // A press of these steps plays this very move: done.
            Ok(played) if played == text => {
                lines.push((chosen, None));
                return lines;
            }
            // The picker offers the next step among others.
            Err(MoveError::Ambiguous { .. }) => lines.push((chosen, Some(steps[..=k].concat()))),
            // Another move whose text these steps are, or one illegal here
            // (a Quoridor wall's square read as a pawn step, issue 37):
            // type the whole move.
            Ok(_) | Err(MoveError::Illegal { .. }) => break,
            Err(e) => panic!(
                "{}: pressing '{chosen}' of '{text}' is refused: {e}",
                game.info().slug
            ),
        }
    }
    lines.push((text.to_string(), None));
    lines
}

/// The script of the typed lines of `history` (throws and forced passes
/// are the core's), each with the button it must show.
fn script(slug: &str, history: &[String]) -> Vec<(u8, String, Option<String>)> {
    let mut game = games::registry::start(slug, &Default::default()).unwrap();
    let mut lines = Vec::new();
    for text in history {
        if let Status::ToMove(seat) = game.status()
            && game.legal() != ["pass"]
        {
            for (line, button) in presses(game.as_ref(), text) {
                lines.push((seat.0, line, button));
            }
        }
        game.play(text).unwrap();
    }
    lines
}

fn every_game_case(entry: &Entry) {
    let slug = entry.info().slug;
    let game = (0..SEEDS)
        .map(|s| capped_game(entry, s))
        .min_by_key(|g| (!matches!(g.status(), Status::Over(_)), g.ply()))
        .unwrap();
    let lines = script(slug, game.history());
    let seats = game.seats();
    let session = Session::new();
    let half = lines.len() / 2;
    let typed = |part: &[(u8, String, Option<String>)]| -> String {
        part.iter()
            .map(|(seat, text, _)| format!("{}: /move {text}\n", player(*seat)))
            .collect()
    };
    let opponents: Vec<&str> = (1..seats).map(player).collect();
    let accepts: String = opponents.iter().map(|o| format!("{o}: /accept\n")).collect();
    let out1 = session.run(&format!(
        "alice: /challenge {} {slug}\n{accepts}{}",
        opponents.join(" "),
        typed(&lines[..half])
    ));
    assert!(out1.contains("#1"), "{slug}: {out1}");
    let over = matches!(game.status(), Status::Over(_));
    let verify = if over && entry.info().chance {
        "alice: /verify #1\n"
    } else {
        ""
    };
    let out2 = session.run(&format!("{}alice: /board #1\n{verify}", typed(&lines[half..])));
    let out = format!("{out1}{out2}");
    // Every button a press must show was shown (a step before a word,
    // `1 `, is shown without its space).
    for (_, text, button) in &lines {
        if let Some(button) = button {
            assert!(
                out.contains(&format!("[{}]", button.trim())),
                "{slug}: pressing '{text}' offers no [{button}]:\n{out}"
            );
        }
    }
    // Every move was played: one public line per move typed, telling what
    // its player did ("alice played e4", "alice let Black move first"),
    // not a challenge, a seat taken, nor whose turn it is ("alice (Black)
    // to move").
    let moves = lines.iter().filter(|(_, _, b)| b.is_none()).count();
    let played = out
        .lines()
        .filter(|l| {
            (0..seats).any(|s| {
                let said = format!("[tavolo → all] {} ", player(s));
                l.starts_with(&said)
                    && !l.starts_with(&format!("{said}("))
                    && !l.contains(" challenges ")
                    && !l.contains(" joined game ")
            })
        })
        .count();
    assert_eq!(played, moves, "{slug}: {played} of {moves} moves played:\n{out}");
    assert!(
        boards_written(&session.boards()) > 0,
        "{slug}: board PNGs are written"
    );
    if let Status::Over(outcome) = game.status() {
        if seats > 1 {
            assert_result(slug, &out2, outcome.winner.map(|s| s.0));
        } else {
            // A solitaire is won or lost, never drawn.
            assert!(out2.contains("is over"), "{slug}: not over:\n{out2}");
        }
        if entry.info().chance {
            assert!(
                // "throws" of dice, "draws" of a game's secrets.
                out2.lines().any(|l| l.contains("match the revealed seed")),
                "{slug}: the core verifies the dice:\n{out2}"
            );
        }
    }
}

#[test]
fn every_game_plays_through_local_mode_with_a_restart() {
    games::parallel::for_each(GAMES, every_game_case);
}
