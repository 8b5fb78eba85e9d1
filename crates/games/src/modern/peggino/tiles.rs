//! The 35 tiles, generated: every non-empty pattern of holes in a 2×3
//! rectangle, a pattern and its half-turn counted once (the text: "every
//! combination of holes, from one to six"). Each tile is named by its
//! number of holes and a letter (`3c`), in the order of the patterns'
//! bits; its blue face shows the pattern, its yellow face the mirror image.

use std::sync::OnceLock;

use super::board::{CELLS, SIDE};

/// Tiles in the box.
pub const TILES: usize = 35;

/// A pattern: bit `row * 3 + col` set where the tile has a hole, row 0 on
/// top, in the blue face's landscape orientation.
pub type Pattern = u8;

/// The pattern turned half round: bit `i` goes to bit `5 − i`.
pub fn half_turn(p: Pattern) -> Pattern {
    (0..6).fold(0, |acc, i| {
        if p & (1 << i) != 0 {
            acc | 1 << (5 - i)
        } else {
            acc
        }
    })
}

/// The patterns of the 35 tiles, by number of holes then by bits: the
/// smaller of each pattern and its half-turn.
pub fn patterns() -> &'static [Pattern; TILES] {
    static ALL: OnceLock<[Pattern; TILES]> = OnceLock::new();
    ALL.get_or_init(|| {
        let mut list: Vec<Pattern> = (1u8..64).filter(|&p| p <= half_turn(p)).collect();
        list.sort_by_key(|&p| (p.count_ones(), p));
        let mut out = [0; TILES];
        out.copy_from_slice(&list);
        out
    })
}

/// Tile `t`'s name: its holes and a letter (`1a`, `3j`, `6a`).
pub fn name(t: u8) -> String {
    let all = patterns();
    let p = all[usize::from(t)];
    let holes = p.count_ones();
    let letter = all[..usize::from(t)]
        .iter()
        .filter(|q| q.count_ones() == holes)
        .count();
    format!("{holes}{}", (b'a' + letter as u8) as char)
}

/// The tile named `text` (`3c`), if any.
pub fn by_name(text: &str) -> Option<u8> {
    (0..TILES as u8).find(|&t| name(t) == text)
}

/// The four turns a tile may be laid at, in degrees clockwise.
pub const ROTATIONS: [u16; 4] = [0, 90, 180, 270];

/// One way to lay a tile: the cells it covers and those with a hole, as
/// board bits, and its top-left cell.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Lay {
    pub anchor: u8,
    pub rot: u8,
    pub cover: u64,
    pub holes: u64,
}

/// Every way to lay tile `t` face `face` up (0 blue, 1 yellow) inside the
/// board, in the order rotation then anchor; a lay that covers and holes
/// exactly as an earlier one (a tile that looks the same turned half
/// round) is left out.
pub fn lays(t: u8, face: usize) -> &'static [Lay] {
    static ALL: OnceLock<Vec<Vec<Lay>>> = OnceLock::new();
    let all = ALL.get_or_init(|| {
        let mut out = Vec::new();
        for tile in 0..TILES as u8 {
            for face in 0..2 {
                out.push(compute_lays(tile, face));
            }
        }
        out
    });
    &all[usize::from(t) * 2 + face]
}

/// The holes of tile `t` face `face` at rotation index `rot`, as rows of
/// booleans (top row first): the picture's small grid.
pub fn shape(t: u8, face: usize, rot: u8) -> Vec<Vec<bool>> {
    let p = patterns()[usize::from(t)];
    // Landscape rows, the yellow face mirrored left to right.
    let mut grid: Vec<Vec<bool>> = (0..2)
        .map(|r| {
            (0..3)
                .map(|c| {
                    let c = if face == 1 { 2 - c } else { c };
                    p & (1 << (r * 3 + c)) != 0
                })
                .collect()
        })
        .collect();
    for _ in 0..rot {
        // A quarter turn clockwise: the new row i is the old column i read
        // from the bottom up.
        let (h, w) = (grid.len(), grid[0].len());
        grid = (0..w)
            .map(|c| (0..h).rev().map(|r| grid[r][c]).collect())
            .collect();
    }
    grid
}

fn compute_lays(t: u8, face: usize) -> Vec<Lay> {
    let mut out: Vec<Lay> = Vec::new();
    for rot in 0..4u8 {
        let grid = shape(t, face, rot);
        let (h, w) = (grid.len(), grid[0].len());
        // The anchor is the top-left cell: its rank is the highest.
        for top in (h - 1)..SIDE {
            for left in 0..=(SIDE - w) {
                let (mut cover, mut holes) = (0u64, 0u64);
                for (r, row) in grid.iter().enumerate() {
                    for (c, &hole) in row.iter().enumerate() {
                        let cell = (top - r) * SIDE + left + c;
                        cover |= 1 << cell;
                        if hole {
                            holes |= 1 << cell;
                        }
                    }
                }
                let anchor = (top * SIDE + left) as u8;
                if out
                    .iter()
                    .any(|l| l.anchor == anchor && l.cover == cover && l.holes == holes)
                {
                    continue;
                }
                out.push(Lay {
                    anchor,
                    rot,
                    cover,
                    holes,
                });
            }
        }
    }
    debug_assert!(out.iter().all(|l| l.cover < 1 << CELLS));
    out
}
