//! English draughts, checkers (Tavolando §9.5; catalog
//! `tavolando-9-14-and-short-issues.md`, "english-draughts").
//!
//! 8×8, a dark square at each player's bottom-left, squares numbered 1–32
//! from b8 (1 = b8, 5 = a7, 29 = a1, 32 = g1). Black on 1–12, White on
//! 21–32; Black moves first (WCDF; gap 2) and is seat 0. Men step and
//! capture diagonally forward only, and may capture kings; kings step and
//! capture one square in any diagonal direction. Capture is compulsory and
//! the choice among captures is free, but the chosen chain is completed
//! (gap 1); a man reaching the king row is crowned and the move ends there.
//! Jumped pieces leave at the end of the move: a chain may cross an empty
//! square twice but never jump a piece twice.
//!
//! Draws (gap 3; WCDF practice): the same position for the third time with
//! the same side to move; 40 moves each (80 plies) with no capture and no
//! man move.

use super::{Choice, Draughts, DrawRule, King, Layout, Progress, Promotion, Removal, RuleSet, Variant, dir};
use crate::GameInfo;

/// The English rule set.
pub struct English;

impl RuleSet for English {
    fn variant() -> &'static Variant {
        &ENGLISH
    }
}

/// English draughts.
pub type EnglishDraughts = Draughts<English>;

static ENGLISH: Variant = Variant {
    info: GameInfo {
        slug: "english-draughts",
        name_en: "English draughts",
        name_it: "Dama inglese",
        aliases: &["checkers", "draughts", "english checkers", "american checkers"],
        min_seats: 2,
        max_seats: 2,
        seat_names: &["Black", "White"],
        chance: false,
        hidden: false,
        options: &[],
        // The draw rules' bound: see `Engine::ply_bound`.
        max_plies: 19_277,
        source: "catalog tavolando-9-14-and-short-issues.md, english-draughts (Tavolando §9.5)",
    },
    layout: Layout::Dark { a1_dark: true },
    files: 8,
    ranks: 8,
    start: "B:W21-32:B1-12",
    numbered: true,
    man_steps: dir::DIAGONAL_FORWARD,
    man_captures: dir::DIAGONAL_FORWARD,
    king: King::Short,
    man_takes_king: true,
    choice: Choice::Free,
    removal: Removal::AtEnd,
    turn_back: true,
    promotion: Promotion::EndsMove,
    frozen_far_row: false,
    no_revisit: false,
    progress: Progress::CaptureOrManMove,
    draws: &[DrawRule::Repetition(3), DrawRule::Quiet(80)],
    pdn_game_type: Some("21"),
    pdn_capture: 'x',
};
