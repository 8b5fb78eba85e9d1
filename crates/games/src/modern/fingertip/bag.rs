//! The bag of Touch Domino: its draws as chance throws (every tile left
//! in it equally likely), and the states a viewer cannot tell from the
//! truth (the tiles it cannot see dealt anew among the hands it cannot
//! see and the bag).

use super::FMove;
use super::chain::Side;
use super::tile::{Tile, tiles_of};
use super::touch_state::TState;
use super::turn::TouchEngine;
use crate::playout::SplitMix64;

impl TouchEngine {
    /// The throws of a draw: any tile of the bag, weight 1 each, in the
    /// set's order. Nothing when no draw is under way.
    pub fn chance(&self, state: &TState, out: &mut Vec<(FMove, u32)>) {
        if state.end.is_some() || (self.dealt(state) && state.drawing.is_none()) {
            return;
        }
        out.extend(tiles_of(state.bag()).map(|t| (FMove::Deal(t), 1)));
    }

    /// A state `viewer` (a seat, or `None` for a spectator) cannot tell
    /// from `state`: the hands it does not see and the bag dealt anew from
    /// the tiles it does not see, every count kept. A tile drawn when
    /// stuck and waiting to be laid stays one that fits; while the line is
    /// empty the seat to open stays the one the rules name.
    pub fn resample(&self, state: &TState, viewer: Option<u8>, rng: &mut SplitMix64) -> TState {
        let hidden: Vec<u8> = (0..self.seats).filter(|&s| viewer != Some(s)).collect();
        let pool_mask = hidden
            .iter()
            .fold(state.bag(), |m, &s| m | state.hands[usize::from(s)]);
        let mut best = state.clone();
        for _ in 0..64 {
            let mut pool: Vec<Tile> = tiles_of(pool_mask).collect();
            shuffle(&mut pool, rng);
            let mut next = state.clone();
            for &s in &hidden {
                next.hands[usize::from(s)] = 0;
            }
            // The drawn tile first: one of the pool that fits.
            if state.drawn.is_some() && viewer != Some(state.to_move) {
                let fits = |t: &Tile| Side::BOTH.iter().any(|&side| state.chain.fits(*t, side));
                let Some(k) = pool.iter().position(fits) else {
                    return state.clone();
                };
                let t = pool.swap_remove(k);
                next.drawn = Some(t);
                next.hands[usize::from(state.to_move)] |= t.bit();
            }
            for &s in &hidden {
                let have = next.hands[usize::from(s)].count_ones();
                let want = state.hand_len(s) - have;
                for _ in 0..want {
                    if let Some(t) = pool.pop() {
                        next.hands[usize::from(s)] |= t.bit();
                    }
                }
            }
            let opening = self.dealt(state) && state.chain.is_empty() && state.end.is_none();
            if !opening || self.starter(&next) == state.to_move {
                return next;
            }
            best = next;
        }
        best
    }
}

/// Fisher–Yates with the search's generator.
fn shuffle<T>(items: &mut [T], rng: &mut SplitMix64) {
    for i in (1..items.len()).rev() {
        let j = rng.below(i + 1);
        items.swap(i, j);
    }
}
