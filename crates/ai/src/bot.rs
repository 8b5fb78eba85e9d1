//! The bot behind an erased face: a game named by its slug, its options and
//! its move list in, the move to play out. This is what the core and the
//! engine protocol call; it reaches each game's typed rules through
//! [`games::for_each_rules!`], so every registered game has a bot.

use std::collections::BTreeMap;
use std::fmt;
use std::time::Duration;

use games::{DynGame, MoveError, OptionError, OptionValue, Options, Rules, SeatResult, Typed};

use crate::Budget;
use crate::knowledge::hooks_for;
use crate::mcts::{self, Config, SearchError};

/// The bot's choice.
#[derive(Clone, PartialEq, Debug)]
pub struct Thought {
    /// The move, in canonical notation.
    pub best: String,
    /// Iterations the search ran.
    pub iterations: u32,
    /// Time the search took.
    pub elapsed: Duration,
    /// The position's result for the bot, when the search proved it.
    pub proven: Option<SeatResult>,
    /// The chosen move's mean result for the seat to move, in `-1..=1`
    /// (its exact value when proven); `None` when nothing was searched
    /// (a single legal move).
    pub value: Option<f64>,
}

/// Why the bot gives no move.
#[derive(Clone, PartialEq, Debug)]
pub enum BotError {
    /// No game has this name.
    UnknownGame(String),
    /// The options were refused.
    Options(OptionError),
    /// A move of the list does not replay.
    Move { index: usize, error: MoveError },
    /// The search has nothing to do, or cannot play the game.
    Search(SearchError),
}

impl fmt::Display for BotError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BotError::UnknownGame(name) => write!(f, "no game is called '{name}'"),
            BotError::Options(e) => write!(f, "{e}"),
            BotError::Move { index, error } => write!(f, "move {index}: {error}"),
            BotError::Search(e) => write!(f, "{e}"),
        }
    }
}

impl std::error::Error for BotError {}

/// The move the bot plays in game `game` (a slug or name) with `options`
/// after `moves` (every move and throw from the start, as recorded), with
/// the search's random choices drawn from `seed`.
///
/// Deterministic given `seed` and a budget without a time cap.
///
/// # Errors
/// See [`BotError`]; [`SearchError::Chance`] and [`SearchError::Over`] when
/// no seat is to move.
pub fn best_move(
    game: &str,
    options: &BTreeMap<String, OptionValue>,
    moves: &[String],
    budget: Budget,
    seed: u64,
) -> Result<Thought, BotError> {
    let slug = slug(game)?;
    let job = Job {
        options,
        from: From::Moves(moves),
        budget,
        seed,
    };
    dispatch(slug, &job)
}

/// The move the bot plays in the position of `game`, searched from its
/// live state: nothing is replayed, so a turn of a long game costs no more
/// than one of a short game. Same search as [`best_move`] with the game's
/// options and move list.
///
/// # Errors
/// As [`best_move`].
pub fn best_move_in(game: &dyn DynGame, budget: Budget, seed: u64) -> Result<Thought, BotError> {
    let options = game
        .options()
        .iter()
        .map(|(name, value)| (name.to_string(), value.clone()))
        .collect();
    let job = Job {
        options: &options,
        from: From::Game(game),
        budget,
        seed,
    };
    dispatch(game.info().slug, &job)
}

/// Whether the bot can play `game` (it cannot play a game of hidden
/// information whose hooks do not sample what a seat may not see).
pub fn plays(game: &str) -> bool {
    slug(game).is_ok_and(supported)
}

fn slug(game: &str) -> Result<&'static str, BotError> {
    games::registry::find(game)
        .map(|entry| entry.info().slug)
        .ok_or_else(|| BotError::UnknownGame(games::notation::clip(game)))
}

/// A search request for a game not yet known by type.
struct Job<'a> {
    options: &'a BTreeMap<String, OptionValue>,
    from: From<'a>,
    budget: Budget,
    seed: u64,
}

/// Where the position to search comes from.
#[derive(Clone, Copy)]
enum From<'a> {
    /// The move list, replayed from the start.
    Moves(&'a [String]),
    /// A game in progress: its typed state when it is one of ours, else
    /// its move list.
    Game(&'a dyn DynGame),
}

impl Job<'_> {
    fn run<R: Rules>(&self) -> Result<Thought, BotError> {
        let moves = match self.from {
            From::Game(game) => match game.as_any().downcast_ref::<Typed<R>>() {
                Some(typed) => {
                    let (rules, state) = typed.typed();
                    return self.search(rules, state);
                }
                None => game.history(),
            },
            From::Moves(moves) => moves,
        };
        let options = Options::validate(R::info().options, self.options).map_err(BotError::Options)?;
        let rules = R::new(&options).map_err(BotError::Options)?;
        let mut state = rules.initial();
        for (index, text) in moves.iter().enumerate() {
            let mv = rules
                .parse_move(&state, text)
                .map_err(|error| BotError::Move { index, error })?;
            rules.apply(&mut state, &mv);
        }
        self.search(&rules, &state)
    }

    fn search<R: Rules>(&self, rules: &R, state: &R::State) -> Result<Thought, BotError> {
        let hooks = hooks_for::<R>();
        let config = Config {
            time_cap: self.budget.time_cap,
            ..Config::new(self.budget.iterations, self.seed)
        };
        let report = mcts::search(rules, state, hooks.as_ref(), &config).map_err(BotError::Search)?;
        let value = report
            .moves
            .iter()
            .find(|m| m.mv == report.best && (m.visits > 0 || m.proven))
            .map(|m| m.value);
        Ok(Thought {
            best: rules.format_move(state, &report.best),
            iterations: report.iterations,
            elapsed: report.elapsed,
            proven: report.proven,
            value,
        })
    }
}

fn can_play<R: Rules>() -> bool {
    !R::info().hidden || hooks_for::<R>().determinizes()
}

macro_rules! dispatch {
    ($($rules:ty),* $(,)?) => {
        /// Runs `job` with the typed rules of `slug`.
        fn dispatch(slug: &str, job: &Job<'_>) -> Result<Thought, BotError> {
            $(
                if slug == <$rules as Rules>::info().slug {
                    return job.run::<$rules>();
                }
            )*
            Err(BotError::UnknownGame(slug.to_string()))
        }

        /// Whether the bot can play the game `slug`.
        fn supported(slug: &str) -> bool {
            $(
                if slug == <$rules as Rules>::info().slug {
                    return can_play::<$rules>();
                }
            )*
            false
        }
    };
}

games::for_each_rules!(dispatch);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn searching_a_live_game_finds_what_replaying_its_moves_finds() {
        let mut game = games::registry::start("awele", &BTreeMap::new()).unwrap();
        let mut played = Vec::new();
        for _ in 0..12 {
            let next = game.legal()[0].clone();
            played.push(game.play(&next).unwrap());
        }
        let budget = Budget::iterations(200);
        let replayed = best_move("awele", &BTreeMap::new(), &played, budget, 5).unwrap();
        let live = best_move_in(game.as_ref(), budget, 5).unwrap();
        assert_eq!(live.best, replayed.best);
        assert_eq!(live.iterations, replayed.iterations);
    }

    #[test]
    fn a_proven_win_is_valued_one_and_a_lone_move_is_not_valued() {
        let moves: Vec<String> = ["4:7", "3:5"].map(String::from).to_vec();
        let won = best_move("nim", &BTreeMap::new(), &moves, Budget::iterations(2_000), 1).unwrap();
        assert_eq!((won.best.as_str(), won.value), ("2:3", Some(1.0)));
        // One match left: nothing to search, nothing to estimate.
        let moves: Vec<String> = ["1:1", "2:3", "3:5", "4:6"].map(String::from).to_vec();
        let lone = best_move("nim", &BTreeMap::new(), &moves, Budget::iterations(2_000), 1).unwrap();
        assert_eq!((lone.best.as_str(), lone.value), ("4:1", None));
    }
}
