//! CQT (Costanzo Zingrillo, 2004; catalog
//! `tavolando-9-14-and-short-issues.md`, "cqt").
//!
//! Two rows of nine cells, South's and North's, numbered 1–9 so that cell
//! *i* of one row faces cell *i* of the other. First each player in turn
//! draws a Circle (C), Square (Q, quadrato) or Triangle (T) in an empty
//! cell of his own row, South first, until all 18 cells are full. Then, in
//! turn, each erases one of his own symbols that has a target, and its
//! power erases enemy symbols: a Triangle the facing symbol, a Square one
//! enemy Circle or Square, a Circle one enemy Square or Triangle (gap 1;
//! the option `literal-circle` reads the text's table, Circle or Triangle)
//! together with that symbol's left and right neighbours when they are of
//! its kind (gap 3: only the two next to it). Whoever, on his turn of the
//! second phase, has no symbol with a target loses; there are no draws.
//!
//! Notation: a drawing is the symbol and the cell, `C7`; an erasure is the
//! own symbol and cell, `x`, the target and its cell, and every symbol the
//! Circle takes along: `T1xQ1`, `C5xT7xT8`. The `notation` module lists the
//! forms also read, `position` the position text.

mod legal;
mod notation;
mod position;
mod variant;
mod view;

use crate::options::{OptionError, OptionKind, OptionSpec, Options};
use crate::{GameInfo, Message, Outcome, PositionError, Rules, Seat, Status};

pub use variant::CircleTargets;

/// This game's words: messages, seat names, options' help.
pub static WORDS: crate::Words = crate::Words {
    key: "cqt",
    en: include_str!("en.ftl"),
    it: include_str!("it.ftl"),
    shared: &[],
};

static INFO: GameInfo = GameInfo {
    slug: "cqt",
    name_en: "CQT",
    name_it: "CQT",
    aliases: &["cerchio quadrato triangolo"],
    family: crate::Family::Modern,
    summary: "2×9, draw circles, squares, triangles, then erase them to strike",
    min_seats: 2,
    max_seats: 2,
    seat_names: &["South", "North"],
    chance: false,
    hidden: false,
    options: &[OptionSpec {
        name: "literal-circle",
        kind: OptionKind::Bool,
        default: "false",
        help: "option-cqt-literal-circle",
    }],
    max_plies: MAX_PLIES,
    source: "catalog tavolando-9-14-and-short-issues.md, cqt (seed 001, lines 108–183)",
    words: &WORDS,
};

/// Cells in a row.
pub const CELLS: usize = 9;

/// 18 drawings and at most 9 erasures (each takes two symbols or more).
pub const MAX_PLIES: u32 = 27;

/// A drawn symbol.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Symbol {
    Circle,
    Square,
    Triangle,
}

impl Symbol {
    pub const ALL: [Symbol; 3] = [Symbol::Circle, Symbol::Square, Symbol::Triangle];

    /// The text's letter: C, Q (quadrato), T.
    pub fn letter(self) -> char {
        match self {
            Symbol::Circle => 'C',
            Symbol::Square => 'Q',
            Symbol::Triangle => 'T',
        }
    }

    /// The symbol of a letter, either case; `S` (square) is read too.
    pub fn of_letter(c: char) -> Option<Symbol> {
        match c.to_ascii_uppercase() {
            'C' => Some(Symbol::Circle),
            'Q' | 'S' => Some(Symbol::Square),
            'T' => Some(Symbol::Triangle),
            _ => None,
        }
    }
}

/// A row: the symbol in each cell, index 0 for cell 1.
pub type Row = [Option<Symbol>; CELLS];

/// What the last move did, for the picture.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Last {
    pub mover: Seat,
    pub mv: CqtMove,
    /// For an erasure: the mover's symbol erased, the kind taken and the
    /// enemy cells emptied (bit `i` for cell `i + 1`).
    pub erased: Option<(Symbol, Symbol, u16)>,
}

/// A CQT position.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct CqtState {
    /// South's row, then North's.
    rows: [Row; 2],
    to_move: Seat,
    /// Still in the drawing phase.
    drawing: bool,
    last: Option<Last>,
    /// The seat that could not erase, once the game is over.
    loser: Option<Seat>,
}

impl CqtState {
    /// The row of `seat` (read access for tests and search hooks).
    pub fn row(&self, seat: Seat) -> &Row {
        &self.rows[seat.index()]
    }

    /// Whether the game is still in its drawing phase.
    pub fn drawing(&self) -> bool {
        self.drawing
    }

    /// The seat to move (meaningless once the game is over).
    pub fn to_move(&self) -> Seat {
        self.to_move
    }
}

/// One turn. Cells are 0-based here (`cell 0` is the text's cell 1).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum CqtMove {
    /// Draw `symbol` in the mover's cell.
    Draw { symbol: Symbol, cell: u8 },
    /// Erase the mover's symbol in `cell`, striking the enemy's `target`.
    Erase { cell: u8, target: u8 },
}

/// CQT, its Circle's targets as resolved (gap 1) or as the text's table.
#[derive(Clone, Debug, Default)]
pub struct Cqt {
    circle: CircleTargets,
}

impl Cqt {
    fn outcome(loser: Seat) -> Outcome {
        Outcome::win(loser.other(), Message::new("cqt-no-target").seat("seat", loser))
    }
}

impl Rules for Cqt {
    type State = CqtState;
    type Move = CqtMove;

    const KNOBS: crate::Knobs = crate::Knobs {
        // Plain search (no knowledge). Measured with the arena (release,
        // 20 games, 10 per seat, 2026-11-29, load average 13 on 2 cores):
        // level 1 against random, seed 41: 10 and 10 of 10; seed 2024: 10
        // as the first seat, 9 of 10 as the second; 2.3 s each.
        // Earlier (seeds 7 and 2024): 9 and 9, 10 and 9 of 10.
        // Level 3, seed 41, 4 games (2 per seat): 4 of 4 in 189 s.
        // Playouts (criterion, `playout/cqt`, release, 2026-11-29 19:35 UTC,
        // load average 18 to 20 on 2 cores): 44.5 µs a game, 22 500 games/s,
        // 25.0 plies a game, 562 000 plies/s.
        strength: Some(crate::knobs::Strength::new(
            crate::knobs::Bar::new(20, 0.9),
            crate::knobs::Bar::new(4, 0.75),
        )),
        ..crate::Knobs::NONE
    };

    fn info() -> &'static GameInfo {
        &INFO
    }

    fn new(options: &Options) -> Result<Self, OptionError> {
        Ok(Cqt {
            circle: if options.bool("literal-circle") {
                CircleTargets::CircleOrTriangle
            } else {
                CircleTargets::SquareOrTriangle
            },
        })
    }

    fn initial(&self) -> CqtState {
        CqtState {
            rows: [[None; CELLS]; 2],
            to_move: Seat::FIRST,
            drawing: true,
            last: None,
            loser: None,
        }
    }

    fn status(&self, state: &CqtState) -> Status {
        match state.loser {
            Some(loser) => Status::Over(Self::outcome(loser)),
            None => Status::ToMove(state.to_move),
        }
    }

    fn legal_moves(&self, state: &CqtState, out: &mut Vec<CqtMove>) {
        if state.loser.is_none() {
            self.moves_of(state, out);
        }
    }

    fn apply(&self, state: &mut CqtState, mv: &CqtMove) {
        self.play_move(state, mv);
    }

    fn format_move(&self, state: &CqtState, mv: &CqtMove) -> String {
        self.move_text(state, mv)
    }

    fn move_steps(&self, state: &CqtState, mv: &CqtMove) -> Vec<String> {
        self.steps(state, mv)
    }

    fn move_aliases(&self, state: &CqtState, mv: &CqtMove) -> Vec<String> {
        self.aliases(state, mv)
    }

    fn parse_move(&self, state: &CqtState, text: &str) -> Result<CqtMove, crate::notation::MoveError> {
        if let Some(loser) = state.loser {
            return Err(crate::notation::MoveError::NoMoveExpected {
                reason: Message::new("move-game-over").part("reason", Self::outcome(loser).reason),
            });
        }
        self.read(state, text)
    }

    fn diagnose(&self, state: &CqtState, text: &str) -> crate::notation::MoveError {
        self.refusal(state, text)
    }

    fn position_text(&self, state: &CqtState) -> String {
        position::write(state)
    }

    fn from_position(&self, text: &str) -> Result<CqtState, PositionError> {
        let mut state = position::read(text)?;
        if !state.drawing && !self.can_move(&state) {
            state.loser = Some(state.to_move);
        }
        Ok(state)
    }

    fn view(&self, state: &CqtState, _seat: Option<Seat>) -> crate::view::View {
        self.picture(state)
    }
}

#[cfg(test)]
mod tests;
