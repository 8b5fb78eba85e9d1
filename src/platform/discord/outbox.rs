//! The background task: runs the core's due jobs and delivers its outbox
//! (turn reminders, expired challenges, later moves) as ordinary channel
//! messages, never through interaction tokens, which expire after 15
//! minutes. Delivery is at least once; Discord's enforced nonce, derived
//! from the notice's idempotency key, drops a repeat within minutes.

use std::sync::Arc;
use std::time::Duration;

use poise::serenity_prelude as serenity;
use serenity::Builder as _;
use sha2::{Digest, Sha256};

use super::{PLATFORM, reply};
use crate::app::{App, OutboxNotice};

/// Runs forever: every `every`, due jobs, then pending notices. Stopped
/// (the task aborted on shutdown), it gives the outbox's lease up, so
/// another process delivers at once.
pub async fn run(app: Arc<App>, http: Arc<serenity::Http>, every: Duration) {
    let _release = GiveUpOnStop(app.clone());
    let mut ticks = tokio::time::interval(every);
    ticks.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    loop {
        ticks.tick().await;
        if let Err(e) = app.run_due_jobs().await {
            tracing::warn!("tavolo discord: jobs: {e:?}");
        }
        deliver(&app, &http).await;
    }
}

/// Gives the outbox's lease up when dropped, as the aborted task is: on a
/// task of its own, since a drop cannot wait (best effort: a runtime
/// shutting down may not run it, and then the lease runs out by itself).
struct GiveUpOnStop(Arc<App>);

impl Drop for GiveUpOnStop {
    fn drop(&mut self) {
        if let Ok(runtime) = tokio::runtime::Handle::try_current() {
            let app = self.0.clone();
            runtime.spawn(async move { app.stop_delivering(PLATFORM).await });
        }
    }
}

/// Delivers the pending notices, oldest first, if this process holds the
/// outbox's lease (`App::may_deliver`); one that fails stays pending and
/// is tried again on the next round. A notice sent again after another
/// process took over is dropped by Discord (its nonce).
async fn deliver(app: &App, http: &Arc<serenity::Http>) {
    let pending = match app.pending_notices(PLATFORM).await {
        Ok(pending) => pending,
        Err(e) => {
            tracing::warn!("tavolo discord: outbox: {e:?}");
            return;
        }
    };
    for entry in pending {
        // Another process took the outbox over: the rest is its to send.
        if !app.may_deliver(PLATFORM).await {
            return;
        }
        match post(app, http, &entry).await {
            Ok(channel) => {
                if let Some(shown) = entry.notice.glimpse {
                    match app.glimpse_at(shown).await {
                        Ok(Some(fleeting)) => super::fleeting::in_channel(http, channel, &fleeting).await,
                        Ok(None) => {}
                        Err(e) => tracing::warn!("tavolo discord: no glimpse for notice {}: {e:?}", entry.id),
                    }
                }
                if let Err(e) = app.mark_delivered(entry.id).await {
                    tracing::warn!(
                        "tavolo discord: could not mark notice {} delivered: {e:?}",
                        entry.id
                    );
                }
            }
            Err(e) => tracing::warn!(
                "tavolo discord: could not deliver notice {} to channel {}: {e}",
                entry.idempotency_key,
                entry.chat
            ),
        }
    }
}

/// The nonce of a notice: at most 25 characters, the same for every
/// attempt at the same notice.
fn nonce(key: &str) -> String {
    let digest = Sha256::digest(key.as_bytes());
    digest
        .iter()
        .take(13)
        .map(|b| format!("{b:02x}"))
        .collect::<String>()[..25]
        .to_string()
}

/// Posts a notice; the channel it went to.
async fn post(
    app: &App,
    http: &serenity::Http,
    entry: &OutboxNotice,
) -> Result<serenity::ChannelId, serenity::Error> {
    let channel = match entry.chat.strip_prefix("user:") {
        // A private message: to the user's direct-message channel.
        Some(user) => {
            let user = user
                .parse::<u64>()
                .ok()
                .filter(|&u| u != 0)
                .map(serenity::UserId::new)
                .ok_or_else(|| serenity::Error::Other("the notice's user is not a Discord user"))?;
            user.create_dm_channel(http).await?.id
        }
        None => entry
            .chat
            .parse::<u64>()
            .ok()
            .filter(|&c| c != 0)
            .map(serenity::ChannelId::new)
            .ok_or_else(|| serenity::Error::Other("the notice's chat is not a Discord channel"))?,
    };
    let notice = &entry.notice;
    let mentions: Vec<String> = notice.mentions.iter().map(|id| format!("<@{id}>")).collect();
    let lang = crate::app::texts::lang_of(&notice.lang);
    let said = super::slash_text::slash_text(&notice.text, lang);
    let text = if mentions.is_empty() {
        said
    } else {
        format!("{} {said}", mentions.join(" "))
    };
    let mut message = serenity::CreateMessage::new()
        .content(reply::clip(&text))
        .allowed_mentions(reply::allowed_mentions(&notice.mentions))
        .nonce(serenity::Nonce::String(nonce(&entry.idempotency_key)))
        .enforce_nonce(true);
    let mut board = None;
    let mut picture = None;
    if let Some(shown) = notice.board {
        match app.notice_board(shown.game_id).await {
            Ok(Some(now)) => {
                // The board as it is now, with its move buttons.
                let shown = now.board.unwrap_or(shown);
                picture = now.image.as_deref().map(|png| reply::picture(png, Some(shown)));
                message = message.components(super::buttons::rows(&now.choices));
                board = Some(shown);
            }
            Ok(None) => {}
            Err(e) => tracing::warn!(
                "tavolo discord: no board for notice {}: {e:?}",
                entry.idempotency_key
            ),
        }
    }
    let posted = match picture {
        None => message.execute(http, (channel, None)).await?,
        Some(picture) => match message
            .clone()
            .add_file(picture)
            .execute(http, (channel, None))
            .await
        {
            Ok(posted) => posted,
            // A picture Discord did not take must not hold the notice back
            // for ever: it goes as text, saying why (the nonce is unused,
            // as nothing was posted).
            Err(e) => {
                tracing::warn!(
                    "tavolo discord: the picture of notice {} was not sent: {e}",
                    entry.idempotency_key
                );
                let cause = e.to_string();
                let note = super::i18n::tr(lang, "picture-not-sent", &[("cause", &cause)]);
                message
                    .content(reply::clip(&format!("{text}\n{note}")))
                    .execute(http, (channel, None))
                    .await?
            }
        },
    };
    if let Some(board) = board {
        reply::record(app, &entry.chat, posted.id, board).await;
    }
    Ok(channel)
}

#[cfg(test)]
mod tests {
    use super::nonce;

    #[test]
    fn nonces_are_short_and_stable() {
        let a = nonce("game:12:remind:7");
        assert_eq!(a.len(), 25);
        assert_eq!(a, nonce("game:12:remind:7"));
        assert_ne!(a, nonce("game:12:remind:8"));
    }
}
