//! Spots: a test for every rule and gap of the catalog entry (§9). The
//! gaps are numbered in the catalog's order: 1 the board, 2 diagonals,
//! 3 three players, 4 the end, 5 an optional bonus, 6 the first player,
//! 7 partners' seats.

use std::collections::BTreeMap;

use super::board::{GRID, SQUARES};
use super::*;
use crate::notation::MoveError;
use crate::playout::SplitMix64;
use crate::{Message, OptionValue, Outcome, SeatResult};

fn rules(seats: i64, neighbour: bool) -> Spots {
    let given: BTreeMap<String, OptionValue> = [
        ("seats".to_string(), OptionValue::Int(seats)),
        ("neighbour".to_string(), OptionValue::Bool(neighbour)),
    ]
    .into();
    Spots::new(&Options::validate(INFO.options, &given).unwrap()).unwrap()
}

fn duel() -> Spots {
    Spots::new(&Options::defaults(INFO.options)).unwrap()
}

fn at(rules: &Spots, text: &str) -> SpotsState {
    rules
        .from_position(text)
        .unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn play_all(rules: &Spots, state: &mut SpotsState, moves: &[&str]) {
    for m in moves {
        rules.play(state, m).unwrap_or_else(|e| panic!("{m}: {e}"));
    }
}

fn sq(name: &str) -> usize {
    GRID.read(name).unwrap()
}

/// An empty cross (ranks 8 to 1).
const EMPTY: &str = "..../..../......../......../......../......../..../....";

#[test]
fn gap_1_the_board_is_the_8x8_square_without_its_2x2_corners() {
    assert_eq!((0..SQUARES).filter(|&s| is_cell(s)).count(), CELLS);
    for corner in ["a1", "b1", "a2", "b2", "g1", "h2", "a7", "b8", "g7", "h8"] {
        assert!(!is_cell(sq(corner)), "{corner}");
    }
    for cell in ["c1", "f1", "a3", "h3", "a6", "h6", "c8", "f8", "b3", "g6"] {
        assert!(is_cell(sq(cell)), "{cell}");
    }
}

/// A second model of the stretches: every run of four squares by
/// coordinates, kept when all four are on the cross.
fn brute_windows() -> Vec<[usize; 4]> {
    let inside = |f: i32, r: i32| {
        (0..8).contains(&f) && (0..8).contains(&r) && ((2..=5).contains(&f) || (2..=5).contains(&r))
    };
    let mut out = Vec::new();
    for f in 0..8 {
        for r in 0..8 {
            for (df, dr) in [(1, 0), (0, 1), (1, 1), (1, -1)] {
                let cells: Vec<(i32, i32)> = (0..4).map(|k| (f + k * df, r + k * dr)).collect();
                if cells.iter().all(|&(f, r)| inside(f, r)) {
                    let mut w = [0; 4];
                    for (i, (f, r)) in cells.into_iter().enumerate() {
                        w[i] = (r * 8 + f) as usize;
                    }
                    out.push(w);
                }
            }
        }
    }
    out
}

#[test]
fn gap_2_lines_run_along_ranks_files_and_both_diagonals() {
    let mut ours: Vec<[usize; 4]> = lines().windows.iter().map(|w| w.map(usize::from)).collect();
    let mut brute = brute_windows();
    ours.sort();
    brute.sort();
    assert_eq!(ours, brute);
    let along = |d: (i8, i8)| {
        lines()
            .windows
            .iter()
            .filter(|w| GRID.step(usize::from(w[0]), d) == Some(usize::from(w[1])))
            .count()
    };
    assert_eq!((along((1, 0)), along((0, 1))), (24, 24));
    assert_eq!(along((1, 1)), along((1, -1)));
    assert!(along((1, 1)) > 0);
    // A rising diagonal c2 d3 e4 f5 scores, and a falling one too.
    let rules = duel();
    let mut s = at(
        &rules,
        "..../..../......../......../....g.../...b..../r.../.... v,v 0,0 1p",
    );
    rules.play(&mut s, "V f5").unwrap();
    assert_eq!(s.points(Seat(0)), 1);
    let mut s = at(
        &rules,
        "..../..../......../......../...g..../....b.../...r/.... v,v 0,0 1p",
    );
    rules.play(&mut s, "V c5").unwrap();
    assert_eq!(s.points(Seat(0)), 1);
}

#[test]
fn rule_setup_each_seat_draws_four_pawns_from_the_bag_one_chance_move_each() {
    let rules = rules(3, true);
    let mut s = rules.initial();
    assert_eq!(s.bag(), [PER_COLOUR; 4]);
    for seat in 0..3u8 {
        for drawn in 0..4 {
            assert_eq!(rules.status(&s), Status::Chance, "seat {seat} draw {drawn}");
            assert!(rules.legal_vec(&s).is_empty());
            let mut out = Vec::new();
            rules.chance_outcomes(&s, &mut out);
            let bag = s.bag();
            let weights: Vec<u32> = out.iter().map(|&(_, w)| w).collect();
            let expected: Vec<u32> = bag.iter().filter(|&&n| n > 0).map(|&n| u32::from(n)).collect();
            assert_eq!(weights, expected, "each colour as likely as its pawns in the bag");
            // Always the first colour left: red, twelve times.
            let (mv, _) = out[0];
            assert_eq!(rules.format_move(&s, &mv), format!("{}:{}", LETTERS[0], seat + 1));
            rules.apply(&mut s, &mv);
        }
        assert_eq!(s.base(Seat(seat)).iter().sum::<u8>(), BASE);
    }
    assert_eq!(s.bag(), [0, 12, 12, 12], "twelve reds drawn");
    assert_eq!(rules.status(&s), Status::ToMove(Seat(0)));
}

#[test]
fn gap_6_south_opens_once_the_deal_is_done() {
    let rules = duel();
    let mut s = rules.initial();
    play_all(
        &rules,
        &mut s,
        &["R:1", "B:1", "G:1", "V:1", "R:2", "R:2", "B:2", "G:2"],
    );
    assert_eq!(rules.status(&s), Status::ToMove(Seat(0)));
    assert_eq!(INFO.seat_name(Seat(0)), "South");
    assert_eq!(rules.position_text(&s), format!("{EMPTY} rbgv,rrbg 0,0 1p"));
}

#[test]
fn rule_turn_a_pawn_of_the_base_goes_on_any_empty_cell() {
    let rules = duel();
    let s = at(&rules, &format!("{EMPTY} rrbg,bbbb 0,0 1p"));
    let legal = rules.legal_vec(&s);
    assert_eq!(legal.len(), 3 * CELLS, "three colours in the base, every cell");
    assert!(!legal.contains(&SMove::End) && !legal.contains(&SMove::Pass));
    let mut s = s;
    rules.play(&mut s, "R d5").unwrap();
    assert_eq!(s.colour_at(sq("d5")), Some(0));
    assert_eq!(s.base(Seat(0)), [1, 1, 1, 0]);
    assert_eq!(
        rules.parse_move(&s, "B d5"),
        Err(MoveError::illegal("B d5", Message::new("spots-drawing")))
    );
}

#[test]
fn rule_scoring_four_different_colours_in_a_row_score_a_point() {
    let rules = duel();
    // Rank 4: a4 b4 c4 red, blue, gold.
    let board = "..../..../......../......../rbg...../......../..../....";
    let mut s = at(&rules, &format!("{board} vrrr,bbbb 0,0 1p"));
    rules.play(&mut s, "V d4").unwrap();
    assert_eq!(s.points(Seat(0)), 1);
    assert_eq!(s.phase(), Phase::Bonus);
    // The same line with a repeated colour scores nothing.
    let mut s = at(&rules, &format!("{board} vrrr,bbbb 0,0 1p"));
    rules.play(&mut s, "R d4").unwrap();
    assert_eq!(s.points(Seat(0)), 0);
    // Along a file: d3 d4 d5 then d6.
    let mut s = at(
        &rules,
        "..../..../......../...r..../...b..../...g..../..../.... v,b 0,0 1p",
    );
    rules.play(&mut s, "V d6").unwrap();
    assert_eq!(s.points(Seat(0)), 1);
}

#[test]
fn rule_scoring_one_placement_may_complete_several_lines() {
    let rules = duel();
    // d4 completes a4–d4 (r b g _) and d1–d4 (file d: r b g _ from d1).
    let mut s = at(
        &rules,
        "..../..../......../......../rbg...../...g..../.b../.r.. v,b 0,0 1p",
    );
    rules.play(&mut s, "V d4").unwrap();
    assert_eq!(s.points(Seat(0)), 2);
    assert_eq!(s.lines.count_ones(), 7, "two lines of four sharing d4");
}

#[test]
fn rule_scoring_adding_to_a_line_scores_when_the_four_stay_different() {
    let rules = duel();
    // r b g v on a4–d4; e4 red makes b4–e4 blue, gold, violet, red.
    let board = "..../..../......../......../rbgv..../......../..../....";
    let mut s = at(&rules, &format!("{board} r,b 0,0 1p"));
    rules.play(&mut s, "R e4").unwrap();
    assert_eq!(s.points(Seat(0)), 1);
    let mut s = at(&rules, &format!("{board} g,b 0,0 1p"));
    rules.play(&mut s, "G e4").unwrap();
    assert_eq!(s.points(Seat(0)), 0, "gold twice in b4–e4");
}

#[test]
fn gap_5_after_scoring_the_bonus_placement_is_optional() {
    let rules = duel();
    let board = "..../..../......../......../rbg...../......../..../....";
    let mut s = at(&rules, &format!("{board} vrrr,bbbb 0,0 1p"));
    rules.play(&mut s, "V d4").unwrap();
    assert_eq!(
        rules.status(&s),
        Status::ToMove(Seat(0)),
        "the scorer plays again"
    );
    let legal = rules.legal_vec(&s);
    assert!(legal.contains(&SMove::End));
    assert_eq!(legal.len(), 1 + (CELLS - 4), "red anywhere, or end");
    // Ending the turn: the base is refilled from the bag.
    let mut ended = s.clone();
    rules.play(&mut ended, "end").unwrap();
    assert_eq!(rules.status(&ended), Status::Chance);
    // Placing again: a pawn that scores nothing ends the turn.
    rules.play(&mut s, "R h6").unwrap();
    assert_eq!(rules.status(&s), Status::Chance);
    assert_eq!(s.base(Seat(0)), [2, 0, 0, 0]);
    play_all(&rules, &mut s, &["B:1", "B:1"]);
    assert_eq!(rules.status(&s), Status::ToMove(Seat(1)));
    assert_eq!(
        rules.parse_move(&s, "end"),
        Err(MoveError::illegal("end", Message::new("spots-end-not-now")))
    );
}

#[test]
fn rule_bonus_every_score_earns_another_placement_up_to_the_whole_base() {
    let rules = duel();
    // Ranks 4, 5 and 6 each hold r b g on a–c: violet on d4, d5, d6 scores
    // each time (d4–d6 never holds four).
    let board = "..../..../rbg...../rbg...../rbg...../......../..../....";
    let mut s = at(&rules, &format!("{board} vvvr,bbbb 0,0 1p"));
    for (n, cell) in ["d4", "d5", "d6"].iter().enumerate() {
        rules.play(&mut s, &format!("V {cell}")).unwrap();
        assert_eq!(s.points(Seat(0)), n as u16 + 1);
        assert_eq!(s.phase(), Phase::Bonus);
    }
    // The fourth pawn empties the base: the turn ends whatever it scores.
    rules.play(&mut s, "R c3").unwrap();
    assert_eq!(s.phase(), Phase::Draw);
}

/// A full cross, 12 pawns of each colour (ranks 8 to 1).
const FULL: &str = "rbgv/gvrb/rbgvrbgv/gvrbgvrb/rbgvrbgv/gvrbgvrb/rbgv/gvrb";

/// [`FULL`] with ranks 2 and 1 emptied.
const LOW_EMPTY: &str = "rbgv/gvrb/rbgvrbgv/gvrbgvrb/rbgvrbgv/gvrbgvrb/..../....";

#[test]
fn rule_refill_draws_back_to_four_while_the_bag_lasts() {
    let rules = duel();
    // Eight pawns off the board: four and two in the bases, a gold and a
    // violet in the bag.
    let mut s = at(&rules, &format!("{LOW_EMPTY} rbgv,rb 0,0 1p"));
    assert_eq!(s.bag(), [0, 0, 1, 1]);
    rules.play(&mut s, "R c1").unwrap();
    assert_eq!(s.points(Seat(0)), 0);
    assert_eq!(rules.status(&s), Status::Chance, "South refills");
    rules.play(&mut s, "G:1").unwrap();
    assert_eq!(
        rules.status(&s),
        Status::ToMove(Seat(1)),
        "four again: West's turn"
    );
    rules.play(&mut s, "R c2").unwrap();
    rules.play(&mut s, "V:2").unwrap();
    assert_eq!(s.bag(), [0; 4]);
    assert_eq!(s.base(Seat(1)), [0, 1, 0, 1], "the bag ran out at two");
    assert_eq!(rules.status(&s), Status::ToMove(Seat(0)));
}

#[test]
fn rule_turn_an_empty_base_passes() {
    let rules = duel();
    let top = "rbgv/gvrb/rbgvrbgv/gvrbgvrb/rbgvrbgv/gvrbgvrb/rbgv/....";
    let mut s = at(&rules, &format!("{top} -,rbgv 0,0 1p"));
    assert_eq!(rules.legal_vec(&s), vec![SMove::Pass]);
    assert_eq!(
        rules.parse_move(&s, "R c1"),
        Err(MoveError::illegal("R c1", Message::new("spots-base-empty")))
    );
    rules.play(&mut s, "pass").unwrap();
    assert_eq!(rules.status(&s), Status::ToMove(Seat(1)));
    assert_eq!(
        rules.parse_move(&s, "pass"),
        Err(MoveError::illegal(
            "pass",
            Message::new("spots-must-place").code("base", "R, B, G, V")
        ))
    );
}

#[test]
fn rule_end_gap_4_the_game_ends_once_no_line_can_be_completed() {
    let rules = duel();
    // A full board is over.
    let s = at(&rules, &format!("{FULL} -,- 5,7 -"));
    assert!(matches!(rules.status(&s), Status::Over(_)));
    // Filling the last empty cell ends the game, after scoring.
    let last = FULL.replacen("rbgv", "rbg.", 1);
    let mut s = at(&rules, &format!("{last} v,- 5,7 1p"));
    rules.play(&mut s, "V f8").unwrap();
    assert_eq!(s.points(Seat(0)), 6);
    assert!(matches!(rules.status(&s), Status::Over(_)));
    // f8 empty, but every stretch through it either repeats a colour or
    // lacks violet, and all twelve violets are on the board: over.
    let dead = "rbg./gvrb/rbgvrbgv/gvrbgvrb/rbgvrbgv/gvrbgvrb/rbgv/gvrv";
    let s = at(&rules, &format!("{dead} -,- 5,7 -"));
    assert!(matches!(rules.status(&s), Status::Over(_)));
    assert_eq!(
        rules
            .from_position(&format!("{dead} -,- 5,7 1p"))
            .unwrap_err()
            .kind(),
        crate::PositionErrorKind::Unreachable
    );
    // With a violet still in a base the same stretch keeps the game going.
    let alive = at(&rules, &format!("{last} v,- 5,7 2p"));
    assert_eq!(rules.status(&alive), Status::ToMove(Seat(1)));
    assert_eq!(rules.legal_vec(&alive), vec![SMove::Pass]);
}

/// A finished two-seat game with these points.
fn over_with(rules: &Spots, points: &str) -> Outcome {
    let s = at(
        rules,
        &format!(
            "{FULL} {} {points} -",
            vec!["-"; usize::from(rules.seats)].join(",")
        ),
    );
    match rules.status(&s) {
        Status::Over(o) => o,
        other => panic!("{other:?}"),
    }
}

#[test]
fn rule_winner_the_most_points_win_and_equal_points_draw() {
    let rules = duel();
    let o = over_with(&rules, "9,7");
    assert_eq!(o.winner, Some(Seat(0)));
    assert_eq!(o.scores, Some(vec![9, 7]));
    assert_eq!(
        o.reason,
        Message::new("spots-more-points")
            .count("points", 9)
            .count("other", 7)
    );
    let o = over_with(&rules, "4,11");
    assert_eq!(o.winner, Some(Seat(1)));
    let o = over_with(&rules, "6,6");
    assert_eq!(o.winner, None);
    assert_eq!(o.result_for(Seat(0)), SeatResult::Draw);
    assert_eq!(o.reason, Message::new("spots-equal").count("points", 6));
}

#[test]
fn gap_3_three_players_add_the_left_neighbours_points() {
    let rules = rules(3, true);
    // South 5, West 1, North 3: totals 6, 4, 8 (North adds South's).
    let o = over_with(&rules, "5,1,3");
    assert_eq!(o.scores, Some(vec![6, 4, 8]));
    assert_eq!(o.winner, Some(Seat(2)));
    assert_eq!(o.ranks, Some(vec![2, 3, 1]));
    assert_eq!(o.result_for(Seat(0)), SeatResult::Loss);
    // Without the option: plain points.
    let plain = rules_plain();
    let o = over_with(&plain, "5,1,3");
    assert_eq!(o.scores, Some(vec![5, 1, 3]));
    assert_eq!(o.winner, Some(Seat(0)));
    // Two sharing the top draw; the third loses.
    let o = over_with(&plain, "5,5,3");
    assert_eq!(o.winner, None);
    let results: Vec<SeatResult> = (0..3).map(|s| o.result_for(Seat(s))).collect();
    assert_eq!(results, [SeatResult::Draw, SeatResult::Draw, SeatResult::Loss]);
}

fn rules_plain() -> Spots {
    rules(3, false)
}

#[test]
fn gap_7_four_players_are_two_teams_of_partners_sitting_opposite() {
    let rules = rules(4, true);
    assert_eq!(rules.teams(), Some(vec![0, 1, 0, 1]));
    assert_eq!(duel().teams(), None);
    assert_eq!(INFO.seat_name(Seat(2)), "North");
    // South 2 + North 5 = 7 against West 4 + East 2 = 6.
    let o = over_with(&rules, "2,4,5,2");
    assert_eq!(o.scores, Some(vec![7, 6, 7, 6]));
    assert_eq!(o.teams, Some(vec![0, 1, 0, 1]));
    let results: Vec<SeatResult> = (0..4).map(|s| o.result_for(Seat(s))).collect();
    assert_eq!(
        results,
        [
            SeatResult::Win,
            SeatResult::Loss,
            SeatResult::Win,
            SeatResult::Loss
        ]
    );
    assert_eq!(o.caption().id(), "caption-team-won");
    assert_eq!(
        o.reason,
        Message::new("spots-team-more")
            .count("points", 7)
            .count("other", 6)
    );
    let o = over_with(&rules, "2,4,5,3");
    let results: Vec<SeatResult> = (0..4).map(|s| o.result_for(Seat(s))).collect();
    assert_eq!(results, [SeatResult::Draw; 4]);
    // The deal gives four pawns to each of the four seats, then South
    // opens, and turns go round: South, West, North, East.
    let mut s = rules.initial();
    for _ in 0..16 {
        let mut out = Vec::new();
        rules.chance_outcomes(&s, &mut out);
        rules.apply(&mut s, &out[out.len() - 1].0);
    }
    assert_eq!(rules.status(&s), Status::ToMove(Seat(0)));
    assert_eq!(s.bag().iter().sum::<u8>(), 48 - 16);
}

#[test]
fn catalog_example_a_placement_then_the_bonus_or_end() {
    // `/spots R d5`, then after scoring `/spots B e5` or `/spots end`.
    let rules = duel();
    let board = "..../..../......../gvb...../....v.../....g.../..r./....";
    let s0 = at(&rules, &format!("{board} rbbg,rrrr 0,0 1p"));
    let mut s = s0.clone();
    rules
        .play(&mut s, "/spots R d5".trim_start_matches("/spots "))
        .unwrap();
    assert_eq!(s.points(Seat(0)), 1, "a5 b5 c5 d5: gold, violet, blue, red");
    let mut ended = s.clone();
    rules.play(&mut ended, "end").unwrap();
    assert_eq!(s.phase(), Phase::Bonus);
    assert_eq!(ended.phase(), Phase::Draw);
    rules.play(&mut s, "B e5").unwrap();
    assert_eq!(s.points(Seat(0)), 2, "e2 e3 e4 e5: red, gold, violet, blue");
    rules.play(&mut s, "end").unwrap();
    assert_eq!(rules.status(&s), Status::Chance);
}

#[test]
fn notation_colour_then_cell_in_either_language_and_refusals_say_why() {
    let rules = duel();
    let board = "..../..../......../...r..../......../......../..../....";
    let s = at(&rules, &format!("{board} rbbg,vvvv 0,0 1p"));
    let red_d4 = SMove::Place {
        colour: 0,
        cell: sq("d4") as u8,
    };
    for text in [
        "R d4",
        "r d4",
        "Rd4",
        "d4 R",
        "red d4",
        "rosso d4",
        "place R d4",
        "metti rosso d4",
    ] {
        assert_eq!(rules.parse_move(&s, text), Ok(red_d4), "{text}");
    }
    let gold = SMove::Place {
        colour: 2,
        cell: sq("e4") as u8,
    };
    for text in ["G e4", "giallo e4", "gold e4", "yellow e4", "e4 gialla"] {
        if text == "e4 gialla" {
            assert!(rules.parse_move(&s, text).is_err());
            continue;
        }
        assert_eq!(rules.parse_move(&s, text), Ok(gold), "{text}");
    }
    assert_eq!(rules.format_move(&s, &red_d4), "R d4");
    assert_eq!(rules.move_steps(&s, &red_d4), ["R ", "d", "4"]);
    // A cell alone is ambiguous with three colours in the base.
    match rules.parse_move(&s, "d4") {
        Err(MoveError::Ambiguous { options, .. }) => assert_eq!(options, ["R d4", "B d4", "G d4"]),
        other => panic!("{other:?}"),
    }
    let illegal = |text: &str, reason: Message| {
        assert_eq!(
            rules.parse_move(&s, text),
            Err(MoveError::illegal(text, reason)),
            "{text}"
        );
    };
    illegal(
        "V d4",
        Message::new("spots-not-in-base")
            .part("colour", Message::new("spots-violet"))
            .code("base", "R, B, B, G"),
    );
    illegal(
        "R d5",
        Message::new("spots-occupied")
            .code("square", "d5")
            .part("colour", Message::new("spots-red")),
    );
    illegal("R a1", Message::new("spots-corner").code("square", "a1"));
    illegal("R h8", Message::new("spots-corner").code("square", "h8"));
    illegal("R i4", Message::new("spots-off-board").code("square", "ri4"));
    illegal("end", Message::new("spots-end-not-now"));
    assert_eq!(
        rules.parse_move(&s, "hello"),
        Err(MoveError::not_a_move("hello", Message::new("spots-notation")))
    );
    // The picker's first steps are prefixes of whole moves.
    assert!(matches!(
        rules.parse_move(&s, "R "),
        Err(MoveError::Ambiguous { .. })
    ));
    assert!(matches!(
        rules.parse_move(&s, "R d"),
        Err(MoveError::Ambiguous { .. })
    ));
}

#[test]
fn notation_the_direct_reader_agrees_with_the_listing_along_random_games() {
    let rules = duel();
    let mut rng = SplitMix64(7);
    for _ in 0..3 {
        let mut s = rules.initial();
        while !matches!(rules.status(&s), Status::Over(_)) {
            if let Status::ToMove(_) = rules.status(&s) {
                for mv in rules.legal_vec(&s).iter().step_by(7) {
                    let text = rules.format_move(&s, mv);
                    assert_eq!(rules.parse_move(&s, &text), Ok(*mv), "{text}");
                    assert_eq!(crate::match_text(&rules, &s, &text), Ok(*mv), "{text}");
                    assert_eq!(rules.move_steps(&s, mv).concat(), text);
                }
            }
            step(&rules, &mut s, &mut rng);
        }
    }
}

/// One random move or draw.
fn step(rules: &Spots, s: &mut SpotsState, rng: &mut SplitMix64) {
    match rules.status(s) {
        Status::Chance => {
            let mut out = Vec::new();
            rules.chance_outcomes(s, &mut out);
            let total: u32 = out.iter().map(|&(_, w)| w).sum();
            let mut pick = (rng.next_u64() % u64::from(total)) as u32;
            for (mv, w) in out {
                if pick < w {
                    rules.apply(s, &mv);
                    return;
                }
                pick -= w;
            }
        }
        Status::ToMove(_) => {
            let legal = rules.legal_vec(s);
            let mv = legal[(rng.next_u64() % legal.len() as u64) as usize];
            rules.apply(s, &mv);
        }
        Status::Over(_) => {}
    }
}

/// A second model of scoring: the complete stretches of four different
/// colours on the whole board, by coordinates.
fn complete_stretches(s: &SpotsState) -> Vec<[usize; 4]> {
    brute_windows()
        .into_iter()
        .filter(|w| {
            let colours: Vec<u8> = w.iter().filter_map(|&c| s.colour_at(c)).collect();
            colours.len() == 4 && (0..4).all(|i| (i + 1..4).all(|j| colours[i] != colours[j]))
        })
        .collect()
}

#[test]
fn rule_scoring_agrees_with_a_brute_force_model_along_random_games() {
    for seats in [2, 3, 4] {
        let rules = rules(seats, true);
        let mut rng = SplitMix64(seats as u64);
        for _ in 0..4 {
            let mut s = rules.initial();
            let mut plies = 0;
            while !matches!(rules.status(&s), Status::Over(_)) {
                let before = complete_stretches(&s).len();
                let total: u16 = s.points.iter().sum();
                step(&rules, &mut s, &mut rng);
                plies += 1;
                let after = complete_stretches(&s).len();
                assert_eq!(
                    s.points.iter().sum::<u16>() - total,
                    (after - before) as u16,
                    "each new complete stretch scores once"
                );
                if !matches!(rules.status(&s), Status::Over(_)) {
                    assert!(!rules.legal_vec(&s).is_empty() || rules.status(&s) == Status::Chance);
                }
                // The position reads back.
                let text = rules.position_text(&s);
                let read = at(&rules, &text);
                assert_eq!(rules.position_text(&read), text);
                assert_eq!(rules.status(&read), rules.status(&s));
            }
            assert!(plies <= rules.max_plies(), "{plies}");
            // Every pawn placed or the board dead: the end is honest.
            assert!(!rules.alive(&s));
        }
    }
}

#[test]
fn position_text_reads_back_and_refuses_what_cannot_be() {
    let rules = duel();
    let start = rules.initial();
    assert_eq!(rules.position_text(&start), format!("{EMPTY} -,- 0,0 1d"));
    let bad = |text: &str, kind: crate::PositionErrorKind| {
        assert_eq!(
            rules.from_position(text).map(|_| ()).unwrap_err().kind(),
            kind,
            "{text}"
        );
    };
    use crate::PositionErrorKind as K;
    bad("", K::Shape);
    bad(&format!("{EMPTY} -,- 0,0"), K::Shape);
    bad(&format!("{EMPTY}/.... -,- 0,0 1d"), K::Shape);
    bad(
        &format!("{} -,- 0,0 1d", EMPTY.replacen("....", ".....", 1)),
        K::Shape,
    );
    bad(
        &format!("{} -,- 0,0 1d", EMPTY.replacen("....", "x...", 1)),
        K::Piece,
    );
    bad(&format!("{EMPTY} -,-,- 0,0,0 1d"), K::Count);
    bad(&format!("{EMPTY} rrrrr,- 0,0 1d"), K::Count);
    bad(&format!("{FULL} r,- 0,0 -"), K::Count);
    bad(&format!("{EMPTY} -,- x,0 1d"), K::Counter);
    bad(&format!("{EMPTY} -,- 0,0 3d"), K::Turn);
    bad(&format!("{EMPTY} -,- 0,0 1q"), K::Turn);
    bad(&format!("{EMPTY} -,- 0,0 -"), K::Unreachable);
    bad(&format!("{EMPTY} -,- 0,0 2d"), K::Unreachable);
    bad(&format!("{EMPTY} -,- 0,0 1p"), K::Unreachable);
    bad(&format!("{EMPTY} rrrr,bbbb 0,0 1b"), K::Unreachable);
    // A bonus in progress reads back.
    let mid = format!("{} rr,bbbb 3,1 1b", EMPTY.replacen("........", "rbgv....", 1));
    let s = at(&rules, &mid);
    assert_eq!(rules.position_text(&s), mid);
    assert!(rules.legal_vec(&s).contains(&SMove::End));
}

#[test]
fn view_shows_the_cross_the_bases_the_points_the_bag_and_the_scoring_lines() {
    use crate::view::{Board, Mark};
    let rules = duel();
    let board = "..../..../......../......../rbg...../......../..../....";
    let mut s = at(&rules, &format!("{board} vrrb,bbgg 2,1 1p"));
    rules.play(&mut s, "V d4").unwrap();
    let view = rules.view(&s, None);
    let Board::Track(track) = &view.board else {
        panic!("a track board");
    };
    assert_eq!((track.columns, track.rows), (10, 10));
    assert_eq!(track.squares.len(), CELLS + 8, "the cross and two bases");
    assert!(track.squares.iter().all(|t| t.name != "a1"));
    // Pawns on the board and in the bases, lettered in their colours.
    assert!(
        view.pieces
            .iter()
            .any(|p| p.cell == "d4" && p.kind == "V~paint:violet")
    );
    let south: Vec<&str> = view
        .pieces
        .iter()
        .filter(|p| p.cell.starts_with("~base1"))
        .map(|p| p.kind.as_str())
        .collect();
    assert_eq!(south, ["R~paint:red", "R~paint:red", "B~paint:blue"]);
    assert_eq!(
        view.pieces
            .iter()
            .filter(|p| p.cell.starts_with("~base2"))
            .count(),
        4
    );
    // The line that scored.
    let mut line: Vec<&str> = view
        .highlights
        .iter()
        .filter(|h| h.mark == Mark::Line)
        .map(|h| h.cell.as_str())
        .collect();
    line.sort();
    assert_eq!(line, ["a4", "b4", "c4", "d4"]);
    assert_eq!(
        view.seats[0].score,
        Some(Message::new("spots-panel").count("points", 3))
    );
    assert_eq!(
        view.caption,
        Some(
            Message::new("spots-caption-bonus")
                .seat("seat", Seat(0))
                .count("bag", 48 - 3 - 8)
        )
    );
    assert_eq!(view.to_move, Some(Seat(0)));
    // Four seats: partners share a colour, panels show the team's total.
    let four = rules_four();
    let s = at(&four, &format!("{board} -,-,-,- 2,1,3,0 1d"));
    let view = four.view(&s, None);
    assert_eq!(view.seat_colours, ["white", "black", "white", "black"]);
    assert_eq!(
        view.seats[2].score,
        Some(
            Message::new("spots-panel-team")
                .count("points", 3)
                .count("total", 5)
        )
    );
    assert_eq!(view.to_throw, Some(Seat(0)));
}

fn rules_four() -> Spots {
    rules(4, true)
}
