//! PDN export: a game's moves as Portable Draughts Notation.
//!
//! The tags are the seven of the PDN standard plus `GameType` (FMJD's table:
//! 20 international, used for Polish draughts; 21 English; 22 Italian; 25
//! Russian; 30 Turkish). Alquerque has no PDN game type: its export carries
//! `[Variant "…"]` instead. Moves are written in canonical notation, with
//! the rule set's PDN capture separator (`:` for Russian draughts), numbered
//! by full moves; the result closes the movetext.

use std::collections::BTreeMap;

use crate::record::{RecordError, RecordTags, push_movetext, seven_tags};
use crate::{DynGame, Seat, Status, registry};

use super::{RuleSet, Variant, alquerque, english, italian, polish, russian, turkish};

/// Every rule set of the family.
const FAMILY: [fn() -> &'static Variant; 7] = [
    <alquerque::Bell as RuleSet>::variant,
    <alquerque::Pritchard as RuleSet>::variant,
    <english::English as RuleSet>::variant,
    <italian::Italian as RuleSet>::variant,
    <polish::Polish as RuleSet>::variant,
    <russian::Russian as RuleSet>::variant,
    <turkish::Turkish as RuleSet>::variant,
];

/// The rule set of a draughts slug (or any of its names).
fn variant_of(name: &str) -> Option<&'static Variant> {
    let slug = registry::find(name)?.info().slug;
    FAMILY.iter().map(|v| v()).find(|v| v.info.slug == slug)
}

/// `moves` (as played, any accepted notation) of a game of the draughts rule
/// set `slug` (or any of its names), as PDN with `?` tags.
///
/// ```
/// let pdn = games::draughts::pdn("english-draughts", &["11-15", "23-19"]).unwrap();
/// assert!(pdn.contains("[GameType \"21\"]"));
/// assert!(pdn.ends_with("1. 11-15 23-19 *\n"));
/// ```
///
/// # Errors
/// An unknown or non-draughts slug, or a move that does not play.
pub fn pdn(slug: &str, moves: &[impl AsRef<str>]) -> Result<String, RecordError> {
    pdn_with(slug, moves, &RecordTags::default())
}

/// As [`pdn`], with tag values.
///
/// # Errors
/// An unknown or non-draughts slug, or a move that does not play.
pub fn pdn_with(slug: &str, moves: &[impl AsRef<str>], tags: &RecordTags) -> Result<String, RecordError> {
    let clipped = || crate::notation::clip(slug);
    let variant = variant_of(slug).ok_or_else(|| RecordError::NoFormat(clipped()))?;
    let mut game: Box<dyn DynGame> =
        registry::start(variant.info.slug, &BTreeMap::new()).map_err(|_| RecordError::NoFormat(clipped()))?;
    for (index, text) in moves.iter().enumerate() {
        game.play(text.as_ref()).map_err(|e| RecordError::BadMove {
            index,
            error: e.to_string(),
        })?;
    }
    // Seat 0 moves first; White is seat 0 unless Black starts (English).
    let black_first = variant.start.starts_with('B');
    let winner = match game.status() {
        Status::Over(outcome) => Some(outcome.winner),
        _ => tags.ended,
    };
    let result = match winner {
        None => "*",
        Some(None) => "1/2-1/2",
        Some(Some(seat)) => {
            let white_won = (seat == Seat::FIRST) != black_first;
            if white_won { "1-0" } else { "0-1" }
        }
    };
    let mut out = seven_tags(tags, result);
    let mut push_tag = |name: &str, value: String| out.push_str(&format!("[{name} \"{value}\"]\n"));
    match variant.pdn_game_type {
        Some(game_type) => push_tag("GameType", game_type.to_string()),
        None => push_tag("Variant", variant.info.slug.to_string()),
    }
    out.push('\n');
    let mut words: Vec<String> = Vec::new();
    for (i, text) in game.history().iter().enumerate() {
        if i % 2 == 0 {
            words.push(format!("{}.", i / 2 + 1));
        }
        words.push(text.replace('x', &variant.pdn_capture.to_string()));
    }
    words.push(result.to_string());
    push_movetext(&mut out, &words);
    Ok(out)
}
