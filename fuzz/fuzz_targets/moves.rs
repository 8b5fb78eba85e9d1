//! Every registered game reads any move text without a panic, after any
//! run of legal plies, and a refused text changes nothing; any position
//! text (the engine protocol's `position`) is read or refused without a
//! panic, and a position it accepts can be inspected and played on.
//!
//! The input: byte 0 picks the game in the registry; byte 1 picks the mode.
//! Its low bit set: the rest of the input is a position text. Clear:
//! `byte 1 >> 2` plies (0 to 63), each the legal move (or throw) its byte
//! picks, then the rest of the input is the move text; with bit 1 set, the
//! text is spliced into a legal move's text instead (two bytes pick the
//! move and where to cut it), to reach the diagnosis of near misses.
//!
//! `cargo +nightly fuzz run moves` (see "Fuzzing" in the README).
#![no_main]

use std::collections::BTreeMap;

use games::registry::GAMES;
use games::{DynGame, Seat, Status};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let [pick, mode, rest @ ..] = data else {
        return;
    };
    let entry = &GAMES[usize::from(*pick) % GAMES.len()];
    let defaults = BTreeMap::new();
    if mode & 1 == 1 {
        let text = String::from_utf8_lossy(rest);
        if let Ok(game) = entry.start_at(&defaults, &text) {
            look_at(game.as_ref());
            let position = game.position();
            let _ = entry.start_at(&defaults, &position);
            play_first(game);
        }
        return;
    }
    let mut game = entry
        .start(&defaults)
        .expect("every game starts with its defaults");
    let mut bytes = rest.iter();
    for _ in 0..mode >> 2 {
        let Some(&byte) = bytes.next() else { break };
        let choices = match game.status() {
            Status::Over(_) => break,
            Status::ToMove(_) => game.legal(),
            Status::Chance => game
                .chance()
                .into_iter()
                .filter(|&(_, weight)| weight > 0)
                .map(|(throw, _)| throw)
                .collect(),
        };
        assert!(
            !choices.is_empty(),
            "{}: nothing to play at ply {}",
            entry.info().slug,
            game.ply()
        );
        let chosen = &choices[usize::from(byte) % choices.len()];
        let played = game.play(chosen).expect("a listed move plays");
        assert_eq!(&played, chosen, "a listed move is canonical");
    }
    let mut text = String::new();
    if mode & 2 == 2
        && let [which, cut, ..] = bytes.as_slice()
    {
        let legal = game.legal();
        if !legal.is_empty() {
            let near = &legal[usize::from(*which) % legal.len()];
            let cut = (0..=usize::from(*cut) % (near.len() + 1))
                .rev()
                .find(|&at| near.is_char_boundary(at))
                .unwrap_or(0);
            text.push_str(&near[..cut]);
            bytes.nth(1);
        }
    }
    text.push_str(&String::from_utf8_lossy(bytes.as_slice()));
    let steps: Vec<String> = text.split_whitespace().map(str::to_string).collect();
    std::hint::black_box(game.step_choices(&steps));
    let before = (game.position(), game.ply());
    match game.play(&text) {
        Ok(played) => assert_eq!(game.history().last(), Some(&played)),
        Err(refusal) => {
            std::hint::black_box(refusal.to_string());
            assert_eq!(
                (game.position(), game.ply()),
                before,
                "a refused move changed the game"
            );
        }
    }
});

/// Everything a reader of the game asks of it.
fn look_at(game: &dyn DynGame) {
    std::hint::black_box((game.status(), game.legal(), game.chance(), game.legal_steps()));
    std::hint::black_box(game.view(None));
    for seat in 0..game.seats() {
        std::hint::black_box((game.observation(Seat(seat)), game.view(Some(Seat(seat)))));
    }
}

/// Plays the first legal move or throw, if any, and looks again.
fn play_first(mut game: Box<dyn DynGame>) {
    let first = match game.status() {
        Status::Over(_) => return,
        Status::ToMove(_) => game.legal().into_iter().next(),
        Status::Chance => game.chance().into_iter().find(|&(_, w)| w > 0).map(|(t, _)| t),
    };
    if let Some(first) = first {
        game.play(&first).expect("a listed move plays");
        look_at(game.as_ref());
    }
}
