//! What a challenge may carry after the game's name: the game's own
//! options and the core's settings, each with the values to offer and one
//! line of help in the reader's language. Pickers (Discord's autocomplete)
//! read them here; no adapter declares a setting of its own.
//!
//! An option's name and its choices are English words in the engines; a
//! game's words give them in each language, as attributes of the option's
//! help (`.name = pedine`, `.values = scegli alterna`), and a challenge
//! may write them in either language: [`canonical`] reads them back.

use games::{GameInfo, Message, OptionKind, OptionSpec, Speak};

use super::Lang;
use super::speech::Speech;
use super::texts::{catalogue, tr};

/// The core's setting that plays a seat's single legal move for it.
pub const AUTOPLAY: &str = "autoplay";
/// The core's setting that keeps a game out of the ratings (`rated=off`).
pub const RATED: &str = "rated";
/// The core's setting that chooses the game's clock (`time=3d`).
pub const TIME: &str = "time";

/// Whether a setting's value says yes (`on`, `true`, `yes`, `1`, `sì`).
pub fn says_yes(value: &str) -> bool {
    matches!(
        value.to_lowercase().as_str(),
        "on" | "true" | "yes" | "1" | "si" | "sì" | "vero"
    )
}

/// Whether a setting's value says no (`off`, `false`, `no`, `0`, `falso`).
pub fn says_no(value: &str) -> bool {
    matches!(
        value.to_lowercase().as_str(),
        "off" | "false" | "no" | "0" | "falso"
    )
}

/// The core's setting an Italian (or English) name means: `tempo` is
/// `time`.
pub fn setting(name: &str) -> Option<&'static str> {
    match name.to_lowercase().as_str() {
        "time" | "tempo" => Some(TIME),
        "rated" | "valida" | "valido" | "classificata" => Some(RATED),
        "autoplay" | "automatico" | "automatica" => Some(AUTOPLAY),
        _ => None,
    }
}

/// The name of the game's option `spec` in `lang`.
pub fn option_name(spec: &OptionSpec, lang: Lang) -> String {
    catalogue(lang)
        .attribute(spec.help, "name", &[])
        .unwrap_or_else(|| spec.name.to_string())
}

/// The words of a choice option's values in `lang`, in the order the game
/// lists them (its own words when the language has none for each).
pub fn choice_words(spec: &OptionSpec, lang: Lang) -> Vec<String> {
    let OptionKind::Choice(words) = spec.kind else {
        return Vec::new();
    };
    catalogue(lang)
        .attribute(spec.help, "values", &[])
        .map(|v| v.split_whitespace().map(str::to_string).collect::<Vec<_>>())
        .filter(|v| v.len() == words.len())
        .unwrap_or_else(|| words.iter().map(|w| w.to_string()).collect())
}

/// The words for yes and no in `lang`.
fn yes_no(lang: Lang) -> [&'static str; 2] {
    match lang {
        Lang::En => ["true", "false"],
        Lang::It => ["si", "no"],
    }
}

/// Why `name` (as [`canonical`] read it) is no option of `game` nor a
/// setting, naming the game's options in `lang`; `None` when it is one.
pub fn unknown(game: &GameInfo, name: &str, lang: Lang) -> Option<String> {
    if setting(name).is_some() || game.options.iter().any(|o| o.name == name) {
        return None;
    }
    let name = ("name", name.chars().take(40).collect::<String>());
    let names: Vec<String> = game.options.iter().map(|o| option_name(o, lang)).collect();
    Some(if names.is_empty() {
        tr(lang, "option-unknown-none", &[name])
    } else {
        tr(lang, "option-unknown", &[name, ("options", names.join(", "))])
    })
}

/// Why `value` is no value of the game's option `name` (both as
/// [`canonical`] read them), said in `lang` with the option's words there;
/// `None` when it is one, or when `name` is no option (see [`unknown`]) or
/// a text only the game can judge.
pub fn bad_value(game: &GameInfo, name: &str, value: &str, lang: Lang) -> Option<String> {
    let spec = game.options.iter().find(|o| o.name == name)?;
    let name = ("name", option_name(spec, lang));
    let text = ("text", value.chars().take(60).collect::<String>());
    match spec.kind {
        OptionKind::Bool if value != "true" && value != "false" => {
            Some(tr(lang, "option-bool", &[name, text]))
        }
        OptionKind::Choice(words) if !words.contains(&value) => {
            let options = ("options", choice_words(spec, lang).join(", "));
            Some(tr(lang, "option-one-of", &[name, options, text]))
        }
        OptionKind::Int { min, max }
            if !value
                .trim()
                .parse::<i64>()
                .is_ok_and(|v| (min..=max).contains(&v)) =>
        {
            let (min, max) = (("min", min.to_string()), ("max", max.to_string()));
            Some(tr(lang, "option-number", &[name, min, max, text]))
        }
        _ => None,
    }
}

/// `name=value` of a challenge in the engine's words: the game's option
/// named in either language, its value a choice's English word (or
/// `true`/`false`); a core setting by its English name. Anything else is
/// left as written, for the engine to refuse with the game's options.
pub fn canonical(game: &GameInfo, name: &str, value: &str) -> (String, String) {
    if let Some(setting) = setting(name) {
        let value = match (setting, value.to_lowercase().as_str()) {
            (TIME, "nessuno" | "nessuna") => "none".to_string(),
            _ => value.to_string(),
        };
        return (setting.to_string(), value);
    }
    let named = |spec: &&OptionSpec| {
        [Lang::En, Lang::It]
            .into_iter()
            .any(|lang| option_name(spec, lang).eq_ignore_ascii_case(name))
    };
    let Some(spec) = game.options.iter().find(named) else {
        return (name.to_string(), value.to_string());
    };
    let value = match spec.kind {
        OptionKind::Bool if says_yes(value) => "true".to_string(),
        OptionKind::Bool if says_no(value) => "false".to_string(),
        OptionKind::Choice(words) => words
            .iter()
            .position(|w| w.eq_ignore_ascii_case(value))
            .or_else(|| {
                choice_words(spec, Lang::It)
                    .iter()
                    .position(|w| w.eq_ignore_ascii_case(value))
            })
            .map_or_else(|| value.to_string(), |i| words[i].to_string()),
        _ => value.to_string(),
    };
    (spec.name.to_string(), value)
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
        name: option_name(spec, lang),
        values: match spec.kind {
            OptionKind::Bool => yes_no(lang).iter().map(|w| w.to_string()).collect(),
            OptionKind::Choice(_) => choice_words(spec, lang),
            _ => vec![spec.default.to_string()],
        },
        help: speech.say(&Message::new(spec.help)),
    });
    // The settings' names and words in the reader's language (read back by
    // [`setting`] and [`canonical`]).
    let (it, [yes, no]) = (lang == Lang::It, yes_no(lang));
    let (yes, no) = if it { (yes, no) } else { ("on", "off") };
    let none = if it { "nessuno" } else { "none" };
    let settings = [
        (
            if it { "automatico" } else { AUTOPLAY },
            vec![yes, no],
            tr(lang, "setting-autoplay", &[]),
        ),
        (
            if it { "valida" } else { RATED },
            vec![yes, no],
            tr(lang, "setting-rated", &[]),
        ),
        (
            if it { "tempo" } else { TIME },
            vec!["3d", "1d+12h", "3d+1d/7d", "10m+5s", none],
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
        let names: Vec<&str> = it.iter().map(|o| o.name.as_str()).collect();
        assert_eq!(names, ["file", "ultimo-perde", "automatico", "valida", "tempo"]);
        assert!(en[1].help.contains("last match"), "{}", en[1].help);
        assert!(it[1].help.contains("ultimo fiammifero"), "{}", it[1].help);
        assert!(it[2].help.contains("mossa"), "{}", it[2].help);
        assert_eq!(en[1].values, ["true", "false"]);
        assert_eq!(it[1].values, ["si", "no"]);
        assert_eq!(it[4].values.last().map(String::as_str), Some("nessuno"));
    }

    /// Every option of every game has its words: in English the engine's
    /// own (name and choices), in Italian others, each a word one can type
    /// and none taken twice in one game or by a core setting.
    #[test]
    fn every_option_is_named_in_both_languages() {
        let typable = |w: &str| {
            !w.is_empty()
                && w.chars()
                    .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
        };
        for entry in games::registry::GAMES {
            let info = entry.info();
            let mut taken: Vec<String> = info.options.iter().map(|o| o.name.to_string()).collect();
            for spec in info.options {
                let slug = info.slug;
                assert_eq!(option_name(spec, Lang::En), spec.name, "{slug}: {}", spec.help);
                let it = catalogue(Lang::It).attribute(spec.help, "name", &[]);
                let it = it.unwrap_or_else(|| panic!("{slug}: {} has no Italian .name", spec.help));
                assert!(
                    typable(&it) && it != spec.name,
                    "{slug}: {} is named '{it}'",
                    spec.name
                );
                assert!(!taken.contains(&it), "{slug}: '{it}' names two options");
                assert!(
                    setting(&it).is_none() && it != "livello",
                    "{slug}: '{it}' is the core's"
                );
                taken.push(it);
                if let OptionKind::Choice(words) = spec.kind {
                    let en = catalogue(Lang::En).attribute(spec.help, "values", &[]);
                    assert_eq!(en, Some(words.join(" ")), "{slug}: {}", spec.name);
                    let it = catalogue(Lang::It).attribute(spec.help, "values", &[]);
                    let it: Vec<String> = it
                        .unwrap_or_default()
                        .split_whitespace()
                        .map(str::to_string)
                        .collect();
                    assert_eq!(
                        it.len(),
                        words.len(),
                        "{slug}: {} has Italian words for each",
                        spec.name
                    );
                    assert!(it.iter().all(|w| typable(w)), "{slug}: {it:?}");
                }
            }
        }
    }

    #[test]
    fn a_challenge_names_options_in_either_language() {
        let kanguruh = games::registry::find("kanguruh-2p3p").unwrap().info();
        let read = |name: &str, value: &str| canonical(kanguruh, name, value);
        assert_eq!(read("pedine", "alterna"), ("pawns".into(), "cycle".into()));
        assert_eq!(read("PAWNS", "cycle"), ("pawns".into(), "cycle".into()));
        assert_eq!(read("pawns", "Alterna"), ("pawns".into(), "cycle".into()));
        assert_eq!(read("pawns", "CYCLE"), ("pawns".into(), "cycle".into()));
        assert_eq!(read("giocatori", "3"), ("seats".into(), "3".into()));
        assert_eq!(read("tempo", "nessuno"), (TIME.into(), "none".into()));
        assert_eq!(read("valida", "no"), (RATED.into(), "no".into()));
        // What no option is stays as written, and is refused naming the
        // game's options in the reader's words.
        assert_eq!(read("zampe", "2"), ("zampe".into(), "2".into()));
        let refused = unknown(kanguruh, "zampe", Lang::It).unwrap();
        assert!(
            refused.contains("zampe") && refused.contains("pedine"),
            "{refused}"
        );
        assert_eq!(unknown(kanguruh, "pawns", Lang::It), None);
        assert_eq!(unknown(kanguruh, TIME, Lang::It), None);
        // A wrong value is refused with the option's words in the
        // reader's language.
        let refused = bad_value(kanguruh, "pawns", "zigzag", Lang::It).unwrap();
        assert!(
            refused.contains("pedine") && refused.contains("scegli, alterna"),
            "{refused}"
        );
        let refused = bad_value(kanguruh, "seats", "9", Lang::It).unwrap();
        assert!(
            refused.contains("giocatori") && refused.contains('3'),
            "{refused}"
        );
        assert_eq!(bad_value(kanguruh, "pawns", "cycle", Lang::It), None);
        assert_eq!(bad_value(kanguruh, "seats", "3", Lang::It), None);
        let evade = games::registry::find("evade").unwrap().info();
        let switch = option_name(&evade.options[0], Lang::It);
        assert_eq!(
            canonical(evade, &switch, "no"),
            ("peeking".into(), "false".into())
        );
        assert_eq!(
            canonical(evade, "peeking", "sì"),
            ("peeking".into(), "true".into())
        );
        let refused = bad_value(evade, "peeking", "forse", Lang::It).unwrap();
        assert!(
            refused.contains(&switch) && refused.contains("si o no"),
            "{refused}"
        );
    }

    #[test]
    fn switches_read_the_usual_words() {
        assert!(says_yes("ON") && says_yes("1") && !says_yes("off"));
        assert!(says_no("Off") && says_no("false") && !says_no("on"));
    }
}
