//! Reading the `key:value` position texts of the race games: every game of
//! the family writes its position as space-separated fields in a fixed
//! order, so one reader splits them and names what is missing.

use std::str::FromStr;

use crate::PositionError;

/// The values of `text`'s fields, which must be exactly `keys` in that
/// order (a key may repeat). `example` is a whole position, quoted in the
/// refusal so the reader sees the expected shape.
pub(crate) fn split<'a, const N: usize>(
    text: &'a str,
    keys: [&str; N],
    example: &str,
) -> Result<[&'a str; N], PositionError> {
    let values = split_list(text, &keys, example)?;
    let mut out = [""; N];
    out.copy_from_slice(&values);
    Ok(out)
}

/// [`split`] for a number of fields known only at run time (one per seat).
pub(crate) fn split_list<'a>(
    text: &'a str,
    keys: &[&str],
    example: &str,
) -> Result<Vec<&'a str>, PositionError> {
    let shape = |what: String| PositionError::new(format!("{what}; a position looks like '{example}'"));
    let parts: Vec<&str> = text.split_whitespace().collect();
    if parts.len() != keys.len() {
        return Err(shape(format!(
            "expected {} space-separated fields ({}:), found {}",
            keys.len(),
            keys.join(":, "),
            parts.len()
        )));
    }
    parts
        .iter()
        .zip(keys)
        .enumerate()
        .map(|(i, (part, key))| match part.split_once(':') {
            Some((k, v)) if k == *key => Ok(v),
            _ => Err(shape(format!(
                "field {} should be '{key}:…', found '{part}'",
                i + 1
            ))),
        })
        .collect()
}

/// A number of field `key`.
pub(crate) fn number<T: FromStr>(value: &str, key: &str) -> Result<T, PositionError> {
    value
        .parse()
        .map_err(|_| PositionError::new(format!("{key}:{value}: expected a number")))
}

/// Refuses a `ply` past `max_plies`: the game would already have ended.
pub(crate) fn within_cap(ply: u32, max_plies: u32) -> Result<(), PositionError> {
    if ply > max_plies {
        return Err(PositionError::new(format!(
            "ply:{ply}: the game ends at {max_plies}"
        )));
    }
    Ok(())
}

/// The two numbers `a,b` of field `key`, one per seat.
pub(crate) fn pair<T: FromStr>(value: &str, key: &str) -> Result<[T; 2], PositionError> {
    let bad = || PositionError::new(format!("{key}:{value}: expected two numbers 'a,b', one per seat"));
    let (a, b) = value.split_once(',').ok_or_else(bad)?;
    Ok([a.parse().map_err(|_| bad())?, b.parse().map_err(|_| bad())?])
}

/// The seat named `value` in field `key`, among `names` (lower case).
pub(crate) fn seat(value: &str, key: &str, names: &[&str]) -> Result<crate::Seat, PositionError> {
    names
        .iter()
        .position(|n| n.eq_ignore_ascii_case(value))
        .map(|i| crate::Seat(i as u8))
        .ok_or_else(|| {
            PositionError::new(format!(
                "{key}:{value}: expected one of {}",
                names
                    .iter()
                    .map(|n| n.to_lowercase())
                    .collect::<Vec<_>>()
                    .join(", ")
            ))
        })
}

/// The items of a list field (`-` for none), comma separated.
pub(crate) fn list(value: &str) -> Vec<&str> {
    if value == "-" {
        Vec::new()
    } else {
        value.split(',').collect()
    }
}
