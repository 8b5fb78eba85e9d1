//! Polish (international) draughts, dama polacca (Tavolando §9.6; catalog
//! `tavolando-9-14-and-short-issues.md`, "polish-draughts" and
//! "international-draughts").
//!
//! 10×10, a dark square at each player's bottom-left, squares numbered
//! 1–50 from b10 (FMJD; gap 2: 1 = b10, 46 = a1, 50 = i1). Black on 1–20,
//! White on 31–50; White moves first. Men step diagonally forward and
//! capture forward **and backward** by the short jump; kings fly: any
//! distance along a diagonal (gap 1), capturing by the long jump and
//! changing direction between jumps. Capture is compulsory and the player
//! must take the most pieces (kings count one). Captured pieces leave only
//! when the move ends: until then they block, and none is jumped twice. A
//! man is crowned only if its move ends on the far row: passing it in
//! mid-capture does not crown.
//!
//! Draws (gap 3; FMJD): the same position for the third time with the same
//! side to move; 25 moves each (50 plies) of kings only, with no capture and
//! no man move; three pieces with at least one king against a lone king, 16
//! moves each (32 plies) from when it arises; two pieces or fewer with a
//! king against a lone king, 5 moves each (10 plies).

use super::{
    Choice, Draughts, DrawRule, King, Layout, Material, Progress, Promotion, Removal, RuleSet, Variant, dir,
};
use crate::GameInfo;

/// The Polish rule set.
pub struct Polish;

impl RuleSet for Polish {
    fn variant() -> &'static Variant {
        &POLISH
    }
}

/// Polish (international) draughts.
pub type PolishDraughts = Draughts<Polish>;

static POLISH: Variant = Variant {
    info: GameInfo {
        slug: "polish-draughts",
        name_en: "Polish draughts",
        name_it: "Dama polacca",
        aliases: &[
            "international draughts",
            "international-draughts",
            "dama internazionale",
            "international checkers",
            "draughts 10x10",
        ],
        min_seats: 2,
        max_seats: 2,
        seat_names: &["White", "Black"],
        chance: false,
        hidden: false,
        options: &[],
        // The draw rules' bound: see `Engine::ply_bound`.
        max_plies: 24_377,
        source: "catalog tavolando-9-14-and-short-issues.md, polish-draughts (Tavolando §9.6)",
    },
    layout: Layout::Dark { a1_dark: true },
    files: 10,
    ranks: 10,
    start: "W:W31-50:B1-20",
    numbered: true,
    man_steps: dir::DIAGONAL_FORWARD,
    man_captures: dir::DIAGONAL,
    king: King::Flying,
    man_takes_king: true,
    choice: Choice::Majority,
    removal: Removal::AtEnd,
    turn_back: true,
    promotion: Promotion::AtEndOnly,
    frozen_far_row: false,
    no_revisit: false,
    progress: Progress::CaptureOrManMove,
    draws: &[
        DrawRule::Repetition(3),
        DrawRule::Quiet(50),
        DrawRule::Material {
            material: Material::ThreeAgainstLoneKing { kings: 1 },
            plies: 32,
        },
        DrawRule::Material {
            material: Material::UpToTwoAgainstLoneKing,
            plies: 10,
        },
    ],
    pdn_game_type: Some("20"),
    pdn_capture: 'x',
};
