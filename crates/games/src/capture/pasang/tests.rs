//! The Pasang rules by the catalog entry's sections and gap ids
//! (`tavolando-9-14-and-short-issues.md`, `pasang`), the text's worked
//! example of the passages, the move counts of a second model written in
//! Python (`fixtures/perft.py`), and a brute force written differently
//! compared along random games.

use std::collections::BTreeMap;

use super::board::{self, LETTERS, NONE};
use super::*;
use crate::perft::perft;
use crate::playout::SplitMix64;
use crate::{MoveError, OptionValue};

fn pasang(method: &str) -> Pasang {
    let mut given = BTreeMap::new();
    given.insert("ka".to_string(), OptionValue::Text(method.to_string()));
    Pasang::new(&Options::validate(Pasang::info().options, &given).unwrap()).unwrap()
}

fn slide() -> Pasang {
    Pasang::new(&Options::defaults(Pasang::info().options)).unwrap()
}

/// A position with only the given points filled (`w`, `b`, `r`, `g`),
/// the rest empty; `rest` is the side to move, the scores and passages.
fn at(r: &Pasang, filled: &[(&str, char)], rest: &str) -> PState {
    let mut rows = vec![vec!['.'; SIDE]; SIDE];
    rows[5][5] = '_';
    for &(point, ch) in filled {
        let c = board::read(point).unwrap();
        let (f, rank) = board::file_rank(c);
        rows[SIDE - 1 - rank][f] = ch;
    }
    let text: Vec<String> = rows.into_iter().map(|r| r.into_iter().collect()).collect();
    let text = format!("{} {rest}", text.join("/"));
    r.from_position(&text).unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn texts(r: &Pasang, state: &PState) -> Vec<String> {
    let mut v: Vec<String> = r
        .legal_vec(state)
        .iter()
        .map(|m| r.format_move(state, m))
        .collect();
    v.sort();
    v
}

fn play(r: &Pasang, state: &mut PState, text: &str) {
    r.play(state, text).unwrap_or_else(|e| panic!("{text}: {e}"));
}

fn played(r: &Pasang, moves: &[&str]) -> PState {
    let mut state = r.initial();
    for m in moves {
        play(r, &mut state, m);
    }
    state
}

fn refusal(r: &Pasang, state: &PState, text: &str) -> String {
    match r.parse_move(state, text) {
        Ok(mv) => panic!("{text} accepted as {mv:?}"),
        Err(MoveError::Illegal { reason, .. }) => reason.id().to_string(),
        Err(MoveError::NotAMove { expected, .. }) => format!("not a move: {}", expected.id()),
        Err(e) => e.to_string(),
    }
}

/// Why `text` is refused, as the refusal's message id (also where the game
/// is over and nothing can be played).
fn why(r: &Pasang, state: &PState, text: &str) -> String {
    match r.diagnose(state, text) {
        MoveError::Illegal { reason, .. } => reason.id().to_string(),
        MoveError::NotAMove { expected, .. } => format!("not a move: {}", expected.id()),
        e => e.to_string(),
    }
}

fn over(r: &Pasang, state: &PState) -> crate::Outcome {
    match r.status(state) {
        Status::Over(o) => o,
        s => panic!("not over: {s:?}"),
    }
}

#[test]
fn gap_1_the_board_is_11_by_11_points_without_the_centre() {
    let points = (0..CELLS).filter(|&c| c != CENTRE).count();
    assert_eq!(points, 120);
    assert_eq!(board::name(CENTRE), "f6");
    assert_eq!(board::read("f6"), Err(true));
    assert_eq!(board::read("k11"), Ok(CELLS - 1));
    assert_eq!(board::read("l1"), Err(true));
    // Nothing steps onto the centre, nor from it.
    for c in 0..CELLS {
        for d in 0..4 {
            assert_ne!(board::step(c, d), Some(CENTRE));
        }
    }
    let view = slide().view(&slide().initial(), None);
    let crate::view::Board::Graph(g) = &view.board else {
        panic!("a graph board");
    };
    assert_eq!(g.points.len(), 120);
    assert!(g.lines.iter().all(|(a, b)| a != "f6" && b != "f6"));
    // 2 × 11 × 10 lines of the full grid, minus the centre's four.
    assert_eq!(g.lines.len(), 2 * 11 * 10 - 4);
}

#[test]
fn gap_4_the_set_up_pattern_has_60_white_and_60_black_symmetric_under_a_half_turn() {
    let r = slide();
    let s = r.initial();
    assert_eq!(s.stones(), (60, 60));
    for c in 0..CELLS {
        assert_eq!(s.board[c], s.board[CELLS - 1 - c], "{}", board::name(c));
    }
    let text = r.position_text(&s);
    assert_eq!(text.split(' ').next().unwrap(), PATTERN.join("/"));
    assert!(text.ends_with(" r 0,0 -,-"));
    // The catalog lists rank 1 as wbbbbbwwwww.
    assert_eq!(s.board[board::read("a1").unwrap()], WHITE);
    assert_eq!(s.board[board::read("b1").unwrap()], BLACK);
}

#[test]
fn gap_6_red_the_first_seat_opens_and_has_every_file() {
    let r = slide();
    let s = r.initial();
    assert_eq!(r.status(&s), Status::ToMove(Seat(0)));
    assert_eq!(s.phase(), Phase::Passage);
    assert_eq!(
        texts(&r, &s),
        ["a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k"]
    );
}

#[test]
fn phase_1_a_passage_takes_five_stones_of_the_own_half_and_scores_them() {
    let r = slide();
    let mut s = r.initial();
    // c1–c5: black, black, white, white, white (the pattern).
    play(&r, &mut s, "c");
    for rank in 1..=5 {
        assert_eq!(s.board[board::read(&format!("c{rank}")).unwrap()], EMPTY);
    }
    assert_eq!(s.board[board::read("c7").unwrap()], BLACK);
    assert_eq!(s.scores(), [2 + 3 * 2, 0]);
    // Green's passage: j7–j11 are white, white, white, white, black.
    play(&r, &mut s, "j");
    for rank in 7..=11 {
        assert_eq!(s.board[board::read(&format!("j{rank}")).unwrap()], EMPTY);
    }
    assert_eq!(s.scores(), [8, 4 * 2 + 1]);
    assert_eq!(s.stones(), (60 - 3 - 4, 60 - 2 - 1));
}

#[test]
fn phase_1_the_second_passage_lies_in_the_quadrant_diagonally_opposite() {
    let r = slide();
    let files = |first: &str| texts(&r, &played(&r, &[first]));
    assert_eq!(files("a"), ["g", "h", "i", "j", "k"]);
    assert_eq!(files("e"), ["g", "h", "i", "j", "k"]);
    assert_eq!(files("g"), ["a", "b", "c", "d", "e"]);
    assert_eq!(files("k"), ["a", "b", "c", "d", "e"]);
    assert_eq!(files("f"), ["a", "b", "c", "d", "e", "g", "h", "i", "j", "k"]);
    let after_c = played(&r, &["c"]);
    assert_eq!(refusal(&r, &after_c, "b"), "pasang-quadrant-east");
    assert_eq!(refusal(&r, &after_c, "f"), "pasang-quadrant-east");
    assert_eq!(refusal(&r, &played(&r, &["h"]), "h"), "pasang-quadrant-west");
    assert_eq!(refusal(&r, &played(&r, &["f"]), "f"), "pasang-quadrant-middle");
}

/// The text's example: one player opens file 3, the other file 10.
#[test]
fn text_example_passages_on_the_third_and_tenth_files() {
    let r = slide();
    let s = played(&r, &["c", "j"]);
    assert_eq!(s.phase(), Phase::Ka);
    assert_eq!(r.position_text(&s).split(' ').nth(3), Some("c,j"));
}

#[test]
fn phase_2_slide_a_stone_next_to_the_passage_slides_in_and_must_capture() {
    let r = slide();
    let s = played(&r, &["c", "j"]);
    // From b1–b5 into c1–c5; each takes its west ray, one white stone.
    assert_eq!(texts(&r, &s), ["b1-c1W", "b2-c2W", "b3-c3W", "b4-c4W", "b5-c5W"]);
    // b3 (white) slides into c3; the ray it takes may run along the move
    // (west: a3 white, one stone).
    let mut t = s.clone();
    play(&r, &mut t, "b3-c3W");
    assert_eq!(t.board[board::read("c3").unwrap()], KA);
    assert_eq!(t.board[board::read("b3").unwrap()], EMPTY);
    assert_eq!(t.board[board::read("a3").unwrap()], EMPTY);
    assert_eq!(t.scores(), [8 + 2, 9]);
    // A jump is not a slide.
    assert_eq!(refusal(&r, &s, "a3-c3E"), "pasang-ka-slide");
}

#[test]
fn phase_2_jump_option_a_stone_two_files_away_jumps_and_the_stone_between_stays() {
    let r = pasang("jump");
    let s = played(&r, &["c", "j"]);
    // From a1–a5 over b1–b5; the west ray then holds the jumped stone.
    assert_eq!(texts(&r, &s), ["a1-c1W", "a2-c2W", "a3-c3W", "a4-c4W", "a5-c5W"]);
    assert_eq!(refusal(&r, &s, "b3-c3W"), "pasang-ka-jump");
    // e2 jumps d2 into c2 and takes north: d2 stays.
    let s = at(&r, &[("d2", 'b'), ("e2", 'w'), ("c8", 'w')], "r 0,0 c,j");
    assert_eq!(texts(&r, &s), ["e2-c2E", "e2-c2N"]);
    let mut t = s.clone();
    play(&r, &mut t, "e2-c2N");
    assert_eq!(t.board[board::read("d2").unwrap()], BLACK);
    assert_eq!(t.board[board::read("e2").unwrap()], EMPTY);
    assert_eq!(t.board[board::read("c8").unwrap()], EMPTY);
    assert_eq!(t.board[board::read("c2").unwrap()], KA);
    // Nothing to jump over: no Ka from e2 once d2 is gone.
    let s = at(&r, &[("e2", 'w'), ("c8", 'w'), ("a9", 'b')], "r 0,0 c,j");
    assert_eq!(why(&r, &s, "e2-c2N"), "pasang-ka-stone");
    assert!(r.legal_vec(&s).is_empty());
}

#[test]
fn phase_2_the_same_method_holds_for_both_players() {
    let r = pasang("jump");
    let mut s = played(&r, &["c", "j"]);
    let first = r.legal_vec(&s)[0];
    r.apply(&mut s, &first);
    assert_eq!(s.phase(), Phase::Ka);
    assert_eq!(r.legal_vec(&s).len(), 5);
    for mv in r.legal_vec(&s) {
        let PMove::Go { from, .. } = mv else { panic!() };
        // Green's passage is on j: jumps come from h (l is off the board).
        assert_eq!(board::file_rank(from.into()).0, 7, "{mv:?}");
    }
}

#[test]
fn phase_2_a_ka_that_would_capture_nothing_cannot_be_made() {
    let r = slide();
    // Only b1 can slide into c1, and none of c1's four rays is takeable:
    // west empty, east mixed, north empty.
    let s = at(
        &r,
        &[("b1", 'w'), ("e1", 'w'), ("f1", 'b'), ("a9", 'b')],
        "r 10,7 c,j",
    );
    assert_eq!(why(&r, &s, "b1-c1E"), "pasang-ray-mixed");
    assert_eq!(why(&r, &s, "b1-c1N"), "pasang-ray-empty");
    assert_eq!(why(&r, &s, "b1-c1"), "pasang-no-capture-here");
    // Gap 5: so Red loses, and Green adds Red's points.
    let o = over(&r, &s);
    assert_eq!(o.winner, Some(Seat(1)));
    assert_eq!(o.reason.id(), "pasang-no-ka");
    assert_eq!(o.scores, Some(vec![10, 17]));
}

#[test]
fn phase_3_the_ka_moves_along_ranks_and_files_over_empty_points_only() {
    let r = slide();
    // Red's Ka on d4: b4 blocks the way west, d8 the way north.
    let s = at(
        &r,
        &[
            ("d4", 'r'),
            ("b4", 'w'),
            ("d8", 'b'),
            ("k1", 'g'),
            ("a6", 'w'),
            ("h5", 'w'),
        ],
        "r 0,0 c,j",
    );
    let listed = texts(&r, &s);
    // On d5, east: h5, one white.
    assert!(listed.contains(&"d4-d5E".to_string()), "{listed:?}");
    // d6 west: a6 white beyond c6, b6 (gaps allowed).
    assert!(listed.contains(&"d4-d6W".to_string()), "{listed:?}");
    // Never onto or past d8's stone, never past b4.
    assert!(
        listed
            .iter()
            .all(|m| !m.contains("-d8") && !m.contains("-d9") && !m.contains("-a4"))
    );
    assert_eq!(refusal(&r, &s, "d4-d9E"), "pasang-blocked");
    assert_eq!(refusal(&r, &s, "d4-e5E"), "pasang-straight");
    assert_eq!(refusal(&r, &s, "e4-e5W"), "pasang-your-ka");
    // Every listed move captures.
    for mv in r.legal_vec(&s) {
        let mut t = s.clone();
        r.apply(&mut t, &mv);
        assert!(!t.last.as_ref().unwrap().taken.is_empty());
    }
}

#[test]
fn capture_rays_run_at_right_angles_to_the_move_and_each_side_is_its_own_ray() {
    let r = slide();
    // The text's "one white or one black on the same file": the Ka arrives
    // on d4 moving east; d9 (white) north and d2 (black) south.
    let s = at(
        &r,
        &[("a4", 'r'), ("d9", 'w'), ("d2", 'b'), ("k11", 'g'), ("g4", 'w')],
        "r 0,0 c,j",
    );
    let listed = texts(&r, &s);
    assert!(listed.contains(&"a4-d4N".to_string()) && listed.contains(&"a4-d4S".to_string()));
    // g4 lies along the move (east of d4): not takeable after a move.
    assert!(!listed.contains(&"a4-d4E".to_string()));
    assert_eq!(refusal(&r, &s, "a4-d4E"), "pasang-ray-across");
    // Without its letter the move is ambiguous, and says the two options.
    match r.parse_move(&s, "a4-d4") {
        Err(MoveError::Ambiguous { options, .. }) => assert_eq!(options, ["a4-d4N", "a4-d4S"]),
        other => panic!("{other:?}"),
    }
    let mut t = s.clone();
    play(&r, &mut t, "a4-d4n");
    assert_eq!(t.board[board::read("d9").unwrap()], EMPTY);
    assert_eq!(t.board[board::read("d2").unwrap()], BLACK);
    assert_eq!(t.scores(), [2, 0]);
}

#[test]
fn capture_needs_an_odd_number_of_one_colour_and_no_ka_on_the_ray() {
    let r = slide();
    // d1 and f1 keep the Ka on file e. From e1 north it stops on e3: east ray two blacks (even), west ray
    // white and black (mixed); on e5: east ray meets Green's Ka; on e7:
    // west ray three whites with gaps.
    let s = at(
        &r,
        &[
            ("e1", 'r'),
            ("d1", 'w'),
            ("f1", 'w'),
            ("g3", 'b'),
            ("k3", 'b'),
            ("a3", 'w'),
            ("c3", 'b'),
            ("h5", 'b'),
            ("j5", 'g'),
            ("a7", 'w'),
            ("b7", 'w'),
            ("d7", 'w'),
        ],
        "r 0,0 c,j",
    );
    assert_eq!(refusal(&r, &s, "e1-e3E"), "pasang-ray-even");
    assert_eq!(refusal(&r, &s, "e1-e3W"), "pasang-ray-mixed");
    assert_eq!(refusal(&r, &s, "e1-e5E"), "pasang-ray-ka");
    assert_eq!(texts(&r, &s), ["e1-e7W"]);
    let mut t = s.clone();
    play(&r, &mut t, "e1-e7");
    assert_eq!(t.scores(), [6, 0]);
}

#[test]
fn gap_2_a_ray_runs_to_the_edge_and_takes_every_stone_on_it() {
    let r = slide();
    let mut s = at(
        &r,
        &[("a1", 'r'), ("b3", 'b'), ("e3", 'b'), ("k3", 'b'), ("k11", 'g')],
        "r 0,0 c,j",
    );
    play(&r, &mut s, "a1-a3E");
    for p in ["b3", "e3", "k3"] {
        assert_eq!(s.board[board::read(p).unwrap()], EMPTY, "{p}");
    }
    assert_eq!(s.scores(), [3, 0]);
}

#[test]
fn gap_3_the_missing_centre_stops_the_ka_and_ends_a_ray() {
    let r = slide();
    // Red's Ka on f2 cannot go past f5; from a7 east to f7 its south ray
    // ends at f6 at once, so f3's stone is not on it.
    let s = at(
        &r,
        &[("f2", 'r'), ("a5", 'w'), ("f9", 'b'), ("k11", 'g')],
        "r 0,0 c,j",
    );
    assert!(
        texts(&r, &s)
            .iter()
            .all(|m| !m.contains("-f7") && !m.contains("-f8"))
    );
    assert_eq!(refusal(&r, &s, "f2-f7W"), "pasang-centre");
    let s = at(
        &r,
        &[("a7", 'r'), ("f3", 'b'), ("k11", 'g'), ("f10", 'w')],
        "r 0,0 c,j",
    );
    assert_eq!(refusal(&r, &s, "a7-f7S"), "pasang-ray-empty");
    let listed = texts(&r, &s);
    assert!(listed.contains(&"a7-f7N".to_string()) && !listed.contains(&"a7-f7S".to_string()));
    assert_eq!(refusal(&r, &s, "f6"), "not a move: pasang-off-board");
}

#[test]
fn end_a_no_stones_left_the_higher_score_wins_and_equal_draws() {
    let r = slide();
    let s = at(&r, &[("a1", 'r'), ("c5", 'w'), ("k11", 'g')], "r 20,21 c,j");
    let mut won = s.clone();
    play(&r, &mut won, "a1-a5E");
    let o = over(&r, &won);
    assert_eq!((o.winner, o.reason.id()), (Some(Seat(0)), "pasang-cleared"));
    assert_eq!(o.scores, Some(vec![22, 21]));
    let s = at(&r, &[("a1", 'r'), ("c5", 'b'), ("k11", 'g')], "r 20,21 c,j");
    let mut drawn = s.clone();
    play(&r, &mut drawn, "a1-a5E");
    let o = over(&r, &drawn);
    assert_eq!(o.winner, None);
    assert_eq!(o.scores, Some(vec![21, 21]));
}

#[test]
fn end_b_no_capturing_move_loses_and_the_winner_adds_the_losers_points() {
    let r = slide();
    // b1 keeps Red's Ka on file a; the two blacks on rank 3 are even and
    // rank 11 ends at Green's Ka: nothing to take.
    let s = at(
        &r,
        &[("a1", 'r'), ("b1", 'w'), ("c3", 'b'), ("e3", 'b'), ("k11", 'g')],
        "r 30,25 c,j",
    );
    assert!(r.legal_vec(&s).is_empty());
    let o = over(&r, &s);
    assert_eq!(o.winner, Some(Seat(1)));
    assert_eq!(o.reason.id(), "pasang-no-capture");
    assert_eq!(o.scores, Some(vec![30, 55]));
    // The panels show the final totals.
    let v = r.view(&s, None);
    assert_eq!(v.seats[1].score_text().unwrap(), "pasang-points(n=55)");
    assert_eq!(v.seats[0].score_text().unwrap(), "pasang-points(n=30)");
}

#[test]
fn notation_reads_case_spaces_x_and_o_for_west() {
    let r = slide();
    let s = played(&r, &["c", "j"]);
    for text in ["b3-c3W", "B3-C3w", "b3 - c3 W", "b3c3w", "b3xc3W", "b3-c3O"] {
        assert_eq!(
            r.parse_move(&s, text)
                .map(|m| r.format_move(&s, &m))
                .ok()
                .as_deref(),
            Some("b3-c3W"),
            "{text}"
        );
    }
    assert!(matches!(r.parse_move(&s, "zz"), Err(MoveError::NotAMove { .. })));
    assert_eq!(refusal(&r, &s, "d"), "pasang-passage-open");
    assert_eq!(refusal(&r, &r.initial(), "c3-c4N"), "pasang-passage-first");
    assert_eq!(refusal(&r, &r.initial(), "m"), "not a move: pasang-off-board");
}

#[test]
fn picker_steps_are_the_start_the_landing_point_and_the_ray() {
    let r = slide();
    let s = played(&r, &["c", "j"]);
    let mv = r.parse_move(&s, "b3-c3W").unwrap();
    assert_eq!(r.move_steps(&s, &mv), ["b3", "-c3", "W"]);
    assert_eq!(r.move_steps(&r.initial(), &PMove::Passage(2)), ["c"]);
    // A prefix of steps names the move when only one fits.
    let first = r.legal_vec(&s)[0];
    let steps = r.move_steps(&s, &first);
    assert!(matches!(
        r.parse_move(&s, &steps[0]),
        Ok(_) | Err(MoveError::Ambiguous { .. })
    ));
}

#[test]
fn position_text_reads_back_and_refuses_with_typed_errors() {
    use crate::position::PositionErrorKind as K;
    let r = slide();
    let s = played(&r, &["c", "j", "b3-c3W"]);
    let text = r.position_text(&s);
    let back = r.from_position(&text).unwrap();
    assert_eq!(r.position_text(&back), text);
    let kind = |t: &str| r.from_position(t).unwrap_err().kind();
    let start = r.position_text(&r.initial());
    assert_eq!(kind("nonsense"), K::Shape);
    assert_eq!(kind(&start.replace(" r 0", " x 0")), K::Turn);
    assert_eq!(kind(&start.replace(" r 0", " g 0")), K::Turn);
    assert_eq!(kind(&start.replace("_", "w")), K::Piece);
    assert_eq!(kind(&start.replace("0,0", "0,999")), K::Counter);
    assert_eq!(kind(&start.replace("-,-", "-,j")), K::Unreachable);
    // Green's passage outside the opposite quadrant.
    let after = played(&r, &["c", "j"]);
    let t = r.position_text(&after).replace("c,j", "c,b");
    assert!(r.from_position(&t).is_err());
}

/// Perft from the start, pinned by the Python model `fixtures/perft.py`
/// (written apart from this engine).
#[test]
fn perft_matches_the_python_model_for_both_methods() {
    let want: [(&str, [u64; 6]); 2] = [
        ("slide", [11, 60, 190, 676, 1306, 2705]),
        ("jump", [11, 60, 175, 558, 1075, 2208]),
    ];
    for (method, counts) in want {
        let r = pasang(method);
        let s = r.initial();
        for (depth, &n) in counts.iter().enumerate() {
            assert_eq!(perft(&r, &s, depth as u32 + 1), n, "{method} depth {}", depth + 1);
        }
    }
}

/// The legal moves by brute force over every (start, landing point, ray),
/// the rules checked point by point by coordinates.
fn brute(r: &Pasang, s: &PState) -> Vec<String> {
    let mut out = Vec::new();
    let me = s.to_move;
    let stone = |x: u8| x == WHITE || x == BLACK;
    let inside = |f: i32, k: i32| (0..11).contains(&f) && (0..11).contains(&k) && (f, k) != (5, 5);
    let own = |k: usize| if me == 0 { k <= 4 } else { k >= 6 };
    if (s.passage[1] != NONE) && !s.board.iter().any(|&x| stone(x)) {
        return out;
    }
    if s.passage[usize::from(me)] == NONE {
        for f in 0..11usize {
            let first = usize::from(s.passage[0]);
            let quadrant = me == 0 || (first < 5 && f > 5) || (first > 5 && f < 5) || (first == 5 && f != 5);
            if quadrant && (0..11).filter(|&k| own(k)).all(|k| stone(s.board[k * 11 + f])) {
                out.push(board::file_letter(f).to_string());
            }
        }
        out.sort();
        return out;
    }
    let making = s.ka[usize::from(me)] == NONE;
    let takes = |b: &[u8; CELLS], to: usize, d: usize| -> bool {
        let (df, dk) = crate::grid::ROOK[d];
        let (mut f, mut k) = ((to % 11) as i32, (to / 11) as i32);
        let mut seen = Vec::new();
        loop {
            f += i32::from(df);
            k += i32::from(dk);
            if !inside(f, k) {
                break;
            }
            let x = b[(k * 11 + f) as usize];
            if x >= KA {
                return false;
            }
            if x != EMPTY {
                seen.push(x);
            }
        }
        !seen.is_empty() && seen.iter().all(|&x| x == seen[0]) && seen.len() % 2 == 1
    };
    for from in 0..CELLS {
        for to in 0..CELLS {
            let (ff, fk) = ((from % 11) as i32, (from / 11) as i32);
            let (tf, tk) = ((to % 11) as i32, (to / 11) as i32);
            if from == to || !inside(ff, fk) || !inside(tf, tk) || s.board[to] != EMPTY {
                continue;
            }
            let mut b = s.board;
            let rays: Vec<usize> = if making {
                let gap = if r.e.method == KaMethod::Slide { 1 } else { 2 };
                let passage = i32::from(s.passage[usize::from(me)]);
                let between = ((ff + tf) / 2 + fk * 11) as usize;
                if !stone(s.board[from])
                    || tf != passage
                    || fk != tk
                    || !own(tk as usize)
                    || (ff - tf).abs() != gap
                    || (gap == 2 && !stone(s.board[between]))
                {
                    continue;
                }
                vec![0, 1, 2, 3]
            } else {
                if from != usize::from(s.ka[usize::from(me)]) || (ff != tf && fk != tk) {
                    continue;
                }
                let (sf, sk) = ((tf - ff).signum(), (tk - fk).signum());
                let clear = (1..(tf - ff).abs().max((tk - fk).abs())).all(|i| {
                    inside(ff + sf * i, fk + sk * i)
                        && s.board[((fk + sk * i) * 11 + ff + sf * i) as usize] == EMPTY
                });
                if !clear {
                    continue;
                }
                if sf == 0 { vec![2, 3] } else { vec![0, 1] }
            };
            b[from] = EMPTY;
            b[to] = KA + me;
            for d in rays {
                if takes(&b, to, d) {
                    out.push(format!("{}-{}{}", board::name(from), board::name(to), LETTERS[d]));
                }
            }
        }
    }
    out.sort();
    out
}

#[test]
fn the_brute_force_agrees_along_random_games_and_games_end_within_the_bound() {
    for method in ["slide", "jump"] {
        let r = pasang(method);
        let mut rng = SplitMix64(7);
        let mut ends = BTreeMap::new();
        for _ in 0..60 {
            let mut s = r.initial();
            let mut plies = 0;
            loop {
                assert_eq!(texts(&r, &s), brute(&r, &s), "{method}: {}", r.position_text(&s));
                let back = r.from_position(&r.position_text(&s)).unwrap();
                assert_eq!(r.position_text(&back), r.position_text(&s));
                if let Status::Over(o) = r.status(&s) {
                    *ends.entry(o.reason.id().to_string()).or_insert(0) += 1;
                    break;
                }
                let legal = r.legal_vec(&s);
                let mv = legal[rng.below(legal.len())];
                let before = s.scores()[usize::from(s.to_move)];
                r.apply(&mut s, &mv);
                // Every move scores (end (b) makes a move without a capture
                // impossible).
                assert!(s.scores()[usize::from(1 - s.to_move)] > before);
                plies += 1;
            }
            assert!(plies <= r.max_plies(), "{plies}");
        }
        assert!(ends.contains_key("pasang-no-capture"), "{ends:?}");
    }
}

#[test]
fn the_picture_shows_the_kas_in_red_and_green_the_stones_and_the_scores() {
    let r = slide();
    let s = played(&r, &["c", "j", "b3-c3W"]);
    let v = r.view(&s, None);
    assert_eq!(v.seat_colours[..2], ["red".to_string(), "green".to_string()]);
    let ka = v.pieces.iter().find(|p| p.cell == "c3").unwrap();
    assert_eq!(ka.owner, Some(Seat(0)));
    assert_eq!(v.pieces.len(), 120 - 10 - 1);
    assert_eq!(v.seats[0].score_text().unwrap(), "pasang-points(n=10)");
    assert!(
        v.highlights
            .iter()
            .any(|h| h.cell == "a3" && h.mark == crate::view::Mark::Captured)
    );
    assert_eq!(v.to_move, Some(Seat(1)));
}
