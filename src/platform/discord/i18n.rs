//! English and Italian: command names and descriptions for Discord's
//! command list, and the few texts the adapter writes itself. The texts live
//! in `en.ftl` and `it.ftl` beside this file, in Fluent (a
//! [`crate::i18n::Catalogues`] pair, as the core's and Telegram's): a
//! command's message value is its name, its attributes describe it and name
//! and describe its options. English is the fallback. The language is the
//! core's [`Lang`]; Discord's locale codes are read and written here.

use std::borrow::Cow;

use super::{Data, Error};
use crate::app::Lang;
use crate::app::commands::{COMMANDS, CommandDef, GAME_GROUP, Slash};
use crate::app::texts::lang_of;
use crate::i18n::{Catalogue, Catalogues};

static TEXTS: Catalogues = Catalogues::new("discord", |lang| match lang {
    Lang::En => Cow::Borrowed(include_str!("en.ftl")),
    Lang::It => Cow::Borrowed(include_str!("it.ftl")),
});

/// The language of a Discord locale (`it`, `en-US`, …): Italian for
/// Italian locales, English otherwise (and when Discord gives none).
pub fn lang_of_locale(locale: Option<&str>) -> Lang {
    locale.map_or(Lang::En, lang_of)
}

/// The locale Discord knows a language by, for its localisation maps.
pub fn discord_locale(lang: Lang) -> &'static str {
    match lang {
        Lang::En => "en-US",
        Lang::It => "it",
    }
}

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
    TEXTS.tr(lang, id, &args)
}

type Command = poise::Command<Data, Error>;

/// Fills in the descriptions in both languages and the Italian names of
/// `commands`, their parameters, choices and subcommands. A command's names
/// are the command table's ([`slash_def`]); its message id is its qualified
/// name with dashes (`game-move`), whose value describes it; parameters are
/// attributes (`.move`, `.move-description`); a choice is `choice-NAME`.
pub fn localize(commands: &mut [Command]) {
    for command in commands {
        let key = command.name.to_string();
        localize_command(command, &key, &[]);
    }
}

/// The entry of the command table behind the Discord command at `path`
/// (`["game", "move"]`, `["tournament", "join"]`, `["rules"]`), by its
/// English names; `None` for `/game` itself and for names the table does
/// not have.
pub fn slash_def(path: &[&str]) -> Option<&'static CommandDef> {
    let on_discord = |c: &&CommandDef, name: &str| c.slash_name(Lang::En) == name;
    match path {
        [group, sub] if *group == GAME_GROUP.0 => COMMANDS
            .iter()
            .filter(|c| matches!(c.slash, Slash::Game | Slash::GameAs(..)))
            .find(|c| on_discord(c, sub)),
        [top] => COMMANDS
            .iter()
            .filter(|c| c.slash == Slash::Top)
            .find(|c| on_discord(c, top)),
        [top, sub] => slash_def(&[top])?.subcommands.iter().find(|c| on_discord(c, sub)),
        _ => None,
    }
}

/// The Italian name of the Discord command at `path`.
fn italian_name(path: &[&str]) -> Option<&'static str> {
    if path == [GAME_GROUP.0] {
        return Some(GAME_GROUP.1);
    }
    slash_def(path).map(|c| c.slash_name(Lang::It))
}

fn localize_command(command: &mut Command, key: &str, parents: &[&str]) {
    let (en, it) = (TEXTS.of(Lang::En), TEXTS.of(Lang::It));
    let it_locale = || Cow::Borrowed(discord_locale(Lang::It));
    let name = command.name.to_string();
    let path: Vec<&str> = parents.iter().copied().chain([name.as_str()]).collect();
    if let Some(description) = value(en, key) {
        command.description = Some(Cow::Owned(description));
    }
    if let Some(name) = italian_name(&path) {
        command
            .name_localizations
            .to_mut()
            .push((it_locale(), Cow::Borrowed(name)));
    }
    if let Some(description) = value(it, key) {
        command
            .description_localizations
            .to_mut()
            .push((it_locale(), Cow::Owned(description)));
    }
    for parameter in &mut command.parameters {
        let described = format!("{}-description", parameter.name);
        if let Some(description) = attribute(en, key, &described) {
            parameter.description = Some(Cow::Owned(description));
        }
        if let Some(name) = attribute(it, key, parameter.name.as_ref()) {
            parameter
                .name_localizations
                .to_mut()
                .push((it_locale(), Cow::Owned(name)));
        }
        if let Some(description) = attribute(it, key, &described) {
            parameter
                .description_localizations
                .to_mut()
                .push((it_locale(), Cow::Owned(description)));
        }
        for choice in parameter.choices.to_mut().iter_mut() {
            if let Some(name) = value(it, &format!("choice-{}", choice.name)) {
                choice
                    .localizations
                    .to_mut()
                    .push((it_locale(), Cow::Owned(name)));
            }
        }
    }
    for sub in &mut command.subcommands {
        let sub_key = format!("{key}-{}", sub.name);
        localize_command(sub, &sub_key, &path);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn locales_choose_the_language() {
        assert_eq!(lang_of_locale(Some("it")), Lang::It);
        assert_eq!(lang_of_locale(Some("en-GB")), Lang::En);
        assert_eq!(lang_of_locale(Some("de")), Lang::En);
        assert_eq!(lang_of_locale(None), Lang::En);
        for lang in Lang::ALL {
            assert_eq!(lang_of_locale(Some(discord_locale(lang))), lang);
        }
    }

    #[test]
    fn texts_fill_placeholders_and_fall_back_to_english() {
        assert_ne!(
            tr(Lang::En, "unknown-button", &[]),
            tr(Lang::It, "unknown-button", &[])
        );
        assert!(tr(Lang::It, "unknown-button", &[]).contains("pulsante"));
        assert_eq!(tr(Lang::It, "no-such-text", &[]), "no-such-text");
    }

    #[test]
    fn both_files_agree_and_every_text_the_adapter_uses_exists() {
        assert!(
            TEXTS.of(Lang::En).ids().len() > 20,
            "the catalogues were read whole"
        );
        TEXTS.check("src/platform/discord", "tr(", 4);
    }

    /// Discord's tree, written with poise, and the command table agree:
    /// every Discord command but the `/game` group is an entry of the
    /// table with the same options, and every entry (subcommands too) is
    /// reached. A command added on one side only fails here.
    #[test]
    fn discords_commands_are_the_command_tables() {
        fn walk(command: &Command, parents: &[&str], reached: &mut Vec<*const CommandDef>) {
            let path: Vec<&str> = parents.iter().copied().chain([command.name.as_ref()]).collect();
            if path != [GAME_GROUP.0] {
                let def = slash_def(&path)
                    .unwrap_or_else(|| panic!("/{}: not in the command table", path.join(" ")));
                reached.push(def as *const CommandDef);
                let mut options: Vec<(&str, bool)> = command
                    .parameters
                    .iter()
                    .map(|p| (p.name.as_ref(), p.required))
                    .collect();
                let mut table = def.slash_args();
                options.sort();
                table.sort();
                assert_eq!(options, table, "/{}: the options are the table's", path.join(" "));
            }
            for sub in &command.subcommands {
                walk(sub, &path, reached);
            }
        }
        let mut reached = Vec::new();
        for command in &super::super::commands::all() {
            walk(command, &[], &mut reached);
        }
        let all = COMMANDS
            .iter()
            .chain(COMMANDS.iter().flat_map(|c| c.subcommands.iter()));
        for def in all {
            assert!(
                reached.contains(&(def as *const CommandDef)),
                "{}: no Discord command",
                def.name
            );
        }
    }

    /// Every command, parameter and choice is described in English and
    /// named and described in Italian, within Discord's limits.
    #[test]
    fn every_command_is_localised_within_discord_limits() {
        fn check(command: &Command, key: &str) {
            assert!(value(TEXTS.of(Lang::En), key).is_some(), "en: {key} missing");
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
