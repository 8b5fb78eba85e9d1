//! Rule tests, named after the catalog's rule and gap ids (§15).

use super::*;
use crate::perft::perft;
use std::collections::HashSet;

const W: Seat = Seat::FIRST;
const B: Seat = Seat::SECOND;

fn ds() -> DuodecimScripta {
    DuodecimScripta
}

/// A position: `(position, count)` per side in its own numbering; pieces
/// not listed are off the board waiting (if `in`) or borne off.
fn setup(
    white: &[(u8, u8)],
    brown: &[(u8, u8)],
    waiting: [u8; 2],
    turn: Seat,
    dice: Option<[u8; 3]>,
) -> DuoState {
    let mut state = ds().initial();
    state.count = [[0; 32]; 2];
    for (seat, list) in [(0, white), (1, brown)] {
        for &(p, n) in list {
            state.count[seat][usize::from(p)] = n;
        }
        // A side not described waits on its first A square, out of the way.
        if list.is_empty() && waiting[seat] == 0 {
            state.count[seat][1] = PIECES;
        }
        state.count[seat][IN] = waiting[seat];
        let placed: u8 = state.count[seat][..31].iter().sum();
        state.count[seat][OFF] = PIECES - placed;
        state.entered[seat] = true;
    }
    state.turn = turn;
    state.throw = dice;
    state.last_throw = dice;
    state
}

fn legal(state: &DuoState) -> Vec<String> {
    let r = ds();
    r.legal_vec(state)
        .iter()
        .map(|m| r.format_move(state, m))
        .collect()
}

fn play(state: &mut DuoState, text: &str) {
    ds().play(state, text).unwrap_or_else(|e| panic!("{text}: {e}"));
}

fn reason(err: MoveError) -> String {
    match err {
        MoveError::Illegal { reason, .. } => reason.to_string(),
        other => panic!("not an illegal-move error: {other:?}"),
    }
}

#[test]
fn three_dice_weigh_their_orderings() {
    let r = ds();
    let mut out = Vec::new();
    r.chance_outcomes(&r.initial(), &mut out);
    assert_eq!(out.len(), 56);
    assert_eq!(out.iter().map(|(_, w)| w).sum::<u32>(), 216);
    let state = r.initial();
    assert_eq!(r.format_move(&state, &out[0].0), "6-6-6");
    let w = |d: [u8; 3]| out.iter().find(|(m, _)| *m == DuoMove::Throw(d)).unwrap().1;
    assert_eq!((w([6, 6, 6]), w([5, 5, 2]), w([5, 3, 2])), (1, 3, 6));
}

#[test]
fn r1_the_board_starts_empty_and_pieces_enter_first() {
    let r = ds();
    let mut state = r.initial();
    assert_eq!(state.count[0][IN], 15);
    play(&mut state, "5-3-2");
    let moves = legal(&state);
    assert!(moves.contains(&"in/5 in/3 in/2".to_string()), "{moves:?}");
    play(&mut state, "in/5 in/3 in/2");
    assert_eq!(
        r.position_text(&state),
        "white:2*1,3*1,5*1 brown:- in:12,15 off:0,0 entered:nn turn:brown throw:- ply:2"
    );
}

#[test]
fn r2_pieces_leave_the_a_squares_only_once_all_fifteen_are_in() {
    let r = ds();
    let mut state = setup(&[(6, 12)], &[], [3, 15], W, Some([6, 6, 6]));
    state.entered = [false, false];
    assert_eq!(legal(&state), ["in/6 in/6 in/6"]);
    let mut state = setup(&[(6, 13)], &[], [2, 15], W, Some([6, 6, 6]));
    state.entered = [false, false];
    // Once the last piece is in, the third die may leave A.
    assert_eq!(legal(&state), ["in/6 in/6 6/12"]);
    assert_eq!(
        reason(r.parse_move(&state, "6/12 in/6 in/6").unwrap_err()),
        "duodecim-stay-on-a"
    );
}

#[test]
fn r3_one_piece_may_use_all_three_dice_or_they_split() {
    let r = ds();
    let mut state = setup(&[(10, 1), (3, 1)], &[], [0, 0], W, Some([5, 3, 2]));
    let mv = r.parse_move(&state, "10/15 15/18 18/20").unwrap();
    assert!(r.legal_vec(&state).contains(&mv));
    assert!(r.parse_move(&state, "10/15 3/6 6/8").is_ok());
    play(&mut state, "3/8 10/13 13/15");
    assert_eq!(r.position_text(&state).split(' ').next(), Some("white:8*1,15*1"));
}

#[test]
fn r4_the_whole_throw_must_be_used_when_possible() {
    let r = ds();
    let state = setup(&[(10, 2)], &[], [0, 0], W, Some([5, 3, 2]));
    for mv in r.legal_vec(&state) {
        assert!(matches!(&mv, DuoMove::Play(steps) if steps.len() == 3), "{mv:?}");
    }
    // Two dice alone are only the start of a play.
    assert!(matches!(
        r.parse_move(&state, "10/15 10/13"),
        Err(MoveError::Ambiguous { options, .. }) if options.iter().all(|o| o.split(' ').count() == 3)
    ));
    let state = setup(&[(10, 1), (20, 1)], &[], [0, 0], W, Some([5, 3, 2]));
    assert_eq!(
        reason(r.parse_move(&state, "20/23 10/15").unwrap_err()),
        "duodecim-must-use(n=3)"
    );
    // Even when harmful: the only piece must run on.
    let state = setup(&[(20, 1)], &[], [0, 0], W, Some([1, 1, 1]));
    assert_eq!(legal(&state), ["20/21 21/22 22/23"]);
}

#[test]
fn r5_any_number_of_own_pieces_share_a_square() {
    let mut state = setup(&[(10, 3), (15, 4)], &[], [0, 0], W, Some([5, 5, 5]));
    play(&mut state, "10/15 10/15 10/15");
    assert_eq!(state.count[0][15], 7);
}

#[test]
fn r6_a_lone_piece_is_hit_and_must_re_enter_first() {
    let r = ds();
    // White's 12 is Brown's 24.
    let mut state = setup(
        &[(10, 1), (3, 1)],
        &[(24, 1), (20, 1)],
        [0, 0],
        W,
        Some([2, 1, 1]),
    );
    play(&mut state, "10/12 3/4 4/5");
    assert_eq!((state.count[1][24], state.count[1][IN]), (0, 1));
    play(&mut state, "4-2-1");
    for mv in legal(&state) {
        assert!(mv.starts_with("in/"), "{mv}");
    }
    assert_eq!(
        reason(r.parse_move(&state, "20/24 in/2 2/3").unwrap_err()),
        "duodecim-enter-first"
    );
}

#[test]
fn r7_two_opponent_pieces_close_a_square() {
    let r = ds();
    let state = setup(&[(10, 1), (3, 1)], &[(24, 2)], [0, 0], W, Some([2, 1, 1]));
    assert!(legal(&state).iter().all(|m| !m.contains("/12")));
    assert_eq!(
        reason(r.parse_move(&state, "10/12 3/4 4/5").unwrap_err()),
        "duodecim-closed(square=12)"
    );
}

#[test]
fn r8_bearing_off_needs_everyone_home_and_a_big_enough_die() {
    let r = ds();
    let state = setup(&[(25, 14), (24, 1)], &[], [0, 0], W, Some([6, 1, 1]));
    // The 6 cannot bear off while 24 is out; 24/25 first makes it possible.
    assert!(r.parse_move(&state, "24/25 25/off 25/26").is_ok());
    assert_eq!(
        reason(r.parse_move(&state, "25/off 24/25 25/26").unwrap_err()),
        "duodecim-not-home"
    );
    let mut state = setup(&[(28, 15)], &[], [0, 0], W, Some([6, 3, 1]));
    play(&mut state, "28/off 28/off 28/29");
    assert_eq!(state.count[0][OFF], 2);
    assert!(
        r.parse_move(&setup(&[(28, 15)], &[], [0, 0], W, Some([2, 1, 1])), "28/off")
            .is_err()
    );
}

#[test]
fn r9_bearing_off_all_fifteen_wins() {
    let r = ds();
    let mut state = setup(&[(30, 1)], &[(3, 15)], [0, 0], W, Some([1, 1, 1]));
    play(&mut state, "30/off");
    let outcome = r.status(&state).outcome().cloned().unwrap();
    assert_eq!(
        (outcome.winner, outcome.reason.to_string().as_str()),
        (Some(W), "race-bore-off-all(n=15)")
    );
}

#[test]
fn gap_g1_each_intermediate_landing_must_be_legal() {
    // 12, 13 and 15 are closed: the piece on 10 cannot reach 20 by any order.
    let state = setup(
        &[(10, 1), (1, 1)],
        &[(24, 2), (25, 2), (27, 2)],
        [0, 0],
        W,
        Some([5, 3, 2]),
    );
    assert!(
        legal(&state).iter().all(|m| !m.contains("/20")),
        "{:?}",
        legal(&state)
    );
}

#[test]
fn gap_g2_a_die_enters_on_its_own_a_square_and_a_pieces_move_within_a() {
    let r = ds();
    let mut state = r.initial();
    play(&mut state, "4-2-1");
    assert!(r.parse_move(&state, "in/2 2/6 in/1").is_ok());
    play(&mut state, "in/4 in/2 in/1");
    assert_eq!(&state.count[0][1..=6], &[1, 1, 0, 1, 0, 0]);
}

#[test]
fn gap_g3_the_catalogs_geometry_and_the_half_turned_tracks() {
    assert_eq!(
        (place(W, 1), place(W, 6), place(W, 7), place(W, 18)),
        ((6, 1), (11, 1), (11, 2), (0, 2))
    );
    assert_eq!((place(W, 19), place(W, 30)), ((0, 0), (11, 0)));
    assert_eq!(
        (place(B, 1), place(B, 7), place(B, 19)),
        ((5, 1), (0, 0), (11, 2))
    );
    for p in 7..=30 {
        assert_eq!(place(W, p), place(B, mirror(p)), "{p}");
    }
    let view = ds().view(&ds().initial(), None);
    let Board::Track(drawn) = &view.board else {
        panic!()
    };
    let columns = &drawn.columns;
    let rows = &drawn.rows;
    let squares = &drawn.squares;
    assert_eq!((*columns, *rows, squares.len()), (12, 3, 36));
    assert_eq!(view.routes.len(), 2);
}

#[test]
fn gap_g4_pieces_finish_past_square_30() {
    let r = ds();
    let state = setup(&[(30, 1), (29, 1)], &[(3, 15)], [0, 0], W, Some([6, 5, 1]));
    // Three dice can be played (29/30 first), so they must be.
    assert_eq!(
        reason(r.parse_move(&state, "29/off 30/off").unwrap_err()),
        "duodecim-must-use(n=3)"
    );
    let mut state = state;
    play(&mut state, "29/30 30/off 30/off");
    assert_eq!(state.count[0][OFF], 15);
}

#[test]
fn gap_g5_the_most_dice_are_used_and_the_player_chooses_among_those_plays() {
    // One piece on 8 with 5-3-3: 13 and 11 are open, 14 and 16 closed, so
    // only one die can be used, and the player picks which.
    let state = setup(
        &[(8, 1)],
        &[(28, 2), (26, 2), (1, 11)],
        [0, 0],
        W,
        Some([5, 3, 3]),
    );
    let mut moves = legal(&state);
    moves.sort();
    assert_eq!(moves, ["8/11", "8/13"]);
}

#[test]
fn gap_g6_white_throws_first() {
    assert_eq!(ds().initial().turn, W);
    assert_eq!(ds().status(&ds().initial()), Status::Chance);
}

#[test]
fn gap_g7_hit_pieces_re_enter_without_the_all_fifteen_rule() {
    let r = ds();
    let mut state = setup(&[(10, 1)], &[(20, 14)], [0, 1], B, Some([3, 2, 1]));
    assert!(r.parse_move(&state, "in/3 20/22 22/23").is_ok());
    play(&mut state, "in/3 20/22 20/21");
    assert_eq!(state.count[1][IN], 0);
}

#[test]
fn refusals_and_notation() {
    let r = ds();
    let state = setup(&[(10, 1)], &[], [0, 0], W, Some([5, 3, 2]));
    for text in [
        "",
        "x",
        "10/",
        "/12",
        "31/40",
        "10/11/12",
        "in/9",
        "10/9",
        "🎲",
        &"1/2 ".repeat(500),
    ] {
        let err = r.parse_move(&state, text).unwrap_err();
        assert!(err.to_string().len() < 300, "{text}");
    }
    assert_eq!(
        reason(r.parse_move(&state, "pass").unwrap_err()),
        "race-cannot-pass-die"
    );
    let chance = setup(&[(10, 1)], &[], [0, 0], W, None);
    assert!(matches!(
        r.parse_move(&chance, "10/15"),
        Err(MoveError::Illegal { .. })
    ));
    assert!(matches!(
        r.parse_move(&chance, "7-7-7"),
        Err(MoveError::NotAMove { .. })
    ));
    for mv in r.legal_vec(&state) {
        let text = r.format_move(&state, &mv);
        assert_eq!(r.parse_move(&state, &text), Ok(mv.clone()));
        assert_eq!(r.move_steps(&state, &mv).concat(), text);
    }
    // Picker prefixes: the first step alone is ambiguous, not an error.
    let two = setup(&[(10, 1), (3, 1)], &[], [0, 0], W, Some([5, 3, 2]));
    assert!(matches!(
        r.parse_move(&two, "10/15"),
        Err(MoveError::Ambiguous { .. })
    ));
}

#[test]
fn perft_is_frozen() {
    // Depth 1: the 56 throws. Depth 2 from the start: every throw enters
    // three pieces, or enters and moves within A; frozen from this
    // implementation.
    let r = ds();
    let counts: Vec<u64> = (1..=2).map(|d| perft(&r, &r.initial(), d)).collect();
    assert_eq!(counts[0], 56);
    assert_eq!(counts, [56, 117]);
}

/// The plain exhaustive walk the turn list was first built with: every
/// order of dice and pieces, no node skipped; the plays using the most dice,
/// deduplicated by position afterwards, first found first.
fn exhaustive_turns(state: &DuoState, dice: [u8; 3]) -> Vec<Vec<Step>> {
    fn walk(
        state: &DuoState,
        seat: Seat,
        dice: &[u8],
        path: &mut Vec<Step>,
        leaves: &mut Vec<(Vec<Step>, DuoState)>,
    ) {
        let mut moved = false;
        for (i, &die) in dice.iter().enumerate() {
            if dice[..i].contains(&die) {
                continue;
            }
            let rest: Vec<u8> = dice
                .iter()
                .enumerate()
                .filter(|&(j, _)| j != i)
                .map(|(_, &d)| d)
                .collect();
            for from in 0..=30u8 {
                if let Ok(to) = DuodecimScripta::reach(state, seat, from, die) {
                    moved = true;
                    let mut next = state.clone();
                    DuodecimScripta::step(&mut next, seat, from, to);
                    path.push(Step { from, die });
                    walk(&next, seat, &rest, path, leaves);
                    path.pop();
                }
            }
        }
        if !moved && !path.is_empty() {
            leaves.push((path.clone(), state.clone()));
        }
    }
    let mut leaves = Vec::new();
    walk(state, state.turn, &dice, &mut Vec::new(), &mut leaves);
    let most = leaves.iter().map(|(p, _)| p.len()).max().unwrap_or(0);
    let mut seen = HashSet::new();
    leaves
        .into_iter()
        .filter(|(p, after)| p.len() == most && seen.insert(after.count))
        .map(|(p, _)| p)
        .collect()
}

#[test]
fn the_pruned_turn_walk_lists_what_the_exhaustive_walk_lists_in_its_order() {
    let r = ds();
    let mut rng = crate::playout::SplitMix64(11);
    let mut compared = 0;
    for _ in 0..8 {
        let mut state = r.initial();
        while matches!(r.status(&state), Status::Chance | Status::ToMove(_)) {
            if let Some(dice) = state.throw {
                let expected: Vec<DuoMove> = exhaustive_turns(&state, dice)
                    .into_iter()
                    .map(DuoMove::Play)
                    .collect();
                let mut listed = Vec::new();
                r.turns(&state, dice, &mut listed);
                assert_eq!(listed, expected, "{}", r.position_text(&state));
                compared += 1;
            }
            let moves = r.legal_vec(&state);
            let moves = if moves.is_empty() {
                let mut throws = Vec::new();
                r.chance_outcomes(&state, &mut throws);
                throws.into_iter().map(|(m, _)| m).collect()
            } else {
                moves
            };
            let pick = rng.below(moves.len());
            r.apply(&mut state, &moves[pick]);
        }
    }
    // Eight random games give about 1,900 turns, hits and bear-offs among them.
    assert!(compared > 1000, "{compared}");
}

#[test]
fn position_reader_refuses_a_side_past_its_a_squares_before_all_entered() {
    let early = "white:3*2,9*1 brown:- in:12,15 off:0,0 entered:nn turn:white throw:- ply:4";
    let err = ds().from_position(early).unwrap_err();
    assert!(err.message().contains("White has not entered all 15"), "{err}");
    let dice = "white:3*2 brown:- in:13,15 off:0,0 entered:nn turn:white throw:2-5-1 ply:4";
    let err = ds().from_position(dice).unwrap_err();
    assert!(err.message().contains("highest first"), "{err}");
    let good = "white:3*2 brown:- in:13,15 off:0,0 entered:nn turn:white throw:5-2-1 ply:4";
    let state = ds().from_position(good).unwrap();
    assert_eq!(ds().position_text(&state), good);
    assert_eq!(ds().status(&state), Status::ToMove(W));
}

#[test]
fn a_pass_leaves_the_play_before_it_drawn_for_its_player() {
    let r = ds();
    let mut state = r.initial();
    r.apply(&mut state, &DuoMove::Throw([6, 5, 4]));
    let play = r.legal_vec(&state)[0].clone();
    r.apply(&mut state, &play);
    let marks = |state: &DuoState| {
        let mut marks: Vec<(String, Mark)> = r
            .view(state, None)
            .highlights
            .iter()
            .filter(|h| h.mark == Mark::To)
            .map(|h| (h.cell.clone(), h.mark))
            .collect();
        marks.sort_by(|a, b| a.0.cmp(&b.0));
        marks
    };
    let after_play = marks(&state);
    assert!(!after_play.is_empty());
    // Brown throws and cannot move: the pass changes nothing drawn.
    r.apply(&mut state, &DuoMove::Throw([1, 1, 1]));
    r.apply(&mut state, &DuoMove::Pass);
    assert_eq!(
        marks(&state),
        after_play,
        "White's play stays drawn on White's squares"
    );
}
