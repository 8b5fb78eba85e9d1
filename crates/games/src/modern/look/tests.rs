//! Look: one test per rule of the catalog entry (`rule_…`) and per gap
//! (`gap_gN_…`, the stack's `stack_gap_gN_…`, the puzzle's
//! `puzzle_gap_gN_…`), on layouts read back through their text; the
//! catalog's notation examples played; the layouts' count of the text.
//! The second model of the rules is in `model.rs`.

use super::board::{GRID, covering};
use super::puzzle::ROUND_CAP;
use super::*;
use crate::Options;
use crate::notation::MoveError;
use crate::playout::SplitMix64;
use crate::testing::outcome;

/// Three of each colour; a1 a2, b2 c2, a1 b1 and c3 c4 (the catalog's
/// examples) are placements here.
const L1: &str = "BYR/GBY/RGB/GRY";
/// a1 and b1 are both green.
const L2: &str = "BYR/RBY/YGB/GGR";

fn look() -> Look {
    Look::new(&Options::defaults(Look::info().options)).unwrap()
}
fn stack() -> LookStack {
    LookStack::new(&Options::defaults(LookStack::info().options)).unwrap()
}
fn puzzle(seats: i64, points: &str) -> LookPuzzle {
    use crate::options::OptionValue;
    let given = std::collections::BTreeMap::from([
        ("seats".to_string(), OptionValue::Int(seats)),
        ("points".to_string(), OptionValue::Text(points.into())),
    ]);
    LookPuzzle::new(&Options::validate(LookPuzzle::info().options, &given).unwrap()).unwrap()
}

fn at<R: Rules>(rules: &R, text: &str) -> R::State {
    rules
        .from_position(text)
        .unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn legal<R: Rules>(rules: &R, state: &R::State) -> Vec<String> {
    let mut v: Vec<String> = rules
        .legal_vec(state)
        .iter()
        .map(|m| rules.format_move(state, m))
        .collect();
    v.sort();
    v
}

fn refusal<R: Rules>(rules: &R, state: &R::State, text: &str) -> String {
    match rules.parse_move(state, text) {
        Ok(mv) => panic!("{text} was accepted as {mv:?}"),
        Err(MoveError::Illegal { reason, .. }) | Err(MoveError::NotAMove { expected: reason, .. }) => {
            reason.id().to_string()
        }
        Err(e) => panic!("{text}: {e:?}"),
    }
}

/// A layout (ranks 4 to 1) dealt by its twelve throws.
fn deal<R: Rules>(rules: &R, state: &mut R::State, layout: &str) {
    let rows: Vec<&str> = layout.split('/').collect();
    for rank in 0..4 {
        for c in rows[3 - rank].chars() {
            let colour = Colour::from_letter(c).unwrap();
            assert_eq!(rules.status(state), Status::Chance);
            rules.play(state, colour.word()).unwrap();
        }
    }
}

/// A random layout from `rng`, as its text.
fn random_layout(rng: &mut SplitMix64) -> String {
    let mut tokens: Vec<char> = "GGGRRRYYYBBB".chars().collect();
    for i in (1..tokens.len()).rev() {
        tokens.swap(i, rng.below(i + 1));
    }
    let s: String = tokens.into_iter().collect();
    [&s[9..12], &s[6..9], &s[3..6], &s[0..3]].join("/")
}

fn layout_array(text: &str) -> [Colour; CELLS] {
    let state = at(&look(), &format!("{text} -"));
    std::array::from_fn(|c| state.token(c).unwrap())
}

#[test]
fn rule_board_is_3x4_with_three_tokens_of_each_colour_gap_g1() {
    let rules = look();
    let mut state = rules.initial();
    let mut throws = Vec::new();
    rules.chance_outcomes(&state, &mut throws);
    let expected: Vec<(LMove, u32)> = Colour::ALL.iter().map(|&c| (LMove::Token(c), 3)).collect();
    assert_eq!(throws, expected, "four colours, three tokens each");
    for _ in 0..3 {
        rules.play(&mut state, "green").unwrap();
    }
    throws.clear();
    rules.chance_outcomes(&state, &mut throws);
    assert!(
        throws.iter().all(|(m, _)| *m != LMove::Token(Colour::Green)),
        "no fourth green"
    );
    assert_eq!(GRID.len(), 12);
    assert!(refusal(&rules, &at(&rules, &format!("{L1} -")), "a5 b5").starts_with("look-"));
}

#[test]
fn rule_setup_lays_the_tokens_by_twelve_throws_then_the_first_player_places() {
    let rules = look();
    let mut state = rules.initial();
    deal(&rules, &mut state, L1);
    assert_eq!(rules.status(&state), Status::ToMove(Seat(0)));
    assert_eq!(rules.position_text(&state), format!("{L1} -"));
}

#[test]
fn layouts_counted_as_the_text_says_almost_100000_without_mirror_images() {
    // Every deal of 3+3+3+3 tokens: the throws' tree has 12!/(3!)^4
    // leaves; by the four mirror images of a 3×4 board, 92,400 layouts.
    fn leaves(left: [u8; 4], memo: &mut std::collections::HashMap<[u8; 4], u64>) -> u64 {
        if left == [0; 4] {
            return 1;
        }
        if let Some(&n) = memo.get(&left) {
            return n;
        }
        let n = (0..4)
            .filter(|&c| left[c] > 0)
            .map(|c| {
                let mut next = left;
                next[c] -= 1;
                leaves(next, memo)
            })
            .sum();
        memo.insert(left, n);
        n
    }
    let all = leaves([3; 4], &mut Default::default());
    assert_eq!(all, 369_600);
    assert_eq!(all / 4, 92_400);
}

#[test]
fn rule_turn_a_tile_matches_its_two_tokens_in_either_order() {
    let rules = look();
    let state = at(&rules, &format!("{L1} -"));
    // a1 green, a2 red: the green-red tile, written either way.
    assert_eq!(rules.parse_move(&state, "a1 a2").unwrap(), LMove::Place(0, 3));
    assert_eq!(rules.parse_move(&state, "a2 a1").unwrap(), LMove::Place(0, 3));
    assert_eq!(rules.parse_move(&state, "A1-A2").unwrap(), LMove::Place(0, 3));
    let mut after = state.clone();
    rules.play(&mut after, "a1 a2").unwrap();
    assert_eq!(after.cover(0), board::tile_of(Colour::Green, Colour::Red));
    assert_eq!(after.cover(3), after.cover(0));
    // The same tile is no longer free: b1 red, a1's green… c1 c2 are
    // yellow and blue, a free tile.
    assert_eq!(rules.status(&after), Status::ToMove(Seat(1)));
    assert!(legal(&rules, &after).contains(&"c1 c2".to_string()));
    assert!(
        !legal(&rules, &after).contains(&"b1 b2".to_string()),
        "b1 red, b2 green: used"
    );
}

#[test]
fn rule_turn_only_orthogonal_neighbours_are_covered() {
    let rules = look();
    let state = at(&rules, &format!("{L1} -"));
    assert_eq!(refusal(&rules, &state, "a1 b2"), "look-not-adjacent");
    assert_eq!(refusal(&rules, &state, "a1 a3"), "look-not-adjacent");
    assert_eq!(refusal(&rules, &state, "a1 a1"), "look-not-adjacent");
    assert_eq!(refusal(&rules, &state, "hello"), "look-notation");
}

#[test]
fn rule_turn_a_tile_is_used_once() {
    let rules = look();
    let mut state = at(&rules, &format!("{L1} -"));
    rules.play(&mut state, "a1 a2").unwrap();
    // b1 red, b2 green: the green-red tile again.
    assert_eq!(refusal(&rules, &state, "b1 b2"), "look-tile-used");
}

#[test]
fn gap_g2_tiles_never_overlap() {
    let rules = look();
    let mut state = at(&rules, &format!("{L1} -"));
    rules.play(&mut state, "a1 a2").unwrap();
    assert_eq!(refusal(&rules, &state, "a2 a3"), "look-covered");
    assert!(
        legal(&rules, &state)
            .iter()
            .all(|m| !m.contains("a1") && !m.contains("a2"))
    );
}

#[test]
fn gap_g3_two_neighbours_of_one_colour_are_never_covered() {
    let rules = look();
    let state = at(&rules, &format!("{L2} -"));
    assert_eq!(refusal(&rules, &state, "a1 b1"), "look-same-colour");
    assert!(!legal(&rules, &state).contains(&"a1 b1".to_string()));
}

#[test]
fn catalog_examples_are_placements() {
    let rules = look();
    let state = at(&rules, &format!("{L1} -"));
    assert!(rules.parse_move(&state, "a1 b1").is_ok());
    let mut state = state;
    for mv in ["a1 a2", "b2 c2", "c3 c4"] {
        rules
            .play(&mut state, mv)
            .unwrap_or_else(|e| panic!("{mv}: {e:?}"));
    }
    assert_eq!(rules.position_text(&state), format!("{L1} a1a2,b2c2,c3c4"));
}

#[test]
fn rule_winner_who_cannot_place_loses() {
    // Search seeded random games for one that stops before the sixth tile.
    let rules = look();
    let mut rng = SplitMix64(7);
    for _ in 0..200 {
        let layout = random_layout(&mut rng);
        let mut state = at(&rules, &format!("{layout} -"));
        while let Status::ToMove(_) = rules.status(&state) {
            let moves = rules.legal_vec(&state);
            rules.apply(&mut state, &moves[rng.below(moves.len())]);
        }
        if state.placed().len() < TILES {
            let stuck = Seat((state.placed().len() % 2) as u8);
            let o = outcome(&rules, &state);
            assert_eq!(o.winner, Some(stuck.other()));
            assert_eq!(o.reason.id(), "look-blocked");
            assert!(rules.legal_vec(&state).is_empty());
            return;
        }
    }
    panic!("no blocked game found");
}

#[test]
fn rule_winner_all_six_down_the_second_player_wins() {
    let rules = look();
    let mut rng = SplitMix64(11);
    let (layout, cover) = loop {
        let layout = random_layout(&mut rng);
        if let Some(cover) = covering(&layout_array(&layout)) {
            break (layout, cover);
        }
    };
    let mut state = at(&rules, &format!("{layout} -"));
    for t in 0..TILES as u8 {
        let cells: Vec<usize> = (0..CELLS).filter(|&c| cover[c] == t).collect();
        rules.apply(&mut state, &LMove::Place(cells[0] as u8, cells[1] as u8));
    }
    let o = outcome(&rules, &state);
    assert_eq!((o.winner, o.reason.id()), (Some(Seat(1)), "look-last-tile"));
}

#[test]
fn stack_rule_the_top_tile_is_drawn_among_those_left() {
    let rules = stack();
    let mut state = rules.initial();
    deal(&rules, &mut state, L1);
    assert_eq!(rules.status(&state), Status::Chance);
    let mut draws = Vec::new();
    rules.chance_outcomes(&state, &mut draws);
    assert_eq!(draws.len(), 6);
    assert!(draws.iter().all(|(_, w)| *w == 1), "each tile alike");
    rules.play(&mut state, "green-red").unwrap();
    assert_eq!(rules.status(&state), Status::ToMove(Seat(0)));
    assert_eq!(
        legal(&rules, &state),
        ["a1 a2", "a1 b1", "a2 a3", "a2 b2", "b1 b2"]
    );
    rules.play(&mut state, "a1 b1").unwrap();
    draws.clear();
    rules.chance_outcomes(&state, &mut draws);
    assert_eq!(draws.len(), 5, "the green-red tile is down");
    assert_eq!(rules.position_text(&state), format!("{L1} a1b1 -"));
}

#[test]
fn stack_gap_g2_a_placeable_drawn_tile_must_be_placed() {
    let rules = stack();
    let state = at(&rules, &format!("{L1} - GR"));
    assert_eq!(refusal(&rules, &state, "b2 c2"), "look-not-drawn");
    assert!(rules.parse_move(&state, "pass").is_err());
    assert_eq!(
        legal(&rules, &state),
        ["a1 a2", "a1 b1", "a2 a3", "a2 b2", "b1 b2"]
    );
}

#[test]
fn stack_rule_who_cannot_place_the_drawn_tile_loses() {
    // Seeded random games until one ends on a drawn tile with no place.
    let rules = stack();
    let mut rng = SplitMix64(3);
    for _ in 0..200 {
        let mut s = at(&rules, &format!("{} - -", random_layout(&mut rng)));
        loop {
            match rules.status(&s) {
                Status::Chance => {
                    let mut draws = Vec::new();
                    rules.chance_outcomes(&s, &mut draws);
                    rules.apply(&mut s, &draws[rng.below(draws.len())].0);
                }
                Status::ToMove(_) => {
                    let moves = rules.legal_vec(&s);
                    rules.apply(&mut s, &moves[rng.below(moves.len())]);
                }
                Status::Over(o) if o.reason.id() == "look-stuck" => {
                    let stuck = Seat((s.placed().len() % 2) as u8);
                    assert_eq!(o.winner, Some(stuck.other()));
                    assert!(s.drawn().is_some() && rules.legal_vec(&s).is_empty());
                    // Read back, the drawn tile still decides the end.
                    let read = at(&rules, &rules.position_text(&s));
                    assert_eq!(rules.status(&read), Status::Over(o));
                    return;
                }
                Status::Over(_) => break,
            }
        }
    }
    panic!("no game ended on a drawn tile");
}

#[test]
fn stack_gap_g1_the_placer_of_the_sixth_wins() {
    let rules = stack();
    let mut rng = SplitMix64(5);
    let (layout, cover) = loop {
        let layout = random_layout(&mut rng);
        if let Some(cover) = covering(&layout_array(&layout)) {
            break (layout, cover);
        }
    };
    let mut state = at(&rules, &format!("{layout} - -"));
    for t in 0..TILES as u8 {
        rules.apply(&mut state, &LMove::Draw(t));
        let cells: Vec<usize> = (0..CELLS).filter(|&c| cover[c] == t).collect();
        rules.apply(&mut state, &LMove::Place(cells[0] as u8, cells[1] as u8));
    }
    let o = outcome(&rules, &state);
    assert_eq!((o.winner, o.reason.id()), (Some(Seat(1)), "look-last-tile"));
}

/// A layout that can be covered and one that cannot.
fn layouts_yes_and_no() -> (String, String) {
    let mut rng = SplitMix64(21);
    let (mut yes, mut no) = (None, None);
    while yes.is_none() || no.is_none() {
        let layout = random_layout(&mut rng);
        if covering(&layout_array(&layout)).is_some() {
            yes.get_or_insert(layout);
        } else {
            no.get_or_insert(layout);
        }
    }
    (yes.unwrap(), no.unwrap())
}

#[test]
fn puzzle_rule_the_declarer_claims_then_the_others_answer_in_seat_order() {
    let rules = puzzle(3, "3");
    let (yes, _) = layouts_yes_and_no();
    let mut state = rules.initial();
    deal(&rules, &mut state, &yes);
    assert_eq!(rules.status(&state), Status::ToMove(Seat(0)));
    assert_eq!(legal(&rules, &state), ["claim-no", "claim-yes"]);
    assert_eq!(refusal(&rules, &state, "dispute"), "look-not-now");
    assert_eq!(refusal(&rules, &state, "a1 a2"), "look-no-tiles");
    rules.play(&mut state, "claim yes").unwrap();
    assert_eq!(rules.status(&state), Status::ToMove(Seat(1)));
    assert_eq!(legal(&rules, &state), ["accept", "dispute"]);
    rules.play(&mut state, "accept").unwrap();
    assert_eq!(rules.status(&state), Status::ToMove(Seat(2)));
    assert_eq!(rules.position_text(&state), format!("{yes} 0,0,0 1 1 yes .a."));
}

#[test]
fn puzzle_rule_who_was_right_scores_plus_one_who_was_wrong_minus_one() {
    let rules = puzzle(3, "3");
    let (yes, no) = layouts_yes_and_no();
    // Right claim, disputed by the second: +1 and -1, the third not scored.
    let mut state = at(&rules, &format!("{yes} 0,0,0 1 1 - ..."));
    for mv in ["claim-yes", "dispute", "accept"] {
        rules.play(&mut state, mv).unwrap();
    }
    assert_eq!(state.puzzle().unwrap().scores(), [1, -1, 0]);
    // Wrong claim (round 2, the third declares as the second sits out),
    // disputed by the first: -1 and +1.
    let mut state = at(&rules, &format!("{no} 1,-1,0 2 3 - .x."));
    for mv in ["claim-yes", "dispute"] {
        rules.play(&mut state, mv).unwrap();
    }
    assert_eq!(state.puzzle().unwrap().scores(), [2, -1, -1]);
    let v = state.puzzle().unwrap().last().unwrap();
    assert!(!v.truth && v.covering.is_none());
}

#[test]
fn puzzle_gap_g2_with_no_dispute_only_the_declarer_is_scored() {
    let rules = puzzle(2, "3");
    let (_, no) = layouts_yes_and_no();
    let mut state = at(&rules, &format!("{no} 0,0 1 1 - .."));
    rules.play(&mut state, "claim-yes").unwrap();
    rules.play(&mut state, "accept").unwrap();
    assert_eq!(state.puzzle().unwrap().scores(), [-1, 0]);
}

#[test]
fn puzzle_gap_g1_a_wrong_player_sits_the_next_round_out() {
    let rules = puzzle(3, "3");
    let (yes, _) = layouts_yes_and_no();
    let mut state = at(&rules, &format!("{yes} 0,0,0 1 1 - ..."));
    for mv in ["claim-yes", "dispute", "accept"] {
        rules.play(&mut state, mv).unwrap();
    }
    let p = state.puzzle().unwrap();
    assert!(p.sits_out(Seat(1)) && !p.sits_out(Seat(0)) && !p.sits_out(Seat(2)));
    // The claim passes to the next seat that may play: the third.
    deal(&rules, &mut state, &yes);
    assert_eq!(rules.status(&state), Status::ToMove(Seat(2)));
    rules.play(&mut state, "claim-no").unwrap();
    // The second may not dispute: the first answers, then the round ends.
    assert_eq!(rules.status(&state), Status::ToMove(Seat(0)));
    rules.play(&mut state, "dispute").unwrap();
    assert_eq!(state.puzzle().unwrap().scores(), [2, -1, -1]);
}

#[test]
fn puzzle_rule_with_two_players_nobody_sits_out() {
    let rules = puzzle(2, "3");
    let (yes, _) = layouts_yes_and_no();
    let mut state = at(&rules, &format!("{yes} 0,0 1 1 - .."));
    rules.play(&mut state, "claim-no").unwrap();
    rules.play(&mut state, "dispute").unwrap();
    let p = state.puzzle().unwrap();
    assert_eq!(p.scores(), [-1, 1]);
    assert!(!p.sits_out(Seat(0)));
    deal(&rules, &mut state, &yes);
    assert_eq!(rules.status(&state), Status::ToMove(Seat(1)), "the claim rotates");
}

#[test]
fn puzzle_rule_the_first_to_the_agreed_points_wins() {
    for (points, start) in [("3", "2,0"), ("5", "4,1")] {
        let rules = puzzle(2, points);
        let (yes, _) = layouts_yes_and_no();
        let mut state = at(&rules, &format!("{yes} {start} 5 1 - .."));
        rules.play(&mut state, "claim-yes").unwrap();
        rules.play(&mut state, "accept").unwrap();
        let o = outcome(&rules, &state);
        assert_eq!(o.winner, Some(Seat(0)), "{points}");
        assert_eq!(o.reason.id(), "look-race-won");
        assert_eq!(o.ranks, Some(vec![1, 2]));
    }
    // Below the points the race goes on.
    let rules = puzzle(2, "5");
    let (yes, _) = layouts_yes_and_no();
    let mut state = at(&rules, &format!("{yes} 2,0 5 1 - .."));
    rules.play(&mut state, "claim-yes").unwrap();
    rules.play(&mut state, "accept").unwrap();
    assert_eq!(rules.status(&state), Status::Chance);
}

#[test]
fn puzzle_rule_after_the_round_cap_the_highest_score_wins() {
    let rules = puzzle(2, "5");
    let (yes, _) = layouts_yes_and_no();
    let mut state = at(&rules, &format!("{yes} 1,1 {ROUND_CAP} 2 - .."));
    rules.play(&mut state, "claim-yes").unwrap();
    rules.play(&mut state, "accept").unwrap();
    let o = outcome(&rules, &state);
    assert_eq!((o.winner, o.reason.id()), (Some(Seat(1)), "look-round-cap"));
}

#[test]
fn puzzle_gap_g3_the_bot_shows_a_covering_when_there_is_one() {
    let rules = puzzle(2, "3");
    let (yes, _) = layouts_yes_and_no();
    let mut state = at(&rules, &format!("{yes} 2,0 3 1 - .."));
    rules.play(&mut state, "claim-yes").unwrap();
    rules.play(&mut state, "accept").unwrap();
    let view = rules.view(&state, None);
    assert_eq!(view.links.len(), 6, "the six tiles of a covering drawn");
    let words = &view.last_move[0];
    assert_eq!(words.id(), "look-verdict-yes");
    let cover = state.puzzle().unwrap().last().unwrap().covering.unwrap();
    // Each tile on two neighbours whose colours are its own.
    let layout = layout_array(&yes);
    for t in 0..TILES as u8 {
        let cells: Vec<usize> = (0..CELLS).filter(|&c| cover[c] == t).collect();
        assert_eq!(cells.len(), 2);
        assert!(board::adjacent(cells[0], cells[1]));
        assert_eq!(board::tile_of(layout[cells[0]], layout[cells[1]]), Some(t));
    }
}

#[test]
fn positions_refused_with_their_kind() {
    use crate::position::PositionErrorKind as K;
    let rules = look();
    let kind = |t: &str| rules.from_position(t).unwrap_err().kind();
    assert_eq!(kind("BYR/GBY/RGB -"), K::Shape);
    assert_eq!(kind("BYR/GBY/RGB/GRZ -"), K::Piece);
    assert_eq!(kind("BYR/GBY/RGB/GGG - extra"), K::Shape);
    assert_eq!(kind("GYR/GBY/RGB/GRY -"), K::Count);
    assert_eq!(kind(".../.../.../G.R -"), K::Unreachable);
    assert_eq!(kind(&format!("{L1} a1b2")), K::Unreachable);
    assert_eq!(kind(&format!("{L1} a1a2,b1b2")), K::Unreachable);
    let p = puzzle(2, "3");
    assert_eq!(
        p.from_position(&format!("{L1} 0,0 1 3 - ..")).unwrap_err().kind(),
        K::Turn
    );
    assert_eq!(
        p.from_position(&format!("{L1} 3,0 2 1 - ..")).unwrap_err().kind(),
        K::Unreachable
    );
}
