//! A game's record in its community's file format: PDN for draughts, PGN
//! for chess, SGF for Go. A game that has one answers
//! [`crate::Rules::record`]; the registry's [`crate::registry::Entry::record`]
//! reaches it by slug, so the bot's `/record` and the CLI need no list of
//! formats. Every other game is written as Tavolo's own JSON record
//! ([`json`], `tavolo-record/1`), which any game can also be written as
//! ([`crate::registry::Entry::json_record`]) and which reads back.

use std::fmt;

use crate::Seat;

pub mod json;
pub mod movetext;
pub mod sgf;

/// The file formats Tavolo writes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RecordFormat {
    /// Portable Draughts Notation.
    Pdn,
    /// Portable Game Notation (chess).
    Pgn,
    /// Smart Game Format (Go).
    Sgf,
    /// Tavolo's own JSON record, `tavolo-record/1` (see [`json`]).
    Json,
}

impl RecordFormat {
    /// The format's usual abbreviation (`PDN`).
    pub fn name(self) -> &'static str {
        match self {
            RecordFormat::Pdn => "PDN",
            RecordFormat::Pgn => "PGN",
            RecordFormat::Sgf => "SGF",
            RecordFormat::Json => "JSON",
        }
    }

    /// The file extension, without the dot (`pdn`).
    pub fn extension(self) -> &'static str {
        match self {
            RecordFormat::Pdn => "pdn",
            RecordFormat::Pgn => "pgn",
            RecordFormat::Sgf => "sgf",
            RecordFormat::Json => "json",
        }
    }
}

/// A written record.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Record {
    pub format: RecordFormat,
    pub text: String,
}

/// Optional facts about a game for a record's header; `?` (or nothing, as
/// the format wants) where absent.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RecordTags {
    pub event: Option<String>,
    pub site: Option<String>,
    /// `YYYY.MM.DD`.
    pub date: Option<String>,
    pub round: Option<String>,
    /// The players' names by seat role, as the game names its seats
    /// (White, Black).
    pub white: Option<String>,
    pub black: Option<String>,
    /// How a game ended outside its moves (a resignation, an agreed draw),
    /// for the result: `Some(None)` a draw, `Some(Some(seat))` that seat
    /// won. The moves' own end, if they reach one, comes first.
    pub ended: Option<Option<Seat>>,
    /// The id of why the game ended outside its moves (`resigned`),
    /// for the JSON record; ignored without [`RecordTags::ended`].
    pub ended_reason: Option<String>,
    /// The players' names by seat order, for formats with any number of
    /// seats (the JSON record); `None` for a seat without one. `white` and
    /// `black` still name the seats with those roles where this is silent.
    pub players: Vec<Option<String>>,
    /// For a game with chance, the SHA-256 of its seed published at the
    /// start (64 hexadecimal digits).
    pub seed_sha256: Option<String>,
    /// The seed itself (64 hexadecimal digits), once it may be revealed:
    /// never while the game is in play.
    pub seed: Option<String>,
}

/// Why no record was written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RecordError {
    /// The game (slug given) has no record format here.
    NoFormat(String),
    /// The stored options do not make a game (the refusal, in English).
    BadOptions(String),
    /// A move of the list does not play; its index and the refusal.
    BadMove { index: usize, error: String },
}

impl fmt::Display for RecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RecordError::NoFormat(slug) => write!(f, "'{slug}' has no record format"),
            RecordError::BadOptions(why) => write!(f, "the options do not make a game: {why}"),
            RecordError::BadMove { index, error } => write!(f, "move {} does not play: {error}", index + 1),
        }
    }
}

impl std::error::Error for RecordError {}

/// The seven tags PDN and PGN share (Event, Site, Date, Round, White,
/// Black, Result), each on its line; a missing value is `?`.
pub(crate) fn seven_tags(tags: &RecordTags, result: &str) -> String {
    let tag = |value: &Option<String>| {
        value
            .as_deref()
            .map(|v| v.replace(['"', '\\', '\n', '\r'], " "))
            .unwrap_or_else(|| "?".to_string())
    };
    let date = tags
        .date
        .as_ref()
        .map_or_else(|| "????.??.??".to_string(), |d| tag(&Some(d.clone())));
    [
        ("Event", tag(&tags.event)),
        ("Site", tag(&tags.site)),
        ("Date", date),
        ("Round", tag(&tags.round)),
        ("White", tag(&tags.white)),
        ("Black", tag(&tags.black)),
        ("Result", result.to_string()),
    ]
    .iter()
    .map(|(name, value)| format!("[{name} \"{value}\"]\n"))
    .collect()
}

/// The movetext `words` (numbers, moves, the result) appended to `out`,
/// wrapped before 80 columns as PDN and PGN readers expect.
pub(crate) fn push_movetext(out: &mut String, words: &[String]) {
    let mut line = String::new();
    for word in words {
        if !line.is_empty() && line.len() + 1 + word.len() > 79 {
            out.push_str(&line);
            out.push('\n');
            line.clear();
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(word);
    }
    out.push_str(&line);
    out.push('\n');
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeMap;

    use super::*;
    use crate::registry;

    fn record_of(slug: &str, moves: &[&str]) -> Result<Record, RecordError> {
        let moves: Vec<String> = moves.iter().map(|m| m.to_string()).collect();
        registry::find(slug)
            .expect("registered")
            .record(&BTreeMap::new(), &moves, &RecordTags::default())
    }

    #[test]
    fn each_family_answers_in_its_own_format() {
        let pdn = record_of("english-draughts", &["11-15", "23-19"]).unwrap();
        assert_eq!(pdn.format, RecordFormat::Pdn);
        assert!(pdn.text.contains("[GameType \"21\"]"), "{}", pdn.text);
        let pgn = record_of("vinciperdi", &["e3", "b5"]).unwrap();
        assert_eq!(pgn.format, RecordFormat::Pgn);
        assert!(pgn.text.contains("[Variant \"Antichess\"]"), "{}", pgn.text);
    }

    #[test]
    fn a_game_without_a_format_is_written_as_json_and_a_bad_move_is_named() {
        let json = record_of("nim", &["1:1"]).unwrap();
        assert_eq!(
            (json.format, json.format.extension()),
            (RecordFormat::Json, "json")
        );
        assert!(
            json.text.contains("\"format\": \"tavolo-record/1\""),
            "{}",
            json.text
        );
        assert!(matches!(
            record_of("nim", &["1:1", "1:1"]),
            Err(RecordError::BadMove { index: 1, .. })
        ));
        assert!(matches!(
            record_of("italian-draughts", &["21-17", "nonsense"]),
            Err(RecordError::BadMove { index: 1, .. })
        ));
    }
}
