//! Oriental Oh-Wah-Ree: six seeds a pit, each store in the ring after its
//! owner's last pit (the opponent's store is passed over). The last seed
//! in the mover's store earns another sowing; in a pit that held seeds, a
//! relay; in an empty opponent pit, the end of the turn; in an empty pit of
//! his own, the capture of that seed and the pit across (even an empty one,
//! the natural reading, catalog \[P\]). No 12-or-more skip (the set is not
//! built on the base rules).

use super::super::board::{Board, Cell, is_store, store};
use super::super::sowing::{self, Laps, Next};
use super::super::trace::{Lap, Trace, Word};
use super::{OwrExtra, Ring, RuleSet, owner_of};
use crate::Seat;

const ACROSS: Word = Word::Across;

struct Kalah<'a> {
    layout: &'a super::super::layout::Layout,
    x: &'a OwrExtra,
    mover: Seat,
    again: bool,
}

impl Laps for Kalah<'_> {
    fn lap_end(&mut self, board: &mut Board, lap: &Lap, trace: &mut Trace) -> Next {
        let last = lap.last;
        if is_store(last) {
            self.again = true;
            return Next::Stop(Word::OwrStopStore);
        }
        if lap.before > 0 {
            return Next::Lift {
                cell: last,
                dir: lap.dir,
            };
        }
        if owner_of(self.x, last) != self.mover {
            return Next::Stop(Word::OwrStopEmptyOpponent);
        }
        let mine = board.take(last);
        board.add(store(self.mover), mine);
        trace.take(last, mine, self.mover, ACROSS);
        if let Some(across) = self.layout.opposite(last) {
            let theirs = board.take(across);
            board.add(store(self.mover), theirs);
            trace.take(across, theirs, self.mover, ACROSS);
        }
        Next::Stop(Word::None)
    }
}

/// Plays an Oriental sowing from `pit`; `Some(true)` if the mover sows
/// again, `None` if the sowing would never end.
pub(super) fn sow<K: RuleSet>(
    ring: &Ring<K>,
    mover: Seat,
    board: &mut Board,
    x: &OwrExtra,
    pit: Cell,
    trace: &mut Trace,
) -> Option<bool> {
    let circuit = ring.layout.circuit(mover);
    let mut laps = Kalah {
        layout: &ring.layout,
        x,
        mover,
        again: false,
    };
    let start = Next::Lift {
        cell: pit,
        dir: super::super::layout::Dir::Forward,
    };
    sowing::sow(circuit, board, start, &mut laps, trace).ok()?;
    Some(laps.again)
}
