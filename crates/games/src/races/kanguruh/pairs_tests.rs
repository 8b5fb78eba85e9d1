//! Känguruh for 2 and 3 players (catalog §19.3): one test per rule of the
//! entry (`rule_…`) and for its gap (how a turn works with two pawns:
//! `gap_1_…`, the seat's choice by default, a fixed cycle as the option),
//! and the parent's rules again with two pawns each: a seat's own pawns
//! pile up, the lower carries the upper, the top pawn's owner decides and
//! takes the card, a bust sends the whole travelling pile home.

use std::collections::BTreeMap;

use super::*;
use crate::options::OptionValue;
use crate::playout::SplitMix64;
use crate::{MoveError, Options, Seat};

fn pairs(seats: i64, pawns: &str) -> Kanguruh2p3p {
    let mut o = BTreeMap::new();
    o.insert("seats".to_string(), OptionValue::Int(seats));
    o.insert("pawns".to_string(), OptionValue::Text(pawns.into()));
    Kanguruh2p3p::new(&Options::validate(&variant::PAIR_OPTIONS, &o).unwrap()).unwrap()
}

fn two() -> Kanguruh2p3p {
    pairs(2, "choose")
}

fn at(r: &Kanguruh2p3p, text: &str) -> KState {
    r.from_position(text).unwrap_or_else(|e| panic!("{text}: {e}"))
}

/// Plays the space-separated texts (throws and moves) in turn; `pawn 1`
/// is written `pawn-1`.
fn play(r: &Kanguruh2p3p, state: &mut KState, texts: &str) {
    for t in texts.split_whitespace() {
        let t = t.replace('-', " ");
        r.play(state, &t).unwrap_or_else(|e| panic!("{t}: {e}"));
    }
}

fn reason(err: MoveError) -> String {
    match err {
        MoveError::Illegal { reason, .. } => reason.id().to_string(),
        MoveError::NotAMove { expected, .. } => format!("not a move: {}", expected.id()),
        other => panic!("{other:?}"),
    }
}

#[test]
fn rule_players_two_or_three_each_with_two_pawns_on_green() {
    let r = two();
    assert_eq!(Kanguruh2p3p::info().slug, "kanguruh-2p3p");
    assert_eq!(
        (Kanguruh2p3p::info().min_seats, Kanguruh2p3p::info().max_seats),
        (2, 3)
    );
    let s = r.initial();
    assert_eq!(
        r.position_text(&s),
        "track:30 pawns:0,0,0,0 turn:red mover:- dice:- card:- deck:3333333 won:-/- ply:0"
    );
    let three = pairs(3, "choose");
    assert_eq!(three.engine().pawns(), 6);
    assert_eq!(
        (0..6).map(|p| three.engine().owner(p)).collect::<Vec<_>>(),
        [0, 0, 1, 1, 2, 2],
        "a seat's two pawns side by side"
    );
    let mut o = BTreeMap::new();
    o.insert("seats".to_string(), OptionValue::Int(4));
    assert!(
        Options::validate(&variant::PAIR_OPTIONS, &o).is_err(),
        "four players take the parent game"
    );
    // Every pawn is drawn, each with its number.
    let v = three.view(&three.initial(), None);
    let kinds: Vec<&str> = v.pieces.iter().map(|p| p.kind.as_str()).collect();
    assert_eq!(kinds, ["1", "2", "1", "2", "1", "2"]);
}

#[test]
fn rule_win_two_players_the_first_to_35_points_wins_at_once() {
    let r = two();
    // Red holds 33 (6 6 7 7 7); a 2 is face up, 15 cards face down.
    let before = "track:30 pawns:27,0,3,0 turn:red mover:1 dice:- card:2 deck:3233310 won:66777/- ply:40";
    let mut s = at(&r, before);
    play(&r, &mut s, "2 stop");
    let o = r.status(&s).outcome().cloned().expect("35 points: over");
    assert_eq!(o.reason.id(), "kanguruh-end-race");
    assert_eq!((o.winner, o.scores.clone()), (Some(Seat(0)), Some(vec![35, 0])));
    assert_eq!(o.ranks, Some(vec![1, 2]));
    assert_eq!(s.deck_len(), 15, "at once: the deck is far from used up");
    // 34 is not enough: the next card is turned up.
    let mut s = at(
        &r,
        "track:30 pawns:27,0,3,0 turn:red mover:1 dice:- card:1 deck:2333310 won:66777/- ply:40",
    );
    play(&r, &mut s, "2 stop");
    assert_eq!(s.points(0), 34);
    assert_eq!(r.status(&s), Status::Chance);
    // Blue gets there riding on top of Red's pile, on Red's turn.
    let mut s = at(
        &r,
        "track:30 pawns:27,0,27.1,0 turn:red mover:1 dice:- card:2 deck:3233310 won:-/66777 ply:40",
    );
    play(&r, &mut s, "2 stop");
    let o = r.status(&s).outcome().cloned().expect("over");
    assert_eq!((o.winner, o.scores), (Some(Seat(1)), Some(vec![0, 35])));
}

#[test]
fn rule_win_three_players_play_on_past_35_until_the_cards_run_out() {
    let r = pairs(3, "choose");
    let mut s = at(
        &r,
        "track:30 pawns:27,0,3,0,0,0 turn:red mover:1 dice:- card:2 deck:3233310 won:66777/-/- ply:40",
    );
    play(&r, &mut s, "2 stop");
    assert_eq!(s.points(0), 35);
    assert_eq!(r.status(&s), Status::Chance, "no race with three players");
    // The last card ends it; Blue far past 35 all along.
    let mut s = at(
        &r,
        "track:30 pawns:27,0,3,0,0,0 turn:red mover:1 dice:- card:7 deck:0000000 won:111223/233444555666/77 ply:99",
    );
    assert_eq!(r.status(&s), Status::Chance, "Red's die is due");
    play(&r, &mut s, "2 stop");
    let o = r.status(&s).outcome().cloned().expect("over");
    assert_eq!(o.reason.id(), "kanguruh-end-deck");
    assert_eq!(o.scores, Some(vec![17, 53, 14]));
    assert_eq!((o.winner, o.ranks), (Some(Seat(1)), Some(vec![2, 1, 3])));
}

#[test]
fn rule_notation_pawn_1_or_2_then_roll_and_stop() {
    let r = two();
    let mut s = r.initial();
    play(&r, &mut s, "c5");
    assert_eq!(r.status(&s), Status::ToMove(Seat(0)));
    assert_eq!(r.legal_vec(&s), [KMove::Pawn(0), KMove::Pawn(1)]);
    assert_eq!(r.format_move(&s, &KMove::Pawn(1)), "pawn 2");
    for (typed, pawn) in [
        ("/pawn 1", 0),
        ("pawn 2", 1),
        ("PAWN 1", 0),
        ("p2", 1),
        ("pedina 2", 1),
        ("1", 0),
    ] {
        assert_eq!(r.parse_move(&s, typed), Ok(KMove::Pawn(pawn)), "{typed}");
    }
    assert_eq!(
        reason(r.parse_move(&s, "pawn 3").unwrap_err()),
        "kanguruh-no-such-pawn"
    );
    assert_eq!(
        reason(r.parse_move(&s, "roll").unwrap_err()),
        "kanguruh-choose-first"
    );
    assert_eq!(
        reason(r.parse_move(&s, "jump").unwrap_err()),
        "not a move: kanguruh-notation-pawns"
    );
    play(&r, &mut s, "/pawn-2 1 /roll 2 /stop");
    assert_eq!((s.at[0], s.at[1]), (0, 6), "pawn 2 moved 2 × 3");
    play(&r, &mut s, "pawn-1 4");
    assert_eq!(
        reason(r.parse_move(&s, "pawn 2").unwrap_err()),
        "kanguruh-pawn-chosen"
    );
}

#[test]
fn gap_1_by_default_the_player_chooses_which_pawn_moves_every_turn() {
    let r = two();
    assert_eq!(
        r.engine().cycle,
        Kanguruh2p3p::new(&Options::defaults(Kanguruh2p3p::info().options))
            .unwrap()
            .engine()
            .cycle,
        "choose is the default"
    );
    let mut s = r.initial();
    // Red moves its second pawn twice running, Blue its first.
    play(&r, &mut s, "c5 pawn-2 3 stop pawn-1 2 stop pawn-2 4 stop");
    assert_eq!(s.at[..4], [0, 7, 2, 0]);
    assert_eq!(r.status(&s), Status::ToMove(Seat(1)), "Blue chooses");
    assert_eq!(s.mover, None);
    let text = r.position_text(&s);
    assert!(text.contains("mover:-"), "{text}");
    assert_eq!(r.position_text(&at(&r, &text)), text);
}

#[test]
fn gap_1_option_cycle_the_pawns_take_turns_first_pawn_first() {
    let r = pairs(2, "cycle");
    let mut s = r.initial();
    assert_eq!(
        r.position_text(&s),
        "track:30 pawns:0,0,0,0 turn:red mover:1 dice:- card:- deck:3333333 won:-/- cycle:2/1 ply:0"
    );
    play(&r, &mut s, "c5");
    assert_eq!(r.status(&s), Status::Chance, "no choice: Red's first pawn throws");
    assert_eq!(
        reason(r.parse_move(&s, "pawn 2").unwrap_err()),
        "kanguruh-die-due"
    );
    play(&r, &mut s, "3");
    assert_eq!(r.legal_vec(&s), [KMove::Roll, KMove::Stop]);
    assert_eq!(
        reason(r.parse_move(&s, "pawn 2").unwrap_err()),
        "kanguruh-pawn-chosen"
    );
    // Red 1, Blue 1, Red 2, Blue 2, then Red 1 again.
    play(&r, &mut s, "stop 2 stop 4 stop 1 stop 5 stop");
    assert_eq!(s.at[..4], [8, 4, 2, 1]);
    let text = r.position_text(&s);
    assert_eq!(r.position_text(&at(&r, &text)), text);
    // Random play never offers a choice of pawn.
    let mut rng = SplitMix64(7);
    let mut s = r.initial();
    for _ in 0..400 {
        match r.status(&s) {
            Status::Over(_) => break,
            Status::Chance => {
                let mut out = Vec::new();
                r.chance_outcomes(&s, &mut out);
                let mv = out[rng.below(out.len())].0;
                r.apply(&mut s, &mv);
            }
            Status::ToMove(_) => {
                let legal = r.legal_vec(&s);
                assert!(!legal.iter().any(|m| matches!(m, KMove::Pawn(_))));
                r.apply(&mut s, &legal[rng.below(legal.len())]);
            }
        }
    }
}

#[test]
fn rule_stacks_a_seats_own_pawns_pile_up_and_the_lower_carries_the_upper() {
    let r = two();
    let mut s = at(
        &r,
        "track:30 pawns:5,3,10,12 turn:red mover:- dice:- card:5 deck:3333233 won:-/- ply:9",
    );
    play(&r, &mut s, "pawn-2 2 stop");
    assert_eq!(r.engine().pile(&s, 5), [0, 1], "Red's second on its first");
    play(&r, &mut s, "pawn-1 1 stop");
    // Red moves the lower pawn: the upper rides along.
    play(&r, &mut s, "pawn-1 4 stop");
    assert_eq!(r.engine().pile(&s, 9), [0, 1]);
    play(&r, &mut s, "pawn-2 3 stop");
    // Red moves the upper pawn: the lower stays.
    play(&r, &mut s, "pawn-2 1 stop");
    assert_eq!((s.at[0], s.at[1], s.level[1]), (9, 10, 0));
}

#[test]
fn rule_stacks_the_top_pawns_owner_decides_though_the_seat_chose_the_pawn() {
    let r = two();
    // Red's first pawn under Blue's second.
    let mut s = at(
        &r,
        "track:30 pawns:5,0,0,5.1 turn:red mover:- dice:- card:5 deck:3333233 won:-/- ply:9",
    );
    assert_eq!(r.status(&s), Status::ToMove(Seat(0)), "Red chooses the pawn");
    play(&r, &mut s, "pawn-1 2");
    assert_eq!(r.status(&s), Status::ToMove(Seat(1)), "Blue, on top, decides");
    assert!(r.view(&s, None).caption_text().contains("kanguruh-caption-rider"));
    play(&r, &mut s, "roll 1");
    assert_eq!(r.status(&s), Status::ToMove(Seat(1)));
    play(&r, &mut s, "stop");
    assert_eq!((s.at[0], s.at[3]), (11, 11));
    assert_eq!((s.turn, s.mover), (1, None), "then Blue's own turn, its choice");
    // Red's second pawn on top of Red's first, Blue's between: Red decides.
    let mut s = at(
        &r,
        "track:30 pawns:5,5.2,0,5.1 turn:red mover:- dice:- card:5 deck:3333233 won:-/- ply:9",
    );
    play(&r, &mut s, "pawn-1 2");
    assert_eq!(r.status(&s), Status::ToMove(Seat(0)));
}

#[test]
fn rule_scoring_a_pile_takes_one_card_for_its_top_pawns_owner_with_two_pawns() {
    let r = two();
    // Red's first pawn carries Blue's first; Red's second rides on top.
    let mut s = at(
        &r,
        "track:30 pawns:27,27.2,27.1,0 turn:red mover:- dice:- card:5 deck:3333233 won:-/- ply:9",
    );
    play(&r, &mut s, "pawn-1 2 stop");
    assert_eq!(
        (s.cards(0), s.cards(1)),
        (1, 0),
        "Red's second pawn tops the pile"
    );
    let mut s = at(
        &r,
        "track:30 pawns:27,0,27.1,0 turn:red mover:- dice:- card:5 deck:3333233 won:-/- ply:9",
    );
    play(&r, &mut s, "pawn-1 2 stop");
    assert_eq!((s.cards(0), s.cards(1)), (0, 1), "Blue's pawn on top takes it");
}

#[test]
fn rule_stacks_a_bust_sends_both_of_a_seats_pawns_home_with_the_pile() {
    let r = two();
    let mut s = at(
        &r,
        "track:30 pawns:9,9.2,9.1,4 turn:red mover:- dice:- card:5 deck:3333233 won:-/- ply:9",
    );
    play(&r, &mut s, "pawn-1 5 roll 3");
    assert_eq!(s.at[..4], [0, 0, 0, 4]);
    assert_eq!(s.level[..4], [0, 0, 0, 0], "no pile on green");
    assert_eq!(s.last.as_ref().map(|l| l.pawns.clone()), Some(vec![0, 2, 1]));
}

#[test]
fn the_picture_tells_a_seats_two_pawns_apart_in_piles_too() {
    let r = two();
    let s = at(
        &r,
        "track:30 pawns:5,5.2,5.1,0 turn:red mover:- dice:- card:5 deck:3333233 won:-/- ply:9",
    );
    let v = r.view(&s, None);
    let on5: Vec<(Option<Seat>, &str)> = v
        .pieces
        .iter()
        .filter(|p| p.cell == "5")
        .map(|p| (p.owner, p.kind.as_str()))
        .collect();
    assert_eq!(
        on5,
        [(Some(Seat(0)), "1"), (Some(Seat(1)), "1"), (Some(Seat(0)), "2")],
        "bottom first, each with its number"
    );
    assert_eq!(v.stacking, crate::view::Stacking::Tiers);
}
