//! The board of a sowing game: pits and stores as numbered cells, with
//! their seed counts.
//!
//! Every game of the family numbers its pits `0..pits` in its own order
//! (usually the sowing order of the first seat); the store of seat `s` is
//! the cell [`store`]`(s)`, after every possible pit, so one array holds
//! both and a sowing can pass through a store like any pit (Congklak,
//! Oriental Oh-Wah-Ree).

use crate::Seat;

/// Most pits a board of the family has (Bao: 4 rows of 8).
pub const MAX_PITS: usize = 32;
/// Most stores (one per seat, up to four seats).
pub const MAX_STORES: usize = 4;
/// Cells: pits, then one store per seat.
pub const CELLS: usize = MAX_PITS + MAX_STORES;

/// A pit or a store, by number (pits first, see [`store`]).
pub type Cell = u8;

/// The store cell of `seat`.
pub const fn store(seat: Seat) -> Cell {
    (MAX_PITS + seat.0 as usize) as Cell
}

/// Whether `cell` is a store.
pub const fn is_store(cell: Cell) -> bool {
    cell as usize >= MAX_PITS
}

/// The seat owning store `cell` (`None` for a pit).
pub fn store_owner(cell: Cell) -> Option<Seat> {
    is_store(cell).then(|| Seat((cell as usize - MAX_PITS) as u8))
}

/// Seed counts of every cell. Counts fit a byte: the largest game has 162
/// seeds.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Board {
    cells: [u8; CELLS],
}

impl Board {
    /// An empty board.
    pub const fn empty() -> Board {
        Board { cells: [0; CELLS] }
    }

    /// A board with `seeds` in each of the first `pits` pits.
    pub fn filled(pits: usize, seeds: u8) -> Board {
        let mut board = Board::empty();
        board.cells[..pits].fill(seeds);
        board
    }

    /// Seeds in `cell`.
    #[inline]
    pub fn get(&self, cell: Cell) -> u8 {
        self.cells[usize::from(cell)]
    }

    /// Sets the seeds of `cell`.
    #[inline]
    pub fn set(&mut self, cell: Cell, seeds: u8) {
        self.cells[usize::from(cell)] = seeds;
    }

    /// Adds `seeds` to `cell`.
    #[inline]
    pub fn add(&mut self, cell: Cell, seeds: u8) {
        let c = &mut self.cells[usize::from(cell)];
        *c = c.saturating_add(seeds);
    }

    /// Empties `cell`, returning what it held.
    #[inline]
    pub fn take(&mut self, cell: Cell) -> u8 {
        std::mem::take(&mut self.cells[usize::from(cell)])
    }

    /// Moves everything in `from` into `to`; returns how many seeds moved.
    pub fn move_all(&mut self, from: Cell, to: Cell) -> u8 {
        let n = self.take(from);
        self.add(to, n);
        n
    }

    /// Seeds in the store of `seat`.
    pub fn store_of(&self, seat: Seat) -> u8 {
        self.get(store(seat))
    }

    /// The first `n` pits' counts (read access for search hooks).
    pub fn pits(&self, n: usize) -> &[u8] {
        &self.cells[..n.min(MAX_PITS)]
    }

    /// Seeds in the pits `cells`.
    pub fn sum(&self, cells: &[Cell]) -> u32 {
        cells.iter().map(|&c| u32::from(self.get(c))).sum()
    }

    /// Seeds on the whole board, stores included.
    pub fn total(&self) -> u32 {
        self.cells.iter().map(|&n| u32::from(n)).sum()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stores_follow_the_pits_and_know_their_seat() {
        assert_eq!(store(Seat(0)), 32);
        assert_eq!(store(Seat(3)), 35);
        assert!(is_store(store(Seat(1))) && !is_store(31));
        assert_eq!(store_owner(33), Some(Seat(1)));
        assert_eq!(store_owner(5), None);
        let mut board = Board::filled(12, 4);
        assert_eq!(board.total(), 48);
        assert_eq!(board.move_all(3, store(Seat(0))), 4);
        assert_eq!((board.get(3), board.store_of(Seat(0))), (0, 4));
        board.set(0, 255);
        board.add(0, 3);
        assert_eq!(board.get(0), 255, "counts saturate, never wrap");
    }
}
