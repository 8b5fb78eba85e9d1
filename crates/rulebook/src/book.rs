//! The pages gathered per game, checked against each other, the catalog
//! and the registry, and indexed by every name.

use std::collections::{BTreeMap, BTreeSet};
use std::fmt;

use crate::catalog::{CATALOG_ALIASES, Family, catalog_slugs, family_of};
use crate::fold::{distance_within, fold};
use crate::page::{self, Lang, Page, Players, Section, SectionKey, Status};

/// Something wrong with the pages: where, and what.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Problem {
    /// The page file (`awele.en.md`), or a slug, or `registry`.
    pub file: String,
    /// The line in the file, when known (0 otherwise).
    pub line: usize,
    pub message: String,
}

impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.line > 0 {
            write!(f, "{}:{}: {}", self.file, self.line, self.message)
        } else {
            write!(f, "{}: {}", self.file, self.message)
        }
    }
}

/// A game with rules pages: its facts and its pages.
#[derive(Clone, Debug)]
pub struct Entry {
    slug: String,
    family: Family,
    players: Players,
    status: Status,
    /// By language: English, Italian.
    pages: [Option<Page>; 2],
}

impl Entry {
    /// The game's slug.
    pub fn slug(&self) -> &str {
        &self.slug
    }

    /// Its family.
    pub fn family(&self) -> Family {
        self.family
    }

    /// How many players.
    pub fn players(&self) -> Players {
        self.players
    }

    /// Whether it is playable here.
    pub fn status(&self) -> Status {
        self.status
    }

    /// The page in `lang`, falling back to English (or to whichever page
    /// exists).
    pub fn page(&self, lang: Lang) -> &Page {
        let [en, it] = &self.pages;
        let wanted = match lang {
            Lang::En => en,
            Lang::It => it,
        };
        wanted
            .as_ref()
            .or(en.as_ref())
            .or(it.as_ref())
            .expect("an entry has at least one page")
    }

    /// Whether a page in `lang` itself exists (no fallback).
    pub fn has_page(&self, lang: Lang) -> bool {
        self.pages[lang as usize].is_some()
    }

    /// The game's name in `lang` (falling back as [`Entry::page`] does).
    pub fn name(&self, lang: Lang) -> &str {
        &self.page(lang).name
    }

    /// The registered game of this slug, if it is playable here.
    pub fn game(&self) -> Option<&'static games::registry::Entry> {
        registered(&self.slug)
    }

    /// One line for a games list: "`awele` Awele · 2 players · playable".
    pub fn summary(&self, lang: Lang) -> String {
        let players = match (lang, self.players.min == 1 && self.players.max == 1) {
            (Lang::En, true) => "1 player".to_string(),
            (Lang::En, false) => format!("{} players", self.players),
            (Lang::It, true) => "1 giocatore".to_string(),
            (Lang::It, false) => format!("{} giocatori", self.players),
        };
        format!(
            "`{}` {} · {} · {}",
            self.slug,
            self.name(lang),
            players,
            self.status.label(lang)
        )
    }
}

/// How many players a registered game seats.
fn seats_of(info: &games::GameInfo) -> Players {
    Players {
        min: info.min_seats,
        max: info.max_seats,
    }
}

/// Where a registered game's pages say otherwise than its `GameInfo`:
/// each page's name (`name_en`, `name_it`), family and players, and every
/// alias of the engine among the pages' names and aliases (compared as
/// lookups compare names).
fn registry_disagreements(info: &games::GameInfo, pages: &[Option<Page>; 2]) -> Vec<String> {
    let mut found = Vec::new();
    for page in pages.iter().flatten() {
        let lang = page.lang;
        let name = match lang {
            Lang::En => info.name_en,
            Lang::It => info.name_it,
        };
        if page.name != name {
            found.push(format!(
                "{lang} name is '{}' but the engine's is '{name}'",
                page.name
            ));
        }
        if page.family != info.family {
            found.push(format!(
                "{lang} family is '{}' but the engine's is '{}'",
                page.family, info.family
            ));
        }
        let seats = seats_of(info);
        if page.players != seats {
            found.push(format!(
                "{lang} players is '{}' but the engine seats {seats}",
                page.players
            ));
        }
    }
    let written: BTreeSet<String> = pages
        .iter()
        .flatten()
        .flat_map(|p| p.aliases.iter().chain([&p.name]).map(|a| fold(a)))
        .collect();
    for alias in info.aliases {
        if !written.contains(&fold(alias)) {
            found.push(format!(
                "the engine's alias '{alias}' is neither page's name or alias"
            ));
        }
    }
    found
}

/// The registered game whose slug is `slug` exactly.
fn registered(slug: &str) -> Option<&'static games::registry::Entry> {
    games::registry::GAMES.iter().find(|g| g.info().slug == slug)
}

/// No game answers to a name: the three closest slugs (fewer when there
/// are fewer games).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct NotFound {
    pub query: String,
    pub suggestions: Vec<String>,
}

impl fmt::Display for NotFound {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let query = games::notation::clip(&self.query);
        if self.suggestions.is_empty() {
            write!(f, "no game is called '{query}'")
        } else {
            write!(
                f,
                "no game is called '{query}'; did you mean {}?",
                self.suggestions.join(", ")
            )
        }
    }
}

impl std::error::Error for NotFound {}

/// Why a section was not given.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum SectionError {
    /// No such game.
    Game(NotFound),
    /// No section is called that.
    UnknownSection { which: String },
    /// The page has no such section; `available` lists those it has.
    NotOnPage {
        key: SectionKey,
        available: Vec<SectionKey>,
    },
}

impl fmt::Display for SectionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let keys = |ks: &[SectionKey]| ks.iter().map(|k| k.as_str()).collect::<Vec<_>>().join(", ");
        match self {
            SectionError::Game(e) => write!(f, "{e}"),
            SectionError::UnknownSection { which } => write!(
                f,
                "no section is called '{}'; the sections are {}",
                games::notation::clip(which),
                keys(&SectionKey::ALL)
            ),
            SectionError::NotOnPage { key, available } => {
                write!(f, "this page has no '{key}' section; it has {}", keys(available))
            }
        }
    }
}

impl std::error::Error for SectionError {}

/// How strongly a name belongs to a game: lower wins when names clash.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Debug)]
enum Rank {
    Slug,
    Name,
    /// The catalog's own aliases ([`CATALOG_ALIASES`]).
    Catalog,
    /// The pages' and the registry's aliases.
    Alias,
}

/// One name in the index.
#[derive(Clone, Debug)]
struct Term {
    key: String,
    text: String,
    entry: usize,
    rank: Rank,
}

/// A match offered while a name is typed.
#[derive(Clone, Copy, Debug)]
pub struct Completion<'a> {
    pub entry: &'a Entry,
    /// The name that matched (slug, name or alias), as written.
    pub matched: &'a str,
}

/// All the pages, checked and indexed.
#[derive(Clone, Debug)]
pub struct Rulebook {
    entries: Vec<Entry>,
    terms: Vec<Term>,
    problems: Vec<Problem>,
}

impl Rulebook {
    /// Reads pages from (file name, text) pairs and checks everything the
    /// format asks: each page (front matter, sections, lengths, markup),
    /// the two languages of each slug against each other and the catalog,
    /// the registry against the `playable` pages, and clashing names.
    pub fn from_files(files: &[(&str, &str)]) -> Rulebook {
        let mut problems = Vec::new();
        let mut by_slug: BTreeMap<String, [Option<Page>; 2]> = BTreeMap::new();
        for (file, text) in files {
            if let Some(page) = page::parse(file, text, &mut problems) {
                let slot = &mut by_slug.entry(page.slug.clone()).or_default()[page.lang as usize];
                *slot = Some(page);
            }
        }

        let mut entries = Vec::new();
        for (slug, pages) in by_slug {
            let report = |problems: &mut Vec<Problem>, message: String| {
                problems.push(Problem {
                    file: slug.clone(),
                    line: 0,
                    message,
                });
            };
            let [en, it] = &pages;
            match (en, it) {
                (Some(en), Some(it)) => {
                    let fields = [
                        ("family", en.family.to_string(), it.family.to_string()),
                        ("players", en.players.to_string(), it.players.to_string()),
                        ("status", en.status.to_string(), it.status.to_string()),
                    ];
                    for (field, a, b) in fields {
                        if a != b {
                            report(
                                &mut problems,
                                format!("{field} is '{a}' in English and '{b}' in Italian"),
                            );
                        }
                    }
                }
                (Some(_), None) => report(&mut problems, format!("no Italian page ({slug}.it.md)")),
                (None, Some(_)) => report(&mut problems, format!("no English page ({slug}.en.md)")),
                (None, None) => continue,
            }
            let first = en.as_ref().or(it.as_ref()).expect("one page at least");
            let game = registered(&slug);
            match (first.status, game) {
                (Status::Playable, None) => report(
                    &mut problems,
                    "status is playable but the game is not registered in the engine".into(),
                ),
                (status, Some(_)) if status != Status::Playable => report(
                    &mut problems,
                    format!("the game is registered in the engine, so its status is playable, not {status}"),
                ),
                (_, Some(game)) => {
                    for message in registry_disagreements(game.info(), &pages) {
                        report(&mut problems, message);
                    }
                }
                (_, None) => match family_of(&slug) {
                    None => report(&mut problems, "the slug is not in the catalog".into()),
                    Some(f) if f != first.family => report(
                        &mut problems,
                        format!("family '{}' differs from the catalog's '{f}'", first.family),
                    ),
                    Some(_) => {}
                },
            }
            // A playable game's facts come from the registry (the pages
            // agree with it, or a problem says where they do not).
            let (family, players) = match game {
                Some(game) => (game.info().family, seats_of(game.info())),
                None => (first.family, first.players),
            };
            entries.push(Entry {
                family,
                players,
                status: first.status,
                slug,
                pages,
            });
        }
        for game in games::registry::GAMES {
            let slug = game.info().slug;
            if !entries.iter().any(|e| e.slug == slug) {
                problems.push(Problem {
                    file: "registry".into(),
                    line: 0,
                    message: format!("the registered game '{slug}' has no rules pages"),
                });
            }
        }
        entries.sort_by(|a, b| (a.family, &a.slug).cmp(&(b.family, &b.slug)));

        let terms = index(&entries);
        clashes(&entries, &terms, &mut problems);
        Rulebook {
            entries,
            terms,
            problems,
        }
    }

    /// Every problem found while loading (empty when all is well).
    pub fn problems(&self) -> &[Problem] {
        &self.problems
    }

    /// Every game with pages, by family then slug.
    pub fn entries(&self) -> &[Entry] {
        &self.entries
    }

    /// The game with exactly this slug.
    pub fn entry(&self, slug: &str) -> Option<&Entry> {
        self.entries.iter().find(|e| e.slug == slug)
    }

    /// The game a user means. Names are compared with [`crate::fold`]
    /// (case, accents, spaces, dashes and apostrophes ignored) against the
    /// slugs, both languages' names, the catalog's aliases, and the pages'
    /// and the registry's aliases; when several games share a name, a slug
    /// beats a name, a name beats a catalog alias, and that beats an alias.
    /// Failing an exact match, a single-letter typo (one edit) is accepted
    /// when it fits one game only and the query has three letters or more.
    ///
    /// # Errors
    /// [`NotFound`] with the three closest slugs (the games sharing the
    /// name first, when the name is ambiguous).
    pub fn lookup(&self, query: &str) -> Result<&Entry, NotFound> {
        let wanted = fold(query);
        let tied = match self.named(&wanted) {
            Ok(entry) => return Ok(&self.entries[entry]),
            Err(tied) => tied,
        };
        let mut suggestions: Vec<String> = tied.iter().map(|&i| self.entries[i].slug.clone()).collect();
        for slug in self.closest(&wanted) {
            if suggestions.len() >= 3 {
                break;
            }
            if !suggestions.contains(&slug) {
                suggestions.push(slug);
            }
        }
        suggestions.truncate(3);
        Err(NotFound {
            query: query.to_string(),
            suggestions,
        })
    }

    /// The game `query` names, as [`Rulebook::lookup`] finds it, without
    /// the suggestions it makes when none is found: cheap enough to try
    /// every run of words of a typed line.
    pub fn find(&self, query: &str) -> Option<&Entry> {
        self.named(&fold(query)).ok().map(|entry| &self.entries[entry])
    }

    /// The entry the folded name `wanted` names, or the entries it names
    /// equally well (none when it names none).
    fn named(&self, wanted: &str) -> Result<usize, Vec<usize>> {
        let mut tied: Vec<usize> = Vec::new();
        if !wanted.is_empty() {
            let exact: Vec<&Term> = self.terms.iter().filter(|t| t.key == wanted).collect();
            if let Some(best) = exact.iter().map(|t| t.rank).min() {
                tied = distinct(exact.iter().filter(|t| t.rank == best).map(|t| t.entry));
                if tied.len() == 1 {
                    return Ok(tied[0]);
                }
            }
            if tied.is_empty() && wanted.chars().count() >= 3 {
                let near = distinct(
                    self.terms
                        .iter()
                        .filter(|t| distance_within(&t.key, wanted, 1) == 1)
                        .map(|t| t.entry),
                );
                if near.len() == 1 {
                    return Ok(near[0]);
                }
            }
        }
        Err(tied)
    }

    /// Slugs by closeness to a folded name: names containing it first
    /// (shortest first), then by edit distance; playable games first among
    /// equals.
    fn closest(&self, wanted: &str) -> Vec<String> {
        let mut best: BTreeMap<usize, (usize, usize)> = BTreeMap::new();
        for t in &self.terms {
            let score = if !wanted.is_empty() && t.key.contains(wanted) {
                (0, t.key.len() - wanted.len())
            } else {
                (1, distance_within(&t.key, wanted, 64))
            };
            let slot = best.entry(t.entry).or_insert(score);
            *slot = (*slot).min(score);
        }
        let mut ranked: Vec<((usize, usize), bool, &str)> = best
            .into_iter()
            .map(|(i, score)| {
                let e = &self.entries[i];
                (score, e.status != Status::Playable, e.slug.as_str())
            })
            .collect();
        ranked.sort();
        ranked.into_iter().map(|(_, _, slug)| slug.to_string()).collect()
    }

    /// Games matching a partly typed name, best first, at most `limit`:
    /// an exact name, then names starting with the text, then names
    /// containing it, then names one typo away; playable games first among
    /// equals, then by slug. An empty text lists every game.
    pub fn autocomplete(&self, partial: &str, limit: usize) -> Vec<Completion<'_>> {
        let wanted = fold(partial);
        let mut best: BTreeMap<usize, (u8, &Term)> = BTreeMap::new();
        for t in &self.terms {
            let class = if t.key == wanted {
                0
            } else if t.key.starts_with(&wanted) {
                1
            } else if t.key.contains(&wanted) {
                2
            } else if wanted.chars().count() >= 3 && distance_within(&t.key, &wanted, 1) == 1 {
                3
            } else {
                continue;
            };
            let slot = best.entry(t.entry).or_insert((class, t));
            if (class, t.rank) < (slot.0, slot.1.rank) {
                *slot = (class, t);
            }
        }
        let mut found: Vec<(u8, bool, &str, Completion<'_>)> = best
            .into_iter()
            .map(|(i, (class, term))| {
                let entry = &self.entries[i];
                (
                    class,
                    entry.status != Status::Playable,
                    entry.slug.as_str(),
                    Completion {
                        entry,
                        matched: term.text.as_str(),
                    },
                )
            })
            .collect();
        found.sort_by(|a, b| (a.0, a.1, a.2).cmp(&(b.0, b.1, b.2)));
        found.into_iter().take(limit).map(|(_, _, _, c)| c).collect()
    }

    /// The games of `family` (all when `None`) that `players` can play (any
    /// number when `None`), by family then slug.
    pub fn list(&self, family: Option<Family>, players: Option<u8>) -> Vec<&Entry> {
        self.entries
            .iter()
            .filter(|e| family.is_none_or(|f| e.family == f))
            .filter(|e| players.is_none_or(|n| e.players.allows(n)))
            .collect()
    }

    /// The page of the game `game` names (see [`Rulebook::lookup`]) in
    /// `lang`, falling back to English.
    pub fn page(&self, game: &str, lang: Lang) -> Option<&Page> {
        self.lookup(game).ok().map(|e| e.page(lang))
    }

    /// One section of a game's page in `lang` (falling back to English):
    /// `which` is a section key (`overview`, `setup`, `play`, `moves`,
    /// `captures`, `end`, `variants`, `notes`, `here`, `why`) or a title in
    /// either language, compared forgivingly ([`SectionKey::find`]).
    ///
    /// # Errors
    /// An unknown game, an unknown section, or a section the page lacks.
    pub fn section(&self, game: &str, lang: Lang, which: &str) -> Result<&Section, SectionError> {
        let entry = self.lookup(game).map_err(SectionError::Game)?;
        let key = SectionKey::find(which).ok_or_else(|| SectionError::UnknownSection {
            which: which.to_string(),
        })?;
        let page = entry.page(lang);
        page.section(key).ok_or_else(|| SectionError::NotOnPage {
            key,
            available: page.sections.iter().map(|s| s.key).collect(),
        })
    }

    /// The catalog slugs (registered or not) without a page in each
    /// language.
    pub fn missing(&self) -> Vec<(&'static str, Family)> {
        catalog_slugs()
            .filter(|(slug, _)| {
                self.entry(slug)
                    .is_none_or(|e| !Lang::ALL.iter().all(|&l| e.has_page(l)))
            })
            .collect()
    }
}

/// Indices in first-seen order, without repeats.
fn distinct(indices: impl Iterator<Item = usize>) -> Vec<usize> {
    let mut out = Vec::new();
    for i in indices {
        if !out.contains(&i) {
            out.push(i);
        }
    }
    out
}

/// Every name of every entry, folded.
fn index(entries: &[Entry]) -> Vec<Term> {
    let mut terms = Vec::new();
    let mut add = |entry: usize, text: &str, rank: Rank| {
        let key = fold(text);
        if !key.is_empty() {
            terms.push(Term {
                key,
                text: text.to_string(),
                entry,
                rank,
            });
        }
    };
    for (i, e) in entries.iter().enumerate() {
        add(i, &e.slug, Rank::Slug);
        for page in e.pages.iter().flatten() {
            add(i, &page.name, Rank::Name);
        }
        if let Some(game) = e.game() {
            let info = game.info();
            add(i, info.name_en, Rank::Name);
            add(i, info.name_it, Rank::Name);
            for alias in info.aliases {
                add(i, alias, Rank::Alias);
            }
        }
        for (alias, slug) in CATALOG_ALIASES {
            if *slug == e.slug {
                add(i, alias, Rank::Catalog);
            }
        }
        for page in e.pages.iter().flatten() {
            for alias in &page.aliases {
                add(i, alias, Rank::Alias);
            }
        }
    }
    terms
}

/// Slugs and names that name two games. (Aliases may be shared: a name
/// like "senet" then lists its games instead of choosing one.)
fn clashes(entries: &[Entry], terms: &[Term], problems: &mut Vec<Problem>) {
    let mut owners: BTreeMap<&str, BTreeSet<usize>> = BTreeMap::new();
    for t in terms.iter().filter(|t| t.rank <= Rank::Name) {
        owners.entry(&t.key).or_default().insert(t.entry);
    }
    for (key, owners) in owners {
        if owners.len() > 1 {
            let slugs: Vec<&str> = owners.iter().map(|&i| entries[i].slug.as_str()).collect();
            let text = terms
                .iter()
                .find(|t| t.key == key && t.rank <= Rank::Name)
                .map_or(key, |t| t.text.as_str());
            problems.push(Problem {
                file: slugs.join(", "),
                line: 0,
                message: format!("the name '{text}' belongs to several games: {}", slugs.join(", ")),
            });
        }
    }
}
