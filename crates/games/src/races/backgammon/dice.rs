//! The dice: the opening throw (one die each, ties thrown again) and the
//! ordinary throw of two dice, as chance outcomes with integer weights; and
//! how throws are written.

use super::BgMove;
use crate::notation::normalize;

/// The opening throw: the 30 ordered pairs (White's die, Black's die) of
/// different faces, equally likely (a tie is thrown again).
pub fn opening_outcomes(out: &mut Vec<(BgMove, u32)>) {
    for w in 1..=6 {
        for b in 1..=6 {
            if w != b {
                out.push((BgMove::Opening(w, b), 1));
            }
        }
    }
}

/// The 21 distinct throws of two dice, larger die first: a double has
/// weight 1 (one way in 36), the others 2.
pub fn throw_outcomes(out: &mut Vec<(BgMove, u32)>) {
    for a in 1..=6 {
        for b in 1..=a {
            out.push((BgMove::Throw(a, b), if a == b { 1 } else { 2 }));
        }
    }
}

/// The canonical text of two dice: `roll 6-1`.
pub fn throw_text(a: u8, b: u8) -> String {
    format!("roll {a}-{b}")
}

/// Reads a throw: `roll 6-1`, `6-1`, `6 1`, `61`, in the order given.
pub fn read_throw(text: &str) -> Option<(u8, u8)> {
    let t = normalize(text);
    let t = t.strip_prefix("roll").unwrap_or(&t);
    let digits: Vec<u8> = t
        .chars()
        .filter(|c| !matches!(c, '-' | ',' | '/'))
        .map(|c| c.to_digit(10).and_then(|d| u8::try_from(d).ok()))
        .collect::<Option<Vec<u8>>>()?;
    match digits[..] {
        [a, b] if (1..=6).contains(&a) && (1..=6).contains(&b) => Some((a, b)),
        _ => None,
    }
}
