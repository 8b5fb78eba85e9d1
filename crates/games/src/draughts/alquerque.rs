//! Alquerque (Tavolando §9.1; catalog `tavolando-9-14-and-short-issues.md`,
//! "alquerque-bell" and "alquerque-pritchard"), on the draughts engine.
//!
//! A 5×5 grid of points joined orthogonally, and diagonally through the
//! points whose coordinates sum to an even number (a1, c1, b2, c3, …).
//! Twelve pieces each: White on ranks 1–2 and d3, e3; Black on ranks 4–5 and
//! a3, b3; c3 empty; White moves first (gap 4). Pieces step one point along
//! a line; they capture by the short jump along a line, and may chain jumps
//! changing direction. Capture is compulsory, the choice among captures is
//! free, and a chain goes on while the piece can capture (gap 1). There is
//! no promotion. A player with no legal move (or no pieces) loses.
//!
//! - `alquerque-bell` (R.C. Bell): pieces step and capture only forward,
//!   diagonally forward or sideways; a piece never returns to a point it
//!   has stood on, the start included (gap 2; capture landings too); a
//!   piece on the far row no longer steps (it may still capture sideways).
//!   Drawn after 50 turns (plies) without a capture (gap 3).
//! - `alquerque-pritchard` (D. Pritchard): pieces step and capture in every
//!   direction, with neither of Bell's two restrictions. Drawn by the same
//!   position for the third time with the same side to move, or 50 turns
//!   without a capture (gap 1).
//!
//! Notation: the points, `b2-c3` for a step and `d3xb3xb5` for a chain.
//! Position text: as the family's FEN, with coordinates
//! (`W:Wa1,a2,…:Ba3,…`); Bell's visited points are not part of it.

use super::{Choice, Draughts, DrawRule, King, Layout, Progress, Promotion, Removal, RuleSet, Variant, dir};
use crate::GameInfo;

/// R.C. Bell's Alquerque.
pub struct Bell;

impl RuleSet for Bell {
    fn variant() -> &'static Variant {
        &BELL
    }
}

/// Pritchard's Alquerque.
pub struct Pritchard;

impl RuleSet for Pritchard {
    fn variant() -> &'static Variant {
        &PRITCHARD
    }
}

/// Alquerque as R.C. Bell reconstructs it.
pub type AlquerqueBell = Draughts<Bell>;
/// Alquerque as D. Pritchard reconstructs it.
pub type AlquerquePritchard = Draughts<Pritchard>;

const START: &str = "W:Wa1,b1,c1,d1,e1,a2,b2,c2,d2,e2,d3,e3:Ba3,b3,a4,b4,c4,d4,e4,a5,b5,c5,d5,e5";

static BELL: Variant = Variant {
    info: GameInfo {
        slug: "alquerque-bell",
        name_en: "Alquerque (Bell)",
        name_it: "Alquerque (Bell)",
        aliases: &["alquerque", "el-qirkat", "qirkat", "alquerque di bell"],
        min_seats: 2,
        max_seats: 2,
        seat_names: &["White", "Black"],
        chance: false,
        hidden: false,
        options: &[],
        // Each ply takes a piece to a point it never stood on: 24 pieces ×
        // 24 new points.
        max_plies: 576,
        source: "catalog tavolando-9-14-and-short-issues.md, alquerque-bell (Tavolando §9.1)",
    },
    layout: Layout::Alquerque,
    files: 5,
    ranks: 5,
    start: START,
    numbered: false,
    man_steps: dir::FORWARD | dir::DIAGONAL_FORWARD | dir::SIDEWAYS,
    man_captures: dir::FORWARD | dir::DIAGONAL_FORWARD | dir::SIDEWAYS,
    king: King::None,
    man_takes_king: true,
    choice: Choice::Free,
    removal: Removal::AsJumped,
    turn_back: true,
    promotion: Promotion::None,
    frozen_far_row: true,
    no_revisit: true,
    progress: Progress::Capture,
    draws: &[DrawRule::Quiet(50)],
    pdn_game_type: None,
    pdn_capture: 'x',
};

static PRITCHARD: Variant = Variant {
    info: GameInfo {
        slug: "alquerque-pritchard",
        name_en: "Alquerque (Pritchard)",
        name_it: "Alquerque (Pritchard)",
        aliases: &["alquerque di pritchard", "pritchard alquerque"],
        min_seats: 2,
        max_seats: 2,
        seat_names: &["White", "Black"],
        chance: false,
        hidden: false,
        options: &[],
        // The draw rules' bound: see `Engine::ply_bound`.
        max_plies: 1_223,
        source: "catalog tavolando-9-14-and-short-issues.md, alquerque-pritchard (Tavolando §9.1)",
    },
    layout: Layout::Alquerque,
    files: 5,
    ranks: 5,
    start: START,
    numbered: false,
    man_steps: dir::ALL,
    man_captures: dir::ALL,
    king: King::None,
    man_takes_king: true,
    choice: Choice::Free,
    removal: Removal::AsJumped,
    turn_back: true,
    promotion: Promotion::None,
    frozen_far_row: false,
    no_revisit: false,
    progress: Progress::Capture,
    draws: &[DrawRule::Repetition(3), DrawRule::Quiet(50)],
    pdn_game_type: None,
    pdn_capture: 'x',
};
