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
//! - **Hidden information**: [`Rules::observation`] and views per seat.
//! - **Pictures**: [`View`] describes a position for a renderer that knows
//!   board kinds, never games.
//!
//! The engine protocol (`tavolo engine`) is in [`protocol`].

pub mod chance;
pub mod dice_record;
mod dyn_game;
pub mod fast_hash;
mod info;
pub mod notation;
mod options;
pub mod perft;
pub mod playout;
pub mod protocol;
pub mod registry;
mod rules;
mod seat;
mod status;
pub mod view;

pub mod alibaba;
pub mod awele;
pub mod backgammon;
pub mod draughts;
pub mod duodecim_scripta;
pub mod gomoku;
pub mod konane;
pub mod la_tela;
pub mod mancala;
pub mod nim;
pub mod sahkku;
pub mod senet;
pub mod ur_bell;

pub use dyn_game::{DynGame, StepChoices, Typed};
pub use info::GameInfo;
pub use notation::MoveError;
pub use options::{OptionError, OptionKind, OptionSpec, OptionValue, Options};
pub use rules::{Rules, match_text};
pub use seat::Seat;
pub use status::{Outcome, SeatResult, Status};
pub use view::View;
