//! Secrets shown for a moment (`Fleeting`): posted, then deleted after their
//! seconds on a task of their own, so nothing waits for them. A private one
//! is an ephemeral follow-up of the interaction (its token lasts 15
//! minutes, far longer than a glimpse); the table's is a channel message.
//! A deletion that fails is logged: the secret then stays in the chat, as
//! it would on a table where someone forgot to cover it.

use std::sync::Arc;
use std::time::Duration;

use poise::serenity_prelude as serenity;
use serenity::Builder as _;

use super::reply;
use crate::app::Fleeting;

/// Shows `fleeting` as a follow-up of the interaction `token` answered.
pub async fn after_interaction(http: &Arc<serenity::Http>, token: &str, fleeting: &Fleeting) {
    let mut message = serenity::CreateInteractionResponseFollowup::new()
        .content(reply::clip(&fleeting.text))
        .ephemeral(fleeting.private)
        .allowed_mentions(serenity::CreateAllowedMentions::new());
    if let Some(png) = &fleeting.image {
        message = message.add_file(reply::picture(png, None));
    }
    match message.execute(http, (None, token)).await {
        Ok(posted) => {
            let (http, token) = (http.clone(), token.to_string());
            let seconds = fleeting.seconds;
            tokio::spawn(async move {
                tokio::time::sleep(Duration::from_secs(seconds.into())).await;
                if let Err(e) = http.delete_followup_message(&token, posted.id).await {
                    tracing::warn!("tavolo discord: a glimpse was not deleted: {e}");
                }
            });
        }
        Err(e) => tracing::warn!("tavolo discord: a glimpse was not shown: {e}"),
    }
}

/// Shows the table's `fleeting` in `channel` (a notice's: the bot's move).
pub async fn in_channel(http: &Arc<serenity::Http>, channel: serenity::ChannelId, fleeting: &Fleeting) {
    let mut message = serenity::CreateMessage::new()
        .content(reply::clip(&fleeting.text))
        .allowed_mentions(serenity::CreateAllowedMentions::new());
    if let Some(png) = &fleeting.image {
        message = message.add_file(reply::picture(png, None));
    }
    match message.execute(http, (channel, None)).await {
        Ok(posted) => {
            let http = http.clone();
            let seconds = fleeting.seconds;
            tokio::spawn(async move {
                tokio::time::sleep(Duration::from_secs(seconds.into())).await;
                if let Err(e) = channel.delete_message(&http, posted.id).await {
                    tracing::warn!("tavolo discord: a glimpse was not deleted: {e}");
                }
            });
        }
        Err(e) => tracing::warn!("tavolo discord: a glimpse was not shown: {e}"),
    }
}
