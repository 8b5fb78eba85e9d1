//! Each platform update handled once among the processes sharing the
//! database (see `store::handled_updates`).

use super::{App, AppError};

/// How long an update's record is kept: Telegram keeps an undelivered
/// update for 24 hours, so a repeat never comes later than that.
const KEPT_FOR: i64 = 2 * 24 * 3600;

impl App {
    /// Records that this process handles the update `update_id` of
    /// `platform`; true the first time, false for a repeat (already handled
    /// here or by another process), which the caller drops. Now and then
    /// the records older than any repeat are deleted.
    ///
    /// # Errors
    /// The store failed.
    pub async fn first_delivery(&self, platform: &str, update_id: i64) -> Result<bool, AppError> {
        let now = self.now();
        let first = self
            .store
            .first_delivery(platform, update_id, &self.instance, now)
            .await?;
        if first && update_id % 256 == 0 {
            self.store.forget_updates(platform, now - KEPT_FOR).await?;
        }
        Ok(first)
    }
}
