//! The 28 tiles: every pair of the seven materials, doubles included, like
//! a double-six domino set. A hand or any set of tiles is a 28-bit mask.

use super::material::Material;

/// Tiles in the set.
pub const COUNT: usize = 28;

/// Every tile of the set as a mask.
pub const FULL: u32 = (1 << COUNT) - 1;

/// One tile, unoriented: its index in the set's order (pairs with the
/// lower material first, by the lower then the higher material).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub struct Tile(u8);

/// Each tile's two materials (lower first), by index.
const PAIRS: [(u8, u8); COUNT] = {
    let mut pairs = [(0u8, 0u8); COUNT];
    let mut i = 0;
    let mut a = 0u8;
    while a < 7 {
        let mut b = a;
        while b < 7 {
            pairs[i] = (a, b);
            i += 1;
            b += 1;
        }
        a += 1;
    }
    pairs
};

impl Tile {
    /// The tile with materials `a` and `b`, in either order.
    pub fn new(a: Material, b: Material) -> Tile {
        let (lo, hi) = if a <= b { (a, b) } else { (b, a) };
        let (lo, hi) = (lo.index(), hi.index());
        // Tiles before lower material `lo`: 7 + 6 + … for each lower one.
        let before = lo * 7 - lo * (lo.saturating_sub(1)) / 2;
        Tile((before + hi - lo) as u8)
    }

    /// The tile at `index` of the set's order, if there is one.
    pub fn from_index(index: usize) -> Option<Tile> {
        (index < COUNT).then_some(Tile(index as u8))
    }

    /// Its index in the set's order.
    pub fn index(self) -> usize {
        usize::from(self.0)
    }

    /// Its bit in a mask.
    pub fn bit(self) -> u32 {
        1 << self.0
    }

    /// Its two materials, lower first.
    pub fn halves(self) -> (Material, Material) {
        let (a, b) = PAIRS[self.index()];
        (
            Material::from_index(usize::from(a)),
            Material::from_index(usize::from(b)),
        )
    }

    /// Both halves of one material.
    pub fn is_double(self) -> bool {
        let (a, b) = self.halves();
        a == b
    }

    /// Whether one of its halves is `m`.
    pub fn has(self, m: Material) -> bool {
        let (a, b) = self.halves();
        a == m || b == m
    }

    /// The half left open when its `m` half touches the line (`m` itself
    /// for a double).
    pub fn other(self, m: Material) -> Material {
        let (a, b) = self.halves();
        if a == m { b } else { a }
    }

    /// The canonical text: the two letters, the lower material first
    /// (`JW`, `SS`).
    pub fn text(self) -> String {
        let (a, b) = self.halves();
        [a.letter(), b.letter()].iter().collect()
    }

    /// The tile two letters name, in either order and case (`wj`).
    pub fn read(text: &str) -> Option<Tile> {
        let mut chars = text.chars();
        match (chars.next(), chars.next(), chars.next()) {
            (Some(a), Some(b), None) => Some(Tile::new(Material::from_letter(a)?, Material::from_letter(b)?)),
            _ => None,
        }
    }

    /// The double jute, whose holder opens the game.
    pub fn double_jute() -> Tile {
        Tile::new(Material::Jute, Material::Jute)
    }

    /// Every tile, in the set's order.
    pub fn all() -> impl Iterator<Item = Tile> {
        (0..COUNT as u8).map(Tile)
    }
}

/// The tiles of `mask`, in the set's order.
pub fn tiles_of(mask: u32) -> impl Iterator<Item = Tile> {
    Tile::all().filter(move |t| mask & t.bit() != 0)
}
