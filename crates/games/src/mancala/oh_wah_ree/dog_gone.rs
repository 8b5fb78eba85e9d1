//! Dog-Gone Oh-Wah-Ree: relay sowing; a lap whose last seed falls in an
//! empty pit ends the turn, one that makes a pit of exactly 4 takes those
//! four for the mover and ends it; any other pit a seed brings to 4 on the
//! way is taken at once by that pit's owner (catalog \[P\]: the mover's own
//! pits included). No captures of 2 or 3. The 12-or-more skip applies to
//! each lap's origin.

use super::super::board::{Board, Cell, store};
use super::super::layout::Dir;
use super::super::sowing::{self, Endless, Laps, Next, Sowing};
use super::super::trace::{Lap, Trace, Word};
use super::{OwrExtra, Ring, RuleSet, owner_of};
use crate::Seat;

const FOUR: Word = Word::OwrFour;
const OWNERS_FOUR: Word = Word::OwrOwnersFour;

struct Fours<'a> {
    x: &'a OwrExtra,
    mover: Seat,
}

impl Laps for Fours<'_> {
    fn skips(&self, _board: &Board, cell: Cell, lap: &Sowing) -> bool {
        sowing::skips_big_origin(cell, lap)
    }

    fn drop_seed(&mut self, board: &mut Board, cell: Cell, last: bool, trace: &mut Trace) {
        board.add(cell, 1);
        if !last && board.get(cell) == 4 {
            let owner = owner_of(self.x, cell);
            board.take(cell);
            board.add(store(owner), 4);
            trace.take(cell, 4, owner, OWNERS_FOUR);
        }
    }

    fn lap_end(&mut self, board: &mut Board, lap: &Lap, trace: &mut Trace) -> Next {
        let n = board.get(lap.last);
        if n == 4 {
            board.take(lap.last);
            board.add(store(self.mover), 4);
            trace.take(lap.last, 4, self.mover, FOUR);
            Next::Stop(Word::None)
        } else if lap.before == 0 {
            Next::Stop(Word::OwrStopEmpty)
        } else {
            Next::Lift {
                cell: lap.last,
                dir: lap.dir,
            }
        }
    }
}

/// Plays a Dog-Gone turn from `pit`.
pub(super) fn sow<K: RuleSet>(
    ring: &Ring<K>,
    mover: Seat,
    board: &mut Board,
    x: &OwrExtra,
    pit: Cell,
    dir: Dir,
    trace: &mut Trace,
) -> Option<()> {
    let circuit = ring.layout.circuit(mover);
    let mut laps = Fours { x, mover };
    match sowing::sow(circuit, board, Next::Lift { cell: pit, dir }, &mut laps, trace) {
        Ok(()) => Some(()),
        Err(Endless) => None,
    }
}
