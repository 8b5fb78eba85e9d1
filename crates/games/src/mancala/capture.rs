//! Capture patterns several games share: the walk back through pits of 2
//! or 3 (Awele, Oh-Wah-Ree), and taking the pit across the board (Layli
//! Goobalay, Congklak, Oriental and Pendulum Oh-Wah-Ree, Hawalis, Bao).

use super::board::{Board, Cell};
use super::layout::{Circuit, Dir};
use super::trace::Inline;

/// The pits a walk takes, in the order walked (a ring has at most 32).
pub type Walked = Inline<Cell, 32>;

/// The pits a walk back from `last` takes: `last` and the pits before it
/// (against the sowing, `dir` being the sowing's direction) while `takes`
/// accepts them; the walk stops at the first pit refused. Returns the pits
/// in the order walked and the seeds in them; the board is not changed.
pub fn walk_back(
    board: &Board,
    circuit: &Circuit,
    last: Cell,
    dir: Dir,
    mut takes: impl FnMut(Cell, u8) -> bool,
) -> (Walked, u32) {
    let mut pits = Walked::default();
    let mut seeds = 0;
    let mut at = last;
    while pits.len() < 32 && takes(at, board.get(at)) && !pits.as_slice().contains(&at) {
        pits.push(at);
        seeds += u32::from(board.get(at));
        at = circuit.next(at, dir.reversed());
    }
    (pits, seeds)
}

/// Whether a count is taken by the 2-or-3 rule.
pub fn two_or_three(seeds: u8) -> bool {
    matches!(seeds, 2 | 3)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_walk_goes_back_against_the_sowing_and_stops_at_the_first_refusal() {
        let circuit = Circuit::new((0..6).collect());
        let mut board = Board::empty();
        for (c, n) in [(1, 2), (2, 4), (3, 3), (4, 2)] {
            board.set(c, n);
        }
        let (pits, seeds) = walk_back(&board, &circuit, 4, Dir::Forward, |_, n| two_or_three(n));
        assert_eq!((pits.as_slice(), seeds), (&[4, 3][..], 5));
        // Sowing backwards, the walk goes forwards.
        let (pits, _) = walk_back(&board, &circuit, 1, Dir::Back, |_, n| two_or_three(n));
        assert_eq!(pits.as_slice(), [1]);
        // A walk never takes a pit twice, even round a full ring.
        let full = Board::filled(6, 2);
        let (pits, seeds) = walk_back(&full, &circuit, 0, Dir::Forward, |_, n| two_or_three(n));
        assert_eq!((pits.len(), seeds), (6, 12));
    }
}
