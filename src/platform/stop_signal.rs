//! The signal to stop: Ctrl-C (SIGINT) from a terminal, or SIGTERM from a
//! process manager (systemd, Docker, Kubernetes stop a service so). On it
//! the adapters stop cleanly and give their leases up, so the other
//! processes on the database, or this one restarted, carry on at once
//! instead of waiting for the leases to run out.

/// Completes when the process is asked to stop.
pub async fn stop_requested() {
    #[cfg(unix)]
    {
        use tokio::signal::unix::{SignalKind, signal};
        match signal(SignalKind::terminate()) {
            Ok(mut term) => {
                tokio::select! {
                    _ = tokio::signal::ctrl_c() => {}
                    _ = term.recv() => {}
                }
                return;
            }
            Err(e) => tracing::warn!("tavolo: cannot listen for SIGTERM ({e}); Ctrl-C still stops"),
        }
    }
    let _ = tokio::signal::ctrl_c().await;
}
