//! Ishi: a test per rule of the catalog entry (`rule_…`) and per gap
//! (`gap_N_…`), the text's examples, positions read back, and a brute
//! force (every way to finish the turn tried) compared with the legal
//! cells along seeded random games.

use super::board::{self, CELLS, NEIGHBOURS, name, read};
use super::*;
use crate::Options;
use crate::playout::SplitMix64;

fn rules() -> Ishi {
    Ishi::new(&Options::defaults(INFO.options)).expect("defaults")
}

fn play_all(rules: &Ishi, state: &mut IshiState, texts: &str) {
    for t in texts.split_whitespace() {
        rules
            .play(state, t)
            .unwrap_or_else(|e| panic!("{t} in {}: {e:?}", rules.position_text(state)));
    }
}

fn texts(rules: &Ishi, state: &IshiState) -> Vec<String> {
    rules
        .legal_vec(state)
        .iter()
        .map(|m| rules.format_move(state, m))
        .collect()
}

fn set(cells: &str) -> u64 {
    cells
        .split_whitespace()
        .map(|c| 1u64 << read(c).expect("cell"))
        .sum()
}

/// The opening used by many tests: Black's seven along row g.
const OPEN: &str = "g1 g2 g3 g4 g5 g6 g7";

#[test]
fn gap_1_the_board_is_a_triangle_of_55_cells_with_six_neighbours() {
    assert_eq!(CELLS, 55);
    assert_eq!(name(0), "a1");
    assert_eq!(name(54), "j10");
    assert_eq!(read("j10"), Some(54));
    assert_eq!(read("a2"), None);
    assert_eq!(read("k1"), None);
    let n = |c: &str| NEIGHBOURS[read(c).unwrap()];
    assert_eq!(n("a1"), set("b1 b2"));
    assert_eq!(n("e3"), set("e2 e4 d2 d3 f3 f4"));
    assert_eq!(n("j1"), set("i1 j2"));
    assert_eq!(n("j10"), set("i9 j9"));
    let sixes = (0..CELLS).filter(|&c| NEIGHBOURS[c].count_ones() == 6).count();
    assert_eq!(sixes, 28, "the inner triangle of side 7");
    for (c, &around) in NEIGHBOURS.iter().enumerate() {
        for d in board::cells(around) {
            assert!(NEIGHBOURS[d] >> c & 1 == 1, "{} {}", name(c), name(d));
        }
    }
}

#[test]
fn gap_7_black_opens_on_an_empty_board_with_forty_stones_each() {
    let r = rules();
    let s = r.initial();
    assert_eq!(r.status(&s), Status::ToMove(Seat::FIRST));
    assert_eq!(s.supply(), [40, 40]);
    assert_eq!(s.stones(), [0, 0]);
    assert_eq!(texts(&r, &s).len(), 55, "any cell opens");
}

#[test]
fn rule_opening_places_exactly_seven_connected_stones() {
    let r = rules();
    let mut s = r.initial();
    play_all(&r, &mut s, "g1 g2 g3 g4 g5 g6");
    // Six is not a count of the opening: no end, and only touching cells.
    let legal = texts(&r, &s);
    assert!(!legal.contains(&"end".to_string()));
    assert!(!legal.contains(&"a1".to_string()));
    assert!(legal.contains(&"g7".to_string()) && legal.contains(&"h1".to_string()));
    assert!(matches!(r.parse_move(&s, "a1"), Err(MoveError::Illegal { .. })));
    assert!(matches!(r.parse_move(&s, "end"), Err(MoveError::Illegal { .. })));
    r.play(&mut s, "g7").unwrap();
    // The seventh closes the turn by itself.
    assert_eq!(s.to_move(), Seat::SECOND);
    assert_eq!(s.prev(), Some(7));
    assert_eq!(s.supply(), [33, 40]);
}

#[test]
fn rule_after_n_stones_place_n_plus_one_or_one_to_n_minus_one() {
    let r = rules();
    let mut s = r.initial();
    play_all(&r, &mut s, OPEN);
    assert_eq!(notation::counts_text(s.counts()), "1–6, 8");
    // White stops after 3: allowed.
    play_all(&r, &mut s, "a1 b1 c1");
    assert!(texts(&r, &s).contains(&"end".to_string()));
    play_all(&r, &mut s, "d1 e1 f1");
    // Seven is not allowed: no end after seven, the eighth is due.
    play_all(&r, &mut s, "b2");
    assert!(!texts(&r, &s).contains(&"end".to_string()));
    play_all(&r, &mut s, "c2");
    assert_eq!(s.to_move(), Seat::FIRST, "the eighth ends the turn");
    assert_eq!(s.prev(), Some(8));
    assert_eq!(notation::counts_text(s.counts()), "1–7, 9");
}

#[test]
fn rule_after_one_both_one_and_two_are_legal_and_then_three_or_one() {
    let r = rules();
    let mut s = r.initial();
    play_all(&r, &mut s, OPEN);
    play_all(&r, &mut s, "a1 end");
    assert_eq!(notation::counts_text(s.counts()), "1, 2");
    play_all(&r, &mut s, "j1");
    assert!(
        texts(&r, &s).contains(&"end".to_string()),
        "one is allowed after one"
    );
    play_all(&r, &mut s, "j2");
    assert_eq!(s.to_move(), Seat::SECOND, "two ends the turn");
    assert_eq!(notation::counts_text(s.counts()), "1, 3");
}

#[test]
fn rule_one_stone_is_always_possible_so_phase_one_fills_the_board() {
    let r = rules();
    let mut rng = SplitMix64(5);
    for _ in 0..4 {
        let mut s = r.initial();
        while s.phase() == Phase::Place {
            let moves = r.legal_vec(&s);
            assert!(!moves.is_empty());
            r.apply(&mut s, &moves[rng.below(moves.len())]);
        }
        assert_eq!(s.stones()[0] | s.stones()[1], board::ALL);
    }
}

#[test]
fn rule_whoever_fills_the_board_loses_phase_one() {
    let r = rules();
    // One empty cell, j10; White to place, after Black's 2.
    let text = "b/bb/bbb/bbbb/bbbbb/wwwwww/wwwwwww/wwwwwwww/wwwwwwwww/bbbbbbbbb. w 1 2 - 16,10 - 60";
    let mut s = r.from_position(text).unwrap();
    r.play(&mut s, "j10").unwrap();
    assert_eq!(s.phase1_loser(), Some(Seat::SECOND));
    assert_eq!(s.phase(), Phase::Remove);
    // Gap 5: alternation goes on, Black removes first.
    assert_eq!(s.to_move(), Seat::FIRST);
    assert_eq!(s.prev(), None);
}

#[test]
fn gap_5_option_reopen_gives_the_first_removal_to_the_opener() {
    let r = Ishi::with(Connect::EachMove, true);
    let text = "b/bb/bbb/bbbb/bbbbb/wwwwww/wwwwwww/wwwwwwww/wwwwwwwww/bbbbbbbbb. b 1 2 - 16,10 - 60";
    let mut s = r.from_position(text).unwrap();
    r.play(&mut s, "j10").unwrap();
    assert_eq!(s.phase1_loser(), Some(Seat::FIRST));
    assert_eq!(
        s.to_move(),
        Seat::FIRST,
        "the opener, though Black filled the board"
    );
}

#[test]
fn gap_2_each_moves_stones_connect_and_the_option_frees_them_after_the_opening() {
    let r = rules();
    let mut s = r.initial();
    play_all(&r, &mut s, OPEN);
    play_all(&r, &mut s, "a1");
    // a1 touches nothing White plays next except b1, b2.
    let err = r.parse_move(&s, "j5").unwrap_err();
    assert!(format!("{err:?}").contains("ishi-apart"), "{err:?}");
    // Contact with older stones does not count: h1 touches Black's g1 only.
    let free = Ishi::with(Connect::Opening, false);
    let mut t = free.initial();
    play_all(&free, &mut t, OPEN);
    play_all(&free, &mut t, "a1 j5 j9 end");
    assert_eq!(t.stones()[1], set("a1 j5 j9"));
    // The opening stays connected under the option too.
    let mut u = free.initial();
    free.play(&mut u, "a1").unwrap();
    assert!(free.parse_move(&u, "j5").is_err());
}

#[test]
fn gap_3_any_connected_part_of_a_group_may_be_taken() {
    let r = rules();
    // Phase 2, after a removal of 3: take 2 of Black's row of nine.
    let text = "./../.../..../...../....../......./......../........./bbbbbbbbbw w 2 3 - 0,0 b 200";
    let mut s = r.from_position(text).unwrap();
    play_all(&r, &mut s, "j4 j5 end");
    assert_eq!(s.stones()[0], set("j1 j2 j3 j6 j7 j8 j9"));
    assert_eq!(s.to_move(), Seat::FIRST);
    // One move takes one colour: j10 is white.
    let mut t = r.from_position(text).unwrap();
    play_all(&r, &mut t, "j9");
    let err = r.parse_move(&t, "j10").unwrap_err();
    assert!(format!("{err:?}").contains("ishi-other-colour"), "{err:?}");
}

#[test]
fn gap_4_the_first_removal_is_seven_if_possible_else_one_to_six() {
    let r = rules();
    let seven = "./../.../..../...../....../......./......../bbbbbbb../.......www w 2 o - 0,0 b 200";
    let s = r.from_position(seven).unwrap();
    assert_eq!(notation::counts_text(s.counts()), "7");
    // Only Black's seven can start it; White's three cannot reach seven.
    let legal = texts(&r, &s);
    assert!(legal.contains(&"i1".to_string()) && !legal.contains(&"j8".to_string()));
    let six = "./../.../..../...../....../......./......../bbbbbb.../.......www w 2 o - 0,0 b 200";
    let mut s = r.from_position(six).unwrap();
    assert_eq!(notation::counts_text(s.counts()), "1–6");
    play_all(&r, &mut s, "j8 end");
    assert_eq!(notation::counts_text(s.counts()), "1, 2");
    // The counts stay those of the turn's start while the seven go.
    let mut t = r.from_position(seven).unwrap();
    play_all(&r, &mut t, "i1 i2 i3");
    assert_eq!(notation::counts_text(t.counts()), "7");
}

#[test]
fn rule_phase_two_stones_belong_to_nobody_and_whoever_empties_the_board_loses_it() {
    let r = rules();
    // White, who lost phase 1, takes Black's stones; two left.
    let text = "./../.../..../...../....../......./......../........./bw........ w 2 3 - 0,0 w 200";
    let mut s = r.from_position(text).unwrap();
    let legal = texts(&r, &s);
    assert!(legal.contains(&"j1".to_string()) && legal.contains(&"j2".to_string()));
    play_all(&r, &mut s, "j1");
    play_all(&r, &mut s, "j2");
    // Black emptied the board: lost phase 2, White lost phase 1: a draw.
    let Status::Over(out) = r.status(&s) else {
        panic!("over")
    };
    assert_eq!(out.winner, None);
    assert_eq!(out.scores, Some(vec![1, 1]));
}

#[test]
fn rule_winning_both_phases_wins_the_game() {
    let r = rules();
    let text = "./../.../..../...../....../......./......../........./bw........ w 2 3 - 0,0 b 200";
    let mut s = r.from_position(text).unwrap();
    play_all(&r, &mut s, "j1 j2");
    let Status::Over(out) = r.status(&s) else {
        panic!("over")
    };
    assert_eq!(out.winner, Some(Seat::SECOND));
    assert_eq!(out.scores, Some(vec![0, 2]));
}

/// A placing position built from cell ranges, read back through its text.
fn placing(black: std::ops::Range<u64>, white: std::ops::Range<u64>, to_move: Seat, prev: u8) -> IshiState {
    let r = rules();
    let mut s = r.initial();
    s.stones[0] = black.clone().map(|c| 1u64 << c).sum();
    s.stones[1] = white.clone().map(|c| 1u64 << c).sum();
    s.supply = [40 - black.count() as u8, 40 - white.count() as u8];
    s.to_move = to_move;
    s.prev = prev;
    s.plies = 80;
    r.from_position(&r.position_text(&s)).unwrap()
}

#[test]
fn gap_6_no_count_beyond_the_supply_and_a_player_without_stones_passes_and_loses_phase_one() {
    let r = rules();
    // White holds 2 after Black's 2: 3 is out of reach, so f1 ends the turn.
    let mut s = placing(0..15, 17..55, Seat::SECOND, 2);
    assert_eq!(s.supply(), [25, 2]);
    assert_eq!(notation::counts_text(s.counts()), "1, 3");
    r.play(&mut s, "f1").unwrap();
    assert_eq!(
        s.to_move(),
        Seat::FIRST,
        "the turn stops at 1: 3 needs a third stone"
    );
    // Out of stones: the only move is a pass, and it loses phase 1.
    let mut v = placing(0..13, 15..55, Seat::SECOND, 1);
    assert_eq!(v.supply(), [27, 0]);
    assert_eq!(texts(&r, &v), vec!["pass"]);
    assert!(r.parse_move(&v, "e4").is_err());
    r.play(&mut v, "pass").unwrap();
    assert_eq!(v.phase1_loser(), Some(Seat::SECOND));
    assert_eq!(notation::counts_text(v.counts()), "1", "after 0, exactly 1");
    play_all(&r, &mut v, "e4 pass e5");
    // Black filled the board, but White had already lost phase 1.
    assert_eq!(v.phase(), Phase::Remove);
    assert_eq!(v.phase1_loser(), Some(Seat::SECOND));
}

#[test]
fn rule_the_catalog_examples_play() {
    // `/place f2 f3 g3` in phase 1 (here after an opening and a 1): three
    // connected stones.
    let r = rules();
    let mut s = r.initial();
    play_all(&r, &mut s, "a1 b1 b2 c1 c2 c3 d1 j1 end j2 j3");
    play_all(&r, &mut s, "f2 f3 g3");
    assert_eq!(s.stones()[1] & set("f2 f3 g3"), set("f2 f3 g3"));
    // `/take d1 e1` in phase 2: two touching stones of one colour.
    let text = "./../.../b.../b..../w...../......./......../........./.......... w 2 1 - 0,0 b 200";
    let mut t = r.from_position(text).unwrap();
    play_all(&r, &mut t, "d1 e1");
    assert_eq!(t.stones(), [0, set("f1")]);
    assert_eq!(t.to_move(), Seat::FIRST);
}

#[test]
fn notation_refusals_say_why_and_words_read_in_both_languages() {
    let r = rules();
    let mut s = r.initial();
    assert!(matches!(r.parse_move(&s, "zz"), Err(MoveError::NotAMove { .. })));
    assert!(matches!(
        r.parse_move(&s, "f2f3"),
        Err(MoveError::NotAMove { .. })
    ));
    play_all(&r, &mut s, "A1 B1");
    let err = r.parse_move(&s, "a1").unwrap_err();
    assert!(format!("{err:?}").contains("ishi-taken"), "{err:?}");
    let err = r.parse_move(&s, "end").unwrap_err();
    assert!(format!("{err:?}").contains("ishi-end-count"), "{err:?}");
    let err = r.parse_move(&s, "pass").unwrap_err();
    assert!(format!("{err:?}").contains("ishi-no-pass"), "{err:?}");
    play_all(&r, &mut s, "b2 c1 c2 c3 d1 j1");
    assert_eq!(r.parse_move(&s, "termina"), Ok(IMove::End));
    assert_eq!(r.parse_move(&s, "end"), Ok(IMove::End));
    assert_eq!(r.move_steps(&s, &IMove::Cell(54)), vec!["j", "10"]);
}

#[test]
fn positions_read_back_along_random_games() {
    let r = rules();
    let free = Ishi::with(Connect::Opening, true);
    let mut rng = SplitMix64(11);
    for rules in [&r, &free] {
        let mut s = rules.initial();
        assert_eq!(
            rules.position_text(&s),
            "./../.../..../...../....../......./......../........./.......... b 1 o - 40,40 - 0"
        );
        while !s.over() {
            let text = rules.position_text(&s);
            let back = rules
                .from_position(&text)
                .unwrap_or_else(|e| panic!("{text}: {e}"));
            assert_eq!(rules.position_text(&back), text);
            assert_eq!(rules.legal_vec(&back), rules.legal_vec(&s), "{text}");
            let moves = rules.legal_vec(&s);
            rules.apply(&mut s, &moves[rng.below(moves.len())]);
        }
    }
    for bad in [
        "",
        "b 1 o - 40,40 - 0",
        "./../.../..../...../....../......./......../........./.......... x 1 o - 40,40 - 0",
    ] {
        assert!(r.from_position(bad).is_err(), "{bad}");
    }
}

/// Brute force: can the turn, from `state`, still end at an allowed count?
/// Every next cell tried (no reasoning about regions).
fn can_finish(r: &Ishi, state: &IshiState, depth: u32) -> bool {
    if legal::may_end(state) {
        return true;
    }
    if depth == 0 {
        return false;
    }
    let me = state.to_move();
    for c in 0..CELLS as u8 {
        let bit = 1u64 << c;
        let filled = state.stones[0] | state.stones[1];
        let ok = match state.phase {
            Phase::Place => {
                filled & bit == 0
                    && state.supply[me.index()] > 0
                    && (state.turn == 0
                        || board::around(state.turn) & bit != 0
                        || (r.connect == Connect::Opening && state.prev != OPENING))
            }
            Phase::Remove => {
                filled & bit != 0
                    && (state.turn == 0
                        || (board::around(state.turn) & bit != 0
                            && state.stones[usize::from(state.taking)] & bit != 0))
            }
        };
        if !ok {
            continue;
        }
        let mut next = state.clone();
        // The stone alone, without the turn's automatic end.
        match next.phase {
            Phase::Place => {
                next.stones[me.index()] |= bit;
                next.supply[me.index()] -= 1;
            }
            Phase::Remove => {
                let colour = usize::from(next.stones[1] & bit != 0);
                next.taking = colour as u8;
                next.stones[colour] &= !bit;
            }
        }
        next.turn |= bit;
        if legal::may_end(&next) || can_finish(r, &next, depth - 1) {
            return true;
        }
    }
    false
}

#[test]
fn legal_cells_agree_with_a_brute_force_of_the_turns_end() {
    let r = rules();
    let mut rng = SplitMix64(3);
    let mut checked = 0;
    for _ in 0..3 {
        let mut s = r.initial();
        while !s.over() {
            let moves = r.legal_vec(&s);
            // Only where the brute force is small: counts up to 4.
            let top = 63 - s.counts().leading_zeros();
            if top <= 4 && !legal::must_pass(&s) {
                let depth = top - s.turn().count_ones();
                for c in 0..CELLS as u8 {
                    let listed = moves.contains(&IMove::Cell(c));
                    let bit = 1u64 << c;
                    let filled = s.stones[0] | s.stones[1];
                    let shaped = match s.phase {
                        Phase::Place => filled & bit == 0,
                        Phase::Remove => filled & bit != 0,
                    };
                    if !shaped {
                        assert!(!listed);
                        continue;
                    }
                    // Played through the brute force: one more stone, then any finish.
                    let fits = {
                        let mut one = s.clone();
                        let me = one.to_move().index();
                        let touching = s.turn() == 0
                            || board::around(s.turn()) & bit != 0
                            || (s.phase == Phase::Place
                                && r.connect == Connect::Opening
                                && s.prev != OPENING);
                        let colour_ok = s.phase == Phase::Place
                            || s.turn() == 0
                            || s.stones[usize::from(s.taking)] & bit != 0;
                        let supply_ok = s.phase == Phase::Remove || s.supply[me] > 0;
                        if touching && colour_ok && supply_ok {
                            match one.phase {
                                Phase::Place => {
                                    one.stones[me] |= bit;
                                    one.supply[me] -= 1;
                                }
                                Phase::Remove => {
                                    let colour = usize::from(one.stones[1] & bit != 0);
                                    one.taking = colour as u8;
                                    one.stones[colour] &= !bit;
                                }
                            }
                            one.turn |= bit;
                            legal::may_end(&one) || can_finish(&r, &one, depth.saturating_sub(1))
                        } else {
                            false
                        }
                    };
                    assert_eq!(
                        listed,
                        fits,
                        "{} in {}",
                        name(usize::from(c)),
                        r.position_text(&s)
                    );
                    checked += 1;
                }
            }
            r.apply(&mut s, &moves[rng.below(moves.len())]);
        }
    }
    assert!(checked > 100, "{checked}");
}
