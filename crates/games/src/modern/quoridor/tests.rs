//! The Quoridor rules, by the catalog entries' rules and gap ids
//! (`quoridor`, `quoridor-4p`, `quoridor-fewer-walls`).

use std::collections::BTreeMap;

use super::*;
use crate::options::OptionValue;
use crate::perft::perft;
use crate::view::Board;
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

/* The Fogliaccio's proposals: movable wall, coin, die, moving goal, wall
 * jump. No independent implementation of any of them exists. */

fn rules<R: Rules>() -> R {
    R::new(&Options::defaults(R::info().options)).unwrap()
}

/// The walls moved among the legal moves.
fn shifts<R: Rules>(r: &R, state: &R::State) -> Vec<String> {
    texts(r, state)
        .into_iter()
        .filter(|t| t.starts_with("move"))
        .collect()
}

/// No picker step offers more than 25 choices, at every position of
/// `moves`: the choices after each prefix of steps, counted from the legal
/// moves' steps (asking the picker for each prefix of thousands of walls
/// moved is slow in a debug build); the picker's own first step agrees.
fn picker_fits<R: Rules>(moves: &[&str]) {
    use std::collections::{HashMap, HashSet};
    let mut game = Typed::<R>::start(Options::defaults(R::info().options)).unwrap();
    for m in moves {
        game.play(m).unwrap_or_else(|e| panic!("{m}: {e}"));
        let mut next: HashMap<Vec<String>, HashSet<String>> = HashMap::new();
        for steps in game.legal_steps() {
            for k in 0..steps.len() {
                next.entry(steps[..k].to_vec())
                    .or_default()
                    .insert(steps[k].clone());
            }
        }
        for (prefix, choices) in &next {
            assert!(
                choices.len() <= 25,
                "after {m}, {prefix:?}: {} choices",
                choices.len()
            );
        }
        assert_eq!(game.step_choices(&[]).next.len(), next[&Vec::new()].len());
    }
}

/* quoridor-movable-wall */

#[test]
fn rule_movable_wall_eight_walls_each_and_one_move_per_game() {
    let r = rules::<QuoridorMovableWall>();
    let mut s = r.initial();
    assert_eq!(r.position_text(&s), "e1,e9 8,8 - 0:0 moved:-");
    assert!(shifts(&r, &s).is_empty(), "no wall to move yet");
    play(&r, &mut s, "c3h");
    play(&r, &mut s, "e7v");
    play(&r, &mut s, "move c3h c5h");
    assert_eq!(r.position_text(&s), "e1,e9 7,7 c5h@0,e7v@1 1:3 moved:0");
    assert_eq!(
        r.view(&s, None).caption_text(),
        "quoridor-caption-shift(seat=#0, from=c3h, to=c5h, next=#1)"
    );
    play(&r, &mut s, "e8");
    // South has moved its wall: never again.
    assert!(shifts(&r, &s).is_empty());
    assert!(refusal(&r, &s, "move c5h c6h").contains("quoridor-moved-already"));
    // North still may, once.
    play(&r, &mut s, "e2");
    assert!(shifts(&r, &s).iter().all(|t| t.starts_with("move e7v")));
    play(&r, &mut s, "move e7v b7v");
    assert!(r.position_text(&s).ends_with("moved:0,1"));
    let back = at(&r, &r.position_text(&s));
    assert_eq!(r.position_text(&back), r.position_text(&s));
}

#[test]
fn gap_1_movable_wall_only_ones_own_walls() {
    let r = rules::<QuoridorMovableWall>();
    let s = at(&r, "e1,e9 7,7 c3h@0,e7v@1 0:2 moved:-");
    let said = refusal(&r, &s, "move e7v e6v");
    assert!(said.contains("quoridor-not-your-wall"), "{said}");
    assert!(shifts(&r, &s).iter().all(|t| t.starts_with("move c3h")));
    assert!(refusal(&r, &s, "move a1h a2h").contains("quoridor-no-such-wall"));
}

#[test]
fn gap_1_movable_wall_any_wall_as_an_option() {
    let mut given = BTreeMap::new();
    given.insert("movable".to_string(), OptionValue::Text("any".to_string()));
    let options = Options::validate(QuoridorMovableWall::info().options, &given).unwrap();
    let r = QuoridorMovableWall::new(&options).unwrap();
    let mut s = at(&r, "e1,e9 7,7 c3h@0,e7v@1 0:2 moved:-");
    play(&r, &mut s, "move e7v e6v");
    assert_eq!(r.position_text(&s), "e1,e9 7,7 c3h@0,e6v@1 1:3 moved:0");
}

#[test]
fn gap_2_movable_wall_any_other_place_anchor_or_orientation() {
    let r = rules::<QuoridorMovableWall>();
    let s = at(&r, "e1,e9 7,7 c3h@0,e7v@1 0:2 moved:-");
    assert!(refusal(&r, &s, "move c3h c3h").contains("quoridor-same-place"));
    // The same anchor turned, or a place overlapping the old one: the wall
    // is lifted first.
    for ok in ["move c3h c3v", "move c3h d3h", "move c3h b3h", "c3h-a1h"] {
        assert!(r.parse_move(&s, ok).is_ok(), "{ok}");
    }
    // Placement rules hold at the new place.
    assert!(refusal(&r, &s, "move c3h e7h").contains("quoridor-wall-crosses"));
    assert!(refusal(&r, &s, "move c3h e6v").contains("quoridor-wall-overlaps"));
}

#[test]
fn gap_3_movable_wall_moving_uses_the_turn() {
    let r = rules::<QuoridorMovableWall>();
    let mut s = at(&r, "e1,e9 7,7 c3h@0,e7v@1 0:2 moved:-");
    play(&r, &mut s, "move c3h f3h");
    assert_eq!(r.status(&s), Status::ToMove(Seat(1)));
    // Not from the supply: South still has 7 walls.
    assert_eq!(r.position_text(&s), "e1,e9 7,7 f3h@0,e7v@1 1:3 moved:0");
}

#[test]
fn rule_movable_wall_path_rule_applies_to_the_new_place() {
    let r = rules::<QuoridorMovableWall>();
    // North's a1h over South's pawn on a1; South's e5h to b1v would box
    // the pawn in a1 and b1.
    let s = at(&r, "a1,e9 7,7 a1h@1,e5h@0 0:4 moved:-");
    let said = refusal(&r, &s, "move e5h b1v");
    assert!(
        said.contains("quoridor-wall-shuts") && said.contains("seat=#0"),
        "{said}"
    );
    assert!(!shifts(&r, &s).contains(&"move e5h b1v".to_string()));
    assert!(shifts(&r, &s).contains(&"move e5h c1v".to_string()));
}

/* quoridor-coin */

#[test]
fn rule_coin_starts_between_the_players_either_may_use_it() {
    let r = rules::<QuoridorCoin>();
    let mut s = r.initial();
    assert_eq!(r.position_text(&s), "e1,e9 10,10 - 0:0 coin:-");
    let v = r.view(&s, None);
    assert_eq!(
        v.seats[0].score_text().unwrap(),
        "quoridor-panel(walls=quoridor-walls-left(n=10), extra=quoridor-panel-coin-between)"
    );
    play(&r, &mut s, "c3h");
    // North moves South's wall with the coin lying between them.
    play(&r, &mut s, "move c3h c5h");
    assert_eq!(r.position_text(&s), "e1,e9 9,10 c5h* 0:2 coin:0");
}

#[test]
fn rule_coin_goes_to_the_opponent_after_use() {
    let r = rules::<QuoridorCoin>();
    let mut s = at(&r, "e1,e9 9,9 c5h*,e7v 1:4 coin:0");
    let said = refusal(&r, &s, "move e7v e6v");
    assert!(said.contains("quoridor-coin-away(seat=#0"), "{said}");
    assert!(shifts(&r, &s).is_empty());
    play(&r, &mut s, "e8");
    play(&r, &mut s, "move e7v b7v");
    assert!(r.position_text(&s).ends_with("coin:1"));
    let v = r.view(&s, None);
    assert_eq!(
        v.seats[1].score_text().unwrap(),
        "quoridor-panel(walls=quoridor-walls-left(n=9), extra=quoridor-panel-coin)"
    );
}

#[test]
fn rule_coin_each_wall_moves_once_and_is_marked() {
    let r = rules::<QuoridorCoin>();
    let s = at(&r, "e1,e9 9,9 c5h*,e7v 0:4 coin:0");
    assert!(refusal(&r, &s, "move c5h c6h").contains("quoridor-wall-marked"));
    assert!(shifts(&r, &s).iter().all(|t| t.starts_with("move e7v")));
    let v = r.view(&s, None);
    let marked: Vec<&str> = v
        .walls
        .iter()
        .filter(|w| w.marked)
        .map(|w| w.cell.as_str())
        .collect();
    assert_eq!(marked, ["c5"]);
}

#[test]
fn gap_1_coin_any_wall_not_yet_moved() {
    let r = rules::<QuoridorCoin>();
    // South may move its own wall or North's.
    let s = at(&r, "e1,e9 9,9 c3h,e7v 0:2 coin:-");
    let moved = shifts(&r, &s);
    assert!(moved.iter().any(|t| t.starts_with("move c3h")));
    assert!(moved.iter().any(|t| t.starts_with("move e7v")));
}

#[test]
fn gap_2_coin_ten_walls_each() {
    let r = rules::<QuoridorCoin>();
    assert!(r.position_text(&r.initial()).starts_with("e1,e9 10,10 "));
}

/* quoridor-die */

#[test]
fn rule_die_starts_between_showing_one_and_is_never_thrown() {
    let r = rules::<QuoridorDie>();
    assert!(!QuoridorDie::info().chance);
    let s = r.initial();
    assert_eq!(r.position_text(&s), "e1,e9 10,10 - 0:0 die:-:1:0");
    assert!(refusal(&r, &s, "end").contains("quoridor-no-end"));
}

#[test]
fn rule_die_up_to_its_face_in_walls_then_up_by_one_to_the_opponent() {
    let r = rules::<QuoridorDie>();
    let mut s = r.initial();
    for m in ["c3h", "e7v", "a5h", "g5h"] {
        play(&r, &mut s, m);
    }
    // The die shows 1: South moves one wall, and the die goes to North
    // showing 2.
    play(&r, &mut s, "move c3h c4h");
    assert_eq!(r.position_text(&s), "e1,e9 8,8 c4h*,a5h,g5h,e7v 1:5 die:1:2:0");
    // North moves two walls, one ply each.
    play(&r, &mut s, "move e7v e6v");
    assert_eq!(r.status(&s), Status::ToMove(Seat(1)));
    assert_eq!(
        r.view(&s, None).caption_text(),
        "quoridor-caption-shift-more(seat=#1, from=e7v, to=e6v, n=1)"
    );
    assert!(refusal(&r, &s, "e8").contains("quoridor-die-turn"));
    assert!(refusal(&r, &s, "a1h").contains("quoridor-die-turn"));
    let mut listed = texts(&r, &s);
    listed.retain(|t| !t.starts_with("move"));
    assert_eq!(listed, ["end"]);
    play(&r, &mut s, "move a5h a6h");
    assert_eq!(r.position_text(&s), "e1,e9 8,8 c4h*,g5h,a6h*,e6v* 0:7 die:0:3:0");
    let v = r.view(&s, None);
    assert_eq!(v.seats[0].hand.len(), 1, "the holder shows the die's face");
    assert_eq!(v.seats[0].hand[0].face.as_deref(), Some("3"));
    // South may stop after one of three.
    play(&r, &mut s, "move g5h g4h");
    play(&r, &mut s, "end");
    assert_eq!(r.position_text(&s), "e1,e9 8,8 c4h*,g4h*,a6h*,e6v* 1:9 die:1:4:0");
    assert_eq!(
        r.view(&s, None).caption_text(),
        "quoridor-caption-end(seat=#0, next=#1)"
    );
    // Every wall has moved: North's die is of no use, and end is refused
    // outside a die turn.
    assert!(shifts(&r, &s).is_empty());
    assert!(refusal(&r, &s, "move c4h c5h").contains("quoridor-wall-marked"));
}

#[test]
fn rule_die_stays_at_six() {
    let r = rules::<QuoridorDie>();
    let mut s = at(&r, "e1,e9 9,9 c3h,e7v 0:10 die:0:6:0");
    play(&r, &mut s, "move c3h c4h");
    play(&r, &mut s, "end");
    assert!(
        r.position_text(&s).ends_with("die:1:6:0"),
        "{}",
        r.position_text(&s)
    );
}

#[test]
fn rule_die_the_path_rule_after_each_wall() {
    let r = rules::<QuoridorDie>();
    // South on a1 under a1h: moving e5h to b1v would box it in.
    let s = at(&r, "a1,e9 9,9 a1h,e5h 0:4 die:-:2:0");
    assert!(refusal(&r, &s, "move e5h b1v").contains("quoridor-wall-shuts"));
    // Mid-turn the same check: the first wall moved, then the second.
    let mut s = at(&r, "a1,e9 9,8 a1h,e5h,g7h 0:4 die:-:2:0");
    play(&r, &mut s, "move g7h b2h");
    assert!(refusal(&r, &s, "move e5h b1v").contains("quoridor-wall-shuts"));
    play(&r, &mut s, "move e5h c1v");
    assert_eq!(r.status(&s), Status::ToMove(Seat(1)));
}

#[test]
fn rule_die_positions_are_checked() {
    let r = rules::<QuoridorDie>();
    for bad in [
        "e1,e9 10,10 - 0:0",
        "e1,e9 10,10 - 0:0 die:-:0:0",
        "e1,e9 10,10 - 0:0 die:-:7:0",
        "e1,e9 10,10 - 0:0 die:-:2:2",
        "e1,e9 10,10 - 0:0 die:1:3:1",
        "e1,e9 10,10 - 0:0 coin:-",
        "e1,e9 10,10 - 0:0 die:2:3:0",
    ] {
        assert!(r.from_position(bad).is_err(), "{bad}");
    }
}

/* quoridor-moving-goal */

#[test]
fn rule_moving_goal_two_pawns_each_from_the_corners() {
    let r = rules::<QuoridorMovingGoal>();
    let s = r.initial();
    assert_eq!(r.position_text(&s), "a1,i9,i1,a9 10,10 - 0:0");
    assert_eq!(steps(&r, &s), ["1:a2", "1:b1", "2:h9", "2:i8"]);
    let v = r.view(&s, None);
    assert!(v.specials.is_empty(), "no goal rows");
    assert_eq!(v.cell_labels.len(), 4);
    let mut s = s;
    play(&r, &mut s, "1:b1");
    play(&r, &mut s, "2:b9");
    assert_eq!(r.position_text(&s), "b1,i9,i1,b9 10,10 - 0:2");
}

#[test]
fn rule_moving_goal_pawns_meet_side_by_side_with_no_wall_between() {
    let r = rules::<QuoridorMovingGoal>();
    let mut s = at(&r, "e4,e6,i1,a9 10,10 - 0:20");
    play(&r, &mut s, "1:e5");
    let o = r.status(&s).outcome().cloned().expect("met");
    assert_eq!(o.winner, Some(Seat(0)));
    assert_eq!(o.reason.to_string(), "quoridor-pawns-met(seat=#0)");
    // Diagonal is not a meeting.
    let mut s = at(&r, "e4,f6,i1,a9 10,10 - 0:20");
    play(&r, &mut s, "1:e5");
    assert!(r.status(&s).outcome().is_none());
    // Nor is a wall between them (e5h lies between e5 and e6).
    let mut s = at(&r, "e4,e6,i1,a9 10,9 e5h 0:21");
    play(&r, &mut s, "1:e5");
    assert!(r.status(&s).outcome().is_none());
    // Yellow wins with its own pawns only.
    let mut s = at(&r, "a1,i9,c4,c6 10,10 - 1:21");
    play(&r, &mut s, "2:c5");
    assert_eq!(r.status(&s).outcome().unwrap().winner, Some(Seat(1)));
}

#[test]
fn rule_moving_goal_walls_may_not_part_a_players_pawns() {
    let r = rules::<QuoridorMovingGoal>();
    // Yellow's a1h over Red's a1 pawn: b1v would shut it in a1 and b1,
    // away from Red's other pawn.
    let s = at(&r, "a1,i9,i1,a9 10,9 a1h 0:1");
    let said = refusal(&r, &s, "b1v");
    assert!(
        said.contains("quoridor-wall-shuts") && said.contains("seat=#0"),
        "{said}"
    );
    assert!(r.parse_move(&s, "c1v").is_ok());
    // Ten walls each.
    assert!(r.position_text(&r.initial()).contains(" 10,10 "));
}

#[test]
fn rule_moving_goal_jumps_over_any_pawn() {
    let r = rules::<QuoridorMovingGoal>();
    let s = at(&r, "e4,i9,e5,a9 10,10 - 0:20");
    assert!(steps(&r, &s).contains(&"1:e6".to_string()));
    assert!(refusal(&r, &s, "1:e5").contains("quoridor-occupied"));
}

#[test]
fn notation_moving_goal_pawn_numbers_and_bare_squares() {
    let r = rules::<QuoridorMovingGoal>();
    let s = r.initial();
    // A bare square names the only pawn that can go there.
    assert_eq!(r.format_move(&s, &r.parse_move(&s, "b1").unwrap()), "1:b1");
    assert_eq!(r.format_move(&s, &r.parse_move(&s, "2-h9").unwrap()), "2:h9");
    assert_eq!(r.format_move(&s, &r.parse_move(&s, "2H9").unwrap()), "2:h9");
    assert!(refusal(&r, &s, "3:b1").contains("quoridor-notation-pairs"));
    assert!(refusal(&r, &s, "e5").contains("quoridor-pair-moves"));
    // Both pawns can reach e5: a bare e5 is ambiguous.
    let s = at(&r, "e4,e6,i1,a9 10,10 - 0:20");
    assert!(refusal(&r, &s, "e5").contains("1:e5"));
}

/* quoridor-wall-jump */

#[test]
fn rule_wall_jump_marker_starts_between_and_crosses_one_wall() {
    let r = rules::<QuoridorWallJump>();
    let mut s = r.initial();
    assert_eq!(r.position_text(&s), "e1,e9 10,10 - 0:0 marker:-");
    play(&r, &mut s, "a8h");
    play(&r, &mut s, "e1h");
    // e1h is between e1 and e2: South may cross it with the marker.
    assert_eq!(steps(&r, &s), ["d1", "e2^", "f1"]);
    assert!(refusal(&r, &s, "e2").contains("quoridor-pawn-cannot"));
    play(&r, &mut s, "e2^");
    assert_eq!(r.position_text(&s), "e2,e9 9,9 e1h,a8h 1:3 marker:1");
    let v = r.view(&s, None);
    assert_eq!(v.last_move_text(), "quoridor-leaps");
    assert_eq!(
        v.seats[1].score_text().unwrap(),
        "quoridor-panel(walls=quoridor-walls-left(n=9), extra=quoridor-panel-marker)"
    );
    // Back across: South no longer holds the marker.
    play(&r, &mut s, "e8");
    let said = refusal(&r, &s, "e1^");
    assert!(said.contains("quoridor-marker-away(seat=#1"), "{said}");
}

#[test]
fn rule_wall_jump_path_rule_ignores_the_marker() {
    let r = rules::<QuoridorWallJump>();
    // South on a1 under a1h, holding the marker: b1v would still shut it in.
    let s = at(&r, "a1,e9 10,9 a1h 0:1 marker:0");
    assert!(refusal(&r, &s, "b1v").contains("quoridor-wall-shuts"));
}

#[test]
fn rule_wall_jump_never_with_a_pawn_jump() {
    let r = rules::<QuoridorWallJump>();
    // A wall between South on e4 and North on e5: no crossing onto the
    // pawn, nor over both.
    let s = at(&r, "e4,e5 10,9 e4h 0:9 marker:-");
    assert!(refusal(&r, &s, "e5^").contains("quoridor-occupied"));
    assert!(refusal(&r, &s, "e6^").contains("quoridor-leap-next"));
    assert!(refusal(&r, &s, "d4^").contains("quoridor-leap-no-wall"));
    assert!(!texts(&r, &s).iter().any(|t| t.ends_with('^')));
    // The edge is not a wall.
    let s = at(&r, "e1,e9 10,10 - 0:0 marker:-");
    assert!(refusal(&r, &s, "e0^").contains("quoridor"));
    // In plain Quoridor ^ is not a move at all.
    let q = two();
    assert!(refusal(&q, &q.initial(), "e2^").contains("quoridor-notation"));
}

#[test]
fn rule_wall_jump_never_into_a_pocket_shut_off_from_the_goal() {
    let r = rules::<QuoridorWallJump>();
    // a1h over a1 and b1, b1v on b1's right: a pocket of a1 and b1 with no
    // way out. South on c1 may not cross b1v into it.
    let s = at(&r, "c1,e9 10,8 a1h,b1v 0:2 marker:-");
    assert!(refusal(&r, &s, "b1^").contains("quoridor-leap-shut"));
    assert!(!texts(&r, &s).contains(&"b1^".to_string()));
}

#[test]
fn rule_wall_jump_a_crossing_onto_the_goal_row_wins() {
    let r = rules::<QuoridorWallJump>();
    let mut s = at(&r, "c8,e9 10,9 c8h 0:11 marker:-");
    play(&r, &mut s, "c9^");
    assert_eq!(r.status(&s).outcome().unwrap().winner, Some(Seat(0)));
}

#[test]
fn notation_new_move_kinds_fit_the_picker() {
    picker_fits::<QuoridorMovableWall>(&["c3h", "e7v", "a5h", "g5h", "move c3h c4h"]);
    picker_fits::<QuoridorCoin>(&["c3h", "e7v", "a5h", "move c3h c4h", "e2"]);
    picker_fits::<QuoridorDie>(&["c3h", "e7v", "move c3h c4h", "move e7v e6v"]);
    picker_fits::<QuoridorMovingGoal>(&["1:b1", "e5h", "2:h9"]);
    picker_fits::<QuoridorWallJump>(&["a8h", "e1h", "e2^"]);
    // The steps of a wall moved: the word, the wall, then the new place.
    let mut game = Typed::<QuoridorCoin>::start(Options::defaults(&[])).unwrap();
    game.play("c3h").unwrap();
    let first = game.step_choices(&[]);
    assert!(first.next.contains(&"move ".to_string()), "{:?}", first.next);
    let walls = game.step_choices(&["move ".to_string()]);
    assert_eq!(walls.next, ["c3h "]);
    let files = game.step_choices(&["move ".to_string(), "c3h ".to_string()]);
    assert_eq!(files.next.len(), 8);
}

/// Whole games of each proposal, each using its new move, to a win by the
/// first seat (the same games are played through local mode in
/// `tests/local_mode_quoridor.rs`).
const PROPOSAL_GAMES: &[(&str, &str)] = &[
    (
        "quoridor-movable-wall",
        "c3h f7v move-c3h-c5h move-f7v-a7h e2 d9 e3 c9 e4 d9 e5 c9 e6 d9 e7 c9 e8 d9 e9",
    ),
    (
        "quoridor-coin",
        "c3h move-c3h-c5h e2 e7v move-e7v-b7v d9 e3 c9 e4 d9 e5 c9 e6 d9 e7 c9 e8 d9 e9",
    ),
    (
        "quoridor-die",
        "c3h e7v a5h move-c3h-c4h move-e7v-e6v end d9 e2 c9 e3 d9 e4 c9 e5 d9 e6 c9 e7 d9 e8 c9 e9",
    ),
    (
        "quoridor-moving-goal",
        "1:b1 d4v 1:c1 1:h1 1:d1 1:i1 1:e1 1:h1 1:e2 1:i1 1:e3 1:h1 1:e4 1:i1 1:e5 1:h1 2:h9 1:i1 2:g9 1:h1 2:f9 1:i1 2:e9 1:h1 2:e8 1:i1 2:e7 1:h1 2:e6",
    ),
    (
        "quoridor-wall-jump",
        "a8h e1h e2^ d9 e3 c9 e4 d9 e5 c9 e6 d9 e7 c9 e8 d9 e9",
    ),
];

#[test]
fn whole_games_of_the_proposals_end_as_scripted() {
    for (slug, moves) in PROPOSAL_GAMES {
        let mut game = crate::registry::start(slug, &BTreeMap::new()).unwrap();
        let moves: Vec<String> = moves.split(' ').map(|m| m.replace('-', " ")).collect();
        for m in &moves {
            assert!(game.status().outcome().is_none(), "{slug}: over before {m}");
            let played = game.play(m).unwrap_or_else(|e| panic!("{slug} {m}: {e}"));
            assert_eq!(&played, m, "{slug}");
        }
        let o = game.status().outcome().cloned().expect("over");
        assert_eq!(o.winner, Some(Seat(0)), "{slug}: {}", o.reason);
    }
}

/// Whether a wall fits, checked square by square (the reference for the
/// anchor bits of `board::fitting`).
fn fits_plainly(h: u64, v: u64, a: usize, vertical: bool) -> bool {
    let has = |w: u64, x: usize| w & (1 << x) != 0;
    let (f, r) = (a % A, a / A);
    if vertical {
        let clash = has(v, a) || (r > 0 && has(v, a - A)) || (r + 1 < A && has(v, a + A)) || has(h, a);
        !clash
    } else {
        let clash = has(h, a) || (f > 0 && has(h, a - 1)) || (f + 1 < A && has(h, a + 1)) || has(v, a);
        !clash
    }
}

/// The fast path rule (anchor bits, cut ways, flood fill) against the
/// straightforward one (every wall that fits, a breadth-first search per
/// seat) on the positions of random games.
fn fast_path_rule_agrees<S: RuleSet>(r: &QuoridorRules<S>, seed: u64, games: usize) -> usize {
    use crate::playout::SplitMix64;
    let e = r.engine();
    let mut rng = SplitMix64(seed);
    let mut checked = 0;
    for _ in 0..games {
        let mut state = r.initial();
        for _ in 0..80 {
            if !matches!(r.status(&state), Status::ToMove(_)) {
                break;
            }
            let geo = board::Geo::new(state.h, state.v);
            let cuts = e.cuts(&state, &geo);
            let (fit_h, fit_v) = board::fitting(state.h, state.v);
            for a in 0..A * A {
                for (vertical, fit) in [(false, fit_h), (true, fit_v)] {
                    let plain = fits_plainly(state.h, state.v, a, vertical);
                    assert_eq!(fit & (1 << a) != 0, plain, "fit {a} {vertical}");
                    assert_eq!(board::wall_clash(state.h, state.v, a, vertical).is_none(), plain);
                    if !plain {
                        continue;
                    }
                    let mut g = geo.clone();
                    g.close(a, vertical);
                    let slow = (0..e.seats()).find(|&s| e.reach(&state, &g, s, None).is_none());
                    assert_eq!(
                        e.shut_off(&state, &geo, &cuts, a, vertical),
                        slow,
                        "wall {a} {vertical}"
                    );
                    checked += 1;
                }
            }
            // The flood fill from every square against the search.
            for s in 0..e.seats() {
                if e.goal(s).is_some() {
                    let mut moved = state.clone();
                    for c in 0..CELLS {
                        moved.pawns[s] = c as u8;
                        assert_eq!(
                            e.reaches(&moved, &geo, s),
                            e.reach(&moved, &geo, s, None).is_some()
                        );
                        assert_eq!(e.way_from(&geo, s, c), e.reach(&moved, &geo, s, None).is_some());
                    }
                } else {
                    assert_eq!(
                        e.reaches(&state, &geo, s),
                        e.reach(&state, &geo, s, None).is_some()
                    );
                }
            }
            let moves = r.legal_vec(&state);
            let mv = moves[rng.below(moves.len())];
            r.apply(&mut state, &mv);
        }
    }
    checked
}

#[test]
fn fast_path_rule_matches_the_plain_search_on_random_positions() {
    let moving = QuoridorMovingGoal::new(&Options::defaults(QuoridorMovingGoal::info().options)).unwrap();
    let checked = fast_path_rule_agrees(&two(), 0x51, 6)
        + fast_path_rule_agrees(&four(), 0x52, 4)
        + fast_path_rule_agrees(&moving, 0x53, 4);
    assert!(checked > 5_000, "only {checked} walls checked");
}
