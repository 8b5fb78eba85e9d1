//! The Ming Mang rules by the catalog entry's parts and gap ids
//! (`tavolando-9-14-and-short-issues.md`, `ming-mang`: set-up, move,
//! capture, end, draws, notation, gaps 1–3), the catalog's notation
//! examples replayed, counts from the start, and a second model written
//! differently (a brute force) compared along random games.

use std::collections::{BTreeMap, BTreeSet};

use super::*;
use crate::perft::perft;
use crate::playout::SplitMix64;
use crate::{MoveError, OptionValue};

fn of_size(size: i64) -> Result<MingMang, OptionError> {
    let mut given = BTreeMap::new();
    given.insert("size".to_string(), OptionValue::Int(size));
    let options = Options::validate(INFO.options, &given)?;
    MingMang::new(&options)
}

fn mm() -> MingMang {
    MingMang::new(&Options::defaults(INFO.options)).unwrap()
}

/// A position from rows written top rank first (`b`, `w`, `.`), `side`
/// (0 Black, 1 White) to move, built directly: test positions need not
/// hold every piece of a real game.
fn at(r: &MingMang, rows: &[&str], side: u8) -> MState {
    let n = r.e.n;
    assert_eq!(rows.len(), n);
    let mut board = [EMPTY; CELLS];
    for (i, row) in rows.iter().enumerate() {
        for (f, c) in row.chars().enumerate() {
            board[(n - 1 - i) * n + f] = match c {
                'b' => 1,
                'w' => 2,
                _ => EMPTY,
            };
        }
    }
    MState {
        board,
        to_move: side,
        quiet: 0,
        ply: u32::from(side),
        seen: vec![r.e.key(&board, side)],
        last: None,
    }
}

fn play(r: &MingMang, state: &mut MState, text: &str) {
    r.play(state, text).unwrap_or_else(|e| panic!("{text}: {e}"));
}

fn turned(r: &MingMang, state: &MState) -> String {
    let last = state.last.as_ref().expect("a last move");
    let mut squares: Vec<usize> = last.turned.iter().map(|&t| usize::from(t)).collect();
    squares.sort_unstable();
    r.e.names(squares)
}

fn piece(r: &MingMang, state: &MState, square: &str) -> char {
    match state.board[r.e.read_square(square).unwrap()] {
        1 => 'b',
        2 => 'w',
        _ => '.',
    }
}

fn refusal(r: &MingMang, state: &MState, text: &str) -> String {
    match r.parse_move(state, text) {
        Ok(mv) => panic!("{text} accepted as {mv:?}"),
        Err(MoveError::Illegal { reason, .. }) => reason.to_string(),
        Err(MoveError::NotAMove { expected, .. }) => format!("not a move: {expected}"),
        Err(e) => e.to_string(),
    }
}

fn reason(r: &MingMang, state: &MState) -> Option<(Option<Seat>, String)> {
    match r.status(state) {
        Status::Over(o) => Some((o.winner, o.reason.to_string())),
        _ => None,
    }
}

const EMPTY8: &str = "........";

#[test]
fn setup_each_side_holds_two_edges_14_each_and_black_moves_first() {
    let r = mm();
    let state = r.initial();
    assert_eq!(
        r.position_text(&state),
        "wbbbbbbb/w......b/w......b/w......b/w......b/w......b/w......b/wwwwwwwb b 0 0"
    );
    for sq in ["a1", "g1", "a2", "a8"] {
        assert_eq!(piece(&r, &state, sq), 'w', "{sq}");
    }
    for sq in ["b8", "h8", "h1", "h7"] {
        assert_eq!(piece(&r, &state, sq), 'b', "{sq}");
    }
    assert_eq!(r.e.count(&state.board, 0), 14);
    assert_eq!(r.e.count(&state.board, 1), 14);
    assert_eq!(r.status(&state), Status::ToMove(Seat(0)));
    assert_eq!(INFO.seat_names, ["Black", "White"]);
}

#[test]
fn gap_1_the_17x17_option_has_32_each_in_the_same_shape() {
    let r = of_size(17).unwrap();
    let state = r.initial();
    assert_eq!(r.e.count(&state.board, 0), 32);
    assert_eq!(r.e.count(&state.board, 1), 32);
    for sq in ["a1", "p1", "a2", "a17"] {
        assert_eq!(piece(&r, &state, sq), 'w', "{sq}");
    }
    for sq in ["b17", "q17", "q1", "q16"] {
        assert_eq!(piece(&r, &state, sq), 'b', "{sq}");
    }
    assert_eq!(piece(&r, &state, "q17"), 'b');
    // Other sizes are refused with the reason.
    let refused = of_size(12).map(|_| ()).unwrap_err();
    assert_eq!(refused.0.to_string(), "ming-mang-size(size=12)");
}

#[test]
fn move_like_a_rook_over_empty_squares_never_jumping() {
    let r = mm();
    let state = r.initial();
    // Six top-rank pieces down their files and six right-file pieces
    // along their ranks, six squares each.
    assert_eq!(perft(&r, &state, 1), 72);
    let mut moves: Vec<String> = r
        .legal_vec(&state)
        .iter()
        .filter(|m| m.from == r.e.read_square("b8").unwrap() as u16)
        .map(|m| r.format_move(&state, m))
        .collect();
    moves.sort();
    assert_eq!(moves, ["b8-b2", "b8-b3", "b8-b4", "b8-b5", "b8-b6", "b8-b7"]);
    let rows = [
        EMPTY8, EMPTY8, "...b....", EMPTY8, ".w.w..b.", EMPTY8, EMPTY8, EMPTY8,
    ];
    let state = at(&r, &rows, 1);
    assert_eq!(refusal(&r, &state, "b4-e4"), "ming-mang-jump");
    assert_eq!(refusal(&r, &state, "d4-h4"), "ming-mang-jump");
    assert_eq!(refusal(&r, &state, "b4-c5"), "ming-mang-straight");
    assert_eq!(refusal(&r, &state, "b4-d4"), "ming-mang-occupied(square=d4)");
    play(&r, &mut state.clone(), "b4-b8");
    play(&r, &mut state.clone(), "d4-d5");
}

#[test]
fn capture_turns_a_line_shut_in_between_the_moved_piece_and_another() {
    let r = mm();
    let rows = [
        EMPTY8, EMPTY8, EMPTY8, EMPTY8, "w.bbbw..", EMPTY8, EMPTY8, "b.......",
    ];
    let mut state = at(&r, &rows, 1);
    play(&r, &mut state, "a4-b4");
    assert_eq!(turned(&r, &state), "c4, d4, e4");
    for sq in ["b4", "c4", "d4", "e4", "f4"] {
        assert_eq!(piece(&r, &state, sq), 'w', "{sq}");
    }
    assert_eq!(state.quiet, 0);
    assert_eq!(r.e.count(&state.board, 1), 5);
    assert_eq!(r.e.count(&state.board, 0), 1);
    // The line must be unbroken and closed by a piece of the mover.
    let rows = [
        EMPTY8, EMPTY8, EMPTY8, EMPTY8, "w.bb.w..", "w.b.....", EMPTY8, "b.......",
    ];
    let mut state = at(&r, &rows, 1);
    play(&r, &mut state, "a4-b4");
    assert!(state.last.as_ref().unwrap().turned.is_empty());
    assert_eq!(state.quiet, 1);
}

#[test]
fn capture_in_several_directions_at_once() {
    let r = mm();
    let rows = [
        EMPTY8, EMPTY8, "..w.....", "..b.....", "wb.bw...", EMPTY8, EMPTY8, "..w.....",
    ];
    let mut state = at(&r, &rows, 1);
    play(&r, &mut state, "c1-c4");
    assert_eq!(turned(&r, &state), "b4, d4, c5");
}

#[test]
fn capture_resolution_moving_between_two_enemies_is_safe() {
    let r = mm();
    let rows = [
        EMPTY8, EMPTY8, EMPTY8, EMPTY8, "b.b.....", ".w......", EMPTY8, "......w.",
    ];
    let mut state = at(&r, &rows, 1);
    play(&r, &mut state, "b3-b4");
    assert_eq!(piece(&r, &state, "b4"), 'w');
    // Black to move: the White piece between a4 and c4 stays White.
    assert_eq!(r.status(&state), Status::ToMove(Seat(0)));
    assert_eq!(r.e.count(&state.board, 1), 2);
}

#[test]
fn gap_2_turned_pieces_set_off_no_further_capture() {
    let r = mm();
    // White a4-b4 turns c4; the turned c4 would shut in c5 against c6,
    // but turned pieces capture nothing.
    let rows = [
        EMPTY8, EMPTY8, "..w.....", "..b.....", "w.bw....", EMPTY8, EMPTY8, "b.......",
    ];
    let mut state = at(&r, &rows, 1);
    play(&r, &mut state, "a4-b4");
    assert_eq!(turned(&r, &state), "c4");
    assert_eq!(piece(&r, &state, "c5"), 'b');
}

#[test]
fn gap_3_corners_follow_the_general_rule() {
    let r = mm();
    // A piece is taken only between two enemy pieces on one line, so the
    // edge never closes a line: the corner piece a1 stays Black.
    let rows = [
        EMPTY8, EMPTY8, EMPTY8, EMPTY8, EMPTY8, EMPTY8, "w.......", "b.w....w",
    ];
    let mut state = at(&r, &rows, 1);
    play(&r, &mut state, "c1-b1");
    assert!(
        state.last.as_ref().unwrap().turned.is_empty(),
        "the edge closes nothing"
    );
    assert_eq!(piece(&r, &state, "a1"), 'b');
    // A piece in the corner closes a line like any other.
    let rows = [EMPTY8, EMPTY8, EMPTY8, EMPTY8, EMPTY8, EMPTY8, EMPTY8, "wbb.w..."];
    let mut state = at(&r, &rows, 1);
    play(&r, &mut state, "e1-d1");
    assert_eq!(turned(&r, &state), "b1, c1");
}

#[test]
fn end_a_player_with_no_legal_move_loses() {
    let r = mm();
    // Black's only piece, in the corner, is boxed in by White.
    let rows = [
        "bw......", "w.......", EMPTY8, EMPTY8, EMPTY8, EMPTY8, EMPTY8, ".......w",
    ];
    let state = at(&r, &rows, 0);
    assert_eq!(
        reason(&r, &state),
        Some((Some(Seat(1)), "ming-mang-blocked(seat=#0)".to_string()))
    );
    assert!(r.legal_vec(&state).is_empty());
    // No pieces counts as no move: the last Black piece turned.
    let rows = [
        EMPTY8, EMPTY8, EMPTY8, EMPTY8, "w.b.....", "w.......", EMPTY8, ".......w",
    ];
    let mut state = at(&r, &rows, 1);
    play(&r, &mut state, "h1-h4");
    play(&r, &mut state, "c4-g4");
    play(&r, &mut state, "a4-f4");
    assert_eq!(r.e.count(&state.board, 0), 0);
    assert_eq!(
        reason(&r, &state),
        Some((Some(Seat(1)), "ming-mang-no-pieces(seat=#0)".to_string()))
    );
}

#[test]
fn draws_third_repetition() {
    let r = mm();
    let mut state = r.initial();
    let there_and_back = ["b8-b7", "a2-b2", "b7-b8", "b2-a2"];
    for text in there_and_back.iter().chain(&there_and_back[..3]) {
        assert_eq!(reason(&r, &state), None, "{text}");
        play(&r, &mut state, text);
    }
    assert_eq!(reason(&r, &state), None);
    // The start comes up a third time.
    play(&r, &mut state, "b2-a2");
    assert_eq!(
        reason(&r, &state),
        Some((None, "ming-mang-repetition".to_string()))
    );
    // A read position counts afresh.
    let read = r.from_position(&r.position_text(&state)).unwrap();
    assert_eq!(reason(&r, &read), None);
}

#[test]
fn draws_100_plies_without_a_capture_and_the_ply_cap() {
    let r = mm();
    let start = r.position_text(&r.initial());
    let board = start.split(' ').next().unwrap();
    let state = r.from_position(&format!("{board} b 99 100")).unwrap();
    assert_eq!(reason(&r, &state), None);
    let state = r.from_position(&format!("{board} b 100 100")).unwrap();
    assert_eq!(
        reason(&r, &state),
        Some((None, "ming-mang-quiet(plies=100)".to_string()))
    );
    let state = r.from_position(&format!("{board} b 0 600")).unwrap();
    assert_eq!(
        reason(&r, &state),
        Some((None, "ming-mang-ply-cap(plies=600)".to_string()))
    );
    assert_eq!(r.max_plies(), 600);
    assert_eq!(of_size(17).unwrap().max_plies(), 2000);
    // A move without a capture adds one.
    let mut state = r.from_position(&format!("{board} b 98 98")).unwrap();
    play(&r, &mut state, "b8-b2");
    assert_eq!(state.quiet, 99);
}

#[test]
fn notation_catalog_examples_and_customary_forms() {
    let r = mm();
    let mut state = r.initial();
    play(&r, &mut state, "b8-b7");
    // The catalog's examples, both White moves from the start.
    for text in ["a2-d2", "g1-g6"] {
        assert!(r.parse_move(&state, text).is_ok(), "{text}");
    }
    let mv = MMove {
        from: r.e.read_square("a2").unwrap() as u16,
        to: r.e.read_square("d2").unwrap() as u16,
    };
    for text in ["a2d2", "A2 D2", "a2xd2", "a2:d2", "a2–d2"] {
        assert_eq!(r.parse_move(&state, text), Ok(mv), "{text}");
    }
    assert_eq!(r.format_move(&state, &mv), "a2-d2");
    assert_eq!(r.move_steps(&state, &mv), ["a", "2", "-d2"]);
    assert!(refusal(&r, &state, "a9-a3").starts_with("not a move: ming-mang-off-board(square=a9"));
    assert!(refusal(&r, &state, "hello").starts_with("not a move: ming-mang-notation"));
    assert_eq!(refusal(&r, &state, "c3-c4"), "ming-mang-empty(square=c3)");
    assert_eq!(refusal(&r, &state, "c8-c7"), "ming-mang-not-yours(square=c8)");
    assert_eq!(refusal(&r, &state, "a1"), "ming-mang-stuck(square=a1)");
    assert_eq!(refusal(&r, &state, "a2-a2"), "ming-mang-same-square");
    assert!(matches!(
        r.parse_move(&state, "a2"),
        Err(MoveError::Ambiguous { .. })
    ));
    // 17 × 17: the destination is picked as its file, then its rank.
    let r = of_size(17).unwrap();
    let state = r.initial();
    let mv = r.parse_move(&state, "b17-b2").unwrap();
    assert_eq!(r.move_steps(&state, &mv), ["b", "17", "-b", "2"]);
}

#[test]
fn picker_steps_make_the_text_and_offer_at_most_25_choices() {
    fn check(r: &MingMang, seed: u64, plies: usize) {
        let mut rng = SplitMix64(seed);
        let mut state = r.initial();
        for _ in 0..plies {
            if r.e.outcome(&state).is_some() {
                break;
            }
            let legal = r.legal_vec(&state);
            let steps: Vec<Vec<String>> = legal.iter().map(|m| r.move_steps(&state, m)).collect();
            for (mv, s) in legal.iter().zip(&steps) {
                assert_eq!(s.concat(), r.format_move(&state, mv));
            }
            for d in 0..4 {
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
    check(&mm(), 1, 600);
    check(&of_size(17).unwrap(), 2, 300);
}

#[test]
fn positions_refused_have_typed_reasons() {
    use crate::PositionErrorKind as K;
    let r = mm();
    let kind = |text: &str| r.from_position(text).map(|_| ()).unwrap_err().kind();
    let board = "wbbbbbbb/w......b/w......b/w......b/w......b/w......b/w......b/wwwwwwwb";
    assert!(r.from_position(&format!("{board} b 0 0")).is_ok());
    assert_eq!(kind(&format!("{board} b 0")), K::Shape);
    assert_eq!(kind("wbbbbbbb/w......b b 0 0"), K::Shape);
    assert_eq!(kind(&format!("{}q b 0 0", &board[..board.len() - 1])), K::Piece);
    assert_eq!(kind(&format!("{board} x 0 0")), K::Turn);
    assert_eq!(kind(&format!("{board} b 101 200")), K::Counter);
    assert_eq!(kind(&format!("{board} b 5 2")), K::Counter);
    assert_eq!(kind(&format!("{board} b 0 601")), K::Counter);
    assert_eq!(kind(&format!("{}. b 0 0", &board[..board.len() - 1])), K::Count);
    assert_eq!(kind(&format!("{board} w 0 0")), K::Unreachable);
}

/// A second model written differently: squares as (file, rank) pairs,
/// moves by trying every target square in line with a piece and checking
/// the squares between, captures by walking out from the arrival square
/// with coordinates.
mod brute {
    pub(super) type Board = Vec<Vec<u8>>;

    pub(super) fn moves(b: &Board, me: u8) -> Vec<((usize, usize), (usize, usize))> {
        let n = b.len();
        let mut out = Vec::new();
        for f in 0..n {
            for r in 0..n {
                if b[f][r] != me {
                    continue;
                }
                for tf in 0..n {
                    for tr in 0..n {
                        if (tf == f) == (tr == r) || b[tf][tr] != 0 {
                            continue;
                        }
                        let clear = if tf == f {
                            (r.min(tr) + 1..r.max(tr)).all(|k| b[f][k] == 0)
                        } else {
                            (f.min(tf) + 1..f.max(tf)).all(|k| b[k][r] == 0)
                        };
                        if clear {
                            out.push(((f, r), (tf, tr)));
                        }
                    }
                }
            }
        }
        out
    }

    pub(super) fn play(b: &mut Board, from: (usize, usize), to: (usize, usize)) {
        let n = b.len() as i32;
        let me = b[from.0][from.1];
        b[from.0][from.1] = 0;
        b[to.0][to.1] = me;
        let mut flips = Vec::new();
        for (df, dr) in [(0i32, 1i32), (0, -1), (1, 0), (-1, 0)] {
            let mut line = Vec::new();
            let (mut f, mut r) = (to.0 as i32 + df, to.1 as i32 + dr);
            while f >= 0 && r >= 0 && f < n && r < n && b[f as usize][r as usize] == 3 - me {
                line.push((f as usize, r as usize));
                f += df;
                r += dr;
            }
            if !line.is_empty() && f >= 0 && r >= 0 && f < n && r < n && b[f as usize][r as usize] == me {
                flips.extend(line);
            }
        }
        for (f, r) in flips {
            b[f][r] = me;
        }
    }
}

fn agrees_with_the_brute_force(r: &MingMang, games: u64, plies: usize) {
    let n = r.e.n;
    for seed in 0..games {
        let mut rng = SplitMix64(seed + 100);
        let mut state = r.initial();
        let mut b: brute::Board = vec![vec![0; n]; n];
        for s in 0..n * n {
            b[s % n][s / n] = state.board[s];
        }
        for _ in 0..plies {
            if r.e.outcome(&state).is_some() {
                break;
            }
            let ours: BTreeSet<(usize, usize)> = r
                .legal_vec(&state)
                .iter()
                .map(|m| (usize::from(m.from), usize::from(m.to)))
                .collect();
            let theirs: BTreeSet<(usize, usize)> = brute::moves(&b, state.to_move + 1)
                .into_iter()
                .map(|((f, rk), (tf, tr))| (rk * n + f, tr * n + tf))
                .collect();
            assert_eq!(ours, theirs, "seed {seed}: {}", r.position_text(&state));
            let legal: Vec<(usize, usize)> = ours.into_iter().collect();
            let (from, to) = legal[rng.below(legal.len())];
            r.apply(
                &mut state,
                &MMove {
                    from: from as u16,
                    to: to as u16,
                },
            );
            brute::play(&mut b, (from % n, from / n), (to % n, to / n));
            for s in 0..n * n {
                assert_eq!(
                    b[s % n][s / n],
                    state.board[s],
                    "seed {seed}, square {}",
                    r.e.name(s)
                );
            }
        }
    }
}

#[test]
fn second_model_agrees_on_8x8() {
    agrees_with_the_brute_force(&mm(), 6, 600);
}

#[test]
fn second_model_agrees_on_17x17() {
    agrees_with_the_brute_force(&of_size(17).unwrap(), 1, 300);
}
