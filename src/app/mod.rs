//! The core: every use case and every permission check, platform-neutral and
//! async. Adapters turn platform events into a [`Request`] and send back the
//! [`Reply`]; notices the core emits unprompted go through the outbox.

mod automatic;
mod bot;
mod challenge;
pub mod challenge_options;
mod choices;
mod claims;
mod clock;
mod clocks;
pub mod command_error;
pub mod command_text;
pub mod commands;
mod delivery;
mod dice;
pub mod ending;
pub mod game_names;
mod glimpses;
mod handled_updates;
mod hints;
mod history;
mod instance;
mod lease_times;
mod link;
mod listing;
mod move_notice;
mod move_words;
pub mod notify;
mod outbox_lease;
mod pages;
mod places;
mod play;
mod positions;
mod press;
pub mod rating;
pub mod refusal;
mod rematch;
mod reminders;
mod replay;
mod request;
mod rules;
mod secrets;
mod solution;
pub mod speech;
mod takeback;
pub mod texts;
mod thinkers;
pub mod time_control;
pub mod tournament;
pub mod vacation;

use crate::app::refusal::refusal;
use std::collections::{BTreeMap, HashMap};
use std::sync::{Arc, Mutex};

use games::{DynGame, OptionValue, Seat};
use texts::t;

pub use bot::{MAX_BOT_GAMES_PER_CHAT, MAX_BOT_GAMES_PER_PLAYER};
pub use claims::JOB_LEASE;
pub use clock::{Clock, FixedSeeds, ManualClock, OsSeeds, SeedSource, SystemClock};
pub use delivery::{KEEP_DELIVERED, OutboxNotice};
pub use glimpses::GLIMPSE_SECONDS;
pub use lease_times::LeaseTimes;
pub use outbox_lease::OUTBOX_LEASE;
pub use pages::{GamePage, PageMove, PageSeat, TournamentPage};
pub use places::GamePlace;
pub use press::Press;
pub use reminders::{DIGEST_GAMES, REMINDER_WINDOW, REMINDERS_PER_CHAT};
pub use request::{
    BoardRef, Choice, Command, DrawAction, Fleeting, GameRef, MAX_TEXT, Notice, Reply, Request, Role, UserRef,
};
pub use texts::Lang;

use crate::store::{Conn, GameRow, GameStatus, MoveRow, SeatRow, Store, StoreError};

/// How long a challenge waits for its seats.
pub const CHALLENGE_TTL: i64 = 24 * 60 * 60;

/// How long a seat may think before the core reminds it of its turn.
pub const REMINDER_AFTER: i64 = 60 * 60;

/// How long a game without a clock may wait for a move before it is closed
/// as abandoned (no rating change), in seconds: 30 days.
pub const ABANDONED_AFTER: i64 = 30 * 24 * 60 * 60;

/// Why a request did nothing.
#[derive(Debug)]
pub enum AppError {
    /// The user asked for something not allowed or not possible; the text
    /// says what and what is possible. Nothing changed.
    User(String),
    /// The same, as a value: worded in the asker's language where it is
    /// answered.
    Refused(refusal::Refusal),
    /// An engine's refusal (an illegal move, a bad option), as the
    /// engine's message: worded by the game's speech in the asker's
    /// language where it is answered.
    Engine(&'static games::GameInfo, games::Message),
    /// The store failed; nothing was acknowledged.
    Store(StoreError),
}

impl From<StoreError> for AppError {
    fn from(e: StoreError) -> Self {
        AppError::Store(e)
    }
}

type Result<T> = std::result::Result<T, AppError>;

fn refuse<T>(text: impl Into<String>) -> Result<T> {
    Err(AppError::User(text.into()))
}

fn refuse_as<T>(refusal: refusal::Refusal) -> Result<T> {
    Err(AppError::Refused(refusal))
}

impl AppError {
    /// What a user is told, in `lang`; `None` for a store failure.
    pub fn refusal_text(&self, lang: Lang) -> Option<String> {
        match self {
            AppError::User(text) => Some(text.clone()),
            AppError::Refused(refusal) => Some(refusal.text(lang)),
            AppError::Engine(info, message) => {
                Some(games::Speak::say(&speech::Speech::new(info, lang), message))
            }
            AppError::Store(_) => None,
        }
    }
}

/// `text` shortened to `max` characters for echoing.
fn clip(text: &str, max: usize) -> String {
    games::notation::clip(&text.chars().take(max).collect::<String>())
}

/// Core settings of a game (not engine options).
#[derive(Clone, Copy, Debug, Default, serde::Serialize, serde::Deserialize)]
struct Settings {
    /// Play a seat's single legal move for it.
    #[serde(default)]
    autoplay: bool,
    /// Not rated (`rated=off`, or a tournament that is not rated).
    #[serde(default)]
    casual: bool,
    /// The game's clock (`time=…`); none for games without one, and for
    /// games stored before clocks.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    time: Option<time_control::TimeControl>,
    /// A player asked the bot for a hint (`/hint`): never rated.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    hinted: bool,
}

/// The core.
pub struct App {
    store: Store,
    clock: Arc<dyn Clock>,
    seeds: Arc<dyn SeedSource>,
    /// One lock per game: actions on one game are serialised in this
    /// process; the database's write lock and version check serialise them
    /// across processes.
    locks: Mutex<HashMap<i64, Arc<tokio::sync::Mutex<()>>>>,
    /// The live position of recent games (see [`positions`]).
    positions: Mutex<positions::Positions>,
    /// Moves played to rebuild positions, for tests that check a turn
    /// does not replay the whole game.
    moves_replayed: std::sync::atomic::AtomicU64,
    /// Where the bot thinks.
    thinkers: bot::Thinkers,
    /// The bot's search trees, kept between its turns in a game.
    trees: Arc<ai::Trees>,
    /// When delivered notices and finished jobs were last cleared away.
    last_pruned: std::sync::atomic::AtomicI64,
    /// This process's name among those sharing the database (leases,
    /// claimed jobs).
    instance: String,
    /// The outbox leases this process holds, and until when it took them
    /// (see [`outbox_lease`]).
    delivering: Mutex<HashMap<String, i64>>,
    /// How long this process's claims on jobs and outboxes last.
    lease_times: lease_times::LeaseTimes,
    /// Where the web pages are (`TAVOLO_PUBLIC_URL`), when the web server
    /// runs: chat answers carry their links.
    pages: Option<String>,
    /// How long a secret shown for a moment stays (see [`glimpses`]).
    glimpse_seconds: u32,
}

impl App {
    /// A core over `store` with the system clock and OS seeds.
    pub fn new(store: Store) -> App {
        App::with(store, Arc::new(SystemClock), Arc::new(OsSeeds))
    }

    /// A core with the given clock and seed source.
    pub fn with(store: Store, clock: Arc<dyn Clock>, seeds: Arc<dyn SeedSource>) -> App {
        App {
            store,
            clock,
            seeds,
            locks: Mutex::new(HashMap::new()),
            positions: Mutex::new(positions::Positions::new(positions::CAPACITY)),
            moves_replayed: std::sync::atomic::AtomicU64::new(0),
            thinkers: bot::Thinkers::new(bot::Thinkers::default_threads()),
            trees: Arc::new(ai::Trees::default()),
            last_pruned: std::sync::atomic::AtomicI64::new(i64::MIN),
            instance: instance::instance_name(),
            lease_times: lease_times::LeaseTimes::default(),
            delivering: Mutex::new(HashMap::new()),
            pages: None,
            glimpse_seconds: glimpses::GLIMPSE_SECONDS,
        }
    }

    /// The store (for adapters that record posted messages).
    pub fn store(&self) -> &Store {
        &self.store
    }

    /// Answers one request. Never panics on user input; refusals change
    /// nothing.
    pub async fn handle(&self, request: Request) -> Reply {
        use tracing::Instrument;
        // One span per request; the game, where one is named, is in the
        // command's fields (`game = Some(3)`).
        let span = tracing::info_span!(
            "request",
            platform = %request.platform,
            chat = %request.chat,
            command = command_name(&request.command),
            game = ?command_game(&request.command),
        );
        self.answer(request).instrument(span).await
    }

    async fn answer(&self, request: Request) -> Reply {
        tracing::debug!("received");
        let outcome = match request.command.clone() {
            Command::Challenge {
                opponents,
                game,
                options,
            } => self.challenge(&request, &opponents, &game, &options).await,
            Command::Accept(game) => match self.accept(&request, game).await {
                // No challenge to accept here (or the game named is no
                // challenge): in a game whose count is to be agreed (Go),
                // `/accept` accepts the count. Any other refusal (several
                // challenges, say) stands.
                Err(AppError::Refused(refusal))
                    if matches!(refusal.id(), "no-challenge-here" | "not-open") =>
                {
                    match self.play_move(&request, game, "accept", None).await {
                        Ok(reply) => Ok(reply),
                        // A count to accept is there (not the user's turn
                        // to answer it, say): that is the refusal to give.
                        Err(refused) if self.word_is_legal_here(&request, game, "accept").await => {
                            Err(refused)
                        }
                        Err(_) => Err(AppError::Refused(refusal)),
                    }
                }
                other => other,
            },
            Command::InviteBot { game, level } => self.invite_bot(&request, game, level).await,
            Command::Decline(game) => self.decline(&request, game).await,
            Command::Cancel(game) => self.cancel(&request, game).await,
            Command::Move { game, text, ply } => self.play_move(&request, game, &text, ply).await,
            Command::Resign(game) => self.resign(&request, game).await,
            Command::Draw { game, action } => self.draw(&request, game, action).await,
            Command::Takeback { game, action } => self.takeback(&request, game, action).await,
            Command::Board(game) => self.board(&request, game, false).await,
            Command::BoardFlip(game) => self.board(&request, game, true).await,
            Command::BoardAt { game, ply } => self.board_at(&request, game, ply).await,
            Command::Record(game) => self.game_record(&request, game).await,
            Command::Verify(game) => self.verify(&request, game).await,
            // About the asker alone: not for the whole chat.
            Command::MyGames => self.my_games(&request).await.map(Reply::only_for_asker),
            Command::History { user, game, page } => {
                self.history(&request, user.as_ref(), game.as_deref(), page).await
            }
            Command::ShowGame(game) => self.show_game(&request, game).await,
            Command::Replay(game) => self.replay(&request, game).await,
            Command::Rematch(game) => self.rematch(&request, game).await,
            Command::Hint(game) => self.hint(&request, game).await,
            Command::Analyse { game, ply } => self.analyse(&request, game, ply).await,
            Command::Turns => self.turns(&request).await.map(Reply::only_for_asker),
            Command::Vacation(ask) => self.vacation(&request, ask).await.map(Reply::only_for_asker),
            Command::Notify(mode) => self.notify(&request, mode).await.map(Reply::only_for_asker),
            Command::GamesHere => self.games_here(&request).await,
            Command::Games {
                family,
                players,
                lang,
            } => Ok(rules::games_list(
                family.as_deref(),
                players,
                asked_lang(lang.as_deref(), request.lang),
            )),
            Command::Rules { game, section, lang } => Ok(rules::rules(
                game.as_deref(),
                section.as_deref(),
                asked_lang(lang.as_deref(), request.lang),
            )),
            Command::Help => Ok(listing::help(request.lang)),
            Command::Link(code) => self.link(&request, code.as_deref()).await,
            Command::Unlink => self.unlink(&request).await,
            Command::Rating { game, user } => self
                .rating_card(&request, game.as_deref(), user.as_ref())
                .await
                .map(Reply::only_for_asker),
            Command::Leaderboard { game, global } => {
                self.leaderboard(&request, game.as_deref(), global).await
            }
            Command::Tournament(command) => self.tournament(&request, command).await,
        };
        match outcome {
            Ok(reply) => reply,
            Err(AppError::User(text)) => Reply::refusal(text),
            Err(refused @ (AppError::Refused(_) | AppError::Engine(..))) => {
                Reply::refusal(refused.refusal_text(request.lang).unwrap_or_default())
            }
            Err(AppError::Store(e)) => {
                tracing::warn!("tavolo: store error: {e}");
                Reply::refusal(t!(request.lang, "store-failed"))
            }
        }
    }

    fn now(&self) -> i64 {
        self.clock.now()
    }

    /// Whether the requesting user's game here (the given one, or their
    /// only active one) has `word` among its legal moves, whoever is to
    /// play it.
    async fn word_is_legal_here(&self, request: &Request, wanted: GameRef, word: &str) -> bool {
        let Ok(Some(me)) = self.store.find_player(&request.platform, &request.user.id).await else {
            return false;
        };
        let Ok(row) = self
            .pick_game(request, me, wanted, &[GameStatus::Active], "accept")
            .await
        else {
            return false;
        };
        let Ok(moves) = self.store.moves(row.id).await else {
            return false;
        };
        self.replayed(&row, &moves)
            .is_ok_and(|game| game.legal().iter().any(|m| m == word))
    }

    /// The lock of one game.
    fn lock_of(&self, game_id: i64) -> Arc<tokio::sync::Mutex<()>> {
        let mut locks = self.locks.lock().unwrap_or_else(|p| p.into_inner());
        locks.entry(game_id).or_default().clone()
    }

    /// The requesting user's player id, created on first sight. Tavolo's
    /// own accounts (the bot) never make requests.
    async fn player(&self, request: &Request) -> Result<i64> {
        if request.user.is_bot() || request.platform == crate::store::BOT_PLATFORM {
            return refuse_as(refusal!("reserved-account"));
        }
        let mut tx = self.store.write().await?;
        let name = clip(&request.user.name, 64);
        let id = Store::player_for(&mut tx, &request.platform, &request.user.id, &name, self.now()).await?;
        tx.commit().await?;
        Ok(id)
    }

    /// The game of `row` at its stored version: the kept position when
    /// its version is the row's, else the kept position with only the
    /// moves it lacks played, else the move list replayed from the start.
    /// `moves` are the game's stored moves (those past the row's version,
    /// read a moment later, are left out). Call it only with a version
    /// that is committed: one read before the caller's transaction changed
    /// the game, if it did.
    fn replayed(&self, row: &GameRow, moves: &[MoveRow]) -> Result<Box<dyn DynGame>> {
        let kept = self.positions_lock().get(row.id, row.takebacks);
        let (game, from) = match kept {
            Some((version, game)) if version == row.version => return Ok(game),
            Some((version, game)) if version < row.version => {
                match positions::reusable_prefix(game.as_ref(), version, moves) {
                    Some(from) => (game, from),
                    None => (start_game(&row.slug, &row.options)?, 0),
                }
            }
            _ => (start_game(&row.slug, &row.options)?, 0),
        };
        self.caught_up(row, game, moves.get(from..).unwrap_or_default())
    }

    /// The game of `row` at its stored version, reading on `conn` only the
    /// moves the kept position lacks (and the last one it holds, to check
    /// it continues the stored game); the whole list when nothing usable is
    /// kept. For a turn: its cost does not grow with the game's length.
    async fn live(&self, conn: &mut Conn, row: &GameRow) -> Result<Box<dyn DynGame>> {
        let kept = self.positions_lock().get(row.id, row.takebacks);
        if let Some((version, game)) = kept {
            if version == row.version {
                return Ok(game);
            }
            if version > 0 && version < row.version {
                let tail = Store::moves_from_in(conn, row.id, version - 1).await?;
                let continues = tail
                    .first()
                    .is_some_and(|m| m.ply == version - 1 && game.history().last() == Some(&m.text));
                if continues {
                    return self.caught_up(row, game, &tail[1..]);
                }
            }
        }
        let moves = Store::moves_from_in(conn, row.id, 0).await?;
        self.replayed(row, &moves)
    }

    /// `game`, kept at an older version of `row`, with `missing` (the
    /// stored moves from its version on) played up to the row's version.
    fn caught_up(
        &self,
        row: &GameRow,
        mut game: Box<dyn DynGame>,
        missing: &[MoveRow],
    ) -> Result<Box<dyn DynGame>> {
        let wanted = usize::try_from(row.version).unwrap_or(0);
        for m in missing.iter().take(wanted.saturating_sub(game.ply())) {
            if let Err(e) = game.play(&m.text) {
                self.positions_lock().forget(row.id);
                return Err(AppError::Store(StoreError::Protocol(format!(
                    "game {} ply {} does not replay: {e}",
                    row.id, m.ply
                ))));
            }
            self.moves_replayed
                .fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        }
        if game.ply() == wanted {
            self.remember(row.id, row.takebacks, row.version, game.as_ref());
        }
        Ok(game)
    }

    /// Keeps a committed position of game `id` (see [`positions`]).
    fn remember(&self, id: i64, takebacks: i64, version: i64, game: &dyn DynGame) {
        self.positions_lock().put(id, takebacks, version, game);
    }

    fn positions_lock(&self) -> std::sync::MutexGuard<'_, positions::Positions> {
        self.positions.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// How many moves this core has played to rebuild positions since it
    /// started (a test hook: a turn of a long game plays only its new
    /// moves).
    #[doc(hidden)]
    pub fn moves_replayed(&self) -> u64 {
        self.moves_replayed.load(std::sync::atomic::Ordering::Relaxed)
    }

    /// The bot's search trees kept between its turns, and how many of
    /// its searches started from one (a test hook).
    #[doc(hidden)]
    pub fn bot_trees(&self) -> (usize, u64) {
        (self.trees.held().0, self.trees.reused())
    }

    /// Display names per seat ("open seat" for free seats).
    async fn seat_names(&self, row: &GameRow, seats: &[SeatRow], lang: Lang) -> Result<Vec<String>> {
        let mut conn = self.store.reader().await?;
        self.seat_names_in(&mut conn, row, seats, lang).await
    }

    /// [`App::seat_names`] read on `conn` (inside a write transaction: its
    /// own connection).
    async fn seat_names_in(
        &self,
        conn: &mut Conn,
        row: &GameRow,
        seats: &[SeatRow],
        lang: Lang,
    ) -> Result<Vec<String>> {
        let mut names = Vec::new();
        for seat in seats {
            names.push(match seat.player_id {
                // The bot's stored name is English: it is shown in the
                // reader's words.
                Some(p) => match Store::bot_level_of_in(conn, p).await? {
                    Some(level) => t!(lang, "bot-name", level = level),
                    None => Store::display_name_in(conn, p, &row.platform).await?,
                },
                None => t!(lang, "open-seat"),
            });
        }
        Ok(names)
    }

    /// A game's moves and throws as recorded, in order.
    async fn move_texts(&self, game_id: i64) -> Result<Vec<String>> {
        Ok(self
            .store
            .moves(game_id)
            .await?
            .into_iter()
            .map(|m| m.text)
            .collect())
    }

    /// Chooses the game a command is about: the given id, or the user's only
    /// game here in one of `statuses`; several games get a list to choose from.
    async fn pick_game(
        &self,
        request: &Request,
        player: i64,
        wanted: GameRef,
        statuses: &[GameStatus],
        what: &str,
    ) -> Result<GameRow> {
        let lang = request.lang;
        if let Some(id) = wanted {
            let Some(row) = self.store.game(id).await? else {
                return Err(missing(id));
            };
            if row.platform != request.platform || row.chat_id != request.chat {
                return refuse_as(refusal!("other-chat", id = id));
            }
            return Ok(row);
        }
        let mine: Vec<GameRow> = self
            .store
            .games_of_player_in(player, &request.platform, &request.chat)
            .await?
            .into_iter()
            .filter(|g| statuses.contains(&g.status))
            .collect();
        match mine.as_slice() {
            [] => refuse_as(refusal!("none-here", what = command_text::command_in(what, lang))),
            [only] => Ok(only.clone()),
            _ => {
                let list: Vec<String> = mine
                    .iter()
                    .map(|g| format!("#{} {}", g.id, game_names::display_name(&g.slug, lang)))
                    .collect();
                refuse_as(refusal!(
                    "several-here",
                    list = list.join(", "),
                    what = command_text::command_in(what, lang),
                    first = mine[0].id
                ))
            }
        }
    }
}

/// A command's name for the logs (never its free text: a move, a name).
fn command_name(command: &Command) -> &'static str {
    match command {
        Command::Challenge { .. } => "challenge",
        Command::Accept(_) => "accept",
        Command::InviteBot { .. } => "bot",
        Command::Decline(_) => "decline",
        Command::Cancel(_) => "cancel",
        Command::Move { .. } => "move",
        Command::Resign(_) => "resign",
        Command::Draw { .. } => "draw",
        Command::Takeback { .. } => "takeback",
        Command::Board(_) | Command::BoardFlip(_) | Command::BoardAt { .. } => "board",
        Command::Record(_) => "record",
        Command::Verify(_) => "verify",
        Command::MyGames => "mygames",
        Command::History { .. } => "history",
        Command::ShowGame(_) => "game",
        Command::Replay(_) => "replay",
        Command::Rematch(_) => "rematch",
        Command::Hint(_) => "hint",
        Command::Analyse { .. } => "analyse",
        Command::Turns => "turns",
        Command::Vacation(_) => "vacation",
        Command::Notify(_) => "notify",
        Command::GamesHere => "here",
        Command::Games { .. } => "games",
        Command::Rules { .. } => "rules",
        Command::Help => "help",
        Command::Link(_) => "link",
        Command::Unlink => "unlink",
        Command::Rating { .. } => "rating",
        Command::Leaderboard { .. } => "leaderboard",
        Command::Tournament(_) => "tournament",
    }
}

/// The game a command names by `#id`, if any.
fn command_game(command: &Command) -> GameRef {
    match command {
        Command::Accept(game)
        | Command::Decline(game)
        | Command::Cancel(game)
        | Command::Resign(game)
        | Command::Board(game)
        | Command::BoardFlip(game)
        | Command::Record(game)
        | Command::Verify(game)
        | Command::Hint(game)
        | Command::Analyse { game, .. }
        | Command::InviteBot { game, .. }
        | Command::Move { game, .. }
        | Command::Draw { game, .. }
        | Command::Takeback { game, .. } => *game,
        _ => None,
    }
}

/// Starts a game of `slug` with options stored as a JSON object of strings.
fn start_game(slug: &str, options_json: &str) -> Result<Box<dyn DynGame>> {
    let given = stored_options(options_json)?;
    games::registry::start(slug, &given).map_err(|e| AppError::User(e.to_string()))
}

/// A game's options as the store keeps them (a JSON object of texts).
fn stored_options(options_json: &str) -> Result<BTreeMap<String, OptionValue>> {
    let options: BTreeMap<String, String> = serde_json::from_str(options_json)
        .map_err(|e| AppError::Store(StoreError::Protocol(format!("bad stored options: {e}"))))?;
    Ok(options
        .into_iter()
        .map(|(k, v)| (k, OptionValue::Text(v)))
        .collect())
}

/// The seat's role name ("South", "Sud") in a game (see
/// [`speech::seat_name`]).
fn role(game: &dyn DynGame, seat: Seat, lang: Lang) -> String {
    speech::seat_name(game.info(), seat, lang)
}

/// The language a command asks for (`/regole`), else the user's.
fn asked_lang(asked: Option<&str>, user: texts::Lang) -> texts::Lang {
    asked.and_then(texts::Lang::parse).unwrap_or(user)
}

/// "There is no game #N."
fn missing(id: i64) -> AppError {
    AppError::Refused(refusal!("no-game", id = id))
}

/// A game's status in words.
fn status_name(status: GameStatus, lang: Lang) -> String {
    texts::tr(lang, &format!("status-{status}"), &[])
}
