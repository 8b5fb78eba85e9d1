//! Knowledge for the mancala family (`games::mancala`): Awele's own, and
//! the seed count shared by the rule sets of the sowing engine.

mod awele;
mod engine;

pub use awele::AweleKnowledge;
pub use engine::MancalaKnowledge;

/// The family's registrations: every knowledge file's.
pub(super) const REGISTRATIONS: &[&[crate::knowledge::Registration]] =
    &[awele::REGISTRATIONS, engine::REGISTRATIONS];
