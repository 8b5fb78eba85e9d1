//! Maximum-weight matching in a general graph: Edmonds' blossom algorithm
//! with dual variables (the O(n³) primal-dual form of Gabow and Galil, as
//! Van Rantwijk's well-known write-up lays it out).
//!
//! The Swiss pairer encodes its criteria as edge weights in priority
//! order, so weights are often wider than any machine integer: the
//! algorithm is generic over [`Weight`], implemented for `i64`, `i128` and
//! the fixed-width [`Wide`] integers. It uses only addition, subtraction,
//! comparison and exact halving, so integer weights give exact results.

use std::cmp::Ordering;
use std::ops::{Add, Sub};

/// What the matching needs of a weight: an exact signed integer.
pub trait Weight: Copy + Ord + Add<Output = Self> + Sub<Output = Self> + std::fmt::Debug {
    fn zero() -> Self;
    /// A non-negative value from a machine integer.
    fn from_u64(v: u64) -> Self;
    /// `self * 2^bits` (the caller keeps it within the type's width).
    fn shl(self, bits: usize) -> Self;
    /// Half of an even value (slacks between two outer vertices are even
    /// when the weights are integers).
    fn half(self) -> Self;
}

impl Weight for i64 {
    fn zero() -> Self {
        0
    }
    fn from_u64(v: u64) -> Self {
        v as i64
    }
    fn shl(self, bits: usize) -> Self {
        self << bits
    }
    fn half(self) -> Self {
        self >> 1
    }
}

impl Weight for i128 {
    fn zero() -> Self {
        0
    }
    fn from_u64(v: u64) -> Self {
        i128::from(v)
    }
    fn shl(self, bits: usize) -> Self {
        self << bits
    }
    fn half(self) -> Self {
        self >> 1
    }
}

/// A signed two's-complement integer of `N` 64-bit limbs (little-endian).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Wide<const N: usize>(pub [u64; N]);

impl<const N: usize> Wide<N> {
    /// `self << bits` (bits below `64 * N`).
    fn shifted(self, bits: usize) -> Self {
        let (limbs, rest) = (bits / 64, bits % 64);
        let mut out = [0u64; N];
        for i in (limbs..N).rev() {
            let lo = self.0[i - limbs];
            out[i] = lo << rest;
            if rest > 0 && i > limbs {
                out[i] |= self.0[i - limbs - 1] >> (64 - rest);
            }
        }
        Wide(out)
    }

    fn negative(&self) -> bool {
        self.0[N - 1] >> 63 == 1
    }
}

impl<const N: usize> Add for Wide<N> {
    type Output = Self;
    fn add(self, rhs: Self) -> Self {
        let mut out = [0u64; N];
        let mut carry = false;
        for (i, o) in out.iter_mut().enumerate() {
            let (s1, c1) = self.0[i].overflowing_add(rhs.0[i]);
            let (s2, c2) = s1.overflowing_add(u64::from(carry));
            *o = s2;
            carry = c1 || c2;
        }
        Wide(out)
    }
}

impl<const N: usize> Sub for Wide<N> {
    type Output = Self;
    fn sub(self, rhs: Self) -> Self {
        let mut out = [0u64; N];
        let mut borrow = false;
        for (i, o) in out.iter_mut().enumerate() {
            let (d1, b1) = self.0[i].overflowing_sub(rhs.0[i]);
            let (d2, b2) = d1.overflowing_sub(u64::from(borrow));
            *o = d2;
            borrow = b1 || b2;
        }
        Wide(out)
    }
}

impl<const N: usize> Ord for Wide<N> {
    fn cmp(&self, other: &Self) -> Ordering {
        match (self.negative(), other.negative()) {
            (true, false) => return Ordering::Less,
            (false, true) => return Ordering::Greater,
            _ => {}
        }
        // Same sign: two's complement orders like unsigned.
        for i in (0..N).rev() {
            match self.0[i].cmp(&other.0[i]) {
                Ordering::Equal => continue,
                o => return o,
            }
        }
        Ordering::Equal
    }
}

impl<const N: usize> PartialOrd for Wide<N> {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl<const N: usize> Weight for Wide<N> {
    fn zero() -> Self {
        Wide([0; N])
    }
    fn from_u64(v: u64) -> Self {
        let mut limbs = [0u64; N];
        limbs[0] = v;
        Wide(limbs)
    }
    fn shl(self, bits: usize) -> Self {
        self.shifted(bits)
    }
    fn half(self) -> Self {
        let mut out = [0u64; N];
        for (i, o) in out.iter_mut().enumerate() {
            *o = self.0[i] >> 1;
            if i + 1 < N {
                *o |= self.0[i + 1] << 63;
            }
        }
        // Arithmetic shift: keep the sign bit.
        out[N - 1] |= self.0[N - 1] & (1 << 63);
        Wide(out)
    }
}

const NONE: usize = usize::MAX;

/// The state of one run of the algorithm. Vertices are `0..n`; blossoms
/// get the numbers `n..2n`. An edge `k` has the endpoints `2k` and `2k+1`;
/// `endpoint[p]` is the vertex at endpoint `p`, and `p ^ 1` is the other
/// end of the same edge.
struct Solver<W: Weight> {
    n: usize,
    edges: Vec<(usize, usize, W)>,
    endpoint: Vec<usize>,
    /// Per vertex: the endpoints of its edges on the far side.
    neighbours: Vec<Vec<usize>>,
    /// Per vertex: the far endpoint of its matched edge.
    mate: Vec<usize>,
    /// Per top-level blossom or vertex: 0 free, 1 outer (S), 2 inner (T);
    /// bit 4 marks blossoms met while scanning for a common base.
    label: Vec<u8>,
    /// The endpoint through which the label was reached.
    labelend: Vec<usize>,
    /// The top-level blossom holding each vertex.
    inblossom: Vec<usize>,
    parent: Vec<usize>,
    childs: Vec<Vec<usize>>,
    base: Vec<usize>,
    /// Per blossom: the endpoints linking its children in cycle order.
    endps: Vec<Vec<usize>>,
    /// Least-slack edge to an outer blossom (or, for free vertices, from one).
    bestedge: Vec<usize>,
    blossombest: Vec<Option<Vec<usize>>>,
    unused: Vec<usize>,
    dual: Vec<W>,
    allowed: Vec<bool>,
    queue: Vec<usize>,
}

/// A maximum-weight matching of the graph on vertices `0..n` with the
/// given weighted edges (self-loops are ignored). Returns each vertex's
/// mate. With all weights at least some K greater than the total spread
/// of weights, a maximum-weight matching is also one of most edges.
pub fn max_weight_matching<W: Weight>(n: usize, edges: &[(usize, usize, W)]) -> Vec<Option<usize>> {
    let edges: Vec<(usize, usize, W)> = edges.iter().copied().filter(|&(i, j, _)| i != j).collect();
    if edges.is_empty() || n == 0 {
        return vec![None; n];
    }
    let maxweight = edges.iter().map(|e| e.2).fold(W::zero(), |a, b| a.max(b));
    let endpoint: Vec<usize> = (0..2 * edges.len())
        .map(|p| {
            if p % 2 == 0 {
                edges[p / 2].0
            } else {
                edges[p / 2].1
            }
        })
        .collect();
    let mut neighbours = vec![Vec::new(); n];
    for (k, &(i, j, _)) in edges.iter().enumerate() {
        neighbours[i].push(2 * k + 1);
        neighbours[j].push(2 * k);
    }
    let mut s = Solver {
        n,
        endpoint,
        neighbours,
        mate: vec![NONE; n],
        label: vec![0; 2 * n],
        labelend: vec![NONE; 2 * n],
        inblossom: (0..n).collect(),
        parent: vec![NONE; 2 * n],
        childs: vec![Vec::new(); 2 * n],
        base: (0..n).chain(std::iter::repeat_n(NONE, n)).collect(),
        endps: vec![Vec::new(); 2 * n],
        bestedge: vec![NONE; 2 * n],
        blossombest: vec![None; 2 * n],
        unused: (n..2 * n).collect(),
        dual: std::iter::repeat_n(maxweight, n)
            .chain(std::iter::repeat_n(W::zero(), n))
            .collect(),
        allowed: vec![false; edges.len()],
        queue: Vec::new(),
        edges,
    };
    s.run();
    s.mate
        .iter()
        .map(|&p| if p == NONE { None } else { Some(s.endpoint[p]) })
        .collect()
}

impl<W: Weight> Solver<W> {
    fn slack(&self, k: usize) -> W {
        let (i, j, w) = self.edges[k];
        self.dual[i] + self.dual[j] - w - w
    }

    fn leaves(&self, b: usize, out: &mut Vec<usize>) {
        if b < self.n {
            out.push(b);
        } else {
            for &t in &self.childs[b] {
                self.leaves(t, out);
            }
        }
    }

    fn leaves_of(&self, b: usize) -> Vec<usize> {
        let mut out = Vec::new();
        self.leaves(b, &mut out);
        out
    }

    /// Labels vertex `w` (and its top blossom) `t`, reached through `p`.
    fn assign_label(&mut self, w: usize, t: u8, p: usize) {
        let b = self.inblossom[w];
        self.label[w] = t;
        self.label[b] = t;
        self.labelend[w] = p;
        self.labelend[b] = p;
        self.bestedge[w] = NONE;
        self.bestedge[b] = NONE;
        if t == 1 {
            let leaves = self.leaves_of(b);
            self.queue.extend(leaves);
        } else {
            // An inner blossom: its base's mate becomes outer.
            let base = self.base[b];
            let m = self.mate[base];
            self.assign_label(self.endpoint[m], 1, m ^ 1);
        }
    }

    /// Walks up the alternating trees from `v` and `w`: the base of a new
    /// blossom if they meet, else `NONE` (an augmenting path).
    fn scan_blossom(&mut self, mut v: usize, mut w: usize) -> usize {
        let mut path = Vec::new();
        let mut base = NONE;
        while v != NONE || w != NONE {
            let mut b = self.inblossom[v];
            if self.label[b] & 4 != 0 {
                base = self.base[b];
                break;
            }
            path.push(b);
            self.label[b] = 5;
            if self.labelend[b] == NONE {
                v = NONE;
            } else {
                v = self.endpoint[self.labelend[b]];
                b = self.inblossom[v];
                v = self.endpoint[self.labelend[b]];
            }
            if w != NONE {
                std::mem::swap(&mut v, &mut w);
            }
        }
        for b in path {
            self.label[b] = 1;
        }
        base
    }

    /// Makes a new blossom with base `base` through the edge `k`.
    fn add_blossom(&mut self, base: usize, k: usize) {
        let (mut v, mut w, _) = self.edges[k];
        let bb = self.inblossom[base];
        let mut bv = self.inblossom[v];
        let mut bw = self.inblossom[w];
        let b = self.unused.pop().expect("a free blossom number");
        self.base[b] = base;
        self.parent[b] = NONE;
        self.parent[bb] = b;
        let mut path = Vec::new();
        let mut endps = Vec::new();
        while bv != bb {
            self.parent[bv] = b;
            path.push(bv);
            endps.push(self.labelend[bv]);
            v = self.endpoint[self.labelend[bv]];
            bv = self.inblossom[v];
        }
        path.push(bb);
        path.reverse();
        endps.reverse();
        endps.push(2 * k);
        while bw != bb {
            self.parent[bw] = b;
            path.push(bw);
            endps.push(self.labelend[bw] ^ 1);
            w = self.endpoint[self.labelend[bw]];
            bw = self.inblossom[w];
        }
        self.childs[b] = path.clone();
        self.endps[b] = endps;
        self.label[b] = 1;
        self.labelend[b] = self.labelend[bb];
        self.dual[b] = W::zero();
        for leaf in self.leaves_of(b) {
            if self.label[self.inblossom[leaf]] == 2 {
                // Inner vertices become outer: scan them.
                self.queue.push(leaf);
            }
            self.inblossom[leaf] = b;
        }
        // The least-slack edges from the new blossom to each outer blossom.
        let mut best_to = vec![NONE; 2 * self.n];
        for &child in &path {
            let lists: Vec<Vec<usize>> = match self.blossombest[child].take() {
                Some(list) => vec![list],
                None => self
                    .leaves_of(child)
                    .iter()
                    .map(|&leaf| self.neighbours[leaf].iter().map(|p| p / 2).collect())
                    .collect(),
            };
            for list in lists {
                for k in list {
                    // The far end from the new blossom.
                    let (i, j, _) = self.edges[k];
                    let j = if self.inblossom[j] == b { i } else { j };
                    let bj = self.inblossom[j];
                    if bj != b
                        && self.label[bj] == 1
                        && (best_to[bj] == NONE || self.slack(k) < self.slack(best_to[bj]))
                    {
                        best_to[bj] = k;
                    }
                }
            }
            self.bestedge[child] = NONE;
        }
        let list: Vec<usize> = best_to.into_iter().filter(|&k| k != NONE).collect();
        let mut best = NONE;
        for &k in &list {
            if best == NONE || self.slack(k) < self.slack(best) {
                best = k;
            }
        }
        self.blossombest[b] = Some(list);
        self.bestedge[b] = best;
    }

    /// Dissolves blossom `b` (at the end of a stage when `endstage`).
    fn expand_blossom(&mut self, b: usize, endstage: bool) {
        for s in self.childs[b].clone() {
            self.parent[s] = NONE;
            if s < self.n {
                self.inblossom[s] = s;
            } else if endstage && self.dual[s] == W::zero() {
                self.expand_blossom(s, endstage);
            } else {
                for leaf in self.leaves_of(s) {
                    self.inblossom[leaf] = s;
                }
            }
        }
        if !endstage && self.label[b] == 2 {
            // Relabel the children along the even path from the entry
            // child to the base.
            let childs = self.childs[b].clone();
            let endps = self.endps[b].clone();
            let len = childs.len() as isize;
            let at = |j: isize| -> usize { j.rem_euclid(len) as usize };
            let entry = self.inblossom[self.endpoint[self.labelend[b] ^ 1]];
            let mut j = childs.iter().position(|&c| c == entry).expect("entry child") as isize;
            let (jstep, trick): (isize, usize) = if j & 1 == 1 {
                j -= len;
                (1, 0)
            } else {
                (-1, 1)
            };
            let mut p = self.labelend[b];
            while j != 0 {
                self.label[self.endpoint[p ^ 1]] = 0;
                let q = endps[at(j - trick as isize)];
                self.label[self.endpoint[q ^ trick ^ 1]] = 0;
                self.assign_label(self.endpoint[p ^ 1], 2, p);
                self.allowed[q / 2] = true;
                j += jstep;
                p = endps[at(j - trick as isize)] ^ trick;
                self.allowed[p / 2] = true;
                j += jstep;
            }
            let bv = childs[at(j)];
            let ep = self.endpoint[p ^ 1];
            self.label[ep] = 2;
            self.label[bv] = 2;
            self.labelend[ep] = p;
            self.labelend[bv] = p;
            self.bestedge[bv] = NONE;
            j += jstep;
            while childs[at(j)] != entry {
                let bv = childs[at(j)];
                if self.label[bv] == 1 {
                    j += jstep;
                    continue;
                }
                let reached = self.leaves_of(bv).into_iter().find(|&v| self.label[v] != 0);
                if let Some(v) = reached {
                    self.label[v] = 0;
                    let m = self.mate[self.base[bv]];
                    self.label[self.endpoint[m]] = 0;
                    self.assign_label(v, 2, self.labelend[v]);
                }
                j += jstep;
            }
        }
        self.label[b] = 0;
        self.labelend[b] = NONE;
        self.childs[b].clear();
        self.endps[b].clear();
        self.base[b] = NONE;
        self.blossombest[b] = None;
        self.bestedge[b] = NONE;
        self.unused.push(b);
    }

    /// Swaps matched and unmatched edges inside blossom `b` so that vertex
    /// `v` becomes its base.
    fn augment_blossom(&mut self, b: usize, v: usize) {
        let mut t = v;
        while self.parent[t] != b {
            t = self.parent[t];
        }
        if t >= self.n {
            self.augment_blossom(t, v);
        }
        let len = self.childs[b].len() as isize;
        let at = |j: isize| -> usize { j.rem_euclid(len) as usize };
        let i = self.childs[b].iter().position(|&c| c == t).expect("child") as isize;
        let mut j = i;
        let (jstep, trick): (isize, usize) = if i & 1 == 1 {
            j -= len;
            (1, 0)
        } else {
            (-1, 1)
        };
        while j != 0 {
            j += jstep;
            let t = self.childs[b][at(j)];
            let p = self.endps[b][at(j - trick as isize)] ^ trick;
            if t >= self.n {
                self.augment_blossom(t, self.endpoint[p]);
            }
            j += jstep;
            let t = self.childs[b][at(j)];
            if t >= self.n {
                self.augment_blossom(t, self.endpoint[p ^ 1]);
            }
            self.mate[self.endpoint[p]] = p ^ 1;
            self.mate[self.endpoint[p ^ 1]] = p;
        }
        let i = i as usize;
        self.childs[b].rotate_left(i);
        self.endps[b].rotate_left(i);
        self.base[b] = self.base[self.childs[b][0]];
    }

    /// Flips the augmenting path through edge `k`.
    fn augment_matching(&mut self, k: usize) {
        let (v, w, _) = self.edges[k];
        for (start, first) in [(v, 2 * k + 1), (w, 2 * k)] {
            let (mut s, mut p) = (start, first);
            loop {
                let bs = self.inblossom[s];
                if bs >= self.n {
                    self.augment_blossom(bs, s);
                }
                self.mate[s] = p;
                if self.labelend[bs] == NONE {
                    break;
                }
                let t = self.endpoint[self.labelend[bs]];
                let bt = self.inblossom[t];
                s = self.endpoint[self.labelend[bt]];
                let j = self.endpoint[self.labelend[bt] ^ 1];
                if bt >= self.n {
                    self.augment_blossom(bt, j);
                }
                self.mate[j] = self.labelend[bt];
                p = self.labelend[bt] ^ 1;
            }
        }
    }

    fn run(&mut self) {
        let n = self.n;
        for _ in 0..n {
            // A new stage: fresh labels, free vertices outer.
            self.label.fill(0);
            self.bestedge.fill(NONE);
            for b in n..2 * n {
                self.blossombest[b] = None;
            }
            self.allowed.fill(false);
            self.queue.clear();
            for v in 0..n {
                if self.mate[v] == NONE && self.label[self.inblossom[v]] == 0 {
                    self.assign_label(v, 1, NONE);
                }
            }
            let mut augmented = false;
            loop {
                while let Some(v) = (!augmented).then(|| self.queue.pop()).flatten() {
                    for idx in 0..self.neighbours[v].len() {
                        let p = self.neighbours[v][idx];
                        let k = p / 2;
                        let w = self.endpoint[p];
                        if self.inblossom[v] == self.inblossom[w] {
                            continue;
                        }
                        let mut kslack = W::zero();
                        if !self.allowed[k] {
                            kslack = self.slack(k);
                            if kslack <= W::zero() {
                                self.allowed[k] = true;
                            }
                        }
                        if self.allowed[k] {
                            if self.label[self.inblossom[w]] == 0 {
                                self.assign_label(w, 2, p ^ 1);
                            } else if self.label[self.inblossom[w]] == 1 {
                                let base = self.scan_blossom(v, w);
                                if base != NONE {
                                    self.add_blossom(base, k);
                                } else {
                                    self.augment_matching(k);
                                    augmented = true;
                                    break;
                                }
                            } else if self.label[w] == 0 {
                                self.label[w] = 2;
                                self.labelend[w] = p ^ 1;
                            }
                        } else if self.label[self.inblossom[w]] == 1 {
                            let b = self.inblossom[v];
                            if self.bestedge[b] == NONE || kslack < self.slack(self.bestedge[b]) {
                                self.bestedge[b] = k;
                            }
                        } else if self.label[w] == 0
                            && (self.bestedge[w] == NONE || kslack < self.slack(self.bestedge[w]))
                        {
                            self.bestedge[w] = k;
                        }
                    }
                }
                if augmented {
                    break;
                }
                // No tight edge left: change the duals by the least delta.
                let mut deltatype = 1;
                let mut delta = (0..n).map(|v| self.dual[v]).min().expect("vertices");
                let mut deltaedge = NONE;
                let mut deltablossom = NONE;
                for v in 0..n {
                    if self.label[self.inblossom[v]] == 0 && self.bestedge[v] != NONE {
                        let d = self.slack(self.bestedge[v]);
                        if d < delta {
                            delta = d;
                            deltatype = 2;
                            deltaedge = self.bestedge[v];
                        }
                    }
                }
                for b in 0..2 * n {
                    if self.parent[b] == NONE && self.label[b] == 1 && self.bestedge[b] != NONE {
                        let d = self.slack(self.bestedge[b]).half();
                        if d < delta {
                            delta = d;
                            deltatype = 3;
                            deltaedge = self.bestedge[b];
                        }
                    }
                }
                for b in n..2 * n {
                    if self.base[b] != NONE
                        && self.parent[b] == NONE
                        && self.label[b] == 2
                        && self.dual[b] < delta
                    {
                        delta = self.dual[b];
                        deltatype = 4;
                        deltablossom = b;
                    }
                }
                for v in 0..n {
                    match self.label[self.inblossom[v]] {
                        1 => self.dual[v] = self.dual[v] - delta,
                        2 => self.dual[v] = self.dual[v] + delta,
                        _ => {}
                    }
                }
                for b in n..2 * n {
                    if self.base[b] != NONE && self.parent[b] == NONE {
                        match self.label[b] {
                            1 => self.dual[b] = self.dual[b] + delta,
                            2 => self.dual[b] = self.dual[b] - delta,
                            _ => {}
                        }
                    }
                }
                match deltatype {
                    1 => break,
                    2 => {
                        self.allowed[deltaedge] = true;
                        let (mut i, j, _) = self.edges[deltaedge];
                        if self.label[self.inblossom[i]] == 0 {
                            i = j;
                        }
                        self.queue.push(i);
                    }
                    3 => {
                        self.allowed[deltaedge] = true;
                        let (i, _, _) = self.edges[deltaedge];
                        self.queue.push(i);
                    }
                    _ => self.expand_blossom(deltablossom, false),
                }
            }
            if !augmented {
                break;
            }
            // End of stage: dissolve outer blossoms whose dual reached zero.
            for b in n..2 * n {
                if self.parent[b] == NONE
                    && self.base[b] != NONE
                    && self.label[b] == 1
                    && self.dual[b] == W::zero()
                {
                    self.expand_blossom(b, true);
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The best total weight over all matchings, by trying them all.
    fn brute(edges: &[(usize, usize, i64)], used: &mut Vec<bool>, from: usize) -> i64 {
        if from == edges.len() {
            return 0;
        }
        let skip = brute(edges, used, from + 1);
        let (i, j, w) = edges[from];
        if used[i] || used[j] {
            return skip;
        }
        used[i] = true;
        used[j] = true;
        let take = w + brute(edges, used, from + 1);
        used[i] = false;
        used[j] = false;
        skip.max(take)
    }

    fn check(n: usize, edges: &[(usize, usize, i64)], mate: &[Option<usize>]) -> i64 {
        let mut total = 0;
        for (v, m) in mate.iter().enumerate() {
            if let Some(m) = *m {
                assert_eq!(mate[m], Some(v), "mates agree");
                if v < m {
                    total += edges
                        .iter()
                        .filter(|&&(i, j, _)| (i, j) == (v, m) || (i, j) == (m, v))
                        .map(|e| e.2)
                        .max()
                        .expect("matched along an edge");
                }
            }
        }
        assert_eq!(mate.len(), n);
        total
    }

    #[test]
    fn matches_brute_force_on_small_random_graphs() {
        let mut rng = fastrand::Rng::with_seed(7);
        for round in 0..600 {
            let n = 2 + (rng.u64(..) % 9) as usize;
            let density = 20 + rng.u64(..) % 80;
            let mut edges = Vec::new();
            for i in 0..n {
                for j in i + 1..n {
                    if rng.u64(..) % 100 < density {
                        let w = if round % 3 == 0 {
                            1 + (rng.u64(..) % 4) as i64
                        } else {
                            (rng.u64(..) % 50) as i64
                        };
                        edges.push((i, j, w));
                    }
                }
            }
            let mate = max_weight_matching(n, &edges);
            let got = check(n, &edges, &mate);
            let want = brute(&edges, &mut vec![false; n], 0);
            assert_eq!(got, want, "graph {round}: {edges:?}");
        }
    }

    #[test]
    fn wide_weights_agree_with_machine_integers() {
        let mut rng = fastrand::Rng::with_seed(11);
        for _ in 0..200 {
            let n = 2 + (rng.u64(..) % 10) as usize;
            let mut edges = Vec::new();
            for i in 0..n {
                for j in i + 1..n {
                    if !rng.u64(..).is_multiple_of(3) {
                        edges.push((i, j, (rng.u64(..) % 1000) as i64));
                    }
                }
            }
            let small = max_weight_matching(n, &edges);
            // The same weights shifted up by 100 bits keep their order.
            let wide: Vec<(usize, usize, Wide<3>)> = edges
                .iter()
                .map(|&(i, j, w)| (i, j, Wide::<3>::from_u64(w as u64).shl(100)))
                .collect();
            let big = max_weight_matching(n, &wide);
            assert_eq!(check(n, &edges, &small), check(n, &edges, &big));
        }
    }

    #[test]
    fn wide_arithmetic() {
        let a = Wide::<2>::from_u64(5).shl(70);
        let b = Wide::<2>::from_u64(3).shl(70);
        assert!(a > b);
        let d = b - a;
        assert!(d < Wide::zero());
        assert_eq!(d + a, b);
        assert_eq!((a + a).half(), a);
        assert_eq!(
            Wide::<2>::zero() - Wide::<2>::from_u64(4),
            (Wide::<2>::zero() - Wide::<2>::from_u64(8)).half()
        );
    }

    #[test]
    fn odd_cycle_and_pendant() {
        // A triangle 0-1-2 with a pendant 3 on 2: the best is 0-1 and 2-3.
        let edges = [(0, 1, 5i64), (1, 2, 5), (0, 2, 5), (2, 3, 1)];
        let mate = max_weight_matching(4, &edges);
        assert_eq!(mate[3], Some(2));
        assert_eq!(mate[0], Some(1));
    }
}
