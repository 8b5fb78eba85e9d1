//! The adapter's own words: `en.ftl` and `it.ftl` beside this file, a
//! [`crate::i18n::Catalogues`] pair read like the core's and Discord's.
//! Everything else the users read comes from the core. The language is the
//! core's [`Lang`], read from the user's Telegram client here.

use std::borrow::Cow;

use teloxide::types::User;

use crate::app::Lang;
use crate::app::texts::lang_of;
use crate::i18n::Catalogues;

static TEXTS: Catalogues = Catalogues::new("telegram", |lang| match lang {
    Lang::En => Cow::Borrowed(include_str!("en.ftl")),
    Lang::It => Cow::Borrowed(include_str!("it.ftl")),
});

/// The language a user reads: Italian when their Telegram client says so
/// (`it`, `it-CH`), English otherwise. Telegram has no chat language, so
/// public answers speak it too.
pub fn lang_of_telegram_user(user: &User) -> Lang {
    lang_of_code(user.language_code.as_deref())
}

/// A language from a client's code, English when absent or unknown.
fn lang_of_code(code: Option<&str>) -> Lang {
    code.map_or(Lang::En, lang_of)
}

/// The text `id` in `lang` (English when missing there) with `args`
/// filled in; an unknown id is logged and shown as itself.
pub fn tr(lang: Lang, id: &str, args: &[(&str, String)]) -> String {
    TEXTS.tr(lang, id, args)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn client_codes_choose_the_language() {
        assert_eq!(lang_of_code(Some("it")), Lang::It);
        assert_eq!(lang_of_code(Some("IT-ch")), Lang::It);
        assert_eq!(lang_of_code(Some("en-GB")), Lang::En);
        assert_eq!(lang_of_code(Some("de")), Lang::En);
        assert_eq!(lang_of_code(None), Lang::En);
    }

    #[test]
    fn both_files_agree_and_every_text_the_adapter_uses_exists() {
        assert!(
            TEXTS.of(Lang::En).ids().len() > 5,
            "the catalogues were read whole"
        );
        TEXTS.check("src/platform/telegram", "tr(", 6);
    }

    #[test]
    fn texts_fill_their_variables_in_both_languages() {
        let game = |lang| tr(lang, "no-such-game", &[("game", "7".into())]);
        assert_eq!(game(Lang::En), "There is no game #7.");
        assert_eq!(game(Lang::It), "Non c'è nessuna partita #7.");
        assert_eq!(tr(Lang::It, "no-such-text", &[]), "no-such-text");
    }
}
