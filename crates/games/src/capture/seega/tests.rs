//! The Seega rules, by the catalog's rule and gap ids (`tavolando-3-8.md`
//! §21–24), the text's worked example, counts of the placement phase, and
//! a second model written differently (a brute force) compared along random
//! games.

use std::collections::BTreeMap;

use super::*;
use crate::perft::perft;
use crate::playout::SplitMix64;
use crate::{MoveError, OptionValue};

fn rules<S: RuleSet>() -> SeegaRules<S> {
    SeegaRules::<S>::new(&Options::defaults(S::variant().info.options)).unwrap()
}

fn seega() -> Seega {
    rules()
}

fn remove_of_size(size: i64) -> Result<SeegaRemove, OptionError> {
    let mut given = BTreeMap::new();
    given.insert("size".to_string(), OptionValue::Int(size));
    let options = Options::validate(SeegaRemove::info().options, &given)?;
    SeegaRemove::new(&options)
}

/// A position of `r`'s board from rows written top rank first (`w`, `b`,
/// `.`), `side` to move, movement phase, `quiet` turns without a capture.
fn at<S: RuleSet>(r: &SeegaRules<S>, rows: &[&str], side: char, quiet: u16) -> SeegaState {
    r.from_position(&format!("{} {side} 0,0 {quiet}", rows.join("/")))
        .unwrap_or_else(|e| panic!("{rows:?}: {e}"))
}

fn texts<S: RuleSet>(r: &SeegaRules<S>, state: &SeegaState) -> Vec<String> {
    let mut v: Vec<String> = r
        .legal_vec(state)
        .iter()
        .map(|m| r.format_move(state, m))
        .collect();
    v.sort();
    v
}

fn play<S: RuleSet>(r: &SeegaRules<S>, state: &mut SeegaState, text: &str) {
    r.play(state, text).unwrap_or_else(|e| panic!("{text}: {e}"));
}

fn taken<S: RuleSet>(r: &SeegaRules<S>, state: &SeegaState) -> String {
    let last = state.last.as_ref().expect("a last move");
    r.e.names(last.taken.iter().map(|&t| usize::from(t)))
}

fn refusal<S: RuleSet>(r: &SeegaRules<S>, state: &SeegaState, text: &str) -> String {
    match r.parse_move(state, text) {
        Ok(mv) => panic!("{text} accepted as {mv:?}"),
        Err(MoveError::Illegal { reason, .. }) => reason.to_string(),
        Err(MoveError::NotAMove { expected, .. }) => format!("not a move: {expected}"),
        Err(e) => e.to_string(),
    }
}

/// Plays the whole placement phase, each turn the first listed pair.
fn placed<S: RuleSet>(r: &SeegaRules<S>) -> SeegaState {
    let mut state = r.initial();
    while state.placing() {
        let mv = r.legal_vec(&state)[0];
        r.apply(&mut state, &mv);
    }
    state
}

#[test]
fn rule_21_1_two_pieces_a_turn_on_empty_squares_never_the_centre() {
    let r = seega();
    let state = r.initial();
    let legal = r.legal_vec(&state);
    // 24 squares besides the centre, two at a time.
    assert_eq!(legal.len(), 24 * 23 / 2);
    assert!(legal.iter().all(|mv| match *mv {
        SeegaMove::Place(a, b) => a < b && usize::from(a) != r.e.centre && usize::from(b) != r.e.centre,
        _ => false,
    }));
    let mut state = state;
    play(&r, &mut state, "b2 d4");
    assert_eq!(r.position_text(&state), "...../...w./...../.w.../..... b 10,12 0");
    assert_eq!(refusal(&r, &state, "c3 a1"), "seega-centre(square=c3)");
    assert_eq!(refusal(&r, &state, "b2 a1"), "seega-occupied(square=b2)");
    assert_eq!(refusal(&r, &state, "a1 a1"), "seega-same-square");
    // Twelve turns fill every square but the centre.
    let state = placed(&r);
    assert_eq!(r.e.count(&state.board, 0), 12);
    assert_eq!(r.e.count(&state.board, 1), 12);
    assert_eq!(state.board[r.e.centre], EMPTY);
}

#[test]
fn gap_g4_white_places_first_and_placement_takes_twelve_turns() {
    let r = seega();
    let mut state = r.initial();
    assert_eq!(r.status(&state), Status::ToMove(Seat(0)));
    let mut placers = Vec::new();
    while state.placing() {
        placers.push(state.to_move);
        let mv = r.legal_vec(&state)[0];
        r.apply(&mut state, &mv);
    }
    assert_eq!(placers, [0, 1].repeat(6));
}

#[test]
fn rule_21_2_the_player_who_placed_the_last_pair_moves_first_into_the_centre() {
    let r = seega();
    let state = placed(&r);
    // Black placed the last pair and moves first; only into c3.
    assert_eq!(r.status(&state), Status::ToMove(Seat(1)));
    let moves = texts(&r, &state);
    assert!(!moves.is_empty());
    assert!(moves.iter().all(|m| m.ends_with("-c3")), "{moves:?}");
}

#[test]
fn gap_g2_nothing_is_captured_while_placing() {
    let r = seega();
    let mut state = r.initial();
    play(&r, &mut state, "a1 a5");
    play(&r, &mut state, "b1 b5");
    // White's c5 and c1 would close a5-b5-c5 and a1-b1-c1: nothing taken.
    play(&r, &mut state, "c5 c1");
    assert_eq!(r.e.count(&state.board, 1), 2);
    assert!(state.last.as_ref().unwrap().taken.is_empty());
}

#[test]
fn gap_g1_a_piece_steps_one_square_along_a_rank_or_file() {
    let r = seega();
    let state = at(&r, &[".....", ".....", "..w..", ".....", "b...."], 'w', 0);
    assert_eq!(texts(&r, &state), ["c3-b3", "c3-c2", "c3-c4", "c3-d3"]);
    assert_eq!(refusal(&r, &state, "c3-d4"), "seega-one-step");
    assert_eq!(refusal(&r, &state, "c3-c5"), "seega-one-step");
    assert_eq!(refusal(&r, &state, "a1-a2"), "seega-not-yours(square=a1)");
    assert_eq!(refusal(&r, &state, "b2-b3"), "seega-empty(square=b2)");
}

/// The text's example (§6.1): Black arrives on e4 and the two White pieces
/// it flanks are taken. Its diagram is lost; this position has two Whites
/// shut in, one along rank 4 and one along file e.
#[test]
fn rule_21_3_text_example_black_to_e4_takes_two_white_pieces() {
    let r = seega();
    let mut state = at(&r, &["....b", "..bw.", "....w", "....b", "w...."], 'b', 7);
    play(&r, &mut state, "e5-e4");
    assert_eq!(taken(&r, &state), "e3, d4");
    assert_eq!(r.e.count(&state.board, 0), 1);
    assert_eq!(state.quiet, 0, "a capture starts the count again");
}

#[test]
fn rule_21_3_captures_in_three_directions_at_once() {
    let r = seega();
    let mut state = at(&r, &["..b..", "..w..", "bw.wb", "..b..", "....."], 'b', 0);
    // Black c2-c3 shuts in c4 (c5 Black), d3 (e3) and b3 (a3).
    play(&r, &mut state, "c2-c3");
    assert_eq!(taken(&r, &state), "c4, d3, b3");
}

#[test]
fn gap_g2_stepping_between_two_enemies_is_safe() {
    let r = seega();
    let mut state = at(&r, &["....w", ".....", "w.w..", ".b...", "....."], 'b', 0);
    // Black b2-b3 lands between White a3 and c3: it stays.
    play(&r, &mut state, "b2-b3");
    assert!(state.last.as_ref().unwrap().taken.is_empty());
    assert_eq!(state.board[r.e.read_square("b3").unwrap()], 2);
    // A White move elsewhere does not take it either: only the piece that
    // closes a sandwich captures.
    play(&r, &mut state, "e5-e4");
    assert_eq!(state.board[r.e.read_square("b3").unwrap()], 2);
}

#[test]
fn gap_g2_the_edge_captures_nothing_and_the_centre_is_an_ordinary_square() {
    let r = seega();
    // White arrives beside a Black piece in the corner: the edge behind it
    // is not hostile, so it stays.
    let mut state = at(&r, &[".....", ".....", ".....", ".w...", "b...."], 'w', 0);
    play(&r, &mut state, "b2-b1");
    assert!(state.last.as_ref().unwrap().taken.is_empty());
    // A Black piece on the centre is taken like any other.
    let mut state = at(&r, &[".....", ".....", ".wb..", "...w.", "....b"], 'w', 0);
    play(&r, &mut state, "d2-d3");
    assert_eq!(taken(&r, &state), "c3");
    // And a piece arriving on the centre captures like any other.
    let mut state = at(&r, &[".....", "..w..", "wb...", ".....", "....b"], 'w', 0);
    play(&r, &mut state, "c4-c3");
    assert_eq!(taken(&r, &state), "b3");
}

#[test]
fn gap_g5_no_capture_chain_the_turn_passes_after_a_capture() {
    let r = seega();
    let mut state = at(&r, &["....b", "..bw.", "....w", "....b", "w...."], 'b', 0);
    play(&r, &mut state, "e5-e4");
    assert_eq!(r.status(&state), Status::ToMove(Seat(0)));
}

#[test]
fn gap_g3_taking_every_enemy_piece_wins() {
    let r = seega();
    let mut state = at(&r, &[".....", ".....", ".....", "bw...", "..b.."], 'b', 3);
    play(&r, &mut state, "c1-c2");
    let Status::Over(outcome) = r.status(&state) else {
        panic!("not over")
    };
    assert_eq!(outcome.winner, Some(Seat(1)));
    assert_eq!(outcome.reason.to_string(), "seega-all-taken(seat=#1)");
    assert!(r.legal_vec(&state).is_empty());
}

#[test]
fn gap_g3_forty_turns_without_a_capture_end_by_the_count() {
    let r = seega();
    // 39 quiet turns: one more without a capture ends it; White has more.
    let mut state = at(
        &r,
        &["w....", ".....", "..w..", ".....", "....b"],
        'w',
        QUIET_TURNS - 1,
    );
    assert!(matches!(r.status(&state), Status::ToMove(_)));
    play(&r, &mut state, "a5-a4");
    let Status::Over(outcome) = r.status(&state) else {
        panic!("not over")
    };
    assert_eq!(outcome.winner, Some(Seat(0)));
    assert_eq!(outcome.scores, Some(vec![2, 1]));
    assert_eq!(
        outcome.reason.to_string(),
        "seega-quiet(turns=40, white=2, black=1)"
    );
    // The same count with equal pieces is a draw.
    let state = at(
        &r,
        &["w....", ".....", ".....", ".....", "....b"],
        'w',
        QUIET_TURNS,
    );
    let Status::Over(outcome) = r.status(&state) else {
        panic!("not over")
    };
    assert_eq!(outcome.winner, None);
    // A capture on the 40th turn keeps the game going.
    let mut state = at(
        &r,
        &["....b", "..bw.", "....w", "....b", "w...."],
        'b',
        QUIET_TURNS - 1,
    );
    play(&r, &mut state, "e5-e4");
    assert!(matches!(r.status(&state), Status::ToMove(_)));
}

/// Black to move on a board where every Black piece is walled in: Black
/// passes, and White's move must give Black a step.
#[test]
fn rule_21_4_a_blocked_player_passes_and_the_opponent_must_open_a_move() {
    let r = seega();
    let mut state = at(&r, &["bww..", "ww...", ".....", ".....", "....."], 'b', 0);
    assert_eq!(texts(&r, &state), ["pass"]);
    assert_eq!(refusal(&r, &state, "a5-a4"), "seega-blocked(seat=#0)");
    assert_eq!(r.parse_move(&state, "Passo"), Ok(SeegaMove::Pass));
    play(&r, &mut state, "pass");
    assert_eq!(
        r.position_text(&state),
        "bww../ww.../...../...../..... w 0,0 1 open"
    );
    // Only a4 stepping away frees a square next to a5.
    assert_eq!(texts(&r, &state), ["a4-a3"]);
    assert_eq!(refusal(&r, &state, "b4-c4"), "seega-must-open(seat=#1)");
    play(&r, &mut state, "a4-a3");
    assert_eq!(texts(&r, &state), ["a5-a4"]);
    assert_eq!(
        refusal(&r, &r.initial(), "pass"),
        "seega-still-placing(centre=c3)"
    );
}

#[test]
fn gap_g6_a_blocked_player_nobody_can_open_ends_the_game_by_the_count() {
    let r = seega();
    // a5 is shut in by b5 and a4, and neither of them can move: White has
    // moves, but none frees a square next to a5.
    let state = at(&r, &["bww..", "ww...", "w....", ".....", "....."], 'b', 0);
    let Status::Over(outcome) = r.status(&state) else {
        panic!("not over: {:?}", texts(&r, &state))
    };
    assert_eq!(outcome.winner, Some(Seat(0)));
    assert_eq!(
        outcome.reason.to_string(),
        "seega-shut(seat=#1, white=5, black=1)"
    );
    assert!(r.legal_vec(&state).is_empty());
}

#[test]
fn rule_22_seega_7x7_has_24_pieces_each_and_the_centre_d4() {
    let r: Seega7x7 = rules();
    assert_eq!(r.e.pieces(), 24);
    assert_eq!(r.e.name(r.e.centre()), "d4");
    let state = r.initial();
    assert_eq!(r.legal_vec(&state).len(), 48 * 47 / 2);
    let state = placed(&r);
    assert_eq!(r.e.count(&state.board, 0) + r.e.count(&state.board, 1), 48);
    assert_eq!(r.status(&state), Status::ToMove(Seat(1)));
    assert!(texts(&r, &state).iter().all(|m| m.ends_with("-d4")));
}

#[test]
fn rule_23_seega_9x9_has_40_pieces_each_and_the_centre_e5() {
    let r: Seega9x9 = rules();
    assert_eq!(r.e.pieces(), 40);
    assert_eq!(r.e.name(r.e.centre()), "e5");
    let state = r.initial();
    assert_eq!(r.legal_vec(&state).len(), 80 * 79 / 2);
    let state = placed(&r);
    assert_eq!(r.e.count(&state.board, 0) + r.e.count(&state.board, 1), 80);
    assert_eq!(r.status(&state), Status::ToMove(Seat(1)));
    // Placement turns: 20 each.
    assert_eq!(r.position_text(&r.initial()).split(' ').nth(2), Some("40,40"));
}

/// §24: the blocked player removes an enemy piece next to one of his and
/// steps into its square; the removal is a capture.
#[test]
fn rule_24_a_blocked_player_removes_an_enemy_piece_next_to_his_and_moves_into_it() {
    let r: SeegaRemove = rules();
    let mut state = at(&r, &["bww..", "ww...", ".....", ".....", "....."], 'b', 9);
    assert_eq!(texts(&r, &state), ["xa4 a5-a4", "xb5 a5-b5"]);
    assert_eq!(refusal(&r, &state, "pass"), "seega-not-legal");
    assert_eq!(refusal(&r, &state, "xb4 a5-b4"), "seega-remove-which(square=b4)");
    assert_eq!(refusal(&r, &state, "xb5 a5-a4"), "seega-remove-into(square=b5)");
    assert_eq!(refusal(&r, &state, "a5-a4"), "seega-blocked-remove");
    play(&r, &mut state, "xb5 a5-b5");
    assert_eq!(r.position_text(&state), ".bw../ww.../...../...../..... w 0,0 0");
    assert_eq!(taken(&r, &state), "b5");
    // A player who can move may not remove.
    let state = at(&r, &["b.w..", "ww...", ".....", ".....", "....."], 'b', 0);
    assert_eq!(refusal(&r, &state, "xa4 a5-a4"), "seega-not-blocked");
    // Without the removal rule the text is no move at all.
    assert!(refusal(&seega(), &state, "xa4 a5-a4").starts_with("not a move"));
}

#[test]
fn rule_24_the_move_after_a_removal_captures_too() {
    let r: SeegaRemove = rules();
    // Both Black pieces are walled in.
    let mut state = at(&r, &["bww..", "wwbw.", "..w..", ".....", "....."], 'b', 0);
    assert!(!r.e.can_step(&state.board, 1));
    // Removing a4 and stepping a5-a4 shuts b4 in between a4 and c4.
    play(&r, &mut state, "xa4 a5-a4");
    assert_eq!(taken(&r, &state), "a4, b4");
}

#[test]
fn rule_24_the_board_size_is_an_option() {
    let r = remove_of_size(9).unwrap();
    assert_eq!(r.e.pieces(), 40);
    assert!(r.e.removal());
    let r = remove_of_size(7).unwrap();
    assert_eq!(r.e.name(r.e.centre()), "d4");
    let Err(OptionError(why)) = remove_of_size(6) else {
        panic!("6 accepted")
    };
    assert_eq!(why.to_string(), "seega-size-odd(size=6)");
}

/// Counts of the placement phase: C(24, 2) pairs, then C(22, 2) for each.
#[test]
fn perft_of_the_placement_phase() {
    let r = seega();
    let state = r.initial();
    assert_eq!(perft(&r, &state, 1), 276);
    assert_eq!(perft(&r, &state, 2), 276 * 231);
    let r: Seega7x7 = rules();
    assert_eq!(perft(&r, &r.initial(), 1), 1128);
}

#[test]
fn notation_reads_the_customary_forms_and_says_what_is_wrong() {
    let r = seega();
    let state = r.initial();
    for text in ["b2 d4", "d4 b2", "B2,D4", "b2d4", " b2  d4 "] {
        assert_eq!(r.parse_move(&state, text), Ok(SeegaMove::Place(6, 18)), "{text}");
    }
    assert_eq!(r.format_move(&state, &SeegaMove::Place(6, 18)), "b2 d4");
    assert!(refusal(&r, &state, "f1 a1").starts_with("not a move: seega-off-board(square=f1"));
    assert!(refusal(&r, &state, "hello").starts_with("not a move: seega-notation-place"));
    assert_eq!(refusal(&r, &state, "b2-d4"), "seega-still-placing(centre=c3)");
    // A prefix of steps is ambiguous, with its options.
    assert!(matches!(
        r.parse_move(&state, "a1"),
        Err(MoveError::Ambiguous { .. })
    ));
    // The last square alone is never a first step: say a second is needed.
    assert_eq!(refusal(&r, &state, "e5"), "seega-two-squares(square=e5)");
    let state = at(&r, &[".....", ".....", "..w..", ".....", "b...."], 'w', 0);
    for text in ["c3-c4", "c3c4", "C3 - C4", "c3–c4"] {
        assert_eq!(
            r.parse_move(&state, text),
            Ok(SeegaMove::Step { from: 12, to: 17 }),
            "{text}"
        );
    }
}

#[test]
fn picker_steps_make_the_text_and_offer_at_most_25_choices() {
    fn check<S: RuleSet>(r: &SeegaRules<S>, seed: u64) {
        let mut rng = SplitMix64(seed);
        let mut state = r.initial();
        while r.e.outcome(&state).is_none() {
            let legal = r.legal_vec(&state);
            let steps: Vec<Vec<String>> = legal.iter().map(|m| r.move_steps(&state, m)).collect();
            for (mv, s) in legal.iter().zip(&steps) {
                assert_eq!(s.concat(), r.format_move(&state, mv));
            }
            let depth = steps.iter().map(Vec::len).max().unwrap_or(0);
            for d in 0..depth {
                let mut per_prefix: BTreeMap<String, std::collections::BTreeSet<String>> = BTreeMap::new();
                for s in steps.iter().filter(|s| s.len() > d) {
                    per_prefix
                        .entry(s[..d].concat())
                        .or_default()
                        .insert(s[d].clone());
                }
                for (prefix, choices) in per_prefix {
                    assert!(choices.len() <= 25, "{prefix:?}: {} choices", choices.len());
                }
            }
            let mv = legal[rng.below(legal.len())];
            r.apply(&mut state, &mv);
        }
    }
    check(&seega(), 1);
    check(&rules::<sets::Seega9x9Set>(), 2);
    check(&remove_of_size(9).unwrap(), 3);
}

#[test]
fn positions_refused_have_typed_reasons() {
    use crate::PositionErrorKind as K;
    let r = seega();
    let kind = |text: &str| r.from_position(text).map(|_| ()).unwrap_err().kind();
    assert_eq!(kind("...../...../...../...../..... w 12,12"), K::Shape);
    assert_eq!(kind("...../...../...../...../....q w 12,12 0"), K::Piece);
    assert_eq!(kind("...../...../...../...../..... x 12,12 0"), K::Turn);
    assert_eq!(kind("...../...../...../...../..... w 13,12 0"), K::Count);
    assert_eq!(kind("...../...../...../...../..... w 0,0 41"), K::Counter);
    // Placing, Black to move with as many in hand as White: out of turn.
    assert_eq!(kind("...../...../...../...../..... b 12,12 0"), K::Unreachable);
    // The centre filled while placing.
    assert_eq!(kind("...../...../..w../...../..w.. b 10,12 0"), K::Unreachable);
    // `open` where nobody is blocked.
    assert_eq!(kind("w..../...../...../...../....b w 0,0 1 open"), K::Unreachable);
}

/// A second model of the movement rules written differently: moves found
/// by looking at every pair of squares, captures by looking at every enemy
/// piece, then the blocked-player rules on top. It and the engine must
/// agree on the moves and the boards they lead to along random games.
mod brute {
    fn at(n: usize, f: i32, r: i32) -> Option<usize> {
        (f >= 0 && r >= 0 && (f as usize) < n && (r as usize) < n).then(|| r as usize * n + f as usize)
    }

    fn xy(n: usize, s: usize) -> (i32, i32) {
        ((s % n) as i32, (s / n) as i32)
    }

    /// The board after the piece on `from` goes to `to`.
    fn stepped(n: usize, board: &[u8], from: usize, to: usize) -> Vec<u8> {
        let mut b = board.to_vec();
        let mine = b[from];
        b[from] = 0;
        b[to] = mine;
        let (tf, tr) = xy(n, to);
        for s in 0..n * n {
            if b[s] == 0 || b[s] == mine {
                continue;
            }
            let (f, r) = xy(n, s);
            // `s` is next to `to`, and the square beyond it is the mover's.
            if (f - tf).abs() + (r - tr).abs() == 1
                && let Some(beyond) = at(n, 2 * f - tf, 2 * r - tr)
                && b[beyond] == mine
            {
                b[s] = 0;
            }
        }
        b
    }

    fn plain_steps(n: usize, board: &[u8], mine: u8) -> Vec<(usize, usize)> {
        let mut out = Vec::new();
        for from in 0..n * n {
            for to in 0..n * n {
                let ((a, b), (c, d)) = (xy(n, from), xy(n, to));
                if board[from] == mine && board[to] == 0 && (a - c).abs() + (b - d).abs() == 1 {
                    out.push((from, to));
                }
            }
        }
        out
    }

    /// Every legal move of the movement phase as (text, board after).
    pub(super) fn moves(
        n: usize,
        board: &[u8],
        mine: u8,
        opening: bool,
        removal: bool,
    ) -> Vec<(String, Vec<u8>)> {
        let name = |s: usize| format!("{}{}", char::from(b'a' + (s % n) as u8), s / n + 1);
        let theirs = 3 - mine;
        let mut out = Vec::new();
        for (from, to) in plain_steps(n, board, mine) {
            let after = stepped(n, board, from, to);
            if opening && plain_steps(n, &after, theirs).is_empty() {
                continue;
            }
            out.push((format!("{}-{}", name(from), name(to)), after));
        }
        if out.is_empty() && !opening {
            if removal {
                for r in 0..n * n {
                    for from in 0..n * n {
                        let ((a, b), (c, d)) = (xy(n, r), xy(n, from));
                        if board[r] == theirs && board[from] == mine && (a - c).abs() + (b - d).abs() == 1 {
                            let mut b2 = board.to_vec();
                            b2[r] = 0;
                            out.push((
                                format!("x{} {}-{}", name(r), name(from), name(r)),
                                stepped(n, &b2, from, r),
                            ));
                        }
                    }
                }
            } else if plain_steps(n, board, theirs)
                .into_iter()
                .any(|(f, t)| !plain_steps(n, &stepped(n, board, f, t), mine).is_empty())
            {
                out.push(("pass".to_string(), board.to_vec()));
            }
        }
        out.sort();
        out
    }
}

fn agrees_with_the_brute_force<S: RuleSet>(r: &SeegaRules<S>, games: u64) {
    let n = r.e.size();
    let mut rng = SplitMix64(0x5EE6A ^ n as u64);
    let mut compared = 0;
    for _ in 0..games {
        let mut state = r.initial();
        loop {
            if !state.placing() {
                let at = r.position_text(&state);
                let theirs = brute::moves(
                    n,
                    &state.board[..n * n],
                    state.to_move + 1,
                    state.opening,
                    r.e.removal(),
                );
                if let Some(outcome) = r.e.outcome(&state) {
                    // Nobody could open a move: the model has none either.
                    if outcome.reason.id() == "seega-shut" {
                        assert!(theirs.is_empty(), "{at}: the model still has {theirs:?}");
                    }
                    break;
                }
                let mut mine: Vec<(String, Vec<u8>)> = r
                    .legal_vec(&state)
                    .iter()
                    .map(|mv| {
                        let mut next = state.clone();
                        r.apply(&mut next, mv);
                        (r.format_move(&state, mv), next.board[..n * n].to_vec())
                    })
                    .collect();
                mine.sort();
                assert_eq!(mine, theirs, "{at}");
                compared += 1;
            }
            let legal = r.legal_vec(&state);
            let mv = legal[rng.below(legal.len())];
            r.apply(&mut state, &mv);
        }
    }
    assert!(compared > 0);
}

#[test]
fn second_model_agrees_on_5x5() {
    agrees_with_the_brute_force(&seega(), 12);
}

#[test]
fn second_model_agrees_with_removal_on_5x5_and_7x7() {
    agrees_with_the_brute_force(&rules::<sets::SeegaRemoveSet>(), 12);
    agrees_with_the_brute_force(&remove_of_size(7).unwrap(), 3);
}

#[test]
fn second_model_agrees_on_7x7() {
    agrees_with_the_brute_force(&rules::<sets::Seega7x7Set>(), 3);
}
