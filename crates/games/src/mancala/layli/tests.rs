//! Layli Goobalay's rules and catalog gaps, single game and match.

use super::*;
use crate::playout::SplitMix64;
use crate::testing::{outcome, play};
use crate::{MoveError, Rules, Status};

fn single() -> LayliGoobalay {
    <LayliGoobalay as Rules>::new(&Options::default()).unwrap()
}

fn matched() -> LayliGoobalayMatch {
    <LayliGoobalayMatch as Rules>::new(&Options::default()).unwrap()
}

/// A position from Awele-style text `"pits/pits stores mover"` plus uurs
/// as (letter, owner) pairs.
fn pos<const M: bool>(text: &str, uurs: &[(char, u8)]) -> State<LayliExtra> {
    let rules = Mancala {
        v: Layli::<M>::new(&Options::default()).unwrap(),
    };
    let mut state = rules.initial();
    let (board, rest) = text.split_once(' ').unwrap();
    let (stores, mover) = rest.split_once(' ').unwrap();
    for (p, n) in board.split(['/', '-']).enumerate() {
        state.board.set(p as Cell, n.parse().unwrap());
    }
    for (s, n) in stores.split('-').enumerate() {
        state.board.set(store(Seat(s as u8)), n.parse().unwrap());
    }
    state.to_move = Seat(u8::from(mover == "N"));
    for &(letter, owner) in uurs {
        let p = (0..PITS).find(|&p| rows::letter(ROW, p) == letter).unwrap();
        state.x.uurs[usize::from(p)] = owner + 1;
    }
    state
}

#[test]
fn rule_1_four_seeds_a_pit_and_south_first() {
    let r = single();
    let s = r.initial();
    assert_eq!(r.position_text(&s), "4-4-4-4-4-4/4-4-4-4-4-4 0-0 S");
    assert_eq!(r.status(&s), Status::ToMove(Seat(0)));
    assert_eq!(r.legal_vec(&s).len(), 6);
}

#[test]
fn rules_2_and_3_relay_sowing_until_an_empty_pit() {
    // A (2) → B, C (1 → 2): relay C → D, E (empty): stop. E is South's and
    // b across holds 2: b's 2 and E's seed are taken.
    let r = single();
    let mut s = pos::<false>("2-0-1-0-0-0/0-2-0-0-0-1 20-22 S", &[]);
    play(&r, &mut s, &["A"]);
    assert_eq!(r.position_text(&s), "0-1-0-1-0-0/0-0-0-0-0-1 23-22 N");
    assert_eq!(s.last().unwrap().laps.len(), 2);
}

#[test]
fn rule_4_captures_depend_on_the_pit_across() {
    let r = single();
    // Across holds 1: taken with the last seed.
    let mut s = pos::<false>("1-0-0-0-0-0/0-0-0-0-1-3 20-23 S", &[]);
    play(&r, &mut s, &["A"]);
    assert_eq!(r.position_text(&s), "0-0-0-0-0-0/0-0-0-0-0-3 22-23 N");
    // Across holds 4 or more: taken.
    let mut s = pos::<false>("1-0-0-0-0-0/0-0-0-0-5-1 18-23 S", &[]);
    play(&r, &mut s, &["A"]);
    assert_eq!(r.position_text(&s), "0-0-0-0-0-0/0-0-0-0-0-1 24-23 N");
    // Across is empty: nothing.
    let mut s = pos::<false>("1-0-0-0-0-0/0-0-0-0-0-4 20-23 S", &[]);
    play(&r, &mut s, &["A"]);
    assert_eq!(r.position_text(&s), "0-1-0-0-0-0/0-0-0-0-0-4 20-23 N");
    // The last seed in an opponent's pit: nothing.
    let mut s = pos::<false>("0-0-0-0-0-1/0-0-0-0-3-4 20-20 S", &[]);
    play(&r, &mut s, &["F"]);
    assert_eq!(r.position_text(&s), "0-0-0-0-0-0/1-0-0-0-3-4 20-20 N");
}

#[test]
fn rule_4_three_across_make_two_uurs_of_the_mover() {
    let r = single();
    let mut s = pos::<false>("1-0-0-0-0-0/0-0-0-0-3-1 20-23 S", &[]);
    play(&r, &mut s, &["A"]);
    assert_eq!(
        r.position_text(&s),
        "0-2-0-0-0-0/0-0-0-0-2-1 20-23 N uurs B:S,e:S"
    );
    let marks = r.view(&s, None);
    let crate::view::Board::Pits(drawn) = marks.board else {
        panic!("pits")
    };
    let marks = drawn.marks;
    assert_eq!(marks.len(), 2);
    assert!(
        marks
            .iter()
            .all(|m| m.kind == PitKind::Dot && m.owner == Some(Seat(0)))
    );
}

#[test]
fn rule_5_uurs_are_never_lifted_and_keep_what_falls_in() {
    let r = single();
    let mut s = pos::<false>("0-2-0-0-0-0/0-0-0-1-2-1 20-22 N", &[('B', 0), ('e', 0)]);
    assert_eq!(
        r.parse_move(&s, "e"),
        Err(MoveError::illegal(
            "e",
            Message::new("layli-uur").code("pit", "e").seat("seat", Seat(0))
        ))
    );
    play(&r, &mut s, &["f"]);
    // North's seed went to A; South's A → B, an uur: the sowing stops
    // there (G1) and the seed stays.
    play(&r, &mut s, &["A"]);
    assert_eq!(
        r.position_text(&s),
        "0-3-0-0-0-0/0-0-0-1-2-0 20-22 N uurs B:S,e:S"
    );
    assert_eq!(s.last().unwrap().stop, Word::LayliStopUur);
}

#[test]
fn rules_6_and_7_the_end_collects_uurs_and_own_pits() {
    let r = single();
    let mut s = pos::<false>("0-2-0-0-0-0/0-0-0-0-2-1 20-23 N", &[('B', 0), ('e', 0)]);
    play(&r, &mut s, &["f", "A"]);
    // North has only South's uur e in his row: he cannot move. South
    // collects B (3) and e (2).
    let o = outcome(&r, &s);
    assert_eq!(
        o.reason,
        Message::new("mancala-end-no-move").seat("seat", Seat(1))
    );
    assert_eq!((o.winner, o.scores), (Some(Seat(0)), Some(vec![25, 23])));
    // 24–24 is a draw.
    let mut s = pos::<false>("0-0-0-0-1-0/0-0-0-0-0-0 23-24 S", &[]);
    play(&r, &mut s, &["E"]);
    let o = outcome(&r, &s);
    assert_eq!((o.winner, o.scores), (None, Some(vec![24, 24])));
}

#[test]
fn gap_g1_a_relay_ending_in_an_uur_stops_without_capture() {
    let r = single();
    // C (2) → D, E: E is North's uur (it holds 2): stop, though it is full.
    let mut s = pos::<false>("0-0-2-0-2-0/1-0-0-0-0-4 20-19 S", &[('E', 1)]);
    play(&r, &mut s, &["C"]);
    assert_eq!(r.position_text(&s), "0-0-0-1-3-0/1-0-0-0-0-4 20-19 N uurs E:N");
    assert!(s.last().unwrap().taken.is_empty());
}

#[test]
fn gap_g2_nothing_happens_against_an_uur_across() {
    let r = single();
    // A → B (empty, South's); across is e, North's uur with 3: no capture,
    // no new uurs.
    let mut s = pos::<false>("1-0-0-0-0-0/0-0-0-0-3-1 20-23 S", &[('e', 1)]);
    play(&r, &mut s, &["A"]);
    assert_eq!(r.position_text(&s), "0-1-0-0-0-0/0-0-0-0-3-1 20-23 N uurs e:N");
}

#[test]
fn gap_g3_a_big_pit_sows_into_itself() {
    let r = single();
    // Twelve from A go round and the twelfth lands in A (now empty), South's:
    // f across (1) is taken with it.
    let mut s = pos::<false>("12-0-0-0-0-0/0-0-0-0-0-0 18-18 S", &[]);
    play(&r, &mut s, &["A"]);
    assert_eq!(r.position_text(&s), "0-1-1-1-1-1/1-1-1-1-1-0 20-18 N");
}

#[test]
fn gap_g4_the_worked_example_cannot_start_from_the_opening() {
    // The text's example sows South's fifth pit "from the initial position"
    // and ends with a capture of 4 + 1; from the real opening the same move
    // ends in North's row and captures nothing, so the figure's position
    // was another one (catalog G4).
    let r = single();
    let mut s = r.initial();
    play(&r, &mut s, &["E"]);
    let last = s.last().unwrap().last().unwrap();
    assert_eq!(rows::owner(ROW, last), Seat(1));
    assert!(s.last().unwrap().taken.is_empty());
}

#[test]
fn gap_g5_endless_sowings_are_illegal() {
    let r = single();
    let mut rng = SplitMix64(8);
    for _ in 0..200 {
        let mut s = r.initial();
        while let Status::ToMove(seat) = r.status(&s) {
            let moves = r.legal_vec(&s);
            for p in Layli::<false>::liftable(&s, seat) {
                let ends = r.v.sowing(&s, p).is_some();
                assert_eq!(moves.contains(&Move::sow(p)), ends);
            }
            r.apply(&mut s, &moves[rng.below(moves.len())]);
        }
    }
}

#[test]
fn gap_g6_counter_clockwise_and_any_pit() {
    let r = single();
    let s = r.initial();
    let texts: Vec<String> = r.legal_vec(&s).iter().map(|m| r.format_move(&s, m)).collect();
    assert_eq!(texts, ["A", "B", "C", "D", "E", "F"]);
    let mut s = pos::<false>("0-0-0-0-0-1/0-0-0-0-0-1 22-24 S", &[]);
    play(&r, &mut s, &["F"]);
    assert_eq!(s.last().unwrap().last(), Some(6), "F sows into a");
}

#[test]
fn endless_play_is_capped_at_three_hundred_moves() {
    let r = single();
    let mut s = r.initial();
    s.x.moves = PLY_CAP - 1;
    play(&r, &mut s, &["A"]);
    let o = outcome(&r, &s);
    assert_eq!(o.reason, Message::new("layli-round-cap").count("moves", 300));
    assert_eq!(o.scores.map(|v| v.iter().sum::<i32>()), Some(48));
}

#[test]
fn match_rules_2_and_3_the_poorer_player_deals_and_the_other_keeps_the_rest() {
    let r = matched();
    let mut s = pos::<true>("0-0-0-0-1-0/0-0-0-0-0-0 29-18 S", &[]);
    play(&r, &mut s, &["E"]);
    assert!(!s.is_over());
    assert_eq!(
        r.position_text(&s),
        "3-3-3-3-3-3/3-3-3-3-3-3 0-0 N round 2 hand 12-0"
    );
    assert_eq!(r.status(&s), Status::ToMove(Seat(1)), "G2: North starts round 2");
    assert_eq!(r.view(&s, None).seats[0].in_hand, Some(12));
}

#[test]
fn match_gap_g1_one_seed_at_a_time_from_the_right() {
    let r = matched();
    let mut s = pos::<true>("0-0-0-0-1-0/0-0-0-0-0-0 27-20 S", &[]);
    play(&r, &mut s, &["E"]);
    assert_eq!(
        r.position_text(&s),
        "3-3-3-3-4-4/3-3-3-3-4-4 0-0 N round 2 hand 8-0"
    );
}

#[test]
fn match_gap_g3_equal_holdings_deal_the_same() {
    let r = matched();
    let mut s = pos::<true>("0-0-0-0-1-0/0-0-0-0-0-0 23-24 S", &[]);
    play(&r, &mut s, &["E"]);
    assert_eq!(
        r.position_text(&s),
        "4-4-4-4-4-4/4-4-4-4-4-4 0-0 N round 2 hand 0-0"
    );
}

#[test]
fn match_rule_1_fewer_than_six_seeds_lose_the_match() {
    let r = matched();
    let mut s = pos::<true>("0-0-0-0-1-0/0-0-0-0-0-0 43-4 S", &[]);
    play(&r, &mut s, &["E"]);
    let o = outcome(&r, &s);
    assert_eq!(o.winner, Some(Seat(0)));
    assert_eq!(
        o.reason,
        Message::new("layli-end-poor")
            .part("why", Message::new("mancala-end-no-move").seat("seat", Seat(1)))
            .seat("seat", Seat(1))
            .count("seeds", 6)
            .count("round", 1)
    );
}

#[test]
fn match_gap_g4_round_ten_is_the_last() {
    let r = matched();
    let mut s = pos::<true>("0-0-0-0-1-0/0-0-0-0-0-0 20-20 S", &[]);
    s.x.round = 10;
    s.x.hand = [0, 7];
    play(&r, &mut s, &["E"]);
    let o = outcome(&r, &s);
    assert_eq!(
        o.reason,
        Message::new("mancala-end-last-round")
            .part("why", Message::new("mancala-end-no-move").seat("seat", Seat(1)))
            .count("round", 10)
    );
    assert_eq!((o.winner, o.scores), (Some(Seat(1)), Some(vec![21, 27])));
}

#[test]
fn match_gap_g2_the_first_player_alternates_round_by_round() {
    let r = matched();
    // North ends round 2 (South cannot move); South starts round 3.
    let mut s = pos::<true>("0-0-0-0-0-0/0-0-0-0-1-0 20-27 N", &[]);
    s.x.round = 2;
    play(&r, &mut s, &["e"]);
    assert!(
        r.position_text(&s).ends_with(" S round 3 hand 0-8"),
        "{}",
        r.position_text(&s)
    );
    assert_eq!(r.status(&s), Status::ToMove(Seat(0)));
}
