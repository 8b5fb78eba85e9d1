//! The sowing machine every game of the family shares: seeds dropped one by
//! one along a circuit, in either direction, lap after lap (relay sowing),
//! with the game deciding at each lap's end what happens next.
//!
//! A game states only its own rules through [`Laps`]: which cells a seed
//! passes over (the origin of a big sowing, a burnt hole), what a dropped
//! seed does (a tuzdyk sends it to a store, a pit of four is taken at once),
//! and what the last seed of a lap leads to (stop, lift and go on, sow
//! captured seeds from a kichwa…).
//!
//! # Endless sowings
//!
//! A relay sowing is deterministic and has finitely many states, so one
//! that never ends comes back to a state it was in before: the same board
//! (stores included), the same next lap (where it starts, with how many
//! seeds, which way) and the same game-specific sowing state
//! ([`Laps::key`]). The machine watches for that with Brent's cycle finder
//! (a snapshot kept at lap 1, 2, 4, 8… and compared with every later lap),
//! which finds every cycle, and returns [`Endless`]. As a second guard a
//! move of more than [`MAX_LAPS`] laps counts as endless too. What an
//! endless move means is each game's rule; the family's documented default
//! (catalog, cross-cutting conventions) is that such a move is illegal.

use super::board::{Board, Cell};
use super::layout::{Circuit, Dir};
use super::trace::{Lap, Trace, Word};

/// Laps after which a move counts as endless even without a repeated state.
pub const MAX_LAPS: usize = 4096;

/// A move whose sowing would never end.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Endless;

/// What happens after a lap (or at the start of a move).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Next {
    /// The sowing is over, for the reason given ([`Word::None`]: none to
    /// tell).
    Stop(Word),
    /// Lift every seed of `cell` and sow them from the cell after it.
    Lift { cell: Cell, dir: Dir },
    /// Sow `seeds` held in hand, the first into `first`.
    Sow { first: Cell, seeds: u8, dir: Dir },
}

/// The lap being sown, as [`Laps::skips`] sees it.
#[derive(Clone, Copy, Debug)]
pub struct Sowing {
    /// The pit lifted, if the seeds came from one.
    pub origin: Option<Cell>,
    /// Seeds lifted at the start of the lap.
    pub lifted: u8,
    pub dir: Dir,
}

/// A game's rules for the machine.
pub trait Laps {
    /// Whether a seed heading for `cell` passes over it. Default: never.
    fn skips(&self, _board: &Board, _cell: Cell, _lap: &Sowing) -> bool {
        false
    }

    /// Drops one seed into `cell` (`last`: the lap's last seed). Default:
    /// it stays there.
    fn drop_seed(&mut self, board: &mut Board, cell: Cell, _last: bool, _trace: &mut Trace) {
        board.add(cell, 1);
    }

    /// The lap `lap` ended; what next.
    fn lap_end(&mut self, board: &mut Board, lap: &Lap, trace: &mut Trace) -> Next;

    /// Game state later laps depend on, beyond the board and the next lap
    /// (for the endless check). Default: none.
    fn key(&self) -> u64 {
        0
    }
}

/// The skip rule of Awele and Oh-Wah-Ree: a lap that lifted 12 or more
/// seeds never drops one into the pit it came from.
pub fn skips_big_origin(cell: Cell, lap: &Sowing) -> bool {
    lap.lifted >= 12 && lap.origin == Some(cell)
}

/// Runs the sowing from `start` along `circuit` until a lap ends in
/// [`Next::Stop`], recording every lap in `trace`.
///
/// # Errors
/// [`Endless`] when the sowing would never end (see the module docs); the
/// board is then meaningless and the move must be discarded.
pub fn sow(
    circuit: &Circuit,
    board: &mut Board,
    start: Next,
    rules: &mut impl Laps,
    trace: &mut Trace,
) -> Result<(), Endless> {
    let mut next = start;
    // Brent's cycle finder over (board, next lap, game key).
    let mut saved: Option<(Board, Next, u64)> = None;
    let mut power = 1usize;
    let mut since = 0usize;
    let mut laps = 0usize;
    loop {
        let (origin, first, seeds, dir) = match next {
            Next::Stop(why) => {
                trace.stop = why;
                return Ok(());
            }
            Next::Lift { cell, dir } => {
                let seeds = board.get(cell);
                (Some(cell), circuit.next(cell, dir), seeds, dir)
            }
            Next::Sow { first, seeds, dir } => (None, first, seeds, dir),
        };
        if laps > 0 {
            let now = (*board, next, rules.key());
            if saved == Some(now) {
                return Err(Endless);
            }
            since += 1;
            if since == power {
                saved = Some(now);
                power *= 2;
                since = 0;
            }
        }
        laps += 1;
        if laps > MAX_LAPS {
            return Err(Endless);
        }
        if let Some(cell) = origin {
            board.take(cell);
        }
        if seeds == 0 {
            trace.stop = Word::NothingToSow;
            return Ok(());
        }
        let lap = Sowing {
            origin,
            lifted: seeds,
            dir,
        };
        let mut hand = seeds;
        let mut at = first;
        let mut passed = 0usize;
        let (last, before) = loop {
            if rules.skips(board, at, &lap) {
                passed += 1;
                if passed > circuit.cells().len() {
                    // Every cell is passed over: nowhere to drop.
                    return Err(Endless);
                }
                at = circuit.next(at, dir);
                continue;
            }
            passed = 0;
            let before = board.get(at);
            rules.drop_seed(board, at, hand == 1, trace);
            trace.sown |= 1 << at;
            hand -= 1;
            if hand == 0 {
                break (at, before);
            }
            at = circuit.next(at, dir);
        };
        let lap = Lap {
            from: origin,
            first,
            seeds,
            dir,
            last,
            before,
        };
        trace.laps.push(lap);
        next = rules.lap_end(board, &lap, trace);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Seat;

    /// Relay sowing on a bare ring: lift whatever the last seed joined.
    struct Relay;
    impl Laps for Relay {
        fn lap_end(&mut self, board: &mut Board, lap: &Lap, _trace: &mut Trace) -> Next {
            if board.get(lap.last) > 1 {
                Next::Lift {
                    cell: lap.last,
                    dir: lap.dir,
                }
            } else {
                Next::Stop(Word::None)
            }
        }
    }

    /// One lap only, skipping a 12+ origin.
    struct Single;
    impl Laps for Single {
        fn skips(&self, _board: &Board, cell: Cell, lap: &Sowing) -> bool {
            skips_big_origin(cell, lap)
        }
        fn lap_end(&mut self, _: &mut Board, _: &Lap, _: &mut Trace) -> Next {
            Next::Stop(Word::None)
        }
    }

    fn ring(n: u8) -> Circuit {
        Circuit::new((0..n).collect())
    }

    fn board(counts: &[u8]) -> Board {
        let mut b = Board::empty();
        for (i, &n) in counts.iter().enumerate() {
            b.set(i as Cell, n);
        }
        b
    }

    fn trace() -> Trace {
        Trace::new(Seat(0), crate::mancala::engine::Move::sow(0))
    }

    #[test]
    fn one_lap_drops_one_seed_per_cell_either_way() {
        let mut b = board(&[3, 0, 0, 0, 0]);
        let mut t = trace();
        let start = Next::Lift {
            cell: 0,
            dir: Dir::Forward,
        };
        sow(&ring(5), &mut b, start, &mut Single, &mut t).unwrap();
        assert_eq!(b.pits(5), [0, 1, 1, 1, 0]);
        assert_eq!(t.laps.len(), 1);
        assert_eq!((t.laps[0].last, t.laps[0].before), (3, 0));
        assert_eq!(t.sown, 0b1110);
        let mut b = board(&[3, 0, 0, 0, 0]);
        let start = Next::Lift {
            cell: 0,
            dir: Dir::Back,
        };
        sow(&ring(5), &mut b, start, &mut Single, &mut trace()).unwrap();
        assert_eq!(b.pits(5), [0, 0, 1, 1, 1]);
    }

    #[test]
    fn a_big_origin_is_passed_over() {
        let mut b = board(&[12, 0, 0, 0]);
        let start = Next::Lift {
            cell: 0,
            dir: Dir::Forward,
        };
        sow(&ring(4), &mut b, start, &mut Single, &mut trace()).unwrap();
        assert_eq!(b.pits(4), [0, 4, 4, 4]);
    }

    #[test]
    fn relays_lift_the_last_pit_until_an_empty_one() {
        // 0:2 → 1,2; 2 had 1 → lift 2 → 3,0; 0 is empty (lifted): stop.
        let mut b = board(&[2, 0, 1, 0]);
        let mut t = trace();
        let start = Next::Lift {
            cell: 0,
            dir: Dir::Forward,
        };
        sow(&ring(4), &mut b, start, &mut Relay, &mut t).unwrap();
        assert_eq!(b.pits(4), [1, 1, 0, 1]);
        assert_eq!(t.laps.len(), 2);
        assert_eq!(t.laps[1].from, Some(2));
    }

    /// The relay rule played naively for `limit` laps: the final board, or
    /// `None` if it was still going.
    fn naive_relay(counts: &[u8], limit: usize) -> Option<Vec<u8>> {
        let mut pits = counts.to_vec();
        let n = pits.len();
        let mut from = 0;
        for _ in 0..limit {
            let mut hand = std::mem::take(&mut pits[from]);
            let mut at = from;
            while hand > 0 {
                at = (at + 1) % n;
                pits[at] += 1;
                hand -= 1;
            }
            if pits[at] == 1 {
                return Some(pits);
            }
            from = at;
        }
        None
    }

    #[test]
    fn a_sowing_that_comes_back_to_a_state_is_endless_and_only_then() {
        // Every board of a 5-pit ring with up to 3 seeds a pit, sown from
        // pit 0: the machine agrees with a naive run of 10 000 laps, and
        // some sowings really are endless.
        let mut endless = 0;
        for code in 0..4u32.pow(5) {
            let counts: Vec<u8> = (0..5).map(|i| ((code / 4u32.pow(i)) % 4) as u8).collect();
            if counts[0] == 0 {
                continue;
            }
            let mut b = board(&counts);
            let start = Next::Lift {
                cell: 0,
                dir: Dir::Forward,
            };
            let result = sow(&ring(5), &mut b, start, &mut Relay, &mut trace());
            match naive_relay(&counts, 10_000) {
                Some(end) => {
                    assert_eq!(result, Ok(()), "{counts:?}");
                    assert_eq!(b.pits(5), &end[..], "{counts:?}");
                }
                None => {
                    assert_eq!(result, Err(Endless), "{counts:?}");
                    endless += 1;
                }
            }
        }
        assert!(endless > 0, "the test would not notice a missing check");
    }

    #[test]
    fn seeds_from_hand_start_in_the_given_cell() {
        let mut b = board(&[0, 0, 0, 0]);
        let mut t = trace();
        let start = Next::Sow {
            first: 3,
            seeds: 2,
            dir: Dir::Forward,
        };
        sow(&ring(4), &mut b, start, &mut Single, &mut t).unwrap();
        assert_eq!(b.pits(4), [1, 0, 0, 1]);
        assert_eq!(t.laps[0].from, None);
    }
}
