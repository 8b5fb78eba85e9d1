//! The throws of blocks, the moves listed, a move applied, the end.

use super::score::scores;
use super::{BLOCK, FREE, MAX_CELLS, PMove, PahTum, PahTumState};
use crate::{Message, Outcome, Seat, Status};

impl PahTum {
    /// The empty board; with the symmetric layout on an odd board its
    /// centre is blocked already.
    pub(super) fn start(&self) -> PahTumState {
        let mut state = PahTumState {
            cells: [FREE; MAX_CELLS],
            blocks: 0,
            pieces: 0,
            white: Seat::FIRST,
            last: None,
        };
        if self.symmetric {
            state.cells[self.grid.len() / 2] = BLOCK;
            state.blocks = 1;
        }
        state
    }

    /// Whether blocks remain to be thrown.
    pub(super) fn throwing(&self, state: &PahTumState) -> bool {
        state.blocks < self.blocks
    }

    /// The end: both totals, the higher wins.
    pub(super) fn outcome(&self, state: &PahTumState) -> Option<Outcome> {
        if self.throwing(state) || state.pieces < self.free_squares() {
            return None;
        }
        let [white, black] = scores(self.grid, &state.cells);
        let mut by_seat = [0i32; 2];
        by_seat[state.white.index()] = white as i32;
        by_seat[state.white.other().index()] = black as i32;
        let outcome = match white.cmp(&black) {
            std::cmp::Ordering::Equal => Outcome::draw(Message::new("pahtum-equal").count("points", white)),
            order => {
                let (winner, high, low) = if order == std::cmp::Ordering::Greater {
                    (state.white, white, black)
                } else {
                    (state.white.other(), black, white)
                };
                Outcome::win(
                    winner,
                    Message::new("pahtum-more-points")
                        .count("points", high)
                        .count("other", low),
                )
            }
        };
        Some(outcome.with_scores(by_seat.to_vec()))
    }

    pub(super) fn status_of(&self, state: &PahTumState) -> Status {
        if self.throwing(state) {
            return Status::Chance;
        }
        match self.outcome(state) {
            Some(outcome) => Status::Over(outcome),
            None => Status::ToMove(state.to_move()),
        }
    }

    pub(super) fn legal(&self, state: &PahTumState, out: &mut Vec<PMove>) {
        if self.throwing(state) || state.pieces >= self.free_squares() {
            return;
        }
        out.extend(
            (0..self.grid.len())
                .filter(|&sq| state.cells[sq] == FREE)
                .map(|sq| PMove::Place(sq as u8)),
        );
        if self.pie_open(state) {
            out.push(PMove::Swap);
        }
    }

    /// Each free square equally likely; with the symmetric layout, each
    /// free pair of mirrored squares (named by its first square).
    pub(super) fn chance(&self, state: &PahTumState, out: &mut Vec<(PMove, u32)>) {
        if !self.throwing(state) {
            return;
        }
        for sq in 0..self.grid.len() {
            if state.cells[sq] != FREE || (self.symmetric && self.mirror(sq) <= sq) {
                continue;
            }
            out.push((PMove::Block(sq as u8), 1));
        }
    }

    pub(super) fn play_move(&self, state: &mut PahTumState, mv: PMove) {
        match mv {
            PMove::Block(sq) => {
                let sq = usize::from(sq);
                state.cells[sq] = BLOCK;
                state.blocks += 1;
                if self.symmetric {
                    state.cells[self.mirror(sq)] = BLOCK;
                    state.blocks += 1;
                }
            }
            PMove::Place(sq) => {
                state.cells[usize::from(sq)] = state.colour_to_move();
                state.pieces += 1;
            }
            PMove::Swap => {
                state.white = state.white.other();
            }
        }
        state.last = Some(mv);
    }
}
