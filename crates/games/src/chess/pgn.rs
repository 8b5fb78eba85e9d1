//! PGN export: a game's moves as Portable Game Notation.
//!
//! The seven tags of the standard roster, plus `Variant` for every rule set
//! (`Antichess` for Vinciperdi, as lichess writes it; `Progressive`,
//! `Italian progressive` and `Progressive antichess` for the progressive
//! ones; `Neo Chess`, whose drops are written `N@e4` as Crazyhouse's).
//! Moves are written in canonical SAN. Orthodox games number full moves
//! (`1. e4 e5`); progressive ones number series, each series one number
//! followed by all its moves (`1. e4 2. e5 Qh4#`), the form the progressive
//! chess literature prints. The result closes the movetext.

use crate::record::{RecordError, RecordTags, push_movetext, seven_tags};
use crate::{Rules, Seat, Status};

use super::neo::Neo;
use super::progressive::{Italian, Losing, Scottish};
use super::vinciperdi::VinciperdiRules;
use super::{Engine, Variant};

/// `moves` (as played, any accepted notation) of a game of the chess rule
/// set `slug` (or any of its names), as PGN with `?` tags.
///
/// ```
/// let pgn = games::chess::pgn("progressive-chess", &["e4", "e5", "Qh4"]).unwrap();
/// assert!(pgn.contains("[Variant \"Progressive\"]"));
/// assert!(pgn.ends_with("1. e4 2. e5 Qh4 *\n"));
/// ```
///
/// # Errors
/// An unknown or non-chess slug, or a move that does not play.
pub fn pgn(slug: &str, moves: &[impl AsRef<str>]) -> Result<String, RecordError> {
    pgn_with(slug, moves, &RecordTags::default())
}

/// As [`pgn`], with tag values (the draughts export's tags, shared).
///
/// # Errors
/// An unknown or non-chess slug, or a move that does not play.
pub fn pgn_with(slug: &str, moves: &[impl AsRef<str>], tags: &RecordTags) -> Result<String, RecordError> {
    let slug = crate::registry::find(slug).map_or(slug, |e| e.info().slug);
    match slug {
        "vinciperdi" => export::<VinciperdiRules>(moves, tags),
        "progressive-chess" => export::<Scottish>(moves, tags),
        "italian-progressive-chess" => export::<Italian>(moves, tags),
        "progressive-vinciperdi" => export::<Losing>(moves, tags),
        "neo-chess" => export::<Neo>(moves, tags),
        _ => Err(RecordError::NoFormat(crate::notation::clip(slug))),
    }
}

fn export<V: Variant>(moves: &[impl AsRef<str>], tags: &RecordTags) -> Result<String, RecordError> {
    let rules = Engine::<V>::rules();
    let mut state = rules.initial();
    // Each move's text, with the number to write before it, if any.
    let mut words: Vec<String> = Vec::new();
    for (index, text) in moves.iter().enumerate() {
        let (series, done) = Engine::<V>::series(&state);
        let mv = rules
            .parse_move(&state, text.as_ref())
            .map_err(|e| RecordError::BadMove {
                index,
                error: e.to_string(),
            })?;
        if V::PROGRESSIVE {
            if done == 0 {
                words.push(format!("{series}."));
            }
        } else if index.is_multiple_of(2) {
            words.push(format!("{}.", index / 2 + 1));
        }
        words.push(rules.format_move(&state, &mv));
        rules.apply(&mut state, &mv);
    }
    let winner = match rules.status(&state) {
        Status::Over(outcome) => Some(outcome.winner),
        _ => tags.ended,
    };
    let result = match winner {
        None => "*",
        Some(None) => "1/2-1/2",
        Some(Some(seat)) if seat == Seat::FIRST => "1-0",
        Some(Some(_)) => "0-1",
    };
    let mut out = seven_tags(tags, result);
    let mut push_tag = |name: &str, value: String| out.push_str(&format!("[{name} \"{value}\"]\n"));
    if let Some(variant) = V::PGN_VARIANT {
        push_tag("Variant", variant.to_string());
    }
    out.push('\n');
    words.push(result.to_string());
    push_movetext(&mut out, &words);
    Ok(out)
}
