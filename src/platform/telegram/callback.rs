//! What a button carries and what a deep link says. Callback data is the
//! core's token for the press ([`Press::token`], at most 64 bytes here), so
//! buttons keep working after a restart. Deep links
//! (`t.me/<bot>?start=<payload>`) carry `accept-<game>` or `decline-<game>`.

use crate::app::Press;

/// Telegram's limit on callback data, in bytes.
pub const MAX_DATA: usize = 64;

/// The callback data of a press; none if it would not fit in 64 bytes.
pub fn encode(press: &Press) -> Option<String> {
    let data = press.token();
    (data.len() <= MAX_DATA).then_some(data)
}

/// Reads callback data; none for anything this bot did not write.
pub fn decode(data: &str) -> Option<Press> {
    if data.len() > MAX_DATA {
        return None;
    }
    Press::from_token(data)
}

/// The deep-link payload answering a challenge (`accept-12`) or opening a
/// player's own view of a game in the private chat (`view-12`).
pub fn start_payload(press: &Press) -> Option<String> {
    match press {
        Press::Accept { game } => Some(format!("accept-{game}")),
        Press::Decline { game } => Some(format!("decline-{game}")),
        Press::View { game } => Some(format!("view-{game}")),
        Press::Move { .. } | Press::Step { .. } | Press::Rematch { .. } | Press::Challenge { .. } => None,
    }
}

/// Reads a deep-link payload.
pub fn from_start_payload(payload: &str) -> Option<Press> {
    let (kind, game) = payload.trim().split_once('-')?;
    if !game.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let game = game.parse::<i64>().ok()?;
    match kind {
        "accept" => Some(Press::Accept { game }),
        "decline" => Some(Press::Decline { game }),
        "view" => Some(Press::View { game }),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn presses_are_the_cores_tokens() {
        let press = Press::Move {
            game: 12,
            ply: 34,
            text: "d3".into(),
        };
        assert_eq!(encode(&press).as_deref(), Some("m:12:34:d3"));
        assert_eq!(decode("m:12:34:d3"), Some(press));
        assert_eq!(decode("m:1:0:4:1").map(|p| p.game()), Some(Some(1)));
    }

    #[test]
    fn answers_round_trip_as_data_and_deep_links() {
        let accept = Press::Accept { game: 7 };
        assert_eq!(encode(&accept).as_deref(), Some("a:7"));
        assert_eq!(decode("d:7"), Some(Press::Decline { game: 7 }));
        assert_eq!(start_payload(&accept).as_deref(), Some("accept-7"));
        assert_eq!(from_start_payload("accept-7"), Some(accept));
        assert_eq!(from_start_payload("decline-x"), None);
        assert_eq!(from_start_payload("accept--7"), None);
        // A player's own view opens in the private chat.
        let view = Press::View { game: 12 };
        assert_eq!(encode(&view).as_deref(), Some("v:12"));
        assert_eq!(start_payload(&view).as_deref(), Some("view-12"));
        assert_eq!(from_start_payload("view-12"), Some(view));
    }

    #[test]
    fn data_longer_than_64_bytes_is_never_written_nor_read() {
        let long = Press::Move {
            game: i64::MAX,
            ply: i64::MAX,
            text: "a".repeat(40),
        };
        assert_eq!(encode(&long), None);
        assert_eq!(decode(&format!("m:1:1:{}", "a".repeat(60))), None);
    }

    #[test]
    fn foreign_or_broken_data_is_refused() {
        for data in [
            "", "m", "m:1", "m:1:2", "m:1:2:", "x:1", "a:1:2", "a:x", "m:1:y:c", "🎲",
        ] {
            assert_eq!(decode(data), None, "{data:?}");
        }
    }
}
