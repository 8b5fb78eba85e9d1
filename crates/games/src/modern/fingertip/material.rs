//! The seven materials of the tiles' round sections, with the catalog's
//! one-letter codes (the notation's letters), their feel and their colour.

/// One material. The order is the catalog's table, and the canonical text
/// of a tile writes its lower material first.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum Material {
    Rubber,
    Metal,
    Leather,
    Cloth,
    Jute,
    Wood,
    Sandpaper,
}

/// Every material, in the catalog's order.
pub const ALL: [Material; 7] = [
    Material::Rubber,
    Material::Metal,
    Material::Leather,
    Material::Cloth,
    Material::Jute,
    Material::Wood,
    Material::Sandpaper,
];

/// The notation's letters, in the order of `ALL` (the catalog's codes).
const LETTERS: [char; 7] = ['R', 'M', 'L', 'C', 'J', 'W', 'S'];

/// English and Italian names players may type instead of a letter, in the
/// order of `ALL`. The Italian texts name some materials two ways (the
/// magazine's `pelle`, `panno`, `iuta`; also `cuoio`, `stoffa`, `juta`).
const NAMES: [&[&str]; 7] = [
    &["rubber", "gomma"],
    &["metal", "metallo"],
    &["leather", "pelle", "cuoio"],
    &["cloth", "panno", "stoffa"],
    &["jute", "iuta", "juta"],
    &["wood", "legno"],
    &["sandpaper", "cartavetrata", "carta-vetrata", "vetrata"],
];

impl Material {
    /// Its place in `ALL`.
    pub fn index(self) -> usize {
        self as usize
    }

    /// The material at `index` of `ALL` (taken modulo 7).
    pub fn from_index(index: usize) -> Material {
        ALL[index % ALL.len()]
    }

    /// Its letter in the notation (`J` for jute).
    pub fn letter(self) -> char {
        LETTERS[self.index()]
    }

    /// The material a letter names, in either case.
    pub fn from_letter(letter: char) -> Option<Material> {
        let up = letter.to_ascii_uppercase();
        LETTERS.iter().position(|&l| l == up).map(Material::from_index)
    }

    /// The material a typed word names (English or Italian, lower case).
    pub fn from_word(word: &str) -> Option<Material> {
        NAMES
            .iter()
            .position(|names| names.contains(&word))
            .map(Material::from_index)
    }

    /// The renderer's colour key of its swatch (the catalog's colours).
    pub fn colour(self) -> &'static str {
        match self {
            Material::Rubber => "black",
            Material::Metal => "silver",
            Material::Leather => "tan",
            Material::Cloth => "green",
            Material::Jute => "red",
            Material::Wood => "beige",
            Material::Sandpaper => "brown",
        }
    }

    /// Rough to the touch (rubber, jute, sandpaper); the others are smooth.
    pub fn rough(self) -> bool {
        matches!(self, Material::Rubber | Material::Jute | Material::Sandpaper)
    }

    /// Hard (metal, wood, sandpaper); the others are soft.
    pub fn hard(self) -> bool {
        matches!(self, Material::Metal | Material::Wood | Material::Sandpaper)
    }
}
