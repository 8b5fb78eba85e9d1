//! The options of a table: players, and whether moves may go back along
//! the course.

use crate::options::{OptionKind, OptionSpec, Options};

/// Schachjagd's options.
pub static OPTIONS: [OptionSpec; 2] = [
    OptionSpec {
        name: "seats",
        kind: OptionKind::Int { min: 2, max: 4 },
        default: "2",
        help: "option-schachjagd-seats",
    },
    OptionSpec {
        name: "backward",
        kind: OptionKind::Bool,
        default: "true",
        help: "option-schachjagd-backward",
    },
];

/// The seats `options` choose.
pub fn seats(options: &Options) -> u8 {
    options.int("seats").clamp(2, 4) as u8
}

/// Whether a move may end farther back along the course (`backward`,
/// true by default).
pub fn backward(options: &Options) -> bool {
    options.bool("backward")
}
