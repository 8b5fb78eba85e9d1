//! Knowledge for the races (`games::races`): short playouts, then the race
//! or the material, since whole random games are long and costly.

mod backgammon;
mod duodecim_scripta;
mod sahkku;
mod senet;
mod ur_bell;

pub use backgammon::PipKnowledge;
pub use duodecim_scripta::DuodecimKnowledge;
pub use sahkku::SahkkuKnowledge;
pub use senet::SenetKnowledge;
pub use ur_bell::UrKnowledge;

/// The family's registrations: every knowledge file's.
pub(super) const REGISTRATIONS: &[&[crate::knowledge::Registration]] = &[
    backgammon::REGISTRATIONS,
    duodecim_scripta::REGISTRATIONS,
    sahkku::REGISTRATIONS,
    senet::REGISTRATIONS,
    ur_bell::REGISTRATIONS,
];
