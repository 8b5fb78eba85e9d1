//! Players' vacations (which pause their correspondence clocks) and how
//! each player wants to hear about their turns.

use sqlx::SqliteConnection;

use super::{Store, StoreError, Tx};

impl Store {
    /// A player's vacations as (start, end) spans, oldest first.
    ///
    /// # Errors
    /// Database errors.
    pub async fn vacations_in(
        conn: &mut SqliteConnection,
        player_id: i64,
    ) -> Result<Vec<(i64, i64)>, StoreError> {
        sqlx::query_as("SELECT starts_at, ends_at FROM vacations WHERE player_id = ? ORDER BY starts_at")
            .bind(player_id)
            .fetch_all(conn)
            .await
    }

    /// Records a vacation of `player_id` from `starts` to `ends`.
    ///
    /// # Errors
    /// Database errors.
    pub async fn add_vacation(tx: &mut Tx, player_id: i64, starts: i64, ends: i64) -> Result<(), StoreError> {
        sqlx::query("INSERT INTO vacations (player_id, starts_at, ends_at) VALUES (?, ?, ?)")
            .bind(player_id)
            .bind(starts)
            .bind(ends)
            .execute(&mut **tx)
            .await?;
        Ok(())
    }

    /// Ends at `now` the vacation `player_id` is on, if any; whether one was.
    ///
    /// # Errors
    /// Database errors.
    pub async fn end_vacation(tx: &mut Tx, player_id: i64, now: i64) -> Result<bool, StoreError> {
        let done = sqlx::query(
            "UPDATE vacations SET ends_at = ? WHERE player_id = ? AND starts_at <= ? AND ends_at > ?",
        )
        .bind(now)
        .bind(player_id)
        .bind(now)
        .bind(now)
        .execute(&mut **tx)
        .await?;
        Ok(done.rows_affected() > 0)
    }

    /// How `player_id` wants to hear about their turns (`each`, `digest`
    /// or `off`) and since when.
    ///
    /// # Errors
    /// Database errors.
    pub async fn notify_of_in(
        conn: &mut SqliteConnection,
        player_id: i64,
    ) -> Result<(String, i64), StoreError> {
        let found: Option<(String, i64)> =
            sqlx::query_as("SELECT notify, notify_since FROM players WHERE id = ?")
                .bind(player_id)
                .fetch_optional(conn)
                .await?;
        Ok(found.unwrap_or_else(|| ("each".to_string(), 0)))
    }

    /// Sets how `player_id` hears about their turns, from `since`.
    ///
    /// # Errors
    /// Database errors.
    pub async fn set_notify(tx: &mut Tx, player_id: i64, mode: &str, since: i64) -> Result<(), StoreError> {
        sqlx::query("UPDATE players SET notify = ?, notify_since = ? WHERE id = ?")
            .bind(mode)
            .bind(since)
            .bind(player_id)
            .execute(&mut **tx)
            .await?;
        Ok(())
    }
}
