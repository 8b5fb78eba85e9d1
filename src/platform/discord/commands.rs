//! The slash commands: `/game` with its subcommands, `/rules`, `/games`
//! and `/help`. Each body turns its options into one core [`Command`] and
//! hands it to [`submit`]; autocomplete functions offer the catalog, the
//! game options and the legal moves the core lists. Names and descriptions
//! come from the `.ftl` files (see `i18n`).

use poise::serenity_prelude as serenity;
use rulebook::FamilyTitle as _;

use super::i18n::lang_of_locale;
use super::{Context, Data, Error, reply};
use crate::app::Lang;
use crate::app::challenge_options::challenge_options;
use crate::app::notify::NotifyMode;
use crate::app::vacation::VacationAsk;
use crate::app::{Command, DrawAction, MAX_TEXT, UserRef};

/// Discord's most autocomplete choices.
const MAX_CHOICES: usize = 25;
/// Discord's longest autocomplete label and value.
const MAX_CHOICE_TEXT: usize = 100;

/// Every top-level command.
pub fn all() -> Vec<poise::Command<Data, Error>> {
    let mut all = vec![game(), rules(), games(), help()];
    all.extend(super::tournament::all());
    all.extend([link(), unlink()]);
    all
}

/// Board games here.
#[poise::command(
    slash_command,
    subcommands(
        "challenge",
        "accept",
        "decline",
        "cancel",
        "play",
        "resign",
        "draw",
        "takeback",
        "dispute",
        "board",
        "record",
        "view",
        "verify",
        "bot",
        "mine",
        "history",
        "show",
        "replay",
        "rematch",
        "hint",
        "analyse",
        "turns",
        "vacation",
        "notify",
        "here"
    ),
    subcommand_required
)]
pub async fn game(_: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// Challenge a member, or post an open challenge.
#[poise::command(slash_command)]
async fn challenge(
    ctx: Context<'_>,
    #[autocomplete = "playable_games"]
    #[max_length = 100]
    game: String,
    opponent: Option<serenity::User>,
    #[autocomplete = "game_options"]
    #[max_length = 200]
    options: Option<String>,
) -> Result<(), Error> {
    let opponents = opponent
        .iter()
        .map(|u| UserRef {
            id: u.id.to_string(),
            name: u.display_name().to_string(),
        })
        .collect();
    let options = options.as_deref().map(parse_options).unwrap_or_default();
    submit(
        ctx,
        Command::Challenge {
            opponents,
            game,
            options,
        },
    )
    .await
}

/// Accept a challenge, or take a seat in an open one.
#[poise::command(slash_command)]
async fn accept(ctx: Context<'_>, #[min = 1] number: Option<i64>) -> Result<(), Error> {
    submit(ctx, Command::Accept(number)).await
}

/// Decline a challenge.
#[poise::command(slash_command)]
async fn decline(ctx: Context<'_>, #[min = 1] number: Option<i64>) -> Result<(), Error> {
    submit(ctx, Command::Decline(number)).await
}

/// Withdraw your challenge.
#[poise::command(slash_command)]
async fn cancel(ctx: Context<'_>, #[min = 1] number: Option<i64>) -> Result<(), Error> {
    submit(ctx, Command::Cancel(number)).await
}

/// Play a move.
#[poise::command(slash_command, rename = "move")]
async fn play(
    ctx: Context<'_>,
    #[rename = "move"]
    #[autocomplete = "legal_moves"]
    #[max_length = 200]
    text: String,
    #[min = 1] number: Option<i64>,
) -> Result<(), Error> {
    submit(
        ctx,
        Command::Move {
            game: number,
            text,
            ply: None,
        },
    )
    .await
}

/// Resign a game.
#[poise::command(slash_command)]
async fn resign(ctx: Context<'_>, #[min = 1] number: Option<i64>) -> Result<(), Error> {
    submit(ctx, Command::Resign(number)).await
}

/// What to do about a draw.
#[derive(Clone, Copy, Debug, poise::ChoiceParameter)]
pub enum DrawChoice {
    #[name = "offer"]
    Offer,
    #[name = "accept"]
    Accept,
    #[name = "decline"]
    Decline,
}

/// Offer a draw, or answer one.
#[poise::command(slash_command)]
async fn draw(
    ctx: Context<'_>,
    action: Option<DrawChoice>,
    #[min = 1] number: Option<i64>,
) -> Result<(), Error> {
    // As typed, `/draw` alone offers one.
    let action = match action {
        None | Some(DrawChoice::Offer) => DrawAction::Offer,
        Some(DrawChoice::Accept) => DrawAction::Accept,
        Some(DrawChoice::Decline) => DrawAction::Decline,
    };
    submit(ctx, Command::Draw { game: number, action }).await
}

/// Ask to take back your last move, or answer the ask.
#[poise::command(slash_command)]
async fn takeback(
    ctx: Context<'_>,
    action: Option<DrawChoice>,
    #[min = 1] number: Option<i64>,
) -> Result<(), Error> {
    // As typed, `/takeback` alone asks.
    let action = match action {
        None | Some(DrawChoice::Offer) => DrawAction::Offer,
        Some(DrawChoice::Accept) => DrawAction::Accept,
        Some(DrawChoice::Decline) => DrawAction::Decline,
    };
    submit(ctx, Command::Takeback { game: number, action }).await
}

/// Dispute a Go count: play resumes.
#[poise::command(slash_command)]
async fn dispute(ctx: Context<'_>, #[min = 1] number: Option<i64>) -> Result<(), Error> {
    // A move of the counting phase, as the typed `/dispute` is.
    submit(
        ctx,
        Command::Move {
            game: number,
            text: "dispute".into(),
            ply: None,
        },
    )
    .await
}

/// Show a game's board.
#[poise::command(slash_command)]
async fn board(
    ctx: Context<'_>,
    #[min = 1] number: Option<i64>,
    flip: Option<bool>,
    #[min = 0] ply: Option<i64>,
) -> Result<(), Error> {
    let command = match (ply, flip) {
        (Some(ply), _) => Command::BoardAt { game: number, ply },
        (None, Some(true)) => Command::BoardFlip(number),
        (None, _) => Command::Board(number),
    };
    submit(ctx, command).await
}

/// A game's record: PDN for draughts, PGN for chess, SGF for Go, JSON for the others.
#[poise::command(slash_command)]
async fn record(ctx: Context<'_>, #[min = 1] number: Option<i64>) -> Result<(), Error> {
    submit(ctx, Command::Record(number)).await
}

/// Your own view of a game, to you alone.
#[poise::command(slash_command)]
async fn view(ctx: Context<'_>, #[min = 1] number: Option<i64>) -> Result<(), Error> {
    submit(ctx, Command::BoardFlip(number)).await
}

/// Check a finished game's dice against its revealed seed.
#[poise::command(slash_command)]
async fn verify(ctx: Context<'_>, #[min = 1] number: Option<i64>) -> Result<(), Error> {
    submit(ctx, Command::Verify(number)).await
}

/// Play Tavolo's bot, or seat it in your open challenge.
#[poise::command(slash_command)]
async fn bot(
    ctx: Context<'_>,
    #[autocomplete = "playable_games"]
    #[max_length = 100]
    game: Option<String>,
    #[min = 1]
    #[max = 3]
    level: Option<u8>,
    #[min = 1] number: Option<i64>,
    #[autocomplete = "game_options"]
    #[max_length = 200]
    options: Option<String>,
) -> Result<(), Error> {
    let command = match game {
        Some(game) => Command::Challenge {
            opponents: vec![UserRef::bot(level.unwrap_or(2))],
            game,
            options: options.as_deref().map(parse_options).unwrap_or_default(),
        },
        None => Command::InviteBot { game: number, level },
    };
    submit(ctx, command).await
}

/// Your games.
#[poise::command(slash_command)]
async fn mine(ctx: Context<'_>) -> Result<(), Error> {
    submit(ctx, Command::MyGames).await
}

/// Finished games in this channel, newest first.
#[poise::command(slash_command)]
async fn history(
    ctx: Context<'_>,
    player: Option<serenity::User>,
    #[autocomplete = "playable_games"]
    #[max_length = 100]
    game: Option<String>,
    #[min = 1] page: Option<i64>,
) -> Result<(), Error> {
    let user = player.map(|u| UserRef {
        id: u.id.to_string(),
        name: u.display_name().to_string(),
    });
    let page = page.unwrap_or(1);
    submit(ctx, Command::History { user, game, page }).await
}

/// A game of this channel: players, clocks, result and moves.
#[poise::command(slash_command)]
async fn show(ctx: Context<'_>, #[min = 1] number: Option<i64>) -> Result<(), Error> {
    submit(ctx, Command::ShowGame(number)).await
}

/// A game of this channel as an animated picture.
#[poise::command(slash_command)]
async fn replay(ctx: Context<'_>, #[min = 1] number: Option<i64>) -> Result<(), Error> {
    submit(ctx, Command::Replay(number)).await
}

/// Play a finished game again, the seats turned.
#[poise::command(slash_command)]
async fn rematch(ctx: Context<'_>, #[min = 1] number: Option<i64>) -> Result<(), Error> {
    submit(ctx, Command::Rematch(number)).await
}

/// Your move as the level-2 bot sees it, in your game against the bot.
#[poise::command(slash_command)]
async fn hint(ctx: Context<'_>, #[min = 1] number: Option<i64>) -> Result<(), Error> {
    submit(ctx, Command::Hint(number)).await
}

/// After a game: the bot's best move at a position and its win estimate.
#[poise::command(slash_command)]
async fn analyse(
    ctx: Context<'_>,
    #[min = 1] number: Option<i64>,
    #[min = 0] ply: Option<i64>,
) -> Result<(), Error> {
    submit(ctx, Command::Analyse { game: number, ply }).await
}

/// Your games where it is your move, everywhere on Discord.
#[poise::command(slash_command)]
async fn turns(ctx: Context<'_>) -> Result<(), Error> {
    submit(ctx, Command::Turns).await
}

/// Stop your correspondence clocks for some days, or come back early.
#[poise::command(slash_command)]
async fn vacation(
    ctx: Context<'_>,
    #[min = 0]
    #[max = 14]
    days: Option<i64>,
) -> Result<(), Error> {
    let ask = match days {
        None => VacationAsk::Show,
        Some(0) => VacationAsk::End,
        Some(days) => VacationAsk::Start(days * 86_400),
    };
    submit(ctx, Command::Vacation(ask)).await
}

/// How you hear about your turns.
#[derive(Clone, Copy, Debug, poise::ChoiceParameter)]
pub enum NotifyChoice {
    #[name = "each"]
    Each,
    #[name = "digest"]
    Digest,
    #[name = "off"]
    Off,
}

/// How you hear about your turns: a reminder per game, a daily digest, or nothing.
#[poise::command(slash_command)]
async fn notify(ctx: Context<'_>, mode: Option<NotifyChoice>) -> Result<(), Error> {
    let mode = mode.map(|m| match m {
        NotifyChoice::Each => NotifyMode::Each,
        NotifyChoice::Digest => NotifyMode::Digest,
        NotifyChoice::Off => NotifyMode::Off,
    });
    submit(ctx, Command::Notify(mode)).await
}

/// The games in this channel.
#[poise::command(slash_command)]
async fn here(ctx: Context<'_>) -> Result<(), Error> {
    submit(ctx, Command::GamesHere).await
}

/// A game's rules, or one section of them.
#[poise::command(slash_command)]
async fn rules(
    ctx: Context<'_>,
    #[autocomplete = "any_game"]
    #[max_length = 100]
    game: Option<String>,
    #[autocomplete = "sections"]
    #[max_length = 100]
    section: Option<String>,
) -> Result<(), Error> {
    let lang = Some(public_lang(ctx).as_str().to_string());
    submit(ctx, Command::Rules { game, section, lang }).await
}

/// Every game, by family.
#[poise::command(slash_command)]
async fn games(
    ctx: Context<'_>,
    #[autocomplete = "families"]
    #[max_length = 100]
    family: Option<String>,
    #[min = 1]
    #[max = 6]
    players: Option<u8>,
) -> Result<(), Error> {
    let lang = Some(public_lang(ctx).as_str().to_string());
    submit(
        ctx,
        Command::Games {
            family,
            players,
            lang,
        },
    )
    .await
}

/// What Tavolo does and how.
#[poise::command(slash_command)]
async fn help(ctx: Context<'_>) -> Result<(), Error> {
    submit(ctx, Command::Help).await
}

/// Link your accounts on Discord and Telegram (a code, or the code from
/// the other platform).
#[poise::command(slash_command)]
async fn link(ctx: Context<'_>, #[max_length = 40] code: Option<String>) -> Result<(), Error> {
    submit(ctx, Command::Link(code)).await
}

/// Separate this account from the other platform's.
#[poise::command(slash_command)]
async fn unlink(ctx: Context<'_>) -> Result<(), Error> {
    submit(ctx, Command::Unlink).await
}

/// The interaction behind a slash command.
fn interaction<'a>(ctx: Context<'a>) -> Result<&'a serenity::CommandInteraction, Error> {
    match ctx {
        poise::Context::Application(a) => Ok(a.interaction),
        poise::Context::Prefix(_) => Err("Tavolo has slash commands only".into()),
    }
}

/// The language of public messages: the server's, or the user's in DMs.
fn public_lang(ctx: Context<'_>) -> Lang {
    match ctx {
        poise::Context::Application(a) => lang_of_locale(
            a.interaction
                .guild_locale
                .as_deref()
                .or(Some(&a.interaction.locale)),
        ),
        poise::Context::Prefix(_) => Lang::En,
    }
}

/// The language of the user (autocomplete labels, ephemeral replies).
fn user_lang(ctx: Context<'_>) -> Lang {
    lang_of_locale(ctx.locale())
}

/// Asks the core and answers the interaction.
async fn submit(ctx: Context<'_>, command: Command) -> Result<(), Error> {
    let interaction = interaction(ctx)?;
    let target = reply::Target::command(interaction);
    let request = super::request(
        &interaction.user,
        interaction.channel_id,
        &interaction.locale,
        interaction.guild_locale.as_deref(),
        command,
    );
    reply::answer(ctx.serenity_context(), ctx.data(), &target, request).await;
    Ok(())
}

/// `name=value` words of the `options` option; a bare word is a switch
/// turned on (`misere` = `misere=true`).
fn parse_options(text: &str) -> Vec<(String, String)> {
    text.split_whitespace()
        .map(|word| match word.split_once('=') {
            Some((name, value)) => (name.to_lowercase(), value.to_string()),
            None => (word.to_lowercase(), "true".to_string()),
        })
        .collect()
}

/// The value of another option of the command being typed.
fn option_text(ctx: Context<'_>, name: &str) -> Option<String> {
    fn find(options: &[serenity::CommandDataOption], name: &str) -> Option<String> {
        for option in options {
            match &option.value {
                serenity::CommandDataOptionValue::SubCommand(inner)
                | serenity::CommandDataOptionValue::SubCommandGroup(inner) => {
                    if let Some(found) = find(inner, name) {
                        return Some(found);
                    }
                }
                value if option.name == name => {
                    return match value {
                        serenity::CommandDataOptionValue::String(s) => Some(s.clone()),
                        serenity::CommandDataOptionValue::Integer(i) => Some(i.to_string()),
                        serenity::CommandDataOptionValue::Autocomplete { value, .. } => Some(value.clone()),
                        _ => None,
                    };
                }
                _ => {}
            }
        }
        None
    }
    find(&interaction(ctx).ok()?.data.options, name)
}

fn cut(text: &str) -> String {
    text.chars().take(MAX_CHOICE_TEXT).collect()
}

fn choices(pairs: impl IntoIterator<Item = (String, String)>) -> serenity::CreateAutocompleteResponse {
    let choices = pairs
        .into_iter()
        .take(MAX_CHOICES)
        .map(|(label, value)| serenity::AutocompleteChoice::new(cut(&label), cut(&value)))
        .collect();
    serenity::CreateAutocompleteResponse::new().set_choices(choices)
}

/// Games of the catalog matching what was typed, labelled in the user's
/// language; only playable ones when `playable`.
fn catalog(ctx: Context<'_>, partial: &str, playable: bool) -> serenity::CreateAutocompleteResponse {
    let lang = user_lang(ctx);
    let partial: String = partial.chars().take(MAX_TEXT).collect();
    choices(
        rulebook::autocomplete(&partial, usize::MAX)
            .into_iter()
            .filter(|c| !playable || c.entry.game().is_some())
            .map(|c| {
                let slug = c.entry.slug().to_string();
                (format!("{} ({slug})", c.entry.name(lang)), slug)
            }),
    )
}

async fn playable_games(ctx: Context<'_>, partial: &str) -> serenity::CreateAutocompleteResponse {
    catalog(ctx, partial, true)
}

async fn any_game(ctx: Context<'_>, partial: &str) -> serenity::CreateAutocompleteResponse {
    catalog(ctx, partial, false)
}

/// The options of the chosen game and the core's settings, as the core
/// offers them, as `name=value`, completing the last word typed and
/// keeping the others.
async fn game_options(ctx: Context<'_>, partial: &str) -> serenity::CreateAutocompleteResponse {
    let Some(entry) = option_text(ctx, "game").and_then(|g| games::registry::find(&g)) else {
        return choices([]);
    };
    let partial: String = partial.chars().take(MAX_TEXT).collect();
    let (head, last) = match partial.rsplit_once(' ') {
        Some((head, last)) => (format!("{head} "), last.to_lowercase()),
        None => (String::new(), partial.to_lowercase()),
    };
    let mut offered: Vec<(String, String)> = Vec::new();
    for option in challenge_options(entry.info(), user_lang(ctx)) {
        for value in &option.values {
            let word = format!("{}={value}", option.name);
            if word.starts_with(&last) || last.is_empty() {
                offered.push((format!("{head}{word} — {}", option.help), format!("{head}{word}")));
            }
        }
    }
    choices(offered)
}

/// The legal moves of the user's game here, from the core.
async fn legal_moves(ctx: Context<'_>, partial: &str) -> serenity::CreateAutocompleteResponse {
    let Ok(interaction) = interaction(ctx) else {
        return choices([]);
    };
    let game = option_text(ctx, "number").and_then(|n| n.parse().ok());
    let request = super::request(
        &interaction.user,
        interaction.channel_id,
        &interaction.locale,
        interaction.guild_locale.as_deref(),
        Command::Move {
            game,
            text: partial.to_string(),
            ply: None,
        },
    );
    let moves = ctx
        .data()
        .app
        .move_choices(&request, game, partial, MAX_CHOICES)
        .await;
    choices(moves.into_iter().map(|m| (m.clone(), m)))
}

/// The sections of a rules page.
async fn sections(ctx: Context<'_>, partial: &str) -> serenity::CreateAutocompleteResponse {
    let lang = user_lang(ctx);
    let wanted = rulebook::fold(partial);
    choices(
        rulebook::SectionKey::ALL
            .into_iter()
            .filter(|k| {
                rulebook::fold(k.as_str()).starts_with(&wanted)
                    || rulebook::fold(k.title(lang)).contains(&wanted)
            })
            .map(|k| (k.title(lang).to_string(), k.as_str().to_string())),
    )
}

/// The families of games.
async fn families(ctx: Context<'_>, partial: &str) -> serenity::CreateAutocompleteResponse {
    let lang = user_lang(ctx);
    let wanted = rulebook::fold(partial);
    choices(
        rulebook::Family::ALL
            .into_iter()
            .filter(|f| {
                rulebook::fold(f.as_str()).starts_with(&wanted)
                    || rulebook::fold(f.title(lang)).contains(&wanted)
            })
            .map(|f| (f.title(lang).to_string(), f.as_str().to_string())),
    )
}

#[cfg(test)]
mod tests {
    use super::parse_options;

    #[test]
    fn options_are_name_value_words() {
        assert_eq!(
            parse_options("Rows=3  misere"),
            [
                ("rows".to_string(), "3".to_string()),
                ("misere".to_string(), "true".to_string())
            ]
        );
        assert!(parse_options("  ").is_empty());
    }
}
