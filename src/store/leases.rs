//! Named leases: a task only one process may do at a time (delivering a
//! platform's outbox, polling Telegram) is done by whoever holds its
//! lease. A holder renews its lease while it works; a holder that died
//! stops renewing, and once the lease has run out another process takes
//! it over.

use super::{Store, StoreError, on_pool};

impl Store {
    /// Takes the lease `name` for `holder` until `until`, or renews it when
    /// `holder` already holds it; true when `holder` holds it afterwards.
    /// Another holder's lease is taken only once it has run out (its
    /// `until` is before `now`). One statement, atomic on both engines.
    ///
    /// # Errors
    /// Database errors.
    pub async fn take_lease(
        &self,
        name: &str,
        holder: &str,
        now: i64,
        until: i64,
    ) -> Result<bool, StoreError> {
        let held: Option<(String,)> = on_pool!(self, |p| sqlx::query_as(
            "INSERT INTO leases (name, holder, until) VALUES ($1, $2, $3) \
             ON CONFLICT (name) DO UPDATE SET holder = excluded.holder, until = excluded.until \
             WHERE leases.holder = excluded.holder OR leases.until < $4 \
             RETURNING holder",
        )
        .bind(name)
        .bind(holder)
        .bind(until)
        .bind(now)
        .fetch_optional(p)
        .await)?;
        Ok(held.is_some())
    }

    /// Gives the lease `name` up if `holder` holds it (a process stopping
    /// cleanly), so another takes it over at once.
    ///
    /// # Errors
    /// Database errors.
    pub async fn release_lease(&self, name: &str, holder: &str) -> Result<(), StoreError> {
        on_pool!(self, |p| sqlx::query(
            "DELETE FROM leases WHERE name = $1 AND holder = $2"
        )
        .bind(name)
        .bind(holder)
        .execute(p)
        .await
        .map(|done| done.rows_affected()))?;
        Ok(())
    }

    /// Who holds the lease `name` and until when, if anyone ever took it.
    ///
    /// # Errors
    /// Database errors.
    pub async fn lease(&self, name: &str) -> Result<Option<(String, i64)>, StoreError> {
        on_pool!(self, |p| sqlx::query_as(
            "SELECT holder, until FROM leases WHERE name = $1"
        )
        .bind(name)
        .fetch_optional(p)
        .await)
    }
}
