//! The Telegram adapter (teloxide): a thin translation layer over the core.
//!
//! Updates come by long polling. Commands (`/move c`) are read by the core's
//! shared text parser; a reply to a board message is a move in its game;
//! inline buttons carry their game, ply and move (see [`callback`]); the
//! outbox is delivered as ordinary messages by a background task. Every
//! request goes through teloxide's throttle, which keeps Telegram's limits
//! and waits out a 429's `retry_after` before sending again.

pub mod callback;
pub mod commands;
mod handlers;
mod identity;
mod notices;
mod send;
pub mod texts;

use std::sync::Arc;
use std::time::Duration;

use teloxide::adaptors::Throttle;
use teloxide::adaptors::throttle::Limits;
use teloxide::dispatching::{ShutdownToken, UpdateHandler};
use teloxide::prelude::*;
use teloxide::update_listeners::Polling;
use tokio::sync::watch;
use tokio::task::JoinHandle;

use crate::app::{App, Lang};
use commands::TelegramCommand;

/// The platform name the core sees.
pub const PLATFORM: &str = "telegram";

/// The bot as every endpoint gets it: requests queue in the throttle.
pub type TgBot = Throttle<Bot>;

/// How the bot talks to the Bot API.
#[derive(Clone, Debug)]
pub struct Settings {
    /// Another Bot API server (a local one, or a fake in tests).
    pub api_url: Option<url::Url>,
    /// Messages per chat, per group and overall.
    pub limits: Limits,
    /// How long one `getUpdates` may wait for updates.
    pub poll_timeout: Duration,
    /// How often the outbox and due jobs are looked at.
    pub notice_every: Duration,
}

impl Default for Settings {
    /// Telegram's published limits (1 message/s per chat, 20/min per group,
    /// 30/s overall), 30 s long polls, the outbox every 2 s.
    fn default() -> Settings {
        Settings {
            api_url: None,
            limits: Limits {
                messages_per_sec_chat: 1,
                messages_per_min_chat: 20,
                messages_per_min_channel_or_supergroup: 20,
                messages_per_sec_overall: 30,
            },
            poll_timeout: Duration::from_secs(30),
            notice_every: Duration::from_secs(2),
        }
    }
}

impl Settings {
    /// The defaults, with `TELEGRAM_API_URL` (a local Bot API server) when
    /// set.
    pub fn from_env() -> Settings {
        let api_url = std::env::var("TELEGRAM_API_URL")
            .ok()
            .filter(|u| !u.trim().is_empty())
            .and_then(|u| match url::Url::parse(u.trim()) {
                Ok(url) => Some(url),
                Err(e) => {
                    tracing::warn!("tavolo: TELEGRAM_API_URL ignored: {e}");
                    None
                }
            });
        Settings {
            api_url,
            ..Settings::default()
        }
    }
}

/// The update handler tree: messages (commands, replies to boards) and
/// button presses.
pub fn schema() -> UpdateHandler<Box<dyn std::error::Error + Send + Sync>> {
    let messages = Update::filter_message()
        .branch(
            dptree::entry()
                .filter_command::<TelegramCommand>()
                .endpoint(handlers::on_command),
        )
        .branch(dptree::filter(handlers::unknown_command_for_us).endpoint(handlers::on_command))
        .branch(dptree::filter(handlers::replies_to_us).endpoint(handlers::on_board_reply));
    dptree::entry()
        .branch(messages)
        .branch(Update::filter_callback_query().endpoint(handlers::on_button))
}

/// The bot for `token`, throttled, on the API server of `settings`.
pub fn bot(token: &str, settings: &Settings) -> TgBot {
    let mut bot = Bot::new(token);
    if let Some(url) = &settings.api_url {
        bot = bot.set_api_url(url.clone());
    }
    Throttle::new_spawn(bot, settings.limits)
}

/// Registers the command menus: English by default and for `en`, Italian
/// for `it`.
///
/// # Errors
/// Telegram refused a menu or could not be reached.
pub async fn register_commands(bot: &TgBot) -> ResponseResult<()> {
    bot.set_my_commands(commands::menu(Lang::En)).await?;
    bot.set_my_commands(commands::menu(Lang::En))
        .language_code("en")
        .await?;
    bot.set_my_commands(commands::menu(Lang::It))
        .language_code("it")
        .await?;
    Ok(())
}

/// A running bot: the dispatcher and the outbox task.
pub struct Running {
    shutdown: ShutdownToken,
    dispatcher: JoinHandle<()>,
    stop_notices: watch::Sender<bool>,
    notices: JoinHandle<()>,
}

/// Starts the bot over `app`: registers the menus, then polls for updates
/// and delivers the outbox until [`Running::stop`].
pub fn start(app: Arc<App>, token: &str, settings: Settings) -> Running {
    let bot = bot(token, &settings);
    let mut dispatcher = Dispatcher::builder(bot.clone(), schema())
        .dependencies(dptree::deps![app.clone()])
        .default_handler(|_| async {})
        .error_handler(Arc::new(
            |e: Box<dyn std::error::Error + Send + Sync>| async move {
                tracing::warn!("tavolo: telegram: {e}");
            },
        ))
        .build();
    let shutdown = dispatcher.shutdown_token();
    let poll_timeout = settings.poll_timeout;
    let polling_bot = bot.clone();
    let dispatcher_task = tokio::spawn(async move {
        if let Err(e) = register_commands(&polling_bot).await {
            tracing::warn!("tavolo: telegram: could not register the command menus: {e}");
        }
        if let Err(e) = polling_bot.delete_webhook().await {
            tracing::warn!("tavolo: telegram: could not delete the webhook: {e}");
        }
        let listener = Polling::builder(polling_bot).timeout(poll_timeout).build();
        let on_error = Arc::new(|e: teloxide::RequestError| async move {
            tracing::warn!("tavolo: telegram: getting updates: {e}");
        });
        if let Err(e) = dispatcher.try_dispatch_with_listener(listener, on_error).await {
            tracing::warn!("tavolo: telegram: cannot start (getMe failed): {e}");
        }
    });
    let (stop_notices, stopped) = watch::channel(false);
    let notices = tokio::spawn(notices::deliver(bot, app, settings.notice_every, stopped));
    Running {
        shutdown,
        dispatcher: dispatcher_task,
        stop_notices,
        notices,
    }
}

impl Running {
    /// Stops polling (updates in hand are finished) and the outbox task.
    pub async fn stop(self) {
        let _ = self.stop_notices.send(true);
        // The dispatcher may still be starting: ask until it listens or ends.
        loop {
            if self.dispatcher.is_finished() {
                break;
            }
            // The dispatcher's task ending is the sign it is done: the
            // token's own future can miss a wake-up that came first.
            match self.shutdown.shutdown() {
                Ok(_) => break,
                Err(_) => tokio::time::sleep(Duration::from_millis(20)).await,
            }
        }
        let _ = self.dispatcher.await;
        let _ = self.notices.await;
    }

    /// Waits until the dispatcher ends by itself (it could not start).
    pub async fn finished(&mut self) {
        let _ = (&mut self.dispatcher).await;
    }
}

/// Runs the bot until Ctrl-C.
///
/// # Errors
/// The bot could not start (Telegram refused the token or was unreachable).
pub async fn run(app: Arc<App>, token: &str, settings: Settings) -> std::io::Result<()> {
    let mut running = start(app, token, settings);
    tokio::select! {
        _ = tokio::signal::ctrl_c() => {
            tracing::warn!("tavolo: telegram: stopping…");
            running.stop().await;
            Ok(())
        }
        _ = running.finished() => Err(std::io::Error::other(
            "the Telegram bot could not start: is TELEGRAM_TOKEN right, and Telegram reachable?",
        )),
    }
}
