//! What the core says, in English and Italian: `texts/en.ftl` and
//! `texts/it.ftl` (Fluent, read by [`crate::i18n`]). Private answers
//! (refusals) speak the user's language, public ones the chat's; notices
//! sent later speak the language the game was created in. The engines'
//! messages (why a move is illegal, how a game ended, captions) are in the
//! same catalogues, read from the games crate, and worded by
//! [`super::speech`].

use std::borrow::Cow;

pub use rulebook::Lang;

use crate::i18n::{Catalogue, Catalogues};

static TEXTS: Catalogues = Catalogues::new("core", source);

/// The core's texts in `lang` with the games' messages in that language
/// (one catalogue, so an id is unique across both).
fn source(lang: Lang) -> Cow<'static, str> {
    let mut text = match lang {
        Lang::En => include_str!("texts/en.ftl"),
        Lang::It => include_str!("texts/it.ftl"),
    }
    .to_string();
    for words in games::message::catalogues() {
        if let Some(games) = words.text(lang.as_str()) {
            text.push('\n');
            text.push_str(games);
        }
    }
    Cow::Owned(text)
}

/// The catalogue of `lang`: the core's texts and the games' messages.
pub fn catalogue(lang: Lang) -> &'static Catalogue {
    TEXTS.of(lang)
}

/// The text `id` in `lang` (English when missing there) with `args`
/// filled in, without the trailing space an empty last argument leaves
/// ("… wins. { $seed }"); an unknown id is logged and shown as itself,
/// never a panic.
pub fn tr(lang: Lang, id: &str, args: &[(&str, String)]) -> String {
    TEXTS.tr(lang, id, args)
}

/// A text only if the catalogue has it (statuses, word moves).
pub fn try_tr(lang: Lang, id: &str) -> Option<String> {
    catalogue(lang).format(id, &[])
}

/// `t!(lang, "id", name = value, …)`: the text `id` with its placeholders.
macro_rules! t {
    ($lang:expr, $id:literal $(, $name:ident = $value:expr)* $(,)?) => {
        $crate::app::texts::tr($lang, $id, &[$((stringify!($name), ($value).to_string())),*])
    };
}
pub(crate) use t;

/// A language from its stored code, English when unknown.
pub fn lang_of(code: &str) -> Lang {
    Lang::parse(code).unwrap_or(Lang::En)
}

/// A game's name in `lang`.
pub fn game_name(info: &games::GameInfo, lang: Lang) -> &'static str {
    match lang {
        Lang::En => info.name_en,
        Lang::It => info.name_it,
    }
}

/// The words a board picture writes itself.
pub fn picture_words(lang: Lang) -> render::Words {
    render::Words {
        wins: t!(lang, "badge-wins"),
        draw: t!(lang, "badge-draw"),
        to_move: t!(lang, "badge-to-move"),
        to_throw: t!(lang, "badge-to-throw"),
        in_hand: t!(lang, "badge-in-hand", n = "{n}"),
        throw: t!(lang, "picture-throw"),
        last_throw: t!(lang, "picture-last-throw"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The core writes plain text; each platform marks it up its own way
    /// (a record goes in `Reply::pre`): no code marks, no bold, anywhere
    /// the core or the games word a message.
    #[test]
    fn the_core_and_the_games_write_no_markup() {
        let mut sources: Vec<(String, String)> = games::message::catalogues()
            .iter()
            .flat_map(|w| [(format!("{} en", w.key), w.en), (format!("{} it", w.key), w.it)])
            .map(|(origin, text)| (origin, text.to_string()))
            .collect();
        for lang in ["en", "it"] {
            let path = format!("{}/src/app/texts/{lang}.ftl", env!("CARGO_MANIFEST_DIR"));
            sources.push((path.clone(), std::fs::read_to_string(&path).unwrap()));
        }
        let code = std::fs::read_dir(concat!(env!("CARGO_MANIFEST_DIR"), "/src/app")).unwrap();
        for file in code
            .flatten()
            .filter(|f| f.path().extension().is_some_and(|e| e == "rs"))
        {
            let text = std::fs::read_to_string(file.path()).unwrap();
            let fence = "`".repeat(3);
            let outside_docs: String = text
                .lines()
                .filter(|l| !l.trim_start().starts_with("//"))
                .collect::<Vec<_>>()
                .join("\n");
            assert!(!outside_docs.contains(&format!("\"{fence}")), "{:?}", file.path());
            assert!(
                !outside_docs.contains(&format!("{fence}\\n")),
                "{:?}",
                file.path()
            );
        }
        assert!(sources.len() >= 12);
        for (origin, text) in sources {
            for line in text.lines().filter(|l| !l.starts_with('#')) {
                assert!(!line.contains('`') && !line.contains("**"), "{origin}: {line}");
            }
        }
    }

    #[test]
    fn both_languages_have_the_same_texts_and_every_text_the_core_uses_exists() {
        assert!(
            catalogue(Lang::En).ids().len() > 100,
            "the catalogues were read whole"
        );
        TEXTS.check("src/app", "t!(", 50);
    }

    #[test]
    fn counts_take_the_plural_form_their_number_asks_for() {
        let joined = |lang, n: i64| t!(lang, "tn-joined", name = "ada", id = 4, late = "", n = n);
        assert!(
            joined(Lang::It, 0).ends_with(": 0 giocatori."),
            "{}",
            joined(Lang::It, 0)
        );
        assert!(
            joined(Lang::It, 1).ends_with(": 1 giocatore."),
            "{}",
            joined(Lang::It, 1)
        );
        assert!(
            joined(Lang::It, 2).ends_with(": 2 giocatori."),
            "{}",
            joined(Lang::It, 2)
        );
        assert!(
            joined(Lang::En, 1).ends_with(": 1 player."),
            "{}",
            joined(Lang::En, 1)
        );
        assert!(
            joined(Lang::En, 0).ends_with(": 0 players."),
            "{}",
            joined(Lang::En, 0)
        );
        let card = t!(
            Lang::It,
            "rt-card",
            name = "ada",
            game = "Awele",
            rating = 1500,
            range = 350,
            provisional = "",
            n = 1,
            wins = 1,
            draws = 0,
            losses = 0
        );
        assert!(card.ends_with("1 partita: 1 vinta, 0 patte, 0 perse."), "{card}");
    }

    #[test]
    fn an_empty_last_argument_leaves_no_trailing_space() {
        let text = t!(Lang::It, "resigned", name = "bob", id = 1, seed = "");
        assert_eq!(text, "bob ha abbandonato la partita #1.");
    }

    #[test]
    fn placeholders_are_filled_and_unknown_ids_do_not_panic() {
        assert_eq!(tr(Lang::It, "no-such-text", &[]), "no-such-text");
        let en = t!(Lang::En, "no-game", id = 7);
        let it = t!(Lang::It, "no-game", id = 7);
        assert!(en.contains("#7") && it.contains("#7") && en != it);
    }
}
