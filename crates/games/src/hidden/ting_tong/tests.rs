//! Ting Tong: one test per rule of the catalog entry (`rule_…`) and per
//! gap it lists (`gap_N_…`, in its order: 1 a wrong lift, 2 going on after
//! a right one, 3 no reshuffle in a round, 4 the round count, 5 ties), on
//! deals written out bell by bell; the secrets (the glimpse after a lift
//! and only then, the lasting picture without contents, the public record
//! of the deal, the resample keeping every bell the table saw); the
//! position text; and a second model (a plain list of bells and a turn
//! loop written afresh) compared with the engine along random games. The
//! text has no worked example; the catalog's notation examples (`/tt lift
//! 3`, `/tt lift 12`) are played.

use std::collections::BTreeMap;

use super::*;
use crate::Options;
use crate::options::OptionValue;
use crate::playout::SplitMix64;

fn with(seats: i64) -> TingTong {
    let mut o = BTreeMap::new();
    o.insert("seats".to_string(), OptionValue::Int(seats));
    TingTong::new(&Options::validate(&variant::OPTIONS, &o).unwrap()).unwrap()
}

/// Bells 1 to 12: the 3, the 7, the 9, the 4, the 1, the 10, nothing, the
/// 5, the 8, the 2, the 6, nothing.
const LAYOUT: [u8; 12] = [3, 7, 9, 4, 1, 10, 0, 5, 8, 2, 6, 0];

/// The bell (from 1) hiding `n` in `layout`.
fn bell_of(layout: &[u8; 12], n: u8) -> u8 {
    layout.iter().position(|&t| t == n).unwrap() as u8 + 1
}

/// Deals `layout` (token under each bell, 0 nothing) for the round about
/// to be dealt, token 1 first.
fn deal(rules: &TingTong, state: &mut TState, layout: &[u8; 12]) {
    for n in 1..=TOKENS {
        let mv = TMove::Deal(bell_of(layout, n) - 1);
        assert!(rules.is_legal(state, &mv), "token {n} can be dealt");
        rules.apply(state, &mv);
    }
    assert!(matches!(rules.status(state), Status::ToMove(_)));
}

fn dealt(rules: &TingTong, layout: &[u8; 12]) -> TState {
    let mut state = rules.initial();
    deal(rules, &mut state, layout);
    state
}

/// A random deal of the round about to be dealt.
fn random_deal(rules: &TingTong, state: &mut TState, rng: &mut SplitMix64) {
    let mut out = Vec::new();
    while rules.status(state) == Status::Chance {
        out.clear();
        rules.chance_outcomes(state, &mut out);
        let mv = out[rng.below(out.len())].0;
        rules.apply(state, &mv);
    }
}

fn play(rules: &TingTong, state: &mut TState, text: &str) {
    rules
        .play(state, text)
        .unwrap_or_else(|e| panic!("{text}: {e:?}"));
}

/// Lifts, in turn, the bells of tokens `from` to `to` of `layout`.
fn find(rules: &TingTong, state: &mut TState, layout: &[u8; 12], from: u8, to: u8) {
    for n in from..=to {
        play(rules, state, &format!("lift {}", bell_of(layout, n)));
    }
}

fn to_move(rules: &TingTong, state: &TState) -> Option<u8> {
    match rules.status(state) {
        Status::ToMove(s) => Some(s.0),
        _ => None,
    }
}

#[test]
fn rule_twelve_bells_hide_ten_tokens_two_stay_empty() {
    let rules = with(2);
    let mut state = rules.initial();
    let mut out = Vec::new();
    for n in 1..=TOKENS {
        out.clear();
        rules.chance_outcomes(&state, &mut out);
        assert_eq!(
            out.len(),
            usize::from(BELLS - n + 1),
            "token {n}: any bell still empty"
        );
        assert!(out.iter().all(|(_, w)| *w == 1), "all equally likely");
        rules.apply(&mut state, &out[out.len() / 2].0);
    }
    let mut tokens: Vec<u8> = state.bells.iter().copied().filter(|&t| t > 0).collect();
    tokens.sort_unstable();
    assert_eq!(tokens, (1..=10).collect::<Vec<u8>>());
    assert_eq!(state.bells.iter().filter(|&&t| t == 0).count(), 2);
    assert_eq!(rules.status(&state), Status::ToMove(Seat(0)));
    assert_eq!(rules.legal_vec(&state).len(), 12, "any of the 12 bells");
}

#[test]
fn rule_a_right_token_lets_you_lift_again() {
    let rules = with(2);
    let mut state = dealt(&rules, &LAYOUT);
    play(&rules, &mut state, "lift 5"); // the 1
    assert_eq!(rules.status(&state), Status::ToMove(Seat(0)));
    assert!(state.again);
    assert_eq!(state.tokens[0], 1, "the player keeps the token");
    assert_eq!(state.bells[4], 0, "taken from under the bell");
    assert_eq!(state.next, 2);
    assert!(rules.legal_vec(&state).contains(&TMove::Stop));
    play(&rules, &mut state, "lift 10"); // the 2
    assert_eq!(rules.status(&state), Status::ToMove(Seat(0)));
    assert_eq!(state.tokens[0], 2);
}

#[test]
fn rule_tokens_must_be_found_in_order() {
    let rules = with(2);
    let mut state = dealt(&rules, &LAYOUT);
    // The 2 before the 1 is no find: it stays under its bell.
    play(&rules, &mut state, "lift 10");
    assert_eq!(state.bells[9], 2);
    assert_eq!(state.tokens, [0; 4]);
    assert_eq!(rules.status(&state), Status::ToMove(Seat(1)));
    find(&rules, &mut state, &LAYOUT, 1, 2);
    assert_eq!(state.tokens[1], 2, "Blue found the 1 and then the 2");
}

#[test]
fn gap_1_a_wrong_lift_covers_the_bell_again() {
    let rules = with(3);
    let mut state = dealt(&rules, &LAYOUT);
    play(&rules, &mut state, "lift 1"); // the 3, not the 1
    assert_eq!(state.bells, LAYOUT, "the 3 goes back under bell 1");
    assert_eq!(to_move(&rules, &state), Some(1), "the turn passes");
    play(&rules, &mut state, "lift 7"); // nothing
    assert_eq!(state.bells, LAYOUT);
    assert_eq!(to_move(&rules, &state), Some(2));
    assert!(!state.again);
    assert_eq!(state.tokens, [0; 4], "no penalty beyond the turn");
    // A bell already seen may be lifted again: pointless, not forbidden.
    play(&rules, &mut state, "lift 1");
    assert_eq!(to_move(&rules, &state), Some(0));
}

#[test]
fn gap_2_keep_lifting_while_right_and_stop_when_you_like() {
    let rules = with(2);
    let mut state = dealt(&rules, &LAYOUT);
    assert!(
        rules.play(&mut state.clone(), "stop").is_err(),
        "no stop before a find"
    );
    find(&rules, &mut state, &LAYOUT, 1, 6);
    assert_eq!(state.tokens[0], 6, "six finds in a row, still Red's turn");
    assert_eq!(to_move(&rules, &state), Some(0));
    play(&rules, &mut state, "stop");
    assert_eq!(to_move(&rules, &state), Some(1));
    assert_eq!(state.last, Last::Stop(0));
    assert!(!rules.legal_vec(&state).contains(&TMove::Stop));
    // Blue picks up from the 7.
    find(&rules, &mut state, &LAYOUT, 7, 7);
    assert_eq!(state.tokens[..2], [6, 1]);
}

#[test]
fn gap_3_bells_are_not_reshuffled_in_a_round() {
    for seed in 0..20 {
        let rules = with(2 + (seed % 3) as i64);
        let mut rng = SplitMix64(seed);
        let mut state = rules.initial();
        random_deal(&rules, &mut state, &mut rng);
        let start = state.bells;
        while state.round == 0 && !state.over {
            let legal = rules.legal_vec(&state);
            let mv = legal[rng.below(legal.len())];
            rules.apply(&mut state, &mv);
            if state.round > 0 {
                break;
            }
            // Each bell holds what it held, or nothing once its token is taken.
            for (now, was) in state.bells.iter().zip(start) {
                assert!(*now == was || (*now == 0 && was < state.next), "seed {seed}");
            }
        }
    }
}

#[test]
fn gap_4_the_10_ends_the_round_and_six_series_make_six_rounds() {
    let rules = with(3);
    let mut state = dealt(&rules, &LAYOUT);
    find(&rules, &mut state, &LAYOUT, 1, 10);
    assert_eq!(state.tokens[0], 10);
    assert_eq!(state.round, 1, "round 2");
    assert_eq!(rules.status(&state), Status::Chance, "the next series is dealt");
    assert_eq!(state.bells, [0; 12]);
    assert_eq!(state.lifted, 0, "a new round: nothing seen");
    deal(&rules, &mut state, &LAYOUT);
    assert_eq!(to_move(&rules, &state), Some(1), "Blue opens round 2");
    for round in 2..=5u8 {
        find(&rules, &mut state, &LAYOUT, 1, 10);
        assert_eq!(state.round, round);
        deal(&rules, &mut state, &LAYOUT);
        assert_eq!(to_move(&rules, &state), Some(round % 3));
    }
    find(&rules, &mut state, &LAYOUT, 1, 10);
    assert!(state.over, "six rounds, one per series");
    assert_eq!(state.tokens[..3], [20, 20, 20]);
}

#[test]
fn rule_six_rounds_then_most_tokens_wins() {
    let rules = with(2);
    let mut state = rules.initial();
    for round in 0..6u8 {
        deal(&rules, &mut state, &LAYOUT);
        // Red takes 1 to 6, stops; Blue misses; Red takes 7 to 10.
        let opener = to_move(&rules, &state).unwrap();
        assert_eq!(opener, round % 2);
        if opener == 1 {
            play(&rules, &mut state, "lift 7"); // Blue misses: empty
        }
        find(&rules, &mut state, &LAYOUT, 1, 6);
        play(&rules, &mut state, "stop");
        play(&rules, &mut state, "lift 12"); // Blue misses: empty
        find(&rules, &mut state, &LAYOUT, 7, 10);
    }
    let Status::Over(outcome) = rules.status(&state) else {
        panic!("over after six rounds");
    };
    assert_eq!(outcome.winner, Some(Seat(0)));
    assert_eq!(outcome.scores, Some(vec![60, 0]));
    assert_eq!(outcome.ranks, Some(vec![1, 2]));
    assert_eq!(outcome.reason.id(), "ting-tong-rounds-played");
    assert!(rules.legal_vec(&state).is_empty());
}

#[test]
fn gap_5_a_tie_is_shared() {
    let rules = with(3);
    let mut state = rules.initial();
    for _ in 0..6 {
        deal(&rules, &mut state, &LAYOUT);
        // The opener takes 1 to 5 and stops; the next seat takes 6 to 10.
        find(&rules, &mut state, &LAYOUT, 1, 5);
        play(&rules, &mut state, "stop");
        find(&rules, &mut state, &LAYOUT, 6, 10);
    }
    // Red opened rounds 1 and 4, Blue 2 and 5, Green 3 and 6, and each
    // came next after an opener twice: 4 × 5 = 20 tokens each, a tie.
    let Status::Over(outcome) = rules.status(&state) else {
        panic!("over");
    };
    assert_eq!(outcome.scores, Some(vec![20, 20, 20]));
    assert_eq!(outcome.winner, None, "shared");
    assert_eq!(outcome.ranks, Some(vec![1, 1, 1]));
    // Two tied for the most among four: both rank first, a shared win.
    let rules = with(4);
    let state = rules
        .from_position("-*,-*,-*,-*,-*,-*,-*,-*,-*,-*,-,- 6 over 20/20/15/5 1111122222 900 2:10=10+")
        .unwrap();
    let Status::Over(outcome) = rules.status(&state) else {
        panic!("over");
    };
    assert_eq!(outcome.winner, None);
    assert_eq!(outcome.ranks, Some(vec![1, 1, 3, 4]));
    assert_eq!(outcome.result_for(Seat(0)), crate::status::SeatResult::Draw);
    assert_eq!(outcome.result_for(Seat(2)), crate::status::SeatResult::Loss);
}

#[test]
fn the_glimpse_after_a_lift_shows_the_content_and_the_lasting_view_does_not() {
    let rules = with(2);
    let mut state = dealt(&rules, &LAYOUT);
    play(&rules, &mut state, "lift 2"); // the 7
    let glimpse = rules.glimpse(&state).expect("a lift is glimpsed");
    assert_eq!(glimpse.to, None, "by the whole table");
    let on = |v: &View, cell: &str| -> Vec<String> {
        v.pieces
            .iter()
            .filter(|p| p.cell == cell)
            .map(|p| p.kind.clone())
            .collect()
    };
    assert_eq!(on(&glimpse.view, "2"), ["7~paint:tan"]);
    assert_eq!(
        glimpse.view.caption.as_ref().unwrap().id(),
        "ting-tong-glimpse-wrong"
    );
    assert!(glimpse.view.caption_text().contains("token=7"));
    assert!(glimpse.view.caption_text().contains("next=1"));
    for viewer in [None, Some(Seat(0)), Some(Seat(1))] {
        let lasting = rules.view(&state, viewer);
        for b in 1..=12u8 {
            assert_eq!(
                on(&lasting, &b.to_string()),
                [view::bell_kind(b)],
                "bell {b} covered"
            );
        }
        assert!(!lasting.caption_text().contains("=7"), "no content in words");
        assert!(!format!("{lasting:?}").contains("paint:tan"));
    }
    // A right lift: the token in the finder's colour; an empty bell: nothing.
    play(&rules, &mut state, "lift 5");
    let glimpse = rules.glimpse(&state).unwrap();
    assert_eq!(on(&glimpse.view, "5"), ["1"]);
    assert!(
        glimpse
            .view
            .pieces
            .iter()
            .any(|p| p.cell == "5" && p.owner == Some(Seat(1)))
    );
    assert_eq!(
        glimpse.view.caption.as_ref().unwrap().id(),
        "ting-tong-glimpse-right"
    );
    play(&rules, &mut state, "lift 12");
    let glimpse = rules.glimpse(&state).unwrap();
    assert!(on(&glimpse.view, "12").is_empty());
    assert_eq!(
        glimpse.view.caption.as_ref().unwrap().id(),
        "ting-tong-glimpse-empty"
    );
}

#[test]
fn a_glimpse_is_none_after_a_deal_or_a_stop() {
    let rules = with(2);
    let mut state = rules.initial();
    assert!(rules.glimpse(&state).is_none(), "the start");
    rules.apply(&mut state, &TMove::Deal(4));
    assert!(rules.glimpse(&state).is_none(), "a token dealt");
    let mut state = dealt(&rules, &LAYOUT);
    assert!(rules.glimpse(&state).is_none(), "the deal's last throw");
    play(&rules, &mut state, "lift 5");
    assert!(rules.glimpse(&state).is_some());
    play(&rules, &mut state, "stop");
    assert!(rules.glimpse(&state).is_none(), "a stop uncovers nothing");
    // The 10 ends the round: its lift is glimpsed, the next deal's throw not.
    let mut state = dealt(&rules, &LAYOUT);
    find(&rules, &mut state, &LAYOUT, 1, 10);
    let g = rules.glimpse(&state).expect("the 10 is glimpsed");
    assert!(g.view.pieces.iter().any(|p| p.cell == "6" && p.kind == "10"));
    rules.apply(&mut state, &TMove::Deal(0));
    assert!(rules.glimpse(&state).is_none());
}

#[test]
fn resample_keeps_every_lifted_bell_and_deals_the_rest_anew() {
    let rules = with(2);
    let mut state = dealt(&rules, &LAYOUT);
    play(&rules, &mut state, "lift 1"); // the 3, seen
    play(&rules, &mut state, "lift 7"); // nothing, seen
    play(&rules, &mut state, "lift 5"); // the 1, taken
    let mut rng = SplitMix64(3);
    let mut moved = false;
    for k in 0..200 {
        let viewer = [None, Some(Seat(0)), Some(Seat(1))][k % 3];
        let other = rules.resample(&state, viewer, &mut rng).unwrap();
        assert_eq!(other.bells[0], 3, "bell 1 was seen");
        assert_eq!(other.bells[6], 0, "bell 7 was seen empty");
        assert_eq!(other.bells[4], 0, "bell 5's token was taken");
        let mut tokens: Vec<u8> = other.bells.iter().copied().filter(|&t| t > 0).collect();
        tokens.sort_unstable();
        assert_eq!(
            tokens,
            (2..=10).collect::<Vec<u8>>(),
            "the tokens not taken, once each"
        );
        assert_eq!(
            rules.observation(&other, viewer),
            rules.observation(&state, viewer)
        );
        assert_eq!(rules.view(&other, viewer), rules.view(&state, viewer));
        assert_eq!(rules.glimpse(&other), rules.glimpse(&state));
        assert_eq!(rules.legal_vec(&other), rules.legal_vec(&state));
        moved |= other.bells != state.bells;
    }
    assert!(moved, "the unseen tokens are dealt anew");
    // Uniform: the 2 goes under each of the 9 bells never lifted.
    let mut under = [0u32; 12];
    for _ in 0..1800 {
        let other = rules.resample(&state, None, &mut rng).unwrap();
        under[other.bells.iter().position(|&t| t == 2).unwrap()] += 1;
    }
    for (b, &n) in under.iter().enumerate() {
        if [0, 4, 6].contains(&b) {
            assert_eq!(n, 0);
        } else {
            assert!((120..=280).contains(&n), "bell {}: {n} of 1800", b + 1);
        }
    }
    // During a deal, the tokens dealt so far go anywhere.
    let mut s = rules.initial();
    rules.apply(&mut s, &TMove::Deal(0));
    rules.apply(&mut s, &TMove::Deal(1));
    let other = rules.resample(&s, None, &mut rng).unwrap();
    assert_eq!(other.bells.iter().filter(|&&t| t > 0).count(), 2);
    assert_eq!(other.placed, 2);
}

#[test]
fn public_move_text_hides_the_bell_of_a_dealt_token() {
    let rules = with(2);
    let mut state = rules.initial();
    assert_eq!(rules.format_move(&state, &TMove::Deal(6)), "1:7");
    assert_eq!(rules.public_move_text(&state, &TMove::Deal(6)), "1:?");
    rules.apply(&mut state, &TMove::Deal(6));
    assert_eq!(rules.public_move_text(&state, &TMove::Deal(2)), "2:?");
    let state = dealt(&rules, &LAYOUT);
    assert_eq!(rules.public_move_text(&state, &TMove::Lift(6)), "lift 7");
    assert_eq!(rules.public_move_text(&state, &TMove::Stop), "stop");
}

#[test]
fn catalog_notation_examples_and_aliases() {
    let rules = with(2);
    let mut state = dealt(&rules, &LAYOUT);
    assert_eq!(rules.parse_move(&state, "/tt lift 3").unwrap(), TMove::Lift(2));
    assert_eq!(rules.parse_move(&state, "/tt lift 12").unwrap(), TMove::Lift(11));
    assert_eq!(rules.parse_move(&state, "alza 7").unwrap(), TMove::Lift(6));
    assert_eq!(rules.parse_move(&state, "Solleva 7").unwrap(), TMove::Lift(6));
    assert_eq!(rules.parse_move(&state, "7").unwrap(), TMove::Lift(6));
    assert_eq!(rules.parse_move(&state, "LIFT 11").unwrap(), TMove::Lift(10));
    assert_eq!(rules.format_move(&state, &TMove::Lift(11)), "lift 12");
    play(&rules, &mut state, "lift 5");
    assert_eq!(rules.parse_move(&state, "basta").unwrap(), TMove::Stop);
    for step in rules.legal_vec(&state) {
        assert_eq!(rules.move_steps(&state, &step).len(), 1);
    }
}

#[test]
fn refusals_say_what_is_wrong_and_never_what_is_under_a_bell() {
    let rules = with(2);
    let mut state = dealt(&rules, &LAYOUT);
    let why = |state: &TState, text: &str| {
        rules
            .parse_move(state, text)
            .unwrap_err()
            .message()
            .walk()
            .iter()
            .map(|m| m.id().to_string())
            .collect::<Vec<_>>()
    };
    assert!(why(&state, "lift 13").contains(&"ting-tong-no-such-bell".to_string()));
    assert!(why(&state, "0").contains(&"ting-tong-no-such-bell".to_string()));
    assert!(why(&state, "stop").contains(&"ting-tong-no-stop".to_string()));
    assert!(why(&state, "hello").contains(&"ting-tong-notation".to_string()));
    // The same words whatever is under the bells.
    let other = dealt(&rules, &[7, 3, 9, 4, 1, 10, 0, 5, 8, 2, 0, 6]);
    for text in ["lift 13", "stop", "zz", "pass"] {
        assert_eq!(why(&state, text), why(&other, text), "{text}");
    }
    let mut dealing = rules.initial();
    rules.apply(&mut dealing, &TMove::Deal(0));
    assert!(why(&dealing, "lift 3").contains(&"ting-tong-dealing".to_string()));
    play(&rules, &mut state, "lift 5");
    assert!(rules.parse_move(&state, "stop").is_ok());
}

#[test]
fn the_lift_cap_ends_a_game_that_would_not() {
    let rules = with(2);
    let mut state = dealt(&rules, &LAYOUT);
    find(&rules, &mut state, &LAYOUT, 1, 3);
    play(&rules, &mut state, "stop");
    // Both seats lift the empty bell 7 for ever.
    let mut plies = 0;
    while !state.over {
        play(&rules, &mut state, "lift 7");
        plies += 1;
    }
    assert_eq!(state.lifts, LIFT_CAP);
    assert!(plies < rules.max_plies() as usize);
    let Status::Over(outcome) = rules.status(&state) else {
        panic!("over");
    };
    assert_eq!(outcome.winner, Some(Seat(0)), "Red has 3 tokens, Blue none");
    assert_eq!(outcome.reason.id(), "ting-tong-capped");
    let text = rules.position_text(&state);
    assert_eq!(rules.position_text(&rules.from_position(&text).unwrap()), text);
}

#[test]
fn observation_hides_the_bells_nobody_lifted() {
    let rules = with(2);
    let mut state = dealt(&rules, &LAYOUT);
    assert_eq!(
        rules.position_text(&state),
        "3,7,9,4,1,10,-,5,8,2,6,- 1 1 0/0 - 0 -"
    );
    play(&rules, &mut state, "lift 5");
    play(&rules, &mut state, "lift 1");
    assert_eq!(
        rules.observation(&state, None),
        "3*,?,?,?,-*,?,?,?,?,?,?,? 1 2 1/0 1 2 1:1=3"
    );
    for seat in [Some(Seat(0)), Some(Seat(1))] {
        assert_eq!(rules.observation(&state, seat), rules.observation(&state, None));
    }
}

#[test]
fn position_text_round_trip_and_refusals() {
    for seats in 2..=4u8 {
        let rules = with(i64::from(seats));
        let mut rng = SplitMix64(u64::from(seats));
        let mut state = rules.initial();
        let mut out = Vec::new();
        loop {
            let text = rules.position_text(&state);
            let back = rules
                .from_position(&text)
                .unwrap_or_else(|e| panic!("{text}: {e:?}"));
            assert_eq!(rules.position_text(&back), text);
            assert_eq!(rules.legal_vec(&back), rules.legal_vec(&state));
            assert_eq!(rules.status(&back), rules.status(&state));
            match rules.status(&state) {
                Status::Over(_) => break,
                Status::Chance => {
                    out.clear();
                    rules.chance_outcomes(&state, &mut out);
                    let mv = out[rng.below(out.len())].0;
                    rules.apply(&mut state, &mv);
                }
                Status::ToMove(_) => {
                    // Mostly finds, so the game ends by its six rounds.
                    let legal = rules.legal_vec(&state);
                    let right = (0..12).find(|&b| state.bells[b] == state.next);
                    let mv = match right {
                        Some(b) if rng.below(3) > 0 => TMove::Lift(b as u8),
                        _ => legal[rng.below(legal.len())],
                    };
                    rules.apply(&mut state, &mv);
                }
            }
        }
    }
    let rules = with(2);
    for bad in [
        "",
        "3,7,9,4,1,10,-,5,8,2,6 1 1 0/0 - 0 -",
        "3,7,9,4,1,10,-,5,8,2,6,3 1 1 0/0 - 0 -",
        "3,7,9,4,1,11,-,5,8,2,6,- 1 1 0/0 - 0 -",
        "3,7,9,4,1,10,-,5,8,2,6,- 7 1 0/0 - 0 -",
        "3,7,9,4,1,10,-,5,8,2,6,- 1 3 0/0 - 0 -",
        "3,7,9,4,1,10,-,5,8,2,6,- 1 1 1/0 - 0 -",
        "3,7,9,4,1,10,-,5,8,2,6,- 1 1 0/0/0 - 0 -",
        "3,7,9,4,1,10,-,5,8,2,6,- 1 deal 0/0 - 0 -",
        "3,7,9,4,1,10,-,5,8,2,6,- 1 over 0/0 - 0 -",
        "3,7,9,4,-*,10,-,5,8,2,6,- 1 1 1/0 1 1 1:5=1+",
        "3,7,9,4,-*,10,-,5,8,2,6,- 1 1+ 1/0 1 0 1:5=1+",
        "3,7,9,4,1,10,-,5,8,2,6,- 1 1 0/0 - 0 1:7=-+",
        "3,7,9,4,1,10,-,5,8,2,6,- 1 1 0/0 - 2000 -",
    ] {
        assert!(rules.from_position(bad).is_err(), "{bad}");
    }
    assert!(
        rules
            .from_position("-,-,1,-,2,-,-,-,-,-,-,- 1 deal 0/0 - 0 -")
            .is_ok()
    );
    assert!(
        rules
            .from_position("3,7,9,4,-*,10,-,5,8,2,6,- 1 1+ 1/0 1 1 1:5=1+")
            .is_ok()
    );
}

/// A second model, written apart: the bells as a plain list of numbers,
/// the turn loop spelled out, compared with the engine after every move
/// of random games (lifts, stops and the deal's throws).
#[test]
fn a_second_model_agrees_along_random_games() {
    struct Model {
        seats: usize,
        bells: Vec<Option<u8>>,
        dealt: u8,
        need: u8,
        round: usize,
        score: Vec<u32>,
        turn: usize,
        may_stop: bool,
        lifts: u32,
        done: bool,
    }
    for seats in 2..=4usize {
        for seed in 0..6u64 {
            let rules = with(seats as i64);
            let mut rng = SplitMix64(seed * 7 + seats as u64);
            let mut m = Model {
                seats,
                bells: vec![None; 12],
                dealt: 0,
                need: 1,
                round: 1,
                score: vec![0; seats],
                turn: 0,
                may_stop: false,
                lifts: 0,
                done: false,
            };
            let mut state = rules.initial();
            let mut out = Vec::new();
            while !m.done {
                if m.dealt < 10 {
                    // The engine's outcomes are the model's empty bells.
                    out.clear();
                    rules.chance_outcomes(&state, &mut out);
                    let empty: Vec<TMove> = (0..12u8)
                        .filter(|&b| m.bells[usize::from(b)].is_none())
                        .map(TMove::Deal)
                        .collect();
                    assert_eq!(out.iter().map(|(mv, _)| *mv).collect::<Vec<_>>(), empty);
                    let mv = empty[rng.below(empty.len())];
                    let TMove::Deal(b) = mv else { unreachable!() };
                    m.dealt += 1;
                    m.bells[usize::from(b)] = Some(m.dealt);
                    rules.apply(&mut state, &mv);
                } else {
                    let mut legal: Vec<TMove> = (0..12).map(TMove::Lift).collect();
                    if m.may_stop {
                        legal.push(TMove::Stop);
                    }
                    assert_eq!(rules.legal_vec(&state), legal);
                    assert_eq!(rules.status(&state), Status::ToMove(Seat(m.turn as u8)));
                    // Lifts biased toward the right bell, so rounds end.
                    let right = m.bells.iter().position(|&t| t == Some(m.need));
                    let mv = match right {
                        Some(b) if rng.below(4) == 0 => TMove::Lift(b as u8),
                        _ => legal[rng.below(legal.len())],
                    };
                    rules.apply(&mut state, &mv);
                    match mv {
                        TMove::Stop => {
                            m.may_stop = false;
                            m.turn = (m.turn + 1) % m.seats;
                        }
                        TMove::Lift(b) => {
                            m.lifts += 1;
                            if m.bells[usize::from(b)] == Some(m.need) {
                                m.bells[usize::from(b)] = None;
                                m.score[m.turn] += 1;
                                m.may_stop = true;
                                m.need += 1;
                                if m.need == 11 {
                                    m.may_stop = false;
                                    if m.round == 6 || m.lifts >= LIFT_CAP {
                                        m.done = true;
                                    } else {
                                        m.round += 1;
                                        m.bells = vec![None; 12];
                                        m.dealt = 0;
                                        m.need = 1;
                                        m.turn = (m.round - 1) % m.seats;
                                    }
                                }
                            } else {
                                m.may_stop = false;
                                m.turn = (m.turn + 1) % m.seats;
                            }
                            if m.lifts >= LIFT_CAP {
                                m.done = true;
                            }
                        }
                        TMove::Deal(_) => unreachable!(),
                    }
                }
                let bells: Vec<u8> = m.bells.iter().map(|t| t.unwrap_or(0)).collect();
                assert_eq!(state.bells.to_vec(), bells);
                let score: Vec<u32> = state.tokens[..seats].iter().map(|&t| u32::from(t)).collect();
                assert_eq!(score, m.score);
                assert_eq!(state.over, m.done);
                assert_eq!(usize::from(state.round) + 1, m.round);
            }
            let Status::Over(outcome) = rules.status(&state) else {
                panic!("over");
            };
            let best = *m.score.iter().max().unwrap();
            let winners: Vec<usize> = (0..seats).filter(|&s| m.score[s] == best).collect();
            match winners[..] {
                [w] => assert_eq!(outcome.winner, Some(Seat(w as u8))),
                _ => assert_eq!(outcome.winner, None),
            }
        }
    }
}
