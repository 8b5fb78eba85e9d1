//! 3×3 patterns: points around the last move worth answering in a
//! playout.
//!
//! The shapes are those of the MoGo paper (S. Gelly, Y. Wang, R. Munos,
//! O. Teytaud, "Modification of UCT with Patterns in Monte-Carlo Go",
//! INRIA report RR-6062, 2006, figure of the 3×3 patterns): hane (a
//! diagonal contact answered by bending round), cuts, and the edge
//! shapes. The table below is written for this file in its own notation;
//! it is matched in all eight orientations and with the colours swapped
//! (a shape good for one side is a point the other side wants too), as in
//! the paper.
//!
//! Notation: the middle of each 3×3 is the empty point to play; `X` a
//! stone of one side, `O` of the other, `.` empty, `#` off the board, `?`
//! anything, `x` anything but an `X` stone (`O`, empty or off the board),
//! `o` anything but an `O` stone.

use std::sync::OnceLock;

use games::alignment::go::board::{BLACK, EMPTY, WHITE};

use super::board::{EDGE, FastBoard};

/// The shapes, each three rows top down, with the name the paper's figure
/// gives its kind.
const SHAPES: &[(&str, [&str; 3])] = &[
    // Hane: a stone of each side in contact, the move bends round.
    ("hane, surrounding", ["XOX", "...", "???"]),
    ("hane, not cutting", ["XO.", "...", "?.?"]),
    ("hane, bending (magari)", ["XO?", "X..", "x.?"]),
    ("hane, thin", ["XOO", "...", "?.?"]),
    // A stone's diagonal attachment, close to the bend.
    ("diagonal attachment", [".O.", "X..", "..."]),
    // Cuts: the move separates two stones of the other side.
    ("cut, unprotected", ["XO?", "O.o", "?o?"]),
    ("cut, peeping", ["XO?", "O.X", "???"]),
    ("cut, between two", ["?X?", "O.O", "ooo"]),
    ("cut, knight's move", ["OX?", "o.O", "???"]),
    // On the first line: the edge is the bottom row.
    ("edge, chasing", ["X.?", "O.?", "###"]),
    ("edge, blocking a cut", ["OX?", "X.O", "###"]),
    ("edge, blocking a link", ["?X?", "x.O", "###"]),
    ("edge, descending (sagari)", ["?XO", "x.x", "###"]),
    ("edge, cutting", ["?OX", "X.O", "###"]),
];

/// Which 16-bit codes of the eight points around an empty point (two
/// bits each in [`FastBoard::step`] order: empty 0, black 1, white 2,
/// edge 3) match a shape, in any orientation and either colouring.
struct Table {
    bits: Vec<u64>,
}

/// Per cell of a shape (row, column), its offset (up, right) from the
/// middle.
fn offset(row: usize, col: usize) -> (i32, i32) {
    (1 - row as i32, col as i32 - 1)
}

/// The index in [`FastBoard::step`] order of the offset (up, right).
fn step_index(up: i32, right: i32) -> usize {
    // Steps: west, east, down, up, down-west, down-east, up-west, up-east.
    match (up, right) {
        (0, -1) => 0,
        (0, 1) => 1,
        (-1, 0) => 2,
        (1, 0) => 3,
        (-1, -1) => 4,
        (-1, 1) => 5,
        (1, -1) => 6,
        (1, 1) => 7,
        _ => unreachable!("a neighbour"),
    }
}

/// The cell values a shape's character allows, with `x` the colour of
/// its `X` stones.
fn allowed(ch: char, x: u8) -> &'static [u8] {
    let o = 3 - x;
    match (ch, x == BLACK) {
        ('.', _) => &[EMPTY],
        ('#', _) => &[EDGE],
        ('?', _) => &[EMPTY, BLACK, WHITE, EDGE],
        ('X', true) | ('O', false) => &[BLACK],
        ('X', false) | ('O', true) => &[WHITE],
        ('x', _) if o == WHITE => &[EMPTY, WHITE, EDGE],
        ('x', _) => &[EMPTY, BLACK, EDGE],
        ('o', _) if o == WHITE => &[EMPTY, BLACK, EDGE],
        ('o', _) => &[EMPTY, WHITE, EDGE],
        _ => unreachable!("a shape's character"),
    }
}

/// One of the eight symmetries of the square, on an offset (up, right).
type Transform = fn(i32, i32) -> (i32, i32);

impl Table {
    fn build() -> Table {
        let mut bits = vec![0u64; 1 << 10];
        let transforms: [Transform; 8] = [
            |u, r| (u, r),
            |u, r| (r, -u),
            |u, r| (-u, -r),
            |u, r| (-r, u),
            |u, r| (u, -r),
            |u, r| (-u, r),
            |u, r| (r, u),
            |u, r| (-r, -u),
        ];
        for (_, rows) in SHAPES {
            assert_eq!(rows[1].as_bytes()[1], b'.', "a shape's middle is empty");
            for transform in transforms {
                for x in [BLACK, WHITE] {
                    // Per step index, the values allowed there.
                    let mut cells: [&[u8]; 8] = [&[]; 8];
                    for (row, line) in rows.iter().enumerate() {
                        for (col, ch) in line.chars().enumerate() {
                            if (row, col) == (1, 1) {
                                continue;
                            }
                            let (u, r) = offset(row, col);
                            let (u, r) = transform(u, r);
                            cells[step_index(u, r)] = allowed(ch, x);
                        }
                    }
                    Self::expand(&cells, 0, 0, &mut bits);
                }
            }
        }
        Table { bits }
    }

    /// Marks every code the per-step choices in `cells` allow.
    fn expand(cells: &[&[u8]; 8], i: usize, code: usize, bits: &mut [u64]) {
        if i == 8 {
            bits[code / 64] |= 1 << (code % 64);
            return;
        }
        for &v in cells[i] {
            Self::expand(cells, i + 1, code | usize::from(v) << (2 * i), bits);
        }
    }

    fn matches(&self, code: usize) -> bool {
        self.bits[code / 64] & (1 << (code % 64)) != 0
    }
}

fn table() -> &'static Table {
    static TABLE: OnceLock<Table> = OnceLock::new();
    TABLE.get_or_init(Table::build)
}

/// The code of the eight points around `p`.
fn code(board: &FastBoard, p: usize) -> usize {
    let mut code = 0;
    for i in 0..8 {
        code |= usize::from(board.at(board.step(p, i))) << (2 * i);
    }
    code
}

/// Whether the empty point `p` matches a shape of the table.
pub fn matches(board: &FastBoard, p: usize) -> bool {
    table().matches(code(board, p))
}

#[cfg(test)]
mod tests {
    use super::*;
    use games::alignment::go::board::Board;

    /// A 9×9 board from rows written top down (`x` Black, `o` White).
    fn board(rows: &[&str]) -> FastBoard {
        let mut b = Board::new(9);
        for (i, row) in rows.iter().enumerate() {
            for (f, ch) in row.chars().enumerate() {
                let r = rows.len() - 1 - i;
                match ch {
                    'x' => b.set(r * 9 + f, BLACK),
                    'o' => b.set(r * 9 + f, WHITE),
                    _ => {}
                }
            }
        }
        FastBoard::from_board(&b)
    }

    fn at(board: &FastBoard, name: &str) -> usize {
        let q = games::alignment::go::Go9::read_point(name).unwrap();
        board.point(q)
    }

    #[test]
    fn a_hane_and_an_edge_shape_match_in_any_orientation_and_colour() {
        // White e5 against Black d5 and f5: d4, e4, f4 below are empty.
        // The surrounding hane is e4 (X O X above it), for either side.
        let b = board(&[
            ".........",
            ".........",
            ".........",
            ".........",
            "...xox...",
            ".........",
            ".........",
            ".........",
            ".........",
        ]);
        assert!(matches(&b, at(&b, "e4")));
        assert!(matches(&b, at(&b, "e6")), "turned upside down");
        // Far from any stone nothing matches.
        assert!(!matches(&b, at(&b, "b8")));
        // Colours swapped: the same.
        let b = board(&[
            ".........",
            ".........",
            ".........",
            ".........",
            "...oxo...",
            ".........",
            ".........",
            ".........",
            ".........",
        ]);
        assert!(matches(&b, at(&b, "e4")));
        // On the first line, chasing along the edge (`X.?/O.?/###`):
        // White c2 (X) above Black c1 (O), the move d1 beside the latter.
        let b = board(&[
            ".........",
            ".........",
            ".........",
            ".........",
            ".........",
            ".........",
            ".........",
            "..o......",
            "..x......",
        ]);
        assert!(matches(&b, at(&b, "d1")));
        assert!(matches(&b, at(&b, "b1")), "mirrored");
    }
}
