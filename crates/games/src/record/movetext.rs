//! Reading back the PDN and PGN that Tavolo writes: the tags name the rule
//! set, the movetext gives the moves, and the whole becomes a JSON record
//! ([`super::json::JsonRecord`]) replayed and checked as any other.
//!
//! The rule set is found without a list of formats: every registered game
//! whose own record is PDN or PGN writes an empty record, and the tags that
//! set it apart (`GameType`, `Variant`: every tag but the seven of the
//! standard roster) are looked for in the text. Options are the game's
//! defaults, as our PDN and PGN carry none. The movetext's numbers,
//! comments (`{…}`, `;…`), variations (`(…)`) and glyphs (`$n`) are
//! skipped; a capture written with another separator (`:` in Russian
//! draughts) is read as the engine's `x`. An SGF of Go is read by [`super::sgf`].

use std::collections::BTreeMap;

use super::json::{self, JsonRecord, ReadError, Replay, ResultEntry, SeatEntry};
use super::{RecordFormat, RecordTags};
use crate::{Seat, Status, registry};

/// The tags PDN and PGN share, which name no rule set.
const ROSTER: [&str; 7] = ["Event", "Site", "Date", "Round", "White", "Black", "Result"];

/// Reads a record of any format Tavolo reads back: its JSON record, or
/// the PDN or PGN it writes.
///
/// # Errors
/// See [`ReadError`].
pub fn read_any(text: &str) -> Result<Replay, ReadError> {
    if text.len() > json::MAX_RECORD {
        return Err(ReadError::NotARecord(format!(
            "longer than {} bytes",
            json::MAX_RECORD
        )));
    }
    match text.trim_start().chars().next() {
        Some('{') => json::read(text),
        Some('[') => read_movetext(text),
        Some('(') => super::sgf::read(text),
        _ => Err(ReadError::NotARecord(
            "a record is Tavolo's JSON record, the PDN or PGN it writes, or an SGF of Go".into(),
        )),
    }
}

/// The tag pairs at the head of a PDN or PGN text, and the movetext after.
fn split(text: &str) -> (BTreeMap<String, String>, String) {
    let mut tags = BTreeMap::new();
    let mut movetext = String::new();
    for line in text.lines() {
        let line = line.trim();
        let pair = line
            .strip_prefix('[')
            .and_then(|l| l.strip_suffix(']'))
            .and_then(|l| l.split_once(' '))
            .map(|(name, value)| (name.to_string(), value.trim().trim_matches('"').to_string()));
        match pair {
            Some((name, value)) if movetext.is_empty() => {
                tags.insert(name, value);
            }
            _ => {
                movetext.push_str(line);
                movetext.push('\n');
            }
        }
    }
    (tags, movetext)
}

/// The rule set whose own PDN or PGN carries the tags `tags` has: the one
/// matching the most of its distinguishing tags.
fn rule_set(tags: &BTreeMap<String, String>) -> Option<&'static registry::Entry> {
    let mut best: Option<(usize, &'static registry::Entry)> = None;
    for entry in registry::GAMES {
        let Ok(own) = entry.record(&BTreeMap::new(), &[], &RecordTags::default()) else {
            continue;
        };
        if !matches!(own.format, RecordFormat::Pdn | RecordFormat::Pgn) {
            continue;
        }
        let (own_tags, _) = split(&own.text);
        let marks: Vec<(&String, &String)> = own_tags
            .iter()
            .filter(|(name, _)| !ROSTER.contains(&name.as_str()))
            .collect();
        let matched = marks.iter().all(|(name, value)| tags.get(*name) == Some(*value));
        if matched && best.is_none_or(|(n, _)| marks.len() > n) {
            best = Some((marks.len(), entry));
        }
    }
    best.map(|(_, entry)| entry)
}

/// The moves of a movetext and its closing result (`*` when absent).
fn moves_of(movetext: &str) -> (Vec<String>, String) {
    let mut plain = String::new();
    let (mut brace, mut paren, mut line_comment) = (false, 0usize, false);
    for c in movetext.chars() {
        match c {
            '\n' if line_comment => line_comment = false,
            _ if line_comment => {}
            '{' => brace = true,
            '}' if brace => brace = false,
            _ if brace => {}
            ';' => line_comment = true,
            '(' => paren += 1,
            ')' if paren > 0 => paren -= 1,
            _ if paren > 0 => {}
            _ => plain.push(c),
        }
    }
    let mut moves = Vec::new();
    let mut result = "*".to_string();
    for word in plain.split_whitespace() {
        // A number (`12.`, `12...`) alone or glued to its move (`12.e4`).
        let digits = word.trim_start_matches(|c: char| c.is_ascii_digit());
        let word = match digits.strip_prefix('.') {
            Some(_) if digits.len() < word.len() => digits.trim_start_matches('.'),
            _ => word,
        };
        match word {
            "" => {}
            "1-0" | "0-1" | "1/2-1/2" | "*" => result = word.to_string(),
            w if w.starts_with('$') => {}
            w => moves.push(w.to_string()),
        }
    }
    (moves, result)
}

fn read_movetext(text: &str) -> Result<Replay, ReadError> {
    let (tags, movetext) = split(text);
    let entry = rule_set(&tags)
        .ok_or_else(|| ReadError::UnknownGame("the rule set its tags name (GameType, Variant)".into()))?;
    let info = entry.info();
    let mut game = entry
        .start(&BTreeMap::new())
        .map_err(|e| ReadError::Options(e.0))?;
    let (words, closing) = moves_of(&movetext);
    let mut moves = Vec::with_capacity(words.len());
    for (index, word) in words.iter().enumerate() {
        // Our PDN writes the rule set's capture separator for the engine's `x`.
        let played = game
            .play(word)
            .or_else(|first| game.play(&word.replace(':', "x")).map_err(|_| first));
        match played {
            Ok(canonical) => moves.push(canonical),
            Err(e) => {
                return Err(ReadError::Move {
                    index,
                    text: crate::notation::clip(word),
                    why: e.message(),
                });
            }
        }
    }
    // A seat by its role's name in the tags.
    let seat_of = |role: &str| (0..game.seats()).find(|&n| info.seat_name(Seat(n)) == role);
    let result = match game.status() {
        Status::Over(outcome) => ResultEntry::of_outcome(&outcome),
        _ => {
            let winner = match closing.as_str() {
                "1-0" => Some(seat_of("White").or(Some(0))),
                "0-1" => Some(seat_of("Black").or(Some(1))),
                "1/2-1/2" => Some(None),
                _ => None,
            };
            match winner {
                Some(winner) => ResultEntry::Over {
                    winner,
                    draw: winner.is_none(),
                    ranks: None,
                    scores: None,
                    reason: "ended-outside-the-moves".into(),
                    message: None,
                },
                None => ResultEntry::Unfinished,
            }
        }
    };
    let seats = (0..game.seats())
        .map(|n| {
            let role = info.seat_name(Seat(n));
            SeatEntry {
                seat: n,
                player: tags.get(&role).filter(|name| name.as_str() != "?").cloned(),
                role,
            }
        })
        .collect();
    let text = |name: &str| tags.get(name).filter(|v| !v.starts_with('?')).cloned();
    json::replay(JsonRecord {
        format: json::FORMAT.into(),
        game: info.slug.into(),
        catalog: Some(info.source.into()),
        tavolo: None,
        event: text("Event"),
        site: text("Site"),
        date: text("Date"),
        round: text("Round"),
        options: BTreeMap::new(),
        seats,
        chance: None,
        moves,
        result,
        position: None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn movetext_skips_numbers_comments_and_variations() {
        let (moves, result) = moves_of("1. e4 {best} e5 (1... c5) 2.Nf3 $1 ; a comment\nNc6 1-0\n");
        assert_eq!(moves, ["e4", "e5", "Nf3", "Nc6"]);
        assert_eq!(result, "1-0");
        let (moves, result) = moves_of("1. 11-15 23-19 2. 9-14 *");
        assert_eq!(moves, ["11-15", "23-19", "9-14"]);
        assert_eq!(result, "*");
    }

    #[test]
    fn a_pdn_a_pgn_and_an_sgf_read_back() {
        let pdn = registry::find("english-draughts")
            .unwrap()
            .record(
                &BTreeMap::new(),
                &["11-15".into(), "23-19".into()],
                &RecordTags::default(),
            )
            .unwrap();
        let replay = read_any(&pdn.text).unwrap();
        assert_eq!(replay.record.game, "english-draughts");
        assert_eq!(replay.record.moves, ["11-15", "23-19"]);
        let pgn = crate::chess::pgn("vinciperdi", &["e3", "b5"]).unwrap();
        assert_eq!(read_any(&pgn).unwrap().record.game, "vinciperdi");
        let wrong = pgn.replace("b5", "b4b4");
        assert!(matches!(read_any(&wrong), Err(ReadError::Move { index: 1, .. })));
        assert_eq!(read_any("(;GM[1]SZ[9];B[ee])").unwrap().record.moves, ["e5"]);
        assert!(read_any("hello").is_err());
    }
}
