//! Colour Domino: one test per rule of the catalog entry (`rule_…`) and per
//! gap (`gap_N_…`), on deals written out tile by tile, and a second model
//! of the rules (`model`: strings of letters, brute force) compared with
//! the engine along random games. The text has no worked example; the
//! catalog's notation examples (`JW R`, `SS L`) are played.

use std::collections::BTreeMap;

use super::material::ALL;
use super::*;
use crate::Options;
use crate::chance::{Seed, throw_index};
use crate::options::OptionValue;
use crate::playout::SplitMix64;
use crate::status::SeatResult;

fn with(seats: i64) -> Fingertip {
    let mut o = BTreeMap::new();
    o.insert("seats".to_string(), OptionValue::Int(seats));
    Fingertip::new(&Options::validate(&variant::OPTIONS, &o).unwrap()).unwrap()
}

fn tile(text: &str) -> Tile {
    Tile::read(text).unwrap_or_else(|| panic!("{text} is no tile"))
}

/// The state after dealing `hands` (each a list of tiles) by the deal's
/// throws, round robin; the tiles no hand names are dealt to whoever is
/// due, in the set's order, so every hand must leave room for them.
fn dealt(rules: &Fingertip, hands: &[&[&str]]) -> FState {
    let n = usize::from(rules.seats());
    let mut queues: Vec<Vec<Tile>> = hands
        .iter()
        .map(|h| h.iter().map(|t| tile(t)).collect())
        .collect();
    queues.resize(n, Vec::new());
    let named: Vec<Tile> = queues.iter().flatten().copied().collect();
    let mut rest: Vec<Tile> = Tile::all().filter(|t| !named.contains(t)).collect();
    let mut state = rules.initial();
    while rules.status(&state) == Status::Chance {
        let seat = usize::from(state.dealt) % n;
        let t = if queues[seat].is_empty() {
            rest.remove(0)
        } else {
            queues[seat].remove(0)
        };
        rules
            .play(&mut state, &format!("{}:{}", t.text(), seat + 1))
            .unwrap();
    }
    assert!(
        queues.iter().all(Vec::is_empty) && rest.is_empty(),
        "hands of the right sizes"
    );
    state
}

/// A position read from its text (the rules' own reader).
fn at(rules: &Fingertip, text: &str) -> FState {
    rules
        .from_position(text)
        .unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn legal_texts(rules: &Fingertip, state: &FState) -> Vec<String> {
    let mut v: Vec<String> = rules
        .legal_vec(state)
        .iter()
        .map(|m| rules.format_move(state, m))
        .collect();
    v.sort();
    v
}

#[test]
fn rule_the_set_is_every_pair_of_seven_materials_28_tiles_7_doubles() {
    let all: Vec<Tile> = Tile::all().collect();
    assert_eq!(all.len(), 28);
    assert_eq!(all.iter().filter(|t| t.is_double()).count(), 7);
    let mut pairs = std::collections::HashSet::new();
    for a in ALL {
        for b in ALL {
            let t = Tile::new(a, b);
            assert_eq!(t, Tile::new(b, a), "a tile has no direction");
            assert!(t.has(a) && t.has(b));
            pairs.insert(t);
        }
    }
    assert_eq!(pairs.len(), 28, "every pair is one of the 28");
    for t in all {
        assert_eq!(Tile::read(&t.text()), Some(t));
        assert_eq!(Tile::from_index(t.index()), Some(t));
    }
    // The catalog's table: rough, hard, colour.
    assert_eq!(ALL.iter().filter(|m| m.rough()).count(), 3);
    assert_eq!(ALL.iter().filter(|m| m.hard()).count(), 3);
    assert_eq!(Material::Jute.colour(), "red");
}

#[test]
fn gap_1_the_deal_is_round_robin_so_with_three_seats_the_first_gets_ten() {
    for (seats, sizes) in [(2, vec![14, 14]), (3, vec![10, 9, 9]), (4, vec![7, 7, 7, 7])] {
        let rules = with(seats);
        let state = dealt(&rules, &[]);
        let got: Vec<u32> = (0..seats as u8).map(|s| state.hand_len(s)).collect();
        assert_eq!(got, sizes, "{seats} seats");
    }
}

#[test]
fn rule_the_deal_is_thrown_from_the_seed_every_tile_equally_likely() {
    let rules = with(2);
    let mut state = rules.initial();
    let mut throws = Vec::new();
    rules.chance_outcomes(&state, &mut throws);
    assert_eq!(throws.len(), 28);
    assert!(throws.iter().all(|(_, w)| *w == 1));
    // The core's derivation, as `/verify` recomputes it: two seeds, two deals.
    let deal = |seed: Seed| {
        let mut s = rules.initial();
        let mut ply = 0u64;
        while rules.status(&s) == Status::Chance {
            let mut out = Vec::new();
            rules.chance_outcomes(&s, &mut out);
            let weights: Vec<u32> = out.iter().map(|t| t.1).collect();
            let i = throw_index(&seed, ply, &weights).unwrap();
            rules.apply(&mut s, &out[i].0);
            ply += 1;
        }
        s.hands
    };
    let mut other = [0u8; 32];
    other[31] = 1;
    assert_ne!(deal([0; 32]), deal(other));
    assert_eq!(deal(other), deal(other), "a seed gives one deal");
    // A tile dealt is no longer thrown.
    assert!(
        rules.play(&mut state.clone(), "JJ:2").is_err(),
        "the first tile goes to South"
    );
    rules.play(&mut state, "JJ:1").unwrap();
    throws.clear();
    rules.chance_outcomes(&state, &mut throws);
    assert_eq!(throws.len(), 27);
    assert!(rules.play(&mut state, "JJ:2").is_err());
}

#[test]
fn rule_hands_are_open_every_seat_sees_every_hand() {
    let rules = with(3);
    let state = dealt(&rules, &[]);
    assert!(!Fingertip::info().hidden);
    assert_eq!(
        rules.observation(&state, Some(Seat(0))),
        rules.observation(&state, Some(Seat(2)))
    );
    let view = rules.view(&state, Some(Seat(1)));
    let swatches = view
        .pieces
        .iter()
        .filter(|p| p.cell.starts_with("~hand-"))
        .count();
    assert_eq!(swatches, 56, "every half of every hand is drawn");
}

#[test]
fn rule_the_double_jute_holder_opens() {
    for holder in 0..3u8 {
        let rules = with(3);
        let mut hands: Vec<&[&str]> = vec![&[], &[], &[]];
        hands[usize::from(holder)] = &["JJ"];
        let state = dealt(&rules, &hands);
        assert_eq!(rules.status(&state), Status::ToMove(Seat(holder)));
    }
}

#[test]
fn gap_2_the_opening_tile_is_any_tile_of_the_holders_hand() {
    let rules = with(2);
    let state = dealt(&rules, &[&["JJ", "RM", "SS"]]);
    let legal = legal_texts(&rules, &state);
    assert_eq!(legal.len(), 14, "any of the 14 tiles: {legal:?}");
    assert!(legal.contains(&"RM".to_string()));
    let mut s = state.clone();
    rules.play(&mut s, "SS").unwrap();
    assert_eq!(rules.position_text(&s).split(' ').next(), Some("SS"));
}

#[test]
fn rule_touching_halves_are_of_one_material() {
    let rules = with(2);
    // South: JJ JW JS SS …; the line W J (JW laid): ends W and J.
    let mut s = dealt(&rules, &[&["JW", "JJ", "RM", "WW", "SS"]]);
    rules.play(&mut s, "JW").unwrap();
    let legal = legal_texts(&rules, &s);
    assert!(legal.contains(&"JJ L".to_string()), "{legal:?}");
    assert!(legal.contains(&"WW R".to_string()), "{legal:?}");
    assert!(!legal.contains(&"JJ R".to_string()), "J does not touch W");
    assert!(!legal.iter().any(|m| m.starts_with("RM") || m.starts_with("SS")));
    // The matching half lies against the end: `JS` at L leaves S open.
    let mut t = at(&rules, "JW JS,RM/RR 1");
    rules.play(&mut t, "JS L").unwrap();
    assert_eq!(t.chain.end(Side::Left), Some(Material::Sandpaper));
}

#[test]
fn rule_the_player_keeps_laying_tiles_while_one_fits() {
    let rules = with(2);
    let mut s = at(&rules, "JW JS,SS,RM/WW,CC 1");
    rules.play(&mut s, "JS L").unwrap();
    assert_eq!(rules.status(&s), Status::ToMove(Seat(0)), "SS still fits");
    rules.play(&mut s, "SS L").unwrap();
    // RM fits nowhere: the turn passes to the left.
    assert_eq!(rules.status(&s), Status::ToMove(Seat(1)));
}

#[test]
fn gap_3_the_turn_passes_when_no_tile_fits_pass_is_the_only_move() {
    let rules = with(3);
    // West holds nothing that fits: `pass` alone, played by the core.
    let mut s = at(&rules, "JW RM/CC,LL/WS 2");
    assert_eq!(legal_texts(&rules, &s), vec!["pass".to_string()]);
    let err = rules.play(&mut s.clone(), "RM L").unwrap_err();
    assert!(matches!(err, MoveError::Illegal { .. }), "{err}");
    rules.play(&mut s, "pass").unwrap();
    assert_eq!(rules.status(&s), Status::ToMove(Seat(2)));
    // A seat with a tile that fits may not pass.
    let s = at(&rules, "JW RM/CC,LL/WS 3");
    assert!(rules.play(&mut s.clone(), "pass").is_err());
}

#[test]
fn rule_the_first_to_lay_their_last_tile_wins() {
    let rules = with(2);
    let mut s = at(&rules, "JW WS/RR,MM 1");
    rules.play(&mut s, "WS R").unwrap();
    let Status::Over(o) = rules.status(&s) else {
        panic!("over")
    };
    assert_eq!(o.winner, Some(Seat(0)));
    assert_eq!(o.reason.id(), "fingertip-emptied");
}

#[test]
fn gap_4_blocked_the_fewest_tiles_win_and_a_tie_is_shared() {
    let rules = with(3);
    // East lays WS; then nobody can lay: West 1 tile, South 2, East 1.
    let mut s = at(&rules, "JW RR,MM/CC/WS,LL 3");
    rules.play(&mut s, "WS R").unwrap();
    let Status::Over(o) = rules.status(&s) else {
        panic!("blocked")
    };
    assert_eq!(o.reason.id(), "fingertip-blocked");
    assert_eq!(o.winner, None, "shared");
    assert_eq!(o.ranks, Some(vec![3, 1, 1]));
    assert_eq!(o.result_for(Seat(1)), SeatResult::Draw);
    assert_eq!(o.result_for(Seat(2)), SeatResult::Draw);
    assert_eq!(o.result_for(Seat(0)), SeatResult::Loss);
    // Alone with the fewest: a win.
    let mut s = at(&rules, "JW RR,MM/CC,LL/WS,MC 3");
    rules.play(&mut s, "WS R").unwrap();
    let Status::Over(o) = rules.status(&s) else {
        panic!("blocked")
    };
    assert_eq!(o.winner, Some(Seat(2)));
}

#[test]
fn notation_the_catalogs_examples_and_customary_forms() {
    let rules = with(2);
    let s = at(&rules, "JJ JW,SS,JS/RR 1");
    // `JW R`, letters either way, Italian ends, names.
    for typed in [
        "WJ L",
        "jw l",
        "WJ S",
        "JW sinistra",
        "wood jute left",
        "legno iuta sinistra",
        "JWL",
        "jute-wood L",
    ] {
        let mv = rules
            .parse_move(&s, typed)
            .unwrap_or_else(|e| panic!("{typed}: {e}"));
        assert_eq!(rules.format_move(&s, &mv), "JW L", "{typed}");
    }
    let mv = rules.parse_move(&s, "JW D").unwrap();
    assert_eq!(rules.format_move(&s, &mv), "JW R");
    // `SS L` after `JS L` leaves S open at L.
    let mut t = s.clone();
    rules.play(&mut t, "JS L").unwrap();
    let mv = rules.parse_move(&t, "SS L").unwrap();
    assert_eq!(rules.format_move(&t, &mv), "SS L");
    assert_eq!(
        rules.move_steps(&t, &mv),
        vec!["SS".to_string(), " L".to_string()]
    );
    // A tile alone that fits both ends asks which; one end: played.
    assert!(matches!(
        rules.parse_move(&s, "JW"),
        Err(MoveError::Ambiguous { .. })
    ));
    assert_eq!(
        rules.format_move(&t, &rules.parse_move(&t, "SS").unwrap()),
        "SS L"
    );
    // Refusals: not a move, not yours, does not fit.
    assert!(matches!(
        rules.parse_move(&s, "hello"),
        Err(MoveError::NotAMove { .. })
    ));
    let e = rules.parse_move(&s, "RR L").unwrap_err();
    assert!(e.to_string().contains("fingertip-not-yours"), "{e}");
    let e = rules.parse_move(&t, "SS R").unwrap_err();
    assert!(e.to_string().contains("fingertip-no-fit-side"), "{e}");
    // The opening tile: letters alone, an end tolerated.
    let o = dealt(&rules, &[&["JJ", "RM"]]);
    assert_eq!(
        rules.format_move(&o, &rules.parse_move(&o, "MR R").unwrap()),
        "RM"
    );
}

#[test]
fn positions_read_back_and_bad_ones_are_refused() {
    let rules = with(3);
    let mut rng = SplitMix64(5);
    let mut s = rules.initial();
    while !matches!(rules.status(&s), Status::Over(_)) {
        let text = rules.position_text(&s);
        let back = at(&rules, &text);
        assert_eq!(rules.position_text(&back), text);
        assert_eq!(rules.status(&back), rules.status(&s), "{text}");
        random_step(&rules, &mut s, &mut rng);
    }
    let text = rules.position_text(&s);
    assert_eq!(rules.status(&at(&rules, &text)), rules.status(&s));
    for bad in [
        "JW",
        "JW RR/CC 1",
        "JW JW/CC/SS 1",
        "JW.SS RR/CC/LL 1",
        "JW RR/CC/LL 4",
        "- RR/CC/LL 1",
        "- -/JJ/- deal",
        "- JJ,RR/-/- deal",
        "JW RR/CC/LW over",
    ] {
        assert!(rules.from_position(bad).is_err(), "{bad}");
    }
}

/// One random move or throw.
fn random_step(rules: &Fingertip, s: &mut FState, rng: &mut SplitMix64) {
    match rules.status(s) {
        Status::Chance => {
            let mut t = Vec::new();
            rules.chance_outcomes(s, &mut t);
            let pick = t[rng.below(t.len())].0;
            rules.apply(s, &pick);
        }
        Status::ToMove(_) => {
            let legal = rules.legal_vec(s);
            let pick = legal[rng.below(legal.len())];
            rules.apply(s, &pick);
        }
        Status::Over(_) => {}
    }
}

/// A second model, written apart: tiles as two-letter strings, the line as
/// a string of halves, every legal move found by trying every tile at
/// every end.
mod model {
    pub const ORDER: &str = "RMLCJWS";

    #[derive(Clone, Debug)]
    pub struct Game {
        pub hands: Vec<Vec<String>>,
        pub line: String,
        pub turn: usize,
    }

    fn canon(a: char, b: char) -> String {
        if ORDER.find(a) <= ORDER.find(b) {
            format!("{a}{b}")
        } else {
            format!("{b}{a}")
        }
    }

    impl Game {
        pub fn moves(&self) -> Vec<String> {
            let hand = &self.hands[self.turn];
            if self.line.is_empty() {
                return hand.clone();
            }
            let (l, r) = (
                self.line.chars().next().unwrap(),
                self.line.chars().last().unwrap(),
            );
            let mut out = Vec::new();
            for t in hand {
                if t.contains(l) {
                    out.push(format!("{t} L"));
                }
                if t.contains(r) {
                    out.push(format!("{t} R"));
                }
            }
            if out.is_empty() {
                out.push("pass".into());
            }
            out
        }

        fn can(&self, seat: usize) -> bool {
            let g = Game {
                turn: seat,
                ..self.clone()
            };
            !self.hands[seat].is_empty() && g.moves() != ["pass"]
        }

        /// Plays `mv`; the result when the game ends: Some(winners).
        pub fn play(&mut self, mv: &str) -> Option<Vec<usize>> {
            let n = self.hands.len();
            if mv == "pass" {
                self.turn = (self.turn + 1) % n;
                return None;
            }
            let t = &mv[..2];
            let (a, b) = (t.chars().next().unwrap(), t.chars().nth(1).unwrap());
            self.hands[self.turn].retain(|h| h != t);
            match mv.chars().last() {
                Some('L') if !self.line.is_empty() => {
                    let e = self.line.chars().next().unwrap();
                    let o = if a == e { b } else { a };
                    self.line = format!("{o}{e}{}", self.line);
                }
                Some('R') if !self.line.is_empty() => {
                    let e = self.line.chars().last().unwrap();
                    let o = if a == e { b } else { a };
                    self.line = format!("{}{e}{o}", self.line);
                }
                _ => self.line = t.to_string(),
            }
            let _ = canon(a, b);
            if self.hands[self.turn].is_empty() {
                return Some(vec![self.turn]);
            }
            if !(0..n).any(|s| self.can(s)) {
                let least = self.hands.iter().map(Vec::len).min().unwrap();
                return Some((0..n).filter(|&s| self.hands[s].len() == least).collect());
            }
            if !self.can(self.turn) {
                self.turn = (self.turn + 1) % n;
            }
            None
        }
    }
}

/// The engine and the second model agree on the legal moves, the turn and
/// the result at every ply of random games of 2, 3 and 4 seats.
#[test]
fn the_second_model_agrees_along_random_games() {
    for (seed, seats) in [(1u64, 2i64), (2, 3), (3, 4), (4, 2), (5, 3), (6, 4)] {
        let rules = with(seats);
        let mut rng = SplitMix64(seed);
        let mut s = rules.initial();
        while rules.status(&s) == Status::Chance {
            random_step(&rules, &mut s, &mut rng);
        }
        let mut m = model::Game {
            hands: (0..seats as u8)
                .map(|p| tile::tiles_of(s.hands[usize::from(p)]).map(Tile::text).collect())
                .collect(),
            line: String::new(),
            turn: usize::from(s.to_move),
        };
        loop {
            let mut theirs = m.moves();
            theirs.sort();
            assert_eq!(legal_texts(&rules, &s), theirs, "seed {seed}");
            let pick = theirs[rng.below(theirs.len())].clone();
            rules.play(&mut s, &pick).unwrap();
            let end = m.play(&pick);
            match (rules.status(&s), end) {
                (Status::ToMove(seat), None) => assert_eq!(usize::from(seat.0), m.turn, "seed {seed}"),
                (Status::Over(o), Some(winners)) => {
                    let ours: Vec<usize> = (0..seats as u8)
                        .filter(|&p| o.result_for(Seat(p)) != SeatResult::Loss)
                        .map(usize::from)
                        .collect();
                    assert_eq!(ours, winners, "seed {seed}");
                    break;
                }
                (st, e) => panic!("seed {seed}: engine {st:?}, model {e:?}"),
            }
        }
    }
}

/// Random games end within the declared ply bound.
#[test]
fn random_games_end_within_the_ply_bound() {
    for seats in 2..=4 {
        let rules = with(seats);
        let mut rng = SplitMix64(seats as u64);
        let mut s = rules.initial();
        let mut plies = 0;
        while !matches!(rules.status(&s), Status::Over(_)) {
            random_step(&rules, &mut s, &mut rng);
            plies += 1;
        }
        assert!(plies <= rules.max_plies());
    }
}
