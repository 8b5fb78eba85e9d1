//! The board: 24 points, the bar and the borne-off trays, each side counted
//! in its own numbering, and single checker steps with their legality.

use super::Variant;
use crate::Seat;

/// Index of the bar in a side's counts (entering from it moves to `25 - die`).
pub const BAR: usize = 25;
/// Index of the borne-off tray in a side's counts.
pub const OFF: usize = 0;
/// Checkers per side.
pub const CHECKERS: u8 = 15;

/// Where both sides' checkers are. Each side counts in its own numbering:
/// its point `p` (1 = the deepest point of its home board, 24 = the far
/// end) is the other side's point `25 - p`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Board {
    /// `counts[seat][p]`: the seat's checkers on its point `p` (1..=24), on
    /// the bar ([`BAR`]) and borne off ([`OFF`]).
    pub counts: [[u8; 26]; 2],
    /// Plakoto: bit `p` set when the seat's checker on its point `p` is
    /// pinned (it is then that seat's only checker there). Always 0 in
    /// backgammon.
    pub pinned: [u32; 2],
}

/// Why a single step of a checker is refused.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum StepError {
    /// No checker of the mover on that point (or only a pinned one).
    NoChecker { pinned: bool },
    /// A checker waits on the bar and must enter first.
    BarFirst,
    /// The landing point is held by the opponent.
    Blocked { to: u8 },
    /// Bearing off before every checker is home (or, in plakoto, while one
    /// is pinned).
    NotHome { pinned: bool },
    /// Bearing off with a higher die while a checker is on a higher point.
    HigherPointFirst,
}

impl Board {
    /// The starting position of `variant`.
    pub fn start(variant: Variant) -> Board {
        let mut counts = [[0u8; 26]; 2];
        for side in &mut counts {
            match variant {
                Variant::Backgammon => {
                    side[24] = 2;
                    side[13] = 5;
                    side[8] = 3;
                    side[6] = 5;
                }
                Variant::Plakoto => side[24] = CHECKERS,
            }
        }
        Board {
            counts,
            pinned: [0; 2],
        }
    }

    /// The opponent's checkers on `seat`'s point `p` (1..=24).
    #[inline]
    pub fn theirs(&self, seat: Seat, p: usize) -> u8 {
        self.counts[seat.other().index()][25 - p]
    }

    /// Whether `seat`'s checker on its point `p` is pinned.
    #[inline]
    pub fn is_pinned(&self, seat: Seat, p: usize) -> bool {
        (1..=24).contains(&p) && self.pinned[seat.index()] & (1 << p) != 0
    }

    /// Checkers of `seat` on `p` that may move (a pinned one may not).
    #[inline]
    pub fn movable(&self, seat: Seat, p: usize) -> u8 {
        self.counts[seat.index()][p] - u8::from(self.is_pinned(seat, p))
    }

    /// Whether `seat` may not land on its point `to` (1..=24): two or more
    /// opposing checkers, or (plakoto) an opposing checker pinning one of
    /// `seat`'s there.
    #[inline]
    pub fn blocked(&self, seat: Seat, to: usize) -> bool {
        let theirs = self.theirs(seat, to);
        theirs >= 2 || (theirs == 1 && self.is_pinned(seat, to))
    }

    /// Whether every checker of `seat` still in play is in its home board
    /// (points 1..=6), and (plakoto) none of them is pinned.
    pub fn all_home(&self, seat: Seat) -> bool {
        let side = &self.counts[seat.index()];
        side[7..=BAR].iter().all(|&n| n == 0) && self.pinned[seat.index()] == 0
    }

    /// The highest point of `seat` holding one of its checkers, 0 if none.
    pub fn highest(&self, seat: Seat) -> usize {
        let side = &self.counts[seat.index()];
        (1..=BAR).rev().find(|&p| side[p] > 0).unwrap_or(0)
    }

    /// `seat`'s pip count: the pips it needs to bear everything off.
    pub fn pips(&self, seat: Seat) -> u32 {
        let side = &self.counts[seat.index()];
        (1..=BAR).map(|p| p as u32 * u32::from(side[p])).sum()
    }

    /// Where a checker of `seat` on `from` (1..=24 or [`BAR`]) goes with a
    /// die of `d`: its point, or [`OFF`]; or why it may not.
    pub fn step(&self, variant: Variant, seat: Seat, from: usize, d: u8) -> Result<usize, StepError> {
        if self.movable(seat, from) == 0 {
            return Err(StepError::NoChecker {
                pinned: self.is_pinned(seat, from),
            });
        }
        if variant == Variant::Backgammon && from != BAR && self.counts[seat.index()][BAR] > 0 {
            return Err(StepError::BarFirst);
        }
        let d = usize::from(d);
        if from > d {
            let to = from - d;
            if self.blocked(seat, to) {
                return Err(StepError::Blocked { to: to as u8 });
            }
            return Ok(to);
        }
        if !self.all_home(seat) {
            return Err(StepError::NotHome {
                pinned: self.pinned[seat.index()] != 0,
            });
        }
        // An exact throw bears off from its point; a higher one only from
        // the highest occupied point.
        if from < d && self.highest(seat) > from {
            return Err(StepError::HigherPointFirst);
        }
        Ok(OFF)
    }

    /// Moves a checker of `seat` from `from` to `to` (as [`Board::step`]
    /// allowed). Returns whether an opposing single checker was hit (sent to
    /// the bar) or, in plakoto, pinned.
    pub fn apply(&mut self, variant: Variant, seat: Seat, from: usize, to: usize) -> bool {
        let (me, them) = (seat.index(), seat.other().index());
        self.counts[me][from] -= 1;
        if variant == Variant::Plakoto && (1..=24).contains(&from) && self.counts[me][from] == 0 {
            // Leaving a point where we pinned a checker frees it.
            self.pinned[them] &= !(1 << (25 - from));
        }
        self.counts[me][to] += 1;
        if to == OFF {
            return false;
        }
        let q = 25 - to;
        if self.counts[them][q] != 1 || self.pinned[them] & (1 << q) != 0 {
            return false;
        }
        match variant {
            Variant::Backgammon => {
                self.counts[them][q] = 0;
                self.counts[them][BAR] += 1;
            }
            Variant::Plakoto => self.pinned[them] |= 1 << q,
        }
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_side_counts_in_its_own_numbering() {
        let board = Board::start(Variant::Backgammon);
        // White's 24-point is Black's 1-point: Black has nothing there.
        assert_eq!(board.theirs(Seat::FIRST, 1), 2, "Black's two back checkers");
        assert_eq!(board.theirs(Seat::FIRST, 12), 5, "Black's mid-point");
        assert_eq!(board.pips(Seat::FIRST), 167);
        assert_eq!(board.pips(Seat::SECOND), 167);
        let plakoto = Board::start(Variant::Plakoto);
        assert_eq!(plakoto.pips(Seat::FIRST), 360);
        assert_eq!(plakoto.theirs(Seat::FIRST, 1), 15);
    }
}
