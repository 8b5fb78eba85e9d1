//! Sending the core's reply back through an interaction: at once when the
//! core answers within the budget, otherwise after deferring (Discord
//! allows 3 seconds). Private replies are ephemeral; a board is a new
//! message with its picture, its buttons and a mention of the seat to move,
//! and is recorded so later presses find its game.

use poise::serenity_prelude as serenity;
use serenity::Builder as _;

use super::i18n::{lang_of_locale, tr};
use super::slash_text::slash_text;
use super::{Data, PLATFORM, buttons};
use crate::app::{App, BoardRef, Lang, Reply, Request};

/// Discord's longest message.
const MAX_CONTENT: usize = 2000;

/// The interaction a reply answers.
pub struct Target {
    pub id: serenity::InteractionId,
    pub token: String,
    pub channel: serenity::ChannelId,
    /// The language of the user: the adapter's own refusals, and the names
    /// of slash commands in the core's texts (Discord shows each user the
    /// names in their own client's language).
    pub user_lang: Lang,
    /// A button press: a reply may replace the pressed message.
    pub component: bool,
}

impl Target {
    pub fn command(i: &serenity::CommandInteraction) -> Target {
        Target::new(i.id, &i.token, i.channel_id, &i.locale)
    }

    pub fn component(i: &serenity::ComponentInteraction) -> Target {
        Target {
            component: true,
            ..Target::new(i.id, &i.token, i.channel_id, &i.locale)
        }
    }

    fn new(id: serenity::InteractionId, token: &str, channel: serenity::ChannelId, locale: &str) -> Target {
        Target {
            id,
            token: token.to_string(),
            channel,
            user_lang: lang_of_locale(Some(locale)),
            component: false,
        }
    }
}

/// Asks the core and sends its reply; defers first when the core takes
/// longer than the budget. Failures are logged.
pub async fn answer(ctx: &serenity::Context, data: &Data, target: &Target, request: Request) {
    let answer = data.app.handle(request);
    tokio::pin!(answer);
    let mut deferred = false;
    let reply = if data.defer_after.is_zero() {
        deferred = defer(ctx, target).await;
        answer.await
    } else {
        tokio::select! {
            reply = &mut answer => reply,
            () = tokio::time::sleep(data.defer_after) => {
                deferred = defer(ctx, target).await;
                answer.await
            }
        }
    };
    if let Err(e) = send(ctx, data, target, &reply, deferred).await {
        tracing::warn!("tavolo discord: could not answer interaction {}: {e}", target.id);
    }
}

/// Answers with an ephemeral text (refusals the adapter makes itself).
pub async fn refuse(ctx: &serenity::Context, target: &Target, text: &str) {
    let message = serenity::CreateInteractionResponseMessage::new()
        .content(clip(text))
        .ephemeral(true);
    if let Err(e) = serenity::CreateInteractionResponse::Message(message)
        .execute(&ctx.http, (target.id, &target.token))
        .await
    {
        tracing::warn!("tavolo discord: could not answer interaction {}: {e}", target.id);
    }
}

/// Acknowledges now and answers later (Discord shows "thinking…").
async fn defer(ctx: &serenity::Context, target: &Target) -> bool {
    let deferral =
        serenity::CreateInteractionResponse::Defer(serenity::CreateInteractionResponseMessage::new());
    match deferral.execute(&ctx.http, (target.id, &target.token)).await {
        Ok(()) => true,
        Err(e) => {
            tracing::warn!("tavolo discord: could not defer interaction {}: {e}", target.id);
            false
        }
    }
}

/// A message's text: mentions first, cut to Discord's limit.
fn content(reply: &Reply, lang: Lang) -> String {
    let mentions: Vec<String> = reply.mentions.iter().map(|id| format!("<@{id}>")).collect();
    let said = slash_text(&reply.text, lang);
    let mut text = if mentions.is_empty() {
        said
    } else {
        format!("{} {said}", mentions.join(" "))
    };
    if let Some(pre) = &reply.pre {
        // A code block: fixed width, and no markdown read inside.
        let fence = "`".repeat(3);
        text.push_str(&format!(
            "\n{fence}\n{}\n{fence}",
            pre.replace(&fence, "\u{2035}\u{2035}\u{2035}")
        ));
    }
    clip(&text)
}

pub fn clip(text: &str) -> String {
    if text.chars().count() <= MAX_CONTENT {
        return text.to_string();
    }
    let mut out: String = text.chars().take(MAX_CONTENT - 1).collect();
    out.push('…');
    out
}

/// Only the users the reply names are pinged; never everyone or roles.
pub fn allowed_mentions(ids: &[String]) -> serenity::CreateAllowedMentions {
    let users: Vec<serenity::UserId> = ids
        .iter()
        .filter_map(|id| id.parse::<u64>().ok())
        .filter(|&id| id != 0)
        .map(serenity::UserId::new)
        .collect();
    serenity::CreateAllowedMentions::new().users(users)
}

/// The picture of a reply as an attachment.
pub fn picture(reply_image: &[u8], board: Option<BoardRef>) -> serenity::CreateAttachment {
    let name = match board {
        Some(b) => format!("game-{}-ply-{}.png", b.game_id, b.ply),
        None => "picture.png".to_string(),
    };
    serenity::CreateAttachment::bytes(reply_image.to_vec(), name)
}

/// A reply's picture and its file, as attachments.
fn attachments(reply: &Reply) -> Vec<serenity::CreateAttachment> {
    let picture = reply.image.as_deref().map(|png| picture(png, reply.board));
    let file = reply
        .file
        .as_ref()
        .map(|(name, bytes)| serenity::CreateAttachment::bytes(bytes.clone(), name.clone()));
    picture.into_iter().chain(file).collect()
}

async fn send(
    ctx: &serenity::Context,
    data: &Data,
    target: &Target,
    reply: &Reply,
    deferred: bool,
) -> Result<(), serenity::Error> {
    let http = &ctx.http;
    let posted = match post_first(ctx, target, reply, deferred).await {
        Ok(posted) => posted,
        // A picture or file Discord did not take (too large, an upload cut
        // off) must not silence the answer: the move behind it stands, so
        // the text goes alone with a word on why.
        Err(e) if reply.image.is_some() || reply.file.is_some() => {
            tracing::warn!(
                "tavolo discord: the picture of interaction {} was not sent: {e}",
                target.id
            );
            post_first(ctx, target, &without_files(reply, target.user_lang, &e), deferred).await?
        }
        Err(e) => return Err(e),
    };
    for more in &reply.more {
        let followup = serenity::CreateInteractionResponseFollowup::new()
            .content(clip(&slash_text(more, target.user_lang)))
            .ephemeral(reply.private)
            .allowed_mentions(serenity::CreateAllowedMentions::new());
        followup.execute(http, (None, &target.token)).await?;
    }
    if let (Some(board), Some(message)) = (reply.board, posted) {
        record(&data.app, &target.channel.to_string(), message.id, board).await;
    }
    if let Some(fleeting) = &reply.fleeting {
        super::fleeting::after_interaction(&ctx.http, &target.token, fleeting).await;
    }
    Ok(())
}

/// A reply without its picture and file, saying why they are missing.
fn without_files(reply: &Reply, lang: Lang, e: &serenity::Error) -> Reply {
    let mut bare = reply.clone();
    bare.image = None;
    bare.file = None;
    let cause = e.to_string();
    let note = tr(lang, "picture-not-sent", &[("cause", &cause)]);
    bare.text = format!("{}\n{note}", bare.text);
    bare
}

/// Posts a reply's first message (the interaction's answer), with its
/// picture and file; the posted message when it shows a board.
async fn post_first(
    ctx: &serenity::Context,
    target: &Target,
    reply: &Reply,
    deferred: bool,
) -> Result<Option<serenity::Message>, serenity::Error> {
    let http = &ctx.http;
    let rows = buttons::rows(&reply.choices);
    let files = attachments(reply);
    let mentions = allowed_mentions(&reply.mentions);
    let mut posted: Option<serenity::Message> = None;
    if target.component && reply.replace && !reply.private && !deferred {
        // Stepping through a game: the pressed board becomes the new one.
        let message = serenity::CreateInteractionResponseMessage::new()
            .content(content(reply, target.user_lang))
            .components(rows)
            .allowed_mentions(mentions)
            .files(files);
        serenity::CreateInteractionResponse::UpdateMessage(message)
            .execute(http, (target.id, &target.token))
            .await?;
    } else if deferred && !reply.private {
        let mut edit = serenity::EditInteractionResponse::new()
            .content(content(reply, target.user_lang))
            .components(rows)
            .allowed_mentions(mentions);
        for file in files {
            edit = edit.new_attachment(file);
        }
        posted = Some(edit.execute(http, &target.token).await?);
    } else if deferred {
        // The deferral was public; a refusal must not be: drop the
        // "thinking…" message and answer privately.
        if let Err(e) = http.delete_original_interaction_response(&target.token).await {
            tracing::warn!(
                "tavolo discord: could not remove the deferral of {}: {e}",
                target.id
            );
        }
        followup(http, target, reply, rows, files, mentions).await?;
    } else {
        let mut message = serenity::CreateInteractionResponseMessage::new()
            .content(content(reply, target.user_lang))
            .ephemeral(reply.private)
            .components(rows)
            .allowed_mentions(mentions);
        message = message.add_files(files);
        serenity::CreateInteractionResponse::Message(message)
            .execute(http, (target.id, &target.token))
            .await?;
        if reply.board.is_some() && !reply.private {
            posted = Some(http.get_original_interaction_response(&target.token).await?);
        }
    }
    Ok(posted)
}

async fn followup(
    http: &serenity::Http,
    target: &Target,
    reply: &Reply,
    rows: Vec<serenity::CreateActionRow>,
    files: Vec<serenity::CreateAttachment>,
    mentions: serenity::CreateAllowedMentions,
) -> Result<serenity::Message, serenity::Error> {
    let message = serenity::CreateInteractionResponseFollowup::new()
        .content(content(reply, target.user_lang))
        .ephemeral(reply.private)
        .components(rows)
        .allowed_mentions(mentions)
        .add_files(files);
    message.execute(http, (None, &target.token)).await
}

/// Records a posted board message (for replies to it, and history).
pub async fn record(app: &App, chat: &str, message: serenity::MessageId, board: BoardRef) {
    if let Err(e) = app
        .record_board_message(PLATFORM, chat, &message.to_string(), board)
        .await
    {
        tracing::warn!("tavolo discord: could not record board message {message}: {e:?}");
    }
}
