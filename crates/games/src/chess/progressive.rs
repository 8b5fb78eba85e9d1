//! Progressive chess in three rule sets (Fogliaccio 27, "Scacchi
//! eterodossi"; catalog `tavolando-9-14-and-short-issues.md`,
//! "progressive-chess", "italian-progressive-chess",
//! "progressive-vinciperdi").
//!
//! White plays one move, Black two, White three, and so on: series *n* has
//! *n* moves by the same seat, the same piece may move again (gap 2: moves
//! are counted, not pieces), and a series is never cut short by choice
//! (gap 3). Each move is its own ply, checked as it is played.
//!
//! - **Progressive chess** (the Scottish rules, gap 1): a check ends the
//!   series at once; a player in check must parry with the first move of
//!   his series, and is mated if he cannot; no move may leave one's own
//!   king in check; no legal move without being in check, at any move of a
//!   series, is a draw; en passant only as the first move of a series,
//!   against a pawn that double-stepped in the opponent's last series and
//!   has not moved since; castling by the orthodox rules, move by move.
//! - **Italian progressive chess**: as above, but a move may give check only
//!   as the last move of its series; a player whose only ways out of check
//!   would give check on the first move of a longer series is
//!   progressively mated.
//! - **Progressive Vinciperdi**: Vinciperdi's rules move by move: every
//!   single move captures when a capture is possible, even in mid-series;
//!   no check; the player left without pieces wins at once, in mid-series
//!   too, and so does a player without a legal move at any point.
//!
//! All three: ten complete series in a row without a capture or a pawn move
//! draw, and so does the same position at the start of a series for the
//! third time.

use super::{Engine, Variant};
use crate::GameInfo;

/// Progressive chess (Scottish rules).
pub struct Scottish;
/// Italian progressive chess.
pub struct Italian;
/// Progressive Vinciperdi.
pub struct Losing;

/// Progressive chess.
pub type ProgressiveChess = Engine<Scottish>;
/// Italian progressive chess.
pub type ItalianProgressiveChess = Engine<Italian>;
/// Progressive Vinciperdi.
pub type ProgressiveVinciperdi = Engine<Losing>;

// A bound on plies: at most 126 series capture or move a pawn (30 captures,
// 96 pawn steps), at most nine quiet series follow each, and series n has n
// moves: under 1,400 series, under a million moves.
const MAX_PLIES: u32 = 1_000_000;

static SCOTTISH: GameInfo = GameInfo {
    slug: "progressive-chess",
    name_en: "Progressive Chess",
    name_it: "Scacchi progressivi",
    aliases: &[
        "scottish progressive chess",
        "scotch chess",
        "scacchi progressivi scozzesi",
    ],
    family: crate::Family::Chess,
    summary: "chess in series of 1, 2, 3… moves; a check ends a series",
    min_seats: 2,
    max_seats: 2,
    seat_names: &["White", "Black"],
    chance: false,
    hidden: false,
    options: &[],
    max_plies: MAX_PLIES,
    source: "catalog tavolando-9-14-and-short-issues.md, progressive-chess (Fogliaccio 27)",
    words: &super::WORDS,
};

static ITALIAN: GameInfo = GameInfo {
    slug: "italian-progressive-chess",
    name_en: "Italian Progressive Chess",
    name_it: "Scacchi progressivi italiani",
    aliases: &["italian progressive", "progressivi italiani"],
    family: crate::Family::Chess,
    summary: "progressive chess: check only with a series' last move",
    min_seats: 2,
    max_seats: 2,
    seat_names: &["White", "Black"],
    chance: false,
    hidden: false,
    options: &[],
    max_plies: MAX_PLIES,
    source: "catalog tavolando-9-14-and-short-issues.md, italian-progressive-chess (Fogliaccio 27)",
    words: &super::WORDS,
};

static LOSING: GameInfo = GameInfo {
    slug: "progressive-vinciperdi",
    name_en: "Progressive Losing Chess",
    name_it: "Scacchi vinciperdi progressivi",
    aliases: &["progressive antichess", "vinciperdi progressivo"],
    family: crate::Family::Chess,
    summary: "losing chess in series of 1, 2, 3… moves",
    min_seats: 2,
    max_seats: 2,
    seat_names: &["White", "Black"],
    chance: false,
    hidden: false,
    options: &[],
    max_plies: MAX_PLIES,
    source: "catalog tavolando-9-14-and-short-issues.md, progressive-vinciperdi (Fogliaccio 27)",
    words: &super::WORDS,
};

impl Variant for Scottish {
    type Pos = shakmaty::Chess;
    const KNOBS: crate::Knobs = crate::Knobs {
        // Plain search, measured with the arena: level 1 won 10 of 10
        // against random (a game takes a minute or more at level 1);
        // level 3 is not measured yet: the default bar.
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
        &SCOTTISH
    }
    const LOSING: bool = false;
    const PROGRESSIVE: bool = true;
    const ITALIAN: bool = false;
    const PGN_VARIANT: Option<&'static str> = Some("Progressive");
}

impl Variant for Italian {
    type Pos = shakmaty::Chess;
    const KNOBS: crate::Knobs = crate::Knobs {
        // Plain search, measured with the arena: level 1 won 10 of 10
        // against random (a game takes a minute or more at level 1);
        // level 3 is not measured yet: the default bar.
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
        &ITALIAN
    }
    const LOSING: bool = false;
    const PROGRESSIVE: bool = true;
    const ITALIAN: bool = true;
    const PGN_VARIANT: Option<&'static str> = Some("Italian progressive");
}

impl Variant for Losing {
    type Pos = shakmaty::variant::Antichess;
    const KNOBS: crate::Knobs = crate::Knobs {
        // One wins only by a move that leaves oneself without a legal move
        // in mid-series, which random series almost never do.
        no_win_among_others: true,
        // Plain search, measured with the arena: level 1 won 10 of 10
        // against random (a game takes a minute or more at level 1);
        // level 3 is not measured yet: the default bar.
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
        &LOSING
    }
    const LOSING: bool = true;
    const PROGRESSIVE: bool = true;
    const ITALIAN: bool = false;
    const PGN_VARIANT: Option<&'static str> = Some("Progressive antichess");
}
