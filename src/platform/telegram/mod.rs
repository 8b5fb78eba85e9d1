//! The Telegram adapter (teloxide): a thin translation layer over the core.
//!
//! Updates come by long polling, done by one process among those sharing
//! the database (the holder of a lease, see [`polling`]), or by a webhook
//! that every process serves (see [`webhook`]); an update delivered twice
//! is handled once. Commands (`/move c`) are read by the core's
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
pub mod polling;
mod send;
pub mod texts;
pub mod webhook;

use std::future::Future;
use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Duration;

use teloxide::adaptors::Throttle;
use teloxide::adaptors::throttle::Limits;
use teloxide::dispatching::{ShutdownToken, UpdateHandler};
use teloxide::prelude::*;
use teloxide::update_listeners::webhooks;
use tokio::sync::watch;
use tokio::task::JoinHandle;

use crate::app::{App, Lang};
pub use webhook::Webhook;

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
    /// How long the poll lease lasts; the holder renews it every third of
    /// it. A process that died is replaced after at most this long.
    pub poll_lease: Duration,
    /// How often a process that does not poll tries to take the lease.
    pub lease_retry: Duration,
}

impl Default for Settings {
    /// Telegram's published limits (1 message/s per chat, 20/min per group,
    /// 30/s overall), 30 s long polls, the outbox every 2 s, a 60 s poll
    /// lease tried for every 5 s.
    ///
    /// The lease is twice the long poll so that a renewal (every 20 s)
    /// never waits on a poll; when a renewal fails the poll in flight is
    /// dropped at once, so two processes overlap for at most one request,
    /// which Telegram answers the older with 409 Conflict.
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
            poll_lease: Duration::from_secs(60),
            lease_retry: Duration::from_secs(5),
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

/// The update handler tree: repeats dropped, then messages (commands,
/// replies to boards) and button presses.
pub fn schema() -> UpdateHandler<Box<dyn std::error::Error + Send + Sync>> {
    let messages = Update::filter_message()
        .branch(dptree::filter(commands::for_us).endpoint(handlers::on_command))
        .branch(dptree::filter(handlers::replies_to_us).endpoint(handlers::on_board_reply));
    dptree::filter_async(first_delivery)
        .branch(messages)
        .branch(Update::filter_callback_query().endpoint(handlers::on_button))
}

/// Whether this is the first delivery of `update` to any process. The
/// update is recorded before it is handled: a repeat is never handled
/// twice, and a process that dies while handling one loses that answer,
/// as a single process dying would (the webhook has already answered 200,
/// so Telegram would not send it again anyway). When the store fails the
/// update is handled: the user then gets the core's own answer.
async fn first_delivery(update: Update, app: Arc<App>) -> bool {
    let id = i64::from(update.id.0);
    match app.first_delivery(PLATFORM, id).await {
        Ok(true) => true,
        Ok(false) => {
            tracing::info!("tavolo: telegram: update {id} was handled already: dropped");
            false
        }
        Err(e) => {
            tracing::warn!("tavolo: telegram: recording update {id}: {e:?}");
            true
        }
    }
}

/// The bot for `token`, throttled, on the API server of `settings`.
pub fn bot(token: &str, settings: &Settings) -> TgBot {
    let mut bot = Bot::new(token);
    if let Some(url) = &settings.api_url {
        bot = bot.set_api_url(url.clone());
    }
    Throttle::new_spawn(bot, settings.limits)
}

/// Registers the command menus, made from the core's command table: for
/// groups and for private chats, in English (also for clients in other
/// languages) and Italian.
///
/// # Errors
/// Telegram refused a menu or could not be reached.
pub async fn register_commands(bot: &TgBot) -> ResponseResult<()> {
    use commands::Chats;
    use teloxide::types::BotCommandScope;
    for (code, lang) in [(None, Lang::En), (Some("en"), Lang::En), (Some("it"), Lang::It)] {
        for (chats, scope) in [
            (Chats::Groups, BotCommandScope::AllGroupChats),
            (Chats::Private, BotCommandScope::AllPrivateChats),
        ] {
            let mut set = bot.set_my_commands(commands::menu(lang, chats)).scope(scope);
            if let Some(code) = code {
                set = set.language_code(code);
            }
            set.await?;
        }
    }
    Ok(())
}

/// A running bot: the updates' task (polling or webhook), the webhook's
/// server, and the outbox task.
pub struct Running {
    stop: watch::Sender<bool>,
    updates: JoinHandle<()>,
    server: Option<JoinHandle<()>>,
    webhook_addr: Option<SocketAddr>,
    notices: JoinHandle<()>,
}

/// The dispatcher of `schema` over `app`.
fn dispatcher(
    bot: TgBot,
    app: Arc<App>,
) -> Dispatcher<TgBot, Box<dyn std::error::Error + Send + Sync>, teloxide::dispatching::DefaultKey> {
    Dispatcher::builder(bot, schema())
        .dependencies(dptree::deps![app])
        .default_handler(|_| async {})
        .error_handler(Arc::new(
            |e: Box<dyn std::error::Error + Send + Sync>| async move {
                tracing::warn!("tavolo: telegram: {e}");
            },
        ))
        .build()
}

/// Resolves once `stop` says so, or once its sender is gone.
async fn stopped(stop: &mut watch::Receiver<bool>) {
    let _ = stop.wait_for(|s| *s).await;
}

/// Shuts a dispatcher down (updates in hand are finished) and waits until
/// its dispatching future `dispatch` ends.
async fn shut_down<F: Future>(token: &ShutdownToken, dispatch: std::pin::Pin<&mut F>) {
    let mut dispatch = dispatch;
    // The dispatcher may still be starting: ask until it listens or ends.
    loop {
        tokio::select! {
            _ = dispatch.as_mut() => return,
            () = tokio::time::sleep(Duration::from_millis(20)) => {
                if token.shutdown().is_ok() {
                    // Its future ending is the sign it is done: the
                    // token's own future can miss a wake-up that came first.
                    dispatch.await;
                    return;
                }
            }
        }
    }
}

/// Starts the bot over `app` with long polling: the process polls while it
/// holds the poll lease (registering the menus the first time), and
/// delivers the outbox, until [`Running::stop`].
pub fn start(app: Arc<App>, token: &str, settings: Settings) -> Running {
    let bot = bot(token, &settings);
    let (stop, stopping) = watch::channel(false);
    let notices = tokio::spawn(notices::deliver(
        bot.clone(),
        app.clone(),
        settings.notice_every,
        stopping.clone(),
    ));
    let updates = tokio::spawn(polling::poll_while_leased(bot, app, settings, stopping));
    Running {
        stop,
        updates,
        server: None,
        webhook_addr: None,
        notices,
    }
}

/// Starts the bot over `app` in webhook mode: listens on the webhook's
/// address, registers the menus and sets the webhook (every process does,
/// idempotently), serves the updates posted to it, and delivers the outbox,
/// until [`Running::stop`] (which leaves the webhook set for the others).
///
/// # Errors
/// The listen address cannot be bound.
pub async fn start_webhook(
    app: Arc<App>,
    token: &str,
    settings: Settings,
    hook: &Webhook,
) -> std::io::Result<Running> {
    let tcp = tokio::net::TcpListener::bind(hook.listen()).await.map_err(|e| {
        std::io::Error::new(
            e.kind(),
            format!("TELEGRAM_WEBHOOK_LISTEN {}: cannot listen: {e}", hook.listen()),
        )
    })?;
    let webhook_addr = tcp.local_addr()?;
    let bot = bot(token, &settings);
    let options =
        webhooks::Options::new(webhook_addr, hook.url().clone()).secret_token(hook.secret().to_string());
    let (listener, listener_stopped, router) = webhooks::axum_no_setup(options);
    let server = tokio::spawn(async move {
        if let Err(e) = axum::serve(tcp, router)
            .with_graceful_shutdown(listener_stopped)
            .await
        {
            tracing::warn!("tavolo: telegram: the webhook server stopped: {e}");
        }
    });
    let (stop, stopping) = watch::channel(false);
    let notices = tokio::spawn(notices::deliver(
        bot.clone(),
        app.clone(),
        settings.notice_every,
        stopping.clone(),
    ));
    let (url, secret) = (hook.url().clone(), hook.secret().to_string());
    let updates = tokio::spawn(async move {
        let mut stopping = stopping;
        if let Err(e) = register_commands(&bot).await {
            tracing::warn!("tavolo: telegram: could not register the command menus: {e}");
        }
        if let Err(e) = bot.set_webhook(url).secret_token(secret).await {
            tracing::warn!("tavolo: telegram: could not set the webhook: {e}");
        }
        let mut dispatcher = dispatcher(bot, app);
        let token = dispatcher.shutdown_token();
        let on_error = Arc::new(|e: std::convert::Infallible| async move { match e {} });
        let dispatch = dispatcher.try_dispatch_with_listener(listener, on_error);
        tokio::pin!(dispatch);
        tokio::select! {
            started = &mut dispatch => {
                if let Err(e) = started {
                    tracing::warn!("tavolo: telegram: cannot start (getMe failed): {e}");
                }
                return;
            }
            () = stopped(&mut stopping) => {}
        }
        shut_down(&token, dispatch).await;
    });
    Ok(Running {
        stop,
        updates,
        server: Some(server),
        webhook_addr: Some(webhook_addr),
        notices,
    })
}

impl Running {
    /// Stops taking updates (updates in hand are finished), gives the poll
    /// lease up, and stops the outbox task.
    pub async fn stop(self) {
        let _ = self.stop.send(true);
        let _ = self.updates.await;
        if let Some(server) = self.server {
            let _ = server.await;
        }
        let _ = self.notices.await;
    }

    /// Ends every task at once, giving nothing up, as a crash would: the
    /// poll lease stays taken until it runs out. (Tests.)
    pub fn abort(self) {
        self.updates.abort();
        if let Some(server) = &self.server {
            server.abort();
        }
        self.notices.abort();
    }

    /// Where the webhook is served (the bound address), in webhook mode.
    pub fn webhook_addr(&self) -> Option<SocketAddr> {
        self.webhook_addr
    }

    /// Waits until taking updates ends by itself (the bot could not start).
    pub async fn finished(&mut self) {
        let _ = (&mut self.updates).await;
    }
}

/// Runs the bot until Ctrl-C: by the webhook `hook` when given, else by
/// long polling.
///
/// # Errors
/// The bot could not start (Telegram refused the token or was unreachable,
/// or the webhook's address could not be bound).
pub async fn run(
    app: Arc<App>,
    token: &str,
    settings: Settings,
    hook: Option<&Webhook>,
) -> std::io::Result<()> {
    let mut running = match hook {
        Some(hook) => start_webhook(app, token, settings, hook).await?,
        None => start(app, token, settings),
    };
    tokio::select! {
        () = crate::platform::stop_signal::stop_requested() => {
            tracing::warn!("tavolo: telegram: stopping…");
            running.stop().await;
            Ok(())
        }
        _ = running.finished() => Err(std::io::Error::other(
            "the Telegram bot could not start: is TELEGRAM_TOKEN right, and Telegram reachable?",
        )),
    }
}
