//! Commands typed as text (`/move c`, `/challenge bob awele`): the local
//! console and Telegram read them; Discord builds [`Command`]s from slash
//! command options instead.

use super::command_error::CommandError;
use super::notify::NotifyMode;
use super::request::{Command, DrawAction, MAX_TEXT, UserRef};
use super::vacation::VacationAsk;

/// The command a typed word names (`tavola` → `board`), by its name, or
/// `None` for no command. The words are those of the command table
/// ([`super::commands`]).
pub fn command_word(word: &str) -> Option<&'static str> {
    super::commands::find(word).map(|c| c.name)
}

/// A command's word in `lang`: its name in English, its first Italian
/// word in Italian.
pub fn command_in(name: &str, lang: super::Lang) -> &str {
    super::commands::named(name).map_or(name, |c| c.word(lang))
}

/// What a reader types to play the word move `word`: its command when the
/// word is one (`/accept`, `/dispute`), else `/move <word>`, in `lang`.
pub fn typed_for_word(info: &games::GameInfo, word: &str, lang: super::Lang) -> String {
    match command_word(word) {
        Some(command) if command == word => format!("/{}", command_in(command, lang)),
        _ => format!(
            "/{} {}",
            command_in("move", lang),
            super::move_words::shown(info, word, lang)
        ),
    }
}

/// What `/vacation`'s word asks: nothing (where one stands), `off`, or a
/// span (`3d`, `36h`).
fn vacation_ask(word: Option<&str>) -> Result<VacationAsk, CommandError> {
    let Some(word) = word else {
        return Ok(VacationAsk::Show);
    };
    match word.to_lowercase().as_str() {
        "off" | "stop" | "end" | "fine" | "basta" | "no" => Ok(VacationAsk::End),
        other => super::time_control::span(other)
            .map(VacationAsk::Start)
            .ok_or_else(|| CommandError::new("cmd-vacation-how", &[])),
    }
}

/// What a line typed by a user asks, or why it asks nothing.
///
/// `resolve_user` turns a name or mention into a user (the adapter knows
/// how); tokens it does not resolve are taken as the game's name.
///
/// # Errors
/// A short message saying what was wrong and what is accepted.
pub fn parse(line: &str, resolve_user: &dyn Fn(&str) -> Option<UserRef>) -> Result<Command, CommandError> {
    let line = line.trim();
    if line.chars().count() > MAX_TEXT {
        return Err(CommandError::new(
            "cmd-too-long",
            &[("max", &MAX_TEXT.to_string())],
        ));
    }
    let line = line.strip_prefix('/').unwrap_or(line);
    let mut words = line.split_whitespace();
    let verb = words.next().unwrap_or("").to_lowercase();
    // Telegram appends the bot's name to commands in groups: /move@tavolo_bot.
    let verb = verb.split('@').next().unwrap_or("").to_string();
    let words: Vec<&str> = words.collect();
    // A `#3` after `/tournament` names a tournament, not a game: the
    // tournament parser reads the words as typed.
    let (game, rest) = if command_word(&verb) == Some("tournament") {
        (None, words.clone())
    } else {
        game_ref(&words)?
    };
    let command =
        match command_word(&verb).unwrap_or(if verb.is_empty() { "" } else { "?" }) {
            "challenge" => challenge(&rest, resolve_user)?,
            "accept" => Command::Accept(game),
            "bot" => {
                let level = match rest.first() {
                    None => None,
                    Some(word) => Some(level(word.strip_prefix("level=").unwrap_or(word))?),
                };
                Command::InviteBot { game, level }
            }
            "decline" => Command::Decline(game),
            "cancel" => Command::Cancel(game),
            "move" => {
                // `@12`: the ply of the board the move was read from.
                let is_ply =
                    |w: &str| w.len() > 1 && w.starts_with('@') && w[1..].bytes().all(|b| b.is_ascii_digit());
                let ply = rest.iter().find(|w| is_ply(w)).and_then(|w| w[1..].parse().ok());
                let words: Vec<&str> = rest.iter().copied().filter(|w| !is_ply(w)).collect();
                if words.is_empty() {
                    return Err(CommandError::new("cmd-move-which", &[]));
                }
                Command::Move {
                    game,
                    text: words.join(" "),
                    ply,
                }
            }
            "resign" => Command::Resign(game),
            // Go's count disputed: a move of the counting phase.
            "dispute" => Command::Move {
                game,
                text: "dispute".into(),
                ply: None,
            },
            "draw" => Command::Draw {
                game,
                action: offer_action(rest.first().copied(), "cmd-draw-action")?,
            },
            "takeback" => Command::Takeback {
                game,
                action: offer_action(rest.first().copied(), "cmd-takeback-action")?,
            },
            // `flip` (`gira`): the asker's own side, privately.
            "board" => match rest.first().map(|w| w.to_lowercase()).as_deref() {
                Some("flip") | Some("gira") => Command::BoardFlip(game),
                Some(word) if is_ply(word) => Command::BoardAt {
                    game,
                    ply: ply_of(word)?,
                },
                _ => Command::Board(game),
            },
            "hint" => Command::Hint(game),
            // `/analyse #3 ply=12`; the ply may be left out.
            "analyse" => {
                let ply = match rest.first().map(|w| w.to_lowercase()) {
                    None => None,
                    Some(word) => Some(ply_of(&word)?),
                };
                Command::Analyse { game, ply }
            }
            "record" => Command::Record(game),
            "verify" => Command::Verify(game),
            // Your own view: `/board flip` by its own name.
            "view" => Command::BoardFlip(game),
            "mygames" => Command::MyGames,
            "history" => history(&rest, resolve_user)?,
            "game" => Command::ShowGame(game),
            "replay" => Command::Replay(game),
            "rematch" => Command::Rematch(game),
            "turns" => Command::Turns,
            "vacation" => Command::Vacation(vacation_ask(rest.first().copied())?),
            "notify" => Command::Notify(match rest.first() {
                None => None,
                Some(word) => Some(NotifyMode::parse(word).ok_or_else(|| {
                    CommandError::new("cmd-notify-how", &[("word", &super::clip(word, 20))])
                })?),
            }),
            "here" => Command::GamesHere,
            "games" => {
                let lang = (verb == "giochi").then(|| "it".to_string());
                let players = rest.iter().find_map(|w| w.parse::<u8>().ok());
                let family = rest
                    .iter()
                    .find(|w| w.parse::<u8>().is_err())
                    .map(|w| w.to_string());
                Command::Games {
                    family,
                    players,
                    lang,
                }
            }
            "rules" => {
                let lang = (verb == "regole").then(|| "it".to_string());
                rules(&rest, lang)
            }
            "help" => Command::Help,
            "link" => Command::Link((!rest.is_empty()).then(|| super::clip(&rest.concat(), 40))),
            "unlink" => Command::Unlink,
            "tournament" => Command::Tournament(super::tournament::command::parse(&rest)?),
            "rating" => {
                let user = rest
                    .iter()
                    .find(|w| w.starts_with('@'))
                    .and_then(|w| resolve_user(w));
                let game: Vec<&str> = rest.iter().copied().filter(|w| !w.starts_with('@')).collect();
                Command::Rating {
                    game: (!game.is_empty()).then(|| game.join(" ")),
                    user,
                }
            }
            "leaderboard" => {
                let global = rest
                    .iter()
                    .any(|w| matches!(w.to_lowercase().as_str(), "global" | "globale" | "all" | "tutti"));
                let game: Vec<&str> = rest
                    .iter()
                    .copied()
                    .filter(|w| !matches!(w.to_lowercase().as_str(), "global" | "globale" | "all" | "tutti"))
                    .collect();
                Command::Leaderboard {
                    game: (!game.is_empty()).then(|| game.join(" ")),
                    global,
                }
            }
            "" => return Err(CommandError::new("cmd-empty", &[])),
            _ => {
                return Err(CommandError::new(
                    "cmd-unknown",
                    &[("verb", &super::clip(&verb, 20))],
                ));
            }
        };
    Ok(command)
}

/// Whether a word names a ply (`ply=12`, `semimossa=12`).
/// The action of `/draw` and `/takeback`: offer (also when none is
/// given), accept or decline, in English or Italian; `refusal` names the
/// command's message for another word.
fn offer_action(word: Option<&str>, refusal: &'static str) -> Result<DrawAction, CommandError> {
    match word.map(str::to_lowercase).as_deref() {
        Some("offer") | Some("offri") | None => Ok(DrawAction::Offer),
        Some("accept") | Some("accetta") => Ok(DrawAction::Accept),
        Some("decline") | Some("rifiuta") => Ok(DrawAction::Decline),
        Some(other) => Err(CommandError::new(refusal, &[("word", &super::clip(other, 20))])),
    }
}

fn is_ply(word: &str) -> bool {
    word.starts_with("ply=") || word.starts_with("semimossa=")
}

/// The ply a word names (`ply=12`, `semimossa=12`, from 0), or why not.
fn ply_of(word: &str) -> Result<i64, CommandError> {
    let number = word
        .split_once('=')
        .filter(|_| is_ply(word))
        .map_or("", |(_, n)| n);
    number
        .parse::<i64>()
        .ok()
        .filter(|p| *p >= 0)
        .ok_or_else(|| CommandError::new("cmd-board-ply", &[("word", &super::clip(word, 20))]))
}

/// `/history [@user] [game words…] [page]`: a mention is the player, a
/// last word that is a number (or `page=N`) the page, the rest the game.
fn history(words: &[&str], resolve_user: &dyn Fn(&str) -> Option<UserRef>) -> Result<Command, CommandError> {
    let user = words
        .iter()
        .find(|w| w.starts_with('@'))
        .and_then(|w| resolve_user(w));
    let mut rest: Vec<&str> = words.iter().copied().filter(|w| !w.starts_with('@')).collect();
    let mut page = 1;
    if let Some(last) = rest.last() {
        let number = last
            .strip_prefix("page=")
            .or_else(|| last.strip_prefix("pagina="))
            .unwrap_or(last);
        if number.bytes().all(|b| b.is_ascii_digit()) && !number.is_empty() {
            page =
                number.parse::<i64>().ok().filter(|p| *p >= 1).ok_or_else(|| {
                    CommandError::new("cmd-history-page", &[("word", &super::clip(last, 20))])
                })?;
            rest.pop();
        } else if number.len() != last.len() {
            return Err(CommandError::new(
                "cmd-history-page",
                &[("word", &super::clip(last, 20))],
            ));
        }
    }
    Ok(Command::History {
        user,
        game: (!rest.is_empty()).then(|| rest.join(" ")),
        page,
    })
}

/// The bot's level when none is given.
pub const DEFAULT_BOT_LEVEL: u8 = 2;

/// A bot level, 1 to 3.
fn level(text: &str) -> Result<u8, CommandError> {
    match text.trim().parse::<u8>() {
        Ok(n @ 1..=3) => Ok(n),
        _ => Err(CommandError::new(
            "cmd-bot-level",
            &[("word", &super::clip(text, 20))],
        )),
    }
}

/// The level of the bot a challenge word names (`bot`, `@bot`, `bot3`,
/// `bot:3`), or `None` if it names no bot.
fn bot_word(word: &str, default: Option<u8>) -> Result<Option<u8>, CommandError> {
    let word = word.trim_start_matches('@').to_lowercase();
    let Some(rest) = word.strip_prefix("bot") else {
        return Ok(None);
    };
    match rest.strip_prefix(':').unwrap_or(rest) {
        "" => Ok(Some(default.unwrap_or(DEFAULT_BOT_LEVEL))),
        digits if digits.chars().all(|c| c.is_ascii_digit()) => level(digits).map(Some),
        _ => Ok(None),
    }
}

/// `/rules <game words…> [section]`: the longest run of leading words that
/// names a game is the game; a last word left over is the section.
fn rules(words: &[&str], lang: Option<String>) -> Command {
    if words.is_empty() {
        return Command::Rules {
            game: None,
            section: None,
            lang,
        };
    }
    let split = (1..=words.len())
        .rev()
        // `find`, not `lookup`: a miss must not rank the whole catalog for
        // suggestions once per word (seconds for a line of 100 words).
        .find(|&n| rulebook::find(&words[..n].join(" ")).is_some())
        .unwrap_or(words.len());
    let section = (split < words.len()).then(|| words[split..].join(" "));
    Command::Rules {
        game: Some(words[..split].join(" ")),
        section,
        lang,
    }
}

/// Takes a `#12` game id off the arguments, wherever it stands
/// (`/draw offer #1` as `/draw #1 offer`).
fn game_ref<'a>(words: &[&'a str]) -> Result<(Option<i64>, Vec<&'a str>), CommandError> {
    let Some(at) = words.iter().position(|w| w.starts_with('#')) else {
        return Ok((None, words.to_vec()));
    };
    let word = words[at];
    let id = word[1..]
        .parse::<i64>()
        .map_err(|_| CommandError::new("cmd-game-number", &[("word", &super::clip(word, 20))]))?;
    let rest = words
        .iter()
        .enumerate()
        .filter(|&(i, _)| i != at)
        .map(|(_, w)| *w)
        .collect();
    Ok((Some(id), rest))
}

/// `/challenge [users…] <game> [name=value…]`: the game is the longest run
/// of trailing words that names a game ("nine mens morris"); the words
/// before it are users.
fn challenge(
    words: &[&str],
    resolve_user: &dyn Fn(&str) -> Option<UserRef>,
) -> Result<Command, CommandError> {
    // The core's settings by their Italian names too (as `/torneo crea`
    // reads `tempo=`); a game's own options are read by the core, which
    // knows the game.
    let setting = |name: String| -> String {
        match name.as_str() {
            "livello" => "level".into(),
            _ => super::challenge_options::setting(&name).map_or(name, str::to_string),
        }
    };
    let mut options: Vec<(String, String)> = words
        .iter()
        .filter_map(|w| w.split_once('='))
        .map(|(n, v)| (setting(n.to_lowercase()), v.to_string()))
        .collect();
    // `level=` is the level of the bots named `bot`, not a game option.
    let bot_level = match options.iter().position(|(n, _)| n == "level") {
        Some(i) => Some(level(&options.remove(i).1)?),
        None => None,
    };
    let plain: Vec<&str> = words.iter().copied().filter(|w| !w.contains('=')).collect();
    // A bot named after the game (`/challenge nim bot:3`) is an opponent
    // like one named before it.
    let trailing = plain
        .iter()
        .rev()
        .take_while(|w| matches!(bot_word(w, bot_level), Ok(Some(_))))
        .count()
        // One word at least is the game's.
        .min(plain.len().saturating_sub(1));
    let (plain, bots_after) = plain.split_at(plain.len() - trailing);
    if plain.is_empty() {
        return Err(CommandError::new("cmd-challenge-which", &[]));
    }
    let split = (0..plain.len())
        .find(|&i| super::game_names::is_exact(&plain[i..].join(" ")))
        // No game named: take the last word as the game so the core can
        // suggest names, and the others as users.
        .unwrap_or(plain.len() - 1);
    let mut opponents = Vec::new();
    for word in &plain[..split] {
        if let Some(level) = bot_word(word, bot_level)? {
            opponents.push(UserRef::bot(level));
            continue;
        }
        match resolve_user(word) {
            Some(user) => opponents.push(user),
            None => {
                return Err(CommandError::new(
                    "cmd-not-a-user",
                    &[("word", &super::clip(word, 30))],
                ));
            }
        }
    }
    for word in bots_after {
        if let Some(level) = bot_word(word, bot_level)? {
            opponents.push(UserRef::bot(level));
        }
    }
    if bot_level.is_some() && !opponents.iter().any(UserRef::is_bot) {
        return Err(CommandError::new("cmd-level-without-bot", &[]));
    }
    Ok(Command::Challenge {
        opponents,
        game: plain[split..].join(" "),
        options,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::Lang;

    fn users(name: &str) -> Option<UserRef> {
        let name = name.trim_start_matches('@');
        ["alice", "bob", "carol"].contains(&name).then(|| UserRef {
            id: name.into(),
            name: name.into(),
        })
    }

    #[test]
    fn challenges_name_users_game_and_options() {
        match parse("/challenge @bob awele autoplay=on", &users).unwrap() {
            Command::Challenge {
                opponents,
                game,
                options,
            } => {
                assert_eq!(opponents[0].id, "bob");
                assert_eq!(game, "awele");
                assert_eq!(options, [("autoplay".to_string(), "on".to_string())]);
            }
            other => panic!("{other:?}"),
        }
        match parse("/challenge bob nine mens morris", &users).unwrap() {
            Command::Challenge { opponents, game, .. } => {
                assert_eq!((opponents.len(), game.as_str()), (1, "nine mens morris"));
            }
            other => panic!("{other:?}"),
        }
        assert!(
            parse("/challenge zed awele", &users)
                .unwrap_err()
                .text(Lang::En)
                .contains("not a user")
        );
        match parse("/challenge nine mens morris", &users).unwrap() {
            Command::Challenge { opponents, game, .. } => {
                assert!(opponents.is_empty());
                assert_eq!(game, "nine mens morris");
            }
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn the_bot_is_challenged_by_name_with_a_level() {
        match parse("/challenge bot awele level=3", &users).unwrap() {
            Command::Challenge {
                opponents,
                game,
                options,
            } => {
                assert_eq!(opponents, [UserRef::bot(3)]);
                assert_eq!(game, "awele");
                assert!(options.is_empty(), "level is not a game option");
            }
            other => panic!("{other:?}"),
        }
        match parse("/challenge @bot bot:1 nim", &users).unwrap() {
            Command::Challenge { opponents, .. } => {
                assert_eq!(opponents, [UserRef::bot(DEFAULT_BOT_LEVEL), UserRef::bot(1)]);
            }
            other => panic!("{other:?}"),
        }
        assert!(
            parse("/challenge bot4 nim", &users)
                .unwrap_err()
                .text(Lang::En)
                .contains("1, 2 or 3")
        );
        assert!(
            parse("/challenge bob nim level=2", &users)
                .unwrap_err()
                .text(Lang::En)
                .contains("bot's level")
        );
        assert!(matches!(
            parse("/bot #4 3", &users).unwrap(),
            Command::InviteBot {
                game: Some(4),
                level: Some(3)
            }
        ));
        assert!(matches!(
            parse("/bot", &users).unwrap(),
            Command::InviteBot {
                game: None,
                level: None
            }
        ));
        assert!(parse("/bot level=9", &users).is_err());
        // Issue 37, point 15: a bot after the game's name, and the
        // settings by their Italian names.
        match parse("/challenge nim bot:3", &users).unwrap() {
            Command::Challenge { opponents, game, .. } => {
                assert_eq!((opponents, game.as_str()), (vec![UserRef::bot(3)], "nim"));
            }
            other => panic!("{other:?}"),
        }
        match parse("/sfida bot awele livello=1 tempo=3d", &users).unwrap() {
            Command::Challenge {
                opponents, options, ..
            } => {
                assert_eq!(opponents, [UserRef::bot(1)]);
                assert_eq!(options, [("time".to_string(), "3d".to_string())]);
            }
            other => panic!("{other:?}"),
        }
        assert_eq!(UserRef::bot(2).bot_level(), Some(2));
        assert_eq!(users("bob").unwrap().bot_level(), None);
    }

    #[test]
    fn moves_take_an_optional_game_number() {
        match parse("/move #12 d3 - e3", &users).unwrap() {
            Command::Move { game, text, .. } => assert_eq!((game, text.as_str()), (Some(12), "d3 - e3")),
            other => panic!("{other:?}"),
        }
        assert!(parse("/move", &users).is_err());
        assert!(
            parse("/move #x c", &users)
                .unwrap_err()
                .text(Lang::En)
                .contains("game number")
        );
        assert!(
            parse("/frobnicate", &users)
                .unwrap_err()
                .text(Lang::En)
                .contains("Unknown command")
        );
        assert!(
            parse(&"x".repeat(1000), &users)
                .unwrap_err()
                .text(Lang::En)
                .contains("too long")
        );
        assert!(matches!(
            parse("/move@tavolo_bot c", &users),
            Ok(Command::Move { .. })
        ));
    }

    #[test]
    fn board_flip_asks_for_the_askers_side_in_both_languages() {
        for line in ["/board flip", "/board #2 flip", "/tavola gira", "/tavola #2 gira"] {
            assert!(matches!(parse(line, &users), Ok(Command::BoardFlip(_))), "{line}");
        }
        assert!(matches!(parse("/board #2", &users), Ok(Command::Board(Some(2)))));
    }

    #[test]
    fn a_typed_move_may_name_the_ply_of_its_board() {
        match parse("/move #3 c @12", &users).unwrap() {
            Command::Move { game, text, ply } => {
                assert_eq!((game, text.as_str(), ply), (Some(3), "c", Some(12)));
            }
            other => panic!("{other:?}"),
        }
        match parse("/move @bob", &users).unwrap() {
            Command::Move { text, ply, .. } => assert_eq!((text.as_str(), ply), ("@bob", None)),
            other => panic!("{other:?}"),
        }
    }

    /// Found by fuzzing (`fuzz/`, target `command_text`): a line of a
    /// hundred short words after `/rules` took seconds, each run of words
    /// ranking every catalog name for suggestions it then dropped.
    #[test]
    fn a_long_rules_line_is_read_at_once() {
        let line = format!("/rules {}", ["a"; 96].join(" "));
        let started = std::time::Instant::now();
        match parse(&line, &users).unwrap() {
            Command::Rules { game, section, .. } => {
                assert_eq!(game.as_deref().map(str::len), Some(96 * 2 - 1));
                assert_eq!(section, None);
            }
            other => panic!("{other:?}"),
        }
        assert!(
            started.elapsed() < std::time::Duration::from_secs(2),
            "{:?}",
            started.elapsed()
        );
        match parse("/regole dama italiana varianti", &users).unwrap() {
            Command::Rules { game, section, .. } => {
                assert_eq!(game.as_deref(), Some("dama italiana"));
                assert_eq!(section.as_deref(), Some("varianti"));
            }
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn a_game_number_may_stand_anywhere() {
        match parse("/draw offer #1", &users).unwrap() {
            Command::Draw { game, action } => assert_eq!((game, action), (Some(1), DrawAction::Offer)),
            other => panic!("{other:?}"),
        }
        match parse("/move c #7", &users).unwrap() {
            Command::Move { game, text, .. } => assert_eq!((game, text.as_str()), (Some(7), "c")),
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn refusals_are_told_in_the_readers_language() {
        let refused = |line: &str| parse(line, &users).unwrap_err();
        for (line, it) in [
            ("/frobnicate", "Comando sconosciuto: '/frobnicate'"),
            ("/challenge bot4 nim", "Il livello del bot è 1, 2 o 3"),
            ("/move", "Di' quale mossa"),
            ("/draw maybe", "non 'maybe'"),
            ("/challenge zed awele", "'zed' non è un utente"),
            ("/tournament frobnicate", "/torneo vuole crea"),
            ("/tournament create bracket awele", "'bracket' non è una formula"),
        ] {
            let text = refused(line).text(Lang::It);
            assert!(text.contains(it), "{line}: {text}");
            assert_ne!(text, refused(line).text(Lang::En), "{line}");
        }
    }
}
