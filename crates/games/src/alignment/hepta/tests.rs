//! Hepta's rules, one test per rule and gap of the catalog entry
//! (`randolph-16-37.md` §17, §17.3), a second model of the placements
//! compared along random games, and the solitaire's face and solver.

use std::collections::BTreeSet;

use super::board::*;
use super::solver::{count, solve};
use super::state::Phase;
use super::*;
use crate::options::OptionValue;
use crate::testing::{outcome, play};
use crate::{Options, Status};

fn duel() -> Hepta {
    Hepta::new(&Options::defaults(Hepta::info().options)).unwrap()
}

fn duel_with(pieces: i64) -> Hepta {
    let given = [("pieces".to_string(), OptionValue::Int(pieces))].into();
    Hepta::new(&Options::validate(Hepta::info().options, &given).unwrap()).unwrap()
}

fn solo_with(level: i64, guard: bool) -> HeptaSolo {
    let given = [
        ("level".to_string(), OptionValue::Int(level)),
        ("guard".to_string(), OptionValue::Bool(guard)),
    ]
    .into();
    HeptaSolo::new(&Options::validate(HeptaSolo::info().options, &given).unwrap()).unwrap()
}

fn solo() -> HeptaSolo {
    solo_with(1, true)
}

fn texts<R: Rules>(r: &R, s: &R::State) -> BTreeSet<String> {
    r.legal_vec(s).iter().map(|m| r.format_move(s, m)).collect()
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

/// The red squares of the tests: a1 b4 c4 d7 e2 f6 g3 (the catalog's
/// example of the notation).
const REDS_EXAMPLE: [&str; 7] = ["a1", "b4", "c4", "d7", "e2", "f6", "g3"];

/// The two-player game after the example's red squares and Yellow's
/// choice of `choice`.
fn chosen(r: &Hepta, choice: &str) -> HState {
    let mut s = r.initial();
    play(r, &mut s, &REDS_EXAMPLE);
    play(r, &mut s, &[choice]);
    s
}

#[test]
fn rule_board_is_seven_by_seven_a1_to_g7() {
    assert_eq!(CELLS, 49);
    assert_eq!(GRID.name(0), "a1");
    assert_eq!(GRID.name(48), "g7");
    let r = duel();
    assert_eq!(r.legal_vec(&r.initial()).len(), 49);
}

#[test]
fn rule_pieces_are_seven_straight_and_seven_corner_trominoes() {
    let r = duel();
    assert_eq!(r.initial().left, [7, 7]);
    // 5 straight in each of 7 ranks and 7 files; 4 corners in each of the
    // 36 squares of 2×2.
    assert_eq!(OF_SHAPE[Shape::I.index()].len(), 70);
    assert_eq!(OF_SHAPE[Shape::L.index()].len(), 144);
}

#[test]
fn rule_setup_1_the_first_player_lays_seven_red_squares_anywhere_even_touching() {
    let r = duel();
    let mut s = r.initial();
    for (i, cell) in ["d4", "d5", "e4", "e5", "a1", "a2", "g7"].iter().enumerate() {
        assert_eq!(r.status(&s), Status::ToMove(Seat(0)));
        assert_eq!(s.phase, Phase::Reds);
        assert_eq!(r.legal_vec(&s).len(), 49 - i, "every empty cell");
        play(&r, &mut s, &[cell]);
    }
    assert_eq!(s.reds.count_ones(), 7);
    assert_eq!(s.phase, Phase::Choose);
    // A cell already red is refused, saying so.
    let mut t = r.initial();
    play(&r, &mut t, &["d4"]);
    let e = r.parse_move(&t, "d4").unwrap_err();
    assert!(e.to_string().contains("hepta-red-there"), "{e}");
}

#[test]
fn rule_setup_2_the_second_player_picks_a_set_and_the_first_takes_the_other() {
    let r = duel();
    let mut s = r.initial();
    play(&r, &mut s, &REDS_EXAMPLE);
    assert_eq!(r.status(&s), Status::ToMove(Seat(1)));
    assert_eq!(texts(&r, &s), ["I", "L"].map(String::from).into());
    let l = chosen(&r, "L");
    assert_eq!(l.first, Shape::I, "Yellow took L, Blue plays I");
    assert_eq!(r.engine().shapes_of(&l, 1), &[Shape::L]);
    let i = chosen(&r, "choose I");
    assert_eq!(i.first, Shape::L);
    assert_eq!(r.engine().shapes_of(&i, 1), &[Shape::I]);
    // Typed in Italian too.
    let mut t = r.initial();
    play(&r, &mut t, &REDS_EXAMPLE);
    assert_eq!(r.parse_move(&t, "scelgo L").unwrap(), HMove::Choose(Shape::L));
}

#[test]
fn rule_setup_3_the_first_player_lays_the_first_tromino() {
    let r = duel();
    let s = chosen(&r, "L");
    assert_eq!(r.status(&s), Status::ToMove(Seat(0)));
    assert!(
        r.legal_vec(&s)
            .iter()
            .all(|m| matches!(m, HMove::Place(p) if PLACEMENTS[usize::from(*p)].shape == Shape::I))
    );
}

#[test]
fn rule_turn_a_tromino_covers_three_empty_cells_turned_any_way() {
    let r = duel();
    // Blue has the L set: every turn of an L is offered on empty cells.
    let mut s = chosen(&r, "I");
    let legal = texts(&r, &s);
    for l in ["e4 e5 f5", "e4 f4 f5", "e5 f4 f5", "e4 e5 f4"] {
        assert!(legal.contains(l), "{l}");
    }
    // None over a red square.
    assert!(
        legal
            .iter()
            .all(|m| !m.split(' ').any(|c| REDS_EXAMPLE.contains(&c)))
    );
    play(&r, &mut s, &["e4 e5 f5"]);
    // Yellow (I) lays upright and flat.
    let legal = texts(&r, &s);
    assert!(legal.contains("a5 a6 a7") && legal.contains("a7 b7 c7"));
    // None over a tromino.
    assert!(!legal.contains("e3 e4 e5") && !legal.contains("d5 e5 f5"));
    let e = r.parse_move(&s, "d5 e5 f5").unwrap_err();
    assert!(e.to_string().contains("hepta-cell-covered"), "{e}");
    // Turns alternate.
    play(&r, &mut s, &["a5 a6 a7"]);
    assert_eq!(r.status(&s), Status::ToMove(Seat(0)));
}

#[test]
fn rule_turn_an_l_is_its_own_mirror_image() {
    // The four corners of a 2×2 square are all the L's turns and mirror
    // images: each 2×2 square gives exactly four.
    let mut per_square = std::collections::HashMap::<u64, usize>::new();
    for p in PLACEMENTS.iter().filter(|p| p.shape == Shape::L) {
        let low = p.cells.iter().map(|&c| (c % 7).min(6)).min().unwrap();
        let bottom = p.cells.iter().map(|&c| c / 7).min().unwrap();
        *per_square
            .entry(u64::from(bottom) * 7 + u64::from(low))
            .or_default() += 1;
    }
    assert_eq!(per_square.len(), 36);
    assert!(per_square.values().all(|&n| n == 4));
}

#[test]
fn rule_turn_only_your_own_shape() {
    let r = duel();
    let s = chosen(&r, "L");
    // Blue plays I: an L is refused, naming both sets.
    let e = r.parse_move(&s, "c3 c4 d4").unwrap_err();
    let text = e.to_string();
    assert!(
        text.contains("hepta-not-yours") && text.contains("mine=I"),
        "{text}"
    );
}

#[test]
fn rule_notation_examples_of_the_catalog() {
    let r = duel();
    // `/place c3 c4 d4` (L), `/place a7 b7 c7` (I), the reds on rank 1.
    let mut s = r.initial();
    play(&r, &mut s, &["a1", "b1", "c1", "d1", "e1", "f1", "g1", "I"]);
    let l = r.parse_move(&s, "c3 c4 d4").unwrap();
    assert!(matches!(l, HMove::Place(p) if PLACEMENTS[usize::from(p)].shape == Shape::L));
    play(&r, &mut s, &["d4 c4 c3"]);
    let i = r.parse_move(&s, "a7 b7 c7").unwrap();
    assert!(matches!(i, HMove::Place(p) if PLACEMENTS[usize::from(p)].shape == Shape::I));
    // Any order, any separators, upper case.
    for typed in ["c7 b7 a7", "A7-B7-C7", "a7,b7,c7", "a7b7c7"] {
        assert_eq!(r.parse_move(&s, typed).unwrap(), i, "{typed}");
    }
    // The canonical text sorts by file, then rank.
    assert_eq!(r.format_move(&s, &i), "a7 b7 c7");
    // A red square is its cell, or red/rosso and its cell.
    let t = r.initial();
    for typed in ["d4", "red d4", "rosso d4", "D4"] {
        assert_eq!(r.parse_move(&t, typed).unwrap(), HMove::Red(24), "{typed}");
    }
}

#[test]
fn rule_notation_refusals_say_what_is_wrong() {
    let r = duel();
    let s = chosen(&r, "I");
    let why = |text: &str| r.parse_move(&s, text).unwrap_err().to_string();
    assert!(why("c3 c4 e4").contains("hepta-not-tromino"));
    assert!(why("c3 c3 c4").contains("hepta-same-cell"));
    assert!(why("c3 c4 h4").contains("hepta-off-board"));
    assert!(why("hello").contains("hepta-expected-place"));
    assert!(matches!(
        r.parse_move(&s, "e4 e5"),
        Err(crate::MoveError::Ambiguous { .. })
    ));
    assert!(why("a1 a2 b2").contains("hepta-cell-red"));
    let mut t = r.initial();
    play(&r, &mut t, &REDS_EXAMPLE);
    assert!(
        r.parse_move(&t, "X")
            .unwrap_err()
            .to_string()
            .contains("hepta-expected-choose")
    );
    assert!(
        r.parse_move(&r.initial(), "zz")
            .unwrap_err()
            .to_string()
            .contains("hepta-expected-red")
    );
}

#[test]
fn rule_end_a_player_who_cannot_lay_a_tromino_loses() {
    let r = duel();
    // Seeded random games: whoever is to move when the game ends has no
    // tromino that fits (or none left), and the other player wins.
    let mut rng = Lcg(3);
    for _ in 0..10 {
        let mut s = chosen(&r, if rng.below(2) == 0 { "I" } else { "L" });
        while let Status::ToMove(_) = r.status(&s) {
            let legal = r.legal_vec(&s);
            r.apply(&mut s, &legal[rng.below(legal.len())]);
        }
        let o = outcome(&r, &s);
        let mover = r.engine().turn(&s);
        assert_eq!(o.winner, Some(Seat(1 - mover)), "the player to move lost");
        assert!(r.legal_vec(&s).is_empty());
        let shape = r.engine().shapes_of(&s, mover)[0];
        let fits = OF_SHAPE[shape.index()]
            .iter()
            .any(|&p| PLACEMENTS[usize::from(p)].mask & (s.covered | s.reds) == 0);
        assert!(!fits || s.left[shape.index()] == 0);
    }
}

#[test]
fn rule_end_a_full_board_leaves_the_first_player_without_a_move_so_the_second_wins() {
    let r = duel();
    // Reds along rank 1; the other 42 cells tiled by seven I and seven L
    // (the solver finds a tiling), then laid in turns: Blue the I's,
    // Yellow the L's.
    let mut s = r.initial();
    play(&r, &mut s, &["a1", "b1", "c1", "d1", "e1", "f1", "g1", "L"]);
    let tiling = solve(s.reds, [7, 7]).expect("a tiling");
    let (is, ls): (Vec<u8>, Vec<u8>) = tiling
        .iter()
        .partition(|&&p| PLACEMENTS[usize::from(p)].shape == Shape::I);
    for (i, l) in is.iter().zip(&ls) {
        for p in [i, l] {
            let mv = HMove::Place(*p);
            assert!(r.is_legal(&s, &mv));
            r.apply(&mut s, &mv);
        }
    }
    assert_eq!(s.covered | s.reds, FULL);
    let o = outcome(&r, &s);
    assert_eq!(o.winner, Some(Seat(1)));
    assert_eq!(o.reason.id(), "hepta-end-no-piece");
}

#[test]
fn rule_end_there_are_no_draws() {
    let r = duel();
    let mut rng = Lcg(11);
    for _ in 0..40 {
        let mut s = r.initial();
        while let Status::ToMove(_) = r.status(&s) {
            let legal = r.legal_vec(&s);
            r.apply(&mut s, &legal[rng.below(legal.len())]);
        }
        assert!(outcome(&r, &s).winner.is_some());
    }
}

#[test]
fn gap_1_the_player_unable_to_move_loses_not_the_one_with_fewer_pieces() {
    // Blue (I) has laid more trominoes than Yellow, yet loses when it
    // cannot lay one: normal play, not "most pieces placed".
    let r = duel();
    let mut s = r.initial();
    // Reds on the whole of rank 4 but g4, so I's only fit in ranks and
    // files away from it.
    play(&r, &mut s, &["a4", "b4", "c4", "d4", "e4", "f4", "g4", "L"]);
    let mut rng = Lcg(5);
    while let Status::ToMove(_) = r.status(&s) {
        let legal = r.legal_vec(&s);
        r.apply(&mut s, &legal[rng.below(legal.len())]);
    }
    let o = outcome(&r, &s);
    let loser = r.engine().turn(&s);
    assert_eq!(o.winner, Some(Seat(1 - loser)));
    assert_eq!(o.reason.id(), "hepta-end-no-room");
}

#[test]
fn gap_2_the_number_of_pieces_is_an_option_seven_by_default() {
    assert_eq!(duel().initial().left, [7, 7]);
    let r = duel_with(6);
    let mut s = r.initial();
    assert_eq!(s.left, [6, 6]);
    play(&r, &mut s, &REDS_EXAMPLE);
    play(&r, &mut s, &["L"]);
    // Laid out until one runs out: with six each, the board never fills.
    let mut rng = Lcg(2);
    while let Status::ToMove(_) = r.status(&s) {
        let legal = r.legal_vec(&s);
        r.apply(&mut s, &legal[rng.below(legal.len())]);
    }
    assert!(s.laid.len() <= 12);
    let bad = [("pieces".to_string(), OptionValue::Int(8))].into();
    assert!(Options::validate(Hepta::info().options, &bad).is_err());
}

#[test]
fn gap_3_there_is_no_pass() {
    let r = duel();
    let s = chosen(&r, "L");
    assert!(r.parse_move(&s, "pass").is_err());
    assert!(texts(&r, &s).iter().all(|m| m.split(' ').count() == 3));
}

/// A second model: the trominoes of a shape on the empty cells, found by
/// trying every three cells and judging their shape by their spans.
fn brute_placements(blocked: u64, shape: Shape) -> BTreeSet<u64> {
    let free: Vec<u8> = (0..49u8).filter(|&c| blocked & 1 << c == 0).collect();
    let mut out = BTreeSet::new();
    for (i, &a) in free.iter().enumerate() {
        for (j, &b) in free.iter().enumerate().skip(i + 1) {
            for &c in free.iter().skip(j + 1) {
                let fs = [a % 7, b % 7, c % 7];
                let rs = [a / 7, b / 7, c / 7];
                let span = |v: [u8; 3]| v.iter().max().unwrap() - v.iter().min().unwrap();
                let (fw, rw) = (span(fs), span(rs));
                let is = match shape {
                    Shape::I => (fw == 2 && rw == 0) || (fw == 0 && rw == 2),
                    Shape::L => fw == 1 && rw == 1,
                };
                if is {
                    out.insert(1u64 << a | 1 << b | 1 << c);
                }
            }
        }
    }
    out
}

#[test]
fn the_placements_agree_with_a_brute_force_along_random_games() {
    let r = duel();
    let mut rng = Lcg(17);
    for _ in 0..6 {
        let mut s = r.initial();
        while let Status::ToMove(seat) = r.status(&s) {
            let legal = r.legal_vec(&s);
            if s.phase == Phase::Play {
                let shape = r.engine().shapes_of(&s, seat.0)[0];
                let ours: BTreeSet<u64> = legal
                    .iter()
                    .map(|m| match m {
                        HMove::Place(p) => PLACEMENTS[usize::from(*p)].mask,
                        _ => panic!("{m:?}"),
                    })
                    .collect();
                assert_eq!(ours, brute_placements(s.covered | s.reds, shape));
            }
            r.apply(&mut s, &legal[rng.below(legal.len())]);
        }
    }
}

#[test]
fn positions_read_back_and_refuse_what_cannot_be() {
    let r = duel();
    let s = chosen(&r, "I");
    let text = r.position_text(&s);
    assert_eq!(text, "...r.../.....r./......./.rr..../......r/....r../r...... L");
    assert_eq!(r.position_text(&r.from_position(&text).unwrap()), text);
    let mut t = s.clone();
    play(&r, &mut t, &["c5 c6 d6", "a5 a6 a7"]);
    let text = r.position_text(&t);
    assert_eq!(text, "a..r.../a.bb.r./a.b..../.rr..../......r/....r../r...... L");
    let read = r.from_position(&text).unwrap();
    assert_eq!(r.status(&read), r.status(&t));
    assert_eq!(texts(&r, &read), texts(&r, &t));
    for bad in [
        "",
        "......./......./......./......./......./......./....... red extra",
        "......./......./......./......./......./......./...... red",
        "......./......./......./......./......./......./......x red",
        "aa...../......./......./......./......./......./....... I",
        "......./......./......./......./......./......./....... I",
        "...r.../.....r./......./.rr..../......r/....r../r...... X",
        "aaa.../......./......./......./......./......./....... red",
    ] {
        assert!(r.from_position(bad).is_err(), "{bad}");
    }
    // Turn order: the second player cannot be ahead.
    assert!(
        r.from_position("a..r.../a....r./a....../.rr..../......r/....r../r...... L")
            .is_err()
    );
}

#[test]
fn solo_rule_one_seat_lays_all_fourteen_on_the_coloured_face_without_reds() {
    let r = solo();
    let s = r.initial();
    assert_eq!(r.status(&s), Status::ToMove(Seat(0)));
    assert_eq!(s.reds, 0);
    assert_eq!(s.left, [7, 7]);
    // Both shapes offered at once.
    let shapes: BTreeSet<usize> = r
        .legal_vec(&s)
        .iter()
        .map(|m| match m {
            HMove::Place(p) => PLACEMENTS[usize::from(*p)].shape.index(),
            _ => 9,
        })
        .collect();
    assert_eq!(shapes, [0, 1].into());
}

#[test]
fn solo_rule_the_face_has_seven_colours_once_in_every_rank_and_file() {
    for level in 1..=7u8 {
        let cells = colour_cells(level);
        assert_eq!(cells.count_ones(), 7);
        for line in 0..7 {
            let rank = (0..7).filter(|f| cells & 1 << (line * 7 + f) != 0).count();
            let file = (0..7).filter(|r| cells & 1 << (r * 7 + line) != 0).count();
            assert_eq!((rank, file), (1, 1), "level {level}, line {line}");
        }
    }
    // The book's advice: red first, the easiest.
    assert_eq!(COLOURS[0], "red");
}

#[test]
fn solo_rule_every_level_is_solvable_and_harder_than_the_one_before() {
    let ways: Vec<u64> = (1..=7).map(|l| count(colour_cells(l), [7, 7])).collect();
    assert_eq!(ways, [356, 142, 74, 46, 24, 10, 6]);
}

#[test]
fn solo_rule_solved_when_all_fourteen_are_down_and_only_the_colour_is_bare() {
    for level in [1u8, 7] {
        let r = solo_with(i64::from(level), true);
        let mut s = r.initial();
        let way = r.solution(&s).expect("a solution");
        assert_eq!(way.len(), 14);
        for mv in &way {
            assert!(r.is_legal(&s, mv));
            r.apply(&mut s, mv);
        }
        let o = outcome(&r, &s);
        assert_eq!(o.winner, Some(Seat(0)));
        assert_eq!(o.reason.id(), "hepta-end-solved");
        assert_eq!(FULL & !s.covered, colour_cells(level));
    }
}

#[test]
fn solo_gap_guard_refuses_the_colour_to_keep_and_without_it_the_puzzle_fails_at_the_end() {
    // Level 1's red cells: a cell of them is refused with the guard.
    let red = colour_cells(1);
    let r = solo();
    let s = r.initial();
    let all = solo_with(1, false);
    let unguarded = all.legal_vec(&all.initial());
    let guarded = r.legal_vec(&s);
    assert_eq!(unguarded.len(), 214);
    assert!(guarded.len() < unguarded.len());
    let on_red = unguarded
        .iter()
        .find(|m| matches!(m, HMove::Place(p) if PLACEMENTS[usize::from(*p)].mask & red != 0))
        .unwrap();
    let text = all.format_move(&s, on_red);
    let e = r.parse_move(&s, &text).unwrap_err();
    assert!(e.to_string().contains("hepta-cell-kept"), "{e}");
    // Without the guard the tromino goes down, and no way is left.
    let mut t = all.initial();
    all.apply(&mut t, on_red);
    assert!(all.solution(&t).is_none());
    // Played out to the end, the puzzle is lost (or stuck before).
    let mut rng = Lcg(1);
    while let Status::ToMove(_) = all.status(&t) {
        let legal = all.legal_vec(&t);
        all.apply(&mut t, &legal[rng.below(legal.len())]);
    }
    let o = outcome(&all, &t);
    assert!(o.nobody_won(1));
    assert!(["hepta-end-wrong-cells", "hepta-end-stuck"].contains(&o.reason.id()));
}

#[test]
fn solo_rule_a_position_where_nothing_left_fits_is_lost() {
    let r = solo();
    let mut s = r.initial();
    let mut rng = Lcg(9);
    let mut stuck = 0;
    for _ in 0..20 {
        s = r.initial();
        while let Status::ToMove(_) = r.status(&s) {
            let legal = r.legal_vec(&s);
            r.apply(&mut s, &legal[rng.below(legal.len())]);
        }
        if outcome(&r, &s).reason.id() == "hepta-end-stuck" {
            stuck += 1;
            assert!(outcome(&r, &s).nobody_won(1));
            assert!(s.left != [0, 0]);
        }
    }
    assert!(stuck > 0, "random play gets stuck");
    drop(s);
}

#[test]
fn solo_the_solver_finds_a_way_exactly_when_one_exists() {
    // From random positions along random games: the solver's answer is
    // legal and ends solved, and it answers exactly where the count of
    // ways is not zero.
    let r = solo_with(4, true);
    let mut rng = Lcg(23);
    let (mut found, mut none) = (0, 0);
    for _ in 0..12 {
        let mut s = r.initial();
        let plies = rng.below(6);
        for _ in 0..plies {
            let legal = r.legal_vec(&s);
            if legal.is_empty() {
                break;
            }
            r.apply(&mut s, &legal[rng.below(legal.len())]);
        }
        let ways = count(s.covered | r.engine().kept(), s.left);
        match r.solution(&s) {
            Some(way) => {
                assert!(ways > 0);
                found += 1;
                let mut t = s.clone();
                for mv in &way {
                    assert!(r.is_legal(&t, mv));
                    r.apply(&mut t, mv);
                }
                assert_eq!(outcome(&r, &t).winner, Some(Seat(0)));
            }
            None => {
                assert!(ways == 0 || !matches!(r.status(&s), Status::ToMove(_)));
                none += 1;
            }
        }
    }
    assert!(found > 0 && none > 0, "both cases met: {found} {none}");
    assert_eq!(solve(FULL, [0, 0]), Some(Vec::new()));
    assert_eq!(solve(0, [7, 7]), None, "49 cells are not 14 trominoes");
}

#[test]
fn solo_positions_read_back() {
    let r = solo_with(2, true);
    let mut s = r.initial();
    let way = r.solution(&s).unwrap();
    for mv in &way[..5] {
        r.apply(&mut s, mv);
    }
    let text = r.position_text(&s);
    assert!(text.ends_with(" solo"));
    let read = r.from_position(&text).unwrap();
    assert_eq!(r.position_text(&read), text);
    assert_eq!(read.left, s.left);
    assert!(r.from_position(&text.replace("solo", "I")).is_err());
    assert!(duel().from_position(&text).is_err());
}

#[test]
fn the_picture_shows_reds_trominoes_and_the_solitaires_colours() {
    let r = duel();
    let mut s = chosen(&r, "I");
    play(&r, &mut s, &["c5 c6 d6"]);
    let v = r.view(&s, None);
    assert_eq!(v.specials.iter().filter(|sp| sp.style == "paint:red").count(), 7);
    assert_eq!(v.regions.len(), 1);
    assert_eq!(v.regions[0].owner, Some(Seat(0)));
    assert_eq!(v.highlights.len(), 3);
    let solo = solo_with(3, true);
    let v = solo.view(&solo.initial(), None);
    assert_eq!(v.specials.len(), 49);
    assert_eq!(
        v.specials.iter().filter(|sp| sp.style == "paint:green").count(),
        7
    );
}

/// The solver's figures (slow in debug builds, so ignored):
/// `cargo test --release -p tavolo-games --lib hepta::tests::solver_figures -- --ignored --nocapture`.
/// From the start of each level, and from positions reached by random
/// trominoes (guard on), how often a way is found and how long it takes.
/// Measured 2026-11-30 in a debug build (load average 10 on 2 cores): every
/// level solved from the start in under 0.5 ms (level 7 the slowest);
/// after 1 to 8 random trominoes, 300 positions each, a way exists in 59
/// (level 1), 27 (level 4) and 7 (level 7), the solver answering each in
/// at most 0.2, 0.5 and 8.3 ms (30 ms for all 300 at level 7).
#[test]
#[ignore = "figures: run in release mode with --ignored --nocapture"]
fn solver_figures() {
    use std::time::Instant;
    for level in 1..=7 {
        let r = solo_with(level, true);
        let t = Instant::now();
        let found = r.solution(&r.initial()).is_some();
        println!("level {level} from the start: found {found} in {:?}", t.elapsed());
    }
    let mut rng = Lcg(2026);
    for level in [1, 4, 7] {
        let r = solo_with(level, true);
        let (mut found, mut tried, mut slowest) = (0, 0, std::time::Duration::ZERO);
        let started = Instant::now();
        for _ in 0..300 {
            let mut s = r.initial();
            for _ in 0..1 + rng.below(8) {
                let legal = r.legal_vec(&s);
                if legal.is_empty() {
                    break;
                }
                r.apply(&mut s, &legal[rng.below(legal.len())]);
            }
            let t = Instant::now();
            tried += 1;
            if r.solution(&s).is_some() {
                found += 1;
            }
            slowest = slowest.max(t.elapsed());
        }
        println!(
            "level {level}: {found} of {tried} random positions (1 to 8 random trominoes) solvable; {:?} in all, slowest {slowest:?}",
            started.elapsed()
        );
    }
}

/// The rules pages' `/move` examples, played where the pages play them.
#[test]
fn the_rules_pages_examples_are_legal() {
    let r = duel();
    let after = |moves: &str| {
        let mut s = r.initial();
        play(&r, &mut s, &moves.split_whitespace().collect::<Vec<_>>());
        s
    };
    let reds = "a1 b4 c4 d7 e2 f6 g3";
    assert!(r.parse_move(&after(""), "d4").is_ok());
    assert!(r.parse_move(&after(reds), "L").is_ok());
    assert!(r.parse_move(&after(reds), "I").is_ok());
    assert!(r.parse_move(&after(&format!("{reds} L")), "a7 b7 c7").is_ok());
    assert!(
        r.parse_move(&after(&format!("{reds} L a7-b7-c7")), "c5 c6 d6")
            .is_ok()
    );
    let solo = solo();
    let s = solo.initial();
    assert!(solo.parse_move(&s, "c3 c4 d4").is_ok());
    assert!(solo.parse_move(&s, "a1 b1 c1").is_ok());
    // The red cells the solitaire's page lists for level 1.
    let named: u64 = ["g7", "b6", "f5", "a4", "e3", "c2", "d1"]
        .iter()
        .fold(0, |m, c| m | 1 << GRID.read(c).unwrap());
    assert_eq!(named, colour_cells(1));
}
