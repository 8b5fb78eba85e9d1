//! Buttons: the core's choices as Discord buttons, and presses back into
//! requests. A button's `custom_id` is `tavolo:` and the core's token for
//! the press ([`Press::token`]): everything a press needs is in the id, so
//! buttons keep working after a restart. Whether the pressed board is still
//! the game's newest is the core's to say, like every other refusal.

use poise::serenity_prelude as serenity;

use super::i18n::tr;
use super::{Data, reply};
use crate::app::{Choice, Press};

/// The prefix of every Tavolo `custom_id`.
const PREFIX: &str = "tavolo:";
/// Discord's longest `custom_id`.
const MAX_ID: usize = 100;
/// Buttons per row and rows per message, as Discord allows.
const PER_ROW: usize = 5;
const MAX_ROWS: usize = 5;
/// Discord's longest button label.
const MAX_LABEL: usize = 80;

/// The `custom_id` of a choice; `None` when it would be too long.
pub fn encode(choice: &Choice) -> Option<String> {
    let id = format!("{PREFIX}{}", choice.press.token());
    (id.len() <= MAX_ID).then_some(id)
}

/// What a `custom_id` asks; `None` when it is not one of ours or is
/// malformed.
pub fn decode(custom_id: &str) -> Option<Press> {
    Press::from_token(custom_id.strip_prefix(PREFIX)?)
}

/// The buttons of a reply's choices, in rows; choices that cannot be
/// buttons are left out (and logged).
pub fn rows(choices: &[Choice]) -> Vec<serenity::CreateActionRow> {
    let buttons: Vec<serenity::CreateButton> = choices
        .iter()
        .filter_map(|choice| {
            let Some(id) = encode(choice) else {
                tracing::warn!("tavolo discord: choice {:?} cannot be a button", choice.press);
                return None;
            };
            let style = match choice.press {
                Press::Accept { .. } | Press::Rematch { .. } => serenity::ButtonStyle::Success,
                Press::Decline { .. } => serenity::ButtonStyle::Danger,
                Press::Move { .. } | Press::Challenge { .. } => serenity::ButtonStyle::Secondary,
                Press::Step { .. } | Press::View { .. } => serenity::ButtonStyle::Primary,
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

/// Answers a button press: not ours, or the core's answer.
pub async fn press(ctx: &serenity::Context, data: &Data, press: &serenity::ComponentInteraction) {
    let target = reply::Target::component(press);
    let Some(wanted) = decode(&press.data.custom_id) else {
        tracing::warn!(
            "tavolo discord: unknown button {:?} from user {}",
            press.data.custom_id,
            press.user.id
        );
        reply::refuse(ctx, &target, &tr(target.user_lang, "unknown-button", &[])).await;
        return;
    };
    let request = super::request(
        &press.user,
        press.channel_id,
        &press.locale,
        press.guild_locale.as_deref(),
        wanted.command(),
    );
    reply::answer(ctx, data, &target, request).await;
}

#[cfg(test)]
mod tests {
    use super::*;

    fn choice(label: &str, press: Press) -> Choice {
        Choice {
            label: label.into(),
            press,
        }
    }

    #[test]
    fn ids_carry_the_cores_token() {
        let press = Press::Move {
            game: 3,
            ply: 12,
            text: "4:7".into(),
        };
        let id = encode(&choice("4:7", press.clone())).unwrap();
        assert_eq!(id, "tavolo:m:3:12:4:7");
        assert_eq!(decode(&id), Some(press));
        let accept = encode(&choice("Accept", Press::Accept { game: 5 })).unwrap();
        assert_eq!(accept, "tavolo:a:5");
        assert_eq!(decode(&accept), Some(Press::Accept { game: 5 }));
        // Buttons posted by the first releases still work.
        assert_eq!(decode("tavolo:5:-:/accept #5"), Some(Press::Accept { game: 5 }));
    }

    #[test]
    fn foreign_malformed_and_inconsistent_ids_are_refused() {
        for bad in [
            "",
            "vote:1",
            "tavolo",
            "tavolo:",
            "m:1:2:c",
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
    fn choices_too_long_are_not_buttons_and_rows_are_bounded() {
        let long = Press::Move {
            game: 1,
            ply: 0,
            text: "a".repeat(100),
        };
        assert_eq!(encode(&choice("x", long)), None);
        let many: Vec<Choice> = (0..30)
            .map(|i| {
                choice(
                    &i.to_string(),
                    Press::Move {
                        game: 1,
                        ply: 0,
                        text: i.to_string(),
                    },
                )
            })
            .collect();
        assert_eq!(rows(&many).len(), 5, "at most 5 rows of 5");
    }
}
