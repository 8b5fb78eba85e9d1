//! The options of a table: players, the track's length, and (two pawns
//! each) whether the seat chooses its pawn or the pawns take turns.

use crate::options::{OptionKind, OptionSpec, Options};

/// The shortest loop: longer than the longest move (3 × 7 = 21), so no
/// move passes the finish twice (the catalog's gap 3).
pub const SHORTEST: i64 = 22;
/// The longest loop drawn.
pub const LONGEST: i64 = 40;

/// The track's length: the catalog's proposal, 30 squares.
const LENGTH: OptionSpec = OptionSpec {
    name: "length",
    kind: OptionKind::Int {
        min: SHORTEST,
        max: LONGEST,
    },
    default: "30",
    help: "option-kanguruh-length",
};

/// Känguruh's options.
pub static OPTIONS: [OptionSpec; 2] = [
    OptionSpec {
        name: "seats",
        kind: OptionKind::Int { min: 2, max: 6 },
        default: "2",
        help: "option-kanguruh-seats",
    },
    LENGTH,
];

/// The variant for 2 and 3 players' options.
pub static PAIR_OPTIONS: [OptionSpec; 3] = [
    OptionSpec {
        name: "seats",
        kind: OptionKind::Int { min: 2, max: 3 },
        default: "2",
        help: "option-kanguruh-2p3p-seats",
    },
    LENGTH,
    OptionSpec {
        name: "pawns",
        kind: OptionKind::Choice(&["choose", "cycle"]),
        default: "choose",
        help: "option-kanguruh-pawns",
    },
];

/// The seats `options` choose, within `most`.
pub fn seats(options: &Options, most: u8) -> u8 {
    options.int("seats").clamp(2, i64::from(most)) as u8
}

/// The track's length `options` choose.
pub fn length(options: &Options) -> u8 {
    options.int("length").clamp(SHORTEST, LONGEST) as u8
}

/// Whether the pawns take turns in a fixed cycle (`pawns=cycle`).
pub fn cycle(options: &Options) -> bool {
    options.choice("pawns") == "cycle"
}
