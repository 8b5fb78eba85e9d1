//! Spots: the search looks first at what a placement scores now and what
//! it leaves the next seat. At the root only the placements that score the
//! most are kept (or, with none that scores, those that leave the next
//! seat the fewest lines to complete with a pawn of its base, and `end`);
//! playouts take a scoring placement whenever one exists, as a player
//! does, instead of a uniformly random one.
//!
//! Figures: see the game's `KNOBS` in the games crate.

use games::alignment::spots::{SMove, Spots, SpotsState, lines};
use games::playout::SplitMix64;
use games::{Rules, Seat, Status};

use crate::hooks::Hooks;

/// Scoring first, gifts last.
#[derive(Clone, Copy, Debug, Default)]
pub struct SpotsKnowledge;

/// The colours (bits) that would complete a line of four different
/// colours through the empty square `cell`.
fn completing(state: &SpotsState, cell: usize) -> (u8, [u8; 4]) {
    let l = lines();
    let mut any = 0u8;
    let mut points = [0u8; 4];
    for &w in &l.through[cell] {
        let mut seen = 0u8;
        let mut ok = true;
        for &c in &l.windows[usize::from(w)] {
            let c = usize::from(c);
            if c == cell {
                continue;
            }
            match state.colour_at(c) {
                Some(k) if seen & (1 << k) == 0 => seen |= 1 << k,
                _ => {
                    ok = false;
                    break;
                }
            }
        }
        if ok {
            let missing = (!seen & 0xF).trailing_zeros() as usize;
            any |= 1 << missing;
            points[missing] += 1;
        }
    }
    (any, points)
}

/// What `mv` scores now.
fn gain(state: &SpotsState, mv: &SMove) -> u8 {
    match *mv {
        SMove::Place { colour, cell } => completing(state, usize::from(cell)).1[usize::from(colour)],
        _ => 0,
    }
}

/// Lines the seat `next` could complete at once after `mv`, with the
/// pawns of its base.
fn gifts(rules: &Spots, state: &SpotsState, mv: &SMove, next: Seat) -> u32 {
    let SMove::Place { .. } = mv else {
        return 0;
    };
    let mut after = state.clone();
    rules.apply(&mut after, mv);
    let base = after.base(next);
    let l = lines();
    let mut count = 0;
    let SMove::Place { cell, .. } = *mv else {
        return 0;
    };
    for &w in &l.through[usize::from(cell)] {
        let window = l.windows[usize::from(w)];
        let empty: Vec<usize> = window
            .iter()
            .map(|&c| usize::from(c))
            .filter(|&c| after.colour_at(c).is_none())
            .collect();
        if let [e] = empty[..] {
            let (_, points) = completing(&after, e);
            count += (0..4).filter(|&k| points[k] > 0 && base[k] > 0).count() as u32;
        }
    }
    count
}

impl Hooks<Spots> for SpotsKnowledge {
    fn order_root(&self, rules: &Spots, state: &SpotsState, moves: &mut Vec<SMove>) {
        let Status::ToMove(seat) = rules.status(state) else {
            return;
        };
        let best = moves.iter().map(|m| gain(state, m)).max().unwrap_or(0);
        if best > 0 {
            moves.retain(|m| gain(state, m) == best);
            return;
        }
        let next = seat.next(rules.seats());
        let scored: Vec<u32> = moves.iter().map(|m| gifts(rules, state, m, next)).collect();
        let least = scored.iter().copied().min().unwrap_or(0);
        let kept: Vec<SMove> = moves
            .iter()
            .zip(&scored)
            .filter(|(m, g)| **g == least || **m == SMove::End)
            .map(|(m, _)| *m)
            .collect();
        if !kept.is_empty() {
            *moves = kept;
        }
    }

    fn playout_move(&self, _rules: &Spots, state: &SpotsState, moves: &[SMove], rng: &mut SplitMix64) -> usize {
        let start = rng.below(moves.len());
        for k in 0..moves.len() {
            let i = (start + k) % moves.len();
            if gain(state, &moves[i]) > 0 {
                return i;
            }
        }
        // No placement scores: end a bonus turn, else any placement.
        moves.iter().position(|m| *m == SMove::End).unwrap_or(start)
    }
}

crate::knowledge::register! {
    SpotsKnowledge => [Spots],
}
