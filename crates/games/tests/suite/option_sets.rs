//! The rule sets options make, for the suites that otherwise play every
//! game with its defaults: each declared option alone at a value other
//! than its default, where the game takes it alone.

use std::collections::BTreeMap;

use std::sync::atomic::{AtomicUsize, Ordering};

use games::knobs::Load;
use games::registry::{Entry, GAMES};
use games::{OptionKind, OptionSpec, OptionValue};

/// The values of `option` other than its default, nearest first: the
/// other truth value, the whole numbers up from the default and then down,
/// the other words; none for free text.
fn other_values(option: &OptionSpec) -> Vec<String> {
    match option.kind {
        OptionKind::Bool => vec![(option.default != "true").to_string()],
        OptionKind::Int { min, max } => {
            let Ok(default) = option.default.parse::<i64>() else {
                return Vec::new();
            };
            let up = (default + 1..=max).take(1_000);
            let down = (min..default).rev().take(1_000);
            up.chain(down).map(|v| v.to_string()).collect()
        }
        OptionKind::Choice(words) => words
            .iter()
            .filter(|w| **w != option.default)
            .map(|w| (*w).to_string())
            .collect(),
        OptionKind::Text { .. } => Vec::new(),
    }
}

/// Each option of `entry` alone at the nearest other value the game takes
/// (Evade's `match` from 10); an option the game refuses alone (one that
/// needs another) is left out.
pub fn one_option_each(entry: &Entry) -> Vec<BTreeMap<String, OptionValue>> {
    entry
        .info()
        .options
        .iter()
        .filter_map(|option| {
            other_values(option)
                .into_iter()
                .map(|value| BTreeMap::from([(option.name.to_string(), OptionValue::Text(value))]))
                .find(|given| entry.start(given).is_ok())
        })
        .collect()
}

/// Runs `play` once for each option set of [`one_option_each`] of every
/// game light or wide to list, with the set's index as its seed, the games
/// in parallel; checks that most options were played.
pub fn play_each(play: impl Fn(&Entry, &BTreeMap<String, OptionValue>, u64) + Sync) {
    let played = AtomicUsize::new(0);
    games::parallel::for_each(GAMES, |entry| {
        if matches!(entry.knobs().load, Load::Costly | Load::Long) {
            return;
        }
        for (seed, given) in one_option_each(entry).iter().enumerate() {
            play(entry, given, seed as u64);
            played.fetch_add(1, Ordering::Relaxed);
        }
    });
    assert!(played.into_inner() >= 40, "most options are played");
}
