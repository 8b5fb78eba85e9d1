//! Players' vacations (which pause their correspondence clocks) and how
//! each player wants to hear about their turns.

use super::{Conn, Store, StoreError, Tx, on};

impl Store {
    /// A player's vacations as (start, end) spans, oldest first.
    ///
    /// # Errors
    /// Database errors.
    pub async fn vacations_in(conn: &mut Conn, player_id: i64) -> Result<Vec<(i64, i64)>, StoreError> {
        on!(conn, |c| sqlx::query_as(
            "SELECT starts_at, ends_at FROM vacations WHERE player_id = $1 ORDER BY starts_at"
        )
        .bind(player_id)
        .fetch_all(&mut *c)
        .await)
    }

    /// Records a vacation of `player_id` from `starts` to `ends`.
    ///
    /// # Errors
    /// Database errors.
    pub async fn add_vacation(tx: &mut Tx, player_id: i64, starts: i64, ends: i64) -> Result<(), StoreError> {
        on!(tx, |c| sqlx::query(
            "INSERT INTO vacations (player_id, starts_at, ends_at) VALUES ($1, $2, $3)"
        )
        .bind(player_id)
        .bind(starts)
        .bind(ends)
        .execute(&mut *c)
        .await
        .map(|done| done.rows_affected()))?;
        Ok(())
    }

    /// Ends at `now` the vacation `player_id` is on, if any; whether one was.
    ///
    /// # Errors
    /// Database errors.
    pub async fn end_vacation(tx: &mut Tx, player_id: i64, now: i64) -> Result<bool, StoreError> {
        let done = on!(tx, |c| sqlx::query(
            "UPDATE vacations SET ends_at = $1 WHERE player_id = $2 AND starts_at <= $3 AND ends_at > $4",
        )
        .bind(now)
        .bind(player_id)
        .bind(now)
        .bind(now)
        .execute(&mut *c)
        .await
        .map(|done| done.rows_affected()))?;
        Ok(done > 0)
    }

    /// How `player_id` wants to hear about their turns (`each`, `digest`
    /// or `off`) and since when.
    ///
    /// # Errors
    /// Database errors.
    pub async fn notify_of_in(conn: &mut Conn, player_id: i64) -> Result<(String, i64), StoreError> {
        let found: Option<(String, i64)> = on!(conn, |c| sqlx::query_as(
            "SELECT notify, notify_since FROM players WHERE id = $1"
        )
        .bind(player_id)
        .fetch_optional(&mut *c)
        .await)?;
        Ok(found.unwrap_or_else(|| ("each".to_string(), 0)))
    }

    /// Sets how `player_id` hears about their turns, from `since`.
    ///
    /// # Errors
    /// Database errors.
    pub async fn set_notify(tx: &mut Tx, player_id: i64, mode: &str, since: i64) -> Result<(), StoreError> {
        on!(tx, |c| sqlx::query(
            "UPDATE players SET notify = $1, notify_since = $2 WHERE id = $3"
        )
        .bind(mode)
        .bind(since)
        .bind(player_id)
        .execute(&mut *c)
        .await
        .map(|done| done.rows_affected()))?;
        Ok(())
    }
}
