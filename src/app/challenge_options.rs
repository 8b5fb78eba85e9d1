//! What a challenge may carry after the game's name: the game's own
//! options and the core's settings, each with the values to offer and one
//! line of help in the reader's language. Pickers (Discord's autocomplete)
//! read them here; no adapter declares a setting of its own.

use games::{GameInfo, Message, OptionKind, Speak};

use super::Lang;
use super::speech::Speech;
use super::texts::tr;

/// The core's setting that plays a seat's single legal move for it.
pub const AUTOPLAY: &str = "autoplay";
/// The core's setting that keeps a game out of the ratings (`rated=off`).
pub const RATED: &str = "rated";
/// The core's setting that chooses the game's clock (`time=3d`).
pub const TIME: &str = "time";

/// Whether a setting's value says yes (`on`, `true`, `yes`, `1`).
pub fn says_yes(value: &str) -> bool {
    matches!(value.to_lowercase().as_str(), "on" | "true" | "yes" | "1")
}

/// Whether a setting's value says no (`off`, `false`, `no`, `0`).
pub fn says_no(value: &str) -> bool {
    matches!(value.to_lowercase().as_str(), "off" | "false" | "no" | "0")
}

/// One option a challenge may carry.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Offered {
    pub name: String,
    /// Values worth offering (every value of a choice or a switch; the
    /// default of a number or a text).
    pub values: Vec<String>,
    /// One line, in the reader's language.
    pub help: String,
}

/// The options of `game` and the core's settings, in that order.
pub fn challenge_options(game: &'static GameInfo, lang: Lang) -> Vec<Offered> {
    let speech = Speech::new(game, lang);
    let own = game.options.iter().map(|spec| Offered {
        name: spec.name.to_string(),
        values: match spec.kind {
            OptionKind::Bool => vec!["true".into(), "false".into()],
            OptionKind::Choice(words) => words.iter().map(|w| w.to_string()).collect(),
            _ => vec![spec.default.to_string()],
        },
        help: speech.say(&Message::new(spec.help)),
    });
    let settings = [
        (AUTOPLAY, vec!["on", "off"], tr(lang, "setting-autoplay", &[])),
        (RATED, vec!["on", "off"], tr(lang, "setting-rated", &[])),
        (
            TIME,
            vec!["3d", "1d+12h", "3d+1d/7d", "10m+5s", "none"],
            tr(lang, "setting-time", &[]),
        ),
    ]
    .into_iter()
    .map(|(name, values, help)| Offered {
        name: name.to_string(),
        values: values.iter().map(|v| v.to_string()).collect(),
        help,
    });
    own.chain(settings).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_games_options_and_the_settings_are_offered_in_the_readers_language() {
        let nim = games::registry::find("nim").unwrap().info();
        let en = challenge_options(nim, Lang::En);
        let it = challenge_options(nim, Lang::It);
        let names: Vec<&str> = en.iter().map(|o| o.name.as_str()).collect();
        assert_eq!(names, ["rows", "misere", AUTOPLAY, RATED, TIME]);
        assert!(en[1].help.contains("last match"), "{}", en[1].help);
        assert!(it[1].help.contains("ultimo fiammifero"), "{}", it[1].help);
        assert!(it[2].help.contains("mossa"), "{}", it[2].help);
        assert_eq!(en[1].values, ["true", "false"]);
    }

    #[test]
    fn switches_read_the_usual_words() {
        assert!(says_yes("ON") && says_yes("1") && !says_yes("off"));
        assert!(says_no("Off") && says_no("false") && !says_no("on"));
    }
}
