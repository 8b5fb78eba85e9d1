//! Dozo (Alex Randolph, Stancraft 1970; catalog `randolph-1-15.md` §8,
//! seed §8 lines 840–908).
//!
//! # Rules (the catalog's rules and gaps)
//!
//! - A triangle of 28 hexagonal cells, seven a side, rows of 1 to 7
//!   ([`board`]); 28 discs, 7 in each of four colours, shared by every
//!   player; the board empty at the start.
//! - Two or three players (the option `seats`, 2 by default: the header
//!   says 2–3, the rules 2) take turns; a turn places one disc of any
//!   colour still in the supply on any empty cell.
//! - The first player whose disc completes an equilateral triangle with
//!   three corners of one colour wins: any size, any orientation, tilted
//!   ones too (the catalog's reading of the missing diagrams); the
//!   triangle includes the disc just placed.
//! - The 28th disc placed with no triangle ends the game drawn (the
//!   catalog's \[P\]; the text is silent).
//! - The colours are red, green, blue and yellow (the catalog's \[P\]).
//!
//! # Notation
//!
//! The colour's letter, a space, then the cell: the row `A` (apex) to `G`
//! (base) and the place in the row from the left, `r D3`, `y G7` (the
//! catalog's `R D3`: case does not matter). Picker steps: the colour
//! (`r `), the row (`D`), the number (`3`). Read too: the colour's word in
//! English or Italian (`red D3`, `rosso D3`, `verde D3`, `giallo D3`) and
//! the Italian `v` for green. In Italian chats the colour is shown as its
//! Italian word.
//!
//! # Position text
//!
//! The rows `a` to `g` joined by `/`, each cell `.` empty or a colour's
//! letter (`r`, `g`, `b`, `y`), then the seat to move (`1`, `2`, `3`). The
//! start is `./../.../..../...../....../....... 1`.

pub mod board;
mod legal;
mod notation;
mod position;
#[cfg(test)]
mod tests;
mod view;

use crate::notation::MoveError;
use crate::options::{OptionError, OptionKind, OptionSpec, Options};
use crate::view::View;
use crate::{GameInfo, Message, Outcome, PositionError, Rules, Seat, Status};

/// This game's words: messages, seat names, options' help, word moves.
pub static WORDS: crate::Words = crate::Words {
    key: "dozo",
    en: include_str!("en.ftl"),
    it: include_str!("it.ftl"),
    shared: &[],
};

static INFO: GameInfo = GameInfo {
    slug: "dozo",
    name_en: "Dozo",
    name_it: "Dozo",
    aliases: &[],
    family: crate::Family::Alignment,
    summary: "triangle of 28 hexagons, four shared colours: first to make a one-colour equilateral triangle",
    min_seats: 2,
    max_seats: 3,
    seat_names: &["First", "Second", "Third"],
    chance: false,
    hidden: false,
    options: &[OptionSpec {
        name: "seats",
        kind: OptionKind::Int { min: 2, max: 3 },
        default: "2",
        help: "option-dozo-seats",
    }],
    max_plies: board::CELLS as u32,
    source: "catalog randolph-1-15.md §8 (seed §8, lines 840–908)",
    words: &WORDS,
};

/// Discs of each colour.
pub const PER_COLOUR: u32 = 7;
/// The colours, by index: their letters and English names.
pub const LETTERS: [char; 4] = ['r', 'g', 'b', 'y'];
pub const COLOURS: [&str; 4] = ["red", "green", "blue", "yellow"];

/// One move: a disc of `colour` (an index of [`COLOURS`]) on `cell`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct DMove {
    pub colour: u8,
    pub cell: u8,
}

/// A Dozo position.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct DozoState {
    /// The discs of each colour on the board.
    discs: [u32; 4],
    to_move: Seat,
    /// The winner and the triangle's three corners, once made.
    won: Option<(Seat, u32)>,
    /// The last move, for the picture.
    last: Option<DMove>,
}

impl DozoState {
    /// The discs of each colour on the board.
    pub fn discs(&self) -> [u32; 4] {
        self.discs
    }

    /// Every cell holding a disc.
    pub fn filled(&self) -> u32 {
        self.discs.iter().fold(0, |a, d| a | d)
    }

    /// Discs of `colour` still in the supply.
    pub fn supply(&self, colour: usize) -> u32 {
        PER_COLOUR - self.discs[colour].count_ones()
    }

    /// The seat to move (meaningless once the game is over).
    pub fn to_move(&self) -> Seat {
        self.to_move
    }

    /// The winner and the winning triangle's corners.
    pub fn won(&self) -> Option<(Seat, u32)> {
        self.won
    }

    pub fn over(&self) -> bool {
        self.won.is_some() || self.filled() == board::ALL
    }

    /// The colour on `cell`, if any.
    pub fn colour_at(&self, cell: usize) -> Option<usize> {
        self.discs.iter().position(|d| d >> cell & 1 == 1)
    }
}

/// Dozo, for two or three players.
#[derive(Clone, Debug)]
pub struct Dozo {
    seats: u8,
}

impl Default for Dozo {
    fn default() -> Self {
        Dozo { seats: 2 }
    }
}

impl Dozo {
    /// Dozo for `seats` players (2 or 3).
    pub fn with_seats(seats: u8) -> Dozo {
        Dozo {
            seats: seats.clamp(2, 3),
        }
    }
}

/// The message naming colour `c`.
pub fn colour_word(c: usize) -> Message {
    match c {
        0 => Message::new("dozo-colour-red"),
        1 => Message::new("dozo-colour-green"),
        2 => Message::new("dozo-colour-blue"),
        _ => Message::new("dozo-colour-yellow"),
    }
}

fn outcome(state: &DozoState) -> Option<Outcome> {
    if let Some((seat, corners)) = state.won {
        let colour = state.colour_at(corners.trailing_zeros() as usize).unwrap_or(0);
        return Some(Outcome::win(
            seat,
            Message::new("dozo-triangle").part("colour", colour_word(colour)),
        ));
    }
    (state.filled() == board::ALL).then(|| Outcome::draw(Message::new("dozo-full")))
}

impl Rules for Dozo {
    type State = DozoState;
    type Move = DMove;

    const KNOBS: crate::Knobs = crate::Knobs {
        // Plain search. Measured with the arena (2026-11-30, release, level
        // time caps, a loaded machine, two seats, seats alternating):
        // level 1 against random won 100 of 100 with seed 1 and 100 of 100
        // with seed 7 (50 of 50 in each seat each time); level 3 won 10 of
        // 10 (5 in each seat, 24 s in all).
        strength: Some(crate::knobs::Strength::new(
            crate::knobs::Bar::new(20, 0.9),
            crate::knobs::Bar::new(4, 0.9),
        )),
        ..crate::Knobs::NONE
    };

    fn info() -> &'static GameInfo {
        &INFO
    }

    fn new(options: &Options) -> Result<Self, OptionError> {
        Ok(Dozo::with_seats(options.int("seats").clamp(2, 3) as u8))
    }

    fn seats(&self) -> u8 {
        self.seats
    }

    fn initial(&self) -> DozoState {
        DozoState {
            discs: [0; 4],
            to_move: Seat::FIRST,
            won: None,
            last: None,
        }
    }

    fn status(&self, state: &DozoState) -> Status {
        match outcome(state) {
            Some(outcome) => Status::Over(outcome),
            None => Status::ToMove(state.to_move),
        }
    }

    fn legal_moves(&self, state: &DozoState, out: &mut Vec<DMove>) {
        legal::legal(state, out);
    }

    fn apply(&self, state: &mut DozoState, mv: &DMove) {
        legal::apply(state, self.seats, *mv);
    }

    fn format_move(&self, _state: &DozoState, mv: &DMove) -> String {
        notation::format(*mv)
    }

    fn move_steps(&self, _state: &DozoState, mv: &DMove) -> Vec<String> {
        notation::steps(*mv)
    }

    fn move_aliases(&self, _state: &DozoState, mv: &DMove) -> Vec<String> {
        notation::aliases(*mv)
    }

    fn diagnose(&self, state: &DozoState, text: &str) -> MoveError {
        notation::diagnose(self, state, text)
    }

    fn position_text(&self, state: &DozoState) -> String {
        position::write(state)
    }

    fn from_position(&self, text: &str) -> Result<DozoState, PositionError> {
        position::read(self, text)
    }

    fn view(&self, state: &DozoState, _seat: Option<Seat>) -> View {
        view::view(self, state)
    }
}
