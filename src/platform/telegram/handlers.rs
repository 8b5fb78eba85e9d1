//! The endpoints: each turns one update into a request, asks the core and
//! sends the reply back. No rules, no SQL, no permission checks here.

use std::sync::Arc;

use teloxide::prelude::*;
use teloxide::types::{Me, MessageId, User};

use super::callback;
use super::identity::{CommandLine, handle, replied_author, user_ref};
use super::send::{Target, clip, send_reply};
use super::texts::{lang_of_telegram_user, tr};
use super::{PLATFORM, TgBot};
use crate::app::{App, BoardRef, Command, Lang, Press, Reply, Request, Role, command_text};

/// What endpoints return; errors go to the dispatcher's error funnel.
pub type HandlerResult = Result<(), Box<dyn std::error::Error + Send + Sync>>;

/// Telegram's limit on an alert's text, in characters.
const ALERT_LIMIT: usize = 200;

/// A command: `/move c`, `/challenge @bob nim`, `/start accept-12`…
pub async fn on_command(bot: TgBot, app: Arc<App>, me: Me, msg: Message) -> HandlerResult {
    let Some(sender) = human(&msg) else { return Ok(()) };
    let to = Target {
        chat: msg.chat.id,
        reply_to: Some(msg.id),
        lang: lang_of_telegram_user(sender),
        asker: Some(private_chat(sender)),
    };
    if let Some(press) = start_payload(&msg, &me) {
        return deep_link(&bot, &app, &me, to, sender, press).await;
    }
    let reply = match read_command(&app, &msg, sender, to.lang).await {
        Ok(command) => {
            let role = role_of(&bot, &msg, sender, &command).await;
            ask_as(&app, msg.chat.id, sender, role, command).await
        }
        Err(refusal) => Reply::refusal(refusal),
    };
    send_reply(&bot, &app, &me, to, &reply).await?;
    Ok(())
}

/// The sender's role for tournament commands: a group's administrator or
/// owner, or the user in a private chat, manages; Telegram is asked only
/// when it matters (a failed question gives the plain role).
async fn role_of(bot: &TgBot, msg: &Message, sender: &User, command: &Command) -> Role {
    if !matches!(command, Command::Tournament(_)) {
        return Role::Member;
    }
    if msg.chat.is_private() {
        return Role::Manager;
    }
    match bot.get_chat_member(msg.chat.id, sender.id).await {
        Ok(member) if member.is_privileged() => Role::Manager,
        _ => Role::Member,
    }
}

/// A reply to one of the bot's boards: its text is a move in that game.
pub async fn on_board_reply(bot: TgBot, app: Arc<App>, me: Me, msg: Message) -> HandlerResult {
    let (Some(sender), Some(text), Some(board)) = (human(&msg), msg.text(), msg.reply_to_message()) else {
        return Ok(());
    };
    let to = Target {
        chat: msg.chat.id,
        reply_to: Some(msg.id),
        lang: lang_of_telegram_user(sender),
        asker: Some(private_chat(sender)),
    };
    let Some(shown) = board_of(&app, msg.chat.id, board.id).await else {
        return Ok(());
    };
    // Chosen on that board: the core refuses it if the game moved on.
    let command = Command::Move {
        game: Some(shown.game_id),
        text: text.trim().to_string(),
        ply: Some(shown.ply),
    };
    let reply = ask(&app, msg.chat.id, sender, command).await;
    send_reply(&bot, &app, &me, to, &reply).await?;
    Ok(())
}

/// A button press. Every press is answered: refusals as an alert, and a
/// public reply (the new board) posted in the chat.
pub async fn on_button(bot: TgBot, app: Arc<App>, me: Me, q: CallbackQuery) -> HandlerResult {
    let lang = lang_of_telegram_user(&q.from);
    if let Some(message) = &q.message
        && message.chat().is_private()
        && let Some(press) = q.data.as_deref().and_then(callback::decode)
        && press.game().is_some()
    {
        // A button of a private view (a secret choice): it acts on the
        // game in its own chat.
        bot.answer_callback_query(q.id.clone()).await?;
        let here = Target {
            chat: message.chat().id,
            reply_to: None,
            lang,
            asker: Some(private_chat(&q.from)),
        };
        return act_in_games_chat(&bot, &app, &me, here, &q.from, press).await;
    }
    let pressed = press(&app, &q, lang).await;
    let mut answer = bot.answer_callback_query(q.id.clone());
    match &pressed {
        Pressed::Alert(text) => answer = answer.text(clip(text, ALERT_LIMIT)).show_alert(true),
        // Telegram opens the private chat, where `/start` brings it.
        Pressed::Secret(reply) => match url::Url::parse(&super::send::private_link(&me, reply)).ok() {
            Some(url) => answer = answer.url(url),
            None => answer = answer.text(tr(lang, "broken-button", &[])).show_alert(true),
        },
        Pressed::Post(..) => {}
    }
    answer.await?;
    if let Pressed::Post(to, reply) = pressed {
        // Stepping through a game: the pressed board becomes the new one.
        let edited = match (reply.replace && !reply.private, to.reply_to) {
            (true, Some(pressed)) => super::send::replace_board(&bot, to, pressed, &reply).await,
            _ => false,
        };
        if !edited {
            send_reply(&bot, &app, &me, to, &reply).await?;
        }
    }
    Ok(())
}

/// What a press comes to.
enum Pressed {
    /// Only the presser sees this.
    Alert(String),
    /// For the presser's eyes only, and too much for an alert (a seat's
    /// view): it goes to the private chat with the bot.
    Secret(Box<Reply>),
    /// Posted in the chat of the pressed message.
    Post(Target, Box<Reply>),
}

async fn press(app: &App, q: &CallbackQuery, lang: Lang) -> Pressed {
    let (Some(press), Some(message)) = (q.data.as_deref().and_then(callback::decode), &q.message) else {
        return Pressed::Alert(tr(lang, "broken-button", &[]));
    };
    let chat = message.chat().id;
    let reply = ask(app, chat, &q.from, press.command()).await;
    if reply.secret && !chat.is_user() {
        return Pressed::Secret(Box::new(reply));
    }
    if reply.private && reply.choices.is_empty() {
        return Pressed::Alert(reply.text);
    }
    let to = Target {
        chat,
        reply_to: Some(message.id()),
        lang,
        asker: Some(private_chat(&q.from)),
    };
    Pressed::Post(to, Box::new(reply))
}

/// `/start accept-12` in a private chat: answers the challenge in the chat
/// where it was made (the core decides whether this user may); `/start
/// view-12` shows the user their own view of game 12 here.
async fn deep_link(
    bot: &TgBot,
    app: &App,
    me: &Me,
    here: Target,
    sender: &User,
    press: Press,
) -> HandlerResult {
    act_in_games_chat(bot, app, me, here, sender, press).await
}

/// Asks the core, for a user in their private chat with the bot (`here`),
/// what `press` asks of a game in its own chat: a public answer is posted
/// there (and "done" said here), a private one here.
async fn act_in_games_chat(
    bot: &TgBot,
    app: &App,
    me: &Me,
    here: Target,
    sender: &User,
    press: Press,
) -> HandlerResult {
    // Only presses about a game made already reach here.
    let Some(game) = press.game() else {
        return Ok(());
    };
    let place = app.game_place(game).await.ok().flatten();
    let chat = place
        .filter(|p| p.platform == PLATFORM)
        .and_then(|p| p.chat.parse::<i64>().ok())
        .map(ChatId);
    let Some(chat) = chat else {
        let refusal = Reply::refusal(no_such_game(here.lang, game));
        send_reply(bot, app, me, here, &refusal).await?;
        return Ok(());
    };
    let reply = ask(app, chat, sender, press.command()).await;
    if reply.private || chat == here.chat {
        send_reply(bot, app, me, here, &reply).await?;
        return Ok(());
    }
    let there = Target {
        chat,
        reply_to: None,
        lang: here.lang,
        asker: here.asker,
    };
    send_reply(bot, app, me, there, &reply).await?;
    let done = Reply::text(tr(here.lang, "done-there", &[]));
    send_reply(bot, app, me, here, &done).await?;
    Ok(())
}

/// A user's private chat with the bot: its id is the user's.
fn private_chat(user: &User) -> ChatId {
    ChatId(i64::try_from(user.id.0).unwrap_or_default())
}

/// The refusal for a game this chat does not have.
fn no_such_game(lang: Lang, game: i64) -> String {
    tr(lang, "no-such-game", &[("game", game.to_string())])
}

/// Asks the core on behalf of `user` in `chat`. A handle that stood in for
/// this user becomes theirs first.
async fn ask(app: &App, chat: ChatId, user: &User, command: Command) -> Reply {
    ask_as(app, chat, user, Role::Member, command).await
}

/// [`ask`] with the user's role in the chat.
async fn ask_as(app: &App, chat: ChatId, user: &User, role: Role, command: Command) -> Reply {
    let who = user_ref(user);
    if let Some(handle) = handle(user)
        && let Err(e) = app.link_handle(PLATFORM, &handle, &who).await
    {
        tracing::warn!("tavolo: telegram: linking {handle}: {e:?}");
    }
    // Telegram has no chat language: public answers speak the user's too.
    let lang = lang_of_telegram_user(user);
    app.handle(Request {
        platform: PLATFORM.into(),
        chat: chat.0.to_string(),
        user: who,
        role,
        command,
        lang,
        chat_lang: lang,
    })
    .await
}

/// The command a message asks, read by the core's shared parser, with what
/// Telegram adds: the author of a replied-to message as the opponent, the
/// replied-to board's game, the user's language for rules.
async fn read_command(app: &App, msg: &Message, sender: &User, lang: Lang) -> Result<Command, String> {
    let line = CommandLine::of(msg, sender);
    let mut command =
        command_text::parse(&line.text, &|word| line.resolve(word)).map_err(|e| e.text(lang))?;
    match &mut command {
        Command::Challenge { opponents, .. } if opponents.is_empty() => {
            if let Some(author) = replied_author(msg).filter(|a| a.id != sender.id) {
                opponents.push(user_ref(author));
            }
        }
        Command::Move {
            game: game @ None, ..
        }
        | Command::Board(game @ None)
        | Command::BoardFlip(game @ None) => {
            if let Some(board) = msg.reply_to_message() {
                *game = board_of(app, msg.chat.id, board.id).await.map(|b| b.game_id);
            }
        }
        Command::Rules {
            lang: wanted @ None, ..
        }
        | Command::Games {
            lang: wanted @ None, ..
        } => {
            *wanted = Some(lang.as_str().to_string());
        }
        _ => {}
    }
    Ok(command)
}

/// The game a posted board shows, and whether it is out of date.
async fn board_of(app: &App, chat: ChatId, message: MessageId) -> Option<BoardRef> {
    match app
        .board_message(PLATFORM, &chat.0.to_string(), &message.0.to_string())
        .await
    {
        Ok(found) => found,
        Err(e) => {
            tracing::warn!("tavolo: telegram: board lookup: {e:?}");
            None
        }
    }
}

/// The deep-link payload of a `/start` command, if it carries one.
fn start_payload(msg: &Message, me: &Me) -> Option<Press> {
    super::commands::start_payload(msg.text()?, me.username()).and_then(callback::from_start_payload)
}

/// The sender of a message, if a person.
fn human(msg: &Message) -> Option<&User> {
    msg.from.as_ref().filter(|u| !u.is_bot)
}

/// A message replying to one of this bot's messages (not a command).
pub fn replies_to_us(msg: Message, me: Me) -> bool {
    let to_us = msg
        .reply_to_message()
        .and_then(|m| m.from.as_ref())
        .is_some_and(|u| u.id == me.id);
    to_us && msg.text().is_some_and(|t| !t.trim_start().starts_with('/'))
}
