//! Russian draughts, shashki (Tavolando §9.7; catalog
//! `tavolando-9-14-and-short-issues.md`, "russian-draughts").
//!
//! 8×8, a dark square at each player's bottom-left, algebraic squares with
//! White at the bottom: White on a1–h2 and a3, c3, e3, g3; Black on b6–h8;
//! White moves first (gap 3). Men step diagonally forward and capture
//! forward and backward; kings fly and capture by the long jump (gap 1).
//! Capture is compulsory, the choice among captures is free, and the chosen
//! chain is completed (gap 2). A man reaching the far row, even in
//! mid-capture, is crowned at once and goes on capturing as a king.
//! Captured pieces leave at the end of the move (the "Turkish strike": they
//! block, and none is jumped twice).
//!
//! Draws (Russian draughts federation): the same position for the third time
//! with the same side to move; 15 moves each (30 plies) of kings only, with
//! no capture and no man move; three kings against a lone king, 15 moves
//! each from when it arises; with kings on both sides and the balance
//! unchanged (no capture, no crowning), 30 moves each in 4- and 5-piece
//! endings and 60 moves each in 6- and 7-piece endings.

use super::{
    Choice, Draughts, DrawRule, King, Layout, Material, Progress, Promotion, Removal, RuleSet, Variant, dir,
};
use crate::GameInfo;

/// The Russian rule set.
pub struct Russian;

impl RuleSet for Russian {
    fn variant() -> &'static Variant {
        &RUSSIAN
    }
}

/// Russian draughts.
pub type RussianDraughts = Draughts<Russian>;

static RUSSIAN: Variant = Variant {
    info: GameInfo {
        slug: "russian-draughts",
        name_en: "Russian draughts",
        name_it: "Dama russa",
        aliases: &["shashki", "russian checkers", "russkie shashki"],
        min_seats: 2,
        max_seats: 2,
        seat_names: &["White", "Black"],
        chance: false,
        hidden: false,
        options: &[],
        // The draw rules' bound: see `Engine::ply_bound`.
        max_plies: 7_377,
        source: "catalog tavolando-9-14-and-short-issues.md, russian-draughts (Tavolando §9.7)",
    },
    layout: Layout::Dark { a1_dark: true },
    files: 8,
    ranks: 8,
    start: "W:Wa1,c1,e1,g1,b2,d2,f2,h2,a3,c3,e3,g3:Bb6,d6,f6,h6,a7,c7,e7,g7,b8,d8,f8,h8",
    numbered: false,
    man_steps: dir::DIAGONAL_FORWARD,
    man_captures: dir::DIAGONAL,
    king: King::Flying,
    man_takes_king: true,
    choice: Choice::Free,
    removal: Removal::AtEnd,
    turn_back: true,
    promotion: Promotion::Continues,
    frozen_far_row: false,
    no_revisit: false,
    progress: Progress::CaptureOrManMove,
    draws: &[
        DrawRule::Repetition(3),
        DrawRule::Quiet(30),
        DrawRule::Material {
            material: Material::ThreeAgainstLoneKing { kings: 3 },
            plies: 30,
        },
        DrawRule::Material {
            material: Material::BothHaveKings { min: 4, max: 5 },
            plies: 60,
        },
        DrawRule::Material {
            material: Material::BothHaveKings { min: 6, max: 7 },
            plies: 120,
        },
    ],
    pdn_game_type: Some("25"),
    pdn_capture: ':',
};
