//! Evade: one test per rule of the catalog entry (`rule_…`), per gap
//! (`gap_N_…`, the catalog's [P] resolutions in its order) and per choice
//! made where the texts are silent; the secrets (what each viewer is
//! shown, the glimpse, the resample); the position text; and a second
//! model of the steps (every pair of squares tried) compared with the
//! engine along random games. The text has no worked example; the
//! catalog's notation examples (`c1-c2`, `peek d1` then `d1-d2`,
//! `fugitives b1 e1`) are played.

use std::collections::BTreeMap;

use super::state::{GRID, MAX_PLIES, QUIET_CAP, SQUARES};
use super::*;
use crate::Options;
use crate::options::OptionValue;

fn evade() -> Evade {
    Evade::with_peeking(true)
}

fn at(text: &str) -> EState {
    evade()
        .from_position(text)
        .unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn play(rules: &Evade, state: &mut EState, text: &str) {
    rules
        .play(state, text)
        .unwrap_or_else(|e| panic!("{text}: {e:?}"));
}

fn legal(rules: &Evade, state: &EState) -> Vec<String> {
    rules
        .legal_vec(state)
        .iter()
        .map(|m| rules.format_move(state, m))
        .collect()
}

fn refusal(rules: &Evade, state: &EState, text: &str) -> String {
    let mut s = state.clone();
    let e = rules.play(&mut s, text).expect_err(text);
    assert_eq!(&s, state, "a refused move changes nothing");
    e.message().to_string()
}

fn sq(name: &str) -> usize {
    GRID.read(name).unwrap()
}

/// The toss (Yellow first) and both choices: Yellow's Fugitives on b1
/// and e1, Blue's on b6 and e6.
fn started() -> (Evade, EState) {
    let rules = evade();
    let mut state = rules.initial();
    for m in ["yellow-first", "fugitives b1 e1", "fugitives b6 e6"] {
        play(&rules, &mut state, m);
    }
    (rules, state)
}

/// A Yellow Guard on c3 facing a Blue Guard on d4, Yellow to move.
const FACING: &str = "gfg1fg/6/3g2/2G3/6/GF1GFG y y 0";

#[test]
fn rule_board_6x6_six_identical_pieces_each_on_the_first_rank() {
    let (rules, state) = started();
    assert_eq!(rules.position_text(&state), "gfggfg/6/6/6/6/GFGGFG y y 0");
    let view = rules.view(&state, None);
    assert!(matches!(view.board, crate::view::Board::Squares(ref s) if s.files == 6 && s.ranks == 6));
    assert_eq!(view.pieces.len(), 12);
    assert!(
        view.pieces.iter().all(|p| p.kind == "man"),
        "identical to look at"
    );
    for seat in 0..2u8 {
        assert_eq!(
            view.pieces.iter().filter(|p| p.owner == Some(Seat(seat))).count(),
            6
        );
    }
}

#[test]
fn rule_first_player_drawn_by_a_fair_chance_throw() {
    let rules = evade();
    let state = rules.initial();
    assert_eq!(rules.status(&state), Status::Chance);
    let mut out = Vec::new();
    rules.chance_outcomes(&state, &mut out);
    assert_eq!(out, vec![(EMove::First(0), 1), (EMove::First(1), 1)]);
    // Blue drawn: both still choose, Yellow first; then Blue moves.
    let mut s = state.clone();
    play(&rules, &mut s, "blue-first");
    assert_eq!(rules.status(&s), Status::ToMove(Seat(0)));
    play(&rules, &mut s, "fugitives a1 f1");
    assert_eq!(rules.status(&s), Status::ToMove(Seat(1)));
    play(&rules, &mut s, "fugitives c6 d6");
    assert_eq!(rules.status(&s), Status::ToMove(Seat(1)));
    assert!(legal(&rules, &s).contains(&"c6-c5".to_string()));
}

#[test]
fn rule_each_side_chooses_two_fugitives_in_secret() {
    let rules = evade();
    let mut state = rules.initial();
    play(&rules, &mut state, "yellow-first");
    let choices = legal(&rules, &state);
    assert_eq!(choices.len(), 15, "two of six");
    assert!(choices.contains(&"fugitives b1 e1".to_string()));
    // Either order, and the table reads no square.
    let mv = rules.parse_move(&state, "fugitives e1 b1").unwrap();
    assert_eq!(rules.format_move(&state, &mv), "fugitives b1 e1");
    assert_eq!(rules.public_move_text(&state, &mv), "fugitives");
    assert_eq!(
        rules.move_steps(&state, &mv),
        ["fugitives ", "b1 ", "e1"],
        "picker steps: the word, then 5 and at most 5 squares"
    );
    assert!(refusal(&rules, &state, "fugitives b1 b1").contains("evade-choose-two"));
    assert!(refusal(&rules, &state, "fugitives b1 b6").contains("evade-choose-own"));
    assert!(refusal(&rules, &state, "c1-c2").contains("evade-choose-notation"));
    play(&rules, &mut state, "fugitives b1 e1");
    assert_eq!(rules.position_text(&state), "pppppp/6/6/6/6/GFGGFG y b 0");
    // Blue chooses among its own rank.
    assert!(legal(&rules, &state).contains(&"fugitives a6 f6".to_string()));
    assert!(refusal(&rules, &state, "fugitives b1 e1").contains("evade-choose-own"));
}

#[test]
fn rule_a_piece_steps_one_square_like_a_chess_king() {
    let rules = evade();
    let state = at("gfggfg/6/6/2G3/6/GF1GFG y y 0");
    let from_c3: Vec<String> = legal(&rules, &state)
        .into_iter()
        .filter(|m| m.starts_with("c3-"))
        .collect();
    assert_eq!(from_c3.len(), 8, "{from_c3:?}");
    assert!(refusal(&rules, &state, "c3-c5").contains("evade-king-step"));
    assert!(refusal(&rules, &state, "d4-d5").contains("evade-not-yours"));
    // The catalog's example step.
    let (rules, mut state) = started();
    play(&rules, &mut state, "c1-c2");
    assert_eq!(rules.status(&state), Status::ToMove(Seat(1)));
}

#[test]
fn rule_freezing_stacks_both_pieces_forever() {
    let rules = evade();
    let mut state = at(FACING);
    play(&rules, &mut state, "c3-d4");
    assert_eq!(
        state.board[sq("d4")],
        Cell::Frozen {
            bottom: Piece::new(1),
            top: Piece {
                seat: 0,
                fugitive: false,
                known: true
            }
        }
    );
    assert_eq!(rules.status(&state), Status::ToMove(Seat(1)));
    assert_eq!(rules.position_text(&state), "gfg1fg/6/3[gK]2/6/6/GF1GFG y b 0");
    // Neither piece moves again, whoever is to move.
    for _ in 0..4 {
        assert!(legal(&rules, &state).iter().all(|m| !m.starts_with("d4")));
        assert!(refusal(&rules, &state, "d4-d5").contains("evade-"));
        let first = rules.legal_vec(&state)[0];
        rules.apply(&mut state, &first);
    }
    // The picture: the two discs stacked, frost-marked.
    let view = rules.view(&at("gfg1fg/6/3[gK]2/6/6/GF1GFG b b 0"), None);
    let on_d4: Vec<&str> = view
        .pieces
        .iter()
        .filter(|p| p.cell == "d4")
        .map(|p| p.kind.as_str())
        .collect();
    assert_eq!(on_d4, ["man~frozen", "man~frozen"]);
}

#[test]
fn rule_a_fugitive_that_freezes_loses() {
    let rules = evade();
    let mut state = at("gfg1fg/6/3g2/2F3/6/GG1GFG y y 0");
    assert!(
        legal(&rules, &state).contains(&"c3-d4".to_string()),
        "allowed, as the rules allow it"
    );
    play(&rules, &mut state, "c3-d4");
    let Status::Over(outcome) = rules.status(&state) else {
        panic!("over")
    };
    assert_eq!(outcome.winner, Some(Seat(1)));
    assert_eq!(outcome.reason.id(), "evade-fugitive-froze");
}

#[test]
fn rule_a_fugitive_on_the_far_rank_wins() {
    let rules = evade();
    let start = at("gf1gfg/2F3/6/g5/6/GG1GGF y y 0");
    let mut state = start.clone();
    play(&rules, &mut state, "c5-c6");
    let Status::Over(outcome) = rules.status(&state) else {
        panic!("over")
    };
    assert_eq!(outcome.winner, Some(Seat(0)));
    assert_eq!(outcome.reason.id(), "evade-escaped");
    // Blue's goal is rank 1.
    let mut state = at("gg1gfg/6/6/G5/2f3/GF1GFG b b 0");
    play(&rules, &mut state, "c2-c1");
    assert!(matches!(rules.status(&state), Status::Over(o) if o.winner == Some(Seat(1))));
    // Freezing onto the far rank with a Fugitive is a freeze: it loses.
    let mut state = start;
    play(&rules, &mut state, "c5-d6");
    let Status::Over(outcome) = rules.status(&state) else {
        panic!("over")
    };
    assert_eq!(outcome.winner, Some(Seat(1)));
}

#[test]
fn rule_all_twelve_frozen_draws() {
    let rules = evade();
    // Five stacks; Yellow's Guard on e5 freezes Blue's last free piece.
    let mut state = at("[Fk][fK]1[gK]1f/4G1/[Fk]5/[gK]5/6/6 y y 3");
    play(&rules, &mut state, "e5-f6");
    let Status::Over(outcome) = rules.status(&state) else {
        panic!("over")
    };
    assert_eq!(outcome.winner, None);
    assert_eq!(outcome.reason.id(), "evade-all-frozen");
}

#[test]
fn gap_1_no_move_onto_own_or_frozen() {
    let rules = evade();
    let state = at("gfg1fg/6/3[gK]2/2G3/6/GF2FG y y 0");
    let moves = legal(&rules, &state);
    assert!(!moves.contains(&"c3-d4".to_string()), "onto a frozen stack");
    assert!(!moves.contains(&"a1-b1".to_string()), "onto an own piece");
    assert!(refusal(&rules, &state, "c3-d4").contains("evade-onto-frozen"));
    assert!(refusal(&rules, &state, "a1-b1").contains("evade-onto-own"));
    assert!(refusal(&rules, &state, "d4-d5").contains("evade-frozen"));
}

#[test]
fn gap_2_no_move_passes_and_both_stuck_draws() {
    let rules = evade();
    // Yellow's one free piece, on a1, is walled in by frozen stacks.
    let mut state = at("5g/6/3[gK]2/2[fK]3/[Fk][fK]4/G[Fk]4 y y 0");
    assert_eq!(legal(&rules, &state), ["pass"], "no peek either");
    play(&rules, &mut state, "pass");
    assert_eq!(rules.status(&state), Status::ToMove(Seat(1)));
    assert!(refusal(&rules, &state, "pass").contains("evade-no-pass"));
    play(&rules, &mut state, "f6-f5");
    assert_eq!(legal(&rules, &state), ["pass"]);
    // Both stuck with pieces free cannot happen on this board (a walled
    // corner needs three stacks, and two need six: fourteen pieces): the
    // rule is checked on a board cut down by hand.
    let mut cut = state.clone();
    cut.board = [Cell::Empty; SQUARES];
    let stack = |s: u8| Cell::Frozen {
        bottom: Piece::new(s),
        top: Piece {
            known: true,
            ..Piece::new(1 - s)
        },
    };
    cut.board[sq("a1")] = Cell::Free(Piece::new(0));
    cut.board[sq("f6")] = Cell::Free(Piece::new(1));
    for name in ["a2", "b1", "b2", "e6", "e5"] {
        cut.board[sq(name)] = stack(0);
    }
    cut.board[sq("f5")] = stack(1);
    cut.to_move = 0;
    assert_eq!(legal(&rules, &cut), ["pass"]);
    assert_eq!(rules.e.draw(&cut), Some(End::Stuck));
}

#[test]
fn gap_3_a_peek_shows_one_own_piece_and_forbids_freezing() {
    let rules = evade();
    let mut state = at(FACING);
    assert_eq!(rules.glimpse(&state), None);
    let moves = legal(&rules, &state);
    assert!(moves.contains(&"c3-d4".to_string()));
    let peeks: Vec<&String> = moves.iter().filter(|m| m.starts_with("peek ")).collect();
    assert_eq!(peeks.len(), 6, "one own piece at a time, any of six");
    assert!(refusal(&rules, &state, "peek d4").contains("evade-peek-own"));
    play(&rules, &mut state, "peek c3");
    // The same seat moves on, and may not freeze.
    assert_eq!(rules.status(&state), Status::ToMove(Seat(0)));
    let after = legal(&rules, &state);
    assert!(!after.contains(&"c3-d4".to_string()));
    assert!(after.contains(&"c3-c4".to_string()));
    assert!(after.iter().all(|m| !m.starts_with("peek")), "one peek a turn");
    assert!(refusal(&rules, &state, "c3-d4").contains("evade-no-freeze-after-peek"));
    assert!(refusal(&rules, &state, "peek b1").contains("evade-one-peek"));
    // The glimpse: to Yellow alone, the piece on c3 lettered G.
    let glimpse = rules.glimpse(&state).expect("a glimpse after a peek");
    assert_eq!(glimpse.to, Some(Seat(0)));
    let lettered: Vec<(&str, &str)> = glimpse
        .view
        .pieces
        .iter()
        .filter(|p| p.kind != "man")
        .map(|p| (p.cell.as_str(), p.kind.as_str()))
        .collect();
    assert_eq!(lettered, [("c3", "G")]);
    assert_eq!(glimpse.view.caption.as_ref().unwrap().id(), "evade-glimpse-guard");
    // The lasting pictures do not show it; the table sees where.
    let table = rules.view(&state, None);
    assert!(table.pieces.iter().all(|p| p.kind == "man"));
    assert!(
        table
            .highlights
            .iter()
            .any(|h| h.cell == "c3" && h.mark == crate::view::Mark::Choice)
    );
    assert_eq!(rules.view(&state, Some(Seat(0))), table);
    play(&rules, &mut state, "c3-c4");
    assert_eq!(rules.glimpse(&state), None, "gone once the move is made");
    // A Fugitive peeked at reads F; the catalog's example.
    let (rules, mut state) = started();
    play(&rules, &mut state, "peek b1");
    let glimpse = rules.glimpse(&state).unwrap();
    assert!(
        glimpse
            .view
            .pieces
            .iter()
            .any(|p| p.cell == "b1" && p.kind == "F")
    );
    play(&rules, &mut state, "b1-b2");
    let (rules, mut state) = started();
    play(&rules, &mut state, "peek d1");
    play(&rules, &mut state, "d1-d2");
    assert_eq!(rules.status(&state), Status::ToMove(Seat(1)));
}

#[test]
fn gap_4_a_guard_on_the_far_rank_does_nothing() {
    let rules = evade();
    let mut state = at("gf1gfg/2G3/6/g5/6/GF1GGF y y 0");
    play(&rules, &mut state, "c5-c6");
    assert_eq!(rules.status(&state), Status::ToMove(Seat(1)));
    // Everybody now knows it is a Guard.
    assert_eq!(rules.position_text(&state), "gfKgfg/6/6/g5/6/GF1GGF y b 1");
    assert!(rules.observation(&state, Some(Seat(1))).starts_with("gfKgfg/"));
    // It may step off and back: still nothing.
    play(&rules, &mut state, "a3-a2");
    play(&rules, &mut state, "c6-c5");
    play(&rules, &mut state, "a2-a3");
    play(&rules, &mut state, "c5-c6");
    assert_eq!(rules.status(&state), Status::ToMove(Seat(1)));
}

#[test]
fn gap_5_identities_revealed_at_the_end() {
    let rules = evade();
    let mut state = at("gf1gfg/2F3/6/g5/6/GG1GGF y y 0");
    let before = rules.view(&state, None);
    assert!(before.pieces.iter().all(|p| p.kind == "man"));
    assert_ne!(rules.observation(&state, None), rules.position_text(&state));
    play(&rules, &mut state, "c5-c6");
    let view = rules.view(&state, None);
    let fugitives: Vec<&str> = view
        .pieces
        .iter()
        .filter(|p| p.kind == "F")
        .map(|p| p.cell.as_str())
        .collect();
    assert_eq!(fugitives, ["f1", "b6", "c6", "e6"]);
    assert_eq!(view.pieces.iter().filter(|p| p.kind == "G").count(), 8);
    for viewer in [None, Some(Seat(0)), Some(Seat(1))] {
        assert_eq!(rules.observation(&state, viewer), rules.position_text(&state));
        assert_eq!(rules.view(&state, viewer), view);
    }
}

#[test]
fn gap_6_a_hundred_turns_without_a_freeze_draw() {
    let rules = evade();
    let near = format!("gfggfg/6/6/6/6/GFGGFG y y {}", QUIET_CAP - 1);
    let mut state = at(&near);
    play(&rules, &mut state, "c1-c2");
    let Status::Over(outcome) = rules.status(&state) else {
        panic!("over")
    };
    assert_eq!(outcome.winner, None);
    assert_eq!(outcome.reason.id(), "evade-quiet");
    // A peek is no turn of its own, a pass is one; a freeze counts afresh.
    let mut state = at("gfg1fg/6/3g2/2G3/6/GF1GFG y y 98");
    play(&rules, &mut state, "peek c3");
    assert_eq!(state.quiet, 98);
    let mut state = at("gfg1fg/6/3g2/2G3/6/GF1GFG y y 99");
    play(&rules, &mut state, "c3-d4");
    assert_eq!(state.quiet, 0);
    assert_eq!(rules.status(&state), Status::ToMove(Seat(1)));
    // The bound: every random game ends within max_plies.
    assert_eq!(rules.max_plies(), MAX_PLIES);
}

#[test]
fn variant_1_no_peeking() {
    let mut o = BTreeMap::new();
    o.insert("peeking".to_string(), OptionValue::Bool(false));
    let rules = Evade::new(&Options::validate(&variant::OPTIONS, &o).unwrap()).unwrap();
    let mut state = rules.from_position(FACING).unwrap();
    assert!(legal(&rules, &state).iter().all(|m| !m.starts_with("peek")));
    assert!(refusal(&rules, &state, "peek c3").contains("evade-no-peeking"));
    assert!(rules.from_position("gfg1fg/6/3g2/2G3/6/GF1GFG y y:c3 0").is_err());
    play(&rules, &mut state, "c3-d4");
    // The default peeks.
    let rules = Evade::new(&Options::validate(&variant::OPTIONS, &BTreeMap::new()).unwrap()).unwrap();
    assert!(legal(&rules, &rules.from_position(FACING).unwrap()).contains(&"peek c3".to_string()));
}

#[test]
fn lasting_views_never_mark_a_fugitive_not_even_for_its_owner() {
    let (rules, state) = started();
    let table = rules.view(&state, None);
    assert_eq!(rules.view(&state, Some(Seat(0))), table);
    assert_eq!(rules.view(&state, Some(Seat(1))), table);
    assert!(table.pieces.iter().all(|p| p.kind == "man"));
    // The owner's observation (the bot's knowledge) knows its own.
    assert_eq!(
        rules.observation(&state, Some(Seat(0))),
        "uuuuuu/6/6/6/6/GFGGFG y y 0"
    );
    assert_eq!(
        rules.observation(&state, Some(Seat(1))),
        "gfggfg/6/6/6/6/UUUUUU y y 0"
    );
    assert_eq!(rules.observation(&state, None), "uuuuuu/6/6/6/6/UUUUUU y y 0");
}

#[test]
fn resample_keeps_what_the_viewer_knows_and_deals_the_rest() {
    let rules = evade();
    // Blue's Guard on e6 froze a piece, Yellow's Guard on c6 stood on the far rank: both known.
    let state = at("gfK1[Gk]g/6/6/gf4/6/FF1GG1 b b 4");
    let mut rng = SplitMix64(7);
    let mut seen_yellow = std::collections::BTreeSet::new();
    for _ in 0..200 {
        let r = rules.resample(&state, Some(Seat(1)), &mut rng).unwrap();
        // Blue's own identities and everything public stay.
        assert_eq!(
            rules.observation(&r, Some(Seat(1))),
            rules.observation(&state, Some(Seat(1)))
        );
        let yellow: Vec<usize> = (0..SQUARES)
            .filter(|&s| r.board[s].of(0).is_some_and(|p| p.fugitive))
            .collect();
        assert_eq!(yellow.len(), 2);
        assert!(
            !yellow.contains(&sq("c6")),
            "a known Guard is never dealt a Fugitive"
        );
        seen_yellow.insert(yellow);
    }
    // Yellow's unknown pieces: a1, b1, d1, e1 and the frozen e6: ten pairs.
    assert_eq!(seen_yellow.len(), 10);
    // The table re-deals both sides; a side not chosen yet is left alone.
    let r = rules.resample(&state, None, &mut rng).unwrap();
    assert_eq!(rules.observation(&r, None), rules.observation(&state, None));
    let mut setup = rules.initial();
    play(&rules, &mut setup, "yellow-first");
    play(&rules, &mut setup, "fugitives a1 b1");
    let r = rules.resample(&setup, Some(Seat(0)), &mut rng).unwrap();
    assert_eq!(r, setup);
}

#[test]
fn position_text_reads_back_and_refuses_what_cannot_be() {
    let rules = evade();
    for text in [
        "pppppp/6/6/6/6/PPPPPP - - 0",
        "pppppp/6/6/6/6/PPPPPP b y 0",
        "pppppp/6/6/6/6/GFGGFG b b 0",
        FACING,
        "gfg1fg/6/3g2/2G3/6/GF1GFG y y:c3 0",
        "5g/6/3[gK]2/2[fK]3/[Fk][fK]4/G[Fk]4 y y 0",
    ] {
        let state = at(text);
        assert_eq!(rules.position_text(&state), text);
    }
    for bad in [
        "gfggfg/6/6/6/6/GFGGFG y y",
        "gfggfg/6/6/6/6/GFGGFX y y 0",
        "gfggfg/6/6/6/6/GFGGGG y y 0",
        "gfggfg/6/6/6/5/GFGGFG y y 0",
        "gfggfg/6/6/6/G5/GFGGF1 y y 0".replace("G5", "GG4").as_str(),
        "gfgggf/6/6/6/6/PPPPPP y y 0",
        "pppppp/6/6/6/G5/PPPPP1 y y 0",
        "gfg1fg/6/3[gG]2/6/6/GF1GFG b b 0",
        "gfg1fg/6/3[gF]2/6/6/GF1GFG b b 0",
        "gfGgfg/6/6/6/6/GF1GFG b b 0",
        "gfggfg/6/6/6/6/GFGGFG y y:d4 0",
        "gfggfg/6/6/6/6/GFGGFG y y 101",
        "gfggfg/6/6/6/6/GFGGFG y over 0",
    ] {
        assert!(rules.from_position(bad).is_err(), "{bad}");
    }
}

/// A second model of the steps: every pair of squares tried, a step
/// allowed when the squares touch, the first holds a free piece of the
/// seat to move and the second is empty or (no peek made) holds a free
/// enemy piece.
fn brute_steps(state: &EState) -> Vec<(usize, usize)> {
    let seat = state.to_move;
    let mut out = Vec::new();
    for from in 0..SQUARES {
        for to in 0..SQUARES {
            let (a, b) = (GRID.at(from), GRID.at(to));
            let touch = from != to && a.file.abs_diff(b.file) <= 1 && a.rank.abs_diff(b.rank) <= 1;
            let mine = matches!(state.board[from], Cell::Free(p) if p.seat == seat);
            let open = match state.board[to] {
                Cell::Empty => true,
                Cell::Free(p) => p.seat != seat && state.peeked.is_none(),
                Cell::Frozen { .. } => false,
            };
            if touch && mine && open {
                out.push((from, to));
            }
        }
    }
    out
}

#[test]
fn steps_agree_with_a_brute_force_model_along_random_games() {
    let rules = evade();
    let mut ends = BTreeMap::new();
    for seed in 0..40u64 {
        let mut rng = SplitMix64(seed);
        let mut state = rules.initial();
        let mut plies = 0;
        loop {
            match rules.status(&state) {
                Status::Over(o) => {
                    *ends.entry(o.reason.id().to_string()).or_insert(0) += 1;
                    break;
                }
                Status::Chance => rules.apply(&mut state, &EMove::First(rng.below(2) as u8)),
                Status::ToMove(_) => {
                    let moves = rules.legal_vec(&state);
                    if state.playing() {
                        let mut engine: Vec<(usize, usize)> = moves
                            .iter()
                            .filter_map(|m| match m {
                                EMove::Step { from, to } => Some((usize::from(*from), usize::from(*to))),
                                _ => None,
                            })
                            .collect();
                        engine.sort();
                        let brute = brute_steps(&state);
                        assert_eq!(engine, brute, "seed {seed} at {}", rules.position_text(&state));
                        assert_eq!(moves.contains(&EMove::Pass), brute.is_empty());
                    }
                    let mv = moves[rng.below(moves.len())];
                    rules.apply(&mut state, &mv);
                }
            }
            plies += 1;
            assert!(plies <= MAX_PLIES, "seed {seed}: longer than max_plies");
        }
    }
    // Random games end all these ways.
    for reason in ["evade-escaped", "evade-fugitive-froze"] {
        assert!(ends.contains_key(reason), "{ends:?}");
    }
}

// The series (the catalog's variants 2 and 3, options `match` and
// `penalty`).

fn with(options: &[(&str, OptionValue)]) -> Result<Evade, crate::OptionError> {
    let given: BTreeMap<String, OptionValue> = options
        .iter()
        .map(|(k, v)| ((*k).to_string(), v.clone()))
        .collect();
    Evade::new(&Options::validate(&variant::OPTIONS, &given)?)
}

/// A series to `target`, with the penalty or without.
fn series(target: i64, penalty: bool) -> Evade {
    with(&[
        ("match", OptionValue::Int(target)),
        ("penalty", OptionValue::Bool(penalty)),
    ])
    .unwrap()
}

fn at_in(rules: &Evade, text: &str) -> EState {
    rules
        .from_position(text)
        .unwrap_or_else(|e| panic!("{text}: {e}"))
}

/// The state after `mv` is played from the position `text`.
fn after(rules: &Evade, text: &str, mv: &str) -> EState {
    let mut state = at_in(rules, text);
    play(rules, &mut state, mv);
    state
}

fn over(rules: &Evade, state: &EState) -> crate::Outcome {
    match rules.status(state) {
        Status::Over(o) => o,
        s => panic!("not over: {s:?} at {}", rules.position_text(state)),
    }
}

#[test]
fn variant_2_a_win_scores_10_and_a_draw_5_each() {
    let rules = series(50, false);
    // Yellow's Fugitive on c5 escapes in the first game.
    let state = after(
        &rules,
        "gf1gfg/2F3/6/g5/6/GG1GGF y y 0 match:0,0/50 game:1 last:-",
        "c5-c6",
    );
    assert_eq!(state.points, [10, 0]);
    assert_eq!(state.game, 2);
    assert_eq!(
        rules.position_text(&state),
        "pppppp/6/6/6/6/PPPPPP b y 0 match:10,0/50 game:2 last:y-escaped:f1,c6:b6,e6"
    );
    // A freeze with a Fugitive (no penalty) loses: 10 to the other side.
    let state = after(
        &rules,
        "gfg1fg/6/3g2/2F3/6/GG1GFG y y 0 match:10,0/50 game:2 last:y-escaped:f1,c6:b6,e6",
        "c3-d4",
    );
    assert_eq!(state.points, [10, 10]);
    assert_eq!(state.past.unwrap().end, End::FugitiveFroze(0));
    // All twelve frozen: 5 each.
    let state = after(
        &rules,
        "[Fk][fK]1[gK]1f/4G1/[Fk]5/[gK]5/6/6 y y 3 match:10,10/50 game:3 last:y-froze:f1,c3:b6,e6",
        "e5-f6",
    );
    assert_eq!(state.points, [15, 15]);
    assert_eq!(state.game, 4);
    assert_eq!(state.past.unwrap().end, End::AllFrozen);
    // The quiet draw too.
    let state = after(
        &rules,
        &format!(
            "gfggfg/6/6/6/6/GFGGFG y y {} match:15,15/50 game:4 last:frozen:a4,b6:b6,f6",
            QUIET_CAP - 1
        ),
        "c1-c2",
    );
    assert_eq!(state.points, [20, 20]);
    assert_eq!(
        rules.status(&state),
        Status::ToMove(Seat(0)),
        "the next game's choices"
    );
}

#[test]
fn variant_2_the_first_to_the_target_wins_the_match() {
    let rules = series(50, false);
    // 40 to 30 after seven games: Yellow's escape brings it to 50.
    let text = "gf1gfg/2F3/6/g5/6/GG1GGF y y 0 match:40,30/50 game:8 last:b-escaped:a1,b1:a1,b1";
    let state = after(&rules, text, "c5-c6");
    let outcome = over(&rules, &state);
    assert_eq!(outcome.winner, Some(Seat(0)));
    assert_eq!(outcome.scores, Some(vec![50, 30]));
    assert_eq!(outcome.reason.id(), "evade-match-over");
    assert_eq!(state.game, 8, "no game after the last");
    // The last board stays, every identity shown.
    assert_eq!(
        rules.position_text(&state),
        "gfFgfg/6/6/g5/6/GG1GGF y over 1 match:50,30/50 game:8 last:b-escaped:a1,b1:a1,b1"
    );
    assert_eq!(rules.observation(&state, None), rules.position_text(&state));
    // Short of the target, the series goes on.
    let state = after(&rules, &text.replace("40,30", "30,40"), "c5-c6");
    assert_eq!(state.points, [40, 40]);
    assert!(matches!(rules.status(&state), Status::ToMove(_)));
    // Both reach it at once (a draw at 45 each): the one ahead wins, and
    // level is a drawn match.
    let draw = "[Fk][fK]1[gK]1f/4G1/[Fk]5/[gK]5/6/6 y y 3 match:45,45/50 game:10 last:frozen:a1,b1:a1,b1";
    let state = after(&rules, draw, "e5-f6");
    let outcome = over(&rules, &state);
    assert_eq!(outcome.winner, None);
    assert_eq!(outcome.scores, Some(vec![50, 50]));
    let rules = series(50, true);
    let state = after(&rules, &draw.replace("45,45", "45,35"), "e5-f6");
    assert_eq!(over(&rules, &state).winner, Some(Seat(0)));
    assert_eq!(over(&rules, &state).scores, Some(vec![50, 40]));
}

#[test]
fn variant_2_a_new_game_deals_fresh_secret_choices() {
    let rules = series(20, false);
    let mut state = rules.initial();
    for m in ["blue-first", "fugitives b1 e1", "fugitives b6 e6"] {
        play(&rules, &mut state, m);
    }
    // Blue walks its Fugitive from e6 down; Yellow shuffles a1 and back.
    for m in [
        "e6-e5", "f1-f2", "e5-e4", "f2-f3", "e4-e3", "f3-f4", "e3-e2", "f4-f5", "e2-f1",
    ] {
        play(&rules, &mut state, m);
    }
    assert_eq!(state.points, [0, 10]);
    assert_eq!(state.game, 2);
    // The loser, Yellow, moves first; both choose afresh, Yellow first.
    assert_eq!(state.first, Some(0));
    assert_eq!(rules.status(&state), Status::ToMove(Seat(0)));
    assert_eq!(legal(&rules, &state).len(), 15);
    assert_eq!(state.chosen, [false, false]);
    assert!(
        state
            .board
            .iter()
            .all(|c| c.pieces().all(|p| !p.fugitive && !p.known))
    );
    // The game before is public: how it ended and where the Fugitives
    // stood, for everybody.
    let past = "last:b-escaped:b1,e1:f1,b6";
    for viewer in [None, Some(Seat(0)), Some(Seat(1))] {
        assert!(rules.observation(&state, viewer).ends_with(past));
    }
    let notes: Vec<String> = rules
        .view(&state, None)
        .last_move
        .iter()
        .map(|m| m.id().to_string())
        .collect();
    assert_eq!(notes, ["evade-game-ended", "evade-game-begins"]);
    // The new choices are secret again: the table reads `fugitives`, the
    // other side sees `u`, and its resample deals them anew.
    let mv = rules.parse_move(&state, "fugitives a1 f1").unwrap();
    assert_eq!(rules.public_move_text(&state, &mv), "fugitives");
    rules.apply(&mut state, &mv);
    play(&rules, &mut state, "fugitives c6 d6");
    assert!(
        rules
            .observation(&state, Some(Seat(1)))
            .starts_with("ggffgg/6/6/6/6/UUUUUU")
    );
    assert!(
        rules
            .observation(&state, None)
            .starts_with("uuuuuu/6/6/6/6/UUUUUU")
    );
    let mut rng = SplitMix64(3);
    let dealt: std::collections::BTreeSet<[u8; 2]> = (0..60)
        .map(|_| {
            let r = rules.resample(&state, Some(Seat(1)), &mut rng).unwrap();
            assert_eq!(r.past, state.past);
            assert_eq!(r.points, state.points);
            super::legal::fugitive_squares(&r, 0)
        })
        .collect();
    assert!(dealt.len() > 5, "{dealt:?}");
    assert_eq!(rules.status(&state), Status::ToMove(Seat(0)));
    assert!(legal(&rules, &state).contains(&"c1-c2".to_string()));
}

#[test]
fn variant_3_a_fugitive_freeze_costs_10_and_play_continues() {
    let rules = series(50, true);
    let state = after(
        &rules,
        "gfg1fg/6/3g2/2F3/6/GG1GFG y y 0 match:0,0/50 game:1 last:-",
        "c3-d4",
    );
    assert_eq!(state.points, [-10, 0], "points go below zero");
    assert_eq!(rules.status(&state), Status::ToMove(Seat(1)), "play goes on");
    // The freeze stands, and the table saw a Fugitive pay for it.
    assert_eq!(
        rules.position_text(&state),
        "gfg1fg/6/3[gR]2/6/6/GG1GFG y b 0 match:-10,0/50 game:1 last:-"
    );
    assert!(rules.observation(&state, None).contains("[uR]"));
    assert!(rules.observation(&state, Some(Seat(1))).contains("[gR]"));
    let notes: Vec<String> = rules
        .view(&state, None)
        .last_move
        .iter()
        .map(|m| m.id().to_string())
        .collect();
    assert_eq!(notes, ["evade-penalty", "evade-froze"]);
    // Blue's resample keeps it and deals Yellow's one other Fugitive.
    let mut rng = SplitMix64(5);
    for _ in 0..40 {
        let r = rules.resample(&state, Some(Seat(1)), &mut rng).unwrap();
        let yellow = super::legal::fugitive_squares(&r, 0);
        assert!(yellow.contains(&(sq("d4") as u8)), "{yellow:?}");
        assert_eq!(
            rules.observation(&r, Some(Seat(1))),
            rules.observation(&state, Some(Seat(1)))
        );
    }
    // Without the penalty the same freeze ends the game.
    let rules = series(50, false);
    let state = after(
        &rules,
        "gfg1fg/6/3g2/2F3/6/GG1GFG y y 0 match:0,0/50 game:1 last:-",
        "c3-d4",
    );
    assert_eq!(state.points, [0, 10]);
    assert_eq!(state.game, 2);
}

#[test]
fn series_the_loser_moves_first_next_and_after_a_draw_the_second() {
    let rules = series(50, false);
    // Yellow moved first and escaped: Blue starts game 2.
    let state = after(
        &rules,
        "gf1gfg/2F3/6/g5/6/GG1GGF y y 0 match:0,0/50 game:1 last:-",
        "c5-c6",
    );
    assert_eq!((state.first, state.to_move), (Some(1), 1));
    // Blue froze with a Fugitive and lost: Blue starts.
    let state = after(
        &rules,
        "gfg1gg/6/3f2/2G3/6/GF1GFG b b 0 match:10,0/50 game:2 last:y-escaped:f1,c6:b6,e6",
        "d4-c3",
    );
    assert_eq!(state.points, [20, 0]);
    assert_eq!(state.first, Some(1));
    // A draw in a game Yellow started: Blue starts the next.
    let state = after(
        &rules,
        "[Fk][fK]1[gK]1f/4G1/[Fk]5/[gK]5/6/6 y y 3 match:10,0/50 game:2 last:y-escaped:f1,c6:b6,e6",
        "e5-f6",
    );
    assert_eq!(state.first, Some(1));
}

#[test]
fn series_options_refuse_a_target_below_10_and_a_penalty_without_a_match() {
    let why = |o: &[(&str, OptionValue)]| with(o).expect_err("refused").0.id().to_string();
    assert_eq!(why(&[("match", OptionValue::Int(5))]), "evade-match-range");
    assert_eq!(
        why(&[("penalty", OptionValue::Bool(true))]),
        "evade-penalty-needs-match"
    );
    assert_eq!(why(&[("match", OptionValue::Int(201))]), "option-number");
    assert!(with(&[("match", OptionValue::Int(10))]).is_ok());
    assert!(
        with(&[
            ("match", OptionValue::Int(200)),
            ("penalty", OptionValue::Bool(true))
        ])
        .is_ok()
    );
    // The default is one game, whose text has no series fields.
    let rules = with(&[]).unwrap();
    assert!(!rules.e.series());
    assert_eq!(rules.max_plies(), MAX_PLIES);
    assert_eq!(series(50, false).max_plies(), 20 * MAX_PLIES);
    assert!(
        rules
            .from_position("gfggfg/6/6/6/6/GFGGFG y y 0 match:0,0/50 game:1 last:-")
            .is_err()
    );
}

#[test]
fn series_position_text_reads_back_and_refuses_what_cannot_be() {
    let rules = series(50, true);
    for text in [
        "pppppp/6/6/6/6/PPPPPP - - 0 match:0,0/50 game:1 last:-",
        "pppppp/6/6/6/6/PPPPPP b y 0 match:10,0/50 game:2 last:y-escaped:f1,c6:b6,e6",
        "gfg1fg/6/3[gR]2/6/6/GG1GFG y b 0 match:-10,0/50 game:1 last:-",
        "gfFgfg/6/6/g5/6/GG1GGF y over 1 match:50,30/50 game:8 last:b-escaped:a1,b1:a1,b1",
    ] {
        assert_eq!(rules.position_text(&at_in(&rules, text)), text);
    }
    for bad in [
        "gfggfg/6/6/6/6/GFGGFG y y 0",
        "gfggfg/6/6/6/6/GFGGFG y y 0 match:0,0/40 game:1 last:-",
        "gfggfg/6/6/6/6/GFGGFG y y 0 match:0,0/50 game:2 last:-",
        "gfggfg/6/6/6/6/GFGGFG y y 0 match:0,0/50 game:1 last:frozen:a1,b1:a1,b1",
        "gfggfg/6/6/6/6/GFGGFG y y 0 match:3,0/50 game:2 last:frozen:a1,b1:a1,b1",
        "gfggfg/6/6/6/6/GFGGFG y y 0 match:20,0/50 game:2 last:frozen:a1,b1:a1,b1",
        "gfggfg/6/6/6/6/GFGGFG y y 0 match:50,0/50 game:6 last:frozen:a1,b1:a1,b1",
        "gfggfg/6/6/6/6/GFGGFG y y 0 match:10,0/50 game:2 last:y-froze:a1,b1:a1,b1",
        "gfggfg/6/6/6/6/GFGGFG y y 0 match:10,0/50 game:2 last:y-escaped:b1,a1:a1,b1",
        "gfggfg/6/6/6/6/GFGGFG y y 0 match:10,0/50 game:2 last:y-won:a1,b1:a1,b1",
        "gfggfg/6/6/6/6/GFGGFG y y 0 match:10,0/50 game:21 last:y-escaped:a1,b1:a1,b1",
        "gfg1fg/6/3[gF]2/6/6/GG1GFG y b 0 match:-10,0/50 game:1 last:-",
        "gfg1fg/6/3[rG]2/6/6/GG1GFG y b 0 match:-10,0/50 game:1 last:-",
        "gfR1fg/6/3g2/6/6/GG1GFG y b 0 match:-10,0/50 game:1 last:-",
        "pppppp/6/6/6/6/PPPPPP - - 0 match:10,0/50 game:2 last:y-escaped:f1,c6:b6,e6",
        "pppppp/6/6/6/6/GFGGFR b b 0 match:0,0/50 game:1 last:-",
        "pppppp/6/6/6/6/GFGKFG b b 0 match:0,0/50 game:1 last:-",
        "gf1gfg/2F3/6/g5/6/GG1GGF y y 0 match:0,0/50 game:1",
    ] {
        assert!(rules.from_position(bad).is_err(), "{bad}");
    }
    // Without the penalty no point is lost and no Fugitive that froze plays on.
    let plain = series(50, false);
    assert!(
        plain
            .from_position("gfg1fg/6/3[gR]2/6/6/GG1GFG y b 0 match:-10,0/50 game:1 last:-")
            .is_err()
    );
    assert!(
        plain
            .from_position("gfggfg/6/6/6/6/GFGGFG y y 0 match:10,10/50 game:2 last:y-escaped:a1,b1:a1,b1")
            .is_err()
    );
}

/// Random series, with the penalty and without: every ply, each viewer's
/// picture and observation are the same in the resampled states it cannot
/// tell from the truth; the position text reads back to the same text and
/// the same moves; the series ends within `max_plies`.
#[test]
fn series_keep_their_secrets_and_read_back_along_random_series() {
    let mut games_seen = 0;
    let mut ends = BTreeMap::new();
    for (seed, penalty) in [(1u64, false), (2, true), (3, true)] {
        let rules = series(20, penalty);
        let mut rng = SplitMix64(seed);
        let mut state = rules.initial();
        let mut plies = 0;
        loop {
            let text = rules.position_text(&state);
            let read = rules
                .from_position(&text)
                .unwrap_or_else(|e| panic!("{text}: {e}"));
            assert_eq!(rules.position_text(&read), text);
            assert_eq!(legal(&rules, &read), legal(&rules, &state), "{text}");
            if plies % 5 == 0 {
                for viewer in [None, Some(Seat(0)), Some(Seat(1))] {
                    let r = rules.resample(&state, viewer, &mut rng).unwrap();
                    assert_eq!(
                        rules.observation(&r, viewer),
                        rules.observation(&state, viewer),
                        "{text}"
                    );
                    assert_eq!(rules.view(&r, viewer), rules.view(&state, viewer), "{text}");
                }
            }
            games_seen = games_seen.max(state.game);
            match rules.status(&state) {
                Status::Over(o) => {
                    let scores = o.scores.clone().unwrap();
                    assert!(scores.iter().any(|&p| p >= 20) || state.game == 8, "{scores:?}");
                    *ends.entry(penalty).or_insert(0) += 1;
                    break;
                }
                Status::Chance => rules.apply(&mut state, &EMove::First(rng.below(2) as u8)),
                Status::ToMove(_) => {
                    let moves = rules.legal_vec(&state);
                    let mv = moves[rng.below(moves.len())];
                    rules.apply(&mut state, &mv);
                }
            }
            plies += 1;
            assert!(plies <= rules.max_plies(), "seed {seed}: longer than max_plies");
        }
    }
    assert!(games_seen >= 2, "a series plays several games");
    assert_eq!(ends.len(), 2);
}

#[test]
fn series_picture_shows_the_match_score() {
    let rules = series(50, false);
    let state = at_in(
        &rules,
        "pppppp/6/6/6/6/PPPPPP b y 0 match:10,0/50 game:2 last:y-escaped:f1,c6:b6,e6",
    );
    let view = rules.view(&state, None);
    let caption = view.caption.as_ref().unwrap();
    assert_eq!(caption.id(), "evade-caption-series");
    let args: Vec<String> = caption.args().map(|(k, v)| format!("{k}={v:?}")).collect();
    assert!(
        args.iter().any(|a| a.starts_with("yellow=") && a.contains("10")),
        "{args:?}"
    );
    assert!(
        args.iter().any(|a| a.starts_with("game=") && a.contains('2')),
        "{args:?}"
    );
    assert_eq!(view.seats[0].score.as_ref().unwrap().id(), "evade-panel-series");
    // A single game keeps its caption and panels.
    let (single, start) = started();
    let view = single.view(&start, None);
    assert_eq!(view.caption.as_ref().unwrap().id(), "evade-caption-turn");
    assert_eq!(view.seats[0].score.as_ref().unwrap().id(), "evade-panel");
}

/// A whole random series, throws from a seed, written as a record and
/// read back as `/verify` does: the seed checked against its commitment,
/// every choice of every game replayed (the record holds them in full once
/// the series is over), the same result and scores.
#[test]
fn series_record_reads_back_as_verify_checks_it() {
    use crate::chance::{hex, parse_seed, seed_commitment};
    use crate::record::RecordTags;
    use crate::record::json::{self, ResultEntry};
    let entry = crate::registry::GAMES
        .iter()
        .find(|e| e.info().slug == "evade")
        .unwrap();
    let options = BTreeMap::from([
        ("match".to_string(), OptionValue::Int(20)),
        ("penalty".to_string(), OptionValue::Bool(true)),
    ]);
    let dice = parse_seed("42").unwrap();
    let mut game = entry.start(&options).unwrap();
    let mut rng = SplitMix64(42);
    while !matches!(game.status(), Status::Over(_)) {
        if game.status() == Status::Chance {
            game.throw_from_seed(&dice).unwrap();
        } else {
            let legal = game.legal();
            game.play(&legal[rng.below(legal.len())]).unwrap();
        }
    }
    let choices = game
        .history()
        .iter()
        .filter(|m| m.starts_with("fugitives "))
        .count();
    assert!(choices >= 4, "several games, each with two choices: {choices}");
    let tags = RecordTags {
        players: vec![Some("a".into()), Some("b".into())],
        seed_sha256: Some(seed_commitment(&dice)),
        seed: Some(hex(&dice)),
        ..RecordTags::default()
    };
    let record = entry.json_record(&options, game.history(), &tags).unwrap();
    let replay = json::read(&record.text).unwrap_or_else(|e| panic!("{e}\n{}", record.text));
    assert_eq!(replay.game.position(), game.position());
    let Status::Over(outcome) = game.status() else {
        unreachable!()
    };
    assert!(outcome.scores.is_some());
    assert_eq!(replay.result(), ResultEntry::of_outcome(&outcome));
    assert!(replay.throws_checked >= 1, "the first game's toss");
}
