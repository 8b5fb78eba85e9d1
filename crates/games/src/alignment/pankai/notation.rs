//! Moves as text: the canonical form, picker steps, the forms read, and
//! what a refusal says.

use super::board::Cells;
use super::pieces::{Piece, letter, piece_of, recognise};
use super::state::{PState, Phase};
use super::{Engine, PMove};
use crate::Message;
use crate::grid::SquareError;
use crate::notation::MoveError;

/// The word that ends the winner's bonus placements.
pub const STOP: &str = "stop";

/// What a text holds: an optional piece letter and cell names.
struct Read {
    piece: Option<Piece>,
    cells: Vec<usize>,
    /// A name that is no cell of this board, and why.
    bad: Option<(String, SquareError)>,
}

impl Engine {
    /// Picker steps: the piece's letter, its first cell's file and rank
    /// (cells in order of file, then rank), then its other four cells.
    pub(super) fn steps(&self, mv: PMove) -> Vec<String> {
        let PMove::Place(p) = mv else {
            return vec![STOP.to_string()];
        };
        let placement = &self.geo.placements[usize::from(p)];
        let first = self.geo.name(usize::from(placement.cells[0]));
        let (file, rank) = first.split_at(1);
        let rest: Vec<String> = placement.cells[1..]
            .iter()
            .map(|&c| self.geo.name(usize::from(c)))
            .collect();
        vec![
            letter(placement.piece).to_string(),
            format!(" {file}"),
            rank.to_string(),
            format!(" {}", rest.join(" ")),
        ]
    }

    /// The canonical text: `L a1 a2 a3 a4 b1`, or `stop`.
    pub(super) fn format(&self, mv: PMove) -> String {
        self.steps(mv).concat()
    }

    /// Reads a piece letter (optional) and cells: names apart or run
    /// together, and ranges along a file or rank (`a1-a4`).
    fn read_text(&self, text: &str) -> Read {
        let lower = text.trim().to_lowercase();
        let mut out = Read {
            piece: None,
            cells: Vec::new(),
            bad: None,
        };
        let tokens: Vec<&str> = lower
            .split(|c: char| c.is_whitespace() || ",;:/".contains(c))
            .filter(|t| !t.is_empty())
            .collect();
        for (i, token) in tokens.iter().enumerate() {
            let mut chars = token.chars();
            let mut token: &str = token;
            // A piece letter first: alone (`l a1…`) or glued to a cell
            // (`la1-a4`, where no cell name starts with two letters).
            if i == 0
                && let Some(c) = chars.next()
                && let Some(p) = piece_of(c)
            {
                match chars.next() {
                    None => {
                        out.piece = Some(p);
                        continue;
                    }
                    Some(d) if d.is_ascii_alphabetic() => {
                        out.piece = Some(p);
                        token = &token[1..];
                    }
                    Some(_) => {}
                }
            }
            let parts: Vec<&str> = token.split('-').collect();
            match parts.as_slice() {
                [from, to] => match (self.one_cell(from), self.one_cell(to)) {
                    (Ok(a), Ok(b)) => match self.range(a, b) {
                        Some(run) => out.cells.extend(run),
                        None => {
                            out.bad
                                .get_or_insert((token.to_string(), SquareError::NotASquare));
                        }
                    },
                    (Err(e), _) => {
                        out.bad.get_or_insert((from.to_string(), e));
                    }
                    (_, Err(e)) => {
                        out.bad.get_or_insert((to.to_string(), e));
                    }
                },
                _ => self.glued(token, &mut out),
            }
        }
        out
    }

    /// Cell names run together (`a1a2b1`).
    fn glued(&self, token: &str, out: &mut Read) {
        let mut rest = token;
        while !rest.is_empty() {
            let Some((name, after)) = crate::notation::leading_square_name(rest) else {
                out.bad.get_or_insert((rest.to_string(), SquareError::NotASquare));
                return;
            };
            match self.geo.grid.read(name) {
                Ok(c) if self.geo.board.has(c) => out.cells.push(c),
                Ok(_) => {
                    out.bad.get_or_insert((name.to_string(), SquareError::OffBoard));
                }
                Err(e) => {
                    out.bad.get_or_insert((name.to_string(), e));
                }
            }
            rest = after;
        }
    }

    /// One cell of the board.
    fn one_cell(&self, name: &str) -> Result<usize, SquareError> {
        let c = self.geo.grid.read(name)?;
        if self.geo.board.has(c) {
            Ok(c)
        } else {
            Err(SquareError::OffBoard)
        }
    }

    /// The cells from `a` to `b` along a file or a rank.
    fn range(&self, a: usize, b: usize) -> Option<Vec<usize>> {
        let w = usize::from(self.geo.files);
        let (af, ar, bf, br) = (a % w, a / w, b % w, b / w);
        if af == bf {
            Some((ar.min(br)..=ar.max(br)).map(|r| r * w + af).collect())
        } else if ar == br {
            Some((af.min(bf)..=af.max(bf)).map(|f| ar * w + f).collect())
        } else {
            None
        }
    }

    /// A whole placement named by its cells (and maybe its letter), when it
    /// is legal now; `stop` in the bonus phase. `None`: let the default
    /// matcher and [`Engine::diagnose`] answer.
    pub(super) fn read(&self, s: &PState, text: &str) -> Option<PMove> {
        let mut legal = Vec::new();
        self.legal(s, &mut legal);
        if crate::notation::normalize(text) == STOP {
            return legal.contains(&PMove::Stop).then_some(PMove::Stop);
        }
        let found = self.read_text(text);
        if found.bad.is_some() || found.cells.len() != 5 {
            return None;
        }
        let mask = cells_mask(&found.cells);
        let p = self.geo.placement_of(&mask)?;
        if found
            .piece
            .is_some_and(|l| l != self.geo.placements[usize::from(p)].piece)
        {
            return None;
        }
        let mv = PMove::Place(p);
        legal.contains(&mv).then_some(mv)
    }

    pub(super) fn diagnose(&self, s: &PState, text: &str) -> MoveError {
        let expected = || match (s.phase == Phase::Bonus, self.universe) {
            (true, false) => Message::new("pankai-expected-bonus"),
            (false, false) => Message::new("pankai-expected"),
            (true, true) => Message::new("pankai-expected-universe-bonus"),
            (false, true) => Message::new("pankai-expected-universe"),
        };
        if crate::notation::normalize(text) == STOP {
            return MoveError::illegal(text, Message::new("pankai-no-stop"));
        }
        let found = self.read_text(text);
        if let Some((name, SquareError::OffBoard)) = &found.bad {
            return MoveError::illegal(text, Message::new("pankai-off-board").code("cell", name.clone()));
        }
        if found.bad.is_some() || found.cells.is_empty() {
            return MoveError::not_a_move(text, expected());
        }
        let mut cells = found.cells.clone();
        cells.sort_unstable_by_key(|&c| (c % usize::from(self.geo.files), c / usize::from(self.geo.files)));
        cells.dedup();
        let names: Vec<String> = cells.iter().map(|&c| self.geo.name(c)).collect();
        if cells.len() != found.cells.len() {
            return MoveError::illegal(text, Message::new("pankai-same-cell"));
        }
        if cells.len() != 5 {
            return MoveError::illegal(
                text,
                Message::new("pankai-five-cells").count("n", cells.len() as i64),
            );
        }
        let w = usize::from(self.geo.files) as i8;
        let offsets: [(i8, i8); 5] =
            std::array::from_fn(|i| ((cells[i] % w as usize) as i8, (cells[i] / w as usize) as i8));
        let Some(piece) = recognise(&offsets) else {
            return MoveError::illegal(
                text,
                Message::new("pankai-not-pentomino").code("cells", names.join(" ")),
            );
        };
        if let Some(said) = found.piece
            && said != piece
        {
            return MoveError::illegal(
                text,
                Message::new("pankai-wrong-letter")
                    .code("cells", names.join(" "))
                    .code("piece", letter(piece).to_string())
                    .code("said", letter(said).to_string()),
            );
        }
        let mover = s.to_move;
        if s.hand[usize::from(mover)] >> piece & 1 == 0 {
            return MoveError::illegal(
                text,
                Message::new("pankai-used")
                    .code("piece", letter(piece).to_string())
                    .code("left", self.hand_letters(s, mover).iter().collect::<String>()),
            );
        }
        for &c in &cells {
            let why = if !self.geo.active.has(c) {
                Message::new("pankai-not-in-use")
            } else if s.covered.has(c) {
                Message::new("pankai-covered")
            } else {
                continue;
            };
            return MoveError::illegal(text, why.code("cell", self.geo.name(c)));
        }
        let mask = cells_mask(&cells);
        let empty = self.geo.active.minus(&s.covered).minus(&mask);
        if let Some(pocket) = self
            .geo
            .areas(&empty)
            .into_iter()
            .find(|a| a.len() < super::board::POCKET)
        {
            let mut pocket = pocket;
            pocket.sort_unstable();
            let names: Vec<String> = pocket.iter().map(|&c| self.geo.name(c)).collect();
            return MoveError::illegal(
                text,
                Message::new("pankai-pocket")
                    .count("n", pocket.len() as i64)
                    .code("cells", names.join(" ")),
            );
        }
        // Every check passed: the game is over, or the text was legal.
        MoveError::not_a_move(text, expected())
    }
}

/// The set of `cells`.
fn cells_mask(cells: &[usize]) -> Cells {
    let mut mask = Cells::EMPTY;
    for &c in cells {
        mask.add(c);
    }
    mask
}
