//! Discord: slash commands, buttons and autocomplete over the core, with
//! serenity and poise. A thin translation layer: each interaction becomes
//! one [`Request`], the core's [`crate::app::Reply`] goes back as an
//! interaction response, and a background task delivers the outbox as
//! channel messages. No game logic, SQL or permission decisions here.
//!
//! - `commands`: the slash commands and their autocomplete;
//! - `buttons`: choices as buttons (the `custom_id` format) and presses;
//! - `reply`: answering an interaction, deferring when the core is slow;
//! - `outbox`: due jobs and notices, delivered as channel messages;
//! - `i18n`: English and Italian names, descriptions and texts;
//! - `shards`: which gateway shards this process runs.

mod buttons;
mod commands;
mod fleeting;
mod i18n;
mod outbox;
mod reply;
mod shards;
mod slash_text;
mod tournament;

pub use shards::Shards;

use std::sync::Arc;
use std::time::Duration;

use poise::serenity_prelude as serenity;

use crate::app::{App, Command, Request, UserRef};

/// The platform name the core stores for Discord.
pub const PLATFORM: &str = "discord";

/// The error type of commands and handlers.
pub type Error = Box<dyn std::error::Error + Send + Sync>;
/// The context of a command.
pub type Context<'a> = poise::Context<'a, Data, Error>;

/// What every handler shares: the core, and how long to wait for it before
/// deferring an answer.
pub struct Data {
    pub app: Arc<App>,
    defer_after: Duration,
}

/// How the bot connects and behaves. Its `Debug` leaves the token out.
#[derive(Clone)]
pub struct Config {
    /// The bot token.
    pub token: String,
    /// Where Discord's HTTP API is (`http://127.0.0.1:PORT` for a local
    /// fake in tests; its rate limiter is then off); `None`: Discord.
    pub api_base: Option<String>,
    /// Register the commands in this server only (development: they
    /// appear at once); `None`: globally (production).
    pub guild: Option<u64>,
    /// How long the core may take before an interaction is deferred
    /// (Discord allows 3 s for the first answer); zero: always defer.
    pub defer_after: Duration,
    /// How often due jobs run and the outbox is delivered.
    pub outbox_every: Duration,
    /// The gateway shards this process runs (`DISCORD_SHARDS`), when the
    /// bot's servers are shared among several processes; `None`: the one
    /// shard of one, every server here.
    pub shards: Option<Shards>,
}

impl std::fmt::Debug for Config {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Config")
            .field("token", &"<redacted>")
            .field("api_base", &self.api_base)
            .field("guild", &self.guild)
            .field("defer_after", &self.defer_after)
            .field("outbox_every", &self.outbox_every)
            .field("shards", &self.shards)
            .finish()
    }
}

impl Config {
    /// A configuration for `token` with the production defaults.
    pub fn new(token: impl Into<String>) -> Config {
        Config {
            token: token.into(),
            api_base: None,
            guild: None,
            defer_after: Duration::from_millis(1500),
            outbox_every: Duration::from_secs(5),
            shards: None,
        }
    }

    /// From the environment: `DISCORD_TOKEN` (none or empty: `None`),
    /// `DISCORD_GUILD_ID` for guild-scoped registration, `DISCORD_SHARDS`
    /// for the shards this process runs, and
    /// `DISCORD_API_URL` for another HTTP API than Discord's (a local fake
    /// Discord in tests and benchmarks).
    ///
    /// # Errors
    /// `DISCORD_GUILD_ID` is not a server id, `DISCORD_SHARDS` not a range
    /// of shards, or `DISCORD_API_URL` not an `http://` or `https://` URL.
    pub fn from_env() -> Result<Option<Config>, String> {
        let Some(token) = std::env::var("DISCORD_TOKEN")
            .ok()
            .filter(|t| !t.trim().is_empty())
        else {
            return Ok(None);
        };
        let mut config = Config::new(token.trim());
        if let Ok(guild) = std::env::var("DISCORD_GUILD_ID")
            && !guild.trim().is_empty()
        {
            config.guild = Some(
                guild
                    .trim()
                    .parse()
                    .map_err(|_| format!("DISCORD_GUILD_ID '{guild}' is not a server id"))?,
            );
        }
        if let Ok(api) = std::env::var("DISCORD_API_URL")
            && !api.trim().is_empty()
        {
            let api = api.trim().trim_end_matches('/');
            match url::Url::parse(api) {
                Ok(u) if matches!(u.scheme(), "http" | "https") && u.has_host() => {
                    config.api_base = Some(api.to_string());
                }
                _ => {
                    return Err(format!(
                        "DISCORD_API_URL '{api}' is not an http:// or https:// URL"
                    ));
                }
            }
        }
        config.shards = Shards::from_env()?;
        Ok(Some(config))
    }
}

/// The intents Tavolo asks for: servers only. Interactions need none, and
/// no privileged intent (members, presences, message content) is used.
pub fn intents() -> serenity::GatewayIntents {
    serenity::GatewayIntents::GUILDS
}

/// The platform-neutral request of a Discord user in a channel: private
/// answers in the user's locale, public ones in the server's (the user's in
/// direct messages).
pub(crate) fn request(
    user: &serenity::User,
    channel: serenity::ChannelId,
    locale: &str,
    guild_locale: Option<&str>,
    command: Command,
) -> Request {
    Request {
        platform: PLATFORM.into(),
        chat: channel.to_string(),
        user: UserRef {
            id: user.id.to_string(),
            name: user.display_name().to_string(),
        },
        role: crate::app::Role::Member,
        command,
        lang: i18n::lang_of_locale(Some(locale)),
        chat_lang: i18n::lang_of_locale(guild_locale.or(Some(locale))),
    }
}

/// The commands, localised.
pub fn commands() -> Vec<poise::Command<Data, Error>> {
    let mut commands = commands::all();
    i18n::localize(&mut commands);
    commands
}

/// A running bot.
pub struct Bot {
    app: Arc<App>,
    shards: Arc<serenity::ShardManager>,
    client: tokio::task::JoinHandle<Result<(), serenity::Error>>,
    outbox: tokio::task::JoinHandle<()>,
}

impl Bot {
    /// Disconnects and stops the background task.
    pub async fn shutdown(self) {
        self.shards.shutdown_all().await;
        self.outbox.abort();
        let _ = self.outbox.await;
        // Awaited here: the runtime may end before a task spawned on drop.
        self.app.stop_delivering(PLATFORM).await;
        match self.client.await {
            Ok(Ok(())) => {}
            Ok(Err(e)) => tracing::warn!("tavolo discord: the client stopped: {e}"),
            Err(e) => tracing::warn!("tavolo discord: the client task failed: {e}"),
        }
    }

    /// Runs until the connection ends for good, or until Ctrl-C or
    /// SIGTERM (then it stops cleanly and gives its outbox lease up).
    ///
    /// # Errors
    /// The gateway refused the bot (a bad token, say).
    pub async fn run_until_interrupted(mut self) -> Result<(), Error> {
        tokio::select! {
            result = &mut self.client => {
                self.outbox.abort();
                match result {
                    Ok(r) => r.map_err(Into::into),
                    Err(e) => Err(e.into()),
                }
            }
            () = crate::platform::stop_signal::stop_requested() => {
                self.shutdown().await;
                Ok(())
            }
        }
    }
}

/// Connects the configured shards to Discord, registers the commands once
/// ready (in the process running shard 0 only), and starts the outbox task.
///
/// # Errors
/// The client could not be built.
pub async fn start(app: Arc<App>, config: Config) -> Result<Bot, Error> {
    let mut http = serenity::HttpBuilder::new(&config.token);
    if let Some(base) = &config.api_base {
        http = http.proxy(base.clone()).ratelimiter_disabled(true);
    }
    let http = http.build();
    let data_app = app.clone();
    let guild = config.guild;
    let defer_after = config.defer_after;
    let shard_range = config.shards.unwrap_or(Shards::ALL);
    let framework = poise::Framework::builder()
        .options(poise::FrameworkOptions {
            commands: commands(),
            on_error: |error| Box::pin(on_error(error)),
            event_handler: |framework, event| Box::pin(on_event(framework, event)),
            ..Default::default()
        })
        .setup(move |ctx, ready, framework| {
            Box::pin(async move {
                if shard_range.registers_commands() {
                    register(ctx, &framework.options().commands, guild).await;
                }
                tracing::warn!("tavolo discord: connected as {} ({shard_range})", ready.user.name);
                Ok(Data {
                    app: data_app,
                    defer_after,
                })
            })
        })
        .build();
    let mut client = serenity::ClientBuilder::new_with_http(http, intents())
        .framework(framework)
        .await?;
    let shards = client.shard_manager.clone();
    let outbox = tokio::spawn(outbox::run(app.clone(), client.http.clone(), config.outbox_every));
    // serenity's `start_shard_range(a..b, n)` runs shards a to b *inclusive*.
    let client = tokio::spawn(async move {
        client
            .start_shard_range(shard_range.first..shard_range.last, shard_range.total)
            .await
    });
    Ok(Bot {
        app: app.clone(),
        shards,
        client,
        outbox,
    })
}

/// Runs the bot until Ctrl-C.
///
/// # Errors
/// The bot could not start or was refused.
pub async fn run(app: Arc<App>, config: Config) -> Result<(), Error> {
    start(app, config).await?.run_until_interrupted().await
}

/// Registers the commands in one server (development) or globally; a
/// failure is logged and the commands registered before stay.
async fn register(ctx: &serenity::Context, commands: &[poise::Command<Data, Error>], guild: Option<u64>) {
    let result = match guild {
        Some(id) => poise::builtins::register_in_guild(ctx, commands, serenity::GuildId::new(id)).await,
        None => poise::builtins::register_globally(ctx, commands).await,
    };
    if let Err(e) = result {
        tracing::warn!("tavolo discord: could not register the commands: {e}");
    }
}

/// Events poise leaves to us: button presses; other interactions are
/// logged.
async fn on_event(
    framework: poise::FrameworkContext<'_, Data, Error>,
    event: &serenity::FullEvent,
) -> Result<(), Error> {
    if let serenity::FullEvent::InteractionCreate { interaction } = event {
        let ctx = framework.serenity_context;
        match interaction {
            serenity::Interaction::Component(press) => {
                buttons::press(ctx, framework.user_data, press).await;
            }
            serenity::Interaction::Command(_) | serenity::Interaction::Autocomplete(_) => {}
            other => tracing::warn!(
                "tavolo discord: ignored interaction {} of kind {:?}",
                other.id(),
                other.kind()
            ),
        }
    }
    Ok(())
}

/// The one error funnel: everything is logged; the user gets an ephemeral
/// answer where one is still possible.
async fn on_error(error: poise::FrameworkError<'_, Data, Error>) {
    match error {
        poise::FrameworkError::UnknownInteraction {
            framework,
            interaction,
            ..
        } => {
            tracing::warn!(
                "tavolo discord: unknown command '{}' from user {}",
                interaction.data.name,
                interaction.user.id
            );
            let target = reply::Target::command(interaction);
            let text = i18n::tr(target.user_lang, "unknown-command", &[]);
            reply::refuse(framework.serenity_context, &target, &text).await;
        }
        poise::FrameworkError::Command { error, ctx, .. } => {
            tracing::warn!(
                "tavolo discord: command '{}' failed: {error}",
                ctx.command().qualified_name
            );
            if let poise::Context::Application(a) = ctx {
                let target = reply::Target::command(a.interaction);
                let text = i18n::tr(target.user_lang, "failed", &[]);
                reply::refuse(ctx.serenity_context(), &target, &text).await;
            }
        }
        poise::FrameworkError::ArgumentParse {
            error, input, ctx, ..
        } => {
            tracing::warn!(
                "tavolo discord: bad options for '{}' ({input:?}): {error}",
                ctx.command().qualified_name
            );
            if let poise::Context::Application(a) = ctx {
                let target = reply::Target::command(a.interaction);
                let text = i18n::tr(target.user_lang, "bad-options", &[]);
                reply::refuse(ctx.serenity_context(), &target, &text).await;
            }
        }
        poise::FrameworkError::CommandStructureMismatch { description, ctx, .. } => {
            tracing::warn!(
                "tavolo discord: options of '{}' do not match its definition: {description}",
                ctx.command().qualified_name
            );
            let target = reply::Target::command(ctx.interaction);
            let text = i18n::tr(target.user_lang, "bad-options", &[]);
            reply::refuse(ctx.framework.serenity_context, &target, &text).await;
        }
        other => {
            tracing::warn!("tavolo discord: {other}");
            if let Err(e) = poise::builtins::on_error(other).await {
                tracing::warn!("tavolo discord: while answering an error: {e}");
            }
        }
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_configs_debug_never_shows_the_token() {
        let config = super::Config::new("MTIz.secret-token");
        let shown = format!("{config:?}");
        assert!(
            !shown.contains("secret-token") && shown.contains("<redacted>"),
            "{shown}"
        );
    }
}
