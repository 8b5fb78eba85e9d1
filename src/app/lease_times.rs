//! How long this process's claims last: on a due job ([`JOB_LEASE`] by
//! default) and on a platform's outbox ([`OUTBOX_LEASE`]). They are also
//! how long work waits when the process holding it dies. The defaults suit
//! production; `TAVOLO_JOB_LEASE` and `TAVOLO_OUTBOX_LEASE` (seconds)
//! change them, e.g. for a test that kills a process and would otherwise
//! wait two minutes for its jobs.

use super::claims::JOB_LEASE;
use super::outbox_lease::OUTBOX_LEASE;

/// The shortest lease accepted, in seconds: a holder renews after a third
/// of it, and the clock counts whole seconds.
pub const SHORTEST_LEASE: i64 = 3;
/// The longest lease accepted, in seconds (a day).
pub const LONGEST_LEASE: i64 = 24 * 60 * 60;

/// The lengths of this process's leases, in seconds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LeaseTimes {
    /// A claim on a due job.
    pub jobs: i64,
    /// The lease on a platform's outbox.
    pub outbox: i64,
}

impl Default for LeaseTimes {
    fn default() -> LeaseTimes {
        LeaseTimes {
            jobs: JOB_LEASE,
            outbox: OUTBOX_LEASE,
        }
    }
}

impl LeaseTimes {
    /// The defaults, changed by `TAVOLO_JOB_LEASE` and
    /// `TAVOLO_OUTBOX_LEASE` where set.
    ///
    /// # Errors
    /// A setting is not a whole number of seconds from 3 to 86,400 (a
    /// day); the message names it.
    pub fn from_env() -> Result<LeaseTimes, String> {
        let read = |name: &str, default: i64| match std::env::var(name) {
            Ok(text) if !text.trim().is_empty() => seconds(name, &text),
            _ => Ok(default),
        };
        let defaults = LeaseTimes::default();
        Ok(LeaseTimes {
            jobs: read("TAVOLO_JOB_LEASE", defaults.jobs)?,
            outbox: read("TAVOLO_OUTBOX_LEASE", defaults.outbox)?,
        })
    }
}

/// `text` as a lease length in seconds for the setting `name`.
fn seconds(name: &str, text: &str) -> Result<i64, String> {
    text.trim()
        .parse::<i64>()
        .ok()
        .filter(|s| (SHORTEST_LEASE..=LONGEST_LEASE).contains(s))
        .ok_or_else(|| {
            format!(
                "{name} '{}' is not a lease length: a whole number of seconds from \
                 {SHORTEST_LEASE} to {LONGEST_LEASE}, e.g. 120",
                text.trim()
            )
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_lease_length_is_whole_seconds_within_bounds() {
        assert_eq!(seconds("TAVOLO_JOB_LEASE", " 10 "), Ok(10));
        assert_eq!(seconds("TAVOLO_JOB_LEASE", "3"), Ok(SHORTEST_LEASE));
        for bad in ["2", "0", "-5", "1.5", "ten", "86401"] {
            let e = seconds("TAVOLO_OUTBOX_LEASE", bad).unwrap_err();
            assert!(
                e.starts_with("TAVOLO_OUTBOX_LEASE '") && e.contains("e.g. 120"),
                "{e}"
            );
        }
    }

    #[test]
    fn the_defaults_are_the_production_leases() {
        assert_eq!(
            LeaseTimes::default(),
            LeaseTimes {
                jobs: JOB_LEASE,
                outbox: OUTBOX_LEASE
            }
        );
    }
}
