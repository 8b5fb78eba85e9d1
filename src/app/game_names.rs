//! One reading of a game's name for every command (challenges,
//! tournaments, ratings, `/rules`, the typed-line parser): accents, case,
//! spaces and dashes do not count; an exact slug, name (either language)
//! or alias names its game; anything else (a typo, a partial name, a word
//! several games share) is never taken as a game but asked about.

use rulebook::fold;

use super::press::Press;
use super::refusal::{Refusal, refusal};
use super::texts::{Lang, t};
use super::{Choice, Reply};

/// What a typed name names.
#[derive(Clone)]
pub enum Named {
    /// Exactly one playable game.
    Game(&'static games::registry::Entry),
    /// Exactly one game that has rules pages but cannot be played here.
    NotPlayable(&'static rulebook::Entry),
    /// No one game: the slugs of those it may mean, best first (empty
    /// when nothing is near).
    Ask(Vec<&'static str>),
}

/// How many games a question offers.
const MAX_ASKED: usize = 5;

/// What `query` names. See the module's text for the rules.
pub fn name_game(query: &str) -> Named {
    let wanted = fold(query);
    if wanted.is_empty() {
        return Named::Ask(Vec::new());
    }
    if let Some(entry) = games::registry::find(query) {
        return match group_of(entry.info(), &wanted) {
            Some(group) => Named::Ask(group),
            None => Named::Game(entry),
        };
    }
    let book = rulebook::book();
    // Every entry with a name folding exactly to the query.
    let exact: Vec<&'static rulebook::Entry> = book
        .autocomplete(query, usize::MAX)
        .into_iter()
        .filter(|c| fold(c.matched) == wanted)
        .map(|c| c.entry)
        .collect();
    // The rulebook's ranks (a slug above a name above an alias) break a
    // tie among exact names; its one-typo tolerance is not used here.
    let chosen = match exact.as_slice() {
        [] => None,
        [one] => Some(*one),
        _ => rulebook::find(query).filter(|e| exact.iter().any(|x| x.slug() == e.slug())),
    };
    if let Some(entry) = chosen {
        return match entry.game() {
            Some(game) => match group_of(game.info(), &wanted) {
                Some(group) => Named::Ask(group),
                None => Named::Game(game),
            },
            None => Named::NotPlayable(entry),
        };
    }
    if !exact.is_empty() {
        return Named::Ask(
            exact
                .iter()
                .map(|e| slug_static(e.slug()))
                .take(MAX_ASKED)
                .collect(),
        );
    }
    let mut near: Vec<&'static str> = Vec::new();
    // Names that start with or contain the query first (`go9` → Go 9×9),
    // then the rulebook's closest names.
    for c in book.autocomplete(query, MAX_ASKED) {
        near.push(slug_static(c.entry.slug()));
    }
    if let Err(not_found) = rulebook::lookup(query) {
        for slug in &not_found.suggestions {
            let slug = slug_static(slug);
            if !near.contains(&slug) {
                near.push(slug);
            }
        }
    }
    near.truncate(MAX_ASKED);
    Named::Ask(near)
}

/// Whether `query` names one game exactly (for parsers looking for where
/// a game's name starts among other words).
pub fn is_exact(query: &str) -> bool {
    matches!(name_game(query), Named::Game(_) | Named::NotPlayable(_))
}

/// The slug as a `'static` string: the rulebook's entries live as long as
/// the program, and every slug of theirs is one of the catalog's.
fn slug_static(slug: &str) -> &'static str {
    rulebook::book()
        .entries()
        .iter()
        .find(|e| e.slug() == slug)
        .map_or("", |e| e.slug())
}

/// The games a word names together when it is only an alias of `info`'s
/// game and several other games call themselves by it too (`tafl`: five
/// tafl games, whose summaries say so): then the word names a group, not
/// a game. `None` for a slug or a name, or a word no other game uses.
fn group_of(info: &'static games::GameInfo, wanted: &str) -> Option<Vec<&'static str>> {
    if [info.slug, info.name_en, info.name_it]
        .iter()
        .any(|n| fold(n) == wanted)
    {
        return None;
    }
    let others: Vec<&'static str> = games::registry::GAMES
        .iter()
        .map(|e| e.info())
        .filter(|other| other.slug != info.slug)
        .filter(|other| {
            other
                .summary
                .split(|c: char| !c.is_alphanumeric())
                .chain(other.name_en.split(' '))
                .any(|word| fold(word) == wanted)
        })
        .map(|other| other.slug)
        .collect();
    (others.len() >= 2).then(|| std::iter::once(info.slug).chain(others).collect())
}

/// Why the game of `page` is not played here: not built yet, not a game
/// for a chat, or a text too incomplete to play from.
pub(crate) fn unplayable(page: &rulebook::Entry, lang: Lang) -> Refusal {
    let (game, slug) = (page.name(lang), page.slug());
    match page.status() {
        rulebook::Status::NotChat => refusal!("not-for-chat", game = game, slug = slug),
        rulebook::Status::Incomplete => refusal!("text-incomplete", game = game, slug = slug),
        rulebook::Status::Planned | rulebook::Status::Playable => {
            refusal!("not-playable-yet", game = game, slug = slug)
        }
    }
}

/// The display name of a slug in `lang` (the slug itself when unknown).
pub fn display_name(slug: &str, lang: Lang) -> String {
    match games::registry::find(slug) {
        Some(entry) => super::texts::game_name(entry.info(), lang).to_string(),
        None => rulebook::book()
            .entry(slug)
            .map_or_else(|| slug.to_string(), |e| e.name(lang).to_string()),
    }
}

/// The question for a name that names no one game: "Did you mean Go 9×9,
/// Go 13×13…?" (or "No game is called …" when nothing is near), with a
/// button per game when `press` makes one.
pub fn ask(
    query: &str,
    slugs: &[&'static str],
    lang: Lang,
    press: &dyn Fn(&'static str) -> Option<Press>,
) -> Reply {
    let name = games::notation::clip(query);
    if slugs.is_empty() {
        return Reply::refusal(t!(lang, "rules-unknown-game", name = name));
    }
    let names: Vec<String> = slugs.iter().map(|s| display_name(s, lang)).collect();
    let mut reply = Reply::refusal(t!(
        lang,
        "game-name-ask",
        name = name,
        choices = names
            .iter()
            .zip(slugs)
            .map(|(n, s)| format!("{n} ({s})"))
            .collect::<Vec<_>>()
            .join(", ")
    ));
    reply.choices = slugs
        .iter()
        .zip(names)
        .filter_map(|(slug, label)| press(slug).map(|press| Choice { label, press }))
        .collect();
    reply
}

#[cfg(test)]
mod tests {
    use super::*;

    fn slug(named: &Named) -> Option<&'static str> {
        match named {
            Named::Game(g) => Some(g.info().slug),
            _ => None,
        }
    }

    fn asked(query: &str) -> Vec<&'static str> {
        match name_game(query) {
            Named::Ask(slugs) => slugs,
            other => panic!("{query}: {:?}", slug(&other)),
        }
    }

    #[test]
    fn exact_names_and_aliases_name_their_game() {
        for (query, expected) in [
            ("go", "go"),
            ("Go 9×9", "go-9x9"),
            ("go 9x9", "go-9x9"),
            ("awalé", "awele"),
            ("Oware", "awele"),
            ("nine mens morris", "la-tela"),
            ("dama hawaiana", "konane"),
            ("Kōnane", "konane"),
            ("dama", "italian-draughts"),
            ("hnefatafl", "hnefatafl"),
        ] {
            assert_eq!(slug(&name_game(query)), Some(expected), "{query}");
        }
    }

    /// Issue 37, point 4: a typo or a part of a name asks, and a word
    /// several games share asks among them.
    #[test]
    fn near_names_and_shared_words_ask() {
        let go9 = asked("go9");
        assert_eq!(go9.first(), Some(&"go-9x9"), "{go9:?}");
        assert!(asked("awelle").contains(&"awele"));
        let tafl = asked("tafl");
        for slug in ["hnefatafl", "tablut", "tawlbwrdd", "alea-evangelii", "ard-ri"] {
            assert!(tafl.contains(&slug), "{tafl:?}");
        }
        assert!(asked("zzzzzzzzzzzzzzzzzzzz").len() <= MAX_ASKED);
    }

    /// No alias of a registered game names a group by accident, except
    /// the words that truly name several games.
    #[test]
    fn only_shared_words_are_groups() {
        let groups: Vec<&str> = games::registry::GAMES
            .iter()
            .flat_map(|e| e.info().aliases.iter().map(move |a| (e.info(), *a)))
            .filter(|(info, alias)| group_of(info, &fold(alias)).is_some())
            .map(|(_, alias)| alias)
            .collect();
        // `draughts` is said of seven rule sets, `senet` of the Senets.
        assert_eq!(groups, ["draughts", "senet", "tafl"]);
    }

    #[test]
    fn the_question_names_the_games_in_the_readers_language() {
        let reply = ask("go9", &["go-9x9", "go-13x13"], Lang::It, &|s| {
            Some(Press::Challenge {
                game: s.to_string(),
                opponents: Vec::new(),
                options: Vec::new(),
            })
        });
        assert!(reply.text.contains("Go 9×9 (go-9x9)"), "{}", reply.text);
        assert!(reply.text.contains("Forse"), "{}", reply.text);
        assert_eq!(reply.choices.len(), 2);
        assert_eq!(reply.choices[0].label, "Go 9×9");
    }
}
