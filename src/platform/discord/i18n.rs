//! English and Italian: command names and descriptions for Discord's
//! command list, and the few texts the adapter writes itself. The texts live
//! in `en.ftl` and `it.ftl` beside this file, in a small subset of Fluent:
//! `id = value` messages with indented `.attribute = value` lines, `#`
//! comments, and `{ $name }` placeholders. English is the fallback.

use std::borrow::Cow;
use std::sync::LazyLock;

use super::{Data, Error};
use crate::ftl::Catalogue;

/// The languages Tavolo speaks.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Lang {
    En,
    It,
}

impl Lang {
    /// The language of a Discord locale (`it`, `en-US`, …): Italian for
    /// Italian locales, English otherwise.
    pub fn of(locale: Option<&str>) -> Lang {
        match locale {
            Some(l) if l == "it" || l.starts_with("it-") => Lang::It,
            _ => Lang::En,
        }
    }

    /// The code the core takes (`/rules`, `/games`).
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::It => "it",
        }
    }

    fn catalogue(self) -> &'static Catalogue {
        match self {
            Lang::En => &EN,
            Lang::It => &IT,
        }
    }
}

static EN: LazyLock<Catalogue> = LazyLock::new(|| Catalogue::parse(include_str!("en.ftl"), "discord en.ftl"));
static IT: LazyLock<Catalogue> = LazyLock::new(|| Catalogue::parse(include_str!("it.ftl"), "discord it.ftl"));

/// The text `id` in `lang` (English when missing there) with `args`
/// filled in; an unknown id is logged and shown as itself.
pub fn tr(lang: Lang, id: &str, args: &[(&str, &str)]) -> String {
    let args: Vec<(&str, String)> = args.iter().map(|(k, v)| (*k, v.to_string())).collect();
    let found = lang
        .catalogue()
        .format(id, &args)
        .or_else(|| EN.format(id, &args));
    match found {
        Some(text) => text,
        None => {
            eprintln!("tavolo discord: no text '{id}'");
            id.to_string()
        }
    }
}

type Command = poise::Command<Data, Error>;

/// Fills in the English descriptions and the Italian names and descriptions
/// of `commands`, their parameters, choices and subcommands. A command's
/// message id is its qualified name with dashes (`game-move`); parameters
/// are attributes (`.move`, `.move-description`); a choice is `choice-NAME`.
pub fn localize(commands: &mut [Command]) {
    for command in commands {
        let key = command.name.to_string();
        localize_command(command, &key);
    }
}

fn localize_command(command: &mut Command, key: &str) {
    let en = EN.messages.get(key);
    let it = IT.messages.get(key);
    if let Some(description) = en.and_then(|m| m.attributes.get("description")) {
        command.description = Some(Cow::Owned(description.clone()));
    }
    if let Some(it) = it {
        command
            .name_localizations
            .to_mut()
            .push((Cow::Borrowed("it"), Cow::Owned(it.value.clone())));
        if let Some(description) = it.attributes.get("description") {
            command
                .description_localizations
                .to_mut()
                .push((Cow::Borrowed("it"), Cow::Owned(description.clone())));
        }
    }
    for parameter in &mut command.parameters {
        let described = format!("{}-description", parameter.name);
        if let Some(description) = en.and_then(|m| m.attributes.get(&described)) {
            parameter.description = Some(Cow::Owned(description.clone()));
        }
        if let Some(it) = it {
            if let Some(name) = it.attributes.get(parameter.name.as_ref()) {
                parameter
                    .name_localizations
                    .to_mut()
                    .push((Cow::Borrowed("it"), Cow::Owned(name.clone())));
            }
            if let Some(description) = it.attributes.get(&described) {
                parameter
                    .description_localizations
                    .to_mut()
                    .push((Cow::Borrowed("it"), Cow::Owned(description.clone())));
            }
        }
        for choice in parameter.choices.to_mut().iter_mut() {
            if let Some(it) = IT.messages.get(&format!("choice-{}", choice.name)) {
                choice
                    .localizations
                    .to_mut()
                    .push((Cow::Borrowed("it"), Cow::Owned(it.value.clone())));
            }
        }
    }
    for sub in &mut command.subcommands {
        let sub_key = format!("{key}-{}", sub.name);
        localize_command(sub, &sub_key);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn locales_choose_the_language() {
        assert_eq!(Lang::of(Some("it")), Lang::It);
        assert_eq!(Lang::of(Some("en-GB")), Lang::En);
        assert_eq!(Lang::of(Some("de")), Lang::En);
        assert_eq!(Lang::of(None), Lang::En);
    }

    #[test]
    fn texts_fill_placeholders_and_fall_back_to_english() {
        assert!(tr(Lang::En, "out-of-date", &[("game", "7")]).contains("#7"));
        assert!(tr(Lang::It, "out-of-date", &[("game", "7")]).contains("#7"));
        assert_ne!(
            tr(Lang::En, "out-of-date", &[("game", "7")]),
            tr(Lang::It, "out-of-date", &[("game", "7")])
        );
        assert_eq!(tr(Lang::It, "no-such-text", &[]), "no-such-text");
    }

    #[test]
    fn both_files_have_the_same_messages_and_attributes() {
        for (a, b) in [(&*EN, &*IT), (&*IT, &*EN)] {
            for (id, message) in &a.messages {
                let other = b.messages.get(id).unwrap_or_else(|| panic!("{id} missing"));
                for attribute in message.attributes.keys() {
                    assert!(
                        other.attributes.contains_key(attribute),
                        "{id}.{attribute} missing"
                    );
                }
            }
        }
    }

    /// Every command, parameter and choice is described in English and
    /// named and described in Italian, within Discord's limits.
    #[test]
    fn every_command_is_localised_within_discord_limits() {
        fn check(command: &Command, key: &str) {
            let en = EN
                .messages
                .get(key)
                .unwrap_or_else(|| panic!("en: {key} missing"));
            assert_eq!(en.value, command.name, "en.ftl names {key} as in the code");
            let valid = |name: &str| {
                (1..=32).contains(&name.chars().count())
                    && name
                        .chars()
                        .all(|c| c.is_lowercase() || c.is_numeric() || c == '-' || c == '_')
            };
            let short = |text: &str| (1..=100).contains(&text.chars().count());
            assert!(command.description.as_deref().is_some_and(short), "{key}");
            assert!(
                command
                    .name_localizations
                    .iter()
                    .any(|(l, n)| l == "it" && valid(n)),
                "{key}: Italian name"
            );
            assert!(
                command
                    .description_localizations
                    .iter()
                    .any(|(l, d)| l == "it" && short(d)),
                "{key}: Italian description"
            );
            for p in &command.parameters {
                assert!(valid(&p.name), "{key} {}", p.name);
                assert!(p.description.as_deref().is_some_and(short), "{key} {}", p.name);
                assert!(
                    p.name_localizations.iter().any(|(l, n)| l == "it" && valid(n)),
                    "{key} {}: Italian name",
                    p.name
                );
                assert!(
                    p.description_localizations
                        .iter()
                        .any(|(l, d)| l == "it" && short(d)),
                    "{key} {}: Italian description",
                    p.name
                );
                for c in p.choices.iter() {
                    assert!(c.localizations.iter().any(|(l, _)| l == "it"), "{key} {}", c.name);
                }
            }
            for sub in &command.subcommands {
                check(sub, &format!("{key}-{}", sub.name));
            }
        }
        let mut commands = super::super::commands::all();
        localize(&mut commands);
        for command in &commands {
            check(command, &command.name);
        }
    }
}
