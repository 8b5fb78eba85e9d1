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
//! (`W:Wa1,a2,…:Ba3,…`), read back by `from_position`. Bell's game appends
//! the points its pieces have stood on besides their own, since they rule
//! out moves: ` visited c3=b2.c2,d4=d3`, each piece's square, `=`, its
//! other points joined by `.`; nothing while no piece has moved.

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
        family: crate::Family::Draughts,
        summary: "the ancestor of draughts on 5×5 lines, Bell's strict reconstruction",
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
        words: &super::WORDS,
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
        family: crate::Family::Draughts,
        summary: "the ancestor of draughts, Pritchard's free reconstruction",
        min_seats: 2,
        max_seats: 2,
        seat_names: &["White", "Black"],
        chance: false,
        hidden: false,
        options: &[],
        // The draw rules' bound: see `Engine::ply_bound`.
        max_plies: 1_223,
        source: "catalog tavolando-9-14-and-short-issues.md, alquerque-pritchard (Tavolando §9.1)",
        words: &super::WORDS,
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::draughts::testing::*;
    use crate::notation::MoveError;
    use crate::view::Board;
    use crate::{Message, Outcome, Rules, Seat};

    fn bell() -> AlquerqueBell {
        rules::<Bell>()
    }

    fn pritchard() -> AlquerquePritchard {
        rules::<Pritchard>()
    }

    #[test]
    fn gap_4_standard_setup_white_starts() {
        let text = "W:Wa1,a2,b1,b2,c1,c2,d1,d2,d3,e1,e2,e3:Ba3,a4,a5,b3,b4,b5,c4,c5,d4,d5,e4,e5";
        // b2-c3 is the catalog's opening example.
        let opening = ["b2-c3", "c2-c3", "d2-c3", "d3-c3"];
        assert_start(&bell(), text, &opening);
        assert_start(&pritchard(), text, &opening);
    }

    #[test]
    fn rule_the_board_has_diagonals_through_even_points_only() {
        let rules = bell();
        let Board::Graph(drawn) = rules.view(&rules.initial(), None).board else {
            panic!("alquerque is drawn as points and lines");
        };
        let points = &drawn.points;
        let lines = &drawn.lines;
        assert_eq!(points.len(), 25);
        // 40 orthogonal segments and 16 diagonal ones.
        assert_eq!(lines.len(), 56);
        let has = |a: &str, b: &str| {
            lines
                .iter()
                .any(|(x, y)| (x == a && y == b) || (x == b && y == a))
        };
        assert!(has("a1", "b2") && has("b2", "c3") && has("c3", "b4"));
        assert!(!has("b1", "c2") && !has("a2", "b3"));
    }

    #[test]
    fn bell_rule_pieces_go_forward_diagonally_forward_or_sideways() {
        let rules = bell();
        assert_eq!(
            legal(&rules, &fen(&rules, "W:Wc3:Ba5")),
            ["c3-b3", "c3-b4", "c3-c4", "c3-d3", "c3-d4"]
        );
        // b3 has no diagonals.
        assert_eq!(
            legal(&rules, &fen(&rules, "W:Wb3:Ba5")),
            ["b3-a3", "b3-b4", "b3-c3"]
        );
        // Captures go the same ways, never backwards.
        assert_eq!(
            legal(&rules, &fen(&rules, "W:Wc3:Bc2,a5")),
            ["c3-b3", "c3-b4", "c3-c4", "c3-d3", "c3-d4"]
        );
    }

    #[test]
    fn gap_1_capture_is_compulsory_free_and_the_chain_is_completed() {
        let rules = bell();
        let state = fen(&rules, "W:Wa1,e1:Bb2,e2,e4");
        // One piece or two: free choice, no stopping half-way.
        assert_eq!(legal(&rules, &state), ["a1xc3", "e1xe3xe5"]);
        let mut s = state.clone();
        assert!(matches!(
            rules.play(&mut s, "a1-a2"),
            Err(MoveError::Illegal { reason, .. }) if reason == Message::new("draughts-capture-compulsory")
                .part("moves", moves("a1xc3, e1xe3xe5", 0))
        ));
        // The catalog's chain format, turning at a landing point.
        let turn = fen(&rules, "W:Wd3:Bc3,b4,a5");
        assert_eq!(legal(&rules, &turn), ["d3xb3xb5"]);
    }

    /// The position after `c4-c3`: White's d3 has stood on b3 and c3.
    const REVISIT: [&str; 6] = ["b3-c3", "e5-e4", "c3-d3", "c5-c4", "a1-a2", "c4-c3"];

    #[test]
    fn gap_2_a_piece_never_returns_to_a_point_it_stood_on() {
        let rules = bell();
        let mut state = fen(&rules, "W:Wb3,a1:Bc5,e5");
        play_on(&rules, &mut state, &REVISIT[..3]);
        // d3 may not step back to c3.
        assert!(!legal(&rules, &state).contains(&"d3-c3".to_string()));
        play_on(&rules, &mut state, &REVISIT[3..]);
        // Nor land on b3 by capturing c3: no capture is possible.
        assert_eq!(legal(&rules, &state), ["a2-a3", "a2-b2", "d3-d4", "d3-e3"]);
        assert!(matches!(
            rules.play(&mut state.clone(), "d3xb3"),
            Err(MoveError::Illegal { .. })
        ));
        // In Pritchard's version the capture is compulsory.
        let rules = pritchard();
        let mut state = fen(&rules, "W:Wb3,a1:Bc5,e5");
        play_on(&rules, &mut state, &REVISIT);
        assert_eq!(legal(&rules, &state), ["d3xb3"]);
    }

    #[test]
    fn bell_rule_a_piece_on_the_far_row_only_captures_sideways() {
        let rules = bell();
        assert_eq!(
            legal(&rules, &fen(&rules, "W:Wc5,a1:Ba3")),
            ["a1-a2", "a1-b1", "a1-b2"]
        );
        assert_eq!(legal(&rules, &fen(&rules, "W:Wc5:Bd5,a3")), ["c5xe5"]);
        // Pritchard's pieces go on moving.
        let rules = pritchard();
        assert!(legal(&rules, &fen(&rules, "W:Wc5,a1:Ba3")).contains(&"c5-c4".to_string()));
    }

    #[test]
    fn rule_there_is_no_promotion() {
        let rules = bell();
        let mut state = fen(&rules, "W:Wc4:Ba1");
        rules.play(&mut state, "c4-c5").unwrap();
        assert_eq!(rules.position_text(&state), "B:Wc5:Ba1 visited c5=c4");
    }

    #[test]
    fn rule_a_player_who_cannot_move_loses() {
        let rules = bell();
        assert_over(
            &rules,
            "W:Wa5:Be1",
            Outcome::win(Seat::SECOND, cannot_move(Seat::FIRST)),
        );
        let state = fen(&rules, "B:Wa5:B");
        assert_eq!(
            ended(&rules, &state),
            Outcome::win(Seat::FIRST, no_pieces(Seat::SECOND))
        );
    }

    #[test]
    fn gap_3_bell_draw_after_50_turns_without_a_capture() {
        let rules = bell();
        // No revisits make long quiet stretches rare: start the count at 48.
        let mut state = fen(&rules, "W:Wa1,b1:Bd5,e5");
        state.quiet = 48;
        play_on(&rules, &mut state, &["a1-a2"]);
        assert!(goes_on(&rules, &state));
        play_on(&rules, &mut state, &["d5-d4"]);
        assert_eq!(ended(&rules, &state), Outcome::draw(no_progress(25)));
        // A capture starts the count again.
        let mut state = fen(&rules, "W:Wa1,b1:Ba2,e5");
        state.quiet = 49;
        play_on(&rules, &mut state, &["a1xa3"]);
        assert!(goes_on(&rules, &state));
        assert_eq!(state.quiet, 0);
    }

    #[test]
    fn pritchard_rule_pieces_move_and_capture_every_way() {
        let rules = pritchard();
        assert_eq!(legal(&rules, &fen(&rules, "W:Wc3:Ba5")).len(), 8);
        assert_eq!(legal(&rules, &fen(&rules, "W:Wc3:Bc2,a5")), ["c3xc1"]);
    }

    #[test]
    fn pritchard_gap_1_draws_by_repetition_and_50_turns() {
        let rules = pritchard();
        assert_third_repetition_draws(&rules, "W:Wa1:Be5", ["a1-a2", "e5-e4", "a2-a1", "e4-e5"]);
        let mut state = fen(&rules, "W:Wa1:Be5");
        assert_quiet_plies_draw(&rules, &mut state, 50, any, no_progress(25));
    }

    #[test]
    fn perft_is_frozen() {
        // Frozen from this implementation. By hand: four ways into c3; then
        // Black must capture whenever it can.
        assert_eq!(perft_counts(&bell(), 1..=6), [4, 5, 6, 12, 20, 67]);
        assert_eq!(perft_counts(&pritchard(), 1..=6), [4, 5, 6, 12, 29, 107]);
    }

    /// `cargo test --release -p tavolo-games -- --ignored perft`
    #[test]
    #[ignore = "deep perft: run in release mode"]
    fn perft_deep_is_frozen() {
        assert_eq!(perft_counts(&bell(), 7..=10), [210, 756, 2_860, 10_637]);
        assert_eq!(perft_counts(&pritchard(), 7..=10), [523, 2_521, 12_878, 70_759]);
    }
}
