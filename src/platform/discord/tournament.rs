//! `/tournament` (with its subcommands), `/rating` and `/leaderboard`.
//! Each body turns its options into one core command; the user's role
//! (server manager or not) comes from the interaction's permissions, and
//! the core decides what the role may do.

use poise::serenity_prelude as serenity;

use super::{Context, Data, Error, reply};
use crate::app::tournament::{Format, TournamentCommand};
use crate::app::{Command, Role, UserRef};

/// The commands of this module.
pub fn all() -> Vec<poise::Command<Data, Error>> {
    vec![tournament(), rating(), leaderboard()]
}

/// Tournaments in this channel.
#[poise::command(
    slash_command,
    subcommands(
        "create",
        "join",
        "leave",
        "start",
        "standings",
        "crosstable",
        "pairings",
        "bye",
        "export",
        "list",
        "cancel"
    ),
    subcommand_required
)]
pub async fn tournament(_: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// The formats, as Discord choices.
#[derive(poise::ChoiceParameter, Clone, Copy)]
enum FormatChoice {
    #[name = "swiss"]
    Swiss,
    #[name = "round-robin"]
    RoundRobin,
    #[name = "double-round-robin"]
    DoubleRoundRobin,
    #[name = "knockout"]
    Knockout,
}

/// Create a tournament (server managers).
#[allow(clippy::too_many_arguments)]
#[poise::command(slash_command)]
async fn create(
    ctx: Context<'_>,
    format: FormatChoice,
    #[max_length = 100] game: String,
    #[min = 1]
    #[max = 30]
    rounds: Option<u32>,
    #[min = 1] round_minutes: Option<u32>,
    rated: Option<bool>,
    #[min = 1] start_in_minutes: Option<u32>,
) -> Result<(), Error> {
    let format = match format {
        FormatChoice::Swiss => Format::Swiss,
        FormatChoice::RoundRobin => Format::RoundRobin,
        FormatChoice::DoubleRoundRobin => Format::DoubleRoundRobin,
        FormatChoice::Knockout => Format::Knockout,
    };
    submit(
        ctx,
        TournamentCommand::Create {
            game,
            format,
            rounds,
            round_minutes,
            rated: rated.unwrap_or(true),
            start_in_minutes,
            options: Vec::new(),
        },
    )
    .await
}

/// Join a tournament.
#[poise::command(slash_command)]
async fn join(ctx: Context<'_>, #[min = 1] number: Option<i64>) -> Result<(), Error> {
    submit(ctx, TournamentCommand::Join(number)).await
}

/// Leave before the start, or withdraw.
#[poise::command(slash_command)]
async fn leave(ctx: Context<'_>, #[min = 1] number: Option<i64>) -> Result<(), Error> {
    submit(ctx, TournamentCommand::Leave(number)).await
}

/// Start a tournament (its organiser or a server manager).
#[poise::command(slash_command)]
async fn start(ctx: Context<'_>, #[min = 1] number: Option<i64>) -> Result<(), Error> {
    submit(ctx, TournamentCommand::Start(number)).await
}

/// The standings, as text and a picture.
#[poise::command(slash_command)]
async fn standings(ctx: Context<'_>, #[min = 1] number: Option<i64>) -> Result<(), Error> {
    submit(ctx, TournamentCommand::Standings(number)).await
}

/// The crosstable, as a picture.
#[poise::command(slash_command)]
async fn crosstable(ctx: Context<'_>, #[min = 1] number: Option<i64>) -> Result<(), Error> {
    submit(ctx, TournamentCommand::Crosstable(number)).await
}

/// A round's pairings.
#[poise::command(slash_command)]
async fn pairings(
    ctx: Context<'_>,
    #[min = 1] number: Option<i64>,
    #[min = 1] round: Option<u32>,
) -> Result<(), Error> {
    submit(
        ctx,
        TournamentCommand::Pairings {
            tournament: number,
            round,
        },
    )
    .await
}

/// Ask for a half-point bye in the next round (Swiss).
#[poise::command(slash_command)]
async fn bye(ctx: Context<'_>, #[min = 1] number: Option<i64>) -> Result<(), Error> {
    submit(ctx, TournamentCommand::Bye(number)).await
}

/// Cancel a tournament (its organiser or a server manager).
#[poise::command(slash_command)]
async fn cancel(ctx: Context<'_>, #[min = 1] number: Option<i64>) -> Result<(), Error> {
    submit(ctx, TournamentCommand::Cancel(number)).await
}

/// The tournament as a FIDE TRF-16 file.
#[poise::command(slash_command)]
async fn export(ctx: Context<'_>, #[min = 1] number: Option<i64>) -> Result<(), Error> {
    submit(ctx, TournamentCommand::Export(number)).await
}

/// The tournaments of this channel.
#[poise::command(slash_command)]
async fn list(ctx: Context<'_>) -> Result<(), Error> {
    submit(ctx, TournamentCommand::List).await
}

/// A player's rating card.
#[poise::command(slash_command)]
pub async fn rating(
    ctx: Context<'_>,
    #[max_length = 100] game: Option<String>,
    player: Option<serenity::User>,
) -> Result<(), Error> {
    let user = player.map(|u| UserRef {
        id: u.id.to_string(),
        name: u.display_name().to_string(),
    });
    ask(ctx, Command::Rating { game, user }).await
}

/// The best ratings in a game, here or everywhere.
#[poise::command(slash_command)]
pub async fn leaderboard(
    ctx: Context<'_>,
    #[max_length = 100] game: String,
    global: Option<bool>,
) -> Result<(), Error> {
    ask(
        ctx,
        Command::Leaderboard {
            game: Some(game),
            global: global.unwrap_or(false),
        },
    )
    .await
}

async fn submit(ctx: Context<'_>, command: TournamentCommand) -> Result<(), Error> {
    ask(ctx, Command::Tournament(command)).await
}

/// Sends the command with the user's role: a server manager (Manage
/// Server), or the user in a direct message.
async fn ask(ctx: Context<'_>, command: Command) -> Result<(), Error> {
    let poise::Context::Application(a) = ctx else {
        return Err("Tavolo has slash commands only".into());
    };
    let interaction = a.interaction;
    let manager = match (&interaction.member, interaction.guild_id) {
        (_, None) => true,
        (Some(member), Some(_)) => member.permissions.is_some_and(|p| p.manage_guild()),
        (None, Some(_)) => false,
    };
    let mut request = super::request(
        &interaction.user,
        interaction.channel_id,
        &interaction.locale,
        interaction.guild_locale.as_deref(),
        command,
    );
    request.role = if manager { Role::Manager } else { Role::Member };
    let target = reply::Target::command(interaction);
    reply::answer(ctx.serenity_context(), ctx.data(), &target, request).await;
    Ok(())
}
