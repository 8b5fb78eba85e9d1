//! The options of both rule sets.

use crate::options::{OptionKind, OptionSpec};

/// Trominoes of each shape in the two-player game (gap 2: the book's
/// seven; J. P. Neto's summary has six).
pub const PIECES: &str = "pieces";
/// The solitaire's colour to leave bare, by level 1 (red) to 7 (black).
pub const LEVEL: &str = "level";
/// The solitaire refuses a tromino on a cell of the colour to leave bare.
pub const GUARD: &str = "guard";

/// The red squares the first player lays.
pub const REDS: u32 = 7;

pub(super) static OPTIONS: [OptionSpec; 1] = [OptionSpec {
    name: PIECES,
    kind: OptionKind::Int { min: 1, max: 7 },
    default: "7",
    help: "option-hepta-pieces",
}];

pub(super) static SOLO_OPTIONS: [OptionSpec; 2] = [
    OptionSpec {
        name: LEVEL,
        kind: OptionKind::Int { min: 1, max: 7 },
        default: "1",
        help: "option-hepta-level",
    },
    OptionSpec {
        name: GUARD,
        kind: OptionKind::Bool,
        default: "true",
        help: "option-hepta-guard",
    },
];
