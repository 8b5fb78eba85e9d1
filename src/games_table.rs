//! The README's games table, made from the registry and the rules pages so
//! it cannot drift: `tavolo games --markdown` prints it, and a test
//! (`tests/suite/readme.rs`) compares it with README.md.

use std::collections::BTreeMap;
use std::fmt::Write as _;

use games::{GameInfo, Status};
use rulebook::Lang;

/// `/move` examples shown per game.
const EXAMPLES: usize = 4;

/// The table, one row per registered game, by family then slug (the order
/// of `/games`).
pub fn markdown() -> String {
    let mut entries: Vec<&games::registry::Entry> = games::registry::GAMES.iter().collect();
    entries.sort_by_key(|e| (e.info().family, e.info().slug));
    let mut out = String::from("| slug | game | moves look like | chance |\n|---|---|---|---|\n");
    for entry in entries {
        let info = entry.info();
        let chance = if info.chance { "yes" } else { "no" };
        writeln!(
            out,
            "| `{}` | {} | {} | {chance} |",
            info.slug,
            cell(&game(info)),
            moves(entry)
        )
        .expect("writing to a String");
    }
    out
}

/// "Name — summary (options `a`, `b`)".
fn game(info: &GameInfo) -> String {
    let mut text = format!("{} — {}", info.name_en, info.summary);
    let options: Vec<String> = info.options.iter().map(|o| format!("`{}`", o.name)).collect();
    match options.len() {
        0 => {}
        1 => write!(text, " (option {})", options[0]).expect("writing to a String"),
        _ => write!(text, " (options {})", options.join(", ")).expect("writing to a String"),
    }
    text
}

/// The first distinct `/move` examples of the English rules page, in
/// canonical notation (a rulebook test plays them where the page puts
/// them), and for a game with chance a throw.
fn moves(entry: &games::registry::Entry) -> String {
    let (shown, throw) = examples(entry);
    let mut text = shown
        .iter()
        .map(|m| format!("`{}`", cell(m)))
        .collect::<Vec<_>>()
        .join(", ");
    if let Some(throw) = throw {
        if !text.is_empty() {
            text.push_str("; ");
        }
        write!(text, "throws `{}`", cell(&throw)).expect("writing to a String");
    }
    if text.is_empty() { "—".to_string() } else { text }
}

/// The page's examples replayed: their canonical texts (distinct, at most
/// [`EXAMPLES`]), and the first throw met on the way, or else the first
/// throw of a new game. An example that does not replay is left out.
fn examples(entry: &games::registry::Entry) -> (Vec<String>, Option<String>) {
    let info = entry.info();
    let defaults = BTreeMap::new();
    let mut shown: Vec<String> = Vec::new();
    let mut throw = None;
    let page_examples = rulebook::book()
        .entry(info.slug)
        .map(|e| e.page(Lang::En).move_examples())
        .unwrap_or_default();
    for example in page_examples {
        let Ok(mut game) = entry.start(&defaults) else {
            break;
        };
        let mut replayed = true;
        for mv in &example.after {
            let at_chance = game.status() == Status::Chance;
            match game.play(mv) {
                Ok(text) if at_chance => {
                    throw.get_or_insert(text);
                }
                Ok(_) => {}
                Err(_) => replayed = false,
            }
        }
        if let (true, Ok(text)) = (replayed, game.play(&example.text))
            && shown.len() < EXAMPLES
            && !shown.contains(&text)
        {
            shown.push(text);
        }
    }
    if info.chance && throw.is_none() {
        throw = entry
            .start(&defaults)
            .ok()
            .and_then(|game| game.chance().into_iter().next().map(|(text, _)| text));
    }
    (shown, throw)
}

/// Text safe inside a table cell: a `|` would end the cell.
fn cell(text: &str) -> String {
    text.replace('|', "\\|")
}

/// The playable games as `tavolo games` prints them: one line each, by
/// slug, the names in columns as wide as the longest slug.
pub fn plain() -> String {
    let mut infos: Vec<&GameInfo> = games::registry::GAMES.iter().map(|e| e.info()).collect();
    infos.sort_by_key(|i| i.slug);
    let width = infos.iter().map(|i| i.slug.chars().count()).max().unwrap_or(0);
    let mut out = String::new();
    for info in infos {
        let _ = writeln!(out, "{:<width$}  {} / {}", info.slug, info.name_en, info.name_it);
    }
    out
}

#[cfg(test)]
mod tests {
    /// Issue 37, point 16: sorted, and every name starts in one column.
    #[test]
    fn the_plain_list_is_sorted_and_aligned() {
        let text = super::plain();
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines.len(), games::registry::GAMES.len());
        let slugs: Vec<&str> = lines
            .iter()
            .map(|l| l.split_whitespace().next().unwrap())
            .collect();
        let mut sorted = slugs.clone();
        sorted.sort();
        assert_eq!(slugs, sorted);
        let column = |l: &str| l.len() - l[l.find(' ').unwrap()..].trim_start().len();
        assert!(lines.iter().all(|l| column(l) == column(lines[0])), "{text}");
    }

    #[test]
    fn every_registered_game_has_a_row() {
        let table = super::markdown();
        for entry in games::registry::GAMES {
            let slug = entry.info().slug;
            assert!(table.contains(&format!("| `{slug}` |")), "{slug}");
        }
        assert_eq!(table.lines().count(), games::registry::GAMES.len() + 2);
    }
}
