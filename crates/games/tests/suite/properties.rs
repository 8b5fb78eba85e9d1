//! The property suite every registered game must pass (OpenSpiel's
//! `RandomSimTest`): random games through the erased face, checking the
//! engine contract at every ply.

use std::collections::{BTreeMap, HashSet};

use games::knobs::Load;
use games::playout::SplitMix64;
use games::registry::{self, GAMES};
use games::{DynGame, MoveError, Seat, Status};

/// Random games per registered game in the default suite.
const GAMES_PER_RULESET: u64 = 12;

/// The most legal moves whose notation round trip is checked per position.
const ROUND_TRIPS: usize = 24;

/// Checks the contract at the current position of `game`.
fn check_position(game: &dyn DynGame) {
    let slug = game.info().slug;
    let at = format!("{slug} after {:?}", game.history());
    let legal = game.legal();
    let unique: HashSet<&String> = legal.iter().collect();
    assert_eq!(
        unique.len(),
        legal.len(),
        "{at}: canonical texts repeat: {legal:?}"
    );
    match game.status() {
        Status::ToMove(seat) => {
            assert!(seat.0 < game.seats(), "{at}: seat {seat} out of range");
            assert!(
                !legal.is_empty(),
                "{at}: a seat to move must have a move (pass is explicit)"
            );
            assert!(
                game.chance().is_empty(),
                "{at}: chance listed outside a chance node"
            );
        }
        Status::Chance => {
            let chance = game.chance();
            assert!(!chance.is_empty(), "{at}: chance node without outcomes");
            let total: u64 = chance.iter().map(|(_, w)| u64::from(*w)).sum();
            assert!(total > 0, "{at}: chance weights sum to zero");
            assert!(
                game.info().chance,
                "{at}: chance node in a game declared without chance"
            );
        }
        Status::Over(outcome) => {
            assert!(legal.is_empty(), "{at}: moves listed after the end");
            assert!(!outcome.reason.id().is_empty(), "{at}: an outcome needs a reason");
            if let Some(winner) = outcome.winner {
                assert!(winner.0 < game.seats(), "{at}: winner out of range");
            }
            for per_seat in [
                outcome.scores.as_ref().map(Vec::len),
                outcome.ranks.as_ref().map(Vec::len),
            ]
            .into_iter()
            .flatten()
            {
                assert_eq!(
                    per_seat,
                    usize::from(game.seats()),
                    "{at}: per-seat vector length"
                );
            }
        }
    }
    // Notation: each legal text parses back to itself; steps concatenate to
    // it. Positions with many moves (a three-dice race turn lists hundreds,
    // each parse lists them again) are sampled evenly, at most
    // `ROUND_TRIPS` moves, so the suite stays quick in debug builds.
    let steps = game.legal_steps();
    assert_eq!(steps.len(), legal.len(), "{at}: steps per move");
    let stride = legal.len().div_ceil(ROUND_TRIPS).max(1);
    for (text, steps) in legal.iter().zip(&steps).step_by(stride) {
        assert_eq!(&steps.concat(), text, "{at}: steps of '{text}'");
        let mut copy = game.clone_box();
        let played = copy
            .play(text)
            .unwrap_or_else(|e| panic!("{at}: legal '{text}' refused: {e}"));
        assert_eq!(&played, text, "{at}: '{text}' did not round-trip");
        assert_eq!(copy.ply(), game.ply() + 1, "{at}: one move is one ply");
    }
    if let Some(first) = steps.first() {
        let choices = game.step_choices(&[]);
        assert!(
            choices.next.contains(&first[0]),
            "{at}: picker misses '{}'",
            first[0]
        );
    }
    // Observations and views exist for every seat and for spectators.
    for s in 0..game.seats() {
        let _ = game.observation(Some(Seat(s)));
        let _ = game.view(Some(Seat(s)));
    }
    let _ = game.view(None);
}

/// The options a game is given, by name.
type Options = BTreeMap<String, games::OptionValue>;

/// One random game of `slug` with `given` options, checked at every ply;
/// returns the plies played.
fn random_game(slug: &str, given: &Options, seed: u64) -> usize {
    let mut game = registry::start(slug, given).expect("starts with its options");
    let mut rng = SplitMix64(seed);
    let cap = game.max_plies() as usize;
    assert!(
        game.max_plies() <= game.info().max_plies,
        "{slug}: bound above the declared one"
    );
    loop {
        check_position(game.as_ref());
        match game.status() {
            Status::Over(_) => break,
            Status::Chance => {
                let mut throw_seed = [0u8; 32];
                throw_seed[..8].copy_from_slice(&rng.next_u64().to_be_bytes());
                game.throw_from_seed(&throw_seed)
                    .expect("a throw at a chance node");
            }
            Status::ToMove(_) => {
                let legal = game.legal();
                let pick = &legal[rng.below(legal.len())];
                game.play(pick).expect("a legal move plays");
            }
        }
        assert!(
            game.ply() <= cap,
            "{slug}: longer than its declared max_plies {cap}"
        );
    }
    // Replaying the move list rebuilds the same position.
    let mut replay = registry::start(slug, given).unwrap();
    for text in game.history() {
        replay
            .play(text)
            .unwrap_or_else(|e| panic!("{slug}: replay of '{text}' failed: {e}"));
    }
    assert_eq!(replay.position(), game.position(), "{slug}: replay differs");
    assert_eq!(replay.status(), game.status(), "{slug}: replayed outcome differs");
    game.ply()
}

#[test]
fn every_game_keeps_the_contract_along_random_games() {
    games::parallel::for_each(GAMES, |entry| {
        let slug = entry.info().slug;
        // How many random games each game's `Knobs::load` allows: Go runs
        // to its ply cap with hundreds of moves a ply, Quoridor with the
        // coin lists thousands of moves a ply, Duodecim Scripta lists a
        // three-dice turn by trying every order of the dice; the ignored
        // test below plays many of each.
        let games = match entry.knobs().load {
            Load::Light => GAMES_PER_RULESET,
            Load::Wide => 4,
            Load::Costly => 2,
            Load::Long => 1,
        };
        for seed in 0..games {
            random_game(slug, &Options::new(), seed);
        }
    });
}

/// The same with each declared option alone at another value: one random
/// game each, for the games light or wide to list.
#[test]
fn every_option_keeps_the_contract_along_a_random_game() {
    crate::option_sets::play_each(|entry, given, seed| {
        random_game(entry.info().slug, given, seed);
    });
}

#[test]
fn every_game_declares_sane_facts() {
    for entry in GAMES {
        let info = entry.info();
        assert!(
            info.slug
                .chars()
                .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
        );
        assert!(info.min_seats >= 1 && info.min_seats <= info.max_seats && info.max_seats <= 7);
        assert!(
            info.seat_names.len() >= usize::from(info.max_seats),
            "{}: seat names",
            info.slug
        );
        assert!(info.max_plies > 0 && !info.source.is_empty());
        let game = entry.start(&BTreeMap::new()).unwrap();
        assert!(game.seats() >= info.min_seats && game.seats() <= info.max_seats);
    }
}

/// Long run: `cargo test -p tavolo-games --test suite properties -- --ignored`.
#[test]
#[ignore = "slow: thousands of random games"]
fn every_game_keeps_the_contract_along_many_random_games() {
    games::parallel::for_each(GAMES, |entry| {
        for seed in 0..1_000 {
            random_game(entry.info().slug, &Options::new(), 1_000 + seed);
        }
    });
}

/// The most choices a picker may offer at one step (Discord's menus and
/// autocomplete hold 25).
const MOST_CHOICES: usize = 25;

/// Plies of a seeded random game at which every step of every legal move
/// is checked.
const PICKER_PLIES: [usize; 4] = [0, 3, 12, 40];

/// The most partial moves pressed per position.
const PRESSES: usize = 12;

/// Every step of every legal move offers at most [`MOST_CHOICES`]
/// choices, at several plies of a random game of every registered game:
/// the distinct next steps after each chosen prefix are counted.
#[test]
fn every_picker_step_offers_at_most_25_choices() {
    games::parallel::for_each(GAMES, |entry| {
        let slug = entry.info().slug;
        let mut game = entry.start(&BTreeMap::new()).expect("starts with defaults");
        let mut rng = SplitMix64(7);
        for ply in 0..=PICKER_PLIES[PICKER_PLIES.len() - 1] {
            let legal = game.legal();
            if legal.is_empty() {
                break;
            }
            if PICKER_PLIES.contains(&ply) && matches!(game.status(), Status::ToMove(_)) {
                let mut next: BTreeMap<&[String], HashSet<&String>> = BTreeMap::new();
                let steps = game.legal_steps();
                for move_steps in &steps {
                    for (i, step) in move_steps.iter().enumerate() {
                        next.entry(&move_steps[..i]).or_default().insert(step);
                    }
                }
                for (chosen, choices) in &next {
                    assert!(
                        choices.len() <= MOST_CHOICES,
                        "{slug} after {:?}: {} choices after {chosen:?}",
                        game.history(),
                        choices.len()
                    );
                }
                // A press sends the steps chosen so far: the game answers
                // with the next choices (ambiguous) or plays a move, never
                // refuses them as no move. A sample of the prefixes, each parse lists
                // every move again.
                for chosen in next.keys().filter(|c| !c.is_empty()).take(PRESSES) {
                    let text = chosen.concat();
                    match game.clone_box().play(&text) {
                        // Illegal: the steps read as another move, illegal
                        // here (a Quoridor wall's square read as a pawn
                        // step, issue 37): not a press refused as no move.
                        Ok(_) | Err(MoveError::Ambiguous { .. } | MoveError::Illegal { .. }) => {}
                        Err(e) => panic!(
                            "{slug} after {:?}: the steps '{text}' are refused: {e}",
                            game.history()
                        ),
                    }
                }
            }
            game.play(&legal[rng.below(legal.len())])
                .expect("a legal move plays");
        }
    });
}
