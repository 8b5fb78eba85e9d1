//! Move texts: a try is its two squares, `e2e4` (also `e2-e4`, `e2 e4`,
//! `e2xe4`), a promotion adds the piece's letter, `e7e8q` (English Q R B
//! N or Italian D T A C; no letter: a queen). The deal's throws are
//! `Q:a2`: an identity to a square of the second rank; the table reads
//! `?:a2`. Decoy's setting out is `arrange NBPPRQPP` (the eight cubes
//! a-file to h-file by letter, English or Italian: D T A C for Q R B N;
//! the word may be left out), or `keep` for the draw's order; the table
//! reads `arrange` or `keep`. While the game is played the table reads a try without its
//! promotion letter, with `?` when it was refused (Decoy) or failed (No)
//! and `+` when it gave check (Decoy).

use super::board::{Kind, name, parse_square};
use super::legal::deal_place;
use super::state::MState;
use super::{MMove, MimikriRules, RuleSet};
use crate::Message;
use crate::notation::{MoveError, normalize};

fn letter(kind: Kind) -> char {
    kind.letter().to_ascii_lowercase()
}

/// `order` by letter: `NBPPRQPP`.
fn letters(order: [Kind; 8]) -> String {
    order.iter().map(|k| k.letter()).collect()
}

/// Whether `order` is the one the seat to move has now.
fn keeps(state: &MState, order: [Kind; 8]) -> bool {
    order == state.order(state.to_move)
}

pub fn format(state: &MState, mv: MMove) -> String {
    match mv {
        MMove::Deal(kind) => format!("{}:{}", kind.letter(), name(deal_place(state.dealt).1)),
        MMove::Arrange(order) if keeps(state, order) => "keep".into(),
        MMove::Arrange(order) => format!("arrange {}", letters(order)),
        MMove::Try(t) => {
            let mut s = format!("{}{}", name(t.from), name(t.to));
            if let Some(p) = t.promo {
                s.push(letter(p));
            }
            s
        }
        MMove::Pass => "pass".into(),
    }
}

/// The table's text of `mv`: no identity, no promotion letter; the
/// answer the try got.
pub fn public<S: RuleSet>(rules: &MimikriRules<S>, state: &MState, mv: MMove) -> String {
    match mv {
        MMove::Deal(_) => format!("?:{}", name(deal_place(state.dealt).1)),
        MMove::Arrange(order) if keeps(state, order) => "keep".into(),
        MMove::Arrange(_) => "arrange".into(),
        MMove::Try(t) => {
            let (ok, check) = rules.e.judge(state, t);
            let mut s = format!("{}{}", name(t.from), name(t.to));
            if !ok {
                s.push('?');
            } else if check {
                s.push('+');
            }
            s
        }
        MMove::Pass => "pass".into(),
    }
}

pub fn aliases(state: &MState, mv: MMove) -> Vec<String> {
    let MMove::Try(t) = mv else {
        return match mv {
            MMove::Pass => vec!["passo".into()],
            MMove::Arrange(order) if keeps(state, order) => vec!["tieni".into(), "tengo".into()],
            _ => Vec::new(),
        };
    };
    let (f, to) = (name(t.from), name(t.to));
    let Some(p) = t.promo else {
        return vec![format!("{f}-{to}"), format!("{f}x{to}"), format!("{f}:{to}")];
    };
    let it = match p {
        Kind::Queen => 'd',
        Kind::Rook => 't',
        Kind::Bishop => 'a',
        _ => 'c',
    };
    let en = letter(p);
    let mut out = Vec::new();
    for l in [en, it] {
        for sep in ["", "-", "x"] {
            for eq in ["", "="] {
                let text = format!("{f}{sep}{to}{eq}{l}");
                if text != format(&MState::new(), mv) {
                    out.push(text);
                }
            }
        }
    }
    if p == Kind::Queen {
        // No letter: a queen.
        out.extend([format!("{f}{to}"), format!("{f}-{to}"), format!("{f}x{to}")]);
    }
    out
}

/// A text read as a setting out: eight piece letters (English Q R B N P
/// or Italian D T A C P), after `arrange` (or the Italian `disponi`,
/// `dispongo`: the core turns them into `arrange` only when the letters
/// are English) or alone.
pub fn read_order(text: &str) -> Option<[Kind; 8]> {
    let t = normalize(text);
    let rest = ["arrange", "disponi", "dispongo"]
        .iter()
        .find_map(|w| t.strip_prefix(w))
        .unwrap_or(&t);
    let letters: Vec<char> = rest.chars().filter(|c| !c.is_whitespace()).collect();
    if letters.len() != 8 {
        return None;
    }
    let mut order = [Kind::Pawn; 8];
    for (slot, c) in order.iter_mut().zip(letters) {
        *slot = match c {
            'q' | 'd' => Kind::Queen,
            'r' | 't' => Kind::Rook,
            'b' | 'a' => Kind::Bishop,
            'n' | 'c' => Kind::Knight,
            'p' => Kind::Pawn,
            _ => return None,
        };
    }
    Some(order)
}

/// A text read as a try: two squares (`e2e4`, `e2-e4`, `e2 e4`, `e2xe4`)
/// and a promotion letter (English or Italian, `=` allowed), if it is one.
pub fn read_try(text: &str) -> Option<super::state::Try> {
    let t: String = normalize(text)
        .chars()
        .filter(|c| !matches!(c, '-' | 'x' | ':' | '='))
        .collect();
    let from = parse_square(t.get(0..2)?)?;
    let to = parse_square(t.get(2..4)?)?;
    let promo = match t.get(4..)? {
        "" => None,
        "q" | "d" => Some(Kind::Queen),
        "r" | "t" => Some(Kind::Rook),
        "b" | "a" => Some(Kind::Bishop),
        "n" | "c" => Some(Kind::Knight),
        _ => return None,
    };
    Some(super::state::Try { from, to, promo })
}

/// The picker's steps: the cube's square, then where it goes (as file and
/// rank apart when one cube has more than 25 destinations), then the
/// promotion letter.
pub fn steps<S: RuleSet>(rules: &MimikriRules<S>, state: &MState, mv: MMove) -> Vec<String> {
    if let MMove::Arrange(order) = mv
        && !keeps(state, order)
    {
        // The word, then the cubes a-file to h-file, one letter a step.
        let mut out = vec!["arrange ".to_string()];
        out.extend(order.iter().map(|k| k.letter().to_string()));
        return out;
    }
    let MMove::Try(t) = mv else {
        return vec![format(state, mv)];
    };
    let mut dests: Vec<u8> = Vec::with_capacity(40);
    rules.e.destinations_from(state, t.from, &mut dests);
    let to = name(t.to);
    let mut out = vec![name(t.from)];
    if dests.len() > 25 {
        out.push(to[..1].to_string());
        out.push(to[1..].to_string());
    } else {
        out.push(to);
    }
    if let Some(p) = t.promo {
        out.push(letter(p).to_string());
    }
    out
}

/// Why `text` is no try here: words from what the table sees only (the
/// board, whose cubes are whose, the tries already answered this turn),
/// never from an identity.
pub fn diagnose(state: &MState, text: &str) -> MoveError {
    if state.ordering() {
        // Never the seat's cubes: a refusal may be read by the table.
        let why = if read_order(text).is_some() {
            Message::new("mimikri-arrange-not-yours")
        } else {
            Message::new("mimikri-arrange-first")
        };
        return MoveError::illegal(text, why);
    }
    let t: String = normalize(text)
        .chars()
        .filter(|c| !matches!(c, '-' | 'x' | ':' | '='))
        .collect();
    let (Some(from), Some(to)) = (
        t.get(0..2).and_then(parse_square),
        t.get(2..4).and_then(parse_square),
    ) else {
        return MoveError::not_a_move(text, Message::new("mimikri-notation"));
    };
    if t.len() > 5 || (t.len() == 5 && !"qrbndtac".contains(&t[4..])) {
        return MoveError::not_a_move(text, Message::new("mimikri-notation"));
    }
    let mine = |sq: u8| state.board[usize::from(sq)].is_some_and(|c| c.side == state.to_move);
    let why = if !mine(from) {
        Message::new("mimikri-not-yours").code("square", name(from))
    } else if mine(to) {
        Message::new("mimikri-own-cube").code("square", name(to))
    } else if state.tries.iter().any(|o| o.from == from && o.to == to) {
        Message::new("mimikri-tried").code("move", format!("{}{}", name(from), name(to)))
    } else {
        Message::new("mimikri-cannot")
            .code("from", name(from))
            .code("to", name(to))
    };
    MoveError::illegal(text, why)
}
