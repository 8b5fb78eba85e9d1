//! What an engine says to players, as data: an id of the message
//! catalogues with typed arguments, never an English sentence. The core
//! words a [`Message`] in the reader's language (its catalogues hold the
//! games' messages too, see [`catalogues`]); the engine protocol words it
//! in English.
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

/// The games' message catalogues in Fluent syntax, as `(language, origin,
/// text)`: one file per family and language beside the family's code, and
/// the contract's own (`messages/`). The core adds them to its catalogues.
pub fn catalogues() -> &'static [(&'static str, &'static str, &'static str)] {
    &[
        ("en", "games en.ftl", include_str!("messages/en.ftl")),
        ("it", "games it.ftl", include_str!("messages/it.ftl")),
        ("en", "mancala en.ftl", include_str!("mancala/en.ftl")),
        ("it", "mancala it.ftl", include_str!("mancala/it.ftl")),
        ("en", "draughts en.ftl", include_str!("draughts/en.ftl")),
        ("it", "draughts it.ftl", include_str!("draughts/it.ftl")),
        ("en", "races en.ftl", include_str!("races/en.ftl")),
        ("it", "races it.ftl", include_str!("races/it.ftl")),
        ("en", "alignment en.ftl", include_str!("alignment/en.ftl")),
        ("it", "alignment it.ftl", include_str!("alignment/it.ftl")),
        ("en", "capture en.ftl", include_str!("capture/en.ftl")),
        ("it", "capture it.ftl", include_str!("capture/it.ftl")),
        ("en", "chess en.ftl", include_str!("chess/en.ftl")),
        ("it", "chess it.ftl", include_str!("chess/it.ftl")),
        ("en", "modern en.ftl", include_str!("modern/en.ftl")),
        ("it", "modern it.ftl", include_str!("modern/it.ftl")),
    ]
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
