//! Spots (Alex Randolph, Epoch 1970; later Quaro, Counterpoint, Nach dem
//! Regen; catalog `randolph-1-15.md` §9, seed §9 lines 909–980).
//!
//! # Rules as implemented
//!
//! - The board is a cross of 48 cells: the 8×8 square `a1`–`h8` without
//!   its four 2×2 corners (gap 1). 48 pawns, 12 in each of four colours,
//!   start in a bag.
//! - 2 to 4 seats (option `seats`), South, West, North and East in turn
//!   order, each with a base of four slots outside the arm of the cross in
//!   front of it. With four seats, partners sit opposite (gap 7): South and
//!   North against West and East, and a team's points are added up.
//! - The deal: each seat in turn draws four pawns from the bag into its
//!   base. Every draw is a chance move, one pawn at a time, each colour as
//!   likely as its pawns left in the bag. South opens (gap 6: who sits
//!   where is the challenge's choice).
//! - A turn: put one pawn of your base on any empty cell. Every stretch of
//!   four cells through it, along a rank, a file or a diagonal (gap 2),
//!   that now holds four pawns of four different colours scores one point.
//!   After a placement that scored, the seat may place another pawn or
//!   `end` the turn (gap 5: the bonus is optional); a placement that scores
//!   nothing, or an empty base, ends the turn. A seat whose base is empty
//!   when its turn comes (the bag is empty too) must `pass`.
//! - At the end of a turn the seat refills its base to four from the bag,
//!   as far as the bag lasts.
//! - The game ends (gap 4) as soon as no stretch with an empty cell could
//!   still be completed in four colours: its pawns already all different
//!   and each colour it lacks still in the bag or in a base. A full board
//!   and an empty bag with empty bases are such ends.
//! - The most points win; equal points draw. With four seats the teams'
//!   totals count; with three (gap 3) each seat's total is its own points
//!   and those of the seat on its left, the next in turn order (option
//!   `neighbour`, on by default; off: plain points).
//!
//! # Notation
//!
//! A placement is a colour letter and a cell, `R d5` (`R` red, `B` blue,
//! `G` gold, `V` violet: the same letters as the Italian rosso, blu,
//! giallo, viola; the colour's word in either language is read too, and
//! the cell may come first). `end` closes a turn after a scoring placement;
//! `pass` when the base is empty. A draw is `R:2`: a red pawn to the second
//! seat's base. Picker steps: the colour (`R `), the file, the rank.
//!
//! # Position text
//!
//! See the `position` module in the source: the ranks from 8 down to 1
//! (cells of the cross only), the bases, the points and whose turn it is.

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

pub use board::{CELLS, Lines, is_cell, lines};

/// This game's words: messages, seat names, word moves, options' help.
pub static WORDS: crate::Words = crate::Words {
    key: "spots",
    en: include_str!("en.ftl"),
    it: include_str!("it.ftl"),
    shared: &[],
};

static INFO: GameInfo = GameInfo {
    slug: "spots",
    name_en: "Spots",
    name_it: "Spots",
    aliases: &["quaro", "counterpoint", "nach dem regen"],
    family: crate::Family::Alignment,
    summary: "cross of 48 cells, pawns drawn from a bag, score lines of four different colours",
    min_seats: 2,
    max_seats: 4,
    seat_names: &view::NAMES,
    chance: true,
    hidden: false,
    options: &variant::OPTIONS,
    max_plies: MAX_PLIES,
    source: "catalog randolph-1-15.md §9 Spots (seed §9, lines 909–980)",
    words: &WORDS,
};

/// Pawns of each colour.
pub const PER_COLOUR: u8 = 12;
/// Slots in a base.
pub const BASE: u8 = 4;
/// No game is longer: 48 draws, 48 placements, an `end` after each at
/// most, and at most three passes before each placement.
pub const MAX_PLIES: u32 = 48 + 48 + 48 + 3 * 48;

/// The colours' letters, in colour order (red, blue, gold, violet).
pub const LETTERS: [char; 4] = ['R', 'B', 'G', 'V'];

/// Where the turn stands.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Phase {
    /// The seat draws from the bag (the deal, or a refill).
    Draw,
    /// The seat's turn begins: a placement (or `pass`).
    Place,
    /// The seat just scored: another placement, or `end`.
    Bonus,
    /// No line can be made any more.
    Over,
}

/// A Spots position.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct SpotsState {
    /// By square (`rank * 8 + file`): 0 empty, else the colour + 1.
    cells: [u8; board::SQUARES],
    /// Each seat's base: pawns by colour.
    bases: [[u8; 4]; 4],
    /// The bag: pawns by colour.
    bag: [u8; 4],
    /// Each seat's own points.
    points: [u16; 4],
    /// The seat whose turn it is, or who draws.
    seat: u8,
    phase: Phase,
    /// Squares of the lines scored in the current or last turn (picture).
    lines: u64,
    /// Squares filled in the current or last turn (picture).
    placed: u64,
}

impl SpotsState {
    /// The colour (0–3) on square `index`, if any.
    pub fn colour_at(&self, index: usize) -> Option<u8> {
        self.cells.get(index).and_then(|&c| c.checked_sub(1))
    }

    /// `seat`'s base: pawns by colour.
    pub fn base(&self, seat: Seat) -> [u8; 4] {
        self.bases[seat.index() % 4]
    }

    /// The bag: pawns by colour.
    pub fn bag(&self) -> [u8; 4] {
        self.bag
    }

    /// `seat`'s own points.
    pub fn points(&self, seat: Seat) -> u16 {
        self.points[seat.index() % 4]
    }

    /// Where the turn stands.
    pub fn phase(&self) -> Phase {
        self.phase
    }

    /// Pawns in `seat`'s base.
    fn base_len(&self, seat: u8) -> u8 {
        self.bases[usize::from(seat)].iter().sum()
    }

    /// Pawns in the bag.
    fn bag_len(&self) -> u8 {
        self.bag.iter().sum()
    }
}

/// A move, or a draw from the bag.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum SMove {
    /// A pawn of this colour (0–3) from the base onto this square.
    Place { colour: u8, cell: u8 },
    /// Stop after a scoring placement.
    End,
    /// Nothing to place.
    Pass,
    /// Chance: a pawn of this colour from the bag into the drawing seat's
    /// base.
    Draw(u8),
}

/// Spots with its options.
#[derive(Clone, Debug)]
pub struct Spots {
    seats: u8,
    /// With three seats: a seat's total includes the next seat's points.
    neighbour: bool,
}

impl Rules for Spots {
    type State = SpotsState;
    type Move = SMove;

    // Knowledge in `crates/ai/src/knowledge/alignment/spots.rs`. Measured
    // with the arena (`cargo run --release -p tavolo-ai --example arena --
    // spots level:1 random 20 7`, 2 seats, the seats alternating: 10 games
    // each), 2026-11-30 18:00 UTC, load average about 13 on 2 cores: level
    // 1 won 20 of 20 in 12.5 s (plain search without the knowledge,
    // `plain:300`, also 20 of 20 in 10.7 s); level 3 won 4 of 4 in 538 s.
    const KNOBS: crate::Knobs = crate::Knobs {
        strength: Some(crate::knobs::Strength::new(
            crate::knobs::Bar::new(10, 0.9),
            crate::knobs::Bar::new(4, 0.75),
        )),
        ..crate::Knobs::NONE
    };

    fn info() -> &'static GameInfo {
        &INFO
    }

    fn new(options: &Options) -> Result<Self, OptionError> {
        variant::build(options)
    }

    fn seats(&self) -> u8 {
        self.seats
    }

    fn teams(&self) -> Option<Vec<u8>> {
        (self.seats == 4).then(|| vec![0, 1, 0, 1])
    }

    fn initial(&self) -> SpotsState {
        self.start()
    }

    fn status(&self, state: &SpotsState) -> Status {
        match state.phase {
            Phase::Draw => Status::Chance,
            Phase::Place | Phase::Bonus => Status::ToMove(Seat(state.seat)),
            Phase::Over => Status::Over(self.outcome(state)),
        }
    }

    fn legal_moves(&self, state: &SpotsState, out: &mut Vec<SMove>) {
        self.legal(state, out);
    }

    fn chance_outcomes(&self, state: &SpotsState, out: &mut Vec<(SMove, u32)>) {
        self.chance(state, out);
    }

    fn apply(&self, state: &mut SpotsState, mv: &SMove) {
        self.play_move(state, *mv);
    }

    fn format_move(&self, state: &SpotsState, mv: &SMove) -> String {
        notation::format(state, *mv)
    }

    fn move_steps(&self, state: &SpotsState, mv: &SMove) -> Vec<String> {
        notation::steps(state, *mv)
    }

    /// `end` in Italian too (`fine`), for texts read without the core's
    /// word table (the rules pages' examples).
    fn move_aliases(&self, _state: &SpotsState, mv: &SMove) -> Vec<String> {
        match mv {
            SMove::End => vec!["fine".into()],
            _ => Vec::new(),
        }
    }

    fn diagnose(&self, state: &SpotsState, text: &str) -> MoveError {
        self.why_not(state, text)
    }

    fn parse_move(&self, state: &SpotsState, text: &str) -> Result<SMove, MoveError> {
        self.read_move(state, text)
    }

    fn position_text(&self, state: &SpotsState) -> String {
        position::write(self, state)
    }

    fn from_position(&self, text: &str) -> Result<SpotsState, PositionError> {
        position::read(self, text)
    }

    fn view(&self, state: &SpotsState, _seat: Option<Seat>) -> View {
        self.draw(state)
    }
}
