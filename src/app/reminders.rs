//! Turn reminders, batched and rate-limited.
//!
//! Each turn of a person schedules a `remind-turn` job; when it comes due
//! and nobody moved, the seat to move is reminded. Sent one by one, each
//! with its board, 10,000 due reminders once took 76 s of one console line
//! and drew 10,008 pictures. So the due reminders of a scheduler pass are
//! gathered per chat and player: a single game gets the usual notice with
//! its board; several get one digest, a line per game and no picture. A
//! chat gets at most [`REMINDERS_PER_CHAT`] reminder notices and a player
//! one per [`REMINDER_WINDOW`]; the reminders that do not fit are postponed
//! to the next window (their jobs stay), never dropped.

use games::Status;

use super::texts::{Lang, game_name, lang_of, t};
use super::{App, BoardRef, Notice, Result, role};
use crate::store::{GameStatus, JobRow, Store, Tx};

/// The job kind of a turn reminder.
pub(super) const REMIND_TURN: &str = "remind-turn";

/// The time window over which reminders are limited, in seconds.
pub const REMINDER_WINDOW: i64 = 10 * 60;

/// The most reminder notices a chat gets per window.
pub const REMINDERS_PER_CHAT: usize = 5;

/// The most games one digest lists: a line each keeps it a readable
/// message well under Discord's 2,000 characters. The player's other due
/// games come in the next window's digest.
pub const DIGEST_GAMES: usize = 15;

/// A due reminder whose game still waits for the same move.
struct Due {
    job: i64,
    game: i64,
    version: i64,
    platform: String,
    chat: String,
    player: i64,
    lang: Lang,
    name: String,
    mention: Option<String>,
    game_name: String,
    opponents: String,
    role: String,
    /// Seconds left on the seat's clock, if the game has one.
    left: Option<i64>,
    /// The end of the vacation the player is on: reminded after it.
    paused_until: Option<i64>,
}

/// The due reminders of one player in one chat, oldest first.
struct PlayerReminders {
    platform: String,
    chat: String,
    player: i64,
    games: Vec<Due>,
}

impl App {
    /// Runs this pass's due reminder jobs: stale ones are finished quietly;
    /// each player gets at most one notice per chat and window, a chat at
    /// most [`REMINDERS_PER_CHAT`]; the rest are postponed.
    pub(super) async fn send_reminders(&self, jobs: &[JobRow]) -> Result<()> {
        if jobs.is_empty() {
            return Ok(());
        }
        // Everything is read before the write lock is taken (reads through
        // the pool while holding it can stall other writers); the versions
        // are checked again under the lock.
        let mut stale = Vec::new();
        // Reminders of players on vacation wait for their return.
        let mut away = Vec::new();
        let mut groups: Vec<PlayerReminders> = Vec::new();
        for job in jobs {
            let Some(due) = self.due_reminder(job).await? else {
                stale.push(job.id);
                continue;
            };
            if let Some(back) = due.paused_until {
                away.push((job.id, back));
                continue;
            }
            // Two reminders of one turn due together (the hourly one and a
            // clock's warning) are said once.
            if groups.iter().any(|g| g.games.iter().any(|d| d.game == due.game)) {
                stale.push(job.id);
                continue;
            }
            match groups
                .iter_mut()
                .find(|g| g.player == due.player && g.chat == due.chat && g.platform == due.platform)
            {
                Some(group) => group.games.push(due),
                None => groups.push(PlayerReminders {
                    platform: due.platform.clone(),
                    chat: due.chat.clone(),
                    player: due.player,
                    games: vec![due],
                }),
            }
        }
        let now = self.now();
        let later = now + REMINDER_WINDOW;
        let mut tx = self.store.write().await?;
        for id in stale {
            Store::finish_job(&mut tx, id, &self.instance, now).await?;
        }
        for (id, back) in away {
            Store::postpone_job(&mut tx, id, &self.instance, back).await?;
        }
        // Who was reminded in each chat during the window, this pass included.
        let mut reminded: Vec<((String, String), Vec<i64>)> = Vec::new();
        for group in groups {
            let chat = (group.platform.clone(), group.chat.clone());
            let index = match reminded.iter().position(|(c, _)| *c == chat) {
                Some(index) => index,
                None => {
                    let since = now - REMINDER_WINDOW + 1;
                    let players = Store::reminded_since(&mut tx, &chat.0, &chat.1, since).await?;
                    reminded.push((chat, players));
                    reminded.len() - 1
                }
            };
            let players = &mut reminded[index].1;
            let mut games = Vec::new();
            for due in group.games {
                if still_waiting(&mut tx, &due).await? {
                    games.push(due);
                } else {
                    Store::finish_job(&mut tx, due.job, &self.instance, now).await?;
                }
            }
            if games.is_empty() {
                continue;
            }
            if players.len() >= REMINDERS_PER_CHAT || players.contains(&group.player) {
                for due in &games {
                    Store::postpone_job(&mut tx, due.job, &self.instance, later).await?;
                }
                continue;
            }
            let rest = games.split_off(games.len().min(DIGEST_GAMES));
            let notice = reminder_notice(&games, rest.len());
            let key = format!("remind:{}:{}", group.player, games[0].job);
            let payload = serde_json::to_string(&notice).unwrap_or_default();
            Store::enqueue_reminder(
                &mut tx,
                &key,
                (&group.platform, &group.chat),
                group.player,
                &payload,
                now,
            )
            .await?;
            players.push(group.player);
            for due in &games {
                Store::finish_job(&mut tx, due.job, &self.instance, now).await?;
            }
            for due in &rest {
                Store::postpone_job(&mut tx, due.job, &self.instance, later).await?;
            }
        }
        tx.commit().await?;
        Ok(())
    }

    /// The reminder a job asks for, if its game still waits for the move it
    /// waited for when the job was scheduled, from a person.
    async fn due_reminder(&self, job: &JobRow) -> Result<Option<Due>> {
        let version = serde_json::from_str::<serde_json::Value>(&job.payload)
            .ok()
            .and_then(|v| v["version"].as_i64());
        let Some(game_id) = job.game_id else {
            return Ok(None);
        };
        let Some(row) = self.store.game(game_id).await? else {
            return Ok(None);
        };
        if row.status != GameStatus::Active || Some(row.version) != version {
            return Ok(None);
        }
        let moves = self.store.moves(game_id).await?;
        let game = self.replayed(&row, &moves)?;
        let Status::ToMove(seat) = game.status() else {
            return Ok(None);
        };
        let seats = self.store.seats(game_id).await?;
        let Some(player) = seats.get(seat.index()).and_then(|s| s.player_id) else {
            return Ok(None);
        };
        // A player who asked for a digest, or for silence, gets no
        // reminder per game.
        if !self.wants_each_reminder(player).await? {
            return Ok(None);
        }
        let clocks = super::clocks::clocks_of(&mut *self.store.reader().await?, &row, &seats, &moves).await?;
        let now = self.now();
        let paused_until = clocks
            .as_ref()
            .and_then(|(_, c)| c.paused_until(seat.index(), now));
        let left = clocks.map(|(_, clocks)| clocks.deadline(seat.index()) - now);
        let lang = lang_of(&row.lang);
        let names = self.seat_names(&row, &seats, lang).await?;
        let opponents: Vec<&str> = names
            .iter()
            .enumerate()
            .filter(|(i, _)| *i != seat.index())
            .map(|(_, n)| n.as_str())
            .collect();
        Ok(Some(Due {
            job: job.id,
            game: row.id,
            version: row.version,
            name: names.get(seat.index()).cloned().unwrap_or_default(),
            mention: self.store.platform_user_id(player, &row.platform).await?,
            game_name: game_name(game.info(), lang).to_string(),
            opponents: opponents.join(", "),
            role: role(game.as_ref(), seat, lang),
            left,
            paused_until,
            platform: row.platform,
            chat: row.chat_id,
            player,
            lang,
        }))
    }
}

/// Whether the game is still where the reminder found it, read under the
/// write lock (a move in between makes the reminder stale).
async fn still_waiting(tx: &mut Tx, due: &Due) -> Result<bool> {
    Ok(Store::game_in(tx, due.game)
        .await?
        .is_some_and(|row| row.status == GameStatus::Active && row.version == due.version))
}

/// One game: the usual reminder with its board. Several: one digest, a
/// line per game and no picture, in the language of the oldest game,
/// saying how many more follow in the next window.
fn reminder_notice(games: &[Due], more: usize) -> Notice {
    let first = &games[0];
    let lang = first.lang;
    let mentions: Vec<String> = first.mention.iter().cloned().collect();
    if let ([only], 0) = (games, more) {
        return Notice {
            text: with_clock(
                t!(
                    lang,
                    "still-your-turn",
                    name = only.name,
                    game = only.game_name,
                    id = only.game,
                    role = only.role
                ),
                only.left,
                lang,
            ),
            board: Some(BoardRef {
                game_id: only.game,
                ply: only.version,
                facing: None,
            }),
            mentions,
            lang: lang.as_str().to_string(),
            glimpse: None,
        };
    }
    let mut lines = vec![t!(
        lang,
        "reminder-digest",
        name = first.name,
        n = games.len() + more
    )];
    for due in games {
        lines.push(match due.left {
            None => t!(
                lang,
                "reminder-digest-line",
                id = due.game,
                game = due.game_name,
                opponents = due.opponents,
                role = due.role
            ),
            Some(left) => t!(
                lang,
                "reminder-digest-line-clock",
                id = due.game,
                game = due.game_name,
                opponents = due.opponents,
                role = due.role,
                time = super::time_control::span_words(left, lang)
            ),
        });
    }
    if more > 0 {
        lines.push(t!(lang, "reminder-digest-more", n = more));
    }
    Notice {
        text: lines.join("\n"),
        board: None,
        mentions,
        lang: lang.as_str().to_string(),
        glimpse: None,
    }
}

/// `text` followed by the time left on the clock, if there is one.
fn with_clock(text: String, left: Option<i64>, lang: Lang) -> String {
    match left {
        Some(left) => format!(
            "{text} {}",
            t!(
                lang,
                "clock-left",
                time = super::time_control::span_words(left, lang)
            )
        ),
        None => text,
    }
}
