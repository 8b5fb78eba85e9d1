//! The options of a table: how many players (2 to 4, as the rules say).

use crate::options::{OptionKind, OptionSpec, Options};

/// The options Ting Tong declares.
pub static OPTIONS: [OptionSpec; 1] = [OptionSpec {
    name: "seats",
    kind: OptionKind::Int { min: 2, max: 4 },
    default: "2",
    help: "option-ting-tong-seats",
}];

/// The number of seats `options` choose.
pub fn seats(options: &Options) -> u8 {
    options.int("seats").clamp(2, 4) as u8
}
