//! Knowledge for the modern abstracts (`games::modern`).

mod lines_of_action;
mod quoridor;
mod twixt;

pub use lines_of_action::LoaKnowledge;
pub use quoridor::QuoridorKnowledge;
pub use twixt::TwixtKnowledge;

/// The family's registrations: every knowledge file's.
pub(super) const REGISTRATIONS: &[&[crate::knowledge::Registration]] = &[
    lines_of_action::REGISTRATIONS,
    quoridor::REGISTRATIONS,
    twixt::REGISTRATIONS,
];
