//! Hawalis's rules and catalog gaps.

use super::*;
use crate::playout::SplitMix64;
use crate::testing::play;
use crate::{MoveError, Rules, Status};

fn hawalis(direction: &str) -> Hawalis {
    let mut given = std::collections::BTreeMap::new();
    given.insert(
        "direction".to_string(),
        crate::OptionValue::Text(direction.to_string()),
    );
    <Hawalis as Rules>::new(&Options::validate(&OPTIONS, &given).unwrap()).unwrap()
}

fn strict() -> HawalisStrict {
    <HawalisStrict as Rules>::new(&Options::defaults(&OPTIONS)).unwrap()
}

/// A position from its text: `A/B/a/b S-N mover`.
fn pos(text: &str) -> State<()> {
    let (board, rest) = text.split_once(' ').unwrap();
    let (stores, mover) = rest.split_once(' ').unwrap();
    let mut b = Board::empty();
    for (p, n) in board.split(['/', '-']).enumerate() {
        b.set(p as Cell, n.parse().unwrap());
    }
    for (s, n) in stores.split('-').enumerate() {
        b.set(store(Seat(s as u8)), n.parse().unwrap());
    }
    State::new(b, (), Seat(u8::from(mover == "N")))
}

fn taken(s: &State<()>) -> Vec<(String, u8)> {
    s.last()
        .unwrap()
        .taken
        .iter()
        .map(|t| (name(t.cell), t.seeds))
        .collect()
}

const FULL: &str = "2-2-2-2-2-2-2";

#[test]
fn rule_1_two_seeds_in_every_pit_south_first() {
    let r = hawalis("clockwise");
    let s = r.initial();
    assert_eq!(r.position_text(&s), format!("{FULL}/{FULL}/{FULL}/{FULL} 0-0 S"));
    let texts: Vec<String> = r.legal_vec(&s).iter().map(|m| r.format_move(&s, m)).collect();
    assert_eq!(texts.len(), 14);
    assert_eq!((texts[0].as_str(), texts[13].as_str()), ("A1", "B7"));
}

#[test]
fn rules_2_to_4_and_gap_g6_the_first_example_sows_from_the_third_inner_pit() {
    // The text's first example, from the opening: A3 → A4, A5; relays
    // from A5, B7, B4 and B1 go round South's rows clockwise until the
    // last seed falls in A3, emptied at the start: it is an inner pit, so
    // North's a5 facing it and b5 behind are taken (G4: the move ends).
    let r = hawalis("clockwise");
    let mut s = r.initial();
    play(&r, &mut s, &["A3"]);
    assert_eq!(
        r.position_text(&s),
        "3-3-1-3-0-3-3/0-3-3-0-3-3-0/2-2-2-2-0-2-2/2-2-2-2-0-2-2 4-0 N"
    );
    assert_eq!(s.last().unwrap().laps.len(), 5);
    assert_eq!(taken(&s), [("a5".to_string(), 2), ("b5".to_string(), 2)]);
    // North's seeds never went into South's rows, nor South's into North's.
    assert!(s.last().unwrap().sown >> 14 == 0);
}

#[test]
fn gap_g6_the_second_example_captures_four_and_three_from_the_outer_row() {
    let r = hawalis("clockwise");
    let mut s = pos("1-0-2-2-2-2-2/2-2-2-2-2-2-2/2-2-2-2-2-4-2/2-2-2-2-2-3-2 0-0 S");
    play(&r, &mut s, &["B1"]);
    assert_eq!(taken(&s), [("a6".to_string(), 4), ("b6".to_string(), 3)]);
    assert_eq!(s.board.store_of(Seat(0)), 7);
}

#[test]
fn rule_4_an_empty_outer_pit_captures_nothing() {
    let r = hawalis("clockwise");
    // A7 (3) → B7, B6, B5 (empty, outer): no capture.
    let mut s = pos("2-2-2-2-2-2-3/2-2-2-2-0-2-2/2-2-2-2-2-2-2/2-2-2-2-2-2-2 0-0 S");
    play(&r, &mut s, &["A7"]);
    assert!(taken(&s).is_empty());
}

#[test]
fn gap_g1_the_outer_pit_only_after_an_inner_capture() {
    let r = hawalis("clockwise");
    // B1 (2) → A1, A2 (empty, inner): a6 facing is empty, so b6 stays.
    let mut s = pos("1-0-2-2-2-2-2/2-2-2-2-2-2-2/2-2-2-2-2-0-2/2-2-2-2-2-3-2 0-0 S");
    play(&r, &mut s, &["B1"]);
    assert!(taken(&s).is_empty());
    assert_eq!(s.board.get(26), 3);
}

#[test]
fn rule_5_a_single_seed_only_without_bigger_pits_and_into_an_empty_pit() {
    let r = hawalis("clockwise");
    let s = pos("1-0-1-1-0-0-0/0-0-0-0-0-0-0/2-2-2-2-2-2-2/2-2-2-2-2-2-2 0-0 S");
    let texts: Vec<String> = r.legal_vec(&s).iter().map(|m| r.format_move(&s, m)).collect();
    assert_eq!(texts, ["A1", "A4"]);
    assert_eq!(
        r.parse_move(&s, "A3"),
        Err(MoveError::illegal(
            "A3",
            Message::new("hawalis-single-into-empty").code("pit", "A3")
        ))
    );
    // A single seed into an empty inner pit captures as any sowing does.
    let mut s2 = s.clone();
    play(&r, &mut s2, &["A1"]);
    assert_eq!(taken(&s2), [("a6".to_string(), 2), ("b6".to_string(), 2)]);
    // With a pit of two, singletons are refused.
    let s = pos("1-0-2-0-0-0-0/0-0-0-0-0-0-0/2-2-2-2-2-2-2/2-2-2-2-2-2-2 0-0 S");
    assert!(matches!(r.parse_move(&s, "A1"), Err(MoveError::Illegal { .. })));
}

#[test]
fn hawalis_strict_never_plays_a_single_seed() {
    let r = strict();
    let s = pos("1-0-1-1-0-0-0/0-0-0-0-0-0-0/2-2-2-2-2-2-2/2-2-2-2-2-2-2 0-0 N");
    // North to move has pits of two; make South move instead.
    let mut s = s;
    s.to_move = Seat(0);
    assert!(r.legal_vec(&s).is_empty());
    assert_eq!(
        r.parse_move(&s, "A1"),
        Err(MoveError::illegal(
            "A1",
            Message::new("hawalis-single-never").code("pit", "A1")
        ))
    );
    // Played into: South left with singletons only loses at his turn.
    let mut s = pos("1-0-1-1-0-0-0/0-0-0-0-0-0-0/2-2-2-2-2-2-2/0-0-0-0-0-0-2 0-0 N");
    play(&r, &mut s, &["b7"]);
    let o = r.status(&s).outcome().cloned().unwrap();
    assert_eq!(
        (o.winner, o.reason),
        (
            Some(Seat(1)),
            Message::new("mancala-end-no-move").seat("seat", Seat(0))
        )
    );
}

#[test]
fn rule_6_capturing_every_seed_wins() {
    let r = hawalis("clockwise");
    // North's last seeds, a6 and b6, are taken by B1.
    let mut s = pos("1-0-2-2-2-2-2/2-2-2-2-2-2-2/0-0-0-0-0-4-0/0-0-0-0-0-3-0 21-0 S");
    play(&r, &mut s, &["B1"]);
    let o = r.status(&s).outcome().cloned().unwrap();
    assert_eq!(
        (o.winner, o.reason),
        (
            Some(Seat(0)),
            Message::new("hawalis-end-no-seeds").seat("seat", Seat(1))
        )
    );
}

#[test]
fn gap_g2_a_player_without_a_legal_move_loses() {
    let r = hawalis("clockwise");
    // South to move has singletons only, each before a full pit.
    let mut s = pos("1-1-1-1-1-1-1/1-1-1-1-1-1-1/2-2-2-2-2-2-2/2-2-2-2-2-2-2 0-0 S");
    assert!(r.legal_vec(&s).is_empty());
    r.v.conclude(&mut s);
    let o = r.status(&s).outcome().cloned().unwrap();
    assert_eq!(
        (o.winner, o.reason),
        (
            Some(Seat(1)),
            Message::new("mancala-end-no-move").seat("seat", Seat(0))
        )
    );
}

#[test]
fn gap_g3_a_big_pit_sows_into_itself() {
    let r = hawalis("clockwise");
    // 14 seeds from A1 go once round South's 14 pits, the last into A1
    // itself (emptied, so empty): the facing a7 and b7 are taken.
    let mut s = pos("14-0-0-0-0-0-0/0-0-0-0-0-0-0/2-2-2-2-2-2-3/2-2-2-2-2-2-1 0-12 S");
    play(&r, &mut s, &["A1"]);
    assert_eq!(taken(&s), [("a7".to_string(), 3), ("b7".to_string(), 1)]);
    assert_eq!(s.board.get(0), 1);
}

#[test]
fn gap_g5_the_direction_is_an_option() {
    let r = hawalis("anticlockwise");
    let mut s = r.initial();
    play(&r, &mut s, &["A3"]);
    let first = s.last().unwrap().laps[0];
    assert_eq!((first.dir, first.last), (Dir::Back, 0), "A3 → A2, A1");
}

#[test]
fn endless_sowings_are_illegal_and_the_game_is_capped() {
    let r = hawalis("clockwise");
    let mut rng = SplitMix64(5);
    let mut endless = 0;
    for _ in 0..200 {
        let mut s = r.initial();
        while let Status::ToMove(_) = r.status(&s) {
            let moves = r.legal_vec(&s);
            for p in r.v.startable(&s) {
                let ends = r.v.sowing(&s, p).is_some();
                assert_eq!(moves.contains(&Move::sow(p)), ends);
                endless += usize::from(!ends);
            }
            r.apply(&mut s, &moves[rng.below(moves.len())]);
        }
        assert!(s.ply <= PLY_CAP);
    }
    let _ = endless;
}

#[test]
fn gap_g4_a_capture_ends_the_move() {
    let r = hawalis("clockwise");
    // B1 → A1, A2 (empty, inner): the capture of a6 and b6 is the end of
    // the move, though A1 beside it now holds two.
    let mut s = pos("1-0-2-2-2-2-2/2-2-2-2-2-2-2/2-2-2-2-2-4-2/2-2-2-2-2-3-2 0-0 S");
    play(&r, &mut s, &["B1"]);
    assert_eq!(s.last().unwrap().laps.len(), 1);
    assert_eq!(s.to_move, Seat(1));
}
