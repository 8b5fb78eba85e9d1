//! The position: each car's point, finish crossings and whether it is
//! out, the turn, its phase and the faces thrown in it.

use super::circuit::STATIONS;

/// Most seats (cars).
pub const MAX_SEATS: usize = 6;
/// Dice of the first roll.
pub const FIRST_DICE: u8 = 3;
/// Crosses that lose the turn; one more puts the car out of the race.
pub const LOSE_TURN: u8 = 3;
pub const OUT: u8 = 4;

/// Where the turn stands.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Phase {
    /// The first three dice are due.
    First,
    /// The seat chooses 1 or 2 more dice.
    Choose,
    /// This many more dice are due.
    Second(u8),
    /// The car moves.
    Move,
}

/// Faces thrown: red, blue, crosses.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct Faces {
    pub red: u8,
    pub blue: u8,
    pub cross: u8,
}

impl Faces {
    pub fn total(self) -> u8 {
        self.red + self.blue + self.cross
    }

    pub fn plus(self, o: Faces) -> Faces {
        Faces {
            red: self.red + o.red,
            blue: self.blue + o.blue,
            cross: self.cross + o.cross,
        }
    }
}

/// A car.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Car {
    /// Its point (0-based).
    pub at: u8,
    /// Times it crossed the finish line.
    pub laps: u8,
    /// 0 in the race; `k`: the `k`-th car to go out.
    pub out: u8,
}

impl Car {
    /// Stations covered since the start (both grid rows are just past
    /// the line).
    pub fn progress(&self) -> i32 {
        i32::from(self.laps) * i32::from(STATIONS) + i32::from(super::circuit::station(self.at))
    }
}

/// What the last turn did, for the picture (a position read back has none).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Last {
    pub seat: u8,
    /// The faces of the whole turn.
    pub faces: Faces,
    /// The points passed through, the start first (one point: no move).
    pub path: Vec<u8>,
    pub kind: LastKind,
}

/// How the last turn ended.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum LastKind {
    Moved,
    Stayed,
    LostTurn,
    Out,
}

/// A Victory position.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct VState {
    pub cars: [Car; MAX_SEATS],
    pub turn: u8,
    pub phase: Phase,
    /// Faces thrown this turn so far.
    pub faces: Faces,
    /// Cars gone out so far.
    pub gone: u8,
    /// Plies played (the cap counts them).
    pub ply: u32,
    pub last: Option<Last>,
}
