//! Rules on command and the list of games, from the rulebook: pages in
//! English and Italian, split into chat messages.

use rulebook::{Family, FamilyTitle, Lang, SectionKey};

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
    let entry = match rulebook::lookup(game) {
        Ok(entry) => entry,
        Err(not_found) => return Reply::refusal(not_found.to_string()),
    };
    let page = entry.page(lang);
    let key = match section {
        None => SectionKey::Overview,
        Some(which) => match SectionKey::find(which) {
            Some(key) => key,
            None => {
                let all: Vec<&str> = page.sections.iter().map(|s| s.key.as_str()).collect();
                return Reply::refusal(t!(
                    lang,
                    "no-such-section",
                    name = games::notation::clip(which),
                    game = entry.name(lang),
                    sections = all.join(", ")
                ));
            }
        },
    };
    let Some(found) = page.section(key) else {
        let all: Vec<&str> = page.sections.iter().map(|s| s.key.as_str()).collect();
        return Reply::refusal(t!(
            lang,
            "section-missing",
            game = entry.name(lang),
            key = key,
            sections = all.join(", ")
        ));
    };
    let mut messages = found.messages(MESSAGE_LIMIT);
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
        let others: Vec<&str> = page
            .sections
            .iter()
            .map(|s| s.key.as_str())
            .filter(|k| *k != "overview")
            .collect();
        let verb = if lang == Lang::It { "/regole" } else { "/rules" };
        footer.push_str(&format!("\n{verb} {} <{}>", entry.slug(), others.join("|")));
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
        reply.image = rulebook::entry_setup_png(entry, lang).ok();
    }
    reply
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
