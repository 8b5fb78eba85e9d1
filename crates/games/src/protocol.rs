//! The engine protocol behind `tavolo engine`: one JSON request per line in,
//! one JSON answer per line out. It is a public contract, used to check our
//! rules against independent implementations; keep it exact and stable.
//!
//! Request: `{"game": slug-or-name, "options"?: {name: value}, "seed"?: seed,
//! "moves"?: [text, ...]}`. A seed is a decimal integer below 2⁶⁴ (a JSON
//! number or string) or 64 hexadecimal digits; it defaults to 0.
//!
//! A request may add `"position": text`, a position text of the game as
//! answers give it: the moves are then played from that position (ply 0
//! there, so the seed's throws count from it), and a text that is not a
//! position of the game is refused with the reason (`"at": null`).
//!
//! The moves are played in order from the start. At a chance node a move
//! that is one of the listed throws is played as that throw; any other text
//! first lets the seed throw (by the derivation in [`crate::chance`]) and is
//! then played. The answer describes the position after the last move; it
//! stays at a chance node if the moves end there.
//!
//! Answer: `{"ok": true, "ply": n, "to_move": seat | "chance" | null,
//! "legal": [canonical texts; the throws at a chance node], "chance"?:
//! [[throw, probability], ...] (at chance nodes only), "outcome": null |
//! {"winner": seat | null, "scores"?: [...], "ranks"?: [...], "reason"},
//! "position": text}`; seats are numbered from 0 in turn order. A refused
//! request answers `{"ok": false, "error": message, "at": index | null}`,
//! `at` being the index in `moves` of the move that was refused.
//!
//! # Hidden information
//!
//! A game of hidden information answers what one seat may know: a request
//! may add `"seat": n` (a seat number), and its answer's `"position"` is
//! that seat's observation (without `seat`: a spectator's), `"legal"` lists
//! the moves only when that seat is to move (else `[]`), and a chance node
//! lists no `"chance"` (the throws left would tell what was dealt face
//! down); a move at a chance node lets the seed deal. For every other
//! game `seat` changes nothing.
//!
//! # Search (optional)
//!
//! A request may add `"search": {"level": n}` (the bot's level, 1 to 3) or
//! `"search": {"iterations": n}` (an exact search effort, no time cap), with
//! an optional `"seed": n` (a whole number below 2⁶⁴, default 0) for the
//! search's own random choices; the answer then ends with `"best": text`,
//! the canonical text of the move the bot would play in the position
//! described, or `"best": null` where no seat is to move (a chance node, or
//! the game is over). With a seed and an iteration count the answer is
//! deterministic; a level also caps the search's time, so a slow machine may
//! answer differently. A request without `search` is answered exactly as
//! without this extension.
//!
//! A search may add `"max_ms": n` (1 to [`MAX_SEARCH_MS`]): the longest it
//! may think, in milliseconds; it then plays the best move found so far. A
//! level's own cap still applies when it is shorter. Without `max_ms` a
//! search thinks at most [`MAX_SEARCH_MS`] (one minute), so no request holds
//! the engine for ever: an iteration count is deterministic up to that cap.
//!
//! # Records (optional)
//!
//! A request `{"record": record}` replays a game record in Tavolo's JSON
//! format (`tavolo-record/1`, documented in [`crate::record::json`]; as an
//! object, or as its JSON text in a string) and answers the state after
//! its moves: the answer above, then `"result"`, the record's result as
//! checked (`{"status": "unfinished"}` or `{"status": "over", "winner", "draw",
//! "ranks"?, "scores"?, "reason", "message"?}`: the moves' own end, or the
//! recorded end outside them, a resignation say). It may add `"search"`
//! as above, and no other field. A record that does not read back is
//! refused with the reason, `at` being the index in the record's `moves` of
//! the move (or throw) at fault. A request without `record` is answered
//! exactly as without this extension.
//!
//! This crate holds no search: [`answer_with`] takes a [`Searcher`], which
//! the `tavolo engine` binary supplies from the `tavolo-ai` crate. Through
//! [`answer`], which has none, a `search` is refused.

use std::collections::BTreeMap;

use serde_json::{Map, Value, json};

use crate::chance::{Seed, parse_seed};
use crate::notation::normalize;
use crate::record::json;
use crate::{DynGame, GameInfo, Message, OptionValue, Seat, Speaker, Status, registry};

/// Longest request line accepted, in bytes.
pub const MAX_LINE: usize = 1 << 20;
/// Longest position text accepted, in bytes.
pub const MAX_POSITION: usize = 1 << 16;
/// Most moves in one request.
pub const MAX_MOVES: usize = 100_000;

/// Most iterations a `search` may ask for.
pub const MAX_ITERATIONS: u64 = 10_000_000;

/// The longest a search may think, in milliseconds: the default and the
/// most a request's `max_ms` may ask.
pub const MAX_SEARCH_MS: u64 = 60_000;

/// How hard a search looks: a bot level, or an exact number of iterations.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Effort {
    /// A level as given (the searcher says which levels exist).
    Level(u64),
    /// Iterations of the search, without a time cap.
    Iterations(u64),
}

/// A request's `"search"`.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Search {
    pub effort: Effort,
    /// The seed of the search's own random choices (not the dice seed).
    pub seed: u64,
    /// The longest the search may think, in milliseconds (1 to
    /// [`MAX_SEARCH_MS`]); at most [`MAX_SEARCH_MS`] when not given.
    pub max_ms: Option<u64>,
}

impl Search {
    /// The time the search may take: the request's `max_ms`, else
    /// [`MAX_SEARCH_MS`]; never more than [`MAX_SEARCH_MS`].
    pub fn time_cap(&self) -> std::time::Duration {
        std::time::Duration::from_millis(self.max_ms.unwrap_or(MAX_SEARCH_MS).clamp(1, MAX_SEARCH_MS))
    }
}

/// The search behind `"search"`: supplied by the caller, since this crate
/// has none.
pub trait Searcher {
    /// The canonical text of the move to play in `game`'s position, or
    /// `None` where no seat is to move.
    ///
    /// # Errors
    /// A message for the answer's `error` (a level that does not exist, a
    /// game the search cannot play).
    fn best(&self, game: &dyn DynGame, search: &Search) -> Result<Option<String>, String>;
}

/// Answers one request line with one JSON line (no newline). Never panics.
/// A request with `search` is refused: there is no searcher here (see
/// [`answer_with`]).
pub fn answer(line: &str) -> String {
    answer_with(line, None, &|_| Speaker::default())
}

/// Who words a game's messages: given the game, a speaker for it.
pub type Voice<'a> = &'a dyn Fn(&'static GameInfo) -> Speaker;

/// Answers one request line with one JSON line (no newline), using
/// `searcher` for a request's `search` and wording refusals and outcome
/// reasons in the `voice` of the game (`tavolo engine` words them in
/// English). Never panics (unless the searcher does).
pub fn answer_with(line: &str, searcher: Option<&dyn Searcher>, voice: Voice) -> String {
    match respond(line, searcher, voice) {
        Ok(value) => value.to_string(),
        Err((error, at)) => json!({"ok": false, "error": error, "at": at}).to_string(),
    }
}

type Refusal = (String, Option<usize>);

fn refuse<T>(error: impl Into<String>) -> Result<T, Refusal> {
    Err((error.into(), None))
}

fn respond(line: &str, searcher: Option<&dyn Searcher>, voice: Voice) -> Result<Value, Refusal> {
    if line.len() > MAX_LINE {
        return refuse(format!("request longer than {MAX_LINE} bytes"));
    }
    let request: Value = match serde_json::from_str(line) {
        Ok(v) => v,
        Err(e) => return refuse(format!("malformed JSON: {e}")),
    };
    let Some(fields) = request.as_object() else {
        return refuse("a request is a JSON object with \"game\" and \"moves\"");
    };
    if let Some(record) = fields.get("record") {
        return respond_record(fields, record, searcher, voice);
    }
    for key in fields.keys() {
        if !matches!(
            key.as_str(),
            "game" | "options" | "seed" | "position" | "moves" | "search" | "seat"
        ) {
            return refuse(format!(
                // Unchanged since before `search`: existing answers stay byte-exact.
                "unknown field '{}'; fields: game, options, seed, moves",
                crate::notation::clip(key)
            ));
        }
    }
    let Some(name) = fields.get("game").and_then(Value::as_str) else {
        return refuse("\"game\" (a game's slug) is required");
    };
    let options = read_options(fields.get("options"))?;
    let seed = read_seed(fields.get("seed"))?;
    let moves = read_moves(fields.get("moves"))?;
    let search = fields.get("search").map(read_search).transpose()?;
    let searcher = match (search, searcher) {
        (Some(_), None) => return refuse("this engine has no search; `tavolo engine` has one"),
        (Some(search), Some(searcher)) => Some((search, searcher)),
        (None, _) => None,
    };
    let mut game = match fields.get("position") {
        None | Some(Value::Null) => registry::start(name, &options),
        Some(Value::String(text)) if text.len() <= MAX_POSITION => registry::start_at(name, &options, text),
        Some(Value::String(_)) => return refuse(format!("a position is at most {MAX_POSITION} bytes")),
        Some(_) => return refuse("\"position\" is a game's position text (a string)"),
    }
    .map_err(|e| match (e, registry::find(name)) {
        (registry::StartError::Options(refused), Some(entry)) => (voice(entry.info()).say(&refused.0), None),
        (other, _) => (other.to_string(), None),
    })?;
    let speaker = voice(game.info());
    let seat = read_seat(fields.get("seat"), game.seats())?;
    for (i, text) in moves.iter().enumerate() {
        play(game.as_mut(), text, &seed).map_err(|e| (speaker.say(&e), Some(i)))?;
    }
    let mut answer = describe_for(game.as_ref(), &speaker, seat);
    if let Some((search, searcher)) = searcher {
        let best = searcher.best(game.as_ref(), &search).map_err(|e| (e, None))?;
        if let Value::Object(map) = &mut answer {
            map.insert("best".into(), best.map_or(Value::Null, Value::String));
        }
    }
    Ok(answer)
}

/// A `{"record": …}` request: the state after the record's moves, with its
/// result.
fn respond_record(
    fields: &Map<String, Value>,
    record: &Value,
    searcher: Option<&dyn Searcher>,
    voice: Voice,
) -> Result<Value, Refusal> {
    if fields.keys().any(|k| !matches!(k.as_str(), "record" | "search")) {
        return refuse("a record request has \"record\" and, optionally, \"search\"");
    }
    let search = fields.get("search").map(read_search).transpose()?;
    let searcher = match (search, searcher) {
        (Some(_), None) => return refuse("this engine has no search; `tavolo engine` has one"),
        (Some(search), Some(searcher)) => Some((search, searcher)),
        (None, _) => None,
    };
    let read = match record {
        Value::String(text) => json::read(text),
        Value::Object(_) => json::read_value(record.clone()),
        _ => return refuse("\"record\" is a tavolo-record/1 record: an object, or its JSON text"),
    };
    let replay = read.map_err(|e| {
        // The game's words when the record names a game.
        let named = match record {
            Value::String(text) => serde_json::from_str::<Value>(text)
                .ok()
                .and_then(|v| v.get("game").and_then(Value::as_str).map(str::to_string)),
            _ => record.get("game").and_then(Value::as_str).map(str::to_string),
        };
        let speaker = named
            .as_deref()
            .and_then(registry::find)
            .map_or_else(Speaker::default, |entry| voice(entry.info()));
        (e.explain(&speaker), e.at())
    })?;
    let speaker = voice(replay.game.info());
    let mut answer = describe(replay.game.as_ref(), &speaker);
    let result = serde_json::to_value(replay.result()).map_err(|e| (e.to_string(), None))?;
    if let Value::Object(map) = &mut answer {
        map.insert("result".into(), result);
    }
    if let Some((search, searcher)) = searcher {
        let best = searcher
            .best(replay.game.as_ref(), &search)
            .map_err(|e| (e, None))?;
        if let Value::Object(map) = &mut answer {
            map.insert("best".into(), best.map_or(Value::Null, Value::String));
        }
    }
    Ok(answer)
}

/// A request's `"seat"`: a seat number of the game, or absent.
fn read_seat(value: Option<&Value>, seats: u8) -> Result<Option<Seat>, Refusal> {
    match value {
        None | Some(Value::Null) => Ok(None),
        Some(v) => match v.as_u64() {
            Some(n) if n < u64::from(seats) => Ok(Some(Seat(n as u8))),
            _ => refuse(format!(
                "\"seat\" is a seat number from 0 to {}",
                seats.saturating_sub(1)
            )),
        },
    }
}

fn read_search(value: &Value) -> Result<Search, Refusal> {
    const SHAPE: &str = "\"search\" is {\"level\": n} or {\"iterations\": n}, with an optional \"seed\"";
    let Some(map) = value.as_object() else {
        return refuse(SHAPE);
    };
    let mut effort = None;
    let mut seed = 0;
    let mut max_ms = None;
    for (key, v) in map {
        let n = v.as_u64();
        match (key.as_str(), n) {
            ("level", Some(n)) if effort.is_none() => effort = Some(Effort::Level(n)),
            ("iterations", Some(n @ 1..=MAX_ITERATIONS)) if effort.is_none() => {
                effort = Some(Effort::Iterations(n));
            }
            ("iterations", Some(_)) if effort.is_none() => {
                return refuse(format!("search iterations go from 1 to {MAX_ITERATIONS}"));
            }
            ("seed", Some(n)) => seed = n,
            ("max_ms", Some(n @ 1..=MAX_SEARCH_MS)) => max_ms = Some(n),
            ("max_ms", _) => return refuse(format!("search max_ms goes from 1 to {MAX_SEARCH_MS}")),
            ("seed", None) => return refuse("a search seed is a whole number from 0 to 2^64-1"),
            _ => return refuse(SHAPE),
        }
    }
    match effort {
        Some(effort) => Ok(Search { effort, seed, max_ms }),
        None => refuse(SHAPE),
    }
}

fn read_options(value: Option<&Value>) -> Result<BTreeMap<String, OptionValue>, Refusal> {
    let mut options = BTreeMap::new();
    let Some(value) = value else {
        return Ok(options);
    };
    let Some(map) = value.as_object() else {
        return refuse("\"options\" is an object of option names and values");
    };
    for (name, v) in map {
        let v = match v {
            Value::Bool(b) => OptionValue::Bool(*b),
            Value::Number(n) => match n.as_i64() {
                Some(i) => OptionValue::Int(i),
                None => {
                    return refuse(format!(
                        "option '{}' must be a whole number",
                        crate::notation::clip(name)
                    ));
                }
            },
            Value::String(s) => OptionValue::Text(s.clone()),
            _ => {
                return refuse(format!(
                    "option '{}' must be a boolean, number or string",
                    crate::notation::clip(name)
                ));
            }
        };
        options.insert(name.clone(), v);
    }
    Ok(options)
}

fn read_seed(value: Option<&Value>) -> Result<Seed, Refusal> {
    match value {
        None | Some(Value::Null) => Ok([0; 32]),
        Some(Value::Number(n)) => match n.as_u64() {
            Some(n) => parse_seed(&n.to_string()).map_err(|e| (e, None)),
            None => refuse("a numeric seed is a whole number from 0 to 2^64-1"),
        },
        Some(Value::String(s)) => parse_seed(s).map_err(|e| (e, None)),
        Some(_) => refuse("a seed is a number or a string"),
    }
}

fn read_moves(value: Option<&Value>) -> Result<Vec<String>, Refusal> {
    let Some(value) = value else {
        return Ok(Vec::new());
    };
    let Some(list) = value.as_array() else {
        return refuse("\"moves\" is an array of move texts");
    };
    if list.len() > MAX_MOVES {
        return refuse(format!("at most {MAX_MOVES} moves per request"));
    }
    list.iter()
        .enumerate()
        .map(|(i, m)| match m {
            Value::String(s) => Ok(s.clone()),
            _ => Err(("each move is a string".to_string(), Some(i))),
        })
        .collect()
}

/// Plays `text`, letting the seed throw first if chance is due and `text`
/// is not one of the throws (the rule of the `moves` of a request).
///
/// # Errors
/// The refusal: the move's [`crate::MoveError`], or a chance node with no
/// possible throw.
pub fn play(game: &mut dyn DynGame, text: &str, seed: &Seed) -> Result<(), Message> {
    if game.status() == Status::Chance {
        let wanted = normalize(text);
        let is_throw = game.legal().iter().any(|t| normalize(t) == wanted);
        if !is_throw {
            game.throw_from_seed(seed)
                .ok_or_else(|| Message::new("engine-no-throw"))?;
        }
    }
    game.play(text).map(|_| ()).map_err(|e| e.message())
}

/// The answer describing `game`'s position, the outcome's reason worded by
/// `speaker`; for a game of hidden information, what a spectator may know.
pub fn describe(game: &dyn DynGame, speaker: &Speaker) -> Value {
    describe_for(game, speaker, None)
}

/// [`describe`] for `seat` (`None`: a spectator): a game of hidden
/// information tells only what that seat may know.
pub fn describe_for(game: &dyn DynGame, speaker: &Speaker, seat: Option<Seat>) -> Value {
    let hidden = game.info().hidden && !matches!(game.status(), Status::Over(_));
    let status = game.status();
    let mut answer = Map::new();
    answer.insert("ok".into(), json!(true));
    answer.insert("ply".into(), json!(game.ply()));
    let to_move = match &status {
        Status::ToMove(seat) => json!(seat.0),
        Status::Chance => json!("chance"),
        Status::Over(_) => Value::Null,
    };
    answer.insert("to_move".into(), to_move);
    let legal = match status {
        Status::ToMove(to_move) if hidden && seat != Some(to_move) => Vec::new(),
        Status::Chance if hidden => Vec::new(),
        _ => game.legal(),
    };
    answer.insert("legal".into(), json!(legal));
    if status == Status::Chance && !hidden {
        let chance = game.chance();
        let total: u64 = chance.iter().map(|(_, w)| u64::from(*w)).sum();
        let pairs: Vec<Value> = chance
            .iter()
            .filter(|(_, w)| *w > 0)
            .map(|(t, w)| json!([t, f64::from(*w) / total as f64]))
            .collect();
        answer.insert("chance".into(), Value::Array(pairs));
    }
    let outcome = match &status {
        Status::Over(o) => {
            let mut out = Map::new();
            out.insert("winner".into(), o.winner.map_or(Value::Null, |w| json!(w.0)));
            if let Some(scores) = &o.scores {
                out.insert("scores".into(), json!(scores));
            }
            if let Some(ranks) = &o.ranks {
                out.insert("ranks".into(), json!(ranks));
            }
            out.insert("reason".into(), json!(speaker.say(&o.reason)));
            Value::Object(out)
        }
        _ => Value::Null,
    };
    answer.insert("outcome".into(), outcome);
    let position = if hidden {
        game.observation(seat)
    } else {
        game.position()
    };
    answer.insert("position".into(), json!(position));
    Value::Object(answer)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ask(line: &str) -> Value {
        serde_json::from_str(&answer(line)).expect("answers are JSON")
    }

    #[test]
    fn start_of_a_game() {
        let a = ask(r#"{"game":"nim","moves":[]}"#);
        assert_eq!(a["ok"], true);
        assert_eq!(a["ply"], 0);
        assert_eq!(a["to_move"], 0);
        assert_eq!(a["legal"].as_array().unwrap().len(), 16);
        assert_eq!(a["outcome"], Value::Null);
        assert_eq!(a["position"], "1-3-5-7 1");
        assert!(a.get("chance").is_none());
    }

    #[test]
    fn a_request_may_start_from_a_position() {
        let a = ask(r#"{"game":"nim","position":"1-0-2-7 2","moves":["4:7"]}"#);
        assert_eq!(a["ok"], true, "{a}");
        assert_eq!(a["ply"], 1);
        assert_eq!(a["position"], "1-0-2-0 1");
        assert_eq!(a["to_move"], 0);
    }

    #[test]
    fn a_bad_position_is_refused_with_the_reason() {
        let a = ask(r#"{"game":"nim","position":"1-3-9-7 1"}"#);
        assert_eq!(a["ok"], false);
        assert_eq!(a["at"], Value::Null);
        let error = a["error"].as_str().unwrap();
        assert!(error.contains("row 3 holds 9 matches"), "{error}");
        let a = ask(r#"{"game":"nim","position":"hello"}"#);
        assert!(a["error"].as_str().unwrap().contains("seat to move"), "{a}");
        let a = ask(r#"{"game":"nim","position":7}"#);
        assert!(a["error"].as_str().unwrap().contains("position text"), "{a}");
        let long = "1".repeat(MAX_POSITION + 1);
        let a = ask(&format!(r#"{{"game":"nim","position":"{long}"}}"#));
        assert!(a["error"].as_str().unwrap().contains("at most"), "{a}");
    }

    #[test]
    fn mid_game_and_end() {
        let a = ask(r#"{"game":"nim","moves":["4:7","3:5"]}"#);
        assert_eq!((a["ply"].as_u64(), a["to_move"].as_u64()), (Some(2), Some(0)));
        let a = ask(r#"{"game":"nim","moves":["1:1","2:3","3:5","4:7"]}"#);
        assert_eq!(a["to_move"], Value::Null);
        assert_eq!(a["legal"], json!([]));
        assert_eq!(a["outcome"]["winner"], 0);
        assert_eq!(a["outcome"]["reason"], "nim-other-took-last");
    }

    #[test]
    fn refusals_say_what_and_where() {
        let cases = [
            ("not json", "malformed JSON", Value::Null),
            ("[1,2]", "JSON object", Value::Null),
            (r#"{"moves":[]}"#, "\"game\"", Value::Null),
            (r#"{"game":"nope"}"#, "no game is called", Value::Null),
            (r#"{"game":"nim","moves":"4:1"}"#, "array", Value::Null),
            (r#"{"game":"nim","moves":["4:1", 3]}"#, "string", json!(1)),
            (
                r#"{"game":"nim","moves":["4:1","4:9"]}"#,
                "move-illegal",
                json!(1),
            ),
            (r#"{"game":"nim","moves":["zz"]}"#, "move-not-a-move", json!(0)),
            (
                r#"{"game":"nim","options":{"colour":"red"}}"#,
                "option-unknown",
                Value::Null,
            ),
            (r#"{"game":"nim","seed":"xyz"}"#, "seed", Value::Null),
            (r#"{"game":"nim","extra":1}"#, "unknown field", Value::Null),
            (
                r#"{"game":"nim","seat":2}"#,
                "seat number from 0 to 1",
                Value::Null,
            ),
            (r#"{"game":"nim","seat":"x"}"#, "seat number", Value::Null),
        ];
        for (line, says, at) in cases {
            let a = ask(line);
            assert_eq!(a["ok"], false, "{line}");
            assert!(
                a["error"].as_str().unwrap().contains(says),
                "{line}: {}",
                a["error"]
            );
            assert_eq!(a["at"], at, "{line}");
        }
    }

    #[test]
    fn a_seat_changes_nothing_in_a_game_without_secrets() {
        let line = r#"{"game":"ur-bell","moves":["2"]}"#;
        let with_seat = ask(&line.replace("{", r#"{"seat":1,"#));
        assert_eq!(ask(line), with_seat);
    }

    #[test]
    fn chance_nodes_list_throws_with_probabilities() {
        let a = ask(r#"{"game":"ur-bell"}"#);
        assert_eq!(a["to_move"], "chance");
        assert_eq!(a["legal"], json!(["0", "1", "2", "3"]));
        assert_eq!(
            a["chance"],
            json!([["0", 0.125], ["1", 0.375], ["2", 0.375], ["3", 0.125]])
        );
    }

    #[test]
    fn a_given_throw_is_played_as_given() {
        let a = ask(r#"{"game":"ur-bell","moves":["3","enter"]}"#);
        assert_eq!(a["ply"], 2);
        assert_eq!(a["to_move"], "chance", "Blue throws again after entering");
        assert!(a.get("chance").is_some());
    }

    #[test]
    fn a_move_at_a_chance_node_lets_the_seed_throw_first() {
        // Find a seed whose first throw is 3 by the documented derivation,
        // then give `enter` without a throw: the seed's throw is recorded.
        let seed = (0u64..)
            .find(|s| {
                let seed = parse_seed(&s.to_string()).unwrap();
                crate::chance::throw_index(&seed, 0, &[1, 3, 3, 1]) == Some(3)
            })
            .unwrap();
        let a = ask(&format!(
            r#"{{"game":"ur-bell","seed":{seed},"moves":["enter"]}}"#
        ));
        assert_eq!(a["ok"], true, "{a}");
        assert_eq!(a["ply"], 2, "the throw and the move are both plies");
        // Any other seed whose first throw is not 3 refuses `enter` at index 0.
        let other = (0u64..)
            .find(|s| {
                let seed = parse_seed(&s.to_string()).unwrap();
                crate::chance::throw_index(&seed, 0, &[1, 3, 3, 1]) != Some(3)
            })
            .unwrap();
        let a = ask(&format!(
            r#"{{"game":"ur-bell","seed":"{other}","moves":["enter"]}}"#
        ));
        assert_eq!(
            (a["ok"].clone(), a["at"].clone()),
            (json!(false), json!(0)),
            "{a}"
        );
    }

    /// A stand-in search: the last legal move, and the search it was given.
    struct Last;

    impl Searcher for Last {
        fn best(&self, game: &dyn DynGame, search: &Search) -> Result<Option<String>, String> {
            if search.effort == Effort::Level(9) {
                return Err("no level 9".into());
            }
            Ok(game.status().seat().and_then(|_| game.legal().pop()))
        }
    }

    fn ask_with(line: &str) -> Value {
        serde_json::from_str(&answer_with(line, Some(&Last), &|_| Speaker::default()))
            .expect("answers are JSON")
    }

    #[test]
    fn without_search_the_answer_is_unchanged_by_a_searcher() {
        for line in [
            r#"{"game":"nim","moves":["4:7","3:5"]}"#,
            r#"{"game":"ur-bell","moves":["3"]}"#,
            r#"{"game":"nim","moves":["zz"]}"#,
            "not json",
        ] {
            assert_eq!(
                answer(line),
                answer_with(line, Some(&Last), &|_| Speaker::default()),
                "{line}"
            );
        }
    }

    #[test]
    fn search_adds_best_after_the_position() {
        let line = r#"{"game":"nim","moves":["4:7"],"search":{"iterations":10,"seed":3}}"#;
        let text = answer_with(line, Some(&Last), &|_| Speaker::default());
        assert!(text.ends_with(r#","best":"3:5"}"#), "{text}");
        let plain = answer(r#"{"game":"nim","moves":["4:7"]}"#);
        assert_eq!(
            text.strip_suffix(r#","best":"3:5"}"#),
            plain.strip_suffix('}'),
            "the rest of the answer is the same"
        );
        let a = ask_with(r#"{"game":"nim","moves":["1:1","2:3","3:5","4:7"],"search":{"level":1}}"#);
        assert_eq!(a["best"], Value::Null, "over: no move");
        let a = ask_with(r#"{"game":"ur-bell","search":{"level":2}}"#);
        assert_eq!(a["best"], Value::Null, "chance node: no move");
    }

    #[test]
    fn bad_searches_are_refused() {
        let cases = [
            (r#"{"game":"nim","search":3}"#, "\"search\" is"),
            (r#"{"game":"nim","search":{}}"#, "\"search\" is"),
            (r#"{"game":"nim","search":{"depth":3}}"#, "\"search\" is"),
            (
                r#"{"game":"nim","search":{"level":1,"iterations":5}}"#,
                "\"search\" is",
            ),
            (r#"{"game":"nim","search":{"level":-1}}"#, "\"search\" is"),
            (r#"{"game":"nim","search":{"iterations":0}}"#, "from 1 to"),
            (r#"{"game":"nim","search":{"level":1,"seed":"x"}}"#, "seed"),
            (r#"{"game":"nim","search":{"level":9}}"#, "no level 9"),
        ];
        for (line, says) in cases {
            let a = ask_with(line);
            assert_eq!(a["ok"], false, "{line}");
            assert!(a["error"].as_str().unwrap().contains(says), "{line}: {a}");
            assert_eq!(a["at"], Value::Null, "{line}");
        }
        assert_eq!(
            answer(r#"{"game":"nim","extra":1}"#),
            r#"{"ok":false,"error":"unknown field 'extra'; fields: game, options, seed, moves","at":null}"#,
            "refusals from before search are byte-exact"
        );
        let a = ask(r#"{"game":"nim","search":{"level":1}}"#);
        assert!(a["error"].as_str().unwrap().contains("no search"), "{a}");
    }

    /// A stand-in search that answers with the time cap it was given.
    struct Cap;

    impl Searcher for Cap {
        fn best(&self, _: &dyn DynGame, search: &Search) -> Result<Option<String>, String> {
            Ok(Some(search.time_cap().as_millis().to_string()))
        }
    }

    #[test]
    fn a_search_thinks_at_most_its_max_ms_and_never_past_the_engines_cap() {
        let cap = |line: &str| -> Value {
            serde_json::from_str(&answer_with(line, Some(&Cap), &|_| Speaker::default())).unwrap()
        };
        let a = cap(r#"{"game":"nim","search":{"iterations":100,"max_ms":250}}"#);
        assert_eq!(a["best"], "250", "{a}");
        let a = cap(r#"{"game":"nim","search":{"level":3}}"#);
        assert_eq!(a["best"], MAX_SEARCH_MS.to_string(), "{a}");
        for line in [
            r#"{"game":"nim","search":{"level":1,"max_ms":0}}"#,
            r#"{"game":"nim","search":{"level":1,"max_ms":60001}}"#,
            r#"{"game":"nim","search":{"level":1,"max_ms":"fast"}}"#,
        ] {
            let a = cap(line);
            assert_eq!(a["ok"], false, "{line}");
            assert!(
                a["error"]
                    .as_str()
                    .unwrap()
                    .contains("max_ms goes from 1 to 60000"),
                "{a}"
            );
        }
    }

    #[test]
    fn a_record_request_answers_the_state_after_it_and_its_result() {
        let entry = registry::find("nim").unwrap();
        let moves: Vec<String> = ["4:7", "3:5"].iter().map(|m| m.to_string()).collect();
        let tags = crate::RecordTags {
            ended: Some(Some(crate::Seat(1))),
            ended_reason: Some("resigned".into()),
            ..Default::default()
        };
        let record = entry.json_record(&BTreeMap::new(), &moves, &tags).unwrap().text;
        let plain = ask(r#"{"game":"nim","moves":["4:7","3:5"]}"#);
        let as_object = ask(&format!(r#"{{"record":{record}}}"#));
        let as_text = ask(&json!({"record": record}).to_string());
        for a in [&as_object, &as_text] {
            assert_eq!(a["ok"], true, "{a}");
            for key in ["ply", "to_move", "legal", "outcome", "position"] {
                assert_eq!(a[key], plain[key], "{key}");
            }
            assert_eq!(a["result"]["status"], "over");
            assert_eq!(a["result"]["winner"], 1);
            assert_eq!(a["result"]["reason"], "resigned");
        }
        let bad = record.replace("\"3:5\"", "\"3:9\"");
        let a = ask(&format!(r#"{{"record":{bad}}}"#));
        assert_eq!(
            (a["ok"].clone(), a["at"].clone()),
            (json!(false), json!(1)),
            "{a}"
        );
        assert!(a["error"].as_str().unwrap().starts_with("move 2 ('3:9')"), "{a}");
        let a = ask(&format!(r#"{{"record":{record},"moves":[]}}"#));
        assert!(a["error"].as_str().unwrap().contains("optionally"), "{a}");
        let a = ask(r#"{"record":7}"#);
        assert!(a["error"].as_str().unwrap().contains("tavolo-record/1"), "{a}");
        let a = ask_with(&format!(r#"{{"record":{record},"search":{{"level":1}}}}"#));
        assert_eq!(a["best"], json!(plain["legal"].as_array().unwrap().last()), "{a}");
    }

    #[test]
    fn options_reach_the_game() {
        let a = ask(r#"{"game":"nim","options":{"rows":"2-2","misere":false}}"#);
        assert_eq!(a["position"], "2-2 1");
    }
}
