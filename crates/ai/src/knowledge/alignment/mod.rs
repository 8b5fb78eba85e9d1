//! Knowledge for the alignment games (`games::alignment`).

mod go;
mod gomoku;

pub use go::GoKnowledge;
pub use gomoku::GomokuKnowledge;
