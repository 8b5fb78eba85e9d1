//! Knowledge for the capture and hunt games (`games::capture`).

mod breakthru;
mod five_field_kono;
mod ming_mang;
mod prarie;
mod tafl;

pub use breakthru::BreakthruKnowledge;
pub use five_field_kono::KonoKnowledge;
pub use ming_mang::MingMangKnowledge;
pub use prarie::PrarieKnowledge;
pub use tafl::TaflKnowledge;

/// The family's registrations: every knowledge file's.
pub(super) const REGISTRATIONS: &[&[crate::knowledge::Registration]] = &[
    breakthru::REGISTRATIONS,
    five_field_kono::REGISTRATIONS,
    ming_mang::REGISTRATIONS,
    prarie::REGISTRATIONS,
    tafl::REGISTRATIONS,
];
