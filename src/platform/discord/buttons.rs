//! Buttons: the core's choices as Discord buttons, and presses back into
//! requests. A button's `custom_id` is
//!
//! ```text
//! tavolo:<game id>:<ply>:<command>
//! ```
//!
//! with the ply of the board it was posted with (`-` for a challenge or a
//! picker that belongs to no drawn board) and the command text the core
//! gave for the choice (`/move #3 c`, `/accept #3`). Everything a press
//! needs is in the id, so buttons keep working after a restart; a press on
//! a board that is no longer the game's newest answers "out of date".

use poise::serenity_prelude as serenity;

use super::i18n::tr;
use super::{Data, reply};
use crate::app::{BoardRef, Choice, Command, command_text};

/// The prefix of every Tavolo `custom_id`.
const PREFIX: &str = "tavolo";
/// Discord's longest `custom_id`.
const MAX_ID: usize = 100;
/// Buttons per row and rows per message, as Discord allows.
const PER_ROW: usize = 5;
const MAX_ROWS: usize = 5;
/// Discord's longest button label.
const MAX_LABEL: usize = 80;

/// What a button press asks.
#[derive(Clone, Debug)]
pub struct Press {
    pub game_id: i64,
    /// The ply of the board the button was posted with, if any.
    pub ply: Option<i64>,
    pub command: Command,
}

/// The game a command is about, if it names one.
fn game_of(command: &Command) -> Option<i64> {
    match command {
        Command::Accept(g)
        | Command::Decline(g)
        | Command::Cancel(g)
        | Command::Resign(g)
        | Command::Board(g)
        | Command::Move { game: g, .. }
        | Command::Draw { game: g, .. } => *g,
        _ => None,
    }
}

/// Reads a command text of a choice (no users are named in buttons).
fn parse_command(text: &str) -> Option<Command> {
    command_text::parse(text, &|_| None).ok()
}

/// The `custom_id` of a choice, with the board it is posted with; `None`
/// when the choice names no game or the id would be too long.
pub fn encode(choice: &Choice, board: Option<BoardRef>) -> Option<String> {
    let game_id = parse_command(&choice.command).as_ref().and_then(game_of)?;
    let ply = match board {
        Some(b) if b.game_id == game_id => b.ply.to_string(),
        _ => "-".to_string(),
    };
    let id = format!("{PREFIX}:{game_id}:{ply}:{}", choice.command);
    (id.len() <= MAX_ID).then_some(id)
}

/// What a `custom_id` asks; `None` when it is not one of ours or is
/// malformed.
pub fn decode(custom_id: &str) -> Option<Press> {
    let mut parts = custom_id.splitn(4, ':');
    if parts.next()? != PREFIX {
        return None;
    }
    let game_id: i64 = parts.next()?.parse().ok()?;
    let ply = match parts.next()? {
        "-" => None,
        n => Some(n.parse().ok()?),
    };
    let command = parse_command(parts.next()?)?;
    (game_of(&command) == Some(game_id)).then_some(Press {
        game_id,
        ply,
        command,
    })
}

/// The buttons of a reply's choices, in rows; choices that cannot be
/// buttons are left out (and logged).
pub fn rows(choices: &[Choice], board: Option<BoardRef>) -> Vec<serenity::CreateActionRow> {
    let buttons: Vec<serenity::CreateButton> = choices
        .iter()
        .filter_map(|choice| {
            let Some(id) = encode(choice, board) else {
                tracing::warn!("tavolo discord: choice {:?} cannot be a button", choice.command);
                return None;
            };
            let style = match parse_command(&choice.command) {
                Some(Command::Accept(_)) => serenity::ButtonStyle::Success,
                Some(Command::Decline(_)) => serenity::ButtonStyle::Danger,
                _ => serenity::ButtonStyle::Secondary,
            };
            let label: String = choice.label.chars().take(MAX_LABEL).collect();
            Some(serenity::CreateButton::new(id).label(label).style(style))
        })
        .take(PER_ROW * MAX_ROWS)
        .collect();
    buttons
        .chunks(PER_ROW)
        .map(|row| serenity::CreateActionRow::Buttons(row.to_vec()))
        .collect()
}

/// Answers a button press: out of date, not ours, or the core's answer.
pub async fn press(ctx: &serenity::Context, data: &Data, press: &serenity::ComponentInteraction) {
    let target = reply::Target::component(press);
    let lang = target.user_lang;
    let Some(wanted) = decode(&press.data.custom_id) else {
        tracing::warn!(
            "tavolo discord: unknown button {:?} from user {}",
            press.data.custom_id,
            press.user.id
        );
        reply::refuse(ctx, &target, &tr(lang, "unknown-button", &[])).await;
        return;
    };
    let board = wanted.ply.map(|ply| BoardRef {
        game_id: wanted.game_id,
        ply,
        facing: None,
    });
    if let Some(board) = board {
        let game = wanted.game_id.to_string();
        let refusal = match data.app.board_is_current(board).await {
            Ok(Some(true)) => None,
            Ok(Some(false)) => Some(tr(lang, "out-of-date", &[("game", &game)])),
            Ok(None) => Some(tr(lang, "no-such-game", &[("game", &game)])),
            Err(e) => {
                tracing::warn!("tavolo discord: board check failed: {e:?}");
                Some(tr(lang, "failed", &[]))
            }
        };
        if let Some(text) = refusal {
            reply::refuse(ctx, &target, &text).await;
            return;
        }
    }
    let request = super::request(
        &press.user,
        press.channel_id,
        &press.locale,
        press.guild_locale.as_deref(),
        wanted.command,
    );
    reply::answer(ctx, data, &target, request, board).await;
}

#[cfg(test)]
mod tests {
    use super::*;

    fn choice(label: &str, command: &str) -> Choice {
        Choice {
            label: label.into(),
            command: command.into(),
        }
    }

    #[test]
    fn ids_carry_game_ply_and_command() {
        let board = Some(BoardRef {
            game_id: 3,
            ply: 12,
            facing: None,
        });
        let id = encode(&choice("4:7", "/move #3 4:7"), board).unwrap();
        assert_eq!(id, "tavolo:3:12:/move #3 4:7");
        let press = decode(&id).unwrap();
        assert_eq!((press.game_id, press.ply), (3, Some(12)));
        match press.command {
            Command::Move { game, text, .. } => assert_eq!((game, text.as_str()), (Some(3), "4:7")),
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn challenges_and_other_games_carry_no_ply() {
        let id = encode(&choice("Accept", "/accept #5"), None).unwrap();
        assert_eq!(id, "tavolo:5:-:/accept #5");
        assert_eq!(decode(&id).unwrap().ply, None);
        let other = Some(BoardRef {
            game_id: 9,
            ply: 1,
            facing: None,
        });
        assert_eq!(
            encode(&choice("c", "/move #5 c"), other).unwrap(),
            "tavolo:5:-:/move #5 c"
        );
    }

    #[test]
    fn foreign_malformed_and_inconsistent_ids_are_refused() {
        for bad in [
            "",
            "vote:1",
            "tavolo",
            "tavolo:x:1:/move #1 c",
            "tavolo:1:x:/move #1 c",
            "tavolo:1:2:/frobnicate",
            "tavolo:1:2:/move #2 c",
            "tavolo:1:2:/help",
            "tavolo:1:2",
        ] {
            assert!(decode(bad).is_none(), "{bad:?}");
        }
    }

    #[test]
    fn choices_without_a_game_or_too_long_are_not_buttons() {
        assert_eq!(encode(&choice("Help", "/help"), None), None);
        let long = format!("/move #1 {}", "a".repeat(100));
        assert_eq!(encode(&choice("x", &long), None), None);
        let many: Vec<Choice> = (0..30)
            .map(|i| choice(&i.to_string(), &format!("/move #1 {i}")))
            .collect();
        let rows = rows(&many, None);
        assert_eq!(rows.len(), 5, "at most 5 rows of 5");
    }
}
