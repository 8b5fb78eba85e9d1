//! The rule sets options make, for the suites that otherwise play every
//! game with its defaults: each declared option alone at a value other
//! than its default, where the game takes it alone.

use std::collections::BTreeMap;

use games::registry::Entry;
use games::{OptionKind, OptionSpec, OptionValue};

/// A value of `option` other than its default: the other truth value, the
/// next whole number in range, the first other word; `None` for free text.
fn other_value(option: &OptionSpec) -> Option<String> {
    match option.kind {
        OptionKind::Bool => Some((option.default != "true").to_string()),
        OptionKind::Int { min, max } => {
            let default: i64 = option.default.parse().ok()?;
            [default + 1, default - 1]
                .into_iter()
                .find(|v| (min..=max).contains(v))
                .map(|v| v.to_string())
        }
        OptionKind::Choice(words) => words
            .iter()
            .find(|w| **w != option.default)
            .map(|w| (*w).to_string()),
        OptionKind::Text { .. } => None,
    }
}

/// Each option of `entry` alone at another value, as given to the game;
/// an option the game refuses alone (one that needs another) is left out.
pub fn one_option_each(entry: &Entry) -> Vec<BTreeMap<String, OptionValue>> {
    entry
        .info()
        .options
        .iter()
        .filter_map(|option| {
            let value = other_value(option)?;
            let given = BTreeMap::from([(option.name.to_string(), OptionValue::Text(value))]);
            entry.start(&given).is_ok().then_some(given)
        })
        .collect()
}
