//! The core names commands as they are typed (`/board #3`, `/tavola #3`);
//! on Discord they are slash commands with names of their own, shown in
//! the reader's language (`/game board`, `/partita tavola`). Texts are
//! rewritten here, before they are sent.

use super::i18n::tr;
use crate::app::Lang;
use crate::app::command_text::command_word;

/// The Discord command (its text id) of a command's typed name.
fn slash_id(command: &str) -> Option<&'static str> {
    Some(match command {
        "challenge" => "game-challenge",
        "accept" => "game-accept",
        "bot" => "game-bot",
        "decline" => "game-decline",
        "cancel" => "game-cancel",
        "move" => "game-move",
        "resign" => "game-resign",
        "draw" => "game-draw",
        "board" => "game-board",
        "record" => "game-record",
        "verify" => "game-verify",
        "mygames" => "game-mine",
        "turns" => "game-turns",
        "vacation" => "game-vacation",
        "notify" => "game-notify",
        "here" => "game-here",
        "games" => "games",
        "rules" => "rules",
        "help" => "help",
        "tournament" => "tournament",
        "rating" => "rating",
        "leaderboard" => "leaderboard",
        _ => return None,
    })
}

/// The command as Discord shows it in `lang` (`/partita tavola`).
fn slash(id: &str, lang: Lang) -> String {
    match id.strip_prefix("game-") {
        Some(_) => format!("/{} {}", tr(lang, "game", &[]), tr(lang, id, &[])),
        None => format!("/{}", tr(lang, id, &[])),
    }
}

/// `text` with every typed command (a `/` starting a word, then a
/// command's name) written as Discord's slash command in `lang`.
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
        let named = command_word(&word);
        match named.and_then(slash_id) {
            Some(id) if starts_word && ends_word && !word.is_empty() => {
                out.push_str(&slash(id, lang));
                rest = &tail[1 + word.len()..];
            }
            // Go's `/dispute` is a word move on Discord: `/game move dispute`.
            None if named == Some("dispute") && starts_word && ends_word => {
                let shown = crate::app::command_text::command_in("dispute", lang);
                out.push_str(&format!("{} {shown}", slash("game-move", lang)));
                rest = &tail[1 + word.len()..];
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
        // No `/dispute` on Discord: the count is disputed as a move.
        assert_eq!(
            slash_text("accetta (/accetta) / contesta (/contesta)", Lang::It),
            "accetta (/partita accetta) / contesta (/partita mossa contesta)"
        );
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
