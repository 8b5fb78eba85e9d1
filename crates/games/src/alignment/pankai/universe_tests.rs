//! Universe's rules (catalog `randolph-1-15.md` §5), one test per rule
//! and gap. The catalog's gaps, in its order: 1 the side regions' shape,
//! 2 which two regions three players use, 3 dropping out and the winner
//! with three or four, 4 teams. Pankai's own rules are tested in
//! `tests.rs`; here, what Universe changes and that two seats play
//! exactly Pankai.

use std::collections::{BTreeMap, BTreeSet};

use super::board::{Cells, POCKET, universe_part};
use super::pieces::*;
use super::*;
use crate::options::OptionValue;
use crate::playout::SplitMix64;
use crate::testing::{outcome, play, refused};
use crate::view::{Board, View};
use crate::{MoveError, Options, SeatResult, Status};

/// Universe with `given` options (`("seats", "3")`).
fn universe(given: &[(&str, &str)]) -> Universe {
    let given: BTreeMap<String, OptionValue> = given
        .iter()
        .map(|(k, v)| (k.to_string(), OptionValue::Text(v.to_string())))
        .collect();
    Universe::new(&Options::validate(Universe::info().options, &given).unwrap()).unwrap()
}

fn seats(n: u8) -> Universe {
    universe(&[("seats", &n.to_string())])
}

fn names(r: &Universe, cells: &Cells) -> BTreeSet<String> {
    cells.iter().map(|c| r.engine().geo.name(c)).collect()
}

/// A seeded random game (never `stop`) to its end or bonus phase, checking
/// at every ply that the seats that drop out could not place when their
/// turn came, and that the seat to move is the next one still in.
fn random_checked(r: &Universe, seed: u64) -> PState {
    random_game(r, seed).0
}

/// [`random_checked`], and whether play went on with a seat out.
fn random_game(r: &Universe, seed: u64) -> (PState, bool) {
    let mut passed_over = false;
    let e = r.engine();
    let mut rng = SplitMix64(seed);
    let mut s = r.initial();
    while s.phase == Phase::Play {
        let legal = r.legal_vec(&s);
        let mv = legal[rng.below(legal.len())];
        let (mover, before) = (s.to_move, s.out.len());
        r.apply(&mut s, &mv);
        let gone = &s.out[before..];
        assert_eq!(gone.len(), usize::from(s.fresh_out));
        // The seats after the mover, in seat order, skipping those already
        // out: those that could not place are out, the first that can moves.
        let mut expect = Vec::new();
        let mut seat = mover;
        loop {
            seat = (seat + 1) % e.seats;
            if seat == mover || (!s.out[..before].contains(&seat) && e.can_place(&s, seat)) {
                break;
            }
            if !s.out[..before].contains(&seat) {
                expect.push(seat);
            }
        }
        assert_eq!(gone, expect.as_slice(), "seed {seed}");
        if s.phase == Phase::Play {
            assert_eq!(s.to_move, seat, "seed {seed}");
            passed_over |= !s.out.is_empty();
        } else {
            assert_eq!(s.to_move, mover, "the last one placing wins");
        }
    }
    (s, passed_over)
}

/// A cell name moved by `files` and `ranks`.
fn shift(name: &str, files: u8, ranks: u32) -> String {
    let (f, r) = name.split_at(1);
    let f = char::from(f.as_bytes()[0] + files);
    format!("{f}{}", r.parse::<u32>().unwrap() + ranks)
}

/// A move's text with its cells moved by `d` files and ranks.
fn shifted(text: &str, d: u8) -> String {
    if text == "stop" {
        return text.to_string();
    }
    let mut words = text.split(' ');
    let letter = words.next().unwrap();
    let cells: Vec<String> = words.map(|c| shift(c, d, u32::from(d))).collect();
    format!("{letter} {}", cells.join(" "))
}

#[test]
fn gap_1_side_regions_are_four_regions_of_25_cells_turning_into_each_other() {
    let r = seats(4);
    let g = &r.engine().geo;
    assert_eq!((g.files, g.ranks), (16, 16));
    assert_eq!(g.board.count(), 200);
    let square = universe_part(None);
    assert_eq!(square.count(), 100);
    let mut seen = square;
    for side in 0..4 {
        let part = universe_part(Some(side));
        assert_eq!(part.count(), 25, "region {side}");
        assert!(!part.meets(&seen), "regions do not overlap");
        seen = seen.union(&part);
    }
    assert_eq!(seen, g.board);
    // A quarter turn about the grid's middle maps the board onto itself,
    // each region onto the next (left, bottom, right, top).
    for c in g.board.iter() {
        let (f, rank) = (c % 16, c / 16);
        assert!(g.board.has(f * 16 + (15 - rank)), "{}", g.name(c));
    }
    let left = universe_part(Some(0));
    let want: BTreeSet<String> = ["b4", "c13", "a7", "a11"].map(String::from).into();
    assert!(want.is_subset(&names(&r, &left)));
    for (cell, on) in [
        ("a7", true),
        ("a11", true),
        ("a6", false),
        ("a12", false),
        ("p6", true),
        ("p10", true),
        ("p5", false),
        ("p11", false),
        ("f1", true),
        ("j1", true),
        ("e1", false),
        ("k1", false),
        ("g16", true),
        ("k16", true),
        ("f16", false),
        ("l16", false),
        ("d4", true),
        ("m13", true),
        ("c3", false),
        ("n14", false),
        ("a1", false),
        ("p16", false),
    ] {
        let c = g.grid.read(cell).unwrap();
        assert_eq!(g.board.has(c), on, "{cell}");
    }
}

#[test]
fn rule_the_area_in_use_two_seats_the_square_three_two_regions_four_all() {
    let square = universe_part(None);
    let two = seats(2);
    assert_eq!(two.engine().geo.active, square);
    assert_eq!(two.engine().geo.board.count(), 200);
    let three = seats(3);
    assert_eq!(three.engine().geo.active.count(), 150);
    let four = seats(4);
    assert_eq!(four.engine().geo.active, four.engine().geo.board);
    // A cell of the board out of use is refused as such, a cell off the
    // board as no cell.
    let s = two.initial();
    assert_eq!(refused(&two, &s, "I b5-b9"), "pankai-not-in-use");
    assert_eq!(refused(&two, &s, "I a1-e1"), "pankai-off-board");
    assert!(four.parse_move(&four.initial(), "I b5-b9").is_ok());
    assert_eq!(refused(&four, &four.initial(), "I a1-e1"), "pankai-off-board");
}

#[test]
fn rule_two_to_four_seats_each_with_the_twelve_pentominoes() {
    let info = Universe::info();
    assert_eq!((info.min_seats, info.max_seats), (2, 4));
    for n in 2..=4u8 {
        let r = seats(n);
        assert_eq!(r.seats(), n);
        let s = r.initial();
        for seat in 0..4 {
            let want = if seat < n { ALL_PIECES } else { 0 };
            assert_eq!(s.hand[usize::from(seat)], want, "{n} seats, seat {seat}");
        }
    }
    // Seats, 2 to 4: other counts are refused.
    let given = [("seats".to_string(), OptionValue::Int(5))].into();
    assert!(Options::validate(info.options, &given).is_err());
}

#[test]
fn rule_turns_go_in_seat_order() {
    let r = seats(4);
    let mut s = r.initial();
    for (seat, mv) in ["I d4-h4", "I d5-h5", "I d6-h6", "I d7-h7", "L d8-d11 e8"]
        .iter()
        .enumerate()
    {
        assert_eq!(r.status(&s), Status::ToMove(Seat((seat % 4) as u8)));
        play(&r, &mut s, &[mv]);
    }
    assert_eq!(r.status(&s), Status::ToMove(Seat(1)));
    assert_eq!(s.laid.iter().map(|l| l.seat).collect::<Vec<_>>(), [0, 1, 2, 3, 0]);
}

#[test]
fn rule_space_rule_counts_only_the_cells_in_use() {
    // An L along rank 5 from d to g, its foot on g4, leaves d4 e4 f4 in
    // the square's corner.
    let mv = "L d5 e5 f5 g5 g4";
    // Two seats: the square's edge closes them in, three cells: refused.
    let two = seats(2);
    let s = two.initial();
    assert_eq!(refused(&two, &s, mv), "pankai-pocket");
    let Err(MoveError::Illegal { reason, .. }) = two.parse_move(&s, mv) else {
        panic!("refused");
    };
    assert!(reason.to_string().contains("d4 e4 f4"), "{reason:?}");
    // Four seats: d4 joins the left and bottom regions, so the area is
    // large.
    let four = seats(4);
    assert!(four.parse_move(&four.initial(), mv).is_ok());
    // Three seats on the right and top regions: the corner is closed
    // again.
    let three = universe(&[("seats", "3"), ("sides", "right-top")]);
    assert_eq!(refused(&three, &three.initial(), mv), "pankai-pocket");
    let mut t = four.initial();
    play(&four, &mut t, &[mv]);
    let g = &four.engine().geo;
    assert!(
        g.areas(&g.active.minus(&t.covered))
            .iter()
            .all(|a| a.len() >= POCKET)
    );
}

#[test]
fn rule_two_seats_play_exactly_pankai_on_the_square() {
    // The same random games on Pankai's a1–j10 and on Universe's square
    // d4–m13 for two: the same placements at every ply (moved by three
    // files and ranks), the same end and the same score.
    let pankai = Pankai::new(&Options::defaults(Pankai::info().options)).unwrap();
    let uni = seats(2);
    for seed in 0..2 {
        let mut rng = SplitMix64(seed);
        let (mut p, mut u) = (pankai.initial(), uni.initial());
        loop {
            let moves = pankai.legal_vec(&p);
            let want: BTreeSet<String> = moves
                .iter()
                .map(|m| shifted(&pankai.format_move(&p, m), 3))
                .collect();
            let got: BTreeSet<String> = uni.legal_vec(&u).iter().map(|m| uni.format_move(&u, m)).collect();
            assert_eq!(got, want, "seed {seed}, ply {}", p.laid.len());
            assert_eq!(pankai.status(&p), uni.status(&u));
            if moves.is_empty() {
                break;
            }
            let mv = moves[rng.below(moves.len())];
            let text = shifted(&pankai.format_move(&p, &mv), 3);
            pankai.apply(&mut p, &mv);
            play(&uni, &mut u, &[&text]);
        }
        assert_eq!(outcome(&pankai, &p), outcome(&uni, &u));
    }
}

#[test]
fn gap_2_three_seats_use_two_regions_chosen_at_the_start_two_neighbours_by_default() {
    let regions = |r: &Universe| -> [bool; 4] {
        std::array::from_fn(|i| {
            let part = universe_part(Some(i));
            let on = r.engine().geo.active.meets(&part);
            // A region is wholly in use or wholly out.
            assert_eq!(on, part.minus(&r.engine().geo.active) == Cells::EMPTY);
            on
        })
    };
    // Left, right, bottom, top.
    assert_eq!(regions(&seats(3)), [true, false, true, false]);
    for (name, want) in [
        ("left-bottom", [true, false, true, false]),
        ("left-top", [true, false, false, true]),
        ("right-bottom", [false, true, true, false]),
        ("right-top", [false, true, false, true]),
        ("left-right", [true, true, false, false]),
        ("bottom-top", [false, false, true, true]),
    ] {
        let r = universe(&[("seats", "3"), ("sides", name)]);
        assert_eq!(regions(&r), want, "{name}");
        assert_eq!(r.engine().geo.active.count(), 150);
    }
    // The option matters with three seats only.
    for n in ["2", "4"] {
        let a = universe(&[("seats", n), ("sides", "left-right")]);
        assert_eq!(
            a.engine().geo.active,
            seats(n.parse().unwrap()).engine().geo.active
        );
    }
    // With the default, the right region is out of use, the left in use.
    let r = seats(3);
    assert!(r.parse_move(&r.initial(), "I b5-b9").is_ok());
    assert_eq!(refused(&r, &r.initial(), "I n5-n9"), "pankai-not-in-use");
}

#[test]
fn gap_3_who_cannot_place_drops_out_and_the_last_one_placing_wins() {
    let mut passed_over = false;
    for (n, seed) in [(4, 1), (4, 2), (3, 3), (3, 4)] {
        let r = seats(n);
        let (mut s, over) = random_game(&r, seed);
        passed_over |= over;
        // Every other seat is out, each unable to place at the end too.
        assert_eq!(s.out.len(), usize::from(n) - 1);
        for &seat in &s.out {
            assert!(!r.engine().can_place(&s, seat));
        }
        if s.phase == Phase::Bonus {
            play(&r, &mut s, &["stop"]);
        }
        let o = outcome(&r, &s);
        assert_eq!(o.winner, Some(Seat(s.to_move)));
        // Every seat's rank: the winner first, then the later out the
        // better.
        let ranks = o.ranks.clone().expect("ranks with more than two seats");
        assert_eq!(ranks[usize::from(s.to_move)], 1);
        for (i, &seat) in s.out.iter().enumerate() {
            assert_eq!(
                usize::from(ranks[usize::from(seat)]),
                usize::from(n) - i,
                "seed {seed}"
            );
        }
        for seat in 0..n {
            let want = if seat == s.to_move {
                SeatResult::Win
            } else {
                SeatResult::Loss
            };
            assert_eq!(o.result_for(Seat(seat)), want);
        }
    }
    assert!(
        passed_over,
        "in some game a seat went out and the others played on"
    );
}

#[test]
fn gap_3_a_seat_out_is_passed_over_and_the_position_text_keeps_it() {
    // Along a random game of four, at every ply with a seat out and play
    // going on: the seat to move is not out, and the position text lists
    // the seats out in order and reads back.
    let r = seats(4);
    let mut seen = false;
    for seed in 0..10 {
        if seen {
            break;
        }
        let mut rng = SplitMix64(seed);
        let mut s = r.initial();
        while s.phase == Phase::Play {
            if !s.out.is_empty() {
                seen = true;
                assert!(!s.out.contains(&s.to_move));
                let text = r.position_text(&s);
                let listed: Vec<String> = s.out.iter().map(u8::to_string).collect();
                assert!(text.ends_with(&format!("out:{}", listed.join(","))), "{text}");
                assert_eq!(r.from_position(&text).unwrap().out, s.out);
            }
            let legal = r.legal_vec(&s);
            let mv = legal[rng.below(legal.len())];
            r.apply(&mut s, &mv);
        }
    }
    assert!(seen, "a seat went out before the end");
}

#[test]
fn gap_4_four_seats_play_each_for_himself() {
    let r = seats(4);
    assert_eq!(r.teams(), None);
    let mut s = random_checked(&r, 11);
    if s.phase == Phase::Bonus {
        play(&r, &mut s, &["stop"]);
    }
    let o = outcome(&r, &s);
    let mut ranks = o.ranks.clone().unwrap();
    ranks.sort_unstable();
    assert_eq!(ranks, [1, 2, 3, 4]);
    let scores = o.scores.unwrap();
    assert_eq!(scores.iter().filter(|&&p| p > 0).count(), 1);
}

#[test]
fn rule_the_bonus_is_an_option_on_by_default() {
    let on = seats(3);
    // The first seeded game whose winner can still place.
    let (seed, mut s) = (0..20)
        .map(|seed| (seed, random_checked(&on, seed)))
        .find(|(_, s)| s.phase == Phase::Bonus)
        .expect("a winner lays on alone");
    assert!(on.engine().can_place(&s, s.to_move));
    assert_eq!(on.legal_vec(&s).last(), Some(&PMove::Stop));
    let mover = s.to_move;
    let first = on.legal_vec(&s)[0];
    on.apply(&mut s, &first);
    if s.phase == Phase::Bonus {
        play(&on, &mut s, &["stop"]);
    }
    let o = outcome(&on, &s);
    assert_eq!(o.scores.unwrap()[usize::from(mover)], 2);
    assert_eq!(o.reason.id(), "pankai-end");
    // Off: the game ends when the others are out, a win is 1 point.
    let off = universe(&[("seats", "3"), ("bonus", "false")]);
    let s = random_checked(&off, seed);
    assert_eq!(s.phase, Phase::Over);
    let o = outcome(&off, &s);
    assert_eq!(o.scores.unwrap()[usize::from(s.to_move)], 1);
    assert_eq!(o.reason.id(), "pankai-end-plain");
    assert!(off.legal_vec(&s).is_empty());
}

#[test]
fn notation_the_catalogs_examples_read_on_the_16_by_16_coordinates() {
    let r = seats(4);
    let mut s = r.initial();
    let p = r.parse_move(&s, "P b5 b6 c5 c6 b7").unwrap();
    assert_eq!(r.format_move(&s, &p), "P b5 b6 b7 c5 c6");
    play(&r, &mut s, &["P b5 b6 c5 c6 b7"]);
    let i = r.parse_move(&s, "I d14-h14").unwrap();
    assert_eq!(r.format_move(&s, &i), "I d14 e14 f14 g14 h14");
    // A refusal gives examples on this board.
    assert_eq!(refused(&r, &s, "hello"), "not a move: pankai-expected-universe");
    for example in ["L d4-d7 e4", "X h8 g9 h9 i9 h10"] {
        for n in 2..=4 {
            let r = seats(n);
            assert!(
                r.parse_move(&r.initial(), example).is_ok(),
                "{example}, {n} seats"
            );
        }
    }
}

#[test]
fn rule_picture_greys_the_cells_out_of_use_and_leaves_out_the_corners() {
    for n in 2..=4u8 {
        let r = seats(n);
        let e = r.engine();
        let s = r.initial();
        let view: View = r.view(&s, None);
        let Board::Squares(board) = &view.board else {
            panic!("squares");
        };
        assert_eq!((board.files, board.ranks), (16, 16));
        // The 56 squares of the grid that are no cells of the board.
        assert_eq!(board.absent.len(), 56);
        assert!(board.absent.contains(&"a1".to_string()));
        assert!(!board.absent.contains(&"a7".to_string()));
        // The cells of the board out of use, greyed.
        let grey: BTreeSet<String> = view.specials.iter().map(|sp| sp.cell.clone()).collect();
        assert_eq!(grey, names(&r, &e.geo.board.minus(&e.geo.active)), "{n} seats");
        assert_eq!(grey.len(), 200 - e.geo.active.count() as usize);
        // A panel per seat, each with its twelve pieces.
        assert_eq!(view.seats.len(), usize::from(n));
        assert!(view.seats.iter().all(|p| p.hand.len() == 12));
    }
    // Pankai's board has no squares missing.
    let pankai = Pankai::new(&Options::defaults(Pankai::info().options)).unwrap();
    let Board::Squares(board) = pankai.view(&pankai.initial(), None).board else {
        panic!("squares");
    };
    assert!(board.absent.is_empty());
}

#[test]
fn second_model_universe_placements_match_a_brute_force_with_three_seats() {
    let r = seats(3);
    let mut rng = SplitMix64(21);
    let mut s = r.initial();
    let mut ply = 0;
    loop {
        if ply % 4 == 0 || s.phase != Phase::Play {
            let got: BTreeSet<String> = r.legal_vec(&s).iter().map(|m| r.format_move(&s, m)).collect();
            assert_eq!(
                got,
                super::tests::brute_force(&r, &s),
                "ply {ply}: {}",
                r.position_text(&s)
            );
        }
        let legal = r.legal_vec(&s);
        if legal.is_empty() {
            break;
        }
        let mv = legal[rng.below(legal.len())];
        r.apply(&mut s, &mv);
        ply += 1;
    }
}

#[test]
fn position_universe_reads_back_with_seats_out() {
    let r = seats(4);
    let s = random_checked(&r, 9);
    let text = r.position_text(&s);
    assert_eq!(r.position_text(&r.from_position(&text).unwrap()), text);
    // A piece on a cell out of use, or on no cell, is refused.
    let two = seats(2);
    assert!(two.from_position("0I:b5,b6,b7,b8,b9 1 play out:-").is_err());
    assert!(two.from_position("0I:a1,b1,c1,d1,e1 1 play out:-").is_err());
    assert!(two.from_position("0I:d4,e4,f4,g4,h4 1 play out:-").is_ok());
    // A seat beyond the seats playing is refused.
    assert!(seats(3).from_position("- 3 play out:-").is_err());
}
