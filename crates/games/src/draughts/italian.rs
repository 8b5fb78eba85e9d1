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
        family: crate::Family::Draughts,
        summary: "dama: 8×8, men never take kings, capture priorities",
        min_seats: 2,
        max_seats: 2,
        seat_names: &["White", "Black"],
        chance: false,
        hidden: false,
        options: &[],
        // The draw rules' bound: see `Engine::ply_bound`.
        max_plies: 19_277,
        source: "catalog tavolando-9-14-and-short-issues.md, italian-draughts (Tavolando §9.4)",
        words: &super::WORDS,
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::draughts::testing::*;
    use crate::notation::MoveError;
    use crate::perft::perft;
    use crate::view::Board;
    use crate::{Message, Outcome, Rules, Seat};

    fn italian() -> ItalianDraughts {
        rules::<Italian>()
    }

    /// The refusal of a capture by the Italian precedence `rule`, listing
    /// the `legal` captures.
    fn precedence(rule: Message, legal: &str) -> Message {
        Message::new("draughts-italian-precedence")
            .part("rule", rule)
            .part("moves", moves(legal, 0))
    }

    fn refused(rules: &ItalianDraughts, fen_text: &str, text: &str) -> Message {
        let mut state = fen(rules, fen_text);
        match rules.play(&mut state, text) {
            Err(MoveError::Illegal { reason, .. }) => reason,
            other => panic!("{text}: {other:?}"),
        }
    }

    #[test]
    fn gap_1_light_square_bottom_left_and_fid_numbering() {
        let rules = italian();
        // White starts; pydraughts' opening moves: 21-17 … 24-20.
        assert_start(
            &rules,
            "W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12",
            &["21-17", "21-18", "22-18", "22-19", "23-19", "23-20", "24-20"],
        );
        let view = rules.view(&rules.initial(), None);
        assert_eq!(
            view.board,
            Board::Squares(Board::squares(8, 8).checkered(true).a1_light(true))
        );
        let labels = ["a8", "h1", "b3", "a4", "c4", "b1", "a1"].map(|c| cell_label(&view, c));
        assert_eq!(
            labels,
            [
                Some("1"),
                Some("32"),
                Some("21"),
                Some("17"),
                Some("18"),
                Some("29"),
                None
            ]
            .map(|s| s.map(String::from))
        );
    }

    #[test]
    fn rule_men_step_and_capture_forward_kings_both_ways_one_square() {
        let rules = italian();
        assert_eq!(legal(&rules, &fen(&rules, "W:W22:B5")), ["22-18", "22-19"]);
        assert_eq!(
            legal(&rules, &fen(&rules, "W:WK22:B5")),
            ["22-18", "22-19", "22-26", "22-27"]
        );
        // No backward capture for a man.
        assert_eq!(legal(&rules, &fen(&rules, "W:W22:B26")), ["22-18", "22-19"]);
    }

    #[test]
    fn rule_men_cannot_capture_kings() {
        let rules = italian();
        // The man on 22 faces a king on 18 with 13 empty: no capture.
        let state = fen(&rules, "W:W22:BK18");
        assert_eq!(legal(&rules, &state), ["22-19"]);
        assert_eq!(
            refused(&rules, "W:W22:BK18", "22x13"),
            Message::new("draughts-man-takes-king")
        );
        // A king may.
        assert_eq!(legal(&rules, &fen(&rules, "W:WK22:BK18")), ["22x13"]);
    }

    #[test]
    fn rule_precedence_1_the_most_pieces() {
        let rules = italian();
        // 24 can take two men, 30 only one.
        let state = fen(&rules, "W:W24,30:B11,20,26");
        assert_eq!(legal(&rules, &state), ["24x15x6"]);
        let why = refused(&rules, "W:W24,30:B11,20,26", "30x21");
        assert_eq!(
            why,
            precedence(Message::new("draughts-rule-most-pieces"), "24x15x6")
        );
    }

    #[test]
    fn rule_precedence_2_with_the_king_rather_than_a_man() {
        let rules = italian();
        // The man on 22 and the king on 27 can each take one piece.
        let state = fen(&rules, "W:W22,K27:B18,23");
        assert_eq!(legal(&rules, &state), ["27x20"]);
        let why = refused(&rules, "W:W22,K27:B18,23", "22x13");
        assert_eq!(
            why,
            precedence(Message::new("draughts-rule-king-captures"), "27x20")
        );
    }

    #[test]
    fn rule_precedence_3_the_most_kings() {
        let rules = italian();
        // The king can take the man on 19 or the king on 18.
        let state = fen(&rules, "W:WK22:B19,K18");
        assert_eq!(legal(&rules, &state), ["22x13"]);
        let why = refused(&rules, "W:WK22:B19,K18", "22x15");
        assert_eq!(why, precedence(Message::new("draughts-rule-most-kings"), "22x13"));
    }

    #[test]
    fn gap_3_precedence_4_the_king_met_first() {
        let rules = italian();
        // Both ways take two pieces, one of them a king: by 15 the king on
        // 19 is the first piece taken; by 13 the king on 10 is the second.
        let state = fen(&rules, "W:WK22:BK19,18,12,K10");
        assert_eq!(legal(&rules, &state), ["22x15x8"]);
        let why = refused(&rules, "W:WK22:BK19,18,12,K10", "22x13x6");
        assert_eq!(
            why,
            precedence(Message::new("draughts-rule-king-first"), "22x15x8")
        );
    }

    #[test]
    fn rule_precedence_leaves_a_free_choice_on_a_tie() {
        let rules = italian();
        let state = fen(&rules, "W:W22:B18,19");
        assert_eq!(legal(&rules, &state), ["22x13", "22x15"]);
    }

    #[test]
    fn rule_crowning_ends_the_move() {
        let rules = italian();
        // Crowned on 3, the new king could take 7 at once; the move ends.
        assert_plays(&rules, "W:W10:B6,7", &["10x3"], "10x3", "B:WK3:B7");
    }

    #[test]
    fn rule_blocked_player_loses() {
        let rules = italian();
        // White's only man, on 21, faces two kings it may not take.
        assert_over(
            &rules,
            "W:W21:BK17,K18",
            Outcome::win(Seat::SECOND, cannot_move(Seat::FIRST)),
        );
    }

    #[test]
    fn gap_2_draws_by_repetition_and_40_moves_each() {
        let rules = italian();
        assert_third_repetition_draws(&rules, "W:WK32:BK1", ["32-28", "1-5", "28-32", "5-1"]);
        let mut state = fen(&rules, "W:WK32:BK1");
        assert_quiet_plies_draw(&rules, &mut state, 80, any, no_progress(40));
    }

    #[test]
    fn perft_matches_the_published_counts() {
        // perft.md: 7, 49, 302, 1469, 7361 (one library only).
        let rules = italian();
        assert_eq!(perft_counts(&rules, 1..=4), [7, 49, 302, 1_469]);
    }

    /// `cargo test --release -p tavolo-games -- --ignored perft`
    #[test]
    #[ignore = "deep perft: run in release mode"]
    fn perft_deep_matches_the_published_counts() {
        let rules = italian();
        assert_eq!(perft(&rules, &rules.initial(), 5), 7_361);
        // Not published; frozen from this implementation.
        assert_eq!(perft(&rules, &rules.initial(), 6), 36_473);
    }
}
