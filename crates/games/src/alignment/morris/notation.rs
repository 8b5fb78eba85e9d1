//! Reading a turn: `d3`, `d3-e3`, with removals `xf4` appended.

use super::point_named;
use crate::notation::normalize;

/// Why a text is not a turn on the morris board.
pub enum ReadError {
    /// Not in the notation at all.
    Syntax,
    /// A square name that is not one of the 24 points.
    NotAPoint(String),
}

/// Reads a point name (a letter and digits) at `at`, moving past it.
///
/// # Errors
/// [`ReadError::Syntax`] without a letter and a digit, and
/// [`ReadError::NotAPoint`] for a name that is no point.
pub fn cell(chars: &[char], at: &mut usize) -> Result<u8, ReadError> {
    let letter = chars
        .get(*at)
        .filter(|c| c.is_ascii_lowercase())
        .ok_or(ReadError::Syntax)?;
    let mut written = letter.to_string();
    *at += 1;
    while let Some(d) = chars.get(*at).filter(|c| c.is_ascii_digit()) {
        written.push(*d);
        *at += 1;
    }
    if written.len() == 1 {
        return Err(ReadError::Syntax);
    }
    point_named(&written).ok_or(ReadError::NotAPoint(written))
}

/// Reads `d3`, `d3-e3`, each optionally followed by removals `xf4`, without
/// checking legality. Several removals are read so that they can be refused
/// with a reason.
///
/// # Errors
/// See [`ReadError`].
pub fn read(text: &str) -> Result<(Option<u8>, u8, Vec<u8>), ReadError> {
    let text = normalize(text);
    let chars: Vec<char> = text.chars().collect();
    if chars.is_empty() || chars.len() > 40 {
        return Err(ReadError::Syntax);
    }
    let mut at = 0;
    let first = cell(&chars, &mut at)?;
    let (from, to) = if chars.get(at) == Some(&'-') {
        at += 1;
        (Some(first), cell(&chars, &mut at)?)
    } else {
        (None, first)
    };
    let mut removes = Vec::new();
    while chars.get(at) == Some(&'x') {
        at += 1;
        removes.push(cell(&chars, &mut at)?);
    }
    if at != chars.len() {
        return Err(ReadError::Syntax);
    }
    Ok((from, to, removes))
}
