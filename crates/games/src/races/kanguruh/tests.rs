//! Känguruh: one test per rule of the catalog entry (`rule_…`) and per gap
//! (`gap_N_…`) on positions written out; the text's worked example (1
//! and 2 move 6) and the catalog's notation examples; the position text;
//! and a second model of the track (a list of piles, squares counted one
//! by one) compared with the engine along random games.

use std::collections::BTreeMap;

use super::state::{CARDS, LONGEST_MOVE, SETS};
use super::*;
use crate::options::OptionValue;
use crate::perft::perft;
use crate::playout::SplitMix64;
use crate::{Message, MoveError, Options, Seat};

fn with(seats: i64, length: i64) -> Kanguruh {
    let mut o = BTreeMap::new();
    o.insert("seats".to_string(), OptionValue::Int(seats));
    o.insert("length".to_string(), OptionValue::Int(length));
    Kanguruh::new(&Options::validate(&variant::OPTIONS, &o).unwrap()).unwrap()
}

fn two() -> Kanguruh {
    with(2, 30)
}

fn at(r: &Kanguruh, text: &str) -> KState {
    r.from_position(text).unwrap_or_else(|e| panic!("{text}: {e}"))
}

/// Plays the space-separated texts (throws and moves) in turn.
fn play(r: &Kanguruh, state: &mut KState, texts: &str) {
    for t in texts.split_whitespace() {
        r.play(state, t).unwrap_or_else(|e| panic!("{t}: {e}"));
    }
}

fn text(r: &Kanguruh, s: &KState) -> String {
    r.position_text(s)
}

fn reason(err: MoveError) -> String {
    match err {
        MoveError::Illegal { reason, .. } => reason.to_string(),
        MoveError::NotAMove { expected, .. } => format!("not a move: {expected}"),
        other => panic!("{other:?}"),
    }
}

#[test]
fn rule_setup_every_pawn_on_green_a_deck_of_21_and_its_top_card_turned_up() {
    let r = with(4, 30);
    let s = r.initial();
    assert_eq!(
        text(&r, &s),
        "track:30 pawns:0,0,0,0 turn:red mover:1 dice:- card:- deck:3333333 won:-/-/-/- ply:0"
    );
    assert_eq!(r.status(&s), Status::Chance, "the top card is turned up first");
    let mut out = Vec::new();
    r.chance_outcomes(&s, &mut out);
    let weights: Vec<(KMove, u32)> = (1..=7).map(|v| (KMove::Card(v), u32::from(SETS))).collect();
    assert_eq!(out, weights);
    assert_eq!(out.iter().map(|(_, w)| w).sum::<u32>(), u32::from(CARDS));
    let mut s = s;
    play(&r, &mut s, "c6");
    assert_eq!(s.face_up, Some(6));
    assert_eq!(s.deck_len(), CARDS - 1);
    // Then the first player's first die, always thrown.
    out.clear();
    r.chance_outcomes(&s, &mut out);
    assert_eq!(out, (1..=6).map(|d| (KMove::Die(d), 1)).collect::<Vec<_>>());
}

#[test]
fn rule_turn_one_die_moves_its_sum_and_play_goes_round() {
    let r = with(3, 30);
    let mut s = r.initial();
    play(&r, &mut s, "c5 4");
    assert_eq!(r.status(&s), Status::ToMove(Seat(0)));
    assert_eq!(r.legal_vec(&s), [KMove::Roll, KMove::Stop]);
    play(&r, &mut s, "stop");
    assert_eq!(s.at[0], 4);
    assert_eq!((s.turn, s.mover), (1, Some(1)));
    play(&r, &mut s, "2 stop 6 stop");
    assert_eq!(s.at[..3], [4, 2, 6]);
    assert_eq!(s.turn, 0, "clockwise: back to the first seat");
}

#[test]
fn rule_turn_two_dice_double_the_sum_the_texts_example() {
    // The text: 1 and 2 make 3, and the pawn moves 6 squares.
    let r = two();
    let mut s = r.initial();
    play(&r, &mut s, "c5 1 roll 2");
    assert_eq!(
        r.view(&s, None).caption_text(),
        Message::new("kanguruh-caption")
            .part(
                "what",
                Message::new("kanguruh-caption-decide")
                    .seat("seat", Seat(0))
                    .count("dice", 2)
                    .count("sum", 3)
                    .count("distance", 6)
            )
            .count("card", 5)
            .count("left", 20)
            .to_string()
    );
    play(&r, &mut s, "stop");
    assert_eq!(s.at[0], 6);
}

#[test]
fn rule_turn_three_dice_triple_the_sum_and_move_at_once() {
    let r = two();
    let mut s = r.initial();
    play(&r, &mut s, "c5 1 roll 2 roll 3");
    assert_eq!(s.at[0], 18, "3 × (1 + 2 + 3)");
    assert_eq!(r.status(&s), Status::Chance, "no fourth die: Blue's turn starts");
    assert_eq!(s.turn, 1);
}

#[test]
fn rule_turn_a_sum_above_7_busts_back_to_green_and_7_itself_is_fine() {
    let r = two();
    let mut s = at(
        &r,
        "track:30 pawns:10,3 turn:red mover:1 dice:- card:5 deck:3333233 won:-/- ply:9",
    );
    play(&r, &mut s, "4 roll 3 stop");
    assert_eq!(s.at[0], 24, "4 + 3 = 7 does not bust: 10 + 14");
    play(&r, &mut s, "2 stop 4 roll 4");
    assert_eq!(s.at[0], 0, "4 + 4 = 8 busts");
    assert!(s.last.as_ref().unwrap().bust);
    assert_eq!(s.turn, 1);
    // A bust on the third die too.
    let mut s = at(
        &r,
        "track:30 pawns:10,3 turn:red mover:1 dice:1,2+ card:5 deck:3333233 won:-/- ply:9",
    );
    play(&r, &mut s, "5");
    assert_eq!(s.at[0], 0);
}

#[test]
fn rule_stacks_an_arrival_goes_on_top_and_a_third_on_top_of_those() {
    let r = with(3, 30);
    let mut s = at(
        &r,
        "track:30 pawns:5,3,2 turn:blue mover:2 dice:- card:5 deck:3333233 won:-/-/- ply:9",
    );
    play(&r, &mut s, "2 stop");
    assert_eq!((s.at[1], s.level[0], s.level[1]), (5, 0, 1));
    play(&r, &mut s, "3 stop");
    assert_eq!((s.at[2], s.level[2]), (5, 2), "the third on top of the two");
    assert_eq!(r.engine().pile(&s, 5), [0, 1, 2]);
    assert!(text(&r, &s).contains("pawns:5,5.1,5.2"));
}

#[test]
fn rule_stacks_the_mover_carries_those_above_and_leaves_those_below() {
    let r = with(3, 30);
    // Green at the bottom, Red in the middle, Blue on top; Red's turn.
    let mut s = at(
        &r,
        "track:30 pawns:5.1,5.2,5 turn:red mover:1 dice:- card:5 deck:3333233 won:-/-/- ply:9",
    );
    play(&r, &mut s, "3");
    assert_eq!(r.status(&s), Status::ToMove(Seat(1)), "Blue, on top, decides");
    play(&r, &mut s, "stop");
    assert_eq!((s.at[0], s.level[0], s.at[1], s.level[1]), (8, 0, 8, 1));
    assert_eq!((s.at[2], s.level[2]), (5, 0), "Green, below, stays");
}

#[test]
fn rule_stacks_the_owner_of_the_top_pawn_rolls_on_or_stops() {
    let r = with(3, 30);
    let mut s = at(
        &r,
        "track:30 pawns:5,5.2,5.1 turn:red mover:1 dice:- card:5 deck:3333233 won:-/-/- ply:9",
    );
    play(&r, &mut s, "2");
    assert_eq!(r.status(&s), Status::ToMove(Seat(1)), "Blue's pawn tops the pile");
    assert_eq!(
        reason(r.parse_move(&s, "pawn 1").unwrap_err()),
        "not a move: kanguruh-notation"
    );
    play(&r, &mut s, "roll 1");
    assert_eq!(r.status(&s), Status::ToMove(Seat(1)), "Blue again after each die");
    let view = r.view(&s, None);
    assert_eq!(view.to_move, Some(Seat(1)));
    assert!(
        view.caption_text().contains("kanguruh-caption-rider"),
        "{}",
        view.caption_text()
    );
    play(&r, &mut s, "stop");
    assert_eq!([s.at[0], s.at[1], s.at[2]], [11, 11, 11], "2 + 1, doubled");
    // Alone, the seat whose turn it is decides.
    let mut s = at(
        &r,
        "track:30 pawns:5,6,7 turn:red mover:1 dice:- card:5 deck:3333233 won:-/-/- ply:9",
    );
    play(&r, &mut s, "2");
    assert_eq!(r.status(&s), Status::ToMove(Seat(0)));
}

#[test]
fn rule_stacks_a_bust_sends_every_pawn_of_the_travelling_pile_home() {
    let r = with(3, 30);
    let mut s = at(
        &r,
        "track:30 pawns:5.1,5.2,5 turn:red mover:1 dice:- card:5 deck:3333233 won:-/-/- ply:9",
    );
    play(&r, &mut s, "6 roll 6");
    assert_eq!((s.at[0], s.at[1], s.at[2]), (0, 0, 5));
    assert_eq!(s.level[..3], [0, 0, 0]);
    assert_eq!(s.last.as_ref().unwrap().pawns, [0, 1]);
}

#[test]
fn rule_scoring_reaching_the_finish_takes_the_face_up_card_and_the_next_is_turned_up() {
    let r = two();
    let mut s = at(
        &r,
        "track:30 pawns:25,3 turn:red mover:1 dice:- card:5 deck:3333233 won:-/- ply:9",
    );
    play(&r, &mut s, "4 stop");
    assert_eq!(s.at[0], 29, "the red finish, square 29");
    assert_eq!((s.face_up, s.won[0][5]), (None, 1));
    assert_eq!(s.points(0), 5);
    assert_eq!(r.status(&s), Status::Chance);
    let mut out = Vec::new();
    r.chance_outcomes(&s, &mut out);
    assert!(out.iter().all(|(m, _)| matches!(m, KMove::Card(_))));
    assert_eq!(out[4], (KMove::Card(5), 2), "the 5 taken was the face-up one");
    play(&r, &mut s, "c7");
    assert_eq!(s.face_up, Some(7));
    // A pawn standing on the finish takes nothing by leaving it.
    play(&r, &mut s, "1 stop 3 stop");
    assert_eq!((s.at[0], s.cards(0)), (2, 1));
}

#[test]
fn rule_scoring_passing_the_finish_takes_the_card_too() {
    let r = two();
    let mut s = at(
        &r,
        "track:30 pawns:25,3 turn:red mover:1 dice:- card:5 deck:3333233 won:-/- ply:9",
    );
    play(&r, &mut s, "3 roll 4 stop");
    assert_eq!(s.at[0], 9, "25 + 14 round the loop");
    assert_eq!(s.points(0), 5);
}

#[test]
fn rule_scoring_a_pile_takes_one_card_for_the_owner_of_its_top_pawn() {
    let r = with(3, 30);
    let mut s = at(
        &r,
        "track:30 pawns:27,27.1,27.2 turn:red mover:1 dice:- card:5 deck:3333233 won:-/-/- ply:9",
    );
    play(&r, &mut s, "2 stop");
    assert_eq!(s.cards(2), 1, "Green, on top");
    assert_eq!((s.cards(0), s.cards(1)), (0, 0));
    assert_eq!(
        (s.deck_len(), s.face_up),
        (20, None),
        "one card taken, the next still to turn"
    );
}

#[test]
fn rule_end_when_the_cards_run_out_the_most_points_win_every_seat_ranked() {
    let r = with(3, 30);
    // The last card, a 7, face up; Blue 2 points short of Red.
    let s0 = at(
        &r,
        "track:30 pawns:27,3,0 turn:red mover:1 dice:- card:7 deck:0000000 won:111223/233444555666/77 ply:99",
    );
    let mut s = s0.clone();
    play(&r, &mut s, "2 stop");
    let o = r.status(&s).outcome().cloned().expect("over");
    assert_eq!(o.reason.id(), "kanguruh-end-deck");
    assert_eq!(o.scores, Some(vec![17, 53, 14]));
    assert_eq!(o.ranks, Some(vec![2, 1, 3]));
    assert_eq!(o.winner, Some(Seat(1)));
    // Equal points share the win.
    let s1 = at(
        &r,
        "track:30 pawns:27,3,0 turn:red mover:1 dice:- card:7 deck:0000000 won:11122233346/4455566/77 ply:99",
    );
    let mut s = s1;
    play(&r, &mut s, "2 stop");
    let o = r.status(&s).outcome().cloned().expect("over");
    assert_eq!(o.scores, Some(vec![35, 35, 14]));
    assert_eq!((o.winner, o.ranks.clone()), (None, Some(vec![1, 1, 3])));
    assert_eq!(o.result_for(Seat(0)), crate::SeatResult::Draw);
    assert_eq!(o.result_for(Seat(2)), crate::SeatResult::Loss);
}

#[test]
fn gap_1_the_loop_has_30_squares_by_default_and_its_length_is_an_option() {
    let r = Kanguruh::new(&Options::defaults(Kanguruh::info().options)).unwrap();
    assert_eq!((r.engine().length, r.engine().finish()), (30, 29));
    assert_eq!(r.seats(), 2);
    let long = with(2, 40);
    let mut s = at(
        &long,
        "track:40 pawns:25,3 turn:red mover:1 dice:- card:5 deck:3333233 won:-/- ply:9",
    );
    play(&long, &mut s, "4 stop");
    assert_eq!((s.at[0], s.cards(0)), (29, 0), "29 is no finish on a loop of 40");
    play(&long, &mut s, "1 stop 4 roll 1 stop");
    assert_eq!((s.at[0], s.cards(0)), (39, 1), "39 is");
    // The picture draws every square of any length on the ring.
    for length in [22u8, 23, 30, 31, 39, 40] {
        let (columns, rows, places) = view::ring(length);
        assert_eq!(places.len(), usize::from(length), "{length}");
        let mut seen = places.clone();
        seen.sort_unstable();
        seen.dedup();
        assert_eq!(seen.len(), places.len(), "{length}: no square twice");
        assert!((5..=26).contains(&columns) && (4..=26).contains(&rows));
        for pair in places.windows(2) {
            let (a, b) = (pair[0], pair[1]);
            let step = a.0.abs_diff(b.0) + a.1.abs_diff(b.1);
            assert!(
                step == 1 || (length % 2 == 1 && step == 2),
                "{length}: {a:?} → {b:?}"
            );
        }
    }
}

#[test]
fn gap_2_pawns_on_the_green_start_never_pile_up() {
    let r = with(3, 30);
    let s = r.initial();
    assert_eq!(
        r.engine().group(&s, 0),
        [0],
        "alone, though all three stand there"
    );
    // A pile landing exactly on green breaks up.
    let mut s = at(
        &r,
        "track:30 pawns:26,26.1,0 turn:red mover:1 dice:- card:5 deck:3333233 won:-/-/- ply:9",
    );
    play(&r, &mut s, "4 stop");
    assert_eq!((s.at[0], s.at[1]), (0, 0));
    assert_eq!(s.level[..3], [0, 0, 0]);
    assert_eq!(s.cards(1), 1, "it passed the finish: Blue, on top, took the card");
    play(&r, &mut s, "c1 3 stop");
    assert_eq!((s.at[1], s.at[0]), (3, 0), "Blue leaves Red behind");
}

#[test]
fn gap_3_one_card_per_move_the_loop_being_longer_than_the_longest_move() {
    assert_eq!(LONGEST_MOVE, 21);
    assert!(variant::SHORTEST > i64::from(LONGEST_MOVE));
    let mut o = BTreeMap::new();
    o.insert("length".to_string(), OptionValue::Int(21));
    assert!(
        Options::validate(&variant::OPTIONS, &o).is_err(),
        "21 squares refused"
    );
    // The longest move from just past the finish, on the shortest loop.
    let r = with(2, 22);
    let mut s = at(
        &r,
        "track:22 pawns:21,3 turn:red mover:1 dice:- card:5 deck:3333233 won:-/- ply:9",
    );
    play(&r, &mut s, "1 roll 1 roll 5");
    assert_eq!(
        (s.at[0], s.cards(0)),
        (20, 0),
        "21 squares on: short of the finish again"
    );
}

#[test]
fn gap_4_a_pile_landing_on_a_pile_goes_on_top_keeping_its_order() {
    let r = with(4, 30);
    // Red under Blue on 5; Green under Yellow on 8; Red moves 3.
    let mut s = at(
        &r,
        "track:30 pawns:5,5.1,8,8.1 turn:red mover:1 dice:- card:5 deck:3333233 won:-/-/-/- ply:9",
    );
    play(&r, &mut s, "3 stop");
    assert_eq!(r.engine().pile(&s, 8), [2, 3, 0, 1]);
}

#[test]
fn the_catalog_notation_examples_and_the_italian_words_are_read() {
    let r = two();
    let mut s = r.initial();
    play(&r, &mut s, "c3 1 /roll 2 /stop");
    assert_eq!(s.at[0], 6);
    play(&r, &mut s, "2 tira 1 basta");
    assert_eq!(s.at[1], 6);
    assert_eq!(r.parse_move(&s, "ROLL"), Err(reason_chance(&r, &s)));
}

fn reason_chance(r: &Kanguruh, s: &KState) -> MoveError {
    r.diagnose(s, "ROLL")
}

#[test]
fn refusals_say_what_is_wrong_and_never_panic() {
    let r = two();
    let mut s = r.initial();
    assert_eq!(reason(r.parse_move(&s, "stop").unwrap_err()), "kanguruh-card-due");
    play(&r, &mut s, "c2");
    assert_eq!(reason(r.parse_move(&s, "roll").unwrap_err()), "kanguruh-die-due");
    play(&r, &mut s, "3");
    for t in ["", "x", "9", "rolll", "pawn 1", "🎲", &"r".repeat(3000)] {
        let err = r.parse_move(&s, t).unwrap_err();
        assert!(!err.to_string().is_empty(), "{t}");
    }
    assert_eq!(
        reason(r.parse_move(&s, "jump").unwrap_err()),
        "not a move: kanguruh-notation"
    );
    // Over: nothing more.
    let over = at(
        &r,
        "track:30 pawns:27,3 turn:red mover:1 dice:- card:- deck:0000000 won:111222333444/555666777 ply:99",
    );
    assert!(matches!(
        r.parse_move(&over, "roll"),
        Err(MoveError::NoMoveExpected { .. })
    ));
    assert!(matches!(
        r.diagnose(&over, "roll"),
        MoveError::NoMoveExpected { .. }
    ));
}

#[test]
fn position_texts_read_back_and_bad_ones_are_refused_with_the_reason() {
    let r = with(3, 30);
    let good = "track:30 pawns:5.1,5.2,5 turn:green mover:3 dice:3,2+ card:5 deck:3333233 won:-/-/- ply:9";
    let s = at(&r, good);
    assert_eq!(text(&r, &s), good);
    assert_eq!(r.status(&s), Status::Chance);
    for (bad, why) in [
        (
            "track:31 pawns:5,5.1,0 turn:red mover:1 dice:- card:5 deck:3333233 won:-/-/- ply:9",
            "31",
        ),
        (
            "track:30 pawns:5,5.2,0 turn:red mover:1 dice:- card:5 deck:3333233 won:-/-/- ply:9",
            "heights",
        ),
        (
            "track:30 pawns:0,0.1,0 turn:red mover:1 dice:- card:5 deck:3333233 won:-/-/- ply:9",
            "start",
        ),
        (
            "track:30 pawns:5,6,0 turn:red mover:2 dice:- card:5 deck:3333233 won:-/-/- ply:9",
            "mover",
        ),
        (
            "track:30 pawns:5,6,0 turn:red mover:1 dice:5,3 card:5 deck:3333233 won:-/-/- ply:9",
            "dice",
        ),
        (
            "track:30 pawns:5,6,0 turn:red mover:1 dice:- card:5 deck:3333333 won:-/-/- ply:9",
            "cards of 5",
        ),
        (
            "track:30 pawns:5,6,0 turn:red mover:1 dice:- card:5 deck:3333233 won:-/- ply:9",
            "seats",
        ),
        (
            "track:30 pawns:5,6 turn:red mover:1 dice:- card:5 deck:3333233 won:-/-/- ply:9",
            "pawns",
        ),
        (
            "track:30 pawns:5,6,0 turn:red mover:1 dice:- card:5 deck:3333233 won:-/-/- ply:6001",
            "ply",
        ),
        ("nonsense", "fields"),
    ] {
        let err = r.from_position(bad).unwrap_err();
        assert!(err.message().contains(why), "{bad}: {err}");
    }
}

/// A second model of a turn's movement: the track as a list of piles,
/// each pawn walked one square at a time; the card and the dice read
/// from the engine's throws.
struct Piles {
    length: usize,
    squares: Vec<Vec<u8>>,
}

impl Piles {
    fn of(r: &Kanguruh, s: &KState) -> Piles {
        let e = r.engine();
        let mut squares = vec![Vec::new(); usize::from(e.length)];
        for (sq, pile) in squares.iter_mut().enumerate() {
            *pile = e.pile(s, sq as u8);
        }
        Piles {
            length: usize::from(e.length),
            squares,
        }
    }

    /// `pawn` and those above it walk `steps` squares (or go home); returns
    /// whether they stepped onto the last square on the way, and the top
    /// pawn of those that walked.
    fn walk(&mut self, pawn: u8, steps: Option<usize>) -> (bool, u8) {
        let from = self.squares.iter().position(|p| p.contains(&pawn)).unwrap();
        let cut = if from == 0 {
            let i = self.squares[0].iter().position(|&p| p == pawn).unwrap();
            vec![self.squares[0].remove(i)]
        } else {
            let i = self.squares[from].iter().position(|&p| p == pawn).unwrap();
            self.squares[from].split_off(i)
        };
        let top = *cut.last().unwrap();
        let mut here = from;
        let mut finish = false;
        if let Some(n) = steps {
            for _ in 0..n {
                here = (here + 1) % self.length;
                finish |= here == self.length - 1;
            }
        } else {
            here = 0;
        }
        self.squares[here].extend(cut);
        if here == 0 {
            self.squares[0].sort_unstable();
        }
        (finish, top)
    }
}

#[test]
fn a_second_model_of_the_piles_agrees_along_random_games() {
    for (seats, length, seed) in [(2, 30, 1u64), (4, 23, 2), (6, 22, 3), (3, 40, 4)] {
        let r = with(seats, length);
        let mut rng = SplitMix64(seed);
        let mut s = r.initial();
        let mut turns = 0;
        while !matches!(r.status(&s), Status::Over(_)) {
            let before = s.clone();
            let model = Piles::of(&r, &s);
            // Play one whole turn.
            let turn = s.turn;
            while s.turn == turn && !matches!(r.status(&s), Status::Over(_)) {
                let mv = match r.status(&s) {
                    Status::Chance => {
                        let mut out = Vec::new();
                        r.chance_outcomes(&s, &mut out);
                        out[rng.below(out.len())].0
                    }
                    _ => {
                        let legal = r.legal_vec(&s);
                        // Stop more often than not, as a player would.
                        if rng.below(3) == 0 { legal[0] } else { legal[1] }
                    }
                };
                r.apply(&mut s, &mv);
            }
            let Some(last) = s.last.clone().filter(|_| s.ply > before.ply && s.turn != turn) else {
                continue;
            };
            turns += 1;
            let mut model = model;
            let n = last.dice.len();
            let sum: usize = last.dice.iter().map(|&d| usize::from(d)).sum();
            let steps = (sum <= 7).then_some(n * sum);
            let mover = before.mover.unwrap();
            let (finish, top) = model.walk(mover, steps);
            let e = r.engine();
            for sq in 0..usize::from(e.length) {
                assert_eq!(e.pile(&s, sq as u8), model.squares[sq], "seed {seed} square {sq}");
            }
            let took = (0..usize::from(e.seats)).find(|&x| s.cards(x) > before.cards(x));
            assert_eq!(took, finish.then_some(usize::from(top)), "seed {seed}");
        }
        assert!(turns > 20, "{turns}");
        let o = r.status(&s).outcome().cloned().unwrap();
        assert_eq!(o.ranks.as_ref().map(Vec::len), Some(usize::from(r.seats())));
        let total: i32 = o.scores.unwrap().iter().sum();
        assert_eq!(total, 84, "every card taken: 3 × (1 + … + 7)");
    }
}

#[test]
fn perft_is_frozen() {
    // Depth 1: 7 card values; 2: then 6 faces; 3: roll or stop after each.
    let r = two();
    let counts: Vec<u64> = (1..=4).map(|d| perft(&r, &r.initial(), d)).collect();
    assert_eq!(counts[..3], [7, 42, 84]);
    assert_eq!(counts, [7, 42, 84, 504], "4: roll or stop, then a die either way");
}

#[test]
fn the_picture_draws_the_ring_the_start_pads_piles_and_six_panels() {
    let r = with(6, 30);
    let s = at(
        &r,
        "track:30 pawns:5.1,5.2,5,0,29,0 turn:red mover:1 dice:3 card:5 deck:3333233 won:-/-/-/-/-/- ply:9",
    );
    let v = r.view(&s, None);
    let crate::view::Board::Track(track) = &v.board else {
        panic!("a track")
    };
    assert_eq!((track.columns, track.rows), (10, 7));
    assert_eq!(track.squares.len(), 30 + 5, "the loop and five start pads");
    assert!(
        track.squares.iter().all(|q| q.area == q.name.starts_with('~')),
        "the pads are a start area off the track, the loop's squares are not"
    );
    assert_eq!(
        v.stacking,
        crate::view::Stacking::Side,
        "one pawn each: colours say it"
    );
    assert_eq!(v.seats.len(), 6);
    assert_eq!(v.pieces.len(), 6);
    let on5: Vec<Option<Seat>> = v
        .pieces
        .iter()
        .filter(|p| p.cell == "5")
        .map(|p| p.owner)
        .collect();
    assert_eq!(on5, [Some(Seat(2)), Some(Seat(0)), Some(Seat(1))], "bottom first");
    let waiting: Vec<&str> = v
        .pieces
        .iter()
        .filter(|p| p.owner.is_some_and(|o| o.0 == 3 || o.0 == 5))
        .map(|p| p.cell.as_str())
        .collect();
    assert_eq!(waiting, ["0", "~start1"], "side by side, the first on the start");
    assert_eq!(v.to_move, Some(Seat(1)), "Blue tops Red's pile");
    assert_eq!(v.dice.as_ref().map(|d| d.faces.clone()), Some(vec![3]));
    assert_eq!(v.seat_colours.len(), 6);
}
