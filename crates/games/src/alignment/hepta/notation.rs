//! Moves as text: the canonical form, picker steps, the forms read, and
//! what a refusal says.

use super::board::{GRID, PLACEMENTS, notation_order, placement_of};
use super::state::{HState, Phase};
use super::{Engine, HMove};
use crate::Message;
use crate::grid::SquareError;
use crate::notation::MoveError;

/// The canonical text of `mv`.
pub(super) fn format(mv: HMove) -> String {
    steps(mv).concat()
}

/// Picker steps: a cell's file, then its rank; a tromino's other two cells.
pub(super) fn steps(mv: HMove) -> Vec<String> {
    let cell = |c: u8| {
        let name = GRID.name(usize::from(c));
        let (file, rank) = name.split_at(1);
        [file.to_string(), rank.to_string()]
    };
    match mv {
        HMove::Red(c) => cell(c).to_vec(),
        HMove::Choose(shape) => vec![shape.letter().to_string()],
        HMove::Place(p) => {
            let [a, b, c] = PLACEMENTS[usize::from(p)].cells;
            let mut out = cell(a).to_vec();
            out.push(format!(" {}", GRID.name(usize::from(b))));
            out.push(format!(" {}", GRID.name(usize::from(c))));
            out
        }
    }
}

/// Other texts read for `mv`.
pub(super) fn aliases(mv: HMove) -> Vec<String> {
    match mv {
        HMove::Red(c) => {
            let name = GRID.name(usize::from(c));
            vec![format!("red {name}"), format!("rosso {name}")]
        }
        HMove::Choose(shape) => {
            let l = shape.letter();
            ["choose", "scelgo", "scegli"]
                .iter()
                .map(|w| format!("{w} {l}"))
                .collect()
        }
        HMove::Place(_) => Vec::new(),
    }
}

/// What a text holds: cell names, after an optional leading word.
struct Cells {
    cells: Vec<u8>,
    /// A name that is no cell of this board, and why.
    bad: Option<(String, SquareError)>,
}

/// Reads the cells of `text`: names separated by spaces, commas, dashes
/// or nothing (`c3c4d4`), after an optional `red`/`rosso`.
fn cells_of(text: &str) -> Cells {
    let lower = text.trim().to_lowercase();
    let body = ["red", "rosso"]
        .iter()
        .find_map(|w| lower.strip_prefix(w).filter(|rest| rest.starts_with([' ', ':'])))
        .unwrap_or(&lower);
    let mut out = Cells {
        cells: Vec::new(),
        bad: None,
    };
    for token in body.split(|c: char| c.is_whitespace() || ",;-:/".contains(c)) {
        let mut rest = token;
        while !rest.is_empty() {
            let Some((name, after)) = crate::notation::leading_square_name(rest) else {
                out.bad.get_or_insert((rest.to_string(), SquareError::NotASquare));
                break;
            };
            match GRID.read(name) {
                Ok(c) => out.cells.push(c as u8),
                Err(e) => {
                    out.bad.get_or_insert((name.to_string(), e));
                }
            }
            rest = after;
        }
    }
    out
}

impl Engine {
    /// A tromino named by its cells in any order, when it is legal now
    /// (`None`: let the default matcher and [`Engine::diagnose`] answer).
    pub(super) fn read(&self, s: &HState, text: &str) -> Option<HMove> {
        if s.phase != Phase::Play {
            return None;
        }
        let found = cells_of(text);
        if found.bad.is_some() || found.cells.len() != 3 {
            return None;
        }
        let mask = found.cells.iter().fold(0u64, |m, &c| m | 1 << c);
        let mv = HMove::Place(placement_of(mask)?);
        let mut legal = Vec::new();
        self.legal(s, &mut legal);
        legal.contains(&mv).then_some(mv)
    }

    pub(super) fn diagnose(&self, s: &HState, text: &str) -> MoveError {
        let found = cells_of(text);
        match s.phase {
            Phase::Reds => {
                let expected = Message::new("hepta-expected-red");
                match (found.cells.as_slice(), found.bad) {
                    ([c], None) => MoveError::illegal(
                        text,
                        Message::new("hepta-red-there").code("cell", GRID.name(usize::from(*c))),
                    ),
                    _ => MoveError::not_a_move(text, expected),
                }
            }
            Phase::Choose => MoveError::not_a_move(text, Message::new("hepta-expected-choose")),
            Phase::Play => self.diagnose_place(s, text, found),
        }
    }

    fn diagnose_place(&self, s: &HState, text: &str, found: Cells) -> MoveError {
        let expected = || Message::new("hepta-expected-place");
        if let Some((name, SquareError::OffBoard)) = &found.bad {
            return MoveError::illegal(text, Message::new("hepta-off-board").code("cell", name.clone()));
        }
        if found.bad.is_some() || found.cells.len() != 3 {
            return MoveError::not_a_move(text, expected());
        }
        let mut cells = found.cells.clone();
        notation_order(&mut cells);
        let names: Vec<String> = cells.iter().map(|&c| GRID.name(usize::from(c))).collect();
        let mask = cells.iter().fold(0u64, |m, &c| m | 1 << c);
        if mask.count_ones() != 3 {
            return MoveError::illegal(text, Message::new("hepta-same-cell"));
        }
        let Some(p) = placement_of(mask) else {
            return MoveError::illegal(
                text,
                Message::new("hepta-not-tromino").code("cells", names.join(" ")),
            );
        };
        let shape = PLACEMENTS[usize::from(p)].shape;
        let mover = self.turn(s);
        if !self.shapes_of(s, mover).contains(&shape) {
            return MoveError::illegal(
                text,
                Message::new("hepta-not-yours")
                    .code("shape", shape.letter().to_string())
                    .code("mine", self.shapes_of(s, mover)[0].letter().to_string()),
            );
        }
        if s.left[shape.index()] == 0 {
            return MoveError::illegal(
                text,
                Message::new("hepta-none-left").code("shape", shape.letter().to_string()),
            );
        }
        for &c in &cells {
            let name = GRID.name(usize::from(c));
            let bit = 1u64 << c;
            let why = if s.reds & bit != 0 {
                Message::new("hepta-cell-red")
            } else if s.covered & bit != 0 {
                Message::new("hepta-cell-covered")
            } else if self.guard && self.kept & bit != 0 {
                Message::new("hepta-cell-kept")
            } else {
                continue;
            };
            return MoveError::illegal(text, why.code("cell", name));
        }
        // Every check passed, so the game is over or the text was legal.
        MoveError::not_a_move(text, expected())
    }
}
