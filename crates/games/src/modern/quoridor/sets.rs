//! The Quoridor rule sets: each one's differences from the shared rules
//! (seats, starting squares, goals, walls), as data. Choices are the
//! catalog's resolutions.

use super::{Goal, QuoridorRules, RuleSet, Variant};
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

        #[doc = concat!("Quoridor played by the `", stringify!($variant), "` rule set.")]
        pub type $game = QuoridorRules<$marker>;
    };
}

rule_set!(QuoridorSet, Quoridor, QUORIDOR);
rule_set!(Quoridor4pSet, Quoridor4p, QUORIDOR_4P);
rule_set!(FewerWallsSet, QuoridorFewerWalls, FEWER_WALLS);

/// Two pawns, South from e1 to rank 9 and North from e9 to rank 1.
const TWO_STARTS: &[&str] = &["e1", "e9"];
const TWO_GOALS: &[Goal] = &[Goal::Top, Goal::Bottom];

/// Quoridor for two (catalog `quoridor`): 10 walls each, South first.
static QUORIDOR: Variant = Variant {
    info: GameInfo {
        slug: "quoridor",
        name_en: "Quoridor",
        name_it: "Quoridor",
        aliases: &["pinko pallino"],
        family: Family::Modern,
        summary: "race your pawn across, blocking with walls, 2 players",
        min_seats: 2,
        max_seats: 2,
        seat_names: &["South", "North"],
        chance: false,
        hidden: false,
        options: &[],
        max_plies: super::PLY_CAP,
        source: "catalog tavolando-9-14-and-short-issues.md, quoridor (Fogliaccio 25, seed 004)",
    },
    starts: TWO_STARTS,
    goals: TWO_GOALS,
    walls: 10,
};

/// Quoridor for four (catalog `quoridor-4p`): 5 walls each, turns
/// anticlockwise seen from above with South at the bottom: South, East,
/// North, West. The first pawn home wins.
static QUORIDOR_4P: Variant = Variant {
    info: GameInfo {
        slug: "quoridor-4p",
        name_en: "Quoridor for four",
        name_it: "Quoridor a quattro",
        aliases: &["quoridor 4", "quoridor4"],
        family: Family::Modern,
        summary: "four pawns race to the far sides, 5 walls each",
        min_seats: 4,
        max_seats: 4,
        seat_names: &["South", "East", "North", "West"],
        chance: false,
        hidden: false,
        options: &[],
        max_plies: super::PLY_CAP,
        source: "catalog tavolando-9-14-and-short-issues.md, quoridor-4p (Fogliaccio 25, seed 004)",
    },
    starts: &["e1", "i5", "e9", "a5"],
    goals: &[Goal::Top, Goal::Left, Goal::Bottom, Goal::Right],
    walls: 5,
};

/// Quoridor with fewer walls (catalog `quoridor-fewer-walls`, the PBeM
/// tournament's proposal): 9 or 8 walls each (option `walls`, 9 by
/// default).
static FEWER_WALLS: Variant = Variant {
    info: GameInfo {
        slug: "quoridor-fewer-walls",
        name_en: "Quoridor with fewer walls",
        name_it: "Quoridor con meno barriere",
        aliases: &["quoridor 9 walls", "quoridor 8 walls"],
        family: Family::Modern,
        summary: "Quoridor with 9 or 8 walls each (a tournament proposal)",
        min_seats: 2,
        max_seats: 2,
        seat_names: &["South", "North"],
        chance: false,
        hidden: false,
        options: &[OptionSpec {
            name: "walls",
            kind: OptionKind::Int { min: 8, max: 9 },
            default: "9",
            help: "option-quoridor-walls",
        }],
        max_plies: super::PLY_CAP,
        source: "catalog tavolando-9-14-and-short-issues.md, quoridor-fewer-walls (Fogliaccio 25, seed 004)",
    },
    starts: TWO_STARTS,
    goals: TWO_GOALS,
    walls: 9,
};
