//! Hoppa's board: a hexagon of 37 hexagonal cells, side 4. Rows `a`–`g`
//! from the bottom hold 4, 5, 6, 7, 6, 5 and 4 cells, numbered from the
//! left, so `d4` is the centre (the catalog's proposal). Cells are indexed
//! row by row from `a1` (0) to `g4` (36).
//!
//! Inside, a cell has axial coordinates (`q`, `r`): `r` the row from 0,
//! `q` along the row, and (`q`, `r + 1`) the neighbour above on the right.
//! The six directions keep one axial step each, so a straight line repeats
//! one direction (`b2`, `c3`, `d4` is the step (0, +1) twice).

use crate::Seat;

/// Cells on the board.
pub const CELLS: usize = 37;
/// Rows, `a` to `g`.
pub const ROWS: usize = 7;
/// Cells in each row.
pub const LEN: [usize; ROWS] = [4, 5, 6, 7, 6, 5, 4];
/// The index of each row's first cell.
pub const FIRST: [usize; ROWS] = [0, 4, 9, 15, 22, 28, 33];
/// The tallest stack.
pub const TALL: u8 = 3;
/// No neighbour that way (off the board).
pub const OFF: u8 = u8::MAX;

/// The six directions as axial steps; direction `k + 3` is the opposite
/// of `k`.
pub const DIRS: [(i16, i16); 6] = [(1, 0), (0, 1), (-1, 1), (-1, 0), (0, -1), (1, -1)];

/// The row (0 for `a`) and the place in it (0 for the first) of `cell`.
pub const fn row_place(cell: usize) -> (usize, usize) {
    let mut r = ROWS - 1;
    while FIRST[r] > cell {
        r -= 1;
    }
    (r, cell - FIRST[r])
}

/// The axial coordinates of `cell`.
pub const fn axial(cell: usize) -> (i16, i16) {
    let (r, i) = row_place(cell);
    let shift = if r < 3 { r } else { 3 };
    (i as i16 - shift as i16, r as i16)
}

/// The cell at axial (`q`, `r`), if on the board.
pub const fn at(q: i16, r: i16) -> Option<usize> {
    if r < 0 || r >= ROWS as i16 {
        return None;
    }
    let shift = if r < 3 { r } else { 3 };
    let i = q + shift;
    if i < 0 || i >= LEN[r as usize] as i16 {
        return None;
    }
    Some(FIRST[r as usize] + i as usize)
}

const fn build() -> [[u8; 6]; CELLS] {
    let mut table = [[OFF; 6]; CELLS];
    let mut c = 0;
    while c < CELLS {
        let (q, r) = axial(c);
        let mut d = 0;
        while d < 6 {
            if let Some(n) = at(q + DIRS[d].0, r + DIRS[d].1) {
                table[c][d] = n as u8;
            }
            d += 1;
        }
        c += 1;
    }
    table
}

/// Each cell's neighbour in each direction ([`OFF`]: none).
pub static NEXT: [[u8; 6]; CELLS] = build();

/// The neighbour of `cell` in direction `d`, if any.
pub fn next(cell: usize, d: usize) -> Option<usize> {
    let n = NEXT[cell][d];
    (n != OFF).then_some(usize::from(n))
}

/// The name of `cell`: its row letter and its number in the row (`d4`).
pub fn name(cell: usize) -> String {
    let (r, i) = row_place(cell);
    format!("{}{}", char::from(b'a' + r as u8), i + 1)
}

/// The cell a name (lower case) stands for.
pub fn read(text: &str) -> Option<usize> {
    let mut chars = text.chars();
    let row = chars.next()?;
    if !('a'..='g').contains(&row) {
        return None;
    }
    let r = usize::from(row as u8 - b'a');
    let rest = chars.as_str();
    if rest.is_empty() || rest.len() > 1 || !rest.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let i: usize = rest.parse().ok()?;
    (1..=LEN[r]).contains(&i).then(|| FIRST[r] + i - 1)
}

/// A cell's discs: its height (0 empty, 1 a lone disc, up to 3) and the
/// colour facing up on each, bottom first (bit `k` set: Yellow).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct Unit {
    height: u8,
    yellow: u8,
}

impl Unit {
    /// No disc.
    pub const EMPTY: Unit = Unit { height: 0, yellow: 0 };

    /// A lone disc showing `seat`'s colour.
    pub fn lone(seat: Seat) -> Unit {
        Unit::EMPTY.push(seat)
    }

    pub fn height(self) -> u8 {
        self.height
    }

    pub fn is_empty(self) -> bool {
        self.height == 0
    }

    /// The owner: the colour of the top disc.
    pub fn top(self) -> Option<Seat> {
        (self.height > 0).then(|| self.colour(self.height - 1))
    }

    /// The colour of disc `k`, from 0 at the bottom.
    pub fn colour(self, k: u8) -> Seat {
        if self.yellow >> k & 1 == 1 {
            Seat::SECOND
        } else {
            Seat::FIRST
        }
    }

    /// The colours from the bottom up.
    pub fn colours(self) -> impl Iterator<Item = Seat> {
        (0..self.height).map(move |k| self.colour(k))
    }

    /// One disc more on top, showing `seat`'s colour (height not checked).
    pub fn push(self, seat: Seat) -> Unit {
        let bit = u8::from(seat == Seat::SECOND) << self.height;
        Unit {
            height: self.height + 1,
            yellow: self.yellow | bit,
        }
    }

    /// The unit without its top disc.
    pub fn pop(self) -> Unit {
        let height = self.height.saturating_sub(1);
        Unit {
            height,
            yellow: self.yellow & ((1 << height) - 1),
        }
    }

    /// The top disc turned over to `seat`'s colour.
    pub fn turned(self, seat: Seat) -> Unit {
        self.pop().push(seat)
    }

    /// A number per distinct unit, below 32 (for hashing).
    pub fn code(self) -> usize {
        usize::from(self.height) << 3 | usize::from(self.yellow)
    }
}
