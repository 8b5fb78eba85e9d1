//! The Latrunculi rules, by the catalog's rule and gap ids
//! (`tavolando-3-8.md` §25), the text's worked example, counts of the
//! placement phase, and a second model written differently (a brute force)
//! compared along random games.

use std::collections::{BTreeMap, BTreeSet};

use super::*;
use crate::perft::perft;
use crate::playout::SplitMix64;
use crate::view::Mark;
use crate::{MoveError, OptionValue};

fn with(options: &[(&str, OptionValue)]) -> Result<Latrunculi, OptionError> {
    let given: BTreeMap<String, OptionValue> =
        options.iter().map(|(k, v)| (k.to_string(), v.clone())).collect();
    let options = Options::validate(Latrunculi::info().options, &given)?;
    Latrunculi::new(&options)
}

fn text(v: &str) -> OptionValue {
    OptionValue::Text(v.to_string())
}

fn game() -> Latrunculi {
    with(&[]).unwrap()
}

/// A movement-phase position of `r`'s board from ranks written top first.
fn at(r: &Latrunculi, rows: &[&str], side: char, quiet: u16) -> LState {
    r.from_position(&format!("{} {side} 0,0 {quiet}", rows.join("/")))
        .unwrap_or_else(|e| panic!("{rows:?}: {e}"))
}

fn texts(r: &Latrunculi, state: &LState) -> Vec<String> {
    let mut v: Vec<String> = r
        .legal_vec(state)
        .iter()
        .map(|m| r.format_move(state, m))
        .collect();
    v.sort();
    v
}

fn play(r: &Latrunculi, state: &mut LState, text: &str) {
    r.play(state, text).unwrap_or_else(|e| panic!("{text}: {e}"));
}

fn refusal(r: &Latrunculi, state: &LState, text: &str) -> String {
    match r.parse_move(state, text) {
        Ok(mv) => panic!("{text} accepted as {mv:?}"),
        Err(MoveError::Illegal { reason, .. }) => reason.to_string(),
        Err(MoveError::NotAMove { expected, .. }) => format!("not a move: {expected}"),
        Err(e) => e.to_string(),
    }
}

/// The board part of the position text.
fn board(r: &Latrunculi, state: &LState) -> String {
    r.position_text(state).split(' ').next().unwrap().to_string()
}

fn blocked_names(r: &Latrunculi, state: &LState) -> String {
    r.e.names((0..r.e.cells()).filter(|&s| state.is_blocked(s)))
}

fn last(state: &LState) -> &Last {
    state.last.as_ref().expect("a last move")
}

fn over(r: &Latrunculi, state: &LState) -> Outcome {
    match r.status(state) {
        Status::Over(outcome) => outcome,
        other => panic!("not over: {other:?}"),
    }
}

use crate::Outcome;

const EMPTY_RANK: &str = "........";

/// Ranks 8 to 1 from the ones given for the top ranks, the rest empty.
fn rows<'a>(top: &[&'a str]) -> Vec<&'a str> {
    let mut v: Vec<&str> = top
        .iter()
        .map(|&r| if r.is_empty() { EMPTY_RANK } else { r })
        .collect();
    v.resize(8, EMPTY_RANK);
    v
}

#[test]
fn rule_1_white_places_first_one_piece_a_turn_on_any_empty_square() {
    let r = game();
    let mut state = r.initial();
    assert_eq!(r.status(&state), Status::ToMove(Seat(0)));
    assert_eq!(r.legal_vec(&state).len(), 64);
    play(&r, &mut state, "d4");
    assert_eq!(
        r.position_text(&state),
        "......../......../......../......../...w..../......../......../........ b 15,16 0"
    );
    assert_eq!(refusal(&r, &state, "d4"), "latrunculi-occupied(square=d4)");
    assert_eq!(refusal(&r, &state, "d4-d5"), "latrunculi-still-placing");
    let mut placers = Vec::new();
    while state.placing() {
        placers.push(state.to_move);
        let mv = r.legal_vec(&state)[0];
        r.apply(&mut state, &mv);
    }
    assert_eq!(placers.len(), 31);
    assert_eq!(r.e.count(&state.board, 0), 16);
    assert_eq!(r.e.count(&state.board, 1), 16);
    // Turns go on alternating: Black placed last, White moves first.
    assert_eq!(r.status(&state), Status::ToMove(Seat(0)));
}

#[test]
fn gap_g4_nothing_is_blocked_while_placing_nor_after_by_the_pieces_placed() {
    let r = game();
    let mut state = r.initial();
    // White c1 and e1 around Black d1, and Black a2, c2 around White b2.
    for m in ["c1", "d1", "e1", "a2", "b2", "c2"] {
        play(&r, &mut state, m);
    }
    assert_eq!(state.blocked, 0);
    while state.placing() {
        let mv = *r.legal_vec(&state).last().unwrap();
        r.apply(&mut state, &mv);
    }
    assert_eq!(state.blocked, 0);
    // White's first move elsewhere blocks nothing: only a moving piece
    // blocks (rule 4).
    let mv = r
        .legal_vec(&state)
        .into_iter()
        .find(|m| matches!(m, LMove::Go(p) if p.from() > 20))
        .unwrap();
    r.apply(&mut state, &mv);
    assert_eq!(state.blocked, 0, "{}", r.position_text(&state));
}

/// White d4 and a1, Black d5, e6 and h8.
fn jumping() -> (Latrunculi, LState) {
    let r = game();
    let state = at(
        &r,
        &[
            ".......b", "........", "....b...", "...b....", "...w....", "........", "........", "w.......",
        ],
        'w',
        0,
    );
    (r, state)
}

#[test]
fn rule_2_a_step_goes_one_square_along_a_rank_or_file_never_diagonally() {
    let (r, state) = jumping();
    let moves = texts(&r, &state);
    for step in ["d4-c4", "d4-d3", "d4-e4", "a1-a2", "a1-b1"] {
        assert!(moves.contains(&step.to_string()), "{step}: {moves:?}");
    }
    assert_eq!(
        refusal(&r, &state, "d4-e5"),
        "latrunculi-not-line(from=d4, to=e5)"
    );
    assert_eq!(refusal(&r, &state, "d4-d5"), "latrunculi-occupied(square=d5)");
    assert_eq!(refusal(&r, &state, "d4-d2"), "latrunculi-jump-over(square=d2)");
    assert_eq!(refusal(&r, &state, "d5-d6"), "latrunculi-not-yours(square=d5)");
    assert_eq!(refusal(&r, &state, "c3-c4"), "latrunculi-empty(square=c3)");
}

#[test]
fn rule_3_jumps_over_any_piece_chain_as_far_as_the_player_likes_and_take_nothing() {
    let (r, mut state) = jumping();
    let moves = texts(&r, &state);
    assert_eq!(
        moves,
        ["a1-a2", "a1-b1", "d4-c4", "d4-d3", "d4-d6", "d4-d6-f6", "d4-e4"],
        "a chain may stop after any jump"
    );
    // No square twice, the start included; a step never joins a chain.
    assert_eq!(refusal(&r, &state, "d4-d6-d4"), "latrunculi-revisit(square=d4)");
    assert_eq!(refusal(&r, &state, "d4-e4-e5"), "latrunculi-step-alone");
    play(&r, &mut state, "d4-d6-f6");
    assert_eq!(
        board(&r, &state),
        ".......b/......../....bw../...b..../......../......../......../w......."
    );
    assert!(last(&state).blocked.is_empty());
    // A piece of one's own is jumped too.
    let state = at(
        &r,
        &rows(&[
            "b......b", "........", "........", "...w....", "...w....", "", "", "",
        ]),
        'w',
        0,
    );
    assert!(texts(&r, &state).contains(&"d4-d6".to_string()));
}

/// White d4 and e6, Black e5 and h8: White d4-e4 shuts e5 in.
fn shutting() -> (Latrunculi, LState) {
    let r = game();
    let state = at(
        &r,
        &rows(&[".......b", "........", "....w...", "....b...", "...w...."]),
        'w',
        3,
    );
    (r, state)
}

#[test]
fn rule_4_a_piece_shut_in_by_the_moving_piece_is_blocked_and_may_not_move() {
    let (r, mut state) = shutting();
    play(&r, &mut state, "d4-e4");
    assert_eq!(blocked_names(&r, &state), "e5");
    assert_eq!(last(&state).blocked, [r.e.read_square("e5").unwrap() as u8]);
    assert_eq!(
        board(&r, &state),
        ".......b/......../....w.../....B.../....w.../......../......../........"
    );
    assert_eq!(
        refusal(&r, &state, "e5-f5"),
        "latrunculi-piece-blocked(square=e5)"
    );
    assert!(texts(&r, &state).iter().all(|m| m.starts_with("h8")));
    // Blocking is no capture: the piece stays and the quiet count goes on.
    assert_eq!(r.e.count(&state.board, 1), 2);
    assert_eq!(state.quiet, 4);
}

#[test]
fn rule_4_blocking_is_not_compulsory_and_only_the_moving_piece_blocks() {
    let (r, state) = shutting();
    // The blocking step is one choice among others.
    assert!(texts(&r, &state).len() > 1);
    // A Black piece already between two White pieces stays free while
    // White moves elsewhere: nothing arrived next to it.
    let mut state = at(
        &r,
        &rows(&[
            ".......b", "........", "....w...", "....b...", "....w...", "", "", "w.......",
        ]),
        'w',
        0,
    );
    play(&r, &mut state, "a1-a2");
    assert_eq!(state.blocked, 0);
    // Shut in along a file or a rank, never a diagonal.
    let mut state = at(
        &r,
        &rows(&[".......b", "........", ".....w..", "....b...", "...w...."]),
        'w',
        0,
    );
    play(&r, &mut state, "d4-d5");
    assert_eq!(state.blocked, 0, "{}", r.position_text(&state));
}

#[test]
fn rule_5_gap_g1_removing_one_blocked_piece_is_the_whole_turn() {
    let (r, mut state) = shutting();
    // Black h8 and g8 now, so that one removal does not end the game.
    play(&r, &mut state, "d4-e4");
    play(&r, &mut state, "h8-g8");
    let moves = texts(&r, &state);
    assert!(moves.contains(&"xe5".to_string()), "{moves:?}");
    // Removing is a choice: White may move instead.
    assert!(moves.iter().any(|m| m.contains('-')));
    assert_eq!(refusal(&r, &state, "xg8"), "latrunculi-remove-which(square=g8)");
    // Two Black pieces: the removal leaves one and wins (rule 7).
    play(&r, &mut state, "x e5");
    assert_eq!(over(&r, &state).winner, Some(Seat(0)));
    // With three Black pieces the turn passes after the removal.
    let mut state = at(
        &r,
        &rows(&["b......b", "........", "....w...", "....B...", "....w..."]),
        'w',
        9,
    );
    play(&r, &mut state, "xe5");
    assert_eq!(state.to_move, 1);
    assert_eq!(state.quiet, 0, "a removal starts the count again");
    assert_eq!(
        last(&state).mv,
        LMove::Remove(r.e.read_square("e5").unwrap() as u8)
    );
}

#[test]
fn gap_g1_option_removal_any_removes_any_number_then_moves() {
    let r = with(&[("removal", text("any"))]).unwrap();
    // Black e5 and b3 are blocked; Black also has h8 and a8.
    let mut state = at(
        &r,
        &rows(&[
            "b......b", "........", "....w...", "....B...", ".w..w...", ".B......", ".w......",
        ]),
        'w',
        5,
    );
    play(&r, &mut state, "xe5");
    assert_eq!(state.to_move, 0, "White goes on after a removal");
    assert!(texts(&r, &state).contains(&"xb3".to_string()));
    play(&r, &mut state, "xb3");
    assert_eq!(state.to_move, 0);
    assert!(texts(&r, &state).iter().all(|m| m.contains('-')));
    play(&r, &mut state, "e4-e5");
    assert_eq!(state.to_move, 1);
    assert_eq!(state.quiet, 1);
}

#[test]
fn rule_6_no_move_may_end_between_two_enemy_pieces_unless_it_blocks() {
    let r = game();
    // Black c5 and e5 on either side of d5.
    let state = at(
        &r,
        &rows(&[
            ".......b", "........", "........", "..b.b...", "...w....", "", "", "w.......",
        ]),
        'w',
        0,
    );
    assert!(!texts(&r, &state).contains(&"d4-d5".to_string()));
    assert_eq!(
        refusal(&r, &state, "d4-d5"),
        "latrunculi-suicide(square=d5, seat=#1)"
    );
    // With Black d6 and White d7 beyond, d4-d5 blocks d6: allowed.
    let mut state = at(
        &r,
        &rows(&[
            ".......b", "...w....", "...b....", "..b.b...", "...w....", "", "", "w.......",
        ]),
        'w',
        0,
    );
    play(&r, &mut state, "d4-d5");
    assert_eq!(blocked_names(&r, &state), "d6");
    // The test is on where the move ends: a jump may not stop there, but a
    // chain may pass through.
    let state = at(
        &r,
        &rows(&[
            ".......b", "........", "........", "..b.b...", "...w....", "...w....", "", "w.......",
        ]),
        'w',
        0,
    );
    let moves = texts(&r, &state);
    assert!(!moves.contains(&"d3-d5".to_string()));
    assert!(moves.contains(&"d3-d5-b5".to_string()) && moves.contains(&"d3-d5-f5".to_string()));
}

#[test]
fn rule_7_gap_g2_a_player_left_with_one_piece_loses() {
    let r = game();
    let mut state = at(
        &r,
        &rows(&[
            "........", "........", "....w...", "....B...", "....w...", "", "", "b.......",
        ]),
        'w',
        0,
    );
    play(&r, &mut state, "xe5");
    let outcome = over(&r, &state);
    assert_eq!(outcome.winner, Some(Seat(0)));
    assert_eq!(outcome.reason.to_string(), "latrunculi-one-left(seat=#1)");
    assert!(r.legal_vec(&state).is_empty());
}

#[test]
fn gap_g3_a_blocked_piece_goes_free_when_a_holder_moves_away() {
    let r = game();
    let mut state = at(
        &r,
        &rows(&[
            ".......b", "........", "....w...", "....B...", "....w...", "", "", "b.......",
        ]),
        'w',
        0,
    );
    play(&r, &mut state, "e6-f6");
    assert_eq!(state.blocked, 0);
    assert_eq!(last(&state).freed, [r.e.read_square("e5").unwrap() as u8]);
    // Held on both its rank and its file, it stays blocked while one pair
    // still holds it.
    let mut state = at(
        &r,
        &rows(&[
            ".......b", "........", "....w...", "...wBw..", "....w...", "", "", "b.......",
        ]),
        'w',
        0,
    );
    play(&r, &mut state, "e6-e7");
    assert_eq!(blocked_names(&r, &state), "e5");
}

/// The text's example (§6.2, its figure lost): a Black piece is blocked,
/// and Black blocks the White piece in the middle by moving c1 to c2. That
/// White piece held the blocked one, which goes free (G3's rescue).
#[test]
fn gap_g3_text_example_c1_c2_blocks_the_middle_white_piece_and_frees_black() {
    let r = game();
    let mut state = at(
        &r,
        &rows(&["", "", "", "", "..b.....", "wBw.....", "........", "..b....."]),
        'b',
        0,
    );
    assert_eq!(
        refusal(&r, &state, "b3-b2"),
        "latrunculi-piece-blocked(square=b3)"
    );
    play(&r, &mut state, "c1-c2");
    assert_eq!(blocked_names(&r, &state), "c3");
    assert_eq!(last(&state).freed, [r.e.read_square("b3").unwrap() as u8]);
    assert_eq!(board(&r, &state).split('/').nth(5), Some("wbW....."));
}

#[test]
fn gap_g3_blocked_pieces_hold_nothing_unless_the_option_says() {
    let r = game();
    // White e6 is blocked by Black d6 and f6: it cannot help White d4-e4
    // shut in e5.
    let rows_ = rows(&[
        ".......b", "........", "...bWb..", "....b...", "...w....", "", "", "w.......",
    ]);
    let mut state = at(&r, &rows_, 'w', 0);
    play(&r, &mut state, "d4-e4");
    assert_eq!(blocked_names(&r, &state), "e6");
    // A position where a blocked piece holds another is refused.
    let kind = r
        .from_position(&format!(
            "{} w 0,0 0",
            rows(&["...bWb..", "....B...", "....w..."]).join("/")
        ))
        .map(|_| ())
        .unwrap_err()
        .kind();
    assert_eq!(kind, crate::PositionErrorKind::Unreachable);
    // With `blocked-hold=true` the blocked White e6 holds, and e5 is blocked.
    let r = with(&[("blocked-hold", OptionValue::Bool(true))]).unwrap();
    let mut state = at(&r, &rows_, 'w', 0);
    play(&r, &mut state, "d4-e4");
    assert_eq!(blocked_names(&r, &state), "e5, e6");
}

#[test]
fn gap_g5_the_board_and_the_pieces_are_options() {
    let r = with(&[("board", text("8x9")), ("pieces", OptionValue::Int(24))]).unwrap();
    assert_eq!((r.e.grid().files, r.e.grid().ranks), (8, 9));
    assert_eq!(r.legal_vec(&r.initial()).len(), 72);
    assert_eq!(r.position_text(&r.initial()).split(' ').nth(2), Some("24,24"));
    let r = with(&[("board", text("7x8")), ("pieces", OptionValue::Int(14))]).unwrap();
    assert_eq!(r.e.last_square(), "g8");
    let r = with(&[("board", text("7x7")), ("pieces", OptionValue::Int(21))]).unwrap();
    let mut state = r.initial();
    while state.placing() {
        let mv = r.legal_vec(&state)[0];
        r.apply(&mut state, &mv);
    }
    assert_eq!(r.e.count(&state.board, 0) + r.e.count(&state.board, 1), 42);
    let Err(OptionError(why)) = with(&[("board", text("7x7")), ("pieces", OptionValue::Int(24))]) else {
        panic!("24 on 7x7 accepted")
    };
    assert_eq!(
        why.to_string(),
        "latrunculi-pieces-range(board=7x7, pieces=24, least=14, most=21)"
    );
    assert!(
        with(&[("pieces", OptionValue::Int(15))]).is_err(),
        "8x8 takes 16 to 24"
    );
    assert_eq!(game().e.pieces(), 16, "the default");
}

#[test]
fn gap_g6_fifty_turns_without_a_removal_end_by_counting_free_pieces() {
    let r = game();
    // White has three free pieces; Black three, one of them blocked.
    let rows_ = rows(&[
        "b......b", "........", "....w...", "....B...", "....w...", "", "", "w.......",
    ]);
    let mut state = at(&r, &rows_, 'w', QUIET_TURNS - 1);
    assert!(matches!(r.status(&state), Status::ToMove(_)));
    play(&r, &mut state, "a1-a2");
    let outcome = over(&r, &state);
    assert_eq!(outcome.winner, Some(Seat(0)));
    assert_eq!(outcome.scores, Some(vec![3, 2]));
    assert_eq!(
        outcome.reason.to_string(),
        "latrunculi-quiet(turns=50, white=3, black=2)"
    );
    // A removal on the fiftieth turn keeps the game going.
    let mut state = at(&r, &rows_, 'w', QUIET_TURNS - 1);
    play(&r, &mut state, "xe5");
    assert!(matches!(r.status(&state), Status::ToMove(_)));
    // Equal free pieces draw.
    let state = at(
        &r,
        &rows(&["b......b", "", "", "", "", "", "", "w......w"]),
        'b',
        QUIET_TURNS,
    );
    assert_eq!(over(&r, &state).winner, None);
}

#[test]
fn a_player_who_can_do_nothing_passes() {
    let r = game();
    // White a1 and h8 are walled in; nothing of Black's is blocked.
    let mut state = at(
        &r,
        &rows(&[
            ".....bbw", ".......b", ".......b", "", "", "b.......", "b.......", "wbb.....",
        ]),
        'w',
        0,
    );
    assert_eq!(texts(&r, &state), ["pass"]);
    play(&r, &mut state, "passa");
    assert_eq!(state.to_move, 1);
    assert_eq!(state.quiet, 1);
    assert_eq!(refusal(&r, &state, "pass"), "latrunculi-no-pass");
}

/// Counts of the placement phase: any empty square, one a turn.
#[test]
fn perft_of_the_placement_phase() {
    let r = game();
    let state = r.initial();
    assert_eq!(perft(&r, &state, 1), 64);
    assert_eq!(perft(&r, &state, 2), 64 * 63);
    assert_eq!(perft(&r, &state, 3), 64 * 63 * 62);
}

#[test]
fn notation_reads_the_customary_forms_and_says_what_is_wrong() {
    let (r, state) = jumping();
    let chain = r.parse_move(&state, "d4-d6-f6").unwrap();
    for form in ["D4-D6-F6", "d4 d6 f6", "d4d6f6", "d4–d6–f6"] {
        assert_eq!(r.parse_move(&state, form), Ok(chain), "{form}");
    }
    assert_eq!(r.format_move(&state, &chain), "d4-d6-f6");
    assert_eq!(r.move_steps(&state, &chain), ["d4", "-d6", "-f6"]);
    // A piece alone is a picker's first step: ambiguous, with its moves.
    assert!(matches!(
        r.parse_move(&state, "d4"),
        Err(MoveError::Ambiguous { .. })
    ));
    assert!(refusal(&r, &state, "i9-i8").starts_with("not a move: latrunculi-off-board(square=i9"));
    assert!(refusal(&r, &state, "hello").starts_with("not a move: latrunculi-notation-move"));
    assert_eq!(refusal(&r, &state, "xd5"), "latrunculi-remove-which(square=d5)");
    let start = r.initial();
    assert_eq!(r.move_steps(&start, &LMove::Place(27)), ["d", "4"]);
    assert_eq!(r.parse_move(&start, "D4"), Ok(LMove::Place(27)));
    assert!(refusal(&r, &start, "?").starts_with("not a move: latrunculi-notation-place"));
    assert_eq!(r.move_steps(&start, &LMove::Remove(36)), ["x", "e5"]);
}

#[test]
fn picker_steps_make_the_text_and_offer_at_most_25_choices() {
    fn check(r: &Latrunculi, seed: u64) {
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
                let mut per_prefix: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
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
    check(&game(), 1);
    check(&with(&[("pieces", OptionValue::Int(24))]).unwrap(), 2);
    check(
        &with(&[
            ("board", text("8x9")),
            ("pieces", OptionValue::Int(24)),
            ("removal", text("any")),
        ])
        .unwrap(),
        3,
    );
}

#[test]
fn positions_refused_have_typed_reasons() {
    use crate::PositionErrorKind as K;
    let r = game();
    let empty = [EMPTY_RANK; 8].join("/");
    let kind = |text: &str| r.from_position(text).map(|_| ()).unwrap_err().kind();
    assert_eq!(kind(&format!("{empty} w 16,16")), K::Shape);
    assert_eq!(
        kind(&format!("{}/.......q w 16,16 0", [EMPTY_RANK; 7].join("/"))),
        K::Piece
    );
    assert_eq!(kind(&format!("{empty} x 16,16 0")), K::Turn);
    assert_eq!(kind(&format!("{empty} w 17,16 0")), K::Count);
    assert_eq!(kind(&format!("{empty} w 0,0 51")), K::Counter);
    // Placing, Black to place first.
    assert_eq!(kind(&format!("{empty} b 16,16 0")), K::Unreachable);
    assert!(r.from_position(&format!("{empty} w 16,16 0")).is_ok());
}

#[test]
fn the_picture_shows_blocked_pieces_the_last_move_and_pieces_to_place() {
    let r = game();
    let mut state = r.initial();
    play(&r, &mut state, "d4");
    let view = r.view(&state, None);
    assert_eq!(view.seats[0].in_hand, Some(15));
    assert_eq!(view.seats[1].in_hand, Some(16));
    assert!(
        view.highlights
            .iter()
            .any(|h| h.cell == "d4" && h.mark == Mark::To)
    );
    let (r, mut state) = shutting();
    play(&r, &mut state, "d4-e4");
    let view = r.view(&state, None);
    let e5 = view.pieces.iter().find(|p| p.cell == "e5").unwrap();
    assert_eq!(e5.kind, "man~frozen~alert");
    assert!(
        view.pieces
            .iter()
            .filter(|p| p.cell != "e5")
            .all(|p| p.kind == "man")
    );
    assert_eq!(
        view.seats[1].score_text().unwrap(),
        "latrunculi-pieces-blocked(n=2, blocked=1)"
    );
    assert!(
        view.last_move
            .iter()
            .any(|m| m.to_string() == "latrunculi-blocks(squares=e5)")
    );
    assert_eq!(view.seats[0].in_hand, None);
}

/// A second model of the movement rules written differently: chains
/// found by walking coordinates, blocks by looking at every enemy piece,
/// freeing by looking at every blocked piece. It and the engine must agree
/// on the moves and the positions they lead to along random games.
mod brute {
    /// A board as rows of characters, `w`/`b` free, `W`/`B` blocked.
    pub(super) type Grid = Vec<Vec<char>>;

    fn get(g: &Grid, f: i32, r: i32) -> Option<char> {
        g.get(usize::try_from(r).ok()?)?
            .get(usize::try_from(f).ok()?)
            .copied()
    }

    fn side(c: char) -> Option<char> {
        match c {
            '.' => None,
            c => Some(c.to_ascii_lowercase()),
        }
    }

    fn name(f: i32, r: i32) -> String {
        format!("{}{}", (b'a' + f as u8) as char, r + 1)
    }

    const DIRS: [(i32, i32); 4] = [(0, 1), (0, -1), (1, 0), (-1, 0)];

    fn holds(g: &Grid, f: i32, r: i32, who: char, blocked_hold: bool) -> bool {
        get(g, f, r).is_some_and(|c| side(c) == Some(who) && (blocked_hold || c.is_ascii_lowercase()))
    }

    /// The grid after `me` ends a move on (f, r): blocks, then frees.
    fn settle(mut g: Grid, f: i32, r: i32, me: char, them: char, blocked_hold: bool) -> (Grid, usize) {
        let mut made = 0;
        let mut shut = Vec::new();
        for (y, row) in g.iter().enumerate() {
            for (x, &c) in row.iter().enumerate() {
                let (x, y) = (x as i32, y as i32);
                if c == them
                    && (x - f).abs() + (y - r).abs() == 1
                    && holds(&g, 2 * x - f, 2 * y - r, me, blocked_hold)
                {
                    shut.push((x, y));
                }
            }
        }
        for (x, y) in shut {
            g[y as usize][x as usize] = them.to_ascii_uppercase();
            made += 1;
        }
        (free(g, blocked_hold), made)
    }

    fn free(mut g: Grid, blocked_hold: bool) -> Grid {
        let mut loose = Vec::new();
        for (y, row) in g.iter().enumerate() {
            for (x, &c) in row.iter().enumerate() {
                if !c.is_ascii_uppercase() {
                    continue;
                }
                let enemy = if c == 'W' { 'b' } else { 'w' };
                let (x, y) = (x as i32, y as i32);
                let pair = |a: (i32, i32), b: (i32, i32)| {
                    holds(&g, x + a.0, y + a.1, enemy, blocked_hold)
                        && holds(&g, x + b.0, y + b.1, enemy, blocked_hold)
                };
                if !pair((0, 1), (0, -1)) && !pair((1, 0), (-1, 0)) {
                    loose.push((x, y));
                }
            }
        }
        for (x, y) in loose {
            g[y as usize][x as usize] = g[y as usize][x as usize].to_ascii_lowercase();
        }
        g
    }

    fn between(g: &Grid, f: i32, r: i32, them: char) -> bool {
        let is = |x, y| get(g, x, y).and_then(side) == Some(them);
        (is(f, r + 1) && is(f, r - 1)) || (is(f + 1, r) && is(f - 1, r))
    }

    /// Every move of `me` (`w` or `b`) as (text, grid after).
    pub(super) fn moves(g: &Grid, me: char, blocked_hold: bool) -> Vec<(String, Grid)> {
        let them = if me == 'w' { 'b' } else { 'w' };
        let mut out = Vec::new();
        for (y, row) in g.iter().enumerate() {
            for (x, &c) in row.iter().enumerate() {
                let (x, y) = (x as i32, y as i32);
                if c == me {
                    let mut lifted = g.clone();
                    lifted[y as usize][x as usize] = '.';
                    let mut ends = Vec::new();
                    for (dx, dy) in DIRS {
                        if get(&lifted, x + dx, y + dy) == Some('.') {
                            ends.push(vec![(x, y), (x + dx, y + dy)]);
                        }
                    }
                    let mut stack = vec![vec![(x, y)]];
                    while let Some(path) = stack.pop() {
                        let (px, py) = *path.last().unwrap();
                        for (dx, dy) in DIRS {
                            let over = get(&lifted, px + dx, py + dy);
                            let land = (px + 2 * dx, py + 2 * dy);
                            if over.is_some_and(|o| o != '.')
                                && get(&lifted, land.0, land.1) == Some('.')
                                && !path.contains(&land)
                            {
                                let mut longer = path.clone();
                                longer.push(land);
                                ends.push(longer.clone());
                                stack.push(longer);
                            }
                        }
                    }
                    for path in ends {
                        let (tx, ty) = *path.last().unwrap();
                        let mut after = lifted.clone();
                        after[ty as usize][tx as usize] = me;
                        let (after, made) = settle(after, tx, ty, me, them, blocked_hold);
                        if between(&lifted, tx, ty, them) && made == 0 {
                            continue;
                        }
                        let text: Vec<String> = path.iter().map(|&(a, b)| name(a, b)).collect();
                        out.push((text.join("-"), after));
                    }
                }
                if c == them.to_ascii_uppercase() {
                    let mut after = g.clone();
                    after[y as usize][x as usize] = '.';
                    out.push((format!("x{}", name(x, y)), free(after, blocked_hold)));
                }
            }
        }
        if out.is_empty() {
            out.push(("pass".to_string(), g.clone()));
        }
        out.sort();
        out
    }
}

/// The board of a position text as the model's grid (rank 1 first).
fn grid_of(board: &str) -> brute::Grid {
    board.split('/').rev().map(|r| r.chars().collect()).collect()
}

fn agrees_with_the_brute_force(r: &Latrunculi, games: u64, seed: u64) {
    let mut rng = SplitMix64(seed);
    let mut compared = 0;
    for _ in 0..games {
        let mut state = r.initial();
        while r.e.outcome(&state).is_none() {
            if !state.placing() {
                let at = r.position_text(&state);
                let me = if state.to_move == 0 { 'w' } else { 'b' };
                let theirs = brute::moves(&grid_of(&board(r, &state)), me, r.e.blocked_hold);
                let mut mine: Vec<(String, brute::Grid)> = r
                    .legal_vec(&state)
                    .iter()
                    .map(|mv| {
                        let mut next = state.clone();
                        r.apply(&mut next, mv);
                        (r.format_move(&state, mv), grid_of(&board(r, &next)))
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
fn second_model_agrees_on_8x8() {
    agrees_with_the_brute_force(&game(), 2, 1);
}

#[test]
fn second_model_agrees_on_crowded_boards_and_with_the_options() {
    agrees_with_the_brute_force(
        &with(&[("board", text("7x7")), ("pieces", OptionValue::Int(21))]).unwrap(),
        1,
        2,
    );
    agrees_with_the_brute_force(
        &with(&[
            ("pieces", OptionValue::Int(24)),
            ("blocked-hold", OptionValue::Bool(true)),
        ])
        .unwrap(),
        1,
        3,
    );
}

/// The rules pages' "Playing here" examples do what the pages say.
#[test]
fn the_pages_examples_do_what_they_say() {
    let r = game();
    let placed =
        "d3 d5 d6 e5 h4 e3 a1 a8 b1 b8 c1 c8 d1 d8 e1 e8 f1 f8 g1 g8 h1 h8 a2 a7 b2 b7 c2 c7 e2 g7 g2 h7";
    let mut state = r.initial();
    for m in placed.split(' ') {
        play(&r, &mut state, m);
    }
    assert!(!state.placing());
    let moves = texts(&r, &state);
    assert!(moves.contains(&"e2-e4-e6".to_string()));
    assert!(!moves.contains(&"e2-e4".to_string()), "e4 is between e3 and e5");
    let mut pinned = state.clone();
    play(&r, &mut pinned, "d3-d4");
    assert_eq!(blocked_names(&r, &pinned), "d5");
    play(&r, &mut pinned, "h7-h6");
    play(&r, &mut pinned, "xd5");
    assert_eq!(pinned.to_move, 1);
    assert_eq!(r.e.count(&pinned.board, 1), 15);
}
