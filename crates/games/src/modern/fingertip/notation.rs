//! Move texts: `JW R` (a tile, then the end), the opening tile alone
//! (`JW`), `pass`, and the deal's throws (`JW:2`: the tile, and the seat
//! it goes to, from 1); picker steps; customary forms; refusals that say
//! why.

use super::chain::{Chain, Side};
use super::material::Material;
use super::state::FState;
use super::tile::Tile;
use super::{FMove, Fingertip};
use crate::notation::{MoveError, normalize};
use crate::{Message, Rules};

/// The picker steps, whose concatenation is the canonical text: a tile,
/// then its end. `to` is the seat a tile dealt now goes to.
pub fn steps(mv: FMove, to: u8) -> Vec<String> {
    match mv {
        FMove::Deal(t) => vec![format!("{}:{}", t.text(), to + 1)],
        FMove::Open(t) => vec![t.text()],
        FMove::Lay(t, side) => vec![t.text(), format!(" {}", side.letter())],
        FMove::Pass => vec!["pass".into()],
        FMove::Draw => vec!["draw".into()],
    }
}

/// The canonical text of `mv` (`to`: as for [`steps`]).
pub fn format(mv: FMove, to: u8) -> String {
    steps(mv, to).concat()
}

/// A tile typed as its two letters together (`JW`, `wj`), as two letters
/// apart, or as two material names (`jute wood`, `iuta-legno`); with the
/// words of the rest of the text.
fn read_tile(words: &[&str]) -> Option<(Tile, usize)> {
    let first = words.first()?;
    if let Some(t) = Tile::read(first) {
        return Some((t, 1));
    }
    let one = |w: &str| {
        let mut c = w.chars();
        match (c.next(), c.next()) {
            (Some(ch), None) => Material::from_letter(ch),
            _ => Material::from_word(w),
        }
    };
    // `jute-wood`, `iuta-legno` as one word.
    if let Some((a, b)) = first.split_once('-')
        && let (Some(a), Some(b)) = (one(a), one(b))
    {
        return Some((Tile::new(a, b), 1));
    }
    let a = one(first)?;
    let b = one(words.get(1)?)?;
    Some((Tile::new(a, b), 2))
}

/// A typed move read as a tile and maybe an end, whatever its form:
/// `JW R`, `wj r`, `JW D` (destra), `jute wood right`, `iuta legno sinistra`.
pub fn read(text: &str) -> Option<(Tile, Option<Side>)> {
    let lower = text
        .trim()
        .to_lowercase()
        .replace("carta vetrata", "cartavetrata");
    let spaced = lower.replace(['-', ':', ','], " ");
    let words: Vec<&str> = lower.split_whitespace().collect();
    let split: Vec<&str> = spaced.split_whitespace().collect();
    for words in [words, split] {
        let Some((tile, used)) = read_tile(&words) else {
            continue;
        };
        match &words[used..] {
            [] => return Some((tile, None)),
            [side] => {
                if let Some(side) = Side::read(side) {
                    return Some((tile, Some(side)));
                }
            }
            _ => {}
        }
    }
    // `JWR`: the letters and the end written together.
    let squeezed = normalize(text);
    if squeezed.len() == 3 && squeezed.is_ascii() {
        let (tile, side) = squeezed.split_at(2);
        if let (Some(t), Some(s)) = (Tile::read(tile), Side::read(side)) {
            return Some((t, Some(s)));
        }
    }
    None
}

/// The canonical text a typed move stands for in `state`, when it reads
/// as a tile (the end dropped for the opening tile, which has none).
pub fn canonical(state: &FState, text: &str) -> Option<String> {
    canonical_on(&state.chain, text)
}

/// As [`canonical`], before the line `chain`.
pub fn canonical_on(chain: &Chain, text: &str) -> Option<String> {
    let (tile, side) = read(text)?;
    Some(match (chain.is_empty(), side) {
        (true, _) | (false, None) => tile.text(),
        (false, Some(side)) => format!("{} {}", tile.text(), side.letter()),
    })
}

/// The legal moves as texts, for refusals.
fn legal_list(rules: &Fingertip, state: &FState) -> String {
    join(rules.legal_vec(state).into_iter().map(|m| format(m, 0)).collect())
}

/// Move texts joined for a refusal, `—` for none.
pub fn join(texts: Vec<String>) -> String {
    if texts.is_empty() {
        "—".into()
    } else {
        texts.join(", ")
    }
}

/// Why `text` is no legal move here.
pub fn diagnose(rules: &Fingertip, state: &FState, text: &str) -> MoveError {
    let hand = state.hands[usize::from(state.to_move)];
    refuse(text, hand, &state.chain, Legal::Listed(legal_list(rules, state)))
}

/// What a refusal says of the legal moves.
pub enum Legal {
    /// Their texts (Colour Domino: every hand is open).
    Listed(String),
    /// Where to find them: a refusal is read by the whole table, and
    /// Touch Domino's legal moves would tell the hand.
    InView,
}

impl Legal {
    fn said(&self, message: Message) -> Message {
        match self {
            Legal::Listed(texts) => message.code("legal", texts.clone()),
            Legal::InView => message.part("legal", Message::new("fingertip-legal-in-view")),
        }
    }
}

/// Why `text` is refused to a player holding `hand` before `chain`, whose
/// legal moves `legal` says: shared by both rule sets.
pub fn refuse(text: &str, hand: u32, chain: &Chain, legal: Legal) -> MoveError {
    let expected = || Message::new("fingertip-notation").code("example", "JW R");
    let word = normalize(text);
    if word == "pass" || word == "passa" {
        return MoveError::illegal(text, legal.said(Message::new("fingertip-no-pass")));
    }
    if word == "draw" || word == "pesca" {
        return MoveError::illegal(text, legal.said(Message::new("fingertip-no-draw")));
    }
    let Some((tile, side)) = read(text) else {
        return MoveError::not_a_move(text, expected());
    };
    // A hidden hand: "not in your hand" and "does not fit" would tell the
    // table whether the player holds the tile; one answer for both.
    if matches!(legal, Legal::InView) && chain.mask() & tile.bit() == 0 {
        let why = Message::new("fingertip-not-here").code("tile", tile.text());
        return MoveError::illegal(text, legal.said(why));
    }
    if hand & tile.bit() == 0 {
        let why = if chain.mask() & tile.bit() != 0 {
            Message::new("fingertip-on-table").code("tile", tile.text())
        } else {
            Message::new("fingertip-not-yours").code("tile", tile.text())
        };
        return MoveError::illegal(text, legal.said(why));
    }
    let sides: Vec<Side> = side.map_or_else(|| Side::BOTH.to_vec(), |s| vec![s]);
    let end = |s: Side| chain.end(s).map(|m| m.letter().to_string()).unwrap_or_default();
    let open = format!("{} … {}", end(Side::Left), end(Side::Right));
    let why = if sides.len() == 1 {
        Message::new("fingertip-no-fit-side")
            .code("tile", tile.text())
            .code("side", sides[0].letter().to_string())
            .code("end", end(sides[0]))
    } else {
        Message::new("fingertip-no-fit")
            .code("tile", tile.text())
            .code("ends", open)
    };
    MoveError::illegal(text, legal.said(why))
}
