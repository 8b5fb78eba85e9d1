//! Castile: a test per rule of the catalog entry and per gap (its [P]
//! resolutions), on positions built peg by peg, and a second model of the
//! movement rules, written differently, compared along random games.

use super::board::{GRID, POINTS};
use super::*;
use crate::playout::SplitMix64;

fn rules() -> Castile {
    Castile::default()
}

fn straight() -> Castile {
    Castile { straight: true }
}

/// A movement position: `pegs` like `La1 Tb2 lc3 td4` (capitals White's,
/// small letters Black's; L low, T tall), `to_move` to move, read back
/// through its text like any position.
fn pos(pegs: &str, to_move: Seat) -> CastileState {
    let rules = rules();
    let mut state = rules.initial();
    state.hand = [[0; 2]; 2];
    state.to_move = to_move;
    for peg in pegs.split_whitespace() {
        let (k, sq) = peg.split_at(1);
        let side = u8::from(k.chars().all(|c| c.is_ascii_lowercase()));
        let tall = k.eq_ignore_ascii_case("t");
        state.board[GRID.read(sq).expect("a point")] = Some(Peg { side, tall });
    }
    let text = position::text(&state);
    rules
        .from_position(&text)
        .unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn texts(rules: &Castile, state: &CastileState) -> Vec<String> {
    let mut v: Vec<String> = rules
        .legal_vec(state)
        .iter()
        .map(|m| rules.format_move(state, m))
        .collect();
    v.sort();
    v
}

fn play(rules: &Castile, state: &mut CastileState, text: &str) {
    rules.play(state, text).unwrap_or_else(|e| panic!("{text}: {e}"));
}

fn peg_at(state: &CastileState, sq: &str) -> Option<Peg> {
    state.peg(GRID.read(sq).expect("a point"))
}

fn reason(e: MoveError) -> String {
    match e {
        MoveError::Illegal { reason, .. } | MoveError::NotAMove { expected: reason, .. } => {
            reason.id().to_string()
        }
        other => panic!("unexpected {other:?}"),
    }
}

/// The placements of both sides' twelve pegs, row by row from a1.
fn place_all(rules: &Castile, state: &mut CastileState) {
    let moves = [
        "place La1 Lb1",
        "place lc1 ld1",
        "place Le1 Lf1",
        "place la2 lb2",
        "place Lc2 Ld2",
        "place le2 lf2",
        "place La3 Lb3",
        "place lc3 ld3",
        "place Te3 Tf3",
        "place ta4 tb4",
        "place Tc4 Td4",
        "place te4 tf4",
    ];
    for mv in moves {
        play(rules, state, mv);
    }
}

#[test]
fn rule_placement_two_pegs_a_turn_then_movement() {
    let rules = rules();
    let mut state = rules.initial();
    assert!(state.placing());
    // Every pair of the 36 points, each peg low or tall.
    assert_eq!(rules.legal_vec(&state).len(), 630 * 4);
    place_all(&rules, &mut state);
    assert!(!state.placing());
    assert_eq!(state.plies, 12);
    // No flag and no capture while placing, though territories are held.
    assert_eq!(state.flags, [None; 5]);
    assert_eq!(state.board.iter().flatten().count(), 24);
}

#[test]
fn gap_placement_mixes_low_and_tall_as_the_player_likes() {
    let rules = rules();
    let mut state = rules.initial();
    play(&rules, &mut state, "place Ta1 Tb1");
    play(&rules, &mut state, "place Lc1 Td6");
    play(&rules, &mut state, "place Tc2 Td2");
    play(&rules, &mut state, "place La6 Lb6");
    // White's four tall pegs are down: only low ones are left.
    let moves = texts(&rules, &state);
    assert!(moves.iter().all(|m| !m.contains('T')), "{:?}", &moves[..4]);
    assert_eq!(
        reason(rules.parse_move(&state, "place Ta3 Lb3").unwrap_err()),
        "castile-no-tall"
    );
    assert_eq!(
        reason(rules.parse_move(&state, "place La1 Lb3").unwrap_err()),
        "castile-taken"
    );
    assert_eq!(
        reason(rules.parse_move(&state, "b2-b3").unwrap_err()),
        "castile-placing"
    );
}

#[test]
fn gap_first_player_places_and_moves_first() {
    let rules = rules();
    let mut state = rules.initial();
    assert_eq!(state.to_move, Seat::FIRST);
    place_all(&rules, &mut state);
    assert_eq!(rules.status(&state), Status::ToMove(Seat::FIRST));
}

#[test]
fn rule_low_peg_steps_along_lines_only() {
    let rules = rules();
    let state = pos("Lc3 ld3 Lf6 lf1", Seat::FIRST);
    let moves: Vec<String> = texts(&rules, &state)
        .into_iter()
        .filter(|m| m.starts_with("c3"))
        .collect();
    assert_eq!(moves, ["c3-b3", "c3-c2", "c3-c4"]);
    assert_eq!(
        reason(rules.parse_move(&state, "c3-e3").unwrap_err()),
        "castile-low-steps"
    );
    assert_eq!(
        reason(rules.parse_move(&state, "c3-d4").unwrap_err()),
        "castile-low-steps"
    );
}

#[test]
fn rule_tall_peg_jumps_over_either_side_and_jumped_pegs_stay() {
    let rules = rules();
    // The tall peg on c1 jumps its own peg on c2 and Black's on d3.
    let mut state = pos("Tc1 Lc2 ld3 lf6 La6", Seat::FIRST);
    let moves: Vec<String> = texts(&rules, &state)
        .into_iter()
        .filter(|m| m.starts_with("c1"))
        .collect();
    assert_eq!(moves, ["c1-b1", "c1-c3", "c1-c3-e3", "c1-d1"]);
    play(&rules, &mut state, "c1-c3-e3");
    assert_eq!(peg_at(&state, "e3"), Some(Peg { side: 0, tall: true }));
    assert!(peg_at(&state, "c2").is_some() && peg_at(&state, "d3").is_some());
}

#[test]
fn gap_jump_series_may_turn_and_the_option_straight_keeps_one_direction() {
    let state = pos("Tc1 Lc2 ld3 lf6 La6", Seat::FIRST);
    // The turn at c3 (north, then east) is the catalog's reading.
    assert!(rules().parse_move(&state, "c1-c3-e3").is_ok());
    let s = straight();
    let moves: Vec<String> = texts(&s, &state)
        .into_iter()
        .filter(|m| m.starts_with("c1"))
        .collect();
    assert_eq!(moves, ["c1-b1", "c1-c3", "c1-d1"]);
    assert_eq!(
        reason(s.parse_move(&state, "c1-c3-e3").unwrap_err()),
        "castile-bad-series"
    );
    // Straight on is still a series.
    let line = pos("Tc1 Lc2 lc4 lf6 La6", Seat::FIRST);
    assert!(s.parse_move(&line, "c1-c3-c5").is_ok());
}

#[test]
fn rule_a_series_never_lands_twice_on_a_point_nor_jumps_its_own_start() {
    let rules = rules();
    // Round a square of pegs b2 c2 b3 c3 ... the series can come back near
    // its start but never onto it.
    // a1 over a2 to a3, over b3 to c3, over c2 to c1, over b1 back to a1.
    let state = pos("Ta1 Lb1 la2 Lc2 lb3 Lf6 lf5", Seat::FIRST);
    let from_a1: Vec<String> = texts(&rules, &state)
        .into_iter()
        .filter(|m| m.starts_with("a1"))
        .collect();
    assert_eq!(from_a1, ["a1-a3", "a1-a3-c3", "a1-c1"]);
    // Either series to c3 is the same move, written the shortest way
    // found first.
    assert_eq!(
        rules.parse_move(&state, "a1-c1-c3"),
        rules.parse_move(&state, "a1-a3-c3")
    );
    assert_eq!(
        reason(rules.parse_move(&state, "a1-a3-c3-c1-a1").unwrap_err()),
        "castile-bad-series"
    );
}

#[test]
fn rule_custodian_capture_by_the_moving_peg() {
    let rules = rules();
    // Black's a5 and c1 keep the south-west and north-west mixed.
    let mut state = pos("Lb2 Ld3 lc3 lf6 La6 la5 lc1", Seat::FIRST);
    play(&rules, &mut state, "b2-b3");
    assert_eq!(peg_at(&state, "c3"), None, "c3 between b3 and d3");
    assert_eq!(
        rules.view(&state, None).caption_text(),
        "castile-to-move(seat=#1, captured=1)"
    );
}

#[test]
fn rule_self_trapping_is_safe() {
    let rules = rules();
    let mut state = pos("Lc2 lb3 ld3 La6 lf6", Seat::FIRST);
    play(&rules, &mut state, "c2-c3");
    assert!(peg_at(&state, "c3").is_some());
    // Black moving elsewhere does not capture it either.
    play(&rules, &mut state, "f6-f5");
    assert!(peg_at(&state, "c3").is_some());
}

#[test]
fn rule_only_the_moving_peg_captures() {
    let rules = rules();
    // b3 and d3 hold c3 already when White moves another peg: nothing.
    let state = pos("Lb3 Ld3 lc3 La6 lf6 Lf1", Seat::FIRST);
    let mut after = state.clone();
    play(&rules, &mut after, "f1-e1");
    assert!(peg_at(&after, "c3").is_some());
}

#[test]
fn rule_every_enemy_peg_trapped_in_any_direction_goes() {
    let rules = rules();
    // c2 holds c3 against c4 and b2 against a2 at once.
    let mut state = pos("Ld2 Lc4 La2 lc3 lb2 lf6", Seat::FIRST);
    play(&rules, &mut state, "d2-c2");
    assert_eq!((peg_at(&state, "c3"), peg_at(&state, "b2")), (None, None));
}

#[test]
fn gap_corner_capture_needs_both_neighbours_of_a_board_corner() {
    let rules = rules();
    let mut state = pos("Lb2 Lb1 la1 lf6 Lf1", Seat::FIRST);
    play(&rules, &mut state, "b2-a2");
    assert_eq!(peg_at(&state, "a1"), None, "a1 held at 90° by a2 and b1");
    // Not a corner: a peg on the edge with two neighbours at 90° stays.
    let mut state = pos("Lb3 Lb1 la2 lf6 Lf1", Seat::FIRST);
    play(&rules, &mut state, "b1-a1");
    assert!(peg_at(&state, "a2").is_some());
    // A corner held on one side only stays.
    let mut state = pos("Lb2 la1 lf6 Lf1", Seat::FIRST);
    play(&rules, &mut state, "b2-a2");
    assert!(peg_at(&state, "a1").is_some());
}

#[test]
fn gap_a_jump_series_captures_at_its_final_point_only() {
    let rules = rules();
    // Passing d3 on the way (between b3 and... ) captures nothing; the end
    // point e3 holds e4 against e5.
    let mut state = pos("Tc1 Lc2 ld3 Lb4 lc4 le4 Le5 lf6 La6", Seat::FIRST);
    play(&rules, &mut state, "c1-c3-e3");
    assert_eq!(peg_at(&state, "e4"), None, "e4 between e3 and e5");
    assert!(
        peg_at(&state, "c4").is_some(),
        "c3 was passed through, not stopped on"
    );
}

#[test]
fn gap_capture_chain_is_optional_and_by_the_same_peg() {
    let rules = rules();
    // b3-c3 takes c4 (against c5); from c3 the peg can go on to d3... a
    // second capture: d2 between c3→... set so c3-c2 takes b2 (a2 White).
    // b3-c3 takes c4 (against c5); then c3-c2 would take b2 (against a2).
    let mut state = pos("Lb3 Lc5 lc4 La2 lb2 lf6 Lf1 le1 la6", Seat::FIRST);
    play(&rules, &mut state, "b3-c3");
    assert_eq!(peg_at(&state, "c4"), None);
    assert_eq!(state.to_move, Seat::FIRST, "the chain keeps the turn");
    assert_eq!(state.chain(), Some(GRID.read("c3").unwrap()));
    assert_eq!(texts(&rules, &state), ["c3-c2", "end"]);
    // Another peg may not continue; a quiet move is no continuation.
    assert_eq!(
        reason(rules.parse_move(&state, "f1-f2").unwrap_err()),
        "castile-chain"
    );
    assert_eq!(
        reason(rules.parse_move(&state, "c3-d3").unwrap_err()),
        "castile-chain"
    );
    assert_eq!(
        rules.view(&state, None).caption_text(),
        "castile-chain-caption(seat=#0, square=c3)"
    );
    let mut ended = state.clone();
    play(&rules, &mut ended, "end");
    assert_eq!(ended.to_move, Seat::SECOND);
    play(&rules, &mut state, "c3-c2");
    assert_eq!(peg_at(&state, "b2"), None, "b2 between c2 and a2");
    // No further capture: the turn passed by itself.
    assert_eq!(state.to_move, Seat::SECOND);
}

#[test]
fn gap_flags_at_the_end_of_each_movement_ply_and_until_retaken() {
    let rules = rules();
    // White alone in the south-west; Black alone in the north-east.
    let mut state = pos("Lb2 Lf1 le1 lf6 Ld5 le5", Seat::FIRST);
    assert_eq!(state.flags, [None; 5], "no flag before a ply");
    play(&rules, &mut state, "b2-b3");
    // Only the mover's flags: south-west is White's, north-east is not
    // Black's yet; the south-east mixes both sides.
    assert_eq!(state.flag(0), Some(Seat(0)));
    assert_eq!(state.flag(3), None);
    assert_eq!(state.flag(1), None);
    play(&rules, &mut state, "f6-f5");
    assert_eq!(state.flag(3), None, "d5 is White's: the north-east is mixed");
    assert_eq!(state.flag(1), None);
    // The flag stays when White's peg leaves the south-west.
    play(&rules, &mut state, "b3-c3");
    assert_eq!(state.flag(0), Some(Seat(0)));
    assert_eq!(state.flag(4), Some(Seat(0)), "the centre holds c3 alone");
}

#[test]
fn gap_an_enemy_flag_is_replaced_when_the_territory_is_held_alone() {
    let rules = rules();
    // The south-east and north-west are mixed throughout.
    let mut state = pos("Lc3 lb2 le5 Lf1 lf2 La6 lb6", Seat::FIRST);
    play(&rules, &mut state, "c3-c4");
    assert_eq!(state.flag(4), Some(Seat(0)));
    play(&rules, &mut state, "b2-b3");
    assert_eq!((state.flag(0), state.flag(3)), (Some(Seat(1)), Some(Seat(1))));
    play(&rules, &mut state, "f1-e1");
    // Black moves into the centre: mixed, the flag stays White's.
    play(&rules, &mut state, "b3-c3");
    assert_eq!(state.flag(4), Some(Seat(0)));
    assert_eq!(state.flag(0), Some(Seat(1)), "a flag stays when its pegs leave");
    // White leaves: Black holds the centre alone, but only the mover's
    // flags change.
    play(&rules, &mut state, "c4-c5");
    assert_eq!(state.flag(4), Some(Seat(0)));
    play(&rules, &mut state, "f2-f3");
    assert_eq!(state.flag(4), Some(Seat(1)));
}

#[test]
fn rule_three_flags_win_at_once() {
    let rules = rules();
    // White holds the south-west and the south-east alone; a peg into the
    // empty centre makes three.
    let mut state = pos("La1 Lf1 Lc2 lf6 la6", Seat::FIRST);
    play(&rules, &mut state, "c2-c3");
    assert_eq!(
        rules.status(&state),
        Status::Over(Outcome::win(Seat::FIRST, Message::new("castile-flags")))
    );
}

#[test]
fn gap_draws_pass_stuck_and_quiet() {
    let rules = rules();
    // White's only peg is walled in on a1 (a2 and b1 Black's, a3 and b2
    // behind them): White passes.
    let state = pos("La1 la2 lb1 la3 lb2 lc1 lf6", Seat::FIRST);
    assert_eq!(texts(&rules, &state), ["pass"]);
    assert_eq!(
        reason(rules.parse_move(&state, "a1-a2").unwrap_err()),
        "castile-must-pass"
    );
    let mut other = pos("La1 Lf6 lf5", Seat::FIRST);
    assert_eq!(
        reason(rules.parse_move(&other, "pass").unwrap_err()),
        "castile-no-pass"
    );
    // Neither side can move (no peg left, as a position says): a draw.
    let empty = pos("", Seat::FIRST);
    assert_eq!(
        rules.status(&empty),
        Status::Over(Outcome::draw(Message::new("castile-stuck")))
    );
    // Fifty quiet plies (after White's first, which plants a flag): a draw.
    for i in 0..=QUIET_PLIES {
        let mv = if i % 4 < 2 {
            ["a1-a2", "f5-e5"][i as usize % 2]
        } else {
            ["a2-a1", "e5-f5"][i as usize % 2]
        };
        assert!(rules.status(&other).seat().is_some(), "over after {i}");
        play(&rules, &mut other, mv);
    }
    assert_eq!(
        rules.status(&other),
        Status::Over(Outcome::draw(
            Message::new("castile-quiet").count("n", QUIET_PLIES)
        ))
    );
}

/// A second model of the movement rules, written differently: pegs in a
/// map from (file, rank) to (side, tall), every jump series walked out
/// path by path, captures found by looking at every enemy peg.
mod second_model {
    use std::collections::{BTreeMap, BTreeSet};

    pub type Pegs = BTreeMap<(i8, i8), (u8, bool)>;

    fn on(p: (i8, i8)) -> bool {
        (0..6).contains(&p.0) && (0..6).contains(&p.1)
    }

    /// Every (from, to) the side may play, by brute force.
    pub fn moves(pegs: &Pegs, side: u8, straight: bool) -> BTreeSet<((i8, i8), (i8, i8))> {
        let mut out = BTreeSet::new();
        for (&from, &(s, tall)) in pegs {
            if s != side {
                continue;
            }
            let mut rest = pegs.clone();
            rest.remove(&from);
            for d in [(0, 1), (0, -1), (1, 0), (-1, 0)] {
                let to = (from.0 + d.0, from.1 + d.1);
                if on(to) && !rest.contains_key(&to) {
                    out.insert((from, to));
                }
            }
            if tall {
                let mut path = vec![from];
                walk(&rest, &mut path, None, straight, &mut |end| {
                    out.insert((from, end));
                });
            }
        }
        out
    }

    fn walk(
        rest: &Pegs,
        path: &mut Vec<(i8, i8)>,
        dir: Option<(i8, i8)>,
        straight: bool,
        found: &mut dyn FnMut((i8, i8)),
    ) {
        let at = *path.last().unwrap();
        for d in [(0, 1), (0, -1), (1, 0), (-1, 0)] {
            if straight && dir.is_some_and(|x| x != d) {
                continue;
            }
            let over = (at.0 + d.0, at.1 + d.1);
            let land = (at.0 + 2 * d.0, at.1 + 2 * d.1);
            if on(land) && rest.contains_key(&over) && !rest.contains_key(&land) && !path.contains(&land) {
                found(land);
                path.push(land);
                walk(rest, path, Some(d), straight, found);
                path.pop();
            }
        }
    }

    /// The enemy pegs taken when a peg of `side` arrives on `to` (the
    /// board after the move): every enemy peg next to `to` with a peg of
    /// `side` on the far side, or in a corner whose two neighbours are
    /// both `side`'s, one of them `to`.
    pub fn taken(after: &Pegs, side: u8, to: (i8, i8)) -> BTreeSet<(i8, i8)> {
        let mine = |p: (i8, i8)| after.get(&p).is_some_and(|&(s, _)| s == side);
        let mut out = BTreeSet::new();
        for (&p, &(s, _)) in after {
            if s == side {
                continue;
            }
            let (dx, dy) = (p.0 - to.0, p.1 - to.1);
            if dx.abs() + dy.abs() != 1 {
                continue;
            }
            if mine((p.0 + dx, p.1 + dy)) {
                out.insert(p);
            }
            let corner = (p.0 == 0 || p.0 == 5) && (p.1 == 0 || p.1 == 5);
            if corner {
                let others: Vec<(i8, i8)> = [(0, 1), (0, -1), (1, 0), (-1, 0)]
                    .iter()
                    .map(|d| (p.0 + d.0, p.1 + d.1))
                    .filter(|&q| on(q))
                    .collect();
                if others.iter().all(|&q| mine(q)) {
                    out.insert(p);
                }
            }
        }
        out
    }
}

fn to_pegs(state: &CastileState) -> second_model::Pegs {
    (0..POINTS)
        .filter_map(|sq| {
            state
                .peg(sq)
                .map(|p| (((sq % 6) as i8, (sq / 6) as i8), (p.side, p.tall)))
        })
        .collect()
}

/// Along a few random games (both jump readings), the engine's moves in
/// the movement phase and what each captures agree with the second model.
#[test]
fn rule_moves_and_captures_agree_with_a_second_model() {
    let mut rng = SplitMix64(41);
    let xy = |sq: u8| ((sq % 6) as i8, (sq / 6) as i8);
    let mut compared = 0;
    for game in 0..6 {
        let rules = Castile {
            straight: game % 3 == 2,
        };
        let mut state = rules.initial();
        while rules.status(&state).seat().is_some() {
            let legal = rules.legal_vec(&state);
            if !state.placing() && state.chain.is_none() {
                let pegs = to_pegs(&state);
                let mine: std::collections::BTreeSet<_> = legal
                    .iter()
                    .filter_map(|m| match *m {
                        CastileMove::Go { from, to } => Some((xy(from), xy(to))),
                        _ => None,
                    })
                    .collect();
                assert_eq!(
                    mine,
                    second_model::moves(&pegs, state.to_move.0, rules.straight),
                    "{}",
                    position::text(&state)
                );
                for m in &legal {
                    let CastileMove::Go { from, to } = *m else {
                        continue;
                    };
                    let mut after = state.clone();
                    rules.apply(&mut after, m);
                    let gone: std::collections::BTreeSet<_> = pegs
                        .keys()
                        .filter(|&&p| p != xy(from) && !to_pegs(&after).contains_key(&p))
                        .copied()
                        .collect();
                    let mut moved = pegs.clone();
                    let peg = moved.remove(&xy(from)).unwrap();
                    moved.insert(xy(to), peg);
                    assert_eq!(
                        gone,
                        second_model::taken(&moved, state.to_move.0, xy(to)),
                        "{} {}",
                        position::text(&state),
                        rules.format_move(&state, m)
                    );
                    compared += 1;
                }
            }
            let mv = legal[rng.below(legal.len())];
            rules.apply(&mut state, &mv);
        }
    }
    assert!(compared > 1000, "{compared} moves compared");
}
