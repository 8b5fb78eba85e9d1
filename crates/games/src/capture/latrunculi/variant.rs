//! The rule set as data: its `GameInfo` with its options, and the bound on
//! a game's length.

use crate::options::{OptionKind, OptionSpec};
use crate::{Family, GameInfo};

/// The longest game with `pieces` each: every placement, then at most
/// `QUIET_TURNS` turns before each removal and after the last, each
/// removal (a ply of its own) taking one of the `2 × pieces` pieces.
pub(super) const fn longest(pieces: u32) -> u32 {
    let all = 2 * pieces;
    all + all * (super::QUIET_TURNS as u32 + 1) + super::QUIET_TURNS as u32
}

/// Latrunculi (catalog §25).
pub static LATRUNCULI: GameInfo = GameInfo {
    slug: "latrunculi",
    name_en: "Latrunculi",
    name_it: "Latrunculi",
    aliases: &["ludus latrunculorum", "latrunculorum"],
    family: Family::Capture,
    summary: "Roman game: place, then step and jump to pin enemy pieces between two of yours",
    min_seats: 2,
    max_seats: 2,
    seat_names: &["White", "Black"],
    chance: false,
    hidden: false,
    options: &[
        OptionSpec {
            name: "board",
            kind: OptionKind::Choice(&["8x8", "8x9", "7x7", "7x8"]),
            default: "8x8",
            help: "option-latrunculi-board",
        },
        OptionSpec {
            name: "pieces",
            kind: OptionKind::Int { min: 14, max: 24 },
            default: "16",
            help: "option-latrunculi-pieces",
        },
        OptionSpec {
            name: "removal",
            kind: OptionKind::Choice(&["turn", "any"]),
            default: "turn",
            help: "option-latrunculi-removal",
        },
        OptionSpec {
            name: "blocked-hold",
            kind: OptionKind::Bool,
            default: "false",
            help: "option-latrunculi-blocked-hold",
        },
    ],
    max_plies: longest(24),
    source: "catalog tavolando-3-8.md §25 (Tavolando §6.2, after U. Schädler, Abstract Games 7, 2001)",
    words: &super::WORDS,
};
