//! Updates a platform delivered, recorded before they are handled, so that
//! an update delivered twice (Telegram's webhook retried towards another
//! process, or the last batch of a poller that died fetched again) is
//! handled by one process, once.

use super::{Store, StoreError, on_pool};

impl Store {
    /// Records that `holder` handles the update `update_id` of `platform`;
    /// true the first time, false when the update was recorded before (by
    /// any process). One statement, atomic on both engines.
    ///
    /// # Errors
    /// Database errors.
    pub async fn first_delivery(
        &self,
        platform: &str,
        update_id: i64,
        holder: &str,
        now: i64,
    ) -> Result<bool, StoreError> {
        let recorded: Option<(String,)> = on_pool!(self, |p| sqlx::query_as(
            "INSERT INTO handled_updates (platform, update_id, holder, at) VALUES ($1, $2, $3, $4) \
             ON CONFLICT (platform, update_id) DO NOTHING RETURNING holder",
        )
        .bind(platform)
        .bind(update_id)
        .bind(holder)
        .bind(now)
        .fetch_optional(p)
        .await)?;
        Ok(recorded.is_some())
    }

    /// Forgets the updates of `platform` recorded before `before`: the
    /// platform no longer delivers them.
    ///
    /// # Errors
    /// Database errors.
    pub async fn forget_updates(&self, platform: &str, before: i64) -> Result<u64, StoreError> {
        on_pool!(self, |p| sqlx::query(
            "DELETE FROM handled_updates WHERE platform = $1 AND at < $2"
        )
        .bind(platform)
        .bind(before)
        .execute(p)
        .await
        .map(|done| done.rows_affected()))
    }
}
