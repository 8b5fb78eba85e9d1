//! Robin Hood (Alex Randolph, Pelikan 1976; catalog `randolph-16-37.md`
//! §34): a race through Sherwood Forest along a route of maps that grows
//! while it is played.
//!
//! # Rules as implemented
//!
//! - Four double-sided maps, each side with four white paths of 2 to 9
//!   spaces from a gate of its entry edge to a gate of its exit edge (the
//!   `maps` module: our design, the catalog's gap 1). A Robin that leaves
//!   a map by a gate goes on by a path of the next map starting at that
//!   gate.
//! - 2 to 4 seats, Red, Blue, Green, Yellow. The first seat lays the first
//!   map, the side it likes up (`place 2a`); then each seat in turn puts
//!   its Robin in front of a path of that map (`path 3`). All start on
//!   this one shared map (gap 2, the catalog's proposal).
//! - **A turn**: a die is thrown (a chance outcome); the Robin goes that
//!   many spaces along its path (`go`), stopping on its last space with
//!   any points left unused. From the last space a throw takes it onto a
//!   path of the next map that starts at its gate (`path 2`), that many
//!   spaces along, again stopping at its end. A Robin that has chosen a
//!   path keeps to it.
//! - **No next map**: a Robin at the end of the route waits (`wait`; gap
//!   3, the catalog's proposal).
//! - **A six**: instead of moving, the seat may lay a map from the box at
//!   the end of the route, either side up (`place 3b`); turn over a map no
//!   Robin has reached (`flip 3`); or carry a map every Robin has left
//!   behind to the end of the route (`advance 1`). Whatever it does, it
//!   throws again.
//! - **The end** (gap 4): the forest's way out lies past the last map and
//!   opens once all four maps are down; a Robin reaching the end of its
//!   path on the last map then leaves the forest at once, whatever points
//!   are left, and wins. Before that, the route's end is a wait. The
//!   others are ranked by how far they came (the map reached, then the
//!   spaces left on their path). A cap the rules add: after 2 000 plies
//!   the furthest Robin wins.
//!
//! # Notation
//!
//! `go`, `wait`, `path 2`, `place 3b`, `flip 3`, `advance 3`; throws: a
//! die's face `1`–`6`.
//!
//! # Position text
//!
//! See the `position` module.

mod legal;
pub mod maps;
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

pub use legal::{Engine, SIX};
pub use state::{Did, Last, Place, RState};

/// The words of Robin Hood.
pub static WORDS: crate::Words = crate::Words {
    key: "robinhood",
    en: include_str!("en.ftl"),
    it: include_str!("it.ftl"),
    shared: &[&super::WORDS],
};

/// Seat names, in turn order.
pub const NAMES: [&str; 4] = ["Red", "Blue", "Green", "Yellow"];

/// The ply cap: random play ends long before (see the tests).
pub const MAX_PLIES: u32 = 2000;

static INFO: GameInfo = GameInfo {
    slug: "robinhood",
    name_en: "Robin Hood",
    name_it: "Robin Hood",
    aliases: &["robin", "robin-hood", "sherwood"],
    family: crate::Family::Race,
    summary: "Alex Randolph's race through Sherwood on a route of maps that grows with every six",
    min_seats: 2,
    max_seats: 4,
    seat_names: &NAMES,
    chance: true,
    hidden: false,
    options: &variant::OPTIONS,
    max_plies: MAX_PLIES,
    source: "catalog randolph-16-37.md, 34 Robin Hood (Alex Randolph, Pelikan 1976)",
    words: &WORDS,
};

/// A move or a throw. Maps are numbered from 0, paths from 0, sides 0
/// (`a`) and 1 (`b`).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum RMove {
    /// Throw: the die shows this face.
    Die(u8),
    /// On along the path.
    Go,
    /// At the end of the route with no next map: stay.
    Wait,
    /// The path taken: on the first map at the set-up, else on the next map.
    Path(u8),
    /// A map laid at the end of the route with this side up.
    Place(u8, u8),
    /// A map turned over.
    Flip(u8),
    /// A map carried to the end of the route.
    Advance(u8),
}

/// The Robin Hood rule set.
#[derive(Clone, Debug)]
pub struct RobinHood {
    e: Engine,
}

impl RobinHood {
    /// The engine behind the rules.
    pub fn engine(&self) -> &Engine {
        &self.e
    }
}

impl Rules for RobinHood {
    type State = RState;
    type Move = RMove;

    const KNOBS: crate::Knobs = crate::Knobs {
        // Measured with the arena (release, two seats alternating, seed
        // 2024, 2026-11-30): level 1 against random 162 of 200 (0.81; seed
        // 1: 16 of 20); random against random 109 of 200: the die decides
        // much of a race over the three maps. Level 3: 29 of 40 (0.72, seed
        // 2024, 40 s; level 2: 27 of 40): no better than level 1, the
        // throws weigh more than the search.
        strength: Some(crate::knobs::Strength::new(
            crate::knobs::Bar::new(100, 0.7),
            crate::knobs::Bar::new(40, 0.6),
        )),
        ..crate::Knobs::NONE
    };

    fn info() -> &'static GameInfo {
        &INFO
    }

    fn new(options: &Options) -> Result<Self, OptionError> {
        Ok(RobinHood {
            e: Engine {
                seats: variant::seats(options),
                cap: MAX_PLIES,
            },
        })
    }

    fn seats(&self) -> u8 {
        self.e.seats
    }

    fn initial(&self) -> RState {
        self.e.initial()
    }

    fn status(&self, state: &RState) -> Status {
        self.e.status(state)
    }

    fn legal_moves(&self, state: &RState, out: &mut Vec<RMove>) {
        self.e.legal(state, out);
    }

    fn chance_outcomes(&self, state: &RState, out: &mut Vec<(RMove, u32)>) {
        self.e.chance(state, out);
    }

    fn apply(&self, state: &mut RState, mv: &RMove) {
        self.e.apply(state, *mv);
    }

    fn format_move(&self, _state: &RState, mv: &RMove) -> String {
        notation::format(*mv)
    }

    fn move_aliases(&self, _state: &RState, mv: &RMove) -> Vec<String> {
        notation::aliases(*mv)
    }

    fn diagnose(&self, state: &RState, text: &str) -> MoveError {
        notation::diagnose(&self.e, state, text)
    }

    fn position_text(&self, state: &RState) -> String {
        position::write(&self.e, state)
    }

    fn from_position(&self, text: &str) -> Result<RState, PositionError> {
        position::read(&self.e, text)
    }

    fn view(&self, state: &RState, _seat: Option<crate::Seat>) -> View {
        view::view(&self.e, &self.status(state), state)
    }
}
