//! Go, deeper than `moves` reaches (63 plies there): long games on every
//! board with random options, through the counting phase and its disputes.
//! Nothing may panic; every position reached reads back from its own text
//! to the same text; the game's SGF record writes; a refused move text
//! changes nothing.
//!
//! The input: byte 0 picks the board (9, 13, 15, 19), byte 1 the options
//! (handicap 0–9 in its low bits, area counting in bit 7). Then each byte
//! picks a legal move, until the game ends or a byte 0xFF: the rest of the
//! input is then a move text (bit 6 of byte 1 clear) or a position text.
//!
//! `cargo +nightly fuzz run go -s none -- -max_total_time=300`
#![no_main]

use std::collections::BTreeMap;

use games::alignment::go::{Go9, Go13, Go15, Go19};
use games::{OptionValue, Options, RecordTags, Rules, Status};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let [board, options, rest @ ..] = data else {
        return;
    };
    match board % 4 {
        0 => run::<Go9>(*options, rest),
        1 => run::<Go13>(*options, rest),
        2 => run::<Go15>(*options, rest),
        _ => run::<Go19>(*options, rest),
    }
});

fn run<R: Rules>(options: u8, bytes: &[u8]) {
    let mut given = BTreeMap::new();
    given.insert("handicap".to_string(), OptionValue::Int(i64::from(options & 0x0F) % 10));
    if options & 0x80 != 0 {
        given.insert("counting".to_string(), OptionValue::Text("area".into()));
    }
    let rules = R::new(&Options::validate(R::info().options, &given).expect("valid options"))
        .expect("valid rules");
    let mut state = rules.initial();
    let mut history: Vec<String> = Vec::new();
    let mut legal = Vec::new();
    let mut rest = bytes;
    while let [byte, tail @ ..] = rest {
        rest = tail;
        if *byte == 0xFF || !matches!(rules.status(&state), Status::ToMove(_)) {
            break;
        }
        legal.clear();
        rules.legal_moves(&state, &mut legal);
        assert!(!legal.is_empty(), "nothing to play in a live game");
        let mv = legal[usize::from(*byte) % legal.len()].clone();
        history.push(rules.format_move(&state, &mv));
        rules.apply(&mut state, &mv);
    }
    // The position reads back to itself.
    let text = rules.position_text(&state);
    let back = rules
        .from_position(&text)
        .unwrap_or_else(|e| panic!("{text}: {e}"));
    assert_eq!(rules.position_text(&back), text);
    std::hint::black_box((rules.view(&state, None), rules.status(&state)));
    // The record writes, and names every stone and pass.
    let record = rules
        .record(&history, &RecordTags::default())
        .expect("Go has a record")
        .unwrap_or_else(|e| panic!("{history:?}: {e}"));
    assert!(record.text.starts_with("(;FF[4]") && record.text.ends_with(")\n"));
    let input = String::from_utf8_lossy(rest);
    if options & 0x40 == 0 {
        let before = rules.position_text(&state);
        if rules.play(&mut state, &input).is_err() {
            assert_eq!(rules.position_text(&state), before, "a refused move changed the game");
        }
    } else if let Ok(read) = rules.from_position(&input) {
        let text = rules.position_text(&read);
        std::hint::black_box(rules.view(&read, None));
        let again = rules.from_position(&text).expect("its own text reads");
        assert_eq!(rules.position_text(&again), text);
    }
}
