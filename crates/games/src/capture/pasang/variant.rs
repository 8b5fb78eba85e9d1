//! The rule set as data: its `GameInfo` and the agreed way of making the
//! Kas (the option `ka`).

use crate::options::{OptionKind, OptionSpec};
use crate::{Family, GameInfo};

/// How both players make their Ka (agreed before the game, the same for
/// both: the text).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum KaMethod {
    /// A stone on the file next to the passage slides into it.
    Slide,
    /// A stone two files away jumps over the stone between into it.
    Jump,
}

/// The most plies of a game: two passages, then every turn captures at
/// least one of the 110 stones left, two of which become Kas.
pub const MAX_PLIES: u32 = 2 + 108;

/// Pasang.
pub static PASANG: GameInfo = GameInfo {
    slug: "pasang",
    name_en: "Pasang",
    name_it: "Pasang",
    aliases: &[],
    family: Family::Capture,
    summary: "Brunei's pattern capture: a hunting Ka takes odd lines of one colour, 120 points",
    min_seats: 2,
    max_seats: 2,
    seat_names: &["Red", "Green"],
    chance: false,
    hidden: false,
    options: &[OptionSpec {
        name: "ka",
        kind: OptionKind::Choice(&["slide", "jump"]),
        default: "slide",
        help: "option-pasang-ka",
    }],
    max_plies: MAX_PLIES,
    source: "catalog tavolando-9-14-and-short-issues.md, pasang (Tavolando §10.3, §10.5)",
    words: &super::WORDS,
};
