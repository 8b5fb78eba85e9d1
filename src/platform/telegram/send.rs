//! Sending the core's replies and notices: a board is a photo captioned
//! with the seat to move (a mention) and carrying move buttons; text goes
//! as HTML so mentions link to users; every posted board is recorded so a
//! reply or a press finds its game.

use teloxide::prelude::*;
use teloxide::types::{
    InlineKeyboardButton, InlineKeyboardMarkup, InputFile, InputMedia, InputMediaPhoto, Me, MessageId,
    ParseMode, ReplyParameters,
};

use super::callback;
use super::texts::tr;
use super::{PLATFORM, TgBot};
use crate::app::{App, BoardRef, Fleeting, Lang, Notice, Press, Reply};

/// Telegram's limit on a photo caption, in characters.
const CAPTION_LIMIT: usize = 1024;
/// What we send of one text message (Telegram allows 4096 after parsing).
const TEXT_LIMIT: usize = 3500;

/// Where a reply goes: the chat, the message a private answer quotes, and
/// the reader's language.
#[derive(Clone, Copy, Debug)]
pub struct Target {
    pub chat: ChatId,
    pub reply_to: Option<MessageId>,
    pub lang: Lang,
    /// The private chat of the user the reply answers (its id is the
    /// user's): where a secret for their eyes only goes from a group.
    pub asker: Option<ChatId>,
}

/// Sends a reply of the core. A private reply (a refusal) quotes the
/// message it answers: Telegram has no messages for one user in a group.
///
/// # Errors
/// Telegram refused a message or could not be reached.
pub async fn send_reply(bot: &TgBot, app: &App, me: &Me, to: Target, reply: &Reply) -> ResponseResult<()> {
    // A group sees every answer: a secret one (a link code) is withheld
    // there, and the asker is sent to a private chat with the bot.
    if reply.secret && !to.chat.is_user() {
        let link = private_link(me, reply);
        let text = escape(&tr(to.lang, "secret-elsewhere", &[("link", link)]));
        send_text(bot, to.chat, text, None, to.reply_to).await?;
        return Ok(());
    }
    let mut text = escape(&clip(&reply.text, TEXT_LIMIT));
    if let Some(pre) = &reply.pre {
        text.push_str(&format!("\n<pre>{}</pre>", escape(&clip(pre, TEXT_LIMIT))));
    }
    if let (Some(game), Some(username)) = (challenge_in(reply), me.username.as_deref()) {
        let payload = callback::start_payload(&Press::Accept { game }).unwrap_or_default();
        let link = format!("https://t.me/{username}?start={payload}");
        let offer = tr(to.lang, "accept-privately", &[("link", link)]);
        text.push_str(&format!("\n{}", escape(&offer)));
    }
    text.push_str(&mention_line(&reply.mentions, reply.board.is_some(), to.lang));
    let keyboard = keyboard(reply);
    let quote = if reply.private { to.reply_to } else { None };
    if let Some(png) = &reply.image {
        let sent = send_photo_or_text(bot, to.chat, png, &text, keyboard, quote, to.lang).await?;
        if let Some(board) = reply.board {
            record(app, to.chat, sent, board).await;
        }
    } else if !text.trim().is_empty() {
        send_text(bot, to.chat, text, keyboard, quote).await?;
    }
    for more in &reply.more {
        send_text(bot, to.chat, escape(&clip(more, TEXT_LIMIT)), None, quote).await?;
    }
    if let Some((name, bytes)) = &reply.file {
        let mut request =
            bot.send_document(to.chat, InputFile::memory(bytes.clone()).file_name(name.clone()));
        if let Some(id) = quote {
            request = request.reply_parameters(ReplyParameters::new(id).allow_sending_without_reply());
        }
        request.await?;
    }
    if let Some(fleeting) = &reply.fleeting {
        show_fleeting(bot, me, to, reply, fleeting).await?;
    }
    Ok(())
}

/// Shows a secret for a moment (see [`Fleeting`]): the table's in the
/// chat, a seat's in the asker's private chat. A user who never started a
/// chat with the bot cannot be written to there: the group is told where
/// to go, without the secret.
async fn show_fleeting(
    bot: &TgBot,
    me: &Me,
    to: Target,
    reply: &Reply,
    fleeting: &Fleeting,
) -> ResponseResult<()> {
    let chat = match (fleeting.private && !to.chat.is_user(), to.asker) {
        (false, _) => to.chat,
        (true, Some(asker)) => asker,
        (true, None) => return Ok(()),
    };
    match post_fleeting(bot, chat, fleeting).await {
        Err(e) if chat != to.chat => {
            tracing::warn!("tavolo: telegram: a glimpse to chat {} was not sent: {e}", chat.0);
            let link = private_link(me, reply);
            let text = escape(&tr(to.lang, "secret-elsewhere", &[("link", link)]));
            send_text(bot, to.chat, text, None, to.reply_to).await?;
            Ok(())
        }
        other => other,
    }
}

/// Posts `fleeting` in `chat` and deletes it after its seconds, on a task
/// of its own. A deletion that fails is logged; the secret then stays, as
/// on a table where someone forgot to cover it.
async fn post_fleeting(bot: &TgBot, chat: ChatId, fleeting: &Fleeting) -> ResponseResult<()> {
    let html = escape(&clip(&fleeting.text, CAPTION_LIMIT));
    let message = match &fleeting.image {
        Some(png) => send_photo(bot, chat, png, &html, None, None).await?,
        None => send_text(bot, chat, html, None, None).await?,
    };
    let bot = bot.clone();
    let seconds = fleeting.seconds;
    tokio::spawn(async move {
        tokio::time::sleep(std::time::Duration::from_secs(seconds.into())).await;
        if let Err(e) = bot.delete_message(chat, message).await {
            tracing::warn!(
                "tavolo: telegram: a glimpse in chat {} was not deleted: {e}",
                chat.0
            );
        }
    });
    Ok(())
}

/// Where the asker gets a secret reply in their private chat with the bot:
/// a seat's own view of a game opens there by itself (`?start=view-12`).
pub fn private_link(me: &Me, reply: &Reply) -> String {
    let bot = format!("https://t.me/{}", me.username.as_deref().unwrap_or_default());
    let view = reply
        .board
        .and_then(|b| callback::start_payload(&Press::View { game: b.game_id }));
    match view {
        Some(payload) => format!("{bot}?start={payload}"),
        None => bot,
    }
}

/// Puts a reply's board in place of the pressed board message `pressed`
/// (its photo, caption and buttons); false when there is no picture or
/// Telegram refused the edit (the caller then posts the reply anew).
pub async fn replace_board(bot: &TgBot, to: Target, pressed: MessageId, reply: &Reply) -> bool {
    let Some(png) = &reply.image else {
        return false;
    };
    let caption = escape(&clip(&reply.text, CAPTION_LIMIT));
    let photo = InputMediaPhoto::new(InputFile::memory(png.clone()).file_name("board.png"))
        .caption(caption)
        .parse_mode(ParseMode::Html);
    let mut edit = bot.edit_message_media(to.chat, pressed, InputMedia::Photo(photo));
    if let Some(keyboard) = keyboard(reply) {
        edit = edit.reply_markup(keyboard);
    }
    match edit.await {
        Ok(_) => true,
        Err(e) => {
            tracing::warn!(
                "tavolo: telegram: board message {} in chat {} was not replaced: {e}",
                pressed.0,
                to.chat.0
            );
            false
        }
    }
}

/// Sends an outbox notice: its text with mentions, and the game's current
/// board when it shows one, and what its move uncovered for a moment.
///
/// # Errors
/// Telegram refused the message or could not be reached.
pub async fn send_notice(bot: &TgBot, app: &App, chat: ChatId, notice: &Notice) -> ResponseResult<()> {
    let (text, mentions, board) = (&notice.text, &notice.mentions, notice.board);
    let lang = crate::app::texts::lang_of(&notice.lang);
    let mut html = escape(&clip(text, TEXT_LIMIT));
    html.push_str(&mention_line(mentions, board.is_some(), lang));
    let now = match board {
        Some(board) => app.notice_board(board.game_id).await.ok().flatten(),
        None => None,
    };
    match now {
        Some(now) if now.image.is_some() => {
            // The picture shows the game as it is now, with its buttons.
            let keyboard = keyboard(&now);
            let png = now.image.as_deref().unwrap_or_default();
            let sent = send_photo_or_text(bot, chat, png, &html, keyboard, None, lang).await?;
            if let Some(board) = now.board.or(board) {
                record(app, chat, sent, board).await;
            }
        }
        _ => {
            send_text(bot, chat, html, None, None).await?;
        }
    }
    // What the move uncovered for the table, for a moment.
    if let Some(shown) = notice.glimpse {
        match app.glimpse_at(shown).await {
            Ok(Some(fleeting)) => post_fleeting(bot, chat, &fleeting).await?,
            Ok(None) => {}
            Err(e) => tracing::warn!(
                "tavolo: telegram: no glimpse for a notice in chat {}: {e:?}",
                chat.0
            ),
        }
    }
    Ok(())
}

/// Posts a photo; when Telegram does not take it (a picture it refuses,
/// an upload cut off), the text goes alone with a word on why, so the
/// player still learns what happened: the move behind it stands. Only a
/// text Telegram refuses too is an error.
async fn send_photo_or_text(
    bot: &TgBot,
    chat: ChatId,
    png: &[u8],
    html: &str,
    keyboard: Option<InlineKeyboardMarkup>,
    quote: Option<MessageId>,
    lang: Lang,
) -> ResponseResult<MessageId> {
    match send_photo(bot, chat, png, html, keyboard.clone(), quote).await {
        Ok(sent) => Ok(sent),
        Err(e) => {
            tracing::warn!(
                "tavolo: telegram: a board photo to chat {} was not sent: {e}",
                chat.0
            );
            let note = escape(&tr(lang, "picture-not-sent", &[("cause", e.to_string())]));
            // The text was clipped to leave room below Telegram's limit.
            send_text(bot, chat, format!("{html}\n{note}"), keyboard, quote).await
        }
    }
}

/// Posts a photo; a caption too long for one goes as a message after it.
async fn send_photo(
    bot: &TgBot,
    chat: ChatId,
    png: &[u8],
    html: &str,
    keyboard: Option<InlineKeyboardMarkup>,
    quote: Option<MessageId>,
) -> ResponseResult<MessageId> {
    let fits = html.chars().count() <= CAPTION_LIMIT;
    let file = InputFile::memory(png.to_vec()).file_name("board.png");
    let mut request = bot.send_photo(chat, file);
    if fits && !html.trim().is_empty() {
        request = request.caption(html).parse_mode(ParseMode::Html);
    }
    if let Some(keyboard) = keyboard {
        request = request.reply_markup(keyboard);
    }
    if let Some(id) = quote {
        request = request.reply_parameters(ReplyParameters::new(id).allow_sending_without_reply());
    }
    let sent = request.await?;
    if !fits {
        send_text(bot, chat, html.to_string(), None, quote).await?;
    }
    Ok(sent.id)
}

async fn send_text(
    bot: &TgBot,
    chat: ChatId,
    html: String,
    keyboard: Option<InlineKeyboardMarkup>,
    quote: Option<MessageId>,
) -> ResponseResult<MessageId> {
    let mut request = bot.send_message(chat, html).parse_mode(ParseMode::Html);
    if let Some(keyboard) = keyboard {
        request = request.reply_markup(keyboard);
    }
    if let Some(id) = quote {
        request = request.reply_parameters(ReplyParameters::new(id).allow_sending_without_reply());
    }
    Ok(request.await?.id)
}

/// Records a posted board so replies and presses find its game.
async fn record(app: &App, chat: ChatId, message: MessageId, board: BoardRef) {
    let recorded = app
        .record_board_message(PLATFORM, &chat.0.to_string(), &message.0.to_string(), board)
        .await;
    if let Err(e) = recorded {
        tracing::warn!(
            "tavolo: telegram: could not record board message {}: {e:?}",
            message.0
        );
    }
}

/// The challenge a reply offers to accept, if any.
fn challenge_in(reply: &Reply) -> Option<i64> {
    reply.choices.iter().find_map(|c| match c.press {
        Press::Accept { game } => Some(game),
        _ => None,
    })
}

/// The buttons of a reply: Accept and Decline on one row, moves in rows,
/// each labelled by the core.
fn keyboard(reply: &Reply) -> Option<InlineKeyboardMarkup> {
    let mut answers = Vec::new();
    let mut moves = Vec::new();
    for choice in &reply.choices {
        let Some(data) = callback::encode(&choice.press) else {
            continue;
        };
        let pressed = InlineKeyboardButton::callback(choice.label.clone(), data);
        match choice.press {
            Press::Move { .. } | Press::Challenge { .. } | Press::Step { .. } => moves.push(pressed),
            Press::Accept { .. } | Press::Decline { .. } | Press::Rematch { .. } | Press::View { .. } => {
                answers.push(pressed)
            }
        }
    }
    let longest = reply
        .choices
        .iter()
        .map(|c| c.label.chars().count())
        .max()
        .unwrap_or(0);
    let width = match longest {
        0..=3 => 6,
        4..=7 => 4,
        _ => 2,
    };
    let mut rows: Vec<Vec<InlineKeyboardButton>> = moves.chunks(width).map(<[_]>::to_vec).collect();
    if !answers.is_empty() {
        rows.insert(0, answers);
    }
    (!rows.is_empty()).then(|| InlineKeyboardMarkup::new(rows))
}

/// Mentions as a last line: links to users by id (they are notified), or
/// the `@handle` of a user not seen yet.
fn mention_line(mentions: &[String], board: bool, lang: Lang) -> String {
    let label = if board {
        tr(lang, "mention-to-move", &[])
    } else {
        tr(lang, "mention-invited", &[])
    };
    let parts: Vec<String> = mentions
        .iter()
        .filter_map(|id| {
            if id.starts_with('@') {
                Some(escape(id))
            } else if id.parse::<u64>().is_ok() {
                Some(format!("<a href=\"tg://user?id={id}\">{}</a>", escape(&label)))
            } else {
                None
            }
        })
        .collect();
    if parts.is_empty() {
        String::new()
    } else {
        format!("\n👉 {}", parts.join(", "))
    }
}

/// Text made safe for Telegram's HTML; the core's `**bold**` and `code`
/// spans (rules pages, the games list) become HTML when they pair up.
pub fn escape(text: &str) -> String {
    let mut html = text
        .replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;");
    for (marker, tag) in [("**", "b"), ("`", "code")] {
        let parts: Vec<&str> = html.split(marker).collect();
        if parts.len() > 1 && parts.len() % 2 == 1 {
            let mut out = String::new();
            for (i, part) in parts.iter().enumerate() {
                if i > 0 {
                    out.push_str(&if i % 2 == 1 {
                        format!("<{tag}>")
                    } else {
                        format!("</{tag}>")
                    });
                }
                out.push_str(part);
            }
            html = out;
        }
    }
    html
}

/// At most `max` characters.
pub fn clip(text: &str, max: usize) -> String {
    text.chars().take(max).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mentions_link_ids_and_spell_out_handles() {
        let line = mention_line(&["42".into(), "@bob".into(), "x<y".into()], true, Lang::En);
        assert_eq!(line, "\n👉 <a href=\"tg://user?id=42\">your move</a>, @bob");
        assert_eq!(mention_line(&[], true, Lang::It), "");
    }

    #[test]
    fn html_is_escaped() {
        assert_eq!(escape("a<b & c>d"), "a&lt;b &amp; c&gt;d");
        assert_eq!(
            escape("**Mancala** `/move c`"),
            "<b>Mancala</b> <code>/move c</code>"
        );
        assert_eq!(escape("a ` b"), "a ` b");
    }
}
