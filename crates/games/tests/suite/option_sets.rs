//! The rule sets options make, for the suites that otherwise play every
//! game with its defaults: each declared option alone at a value other
//! than its default, where the game takes it alone.

use std::collections::BTreeMap;

use games::registry::Entry;
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
