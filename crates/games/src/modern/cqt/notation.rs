//! Move texts. Canonical: `C7` (a drawing), `T1xQ1`, `C5xT7xT8` (an
//! erasure with every symbol it takes, the Circle's neighbours left to
//! right after its target). Also read: any case and spaces, `:` or `-` or
//! nothing for `x`, `S` for the square, the erasure without the symbols'
//! letters (`5x7`) or without the neighbours (`C5xT7`), and a lone own
//! cell (`T1`) when that symbol has one target. Picker steps: the symbol
//! then the cell (`C`, `7`); the own symbol then the target (`C5`,
//! `xT7xT8`).

use super::{CELLS, Cqt, CqtMove, CqtState, Symbol};
use crate::Message;
use crate::notation::{MoveError, normalize};

/// A cell as typed: an optional symbol letter and the cell (0-based).
type Typed = (Option<Symbol>, u8);

/// Reads `C5xT7xT8`-like text: cells, each with an optional symbol
/// letter, joined by `x`, `:`, `-` or nothing. `None` if it is not so.
fn tokens(text: &str) -> Option<Vec<Typed>> {
    let text = normalize(text);
    let mut chars = text.chars().peekable();
    let mut out = Vec::new();
    while chars.peek().is_some() {
        if !out.is_empty() && matches!(chars.peek(), Some('x' | ':' | '-')) {
            chars.next();
        }
        let symbol = match chars.peek() {
            Some(&c) if c.is_ascii_alphabetic() => {
                chars.next();
                Some(Symbol::of_letter(c)?)
            }
            _ => None,
        };
        let digit = chars.next()?.to_digit(10)?;
        if !(1..=CELLS as u32).contains(&digit) {
            return None;
        }
        out.push((symbol, (digit - 1) as u8));
    }
    (!out.is_empty()).then_some(out)
}

fn cell_name(symbol: Symbol, cell: usize) -> String {
    format!("{}{}", symbol.letter(), cell + 1)
}

impl Cqt {
    pub(super) fn move_text(&self, state: &CqtState, mv: &CqtMove) -> String {
        self.steps(state, mv).concat()
    }

    pub(super) fn steps(&self, state: &CqtState, mv: &CqtMove) -> Vec<String> {
        let me = state.to_move.index();
        match *mv {
            CqtMove::Draw { symbol, cell } => {
                vec![symbol.letter().to_string(), (cell + 1).to_string()]
            }
            CqtMove::Erase { cell, target } => {
                let (own, enemy) = (&state.rows[me], &state.rows[1 - me]);
                let (Some(mine), Some(kind)) = (own[usize::from(cell)], enemy[usize::from(target)]) else {
                    return vec![format!("{}x{}", cell + 1, target + 1)];
                };
                let mask = Self::struck(mine, enemy, usize::from(target));
                let mut taken = format!("x{}", cell_name(kind, usize::from(target)));
                for i in (0..CELLS).filter(|&i| i != usize::from(target) && mask & (1 << i) != 0) {
                    taken.push_str(&format!("x{}", cell_name(kind, i)));
                }
                vec![cell_name(mine, usize::from(cell)), taken]
            }
        }
    }

    pub(super) fn aliases(&self, state: &CqtState, mv: &CqtMove) -> Vec<String> {
        match *mv {
            CqtMove::Draw { .. } => Vec::new(),
            CqtMove::Erase { cell, target } => {
                let me = state.to_move.index();
                let mut out = vec![format!("{}x{}", cell + 1, target + 1)];
                if let (Some(mine), Some(kind)) = (
                    state.rows[me][usize::from(cell)],
                    state.rows[1 - me][usize::from(target)],
                ) {
                    out.push(format!(
                        "{}x{}",
                        cell_name(mine, usize::from(cell)),
                        cell_name(kind, usize::from(target))
                    ));
                }
                out
            }
        }
    }

    /// Text → move, reading the cells directly; a lone own cell in the
    /// erasing phase goes to the default matcher (its only move, or a list).
    pub(super) fn read(&self, state: &CqtState, text: &str) -> Result<CqtMove, MoveError> {
        let Some(typed) = tokens(text) else {
            return crate::match_text(self, state, text);
        };
        let me = state.to_move.index();
        let (own, enemy) = (&state.rows[me], &state.rows[1 - me]);
        let mv = match (state.drawing, typed.as_slice()) {
            (true, [(Some(symbol), cell)]) if own[usize::from(*cell)].is_none() => Some(CqtMove::Draw {
                symbol: *symbol,
                cell: *cell,
            }),
            (false, [(_, _)]) => return crate::match_text(self, state, text),
            (false, [(mine, cell), (theirs, target), chain @ ..]) => {
                let (c, t) = (usize::from(*cell), usize::from(*target));
                let fits =
                    |typed: &Option<Symbol>, actual: Option<Symbol>| typed.is_none_or(|s| Some(s) == actual);
                let ok = own[c].is_some_and(|s| self.hits(s, c, enemy, t))
                    && fits(mine, own[c])
                    && fits(theirs, enemy[t]);
                // Neighbours, if written, must be the ones taken.
                let chain_ok = chain.is_empty()
                    || own[c].is_some_and(|s| {
                        let extra = Self::struck(s, enemy, t) & !(1 << t);
                        let written = chain.iter().fold(0u16, |m, (_, i)| m | 1 << i);
                        written == extra && chain.iter().all(|(sym, i)| fits(sym, enemy[usize::from(*i)]))
                    });
                (ok && chain_ok).then_some(CqtMove::Erase {
                    cell: *cell,
                    target: *target,
                })
            }
            _ => None,
        };
        mv.ok_or_else(|| self.refusal(state, text))
    }

    /// The legal moves of the symbol in the mover's cell `cell`, as texts.
    fn legal_from(&self, state: &CqtState, cell: usize) -> String {
        let mut moves = Vec::new();
        self.moves_of(state, &mut moves);
        moves
            .iter()
            .filter(|m| matches!(m, CqtMove::Erase { cell: c, .. } if usize::from(*c) == cell))
            .map(|m| self.move_text(state, m))
            .collect::<Vec<_>>()
            .join(", ")
    }

    /// Every legal move, as texts (the drawing phase: the empty cells).
    fn legal_all(&self, state: &CqtState) -> String {
        if state.drawing {
            let own = &state.rows[state.to_move.index()];
            return (0..CELLS)
                .filter(|&i| own[i].is_none())
                .map(|i| (i + 1).to_string())
                .collect::<Vec<_>>()
                .join(", ");
        }
        let mut moves = Vec::new();
        self.moves_of(state, &mut moves);
        moves
            .iter()
            .map(|m| self.move_text(state, m))
            .collect::<Vec<_>>()
            .join(", ")
    }

    pub(super) fn refusal(&self, state: &CqtState, text: &str) -> MoveError {
        let Some(typed) = tokens(text) else {
            return MoveError::not_a_move(text, Message::new("cqt-notation"));
        };
        let me = state.to_move.index();
        let (own, enemy) = (&state.rows[me], &state.rows[1 - me]);
        if state.drawing {
            return match typed.as_slice() {
                [(Some(_), cell)] => MoveError::illegal(
                    text,
                    Message::new("cqt-cell-taken")
                        .count("cell", i64::from(*cell) + 1)
                        .code("legal", self.legal_all(state)),
                ),
                [(None, _)] => MoveError::not_a_move(text, Message::new("cqt-draw-what")),
                _ => MoveError::illegal(text, Message::new("cqt-drawing-now").seat("seat", state.to_move)),
            };
        }
        let (mine, cell) = typed[0];
        let c = usize::from(cell);
        let Some(actual) = own[c] else {
            return MoveError::illegal(
                text,
                Message::new("cqt-no-symbol")
                    .count("cell", c as i64 + 1)
                    .seat("seat", state.to_move)
                    .code("legal", self.legal_all(state)),
            );
        };
        if mine.is_some_and(|s| s != actual) {
            return MoveError::illegal(
                text,
                Message::new("cqt-other-symbol")
                    .count("cell", c as i64 + 1)
                    .code("symbol", actual.letter().to_string()),
            );
        }
        let legal = self.legal_from(state, c);
        if legal.is_empty() {
            return MoveError::illegal(
                text,
                Message::new("cqt-symbol-idle")
                    .code("symbol", cell_name(actual, c))
                    .code("legal", self.legal_all(state)),
            );
        }
        let Some(&(theirs, target)) = typed.get(1) else {
            return MoveError::illegal(text, Message::new("cqt-which-target").code("legal", legal));
        };
        let t = usize::from(target);
        let reason = match enemy[t] {
            None => Message::new("cqt-empty-target").count("cell", t as i64 + 1),
            Some(s) if theirs.is_some_and(|x| x != s) => Message::new("cqt-other-target")
                .count("cell", t as i64 + 1)
                .code("symbol", s.letter().to_string()),
            Some(s) if self.hits(actual, c, enemy, t) => {
                // The target is right: the neighbours written are not.
                Message::new("cqt-wrong-chain")
                    .code("move", self.move_text(state, &CqtMove::Erase { cell, target }))
                    .code("symbol", s.letter().to_string())
            }
            Some(_) => match actual {
                Symbol::Triangle => Message::new("cqt-triangle-faces"),
                Symbol::Square => Message::new("cqt-square-takes"),
                Symbol::Circle if self.circle == super::CircleTargets::CircleOrTriangle => {
                    Message::new("cqt-circle-takes-literal")
                }
                Symbol::Circle => Message::new("cqt-circle-takes"),
            },
        };
        MoveError::illegal(
            text,
            Message::new("cqt-refused")
                .part("reason", reason)
                .code("legal", legal),
        )
    }
}
