//! The options: how many seats, and the three-seat scoring (gap 3).

use super::Spots;
use crate::options::{OptionError, OptionKind, OptionSpec, Options};

/// The options Spots declares.
pub(super) static OPTIONS: [OptionSpec; 2] = [
    OptionSpec {
        name: "seats",
        kind: OptionKind::Int { min: 2, max: 4 },
        default: "2",
        help: "option-spots-seats",
    },
    OptionSpec {
        name: "neighbour",
        kind: OptionKind::Bool,
        default: "true",
        help: "option-spots-neighbour",
    },
];

/// The rules the options describe. Four seats always play as two teams
/// (the text's pairs); `neighbour` matters with three seats only.
///
/// # Errors
/// None: every combination is playable.
pub(super) fn build(options: &Options) -> Result<Spots, OptionError> {
    Ok(Spots {
        seats: options.int("seats").clamp(2, 4) as u8,
        neighbour: options.bool("neighbour"),
    })
}
