//! The bot behind an erased face: a game named by its slug, its options and
//! its move list in, the move to play out. This is what the core and the
//! engine protocol call; it reaches each game's typed rules through
//! [`games::for_each_rules!`], so every registered game has a bot.

use std::collections::BTreeMap;
use std::fmt;
use std::time::Duration;

use games::{MoveError, OptionError, OptionValue, Options, Rules, SeatResult};

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
        moves,
        budget,
        seed,
    };
    dispatch(slug, &job)
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
    moves: &'a [String],
    budget: Budget,
    seed: u64,
}

impl Job<'_> {
    fn run<R: Rules>(&self) -> Result<Thought, BotError> {
        let options = Options::validate(R::info().options, self.options).map_err(BotError::Options)?;
        let rules = R::new(&options).map_err(BotError::Options)?;
        let mut state = rules.initial();
        for (index, text) in self.moves.iter().enumerate() {
            let mv = rules
                .parse_move(&state, text)
                .map_err(|error| BotError::Move { index, error })?;
            rules.apply(&mut state, &mv);
        }
        let hooks = hooks_for::<R>();
        let config = Config {
            time_cap: self.budget.time_cap,
            ..Config::new(self.budget.iterations, self.seed)
        };
        let report = mcts::search(&rules, &state, hooks.as_ref(), &config).map_err(BotError::Search)?;
        Ok(Thought {
            best: rules.format_move(&state, &report.best),
            iterations: report.iterations,
            elapsed: report.elapsed,
            proven: report.proven,
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
