//! The options of a table: the language of the words, whether every
//! steal waits for the opponent's answer, and who skips the die on their
//! first turn (gap 3).

use super::lexicon::Lang;
use crate::options::{OptionKind, OptionSpec, Options};

/// The options Wörterklauer declares.
pub static OPTIONS: [OptionSpec; 3] = [
    OptionSpec {
        name: "lang",
        kind: OptionKind::Choice(&["it", "en"]),
        default: "it",
        help: "option-worterklauer-lang",
    },
    OptionSpec {
        name: "veto",
        kind: OptionKind::Bool,
        default: "true",
        help: "option-worterklauer-veto",
    },
    OptionSpec {
        name: "second-rolls",
        kind: OptionKind::Bool,
        default: "false",
        help: "option-worterklauer-second-rolls",
    },
];

/// The language `options` choose.
pub fn lang(options: &Options) -> Lang {
    match options.choice("lang") {
        "en" => Lang::English,
        _ => Lang::Italian,
    }
}
