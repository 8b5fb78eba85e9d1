//! The board and the pieces: a 3×4 grid (files a–c, ranks 1–4), tokens of
//! four colours, and the six tiles, one for each pair of colours.

use crate::grid::Grid;

/// The board: 3 files, 4 ranks; cell `rank * 3 + file`.
pub const GRID: Grid = Grid::new(3, 4);
/// Cells on the board.
pub const CELLS: usize = 12;
/// Tiles in the game: every pair of the four colours.
pub const TILES: usize = 6;
/// Tokens of each colour (gap 1: 12 tokens, the layouts' count fits 3 each).
pub const PER_COLOUR: u8 = 3;

/// A token's colour.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub enum Colour {
    Green,
    Red,
    Yellow,
    Blue,
}

impl Colour {
    pub const ALL: [Colour; 4] = [Colour::Green, Colour::Red, Colour::Yellow, Colour::Blue];

    pub fn index(self) -> usize {
        self as usize
    }

    /// The letter of the position text.
    pub fn letter(self) -> char {
        ['G', 'R', 'Y', 'B'][self.index()]
    }

    pub fn from_letter(c: char) -> Option<Colour> {
        Colour::ALL.into_iter().find(|k| k.letter() == c)
    }

    /// Its English word: the chance outcome's text and the renderer's key.
    pub fn word(self) -> &'static str {
        ["green", "red", "yellow", "blue"][self.index()]
    }
}

/// The tiles' colours, in the catalog's order: GR, GY, GB, RY, RB, YB.
pub const TILE_COLOURS: [(Colour, Colour); TILES] = [
    (Colour::Green, Colour::Red),
    (Colour::Green, Colour::Yellow),
    (Colour::Green, Colour::Blue),
    (Colour::Red, Colour::Yellow),
    (Colour::Red, Colour::Blue),
    (Colour::Yellow, Colour::Blue),
];

/// The tile whose circles are `a` and `b`, in either order; none for two
/// circles of one colour (gap 3: such neighbours are never covered).
pub fn tile_of(a: Colour, b: Colour) -> Option<u8> {
    TILE_COLOURS
        .iter()
        .position(|&(x, y)| (x, y) == (a, b) || (y, x) == (a, b))
        .map(|t| t as u8)
}

/// A tile's text: its colours' words joined by `-` (`green-red`).
pub fn tile_word(tile: u8) -> String {
    let (a, b) = TILE_COLOURS[usize::from(tile)];
    format!("{}-{}", a.word(), b.word())
}

/// A tile's letters (`GR`), for the position text.
pub fn tile_letters(tile: u8) -> String {
    let (a, b) = TILE_COLOURS[usize::from(tile)];
    format!("{}{}", a.letter(), b.letter())
}

pub fn name(cell: usize) -> String {
    GRID.name(cell)
}

/// The cells after `cell` a tile may pair it with: its right and upper
/// neighbours (so each pair of neighbours is listed once, lower cell first).
pub fn partners(cell: usize) -> impl Iterator<Item = usize> {
    GRID.neighbours(cell, &[(1, 0), (0, 1)])
}

/// Whether `a` and `b` are orthogonal neighbours.
pub fn adjacent(a: usize, b: usize) -> bool {
    partners(a).any(|p| p == b) || partners(b).any(|p| p == a)
}

/// A covering of the whole board by the six tiles, each once, colours
/// matching: the tile on each cell. `None` when there is none (the puzzle's
/// check; gap 3 of the puzzle: the bot shows this one).
pub fn covering(layout: &[Colour; CELLS]) -> Option<[u8; CELLS]> {
    fn fill(layout: &[Colour; CELLS], cover: &mut [Option<u8>; CELLS], used: u8) -> bool {
        // The lowest uncovered cell must pair with its right or upper
        // neighbour: every cell before it is covered.
        let Some(cell) = cover.iter().position(Option::is_none) else {
            return true;
        };
        for other in partners(cell) {
            if cover[other].is_some() {
                continue;
            }
            let Some(tile) = tile_of(layout[cell], layout[other]) else {
                continue;
            };
            if used & (1 << tile) != 0 {
                continue;
            }
            cover[cell] = Some(tile);
            cover[other] = Some(tile);
            if fill(layout, cover, used | (1 << tile)) {
                return true;
            }
            cover[cell] = None;
            cover[other] = None;
        }
        false
    }
    let mut cover = [None; CELLS];
    fill(layout, &mut cover, 0).then(|| cover.map(|t| t.unwrap_or(0)))
}
