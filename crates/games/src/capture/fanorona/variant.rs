//! The two rule sets as data: their `GameInfo`, and whether the vela
//! handicap opens the game.

use crate::options::{OptionKind, OptionSpec};
use crate::{Family, GameInfo};

/// The most plies of any game: every capture takes at least one of the 44
/// pieces and the game ends when a side has none (at most 43 captures),
/// and the 50-turn rule allows at most 49 quiet turns before each capture
/// and 50 after the last.
pub const MAX_PLIES: u32 = 44 * 50;

/// The plain game.
pub static FANORONA: GameInfo = GameInfo {
    slug: "fanorona",
    name_en: "Fanorona",
    name_it: "Fanorona",
    aliases: &[],
    family: Family::Capture,
    summary: "Malagasy capture by approach and withdrawal, chains, 9×5 points",
    min_seats: 2,
    max_seats: 2,
    seat_names: &["White", "Black"],
    chance: false,
    hidden: false,
    options: &[],
    max_plies: MAX_PLIES,
    source: "catalog tavolando-9-14-and-short-issues.md, fanorona (Tavolando §10.1–10.2, §10.4)",
    words: &super::WORDS,
};

/// Fanorona after a decisive game: the previous winner plays vela.
pub static FANORONA_VELA: GameInfo = GameInfo {
    slug: "fanorona-vela",
    name_en: "Fanorona with vela",
    name_it: "Fanorona con la vela",
    aliases: &["vela"],
    family: Family::Capture,
    summary: "Fanorona with the vela handicap: the last winner gives up 17 pieces first",
    min_seats: 2,
    max_seats: 2,
    seat_names: &["White", "Black"],
    chance: false,
    hidden: false,
    options: &[OptionSpec {
        name: "vela",
        kind: OptionKind::Choice(&["black", "white"]),
        default: "black",
        help: "option-fanorona-vela",
    }],
    // Passes of the vela side are turns like others: the bound holds.
    max_plies: MAX_PLIES,
    source: "catalog tavolando-9-14-and-short-issues.md, fanorona-vela (Tavolando §10.4)",
    words: &super::WORDS,
};

/// A Fanorona rule set.
pub trait RuleSet: Send + Sync + 'static {
    fn info() -> &'static GameInfo;
    /// Whether the game opens with the vela handicap (option `vela`).
    const VELA: bool;
}

/// The plain rules.
pub struct Plain;

impl RuleSet for Plain {
    fn info() -> &'static GameInfo {
        &FANORONA
    }
    const VELA: bool = false;
}

/// The vela handicap.
pub struct Vela;

impl RuleSet for Vela {
    fn info() -> &'static GameInfo {
        &FANORONA_VELA
    }
    const VELA: bool = true;
}
