//! The engines' messages in the reader's language: a [`Message`] is an id
//! of the catalogues (the games crate's files, merged into the core's) with
//! typed arguments; seats are worded as their roles in the game.

use games::message::PLAIN;
use games::{Arg, GameInfo, Message, Seat, Speak, Speaker};

use super::texts::{Lang, tr, try_tr};

/// Words messages of one game for one reader.
#[derive(Clone, Copy)]
pub struct Speech {
    lang: Lang,
    info: &'static GameInfo,
}

impl Speech {
    /// Messages of the game `info` in `lang`.
    pub fn new(info: &'static GameInfo, lang: Lang) -> Speech {
        Speech { lang, info }
    }

    /// The same, shareable (for a picture's frame).
    pub fn shared(self) -> Speaker {
        Speaker::new(self)
    }

    /// The role of `seat` in the game, in the reader's language.
    fn role(&self, seat: u8) -> String {
        let name = self.info.seat_name(Seat(seat));
        try_tr(self.lang, &format!("role-{name}")).unwrap_or(name)
    }
}

impl Speak for Speech {
    fn say(&self, message: &Message) -> String {
        if message.id() == PLAIN {
            return message.to_string();
        }
        let args: Vec<(&str, String)> = message
            .args()
            .map(|(name, arg)| {
                let value = match arg {
                    Arg::Count(n) => n.to_string(),
                    Arg::Code(text) => text.clone(),
                    Arg::Seat(seat) => self.role(*seat),
                    Arg::Part(part) => self.say(part),
                };
                (name, value)
            })
            .collect();
        tr(self.lang, message.id(), &args)
    }
}
