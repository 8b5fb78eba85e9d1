//! The Go board: stones on the points of an `n`×`n` grid (up to 19), chains
//! and their liberties, captures, and a Zobrist hash of the stones for the
//! positional superko.
//!
//! Points are numbered `rank * n + file` from 0, rank 0 at the bottom.
//! Colours are 1 (Black) and 2 (White); 0 is an empty point.

/// Largest board side.
pub const MAX: usize = 19;
/// Points on the largest board.
pub const CELLS: usize = MAX * MAX;

/// Empty, Black, White.
pub const EMPTY: u8 = 0;
pub const BLACK: u8 = 1;
pub const WHITE: u8 = 2;

/// The other colour.
pub fn opponent(colour: u8) -> u8 {
    3 - colour
}

/// One random 64-bit key per point and colour, made at compile time by
/// SplitMix64 from a fixed seed.
const fn zobrist_keys() -> [[u64; 2]; CELLS] {
    let mut keys = [[0u64; 2]; CELLS];
    let mut state: u64 = 0x5EED_0060_0019_1919;
    let mut i = 0;
    while i < CELLS * 2 {
        state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = state;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        keys[i / 2][i % 2] = z ^ (z >> 31);
        i += 1;
    }
    keys
}

static ZOBRIST: [[u64; 2]; CELLS] = zobrist_keys();

/// The key of a stone of `colour` on `p`.
pub fn key(p: usize, colour: u8) -> u64 {
    ZOBRIST[p][usize::from(colour - 1)]
}

/// Stones on an `n`×`n` grid, with the hash of their arrangement.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Board {
    pub n: usize,
    pub cells: [u8; CELLS],
    pub hash: u64,
}

/// The up to four orthogonal neighbours of a point.
#[derive(Clone, Copy)]
pub struct Neighbours {
    points: [usize; 4],
    len: usize,
}

impl Iterator for Neighbours {
    type Item = usize;
    fn next(&mut self) -> Option<usize> {
        if self.len == 0 {
            return None;
        }
        self.len -= 1;
        Some(self.points[self.len])
    }
}

/// Chains of a board: per point the chain it belongs to, per chain its
/// colour, stones, exact liberties and hash.
pub struct Chains {
    pub id: [u16; CELLS],
    pub chains: Vec<Chain>,
}

/// One chain (a group of connected stones of one colour).
#[derive(Clone, Debug)]
pub struct Chain {
    pub colour: u8,
    pub stones: Vec<usize>,
    pub liberties: Vec<usize>,
    /// The xor of its stones' keys: removing it changes the hash by this.
    pub hash: u64,
}

/// No chain on this point (it is empty).
pub const NONE: u16 = u16::MAX;

impl Board {
    /// An empty `n`×`n` board.
    pub fn new(n: usize) -> Board {
        Board {
            n,
            cells: [EMPTY; CELLS],
            hash: 0,
        }
    }

    /// Number of points.
    pub fn points(&self) -> usize {
        self.n * self.n
    }

    /// What is on `p`.
    pub fn at(&self, p: usize) -> u8 {
        self.cells[p]
    }

    /// The neighbours of `p`.
    pub fn neighbours(&self, p: usize) -> Neighbours {
        let n = self.n;
        let (f, r) = (p % n, p / n);
        let mut out = Neighbours {
            points: [0; 4],
            len: 0,
        };
        let mut push = |q: usize| {
            out.points[out.len] = q;
            out.len += 1;
        };
        if f > 0 {
            push(p - 1);
        }
        if f + 1 < n {
            push(p + 1);
        }
        if r > 0 {
            push(p - n);
        }
        if r + 1 < n {
            push(p + n);
        }
        out
    }

    /// The diagonal neighbours of `p`, and how many of the four are off
    /// the board.
    pub fn diagonals(&self, p: usize) -> (Vec<usize>, usize) {
        let n = self.n as isize;
        let (f, r) = ((p as isize) % n, (p as isize) / n);
        let mut out = Vec::with_capacity(4);
        for (df, dr) in [(-1, -1), (1, -1), (-1, 1), (1, 1)] {
            let (g, s) = (f + df, r + dr);
            if (0..n).contains(&g) && (0..n).contains(&s) {
                out.push((s * n + g) as usize);
            }
        }
        let off = 4 - out.len();
        (out, off)
    }

    /// Puts a stone (or removes one, with `EMPTY`), keeping the hash.
    pub fn set(&mut self, p: usize, colour: u8) {
        let old = self.cells[p];
        if old != EMPTY {
            self.hash ^= key(p, old);
        }
        if colour != EMPTY {
            self.hash ^= key(p, colour);
        }
        self.cells[p] = colour;
    }

    /// The chain through the stone on `p`: its stones and liberties.
    pub fn chain_at(&self, p: usize) -> Chain {
        let colour = self.cells[p];
        let mut seen = [false; CELLS];
        let mut stones = vec![p];
        let mut liberties = Vec::new();
        let mut hash = 0;
        seen[p] = true;
        let mut i = 0;
        while i < stones.len() {
            let s = stones[i];
            hash ^= key(s, colour);
            for q in self.neighbours(s) {
                if seen[q] {
                    continue;
                }
                let c = self.cells[q];
                if c == colour {
                    seen[q] = true;
                    stones.push(q);
                } else if c == EMPTY {
                    seen[q] = true;
                    liberties.push(q);
                }
            }
            i += 1;
        }
        Chain {
            colour,
            stones,
            liberties,
            hash,
        }
    }

    /// Whether the chain through `p` has a liberty (stops at the first).
    pub fn has_liberty(&self, p: usize) -> bool {
        let colour = self.cells[p];
        let mut seen = [false; CELLS];
        let mut stack = vec![p];
        seen[p] = true;
        while let Some(s) = stack.pop() {
            for q in self.neighbours(s) {
                let c = self.cells[q];
                if c == EMPTY {
                    return true;
                }
                if c == colour && !seen[q] {
                    seen[q] = true;
                    stack.push(q);
                }
            }
        }
        false
    }

    /// Every chain of the board.
    pub fn chains(&self) -> Chains {
        let mut id = [NONE; CELLS];
        let mut chains = Vec::new();
        for p in 0..self.points() {
            if self.cells[p] != EMPTY && id[p] == NONE {
                let chain = self.chain_at(p);
                for &s in &chain.stones {
                    id[s] = chains.len() as u16;
                }
                chains.push(chain);
            }
        }
        Chains { id, chains }
    }

    /// Plays a stone of `colour` on the empty point `p` and removes the
    /// opposing chains left without liberties. Returns the captured
    /// points. Does not check legality; a suicide leaves the own chain on
    /// the board without liberties (callers refuse it first).
    pub fn place(&mut self, p: usize, colour: u8) -> Vec<usize> {
        self.set(p, colour);
        let enemy = opponent(colour);
        let mut captured = Vec::new();
        for q in self.neighbours(p) {
            if self.cells[q] == enemy && !self.has_liberty(q) {
                let chain = self.chain_at(q);
                for &s in &chain.stones {
                    self.set(s, EMPTY);
                }
                captured.extend(chain.stones);
            }
        }
        captured
    }

    /// What a stone of `colour` on the empty point `p` would do, from the
    /// board's chains: `None` if it is suicide, else the hash after it and
    /// the chains it captures (by index into `chains`).
    pub fn try_place(&self, chains: &Chains, p: usize, colour: u8) -> Option<(u64, Vec<u16>)> {
        let mut captures: Vec<u16> = Vec::new();
        let mut breathes = false;
        for q in self.neighbours(p) {
            let c = self.cells[q];
            if c == EMPTY {
                breathes = true;
                continue;
            }
            let id = chains.id[q];
            let chain = &chains.chains[usize::from(id)];
            if c == colour {
                if chain.liberties.len() > 1 {
                    breathes = true;
                }
            } else if chain.liberties.len() == 1 && !captures.contains(&id) {
                captures.push(id);
            }
        }
        if !breathes && captures.is_empty() {
            return None;
        }
        let mut hash = self.hash ^ key(p, colour);
        for &id in &captures {
            hash ^= chains.chains[usize::from(id)].hash;
        }
        Some((hash, captures))
    }

    /// Empty regions: per region its points and the colours it touches
    /// (bit 1 Black, bit 2 White), with the stones in `dead` taken as
    /// empty points.
    pub fn regions(&self, dead: &[bool]) -> Vec<(Vec<usize>, u8)> {
        let empty = |p: usize| self.cells[p] == EMPTY || dead.get(p).copied().unwrap_or(false);
        let mut seen = [false; CELLS];
        let mut out = Vec::new();
        for start in 0..self.points() {
            if seen[start] || !empty(start) {
                continue;
            }
            seen[start] = true;
            let mut points = vec![start];
            let mut touches = 0u8;
            let mut i = 0;
            while i < points.len() {
                let s = points[i];
                for q in self.neighbours(s) {
                    if empty(q) {
                        if !seen[q] {
                            seen[q] = true;
                            points.push(q);
                        }
                    } else {
                        touches |= self.cells[q];
                    }
                }
                i += 1;
            }
            out.push((points, touches));
        }
        out
    }
}
