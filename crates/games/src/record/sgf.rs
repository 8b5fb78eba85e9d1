//! Reading a Go game back from SGF (FF\[4\], `GM[1]`): the one we write
//! (`alignment::go::sgf`) and those of other programs, main line only.
//!
//! The root gives the rule set (the one whose board has `SZ`) and its options (`KM`,
//! `RU`: `Japanese` and `Korean` count territory, anything else area; `HA`,
//! whose `AB` stones must be our handicap points). Each `B`/`W` node is a
//! stone or a pass (`[]`, or `[tt]` on boards up to 19). SGF has no
//! property for our counting phase, so the reader puts back what the
//! moves imply: after two passes, a stone played means the count was
//! disputed (by the first seat to answer, or by the second after the
//! first accepted, whichever gives the turn to the node's colour); moves
//! that end in the counting phase end with the count accepted. `RE` is
//! the result of a game the moves do not end (`B+R`, `W+T`, `0`); of one
//! they end, it must name the same winner.

use std::collections::BTreeMap;

use serde_json::Value;

use super::json::{self, JsonRecord, ReadError, Replay, ResultEntry, SeatEntry};
use super::{RecordFormat, RecordTags};
use crate::registry;
use crate::{DynGame, Seat, Status};

/// Go's point letters, without `i` (the engine's names).
const FILES: &[u8; 19] = b"abcdefghjklmnopqrst";

/// One node: its properties in order, each with its values.
type Node = Vec<(String, Vec<String>)>;

fn bad(why: impl Into<String>) -> ReadError {
    ReadError::NotARecord(format!("SGF: {}", why.into()))
}

/// The nodes of the first game tree's main line (the first variation at
/// each branch).
fn main_line(text: &str) -> Result<Vec<Node>, ReadError> {
    let mut chars = text.chars().peekable();
    let mut nodes: Vec<Node> = Vec::new();
    // Depth of `(`; once the main line's first variation closes, the rest
    // of its parent (other variations) is skipped.
    let mut depth = 0usize;
    let mut skipping_from: Option<usize> = None;
    let mut ident = String::new();
    while let Some(c) = chars.next() {
        match c {
            '(' => {
                depth += 1;
            }
            ')' => {
                if depth == 0 {
                    return Err(bad("a ')' closes nothing"));
                }
                if skipping_from.is_none() {
                    // The main line ends with its first closing variation.
                    skipping_from = Some(depth);
                }
                depth -= 1;
                if depth == 0 {
                    break;
                }
            }
            ';' if skipping_from.is_none() => nodes.push(Vec::new()),
            '[' => {
                let mut value = String::new();
                let mut escaped = false;
                loop {
                    let Some(v) = chars.next() else {
                        return Err(bad("a value is not closed with ']'"));
                    };
                    match v {
                        _ if escaped => {
                            escaped = false;
                            value.push(v);
                        }
                        '\\' => escaped = true,
                        ']' => break,
                        _ => value.push(v),
                    }
                }
                if skipping_from.is_some() {
                    ident.clear();
                } else {
                    let node = nodes
                        .last_mut()
                        .ok_or_else(|| bad("a property before the first ';'"))?;
                    if ident.is_empty() {
                        // Another value of the property before.
                        let last = node.last_mut().ok_or_else(|| bad("a value without a property"))?;
                        last.1.push(value);
                    } else {
                        node.push((std::mem::take(&mut ident), vec![value]));
                    }
                }
            }
            c if c.is_ascii_uppercase() => ident.push(c),
            // FF[3]'s lower-case letters in property names are ignored.
            c if c.is_ascii_lowercase() || c.is_whitespace() || c == ';' => {}
            other => return Err(bad(format!("'{other}' where a property was expected"))),
        }
    }
    if nodes.is_empty() {
        return Err(bad("no game tree '(;…)'"));
    }
    Ok(nodes)
}

/// The first value of property `id` in `node`.
fn prop<'a>(node: &'a Node, id: &str) -> Option<&'a str> {
    node.iter()
        .find(|(name, _)| name == id)
        .and_then(|(_, v)| v.first())
        .map(String::as_str)
}

/// A point in SGF letters on an `n`×`n` board as the engine's name; `None`
/// for a pass (`""`, or `tt` up to 19×19).
fn point(n: usize, letters: &str) -> Result<Option<String>, ReadError> {
    let bytes = letters.trim().as_bytes();
    if bytes.is_empty() || (n <= 19 && bytes == b"tt") {
        return Ok(None);
    }
    let [x, y] = bytes else {
        return Err(bad(format!("'{letters}' is not a point")));
    };
    let (file, row) = (
        usize::from(x.wrapping_sub(b'a')),
        usize::from(y.wrapping_sub(b'a')),
    );
    if file >= n || row >= n {
        return Err(bad(format!("'{letters}' is off the {n}×{n} board")));
    }
    Ok(Some(format!("{}{}", char::from(FILES[file]), n - row)))
}

/// The rule set and options the root names.
fn rule_set(root: &Node) -> Result<(&'static registry::Entry, usize, BTreeMap<String, Value>), ReadError> {
    if let Some(gm) = prop(root, "GM")
        && gm.trim() != "1"
    {
        return Err(bad(format!("GM[{gm}] is not Go (GM[1])")));
    }
    let size = prop(root, "SZ").unwrap_or("19").trim();
    let n: usize = size.parse().map_err(|_| bad(format!("SZ[{size}]")))?;
    // The rule set whose own SGF has this size: no list of Go boards kept.
    let mark = format!("SZ[{n}]");
    let entry = registry::GAMES
        .iter()
        .find(|entry| {
            entry
                .record(&BTreeMap::new(), &[], &RecordTags::default())
                .is_ok_and(|own| own.format == RecordFormat::Sgf && own.text.contains(&mark))
        })
        .ok_or_else(|| bad(format!("no Go of size {n} here")))?;
    let mut options = BTreeMap::new();
    if let Some(komi) = prop(root, "KM") {
        options.insert("komi".into(), Value::String(komi.trim().into()));
    }
    if let Some(rules) = prop(root, "RU") {
        let territory = ["japanese", "korean"].contains(&rules.trim().to_lowercase().as_str());
        let counting = if territory { "territory" } else { "area" };
        options.insert("counting".into(), Value::String(counting.into()));
    }
    if let Some(handicap) = prop(root, "HA") {
        let stones: i64 = handicap
            .trim()
            .parse()
            .map_err(|_| bad(format!("HA[{handicap}]")))?;
        options.insert("handicap".into(), Value::from(stones));
    }
    Ok((entry, n, options))
}

/// Whether the game is in its counting phase (the count to answer).
fn counting(game: &dyn DynGame) -> bool {
    game.legal().iter().any(|m| m == "accept")
}

/// Plays `word` and keeps it in `moves`.
fn play(game: &mut Box<dyn DynGame>, moves: &mut Vec<String>, word: &str) -> Result<(), ReadError> {
    let index = moves.len();
    let played = game.play(word).map_err(|e| ReadError::Move {
        index,
        text: crate::notation::clip(word),
        why: e.message(),
    })?;
    moves.push(played);
    Ok(())
}

/// Reads an SGF record of Go.
///
/// # Errors
/// Not SGF, not Go, a size or handicap we do not play, an illegal move,
/// a result the moves contradict.
pub fn read(text: &str) -> Result<Replay, ReadError> {
    let nodes = main_line(text)?;
    let root = &nodes[0];
    let (entry, n, options) = rule_set(root)?;
    let given = options
        .iter()
        .map(|(k, v)| {
            let value = match v {
                Value::Number(x) => crate::options::OptionValue::Int(x.as_i64().unwrap_or(0)),
                other => crate::options::OptionValue::Text(other.as_str().unwrap_or("").into()),
            };
            (k.clone(), value)
        })
        .collect();
    let mut game = entry.start(&given).map_err(|e| ReadError::Options(e.0))?;
    // The handicap stones, where given, must be ours.
    if let Some(stones) = root.iter().find(|(id, _)| id == "AB").map(|(_, v)| v) {
        let expected = prop(root, "HA")
            .unwrap_or("0")
            .trim()
            .parse::<usize>()
            .unwrap_or(0);
        if stones.len() != expected {
            return Err(bad(format!(
                "{} stones set up (AB) for a handicap of {expected}: only the standard handicap is read",
                stones.len()
            )));
        }
    }
    let mut moves = Vec::new();
    for node in &nodes {
        let Some((colour, value)) = node.iter().find(|(id, _)| id == "B" || id == "W").map(|(id, v)| {
            (
                if id == "B" { Seat(0) } else { Seat(1) },
                v.first().cloned().unwrap_or_default(),
            )
        }) else {
            continue;
        };
        let word = point(n, &value)?.unwrap_or_else(|| "pass".into());
        if counting(game.as_ref()) {
            // Play went on after two passes: the count was disputed.
            let answers: [&[&str]; 2] = [&["dispute"], &["accept", "dispute"]];
            let fits = answers.iter().find(|words| {
                let mut trial = game.clone_box();
                words.iter().all(|w| trial.play(w).is_ok()) && trial.status() == Status::ToMove(colour)
            });
            let words = fits.ok_or_else(|| {
                bad(format!(
                    "a move after the count, by the seat not to answer: {value}"
                ))
            })?;
            for w in words.iter() {
                play(&mut game, &mut moves, w)?;
            }
        }
        if game.status() != Status::ToMove(colour) {
            let side = if colour == Seat(0) { "Black" } else { "White" };
            return Err(bad(format!(
                "move {}: {side} plays [{value}] out of turn",
                moves.len() + 1
            )));
        }
        play(&mut game, &mut moves, &word)?;
    }
    // Moves that end at the count: the count was accepted.
    for _ in 0..2 {
        if counting(game.as_ref()) {
            play(&mut game, &mut moves, "accept")?;
        }
    }
    let re = prop(root, "RE").map(str::trim).unwrap_or("");
    let recorded_winner = match re.chars().next() {
        Some('B') | Some('b') => Some(Some(0u8)),
        Some('W') | Some('w') => Some(Some(1u8)),
        Some('0') | Some('D') | Some('d') => Some(None),
        _ => None,
    };
    let result = match game.status() {
        Status::Over(outcome) => {
            let replayed = ResultEntry::of_outcome(&outcome);
            if let (Some(winner), ResultEntry::Over { winner: ours, .. }) = (recorded_winner, &replayed)
                && winner != *ours
            {
                return Err(ReadError::Result {
                    recorded: re.into(),
                    replayed: match ours {
                        Some(0) => "Black wins".into(),
                        Some(_) => "White wins".into(),
                        None => "a draw".into(),
                    },
                });
            }
            replayed
        }
        _ => match recorded_winner {
            Some(winner) => ResultEntry::Over {
                winner,
                draw: winner.is_none(),
                ranks: None,
                scores: None,
                reason: "ended-outside-the-moves".into(),
                message: None,
            },
            None => ResultEntry::Unfinished,
        },
    };
    let info = entry.info();
    let text = |id: &str| {
        prop(root, id)
            .map(str::trim)
            .filter(|v| !v.is_empty())
            .map(String::from)
    };
    let seats = [("PB", 0u8), ("PW", 1u8)]
        .into_iter()
        .map(|(id, seat)| SeatEntry {
            seat,
            role: info.seat_name(Seat(seat)),
            player: text(id),
        })
        .collect();
    json::replay(JsonRecord {
        format: json::FORMAT.into(),
        game: info.slug.into(),
        catalog: Some(info.source.into()),
        tavolo: None,
        event: text("EV"),
        site: text("PC"),
        date: text("DT"),
        round: text("RO"),
        options,
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
    fn another_programs_sgf_reads_with_its_passes_comments_and_variations() {
        let text = "(;GM[1]FF[4]CA[UTF-8]SZ[9]KM[7]RU[Chinese]PB[Kuro]PW[Shiro \\] san]\
                    C[a comment; with (parens)]\n;B[ee]C[centre];W[cc]\n(;B[gg];W[tt];B[]\n)(;B[aa]))";
        let replay = read(text).unwrap();
        assert_eq!(replay.record.game, "go-9x9");
        assert_eq!(
            replay.record.moves,
            ["e5", "c7", "g3", "pass", "pass", "accept", "accept"]
        );
        assert_eq!(replay.record.seats[0].player.as_deref(), Some("Kuro"));
        assert_eq!(replay.record.seats[1].player.as_deref(), Some("Shiro ] san"));
        assert_eq!(replay.record.options["counting"], "area");
    }

    #[test]
    fn what_is_not_go_here_is_refused_clearly() {
        let no = |text: &str| read(text).err().map(|e| format!("{e:?}")).unwrap_or_default();
        assert!(no("(;GM[3]SZ[9])").contains("not Go"));
        assert!(no("(;GM[1]SZ[11])").contains("no Go of size 11"));
        assert_eq!(read("(;GM[1]SZ[13])").unwrap().record.game, "go-13x13");
        assert!(no("(;GM[1]SZ[9];B[zz])").contains("off the 9×9 board"));
        assert!(no("(;GM[1]SZ[9];W[ee])").contains("White plays [ee] out of turn"));
        assert!(no("(;GM[1]SZ[9];B[ee").contains("not closed") || no("(;GM[1]SZ[9];B[ee").contains("SGF"));
        assert!(no("(;GM[1]SZ[9]HA[2]AB[cc][gg][ee]PL[W])").contains("standard handicap"));
    }

    #[test]
    fn a_result_the_moves_contradict_is_refused() {
        // Two passes on an empty 9×9 board: White wins by komi when the
        // count is accepted.
        let ok = read("(;GM[1]SZ[9]KM[6.5]RE[W+6.5];B[];W[])").unwrap();
        assert!(matches!(ok.game.status(), Status::Over(_)));
        let wrong = read("(;GM[1]SZ[9]KM[6.5]RE[B+6.5];B[];W[])");
        assert!(matches!(wrong, Err(ReadError::Result { .. })), "{wrong:?}");
        let resigned = read("(;GM[1]SZ[9]RE[B+R];B[ee])").unwrap();
        assert!(matches!(
            resigned.record.result,
            ResultEntry::Over { winner: Some(0), .. }
        ));
    }
}
