//! Who this process is among the Tavolo processes sharing a database, and
//! the leases it holds (see `store::leases`): a task only one process may
//! do at a time is done by the holder of its lease.

use super::{App, AppError};

/// This process's name in leases and claimed jobs: `TAVOLO_INSTANCE` when
/// set (a name an operator recognises), else the host's name, the process
/// id and a random suffix, so that a restarted process never takes itself
/// for its dead predecessor.
pub(super) fn instance_name() -> String {
    if let Ok(name) = std::env::var("TAVOLO_INSTANCE")
        && !name.trim().is_empty()
    {
        return name.trim().to_string();
    }
    let host = std::fs::read_to_string("/proc/sys/kernel/hostname")
        .ok()
        .map(|h| h.trim().to_string())
        .filter(|h| !h.is_empty())
        .unwrap_or_else(|| "tavolo".into());
    let mut suffix = [0u8; 3];
    // Without randomness the pid still tells processes apart on one host.
    let _ = getrandom::fill(&mut suffix);
    format!(
        "{host}-{}-{:02x}{:02x}{:02x}",
        std::process::id(),
        suffix[0],
        suffix[1],
        suffix[2]
    )
}

impl App {
    /// This process's name among the processes sharing the database.
    pub fn instance(&self) -> &str {
        &self.instance
    }

    /// Names this core `name` among the processes sharing the database
    /// instead of the name it was given (tests: two cores named alike are
    /// one process restarted, named apart two processes).
    pub fn with_instance(mut self, name: impl Into<String>) -> App {
        self.instance = name.into();
        self
    }

    /// This core with its claims on jobs and outboxes lasting `times`
    /// (from the environment: [`super::LeaseTimes::from_env`]).
    pub fn with_lease_times(mut self, times: super::LeaseTimes) -> App {
        self.lease_times = times;
        self
    }

    /// Takes or renews the lease `name` for `seconds` from now; true while
    /// this process holds it. Call it again before the time is up to keep
    /// it.
    ///
    /// # Errors
    /// The store failed (then act as if the lease were not held).
    pub async fn hold_lease(&self, name: &str, seconds: i64) -> Result<bool, AppError> {
        let now = self.now();
        Ok(self
            .store
            .take_lease(name, &self.instance, now, now.saturating_add(seconds))
            .await?)
    }

    /// Gives the lease `name` up if this process holds it (stopping
    /// cleanly), so another process takes it over at once.
    ///
    /// # Errors
    /// The store failed.
    pub async fn release_lease(&self, name: &str) -> Result<(), AppError> {
        Ok(self.store.release_lease(name, &self.instance).await?)
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn two_names_made_in_one_process_differ() {
        // The random suffix tells apart a restarted process with a reused pid.
        if std::env::var("TAVOLO_INSTANCE").is_err() {
            assert_ne!(super::instance_name(), super::instance_name());
        }
    }
}
