//! Pasang (Tavolando §10.3 and §10.5; catalog
//! `tavolando-9-14-and-short-issues.md`, entry `pasang`).
//!
//! # The rules (catalog gap ids in parentheses)
//!
//! - The board: 11 × 11 points, files a–k and ranks 1–11, without the
//!   centre f6: 120 points (gap 1). Red (seat 0, the first player) sits at
//!   rank 1 and owns ranks 1–5; Green (seat 1) owns ranks 7–11.
//! - Every point holds a stone at the start, in the catalog's checked
//!   pattern (gap 4): 60 white, 60 black, owned by nobody. A white stone
//!   taken scores 2, a black one 1.
//! - **Passages.** Red takes the five stones of one file of his half (any
//!   file); Green then takes five of his half in the quadrant diagonally
//!   opposite: files g–k after a–e, a–e after g–k, any but f after f.
//!   These stones score.
//! - **The Ka.** Red, then Green, moves a stone of his half sideways into
//!   the empty point of his passage on the same rank: by sliding from the
//!   next file, or by jumping from two files away over a stone (which
//!   stays), as the option `ka` says for both. The stone becomes his Ka
//!   and must capture at once, along any of the four rays.
//! - **Main play.** A player moves his Ka along a rank or file over empty
//!   points, at least one, never over a stone, a Ka or the missing centre
//!   (gap 3), and must stop where it captures: a move without a capture
//!   does not exist.
//! - **Capture by pattern** (§10.3): from the Ka's landing point, the two
//!   rays at right angles to the move (all four when the Ka is made) run to
//!   the edge or to the missing centre (gap 2, gap 3). A ray with at least
//!   one stone, all of one colour, gaps allowed, no Ka on it, and an odd
//!   number of stones may be taken: every stone on it leaves the board and
//!   scores. The player names the one ray he takes.
//! - **The end.** (a) No stone left (the Kas are not stones): the higher
//!   score wins, equal scores draw. (b) The player to move has no capturing
//!   move (a Ka that cannot be made is the same, gap 5): he loses, and the
//!   winner's total is both scores added (the loser keeps his own for the
//!   record). Red moves first; who plays Red is the challenge's choice
//!   (gap 6).
//!
//! # Notation
//!
//! A passage is its file's letter (`c`). A Ka move, making the Ka
//! included, is its start and landing points joined by `-` and the letter
//! of the ray taken, `N`, `S`, `E` or `W`: `d3-c3W` (a slide), `e3-c3W` (a
//! jump), `c3-c7E`. Also read: any case, spaces, `O` (ovest) for `W`, and
//! the move without its letter when only one ray can be taken. Picker
//! steps: the start, the landing point, the ray (`c3`, `-c7`, `E`).
//!
//! # Position text
//!
//! The ranks from 11 down to 1, a character per point from file a (`w`
//! white, `b` black, `.` empty, `r` Red's Ka, `g` Green's Ka, `_` the
//! missing centre), joined by `/`; the side to move (`r` or `g`); the
//! scores (`12,7`); the passages' files (`c,j`, `-` for none yet). The
//! start is the pattern, `r 0,0 -,-`. A read position forgets the last
//! move (the picture's marks).

mod board;
mod legal;
mod notation;
mod position;
#[cfg(test)]
mod tests;
mod variant;
mod view;

use crate::notation::MoveError;
use crate::options::{OptionError, Options};
use crate::view::View;
use crate::{GameInfo, PositionError, Rules, Seat, Status};

pub use board::{CELLS, CENTRE, PATTERN, SIDE};
pub use variant::{KaMethod, PASANG};

/// This game's words: messages, seat names, options' help.
pub static WORDS: crate::Words = crate::Words {
    key: "pasang",
    en: include_str!("en.ftl"),
    it: include_str!("it.ftl"),
    shared: &[],
};

/// An empty point (and the centre, which is no point).
const EMPTY: u8 = 0;
/// A white stone.
const WHITE: u8 = 1;
/// A black stone.
const BLACK: u8 = 2;
/// Red's Ka; Green's is `KA + 1`.
const KA: u8 = 3;

/// What a stone scores.
pub const fn value(stone: u8) -> u16 {
    match stone {
        WHITE => 2,
        BLACK => 1,
        _ => 0,
    }
}

/// One turn.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum PMove {
    /// The five stones of file `0` (0 = a) in the mover's half taken.
    Passage(u8),
    /// The Ka made (a stone from `from` into the passage on `to`) or moved
    /// from `from` to `to`, taking the ray in direction `ray` (0 N, 1 S,
    /// 2 E, 3 W).
    Go { from: u8, to: u8, ray: u8 },
}

/// The last turn, for the picture and the reply.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Last {
    pub mv: PMove,
    pub seat: u8,
    /// The points emptied by the capture, and what stood there.
    pub taken: Vec<(u8, u8)>,
}

/// A Pasang position.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct PState {
    /// Per cell: empty, a white or black stone, or a Ka (see the
    /// constants); the centre stays empty.
    board: [u8; CELLS],
    to_move: u8,
    /// Each seat's passage file, or `board::NONE` before it is opened.
    passage: [u8; 2],
    /// Each seat's Ka, or `board::NONE` before it is made.
    ka: [u8; 2],
    score: [u16; 2],
    last: Option<Last>,
}

/// Where a game stands for the seat to move.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Phase {
    /// Opening a passage.
    Passage,
    /// Making the Ka.
    Ka,
    /// Moving the Ka.
    Main,
}

impl PState {
    /// The seat to move.
    pub fn to_move(&self) -> Seat {
        Seat(self.to_move)
    }

    /// What the seat to move does now.
    pub fn phase(&self) -> Phase {
        let me = usize::from(self.to_move);
        if self.passage[me] == board::NONE {
            Phase::Passage
        } else if self.ka[me] == board::NONE {
            Phase::Ka
        } else {
            Phase::Main
        }
    }

    /// Each seat's score.
    pub fn scores(&self) -> [u16; 2] {
        self.score
    }

    /// Stones of each colour on the board (white, black).
    pub fn stones(&self) -> (u32, u32) {
        let count = |c: u8| self.board.iter().filter(|&&x| x == c).count() as u32;
        (count(WHITE), count(BLACK))
    }

    /// The last move, unless the position was read from a text.
    pub fn last(&self) -> Option<&Last> {
        self.last.as_ref()
    }
}

/// The engine: the Ka-making method agreed for both players.
#[derive(Clone, Copy, Debug)]
pub struct Engine {
    method: KaMethod,
}

/// Pasang.
pub struct Pasang {
    e: Engine,
}

impl Pasang {
    /// The engine (for tests and the bot's knowledge).
    pub fn engine(&self) -> &Engine {
        &self.e
    }
}

impl Rules for Pasang {
    type State = PState;
    type Move = PMove;

    const KNOBS: crate::Knobs = crate::Knobs {
        // Measured (release, arena, `pasang level:1 random 20 2024`,
        // 2026-11-29): level 1 won 9 of 10 as Red and 10 of 10 as Green,
        // plain search (no knowledge). Level 3 not measured: the
        // knobs' usual bar.
        strength: Some(crate::knobs::Strength::new(
            crate::knobs::Bar::new(20, 0.9),
            crate::knobs::Bar::new(4, 0.75),
        )),
        ..crate::Knobs::NONE
    };

    fn info() -> &'static GameInfo {
        &PASANG
    }

    fn new(options: &Options) -> Result<Self, OptionError> {
        let method = if options.choice("ka") == "jump" {
            KaMethod::Jump
        } else {
            KaMethod::Slide
        };
        Ok(Pasang { e: Engine { method } })
    }

    fn initial(&self) -> PState {
        self.e.initial()
    }

    fn status(&self, state: &PState) -> Status {
        match self.e.outcome(state) {
            Some(outcome) => Status::Over(outcome),
            None => Status::ToMove(Seat(state.to_move)),
        }
    }

    fn legal_moves(&self, state: &PState, out: &mut Vec<PMove>) {
        if !self.e.no_stones(state) {
            self.e.legal(state, out);
        }
    }

    fn apply(&self, state: &mut PState, mv: &PMove) {
        self.e.apply(state, *mv);
    }

    fn format_move(&self, _state: &PState, mv: &PMove) -> String {
        notation::format(*mv)
    }

    fn move_steps(&self, _state: &PState, mv: &PMove) -> Vec<String> {
        notation::steps(*mv)
    }

    fn move_aliases(&self, _state: &PState, mv: &PMove) -> Vec<String> {
        notation::aliases(*mv)
    }

    fn diagnose(&self, state: &PState, text: &str) -> MoveError {
        self.e.diagnose(state, text)
    }

    /// The listing matcher first (canonical texts, aliases, picker
    /// steps); then the other forms read (`c3c7`, `c3xc7e`).
    fn parse_move(&self, state: &PState, text: &str) -> Result<PMove, MoveError> {
        match crate::match_text(self, state, text) {
            Ok(mv) => Ok(mv),
            Err(e) => self.e.read_legal(state, text).unwrap_or(Err(e)),
        }
    }

    fn position_text(&self, state: &PState) -> String {
        position::write(state)
    }

    fn from_position(&self, text: &str) -> Result<PState, PositionError> {
        position::read(text)
    }

    fn view(&self, state: &PState, _seat: Option<Seat>) -> View {
        self.e.view(state)
    }
}
