//! Turnier: one test per rule of the catalog entry (`rule_…`) and per gap
//! (`gap_N_…`), on positions written as text, and a second model of the
//! rules (`model`, a brute force over coordinates) compared with the
//! engine along random games. The text has no worked example (its figures
//! are lost).

use std::collections::BTreeMap;

use super::*;
use crate::options::OptionValue;
use crate::{Options, Status};

fn with<const F: bool>(seats: i64, extra: &[(&str, bool)]) -> TurnierRules<F> {
    let mut o = BTreeMap::new();
    o.insert("seats".to_string(), OptionValue::Int(seats));
    for (k, v) in extra {
        o.insert((*k).to_string(), OptionValue::Bool(*v));
    }
    TurnierRules::<F>::new(&Options::validate(&variant::OPTIONS, &o).unwrap()).unwrap()
}

fn two() -> Turnier {
    with::<true>(2, &[])
}

/// A position of `rules` with `pieces` (cell, letter; a capital carries a
/// flag) on an empty board, then the words after the rows.
fn pos<const F: bool>(rules: &TurnierRules<F>, pieces: &[(&str, char)], rest: &str) -> TState {
    let g = rules.e.board.grid;
    let mut rows = Vec::new();
    for r in (0..usize::from(g.ranks)).rev() {
        let row: String = (0..usize::from(g.files))
            .map(|f| {
                let c = r * usize::from(g.files) + f;
                if !rules.e.board.is_cell(c) {
                    return '-';
                }
                pieces
                    .iter()
                    .find(|(n, _)| rules.e.board.read(n) == Some(c))
                    .map_or('.', |(_, ch)| *ch)
            })
            .collect();
        rows.push(row);
    }
    for (n, _) in pieces {
        assert!(rules.e.board.read(n).is_some(), "{n} is not a cell");
    }
    let hand = vec!["0"; usize::from(rules.e.seats)].join(",");
    let rest = rest.replace("HAND", &hand);
    let text = format!("{} {rest}", rows.join("/"));
    rules
        .from_position(&text)
        .unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn moving<const F: bool>(rules: &TurnierRules<F>, pieces: &[(&str, char)]) -> TState {
    pos(rules, pieces, "move:red hand:HAND out:- quiet:0 ply:60")
}

fn legal<const F: bool>(rules: &TurnierRules<F>, s: &TState) -> Vec<String> {
    let mut v: Vec<String> = rules
        .legal_vec(s)
        .iter()
        .map(|m| rules.format_move(s, m))
        .collect();
    v.sort();
    v
}

fn play<const F: bool>(rules: &TurnierRules<F>, s: &mut TState, text: &str) {
    rules.play(s, text).unwrap_or_else(|e| panic!("{text}: {e:?}"));
}

/// Plays `text`, then `end` while the same seat may still add flags or
/// captures.
fn turn<const F: bool>(rules: &TurnierRules<F>, s: &mut TState, text: &str) {
    let seat = s.to_move;
    play(rules, s, text);
    while s.end.is_none() && s.more.is_some() && s.to_move == seat {
        play(rules, s, "end");
    }
}

fn at<const F: bool>(rules: &TurnierRules<F>, s: &TState, cell: &str) -> Option<u8> {
    s.owner(rules.e.board.read(cell).unwrap())
}

fn refusal<const F: bool>(rules: &TurnierRules<F>, s: &TState, text: &str) -> String {
    match rules.parse_move(s, text) {
        Err(MoveError::Illegal { reason, .. }) => reason.id().to_string(),
        Err(MoveError::NotAMove { expected, .. }) => expected.id().to_string(),
        other => panic!("{text}: {other:?}"),
    }
}

/* Set-up: the boards (gap 1). */

#[test]
fn gap_1_preset_boards_have_5_6_and_8_territories_of_12_cells() {
    for (seats, territories) in [(2, 5), (3, 6), (4, 8)] {
        let r = with::<true>(seats, &[]);
        let b = &r.e.board;
        assert_eq!(b.territories, territories);
        assert_eq!(b.cells().count(), 12 * usize::from(territories));
        let (mut straight, mut angled) = (0, 0);
        for cells in &b.members {
            assert_eq!(cells.len(), 12);
            let sq: Vec<_> = cells.iter().map(|&c| b.grid.at(c)).collect();
            let (x0, x1) = (
                sq.iter().map(|s| s.file).min().unwrap(),
                sq.iter().map(|s| s.file).max().unwrap(),
            );
            let (y0, y1) = (
                sq.iter().map(|s| s.rank).min().unwrap(),
                sq.iter().map(|s| s.rank).max().unwrap(),
            );
            match (x1 - x0 + 1, y1 - y0 + 1) {
                (3, 4) | (4, 3) => straight += 1,
                (4, 4) => {
                    // An L: the 2×2 block missing is a corner of the square.
                    let missing: Vec<(u8, u8)> = (x0..=x1)
                        .flat_map(|x| (y0..=y1).map(move |y| (x, y)))
                        .filter(|&(x, y)| !sq.iter().any(|s| s.file == x && s.rank == y))
                        .collect();
                    assert_eq!(missing.len(), 4);
                    let corner =
                        missing.iter().all(|&(x, _)| x < x0 + 2) || missing.iter().all(|&(x, _)| x >= x0 + 2);
                    let side =
                        missing.iter().all(|&(_, y)| y < y0 + 2) || missing.iter().all(|&(_, y)| y >= y0 + 2);
                    assert!(corner && side, "{missing:?}");
                    angled += 1;
                }
                other => panic!("territory of {other:?}"),
            }
        }
        assert_eq!(angled, 4);
        assert_eq!(straight, territories - 4);
        // One piece of board: every cell reaches every other by steps.
        let first = b.cells().next().unwrap();
        let mut seen = vec![first];
        let mut i = 0;
        while i < seen.len() {
            for d in board::DIRS {
                if let Some(n) = b.step(seen[i], d)
                    && !seen.contains(&n)
                {
                    seen.push(n);
                }
            }
            i += 1;
        }
        assert_eq!(seen.len(), b.cells().count());
    }
}

#[test]
fn gap_1_squares_outside_the_territories_are_not_cells() {
    let r = two();
    let s = r.initial();
    assert_eq!(refusal(&r, &s, "a1"), "turnier-not-a-cell");
    assert_eq!(refusal(&r, &s, "z9"), "turnier-not-a-cell");
    assert_eq!(refusal(&r, &s, "hello"), "turnier-notation-place");
    assert_eq!(refusal(&r, &s, "i1"), "turnier-not-a-cell");
    assert!(r.parse_move(&s, "c1").is_ok());
    // 60 cells to place on, in two picker steps.
    assert_eq!(legal(&r, &s).len(), 60);
}

/* Phases. */

#[test]
fn rule_placement_one_piece_a_turn_then_removal_then_movement() {
    let r = two();
    let mut s = r.initial();
    let cells: Vec<usize> = r.e.board.cells().collect();
    for (i, &c) in cells.iter().take(36).enumerate() {
        assert_eq!(r.status(&s), Status::ToMove(Seat((i % 2) as u8)));
        assert_eq!(s.phase, state::Phase::Place);
        r.apply(&mut s, &TMove::Place(c as u8));
    }
    assert_eq!(s.phase, state::Phase::Remove);
    assert_eq!(s.hand, [0; 4]);
    // Red removes four in a row, then Blue four: eight plies.
    for k in 0..8 {
        assert_eq!(r.status(&s), Status::ToMove(Seat(k / 4)), "removal {k}");
        let mv = r.legal_vec(&s)[0];
        assert!(matches!(mv, TMove::Remove(c) if s.owner(usize::from(c)) != Some(k / 4)));
        r.apply(&mut s, &mv);
    }
    assert_eq!(s.phase, state::Phase::Move);
    assert_eq!(r.board_count(&s), [14, 14]);
    assert_eq!(r.status(&s), Status::ToMove(Seat(0)));
}

impl<const F: bool> TurnierRules<F> {
    fn board_count(&self, s: &TState) -> Vec<usize> {
        (0..self.e.seats)
            .map(|x| self.e.board.cells().filter(|&c| s.owner(c) == Some(x)).count())
            .collect()
    }
}

#[test]
fn gap_7_removal_takes_four_pieces_from_any_opponents() {
    let r = with::<true>(3, &[]);
    let s = pos(
        &r,
        &[("c4", 'r'), ("d4", 'b'), ("e4", 'g'), ("f4", 'g')],
        "remove:red:0 hand:HAND out:- quiet:0 ply:54",
    );
    assert_eq!(legal(&r, &s), ["xd4", "xe4", "xf4"]);
    let mut s = s;
    play(&r, &mut s, "xd4");
    play(&r, &mut s, "remove e4");
    assert_eq!(s.to_move, 0);
    assert_eq!(refusal(&r, &s, "xc4"), "turnier-remove-enemy");
}

#[test]
fn gap_6_no_captures_or_flags_during_placement_and_removal() {
    let r = two();
    // Red could shut b6 in against the edge (a6 is an edge cell): placing
    // on c6 takes nothing.
    let mut s = pos(
        &r,
        &[("a6", 'b'), ("b6", 'b')],
        "place:red hand:17,16 out:- quiet:0 ply:3",
    );
    play(&r, &mut s, "c6");
    assert_eq!(at(&r, &s, "b6"), Some(1));
    assert_eq!(at(&r, &s, "a6"), Some(1));
    assert!(s.flags.iter().all(|&f| f == 0));
    assert!(!legal(&r, &s).iter().any(|m| m.ends_with('^')));
}

/* Moves. */

#[test]
fn rule_a_step_is_one_cell_orthogonally_to_an_empty_cell() {
    let r = two();
    let s = moving(&r, &[("d5", 'r'), ("d6", 'b'), ("e5", 'b'), ("c11", 'b')]);
    let from_d5: Vec<String> = legal(&r, &s)
        .into_iter()
        .filter(|m| m.starts_with("d5"))
        .collect();
    // c5 and d4 are steps; d7 and f5 are jumps; no diagonal.
    assert_eq!(from_d5, ["d5-c5", "d5-d4", "d5-d7", "d5-f5"]);
}

#[test]
fn gap_2_jumps_go_over_one_adjacent_piece_and_chain_turning() {
    let r = two();
    // d3 jumps e3 to f3, then f4 to f5, then turns over e5 to d5.
    let s = moving(
        &r,
        &[("d3", 'r'), ("e3", 'b'), ("f4", 'r'), ("e5", 'b'), ("a6", 'b')],
    );
    let from_d3: Vec<String> = legal(&r, &s)
        .into_iter()
        .filter(|m| m.starts_with("d3"))
        .collect();
    // The path lists the landings: over e3 to f3, over f4 to f5, over
    // e5 to d5.
    assert!(from_d3.contains(&"d3-f3".to_string()), "{from_d3:?}");
    assert!(from_d3.iter().any(|m| m == "d3-f3-f5-d5"), "{from_d3:?}");
    // A jump never crosses an empty cell: nothing lands on d5 from d3
    // straight up, two empty cells away.
    assert!(!from_d3.iter().any(|m| m == "d3-d5"));
    // Any path, or the two ends, is accepted for the same move.
    let mut a = s.clone();
    play(&r, &mut a, "d3-d5");
    let mut b = s.clone();
    play(&r, &mut b, "d3 - f3 - f5 - d5");
    assert_eq!(a.cells, b.cells);
    // Jumps do not capture what they pass: e3 and e5 stay.
    assert_eq!(at(&r, &a, "e3"), Some(1));
    assert_eq!(at(&r, &a, "e5"), Some(1));
    // A path that visits a cell twice is not a jump chain.
    assert!(r.parse_move(&s, "d3-f3-f5-f3").is_err());
}

#[test]
fn gap_3_captures_are_checked_only_where_the_chain_ends() {
    let r = two();
    // Red d3 jumps over e3 to f3; f3 would shut g3 in against h3's red
    // piece, but the chain goes on over f4 to f5: nothing on row 3 goes.
    let mut s = moving(
        &r,
        &[
            ("d3", 'r'),
            ("e3", 'b'),
            ("g3", 'b'),
            ("h3", 'r'),
            ("f4", 'b'),
            ("a6", 'b'),
        ],
    );
    play(&r, &mut s, "d3-f3-f5");
    assert_eq!(at(&r, &s, "g3"), Some(1));
    let mut s = moving(
        &r,
        &[
            ("d3", 'r'),
            ("e3", 'b'),
            ("g3", 'b'),
            ("h3", 'r'),
            ("f4", 'b'),
            ("a6", 'b'),
        ],
    );
    play(&r, &mut s, "d3-f3");
    assert_eq!(at(&r, &s, "g3"), None);
}

/* Captures. */

#[test]
fn rule_capture_between_two_of_your_pieces() {
    let r = two();
    let mut s = moving(&r, &[("c5", 'r'), ("d6", 'b'), ("e6", 'r'), ("c11", 'b')]);
    play(&r, &mut s, "c5-c6");
    assert_eq!(at(&r, &s, "d6"), None);
    let last = s.last.as_ref().unwrap();
    assert_eq!(last.captured.len(), 1);
}

#[test]
fn rule_moving_between_two_enemies_is_safe() {
    let r = two();
    let mut s = moving(&r, &[("d4", 'r'), ("c5", 'b'), ("e5", 'b'), ("c11", 'b')]);
    play(&r, &mut s, "d4-d5");
    assert_eq!(at(&r, &s, "d5"), Some(0));
}

#[test]
fn gap_10_the_edge_captures_notches_and_outer_edges_included() {
    let r = two();
    // b6 is shut between the west edge (beyond a6... a6 empty here) — use
    // the notch: c2 has no cell to its west (b2 is the notch).
    let mut s = moving(&r, &[("e2", 'r'), ("c2", 'b'), ("a6", 'b')]);
    play(&r, &mut s, "e2-d2");
    assert_eq!(at(&r, &s, "c2"), None, "shut against the notch");
    // The outer edge: a6 against the west side.
    let mut s = moving(&r, &[("c7", 'r'), ("a6", 'b'), ("h3", 'b')]);
    play(&r, &mut s, "c7-c6");
    assert_eq!(at(&r, &s, "a6"), Some(1), "c6 is not next to a6");
    let mut s = moving(&r, &[("b5", 'r'), ("a6", 'b'), ("h3", 'b')]);
    play(&r, &mut s, "b5-b6");
    assert_eq!(at(&r, &s, "a6"), None);
    // Only in straight lines: a diagonal neighbour is safe.
    let mut s = moving(&r, &[("c5", 'r'), ("a6", 'b'), ("h3", 'b')]);
    play(&r, &mut s, "c5-b5");
    assert_eq!(at(&r, &s, "a6"), Some(1));
}

#[test]
fn gap_5_a_third_players_piece_shuts_in_by_default_and_not_with_the_option() {
    let pieces = [("c5", 'r'), ("d6", 'b'), ("e6", 'g'), ("a8", 'b'), ("h7", 'g')];
    let r = with::<true>(3, &[]);
    let mut s = pos(&r, &pieces, "move:red hand:HAND out:- quiet:0 ply:80");
    play(&r, &mut s, "c5-c6");
    assert_eq!(at(&r, &s, "d6"), None);
    let r = with::<true>(3, &[("third-party", false)]);
    let mut s = pos(&r, &pieces, "move:red hand:HAND out:- quiet:0 ply:80");
    play(&r, &mut s, "c5-c6");
    assert_eq!(at(&r, &s, "d6"), Some(1));
    // A piece between two pieces of the same opponent is not taken by a
    // third: Green's move does not shut Blue between Blue.
    let r = with::<true>(3, &[]);
    let mut s = pos(
        &r,
        &[("c5", 'g'), ("d6", 'b'), ("e6", 'b'), ("a8", 'r'), ("h7", 'r')],
        "move:green hand:HAND out:- quiet:0 ply:80",
    );
    play(&r, &mut s, "c5-c6");
    assert_eq!(at(&r, &s, "d6"), Some(1));
}

#[test]
fn gap_4_a_capture_allows_another_capturing_move_by_any_piece_or_the_capturer_with_the_option() {
    // c5-c6 takes d6 (against e6); then g4-g5 may take h5 against the
    // east edge.
    let pieces = [
        ("c5", 'r'),
        ("d6", 'b'),
        ("e6", 'r'),
        ("g4", 'r'),
        ("h5", 'b'),
        ("c10", 'b'),
    ];
    let r = with::<false>(2, &[]);
    let mut s = moving(&r, &pieces);
    play(&r, &mut s, "c5-c6");
    assert_eq!(at(&r, &s, "d6"), None);
    // Only capturing moves follow, or end.
    assert_eq!(legal(&r, &s), ["end", "g4-g5"]);
    assert_eq!(refusal(&r, &s, "c6-c5"), "turnier-must-capture");
    play(&r, &mut s, "g4-g5");
    assert_eq!(at(&r, &s, "h5"), None);
    // Nothing more captures: the turn has passed.
    assert_eq!(s.to_move, 1);
    // With the option only c6, which captured, may go on; it cannot.
    let r = with::<false>(2, &[("capturer-only", true)]);
    let mut s = moving(&r, &pieces);
    play(&r, &mut s, "c5-c6");
    assert_eq!(s.to_move, 1, "c6 has no capture to make: the turn ends");
}

#[test]
fn gap_4_capture_chains_run_move_after_move() {
    let r = with::<false>(2, &[]);
    // c5-c6 takes d6; then c6-d6 takes d7 (against d8) and e6? e6 is red.
    let mut s = moving(
        &r,
        &[
            ("c5", 'r'),
            ("d6", 'b'),
            ("e6", 'r'),
            ("d7", 'b'),
            ("d8", 'r'),
            ("h3", 'b'),
        ],
    );
    play(&r, &mut s, "c5-c6");
    play(&r, &mut s, "c6-d6");
    assert_eq!(at(&r, &s, "d7"), None);
    assert_eq!(s.quiet, 0);
}

/* Flags. */

#[test]
fn gap_8_flags_follow_a_move_in_every_territory_held_alone() {
    let r = two();
    // Red alone in territory 5 (c9-f11) and territory 1; Blue elsewhere.
    let mut s = moving(
        &r,
        &[("c9", 'r'), ("d10", 'r'), ("c1", 'r'), ("e5", 'b'), ("h4", 'b')],
    );
    play(&r, &mut s, "c1-d1");
    let more = legal(&r, &s);
    assert_eq!(more, ["c9^", "d10^", "d1^", "end"]);
    play(&r, &mut s, "d10^");
    assert_eq!(legal(&r, &s), ["d1^", "end"]);
    play(&r, &mut s, "flag d1");
    assert_eq!(s.flags_of(0), 2);
    assert_eq!(s.to_move, 1, "nothing more to do: the turn passed");
    // A flag moves with its piece inside its territory, is lost outside.
    assert_eq!(refusal(&r, &s, "c9^"), "turnier-not-yours");
    let mut s2 = s.clone();
    turn(&r, &mut s2, "e5-e6");
    play(&r, &mut s2, "d1-c1");
    assert_eq!(s2.flags_of(0), 2);
    turn(&r, &mut s2, "e6-e7");
    play(&r, &mut s2, "d10-d9");
    assert_eq!(s2.flags_of(0), 2);
    assert_eq!(refusal(&r, &s2, "c9^"), "turnier-not-yours");
    turn(&r, &mut s2, "e7-e6");
    assert_eq!(refusal(&r, &s2, "c9^"), "turnier-no-flag-here");
    play(&r, &mut s2, "d9-d8");
    assert_eq!(s2.flags_of(0), 1, "d8 is in territory 4: the flag went back");
}

#[test]
fn rule_a_flagged_territory_falls_only_when_its_flag_piece_is_captured() {
    let r = two();
    // Red's flag on c9 (territory 5); Blue enters; the flag stays. Blue
    // then shuts c9 against the west edge: the flag goes back to Red.
    let mut s = pos(
        &r,
        &[("c9", 'R'), ("e10", 'b'), ("h4", 'r'), ("d11", 'b')],
        "move:blue hand:HAND out:- quiet:0 ply:70",
    );
    assert_eq!(s.flags_of(0), 1);
    turn(&r, &mut s, "e10-d10");
    assert_eq!(s.flags_of(0), 1);
    assert!(
        !legal(&r, &s).iter().any(|m| m.ends_with('^')),
        "Blue may not flag over a flag"
    );
    turn(&r, &mut s, "h4-h5");
    play(&r, &mut s, "d10-d9");
    assert_eq!(at(&r, &s, "c9"), None, "c9 shut against the edge");
    assert_eq!(s.flags_of(0), 0);
}

#[test]
fn rule_three_flags_win() {
    let r = two();
    let mut s = pos(
        &r,
        &[("c9", 'R'), ("c1", 'R'), ("e5", 'r'), ("a6", 'b')],
        "move:red hand:HAND out:- quiet:0 ply:70",
    );
    play(&r, &mut s, "e5-e6");
    play(&r, &mut s, "e6^");
    match r.status(&s) {
        Status::Over(o) => {
            assert_eq!(o.winner, Some(Seat(0)));
            assert_eq!(o.reason.id(), "turnier-three-flags");
        }
        other => panic!("{other:?}"),
    }
}

/* Without flags (§28.3). */

#[test]
fn noflag_rule_three_territories_held_at_once_win_after_any_move() {
    let r = with::<false>(2, &[]);
    // Red holds 1 (c1) and 5 (c9); 3 is contested (e7, g6), 4 is Blue's.
    let mut s = moving(
        &r,
        &[("c1", 'r'), ("c9", 'r'), ("e7", 'r'), ("g6", 'b'), ("d7", 'b')],
    );
    assert_eq!(r.e.held(&s, 0), 2);
    // Stepping into 4 beside Blue's d7 holds nothing more and leaves 5.
    let mut a = s.clone();
    play(&r, &mut a, "c9-c8");
    assert_eq!(r.e.held(&a, 0), 1);
    assert!(matches!(r.status(&a), Status::ToMove(_)));
    play(&r, &mut s, "e7-e8");
    assert!(matches!(r.status(&s), Status::ToMove(_)));
    // c8-c7 takes d7 (against e7): 4 is Red's alone, with 1 and 5.
    let mut s = moving(
        &r,
        &[
            ("c1", 'r'),
            ("c9", 'r'),
            ("e7", 'r'),
            ("d7", 'b'),
            ("c8", 'r'),
            ("g6", 'b'),
        ],
    );
    play(&r, &mut s, "c8-c7");
    match r.status(&s) {
        Status::Over(o) => {
            assert_eq!(o.winner, Some(Seat(0)));
            assert_eq!(o.reason.id(), "turnier-three-held");
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn noflag_rule_an_enemy_entering_makes_a_territory_contested_again() {
    let r = with::<false>(2, &[]);
    let mut s = pos(
        &r,
        &[("c1", 'r'), ("c9", 'r'), ("e3", 'b'), ("a6", 'b')],
        "move:blue hand:HAND out:- quiet:0 ply:70",
    );
    assert_eq!(r.e.held(&s, 0), 2);
    play(&r, &mut s, "e3-d3");
    assert_eq!(r.e.held(&s, 0), 1);
    assert!(r.from_position("x").is_err());
}

#[test]
fn noflag_gap_the_win_is_checked_after_every_move_of_a_chain() {
    let r = with::<false>(2, &[]);
    // Red's first capture wins at once, though more captures were open.
    let mut s = moving(
        &r,
        &[
            ("c1", 'r'),
            ("c9", 'r'),
            ("c8", 'r'),
            ("d7", 'b'),
            ("e7", 'r'),
            ("g4", 'r'),
            ("h5", 'b'),
            ("h3", 'b'),
        ],
    );
    // g4-g5 would capture h5 too, but the first capture already wins.
    play(&r, &mut s, "c8-c7");
    assert!(matches!(r.status(&s), Status::Over(_)));
}

/* Partnerships (gap 9). */

fn partners<const F: bool>() -> TurnierRules<F> {
    with::<F>(4, &[("partners", true)])
}

fn over<const F: bool>(r: &TurnierRules<F>, s: &TState) -> crate::Outcome {
    match r.status(s) {
        Status::Over(o) => o,
        other => panic!("not over: {other:?}"),
    }
}

#[test]
fn gap_9_partnerships_need_four_players_red_and_green_against_blue_and_yellow() {
    for seats in [2, 3] {
        let mut o = BTreeMap::new();
        o.insert("seats".to_string(), OptionValue::Int(seats));
        o.insert("partners".to_string(), OptionValue::Bool(true));
        let options = Options::validate(&variant::OPTIONS, &o).unwrap();
        let err = Turnier::new(&options).unwrap_err();
        assert_eq!(err.0.id(), "turnier-partners-need-four");
    }
    assert_eq!(partners::<true>().teams(), Some(vec![0, 1, 0, 1]));
    assert_eq!(with::<true>(4, &[]).teams(), None);
}

#[test]
fn gap_7_in_partnership_play_the_removal_never_takes_a_partners_piece() {
    let pieces = [("f4", 'r'), ("g4", 'b'), ("h4", 'g'), ("i4", 'y')];
    let rest = "remove:red:0 hand:HAND out:- quiet:0 ply:72";
    let r = with::<true>(4, &[]);
    assert_eq!(legal(&r, &pos(&r, &pieces, rest)), ["xg4", "xh4", "xi4"]);
    let r = partners::<true>();
    assert_eq!(legal(&r, &pos(&r, &pieces, rest)), ["xg4", "xi4"]);
}

#[test]
fn gap_9_in_partnership_play_only_a_partners_piece_shuts_an_enemy_in_and_is_never_taken() {
    // Red steps f1-f2 beside g2, with h2 behind it; Blue and Yellow have
    // pieces elsewhere so nobody drops out.
    let shut = |r: &Turnier, g2: char, h2: char| {
        let others = [("a6", 'b'), ("c9", 'y'), ("n6", 'g'), ("l9", 'b')];
        let mut pieces = vec![("f1", 'r'), ("g2", g2), ("h2", h2)];
        pieces.extend(others);
        let mut s = pos(r, &pieces, "move:red hand:HAND out:- quiet:0 ply:90");
        play(r, &mut s, "f1-f2");
        at(r, &s, "g2").is_none()
    };
    let (free, teams) = (with::<true>(4, &[]), partners::<true>());
    // Blue between Red and Green (Red's partner): taken either way.
    assert!(shut(&free, 'b', 'g') && shut(&teams, 'b', 'g'));
    // Blue between Red and Yellow (Blue's partner): a third player's piece
    // shuts it in only when every seat plays for itself.
    assert!(shut(&free, 'b', 'y'));
    assert!(!shut(&teams, 'b', 'y'));
    // Green (Red's partner) between Red and Blue: never taken by Red.
    assert!(shut(&free, 'g', 'b'));
    assert!(!shut(&teams, 'g', 'b'));
}

#[test]
fn gap_9_partners_win_with_four_flags_between_them_and_three_alone_do_not() {
    let r = partners::<true>();
    // Red's flags in territories 7 (f1) and 5 (f12), Green's in 6 (l6),
    // as the picture numbers them: Red's third flag, in 8, makes four for
    // the team.
    let mut pieces = vec![
        ("f1", 'R'),
        ("f12", 'R'),
        ("a6", 'r'),
        ("l6", 'G'),
        ("h5", 'b'),
        ("h9", 'y'),
    ];
    let mut s = pos(&r, &pieces, "move:red hand:HAND out:- quiet:0 ply:90");
    play(&r, &mut s, "a6-a7");
    play(&r, &mut s, "a7^");
    let o = over(&r, &s);
    assert_eq!(o.reason.id(), "turnier-team-flags");
    assert_eq!((o.winner, o.ranks.clone()), (None, Some(vec![1, 2, 1, 2])));
    let results: Vec<crate::SeatResult> = (0..4).map(|x| o.result_for(Seat(x))).collect();
    use crate::SeatResult::{Loss, Win};
    assert_eq!(results, [Win, Loss, Win, Loss]);
    // Without Green's flag, Red's three alone do not win in partnership
    // play, though they do when every seat plays for itself.
    pieces[3] = ("l6", 'g');
    let mut s = pos(&r, &pieces, "move:red hand:HAND out:- quiet:0 ply:90");
    play(&r, &mut s, "a6-a7");
    play(&r, &mut s, "a7^");
    assert!(matches!(r.status(&s), Status::ToMove(_)));
    let free = with::<true>(4, &[]);
    let mut s = pos(&free, &pieces, "move:red hand:HAND out:- quiet:0 ply:90");
    play(&free, &mut s, "a6-a7");
    play(&free, &mut s, "a7^");
    assert_eq!(over(&free, &s).winner, Some(Seat(0)));
}

#[test]
fn noflag_gap_9_partners_win_holding_four_territories_together() {
    // Red holds territories 7 (f1) and 8 (a6), as the picture numbers
    // them, and steps from 2 into 6 (k6-l6).
    let base = [("f1", 'r'), ("a6", 'r'), ("k6", 'r'), ("h5", 'b'), ("h9", 'y')];
    let r = partners::<false>();
    let mut s = moving(&r, &base);
    play(&r, &mut s, "k6-l6");
    assert!(matches!(r.status(&s), Status::ToMove(_)), "three of Red's alone");
    let free = with::<false>(4, &[]);
    let mut s = moving(&free, &base);
    play(&free, &mut s, "k6-l6");
    assert_eq!(over(&free, &s).winner, Some(Seat(0)));
    // With Green holding 5 (f12), the team holds four.
    let mut pieces = base.to_vec();
    pieces.push(("f12", 'g'));
    let mut s = moving(&r, &pieces);
    play(&r, &mut s, "k6-l6");
    let o = over(&r, &s);
    assert_eq!(o.reason.id(), "turnier-team-held");
    assert_eq!(o.ranks, Some(vec![1, 2, 1, 2]));
}

#[test]
fn gap_12_in_partnership_play_the_last_team_standing_wins() {
    // Yellow is out; Red takes Blue's last piece: Red and Green win.
    let r = partners::<true>();
    let mut s = pos(
        &r,
        &[("f1", 'r'), ("g2", 'b'), ("h2", 'r'), ("n6", 'g')],
        "move:red hand:HAND out:yellow quiet:0 ply:90",
    );
    turn(&r, &mut s, "f1-f2");
    let o = over(&r, &s);
    assert_eq!(o.reason.id(), "turnier-last-team");
    assert_eq!(o.ranks, Some(vec![1, 2, 1, 2]));
}

/* Ends (gaps 11 and 12). */

#[test]
fn gap_11_a_hundred_movement_turns_without_a_capture_draw() {
    let r = with::<false>(2, &[]);
    let mut s = pos(
        &r,
        &[("c1", 'r'), ("h4", 'b')],
        "move:red hand:HAND out:- quiet:99 ply:300",
    );
    play(&r, &mut s, "c1-d1");
    match r.status(&s) {
        Status::Over(o) => {
            assert_eq!(o.winner, None);
            assert_eq!(o.reason.id(), "turnier-quiet");
        }
        other => panic!("{other:?}"),
    }
    let mut s = pos(
        &r,
        &[("c1", 'r'), ("h4", 'b')],
        "move:red hand:HAND out:- quiet:98 ply:300",
    );
    play(&r, &mut s, "c1-d1");
    assert!(matches!(r.status(&s), Status::ToMove(Seat(1))));
}

#[test]
fn gap_12_a_player_without_pieces_or_moves_is_out_and_skipped() {
    // Three seats: Green has no piece left after Red's capture; Blue moves
    // next, then Red again.
    let r = with::<true>(3, &[]);
    let mut s = pos(
        &r,
        &[("c5", 'r'), ("d6", 'g'), ("e6", 'r'), ("h8", 'b')],
        "move:red hand:HAND out:- quiet:0 ply:90",
    );
    play(&r, &mut s, "c5-c6");
    if s.to_move == 0 {
        play(&r, &mut s, "end");
    }
    assert_eq!(s.to_move, 1);
    play(&r, &mut s, "h8-h7");
    if s.to_move == 1 {
        play(&r, &mut s, "end");
    }
    assert!(s.is_out(2));
    assert_eq!(s.to_move, 0);
    // Two seats: Blue left without a piece is out and Red wins.
    let r = two();
    let mut s = moving(&r, &[("c5", 'r'), ("d6", 'b'), ("e6", 'r')]);
    turn(&r, &mut s, "c5-c6");
    match r.status(&s) {
        Status::Over(o) => {
            assert_eq!(o.winner, Some(Seat(0)));
            assert_eq!(o.reason.id(), "turnier-last-standing");
        }
        other => panic!("{other:?}"),
    }
    // A seat hemmed in with pieces but no move is out too.
    let mut s = moving(
        &r,
        &[
            ("c1", 'b'),
            ("d1", 'r'),
            ("e1", 'r'),
            ("c2", 'r'),
            ("c3", 'r'),
            ("h4", 'r'),
        ],
    );
    turn(&r, &mut s, "h4-h3");
    assert!(matches!(r.status(&s), Status::Over(o) if o.winner == Some(Seat(0))));
}

/* Notation, pickers, positions. */

#[test]
fn notation_accepts_words_and_refuses_with_reasons() {
    let r = two();
    let mut s = r.initial();
    play(&r, &mut s, "place c1");
    play(&r, &mut s, "METTI d1");
    assert_eq!(refusal(&r, &s, "c1"), "turnier-occupied");
    assert_eq!(refusal(&r, &s, "hello"), "turnier-notation-place");
    let s = moving(&r, &[("c5", 'r'), ("h4", 'b')]);
    assert_eq!(refusal(&r, &s, "h4-h5"), "turnier-not-yours");
    assert_eq!(refusal(&r, &s, "c5-c7"), "turnier-cannot-reach");
    assert_eq!(refusal(&r, &s, "c5^"), "turnier-no-flag-here");
    assert_eq!(refusal(&r, &s, "c5-a1"), "turnier-not-a-cell");
    let long = "c5-".repeat(300);
    assert!(r.parse_move(&s, &long).unwrap_err().to_string().len() < 400);
}

#[test]
fn picker_steps_make_the_text_and_offer_at_most_25_choices() {
    for seats in 2..=4 {
        let r = with::<true>(seats, &[]);
        let mut s = r.initial();
        let mut rng = Lcg(seats as u64);
        for _ in 0..400 {
            if !matches!(r.status(&s), Status::ToMove(_)) {
                break;
            }
            let moves = r.legal_vec(&s);
            let mut firsts = std::collections::BTreeSet::new();
            for m in &moves {
                let steps = r.move_steps(&s, m);
                assert_eq!(steps.concat(), r.format_move(&s, m));
                firsts.insert(steps[0].clone());
                assert_eq!(r.parse_move(&s, &r.format_move(&s, m)).as_ref(), Ok(m));
            }
            assert!(firsts.len() <= 25, "{firsts:?}");
            let mv = moves[rng.below(moves.len())];
            r.apply(&mut s, &mv);
        }
    }
}

#[test]
fn positions_read_back_and_refuse_with_kinds() {
    use crate::position::PositionErrorKind as K;
    let r = two();
    let s = r.initial();
    let text = r.position_text(&s);
    assert_eq!(r.position_text(&r.from_position(&text).unwrap()), text);
    let good = moving(&r, &[("c5", 'r'), ("h4", 'b')]);
    let t = r.position_text(&good);
    for (bad, kind) in [
        (t.replace(" move:red", ""), K::Shape),
        (t.replacen('.', "z", 1).replacen("--", "-z", 0), K::Piece),
        (t.replace("move:red", "move:purple"), K::Turn),
        (t.replace("quiet:0", "quiet:500"), K::Counter),
        (t.replace("hand:0,0", "hand:0,5"), K::Unreachable),
        (t.replacen("--..", "r-..", 1), K::Piece),
    ] {
        assert_eq!(
            r.from_position(&bad).map(|_| ()).unwrap_err().kind(),
            kind,
            "{bad}"
        );
    }
    // Flags only in the rule set with flags.
    let nf = with::<false>(2, &[]);
    assert!(nf.from_position(&t.replacen('r', "R", 1)).is_err());
}

/* A second model: a brute force over coordinates, compared with the engine
 * along random games. */

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

mod model {
    //! Reads the position text only; its territories come from the
    //! layouts' description (four quadrants of an octagon, straight
    //! territories above and below), not from the engine's board.

    use std::collections::{BTreeSet, HashMap};

    pub type P = (i32, i32);

    pub struct Model {
        pub seats: u8,
        pub flags: bool,
        pub third: bool,
        pub capturer_only: bool,
        pub cells: HashMap<P, char>,
        pub turn: Vec<String>,
    }

    const LETTERS: &str = "rbgy";
    const NAMES: [&str; 4] = ["red", "blue", "green", "yellow"];

    impl Model {
        pub fn read(text: &str, seats: u8, flags: bool, third: bool, capturer_only: bool) -> Model {
            let words: Vec<&str> = text.split(' ').collect();
            let rows: Vec<&str> = words[0].split('/').collect();
            let h = rows.len() as i32;
            let mut cells = HashMap::new();
            for (i, row) in rows.iter().enumerate() {
                for (x, ch) in row.chars().enumerate() {
                    if ch != '-' {
                        cells.insert((x as i32, h - 1 - i as i32), ch);
                    }
                }
            }
            Model {
                seats,
                flags,
                third,
                capturer_only,
                cells,
                turn: words[1].split(':').map(str::to_string).collect(),
            }
        }

        fn seat(&self) -> u8 {
            NAMES.iter().position(|n| *n == self.turn[1]).unwrap() as u8
        }

        pub fn owner(&self, p: P) -> Option<u8> {
            let ch = *self.cells.get(&p)?;
            LETTERS.find(ch.to_ascii_lowercase()).map(|i| i as u8)
        }

        fn name(p: P) -> String {
            format!("{}{}", (b'a' + p.0 as u8) as char, p.1 + 1)
        }

        /// The territory of `p`, from the layout's description.
        pub fn territory(&self, p: P) -> usize {
            let (x, y) = p;
            let quad = |x: i32, y: i32| match (x >= 4, y >= 4) {
                (false, false) => 0,
                (true, false) => 1,
                (true, true) => 2,
                (false, true) => 3,
            };
            match self.seats {
                2 => {
                    if y >= 8 {
                        4
                    } else {
                        quad(x, y)
                    }
                }
                3 => {
                    if y >= 11 {
                        4
                    } else if y < 3 {
                        5
                    } else {
                        quad(x, y - 3)
                    }
                }
                _ => {
                    if y >= 11 {
                        4
                    } else if x >= 11 {
                        5
                    } else if y < 3 {
                        6
                    } else if x < 3 {
                        7
                    } else {
                        quad(x - 3, y - 3)
                    }
                }
            }
        }

        /// Every landing of the piece on `from`: all jump paths, tried
        /// one by one.
        fn landings(&self, from: P, at: P, seen: &mut Vec<P>, out: &mut BTreeSet<P>) {
            for d in [(1, 0), (-1, 0), (0, 1), (0, -1)] {
                let over = (at.0 + d.0, at.1 + d.1);
                let land = (at.0 + 2 * d.0, at.1 + 2 * d.1);
                let full = over != from && self.owner(over).is_some();
                if full && self.cells.get(&land) == Some(&'.') && !seen.contains(&land) {
                    out.insert(land);
                    seen.push(land);
                    self.landings(from, land, seen, out);
                    seen.pop();
                }
            }
        }

        pub fn destinations(&self, from: P) -> BTreeSet<P> {
            let mut out = BTreeSet::new();
            for d in [(1, 0), (-1, 0), (0, 1), (0, -1)] {
                let n = (from.0 + d.0, from.1 + d.1);
                if self.cells.get(&n) == Some(&'.') {
                    out.insert(n);
                }
            }
            self.landings(from, from, &mut vec![from], &mut out);
            out
        }

        /// The enemy pieces taken when `seat`'s piece goes from `from` to
        /// `to`: every enemy piece with the landing on one side and a
        /// shutting thing on the other.
        pub fn taken(&self, seat: u8, from: P, to: P) -> BTreeSet<P> {
            let mut after = self.cells.clone();
            let ch = after[&from];
            after.insert(from, '.');
            after.insert(to, ch);
            let owner = |p: P| {
                after
                    .get(&p)
                    .and_then(|c| LETTERS.find(c.to_ascii_lowercase()))
                    .map(|i| i as u8)
            };
            let mut out = BTreeSet::new();
            for (&p, _) in after.iter() {
                let Some(o) = owner(p) else { continue };
                if o == seat {
                    continue;
                }
                for (a, b) in [((p.0 - 1, p.1), (p.0 + 1, p.1)), ((p.0, p.1 - 1), (p.0, p.1 + 1))] {
                    for (near, far) in [(a, b), (b, a)] {
                        if near != to {
                            continue;
                        }
                        let shut = match after.get(&far) {
                            None => true,
                            Some(_) => match owner(far) {
                                Some(f) if f == seat => true,
                                Some(f) => self.third && f != o,
                                None => false,
                            },
                        };
                        if shut {
                            out.insert(p);
                        }
                    }
                }
            }
            out
        }

        fn flags_of(&self, seat: u8) -> usize {
            self.cells
                .iter()
                .filter(|(p, c)| c.is_ascii_uppercase() && self.owner(**p) == Some(seat))
                .count()
        }

        /// The territories held by one seat alone, by territory.
        pub fn holders(&self) -> HashMap<usize, Option<u8>> {
            let mut h: HashMap<usize, Option<u8>> = HashMap::new();
            for &p in self.cells.keys() {
                if let Some(o) = self.owner(p) {
                    let t = self.territory(p);
                    let e = h.entry(t).or_insert(Some(o));
                    if *e != Some(o) {
                        *e = None;
                    }
                }
            }
            h
        }

        fn flagged(&self, t: usize) -> bool {
            self.cells
                .iter()
                .any(|(p, c)| c.is_ascii_uppercase() && self.territory(*p) == t)
        }

        /// The legal moves, each in a neutral form: `p:d4`, `x:d4`,
        /// `d4>d6`, `f:d4`, `end`, `pass`.
        pub fn legal(&self) -> BTreeSet<String> {
            let mut out = BTreeSet::new();
            let kind = self.turn[0].as_str();
            if kind == "won" || kind == "drawn" {
                return out;
            }
            let seat = self.seat();
            let mut cells: Vec<P> = self.cells.keys().copied().collect();
            cells.sort();
            match kind {
                "place" => {
                    for &p in &cells {
                        if self.cells[&p] == '.' {
                            out.insert(format!("p:{}", Self::name(p)));
                        }
                    }
                }
                "remove" => {
                    for &p in &cells {
                        if self.owner(p).is_some_and(|o| o != seat) {
                            out.insert(format!("x:{}", Self::name(p)));
                        }
                    }
                }
                _ => {
                    let more = kind == "more";
                    let chain = (more && self.turn[2] != "-").then(|| self.turn[2].clone());
                    for &p in &cells {
                        if self.owner(p) != Some(seat) {
                            continue;
                        }
                        if more
                            && (chain.is_none()
                                || (self.capturer_only && chain.as_deref() != Some(&Self::name(p))))
                        {
                            continue;
                        }
                        for to in self.destinations(p) {
                            if !more || !self.taken(seat, p, to).is_empty() {
                                out.insert(format!("{}>{}", Self::name(p), Self::name(to)));
                            }
                        }
                    }
                    if more {
                        if self.flags && self.flags_of(seat) < 3 {
                            let holders = self.holders();
                            for &p in &cells {
                                let t = self.territory(p);
                                if self.owner(p) == Some(seat)
                                    && holders.get(&t) == Some(&Some(seat))
                                    && !self.flagged(t)
                                {
                                    out.insert(format!("f:{}", Self::name(p)));
                                }
                            }
                        }
                        out.insert("end".into());
                    } else if out.is_empty() {
                        out.insert("pass".into());
                    }
                }
            }
            out
        }

        pub fn seat_won(&self, seat: u8) -> bool {
            if self.flags {
                self.flags_of(seat) >= 3
            } else {
                self.holders().values().filter(|h| **h == Some(seat)).count() >= 3
            }
        }
    }
}

fn neutral<const F: bool>(r: &TurnierRules<F>, s: &TState, m: &TMove) -> String {
    let text = r.format_move(s, m);
    match m {
        TMove::Place(_) => format!("p:{text}"),
        TMove::Remove(_) => format!("x:{}", &text[1..]),
        TMove::Flag(_) => format!("f:{}", text.trim_end_matches('^')),
        TMove::Go { .. } => {
            let parts: Vec<&str> = text.split('-').collect();
            format!("{}>{}", parts[0], parts[parts.len() - 1])
        }
        TMove::End | TMove::Pass => text,
    }
}

/// Plays `games` random games of `r`, comparing each position's legal
/// moves, each move's captures and each game's end with the model.
fn compare<const F: bool>(r: &TurnierRules<F>, seed: u64, games: usize) {
    let mut rng = Lcg(seed);
    for _ in 0..games {
        let mut s = r.initial();
        loop {
            let text = r.position_text(&s);
            let m = model::Model::read(&text, r.e.seats, F, r.e.v.third_party, r.e.v.capturer_only);
            let engine: std::collections::BTreeSet<String> =
                r.legal_vec(&s).iter().map(|mv| neutral(r, &s, mv)).collect();
            assert_eq!(engine, m.legal(), "legal moves at {text}");
            let Status::ToMove(_) = r.status(&s) else {
                let Status::Over(o) = r.status(&s) else {
                    unreachable!()
                };
                match o.reason.id() {
                    "turnier-three-flags" | "turnier-three-held" => {
                        assert!(m.seat_won(o.winner.unwrap().0), "{text}");
                    }
                    _ => {}
                }
                break;
            };
            let moves = r.legal_vec(&s);
            // Prefer moves that are not `end`, so flags and chains happen.
            let mut mv = moves[rng.below(moves.len())];
            if mv == TMove::End && moves.len() > 1 && rng.below(3) > 0 {
                mv = moves[rng.below(moves.len() - 1)];
            }
            let before = s.clone();
            r.apply(&mut s, &mv);
            if let TMove::Go { from, to } = mv {
                let p = |c: u8| {
                    let sq = r.e.board.grid.at(usize::from(c));
                    (i32::from(sq.file), i32::from(sq.rank))
                };
                let want = m.taken(before.to_move, p(from), p(to));
                let got: std::collections::BTreeSet<model::P> = r
                    .e
                    .board
                    .cells()
                    .filter(|&c| before.owner(c).is_some_and(|o| o != before.to_move) && s.owner(c).is_none())
                    .map(|c| p(c as u8))
                    .collect();
                assert_eq!(got, want, "captures of {} at {text}", r.format_move(&before, &mv));
            }
        }
    }
}

#[test]
fn model_agrees_along_random_games_with_flags() {
    compare(&with::<true>(2, &[]), 1, 2);
    compare(&with::<true>(3, &[("capturer-only", true)]), 2, 1);
}

#[test]
fn model_agrees_along_random_games_without_flags() {
    compare(&with::<false>(2, &[]), 3, 2);
    compare(&with::<false>(3, &[("third-party", false)]), 4, 1);
}

#[test]
fn model_agrees_on_four_seats() {
    compare(&with::<true>(4, &[]), 5, 1);
}
