//! Delivering the outbox and running due jobs: what adapters and the
//! scheduler call.

use std::sync::atomic::Ordering;

use super::claims::unless_lost;
use super::{App, BoardRef, Notice, Result};
use crate::store::{JobRow, Store};

/// How long delivered notices and finished jobs are kept (for a look back
/// when something went wrong), in seconds; then they are deleted, so the
/// database does not grow with every notice ever sent.
pub const KEEP_DELIVERED: i64 = 7 * 24 * 60 * 60;

/// How often that clean-up runs at most, in seconds.
const PRUNE_EVERY: i64 = 60 * 60;

/// A notice to deliver, with the key that makes delivery idempotent.
#[derive(Clone, Debug)]
pub struct OutboxNotice {
    pub id: i64,
    pub idempotency_key: String,
    pub chat: String,
    pub notice: Notice,
}

impl App {
    /// Notices waiting for delivery on `platform`, oldest first, if this
    /// process delivers that platform's outbox (it holds its lease, taken
    /// or renewed here: see `outbox_lease`); none otherwise. Check
    /// [`App::may_deliver`] before sending each.
    ///
    /// # Errors
    /// The store failed.
    pub async fn pending_notices(
        &self,
        platform: &str,
    ) -> std::result::Result<Vec<OutboxNotice>, super::AppError> {
        if !self.may_deliver(platform).await {
            return Ok(Vec::new());
        }
        let rows = self.store.pending(platform, 100).await?;
        Ok(rows
            .into_iter()
            .map(|r| OutboxNotice {
                id: r.id,
                idempotency_key: r.idempotency_key,
                chat: r.chat_id,
                notice: serde_json::from_str(&r.payload).unwrap_or(Notice {
                    text: r.payload.clone(),
                    board: None,
                    mentions: Vec::new(),
                    lang: String::new(),
                    glimpse: None,
                }),
            })
            .collect())
    }

    /// Marks a notice delivered; call after the platform accepted it. A
    /// process that dies before this leaves the notice pending, and the next
    /// deliverer sends it again (at least once).
    ///
    /// # Errors
    /// The store failed.
    pub async fn mark_delivered(&self, id: i64) -> std::result::Result<(), super::AppError> {
        self.store.mark_sent(id, self.now()).await?;
        Ok(())
    }

    /// Runs the jobs that are due; returns how many ran. Each is claimed
    /// first (see `claims`), so among the processes sharing the
    /// database one runs it, and its effect commits once. A due bot turn is
    /// thought about on the bot's pool and recorded before this returns;
    /// jobs the bot's moves schedule run on the next call.
    ///
    /// # Errors
    /// The store failed; the pass's unfinished jobs are given back and run
    /// again later.
    pub async fn run_due_jobs(&self) -> std::result::Result<usize, super::AppError> {
        // A clean-up that fails (the database busy) is tried again later.
        if let Err(e) = self.prune_delivered().await {
            tracing::warn!("tavolo: clean-up of delivered notices: {e:?}");
        }
        let now = self.now();
        let due = self
            .store
            .claim_jobs(&self.instance, now, now + self.lease_times.jobs, 100)
            .await?;
        let count = due.len();
        if count == 0 {
            return Ok(0);
        }
        let ids: Vec<i64> = due.iter().map(|j| j.id).collect();
        let mut settled = true;
        let ran = self
            .keeping_claims(&ids, self.run_claimed(due, &mut settled))
            .await;
        if ran.is_err() || !settled {
            self.give_back_jobs(&ids).await;
        }
        ran.map(|()| count)
    }

    /// Runs the jobs a pass claimed. A job whose claim was lost (another
    /// process took it over) is rolled back and left to that process;
    /// `settled` turns false then, so the pass gives back what it still
    /// holds of a batch rolled back with it.
    async fn run_claimed(&self, due: Vec<JobRow>, settled: &mut bool) -> Result<()> {
        // Bot turns think side by side on the pool (other requests are served
        // meanwhile) and are recorded once the other jobs are done.
        let mut thinking = Vec::new();
        for job in due.iter().filter(|j| j.kind == super::bot::BOT_TURN) {
            if let Some(turn) = unless_lost(self.begin_bot_turn(job).await, settled)?.flatten() {
                thinking.push(turn);
            }
        }
        // Reminders go together, so a player with many games waiting gets
        // one digest and a chat a bounded number of notices.
        let (reminders, others): (Vec<_>, Vec<_>) = due
            .into_iter()
            .filter(|j| j.kind != super::bot::BOT_TURN)
            .partition(|j| j.kind == super::reminders::REMIND_TURN);
        unless_lost(self.send_reminders(&reminders).await, settled)?;
        // Digests read many games: before any write lock, like reminders.
        let (digests, others): (Vec<_>, Vec<_>) =
            others.into_iter().partition(|j| j.kind == super::notify::DIGEST);
        unless_lost(self.send_digests(&digests).await, settled)?;
        for job in others {
            unless_lost(self.run_job(&job).await, settled)?;
        }
        for turn in thinking {
            unless_lost(self.end_bot_turn(turn).await, settled)?;
        }
        Ok(())
    }

    /// Runs one job of the kinds done in a single transaction, finished in
    /// that transaction.
    async fn run_job(&self, job: &JobRow) -> Result<()> {
        let lock = job.game_id.map(|id| self.lock_of(id));
        let _guard = match &lock {
            Some(l) => Some(l.lock().await),
            None => None,
        };
        let mut tx = self.store.write().await?;
        match (job.kind.as_str(), job.game_id) {
            ("expire-challenge", Some(game_id)) => self.expire(&mut tx, game_id).await?,
            (super::clocks::FLAG, Some(game_id)) => self.flag_job(&mut tx, game_id, &job.payload).await?,
            (super::clocks::ABANDON, Some(game_id)) => {
                self.abandon_job(&mut tx, game_id, &job.payload).await?
            }
            (kind, _) if kind.starts_with("tournament-") => {
                self.tournament_job(&mut tx, kind, &job.payload).await?
            }
            (kind, _) => tracing::warn!("tavolo: unknown job kind '{kind}' (job {}), skipped", job.id),
        }
        Store::finish_job(&mut tx, job.id, &self.instance, self.now()).await?;
        tx.commit().await?;
        Ok(())
    }

    /// Deletes notices delivered and jobs finished more than
    /// [`KEEP_DELIVERED`] ago, at most once per [`PRUNE_EVERY`] (each
    /// clean-up is a write).
    async fn prune_delivered(&self) -> std::result::Result<(), super::AppError> {
        let now = self.now();
        let last = self.last_pruned.load(Ordering::Relaxed);
        if now.saturating_sub(last) < PRUNE_EVERY {
            return Ok(());
        }
        self.last_pruned.store(now, Ordering::Relaxed);
        let before = now - KEEP_DELIVERED;
        let mut tx = self.store.write().await?;
        let notices = Store::prune_delivered(&mut tx, before).await?;
        let jobs = Store::prune_done_jobs(&mut tx, before).await?;
        tx.commit().await?;
        if notices + jobs > 0 {
            tracing::info!("tavolo: deleted {notices} delivered notices and {jobs} finished jobs");
        }
        Ok(())
    }

    /// The PNG of a game's board as it is now (for notices that show one).
    ///
    /// # Errors
    /// The store failed.
    pub async fn board_png(&self, game_id: i64) -> Result<Option<Vec<u8>>> {
        Ok(self.notice_board(game_id).await?.and_then(|r| r.image))
    }

    /// A game's board as it is now, for a notice: the picture, the board it
    /// shows (game and ply) and the move buttons of the seat to move, in the
    /// game's language; `None` for an unknown game.
    ///
    /// # Errors
    /// The store failed.
    pub async fn notice_board(&self, game_id: i64) -> Result<Option<super::Reply>> {
        let Some(row) = self.store.game(game_id).await? else {
            return Ok(None);
        };
        let seats = self.store.seats(game_id).await?;
        let moves = self.store.moves(game_id).await?;
        let game = self.replayed(&row, &moves)?;
        let lang = super::texts::lang_of(&row.lang);
        Ok(Some(
            self.board_reply(
                &row,
                &seats,
                game.as_ref(),
                super::play::public_viewer(game.as_ref()),
                lang,
            )
            .await?,
        ))
    }

    /// Records a board message an adapter posted.
    ///
    /// # Errors
    /// The store failed.
    pub async fn record_board_message(
        &self,
        platform: &str,
        chat: &str,
        message_id: &str,
        board: super::BoardRef,
    ) -> Result<()> {
        self.store
            .record_board_message(platform, chat, message_id, board.game_id, board.ply)
            .await?;
        Ok(())
    }

    /// The game and ply a posted board message showed (a move typed in
    /// answer to it is chosen on that board: the core refuses it once the
    /// game has moved on).
    ///
    /// # Errors
    /// The store failed.
    pub async fn board_message(
        &self,
        platform: &str,
        chat: &str,
        message_id: &str,
    ) -> Result<Option<BoardRef>> {
        Ok(self
            .store
            .board_message(platform, chat, message_id)
            .await?
            .map(|(game_id, ply)| BoardRef {
                game_id,
                ply,
                facing: None,
            }))
    }
}
