//! Tavolo's game engines: pure rules, notation and pictures of positions.
//!
//! No I/O, no clock, no randomness, no async: a game is a value of a type that
//! implements [`Rules`], and a game in progress seen by the core is a
//! [`DynGame`] created from the [`registry`].
//!
//! # The contract in brief
//!
//! - **Whose turn**: [`Status`] is a seat, chance, or over with an
//!   [`Outcome`] (a winner, or per-seat ranks and scores, with a reason).
//! - **A move is one whole turn** where the turn's options can be listed (a
//!   morris move with its removal, a konane multi-jump). A seat with nothing
//!   to do gets the explicit move `pass`; the engine never skips a ply.
//! - **Chance is a move**: at a chance node the state lists outcomes with
//!   integer weights; the throw is recorded in the move list. The seed →
//!   throw derivation the core uses is documented in [`chance`].
//! - **Notation**: one canonical text per move that parses back; customary
//!   variants accepted; a move splits into picker steps; refusals are
//!   [`MoveError`]s of three kinds: not a move, illegal here, ambiguous.
//! - **Position text**: canonical per game, also the default meaning of
//!   "same position" for repetition.
//! - **Hidden information**: [`Rules::observation`] and views per seat;
//!   a secret shown for a moment is a [`Glimpse`].
//! - **Pictures**: [`View`] describes a position for a renderer that knows
//!   board kinds, never games.
//!
//! The engine protocol (`tavolo engine`) is in [`protocol`].
//!
//! # Where things are
//!
//! The contract sits at the top of the crate: [`rules`](Rules), [`status`](Status),
//! [`view`], [`notation`], [`options`](Options), [`registry`], [`protocol`],
//! [`chance`]. The games live one folder per family: [`mancala`],
//! [`draughts`], [`races`], [`alignment`], [`capture`] (and, as they come,
//! `modern`, `chess`, `hidden`). Adding a game: one file or folder in its
//! family and one line in [`for_each_rules!`].

pub mod chance;
pub mod dice_record;
mod dyn_game;
mod family;
mod glimpse;
pub mod grid;
mod info;
pub mod knobs;
pub mod message;
pub mod notation;
mod options;
pub mod parallel;
pub mod perft;
pub mod playout;
pub mod position;
pub mod protocol;
pub mod record;
pub mod registry;
mod rules;
mod seat;
pub mod solve;
mod status;
#[cfg(test)]
mod testing;
pub mod view;

// The games, one folder per family of the catalog, one file or folder per
// game (or per engine shared by a family's rule sets).
pub mod alignment;
pub mod capture;
pub mod chess;
pub mod draughts;
pub mod hidden;
pub mod mancala;
pub mod modern;
pub mod races;

pub use dyn_game::{DynGame, FromPositionError, StepChoices, Typed};
pub use family::Family;
pub use glimpse::Glimpse;
pub use info::GameInfo;
pub use knobs::Knobs;
pub use message::{Arg, Message, Neutral, Speak, Speaker, Words};
pub use notation::MoveError;
pub use options::{OptionError, OptionKind, OptionSpec, OptionValue, Options};
pub use position::{PositionError, PositionErrorKind};
pub use record::{Record, RecordError, RecordFormat, RecordTags};
pub use rules::{Rules, match_text};
pub use seat::Seat;
pub use status::{Outcome, SeatResult, Status};
pub use view::View;
