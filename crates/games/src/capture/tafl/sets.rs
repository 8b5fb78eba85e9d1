//! The five tafl rule sets: each one's differences from the shared rules
//! (board, set-up, who moves first, armed king, step length, ply cap), as
//! data. Set-ups and choices are the catalog's resolutions.

use super::{RuleSet, Side, Tafl, Variant};
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

        #[doc = concat!("Tafl played by the `", stringify!($variant), "` rule set.")]
        pub type $game = Tafl<$marker>;
    };
}

rule_set!(HnefataflSet, Hnefatafl, HNEFATAFL);
rule_set!(TablutSet, Tablut, TABLUT);
rule_set!(TawlbwrddSet, Tawlbwrdd, TAWLBWRDD);
rule_set!(AleaEvangeliiSet, AleaEvangelii, ALEA_EVANGELII);
rule_set!(ArdRiSet, ArdRi, ARD_RI);

/// The 24 attackers of both 11×11 games (the Fetlar/Copenhagen layout).
pub(super) const ATTACKERS_11: &str =
    "d1 e1 f1 g1 h1 f2 a4 a5 a6 a7 a8 b6 k4 k5 k6 k7 k8 j6 d11 e11 f11 g11 h11 f10";

/// Hnefatafl's 12 defenders in a diamond round the king.
pub(super) const DIAMOND_11: &str = "f4 e5 f5 g5 d6 e6 g6 h6 e7 f7 g7 f8";

/// Hnefatafl (§12.1): 11×11, the defenders in a diamond (gap 1: twelve, as
/// Fetlar and Copenhagen), Black first (gap 4), unarmed king (gap 3).
static HNEFATAFL: Variant = Variant {
    info: GameInfo {
        slug: "hnefatafl",
        name_en: "Hnefatafl",
        name_it: "Hnefatafl",
        aliases: &["tafl", "king's table", "tavola del re"],
        family: Family::Capture,
        summary: "the Viking king escapes to a corner, 11×11",
        min_seats: 2,
        max_seats: 2,
        seat_names: &["Black", "White"],
        chance: false,
        hidden: false,
        options: &[],
        max_plies: 300,
        source: "catalog tavolando-9-14-and-short-issues.md, hnefatafl (Tavolando §12.1)",
        words: &super::WORDS,
    },
    size: 11,
    attackers: ATTACKERS_11,
    defenders: DIAMOND_11,
    king: "f6",
    first: Side::Attackers,
    armed_king: false,
    one_step: false,
    ply_cap: 300,
};

/// Tablut (§12.2): 9×9, Linnaeus's layout, corner escape (gap 2).
static TABLUT: Variant = Variant {
    info: GameInfo {
        slug: "tablut",
        name_en: "Tablut",
        name_it: "Tablut",
        aliases: &[],
        family: Family::Capture,
        summary: "Linnaeus's Lapland tafl: escape to a corner, 9×9",
        min_seats: 2,
        max_seats: 2,
        seat_names: &["Black", "White"],
        chance: false,
        hidden: false,
        options: &[],
        max_plies: 240,
        source: "catalog tavolando-9-14-and-short-issues.md, tablut (Tavolando §12.2)",
        words: &super::WORDS,
    },
    size: 9,
    attackers: "d1 e1 f1 e2 a4 a5 a6 b5 i4 i5 i6 h5 d9 e9 f9 e8",
    defenders: "e3 e4 e6 e7 c5 d5 f5 g5",
    king: "e5",
    first: Side::Attackers,
    armed_king: false,
    one_step: false,
    ply_cap: 240,
};

/// Tawl-bwrdd (§12.3): as hnefatafl, the defenders in a cross (gap 1).
static TAWLBWRDD: Variant = Variant {
    info: GameInfo {
        slug: "tawlbwrdd",
        name_en: "Tawlbwrdd",
        name_it: "Tawl-bwrdd",
        aliases: &["tawl-bwrdd"],
        family: Family::Capture,
        summary: "Welsh tafl, defenders in a cross, 11×11",
        min_seats: 2,
        max_seats: 2,
        seat_names: &["Black", "White"],
        chance: false,
        hidden: false,
        options: &[],
        max_plies: 300,
        source: "catalog tavolando-9-14-and-short-issues.md, tawlbwrdd (Tavolando §12.3)",
        words: &super::WORDS,
    },
    size: 11,
    attackers: ATTACKERS_11,
    defenders: "f3 f4 f5 c6 d6 e6 g6 h6 i6 f7 f8 f9",
    king: "f6",
    first: Side::Attackers,
    armed_king: false,
    one_step: false,
    ply_cap: 300,
};

/// Alea Evangelii (§12.4): 19×19, the Ludii placement (gap 1), Black
/// first (gap 2), the four corners (gap 3).
static ALEA_EVANGELII: Variant = Variant {
    info: GameInfo {
        slug: "alea-evangelii",
        name_en: "Alea Evangelii",
        name_it: "Alea Evangelii",
        aliases: &[],
        family: Family::Capture,
        summary: "the Irish gospel tafl, 19×19",
        min_seats: 2,
        max_seats: 2,
        seat_names: &["Black", "White"],
        chance: false,
        hidden: false,
        options: &[],
        max_plies: 300,
        source: "catalog tavolando-9-14-and-short-issues.md, alea-evangelii (Tavolando §12.4)",
        words: &super::WORDS,
    },
    size: 19,
    attackers: "c1 f1 n1 q1 a3 f3 n3 s3 h4 l4 g5 i5 k5 m5 a6 c6 q6 s6 e7 o7 d8 p8 e9 o9 \
                e11 o11 d12 p12 e13 o13 a14 c14 q14 s14 g15 i15 k15 m15 h16 l16 a17 f17 n17 s17 c19 f19 n19 q19",
    defenders: "j4 f6 n6 j7 i8 k8 h9 j9 l9 d10 g10 i10 k10 m10 p10 h11 j11 l11 i12 k12 j13 f14 n14 j16",
    king: "j10",
    first: Side::Attackers,
    armed_king: false,
    one_step: false,
    ply_cap: 300,
};

/// Ard Ri (§12.5): 7×7, White first, one square at a time, armed king
/// (text); the Ludii set-up (gap 1).
static ARD_RI: Variant = Variant {
    info: GameInfo {
        slug: "ard-ri",
        name_en: "Ard Ri",
        name_it: "Ard Ri",
        aliases: &["ard-rí"],
        family: Family::Capture,
        summary: "the Scottish high king: one-step tafl, 7×7",
        min_seats: 2,
        max_seats: 2,
        seat_names: &["White", "Black"],
        chance: false,
        hidden: false,
        options: &[],
        max_plies: 200,
        source: "catalog tavolando-9-14-and-short-issues.md, ard-ri (Tavolando §12.5)",
        words: &super::WORDS,
    },
    size: 7,
    attackers: "c1 d1 e1 d2 a3 a4 a5 b4 g3 g4 g5 f4 d6 c7 d7 e7",
    defenders: "c3 d3 e3 c4 e4 c5 d5 e5",
    king: "d4",
    first: Side::Defenders,
    armed_king: true,
    one_step: true,
    ply_cap: 200,
};
