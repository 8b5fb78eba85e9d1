//! The rule set's facts: its `GameInfo` and its one option.

use super::ply_cap;
use crate::options::{OptionKind, OptionSpec};
use crate::{Family, GameInfo};

/// Ming Mang: 8 × 8 by default, 17 × 17 with `size=17`.
pub static INFO: GameInfo = GameInfo {
    slug: "ming-mang",
    name_en: "Ming Mang",
    name_it: "Ming Mang",
    aliases: &["mig mang"],
    family: Family::Capture,
    summary: "rook moves; pieces shut in between two of yours change colour",
    min_seats: 2,
    max_seats: 2,
    seat_names: &["Black", "White"],
    chance: false,
    hidden: false,
    options: &[OptionSpec {
        name: "size",
        kind: OptionKind::Int { min: 8, max: 17 },
        default: "8",
        help: "option-ming-mang-size",
    }],
    max_plies: ply_cap(17),
    source: "catalog tavolando-9-14-and-short-issues.md, ming-mang (Tavolando §13.3)",
    words: &super::WORDS,
};
