//! The one table of commands. Everything that names a command is made from
//! it: the typed parser (`command_text`, the local console and Telegram),
//! Telegram's menus and the test of which messages are commands for the
//! bot, Discord's slash names and the rewriting of typed names in texts,
//! `/help` in both languages and the README's commands table (`tavolo
//! commands --markdown`). Discord's command tree is written with poise; a
//! test ties it to this table (same commands, same options).

use std::fmt::Write as _;

use super::texts::{Lang, tr};

/// One command: its words, what it does, its arguments and where it works.
#[derive(Debug)]
pub struct CommandDef {
    /// The canonical name: the English word, and the name of the use case.
    pub name: &'static str,
    /// Other English words for it (`play` for `challenge`).
    pub en: &'static [&'static str],
    /// Its Italian words, the one shown first.
    pub it: &'static [&'static str],
    /// Short forms read in every language (`m`, `pgn`), never shown first.
    pub aliases: &'static [&'static str],
    /// The core's text describing it in one line (both catalogues).
    pub about: &'static str,
    /// Its arguments, in the order they are typed.
    pub args: &'static [Arg],
    /// Where it makes sense: Telegram's menus are made per kind of chat.
    pub places: Places,
    /// Where it stands among Discord's slash commands.
    pub slash: Slash,
    /// The words after it that are commands of their own (`/tournament
    /// join`).
    pub subcommands: &'static [CommandDef],
}

/// One argument: its name is the Discord option's, and its typed form is
/// the core's text `arg-NAME` in each language.
#[derive(Debug)]
pub struct Arg {
    pub name: &'static str,
    pub required: bool,
    /// Where the argument is given.
    pub on: On,
}

/// Where an argument is given.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum On {
    /// Typed, and as a Discord option.
    Both,
    /// A Discord option only (`/game bot game:` starts a game against the
    /// bot, which typed lines say as `/challenge bot <game>`).
    Slash,
}

/// The kinds of chat a command is offered in.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Places {
    /// Groups and channels shared by several people.
    pub group: bool,
    /// A private chat with the bot (and the local console).
    pub private: bool,
}

/// Groups and private chats alike.
pub const ANYWHERE: Places = Places {
    group: true,
    private: true,
};
/// Only where several people meet (a tournament needs players).
pub const GROUPS: Places = Places {
    group: true,
    private: false,
};

/// A command's place among Discord's slash commands.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Slash {
    /// A command of its own (or a subcommand of its table parent), named
    /// by its name in English and its first Italian word in Italian.
    Top,
    /// A subcommand of `/game` ([`GAME_GROUP`]), named likewise.
    Game,
    /// A subcommand of `/game` with other names on Discord (English,
    /// Italian): `/game mine` for `/mygames`.
    GameAs(&'static str, &'static str),
}

/// Discord's group of game commands, in English and Italian.
pub const GAME_GROUP: (&str, &str) = ("game", "partita");

const fn arg(name: &'static str, required: bool) -> Arg {
    Arg {
        name,
        required,
        on: On::Both,
    }
}

const fn slash_only(name: &'static str) -> Arg {
    Arg {
        name,
        required: false,
        on: On::Slash,
    }
}

/// A game's number, `#12`.
const NUMBER: Arg = arg("number", false);

/// A command with no other English word, no alias, offered anywhere.
const fn command(
    name: &'static str,
    it: &'static [&'static str],
    about: &'static str,
    args: &'static [Arg],
    slash: Slash,
) -> CommandDef {
    CommandDef {
        name,
        en: &[],
        it,
        aliases: &[],
        about,
        args,
        places: ANYWHERE,
        slash,
        subcommands: &[],
    }
}

/// A subcommand of `/tournament`.
const fn tournament(
    name: &'static str,
    en: &'static [&'static str],
    it: &'static [&'static str],
    about: &'static str,
    args: &'static [Arg],
) -> CommandDef {
    CommandDef {
        name,
        en,
        it,
        aliases: &[],
        about,
        args,
        places: GROUPS,
        slash: Slash::Top,
        subcommands: &[],
    }
}

/// Every command, in the order help and menus show them.
pub static COMMANDS: &[CommandDef] = &[
    CommandDef {
        en: &["play"],
        args: &[arg("opponent", false), arg("game", true), arg("options", false)],
        ..command("challenge", &["sfida"], "about-challenge", &[], Slash::Game)
    },
    CommandDef {
        en: &["join"],
        ..command("accept", &["accetta"], "about-accept", &[NUMBER], Slash::Game)
    },
    command("decline", &["rifiuta"], "about-decline", &[NUMBER], Slash::Game),
    command("cancel", &["annulla"], "about-cancel", &[NUMBER], Slash::Game),
    CommandDef {
        en: &["invitebot"],
        args: &[
            NUMBER,
            arg("level", false),
            slash_only("game"),
            slash_only("options"),
        ],
        ..command("bot", &["bot"], "about-bot", &[], Slash::Game)
    },
    CommandDef {
        aliases: &["m"],
        ..command(
            "move",
            &["mossa"],
            "about-move",
            &[NUMBER, arg("move", true)],
            Slash::Game,
        )
    },
    command("resign", &["abbandona"], "about-resign", &[NUMBER], Slash::Game),
    command(
        "draw",
        &["patta"],
        "about-draw",
        &[arg("action", false), NUMBER],
        Slash::Game,
    ),
    CommandDef {
        en: &["undo"],
        ..command(
            "takeback",
            &["ritira"],
            "about-takeback",
            &[arg("action", false), NUMBER],
            Slash::Game,
        )
    },
    command(
        "dispute",
        &["contesta", "contesto"],
        "about-dispute",
        &[NUMBER],
        Slash::Game,
    ),
    command(
        "board",
        &["tavola"],
        "about-board",
        &[NUMBER, arg("flip", false), arg("ply", false)],
        Slash::Game,
    ),
    CommandDef {
        aliases: &["pdn", "pgn", "sgf"],
        ..command(
            "record",
            &["registrazione"],
            "about-record",
            &[NUMBER],
            Slash::Game,
        )
    },
    command("view", &["vista"], "about-view", &[NUMBER], Slash::Game),
    command("verify", &["verifica"], "about-verify", &[NUMBER], Slash::Game),
    CommandDef {
        en: &["my"],
        ..command(
            "mygames",
            &["partite"],
            "about-mygames",
            &[],
            Slash::GameAs("mine", "mie"),
        )
    },
    command(
        "history",
        &["storico"],
        "about-history",
        &[arg("player", false), arg("game", false), arg("page", false)],
        Slash::Game,
    ),
    command(
        "game",
        &["partita"],
        "about-game",
        &[NUMBER],
        Slash::GameAs("show", "mostra"),
    ),
    command("replay", &["rivedi"], "about-replay", &[NUMBER], Slash::Game),
    command("rematch", &["rivincita"], "about-rematch", &[NUMBER], Slash::Game),
    command("hint", &["suggerimento"], "about-hint", &[NUMBER], Slash::Game),
    CommandDef {
        en: &["analyze"],
        ..command(
            "analyse",
            &["analisi"],
            "about-analyse",
            &[NUMBER, arg("ply", false)],
            Slash::Game,
        )
    },
    command("turns", &["turni", "tocca"], "about-turns", &[], Slash::Game),
    CommandDef {
        en: &["holiday"],
        ..command(
            "vacation",
            &["vacanza", "ferie"],
            "about-vacation",
            &[arg("days", false)],
            Slash::Game,
        )
    },
    command(
        "notify",
        &["notifiche", "avvisi"],
        "about-notify",
        &[arg("mode", false)],
        Slash::Game,
    ),
    CommandDef {
        en: &["gameshere"],
        ..command("here", &["qui"], "about-here", &[], Slash::Game)
    },
    command(
        "games",
        &["giochi"],
        "about-games",
        &[arg("family", false), arg("players", false)],
        Slash::Top,
    ),
    command(
        "rules",
        &["regole"],
        "about-rules",
        &[arg("game", false), arg("section", false)],
        Slash::Top,
    ),
    CommandDef {
        // Telegram's first message to a bot is `/start`.
        aliases: &["start"],
        ..command("help", &["aiuto"], "about-help", &[], Slash::Top)
    },
    CommandDef {
        aliases: &["elo"],
        ..command(
            "rating",
            &["punteggio"],
            "about-rating",
            &[arg("game", false), arg("player", false)],
            Slash::Top,
        )
    },
    CommandDef {
        aliases: &["top"],
        ..command(
            "leaderboard",
            &["classifica"],
            "about-leaderboard",
            &[arg("game", true), arg("global", false)],
            Slash::Top,
        )
    },
    command(
        "link",
        &["collega"],
        "about-link",
        &[arg("code", false)],
        Slash::Top,
    ),
    command("unlink", &["scollega"], "about-unlink", &[], Slash::Top),
    CommandDef {
        aliases: &["t"],
        places: GROUPS,
        subcommands: TOURNAMENT,
        ..command("tournament", &["torneo"], "about-tournament", &[], Slash::Top)
    },
];

/// `/tournament`'s subcommands; without one, `/tournament` lists.
static TOURNAMENT: &[CommandDef] = &[
    tournament(
        "create",
        &["new"],
        &["crea", "nuovo"],
        "about-tournament-create",
        &[
            arg("format", true),
            arg("game", true),
            arg("rounds", false),
            arg("round_minutes", false),
            arg("rated", false),
            arg("start_in_minutes", false),
        ],
    ),
    tournament(
        "join",
        &[],
        &["entra", "iscriviti"],
        "about-tournament-join",
        &[NUMBER],
    ),
    tournament(
        "leave",
        &["withdraw"],
        &["esci", "ritirati"],
        "about-tournament-leave",
        &[NUMBER],
    ),
    tournament(
        "start",
        &[],
        &["avvia", "inizia"],
        "about-tournament-start",
        &[NUMBER],
    ),
    tournament(
        "standings",
        &[],
        &["classifica"],
        "about-tournament-standings",
        &[NUMBER],
    ),
    tournament(
        "crosstable",
        &["table"],
        &["tabellone"],
        "about-tournament-crosstable",
        &[NUMBER],
    ),
    tournament(
        "pairings",
        &["round"],
        &["abbinamenti", "turno"],
        "about-tournament-pairings",
        &[NUMBER, arg("round", false)],
    ),
    tournament("bye", &[], &["riposo"], "about-tournament-bye", &[NUMBER]),
    CommandDef {
        aliases: &["trf"],
        ..tournament("export", &[], &["esporta"], "about-tournament-export", &[NUMBER])
    },
    tournament("list", &[], &["elenco"], "about-tournament-list", &[]),
    tournament("cancel", &[], &["annulla"], "about-tournament-cancel", &[NUMBER]),
];

impl CommandDef {
    /// Every word read for it: its name, its English and Italian words and
    /// its aliases.
    pub fn words(&self) -> impl Iterator<Item = &'static str> + use<> {
        let name: &'static str = self.name;
        std::iter::once(name)
            .chain(self.en.iter().copied())
            .chain(self.it.iter().copied())
            .chain(self.aliases.iter().copied())
    }

    /// Whether `word` (lower case) names it.
    fn is_named(&self, word: &str) -> bool {
        self.words().any(|w| w == word)
    }

    /// The word shown for it in `lang`: its name in English, its first
    /// Italian word in Italian.
    pub fn word(&self, lang: Lang) -> &'static str {
        match lang {
            Lang::En => self.name,
            Lang::It => self.it.first().copied().unwrap_or(self.name),
        }
    }

    /// Its words as help lists them for a reader of `lang`: that
    /// language's first, then the other's, then the aliases.
    pub fn words_for(&self, lang: Lang) -> Vec<&'static str> {
        let name: &'static str = self.name;
        let english = std::iter::once(name).chain(self.en.iter().copied());
        let (own, other): (Vec<&str>, Vec<&str>) = match lang {
            Lang::En => (english.collect(), self.it.to_vec()),
            Lang::It => (self.it.to_vec(), english.collect()),
        };
        let mut words: Vec<&'static str> = Vec::new();
        for word in own.into_iter().chain(other).chain(self.aliases.iter().copied()) {
            if !words.contains(&word) {
                words.push(word);
            }
        }
        words
    }

    /// Its name on Discord in `lang`.
    pub fn slash_name(&self, lang: Lang) -> &'static str {
        match (self.slash, lang) {
            (Slash::GameAs(en, _), Lang::En) => en,
            (Slash::GameAs(_, it), Lang::It) => it,
            _ => self.word(lang),
        }
    }

    /// The subcommand `word` names (lower case, any language).
    pub fn subcommand(&self, word: &str) -> Option<&'static CommandDef>
    where
        Self: 'static,
    {
        let word = word.to_lowercase();
        self.subcommands.iter().find(|c| c.is_named(&word))
    }

    /// Its typed arguments in `lang`: `[#id] <move>`.
    pub fn typed_args(&self, lang: Lang) -> String {
        self.args
            .iter()
            .filter(|a| a.on != On::Slash)
            .map(|a| {
                let shown = tr(lang, &format!("arg-{}", a.name), &[]);
                if a.required {
                    format!("<{shown}>")
                } else {
                    format!("[{shown}]")
                }
            })
            .collect::<Vec<_>>()
            .join(" ")
    }

    /// Its one-line description in `lang`.
    pub fn about(&self, lang: Lang) -> String {
        tr(lang, self.about, &[])
    }

    /// Its arguments given as Discord options: names and whether required.
    pub fn slash_args(&self) -> Vec<(&'static str, bool)> {
        self.args.iter().map(|a| (a.name, a.required)).collect()
    }
}

/// The command a typed word names (`tavola` → `board`), in any case and
/// either language, or `None`.
pub fn find(word: &str) -> Option<&'static CommandDef> {
    let word = word.to_lowercase();
    COMMANDS.iter().find(|c| c.is_named(&word))
}

/// The command called `name`.
pub fn named(name: &str) -> Option<&'static CommandDef> {
    COMMANDS.iter().find(|c| c.name == name)
}

/// `/help` in `lang`: each command once, with its words in both
/// languages, its arguments and what it does; subcommands indented
/// under their command.
pub fn help(lang: Lang) -> String {
    let mut out = tr(lang, "help-intro", &[]);
    for command in COMMANDS {
        out.push('\n');
        out.push_str(&line(command, lang, None));
        for sub in command.subcommands {
            out.push_str("\n    ");
            out.push_str(&line(sub, lang, Some(command.word(lang))));
        }
    }
    out.push('\n');
    out.push_str(&tr(lang, "help-more", &[]));
    out
}

/// One command's help line: `/move (/mossa, /m) [#id] <move> — Play a
/// move`; a subcommand's, `/tournament join (entra, iscriviti) [#id] — …`.
/// The other words stand in parentheses right after the first, which is
/// how Discord's rewriting (`slash_text`) finds and drops them.
fn line(command: &CommandDef, lang: Lang, parent: Option<&str>) -> String {
    let words = command.words_for(lang);
    let slash = if parent.is_some() { "" } else { "/" };
    let mut text = match parent {
        Some(parent) => format!("/{parent} {}", words[0]),
        None => format!("/{}", words[0]),
    };
    if words.len() > 1 {
        let others: Vec<String> = words[1..].iter().map(|w| format!("{slash}{w}")).collect();
        write!(text, " ({})", others.join(", ")).expect("writing to a String");
    }
    let args = command.typed_args(lang);
    if !args.is_empty() {
        text.push(' ');
        text.push_str(&args);
    }
    write!(text, " — {}", command.about(lang)).expect("writing to a String");
    text
}

/// The README's commands table (Markdown): every command and subcommand
/// with its English and Italian words, its arguments, what it does and
/// where.
pub fn markdown() -> String {
    let mut out =
        String::from("| command | Italian | arguments | what it does | chats |\n|---|---|---|---|---|\n");
    let code = |words: &[&str], before: &str| -> String {
        words
            .iter()
            .map(|w| format!("`{before}{w}`"))
            .collect::<Vec<_>>()
            .join(", ")
    };
    let mut row = |command: &CommandDef, parent: Option<&CommandDef>| {
        let name: &'static str = command.name;
        let english: Vec<&str> = std::iter::once(name)
            .chain(command.en.iter().copied())
            .chain(command.aliases.iter().copied())
            .collect();
        let (en, it) = match parent {
            Some(p) => (format!("/{} ", p.name), format!("/{} ", p.word(Lang::It))),
            None => ("/".to_string(), "/".to_string()),
        };
        let args = command.typed_args(Lang::En);
        let args = if args.is_empty() {
            String::new()
        } else {
            format!("`{args}`")
        };
        let chats = match (command.places.group, command.places.private) {
            (true, true) => "groups, private",
            (true, false) => "groups",
            (false, _) => "private",
        };
        writeln!(
            out,
            "| {} | {} | {} | {} | {chats} |",
            code(&english, &en),
            code(command.it, &it),
            args.replace('|', "\\|"),
            command.about(Lang::En).replace('|', "\\|")
        )
        .expect("writing to a String");
    };
    for command in COMMANDS {
        row(command, None);
        for sub in command.subcommands {
            row(sub, Some(command));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::texts::catalogue;

    /// Every word names one command: no word is taken twice at one level,
    /// and every word can be typed after a `/` as Telegram wants it.
    #[test]
    fn every_word_names_one_command() {
        let levels = std::iter::once(COMMANDS).chain(COMMANDS.iter().map(|c| c.subcommands));
        for level in levels {
            let mut seen: Vec<(&str, &str)> = Vec::new();
            for command in level {
                for word in command.words() {
                    let other = seen.iter().find(|(w, c)| *w == word && *c != command.name);
                    assert!(other.is_none(), "'{word}' names two commands: {other:?}");
                    seen.push((word, command.name));
                    assert!(
                        (1..=32).contains(&word.len())
                            && word.chars().all(|c| c.is_ascii_lowercase() || c == '_'),
                        "'{word}': Telegram takes 1-32 lower-case letters"
                    );
                }
                assert!(!command.it.is_empty(), "{}: an Italian word", command.name);
            }
        }
        assert_eq!(find("TAVOLA").map(|c| c.name), Some("board"));
        assert_eq!(find("holiday").map(|c| c.name), Some("vacation"));
        assert!(find("frobnicate").is_none());
        let tournament = named("tournament").unwrap();
        assert_eq!(tournament.subcommand("Entra").map(|c| c.name), Some("join"));
    }

    /// Each description and argument is worded in both languages, and the
    /// help names every word of every command.
    #[test]
    fn every_command_is_described_in_both_languages() {
        let all = COMMANDS
            .iter()
            .chain(COMMANDS.iter().flat_map(|c| c.subcommands.iter()));
        for command in all {
            for lang in Lang::ALL {
                let catalogue = catalogue(lang);
                assert!(catalogue.has(command.about), "{lang}: {}", command.about);
                for a in command.args {
                    let id = format!("arg-{}", a.name);
                    assert!(catalogue.has(&id), "{lang}: {id}");
                }
                let about = command.about(lang);
                assert!(
                    !about.is_empty() && about.chars().count() <= 100 && !about.contains('\n'),
                    "{lang}: {}: one short line: {about}",
                    command.name
                );
            }
            assert_ne!(
                command.about(Lang::En),
                command.about(Lang::It),
                "{}",
                command.name
            );
        }
        for lang in Lang::ALL {
            let help = help(lang);
            for command in COMMANDS {
                for word in command.words() {
                    assert!(help.contains(&format!("/{word}")), "{lang}: /{word} in help");
                }
                for sub in command.subcommands {
                    for word in sub.words() {
                        assert!(help.contains(word), "{lang}: {word} in help");
                    }
                }
            }
        }
        // The refusal of a word `/tournament` does not take names them all.
        let tournament = named("tournament").unwrap();
        for lang in Lang::ALL {
            let refusal = tr(lang, "cmd-tn-verb", &[("word", "x".to_string())]);
            for sub in tournament.subcommands {
                assert!(refusal.contains(sub.word(lang)), "{lang}: {refusal}");
            }
        }
        let it = help(Lang::It);
        assert!(it.contains("\n/mossa (/move, /m) [#id] <mossa> — "), "{it}");
        assert!(
            it.contains("\n    /torneo entra (iscriviti, join) [#id] — "),
            "{it}"
        );
        let en = help(Lang::En);
        assert!(en.contains("\n/move (/mossa, /m) [#id] <move> — "), "{en}");
    }
}
