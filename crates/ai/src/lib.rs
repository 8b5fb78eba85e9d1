//! Tavolo's computer opponent: one Monte Carlo tree search for every game.
//!
//! The search ([`mcts`]) is written once against the typed [`games::Rules`]
//! contract: UCT with chance nodes sampled by weight, a solver for results
//! it can prove (so a win in one is never missed), and hidden information
//! handled by searching only states drawn from what the bot's seat observes.
//! Games add knowledge through [`Hooks`] (move ordering, a playout policy,
//! an evaluation) where it pays; every hook has a default, so a new game
//! gets a bot without writing one.
//!
//! Knowledge lives in `knowledge/`, one folder per family of the games
//! crate and one file per game or engine, each saying what it knows (the
//! races: short playouts, then the race; Awele: captures first; Go: a playout
//! policy, priors and RAVE, a count answered by its own estimate; …); [`hooks_for`]
//! finds a game's by its rules type, and a game without any is searched
//! with [`Plain`]. To add some for a game, implement [`Hooks`] for its
//! rules type in a file of its family's folder
//! (`knowledge/races/ur_bell.rs` for `games::races::ur_bell`), register it
//! there with `register!` (the hooks, then the rules types they serve) and
//! put the file's name in the family's `family!` list: nothing else names
//! it. Measure it against [`Plain`] with the [`arena`].
//!
//! The core and the engine protocol use the erased faces: [`best_move`] (a
//! game's slug, options and move list in, the canonical text of the move
//! out) and [`best_move_in`] (a game in progress in, searched from its live
//! state without replaying its moves), at a [`Level`] or for an exact
//! number of iterations. It reaches every
//! registered game through [`games::for_each_rules!`].
//!
//! ```
//! use std::collections::BTreeMap;
//! use ai::{Budget, best_move};
//!
//! // Nim (misère), rows 1-3-5-7, after `4:7` and `3:5`: rows 1-3 are left.
//! let moves = ["4:7".to_string(), "3:5".to_string()];
//! let thought = best_move("nim", &BTreeMap::new(), &moves, Budget::iterations(2_000), 1)?;
//! // Emptying row 2 leaves the opponent the last match: a proven win.
//! assert_eq!(thought.best, "2:3");
//! assert_eq!(thought.proven, Some(games::SeatResult::Win));
//! # Ok::<_, ai::BotError>(())
//! ```
//!
//! Deterministic given a seed and an iteration count: only a time cap (the
//! levels have one) can end a search at a different point.

pub mod arena;
mod bot;
mod hooks;
mod knowledge;
mod level;
pub mod mcts;

/// Go's knowledge, for the benches and the match against GNU Go: its
/// settings ([`go::GoKnowledge`], each part switchable), the playout
/// policy and its board.
pub mod go {
    pub use crate::knowledge::alignment::go::board::FastBoard;
    pub use crate::knowledge::alignment::go::policy::{Policy, playout};
    pub use crate::knowledge::alignment::go::{GoKnowledge, Priors};
}

pub use bot::{BotError, Thought, TreeKey, Trees, best_move, best_move_in, best_move_kept, plays};
pub use hooks::{Hooks, Plain};
pub use knowledge::hooks_for;
pub use level::{Budget, Level};
pub use mcts::{Config, KeptTree, Report, SearchError, search, search_kept};
