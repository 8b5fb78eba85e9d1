//! Claiming due jobs among the processes sharing the database: a pass of
//! the scheduler claims the jobs it runs ([`crate::store::Store::claim_jobs`]),
//! renews the claims while it works, and finishes each job in the
//! transaction of its effect, proving the claim is still its own; a job
//! whose process died is claimed again once its lease has run out.

use std::future::Future;
use std::time::Duration;

use super::{App, AppError, Result};
use crate::store::is_lost_claim;

/// How long a claim on a due job lasts, in seconds, unless renewed. A pass
/// renews its claims every third of it while it works, so the lease
/// need not cover the longest pass (a hundred bot turns queued for a few
/// threads, each search capped at 10 s at level 3, see `ai::Level::budget`,
/// can take minutes); it covers one renewal interval with room for two
/// renewals lost to a stalled database (SQLite's busy timeout is 10 s),
/// and on its own a single bot turn's capped search many times over. It is
/// also how long the jobs of a process that died wait before another
/// process runs them: two minutes. The default: `TAVOLO_JOB_LEASE` changes
/// it (see [`super::LeaseTimes`]).
pub const JOB_LEASE: i64 = 120;

/// `result`, with a lost claim turned into `None` and a log line: another
/// process took the job over (our lease ran out), and the work's
/// transaction rolled back, so the job's effect commits once, theirs.
/// `settled` turns false, so the pass gives back what else it holds.
pub(super) fn unless_lost<T>(result: Result<T>, settled: &mut bool) -> Result<Option<T>> {
    match result {
        Ok(value) => Ok(Some(value)),
        Err(AppError::Store(e)) if is_lost_claim(&e) => {
            tracing::warn!("tavolo: {e}; another process runs it, this one's work was rolled back");
            *settled = false;
            Ok(None)
        }
        Err(e) => Err(e),
    }
}

impl App {
    /// Runs `work` while renewing this process's claims on the jobs `ids`
    /// every third of the claim's length, side by side (a renewal never holds the work
    /// up, even when it waits for the database's write lock).
    pub(super) async fn keeping_claims<T>(&self, ids: &[i64], work: impl Future<Output = T>) -> T {
        let (done, mut finished) = tokio::sync::watch::channel(false);
        let work = async move {
            let out = work.await;
            let _ = done.send(true);
            out
        };
        let lease = self.lease_times.jobs;
        let every = Duration::from_secs(u64::try_from(lease / 3).unwrap_or(1).max(1));
        let renew = async {
            loop {
                tokio::select! {
                    _ = tokio::time::sleep(every) => {}
                    _ = finished.changed() => return,
                }
                let until = self.now().saturating_add(lease);
                for &id in ids {
                    if let Err(e) = self.store.renew_claim(id, &self.instance, until).await {
                        tracing::warn!("tavolo: could not renew the claim on job {id}: {e:?}");
                    }
                }
            }
        };
        let (out, ()) = tokio::join!(work, renew);
        out
    }

    /// Gives back this process's claims on those of `ids` not done (a pass
    /// that failed or lost part of a batch), so they run again at the next
    /// pass instead of after the lease.
    pub(super) async fn give_back_jobs(&self, ids: &[i64]) {
        for &id in ids {
            if let Err(e) = self.store.give_back_job(id, &self.instance).await {
                tracing::warn!("tavolo: could not give back job {id}: {e:?}");
            }
        }
    }
}
