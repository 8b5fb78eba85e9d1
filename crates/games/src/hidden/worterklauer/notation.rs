//! Move texts (the catalog's): `word H c4 MORO` (across) or `word V c8
//! CASA` (down) from the first letter, `swap f4 E`, `add b4 A`, each with
//! `!` at the end to claim a steal the word list denies, `done`, and the
//! opponent's `accept` or `reject`. Throws: `roll 4`, `draw E` (the table
//! reads `draw ?`). Read too: the Italian words (`parola`, `cambia`,
//! `aggiungi`, `fatto`, `accetto`, `rifiuto`), `O` (orizzontale) for `H`,
//! any case, with or without spaces, and a leading `/`.
//!
//! Picker steps: the command, the direction, the file, the rank, then one
//! letter at a time and the `!`, so no step offers more than 25 choices
//! (there are 26 letters, and a letter swapped in is never the one there).

use super::board::{Dir, GRID, Word, capital};
use super::state::Phase;
use super::{WMove, Worterklauer};
use crate::match_text;
use crate::notation::{MoveError, normalize};
use crate::{Message, Rules, Status};

/// The canonical text of `mv`.
pub fn format(mv: &WMove) -> String {
    steps(mv).concat()
}

fn cell_steps(cell: u8) -> [String; 2] {
    let name = GRID.name(usize::from(cell));
    let (file, rank) = name.split_at(1);
    [file.to_string(), format!("{rank} ")]
}

fn bang(claim: bool) -> Option<String> {
    claim.then(|| "!".to_string())
}

/// `mv` split into picker steps.
pub fn steps(mv: &WMove) -> Vec<String> {
    match *mv {
        WMove::Roll(n) => vec![format!("roll {n}")],
        WMove::Draw(l) => vec![format!("draw {}", capital(l))],
        WMove::Word {
            dir,
            start,
            word,
            claim,
        } => {
            let mut s = vec!["word ".to_string(), format!("{} ", dir.letter())];
            s.extend(cell_steps(start));
            s.extend(word.as_slice().iter().map(|&l| capital(l).to_string()));
            s.extend(bang(claim));
            s
        }
        WMove::Swap { cell, letter, claim } | WMove::Add { cell, letter, claim } => {
            let head = if matches!(mv, WMove::Swap { .. }) {
                "swap "
            } else {
                "add "
            };
            let mut s = vec![head.to_string()];
            s.extend(cell_steps(cell));
            s.push(capital(letter).to_string());
            s.extend(bang(claim));
            s
        }
        WMove::Done => vec!["done".into()],
        WMove::Accept => vec!["accept".into()],
        WMove::Reject => vec!["reject".into()],
    }
}

/// Other texts for the throws: the Italian words (`pesca E`, `tira 4`).
pub fn aliases(mv: &WMove) -> Vec<String> {
    match *mv {
        WMove::Roll(n) => vec![format!("tira {n}")],
        WMove::Draw(l) => vec![format!("pesca {}", capital(l))],
        _ => Vec::new(),
    }
}

/// A command read from a text, not yet checked against the position.
enum Read {
    Move(WMove),
    /// Looks like the start of a move: the picker's steps so far.
    Partial,
}

const WORD_HEADS: [&str; 3] = ["parola", "word", "w"];
const SWAP_HEADS: [&str; 3] = ["scambia", "cambia", "swap"];
const ADD_HEADS: [&str; 2] = ["aggiungi", "add"];

/// The cell named at the start of `t` (`c4`) and the rest.
fn cell(t: &str) -> Option<(u8, &str)> {
    let bytes = t.as_bytes();
    if bytes.len() < 2 || !(b'a'..=b'h').contains(&bytes[0]) || !(b'1'..=b'8').contains(&bytes[1]) {
        return None;
    }
    let c = usize::from(bytes[1] - b'1') * 8 + usize::from(bytes[0] - b'a');
    Some((c as u8, &t[2..]))
}

fn letters(t: &str) -> Option<Vec<u8>> {
    t.bytes()
        .map(|b| b.is_ascii_lowercase().then(|| b - b'a'))
        .collect()
}

/// Reads a text (already in normal form: lower case, no spaces).
fn read(t: &str) -> Option<Read> {
    let t = t.strip_prefix('/').unwrap_or(t);
    match t {
        "done" | "fatto" | "finito" | "fine" => return Some(Read::Move(WMove::Done)),
        "accept" | "accetto" | "accetta" => return Some(Read::Move(WMove::Accept)),
        "reject" | "rifiuto" | "rifiuta" => return Some(Read::Move(WMove::Reject)),
        _ => {}
    }
    let (body, claim) = match t.strip_suffix('!') {
        Some(b) => (b, true),
        None => (t, false),
    };
    if let Some(rest) = WORD_HEADS.iter().find_map(|h| body.strip_prefix(h)) {
        let Some(d) = rest.chars().next() else {
            return Some(Read::Partial);
        };
        let dir = match d {
            'h' | 'o' => Dir::Across,
            'v' => Dir::Down,
            _ => return None,
        };
        let Some((start, rest)) = cell(&rest[1..]) else {
            return Some(Read::Partial);
        };
        let word = letters(rest)?;
        if word.len() < 2 || word.len() > 8 {
            return if word.len() < 2 { Some(Read::Partial) } else { None };
        }
        return Some(Read::Move(WMove::Word {
            dir,
            start,
            word: Word::of(&word),
            claim,
        }));
    }
    for (heads, swap) in [(&SWAP_HEADS[..], true), (&ADD_HEADS[..], false)] {
        if let Some(rest) = heads.iter().find_map(|h| body.strip_prefix(h)) {
            let Some((cell, rest)) = cell(rest) else {
                return Some(Read::Partial);
            };
            let word = letters(rest)?;
            return match word.as_slice() {
                [] => Some(Read::Partial),
                &[letter] => Some(Read::Move(if swap {
                    WMove::Swap { cell, letter, claim }
                } else {
                    WMove::Add { cell, letter, claim }
                })),
                _ => None,
            };
        }
    }
    None
}

/// Text → move. Actions are read and checked directly (a turn has far
/// too many to list for every text); the beginning of a move (a picker's
/// steps) and throws go to the generic matcher.
pub fn parse(rules: &Worterklauer, state: &super::WState, text: &str) -> Result<WMove, MoveError> {
    if !matches!(rules.status(state), Status::ToMove(_)) {
        return match_text(rules, state, text);
    }
    let t = normalize(text);
    let mv = match read(&t) {
        Some(Read::Move(mv)) => mv,
        Some(Read::Partial) | None => return match_text(rules, state, text),
    };
    match mv {
        WMove::Done | WMove::Accept | WMove::Reject => {
            let answering = state.phase == Phase::Answer;
            if answering == (mv != WMove::Done) {
                Ok(mv)
            } else if mv == WMove::Done {
                Err(MoveError::illegal(
                    text,
                    Message::new("worterklauer-answer-first"),
                ))
            } else {
                Err(MoveError::illegal(
                    text,
                    Message::new("worterklauer-nothing-to-answer"),
                ))
            }
        }
        _ => match rules.e.check(state, &mv) {
            Ok(_) => Ok(mv),
            Err(reason) => {
                // The first letters of longer words: the picker's steps.
                if let WMove::Word {
                    dir,
                    start,
                    word,
                    claim: false,
                } = mv
                {
                    let longer: Vec<String> = rules
                        .e
                        .words_from(state, dir, usize::from(start))
                        .iter()
                        .filter(|m| match m {
                            WMove::Word { word: w, .. } => {
                                w.len > word.len && w.as_slice().starts_with(word.as_slice())
                            }
                            _ => false,
                        })
                        .map(format)
                        .collect();
                    if !longer.is_empty() {
                        return Err(MoveError::Ambiguous {
                            text: crate::notation::clip(text),
                            options: longer,
                        });
                    }
                }
                Err(MoveError::illegal(text, reason))
            }
        },
    }
}

/// Why `text` is no move here (after the generic matcher found none).
pub fn diagnose(rules: &Worterklauer, state: &super::WState, text: &str) -> MoveError {
    let t = normalize(text);
    if let Some(Read::Move(mv)) = read(&t)
        && matches!(rules.status(state), Status::ToMove(_))
        && let Err(reason) = rules.e.check(state, &mv)
    {
        return MoveError::illegal(text, reason);
    }
    MoveError::not_a_move(text, Message::new("worterklauer-notation"))
}
