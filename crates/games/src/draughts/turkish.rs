//! Turkish draughts, dama turca (Tavolando §9.8; catalog
//! `tavolando-9-14-and-short-issues.md`, "turkish-draughts").
//!
//! 8×8 uncoloured, all 64 squares, orthogonal play, algebraic squares with
//! White at the bottom. White on ranks 2–3, Black on ranks 6–7 (gap 1);
//! White moves first. Men step and capture one square forward or sideways
//! (gap 3), never backward; kings move like rooks and capture by the long
//! jump. Capture is compulsory and the player must take the most pieces
//! (kings count one). Each captured piece leaves the board as it is jumped,
//! so its square may be crossed again in the same chain; a chain may not
//! turn back 180° between two captures. A man reaching the far row in
//! mid-capture is crowned at once and goes on capturing as a king (gap 2,
//! the catalog's resolution; pydraughts crowns only at the end).
//!
//! Draws (draughts-common): the same position for the third time with the
//! same side to move; 40 moves each (80 plies) with no capture and no
//! forward man step (sideways steps can be undone, so they are not
//! progress). The win of a lone king against a lone man is omitted, as the
//! catalog says.

use super::{Choice, Draughts, DrawRule, King, Layout, Progress, Promotion, Removal, RuleSet, Variant, dir};
use crate::GameInfo;

/// The Turkish rule set.
pub struct Turkish;

impl RuleSet for Turkish {
    fn variant() -> &'static Variant {
        &TURKISH
    }
}

/// Turkish draughts.
pub type TurkishDraughts = Draughts<Turkish>;

static TURKISH: Variant = Variant {
    info: GameInfo {
        slug: "turkish-draughts",
        name_en: "Turkish draughts",
        name_it: "Dama turca",
        aliases: &["turkish checkers"],
        min_seats: 2,
        max_seats: 2,
        seat_names: &["White", "Black"],
        chance: false,
        hidden: false,
        options: &[],
        // The draw rules' bound: see `Engine::ply_bound`.
        max_plies: 25_757,
        source: "catalog tavolando-9-14-and-short-issues.md, turkish-draughts (Tavolando §9.8)",
    },
    layout: Layout::AllSquares,
    files: 8,
    ranks: 8,
    start: "W:Wa2,b2,c2,d2,e2,f2,g2,h2,a3,b3,c3,d3,e3,f3,g3,h3:Ba6,b6,c6,d6,e6,f6,g6,h6,a7,b7,c7,d7,e7,f7,g7,h7",
    numbered: false,
    man_steps: dir::FORWARD | dir::SIDEWAYS,
    man_captures: dir::FORWARD | dir::SIDEWAYS,
    king: King::Flying,
    man_takes_king: true,
    choice: Choice::Majority,
    removal: Removal::AsJumped,
    turn_back: false,
    promotion: Promotion::Continues,
    frozen_far_row: false,
    no_revisit: false,
    progress: Progress::CaptureOrForwardStep,
    draws: &[DrawRule::Repetition(3), DrawRule::Quiet(80)],
    pdn_game_type: Some("30"),
    pdn_capture: 'x',
};
