//! The outbox: notices the core emits, delivered by adapters at least once,
//! each with an idempotency key.

use sqlx::FromRow;

use super::{Store, StoreError, Tx, on, on_pool};

/// A notice waiting for delivery.
#[derive(Clone, Debug, FromRow)]
pub struct OutboxRow {
    pub id: i64,
    pub idempotency_key: String,
    pub platform: String,
    pub chat_id: String,
    pub game_id: Option<i64>,
    /// The notice, as JSON.
    pub payload: String,
}

impl Store {
    /// Queues a notice in the caller's transaction. A second notice with the
    /// same key is ignored.
    ///
    /// # Errors
    /// Database errors.
    #[allow(clippy::too_many_arguments)]
    pub async fn enqueue(
        tx: &mut Tx,
        key: &str,
        platform: &str,
        chat_id: &str,
        game_id: Option<i64>,
        payload: &str,
        now: i64,
    ) -> Result<(), StoreError> {
        on!(tx, |c| sqlx::query(
            "INSERT INTO outbox (idempotency_key, platform, chat_id, game_id, payload, created_at) \
             VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (idempotency_key) DO NOTHING",
        )
        .bind(key)
        .bind(platform)
        .bind(chat_id)
        .bind(game_id)
        .bind(payload)
        .bind(now)
        .execute(&mut *c)
        .await
        .map(|done| done.rows_affected()))?;
        Ok(())
    }

    /// Queues a turn reminder for `player` in the caller's transaction, like
    /// [`Store::enqueue`], remembering whom it reminds.
    ///
    /// # Errors
    /// Database errors.
    pub async fn enqueue_reminder(
        tx: &mut Tx,
        key: &str,
        (platform, chat_id): (&str, &str),
        player: i64,
        payload: &str,
        now: i64,
    ) -> Result<(), StoreError> {
        on!(tx, |c| sqlx::query(
            "INSERT INTO outbox (idempotency_key, platform, chat_id, reminds, payload, created_at) \
             VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (idempotency_key) DO NOTHING",
        )
        .bind(key)
        .bind(platform)
        .bind(chat_id)
        .bind(player)
        .bind(payload)
        .bind(now)
        .execute(&mut *c)
        .await
        .map(|done| done.rows_affected()))?;
        Ok(())
    }

    /// The players reminded in a chat since `since` (inclusive), one entry per
    /// reminder notice.
    ///
    /// # Errors
    /// Database errors.
    pub async fn reminded_since(
        tx: &mut Tx,
        platform: &str,
        chat_id: &str,
        since: i64,
    ) -> Result<Vec<i64>, StoreError> {
        let rows: Vec<(i64,)> = on!(tx, |c| sqlx::query_as(
            "SELECT reminds FROM outbox WHERE platform = $1 AND chat_id = $2 AND created_at >= $3 \
             AND reminds IS NOT NULL",
        )
        .bind(platform)
        .bind(chat_id)
        .bind(since)
        .fetch_all(&mut *c)
        .await)?;
        Ok(rows.into_iter().map(|(p,)| p).collect())
    }

    /// Undelivered notices for `platform`, oldest first.
    ///
    /// # Errors
    /// Database errors.
    pub async fn pending(&self, platform: &str, limit: i64) -> Result<Vec<OutboxRow>, StoreError> {
        on_pool!(self, |p| sqlx::query_as(
            "SELECT id, idempotency_key, platform, chat_id, game_id, payload FROM outbox \
             WHERE platform = $1 AND sent_at IS NULL ORDER BY id LIMIT $2",
        )
        .bind(platform)
        .bind(limit)
        .fetch_all(p)
        .await)
    }

    /// Marks a notice delivered.
    ///
    /// # Errors
    /// Database errors.
    pub async fn mark_sent(&self, id: i64, now: i64) -> Result<(), StoreError> {
        on_pool!(self, |p| sqlx::query(
            "UPDATE outbox SET sent_at = $1 WHERE id = $2 AND sent_at IS NULL"
        )
        .bind(now)
        .bind(id)
        .execute(p)
        .await
        .map(|done| done.rows_affected()))?;
        Ok(())
    }

    /// Deletes the notices delivered before `before`, in the caller's
    /// transaction; returns how many. Undelivered ones always stay.
    ///
    /// # Errors
    /// Database errors.
    pub async fn prune_delivered(tx: &mut Tx, before: i64) -> Result<u64, StoreError> {
        let done = on!(tx, |c| sqlx::query(
            "DELETE FROM outbox WHERE sent_at IS NOT NULL AND sent_at < $1"
        )
        .bind(before)
        .execute(&mut *c)
        .await
        .map(|done| done.rows_affected()))?;
        Ok(done)
    }
}
