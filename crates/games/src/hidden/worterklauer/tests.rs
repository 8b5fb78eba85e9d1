//! Wörterklauer's rules, one test per catalog rule and gap (`rule_…`,
//! `gap_N_…`), the text's MORO → MORE → AMORE replayed, the secrets, the
//! notation, and the word listing against a brute force.

use std::collections::{BTreeMap, BTreeSet};

use super::board::{CELLS, Dir, GRID, Tile, Word, locate};
use super::lexicon::{Lang, LetterSet, Lexicon};
use super::state::{End, Phase, WState};
use super::*;
use crate::options::OptionValue;
use crate::{MoveError, Rules, Seat, Status, registry};

fn italian() -> Worterklauer {
    Worterklauer::in_lang(Lang::Italian)
}

fn english() -> Worterklauer {
    Worterklauer::in_lang(Lang::English)
}

fn letter(ch: char) -> u8 {
    ch.to_ascii_uppercase() as u8 - b'A'
}

/// Takes one tile of `ch` out of the bag.
fn take(state: &mut WState, ch: char) {
    let l = usize::from(letter(ch));
    assert!(state.bag[l] > 0, "no {ch} left in the bag");
    state.bag[l] -= 1;
}

/// Lays `word` on the board from `at` along `dir` in `seat`'s colour,
/// its tiles taken from the bag (skipping letters already there).
fn put(state: &mut WState, at: &str, dir: Dir, word: &str, seat: u8) {
    let start = GRID.read(at).unwrap();
    let (line, pos) = locate(dir, start);
    for (k, ch) in word.chars().enumerate() {
        let c = board::cell_at(dir, line, pos + k);
        match state.board[c] {
            Some(t) => assert_eq!(t.letter, letter(ch), "{at} {word}"),
            None => {
                take(state, ch);
                state.board[c] = Some(Tile {
                    letter: letter(ch),
                    seat,
                });
            }
        }
    }
}

/// A state in the middle of the game: `seat` acts on turn 3 or 4 with
/// `hand`, the board empty.
fn acting(rules: &Worterklauer, seat: u8, hand: &str) -> WState {
    let mut state = rules.initial();
    state.turn_seat = seat;
    state.turn = 3 + u32::from(seat);
    state.opening = false;
    state.phase = Phase::Act;
    for ch in hand.chars() {
        take(&mut state, ch);
        state.hand[usize::from(letter(ch))] += 1;
    }
    state
}

fn play(rules: &Worterklauer, state: &mut WState, text: &str) -> Result<WMove, MoveError> {
    rules.play(state, text)
}

fn refusal(rules: &Worterklauer, state: &WState, text: &str) -> String {
    let mut copy = state.clone();
    match rules.play(&mut copy, text) {
        Ok(mv) => panic!("{text} was played as {mv:?}"),
        Err(MoveError::Illegal { reason, .. }) => reason.id().to_string(),
        Err(e) => format!("{e:?}"),
    }
}

fn seat_at(state: &WState, at: &str) -> u8 {
    state.board[GRID.read(at).unwrap()].unwrap().seat
}

fn letter_at(state: &WState, at: &str) -> char {
    board::capital(state.board[GRID.read(at).unwrap()].unwrap().letter)
}

/// Lays MORO across c4 for Green, its first word, and hands the turn to
/// Orange with `hand`.
fn moro_for_orange(rules: &Worterklauer, hand: &str) -> WState {
    let mut state = acting(rules, 1, hand);
    put(&mut state, "c4", Dir::Across, "MORO", 0);
    state
}

#[test]
fn rule_the_set_is_an_8x8_board_a_bag_of_100_tiles_and_a_die() {
    let rules = italian();
    let state = rules.initial();
    assert_eq!(state.bag_len(), 100);
    assert!(state.board_empty());
    assert_eq!(state.board.len(), 64);
    assert_eq!(rules.status(&state), Status::Chance);
    let mut later = acting(&rules, 0, "");
    later.phase = Phase::Roll;
    let mut out = Vec::new();
    rules.chance_outcomes(&later, &mut out);
    assert_eq!(out, (1..=6).map(|n| (WMove::Roll(n), 1)).collect::<Vec<_>>());
}

#[test]
fn gap_1_each_language_has_its_own_100_tiles() {
    for (rules, lang) in [(italian(), Lang::Italian), (english(), Lang::English)] {
        let state = rules.initial();
        let set = LetterSet::for_lang(lang);
        for l in 0..26u8 {
            assert_eq!(state.bag[usize::from(l)], set.count(board::capital(l)));
        }
    }
    assert_ne!(italian().initial().bag, english().initial().bag);
    let options = BTreeMap::from([("lang".to_string(), OptionValue::Text("en".into()))]);
    let game = registry::start("worterklauer", &options).unwrap();
    assert!(game.position().contains("EEEEEEEEEEEE"), "12 Es in English");
}

#[test]
fn rule_the_first_player_draws_seven_then_on_until_a_vowel() {
    let rules = italian();
    let mut state = rules.initial();
    for ch in "BCDFGHL".chars() {
        assert_eq!(rules.status(&state), Status::Chance);
        play(&rules, &mut state, &format!("draw {ch}")).unwrap();
    }
    assert_eq!(state.phase, Phase::Draw { left: 1 }, "no vowel in 7: on");
    play(&rules, &mut state, "draw M").unwrap();
    assert_eq!(state.phase, Phase::Draw { left: 1 });
    play(&rules, &mut state, "draw O").unwrap();
    assert_eq!(state.phase, Phase::Act);
    assert_eq!(state.hand_len(), 9);
    // A vowel among the seven: the draw stops at seven.
    let mut state = rules.initial();
    for ch in "BCADFGH".chars() {
        play(&rules, &mut state, &format!("draw {ch}")).unwrap();
    }
    assert_eq!(state.phase, Phase::Act);
    assert_eq!(state.hand_len(), 7);
}

/// Green's first turn: MORO and done; Orange's first turn draws 5 with no
/// die.
fn after_greens_first_turn(rules: &Worterklauer) -> WState {
    let mut state = rules.initial();
    for ch in "MOROTAS".chars() {
        play(rules, &mut state, &format!("draw {ch}")).unwrap();
    }
    play(rules, &mut state, "word H c4 MORO").unwrap();
    play(rules, &mut state, "done").unwrap();
    state
}

#[test]
fn gap_3_each_players_first_turn_skips_the_die() {
    let rules = italian();
    let mut state = after_greens_first_turn(&rules);
    assert_eq!(state.turn_seat, 1);
    assert_eq!(state.phase, Phase::Draw { left: 5 }, "Orange draws 5, no roll");
    for ch in "EAIST".chars() {
        play(&rules, &mut state, &format!("draw {ch}")).unwrap();
    }
    assert_eq!(state.phase, Phase::Act);
    assert_eq!(state.hand_len(), 5);
    // The option: only the game's first turn skips the die.
    let options = Options::validate(
        Worterklauer::info().options,
        &BTreeMap::from([("second-rolls".to_string(), OptionValue::Bool(true))]),
    )
    .unwrap();
    let rules = Worterklauer::new(&options).unwrap();
    let mut state = after_greens_first_turn(&rules);
    assert_eq!(state.phase, Phase::Roll);
    play(&rules, &mut state, "roll 2").unwrap();
    assert_eq!(state.phase, Phase::Draw { left: 7 }, "5 and the roll");
}

#[test]
fn rule_later_turns_roll_the_die_and_draw_that_many() {
    let rules = italian();
    let mut state = acting(&rules, 1, "");
    put(&mut state, "c4", Dir::Across, "MORO", 1);
    play(&rules, &mut state, "done").unwrap();
    assert_eq!(state.turn_seat, 0);
    assert_eq!(state.phase, Phase::Roll);
    play(&rules, &mut state, "roll 4").unwrap();
    assert_eq!(state.phase, Phase::Draw { left: 4 });
    assert_eq!(state.die, Some(4));
    // An almost empty bag gives what it has.
    let mut state = acting(&rules, 0, "");
    state.phase = Phase::Roll;
    let keep = state.bag;
    state.bag = [0; 26];
    state.bag[0] = 2;
    state.pool = keep;
    state.pool[0] -= 2;
    play(&rules, &mut state, "roll 6").unwrap();
    assert_eq!(state.phase, Phase::Draw { left: 2 });
}

#[test]
fn gap_2_the_first_word_lies_across_rank_4_or_5_over_d_and_e() {
    let rules = italian();
    let state = acting(&rules, 0, "MORO");
    assert!(state.board_empty());
    assert_eq!(
        refusal(&rules, &state, "word V d5 MORO"),
        "worterklauer-first-word"
    );
    assert_eq!(
        refusal(&rules, &state, "word H c3 MORO"),
        "worterklauer-first-word"
    );
    assert_eq!(
        refusal(&rules, &state, "word H e4 MORO"),
        "worterklauer-first-word",
        "misses d"
    );
    assert_eq!(
        refusal(&rules, &state, "word H a4 MORO"),
        "worterklauer-first-word",
        "misses e"
    );
    for ok in ["word H c4 MORO", "word H b5 MORO", "word H d4 MORO"] {
        play(&rules, &mut state.clone(), ok).unwrap_or_else(|e| panic!("{ok}: {e:?}"));
    }
    // The listing offers only such words.
    for mv in rules.legal_vec(&state) {
        if let WMove::Word { dir, start, word, .. } = mv {
            let (line, pos) = locate(dir, usize::from(start));
            assert!(dir == Dir::Across && (line == 3 || line == 4), "{mv:?}");
            assert!(pos <= 3 && pos + usize::from(word.len) > 4, "{mv:?}");
        }
    }
}

#[test]
fn rule_every_later_word_crosses_a_word_on_the_board() {
    let rules = italian();
    let state = moro_for_orange(&rules, "ROSA");
    assert_eq!(
        refusal(&rules, &state, "word H a1 ROSA"),
        "worterklauer-must-cross"
    );
    // Down through the R of MORO (e4): R, O, S, A from e4 down.
    let mut s = state.clone();
    play(&rules, &mut s, "word V e4 ROSA").unwrap();
    assert_eq!(letter_at(&s, "e1"), 'A');
    assert_eq!(seat_at(&s, "e4"), 0, "the shared letter keeps its colour");
    assert_eq!(seat_at(&s, "e3"), 1);
    assert_eq!(refusal(&rules, &state, "word V e4 MOSA"), "worterklauer-mismatch");
}

#[test]
fn rule_leftovers_go_to_the_pool_and_either_player_takes_from_it() {
    let rules = italian();
    let mut state = acting(&rules, 0, "MOROTAS");
    play(&rules, &mut state, "word H c4 MORO").unwrap();
    play(&rules, &mut state, "done").unwrap();
    assert_eq!(board::letters_text(&state.pool), "AST");
    assert_eq!(state.hand_len(), 0);
    // Orange, holding only E, lays ROSA down from e4 with S and A from
    // the pool.
    play(&rules, &mut state, "roll 1").unwrap();
    play(&rules, &mut state, "draw E").unwrap();
    assert_eq!(state.phase, Phase::Act);
    let hand = state.hand;
    play(&rules, &mut state, "word V e4 RESA").unwrap_or_else(|e| panic!("{e:?}"));
    assert_eq!(board::letters_text(&state.pool), "T");
    assert_eq!(
        state.hand[usize::from(letter('E'))],
        hand[usize::from(letter('E'))] - 1
    );
    assert_eq!(
        board::letters_text(&state.from_hand),
        "E",
        "the pool's letters first"
    );
}

#[test]
fn rule_a_word_changes_by_one_swapped_letter() {
    let rules = italian();
    let mut state = moro_for_orange(&rules, "A");
    play(&rules, &mut state, "swap c4 T").unwrap_err();
    play(&rules, &mut state, "swap c4 A").unwrap_err(); // AORO is no word
    // CASO → CASA: a swap that keeps a word.
    let mut state = acting(&rules, 1, "A");
    put(&mut state, "c4", Dir::Across, "CASO", 0);
    play(&rules, &mut state, "swap f4 A").unwrap();
    assert_eq!(letter_at(&state, "f4"), 'A');
    play(&rules, &mut state, "accept").unwrap();
    assert_eq!(refusal(&rules, &state, "swap a1 A"), "worterklauer-swap-empty");
}

#[test]
fn gap_6_a_swapped_out_tile_goes_to_the_pool() {
    let rules = italian();
    let mut state = acting(&rules, 1, "A");
    put(&mut state, "c4", Dir::Across, "CASO", 0);
    play(&rules, &mut state, "swap f4 A").unwrap();
    assert_eq!(board::letters_text(&state.pool), "O");
    assert_eq!(state.hand_len(), 0);
}

#[test]
fn gap_8_a_turn_is_many_actions_and_an_add_goes_at_a_word_end() {
    let rules = italian();
    let mut state = acting(&rules, 0, "AMOREOST");
    play(&rules, &mut state, "word H c4 MORE").unwrap();
    play(&rules, &mut state, "word V e5 ORA").unwrap_or_else(|e| panic!("{e:?}"));
    assert_eq!(state.phase, Phase::Act, "still Green's turn");
    // Next turn: Orange adds A before MORE.
    let mut state = moro_for_orange(&rules, "AE");
    play(&rules, &mut state.clone(), "add b4 A").unwrap_err(); // AMORO is no word
    let mut more = acting(&rules, 1, "A");
    put(&mut more, "c4", Dir::Across, "MORE", 0);
    play(&rules, &mut more, "add b4 A").unwrap();
    play(&rules, &mut more, "accept").unwrap();
    assert_eq!(refusal(&rules, &more, "add a1 A"), "worterklauer-add-no-word");
    assert_eq!(refusal(&rules, &more, "add d4 A"), "worterklauer-add-occupied");
    // A tile beside a single letter is a new word, not an add.
    state.board[GRID.read("a8").unwrap()] = Some(Tile { letter: 0, seat: 0 });
    assert_eq!(refusal(&rules, &state, "add b8 E"), "worterklauer-add-no-word");
}

#[test]
fn rule_a_word_changes_once_a_turn() {
    let rules = italian();
    let mut state = acting(&rules, 1, "AT");
    put(&mut state, "c4", Dir::Across, "CASO", 0);
    play(&rules, &mut state, "swap f4 A").unwrap();
    play(&rules, &mut state, "accept").unwrap();
    // CASA again: C → T would make TASA, but CASA changed this turn.
    assert_eq!(refusal(&rules, &state, "swap c4 T"), "worterklauer-changed-twice");
    // A word laid this turn is not changed either.
    let mut state = acting(&rules, 0, "MOREA");
    play(&rules, &mut state, "word H c4 MORE").unwrap();
    assert_eq!(refusal(&rules, &state, "add b4 A"), "worterklauer-changed-twice");
}

#[test]
fn gap_7_every_run_of_two_letters_or_more_is_a_word() {
    let rules = italian();
    let mut state = moro_for_orange(&rules, "ZQ");
    state.hand = [0; 26];
    for ch in "ZQ".chars() {
        state.hand[usize::from(letter(ch))] += 1;
    }
    assert_eq!(refusal(&rules, &state, "word V c5 ZM"), "worterklauer-not-a-word");
    // NOI down through the O of MORO would sit beside the A and the E of
    // ARE (down from e5): NA and IE across are no words.
    let mut state = acting(&rules, 1, "NI");
    put(&mut state, "c4", Dir::Across, "MORO", 0);
    put(&mut state, "e5", Dir::Down, "ARE", 0);
    let it = Lexicon::for_lang(Lang::Italian);
    assert!(it.is_word("noi") && !it.is_word("na"));
    assert_eq!(
        refusal(&rules, &state, "word V d5 NOI"),
        "worterklauer-not-a-word"
    );
    // Every word the listing offers leaves only words on the board.
    let state = moro_for_orange(&rules, "AEINST");
    let lexicon = Lexicon::for_lang(Lang::Italian);
    for mv in rules.legal_vec(&state).into_iter().take(400) {
        let mut s = state.clone();
        rules.apply(&mut s, &mv);
        for dir in Dir::BOTH {
            for c in 0..CELLS {
                if s.board[c].is_some() {
                    let run = board::run_through(&s.board, dir, c);
                    if run.len >= 2 {
                        assert!(lexicon.is_word(&run.word(&s.board).lower()), "{mv:?}");
                    }
                }
            }
        }
    }
}

#[test]
fn rule_a_tile_never_joins_two_words() {
    let rules = italian();
    let mut state = acting(&rules, 1, "A");
    put(&mut state, "a4", Dir::Across, "MA", 0);
    put(&mut state, "d4", Dir::Across, "RE", 0);
    assert_eq!(refusal(&rules, &state, "add c4 A"), "worterklauer-joins");
}

#[test]
fn gap_4_a_new_lemma_steals_and_the_opponent_answers() {
    let rules = italian();
    let mut state = acting(&rules, 1, "A");
    put(&mut state, "c4", Dir::Across, "CASO", 0);
    play(&rules, &mut state, "swap f4 A").unwrap();
    assert_eq!(state.phase, Phase::Answer);
    assert_eq!(rules.status(&state), Status::ToMove(Seat(0)), "Green answers");
    assert_eq!(
        rules.time_out_move(&state),
        Some(WMove::Accept),
        "silence lets it stand"
    );
    let mut accepted = state.clone();
    play(&rules, &mut accepted, "accept").unwrap();
    assert_eq!(accepted.counts(), [0, 4], "CASA is Orange's");
    assert_eq!(accepted.phase, Phase::Act);
    let mut rejected = state.clone();
    play(&rules, &mut rejected, "reject").unwrap();
    assert_eq!(rejected.counts(), [3, 1], "the change stands, stealing nothing");
    assert_eq!(letter_at(&rejected, "f4"), 'A');
    // An inflection keeps the lemma: no steal, nothing to answer.
    let mut state = acting(&rules, 1, "A");
    put(&mut state, "c4", Dir::Across, "ROSSO", 0);
    play(&rules, &mut state, "swap g4 A").unwrap();
    assert_eq!(state.phase, Phase::Act);
    assert_eq!(state.counts(), [4, 1]);
    // Without the veto a steal the list grants stands at once.
    let options = Options::validate(
        Worterklauer::info().options,
        &BTreeMap::from([("veto".to_string(), OptionValue::Bool(false))]),
    )
    .unwrap();
    let rules = Worterklauer::new(&options).unwrap();
    let mut state = acting(&rules, 1, "A");
    put(&mut state, "c4", Dir::Across, "CASO", 0);
    play(&rules, &mut state, "swap f4 A").unwrap();
    assert_eq!(state.phase, Phase::Act);
    assert_eq!(state.counts(), [0, 4]);
}

#[test]
fn gap_4_a_claim_with_a_bang_goes_to_the_opponent() {
    let rules = italian();
    let state = moro_for_orange(&rules, "E");
    // MORO → MORE: the list gives both the lemma moro, so no steal...
    let mut plain = state.clone();
    play(&rules, &mut plain, "swap f4 E").unwrap();
    assert_eq!(plain.phase, Phase::Act);
    assert_eq!(plain.counts(), [3, 1]);
    // ...unless claimed, and the opponent grants it.
    let mut claimed = state.clone();
    play(&rules, &mut claimed, "swap f4 E!").unwrap();
    assert_eq!(claimed.phase, Phase::Answer);
    assert!(claimed.pending[0].claimed);
    assert!(rules.legal_vec(&state).contains(&WMove::Swap {
        cell: GRID.read("f4").unwrap() as u8,
        letter: letter('E'),
        claim: true
    }));
    let mut granted = claimed.clone();
    play(&rules, &mut granted, "accept").unwrap();
    assert_eq!(granted.counts(), [0, 4]);
    let mut refused = claimed;
    play(&rules, &mut refused, "reject").unwrap();
    assert_eq!(refused.counts(), [3, 1]);
    // Nothing to claim where the list grants the steal already.
    let mut state = acting(&rules, 1, "A");
    put(&mut state, "c4", Dir::Across, "CASO", 0);
    assert_eq!(
        refusal(&rules, &state, "swap f4 A!"),
        "worterklauer-nothing-to-claim"
    );
}

#[test]
fn gap_5_a_stolen_word_flips_every_tile_even_a_crossing_one() {
    let rules = italian();
    let mut state = acting(&rules, 1, "A");
    put(&mut state, "c4", Dir::Across, "CASO", 0);
    // ESSE down from e5, through the S of CASO (e4).
    put(&mut state, "e5", Dir::Down, "ESSE", 0);
    play(&rules, &mut state, "swap f4 A").unwrap();
    play(&rules, &mut state, "accept").unwrap();
    assert_eq!(seat_at(&state, "e4"), 1, "the S of ESSE flips with CASA");
    assert_eq!(seat_at(&state, "e5"), 0, "the rest of ESSE stays");
}

#[test]
fn rule_you_lose_unless_ahead_at_the_end_of_your_own_turn() {
    let rules = italian();
    let mut state = moro_for_orange(&rules, "E");
    play(&rules, &mut state, "swap f4 E").unwrap();
    assert_eq!(state.counts(), [3, 1]);
    play(&rules, &mut state, "done").unwrap();
    let Status::Over(outcome) = rules.status(&state) else {
        panic!("over");
    };
    assert_eq!(outcome.winner, Some(Seat(0)));
    assert_eq!(outcome.reason.id(), "worterklauer-behind");
    // Level is not enough either.
    let mut state = acting(&rules, 1, "");
    put(&mut state, "c4", Dir::Across, "MO", 0);
    put(&mut state, "c3", Dir::Across, "RE", 1);
    play(&rules, &mut state, "done").unwrap();
    assert_eq!(state.end, Some(End::Behind(1)));
    // Ahead: the game goes on. The opponent being behind does not matter.
    let mut state = acting(&rules, 0, "");
    put(&mut state, "c4", Dir::Across, "MORO", 0);
    play(&rules, &mut state, "done").unwrap();
    assert!(!state.over());
    assert_eq!(state.turn_seat, 1);
}

#[test]
fn gap_9_ten_idle_turns_with_the_bag_empty_draw() {
    let rules = italian();
    let mut state = acting(&rules, 0, "");
    put(&mut state, "c4", Dir::Across, "MORO", 0);
    state.pool = state.bag;
    state.bag = [0; 26];
    state.idle = 9;
    play(&rules, &mut state, "done").unwrap();
    let Status::Over(outcome) = rules.status(&state) else {
        panic!("over");
    };
    assert_eq!(outcome.winner, None);
    assert_eq!(outcome.reason.id(), "worterklauer-idle");
    // A tile laid on an empty square starts the count again.
    let mut state = acting(&rules, 0, "");
    put(&mut state, "c4", Dir::Across, "RE", 0);
    state.pool = state.bag;
    state.bag = [0; 26];
    state.idle = 9;
    play(&rules, &mut state, "add b4 O").unwrap_or_else(|e| panic!("{e:?}"));
    play(&rules, &mut state, "done").unwrap();
    assert!(!state.over());
    assert_eq!(state.idle, 0);
    assert_eq!(state.phase, Phase::Act, "no die with the bag empty");
}

/// The text's example (§25): MORO becomes MORE (one letter changed, a new
/// meaning: stolen), then AMORE (one letter added: stolen back). The list
/// gives MORO and MORE one lemma, so Orange claims the first steal and
/// Green grants it; the second steal is the list's own.
#[test]
fn rule_the_texts_moro_more_amore() {
    let rules = italian();
    let mut state = rules.initial();
    for text in [
        "draw M",
        "draw O",
        "draw R",
        "draw O",
        "draw T",
        "draw L",
        "draw N", // Green
        "word H c4 MORO",
        "done",
        "draw E",
        "draw S",
        "draw T",
        "draw I",
        "draw U", // Orange, no die
        "swap f4 E!",
        "accept",
    ] {
        play(&rules, &mut state, text).unwrap_or_else(|e| panic!("{text}: {e:?}"));
    }
    assert_eq!(state.counts(), [0, 4], "MORE is Orange's");
    for text in ["done", "roll 1", "draw A", "add b4 A"] {
        play(&rules, &mut state, text).unwrap_or_else(|e| panic!("{text}: {e:?}"));
    }
    assert_eq!(state.phase, Phase::Answer, "the list grants MORE → AMORE");
    assert!(!state.pending[0].claimed);
    play(&rules, &mut state, "accept").unwrap();
    assert_eq!(state.counts(), [5, 0], "AMORE is Green's");
    play(&rules, &mut state, "done").unwrap();
    assert!(!state.over());
}

#[test]
fn the_table_sees_how_many_tiles_a_hand_holds_not_which() {
    let rules = italian();
    let state = moro_for_orange(&rules, "EAS");
    let table = rules.observation(&state, None);
    let green = rules.observation(&state, Some(Seat(0)));
    let orange = rules.observation(&state, Some(Seat(1)));
    assert!(table.contains(" #3 ") && green.contains(" #3 "), "{table}");
    assert!(orange.contains(" AES "), "{orange}");
    let hand = &rules.view(&state, None).seats[1].hand;
    assert_eq!(hand.len(), 3);
    assert!(hand.iter().all(|t| t.face.is_none()));
    assert!(
        rules.view(&state, Some(Seat(1))).seats[1]
            .hand
            .iter()
            .all(|t| t.face.is_some())
    );
    // The resample deals the hand anew for the table, keeps it for Orange.
    let mut rng = SplitMix64(3);
    let mut changed = false;
    for _ in 0..20 {
        let other = rules.resample(&state, None, &mut rng).unwrap();
        assert_eq!(other.hand_len(), 3);
        assert_eq!(rules.observation(&other, None), table);
        changed |= other.hand != state.hand;
        assert_eq!(rules.resample(&state, Some(Seat(1)), &mut rng).unwrap(), state);
    }
    assert!(changed);
    // A draw reads `draw ?` for the table.
    assert_eq!(
        rules.public_move_text(&rules.initial(), &WMove::Draw(4)),
        "draw ?"
    );
}

#[test]
fn a_refusal_for_missing_letters_tells_nothing_of_the_hand() {
    let rules = italian();
    let a = moro_for_orange(&rules, "EAS");
    let b = moro_for_orange(&rules, "TTI");
    for text in ["word V e4 RUPE", "swap c4 F"] {
        assert_eq!(refusal(&rules, &a, text), "worterklauer-no-tiles");
        assert_eq!(refusal(&rules, &b, text), "worterklauer-no-tiles");
    }
}

#[test]
fn the_opening_resample_keeps_what_the_long_draw_showed() {
    let rules = italian();
    let mut state = rules.initial();
    for ch in "BCDFGHLMA".chars() {
        play(&rules, &mut state, &format!("draw {ch}")).unwrap();
    }
    assert_eq!(state.drawn, 9);
    let mut rng = SplitMix64(1);
    for _ in 0..20 {
        let other = rules.resample(&state, None, &mut rng).unwrap();
        let vowels: u32 = (0..26u8)
            .filter(|&l| board::is_vowel(l))
            .map(|l| u32::from(other.hand[usize::from(l)]))
            .sum();
        assert_eq!(vowels, 1, "nine drawn: eight consonants, then a vowel");
    }
}

#[test]
fn the_position_text_reads_back() {
    let rules = italian();
    let mut state = moro_for_orange(&rules, "EA");
    state.turn = 4;
    play(&rules, &mut state, "swap f4 E!").unwrap();
    let text = rules.position_text(&state);
    assert!(text.contains("H:c4:MORO>MORE!"), "{text}");
    let back = rules.from_position(&text).unwrap();
    assert_eq!(back, state);
    assert!(rules.from_position("nonsense").is_err());
    let mut broken = text.clone();
    broken.replace_range(0..1, "Z");
    assert!(rules.from_position(&broken).is_err(), "a tile too many");
}

#[test]
fn the_notation_reads_italian_words_and_other_forms() {
    let rules = italian();
    let state = moro_for_orange(&rules, "EA");
    let swap = WMove::Swap {
        cell: GRID.read("f4").unwrap() as u8,
        letter: letter('E'),
        claim: true,
    };
    assert_eq!(rules.format_move(&state, &swap), "swap f4 E!");
    assert_eq!(rules.move_steps(&state, &swap), ["swap ", "f", "4 ", "E", "!"]);
    for text in ["cambia f4 E!", "/swap f4 e!", "SWAPf4E!", "scambia F4 E !"] {
        assert_eq!(rules.parse_move(&state, text), Ok(swap), "{text}");
    }
    let mut s = state.clone();
    play(&rules, &mut s, "parola V e5 ARE").unwrap_or_else(|e| panic!("{e:?}"));
    assert_eq!(play(&rules, &mut s, "fatto"), Ok(WMove::Done));
    assert!(matches!(
        rules.parse_move(&state, "xyz"),
        Err(MoveError::NotAMove { .. })
    ));
    assert!(matches!(
        rules.parse_move(&state, "swap f4"),
        Err(MoveError::Ambiguous { .. })
    ));
    assert!(matches!(
        rules.parse_move(&state, "accept"),
        Err(MoveError::Illegal { .. })
    ));
}

/// A second model: every word of the list tried at every place, every
/// swap and add of every letter, each checked alone; the listing must
/// give exactly those.
#[test]
fn the_listing_matches_a_brute_force() {
    let rules = english();
    let mut state = acting(&rules, 1, "SETNAO");
    put(&mut state, "c4", Dir::Across, "CAT", 0);
    put(&mut state, "d5", Dir::Down, "BAD", 0);
    state.pool[usize::from(letter('R'))] += 1;
    take(&mut state, 'R');
    let avail = state.available();
    let mut on_board = [0u8; 26];
    for t in state.board.iter().flatten() {
        on_board[usize::from(t.letter)] += 1;
    }
    let mut brute = BTreeSet::new();
    for word in Lexicon::for_lang(Lang::English).words() {
        let letters: Vec<u8> = word.bytes().map(|b| b - b'a').collect();
        let mut need = [0u8; 26];
        for &l in &letters {
            need[usize::from(l)] += 1;
        }
        if (0..26).any(|l| need[l] > avail[l] + on_board[l]) {
            continue;
        }
        for dir in Dir::BOTH {
            for start in 0..CELLS {
                let (_, pos) = locate(dir, start);
                if pos + letters.len() > 8 {
                    continue;
                }
                let mv = WMove::Word {
                    dir,
                    start: start as u8,
                    word: Word::of(&letters),
                    claim: false,
                };
                for mv in [mv, mv.claimed()] {
                    if rules.e.check(&state, &mv).is_ok() {
                        brute.insert(format!("{mv:?}"));
                    }
                }
            }
        }
    }
    for cell in 0..CELLS as u8 {
        for l in 0..26u8 {
            for claim in [false, true] {
                for mv in [
                    WMove::Swap {
                        cell,
                        letter: l,
                        claim,
                    },
                    WMove::Add {
                        cell,
                        letter: l,
                        claim,
                    },
                ] {
                    if rules.e.check(&state, &mv).is_ok() {
                        brute.insert(format!("{mv:?}"));
                    }
                }
            }
        }
    }
    let listed: BTreeSet<String> = rules
        .legal_vec(&state)
        .iter()
        .filter(|m| **m != WMove::Done)
        .map(|m| format!("{m:?}"))
        .collect();
    assert!(brute.len() > 20, "{}", brute.len());
    assert_eq!(listed, brute);
}

#[test]
fn random_games_keep_the_contract_and_end() {
    for seed in 0..3u64 {
        let mut game = registry::start("worterklauer", &BTreeMap::new()).unwrap();
        let mut rng = SplitMix64(seed);
        loop {
            match game.status() {
                Status::Over(o) => {
                    assert!(o.reason.id().starts_with("worterklauer-"));
                    break;
                }
                Status::Chance => {
                    let mut s = [0u8; 32];
                    s[..8].copy_from_slice(&rng.next_u64().to_be_bytes());
                    game.throw_from_seed(&s).unwrap();
                }
                Status::ToMove(_) => {
                    let legal = game.legal();
                    let pick = legal[rng.below(legal.len())].clone();
                    game.play(&pick).unwrap();
                }
            }
        }
    }
}
