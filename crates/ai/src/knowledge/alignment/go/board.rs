//! A Go board for playouts: fixed arrays, no allocation once made.
//!
//! Points sit on a grid with a one-point frame of edge cells, so every
//! point has four neighbours and eight around it without bounds checks.
//! Chains are circular lists of stones with a head; each head keeps the
//! chain's pseudo-liberties (one per stone–empty-point contact) as a
//! count, a sum and a sum of squares of the points: the chain is in atari
//! exactly when every contact is the same point, `count · squares ==
//! sum²`, and that point is `sum / count`. Placing a stone, merging and
//! capturing update them in time proportional to the stones touched.
//!
//! The rules' board (`games::alignment::go::board::Board`) stays the
//! truth: this one is made from it at a search leaf and thrown away.

use games::alignment::go::board::{BLACK, Board, EMPTY, WHITE};

/// A cell of the frame around the board.
pub const EDGE: u8 = 3;
/// Largest framed side (19 + 2).
const SIDE: usize = 21;
/// Cells of the largest framed grid.
pub const CELLS: usize = SIDE * SIDE;
/// No point (no ko, no last move).
pub const NO_POINT: usize = usize::MAX;

/// A playout board: colours, chains, liberties, the empty points, the ko.
#[derive(Clone)]
pub struct FastBoard {
    /// Side of the board (without the frame).
    pub n: usize,
    /// Side with the frame.
    stride: usize,
    colour: [u8; CELLS],
    /// The head of each stone's chain.
    head: [u16; CELLS],
    /// The next stone of each stone's chain (circular).
    next: [u16; CELLS],
    /// Per head: stones, and pseudo-liberties (count, Σ point, Σ point²).
    size: [u16; CELLS],
    libs: [u16; CELLS],
    lib_sum: [u32; CELLS],
    lib_squares: [u64; CELLS],
    /// The empty points in any order, and each empty point's index there.
    empties: [u16; CELLS],
    empty_count: usize,
    empty_at: [u16; CELLS],
    /// The point a single stone just captured (no immediate retake).
    pub ko: usize,
    /// The last stone played.
    pub last: usize,
    /// The four neighbour offsets and the eight around a point.
    pub around: [isize; 8],
}

impl FastBoard {
    /// The rules' board as a playout board.
    pub fn from_board(board: &Board) -> FastBoard {
        let n = board.n;
        let stride = n + 2;
        let s = stride as isize;
        let mut fast = FastBoard {
            n,
            stride,
            colour: [EDGE; CELLS],
            head: [0; CELLS],
            next: [0; CELLS],
            size: [0; CELLS],
            libs: [0; CELLS],
            lib_sum: [0; CELLS],
            lib_squares: [0; CELLS],
            empties: [0; CELLS],
            empty_count: 0,
            empty_at: [0; CELLS],
            ko: NO_POINT,
            last: NO_POINT,
            // Orthogonal first: `around[..4]` are the neighbours.
            around: [-1, 1, -s, s, -s - 1, -s + 1, s - 1, s + 1],
        };
        for r in 0..n {
            for f in 0..n {
                let p = fast.point(r * n + f);
                fast.colour[p] = EMPTY;
                fast.empty_at[p] = fast.empty_count as u16;
                fast.empties[fast.empty_count] = p as u16;
                fast.empty_count += 1;
            }
        }
        for q in 0..n * n {
            let c = board.at(q);
            if c != EMPTY {
                fast.place(fast.point(q), c);
            }
        }
        fast.ko = NO_POINT;
        fast.last = NO_POINT;
        fast
    }

    /// The framed point of the rules' point `q` (`rank * n + file`).
    pub fn point(&self, q: usize) -> usize {
        (q / self.n + 1) * self.stride + q % self.n + 1
    }

    /// The rules' point of the framed point `p`.
    pub fn rules_point(&self, p: usize) -> usize {
        (p / self.stride - 1) * self.n + p % self.stride - 1
    }

    /// What is on `p`: `EMPTY`, `BLACK`, `WHITE` or `EDGE`.
    pub fn at(&self, p: usize) -> u8 {
        self.colour[p]
    }

    /// The `i`-th of the eight points around `p` (0–3 orthogonal).
    pub fn step(&self, p: usize, i: usize) -> usize {
        (p as isize + self.around[i]) as usize
    }

    /// How many points are empty.
    pub fn empty_count(&self) -> usize {
        self.empty_count
    }

    /// The `i`-th empty point.
    pub fn empty(&self, i: usize) -> usize {
        usize::from(self.empties[i])
    }

    /// The distance of `p` from the nearest edge, 1 on the first line.
    pub fn line(&self, p: usize) -> usize {
        let (r, f) = (p / self.stride, p % self.stride);
        r.min(f).min(self.n + 1 - r).min(self.n + 1 - f)
    }

    /// Swaps the `i`-th and `j`-th empty points (their order is free).
    pub fn swap_empties(&mut self, i: usize, j: usize) {
        let (a, b) = (self.empties[i], self.empties[j]);
        self.empties[i] = b;
        self.empties[j] = a;
        self.empty_at[usize::from(a)] = j as u16;
        self.empty_at[usize::from(b)] = i as u16;
    }

    /// Calls `f` on every stone of the chain with head `h`.
    pub fn for_each_stone(&self, h: usize, mut f: impl FnMut(usize)) {
        let mut s = h;
        loop {
            f(s);
            s = usize::from(self.next[s]);
            if s == h {
                break;
            }
        }
    }

    /// Whether a stone stands within `d` points of `p` (a square).
    pub fn stones_near(&self, p: usize, d: usize) -> bool {
        let (r, f) = ((p / self.stride) as isize, (p % self.stride) as isize);
        let d = d as isize;
        for rr in (r - d).max(1)..=(r + d).min(self.n as isize) {
            for ff in (f - d).max(1)..=(f + d).min(self.n as isize) {
                let c = self.colour[rr as usize * self.stride + ff as usize];
                if c == BLACK || c == WHITE {
                    return true;
                }
            }
        }
        false
    }

    /// The head of the chain through the stone on `p`.
    pub fn chain(&self, p: usize) -> usize {
        usize::from(self.head[p])
    }

    /// Stones in the chain with head `h`.
    pub fn size(&self, h: usize) -> usize {
        usize::from(self.size[h])
    }

    /// The only liberty of the chain with head `h`, if it is in atari.
    pub fn atari_liberty(&self, h: usize) -> Option<usize> {
        let count = u64::from(self.libs[h]);
        let sum = u64::from(self.lib_sum[h]);
        (count > 0 && count * self.lib_squares[h] == sum * sum).then(|| (sum / count) as usize)
    }

    /// Whether the chain with head `h` has no liberty left.
    fn dead(&self, h: usize) -> bool {
        self.libs[h] == 0
    }

    fn add_liberty(&mut self, h: usize, p: usize) {
        self.libs[h] += 1;
        self.lib_sum[h] += p as u32;
        self.lib_squares[h] += (p * p) as u64;
    }

    fn remove_liberty(&mut self, h: usize, p: usize) {
        self.libs[h] -= 1;
        self.lib_sum[h] -= p as u32;
        self.lib_squares[h] -= (p * p) as u64;
    }

    /// Whether a stone of `colour` on the empty point `p` would be legal:
    /// not the ko point, and not suicide (an empty neighbour, an own chain
    /// with another liberty, or a capture).
    pub fn legal(&self, p: usize, colour: u8) -> bool {
        if p == self.ko || self.colour[p] != EMPTY {
            return false;
        }
        for i in 0..4 {
            let q = self.step(p, i);
            match self.colour[q] {
                EMPTY => return true,
                EDGE => {}
                c => {
                    let h = self.chain(q);
                    let in_atari = self.atari_liberty(h).is_some();
                    if (c == colour) != in_atari {
                        // An own chain with a liberty besides `p`, or an
                        // opposing one `p` captures.
                        return true;
                    }
                }
            }
        }
        false
    }

    /// Whether `p` is a true eye of `colour`: every neighbour is its stone
    /// or the edge, and the opponent holds at most one diagonal (none on
    /// the edge).
    pub fn is_eye(&self, p: usize, colour: u8) -> bool {
        for i in 0..4 {
            let c = self.colour[self.step(p, i)];
            if c != colour && c != EDGE {
                return false;
            }
        }
        let (mut enemy, mut edge) = (0, 0);
        for i in 4..8 {
            match self.colour[self.step(p, i)] {
                EDGE => edge += 1,
                EMPTY => {}
                c if c != colour => enemy += 1,
                _ => {}
            }
        }
        if edge > 0 { enemy == 0 } else { enemy < 2 }
    }

    /// How many distinct liberties (up to `cap`) the chain of `colour` made
    /// by a stone on the empty point `p` would have, and whether the stone
    /// captures. Walks the joined chains' stones: use it for a decision,
    /// not for every point.
    pub fn liberties_after(&self, p: usize, colour: u8, cap: usize) -> (usize, bool) {
        let mut found = [0usize; 4];
        let mut count = 0;
        let note = |q: usize, found: &mut [usize; 4], count: &mut usize| {
            if q != p && *count < cap && !found[..*count].contains(&q) {
                found[*count] = q;
                *count += 1;
            }
        };
        let mut captures = false;
        let mut heads = [usize::MAX; 4];
        for (i, head) in heads.iter_mut().enumerate() {
            let q = self.step(p, i);
            match self.colour[q] {
                EMPTY => note(q, &mut found, &mut count),
                EDGE => {}
                c if c == colour => *head = self.chain(q),
                _ => {
                    if let Some(l) = self.atari_liberty(self.chain(q)) {
                        // The capture frees the chain's points next to us:
                        // at least the captured stone beside `p`.
                        debug_assert_eq!(l, p);
                        captures = true;
                        note(q, &mut found, &mut count);
                    }
                }
            }
        }
        for i in 0..4 {
            let h = heads[i];
            if h == usize::MAX || heads[..i].contains(&h) {
                continue;
            }
            let mut s = h;
            loop {
                for j in 0..4 {
                    let q = self.step(s, j);
                    if self.colour[q] == EMPTY {
                        note(q, &mut found, &mut count);
                    }
                }
                if count >= cap {
                    return (count, captures);
                }
                s = usize::from(self.next[s]);
                if s == h {
                    break;
                }
            }
        }
        (count, captures)
    }

    /// Stones in the chain of `colour` a stone on `p` would make.
    pub fn size_after(&self, p: usize, colour: u8) -> usize {
        let mut heads = [usize::MAX; 4];
        let mut total = 1;
        for i in 0..4 {
            let q = self.step(p, i);
            if self.colour[q] == colour {
                let h = self.chain(q);
                if !heads.contains(&h) {
                    heads[i] = h;
                    total += self.size(h);
                }
            }
        }
        total
    }

    /// Plays a legal stone of `colour` on `p` (check [`FastBoard::legal`]
    /// first); returns how many stones it captured.
    pub fn place(&mut self, p: usize, colour: u8) -> usize {
        // Off the empty list.
        let i = usize::from(self.empty_at[p]);
        self.empty_count -= 1;
        let moved = self.empties[self.empty_count];
        self.empties[i] = moved;
        self.empty_at[usize::from(moved)] = i as u16;

        self.colour[p] = colour;
        self.head[p] = p as u16;
        self.next[p] = p as u16;
        self.size[p] = 1;
        self.libs[p] = 0;
        self.lib_sum[p] = 0;
        self.lib_squares[p] = 0;
        for i in 0..4 {
            let q = self.step(p, i);
            match self.colour[q] {
                EMPTY => self.add_liberty(p, q),
                EDGE => {}
                _ => {
                    let h = self.chain(q);
                    self.remove_liberty(h, p);
                }
            }
        }
        for i in 0..4 {
            let q = self.step(p, i);
            if self.colour[q] == colour {
                let (a, b) = (self.chain(q), self.chain(p));
                if a != b {
                    self.merge(a, b);
                }
            }
        }
        let mut captured = 0;
        let mut single = NO_POINT;
        for i in 0..4 {
            let q = self.step(p, i);
            let c = self.colour[q];
            if c != EMPTY && c != EDGE && c != colour && self.dead(self.chain(q)) {
                let h = self.chain(q);
                let taken = self.remove_chain(h);
                captured += taken;
                single = if taken == 1 { q } else { NO_POINT };
            }
        }
        let h = self.chain(p);
        self.ko = if captured == 1 && self.size(h) == 1 && self.atari_liberty(h).is_some() {
            single
        } else {
            NO_POINT
        };
        self.last = p;
        captured
    }

    /// Joins the chains with heads `a` and `b` (the smaller into the larger).
    fn merge(&mut self, a: usize, b: usize) {
        let (big, small) = if self.size[a] >= self.size[b] { (a, b) } else { (b, a) };
        let mut s = small;
        loop {
            self.head[s] = big as u16;
            s = usize::from(self.next[s]);
            if s == small {
                break;
            }
        }
        // Splice the two circular lists.
        self.next.swap(big, small);
        self.size[big] += self.size[small];
        self.libs[big] += self.libs[small];
        self.lib_sum[big] += self.lib_sum[small];
        self.lib_squares[big] += self.lib_squares[small];
    }

    /// Takes the chain with head `h` off; returns its stones.
    fn remove_chain(&mut self, h: usize) -> usize {
        let taken = self.size(h);
        let mut s = h;
        loop {
            let next = usize::from(self.next[s]);
            self.colour[s] = EMPTY;
            self.empty_at[s] = self.empty_count as u16;
            self.empties[self.empty_count] = s as u16;
            self.empty_count += 1;
            s = next;
            if s == h {
                break;
            }
        }
        // Each freed point is a liberty again of every chain beside it.
        let mut s = h;
        loop {
            for i in 0..4 {
                let q = self.step(s, i);
                let c = self.colour[q];
                if c == BLACK || c == WHITE {
                    let g = self.chain(q);
                    self.add_liberty(g, s);
                }
            }
            s = usize::from(self.next[s]);
            if s == h {
                break;
            }
        }
        taken
    }

    /// Area at the end of a playout: per colour its stones and the empty
    /// points all of whose neighbours are its stones.
    /// Who owns `p` at the end of a playout: 1 Black (a black stone, or
    /// an empty point touching black stones only), -1 White, 0 neither.
    pub fn owner(&self, p: usize) -> i32 {
        let colour = match self.colour[p] {
            EMPTY => {
                let mut sides = 0u8;
                for i in 0..4 {
                    let c = self.colour[self.step(p, i)];
                    if c == BLACK || c == WHITE {
                        sides |= c;
                    }
                }
                sides
            }
            c => c,
        };
        match colour {
            BLACK => 1,
            WHITE => -1,
            _ => 0,
        }
    }

    pub fn area(&self) -> [u32; 2] {
        let mut area = [0u32; 2];
        for r in 1..=self.n {
            for f in 1..=self.n {
                let p = r * self.stride + f;
                match self.colour[p] {
                    BLACK => area[0] += 1,
                    WHITE => area[1] += 1,
                    _ => {
                        let mut sides = 0u8;
                        for i in 0..4 {
                            let c = self.colour[self.step(p, i)];
                            if c == BLACK || c == WHITE {
                                sides |= c;
                            }
                        }
                        if sides == BLACK {
                            area[0] += 1;
                        } else if sides == WHITE {
                            area[1] += 1;
                        }
                    }
                }
            }
        }
        area
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use games::alignment::go::board::opponent;
    use games::playout::SplitMix64;

    /// Random games on both boards agree, stone for stone and liberty
    /// for liberty, with the rules' board.
    #[test]
    fn the_fast_board_follows_the_rules_board() {
        for n in [9, 19] {
            let mut rng = SplitMix64(n as u64);
            for _ in 0..5 {
                let mut slow = Board::new(n);
                let mut fast = FastBoard::from_board(&slow);
                let mut colour = BLACK;
                for _ in 0..n * n * 2 {
                    let q = rng.below(n * n);
                    let p = fast.point(q);
                    if !fast.legal(p, colour) {
                        continue;
                    }
                    let (libs, captures) = fast.liberties_after(p, colour, 3);
                    let size = fast.size_after(p, colour);
                    let captured = slow.place(q, colour);
                    assert_eq!(fast.place(p, colour), captured.len());
                    assert_eq!(captures, !captured.is_empty());
                    let chain = slow.chain_at(q);
                    // A capture frees at least the points beside the stone.
                    let real = chain.liberties.len().min(3);
                    if captures {
                        assert!((1..=real).contains(&libs), "liberties after {q}");
                    } else {
                        assert_eq!(libs, real, "liberties after {q}");
                    }
                    assert_eq!(size, chain.stones.len());
                    assert!(slow.has_liberty(q), "a legal move is no suicide");
                    for r in 0..n * n {
                        let c = slow.at(r);
                        assert_eq!(fast.at(fast.point(r)), c, "point {r}");
                        if c != EMPTY {
                            let chain = slow.chain_at(r);
                            let h = fast.chain(fast.point(r));
                            assert_eq!(fast.size(h), chain.stones.len());
                            let atari = chain.liberties.len() == 1;
                            assert_eq!(
                                fast.atari_liberty(h).map(|l| fast.rules_point(l)),
                                atari.then(|| chain.liberties[0])
                            );
                        }
                    }
                    let empties = (0..n * n).filter(|&r| slow.at(r) == EMPTY).count();
                    assert_eq!(fast.empty_count(), empties);
                    colour = opponent(colour);
                }
            }
        }
    }
}
