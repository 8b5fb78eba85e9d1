//! Tests over the whole family: notation, FEN, PDN, view, picker steps,
//! bounds, and no panic on any text.

use std::collections::BTreeMap;

use super::testing::*;
use super::*;
use crate::notation::MoveError;
use crate::playout::{SplitMix64, state_after_picks};
use crate::record::{RecordError, RecordTags};
use crate::view::Mark;
use crate::{Message, Rules, registry};

/// Runs `check` with every rule set of the family.
macro_rules! each_rule_set {
    ($check:ident) => {
        $check::<alquerque::Bell>();
        $check::<alquerque::Pritchard>();
        $check::<english::English>();
        $check::<italian::Italian>();
        $check::<polish::Polish>();
        $check::<russian::Russian>();
        $check::<turkish::Turkish>();
    };
}

fn round_trips<S: RuleSet>() {
    let rules = rules::<S>();
    for seed in 0..6 {
        let mut state = rules.initial();
        let mut rng = SplitMix64(seed);
        for _ in 0..120 {
            if !goes_on(&rules, &state) {
                break;
            }
            // The position text reads back to the same position.
            let text = rules.position_text(&state);
            let back = rules.from_fen(&text).unwrap_or_else(|e| panic!("{text}: {e}"));
            assert_eq!(rules.position_text(&back), text);
            let moves = rules.legal_vec(&state);
            for mv in &moves {
                let canonical = rules.format_move(&state, mv);
                assert_eq!(rules.parse_move(&state, &canonical), Ok(*mv), "{canonical}");
                assert_eq!(rules.move_steps(&state, mv).concat(), canonical);
                // Start and end alone: this move, or an ambiguity naming it.
                let path = mv.path();
                let short = format!(
                    "{}{}{}",
                    rules.engine.name(path[0]),
                    if mv.is_capture() { "x" } else { "-" },
                    rules.engine.name(path[path.len() - 1])
                );
                match rules.parse_move(&state, &short) {
                    Ok(m) => assert_eq!(m, *mv, "{short}"),
                    Err(MoveError::Ambiguous { options, .. }) => assert!(options.contains(&canonical)),
                    Err(e) => panic!("{short}: {e}"),
                }
                // Coordinates are accepted everywhere.
                let coordinates: Vec<String> = path.iter().map(|&c| rules.engine.geo.coordinate(c)).collect();
                let sep = if mv.is_capture() { "x" } else { "-" };
                assert_eq!(rules.parse_move(&state, &coordinates.join(sep)), Ok(*mv));
            }
            rules.apply(&mut state, &moves[rng.below(moves.len())]);
        }
    }
}

#[test]
fn notation_and_position_text_round_trip_along_random_games() {
    each_rule_set!(round_trips);
}

fn bounds<S: RuleSet>() {
    let rules = rules::<S>();
    assert_eq!(
        rules.max_plies(),
        S::variant().info.max_plies,
        "{}",
        S::variant().info.slug
    );
}

#[test]
fn max_plies_is_the_bound_the_draw_rules_guarantee() {
    each_rule_set!(bounds);
}

#[test]
fn two_paths_taking_the_same_pieces_are_one_move_and_different_pieces_two() {
    let rules = rules::<english::English>();
    let ring = fen(&rules, "W:WK22:B9,10,17,18");
    assert_eq!(legal(&rules, &ring).len(), 1);
    let two = fen(&rules, "W:W30:B17,18,25,26");
    assert_eq!(legal(&rules, &two), ["30x21x14", "30x23x14"]);
}

#[test]
fn errors_say_what_is_wrong() {
    let rules = rules::<english::English>();
    let state = rules.initial();
    let illegal = |text: &str| match rules.parse_move(&state, text) {
        Err(MoveError::Illegal { reason, .. }) => reason,
        other => panic!("{text}: {other:?}"),
    };
    let on = |id: &'static str, square: &str| Message::new(id).code("square", square);
    let man = || Message::new("draughts-man");
    assert_eq!(illegal("13-17"), on("draughts-no-piece", "13"));
    assert_eq!(illegal("21-17"), on("draughts-not-yours", "21"));
    assert_eq!(illegal("b1-c2"), on("draughts-light-square", "b1"));
    assert_eq!(illegal("1-5"), on("draughts-occupied", "5"));
    assert_eq!(
        illegal("1"),
        Message::new("draughts-cannot-move")
            .part("piece", man())
            .code("square", "1")
    );
    let wrong_way = Message::new("draughts-wrong-way")
        .part("piece", man())
        .code("square", "9")
        .part("moves", moves("9-13, 9-14", 0));
    assert_eq!(illegal("9-5"), wrong_way);
    assert_eq!(illegal("9-14-18"), wrong_way);
    for text in ["", "hello", "9-", "-13", "9--13", "9 13", "x", "0-1", "09-13"] {
        assert!(
            matches!(rules.parse_move(&state, text), Err(MoveError::NotAMove { .. })),
            "{text:?}"
        );
    }
    match rules.parse_move(&state, "33-28") {
        Err(MoveError::NotAMove { expected, .. }) => {
            assert_eq!(
                expected,
                Message::new("draughts-no-square")
                    .code("square", "33")
                    .code("first", "1")
                    .code("last", "32")
            )
        }
        other => panic!("{other:?}"),
    }
    match rules.parse_move(&state, "i9-h8") {
        Err(MoveError::NotAMove { expected, .. }) => {
            assert_eq!(
                expected,
                Message::new("draughts-no-square")
                    .code("square", "i9")
                    .code("first", "a1")
                    .code("last", "h8")
            )
        }
        other => panic!("{other:?}"),
    }
    // A start square alone selects its only move, or lists its moves.
    assert_eq!(rules.parse_move(&state, "12"), rules.parse_move(&state, "12-16"));
    assert!(matches!(
        rules.parse_move(&state, "9"),
        Err(MoveError::Ambiguous { .. })
    ));
    let over = fen(&rules, "B:W25:B");
    assert!(matches!(
        rules.parse_move(&over, "1-5"),
        Err(MoveError::NoMoveExpected { .. })
    ));
}

#[test]
fn fen_refuses_bad_positions_with_clear_errors() {
    let english = rules::<english::English>();
    let cases = [
        ("", "a position starts with the side to move"),
        ("X:W21:B1", "a position starts with the side to move"),
        ("W:W21:W22", "White's pieces are listed twice"),
        ("W:W21,21:B1", "square 21 holds two pieces"),
        ("W:W21:B21", "square 21 holds two pieces"),
        ("W:W33:B1", "there is no square 33"),
        ("W:Wb1:B1", "b1 is a light square"),
        ("W:Wzz:B1", "'zz' is not a square"),
        ("W:W1:B5", "a White man cannot stand on 1, its far row"),
        ("W:W12-10:B1", "the range 12-10 runs backwards"),
        ("W:X21:B1", "should start with W or B"),
    ];
    for (text, says) in cases {
        let err = english.from_fen(text).unwrap_err();
        assert!(err.0.contains(says), "{text}: {err}");
    }
    let long = format!("W:W{}", "1,".repeat(2_000));
    assert!(english.from_fen(&long).is_err());
    // Ranges, kings, either case, a final full stop and spaces are read.
    let state = english.from_fen(" w:w21-23,k1 : b4,K5-6. ").unwrap();
    assert_eq!(english.position_text(&state), "W:WK1,21,22,23:B4,K5,K6");
    let turkish = rules::<turkish::Turkish>();
    assert!(
        turkish
            .from_fen("W:Wa1-a3:Bh8")
            .unwrap_err()
            .0
            .contains("ranges are for square numbers")
    );
    let bell = rules::<alquerque::Bell>();
    assert!(bell.from_fen("W:WKa1:Be5").unwrap_err().0.contains("no kings"));
    assert!(bell.from_fen("W:Wa5:Be1").is_ok(), "no far row without promotion");
}

#[test]
fn pdn_export_has_the_game_type_moves_and_result() {
    let text = pdn("polish-draughts", &["32-28", "19-23", "28x19"]).unwrap();
    assert_eq!(
        text,
        "[Event \"?\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n[White \"?\"]\n\
         [Black \"?\"]\n[Result \"*\"]\n[GameType \"20\"]\n\n1. 32-28 19-23 2. 28x19 *\n"
    );
    // Names are accepted; Russian captures use ':'.
    let russian = pdn("shashki", &["c3-d4", "f6-e5", "d4xf6"]).unwrap();
    assert!(
        russian.contains("[GameType \"25\"]") && russian.contains("2. d4:f6 *"),
        "{russian}"
    );
    // A finished game carries its result; Black started, and won.
    let tags = RecordTags {
        white: Some("Ann \"A\"".into()),
        date: Some("2025.01.31".into()),
        ..RecordTags::default()
    };
    let mut game = registry::start("english-draughts", &BTreeMap::new()).unwrap();
    let mut moves = Vec::new();
    let mut rng = SplitMix64(3);
    while let crate::Status::ToMove(_) = game.status() {
        let legal = game.legal();
        let pick = legal[rng.below(legal.len())].clone();
        game.play(&pick).unwrap();
        moves.push(pick);
    }
    let done = pdn_with("english-draughts", &moves, &tags).unwrap();
    let result = match game.status().outcome().and_then(|o| o.winner) {
        None => "1/2-1/2",
        Some(crate::Seat(0)) => "0-1",
        Some(_) => "1-0",
    };
    assert!(done.contains(&format!("[Result \"{result}\"]")), "{done}");
    assert!(done.trim_end().ends_with(result));
    assert!(done.contains("[White \"Ann  A \"]") && done.contains("[Date \"2025.01.31\"]"));
    assert!(done.lines().all(|l| l.len() <= 80));
    assert!(done.contains("[GameType \"21\"]"));
    let alquerque = pdn("alquerque-bell", &["b2-c3"]).unwrap();
    assert!(alquerque.contains("[Variant \"alquerque-bell\"]") && !alquerque.contains("GameType"));
    assert_eq!(pdn("nim", &["1:1"]), Err(RecordError::NoFormat("nim".into())));
    assert!(matches!(
        pdn("english-draughts", &["11-15", "1-5"]),
        Err(RecordError::BadMove { index: 1, .. })
    ));
}

#[test]
fn view_draws_the_last_path_and_its_captures() {
    let rules = rules::<english::English>();
    let mut state = fen(&rules, "B:W6,K15,23:B1");
    rules.play(&mut state, "1x10x19x26").unwrap();
    let view = rules.view(&state, None);
    assert_eq!(
        view.arrows,
        [("b8", "d6"), ("d6", "f4"), ("f4", "d2")].map(|(a, b)| (a.to_string(), b.to_string()))
    );
    let marks: Vec<(&str, Mark, Option<&str>)> = view
        .highlights
        .iter()
        .map(|h| (h.cell.as_str(), h.mark, h.ghost.as_ref().map(|g| g.kind.as_str())))
        .collect();
    assert_eq!(
        marks,
        [
            ("b8", Mark::From, None),
            ("c7", Mark::Captured, Some("man")),
            ("e5", Mark::Captured, Some("king")),
            ("e3", Mark::Captured, Some("man")),
            ("d2", Mark::To, None),
        ]
    );
    let ghost_owner = view.highlights[1].ghost.as_ref().unwrap().owner;
    assert_eq!(
        ghost_owner,
        Some(crate::Seat::SECOND),
        "White's pieces were taken"
    );
    assert_eq!(view.pieces.len(), 1);
    assert_eq!(view.pieces[0].kind, "man");
    assert_eq!(view.seat_colours, ["black", "white"]);
    // Black (seat 0) plays from the top: White's side is the bottom.
    assert_eq!(view.bottom, Some(crate::Seat::SECOND));
    let italian = super::testing::rules::<italian::Italian>();
    assert_eq!(italian.view(&italian.initial(), None).bottom, None);
    assert_eq!(
        view.caption,
        Some(Message::new("caption-won").seat("seat", crate::Seat::FIRST).part(
            "reason",
            Message::new("draughts-seat-no-pieces").seat("seat", crate::Seat::SECOND)
        ))
    );
    let start = rules.view(&rules.initial(), Some(crate::Seat::FIRST));
    assert_eq!(start.cell_labels.len(), 32);
    assert_eq!(start.seats[0].role, "Black");
    assert_eq!(
        start.seats[0].score,
        Some(Message::new("draughts-pieces").count("pieces", 12))
    );
    assert_eq!(
        start.caption,
        Some(Message::new("draughts-to-move").seat("seat", crate::Seat::FIRST))
    );
}

#[test]
fn picker_steps_are_the_start_square_then_each_landing() {
    let mut game = registry::start("english-draughts", &BTreeMap::new()).unwrap();
    let first = game.step_choices(&[]);
    assert_eq!(first.next, ["9", "10", "11", "12"]);
    let after = game.step_choices(&["11".to_string()]);
    assert_eq!(
        (after.complete, after.next),
        (false, vec!["-15".to_string(), "-16".to_string()])
    );
    // Two capture paths from 30: the picker offers both first landings.
    let rules = rules::<english::English>();
    let state = fen(&rules, "W:W30:B17,18,25,26");
    let steps: Vec<Vec<String>> = rules
        .legal_vec(&state)
        .iter()
        .map(|m| rules.move_steps(&state, m))
        .collect();
    assert_eq!(steps, [["30", "x21", "x14"], ["30", "x23", "x14"]]);
    game.play("11-15").unwrap();
    for steps in game.legal_steps() {
        assert_eq!(steps.len(), 2);
        assert!(steps[1].starts_with('-'));
    }
}

#[test]
fn every_rule_set_is_registered_under_its_names() {
    for (name, slug) in [
        ("dama", "italian-draughts"),
        ("Dama italiana", "italian-draughts"),
        ("checkers", "english-draughts"),
        ("draughts", "english-draughts"),
        ("international draughts", "polish-draughts"),
        ("Dama internazionale", "polish-draughts"),
        ("shashki", "russian-draughts"),
        ("dama turca", "turkish-draughts"),
        ("alquerque", "alquerque-bell"),
        ("Alquerque (Pritchard)", "alquerque-pritchard"),
    ] {
        assert_eq!(registry::find(name).map(|e| e.info().slug), Some(slug), "{name}");
    }
}

fn never_panics<S: RuleSet>(text: &str, picks: &[usize]) {
    let rules = rules::<S>();
    let state = state_after_picks(&rules, picks);
    if let Ok(mv) = rules.parse_move(&state, text) {
        assert!(rules.is_legal(&state, &mv), "{text}");
    }
    let _ = rules.from_fen(text);
}

proptest::proptest! {
    #[test]
    fn no_text_panics_and_accepted_texts_are_legal(
        text in proptest::prop_oneof![
            "[a-k]?[0-9]{0,3}([-x:][a-k]?[0-9]{1,3}){0,4}",
            "[WBwb]?(:[WBK]?[0-9a-j,K-]{0,20}){0,3}",
            "\\PC{0,30}",
        ],
        picks in proptest::collection::vec(0usize..1000, 0..60),
    ) {
        never_panics::<alquerque::Bell>(&text, &picks);
        never_panics::<alquerque::Pritchard>(&text, &picks);
        never_panics::<english::English>(&text, &picks);
        never_panics::<italian::Italian>(&text, &picks);
        never_panics::<polish::Polish>(&text, &picks);
        never_panics::<russian::Russian>(&text, &picks);
        never_panics::<turkish::Turkish>(&text, &picks);
    }
}

#[test]
fn a_whole_path_names_its_move_even_inside_a_longer_one() {
    // c3xa3xc5 is a move, and also the start, a landing and the end of
    // c3xc1xa3xc5: the whole path wins.
    let rules = rules::<alquerque::Pritchard>();
    let state = fen(&rules, "W:Wc3:Bb4,c2,b2,b3");
    assert_eq!(
        legal(&rules, &state),
        ["c3xa1", "c3xa3xc1xc3xa5", "c3xa3xc5", "c3xa5", "c3xc1xa3xc5"]
    );
    let texts = legal(&rules, &state);
    for text in &texts {
        let mv = rules
            .parse_move(&state, text)
            .unwrap_or_else(|e| panic!("{text}: {e}"));
        assert_eq!(&rules.format_move(&state, &mv), text);
    }
}

#[test]
fn a_position_with_more_pieces_than_the_start_is_refused() {
    let english = rules::<english::English>();
    let crowded = "B:W13-25:B1-12";
    let err = english.from_position(crowded).unwrap_err();
    assert_eq!(err.message(), "White has 13 pieces; this game starts with 12");
    assert!(english.from_position("B:W14-25:B1-12").is_ok());
}

#[test]
fn bells_visited_points_are_read_back_and_rule_out_returns() {
    let bell = rules::<alquerque::Bell>();
    let mut state = bell.initial();
    play_on(&bell, &mut state, &["d3-c3"]);
    let text = bell.position_text(&state);
    assert!(text.ends_with(" visited c3=d3"), "{text}");
    let back = bell.from_position(&text).unwrap();
    assert_eq!(legal(&bell, &back), legal(&bell, &state));
    let err = bell
        .from_position(&text.replace("c3=d3", "b1=d3").replace(",b1,", ","))
        .unwrap_err();
    assert_eq!(err.message(), "no piece on b1 to have visited points");
    let err = rules::<alquerque::Pritchard>()
        .from_position("W:Wa1:Bc3 visited a1=a2")
        .unwrap_err();
    assert_eq!(err.message(), "only Bell's Alquerque lists visited points");
}

#[test]
fn refusals_name_the_rule_and_the_moves() {
    let illegal = |rules: &dyn Fn(&str) -> Result<(), MoveError>, text: &str| match rules(text) {
        Err(MoveError::Illegal { reason, .. }) => reason,
        other => panic!("{text}: {other:?}"),
    };
    // A king with many moves: six are listed, and how many more.
    let russian = rules::<russian::Russian>();
    let king = fen(&russian, "W:WKd4:Bh8");
    let play = |text: &str| russian.play(&mut king.clone(), text).map(|_| ());
    assert_eq!(
        illegal(&play, "d4-d6"),
        Message::new("draughts-wrong-way")
            .part("piece", Message::new("draughts-king"))
            .code("square", "d4")
            .part("moves", moves("d4-a1, d4-a7, d4-b2, d4-b6, d4-c3, d4-c5", 6))
    );
    match russian.parse_move(&king, "12-16") {
        Err(MoveError::NotAMove { expected, .. }) => assert_eq!(
            expected,
            Message::new("draughts-expected-coordinates").code("last", "h8")
        ),
        other => panic!("{other:?}"),
    }
    // A man that cannot capture while another must.
    let english = rules::<english::English>();
    let must = fen(&english, "B:W14:B9,1");
    let play = |text: &str| english.play(&mut must.clone(), text).map(|_| ());
    assert_eq!(
        illegal(&play, "1"),
        Message::new("draughts-cannot-capture")
            .part("piece", Message::new("draughts-man"))
            .code("square", "1")
            .part("moves", moves("9x18", 0))
    );
    match english.parse_move(&must, "9x") {
        Err(MoveError::NotAMove { expected, .. }) => assert_eq!(
            expected,
            Message::new("draughts-expected-numbered")
                .count("squares", 32)
                .code("last", "h8")
        ),
        other => panic!("{other:?}"),
    }
    let view = english.view(&must, None);
    assert_eq!(
        view.caption,
        Some(Message::new("draughts-to-move-capture").seat("seat", crate::Seat::FIRST))
    );
    // Men and kings are counted apart once there are kings.
    let kings = english.view(&fen(&english, "W:WK29,21:BK4,12"), None);
    assert_eq!(
        kings.seats[0].score,
        Some(
            Message::new("draughts-men-kings")
                .count("men", 1)
                .count("kings", 1)
        )
    );
}
