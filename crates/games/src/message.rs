//! What an engine says to players, as data: an id of the message
//! catalogues with typed arguments, never an English sentence. The core
//! words a [`Message`] in the reader's language (its catalogues hold the
//! games' messages too: each game's [`Words`], gathered by [`catalogues`]);
//! the engine protocol words it in English.
//!
//! ```
//! use games::{Message, Seat};
//! let why = Message::new("mancala-empty-pit").code("pit", "C");
//! assert_eq!(why.id(), "mancala-empty-pit");
//! assert_eq!(why.to_string(), "mancala-empty-pit(pit=C)");
//! let won = Message::new("alignment-five-in-a-row").seat("seat", Seat(1));
//! assert_eq!(won.to_string(), "alignment-five-in-a-row(seat=#1)");
//! ```
//!
//! Ids are written as literals where a message is made, so a test can list
//! them from the source and check both catalogues have each one with the
//! same arguments.

use std::borrow::Cow;
use std::fmt;
use std::sync::Arc;

use serde::{Deserialize, Serialize};

use crate::Seat;

/// A sentence for a player: a catalogue id and its arguments.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct Message {
    id: Cow<'static, str>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    args: Vec<(Cow<'static, str>, Arg)>,
}

/// One argument of a [`Message`].
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Arg {
    /// A number: plural forms follow it ("1 seed", "2 seeds").
    Count(i64),
    /// Notation, the same in every language: cells, moves, throws.
    Code(String),
    /// A seat, worded as its role in the game ("White", "Bianco").
    Seat(u8),
    /// A clause worded on its own and put in place.
    Part(Box<Message>),
}

impl Message {
    /// The message `id`, with no arguments yet.
    pub fn new(id: &'static str) -> Message {
        Message {
            id: Cow::Borrowed(id),
            args: Vec::new(),
        }
    }

    /// Adds the number `name`.
    pub fn count(mut self, name: &'static str, n: impl Into<i64>) -> Message {
        self.args.push((Cow::Borrowed(name), Arg::Count(n.into())));
        self
    }

    /// Adds the notation `name` (a cell, a move, a throw).
    pub fn code(mut self, name: &'static str, text: impl Into<String>) -> Message {
        self.args.push((Cow::Borrowed(name), Arg::Code(text.into())));
        self
    }

    /// Adds the seat `name`, worded as its role.
    pub fn seat(mut self, name: &'static str, seat: Seat) -> Message {
        self.args.push((Cow::Borrowed(name), Arg::Seat(seat.0)));
        self
    }

    /// Adds the clause `name`.
    pub fn part(mut self, name: &'static str, part: Message) -> Message {
        self.args.push((Cow::Borrowed(name), Arg::Part(Box::new(part))));
        self
    }

    /// The catalogue id.
    pub fn id(&self) -> &str {
        &self.id
    }

    /// The arguments, in the order they were added.
    pub fn args(&self) -> impl Iterator<Item = (&str, &Arg)> {
        self.args.iter().map(|(name, arg)| (name.as_ref(), arg))
    }

    /// This message and every clause in it, outermost first.
    pub fn walk(&self) -> Vec<&Message> {
        let mut all = vec![self];
        for (_, arg) in &self.args {
            if let Arg::Part(part) = arg {
                all.extend(part.walk());
            }
        }
        all
    }
}

/// The id of [`Message::plain`].
pub const PLAIN: &str = "plain";

impl Message {
    /// Text in no catalogue, shown as it is: a sentence the core has
    /// already worded, a test's fixture. Engines never use it for what
    /// players read (a test scans the games for it).
    pub fn plain(text: impl Into<String>) -> Message {
        Message::new(PLAIN).code("text", text)
    }
}

/// The neutral form, `id(name=value, …)`, for logs and tests; players never
/// see it (seats are `#index`).
impl fmt::Display for Message {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.id == PLAIN
            && let [(_, Arg::Code(text))] = self.args.as_slice()
        {
            return f.write_str(text);
        }
        f.write_str(&self.id)?;
        if self.args.is_empty() {
            return Ok(());
        }
        f.write_str("(")?;
        for (i, (name, arg)) in self.args.iter().enumerate() {
            if i > 0 {
                f.write_str(", ")?;
            }
            write!(f, "{name}=")?;
            match arg {
                Arg::Count(n) => write!(f, "{n}")?,
                Arg::Code(text) => f.write_str(text)?,
                Arg::Seat(seat) => write!(f, "#{seat}")?,
                Arg::Part(part) => write!(f, "{part}")?,
            }
        }
        f.write_str(")")
    }
}

/// Words messages for one reader.
pub trait Speak: Send + Sync {
    /// `message` as a sentence.
    fn say(&self, message: &Message) -> String;
}

/// Words a message in its neutral form (see [`Message`]'s `Display`).
#[derive(Clone, Copy, Debug, Default)]
pub struct Neutral;

impl Speak for Neutral {
    fn say(&self, message: &Message) -> String {
        message.to_string()
    }
}

/// A shared [`Speak`], for values that are cloned and compared (a
/// picture's frame). Two speakers are equal when they are the same one.
#[derive(Clone)]
pub struct Speaker(Arc<dyn Speak>);

impl Speaker {
    /// Shares `speak`.
    pub fn new(speak: impl Speak + 'static) -> Speaker {
        Speaker(Arc::new(speak))
    }

    /// `message` as a sentence.
    pub fn say(&self, message: &Message) -> String {
        self.0.say(message)
    }
}

impl Default for Speaker {
    fn default() -> Speaker {
        Speaker::new(Neutral)
    }
}

impl fmt::Debug for Speaker {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Speaker")
    }
}

impl PartialEq for Speaker {
    fn eq(&self, other: &Speaker) -> bool {
        Arc::ptr_eq(&self.0, &other.0)
    }
}

impl Eq for Speaker {}

/// A game's words in Fluent syntax, English and Italian, kept in its folder
/// beside its code (`en.ftl`, `it.ftl`): its messages, its seat names, its
/// word moves and its options' help. A [`crate::GameInfo`] names them; code
/// shared by several games (the mancala engine, the races' turns) has its
/// own pair, which the games that use it list in `shared`.
///
/// Besides the ids its code makes, a pair holds two kinds of ids the core
/// derives from `key`: `<key>-seat-<seat>` names a seat (its English name
/// in lower case, [`Words::seat_id`]), and `<key>-word-<move>` words a move
/// that is a word (`twixt-word-swap`, [`Words::word_id`]), with a `.typed`
/// attribute listing what players may type for it in that language.
#[derive(Debug)]
pub struct Words {
    /// Begins the derived ids and names the pair in logs (`gomoku`).
    pub key: &'static str,
    /// The English catalogue.
    pub en: &'static str,
    /// The Italian catalogue.
    pub it: &'static str,
    /// The pairs of shared code whose messages the game also gives.
    pub shared: &'static [&'static Words],
}

impl Words {
    /// The catalogue of `lang` (`en`, `it`); `None` for another language.
    pub fn text(&self, lang: &str) -> Option<&'static str> {
        match lang {
            "en" => Some(self.en),
            "it" => Some(self.it),
            _ => None,
        }
    }

    /// The id of the seat named `name` in English (`White` → `go-seat-white`).
    pub fn seat_id(&self, name: &str) -> String {
        format!("{}-seat-{}", self.key, name.to_lowercase())
    }

    /// The id of the word move `word` (`swap` → `twixt-word-swap`).
    pub fn word_id(&self, word: &str) -> String {
        format!("{}-word-{word}", self.key)
    }
}

/// What every game says (refusals of a move, options, the contract's
/// captions): `messages/` beside this file.
pub static CONTRACT: Words = Words {
    key: "games",
    en: include_str!("messages/en.ftl"),
    it: include_str!("messages/it.ftl"),
    shared: &[],
};

/// Every catalogue pair the games speak with, once each: the contract's,
/// then each registered game's own and the shared ones it lists, in the
/// registry's order. The core adds them to its catalogues; adding a game
/// adds its words here through its [`crate::GameInfo`].
pub fn catalogues() -> Vec<&'static Words> {
    let mut all: Vec<&'static Words> = vec![&CONTRACT];
    for entry in crate::registry::GAMES {
        let own = entry.info().words;
        for words in std::iter::once(own).chain(own.shared.iter().copied()) {
            if !all.iter().any(|seen| std::ptr::eq(*seen, words)) {
                all.push(words);
            }
        }
    }
    all
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_message_round_trips_through_json() {
        let m = Message::new("x-y")
            .count("n", 3)
            .code("cell", "a1")
            .seat("seat", Seat(1))
            .part("why", Message::new("x-z"));
        let json = serde_json::to_string(&m).unwrap();
        assert_eq!(serde_json::from_str::<Message>(&json).unwrap(), m);
        assert_eq!(m.walk().len(), 2);
        assert_eq!(m.to_string(), "x-y(n=3, cell=a1, seat=#1, why=x-z)");
    }
}
