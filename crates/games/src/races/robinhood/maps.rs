//! The four double-sided maps: our reconstruction (the catalog's gap 1).
//!
//! Every map is crossed from its entry edge to its exit edge. Each edge
//! has three gates, `x`, `y` and `z`, in the same places on every map, so
//! the exit gates of one map meet the entry gates of the next. Each side
//! carries four white paths, numbered 1 to 4; a path leaves the entry
//! edge at one gate and reaches the exit edge at a gate, after a number of
//! spaces. A Robin leaving a map by gate `z` goes on by a path of the next
//! map that starts at `z`.
//!
//! Every side has a short path, a long one and two in between, and every
//! gate of its entry edge starts at least one path, so no Robin is ever
//! stuck; the two sides of one map put their short paths behind different
//! gates, so turning a map over changes which Robins it favours, and a
//! short path may end at a gate whose next paths are long.

/// The number of maps.
pub const MAPS: u8 = 4;
/// Paths on each side of a map.
pub const PATHS: u8 = 4;
/// The longest path.
pub const LONGEST: u8 = 9;
/// Gate names, in order across the edge.
pub const GATES: [char; 3] = ['x', 'y', 'z'];
/// Side names: `a` (the face first up) and `b`.
pub const SIDES: [char; 2] = ['a', 'b'];

/// A path: the gate it starts from, the gate it ends at (0 `x`, 1 `y`,
/// 2 `z`), and its spaces.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Path {
    pub from: u8,
    pub to: u8,
    pub len: u8,
}

const fn p(from: u8, to: u8, len: u8) -> Path {
    Path { from, to, len }
}

/// `MAP[m][s][k]`: path `k + 1` of side `s` of map `m + 1`.
pub const MAP: [[[Path; PATHS as usize]; 2]; MAPS as usize] = [
    // Map 1.
    [
        [p(0, 0, 6), p(0, 1, 3), p(1, 2, 5), p(2, 1, 8)],
        [p(0, 2, 4), p(1, 0, 7), p(1, 1, 3), p(2, 0, 5)],
    ],
    // Map 2.
    [
        [p(0, 1, 5), p(1, 0, 4), p(2, 2, 2), p(2, 0, 9)],
        [p(0, 0, 3), p(0, 2, 7), p(1, 1, 6), p(2, 1, 4)],
    ],
    // Map 3.
    [
        [p(0, 2, 8), p(1, 1, 2), p(1, 0, 6), p(2, 2, 5)],
        [p(0, 1, 3), p(1, 2, 4), p(2, 0, 6), p(2, 2, 9)],
    ],
    // Map 4.
    [
        [p(0, 0, 4), p(1, 2, 7), p(2, 1, 3), p(2, 0, 6)],
        [p(0, 2, 2), p(0, 1, 6), p(1, 0, 5), p(2, 2, 8)],
    ],
];

/// A map as it lies: its number (0-based) and the side up (0 `a`, 1 `b`).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Laid {
    pub map: u8,
    pub side: u8,
}

impl Laid {
    /// Its paths.
    pub fn paths(self) -> &'static [Path; PATHS as usize] {
        &MAP[usize::from(self.map)][usize::from(self.side)]
    }

    /// Path `k` (0-based).
    pub fn path(self, k: u8) -> Path {
        self.paths()[usize::from(k)]
    }

    /// Its name: `3b`.
    pub fn name(self) -> String {
        format!("{}{}", self.map + 1, SIDES[usize::from(self.side)])
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_side_opens_every_gate_and_mixes_short_and_long_paths() {
        for (m, sides) in MAP.iter().enumerate() {
            for (s, paths) in sides.iter().enumerate() {
                for gate in 0..3 {
                    assert!(
                        paths.iter().any(|p| p.from == gate),
                        "map {m} side {s} gate {gate}"
                    );
                    assert!(paths.iter().any(|p| p.to == gate), "map {m} side {s} exit {gate}");
                }
                let lens: Vec<u8> = paths.iter().map(|p| p.len).collect();
                assert!(lens.iter().any(|&l| l <= 4) && lens.iter().any(|&l| l >= 7));
                assert!(lens.iter().all(|&l| (2..=LONGEST).contains(&l)));
                // Paths listed by their entry gate.
                assert!(paths.windows(2).all(|w| w[0].from <= w[1].from));
            }
            // The shortest path of the two sides starts at different gates.
            let short = |s: usize| sides[s].iter().min_by_key(|p| p.len).unwrap().from;
            assert_ne!(short(0), short(1), "map {m}");
        }
    }
}
