//! Vinciperdi, losing chess (Fogliaccio 27, "Scacchi eterodossi"; catalog
//! `tavolando-9-14-and-short-issues.md`, "vinciperdi").
//!
//! Orthodox board, pieces and set-up, White first. The king is an ordinary
//! piece: no check, no mate, it may be captured. Capturing is compulsory,
//! the choice among captures free. The first player to lose all his pieces
//! wins. The text's silences are filled with the lichess antichess rules
//! (catalog resolutions): no castling (gap 2), a pawn may promote to a king
//! (gap 3), a player with no legal move wins (gap 1); draws by threefold
//! repetition and fifty moves each without capture or pawn move.
//!
//! `shakmaty`'s `Antichess` plays exactly these rules, so nothing is
//! patched: its start has no castling rights and its generator never
//! castles, its promotions include the king, its `variant_outcome` gives a
//! stalemate to the stalemated side. Two of its extras are left out: the
//! draws of insufficient material (lichess declares opposite-coloured lone
//! bishops drawn) are not in the catalog, so such games end by the fifty
//! moves.

use super::{Engine, Variant};
use crate::GameInfo;

/// The Vinciperdi rule switches.
pub struct VinciperdiRules;

/// Vinciperdi.
pub type Vinciperdi = Engine<VinciperdiRules>;

static INFO: GameInfo = GameInfo {
    slug: "vinciperdi",
    name_en: "Losing Chess",
    name_it: "Scacchi vinciperdi",
    aliases: &["antichess", "giveaway", "giveaway chess"],
    family: crate::Family::Chess,
    summary: "chess where you must capture and lose all to win",
    min_seats: 2,
    max_seats: 2,
    seat_names: &["White", "Black"],
    chance: false,
    hidden: false,
    options: &[],
    // Fifty moves each at most between two captures or pawn moves: 30
    // captures and 6 steps of each of 16 pawns.
    max_plies: 12_800,
    source: "catalog tavolando-9-14-and-short-issues.md, vinciperdi (Fogliaccio 27)",
    words: &super::WORDS,
};

impl Variant for VinciperdiRules {
    type Pos = shakmaty::variant::Antichess;
    const KNOBS: crate::Knobs = crate::Knobs {
        // One wins on the opponent's move (he takes one's last piece, or
        // leaves one without a move), never by one's own.
        no_win_among_others: true,
        // Plain search, measured with the arena: level 1 won 10 of 10
        // against random; level 3 is not measured yet: the default bar.
        strength: Some(crate::knobs::Strength::new(
            crate::knobs::Bar::new(10, 0.8),
            crate::knobs::Bar::new(4, 0.75),
        )),
        ..crate::Knobs::NONE
    };
    fn set_up(setup: shakmaty::Setup, lenient: bool) -> Result<Self::Pos, String> {
        super::orthodox_set_up(setup, lenient)
    }
    fn info() -> &'static GameInfo {
        &INFO
    }
    const LOSING: bool = true;
    const PROGRESSIVE: bool = false;
    const ITALIAN: bool = false;
    const PGN_VARIANT: Option<&'static str> = Some("Antichess");
}
