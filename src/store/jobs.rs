//! Durable jobs: work due at a time, run by the scheduler and resumed after a
//! restart.

use sqlx::FromRow;

use super::{Store, StoreError, Tx};

/// A job due at `run_at`.
#[derive(Clone, Debug, FromRow)]
pub struct JobRow {
    pub id: i64,
    pub kind: String,
    pub game_id: Option<i64>,
    pub run_at: i64,
    pub payload: String,
}

impl Store {
    /// Schedules a job in the caller's transaction.
    ///
    /// # Errors
    /// Database errors.
    pub async fn schedule(
        tx: &mut Tx,
        kind: &str,
        game_id: Option<i64>,
        run_at: i64,
        payload: &str,
    ) -> Result<(), StoreError> {
        sqlx::query("INSERT INTO jobs (kind, game_id, run_at, payload) VALUES (?, ?, ?, ?)")
            .bind(kind)
            .bind(game_id)
            .bind(run_at)
            .bind(payload)
            .execute(&mut **tx)
            .await?;
        Ok(())
    }

    /// Jobs due at `now`, oldest first.
    ///
    /// # Errors
    /// Database errors.
    pub async fn due_jobs(&self, now: i64, limit: i64) -> Result<Vec<JobRow>, StoreError> {
        sqlx::query_as(
            "SELECT id, kind, game_id, run_at, payload FROM jobs WHERE done_at IS NULL AND run_at <= ? \
             ORDER BY run_at, id LIMIT ?",
        )
        .bind(now)
        .bind(limit)
        .fetch_all(&self.pool)
        .await
    }

    /// Marks a job done in the caller's transaction (with the work it did).
    ///
    /// # Errors
    /// Database errors.
    pub async fn finish_job(tx: &mut Tx, id: i64, now: i64) -> Result<(), StoreError> {
        sqlx::query("UPDATE jobs SET done_at = ?, attempts = attempts + 1 WHERE id = ?")
            .bind(now)
            .bind(id)
            .execute(&mut **tx)
            .await?;
        Ok(())
    }

    /// Moves a job that may not run yet to `run_at`, in the caller's
    /// transaction.
    ///
    /// # Errors
    /// Database errors.
    pub async fn postpone_job(tx: &mut Tx, id: i64, run_at: i64) -> Result<(), StoreError> {
        sqlx::query("UPDATE jobs SET run_at = ? WHERE id = ? AND done_at IS NULL")
            .bind(run_at)
            .bind(id)
            .execute(&mut **tx)
            .await?;
        Ok(())
    }

    /// Deletes the jobs finished before `before`, in the caller's
    /// transaction; returns how many. Jobs not done always stay.
    ///
    /// # Errors
    /// Database errors.
    pub async fn prune_done_jobs(tx: &mut Tx, before: i64) -> Result<u64, StoreError> {
        let done = sqlx::query("DELETE FROM jobs WHERE done_at IS NOT NULL AND done_at < ?")
            .bind(before)
            .execute(&mut **tx)
            .await?;
        Ok(done.rows_affected())
    }
}
