//! Whole games between players, for the strength tests and for tuning:
//! the bot at a budget against a random player or against itself, seats
//! alternating, dice thrown from a seed.

use std::collections::BTreeMap;

use games::playout::SplitMix64;
use games::{OptionError, OptionValue};
use games::{Options, Rules, Seat, SeatResult, Status};

use crate::hooks::{Hooks, Plain};
use crate::mcts::{self, Config, sample};
use crate::{Budget, hooks_for};

/// A player in the arena.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Player {
    /// Uniform among the legal moves.
    Random,
    /// The bot at this budget, with the game's hooks.
    Bot(Budget),
    /// The bot at this budget with no game knowledge ([`Plain`] hooks), to
    /// measure what the hooks are worth.
    PlainBot(Budget),
}

impl std::str::FromStr for Player {
    type Err = String;

    /// `random`, `level:N`, `iter:N` (iterations, no time cap) or
    /// `plain:N` (iterations, no hooks).
    fn from_str(text: &str) -> Result<Player, String> {
        let (kind, n) = text.split_once(':').unwrap_or((text, ""));
        let n: Option<u32> = n.parse().ok();
        match (kind, n) {
            ("random", _) => Ok(Player::Random),
            ("level", Some(n)) => crate::Level::new(u64::from(n))
                .map(|l| Player::Bot(l.budget()))
                .ok_or_else(|| format!("no level {n}")),
            ("iter", Some(n)) => Ok(Player::Bot(Budget::iterations(n))),
            ("plain", Some(n)) => Ok(Player::PlainBot(Budget::iterations(n))),
            _ => Err(format!(
                "'{text}': a player is random, level:N, iter:N or plain:N"
            )),
        }
    }
}

/// Results of a match, from the first player's side.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct Tally {
    pub wins: u32,
    pub draws: u32,
    pub losses: u32,
}

impl Tally {
    pub fn games(&self) -> u32 {
        self.wins + self.draws + self.losses
    }

    /// Wins plus half the draws, per game.
    pub fn score(&self) -> f64 {
        (f64::from(self.wins) + 0.5 * f64::from(self.draws)) / f64::from(self.games().max(1))
    }
}

/// Plays `games` games of `R` (default options) between `first` and
/// `second`, `first` taking seat 0 in even games and seat 1 in odd ones.
/// With more seats (Quoridor for four), `first` takes seat `i % seats` in
/// game `i` and `second` plays every other seat; the tally is `first`'s.
/// Game `i` uses seed `seed + i` for dice and searches.
///
/// # Panics
/// If `R` has fewer than two seats with default options.
pub fn match_up<R: Rules>(first: Player, second: Player, games: u32, seed: u64) -> Tally {
    match_up_with::<R>(hooks_for::<R>().as_ref(), first, second, games, seed)
}

/// [`match_up`] with the given hooks for [`Player::Bot`].
///
/// # Panics
/// If `R` has fewer than two seats with default options.
pub fn match_up_with<R: Rules>(
    hooks: &dyn Hooks<R>,
    first: Player,
    second: Player,
    games: u32,
    seed: u64,
) -> Tally {
    match_up_given(&BTreeMap::new(), hooks, first, second, games, seed).expect("default options")
}

/// [`match_up_with`] with `given` options (a game of several sizes played
/// at one of them: `seats=2`).
///
/// # Errors
/// Options the game refuses.
///
/// # Panics
/// If `R` has fewer than two seats with these options.
pub fn match_up_given<R: Rules>(
    given: &BTreeMap<String, OptionValue>,
    hooks: &dyn Hooks<R>,
    first: Player,
    second: Player,
    games: u32,
    seed: u64,
) -> Result<Tally, OptionError> {
    let rules = R::new(&Options::validate(R::info().options, given)?)?;
    let n = rules.seats();
    assert!(n >= 2, "the arena seats two players or more");
    let mut tally = Tally::default();
    for i in 0..games {
        let first_seat = Seat((i % u32::from(n)) as u8);
        let seats: Vec<Player> = (0..n)
            .map(|s| if s == first_seat.0 { first } else { second })
            .collect();
        match play(&rules, hooks, &seats, seed.wrapping_add(u64::from(i))) {
            Some(outcome) => match outcome.result_for(first_seat) {
                SeatResult::Win => tally.wins += 1,
                SeatResult::Draw => tally.draws += 1,
                SeatResult::Loss => tally.losses += 1,
            },
            None => tally.draws += 1,
        }
    }
    Ok(tally)
}

/// Plays `games` games of the one-seat game `R` (a solitaire: default
/// options) by `player`, game `i` with seed `seed + i`: a win is a solved
/// puzzle.
///
/// # Panics
/// If `R` is not a one-seat game with default options.
pub fn solo<R: Rules>(player: Player, games: u32, seed: u64) -> Tally {
    let rules = R::new(&Options::defaults(R::info().options)).expect("default options");
    assert_eq!(rules.seats(), 1, "a solitaire");
    let hooks = hooks_for::<R>();
    let mut tally = Tally::default();
    for i in 0..games {
        match play(&rules, hooks.as_ref(), &[player], seed.wrapping_add(u64::from(i)))
            .map(|outcome| outcome.result_for(Seat::FIRST))
        {
            Some(SeatResult::Win) => tally.wins += 1,
            Some(SeatResult::Loss) => tally.losses += 1,
            Some(SeatResult::Draw) | None => tally.draws += 1,
        }
    }
    tally
}

/// One game, `seats[s]` playing seat `s`; `None` if it passed the rules'
/// ply bound (a bug in a game).
pub fn play<R: Rules>(
    rules: &R,
    hooks: &dyn Hooks<R>,
    seats: &[Player],
    seed: u64,
) -> Option<games::Outcome> {
    let mut state = rules.initial();
    let mut rng = SplitMix64(seed);
    let mut outcomes = Vec::new();
    for ply in 0..=rules.max_plies() {
        let seat = match rules.status(&state) {
            Status::Over(outcome) => return Some(outcome),
            Status::Chance => {
                outcomes.clear();
                rules.chance_outcomes(&state, &mut outcomes);
                let i = sample(&outcomes, &mut rng)?;
                rules.apply(&mut state, &outcomes[i].0);
                continue;
            }
            Status::ToMove(seat) => seat,
        };
        let search_seed = seed.wrapping_mul(1_000_003).wrapping_add(u64::from(ply));
        let mv = match seats[seat.index()] {
            Player::Random => {
                let moves = rules.legal_vec(&state);
                moves[rng.below(moves.len())].clone()
            }
            Player::Bot(budget) => think(rules, &state, hooks, budget, search_seed)?,
            Player::PlainBot(budget) => think(rules, &state, &Plain, budget, search_seed)?,
        };
        rules.apply(&mut state, &mv);
    }
    None
}

fn think<R: Rules, H: Hooks<R> + ?Sized>(
    rules: &R,
    state: &R::State,
    hooks: &H,
    budget: Budget,
    seed: u64,
) -> Option<R::Move> {
    let config = Config {
        time_cap: budget.time_cap,
        ..Config::new(budget.iterations, seed)
    };
    mcts::search(rules, state, hooks, &config).ok().map(|r| r.best)
}

macro_rules! by_slug {
    ($($rules:ty),* $(,)?) => {
        /// [`match_up`] for the game `slug` ([`solo`] by `first` for a
        /// one-seat game); `None` for an unknown slug.
        pub fn match_up_slug(slug: &str, first: Player, second: Player, games: u32, seed: u64) -> Option<Tally> {
            $(
                if slug == <$rules as Rules>::info().slug {
                    return Some(if <$rules as Rules>::info().max_seats == 1 {
                        solo::<$rules>(first, games, seed)
                    } else {
                        match_up::<$rules>(first, second, games, seed)
                    });
                }
            )*
            None
        }

        /// [`match_up_slug`] with `given` options, for a game of two seats
        /// or more (`None` for an unknown slug).
        ///
        /// # Errors
        /// Options the game refuses.
        pub fn match_up_slug_given(
            slug: &str,
            given: &BTreeMap<String, OptionValue>,
            first: Player,
            second: Player,
            games: u32,
            seed: u64,
        ) -> Option<Result<Tally, OptionError>> {
            $(
                if slug == <$rules as Rules>::info().slug {
                    let hooks = hooks_for::<$rules>();
                    return Some(match_up_given::<$rules>(given, hooks.as_ref(), first, second, games, seed));
                }
            )*
            None
        }
    };
}

games::for_each_rules!(by_slug);
