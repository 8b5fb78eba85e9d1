//! Tournaments without the chat: the pure algorithms behind Tavolo's
//! channel tournaments. Everything here is synchronous and works on a
//! [`model::Field`] (players by pairing number and, per round, what each
//! did, in TRF-16's terms); no store, no clock, no words for users. The
//! bot's core keeps a tournament in its database, turns it into a field,
//! and asks this crate for the next round, the standings or the TRF.
//!
//! - [`berger`]: round-robin schedules (FIDE Berger tables);
//! - [`swiss_dutch`]: Swiss pairings by the FIDE Dutch system, on the
//!   maximum-weight matching of [`matching`];
//! - [`knockout`]: single-elimination brackets;
//! - [`tiebreaks`] and [`standings`]: FIDE tie-breaks and the ranking;
//! - [`trf`]: the FIDE TRF-16 report file, written and read.

pub mod berger;
pub mod knockout;
pub mod matching;
pub mod model;
pub mod standings;
pub mod swiss_dutch;
pub mod tiebreaks;
pub mod trf;
