//! Robin Hood: one test per rule of the catalog entry (`rule_…`) and per
//! gap (`gap_N_…`) on positions written out; the catalog's notation
//! examples; refusals; the position text; a second model of a Robin's
//! walk (space by space) compared with the engine along random games; the
//! picture.

use std::collections::BTreeMap;

use super::maps::{Laid, MAP};
use super::*;
use crate::options::OptionValue;
use crate::perft::perft;
use crate::playout::SplitMix64;
use crate::{MoveError, Options, Seat};

fn with(seats: i64) -> RobinHood {
    let mut o = BTreeMap::new();
    o.insert("seats".to_string(), OptionValue::Int(seats));
    RobinHood::new(&Options::validate(&variant::OPTIONS, &o).unwrap()).unwrap()
}

fn two() -> RobinHood {
    with(2)
}

fn at(r: &RobinHood, text: &str) -> RState {
    r.from_position(text).unwrap_or_else(|e| panic!("{text}: {e}"))
}

/// Plays the texts (throws and moves), separated by `;`.
fn play(r: &RobinHood, state: &mut RState, texts: &str) {
    for t in texts.split(';') {
        r.play(state, t.trim()).unwrap_or_else(|e| panic!("{t}: {e}"));
    }
}

fn text(r: &RobinHood, s: &RState) -> String {
    r.position_text(s)
}

fn legal(r: &RobinHood, s: &RState) -> Vec<String> {
    r.legal_vec(s).iter().map(|m| r.format_move(s, m)).collect()
}

fn reason(err: MoveError) -> String {
    match err {
        MoveError::Illegal { reason, .. } => reason.to_string(),
        MoveError::NotAMove { expected, .. } => format!("not a move: {expected}"),
        other => panic!("{other:?}"),
    }
}

#[test]
fn rule_setup_the_first_seat_lays_a_map_then_each_robin_stands_in_front_of_a_path() {
    let r = with(3);
    let mut s = r.initial();
    assert_eq!(text(&r, &s), "route:- robins:-,-,- turn:red die:- ply:0");
    assert_eq!(r.status(&s), Status::ToMove(Seat(0)));
    assert_eq!(r.legal_vec(&s).len(), 8, "any map, either side up");
    play(&r, &mut s, "place 2b");
    for seat in 0..3 {
        assert_eq!(r.status(&s), Status::ToMove(Seat(seat)), "in seat order");
        assert_eq!(legal(&r, &s), ["path 1", "path 2", "path 3", "path 4"]);
        play(&r, &mut s, &format!("path {}", seat + 1));
    }
    assert_eq!(
        text(&r, &s),
        "route:2b robins:1.1.0,1.2.0,1.3.0 turn:red die:- ply:4"
    );
    assert_eq!(r.status(&s), Status::Chance, "then Red throws first");
    let mut out = Vec::new();
    r.chance_outcomes(&s, &mut out);
    assert_eq!(out, (1..=6).map(|d| (RMove::Die(d), 1)).collect::<Vec<_>>());
}

#[test]
fn rule_turn_the_throw_moves_the_robin_that_many_spaces_and_play_goes_round() {
    let r = two();
    // Map 1a: path 1 has 6 spaces, path 3 has 5.
    let mut s = at(&r, "route:1a robins:1.1.0,1.3.0 turn:red die:- ply:3");
    play(&r, &mut s, "4");
    assert_eq!(legal(&r, &s), ["go"], "a Robin on its path only goes on");
    play(&r, &mut s, "go; 2; go");
    assert_eq!(text(&r, &s), "route:1a robins:1.1.4,1.3.2 turn:red die:- ply:7");
}

#[test]
fn rule_turn_a_robin_stops_on_the_last_space_of_its_path_and_loses_the_rest() {
    let r = two();
    let mut s = at(&r, "route:1a,2a robins:1.2.1,1.3.0 turn:red die:- ply:3");
    // Path 2 of 1a has 3 spaces: a 5 from space 1 stops on space 3.
    play(&r, &mut s, "5; go");
    assert_eq!(
        s.robins[0],
        Place::On {
            slot: 0,
            path: 1,
            step: 3
        }
    );
    // Entering the next map, the same: 2a's path 3 has 2 spaces.
    let mut s = at(&r, "route:1a,2a robins:1.3.5,1.3.0 turn:red die:- ply:3");
    play(&r, &mut s, "5; path 3");
    assert_eq!(
        s.robins[0],
        Place::On {
            slot: 1,
            path: 2,
            step: 2
        }
    );
}

#[test]
fn rule_turn_a_robin_keeps_to_the_white_path_it_chose() {
    let r = two();
    let mut s = at(&r, "route:1a,2a robins:1.1.2,1.3.0 turn:red die:3 ply:3");
    assert_eq!(legal(&r, &s), ["go"]);
    let err = r.play(&mut s, "path 2").unwrap_err();
    assert!(reason(err).contains("robinhood-on-path(path=1, left=4)"));
}

#[test]
fn rule_turn_at_a_path_end_the_robin_takes_a_path_of_the_next_map_from_the_same_gate() {
    let r = two();
    // 1a's path 2 ends at gate y; 2a's only path from y is path 2 (4 spaces).
    let mut s = at(&r, "route:1a,2a robins:1.2.3,1.3.0 turn:red die:3 ply:3");
    assert_eq!(legal(&r, &s), ["path 2"]);
    // 1a's path 3 ends at gate z: 2a's paths 3 (2 spaces) and 4 (9 spaces).
    let mut t = at(&r, "route:1a,2a robins:1.3.5,1.3.0 turn:red die:3 ply:3");
    assert_eq!(legal(&r, &t), ["path 3", "path 4"]);
    let err = r.play(&mut t, "path 1").unwrap_err();
    assert!(reason(err).contains("robinhood-wrong-gate(path=1, from=x, gate=z)"));
    play(&r, &mut t, "path 4");
    assert_eq!(
        t.robins[0],
        Place::On {
            slot: 1,
            path: 3,
            step: 3
        }
    );
    play(&r, &mut s, "path 2");
    assert_eq!(
        s.robins[0],
        Place::On {
            slot: 1,
            path: 1,
            step: 3
        }
    );
}

#[test]
fn rule_six_lays_a_new_map_from_the_box_either_side_up_while_any_is_left() {
    let r = two();
    let mut s = at(&r, "route:1a robins:1.1.2,1.3.0 turn:red die:6 ply:3");
    let moves = legal(&r, &s);
    for m in [
        "go", "place 2a", "place 2b", "place 3a", "place 3b", "place 4a", "place 4b",
    ] {
        assert!(moves.contains(&m.to_string()), "{m} in {moves:?}");
    }
    play(&r, &mut s, "place 3b");
    assert_eq!(s.route(), [Laid { map: 0, side: 0 }, Laid { map: 2, side: 1 }]);
    assert_eq!(
        s.robins[0],
        Place::On {
            slot: 0,
            path: 0,
            step: 2
        },
        "the Robin did not move"
    );
    // All four down: no place left.
    let s = at(&r, "route:1a,2a,3a,4a robins:1.1.2,1.3.0 turn:red die:6 ply:3");
    assert!(!legal(&r, &s).iter().any(|m| m.starts_with("place")));
}

#[test]
fn rule_six_turns_over_a_map_no_robin_has_reached() {
    let r = two();
    let mut s = at(&r, "route:1a,2a,3a robins:2.1.2,1.3.0 turn:red die:6 ply:9");
    let moves = legal(&r, &s);
    assert!(moves.contains(&"flip 3".to_string()));
    assert!(!moves.contains(&"flip 2".to_string()), "Red is on map 2");
    assert!(!moves.contains(&"flip 1".to_string()));
    let err = r.play(&mut s, "flip 2").unwrap_err();
    assert!(reason(err).contains("robinhood-map-reached(map=2)"));
    play(&r, &mut s, "flip 3");
    assert_eq!(s.route()[2], Laid { map: 2, side: 1 });
}

#[test]
fn rule_six_carries_a_map_every_robin_has_left_behind_to_the_end_of_the_route() {
    let r = two();
    let mut s = at(&r, "route:1a,2a,3a robins:2.1.2,3.2.1 turn:red die:6 ply:9");
    let moves = legal(&r, &s);
    assert!(moves.contains(&"advance 1".to_string()));
    assert!(!moves.contains(&"advance 2".to_string()), "Red is still on map 2");
    play(&r, &mut s, "advance 1");
    assert_eq!(
        text(&r, &s),
        "route:2a,3a,1a robins:1.1.2,2.2.1 turn:red die:- ply:10"
    );
    // A map a Robin stands in front of (the set-up place) is not passed.
    let s = at(&r, "route:1a,2a robins:1.1.0,2.2.1 turn:red die:6 ply:9");
    assert!(!legal(&r, &s).iter().any(|m| m.starts_with("advance")));
}

#[test]
fn rule_six_earns_another_throw_whether_used_to_move_or_on_a_map() {
    let r = two();
    let mut s = at(&r, "route:1a robins:1.4.0,1.3.0 turn:red die:6 ply:3");
    play(&r, &mut s, "go");
    assert_eq!((r.status(&s), s.turn), (Status::Chance, 0), "Red throws again");
    play(&r, &mut s, "6; place 2a");
    assert_eq!(s.turn, 0, "again");
    play(&r, &mut s, "1; go");
    assert_eq!(s.turn, 1, "a throw other than six passes the turn");
}

#[test]
fn rule_aim_the_first_out_of_the_forest_wins_and_needs_no_exact_throw() {
    let r = with(3);
    // 4a last: its path 3 has 3 spaces; Blue on space 1 throws 5.
    let mut s = at(
        &r,
        "route:1a,2a,3a,4a robins:2.1.2,4.3.1,3.2.1 turn:blue die:- ply:40",
    );
    play(&r, &mut s, "5; go");
    assert_eq!(s.robins[1], Place::Out);
    let Status::Over(outcome) = r.status(&s) else {
        panic!("over");
    };
    assert_eq!(outcome.winner, Some(Seat(1)));
    assert_eq!(outcome.ranks, Some(vec![3, 1, 2]), "Green on map 3, Red on map 2");
    assert_eq!(
        outcome.scores,
        Some(vec![2, 5, 3]),
        "the map reached; out is past the fourth"
    );
    assert_eq!(outcome.reason.to_string(), "robinhood-end-out(seat=#1)");
}

#[test]
fn gap_1_the_maps_are_our_design_with_choices_that_matter() {
    // Four maps, two sides, four paths each; the sides differ.
    assert_eq!(MAP.len(), 4);
    for sides in MAP {
        assert_ne!(sides[0], sides[1]);
        let total = |s: usize| sides[s].iter().map(|p| u32::from(p.len)).sum::<u32>();
        assert!((19..=22).contains(&total(0)) && (19..=22).contains(&total(1)));
    }
    // A short path may lead to long ones: 2a's path 3 (2 spaces) ends at
    // gate z, where 3a offers only path 4 (5 spaces), while 2a's path 2
    // (4 spaces) ends at x, where 3a's path 1 has 8.
    let r = two();
    let s = at(&r, "route:2a,3a robins:1.3.2,1.1.0 turn:red die:3 ply:3");
    assert_eq!(legal(&r, &s), ["path 4"]);
    // Turning 3a over changes the choice.
    let s = at(&r, "route:2a,3b robins:1.3.2,1.1.0 turn:red die:3 ply:3");
    assert_eq!(legal(&r, &s), ["path 3", "path 4"]);
}

#[test]
fn gap_2_every_robin_starts_on_the_one_first_map() {
    let r = with(4);
    let mut s = r.initial();
    play(&r, &mut s, "place 1b; path 1; path 4; path 4; path 2");
    for p in &s.robins {
        assert!(matches!(p, Place::On { slot: 0, step: 0, .. }));
    }
    assert_eq!(s.laid, 1, "the other maps come only with sixes");
}

#[test]
fn gap_3_at_the_end_of_the_route_a_robin_waits_for_a_map() {
    let r = two();
    let mut s = at(&r, "route:1a robins:1.2.3,1.3.0 turn:red die:- ply:5");
    play(&r, &mut s, "4");
    assert_eq!(legal(&r, &s), ["wait"]);
    play(&r, &mut s, "wait");
    assert_eq!(
        s.robins[0],
        Place::On {
            slot: 0,
            path: 1,
            step: 3
        }
    );
    assert_eq!(s.turn, 1);
    // A six is better spent laying the next map.
    let mut s = at(&r, "route:1a robins:1.2.3,1.3.0 turn:red die:6 ply:5");
    let err = r.play(&mut s, "go").unwrap_err();
    assert!(reason(err).contains("robinhood-no-next-map"));
    play(&r, &mut s, "place 4b; 2; path 3");
    assert_eq!(
        s.robins[0],
        Place::On {
            slot: 1,
            path: 2,
            step: 2
        }
    );
}

#[test]
fn gap_4_the_way_out_opens_once_all_four_maps_are_down() {
    let r = two();
    // Three maps: the end of the third is a wait, not the way out.
    let mut s = at(&r, "route:1a,2a,3a robins:3.2.1,1.3.0 turn:red die:- ply:30");
    play(&r, &mut s, "4; go");
    assert_eq!(
        s.robins[0],
        Place::On {
            slot: 2,
            path: 1,
            step: 2
        }
    );
    assert!(matches!(r.status(&s), Status::Chance));
    // The fourth laid: the end of its path is the way out.
    let mut s = at(&r, "route:1a,2a,3a robins:3.2.2,1.3.0 turn:red die:6 ply:30");
    play(&r, &mut s, "place 4a; 1");
    assert_eq!(
        legal(&r, &s),
        ["path 2"],
        "3a's path 2 ends at y: 4a's path 2 starts there"
    );
    play(&r, &mut s, "path 2");
    assert_eq!(
        s.robins[0],
        Place::On {
            slot: 3,
            path: 1,
            step: 1
        }
    );
    // Blue moves; Red's six reaches the end of the seven spaces: out.
    play(&r, &mut s, "2; go; 6; go");
    assert_eq!(s.robins[0], Place::Out);
    assert!(matches!(r.status(&s), Status::Over(_)));
    // Advancing a map past the fourth keeps the way out at the route's end.
    let mut s = at(&r, "route:1a,2a,3a,4a robins:2.1.2,4.3.1 turn:red die:6 ply:30");
    play(&r, &mut s, "advance 1");
    assert_eq!(
        text(&r, &s),
        "route:2a,3a,4a,1a robins:1.1.2,3.3.1 turn:red die:- ply:31"
    );
    play(&r, &mut s, "2; go; 4; go");
    assert_eq!(
        s.robins[1],
        Place::On {
            slot: 2,
            path: 2,
            step: 3
        },
        "Blue at the end of 4a: a wait no more, 1a follows"
    );
    assert!(!matches!(r.status(&s), Status::Over(_)));
}

#[test]
fn the_catalog_notation_examples_and_the_italian_words_are_read() {
    let r = two();
    let mut s = r.initial();
    play(&r, &mut s, "/map place 1 a; /path 2; sentiero 3");
    let mut s = at(&r, "route:1a,2a robins:1.1.2,1.3.0 turn:red die:6 ply:3");
    assert_eq!(r.parse_move(&s, "/map flip 2").unwrap(), RMove::Flip(1));
    assert_eq!(r.parse_move(&s, "gira 2").unwrap(), RMove::Flip(1));
    assert_eq!(r.parse_move(&s, "mappa piazza 3 b").unwrap(), RMove::Place(2, 1));
    assert_eq!(r.parse_move(&s, "Place 3B").unwrap(), RMove::Place(2, 1));
    assert_eq!(r.parse_move(&s, "avanti").unwrap(), RMove::Go);
    play(&r, &mut s, "/go");
}

#[test]
fn refusals_say_what_is_wrong_and_what_is_legal_and_never_panic() {
    let r = two();
    let s = r.initial();
    assert!(reason(r.parse_move(&s, "path 2").unwrap_err()).contains("robinhood-first-map"));
    assert!(reason(r.parse_move(&s, "place 5a").unwrap_err()).contains("robinhood-no-such-map(n=5)"));
    assert!(reason(r.parse_move(&s, "place 3").unwrap_err()).contains("robinhood-side-needed"));
    assert!(reason(r.parse_move(&s, "hello").unwrap_err()).starts_with("not a move"));
    let s = at(&r, "route:1a,2a robins:1.1.2,1.3.0 turn:red die:3 ply:3");
    let why = reason(r.parse_move(&s, "place 3a").unwrap_err());
    assert!(
        why.contains("robinhood-six-only") && why.contains("legal=go"),
        "{why}"
    );
    assert!(reason(r.parse_move(&s, "wait").unwrap_err()).contains("robinhood-can-move"));
    assert!(reason(r.parse_move(&s, "path 9").unwrap_err()).contains("robinhood-no-such-path(n=9)"));
    let s = at(&r, "route:1a,2a robins:1.1.2,1.3.0 turn:red die:6 ply:3");
    assert!(reason(r.parse_move(&s, "place 2a").unwrap_err()).contains("robinhood-map-laid(map=2)"));
    assert!(reason(r.parse_move(&s, "flip 4").unwrap_err()).contains("robinhood-map-boxed(map=4)"));
    assert!(reason(r.parse_move(&s, "advance 1").unwrap_err()).contains("robinhood-map-not-passed(map=1)"));
    let s = at(&r, "route:1a,2a robins:1.1.6,1.3.0 turn:red die:3 ply:3");
    assert!(reason(r.parse_move(&s, "go").unwrap_err()).contains("robinhood-at-gate(gate=x)"));
    let s = at(&r, "route:1a robins:1.1.2,1.3.0 turn:red die:- ply:3");
    assert!(reason(r.parse_move(&s, "go").unwrap_err()).contains("robinhood-die-due"));
    for junk in [
        "",
        "place",
        "path",
        "place 99999999999b",
        "flip -1",
        "/map",
        "advance x",
        "ü",
    ] {
        let _ = r.parse_move(&s, junk);
    }
}

#[test]
fn position_texts_read_back_and_bad_ones_are_refused_with_the_reason() {
    let r = with(3);
    for good in [
        "route:- robins:-,-,- turn:red die:- ply:0",
        "route:3b robins:1.1.0,-,- turn:red die:- ply:2",
        "route:1a,2b,3a robins:2.1.2,3.4.1,1.3.0 turn:green die:6 ply:30",
        "route:1a,2b,3a,4b robins:out,3.4.1,1.3.0 turn:red die:- ply:30",
    ] {
        assert_eq!(text(&r, &at(&r, good)), good);
    }
    for (bad, why) in [
        (
            "route:1a,1b robins:1.1.0,1.1.0,1.1.0 turn:red die:- ply:3",
            "twice",
        ),
        (
            "route:5a robins:1.1.0,1.1.0,1.1.0 turn:red die:- ply:3",
            "map 1 to 4",
        ),
        ("route:1a robins:1.1.0,1.1.0 turn:red die:- ply:3", "3 seats"),
        (
            "route:1a robins:2.1.0,1.1.0,1.1.0 turn:red die:- ply:3",
            "route has 1",
        ),
        (
            "route:1a robins:1.5.0,1.1.0,1.1.0 turn:red die:- ply:3",
            "paths 1 to 4",
        ),
        (
            "route:1a robins:1.1.7,1.1.0,1.1.0 turn:red die:- ply:3",
            "spaces 1 to 6",
        ),
        (
            "route:1a,2a robins:2.1.0,1.1.0,1.1.0 turn:red die:- ply:3",
            "0 only",
        ),
        ("route:1a robins:-,1.1.0,1.1.0 turn:red die:- ply:3", "seat order"),
        ("route:1a robins:1.1.0,-,- turn:red die:4 ply:3", "nobody throws"),
        ("route:1a robins:1.1.0,1.1.0,1.1.0 turn:red die:7 ply:3", "1 to 6"),
        ("route:1a robins:1.1.0,1.1.0,1.1.0 turn:pink die:- ply:3", "turn"),
        (
            "route:1a,2a,3a,4a robins:4.3.3,1.1.1,1.1.1 turn:red die:- ply:3",
            "is out",
        ),
        (
            "route:1a,2a,3a,4a robins:out,out,1.1.1 turn:red die:- ply:3",
            "first Robin",
        ),
        (
            "route:1a robins:1.1.0,1.1.0,1.1.0 turn:red die:- ply:99999",
            "ends at",
        ),
        ("robins:1.1.0 route:1a", "fields"),
    ] {
        let err = r.from_position(bad).unwrap_err().to_string();
        assert!(err.contains(why), "{bad}: {err}");
    }
}

/// A second model of a Robin's walk: the route as a list of paths' space
/// counts, the Robin walked one space at a time, each path entered from
/// its first space, stopping at the end of a path.
fn walk_by_steps(
    route: &[Laid],
    slot: usize,
    path: usize,
    step: u8,
    die: u8,
    next: Option<usize>,
) -> (usize, usize, u8) {
    let len = |s: usize, p: usize| MAP[usize::from(route[s].map)][usize::from(route[s].side)][p].len;
    let (mut slot, mut path, mut step) = (slot, path, step);
    if let Some(k) = next {
        assert_eq!(step, len(slot, path), "a new path only from a path's end");
        slot += 1;
        path = k;
        step = 0;
    }
    for _ in 0..die {
        if step == len(slot, path) {
            break;
        }
        step += 1;
    }
    (slot, path, step)
}

#[test]
fn a_second_model_of_the_walk_agrees_along_random_games() {
    let r = with(4);
    let mut rng = SplitMix64(7);
    let mut checked = 0;
    for _ in 0..30 {
        let mut s = r.initial();
        while !matches!(r.status(&s), Status::Over(_)) {
            let mv = match r.status(&s) {
                Status::Chance => RMove::Die(1 + (rng.next_u64() % 6) as u8),
                _ => {
                    let moves = r.legal_vec(&s);
                    moves[(rng.next_u64() % moves.len() as u64) as usize]
                }
            };
            let before = s.clone();
            r.apply(&mut s, &mv);
            let seat = usize::from(before.turn);
            if let (Some(die), Place::On { slot, path, step }) = (before.die, before.robins[seat]) {
                let next = match mv {
                    RMove::Path(k) => Some(usize::from(k)),
                    RMove::Go => None,
                    _ => continue,
                };
                let (ws, wp, wstep) = walk_by_steps(
                    before.route(),
                    usize::from(slot),
                    usize::from(path),
                    step,
                    die,
                    next,
                );
                let expected = Place::On {
                    slot: ws as u8,
                    path: wp as u8,
                    step: wstep,
                };
                let last = before.laid == 4 && ws + 1 == 4 && wstep == before.route[ws].path(wp as u8).len;
                if last {
                    assert_eq!(s.robins[seat], Place::Out);
                } else {
                    assert_eq!(s.robins[seat], expected, "{} then {mv:?}", text(&r, &before));
                }
                checked += 1;
            }
        }
    }
    assert!(checked > 500, "{checked}");
}

#[test]
fn random_games_end_well_within_the_cap() {
    let r = with(4);
    let mut rng = SplitMix64(11);
    let mut longest = 0;
    for _ in 0..40 {
        let mut s = r.initial();
        while !matches!(r.status(&s), Status::Over(_)) {
            let mv = match r.status(&s) {
                Status::Chance => RMove::Die(1 + (rng.next_u64() % 6) as u8),
                _ => {
                    let moves = r.legal_vec(&s);
                    moves[(rng.next_u64() % moves.len() as u64) as usize]
                }
            };
            r.apply(&mut s, &mv);
        }
        assert!(s.robins.contains(&Place::Out), "a Robin got out");
        longest = longest.max(s.ply);
    }
    assert!(longest < MAX_PLIES / 2, "{longest}");
}

#[test]
fn perft_is_frozen() {
    let r = two();
    let counts: Vec<u64> = (1..=5).map(|d| perft(&r, &r.initial(), d)).collect();
    assert_eq!(counts, [8, 32, 128, 768, 1536]);
}

#[test]
fn the_picture_draws_each_map_laid_its_paths_and_gates_and_the_robins() {
    let r = with(4);
    let s = at(
        &r,
        "route:1a,2b,3a,4b robins:2.1.2,4.3.1,1.2.3,3.4.5 turn:blue die:6 ply:40",
    );
    let v = r.view(&s, None);
    let crate::view::Board::Track(t) = &v.board else {
        panic!("a track");
    };
    assert_eq!((t.columns, t.rows), (12, 21));
    // Header, gates, tags and spaces: per map 1 + 4 × 3 + the spaces.
    let spaces: usize = [
        Laid { map: 0, side: 0 },
        Laid { map: 1, side: 1 },
        Laid { map: 2, side: 0 },
        Laid { map: 3, side: 1 },
    ]
    .iter()
    .map(|l| l.paths().iter().map(|p| usize::from(p.len)).sum::<usize>())
    .sum();
    assert_eq!(t.squares.len(), 4 * 13 + spaces + 1);
    assert_eq!(v.pieces.len(), 4);
    assert!(
        v.pieces
            .iter()
            .any(|p| p.cell == "~2.1.2" && p.owner == Some(Seat(0)))
    );
    assert!(v.cell_labels.contains(&("~map2".to_string(), "2b".to_string())));
    assert_eq!(v.seats.len(), 4);
    assert!(v.caption_text().contains("robinhood-caption-six"));
}
