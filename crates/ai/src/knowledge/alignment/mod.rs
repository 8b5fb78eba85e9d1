//! Knowledge for the alignment games (`games::alignment`).

mod gomoku;

pub use gomoku::GomokuKnowledge;
