//! Victory: one test per rule of the catalog entry (`rule_…`) and per gap
//! (`gap_N_…`) on positions written out; the text's example of mixed
//! colours and the catalog's notation examples; the position text; and a
//! second model of the moves (every sequence of faces tried by brute
//! force, geometry checked point by point) compared with the engine
//! along random games.

use std::collections::{BTreeMap, BTreeSet};

use super::circuit::{self, Colour, LANES, POINTS, STATIONS};
use super::state::{Car, LastKind};
use super::*;
use crate::options::OptionValue;
use crate::perft::perft;
use crate::playout::SplitMix64;
use crate::{MoveError, Options, Seat};

fn with(seats: i64, laps: i64, faces: &str) -> Victory {
    let mut o = BTreeMap::new();
    o.insert("seats".to_string(), OptionValue::Int(seats));
    o.insert("laps".to_string(), OptionValue::Int(laps));
    o.insert("faces".to_string(), OptionValue::Text(faces.to_string()));
    Victory::new(&Options::validate(&variant::OPTIONS, &o).unwrap()).unwrap()
}

fn two() -> Victory {
    with(2, 2, "rrbbxx")
}

fn at(r: &Victory, text: &str) -> VState {
    r.from_position(text).unwrap_or_else(|e| panic!("{text}: {e}"))
}

/// Plays the texts (throws and moves), separated by `;`, in turn.
fn play(r: &Victory, state: &mut VState, texts: &str) {
    for t in texts.split(';') {
        r.play(state, t.trim()).unwrap_or_else(|e| panic!("{t}: {e}"));
    }
}

fn text(r: &Victory, s: &VState) -> String {
    r.position_text(s)
}

/// The points (numbers) the car can reach now.
fn reach(r: &Victory, s: &VState) -> Vec<u8> {
    let mut v: Vec<u8> = r.engine().paths(s).iter().map(|p| p.to() + 1).collect();
    v.sort_unstable();
    v
}

fn reason(err: MoveError) -> String {
    match err {
        MoveError::Illegal { reason, .. } => reason.to_string(),
        MoveError::NotAMove { expected, .. } => format!("not a move: {expected}"),
        other => panic!("{other:?}"),
    }
}

#[test]
fn rule_setup_cars_1_to_3_on_the_first_row_from_the_right_the_rest_on_the_second() {
    let r = with(6, 2, "rrbbxx");
    let s = r.initial();
    assert_eq!(
        text(&r, &s),
        "laps:2 cars:4.0,5.0,6.0,1.0,2.0,3.0 turn:yellow phase:first dice:- ply:0"
    );
    // The first row is one station ahead of the second; point 4 is the
    // outer lane, on the right going forwards (anticlockwise).
    assert_eq!(circuit::station(3), 1);
    assert_eq!(circuit::station(0), 0);
    assert_eq!(circuit::lane(3), 0);
    let (x4, y4) = Circuit::place(3);
    let (x6, y6) = Circuit::place(5);
    assert!(
        y4 < y6 && (x4 - x6).abs() < 0.05,
        "4 below 6 on the bottom straight"
    );
    let r2 = two();
    assert_eq!(
        text(&r2, &r2.initial()),
        "laps:2 cars:4.0,5.0 turn:yellow phase:first dice:- ply:0"
    );
}

#[test]
fn rule_turn_three_dice_then_one_or_two_more_then_the_move() {
    let r = two();
    let mut s = r.initial();
    assert_eq!(r.status(&s), Status::Chance);
    let mut out = Vec::new();
    r.chance_outcomes(&s, &mut out);
    assert_eq!(out.len(), 10, "three dice: 10 mixes of R, B, X");
    assert_eq!(out.iter().map(|o| o.1).sum::<u32>(), 216, "6 × 6 × 6");
    play(&r, &mut s, "RRB");
    assert_eq!(r.status(&s), Status::ToMove(Seat(0)));
    let legal: Vec<String> = r.legal_vec(&s).iter().map(|m| r.format_move(&s, m)).collect();
    assert_eq!(legal, ["more 1", "more 2"]);
    play(&r, &mut s, "more 2");
    out.clear();
    r.chance_outcomes(&s, &mut out);
    assert_eq!(out.len(), 6);
    assert_eq!(out.iter().map(|o| o.1).sum::<u32>(), 36);
    play(&r, &mut s, "BX");
    assert_eq!(
        text(&r, &s),
        "laps:2 cars:4.0,5.0 turn:yellow phase:move dice:RRBBX ply:3"
    );
    assert_eq!(r.status(&s), Status::ToMove(Seat(0)));
}

#[test]
fn rule_move_a_red_face_runs_straight_along_a_red_line_to_any_point_of_it() {
    let r = two();
    // Point 11 (station 3, middle lane): the section from station 3 to 6
    // has red lanes: one red face reaches 14, 17 or 20.
    let s = at(&r, "laps:2 cars:11.0,30.0 turn:yellow phase:move dice:RBXX ply:4");
    let mut only_red = s.clone();
    only_red.faces.blue = 0;
    only_red.faces.red = 1;
    assert_eq!(reach(&r, &only_red), [14, 17, 20]);
    // A blue face there changes lane one station on: 13 or 15.
    let mut only_blue = s.clone();
    only_blue.faces.red = 0;
    assert_eq!(reach(&r, &only_blue), [13, 15]);
}

#[test]
fn rule_move_several_faces_of_one_colour_give_that_many_runs() {
    let r = two();
    let s = at(&r, "laps:2 cars:11.0,30.0 turn:yellow phase:move dice:RRXX ply:4");
    // Two reds: along the lane to 20, then on along the next red... the
    // next section's lanes are blue, so the second red crosses lanes.
    let one = {
        let mut t = s.clone();
        t.faces.red = 1;
        reach(&r, &t)
    };
    let both = reach(&r, &s);
    assert!(both.len() > one.len(), "{one:?} {both:?}");
    let mut t = s.clone();
    r.play(&mut t, "R:14 R:20").unwrap();
    assert_eq!(t.cars[0].at + 1, 20);
}

#[test]
fn rule_move_mixed_colours_in_any_order_the_texts_example() {
    // Two reds and a blue may be driven red-red-blue or red-blue-red.
    let r = two();
    let s = at(&r, "laps:2 cars:11.0,30.0 turn:yellow phase:move dice:RRBX ply:4");
    for path in ["R:14 R:17 B:19", "R:14 B:16 R:19"] {
        let mut t = s.clone();
        r.play(&mut t, path).unwrap_or_else(|e| panic!("{path}: {e}"));
        assert_eq!(t.cars[0].at + 1, 19, "{path}");
    }
    // Blue first, then the two reds.
    let mut t = s.clone();
    r.play(&mut t, "B:15 R:18 R:21").unwrap();
    assert_eq!(t.cars[0].at + 1, 21);
}

#[test]
fn rule_crosses_one_or_two_change_nothing() {
    let r = two();
    let mut s = r.initial();
    // Throws are read in any order of their faces.
    play(&r, &mut s, "XRX; more 2; BR");
    assert_eq!(s.phase, Phase::Move);
    assert!(!reach(&r, &s).is_empty());
}

#[test]
fn rule_crosses_three_lose_the_turn() {
    let r = two();
    let mut s = r.initial();
    play(&r, &mut s, "RXX; more 1; X");
    assert_eq!(s.turn, 1, "Green's turn");
    assert_eq!(s.cars[0].at + 1, 4, "Yellow did not move");
    assert_eq!(s.cars[0].out, 0);
    assert_eq!(s.last.as_ref().map(|l| l.kind), Some(LastKind::LostTurn));
}

#[test]
fn rule_crosses_four_put_the_car_out_of_the_race() {
    let r = with(3, 2, "rrbbxx");
    let mut s = r.initial();
    play(&r, &mut s, "RXX; more 2; XX");
    assert_eq!(s.cars[0].out, 1);
    assert_eq!(s.turn, 1);
    assert!(matches!(r.status(&s), Status::Chance), "two cars still race");
    // Its point is free again, and its turns are skipped.
    play(&r, &mut s, "BBB; more 1; B");
    let mut t = s.clone();
    r.play(&mut t, "stay").unwrap();
    assert_eq!(t.turn, 2);
    play(&r, &mut t, "RRR; more 1; R; stay");
    assert_eq!(t.turn, 1, "Yellow is out: Green again");
    let v = r.view(&t, None);
    assert_eq!(v.pieces.len(), 2);
}

#[test]
fn rule_winner_the_first_car_to_cross_the_finish_after_the_agreed_laps() {
    let r = with(3, 2, "rrbbxx");
    // Yellow has done one lap and stands on station 14 (point 43); Green
    // on station 15, White far behind.
    let mut s = at(
        &r,
        "laps:2 cars:43.1,47.1,20.1 turn:yellow phase:move dice:RRBX ply:90",
    );
    // Red along the outer lane from 43 (station 14, section 14–0 red)
    // to 46 is free, 1 beyond the line is reached by passing 46.
    play(&r, &mut s, "R:1");
    let Status::Over(o) = r.status(&s) else {
        panic!("over")
    };
    assert_eq!(o.winner, Some(Seat(0)));
    assert_eq!(o.ranks, Some(vec![1, 2, 3]));
    assert_eq!(o.scores, Some(vec![32, 31, 22]));
}

#[test]
fn gap_1_the_circuit_lines_are_straight_forwards_and_never_strand_a_car() {
    let c = Circuit::standard();
    let place = |p: u8| Circuit::place(p);
    for line in &c.lines {
        assert!(line.points.len() >= 2 && line.points.len() <= 4, "{line:?}");
        let (a, b) = (place(line.points[0]), place(*line.points.last().unwrap()));
        for &p in &line.points {
            let q = place(p);
            let cross = (b.0 - a.0) * (q.1 - a.1) - (b.1 - a.1) * (q.0 - a.0);
            assert!(cross.abs() < 1e-4, "{line:?} is not straight at {}", p + 1);
        }
        for w in line.points.windows(2) {
            assert_eq!(circuit::ahead(w[0], w[1]), 1, "one station a point: {line:?}");
        }
    }
    // From every point both colours lead forwards.
    for p in 0..POINTS as u8 {
        for colour in [Colour::Red, Colour::Blue] {
            assert!(!c.runs(p, colour).is_empty(), "{} {colour:?}", p + 1);
        }
    }
    // The longest move (five faces of three stations) stays short of a lap.
    const { assert!(5 * 3 < STATIONS) };
    assert_eq!(POINTS, usize::from(STATIONS * LANES));
}

#[test]
fn gap_2_the_faces_are_two_red_two_blue_two_crosses_unless_the_option_says() {
    let mut out = Vec::new();
    let r = two();
    r.chance_outcomes(&r.initial(), &mut out);
    let xxx = out.iter().find(|o| {
        o.0 == VMove::Throw(Faces {
            red: 0,
            blue: 0,
            cross: 3,
        })
    });
    assert_eq!(xxx.map(|o| o.1), Some(8), "2 × 2 × 2 of 216");
    let r = with(2, 2, "rrrbbx");
    out.clear();
    r.chance_outcomes(&r.initial(), &mut out);
    let rrr = out.iter().find(|o| {
        o.0 == VMove::Throw(Faces {
            red: 3,
            blue: 0,
            cross: 0,
        })
    });
    assert_eq!(rrr.map(|o| o.1), Some(27));
    assert_eq!(out.iter().map(|o| o.1).sum::<u32>(), 216);
}

#[test]
fn gap_3_no_overtaking_a_step_neither_passes_through_nor_stops_on_a_car() {
    let r = two();
    // Green on 17: Yellow's red run from 11 along the middle lane stops
    // at 14; 17 and 20 are out of reach on that line.
    let s = at(&r, "laps:2 cars:11.0,17.0 turn:yellow phase:move dice:RBXX ply:4");
    let mut red = s.clone();
    red.faces.blue = 0;
    assert_eq!(reach(&r, &red), [14]);
    let err = r.parse_move(&red, "R:20").unwrap_err();
    assert!(reason(err).contains("victory-blocked"));
    // Side by side is no overtaking: the car may drive past Green in
    // another lane.
    let mut t = s.clone();
    r.play(&mut t, "B:13 R:19").unwrap_or_else(|e| panic!("{e}"));
}

#[test]
fn gap_4_the_second_roll_adds_one_or_two_dice_to_the_first_three() {
    let r = two();
    for (more, thrown) in [("more 1", "B"), ("more 2", "BB")] {
        let mut s = r.initial();
        play(&r, &mut s, &format!("RRR; {more}; {thrown}"));
        assert_eq!(s.faces.total(), 3 + thrown.len() as u8);
        assert_eq!(s.faces.red, 3, "the first three stay");
    }
}

#[test]
fn gap_5_five_crosses_put_the_car_out_too() {
    let r = two();
    let mut s = r.initial();
    play(&r, &mut s, "XXX; more 2; XX");
    let Status::Over(o) = r.status(&s) else {
        panic!("one car left: over")
    };
    assert_eq!(o.winner, Some(Seat(1)), "the last car in the race wins");
    assert_eq!(o.ranks, Some(vec![2, 1]));
}

#[test]
fn gap_6_the_choice_of_one_or_two_more_comes_after_seeing_the_first_three() {
    let r = two();
    let mut s = r.initial();
    play(&r, &mut s, "XXB");
    assert_eq!(s.faces.cross, 2, "the first throw is known");
    assert_eq!(r.status(&s), Status::ToMove(Seat(0)));
    let v = r.view(&s, None);
    assert_eq!(v.dice.as_ref().map(|d| d.value.clone()), Some("BXX".into()));
}

#[test]
fn gap_7_laps_count_crossings_of_the_finish_line_and_are_an_option() {
    let r = two();
    let mut s = at(&r, "laps:2 cars:43.0,30.0 turn:yellow phase:move dice:RBXX ply:4");
    play(&r, &mut s, "R:1 B:4");
    assert_eq!(s.cars[0].laps, 1, "43 → 46 → 1 → 4 crosses the line once");
    assert!(matches!(r.status(&s), Status::Chance));
    let one = with(2, 1, "rrbbxx");
    let mut s = at(
        &one,
        "laps:1 cars:43.0,30.0 turn:yellow phase:move dice:RBXX ply:4",
    );
    play(&one, &mut s, "R:1 B:4");
    assert!(matches!(one.status(&s), Status::Over(_)));
}

#[test]
fn the_catalog_notation_examples_and_the_italian_words_are_read() {
    let r = two();
    let mut s = r.initial();
    play(&r, &mut s, "RRB; /more 2");
    let mut s = r.initial();
    play(&r, &mut s, "RRB; ancora 2; BX");
    // The catalog's `/move R:14 B:16 R:19`, from point 11.
    let s = at(&r, "laps:2 cars:11.0,30.0 turn:yellow phase:move dice:RRBX ply:4");
    for t in ["/move R:14 B:16 R:19", "r14 b16 r19", "R 14, B 16, R 19", "19"] {
        let mut u = s.clone();
        r.play(&mut u, t).unwrap_or_else(|e| panic!("{t}: {e}"));
        assert_eq!(u.cars[0].at + 1, 19, "{t}");
    }
    let mut u = s.clone();
    r.play(&mut u, "resta").unwrap();
    assert_eq!(u.cars[0].at + 1, 11);
}

#[test]
fn refusals_say_what_is_wrong_and_what_is_legal_and_never_panic() {
    let r = two();
    let mut s = r.initial();
    assert!(reason(r.parse_move(&s, "more 1").unwrap_err()).contains("victory-throw-due"));
    play(&r, &mut s, "RRB");
    assert!(reason(r.parse_move(&s, "more 3").unwrap_err()).contains("victory-more-one-or-two"));
    assert!(reason(r.parse_move(&s, "R:7").unwrap_err()).contains("victory-choose-first"));
    assert!(reason(r.parse_move(&s, "hello").unwrap_err()).contains("victory-notation-more"));
    let s = at(&r, "laps:2 cars:11.0,30.0 turn:yellow phase:move dice:RBXX ply:4");
    let why = reason(r.parse_move(&s, "R:14 R:17").unwrap_err());
    assert!(
        why.contains("victory-too-many-faces") && why.contains("14"),
        "{why}"
    );
    assert!(reason(r.parse_move(&s, "B:14").unwrap_err()).contains("victory-no-line"));
    assert!(reason(r.parse_move(&s, "40").unwrap_err()).contains("victory-not-reachable"));
    assert!(reason(r.parse_move(&s, "more 2").unwrap_err()).contains("victory-already-more"));
    assert!(reason(r.parse_move(&s, "zz").unwrap_err()).contains("victory-notation"));
    for junk in [
        "R:0",
        "R:99999999999",
        "R:",
        ":",
        "B-",
        "/move",
        "r r r",
        "+",
        "ancora",
    ] {
        let _ = r.parse_move(&s, junk);
    }
}

#[test]
fn position_texts_read_back_and_bad_ones_are_refused_with_the_reason() {
    let r = with(3, 2, "rrbbxx");
    for t in [
        "laps:2 cars:4.0,5.0,6.0 turn:yellow phase:first dice:- ply:0",
        "laps:2 cars:40.1,12.0!1,6.0 turn:white phase:choose dice:RXX ply:40",
        "laps:2 cars:40.1,12.0,6.0 turn:green phase:throw2 dice:RBX ply:40",
        "laps:2 cars:40.1,12.0,6.0 turn:green phase:move dice:RBXRR ply:40",
    ] {
        let s = at(&r, t);
        let back = text(&r, &s);
        assert_eq!(r.from_position(&back).map(|x| text(&r, &x)), Ok(back));
    }
    for (bad, why) in [
        (
            "laps:3 cars:4.0,5.0,6.0 turn:yellow phase:first dice:- ply:0",
            "laps",
        ),
        ("laps:2 cars:4.0,5.0 turn:yellow phase:first dice:- ply:0", "cars"),
        (
            "laps:2 cars:4.0,4.0,6.0 turn:yellow phase:first dice:- ply:0",
            "two cars",
        ),
        (
            "laps:2 cars:49.0,5.0,6.0 turn:yellow phase:first dice:- ply:0",
            "1 to 48",
        ),
        (
            "laps:2 cars:4.0,5.0!2,6.0 turn:yellow phase:first dice:- ply:0",
            "go out",
        ),
        (
            "laps:2 cars:4.0!1,5.0,6.0 turn:yellow phase:first dice:- ply:0",
            "out of the race",
        ),
        (
            "laps:2 cars:4.0,5.0,6.0 turn:yellow phase:move dice:RXXX ply:0",
            "dice",
        ),
        (
            "laps:2 cars:4.0,5.0,6.0 turn:yellow phase:fly dice:- ply:0",
            "phase",
        ),
        (
            "laps:2 cars:4.0,5.0,6.0 turn:yellow phase:first dice:Q ply:0",
            "faces",
        ),
    ] {
        let err = r.from_position(bad).unwrap_err().to_string();
        assert!(err.contains(why), "{bad}: {err}");
    }
}

/// A second model: every sequence of the faces thrown, step by step, on
/// lines found by their geometry (points in a straight row one station
/// apart of the line's colour), counting the destinations.
fn brute(r: &Victory, s: &VState) -> BTreeSet<u8> {
    let c = &r.engine().circuit;
    let occupied: Vec<u8> = (0..r.seats())
        .filter(|&x| x != s.turn && s.cars[usize::from(x)].out == 0)
        .map(|x| s.cars[usize::from(x)].at)
        .collect();
    let mut found = BTreeSet::new();
    fn go(c: &Circuit, occupied: &[u8], at: u8, red: u8, blue: u8, start: u8, found: &mut BTreeSet<u8>) {
        for (colour, left) in [(Colour::Red, red), (Colour::Blue, blue)] {
            if left == 0 {
                continue;
            }
            for line in c.lines.iter().filter(|l| l.colour == colour) {
                let Some(i) = line.points.iter().position(|&p| p == at) else {
                    continue;
                };
                for &q in &line.points[i + 1..] {
                    if occupied.contains(&q) {
                        break;
                    }
                    if q != start {
                        found.insert(q);
                    }
                    let (r2, b2) = match colour {
                        Colour::Red => (red - 1, blue),
                        Colour::Blue => (red, blue - 1),
                    };
                    go(c, occupied, q, r2, b2, start, found);
                }
            }
        }
    }
    let start = s.cars[usize::from(s.turn)].at;
    go(c, &occupied, start, s.faces.red, s.faces.blue, start, &mut found);
    found
}

#[test]
fn a_second_model_of_the_moves_agrees_along_random_games() {
    for (seats, seed) in [(2, 1u64), (4, 2), (6, 3)] {
        let r = with(seats, 2, "rrbbxx");
        let mut rng = SplitMix64(seed);
        let mut s = r.initial();
        let mut checked = 0;
        while !matches!(r.status(&s), Status::Over(_)) {
            let mv = match r.status(&s) {
                Status::Chance => {
                    let mut out = Vec::new();
                    r.chance_outcomes(&s, &mut out);
                    out[rng.below(out.len())].0
                }
                _ => {
                    if s.phase == Phase::Move {
                        let engine: BTreeSet<u8> = r.engine().paths(&s).iter().map(|p| p.to()).collect();
                        assert_eq!(engine, brute(&r, &s), "seed {seed}: {}", text(&r, &s));
                        checked += 1;
                    }
                    let legal = r.legal_vec(&s);
                    // Drive the farthest most of the time, so the race ends.
                    if rng.below(4) == 0 {
                        legal[rng.below(legal.len())]
                    } else {
                        *legal.last().unwrap()
                    }
                }
            };
            // Every listed path replays from its text.
            if let VMove::Go(p) = mv {
                let t = r.format_move(&s, &mv);
                assert_eq!(r.parse_move(&s, &t), Ok(VMove::Go(p)));
            }
            r.apply(&mut s, &mv);
        }
        assert!(checked > 10, "{checked}");
        let o = r.status(&s).outcome().cloned().unwrap();
        assert_eq!(o.ranks.as_ref().map(Vec::len), Some(usize::from(r.seats())));
    }
}

#[test]
fn a_car_keeps_its_laps_and_progress() {
    let car = Car {
        at: 10,
        laps: 1,
        out: 0,
    };
    assert_eq!(car.progress(), 16 + 3);
}

#[test]
fn perft_is_frozen() {
    // 1: ten mixes of three dice; 2: more 1 or more 2 after each.
    let r = two();
    let counts: Vec<u64> = (1..=3).map(|d| perft(&r, &r.initial(), d)).collect();
    assert_eq!(counts[..2], [10, 20]);
    assert_eq!(counts[2], 10 * (3 + 6), "3: one die (3 mixes) or two (6)");
}

#[test]
fn the_picture_draws_the_circuit_the_finish_line_the_cars_and_six_panels() {
    let r = with(6, 2, "rrbbxx");
    let s = at(
        &r,
        "laps:2 cars:11.0,30.0,6.0,1.0,2.0,3.0 turn:yellow phase:move dice:RRBX ply:4",
    );
    let v = r.view(&s, None);
    let crate::view::Board::Graph(g) = &v.board else {
        panic!("a graph")
    };
    assert_eq!(
        g.points.len(),
        POINTS + 2,
        "48 points and the finish line's two anchors"
    );
    assert_eq!(g.painted.len(), r.engine().circuit.lines.len() + 1);
    assert!(g.painted.iter().any(|l| l.paint.as_deref() == Some("black")));
    assert_eq!(v.seats.len(), 6);
    assert_eq!(v.pieces.len(), 6);
    assert_eq!(v.to_move, Some(Seat(0)));
    assert_eq!(v.dice.as_ref().map(|d| d.faces.clone()), Some(vec![1, 1, 2, 0]));
    assert!(v.highlights.iter().any(|h| h.cell == "19"), "19 is within reach");
}
