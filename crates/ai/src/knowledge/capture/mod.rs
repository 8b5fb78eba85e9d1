//! Knowledge for the capture and hunt games (`games::capture`).

mod tafl;

pub use tafl::TaflKnowledge;
