//! The rule set's facts: its `GameInfo` and its one option.

use super::PLY_CAP;
use crate::options::{OptionKind, OptionSpec};
use crate::{Family, GameInfo};

/// Five Field Kono, with the spoiling rule unless `spoiling=false`.
pub static INFO: GameInfo = GameInfo {
    slug: "five-field-kono",
    name_en: "Five Field Kono",
    name_it: "Five Field Kono",
    aliases: &["o-pat-ko-no", "kono"],
    family: Family::Capture,
    summary: "step diagonally to fill the other side's starting points first",
    min_seats: 2,
    max_seats: 2,
    seat_names: &["White", "Black"],
    chance: false,
    hidden: false,
    options: &[OptionSpec {
        name: "spoiling",
        kind: OptionKind::Bool,
        default: "true",
        help: "option-kono-spoiling",
    }],
    max_plies: PLY_CAP as u32,
    source: "catalog tavolando-3-8.md §16 (Tavolando §4.5)",
    words: &super::WORDS,
};
