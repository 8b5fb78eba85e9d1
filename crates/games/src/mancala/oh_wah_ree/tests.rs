//! Oh-Wah-Ree's rules, one test per rule and catalog gap of each rule set.
//! Pits are written 1–12 as in the game; boards as twelve counts.

use super::*;
use crate::mancala::board::store;
use crate::playout::SplitMix64;
use crate::{MoveError, Rules, Status};

fn rules<K: RuleSet>(seats: u8) -> Mancala<Ring<K>> {
    let mut given = std::collections::BTreeMap::new();
    if K::info().max_seats > 2 {
        given.insert("seats".to_string(), crate::OptionValue::Int(i64::from(seats)));
    }
    let options = Options::validate(K::info().options, &given).unwrap();
    <Mancala<Ring<K>> as Rules>::new(&options).unwrap()
}

/// A position of `r`: pits 1–12, stores, the seat to move; the rest as at
/// the start (no toss, no preparation).
fn pos<K: RuleSet>(r: &Mancala<Ring<K>>, pits: [u8; 12], stores: &[u8], mover: u8) -> State<OwrExtra> {
    let mut state = r.initial();
    state.toss = false;
    state.x.prep = 0;
    for (p, &n) in pits.iter().enumerate() {
        state.board.set(p as Cell, n);
    }
    for (s, &n) in stores.iter().enumerate() {
        state.board.set(store(Seat(s as u8)), n);
    }
    state.to_move = Seat(mover);
    state
}

fn play<K: RuleSet>(r: &Mancala<Ring<K>>, state: &mut State<OwrExtra>, moves: &[&str]) {
    for m in moves {
        r.play(state, m).unwrap_or_else(|e| panic!("{m}: {e}"));
    }
}

fn pits(state: &State<OwrExtra>) -> Vec<u8> {
    state.board.pits(12).to_vec()
}

fn legal<K: RuleSet>(r: &Mancala<Ring<K>>, state: &State<OwrExtra>) -> Vec<String> {
    r.legal_vec(state)
        .iter()
        .map(|m| r.format_move(state, m))
        .collect()
}

fn outcome<K: RuleSet>(r: &Mancala<Ring<K>>, state: &State<OwrExtra>) -> Outcome {
    r.status(state).outcome().cloned().expect("the game is over")
}

/// Taken seeds of the last move, as (pit 1–12, seeds).
fn taken(state: &State<OwrExtra>) -> Vec<(u8, u8)> {
    state
        .last()
        .unwrap()
        .taken
        .iter()
        .map(|t| (t.cell + 1, t.seeds))
        .collect()
}

// ---- oh-wah-ree (base) ----

#[test]
fn base_setup_blocks_and_seeds_for_two_three_and_four_seats() {
    let r = rules::<BaseSet>(2);
    let s = r.initial();
    assert_eq!(r.position_text(&s), "4-4-4-4-4-4-4-4-4-4-4-4 0-0 R quiet 0");
    assert_eq!(legal(&r, &s), ["1", "2", "3", "4", "5", "6"]);
    let r3 = rules::<BaseSet>(3);
    let s = r3.initial();
    assert_eq!(pits(&s), [5; 12]);
    assert_eq!(
        r3.variant().layout().pits_of(Seat(1)).collect::<Vec<_>>(),
        [4, 5, 6, 7]
    );
    let r4 = rules::<BaseSet>(4);
    let s = r4.initial();
    assert_eq!(pits(&s), [6; 12]);
    assert_eq!(
        r4.variant().layout().pits_of(Seat(3)).collect::<Vec<_>>(),
        [9, 10, 11]
    );
    assert_eq!(r4.seats(), 4);
}

#[test]
fn base_turn_sows_counter_clockwise_from_the_next_pit() {
    let r = rules::<BaseSet>(2);
    let mut s = r.initial();
    play(&r, &mut s, &["3"]);
    assert_eq!(pits(&s), [4, 4, 0, 5, 5, 5, 5, 4, 4, 4, 4, 4]);
    assert_eq!(s.to_move, Seat(1));
    // Blue's sowing goes on from 12 round to 1.
    play(&r, &mut s, &["12"]);
    assert_eq!(pits(&s), [5, 5, 1, 6, 5, 5, 5, 4, 4, 4, 4, 0]);
}

#[test]
fn base_three_or_four_seats_choose_the_direction_for_the_whole_sowing() {
    let r = rules::<BaseSet>(3);
    let mut s = r.initial();
    assert_eq!(
        legal(&r, &s),
        ["1 ccw", "1 cw", "2 ccw", "2 cw", "3 ccw", "3 cw", "4 ccw", "4 cw"]
    );
    // Clockwise from 2: 1, 12, 11, 10, 9.
    play(&r, &mut s, &["2cw"]);
    assert_eq!(pits(&s), [6, 0, 5, 5, 5, 5, 5, 5, 6, 6, 6, 6]);
    // A pit alone is ambiguous; other spellings are accepted.
    assert!(matches!(r.parse_move(&s, "5"), Err(MoveError::Ambiguous { .. })));
    assert_eq!(r.parse_move(&s, "5 clockwise"), r.parse_move(&s, "5cw"));
    assert_eq!(r.parse_move(&s, "5 antiorario"), r.parse_move(&s, "5 ccw"));
}

#[test]
fn base_twelve_or_more_skip_the_starting_pit() {
    let r = rules::<BaseSet>(2);
    let mut s = pos(&r, [12, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1], &[15, 15], 0);
    play(&r, &mut s, &["1"]);
    assert_eq!(pits(&s), [0, 2, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2]);
}

#[test]
fn base_captures_twos_and_threes_walking_back_and_never_its_own() {
    let r = rules::<BaseSet>(2);
    // Pit 6's three seeds make 7, 8, 9 into 2, 3, 2: all taken, and the
    // walk stops at Red's own pit 6.
    let mut s = pos(&r, [1, 0, 0, 0, 0, 3, 1, 2, 1, 4, 0, 0], &[14, 22], 0);
    play(&r, &mut s, &["6"]);
    assert_eq!(pits(&s), [1, 0, 0, 0, 0, 0, 0, 0, 0, 4, 0, 0]);
    assert_eq!(taken(&s), [(9, 2), (8, 3), (7, 2)]);
    assert_eq!(s.board.store_of(Seat(0)), 21);
    // A pit of another count stops the walk.
    let mut s = pos(&r, [1, 0, 0, 0, 0, 3, 1, 4, 1, 4, 0, 0], &[12, 22], 0);
    play(&r, &mut s, &["6"]);
    assert_eq!(taken(&s), [(9, 2)]);
    // A last seed in the mover's own pit captures nothing, 2 or 3 or not.
    let mut s = pos(&r, [1, 1, 0, 0, 0, 0, 4, 4, 4, 4, 4, 4], &[10, 12], 0);
    play(&r, &mut s, &["1"]);
    assert_eq!(pits(&s), [0, 2, 0, 0, 0, 0, 4, 4, 4, 4, 4, 4]);
    assert!(taken(&s).is_empty());
}

#[test]
fn base_has_no_feeding_rule_and_no_grand_slam_rule() {
    let r = rules::<BaseSet>(2);
    // Red may leave Blue without seeds (no feeding obligation) …
    let s = pos(&r, [1, 1, 0, 0, 0, 3, 1, 2, 1, 0, 0, 0], &[15, 24], 0);
    assert_eq!(legal(&r, &s), ["1", "2", "6"]);
    // … and may take every seed Blue has: then Blue cannot move and the
    // game ends, Red adding his own pits' seeds (gap 2).
    let mut s2 = s.clone();
    play(&r, &mut s2, &["6"]);
    assert_eq!(taken(&s2), [(9, 2), (8, 3), (7, 2)]);
    let o = outcome(&r, &s2);
    assert_eq!(
        o.reason,
        Message::new("mancala-end-no-seeds").seat("seat", Seat(1))
    );
    assert_eq!((o.winner, o.scores), (None, Some(vec![24, 24])));
}

#[test]
fn base_twenty_five_wins_at_once_and_twenty_four_all_is_a_draw() {
    let r = rules::<BaseSet>(2);
    let mut s = pos(&r, [1, 0, 0, 0, 0, 3, 1, 2, 1, 4, 0, 0], &[18, 18], 0);
    play(&r, &mut s, &["6"]);
    let o = outcome(&r, &s);
    assert_eq!(
        (o.winner, o.reason),
        (Some(Seat(0)), Message::new("mancala-end-majority"))
    );
    assert_eq!(o.scores, Some(vec![25, 18]), "the board is left as it is");
    // Blue's last seed goes to Red, Red's to his own pit 2; Blue cannot
    // move and Red takes his seed: 24–24.
    let mut s = pos(&r, [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1], &[23, 24], 1);
    play(&r, &mut s, &["12", "1"]);
    let o = outcome(&r, &s);
    assert_eq!((o.winner, o.scores.clone()), (None, Some(vec![24, 24])));
}

#[test]
fn gap_1_base_rules_are_awele_without_feeding_or_grand_slam() {
    // The base game's captures equal Awele's on positions where neither
    // Awele's feeding nor its grand slam rule applies.
    let r = rules::<BaseSet>(2);
    let awele = <crate::mancala::awele::Awele as Rules>::new(&Options::defaults(&[])).unwrap();
    let mut rng = SplitMix64(11);
    let mut compared = 0;
    for _ in 0..100 {
        let mut a = awele.initial();
        let mut o = r.initial();
        while let (Status::ToMove(_), Status::ToMove(_)) = (awele.status(&a), r.status(&o)) {
            let moves = awele.legal_vec(&a);
            let pick = moves[rng.below(moves.len())];
            awele.apply(&mut a, &pick);
            if a.last().unwrap().events.is_empty() && !a.is_over() {
                r.apply(&mut o, &Move::sow(pick.pit().unwrap()));
                if o.is_over() {
                    break;
                }
                assert_eq!(pits(&o), a.board().pits(12), "{}", r.position_text(&o));
                compared += 1;
            } else {
                break;
            }
        }
    }
    assert!(compared > 1000);
}

#[test]
fn gap_2_seeds_left_go_to_the_owner_of_their_pits() {
    let r = rules::<BaseSet>(2);
    // Red's last seed leaves Blue with none: each side takes its own.
    let mut s = pos(&r, [0, 0, 3, 0, 0, 1, 0, 0, 0, 0, 0, 0], &[20, 24], 0);
    play(&r, &mut s, &["6"]);
    // Pit 6's seed went to 7 (Blue's): Blue can move; now Blue sows 7 into 8.
    play(&r, &mut s, &["7"]);
    assert_eq!(s.to_move, Seat(0));
    play(&r, &mut s, &["3"]);
    // Red: 3 → 4, 5, 6. Blue still has pit 8.
    play(&r, &mut s, &["8"]);
    play(&r, &mut s, &["6"]);
    // Blue's seed in 10 goes to 11 …
    let left: u32 = (0..12).map(|p| u32::from(s.board.get(p))).sum();
    assert_eq!(left, 4);
    let mut s = pos(&r, [0, 0, 3, 0, 0, 0, 0, 0, 0, 0, 0, 1], &[20, 24], 1);
    play(&r, &mut s, &["12"]);
    // Blue's seed went to Red's pit 1; Blue now has none: Red moves on.
    play(&r, &mut s, &["1"]);
    let o = outcome(&r, &s);
    assert_eq!(
        o.reason,
        Message::new("mancala-end-no-seeds").seat("seat", Seat(1))
    );
    assert_eq!(o.scores, Some(vec![24, 24]), "Red took his own 4 seeds");
}

#[test]
fn gap_3_a_capture_chain_crosses_opponents_and_stops_at_the_movers_pit() {
    let r = rules::<BaseSet>(3);
    // Red (1–4) sows pit 4's five seeds into 5–8 (Blue) and 9 (Green).
    let mut s = pos(&r, [5, 5, 5, 5, 1, 1, 1, 1, 2, 5, 5, 5], &[0, 0, 0], 0);
    play(&r, &mut s, &["4ccw"]);
    assert_eq!(taken(&s), [(9, 3), (8, 2), (7, 2), (6, 2), (5, 2)]);
    assert_eq!(s.board.store_of(Seat(0)), 11);
}

#[test]
fn gap_4_seats_sit_counter_clockwise_with_their_blocks() {
    let r = rules::<BaseSet>(4);
    let mut s = r.initial();
    for (seat, first) in [(0, "1"), (1, "4"), (2, "7"), (3, "10")] {
        assert_eq!(s.to_move, Seat(seat));
        assert!(legal(&r, &s).contains(&format!("{first} ccw")));
        play(&r, &mut s, &[&format!("{first}ccw")]);
    }
    assert_eq!(s.to_move, Seat(0));
}

#[test]
fn gap_5_fifty_moves_without_a_capture_end_the_game() {
    let r = rules::<BaseSet>(2);
    let mut s = r.initial();
    s.x.quiet = 49;
    play(&r, &mut s, &["1"]);
    let o = outcome(&r, &s);
    assert_eq!(o.reason, Message::new("oh-wah-ree-end-quiet").count("moves", 50));
    assert_eq!(
        (o.winner, o.scores),
        (None, Some(vec![24, 24])),
        "each takes his own pits"
    );
    // A capture starts the count again.
    let mut s = pos(&r, [1, 0, 0, 0, 0, 3, 1, 2, 1, 4, 0, 0], &[14, 22], 0);
    s.x.quiet = 49;
    play(&r, &mut s, &["6"]);
    assert_eq!((s.x.quiet, s.is_over()), (0, false));
}

#[test]
fn base_three_seats_a_seat_without_seeds_passes_and_two_passes_end() {
    let r = rules::<BaseSet>(3);
    let mut s = pos(&r, [1, 0, 3, 0, 0, 0, 0, 0, 0, 0, 0, 0], &[20, 18, 18], 0);
    play(&r, &mut s, &["1ccw"]);
    assert_eq!(legal(&r, &s), ["pass"]);
    play(&r, &mut s, &["pass"]);
    let o = outcome(&r, &s);
    assert_eq!(o.reason, Message::new("oh-wah-ree-end-two-passes"));
    assert_eq!(o.scores, Some(vec![24, 18, 18]));
    assert_eq!((o.winner, o.ranks.clone()), (Some(Seat(0)), Some(vec![1, 2, 2])));
}

#[test]
fn gap_6_notation_refusals_say_why() {
    let r = rules::<BaseSet>(2);
    let s = r.initial();
    assert!(matches!(r.parse_move(&s, "13"), Err(MoveError::NotAMove { .. })));
    assert_eq!(
        r.parse_move(&s, "8"),
        Err(MoveError::illegal(
            "8",
            Message::new("mancala-not-your-pit")
                .code("pit", "8")
                .seat("owner", Seat(1))
                .seat("seat", Seat(0))
        ))
    );
    let s = pos(&r, [0, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4], &[4, 0], 0);
    assert_eq!(
        r.parse_move(&s, "1"),
        Err(MoveError::illegal(
            "1",
            Message::new("mancala-empty-pit").code("pit", "1")
        ))
    );
}

// ---- oh-wah-ree-grand ----

#[test]
fn grand_first_player_is_drawn() {
    let r = rules::<GrandSet>(2);
    let s = r.initial();
    assert_eq!(r.status(&s), Status::Chance);
    let mut out = Vec::new();
    r.chance_outcomes(&s, &mut out);
    assert_eq!(out, [(Move::First(Seat(0)), 1), (Move::First(Seat(1)), 1)]);
    let mut s2 = s.clone();
    play(&r, &mut s2, &["blue-first"]);
    assert_eq!(r.status(&s2), Status::ToMove(Seat(1)));
    assert_eq!(r.format_move(&s, &Move::First(Seat(0))), "red-first");
}

#[test]
fn grand_capture_takes_the_pits_with_their_seeds() {
    let r = rules::<GrandSet>(2);
    let mut s = pos(&r, [1, 0, 0, 0, 0, 3, 1, 2, 1, 4, 0, 0], &[14, 22], 0);
    play(&r, &mut s, &["6"]);
    assert_eq!(taken(&s), [(9, 2), (8, 3), (7, 2)]);
    assert_eq!(&s.x.owners[6..9], [0, 0, 0]);
    assert!(r.position_text(&s).contains("owners RRRRRRRRRBBB"));
}

#[test]
fn grand_a_captured_pit_is_the_capturers_for_all_purposes() {
    let r = rules::<GrandSet>(2);
    let mut s = pos(&r, [1, 0, 0, 0, 0, 3, 1, 2, 1, 4, 2, 1], &[10, 23], 0);
    play(&r, &mut s, &["6"]);
    // Red took 7–9; Blue may sow only 10–12 now, and Red's sowing may
    // start in pit 7 once it holds seeds.
    assert_eq!(legal(&r, &s), ["10", "11", "12"]);
    assert_eq!(
        r.parse_move(&s, "7"),
        Err(MoveError::illegal(
            "7",
            Message::new("mancala-not-your-pit")
                .code("pit", "7")
                .seat("owner", Seat(0))
                .seat("seat", Seat(1))
        ))
    );
    // Blue's seed makes Red's pit 1 a 2: Blue takes it, seeds and pit.
    play(&r, &mut s, &["12"]);
    assert_eq!(taken(&s), [(1, 2)]);
    assert_eq!(owner_of(&s.x, 0), Seat(1));
    // Red cannot capture a pit of his own, even in Blue's old row.
    let mut s = pos(&r, [0, 0, 0, 0, 0, 1, 1, 0, 0, 2, 0, 0], &[20, 24], 0);
    s.x.owners = [0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1];
    play(&r, &mut s, &["6"]);
    assert_eq!(pits(&s)[6], 2);
    assert!(taken(&s).is_empty());
    // Blue wins it back with a 2 or 3 there.
    let mut s = pos(&r, [0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0], &[20, 27], 1);
    s.x.owners = [1, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1];
    s.board.set(11, 2);
    s.board.set(store(Seat(1)), 25);
    s.to_move = Seat(1);
    play(&r, &mut s, &["12"]);
    // 12's 2 seeds: Blue's own 1, then Red's 2 … (1 is Blue's own: no
    // capture there); the last seed is in 2 (Red's, now 1): no capture.
    assert!(taken(&s).is_empty());
}

#[test]
fn grand_ends_by_pits_then_captured_seeds_then_draw() {
    let r = rules::<GrandSet>(2);
    // Blue takes Red's pit 1 (2 seeds) with his last seed; Red then owns
    // 5 pits with seeds? No: Red's pits are empty — Red owns no pit with
    // seeds and the game ends: Blue has 7 pits.
    let mut s = pos(&r, [1, 0, 0, 0, 0, 0, 0, 0, 0, 3, 0, 1], &[20, 23], 1);
    play(&r, &mut s, &["12"]);
    assert_eq!(taken(&s), [(1, 2)]);
    let o = outcome(&r, &s);
    assert_eq!(
        o.reason,
        Message::new("oh-wah-ree-end-by-pits")
            .part("why", Message::new("oh-wah-ree-end-no-pit").seat("seat", Seat(0)))
    );
    assert_eq!((o.winner, o.scores.clone()), (Some(Seat(1)), Some(vec![5, 7])));
    // Six pits each: captured seeds decide; seeds on the board count for
    // nobody.
    let mut s = pos(&r, [0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0], &[23, 24], 1);
    play(&r, &mut s, &["8"]);
    let o = outcome(&r, &s);
    assert_eq!(
        o.reason,
        Message::new("oh-wah-ree-end-by-seeds")
            .part("why", Message::new("oh-wah-ree-end-no-pit").seat("seat", Seat(0)))
    );
    assert_eq!(o.winner, Some(Seat(1)));
    let mut s = pos(&r, [0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0], &[24, 23], 1);
    play(&r, &mut s, &["8"]);
    assert_eq!(outcome(&r, &s).winner, Some(Seat(0)));
}

// ---- oh-wah-ree-coastal ----

#[test]
fn coastal_rule_1_a_starving_opponent_must_be_fed() {
    let r = rules::<CoastalSet>(2);
    // Blue is empty: only 4 (4 seeds: 5, 6, 7, 8) and 6 reach him.
    let s = pos(&r, [1, 1, 0, 4, 0, 1, 0, 0, 0, 0, 0, 0], &[20, 21], 0);
    assert_eq!(legal(&r, &s), ["4", "6"]);
    assert_eq!(
        r.parse_move(&s, "1"),
        Err(MoveError::illegal(
            "1",
            Message::new("mancala-must-feed")
                .seat("other", Seat(1))
                .seat("seat", Seat(0))
                .code("pit", "1")
                .code("moves", "4, 6")
        ))
    );
}

#[test]
fn coastal_rule_1_who_cannot_feed_gives_his_seeds_away() {
    let r = rules::<CoastalSet>(2);
    // Blue's last seed goes to Red's pit 1; Blue is empty and Red's 1, 1
    // cannot reach him: the game ends and Red's 3 seeds go to Blue.
    let mut s = pos(&r, [0, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1], &[21, 24], 1);
    play(&r, &mut s, &["12"]);
    let o = outcome(&r, &s);
    assert_eq!(
        o.reason,
        Message::new("oh-wah-ree-end-cannot-feed")
            .seat("seat", Seat(0))
            .seat("other", Seat(1))
    );
    assert_eq!(o.scores, Some(vec![21, 27]));
}

#[test]
fn coastal_rule_2_no_capturing_everything_while_another_move_exists() {
    let r = rules::<CoastalSet>(2);
    // 6 would take 7, 8, 9: every seed Blue has. Pit 1 does not.
    let s = pos(&r, [1, 0, 0, 0, 0, 3, 1, 2, 1, 0, 0, 0], &[20, 19], 0);
    assert_eq!(legal(&r, &s), ["1"]);
    assert!(matches!(r.parse_move(&s, "6"), Err(MoveError::Illegal { .. })));
    // When every move would, one is played and captures nothing. (Then
    // Red is empty and Blue cannot reach him: Blue gives his seeds away.)
    let mut s = pos(&r, [0, 0, 0, 0, 0, 3, 1, 2, 1, 0, 0, 0], &[20, 21], 0);
    assert_eq!(legal(&r, &s), ["6"]);
    play(&r, &mut s, &["6"]);
    assert!(taken(&s).is_empty());
    assert_eq!(s.board.store_of(Seat(0)), 27);
    let o = outcome(&r, &s);
    assert_eq!(
        o.reason,
        Message::new("oh-wah-ree-end-cannot-feed")
            .seat("seat", Seat(1))
            .seat("other", Seat(0))
    );
    assert_eq!(o.scores, Some(vec![27, 21]));
}

#[test]
fn coastal_with_three_seats_the_opponent_is_the_next_seat() {
    let r = rules::<CoastalSet>(3);
    // Blue (5–8) is empty: Red must reach him; Green's seeds do not count.
    let s = pos(&r, [1, 0, 0, 2, 0, 0, 0, 0, 5, 5, 5, 5], &[10, 10, 12], 0);
    assert_eq!(legal(&r, &s), ["4 ccw"]);
}

// ---- oh-wah-ree-dog-gone ----

#[test]
fn dog_gone_relays_until_an_empty_pit() {
    let r = rules::<DogGoneSet>(2);
    // 1 (2 seeds) → 2, 3; 3 held 1, now 2: lift → 4, 5; 5 was empty: end.
    let mut s = pos(&r, [2, 0, 1, 0, 0, 0, 5, 5, 5, 5, 5, 5], &[10, 10], 0);
    play(&r, &mut s, &["1"]);
    assert_eq!(pits(&s), [0, 1, 0, 1, 1, 0, 5, 5, 5, 5, 5, 5]);
    assert_eq!(s.last().unwrap().laps.len(), 2);
}

#[test]
fn dog_gone_a_last_seed_making_four_is_taken_by_the_mover() {
    let r = rules::<DogGoneSet>(2);
    // 6 (1 seed) → 7 (3 → 4): Red takes the four, the turn ends.
    let mut s = pos(&r, [0, 0, 0, 0, 0, 1, 3, 5, 5, 5, 5, 5], &[10, 9], 0);
    play(&r, &mut s, &["6"]);
    assert_eq!(taken(&s), [(7, 4)]);
    assert_eq!(s.board.store_of(Seat(0)), 14);
}

#[test]
fn dog_gone_a_pit_brought_to_four_on_the_way_goes_to_its_owner() {
    let r = rules::<DogGoneSet>(2);
    // 5 (3 seeds) → 6 (3 → 4: Red's own, Red takes it), 7 (3 → 4: Blue's,
    // Blue takes it), 8 (0 → 1: empty, end).
    let mut s = pos(&r, [0, 0, 0, 0, 3, 3, 3, 0, 5, 5, 5, 5], &[10, 9], 0);
    play(&r, &mut s, &["5"]);
    assert_eq!(taken(&s), [(6, 4), (7, 4)]);
    assert_eq!(s.last().unwrap().taken[1].by, Seat(1));
    assert_eq!(pits(&s), [0, 0, 0, 0, 0, 0, 0, 1, 5, 5, 5, 5]);
    assert_eq!((s.board.store_of(Seat(0)), s.board.store_of(Seat(1))), (14, 13));
}

#[test]
fn dog_gone_has_no_capture_of_two_or_three() {
    let r = rules::<DogGoneSet>(2);
    let mut s = pos(&r, [0, 0, 0, 0, 0, 1, 0, 5, 5, 5, 5, 5], &[10, 12], 0);
    play(&r, &mut s, &["6"]);
    assert!(taken(&s).is_empty());
    // A 2 made by the last seed in a pit that held 1 is lifted on.
    // (7 → 8, 9 (5 → 6): lifted on → 10, 11, 12, 1, 2, 3.)
    let mut s = pos(&r, [0, 0, 0, 0, 0, 1, 1, 0, 5, 5, 5, 5], &[10, 11], 0);
    play(&r, &mut s, &["6"]);
    assert!(taken(&s).is_empty());
    assert_eq!(pits(&s), [1, 1, 1, 0, 0, 0, 0, 1, 0, 6, 6, 6]);
}

#[test]
fn dog_gone_twelve_or_more_skip_each_laps_origin() {
    let r = rules::<DogGoneSet>(2);
    // 12 seeds from 1: 2–12 and, passing 1, into 2 (2 seeds there; it held
    // 1 before the last: relay from 2).
    let mut s = pos(&r, [12, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], &[18, 18], 0);
    play(&r, &mut s, &["1"]);
    let first = s.last().unwrap().laps[0];
    assert_eq!((first.last, first.before), (1, 1));
}

#[test]
fn dog_gone_ends_when_the_mover_has_no_seeds_and_most_seeds_wins() {
    let r = rules::<DogGoneSet>(2);
    // Blue's 11 goes to 12; Red has no seeds: Blue takes his own.
    let mut s = pos(&r, [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0], &[20, 27], 1);
    play(&r, &mut s, &["11"]);
    let o = outcome(&r, &s);
    assert_eq!(
        o.reason,
        Message::new("mancala-end-no-seeds").seat("seat", Seat(0))
    );
    assert_eq!((o.winner, o.scores.clone()), (Some(Seat(1)), Some(vec![20, 28])));
}

#[test]
fn dog_gone_endless_sowings_are_never_legal() {
    // Along random games, every listed move ends; the moves left out are
    // exactly the endless ones.
    let r = rules::<DogGoneSet>(2);
    let mut rng = SplitMix64(3);
    let mut endless = 0;
    for _ in 0..300 {
        let mut s = r.initial();
        while let Status::ToMove(seat) = r.status(&s) {
            let moves = r.legal_vec(&s);
            for p in r.variant().sowable(&s, seat) {
                let ends = r.variant().outcome_of(&s, &Move::sow(p)).is_some();
                assert_eq!(moves.contains(&Move::sow(p)), ends);
                endless += usize::from(!ends);
            }
            r.apply(&mut s, &moves[rng.below(moves.len())]);
        }
    }
    assert!(endless > 0, "random games meet endless sowings: {endless}");
}

// ---- oh-wah-ree-oriental ----

#[test]
fn oriental_six_seeds_and_a_toss_for_the_first_player() {
    let r = rules::<OrientalSet>(2);
    let mut s = r.initial();
    assert_eq!(r.status(&s), Status::Chance);
    play(&r, &mut s, &["red-first"]);
    assert_eq!(pits(&s), [6; 12]);
}

#[test]
fn oriental_the_store_is_sown_and_the_last_seed_there_sows_again() {
    let r = rules::<OrientalSet>(2);
    // Red's pit 6 (1 seed) → Red's store: Red sows again.
    let mut s = pos(&r, [0, 0, 0, 0, 2, 1, 6, 6, 6, 6, 6, 6], &[30, 9], 0);
    play(&r, &mut s, &["6"]);
    assert_eq!(s.board.store_of(Seat(0)), 31);
    assert_eq!(s.to_move, Seat(0));
    // Pit 5's two seeds: 6, then the store: again.
    play(&r, &mut s, &["5"]);
    assert_eq!((s.board.store_of(Seat(0)), s.to_move), (32, Seat(0)));
}

#[test]
fn oriental_the_opponents_store_is_passed_over() {
    let r = rules::<OrientalSet>(2);
    // Red's 8 seeds from pit 6: his store, 7–12, (Blue's store passed),
    // then 1: empty and Red's, it takes its seed and pit 12 across.
    let mut s = pos(&r, [0, 0, 0, 0, 0, 8, 0, 0, 0, 0, 0, 0], &[30, 34], 0);
    play(&r, &mut s, &["6"]);
    assert_eq!(pits(&s), [0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 0]);
    assert_eq!(taken(&s), [(1, 1), (12, 1)]);
    assert_eq!(s.board.store_of(Seat(1)), 34);
    assert_eq!(s.board.store_of(Seat(0)), 33);
}

#[test]
fn oriental_relay_empty_opponent_pit_ends_own_empty_pit_captures_across() {
    let r = rules::<OrientalSet>(2);
    // 1 (2) → 2, 3; 3 held 1 → lift 2: 4, 5; 5 was empty and Red's: it
    // takes that seed and the 6 seeds of pit 8 across.
    let mut s = pos(&r, [2, 0, 1, 0, 0, 0, 6, 6, 6, 6, 6, 6], &[10, 13], 0);
    play(&r, &mut s, &["1"]);
    assert_eq!(taken(&s), [(5, 1), (8, 6)]);
    assert_eq!(s.to_move, Seat(1));
    // An empty pit across: the single seed is still taken (catalog [P]).
    let mut s = pos(&r, [1, 0, 0, 0, 0, 0, 6, 6, 6, 6, 0, 6], &[14, 13], 0);
    play(&r, &mut s, &["1"]);
    assert_eq!(taken(&s), [(2, 1), (11, 0)]);
    // A last seed in an empty pit of Blue's ends the turn.
    let mut s = pos(&r, [0, 0, 0, 0, 0, 2, 0, 6, 6, 6, 6, 6], &[14, 20], 0);
    play(&r, &mut s, &["6"]);
    assert!(taken(&s).is_empty());
    assert_eq!((pits(&s)[6], s.to_move), (1, Seat(1)));
}

#[test]
fn oriental_ends_when_the_mover_is_empty_and_thirty_six_all_draws() {
    let r = rules::<OrientalSet>(2);
    let mut s = pos(&r, [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0], &[36, 35], 1);
    play(&r, &mut s, &["11"]);
    // 11 → 12, empty and Blue's: capture 1 + pit 1 (0).
    let o = outcome(&r, &s);
    assert_eq!(
        o.reason,
        Message::new("mancala-end-no-seeds").seat("seat", Seat(0))
    );
    assert_eq!((o.winner, o.scores.clone()), (None, Some(vec![36, 36])));
}

// ---- oh-wah-ree-pendulum ----

#[test]
fn pendulum_preparation_three_and_two_in_turn_without_captures() {
    let r = rules::<PendulumSet>(2);
    let mut s = r.initial();
    assert_eq!(pits(&s), [5; 12]);
    assert!(r.position_text(&s).contains("preparing"));
    assert_eq!(legal(&r, &s).len(), 12, "six pits, two directions");
    play(&r, &mut s, &["3cw"]);
    assert_eq!(pits(&s), [7, 8, 0, 5, 5, 5, 5, 5, 5, 5, 5, 5]);
    assert_eq!(s.to_move, Seat(1));
    play(&r, &mut s, &["12ccw"]);
    assert_eq!(pits(&s), [10, 10, 0, 5, 5, 5, 5, 5, 5, 5, 5, 0]);
    assert!(!r.position_text(&s).contains("preparing"));
    assert_eq!(s.to_move, Seat(0));
}

#[test]
fn pendulum_each_relay_swings_back_the_other_way() {
    let r = rules::<PendulumSet>(2);
    // 2 (2 seeds, ccw) → 3, 4; 4 held 1 → lift 2, cw: 3, 2; 2 was emptied
    // at the start and is Red's: capture it with pit 11 across.
    let mut s = pos(&r, [0, 2, 0, 1, 0, 0, 5, 5, 5, 5, 7, 5], &[10, 15], 0);
    play(&r, &mut s, &["2ccw"]);
    let laps = &s.last().unwrap().laps;
    assert_eq!((laps[0].dir, laps[1].dir), (Dir::Forward, Dir::Back));
    assert_eq!(taken(&s), [(2, 1), (11, 7)]);
    assert_eq!(pits(&s), [0, 0, 2, 0, 0, 0, 5, 5, 5, 5, 0, 5]);
}

#[test]
fn pendulum_an_empty_opponent_pit_ends_the_turn_and_thirty_all_draws() {
    let r = rules::<PendulumSet>(2);
    let mut s = pos(&r, [0, 0, 0, 0, 0, 1, 0, 3, 3, 3, 3, 3], &[20, 24], 0);
    play(&r, &mut s, &["6ccw"]);
    assert!(taken(&s).is_empty());
    assert_eq!(s.to_move, Seat(1));
    // Blue's last seed in his own empty 12 takes it and Red's pit 1
    // across: Red is left without seeds, and 30–30 is a draw.
    let mut s = pos(&r, [1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0], &[30, 28], 1);
    play(&r, &mut s, &["11ccw"]);
    assert_eq!(taken(&s), [(12, 1), (1, 1)]);
    let o = outcome(&r, &s);
    assert_eq!(
        o.reason,
        Message::new("mancala-end-no-seeds").seat("seat", Seat(0))
    );
    assert_eq!((o.winner, o.scores), (None, Some(vec![30, 30])));
}

// ---- oh-wah-ree-arabian ----

#[test]
fn arabian_rule_3_a_last_seed_making_four_makes_a_nest_anywhere() {
    let r = rules::<ArabianSet>(2);
    // 6 (1 seed) → 7 (3 → 4): Blue's pit becomes Red's nest.
    let mut s = pos(&r, [4, 4, 4, 4, 4, 1, 3, 4, 4, 4, 4, 4], &[2, 1], 0);
    play(&r, &mut s, &["6"]);
    assert_eq!(nest_of(&s.x, 6), Some(Seat(0)));
    assert!(r.position_text(&s).contains("nests 7R"));
    // No sowing starts from a nest, not even its row owner's.
    assert!(!legal(&r, &s).contains(&"7".to_string()));
    assert_eq!(
        r.parse_move(&s, "7"),
        Err(MoveError::illegal(
            "7",
            Message::new("oh-wah-ree-nest")
                .code("pit", "7")
                .seat("seat", Seat(0))
        ))
    );
}

#[test]
fn arabian_rule_2_an_opponents_nest_gives_two_seeds_and_another_sowing() {
    let r = rules::<ArabianSet>(2);
    let mut s = pos(&r, [4, 4, 4, 4, 4, 1, 5, 4, 4, 4, 4, 4], &[0, 0], 0);
    s.x.nests[6] = 2; // Blue's nest at 7
    play(&r, &mut s, &["6"]);
    assert_eq!(taken(&s), [(7, 2)]);
    assert_eq!(pits(&s)[6], 4);
    assert_eq!(s.to_move, Seat(0));
    assert!(legal(&r, &s).contains(&"stop".to_string()));
    play(&r, &mut s, &["stop"]);
    assert_eq!(s.to_move, Seat(1));
}

#[test]
fn arabian_rule_1_the_movers_own_nest_ends_the_turn() {
    let r = rules::<ArabianSet>(2);
    let mut s = pos(&r, [4, 4, 4, 4, 4, 1, 5, 4, 4, 4, 4, 4], &[0, 0], 0);
    s.x.nests[6] = 1; // Red's nest at 7
    play(&r, &mut s, &["6"]);
    assert!(taken(&s).is_empty());
    assert_eq!((pits(&s)[6], s.to_move), (6, Seat(1)));
}

#[test]
fn arabian_rules_4_and_5_an_empty_pit_ends_a_full_one_relays() {
    let r = rules::<ArabianSet>(2);
    // 1 (2) → 2, 3 (1 → 2): relay 2 → 4, 5 (0 → 1): the turn ends.
    let mut s = pos(&r, [2, 0, 1, 0, 0, 0, 4, 4, 4, 4, 4, 4], &[10, 10], 0);
    play(&r, &mut s, &["1"]);
    assert_eq!(pits(&s), [0, 1, 0, 1, 1, 0, 4, 4, 4, 4, 4, 4]);
    assert_eq!(s.last().unwrap().laps.len(), 2);
}

#[test]
fn arabian_ends_when_nobody_can_move_and_counts_store_and_nests() {
    let r = rules::<ArabianSet>(2);
    // Blue's only seeds are in his nest at 9; Red's seed goes to 7, Blue
    // sows it on to 8 and then 8 into his own nest (the turn ends there).
    let mut s = pos(&r, [0, 0, 0, 0, 0, 1, 0, 0, 5, 0, 0, 0], &[20, 10], 0);
    s.x.nests[8] = 2;
    play(&r, &mut s, &["6", "7"]);
    assert_eq!(legal(&r, &s), ["pass"]);
    // Blue's 8 goes into his own nest: now nobody can move.
    play(&r, &mut s, &["pass", "8"]);
    let o = outcome(&r, &s);
    assert_eq!(o.reason, Message::new("oh-wah-ree-end-nobody-moves"));
    // Red 20; Blue 10 + the 6 seeds in his nest.
    assert_eq!((o.winner, o.scores), (Some(Seat(0)), Some(vec![20, 16])));
}

/// Random games of `K` with `seats` seats: every position reads back with
/// the same text, status and moves, and the same next position.
fn positions_read_back<K: RuleSet>(seats: u8) {
    let r = rules::<K>(seats);
    for seed in 0..6 {
        let mut rng = SplitMix64(seed);
        let mut state = r.initial();
        if state.toss {
            r.apply(&mut state, &Move::First(Seat(0)));
        }
        while let Status::ToMove(_) = r.status(&state) {
            let text = r.position_text(&state);
            let read = r.from_position(&text).unwrap_or_else(|e| panic!("{text}: {e}"));
            assert_eq!(r.position_text(&read), text);
            assert_eq!(legal(&r, &read), legal(&r, &state), "{text}");
            let moves = r.legal_vec(&state);
            let mv = moves[rng.below(moves.len())];
            let (mut ahead, mut read) = (state.clone(), read);
            r.apply(&mut ahead, &mv);
            r.apply(&mut read, &mv);
            assert_eq!(r.position_text(&read), r.position_text(&ahead), "{text}");
            assert_eq!(r.status(&read), r.status(&ahead), "{text}");
            state = ahead;
        }
        // The end too: two passes leave no trace but an emptied ring.
        let text = r.position_text(&state);
        let read = r.from_position(&text).unwrap_or_else(|e| panic!("{text}: {e}"));
        let (Status::Over(read), Status::Over(played)) = (r.status(&read), r.status(&state)) else {
            panic!("{text}: not over once read");
        };
        // The pits gathered, the reason is the one the empty ring shows.
        assert_eq!(
            (read.winner, read.scores),
            (played.winner, played.scores),
            "{text}"
        );
    }
}

#[test]
fn positions_of_three_and_four_seats_read_back_along_random_games() {
    for seats in [3, 4] {
        positions_read_back::<BaseSet>(seats);
        positions_read_back::<CoastalSet>(seats);
        positions_read_back::<DogGoneSet>(seats);
        positions_read_back::<ArabianSet>(seats);
    }
}

#[test]
fn a_word_of_another_rule_set_is_refused() {
    let r = rules::<BaseSet>(2);
    let err = r
        .from_position("4-4-4-4-4-4-4-4-4-4-4-4 0-0 R nests 3R quiet 0")
        .unwrap_err();
    assert_eq!(err.message(), "'nests' belongs to oh-wah-ree-arabian only");
    let err = rules::<GrandSet>(2)
        .from_position("0-0-0-0-0-0-0-0-0-0-0-0 0-0 ? owners RRRRRRBBBBBB quiet 0")
        .unwrap_err();
    assert_eq!(
        err.message(),
        "the coin toss ('?') comes only before the first move, at the start"
    );
}
