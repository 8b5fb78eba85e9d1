//! The bot in the normal suite, for every registered game: one move at
//! level 1 from a few positions, legal and within the level's time cap; a
//! win in one is always taken; the same seed gives the same move. What a
//! game needs here is declared by the game (`games::Knobs`); scripted
//! positions of single games are in `scripted.rs`.

use std::collections::BTreeMap;
use std::time::Duration;

use ai::{Level, best_move};
use games::playout::SplitMix64;
use games::registry::GAMES;
use games::{DynGame, SeatResult, Status};

/// Random plies into each game at which the bot is asked for a move.
const DEPTHS: [usize; 3] = [0, 7, 30];

/// Slack over the time cap. This is a coarse bound, not a measure of speed
/// (criterion and the arena measure that): it catches a search that
/// ignores its cap (level 1's 300 iterations of TwixT take about a minute
/// unoptimised), while one long iteration on a busy machine in debug mode
/// (a TwixT playout, a root of 500 moves looked ahead) may run past the
/// cap by a few seconds.
const SLACK: Duration = Duration::from_secs(4);

/// A game of `slug` after `plies` random moves and throws (fewer if it ends).
fn random_game(slug: &str, plies: usize, seed: u64) -> Box<dyn DynGame> {
    let mut game = games::registry::start(slug, &BTreeMap::new()).unwrap();
    let mut rng = SplitMix64(seed);
    for _ in 0..plies {
        let legal = game.legal();
        if legal.is_empty() {
            break;
        }
        game.play(&legal[rng.below(legal.len())]).unwrap();
    }
    game
}

/// Plays on at random to the next position where a seat is to move.
fn to_a_seat(game: &mut Box<dyn DynGame>, rng: &mut SplitMix64) -> bool {
    loop {
        match game.status() {
            Status::ToMove(_) => return true,
            Status::Over(_) => return false,
            Status::Chance => {
                let legal = game.legal();
                game.play(&legal[rng.below(legal.len())]).unwrap();
            }
        }
    }
}

#[test]
fn every_game_gets_a_legal_level_1_move_within_its_cap() {
    let cap = Level::ONE.budget().time_cap.unwrap();
    games::parallel::for_each(GAMES, |entry| {
        let slug = entry.info().slug;
        assert!(ai::plays(slug), "{slug}: the bot plays every registered game");
        for (i, &depth) in DEPTHS.iter().enumerate() {
            let mut rng = SplitMix64(i as u64);
            let mut game = random_game(slug, depth, i as u64);
            if !to_a_seat(&mut game, &mut rng) {
                continue;
            }
            let thought = best_move(slug, &BTreeMap::new(), game.history(), Level::ONE.budget(), 9)
                .unwrap_or_else(|e| panic!("{slug} after {:?}: {e}", game.history()));
            assert!(
                game.legal().contains(&thought.best),
                "{slug} after {:?}: {} is not legal",
                game.history(),
                thought.best
            );
            assert!(
                thought.elapsed <= cap + SLACK,
                "{slug}: level 1 took {:?}",
                thought.elapsed
            );
        }
    });
}

/// The scan below samples: it asks the bot about the first win in one it
/// meets, among at most [`MAX_POSITIONS`] positions of random games per
/// game, or [`MAX_POSITIONS_RARE`] for the games that declare
/// `Knobs::no_win_among_others` (scans for three wins each over forty whole
/// games took 380 s for all games unoptimised, 108 s of them backgammon's,
/// which has none). Some games meet their first win late: congklak and
/// Senet of the seven pieces after some 4,000 positions.
const MAX_POSITIONS: usize = 6_000;
const MAX_POSITIONS_RARE: usize = 300;

#[test]
fn level_1_takes_a_win_in_one_whenever_there_is_one() {
    games::parallel::for_each(GAMES, |entry| {
        let slug = entry.info().slug;
        let knobs = entry.knobs();
        // A game whose every position lists hundreds or thousands of moves
        // (`Knobs::slow_scan`: Duodecim Scripta, TwixT, Quoridor with the
        // coin or the die) has its own win-in-one test at the end.
        if knobs.slow_scan {
            return;
        }
        // In a game of hidden information the win in one usually hangs on
        // what the seat cannot see (Domemo: the number of its last tile),
        // and a search over determinizations proves nothing: not checked
        // here.
        if entry.info().hidden {
            return;
        }
        let most = if knobs.no_win_among_others {
            MAX_POSITIONS_RARE
        } else {
            MAX_POSITIONS
        };
        let (mut found, mut looked) = (0, 0);
        'games: for seed in 0..40u64 {
            let mut game = random_game(slug, 0, seed);
            let mut rng = SplitMix64(seed);
            while to_a_seat(&mut game, &mut rng) {
                looked += 1;
                if looked > most {
                    break 'games;
                }
                let Status::ToMove(seat) = game.status() else {
                    break;
                };
                let legal = game.legal();
                let wins: Vec<&String> = legal
                    .iter()
                    .filter(|m| {
                        let mut next = game.clone_box();
                        next.play(m).unwrap();
                        next.status()
                            .outcome()
                            .is_some_and(|o| o.result_for(seat) == SeatResult::Win)
                    })
                    .collect();
                if !wins.is_empty() && legal.len() > 1 {
                    let thought =
                        best_move(slug, &BTreeMap::new(), game.history(), Level::ONE.budget(), seed).unwrap();
                    assert!(
                        wins.contains(&&thought.best),
                        "{slug} after {:?}: {} misses the win in one ({wins:?})",
                        game.history(),
                        thought.best
                    );
                    assert_eq!(thought.proven, Some(SeatResult::Win), "{slug}");
                    found += 1;
                    break 'games;
                }
                game.play(&legal[rng.below(legal.len())]).unwrap();
            }
        }
        assert!(
            found > 0 || knobs.no_win_among_others,
            "{slug}: no position with a win in one was tried"
        );
    });
}

#[test]
fn the_same_seed_and_iterations_give_the_same_move() {
    // Few iterations say as much about determinism as many, for less.
    let budget = ai::Budget::iterations(100);
    for entry in GAMES {
        let slug = entry.info().slug;
        let mut rng = SplitMix64(3);
        let mut game = random_game(slug, 5, 3);
        if !to_a_seat(&mut game, &mut rng) {
            continue;
        }
        let a = best_move(slug, &BTreeMap::new(), game.history(), budget, 11).unwrap();
        let b = best_move(slug, &BTreeMap::new(), game.history(), budget, 11).unwrap();
        assert_eq!((a.best, a.iterations), (b.best, b.iterations), "{slug}");
    }
}
