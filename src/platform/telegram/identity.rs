//! Who is who: Telegram users as the core's [`UserRef`]s, and the users a
//! command names. The Bot API cannot turn `@bob` into a user, so a command
//! names users by a text mention (the client links a name to a user), by
//! replying to their message, or by `@handle`: a handle nobody here has
//! shown yet stands for whoever shows it (the core links it on their first
//! request, see `App::link_handle`).

use std::collections::HashMap;

use teloxide::types::{Message, MessageEntityKind, User};

use crate::app::UserRef;

/// Longest display name passed on.
const MAX_NAME: usize = 64;

/// The core's view of a Telegram user.
pub fn user_ref(user: &User) -> UserRef {
    let name: String = user.full_name().chars().take(MAX_NAME).collect();
    UserRef {
        id: user.id.0.to_string(),
        name: if name.trim().is_empty() {
            format!("user {}", user.id.0)
        } else {
            name
        },
    }
}

/// A user's handle as a stand-in account id (`@bob`), if they have one.
pub fn handle(user: &User) -> Option<String> {
    user.username.as_ref().map(|u| format!("@{}", u.to_lowercase()))
}

/// `@name` as a handle, if it could be a Telegram username.
fn as_handle(word: &str) -> Option<String> {
    let name = word.strip_prefix('@')?;
    let ok = (1..=32).contains(&name.len()) && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_');
    ok.then(|| format!("@{}", name.to_lowercase()))
}

/// A command's text with every text mention replaced by a one-word token,
/// and the users those tokens and handles stand for.
pub struct CommandLine {
    pub text: String,
    named: HashMap<String, UserRef>,
}

impl CommandLine {
    /// Reads `msg`, sent by `sender`.
    pub fn of(msg: &Message, sender: &User) -> CommandLine {
        let original = msg.text().unwrap_or_default();
        let mut named = HashMap::new();
        let mut people = vec![sender];
        if let Some(author) = replied_author(msg) {
            people.push(author);
        }
        for person in &people {
            if let Some(h) = handle(person) {
                named.insert(h, user_ref(person));
            }
        }
        let mut text = String::new();
        let mut at = 0;
        for entity in msg.parse_entities().unwrap_or_default() {
            if let MessageEntityKind::TextMention { user } = entity.kind() {
                let range = entity.range();
                let Some(before) = original
                    .get(at..range.start)
                    .filter(|_| range.end <= original.len())
                else {
                    continue;
                };
                let token = format!("@tg:{}", user.id.0);
                text.push_str(before);
                text.push_str(&format!(" {token} "));
                named.insert(token, user_ref(user));
                at = range.end;
            }
        }
        text.push_str(original.get(at..).unwrap_or_default());
        CommandLine { text, named }
    }

    /// The user a word of the command names: a text mention, the sender's
    /// or the replied-to author's handle, or a stand-in for another handle.
    pub fn resolve(&self, word: &str) -> Option<UserRef> {
        if let Some(user) = self.named.get(word) {
            return Some(user.clone());
        }
        let handle = as_handle(word)?;
        Some(self.named.get(&handle).cloned().unwrap_or(UserRef {
            id: handle.clone(),
            name: handle,
        }))
    }
}

/// The human author of the message `msg` replies to.
pub fn replied_author(msg: &Message) -> Option<&User> {
    msg.reply_to_message()
        .and_then(|m| m.from.as_ref())
        .filter(|u| !u.is_bot)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn handles_look_like_usernames() {
        assert_eq!(as_handle("@Bob_99").as_deref(), Some("@bob_99"));
        assert_eq!(as_handle("bob"), None);
        assert_eq!(as_handle("@"), None);
        assert_eq!(as_handle("@bob!"), None);
        assert_eq!(as_handle(&format!("@{}", "a".repeat(33))), None);
    }
}
