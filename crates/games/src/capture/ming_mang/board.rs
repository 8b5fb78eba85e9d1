//! The board's geometry: the engine for one size, the set-up, square names
//! (through `games::grid`) and the position key for repetition.

use super::{CELLS, EMPTY, Engine, MState};
use crate::grid::{Grid, ROOK, SquareError};

impl Engine {
    /// The engine on an `n` × `n` board (8 or 17).
    pub fn new(n: usize) -> Engine {
        let n = n.clamp(2, super::MAX_SIZE);
        Engine {
            n,
            grid: Grid::square(n as u8),
        }
    }

    /// The board's side.
    pub fn size(&self) -> usize {
        self.n
    }

    /// Squares on the board.
    pub(super) fn cells(&self) -> usize {
        self.n * self.n
    }

    /// The set-up: White on the first rank but its last square and on the
    /// a-file above it, Black on the last rank but its first square and on
    /// the last file below it.
    pub(super) fn setup(&self) -> [u8; CELLS] {
        let n = self.n;
        let mut board = [EMPTY; CELLS];
        for i in 0..n - 1 {
            board[i] = 2; // White, first rank
            board[(i + 1) * n] = 2; // White, a-file
            board[(n - 1) * n + i + 1] = 1; // Black, last rank
            board[i * n + n - 1] = 1; // Black, last file
        }
        board
    }

    /// The starting position: Black to move.
    pub(super) fn initial(&self) -> MState {
        let board = self.setup();
        let mut state = MState {
            board,
            to_move: 0,
            quiet: 0,
            ply: 0,
            seen: Vec::new(),
            last: None,
        };
        state.seen.push(self.key(&state.board, 0));
        state
    }

    /// The position (board and side to move) as one number, for
    /// repetition (FNV-1a over the squares).
    pub(super) fn key(&self, board: &[u8; CELLS], to_move: u8) -> u64 {
        let mut h: u64 = 0xcbf2_9ce4_8422_2325 ^ u64::from(to_move);
        for &c in &board[..self.cells()] {
            h ^= u64::from(c);
            h = h.wrapping_mul(0x0100_0000_01b3);
        }
        h
    }

    /// The square one step from `s` in rook direction `d`, if on the board.
    pub(super) fn step(&self, s: usize, d: usize) -> Option<usize> {
        self.grid.step(s, ROOK[d])
    }

    pub(super) fn name(&self, s: usize) -> String {
        self.grid.name(s)
    }

    pub(super) fn names(&self, squares: impl IntoIterator<Item = usize>) -> String {
        self.grid.names(squares)
    }

    pub(super) fn last_square(&self) -> String {
        self.name(self.cells() - 1)
    }

    /// A square name (normalised): `Err(true)` off this board, `Err(false)`
    /// no square name.
    pub(super) fn read_square(&self, text: &str) -> Result<usize, bool> {
        self.grid.read(text).map_err(|e| e == SquareError::OffBoard)
    }

    /// Whether a destination is picked as file, then rank (17 × 17: a rook
    /// may reach up to 32 squares).
    pub(super) fn split_destination(&self) -> bool {
        self.n > 8
    }
}
