//! The core names commands as they are typed (`/board #3`, `/tavola #3`);
//! on Discord they are slash commands with names of their own, shown in
//! the reader's language (`/game board`, `/partita tavola`), both taken
//! from the core's command table. Texts are rewritten here, before they
//! are sent.

use crate::app::Lang;
use crate::app::commands::{CommandDef, GAME_GROUP, Slash, find};

/// The command as Discord shows it in `lang` (`/partita tavola`).
fn slash(command: &CommandDef, lang: Lang) -> String {
    match command.slash {
        Slash::Game | Slash::GameAs(..) => {
            let group = match lang {
                Lang::En => GAME_GROUP.0,
                Lang::It => GAME_GROUP.1,
            };
            format!("/{group} {}", command.slash_name(lang))
        }
        Slash::Top => format!("/{}", command.slash_name(lang)),
    }
}

/// The length of a leading ` (/a, /b)` or ` (a, b)` whose every word
/// names `command` (the other words help lists after the first, which
/// Discord has no use for), or 0.
fn other_words(rest: &str, named: impl Fn(&str) -> bool) -> usize {
    let Some(inside) = rest.strip_prefix(" (") else {
        return 0;
    };
    let Some(end) = inside.find(')') else {
        return 0;
    };
    let all_named = inside[..end]
        .split(", ")
        .all(|w| named(w.strip_prefix('/').unwrap_or(w)));
    if all_named { 2 + end + 1 } else { 0 }
}

/// `text` with every typed command (a `/` starting a word, then a
/// command's word) written as Discord's slash command in `lang`; a
/// subcommand's word after it (`/torneo entra`) takes its Discord name.
pub fn slash_text(text: &str, lang: Lang) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    let mut before: Option<char> = None;
    while let Some(at) = rest.find('/') {
        let (head, tail) = rest.split_at(at);
        out.push_str(head);
        if let Some(c) = head.chars().last() {
            before = Some(c);
        }
        let word: String = tail[1..]
            .chars()
            .take_while(|c| c.is_ascii_alphabetic())
            .collect();
        let after = tail[1 + word.len()..].chars().next();
        let starts_word = before.is_none_or(|c| c.is_whitespace() || "([\"'«".contains(c));
        let ends_word = after.is_none_or(|c| !c.is_alphanumeric() && c != '/' && c != '@');
        match find(&word) {
            Some(command) if starts_word && ends_word && !word.is_empty() => {
                out.push_str(&slash(command, lang));
                rest = &tail[1 + word.len()..];
                rest = &rest[other_words(rest, |w| find(w).is_some_and(|c| std::ptr::eq(c, command)))..];
                rest = subcommand(command, rest, lang, &mut out);
            }
            _ => {
                out.push('/');
                rest = &tail[1..];
            }
        }
        before = Some('/');
        if let Some(c) = out.chars().last() {
            before = Some(c);
        }
    }
    out.push_str(rest);
    out
}

/// After a command with subcommands, a word naming one (` entra #3`) is
/// written as Discord names it in `lang`; returns what follows.
fn subcommand<'a>(command: &CommandDef, rest: &'a str, lang: Lang, out: &mut String) -> &'a str {
    let Some(after_space) = rest.strip_prefix(' ') else {
        return rest;
    };
    let word: String = after_space.chars().take_while(|c| c.is_alphabetic()).collect();
    let next = after_space[word.len()..].chars().next();
    let Some(sub) = command
        .subcommand(&word)
        .filter(|_| next.is_none_or(|c| !c.is_alphanumeric()))
    else {
        return rest;
    };
    out.push(' ');
    out.push_str(sub.slash_name(lang));
    let rest = &after_space[word.len()..];
    let named = |w: &str| command.subcommand(w).is_some_and(|c| std::ptr::eq(c, sub));
    &rest[other_words(rest, named)..]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn typed_commands_become_slash_commands_in_the_readers_language() {
        assert_eq!(
            slash_text("Use its newest board (/board #3).", Lang::En),
            "Use its newest board (/game board #3)."
        );
        assert_eq!(
            slash_text("bob: /accept #1 o /decline #1.", Lang::It),
            "bob: /partita accetta #1 o /partita rifiuta #1."
        );
        assert_eq!(slash_text("/regole mulino", Lang::It), "/regole mulino");
        assert_eq!(slash_text("try /help", Lang::En), "try /help");
        assert_eq!(slash_text("see /mygames", Lang::En), "see /game mine");
        assert_eq!(slash_text("vedi /partite", Lang::It), "vedi /partita mie");
        assert_eq!(
            slash_text("Join with /tournament join #3.", Lang::En),
            "Join with /tournament join #3."
        );
        assert_eq!(
            slash_text("Iscriviti: /torneo entra #3", Lang::It),
            "Iscriviti: /torneo entra #3"
        );
        assert_eq!(slash_text("/classifica nim", Lang::It), "/classifica nim");
    }

    /// Help lists each command's other words in parentheses; Discord has
    /// one name per command, so they go.
    #[test]
    fn the_other_words_of_a_command_are_dropped() {
        assert_eq!(
            slash_text("/move (/mossa, /m) [#id] <move> — Play", Lang::En),
            "/game move [#id] <move> — Play"
        );
        assert_eq!(
            slash_text("    /torneo entra (iscriviti, join) [#id] — x", Lang::It),
            "    /torneo entra [#id] — x"
        );
        // Parentheses naming anything else stay.
        assert_eq!(
            slash_text("/board (your side) and /move (/board)", Lang::En),
            "/game board (your side) and /game move (/game board)"
        );
        for lang in Lang::ALL {
            let help = slash_text(&crate::app::commands::help(lang), lang);
            assert!(!help.contains(" (/"), "{help}");
        }
    }

    #[test]
    fn other_slashes_are_left_alone() {
        for text in [
            "24/18 13/11, bar/20, 6/off",
            "https://t.me/tavolo_bot?start=accept-1",
            "da/a",
            "/frobnicate",
            "/boardgames",
            "a / b",
            "/",
            "",
            "é/board",
        ] {
            assert_eq!(slash_text(text, Lang::En), text);
        }
    }
}
