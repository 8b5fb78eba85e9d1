//! The options of a table: the number of players.

use crate::options::{OptionKind, OptionSpec, Options};

/// Robin Hood's options.
pub static OPTIONS: [OptionSpec; 1] = [OptionSpec {
    name: "seats",
    kind: OptionKind::Int { min: 2, max: 4 },
    default: "2",
    help: "option-robinhood-seats",
}];

/// The seats `options` choose.
pub fn seats(options: &Options) -> u8 {
    options.int("seats").clamp(2, 4) as u8
}
