//! Congklak's rules and catalog gaps: sowing, laps, rounds, burnt holes.

use super::*;
use crate::{MoveError, Rules, Status};

fn rules() -> Congklak {
    <Congklak as Rules>::new(&Options::default()).unwrap()
}

/// `"S1..S7/N1..N7 S-N mover"` with the round and burnt holes (names).
fn pos(text: &str, round: u8, burnt: &[&str]) -> State<CongklakExtra> {
    let r = rules();
    let (board, rest) = text.split_once(' ').unwrap();
    let (stores, mover) = rest.split_once(' ').unwrap();
    let mut b = Board::empty();
    for (p, n) in board.split(['/', '-']).enumerate() {
        b.set(p as Cell, n.parse().unwrap());
    }
    for (s, n) in stores.split('-').enumerate() {
        b.set(store(Seat(s as u8)), n.parse().unwrap());
    }
    assert_eq!(b.total(), 98, "{text}");
    let mut x = CongklakExtra {
        burnt: 0,
        round,
        moves: 0,
    };
    for name in burnt {
        x.burnt |= 1 << r.v.layout.cell_named(name).unwrap();
    }
    State::new(b, x, Seat(u8::from(mover == "N")))
}

fn play(r: &Congklak, s: &mut State<CongklakExtra>, moves: &[&str]) {
    for m in moves {
        r.play(s, m).unwrap_or_else(|e| panic!("{m}: {e}"));
    }
}

fn text(r: &Congklak, s: &State<CongklakExtra>) -> String {
    r.position_text(s)
}

fn taken(s: &State<CongklakExtra>) -> Vec<(u8, u8)> {
    s.last()
        .unwrap()
        .taken
        .iter()
        .map(|t| (t.cell, t.seeds))
        .collect()
}

#[test]
fn setup_seven_holes_of_seven_and_south_first_gap_2() {
    let r = rules();
    let s = r.initial();
    assert_eq!(text(&r, &s), "7-7-7-7-7-7-7/7-7-7-7-7-7-7 0-0 S round 1");
    assert_eq!(r.status(&s), Status::ToMove(Seat(0)));
}

#[test]
fn gap_1_the_worked_example_hole_six_relays_from_north_two_and_captures_ten() {
    // South sows hole 6: S7, N7 … N2, where the last seed makes 5; those
    // five go N1, South's store, S1, S2, S3: S3 was empty and the sowing
    // has been round, so S3's seed and N3's ten go to South's store.
    let r = rules();
    let mut s = pos("7-7-0-7-7-7-7/7-4-9-7-7-7-7 4-4 S", 1, &[]);
    play(&r, &mut s, &["6"]);
    let laps = &s.last().unwrap().laps;
    assert_eq!(laps.len(), 2);
    assert_eq!(
        (laps[0].last, laps[1].from, laps[1].seeds, laps[1].last),
        (8, Some(8), 5, 2)
    );
    assert_eq!(taken(&s), [(2, 1), (9, 10)]);
    assert_eq!(text(&r, &s), "8-8-0-7-7-0-8/8-0-0-8-8-8-8 16-4 N round 1");
}

#[test]
fn sowing_goes_along_the_opponents_row_into_the_own_store_only() {
    let r = rules();
    let mut s = r.initial();
    // S7's seven seeds go N7 … N1; N1's eight go on through South's store
    // and S1 … S7 (emptied at the start): a lap, so S7's seed and N7's 8
    // are taken. North's store at the East end got nothing.
    play(&r, &mut s, &["7"]);
    assert_eq!(text(&r, &s), "8-8-8-8-8-8-0/0-8-8-8-8-8-0 10-0 N round 1");
}

#[test]
fn a_last_seed_in_the_own_store_moves_again() {
    let r = rules();
    let mut s = pos("7-7-7-7-7-6-8/7-7-7-7-7-7-7 0-0 S", 1, &[]);
    play(&r, &mut s, &["7"]);
    assert_eq!(text(&r, &s), "7-7-7-7-7-6-0/8-8-8-8-8-8-8 1-0 S round 1");
    assert_eq!(s.last().unwrap().stop, ANOTHER);
    // North's hole 7 is N1, next to South's side: S1 … S7, then his store.
    let mut s = pos("7-7-7-7-7-7-7/8-7-7-7-7-7-6 0-0 N", 1, &[]);
    play(&r, &mut s, &["7"]);
    assert_eq!(text(&r, &s), "8-8-8-8-8-8-8/0-7-7-7-7-7-6 0-1 N round 1");
}

#[test]
fn gap_3_and_gap_4_captures_need_a_lap_and_take_even_an_empty_hole_across() {
    let r = rules();
    // No lap: S1's seed into the empty S2 ends the turn, nothing taken.
    let mut s = pos("1-0-7-7-7-7-7/7-7-7-7-7-7-7 13-0 S", 1, &[]);
    play(&r, &mut s, &["1"]);
    assert!(taken(&s).is_empty());
    assert_eq!(s.to_move, Seat(1));
    // S7's five reach N3 (5 → 6), lifted: N2, N1, the store, S1, S2, S3
    // (empty; the sowing has been round): S3's seed is taken, and N3
    // across, emptied by the relay, gives nothing (gap 3).
    let mut s = pos("7-7-0-7-7-7-5/7-7-5-7-7-7-7 11-0 S", 1, &[]);
    play(&r, &mut s, &["7"]);
    assert_eq!(taken(&s), [(2, 1), (9, 0)]);
    assert_eq!(text(&r, &s), "8-8-0-7-7-7-0/8-8-0-8-8-8-8 13-0 N round 1");
}

#[test]
fn round_end_refills_from_the_store_side_and_burns_the_rest_gaps_5_and_7() {
    let r = rules();
    let mut s = pos("1-0-0-0-0-0-0/0-0-0-0-0-0-0 60-37 S", 1, &[]);
    play(&r, &mut s, &["1"]);
    assert_eq!(
        text(&r, &s),
        "7-7-7-7-7-7-7/0-0-7-7-7-7-7 12-2 S round 2 burnt N1,N2"
    );
    // North ran out: South moves first in round 2.
    assert_eq!(r.status(&s), Status::ToMove(Seat(0)));
    let view = r.view(&s, None);
    let crate::view::Board::Pits(drawn) = &view.board else {
        panic!("pits");
    };
    let marks = &drawn.marks;
    assert_eq!(marks.iter().filter(|m| m.kind == PitKind::Hatched).count(), 2);
}

#[test]
fn burnt_holes_are_passed_over_by_the_opponent() {
    let r = rules();
    // S7's six: N7 … N3, then N2 and N1 are burnt and passed over: the
    // sixth seed lands in South's store, and South moves again.
    let mut s = pos("7-7-7-7-7-7-6/0-0-7-7-7-7-7 13-2 S", 2, &["N1", "N2"]);
    play(&r, &mut s, &["7"]);
    assert_eq!(
        text(&r, &s),
        "7-7-7-7-7-7-0/0-0-8-8-8-8-8 14-2 S round 2 burnt N1,N2"
    );
}

#[test]
fn gap_6_the_owner_sows_into_his_burnt_holes_but_never_lifts_them() {
    let r = rules();
    let mut s = pos("7-7-7-7-7-7-7/0-0-7-7-3-7-7 16-2 N", 2, &["N1", "N2"]);
    assert_eq!(
        r.parse_move(&s, "7"),
        Err(MoveError::illegal(
            "7",
            Message::new("mancala-empty-pit").code("pit", "7")
        ))
    );
    // North's hole 3 is N5: N4, N3, N2 (burnt): the seed stays, the turn
    // ends there.
    play(&r, &mut s, &["3"]);
    assert_eq!(
        text(&r, &s),
        "7-7-7-7-7-7-7/0-1-8-8-0-7-7 16-2 S round 2 burnt N1,N2"
    );
    assert_eq!(s.last().unwrap().stop, Word::CongklakStopBurnt);
    assert_eq!(
        r.parse_move(
            &{
                let mut t = s.clone();
                t.to_move = Seat(1);
                t
            },
            "6"
        ),
        Err(MoveError::illegal(
            "6",
            Message::new("congklak-burnt").code("pit", "6")
        ))
    );
}

#[test]
fn a_capture_never_takes_a_burnt_hole() {
    let r = rules();
    // S7 (7): N7 … N3, (N2, N1 burnt: passed over), the store, S1 (empty,
    // South's, after a lap): the seed is taken, but N1 across is burnt
    // and keeps its three seeds.
    let mut s = pos("0-0-7-7-7-7-7/3-0-7-7-7-7-7 16-9 S", 2, &["N1", "N2"]);
    play(&r, &mut s, &["7"]);
    assert_eq!(taken(&s), [(0, 1)]);
    assert_eq!(s.board.get(7), 3);
}

#[test]
fn fewer_than_twenty_one_seeds_lose_the_game() {
    let r = rules();
    let mut s = pos("1-0-0-0-0-0-0/0-0-0-0-0-0-0 77-20 S", 1, &[]);
    play(&r, &mut s, &["1"]);
    let o = r.status(&s).outcome().cloned().unwrap();
    assert_eq!(
        o.reason,
        Message::new("congklak-end-poor")
            .part(
                "why",
                Message::new("congklak-stuck")
                    .seat("seat", Seat(1))
                    .count("round", 1)
            )
            .seat("seat", Seat(1))
    );
    assert_eq!((o.winner, o.scores), (Some(Seat(0)), Some(vec![78, 20])));
}

#[test]
fn round_twenty_is_the_last() {
    let r = rules();
    let mut s = pos("1-0-0-0-0-0-0/0-0-0-0-0-0-0 40-57 S", 20, &[]);
    play(&r, &mut s, &["1"]);
    let o = r.status(&s).outcome().cloned().unwrap();
    assert_eq!(o.winner, Some(Seat(1)));
    assert_eq!(o.reason.id(), "mancala-end-last-round");
    assert!(
        o.reason
            .args()
            .any(|a| a == ("round", &crate::message::Arg::Count(20)))
    );
}

#[test]
fn gap_8_a_big_hole_is_not_skipped() {
    let r = rules();
    // Fifteen seeds from S1 go round (S2 … S7, N7 … N1, the store) and the
    // fifteenth falls into S1 itself, emptied and South's, after a lap:
    // it is taken with the eight of N1 across.
    let mut s = pos("15-0-0-0-0-0-0/7-7-7-7-7-7-7 34-0 S", 1, &[]);
    play(&r, &mut s, &["1"]);
    assert_eq!(s.last().unwrap().laps[0].last, 0);
    assert_eq!(taken(&s), [(0, 1), (7, 8)]);
    assert_eq!(s.board.store_of(Seat(0)), 44);
}
