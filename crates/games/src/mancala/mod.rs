//! The mancala family: sowing games on one shared engine.
//!
//! A game of the family is a [`engine::Variant`]: it states its board
//! ([`layout::Layout`]: pits, owners, rows, circuits, facing pits), its
//! set-up, which moves are legal, what its laps do at their end
//! ([`sowing::Laps`]: relay, capture, store, house…) and how it ends. The
//! rest is shared:
//!
//! - [`board`]: pits and stores as counted cells;
//! - [`layout`]: the board's shape, directions and circuits;
//! - [`sowing`]: the sowing machine (laps, relay sowing, passing over
//!   cells, the endless-sowing cut);
//! - [`capture`]: the walk back through 2s and 3s;
//! - [`trace`]: what a move did, told as messages for the reply;
//! - [`notation`]: pit names, directions and flags, refusals;
//! - [`picture`]: the [`crate::View`] of a position;
//! - [`reading`]: reading a position text back (`from_position`): the
//!   shared head, then each rule set's own words and end;
//! - [`engine`]: the generic [`crate::Rules`] over a variant.
//!
//! Awele ([`crate::mancala::awele`]) is built on it too.

pub mod awele;
pub mod bao;
pub mod board;
pub mod capture;
pub mod congklak;
pub mod engine;
pub mod hawalis;
pub mod layli;
pub mod layout;
pub mod notation;
pub mod oh_wah_ree;
pub mod picture;
pub mod reading;
pub mod rows;
pub mod sowing;
pub mod tchuka_ruma;
pub mod togyzkumalak;
pub mod trace;

pub use engine::{Flag, Mancala, Move, State, Variant};
pub use layout::Dir;

/// The mancala engine's words (sowing stories, refusals, captions), which
/// every mancala game lists among its shared words.
pub static WORDS: crate::Words = crate::Words {
    key: "mancala",
    en: include_str!("en.ftl"),
    it: include_str!("it.ftl"),
    shared: &[],
};
