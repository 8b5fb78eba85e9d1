//! Schachjagd's rules, one test per catalog rule and gap (catalog
//! `randolph-16-37.md` §35), a second move generator written differently,
//! and the notation's forms and refusals.

use std::collections::BTreeMap;

use super::board;
use super::legal::Dest;
use super::state::{Face, Loc, SState};
use super::*;
use crate::options::OptionValue;
use crate::playout::SplitMix64;
use crate::{Message, Seat};

fn rules(opts: &[(&str, bool)]) -> Schachjagd {
    rules_seats(2, opts)
}

fn rules_seats(seats: i64, opts: &[(&str, bool)]) -> Schachjagd {
    let mut o = BTreeMap::new();
    o.insert("seats".to_string(), OptionValue::Int(seats));
    for (k, v) in opts {
        o.insert(k.to_string(), OptionValue::Bool(*v));
    }
    Schachjagd::new(&Options::validate(&variant::OPTIONS, &o).unwrap()).unwrap()
}

fn sq(name: &str) -> u8 {
    board::read(name).unwrap()
}

fn at(r: &Schachjagd, text: &str) -> SState {
    r.from_position(text).unwrap()
}

fn texts(r: &Schachjagd, s: &SState) -> Vec<String> {
    r.legal_vec(s).iter().map(|m| r.format_move(s, m)).collect()
}

/// The squares token `n` (from 1) may reach, sorted (`home` for the finish).
fn reach(r: &Schachjagd, s: &SState, n: u8) -> Vec<String> {
    let mut v: Vec<String> = r
        .legal_vec(s)
        .into_iter()
        .filter_map(|m| match m {
            SMove::Go { token, to } if token + 1 == n => Some(match to {
                Dest::Square(q) => board::name(q),
                Dest::Home => "home".into(),
            }),
            _ => None,
        })
        .collect();
    v.sort();
    v
}

fn names(list: &[&str]) -> Vec<String> {
    let mut v: Vec<String> = list.iter().map(|s| s.to_string()).collect();
    v.sort();
    v
}

fn reason(e: MoveError) -> Message {
    match e {
        MoveError::Illegal { reason, .. } => reason,
        other => panic!("expected a refusal, got {other:?}"),
    }
}

#[test]
fn gap_1_track_is_four_wide_with_a_left_bend_and_two_fixed_obstacles_near_the_end() {
    // Five blocks of 4 × 4 squares.
    assert_eq!(board::squares().count(), 80);
    // Four squares across on every rank of the straight and every file of
    // the home straight.
    for r in 0..8 {
        assert_eq!(
            (0..12).filter(|&f| board::on_track(f, r)).count(),
            4,
            "rank {}",
            r + 1
        );
    }
    for f in 0..8 {
        assert_eq!((0..12).filter(|&r| board::on_track(f, r)).count(), 4, "file {f}");
    }
    // Two black blocks of two squares each, in the last six files.
    let fixed: Vec<String> = board::FIXED
        .iter()
        .map(|&(f, r)| board::name(board::index(f, r)))
        .collect();
    assert_eq!(fixed, ["f11", "f12", "c9", "c10"]);
    // The corner turns left: the straight runs north, the home straight west.
    assert_eq!(board::part(8, 3), board::Part::Straight);
    assert_eq!(board::part(9, 9), board::Part::Corner);
    assert_eq!(board::part(3, 9), board::Part::Home);
    // No lane of the home straight runs free to the finish.
    for r in 8..12 {
        assert!(
            (0..8).any(|f| board::fixed(f, r)),
            "rank {} is blocked somewhere",
            r + 1
        );
    }
    // The arrows' stretch: sixteen squares, 24 places for the obstacle.
    assert_eq!(board::placements().len(), 24);
}

#[test]
fn rule_setup_green_yellow_red_blue_three_tokens_each_on_their_start_spaces() {
    let r = rules_seats(4, &[]);
    let s = r.initial();
    assert_eq!(NAMES, ["Green", "Yellow", "Red", "Blue"]);
    assert_eq!(
        r.position_text(&s),
        "tokens:-,-,-/-,-,-/-,-,-/-,-,- block:- turn:green die:- ply:0"
    );
    // Green throws first.
    assert_eq!(r.status(&s), Status::Chance);
    assert_eq!(r.view(&s, None).to_throw, Some(Seat(0)));
    // The start spaces lie under the four lanes: blue on the inside.
    let files: Vec<i8> = (0..4).map(board::start_file).collect();
    assert_eq!(files, [11, 10, 9, 8]);
}

#[test]
fn rule_turn_order_is_kept_all_game() {
    let r = rules_seats(3, &[]);
    let mut s = r.initial();
    let mut seen = Vec::new();
    for face in ["rook", "rook", "rook", "rook"] {
        r.play(&mut s, face).unwrap();
        seen.push(s.turn);
        let mv = r.legal_vec(&s)[0];
        r.apply(&mut s, &mv);
    }
    assert_eq!(seen, [0, 1, 2, 0]);
}

#[test]
fn rule_the_die_has_six_chess_faces_thrown_from_the_seed() {
    let r = rules(&[]);
    let s = r.initial();
    let mut out = Vec::new();
    r.chance_outcomes(&s, &mut out);
    let words: Vec<String> = out.iter().map(|(m, _)| r.format_move(&s, m)).collect();
    assert_eq!(words, ["pawn", "knight", "bishop", "rook", "queen", "king"]);
    assert!(out.iter().all(|(_, w)| *w == 1));
    // No move until the die is thrown.
    assert!(r.legal_vec(&s).is_empty());
    let e = reason(r.parse_move(&s, "1 l1").unwrap_err());
    assert_eq!(e.id(), "schachjagd-die-due");
}

#[test]
fn rule_a_token_moves_as_the_piece_thrown() {
    let r = rules(&[]);
    // Green's lane is l: a rook from the start runs up it.
    let s = at(&r, "tokens:-,-,-/-,-,- block:- turn:green die:R ply:1");
    let up: Vec<String> = (1..=12).map(|k| format!("l{k}")).collect();
    assert_eq!(
        reach(&r, &s, 1),
        names(&up.iter().map(String::as_str).collect::<Vec<_>>())
    );
    // A bishop from the start goes up the diagonal towards the inside.
    let s = at(&r, "tokens:-,-,-/-,-,- block:- turn:green die:B ply:1");
    assert_eq!(reach(&r, &s, 2), names(&["k1", "j2", "i3"]));
    // A knight from the start.
    let s = at(&r, "tokens:-,-,-/-,-,- block:- turn:green die:N ply:1");
    assert_eq!(reach(&r, &s, 3), names(&["j1", "k2"]));
}

#[test]
fn gap_3_rook_bishop_queen_go_any_distance_but_jump_nothing() {
    let r = rules(&[]);
    // A yellow token on l5 stops green's rook there (and may be taken).
    let s = at(&r, "tokens:-,-,-/l5,-,- block:- turn:green die:R ply:1");
    assert_eq!(reach(&r, &s, 1), names(&["l1", "l2", "l3", "l4", "l5"]));
    // The fixed obstacle f11 stops a queen going west along rank 11.
    let s = at(&r, "tokens:g11,-,-/-,-,- block:- turn:green die:Q ply:1");
    let q = reach(&r, &s, 1);
    assert!(
        !q.contains(&"e11".to_string()) && !q.contains(&"f11".to_string()),
        "{q:?}"
    );
    assert!(
        q.contains(&"h11".to_string()) && q.contains(&"g9".to_string()),
        "{q:?}"
    );
}

#[test]
fn rule_only_the_knight_jumps_obstacles() {
    let r = rules(&[]);
    // g11: the rook cannot pass f11, the knight lands beyond it.
    let s = at(&r, "tokens:g11,-,-/-,-,- block:- turn:green die:R ply:1");
    assert!(!reach(&r, &s, 1).contains(&"e11".to_string()));
    let s = at(&r, "tokens:g11,-,-/-,-,- block:- turn:green die:N ply:1");
    let jumps = reach(&r, &s, 1);
    assert!(
        jumps.contains(&"e12".to_string()) && jumps.contains(&"e10".to_string()),
        "{jumps:?}"
    );
    // But never onto an obstacle: h10 to f11 is barred.
    let s = at(&r, "tokens:h10,-,-/-,-,- block:- turn:green die:N ply:1");
    assert!(!reach(&r, &s, 1).contains(&"f11".to_string()));
    // The movable obstacle too: the rook stops under it, the knight jumps.
    let s = at(&r, "tokens:-,-,-/-,-,- block:k5-l5 turn:green die:R ply:1");
    assert_eq!(reach(&r, &s, 1), names(&["l1", "l2", "l3", "l4"]));
    let s = at(&r, "tokens:l4,-,-/-,-,- block:k5-l5 turn:green die:N ply:1");
    assert!(reach(&r, &s, 1).contains(&"k6".to_string()));
}

#[test]
fn rule_capture_by_landing_sends_the_token_back_to_its_start() {
    let r = rules(&[]);
    let mut s = at(&r, "tokens:-,-,-/l5,-,- block:- turn:green die:R ply:1");
    r.play(&mut s, "1 l5").unwrap();
    assert_eq!(s.tokens[1][0], Loc::Start);
    assert_eq!(s.tokens[0][0], Loc::Square(sq("l5")));
    let view = r.view(&s, None);
    assert!(
        view.highlights
            .iter()
            .any(|h| h.mark == crate::view::Mark::Captured && h.cell == "l5")
    );
    assert!(view.last_move_text().contains("schachjagd-sent-back"));
}

#[test]
fn gap_5_no_token_lands_on_its_owners_token() {
    let r = rules(&[]);
    let s = at(&r, "tokens:-,l3,-/-,-,- block:- turn:green die:R ply:1");
    assert_eq!(reach(&r, &s, 1), names(&["l1", "l2"]));
    assert_eq!(
        reason(r.parse_move(&s, "1 l3").unwrap_err()).id(),
        "schachjagd-cannot-reach"
    );
}

#[test]
fn rule_pawn_from_the_start_goes_one_or_two_squares() {
    let r = rules(&[]);
    let s = at(&r, "tokens:-,-,-/-,-,- block:- turn:green die:P ply:1");
    assert_eq!(reach(&r, &s, 1), names(&["l1", "l2", "k1"]));
    // Two squares only over a free first square.
    let s = at(&r, "tokens:-,-,-/l1,-,- block:- turn:green die:P ply:1");
    assert_eq!(reach(&r, &s, 1), names(&["l1", "k1"]));
}

#[test]
fn gap_4_pawn_then_one_square_straight_or_slanting_ahead() {
    let r = rules(&[]);
    let s = at(&r, "tokens:j4,-,-/-,-,- block:- turn:green die:P ply:1");
    assert_eq!(reach(&r, &s, 1), names(&["i5", "j5", "k5"]));
    // In the home straight ahead is west.
    let s = at(&r, "tokens:e10,-,-/-,-,- block:- turn:green die:P ply:1");
    assert_eq!(reach(&r, &s, 1), names(&["d9", "d10", "d11"]));
}

#[test]
fn rule_pawn_in_the_yellow_red_corner_goes_straight_on_or_turns_left() {
    let r = rules(&[]);
    let s = at(&r, "tokens:j10,-,-/-,-,- block:- turn:green die:P ply:1");
    // North (i11 j11 k11) or, turning left, west (i10, i9).
    assert_eq!(reach(&r, &s, 1), names(&["i11", "j11", "k11", "i10", "i9"]));
    // Leaving the corner from its top-left square: into the home straight.
    let s = at(&r, "tokens:i12,-,-/-,-,- block:- turn:green die:P ply:1");
    assert_eq!(reach(&r, &s, 1), names(&["h12", "h11"]));
}

#[test]
fn rule_king_steps_or_places_the_obstacle_then_throws_again() {
    let r = rules(&[]);
    let mut s = at(&r, "tokens:l2,-,-/-,-,- block:- turn:green die:K ply:1");
    let all = texts(&r, &s);
    assert!(all.contains(&"1 k3".to_string()) && all.contains(&"1 l1".to_string()));
    assert!(all.contains(&"block i4 j4".to_string()));
    // A king step: green throws again.
    r.play(&mut s, "1 l3").unwrap();
    assert_eq!((r.status(&s), s.turn), (Status::Chance, 0));
    assert_eq!(
        r.view(&s, None).caption_text(),
        "schachjagd-caption-again(seat=#0)"
    );
    // The obstacle: green throws again as well.
    r.play(&mut s, "king").unwrap();
    r.play(&mut s, "block k5 l5").unwrap();
    assert_eq!(s.obstacle, Some((sq("k5"), sq("l5"))));
    assert_eq!((r.status(&s), s.turn), (Status::Chance, 0));
    // Any other face passes the turn.
    r.play(&mut s, "rook").unwrap();
    r.play(&mut s, "1 l4").unwrap();
    assert_eq!(s.turn, 1);
}

#[test]
fn rule_obstacle_enters_on_a_king_between_the_arrows_and_moves_on_a_later_king() {
    let r = rules(&[]);
    // Off the track at first; only a King brings it in.
    let s = at(&r, "tokens:-,-,-/-,-,- block:- turn:green die:R ply:1");
    assert!(!texts(&r, &s).iter().any(|t| t.starts_with("block")));
    assert_eq!(
        reason(r.parse_move(&s, "block i5 j5").unwrap_err()).id(),
        "schachjagd-block-king-only"
    );
    // On a King: two squares side by side between the arrows (i4–l7),
    // both empty.
    let s = at(&r, "tokens:-,-,-/j5,-,- block:- turn:green die:K ply:1");
    let blocks: Vec<String> = texts(&r, &s)
        .into_iter()
        .filter(|t| t.starts_with("block"))
        .collect();
    assert!(blocks.contains(&"block i4 i5".to_string()));
    assert!(!blocks.iter().any(|b| b.contains("j5")), "{blocks:?}");
    assert!(!blocks.iter().any(|b| b.contains("i3") || b.contains("i8")));
    assert_eq!(
        reason(r.parse_move(&s, "block i8 j8").unwrap_err()).id(),
        "schachjagd-block-where"
    );
    // A later King moves it elsewhere, never to where it lies.
    let mut s = at(&r, "tokens:-,-,-/-,-,- block:k5-l5 turn:green die:K ply:1");
    let blocks: Vec<String> = texts(&r, &s)
        .into_iter()
        .filter(|t| t.starts_with("block"))
        .collect();
    assert!(!blocks.contains(&"block k5 l5".to_string()));
    assert!(
        blocks.contains(&"block l5 l6".to_string()),
        "it may overlap its old place"
    );
    r.play(&mut s, "block i6 i7").unwrap();
    assert_eq!(s.obstacle, Some((sq("i6"), sq("i7"))));
}

#[test]
fn gap_2_other_pieces_may_move_back_unless_the_option_forbids_it() {
    let free = rules(&[]);
    let s = at(&free, "tokens:l6,-,-/-,-,- block:- turn:green die:R ply:1");
    assert!(reach(&free, &s, 1).contains(&"l2".to_string()));
    assert!(reach(&free, &s, 1).contains(&"i6".to_string()), "sideways");
    let ahead = rules(&[("backward", false)]);
    let s = at(&ahead, "tokens:l6,-,-/-,-,- block:- turn:green die:R ply:1");
    let moves = reach(&ahead, &s, 1);
    assert!(!moves.contains(&"l2".to_string()), "{moves:?}");
    assert!(moves.contains(&"i6".to_string()), "sideways stays allowed");
    assert!(moves.contains(&"l12".to_string()));
}

#[test]
fn gap_6_the_finish_needs_no_exact_throw() {
    let r = rules(&[]);
    // A rook on b10 crosses the line going west, however far it could go.
    let s = at(&r, "tokens:b10,-,-/-,-,- block:- turn:green die:R ply:1");
    assert!(reach(&r, &s, 1).contains(&"home".to_string()));
    // So does a queen slanting over it from b11.
    let s = at(&r, "tokens:b11,-,-/-,-,- block:- turn:green die:Q ply:1");
    assert!(reach(&r, &s, 1).contains(&"home".to_string()));
    // A knight on any square of file a has a jump landing just past the
    // line: an exact rule would change nothing on this track.
    for rank in 9..=12 {
        let s = at(
            &r,
            &format!("tokens:a{rank},-,-/-,-,- block:- turn:green die:N ply:1"),
        );
        assert!(reach(&r, &s, 1).contains(&"home".to_string()), "a{rank}");
    }
    // The king and the pawn step over it.
    let s = at(&r, "tokens:a12,-,-/-,-,- block:- turn:green die:P ply:1");
    assert_eq!(reach(&r, &s, 1), names(&["home"]));
}

#[test]
fn rule_the_first_with_three_tokens_over_the_line_wins() {
    let r = rules_seats(3, &[]);
    let mut s = at(
        &r,
        "tokens:+,+,a11/b12,-,-/e9,+,- block:- turn:green die:R ply:40",
    );
    r.play(&mut s, "home 3").unwrap();
    let Status::Over(outcome) = r.status(&s) else {
        panic!("over");
    };
    assert_eq!(outcome.winner, Some(Seat(0)));
    assert_eq!(outcome.reason.id(), "schachjagd-end-home");
    assert_eq!(outcome.scores, Some(vec![3, 0, 1]));
    // Red has one home, yellow none: red second.
    assert_eq!(outcome.ranks, Some(vec![1, 3, 2]));
    assert!(r.legal_vec(&s).is_empty());
}

#[test]
fn rule_a_seat_that_cannot_move_passes() {
    let r = rules(&[]);
    // Green's last token faces the fixed obstacle c9–c10: a pawn on d9
    // cannot move.
    let s = at(&r, "tokens:d9,+,+/-,-,- block:- turn:green die:P ply:1");
    assert_eq!(texts(&r, &s), ["pass"]);
    let mut s2 = s.clone();
    r.play(&mut s2, "pass").unwrap();
    assert_eq!(s2.turn, 1);
    let s = at(&r, "tokens:l1,-,-/-,-,- block:- turn:green die:R ply:1");
    assert_eq!(
        reason(r.parse_move(&s, "pass").unwrap_err()).id(),
        "schachjagd-cannot-pass"
    );
}

#[test]
fn gap_7_rules_page_says_what_the_original_rules_confirmed() {
    let en = include_str!("../../../../../assets/rules/schachjagd.en.md");
    let it = include_str!("../../../../../assets/rules/schachjagd.it.md");
    assert!(en.contains("status: playable") && it.contains("status: playable"));
    for page in [en, it] {
        assert!(page.contains("Game Cabinet"), "the source is named");
    }
    assert!(en.contains("could not") && en.contains("reconstruction"));
}

#[test]
fn notation_reads_the_catalog_forms_squares_and_italian_words() {
    let r = rules(&[]);
    let s = at(&r, "tokens:l3,-,-/-,-,- block:- turn:green die:K ply:1");
    for (typed, meant) in [
        ("/move 1 l4", "1 l4"),
        ("1-l4", "1 l4"),
        ("l3-l4", "1 l4"),
        ("L3 L4", "1 l4"),
        ("/block j5 i5", "block i5 j5"),
        ("blocca i5 j5", "block i5 j5"),
        ("block i5 i6", "block i5 i6"),
    ] {
        let mv = r
            .parse_move(&s, typed)
            .unwrap_or_else(|e| panic!("{typed}: {e:?}"));
        assert_eq!(r.format_move(&s, &mv), meant, "{typed}");
    }
    let s = at(&r, "tokens:b10,-,-/-,-,- block:- turn:green die:R ply:1");
    for typed in ["home 1", "1 home", "meta 1", "b10-home"] {
        let mv = r
            .parse_move(&s, typed)
            .unwrap_or_else(|e| panic!("{typed}: {e:?}"));
        assert_eq!(r.format_move(&s, &mv), "home 1");
    }
    // Steps: the token, the file, the rank.
    let mv = r.parse_move(&s, "1 b12").unwrap();
    assert_eq!(r.move_steps(&s, &mv), ["1 ", "b", "12"]);
}

#[test]
fn notation_refusals_say_what_was_wrong_and_what_is_legal() {
    let r = rules(&[]);
    let s = at(&r, "tokens:l3,+,-/-,-,- block:- turn:green die:R ply:1");
    assert!(matches!(
        r.parse_move(&s, "hello"),
        Err(MoveError::NotAMove { .. })
    ));
    assert_eq!(
        reason(r.parse_move(&s, "4 l5").unwrap_err()).id(),
        "schachjagd-no-such-token"
    );
    assert_eq!(
        reason(r.parse_move(&s, "2 l5").unwrap_err()).id(),
        "schachjagd-token-home"
    );
    assert_eq!(
        reason(r.parse_move(&s, "1 a1").unwrap_err()).id(),
        "schachjagd-no-square"
    );
    assert_eq!(
        reason(r.parse_move(&s, "k8 k9").unwrap_err()).id(),
        "schachjagd-not-yours"
    );
    let why = reason(r.parse_move(&s, "1 k4").unwrap_err());
    assert_eq!(why.id(), "schachjagd-cannot-reach");
    assert!(why.to_string().contains("1 l4"), "{why}");
    let s = at(&r, "tokens:-,-,-/k1,l2,j1 block:- turn:green die:B ply:1");
    assert_eq!(
        reason(r.parse_move(&s, "1 i3").unwrap_err()).id(),
        "schachjagd-cannot-reach"
    );
}

#[test]
fn position_text_round_trips_and_refuses_nonsense() {
    let r = rules_seats(4, &[]);
    let text = "tokens:l3,-,+/i1,-,-/-,-,-/a9,b9,- block:i5-j5 turn:red die:Q ply:17";
    assert_eq!(r.position_text(&at(&r, text)), text);
    for bad in [
        "tokens:l3,-,+ block:- turn:green die:- ply:0",
        "tokens:f11,-,-/-,-,-/-,-,-/-,-,- block:- turn:green die:- ply:0",
        "tokens:l3,l3,-/-,-,-/-,-,-/-,-,- block:- turn:green die:- ply:0",
        "tokens:-,-,-/-,-,-/-,-,-/-,-,- block:i1-j1 turn:green die:- ply:0",
        "tokens:-,-,-/-,-,-/-,-,-/-,-,- block:- turn:white die:- ply:0",
        "tokens:-,-,-/-,-,-/-,-,-/-,-,- block:- turn:green die:X ply:0",
        "tokens:a1,-,-/-,-,-/-,-,-/-,-,- block:- turn:green die:- ply:0",
    ] {
        assert!(r.from_position(bad).is_err(), "{bad}");
    }
}

/// A second move generator, written from the pieces' geometry instead of
/// stepping rays: for every square of the track (and every point past the
/// line) it asks whether the piece could go there and whether the squares
/// between are free.
fn brute(r: &Schachjagd, s: &SState, seat: u8, token: usize, face: Face) -> Vec<Dest> {
    let e = r.engine();
    let (f0, r0) = match s.tokens[usize::from(seat)][token] {
        Loc::Start => (board::start_file(seat), -1),
        Loc::Square(q) => board::coords(q),
        Loc::Home => return Vec::new(),
    };
    let blocked = |f: i8, rk: i8| -> bool {
        board::fixed(f, rk)
            || s.obstacle.is_some_and(|(a, b)| {
                let q = board::index(f, rk);
                a == q || b == q
            })
    };
    let token_at = |f: i8, rk: i8| -> Option<u8> {
        let q = board::index(f, rk);
        (0..e.seats).find(|&o| s.tokens[usize::from(o)].contains(&Loc::Square(q)))
    };
    let mut points: Vec<(i8, i8)> = board::squares().map(board::coords).collect();
    for rk in 8..12 {
        points.push((-1, rk));
    }
    let mut out = Vec::new();
    for (f, rk) in points {
        let (df, dr) = (f - f0, rk - r0);
        let home = f < 0;
        let (adf, adr) = (df.abs(), dr.abs());
        let shape = match face {
            Face::Knight => adf.min(adr) == 1 && adf.max(adr) == 2,
            Face::King => adf.max(adr) == 1,
            Face::Rook => (adf == 0) != (adr == 0),
            Face::Bishop => adf == adr && adf > 0,
            Face::Queen => (adf == adr || adf == 0 || adr == 0) && (adf, adr) != (0, 0),
            Face::Pawn => unreachable!(),
        };
        if !shape {
            continue;
        }
        if face != Face::Knight && face != Face::King {
            let n = adf.max(adr);
            let between = (1..n).all(|k| {
                let (x, y) = (f0 + df.signum() * k, r0 + dr.signum() * k);
                board::on_track(x, y) && !blocked(x, y) && token_at(x, y).is_none()
            });
            if !between {
                continue;
            }
        }
        if home {
            out.push(Dest::Home);
            continue;
        }
        if blocked(f, rk) || token_at(f, rk) == Some(seat) {
            continue;
        }
        if !e.backward && board::progress(f, rk) < board::progress(f0, r0) {
            continue;
        }
        out.push(Dest::Square(board::index(f, rk)));
    }
    out.sort_by_key(|d| format!("{d:?}"));
    out.dedup();
    out
}

#[test]
fn second_model_agrees_with_the_move_generator_along_random_games() {
    for r in [rules_seats(4, &[]), rules(&[("backward", false)])] {
        let mut rng = SplitMix64(7);
        for _ in 0..4 {
            let mut s = r.initial();
            for _ in 0..600 {
                match r.status(&s) {
                    Status::Over(_) => break,
                    Status::Chance => {
                        let mut out = Vec::new();
                        r.chance_outcomes(&s, &mut out);
                        let pick = out[rng.below(out.len())].0;
                        r.apply(&mut s, &pick);
                    }
                    Status::ToMove(Seat(seat)) => {
                        let face = s.roll.unwrap();
                        if face != Face::Pawn {
                            for t in 0..3 {
                                let mut mine =
                                    r.engine()
                                        .destinations(&s, seat, s.tokens[usize::from(seat)][t], face);
                                mine.sort_by_key(|d| format!("{d:?}"));
                                assert_eq!(mine, brute(&r, &s, seat, t, face), "{}", r.position_text(&s));
                            }
                        }
                        let legal = r.legal_vec(&s);
                        let pick = legal[rng.below(legal.len())];
                        r.apply(&mut s, &pick);
                    }
                }
            }
        }
    }
}
