//! Hepta (Alex Randolph, Ravensburger 1974; catalog `randolph-16-37.md`,
//! §17 and §17.3; seed 000, lines 1392–1448) and its solitaire, one engine.
//!
//! # The rules
//!
//! - **Board** ([`board`]): 7×7 cells, a1 to g7. Pieces: seven straight
//!   trominoes (I), seven corner trominoes (L), seven red squares.
//! - **Set-up** (two players): the first player lays the seven red squares
//!   on any cells, one a move; the second then picks the I or the L set
//!   and the first takes the other.
//! - **Turn**: lay one of your trominoes on three empty cells, turned any
//!   way. No passing (gap 3).
//! - **End** (gap 1): a player who cannot lay a tromino (none fits, or none
//!   is left) loses. With seven of each, the 49 cells fill exactly and
//!   the first player is then left without a move.
//! - **Pieces per set** (gap 2): option `pieces`, 1 to 7, default 7.
//! - **Solitaire** (`hepta-solo`): one seat lays all fourteen trominoes on
//!   the coloured face, leaving bare only the seven cells of one colour.
//!   The face is our design (the book's figure is missing): a Latin square
//!   of seven colours ([`board::LEVEL_OF`]); option `level` picks the
//!   colour, 1 (red, the easiest) to 7 (black, the hardest). Option
//!   `guard` (default on) refuses a tromino on a cell of that colour;
//!   without it such a tromino is allowed and the puzzle is lost at the
//!   end. A position where no piece left fits is lost. [`solver`] finds a
//!   way from any position.
//!
//! # Notation
//!
//! A red square is its cell (`d4`; `red d4` and `rosso d4` are read too);
//! the choice is `L` or `I`; a tromino is its three cells by file, then
//! rank (`c3 c4 d4`), read in any order and with any separators.
//!
//! # Position text
//!
//! The board, ranks 7 down to 1 joined by `/`, seven cells a to g each:
//! `.` empty, `r` red, and a letter per tromino (`a` for the one met first
//! reading from a7, then `b`…); then the phase: `red` (red squares being
//! laid), `choose`, the first player's shape (`I` or `L`) while trominoes
//! are laid, or `solo`.

pub mod board;
mod legal;
mod notation;
mod position;
pub mod solver;
mod state;
#[cfg(test)]
mod tests;
mod variant;
mod view;

use crate::notation::MoveError;
use crate::options::{OptionError, Options};
use crate::view::View;
use crate::{GameInfo, PositionError, Rules, Seat, Status};

use board::Shape;
pub use state::{HState, Last, Phase};

/// The words of both rule sets.
pub static WORDS: crate::Words = crate::Words {
    key: "hepta",
    en: include_str!("en.ftl"),
    it: include_str!("it.ftl"),
    shared: &[],
};

static INFO: GameInfo = GameInfo {
    slug: "hepta",
    name_en: "Hepta",
    name_it: "Hepta",
    aliases: &[],
    family: crate::Family::Alignment,
    summary: "lay straight or corner trominoes; who cannot lay one loses",
    min_seats: 2,
    max_seats: 2,
    seat_names: &["Blue", "Yellow"],
    chance: false,
    hidden: false,
    options: &variant::OPTIONS,
    // Seven red squares, the choice, fourteen trominoes.
    max_plies: variant::REDS + 1 + 14,
    source: "catalog randolph-16-37.md, §17 Hepta",
    words: &WORDS,
};

static SOLO_INFO: GameInfo = GameInfo {
    slug: "hepta-solo",
    name_en: "Hepta Solitaire",
    name_it: "Hepta in solitario",
    aliases: &["hepta-solitario"],
    family: crate::Family::Alignment,
    summary: "lay 14 trominoes leaving bare only the cells of one colour",
    min_seats: 1,
    max_seats: 1,
    seat_names: &["Player"],
    chance: false,
    hidden: false,
    options: &variant::SOLO_OPTIONS,
    max_plies: 14,
    source: "catalog randolph-16-37.md, §17.3 Hepta solo variant",
    words: &WORDS,
};

/// A move.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum HMove {
    /// A red square on this cell.
    Red(u8),
    /// The second player takes this set.
    Choose(Shape),
    /// A tromino laid: an index of [`board::PLACEMENTS`].
    Place(u8),
}

/// The engine behind both rule sets.
#[derive(Clone, Debug)]
pub struct Engine {
    solo: bool,
    /// Trominoes of each shape.
    pieces: u8,
    /// The solitaire's colour to leave bare (1 to 7).
    level: u8,
    /// The solitaire refuses trominoes on that colour.
    guard: bool,
    /// The cells of that colour, as bits (0 in the two-player game).
    kept: u64,
}

/// A Hepta rule set: `SOLO` picks the solitaire.
#[derive(Clone, Debug)]
pub struct HeptaRules<const SOLO: bool> {
    e: Engine,
}

/// `hepta`: two players.
pub type Hepta = HeptaRules<false>;
/// `hepta-solo`: the colour puzzle.
pub type HeptaSolo = HeptaRules<true>;

impl<const SOLO: bool> Rules for HeptaRules<SOLO> {
    type State = HState;
    type Move = HMove;

    const KNOBS: crate::Knobs = if SOLO {
        crate::Knobs {
            // Random trominoes almost never leave just one colour bare.
            no_win_among_others: true,
            // The bot follows the solver (knowledge `hepta`): arena
            // (release, 2026-11-30, load average 10 on 2 cores), level 1,
            // seeds 1 and 2024: 4 puzzles solved of 4 each, under 0.01 s
            // in all; level 3, seed 1: 2 of 2. The solver alone: the
            // ignored test `solver_figures`.
            strength: Some(crate::knobs::Strength::new(
                crate::knobs::Bar::new(4, 0.95),
                crate::knobs::Bar::new(2, 0.75),
            )),
            ..crate::Knobs::NONE
        }
    } else {
        crate::Knobs {
            // Plain search (no knowledge), arena (release, 2026-11-30,
            // load average 10 on 2 cores), level 1 against random, 20
            // games a seed, seats alternating: seed 1: 10W in the first
            // seat, 9W 1L in the second; seed 101: 10W and 10W; seed
            // 2024: 10W and 10W (0.4 s a match). Level 3, seed 7: 4W of
            // 4, about 6 s a game.
            strength: Some(crate::knobs::Strength::new(
                crate::knobs::Bar::new(20, 0.9),
                crate::knobs::Bar::new(4, 0.75),
            )),
            ..crate::Knobs::NONE
        }
    };

    fn info() -> &'static GameInfo {
        if SOLO { &SOLO_INFO } else { &INFO }
    }

    fn new(options: &Options) -> Result<Self, OptionError> {
        let e = if SOLO {
            let level = options.int(variant::LEVEL).clamp(1, 7) as u8;
            Engine {
                solo: true,
                pieces: 7,
                level,
                guard: options.bool(variant::GUARD),
                kept: board::colour_cells(level),
            }
        } else {
            Engine {
                solo: false,
                pieces: options.int(variant::PIECES).clamp(1, 7) as u8,
                level: 0,
                guard: false,
                kept: 0,
            }
        };
        Ok(HeptaRules { e })
    }

    fn initial(&self) -> HState {
        self.e.initial()
    }

    fn status(&self, state: &HState) -> Status {
        self.e.status(state)
    }

    fn legal_moves(&self, state: &HState, out: &mut Vec<HMove>) {
        self.e.legal(state, out);
    }

    fn apply(&self, state: &mut HState, mv: &HMove) {
        self.e.apply(state, *mv);
    }

    fn format_move(&self, _state: &HState, mv: &HMove) -> String {
        notation::format(*mv)
    }

    fn move_steps(&self, _state: &HState, mv: &HMove) -> Vec<String> {
        notation::steps(*mv)
    }

    fn move_aliases(&self, _state: &HState, mv: &HMove) -> Vec<String> {
        notation::aliases(*mv)
    }

    fn parse_move(&self, state: &HState, text: &str) -> Result<HMove, MoveError> {
        match self.e.read(state, text) {
            Some(mv) => Ok(mv),
            None => crate::rules::match_text(self, state, text),
        }
    }

    fn diagnose(&self, state: &HState, text: &str) -> MoveError {
        self.e.diagnose(state, text)
    }

    fn position_text(&self, state: &HState) -> String {
        self.e.position_text(state)
    }

    fn from_position(&self, text: &str) -> Result<HState, PositionError> {
        self.e.read_position(text)
    }

    fn view(&self, state: &HState, seat: Option<Seat>) -> View {
        self.e.view(state, seat)
    }

    fn solution(&self, state: &HState) -> Option<Vec<HMove>> {
        if !SOLO || !matches!(self.status(state), Status::ToMove(_)) {
            return None;
        }
        // A tromino on the colour to keep bare (without the guard): no
        // way to finish.
        if self.e.kept & state.covered != 0 {
            return None;
        }
        let found = solver::solve(state.covered | self.e.kept, state.left)?;
        Some(found.into_iter().map(HMove::Place).collect())
    }
}

impl<const SOLO: bool> HeptaRules<SOLO> {
    /// The engine (for tests and the bot's knowledge).
    pub fn engine(&self) -> &Engine {
        &self.e
    }
}

impl Engine {
    /// Whether this is the solitaire.
    pub fn solo(&self) -> bool {
        self.solo
    }

    /// The solitaire's cells to leave bare, as bits (0 in the two-player
    /// game).
    pub fn kept(&self) -> u64 {
        self.kept
    }
}
