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
        family: crate::Family::Draughts,
        summary: "checkers: 8×8, short kings",
        min_seats: 2,
        max_seats: 2,
        seat_names: &["Black", "White"],
        chance: false,
        hidden: false,
        options: &[],
        // The draw rules' bound: see `Engine::ply_bound`.
        max_plies: 19_277,
        source: "catalog tavolando-9-14-and-short-issues.md, english-draughts (Tavolando §9.5)",
        words: &super::WORDS,
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::draughts::testing::*;
    use crate::notation::MoveError;
    use crate::{Message, Outcome, Rules, Seat};

    fn english() -> EnglishDraughts {
        rules::<English>()
    }

    #[test]
    fn gap_2_black_moves_first_from_squares_1_to_12() {
        let rules = english();
        assert_start(
            &rules,
            "B:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12",
            &["9-13", "9-14", "10-14", "10-15", "11-15", "11-16", "12-16"],
        );
        assert_eq!(Draughts::<English>::info().seat_names[0], "Black");
    }

    #[test]
    fn rule_dark_square_bottom_left_and_numbering_from_b8() {
        let rules = english();
        let view = rules.view(&rules.initial(), None);
        assert_eq!(
            ["b8", "a7", "a1", "g1", "b1"].map(|c| cell_label(&view, c)),
            [Some("1"), Some("5"), Some("29"), Some("32"), None].map(|s| s.map(String::from))
        );
        let state = rules.initial();
        assert_eq!(
            rules.parse_move(&state, "b6-a5"),
            rules.parse_move(&state, "9-13")
        );
    }

    #[test]
    fn rule_men_step_and_capture_forward_only() {
        let rules = english();
        // White men on 21 and 22; a black man behind 22 on 26 cannot be
        // taken backwards, the black man on 18 can.
        let state = fen(&rules, "W:W21,22:B18,26");
        assert_eq!(legal(&rules, &state), ["22x15"]);
        let quiet = fen(&rules, "W:W22:B26");
        assert_eq!(legal(&rules, &quiet), ["22-17", "22-18"]);
    }

    #[test]
    fn rule_capture_is_compulsory() {
        let rules = english();
        let mut state = fen(&rules, "B:W14,16,22:B9,12");
        let err = rules.play(&mut state, "9-13").unwrap_err();
        assert_eq!(
            err,
            MoveError::illegal(
                "9-13",
                Message::new("draughts-capture-compulsory").part("moves", moves("9x18x25, 12x19", 0))
            )
        );
    }

    #[test]
    fn rule_free_choice_among_captures() {
        let rules = english();
        // 9 can take two men, 12 only one: both are legal.
        let state = fen(&rules, "B:W14,16,22:B9,12");
        assert_eq!(legal(&rules, &state), ["9x18x25", "12x19"]);
    }

    #[test]
    fn rule_men_may_capture_kings() {
        let rules = english();
        let state = fen(&rules, "B:WK18:B14");
        assert_eq!(legal(&rules, &state), ["14x23"]);
    }

    #[test]
    fn rule_kings_step_and_capture_one_square_every_way() {
        let rules = english();
        let state = fen(&rules, "W:WK18:B1");
        assert_eq!(legal(&rules, &state), ["18-14", "18-15", "18-22", "18-23"]);
        // A short king jumps only a piece next to it.
        let far = fen(&rules, "W:WK22:B11");
        assert!(legal(&rules, &far).iter().all(|m| m.contains('-')));
        let near = fen(&rules, "W:WK22:B26");
        assert_eq!(legal(&rules, &near), ["22x31"]);
    }

    #[test]
    fn rule_crowning_ends_the_move() {
        let rules = english();
        // Black's man jumps onto 31 and is crowned; as a king it could jump
        // 27 at once, but the move ends.
        let mut state = fen(&rules, "B:W26,27:B22");
        assert_eq!(legal(&rules, &state), ["22x31"]);
        rules.play(&mut state, "22x31").unwrap();
        assert_eq!(rules.position_text(&state), "W:W27:BK31");
        assert_eq!(legal(&rules, &state), ["27-23", "27-24"]);
    }

    #[test]
    fn gap_1_the_chosen_chain_is_completed() {
        let rules = english();
        let mut state = fen(&rules, "B:W14,23:B9");
        assert_eq!(legal(&rules, &state), ["9x18x27"]);
        // The first jump alone names the only chain that starts with it.
        rules.play(&mut state, "9x18").unwrap();
        assert_eq!(rules.position_text(&state), "W:W:B27");
    }

    #[test]
    fn rule_a_chain_may_cross_a_square_twice_but_never_jump_a_piece_twice() {
        let rules = english();
        // The king goes round the four men and lands back on 22; the two
        // ways round take the same men: one move.
        let state = fen(&rules, "W:WK22:B9,10,17,18");
        assert_eq!(legal(&rules, &state), ["22x13x6x15x22"]);
        for text in ["22x15x6x13x22", "22x22", "22x6x22"] {
            let mut s = state.clone();
            rules.play(&mut s, text).unwrap_or_else(|e| panic!("{text}: {e}"));
            assert_eq!(rules.position_text(&s), "B:WK22:B", "{text}");
        }
    }

    #[test]
    fn rule_blocked_or_pieceless_player_loses() {
        let rules = english();
        assert_over(
            &rules,
            "B:W25,30:B21",
            Outcome::win(Seat::SECOND, cannot_move(Seat::FIRST)),
        );
        let empty = fen(&rules, "B:W25:B");
        assert_eq!(
            ended(&rules, &empty),
            Outcome::win(Seat::SECOND, no_pieces(Seat::FIRST))
        );
    }

    #[test]
    fn gap_3_draw_by_the_third_repetition() {
        let rules = english();
        let mut state = fen(&rules, "W:WK29:BK4");
        let cycle = ["29-25", "4-8", "25-29", "8-4"];
        play_on(&rules, &mut state, &cycle);
        play_on(&rules, &mut state, &cycle[..3]);
        assert!(goes_on(&rules, &state), "seen twice so far");
        play_on(&rules, &mut state, &cycle[3..]);
        assert_eq!(ended(&rules, &state), Outcome::draw(third_repetition()));
    }

    #[test]
    fn gap_3_draw_after_40_moves_each_without_capture_or_man_move() {
        let rules = english();
        let king = |s: &crate::draughts::DraughtsState, m: &crate::draughts::DraughtsMove| {
            crate::draughts::is_king(s.board[usize::from(m.from())])
        };
        let mut state = fen(&rules, "W:WK29,21:BK4,12");
        let mut man_moved = assert_quiet_plies_draw(&rules, &mut state, 80, king, no_progress(40));
        walk(&rules, &mut man_moved, 1, |s, m| !king(s, m));
        assert!(goes_on(&rules, &man_moved), "a man move is progress");
    }

    #[test]
    fn notation_short_form_and_ambiguous_captures() {
        let rules = english();
        // Two ways from 30 to 14, taking different men: two moves.
        let state = fen(&rules, "W:W30:B17,18,25,26");
        assert_eq!(legal(&rules, &state), ["30x21x14", "30x23x14"]);
        assert_eq!(
            rules.parse_move(&state, "30x14"),
            Err(MoveError::Ambiguous {
                text: "30x14".into(),
                options: vec!["30x21x14".into(), "30x23x14".into()],
            })
        );
        let long = rules.parse_move(&state, "30x21x14").unwrap();
        assert_eq!(rules.parse_move(&state, "c1xa3xc5"), Ok(long));
        assert_eq!(rules.parse_move(&state, "30:21:14"), Ok(long));
        assert_eq!(rules.move_steps(&state, &long), ["30", "x21", "x14"]);
    }

    #[test]
    fn perft_matches_the_published_counts() {
        // perft.md: 7, 49, 302, 1469, 7361, 36768, 179740 (pydraughts and
        // py-draughts agree; the draughts programming community's figures).
        let rules = english();
        assert_eq!(perft_counts(&rules, 1..=4), [7, 49, 302, 1_469]);
    }

    /// `cargo test --release -p tavolo-games -- --ignored perft`
    #[test]
    #[ignore = "deep perft: run in release mode"]
    fn perft_deep_matches_the_published_counts() {
        let rules = english();
        assert_eq!(perft_counts(&rules, 5..=7), [7_361, 36_768, 179_740]);
    }
}
