//! The Quoridor rules, by the catalog entries' rules and gap ids
//! (`quoridor`, `quoridor-4p`, `quoridor-fewer-walls`).

use std::collections::BTreeMap;

use super::*;
use crate::options::OptionValue;
use crate::perft::perft;
use crate::{DynGame, Typed};

fn two() -> Quoridor {
    Quoridor::new(&Options::defaults(Quoridor::info().options)).unwrap()
}

fn four() -> Quoridor4p {
    Quoridor4p::new(&Options::defaults(Quoridor4p::info().options)).unwrap()
}

fn fewer(walls: i64) -> QuoridorFewerWalls {
    let mut given = BTreeMap::new();
    given.insert("walls".to_string(), OptionValue::Int(walls));
    let options = Options::validate(QuoridorFewerWalls::info().options, &given).unwrap();
    QuoridorFewerWalls::new(&options).unwrap()
}

fn at<R: Rules>(r: &R, text: &str) -> R::State {
    r.from_position(text).unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn texts<R: Rules>(r: &R, state: &R::State) -> Vec<String> {
    let mut v: Vec<String> = r
        .legal_vec(state)
        .iter()
        .map(|m| r.format_move(state, m))
        .collect();
    v.sort();
    v
}

/// The pawn moves among the legal moves (squares, no walls).
fn steps<R: Rules>(r: &R, state: &R::State) -> Vec<String> {
    texts(r, state)
        .into_iter()
        .filter(|t| !t.ends_with('h') && !t.ends_with('v'))
        .collect()
}

fn play<R: Rules>(r: &R, state: &mut R::State, text: &str) {
    r.play(state, text).unwrap_or_else(|e| panic!("{text}: {e}"));
}

fn refusal<R: Rules>(r: &R, state: &R::State, text: &str) -> String {
    match r.parse_move(state, text) {
        Ok(_) => panic!("{text} was accepted"),
        Err(e) => e.to_string(),
    }
}

/* quoridor */

#[test]
fn rule_setup_pawns_on_e1_and_e9_with_ten_walls_each() {
    let r = two();
    let s = r.initial();
    assert_eq!(r.position_text(&s), "e1,e9 10,10 - 0:0");
    assert_eq!(r.status(&s), Status::ToMove(Seat(0)));
    assert_eq!(steps(&r, &s), ["d1", "e2", "f1"]);
}

#[test]
fn rule_move_counts_match_openspiel_perft() {
    // OpenSpiel 2.0.2 `quoridor(board_size=9)`: 131 then 16,677.
    let r = two();
    let s = r.initial();
    assert_eq!(perft(&r, &s, 1), 131);
    assert_eq!(perft(&r, &s, 2), 16_677);
}

#[test]
fn rule_1_a_wall_blocks_the_pawns() {
    let r = two();
    let mut s = r.initial();
    play(&r, &mut s, "e1h");
    play(&r, &mut s, "d8h");
    // e1h lies between e1/f1 and e2/f2: South cannot step north.
    assert_eq!(steps(&r, &s), ["d1", "f1"]);
    assert!(refusal(&r, &s, "e2").contains("quoridor-pawn-cannot"));
    // d8h lies under d9 and e9: North cannot step south either.
    play(&r, &mut s, "d1");
    assert_eq!(steps(&r, &s), ["d9", "f9"]);
}

#[test]
fn rule_1_walls_stay_and_are_counted() {
    let r = two();
    let mut s = r.initial();
    play(&r, &mut s, "c3h");
    play(&r, &mut s, "e7v");
    play(&r, &mut s, "e2");
    assert_eq!(r.position_text(&s), "e2,e9 9,9 c3h,e7v 1:3");
    assert!(refusal(&r, &s, "c3h").contains("quoridor-wall-there"));
}

#[test]
fn gap_g2_walls_may_not_overlap_or_cross() {
    let r = two();
    let mut s = r.initial();
    play(&r, &mut s, "c3h");
    play(&r, &mut s, "f5v");
    for (text, why) in [
        ("b3h", "quoridor-wall-overlaps"),
        ("d3h", "quoridor-wall-overlaps"),
        ("c3v", "quoridor-wall-crosses"),
        ("f4v", "quoridor-wall-overlaps"),
        ("f6v", "quoridor-wall-overlaps"),
        ("f5h", "quoridor-wall-crosses"),
    ] {
        let said = refusal(&r, &s, text);
        assert!(said.contains(why), "{text}: {said}");
    }
    // End to end, side by side and touching at a corner are fine.
    for text in [
        "a3h", "e3h", "c4h", "c2h", "b3v", "d3v", "f3v", "f7v", "e5h", "g5h",
    ] {
        assert!(r.parse_move(&s, text).is_ok(), "{text}");
    }
}

#[test]
fn rule_1_every_pawn_keeps_a_way_to_its_goal() {
    let r = two();
    // North placed a1h over South's pawn on a1: b1v would shut it in a
    // box of a1 and b1, so South may not place it either (own pawn too).
    let s = at(&r, "a1,e9 10,9 a1h 0:1");
    let said = refusal(&r, &s, "b1v");
    assert!(
        said.contains("quoridor-wall-shuts") && said.contains("seat=#0"),
        "{said}"
    );
    assert!(!texts(&r, &s).contains(&"b1v".to_string()));
    assert!(texts(&r, &s).contains(&"c1v".to_string()));
    // The same for North's pawn.
    let s = at(&r, "e1,i9 9,10 h8h 1:1");
    let said = refusal(&r, &s, "g8v");
    assert!(said.contains("seat=#1"), "{said}");
}

#[test]
fn rule_1_a_player_without_walls_must_move() {
    let r = two();
    let s = at(&r, "e3,e7 0,10 a1h,c1h,e1h,g1h,a3h,c3h,e4h,g3h,a5h,c5h 0:20");
    assert!(
        texts(&r, &s)
            .iter()
            .all(|t| !t.ends_with('h') && !t.ends_with('v'))
    );
    assert!(refusal(&r, &s, "a7h").contains("quoridor-no-walls"));
}

#[test]
fn rule_2_the_pawn_steps_along_ranks_and_files_only() {
    let r = two();
    let s = r.initial();
    let said = refusal(&r, &s, "d2");
    assert!(
        said.contains("quoridor-pawn-cannot") && said.contains("moves=e2, f1, d1"),
        "{said}"
    );
    assert!(refusal(&r, &s, "e1").contains("quoridor-stay"));
    assert!(refusal(&r, &s, "e3").contains("quoridor-pawn-cannot"));
}

#[test]
fn gap_g1_straight_jump_over_the_facing_pawn() {
    let r = two();
    let s = at(&r, "e4,e5 10,10 - 0:8");
    assert_eq!(steps(&r, &s), ["d4", "e3", "e6", "f4"]);
    assert!(refusal(&r, &s, "e5").contains("quoridor-occupied"));
    let mut s2 = s.clone();
    play(&r, &mut s2, "e6");
    assert_eq!(r.view(&s2, None).last_move_text(), "quoridor-jumps(square=e5)");
}

#[test]
fn gap_g1_diagonal_when_a_wall_is_behind() {
    let r = two();
    let s = at(&r, "e4,e5 10,9 e5h 0:9");
    assert_eq!(steps(&r, &s), ["d4", "d5", "e3", "f4", "f5"]);
    // A wall beside the jumped pawn closes that side too.
    let s = at(&r, "e4,e5 9,9 e5h,d5v 0:10");
    assert_eq!(steps(&r, &s), ["d4", "e3", "f4", "f5"]);
}

#[test]
fn gap_g1_diagonal_when_the_edge_is_behind() {
    let r = two();
    let s = at(&r, "e8,e9 10,10 - 0:14");
    assert_eq!(steps(&r, &s), ["d8", "d9", "e7", "f8", "f9"]);
}

#[test]
fn gap_g1_no_jump_through_a_wall() {
    let r = two();
    // A wall between the two pawns: no jump at all.
    let s = at(&r, "e4,e5 10,9 e4h 0:9");
    assert_eq!(steps(&r, &s), ["d4", "e3", "f4"]);
}

#[test]
fn rule_win_the_first_pawn_on_the_far_row() {
    let r = two();
    let mut s = at(&r, "c8,g2 10,10 - 0:30");
    play(&r, &mut s, "c9");
    let Status::Over(o) = r.status(&s) else {
        panic!("not over")
    };
    assert_eq!(o.winner, Some(Seat(0)));
    assert_eq!(o.reason.to_string(), "quoridor-reached-goal(seat=#0)");
    assert!(r.legal_vec(&s).is_empty());
    // North wins on rank 1.
    let mut s = at(&r, "c7,g2 10,10 - 1:31");
    play(&r, &mut s, "g1");
    assert_eq!(r.status(&s).outcome().unwrap().winner, Some(Seat(1)));
}

#[test]
fn gap_g3_the_third_repetition_draws() {
    let r = two();
    let mut s = r.initial();
    let shuffle = ["e2", "e8", "e1", "e9", "e2", "e8", "e1"];
    for m in shuffle {
        play(&r, &mut s, m);
        assert!(matches!(r.status(&s), Status::ToMove(_)), "over after {m}");
    }
    play(&r, &mut s, "e9");
    let Status::Over(o) = r.status(&s) else {
        panic!("not drawn")
    };
    assert_eq!(o.winner, None);
    assert_eq!(o.reason.to_string(), "quoridor-repetition");
}

#[test]
fn gap_g3_a_wall_starts_the_count_afresh() {
    let r = two();
    let mut s = r.initial();
    for m in [
        "e2", "e8", "e1", "e9", "a1h", "e8", "e2", "e9", "e1", "e8", "e2", "e9",
    ] {
        play(&r, &mut s, m);
        assert!(matches!(r.status(&s), Status::ToMove(_)), "over after {m}");
    }
}

#[test]
fn rule_ply_cap_draws() {
    let r = two();
    let mut s = at(
        &r,
        "c5,g5 0,0 a1h,c1h,e1h,g1h,a8h,c8h,e8h,g8h,b3h,d3h,f3h,b6h,d6h,f6h,a4v,h4v,c4v,f4v,a6v,h6v 0:399",
    );
    play(&r, &mut s, "c6");
    let o = r.status(&s).outcome().cloned().expect("over");
    assert_eq!(o.reason.to_string(), "quoridor-ply-cap(plies=400)");
}

#[test]
fn notation_catalog_examples_and_variants() {
    let r = two();
    let mut s = r.initial();
    // The catalog's examples: `e2`, then `e7h`.
    play(&r, &mut s, "e2");
    play(&r, &mut s, "e7h");
    assert_eq!(r.position_text(&s), "e2,e9 10,9 e7h 0:2");
    for text in ["C3H", "c3-h", "c3 h", " c3h "] {
        assert_eq!(
            r.format_move(&s, &r.parse_move(&s, text).unwrap()),
            "c3h",
            "{text}"
        );
    }
    assert!(refusal(&r, &s, "j1").contains("quoridor-off-board"));
    assert!(refusal(&r, &s, "jump").contains("quoridor-notation"));
    assert!(refusal(&r, &s, "i3").contains("quoridor-pawn-cannot"));
    assert!(refusal(&r, &s, "e10").contains("quoridor-off-board"));
    assert!(refusal(&r, &s, "i3h").contains("quoridor-anchor"));
    assert!(refusal(&r, &s, "a9v").contains("quoridor-anchor"));
    assert!(refusal(&r, &s, "c3x").contains("quoridor-notation"));
    assert!(refusal(&r, &s, "").contains("quoridor-notation"));
    // A lone file is the first step of a wall: ambiguous, with the walls.
    assert!(refusal(&r, &s, "c").contains("c1h"));
}

#[test]
fn notation_picker_steps_stay_within_25_choices() {
    let mut game = Typed::<Quoridor>::start(Options::defaults(&[])).unwrap();
    let first = game.step_choices(&[]);
    assert_eq!(
        first.next,
        ["e2", "f1", "d1", "a", "b", "c", "d", "e", "f", "g", "h"],
    );
    let ranks = game.step_choices(&["c".to_string()]);
    assert_eq!(ranks.next.len(), 8);
    let sides = game.step_choices(&["c".to_string(), "3".to_string()]);
    assert_eq!(sides.next, ["h", "v"]);
    assert!(game.step_choices(&["c".into(), "3".into(), "h".into()]).complete);
    // Every position of a game: no step offers more than 25 choices.
    for m in ["e2", "e8", "e3", "e7", "e4", "e6", "d5v"] {
        game.play(m).unwrap();
        for steps in game.legal_steps() {
            for k in 0..steps.len() {
                assert!(game.step_choices(&steps[..k]).next.len() <= 25);
            }
            assert_eq!(steps.concat(), steps.concat().to_lowercase());
        }
    }
}

#[test]
fn position_texts_are_checked() {
    let r = two();
    for bad in [
        "",
        "e1,e9 10,10 - 0",
        "e1,e9 10,10 - 2:0",
        "e1,e1 10,10 - 0:0",
        "e1,e9 11,10 - 0:0",
        "e1,e9 10,10 c3h 0:1",
        "e1,e9 9,10 c3h,d3h 0:2",
        "e1,e9 9,9 c3h,c3v 0:2",
        "a1,e9 8,10 a1h,b1v 0:2",
        "e9,e1 10,10 - 0:5",
        "e1,e9 10,10 - 0:401",
        "e1,e9,e5 10,10 - 0:0",
    ] {
        assert!(r.from_position(bad).is_err(), "{bad}");
    }
    let s = at(&r, "e9,e5 10,10 - 1:7");
    assert_eq!(r.status(&s).outcome().unwrap().winner, Some(Seat(0)));
}

#[test]
fn picture_shows_walls_goals_and_walls_left() {
    let r = two();
    let mut s = r.initial();
    play(&r, &mut s, "c3h");
    play(&r, &mut s, "e7v");
    let v = r.view(&s, None);
    assert!(matches!(v.board, Board::Squares(ref b) if b.grooves));
    assert_eq!(v.walls.len(), 2);
    assert_eq!(v.walls[0].cell, "c3");
    assert!(!v.walls[0].vertical && v.walls[0].owner.is_none());
    assert_eq!((v.walls[1].cell.as_str(), v.walls[1].vertical), ("e7", true));
    assert_eq!(
        v.walls[1].owner,
        Some(Seat(1)),
        "the last wall in its placer's colour"
    );
    assert_eq!(v.specials.len(), 18);
    assert_eq!(v.seats[0].score_text().unwrap(), "quoridor-walls-left(n=9)");
    assert_eq!(
        v.caption_text(),
        "quoridor-caption-wall(seat=#1, wall=e7v, next=#0)"
    );
    assert_eq!(v.to_move, Some(Seat(0)));
}

/* quoridor-4p */

#[test]
fn rule_4p_four_pawns_in_the_middle_of_each_side_five_walls_each() {
    let r = four();
    let s = r.initial();
    assert_eq!(r.position_text(&s), "e1,i5,e9,a5 5,5,5,5 - 0:0");
    assert_eq!(Quoridor4p::info().seat_names, ["South", "East", "North", "West"]);
    assert_eq!(perft(&r, &s, 2), 16_677);
}

#[test]
fn rule_4p_turns_go_anticlockwise() {
    let r = four();
    let mut s = r.initial();
    let mut order = Vec::new();
    for m in ["e2", "h5", "e8", "b5", "e3"] {
        order.push(r.status(&s).seat().unwrap().0);
        play(&r, &mut s, m);
    }
    assert_eq!(order, [0, 1, 2, 3, 0]);
    // The caption names the next player.
    assert!(r.view(&s, None).caption_text().ends_with("next=#1)"));
}

#[test]
fn rule_4p_the_path_rule_covers_all_four_pawns() {
    let r = four();
    // West's pawn on a1 under a1h: b1v would shut it off from file i.
    let s = at(&r, "e2,i5,e9,a1 5,5,4,5 a1h 0:5");
    let said = refusal(&r, &s, "b1v");
    assert!(said.contains("seat=#3"), "{said}");
    // East's pawn on i9 above h8h: g8v would box it in h9 and i9, away
    // from file a.
    let s = at(&r, "e2,i9,e8,a5 5,5,5,4 h8h 0:8");
    let said = refusal(&r, &s, "g8v");
    assert!(said.contains("seat=#1"), "{said}");
}

#[test]
fn rule_4p_only_one_pawn_is_jumped_and_a_pawn_behind_allows_side_steps() {
    let r = four();
    // South e3, North e4, East e5: no jump over two pawns; the side-steps
    // beside e4 are open (the catalog's resolution; OpenSpiel differs).
    let s = at(&r, "e3,e5,e4,a5 5,5,5,5 - 0:12");
    assert_eq!(steps(&r, &s), ["d3", "d4", "e2", "f3", "f4"]);
    // A pawn on a side square closes that side-step.
    let s = at(&r, "e3,e5,e4,d4 5,5,5,5 - 0:12");
    assert_eq!(steps(&r, &s), ["d3", "e2", "f3", "f4"]);
}

#[test]
fn rule_4p_the_first_pawn_home_wins() {
    let r = four();
    let mut s = at(&r, "e4,b3,e6,h5 5,5,5,5 - 1:21");
    play(&r, &mut s, "a3");
    let o = r.status(&s).outcome().cloned().expect("over");
    assert_eq!(o.winner, Some(Seat(1)));
    let returns = o.returns(4);
    assert_eq!(returns, [-1.0, 1.0, -1.0, -1.0]);
    // West's goal is file i.
    let mut s = at(&r, "e4,c3,e6,h5 5,5,5,5 - 3:23");
    play(&r, &mut s, "i5");
    assert_eq!(r.status(&s).outcome().unwrap().winner, Some(Seat(3)));
}

/* quoridor-fewer-walls */

#[test]
fn rule_walls_option_gives_nine_by_default_or_eight() {
    let r = QuoridorFewerWalls::new(&Options::defaults(QuoridorFewerWalls::info().options)).unwrap();
    assert_eq!(r.position_text(&r.initial()), "e1,e9 9,9 - 0:0");
    let r = fewer(8);
    assert_eq!(r.position_text(&r.initial()), "e1,e9 8,8 - 0:0");
    let mut given = BTreeMap::new();
    given.insert("walls".to_string(), OptionValue::Int(10));
    assert!(Options::validate(QuoridorFewerWalls::info().options, &given).is_err());
    // The ninth wall is refused with eight.
    let r = fewer(8);
    let s = at(&r, "e3,e7 0,8 a1h,c1h,e1h,g1h,a3h,c3h,e4h,g3h 0:16");
    assert!(refusal(&r, &s, "a6h").contains("quoridor-no-walls"));
}

#[test]
fn rule_4p_a_hemmed_in_pawn_without_walls_passes() {
    let r = four();
    // South on a1: a1v to its right, North on a2 with West behind it on
    // a3, no wall left: nothing to do but pass.
    let mut s = at(&r, "a1,e5,a2,a3 0,5,5,4 a1v,g1h,g3h,g5h,g7h,c8h 0:40");
    assert_eq!(texts(&r, &s), ["pass"]);
    play(&r, &mut s, "pass");
    assert_eq!(r.status(&s), Status::ToMove(Seat(1)));
    assert!(
        r.view(&s, None)
            .caption_text()
            .starts_with("quoridor-caption-pass")
    );
    // Elsewhere a pass is refused.
    let s = r.initial();
    assert!(refusal(&r, &s, "pass").contains("quoridor-no-pass"));
}
