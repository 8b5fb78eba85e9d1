//! Time and secret seeds, injected so tests control them.

use std::sync::atomic::{AtomicI64, Ordering};

/// The current time in seconds since the Unix epoch.
pub trait Clock: Send + Sync {
    fn now(&self) -> i64;
}

/// The system clock.
pub struct SystemClock;

impl Clock for SystemClock {
    fn now(&self) -> i64 {
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map(|d| d.as_secs() as i64)
            .unwrap_or(0)
    }
}

/// A clock tests move by hand.
pub struct ManualClock(pub AtomicI64);

impl ManualClock {
    /// A clock showing `now`.
    pub fn at(now: i64) -> ManualClock {
        ManualClock(AtomicI64::new(now))
    }

    /// Moves the clock forward.
    pub fn advance(&self, seconds: i64) {
        self.0.fetch_add(seconds, Ordering::SeqCst);
    }
}

impl Clock for ManualClock {
    fn now(&self) -> i64 {
        self.0.load(Ordering::SeqCst)
    }
}

/// Where games get their secret 256-bit seeds.
pub trait SeedSource: Send + Sync {
    fn seed(&self) -> [u8; 32];
}

/// Seeds from the operating system's random generator.
pub struct OsSeeds;

impl SeedSource for OsSeeds {
    fn seed(&self) -> [u8; 32] {
        let mut seed = [0u8; 32];
        if getrandom::fill(&mut seed).is_err() {
            // No OS randomness: fall back to the clock, which is still
            // unpredictable enough for a game and never panics.
            let nanos = std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map(|d| d.as_nanos())
                .unwrap_or(0);
            seed[..16].copy_from_slice(&nanos.to_be_bytes());
        }
        seed
    }
}

/// The same seed for every game: for tests and scripted local sessions,
/// where throws must be reproducible.
pub struct FixedSeeds(pub [u8; 32]);

impl SeedSource for FixedSeeds {
    fn seed(&self) -> [u8; 32] {
        self.0
    }
}
