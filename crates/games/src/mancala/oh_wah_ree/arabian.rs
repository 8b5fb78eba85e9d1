//! Arabian Oh-Wah-Ree: relay sowing and nests. Where the last seed of a lap
//! falls (X, holding n seeds with it) decides, in this order (text):
//! 1. X is the mover's own nest: the turn ends;
//! 2. X is another seat's nest: the mover takes 2 seeds from it (what it
//!    has, if fewer: catalog \[P\]) into his store and may sow again from any
//!    of his pits, or `stop`;
//! 3. n = 4: X becomes the mover's nest (even in an opponent's row); the
//!    turn ends and the seeds stay;
//! 4. n = 1 (X was empty): the turn ends;
//! 5. otherwise the seeds of X are lifted and sown on (relay).
//!
//! No sowing starts from a nest. The 12-or-more skip applies to each lap's
//! origin. A seat with no seeds outside nests in its own pits passes; the
//! game ends when every seat in a row had to pass (or after 50 moves
//! without a capture or a new nest). Each seat scores its store plus the
//! seeds in its nests; seeds in ordinary pits count for nobody.

use super::super::board::{Board, Cell, store};
use super::super::layout::Dir;
use super::super::sowing::{self, Laps, Next, Sowing};
use super::super::trace::{Lap, Trace, Word};
use super::{OwrExtra, PITS, QUIET_LIMIT, Ring, RuleSet, nest_of, outcome_by};
use crate::{Message, Seat};

/// The event of a nest made (it resets the quiet count).
pub(super) const NEST_MADE: Word = Word::OwrNestMade;
const FROM_NEST: Word = Word::OwrFromNest;

struct Nests<'a> {
    x: &'a mut OwrExtra,
    mover: Seat,
    again: bool,
}

impl Laps for Nests<'_> {
    fn skips(&self, _board: &Board, cell: Cell, lap: &Sowing) -> bool {
        sowing::skips_big_origin(cell, lap)
    }

    fn lap_end(&mut self, board: &mut Board, lap: &Lap, trace: &mut Trace) -> Next {
        let last = lap.last;
        let n = board.get(last);
        match nest_of(self.x, last) {
            Some(owner) if owner == self.mover => Next::Stop(Word::OwrStopOwnNest),
            Some(_) => {
                let taken = n.min(2);
                board.set(last, n - taken);
                board.add(store(self.mover), taken);
                trace.take(last, taken, self.mover, FROM_NEST);
                self.again = true;
                self.x.may_stop = true;
                Next::Stop(Word::OwrStopSowAgain)
            }
            None if n == 4 => {
                self.x.nests[usize::from(last)] = self.mover.0 + 1;
                trace.note(Some(last), NEST_MADE);
                Next::Stop(Word::None)
            }
            None if n == 1 => Next::Stop(Word::OwrStopEmpty),
            None => Next::Lift {
                cell: last,
                dir: lap.dir,
            },
        }
    }
}

/// Plays an Arabian sowing; `Some(true)` if the mover may sow again,
/// `None` if it would never end.
pub(super) fn sow<K: RuleSet>(
    ring: &Ring<K>,
    mover: Seat,
    board: &mut Board,
    x: &mut OwrExtra,
    pit: Cell,
    dir: Dir,
    trace: &mut Trace,
) -> Option<bool> {
    let circuit = ring.layout.circuit(mover);
    let mut laps = Nests {
        x,
        mover,
        again: false,
    };
    sowing::sow(circuit, board, Next::Lift { cell: pit, dir }, &mut laps, trace).ok()?;
    Some(laps.again)
}

/// Seeds in `seat`'s nests.
pub(super) fn nested<K: RuleSet>(_ring: &Ring<K>, state: &super::State<OwrExtra>, seat: Seat) -> u32 {
    (0..PITS)
        .filter(|&p| nest_of(&state.x, p) == Some(seat))
        .map(|p| u32::from(state.board.get(p)))
        .sum()
}

/// The end: no seat able to move, or 50 quiet moves.
pub(super) fn conclude<K: RuleSet>(ring: &Ring<K>, state: &mut super::State<OwrExtra>) {
    let reason = if state.x.quiet >= QUIET_LIMIT || state.ply >= super::MAX_PLIES - 1 {
        Message::new("oh-wah-ree-end-quiet-nest").count("moves", QUIET_LIMIT)
    } else if (0..ring.seats).all(|s| ring.sowable(state, Seat(s)).is_empty()) {
        Message::new("oh-wah-ree-end-nobody-moves")
    } else {
        return;
    };
    let scores: Vec<u32> = (0..ring.seats)
        .map(|s| u32::from(state.board.store_of(Seat(s))) + nested(ring, state, Seat(s)))
        .collect();
    state.finish(outcome_by(&scores, reason));
}
