//! Bao la Kiswahili: phases, captures and kichwa, the house, kutakatia,
//! the end, and every catalog gap. The text's diagrams are missing, so
//! its examples are replayed on positions that fit their words.

use super::*;
use crate::playout::SplitMix64;
use crate::{MoveError, Rules, Status};

fn bao() -> BaoLaKiswahili {
    <BaoLaKiswahili as Rules>::new(&Options::default()).unwrap()
}

/// `"A/B/a/b hands mover"`, each row from its owner's left; `lost` houses.
fn pos(text: &str, lost: [bool; 2]) -> State<BaoExtra> {
    let (board, rest) = text.split_once(' ').unwrap();
    let (hands, mover) = rest.split_once(' ').unwrap();
    let mut b = Board::empty();
    for (p, n) in board.split(['/', '-']).enumerate() {
        b.set(p as Cell, n.parse().unwrap());
    }
    for (s, n) in hands.split('-').enumerate() {
        b.set(store(Seat(s as u8)), n.parse().unwrap());
    }
    State::new(b, BaoExtra { lost }, Seat(u8::from(mover == "N")))
}

fn play(r: &BaoLaKiswahili, s: &mut State<BaoExtra>, moves: &[&str]) {
    for m in moves {
        r.play(s, m).unwrap_or_else(|e| panic!("{m}: {e}"));
    }
}

fn legal(r: &BaoLaKiswahili, s: &State<BaoExtra>) -> Vec<String> {
    r.legal_vec(s).iter().map(|m| r.format_move(s, m)).collect()
}

/// The first part of the position text: South's front and back rows.
fn south(r: &BaoLaKiswahili, s: &State<BaoExtra>) -> String {
    let text = r.position_text(s);
    text.split('/').take(2).collect::<Vec<_>>().join("/")
}

fn north_front(s: &State<BaoExtra>) -> Vec<u8> {
    front(Seat(1)).map(|p| s.board.get(p)).collect()
}

const ZERO: &str = "0-0-0-0-0-0-0-0";

#[test]
fn setup_and_gap_g1_south_starts_with_houses_and_twenty_two_in_hand() {
    let r = bao();
    let s = r.initial();
    assert_eq!(
        r.position_text(&s),
        format!("0-0-0-0-6-2-2-0/{ZERO}/0-0-0-0-6-2-2-0/{ZERO} 22-22 S")
    );
    assert_eq!(r.status(&s), Status::ToMove(Seat(0)));
    // No capture at the start; the working house may not start a turn.
    assert_eq!(legal(&r, &s), ["A6L", "A6R", "A7L", "A7R"]);
}

#[test]
fn text_example_the_seed_into_a6_sown_leftwards() {
    // "From the starting position South puts a seed in A6 and sows
    // leftwards": A6's three seeds go to A5, A4, A3.
    let r = bao();
    let mut s = r.initial();
    play(&r, &mut s, &["A6L"]);
    assert_eq!(
        r.position_text(&s),
        format!("0-0-1-1-7-0-2-0/{ZERO}/0-0-0-0-6-2-2-0/{ZERO} 21-22 N")
    );
}

#[test]
fn namua_captures_the_facing_pit_and_sows_from_the_chosen_kichwa() {
    // The text's four capture pits, A2, A4, A6 and A8.
    let r = bao();
    let s = pos(
        &format!("0-1-0-1-0-1-0-1/{ZERO}/1-0-2-0-3-0-2-0/{ZERO} 10-10 S"),
        [false; 2],
    );
    assert_eq!(legal(&r, &s), ["A2", "A4L", "A4R", "A6L", "A6R", "A8"]);
    // A4 with the right-hand kichwa (the text's "R": seeds from A1 going
    // right): a5's three go A1, A2, A3; A3 was empty, the turn ends.
    let mut right = s.clone();
    play(&r, &mut right, &["A4R"]);
    assert_eq!(south(&r, &right), format!("1-2-1-2-0-1-0-1/{ZERO}"));
    assert_eq!(north_front(&right), [1, 0, 2, 0, 0, 0, 2, 0]);
    assert!(right.x.lost[1], "North's house was captured: lost");
    // From A8 going left: A8, A7, A6 (which held a seed: a3 facing it is
    // taken too, sown again from A8 going left: A8, A7, then A7's two
    // relayed to A6 and A5).
    let mut left = s;
    play(&r, &mut left, &["A4L"]);
    assert_eq!(south(&r, &left), format!("0-1-0-2-1-3-0-3/{ZERO}"));
    assert_eq!(north_front(&left), [1, 0, 0, 0, 0, 0, 2, 0]);
    assert_eq!(left.last().unwrap().taken.len(), 2);
}

#[test]
fn kimbi_and_kichwa_captures_force_their_kichwa() {
    let r = bao();
    let s = pos(
        &format!("0-1-0-1-0-1-0-1/{ZERO}/1-0-2-0-3-0-2-0/{ZERO} 10-10 S"),
        [false; 2],
    );
    let mut a2 = s.clone();
    play(&r, &mut a2, &["A2"]);
    let lap = a2.last().unwrap().laps[0];
    assert_eq!(
        (lap.from, lap.dir, lap.last),
        (None, Dir::Forward, 1),
        "from A1 rightwards"
    );
    let mut a8 = s;
    play(&r, &mut a8, &["A8"]);
    let lap = a8.last().unwrap().laps[0];
    assert_eq!(
        (lap.dir, a8.last().unwrap().taken[0].seeds),
        (Dir::Back, 1),
        "from A8 leftwards"
    );
}

#[test]
fn capturing_is_compulsory() {
    let r = bao();
    let s = pos(
        &format!("0-1-0-1-0-1-0-1/2-0-0-0-0-0-0-0/1-0-2-0-3-0-2-0/{ZERO} 10-10 S"),
        [false; 2],
    );
    assert_eq!(
        r.parse_move(&s, "B1L"),
        Err(MoveError::illegal(
            "B1L",
            Message::new("bao-must-capture").code("pit", "B1")
        ))
    );
}

#[test]
fn a_turn_without_a_first_capture_never_captures() {
    // Lost house, so A5 relays; A2's three go A3, A4, A5 (14 → 15), whose
    // fifteen come round to A4: A4 had a seed and faces North's full a5,
    // but this turn did not start with a capture: A4 is relayed instead.
    let r = bao();
    let mut s = pos(
        &format!("0-2-0-0-14-0-0-0/{ZERO}/0-0-0-0-6-2-0-0/{ZERO} 5-5 S"),
        [true, false],
    );
    assert!(r.legal_vec(&s).contains(&Move::sow_dir(1, Dir::Forward)));
    play(&r, &mut s, &["A2R"]);
    let trace = s.last().unwrap();
    assert!(trace.taken.is_empty());
    assert!(
        trace.laps.iter().any(|l| l.from == Some(3)),
        "A4 was lifted and sown on"
    );
    assert_eq!(north_front(&s), [0, 0, 0, 0, 6, 2, 0, 0]);
}

#[test]
fn the_house_is_taxed_only_when_every_other_front_pit_is_empty() {
    let r = bao();
    let mut s = pos(
        &format!("0-0-0-0-8-0-0-0/3-0-0-0-0-0-0-0/0-0-0-0-6-2-2-0/{ZERO} 5-5 S"),
        [false; 2],
    );
    assert_eq!(legal(&r, &s), ["A5L", "A5R"]);
    play(&r, &mut s, &["A5L"]);
    // Nine in the house, two out, sown from A4 leftwards.
    assert_eq!(south(&r, &s), "0-0-1-1-7-0-0-0/3-0-0-0-0-0-0-0");
    assert!(!s.x.lost[0]);
    // With another front pit full, the working house may not start.
    let s = pos(
        &format!("1-0-0-0-8-0-0-0/{ZERO}/0-0-0-0-6-2-2-0/{ZERO} 5-5 S"),
        [false; 2],
    );
    assert_eq!(legal(&r, &s), ["A1L", "A1R"]);
    assert_eq!(
        r.parse_move(&s, "A5L"),
        Err(MoveError::illegal("A5L", Message::new("bao-house-last")))
    );
}

#[test]
fn a_turn_without_capture_ends_in_the_working_house() {
    let r = bao();
    let mut s = pos(
        &format!("0-0-1-0-6-0-0-0/{ZERO}/0-0-0-0-0-0-0-3/{ZERO} 5-5 S"),
        [false; 2],
    );
    play(&r, &mut s, &["A3R"]);
    assert_eq!(south(&r, &s), format!("0-0-0-1-7-0-0-0/{ZERO}"));
    assert_eq!(s.last().unwrap().stop, Word::BaoStopHouse);
}

#[test]
fn a_capture_ending_in_the_house_stops_or_goes_on_with_a_safari() {
    let r = bao();
    let s = pos(
        &format!("0-0-0-0-6-0-1-0/{ZERO}/0-4-0-0-0-0-0-3/{ZERO} 5-5 S"),
        [false; 2],
    );
    assert_eq!(legal(&r, &s), ["A7", "A7+"]);
    let mut kept = s.clone();
    play(&r, &mut kept, &["A7"]);
    assert_eq!(south(&r, &kept), format!("0-0-0-0-7-1-3-1/{ZERO}"));
    assert!(!kept.x.lost[0]);
    let mut safari = s;
    play(&r, &mut safari, &["A7+"]);
    assert_eq!(south(&r, &safari), "1-1-1-1-0-1-3-1/1-1-1-0-0-0-0-0");
    assert!(safari.x.lost[0], "an emptied house is an ordinary pit for good");
    assert!(r.position_text(&safari).ends_with(" lost S"));
}

#[test]
fn gap_g4_once_the_house_is_gone_single_seeds_cannot_start_and_the_player_loses() {
    // The text's example: South's front row holds single seeds only and
    // his house is gone: no legal move, South loses. North (in mtaji, a
    // single front seed) plays his back row.
    let r = bao();
    let mut s = pos(
        &format!("1-1-1-1-0-1-1-1/{ZERO}/0-0-0-1-0-0-0-0/0-0-0-0-2-0-0-0 5-0 N"),
        [true, false],
    );
    play(&r, &mut s, &["b5L"]);
    let o = r.status(&s).outcome().cloned().unwrap();
    assert_eq!(
        (o.winner, o.reason),
        (
            Some(Seat(1)),
            Message::new("mancala-end-no-move").seat("seat", Seat(0))
        )
    );
    // With the house still his, the same row may start a turn.
    let mut s = pos(
        &format!("1-1-1-1-0-1-1-1/{ZERO}/0-0-0-1-0-0-0-0/0-0-0-0-2-0-0-0 5-0 S"),
        [false, false],
    );
    s.board.set(nyumba(Seat(0)), 0);
    assert!(!r.legal_vec(&s).is_empty());
}

#[test]
fn gap_g5_emptying_your_own_front_row_loses_at_once() {
    let r = bao();
    let mut s = pos(
        &format!("0-0-0-0-0-0-0-2/1-0-0-0-0-0-0-0/0-0-0-2-0-0-0-0/{ZERO} 0-0 S"),
        [true, true],
    );
    play(&r, &mut s, &["A8R"]);
    let o = r.status(&s).outcome().cloned().unwrap();
    assert_eq!(
        (o.winner, o.reason),
        (
            Some(Seat(1)),
            Message::new("bao-end-own-front-empty").seat("seat", Seat(0))
        )
    );
}

#[test]
fn emptying_the_opponents_front_row_wins() {
    let r = bao();
    let mut s = pos(
        &format!("0-0-0-1-0-0-0-0/{ZERO}/0-0-0-0-3-0-0-0/2-0-0-0-0-0-0-0 5-5 S"),
        [true, false],
    );
    play(&r, &mut s, &["A4R"]);
    let o = r.status(&s).outcome().cloned().unwrap();
    assert_eq!(
        (o.winner, o.reason),
        (
            Some(Seat(0)),
            Message::new("bao-end-front-empty").seat("seat", Seat(1))
        )
    );
}

#[test]
fn mtaji_a7_leftwards_captures_two_from_a4() {
    // The text's mtaji example: from A7 leftwards the last seed falls in
    // A5, which held a seed and faces a4: its two seeds are sown from A8
    // (the kichwa that keeps the leftward way).
    let r = bao();
    let mut s = pos(
        &format!("0-0-0-0-1-0-2-0/2-0-0-0-0-0-0-0/0-0-0-2-0-0-0-1/{ZERO} 0-0 S"),
        [true, true],
    );
    assert_eq!(legal(&r, &s), ["A7L"], "the only capture, compulsory");
    play(&r, &mut s, &["A7L"]);
    assert_eq!(south(&r, &s), "0-0-0-0-2-1-1-1/2-0-0-0-0-0-0-0");
    assert_eq!(north_front(&s), [0, 0, 0, 0, 0, 0, 0, 1]);
}

#[test]
fn mtaji_pits_of_one_never_move_big_pits_never_capture_and_the_front_comes_first() {
    let r = bao();
    // Sixteen seeds from A3 would end in A3's neighbour … any capture is
    // refused for a pit over fifteen: the move is a plain sowing.
    let s = pos(
        &format!("0-0-16-0-1-0-0-1/{ZERO}/0-0-0-2-0-0-0-1/{ZERO} 0-0 S"),
        [true, true],
    );
    for mv in r.legal_vec(&s) {
        assert!(!r.v.simulate(&s, &mv).unwrap().captured, "{mv:?}");
    }
    // Front pits of two or more come before the back row.
    let s = pos(
        "0-0-0-2-1-0-0-0/3-0-0-0-0-0-0-0/1-0-0-0-0-0-0-0/0-0-0-0-0-0-0-0 0-0 S",
        [true, true],
    );
    assert_eq!(legal(&r, &s), ["A4L", "A4R"]);
    assert_eq!(
        r.parse_move(&s, "B1L"),
        Err(MoveError::illegal(
            "B1L",
            Message::new("bao-front-first").code("pit", "B1")
        ))
    );
    assert!(matches!(r.parse_move(&s, "A5L"), Err(MoveError::Illegal { .. })));
}

#[test]
fn gap_g3_kutakatia_north_may_not_empty_the_only_pit_south_threatens() {
    // The text's example: a4 is South's only capture next turn, so North
    // may not move from it …
    let r = bao();
    let s = pos(
        &format!("0-0-2-0-1-0-0-0/{ZERO}/0-0-0-2-0-0-2-0/{ZERO} 0-0 N"),
        [true, true],
    );
    assert_eq!(legal(&r, &s), ["a7L", "a7R"]);
    assert_eq!(
        r.parse_move(&s, "a4L"),
        Err(MoveError::illegal(
            "a4L",
            Message::new("bao-kutakatia").code("pit", "a4")
        ))
    );
    assert_eq!(
        r.view(&s, None).caption,
        Some(
            Message::new("bao-to-move-kutakatia")
                .seat("seat", Seat(1))
                .code("phase", "mtaji")
                .code("pit", "a4")
        )
    );
    // … but when South has two captures (one from B2 on a7 too), it may.
    let s = pos(
        &format!("0-1-2-0-1-0-0-0/0-3-0-0-0-0-0-0/0-0-0-2-0-0-2-0/{ZERO} 0-0 N"),
        [true, true],
    );
    assert_eq!(legal(&r, &s), ["a4L", "a4R", "a7L", "a7R"]);
}

#[test]
fn gap_g6_each_player_changes_phase_when_his_own_hand_is_empty() {
    let r = bao();
    let s = pos(
        &format!("0-0-0-2-0-0-0-0/{ZERO}/0-0-0-0-0-0-1-0/0-0-0-0-0-0-3-0 0-4 S"),
        [true, true],
    );
    let view = r.view(&s, None);
    let phase = |seat: usize| {
        view.seats[seat]
            .score
            .as_ref()
            .unwrap()
            .args()
            .next()
            .map(|(_, a)| a.clone())
    };
    assert_eq!(phase(0), Some(crate::message::Arg::Code("mtaji".to_string())));
    assert_eq!(phase(1), Some(crate::message::Arg::Code("namua".to_string())));
    assert_eq!(legal(&r, &s), ["A4L", "A4R"]);
}

#[test]
fn gap_g7_a_capture_may_put_its_seed_into_the_house() {
    let r = bao();
    let mut s = pos(
        &format!("0-0-0-0-6-0-0-0/{ZERO}/0-0-0-2-0-0-0-1/{ZERO} 5-5 S"),
        [false; 2],
    );
    assert_eq!(legal(&r, &s), ["A5L", "A5R"]);
    play(&r, &mut s, &["A5R"]);
    assert_eq!(s.board.get(nyumba(Seat(0))), 7, "the house keeps its seeds");
    assert!(!s.x.lost[0]);
}

#[test]
fn gap_g8_no_pit_is_skipped() {
    let r = bao();
    // Sixteen from A1 go once round South's pits, the last into A1 itself.
    let mut s = pos(
        &format!("16-0-0-0-0-0-0-0/{ZERO}/0-0-0-0-0-0-0-1/{ZERO} 0-0 S"),
        [true, true],
    );
    play(&r, &mut s, &["A1R"]);
    assert_eq!(s.last().unwrap().laps[0].last, 0);
}

#[test]
fn gap_g2_a_taxed_house_below_six_works_again_when_refilled() {
    let r = bao();
    let mut s = pos(
        &format!("0-0-0-0-6-0-0-0/{ZERO}/0-0-0-0-6-2-2-0/{ZERO} 5-5 S"),
        [false; 2],
    );
    play(&r, &mut s, &["A5R"]);
    assert_eq!(s.board.get(nyumba(Seat(0))), 5);
    assert!(!Bao::house_works(&s, Seat(0)) && !s.x.lost[0]);
    s.board.set(nyumba(Seat(0)), 6);
    assert!(Bao::house_works(&s, Seat(0)));
}

#[test]
fn gap_g10_no_safari_in_mtaji() {
    // A7's first sowing ends in the house (A5, eight seeds, never emptied)
    // facing a4: a capture; a4's four go A8, A7, A6, A5. In mtaji the
    // house is an ordinary pit: no "+" is offered, it is relayed (and so
    // emptied for good).
    let r = bao();
    let mut s = pos(
        &format!("0-0-0-0-8-1-2-0/{ZERO}/0-0-0-4-0-0-0-1/{ZERO} 0-0 S"),
        [false; 2],
    );
    assert_eq!(legal(&r, &s), ["A7L"]);
    play(&r, &mut s, &["A7L"]);
    assert!(s.x.lost[0]);
    assert_eq!(south(&r, &s), "1-1-1-1-0-3-1-1/1-1-1-1-1-1-0-0");
}

#[test]
fn gap_g9_endless_sowings_are_illegal_and_games_end() {
    let r = bao();
    let mut rng = SplitMix64(21);
    for _ in 0..30 {
        let mut s = r.initial();
        while let Status::ToMove(_) = r.status(&s) {
            let moves = r.legal_vec(&s);
            assert!(!moves.is_empty());
            for (mv, _) in r.v.candidates(&s) {
                if !moves.contains(&mv) {
                    let blocked = r.v.kutakatia(&s) == mv.pit();
                    assert!(r.v.simulate(&s, &mv).is_none() || blocked, "{mv:?}");
                }
            }
            r.apply(&mut s, &moves[rng.below(moves.len())]);
        }
        assert!(s.ply <= PLY_CAP);
    }
}
