//! Shax's rules, one test per catalog rule and gap.

use super::*;
use crate::alignment::morris::{POINTS, point_named};
use crate::perft::perft;
use crate::{Message, Outcome};

fn rules() -> Shax {
    Shax::new(&Options::defaults(INFO.options)).unwrap()
}

/// A position from each side's points (names separated by spaces) and
/// the rest of the position text (`"0 0 W - 0 -"`).
fn setup(white: &str, black: &str, rest: &str) -> ShaxState {
    let mut board = ['.'; 24];
    for (names, c) in [(white, 'W'), (black, 'B')] {
        for n in names.split_whitespace() {
            board[usize::from(point_named(n).unwrap_or_else(|| panic!("{n}")))] = c;
        }
    }
    let text = format!("{} {rest}", board.iter().collect::<String>());
    rules()
        .from_position(&text)
        .unwrap_or_else(|e| panic!("{text}: {e:?}"))
}

fn play_all(state: &mut ShaxState, moves: &[&str]) {
    let rules = rules();
    for m in moves {
        rules.play(state, m).unwrap_or_else(|e| panic!("{m}: {e:?}"));
    }
}

fn legal_texts(state: &ShaxState) -> Vec<String> {
    let rules = rules();
    rules
        .legal_vec(state)
        .iter()
        .map(|m| rules.format_move(state, m))
        .collect()
}

fn illegal(state: &ShaxState, text: &str) -> Message {
    match rules().parse_move(state, text) {
        Err(MoveError::Illegal { reason, .. }) => reason,
        other => panic!("{text}: expected an illegal move, got {other:?}"),
    }
}

/// A full board where no line holds three of one colour, White's and
/// Black's points (found by a search over random fillings).
const NO_JARE_WHITE: [&str; 12] = [
    "a1", "b6", "c4", "d3", "d5", "d6", "e4", "e5", "f2", "f4", "g1", "g7",
];
const NO_JARE_BLACK: [&str; 12] = [
    "a4", "a7", "b2", "b4", "c3", "c5", "d1", "d2", "d7", "e3", "f6", "g4",
];

/// The placements of [`NO_JARE_WHITE`] and [`NO_JARE_BLACK`], alternating.
fn no_jare_placements() -> Vec<&'static str> {
    NO_JARE_WHITE
        .iter()
        .zip(NO_JARE_BLACK.iter())
        .flat_map(|(w, b)| [*w, *b])
        .collect()
}

/// White makes the first jare (a1 a4 a7) on the fifth placement, Black
/// makes one (b2 b4 b6) on the sixth; then the other points are filled in
/// their order, alternately.
fn white_jare_placements() -> Vec<&'static str> {
    let mut moves = vec!["a1", "b2", "a4", "b4", "a7", "b6"];
    let rest: Vec<&str> = POINTS.iter().copied().filter(|p| !moves.contains(p)).collect();
    moves.extend(rest);
    moves
}

#[test]
fn rule_2_white_starts_and_the_phases_follow_each_other() {
    let rules = rules();
    let mut state = rules.initial();
    assert_eq!(
        rules.position_text(&state),
        "........................ 12 12 W - 0 -"
    );
    assert_eq!(rules.status(&state), Status::ToMove(Seat::FIRST));
    assert_eq!(state.phase(), Phase::Placing);
    play_all(&mut state, &white_jare_placements());
    assert_eq!(state.phase(), Phase::Removing(0));
    play_all(&mut state, &["xd6"]);
    assert_eq!(state.phase(), Phase::Removing(1));
    play_all(&mut state, &["xa4"]);
    assert_eq!(state.phase(), Phase::Moving);
    assert_eq!(state.empty().count_ones(), 2, "two points are free");
}

#[test]
fn rule_3_placing_fills_the_board_and_only_the_first_jare_counts() {
    let rules = rules();
    let mut state = rules.initial();
    for (i, m) in white_jare_placements().iter().enumerate() {
        let legal = rules.legal_vec(&state);
        assert_eq!(legal.len(), 24 - i, "every free point, nothing removed");
        assert!(
            legal
                .iter()
                .all(|m| matches!(m, SMove::Turn(t) if t.from.is_none() && t.remove.is_none()))
        );
        assert_eq!(
            rules.status(&state),
            Status::ToMove(Seat((i % 2) as u8)),
            "alternately"
        );
        rules.play(&mut state, m).unwrap();
        match i {
            0..=3 => assert_eq!(state.first_jare, None),
            // White's a1 a4 a7 is the first jare; Black's b2 b4 b6 counts
            // for nothing.
            _ => assert_eq!(state.first_jare, Some(Seat::FIRST), "after {m}"),
        }
        assert_eq!(
            state.men[0].count_ones() + state.men[1].count_ones(),
            i as u32 + 1,
            "nothing removed"
        );
    }
    assert_eq!(state.empty(), 0, "24 pieces fill the board");
    assert_eq!(
        illegal(&rules.initial(), "a1xb2"),
        Message::new("shax-no-removal-placing")
    );
}

#[test]
fn rule_4_the_first_jare_removes_any_piece_then_the_other_player() {
    let rules = rules();
    let mut state = rules.initial();
    play_all(&mut state, &white_jare_placements());
    assert_eq!(
        rules.status(&state),
        Status::ToMove(Seat::FIRST),
        "the first jare's maker"
    );
    let legal = legal_texts(&state);
    assert_eq!(legal.len(), 12, "any Black piece: {legal:?}");
    assert!(legal.contains(&"xb4".to_string()), "even one in a row of three");
    assert_eq!(
        illegal(&state, "xa1"),
        Message::new("shax-own-piece").code("point", "a1")
    );
    rules.play(&mut state, "remove xb4").unwrap();
    assert_eq!(rules.status(&state), Status::ToMove(Seat::SECOND));
    let legal = legal_texts(&state);
    assert_eq!(legal.len(), 12, "any White piece");
    assert!(legal.contains(&"xa4".to_string()));
    rules.play(&mut state, "a4").unwrap();
    assert_eq!(rules.position_text(&state).matches('.').count(), 2);
}

#[test]
fn rule_5_the_first_jare_moves_first_by_slides_and_a_new_jare_takes_one_piece() {
    let rules = rules();
    let mut state = rules.initial();
    play_all(&mut state, &white_jare_placements());
    // The board: W a1 a4 a7 c3 c5 d2 d5 d7 e4 f2 f6 g4, B the others.
    // White takes d6, Black a4.
    play_all(&mut state, &["xd6", "xa4"]);
    assert_eq!(
        rules.status(&state),
        Status::ToMove(Seat::FIRST),
        "the first jare moves first"
    );
    let legal = legal_texts(&state);
    assert!(legal.iter().all(|t| t.contains('-')), "slides only: {legal:?}");
    // f6-d6 completes d5 d6 d7: a jare, which takes any of Black's 11
    // pieces, b2 b4 b6 included; a7-a4 and a1-a4 make none.
    let jare: Vec<&String> = legal.iter().filter(|t| t.starts_with("f6-d6x")).collect();
    assert_eq!(jare.len(), 11, "{jare:?}");
    assert!(legal.contains(&"f6-d6xb4".to_string()));
    assert!(legal.contains(&"a1-a4".to_string()) && legal.contains(&"a7-a4".to_string()));
    // Without its removal the move is the first steps of eleven: the
    // refusal lists them.
    assert_eq!(
        rules.parse_move(&state, "f6-d6"),
        Err(MoveError::Ambiguous {
            text: "f6-d6".to_string(),
            options: jare.iter().map(|s| s.to_string()).collect(),
        })
    );
    assert_eq!(
        rules.diagnose(&state, "f6-d6"),
        MoveError::illegal(
            "f6-d6",
            Message::new("shax-must-remove").code("move", "f6-d6").code(
                "options",
                jare.iter().map(|s| s.as_str()).collect::<Vec<_>>().join(", ")
            )
        )
    );
    rules.play(&mut state, "f6-d6xb2").unwrap();
    assert_eq!(state.men[1].count_ones(), 10);
    assert_eq!(state.quiet, 0);
    assert_eq!(rules.status(&state), Status::ToMove(Seat::SECOND));
}

#[test]
fn gap_g1_without_a_jare_black_removes_first_and_moves_first() {
    let rules = rules();
    let mut state = rules.initial();
    play_all(&mut state, &no_jare_placements());
    assert_eq!(state.first_jare, None);
    assert_eq!(
        rules.status(&state),
        Status::ToMove(Seat::SECOND),
        "Black removes first"
    );
    rules.play(&mut state, "xd3").unwrap();
    assert_eq!(rules.status(&state), Status::ToMove(Seat::FIRST));
    rules.play(&mut state, "xd2").unwrap();
    assert_eq!(
        rules.status(&state),
        Status::ToMove(Seat::SECOND),
        "and moves first"
    );
    assert!(rules.view(&state, None).caption.is_some());
}

#[test]
fn gap_g2_pieces_in_a_jare_are_not_protected() {
    // Black's b2 b4 b6 stand in a row; White's jare may take any of them.
    let state = setup("a1 a4 d7 c3 c4", "b2 b4 b6 g1 g4 g7", "0 0 W W 0 -");
    let takes: Vec<String> = legal_texts(&state)
        .into_iter()
        .filter(|t| t.starts_with("d7-a7x"))
        .collect();
    assert_eq!(takes.len(), 6, "{takes:?}");
    assert!(takes.contains(&"d7-a7xb4".to_string()));
}

#[test]
fn gap_g3_no_flying_with_three_pieces() {
    let state = setup("a1 a4 d7", "b2 b4 c3 c4", "0 0 W W 0 -");
    assert_eq!(
        illegal(&state, "a1-g7"),
        Message::new("shax-not-neighbours")
            .code("from", "a1")
            .code("to", "g7")
    );
    assert!(legal_texts(&state).iter().all(|t| !t.starts_with("a1-g7")));
}

#[test]
fn rule_1_and_rule_7_a_player_reduced_to_two_pieces_loses() {
    let rules = rules();
    let mut state = setup("a1 a4 d7", "c3 c4 e5", "0 0 W W 7 -");
    rules.play(&mut state, "d7-a7xc3").unwrap();
    assert_eq!(
        rules.status(&state),
        Status::Over(Outcome::win(
            Seat::FIRST,
            Message::new("shax-reduced").seat("seat", Seat::SECOND)
        ))
    );
    assert!(rules.legal_vec(&state).is_empty());
}

#[test]
fn rule_6_a_blocked_player_asks_and_the_opponent_must_open_without_a_jare() {
    let rules = rules();
    // White (a7 d7 g7) has no move. Black's openings: five that make no
    // jare, and d6-d5 that would (c5 d5 e5).
    let mut state = setup("a7 d7 g7", "a4 c4 c5 d1 d3 d6 e5 f4 g4", "0 0 W W 0 -");
    assert_eq!(legal_texts(&state), ["pass"]);
    assert_eq!(
        illegal(&state, "a7-b6"),
        Message::new("shax-blocked-pass").seat("seat", Seat::FIRST)
    );
    rules.play(&mut state, "pass").unwrap();
    assert_eq!(rules.status(&state), Status::ToMove(Seat::SECOND));
    let mut open = legal_texts(&state);
    open.sort();
    assert_eq!(open, ["a4-a1", "a4-b4", "d6-b6", "d6-f6", "g4-g1"]);
    assert!(illegal(&state, "d6-d5").id().starts_with("shax-must-open"));
    assert!(
        illegal(&state, "c4-c3").id().starts_with("shax-must-open"),
        "does not open"
    );
    rules.play(&mut state, "g4-g1").unwrap();
    assert_eq!(rules.status(&state), Status::ToMove(Seat::FIRST));
    assert_eq!(legal_texts(&state), ["g7-g4"], "White can move again");
    let view = rules.view(&state, None);
    assert!(view.caption.is_some());
}

#[test]
fn gap_g4_an_opening_jare_takes_nothing_and_no_opening_draws() {
    let rules = rules();
    // Black's only openings make a jare: they remove nothing (oodan).
    let mut state = setup(
        "a4 a7 b2 b6 c5 d7 e4 e5 f2 f4 g7",
        "a1 b4 c4 d2 d3 d5 d6 e3 f6 g1 g4",
        "0 0 W B 0 -",
    );
    play_all(&mut state, &["pass"]);
    let mut open = legal_texts(&state);
    open.sort();
    assert_eq!(open, ["a1-d1", "c4-c3", "d2-d1"]);
    assert_eq!(
        illegal(&state, "a1-d1xa4"),
        Message::new("shax-oodan").code("move", "a1-d1")
    );
    rules.play(&mut state, "a1-d1").unwrap();
    assert_eq!(state.men[0].count_ones(), 11, "nothing taken");
    // Nobody can open: White's a1 a7 g1 are shut in by Black pieces that
    // cannot move either.
    let mut state = setup("a1 a7 g1", "a4 b4 d1 d2 d6 d7 f4 g4 g7", "0 0 W B 0 -");
    rules.play(&mut state, "pass").unwrap();
    assert_eq!(
        rules.status(&state),
        Status::Over(Outcome::draw(
            Message::new("shax-no-opening").seat("seat", Seat::SECOND)
        ))
    );
}

#[test]
fn gap_g5_a_hundred_plies_without_a_capture_draw() {
    let rules = rules();
    let mut state = setup("a1 a4 d7 c4", "c3 d3 e5 g1", "0 0 W W 99 -");
    assert_eq!(rules.status(&state), Status::ToMove(Seat::FIRST));
    rules.play(&mut state, "c4-b4").unwrap();
    assert_eq!(
        rules.status(&state),
        Status::Over(Outcome::draw(Message::new("shax-quiet").count("n", QUIET_LIMIT)))
    );
}

#[test]
fn notation_reads_every_form_and_refuses_with_reasons() {
    let rules = rules();
    let mut state = rules.initial();
    assert_eq!(
        rules.parse_move(&state, "h8"),
        Err(MoveError::not_a_move(
            "h8",
            Message::new("shax-not-a-point")
                .code("written", "h8")
                .code("points", POINTS.join(" "))
        ))
    );
    assert_eq!(
        rules.parse_move(&state, "d3+"),
        Err(MoveError::not_a_move("d3+", Message::new("shax-notation")))
    );
    assert_eq!(
        illegal(&state, "d3-d2"),
        Message::new("shax-still-placing").seat("seat", Seat::FIRST)
    );
    assert_eq!(
        illegal(&state, "pass"),
        Message::new("shax-not-blocked").seat("seat", Seat::FIRST)
    );
    play_all(&mut state, &["C4"]);
    assert_eq!(
        illegal(&state, "c4"),
        Message::new("shax-occupied").code("point", "c4")
    );
    let mut full = rules.initial();
    play_all(&mut full, &white_jare_placements());
    for text in ["xb4", "remove xb4", "remove b4", "b4", "XB4"] {
        assert_eq!(
            rules.parse_move(&full, text),
            Ok(SMove::Remove(point_named("b4").unwrap())),
            "{text}"
        );
    }
    assert_eq!(
        illegal(&full, "b4-c4"),
        Message::new("shax-remove-now")
            .seat("seat", Seat::FIRST)
            .seat("other", Seat::SECOND)
    );
    play_all(&mut full, &["xd6", "xa4"]);
    assert_eq!(
        illegal(&full, "c3"),
        Message::new("shax-nothing-to-place").seat("seat", Seat::FIRST)
    );
    assert_eq!(
        illegal(&full, "b2-b4"),
        Message::new("shax-no-piece").code("point", "b2")
    );
    assert_eq!(
        illegal(&full, "a1-a4xb2"),
        Message::new("shax-no-jare").code("move", "a1-a4")
    );
    assert!(illegal(&full, "f6-d6xb2xb6").id().starts_with("shax-one-removal"));
    assert_eq!(
        illegal(&full, "f6-d6xa1"),
        Message::new("shax-own-piece").code("point", "a1")
    );
    assert_eq!(
        illegal(&full, "a1-a4xb2xb6"),
        Message::new("shax-no-jare").code("move", "a1-a4")
    );
    for mv in rules.legal_vec(&full) {
        let text = rules.format_move(&full, &mv);
        assert_eq!(rules.parse_move(&full, &text), Ok(mv));
        assert!(rules.move_steps(&full, &mv).len() <= 3);
    }
}

#[test]
fn position_text_reads_back_and_refuses_what_cannot_be() {
    let rules = rules();
    let mut state = rules.initial();
    play_all(&mut state, &white_jare_placements());
    play_all(&mut state, &["xb4"]);
    let text = rules.position_text(&state);
    assert!(text.ends_with(" 0 0 B W 0 -"), "{text}");
    assert_eq!(text.matches('.').count(), 1, "one piece removed");
    let back = rules.from_position(&text).unwrap();
    assert_eq!(rules.position_text(&back), text);
    for (bad, kind) in [
        ("x", crate::PositionErrorKind::Shape),
        (
            "........................ 12 12 W - 0",
            crate::PositionErrorKind::Shape,
        ),
        (
            "........................ 13 12 W - 0 -",
            crate::PositionErrorKind::Counter,
        ),
        (
            "........................ 12 12 B - 0 -",
            crate::PositionErrorKind::Turn,
        ),
        (
            "Z....................... 12 12 W - 0 -",
            crate::PositionErrorKind::Piece,
        ),
        (
            "W....................... 12 12 B - 0 -",
            crate::PositionErrorKind::Count,
        ),
        (
            "WWW..................... 9 12 B - 0 -",
            crate::PositionErrorKind::Count,
        ),
        (
            "WWWBB................... 9 10 B - 0 -",
            crate::PositionErrorKind::Unreachable,
        ),
        (
            "........................ 12 12 W - 5 -",
            crate::PositionErrorKind::Unreachable,
        ),
        (&*text.replace(" B W ", " W W "), crate::PositionErrorKind::Turn),
    ] {
        let err = rules.from_position(bad).map(|_| ()).unwrap_err();
        assert_eq!(err.kind(), kind, "{bad}: {}", err.message());
    }
}

#[test]
fn view_shows_the_phase_the_first_jare_and_the_last_move() {
    let rules = rules();
    let mut state = rules.initial();
    play_all(&mut state, &white_jare_placements()[..5]);
    let view = rules.view(&state, None);
    assert_eq!(
        view.caption,
        Some(
            Message::new("shax-placing")
                .seat("seat", Seat::SECOND)
                .count("n", 10u8)
        )
    );
    assert_eq!(
        view.seats[0].score,
        Some(Message::new("shax-panel-jare").count("n", 0u32))
    );
    assert_eq!(
        view.seats[1].score,
        Some(Message::new("shax-panel").count("n", 0u32))
    );
    assert_eq!(view.seats[1].in_hand, Some(10));
    assert_eq!(
        view.highlights
            .iter()
            .filter(|h| h.mark == crate::view::Mark::Line)
            .count(),
        3,
        "the jare"
    );
    play_all(&mut state, &white_jare_placements()[5..]);
    let view = rules.view(&state, None);
    assert_eq!(
        view.caption,
        Some(
            Message::new("shax-removing")
                .seat("seat", Seat::FIRST)
                .seat("other", Seat::SECOND)
        )
    );
    play_all(&mut state, &["xb4"]);
    let view = rules.view(&state, None);
    assert!(
        view.highlights
            .iter()
            .any(|h| h.mark == crate::view::Mark::Captured && h.cell == "b4")
    );
    assert_eq!(
        view.seats[0].score,
        Some(Message::new("shax-panel-jare").count("n", 1u32))
    );
}

#[test]
fn perft_from_the_start_is_frozen() {
    // By hand: placements only, on 24, 23 and 22 free points.
    let rules = rules();
    let counts: Vec<u64> = (1..=3).map(|d| perft(&rules, &rules.initial(), d)).collect();
    assert_eq!(counts, [24, 24 * 23, 24 * 23 * 22]);
}

proptest::proptest! {
    #[test]
    fn notation_never_panics_on_any_text(
        text in proptest::prop_oneof!["(remove )?x?[a-h][0-9]{0,2}(-[a-h][0-9])?(x[a-h][0-9])*", "\\PC{0,30}"],
        picks in proptest::collection::vec(0usize..1000, 0..60),
    ) {
        let rules = rules();
        let state = crate::playout::state_after_picks(&rules, &picks);
        if let Ok(mv) = rules.parse_move(&state, &text) {
            proptest::prop_assert!(rules.is_legal(&state, &mv));
        }
    }
}
