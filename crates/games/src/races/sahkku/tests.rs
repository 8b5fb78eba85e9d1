//! Rule tests, named after the catalog ids (§14 rules 1–9, gaps G1–G9).

use super::track::{KING_HOME, read_point};
use super::*;
use crate::view::Board;

const W: Seat = Seat::FIRST;
const B: Seat = Seat::SECOND;

fn rules() -> Sahkku {
    Sahkku::new(&Options::default()).unwrap()
}

/// The track position of `seat` on point `p`; `home`: the homeward pass
/// along the middle line.
fn pos(seat: Seat, p: &str, home: bool) -> usize {
    let p = read_point(p).unwrap();
    positions_at(seat, p)
        .find(|&i| homeward(i) == home)
        .or_else(|| positions_at(seat, p).next())
        .unwrap()
}

/// A position: active pieces of each side (point, homeward, count), the
/// inactive counts, the king and its holder, whose turn, the phase.
fn setup(
    white: &[(&str, bool, u8)],
    black: &[(&str, bool, u8)],
    inactive: [u8; 2],
    king: (&str, Option<Seat>),
    turn: Seat,
    phase: Phase,
) -> SahState {
    let mut state = rules().initial();
    state.board.active = [[0; LAP]; 2];
    for (seat, list) in [(W, white), (B, black)] {
        for &(p, home, n) in list {
            state.board.active[seat.index()][pos(seat, p, home)] += n;
        }
    }
    state.board.inactive = inactive;
    state.board.king = read_point(king.0).unwrap();
    state.board.king_owner = king.1;
    state.turn = turn;
    state.phase = phase;
    state
}

fn legal(r: &Sahkku, state: &SahState) -> Vec<String> {
    r.legal_vec(state)
        .iter()
        .map(|m| r.format_move(state, m))
        .collect()
}

fn play(r: &Sahkku, state: &mut SahState, moves: &[&str]) {
    for text in moves {
        r.play(state, text).unwrap_or_else(|e| panic!("{text}: {e}"));
    }
}

fn reason(err: MoveError) -> String {
    match err {
        MoveError::Illegal { reason, .. } => reason.to_string(),
        other => panic!("not an illegal-move error: {other:?}"),
    }
}

fn active_on(state: &SahState, seat: Seat, p: &str) -> u8 {
    state.board.active_at(seat, read_point(p).unwrap())
}

/// Weights of the listed chance outcomes, by text.
fn chances(r: &Sahkku, state: &SahState) -> Vec<(String, u32)> {
    let mut out = Vec::new();
    r.chance_outcomes(state, &mut out);
    out.iter().map(|(m, w)| (r.format_move(state, m), *w)).collect()
}

#[test]
fn r1_setup_fifteen_each_on_their_home_line_and_the_king_on_b8() {
    let r = rules();
    let s = r.initial();
    for c in 1..=15 {
        assert!(s.board.inactive_at(W, read_point(&format!("A{c}")).unwrap()));
        assert!(s.board.inactive_at(B, read_point(&format!("C{c}")).unwrap()));
        assert!(!s.board.inactive_at(W, read_point(&format!("B{c}")).unwrap()));
    }
    assert_eq!(s.board.inactive, [15, 15]);
    assert_eq!(name(s.board.king), "B8");
    assert_eq!(s.board.king, KING_HOME);
    assert_eq!(s.board.king_owner, None);
    let view = r.view(&s, None);
    assert_eq!(view.pieces.len(), 31);
    assert!(
        matches!(&view.board, Board::Intersections(i) if i.files == 15 && i.ranks == 3 && i.rank_letters)
    );
}

#[test]
fn r2_tracks_run_both_ways_along_the_three_lines() {
    let names = |s: Seat, range: std::ops::Range<usize>| -> Vec<String> {
        range.map(|i| name(PLACE[s.index()][i])).collect()
    };
    assert_eq!(names(W, 0..3), ["A1", "A2", "A3"]);
    assert_eq!(names(W, 14..17), ["A15", "B15", "B14"]);
    assert_eq!(names(W, 29..32), ["B1", "C1", "C2"]);
    assert_eq!(names(B, 0..3), ["C15", "C14", "C13"]);
    assert_eq!(names(B, 14..17), ["C1", "B1", "B2"]);
    assert_eq!(names(B, 29..32), ["B15", "A15", "A14"]);
    // A White piece on A14 moving 3 turns onto the middle line.
    let r = rules();
    let mut s = setup(
        &[("A14", false, 1)],
        &[("C1", false, 1)],
        [0, 0],
        ("B8", None),
        W,
        Phase::Play([3, 0, 0]),
    );
    play(&r, &mut s, &["A14+3"]);
    assert_eq!(active_on(&s, W, "B14"), 1);
}

#[test]
fn r3_activation_needs_three_x_within_three_throws() {
    let r = rules();
    let mut s = r.initial();
    play(&r, &mut s, &["white-first"]);
    assert_eq!(legal(&r, &s), ["activate"], "no active piece: only activation");
    play(&r, &mut s, &["activate"]);
    // Three dice thrown first, then only those not showing X.
    assert_eq!(chances(&r, &s).len(), 20);
    play(&r, &mut s, &["1-1-0"]);
    assert_eq!(s.phase, Phase::Ritual { throws: 1, aside: 2 });
    assert_eq!(
        chances(&r, &s),
        [("3", 1), ("2", 1), ("1", 1), ("0", 1)].map(|(t, w)| (t.to_string(), w))
    );
    play(&r, &mut s, &["3"]);
    play(&r, &mut s, &["1"]);
    assert_eq!(s.phase, Phase::Activated);
    assert_eq!(s.turn, W);
    assert_eq!(s.last.note, [Note::Activated(W)]);
    // A failure: the turn passes, and says why.
    let mut f = r.initial();
    play(&r, &mut f, &["black-first", "activate", "3-2-0", "1-0-0", "0-0"]);
    assert_eq!(f.turn, W);
    assert_eq!(f.phase, Phase::Choose);
    assert_eq!(f.last.note, [Note::ActivationFails { seat: B, aside: 1 }]);
    assert_eq!(f.board.inactive, [15, 15]);
    assert_eq!(
        r.view(&f, None).last_move,
        [Message::new("sahkku-activation-fails")
            .seat("seat", B)
            .count("aside", 1)]
    );
}

#[test]
fn r3_activation_throws_have_exact_weights() {
    let r = rules();
    let mut s = r.initial();
    play(&r, &mut s, &["white-first", "activate"]);
    let all = chances(&r, &s);
    assert_eq!(all.iter().map(|(_, w)| w).sum::<u32>(), 64);
    let weight = |t: &str| all.iter().find(|(m, _)| m == t).unwrap().1;
    assert_eq!(weight("1-1-1"), 1);
    assert_eq!(weight("3-1-1"), 3);
    assert_eq!(weight("3-2-1"), 6);
    play(&r, &mut s, &["1-0-0"]);
    let two = chances(&r, &s);
    assert_eq!(two.len(), 10);
    assert_eq!(two.iter().map(|(_, w)| w).sum::<u32>(), 16);
    // Exact success chance, by enumerating the three throws with weights:
    // the product over the chance nodes must equal the closed form
    // P = (1 − (3/4)³)³ = (37/64)³ for three dice, each needing an X within
    // three throws.
    fn success(r: &Sahkku, s: &SahState) -> (u64, u64) {
        match s.phase {
            Phase::Activated => return (1, 1),
            Phase::Ritual { .. } => {}
            _ => return (0, 1),
        }
        let mut out = Vec::new();
        r.chance_outcomes(s, &mut out);
        let total: u64 = out.iter().map(|(_, w)| u64::from(*w)).sum();
        let (mut num, mut den) = (0u64, 1u64);
        for (m, w) in out {
            let mut next = s.clone();
            r.apply(&mut next, &m);
            let (n, d) = success(r, &next);
            // num/den + w/total · n/d
            let (a, b) = (num * total * d + u64::from(w) * n * den, den * total * d);
            let g = gcd(a, b);
            (num, den) = (a / g, b / g);
        }
        (num, den)
    }
    fn gcd(a: u64, b: u64) -> u64 {
        if b == 0 { a } else { gcd(b, a % b) }
    }
    let mut start = r.initial();
    play(&r, &mut start, &["white-first", "activate"]);
    assert_eq!(success(&r, &start), (37 * 37 * 37, 64 * 64 * 64));
}

#[test]
fn r3_activation_options_a_b_c_move_the_front_pieces() {
    let r = rules();
    let mut s = r.initial();
    play(&r, &mut s, &["white first", "activate", "roll 1-1-1"]);
    assert_eq!(
        legal(&r, &s),
        ["A15+1 A14+1 A13+1", "A15+3", "A15+1 A14+2", "A15+2 A14+1"]
    );
    let mut a = s.clone();
    play(&r, &mut a, &["a"]);
    assert_eq!(a.board.inactive[0], 12);
    assert_eq!(active_on(&a, W, "B15"), 1);
    assert_eq!(active_on(&a, W, "A15"), 1);
    assert_eq!(active_on(&a, W, "A14"), 1);
    assert_eq!(a.turn, B, "an activation ends the turn");
    let mut b = s.clone();
    play(&r, &mut b, &["b"]);
    assert_eq!(active_on(&b, W, "B13"), 1);
    assert_eq!(b.board.inactive[0], 14);
    let mut c = s.clone();
    play(&r, &mut c, &["c"]);
    assert_eq!(active_on(&c, W, "B15"), 2);
    let mut c2 = s.clone();
    play(&r, &mut c2, &["c2"]);
    assert_eq!((active_on(&c2, W, "B14"), active_on(&c2, W, "A15")), (1, 1));
    // With one waiting piece, only (b) is possible.
    let one = setup(
        &[("B3", false, 1)],
        &[("C2", false, 1)],
        [1, 0],
        ("B8", None),
        W,
        Phase::Activated,
    );
    assert_eq!(legal(&r, &one), ["A1+3"]);
}

#[test]
fn r4_each_die_goes_whole_to_one_piece_never_split() {
    let r = rules();
    // X + III + blank = 4: one piece 4, or one 1 and another 3; never 2 + 2.
    let s = setup(
        &[("B10", false, 1), ("B5", false, 1)],
        &[("C14", false, 1)],
        [0, 0],
        ("B8", None),
        W,
        Phase::Play([3, 1, 0]),
    );
    let moves = legal(&r, &s);
    assert!(moves.contains(&"B10+4".to_string()), "{moves:?}");
    assert!(moves.contains(&"B10+1 B5+3".to_string()), "{moves:?}");
    assert!(moves.contains(&"B10+3 B5+1".to_string()), "{moves:?}");
    assert!(moves.iter().all(|m| !m.contains("+2")), "{moves:?}");
    let err = r.parse_move(&s, "B10+2 B5+2").unwrap_err();
    assert_eq!(reason(err), "sahkku-no-sum(steps=2, dice=III X)",);
    // Another order of the same moves is accepted.
    let mut t = s.clone();
    play(&r, &mut t, &["B5+1 B10+3"]);
    assert_eq!((active_on(&t, W, "B7"), active_on(&t, W, "B4")), (1, 1));
}

#[test]
fn r5_pieces_share_points_and_jump_over_pieces() {
    let r = rules();
    let mut s = setup(
        &[("B10", false, 1), ("B7", false, 1)],
        &[("B9", false, 2), ("B8", false, 1)],
        [0, 0],
        ("A1", None),
        W,
        Phase::Play([3, 0, 0]),
    );
    // B10 + 3 jumps over the black pieces on B9 and B8 and lands on B7,
    // where White already stands.
    play(&r, &mut s, &["B10+3"]);
    assert_eq!(active_on(&s, W, "B7"), 2);
    assert_eq!(active_on(&s, B, "B9"), 2);
    let view = r.view(&s, None);
    assert_eq!(view.pieces.iter().filter(|p| p.cell == "B7").count(), 2);
}

#[test]
fn r6_landing_on_active_pieces_captures_them_all_for_good() {
    let r = rules();
    let mut s = setup(
        &[("B10", false, 1)],
        &[("B7", false, 3), ("C3", false, 1)],
        [0, 0],
        ("A1", None),
        W,
        Phase::Play([2, 1, 0]),
    );
    play(&r, &mut s, &["B10+3"]);
    assert_eq!(active_on(&s, B, "B7"), 0);
    assert_eq!(s.board.left(B), 1);
    let at = read_point("B7").unwrap();
    assert_eq!(s.last.note, [Note::Captures { seat: W, n: 3, at }]);
    assert_eq!(
        s.last.note[0].message().to_string(),
        "sahkku-captures(seat=#0, n=3, other=#1, point=B7)"
    );
    assert_eq!(s.last.captured, [(read_point("B7").unwrap(), B, 3)]);
}

#[test]
fn r7_the_king_is_taken_by_landing_and_moves_straight() {
    let r = rules();
    let mut s = setup(
        &[("B10", false, 1)],
        &[("C3", false, 1)],
        [0, 0],
        ("B8", None),
        W,
        Phase::Play([2, 0, 0]),
    );
    assert_eq!(legal(&r, &s), ["B10+2"]);
    play(&r, &mut s, &["B10+2"]);
    assert_eq!(s.board.king_owner, Some(W));
    assert_eq!(s.last.note, [Note::TakesKing(W)]);
    // White moves the king: along or across the lines, straight.
    let mut k = setup(
        &[("B8", false, 1)],
        &[("A8", false, 1), ("C3", false, 1)],
        [0, 0],
        ("B8", Some(W)),
        W,
        Phase::Play([1, 0, 0]),
    );
    let moves = legal(&r, &k);
    for m in ["K>A8", "K>C8", "K>B7", "K>B9", "B8+1"] {
        assert!(moves.contains(&m.to_string()), "{m} in {moves:?}");
    }
    assert_eq!(
        reason(r.parse_move(&k, "K>A7").unwrap_err()),
        "sahkku-king-straight(point=B8)"
    );
    // It captures like a piece and is never captured; Black retakes it by
    // landing there.
    play(&r, &mut k, &["K>A8"]);
    assert_eq!(active_on(&k, B, "A8"), 0);
    let mut back = setup(
        &[("C5", false, 1)],
        &[("A11", false, 1)],
        [0, 0],
        ("A8", Some(W)),
        B,
        Phase::Play([3, 0, 0]),
    );
    play(&r, &mut back, &["A11+3"]);
    assert_eq!(back.board.king_owner, Some(B));
    assert_eq!(name(back.board.king), "A8");
    // The uncontrolled king cannot be moved.
    let free = setup(
        &[("C5", false, 1)],
        &[("A11", false, 1)],
        [0, 0],
        ("B8", None),
        W,
        Phase::Play([1, 0, 0]),
    );
    assert_eq!(
        reason(r.parse_move(&free, "K>B9").unwrap_err()),
        "sahkku-not-your-king",
    );
}

#[test]
fn r8_a_piece_before_the_waiting_row_freezes_it() {
    let r = rules();
    // Black's waiting row is C15…C10 (6 pieces, front C10): the point ahead
    // along Black's track is C9. A White piece lands there from C7.
    let mut s = setup(
        &[("C7", false, 1), ("B2", false, 1)],
        &[("B3", false, 1)],
        [0, 6],
        ("B8", None),
        W,
        Phase::Play([2, 0, 0]),
    );
    play(&r, &mut s, &["C7+2"]);
    assert!(s.board.frozen(B));
    assert!(s.last.note.contains(&Note::Frozen(B)), "{:?}", s.last.note);
    // Black cannot activate: the throw comes at once.
    assert_eq!(s.phase, Phase::Throw);
    let view = r.view(&s, None);
    assert!(
        view.pieces
            .iter()
            .any(|p| p.kind == "man~frozen" && p.cell == "C15")
    );
    // When the piece moves away, the row thaws.
    // (It may only jump the whole row: C9 + 7 lands on B15.)
    let mut t = setup(
        &[("C9", false, 1), ("B2", false, 1)],
        &[("B3", false, 1)],
        [0, 6],
        ("B8", None),
        W,
        Phase::Play([3, 3, 1]),
    );
    play(&r, &mut t, &["C9+7"]);
    assert!(!t.board.frozen(B));
    assert_eq!(legal(&r, &t), ["activate", "throw"]);
}

#[test]
fn r9_a_side_without_active_pieces_loses_even_with_frozen_ones() {
    let r = rules();
    let mut s = setup(
        &[("B10", false, 1)],
        &[("B7", false, 1)],
        [3, 10],
        ("A1", None),
        W,
        Phase::Play([3, 0, 0]),
    );
    play(&r, &mut s, &["B10+3"]);
    let Status::Over(o) = r.status(&s) else {
        panic!("not over")
    };
    assert_eq!(o.winner, Some(W));
    assert_eq!(
        o.reason,
        Message::new("sahkku-none-active")
            .seat("seat", B)
            .count("waiting", 10)
    );
    // Eliminating every piece wins too.
    let mut all = setup(
        &[("B10", false, 1)],
        &[("B7", false, 1)],
        [3, 0],
        ("A1", None),
        W,
        Phase::Play([3, 0, 0]),
    );
    play(&r, &mut all, &["B10+3"]);
    assert!(
        matches!(r.status(&all), Status::Over(o) if o.reason == Message::new("sahkku-all-captured").seat("seat", B))
    );
}

#[test]
fn gap_g1_the_track_loops_after_the_far_line() {
    let r = rules();
    // White on C14 moving 3: C15, then back along the middle line: B15, B14.
    let mut s = setup(
        &[("C14", false, 1)],
        &[("C1", false, 1)],
        [0, 0],
        ("B8", None),
        W,
        Phase::Play([3, 0, 0]),
    );
    play(&r, &mut s, &["C14+3"]);
    let i = pos(W, "B14", true);
    assert_eq!(s.board.active[0][i], 1, "on its homeward pass");
    // From the homeward pass B2 + 3: B1, then A1, A2 (round again).
    let mut h = setup(
        &[("B2", true, 1)],
        &[("C1", false, 1)],
        [0, 0],
        ("B8", None),
        W,
        Phase::Play([3, 0, 0]),
    );
    play(&r, &mut h, &["B2+3"]);
    assert_eq!(h.board.active[0][pos(W, "A2", false)], 1);
    // From the outward pass it goes to row C instead.
    let mut o = setup(
        &[("B2", false, 1)],
        &[("C5", false, 1)],
        [0, 0],
        ("B8", None),
        W,
        Phase::Play([3, 0, 0]),
    );
    play(&r, &mut o, &["B2+3"]);
    assert_eq!(active_on(&o, W, "C2"), 1);
    // Both passes on one point: the homeward piece carries a prime.
    let both = setup(
        &[("B2", false, 1), ("B2", true, 1)],
        &[("C5", false, 1)],
        [0, 0],
        ("B8", None),
        W,
        Phase::Play([3, 0, 0]),
    );
    let moves = legal(&r, &both);
    assert_eq!(moves, ["B2+3", "B2'+3"]);
    let mut p = both.clone();
    play(&r, &mut p, &["B2'+3"]);
    assert_eq!(active_on(&p, W, "A2"), 1);
}

#[test]
fn gap_g2_each_turn_chooses_activation_or_a_throw() {
    let r = rules();
    let mut s = setup(
        &[("B3", false, 1)],
        &[("B10", false, 1)],
        [14, 14],
        ("B8", None),
        W,
        Phase::Choose,
    );
    assert_eq!(legal(&r, &s), ["activate", "throw"]);
    play(&r, &mut s, &["throw"]);
    assert_eq!(r.status(&s), Status::Chance);
    assert_eq!(chances(&r, &s).iter().map(|(_, w)| w).sum::<u32>(), 64);
    play(&r, &mut s, &["1-0-0"]);
    // A normal throw moves active pieces only.
    assert_eq!(legal(&r, &s), ["B3+1"]);
    // With every piece active there is nothing to choose: the throw is due.
    let mut t = setup(
        &[("B3", false, 1)],
        &[("B10", false, 1)],
        [0, 14],
        ("B8", None),
        B,
        Phase::Play([1, 0, 0]),
    );
    play(&r, &mut t, &["B10+1"]);
    assert_eq!(t.phase, Phase::Throw);
}

#[test]
fn gap_g3_the_front_piece_is_the_one_furthest_along() {
    let r = rules();
    let mut s = setup(
        &[("B3", false, 1)],
        &[("B10", false, 1)],
        [14, 8],
        ("B8", None),
        B,
        Phase::Activated,
    );
    // Black's waiting pieces are C15…C8: the front one is C8.
    assert_eq!(legal(&r, &s)[1], "C8+3");
    play(&r, &mut s, &["b"]);
    assert_eq!(active_on(&s, B, "C5"), 1);
    assert_eq!(s.board.inactive[1], 7);
    assert!(s.board.inactive_at(B, read_point("C9").unwrap()));
    assert!(!s.board.inactive_at(B, read_point("C8").unwrap()));
}

#[test]
fn gap_g4_nothing_lands_on_inactive_opponent_pieces() {
    let r = rules();
    // White on B1 (outward) + 2 would land on C2, where a black piece waits.
    let s = setup(
        &[("B1", false, 1)],
        &[("B10", false, 1)],
        [0, 15],
        ("B8", None),
        W,
        Phase::Play([2, 0, 0]),
    );
    assert_eq!(legal(&r, &s), ["pass"]);
    let err = r.parse_move(&s, "B1+2").unwrap_err();
    assert!(matches!(err, MoveError::Illegal { .. }));
    // Jumping over them is fine.
    let mut j = setup(
        &[("B1", false, 1)],
        &[("B10", false, 1)],
        [0, 1],
        ("B8", None),
        W,
        Phase::Play([3, 0, 0]),
    );
    assert!(!j.board.inactive_at(B, read_point("C3").unwrap()));
    play(&r, &mut j, &["B1+3"]);
    assert_eq!(active_on(&j, W, "C3"), 1);
}

#[test]
fn gap_g5_as_many_dice_as_possible_blanks_count_zero() {
    let r = rules();
    // III + II: White's only piece on B1 (outward). With III it would land
    // on C3 (black waiting piece); with II on C2 (free after C1… no: Black
    // waits on C15…C2 with 14 pieces). Set up so only one die is usable.
    let s = setup(
        &[("B4", false, 1)],
        &[("B12", false, 1)],
        [0, 12],
        ("B8", None),
        W,
        Phase::Play([3, 2, 0]),
    );
    // Black waits on C15…C4. B4+3 → B1; B4+2 → B2; B4+5 → C2.
    let moves = legal(&r, &s);
    assert_eq!(moves, ["B4+5"], "both dice must be used when possible");
    let err = r.parse_move(&s, "B4+3").unwrap_err();
    assert_eq!(reason(err), "sahkku-as-many-dice(example=B4+5)",);
    // All blank: an explained pass.
    let mut blank = setup(
        &[("B4", false, 1)],
        &[("B12", false, 1)],
        [0, 12],
        ("B8", None),
        W,
        Phase::Throw,
    );
    play(&r, &mut blank, &["0-0-0"]);
    assert_eq!(legal(&r, &blank), ["pass"]);
    assert_eq!(
        r.view(&blank, None).caption_text(),
        "sahkku-threw-pass(seat=#0, faces=0 0 0, total=0)",
    );
    play(&r, &mut blank, &["pass"]);
    assert_eq!(blank.last.note, [Note::Passes(W, Idle::Blank)]);
    // When only some dice fit, those are used: B1 + 2 lands on waiting C2,
    // B1 + 1 on C1 is free.
    let some = setup(
        &[("B1", false, 1)],
        &[("B12", false, 1)],
        [0, 14],
        ("B8", None),
        W,
        Phase::Play([2, 1, 0]),
    );
    assert_eq!(legal(&r, &some), ["B1+1"]);
}

#[test]
fn gap_g6_the_king_moves_one_straight_line_per_die_and_may_share() {
    let r = rules();
    let s = setup(
        &[("A1", false, 1)],
        &[("C1", false, 1), ("A14", false, 1)],
        [0, 0],
        ("B8", Some(W)),
        W,
        Phase::Play([3, 1, 0]),
    );
    let moves = legal(&r, &s);
    // Two dice to the king, turning between them: 3 west then 1 south.
    assert!(moves.contains(&"K>B5 K>A5".to_string()), "{moves:?}");
    // Never a bent line with one die.
    assert!(r.parse_move(&s, "K>A5").is_err());
    // The king may end on its holder's own piece.
    let mut own = setup(
        &[("A8", false, 1)],
        &[("C1", false, 1)],
        [0, 0],
        ("B8", Some(W)),
        W,
        Phase::Play([1, 0, 0]),
    );
    play(&r, &mut own, &["K>A8"]);
    assert_eq!(name(own.board.king), "A8");
    assert_eq!(active_on(&own, W, "A8"), 1);
    // A piece ending on the king's point captures what is there and takes
    // the king.
    let mut take = setup(
        &[("A5", false, 1)],
        &[("C3", false, 1), ("B12", false, 2)],
        [0, 0],
        ("B12", Some(B)),
        W,
        Phase::Play([2, 0, 0]),
    );
    // White on A5 is on its track 4; 2 more is A7: set the king there.
    take.board.king = read_point("A7").unwrap();
    take.board.active[1] = [0; LAP];
    take.board.active[1][pos(B, "A7", false)] = 2;
    take.board.active[1][pos(B, "C3", false)] = 1;
    play(&r, &mut take, &["A5+2"]);
    assert_eq!(take.board.king_owner, Some(W));
    assert_eq!(active_on(&take, B, "A7"), 0);
    // Taking the king with one die, then moving it with the next.
    let grab = setup(
        &[("A5", false, 1)],
        &[("C3", false, 1)],
        [0, 0],
        ("A7", None),
        W,
        Phase::Play([2, 1, 0]),
    );
    let moves = legal(&r, &grab);
    assert!(moves.contains(&"A5+2 K>A8".to_string()), "{moves:?}");
}

#[test]
fn gap_g7_freezing_point_is_just_ahead_of_the_front_waiting_piece() {
    let mut b = Pieces::initial();
    assert_eq!(
        name(b.freeze_point(W).unwrap()),
        "B15",
        "all 15 waiting: ahead is B15"
    );
    b.inactive = [9, 4];
    assert_eq!(name(b.freeze_point(W).unwrap()), "A10");
    assert_eq!(name(b.freeze_point(B).unwrap()), "C11");
    // A piece of the same side there does not freeze; the other side's king
    // it controls does.
    b.active[0][pos(W, "A10", false)] = 1;
    assert!(!b.frozen(W));
    b.king = read_point("C11").unwrap();
    b.king_owner = Some(W);
    assert!(b.frozen(B));
    b.king_owner = Some(B);
    assert!(!b.frozen(B));
}

#[test]
fn gap_g8_loss_counts_only_after_the_first_activation() {
    let r = rules();
    let s = r.initial();
    assert!(
        !matches!(r.status(&s), Status::Over(_)),
        "nobody active at the start is no loss"
    );
    let frozen_start = setup(
        &[("B15", false, 1)],
        &[],
        [14, 15],
        ("B8", None),
        B,
        Phase::Choose,
    );
    // Black never activated and is frozen by White on B1 (ahead of C1? no:
    // Black's 15 waiting pieces, front C1, ahead is B1).
    let mut f = frozen_start.clone();
    f.board.active[0] = [0; LAP];
    f.board.active[0][pos(W, "B1", false)] = 1;
    assert!(f.board.frozen(B));
    assert!(!matches!(r.status(&f), Status::Over(_)));
    assert_eq!(legal(&r, &f), ["pass"]);
    assert_eq!(
        r.view(&f, None).caption_text(),
        "sahkku-idle-pass(reason=sahkku-frozen-by-piece(seat=#1, other=#0, point=B1))",
    );
}

#[test]
fn gap_g9_who_starts_is_thrown() {
    let r = rules();
    let s = r.initial();
    assert_eq!(r.status(&s), Status::Chance);
    assert_eq!(
        chances(&r, &s),
        [("white-first".to_string(), 1), ("black-first".to_string(), 1)]
    );
    let mut t = s.clone();
    play(&r, &mut t, &["black-first"]);
    assert_eq!(r.status(&t), Status::ToMove(B));
}

#[test]
fn ply_cap_ends_the_game_on_pieces_left() {
    let r = rules();
    let mut s = setup(
        &[("B3", false, 2)],
        &[("B10", false, 1)],
        [0, 0],
        ("B8", None),
        W,
        Phase::Throw,
    );
    s.ply = MAX_PLIES;
    let Status::Over(o) = r.status(&s) else { panic!() };
    assert_eq!(o.winner, Some(W));
    assert_eq!(o.scores, Some(vec![2, 1]));
}

#[test]
fn bad_texts_get_clear_answers() {
    let r = rules();
    let s = setup(
        &[("B10", false, 1)],
        &[("B7", false, 1)],
        [0, 0],
        ("B8", None),
        W,
        Phase::Play([3, 0, 0]),
    );
    assert!(matches!(
        r.parse_move(&s, "hello"),
        Err(MoveError::NotAMove { .. })
    ));
    assert_eq!(
        reason(r.parse_move(&s, "B11+3").unwrap_err()),
        "sahkku-no-active-piece(point=B11)",
    );
    assert_eq!(
        reason(r.parse_move(&s, "pass").unwrap_err()),
        "race-cannot-pass-die",
    );
    let mut t = r.initial();
    play(&r, &mut t, &["white-first"]);
    assert_eq!(
        reason(r.parse_move(&t, "throw").unwrap_err()),
        "sahkku-activate-first",
    );
    assert!(matches!(
        r.parse_move(&r.initial(), "activate"),
        Err(MoveError::NoMoveExpected { .. })
    ));
    // A piece takes all its dice at once: not one die after the other.
    let two = setup(
        &[("B10", false, 1)],
        &[("C7", false, 1)],
        [0, 0],
        ("A1", None),
        W,
        Phase::Play([2, 1, 0]),
    );
    assert_eq!(
        reason(r.parse_move(&two, "B10+2 B8+1").unwrap_err()),
        "sahkku-one-move-each(point=B8)",
    );
}

#[test]
fn random_games_end_and_replay() {
    use crate::playout::{SplitMix64, random_playout};
    let r = rules();
    for seed in 0..6 {
        let mut s = r.initial();
        let mut rng = SplitMix64(seed);
        random_playout(&r, &mut s, &mut rng, MAX_PLIES as usize);
        assert!(matches!(r.status(&s), Status::Over(_)), "seed {seed}");
    }
}

#[test]
fn position_reader_refuses_both_sides_active_on_one_point_and_a_stray_king() {
    let both = "white:B5*1 waiting:14 black:B5*2 waiting:13 king:B8 turn:white phase:throw ply:40";
    let err = rules().from_position(both).unwrap_err();
    assert!(
        err.message().contains("active pieces of both sides on B5"),
        "{err}"
    );
    let stray = "white:B5*1 waiting:14 black:B6*2 waiting:13 king:B9 turn:white phase:throw ply:40";
    let err = rules().from_position(stray).unwrap_err();
    assert!(err.message().contains("without a controller"), "{err}");
    let good = "white:B5*1 waiting:14 black:B6*2 waiting:13 king:B9:b turn:white phase:play-3-1-0 ply:40";
    let state = rules().from_position(good).unwrap();
    assert_eq!(rules().position_text(&state), good);
}
