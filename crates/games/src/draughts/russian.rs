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
        family: crate::Family::Draughts,
        summary: "shashki: 8×8, flying kings, men capture backwards",
        min_seats: 2,
        max_seats: 2,
        seat_names: &["White", "Black"],
        chance: false,
        hidden: false,
        options: &[],
        // The draw rules' bound: see `Engine::ply_bound`.
        max_plies: 7_377,
        source: "catalog tavolando-9-14-and-short-issues.md, russian-draughts (Tavolando §9.7)",
        words: &super::WORDS,
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::draughts::testing::*;
    use crate::draughts::{DraughtsMove, DraughtsState, is_king};
    use crate::notation::MoveError;
    use crate::{Message, Outcome, Rules};

    fn russian() -> RussianDraughts {
        rules::<Russian>()
    }

    fn kings(s: &DraughtsState, m: &DraughtsMove) -> bool {
        is_king(s.board[usize::from(m.from())])
    }

    fn men(s: &DraughtsState, m: &DraughtsMove) -> bool {
        !kings(s, m)
    }

    #[test]
    fn gap_3_standard_setup_white_first() {
        let rules = russian();
        assert_start(
            &rules,
            "W:Wa1,a3,b2,c1,c3,d2,e1,e3,f2,g1,g3,h2:Ba7,b6,b8,c7,d6,d8,e7,f6,f8,g7,h6,h8",
            &["a3-b4", "c3-b4", "c3-d4", "e3-d4", "e3-f4", "g3-f4", "g3-h4"],
        );
    }

    #[test]
    fn gap_1_kings_fly_and_capture_by_the_long_jump() {
        let rules = russian();
        let state = fen(&rules, "W:WKa1:Bh8");
        assert_eq!(
            legal(&rules, &state),
            ["a1-b2", "a1-c3", "a1-d4", "a1-e5", "a1-f6", "a1-g7"]
        );
        let state = fen(&rules, "W:WKa1:Bd4");
        assert_eq!(legal(&rules, &state), ["a1xe5", "a1xf6", "a1xg7", "a1xh8"]);
    }

    #[test]
    fn rule_men_capture_backwards() {
        let rules = russian();
        assert_eq!(legal(&rules, &fen(&rules, "W:Wd4:Bc3")), ["d4xb2"]);
    }

    #[test]
    fn gap_2_free_choice_and_the_chain_is_completed() {
        let rules = russian();
        // c3 takes one man, e3 two: either may be played, but e3's chain
        // goes on to e7.
        let state = fen(&rules, "W:Wc3,e3:Bb4,f4,f6");
        assert_eq!(legal(&rules, &state), ["c3xa5", "e3xg5xe7"]);
        let mut s = state.clone();
        rules.play(&mut s, "e3:g5:e7").unwrap();
        assert_eq!(rules.position_text(&s), "B:Wc3,e7:Bb4");
    }

    #[test]
    fn rule_a_man_crowned_mid_capture_goes_on_as_a_king() {
        let rules = russian();
        // Crowned on d8, the new king takes f6 from afar.
        assert_plays(
            &rules,
            "W:Wb6:Bc7,f6,h8",
            &["b6xd8xg5", "b6xd8xh4"],
            "b6xd8xh4",
            "B:WKh4:Bh8",
        );
    }

    #[test]
    fn gap_2_a_king_lands_where_it_can_capture_again() {
        let rules = russian();
        // Beyond c3 the king could stop on d4, e5, f6, g7 or h8; only from e5
        // can it go on (over c7), so it must land there.
        let state = fen(&rules, "W:WKa1:Bc3,c7");
        assert_eq!(legal(&rules, &state), ["a1xe5xb8"]);
        let mut s = state.clone();
        assert_eq!(
            rules.play(&mut s, "a1xf6"),
            Err(MoveError::illegal(
                "a1xf6",
                Message::new("draughts-capture-goes-on")
                    .part("piece", Message::new("draughts-king"))
                    .part("moves", moves("a1xe5xb8", 0))
            ))
        );
    }

    #[test]
    fn rule_captured_pieces_block_until_the_move_ends() {
        let rules = russian();
        // The Turkish strike: from a5 the king would need to cross c3,
        // already taken, to reach d2; the chain stops at a5. (Landing on d4,
        // g7 or h8 after c3 is not allowed: from e5 and f6 it captures on.)
        let state = fen(&rules, "W:WKb2:Bd2,c3,c7,e7");
        assert_eq!(legal(&rules, &state), ["b2xe5xb8", "b2xf6xd8xa5", "b2xf6xd8xb6"]);
        let mut s = state.clone();
        assert!(matches!(
            rules.play(&mut s, "b2xf6xd8xa5xe1"),
            Err(MoveError::Illegal { reason, .. }) if reason == Message::new("draughts-wrong-way")
                .part("piece", Message::new("draughts-king"))
                .code("square", "b2")
                .part("moves", moves("b2xe5xb8, b2xf6xd8xa5, b2xf6xd8xb6", 0))
        ));
    }

    #[test]
    fn draw_by_the_third_repetition() {
        let rules = russian();
        assert_third_repetition_draws(&rules, "W:WKc1:BKf8", ["c1-d2", "f8-g7", "d2-c1", "g7-f8"]);
    }

    #[test]
    fn draw_after_15_moves_each_of_kings_only() {
        let rules = russian();
        let mut state = fen(&rules, "W:WKa1,Kc1:BKh8,Kf8");
        assert_quiet_plies_draw(&rules, &mut state, 30, any, no_progress(15));
    }

    #[test]
    fn draw_after_30_moves_each_with_kings_on_both_sides_and_the_balance_unchanged() {
        let rules = russian();
        // Four pieces, a king and a man each. Man moves keep the 15-move
        // rule away; the balance count runs on.
        let mut state = fen(&rules, "W:WKa1,c3:BKh8,f6");
        let plan = |s: &DraughtsState, m: &DraughtsMove| {
            if s.ply == 29 || s.ply == 50 {
                men(s, m)
            } else {
                kings(s, m)
            }
        };
        walk(&rules, &mut state, 59, plan);
        assert_eq!(state.quiet, 8);
        assert!(goes_on(&rules, &state));
        walk(&rules, &mut state, 1, kings);
        assert_eq!(
            ended(&rules, &state),
            Outcome::draw(material_draw(Message::new("draughts-kings-balanced"), 30))
        );
    }

    #[test]
    fn notation_accepts_colons_and_short_captures() {
        let rules = russian();
        let state = fen(&rules, "W:Wc3,e3:Bb4,f4,f6");
        let mv = rules.parse_move(&state, "e3xg5xe7").unwrap();
        for text in ["e3:g5:e7", "e3xe7", "E3:E7", "e3 x g5 x e7"] {
            assert_eq!(rules.parse_move(&state, text), Ok(mv), "{text}");
        }
        assert!(matches!(
            rules.parse_move(&state, "12-16"),
            Err(MoveError::NotAMove { .. })
        ));
    }

    #[test]
    fn perft_matches_the_published_counts() {
        // perft.md: 7, 49, 302, 1469, 7482, 37986, 190146 (pydraughts and
        // py-draughts agree).
        let rules = russian();
        assert_eq!(perft_counts(&rules, 1..=4), [7, 49, 302, 1_469]);
    }

    /// `cargo test --release -p tavolo-games -- --ignored perft`
    #[test]
    #[ignore = "deep perft: run in release mode"]
    fn perft_deep_matches_the_published_counts() {
        let rules = russian();
        assert_eq!(perft_counts(&rules, 5..=7), [7_482, 37_986, 190_146]);
    }
}
