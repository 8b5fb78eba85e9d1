//! The board's grooves: the open sides of each square as the walls leave
//! them, where a wall may stand (no overlap, no crossing), and the path
//! rule (each pawn's shortest way to its goal, and the walls that cut it).

use super::notation::wall_name;
use super::state::QState;
use super::{A, CELLS, Engine, N};
use crate::Message;

/// Open directions of a square (bits of [`Geo::open`]).
pub(super) const NORTH: u8 = 1;
pub(super) const SOUTH: u8 = 2;
pub(super) const EAST: u8 = 4;
pub(super) const WEST: u8 = 8;
pub(super) const DIRS: [u8; 4] = [NORTH, SOUTH, EAST, WEST];

pub(super) fn on(walls: u64, a: usize) -> bool {
    walls & (1 << a) != 0
}

/// The board with no walls, built once.
const EMPTY: Geo = Geo::empty();

/// Open directions per square, made from the walls: as a table per
/// square, and as one board of bits (bit `c` for square `c`) per direction
/// for the flood fill of the path rule.
#[derive(Clone)]
pub(super) struct Geo {
    pub(super) open: [u8; CELLS],
    /// The squares open to the north, south, east and west (as [`DIRS`]).
    go: [u128; 4],
}

fn bit(f: usize, r: usize) -> u64 {
    1 << (r * A + f)
}

fn has(walls: u64, f: usize, r: usize) -> bool {
    f < A && r < A && walls & bit(f, r) != 0
}

/// The square next to `c` in direction `d` when it is on the board.
pub(super) fn neighbour(c: usize, d: u8) -> Option<usize> {
    let (f, r) = (c % N, c / N);
    match d {
        NORTH if r + 1 < N => Some(c + N),
        SOUTH if r > 0 => Some(c - N),
        EAST if f + 1 < N => Some(c + 1),
        WEST if f > 0 => Some(c - 1),
        _ => None,
    }
}

impl Geo {
    pub(super) fn new(h: u64, v: u64) -> Geo {
        let mut g = EMPTY.clone();
        for (walls, vertical) in [(h, false), (v, true)] {
            let mut rest = walls;
            while rest != 0 {
                let a = rest.trailing_zeros() as usize;
                rest &= rest - 1;
                g.close(a, vertical);
            }
        }
        g
    }

    /// The board with no walls.
    const fn empty() -> Geo {
        let mut open = [0u8; CELLS];
        let mut go = [0u128; 4];
        let mut c = 0;
        while c < CELLS {
            let (f, r) = (c % N, c / N);
            let sides = [r + 1 < N, r > 0, f + 1 < N, f > 0];
            let mut i = 0;
            while i < 4 {
                if sides[i] {
                    open[c] |= DIRS[i];
                    go[i] |= 1 << c;
                }
                i += 1;
            }
            c += 1;
        }
        Geo { open, go }
    }

    /// Whether some square of `goal` (bits by square) can be reached from
    /// `from` through open grooves (pawns ignored): a flood fill, one step
    /// in every direction at a time, over the boards of [`Geo::go`].
    pub(super) fn connected(&self, from: usize, goal: u128) -> bool {
        flood(&self.go, from, goal)
    }
}

/// Closes on the boards of open directions `go` the grooves a wall at
/// anchor `a` fills.
fn close_go(go: &mut [u128; 4], a: usize, vertical: bool) {
    let c = (a / A) * N + a % A;
    let pair = |x: usize, y: usize| (1u128 << x) | (1u128 << y);
    if vertical {
        go[2] &= !pair(c, c + N);
        go[3] &= !pair(c + 1, c + N + 1);
    } else {
        go[0] &= !pair(c, c + 1);
        go[1] &= !pair(c + N, c + N + 1);
    }
}

/// Whether some square of `goal` can be reached from `from` over the
/// boards of open directions `go` (as [`Geo::go`]).
fn flood(go: &[u128; 4], from: usize, goal: u128) -> bool {
    let [n, s, e, w] = *go;
    let mut reach = 1u128 << from;
    loop {
        if reach & goal != 0 {
            return true;
        }
        let next = reach | (reach & n) << N | (reach & s) >> N | (reach & e) << 1 | (reach & w) >> 1;
        if next == reach {
            return false;
        }
        reach = next;
    }
}

impl Geo {
    /// Closes the grooves a wall at anchor `a` fills.
    pub(super) fn close(&mut self, a: usize, vertical: bool) {
        let (f, r) = (a % A, a / A);
        let c = r * N + f;
        if vertical {
            self.open[c] &= !EAST;
            self.open[c + N] &= !EAST;
            self.open[c + 1] &= !WEST;
            self.open[c + N + 1] &= !WEST;
        } else {
            self.open[c] &= !NORTH;
            self.open[c + 1] &= !NORTH;
            self.open[c + N] &= !SOUTH;
            self.open[c + N + 1] &= !SOUTH;
        }
        close_go(&mut self.go, a, vertical);
    }

    /// The square next to `c` in direction `d` (which must be open).
    pub(super) fn step(c: usize, d: u8) -> usize {
        match d {
            NORTH => c + N,
            SOUTH => c - N,
            EAST => c + 1,
            _ => c - 1,
        }
    }

    /// The distance from `from` to the nearest square where `reached`
    /// holds, through open grooves (pawns ignored), with one shortest way's
    /// squares in `way` (from the goal back); `None` when walls shut it off.
    fn distance(
        &self,
        from: usize,
        reached: impl Fn(usize) -> bool,
        way: Option<&mut Vec<u8>>,
    ) -> Option<u32> {
        if reached(from) {
            if let Some(w) = way {
                w.clear();
                w.push(from as u8);
            }
            return Some(0);
        }
        let mut parent = [u8::MAX; CELLS];
        let mut queue = [0u8; CELLS];
        let (mut head, mut tail) = (0, 1);
        queue[0] = from as u8;
        parent[from] = from as u8;
        let mut depth = [0u8; CELLS];
        while head < tail {
            let c = usize::from(queue[head]);
            head += 1;
            for d in DIRS {
                if self.open[c] & d == 0 {
                    continue;
                }
                let n = Geo::step(c, d);
                if parent[n] != u8::MAX {
                    continue;
                }
                parent[n] = c as u8;
                depth[n] = depth[c] + 1;
                if reached(n) {
                    if let Some(w) = way {
                        w.clear();
                        let mut at = n;
                        w.push(at as u8);
                        while at != from {
                            at = usize::from(parent[at]);
                            w.push(at as u8);
                        }
                    }
                    return Some(u32::from(depth[n]));
                }
                queue[tail] = n as u8;
                tail += 1;
            }
        }
        None
    }
}

/// Whether the way `way` (consecutive squares) crosses a groove a wall at
/// anchor `a` would fill.
fn way_crosses(way: &[u8], a: usize, vertical: bool) -> bool {
    let (f, r) = (a % A, a / A);
    let c = r * N + f;
    let pairs: [(usize, usize); 2] = if vertical {
        [(c, c + 1), (c + N, c + N + 1)]
    } else {
        [(c, c + N), (c + 1, c + N + 1)]
    };
    way.windows(2).any(|w| {
        let (x, y) = (usize::from(w[0]), usize::from(w[1]));
        pairs.iter().any(|&(p, q)| (x, y) == (p, q) || (x, y) == (q, p))
    })
}

/// Anchors on file a, and on file h (bits by anchor).
const ANCHOR_FILE_A: u64 = 0x0101_0101_0101_0101;
const ANCHOR_FILE_H: u64 = ANCHOR_FILE_A << (A - 1);

/// The anchors where a horizontal wall, and where a vertical wall, fits
/// among walls `h` and `v` (geometry only: no overlap, no crossing), as
/// bits by anchor: what [`wall_clash`] allows, for all anchors at once.
pub(super) fn fitting(h: u64, v: u64) -> (u64, u64) {
    let no_h = h | (h & !ANCHOR_FILE_H) << 1 | (h & !ANCHOR_FILE_A) >> 1 | v;
    let no_v = v | v << A | v >> A | h;
    (!no_h, !no_v)
}

/// Why a wall at `a` may not stand among walls `h` and `v`, geometry only
/// (overlap or crossing); `None` if it fits.
pub(super) fn wall_clash(h: u64, v: u64, a: usize, vertical: bool) -> Option<Message> {
    let (fit_h, fit_v) = fitting(h, v);
    if on(if vertical { fit_v } else { fit_h }, a) {
        return None;
    }
    let (f, r) = (a % A, a / A);
    let name = wall_name(a, vertical);
    let (same, other) = if vertical { (v, h) } else { (h, v) };
    let neighbours: [(usize, usize); 2] = if vertical {
        [(f, r.wrapping_sub(1)), (f, r + 1)]
    } else {
        [(f.wrapping_sub(1), r), (f + 1, r)]
    };
    if has(same, f, r) {
        return Some(Message::new("quoridor-wall-there").code("wall", name));
    }
    for (nf, nr) in neighbours {
        if has(same, nf, nr) {
            return Some(
                Message::new("quoridor-wall-overlaps")
                    .code("wall", name)
                    .code("other", wall_name(nr * A + nf, vertical)),
            );
        }
    }
    if has(other, f, r) {
        return Some(
            Message::new("quoridor-wall-crosses")
                .code("wall", name)
                .code("other", wall_name(a, !vertical)),
        );
    }
    None
}

impl Engine {
    /// Seat `s`'s distance to its goal (or, with two pawns, the steps
    /// between its pawns before they meet) through the walls, pawns
    /// ignored, with one shortest way in `way`; `None` when shut off.
    pub(super) fn reach(
        &self,
        state: &QState,
        geo: &Geo,
        s: usize,
        way: Option<&mut Vec<u8>>,
    ) -> Option<u32> {
        match self.goal(s) {
            Some(goal) => geo.distance(usize::from(state.pawns[s]), |c| goal.reached(c), way),
            None => {
                let (a, b) = (
                    usize::from(state.pawns[2 * s]),
                    usize::from(state.pawns[2 * s + 1]),
                );
                geo.distance(a, |c| c == b, way).map(|d| d.saturating_sub(1))
            }
        }
    }

    /// Whether seat `s`'s pawn on square `c` would have an ordinary way to
    /// its goal side (a wall jump never lands in a pocket of walls shut
    /// off from it: the path rule, kept for the jump).
    pub(super) fn way_from(&self, geo: &Geo, s: usize, c: usize) -> bool {
        match self.goal(s) {
            Some(goal) => geo.connected(c, goal.mask()),
            None => true,
        }
    }

    /// Whether seat `s` has a way to its goal (or its two pawns a way to
    /// each other) through the walls of `geo`: what [`Engine::reach`]
    /// finds, without the distance.
    pub(super) fn reaches(&self, state: &QState, geo: &Geo, s: usize) -> bool {
        match self.goal(s) {
            Some(goal) => geo.connected(usize::from(state.pawns[s]), goal.mask()),
            None => geo.connected(usize::from(state.pawns[2 * s]), 1u128 << state.pawns[2 * s + 1]),
        }
    }

    /// The seats a wall at `a` would shut off from their goals (given the
    /// walls that cut each seat's current shortest way, `cuts`, to skip
    /// walls that cut none).
    pub(super) fn shut_off(
        &self,
        state: &QState,
        geo: &Geo,
        cuts: &Cuts,
        a: usize,
        vertical: bool,
    ) -> Option<usize> {
        let seats = 0..self.seats;
        if !seats.clone().any(|s| cuts.cut(s, a, vertical)) {
            return None;
        }
        let mut g = geo.clone();
        g.close(a, vertical);
        seats
            .into_iter()
            .find(|&s| cuts.cut(s, a, vertical) && !self.reaches(state, &g, s))
    }

    pub(super) fn ways(&self, state: &QState, geo: &Geo) -> Vec<Vec<u8>> {
        (0..self.seats)
            .map(|s| {
                let mut w = Vec::new();
                self.reach(state, geo, s, Some(&mut w));
                w
            })
            .collect()
    }

    /// The walls that would cut each seat's shortest way (one of
    /// [`Engine::ways`]).
    pub(super) fn cuts(&self, state: &QState, geo: &Geo) -> Cuts {
        let mut cuts = Cuts { h: [0; 4], v: [0; 4] };
        let mut way = Vec::with_capacity(CELLS);
        for s in 0..self.seats {
            way.clear();
            if self.reach(state, geo, s, Some(&mut way)).is_some() {
                (cuts.h[s], cuts.v[s]) = walls_crossing(&way);
            }
        }
        cuts
    }
}

/// The walls (bits by anchor, horizontal and vertical) that would cut one
/// seat's shortest way, per seat.
pub(super) struct Cuts {
    h: [u64; 4],
    v: [u64; 4],
}

impl Cuts {
    /// Whether a wall at `a` cuts seat `s`'s way.
    fn cut(&self, s: usize, a: usize, vertical: bool) -> bool {
        on(if vertical { self.v[s] } else { self.h[s] }, a)
    }
}

/// The walls that would fill a groove the way `way` (consecutive squares)
/// crosses: what [`way_crosses`] tells of each wall, for all at once.
fn walls_crossing(way: &[u8]) -> (u64, u64) {
    let (mut h, mut v) = (0u64, 0u64);
    for w in way.windows(2) {
        let (x, y) = (usize::from(w[0]), usize::from(w[1]));
        let low = x.min(y);
        let (f, r) = (low % N, low / N);
        if x.abs_diff(y) == N {
            // Between ranks r and r + 1: horizontal walls at f and f - 1.
            if f < A {
                h |= 1 << (r * A + f);
            }
            if f > 0 {
                h |= 1 << (r * A + f - 1);
            }
        } else {
            // Between files f and f + 1: vertical walls at r and r - 1.
            if r < A {
                v |= 1 << (r * A + f);
            }
            if r > 0 {
                v |= 1 << ((r - 1) * A + f);
            }
        }
    }
    (h, v)
}

impl Engine {
    /// One shortest way per seat, from the goal back to the pawn (squares),
    /// as the path rule finds them.
    pub fn shortest_ways(&self, state: &QState) -> Vec<Vec<u8>> {
        self.ways(state, &Geo::new(state.h, state.v))
    }

    /// Whether a wall at anchor `a` would cut `way` (one of
    /// [`Engine::shortest_ways`]).
    pub fn wall_cuts(way: &[u8], a: usize, vertical: bool) -> bool {
        way_crosses(way, a, vertical)
    }

    /// Each seat's shortest distance to its goal through the walls (pawns
    /// ignored; with two pawns, the steps between them before they meet),
    /// in seat order.
    pub fn distances(&self, state: &QState) -> Vec<u32> {
        let geo = Geo::new(state.h, state.v);
        (0..self.seats)
            .map(|s| self.reach(state, &geo, s, None).unwrap_or(u32::from(u8::MAX)))
            .collect()
    }
}
