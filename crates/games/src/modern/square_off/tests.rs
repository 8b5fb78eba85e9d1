//! Square Off's rules, one test per rule and gap of the catalog entry
//! (`randolph-1-15.md` §12, §12a, §12b), the tile mix's loops counted, a
//! second model of slides, paths and loops compared along random games,
//! and the solitaire's solver run from random deals.

// Cells are indexed as the engine indexes them: the loops read plainly.
#![allow(clippy::needless_range_loop)]

use std::collections::{BTreeSet, HashSet};

use super::board::*;
use super::solver::{layouts_for, loops, mix_of, solve};
use super::state::{Letter, Phase};
use super::*;
use crate::{Options, Status};

fn duel() -> SquareOffOriental {
    SquareOffOriental::new(&Options::default()).unwrap()
}

fn solo() -> SquareOffSolitaire {
    SquareOffSolitaire::new(&Options::default()).unwrap()
}

fn at<R: Rules>(r: &R, text: &str) -> R::State {
    r.from_position(text).unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn texts<R: Rules>(r: &R, s: &R::State) -> BTreeSet<String> {
    r.legal_vec(s).iter().map(|m| r.format_move(s, m)).collect()
}

fn play<R: Rules>(r: &R, s: &mut R::State, moves: &str) {
    for m in moves.split_whitespace() {
        r.play(s, m).unwrap_or_else(|e| panic!("{m}: {e:?}"));
    }
}

/// A small deterministic generator for random games.
struct Lcg(u64);
impl Lcg {
    fn below(&mut self, n: usize) -> usize {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        ((self.0 >> 33) as usize) % n.max(1)
    }
}

/// The state after the deal, every throw drawn from `seed` as the core
/// draws it.
fn dealt<R: Rules<State = SState, Move = SMove>>(r: &R, seed: u64) -> SState {
    let mut s = r.initial();
    let mut key = [0u8; 32];
    key[24..].copy_from_slice(&seed.to_be_bytes());
    let mut ply = 0;
    while r.status(&s) == Status::Chance && s.phase == Phase::Deal {
        let mut out = Vec::new();
        r.chance_outcomes(&s, &mut out);
        let weights: Vec<u32> = out.iter().map(|(_, w)| *w).collect();
        let i = crate::chance::throw_index(&key, ply, &weights).unwrap();
        r.apply(&mut s, &out[i].0);
        ply += 1;
    }
    s
}

/// Area P (the first player's in the tests), ranks 5 to 1: the path from
/// A runs down file a and leaves left of a2, where the number 2 stands.
const P: &str = "|--r7/|LJ.-/|rL7J/J7r|L/-LJ7r";
/// P with its gap on a2 and a `J` on b2: sliding b2 completes A to 2.
const Q: &str = "|--r7/|LJ7-/|rL7J/.Jr|L/-LJ7r";

/// An area from its text (ranks 5 to 1), not checked against a mix.
fn area(text: &str) -> [u8; CELLS] {
    let mut out = [GAP; CELLS];
    for (i, rank) in text.split('/').enumerate() {
        for (f, c) in rank.chars().enumerate() {
            out[(SIDE - 1 - i) * SIDE + f] = by_symbol(c).unwrap();
        }
    }
    out
}

// ---- gap 1: the tile mix -------------------------------------------------

#[test]
fn gap_g1_the_box_holds_four_tiles_of_each_kind_and_the_solitaire_turns_two_straights() {
    assert_eq!(MIX.iter().map(|&n| u32::from(n)).sum::<u32>(), 24);
    assert!(MIX.iter().all(|&n| n == 4));
    let mut turned = MIX;
    turned[1] -= 2;
    turned[0] += 2;
    assert_eq!(turned, SOLO_MIX, "two vertical straights turned horizontal");
    let s = dealt(&duel(), 7);
    for a in 0..2 {
        assert_eq!(mix_of(&s.areas[a]), MIX);
    }
    assert_eq!(mix_of(&dealt(&solo(), 7).areas[0]), SOLO_MIX);
}

/// The loops are counted by a search over the area's cycles: 226 loop
/// layouts in all, in 29 mixes, none with exactly six layouts; the
/// solitaire's mix has 24, which the area's mirrors and half turn group
/// into exactly six: the review's six solutions.
#[test]
fn gap_g1_the_solitaire_mix_makes_24_loops_six_up_to_the_areas_symmetries() {
    let all = loops();
    assert_eq!(all.len(), 226);
    let mut by_mix = std::collections::BTreeMap::new();
    for l in all {
        *by_mix.entry(mix_of(l)).or_insert(0) += 1;
        assert!(is_loop(l));
        let g = gap_of(l).unwrap();
        assert_eq!((g % SIDE + g / SIDE) % 2, 0, "the gap is on the majority colour");
    }
    assert_eq!(by_mix.len(), 29);
    assert!(by_mix.values().all(|&n| n != 6), "no mix has exactly six layouts");
    let mine: Vec<[u8; CELLS]> = all.iter().filter(|l| mix_of(l) == SOLO_MIX).copied().collect();
    assert_eq!(mine.len(), 24);
    let mirror = |l: &[u8; CELLS], files: bool| -> [u8; CELLS] {
        let mut out = [GAP; CELLS];
        for c in 0..CELLS {
            let (f, r) = (c % SIDE, c / SIDE);
            let to = if files {
                r * SIDE + (SIDE - 1 - f)
            } else {
                (SIDE - 1 - r) * SIDE + f
            };
            let k = l[c];
            out[to] = if k >= GAP {
                k
            } else {
                let b = sides(k);
                let swap = |b: u8, x: u8, y: u8| {
                    let mut o = b & !(x | y);
                    if b & x != 0 {
                        o |= y;
                    }
                    if b & y != 0 {
                        o |= x;
                    }
                    o
                };
                let nb = if files { swap(b, E, W) } else { swap(b, N, S) };
                (0..6).find(|&k| sides(k) == nb).unwrap()
            };
        }
        out
    };
    let mut seen = HashSet::new();
    let mut classes = 0;
    for l in &mine {
        if seen.contains(l) {
            continue;
        }
        classes += 1;
        for m in [
            *l,
            mirror(l, true),
            mirror(l, false),
            mirror(&mirror(l, true), false),
        ] {
            assert!(mine.contains(&m), "the mix is symmetric");
            seen.insert(m);
        }
    }
    assert_eq!(classes, 6);
}

// ---- gaps 2, 3, 5: the edges ----------------------------------------------

#[test]
fn gap_g2_gap_g5_every_number_of_the_die_has_its_own_place_on_the_outer_edge() {
    let places: HashSet<(usize, u8)> = NUMBERS.iter().copied().collect();
    assert_eq!(places.len(), 6);
    for (cell, side) in NUMBERS {
        assert_eq!(beyond(cell, side), None, "on the edge");
        assert_ne!(side, N, "not on the letters' side");
    }
    // Every throw of a match's die has a place: a round always has a goal.
    let r = duel();
    let mut s = dealt(&r, 3);
    play(&r, &mut s, "C");
    let mut out = Vec::new();
    r.chance_outcomes(&s, &mut out);
    assert_eq!(
        out.iter().map(|(m, _)| r.format_move(&s, m)).collect::<Vec<_>>(),
        ["1", "2", "3", "4", "5", "6"]
    );
}

#[test]
fn gap_g3_letters_stand_between_the_areas_a_above_the_first_players_a_file_and_the_seconds_e_file() {
    assert_eq!(letter_file(0, 0), 0);
    assert_eq!(letter_file(1, 0), 4);
    assert_eq!(letter_file(0, 4), 4);
    assert_eq!(letter_file(1, 4), 0);
    // The second player's path from E starts on his a5: the same slot.
    let p = area(P);
    assert!(path(&p, 1, 4, 2).is_some());
    assert!(path(&p, 0, 4, 2).is_none());
}

#[test]
fn gap_g4_a_path_follows_the_lines_from_the_letters_edge_to_the_numbers_edge() {
    let p = area(P);
    // A (file a): down a5 a4 a3, the corner on a2 turns it out left: 2.
    assert_eq!(path(&p, 0, 0, 2), Some(vec![20, 15, 10, 5]));
    // The same line reaches no other number.
    for die in [1, 3, 4, 5, 6] {
        assert_eq!(path(&p, 0, 0, die), None, "die {die}");
    }
    // B: b5 is a straight across, which does not meet the top edge.
    assert!((1..=6).all(|d| path(&p, 0, 1, d).is_none()));
    // The gap breaks a path: a2 emptied.
    let q = area(Q);
    assert_eq!(path(&q, 0, 0, 2), None);
    // Leaving the area elsewhere than at the number: D enters d5 (r,
    // south and east) from the top, which its line does not meet.
    assert_eq!(path(&p, 0, 3, 6), None);
}

// ---- set-up -----------------------------------------------------------------

#[test]
fn rule_setup_each_area_is_dealt_cell_by_cell_from_the_seed_weighted_by_the_tiles_left() {
    let r = duel();
    let mut s = r.initial();
    assert_eq!(r.status(&s), Status::Chance);
    let mut out = Vec::new();
    r.chance_outcomes(&s, &mut out);
    let shown: Vec<(String, u32)> = out.iter().map(|(m, w)| (r.format_move(&s, m), *w)).collect();
    assert_eq!(
        shown,
        [
            ("ew", 4),
            ("ns", 4),
            ("ne", 4),
            ("nw", 4),
            ("se", 4),
            ("sw", 4),
            ("gap", 1)
        ]
        .map(|(a, b)| (a.to_string(), b))
    );
    // Aliases: the sides in either order, Italian `o` for west.
    play(&r, &mut s, "we so gap");
    assert_eq!(&s.areas[0][..3], &[0, 5, GAP]);
    let mut out = Vec::new();
    r.chance_outcomes(&s, &mut out);
    assert_eq!(out.len(), 6, "one gap only");
    assert_eq!(out[0].1, 3, "three `ew` left");
    // 50 throws deal both areas; the first player then picks.
    let s = dealt(&r, 11);
    assert_eq!(s.phase, Phase::Pick { seat: 0 });
    assert!(
        s.areas
            .iter()
            .all(|a| a.iter().filter(|&&c| c == GAP).count() == 1)
    );
    // Another seed, another layout.
    assert_ne!(dealt(&r, 12).areas, s.areas);
}

// ---- the Oriental variant -------------------------------------------------------

#[test]
fn rule_oriental_the_picker_chooses_among_the_letters_in_their_slots_and_the_other_throws_and_slides_first() {
    let r = duel();
    let mut s = dealt(&r, 5);
    assert_eq!(r.status(&s), Status::ToMove(Seat(0)));
    assert_eq!(texts(&r, &s), ["A", "B", "C", "D", "E"].map(String::from).into());
    play(&r, &mut s, "c");
    assert_eq!(r.status(&s), Status::Chance);
    assert_eq!(r.view(&s, None).to_throw, Some(Seat(1)));
    play(&r, &mut s, "4");
    assert_eq!(r.status(&s), Status::ToMove(Seat(1)));
    // A letter already taken is refused, and says so.
    let s = at(&r, &format!("{Q} {P} 0.... pick:1 0"));
    assert_eq!(texts(&r, &s).len(), 4);
    let err = r.parse_move(&s, "A").unwrap_err();
    assert!(format!("{err:?}").contains("squareoff-letter-gone"), "{err:?}");
}

#[test]
fn rule_oriental_a_slide_pushes_the_named_tile_and_those_between_it_and_the_gap() {
    let r = duel();
    let mut s = at(&r, &format!("{P} {P} ..... slide:0:1:E:5 0"));
    // The gap is on d4: its rank and its file.
    assert_eq!(
        texts(&r, &s),
        ["a4", "b4", "c4", "e4", "d1", "d2", "d3", "d5"]
            .map(String::from)
            .into()
    );
    // a4 pushes a4, b4 and c4 one cell right.
    play(&r, &mut s, "a4");
    assert!(
        r.position_text(&s).starts_with("|--r7/.|LJ-/"),
        "{}",
        r.position_text(&s)
    );
    assert_eq!(r.status(&s), Status::ToMove(Seat(1)));
    // Turns alternate; the second player slides in his own area.
    play(&r, &mut s, "d1");
    assert!(
        r.position_text(&s).contains(" |--r7/|LJ7-/|rL|J/J7r7L/-LJ.r "),
        "{}",
        r.position_text(&s)
    );
    // The catalog's examples: c3 and a5, each in the gap's line.
    let mut s = at(&r, &format!("{P} {P} ..... slide:0:1:E:5 0"));
    play(&r, &mut s, "d5 d5 c5 d4 c3 d5 a3 d4 a5");
    assert_eq!(s.last, Some((0, 20, 10)));
    // A tile not in the gap's line, and the gap itself, are refused.
    let err = r.parse_move(&s, "b2").unwrap_err();
    assert!(format!("{err:?}").contains("squareoff-not-in-line"), "{err:?}");
    let err = r.parse_move(&s, "d4").unwrap_err();
    assert!(format!("{err:?}").contains("squareoff-is-gap"), "{err:?}");
    let err = r.parse_move(&s, "zz").unwrap_err();
    assert!(matches!(err, crate::MoveError::NotAMove { .. }), "{err:?}");
}

#[test]
fn rule_oriental_the_movers_own_completed_path_wins_the_round_and_the_loser_picks_next() {
    let r = duel();
    let mut s = at(&r, &format!("{Q} {P} ..... slide:0:1:A:2 0"));
    play(&r, &mut s, "b2");
    assert_eq!(s.letters[0], Letter::Won(0));
    assert_eq!(s.phase, Phase::Pick { seat: 1 });
    assert_eq!(r.position_text(&s).split(' ').nth(2), Some("0...."));
    // A path counts at its owner's own slide: the first player's A to 2
    // is already complete in P, yet the second player's slide does not
    // end the round; the first player's next slide, keeping it, does.
    let mut s = at(&r, &format!("{P} {P} ..... slide:1:0:A:2 0"));
    play(&r, &mut s, "d5");
    assert_eq!(r.status(&s), Status::ToMove(Seat(0)));
    play(&r, &mut s, "d5");
    assert_eq!(s.letters[0], Letter::Won(0));
}

#[test]
fn rule_oriental_three_letters_win_the_match() {
    let r = duel();
    let mut s = at(&r, &format!("{Q} {P} .001. slide:0:1:A:2 0"));
    play(&r, &mut s, "b2");
    let Status::Over(o) = r.status(&s) else {
        panic!("over")
    };
    assert_eq!(o.winner, Some(Seat(0)));
    assert_eq!(o.scores, Some(vec![3, 1]));
    assert!(r.legal_vec(&s).is_empty());
}

#[test]
fn rule_oriental_a_round_with_no_path_after_200_slides_gives_its_letter_to_nobody() {
    let r = duel();
    let mut s = at(&r, &format!("{P} {P} 0.... slide:0:0:C:1 199"));
    play(&r, &mut s, "d5");
    assert_eq!(s.letters[2], Letter::Void);
    // The other player (not the round's picker) picks next.
    assert_eq!(s.phase, Phase::Pick { seat: 1 });
    // With no letter left the one with more letters wins; equal draw.
    let mut s = at(&r, &format!("{P} {P} 01x.1 slide:1:1:D:1 199"));
    play(&r, &mut s, "d5");
    let Status::Over(o) = r.status(&s) else {
        panic!("over")
    };
    assert_eq!(o.winner, Some(Seat(1)));
    let mut s = at(&r, &format!("{P} {P} 01xx. slide:1:1:E:1 199"));
    play(&r, &mut s, "d5");
    let Status::Over(o) = r.status(&s) else {
        panic!("over")
    };
    assert_eq!(o.winner, None);
}

#[test]
fn rule_oriental_every_step_has_at_most_25_choices() {
    let r = duel();
    let mut rng = Lcg(3);
    let mut s = dealt(&r, 3);
    for _ in 0..300 {
        match r.status(&s) {
            Status::Over(_) => break,
            Status::Chance => {
                let mut out = Vec::new();
                r.chance_outcomes(&s, &mut out);
                assert!(out.len() <= 25);
                r.apply(&mut s, &out[rng.below(out.len())].0.clone());
            }
            Status::ToMove(_) => {
                let moves = r.legal_vec(&s);
                assert!(!moves.is_empty() && moves.len() <= 25);
                r.apply(&mut s, &moves[rng.below(moves.len())]);
            }
        }
    }
}

// ---- the solitaire ------------------------------------------------------------

#[test]
fn rule_solitaire_one_seat_dealt_at_once_then_slides() {
    let r = solo();
    assert_eq!(r.seats(), 1);
    let s = r.initial();
    assert_eq!(r.status(&s), Status::Chance);
    let s = dealt(&r, 9);
    assert_eq!(r.status(&s), Status::ToMove(Seat(0)));
    let n = texts(&r, &s).len();
    assert!((2..=8).contains(&n), "{n} slides");
}

#[test]
fn rule_solitaire_a_closed_loop_through_all_24_tiles_wins() {
    let r = solo();
    let target = layouts_for(&dealt(&r, 1).areas[0])[0];
    // The loop with one tile slid out of place, then back.
    let gap = gap_of(&target).unwrap();
    let next = [N, E, S, W].iter().find_map(|&d| beyond(gap, d)).unwrap();
    let mut broken = target;
    slide(&mut broken, gap, next);
    let text = |a: &[u8; CELLS]| {
        (0..SIDE)
            .rev()
            .map(|rank| (0..SIDE).map(|f| symbol(a[rank * SIDE + f])).collect::<String>())
            .collect::<Vec<_>>()
            .join("/")
    };
    let mut s = at(&r, &format!("{} slide 10", text(&broken)));
    assert_eq!(r.status(&s), Status::ToMove(Seat(0)));
    play(&r, &mut s, &cell_name(gap));
    let Status::Over(o) = r.status(&s) else {
        panic!("solved")
    };
    assert_eq!(o.winner, Some(Seat(0)));
    assert_eq!(o.scores, Some(vec![11]));
}

/// The loop must hold every tile: two closed lines with every end met
/// are no solution (gap of §12b).
#[test]
fn gap_solitaire_two_closed_lines_are_not_one_loop() {
    // A square of four corners on a1–b2; the other 20 tiles round a
    // cycle found by search, the gap on c1.
    let mut a = [GAP; CELLS];
    a[0] = 2; // a1: ne
    a[1] = 3; // b1: nw
    a[5] = 4; // a2: se
    a[6] = 5; // b2: sw
    let rest: Vec<usize> = (0..CELLS).filter(|&c| ![0, 1, 5, 6, 2].contains(&c)).collect();
    fn find(path: &mut Vec<usize>, rest: &[usize]) -> bool {
        let cur = *path.last().unwrap();
        if path.len() == rest.len() {
            return [N, E, S, W].iter().any(|&d| beyond(cur, d) == Some(path[0]));
        }
        for d in [N, E, S, W] {
            if let Some(n) = beyond(cur, d)
                && rest.contains(&n)
                && !path.contains(&n)
            {
                path.push(n);
                if find(path, rest) {
                    return true;
                }
                path.pop();
            }
        }
        false
    }
    let mut cycle = vec![rest[0]];
    assert!(find(&mut cycle, &rest));
    let n = cycle.len();
    for i in 0..n {
        let here = cycle[i];
        let mut bits = 0;
        for o in [cycle[(i + n - 1) % n], cycle[(i + 1) % n]] {
            bits |= [N, E, S, W]
                .into_iter()
                .find(|&d| beyond(here, d) == Some(o))
                .unwrap();
        }
        a[here] = (0..6).find(|&k| sides(k) == bits).unwrap();
    }
    // Every line end meets another: only the count of loops fails.
    for c in (0..CELLS).filter(|&c| a[c] < GAP) {
        for d in [N, E, S, W] {
            if sides(a[c]) & d != 0 {
                let next = beyond(c, d).expect("inside");
                assert!(sides(a[next]) & opposite(d) != 0);
            }
        }
    }
    assert!(!is_loop(&a));
    assert!(!model::is_loop(&a));
}

#[test]
fn rule_solitaire_the_solver_finishes_from_random_positions_in_well_under_a_second() {
    let r = solo();
    for seed in [1u64, 2, 3, 4] {
        let mut s = dealt(&r, seed);
        let mut rng = Lcg(seed);
        for _ in 0..(seed * 17) {
            let moves = r.legal_vec(&s);
            if moves.is_empty() {
                break;
            }
            r.apply(&mut s, &moves[rng.below(moves.len())]);
        }
        if r.status(&s) != Status::ToMove(Seat(0)) {
            continue;
        }
        let started = std::time::Instant::now();
        let moves = r.solution(&s).expect("a solution");
        assert!(
            started.elapsed().as_millis() < 500,
            "seed {seed}: {:?}",
            started.elapsed()
        );
        for m in &moves {
            assert!(r.is_legal(&s, m), "seed {seed}: every move legal");
            r.apply(&mut s, m);
        }
        let Status::Over(o) = r.status(&s) else {
            panic!("seed {seed}: ended")
        };
        assert_eq!(o.winner, Some(Seat(0)), "seed {seed}: solved");
    }
    // Nothing to show in the two-player game, during the deal or once over.
    assert!(duel().solution(&dealt(&duel(), 1)).is_none());
    assert!(r.solution(&r.initial()).is_none());
}

#[test]
fn the_solver_handles_either_parity_of_the_deal() {
    // The same tiles with two of different kinds swapped: the other
    // parity, were the tiles all different.
    let r = solo();
    let s = dealt(&r, 21);
    let a = s.areas[0];
    let mut b = a;
    let (x, y) = {
        let mut cells = (0..CELLS).filter(|&c| a[c] != GAP);
        let x = cells.next().unwrap();
        let y = cells.find(|&c| a[c] != a[x]).unwrap();
        (x, y)
    };
    b.swap(x, y);
    for area in [a, b] {
        let moves = solve(&area).expect("solvable");
        let mut t = area;
        for m in moves {
            let g = gap_of(&t).unwrap();
            slide(&mut t, g, usize::from(m));
        }
        assert!(is_loop(&t));
    }
}

// ---- positions -------------------------------------------------------------------

#[test]
fn positions_read_back_and_bad_ones_are_refused() {
    let r = duel();
    let mut rng = Lcg(8);
    let mut s = r.initial();
    for _ in 0..140 {
        let text = r.position_text(&s);
        let back = at(&r, &text);
        assert_eq!(r.position_text(&back), text);
        assert_eq!(texts(&r, &back), texts(&r, &s));
        match r.status(&s) {
            Status::Over(_) => break,
            Status::Chance => {
                let mut out = Vec::new();
                r.chance_outcomes(&s, &mut out);
                r.apply(&mut s, &out[rng.below(out.len())].0.clone());
            }
            Status::ToMove(_) => {
                let moves = r.legal_vec(&s);
                r.apply(&mut s, &moves[rng.below(moves.len())]);
            }
        }
    }
    for bad in [
        format!("{P} {P} ..... slide:0:1:E:5"),
        format!("{P} {P} ..... slide:1:1:E:5 0"),
        format!("{P} {P} ..... slide:0:1:E:7 0"),
        format!("{P} {P} 000.. slide:0:1:E:5 0"),
        format!("{P} {P} 0.... slide:0:1:A:5 0"),
        format!("{P} {P} ..... pick:0 3"),
        format!("{P} ?|--r7/|LJ.-/|rL7J/J7r|L/-LJ7r ..... pick:0 0"),
        format!("{} {P} ..... pick:0 0", P.replace('L', "-")),
        format!("{} {P} ..... pick:0 0", P.replace('J', "x")),
        format!("{P} {P} ..... slide:1:1:A:2 1"),
    ] {
        assert!(r.from_position(&bad).is_err(), "{bad}");
    }
    assert!(
        solo().from_position(&format!("{P} slide 0")).is_err(),
        "the box's mix, not the solitaire's"
    );
}

// ---- the picture ---------------------------------------------------------------

#[test]
fn the_picture_shows_both_areas_the_letters_the_numbers_and_a_complete_path() {
    let r = duel();
    let mut s = at(&r, &format!("{Q} {P} ..... slide:0:1:A:2 0"));
    let v = r.view(&s, None);
    assert_eq!(
        v.pieces.iter().filter(|p| p.kind.starts_with("tile:")).count(),
        48
    );
    assert_eq!(v.cell_labels.len(), 12);
    assert!(v.pieces.iter().any(|p| p.cell == "~slotA" && p.kind == "A"));
    assert!(v.specials.iter().any(|sp| sp.cell == "~n02"));
    assert_eq!(v.dice.as_ref().map(|d| d.value.as_str()), Some("2"));
    // Each reader sees his own area named, the other's not.
    assert!(
        v.pieces
            .iter()
            .any(|p| p.cell == "a5" && p.owner == Some(Seat(0)))
    );
    let mine = r.view(&s, Some(Seat(1)));
    assert!(
        mine.pieces
            .iter()
            .any(|p| p.cell == "a5" && p.owner == Some(Seat(1)))
    );
    // The second player's area lies turned: his `|` stays `ns`, his
    // corner `r` (south and east) shows north and west.
    assert!(v.pieces.iter().any(|p| p.cell == "~1d5" && p.kind == "tile:nw"));
    play(&r, &mut s, "b2");
    let v = r.view(&s, None);
    assert!(
        v.pieces.iter().all(|p| !p.kind.contains("green")),
        "a new round: no path yet"
    );
    let s = at(&r, &format!("{P} {P} ..... slide:0:1:A:2 0"));
    let v = r.view(&s, None);
    let green: Vec<&str> = v
        .pieces
        .iter()
        .filter(|p| p.kind.ends_with("~paint:green"))
        .map(|p| p.cell.as_str())
        .collect();
    assert_eq!(green, ["a2", "a3", "a4", "a5"]);
}

// ---- a second model -----------------------------------------------------------

/// A second model, written differently: the area as rows of characters,
/// slides as repeated swaps, paths and loops by joining the midpoints of
/// the cells' sides with a union-find.
mod model {
    use super::super::board::{CELLS, GAP, SIDE};

    /// The sides a symbol's line joins, as (dx, dy) steps.
    fn ends(c: char) -> Vec<(i32, i32)> {
        match c {
            '-' => vec![(1, 0), (-1, 0)],
            '|' => vec![(0, 1), (0, -1)],
            'L' => vec![(0, 1), (1, 0)],
            'J' => vec![(0, 1), (-1, 0)],
            'r' => vec![(0, -1), (1, 0)],
            '7' => vec![(0, -1), (-1, 0)],
            _ => vec![],
        }
    }

    pub fn grid(area: &[u8; CELLS]) -> Vec<Vec<char>> {
        (0..SIDE)
            .map(|y| {
                (0..SIDE)
                    .map(|x| super::super::board::symbol(area[y * SIDE + x]))
                    .collect()
            })
            .collect()
    }

    /// Cells (x, y) whose tile may be pushed.
    pub fn slides(g: &[Vec<char>]) -> Vec<(usize, usize)> {
        let (gx, gy) = gap(g);
        let mut out = Vec::new();
        for y in 0..SIDE {
            for x in 0..SIDE {
                if (x == gx) != (y == gy) {
                    out.push((x, y));
                }
            }
        }
        out
    }

    fn gap(g: &[Vec<char>]) -> (usize, usize) {
        for y in 0..SIDE {
            for x in 0..SIDE {
                if g[y][x] == '.' {
                    return (x, y);
                }
            }
        }
        (99, 99)
    }

    /// Pushes (x, y): swap the gap towards it one cell at a time.
    pub fn push(g: &mut [Vec<char>], x: usize, y: usize) {
        loop {
            let (gx, gy) = gap(g);
            if (gx, gy) == (x, y) {
                return;
            }
            let (nx, ny) = (
                (gx as i32 + (x as i32 - gx as i32).signum()) as usize,
                (gy as i32 + (y as i32 - gy as i32).signum()) as usize,
            );
            let t = g[ny][nx];
            g[ny][nx] = '.';
            g[gy][gx] = t;
        }
    }

    /// Midpoints of sides, doubled coordinates: a cell (x, y) has its
    /// centre at (2x+1, 2y+1).
    fn point(x: usize, y: usize, d: (i32, i32)) -> usize {
        let (px, py) = (2 * x as i32 + 1 + d.0, 2 * y as i32 + 1 + d.1);
        (py * 11 + px) as usize
    }

    fn find(parent: &mut [usize], a: usize) -> usize {
        let mut a = a;
        while parent[a] != a {
            parent[a] = parent[parent[a]];
            a = parent[a];
        }
        a
    }

    fn joined(g: &[Vec<char>]) -> (Vec<usize>, Vec<u8>) {
        let mut parent: Vec<usize> = (0..121).collect();
        let mut degree = vec![0u8; 121];
        for y in 0..SIDE {
            for x in 0..SIDE {
                let e = ends(g[y][x]);
                if e.len() == 2 {
                    let (a, b) = (point(x, y, e[0]), point(x, y, e[1]));
                    degree[a] += 1;
                    degree[b] += 1;
                    let (ra, rb) = (find(&mut parent, a), find(&mut parent, b));
                    parent[ra] = rb;
                }
            }
        }
        (parent, degree)
    }

    /// Whether the letter's port (top of its file) and the number's port
    /// are joined by the lines. Numbers: 1 left of a4, 2 left of a2, 3
    /// below b1, 4 below d1, 5 right of e2, 6 right of e4.
    pub fn path(g: &[Vec<char>], seat: u8, letter: u8, die: u8) -> bool {
        let file = if seat == 0 {
            letter as usize
        } else {
            4 - letter as usize
        };
        let (mut parent, _) = joined(g);
        let from = point(file, 4, (0, 1));
        let to = match die {
            1 => point(0, 3, (-1, 0)),
            2 => point(0, 1, (-1, 0)),
            3 => point(1, 0, (0, -1)),
            4 => point(3, 0, (0, -1)),
            5 => point(4, 1, (1, 0)),
            _ => point(4, 3, (1, 0)),
        };
        find(&mut parent, from) == find(&mut parent, to)
    }

    /// One loop through every tile: every used midpoint met twice, and
    /// one component.
    pub fn is_loop(area: &[u8; CELLS]) -> bool {
        if area.iter().any(|&c| c > GAP) {
            return false;
        }
        let g = grid(area);
        let (mut parent, degree) = joined(&g);
        if degree.contains(&1) {
            return false;
        }
        let roots: std::collections::HashSet<usize> = (0..121)
            .filter(|&p| degree[p] > 0)
            .map(|p| find(&mut parent, p))
            .collect();
        roots.len() == 1
    }
}

/// The engine and the second model agree at every slide of random games:
/// the slides offered, the area after each, whether the mover's path is
/// complete (the round won) and, in the solitaire, whether it is a loop.
#[test]
fn the_second_model_agrees_along_random_games() {
    let r = duel();
    for seed in [1u64, 2] {
        let mut rng = Lcg(seed);
        let mut s = dealt(&r, seed);
        for _ in 0..400 {
            match r.status(&s) {
                Status::Over(_) => break,
                Status::Chance => {
                    let mut out = Vec::new();
                    r.chance_outcomes(&s, &mut out);
                    r.apply(&mut s, &out[rng.below(out.len())].0.clone());
                }
                Status::ToMove(Seat(seat)) => {
                    let moves = r.legal_vec(&s);
                    let mv = moves[rng.below(moves.len())];
                    if let (Phase::Slide { letter, die, .. }, SMove::Slide(cell)) = (s.phase, mv) {
                        let mut g = model::grid(&s.areas[usize::from(seat)]);
                        let mine: BTreeSet<(usize, usize)> = moves
                            .iter()
                            .map(|m| match m {
                                SMove::Slide(c) => (usize::from(*c) % SIDE, usize::from(*c) / SIDE),
                                _ => (99, 99),
                            })
                            .collect();
                        assert_eq!(mine, model::slides(&g).into_iter().collect());
                        model::push(&mut g, usize::from(cell) % SIDE, usize::from(cell) / SIDE);
                        let won = model::path(&g, seat, letter, die);
                        r.apply(&mut s, &mv);
                        assert_eq!(model::grid(&s.areas[usize::from(seat)]), g, "seed {seed}");
                        assert_eq!(
                            s.letters[usize::from(letter)] == Letter::Won(seat),
                            won,
                            "seed {seed}"
                        );
                    } else {
                        r.apply(&mut s, &mv);
                    }
                }
            }
        }
    }
    for l in loops() {
        assert!(model::is_loop(l));
    }
    let r = solo();
    let mut rng = Lcg(5);
    let mut s = dealt(&r, 5);
    for _ in 0..300 {
        let moves = r.legal_vec(&s);
        if moves.is_empty() {
            break;
        }
        r.apply(&mut s, &moves[rng.below(moves.len())]);
        assert_eq!(is_loop(&s.areas[0]), model::is_loop(&s.areas[0]));
        assert_eq!(
            matches!(r.status(&s), Status::Over(_)),
            model::is_loop(&s.areas[0])
        );
    }
}

/// The bot's way through the solitaire: solve afresh at every move and
/// play the first slide. The plan must not wander: each step's search
/// starts from every tile of the kind it needs, so a slide along the plan
/// leaves a plan one slide shorter.
#[test]
fn solving_afresh_at_every_slide_still_finishes() {
    let r = solo();
    let mut s = dealt(&r, 31);
    let full = solve(&s.areas[0]).expect("a solution").len();
    let mut n = 0;
    while r.status(&s) == Status::ToMove(Seat(0)) {
        let first = solve(&s.areas[0]).expect("a solution")[0];
        r.apply(&mut s, &SMove::Slide(first));
        n += 1;
        assert!(n <= full, "{n} slides, more than the first plan's {full}");
    }
    assert!(is_loop(&s.areas[0]));
}
