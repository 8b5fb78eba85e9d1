//! Pendulum Oh-Wah-Ree: five seeds a pit; first each player, in turn,
//! prepares: he empties one of his pits and puts 3 of its seeds into the
//! next pit and 2 into the one after, in the direction he chooses (no
//! captures). Then a turn sows one of his pits in the direction he chooses;
//! a last seed in a pit that held seeds lifts them and sows them back the
//! other way, and so on, each relay reversing; a last seed in an empty
//! opponent pit ends the turn; in an empty pit of his own it is captured
//! with the pit across. Stores are off the ring.

use super::super::board::{Board, Cell, store};
use super::super::layout::Dir;
use super::super::sowing::{self, Laps, Next};
use super::super::trace::{Lap, Trace, Word};
use super::{OwrExtra, Ring, RuleSet, owner_of};
use crate::Seat;

const ACROSS: Word = Word::Across;

struct Swing<'a> {
    layout: &'a super::super::layout::Layout,
    mover: Seat,
    x: &'a OwrExtra,
}

impl Laps for Swing<'_> {
    fn lap_end(&mut self, board: &mut Board, lap: &Lap, trace: &mut Trace) -> Next {
        let last = lap.last;
        if lap.before > 0 {
            return Next::Lift {
                cell: last,
                dir: lap.dir.reversed(),
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

/// The preparation from `pit`: its seeds, 3 into the next pit and the rest
/// (2) into the one after, going `dir`.
pub(super) fn prepare<K: RuleSet>(ring: &Ring<K>, board: &mut Board, pit: Cell, dir: Dir, trace: &mut Trace) {
    let circuit = ring.layout.circuit(Seat(0));
    let seeds = board.take(pit);
    let first = circuit.next(pit, dir);
    let second = circuit.next(first, dir);
    let three = seeds.min(3);
    board.add(first, three);
    board.add(second, seeds - three);
    trace.sown |= (1 << first) | (1 << second);
    trace.note(None, Word::OwrPrepared);
}

/// Plays a Pendulum turn; `None` if it would never end.
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
    let mut laps = Swing {
        layout: &ring.layout,
        mover,
        x,
    };
    sowing::sow(circuit, board, Next::Lift { cell: pit, dir }, &mut laps, trace).ok()
}
