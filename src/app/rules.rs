//! Rules on command and the list of games, from the rulebook: pages in
//! English and Italian, split into chat messages.

use std::collections::BTreeMap;

use games::view::View;
use rulebook::{Family, FamilyTitle, Lang, SectionKey};

use super::speech::Speech;

use super::Reply;
use super::texts::t;

/// The longest message the core writes: Discord's limit (Telegram's is
/// larger), with room for a mention.
const MESSAGE_LIMIT: usize = 1900;

/// A reply made of `messages`: the first as the text, the rest as more.
fn messages_reply(mut messages: Vec<String>) -> Reply {
    let mut reply = Reply::default();
    if !messages.is_empty() {
        reply.text = messages.remove(0);
    }
    reply.more = messages;
    reply
}

/// `/rules <game> [section]`: the overview (with the set-up picture of a
/// playable game and the list of sections), or one section.
pub(super) fn rules(game: Option<&str>, section: Option<&str>, lang: Lang) -> Reply {
    let Some(game) = game.filter(|g| !g.trim().is_empty()) else {
        return Reply::text(match lang {
            Lang::En => {
                "Say which game: /rules <game> [section], e.g. /rules awele or /rules mulino captures. /games lists every game."
            }
            Lang::It => {
                "Di' quale gioco: /regole <gioco> [sezione], per esempio /regole awele o /regole mulino catture. /giochi li elenca tutti."
            }
        });
    };
    // The one reading of game names every command uses: an exact name or
    // alias shows its page; a slip, a part of a name or a word several
    // games share is asked about.
    let book = rulebook::book();
    let entry = match super::game_names::name_game(game) {
        super::game_names::Named::Game(found) => book.entry(found.info().slug),
        super::game_names::Named::NotPlayable(page) => Some(page),
        super::game_names::Named::Ask(slugs) => {
            return super::game_names::ask(game, &slugs, lang, &|_| None);
        }
    };
    let Some(entry) = entry else {
        return Reply::refusal(t!(lang, "rules-unknown-game", name = games::notation::clip(game)));
    };
    let page = entry.page(lang);
    let key = match section {
        None => SectionKey::Overview,
        Some(which) => match SectionKey::find(which) {
            Some(key) => key,
            None => {
                return Reply::refusal(t!(
                    lang,
                    "no-such-section",
                    name = games::notation::clip(which),
                    game = entry.name(lang),
                    sections = section_words(page, lang).join(", ")
                ));
            }
        },
    };
    let Some(found) = page.section(key) else {
        return Reply::refusal(t!(
            lang,
            "section-missing",
            game = entry.name(lang),
            key = key.title(lang).to_lowercase(),
            sections = section_words(page, lang).join(", ")
        ));
    };
    let mut messages: Vec<String> = found
        .messages(MESSAGE_LIMIT)
        .iter()
        .map(|m| worded_examples(m, lang))
        .collect();
    if messages.is_empty() {
        messages.push(String::new());
    }
    if key == SectionKey::Overview {
        let header = format!("{}\n", entry.summary(lang));
        messages[0] = format!("{header}{}", messages[0]);
        let mut footer = String::new();
        if let Some(status) = page.status_line() {
            footer.push_str(&format!("\n{status}"));
        }
        let others: Vec<String> = section_words(page, lang)
            .into_iter()
            .filter(|k| SectionKey::find(k) != Some(SectionKey::Overview))
            .collect();
        let verb = if lang == Lang::It { "/regole" } else { "/rules" };
        footer.push_str(&format!("\n{verb} {} <{}>", entry.slug(), others.join("|")));
        let versions = versions_of(entry);
        if !versions.is_empty() {
            footer.push_str(&format!(
                "\n{}",
                t!(lang, "rules-versions", versions = versions.join(", "))
            ));
        }
        if let Some(last) = messages.last_mut() {
            if last.chars().count() + footer.chars().count() <= MESSAGE_LIMIT {
                last.push_str(&footer);
            } else {
                messages.push(footer.trim_start().to_string());
            }
        }
    }
    let mut reply = messages_reply(messages);
    if key == SectionKey::Overview && entry.game().is_some() {
        reply.image =
            setup_picture(entry, lang).and_then(|(view, frame)| render::render_png(&view, &frame).ok());
    }
    reply
}

/// The start position of a playable game with its default options, as
/// the overview's picture: worded in `lang` as a game's board is (roles,
/// badges, the engine's captions and scores), for spectators.
pub(super) fn setup_picture(entry: &rulebook::Entry, lang: Lang) -> Option<(View, render::Frame)> {
    let game = entry.game()?.start(&BTreeMap::new()).ok()?;
    let mut view = game.view(None);
    for panel in &mut view.seats {
        panel.role = super::role(game.as_ref(), panel.seat, lang);
    }
    let frame = render::Frame::new(entry.name(lang))
        .with_words(super::texts::picture_words(lang))
        .with_speaker(Speech::new(game.info(), lang).shared());
    Some((view, frame))
}

/// A page's example positions in words: the span `` `after: e3 b5` ``
/// (the page's markup for the test that plays its examples) becomes
/// "after e3 b5:" ("dopo e3 b5:"), before the `/move` it leads to.
fn worded_examples(text: &str, lang: Lang) -> String {
    let word = match lang {
        Lang::En => "after",
        Lang::It => "dopo",
    };
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(open) = rest.find("`after:") {
        let moves_at = open + "`after:".len();
        let Some(close) = rest[moves_at..].find('`') else {
            break;
        };
        out.push_str(&rest[..open]);
        out.push_str(&format!("{word} {}:", rest[moves_at..moves_at + close].trim()));
        rest = &rest[moves_at + close + 1..];
    }
    out.push_str(rest);
    out
}

/// The words a reader types for each section of `page`: one word of the
/// section's title in `lang` (`catture`, `fine`), which `SectionKey::find`
/// reads back.
fn section_words(page: &rulebook::Page, lang: Lang) -> Vec<String> {
    page.sections
        .iter()
        .map(|s| {
            let title = s.key.title(lang).to_lowercase();
            let word = title.split_whitespace().next().unwrap_or_default().to_string();
            // A first word that names another section too ("come si gioca
            // qui") gives way to the section's key.
            if SectionKey::find(&word) == Some(s.key) {
                word
            } else {
                s.key.as_str().to_string()
            }
        })
        .collect()
}

/// Other rule sets of the same game (`senet-bell`, `senet-tait` … for
/// Senet): the pages of the family whose slugs start with the same word.
fn versions_of(entry: &rulebook::Entry) -> Vec<String> {
    let stem = |slug: &str| slug.split('-').next().unwrap_or(slug).to_string();
    let mine = stem(entry.slug());
    rulebook::list(Some(entry.family()), None)
        .into_iter()
        .filter(|e| e.slug() != entry.slug() && stem(e.slug()) == mine)
        .map(|e| e.slug().to_string())
        .collect()
}

/// `/games [family] [players]`: every game by family, with players and
/// whether it can be played here yet.
pub(super) fn games_list(family: Option<&str>, players: Option<u8>, lang: Lang) -> Reply {
    let family = match family.map(|f| (f, Family::parse(f))) {
        None => None,
        Some((_, Some(f))) => Some(f),
        Some((word, None)) => {
            let all: Vec<&str> = Family::ALL.iter().map(|f| f.as_str()).collect();
            return Reply::refusal(t!(
                lang,
                "not-a-family",
                name = games::notation::clip(word),
                families = all.join(", ")
            ));
        }
    };
    let entries = rulebook::list(family, players);
    if entries.is_empty() {
        return Reply::text(match lang {
            Lang::En => "No game fits.",
            Lang::It => "Nessun gioco corrisponde.",
        });
    }
    let mut messages = Vec::new();
    let mut current = String::new();
    let mut last_family = None;
    for entry in entries {
        let mut line = String::new();
        if last_family != Some(entry.family()) {
            last_family = Some(entry.family());
            line.push_str(&format!("\n**{}**\n", entry.family().title(lang)));
        }
        line.push_str(&format!("{}\n", entry.summary(lang)));
        if current.chars().count() + line.chars().count() > MESSAGE_LIMIT {
            messages.push(std::mem::take(&mut current).trim().to_string());
        }
        current.push_str(&line);
    }
    messages.push(current.trim().to_string());
    messages_reply(messages)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A message id left unworded: `go-prisoners(n=0)`, `nim-left`.
    fn raw_id(text: &str) -> bool {
        let head = text.split('(').next().unwrap_or_default();
        head.contains('-')
            && head.len() > 3
            && head
                .chars()
                .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
            && (text.contains('(') || super::super::texts::try_tr(Lang::En, head).is_some())
    }

    /// Every registered game's rules picture, in both languages, writes
    /// its engine's messages in the reader's words: no raw id anywhere, and
    /// in Italian no English word the English picture writes that the
    /// Italian one should have translated (its badges, roles, captions).
    #[test]
    fn rules_pictures_are_worded_in_the_readers_language() {
        let mut faults = Vec::new();
        for registered in games::registry::GAMES {
            let slug = registered.info().slug;
            let entry = rulebook::lookup(slug).expect("a registered game has pages");
            let mut cells: Vec<String> = Vec::new();
            let mut written = |lang| {
                let (view, frame) = setup_picture(entry, lang).expect("a start picture");
                cells.extend(render::spots(&view, &frame).into_iter().map(|s| s.cell));
                render::words_written(&view, &frame)
            };
            let (english, italian) = (written(Lang::En), written(Lang::It));
            for (lang, texts) in [("en", &english), ("it", &italian)] {
                faults.extend(
                    texts
                        .iter()
                        .filter(|t| raw_id(t))
                        .map(|t| format!("{slug} {lang}: raw id {t:?}")),
                );
            }
            // Words the two languages share (the title, counts, a name both
            // use) are fine, and so are the cells' own names, which moves
            // and coordinates use in both; an English word is not.
            let title_it = entry.name(Lang::It);
            for text in &italian {
                let worded = text.chars().filter(|c| c.is_alphabetic()).count() >= 3;
                if worded && english.contains(text) && text != title_it && !cells.contains(text) {
                    faults.push(format!("{slug} it: English {text:?}"));
                }
            }
        }
        assert!(faults.is_empty(), "{}", faults.join("\n"));
    }

    /// The examples of every page read as words: no `after:` markup
    /// reaches the chat (it showed as `after: e3 b5 /move Bxb5`).
    #[test]
    fn rules_examples_lead_in_with_words_not_markup() {
        for registered in games::registry::GAMES {
            let slug = registered.info().slug;
            for (lang, word) in [(Lang::En, "after "), (Lang::It, "dopo ")] {
                let reply = rules(Some(slug), Some("here"), lang);
                let all = std::iter::once(&reply.text)
                    .chain(&reply.more)
                    .cloned()
                    .collect::<Vec<_>>()
                    .join("\n");
                assert!(!all.contains("after:"), "{slug} {lang:?}: {all}");
                let page = rulebook::lookup(slug).unwrap().page(lang);
                let has_after = page
                    .sections
                    .iter()
                    .any(|s| s.units.iter().any(|u| u.text.contains("`after:")));
                if has_after {
                    assert!(all.contains(word), "{slug} {lang:?}: {all}");
                }
            }
        }
        assert_eq!(
            worded_examples("- `after: e3 b5` `/move Bxb5` takes.", Lang::It),
            "- dopo e3 b5: `/move Bxb5` takes."
        );
    }
}
