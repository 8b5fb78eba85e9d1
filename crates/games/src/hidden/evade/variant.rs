//! The options of a table: peeking allowed (the rules) or not (the
//! catalog's variant 1: no checks once the game has started).

use crate::options::{OptionKind, OptionSpec, Options};

/// The options Evade declares.
pub static OPTIONS: [OptionSpec; 1] = [OptionSpec {
    name: "peeking",
    kind: OptionKind::Bool,
    default: "true",
    help: "option-evade-peeking",
}];

/// Whether `options` allow peeking.
pub fn peeking(options: &Options) -> bool {
    options.bool("peeking")
}
