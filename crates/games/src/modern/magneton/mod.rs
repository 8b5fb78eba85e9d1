//! The Magneton Game (Luca Cerrato, 2001; catalog
//! `tavolando-9-14-and-short-issues.md`, "magneton").
//!
//! An empty 8×8 board, 12 pieces a side, Black first (gap 4). Players
//! place one piece a turn on an empty square until all 24 are in; then
//! each turn a piece slides like a queen over empty squares. After every
//! placement or slide the piece acted with (the origin) works as a
//! magnet along its eight rays: the first piece on each ray, if of the
//! origin's colour, is pushed on along the ray to the next piece or the
//! edge; if of the other colour, it is pulled in next to the origin.
//! Displaced pieces have no magnetism of their own.
//!
//! Win (gaps 2, 3): after an action, a colour with a line of four or more
//! (rank, file or diagonal) holding a piece the magnetism just moved wins;
//! if both colours have one, the mover. Draws (catalog): in the movement
//! phase a player with no slide passes, and if the other then cannot move
//! either the game is drawn; a position repeated a third time with the
//! same player to move, or [`MOVE_CAP`] turns of the movement phase
//! without a winner, draw.
//!
//! Option `magnetic-moves` (gap 1): the author's other publication (run
//! on SuperDuperGames) lets a piece move only along its magnetic lines:
//! next to a lone enemy it faces on a line, or away from a lone friend to
//! the edge (`board::magnetic_moves`). Off by default: the booklet's
//! queen slides.
//!
//! Notation: a placement `d4`, a slide `d4-d7` (also `d4d7`, `d4:d7`),
//! `pass`. Picker steps: a placement's file then rank (`d`, `4`); a
//! slide's piece, then the file and rank it goes to (`d4`, `-d`, `7`).
//!
//! Position text: the ranks 8 to 1 of `x` (Black), `o` (White), `.`,
//! joined by `/`; the seat to move (`1` Black, `2` White); the turns of
//! the movement phase played; how the game ended: `-` not yet, `1` or `2`
//! the seat whose line won, `=` drawn with both players stuck.

mod board;
mod legal;
mod notation;
mod position;
mod view;

use crate::options::{OptionKind, OptionSpec};
use crate::{GameInfo, Seat};

/// This game's words.
pub static WORDS: crate::Words = crate::Words {
    key: "magneton",
    en: include_str!("en.ftl"),
    it: include_str!("it.ftl"),
    shared: &[],
};

static INFO: GameInfo = GameInfo {
    slug: "magneton",
    name_en: "The Magneton Game",
    name_it: "The Magneton Game",
    aliases: &["magneton game"],
    family: crate::Family::Modern,
    summary: "8×8, place then slide magnets that push friends and pull foes; 4 in a row",
    min_seats: 2,
    max_seats: 2,
    seat_names: &["Black", "White"],
    chance: false,
    hidden: false,
    options: &[OptionSpec {
        name: "magnetic-moves",
        kind: OptionKind::Bool,
        default: "false",
        help: "option-magneton-magnetic-moves",
    }],
    max_plies: 2 * PIECES as u32 + MOVE_CAP,
    source: "catalog tavolando-9-14-and-short-issues.md, magneton (seed 002, lines 11–37)",
    words: &WORDS,
};

/// Pieces a side.
pub const PIECES: u8 = 12;

/// Turns of the movement phase after which a game without a winner is drawn.
pub const MOVE_CAP: u32 = 60;

/// How a game ended.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum End {
    /// A line with a displaced piece in it.
    Line(Seat),
    /// Neither player could slide.
    BothStuck,
    /// A position came a third time with the same player to move.
    Repetition,
    /// [`MOVE_CAP`] turns of the movement phase.
    Cap,
}

/// One turn.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum MagnetonMove {
    Place(u8),
    Slide { from: u8, to: u8 },
    Pass,
}

/// What the last action did, for the picture.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct LastAction {
    pub mv: MagnetonMove,
    /// Pieces the magnetism moved, from and to.
    pub shifts: Vec<board::Shift>,
    /// The winning line or lines, if the action won.
    pub line: u64,
}

/// A position.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct MagnetonState {
    /// Black's and White's pieces, bit `rank * 8 + file`.
    sides: [u64; 2],
    to_move: Seat,
    /// Turns played in the movement phase.
    turns: u32,
    last: Option<LastAction>,
    /// Movement-phase positions, with the seat to move, for repetition.
    seen: Vec<([u64; 2], u8)>,
    end: Option<End>,
}

impl MagnetonState {
    /// Black's and White's pieces (read access for search hooks).
    pub fn sides(&self) -> [u64; 2] {
        self.sides
    }

    /// Whether all pieces are in, so pieces slide.
    pub fn moving(&self) -> bool {
        (self.sides[0] | self.sides[1]).count_ones() >= 2 * u32::from(PIECES)
    }
}

/// The Magneton Game, with the booklet's queen slides or (gap 1's
/// option) moves along magnetic lines only.
#[derive(Clone, Debug, Default)]
pub struct Magneton {
    magnetic_moves: bool,
}

#[cfg(test)]
mod tests;
