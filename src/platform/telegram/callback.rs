//! What a button carries and what a deep link says. Callback data holds
//! everything a press needs (at most 64 bytes), so buttons keep working
//! after a restart:
//!
//! - `m:<game>:<ply>:<move>`: play `<move>` in game `<game>`, pressed on a
//!   board showing ply `<ply>` (a press on an older board is out of date);
//! - `a:<game>` and `d:<game>`: accept or decline a challenge.
//!
//! Deep links (`t.me/<bot>?start=<payload>`) carry `accept-<game>` or
//! `decline-<game>`.

use crate::app::{Command, command_text};

/// Telegram's limit on callback data, in bytes.
pub const MAX_DATA: usize = 64;

/// A button press, decoded.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Button {
    Move { game: i64, ply: i64, text: String },
    Accept { game: i64 },
    Decline { game: i64 },
}

impl Button {
    /// The button for a core choice (`/move #3 c`, `/accept #3`), pressed on
    /// a board at `ply`; none for choices a button cannot carry.
    pub fn from_choice(command: &str, ply: i64) -> Option<Button> {
        match command_text::parse(command, &|_| None).ok()? {
            Command::Move {
                game: Some(game),
                text,
                ..
            } => Some(Button::Move { game, ply, text }),
            Command::Accept(Some(game)) => Some(Button::Accept { game }),
            Command::Decline(Some(game)) => Some(Button::Decline { game }),
            _ => None,
        }
    }

    /// The game the button is about.
    pub fn game(&self) -> i64 {
        match self {
            Button::Move { game, .. } | Button::Accept { game } | Button::Decline { game } => *game,
        }
    }

    /// The callback data; none if it would not fit in 64 bytes.
    pub fn encode(&self) -> Option<String> {
        let data = match self {
            Button::Move { game, ply, text } => format!("m:{game}:{ply}:{text}"),
            Button::Accept { game } => format!("a:{game}"),
            Button::Decline { game } => format!("d:{game}"),
        };
        (data.len() <= MAX_DATA).then_some(data)
    }

    /// Reads callback data; none for anything this bot did not write.
    pub fn decode(data: &str) -> Option<Button> {
        if data.len() > MAX_DATA {
            return None;
        }
        let mut parts = data.splitn(4, ':');
        let kind = parts.next()?;
        let game = parts.next()?.parse::<i64>().ok()?;
        match kind {
            "m" => {
                let ply = parts.next()?.parse::<i64>().ok()?;
                let text = parts.next()?.trim();
                (!text.is_empty()).then(|| Button::Move {
                    game,
                    ply,
                    text: text.to_string(),
                })
            }
            "a" if parts.next().is_none() => Some(Button::Accept { game }),
            "d" if parts.next().is_none() => Some(Button::Decline { game }),
            _ => None,
        }
    }

    /// The command a press asks of the core.
    pub fn command(&self) -> Command {
        match self {
            Button::Move { game, text, ply } => Command::Move {
                game: Some(*game),
                text: text.clone(),
                ply: Some(*ply),
            },
            Button::Accept { game } => Command::Accept(Some(*game)),
            Button::Decline { game } => Command::Decline(Some(*game)),
        }
    }

    /// The deep-link payload answering a challenge (`accept-12`).
    pub fn start_payload(&self) -> Option<String> {
        match self {
            Button::Accept { game } => Some(format!("accept-{game}")),
            Button::Decline { game } => Some(format!("decline-{game}")),
            Button::Move { .. } => None,
        }
    }

    /// Reads a deep-link payload.
    pub fn from_start_payload(payload: &str) -> Option<Button> {
        let (kind, game) = payload.trim().split_once('-')?;
        let game = game.parse::<i64>().ok()?;
        match kind {
            "accept" => Some(Button::Accept { game }),
            "decline" => Some(Button::Decline { game }),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn moves_carry_game_ply_and_text_and_round_trip() {
        let b = Button::from_choice("/move #12 d3", 34).unwrap();
        assert_eq!(b.encode().as_deref(), Some("m:12:34:d3"));
        assert_eq!(Button::decode("m:12:34:d3"), Some(b));
        // Move texts may hold colons (nim's 4:1).
        assert_eq!(
            Button::decode("m:1:0:4:1"),
            Some(Button::Move {
                game: 1,
                ply: 0,
                text: "4:1".into()
            })
        );
    }

    #[test]
    fn answers_round_trip_as_data_and_deep_links() {
        let a = Button::from_choice("/accept #7", 0).unwrap();
        assert_eq!(a.encode().as_deref(), Some("a:7"));
        assert_eq!(Button::decode("d:7"), Some(Button::Decline { game: 7 }));
        assert_eq!(a.start_payload().as_deref(), Some("accept-7"));
        assert_eq!(Button::from_start_payload("accept-7"), Some(a));
        assert_eq!(Button::from_start_payload("decline-x"), None);
    }

    #[test]
    fn data_longer_than_64_bytes_is_never_written_nor_read() {
        let long = Button::Move {
            game: i64::MAX,
            ply: i64::MAX,
            text: "a".repeat(40),
        };
        assert_eq!(long.encode(), None);
        assert_eq!(Button::decode(&format!("m:1:1:{}", "a".repeat(60))), None);
    }

    #[test]
    fn foreign_or_broken_data_is_refused() {
        for data in [
            "", "m", "m:1", "m:1:2", "m:1:2:", "x:1", "a:1:2", "a:x", "m:1:y:c", "🎲",
        ] {
            assert_eq!(Button::decode(data), None, "{data:?}");
        }
        assert_eq!(Button::from_choice("/board #1", 0), None);
        assert_eq!(Button::from_choice("/move c", 0), None);
    }
}
