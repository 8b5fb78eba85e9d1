//! Look's move texts: `a1 a2` (the two cells), the puzzle's words, the
//! throws' words; picker steps; customary forms; refusals that say why.

use super::board::{GRID, TILE_COLOURS, adjacent, name, tile_of, tile_word};
use super::{LMove, LookRules, LookState, Mode, RuleSet};
use crate::notation::{MoveError, normalize};
use crate::{Message, Rules};

/// The canonical text of `mv`.
pub fn format(mv: LMove) -> String {
    steps(mv).concat()
}

/// The picker steps: a placement's first cell, then its second.
pub fn steps(mv: LMove) -> Vec<String> {
    match mv {
        LMove::Token(colour) => vec![colour.word().into()],
        LMove::Draw(tile) => vec![tile_word(tile)],
        LMove::Place(a, b) => vec![format!("{} ", name(usize::from(a))), name(usize::from(b))],
        LMove::Claim(true) => vec!["claim-yes".into()],
        LMove::Claim(false) => vec!["claim-no".into()],
        LMove::Dispute => vec!["dispute".into()],
        LMove::Accept => vec!["accept".into()],
    }
}

/// Other forms: the cells the other way round or with a dash, the claim
/// as the catalog writes it (`claim yes`) or alone (`yes`).
pub fn aliases(mv: LMove) -> Vec<String> {
    match mv {
        LMove::Place(a, b) => {
            let (a, b) = (name(usize::from(a)), name(usize::from(b)));
            vec![format!("{b} {a}"), format!("{a}-{b}"), format!("{b}-{a}")]
        }
        LMove::Claim(true) => vec![
            "claim yes".into(),
            "yes".into(),
            "si può fare".into(),
            "sì".into(),
            "si".into(),
        ],
        LMove::Claim(false) => vec!["claim no".into(), "no".into(), "non si può".into()],
        LMove::Dispute => vec!["contesta".into()],
        LMove::Accept => vec!["accetta".into()],
        // The Italian words, as an Italian page writes its throws.
        LMove::Token(colour) => vec![colour.letter().to_string(), italian(colour).into()],
        LMove::Draw(tile) => {
            let (a, b) = TILE_COLOURS[usize::from(tile)];
            vec![format!("{}-{}", italian(a), italian(b))]
        }
    }
}

/// A colour's Italian word.
fn italian(colour: super::Colour) -> &'static str {
    ["verde", "rosso", "giallo", "blu"][colour.index()]
}

/// A cell's name at the start of `text`, and the rest.
fn cell(text: &str) -> Option<(usize, &str)> {
    let (head, rest) = crate::notation::leading_square_name(text)?;
    Some((GRID.read(head).ok()?, rest))
}

/// Two cell names, with a dash or nothing between them.
fn two_cells(text: &str) -> Option<(usize, usize)> {
    let (a, rest) = cell(text)?;
    let rest = rest.strip_prefix('-').unwrap_or(rest);
    let (b, tail) = cell(rest)?;
    tail.is_empty().then_some((a, b))
}

/// The legal moves, as texts.
fn legal_list<S: RuleSet>(rules: &LookRules<S>, state: &LookState) -> String {
    let texts: Vec<String> = rules.legal_vec(state).into_iter().map(format).collect();
    if texts.is_empty() {
        "—".into()
    } else {
        texts.join(", ")
    }
}

/// Why `text` is refused.
pub fn diagnose<S: RuleSet>(rules: &LookRules<S>, state: &LookState, text: &str) -> MoveError {
    let legal = legal_list(rules, state);
    let illegal = |reason: Message| MoveError::illegal(text, reason.code("legal", legal.clone()));
    let wanted = normalize(text);
    let puzzle = rules.mode() == Mode::Puzzle;
    let word = matches!(
        wanted.as_str(),
        "claim-yes" | "claimyes" | "yes" | "claim-no" | "claimno" | "no" | "dispute" | "accept"
    );
    if word {
        return illegal(if puzzle {
            Message::new("look-not-now")
        } else {
            Message::new("look-no-claims")
        });
    }
    let Some((a, b)) = two_cells(&wanted) else {
        let expected = if puzzle {
            Message::new("look-notation-puzzle")
        } else {
            Message::new("look-notation")
        };
        return MoveError::not_a_move(text, expected);
    };
    if puzzle {
        return illegal(Message::new("look-no-tiles"));
    }
    let (lo, hi) = (a.min(b), a.max(b));
    let pair = format!("{} {}", name(lo), name(hi));
    if a == b || !adjacent(a, b) {
        return illegal(Message::new("look-not-adjacent").code("cells", pair));
    }
    if let Some(c) = [a, b].into_iter().find(|&c| state.cover(c).is_some()) {
        return illegal(Message::new("look-covered").code("cell", name(c)));
    }
    let (Some(x), Some(y)) = (state.token(a), state.token(b)) else {
        return illegal(Message::new("look-not-legal"));
    };
    let Some(tile) = tile_of(x, y) else {
        return illegal(
            Message::new("look-same-colour")
                .code("cells", pair)
                .code("colour", x.word()),
        );
    };
    if state.used() & (1 << tile) != 0 {
        return illegal(with_tile(Message::new("look-tile-used"), "", tile));
    }
    if let Some(drawn) = state.drawn().filter(|&d| d != tile) {
        return illegal(with_tile(
            with_tile(Message::new("look-not-drawn"), "", tile),
            "drawn-",
            drawn,
        ));
    }
    illegal(Message::new("look-not-legal"))
}

/// `message` with a tile's two colours as the codes `a` and `b` (or
/// `drawn-a` and `drawn-b`), worded by each language's catalogue.
pub fn with_tile(message: Message, prefix: &'static str, tile: u8) -> Message {
    let (a, b) = TILE_COLOURS[usize::from(tile)];
    match prefix {
        "" => message.code("a", a.word()).code("b", b.word()),
        _ => message.code("drawn-a", a.word()).code("drawn-b", b.word()),
    }
}
