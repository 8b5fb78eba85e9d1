//! Logs: `tracing` events on stderr, filtered by `TAVOLO_LOG` (the
//! `tracing-subscriber` filter syntax, e.g. `debug` or `info,sqlx=debug`;
//! default `info` for Tavolo, warnings for the libraries). Every request
//! the core answers runs in a `request` span naming its platform and chat.
//!
//! Logs never carry a platform token or a game's seed before it is
//! revealed: tokens stay inside the adapters' clients, seeds inside the
//! store's binds (`tests/suite/local_mode.rs` plays a dice game at `trace` and
//! checks).

/// The filter used when `TAVOLO_LOG` is not set.
const DEFAULT: &str = "warn,tavolo=info";

/// Starts writing logs to stderr. Call once, at start.
pub fn init() {
    let filter = tracing_subscriber::EnvFilter::try_from_env("TAVOLO_LOG")
        .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new(DEFAULT));
    // A second call (tests) keeps the first subscriber.
    let _ = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_writer(std::io::stderr)
        .try_init();
}
