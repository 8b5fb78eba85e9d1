//! The line of tiles on the table and its two open ends. Touching halves
//! are of one material; a tile is laid at the left or the right end.

use super::material::Material;
use super::tile::Tile;

/// An end of the line.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Side {
    Left,
    Right,
}

impl Side {
    /// Both ends, left first.
    pub const BOTH: [Side; 2] = [Side::Left, Side::Right];

    /// The notation's letter: `L` or `R`.
    pub fn letter(self) -> char {
        match self {
            Side::Left => 'L',
            Side::Right => 'R',
        }
    }

    /// The end a typed word or letter names: `L`/`R`, the Italian `S`
    /// (sinistra) and `D` (destra), or the words, in any case.
    pub fn read(text: &str) -> Option<Side> {
        match text.to_lowercase().as_str() {
            "l" | "left" | "s" | "sin" | "sinistra" => Some(Side::Left),
            "r" | "right" | "d" | "des" | "destra" => Some(Side::Right),
            _ => None,
        }
    }
}

/// A tile in the line, its halves as they lie from left to right.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Laid {
    pub left: Material,
    pub right: Material,
}

impl Laid {
    /// The tile it is.
    pub fn tile(self) -> Tile {
        Tile::new(self.left, self.right)
    }
}

/// The line of tiles, left to right.
#[derive(Clone, PartialEq, Eq, Hash, Debug, Default)]
pub struct Chain {
    laid: Vec<Laid>,
}

impl Chain {
    /// The tiles from left to right.
    pub fn laid(&self) -> &[Laid] {
        &self.laid
    }

    pub fn is_empty(&self) -> bool {
        self.laid.is_empty()
    }

    pub fn len(&self) -> usize {
        self.laid.len()
    }

    /// The open material at `side`; `None` before the first tile.
    pub fn end(&self, side: Side) -> Option<Material> {
        match side {
            Side::Left => self.laid.first().map(|l| l.left),
            Side::Right => self.laid.last().map(|l| l.right),
        }
    }

    /// Whether `tile` may be laid at `side`: any tile opens the line.
    pub fn fits(&self, tile: Tile, side: Side) -> bool {
        self.end(side).is_none_or(|m| tile.has(m))
    }

    /// Lays `tile` at `side`, its matching half against the end; the first
    /// tile lies as its canonical text reads.
    pub fn lay(&mut self, tile: Tile, side: Side) {
        match self.end(side) {
            None => {
                let (left, right) = tile.halves();
                self.laid.push(Laid { left, right });
            }
            Some(m) => {
                let open = tile.other(m);
                match side {
                    Side::Left => self.laid.insert(0, Laid { left: open, right: m }),
                    Side::Right => self.laid.push(Laid { left: m, right: open }),
                }
            }
        }
    }

    /// A line of tiles as they lie, if touching halves match.
    pub fn from_laid(laid: Vec<Laid>) -> Option<Chain> {
        laid.windows(2)
            .all(|w| w[0].right == w[1].left)
            .then_some(Chain { laid })
    }

    /// The mask of the tiles in the line.
    pub fn mask(&self) -> u32 {
        self.laid.iter().fold(0, |m, l| m | l.tile().bit())
    }
}
