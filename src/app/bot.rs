//! The bot as a player: seated in challenges like anyone (a player with a
//! reserved account, one per level), it plays its turns by itself through
//! the durable job `bot-turn`, thinking off the async executor on its own
//! threads in fair order ([`super::thinkers`]), without the game's lock,
//! from the game's live position (nothing replayed); its move is checked
//! against the game's version before it is recorded like any move, and
//! announced through the outbox with the board. How many games with the bot
//! a player or a chat may have at once is capped.
//!
//! A turn's life: a move (or the start) leaves the bot to move, and the
//! same transaction schedules a `bot-turn` job for that version of the game.
//! The scheduler ([`App::run_due_jobs`]) reads the game, hands the search to
//! the pool, and waits; other requests are served meanwhile. When the move
//! comes back it takes the game's lock, and records the move only if the
//! game is still at that version (a resignation or anything else since
//! makes the job stale). The job is marked done in the transaction that
//! records the move, and only while this process's claim on it holds (see
//! `claims`): a process stopped mid-think leaves the job due, and once its
//! claim has run out the next pass of any process thinks again; a process
//! that thought past its claim while another took the turn over records
//! nothing. The search's seed comes from the game's seed and version, so it
//! finds the same move (unless a time cap cut it short).

use crate::app::refusal::refusal;
use crate::app::refuse_as;
use std::collections::HashSet;
use std::sync::{Arc, Mutex};

use games::{DynGame, Seat, Status};
use sha2::{Digest, Sha256};

use super::play::Recorded;
use super::texts::{lang_of, t};
pub(super) use super::thinkers::Thinkers;
use super::{App, Result, Settings, role};
use crate::store::{GameStatus, JobRow, Store};

/// Most unfinished games with the bot a player may have at once (that
/// they play in or started, bot against bot included), anywhere.
pub const MAX_BOT_GAMES_PER_PLAYER: i64 = 5;

/// Most unfinished games with the bot in one chat at once.
pub const MAX_BOT_GAMES_PER_CHAT: i64 = 20;

/// The job kind of a bot's turn.
pub(super) const BOT_TURN: &str = "bot-turn";

/// Marks a job as being thought about until dropped.
struct Busy {
    set: Arc<Mutex<HashSet<i64>>>,
    job: i64,
}

impl Drop for Busy {
    fn drop(&mut self) {
        self.set
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .remove(&self.job);
    }
}

/// A bot turn being thought about.
pub(super) struct Thinking {
    job: i64,
    game_id: i64,
    version: i64,
    seat: Seat,
    search: tokio::sync::oneshot::Receiver<std::result::Result<String, String>>,
    _busy: Busy,
}

/// The search's seed for a game at a version: SHA-256 of a tag, the game's
/// secret seed and the version, first 8 bytes. Thinking again about the
/// same turn (after a restart) searches the same way.
fn search_seed(game_seed: &[u8], version: i64) -> u64 {
    let mut hasher = Sha256::new();
    hasher.update(b"tavolo-bot-v1");
    hasher.update(game_seed);
    hasher.update(version.to_be_bytes());
    let digest = hasher.finalize();
    let mut first = [0u8; 8];
    first.copy_from_slice(&digest[..8]);
    u64::from_be_bytes(first)
}

impl App {
    /// Sets how many searches the bot may run at once (default: one per
    /// core but one).
    pub fn with_bot_threads(mut self, threads: usize) -> App {
        self.thinkers = Thinkers::new(threads);
        self
    }

    /// Starts thinking about a due `bot-turn` job; a job whose turn is gone
    /// (the game moved on or ended) is marked done instead.
    pub(super) async fn begin_bot_turn(&self, job: &JobRow) -> Result<Option<Thinking>> {
        let busy = {
            let mut set = self.thinkers.busy.lock().unwrap_or_else(|p| p.into_inner());
            if !set.insert(job.id) {
                return Ok(None);
            }
            Busy {
                set: self.thinkers.busy.clone(),
                job: job.id,
            }
        };
        let version = serde_json::from_str::<serde_json::Value>(&job.payload)
            .ok()
            .and_then(|v| v["version"].as_i64());
        let turn = match (job.game_id, version) {
            (Some(game_id), Some(version)) => self.bot_to_move(game_id, version).await?,
            _ => None,
        };
        let Some((row, game, seat, level)) = turn else {
            let mut tx = self.store.write().await?;
            Store::finish_job(&mut tx, job.id, &self.instance, self.now()).await?;
            tx.commit().await?;
            return Ok(None);
        };
        let budget = ai::Level::new(u64::from(level))
            .unwrap_or(ai::Level::TWO)
            .budget();
        let seed = search_seed(&row.seed, row.version);
        let chat = format!("{}:{}", row.platform, row.chat_id);
        // The tree of the bot's last turn in this game, if this process
        // still holds it and the game went on from it (not after a
        // takeback: the count is in the key).
        let trees = self.trees.clone();
        let key = ai::TreeKey {
            game: row.id,
            takebacks: row.takebacks,
        };
        let search = self.thinkers.submit(&chat, move || {
            ai::best_move_kept(game.as_ref(), budget, seed, &trees, key)
                .map(|thought| thought.best)
                .map_err(|e| e.to_string())
        });
        Ok(Some(Thinking {
            job: job.id,
            game_id: row.id,
            version: row.version,
            seat,
            search,
            _busy: busy,
        }))
    }

    /// The game, its live position, the seat and the bot's level if a bot
    /// is to move in game `game_id` at `version`.
    async fn bot_to_move(
        &self,
        game_id: i64,
        version: i64,
    ) -> Result<Option<(crate::store::GameRow, Box<dyn DynGame>, Seat, u8)>> {
        let Some(row) = self.store.game(game_id).await? else {
            return Ok(None);
        };
        if row.status != GameStatus::Active || row.version != version {
            return Ok(None);
        }
        let game = {
            let mut conn = self.store.reader().await?;
            self.live(&mut conn, &row).await?
        };
        let Status::ToMove(seat) = game.status() else {
            return Ok(None);
        };
        let bots = self.store.automatic_seats(game_id).await?;
        let Some(level) = bots.get(seat.index()).copied().flatten() else {
            return Ok(None);
        };
        Ok(Some((row, game, seat, level)))
    }

    /// Waits for the bot's move and records it if the game is still where
    /// it was; the job is done either way.
    pub(super) async fn end_bot_turn(&self, mut thinking: Thinking) -> Result<()> {
        let thought = match (&mut thinking.search).await {
            Ok(Ok(best)) => Some(best),
            Ok(Err(e)) => {
                tracing::warn!("tavolo: bot in game {}: {e}", thinking.game_id);
                None
            }
            Err(_) => {
                tracing::warn!("tavolo: bot in game {}: the search stopped", thinking.game_id);
                None
            }
        };
        let lock = self.lock_of(thinking.game_id);
        let _guard = lock.lock().await;
        let mut tx = self.store.write().await?;
        let row = Store::game_in(&mut tx, thinking.game_id).await?;
        let current = row
            .as_ref()
            .is_some_and(|r| r.status == GameStatus::Active && r.version == thinking.version);
        let mut played = None;
        if let (true, Some(row)) = (current, row) {
            played = self
                .commit_bot_move(&mut tx, &row, thinking.seat, thought)
                .await?
                .map(|(version, game)| (row.takebacks, version, game));
        }
        Store::finish_job(&mut tx, thinking.job, &self.instance, self.now()).await?;
        tx.commit().await?;
        // Kept only now that it is stored: a failed commit leaves nothing.
        if let Some((takebacks, version, game)) = played {
            self.remember(thinking.game_id, takebacks, version, game.as_ref());
        }
        Ok(())
    }

    /// Records the bot's move (its first legal move if the search failed),
    /// what the core plays after it, the next turn, and the notice; returns
    /// the new version and position, to keep once committed.
    async fn commit_bot_move(
        &self,
        tx: &mut crate::store::Tx,
        row: &crate::store::GameRow,
        seat: Seat,
        thought: Option<String>,
    ) -> Result<Option<(i64, Box<dyn DynGame>)>> {
        let mut game = self.live(tx, row).await?;
        if game.status() != Status::ToMove(seat) {
            return Ok(None);
        }
        let played = match thought.and_then(|text| game.play(&text).ok()) {
            Some(played) => played,
            None => {
                let legal = game.legal();
                let Some(first) = legal.first() else {
                    return Ok(None);
                };
                game.play(first)
                    .map_err(|e| super::AppError::User(e.to_string()))?
            }
        };
        // A secret the bot's move uncovered for the table (a lifted bell)
        // is shown with the notice, taken at the ply right after the move.
        let glimpse = super::glimpses::glimpse_ref(game.as_ref(), row, row.version + 1);
        let told = super::play::told(game.as_ref(), lang_of(&row.lang));
        let settings: Settings = serde_json::from_str(&row.settings).unwrap_or_default();
        let mut recorded: Vec<Recorded> = vec![(played.clone(), Some(i64::from(seat.0)), false)];
        self.advance(&mut game, &row.seed, settings, &mut recorded);
        let version = self.record(tx, row, game.as_ref(), &recorded).await?;
        self.notify_turn(tx, row, game.as_ref(), version).await?;
        // A turn of several moves (a progressive chess series) is one post,
        // when it ends: the bot's next move of it is already scheduled.
        if game.status() == Status::ToMove(seat) {
            return Ok(Some((version, game)));
        }
        let moves = Store::moves_from_in(tx, row.id, 0).await?;
        let series: Vec<String> = moves
            .iter()
            .rev()
            .skip(recorded.len())
            .take_while(|m| m.seat == Some(i64::from(seat.0)) && !m.auto)
            .map(|m| m.text.clone())
            .collect::<Vec<_>>()
            .into_iter()
            .rev()
            .chain(std::iter::once(played.clone()))
            .collect();

        // A secret move is told as the table may read it.
        let first = (version as usize + 1).saturating_sub(recorded.len() + series.len());
        let series = match super::secrets::plies_shown(game.as_ref(), first, series.len()) {
            Some(shown) => vec![shown],
            None => series,
        };
        let lang = lang_of(&row.lang);
        let seats = Store::seats_in(tx, row.id).await?;
        let names = self.seat_names_in(tx, row, &seats, lang).await?;
        let name = names.get(seat.index()).cloned().unwrap_or_default();
        let head = t!(
            lang,
            "bot-played",
            name = name,
            role = role(game.as_ref(), seat, lang),
            did = super::move_words::did(game.info(), &series.join(" "), lang),
            id = row.id,
            told = told
        );
        let key = format!("game:{}:bot:{}", row.id, row.version);
        self.post_move_notice(
            tx,
            row,
            &seats,
            game.as_ref(),
            &recorded,
            version,
            head,
            &key,
            lang,
            glimpse,
        )
        .await?;
        Ok(Some((version, game)))
    }

    /// Seats the bot in a free seat of an open challenge the user sits in;
    /// a full table starts the game.
    pub(super) async fn invite_bot(
        &self,
        request: &super::Request,
        game: super::GameRef,
        level: Option<u8>,
    ) -> Result<super::Reply> {
        let (lang, public) = (request.lang, request.chat_lang);
        let level = level.unwrap_or(super::command_text::DEFAULT_BOT_LEVEL);
        if !(1..=3).contains(&level) {
            return refuse_as(refusal!("bot-levels"));
        }
        let me = self.player(request).await?;
        let row = self.challenge_for(request, me, game, "bot").await?;
        if !ai::plays(&row.slug) {
            return refuse_as(refusal!("bot-cannot-play", game = row.slug));
        }
        let lock = self.lock_of(row.id);
        let _guard = lock.lock().await;
        let mut tx = self.store.write().await?;
        let row = self.still_open(&mut tx, row.id, lang).await?;
        let seats = Store::seats_in(&mut tx, row.id).await?;
        if !seats.iter().any(|s| s.player_id == Some(me)) {
            return refuse_as(refusal!("invite-bot-players-only", id = row.id));
        }
        let Some(free) = seats.iter().find(|s| s.player_id.is_none()) else {
            return refuse_as(refusal!("challenge-full", id = row.id));
        };
        let has_bot = Store::bot_seats_in(&mut tx, row.id)
            .await?
            .iter()
            .any(Option::is_some);
        if !has_bot {
            self.check_bot_caps(&mut tx, request, me).await?;
        }
        let bot = Store::bot_player(&mut tx, level, self.now()).await?;
        Store::set_seat(&mut tx, row.id, free.seat, bot, true).await?;
        let seats = Store::seats_in(&mut tx, row.id).await?;
        if seats.iter().all(|s| s.accepted && s.player_id.is_some()) {
            let started = self.start(&mut tx, &row).await?;
            tx.commit().await?;
            let headline = t!(public, "bot-joins");
            return self.started_reply(row.id, started, &headline, public).await;
        }
        tx.commit().await?;
        Ok(super::Reply::text(t!(
            public,
            "bot-joined",
            level = level,
            id = row.id
        )))
    }

    /// Refuses one more game with the bot for `player` in the request's
    /// chat when the player or the chat is at its cap; read in the
    /// transaction that would add it, so two requests cannot both pass.
    pub(super) async fn check_bot_caps(
        &self,
        tx: &mut crate::store::Tx,
        request: &super::Request,
        player: i64,
    ) -> Result<()> {
        let (mine, here) =
            Store::unfinished_bot_games_in(tx, player, &request.platform, &request.chat).await?;
        if mine >= MAX_BOT_GAMES_PER_PLAYER {
            return refuse_as(refusal!("bot-cap-player", max = MAX_BOT_GAMES_PER_PLAYER));
        }
        if here >= MAX_BOT_GAMES_PER_CHAT {
            return refuse_as(refusal!("bot-cap-chat", max = MAX_BOT_GAMES_PER_CHAT));
        }
        Ok(())
    }

    /// Whether the core plays `seat` of game `game_id` by itself: a bot
    /// sits there, or its player resigned while the others play on.
    pub(super) async fn is_bot_seat(&self, game_id: i64, seat: Seat) -> Result<bool> {
        let bots = self.store.automatic_seats(game_id).await?;
        Ok(bots.get(seat.index()).copied().flatten().is_some())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_search_seed_depends_on_the_game_seed_and_version() {
        let a = search_seed(&[1; 32], 4);
        assert_eq!(a, search_seed(&[1; 32], 4));
        assert_ne!(a, search_seed(&[1; 32], 5));
        assert_ne!(a, search_seed(&[2; 32], 4));
    }
}
