//! Listing the plays of a throw: every way to move the dice, kept once per
//! resulting position, with the rules on using the dice: as many dice as
//! possible (all four of a double if possible), and when only one of two
//! different dice can be played, the larger one if it can be.

use std::collections::HashMap;

use super::Variant;
use super::board::{BAR, Board};
use crate::Seat;

/// One checker moved by one die: from a point (or [`BAR`]) to a point (or
/// [`OFF`](super::board::OFF)), in the mover's numbering.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct Step {
    pub from: u8,
    pub to: u8,
}

/// A whole play: up to four steps, in the order they are made.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct Play {
    steps: [Step; 4],
    len: u8,
}

impl Play {
    /// The steps, in order.
    pub fn steps(&self) -> &[Step] {
        &self.steps[..usize::from(self.len)]
    }

    fn push(&mut self, step: Step) {
        self.steps[usize::from(self.len)] = step;
        self.len += 1;
    }

    fn pop(&mut self) {
        self.len -= 1;
    }

    /// The play made of `steps` (at most four).
    pub fn of(steps: &[Step]) -> Play {
        let mut play = Play::default();
        for s in steps.iter().take(4) {
            play.push(*s);
        }
        play
    }
}

/// The dice of a throw as the steps use them: two values, or four equal
/// ones for a double.
pub fn dice_list(dice: (u8, u8)) -> Vec<u8> {
    if dice.0 == dice.1 {
        vec![dice.0; 4]
    } else {
        vec![dice.0, dice.1]
    }
}

/// The resulting position of a play, as a key: the mover's counts (4 bits
/// each) and, per point, whether the opponent's checker there was hit
/// (backgammon) or is pinned (plakoto).
pub fn key(variant: Variant, seat: Seat, before: &Board, after: &Board) -> u128 {
    let mine = &after.counts[seat.index()];
    let mut k: u128 = 0;
    for &n in mine.iter() {
        k = (k << 4) | u128::from(n & 15);
    }
    let them = seat.other().index();
    let mut marks: u32 = 0;
    for p in 1..=24usize {
        let q = 25 - p;
        let marked = match variant {
            Variant::Backgammon => after.counts[them][q] != before.counts[them][q],
            Variant::Plakoto => after.pinned[them] & (1 << q) != 0,
        };
        if marked {
            marks |= 1 << p;
        }
    }
    (k << 24) | u128::from(marks >> 1)
}

/// A listed play with the key of its resulting position.
#[derive(Clone, Copy, Debug)]
pub struct Listed {
    pub play: Play,
    pub key: u128,
}

/// Every legal play of `seat` with `dice` on `board`, once per resulting
/// position, in a fixed order (empty: no legal play, the turn passes).
pub fn legal_plays(variant: Variant, seat: Seat, board: &Board, dice: (u8, u8)) -> Vec<Listed> {
    let double = dice.0 == dice.1;
    let mut search = Search {
        variant,
        seat,
        start: board,
        index: HashMap::new(),
        found: Vec::new(),
        used: Vec::with_capacity(4),
        double,
    };
    let mut play = Play::default();
    let mut dice = dice_list(dice);
    search.explore(board, &mut dice, &mut play, BAR as u8);
    let found = search.found;
    let longest = found.iter().map(|f| f.play.len).max().unwrap_or(0);
    if longest == 0 {
        return Vec::new();
    }
    let mut kept: Vec<&Found> = found.iter().filter(|f| f.play.len == longest).collect();
    if longest == 1 && !double {
        // Only one die can be played: the larger one if it can be.
        let larger = kept.iter().map(|f| f.die).max().unwrap_or(0);
        kept.retain(|f| f.die == larger);
    }
    kept.into_iter()
        .map(|f| Listed {
            play: f.play,
            key: f.key,
        })
        .collect()
}

/// A play found by the search: its key and the largest die of a one-step
/// play.
struct Found {
    play: Play,
    key: u128,
    die: u8,
}

struct Search<'a> {
    variant: Variant,
    seat: Seat,
    start: &'a Board,
    /// Where each resulting position is in `found`.
    index: HashMap<u128, usize>,
    found: Vec<Found>,
    /// The dice used by the steps of the play being built.
    used: Vec<u8>,
    double: bool,
}

impl Search<'_> {
    /// Tries every next step; `ceiling` keeps a double's steps in
    /// non-increasing order of their start points (any legal order of the
    /// same steps gives the same position, and this order is always legal:
    /// a step never makes an earlier step from a higher point illegal).
    fn explore(&mut self, board: &Board, dice: &mut Vec<u8>, play: &mut Play, ceiling: u8) {
        let mut moved = false;
        let mut tried = [false; 7];
        for i in 0..dice.len() {
            let d = dice[i];
            if tried[usize::from(d)] {
                continue;
            }
            tried[usize::from(d)] = true;
            let top = if self.double { usize::from(ceiling) } else { BAR };
            for from in (1..=top).rev() {
                if board.counts[self.seat.index()][from] == 0 {
                    continue;
                }
                let Ok(to) = board.step(self.variant, self.seat, from, d) else {
                    continue;
                };
                moved = true;
                let mut next = *board;
                next.apply(self.variant, self.seat, from, to);
                play.push(Step {
                    from: from as u8,
                    to: to as u8,
                });
                self.used.push(d);
                dice.swap_remove(i);
                self.explore(&next, dice, play, from as u8);
                dice.push(d);
                let last = dice.len() - 1;
                dice.swap(i, last);
                self.used.pop();
                play.pop();
            }
        }
        if !moved {
            self.record(board, play);
        }
    }

    fn record(&mut self, board: &Board, play: &Play) {
        let k = key(self.variant, self.seat, self.start, board);
        let die = self.used.iter().copied().max().unwrap_or(0);
        match self.index.get(&k) {
            // The same position by more dice (a bear-off reached in two
            // steps instead of one) counts as the longer play.
            Some(&i) => {
                let f = &mut self.found[i];
                if play.len > f.play.len || (play.len == f.play.len && die > f.die) {
                    f.play = *play;
                    f.die = die;
                }
            }
            None => {
                self.index.insert(k, self.found.len());
                self.found.push(Found {
                    play: *play,
                    key: k,
                    die,
                });
            }
        }
    }
}
