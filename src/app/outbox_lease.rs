//! One deliverer per platform: among the processes sharing the database,
//! only the holder of the lease `outbox:<platform>` delivers that
//! platform's outbox, so a notice is not sent once per process.
//!
//! The holder takes the lease when it reads the pending notices and checks
//! it again before each notice ([`App::may_deliver`]), renewing it once a
//! third of it has passed: a long batch (Telegram's rate limits make a
//! hundred notices to one group take minutes) keeps the lease as long as
//! each notice goes out within the remaining two thirds, and a holder that
//! lost it stops at the next notice instead of finishing its batch beside
//! the new holder. Renewing on every notice would cost a write per notice
//! for nothing. When the holder dies, another process takes the lease over
//! once it has run out, [`OUTBOX_LEASE`] at most.
//!
//! Delivery is at least once: a holder that dies (or stalls past its lease)
//! between the platform's acceptance of a notice and [`App::mark_delivered`]
//! leaves it pending, and the next holder sends it again. Discord drops
//! the repeat (every notice carries an enforced nonce made from its
//! idempotency key); Telegram and the console show it twice.

use super::App;

/// How long the outbox lease lasts, in seconds: how long notices wait when
/// their deliverer died. A deliverer renews it before a notice once a third
/// has passed, so a single notice may take up to two thirds (40 s, more
/// than a send's timeouts and retries) without another process starting
/// on the same batch. The default: `TAVOLO_OUTBOX_LEASE` changes it (see
/// [`super::LeaseTimes`]).
pub const OUTBOX_LEASE: i64 = 60;

/// The lease of a platform's outbox.
fn lease_name(platform: &str) -> String {
    format!("outbox:{platform}")
}

impl App {
    /// Whether this process may deliver `platform`'s outbox now: true
    /// while it holds the platform's lease with at least two thirds of
    /// [`OUTBOX_LEASE`] ahead, taking or renewing the lease when less is
    /// left. Call it before sending each notice and stop when it is false.
    /// A store that fails counts as a lease not held (logged).
    pub async fn may_deliver(&self, platform: &str) -> bool {
        let name = lease_name(platform);
        let now = self.now();
        let lease = self.lease_times.outbox;
        let held_until = self.delivering_until(&name);
        if held_until.is_some_and(|until| until.saturating_sub(now) > lease * 2 / 3) {
            return true;
        }
        let until = now.saturating_add(lease);
        let held = match self.store.take_lease(&name, &self.instance, now, until).await {
            Ok(held) => held,
            Err(e) => {
                tracing::warn!("tavolo: the lease {name}: {e:?}");
                false
            }
        };
        let mut delivering = self.delivering.lock().unwrap_or_else(|p| p.into_inner());
        if held {
            delivering.insert(name, until);
        } else {
            delivering.remove(&name);
        }
        held
    }

    /// Gives `platform`'s outbox lease up, if held (the adapter stops
    /// cleanly), so another process delivers at once.
    pub async fn stop_delivering(&self, platform: &str) {
        let name = lease_name(platform);
        self.delivering
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .remove(&name);
        if let Err(e) = self.store.release_lease(&name, &self.instance).await {
            tracing::warn!("tavolo: could not give the lease {name} up: {e:?}");
        }
    }

    /// Until when this process last took the lease `name`, if it did.
    fn delivering_until(&self, name: &str) -> Option<i64> {
        self.delivering
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .get(name)
            .copied()
    }
}
