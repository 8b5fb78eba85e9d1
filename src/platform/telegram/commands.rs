//! Which messages are commands for this bot, and the menus Telegram shows,
//! both made from the core's command table (`app::commands`): a group
//! hears `/classifica` as it hears `/leaderboard`. Their arguments are read
//! by the core's shared parser, `app::command_text`, as on every text
//! platform.

use teloxide::types::{BotCommand, Me, Message};

use crate::app::Lang;
use crate::app::commands::{COMMANDS, find};

/// The kinds of chat Telegram keeps a menu for.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Chats {
    Groups,
    Private,
}

/// The menu for `lang` in `chats`: each command offered there, under its
/// word in that language (`/mossa` in Italian), described in it.
pub fn menu(lang: Lang, chats: Chats) -> Vec<BotCommand> {
    COMMANDS
        .iter()
        .filter(|c| match chats {
            Chats::Groups => c.places.group,
            Chats::Private => c.places.private,
        })
        .map(|c| BotCommand::new(c.word(lang), c.about(lang)))
        .collect()
}

/// The verb of a command line, `move` of `/move@tavolo_bot c`, and the bot
/// it is addressed to, if any.
fn verb(text: &str) -> Option<(&str, Option<&str>)> {
    let first = text.split_whitespace().next()?;
    let verb = first.strip_prefix('/')?;
    Some(match verb.split_once('@') {
        Some((verb, bot)) => (verb, Some(bot)),
        None => (verb, None),
    })
}

/// Whether `text`, sent in a private chat or not, is a command for the bot
/// called `me`: `/word@me` always; a bare `/word` in a private chat (the
/// parser answers even one it does not know), and in a group when it is a
/// word of the command table (other bots' commands are left to them).
pub fn is_for(text: &str, private: bool, me: &str) -> bool {
    match verb(text) {
        Some((_, Some(bot))) => bot.eq_ignore_ascii_case(me),
        Some((verb, None)) => private || find(verb).is_some(),
        None => false,
    }
}

/// [`is_for`] of a message, for the dispatcher.
pub fn for_us(msg: Message, me: Me) -> bool {
    msg.text()
        .is_some_and(|text| is_for(text, msg.chat.is_private(), me.username()))
}

/// The payload of `/start PAYLOAD` (a deep link), when addressed to `me`.
pub fn start_payload<'a>(text: &'a str, me: &str) -> Option<&'a str> {
    let (verb, bot) = verb(text)?;
    if !verb.eq_ignore_ascii_case("start") || bot.is_some_and(|b| !b.eq_ignore_ascii_case(me)) {
        return None;
    }
    text.split_whitespace().nth(1)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn menus_name_each_command_in_the_readers_language_within_telegrams_limits() {
        for lang in Lang::ALL {
            let private = menu(lang, Chats::Private);
            let groups = menu(lang, Chats::Groups);
            assert!(private.len() >= 20 && groups.len() >= 20);
            // Tournaments need players: groups only.
            let tournament = crate::app::commands::named("tournament").unwrap().word(lang);
            assert!(groups.iter().any(|c| c.command == tournament));
            assert!(!private.iter().any(|c| c.command == tournament));
            for c in private.iter().chain(&groups) {
                assert!(
                    (1..=32).contains(&c.command.len())
                        && c.command.chars().all(|c| c.is_ascii_lowercase() || c == '_'),
                    "{c:?}"
                );
                assert!((1..=256).contains(&c.description.chars().count()), "{c:?}");
            }
        }
        let it = menu(Lang::It, Chats::Groups);
        assert!(
            it.iter()
                .any(|c| c.command == "mossa" && c.description.starts_with("Gioca"))
        );
        let en = menu(Lang::En, Chats::Groups);
        assert!(
            en.iter()
                .any(|c| c.command == "move" && c.description.starts_with("Play"))
        );
    }

    /// Before: a group heard only the words of an enum of its own, so
    /// `/classifica` and `/holiday` went unanswered there.
    #[test]
    fn a_group_hears_every_word_of_the_table_and_only_those() {
        for command in COMMANDS {
            for word in command.words() {
                assert!(is_for(&format!("/{word} x"), false, "tavolo_bot"), "/{word}");
                assert!(is_for(
                    &format!("/{}@Tavolo_Bot", word.to_uppercase()),
                    false,
                    "tavolo_bot"
                ));
            }
        }
        assert!(
            !is_for("/frobnicate", false, "tavolo_bot"),
            "another bot's command"
        );
        assert!(is_for("/frobnicate", true, "tavolo_bot"), "answered in private");
        assert!(is_for("/frobnicate@tavolo_bot", false, "tavolo_bot"));
        assert!(!is_for("/move@other_bot c", false, "tavolo_bot"));
        assert!(!is_for("move c", true, "tavolo_bot"));
        assert!(!is_for("", true, "tavolo_bot"));
    }

    #[test]
    fn a_start_link_carries_its_payload() {
        assert_eq!(start_payload("/start accept-3", "tavolo_bot"), Some("accept-3"));
        assert_eq!(
            start_payload("/start@tavolo_bot accept-3", "tavolo_bot"),
            Some("accept-3")
        );
        assert_eq!(start_payload("/start@other_bot accept-3", "tavolo_bot"), None);
        assert_eq!(start_payload("/start", "tavolo_bot"), None);
        assert_eq!(start_payload("/help accept-3", "tavolo_bot"), None);
    }
}
