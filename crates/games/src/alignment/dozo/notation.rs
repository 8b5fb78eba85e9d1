//! Dozo's move texts: the colour's letter and the cell (`r D3`); picker
//! steps; the customary forms; refusals that say why.

use super::board::{self, name, read};
use super::{COLOURS, DMove, Dozo, DozoState, LETTERS, colour_word};
use crate::Message;
use crate::notation::{MoveError, normalize};

/// The Italian words of the colours, by index.
const ITALIAN: [&str; 4] = ["rosso", "verde", "blu", "giallo"];

/// The canonical text of `mv`: `r D3`.
pub fn format(mv: DMove) -> String {
    format!(
        "{} {}",
        LETTERS[usize::from(mv.colour)],
        name(usize::from(mv.cell))
    )
}

/// The picker steps: the colour (`r `), the row (`D`), the number (`3`).
pub fn steps(mv: DMove) -> Vec<String> {
    let cell = name(usize::from(mv.cell));
    vec![
        format!("{} ", LETTERS[usize::from(mv.colour)]),
        cell[..1].to_string(),
        cell[1..].to_string(),
    ]
}

/// Other forms: the colour as a word in English or Italian, and the
/// Italian `v` for green.
pub fn aliases(mv: DMove) -> Vec<String> {
    let c = usize::from(mv.colour);
    let cell = name(usize::from(mv.cell));
    let mut out = vec![format!("{} {cell}", COLOURS[c]), format!("{} {cell}", ITALIAN[c])];
    if c == 1 {
        out.push(format!("v {cell}"));
    }
    out
}

/// The colour a normalized text starts with (a word or a letter), and the
/// rest.
fn colour_of(typed: &str) -> Option<(usize, &str)> {
    let mut forms: Vec<(&str, usize)> = vec![("v", 1)];
    for c in 0..4 {
        forms.extend([(COLOURS[c], c), (ITALIAN[c], c), (LETTER_TEXTS[c], c)]);
    }
    // Longest first, so `blu` is not read as `b` then `lu`.
    forms.sort_by_key(|(f, _)| std::cmp::Reverse(f.len()));
    forms
        .into_iter()
        .find_map(|(form, c)| typed.strip_prefix(form).map(|rest| (c, rest)))
}

/// The colours' letters as texts, by index.
const LETTER_TEXTS: [&str; 4] = ["r", "g", "b", "y"];

/// Why `text` is refused.
pub fn diagnose(_rules: &Dozo, state: &DozoState, text: &str) -> MoveError {
    let typed = normalize(text);
    let empty = board::ALL & !state.filled();
    let illegal = |reason: Message| MoveError::illegal(text, reason);
    let Some((colour, rest)) = colour_of(&typed) else {
        if let Some(cell) = read(&typed) {
            return MoveError::not_a_move(text, Message::new("dozo-no-colour").code("cell", name(cell)));
        }
        return MoveError::not_a_move(text, Message::new("dozo-notation"));
    };
    let Some(cell) = read(rest) else {
        return MoveError::not_a_move(text, Message::new("dozo-notation"));
    };
    if state.over() {
        return illegal(Message::new("dozo-over"));
    }
    if empty >> cell & 1 == 0 {
        let on = state.colour_at(cell).unwrap_or(0);
        return illegal(
            Message::new("dozo-taken")
                .code("cell", name(cell))
                .part("colour", colour_word(on))
                .code("empty", board::names(empty, " ")),
        );
    }
    if state.supply(colour) == 0 {
        return illegal(Message::new("dozo-none-left").part("colour", colour_word(colour)));
    }
    // Every colour with discs left on every empty cell is legal: nothing
    // else can be wrong.
    illegal(Message::new("dozo-notation"))
}
