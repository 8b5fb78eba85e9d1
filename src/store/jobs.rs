//! Durable jobs: work due at a time, run by the scheduler and resumed after a
//! restart.

use sqlx::FromRow;

use super::{Store, StoreError, Tx, on, on_pool};

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
        on!(tx, |c| sqlx::query(
            "INSERT INTO jobs (kind, game_id, run_at, payload) VALUES ($1, $2, $3, $4)"
        )
        .bind(kind)
        .bind(game_id)
        .bind(run_at)
        .bind(payload)
        .execute(&mut *c)
        .await
        .map(|done| done.rows_affected()))?;
        Ok(())
    }

    /// Jobs due at `now`, oldest first.
    ///
    /// # Errors
    /// Database errors.
    pub async fn due_jobs(&self, now: i64, limit: i64) -> Result<Vec<JobRow>, StoreError> {
        on_pool!(self, |p| sqlx::query_as(
            "SELECT id, kind, game_id, run_at, payload FROM jobs WHERE done_at IS NULL AND run_at <= $1 \
             ORDER BY run_at, id LIMIT $2",
        )
        .bind(now)
        .bind(limit)
        .fetch_all(p)
        .await)
    }

    /// Marks a job done in the caller's transaction (with the work it did).
    ///
    /// # Errors
    /// Database errors.
    pub async fn finish_job(tx: &mut Tx, id: i64, now: i64) -> Result<(), StoreError> {
        on!(tx, |c| sqlx::query(
            "UPDATE jobs SET done_at = $1, attempts = attempts + 1 WHERE id = $2"
        )
        .bind(now)
        .bind(id)
        .execute(&mut *c)
        .await
        .map(|done| done.rows_affected()))?;
        Ok(())
    }

    /// Moves a job that may not run yet to `run_at`, in the caller's
    /// transaction.
    ///
    /// # Errors
    /// Database errors.
    pub async fn postpone_job(tx: &mut Tx, id: i64, run_at: i64) -> Result<(), StoreError> {
        on!(tx, |c| sqlx::query(
            "UPDATE jobs SET run_at = $1 WHERE id = $2 AND done_at IS NULL"
        )
        .bind(run_at)
        .bind(id)
        .execute(&mut *c)
        .await
        .map(|done| done.rows_affected()))?;
        Ok(())
    }

    /// Deletes the jobs finished before `before`, in the caller's
    /// transaction; returns how many. Jobs not done always stay.
    ///
    /// # Errors
    /// Database errors.
    pub async fn prune_done_jobs(tx: &mut Tx, before: i64) -> Result<u64, StoreError> {
        let done = on!(tx, |c| sqlx::query(
            "DELETE FROM jobs WHERE done_at IS NOT NULL AND done_at < $1"
        )
        .bind(before)
        .execute(&mut *c)
        .await
        .map(|done| done.rows_affected()))?;
        Ok(done)
    }
}
