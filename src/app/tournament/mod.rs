//! Channel tournaments: round robin (FIDE Berger tables, single or double),
//! Swiss (FIDE Dutch system) and single elimination, with FIDE tie-breaks,
//! standings and crosstable pictures, and TRF-16 export.
//!
//! The pairing engines, tie-breaks and TRF work on a pure [`model::Field`]
//! (players and their per-round entries, as TRF-16 writes them); the
//! lifecycle (`lifecycle.rs`) keeps it in the store and drives the rounds.

pub mod berger;
pub mod command;
pub mod knockout;
mod lifecycle;
pub mod matching;
pub mod model;
mod simulate;
pub mod standings;
pub mod swiss_dutch;
mod table_png;
pub mod tiebreaks;
pub mod trf;

pub use command::{Format, TournamentCommand};
pub use simulate::{Simulation, simulate};
