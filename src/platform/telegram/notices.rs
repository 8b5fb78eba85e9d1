//! Delivering the outbox: a background task runs due jobs, sends pending
//! notices as ordinary messages and marks each delivered once Telegram
//! accepted it. A notice Telegram refuses for good (the bot left the chat)
//! is dropped with a log line, so it cannot block the ones after it.
//!
//! Only the process holding the outbox's lease delivers (see
//! `App::may_deliver`). Delivery is at least once: a process that dies
//! between Telegram's acceptance and the mark leaves the notice pending,
//! and the next deliverer sends it again.

use std::sync::Arc;
use std::time::Duration;

use teloxide::RequestError;
use teloxide::types::ChatId;
use tokio::sync::watch;

use super::send::send_notice;
use super::{PLATFORM, TgBot};
use crate::app::{App, OutboxNotice};

/// Loops until `stop` turns true.
pub async fn deliver(bot: TgBot, app: Arc<App>, every: Duration, mut stop: watch::Receiver<bool>) {
    loop {
        if let Err(e) = app.run_due_jobs().await {
            tracing::warn!("tavolo: telegram: jobs: {e:?}");
        }
        deliver_pending(&bot, &app).await;
        tokio::select! {
            _ = tokio::time::sleep(every) => {}
            _ = stop.changed() => {}
        }
        if *stop.borrow() {
            // Another process sharing the database delivers at once.
            app.stop_delivering(PLATFORM).await;
            return;
        }
    }
}

async fn deliver_pending(bot: &TgBot, app: &App) {
    let pending = match app.pending_notices(PLATFORM).await {
        Ok(pending) => pending,
        Err(e) => {
            tracing::warn!("tavolo: telegram: outbox: {e:?}");
            return;
        }
    };
    for entry in pending {
        // Another process took the outbox over: the rest is its to send.
        if !app.may_deliver(PLATFORM).await {
            return;
        }
        match deliver_one(bot, app, &entry).await {
            Ok(()) => {}
            Err(RequestError::Api(e)) => {
                tracing::warn!(
                    "tavolo: telegram: notice {} dropped, Telegram refused it: {e}",
                    entry.idempotency_key
                );
            }
            Err(e) => {
                // Telegram unreachable: keep it, and the rest, for next time.
                tracing::warn!(
                    "tavolo: telegram: notice {} not sent yet: {e}",
                    entry.idempotency_key
                );
                return;
            }
        }
        if let Err(e) = app.mark_delivered(entry.id).await {
            tracing::warn!(
                "tavolo: telegram: could not mark notice {} delivered: {e:?}",
                entry.id
            );
        }
    }
}

async fn deliver_one(bot: &TgBot, app: &App, entry: &OutboxNotice) -> Result<(), RequestError> {
    // A private message (`user:<id>`) goes to the user's private chat,
    // whose id is the user's.
    let chat = entry.chat.strip_prefix("user:").unwrap_or(&entry.chat);
    let Ok(chat) = chat.parse::<i64>() else {
        tracing::warn!(
            "tavolo: telegram: notice {} has no chat id",
            entry.idempotency_key
        );
        return Ok(());
    };
    let notice = &entry.notice;
    send_notice(bot, app, ChatId(chat), notice).await
}
