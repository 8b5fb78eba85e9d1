//! No input panics: property tests over the engine protocol's line parser,
//! every registered game's move parser and the records' readers. A refused
//! move changes nothing.

use std::collections::BTreeMap;

use games::playout::SplitMix64;
use games::protocol::answer;
use games::registry::{self, GAMES};
use games::{DynGame, Status};
use proptest::prelude::*;
use serde_json::Value;

/// Every answer is one JSON object with a boolean `ok`.
fn assert_well_formed(line: &str) -> Value {
    let out = answer(line);
    assert!(!out.contains('\n'), "one line per answer");
    let value: Value = serde_json::from_str(&out).expect("answer is JSON");
    assert!(value["ok"].is_boolean(), "{out}");
    if value["ok"] == false {
        assert!(value["error"].is_string() && value.get("at").is_some(), "{out}");
    }
    value
}

/// Texts that look like moves of many games, mixed with noise.
fn move_text() -> impl Strategy<Value = String> {
    prop_oneof![
        "[a-oA-O][0-9]{1,2}",
        "[a-o][0-9]{1,2}[-x][a-o][0-9]{1,2}([-x][a-o][0-9]{1,2})?",
        "[0-9]{1,3}:[0-9]{1,3}",
        "(enter|pass|x[a-h][1-8]|[A-Fa-f]|[0-3])",
        "\\PC{0,12}",
        ".{0,40}",
    ]
}

/// A game of `slug` after `plies` random plies.
fn game_after(slug: &str, plies: usize, seed: u64) -> Box<dyn DynGame> {
    let mut game = registry::start(slug, &BTreeMap::new()).unwrap();
    let mut rng = SplitMix64(seed);
    for _ in 0..plies {
        match game.status() {
            Status::Over(_) => break,
            Status::Chance => {
                game.throw_from_seed(&[seed as u8; 32]);
            }
            Status::ToMove(_) => {
                let legal = game.legal();
                let pick = legal[rng.below(legal.len())].clone();
                game.play(&pick).unwrap();
            }
        }
    }
    game
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 256, ..ProptestConfig::default() })]

    #[test]
    fn any_line_gets_one_json_answer(line in "\\PC{0,200}") {
        assert_well_formed(&line);
    }

    #[test]
    fn any_request_shape_gets_one_json_answer(
        game in prop_oneof![Just(Value::Null), Just(Value::from(1)), "[a-z-]{0,12}".prop_map(Value::from)],
        moves in prop::collection::vec(move_text().prop_map(Value::from), 0..12),
        seed in prop_oneof![Just(Value::Null), any::<u64>().prop_map(Value::from), "[0-9a-f]{0,70}".prop_map(Value::from), Just(Value::from(-1))],
        options in prop_oneof![Just(Value::Null), Just(serde_json::json!({"rows": "2-2"})), Just(serde_json::json!({"x": [1]}))],
    ) {
        let mut request = serde_json::Map::new();
        request.insert("game".into(), game);
        request.insert("moves".into(), Value::Array(moves));
        if !seed.is_null() { request.insert("seed".into(), seed); }
        if !options.is_null() { request.insert("options".into(), options); }
        assert_well_formed(&Value::Object(request).to_string());
    }

    #[test]
    fn every_game_refuses_garbage_without_change(
        index in 0..GAMES.len(),
        plies in 0usize..60,
        seed in any::<u64>(),
        texts in prop::collection::vec(move_text(), 1..6),
    ) {
        let slug = GAMES[index].info().slug;
        let mut game = game_after(slug, plies, seed);
        for text in texts {
            let before = (game.position(), game.ply());
            match game.play(&text) {
                Ok(canonical) => {
                    // Accepted texts are legal moves; undo by rebuilding.
                    prop_assert_eq!(game.ply(), before.1 + 1);
                    prop_assert!(!canonical.is_empty());
                    game = game_after(slug, plies, seed);
                }
                Err(e) => {
                    prop_assert!(!e.to_string().is_empty());
                    prop_assert_eq!((game.position(), game.ply()), before);
                }
            }
        }
    }

    #[test]
    fn random_games_through_the_protocol_answer_ok(index in 0..GAMES.len(), plies in 0usize..80, seed in any::<u64>()) {
        let slug = GAMES[index].info().slug;
        let game = game_after(slug, plies, seed);
        let request = serde_json::json!({"game": slug, "moves": game.history()});
        let value = assert_well_formed(&request.to_string());
        prop_assert_eq!(&value["ok"], &Value::Bool(true));
        prop_assert_eq!(value["ply"].as_u64(), Some(game.ply() as u64));
        // A spectator's answer: the position, or what a spectator may see
        // of it in a game of hidden information.
        let position = game.observation(None);
        prop_assert_eq!(value["position"].as_str(), Some(position.as_str()));
    }

    #[test]
    fn a_mangled_record_is_refused_or_read_never_panicked(
        index in 0..GAMES.len(),
        plies in 0usize..40,
        seed in any::<u64>(),
        cut in any::<prop::sample::Index>(),
        width in 0usize..8,
        junk in "\\PC{0,12}",
    ) {
        let entry = &GAMES[index];
        let game = game_after(entry.info().slug, plies, seed);
        let record = entry.record(&BTreeMap::new(), game.history(), &Default::default()).unwrap();
        let text = record.text;
        // A stretch of the record replaced by junk, on character boundaries.
        let mut at = cut.index(text.len() + 1);
        while !text.is_char_boundary(at) {
            at -= 1;
        }
        let mut end = (at + width).min(text.len());
        while !text.is_char_boundary(end) {
            end -= 1;
        }
        let mangled = format!("{}{junk}{}", &text[..at], &text[end..]);
        let _ = games::record::movetext::read_any(&mangled);
        assert_well_formed(&serde_json::json!({"record": mangled}).to_string());
    }
}
