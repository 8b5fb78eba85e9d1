//! Domemo: one test per rule of the catalog entry (`rule_…`) and per gap
//! (`gap_N_…`), on deals written out tile by tile; the hidden facts (who
//! sees what, the public record of the deal, the resample keeping every
//! wrong guess true); the position text; and a second model of a turn
//! (plain vectors of numbers) compared with the engine along random games.
//! The text has no worked example; the catalog's notation examples
//! (`/guess 7`, `/guess 3`) are played.

use std::collections::BTreeMap;

use super::state::{TILES, deal_table, total};
use super::*;
use crate::Options;
use crate::options::OptionValue;
use crate::playout::SplitMix64;

fn with(seats: i64) -> Domemo {
    let mut o = BTreeMap::new();
    o.insert("seats".to_string(), OptionValue::Int(seats));
    Domemo::new(&Options::validate(&variant::OPTIONS, &o).unwrap()).unwrap()
}

/// Two seats: Red 1234567, Blue 2345677, reserve 3445556, face up 6667777.
const DEAL2: &str = "1234567 2345677 3445556 6667777";

/// The state after dealing `digits` (spaces ignored) in the deal's order:
/// the racks in seat order, the reserve, the face-up tiles.
fn dealt(rules: &Domemo, digits: &str) -> DState {
    let mut state = rules.initial();
    for d in digits.chars().filter(|c| !c.is_whitespace()) {
        let n = d.to_digit(10).unwrap() as u8;
        assert!(rules.is_legal(&state, &DMove::Deal(n)), "{d} can be dealt");
        rules.apply(&mut state, &DMove::Deal(n));
    }
    assert_eq!(rules.status(&state), Status::ToMove(Seat(0)));
    state
}

/// A random deal.
fn random_deal(rules: &Domemo, seed: u64) -> DState {
    let mut rng = SplitMix64(seed);
    let mut state = rules.initial();
    let mut out = Vec::new();
    while rules.status(&state) == Status::Chance {
        out.clear();
        rules.chance_outcomes(&state, &mut out);
        let sum: u32 = out.iter().map(|(_, w)| w).sum();
        let mut pick = rng.below(sum as usize) as u32;
        let mv = out
            .iter()
            .find(|(_, w)| {
                if pick < *w {
                    true
                } else {
                    pick -= w;
                    false
                }
            })
            .unwrap()
            .0;
        rules.apply(&mut state, &mv);
    }
    state
}

fn play(rules: &Domemo, state: &mut DState, text: &str) {
    rules
        .play(state, text)
        .unwrap_or_else(|e| panic!("{text}: {e:?}"));
}

#[test]
fn rule_tiles_a_pyramid_of_28() {
    let rules = with(2);
    let mut out = Vec::new();
    rules.chance_outcomes(&rules.initial(), &mut out);
    let weights: Vec<(DMove, u32)> = (1..=7).map(|n| (DMove::Deal(n), u32::from(n))).collect();
    assert_eq!(out, weights);
    assert_eq!(out.iter().map(|(_, w)| w).sum::<u32>(), 28);
}

#[test]
fn rule_deal_table_counts_for_2_to_5_seats() {
    let table = [(2, (7, 7, 7)), (3, (7, 7, 0)), (4, (5, 4, 4)), (5, (4, 4, 4))];
    for (seats, (hand, hidden, open)) in table {
        assert_eq!(deal_table(seats), (hand, hidden, open));
        assert_eq!(
            hand * seats + hidden + open,
            28,
            "{seats} seats: every tile dealt"
        );
        let rules = with(i64::from(seats));
        for seed in 0..5 {
            let state = random_deal(&rules, seed);
            for s in 0..seats {
                assert_eq!(state.rack_len(s), hand, "{seats} seats, seat {s}");
            }
            assert_eq!(total(&state.reserve), hidden);
            assert_eq!(total(&state.face_up), open);
            assert_eq!(state.dealt, TILES);
        }
    }
}

#[test]
fn rule_deal_order_racks_then_reserve_then_face_up() {
    let rules = with(2);
    let state = dealt(&rules, DEAL2);
    assert_eq!(
        rules.position_text(&state),
        "1234567/2345677 3445556 6667777 - -/- 1 0"
    );
    // The canonical throws name the place: a rack by its seat, r, t.
    let mut s = rules.initial();
    assert_eq!(rules.format_move(&s, &DMove::Deal(4)), "4:1");
    for (i, d) in "12345672345677".chars().enumerate() {
        play(&rules, &mut s, &format!("{d}:{}", 1 + i / 7));
    }
    assert_eq!(rules.format_move(&s, &DMove::Deal(4)), "4:r");
    for _ in 0..7 {
        let mut out = Vec::new();
        rules.chance_outcomes(&s, &mut out);
        rules.apply(&mut s, &out[0].0);
    }
    assert!(rules.format_move(&s, &DMove::Deal(7)).ends_with(":t"));
}

#[test]
fn rule_own_rack_hidden_reserve_hidden_from_all() {
    let rules = with(2);
    let state = dealt(&rules, DEAL2);
    let red = rules.view(&state, Some(Seat(0)));
    assert!(
        red.seats[0].hand.iter().all(|t| t.face.is_none()),
        "Red sees no tile of its own"
    );
    let blue_rack: Vec<String> = red.seats[1].hand.iter().filter_map(|t| t.face.clone()).collect();
    assert_eq!(blue_rack, ["2", "3", "4", "5", "6", "7", "7"]);
    let spectator = rules.view(&state, None);
    assert!(
        spectator
            .seats
            .iter()
            .all(|p| p.hand.iter().all(|t| t.face.is_none()))
    );
    assert_eq!(
        rules.observation(&state, Some(Seat(0))),
        "#7/2345677 #7 6667777 - -/- 1 0"
    );
    assert_eq!(rules.observation(&state, None), "#7/#7 #7 6667777 - -/- 1 0");
    // The pyramid's counts, from Red's point of view: 6s are one in Blue's
    // rack and three face up; Red's own 6 and the reserve's are unknown.
    let count = |v: &View, n: u8| {
        v.cell_labels
            .iter()
            .find(|(c, _)| *c == format!("~count-{n}"))
            .unwrap()
            .1
            .clone()
    };
    assert_eq!(count(&red, 6), "4/6");
    // Nobody's picture is turned: each reader's seat is the bottom one.
    assert_eq!(red.bottom, Some(Seat(0)));
    assert_eq!(rules.view(&state, Some(Seat(1))).bottom, Some(Seat(1)));
    assert_eq!(count(&spectator, 6), "3/6");
}

#[test]
fn rule_right_guess_discards_one_tile_of_several() {
    let rules = with(2);
    let mut state = dealt(&rules, DEAL2);
    rules.apply(&mut state, &DMove::Guess(1));
    rules.apply(&mut state, &DMove::Stop);
    // Blue holds two 7s: a right guess puts out one.
    play(&rules, &mut state, "7");
    assert_eq!(state.racks[1][7], 1);
    assert_eq!(state.discards[7], 1);
    assert_eq!(state.racks[0][1], 0);
    assert_eq!(state.discards[1], 1);
}

#[test]
fn rule_two_or_three_players_may_guess_again() {
    for seats in [2, 3] {
        let rules = with(seats);
        let mut state = random_deal(&rules, 7);
        let held = (1..=7u8).find(|&n| state.racks[0][usize::from(n)] > 0).unwrap();
        play(&rules, &mut state, &held.to_string());
        assert_eq!(rules.status(&state), Status::ToMove(Seat(0)));
        assert!(rules.legal_vec(&state).contains(&DMove::Stop));
    }
}

#[test]
fn rule_four_or_five_players_one_guess_a_turn() {
    for seats in [4, 5] {
        let rules = with(seats);
        let mut state = random_deal(&rules, 3);
        let held = (1..=7u8).find(|&n| state.racks[0][usize::from(n)] > 0).unwrap();
        play(&rules, &mut state, &held.to_string());
        assert_eq!(rules.status(&state), Status::ToMove(Seat(1)), "{seats} seats");
        assert!(!rules.legal_vec(&state).contains(&DMove::Stop));
        assert!(rules.play(&mut state, "stop").is_err());
    }
}

#[test]
fn rule_wrong_guess_ends_the_turn() {
    let rules = with(2);
    let mut state = dealt(&rules, DEAL2);
    play(&rules, &mut state, "1");
    play(&rules, &mut state, "1"); // Red holds one 1, now put out
    assert_eq!(rules.status(&state), Status::ToMove(Seat(1)));
    assert_eq!(state.last.map(|g| g.right), Some(false));
}

#[test]
fn rule_first_empty_rack_wins_no_draws() {
    let rules = with(2);
    let mut state = dealt(&rules, DEAL2);
    for n in 1..=6 {
        play(&rules, &mut state, &n.to_string());
    }
    assert_eq!(rules.status(&state), Status::ToMove(Seat(0)));
    play(&rules, &mut state, "7");
    let Status::Over(outcome) = rules.status(&state) else {
        panic!("over");
    };
    assert_eq!(outcome.winner, Some(Seat(0)));
}

#[test]
fn gap_1_keep_guessing_while_right_stop_when_you_like() {
    let rules = with(3);
    let mut state = random_deal(&rules, 11);
    let mut right = 0;
    for n in 1..=7u8 {
        while state.racks[0][usize::from(n)] > 0 && state.rack_len(0) > 1 {
            play(&rules, &mut state, &n.to_string());
            right += 1;
            assert_eq!(rules.status(&state), Status::ToMove(Seat(0)));
        }
    }
    assert_eq!(right, 6, "six right guesses in a row, the turn still Red's");
    play(&rules, &mut state, "stop");
    assert_eq!(rules.status(&state), Status::ToMove(Seat(1)));
    assert!(!state.again);
}

#[test]
fn gap_2_wrong_guess_has_no_other_penalty() {
    let rules = with(2);
    let mut state = dealt(&rules, DEAL2);
    let before = state.racks;
    play(&rules, &mut state, "1");
    play(&rules, &mut state, "1");
    assert_eq!(state.racks[0][1], 0);
    assert_eq!(
        state.rack_len(0),
        6,
        "the wrong guess took nothing, added nothing"
    );
    assert_eq!(state.racks[1], before[1]);
    assert_eq!(state.discards[1], 1);
}

#[test]
fn gap_2_a_number_guessed_wrong_may_be_guessed_again() {
    let rules = with(2);
    let mut state = dealt(&rules, DEAL2);
    play(&rules, &mut state, "1");
    play(&rules, &mut state, "1"); // wrong now
    play(&rules, &mut state, "1"); // Blue: wrong
    play(&rules, &mut state, "1"); // Red again: legal, pointless
    assert_eq!(state.wrong[0], 1 << 1);
    assert_eq!(rules.status(&state), Status::ToMove(Seat(1)));
}

#[test]
fn gap_3_the_game_ends_at_once() {
    let rules = with(3);
    let mut state = random_deal(&rules, 5);
    for n in 1..=7u8 {
        while state.racks[0][usize::from(n)] > 0 {
            play(&rules, &mut state, &n.to_string());
        }
    }
    assert!(matches!(rules.status(&state), Status::Over(ref o) if o.winner == Some(Seat(0))));
    assert!(rules.legal_vec(&state).is_empty());
}

#[test]
fn the_guess_cap_ends_a_game_that_would_not() {
    let rules = with(2);
    let mut state = dealt(&rules, DEAL2);
    play(&rules, &mut state, "1");
    play(&rules, &mut state, "1");
    // Both seats name 1 for ever: nobody holds one.
    let mut plies = 0;
    while !state.over() {
        play(&rules, &mut state, "1");
        plies += 1;
    }
    assert_eq!(state.guesses, state::GUESS_CAP);
    assert!(plies + 28 < rules.max_plies() as usize);
    let Status::Over(outcome) = rules.status(&state) else {
        panic!("over");
    };
    assert_eq!(outcome.winner, Some(Seat(0)), "Red has 6 tiles left, Blue 7");
}

#[test]
fn catalog_notation_examples_and_aliases() {
    let rules = with(2);
    let mut state = dealt(&rules, DEAL2);
    assert_eq!(rules.parse_move(&state, "guess 7").unwrap(), DMove::Guess(7));
    assert_eq!(rules.parse_move(&state, "indovino 3").unwrap(), DMove::Guess(3));
    play(&rules, &mut state, "guess 7");
    assert_eq!(rules.parse_move(&state, "basta").unwrap(), DMove::Stop);
    assert_eq!(rules.format_move(&state, &DMove::Stop), "stop");
    assert!(rules.parse_move(&state, "8").is_err());
    assert!(rules.parse_move(&state, "hello").is_err());
}

#[test]
fn public_move_text_hides_tiles_dealt_face_down() {
    let rules = with(2);
    let mut state = rules.initial();
    let mut public = Vec::new();
    for d in DEAL2.chars().filter(|c| !c.is_whitespace()) {
        let mv = DMove::Deal(d.to_digit(10).unwrap() as u8);
        public.push(rules.public_move_text(&state, &mv));
        rules.apply(&mut state, &mv);
    }
    assert_eq!(public[0], "?:1");
    assert_eq!(public[7], "?:2");
    assert_eq!(public[14], "?:r");
    assert_eq!(public[21], "6:t");
    assert!(public[..21].iter().all(|t| t.starts_with('?')));
    // A guess is public.
    assert_eq!(rules.public_move_text(&state, &DMove::Guess(5)), "5");
}

#[test]
fn resample_keeps_what_the_viewer_sees_and_every_wrong_guess() {
    for seats in 2..=5u8 {
        let rules = with(i64::from(seats));
        for seed in 0..20 {
            let mut state = random_deal(&rules, seed);
            let mut rng = SplitMix64(seed);
            // Each seat guesses wrong twice or three times.
            for _ in 0..(3 * seats) {
                let s = usize::from(state.to_move);
                let wrong = (1..=7u8)
                    .find(|&n| state.racks[s][usize::from(n)] == 0 && state.wrong[s] & (1 << n) == 0);
                match wrong {
                    Some(n) => rules.apply(&mut state, &DMove::Guess(n)),
                    None => break,
                }
            }
            let mut changed = false;
            for viewer in std::iter::once(None).chain((0..seats).map(|s| Some(Seat(s)))) {
                for _ in 0..5 {
                    let other = rules.resample(&state, viewer, &mut rng).unwrap();
                    for s in 0..seats {
                        let s = usize::from(s);
                        assert_eq!(
                            other.racks[s].iter().sum::<u8>(),
                            state.racks[s].iter().sum::<u8>()
                        );
                        for n in 1..=7 {
                            if other.wrong[s] & (1 << n) != 0 {
                                assert_eq!(other.racks[s][n], 0, "seat {s} guessed {n} wrong");
                            }
                        }
                        if viewer.is_some_and(|v| v.index() != s) {
                            assert_eq!(other.racks[s], state.racks[s], "a rack the viewer sees");
                        }
                    }
                    assert_eq!(other.face_up, state.face_up);
                    assert_eq!(other.wrong, state.wrong);
                    assert_eq!(rules.view(&other, viewer), rules.view(&state, viewer));
                    assert_eq!(
                        rules.observation(&other, viewer),
                        rules.observation(&state, viewer)
                    );
                    changed |= other != state;
                }
            }
            assert!(changed, "{seats} seats, seed {seed}: the resample deals anew");
        }
    }
}

#[test]
fn resample_is_uniform_over_a_small_case() {
    // Red (2 seats) has guessed 7 wrong: its rack of 7 holds no 7, so every
    // 7 it cannot see is in the reserve. Over many resamples for Red, the
    // reserve always holds them.
    let rules = with(2);
    let mut state = dealt(&rules, "1234566 2345677 3445577 5666777");
    play(&rules, &mut state, "7");
    let mut rng = SplitMix64(9);
    for _ in 0..200 {
        let other = rules.resample(&state, Some(Seat(0)), &mut rng).unwrap();
        assert_eq!(other.racks[0][7], 0);
        assert_eq!(other.reserve[7], 2);
    }
}

#[test]
fn position_text_round_trip_and_refusals() {
    for seats in 2..=5u8 {
        let rules = with(i64::from(seats));
        let mut rng = SplitMix64(u64::from(seats));
        let mut state = random_deal(&rules, u64::from(seats));
        loop {
            let text = rules.position_text(&state);
            let back = rules
                .from_position(&text)
                .unwrap_or_else(|e| panic!("{text}: {e:?}"));
            assert_eq!(rules.position_text(&back), text);
            assert_eq!(rules.legal_vec(&back), rules.legal_vec(&state));
            if state.over() {
                break;
            }
            let legal = rules.legal_vec(&state);
            rules.apply(&mut state, &legal[rng.below(legal.len())]);
        }
    }
    let rules = with(2);
    for bad in [
        "",
        "1234567/2345677 3445556 6667777 - -/- 3 0",
        "1234568/2345677 3445556 6667777 - -/- 1 0",
        "1234567/2345677 3445556 6667777 - 1/- 1 0",
        "1234567/2345677 3445556 666777 - -/- 1 0",
        "1234567/2345677/1 3445556 6667777 - -/- 1 0",
        "1234567/2345677 3445556 6667777 - -/- deal 0",
        "-/1 - - - -/- deal 0",
    ] {
        assert!(rules.from_position(bad).is_err(), "{bad}");
    }
    assert!(rules.from_position("12/- - - - -/- deal 0").is_ok());
}

/// A second model of a turn: racks as plain vectors of numbers.
#[test]
fn a_second_model_agrees_along_random_games() {
    for seats in 2..=5u8 {
        let rules = with(i64::from(seats));
        for seed in 0..10 {
            let mut state = random_deal(&rules, seed * 31 + u64::from(seats));
            let mut racks: Vec<Vec<u8>> = (0..seats)
                .map(|s| super::state::numbers(&state.racks[usize::from(s)]).collect())
                .collect();
            let mut turn = 0usize;
            let mut again;
            let mut rng = SplitMix64(seed);
            while !state.over() {
                let legal = rules.legal_vec(&state);
                let mv = legal[rng.below(legal.len())];
                rules.apply(&mut state, &mv);
                match mv {
                    DMove::Stop => {
                        turn = (turn + 1) % usize::from(seats);
                        again = false;
                    }
                    DMove::Guess(n) => match racks[turn].iter().position(|&t| t == n) {
                        Some(i) => {
                            racks[turn].remove(i);
                            again = seats <= 3 && !racks[turn].is_empty();
                            if !again && !racks[turn].is_empty() {
                                turn = (turn + 1) % usize::from(seats);
                            }
                        }
                        None => {
                            again = false;
                            turn = (turn + 1) % usize::from(seats);
                        }
                    },
                    DMove::Deal(_) => unreachable!(),
                }
                for (s, rack) in racks.iter().enumerate() {
                    let engine: Vec<u8> = super::state::numbers(&state.racks[s]).collect();
                    let mut model = rack.clone();
                    model.sort_unstable();
                    assert_eq!(engine, model);
                }
                if !state.over() {
                    assert_eq!(usize::from(state.to_move), turn);
                    assert_eq!(state.again, again);
                } else if let Some(w) = state.winner {
                    assert!(racks[usize::from(w)].is_empty());
                }
            }
        }
    }
}

#[test]
fn resample_last_resort_finds_a_deal_in_order() {
    // Two racks of 2 that may hold only 7s and 6s (every other number
    // guessed wrong), a reserve of 2, from a pool 1 6 6 7 7 7.
    let mut left = [0, 1, 0, 0, 0, 0, 2, 3];
    let no = 0b0011_1110;
    let places = [(2, no), (2, no), (2, 0)];
    let mut fill = vec![[0u8; 8]; 3];
    assert!(super::legal::first_fill(&places, 0, 0, 1, &mut left, &mut fill));
    assert_eq!(fill[0], [0, 0, 0, 0, 0, 0, 2, 0]);
    assert_eq!(fill[1], [0, 0, 0, 0, 0, 0, 0, 2]);
    assert_eq!(fill[2], [0, 1, 0, 0, 0, 0, 0, 1]);
    let mut none = [0, 3, 0, 0, 0, 0, 0, 0];
    assert!(!super::legal::first_fill(&places, 0, 0, 1, &mut none, &mut fill));
}
