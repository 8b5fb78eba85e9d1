//! The Five Field Kono rules by the catalog's rule and gap ids
//! (`tavolando-3-8.md` §16: rules 1–3, G1–G3), the catalog's notation
//! examples replayed, counts from the start, and a second model written
//! differently (a brute force) compared along random games.

use std::collections::{BTreeMap, BTreeSet};

use super::*;
use crate::perft::perft;
use crate::playout::SplitMix64;
use crate::{MoveError, OptionValue};

fn kono(spoiling: bool) -> FiveFieldKono {
    let mut given = BTreeMap::new();
    given.insert("spoiling".to_string(), OptionValue::Bool(spoiling));
    FiveFieldKono::new(&Options::validate(INFO.options, &given).unwrap()).unwrap()
}

fn at(r: &FiveFieldKono, text: &str) -> KState {
    r.from_position(text).unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn texts(r: &FiveFieldKono, state: &KState) -> Vec<String> {
    let mut v: Vec<String> = r
        .legal_vec(state)
        .iter()
        .map(|m| r.format_move(state, m))
        .collect();
    v.sort();
    v
}

fn reason(r: &FiveFieldKono, state: &KState) -> Option<(Option<Seat>, String)> {
    match r.status(state) {
        Status::Over(o) => Some((o.winner, o.reason.to_string())),
        _ => None,
    }
}

fn refusal(r: &FiveFieldKono, state: &KState, text: &str) -> String {
    match r.parse_move(state, text) {
        Ok(mv) => panic!("{text} accepted as {mv:?}"),
        Err(MoveError::Illegal { reason, .. }) => reason.to_string(),
        Err(MoveError::NotAMove { expected, .. }) => format!("not a move: {expected}"),
        Err(e) => e.to_string(),
    }
}

#[test]
fn rule_1_gap_g3_seven_pieces_each_on_the_back_rank_and_the_ends_of_the_next() {
    let r = kono(true);
    let state = r.initial();
    assert_eq!(r.position_text(&state), "bbbbb/b...b/...../w...w/wwwww w 0");
    assert_eq!(INFO.seat_names, ["White", "Black"]);
}

#[test]
fn rule_2_one_diagonal_step_to_an_empty_point_white_first() {
    let r = kono(true);
    let state = r.initial();
    assert_eq!(r.status(&state), Status::ToMove(Seat(0)));
    assert_eq!(
        texts(&r, &state),
        [
            "a1-b2", "a2-b3", "b1-c2", "c1-b2", "c1-d2", "d1-c2", "e1-d2", "e2-d3"
        ]
    );
    // Black's answers: a2-b3 and e2-d3 each take one of Black's 8 away.
    assert_eq!(perft(&r, &state, 1), 8);
    assert_eq!(perft(&r, &state, 2), 6 * 8 + 2 * 7);
    assert_eq!(refusal(&r, &state, "b1-b2"), "kono-diagonal");
    assert_eq!(refusal(&r, &state, "a2-c4"), "kono-diagonal");
    assert_eq!(refusal(&r, &state, "d1-e2"), "kono-occupied(point=e2)");
}

#[test]
fn rule_2_no_captures_and_no_jumps() {
    let r = kono(true);
    // After e2-d3 b5-c4 White's d3 stands between Black's c4 and e4:
    // nothing is taken, and nothing can be jumped.
    let mut state = r.initial();
    r.play(&mut state, "e2-d3").unwrap();
    r.play(&mut state, "b5-c4").unwrap();
    assert_eq!(r.position_text(&state), "b.bbb/b.b.b/...w./w..../wwwww w 2");
    assert_eq!(refusal(&r, &state, "d3-b5"), "kono-diagonal");
    assert_eq!(refusal(&r, &state, "d3-e4"), "kono-occupied(point=e4)");
    assert_eq!(refusal(&r, &state, "d3-c4"), "kono-occupied(point=c4)");
    for mv in r.legal_vec(&state) {
        let mut next = state.clone();
        r.apply(&mut next, &mv);
        assert_eq!(next.board.iter().filter(|&&c| c != EMPTY).count(), 14);
    }
}

#[test]
fn rule_3_filling_every_starting_point_of_the_other_side_wins() {
    let r = kono(true);
    let mut state = at(&r, "wwwww/w..../...w./b.b.b/b.bbb w 10");
    assert_eq!(reason(&r, &state), None);
    r.play(&mut state, "d3-e4").unwrap();
    assert_eq!(
        reason(&r, &state),
        Some((Some(Seat(0)), "kono-home(seat=#0)".to_string()))
    );
    assert!(r.legal_vec(&state).is_empty());
}

#[test]
fn gap_g1_a_player_with_no_step_passes() {
    let r = kono(true);
    // White is shut in; c1 is empty, so the spoiling rule does not apply.
    let mut state = at(&r, "....w/b..b./.b.b./wbbbw/ww.ww w 20");
    assert_eq!(texts(&r, &state), ["pass"]);
    assert_eq!(refusal(&r, &state, "a1-b2"), "kono-blocked");
    r.play(&mut state, "pass").unwrap();
    assert_eq!(r.status(&state), Status::ToMove(Seat(1)));
    assert_eq!(refusal(&r, &state, "pass"), "kono-no-pass");
    // The Italian words are read too (the rules page's example).
    let state = at(&r, "....w/b..b./.b.b./wbbbw/ww.ww w 20");
    assert_eq!(r.parse_move(&state, "passo"), Ok(KMove::Pass));
}

#[test]
fn gap_g1_neither_side_able_to_move_draws() {
    // Both sides blocked needs every point of one colour filled (the
    // diagonal net of a colour is connected), which seven pieces a side
    // never reach: a position built directly shows the rule.
    let r = kono(true);
    let mut board = [EMPTY; POINTS];
    for (i, p) in (0..POINTS)
        .filter(|p| (p % SIZE + p / SIZE).is_multiple_of(2))
        .enumerate()
    {
        board[p] = 1 + (i % 2) as u8;
    }
    let state = KState {
        board,
        to_move: 0,
        ply: 30,
        last: None,
    };
    assert_eq!(reason(&r, &state), Some((None, "kono-nobody-moves".to_string())));
}

#[test]
fn gap_g2_a_spoiler_shut_in_loses_once_his_other_starting_points_are_filled() {
    let r = kono(true);
    // White keeps six pieces home; Black holds a2, the seventh point, and
    // White cannot move: Black wins.
    let text = "..bb./....w/...b./bbbbw/wwwww w 16";
    assert_eq!(
        reason(&r, &at(&r, text)),
        Some((Some(Seat(1)), "kono-spoiler-shut(seat=#0)".to_string()))
    );
    // All seven at home and shut in: nothing else to fill.
    let text = ".bb../...../.b.b./wbbbw/wwwww w 12";
    assert_eq!(
        reason(&r, &at(&r, text)),
        Some((Some(Seat(1)), "kono-spoiler-shut(seat=#0)".to_string()))
    );
    // The plain reading (spoiling=false): the blocked spoiler passes.
    let plain = kono(false);
    assert_eq!(texts(&plain, &at(&plain, text)), ["pass"]);
    assert_eq!(
        reason(&plain, &at(&plain, "..bb./....w/...b./bbbbw/wwwww w 16")),
        None
    );
}

#[test]
fn gap_g2_the_ply_cap_draws_with_either_reading() {
    for spoiling in [true, false] {
        let r = kono(spoiling);
        let state = at(&r, "bbbbb/b...b/...../w...w/wwwww w 198");
        assert_eq!(reason(&r, &state), None);
        let state = at(&r, "bbbbb/b...b/...../w...w/wwwww w 200");
        assert_eq!(
            reason(&r, &state),
            Some((None, "kono-ply-cap(plies=200)".to_string()))
        );
        assert_eq!(r.max_plies(), 200);
    }
}

#[test]
fn notation_catalog_examples_and_customary_forms() {
    let r = kono(true);
    let state = r.initial();
    // The catalog's examples: `b1-c2`, `e2-d3`.
    let mv = KMove::Step { from: 1, to: 7 };
    for text in ["b1-c2", "b1c2", "B1 C2", "b1–c2"] {
        assert_eq!(r.parse_move(&state, text), Ok(mv), "{text}");
    }
    assert_eq!(r.parse_move(&state, "e2-d3"), Ok(KMove::Step { from: 9, to: 13 }));
    assert_eq!(r.format_move(&state, &mv), "b1-c2");
    assert_eq!(r.move_steps(&state, &mv), ["b1", "-c2"]);
    assert_eq!(
        r.parse_move(&state, "b1"),
        Ok(mv),
        "one step only: the piece alone names it"
    );
    assert!(matches!(
        r.parse_move(&state, "c1"),
        Err(MoveError::Ambiguous { .. })
    ));
    assert!(refusal(&r, &state, "f1-e2").starts_with("not a move: kono-off-board(point=f1"));
    assert!(refusal(&r, &state, "hello").starts_with("not a move: kono-notation"));
    assert_eq!(refusal(&r, &state, "c3-d4"), "kono-empty(point=c3)");
    assert_eq!(refusal(&r, &state, "a4-b3"), "kono-not-yours(point=a4)");
}

#[test]
fn positions_refused_have_typed_reasons() {
    use crate::PositionErrorKind as K;
    let r = kono(true);
    let kind = |text: &str| r.from_position(text).map(|_| ()).unwrap_err().kind();
    assert_eq!(kind("bbbbb/b...b/...../w...w/wwwww w"), K::Shape);
    assert_eq!(kind("bbbbb/b...b/...../w...w/wwww w 0"), K::Shape);
    assert_eq!(kind("bbbbb/b...b/...../w...w/wwwwq w 0"), K::Piece);
    assert_eq!(kind("bbbbb/b...b/...../w...w/wwwww x 0"), K::Turn);
    assert_eq!(kind("bbbbb/b...b/...../w...w/wwwww w 201"), K::Counter);
    assert_eq!(kind("bbbbb/b...b/...../w...w/wwww. w 0"), K::Count);
    // b1's piece on b2: a piece never changes colour.
    assert_eq!(kind("bbbbb/b...b/...../ww..w/w.www w 0"), K::Unreachable);
    assert_eq!(kind("bbbbb/b...b/...../w...w/wwwww b 0"), K::Unreachable);
}

/// A second model written differently: points as (file, rank), a step
/// found by trying every pair of points, the goal checked by the names of
/// the starting points.
mod brute {
    pub(super) fn steps(board: &[u8; 25], me: u8) -> Vec<(usize, usize)> {
        let mut out = Vec::new();
        for a in 0..25 {
            for b in 0..25 {
                let (df, dr) = ((a % 5) as i32 - (b % 5) as i32, (a / 5) as i32 - (b / 5) as i32);
                if board[a] == me && board[b] == 0 && df.abs() == 1 && dr.abs() == 1 {
                    out.push((a, b));
                }
            }
        }
        out
    }

    pub(super) fn home(board: &[u8; 25], me: u8) -> bool {
        let goal: &[&str] = if me == 1 {
            &["a5", "b5", "c5", "d5", "e5", "a4", "e4"]
        } else {
            &["a1", "b1", "c1", "d1", "e1", "a2", "e2"]
        };
        goal.iter().all(|name| {
            let b = name.as_bytes();
            let p = usize::from(b[1] - b'1') * 5 + usize::from(b[0] - b'a');
            board[p] == me
        })
    }
}

#[test]
fn second_model_agrees_along_random_games() {
    for spoiling in [true, false] {
        let r = kono(spoiling);
        for seed in 0..40 {
            let mut rng = SplitMix64(seed);
            let mut state = r.initial();
            loop {
                let won = (1..=2).find(|&me| brute::home(&state.board, me));
                match r.status(&state) {
                    Status::Over(o) if o.reason.id() == "kono-home" => {
                        assert_eq!(won.map(|me| Seat(me - 1)), o.winner);
                        break;
                    }
                    Status::Over(_) => {
                        assert_eq!(won, None);
                        break;
                    }
                    _ => assert_eq!(won, None),
                }
                let ours: BTreeSet<(usize, usize)> = r
                    .legal_vec(&state)
                    .iter()
                    .filter_map(|m| match *m {
                        KMove::Step { from, to } => Some((usize::from(from), usize::from(to))),
                        KMove::Pass => None,
                    })
                    .collect();
                let theirs: BTreeSet<(usize, usize)> = brute::steps(&state.board, state.to_move + 1)
                    .into_iter()
                    .collect();
                assert_eq!(ours, theirs, "{}", r.position_text(&state));
                let legal = r.legal_vec(&state);
                let mv = legal[rng.below(legal.len())];
                r.apply(&mut state, &mv);
            }
        }
    }
}

#[test]
fn picker_steps_make_the_text_and_offer_few_choices() {
    let r = kono(true);
    let mut rng = SplitMix64(7);
    let mut state = r.initial();
    while r.e.outcome(&state).is_none() {
        let legal = r.legal_vec(&state);
        let firsts: BTreeSet<String> = legal.iter().map(|m| r.move_steps(&state, m)[0].clone()).collect();
        assert!(firsts.len() <= 7);
        for mv in &legal {
            assert_eq!(r.move_steps(&state, mv).concat(), r.format_move(&state, mv));
        }
        let mv = legal[rng.below(legal.len())];
        r.apply(&mut state, &mv);
    }
}
