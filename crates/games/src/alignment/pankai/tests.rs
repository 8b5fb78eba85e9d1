//! Pankai's and Universe's rules, one test per rule and gap of the
//! catalog entries (`randolph-1-15.md` §1, §5), the notation's examples,
//! and a second model of the legal placements (every cell and shape tried,
//! the space rule by a full flood fill) compared along random games.

use std::collections::BTreeSet;

use super::board::{Cells, POCKET};
use super::pieces::*;
use super::*;
use crate::options::OptionValue;
use crate::playout::SplitMix64;
use crate::testing::{outcome, play, refused};
use crate::{MoveError, Options, Status};

fn pankai() -> Pankai {
    Pankai::new(&Options::defaults(Pankai::info().options)).unwrap()
}

#[allow(dead_code)]
fn universe(seats: i64) -> Universe {
    let given = [("seats".to_string(), OptionValue::Int(seats))].into();
    Universe::new(&Options::validate(Universe::info().options, &given).unwrap()).unwrap()
}

/// Plays random moves (never `stop`) until the bonus phase or the end.
fn random_until_bonus<const U: bool>(r: &PankaiRules<U>, seed: u64) -> PState {
    let mut rng = SplitMix64(seed);
    let mut s = r.initial();
    while s.phase == Phase::Play {
        let legal = r.legal_vec(&s);
        let mv = legal[rng.below(legal.len())];
        r.apply(&mut s, &mv);
    }
    s
}

/// The second model: every shape of every piece in hand at every cell,
/// kept when its cells are empty cells in use and every area of empty
/// cells left (found by a full flood fill) has five cells or more.
pub(super) fn brute_force<const U: bool>(r: &PankaiRules<U>, s: &PState) -> BTreeSet<String> {
    let g = &r.engine().geo;
    let mut out = BTreeSet::new();
    if s.phase == Phase::Over {
        return out;
    }
    if s.phase == Phase::Bonus {
        out.insert("stop".to_string());
    }
    let empty = g.active.minus(&s.covered);
    for piece in 0..12u8 {
        if s.hand[usize::from(s.to_move)] >> piece & 1 == 0 {
            continue;
        }
        for shape in orientations(piece) {
            for file in 0..i32::from(g.files) {
                for rank in 0..i32::from(g.ranks) {
                    let cells: Vec<(i32, i32)> = shape
                        .iter()
                        .map(|&(f, r)| (file + i32::from(f), rank + i32::from(r)))
                        .collect();
                    if cells
                        .iter()
                        .any(|&(f, r)| f >= i32::from(g.files) || r >= i32::from(g.ranks))
                    {
                        continue;
                    }
                    let idx: Vec<usize> = cells
                        .iter()
                        .map(|&(f, r)| (r * i32::from(g.files) + f) as usize)
                        .collect();
                    if !idx.iter().all(|&c| empty.has(c)) {
                        continue;
                    }
                    let mut after = empty;
                    for &c in &idx {
                        after.0[c / 64] &= !(1 << (c % 64));
                    }
                    if g.areas(&after).iter().any(|a| a.len() < POCKET) {
                        continue;
                    }
                    let mut names: Vec<(usize, usize, String)> = idx
                        .iter()
                        .map(|&c| (c % usize::from(g.files), c / usize::from(g.files), g.name(c)))
                        .collect();
                    names.sort();
                    let names: Vec<String> = names.into_iter().map(|n| n.2).collect();
                    out.insert(format!("{} {}", letter(piece), names.join(" ")));
                }
            }
        }
    }
    out
}

fn texts<R: Rules>(r: &R, s: &R::State) -> BTreeSet<String> {
    r.legal_vec(s).iter().map(|m| r.format_move(s, m)).collect()
}

#[test]
fn rule_pieces_are_the_twelve_pentominoes() {
    let counts: Vec<usize> = (0..12).map(|p| orientations(p).len()).collect();
    // F I L N P T U V W X Y Z under turns and flips.
    assert_eq!(counts, [8, 2, 8, 8, 8, 4, 4, 4, 4, 1, 8, 4]);
    assert_eq!(counts.iter().sum::<usize>(), 63);
    // Twelve different shapes of five cells each.
    let all: BTreeSet<Shape> = (0..12).flat_map(orientations).collect();
    assert_eq!(all.len(), 63);
    let s = pankai().initial();
    assert_eq!(s.hand[0], ALL_PIECES);
    assert_eq!(s.hand[1], ALL_PIECES);
}

#[test]
fn rule_board_is_ten_by_ten_a1_to_j10() {
    let r = pankai();
    let g = &r.engine().geo;
    assert_eq!((g.files, g.ranks, g.active.count()), (10, 10, 100));
    let s = r.initial();
    assert!(r.parse_move(&s, "I a10 b10 c10 d10 e10").is_ok());
    assert_eq!(refused(&r, &s, "I g1-k1"), "pankai-off-board");
}

#[test]
fn rule_a_piece_covers_five_empty_cells_without_overlap() {
    let r = pankai();
    let mut s = r.initial();
    play(&r, &mut s, &["I a1-e1"]);
    assert_eq!(refused(&r, &s, "I e1-e5"), "pankai-covered");
    assert_eq!(refused(&r, &s, "L a2 a3 a4"), "pankai-five-cells");
    assert_eq!(refused(&r, &s, "a2 a3 a4 a5 c6"), "pankai-not-pentomino");
    assert_eq!(refused(&r, &s, "a2 a2 a3 a4 a5"), "pankai-same-cell");
    assert_eq!(s.covered.count(), 5);
}

#[test]
fn rule_turns_alternate_and_each_piece_is_laid_once() {
    let r = pankai();
    let mut s = r.initial();
    assert_eq!(r.status(&s), Status::ToMove(Seat(0)));
    play(&r, &mut s, &["I a1-e1"]);
    assert_eq!(r.status(&s), Status::ToMove(Seat(1)));
    // Blue still has its own I.
    play(&r, &mut s, &["I a2-e2"]);
    assert_eq!(r.status(&s), Status::ToMove(Seat(0)));
    assert_eq!(refused(&r, &s, "I a10-e10"), "pankai-used");
    assert_eq!(r.engine().hand_letters(&s, 0).len(), 11);
}

#[test]
fn gap_2_pieces_may_be_turned_and_flipped() {
    let r = pankai();
    let s = r.initial();
    // An N and its mirror image are both the piece N.
    let n = r.parse_move(&s, "e4 e5 f5 f6 f7").unwrap();
    let mirror = r.parse_move(&s, "f4 f5 e5 e6 e7").unwrap();
    assert_ne!(n, mirror);
    for mv in [n, mirror] {
        assert!(r.format_move(&s, &mv).starts_with("N "));
    }
    // Every one of the 63 shapes can be laid on the empty board.
    let shapes: BTreeSet<(u8, u8)> = r
        .legal_vec(&s)
        .iter()
        .map(|m| match m {
            PMove::Place(p) => {
                let p = &r.engine().geo.placements[usize::from(*p)];
                (p.piece, p.orientation)
            }
            PMove::Stop => panic!("no stop"),
        })
        .collect();
    assert_eq!(shapes.len(), 63);
}

#[test]
fn rule_a_piece_need_not_touch_another() {
    let r = pankai();
    let mut s = r.initial();
    play(&r, &mut s, &["X b2 a3 b3 c3 b4", "X i9 h8 i8 j8 i7", "I a10-e10"]);
    assert_eq!(s.laid.len(), 3);
}

#[test]
fn gap_3_space_rule_no_empty_area_under_five_cells() {
    let r = pankai();
    let mut s = r.initial();
    // Shutting a1 b1 c1 in the corner (three cells) is refused, with the
    // cells named.
    assert_eq!(refused(&r, &s, "L a2 b2 c2 d2 d1"), "pankai-pocket");
    let Err(MoveError::Illegal { reason, .. }) = r.parse_move(&s, "L a2 b2 c2 d2 d1") else {
        panic!("refused");
    };
    assert!(reason.to_string().contains("a1 b1 c1"), "{reason:?}");
    // Red's I on rank 2, then Blue's L shuts a1–e1 in: five cells, allowed,
    // though Red's I is gone and none of Red's pieces fits there (dead
    // space is legal).
    play(&r, &mut s, &["I a2-e2", "L f1-f4 g1"]);
    let g = &r.engine().geo;
    let areas = g.areas(&g.active.minus(&s.covered));
    assert!(areas.iter().any(|a| a.len() == 5));
    // Filling an area exactly (Blue's own I) leaves no cell: allowed.
    play(&r, &mut s, &["X h8 g9 h9 i9 h10", "I a1-e1"]);
    assert_eq!(s.laid.len(), 4);
}

#[test]
fn rule_who_cannot_lay_a_piece_on_his_turn_loses() {
    let r = pankai();
    for seed in 0..6 {
        let s = random_until_bonus(&r, seed);
        let loser = *s.out.last().expect("someone is out");
        let winner = s.to_move;
        assert_ne!(loser, winner);
        // The loser could lay none of his pieces when his turn came, and
        // the winner laid the last piece of the game proper.
        assert!(!r.engine().can_place(&s, loser), "seed {seed}");
        let proper = s.laid.len() - usize::from(s.bonus);
        assert_eq!(s.laid[proper - 1].seat, winner);
        assert_eq!(s.out, vec![loser]);
    }
}

#[test]
fn rule_nobody_runs_out_of_pieces() {
    // Twelve pieces each cover 120 cells, the board has 100: the game
    // always ends by a seat that cannot lay, with pieces still in hand.
    let r = pankai();
    for seed in 0..6 {
        let s = random_until_bonus(&r, 100 + seed);
        let loser = *s.out.last().unwrap();
        assert!(s.hand[usize::from(loser)] != 0);
    }
}

/// Files c to h filled by all twelve pieces, Red's F T V W X Z and
/// Blue's I L N P U Y; files a–b and i–j empty, Red to move.
const STRIPS: &str = "0F:c1,c2,d2,d3,e2/0T:e7,f5,f6,f7,g7/0V:e8,e9,e10,f10,g10/\
0W:c7,c8,d6,d7,e6/0X:d4,e3,e4,e5,f4/0Z:f8,f9,g9,h9,h10/1I:d1,e1,f1,g1,h1/\
1L:g2,h2,h3,h4,h5/1N:f2,f3,g3,g4,g5/1P:c9,c10,d8,d9,d10/1U:g6,g8,h6,h7,h8/\
1Y:c3,c4,c5,c6,d5 0 play out:-";

#[test]
fn gap_4_bonus_the_winner_lays_alone_and_scores_one_plus_each_piece() {
    // The book's example: the winner lays three more pieces alone and
    // scores 4. Blue holds only pieces three cells wide, and the empty
    // cells are two strips two cells wide: once Red has laid, Blue is out
    // and Red goes on.
    let r = pankai();
    let mut s = r.from_position(STRIPS).unwrap();
    play(&r, &mut s, &["P a1 a2 a3 b1 b2"]);
    assert_eq!(s.out, vec![1]);
    assert_eq!(s.phase, Phase::Bonus);
    assert_eq!(r.status(&s), Status::ToMove(Seat(0)));
    for mv in ["L i1-i4 j1", "N i5 i6 i7 j7 j8", "I j2-j6"] {
        assert_eq!(r.legal_vec(&s).last(), Some(&PMove::Stop), "stop is offered");
        play(&r, &mut s, &[mv]);
        assert_eq!(r.status(&s), Status::ToMove(Seat(0)), "nobody else moves");
    }
    play(&r, &mut s, &["stop"]);
    let o = outcome(&r, &s);
    assert_eq!(o.winner, Some(Seat(0)));
    assert_eq!(o.scores, Some(vec![4, 0]));
    assert_eq!(r.position_text(&s).split(' ').nth(2), Some("over:3"));
}

#[test]
fn gap_4_bonus_ends_by_itself_when_nothing_fits_and_a_plain_win_is_one() {
    let r = pankai();
    for seed in 0..30 {
        let mut s = random_until_bonus(&r, seed);
        if s.phase == Phase::Over {
            // Nothing fitted for the winner after the loser was out.
            assert!(!r.engine().can_place(&s, s.to_move));
        } else {
            play(&r, &mut s, &["stop"]);
        }
        let o = outcome(&r, &s);
        let scores = o.scores.unwrap();
        assert_eq!(scores[usize::from(s.to_move)], 1 + i32::from(s.bonus));
        assert_eq!(scores[usize::from(1 - s.to_move)], 0);
    }
    // `stop` is no move in play.
    let s = r.initial();
    assert_eq!(refused(&r, &s, "stop"), "pankai-no-stop");
}

#[test]
fn gap_1_the_first_seat_lays_first() {
    // Who plays first is the core's seating (random, or the challenger's
    // choice); the rules start with seat 0.
    let r = pankai();
    assert_eq!(r.status(&r.initial()), Status::ToMove(Seat(0)));
}

#[test]
fn gap_5_each_game_scores_on_its_own() {
    // A match to N points is a series of games the players agree on: each
    // game's outcome carries its points for them to add up.
    let r = pankai();
    let mut s = random_until_bonus(&r, 5);
    if s.phase == Phase::Bonus {
        play(&r, &mut s, &["stop"]);
    }
    let o = outcome(&r, &s);
    assert_eq!(o.scores.as_ref().map(Vec::len), Some(2));
    assert!(o.scores.unwrap().iter().sum::<i32>() >= 1);
}

#[test]
fn notation_the_catalogs_examples_read() {
    let r = pankai();
    let mut s = r.initial();
    let l = r.parse_move(&s, "L a1-a4 b1").unwrap();
    assert_eq!(r.format_move(&s, &l), "L a1 a2 a3 a4 b1");
    assert_eq!(
        r.move_steps(&s, &l),
        ["L", " a", "1", " a2 a3 a4 b1"].map(String::from)
    );
    // Any order, no letter, run together, upper case, commas.
    for text in [
        "a1 a2 a3 a4 b1",
        "b1 a4 a3 a2 a1",
        "l a1a2a3a4b1",
        "L A1-A4, B1",
        "L: a4-a1 b1",
    ] {
        assert_eq!(r.parse_move(&s, text), Ok(l), "{text}");
    }
    play(&r, &mut s, &["L a1-a4 b1"]);
    let x = r.parse_move(&s, "X e4 d5 e5 f5 e6").unwrap();
    assert_eq!(r.format_move(&s, &x), "X d5 e4 e5 e6 f5");
    // The letter is a check.
    assert_eq!(refused(&r, &s, "T e4 d5 e5 f5 e6"), "pankai-wrong-letter");
    assert!(refused(&r, &s, "hello").starts_with("not a move"));
}

#[test]
fn notation_picker_offers_piece_then_first_cell_then_the_shape_there() {
    let game = crate::registry::start("pankai", &Default::default()).unwrap();
    let pieces = game.step_choices(&[]);
    assert_eq!(pieces.next.len(), 12);
    let files = game.step_choices(&["L".into()]);
    // An L is two files wide: its first cell is on a to i.
    assert_eq!(files.next.len(), 9);
    let ranks = game.step_choices(&["L".into(), " a".into()]);
    assert!(ranks.next.len() <= 10);
    let shapes = game.step_choices(&["L".into(), " a".into(), "1".into()]);
    assert!(!shapes.next.is_empty() && shapes.next.len() <= 8, "{shapes:?}");
    assert!(shapes.next.contains(&" a2 a3 a4 b1".to_string()));
    // A press of the first steps answers with the choices, not a refusal.
    let mut copy = game.clone_box();
    assert!(matches!(copy.play("L a1"), Err(MoveError::Ambiguous { .. })));
    for steps in game.legal_steps() {
        assert_eq!(steps.len(), 4);
    }
}

#[test]
fn second_model_the_legal_placements_match_a_brute_force_along_random_games() {
    let r = pankai();
    for seed in 0..3 {
        let mut rng = SplitMix64(seed);
        let mut s = r.initial();
        loop {
            assert_eq!(
                texts(&r, &s),
                brute_force(&r, &s),
                "seed {seed}: {}",
                r.position_text(&s)
            );
            let legal = r.legal_vec(&s);
            if legal.is_empty() {
                break;
            }
            let mv = legal[rng.below(legal.len())];
            r.apply(&mut s, &mv);
        }
    }
}

#[test]
fn position_reads_back_and_refuses_what_play_cannot_reach() {
    let r = pankai();
    let mut s = r.initial();
    assert_eq!(r.position_text(&s), "- 0 play out:-");
    play(&r, &mut s, &["L a1-a4 b1"]);
    let text = r.position_text(&s);
    assert_eq!(text, "0L:a1,a2,a3,a4,b1 1 play out:-");
    assert_eq!(r.position_text(&r.from_position(&text).unwrap()), text);
    for bad in [
        "",
        "0L:a1,a2,a3,a4,b1 0 play out:-",
        "0L:a1,a2,a3,a4,c1 1 play out:-",
        "0X:a1,a2,a3,a4,b1 1 play out:-",
        "2L:a1,a2,a3,a4,b1 1 play out:-",
        "0L:a2,b2,c2,d2,d1 1 play out:-",
        "- 0 bonus:0 out:-",
        "- 5 play out:-",
    ] {
        assert!(r.from_position(bad).is_err(), "{bad}");
    }
    let s = random_until_bonus(&r, 3);
    let text = r.position_text(&s);
    assert_eq!(r.position_text(&r.from_position(&text).unwrap()), text);
}

#[test]
fn board_cells_set() {
    let mut c = Cells::EMPTY;
    c.add(200);
    c.add(3);
    assert_eq!(c.iter().collect::<Vec<_>>(), [3, 200]);
    assert!(c.has(200) && !c.has(199));
}
