//! Archimedes: one test per rule of the catalog entry and per gap, on
//! positions built square by square.

use super::board::{BLACK_PORT, WHITE_PORT, name, read_square};
use super::*;
use crate::position::PositionErrorKind;

fn rules() -> Archimedes {
    Archimedes::default()
}

/// The squares of a space-separated list as a bitboard.
fn set(squares: &str) -> u64 {
    squares
        .split_whitespace()
        .map(|s| 1u64 << read_square(s).expect("a square").0)
        .fold(0, |a, b| a | b)
}

/// The position with Black on `black`, White on `white`, `to_move` to
/// move, read through its text like any position.
fn pos_with(rules: &Archimedes, black: &str, white: &str, to_move: Seat, quiet: u32) -> ArchState {
    let mut state = rules.initial();
    state.sides = [set(black), set(white)];
    state.to_move = to_move;
    state.quiet = quiet;
    let text = position::text(&state);
    rules
        .from_position(&text)
        .unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn pos(black: &str, white: &str, to_move: Seat) -> ArchState {
    pos_with(&rules(), black, white, to_move, 0)
}

fn legal_texts(state: &ArchState) -> Vec<String> {
    let rules = rules();
    let mut v: Vec<String> = rules
        .legal_vec(state)
        .iter()
        .map(|m| rules.format_move(state, m))
        .collect();
    v.sort();
    v
}

fn play(rules: &Archimedes, state: &mut ArchState, text: &str) {
    rules.play(state, text).unwrap_or_else(|e| panic!("{text}: {e}"));
}

fn reason(e: MoveError) -> String {
    match e {
        MoveError::Illegal { reason, .. } | MoveError::NotAMove { expected: reason, .. } => {
            reason.id().to_string()
        }
        other => panic!("unexpected {other:?}"),
    }
}

const START: &str = "....ooo./....oooo/.....ooo/......oo/xx....../xxx...../xxxx..../.xxx.... 1 0";

#[test]
fn gap_1_setup_and_gap_2_ports_black_a1_white_h8_black_first() {
    let rules = rules();
    let state = rules.initial();
    assert_eq!(position::text(&state), START);
    assert_eq!(rules.status(&state), Status::ToMove(Seat::FIRST));
    assert_eq!(state.sides[0], set("a2 a3 a4 b1 b2 b3 b4 c1 c2 c3 d1 d2"));
    assert_eq!(state.sides[1], set("h7 h6 h5 g8 g7 g6 g5 f8 f7 f6 e8 e7"));
    assert_eq!((BLACK_PORT, WHITE_PORT), (set("a1").trailing_zeros() as u8, 63));
    // The picture marks each port in its owner's colour.
    let view = rules.view(&state, None);
    let ports: Vec<(String, Option<Seat>)> =
        view.specials.iter().map(|s| (s.cell.clone(), s.owner)).collect();
    assert_eq!(
        ports,
        [("a1".into(), Some(Seat(0))), ("h8".into(), Some(Seat(1)))]
    );
}

/// The catalog's notation examples: `d2-f4` is a legal first move.
#[test]
fn notation_examples_of_the_catalog() {
    let rules = rules();
    let mut state = rules.initial();
    play(&rules, &mut state, "d2-f4");
    assert_eq!(state.sides[0] & set("f4"), set("f4"));
    // `a1-c3`: a rebuild, legal once a ship is sunk and a1–c3 is clear.
    let mut state = pos("a2 b1", "h1", Seat::FIRST);
    play(&rules, &mut state, "a1-c3");
    assert_eq!(state.sides[0], set("a2 b1 c3"));
}

#[test]
fn rule_move_like_a_queen_over_empty_squares() {
    // d4 alone in the middle but for a white ship on f6 and a black on d6.
    let state = pos("d4 d6", "f6 h1", Seat::FIRST);
    let from_d4: Vec<String> = legal_texts(&state)
        .into_iter()
        .filter(|m| m.starts_with("d4"))
        .collect();
    let expected = [
        "a1", "a4", "a7", "b2", "b4", "b6", "c3", "c4", "c5", "d1", "d2", "d3", "d5", "e3", "e4", "e5", "f2",
        "f4", "g1", "g4", "h4",
    ];
    // a1 is Black's own port: never.
    let expected: Vec<String> = expected
        .iter()
        .filter(|s| **s != "a1")
        .map(|s| format!("d4-{s}"))
        .collect();
    assert_eq!(from_d4, expected);
    assert_eq!(
        reason(rules().parse_move(&state, "d4-f6").unwrap_err()),
        "archimedes-occupied"
    );
    assert_eq!(
        reason(rules().parse_move(&state, "d4-e6").unwrap_err()),
        "archimedes-not-a-line"
    );
    assert_eq!(
        reason(rules().parse_move(&state, "d4-d7").unwrap_err()),
        "archimedes-blocked"
    );
    assert_eq!(
        reason(rules().parse_move(&state, "e4-e5").unwrap_err()),
        "archimedes-no-ship"
    );
}

/// A ship never stops on its own port; a corner lies inside no line, so
/// it cannot pass through it either (gap 4). The enemy port is open.
#[test]
fn rule_own_port_never_entered_gap_4() {
    let state = pos("c3", "f6 h1", Seat::FIRST);
    let legal = legal_texts(&state);
    assert!(!legal.contains(&"c3-a1".to_string()));
    assert!(legal.contains(&"c3-b2".to_string()));
    assert_eq!(
        reason(rules().parse_move(&state, "c3-a1").unwrap_err()),
        "archimedes-own-port"
    );
    let state = pos("c3 a8", "b2 h1", Seat::SECOND);
    assert!(
        legal_texts(&state).contains(&"b2-a1".to_string()),
        "White may enter Black's port"
    );
    // No line passes through a corner: every square seen beyond a port
    // would need the port strictly inside a line.
    for port in [BLACK_PORT, WHITE_PORT] {
        for from in 0..64u8 {
            let seen = board::reach(from, 1u64 << port);
            assert_eq!(seen & !board::reach(from, 0), 0);
            assert_eq!(
                board::reach(from, 0) & !seen & !(1u64 << port),
                0,
                "from {}",
                name(from)
            );
        }
    }
}

/// Three enemy ships in sight sink a ship; two do not; the mover's own
/// ships are never sunk on his move.
#[test]
fn rule_sinking_by_three_attackers_of_the_mover() {
    let rules = rules();
    // White e5 seen by e1 (file) and a5 (rank); c1-b2 adds the diagonal.
    // Black c6 is seen by White c8, a8 and a6 but Black moves.
    let mut state = pos("e1 a5 c1 c6", "e5 c8 a8 a6 h2", Seat::FIRST);
    assert_eq!(state.sides[1] & set("e5"), set("e5"));
    play(&rules, &mut state, "c1-b2");
    assert_eq!(state.sides[1], set("c8 a8 a6 h2"));
    assert_eq!(state.sides[0], set("e1 a5 b2 c6"), "the mover's ship stays");
    assert_eq!(state.last.map(|(_, sunk)| sunk), Some(set("e5")));
    assert_eq!(state.quiet, 0);
    // Two attackers are not enough.
    let mut state = pos("e1 a5 c1", "e5 h2", Seat::FIRST);
    play(&rules, &mut state, "c1-d1");
    assert_eq!(state.sides[1], set("e5 h2"));
}

/// A sinking that opens a line sinks again, until no ship qualifies.
#[test]
fn rule_sinking_repeats_until_none_qualifies() {
    let rules = rules();
    // d4 falls to d1, a4 and g7; then d1 sees d6, which a6 and f8 already
    // see.
    let mut state = pos("d1 a4 a6 f8 g8", "d4 d6 h1", Seat::FIRST);
    play(&rules, &mut state, "g8-g7");
    assert_eq!(state.last.map(|(_, sunk)| sunk), Some(set("d4 d6")));
    assert_eq!(state.sides[1], set("h1"));
    let view = rules.view(&state, None);
    assert_eq!(view.seats[1].held[0].count, 11, "White's sunk ships in reserve");
}

/// A sunk ship re-enters at its port and sails out at once; only with a
/// ship sunk, the port empty and a way out.
#[test]
fn rule_rebuilding_from_the_port() {
    let rules = rules();
    let full = rules.initial();
    assert!(legal_texts(&full).iter().all(|m| !m.starts_with("a1")));
    assert_eq!(
        reason(rules.parse_move(&full, "a1-a5").unwrap_err()),
        "archimedes-fleet-full"
    );
    let state = pos("d4", "h1 g8", Seat::FIRST);
    let rebuilds = legal_texts(&state)
        .into_iter()
        .filter(|m| m.starts_with("a1"))
        .count();
    assert_eq!(
        rebuilds,
        7 + 6 + 2,
        "a1 sees the a-file, rank 1 up to h1 and b2–c3 before d4"
    );
    // No way out: no rebuild.
    let state = pos("a2 b1 b2", "h1 g8", Seat::FIRST);
    assert!(legal_texts(&state).iter().all(|m| !m.starts_with("a1")));
    // The port taken by an enemy ship: no rebuild.
    let state = pos("c3 d4", "a1 g8", Seat::FIRST);
    assert!(legal_texts(&state).iter().all(|m| !m.starts_with("a1")));
    assert_eq!(
        reason(rules.parse_move(&state, "a1-b1").unwrap_err()),
        "archimedes-port-taken"
    );
    // The rebuilt ship counts again; it is the whole turn.
    let mut state = pos("d4", "h1 g8", Seat::FIRST);
    play(&rules, &mut state, "a1-a5");
    assert_eq!(state.sides[0], set("d4 a5"));
    assert_eq!(rules.status(&state), Status::ToMove(Seat::SECOND));
}

/// The confirmed win: a ship on the enemy port wins at the start of its
/// owner's next turn; sunk before that, the game goes on (gap 3).
#[test]
fn gap_3_confirmed_win_on_the_enemy_port() {
    let rules = rules();
    let mut state = pos("h3 c3", "a6 a8 b8 d5", Seat::FIRST);
    play(&rules, &mut state, "h3-h8");
    assert_eq!(rules.status(&state), Status::ToMove(Seat::SECOND));
    let caption = rules.view(&state, None).caption.expect("a caption");
    assert_eq!(caption.id(), "archimedes-port-threat");
    let mut held = state.clone();
    play(&rules, &mut held, "d5-d6");
    let outcome = rules.status(&held).outcome().cloned().expect("over");
    assert_eq!(outcome.winner, Some(Seat::FIRST));
    assert_eq!(outcome.reason.id(), "archimedes-held");
    // White sinks it: h8 is seen by a8 (rank), h1 (file) and d4
    // (diagonal), and White's move sinks it.
    let mut state = pos("h3 c3", "a8 d4 h1 g2", Seat::FIRST);
    play(&rules, &mut state, "h3-h8");
    play(&rules, &mut state, "g2-b7");
    assert_eq!(state.sides[0], set("c3"), "the ship on h8 is sunk");
    assert_eq!(rules.status(&state), Status::ToMove(Seat::FIRST));
}

/// The text's literal reading as an option: entering wins at once.
#[test]
fn gap_3_option_immediate_win() {
    let chosen = [("immediate".to_string(), crate::options::OptionValue::Bool(true))]
        .into_iter()
        .collect();
    let options = Options::validate(INFO.options, &chosen).expect("a known option");
    let rules = Archimedes::new(&options).expect("options");
    let mut state = pos_with(&rules, "h3 c3", "a6 a8 b8 d5", Seat::FIRST, 0);
    play(&rules, &mut state, "h3-h8");
    let outcome = rules.status(&state).outcome().cloned().expect("over");
    assert_eq!(outcome.winner, Some(Seat::FIRST));
    assert_eq!(outcome.reason.id(), "archimedes-entered");
}

/// A player with no legal move loses.
#[test]
fn rule_no_legal_move_loses() {
    // Black has no ship afloat and its port is walled in.
    let state = pos("", "a2 b1 b2 h1", Seat::FIRST);
    let outcome = rules().status(&state).outcome().cloned().expect("over");
    assert_eq!(outcome.winner, Some(Seat::SECOND));
    assert_eq!(outcome.reason.id(), "archimedes-no-move");
}

/// The catalog's draws: a position a third time with the same player to
/// move, or 100 plies without a sinking.
#[test]
fn rule_draw_by_threefold_repetition() {
    let rules = rules();
    let mut state = rules.initial();
    for round in 0..2 {
        for mv in ["d1-e1", "e8-d8", "e1-d1", "d8-e8"] {
            assert!(rules.status(&state).outcome().is_none(), "round {round}");
            play(&rules, &mut state, mv);
        }
    }
    let outcome = rules.status(&state).outcome().cloned().expect("over");
    assert_eq!(outcome.winner, None);
    assert_eq!(outcome.reason.id(), "archimedes-repetition");
}

#[test]
fn rule_draw_after_100_plies_without_a_sinking() {
    let rules = rules();
    let mut state = pos_with(&rules, "c3", "f6 h1", Seat::FIRST, 98);
    play(&rules, &mut state, "c3-c4");
    assert!(rules.status(&state).outcome().is_none());
    play(&rules, &mut state, "f6-f5");
    let outcome = rules.status(&state).outcome().cloned().expect("over");
    assert_eq!(outcome.reason.id(), "archimedes-quiet");
}

#[test]
fn notation_customary_forms_and_picker_steps() {
    let rules = rules();
    let state = rules.initial();
    for text in ["d2-f4", "D2F4", "d2:f4", "d2 f4", " d2 - f4 "] {
        let mv = rules
            .parse_move(&state, text)
            .unwrap_or_else(|e| panic!("{text}: {e}"));
        assert_eq!(rules.format_move(&state, &mv), "d2-f4");
    }
    let mv = ArchMove { from: 11, to: 29 };
    assert_eq!(rules.move_steps(&state, &mv), ["d2", "-f", "4"]);
    assert!(matches!(
        rules.parse_move(&state, "d2"),
        Err(MoveError::Ambiguous { .. })
    ));
    assert_eq!(
        reason(rules.parse_move(&state, "zz").unwrap_err()),
        "archimedes-notation"
    );
}

#[test]
fn position_errors_are_typed() {
    let rules = rules();
    let text = |s: &str| rules.from_position(s).unwrap_err().kind();
    assert_eq!(text("....ooo. 1 0"), PositionErrorKind::Shape);
    assert_eq!(text(&START.replace(" 1 0", " 3 0")), PositionErrorKind::Turn);
    assert_eq!(text(&START.replace(" 1 0", " 1 x")), PositionErrorKind::Counter);
    assert_eq!(
        text(&START.replace(".xxx....", "xxxx....")),
        PositionErrorKind::Count
    );
    assert_eq!(
        text(&START.replace("....ooo./", "....oooq/")),
        PositionErrorKind::Piece
    );
    let on_port = "........//////// 1 0";
    assert!(rules.from_position(on_port).is_err());
    let black_on_own_port = ".......o/......../......../......../......../......../......../x....... 1 0";
    assert_eq!(text(black_on_own_port), PositionErrorKind::Unreachable);
    assert_eq!(position::text(&rules.from_position(START).expect("reads")), START);
}
