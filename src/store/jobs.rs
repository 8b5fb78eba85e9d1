//! Durable jobs: work due at a time, run by the scheduler and resumed after a
//! restart.

use sqlx::FromRow;

use super::{Pool, Store, StoreError, Tx, on, on_pool};

/// What every lost claim's error says (see [`lost_claim`]).
const LOST_CLAIM: &str = "job claim lost";

/// The error of finishing or postponing job `id` whose claim is no longer
/// ours: its lease ran out and another process took the job, or it is done.
fn lost_claim(id: i64) -> StoreError {
    StoreError::Protocol(format!("{LOST_CLAIM}: job {id}"))
}

/// Whether `e` says that a job's claim was lost (see [`Store::finish_job`]):
/// another process runs the job, so this one's work was rolled back.
pub fn is_lost_claim(e: &StoreError) -> bool {
    matches!(e, StoreError::Protocol(why) if why.starts_with(LOST_CLAIM))
}

/// Which jobs are free to claim (of the table, or of the row `$t` names):
/// not done, due at `$3` (now), and never claimed, given back, or claimed
/// until before `$3`.
macro_rules! claimable {
    () => {
        "done_at IS NULL AND run_at <= $3 AND (locked_until IS NULL OR locked_until < $3)"
    };
}

/// The claim on SQLite: `$1` the claimer, `$2` the claim's end, `$3` now,
/// `$4` how many at most. One writer at a time makes it atomic.
const CLAIM_SQLITE: &str = concat!(
    "UPDATE jobs SET locked_by = $1, locked_until = $2 WHERE id IN (SELECT id FROM jobs WHERE ",
    claimable!(),
    " ORDER BY run_at, id LIMIT $4) AND ",
    claimable!(),
    " RETURNING id, kind, game_id, run_at, payload"
);

/// The claim on PostgreSQL, the same parameters. The rows are picked once,
/// in a materialised `WITH`: as `WHERE id IN (SELECT … LIMIT $4 FOR UPDATE
/// SKIP LOCKED)` the planner may run the subquery again while updating,
/// and a rescan skips the rows the statement has just updated (locked by
/// itself), so more than `$4` jobs were claimed (the store test caught it).
const CLAIM_POSTGRES: &str = concat!(
    "WITH picked AS MATERIALIZED (SELECT id FROM jobs WHERE ",
    claimable!(),
    " ORDER BY run_at, id LIMIT $4 FOR UPDATE SKIP LOCKED) ",
    "UPDATE jobs SET locked_by = $1, locked_until = $2 FROM picked WHERE jobs.id = picked.id AND ",
    claimable!(),
    " RETURNING jobs.id, jobs.kind, jobs.game_id, jobs.run_at, jobs.payload"
);

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

    /// Jobs due at `now`, oldest first, claimed or not (a look, not a
    /// claim: the scheduler runs only what [`Store::claim_jobs`] gives it).
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

    /// Claims up to `limit` jobs due at `now` for `me` until `until` and
    /// returns them, oldest first: jobs not done whose claim is free (never
    /// taken, given back, or run out before `now`). One statement: on
    /// PostgreSQL `FOR UPDATE SKIP LOCKED` lets two processes claiming at
    /// once split the due jobs instead of waiting on each other's rows;
    /// SQLite has one writer at a time, so the statement without it is
    /// already atomic. The update repeats the claim condition, so a row
    /// changed between the pick and the update (PostgreSQL re-reads it) is
    /// claimed only if it is still free.
    ///
    /// # Errors
    /// Database errors.
    pub async fn claim_jobs(
        &self,
        me: &str,
        now: i64,
        until: i64,
        limit: i64,
    ) -> Result<Vec<JobRow>, StoreError> {
        let mut jobs: Vec<JobRow> = match &self.pool {
            Pool::Sqlite(p) => {
                sqlx::query_as(CLAIM_SQLITE)
                    .bind(me)
                    .bind(until)
                    .bind(now)
                    .bind(limit)
                    .fetch_all(p)
                    .await?
            }
            Pool::Postgres(p) => {
                sqlx::query_as(CLAIM_POSTGRES)
                    .bind(me)
                    .bind(until)
                    .bind(now)
                    .bind(limit)
                    .fetch_all(p)
                    .await?
            }
        };
        // `RETURNING` promises no order.
        jobs.sort_by_key(|j| (j.run_at, j.id));
        Ok(jobs)
    }

    /// Extends `me`'s claim on job `id` to `until` while its work goes on;
    /// false when the claim is no longer `me`'s (or the job is done).
    ///
    /// # Errors
    /// Database errors.
    pub async fn renew_claim(&self, id: i64, me: &str, until: i64) -> Result<bool, StoreError> {
        let renewed = on_pool!(self, |p| sqlx::query(
            "UPDATE jobs SET locked_until = $1 WHERE id = $2 AND locked_by = $3 AND done_at IS NULL"
        )
        .bind(until)
        .bind(id)
        .bind(me)
        .execute(p)
        .await
        .map(|done| done.rows_affected()))?;
        Ok(renewed == 1)
    }

    /// Gives `me`'s claim on job `id` back (its work failed and was rolled
    /// back), so the next pass of any process runs it again at once.
    ///
    /// # Errors
    /// Database errors.
    pub async fn give_back_job(&self, id: i64, me: &str) -> Result<(), StoreError> {
        on_pool!(self, |p| sqlx::query(
            "UPDATE jobs SET locked_by = NULL, locked_until = NULL \
             WHERE id = $1 AND locked_by = $2 AND done_at IS NULL"
        )
        .bind(id)
        .bind(me)
        .execute(p)
        .await
        .map(|done| done.rows_affected()))?;
        Ok(())
    }

    /// Marks job `id` done in the caller's transaction (with the work it
    /// did), proving that `me` still holds its claim and that it is not
    /// done yet.
    ///
    /// # Errors
    /// Database errors, and a lost claim ([`is_lost_claim`]) when the claim is no longer
    /// `me`'s (its lease ran out and another process took the job) or the
    /// job is already done: the caller's transaction must then roll back,
    /// so that the job's work commits exactly once.
    pub async fn finish_job(tx: &mut Tx, id: i64, me: &str, now: i64) -> Result<(), StoreError> {
        let done = on!(tx, |c| sqlx::query(
            "UPDATE jobs SET done_at = $1, attempts = attempts + 1, locked_until = NULL \
             WHERE id = $2 AND done_at IS NULL AND locked_by = $3"
        )
        .bind(now)
        .bind(id)
        .bind(me)
        .execute(&mut *c)
        .await
        .map(|done| done.rows_affected()))?;
        if done == 1 { Ok(()) } else { Err(lost_claim(id)) }
    }

    /// Moves job `id`, which may not run yet, to `run_at` and gives `me`'s
    /// claim on it back (whoever is running then takes it), in the caller's
    /// transaction.
    ///
    /// # Errors
    /// Database errors, and a lost claim as for [`Store::finish_job`].
    pub async fn postpone_job(tx: &mut Tx, id: i64, me: &str, run_at: i64) -> Result<(), StoreError> {
        let moved = on!(tx, |c| sqlx::query(
            "UPDATE jobs SET run_at = $1, locked_by = NULL, locked_until = NULL \
             WHERE id = $2 AND done_at IS NULL AND locked_by = $3"
        )
        .bind(run_at)
        .bind(id)
        .bind(me)
        .execute(&mut *c)
        .await
        .map(|done| done.rows_affected()))?;
        if moved == 1 { Ok(()) } else { Err(lost_claim(id)) }
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
