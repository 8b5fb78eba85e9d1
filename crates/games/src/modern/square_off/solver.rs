//! The solitaire's loops and a solver.
//!
//! [`loops`] lists every layout of one closed line through 24 cells of the
//! area, the gap left over, by a search over the area's cycles; the
//! solitaire's mix is that of 24 of them (4 up to the area's mirrors and
//! half turn: the six solutions the magazine's review counts).
//!
//! [`solve`] is a constructive sliding-puzzle solver. It picks a loop
//! layout whose last region to fill (c1–e2) holds the gap and two tiles
//! of one kind (so any arrangement of the region can be reached: identical
//! tiles make the parity free), then brings tiles of the right kinds home
//! row by row from rank 5 to rank 3, files a and b of the last two ranks
//! as pairs, and the last region at once. Each step moves the gap by a
//! breadth-first search over the places of the one or two tiles it is
//! placing, the cells already filled left alone (at most 25³ states), the
//! last over the region's arrangements: milliseconds in all.

use std::collections::{HashMap, HashSet};
use std::sync::OnceLock;

use super::board::{CELLS, E, GAP, KINDS, N, S, SIDE, W, beyond, gap_of, sides};

/// Every loop layout of the area: kinds on 24 cells, the gap on the 25th.
pub fn loops() -> &'static [[u8; CELLS]] {
    static LOOPS: OnceLock<Vec<[u8; CELLS]>> = OnceLock::new();
    LOOPS.get_or_init(|| {
        let mut found = HashSet::new();
        for gap in 0..CELLS {
            let mut seen = [false; CELLS];
            seen[gap] = true;
            let start = if gap == 0 { 1 } else { 0 };
            seen[start] = true;
            let mut path = vec![start];
            cycles(gap, &mut path, &mut seen, &mut found);
        }
        let mut out: Vec<[u8; CELLS]> = found.into_iter().collect();
        out.sort_unstable();
        out
    })
}

/// Extends `path` through unseen cells; a path through all 24 tiles whose
/// end touches its start is a loop, recorded as its layout.
fn cycles(gap: usize, path: &mut Vec<usize>, seen: &mut [bool; CELLS], found: &mut HashSet<[u8; CELLS]>) {
    let cur = path[path.len() - 1];
    if path.len() == CELLS - 1 {
        if [N, E, S, W].iter().any(|&d| beyond(cur, d) == Some(path[0])) {
            found.insert(layout(gap, path));
        }
        return;
    }
    for d in [N, E, S, W] {
        if let Some(next) = beyond(cur, d)
            && !seen[next]
        {
            seen[next] = true;
            path.push(next);
            cycles(gap, path, seen, found);
            path.pop();
            seen[next] = false;
        }
    }
}

/// The kinds a closed path through `path` lays.
fn layout(gap: usize, path: &[usize]) -> [u8; CELLS] {
    let mut area = [GAP; CELLS];
    let n = path.len();
    for i in 0..n {
        let here = path[i];
        let mut bits = 0;
        for other in [path[(i + n - 1) % n], path[(i + 1) % n]] {
            bits |= [N, E, S, W]
                .into_iter()
                .find(|&d| beyond(here, d) == Some(other))
                .unwrap_or(0);
        }
        area[here] = (0..KINDS as u8).find(|&k| sides(k) == bits).unwrap_or(GAP);
    }
    area[gap] = GAP;
    area
}

/// Tiles of each kind in `area`.
pub fn mix_of(area: &[u8; CELLS]) -> [u8; KINDS] {
    let mut out = [0; KINDS];
    for &c in area {
        if c < GAP {
            out[usize::from(c)] += 1;
        }
    }
    out
}

/// The loop layouts the tiles of `area` can make.
pub fn layouts_for(area: &[u8; CELLS]) -> Vec<[u8; CELLS]> {
    let mix = mix_of(area);
    loops().iter().filter(|l| mix_of(l) == mix).copied().collect()
}

/// The last region filled, all at once: c1, d1, e1, c2, d2, e2.
const FINAL: [usize; 6] = [2, 3, 4, 7, 8, 9];

/// Slides (cells pushed, one tile each) that turn `area` into a loop
/// layout, or `None` if its tiles make no loop or its gap is missing.
///
/// Tiles of one kind are alike, so each step brings home whichever tile
/// of the kind needed is nearest (a search from all of them at once):
/// a slide along the plan shortens the step's search by exactly one, so
/// solving afresh after each slide goes on with the same plan's length
/// (the bot does that). The target layout has two tiles of one kind in
/// the last region, so its arrangement can always be reached.
pub fn solve(area: &[u8; CELLS]) -> Option<Vec<u8>> {
    let gap = gap_of(area)?;
    let target = layouts_for(area).into_iter().find(|l| {
        let kinds: Vec<u8> = FINAL.iter().map(|&c| l[c]).filter(|&k| k < GAP).collect();
        gap_of(l).is_some_and(|g| FINAL.contains(&g))
            && (0..kinds.len()).any(|i| kinds[i + 1..].contains(&kinds[i]))
    })?;
    let mut p = Puzzle {
        area: *area,
        gap,
        fixed: 0,
        moves: Vec::new(),
    };
    // Ranks 5, 4, 3: the first three cells one by one, the last two
    // together (a lone last cell would need the gap to pass through it).
    for rank in (2..SIDE).rev() {
        let row = rank * SIDE;
        for file in 0..3 {
            p.place(&target, &[row + file])?;
        }
        p.place(&target, &[row + 3, row + 4])?;
    }
    // Ranks 2 and 1: files a and b as pairs, then the last region.
    for file in 0..2 {
        p.place(&target, &[SIDE + file, file])?;
    }
    p.finish(&target)?;
    Some(p.moves)
}

/// The area being solved.
struct Puzzle {
    area: [u8; CELLS],
    gap: usize,
    fixed: u32,
    moves: Vec<u8>,
}

impl Puzzle {
    /// Brings tiles of the kinds `target` wants on `cells` there, moving
    /// the gap only through cells not yet fixed; then fixes `cells`.
    fn place(&mut self, target: &[u8; CELLS], cells: &[usize]) -> Option<()> {
        let k = cells.len();
        let size = CELLS.pow(k as u32 + 1);
        let encode =
            |gap: usize, tiles: &[usize]| -> usize { tiles.iter().fold(gap, |acc, &t| acc * CELLS + t) };
        let free = |c: usize| self.fixed & (1 << c) == 0;
        // Every choice of distinct free tiles of the kinds wanted.
        let candidates =
            |kind: u8| -> Vec<usize> { (0..CELLS).filter(|&c| free(c) && self.area[c] == kind).collect() };
        let mut starts: Vec<Vec<usize>> = vec![Vec::new()];
        for &cell in cells {
            let mut next = Vec::new();
            for partial in &starts {
                for t in candidates(target[cell]) {
                    if !partial.contains(&t) {
                        let mut v = partial.clone();
                        v.push(t);
                        next.push(v);
                    }
                }
            }
            starts = next;
        }
        // parent[state] = previous state + 1 (u32::MAX: a start).
        let mut parent: Vec<u32> = vec![0; size];
        let mut moved: Vec<u8> = vec![0; size];
        let mut queue = std::collections::VecDeque::new();
        for tiles in starts {
            let code = encode(self.gap, &tiles);
            if parent[code] == 0 {
                parent[code] = u32::MAX;
                queue.push_back((self.gap, tiles));
            }
        }
        let mut end = None;
        while let Some((gap, tiles)) = queue.pop_front() {
            if tiles == cells {
                end = Some(encode(gap, &tiles));
                break;
            }
            let here = encode(gap, &tiles);
            for d in [N, E, S, W] {
                let Some(next) = beyond(gap, d) else { continue };
                if !free(next) {
                    continue;
                }
                let mut t = tiles.clone();
                for x in t.iter_mut() {
                    if *x == next {
                        *x = gap;
                    }
                }
                let code = encode(next, &t);
                if parent[code] == 0 {
                    parent[code] = here as u32 + 1;
                    moved[code] = next as u8;
                    queue.push_back((next, t));
                }
            }
        }
        let mut code = end?;
        let mut path = Vec::new();
        while parent[code] != u32::MAX {
            path.push(moved[code]);
            code = parent[code] as usize - 1;
        }
        path.reverse();
        for cell in path {
            self.push(usize::from(cell));
        }
        for &c in cells {
            self.fixed |= 1 << c;
        }
        Some(())
    }

    /// The last region: a search over its arrangements until it matches
    /// `target`, the gap included.
    fn finish(&mut self, target: &[u8; CELLS]) -> Option<()> {
        let read = |area: &[u8; CELLS]| -> [u8; 6] { FINAL.map(|c| area[c]) };
        let goal = read(target);
        let start = read(&self.area);
        let mut seen: HashMap<[u8; 6], ([u8; 6], u8)> = HashMap::new();
        seen.insert(start, (start, u8::MAX));
        let mut queue = std::collections::VecDeque::from([start]);
        let mut found = start == goal;
        while let Some(now) = queue.pop_front() {
            if now == goal {
                found = true;
                break;
            }
            let g = now.iter().position(|&c| c == GAP)?;
            for d in [N, E, S, W] {
                let Some(next) = beyond(FINAL[g], d) else { continue };
                let Some(j) = FINAL.iter().position(|&c| c == next) else {
                    continue;
                };
                let mut after = now;
                after.swap(g, j);
                if let std::collections::hash_map::Entry::Vacant(e) = seen.entry(after) {
                    e.insert((now, next as u8));
                    queue.push_back(after);
                }
            }
        }
        if !found {
            return None;
        }
        let mut path = Vec::new();
        let mut at = goal;
        while at != start {
            let (before, cell) = seen[&at];
            path.push(cell);
            at = before;
        }
        path.reverse();
        for cell in path {
            self.push(usize::from(cell));
        }
        Some(())
    }

    /// Slides the tile on `cell`, beside the gap, into it.
    fn push(&mut self, cell: usize) {
        self.area[self.gap] = self.area[cell];
        self.area[cell] = GAP;
        self.gap = cell;
        self.moves.push(cell as u8);
    }
}
