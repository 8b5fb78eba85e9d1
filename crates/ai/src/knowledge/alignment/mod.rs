//! Knowledge for the alignment games (`games::alignment`).

mod go;
mod gomoku;

pub use go::GoKnowledge;
pub use gomoku::GomokuKnowledge;

/// The family's registrations: every knowledge file's.
pub(super) const REGISTRATIONS: &[&[crate::knowledge::Registration]] =
    &[go::REGISTRATIONS, gomoku::REGISTRATIONS];
