//! Reading the fixtures independent implementations produced (OpenSpiel,
//! pydraughts): the parts their JSON shares. Included with
//! `mod fixture_json;`.

use serde_json::Value;

/// The recorded result, in our seats.
pub enum Winner {
    /// Compared: the winning seat, or none for a draw.
    Seat(Option<u8>),
    /// The game was cut before its end; no result to compare.
    NotCompared,
}

impl Winner {
    /// How many legal-move sets a game of `moves` moves records: one more
    /// than moves when played to its end, as many when cut.
    pub fn sets(&self, moves: usize) -> usize {
        match self {
            Winner::Seat(_) => moves + 1,
            Winner::NotCompared => moves,
        }
    }
}

/// An array of strings; a malformed fixture panics with `what`.
pub fn strings(value: &Value, what: &str) -> Vec<String> {
    value
        .as_array()
        .unwrap_or_else(|| panic!("{what}: not an array"))
        .iter()
        .map(|v| {
            v.as_str()
                .unwrap_or_else(|| panic!("{what}: not a string: {v}"))
                .to_string()
        })
        .collect()
}

/// The `winner` field: a seat number, null for a draw, or "not-compared".
pub fn winner(value: &Value, what: &str) -> Winner {
    match value {
        Value::Null => Winner::Seat(None),
        Value::Number(n) => Winner::Seat(Some(
            n.as_u64()
                .and_then(|n| u8::try_from(n).ok())
                .unwrap_or_else(|| panic!("{what}: bad winner {n}")),
        )),
        Value::String(s) if s == "not-compared" => Winner::NotCompared,
        other => panic!("{what}: bad winner {other}"),
    }
}
