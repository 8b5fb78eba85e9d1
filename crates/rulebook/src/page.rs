//! One rules page: its front matter and its sections, parsed from the
//! Markdown of `assets/rules/FORMAT.md` with every deviation reported.

use std::fmt;

use crate::Problem;
use crate::catalog::Family;

/// Longest paragraph or list item, in characters.
pub const PARAGRAPH_LIMIT: usize = 1800;
/// Longest section text, in characters.
pub const SECTION_LIMIT: usize = 3800;

/// The languages pages are written in.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum Lang {
    En,
    It,
}

impl Lang {
    /// Both languages, English (the fallback) first.
    pub const ALL: [Lang; 2] = [Lang::En, Lang::It];

    /// `en` or `it`.
    pub fn as_str(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::It => "it",
        }
    }

    /// The language of a code (`en`, `it`, `IT`, `it-IT`, `en_GB`…).
    pub fn parse(code: &str) -> Option<Lang> {
        let code = code.trim().to_ascii_lowercase();
        let base = code.split(['-', '_']).next().unwrap_or("");
        match base {
            "en" => Some(Lang::En),
            "it" => Some(Lang::It),
            _ => None,
        }
    }

    fn index(self) -> usize {
        self as usize
    }
}

impl fmt::Display for Lang {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// Whether and how a game can be played here.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum Status {
    /// Registered in the engine.
    Playable,
    /// Chat-playable, not built yet.
    Planned,
    /// Cannot be played in a chat (dexterity, sound, touch, 3-D objects).
    NotChat,
    /// The source text is missing or incomplete.
    Incomplete,
}

impl Status {
    /// The front-matter word (`not-chat`).
    pub fn as_str(self) -> &'static str {
        match self {
            Status::Playable => "playable",
            Status::Planned => "planned",
            Status::NotChat => "not-chat",
            Status::Incomplete => "incomplete",
        }
    }

    /// The status of a front-matter word.
    pub fn parse(word: &str) -> Option<Status> {
        [
            Status::Playable,
            Status::Planned,
            Status::NotChat,
            Status::Incomplete,
        ]
        .into_iter()
        .find(|s| s.as_str() == word.trim())
    }

    /// A short label for game lists.
    pub fn label(self, lang: Lang) -> &'static str {
        match (self, lang) {
            (Status::Playable, Lang::En) => "playable",
            (Status::Playable, Lang::It) => "giocabile",
            (Status::Planned, Lang::En) => "coming",
            (Status::Planned, Lang::It) => "in arrivo",
            (Status::NotChat, Lang::En) => "not for chat",
            (Status::NotChat, Lang::It) => "non adatto alla chat",
            (Status::Incomplete, Lang::En) => "text incomplete",
            (Status::Incomplete, Lang::It) => "testo incompleto",
        }
    }
}

impl fmt::Display for Status {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// What `planned` pages say about being played here.
pub fn not_yet_playable(lang: Lang) -> &'static str {
    match lang {
        Lang::En => "Not yet playable in Tavolo",
        Lang::It => "Non ancora giocabile su Tavolo",
    }
}

/// How many players a game takes: `2`, or a range `2-4`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Players {
    pub min: u8,
    pub max: u8,
}

impl Players {
    /// Reads `2` or `2-4` (at least 1, the smaller number first).
    pub fn parse(text: &str) -> Option<Players> {
        let number = |t: &str| t.trim().parse::<u8>().ok().filter(|n| *n >= 1);
        let (min, max) = match text.split_once('-') {
            Some((a, b)) => (number(a)?, number(b)?),
            None => {
                let n = number(text)?;
                (n, n)
            }
        };
        (min <= max).then_some(Players { min, max })
    }

    /// Whether `n` players can play.
    pub fn allows(self, n: u8) -> bool {
        (self.min..=self.max).contains(&n)
    }
}

impl fmt::Display for Players {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.min == self.max {
            write!(f, "{}", self.min)
        } else {
            write!(f, "{}-{}", self.min, self.max)
        }
    }
}

/// The sections a page may have, in page order.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum SectionKey {
    Overview,
    Setup,
    Play,
    Moves,
    Captures,
    End,
    Variants,
    Notes,
    Here,
    Why,
}

/// Whether a page of some status must, may or must not have a section.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Need {
    Required,
    Optional,
    Absent,
}

impl SectionKey {
    /// Every section, in page order.
    pub const ALL: [SectionKey; 10] = [
        SectionKey::Overview,
        SectionKey::Setup,
        SectionKey::Play,
        SectionKey::Moves,
        SectionKey::Captures,
        SectionKey::End,
        SectionKey::Variants,
        SectionKey::Notes,
        SectionKey::Here,
        SectionKey::Why,
    ];

    /// The key word (`overview`, `here`…).
    pub fn as_str(self) -> &'static str {
        match self {
            SectionKey::Overview => "overview",
            SectionKey::Setup => "setup",
            SectionKey::Play => "play",
            SectionKey::Moves => "moves",
            SectionKey::Captures => "captures",
            SectionKey::End => "end",
            SectionKey::Variants => "variants",
            SectionKey::Notes => "notes",
            SectionKey::Here => "here",
            SectionKey::Why => "why",
        }
    }

    /// The fixed heading of the section in `lang`.
    pub fn title(self, lang: Lang) -> &'static str {
        const TITLES: [[&str; 2]; 10] = [
            ["Overview", "Panoramica"],
            ["Set-up", "Preparazione"],
            ["Play", "Svolgimento"],
            ["Moves", "Mosse"],
            ["Captures", "Catture"],
            ["End and scoring", "Fine e punteggio"],
            ["Variants and options", "Varianti e opzioni"],
            ["Notes", "Note"],
            ["Playing here", "Come si gioca qui"],
            ["Why not here", "Perché non qui"],
        ];
        TITLES[self as usize][lang.index()]
    }

    /// Other words players use for the section, in either language
    /// (`/regole mulino prese`).
    fn other_names(self) -> &'static [&'static str] {
        match self {
            SectionKey::Overview => &["intro", "introduzione", "riassunto", "summary"],
            SectionKey::Setup => &["setup", "disposizione", "inizio", "start", "board", "tavoliere"],
            SectionKey::Play => &["gioco", "turno", "turn", "rules", "regole", "how to play"],
            SectionKey::Moves => &["movimento", "movimenti", "mossa", "move", "movement"],
            SectionKey::Captures => &["prese", "presa", "cattura", "capture", "taking"],
            SectionKey::End => &[
                "fine",
                "punteggio",
                "vittoria",
                "end",
                "scoring",
                "winning",
                "win",
            ],
            SectionKey::Variants => &["varianti", "opzioni", "variants", "options"],
            SectionKey::Notes => &["storia", "fonti", "sources"],
            SectionKey::Here => &["qui", "comandi", "here", "commands", "notation", "notazione"],
            SectionKey::Why => &["perche", "why"],
        }
    }

    /// Whether a page of `status` needs this section.
    pub fn need(self, status: Status) -> Need {
        match self {
            SectionKey::Overview
            | SectionKey::Setup
            | SectionKey::Play
            | SectionKey::End
            | SectionKey::Notes => Need::Required,
            SectionKey::Moves | SectionKey::Captures | SectionKey::Variants => Need::Optional,
            SectionKey::Here if status == Status::Playable => Need::Required,
            SectionKey::Why if matches!(status, Status::NotChat | Status::Incomplete) => Need::Required,
            SectionKey::Here | SectionKey::Why => Need::Absent,
        }
    }

    /// The section a user means: its key or its title in either language,
    /// compared forgivingly (see [`crate::fold`]); failing that, a unique
    /// prefix or part of at least three letters (`varianti`, `scoring`), or
    /// a unique one-letter typo.
    pub fn find(which: &str) -> Option<SectionKey> {
        let wanted = crate::fold(which);
        if wanted.is_empty() {
            return None;
        }
        let names = |k: SectionKey| {
            [k.as_str(), k.title(Lang::En), k.title(Lang::It)]
                .into_iter()
                .chain(k.other_names().iter().copied())
                .map(crate::fold)
        };
        if let Some(k) = SectionKey::ALL
            .into_iter()
            .find(|&k| names(k).any(|n| n == wanted))
        {
            return Some(k);
        }
        if wanted.chars().count() < 3 {
            return None;
        }
        let unique = |hits: Vec<SectionKey>| (hits.len() == 1).then(|| hits[0]);
        let partial: Vec<SectionKey> = SectionKey::ALL
            .into_iter()
            .filter(|&k| names(k).any(|n| n.contains(&wanted)))
            .collect();
        if !partial.is_empty() {
            return unique(partial);
        }
        unique(
            SectionKey::ALL
                .into_iter()
                .filter(|&k| names(k).any(|n| crate::fold::distance_within(&n, &wanted, 1) == 1))
                .collect(),
        )
    }
}

impl fmt::Display for SectionKey {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// A paragraph or a list item of a section, on one line.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Unit {
    /// The text; a list item keeps its marker (`- `, `1. `).
    pub text: String,
    /// Whether the unit continues the block of the one before (the next
    /// item of the same list): joined by a line break, not a blank line.
    pub same_block: bool,
}

/// One section of a page.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Section {
    pub key: SectionKey,
    /// The heading, in the page's language.
    pub title: &'static str,
    /// The paragraphs and list items, each on one line (wrapped source
    /// lines are joined).
    pub units: Vec<Unit>,
    text: String,
}

impl Section {
    fn new(key: SectionKey, lang: Lang, units: Vec<Unit>) -> Section {
        let mut text = String::new();
        for (i, unit) in units.iter().enumerate() {
            if i > 0 {
                text.push_str(if unit.same_block { "\n" } else { "\n\n" });
            }
            text.push_str(&unit.text);
        }
        Section {
            key,
            title: key.title(lang),
            units,
            text,
        }
    }

    /// The section's Markdown, without its heading: blocks separated by a
    /// blank line, list items by a line break.
    pub fn text(&self) -> &str {
        &self.text
    }

    /// The section split into chat messages of at most `limit` characters
    /// (see [`crate::messages`]).
    pub fn messages(&self, limit: usize) -> Vec<String> {
        crate::split::messages(self, limit)
    }
}

/// A `/move` example of a `here` section: the moves leading to its
/// position (from the start) and the move.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct MoveExample {
    pub after: Vec<String>,
    pub text: String,
}

/// One rules page in one language.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Page {
    /// The file it came from (`awele.en.md`).
    pub file: String,
    pub slug: String,
    pub lang: Lang,
    pub name: String,
    pub family: Family,
    pub players: Players,
    pub status: Status,
    /// Other names, as written.
    pub aliases: Vec<String>,
    /// The sections, in page order.
    pub sections: Vec<Section>,
}

impl Page {
    /// The section `key`, if the page has it.
    pub fn section(&self, key: SectionKey) -> Option<&Section> {
        self.sections.iter().find(|s| s.key == key)
    }

    /// What the page says about playing the game here: nothing for playable
    /// games, "Not yet playable in Tavolo" (or the Italian) for planned
    /// ones, and for the others the page's own `why` section.
    pub fn status_line(&self) -> Option<&str> {
        match self.status {
            Status::Playable => None,
            Status::Planned => Some(not_yet_playable(self.lang)),
            Status::NotChat | Status::Incomplete => self.section(SectionKey::Why).map(Section::text),
        }
    }

    /// The `/move` examples of the page, each with the `after:` moves that
    /// come before it in its paragraph or list item (an `after:` span holds
    /// for the `/move` spans that follow it, until the next `after:`).
    pub fn move_examples(&self) -> Vec<MoveExample> {
        let mut out = Vec::new();
        for section in &self.sections {
            for unit in &section.units {
                let mut after: Vec<String> = Vec::new();
                for span in code_spans(&unit.text) {
                    let span = span.trim();
                    if let Some(moves) = span.strip_prefix("after:") {
                        after = moves.split_whitespace().map(str::to_string).collect();
                    } else if let Some(text) = span.strip_prefix("/move ") {
                        out.push(MoveExample {
                            after: after.clone(),
                            text: text.trim().to_string(),
                        });
                    }
                }
            }
        }
        out
    }
}

/// The contents of the code spans of `text`, in order (single backticks;
/// an unclosed one is ignored).
pub(crate) fn code_spans(text: &str) -> Vec<&str> {
    let mut spans = Vec::new();
    let mut rest = text;
    while let Some(open) = rest.find('`') {
        let after = &rest[open + 1..];
        let Some(close) = after.find('`') else { break };
        spans.push(&after[..close]);
        rest = &after[close + 1..];
    }
    spans
}

/// The text outside code spans (for checks that must not look inside).
fn outside_code(text: &str) -> String {
    text.split('`').step_by(2).collect::<Vec<_>>().join(" ")
}

/// Parses one page file. `None` when the file cannot stand for a page (its
/// name, slug or language is unusable); every problem is pushed.
pub(crate) fn parse(file: &str, source: &str, problems: &mut Vec<Problem>) -> Option<Page> {
    let mut report = |line: usize, message: String| {
        problems.push(Problem {
            file: file.to_string(),
            line,
            message,
        });
    };
    let (file_slug, file_lang) = match split_file_name(file) {
        Some(parts) => parts,
        None => {
            report(
                0,
                "the file name is not <slug>.<lang>.md with lang en or it".into(),
            );
            return None;
        }
    };
    let source = source
        .strip_prefix('\u{feff}')
        .unwrap_or(source)
        .replace("\r\n", "\n");
    let lines: Vec<&str> = source.lines().collect();

    // Front matter.
    if lines.first().map(|l| l.trim_end()) != Some("---") {
        report(
            1,
            "the page does not start with a front-matter block (---)".into(),
        );
        return None;
    }
    let Some(close) = lines
        .iter()
        .skip(1)
        .position(|l| l.trim_end() == "---")
        .map(|i| i + 1)
    else {
        report(1, "the front-matter block is not closed by ---".into());
        return None;
    };
    let mut fields: Vec<(&str, &str, usize)> = Vec::new();
    for (i, line) in lines.iter().enumerate().take(close).skip(1) {
        if line.trim().is_empty() {
            continue;
        }
        match line.split_once(':') {
            Some((k, v)) => {
                let k = k.trim();
                if fields.iter().any(|(seen, _, _)| *seen == k) {
                    report(i + 1, format!("front-matter field '{k}' is given twice"));
                } else {
                    fields.push((k, v.trim(), i + 1));
                }
            }
            None => report(
                i + 1,
                format!("front-matter line '{}' is not 'field: value'", line.trim()),
            ),
        }
    }
    const KNOWN: [&str; 7] = ["slug", "lang", "name", "family", "players", "status", "aliases"];
    for (k, _, line) in &fields {
        if !KNOWN.contains(k) {
            report(*line, format!("unknown front-matter field '{k}'"));
        }
    }
    let field = |name: &str| {
        fields
            .iter()
            .find(|(k, _, _)| *k == name)
            .map(|(_, v, l)| (*v, *l))
    };
    let required = |name: &str, report: &mut dyn FnMut(usize, String)| match field(name) {
        Some((v, _)) if !v.is_empty() => Some(v),
        Some((_, line)) => {
            report(line, format!("front-matter field '{name}' is empty"));
            None
        }
        None => {
            report(1, format!("front-matter field '{name}' is missing"));
            None
        }
    };

    let slug = required("slug", &mut report);
    let lang = required("lang", &mut report);
    let name = required("name", &mut report);
    let family = required("family", &mut report);
    let players = required("players", &mut report);
    let status = required("status", &mut report);

    let mut usable = true;
    match slug {
        Some(s) if s == file_slug => {}
        Some(s) => {
            report(
                1,
                format!("slug '{s}' differs from the file name's '{file_slug}'"),
            );
            usable = false;
        }
        None => usable = false,
    }
    match lang {
        Some(l) if l == file_lang.as_str() => {}
        Some(l) => {
            report(
                1,
                format!("lang '{l}' differs from the file name's '{file_lang}'"),
            );
            usable = false;
        }
        None => usable = false,
    }
    let family = family.and_then(|f| {
        let parsed = Family::parse(f);
        if parsed.is_none() {
            let known: Vec<&str> = Family::ALL.iter().map(|f| f.as_str()).collect();
            report(1, format!("family '{f}' is not one of {}", known.join(", ")));
        }
        parsed
    });
    let players = players.and_then(|p| {
        let parsed = Players::parse(p);
        if parsed.is_none() {
            report(1, format!("players '{p}' is not a number or a range like 2-4"));
        }
        parsed
    });
    let status = status.and_then(|s| {
        let parsed = Status::parse(s);
        if parsed.is_none() {
            report(
                1,
                format!("status '{s}' is not one of playable, planned, not-chat, incomplete"),
            );
        }
        parsed
    });
    let aliases: Vec<String> = field("aliases")
        .map(|(v, _)| {
            v.split(',')
                .map(str::trim)
                .filter(|a| !a.is_empty())
                .map(str::to_string)
                .collect()
        })
        .unwrap_or_default();
    let (Some(name), Some(family), Some(players), Some(status), true) =
        (name, family, players, status, usable)
    else {
        return None;
    };

    // Sections.
    let sections = parse_sections(&lines, close + 1, file_lang, status, &mut report);
    Some(Page {
        file: file.to_string(),
        slug: file_slug.to_string(),
        lang: file_lang,
        name: name.to_string(),
        family,
        players,
        status,
        aliases,
        sections,
    })
}

/// `awele.en.md` → (`awele`, English).
fn split_file_name(file: &str) -> Option<(&str, Lang)> {
    let stem = file.strip_suffix(".md")?;
    let (slug, lang) = stem.rsplit_once('.')?;
    let lang = match lang {
        "en" => Lang::En,
        "it" => Lang::It,
        _ => return None,
    };
    let well_formed = !slug.is_empty()
        && slug
            .chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-');
    well_formed.then_some((slug, lang))
}

/// A section being read: its key, the line of its heading, its units.
struct Draft {
    key: SectionKey,
    line: usize,
    units: Vec<Unit>,
}

/// Reads the sections after the front matter (from 0-based line `start`).
fn parse_sections(
    lines: &[&str],
    start: usize,
    lang: Lang,
    status: Status,
    report: &mut dyn FnMut(usize, String),
) -> Vec<Section> {
    let mut drafts: Vec<Draft> = Vec::new();
    // Whether lines go to the current draft (false before the first heading
    // and under an unknown heading).
    let mut open = false;
    let mut block_open = false;
    for (i, raw) in lines.iter().enumerate().skip(start) {
        let n = i + 1;
        let line = raw.trim_end();
        let trimmed = line.trim_start();
        if trimmed.is_empty() {
            block_open = false;
            continue;
        }
        if trimmed.starts_with('#') {
            block_open = false;
            let level = trimmed.chars().take_while(|c| *c == '#').count();
            let title = trimmed[level..].trim();
            if level != 2 || !line.starts_with("##") {
                report(
                    n,
                    format!("only level-2 headings (## Title) are allowed: '{trimmed}'"),
                );
                open = false;
                continue;
            }
            match heading_key(title, lang) {
                Ok(key) => {
                    drafts.push(Draft {
                        key,
                        line: n,
                        units: Vec::new(),
                    });
                    open = true;
                }
                Err(message) => {
                    report(n, message);
                    open = false;
                }
            }
            continue;
        }
        if !open {
            if drafts.is_empty() {
                report(n, "text before the first section heading".into());
            }
            continue;
        }
        check_line(trimmed, n, report);
        let draft = drafts.last_mut().expect("open implies a draft");
        let item = list_marker(trimmed);
        if let Some(marker_len) = item {
            let body = trimmed[marker_len..].trim();
            let marker = &trimmed[..marker_len];
            let marker = if marker.starts_with(['*', '+']) {
                "- "
            } else {
                marker
            };
            draft.units.push(Unit {
                text: format!("{marker}{body}"),
                same_block: block_open,
            });
        } else if block_open {
            let unit = draft.units.last_mut().expect("an open block has a unit");
            unit.text.push(' ');
            unit.text.push_str(trimmed);
        } else {
            draft.units.push(Unit {
                text: trimmed.to_string(),
                same_block: false,
            });
        }
        block_open = true;
    }

    // Order, duplicates, emptiness and lengths.
    let mut sections: Vec<Section> = Vec::new();
    let mut last: Option<SectionKey> = None;
    for draft in drafts {
        if let Some(previous) = last {
            if draft.key == previous {
                report(
                    draft.line,
                    format!("section '{}' appears twice", draft.key.title(lang)),
                );
                continue;
            }
            if draft.key < previous {
                report(
                    draft.line,
                    format!(
                        "section '{}' comes after '{}'; the order is {}",
                        draft.key.title(lang),
                        previous.title(lang),
                        SectionKey::ALL.map(|k| k.title(lang)).join(", ")
                    ),
                );
            }
        }
        last = Some(last.map_or(draft.key, |p| p.max(draft.key)));
        if draft.units.is_empty() {
            report(
                draft.line,
                format!("section '{}' is empty", draft.key.title(lang)),
            );
        }
        for unit in &draft.units {
            let length = unit.text.chars().count();
            if length > PARAGRAPH_LIMIT {
                report(
                    draft.line,
                    format!(
                        "a paragraph of section '{}' has {length} characters (at most {PARAGRAPH_LIMIT}): '{}…'",
                        draft.key.title(lang),
                        unit.text.chars().take(40).collect::<String>()
                    ),
                );
            }
            if unit.text.matches('`').count() % 2 == 1 {
                report(
                    draft.line,
                    format!(
                        "a paragraph of section '{}' has an unclosed code span: '{}…'",
                        draft.key.title(lang),
                        unit.text.chars().take(40).collect::<String>()
                    ),
                );
            }
        }
        let section = Section::new(draft.key, lang, draft.units);
        let length = section.text().chars().count();
        if length > SECTION_LIMIT {
            report(
                draft.line,
                format!(
                    "section '{}' has {length} characters (at most {SECTION_LIMIT})",
                    section.title
                ),
            );
        }
        let examples = section
            .units
            .iter()
            .flat_map(|u| code_spans(&u.text))
            .any(|s| s.trim_start().starts_with("/move") || s.trim_start().starts_with("after:"));
        if examples && (section.key != SectionKey::Here || status != Status::Playable) {
            report(
                draft.line,
                format!(
                    "move examples (`/move …`, `after: …`) belong only in the '{}' section of playable games",
                    SectionKey::Here.title(lang)
                ),
            );
        }
        sections.push(section);
    }
    for key in SectionKey::ALL {
        let present = sections.iter().any(|s| s.key == key);
        match key.need(status) {
            Need::Required if !present => report(
                0,
                format!(
                    "section '{}' is missing (required for status {status})",
                    key.title(lang)
                ),
            ),
            Need::Absent if present => report(
                0,
                format!(
                    "section '{}' is not allowed with status {status}",
                    key.title(lang)
                ),
            ),
            _ => {}
        }
    }
    sections
}

/// The key of a heading, which must be the exact title in the page's
/// language.
fn heading_key(title: &str, lang: Lang) -> Result<SectionKey, String> {
    if let Some(k) = SectionKey::ALL.into_iter().find(|k| k.title(lang) == title) {
        return Ok(k);
    }
    let other = match lang {
        Lang::En => Lang::It,
        Lang::It => Lang::En,
    };
    if let Some(k) = SectionKey::ALL.into_iter().find(|k| k.title(other) == title) {
        return Err(format!(
            "heading '{title}' is the {other} title; in a {lang} page write '{}'",
            k.title(lang)
        ));
    }
    let folded = crate::fold(title);
    if let Some(k) = SectionKey::ALL
        .into_iter()
        .find(|k| crate::fold(k.title(lang)) == folded || k.as_str() == folded)
    {
        return Err(format!(
            "heading '{title}' should read exactly '{}'",
            k.title(lang)
        ));
    }
    Err(format!(
        "unknown section '{title}'; the sections are {}",
        SectionKey::ALL.map(|k| k.title(lang)).join(", ")
    ))
}

/// The length of a list marker at the start of `line` (`- `, `* `, `+ `,
/// `1. `, `12) `), if it has one.
fn list_marker(line: &str) -> Option<usize> {
    if line.starts_with("- ") || line.starts_with("* ") || line.starts_with("+ ") {
        return Some(2);
    }
    let digits = line.chars().take_while(char::is_ascii_digit).count();
    let rest = &line[digits..];
    ((1..=2).contains(&digits) && (rest.starts_with(". ") || rest.starts_with(") "))).then_some(digits + 2)
}

/// What plain Markdown pages must not hold: tables, images, HTML, fenced
/// code.
fn check_line(line: &str, n: usize, report: &mut dyn FnMut(usize, String)) {
    if line.starts_with("```") || line.starts_with("~~~") {
        report(n, "fenced code blocks are not allowed; use `code` spans".into());
    } else if line.starts_with('|') {
        report(n, "tables are not allowed".into());
    } else if line.starts_with('>') {
        report(n, "block quotes are not allowed".into());
    }
    let plain = outside_code(line);
    if plain.contains("![") {
        report(n, "images are not allowed".into());
    }
    let html = plain
        .as_bytes()
        .windows(2)
        .any(|w| w[0] == b'<' && (w[1].is_ascii_alphabetic() || w[1] == b'/' || w[1] == b'!'));
    if html {
        report(
            n,
            "HTML is not allowed (put <…> inside a `code` span if it is notation)".into(),
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const GOOD: &str = "---\nslug: nim\nlang: en\nname: Nim\nfamily: capture\nplayers: 2\nstatus: playable\n\
        aliases: marienbad, matches\n---\n\n## Overview\n\nAn old game,\nwrapped over lines.\n\n\
        ## Set-up\n\nRows.\n\n## Play\n\n- one\n- two\n  continued\n\n## End and scoring\n\nLast loses.\n\n\
        ## Notes\n\nNone.\n\n## Playing here\n\n`after: 4:3` `/move 3:5` and `/move 1:1`.\n";

    fn parse_ok(file: &str, text: &str) -> (Option<Page>, Vec<Problem>) {
        let mut problems = Vec::new();
        let page = parse(file, text, &mut problems);
        (page, problems)
    }

    #[test]
    fn a_good_page_parses_without_problems() {
        let (page, problems) = parse_ok("nim.en.md", GOOD);
        assert!(problems.is_empty(), "{problems:?}");
        let page = page.unwrap();
        assert_eq!(page.aliases, ["marienbad", "matches"]);
        assert_eq!(page.players, Players { min: 2, max: 2 });
        let keys: Vec<SectionKey> = page.sections.iter().map(|s| s.key).collect();
        use SectionKey::*;
        assert_eq!(keys, [Overview, Setup, Play, End, Notes, Here]);
        assert_eq!(page.sections[0].text(), "An old game, wrapped over lines.");
        assert_eq!(page.sections[2].text(), "- one\n- two continued");
        let examples = page.move_examples();
        assert_eq!(examples.len(), 2);
        assert_eq!(examples[0].after, ["4:3"]);
        assert_eq!(examples[1].text, "1:1");
    }

    fn messages_of(file: &str, text: &str) -> Vec<String> {
        parse_ok(file, text).1.into_iter().map(|p| p.message).collect()
    }

    #[test]
    fn front_matter_faults_are_reported() {
        let text = GOOD
            .replace("family: capture", "family: puzzles")
            .replace("players: 2", "players: two")
            .replace("aliases:", "colour: red\naliases:");
        let found = messages_of("nim.en.md", &text).join("\n");
        assert!(found.contains("family 'puzzles'"), "{found}");
        assert!(found.contains("players 'two'"), "{found}");
        assert!(found.contains("unknown front-matter field 'colour'"), "{found}");
        let found = messages_of("nim.it.md", GOOD).join("\n");
        assert!(found.contains("lang 'en' differs"), "{found}");
        assert!(!messages_of("nim.md", GOOD).is_empty());
    }

    #[test]
    fn sections_are_checked_for_order_titles_and_status() {
        let swapped = GOOD.replace(
            "## Set-up\n\nRows.\n\n## Play\n\n",
            "## Play\n\nx\n\n## Set-up\n\nRows.\n\n",
        );
        let found = messages_of("nim.en.md", &swapped).join("\n");
        assert!(found.contains("comes after"), "{found}");
        let italian = GOOD.replace("## Notes", "## Note");
        let found = messages_of("nim.en.md", &italian).join("\n");
        assert!(found.contains("is the it title"), "{found}");
        let unknown = GOOD.replace("## Notes\n\nNone.", "## Notes\n\nNone.\n\n## History\n\nOld.");
        let found = messages_of("nim.en.md", &unknown).join("\n");
        assert!(found.contains("unknown section 'History'"), "{found}");
        let planned = GOOD.replace("status: playable", "status: planned");
        let found = messages_of("nim.en.md", &planned).join("\n");
        assert!(found.contains("'Playing here' is not allowed"), "{found}");
        let not_chat = GOOD.replace("status: playable", "status: not-chat").replace(
            "## Playing here\n\n`after: 4:3` `/move 3:5` and `/move 1:1`.\n",
            "",
        );
        let found = messages_of("nim.en.md", &not_chat).join("\n");
        assert!(found.contains("'Why not here' is missing"), "{found}");
    }

    #[test]
    fn lengths_and_markup_are_limited() {
        let long = "word ".repeat(400);
        let text = GOOD.replace(
            "Last loses.",
            &format!("{long}\n\n{long}\n\n<b>x</b>\n\n| a | b |"),
        );
        let found = messages_of("nim.en.md", &text).join("\n");
        assert!(found.contains("has 1999 characters"), "{found}");
        assert!(found.contains("at most 3800"), "{found}");
        assert!(found.contains("HTML"), "{found}");
        assert!(found.contains("tables"), "{found}");
        let code = GOOD.replace("Last loses.", "Type `<pit>` or `/move a");
        let found = messages_of("nim.en.md", &code).join("\n");
        assert!(!found.contains("HTML"), "{found}");
        assert!(found.contains("unclosed code span"), "{found}");
    }

    #[test]
    fn move_examples_belong_in_the_here_section() {
        let text = GOOD.replace("Last loses.", "Like `/move 1:1`.");
        let found = messages_of("nim.en.md", &text).join("\n");
        assert!(found.contains("belong only in the 'Playing here'"), "{found}");
    }

    #[test]
    fn section_names_are_found_forgivingly() {
        use SectionKey::*;
        assert_eq!(SectionKey::find("Set-up"), Some(Setup));
        assert_eq!(SectionKey::find("setup"), Some(Setup));
        assert_eq!(SectionKey::find("PREPARAZIONE"), Some(Setup));
        assert_eq!(SectionKey::find("fine e punteggio"), Some(End));
        assert_eq!(SectionKey::find("scoring"), Some(End));
        assert_eq!(SectionKey::find("varianti"), Some(Variants));
        assert_eq!(SectionKey::find("perche non qui"), Some(Why));
        assert_eq!(SectionKey::find("Come si gioca qui"), Some(Here));
        assert_eq!(SectionKey::find("captrues"), None);
        assert_eq!(SectionKey::find("catures"), Some(Captures));
        assert_eq!(SectionKey::find("note"), Some(Notes));
        assert_eq!(SectionKey::find("history"), None);
        assert_eq!(SectionKey::find("prese"), Some(Captures));
        assert_eq!(SectionKey::find("frobnicate"), None);
    }

    #[test]
    fn players_read_numbers_and_ranges() {
        assert_eq!(Players::parse("2"), Some(Players { min: 2, max: 2 }));
        assert_eq!(Players::parse("2-4"), Some(Players { min: 2, max: 4 }));
        assert_eq!(Players::parse("4-2"), None);
        assert_eq!(Players::parse("0"), None);
        assert!(Players::parse("2-4").unwrap().allows(3));
    }
}
