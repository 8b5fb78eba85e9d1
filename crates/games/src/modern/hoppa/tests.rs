//! Hoppa: a test per rule of the catalog entry (`rule_…`) and per gap
//! (`gap_N_…`), the text's examples, positions read back, and the second
//! model (`model.rs`) compared along seeded random games.

use super::board::{self, CELLS, NEXT, OFF, Unit, axial, name, read};
use super::*;
use crate::Options;
use crate::playout::SplitMix64;

fn rules() -> Hoppa {
    Hoppa::new(&Options::defaults(INFO.options)).expect("defaults")
}

fn lift() -> Hoppa {
    Hoppa::with(Lifting::Tops)
}

/// A position: units as (cell, colours from the bottom, `r`/`y`), the seat
/// to move, read back through its text.
fn pos_with(rules: &Hoppa, units: &[(&str, &str)], to_move: Seat) -> HoppaState {
    let mut state = rules.initial();
    for (cell, colours) in units {
        let c = read(cell).expect("a cell");
        for ch in colours.chars() {
            state.cells[c] = state.cells[c].push(if ch == 'r' { Seat::FIRST } else { Seat::SECOND });
        }
    }
    state.to_move = to_move;
    state.plies = 111;
    state.hash = legal::hash(&state.cells);
    state.history = vec![state.hash];
    legal::settle(&mut state, rules.lifting);
    let text = rules.position_text(&state);
    rules
        .from_position(&text)
        .unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn pos(units: &[(&str, &str)], to_move: Seat) -> HoppaState {
    pos_with(&rules(), units, to_move)
}

/// The legal moves that are not placements, as texts, sorted.
fn moves_of(rules: &Hoppa, state: &HoppaState) -> Vec<String> {
    let mut v: Vec<String> = rules
        .legal_vec(state)
        .iter()
        .filter(|m| !matches!(m, HMove::Place(_)))
        .map(|m| rules.format_move(state, m))
        .collect();
    v.sort();
    v
}

fn moves(state: &HoppaState) -> Vec<String> {
    moves_of(&rules(), state)
}

fn play(state: &mut HoppaState, text: &str) {
    rules()
        .play(state, text)
        .unwrap_or_else(|e| panic!("{text}: {e:?}"));
}

/// The id of the reason `text` is refused with.
fn refusal(state: &HoppaState, text: &str) -> String {
    match rules().parse_move(state, text) {
        Err(MoveError::Illegal { reason, .. }) => reason.id().to_string(),
        Err(MoveError::NotAMove { expected, .. }) => expected.id().to_string(),
        other => panic!("{text}: {other:?}"),
    }
}

const START: &str = "..../...../....../......./....../...../.... r 0 -";

#[test]
fn rule_board_hexagon_of_37_cells_rows_a_to_g_d4_centre() {
    let lens: Vec<usize> = (0..7)
        .map(|r| (0..CELLS).filter(|&c| name(c).as_bytes()[0] == b'a' + r).count())
        .collect();
    assert_eq!(lens, [4, 5, 6, 7, 6, 5, 4]);
    assert_eq!(axial(read("d4").unwrap()), (0, 3), "the centre");
    for (c, next) in NEXT.iter().enumerate() {
        assert_eq!(read(&name(c)), Some(c));
        let n = next.iter().filter(|&&n| n != OFF).count();
        // Six neighbours inside; three at a corner, four along a side.
        assert!(matches!(n, 3 | 4 | 6), "{}: {n}", name(c));
    }
    assert_eq!(NEXT[read("d4").unwrap()].iter().filter(|&&n| n != OFF).count(), 6);
    for bad in ["a5", "d8", "g5", "h1", "a0", "d", "d44"] {
        assert_eq!(read(bad), None, "{bad}");
    }
}

#[test]
fn rule_board_neighbours_follow_the_catalog_row_rules() {
    // The second model applies the catalog's row-and-index rules literally.
    for (c, next) in NEXT.iter().enumerate() {
        let mut ours: Vec<String> = next
            .iter()
            .filter(|&&n| n != OFF)
            .map(|&n| name(usize::from(n)))
            .collect();
        let mut theirs = model::neighbours(&name(c));
        ours.sort();
        theirs.sort();
        assert_eq!(ours, theirs, "{}", name(c));
    }
}

#[test]
fn rule_board_example_b2_c3_d4_is_straight() {
    let (b2, c3, d4) = (read("b2").unwrap(), read("c3").unwrap(), read("d4").unwrap());
    let d = (0..6).find(|&d| board::next(b2, d) == Some(c3)).unwrap();
    assert_eq!(board::next(c3, d), Some(d4));
}

#[test]
fn rule_setup_empty_board_red_first_gap_1() {
    let rules = rules();
    let state = rules.initial();
    assert_eq!(rules.position_text(&state), START);
    assert_eq!(rules.status(&state), Status::ToMove(Seat::FIRST));
    assert_eq!(INFO.seat_names[0], "Red");
    // Every cell may take the first disc.
    assert_eq!(rules.legal_vec(&state).len(), CELLS);
}

#[test]
fn rule_placement_on_empty_cells_only_example_d4() {
    let mut state = rules().initial();
    play(&mut state, "d4");
    assert_eq!(state.unit(read("d4").unwrap()), Unit::lone(Seat::FIRST));
    assert_eq!(refusal(&state, "d4"), "hoppa-occupied");
    assert_eq!(state.to_move(), Seat::SECOND);
}

#[test]
fn rule_stacking_a_lone_disc_onto_an_occupied_neighbour_at_most_three() {
    let state = pos(
        &[("c3", "r"), ("d4", "y"), ("c4", "yy"), ("b3", "ryr"), ("e1", "r")],
        Seat::FIRST,
    );
    let m = moves(&state);
    // c3 onto d4 and c4; never onto b3 (three high) nor an empty cell.
    assert!(
        m.contains(&"c3>d4".to_string()) && m.contains(&"c3>c4".to_string()),
        "{m:?}"
    );
    assert!(!m.contains(&"c3>b3".to_string()));
    assert!(
        !m.iter().any(|t| t.starts_with("e1")),
        "e1 has no occupied neighbour: {m:?}"
    );
    assert_eq!(refusal(&state, "c3>b3"), "hoppa-too-tall");
    assert_eq!(refusal(&state, "c3>c2"), "hoppa-onto-empty");
    assert_eq!(refusal(&state, "d4>c3"), "hoppa-not-yours");
    let mut after = state.clone();
    play(&mut after, "c3>c4");
    let c4 = after.unit(read("c4").unwrap());
    assert_eq!(
        c4.colours().collect::<Vec<_>>(),
        [Seat::SECOND, Seat::SECOND, Seat::FIRST]
    );
    assert!(after.unit(read("c3").unwrap()).is_empty());
}

#[test]
fn rule_jump_three_stack_short_and_long() {
    // Red's 3-stack on b2; yellow units on c3 and d4 in a row (the line
    // b2, c3, d4 goes on to e4, f4, g4), e4 empty.
    let state = pos(
        &[("b2", "yyr"), ("c3", "y"), ("d4", "ry"), ("b3", "y")],
        Seat::FIRST,
    );
    let m = moves(&state);
    assert!(m.contains(&"b2xe4".to_string()), "the long jump: {m:?}");
    assert!(m.contains(&"b2xb4".to_string()), "a short jump: {m:?}");
    assert!(!m.contains(&"b2xd4".to_string()), "d4 is taken");
    let mut after = state.clone();
    play(&mut after, "b2xe4");
    let unit = |c: &str| after.unit(read(c).unwrap());
    assert_eq!(
        unit("b2").colours().collect::<Vec<_>>(),
        [Seat::SECOND, Seat::SECOND]
    );
    assert_eq!(unit("e4"), Unit::lone(Seat::FIRST));
    // Only the tops of the jumped units turn.
    assert_eq!(unit("c3"), Unit::lone(Seat::FIRST));
    assert_eq!(
        unit("d4").colours().collect::<Vec<_>>(),
        [Seat::FIRST, Seat::FIRST]
    );
    assert_eq!(unit("b3"), Unit::lone(Seat::SECOND));
}

#[test]
fn rule_jump_two_stack_short_only_never_over_a_three_stack() {
    let state = pos(
        &[("b2", "yr"), ("c3", "y"), ("d4", "y"), ("c2", "ryy"), ("b1", "r")],
        Seat::FIRST,
    );
    let m = moves(&state);
    assert!(!m.iter().any(|t| t.starts_with("b2x")), "{m:?}");
    assert_eq!(refusal(&state, "b2xe4"), "hoppa-long-two");
    assert_eq!(refusal(&state, "b2xd4"), "hoppa-land-taken");
    assert_eq!(refusal(&state, "b2xd3"), "hoppa-not-line");
    assert_eq!(refusal(&state, "b2xb4"), "hoppa-gap");
    // c2 (three high, yellow on top) borders b2; c2's beyond is d2, empty.
    assert_eq!(refusal(&state, "b2xd2"), "hoppa-two-over-three");
    let open = pos(&[("b2", "yr"), ("c3", "y")], Seat::FIRST);
    assert_eq!(moves(&open), ["b2xd4"]);
}

#[test]
fn rule_jump_never_own_units_nor_gaps_and_only_stacks_jump() {
    let state = pos(
        &[("b2", "yyr"), ("c3", "r"), ("c2", "y"), ("a1", "r"), ("a2", "y")],
        Seat::FIRST,
    );
    let m = moves(&state);
    assert!(!m.contains(&"b2xd4".to_string()), "own unit: {m:?}");
    assert_eq!(refusal(&state, "b2xd4"), "hoppa-own");
    assert_eq!(refusal(&state, "b2xb4"), "hoppa-gap");
    assert_eq!(refusal(&state, "a1xa3"), "hoppa-lone-jump");
}

#[test]
fn rule_end_player_without_moves_loses_and_scores_count_tops() {
    // A full board: Red has one lone disc that can stack; after it Yellow,
    // whose only units are three high, is stuck.
    let rules = rules();
    let mut units: Vec<(String, String)> = (0..CELLS).map(|c| (name(c), "rrr".to_string())).collect();
    units[0].1 = "r".into(); // a1, lone
    units[1].1 = "rr".into(); // a2
    for (k, u) in units.iter_mut().enumerate().skip(2).take(12) {
        u.1 = if k % 2 == 0 { "yyy".into() } else { "ryy".into() };
    }
    let refs: Vec<(&str, &str)> = units.iter().map(|(a, b)| (a.as_str(), b.as_str())).collect();
    let mut state = pos_with(&rules, &refs, Seat::FIRST);
    assert_eq!(moves_of(&rules, &state), ["a1>a2"]);
    play(&mut state, "a1>a2");
    // Yellow: a1 is empty, so a placement is still possible.
    assert_eq!(rules.status(&state), Status::ToMove(Seat::SECOND));
    play(&mut state, "a1");
    // Red: no empty cell, no lone red disc, no stack of red with a jump.
    let Status::Over(outcome) = rules.status(&state) else {
        panic!("over: {}", rules.position_text(&state));
    };
    assert_eq!(outcome.winner, Some(Seat::SECOND));
    assert_eq!(outcome.reason.id(), "hoppa-stuck");
    // Yellow won with fewer tops: recorded 19–18.
    let active = state.active();
    assert!(active[1] < active[0], "{active:?}");
    assert_eq!(outcome.scores, Some(vec![18, 19]));
}

#[test]
fn rule_score_winner_with_more_counts_them_example_25_12() {
    let mut cells = [Unit::EMPTY; CELLS];
    for (c, cell) in cells.iter_mut().enumerate() {
        *cell = Unit::lone(if c < 25 { Seat::FIRST } else { Seat::SECOND });
    }
    let out = legal::outcome(End::Stuck(Seat::SECOND), &cells);
    assert_eq!(out.winner, Some(Seat::FIRST));
    assert_eq!(out.scores, Some(vec![25, 12]));
    // The same board won by Yellow, who has fewer: 19–18 for Yellow.
    let out = legal::outcome(End::Stuck(Seat::FIRST), &cells);
    assert_eq!(out.scores, Some(vec![18, 19]));
}

#[test]
fn gap_2_only_lone_discs_stack_and_the_lift_option() {
    let units = [("c3", "yr"), ("d4", "y"), ("b2", "r"), ("c2", "y")];
    let plain = pos(&units, Seat::FIRST);
    assert!(!moves(&plain).contains(&"c3>d4".to_string()));
    assert_eq!(refusal(&plain, "c3>d4"), "hoppa-lone");
    let lifted = pos_with(&lift(), &units, Seat::FIRST);
    let m = moves_of(&lift(), &lifted);
    assert!(m.contains(&"c3>d4".to_string()), "{m:?}");
    let mut after = lifted.clone();
    lift().play(&mut after, "c3>d4").unwrap();
    assert_eq!(after.unit(read("c3").unwrap()), Unit::lone(Seat::SECOND));
    assert_eq!(
        Hoppa::new(
            &Options::validate(
                INFO.options,
                &[("lift".to_string(), crate::options::OptionValue::Bool(true))].into(),
            )
            .unwrap()
        )
        .unwrap()
        .lifting,
        Lifting::Tops
    );
}

#[test]
fn gap_3_one_unlimited_pool_fills_the_board() {
    // A whole random game never runs out of discs: it ends with every
    // cell taken (nobody is stuck while a cell is empty).
    let rules = rules();
    let mut rng = SplitMix64(3);
    for _ in 0..3 {
        let mut state = rules.initial();
        while let Status::ToMove(_) = rules.status(&state) {
            let moves = rules.legal_vec(&state);
            let mv = moves[rng.below(moves.len())];
            rules.apply(&mut state, &mv);
        }
        if matches!(state.end, Some(End::Stuck(_))) {
            assert!((0..CELLS).all(|c| !state.unit(c).is_empty()));
            let a = state.active();
            assert_eq!(a[0] + a[1], 37);
        }
    }
}

#[test]
fn gap_4_a_jump_lands_on_an_empty_cell() {
    let state = pos(&[("b2", "yr"), ("c3", "y"), ("d4", "r")], Seat::FIRST);
    assert!(moves(&state).iter().all(|t| !t.starts_with("b2x")));
    assert_eq!(refusal(&state, "b2xd4"), "hoppa-land-taken");
}

#[test]
fn gap_5_a_three_stack_jumps_three_stacks() {
    let state = pos(&[("b2", "rrr"), ("c3", "ryy"), ("d4", "yyy")], Seat::FIRST);
    assert_eq!(moves(&state), ["b2xe4"]);
}

#[test]
fn gap_6_superko_forbids_an_earlier_position_and_reads_back() {
    let rules = rules();
    let mut state = pos(&[("c3", "r"), ("d4", "y")], Seat::FIRST);
    let mv = HMove::Stack {
        from: read("c3").unwrap() as u8,
        to: read("d4").unwrap() as u8,
    };
    assert!(rules.legal_vec(&state).contains(&mv));
    // Pretend the board after c3>d4 was seen before.
    let mut seen = state.clone();
    rules.apply(&mut seen, &mv);
    state.history.push(seen.hash);
    assert!(!rules.legal_vec(&state).contains(&mv));
    assert_eq!(refusal(&state, "c3>d4"), "hoppa-superko");
    // The position text lists it, and a read position forbids it too.
    let text = rules.position_text(&state);
    assert!(text.ends_with(" c3>d4"), "{text}");
    let back = rules.from_position(&text).unwrap();
    assert!(!rules.legal_vec(&back).contains(&mv));
    assert_eq!(rules.position_text(&back), text);
    // Placements never repeat: a placement clears the history.
    play(&mut state, "a1");
    assert_eq!(state.history.len(), 1);
}

#[test]
fn gap_6_superko_can_leave_a_player_stuck_who_then_loses() {
    // Full board; Red's only shaped move is a1>a2, forbidden by superko.
    let rules = rules();
    let mut units: Vec<(String, String)> = (0..CELLS).map(|c| (name(c), "yyy".to_string())).collect();
    units[0].1 = "r".into();
    units[1].1 = "yy".into();
    let refs: Vec<(&str, &str)> = units.iter().map(|(a, b)| (a.as_str(), b.as_str())).collect();
    let state = pos_with(&rules, &refs, Seat::FIRST);
    assert_eq!(moves(&state), ["a1>a2"]);
    let text = rules.position_text(&state).replace(" -", " a1>a2");
    let stuck = rules.from_position(&text).unwrap();
    let Status::Over(outcome) = rules.status(&stuck) else {
        panic!("over");
    };
    assert_eq!(outcome.winner, Some(Seat::SECOND));
}

#[test]
fn notation_steps_aliases_and_record_examples() {
    let rules = rules();
    let state = pos(&[("b2", "yr"), ("c3", "y"), ("a1", "r")], Seat::FIRST);
    let jump = rules.parse_move(&state, "b2xd4").unwrap();
    assert_eq!(notation::steps(jump), ["b", "2", "xd4"]);
    for alias in ["B2xD4", "b2:d4", "b2-d4", "b2 x d4", "b2d4"] {
        assert_eq!(rules.parse_move(&state, alias).unwrap(), jump, "{alias}");
    }
    let stack = rules.parse_move(&state, "a1>b2").unwrap();
    assert_eq!(rules.format_move(&state, &stack), "a1>b2");
    assert_eq!(rules.parse_move(&state, "a1-b2").unwrap(), stack);
    assert_eq!(notation::steps(stack), ["a", "1", ">b2"]);
    assert_eq!(
        notation::steps(HMove::Place(read("d4").unwrap() as u8)),
        ["d", "4"]
    );
    assert_eq!(refusal(&state, "z9"), "hoppa-notation");
    assert_eq!(refusal(&state, "a1>a1>"), "hoppa-notation");
}

#[test]
fn positions_read_back_and_bad_ones_are_refused() {
    let rules = rules();
    let mut rng = SplitMix64(11);
    let mut state = rules.initial();
    for _ in 0..60 {
        let Status::ToMove(_) = rules.status(&state) else {
            break;
        };
        let moves = rules.legal_vec(&state);
        rules.apply(&mut state, &moves[rng.below(moves.len())]);
        let text = rules.position_text(&state);
        let back = rules.from_position(&text).unwrap();
        assert_eq!(rules.position_text(&back), text);
        assert_eq!(back.cells, state.cells);
    }
    for bad in [
        "",
        "..../...../....../......./....../...../.... x 0 -",
        "..../...../....../......./....../...../... r 0 -",
        "..../...../....../......./....../...../(rryr)... r 9 -",
        "..../...../....../......./....../...../(r)... r 9 -",
        "..../...../....../......./....../...../q... r 9 -",
        "r.../...../....../......./....../...../.... r 0 -",
        "..../...../....../......./....../...../.... r 0 d4",
    ] {
        assert!(rules.from_position(bad).is_err(), "{bad}");
    }
}

#[test]
fn the_picture_lettered_rows_numbered_lines_and_the_last_jump() {
    let rules = rules();
    let mut state = pos(&[("b2", "yr"), ("c3", "y")], Seat::FIRST);
    play(&mut state, "b2xd4");
    let v = rules.view(&state, None);
    let crate::view::Board::Hexes(hexes) = &v.board else {
        panic!("hexagonal cells");
    };
    assert_eq!(hexes.cells.len(), CELLS);
    // Letters a–g on the left, numbers 1–7 below and 1–7 above.
    assert_eq!(hexes.rim.len(), 7 + 14);
    assert!(
        v.highlights
            .iter()
            .any(|h| h.cell == "c3" && h.mark == crate::view::Mark::Captured)
    );
    assert_eq!(v.arrows, [("b2".to_string(), "d4".to_string())]);
    assert!(v.pieces.iter().any(|p| p.cell == "d4" && p.kind == "man~moved"));
}

#[test]
fn the_second_model_agrees_along_random_games() {
    let mut superko_seen = 0;
    for (seed, lift_on) in [(1u64, false), (2, false), (3, true), (4, false)] {
        let rules = if lift_on { lift() } else { rules() };
        let mut state = rules.initial();
        let mut other = model::Model::new(lift_on);
        let mut rng = SplitMix64(seed);
        loop {
            if state.end == Some(End::Cap) || state.plies >= 400 {
                // The ply cap is ours, not the model's.
                break;
            }
            let mut ours: Vec<String> = rules
                .legal_vec(&state)
                .iter()
                .map(|m| rules.format_move(&state, m))
                .collect();
            ours.sort();
            let theirs = other.legal();
            assert_eq!(ours, theirs, "seed {seed}, ply {}", state.plies);
            if ours.is_empty() {
                break;
            }
            let text = &ours[rng.below(ours.len())];
            rules.play(&mut state, text).unwrap();
            other.play(text);
            assert_eq!(state.active(), other.active());
        }
        if let Status::Over(outcome) = rules.status(&state)
            && state.end != Some(End::Cap)
        {
            assert_eq!(outcome.winner, Some(Seat(u8::from(other.to_move == 'r'))));
        }
        superko_seen += usize::from(other.superko_used);
    }
    // The sampled games exercise superko at least once.
    assert!(superko_seen > 0);
}

#[test]
fn parity_under_the_default_rules_red_always_makes_the_last_move() {
    // Every move changes the empty cells by one: a placement fills one, a
    // lone disc stacking empties its cell, a jump fills its landing cell
    // and leaves a stack behind. A placement is always legal on an empty
    // cell (it adds a disc, so superko never bars it), so the game ends
    // only on a full board, after 37 plus an even number of moves: Red,
    // who moves first, always moves last. The rules page says so.
    let rules = rules();
    let mut rng = SplitMix64(37);
    let empty = |state: &HoppaState| (0..CELLS).filter(|&c| state.unit(c).is_empty()).count();
    for _ in 0..3 {
        let mut state = rules.initial();
        while let Status::ToMove(_) = rules.status(&state) {
            let before = empty(&state);
            let moves = rules.legal_vec(&state);
            let mv = moves[rng.below(moves.len())];
            rules.apply(&mut state, &mv);
            assert_eq!(before.abs_diff(empty(&state)), 1, "{mv:?}");
        }
        let Status::Over(outcome) = rules.status(&state) else {
            unreachable!()
        };
        assert_eq!(state.plies % 2, 1);
        assert_eq!(outcome.winner, Some(Seat(0)));
    }
}
