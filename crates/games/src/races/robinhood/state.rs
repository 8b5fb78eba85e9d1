//! The position: the maps laid in a row (the route), each Robin's place,
//! whose turn it is and the throw waiting to be used.

use super::maps::{Laid, MAPS};

/// Most seats.
pub const MAX_SEATS: usize = 4;

/// A Robin's place.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Place {
    /// Not yet on the first map: its seat has still to choose a path.
    Unplaced,
    /// On the map in route slot `slot` (0 the first), path `path`
    /// (0-based), space `step`: 0 in front of the path (at the start), 1 to
    /// the path's length along it.
    On { slot: u8, path: u8, step: u8 },
    /// Out of the forest.
    Out,
}

/// What the last move did, for the picture (a position read back has none).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Last {
    pub seat: u8,
    /// The throw used (none at the set-up).
    pub die: Option<u8>,
    pub what: Did,
}

/// The kinds of last move.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Did {
    /// The Robin went from one place to another.
    Moved { from: Place, to: Place },
    /// The Robin could not go on (no next map).
    Waited,
    /// A map was laid at the end of the route (or as the first).
    Placed(Laid),
    /// The map was turned over.
    Flipped(Laid),
    /// The map went from behind every Robin to the end of the route.
    Advanced(Laid),
    /// The Robin chose its path on the first map.
    Chose(u8),
}

/// A Robin Hood position.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct RState {
    /// The maps laid, first to last (`laid` of them).
    pub route: [Laid; MAPS as usize],
    pub laid: u8,
    pub robins: [Place; MAX_SEATS],
    /// The seat whose turn it is (to throw, or to use its throw).
    pub turn: u8,
    /// The throw waiting to be used; `None`: a throw is due.
    pub die: Option<u8>,
    /// Plies played (the cap counts them).
    pub ply: u32,
    pub last: Option<Last>,
}

impl RState {
    /// The maps laid, in route order.
    pub fn route(&self) -> &[Laid] {
        &self.route[..usize::from(self.laid)]
    }

    /// The maps still in the box (0-based), in order.
    pub fn boxed(&self) -> Vec<u8> {
        (0..MAPS)
            .filter(|m| !self.route().iter().any(|l| l.map == *m))
            .collect()
    }

    /// The route slot holding map `map`, if laid.
    pub fn slot_of(&self, map: u8) -> Option<u8> {
        self.route().iter().position(|l| l.map == map).map(|s| s as u8)
    }
}
