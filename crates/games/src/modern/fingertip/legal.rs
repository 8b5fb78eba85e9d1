//! Moves listed and applied, the deal's throws, and the end.

use super::FMove;
use super::chain::Side;
use super::state::{End, FState};
use super::tile::{Tile, tiles_of};
use crate::{Message, Outcome, Seat};

/// What the options fix: the number of seats.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Engine {
    pub seats: u8,
}

impl Engine {
    /// The seat after `seat`: the player on the left.
    pub fn next(&self, seat: u8) -> u8 {
        (seat + 1) % self.seats
    }

    /// The seat the next tile of the deal goes to: round robin from the
    /// first seat (gap 1: with three seats, the first gets 10 tiles).
    pub fn receiver(&self, state: &FState) -> u8 {
        state.dealt % self.seats
    }

    /// The deal's throws: any tile not yet dealt, equally likely, in the
    /// set's order (a shuffled stack dealt one tile at a time).
    pub fn chance(&self, state: &FState, out: &mut Vec<(FMove, u32)>) {
        if state.end.is_some() || state.dealt() {
            return;
        }
        out.extend(tiles_of(state.undealt()).map(|t| (FMove::Deal(t), 1)));
    }

    /// Whether `seat` has a tile that fits an end of the line.
    pub fn can_lay(&self, state: &FState, seat: u8) -> bool {
        let hand = state.hands[usize::from(seat)];
        if hand == 0 {
            return false;
        }
        let chain = &state.chain;
        if chain.is_empty() {
            return true;
        }
        tiles_of(hand).any(|t| Side::BOTH.iter().any(|&s| chain.fits(t, s)))
    }

    /// The legal moves of the seat to move: the opening tile (any of the
    /// hand, gap 2), a tile at an end that matches, or `pass` when none
    /// fits (gap 3).
    pub fn legal(&self, state: &FState, out: &mut Vec<FMove>) {
        if state.end.is_some() || !state.dealt() {
            return;
        }
        let hand = state.hands[usize::from(state.to_move)];
        let start = out.len();
        if state.chain.is_empty() {
            out.extend(tiles_of(hand).map(FMove::Open));
            return;
        }
        for t in tiles_of(hand) {
            for side in Side::BOTH {
                if state.chain.fits(t, side) {
                    out.push(FMove::Lay(t, side));
                }
            }
        }
        if out.len() == start {
            out.push(FMove::Pass);
        }
    }

    /// Plays `mv` (legal, or a listed throw).
    pub fn apply(&self, state: &mut FState, mv: FMove) {
        state.passed = None;
        match mv {
            FMove::Deal(t) => {
                let to = self.receiver(state);
                state.hands[usize::from(to)] |= t.bit();
                state.dealt += 1;
                if state.dealt() {
                    // The holder of the double jute opens.
                    state.to_move = state.holder(Tile::double_jute()).unwrap_or(0);
                }
            }
            FMove::Open(t) => self.lay(state, t, Side::Right),
            FMove::Lay(t, side) => self.lay(state, t, side),
            FMove::Pass => {
                state.passed = Some(state.to_move);
                state.to_move = self.next(state.to_move);
            }
            // Touch Domino's: Colour Domino has no bag and never lists it.
            FMove::Draw => {}
        }
    }

    /// The seat to move lays `t` at `side`, then goes on while a tile of
    /// theirs fits; else the turn passes on, or the game ends.
    fn lay(&self, state: &mut FState, t: Tile, side: Side) {
        let seat = state.to_move;
        state.hands[usize::from(seat)] &= !t.bit();
        state.chain.lay(t, side);
        state.last = Some(t);
        state.end = self.end_after(state, seat);
        if state.end.is_none() && !self.can_lay(state, seat) {
            state.to_move = self.next(seat);
        }
    }

    /// How the game ends after `seat` laid a tile, if it does: an empty
    /// hand wins; a line nobody can extend blocks the game.
    pub fn end_after(&self, state: &FState, seat: u8) -> Option<End> {
        if state.hands[usize::from(seat)] == 0 {
            return Some(End::Emptied(seat));
        }
        let anyone = (0..self.seats).any(|s| self.can_lay(state, s));
        (!anyone).then_some(End::Blocked)
    }

    /// The end of a state read back or reached: the same test as after a
    /// move, for any seat.
    pub fn end_of(&self, state: &FState) -> Option<End> {
        if !state.dealt() {
            return None;
        }
        if let Some(s) = (0..self.seats).find(|&s| state.hands[usize::from(s)] == 0) {
            return Some(End::Emptied(s));
        }
        let anyone = (0..self.seats).any(|s| self.can_lay(state, s));
        (!anyone).then_some(End::Blocked)
    }

    /// The outcome of `end`: the seat that emptied its hand wins; when
    /// blocked, ranks by tiles left, the fewest first, and a tie for the
    /// fewest is a shared result (gap 4): no single winner.
    pub fn outcome(&self, state: &FState, end: End) -> Outcome {
        let left: Vec<i32> = (0..self.seats).map(|s| state.hand_len(s) as i32).collect();
        let ranks: Vec<u8> = left
            .iter()
            .map(|a| 1 + left.iter().filter(|b| *b < a).count() as u8)
            .collect();
        let mut outcome = match end {
            End::Emptied(seat) => Outcome::win(
                Seat(seat),
                Message::new("fingertip-emptied").seat("seat", Seat(seat)),
            ),
            End::Blocked => {
                let best: Vec<u8> = (0..self.seats).filter(|&s| ranks[usize::from(s)] == 1).collect();
                let reason = Message::new("fingertip-blocked");
                if best.len() == 1 {
                    Outcome::win(Seat(best[0]), reason)
                } else {
                    Outcome::draw(reason)
                }
            }
        };
        outcome.ranks = Some(ranks);
        outcome
    }
}
