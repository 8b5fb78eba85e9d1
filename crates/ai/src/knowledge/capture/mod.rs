//! Knowledge for the capture and hunt games (`games::capture`).

mod breakthru;
mod prarie;
mod tafl;

pub use breakthru::BreakthruKnowledge;
pub use prarie::PrarieKnowledge;
pub use tafl::TaflKnowledge;

/// The family's registrations: every knowledge file's.
pub(super) const REGISTRATIONS: &[&[crate::knowledge::Registration]] = &[
    breakthru::REGISTRATIONS,
    prarie::REGISTRATIONS,
    tafl::REGISTRATIONS,
];
