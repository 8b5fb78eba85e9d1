//! Pah Tum (Tavolando §5.1; catalog `tavolando-3-8.md`, "17. Pah Tum").
//!
//! A square board, 7×7 by default, some of whose squares are closed by
//! neutral blocks. Two players take turns putting one piece of their colour
//! on a free square, White first, until no free square is left. Then every
//! maximal run of one colour along a rank or a file scores by its length
//! `n`: `s(1) = s(2) = 0`, `s(n) = 2·s(n−1) + n` (3, 10, 25, 56, 119, 246,
//! 501 for 3 to 9); diagonals never count, a piece may score in its rank and
//! its file, and only the whole run scores. The higher total wins; equal
//! totals draw.
//!
//! Catalog resolutions: the blocks are thrown by chance before the first
//! piece, one square at a time among the free ones, all squares equally
//! likely (G1); their number is the option `blocks` (odd, 5–13, default 7)
//! and the option `symmetric` makes the layout symmetric about the centre
//! (the centre square is blocked from the start and each throw blocks a
//! square and its mirror; only on odd sizes). Right after White's first
//! piece, Black may answer `swap` (rule 2, option `swap`, on by default):
//! the players exchange colours, White's piece stays, and the player who
//! has just become Black moves next (G2). The option `size` picks a board
//! from 5×5 to 9×9 (G3).
//!
//! Seats are called First and Second, since a swap changes their colours;
//! the first seat starts as White. The picture colours them.
//!
//! Notation: a placement is the square, files `a`… left to right and ranks
//! `1`… bottom to top (`d4`); the catalog's `place d4` is accepted. The
//! colour swap is `swap`. A block thrown is `#c3` (with the symmetric
//! layout `#c3+e5`, the square and its mirror). Picker steps: the file,
//! then the rank.
//!
//! Position text: the ranks from the top down joined by `/`, each square
//! `.` (free), `w` (White), `b` (Black) or `#` (a block); a space and the
//! seat playing White (`1` or `2`). The seat to move follows from the
//! counts (White moves when both colours have as many pieces), and fewer
//! blocks than the option asks, on an empty board, means more are still to
//! be thrown. A read position marks no last move.

mod legal;
mod notation;
mod position;
mod score;
#[cfg(test)]
mod tests;
mod variant;
mod view;

use crate::grid::Grid;
use crate::notation::MoveError;
use crate::options::{OptionError, Options};
use crate::view::View;
use crate::{GameInfo, PositionError, Rules, Seat, Status};

pub use score::{run_score, scores};

/// This game's words: messages, seat names, word moves, options' help.
pub static WORDS: crate::Words = crate::Words {
    key: "pahtum",
    en: include_str!("en.ftl"),
    it: include_str!("it.ftl"),
    shared: &[],
};

static INFO: GameInfo = GameInfo {
    slug: "pah-tum",
    name_en: "Pah Tum",
    name_it: "Pah Tum",
    aliases: &["pahtum"],
    family: crate::Family::Alignment,
    summary: "7×7 with random blocks, score runs",
    min_seats: 2,
    max_seats: 2,
    seat_names: &["First", "Second"],
    chance: true,
    hidden: false,
    options: variant::OPTIONS,
    // At most 81 squares, each blocked or filled once, and one swap.
    max_plies: MAX_CELLS as u32 + 1,
    source: "catalog tavolando-3-8.md, 17. Pah Tum (Tavolando §5.1)",
    words: &WORDS,
};

/// Squares of the largest board (9×9).
pub const MAX_CELLS: usize = 81;

/// What stands on a square.
pub const FREE: u8 = 0;
pub const WHITE: u8 = 1;
pub const BLACK: u8 = 2;
pub const BLOCK: u8 = 3;

/// Pah Tum with its options.
#[derive(Clone, Debug)]
pub struct PahTum {
    grid: Grid,
    /// Blocks on the board once all are thrown.
    blocks: u8,
    /// Blocks lie symmetric about the centre.
    symmetric: bool,
    /// Black may swap colours after White's first piece.
    swap: bool,
}

/// A Pah Tum position.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct PahTumState {
    /// Per square (`rank * size + file`): `FREE`, `WHITE`, `BLACK` or
    /// `BLOCK`; squares beyond the board stay `FREE`.
    cells: [u8; MAX_CELLS],
    /// Blocks thrown so far.
    blocks: u8,
    /// Pieces placed so far (both colours).
    pieces: u8,
    /// The seat playing White.
    white: Seat,
    /// The last move, for the picture.
    last: Option<PMove>,
}

impl PahTumState {
    /// Per square (`rank * size + file`): `FREE`, `WHITE`, `BLACK` or
    /// `BLOCK` (read access for search hooks, `tavolo-ai`).
    pub fn cells(&self) -> &[u8; MAX_CELLS] {
        &self.cells
    }

    /// The seat playing White.
    pub fn white(&self) -> Seat {
        self.white
    }

    /// The colour (`WHITE` or `BLACK`) of the player to move, once the
    /// blocks are down.
    pub fn colour_to_move(&self) -> u8 {
        if self.pieces.is_multiple_of(2) {
            WHITE
        } else {
            BLACK
        }
    }

    /// The seat to move, once the blocks are down.
    pub fn to_move(&self) -> Seat {
        if self.pieces.is_multiple_of(2) {
            self.white
        } else {
            self.white.other()
        }
    }
}

/// A turn, or a throw of blocks.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum PMove {
    /// A piece of the mover's colour on this square.
    Place(u8),
    /// Black takes White's colour and first piece.
    Swap,
    /// Chance: a block on this square (and on its mirror with the
    /// symmetric layout).
    Block(u8),
}

impl PahTum {
    /// The board's geometry.
    pub fn grid(&self) -> Grid {
        self.grid
    }

    /// Squares to fill once the blocks are down.
    fn free_squares(&self) -> u8 {
        self.grid.len() as u8 - self.blocks
    }

    /// The square opposite `sq` through the centre.
    fn mirror(&self, sq: usize) -> usize {
        self.grid.len() - 1 - sq
    }

    /// The seat playing `colour`.
    fn seat_of(state: &PahTumState, colour: u8) -> Seat {
        if colour == WHITE {
            state.white
        } else {
            state.white.other()
        }
    }

    /// Whether Black may swap now.
    fn pie_open(&self, state: &PahTumState) -> bool {
        self.swap && state.pieces == 1 && state.white == Seat::FIRST
    }
}

impl Rules for PahTum {
    type State = PahTumState;
    type Move = PMove;

    const KNOBS: crate::Knobs = crate::Knobs {
        // Measured with the arena (2026-11-30, default options): level 1
        // won 40 of 40 against random (20 in each seat), level 3 10 of 10.
        strength: Some(crate::knobs::Strength::new(
            crate::knobs::Bar::new(40, 0.9),
            crate::knobs::Bar::new(10, 0.95),
        )),
        // The game ends only when the board is full, on a forced last move:
        // no win in one stands beside other moves.
        no_win_among_others: true,
        ..crate::Knobs::NONE
    };

    fn info() -> &'static GameInfo {
        &INFO
    }

    fn new(options: &Options) -> Result<Self, OptionError> {
        variant::build(options)
    }

    fn max_plies(&self) -> u32 {
        u32::from(self.blocks) + u32::from(self.free_squares()) + 1
    }

    fn initial(&self) -> PahTumState {
        self.start()
    }

    fn status(&self, state: &PahTumState) -> Status {
        self.status_of(state)
    }

    fn legal_moves(&self, state: &PahTumState, out: &mut Vec<PMove>) {
        self.legal(state, out);
    }

    fn chance_outcomes(&self, state: &PahTumState, out: &mut Vec<(PMove, u32)>) {
        self.chance(state, out);
    }

    fn apply(&self, state: &mut PahTumState, mv: &PMove) {
        self.play_move(state, *mv);
    }

    fn format_move(&self, _state: &PahTumState, mv: &PMove) -> String {
        self.format(*mv)
    }

    fn move_steps(&self, _state: &PahTumState, mv: &PMove) -> Vec<String> {
        self.steps(*mv)
    }

    fn move_aliases(&self, _state: &PahTumState, mv: &PMove) -> Vec<String> {
        self.aliases(*mv)
    }

    fn diagnose(&self, state: &PahTumState, text: &str) -> MoveError {
        self.why_not(state, text)
    }

    fn parse_move(&self, state: &PahTumState, text: &str) -> Result<PMove, MoveError> {
        self.read_move(state, text)
    }

    fn position_text(&self, state: &PahTumState) -> String {
        self.write_position(state)
    }

    fn from_position(&self, text: &str) -> Result<PahTumState, PositionError> {
        self.read_position(text)
    }

    fn view(&self, state: &PahTumState, _seat: Option<Seat>) -> View {
        self.draw(state)
    }
}
