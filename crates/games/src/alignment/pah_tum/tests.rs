//! Pah Tum's rules, one test per catalog rule and gap.

use std::collections::BTreeMap;

use super::*;
use crate::notation::MoveError;
use crate::perft::perft;
use crate::playout::SplitMix64;
use crate::{Message, OptionValue, Outcome};

fn rules_with(given: &[(&str, OptionValue)]) -> Result<PahTum, OptionError> {
    let given: BTreeMap<String, OptionValue> =
        given.iter().map(|(k, v)| (k.to_string(), v.clone())).collect();
    PahTum::new(&Options::validate(INFO.options, &given)?)
}

fn standard() -> PahTum {
    PahTum::new(&Options::defaults(INFO.options)).unwrap()
}

/// The seven blocks of the tests' usual layout.
const BLOCKS: [&str; 7] = ["b7", "g5", "f4", "a3", "d2", "b1", "g1"];

/// `moves` played in order, throws included.
fn play_all(rules: &PahTum, state: &mut PahTumState, moves: &[&str]) {
    for m in moves {
        rules.play(state, m).unwrap_or_else(|e| panic!("{m}: {e:?}"));
    }
}

/// The standard board after the usual blocks are thrown.
fn blocked(rules: &PahTum) -> PahTumState {
    let mut state = rules.initial();
    for b in BLOCKS {
        rules.play(&mut state, &format!("#{b}")).unwrap();
    }
    state
}

fn sq(rules: &PahTum, name: &str) -> u8 {
    rules.grid().read(name).unwrap() as u8
}

/// The board of the text's closing example (found to match its counts:
/// four threes and a four for each colour), ranks 7 to 1.
const EXAMPLE: &str = "b#wbbww/bwwwbwb/wwwwbw#/bbbww#b/#wwbbww/wbw#bbb/w#bbbb#";

#[test]
fn rule_1_blocks_come_first_then_white_places_on_free_squares() {
    let rules = standard();
    let mut state = rules.initial();
    for (thrown, block) in BLOCKS.iter().enumerate() {
        assert_eq!(rules.status(&state), Status::Chance, "block {thrown}");
        let mut outcomes = Vec::new();
        rules.chance_outcomes(&state, &mut outcomes);
        assert_eq!(outcomes.len(), 49 - thrown, "each free square once");
        assert!(rules.legal_vec(&state).is_empty(), "no piece before the blocks");
        assert_eq!(
            rules.parse_move(&state, "d4"),
            Err(MoveError::illegal("d4", Message::new("pahtum-throwing")))
        );
        rules.play(&mut state, &format!("#{block}")).unwrap();
    }
    assert_eq!(rules.status(&state), Status::ToMove(Seat::FIRST), "White starts");
    assert_eq!(state.colour_to_move(), WHITE);
    assert_eq!(rules.legal_vec(&state).len(), 42);
    assert_eq!(
        rules.play(&mut state, "b7"),
        Err(MoveError::illegal(
            "b7",
            Message::new("pahtum-blocked").code("square", "b7")
        ))
    );
    rules.play(&mut state, "d4").unwrap();
    assert_eq!(rules.status(&state), Status::ToMove(Seat::SECOND), "then Black");
    assert_eq!(
        rules.play(&mut state, "d4"),
        Err(MoveError::illegal(
            "d4",
            Message::new("pahtum-occupied-white").code("square", "d4")
        ))
    );
    rules.play(&mut state, "e4").unwrap();
    assert_eq!(
        rules.status(&state),
        Status::ToMove(Seat::FIRST),
        "players alternate"
    );
    assert_eq!(state.cells[usize::from(sq(&rules, "d4"))], WHITE);
    assert_eq!(state.cells[usize::from(sq(&rules, "e4"))], BLACK);
    assert_eq!(rules.legal_vec(&state).len(), 40);
}

#[test]
fn rule_2_black_may_swap_only_right_after_whites_first_piece() {
    let rules = standard();
    let mut state = blocked(&rules);
    assert!(
        !rules.legal_vec(&state).contains(&PMove::Swap),
        "not before White's piece"
    );
    assert_eq!(
        rules.parse_move(&state, "swap"),
        Err(MoveError::illegal("swap", Message::new("pahtum-swap-closed")))
    );
    rules.play(&mut state, "d4").unwrap();
    assert!(rules.legal_vec(&state).contains(&PMove::Swap));
    assert_eq!(rules.legal_vec(&state).len(), 41 + 1);
    // Black places instead: the chance is gone.
    let mut placed = state.clone();
    rules.play(&mut placed, "c4").unwrap();
    rules.play(&mut placed, "c5").unwrap();
    assert!(!rules.legal_vec(&placed).contains(&PMove::Swap));
    assert_eq!(
        rules.parse_move(&placed, "swap"),
        Err(MoveError::illegal("swap", Message::new("pahtum-swap-closed")))
    );
    // Swapped: never a second time.
    rules.play(&mut state, "swap").unwrap();
    assert!(!rules.legal_vec(&state).contains(&PMove::Swap));
}

#[test]
fn gap_g2_a_swap_exchanges_colours_and_the_new_black_moves_next() {
    let rules = standard();
    let mut state = blocked(&rules);
    rules.play(&mut state, "d4").unwrap();
    rules.play(&mut state, "swap").unwrap();
    assert_eq!(state.white(), Seat::SECOND, "the second seat now plays White");
    assert_eq!(
        state.cells[usize::from(sq(&rules, "d4"))],
        WHITE,
        "the piece stays"
    );
    assert_eq!(
        rules.status(&state),
        Status::ToMove(Seat::FIRST),
        "the new Black moves"
    );
    assert_eq!(state.colour_to_move(), BLACK);
    rules.play(&mut state, "e4").unwrap();
    assert_eq!(
        state.cells[usize::from(sq(&rules, "e4"))],
        BLACK,
        "in Black's colour"
    );
    assert_eq!(rules.status(&state), Status::ToMove(Seat::SECOND));
    let view = rules.view(&state, None);
    assert_eq!(view.seat_colours, ["black", "white"]);
    let piece = view.pieces.iter().find(|p| p.cell == "d4").unwrap();
    assert_eq!(
        piece.owner,
        Some(Seat::SECOND),
        "White's piece is the second seat's"
    );
    let mut swapped = blocked(&rules);
    play_all(&rules, &mut swapped, &["d4", "swap"]);
    assert_eq!(
        rules.view(&swapped, None).last_move,
        vec![
            Message::new("pahtum-swapped")
                .seat("seat", Seat::SECOND)
                .seat("other", Seat::FIRST)
        ]
    );
}

#[test]
fn option_swap_off_has_no_pie_rule() {
    let rules = rules_with(&[("swap", OptionValue::Bool(false))]).unwrap();
    let mut state = blocked(&rules);
    rules.play(&mut state, "d4").unwrap();
    assert!(!rules.legal_vec(&state).contains(&PMove::Swap));
    assert_eq!(
        rules.play(&mut state, "swap"),
        Err(MoveError::illegal("swap", Message::new("pahtum-no-swap")))
    );
}

#[test]
fn rule_3_the_game_ends_when_no_free_square_remains() {
    let rules = standard();
    let mut state = blocked(&rules);
    let mut rng = SplitMix64(3);
    for ply in 0..42 {
        assert!(rules.status(&state).seat().is_some(), "over early at {ply}");
        let moves: Vec<PMove> = rules
            .legal_vec(&state)
            .into_iter()
            .filter(|m| *m != PMove::Swap)
            .collect();
        assert_eq!(moves.len(), 42 - ply);
        rules.apply(&mut state, &moves[rng.below(moves.len())]);
    }
    let outcome = rules.status(&state).outcome().cloned().expect("over when full");
    assert!(rules.legal_vec(&state).is_empty());
    let [white, black] = scores(rules.grid(), &state.cells);
    assert_eq!(outcome.scores, Some(vec![white as i32, black as i32]));
}

#[test]
fn rule_4_a_run_scores_by_its_length() {
    let table: Vec<u32> = (1..=7).map(run_score).collect();
    assert_eq!(table, [0, 0, 3, 10, 25, 56, 119], "the text's table");
    for n in 3..=9 {
        assert_eq!(run_score(n), 2 * run_score(n - 1) + n, "s(n) = 2 s(n-1) + n");
    }
}

#[test]
fn gap_g3_other_sizes_and_longer_runs() {
    assert_eq!((run_score(8), run_score(9)), (246, 501));
    for size in 5..=9 {
        let rules = rules_with(&[("size", OptionValue::Int(size))]).unwrap();
        let state = rules.initial();
        let mut outcomes = Vec::new();
        rules.chance_outcomes(&state, &mut outcomes);
        assert_eq!(outcomes.len() as i64, size * size);
        assert_eq!(rules.max_plies() as i64, size * size + 1);
    }
    assert!(rules_with(&[("size", OptionValue::Int(10))]).is_err());
    assert!(rules_with(&[("size", OptionValue::Int(4))]).is_err());
    // Nine in a row on 9×9: 501.
    let rules = rules_with(&[("size", OptionValue::Int(9)), ("blocks", OptionValue::Int(5))]).unwrap();
    let cells =
        cells_of("wwwwwwwww/bbbbbbbb#/wbwbwbwb#/bwbwbwbw#/wbwbwbwb#/bwbwbwbw#/wbwbwbwbw/bwbwbwbwb/wbwbwbwbw");
    let [white, black] = scores(rules.grid(), &cells);
    assert_eq!((white, black), (501, 246));
}

/// The cells of a board written as in the position text (ranks from the
/// top, `.` `w` `b` `#`), unchecked.
fn cells_of(ranks: &str) -> [u8; MAX_CELLS] {
    let rows: Vec<&str> = ranks.split('/').collect();
    let size = rows.len();
    let mut cells = [FREE; MAX_CELLS];
    for (i, rank) in rows.iter().enumerate() {
        for (f, c) in rank.chars().enumerate() {
            cells[(size - 1 - i) * size + f] = match c {
                'w' => WHITE,
                'b' => BLACK,
                '#' => BLOCK,
                _ => FREE,
            };
        }
    }
    cells
}

#[test]
fn rule_4_only_whole_runs_in_ranks_and_files_score_never_diagonals() {
    let rules = rules_with(&[("size", OptionValue::Int(5)), ("blocks", OptionValue::Int(5))]).unwrap();
    // White: a5-e5 (a run of five: 25, not 25 plus its threes and fours),
    // and the a-file a5-a3 (3): a5 scores in its rank and its file.
    // Black: the diagonal b4 c3 d2 e1 scores nothing.
    let cells = cells_of("wwwww/wb#../w.b../...b./....b");
    assert_eq!(scores(rules.grid(), &cells), [25 + 3, 0]);
    assert_eq!(brute_scores(5, &cells), [28, 0]);
    // Two runs of three in one rank, split by a block, score twice.
    let cells = cells_of("www#w/ww.../...../bbb#b/b....");
    assert_eq!(scores(rules.grid(), &cells), [3, 3]);
}

/// A second model of the scoring, written differently: every segment of
/// three or more squares of one colour in a rank or file whose two
/// neighbours beyond its ends are not of that colour.
fn brute_scores(size: usize, cells: &[u8; MAX_CELLS]) -> [u32; 2] {
    let mut totals = [0u32; 2];
    let at = |r: isize, f: isize| -> u8 {
        if r < 0 || f < 0 || r >= size as isize || f >= size as isize {
            FREE
        } else {
            cells[r as usize * size + f as usize]
        }
    };
    for (dr, df) in [(0isize, 1isize), (1, 0)] {
        for r in 0..size as isize {
            for f in 0..size as isize {
                for len in 3..=size as isize {
                    let colour = at(r, f);
                    if colour != WHITE && colour != BLACK {
                        continue;
                    }
                    let inside = (0..len).all(|k| at(r + k * dr, f + k * df) == colour);
                    let closed = at(r - dr, f - df) != colour && at(r + len * dr, f + len * df) != colour;
                    if inside && closed {
                        let value = (3..=len as u32).fold(0u32, |s, k| s * 2 + k);
                        totals[usize::from(colour - 1)] += value;
                    }
                }
            }
        }
    }
    totals
}

#[test]
fn rule_4_scores_agree_with_a_brute_force_model_on_random_boards() {
    let mut rng = SplitMix64(11);
    for size in [5usize, 7, 9] {
        let rules = rules_with(&[("size", OptionValue::Int(size as i64))]).unwrap();
        for _ in 0..200 {
            let mut cells = [FREE; MAX_CELLS];
            for c in cells.iter_mut().take(size * size) {
                // Long runs are common when one colour is likely.
                *c = match rng.below(10) {
                    0 => BLOCK,
                    1..=6 => WHITE,
                    _ => BLACK,
                };
            }
            assert_eq!(scores(rules.grid(), &cells), brute_scores(size, &cells));
        }
    }
}

#[test]
fn rule_5_the_higher_total_wins() {
    let rules = rules_with(&[("swap", OptionValue::Bool(false))]).unwrap();
    let text = "wbbwbbb/wwwwb#w/bwbbww#/wwwwbb#/wbbwbbb/bwb#www/wbb#b## 1";
    let state = rules.from_position(text).unwrap();
    let outcome = rules.status(&state).outcome().cloned().unwrap();
    let [white, black] = scores(rules.grid(), &state.cells);
    assert_eq!((white, black), (26, 9));
    assert_eq!(outcome.winner, Some(Seat::FIRST));
    assert_eq!(
        outcome.reason,
        Message::new("pahtum-more-points")
            .count("points", white)
            .count("other", black)
    );
    assert_eq!(outcome.scores, Some(vec![white as i32, black as i32]));
}

#[test]
fn rule_5_after_a_swap_the_scores_follow_the_colours() {
    let rules = standard();
    let text = "wbbwbbb/wwwwb#w/bwbbww#/wwwwbb#/wbbwbbb/bwb#www/wbb#b## 2";
    let state = rules.from_position(text).unwrap();
    let outcome = rules.status(&state).outcome().cloned().unwrap();
    let [white, black] = scores(rules.grid(), &state.cells);
    assert_eq!(outcome.winner, Some(Seat::SECOND), "the second seat plays White");
    assert_eq!(outcome.scores, Some(vec![black as i32, white as i32]));
}

#[test]
fn gap_g4_the_texts_closing_example_is_a_draw_at_22() {
    // Replayed move by move: the blocks thrown, then White and Black in
    // turn fill the squares of the example.
    let rules = standard();
    let grid = rules.grid();
    let mut squares = [Vec::new(), Vec::new(), Vec::new()];
    for (i, rank) in EXAMPLE.split('/').enumerate() {
        for (f, c) in rank.chars().enumerate() {
            let name = grid.name((6 - i) * 7 + f);
            match c {
                'w' => squares[0].push(name),
                'b' => squares[1].push(name),
                _ => squares[2].push(name),
            }
        }
    }
    let mut state = rules.initial();
    for b in &squares[2] {
        rules.play(&mut state, &format!("#{b}")).unwrap();
    }
    for (w, b) in squares[0].iter().zip(&squares[1]) {
        rules.play(&mut state, w).unwrap();
        rules.play(&mut state, b).unwrap();
    }
    assert_eq!(rules.position_text(&state), format!("{EXAMPLE} 1"));
    let runs = score::scoring_runs(grid, &state.cells);
    for colour in [WHITE, BLACK] {
        let mut lengths: Vec<usize> = runs
            .iter()
            .filter(|(c, _)| *c == colour)
            .map(|(_, s)| s.len())
            .collect();
        lengths.sort();
        assert_eq!(lengths, [3, 3, 3, 3, 4], "four threes and one four");
    }
    assert_eq!(
        rules.status(&state),
        Status::Over(
            Outcome::draw(Message::new("pahtum-equal").count("points", 22)).with_scores(vec![22, 22])
        )
    );
}

#[test]
fn gap_g1_blocks_are_thrown_evenly_and_their_number_is_an_odd_option() {
    let rules = standard();
    let mut outcomes = Vec::new();
    rules.chance_outcomes(&rules.initial(), &mut outcomes);
    assert!(
        outcomes.iter().all(|(_, w)| *w == 1),
        "every square equally likely"
    );
    for (blocks, free) in [(5, 44), (7, 42), (9, 40), (11, 38), (13, 36)] {
        let rules = rules_with(&[("blocks", OptionValue::Int(blocks))]).unwrap();
        let mut state = rules.initial();
        let mut rng = SplitMix64(blocks as u64);
        while rules.status(&state) == Status::Chance {
            let mut outcomes = Vec::new();
            rules.chance_outcomes(&state, &mut outcomes);
            rules.apply(&mut state, &outcomes[rng.below(outcomes.len())].0);
        }
        assert_eq!(rules.legal_vec(&state).len(), free, "{blocks} blocks");
    }
    for even in [6, 8, 10, 12] {
        assert_eq!(
            rules_with(&[("blocks", OptionValue::Int(even))]).unwrap_err(),
            OptionError(Message::new("pahtum-blocks-odd").count("n", even as u8))
        );
    }
    assert!(rules_with(&[("blocks", OptionValue::Int(3))]).is_err());
    assert!(rules_with(&[("blocks", OptionValue::Int(15))]).is_err());
}

#[test]
fn gap_g1_the_symmetric_layout_blocks_the_centre_and_mirrored_pairs() {
    let rules = rules_with(&[("symmetric", OptionValue::Bool(true))]).unwrap();
    let mut state = rules.initial();
    assert_eq!(state.cells[24], BLOCK, "d4 is blocked from the start");
    let mut outcomes = Vec::new();
    rules.chance_outcomes(&state, &mut outcomes);
    assert_eq!(outcomes.len(), 24, "one throw per mirrored pair");
    let mv = rules.parse_move(&state, "#a1+g7").unwrap();
    assert_eq!(rules.format_move(&state, &mv), "#a1+g7");
    play_all(&rules, &mut state, &["#a1+g7", "#c2+e6", "#g2+a6"]);
    assert_eq!(rules.status(&state), Status::ToMove(Seat::FIRST));
    assert_eq!(rules.legal_vec(&state).len(), 42);
    let blocked: Vec<String> = (0..49)
        .filter(|&s| state.cells[s] == BLOCK)
        .map(|s| rules.grid().name(s))
        .collect();
    assert_eq!(blocked, ["a1", "c2", "g2", "d4", "a6", "e6", "g7"]);
    assert_eq!(
        rules_with(&[
            ("symmetric", OptionValue::Bool(true)),
            ("size", OptionValue::Int(8))
        ])
        .unwrap_err(),
        OptionError(Message::new("pahtum-symmetric-even").count("size", 8u8))
    );
    // A position that breaks the symmetry is refused.
    let text = rules.position_text(&state).replacen('#', ".", 1);
    assert!(rules.from_position(&text).is_err());
}

#[test]
fn notation_reads_squares_place_and_swap_and_refuses_with_reasons() {
    let rules = standard();
    let mut state = blocked(&rules);
    for text in ["place d4", " D4 ", "d4"] {
        assert_eq!(
            rules.parse_move(&state, text),
            Ok(PMove::Place(sq(&rules, "d4"))),
            "{text:?}"
        );
    }
    for text in ["", "d", "4", "d04", "place", "swapp", "ü", "d4d4"] {
        let err = rules.parse_move(&state, text).unwrap_err();
        if text == "d" {
            // A file alone is the picker's first step: several ranks.
            assert!(matches!(err, MoveError::Ambiguous { .. }), "{err:?}");
            continue;
        }
        assert_eq!(
            err,
            MoveError::not_a_move(text, Message::new("pahtum-notation").code("last", "g7")),
            "{text:?}"
        );
    }
    assert_eq!(
        rules.parse_move(&state, "h1"),
        Err(MoveError::illegal(
            "h1",
            Message::new("pahtum-off-board")
                .code("square", "h1")
                .code("last", "g7")
        ))
    );
    rules.play(&mut state, "d4").unwrap();
    rules.play(&mut state, "e4").unwrap();
    assert_eq!(
        rules.parse_move(&state, "e4"),
        Err(MoveError::illegal(
            "e4",
            Message::new("pahtum-occupied-black").code("square", "e4")
        ))
    );
    for mv in rules.legal_vec(&state) {
        let text = rules.format_move(&state, &mv);
        assert_eq!(rules.parse_move(&state, &text), Ok(mv));
        assert_eq!(rules.move_steps(&state, &mv).concat(), text);
        assert!(rules.move_steps(&state, &mv).len() <= 2);
    }
}

#[test]
fn notation_the_direct_reader_agrees_with_the_default_matcher() {
    let rules = standard();
    let texts = ["d4", "D4", "place d4", "b7", "h1", "a0", "swap", "", "x", "place"];
    let mut state = blocked(&rules);
    for ply in 0..4 {
        for text in texts {
            let direct = rules.parse_move(&state, text);
            let matched = crate::match_text(&rules, &state, text);
            assert_eq!(direct, matched, "{text:?} at ply {ply}");
        }
        let next = if ply == 0 {
            PMove::Place(sq(&rules, "d4"))
        } else {
            rules.legal_vec(&state)[0]
        };
        rules.apply(&mut state, &next);
    }
}

#[test]
fn position_text_reads_back_and_refuses_what_cannot_be() {
    let rules = standard();
    let start = rules.position_text(&rules.initial());
    assert_eq!(start, format!("{} 1", ["......."; 7].join("/")));
    let mut state = blocked(&rules);
    play_all(&rules, &mut state, &["d4", "swap", "a7"]);
    let text = rules.position_text(&state);
    assert_eq!(text, "b#...../......./......#/...w.#./#....../...#.../.#....# 2");
    let back = rules.from_position(&text).unwrap();
    assert_eq!(rules.position_text(&back), text);
    assert_eq!(rules.status(&back), rules.status(&state));
    for (bad, kind) in [
        ("x", crate::PositionErrorKind::Shape),
        (".......", crate::PositionErrorKind::Shape),
        (&*text.replace(" 2", " 3"), crate::PositionErrorKind::Turn),
        (&*text.replacen('.', "z", 1), crate::PositionErrorKind::Piece),
        (&*text.replacen('.', "w", 2), crate::PositionErrorKind::Count),
        (&*text.replacen('.', "#", 1), crate::PositionErrorKind::Count),
        (
            &*text.replacen('#', ".", 1),
            crate::PositionErrorKind::Unreachable,
        ),
        (&*start.replace(" 1", " 2"), crate::PositionErrorKind::Unreachable),
        (
            &*text.replacen(".......", "......", 1),
            crate::PositionErrorKind::Shape,
        ),
    ] {
        let err = rules.from_position(bad).map(|_| ()).unwrap_err();
        assert_eq!(err.kind(), kind, "{bad}: {}", err.message());
    }
    // Blocks still to throw on an empty board: a chance node.
    let partial = rules.from_position(&start.replacen('.', "#", 3)).unwrap();
    assert_eq!(rules.status(&partial), Status::Chance);
}

#[test]
fn view_shows_blocks_pieces_colours_and_running_scores() {
    let rules = standard();
    let mut state = rules.initial();
    rules.play(&mut state, "#b7").unwrap();
    let view = rules.view(&state, None);
    assert_eq!(view.specials.len(), 1);
    assert_eq!(
        (view.specials[0].cell.as_str(), view.specials[0].style.as_str()),
        ("b7", "blocked")
    );
    assert_eq!(
        view.caption,
        Some(
            Message::new("pahtum-throwing-caption")
                .count("n", 1u8)
                .count("total", 7u8)
        )
    );
    assert_eq!(view.to_move, None);
    let mut state = blocked(&rules);
    let view = rules.view(&state, None);
    assert_eq!(
        view.caption,
        Some(
            Message::new("pahtum-opens")
                .seat("seat", Seat::FIRST)
                .part("colour", Message::new("pahtum-white"))
        )
    );
    play_all(&rules, &mut state, &["a1"]);
    let view = rules.view(&state, None);
    assert_eq!(
        view.caption,
        Some(Message::new("pahtum-pie").seat("seat", Seat::SECOND))
    );
    play_all(&rules, &mut state, &["a7", "a2", "e7", "c1", "f7"]);
    let view = rules.view(&state, Some(Seat::SECOND));
    assert_eq!(view.to_move, Some(Seat::FIRST));
    assert_eq!(view.seat_colours, ["white", "black"]);
    assert_eq!(
        view.seats[0].score,
        Some(
            Message::new("pahtum-panel")
                .part("colour", Message::new("pahtum-white"))
                .count("points", 0u32)
        )
    );
    // e7 f7 and a later g7 make Black's three in rank 7: 3 points.
    play_all(&rules, &mut state, &["d1", "g7"]);
    let view = rules.view(&state, None);
    assert_eq!(
        view.seats[1].score,
        Some(
            Message::new("pahtum-panel")
                .part("colour", Message::new("pahtum-black"))
                .count("points", 3u32)
        )
    );
    assert_eq!(
        view.caption,
        Some(
            Message::new("pahtum-to-move")
                .seat("seat", Seat::FIRST)
                .part("colour", Message::new("pahtum-white"))
                .code("square", "g7")
        )
    );
    let done = rules.from_position(&format!("{EXAMPLE} 1")).unwrap();
    let view = rules.view(&done, None);
    let lines = view
        .highlights
        .iter()
        .filter(|h| h.mark == crate::view::Mark::Line)
        .count();
    assert!(lines >= 20, "the scoring runs are marked at the end: {lines}");
}

#[test]
fn perft_after_the_blocks_is_frozen() {
    // By hand: 42 free squares; Black has 41 and the swap; after the swap
    // the new Black has 41, after a placement White has 40.
    let rules = standard();
    let state = blocked(&rules);
    let counts: Vec<u64> = (1..=3).map(|d| perft(&rules, &state, d)).collect();
    assert_eq!(counts, [42, 42 * 42, 42 * (41 + 41 * 40)]);
}

proptest::proptest! {
    #[test]
    fn notation_never_panics_on_any_text(
        text in proptest::prop_oneof!["(place |#)?[a-j]{0,2}[0-9]{0,3}(\\+[a-j][0-9])?", "\\PC{0,30}"],
        picks in proptest::collection::vec(0usize..1000, 0..30),
    ) {
        let rules = standard();
        let state = crate::playout::state_after_picks(&rules, &picks);
        if let Ok(mv) = rules.parse_move(&state, &text) {
            let ok = rules.is_legal(&state, &mv) || rules.status(&state) == Status::Chance;
            proptest::prop_assert!(ok);
        }
    }
}
