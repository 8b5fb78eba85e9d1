//! The outbox: notices the core emits, delivered by adapters at least once,
//! each with an idempotency key.

use sqlx::FromRow;

use super::{Store, StoreError, Tx};

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
        sqlx::query(
            "INSERT OR IGNORE INTO outbox (idempotency_key, platform, chat_id, game_id, payload, created_at) \
             VALUES (?, ?, ?, ?, ?, ?)",
        )
        .bind(key)
        .bind(platform)
        .bind(chat_id)
        .bind(game_id)
        .bind(payload)
        .bind(now)
        .execute(&mut **tx)
        .await?;
        Ok(())
    }

    /// Undelivered notices for `platform`, oldest first.
    ///
    /// # Errors
    /// Database errors.
    pub async fn pending(&self, platform: &str, limit: i64) -> Result<Vec<OutboxRow>, StoreError> {
        sqlx::query_as(
            "SELECT id, idempotency_key, platform, chat_id, game_id, payload FROM outbox \
             WHERE platform = ? AND sent_at IS NULL ORDER BY id LIMIT ?",
        )
        .bind(platform)
        .bind(limit)
        .fetch_all(&self.pool)
        .await
    }

    /// Marks a notice delivered.
    ///
    /// # Errors
    /// Database errors.
    pub async fn mark_sent(&self, id: i64, now: i64) -> Result<(), StoreError> {
        sqlx::query("UPDATE outbox SET sent_at = ? WHERE id = ? AND sent_at IS NULL")
            .bind(now)
            .bind(id)
            .execute(&self.pool)
            .await?;
        Ok(())
    }
}
