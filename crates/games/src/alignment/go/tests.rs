use std::collections::BTreeMap;

use super::*;
use crate::options::OptionValue;
use crate::perft::perft;

fn rules<const N: usize>(given: &[(&str, OptionValue)]) -> Go<N> {
    let given: BTreeMap<String, OptionValue> =
        given.iter().map(|(k, v)| (k.to_string(), v.clone())).collect();
    Go::<N>::new(&Options::validate(OPTIONS, &given).unwrap()).unwrap()
}

fn nine() -> Go9 {
    rules::<9>(&[])
}

fn play_all<const N: usize>(rules: &Go<N>, moves: &[&str]) -> GoState {
    let mut state = rules.initial();
    for m in moves {
        rules.play(&mut state, m).unwrap_or_else(|e| panic!("{m}: {e}"));
    }
    state
}

/// A 9×9 position from rows written top (row 9) down, `x`, `o`, `.`.
fn setup(rows: [&str; 9], to_move: char) -> GoState {
    let text = format!("{} {to_move} 0:0 play0 0 -", rows.join("/"));
    nine()
        .from_position(&text)
        .unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn refusal(rules: &Go9, state: &GoState, text: &str) -> Option<String> {
    match rules.parse_move(state, text) {
        Ok(_) => None,
        Err(MoveError::Illegal { reason, .. }) => Some(reason.id().to_string()),
        Err(e) => Some(format!("{e:?}")),
    }
}

#[test]
fn rule_1_empty_board_black_first_one_stone_per_turn() {
    let go = nine();
    let mut state = go.initial();
    assert_eq!(go.status(&state), Status::ToMove(Seat::FIRST));
    assert_eq!(go.legal_vec(&state).len(), 82, "81 points and pass");
    go.play(&mut state, "e5").unwrap();
    assert_eq!(go.status(&state), Status::ToMove(Seat::SECOND));
    assert_eq!(refusal(&go, &state, "e5").as_deref(), Some("go-occupied"));
    assert_eq!(go.legal_vec(&state).len(), 81);
    let big = rules::<19>(&[]);
    assert_eq!(big.legal_vec(&big.initial()).len(), 362);
}

#[test]
fn rule_2_liberties_of_a_chain_are_counted_together() {
    // Two black stones b2 c2 have 6 liberties; White takes all but one.
    let go = nine();
    let state = play_all(
        &go,
        &["b2", "b1", "c2", "c1", "a9", "a2", "a8", "b3", "a7", "c3", "a6"],
    );
    let chain = state.board.chain_at(Go9::read_point("b2").unwrap());
    assert_eq!(chain.stones.len(), 2);
    assert_eq!(chain.liberties, vec![Go9::read_point("d2").unwrap()]);
    // A corner stone has two liberties, an edge stone three, a centre one four.
    let corner = play_all(&go, &["a1", "j9", "e1", "e5"]);
    assert_eq!(corner.board.chain_at(0).liberties.len(), 2);
    assert_eq!(corner.board.chain_at(4).liberties.len(), 3);
    assert_eq!(corner.board.chain_at(40).liberties.len(), 4);
}

#[test]
fn rule_3_a_chain_without_liberties_is_captured_and_kept_as_prisoners() {
    let go = nine();
    let mut state = play_all(
        &go,
        &["b2", "b1", "c2", "c1", "a9", "a2", "a8", "b3", "a7", "c3", "a6"],
    );
    go.play(&mut state, "d2").unwrap();
    assert_eq!(state.board.at(Go9::read_point("b2").unwrap()), EMPTY);
    assert_eq!(state.board.at(Go9::read_point("c2").unwrap()), EMPTY);
    assert_eq!(state.prisoners(), [0, 2]);
    let view = go.view(&state, None);
    assert_eq!(view.last_move, vec![Message::new("go-captured").count("n", 2)]);
    assert_eq!(
        view.highlights
            .iter()
            .filter(|h| h.mark == Mark::Captured)
            .count(),
        2,
        "the captured stones are drawn ghosted"
    );
    assert_eq!(
        view.seats[1].score,
        Some(Message::new("go-prisoners").count("n", 2))
    );
    assert!(go.position_text(&state).contains(" 0:2 "));
}

/// A ko: Black may take the white stone c5 by playing d5.
fn ko_position() -> GoState {
    setup(
        [
            ".........",
            ".........",
            ".........",
            "..xo.....",
            ".xo.o....",
            "..xo.....",
            ".........",
            ".........",
            ".........",
        ],
        'b',
    )
}

#[test]
fn rule_4_ko_the_immediate_recapture_is_forbidden_and_later_allowed() {
    let go = nine();
    let mut state = ko_position();
    go.play(&mut state, "d5").unwrap();
    assert_eq!(
        state.board.at(Go9::read_point("c5").unwrap()),
        EMPTY,
        "c5 captured"
    );
    assert_eq!(
        refusal(&go, &state, "c5").as_deref(),
        Some("go-superko"),
        "no immediate retake"
    );
    // A move elsewhere each (ko threats), then the retake is allowed.
    go.play(&mut state, "j9").unwrap();
    go.play(&mut state, "j1").unwrap();
    go.play(&mut state, "c5").unwrap();
    assert_eq!(
        state.board.at(Go9::read_point("d5").unwrap()),
        EMPTY,
        "d5 retaken"
    );
    assert_eq!(refusal(&go, &state, "d5").as_deref(), Some("go-superko"));
    assert_eq!(state.prisoners(), [1, 1]);
}

#[test]
fn gap_g3_positional_superko_looks_at_the_whole_game() {
    let go = nine();
    let mut state = play_all(&go, &["e5", "e6"]);
    // Any arrangement seen before, however long ago, is barred: make the
    // history hold the position after d4 as if it had been seen earlier.
    let mut after = state.clone();
    go.apply(&mut after, &GoMove::Play(Go9::read_point("d4").unwrap() as u16));
    assert_eq!(refusal(&go, &state, "d4"), None);
    state.remember(after.board.hash);
    assert_eq!(refusal(&go, &state, "d4").as_deref(), Some("go-superko"));
    assert!(
        !go.legal_vec(&state)
            .contains(&GoMove::Play(Go9::read_point("d4").unwrap() as u16))
    );
    // The text names the forbidden point, and a read position forbids it too.
    let text = go.position_text(&state);
    assert!(text.ends_with(" d4"), "{text}");
    let read = go.from_position(&text).unwrap();
    assert_eq!(refusal(&go, &read, "d4").as_deref(), Some("go-superko"));
    assert_eq!(go.legal_vec(&read), go.legal_vec(&state));
}

#[test]
fn gap_g2_suicide_is_illegal_but_capturing_is_not_suicide() {
    let go = nine();
    let state = setup(
        [
            ".o.......",
            "o........",
            ".........",
            ".........",
            ".........",
            ".........",
            ".........",
            ".........",
            ".........",
        ],
        'b',
    );
    assert_eq!(refusal(&go, &state, "a9").as_deref(), Some("go-suicide"));
    // A stone with no liberty of its own that captures is legal.
    let mut state = setup(
        [
            "xo.......",
            ".xo......",
            "x........",
            ".........",
            ".........",
            ".........",
            ".........",
            ".........",
            ".........",
        ],
        'w',
    );
    // White b9... Black a9 has liberty a8; White a8 fills it: a8 touches
    // a7 (x), b8 (x), a9 (x): no liberty, but captures a9.
    assert_eq!(refusal(&go, &state, "a8"), None);
    go.play(&mut state, "a8").unwrap();
    assert_eq!(state.board.at(Go9::read_point("a9").unwrap()), EMPTY);
    assert_eq!(state.prisoners(), [0, 1]);
}

#[test]
fn rule_5_two_passes_end_play_and_a_stone_between_resets() {
    let go = nine();
    let mut state = play_all(&go, &["e5", "pass", "d4", "pass"]);
    assert_eq!(state.phase(), Phase::Play { passes: 1 });
    go.play(&mut state, "pass").unwrap();
    assert_eq!(state.phase(), Phase::Counting { accepted: false });
    let legal: Vec<String> = go
        .legal_vec(&state)
        .iter()
        .map(|m| go.format_move(&state, m))
        .collect();
    assert_eq!(legal, ["accept", "dispute"]);
}

/// A finished 9×9 game: Black owns the left five columns, White the right
/// three, with a dead white stone at b2 and a dead black stone at h8.
fn finished() -> GoState {
    setup(
        [
            "....xo...",
            "....xo.x.",
            "....xo...",
            "....xo...",
            "....xo...",
            "....xo...",
            "....xo...",
            ".o..xo...",
            "....xo...",
        ],
        'b',
    )
}

#[test]
fn rule_6_rule_7_territory_and_prisoners_with_dead_stones_removed() {
    let go = nine();
    let mut state = finished();
    go.play(&mut state, "pass").unwrap();
    go.play(&mut state, "pass").unwrap();
    let dead: Vec<String> = (0..81)
        .filter(|&p| state.dead()[p])
        .map(Go9::point_name)
        .collect();
    assert_eq!(dead, ["b2", "h8"], "the estimate takes the lone stones off");
    let sc = go.score(&state);
    // Black: 4 columns of 9 = 36 points (b2 included) and the white stone.
    assert_eq!(sc.count.territory, [36, 27]);
    assert_eq!(sc.count.dead_taken, [1, 1]);
    assert_eq!(sc.total2, [2 * 37, 2 * 28 + 13]);
    let view = go.view(&state, None);
    assert!(
        view.specials
            .iter()
            .any(|s| s.cell == "a1" && s.owner == Some(Seat::FIRST))
    );
    assert!(
        view.specials
            .iter()
            .any(|s| s.cell == "h8" && s.owner == Some(Seat::SECOND))
    );
    assert_eq!(
        view.highlights
            .iter()
            .filter(|h| h.mark == Mark::Captured)
            .map(|h| h.cell.as_str())
            .collect::<Vec<_>>(),
        ["b2", "h8"],
        "dead stones are crossed out"
    );
    assert_eq!(view.caption.as_ref().unwrap().id(), "go-count");
    go.play(&mut state, "accept").unwrap();
    go.play(&mut state, "accetto").unwrap();
    let outcome = go.status(&state).outcome().cloned().unwrap();
    assert_eq!(outcome.winner, Some(Seat::FIRST), "37 to 34.5");
    assert_eq!(outcome.reason.id(), "go-result-agreed");
}

#[test]
fn gap_g6_area_counting_is_an_option() {
    let go = rules::<9>(&[("counting", OptionValue::Text("area".into()))]);
    assert_eq!(go.komi2, 15);
    let mut state = finished();
    go.play(&mut state, "pass").unwrap();
    go.play(&mut state, "pass").unwrap();
    let sc = go.score(&state);
    // Black: 36 territory + 9 stones; White: 27 + 9 + 7.5.
    assert_eq!(sc.total2, [2 * 45, 2 * 36 + 15]);
}

#[test]
fn gap_g1_komi_is_six_and_a_half_by_default_and_an_option() {
    assert_eq!(nine().komi2, 13);
    assert_eq!(rules::<9>(&[("komi", OptionValue::Text("0".into()))]).komi2, 0);
    assert_eq!(rules::<9>(&[("komi", OptionValue::Text("5,5".into()))]).komi2, 11);
    for bad in ["x", "6.3", "-1", "1000"] {
        let given: BTreeMap<String, OptionValue> = [("komi".to_string(), OptionValue::Text(bad.into()))]
            .into_iter()
            .collect();
        assert!(
            Go9::new(&Options::validate(OPTIONS, &given).unwrap()).is_err(),
            "{bad}"
        );
    }
}

#[test]
fn gap_g4_dispute_resumes_with_the_player_who_did_not_pass_last() {
    let go = nine();
    let mut state = finished();
    go.play(&mut state, "pass").unwrap(); // Black
    go.play(&mut state, "pass").unwrap(); // White passes last
    assert_eq!(
        go.status(&state),
        Status::ToMove(Seat::FIRST),
        "Black answers first"
    );
    go.play(&mut state, "accept").unwrap();
    assert_eq!(go.status(&state), Status::ToMove(Seat::SECOND));
    go.play(&mut state, "contesta").unwrap();
    assert_eq!(go.status(&state), Status::ToMove(Seat::FIRST), "Black resumes");
    assert_eq!(go.view(&state, None).caption.unwrap().id(), "go-resumed");
    assert!(go.position_text(&state).contains(" replay0 "));
    // Black captures the dead stone b2 then both pass: everything left counts alive.
    for m in ["a2", "pass", "b3", "pass", "c2", "pass", "b1"] {
        go.play(&mut state, m).unwrap();
    }
    assert_eq!(state.board.at(Go9::read_point("b2").unwrap()), EMPTY);
    go.play(&mut state, "passo").unwrap();
    go.play(&mut state, "passa").unwrap();
    let outcome = go.status(&state).outcome().cloned().unwrap();
    assert_eq!(outcome.reason.id(), "go-result-all-alive");
    // Nobody captured the black stone h8: it counts alive, and White's
    // area, touching it, is nobody's. Black filled four points of its own
    // territory to capture b2: 32 territory + 1 prisoner.
    let sc = go.score(&state);
    assert_eq!(sc.count.territory, [32, 0]);
    assert_eq!(sc.total2, [2 * 33, 13]);
    assert_eq!(outcome.winner, Some(Seat::FIRST));
}

#[test]
fn gap_g4_both_answers_in_either_order_and_a_dispute_by_the_second() {
    let go = nine();
    let mut state = play_all(&go, &["e5", "pass", "pass"]);
    // White passed first here: Black passed last, White answers first.
    assert_eq!(go.status(&state), Status::ToMove(Seat::SECOND));
    go.play(&mut state, "dispute").unwrap();
    assert_eq!(go.status(&state), Status::ToMove(Seat::SECOND));
    assert_eq!(refusal(&go, &state, "accept").as_deref(), Some("go-not-counting"));
}

#[test]
fn gap_g5_handicap_stones_on_the_star_points_with_half_a_point_komi() {
    let go = rules::<19>(&[("handicap", OptionValue::Int(9))]);
    assert_eq!(go.komi2, 1);
    let state = go.initial();
    assert_eq!(
        go.status(&state),
        Status::ToMove(Seat::SECOND),
        "White plays first"
    );
    let mut stones: Vec<String> = (0..361)
        .filter(|&p| state.board.at(p) == BLACK)
        .map(Go19::point_name)
        .collect();
    stones.sort();
    assert_eq!(
        stones,
        ["d10", "d16", "d4", "k10", "k16", "k4", "q10", "q16", "q4"]
    );
    // GNU Go's fixed_handicap order.
    let names = |k: u8| -> Vec<String> {
        Go19::handicap_points(k)
            .into_iter()
            .map(Go19::point_name)
            .collect()
    };
    assert_eq!(names(2), ["q16", "d4"]);
    assert_eq!(names(3), ["q16", "d4", "d16"]);
    assert_eq!(names(5), ["q16", "d4", "d16", "q4", "k10"]);
    assert_eq!(names(7).len(), 7);
    let nine: Vec<String> = Go9::handicap_points(9).into_iter().map(Go9::point_name).collect();
    let mut nine = nine;
    nine.sort();
    assert_eq!(nine, ["c3", "c5", "c7", "e3", "e5", "e7", "g3", "g5", "g7"]);
    assert_eq!(
        rules::<9>(&[("handicap", OptionValue::Int(1))]).initial().to_move,
        Seat::FIRST
    );
}

#[test]
fn rule_8_two_eyes_live_unconditionally_one_eye_does_not() {
    let board = finished().board;
    // No eyes at all on the columns: Benson proves nothing there.
    assert!(score::benson(&board, BLACK).iter().all(|a| !a));
    let two_eyes = setup(
        [
            ".x.x.o...",
            "xxxxxo...",
            "oooooo...",
            ".........",
            ".........",
            ".........",
            ".........",
            ".........",
            ".........",
        ],
        'b',
    );
    let alive = score::benson(&two_eyes.board, BLACK);
    assert!(alive[Go9::read_point("b9").unwrap()] && alive[Go9::read_point("a8").unwrap()]);
    let one_eye = setup(
        [
            "..xx.o...",
            "xxxxxo...",
            "oooooo...",
            ".........",
            ".........",
            ".........",
            ".........",
            ".........",
            ".........",
        ],
        'b',
    );
    assert!(
        score::benson(&one_eye.board, BLACK).iter().all(|a| !a),
        "a two-point eye is one eye"
    );
    let dead = score::dead_stones(&one_eye.board, BLACK);
    assert!(
        dead[Go9::read_point("a8").unwrap()],
        "the one-eyed group is estimated dead"
    );
    let dead = score::dead_stones(&two_eyes.board, BLACK);
    assert!(!dead[Go9::read_point("a8").unwrap()]);
}

#[test]
fn rule_9_seki_is_alive_and_its_shared_points_count_for_nobody() {
    // OGS score estimator's pattern seki_1: Black a9-b7 and White c9-c7
    // share b9 and b8, neither has an eye.
    let seki = setup(
        [
            "x.ox.....",
            "x.ox.....",
            "xxox...x.",
            "ooxx.....",
            "o.ooxx...",
            ".o..o....",
            "...o.....",
            ".........",
            ".........",
        ],
        'b',
    );
    let dead = score::dead_stones(&seki.board, BLACK);
    for p in ["a9", "c9", "b7", "c7"] {
        assert!(!dead[Go9::read_point(p).unwrap()], "{p} in seki is alive");
    }
    let map = score::territory_map(&seki.board, &dead);
    for p in ["b9", "b8"] {
        assert_eq!(map[Go9::read_point(p).unwrap()], 0, "{p} is shared: nobody's");
    }
}

#[test]
fn notation_skips_i_accepts_capitals_and_italian_words() {
    let go = rules::<19>(&[]);
    let mut state = go.initial();
    assert_eq!(Go19::point_name(8), "j1");
    assert_eq!(Go19::point_name(360), "t19");
    assert_eq!(Go19::read_point("i5"), None);
    assert_eq!(go.play(&mut state, "Q16"), Ok(GoMove::Play(15 * 19 + 15)));
    assert_eq!(go.play(&mut state, "passo"), Ok(GoMove::Pass));
    assert!(matches!(
        go.play(&mut state, "i5"),
        Err(MoveError::NotAMove { .. })
    ));
    let nine = nine();
    assert!(
        matches!(
            nine.parse_move(&nine.initial(), "k5"),
            Err(MoveError::NotAMove { .. })
        ),
        "no column k on 9×9"
    );
    assert_eq!(nine.parse_move(&nine.initial(), "j9"), Ok(GoMove::Play(80)));
    for mv in go.legal_vec(&state) {
        let text = go.format_move(&state, &mv);
        assert_eq!(go.parse_move(&state, &text), Ok(mv));
        assert_eq!(go.move_steps(&state, &mv).concat(), text);
        for alias in go.move_aliases(&state, &mv) {
            assert_eq!(go.parse_move(&state, &alias), Ok(mv));
        }
    }
}

#[test]
fn notation_direct_parser_agrees_with_the_default_matcher() {
    let go = nine();
    let texts = [
        "e5", "E5", " pass ", "passa", "accept", "dispute", "i5", "", "e05", "k1", "x", "j9", "contesto",
    ];
    let mut state = go.initial();
    for ply in 0..5 {
        for text in texts {
            assert_eq!(
                go.parse_move(&state, text),
                crate::match_text(&go, &state, text),
                "{text:?} at ply {ply}"
            );
        }
        let next = if ply == 3 || ply == 4 {
            GoMove::Pass
        } else {
            go.legal_vec(&state)[ply * 7]
        };
        go.apply(&mut state, &next);
    }
    assert!(matches!(state.phase(), Phase::Counting { .. }));
    for text in texts {
        assert_eq!(
            go.parse_move(&state, text),
            crate::match_text(&go, &state, text),
            "{text:?} counting"
        );
    }
}

#[test]
fn position_text_reads_back_in_every_phase() {
    let go = nine();
    let mut state = finished();
    let mut texts = Vec::new();
    for m in ["pass", "pass", "accept", "dispute", "a2", "pass", "pass"] {
        texts.push(go.position_text(&state));
        go.play(&mut state, m).unwrap();
    }
    texts.push(go.position_text(&state));
    for text in &texts {
        let read = go.from_position(text).unwrap();
        assert_eq!(&go.position_text(&read), text);
    }
    assert!(texts[2].contains(" count "), "{}", texts[2]);
    assert!(texts[3].contains(" count+ "), "{}", texts[3]);
    assert!(texts[7].contains(" over-alive "), "{}", texts[7]);
    assert_eq!(
        go.position_text(&go.initial()),
        format!("{} b 0:0 play0 0 -", ["........."; 9].join("/"))
    );
    for bad in ["", "x", ". b 0:0 play0 0 -", &texts[0].replace(" b ", " q ")] {
        assert!(go.from_position(bad).is_err(), "{bad}");
    }
    // A chain without liberties is no position.
    let dead = format!(
        "xo......./o......../{} b 0:0 play0 0 -",
        ["........."; 7].join("/")
    );
    assert!(go.from_position(&dead).is_err());
}

#[test]
fn view_shows_stars_coordinates_last_stone_and_whose_turn() {
    let go = rules::<19>(&[]);
    let state = play_all(&go, &["q16", "d4"]);
    let view = go.view(&state, Some(Seat::FIRST));
    let ViewBoard::Intersections(board) = &view.board else {
        panic!("intersections");
    };
    assert!(board.skip_i && board.coordinates_around);
    assert_eq!(board.star_points.len(), 9);
    assert!(board.star_points.contains(&"k10".to_string()));
    assert_eq!(view.pieces.len(), 2);
    assert_eq!(view.to_move, Some(Seat::FIRST));
    assert!(
        view.highlights
            .iter()
            .any(|h| h.cell == "d4" && h.mark == Mark::To)
    );
    assert_eq!(
        view.caption,
        Some(
            Message::new("go-to-move")
                .seat("seat", Seat::FIRST)
                .code("point", "d4")
        )
    );
    let nine: Vec<String> = Go9::star_points().into_iter().map(Go9::point_name).collect();
    assert_eq!(nine, ["c3", "g3", "e5", "c7", "g7"]);
}

#[test]
fn perft_is_frozen() {
    // By hand: 81 points and a pass; then 80 + pass (+ after a pass 81 + pass).
    let go = nine();
    let counts: Vec<u64> = (1..=2).map(|d| perft(&go, &go.initial(), d)).collect();
    assert_eq!(counts, [82, 81 * 81 + 82]);
}

proptest::proptest! {
    #[test]
    fn notation_never_panics_on_any_text(
        text in proptest::prop_oneof!["[a-u]{0,2}[0-9]{0,3}", "(pass|accept|dispute|passa)", "\\PC{0,30}"],
        picks in proptest::collection::vec(0usize..1000, 0..40),
    ) {
        let go = nine();
        let state = crate::playout::state_after_picks(&go, &picks);
        if let Ok(mv) = go.parse_move(&state, &text) {
            proptest::prop_assert!(go.is_legal(&state, &mv));
        }
    }
}

#[test]
fn gap_g5_handicap_points_on_13x13_and_15x15_are_gnugo_s() {
    fn sorted<const N: usize>() -> Vec<String> {
        let mut v: Vec<String> = Go::<N>::handicap_points(9)
            .into_iter()
            .map(Go::<N>::point_name)
            .collect();
        v.sort();
        v
    }
    // GNU Go 3.8, `fixed_handicap 9`.
    assert_eq!(
        sorted::<13>(),
        ["d10", "d4", "d7", "g10", "g4", "g7", "k10", "k4", "k7"]
    );
    assert_eq!(
        sorted::<15>(),
        ["d12", "d4", "d8", "h12", "h4", "h8", "m12", "m4", "m8"]
    );
    let go = rules::<13>(&[("handicap", OptionValue::Int(4))]);
    let state = go.initial();
    assert_eq!((0..169).filter(|&p| state.board.at(p) == BLACK).count(), 4);
    assert_eq!(go.view(&state, None).pieces.len(), 4);
    let stars: Vec<String> = Go13::star_points().into_iter().map(Go13::point_name).collect();
    assert_eq!(stars.len(), 9);
}
