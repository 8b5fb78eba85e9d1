//! The adapter's own words, in English and Italian. Everything else the
//! users read comes from the core.

use teloxide::types::User;

/// The language a user reads: Italian when their Telegram client says so.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Lang {
    En,
    It,
}

impl Lang {
    /// From a user's `language_code` (`it`, `it-CH` → Italian).
    pub fn of(user: &User) -> Lang {
        Lang::from_code(user.language_code.as_deref())
    }

    /// From a language code, English when absent or unknown.
    pub fn from_code(code: Option<&str>) -> Lang {
        match code {
            Some(code) if code.to_lowercase().starts_with("it") => Lang::It,
            _ => Lang::En,
        }
    }

    /// The code the core's rules pages take.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::It => "it",
        }
    }

    /// A board out of date: its button or a reply to it.
    pub fn out_of_date(self) -> &'static str {
        match self {
            Lang::En => "This board is out of date; /board shows the current one.",
            Lang::It => "Questa tavola non è più aggiornata; /board mostra quella attuale.",
        }
    }

    /// A button whose data this bot cannot read.
    pub fn broken_button(self) -> &'static str {
        match self {
            Lang::En => "This button no longer works; /board shows the current board.",
            Lang::It => "Questo pulsante non funziona più; /board mostra la tavola attuale.",
        }
    }

    /// A deep link or button about a game that does not exist here.
    pub fn no_such_game(self, id: i64) -> String {
        match self {
            Lang::En => format!("There is no game #{id}."),
            Lang::It => format!("Non c'è nessuna partita #{id}."),
        }
    }

    /// The private chat's confirmation after a deep link acted in a group.
    pub fn done_there(self) -> &'static str {
        match self {
            Lang::En => "Done: the game goes on in its chat.",
            Lang::It => "Fatto: la partita continua nella sua chat.",
        }
    }

    /// The line offering the deep link under a challenge.
    pub fn accept_privately(self, link: &str) -> String {
        match self {
            Lang::En => format!("Or accept from a private chat with me: {link}"),
            Lang::It => format!("Oppure accetta da una chat privata con me: {link}"),
        }
    }

    /// The words of a mention: the seat to move, or someone invited.
    pub fn mention_label(self, board: bool) -> &'static str {
        match (self, board) {
            (Lang::En, true) => "your move",
            (Lang::En, false) => "for you",
            (Lang::It, true) => "tocca a te",
            (Lang::It, false) => "per te",
        }
    }

    /// An Accept or Decline button's label.
    pub fn answer_label(self, accept: bool) -> &'static str {
        match (self, accept) {
            (Lang::En, true) => "Accept",
            (Lang::En, false) => "Decline",
            (Lang::It, true) => "Accetta",
            (Lang::It, false) => "Rifiuta",
        }
    }
}
