//! The morris board, shared by the games played on it (La Tela, Shax): the
//! 24 points of three concentric squares joined at their mid-points, the
//! 16 lines of three (mills), the neighbours along the lines, the turns'
//! notation and the picture of the board.
//!
//! Points are named as on a 7×7 grid, files a–g left to right and ranks 1–7
//! bottom to top: a1 a4 a7 b2 b4 b6 c3 c4 c5 d1 d2 d3 d5 d6 d7 e3 e4 e5 f2
//! f4 f6 g1 g4 g7, in that order (the order of the position texts and of
//! the bit masks: one bit a point). A placement is written as its point
//! (`d3`), a move `d3-e3`, and a removal appended with `x` (`d3xf4`,
//! `d3-e3xf4`).

mod notation;
mod picture;

pub use notation::{ReadError, cell, read};
pub use picture::{board, mark_turn};

/// The 24 points, in the order of the position text and of the bit masks.
pub const POINTS: [&str; 24] = [
    "a1", "a4", "a7", "b2", "b4", "b6", "c3", "c4", "c5", "d1", "d2", "d3", "d5", "d6", "d7", "e3", "e4",
    "e5", "f2", "f4", "f6", "g1", "g4", "g7",
];

/// Every point.
pub const ALL: u32 = (1 << 24) - 1;

/// The 16 lines of three points: 8 rows, then 8 columns. Neighbours are
/// consecutive points of a line.
pub const LINE_NAMES: [[&str; 3]; 16] = [
    ["a7", "d7", "g7"],
    ["b6", "d6", "f6"],
    ["c5", "d5", "e5"],
    ["a4", "b4", "c4"],
    ["e4", "f4", "g4"],
    ["c3", "d3", "e3"],
    ["b2", "d2", "f2"],
    ["a1", "d1", "g1"],
    ["a1", "a4", "a7"],
    ["b2", "b4", "b6"],
    ["c3", "c4", "c5"],
    ["d1", "d2", "d3"],
    ["d5", "d6", "d7"],
    ["e3", "e4", "e5"],
    ["f2", "f4", "f6"],
    ["g1", "g4", "g7"],
];

/// The index of a point name, at compile time.
pub const fn index_of(name: &str) -> usize {
    let wanted = name.as_bytes();
    let mut i = 0;
    while i < POINTS.len() {
        let p = POINTS[i].as_bytes();
        if p[0] == wanted[0] && p[1] == wanted[1] {
            return i;
        }
        i += 1;
    }
    panic!("a line names an unknown point");
}

/// The lines as point indices.
pub const LINES: [[usize; 3]; 16] = {
    let mut out = [[0; 3]; 16];
    let mut l = 0;
    while l < 16 {
        let mut k = 0;
        while k < 3 {
            out[l][k] = index_of(LINE_NAMES[l][k]);
            k += 1;
        }
        l += 1;
    }
    out
};

/// Each line as a mask: a mill is a line whose three points one player holds.
pub const MILLS: [u32; 16] = {
    let mut out = [0; 16];
    let mut l = 0;
    while l < 16 {
        out[l] = (1 << LINES[l][0]) | (1 << LINES[l][1]) | (1 << LINES[l][2]);
        l += 1;
    }
    out
};

/// The two lines through each point (every point lies on one row and one
/// column).
pub const MILLS_THROUGH: [[u32; 2]; 24] = {
    let mut out = [[0; 2]; 24];
    let mut seen = [0usize; 24];
    let mut l = 0;
    while l < 16 {
        let mut k = 0;
        while k < 3 {
            let p = LINES[l][k];
            out[p][seen[p]] = MILLS[l];
            seen[p] += 1;
            k += 1;
        }
        l += 1;
    }
    out
};

/// The neighbours of each point along the lines.
pub const NEIGHBOURS: [u32; 24] = {
    let mut out = [0; 24];
    let mut l = 0;
    while l < 16 {
        let [a, b, c] = LINES[l];
        out[a] |= 1 << b;
        out[b] |= (1 << a) | (1 << c);
        out[c] |= 1 << b;
        l += 1;
    }
    out
};

/// One whole turn: a placement (`from` is `None`) or a move, with the piece
/// removed when it forms a mill. Points are indices into [`POINTS`].
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Turn {
    pub from: Option<u8>,
    pub to: u8,
    pub remove: Option<u8>,
}

impl Turn {
    /// The turn's picker steps: `d3`, `xf4` for a placement; `d3`, `-e3`,
    /// `xf4` for a move. Joined, they are its text.
    pub fn steps(&self) -> Vec<String> {
        let mut steps = Vec::with_capacity(3);
        match self.from {
            Some(f) => {
                steps.push(name(f).to_string());
                steps.push(format!("-{}", name(self.to)));
            }
            None => steps.push(name(self.to).to_string()),
        }
        if let Some(r) = self.remove {
            steps.push(format!("x{}", name(r)));
        }
        steps
    }
}

/// The bit of point `p`.
pub fn bit(p: u8) -> u32 {
    1 << p
}

/// The name of point `p`.
pub fn name(p: u8) -> &'static str {
    POINTS[usize::from(p)]
}

/// The point called `text`, if any.
pub fn point_named(text: &str) -> Option<u8> {
    POINTS.iter().position(|&p| p == text).map(|i| i as u8)
}

/// The points of `mask`, in point order.
pub fn points_of(mask: u32) -> impl Iterator<Item = u8> {
    (0..24u8).filter(move |&p| mask & bit(p) != 0)
}

/// The points of `men` that are part of a mill.
pub fn in_mills(men: u32) -> u32 {
    MILLS.iter().filter(|&&m| men & m == m).fold(0, |acc, &m| acc | m)
}

/// How many mills through `at` the pieces `men` complete.
pub fn mills_at(men: u32, at: u8) -> usize {
    MILLS_THROUGH[usize::from(at)]
        .iter()
        .filter(|&&m| men & m == m)
        .count()
}

/// The mills through `at` that `men` complete, as one mask.
pub fn mills_through(men: u32, at: u8) -> u32 {
    MILLS_THROUGH[usize::from(at)]
        .iter()
        .filter(|&&mill| men & mill == mill)
        .fold(0, |acc, &mill| acc | mill)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_board_has_24_points_16_mills_and_32_links() {
        assert_eq!(POINTS.len(), 24);
        assert_eq!(MILLS.iter().map(|m| m.count_ones()).sum::<u32>(), 48);
        let links: u32 = NEIGHBOURS.iter().map(|n| n.count_ones()).sum();
        assert_eq!(links, 2 * 32, "each link counted from both ends");
        for p in 0..24u8 {
            assert_eq!(point_named(name(p)), Some(p));
            assert_eq!(
                MILLS_THROUGH[usize::from(p)]
                    .iter()
                    .filter(|&&m| m & bit(p) != 0)
                    .count(),
                2
            );
        }
        assert_eq!(index_of("d3"), 11);
    }

    #[test]
    fn mills_are_found_through_a_point() {
        let men = bit(index_of("d1") as u8) | bit(index_of("d2") as u8) | bit(index_of("d3") as u8);
        assert_eq!(mills_at(men, index_of("d2") as u8), 1);
        assert_eq!(mills_through(men, index_of("d3") as u8), men);
        assert_eq!(in_mills(men), men);
        assert_eq!(
            mills_at(men & !bit(index_of("d1") as u8), index_of("d2") as u8),
            0
        );
    }

    #[test]
    fn turns_read_back_their_steps() {
        for (text, steps) in [("d3", 1), ("d3xf4", 2), ("d3-e3", 2), ("d3-e3xf4", 3)] {
            let (from, to, removes) = read(text).ok().unwrap();
            let turn = Turn {
                from,
                to,
                remove: removes.first().copied(),
            };
            assert_eq!(turn.steps().len(), steps);
            assert_eq!(turn.steps().concat(), text);
        }
        assert!(matches!(read("h8"), Err(ReadError::NotAPoint(p)) if p == "h8"));
        assert!(matches!(read("d3-"), Err(ReadError::Syntax)));
        assert!(matches!(read(""), Err(ReadError::Syntax)));
    }
}
