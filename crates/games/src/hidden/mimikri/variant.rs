//! The two rule sets of one engine, as data.

use super::{MimikriRules, WORDS};
use crate::options::{OptionKind, OptionSpec, Options};
use crate::{Family, GameInfo};

/// Decoy's options: whether each side sets out its cubes after the deal
/// (gap 2; else the draw's order stands).
pub static DECOY_OPTIONS: [OptionSpec; 1] = [OptionSpec {
    name: "arrange",
    kind: OptionKind::Bool,
    default: "true",
    help: "option-mimikri-arrange",
}];

/// Whether `options` let Decoy's sides set out their cubes (`false` for
/// the No game, which declares no option; it never does).
pub fn arranging(options: &Options) -> bool {
    options.bool("arrange")
}

/// A rule set's facts.
#[derive(Debug)]
pub struct Variant {
    pub info: GameInfo,
    /// The No game (else Decoy).
    pub no: bool,
}

/// A Mimikri rule set: its [`Variant`].
pub trait RuleSet: Send + Sync + 'static {
    fn variant() -> &'static Variant;
    /// What the shared suites must know (see [`crate::knobs`]).
    const KNOBS: crate::Knobs;
}

macro_rules! rule_set {
    ($marker:ident, $game:ident, $variant:ident, $knobs:expr) => {
        #[doc = concat!("The `", stringify!($variant), "` rule set.")]
        pub struct $marker;

        impl RuleSet for $marker {
            fn variant() -> &'static Variant {
                &$variant
            }
            const KNOBS: crate::Knobs = $knobs;
        }

        #[doc = concat!("Mimikri played by the `", stringify!($variant), "` rule set.")]
        pub type $game = MimikriRules<$marker>;
    };
}

// Search over the game's resample (knowledge `ai::knowledge::hidden::
// mimikri`). Measured with the arena (release, the seats alternating,
// 2026-11-30 11:47 UTC, a loaded machine): level 1 against random 8 wins,
// 2 draws, 0 losses of 10 (seed 1; 3-2-0 as White, 5-0-0 as Black), 3
// minutes. Level 3 against random 4 of 4 (seed 1, 2-0-0 as each seat,
// 500 s, 2026-11-30, a loaded machine). Since the cubes are set out after
// the deal (gap 2, first choice of up to 5 040 orders): level 1 against
// random 9 wins, 1 draw, 0 losses of 10 (seed 1; 5-0-0 as White, 4-1-0
// as Black; 37 s, 2026-12-01).
rule_set!(
    DecoySet,
    MimikriDecoy,
    DECOY,
    crate::Knobs {
        // Random games run to the 200-turn cap, each turn a try or more.
        load: crate::knobs::Load::Long,
        strength: Some(crate::knobs::Strength::new(
            crate::knobs::Bar::new(10, 0.75),
            crate::knobs::Bar::new(4, 0.75),
        )),
        ..crate::Knobs::NONE
    }
);
// Measured as Decoy's: level 1 against random 9 wins, 1 loss of 10 (seed
// 1; 4-0-1 as White, 5-0-0 as Black), 6 minutes. Level 3 against random
// 4 of 4 (seed 1, 2-0-0 as each seat, 3 505 s on a loaded machine).
rule_set!(
    NoSet,
    MimikriNo,
    NO,
    crate::Knobs {
        // Random games run to the 200-turn cap, each turn a try or more.
        load: crate::knobs::Load::Long,
        strength: Some(crate::knobs::Strength::new(
            crate::knobs::Bar::new(10, 0.75),
            crate::knobs::Bar::new(4, 0.75),
        )),
        ..crate::Knobs::NONE
    }
);

/// The Decoy game (§20.2).
pub static DECOY: Variant = Variant {
    info: GameInfo {
        slug: "mimikri-decoy",
        name_en: "Mimikri, the Decoy game",
        name_it: "Mimikri, il gioco dell'inganno",
        aliases: &["decoy game", "mimikri decoy"],
        family: Family::Hidden,
        summary: "chess with cubes: you know your pieces, not the opponent's",
        min_seats: 2,
        max_seats: 2,
        seat_names: &super::NAMES,
        chance: true,
        hidden: true,
        options: &DECOY_OPTIONS,
        max_plies: super::state::MAX_PLIES_DECOY,
        source: "catalog randolph-16-37.md, 20 Mimikri (3M 1975)",
        words: &WORDS,
    },
    no: false,
};

/// The No game (§20.3).
pub static NO: Variant = Variant {
    info: GameInfo {
        slug: "mimikri-no",
        name_en: "Mimikri, the No game",
        name_it: "Mimikri, il gioco del no",
        aliases: &["no game", "mimikri no game"],
        family: Family::Hidden,
        summary: "chess with cubes: you see the opponent's pieces, not yours",
        min_seats: 2,
        max_seats: 2,
        seat_names: &super::NAMES,
        chance: true,
        hidden: true,
        options: &[],
        max_plies: super::state::MAX_PLIES_NO,
        source: "catalog randolph-16-37.md, 20 Mimikri (3M 1975)",
        words: &WORDS,
    },
    no: true,
};
