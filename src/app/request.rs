//! What adapters send to the core and what they get back.

use serde::{Deserialize, Serialize};

use super::texts::Lang;

/// Longest user-supplied text the core looks at (moves, names, options).
pub const MAX_TEXT: usize = 200;

/// A user as a platform knows them.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct UserRef {
    /// The platform's stable user id.
    pub id: String,
    /// The name to show.
    pub name: String,
}

/// Prefix of user ids reserved for Tavolo's own players (the bot). No
/// platform gives its users such ids (Discord and Telegram ids are numbers,
/// local mode names have no `:`), and the core refuses requests from them.
pub const RESERVED_ID_PREFIX: &str = "tavolo:";

impl UserRef {
    /// Tavolo's bot at `level` (1 to 3), as an opponent in a challenge.
    pub fn bot(level: u8) -> UserRef {
        UserRef {
            id: format!("{RESERVED_ID_PREFIX}bot:{level}"),
            name: format!("Tavolo bot level {level}"),
        }
    }

    /// Whether this user names Tavolo's bot (at any level, valid or not).
    pub fn is_bot(&self) -> bool {
        self.id.starts_with(RESERVED_ID_PREFIX)
    }

    /// The bot's level, if this user names the bot at a valid level.
    pub fn bot_level(&self) -> Option<u8> {
        let level = self.id.strip_prefix(RESERVED_ID_PREFIX)?.strip_prefix("bot:")?;
        level.parse().ok().filter(|l| (1..=3).contains(l))
    }
}

/// One platform-neutral request: who, where, what.
#[derive(Clone, Debug)]
pub struct Request {
    /// `discord`, `telegram`, `local`.
    pub platform: String,
    /// The chat or channel id.
    pub chat: String,
    pub user: UserRef,
    /// What the user may do in this chat, as the platform says.
    pub role: Role,
    pub command: Command,
    /// The user's language: refusals and other private answers.
    pub lang: Lang,
    /// The chat's language: public answers (Discord: the server's locale;
    /// Telegram: the user's, as the issue asks; local mode: `TAVOLO_LANG`).
    pub chat_lang: Lang,
}

impl Request {
    /// A request in English (tests, tools).
    pub fn new(platform: &str, chat: &str, user: UserRef, command: Command) -> Request {
        Request {
            platform: platform.into(),
            chat: chat.into(),
            user,
            command,
            lang: Lang::En,
            chat_lang: Lang::En,
            role: Role::Member,
        }
    }
}

/// The user's standing in the chat, as the platform reports it; the core
/// decides what each role may do (tournaments are created by managers).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum Role {
    /// Anyone in the chat.
    #[default]
    Member,
    /// A Discord server manager or a Telegram group admin (in a private
    /// chat with the bot, or in local mode, the user manages their own chat).
    Manager,
}

/// Whose game a command is about: an explicit id, or the user's only game
/// here.
pub type GameRef = Option<i64>;

/// Draw actions.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum DrawAction {
    Offer,
    Accept,
    Decline,
}

/// Everything a user can ask of the core.
#[derive(Clone, Debug)]
pub enum Command {
    /// Challenge the listed users (none: an open challenge) to a game.
    /// Opponents may include the bot ([`UserRef::bot`]); when every seat
    /// goes to bots, the challenger watches a bot-vs-bot game.
    Challenge {
        opponents: Vec<UserRef>,
        game: String,
        /// Engine options and core settings (`autoplay`), as given.
        options: Vec<(String, String)>,
    },
    Accept(GameRef),
    /// Seat the bot at `level` (default 2) in a free seat of an open
    /// challenge the user sits in.
    InviteBot {
        game: GameRef,
        level: Option<u8>,
    },
    Decline(GameRef),
    Cancel(GameRef),
    Move {
        game: GameRef,
        text: String,
        /// The ply of the board the move was chosen on (`/move c @12`):
        /// refused as out of date if the game has moved on since.
        ply: Option<i64>,
    },
    Resign(GameRef),
    Draw {
        game: GameRef,
        action: DrawAction,
    },
    /// Asks to take back one's last move, or answers the opponent's ask
    /// (the same three actions as a draw).
    Takeback {
        game: GameRef,
        action: DrawAction,
    },
    Board(GameRef),
    /// A game as it stood after `ply` plies (`/board #3 ply=12`); a
    /// finished game's board steps with buttons.
    BoardAt {
        game: GameRef,
        ply: i64,
    },
    /// The board turned to the asker's side, shown to the asker alone
    /// (`/board flip`).
    BoardFlip(GameRef),
    /// A game's record in its community's format (PDN, PGN, SGF).
    Record(GameRef),
    /// Recompute a finished game's throws from its revealed seed.
    Verify(GameRef),
    MyGames,
    /// Finished games in this chat, newest first: the asker's or `user`'s,
    /// of every game or one, a page of them (from 1).
    History {
        user: Option<UserRef>,
        game: Option<String>,
        page: i64,
    },
    /// A game of this chat with its players, clocks, result and moves.
    ShowGame(GameRef),
    /// A game of this chat as an animated GIF, one frame per position.
    Replay(GameRef),
    /// The same game again, seats turned by one (the asker's last
    /// finished game here when none is named).
    Rematch(GameRef),
    /// The level-2 bot's move for the asker in their game against the bot
    /// (the game is unrated from then on).
    Hint(GameRef),
    /// The bot's best move and its estimate in a finished game of this
    /// chat after `ply` plies (default: the last position with a seat to
    /// move).
    Analyse {
        game: GameRef,
        ply: Option<i64>,
    },
    /// Every game on this platform where it is the user's move, oldest
    /// first, with the time left.
    Turns,
    /// Stop one's correspondence clocks for a while, come back, or see.
    Vacation(super::vacation::VacationAsk),
    /// How the user hears about their turns; `None` asks.
    Notify(Option<super::notify::NotifyMode>),
    GamesHere,
    /// Every game by family, optionally one family or a number of players.
    Games {
        family: Option<String>,
        players: Option<u8>,
        /// `en` or `it` (the user's locale); English when absent.
        lang: Option<String>,
    },
    /// A game's rules page, or one section of it.
    Rules {
        game: Option<String>,
        section: Option<String>,
        lang: Option<String>,
    },
    Help,
    /// `/link` (a code) or `/link <code>` (typed on another platform).
    Link(Option<String>),
    /// `/unlink`: this account on its own again.
    Unlink,
    /// A player's rating card: one game, or all their ratings.
    Rating {
        game: Option<String>,
        user: Option<UserRef>,
    },
    /// The best ratings in a game: in this chat, or everywhere.
    Leaderboard {
        game: Option<String>,
        global: bool,
    },
    /// Channel tournaments.
    Tournament(super::tournament::TournamentCommand),
}

/// A choice an adapter may offer as a button or a picker entry.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct Choice {
    /// What the button says.
    pub label: String,
    /// What pressing it does.
    pub press: super::Press,
}

/// The board a reply or notice shows.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct BoardRef {
    pub game_id: i64,
    pub ply: i64,
    /// The seat the picture is drawn for (its side at the bottom); `None`:
    /// the game's own orientation.
    #[serde(default)]
    pub facing: Option<u8>,
}

/// The core's answer to a request.
#[derive(Clone, Debug, Default)]
pub struct Reply {
    /// Platform-neutral rich text: plain text with two marks, `**title**`
    /// and `` `what to type` `` (rules pages, lists), and commands named as
    /// they are typed (`/board #3`). Each adapter formats it: Discord keeps
    /// the marks and names its slash commands, Telegram writes HTML, the
    /// console prints it plain.
    pub text: String,
    /// The board as a PNG.
    pub image: Option<Vec<u8>>,
    /// The game and ply the image shows (record the posted message with it).
    pub board: Option<BoardRef>,
    /// Buttons or picker entries (at most 25).
    pub choices: Vec<Choice>,
    /// Show only to the requesting user where the platform can (refusals,
    /// and answers about the user alone: their games, their rating).
    pub private: bool,
    /// Platform user ids to mention (the seat to move).
    pub mentions: Vec<String>,
    /// Fixed-width text shown after `text` in the same message (a PDN
    /// record): each platform marks it its own way; the core writes no
    /// markup.
    pub pre: Option<String>,
    /// Further messages to send after `text`, in order (long rules sections).
    pub more: Vec<String>,
    /// A text file to send with the reply: its name and its bytes (a
    /// tournament's TRF-16 export).
    pub file: Option<(String, Vec<u8>)>,
    /// Shown in place of the message whose button asked for it (stepping
    /// through a game), where the platform can edit it; a typed command's
    /// answer is posted as usual.
    pub replace: bool,
    /// For the asker's eyes only, never for others in the chat (a link
    /// code): where the platform cannot answer one user alone in this chat
    /// (a Telegram group), the adapter withholds it and says where to ask.
    pub secret: bool,
    /// A secret the move uncovered, shown for a moment in a message of its
    /// own after the reply (see [`Fleeting`]).
    pub fleeting: Option<Fleeting>,
}

/// A secret shown for a moment (a lifted bell to the table, a peeked piece
/// to its owner: see `games::Glimpse`): the adapter sends it after the
/// reply and deletes it after `seconds`. Chat history and screenshots can
/// defeat that, as a player peeking twice could at the table: an honour
/// system, which the rules pages say.
#[derive(Clone, Debug, PartialEq)]
pub struct Fleeting {
    /// What it shows and for how long, in the reader's words.
    pub text: String,
    /// The picture with the secret uncovered.
    pub image: Option<Vec<u8>>,
    /// Seconds before the message is deleted.
    pub seconds: u32,
    /// For the asker alone (their seat's secret): where the platform cannot
    /// answer one user alone in this chat, the adapter sends it in the
    /// private chat.
    pub private: bool,
}

impl Reply {
    /// A plain text reply.
    pub fn text(text: impl Into<String>) -> Reply {
        Reply {
            text: text.into(),
            ..Reply::default()
        }
    }

    /// The same reply, shown only to the requesting user where the
    /// platform can.
    pub fn only_for_asker(mut self) -> Reply {
        self.private = true;
        self
    }

    /// The same reply, for the asker's eyes only (see [`Reply::secret`]).
    pub fn secret(mut self) -> Reply {
        self.private = true;
        self.secret = true;
        self
    }

    /// A refusal, shown privately where possible.
    pub fn refusal(text: impl Into<String>) -> Reply {
        Reply {
            text: text.into(),
            private: true,
            ..Reply::default()
        }
    }
}

/// A notice from the outbox, as adapters deliver it.
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq)]
pub struct Notice {
    pub text: String,
    pub board: Option<BoardRef>,
    /// Platform user ids to mention.
    pub mentions: Vec<String>,
    /// The language the notice is written in (`en`, `it`), for the words an
    /// adapter adds (who is mentioned and why). Empty in notices stored
    /// before it was kept: English.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub lang: String,
    /// A secret the move told here uncovered for the whole table (a lifted
    /// bell): the game at this ply shows it for a moment (see
    /// [`super::App::glimpse_at`]), in a message deleted after a few
    /// seconds.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub glimpse: Option<BoardRef>,
}
