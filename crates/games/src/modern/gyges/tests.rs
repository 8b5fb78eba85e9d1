//! Gyges: a test per line of the catalog entry (`rule_…`) and per gap
//! (`gap_N_…`), the text's figure replayed, and a second model written
//! differently (a breadth-first brute force over single steps) compared
//! with the engine along random games under both bounce rules.

use std::collections::{BTreeSet, HashSet, VecDeque};

use super::board::{GRID, N};
use super::*;
use crate::{OptionValue, Options};

fn rules() -> Gyges {
    Gyges::new(&Options::defaults(INFO.options)).expect("defaults")
}

fn text_rules() -> Gyges {
    let given = [("text-bounce".to_string(), OptionValue::Bool(true))]
        .into_iter()
        .collect();
    Gyges::new(&Options::validate(INFO.options, &given).expect("declared")).expect("text bounce")
}

fn sq(name: &str) -> usize {
    GRID.read(name).expect("a square")
}

/// A position after the set-ups with `rings` (square, value), `to_move`
/// to move and no board to avoid repeating.
fn pos(rings: &[(&str, u8)], to_move: Seat) -> GygesState {
    let mut cells = [0; CELLS];
    for (s, v) in rings {
        cells[sq(s)] = *v;
    }
    GygesState {
        cells,
        before: None,
        to_move,
        plies: 10 + u32::from(to_move.0),
        last: None,
        end: None,
    }
}

/// A position read from its text.
fn read(text: &str) -> GygesState {
    rules()
        .from_position(text)
        .unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn legal_with(rules: &Gyges, state: &GygesState) -> Vec<String> {
    let mut v: Vec<String> = rules
        .legal_vec(state)
        .iter()
        .map(|m| rules.format_move(state, m))
        .collect();
    v.sort();
    v
}

fn legal(state: &GygesState) -> Vec<String> {
    legal_with(&rules(), state)
}

fn has(state: &GygesState, text: &str) -> bool {
    legal(state).iter().any(|m| m == text)
}

fn play_with(rules: &Gyges, state: &mut GygesState, text: &str) {
    rules
        .play(state, text)
        .unwrap_or_else(|e| panic!("{text}: {e:?}"));
}

/// The id of the reason `text` is refused with.
fn refusal(state: &GygesState, text: &str) -> String {
    match rules().parse_move(state, text) {
        Err(MoveError::Illegal { reason, .. }) => reason.id().to_string(),
        Err(MoveError::NotAMove { expected, .. }) => expected.id().to_string(),
        other => panic!("{text}: {other:?}"),
    }
}

/// The board's ranks from 6 down, as the position text writes them.
fn board_text(state: &GygesState) -> String {
    rules()
        .position_text(state)
        .split(' ')
        .next()
        .unwrap()
        .to_string()
}

/* The text's figure: North wins by a chain of four bounces. */

/// The figure's position as we rebuilt it from the text's key (the
/// drawing is lost): North's border row is rank 5, South's rank 1; ring
/// 1 (a 3) on c5, ring 2 (a 2) on c2, ring 3 (a 1) on e2, ring 4 (a 2) on
/// e3, ring 5 (a 2) on f2.
const FIGURE: &str =
    "....../1.3..3/.2..../1...2./..2.12/31.3.. 2 11 ....../3.3..1/.2..../1...2./..2.12/31.3..";

#[test]
fn example_figure_north_wins_by_bounces_replayed() {
    let mut state = read(FIGURE);
    assert!(has(&state, "c5-c2-e2-e3-f2-G"));
    play_with(&rules(), &mut state, "c5-c2-e2-e3-f2-G");
    assert_eq!(
        rules().status(&state),
        Status::Over(Outcome::win(
            Seat::SECOND,
            Message::new("gyges-goal").seat("seat", Seat::SECOND)
        ))
    );
    // The moving ring left the board; the rings it bounced from stayed.
    assert_eq!(board_text(&state), "....../1....3/.2..../1...2./..2.12/31.3..");
}

/* Rules, line by line. */

#[test]
fn rule_board_six_by_six_with_a_goal_beyond_each_home_row() {
    // A 1 on rank 6 steps into North's goal (South's target) from any file.
    for f in ["a6", "c6", "f6"] {
        let south = pos(&[(f, 1)], Seat::FIRST);
        assert!(has(&south, &format!("{f}-G")), "{f}");
    }
    // North's 1 on rank 1 steps into South's goal.
    let north = pos(&[("d1", 1)], Seat::SECOND);
    assert!(has(&north, "d1-G"));
}

#[test]
fn rule_pieces_twelve_shared_rings_two_of_each_per_side() {
    let mut setups = Vec::new();
    legal::setups(&mut setups);
    assert_eq!(setups.len(), 90, "6! / (2! 2! 2!) orders");
    let start = rules().initial();
    assert_eq!(legal(&start).len(), 90);
    // A text with a fifth ring of a value is refused.
    let bad = "....../....../....../....../333.../111222 1 4 ....../....../....../....../333.../111222";
    assert!(rules().from_position(bad).is_err());
}

#[test]
fn rule_setup_south_then_north_on_their_home_rows() {
    let mut state = rules().initial();
    play_with(&rules(), &mut state, "321123");
    assert_eq!(board_text(&state), "....../....../....../....../....../321123");
    assert_eq!(state.to_move, Seat::SECOND);
    play_with(&rules(), &mut state, "setup 123321");
    assert_eq!(board_text(&state), "123321/....../....../....../....../321123");
    assert_eq!(state.to_move, Seat::FIRST);
    assert_eq!(refusal(&state, "112233"), "gyges-setup-done");
    let fresh = rules().initial();
    assert_eq!(refusal(&fresh, "111222"), "gyges-setup-set");
    assert_eq!(refusal(&fresh, "a1-a2"), "gyges-setup-first");
}

#[test]
fn rule_border_row_only_the_nearest_occupied_rank_moves() {
    let state = pos(&[("b2", 1), ("e3", 1), ("c5", 2)], Seat::FIRST);
    let moves = legal(&state);
    assert!(moves.iter().all(|m| m.starts_with("b2")), "{moves:?}");
    assert_eq!(refusal(&state, "e3-e4"), "gyges-not-border");
    // North's border row is the highest occupied rank.
    let north = pos(&[("b2", 1), ("e3", 1), ("c5", 2)], Seat::SECOND);
    assert!(legal(&north).iter().all(|m| m.starts_with("c5")));
}

#[test]
fn rule_move_exactly_its_value_orthogonally_turning_never_over_a_ring() {
    // A 3 on c3 alone: it ends where an odd number of steps up to 3 leads.
    let state = pos(&[("c3", 3)], Seat::FIRST);
    let ends: BTreeSet<String> = legal(&state).into_iter().collect();
    let expected: BTreeSet<String> = (0..CELLS)
        .filter(|&s| {
            let (f, r) = ((s % N) as i32, (s / N) as i32);
            let d = (f - 2).abs() + (r - 2).abs();
            d == 1 || d == 3
        })
        .map(|s| format!("c3-{}", GRID.name(s)))
        .collect();
    assert_eq!(ends, expected);
    // A ring on the way blocks: b1's 2 cannot pass c1 to reach d1, nor
    // b2 to reach b3; it goes round by a2 or c2.
    let blocked = pos(
        &[("b1", 2), ("c1", 1), ("b2", 1), ("a1", 1), ("a6", 1)],
        Seat::FIRST,
    );
    assert!(!has(&blocked, "b1-d1"));
    assert!(!has(&blocked, "b1-b3"));
    assert_eq!(refusal(&blocked, "b1-d1"), "gyges-no-route");
}

#[test]
fn rule_landing_on_a_ring_bounces_with_the_landed_rings_value() {
    // a1's 1 lands on a2's 3, then goes on three steps from a2.
    let state = pos(&[("a1", 1), ("a2", 3), ("f6", 1)], Seat::FIRST);
    let moves = legal(&state);
    assert!(has(&state, "a1-a2-a5"));
    assert!(has(&state, "a1-a2-d2"));
    assert!(!has(&state, "a1-a2-a4"), "three steps, not two");
    // Landing alone is no move: the chain goes on or the ring is replaced.
    assert!(!moves.iter().any(|m| m == "a1-a2"));
    assert_eq!(refusal(&state, "a1-a2-a3-a4"), "gyges-bounce-empty");
    // Chains go on: a bounce onto a ring bounces again.
    let chain = pos(&[("a1", 1), ("a2", 1), ("a3", 2), ("f6", 1)], Seat::FIRST);
    assert!(has(&chain, "a1-a2-a3-a5"));
}

#[test]
fn rule_a_ring_is_met_on_the_last_step_only() {
    // b1's 2 cannot bounce off b2 at its first step.
    let state = pos(&[("b1", 2), ("b2", 3), ("f6", 1)], Seat::FIRST);
    assert!(legal(&state).iter().all(|m| !m.starts_with("b1-b2")));
}

#[test]
fn rule_replace_puts_the_landed_ring_on_an_empty_square() {
    let state = pos(&[("a1", 1), ("a2", 3), ("f6", 1)], Seat::FIRST);
    let mut s = state.clone();
    assert!(has(&state, "a1-a2=d4"));
    play_with(&rules(), &mut s, "a1-a2=d4");
    assert_eq!(s.ring(sq("a2")), 1, "the moving ring takes the square");
    assert_eq!(s.ring(sq("d4")), 3, "the landed ring is put down");
    assert_eq!(s.ring(sq("a1")), 0);
    assert_eq!(refusal(&state, "a1-a2=f6"), "gyges-replace-where");
    // AbstractPlay's bracket form is read.
    let mut t = state.clone();
    play_with(&rules(), &mut t, "a1-a2(d4)");
    assert_eq!(t, s);
}

#[test]
fn rule_win_a_ring_ending_in_the_goal_beyond_the_far_row() {
    let mut state = pos(&[("b6", 2), ("a2", 2)], Seat::SECOND);
    state.to_move = Seat::FIRST;
    state.plies = 10;
    state.cells[sq("a2")] = 0;
    // b6's 2 goes along rank 6 and in: the goal is its last step.
    assert!(has(&state, "b6-G"));
    play_with(&rules(), &mut state, "b6-G");
    assert!(matches!(rules().status(&state), Status::Over(o) if o.winner == Some(Seat::FIRST)));
}

#[test]
fn rule_the_goal_is_never_passed_through_nor_ones_own() {
    // South's 1 on rank 1 cannot enter South's own goal.
    let own = pos(&[("c1", 1)], Seat::FIRST);
    assert!(!has(&own, "c1-G"));
    // A 2 on rank 6 with both neighbours on the rank full and c5 full:
    // entering at its first step would leave a step to take, so no goal.
    let walled = pos(&[("c6", 2), ("b6", 1), ("d6", 1), ("c5", 1)], Seat::FIRST);
    assert!(!has(&walled, "c6-G"));
    // c5's 2 goes to c6, then in.
    let open = pos(&[("c5", 2)], Seat::FIRST);
    assert!(has(&open, "c5-G"));
}

#[test]
fn rule_a_player_with_no_move_passes() {
    // Ranks 1 and 2 full: South's 2s and 3s on rank 1 cannot take a step.
    let stuck =
        read("....../....../....../....../113113/232322 1 10 ....../....../....../....../113113/232322");
    assert_eq!(legal(&stuck), vec!["pass"]);
    let mut s = stuck.clone();
    play_with(&rules(), &mut s, "pass");
    assert_eq!(s.to_move, Seat::SECOND);
    let free = pos(&[("a1", 1)], Seat::FIRST);
    assert_eq!(refusal(&free, "pass"), "gyges-no-pass");
}

#[test]
fn rule_draw_after_the_ply_cap() {
    let mut state = pos(&[("a1", 1), ("f6", 1)], Seat::FIRST);
    state.plies = PLY_CAP - 2;
    play_with(&rules(), &mut state, "a1-b1");
    assert!(matches!(rules().status(&state), Status::ToMove(_)));
    play_with(&rules(), &mut state, "f6-e6");
    assert!(matches!(rules().status(&state), Status::Over(o) if o.winner.is_none()));
}

/* Gaps. */

#[test]
fn gap_1_published_bounce_by_default_the_texts_push_as_an_option() {
    let mut published = read(FIGURE);
    let mut pushed = read(FIGURE);
    play_with(&rules(), &mut published, "c5-c2-e2-e3-f2-G");
    play_with(&text_rules(), &mut pushed, "c5-c2-e2-e3-f2-G");
    // The text's reading: each ring moved one stop along the chain (c5's
    // 3 to c2, c2's 2 to e2, e2's 1 to e3, e3's 2 to f2); f2's 2 left.
    assert_eq!(board_text(&pushed), "....../1....3/.2..../1...1./..3.22/31.3..");
    assert_ne!(board_text(&published), board_text(&pushed));
    // The legal sets agree: only who ends where differs.
    assert_eq!(
        legal_with(&rules(), &read(FIGURE)),
        legal_with(&text_rules(), &read(FIGURE))
    );
    // A pushed replacement: a1's 1 takes a2, a2's 3 goes to d4 either way.
    let state = pos(&[("a1", 1), ("a2", 3), ("a3", 2), ("f6", 1)], Seat::FIRST);
    let mut p = state.clone();
    play_with(&text_rules(), &mut p, "a1-a2-a3=d4");
    assert_eq!((p.ring(sq("a2")), p.ring(sq("a3")), p.ring(sq("d4"))), (1, 3, 2));
    let mut q = state.clone();
    play_with(&rules(), &mut q, "a1-a2-a3=d4");
    assert_eq!((q.ring(sq("a2")), q.ring(sq("a3")), q.ring(sq("d4"))), (3, 1, 2));
}

#[test]
fn gap_2_replacement_anywhere_empty_but_behind_the_opponents_border_row() {
    // North's border row is rank 5 (e5): South may put the ring on rank 5
    // but not on rank 6.
    let state = pos(&[("a1", 1), ("a2", 3), ("e5", 1)], Seat::FIRST);
    assert!(has(&state, "a1-a2=b5"));
    assert!(!has(&state, "a1-a2=b6"));
    assert_eq!(refusal(&state, "a1-a2=b6"), "gyges-replace-where");
    // North is held the same way by South's border row.
    let north = pos(&[("a6", 1), ("a5", 3), ("e2", 1)], Seat::SECOND);
    assert!(has(&north, "a6-a5=b2"));
    assert!(!has(&north, "a6-a5=b1"));
}

#[test]
fn gap_3_no_square_twice_in_the_whole_chain() {
    // a1's 2 reaches b2 only by a2 (b1 holds a ring); from b2 its 2 steps
    // to a3 would pass a2 again (b3 holds a ring).
    let state = pos(
        &[("a1", 2), ("b1", 1), ("b2", 2), ("b3", 1), ("f6", 1)],
        Seat::FIRST,
    );
    assert!(has(&state, "a1-b2-c3"));
    assert!(!has(&state, "a1-b2-a3"));
    assert_eq!(refusal(&state, "a1-b2-a3"), "gyges-no-route");
}

#[test]
fn gap_4_the_starting_square_counts_as_passed() {
    // c1's 1 bounces off c2's 1: it may not come back to c1.
    let state = pos(&[("c1", 1), ("c2", 1), ("f6", 1)], Seat::FIRST);
    assert!(has(&state, "c1-c2-b2"));
    assert!(!has(&state, "c1-c2-c1"));
}

#[test]
fn gap_5_no_move_brings_back_the_board_before_the_opponents_last_move() {
    // One ring, on both players' border rows. South a1-a2; North may not
    // play a2-a1: it would bring back the board before South's move.
    let mut r = pos(&[("a1", 1)], Seat::FIRST);
    play_with(&rules(), &mut r, "a1-a2");
    assert!(!has(&r, "a2-a1"));
    assert_eq!(refusal(&r, "a2-a1"), "gyges-repeat");
    assert!(has(&r, "a2-b2"), "another board is fine");
    play_with(&rules(), &mut r, "a2-b2");
    assert!(!has(&r, "b2-a2"));
    // The ban looks one move back only: the board of four plies ago may
    // come back.
    play_with(&rules(), &mut r, "b2-b1");
    play_with(&rules(), &mut r, "b1-a1");
    assert_eq!(board_text(&r), "....../....../....../....../....../1.....");
}

#[test]
fn gap_6_south_sets_up_first_then_north() {
    let mut state = rules().initial();
    assert_eq!(rules().status(&state), Status::ToMove(Seat::FIRST));
    play_with(&rules(), &mut state, "112233");
    assert_eq!(rules().status(&state), Status::ToMove(Seat::SECOND));
    play_with(&rules(), &mut state, "332211");
    assert_eq!(board_text(&state), "332211/....../....../....../....../112233");
    assert_eq!(rules().status(&state), Status::ToMove(Seat::FIRST));
    assert!(legal(&state).iter().all(|m| m.ends_with("1") || m.contains('-')));
}

/* Notation, pickers, positions. */

#[test]
fn notation_reads_back_with_steps_and_aliases() {
    let r = rules();
    let mut state = rules().initial();
    r.play(&mut state, "Disponi 321123").unwrap();
    r.play(&mut state, "321123").unwrap();
    for mv in r.legal_vec(&state) {
        let text = r.format_move(&state, &mv);
        assert_eq!(r.move_steps(&state, &mv).concat(), text);
        assert_eq!(r.parse_move(&state, &text), Ok(mv), "{text}");
        assert_eq!(r.parse_move(&state, &text.to_uppercase()), Ok(mv), "{text}");
    }
    assert_eq!(refusal(&state, "hello"), "gyges-notation");
    assert_eq!(refusal(&state, "a3-a4"), "gyges-empty");
}

#[test]
fn picker_steps_stay_within_25_choices_along_chains() {
    let r = rules();
    for seed in 0..3 {
        let mut state = r.initial();
        let mut rng = Lcg(seed);
        while r.status(&state).seat().is_some() && state.plies < 60 {
            let moves = r.legal_vec(&state);
            let steps: Vec<Vec<String>> = moves.iter().map(|m| r.move_steps(&state, m)).collect();
            let longest = steps.iter().map(Vec::len).max().unwrap_or(0);
            for depth in 0..longest {
                let mut by_prefix: std::collections::HashMap<Vec<String>, HashSet<String>> =
                    Default::default();
                for s in steps.iter().filter(|s| s.len() > depth) {
                    by_prefix
                        .entry(s[..depth].to_vec())
                        .or_default()
                        .insert(s[depth].clone());
                }
                for (prefix, choices) in by_prefix {
                    assert!(choices.len() <= 25, "{prefix:?}: {} choices", choices.len());
                }
            }
            let mv = moves[rng.below(moves.len())];
            r.apply(&mut state, &mv);
        }
    }
}

#[test]
fn position_text_reads_back_and_refuses_with_reasons() {
    let r = rules();
    let state = read(FIGURE);
    assert_eq!(r.position_text(&state), FIGURE);
    assert_eq!(
        r.position_text(&r.initial()),
        "....../....../....../....../....../...... 1 0 -"
    );
    for bad in [
        "",
        "....../....../....../....../....../...... 2 0 -",
        "....../....../....../....../....../..4... 1 0 -",
        "....../....../....../....../.....  1 0 -",
        "....../1.3..3/.2..../1...2./..2.12/31.3.. 2 11 -",
        "....../1.3..3/.2..../1...2./..2.12/31.3.. G2 11 ....../3.3..1/.2..../1...2./..2.12/31.3..",
    ] {
        assert!(r.from_position(bad).is_err(), "{bad}");
    }
}

/* The second model: a brute force written apart from the engine. */

struct Lcg(u64);

impl Lcg {
    fn below(&mut self, n: usize) -> usize {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        ((self.0 >> 33) % n as u64) as usize
    }
}

/// One partial move of the model: where the ring stands, steps left in
/// the current leg, the squares passed (the route itself, in order) and
/// the stops so far.
#[derive(Clone)]
struct Walker {
    at: usize,
    left: u8,
    route: Vec<usize>,
    stops: Vec<String>,
}

/// Every move text of `cells` for `me`, with the board each leads to
/// (`None` for the goal's boards is not needed: the goal is compared by
/// text), worked out square by square by a breadth-first walk.
fn model(
    cells: &[u8; 36],
    before: Option<&[u8; 36]>,
    me: u8,
    text_bounce: bool,
) -> BTreeSet<(String, String)> {
    let row_has = |r: usize| (0..6).any(|f| cells[r * 6 + f] > 0);
    let my_row = if me == 0 {
        (0..6).find(|&r| row_has(r))
    } else {
        (0..6).rev().find(|&r| row_has(r))
    };
    let their_row = if me == 0 {
        (0..6).rev().find(|&r| row_has(r))
    } else {
        (0..6).find(|&r| row_has(r))
    };
    let goal_row = if me == 0 { 5 } else { 0 };
    let nm = |s: usize| format!("{}{}", (b'a' + (s % 6) as u8) as char, s / 6 + 1);
    let mut found = BTreeSet::new();
    let Some(my_row) = my_row else {
        return found;
    };
    // Applies a chain of stop squares (goal: None) to the board.
    let result = |stops: &[usize], goal: bool, replace: Option<usize>| -> [u8; 36] {
        let mut b = *cells;
        let last = *stops.last().unwrap();
        if text_bounce {
            let values: Vec<u8> = stops.iter().map(|&s| cells[s]).collect();
            b[stops[0]] = 0;
            for i in 1..stops.len() {
                b[stops[i]] = values[i - 1];
            }
            if !goal && replace.is_none() {
                // The last stop was empty: it takes the last ring pushed.
            }
            if let Some(r) = replace {
                b[r] = values[stops.len() - 1];
            }
        } else {
            let moving = cells[stops[0]];
            if let Some(r) = replace {
                b[r] = cells[last];
            }
            b[stops[0]] = 0;
            if !goal {
                b[last] = moving;
            }
        }
        b
    };
    for file in 0..6 {
        let start = my_row * 6 + file;
        if cells[start] == 0 {
            continue;
        }
        let mut queue = VecDeque::new();
        queue.push_back(Walker {
            at: start,
            left: cells[start],
            route: vec![start],
            stops: vec![nm(start)],
        });
        let mut stop_squares: Vec<(Vec<String>, Vec<usize>)> = Vec::new();
        while let Some(w) = queue.pop_front() {
            let (f, r) = ((w.at % 6) as i32, (w.at / 6) as i32);
            if w.left == 1 && r as usize == goal_row {
                let mut stops = w.stops.clone();
                stops.push("G".into());
                stop_squares.push((stops, w.route.clone()));
            }
            for (df, dr) in [(1, 0), (-1, 0), (0, 1), (0, -1)] {
                let (nf, nr) = (f + df, r + dr);
                if !(0..6).contains(&nf) || !(0..6).contains(&nr) {
                    continue;
                }
                let n = (nr * 6 + nf) as usize;
                if w.route.contains(&n) {
                    continue;
                }
                let occupied = n != start && cells[n] > 0;
                if occupied && w.left > 1 {
                    continue;
                }
                let mut next = w.clone();
                next.route.push(n);
                next.at = n;
                if w.left == 1 {
                    next.stops.push(nm(n));
                    if occupied {
                        // Replace here, or bounce on.
                        stop_squares.push((next.stops.clone(), next.route.clone()));
                        next.left = cells[n];
                        queue.push_back(next);
                    } else {
                        stop_squares.push((next.stops.clone(), next.route.clone()));
                    }
                } else {
                    next.left -= 1;
                    queue.push_back(next);
                }
            }
        }
        for (stops, _) in stop_squares {
            let squares: Vec<usize> = stops
                .iter()
                .filter(|s| *s != "G")
                .map(|s| GRID.read(s).unwrap())
                .collect();
            let goal = stops.last().unwrap() == "G";
            let last = *squares.last().unwrap();
            let text = stops.join("-");
            if !goal && cells[last] > 0 && last != start {
                // The model walks squares by index on purpose.
                #[allow(clippy::needless_range_loop)]
                for t in 0..36 {
                    let rank = t / 6;
                    let behind = match their_row {
                        Some(b) if me == 0 => rank > b,
                        Some(b) => rank < b,
                        None => false,
                    };
                    if cells[t] == 0 && !behind {
                        let b = result(&squares, false, Some(t));
                        if before != Some(&b) {
                            found.insert((format!("{text}={}", nm(t)), board_string(&b)));
                        }
                    }
                }
            } else {
                let b = result(&squares, goal, None);
                if before != Some(&b) {
                    found.insert((text, board_string(&b)));
                }
            }
        }
    }
    found
}

fn board_string(b: &[u8; 36]) -> String {
    b.iter().map(|v| char::from(b'0' + v)).collect()
}

/// The engine's moves with the board each leads to.
fn engine(r: &Gyges, state: &GygesState) -> BTreeSet<(String, String)> {
    r.legal_vec(state)
        .into_iter()
        .filter(|m| *m != GMove::Pass)
        .map(|m| {
            let mut next = state.clone();
            r.apply(&mut next, &m);
            (r.format_move(state, &m), board_string(&next.cells))
        })
        .collect()
}

#[test]
fn second_model_agrees_on_legal_moves_and_results_along_random_games() {
    for (r, seeds) in [(rules(), 0..3u64), (text_rules(), 3..5u64)] {
        for seed in seeds {
            let mut state = r.initial();
            let mut rng = Lcg(seed);
            let mut compared = 0;
            while r.status(&state).seat().is_some() {
                if !state.in_setup() {
                    let expected = model(
                        &state.cells,
                        state.before.as_ref(),
                        state.to_move.0,
                        r.text_bounce,
                    );
                    assert_eq!(engine(&r, &state), expected, "{}", r.position_text(&state));
                    compared += 1;
                }
                let moves = r.legal_vec(&state);
                let mv = moves[rng.below(moves.len())];
                r.apply(&mut state, &mv);
            }
            assert!(compared > 3, "seed {seed}: {compared} positions");
        }
    }
}
