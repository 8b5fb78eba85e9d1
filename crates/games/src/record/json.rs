//! Tavolo's own game record, `tavolo-record/1`: one JSON object that any
//! registered game can be written as and read back from. `/record` sends it
//! for the games without a community format (PDN, PGN, SGF), `tavolo record
//! --read FILE` replays it, and the engine protocol answers the state after
//! it (`{"record": …}`, see [`crate::protocol`]).
//!
//! # The format, version 1
//!
//! ```json
//! {
//!   "format": "tavolo-record/1",
//!   "game": "quoridor",
//!   "catalog": "catalog tavolando-9-14-and-short-issues.md, quoridor (…)",
//!   "tavolo": "0.1.0",
//!   "event": "Tavolo game #12", "site": "Tavolo (discord)", "date": "2026.11.29",
//!   "options": {"walls": 10},
//!   "seats": [{"seat": 0, "role": "South", "player": "alice"},
//!             {"seat": 1, "role": "North", "player": null}],
//!   "chance": null,
//!   "moves": ["e2", "e8", "…"],
//!   "result": {"status": "over", "winner": 0, "draw": false,
//!              "reason": "quoridor-reached-goal", "message": {"id": "…"}},
//!   "position": "…"
//! }
//! ```
//!
//! - `format`: always `tavolo-record/1`; a reader refuses any other value
//!   (a later version says so in its own name).
//! - `game`: the game's slug (a reader also takes any of its names).
//! - `catalog` (optional): where the rules come from, the game's catalog
//!   section; `tavolo` (optional): the version of the engines that wrote
//!   the record; `event`, `site`, `date` (`YYYY.MM.DD`), `round`
//!   (optional): the game's facts, as in PDN's tags.
//! - `options`: every option of the game with its value, defaults filled
//!   in: `true`/`false`, a whole number, or a word, as the game declares.
//! - `seats`: one entry per seat in turn order: its number from 0, its
//!   role as the game names it (English), and the player's name or `null`.
//! - `chance`: `null` for a game without chance; else `{"derivation":
//!   "tavolo-throw-v1", "seed_sha256": hex, "seed": hex}`, the commitment
//!   published when the game started and the seed revealed when it ended
//!   (`null` while it is in play: the seed would tell the throws to come).
//!   With the seed, every throw of `moves` can be recomputed by the
//!   derivation of [`crate::chance`]; a reader does so and refuses a
//!   record whose seed does not hash to `seed_sha256` or whose throws
//!   differ from the seed's.
//! - `moves`: every move and throw from the start, in the game's canonical
//!   notation (throws as the game writes them, as the bot's store keeps
//!   them).
//! - `result`: `{"status": "unfinished"}`, or `{"status": "over", "winner":
//!   seat or null, "draw": no single winner, "ranks"?: [1 = best, by
//!   seat], "scores"?: [by seat], "reason": the message id of why it ended,
//!   "message"?: the whole message (id and arguments) for wording it}`. A
//!   game may end outside its moves (a resignation, an agreed draw, a
//!   flag): its moves then leave it in play, and the reason is the kind of
//!   ending the bot stored (`resigned`, `draw-agreed`, `out-of-time`,
//!   `round-deadline`, `abandoned`), or `ended-outside-the-moves` where the
//!   writer was given none.
//! - `position` (optional): the game's position text after the moves, to
//!   check a replay against.
//!
//! A reader replays the moves with the options and checks, in order: the
//! format, the game and its options, the seats' count, the seed against
//! its commitment, each move (and each throw against the seed), the result
//! against the moves' own end when they reach one, and the position.
//! Fields it does not know are ignored, so version 1 may gain optional
//! fields.

use std::collections::BTreeMap;
use std::fmt;

use serde::{Deserialize, Serialize};
use serde_json::Value;

use super::{Record, RecordError, RecordFormat, RecordTags};
use crate::chance::{self, Seed, parse_seed, seed_commitment};
use crate::{DynGame, Message, OptionValue, Outcome, Seat, Speaker, Status, registry};

/// The format's name and version, the record's `format`.
pub const FORMAT: &str = "tavolo-record/1";

/// The longest record a reader takes, in bytes.
pub const MAX_RECORD: usize = 4 << 20;

/// A record as written and read (the JSON object).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct JsonRecord {
    pub format: String,
    pub game: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub catalog: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tavolo: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub event: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub site: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub date: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub round: Option<String>,
    pub options: BTreeMap<String, Value>,
    pub seats: Vec<SeatEntry>,
    #[serde(default)]
    pub chance: Option<ChanceEntry>,
    pub moves: Vec<String>,
    pub result: ResultEntry,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub position: Option<String>,
}

/// One seat of a record.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatEntry {
    pub seat: u8,
    pub role: String,
    pub player: Option<String>,
}

/// The seed of a game with chance.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ChanceEntry {
    pub derivation: String,
    pub seed_sha256: Option<String>,
    pub seed: Option<String>,
}

/// How the game stands at the end of the record.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "status", rename_all = "kebab-case")]
pub enum ResultEntry {
    /// Still in play (or stopped without a result).
    Unfinished,
    /// Over: by the moves, or by the players outside them.
    Over {
        winner: Option<u8>,
        draw: bool,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        ranks: Option<Vec<u8>>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        scores: Option<Vec<i32>>,
        reason: String,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        message: Option<Message>,
    },
}

impl ResultEntry {
    /// The result an engine's outcome is written as.
    pub fn of_outcome(outcome: &Outcome) -> ResultEntry {
        ResultEntry::Over {
            winner: outcome.winner.map(|s| s.0),
            draw: outcome.winner.is_none(),
            ranks: outcome.ranks.clone(),
            scores: outcome.scores.clone(),
            reason: outcome.reason.id().to_string(),
            message: Some(outcome.reason.clone()),
        }
    }

    /// Whether the game is over.
    pub fn is_over(&self) -> bool {
        matches!(self, ResultEntry::Over { .. })
    }

    /// The result in English words, the reason worded by `speaker`:
    /// `seat 0 (White) wins: …`, `draw: …`, `unfinished`.
    pub fn describe(&self, seats: &[SeatEntry], speaker: &Speaker) -> String {
        let ResultEntry::Over {
            winner,
            reason,
            message,
            ranks,
            ..
        } = self
        else {
            return "unfinished".to_string();
        };
        let why = match message {
            Some(message) => speaker.say(message),
            None => reason.clone(),
        };
        let head = match winner {
            Some(seat) => {
                let who = seats
                    .iter()
                    .find(|s| s.seat == *seat)
                    .map(|s| match &s.player {
                        Some(name) => format!(" ({}, {name})", s.role),
                        None => format!(" ({})", s.role),
                    })
                    .unwrap_or_default();
                format!("seat {seat}{who} wins")
            }
            None if ranks.is_some() => "shared result".to_string(),
            None => "draw".to_string(),
        };
        match ranks {
            Some(ranks) => format!("{head}: {why} (ranks {ranks:?})"),
            None => format!("{head}: {why}"),
        }
    }
}

/// Writes `moves`, played from `game`'s start, as a JSON record with `tags`.
///
/// # Errors
/// A move that does not play (its index and the refusal).
pub fn write(mut game: Box<dyn DynGame>, moves: &[String], tags: &RecordTags) -> Result<Record, RecordError> {
    let record = record_of(game.as_mut(), moves, tags)?;
    let mut text =
        serde_json::to_string_pretty(&record).map_err(|e| RecordError::BadOptions(e.to_string()))?;
    text.push('\n');
    Ok(Record {
        format: RecordFormat::Json,
        text,
    })
}

/// The record of `moves` played from `game`'s start (`game` is left after
/// them).
///
/// # Errors
/// A move that does not play.
pub fn record_of(
    game: &mut dyn DynGame,
    moves: &[String],
    tags: &RecordTags,
) -> Result<JsonRecord, RecordError> {
    let mut played = Vec::with_capacity(moves.len());
    for (index, text) in moves.iter().enumerate() {
        let canonical = game.play(text).map_err(|e| RecordError::BadMove {
            index,
            error: e.to_string(),
        })?;
        played.push(canonical);
    }
    let info = game.info();
    let options = game
        .options()
        .iter()
        .map(|(name, value)| (name.to_string(), option_json(value)))
        .collect();
    let seats = (0..game.seats())
        .map(|n| {
            let role = info.seat_name(Seat(n));
            let by_role = match role.as_str() {
                "White" => tags.white.clone(),
                "Black" => tags.black.clone(),
                _ => None,
            };
            SeatEntry {
                seat: n,
                player: tags.players.get(usize::from(n)).cloned().flatten().or(by_role),
                role,
            }
        })
        .collect();
    let chance = info.chance.then(|| ChanceEntry {
        derivation: chance::DERIVATION.to_string(),
        seed_sha256: tags.seed_sha256.clone(),
        seed: tags.seed.clone(),
    });
    let result = match (game.status(), tags.ended) {
        (Status::Over(outcome), _) => ResultEntry::of_outcome(&outcome),
        (_, Some(winner)) => ResultEntry::Over {
            winner: winner.map(|s| s.0),
            draw: winner.is_none(),
            ranks: None,
            scores: None,
            reason: tags
                .ended_reason
                .clone()
                .unwrap_or_else(|| "ended-outside-the-moves".to_string()),
            message: None,
        },
        (_, None) => ResultEntry::Unfinished,
    };
    Ok(JsonRecord {
        format: FORMAT.to_string(),
        game: info.slug.to_string(),
        catalog: Some(info.source.to_string()),
        tavolo: Some(env!("CARGO_PKG_VERSION").to_string()),
        event: tags.event.clone(),
        site: tags.site.clone(),
        date: tags.date.clone(),
        round: tags.round.clone(),
        options,
        seats,
        chance,
        moves: played,
        result,
        position: Some(game.position()),
    })
}

fn option_json(value: &OptionValue) -> Value {
    match value {
        OptionValue::Bool(b) => Value::Bool(*b),
        OptionValue::Int(i) => Value::from(*i),
        OptionValue::Text(t) => Value::String(t.clone()),
    }
}

/// A record replayed and checked.
pub struct Replay {
    /// The record as read.
    pub record: JsonRecord,
    /// The game after every move of the record.
    pub game: Box<dyn DynGame>,
    /// How many throws were recomputed from the revealed seed.
    pub throws_checked: usize,
}

impl Replay {
    /// The result: the moves' own end if they reach one, else the record's
    /// (an end outside the moves, or unfinished).
    pub fn result(&self) -> ResultEntry {
        match self.game.status() {
            Status::Over(outcome) => ResultEntry::of_outcome(&outcome),
            _ => self.record.result.clone(),
        }
    }
}

impl fmt::Debug for Replay {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Replay")
            .field("game", &self.record.game)
            .field("ply", &self.game.ply())
            .finish_non_exhaustive()
    }
}

/// Why a record does not read back.
#[derive(Clone, Debug, PartialEq)]
pub enum ReadError {
    /// Not JSON, or not a record's shape.
    NotARecord(String),
    /// Another format or version.
    Format(String),
    /// No game of that name.
    UnknownGame(String),
    /// The options are refused (the game's words).
    Options(Message),
    /// An option's value is not a boolean, number or word.
    OptionValue(String),
    /// The seats listed are not the game's.
    Seats { recorded: usize, game: usize },
    /// The seed is malformed or does not hash to its commitment.
    Seed(String),
    /// A move does not play; its index in `moves` and why.
    Move {
        index: usize,
        text: String,
        why: Message,
    },
    /// A throw differs from the one the revealed seed gives.
    Throw {
        index: usize,
        recorded: String,
        expected: String,
    },
    /// The recorded result is not the moves' end.
    Result { recorded: String, replayed: String },
    /// The recorded position is not where the moves lead.
    Position { recorded: String, replayed: String },
}

impl ReadError {
    /// The index in `moves` of the move at fault, if a move is.
    pub fn at(&self) -> Option<usize> {
        match self {
            ReadError::Move { index, .. } | ReadError::Throw { index, .. } => Some(*index),
            _ => None,
        }
    }

    /// The refusal, with the game's messages worded by `speaker`.
    pub fn explain(&self, speaker: &Speaker) -> String {
        match self {
            ReadError::NotARecord(why) => format!("not a {FORMAT} record: {why}"),
            ReadError::Format(found) => {
                format!("format '{found}' is not {FORMAT}, the one this reader knows")
            }
            ReadError::UnknownGame(name) => format!("no game is called '{name}'"),
            ReadError::Options(why) => format!("the options are refused: {}", speaker.say(why)),
            ReadError::OptionValue(name) => {
                format!("option '{name}' must be true, false, a whole number or a word")
            }
            ReadError::Seats { recorded, game } => {
                format!("the record lists {recorded} seats, the game has {game}")
            }
            ReadError::Seed(why) => format!("the seed: {why}"),
            ReadError::Move { index, text, why } => {
                format!(
                    "move {} ('{text}') does not play: {}",
                    index + 1,
                    speaker.say(why)
                )
            }
            ReadError::Throw {
                index,
                recorded,
                expected,
            } => format!(
                "move {}: the record says the throw was {recorded}, the seed gives {expected}",
                index + 1
            ),
            ReadError::Result { recorded, replayed } => {
                format!("the record says the result is {recorded}, its moves end {replayed}")
            }
            ReadError::Position { recorded, replayed } => {
                format!("the record says the final position is '{recorded}', its moves lead to '{replayed}'")
            }
        }
    }
}

impl fmt::Display for ReadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.explain(&Speaker::default()))
    }
}

impl std::error::Error for ReadError {}

/// Reads a record from its JSON text and replays it (see [`replay`]).
///
/// # Errors
/// See [`ReadError`].
pub fn read(text: &str) -> Result<Replay, ReadError> {
    if text.len() > MAX_RECORD {
        return Err(ReadError::NotARecord(format!("longer than {MAX_RECORD} bytes")));
    }
    let value: Value = serde_json::from_str(text).map_err(|e| ReadError::NotARecord(e.to_string()))?;
    read_value(value)
}

/// Reads a record from its JSON value and replays it (see [`replay`]).
///
/// # Errors
/// See [`ReadError`].
pub fn read_value(value: Value) -> Result<Replay, ReadError> {
    // The format first: a later version may have another shape.
    match value.get("format") {
        Some(Value::String(f)) if f == FORMAT => {}
        Some(Value::String(f)) => return Err(ReadError::Format(crate::notation::clip(f))),
        Some(_) => return Err(ReadError::NotARecord("\"format\" is a string".into())),
        None => return Err(ReadError::NotARecord(format!("no \"format\": \"{FORMAT}\""))),
    }
    let record: JsonRecord =
        serde_json::from_value(value).map_err(|e| ReadError::NotARecord(e.to_string()))?;
    replay(record)
}

/// Replays `record` and checks it (the order is in the module's docs).
///
/// # Errors
/// See [`ReadError`].
pub fn replay(record: JsonRecord) -> Result<Replay, ReadError> {
    if record.format != FORMAT {
        return Err(ReadError::Format(crate::notation::clip(&record.format)));
    }
    let entry = registry::find(&record.game)
        .ok_or_else(|| ReadError::UnknownGame(crate::notation::clip(&record.game)))?;
    let mut given = BTreeMap::new();
    for (name, value) in &record.options {
        let value = match value {
            Value::Bool(b) => OptionValue::Bool(*b),
            Value::Number(n) => match n.as_i64() {
                Some(i) => OptionValue::Int(i),
                None => return Err(ReadError::OptionValue(crate::notation::clip(name))),
            },
            Value::String(s) => OptionValue::Text(s.clone()),
            _ => return Err(ReadError::OptionValue(crate::notation::clip(name))),
        };
        given.insert(name.clone(), value);
    }
    let mut game = entry.start(&given).map_err(|e| ReadError::Options(e.0))?;
    if record.seats.len() != usize::from(game.seats()) {
        return Err(ReadError::Seats {
            recorded: record.seats.len(),
            game: usize::from(game.seats()),
        });
    }
    let seed = revealed_seed(record.chance.as_ref())?;
    let mut throws_checked = 0;
    for (index, text) in record.moves.iter().enumerate() {
        let move_error = |why: Message| ReadError::Move {
            index,
            text: crate::notation::clip(text),
            why,
        };
        if let (Some(seed), Status::Chance) = (&seed, game.status()) {
            let mut thrown = game.clone_box();
            let expected = thrown
                .throw_from_seed(seed)
                .ok_or_else(|| move_error(Message::new("engine-no-throw")))?;
            let recorded = game.play(text).map_err(|e| move_error(e.message()))?;
            if recorded != expected {
                return Err(ReadError::Throw {
                    index,
                    recorded,
                    expected,
                });
            }
            throws_checked += 1;
        } else {
            game.play(text).map_err(|e| move_error(e.message()))?;
        }
    }
    if let Status::Over(outcome) = game.status() {
        let replayed = ResultEntry::of_outcome(&outcome);
        if !same_result(&record.result, &replayed) {
            return Err(ReadError::Result {
                recorded: short(&record.result),
                replayed: short(&replayed),
            });
        }
    } else if let ResultEntry::Over {
        winner: Some(seat), ..
    } = &record.result
        && *seat >= game.seats()
    {
        return Err(ReadError::Result {
            recorded: short(&record.result),
            replayed: format!("with seats 0 to {}", game.seats() - 1),
        });
    }
    if let Some(recorded) = &record.position {
        let replayed = game.position();
        if *recorded != replayed {
            return Err(ReadError::Position {
                recorded: crate::notation::clip(recorded),
                replayed: crate::notation::clip(&replayed),
            });
        }
    }
    Ok(Replay {
        record,
        game,
        throws_checked,
    })
}

/// The seed to check the throws with, if revealed, once it matches its
/// commitment.
fn revealed_seed(chance: Option<&ChanceEntry>) -> Result<Option<Seed>, ReadError> {
    let Some(chance) = chance else {
        return Ok(None);
    };
    if chance.derivation != chance::DERIVATION {
        return Err(ReadError::Seed(format!(
            "derivation '{}' is not {}",
            crate::notation::clip(&chance.derivation),
            chance::DERIVATION
        )));
    }
    let Some(text) = &chance.seed else {
        return Ok(None);
    };
    // A revealed seed is 64 hexadecimal digits, as the bot reveals it.
    if text.len() != 64 {
        return Err(ReadError::Seed("a revealed seed is 64 hexadecimal digits".into()));
    }
    let seed = parse_seed(text).map_err(ReadError::Seed)?;
    if let Some(published) = &chance.seed_sha256 {
        let computed = seed_commitment(&seed);
        if !computed.eq_ignore_ascii_case(published.trim()) {
            return Err(ReadError::Seed(format!(
                "its SHA-256 is {computed}, not the published {}",
                crate::notation::clip(published)
            )));
        }
    }
    Ok(Some(seed))
}

/// Whether a recorded result says what the replay's end says (the whole
/// message only where the record gives it).
fn same_result(recorded: &ResultEntry, replayed: &ResultEntry) -> bool {
    match (recorded, replayed) {
        (
            ResultEntry::Over {
                winner,
                draw,
                ranks,
                scores,
                reason,
                message,
            },
            ResultEntry::Over {
                winner: w,
                draw: d,
                ranks: r,
                scores: s,
                reason: why,
                message: m,
            },
        ) => {
            winner == w
                && draw == d
                && ranks == r
                && scores == s
                && reason == why
                && (message.is_none() || message == m)
        }
        _ => false,
    }
}

/// A result in a few neutral words, for a refusal.
fn short(result: &ResultEntry) -> String {
    match result {
        ResultEntry::Unfinished => "unfinished".into(),
        ResultEntry::Over {
            winner: Some(seat),
            reason,
            ..
        } => format!("seat {seat} wins ({reason})"),
        ResultEntry::Over { reason, .. } => format!("no single winner ({reason})"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chance::hex;
    use crate::playout::SplitMix64;

    fn json_of(slug: &str, moves: &[&str], tags: &RecordTags) -> String {
        let moves: Vec<String> = moves.iter().map(|m| m.to_string()).collect();
        registry::find(slug)
            .unwrap()
            .json_record(&BTreeMap::new(), &moves, tags)
            .unwrap()
            .text
    }

    /// A change to a record's JSON.
    type Edit = fn(&mut Value);

    fn edited(text: &str, edit: impl FnOnce(&mut Value)) -> String {
        let mut value: Value = serde_json::from_str(text).unwrap();
        edit(&mut value);
        value.to_string()
    }

    #[test]
    fn a_finished_game_is_written_with_every_field_and_reads_back() {
        let tags = RecordTags {
            players: vec![Some("ann".into()), None],
            event: Some("Tavolo game #3".into()),
            ..RecordTags::default()
        };
        let text = json_of("nim", &["1:1", "2:3", "3:5", "4:7"], &tags);
        let value: Value = serde_json::from_str(&text).unwrap();
        assert_eq!(value["format"], FORMAT);
        assert_eq!(value["game"], "nim");
        assert_eq!(value["event"], "Tavolo game #3");
        assert!(
            value["options"]["misere"].is_boolean(),
            "defaults are filled in: {text}"
        );
        assert!(
            value["options"]["rows"].is_string(),
            "defaults are filled in: {text}"
        );
        assert_eq!(value["seats"][0]["player"], "ann");
        assert_eq!(value["seats"][1]["player"], Value::Null);
        assert_eq!(value["chance"], Value::Null);
        assert_eq!(value["result"]["status"], "over");
        assert_eq!(value["result"]["winner"], 0);
        assert_eq!(value["result"]["reason"], "nim-other-took-last");
        let replay = read(&text).unwrap();
        assert_eq!(replay.game.ply(), 4);
        assert_eq!(replay.result(), replay.record.result);
    }

    #[test]
    fn a_resignation_is_the_result_of_moves_that_leave_the_game_in_play() {
        let tags = RecordTags {
            ended: Some(Some(Seat(1))),
            ended_reason: Some("resigned".into()),
            ..RecordTags::default()
        };
        let text = json_of("nim", &["4:7"], &tags);
        let replay = read(&text).unwrap();
        assert!(matches!(replay.game.status(), Status::ToMove(_)));
        assert!(matches!(
            replay.result(),
            ResultEntry::Over { winner: Some(1), ref reason, .. } if reason == "resigned"
        ));
        let unfinished = json_of("nim", &["4:7"], &RecordTags::default());
        assert_eq!(read(&unfinished).unwrap().result(), ResultEntry::Unfinished);
    }

    #[test]
    fn bad_records_say_which_move_and_why() {
        let text = json_of("nim", &["1:1", "2:3", "3:5", "4:7"], &RecordTags::default());
        let altered = edited(&text, |v| v["moves"][2] = "3:9".into());
        let error = read(&altered).unwrap_err();
        assert_eq!(error.at(), Some(2));
        assert!(
            error.to_string().starts_with("move 3 ('3:9') does not play"),
            "{error}"
        );
        let cases: [(Edit, &str); 8] = [
            (
                |v| v["format"] = "tavolo-record/2".into(),
                "is not tavolo-record/1",
            ),
            (|v| v["game"] = "chequers".into(), "no game is called"),
            (|v| v["options"]["rows"] = "1-99".into(), "options are refused"),
            (|v| v["options"]["misere"] = Value::Null, "option 'misere'"),
            (|v| v["seats"] = serde_json::json!([]), "lists 0 seats"),
            (|v| v["result"]["winner"] = 1.into(), "the result is seat 1 wins"),
            (|v| v["position"] = "1-3-5-7 1".into(), "final position"),
            (
                |v| drop(v.as_object_mut().unwrap().remove("moves")),
                "missing field `moves`",
            ),
        ];
        for (edit, says) in cases {
            let error = read(&edited(&text, edit)).unwrap_err().to_string();
            assert!(error.contains(says), "{says}: {error}");
        }
        assert!(
            read("[")
                .unwrap_err()
                .to_string()
                .starts_with("not a tavolo-record/1 record")
        );
        assert!(read("{}").unwrap_err().to_string().contains("no \"format\""));
    }

    /// A whole ur-bell game thrown from `seed`, with its record.
    fn ur_record(seed: &Seed) -> String {
        let entry = registry::find("ur-bell").unwrap();
        let mut game = entry.start(&BTreeMap::new()).unwrap();
        let mut rng = SplitMix64(5);
        while !matches!(game.status(), Status::Over(_)) {
            if game.status() == Status::Chance {
                game.throw_from_seed(seed).unwrap();
            } else {
                let legal = game.legal();
                game.play(&legal[rng.below(legal.len())]).unwrap();
            }
        }
        let tags = RecordTags {
            seed: Some(hex(seed)),
            seed_sha256: Some(seed_commitment(seed)),
            ..RecordTags::default()
        };
        entry
            .json_record(&BTreeMap::new(), game.history(), &tags)
            .unwrap()
            .text
    }

    #[test]
    fn the_throws_are_checked_against_the_revealed_seed() {
        let seed = parse_seed("77").unwrap();
        let text = ur_record(&seed);
        let replay = read(&text).unwrap();
        assert!(replay.throws_checked > 10, "{}", replay.throws_checked);
        let value: Value = serde_json::from_str(&text).unwrap();
        assert_eq!(value["chance"]["derivation"], chance::DERIVATION);
        assert_eq!(value["chance"]["seed"], hex(&seed));
        // The first throw changed to another possible throw.
        let first = value["moves"][0].as_str().unwrap().to_string();
        let other = ["0", "1", "2", "3", "4"]
            .into_iter()
            .find(|t| *t != first)
            .unwrap();
        let error = read(&edited(&text, |v| v["moves"][0] = other.into())).unwrap_err();
        assert!(
            matches!(
                error,
                ReadError::Throw { index: 0, .. } | ReadError::Move { index: 0, .. }
            ),
            "{error}"
        );
        let error = read(&edited(&text, |v| {
            v["chance"]["seed_sha256"] = seed_commitment(&[9; 32]).into()
        }))
        .unwrap_err();
        assert!(error.to_string().contains("not the published"), "{error}");
    }
}
