//! What a button does when pressed. The core makes every button (a
//! [`Press`] inside a [`super::Choice`]), writes it as a short token that
//! fits any platform's button data, and reads it back: adapters carry the
//! token and never read a command text. A press on an older board is
//! refused by the core like any move chosen on an older board.

use serde::{Deserialize, Serialize};

use super::{Command, command_text};

/// One press of a button, with everything it needs (so buttons keep
/// working after a restart).
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub enum Press {
    /// Play `text` (a whole move, or the next picker step) in `game`,
    /// chosen on the board that showed ply `ply`.
    Move { game: i64, ply: i64, text: String },
    /// Accept the challenge `game`.
    Accept { game: i64 },
    /// Decline the challenge `game`.
    Decline { game: i64 },
    /// Show game `game` as it stood after `ply` plies: the steps ⏮ ◀ ▶ ⏭
    /// through a finished game, shown in place of the pressed board.
    Step { game: i64, ply: i64 },
    /// Play the finished game `game` again (see `/rematch`).
    Rematch { game: i64 },
    /// Show the presser their own view of `game`, privately (`/board
    /// flip`): in a game of hidden information, what only their seat sees.
    View { game: i64 },
    /// Make the challenge again with the game named exactly: the answer
    /// to "Did you mean …?" (opponents as (id, name)).
    Challenge {
        game: String,
        opponents: Vec<(String, String)>,
        options: Vec<(String, String)>,
    },
}

impl Press {
    /// The game the press is about (none for a challenge still to make).
    pub fn game(&self) -> Option<i64> {
        match self {
            Press::Move { game, .. }
            | Press::Accept { game }
            | Press::Decline { game }
            | Press::Step { game, .. }
            | Press::Rematch { game }
            | Press::View { game } => Some(*game),
            Press::Challenge { .. } => None,
        }
    }

    /// What the press asks of the core.
    pub fn command(&self) -> Command {
        match self {
            Press::Move { game, ply, text } => Command::Move {
                game: Some(*game),
                text: text.clone(),
                ply: Some(*ply),
            },
            Press::Accept { game } => Command::Accept(Some(*game)),
            Press::Decline { game } => Command::Decline(Some(*game)),
            Press::Rematch { game } => Command::Rematch(Some(*game)),
            Press::View { game } => Command::BoardFlip(Some(*game)),
            Press::Step { game, ply } => Command::BoardAt {
                game: Some(*game),
                ply: *ply,
            },
            Press::Challenge {
                game,
                opponents,
                options,
            } => Command::Challenge {
                opponents: opponents
                    .iter()
                    .map(|(id, name)| super::UserRef {
                        id: id.clone(),
                        name: name.clone(),
                    })
                    .collect(),
                game: game.clone(),
                options: options.clone(),
            },
        }
    }

    /// The press as a short token (`m:12:34:d3`, `a:7`, `d:7`); a platform
    /// that cannot carry it whole (Telegram: 64 bytes) leaves the button out.
    pub fn token(&self) -> String {
        match self {
            Press::Move { game, ply, text } => format!("m:{game}:{ply}:{text}"),
            Press::Accept { game } => format!("a:{game}"),
            Press::Decline { game } => format!("d:{game}"),
            Press::Step { game, ply } => format!("s:{game}:{ply}"),
            Press::Rematch { game } => format!("r:{game}"),
            Press::View { game } => format!("v:{game}"),
            Press::Challenge {
                game,
                opponents,
                options,
            } => format!(
                "c:{}",
                serde_json::to_string(&(game, opponents, options)).unwrap_or_default()
            ),
        }
    }

    /// Reads a token written by [`Press::token`], or a Discord button id of
    /// the first releases (`<game>:<ply or ->:<command text>`, still on old
    /// boards); `None` for anything else.
    pub fn from_token(token: &str) -> Option<Press> {
        if token.len() > MAX_TOKEN {
            return None;
        }
        if let Some(json) = token.strip_prefix("c:") {
            let (game, opponents, options) = serde_json::from_str(json).ok()?;
            return Some(Press::Challenge {
                game,
                opponents,
                options,
            });
        }
        let mut parts = token.splitn(4, ':');
        let kind = parts.next()?;
        if kind.bytes().all(|b| b.is_ascii_digit()) && !kind.is_empty() {
            return legacy(kind, parts.next()?, parts.next()?);
        }
        let game = number(parts.next()?)?;
        match kind {
            "m" => {
                let ply = number(parts.next()?)?;
                let text = parts.next()?.trim();
                (!text.is_empty()).then(|| Press::Move {
                    game,
                    ply,
                    text: text.to_string(),
                })
            }
            "a" if parts.next().is_none() => Some(Press::Accept { game }),
            "d" if parts.next().is_none() => Some(Press::Decline { game }),
            "r" if parts.next().is_none() => Some(Press::Rematch { game }),
            "v" if parts.next().is_none() => Some(Press::View { game }),
            "s" => {
                let ply = number(parts.next()?)?;
                parts.next().is_none().then_some(Press::Step { game, ply })
            }
            _ => None,
        }
    }
}

/// Longest token read: longer data was never written by Tavolo.
const MAX_TOKEN: usize = 200;

/// A whole non-negative number, as tokens write them.
fn number(text: &str) -> Option<i64> {
    text.bytes()
        .all(|b| b.is_ascii_digit())
        .then(|| text.parse().ok())
        .flatten()
}

/// An id of the first Discord releases: `<game>:<ply or ->:<command text>`.
fn legacy(game: &str, ply: &str, command: &str) -> Option<Press> {
    let game = number(game)?;
    let ply = if ply == "-" { None } else { Some(number(ply)?) };
    match command_text::parse(command, &|_| None).ok()? {
        Command::Move {
            game: Some(g), text, ..
        } if g == game => Some(Press::Move {
            game,
            // A move button without a board was never written.
            ply: ply?,
            text,
        }),
        Command::Accept(Some(g)) if g == game => Some(Press::Accept { game }),
        Command::Decline(Some(g)) if g == game => Some(Press::Decline { game }),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::Press;

    #[test]
    fn presses_round_trip_through_their_tokens() {
        let presses = [
            Press::View { game: 3 },
            Press::Move {
                game: 12,
                ply: 34,
                text: "d3".into(),
            },
            // Move texts may hold colons and spaces (nim's 4:1, roll 5-6).
            Press::Move {
                game: 1,
                ply: 0,
                text: "4:1".into(),
            },
            Press::Move {
                game: 1,
                ply: 0,
                text: "2 ccw".into(),
            },
            Press::Accept { game: 7 },
            Press::Decline { game: 7 },
            Press::Challenge {
                game: "go-9x9".into(),
                opponents: vec![("42".into(), "bob: \"b\"".into())],
                options: vec![("time".into(), "3d".into())],
            },
        ];
        for press in presses {
            assert_eq!(
                Press::from_token(&press.token()),
                Some(press.clone()),
                "{press:?}"
            );
        }
        assert_eq!(Press::Accept { game: 7 }.token(), "a:7");
        assert_eq!(
            Press::Move {
                game: 12,
                ply: 34,
                text: "d3".into()
            }
            .token(),
            "m:12:34:d3"
        );
    }

    #[test]
    fn buttons_of_the_first_discord_releases_still_read() {
        assert_eq!(
            Press::from_token("3:5:/move #3 c"),
            Some(Press::Move {
                game: 3,
                ply: 5,
                text: "c".into()
            })
        );
        assert_eq!(
            Press::from_token("3:-:/accept #3"),
            Some(Press::Accept { game: 3 })
        );
        assert_eq!(
            Press::from_token("3:-:/decline #3"),
            Some(Press::Decline { game: 3 })
        );
        // The game of the id and of the command must agree; a move needs
        // its board.
        assert_eq!(Press::from_token("3:5:/move #4 c"), None);
        assert_eq!(Press::from_token("3:-:/move #3 c"), None);
        assert_eq!(Press::from_token("3:-:/board #3"), None);
    }

    #[test]
    fn foreign_or_broken_tokens_are_refused() {
        for token in [
            "", "m", "m:1", "m:1:2", "m:1:2:", "m:1:2: ", "x:1", "a:1:2", "a:x", "a:-1", "m:1:y:c", "🎲",
            "m:+1:2:c",
        ] {
            assert_eq!(Press::from_token(token), None, "{token:?}");
        }
        assert_eq!(Press::from_token(&format!("m:1:1:{}", "a".repeat(300))), None);
    }
}
