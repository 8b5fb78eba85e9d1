//! Schachjagd (Alex Randolph, Ravensburger 1976; catalog
//! `randolph-16-37.md` §35): a race of three tokens each on a chequered
//! track, each move made as the chess piece the die shows.
//!
//! # Rules as implemented
//!
//! - The track is our reconstruction (the figure is lost; see the `board`
//!   module and the rules page): an L of 4 × 4 blocks, 4 squares wide (the
//!   review the catalog cites), squares `a9`–`l12` and `i1`–`l8`, with the
//!   yellow-red corner, two fixed obstacles near the end, the arrows'
//!   stretch and four coloured start spaces.
//! - 2 to 4 seats: Green, Yellow, Red, Blue, in that order all game (the
//!   throw for colours is the table's seating). Each has three tokens on
//!   its start space.
//! - **A turn**: the die (pawn, knight, bishop, rook, queen, king, one
//!   face each) is a chance outcome thrown from the game's seed; the seat
//!   moves one token as that piece. Rook, bishop and queen go any distance
//!   along a free line (gap 3): tokens and obstacles stop them; only the
//!   knight jumps. A token may end on an opponent's token, which goes back
//!   to its start space; never on its owner's (gap 5).
//! - **Pawn** (gap 4): one square straight ahead or slanting ahead; from
//!   the start one or two straight; in the corner ahead is north or,
//!   turning left, west.
//! - **Directions** (gap 2): the other pieces move in any direction, back
//!   too (the review binds only the pawn to the running direction); option
//!   `backward=false`: no move ends farther back along the course.
//! - **King**: one king step, or place the obstacle (or move it) on two
//!   empty squares side by side in the arrows' stretch; then the same seat
//!   throws again.
//! - **Finish** (gap 6): a move that reaches just past file `a` (ranks
//!   9–12) takes the token over the line, home: no exact throw is needed,
//!   a line piece simply stops there, and a knight on file `a` always has
//!   a jump landing there, so an exact rule would change nothing here.
//! - A seat with no move plays `pass`.
//! - **End**: the first seat with its three tokens home wins. Every seat's
//!   score is its tokens home; the others rank by tokens home, then by how
//!   far their tokens have come. A cap the rules add: after 8 000 plies
//!   the same order decides.
//!
//! # Notation
//!
//! `2 i5` (token 2 to i5), `home 2` (token 2 over the finish line),
//! `block i5 j5` (the obstacle, on a King), `pass`. Throws: the face's
//! word, `pawn` … `king`.
//!
//! # Position text
//!
//! See the `position` module.

mod board;
mod legal;
mod notation;
mod position;
mod state;
#[cfg(test)]
mod tests;
mod variant;
mod view;

use crate::notation::MoveError;
use crate::options::{OptionError, Options};
use crate::view::View;
use crate::{GameInfo, PositionError, Rules, Status};

pub use legal::{Dest, Engine};
pub use state::{Face, Loc, SState};

/// The words of Schachjagd.
pub static WORDS: crate::Words = crate::Words {
    key: "schachjagd",
    en: include_str!("en.ftl"),
    it: include_str!("it.ftl"),
    shared: &[],
};

/// Seat names, in turn order.
pub const NAMES: [&str; 4] = ["Green", "Yellow", "Red", "Blue"];

/// The ply cap: random play, wandering back and forth, takes about 1 500
/// plies with two seats and up to 3 000 with four; play with sense far
/// fewer.
pub const MAX_PLIES: u32 = 8000;

static INFO: GameInfo = GameInfo {
    slug: "schachjagd",
    name_en: "Schachjagd",
    name_it: "Schachjagd",
    aliases: &[
        "chess race",
        "carrera de ajedrez",
        "steeple chess",
        "caccia agli scacchi",
    ],
    family: crate::Family::Race,
    summary: "Alex Randolph's race on a chequered track: the die says which chess piece you move as",
    min_seats: 2,
    max_seats: 4,
    seat_names: &NAMES,
    chance: true,
    hidden: false,
    options: &variant::OPTIONS,
    max_plies: MAX_PLIES,
    source: "catalog randolph-16-37.md, 35 Schachjagd (Alex Randolph, Ravensburger 1976)",
    words: &WORDS,
};

/// A move or a throw.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum SMove {
    /// Throw: the die shows this face.
    Throw(Face),
    /// Token `token` (0–2) goes to `to`.
    Go { token: u8, to: Dest },
    /// The movable obstacle goes on these two squares (on a King).
    Block(u8, u8),
    /// Nothing can move.
    Pass,
}

/// Schachjagd's rules.
#[derive(Clone, Debug)]
pub struct Schachjagd {
    e: Engine,
}

impl Schachjagd {
    /// The engine behind the rules.
    pub fn engine(&self) -> &Engine {
        &self.e
    }
}

impl Rules for Schachjagd {
    type State = SState;
    type Move = SMove;

    const KNOBS: crate::Knobs = crate::Knobs {
        // Measured with the arena (release, two seats alternating, seed
        // 2024, 2026-11-30): level 1 against random 200 of 200 (seed 1: 20
        // of 20); random against random 102 of 200. Level 3: 4 of 4 (seed
        // 2024, 218 s).
        strength: Some(crate::knobs::Strength::new(
            crate::knobs::Bar::new(40, 0.9),
            crate::knobs::Bar::new(4, 0.75),
        )),
        ..crate::Knobs::NONE
    };

    fn info() -> &'static GameInfo {
        &INFO
    }

    fn new(options: &Options) -> Result<Self, OptionError> {
        Ok(Schachjagd {
            e: Engine {
                seats: variant::seats(options),
                backward: variant::backward(options),
                cap: MAX_PLIES,
            },
        })
    }

    fn seats(&self) -> u8 {
        self.e.seats
    }

    fn initial(&self) -> SState {
        self.e.initial()
    }

    fn status(&self, state: &SState) -> Status {
        self.e.status(state)
    }

    fn legal_moves(&self, state: &SState, out: &mut Vec<SMove>) {
        self.e.legal(state, out);
    }

    fn chance_outcomes(&self, state: &SState, out: &mut Vec<(SMove, u32)>) {
        self.e.chance(state, out);
    }

    fn apply(&self, state: &mut SState, mv: &SMove) {
        self.e.apply(state, *mv);
    }

    fn format_move(&self, _state: &SState, mv: &SMove) -> String {
        notation::format(*mv)
    }

    fn move_steps(&self, _state: &SState, mv: &SMove) -> Vec<String> {
        notation::steps(*mv)
    }

    fn move_aliases(&self, state: &SState, mv: &SMove) -> Vec<String> {
        notation::aliases(state, *mv)
    }

    fn diagnose(&self, state: &SState, text: &str) -> MoveError {
        notation::diagnose(&self.e, state, text)
    }

    fn position_text(&self, state: &SState) -> String {
        position::write(&self.e, state)
    }

    fn from_position(&self, text: &str) -> Result<SState, PositionError> {
        position::read(&self.e, text)
    }

    fn view(&self, state: &SState, _seat: Option<crate::Seat>) -> View {
        view::view(&self.e, &self.status(state), state)
    }
}
