//! Commands typed as text (`/move c`, `/challenge bob awele`): the local
//! console and Telegram read them; Discord builds [`Command`]s from slash
//! command options instead.

use super::request::{Command, DrawAction, MAX_TEXT, UserRef};

/// What a line typed by a user asks, or why it asks nothing.
///
/// `resolve_user` turns a name or mention into a user (the adapter knows
/// how); tokens it does not resolve are taken as the game's name.
///
/// # Errors
/// A short message saying what was wrong and what is accepted.
pub fn parse(line: &str, resolve_user: &dyn Fn(&str) -> Option<UserRef>) -> Result<Command, String> {
    let line = line.trim();
    if line.chars().count() > MAX_TEXT {
        return Err(format!(
            "that command is too long (at most {MAX_TEXT} characters)"
        ));
    }
    let line = line.strip_prefix('/').unwrap_or(line);
    let mut words = line.split_whitespace();
    let verb = words.next().unwrap_or("").to_lowercase();
    // Telegram appends the bot's name to commands in groups: /move@tavolo_bot.
    let verb = verb.split('@').next().unwrap_or("").to_string();
    let rest: Vec<&str> = words.collect();
    let (game, rest) = game_ref(&rest)?;
    let command = match verb.as_str() {
        "challenge" | "sfida" | "play" => challenge(&rest, resolve_user)?,
        "accept" | "accetta" | "join" => Command::Accept(game),
        "decline" | "rifiuta" => Command::Decline(game),
        "cancel" | "annulla" => Command::Cancel(game),
        "move" | "mossa" | "m" => {
            if rest.is_empty() {
                return Err("say which move: /move c, /move d3-e3xf4".into());
            }
            Command::Move {
                game,
                text: rest.join(" "),
            }
        }
        "resign" | "abbandona" => Command::Resign(game),
        "draw" | "patta" => {
            let action = match rest.first().map(|w| w.to_lowercase()).as_deref() {
                Some("offer") | Some("offri") | None => DrawAction::Offer,
                Some("accept") | Some("accetta") => DrawAction::Accept,
                Some("decline") | Some("rifiuta") => DrawAction::Decline,
                Some(other) => return Err(format!("/draw takes offer, accept or decline, not '{other}'")),
            };
            Command::Draw { game, action }
        }
        "board" | "tavola" => Command::Board(game),
        "pdn" => Command::Pdn(game),
        "mygames" | "my" | "partite" => Command::MyGames,
        "here" | "gameshere" | "qui" => Command::GamesHere,
        "games" | "giochi" => {
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
        "rules" | "regole" => {
            let lang = (verb == "regole").then(|| "it".to_string());
            rules(&rest, lang)
        }
        "help" | "aiuto" | "start" => Command::Help,
        "" => return Err("type a command, e.g. /help".into()),
        other => {
            return Err(format!(
                "unknown command '/{}'; try /help",
                super::clip(other, 20)
            ));
        }
    };
    Ok(command)
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
        .find(|&n| rulebook::lookup(&words[..n].join(" ")).is_ok())
        .unwrap_or(words.len());
    let section = (split < words.len()).then(|| words[split..].join(" "));
    Command::Rules {
        game: Some(words[..split].join(" ")),
        section,
        lang,
    }
}

/// Takes a leading `#12` game id off the arguments.
fn game_ref<'a>(words: &[&'a str]) -> Result<(Option<i64>, Vec<&'a str>), String> {
    match words.first() {
        Some(w) if w.starts_with('#') => {
            let id = w[1..]
                .parse::<i64>()
                .map_err(|_| format!("'{}' is not a game number like #12", super::clip(w, 20)))?;
            Ok((Some(id), words[1..].to_vec()))
        }
        _ => Ok((None, words.to_vec())),
    }
}

/// `/challenge [users…] <game> [name=value…]`: the game is the longest run
/// of trailing words that names a game ("nine mens morris"); the words
/// before it are users.
fn challenge(words: &[&str], resolve_user: &dyn Fn(&str) -> Option<UserRef>) -> Result<Command, String> {
    let options: Vec<(String, String)> = words
        .iter()
        .filter_map(|w| w.split_once('='))
        .map(|(n, v)| (n.to_lowercase(), v.to_string()))
        .collect();
    let plain: Vec<&str> = words.iter().copied().filter(|w| !w.contains('=')).collect();
    if plain.is_empty() {
        return Err(
            "say which game: /challenge @bob awele (or /challenge awele for an open challenge)".into(),
        );
    }
    let split = (0..plain.len())
        .find(|&i| games::registry::find(&plain[i..].join(" ")).is_some())
        // No game named: take the last word as the game so the core can
        // suggest names, and the others as users.
        .unwrap_or(plain.len() - 1);
    let mut opponents = Vec::new();
    for word in &plain[..split] {
        match resolve_user(word) {
            Some(user) => opponents.push(user),
            None => return Err(format!("'{}' is not a user here", super::clip(word, 30))),
        }
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
    fn moves_take_an_optional_game_number() {
        match parse("/move #12 d3 - e3", &users).unwrap() {
            Command::Move { game, text } => assert_eq!((game, text.as_str()), (Some(12), "d3 - e3")),
            other => panic!("{other:?}"),
        }
        assert!(parse("/move", &users).is_err());
        assert!(parse("/move #x c", &users).unwrap_err().contains("game number"));
        assert!(
            parse("/frobnicate", &users)
                .unwrap_err()
                .contains("unknown command")
        );
        assert!(parse(&"x".repeat(1000), &users).unwrap_err().contains("too long"));
        assert!(matches!(
            parse("/move@tavolo_bot c", &users),
            Ok(Command::Move { .. })
        ));
    }
}
