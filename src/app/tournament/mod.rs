//! Channel tournaments in the core: round robin (FIDE Berger tables, single
//! or double), Swiss (FIDE Dutch system) and single elimination, with FIDE
//! tie-breaks, standings and crosstable pictures, and TRF-16 export.
//!
//! The algorithms are the pure `tournament` crate, working on its
//! `tournament::model::Field`; this module keeps a tournament in the store,
//! turns it into a field, drives its rounds through durable jobs and the
//! outbox, and speaks to users: the command parser (`command.rs`), the use
//! cases (`lifecycle.rs`), the cells of the table pictures (`table_png.rs`)
//! and the dry run (`simulate.rs`).

pub mod command;
mod lifecycle;
mod simulate;
mod table_png;

pub use command::{Format, TournamentCommand};
pub use simulate::{Simulation, simulate};
