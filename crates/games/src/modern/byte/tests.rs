//! Byte: one test per rule of the catalog entry (`rule_N_…`) and per gap
//! (`gap_N_…`), on positions built stack by stack and read back through
//! their text. The text has no worked example (its figure is lost), so the
//! sample game is the gameslib fixture (`tests/suite/gameslib_byte.rs`).

use super::board::{GRID, distance, is_dark};
use super::*;
use crate::Options;

fn rules() -> Byte {
    Byte::new(&Options::defaults(INFO.options)).expect("defaults")
}

/// A position: `stacks` as (square, colours from the bottom up, `b`/`w`),
/// the seat to move and the towers won; read back through its text.
fn pos(stacks: &[(&str, &str)], to_move: Seat, scores: [u8; 2]) -> ByteState {
    let rules = rules();
    let mut state = rules.initial();
    state.cells = [Stack::default(); board::CELLS];
    for (sq, colours) in stacks {
        let sq = GRID.read(sq).expect("a square");
        for c in colours.chars() {
            let seat = if c == 'b' { Seat::FIRST } else { Seat::SECOND };
            state.cells[sq] = state.cells[sq].put(Stack::single(seat));
        }
    }
    state.to_move = to_move;
    state.scores = scores;
    let text = rules.position_text(&state);
    rules
        .from_position(&text)
        .unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn legal(state: &ByteState) -> Vec<String> {
    let rules = rules();
    let mut v: Vec<String> = rules
        .legal_vec(state)
        .iter()
        .map(|m| rules.format_move(state, m))
        .collect();
    v.sort();
    v
}

fn play(state: &mut ByteState, text: &str) {
    rules()
        .play(state, text)
        .unwrap_or_else(|e| panic!("{text}: {e:?}"));
}

/// The id of the reason `text` is refused with.
fn refusal(state: &ByteState, text: &str) -> String {
    match rules().parse_move(state, text) {
        Err(MoveError::Illegal { reason, .. }) => reason.id().to_string(),
        Err(MoveError::NotAMove { expected, .. }) => expected.id().to_string(),
        other => panic!("{text}: {other:?}"),
    }
}

const START: &str = "......../w.w.w.w./.b.b.b.b/w.w.w.w./.b.b.b.b/w.w.w.w./.b.b.b.b/........ 1 0-0 0";

#[test]
fn rule_1_gap_1_dark_squares_rows_alternate_black_first() {
    let rules = rules();
    let state = rules.initial();
    assert_eq!(rules.position_text(&state), START);
    assert_eq!(rules.status(&state), Status::ToMove(Seat::FIRST));
    let mut count = [0; 2];
    for sq in 0..64 {
        let stack = state.stack(sq);
        if !stack.is_empty() {
            assert!(is_dark(sq), "{} is light", GRID.name(sq));
            count[stack.bottom().index()] += 1;
        }
    }
    assert_eq!(count, [12, 12]);
    assert!(is_dark(GRID.read("a1").unwrap()) && !is_dark(GRID.read("b1").unwrap()));
    // Every first move is a merge of one checker onto a neighbour.
    assert!(legal(&state).contains(&"f4-e3".to_string()));
    assert_eq!(legal(&state).len(), 35);
}

#[test]
fn rule_2_stacks_mix_colours_up_to_seven_on_the_board() {
    let state = pos(&[("d4", "bwbwbww"), ("c5", "w")], Seat::FIRST, [1, 1]);
    assert_eq!(state.stack(GRID.read("d4").unwrap()).height, 7);
    let text = rules().position_text(&state);
    assert!(
        text.starts_with("......../......../......../..w...../...(bwbwbww)"),
        "{text}"
    );
    // A stack of eight cannot stand on the board.
    let eight = text
        .replace("(bwbwbww)", "(bwbwbwww)")
        .replace("..w.....", "........");
    assert!(rules().from_position(&eight).is_err());
}

#[test]
fn rule_3_gap_3_pass_only_without_a_move() {
    // Black's only checker is second in a stack of seven beside a single
    // checker: it cannot climb there, and the bottom is White's.
    let mut state = pos(&[("d4", "wbwwwww"), ("c5", "w")], Seat::FIRST, [1, 1]);
    assert_eq!(legal(&state), ["pass"]);
    play(&mut state, "pass");
    assert_eq!(state.to_move, Seat::SECOND);
    // With a move, passing is refused.
    let start = rules().initial();
    assert_eq!(refusal(&start, "pass"), "byte-no-pass");
    // If a move helps the opponent it must still be made: here Black's one
    // move builds White's tower.
    let mut state = pos(&[("d4", "bw"), ("c5", "wwwwww")], Seat::FIRST, [1, 1]);
    assert_eq!(legal(&state), ["d4-c5"]);
    play(&mut state, "d4-c5");
    assert_eq!(state.scores, [1, 2]);
    assert_eq!(
        rules().status(&state).outcome().and_then(|o| o.winner),
        Some(Seat::SECOND)
    );
}

#[test]
fn rule_4_basic_move_whole_stack_towards_the_nearest() {
    // d4 is alone; the nearest stack is h8, four steps away: only e5
    // brings it closer.
    let state = pos(&[("d4", "b"), ("h8", "wwwwwww")], Seat::FIRST, [1, 1]);
    assert_eq!(legal(&state), ["d4-e5"]);
    assert_eq!(refusal(&state, "d4-c5"), "byte-closer");
    assert_eq!(refusal(&state, "d4-d5"), "byte-not-next");
    // The whole stack moves, and only its bottom checker's owner moves it.
    let mut state = pos(&[("d4", "bbw"), ("h8", "wwwww")], Seat::FIRST, [1, 1]);
    assert_eq!(legal(&state), ["d4-e5"]);
    assert_eq!(refusal(&state, "d4:2-e5"), "byte-whole");
    play(&mut state, "d4-e5");
    assert_eq!(state.stack(GRID.read("e5").unwrap()).height, 3);
    assert!(state.stack(GRID.read("d4").unwrap()).is_empty());
    let state = pos(&[("d4", "wbb"), ("h8", "wwwww")], Seat::FIRST, [1, 1]);
    assert_eq!(legal(&state), ["pass"]);
    // Equally near stacks: towards either one.
    let state = pos(&[("d4", "b"), ("b6", "wwww"), ("f6", "www")], Seat::FIRST, [1, 1]);
    assert_eq!(legal(&state), ["d4-c5", "d4-e5"]);
    // A stack with a neighbour does not make a basic move.
    let state = pos(&[("d4", "b"), ("e5", "w"), ("a1", "wwwwww")], Seat::FIRST, [1, 1]);
    assert_eq!(legal(&state), ["d4-e5"]);
    assert_eq!(refusal(&state, "d4-c3"), "byte-has-neighbour");
}

#[test]
fn rule_5_gap_2_merge_own_checker_and_those_above_climbing() {
    // d4: Black, White, Black from the bottom; c5 two checkers, e5 one.
    let mut state = pos(
        &[("d4", "bwb"), ("c5", "ww"), ("e5", "wwwww"), ("a1", "wwwwww")],
        Seat::FIRST,
        [1, 0],
    );
    // Level 1 (all three) onto c5 (2): 5 high; onto e5 (5): 8 high, a tower.
    // Level 3 onto c5 (2): it would stand at 3, not higher: refused.
    let moves = legal(&state);
    assert!(moves.contains(&"d4-c5".to_string()), "{moves:?}");
    assert!(moves.contains(&"d4-e5".to_string()), "{moves:?}");
    assert!(moves.contains(&"d4:3-e5".to_string()), "{moves:?}");
    assert!(!moves.contains(&"d4:3-c5".to_string()), "{moves:?}");
    assert_eq!(refusal(&state, "d4:3-c5"), "byte-climb");
    // White's checker at level 2 is not Black's.
    assert_eq!(refusal(&state, "d4:2-c5"), "byte-not-yours");
    // The checker carries every checker above it.
    play(&mut state, "d4-c5");
    let c5 = state.stack(GRID.read("c5").unwrap());
    assert_eq!((c5.height, c5.whites), (5, 0b01011));
    assert!(state.stack(GRID.read("d4").unwrap()).is_empty());
}

#[test]
fn rule_5_no_stack_above_eight() {
    // Three checkers onto six would make nine.
    let state = pos(
        &[("d4", "bbb"), ("c5", "wwwwww"), ("h8", "www"), ("a1", "wwww")],
        Seat::FIRST,
        [1, 0],
    );
    assert_eq!(refusal(&state, "d4-c5"), "byte-too-tall");
    assert!(legal(&state).contains(&"d4:2-c5".to_string()));
}

#[test]
fn rule_6_a_stack_of_eight_leaves_and_its_top_scores() {
    let mut state = pos(
        &[("d4", "b"), ("c5", "wwwwwww"), ("h8", "wwwwwww"), ("a1", "b")],
        Seat::FIRST,
        [0, 1],
    );
    play(&mut state, "d4-c5");
    assert!(state.stack(GRID.read("c5").unwrap()).is_empty());
    assert_eq!(state.scores, [1, 1]);
    assert!(rules().status(&state).outcome().is_none());
    // The picture shows the finished tower where it stood, as scoring
    // (not as a capture), its last checker marked as carried.
    let view = rules().view(&state, None);
    let mark = |m| view.highlights.iter().any(|h| h.cell == "c5" && h.mark == m);
    assert!(mark(crate::view::Mark::Line) && !mark(crate::view::Mark::Captured));
    let kinds: Vec<&str> = view
        .pieces
        .iter()
        .filter(|p| p.cell == "c5")
        .map(|p| p.kind.as_str())
        .collect();
    assert_eq!(kinds.len(), 8);
    assert_eq!(kinds.iter().filter(|k| **k == "man~moved").count(), 1);
}

#[test]
fn rule_7_two_towers_win_at_once() {
    let mut state = pos(
        &[("d4", "b"), ("c5", "wwwwwww"), ("h8", "wwwwwww"), ("a1", "b")],
        Seat::FIRST,
        [1, 0],
    );
    play(&mut state, "d4-c5");
    let outcome = rules().status(&state).outcome().cloned().expect("over");
    assert_eq!(outcome.winner, Some(Seat::FIRST));
    assert_eq!(outcome.reason.id(), "byte-majority");
    assert!(rules().legal_vec(&state).is_empty());
}

#[test]
fn gap_4_no_priority_between_merges_and_basic_moves() {
    // Black may merge d4 onto e5 or move the lone b8 towards a stack.
    let state = pos(
        &[("d4", "b"), ("e5", "w"), ("b8", "b"), ("h2", "wwwww")],
        Seat::FIRST,
        [1, 1],
    );
    let moves = legal(&state);
    assert!(
        moves.contains(&"d4-e5".to_string()) && moves.iter().any(|m| m.starts_with("b8-")),
        "{moves:?}"
    );
}

#[test]
fn gap_5_distance_is_the_diagonal_path_length() {
    // A second model: breadth-first search over diagonal steps on the board.
    let dark: Vec<usize> = (0..64).filter(|&s| is_dark(s)).collect();
    for &a in &dark {
        let mut dist = [u8::MAX; 64];
        dist[a] = 0;
        let mut queue = std::collections::VecDeque::from([a]);
        while let Some(s) = queue.pop_front() {
            for n in board::neighbours(s) {
                if dist[n] == u8::MAX {
                    dist[n] = dist[s] + 1;
                    queue.push_back(n);
                }
            }
        }
        for &b in &dark {
            assert_eq!(distance(a, b), dist[b], "{} {}", GRID.name(a), GRID.name(b));
        }
    }
}

#[test]
fn notation_forms_steps_and_refusals() {
    let rules = rules();
    let state = rules.initial();
    for text in ["F4-E3", "f4 e3", "f4xe3", "f4e3", "f4:1-e3"] {
        assert_eq!(
            rules.parse_move(&state, text).map(notation::format),
            Ok("f4-e3".into()),
            "{text}"
        );
    }
    let mv = rules.parse_move(&state, "f4-e3").unwrap();
    assert_eq!(rules.move_steps(&state, &mv), ["f4", "-e3"]);
    let high = BMove::Move {
        from: 20,
        level: 2,
        to: 27,
    };
    assert_eq!(notation::steps(high), ["e3", ":2", "-d4"]);
    assert_eq!(refusal(&state, "hello"), "byte-notation");
    assert_eq!(refusal(&state, "e5-d4"), "byte-not-yours");
    assert_eq!(refusal(&state, "d5-e4"), "byte-empty");
    assert_eq!(refusal(&state, "f4:2-e3"), "byte-level");
    // A square alone lists that stack's moves.
    assert!(matches!(
        rules.parse_move(&state, "f4"),
        Err(MoveError::Ambiguous { .. })
    ));
}

#[test]
fn the_ply_cap_draws() {
    let rules = rules();
    let mut state = pos(&[("d4", "b"), ("h8", "wwwwwww")], Seat::FIRST, [1, 1]);
    state.plies = PLY_CAP - 1;
    play(&mut state, "d4-e5");
    let outcome = rules.status(&state).outcome().cloned().expect("over");
    assert_eq!(outcome.winner, None);
    assert_eq!(outcome.reason.id(), "byte-ply-cap");
}

#[test]
fn positions_read_back_and_refuse_nonsense() {
    let rules = rules();
    let mut state = rules.initial();
    for mv in ["f4-e3", "a3-b4", "f6-g5", "c5-d4", "e3:2-d4"] {
        play(&mut state, mv);
        let text = rules.position_text(&state);
        let back = rules.from_position(&text).expect("reads back");
        assert_eq!(rules.position_text(&back), text);
        assert_eq!(legal(&back), legal(&state));
    }
    for bad in [
        "",
        "......../w.w.w.w./.b.b.b.b/w.w.w.w./.b.b.b.b/w.w.w.w./.b.b.b.b 1 0-0 0",
        "b......./w.w.w.w./.b.b.b.b/w.w.w.w./.b.b.b.b/w.w.w.w./.b.b.b.b/........ 1 0-0 0",
        "......../w.w.w.w./.b.b.b.b/w.w.w.w./.b.b.b.b/w.w.w.w./.b.b.b.b/........ 3 0-0 0",
        "......../w.w.w.w./.b.b.b.b/w.w.w.w./.b.b.b.b/w.w.w.w./.b.b.b.b/........ 1 1-0 0",
        "......../w.w.w.w./.b.b.b.b/w.w.w.w./.b.b.b.b/w.w.w.w./.b.b.b.x/........ 1 0-0 0",
        "......../w.w.w.w./.b.b.b.b/w.w.w.w./.b.b.b.b/w.w.w.w./.b.b.b.b/........ 1 0-0 x",
    ] {
        assert!(rules.from_position(bad).is_err(), "{bad}");
    }
}
