//! English and Italian: command names and descriptions for Discord's
//! command list, and the few texts the adapter writes itself. The texts live
//! in `en.ftl` and `it.ftl` beside this file, in Fluent (read by
//! [`crate::i18n`]): a command's message value is its name, its attributes
//! describe it and name and describe its options. English is the fallback.

use std::borrow::Cow;
use std::sync::LazyLock;

use super::{Data, Error};
use crate::i18n::Catalogue;

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

static EN: LazyLock<Catalogue> =
    LazyLock::new(|| Catalogue::parse(include_str!("en.ftl"), "en", "discord en.ftl"));
static IT: LazyLock<Catalogue> =
    LazyLock::new(|| Catalogue::parse(include_str!("it.ftl"), "it", "discord it.ftl"));

/// A message's value, if the catalogue has it.
fn value(catalogue: &Catalogue, id: &str) -> Option<String> {
    catalogue.format(id, &[])
}

/// A message's attribute, if the catalogue has it.
fn attribute(catalogue: &Catalogue, id: &str, name: &str) -> Option<String> {
    catalogue.attribute(id, name, &[])
}

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
            tracing::warn!("tavolo discord: no text '{id}'");
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
    if let Some(description) = attribute(&EN, key, "description") {
        command.description = Some(Cow::Owned(description));
    }
    if let Some(name) = value(&IT, key) {
        command
            .name_localizations
            .to_mut()
            .push((Cow::Borrowed("it"), Cow::Owned(name)));
    }
    if let Some(description) = attribute(&IT, key, "description") {
        command
            .description_localizations
            .to_mut()
            .push((Cow::Borrowed("it"), Cow::Owned(description)));
    }
    for parameter in &mut command.parameters {
        let described = format!("{}-description", parameter.name);
        if let Some(description) = attribute(&EN, key, &described) {
            parameter.description = Some(Cow::Owned(description));
        }
        if let Some(name) = attribute(&IT, key, parameter.name.as_ref()) {
            parameter
                .name_localizations
                .to_mut()
                .push((Cow::Borrowed("it"), Cow::Owned(name)));
        }
        if let Some(description) = attribute(&IT, key, &described) {
            parameter
                .description_localizations
                .to_mut()
                .push((Cow::Borrowed("it"), Cow::Owned(description)));
        }
        for choice in parameter.choices.to_mut().iter_mut() {
            if let Some(name) = value(&IT, &format!("choice-{}", choice.name)) {
                choice
                    .localizations
                    .to_mut()
                    .push((Cow::Borrowed("it"), Cow::Owned(name)));
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
        assert_eq!(EN.ids(), IT.ids());
        assert!(EN.ids().len() > 20, "the catalogues were read whole");
        for id in EN.ids() {
            assert_eq!(EN.attribute_names(&id), IT.attribute_names(&id), "{id}");
            assert_eq!(EN.variables(&id), IT.variables(&id), "{id}");
        }
    }

    /// Every command, parameter and choice is described in English and
    /// named and described in Italian, within Discord's limits.
    #[test]
    fn every_command_is_localised_within_discord_limits() {
        fn check(command: &Command, key: &str) {
            let en = value(&EN, key).unwrap_or_else(|| panic!("en: {key} missing"));
            assert_eq!(en, command.name, "en.ftl names {key} as in the code");
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
