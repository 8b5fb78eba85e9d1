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
        family: crate::Family::Draughts,
        summary: "international draughts: 10×10, flying kings, most captures",
        min_seats: 2,
        max_seats: 2,
        seat_names: &["White", "Black"],
        chance: false,
        hidden: false,
        options: &[],
        // The draw rules' bound: see `Engine::ply_bound`.
        max_plies: 24_377,
        source: "catalog tavolando-9-14-and-short-issues.md, polish-draughts (Tavolando §9.6)",
        words: &super::WORDS,
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::draughts::testing::*;
    use crate::draughts::{DraughtsMove, is_king};
    use crate::notation::MoveError;
    use crate::{Message, Rules};

    fn polish() -> PolishDraughts {
        rules::<Polish>()
    }

    #[test]
    fn gap_2_fmjd_setup_and_numbering() {
        let rules = polish();
        let start = rules.initial();
        let white: Vec<String> = (31..=50).map(|n| n.to_string()).collect();
        let black: Vec<String> = (1..=20).map(|n| n.to_string()).collect();
        assert_start(
            &rules,
            &format!("W:W{}:B{}", white.join(","), black.join(",")),
            &[
                "31-26", "31-27", "32-27", "32-28", "33-28", "33-29", "34-29", "34-30", "35-30",
            ],
        );
        // 46 is a1, 5 is j10; 31 is b4, 26 a5.
        assert_eq!(
            rules.parse_move(&start, "b4-a5"),
            rules.parse_move(&start, "31-26")
        );
        assert!(
            rules
                .from_fen("W:Wa1:Bj10")
                .is_ok_and(|s| rules.position_text(&s) == "W:W46:B5")
        );
    }

    #[test]
    fn international_draughts_is_this_rule_set() {
        for name in [
            "international-draughts",
            "international draughts",
            "dama internazionale",
        ] {
            let entry = crate::registry::find(name).expect(name);
            assert_eq!(entry.info().slug, "polish-draughts", "{name}");
        }
    }

    #[test]
    fn gap_1_kings_fly() {
        let rules = polish();
        let state = fen(&rules, "W:WK46:B5");
        assert_eq!(
            legal(&rules, &state),
            [
                "46-10", "46-14", "46-19", "46-23", "46-28", "46-32", "46-37", "46-41"
            ]
        );
        // The long jump: over 28, landing anywhere beyond.
        let state = fen(&rules, "W:WK46:B28");
        assert_eq!(
            legal(&rules, &state),
            ["46x5", "46x10", "46x14", "46x19", "46x23"]
        );
    }

    #[test]
    fn rule_men_capture_backwards() {
        let rules = polish();
        // The man on 28 (e5) takes 33 (f4) backwards, landing on 39 (g3).
        assert_eq!(legal(&rules, &fen(&rules, "W:W28:B33")), ["28x39"]);
    }

    #[test]
    fn rule_majority_prefers_a_long_man_capture_to_a_shorter_king_one() {
        let rules = polish();
        let state = fen(&rules, "W:WKb10,e1:Bd8,f2,h4,h6");
        // The king on 1 could take two pieces (d8 and h4, or d8 and h6);
        // the man on 48 takes three.
        let mut all = Vec::new();
        rules.engine.all_chains(&state, &mut all);
        let king_best = all
            .iter()
            .filter(|m| rules.engine.name(m.from()) == "1")
            .map(|m| m.ntaken)
            .max();
        assert_eq!(king_best, Some(2));
        assert_eq!(legal(&rules, &state), ["48x39x30x19"]);
        let mut s = state.clone();
        let err = rules.play(&mut s, "1x18x40").unwrap_err();
        assert_eq!(
            err,
            MoveError::illegal(
                "1x18x40",
                Message::new("draughts-take-most")
                    .count("most", 3)
                    .count("taken", 2)
                    .part("moves", moves("48x39x30x19", 0))
            )
        );
    }

    #[test]
    fn rule_a_king_taken_mid_chain_counts_one() {
        let rules = polish();
        // Man, king, man from 41: three pieces, more than the one from 45.
        let state = fen(&rules, "W:Wb2,j2:Bc3,Ke5,g7,i3,h6");
        let moves = rules.legal_vec(&state);
        assert_eq!(legal(&rules, &state), ["41x32x23x14"]);
        assert_eq!(moves[0].ntaken, 3);
        let mut s = state;
        rules.apply(&mut s, &moves[0]);
        assert_eq!(rules.position_text(&s), "B:W14,45:B24,40");
    }

    #[test]
    fn rule_a_man_passing_the_far_row_is_not_crowned() {
        let rules = polish();
        // 11 jumps onto 2, on the far row, then must jump back to 13: it
        // stays a man.
        assert_plays(&rules, "W:Wb8:Bc9,e9,j4", &["11x2x13"], "11x2x13", "B:W13:B35");
        // Ending the move there crowns it.
        let mut state = fen(&rules, "W:Wb8:Bc9,j4");
        rules.play(&mut state, "11x2").unwrap();
        assert_eq!(rules.position_text(&state), "B:WK2:B35");
    }

    #[test]
    fn rule_captured_pieces_block_until_the_move_ends() {
        let rules = polish();
        // From 26 (a5) the king would reach d2 only across c3, taken first:
        // it may not, so three pieces is the most.
        let state = fen(&rules, "W:WKb2:Bd2,c3,c7,e7");
        let all = rules.legal_vec(&state);
        assert!(
            all.iter().all(|m: &DraughtsMove| m.ntaken == 3),
            "{:?}",
            legal(&rules, &state)
        );
        assert!(legal(&rules, &state).contains(&"41x23x12x26".to_string()));
        let mut s = state.clone();
        assert!(matches!(
            rules.play(&mut s, "41x23x12x26x48"),
            Err(MoveError::Illegal { reason, .. }) if reason == Message::new("draughts-wrong-way")
                .part("piece", Message::new("draughts-king"))
                .code("square", "41")
                .part("moves", moves("41x23x12x21, 41x23x12x26", 0))
        ));
    }

    #[test]
    fn gap_3_draw_by_the_third_repetition() {
        let rules = polish();
        assert_third_repetition_draws(&rules, "W:WK47,K48:BK3,K4", ["47-42", "3-8", "42-47", "8-3"]);
    }

    #[test]
    fn gap_3_draw_after_25_king_moves_each() {
        let rules = polish();
        let mut state = fen(&rules, "W:WK47,K48:BK3,K4");
        assert_quiet_plies_draw(&rules, &mut state, 50, any, no_progress(25));
    }

    #[test]
    fn gap_3_draw_after_16_moves_each_of_three_against_a_lone_king() {
        let rules = polish();
        let mut state = fen(&rules, "W:WK47,K48,K49:BK3");
        assert_quiet_plies_draw(
            &rules,
            &mut state,
            32,
            |s, m| is_king(s.board[usize::from(m.from())]),
            material_draw(Message::new("draughts-three-pieces"), 16),
        );
    }

    #[test]
    fn gap_3_draw_after_5_moves_each_of_two_against_a_lone_king() {
        let rules = polish();
        let mut state = fen(&rules, "W:WK47,K48:BK3");
        let reason = material_draw(Message::new("draughts-two-pieces"), 5);
        assert_quiet_plies_draw(&rules, &mut state, 10, any, reason);
    }

    #[test]
    fn perft_matches_the_published_counts() {
        // perft.md: 9, 81, 658, 4265, 27117, 167140 (pydraughts and
        // py-draughts agree).
        let rules = polish();
        assert_eq!(perft_counts(&rules, 1..=4), [9, 81, 658, 4_265]);
    }

    /// `cargo test --release -p tavolo-games -- --ignored perft`
    #[test]
    #[ignore = "deep perft: run in release mode"]
    fn perft_deep_matches_the_published_counts() {
        let rules = polish();
        assert_eq!(perft_counts(&rules, 5..=6), [27_117, 167_140]);
    }
}
