//! Knowledge for the capture and hunt games (`games::capture`).

mod prarie;
mod tafl;

pub use prarie::PrarieKnowledge;
pub use tafl::TaflKnowledge;
