//! Move text: `d4` places, `xd5` removes, `d4-d5` steps, `d4-d6-f6`
//! jumps, `d6^` plants a flag, `end` closes a turn; picker steps and
//! refusals.

use super::legal::{Engine, TMove};
use super::state::{Phase, TState};
use crate::Message;
use crate::notation::MoveError;

impl Engine {
    pub fn format(&self, s: &TState, mv: TMove) -> String {
        let name = |c: u8| self.board.name(usize::from(c));
        match mv {
            TMove::Place(c) => name(c),
            TMove::Remove(c) => format!("x{}", name(c)),
            TMove::Go { from, to } => self
                .path(s, usize::from(from), usize::from(to))
                .iter()
                .map(|&c| self.board.name(c))
                .collect::<Vec<_>>()
                .join("-"),
            TMove::Flag(c) => format!("{}^", name(c)),
            TMove::End => "end".into(),
            TMove::Pass => "pass".into(),
        }
    }

    /// Picker steps: a cell's file then its rank (placing, removing), the
    /// piece then each landing (moving), the piece then `^` (a flag).
    pub fn steps(&self, s: &TState, mv: TMove) -> Vec<String> {
        let text = self.format(s, mv);
        match mv {
            TMove::Place(_) | TMove::Remove(_) => {
                let cut = text.find(|c: char| c.is_ascii_digit()).unwrap_or(text.len());
                vec![text[..cut].to_string(), text[cut..].to_string()]
            }
            TMove::Go { .. } => {
                let mut parts = text.split('-');
                let mut steps = vec![parts.next().unwrap_or_default().to_string()];
                steps.extend(parts.map(|p| format!("-{p}")));
                steps
            }
            TMove::Flag(c) => vec![self.board.name(usize::from(c)), "^".into()],
            TMove::End | TMove::Pass => vec![text],
        }
    }

    /// A typed text read as a move of this position without listing:
    /// the words players may put first (`place`, `remove`, `flag`, and
    /// the Italian ones) are dropped, and a jump may be typed by any of
    /// its paths or by its two ends. `None`: leave it to the matcher.
    pub fn read(&self, s: &TState, text: &str) -> Option<TMove> {
        let (t, remove, flag) = self.words(text);
        let cells: Option<Vec<usize>> = t.split(['-', ':']).map(|p| self.board.read(p)).collect();
        let cells = cells?;
        match (s.phase, cells.as_slice()) {
            (Phase::Place, [c]) if !remove && !flag => Some(TMove::Place(*c as u8)),
            (Phase::Remove, [c]) if !flag => Some(TMove::Remove(*c as u8)),
            (Phase::Move, [c]) if flag => Some(TMove::Flag(*c as u8)),
            (Phase::Move, [from, .., to]) if !flag && !remove => {
                let mv = TMove::Go {
                    from: *from as u8,
                    to: *to as u8,
                };
                (cells.len() == 2 || self.jump_path_ok(s, &cells)).then_some(mv)
            }
            _ => None,
        }
    }

    /// `text` normalised without the words players may put first, and
    /// whether it said to remove (`x`, `remove`) or to plant a flag (`^`,
    /// `flag`).
    fn words(&self, text: &str) -> (String, bool, bool) {
        let mut t = crate::notation::normalize(text);
        let (mut remove, mut flag) = (false, false);
        for (word, is_remove, is_flag) in [
            ("place", false, false),
            ("metti", false, false),
            ("posa", false, false),
            ("remove", true, false),
            ("togli", true, false),
            ("rimuovi", true, false),
            ("flag", false, true),
            ("bandiera", false, true),
        ] {
            if let Some(rest) = t.strip_prefix(word) {
                t = rest.to_string();
                remove |= is_remove;
                flag |= is_flag;
            }
        }
        if let Some(rest) = t.strip_suffix('^') {
            t = rest.to_string();
            flag = true;
        }
        if let Some(rest) = t.strip_prefix('x')
            && self
                .board
                .grid
                .read(rest.split(['-', ':']).next().unwrap_or_default())
                .is_ok()
        {
            t = rest.to_string();
            remove = true;
        }
        (t, remove, flag)
    }

    /// Why `text` is refused here.
    pub fn diagnose(&self, s: &TState, text: &str) -> MoveError {
        let seat = s.to_move;
        let (bare, _, flag) = self.words(text);
        let expected = match s.phase {
            Phase::Place => Message::new("turnier-notation-place").code("example", self.example()),
            Phase::Remove => {
                Message::new("turnier-notation-remove").code("example", format!("x{}", self.example()))
            }
            Phase::Move => Message::new("turnier-notation-move").code("example", self.example()),
        };
        let parts: Vec<&str> = bare.split(['-', ':']).collect();
        let mut cells = Vec::new();
        for p in &parts {
            match self.board.grid.read(p) {
                Ok(c) if self.board.is_cell(c) => cells.push(c),
                Ok(_) | Err(crate::grid::SquareError::OffBoard) => {
                    return MoveError::illegal(text, Message::new("turnier-not-a-cell").code("cell", *p));
                }
                Err(_) => return MoveError::not_a_move(text, expected),
            }
        }
        let Some(&first) = cells.first() else {
            return MoveError::not_a_move(text, expected);
        };
        let why = match s.phase {
            Phase::Place if s.cells[first] != 0 => {
                Message::new("turnier-occupied").code("cell", self.board.name(first))
            }
            Phase::Remove if s.owner(first).is_none_or(|o| o == seat) => {
                Message::new("turnier-remove-enemy").code("cell", self.board.name(first))
            }
            Phase::Move if s.owner(first) != Some(seat) => {
                Message::new("turnier-not-yours").code("cell", self.board.name(first))
            }
            Phase::Move if flag => Message::new("turnier-no-flag-here").code("cell", self.board.name(first)),
            Phase::Move if s.more.is_some() => Message::new("turnier-must-capture"),
            Phase::Move => {
                let mut dest = Vec::new();
                self.destinations(s, first, &mut dest);
                if dest.is_empty() {
                    Message::new("turnier-stuck").code("cell", self.board.name(first))
                } else {
                    Message::new("turnier-cannot-reach")
                        .code("cell", self.board.name(first))
                        .code("moves", self.board.grid.names(dest))
                }
            }
            _ => Message::new("turnier-wrong-phase"),
        };
        MoveError::illegal(text, why)
    }

    /// A cell of the board to show in examples.
    fn example(&self) -> String {
        self.board
            .cells()
            .nth(5)
            .map(|c| self.board.name(c))
            .unwrap_or_default()
    }
}
