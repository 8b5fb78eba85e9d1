//! The four Seega rule sets (catalog `tavolando-3-8.md` §21–24): each one's
//! board and rule for a blocked player, as data.

use super::{RuleSet, SeegaRules, Variant};
use crate::options::{OptionKind, OptionSpec};
use crate::{Family, GameInfo};

macro_rules! rule_set {
    ($marker:ident, $game:ident, $variant:ident) => {
        #[doc = concat!("The `", stringify!($variant), "` rule set.")]
        pub struct $marker;

        impl RuleSet for $marker {
            fn variant() -> &'static Variant {
                &$variant
            }
        }

        #[doc = concat!("Seega played by the `", stringify!($variant), "` rule set.")]
        pub type $game = SeegaRules<$marker>;
    };
}

rule_set!(SeegaSet, Seega, SEEGA);
rule_set!(Seega7x7Set, Seega7x7, SEEGA_7X7);
rule_set!(Seega9x9Set, Seega9x9, SEEGA_9X9);
rule_set!(SeegaRemoveSet, SeegaRemove, SEEGA_REMOVE);

/// The longest game on an `n` × `n` board: every placement turn, then at
/// most `QUIET_TURNS` turns before each capture, each capture taking at
/// least one of the `n² - 1` pieces.
const fn longest(n: u32) -> u32 {
    let pieces = n * n - 1;
    pieces / 2 + super::QUIET_TURNS as u32 * (pieces + 1)
}

const SEATS: &[&str] = &["White", "Black"];
const SOURCE: &str = "catalog tavolando-3-8.md §21–24 (Tavolando §6.1)";

/// Seega (§21): 5×5, 12 pieces each.
static SEEGA: Variant = Variant {
    info: GameInfo {
        slug: "seega",
        name_en: "Seega",
        name_it: "Seega",
        aliases: &["kharbga"],
        family: Family::Capture,
        summary: "fill the board two at a time, then trap pieces between two of yours, 5×5",
        min_seats: 2,
        max_seats: 2,
        seat_names: SEATS,
        chance: false,
        hidden: false,
        options: &[],
        max_plies: longest(5),
        source: SOURCE,
        words: &super::WORDS,
    },
    size: 5,
    removal: false,
};

/// Seega 7×7 (§22): 24 pieces each.
static SEEGA_7X7: Variant = Variant {
    info: GameInfo {
        slug: "seega-7x7",
        name_en: "Seega 7×7",
        name_it: "Seega 7×7",
        aliases: &["seega 7x7"],
        family: Family::Capture,
        summary: "Seega on 7×7, 24 pieces each",
        min_seats: 2,
        max_seats: 2,
        seat_names: SEATS,
        chance: false,
        hidden: false,
        options: &[],
        max_plies: longest(7),
        source: SOURCE,
        words: &super::WORDS,
    },
    size: 7,
    removal: false,
};

/// Seega 9×9 (§23): 40 pieces each.
static SEEGA_9X9: Variant = Variant {
    info: GameInfo {
        slug: "seega-9x9",
        name_en: "Seega 9×9",
        name_it: "Seega 9×9",
        aliases: &["seega 9x9"],
        family: Family::Capture,
        summary: "Seega on 9×9, 40 pieces each",
        min_seats: 2,
        max_seats: 2,
        seat_names: SEATS,
        chance: false,
        hidden: false,
        options: &[],
        max_plies: longest(9),
        source: SOURCE,
        words: &super::WORDS,
    },
    size: 9,
    removal: false,
};

/// Seega with removal (§24): a blocked player removes an enemy piece
/// beside one of his own and moves into its square; any of the three sizes.
static SEEGA_REMOVE: Variant = Variant {
    info: GameInfo {
        slug: "seega-remove",
        name_en: "Seega with removal",
        name_it: "Seega con rimozione",
        aliases: &["seega remove"],
        family: Family::Capture,
        summary: "Seega where a blocked player removes an enemy piece, then moves",
        min_seats: 2,
        max_seats: 2,
        seat_names: SEATS,
        chance: false,
        hidden: false,
        options: &[OptionSpec {
            name: "size",
            kind: OptionKind::Int { min: 5, max: 9 },
            default: "5",
            help: "option-seega-size",
        }],
        max_plies: longest(9),
        source: SOURCE,
        words: &super::WORDS,
    },
    size: 5,
    removal: true,
};
