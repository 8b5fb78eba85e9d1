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
//! Knowledge today ([`hooks_for`] picks it): Awele ([`AweleKnowledge`]:
//! captures first, greedy playouts of 16 plies, then the captured seeds),
//! Gomoku ([`GomokuKnowledge`]: points near the stones, lines first,
//! playouts next to stones), the Royal Game of Ur ([`UrKnowledge`]: short
//! playouts, then the race with a debt for pieces not yet entered),
//! Duodecim Scripta ([`DuodecimKnowledge`]: short playouts, then the race;
//! its turns are costly to list), Backgammon and Plakoto ([`PipKnowledge`]:
//! short playouts, then the pip counts), the six Senets
//! ([`SenetKnowledge`]: short playouts, then the progress along the track)
//! and the other mancala rule sets ([`MancalaKnowledge`]: short playouts,
//! then the seeds each side holds), Sahkku ([`SahkkuKnowledge`]: short
//! playouts, then the pieces left). Konane, La Tela, Nim, the draughts,
//! Arabian Oh-Wah-Ree (nests score, pits do not) and Ali Baba use
//! [`Plain`]. To add some for a game, implement
//! [`Hooks`] for its rules type in its family's folder of `knowledge/`
//! (`knowledge/races/ur_bell.rs` for `games::races::ur_bell`) and register
//! it there with one line of `register!` (its file listed in the family's
//! `mod.rs`); [`hooks_for`] finds it by the rules type. Measure it against
//! [`Plain`] with the [`arena`].
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

pub use bot::{BotError, Thought, best_move, best_move_in, plays};
pub use hooks::{Hooks, Plain};
pub use knowledge::{
    AweleKnowledge, BreakthruKnowledge, DuodecimKnowledge, GoKnowledge, GomokuKnowledge, KonoKnowledge,
    LoaKnowledge, MancalaKnowledge, MingMangKnowledge, PipKnowledge, PrarieKnowledge, QuoridorKnowledge,
    SahkkuKnowledge, SenetKnowledge, TaflKnowledge, TwixtKnowledge, UrKnowledge, hooks_for,
};
pub use level::{Budget, Level};
pub use mcts::{Config, Report, SearchError, search};
