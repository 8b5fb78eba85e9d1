//! The pages' language: `?lang=it|en` when given, else the browser's
//! `Accept-Language` (the first of Italian and English it prefers),
//! else English; and the pages' own words (`en.ftl`, `it.ftl` beside this
//! file, a [`crate::i18n::Catalogues`] pair like the adapters').

use std::borrow::Cow;

use crate::app::Lang;
use crate::i18n::Catalogues;

static TEXTS: Catalogues = Catalogues::new("web", |lang| match lang {
    Lang::En => Cow::Borrowed(include_str!("en.ftl")),
    Lang::It => Cow::Borrowed(include_str!("it.ftl")),
});

/// The page's word `id` in `lang` with `args`.
pub fn tr(lang: Lang, id: &str, args: &[(&str, String)]) -> String {
    TEXTS.tr(lang, id, args)
}

/// The language asked by the query (`lang=it`), if any and known.
pub fn asked(query: Option<&str>) -> Option<Lang> {
    Lang::parse(super::router::query_value(query, "lang")?)
}

/// The language of a page: the query's, else the browser's, else English.
pub fn chosen(query: Option<&str>, accept: Option<&str>) -> Lang {
    asked(query).unwrap_or_else(|| accept.map_or(Lang::En, preferred))
}

/// The first of Italian and English an `Accept-Language` header prefers
/// (`it-IT,it;q=0.9,en;q=0.8`), by weight then order; English when it
/// names neither.
pub fn preferred(header: &str) -> Lang {
    let mut best: Option<(u16, Lang)> = None;
    for part in header.split(',').take(32) {
        let mut fields = part.split(';');
        let tag = fields.next().unwrap_or("").trim();
        let primary = tag.split(['-', '_']).next().unwrap_or("").to_ascii_lowercase();
        let Some(lang) = Lang::parse(&primary) else {
            continue;
        };
        // The weight in thousandths; a missing or unreadable one is 1.
        let weight = fields
            .find_map(|f| f.trim().strip_prefix("q=").map(str::trim))
            .map_or(1000, |q| {
                q.parse::<f32>()
                    .map_or(0, |v| (v.clamp(0.0, 1.0) * 1000.0) as u16)
            });
        if weight > 0 && best.is_none_or(|(w, _)| weight > w) {
            best = Some((weight, lang));
        }
    }
    best.map_or(Lang::En, |(_, lang)| lang)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn both_languages_have_every_word_the_pages_ask() {
        TEXTS.check("src/web", "tr(", 15);
    }

    #[test]
    fn the_browser_s_preference_picks_italian_or_english() {
        assert_eq!(preferred("it-IT,it;q=0.9,en;q=0.8"), Lang::It);
        assert_eq!(preferred("en-GB,en;q=0.9,it;q=0.8"), Lang::En);
        assert_eq!(preferred("de-DE,it;q=0.5,en;q=0.7"), Lang::En);
        assert_eq!(preferred("fr, it;q=0.3"), Lang::It);
        assert_eq!(preferred("it;q=0, en;q=0.1"), Lang::En);
        assert_eq!(preferred("de"), Lang::En);
        assert_eq!(preferred(";;;,q=,it;q=abc"), Lang::En);
        assert_eq!(chosen(Some("ply=3&lang=it"), Some("en")), Lang::It);
        assert_eq!(chosen(Some("lang=xx"), Some("it")), Lang::It);
        assert_eq!(chosen(None, None), Lang::En);
    }
}
