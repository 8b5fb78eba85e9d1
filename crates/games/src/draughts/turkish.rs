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
        family: crate::Family::Draughts,
        summary: "dama of Anatolia: all 64 squares, straight moves, flying kings",
        min_seats: 2,
        max_seats: 2,
        seat_names: &["White", "Black"],
        chance: false,
        hidden: false,
        options: &[],
        // The draw rules' bound: see `Engine::ply_bound`.
        max_plies: 25_757,
        source: "catalog tavolando-9-14-and-short-issues.md, turkish-draughts (Tavolando §9.8)",
        words: &super::WORDS,
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::draughts::testing::*;
    use crate::draughts::{DraughtsMove, DraughtsState};
    use crate::notation::MoveError;
    use crate::view::Board;
    use crate::{Message, Outcome, Rules, Seat};

    fn turkish() -> TurkishDraughts {
        rules::<Turkish>()
    }

    #[test]
    fn gap_1_setup_on_ranks_2_3_and_6_7_white_first() {
        let rules = turkish();
        assert_start(
            &rules,
            "W:Wa2,a3,b2,b3,c2,c3,d2,d3,e2,e3,f2,f3,g2,g3,h2,h3:Ba6,a7,b6,b7,c6,c7,d6,d7,e6,e7,f6,f7,g6,g7,h6,h7",
            &[
                "a3-a4", "b3-b4", "c3-c4", "d3-d4", "e3-e4", "f3-f4", "g3-g4", "h3-h4",
            ],
        );
        let view = rules.view(&rules.initial(), None);
        assert_eq!(view.board, Board::Squares(Board::squares(8, 8)));
        assert!(view.cell_labels.is_empty(), "coordinates, no numbers");
    }

    #[test]
    fn rule_men_step_forward_or_sideways_never_back() {
        let rules = turkish();
        assert_eq!(
            legal(&rules, &fen(&rules, "W:Wd4:Bh8")),
            ["d4-c4", "d4-d5", "d4-e4"]
        );
        assert_eq!(
            legal(&rules, &fen(&rules, "B:Wa1:Bd4")),
            ["d4-c4", "d4-d3", "d4-e4"]
        );
    }

    #[test]
    fn rule_kings_move_like_rooks() {
        let rules = turkish();
        let state = fen(&rules, "W:WKd4:Bh8");
        assert_eq!(legal(&rules, &state).len(), 14);
        assert!(legal(&rules, &state).contains(&"d4-d8".to_string()));
        assert!(legal(&rules, &state).contains(&"d4-a4".to_string()));
    }

    #[test]
    fn gap_3_men_capture_forward_and_sideways_not_backward() {
        let rules = turkish();
        assert_eq!(legal(&rules, &fen(&rules, "W:Wd4:Bc4,h8")), ["d4xb4"]);
        assert_eq!(legal(&rules, &fen(&rules, "W:Wd4:Bd5,h8")), ["d4xd6"]);
        assert_eq!(
            legal(&rules, &fen(&rules, "W:Wd4:Bd3,h8")),
            ["d4-c4", "d4-d5", "d4-e4"]
        );
    }

    #[test]
    fn rule_the_most_pieces_must_be_taken() {
        let rules = turkish();
        // a2 takes one man, d4 two (turning east at d6).
        let state = fen(&rules, "W:Wa2,d4:Ba3,d5,e6");
        assert_eq!(legal(&rules, &state), ["d4xd6xf6"]);
        let mut s = state.clone();
        assert_eq!(
            rules.play(&mut s, "a2xa4"),
            Err(MoveError::illegal(
                "a2xa4",
                Message::new("draughts-take-most")
                    .count("most", 2)
                    .count("taken", 1)
                    .part("moves", moves("d4xd6xf6", 0))
            ))
        );
    }

    #[test]
    fn rule_pieces_are_removed_as_they_are_jumped() {
        let rules = turkish();
        // The king's fifth capture crosses b3, taken first: possible only
        // because b3 left the board when it was jumped.
        let state = fen(&rules, "W:WKb1:Bb3,c4,d3,c2,b6");
        assert_eq!(legal(&rules, &state), ["b1xb4xd4xd2xb2xb7", "b1xb4xd4xd2xb2xb8"]);
    }

    #[test]
    fn rule_no_180_degree_turn_between_two_captures() {
        let rules = turkish();
        // After taking d6 upwards the king may not come back down over d2.
        let state = fen(&rules, "W:WKd4:Bd6,d2");
        assert_eq!(legal(&rules, &state), ["d4xd1", "d4xd7", "d4xd8"]);
        let mut s = state.clone();
        assert!(matches!(
            rules.play(&mut s, "d4xd7xd1"),
            Err(MoveError::Illegal { reason, .. }) if reason == Message::new("draughts-wrong-way")
                .part("piece", Message::new("draughts-king"))
                .code("square", "d4")
                .part("moves", moves("d4xd1, d4xd7, d4xd8", 0))
        ));
    }

    #[test]
    fn gap_2_a_man_crowned_mid_capture_goes_on_as_a_king() {
        let rules = turkish();
        // Crowned on c8, the king takes e8 from afar; a man could not.
        assert_plays(
            &rules,
            "W:Wc6:Bc7,e8",
            &["c6xc8xf8", "c6xc8xg8", "c6xc8xh8"],
            "c6xc8xf8",
            "B:WKf8:B",
        );
    }

    #[test]
    fn rule_blocked_player_loses() {
        let rules = turkish();
        // White's man on a2 faces a3 (a4 behind it) and b2 (c2 behind it).
        assert_over(
            &rules,
            "W:Wa2:Ba3,a4,b2,c2",
            Outcome::win(Seat::SECOND, cannot_move(Seat::FIRST)),
        );
    }

    #[test]
    fn draw_by_the_third_repetition() {
        let rules = turkish();
        assert_third_repetition_draws(&rules, "W:Wa2:Bh7", ["a2-b2", "h7-g7", "b2-a2", "g7-h7"]);
    }

    #[test]
    fn draw_after_40_moves_each_without_a_capture_or_forward_step() {
        let rules = turkish();
        let sideways = |_: &DraughtsState, m: &DraughtsMove| m.from() / 8 == m.to() / 8;
        let mut state = fen(&rules, "W:Wa2,h2:Ba7,h7");
        let mut forward = assert_quiet_plies_draw(&rules, &mut state, 80, sideways, no_progress(40));
        walk(&rules, &mut forward, 1, |s, m| !sideways(s, m));
        assert!(goes_on(&rules, &forward), "a forward step is progress");
    }

    #[test]
    fn perft_matches_the_published_counts() {
        // perft.md: 8, 64, 708 (one library only).
        let rules = turkish();
        assert_eq!(perft_counts(&rules, 1..=3), [8, 64, 708]);
    }

    /// `cargo test --release -p tavolo-games -- --ignored perft`
    #[test]
    #[ignore = "deep perft: run in release mode"]
    fn perft_deep_is_frozen() {
        // Not in perft.md; pydraughts 0.6.7 agrees (7538, 85090: generate.py --perft
        // turkish --depth 5, where no man is crowned yet).
        let rules = turkish();
        assert_eq!(perft_counts(&rules, 4..=5), [7_538, 85_090]);
    }
}
