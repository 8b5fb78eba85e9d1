//! Dozo's board: a triangle of 28 hexagonal cells, seven on each side.
//! Rows are lettered `A` (the apex, one cell) to `G` (the base, seven
//! cells), and the cells of a row numbered from 1 on the left, so `G7` is
//! the bottom right corner. Cells are indexed row by row from `A1` (0) to
//! `G7` (27), and a set of cells is a `u32` with bit `i` for cell `i`.
//!
//! The cells' centres form a triangular lattice. In lattice coordinates
//! (`x` along a row to the right, `y` up the line rising to the right), the
//! `k`-th cell (from 0) of row `r` (from 0 at the apex) is at
//! `(k, −r)`, and a step `(a, b)` turned a sixth of a circle
//! anticlockwise is `(−b, a + b)`: so three cells are the corners of an
//! equilateral triangle exactly when the third is the first plus the step
//! to the second turned a sixth of a circle one way or the other. That
//! finds every triangle, upright, upside down or tilted.

/// Cells on the board.
pub const CELLS: usize = 28;
/// Rows, `a` to `g`.
pub const ROWS: usize = 7;
/// Every cell.
pub const ALL: u32 = (1 << CELLS) - 1;
/// Most triangles one cell is a corner of (each other cell makes at most
/// two with it, and each triangle is met through both its other corners).
const MOST: usize = CELLS - 1;

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

/// The lattice place of `cell` (see the module's header).
pub const fn lattice(cell: usize) -> (i32, i32) {
    let (r, k) = row_place(cell);
    (k as i32, -(r as i32))
}

/// The cell at lattice place (`x`, `y`), if on the board.
const fn at_lattice(x: i32, y: i32) -> Option<usize> {
    at(-y, x)
}

/// The triangles each cell is a corner of: the other two corners as a set,
/// `count` of them used.
#[derive(Clone, Copy, Debug)]
pub struct Corners {
    pub pairs: [u32; MOST],
    pub count: usize,
}

const fn build() -> [Corners; CELLS] {
    let mut table = [Corners {
        pairs: [0; MOST],
        count: 0,
    }; CELLS];
    let mut p = 0;
    while p < CELLS {
        let (px, py) = lattice(p);
        let mut c = 0;
        while c < CELLS {
            if c != p {
                let (cx, cy) = lattice(c);
                let (a, b) = (cx - px, cy - py);
                // The step to `c` turned anticlockwise; the other way round
                // gives the same triangles met from their other corner.
                if let Some(t) = at_lattice(px - b, py + a + b) {
                    let pair = (1u32 << c) | (1u32 << t);
                    let n = table[p].count;
                    table[p].pairs[n] = pair;
                    table[p].count = n + 1;
                }
            }
            c += 1;
        }
        p += 1;
    }
    table
}

/// For each cell, every triangle it is a corner of.
pub static TRIANGLES: [Corners; CELLS] = build();

/// A triangle of `set` with a corner on `cell`, as its three corners.
pub fn triangle_at(set: u32, cell: usize) -> Option<u32> {
    let corners = &TRIANGLES[cell];
    corners.pairs[..corners.count]
        .iter()
        .find(|&&pair| set & pair == pair)
        .map(|pair| pair | (1 << cell))
}

/// A triangle with its three corners in `set`, the lowest found first.
pub fn any_triangle(set: u32) -> Option<u32> {
    cells(set).find_map(|c| triangle_at(set, c))
}

/// The cell's name, `A1` to `G7` (the row a capital, as the catalog
/// writes it).
pub fn name(cell: usize) -> String {
    let (r, k) = row_place(cell);
    format!("{}{}", char::from(b'A' + r as u8), k + 1)
}

/// The cells of `set` by name, in board order, joined by `sep`.
pub fn names(set: u32, sep: &str) -> String {
    cells(set).map(name).collect::<Vec<_>>().join(sep)
}

/// The cells of `set`, in board order.
pub fn cells(set: u32) -> impl Iterator<Item = usize> {
    let mut rest = set;
    std::iter::from_fn(move || {
        (rest != 0).then(|| {
            let c = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            c
        })
    })
}

/// A cell's name read back in lower case (`d3`), if on the board.
pub fn read(text: &str) -> Option<usize> {
    let mut chars = text.chars();
    let row = chars.next()?;
    if !row.is_ascii_lowercase() {
        return None;
    }
    let digits = chars.as_str();
    if digits.len() != 1 || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let k: i32 = digits.parse().ok()?;
    at(i32::from(row as u8 - b'a'), k - 1)
}

/// The axial place of `cell` on a hexagonal picture (rows downwards from
/// the apex, each shifted half a cell left of the one above).
pub fn axial(cell: usize) -> (i16, i16) {
    let (x, y) = lattice(cell);
    (x as i16, y as i16)
}
