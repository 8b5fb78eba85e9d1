//! Rules tests of the chess family: a named test per catalog rule and gap.

use super::*;
use crate::{MoveError, Outcome, Rules, Seat, Status};

fn legal<R: Rules>(rules: &R, state: &R::State) -> Vec<String> {
    let mut texts: Vec<String> = rules
        .legal_vec(state)
        .iter()
        .map(|m| rules.format_move(state, m))
        .collect();
    texts.sort();
    texts
}

fn play_all<R: Rules>(rules: &R, state: &mut R::State, moves: &[&str]) {
    for m in moves {
        rules
            .play(state, m)
            .unwrap_or_else(|e| panic!("'{m}' refused: {e}"));
    }
}

fn at<R: Rules>(rules: &R, text: &str) -> R::State {
    rules
        .from_position(text)
        .unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn over(status: Status) -> Outcome {
    match status {
        Status::Over(outcome) => outcome,
        other => panic!("not over: {other:?}"),
    }
}

fn refusal_id(error: &MoveError) -> String {
    match error {
        MoveError::Illegal { reason, .. } => reason.id().to_string(),
        MoveError::NotAMove { expected, .. } => expected.id().to_string(),
        other => format!("{other:?}"),
    }
}

fn refused<R: Rules>(rules: &R, state: &R::State, text: &str) -> String {
    match rules.parse_move(state, text) {
        Ok(m) => panic!("'{text}' accepted as {}", rules.format_move(state, &m)),
        Err(e) => refusal_id(&e),
    }
}

/* Vinciperdi. */

#[test]
fn rule_pieces_move_as_in_chess_from_the_orthodox_start() {
    let rules = Vinciperdi::rules();
    let start = rules.initial();
    assert_eq!(
        rules.position_text(&start),
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1"
    );
    assert_eq!(legal(&rules, &start).len(), 20);
    assert_eq!(rules.status(&start), Status::ToMove(Seat::FIRST));
}

/// perft.md: antichess 20, 400, 8,067, 153,299 (d=5 and 6 below, ignored).
#[test]
fn vinciperdi_perft_matches_the_published_figures() {
    let rules = Vinciperdi::rules();
    let start = rules.initial();
    for (depth, nodes) in [(1, 20), (2, 400), (3, 8_067)] {
        assert_eq!(crate::perft::perft(&rules, &start, depth), nodes, "depth {depth}");
    }
}

/// `cargo test -p tavolo-games --release --lib chess::tests::vinciperdi_perft_deep -- --ignored`
#[test]
#[ignore = "slow: perft 6 is 46 million nodes"]
fn vinciperdi_perft_deep() {
    let rules = Vinciperdi::rules();
    let start = rules.initial();
    for (depth, nodes) in [(4, 153_299), (5, 2_732_672), (6, 46_264_162)] {
        assert_eq!(crate::perft::perft(&rules, &start, depth), nodes, "depth {depth}");
    }
}

#[test]
fn rule_king_is_ordinary_no_check_and_it_may_be_captured() {
    let rules = Vinciperdi::rules();
    // The black queen watches the e-file: the white king may still step
    // onto it, and then must be taken.
    let mut state = at(&rules, "4q3/8/8/8/8/8/8/4K3 w - - 0 1");
    assert_eq!(legal(&rules, &state), ["Kd1", "Kd2", "Ke2", "Kf1", "Kf2"]);
    play_all(&rules, &mut state, &["Ke2"]);
    // The capture that empties White's side ends the game; it is no mate
    // (python-chess writes `#` for any variant end: not here).
    assert_eq!(legal(&rules, &state), ["Qxe2"]);
    play_all(&rules, &mut state, &["Qxe2"]);
    let outcome = over(rules.status(&state));
    assert_eq!(outcome.winner, Some(Seat::FIRST));
    assert_eq!(outcome.reason.id(), "chess-no-pieces-left");
}

#[test]
fn rule_capture_is_compulsory_and_the_choice_free() {
    let rules = Vinciperdi::rules();
    // White's rook can take on a8 or h1's knight can take g3: both listed,
    // nothing else.
    let state = at(&rules, "r6k/8/8/8/8/6p1/8/R6N w - - 0 1");
    assert_eq!(legal(&rules, &state), ["Nxg3", "Rxa8"]);
    let error = rules.parse_move(&state, "Ra2").unwrap_err();
    assert_eq!(refusal_id(&error), "chess-must-capture");
    assert!(error.to_string().contains("Nxg3, Rxa8"), "{error}");
    // The catalog's example: a bishop's capture.
    let bishop = at(&rules, "rnbqkbnr/pppppppp/8/8/8/6P1/PPPPPPBP/RNBQK1NR w - - 0 1");
    let mut bishop = bishop;
    play_all(&rules, &mut bishop, &["Bxb7"]);
}

#[test]
fn rule_the_first_to_lose_all_pieces_wins() {
    let rules = Vinciperdi::rules();
    let mut state = at(&rules, "8/8/8/8/8/8/1p6/2R5 w - - 0 1");
    // White offers the rook; Black's pawn must take it.
    play_all(&rules, &mut state, &["Ra1"]);
    assert_eq!(
        legal(&rules, &state),
        ["bxa1=B", "bxa1=K", "bxa1=N", "bxa1=Q", "bxa1=R"]
    );
    play_all(&rules, &mut state, &["bxa1=Q"]);
    let outcome = over(rules.status(&state));
    assert_eq!(outcome.winner, Some(Seat::FIRST));
}

/// No check, no mate: the last capture, after which the loser of all his
/// pieces has no move, is not written as mate, in the moves nor the PGN.
#[test]
fn vinciperdi_writes_no_mate_sign_and_its_end_picture_gives_the_result() {
    let rules = Vinciperdi::rules();
    let mut state = at(&rules, "8/8/8/8/8/8/6p1/7R b - - 0 1");
    assert_eq!(
        legal(&rules, &state),
        ["gxh1=B", "gxh1=K", "gxh1=N", "gxh1=Q", "gxh1=R"]
    );
    play_all(&rules, &mut state, &["gxh1=Q"]);
    let outcome = over(rules.status(&state));
    assert_eq!(outcome.winner, Some(Seat::FIRST));
    let view = rules.view(&state, None);
    assert_eq!(
        view.caption,
        Some(outcome.caption()),
        "the end picture says who won and why"
    );
    assert_eq!(view.to_move, None);
    // A whole game's record (the first finished game of the python-chess
    // fixtures, which end it with `bxa5#`).
    let moves = "Nh3 b6 f4 e5 fxe5 Nh6 e4 Ba6 Bxa6 Nxa6 b4 Bxb4 Qh5 Bxd2 Qxf7 Bxe1 Qxe8 Rxe8 Bxh6 Rxe5 Bxg7 Rxe4 Rxe1 Rxe1 Nf2 Rxb1 Rxb1 Rb8 Rxb6 axb6 Ne4 Qh8 Bxh8 Rxh8 h4 h5 Nd6 cxd6 c3 Rd8 g4 hxg4 c4 Nc5 a3 Rg8 h5 Rg5 a4 Rxh5 a5 bxa5";
    let moves: Vec<&str> = moves.split(' ').collect();
    let record = crate::chess::pgn("vinciperdi", &moves).unwrap();
    assert!(record.contains("bxa5 1-0"), "{record}");
    assert!(!record.contains('#') && !record.contains('+'), "{record}");
}

#[test]
fn vinciperdi_notation_help_offers_no_castling() {
    let rules = Vinciperdi::rules();
    let state = rules.initial();
    assert_eq!(refused(&rules, &state, "hello"), "chess-notation-no-castling");
    let orthodox = NeoChess::rules();
    assert_eq!(refused(&orthodox, &orthodox.initial(), "hello"), "chess-notation");
}

/// Italian piece letters: Cavallo, Donna, Alfiere, Torre, Re.
#[test]
fn italian_piece_letters_read_as_english() {
    for (italian, english) in [
        ("Cf3", Some("Nf3")),
        ("De2", Some("Qe2")),
        ("Ad3", Some("Bd3")),
        ("Tf1", Some("Rf1")),
        ("Re2", Some("Ke2")),
        ("Txe5", Some("Rxe5")),
        ("e8=D", Some("e8=Q")),
        ("e8D", Some("e8Q")),
        ("C@e4", Some("N@e4")),
        ("12. Ad3", Some("12. Bd3")),
        ("cxd5", None),
        ("d4", None),
        ("a3", None),
        ("Nf3", None),
    ] {
        assert_eq!(from_italian(italian).as_deref(), english, "{italian}");
    }
}

/// Across the family the engine reads `Cf3`, `De2`, `Ad3`, `Tf1` when
/// English letters name nothing (`R`, a rook in English, stays a rook).
#[test]
fn every_chess_rule_set_accepts_italian_piece_letters() {
    fn check<R: Rules>(rules: &R) {
        let mut state = rules.initial();
        let game = [
            ("Cf3", "Nf3"),
            ("Cc6", "Nc6"),
            ("e3", "e3"),
            ("e6", "e6"),
            ("De2", "Qe2"),
            ("Ad6", "Bd6"),
            ("Tg1", "Rg1"),
        ];
        for (italian, english) in game {
            match rules.parse_move(&state, italian) {
                Ok(m) => {
                    let text = rules.format_move(&state, &m);
                    assert!(text.starts_with(english), "{italian} read as {text}");
                    rules.apply(&mut state, &m);
                }
                Err(e) => panic!("{italian} refused: {e}"),
            }
        }
    }
    check(&Vinciperdi::rules());
    check(&NeoChess::rules());
}

#[test]
fn gap_1_a_player_without_a_legal_move_wins() {
    let rules = Vinciperdi::rules();
    let state = at(&rules, "8/8/8/p7/P7/8/8/7k w - - 0 1");
    let outcome = over(rules.status(&state));
    assert_eq!(outcome.winner, Some(Seat::FIRST));
    assert_eq!(outcome.reason.id(), "chess-cannot-move-wins");
}

#[test]
fn gap_2_there_is_no_castling() {
    let rules = Vinciperdi::rules();
    let state = at(&rules, "4k3/8/8/8/8/8/8/4K2R w - - 0 1");
    assert!(!legal(&rules, &state).iter().any(|m| m.starts_with('O')));
    assert_eq!(refused(&rules, &state, "O-O"), "chess-no-castling");
    assert_eq!(refused(&rules, &state, "0-0"), "chess-no-castling");
}

#[test]
fn gap_3_a_pawn_may_promote_to_a_king() {
    let rules = Vinciperdi::rules();
    let mut state = at(&rules, "8/P7/8/8/8/8/8/7k w - - 0 1");
    assert_eq!(legal(&rules, &state), ["a8=B", "a8=K", "a8=N", "a8=Q", "a8=R"]);
    play_all(&rules, &mut state, &["a7a8k"]);
    assert!(rules.position_text(&state).starts_with("K7/"));
    let view = rules.view(&state, None);
    assert_eq!(view.last_move_text(), "chess-king-promotion");
}

#[test]
fn rule_fifty_moves_each_without_capture_or_pawn_move_draw() {
    let rules = Vinciperdi::rules();
    let mut state = at(&rules, "8/8/8/8/8/8/1k6/6K1 w - - 99 80");
    play_all(&rules, &mut state, &["Kh1"]);
    let outcome = over(rules.status(&state));
    assert_eq!((outcome.winner, outcome.reason.id()), (None, "chess-fifty-moves"));
}

#[test]
fn rule_threefold_repetition_draws() {
    let rules = Vinciperdi::rules();
    let mut state = at(&rules, "7k/8/8/8/8/8/8/K7 w - - 0 1");
    play_all(
        &rules,
        &mut state,
        &["Kb1", "Kg8", "Ka1", "Kh8", "Kb1", "Kg8", "Ka1"],
    );
    assert!(matches!(rules.status(&state), Status::ToMove(_)));
    play_all(&rules, &mut state, &["Kh8"]);
    assert_eq!(over(rules.status(&state)).reason.id(), "chess-repetition");
}

/* Notation, all rule sets. */

#[test]
fn notation_accepts_uci_zeros_and_missing_signs() {
    let rules = ProgressiveChess::rules();
    let mut state = rules.initial();
    play_all(&rules, &mut state, &["e2e4", "e7-e5", "Nf6"]);
    play_all(&rules, &mut state, &["ng1f3", "Bc4", "nxe5"]);
    // Black's four: the knight takes e4 without its x, then castles with
    // zeros, and so on.
    play_all(&rules, &mut state, &["Ne4", "Be7", "0-0"]);
    assert_eq!(refused(&rules, &state, "Qz9"), "chess-notation");
    assert_eq!(refused(&rules, &state, "hello"), "chess-notation");
    assert_eq!(refused(&rules, &state, "Qa1"), "chess-nothing-reaches");
    play_all(&rules, &mut state, &["d6"]);
    // Lower-case piece letters where unambiguous, and `+` optional.
    let rules = Vinciperdi::rules();
    let mut state = rules.initial();
    play_all(&rules, &mut state, &["nf3", "e5", "Nxe5+"]);
}

#[test]
fn notation_picker_steps_stay_within_25_choices() {
    let rules = Vinciperdi::rules();
    let state = at(&rules, "8/8/8/3Q4/8/8/8/1Q5k w - - 0 1");
    let legal_moves = rules.legal_vec(&state);
    let steps: Vec<Vec<String>> = legal_moves.iter().map(|m| rules.move_steps(&state, m)).collect();
    let first: std::collections::BTreeSet<&String> = steps.iter().map(|s| &s[0]).collect();
    assert!(first.len() <= 25);
    let second: std::collections::BTreeSet<&String> =
        steps.iter().filter(|s| s[0] == "Q").map(|s| &s[1]).collect();
    assert!(second.len() <= 25, "{second:?}");
    for s in &steps {
        let third: std::collections::BTreeSet<&String> =
            steps.iter().filter(|t| t[..2] == s[..2]).map(|t| &t[2]).collect();
        assert!(third.len() <= 25);
    }
}

/* Progressive chess (Scottish rules). */

#[test]
fn rule_series_grow_one_two_three_and_the_catalog_examples_play() {
    let rules = ProgressiveChess::rules();
    let mut state = rules.initial();
    play_all(&rules, &mut state, &["e4"]);
    assert_eq!(rules.status(&state), Status::ToMove(Seat::SECOND));
    play_all(&rules, &mut state, &["e5"]);
    assert_eq!(rules.status(&state), Status::ToMove(Seat::SECOND));
    assert_eq!(
        rules.view(&state, None).last_move_text(),
        "chess-series-progress(seat=#1, move=1, series=2)"
    );
    play_all(&rules, &mut state, &["Qh4"]);
    assert_eq!(rules.status(&state), Status::ToMove(Seat::FIRST));
    assert_eq!(Engine::<progressive::Scottish>::series(&state), (3, 0));
}

#[test]
fn gap_2_the_same_piece_may_move_again_within_a_series() {
    let rules = ProgressiveChess::rules();
    let mut state = rules.initial();
    play_all(&rules, &mut state, &["e4", "Nc6", "Nd4", "Qg4", "Qxd7+"]);
    // The check ended White's series after two moves of three.
    assert_eq!(rules.status(&state), Status::ToMove(Seat::SECOND));
}

#[test]
fn gap_1_a_check_ends_the_series_at_once() {
    let rules = ProgressiveChess::rules();
    let mut state = at(&rules, "4k3/8/8/8/8/8/8/R3K3 w - - 0 3 0");
    play_all(&rules, &mut state, &["Ra8+"]);
    assert_eq!(rules.status(&state), Status::ToMove(Seat::SECOND));
    assert_eq!(Engine::<progressive::Scottish>::series(&state), (4, 0));
    assert_eq!(
        rules.view(&state, None).last_move_text(),
        "chess-check-ends-series(seat=#0)"
    );
}

#[test]
fn rule_check_is_parried_with_the_first_move_of_the_series() {
    let rules = ProgressiveChess::rules();
    let state = at(&rules, "R3k3/8/8/8/8/8/8/4K3 b - - 0 4 0");
    assert_eq!(legal(&rules, &state), ["Kd7", "Ke7", "Kf7"]);
    assert_eq!(refused(&rules, &state, "Kd8"), "chess-parry-check");
}

#[test]
fn rule_a_check_that_cannot_be_parried_is_mate() {
    let rules = ProgressiveChess::rules();
    let state = at(&rules, "R5k1/5ppp/8/8/8/8/8/4K3 b - - 0 4 0");
    let outcome = over(rules.status(&state));
    assert_eq!(
        (outcome.winner, outcome.reason.id()),
        (Some(Seat::FIRST), "chess-checkmate")
    );
}

#[test]
fn rule_no_move_may_leave_ones_own_king_in_check() {
    let rules = ProgressiveChess::rules();
    // Black's bishop on e7 is pinned by the rook on e1, mid-series too.
    let state = at(&rules, "4k3/4b3/8/8/8/8/8/K3R3 b - - 0 4 1");
    assert!(!legal(&rules, &state).iter().any(|m| m.starts_with('B')));
}

#[test]
fn rule_no_move_in_mid_series_without_check_is_a_draw() {
    let rules = ProgressiveChess::rules();
    let state = at(&rules, "k7/8/1Q6/8/8/8/8/4K3 b - - 0 4 1");
    let outcome = over(rules.status(&state));
    assert_eq!((outcome.winner, outcome.reason.id()), (None, "chess-stalemate"));
}

#[test]
fn rule_en_passant_only_as_the_first_move_of_a_series() {
    let rules = ProgressiveChess::rules();
    // Black double-steps d7-d5 and then moves the king: White's first move
    // may take en passant, a later one may not.
    let mut state = at(&rules, "4k3/3p4/8/4P3/8/8/8/4K3 b - - 0 4 2");
    play_all(&rules, &mut state, &["d5", "Kd7"]);
    assert!(legal(&rules, &state).contains(&"exd6".to_string()));
    let mut later = state.clone();
    play_all(&rules, &mut later, &["Kd1"]);
    assert_eq!(refused(&rules, &later, "exd6"), "chess-en-passant-first");
    play_all(&rules, &mut state, &["exd6"]);
    assert!(rules.position_text(&state).starts_with("8/3k4/3P4/8/"));
    // A pawn that double-stepped and moved again is no longer capturable.
    let mut moved = at(&rules, "4k3/3p4/8/2P5/8/8/8/4K3 b - - 0 4 2");
    play_all(&rules, &mut moved, &["d5", "d4"]);
    assert!(!legal(&rules, &moved).iter().any(|m| m.starts_with("cx")));
}

#[test]
fn rule_castling_follows_the_orthodox_rules_move_by_move() {
    let rules = ProgressiveChess::rules();
    let mut state = at(&rules, "4k3/8/8/8/8/8/8/4K2R w K - 0 3 0");
    assert!(legal(&rules, &state).contains(&"O-O".to_string()));
    play_all(&rules, &mut state, &["Kf1"]);
    play_all(&rules, &mut state, &["Ke1"]);
    // The king has moved: no more castling, even back on its square.
    assert_eq!(refused(&rules, &state, "O-O"), "chess-cannot-castle");
}

#[test]
fn rule_ten_quiet_series_draw() {
    let rules = ProgressiveChess::rules();
    let mut state = at(&rules, "4k3/8/8/8/8/8/8/4K3 w - - 9 3 0");
    play_all(&rules, &mut state, &["Kd1", "Kc1", "Kb1"]);
    let outcome = over(rules.status(&state));
    assert_eq!(
        (outcome.winner, outcome.reason.id()),
        (None, "chess-quiet-series")
    );
}

#[test]
fn gap_3_a_series_cannot_be_cut_short() {
    let rules = ProgressiveChess::rules();
    let mut state = rules.initial();
    play_all(&rules, &mut state, &["e4", "e5"]);
    assert_eq!(rules.status(&state), Status::ToMove(Seat::SECOND));
    assert_eq!(refused(&rules, &state, "pass"), "chess-notation");
}

/* Italian progressive chess. */

#[test]
fn italian_rule_check_only_with_the_last_move_of_a_series() {
    let rules = ItalianProgressiveChess::rules();
    let mut state = at(&rules, "4k3/8/8/8/8/8/8/R3K3 w - - 0 3 0");
    assert!(!legal(&rules, &state).contains(&"Ra8+".to_string()));
    let error = rules.parse_move(&state, "Ra8").unwrap_err();
    assert_eq!(refusal_id(&error), "chess-check-too-early");
    assert!(error.to_string().contains("move=1, series=3"), "{error}");
    play_all(&rules, &mut state, &["Kd1", "Kc1", "Ra8+"]);
    assert_eq!(rules.status(&state), Status::ToMove(Seat::SECOND));
    // The catalog's example: Black's check falls on the last move.
    let mut game = rules.initial();
    play_all(&rules, &mut game, &["f3", "e5", "Qh4+"]);
}

#[test]
fn italian_rule_check_is_parried_with_the_first_move_and_progressive_mate() {
    // Every parry of the knight's check leaves the e-file and uncovers the
    // black rook on the white king: a check before the last move.
    let text = "4r3/8/3Bk3/8/3N4/8/8/4K3 b - - 0 4 0";
    let italian = ItalianProgressiveChess::rules();
    let state = at(&italian, text);
    let outcome = over(italian.status(&state));
    assert_eq!(
        (outcome.winner, outcome.reason.id()),
        (Some(Seat::FIRST), "chess-progressive-checkmate")
    );
    // Under the Scottish rules the same parries are legal and end the series.
    let scottish = ProgressiveChess::rules();
    let mut state = at(&scottish, text);
    play_all(&scottish, &mut state, &["Kd7+"]);
    assert_eq!(scottish.status(&state), Status::ToMove(Seat::FIRST));
}

#[test]
fn italian_gap_en_passant_only_onto_an_empty_square() {
    let rules = ItalianProgressiveChess::rules();
    // Black double-steps d7-d5, then puts a knight on d6, the square
    // passed: exd6 takes the knight, not the pawn.
    let mut state = at(&rules, "4k3/1n1p4/8/4P3/8/8/8/4K3 b - - 0 4 2");
    play_all(&rules, &mut state, &["d5", "Nd6"]);
    play_all(&rules, &mut state, &["exd6"]);
    assert!(rules.position_text(&state).starts_with("4k3/8/3P4/3p4/"));
}

/* Progressive Vinciperdi. */

#[test]
fn progressive_vinciperdi_rule_capture_compulsory_in_mid_series() {
    let rules = ProgressiveVinciperdi::rules();
    let mut state = rules.initial();
    play_all(&rules, &mut state, &["e3", "b5"]);
    // Black's second move: nothing to take yet.
    play_all(&rules, &mut state, &["a6"]);
    // White: the bishop must take on b5, and then again if it can.
    assert_eq!(legal(&rules, &state), ["Bxb5"]);
    play_all(&rules, &mut state, &["Bxb5"]);
    let error = rules.parse_move(&state, "Nf3").unwrap_err();
    assert_eq!(refusal_id(&error), "chess-must-capture");
    assert!(error.to_string().contains("Bxa6, Bxd7"), "{error}");
}

#[test]
fn progressive_vinciperdi_rule_losing_the_last_piece_mid_series_wins_at_once() {
    let rules = ProgressiveVinciperdi::rules();
    let mut state = at(&rules, "8/8/8/8/8/8/1p6/R7 w - - 0 3 0");
    play_all(&rules, &mut state, &["Rb1"]);
    // Still White's series; ...
    assert_eq!(rules.status(&state), Status::ToMove(Seat::FIRST));
    let mut taken = state.clone();
    // White takes Black's last piece with the second move of three: Black
    // wins there and then.
    play_all(&rules, &mut taken, &["Rxb2"]);
    let outcome = over(rules.status(&taken));
    assert_eq!(
        (outcome.winner, outcome.reason.id()),
        (Some(Seat::SECOND), "chess-no-pieces-left")
    );
}

#[test]
fn progressive_vinciperdi_gap_2_no_move_in_mid_series_wins() {
    let rules = ProgressiveVinciperdi::rules();
    let state = at(&rules, "8/8/8/p7/P7/8/8/7k w - - 0 3 1");
    let outcome = over(rules.status(&state));
    assert_eq!(
        (outcome.winner, outcome.reason.id()),
        (Some(Seat::FIRST), "chess-cannot-move-wins")
    );
}

#[test]
fn progressive_vinciperdi_rule_no_check_restrictions() {
    let rules = ProgressiveVinciperdi::rules();
    // A "check" neither ends the series nor limits the king.
    let mut state = at(&rules, "4k3/8/8/8/8/8/8/R3K3 w - - 0 3 0");
    play_all(&rules, &mut state, &["Ra7"]);
    assert_eq!(rules.status(&state), Status::ToMove(Seat::FIRST));
}

#[test]
fn positions_read_back_mid_series() {
    let rules = ProgressiveChess::rules();
    let mut state = rules.initial();
    play_all(&rules, &mut state, &["e4", "d5", "Nf6", "exd5", "c4", "c5", "b5"]);
    let text = rules.position_text(&state);
    let back = at(&rules, &text);
    assert_eq!(rules.position_text(&back), text);
    assert_eq!(legal(&rules, &back), legal(&rules, &state));
}

#[test]
fn pgn_export_numbers_series_and_full_moves() {
    let pgn = pgn("vinciperdi", &["e3", "b5", "Bxb5"]).unwrap();
    assert!(pgn.contains("[Variant \"Antichess\"]"), "{pgn}");
    assert!(pgn.ends_with("1. e3 b5 2. Bxb5 *\n"), "{pgn}");
    let pgn = pgn_with(
        "italian-progressive-chess",
        &["f3", "e5", "Qh4+"],
        &Default::default(),
    )
    .unwrap();
    assert!(pgn.ends_with("1. f3 2. e5 Qh4+ *\n"), "{pgn}");
    assert!(pgn::pgn("english-draughts", &["11-15"]).is_err());
}

#[test]
fn a_bare_king_or_a_lone_minor_piece_cannot_win_on_time_a_rook_can() {
    let chess = Engine::<progressive::Scottish>::rules();
    // White: king and bishop; Black: king and rook.
    let state = at(&chess, "4k3/8/8/8/8/8/8/r3K2B w - - 0 1 0");
    assert!(!chess.can_still_win(&state, Seat::FIRST));
    assert!(chess.can_still_win(&state, Seat::SECOND));
    let start = chess.initial();
    assert!(chess.can_still_win(&start, Seat::FIRST) && chess.can_still_win(&start, Seat::SECOND));
}
