//! The solitaire's loops and a solver.
//!
//! [`loops`] lists every layout of one closed line through 24 cells of the
//! area, the gap left over, by a search over the area's cycles; the
//! solitaire's mix is that of 24 of them (4 up to the area's mirrors and
//! half turn: the six solutions the magazine's review counts).
//!
//! [`solve`] is a constructive sliding-puzzle solver. It picks a loop
//! layout whose gap lies in the last corner to fill, gives each tile a
//! target cell of its kind (two tiles of one kind swap targets when the
//! plain choice has the wrong parity, which identical tiles make free),
//! then brings the tiles home row by row from rank 5 to rank 3, and the
//! last two ranks column by column. Each step moves the gap by a
//! breadth-first search over the places of the one, two or (at the end)
//! three tiles it is placing, the cells already filled left alone: at most
//! 25⁴ states, so the whole takes milliseconds.

use std::collections::HashSet;
use std::sync::OnceLock;

use super::board::{CELLS, E, GAP, GRID, KINDS, N, S, SIDE, W, beyond, gap_of, sides};

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

/// The last corner filled: d1, e1, d2, e2.
const CORNER: [usize; 4] = [3, 4, 8, 9];

/// Slides (cells pushed, one tile each) that turn `area` into a loop
/// layout, or `None` if its tiles make no loop or its gap is missing.
pub fn solve(area: &[u8; CELLS]) -> Option<Vec<u8>> {
    let gap = gap_of(area)?;
    let target = layouts_for(area)
        .into_iter()
        .find(|l| gap_of(l).is_some_and(|g| CORNER.contains(&g)))?;
    let mut p = Puzzle::new(area, gap, &target);
    // Ranks 5, 4, 3: the first three cells one by one, the last two
    // together (a lone last cell would need the gap to pass through it).
    for rank in (2..SIDE).rev() {
        let row = rank * SIDE;
        for file in 0..3 {
            p.place(&[row + file], false)?;
        }
        p.place(&[row + 3, row + 4], false)?;
    }
    // Ranks 2 and 1, column by column, then the corner and the gap.
    for file in 0..3 {
        p.place(&[SIDE + file, file], false)?;
    }
    let last: Vec<usize> = CORNER.iter().copied().filter(|&c| target[c] != GAP).collect();
    p.place(&last, true)?;
    Some(p.moves)
}

/// The puzzle as labelled tiles: each tile has its own target.
struct Puzzle {
    /// The cell of each label.
    pos: Vec<usize>,
    /// The label on each cell.
    at: [Option<usize>; CELLS],
    /// The target cell of each label.
    goal: Vec<usize>,
    /// The label whose target is each cell.
    owner: [Option<usize>; CELLS],
    gap: usize,
    target_gap: usize,
    fixed: u32,
    moves: Vec<u8>,
}

impl Puzzle {
    fn new(area: &[u8; CELLS], gap: usize, target: &[u8; CELLS]) -> Puzzle {
        let mut pos = Vec::new();
        let mut at = [None; CELLS];
        for (c, &k) in area.iter().enumerate() {
            if k < GAP {
                at[c] = Some(pos.len());
                pos.push(c);
            }
        }
        // Targets by kind in reading order.
        let mut goal = vec![0; pos.len()];
        for k in 0..KINDS as u8 {
            let mine: Vec<usize> = (0..pos.len()).filter(|&l| area[pos[l]] == k).collect();
            let cells: Vec<usize> = (0..CELLS).filter(|&c| target[c] == k).collect();
            for (l, c) in mine.into_iter().zip(cells) {
                goal[l] = c;
            }
        }
        let target_gap = gap_of(target).unwrap_or(0);
        if !solvable(&pos, &goal, gap, target_gap) {
            // Two tiles of one kind swap targets: the other parity.
            if let Some(k) = (0..KINDS as u8).find(|&k| area.iter().filter(|&&c| c == k).count() >= 2) {
                let mut two = (0..pos.len()).filter(|&l| area[pos[l]] == k);
                if let (Some(a), Some(b)) = (two.next(), two.next()) {
                    goal.swap(a, b);
                }
            }
        }
        let mut owner = [None; CELLS];
        for (l, &c) in goal.iter().enumerate() {
            owner[c] = Some(l);
        }
        Puzzle {
            pos,
            at,
            goal,
            owner,
            gap,
            target_gap,
            fixed: 0,
            moves: Vec::new(),
        }
    }

    /// Brings the tiles whose targets are `cells` home (and the gap to
    /// its target when `with_gap`), moving the gap only through cells not
    /// yet fixed; then fixes `cells`.
    fn place(&mut self, cells: &[usize], with_gap: bool) -> Option<()> {
        let labels: Vec<usize> = cells.iter().filter_map(|&c| self.owner[c]).collect();
        let free = |c: usize, fixed: u32| fixed & (1 << c) == 0;
        let k = labels.len();
        let size = CELLS.pow(k as u32 + 1);
        let encode =
            |gap: usize, tiles: &[usize]| -> usize { tiles.iter().fold(gap, |acc, &t| acc * CELLS + t) };
        let start_tiles: Vec<usize> = labels.iter().map(|&l| self.pos[l]).collect();
        let goal_tiles: Vec<usize> = labels.iter().map(|&l| self.goal[l]).collect();
        let done = |gap: usize, tiles: &[usize]| {
            tiles == goal_tiles.as_slice() && (!with_gap || gap == self.target_gap)
        };
        // parent[state] = (previous state, cell the gap moved to) + 1.
        let mut parent: Vec<u32> = vec![0; size];
        let mut moved: Vec<u8> = vec![0; size];
        let start = encode(self.gap, &start_tiles);
        parent[start] = u32::MAX;
        let mut queue = std::collections::VecDeque::from([(self.gap, start_tiles.clone())]);
        let mut end = None;
        while let Some((gap, tiles)) = queue.pop_front() {
            if done(gap, &tiles) {
                end = Some(encode(gap, &tiles));
                break;
            }
            let here = encode(gap, &tiles);
            for d in [N, E, S, W] {
                let Some(next) = beyond(gap, d) else { continue };
                if !free(next, self.fixed) {
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

    /// Slides the tile on `cell`, beside the gap, into it.
    fn push(&mut self, cell: usize) {
        if let Some(l) = self.at[cell] {
            self.pos[l] = self.gap;
        }
        self.at[self.gap] = self.at[cell];
        self.at[cell] = None;
        self.gap = cell;
        self.moves.push(cell as u8);
    }
}

/// Whether labelled tiles at `pos` can reach `goal` with the gap going
/// from `gap` to `target_gap`: the permutation of the 25 cells (the gap
/// one of them) must have the parity of the gap's walk.
fn solvable(pos: &[usize], goal: &[usize], gap: usize, target_gap: usize) -> bool {
    let mut to = [0usize; CELLS];
    for (l, &c) in pos.iter().enumerate() {
        to[c] = goal[l];
    }
    to[gap] = target_gap;
    let mut seen = [false; CELLS];
    let mut transpositions = 0;
    for c in 0..CELLS {
        let mut len = 0;
        let mut x = c;
        while !seen[x] {
            seen[x] = true;
            x = to[x];
            len += 1;
        }
        if len > 0 {
            transpositions += len - 1;
        }
    }
    let (a, b) = (GRID.at(gap), GRID.at(target_gap));
    let walk = a.file.abs_diff(b.file) + a.rank.abs_diff(b.rank);
    transpositions % 2 == usize::from(walk) % 2
}
