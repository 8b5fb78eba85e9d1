//! Italian draughts, dama italiana (Tavolando §9.4; catalog
//! `tavolando-9-14-and-short-issues.md`, "italian-draughts").
//!
//! 8×8 with a light square at each player's bottom-left (FID; gap 1), so
//! the dark squares are b1, d1, …; numbered 1–32 from a8 (1 = a8, 17 = a4,
//! 21 = b3, 32 = h1). White on 21–32, Black on 1–12; White moves first.
//! Men step and capture diagonally forward only and **may not capture
//! kings**; kings step and capture one square in any diagonal direction.
//! Capture is compulsory, and the choice among captures follows the
//! precedence, in order: the most pieces; with a king rather than a man;
//! the most kings; the capture meeting an enemy king first (gap 3: the
//! earliest position in jump order). A man reaching the far row is crowned
//! and the move ends. Pieces leave at the end of the move.
//!
//! Draws (gap 2; draughts-common): the same position for the third time with
//! the same side to move; 40 moves each (80 plies) with no capture and no
//! man move.

use super::{Choice, Draughts, DrawRule, King, Layout, Progress, Promotion, Removal, RuleSet, Variant, dir};
use crate::GameInfo;

/// The Italian rule set.
pub struct Italian;

impl RuleSet for Italian {
    fn variant() -> &'static Variant {
        &ITALIAN
    }
}

/// Italian draughts.
pub type ItalianDraughts = Draughts<Italian>;

static ITALIAN: Variant = Variant {
    info: GameInfo {
        slug: "italian-draughts",
        name_en: "Italian draughts",
        name_it: "Dama italiana",
        aliases: &["dama", "dama italiana", "italian checkers"],
        min_seats: 2,
        max_seats: 2,
        seat_names: &["White", "Black"],
        chance: false,
        hidden: false,
        options: &[],
        // The draw rules' bound: see `Engine::ply_bound`.
        max_plies: 19_277,
        source: "catalog tavolando-9-14-and-short-issues.md, italian-draughts (Tavolando §9.4)",
    },
    layout: Layout::Dark { a1_dark: false },
    files: 8,
    ranks: 8,
    start: "W:W21-32:B1-12",
    numbered: true,
    man_steps: dir::DIAGONAL_FORWARD,
    man_captures: dir::DIAGONAL_FORWARD,
    king: King::Short,
    man_takes_king: false,
    choice: Choice::Italian,
    removal: Removal::AtEnd,
    turn_back: true,
    promotion: Promotion::EndsMove,
    frozen_far_row: false,
    no_revisit: false,
    progress: Progress::CaptureOrManMove,
    draws: &[DrawRule::Repetition(3), DrawRule::Quiet(80)],
    pdn_game_type: Some("22"),
    pdn_capture: 'x',
};
