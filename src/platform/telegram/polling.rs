//! Long polling by one process among several on one database: Telegram
//! serves `getUpdates` to one caller at a time (a second caller gets 409
//! Conflict), so only the holder of the lease [`POLL_LEASE`] polls. The
//! others try to take the lease every `Settings::lease_retry`; the holder
//! renews it every third of `Settings::poll_lease` and stops polling the
//! moment a renewal fails.
//!
//! Telegram's offset carries over: the updates a poller confirmed (by
//! asking for the next ones) are never sent again, so the next holder
//! continues where the last one stopped. The last batch a dead poller
//! fetched but never confirmed comes again; the updates of it that the dead
//! poller had started to handle are dropped as repeats
//! (`App::first_delivery`), the others are handled by the new poller.

use std::sync::Arc;
use std::time::Duration;

use teloxide::prelude::*;
use teloxide::update_listeners::Polling;
use tokio::sync::watch;

use super::{Settings, TgBot, dispatcher, register_commands, shut_down, stopped};
use crate::app::App;

/// The lease whose holder polls Telegram.
pub const POLL_LEASE: &str = "telegram:poll";

/// How a term of polling ended.
enum Term {
    /// [`super::Running::stop`]: the lease is given up for the next process.
    Stopped,
    /// A renewal failed: another process may hold the lease now.
    LostLease,
    /// `getMe` failed: the token is wrong or Telegram unreachable.
    CouldNotStart,
}

/// Waits for the poll lease, polls while it is held, and waits again when
/// it is lost; until `stop` or until the bot could not start.
pub(super) async fn poll_while_leased(
    bot: TgBot,
    app: Arc<App>,
    settings: Settings,
    mut stop: watch::Receiver<bool>,
) {
    let seconds = i64::try_from(settings.poll_lease.as_secs().max(1)).unwrap_or(i64::MAX);
    let mut menus_registered = false;
    loop {
        if !wait_for_lease(&app, seconds, settings.lease_retry, &mut stop).await {
            return;
        }
        tracing::info!("tavolo: telegram: polling, as the holder of the lease {POLL_LEASE}");
        if !menus_registered {
            menus_registered = true;
            if let Err(e) = register_commands(&bot).await {
                tracing::warn!("tavolo: telegram: could not register the command menus: {e}");
            }
            if let Err(e) = bot.delete_webhook().await {
                tracing::warn!("tavolo: telegram: could not delete the webhook: {e}");
            }
        }
        match poll_while_held(&bot, &app, &settings, seconds, &mut stop).await {
            Term::LostLease => {
                tracing::warn!("tavolo: telegram: the lease {POLL_LEASE} was lost: polling stopped");
            }
            Term::Stopped | Term::CouldNotStart => {
                if let Err(e) = app.release_lease(POLL_LEASE).await {
                    tracing::warn!("tavolo: telegram: could not release the lease {POLL_LEASE}: {e:?}");
                }
                return;
            }
        }
    }
}

/// Tries to take the lease until it is taken (true) or `stop` (false).
async fn wait_for_lease(app: &App, seconds: i64, retry: Duration, stop: &mut watch::Receiver<bool>) -> bool {
    loop {
        if *stop.borrow() {
            return false;
        }
        match app.hold_lease(POLL_LEASE, seconds).await {
            Ok(true) => return true,
            Ok(false) => {}
            Err(e) => tracing::warn!("tavolo: telegram: taking the lease {POLL_LEASE}: {e:?}"),
        }
        tokio::select! {
            () = tokio::time::sleep(retry) => {}
            () = stopped(stop) => return false,
        }
    }
}

/// One term: a dispatcher over long polling, while the lease is renewed.
async fn poll_while_held(
    bot: &TgBot,
    app: &Arc<App>,
    settings: &Settings,
    seconds: i64,
    stop: &mut watch::Receiver<bool>,
) -> Term {
    let mut dispatcher = dispatcher(bot.clone(), app.clone());
    let token = dispatcher.shutdown_token();
    let listener = Polling::builder(bot.clone())
        .timeout(settings.poll_timeout)
        .build();
    let on_error = Arc::new(|e: teloxide::RequestError| async move {
        tracing::warn!("tavolo: telegram: getting updates: {e}");
    });
    let dispatch = dispatcher.try_dispatch_with_listener(listener, on_error);
    tokio::pin!(dispatch);
    let renew_every = settings.poll_lease / 3;
    let term = tokio::select! {
        started = &mut dispatch => {
            return match started {
                Ok(()) => Term::Stopped,
                Err(e) => {
                    tracing::warn!("tavolo: telegram: cannot start (getMe failed): {e}");
                    Term::CouldNotStart
                }
            };
        }
        term = renew(app, seconds, renew_every, stop) => term,
    };
    // Stopping drops the long poll in flight and confirms what was handled.
    shut_down(&token, dispatch).await;
    term
}

/// Renews the lease every `every` until a renewal fails or `stop`.
async fn renew(app: &App, seconds: i64, every: Duration, stop: &mut watch::Receiver<bool>) -> Term {
    loop {
        tokio::select! {
            () = tokio::time::sleep(every) => {}
            () = stopped(stop) => return Term::Stopped,
        }
        match app.hold_lease(POLL_LEASE, seconds).await {
            Ok(true) => {}
            Ok(false) => return Term::LostLease,
            Err(e) => {
                // Unsure whether it is still ours: stop, as if lost.
                tracing::warn!("tavolo: telegram: renewing the lease {POLL_LEASE}: {e:?}");
                return Term::LostLease;
            }
        }
    }
}
