//! Move texts: a slide is the cell of the tile pushed (`c3`); a pick is
//! the letter (`C`); throws are the die's number (`4`) and, at the deal,
//! the kind laid on the next cell (`ew`, `ns`, `ne`, `nw`, `se`, `sw`,
//! or `gap`). Refusals say why.

use super::board::{GAP, GRID, LETTERS, cell_name, code, gap_of, slid};
use super::state::{Letter, Phase, SState};
use super::{Engine, SMove};
use crate::Message;
use crate::notation::{MoveError, normalize};

impl Engine {
    pub(super) fn format(&self, mv: SMove) -> String {
        match mv {
            SMove::Deal(GAP) => "gap".into(),
            SMove::Deal(k) => code(k).into(),
            SMove::Pick(l) => LETTERS[usize::from(l)].to_string(),
            SMove::Die(n) => n.to_string(),
            SMove::Slide(c) => cell_name(usize::from(c)),
        }
    }

    pub(super) fn aliases(&self, mv: SMove) -> Vec<String> {
        match mv {
            // The other order of the sides, and Italian `o` (ovest).
            SMove::Deal(k) if k != GAP => {
                let c: Vec<char> = code(k).chars().collect();
                let mut out = vec![format!("{}{}", c[1], c[0])];
                if c.contains(&'w') {
                    let it: String = c.iter().map(|&x| if x == 'w' { 'o' } else { x }).collect();
                    out.push(it.chars().rev().collect());
                    out.push(it);
                }
                out
            }
            _ => Vec::new(),
        }
    }

    pub(super) fn diagnose(&self, s: &SState, text: &str) -> MoveError {
        let t = normalize(text);
        match s.phase {
            Phase::Pick { .. } => {
                let letter = t
                    .chars()
                    .next()
                    .filter(|_| t.chars().count() == 1)
                    .and_then(|c| LETTERS.iter().position(|&l| l.to_ascii_lowercase() == c));
                match letter {
                    Some(l) if s.letters[l] != Letter::Free => MoveError::illegal(
                        text,
                        Message::new("squareoff-letter-gone").code("letter", LETTERS[l]),
                    ),
                    _ => MoveError::not_a_move(text, Message::new("squareoff-expected-pick")),
                }
            }
            Phase::Slide { seat, .. } => {
                let Ok(cell) = GRID.read(&t) else {
                    return MoveError::not_a_move(text, self.expected());
                };
                let gap = gap_of(&s.areas[usize::from(seat)]).unwrap_or(cell);
                if cell == gap {
                    MoveError::illegal(
                        text,
                        Message::new("squareoff-is-gap").code("cell", cell_name(cell)),
                    )
                } else if slid(gap, cell).is_empty() {
                    MoveError::illegal(
                        text,
                        Message::new("squareoff-not-in-line")
                            .code("cell", cell_name(cell))
                            .code("gap", cell_name(gap)),
                    )
                } else {
                    MoveError::not_a_move(text, self.expected())
                }
            }
            _ => MoveError::not_a_move(text, self.expected()),
        }
    }

    fn expected(&self) -> Message {
        Message::new("squareoff-expected")
    }
}
