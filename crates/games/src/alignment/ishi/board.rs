//! Ishi's board: a triangle of 55 hexagonal cells, ten on each side. Rows
//! are lettered `a` (the apex, one cell) to `j` (the base, ten cells), and
//! the cells of a row numbered from 1 on the left, so `j10` is the bottom
//! right corner. Cells are indexed row by row from `a1` (0) to `j10` (54),
//! and a set of cells is a `u64` with bit `i` for cell `i`.
//!
//! The six neighbours of the `c`-th cell of row `r` are `c ± 1` in the same
//! row, `c − 1` and `c` in the row above, `c` and `c + 1` in the row below.

/// Cells on the board.
pub const CELLS: usize = 55;
/// Rows, `a` to `j`.
pub const ROWS: usize = 10;
/// Every cell.
pub const ALL: u64 = (1 << CELLS) - 1;

/// The index of the first cell of row `r` (0 for `a`).
pub const fn first(r: usize) -> usize {
    r * (r + 1) / 2
}

/// The row (0 for `a`) and the place in it (0 for the first) of `cell`.
pub const fn row_place(cell: usize) -> (usize, usize) {
    let mut r = 0;
    while first(r + 1) <= cell {
        r += 1;
    }
    (r, cell - first(r))
}

/// The cell in row `r` at place `k`, if on the board.
pub const fn at(r: i32, k: i32) -> Option<usize> {
    if r < 0 || r >= ROWS as i32 || k < 0 || k > r {
        None
    } else {
        Some(first(r as usize) + k as usize)
    }
}

const fn build() -> [u64; CELLS] {
    let mut table = [0u64; CELLS];
    let steps: [(i32, i32); 6] = [(0, -1), (0, 1), (-1, -1), (-1, 0), (1, 0), (1, 1)];
    let mut c = 0;
    while c < CELLS {
        let (r, k) = row_place(c);
        let mut d = 0;
        while d < 6 {
            if let Some(n) = at(r as i32 + steps[d].0, k as i32 + steps[d].1) {
                table[c] |= 1 << n;
            }
            d += 1;
        }
        c += 1;
    }
    table
}

/// Each cell's neighbours.
pub static NEIGHBOURS: [u64; CELLS] = build();

/// The cells next to some cell of `set`, `set` itself left out.
pub fn around(set: u64) -> u64 {
    let mut out = 0;
    let mut rest = set;
    while rest != 0 {
        let c = rest.trailing_zeros() as usize;
        rest &= rest - 1;
        out |= NEIGHBOURS[c];
    }
    out & !set
}

/// The cells of `space` connected to `seed` through `space` (with `seed`'s
/// own cells, which need not lie in `space`).
pub fn flood(seed: u64, space: u64) -> u64 {
    let mut reached = seed;
    loop {
        let grown = reached | (around(reached) & space);
        if grown == reached {
            return reached;
        }
        reached = grown;
    }
}

/// Whether the cells of `set` hang together (an empty set does).
pub fn connected(set: u64) -> bool {
    set == 0 || flood(set & set.wrapping_neg(), set) == set
}

/// The size of the largest connected part of `set`.
pub fn largest(set: u64) -> u32 {
    let mut rest = set;
    let mut best = 0;
    while rest != 0 {
        let part = flood(rest & rest.wrapping_neg(), rest);
        best = best.max(part.count_ones());
        rest &= !part;
    }
    best
}

/// The cell's name, `a1` to `j10`.
pub fn name(cell: usize) -> String {
    let (r, k) = row_place(cell);
    format!("{}{}", char::from(b'a' + r as u8), k + 1)
}

/// The cells of `set` by name, in board order, joined by `sep`.
pub fn names(set: u64, sep: &str) -> String {
    cells(set).map(name).collect::<Vec<_>>().join(sep)
}

/// The cells of `set`, in board order.
pub fn cells(set: u64) -> impl Iterator<Item = usize> {
    let mut rest = set;
    std::iter::from_fn(move || {
        (rest != 0).then(|| {
            let c = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            c
        })
    })
}

/// A cell's name read back (lower case), if on the board.
pub fn read(text: &str) -> Option<usize> {
    let mut chars = text.chars();
    let row = chars.next()?;
    if !row.is_ascii_lowercase() {
        return None;
    }
    let digits = chars.as_str();
    if digits.is_empty()
        || digits.len() > 2
        || !digits.bytes().all(|b| b.is_ascii_digit())
        || digits.starts_with('0')
    {
        return None;
    }
    let k: i32 = digits.parse().ok()?;
    at(i32::from(row as u8 - b'a'), k - 1)
}

/// The axial place of `cell` on a hexagonal picture (rows downwards from
/// the apex, each shifted half a cell left of the one above).
pub fn axial(cell: usize) -> (i16, i16) {
    let (r, k) = row_place(cell);
    (k as i16, -(r as i16))
}
