//! Knowledge for the capture and hunt games (`games::capture`).

mod breakthru;
mod prarie;
mod tafl;

pub use breakthru::BreakthruKnowledge;
pub use prarie::PrarieKnowledge;
pub use tafl::TaflKnowledge;
