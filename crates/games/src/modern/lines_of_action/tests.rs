//! Lines of Action: one test per rule of the catalog entry and per gap,
//! on positions built square by square.

use super::*;
use crate::perft::perft;

fn rules() -> LinesOfAction {
    LinesOfAction::default()
}

/// The squares of a space-separated list as a bitboard.
fn set(squares: &str) -> u64 {
    squares
        .split_whitespace()
        .map(|s| 1u64 << read_square(s).expect("a square").0)
        .fold(0, |a, b| a | b)
}

/// The position with Black on `black`, White on `white` and `to_move` to
/// move, read through its text like any position.
fn pos(black: &str, white: &str, to_move: Seat) -> LoaState {
    let rules = rules();
    let mut state = rules.initial();
    state.sides = [set(black), set(white)];
    state.to_move = to_move;
    let text = rules.position_text(&state);
    rules
        .from_position(&text)
        .unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn legal_texts(state: &LoaState) -> Vec<String> {
    let rules = rules();
    let mut v: Vec<String> = rules
        .legal_vec(state)
        .iter()
        .map(|m| rules.format_move(state, m))
        .collect();
    v.sort();
    v
}

fn outcome(state: &LoaState) -> Option<Outcome> {
    rules().status(state).outcome().cloned()
}

const START: &str = ".xxxxxx./o......o/o......o/o......o/o......o/o......o/o......o/.xxxxxx. 1";

#[test]
fn gap_1_classic_setup_and_black_first() {
    let rules = rules();
    let state = rules.initial();
    assert_eq!(rules.position_text(&state), START);
    assert_eq!(rules.status(&state), Status::ToMove(Seat::FIRST));
    assert_eq!(
        state.sides,
        [
            set("b1 c1 d1 e1 f1 g1 b8 c8 d8 e8 f8 g8"),
            set("a2 a3 a4 a5 a6 a7 h2 h3 h4 h5 h6 h7")
        ]
    );
}

#[test]
fn perft_matches_openspiel() {
    // OpenSpiel 2.0.2 `lines_of_action` from the start: 36, 1244, 44952.
    let rules = rules();
    let state = rules.initial();
    assert_eq!(perft(&rules, &state, 1), 36);
    assert_eq!(perft(&rules, &state, 2), 1244);
    assert_eq!(perft(&rules, &state, 3), 44952);
}

#[test]
fn rule_move_length_is_the_pieces_on_the_whole_line() {
    // The catalog's opening example: file b holds b1 and b8, so b1 goes 2.
    // Rank 1 holds six pieces: b1-h1. The diagonal b1-h7 holds b1 and h7:
    // b1-d3. Towards a2 the diagonal holds a2 and b1: off the board.
    let rules = rules();
    let state = rules.initial();
    let from_b1: Vec<String> = legal_texts(&state)
        .into_iter()
        .filter(|m| m.starts_with("b1"))
        .collect();
    assert_eq!(from_b1, ["b1-b3", "b1-d3", "b1-h1"]);
    let err = rules.parse_move(&state, "b1-b2").unwrap_err();
    assert_eq!(
        err,
        MoveError::illegal(
            "b1-b2",
            Message::new("loa-wrong-distance")
                .code("from", "b1")
                .count("n", 2)
                .code("legal", "b1-h1, b1-b3, b1-d3")
        )
    );
}

#[test]
fn rule_move_length_counts_pieces_behind_the_mover() {
    // File e holds e1 (behind e4), e4 and e8: three pieces, so e4 goes 3.
    let state = pos("e1 e4", "e8 a5", Seat::FIRST);
    let moves = legal_texts(&state);
    assert!(moves.contains(&"e4-e7".to_string()), "{moves:?}");
    assert!(!moves.contains(&"e4-e6".to_string()), "{moves:?}");
    // Down the file three squares is e1, Black's own.
    assert!(!moves.iter().any(|m| m.starts_with("e4") && m.ends_with("e1")));
}

#[test]
fn rule_passes_own_pieces_not_enemy_ones() {
    let rules = rules();
    // b1 passes over its own b2.
    let state = pos("b1 b2 d5", "h8 a5", Seat::FIRST);
    assert!(legal_texts(&state).contains(&"b1-b3".to_string()));
    // With a White piece on b2 it may not.
    let state = pos("b1 d5", "b2 h8", Seat::FIRST);
    assert!(
        !legal_texts(&state)
            .iter()
            .any(|m| m.starts_with("b1") && m.ends_with("b3"))
    );
    let err = rules.parse_move(&state, "b1-b3").unwrap_err();
    assert_eq!(err.message().walk()[1].id(), "loa-blocked", "{err:?}");
}

#[test]
fn rule_captures_by_landing_never_on_own() {
    let rules = rules();
    // c1xa3, a legal opening capture: the diagonal holds c1 and a3.
    let mut state = rules.initial();
    assert_eq!(rules.play(&mut state, "c1xa3"), Ok(LoaMove { from: 2, to: 16 }));
    assert_eq!(state.sides[1].count_ones(), 11);
    assert_eq!(state.last, Some((LoaMove { from: 2, to: 16 }, true)));
    // The catalog's format example e4xg6: the diagonal holds e4 and g6.
    let state = pos("e4 a1", "g6 h1", Seat::FIRST);
    assert!(legal_texts(&state).contains(&"e4xg6".to_string()));
    // Rank 1 holds a1 and c1: c1 would land on a1, Black's own.
    let state = pos("a1 c1 e5", "h8 h2", Seat::FIRST);
    assert!(
        !legal_texts(&state)
            .iter()
            .any(|m| m.starts_with("c1") && m.ends_with("a1"))
    );
    let err = rules.parse_move(&state, "c1-a1").unwrap_err();
    assert_eq!(err.message().walk()[1].id(), "loa-own-piece", "{err:?}");
}

#[test]
fn rule_win_by_joining_all_pieces_in_one_group() {
    let rules = rules();
    // Rank 1 holds d1 only: d1-c1 touches b2 diagonally.
    let mut state = pos("a2 b2 d1", "h8 h5", Seat::FIRST);
    assert_eq!(outcome(&state), None);
    rules.play(&mut state, "d1-c1").unwrap();
    let over = outcome(&state).expect("over");
    assert_eq!(over.winner, Some(Seat::FIRST));
    assert_eq!(over.reason, Message::new("loa-connected"));
}

#[test]
fn rule_a_single_piece_left_has_won() {
    // Black c3 takes e5 along the long diagonal (c3 and e5 on it): White is
    // left with a8 alone, a group, and wins though Black moved.
    let rules = rules();
    let mut state = pos("c3 h1", "e5 a8", Seat::FIRST);
    rules.play(&mut state, "c3xe5").unwrap();
    let over = outcome(&state).expect("over");
    assert_eq!(over.winner, Some(Seat::SECOND));
    assert_eq!(over.reason, Message::new("loa-connected"));
}

#[test]
fn rule_double_connection_the_mover_wins() {
    // Rank 2 holds c2 (White) and e2: e2xc2 joins Black (a1 b1 c2) and
    // leaves White g8 h8 joined too. The mover, Black, wins.
    let rules = rules();
    let mut state = pos("a1 b1 e2", "c2 g8 h8", Seat::FIRST);
    assert_eq!(outcome(&state), None);
    rules.play(&mut state, "e2xc2").unwrap();
    assert!(connected(state.sides[0]) && connected(state.sides[1]));
    let over = outcome(&state).expect("over");
    assert_eq!(over.winner, Some(Seat::FIRST));
    assert_eq!(over.reason, Message::new("loa-both-connected"));
    // The same board read with Black to move: White moved last and wins.
    let read = pos("a1 b1 c2", "g8 h8", Seat::FIRST);
    assert_eq!(outcome(&read).and_then(|o| o.winner), Some(Seat::SECOND));
}

#[test]
fn gap_2_no_legal_move_loses() {
    // Black a1 and h8, each hemmed in by White pieces it may not jump.
    let state = pos("a1 h8", "a2 b1 b2 g7 g8 h7", Seat::FIRST);
    assert!(rules().legal_vec(&state).is_empty());
    let over = outcome(&state).expect("over");
    assert_eq!(over.winner, Some(Seat::SECOND));
    assert_eq!(over.reason, Message::new("loa-no-move").seat("seat", Seat::FIRST));
}

#[test]
fn gap_2_repetition_with_the_same_player_to_move_draws() {
    let rules = rules();
    let mut state = rules.initial();
    for m in ["b1-b3", "a2-c2", "b3-b1"] {
        rules.play(&mut state, m).unwrap();
        assert_eq!(outcome(&state), None, "after {m}");
    }
    rules.play(&mut state, "c2-a2").unwrap();
    assert_eq!(rules.position_text(&state), START);
    let over = outcome(&state).expect("the start came back");
    assert_eq!(over.winner, None);
    assert_eq!(over.reason, Message::new("loa-repetition"));
}

#[test]
fn option_threefold_draws_on_the_third_occurrence() {
    let rules = LinesOfAction { threefold: true };
    let mut state = rules.initial();
    let cycle = ["b1-b3", "a2-c2", "b3-b1", "c2-a2"];
    for m in cycle {
        rules.play(&mut state, m).unwrap();
    }
    assert_eq!(outcome(&state), None, "second occurrence");
    for m in cycle {
        rules.play(&mut state, m).unwrap();
    }
    assert_eq!(
        outcome(&state).map(|o| o.reason),
        Some(Message::new("loa-repetition"))
    );
}

#[test]
fn gap_2_repetition_needs_the_same_player_to_move() {
    // Our choice (OpenSpiel compares the board alone): the board after
    // b1-b3 seen before with Black to move is not a repetition when it
    // comes with White to move; seen with White to move, it is.
    let rules = rules();
    let mut after = rules.initial();
    rules.play(&mut after, "b1-b3").unwrap();
    let board = after.sides;
    let mut state = rules.initial();
    state.seen.push((board, 0));
    rules.play(&mut state, "b1-b3").unwrap();
    assert_eq!(outcome(&state), None);
    let mut state = rules.initial();
    state.seen.push((board, 1));
    rules.play(&mut state, "b1-b3").unwrap();
    assert_eq!(
        outcome(&state).map(|o| o.reason),
        Some(Message::new("loa-repetition"))
    );
}

#[test]
fn a_capture_clears_the_repetition_record() {
    let rules = rules();
    let mut state = rules.initial();
    rules.play(&mut state, "b1-b3").unwrap();
    assert_eq!(state.seen.len(), 2);
    let mut state = rules.initial();
    rules.play(&mut state, "c1xa3").unwrap();
    assert_eq!(state.seen.len(), 1);
}

#[test]
fn the_move_cap_draws() {
    let rules = rules();
    let mut state = rules.initial();
    state.plies = MOVE_CAP - 1;
    rules.play(&mut state, "b1-b3").unwrap();
    let over = outcome(&state).expect("capped");
    assert_eq!(over.winner, None);
    assert_eq!(over.reason, Message::new("loa-move-cap").count("n", MOVE_CAP));
}

#[test]
fn notation_variants_and_steps() {
    let rules = rules();
    let state = rules.initial();
    let b1b3 = LoaMove { from: 1, to: 17 };
    for text in ["b1-b3", "B1-B3", "b1 b3", "b1b3", "b1:b3", "b1 – b3"] {
        assert_eq!(rules.parse_move(&state, text), Ok(b1b3), "{text}");
    }
    let c1a3 = LoaMove { from: 2, to: 16 };
    for text in ["c1xa3", "c1-a3", "C1:A3", "c1 x a3"] {
        assert_eq!(rules.parse_move(&state, text), Ok(c1a3), "{text}");
    }
    assert_eq!(rules.move_steps(&state, &b1b3), ["b1", "-b3"]);
    assert_eq!(rules.move_steps(&state, &c1a3), ["c1", "xa3"]);
    for mv in rules.legal_vec(&state) {
        assert_eq!(
            rules.move_steps(&state, &mv).concat(),
            rules.format_move(&state, &mv)
        );
    }
    // A lone square with several moves is ambiguous and lists them.
    match rules.parse_move(&state, "b1") {
        Err(MoveError::Ambiguous { options, .. }) => assert_eq!(options, ["b1-b3", "b1-d3", "b1-h1"]),
        other => panic!("{other:?}"),
    }
    let err = rules.parse_move(&state, "zz9").unwrap_err();
    assert_eq!(err, MoveError::not_a_move("zz9", Message::new("loa-notation")));
    let err = rules.parse_move(&state, "a2-a4").unwrap_err();
    assert_eq!(err.message().walk()[1].id(), "loa-no-piece", "{err:?}");
    let err = rules.parse_move(&state, "b1-c4").unwrap_err();
    assert_eq!(err.message().walk()[1].id(), "loa-not-a-line", "{err:?}");
}

#[test]
fn positions_read_back_and_refuse_nonsense() {
    let rules = rules();
    let state = rules.initial();
    let read = rules.from_position(START).unwrap();
    assert_eq!(read.sides, state.sides);
    for bad in [
        "",
        "xxxxxxxx 1",
        ".xxxxxx./o......o/o......o/o......o/o......o/o......o/o......o/.xxxxxx. 3",
        "......../......../......../......../......../......../......../xxxxxxxx 1",
        ".xxxxxx./o......o/o......o/o......o/o......o/o......o/o......o/.xxxxxq. 1",
    ] {
        assert!(rules.from_position(bad).is_err(), "{bad}");
    }
}

#[test]
fn the_picture_marks_the_last_move_and_the_winning_group() {
    let rules = rules();
    let mut state = rules.initial();
    rules.play(&mut state, "c1xa3").unwrap();
    let view = rules.view(&state, None);
    assert_eq!(view.pieces.len(), 23);
    assert!(
        view.highlights
            .iter()
            .any(|h| h.cell == "a3" && h.mark == Mark::Captured)
    );
    assert_eq!(view.arrows, [("c1".to_string(), "a3".to_string())]);
    assert_eq!(view.to_move, Some(Seat::SECOND));
    let mut state = pos("a2 b2 d1", "h8 h5", Seat::FIRST);
    rules.play(&mut state, "d1-c1").unwrap();
    let view = rules.view(&state, None);
    let lines: Vec<&str> = view
        .highlights
        .iter()
        .filter(|h| h.mark == Mark::Line)
        .map(|h| h.cell.as_str())
        .collect();
    assert_eq!(lines.len(), 3, "{lines:?}");
    assert!(lines.contains(&"c1") && lines.contains(&"a2") && lines.contains(&"b2"));
    assert_eq!(
        view.seats[1].score,
        Some(Message::new("loa-panel").count("n", 2).count("groups", 2))
    );
}
