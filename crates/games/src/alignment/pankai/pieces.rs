//! The twelve pentominoes and their fixed orientations (turned and
//! flipped): 63 in all.

/// A pentomino, by its letter's index in [`LETTERS`].
pub type Piece = u8;

/// The pieces' letters, in the order of their indices.
pub const LETTERS: [char; 12] = ['F', 'I', 'L', 'N', 'P', 'T', 'U', 'V', 'W', 'X', 'Y', 'Z'];

/// Every piece in hand: one bit per piece.
pub const ALL_PIECES: u16 = (1 << 12) - 1;

/// One shape of each piece as (file, rank) offsets.
const BASE: [[(i8, i8); 5]; 12] = [
    [(1, 0), (2, 0), (0, 1), (1, 1), (1, 2)], // F
    [(0, 0), (0, 1), (0, 2), (0, 3), (0, 4)], // I
    [(0, 0), (0, 1), (0, 2), (0, 3), (1, 0)], // L
    [(0, 0), (0, 1), (1, 1), (1, 2), (1, 3)], // N
    [(0, 0), (1, 0), (0, 1), (1, 1), (0, 2)], // P
    [(0, 2), (1, 2), (2, 2), (1, 1), (1, 0)], // T
    [(0, 1), (0, 0), (1, 0), (2, 0), (2, 1)], // U
    [(0, 0), (0, 1), (0, 2), (1, 0), (2, 0)], // V
    [(0, 0), (0, 1), (1, 1), (1, 2), (2, 2)], // W
    [(1, 0), (0, 1), (1, 1), (2, 1), (1, 2)], // X
    [(0, 0), (0, 1), (0, 2), (0, 3), (1, 2)], // Y
    [(0, 2), (1, 2), (1, 1), (1, 0), (2, 0)], // Z
];

/// A shape: five (file, rank) offsets from its lowest file and rank,
/// sorted by file, then rank (the notation's order).
pub type Shape = [(u8, u8); 5];

/// The letter of `piece`.
pub fn letter(piece: Piece) -> char {
    LETTERS[usize::from(piece)]
}

/// The piece named by `c` (either case).
pub fn piece_of(c: char) -> Option<Piece> {
    LETTERS
        .iter()
        .position(|&l| l == c.to_ascii_uppercase())
        .map(|i| i as Piece)
}

/// `cells` moved to file and rank 0 and sorted: the shape they make.
pub fn normal(cells: &[(i8, i8); 5]) -> Shape {
    let min_f = cells.iter().map(|c| c.0).min().unwrap_or(0);
    let min_r = cells.iter().map(|c| c.1).min().unwrap_or(0);
    let mut out = cells.map(|(f, r)| ((f - min_f) as u8, (r - min_r) as u8));
    out.sort_unstable();
    out
}

/// The distinct shapes of `piece` under the eight turns and flips, in a
/// fixed order (sorted).
pub fn orientations(piece: Piece) -> Vec<Shape> {
    let base = BASE[usize::from(piece)];
    let mut out: Vec<Shape> = Vec::new();
    for flip in [false, true] {
        for turn in 0..4 {
            let cells = base.map(|(f, r)| {
                let (mut f, r) = (f, r);
                if flip {
                    f = -f;
                }
                let (mut x, mut y) = (f, r);
                for _ in 0..turn {
                    (x, y) = (-y, x);
                }
                (x, y)
            });
            out.push(normal(&cells));
        }
    }
    out.sort_unstable();
    out.dedup();
    out
}

/// The piece whose shape some turn or flip of `cells` is, if any.
pub fn recognise(cells: &[(i8, i8); 5]) -> Option<Piece> {
    let shape = normal(cells);
    (0..12).find(|&p| orientations(p).contains(&shape))
}

/// The glyph of `shape` for a panel: rows from the top, `#` covered.
pub fn glyph(shape: &Shape) -> Vec<String> {
    let width = shape.iter().map(|c| c.0).max().unwrap_or(0) + 1;
    let height = shape.iter().map(|c| c.1).max().unwrap_or(0) + 1;
    (0..height)
        .rev()
        .map(|r| {
            (0..width)
                .map(|f| if shape.contains(&(f, r)) { '#' } else { '.' })
                .collect()
        })
        .collect()
}
