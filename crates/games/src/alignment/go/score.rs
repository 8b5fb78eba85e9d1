//! Counting and the dead-stone estimate.
//!
//! The estimate is pure and deterministic: Benson's unconditional life
//! marks chains that live whatever happens; a few hundred Monte-Carlo
//! playouts, seeded from the position's hash, give each point an owner; a
//! chain whose stones belong to the opponent at the end of most playouts,
//! (see `THRESH`) and that Benson did not prove alive, is dead.
//!
//! The playouts never fill a point surrounded by one's own stones (an
//! eye), never commit suicide, and never put one of their own chains of
//! two or more stones in atari without capturing, so seki survives them.

use super::board::{BLACK, Board, CELLS, EMPTY, WHITE, opponent};
use crate::playout::SplitMix64;
const THRESH: i64 = 10;

/// Benson's algorithm: the chains of `colour` that are unconditionally
/// alive (the opponent cannot capture them even if `colour` always
/// passes). Returns per point whether its stone is in such a chain.
pub fn benson(board: &Board, colour: u8) -> Vec<bool> {
    let n = board.points();
    let chains = board.chains();
    // Regions: maximal connected sets of points without a stone of `colour`.
    let mut region_of = vec![usize::MAX; n];
    let mut regions: Vec<Vec<usize>> = Vec::new();
    for start in 0..n {
        if board.at(start) == colour || region_of[start] != usize::MAX {
            continue;
        }
        let id = regions.len();
        region_of[start] = id;
        let mut points = vec![start];
        let mut i = 0;
        while i < points.len() {
            for q in board.neighbours(points[i]) {
                if board.at(q) != colour && region_of[q] == usize::MAX {
                    region_of[q] = id;
                    points.push(q);
                }
            }
            i += 1;
        }
        regions.push(points);
    }
    let own: Vec<usize> = (0..chains.chains.len())
        .filter(|&i| chains.chains[i].colour == colour)
        .collect();
    // Chains bordering each region, and whether the region is vital to
    // each of them (every empty point of the region is a liberty of it).
    let mut borders: Vec<Vec<usize>> = vec![Vec::new(); regions.len()];
    let mut vital: Vec<Vec<usize>> = vec![Vec::new(); regions.len()];
    for (r, points) in regions.iter().enumerate() {
        for &p in points {
            for q in board.neighbours(p) {
                if board.at(q) == colour {
                    let c = usize::from(chains.id[q]);
                    if !borders[r].contains(&c) {
                        borders[r].push(c);
                    }
                }
            }
        }
        for &c in &borders[r] {
            let libs = &chains.chains[c].liberties;
            if points.iter().all(|&p| board.at(p) != EMPTY || libs.contains(&p)) {
                vital[r].push(c);
            }
        }
    }
    let mut chain_in = vec![false; chains.chains.len()];
    for &c in &own {
        chain_in[c] = true;
    }
    let mut region_in = vec![true; regions.len()];
    loop {
        let mut changed = false;
        for &c in &own {
            if !chain_in[c] {
                continue;
            }
            let count = (0..regions.len())
                .filter(|&r| region_in[r] && vital[r].contains(&c))
                .count();
            if count < 2 {
                chain_in[c] = false;
                changed = true;
            }
        }
        for r in 0..regions.len() {
            if region_in[r] && borders[r].iter().any(|&c| !chain_in[c]) {
                region_in[r] = false;
                changed = true;
            }
        }
        if !changed {
            break;
        }
    }
    let mut alive = vec![false; n];
    for (c, chain) in chains.chains.iter().enumerate() {
        if chain_in[c] && chain.colour == colour {
            for &s in &chain.stones {
                alive[s] = true;
            }
        }
    }
    alive
}

/// Playouts per estimate, by board side.
fn playouts(n: usize) -> usize {
    match n {
        0..=9 => 400,
        10..=13 => 300,
        _ => 300,
    }
}

/// Whether `p` is an eye of `colour`: every neighbour is `colour`, and
/// not too many diagonals are the opponent's (a false eye).
pub fn is_eye(board: &Board, p: usize, colour: u8) -> bool {
    if board.neighbours(p).any(|q| board.at(q) != colour) {
        return false;
    }
    let (diagonals, off) = board.diagonals(p);
    let enemy = diagonals
        .iter()
        .filter(|&&q| board.at(q) == opponent(colour))
        .count();
    if off > 0 { enemy == 0 } else { enemy < 2 }
}

/// Tries a playout move: legal, not an own eye, not a self-atari of two
/// or more stones without capturing, not the ko point. Plays it and
/// returns the new ko point (`usize::MAX`: none) if accepted.
fn try_playout_move(board: &mut Board, p: usize, colour: u8, ko: usize) -> Option<usize> {
    if p == ko || board.at(p) != EMPTY || is_eye(board, p, colour) {
        return None;
    }
    let before = board.clone();
    let captured = board.place(p, colour);
    let chain = board.chain_at(p);
    let refuse = chain.liberties.is_empty()
        || (chain.liberties.len() == 1 && chain.stones.len() >= 2 && captured.is_empty());
    if refuse {
        *board = before;
        return None;
    }
    // A single stone that captured a single stone and has one liberty: the
    // captured point is a ko.
    let ko = if captured.len() == 1 && chain.stones.len() == 1 && chain.liberties.len() == 1 {
        captured[0]
    } else {
        usize::MAX
    };
    Some(ko)
}

/// Who owns each point at the end of a playout: +1 Black, -1 White, 0
/// neither (area rules: a stone, or an empty region touching one colour).
fn ownership(board: &Board, out: &mut [i32]) {
    for (slot, &stone) in out.iter_mut().zip(&board.cells[..board.points()]) {
        match stone {
            BLACK => *slot += 1,
            WHITE => *slot -= 1,
            _ => {}
        }
    }
    for (points, touches) in board.regions(&[]) {
        let v = match touches {
            1 => 1,
            2 => -1,
            _ => 0,
        };
        for p in points {
            out[p] += v;
        }
    }
}

/// One random playout from `board` with `colour` to move, to the end.
fn playout(board: &mut Board, mut colour: u8, rng: &mut SplitMix64) {
    let n = board.points();
    let mut ko = usize::MAX;
    let mut passes = 0;
    let mut empties: Vec<usize> = Vec::with_capacity(n);
    for _ in 0..3 * n {
        empties.clear();
        empties.extend((0..n).filter(|&p| board.at(p) == EMPTY));
        let mut played = false;
        while !empties.is_empty() {
            let i = rng.below(empties.len());
            let p = empties.swap_remove(i);
            if let Some(next_ko) = try_playout_move(board, p, colour, ko) {
                ko = next_ko;
                played = true;
                break;
            }
        }
        if played {
            passes = 0;
        } else {
            passes += 1;
            ko = usize::MAX;
            if passes == 2 {
                break;
            }
        }
        colour = opponent(colour);
    }
}

/// Each colour's area (stones and the empty points only it surrounds)
/// after one random playout from `board` with `to_move` first: a quick
/// guess at the final score, for search.
pub fn playout_area(board: &Board, to_move: u8, rng: &mut SplitMix64) -> [u32; 2] {
    let mut copy = board.clone();
    playout(&mut copy, to_move, rng);
    let c = count(&copy, &[]);
    [c.stones[0] + c.territory[0], c.stones[1] + c.territory[1]]
}

/// Per point, the sum over `count` playouts from `board` of who owns it at
/// the end (+1 Black, -1 White, 0 neither): half the playouts start with
/// `to_move`, half with the other colour, so the side to move does not
/// tilt close fights.
fn owner_sums(board: &Board, to_move: u8, count: usize, rng: &mut SplitMix64) -> Vec<i32> {
    let mut owner = vec![0i32; board.points()];
    for k in 0..count {
        let mut copy = board.clone();
        let first = if k % 2 == 0 { to_move } else { opponent(to_move) };
        playout(&mut copy, first, rng);
        ownership(&copy, &mut owner);
    }
    owner
}

/// Per point, who owns it after `count` random playouts seeded by `seed`
/// (the estimate's playouts: no eye filling, no suicide, no self-atari of
/// two or more stones): the mean in `-1.0..=1.0`, +1 always Black's, -1
/// always White's. For the bot, which reads a position with its own seed
/// and budget.
pub fn ownership_map(board: &Board, to_move: u8, count: usize, seed: u64) -> Vec<f64> {
    let mut rng = SplitMix64(seed);
    let count = count.max(1);
    owner_sums(board, to_move, count, &mut rng)
        .into_iter()
        .map(|s| f64::from(s) / count as f64)
        .collect()
}

/// The estimated dead stones of `board` with `to_move` next: per point,
/// whether a stone stands there that the estimate takes off.
pub fn dead_stones(board: &Board, to_move: u8) -> Vec<bool> {
    let n = board.points();
    let mut rng = SplitMix64(board.hash ^ 0x00C0_FFEE_0060_0000 ^ u64::from(to_move));
    let count = playouts(board.n);
    let owner = owner_sums(board, to_move, count, &mut rng);
    let alive_black = benson(board, BLACK);
    let alive_white = benson(board, WHITE);
    let chains = board.chains();
    let mut dead = vec![false; n];
    for chain in &chains.chains {
        let sign = if chain.colour == BLACK { 1 } else { -1 };
        let total: i32 = chain.stones.iter().map(|&s| sign * owner[s]).sum();
        let safe = chain.stones.iter().any(|&s| {
            if chain.colour == BLACK {
                alive_black[s]
            } else {
                alive_white[s]
            }
        });
        if i64::from(total) * 100 < THRESH * (count * chain.stones.len()) as i64 && !safe {
            for &s in &chain.stones {
                dead[s] = true;
            }
        }
    }
    dead
}

/// A count: per colour (index 0 Black, 1 White) its territory (empty
/// points, with dead stones' points, surrounded by it alone), its stones
/// left on the board, and the dead stones it takes off the other side.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct Count {
    pub territory: [u32; 2],
    pub stones: [u32; 2],
    pub dead_taken: [u32; 2],
}

/// Counts `board` with the stones marked in `dead` removed.
pub fn count(board: &Board, dead: &[bool]) -> Count {
    let mut c = Count::default();
    for p in 0..board.points() {
        let s = board.at(p);
        if s == EMPTY {
            continue;
        }
        let i = usize::from(s - 1);
        if dead.get(p).copied().unwrap_or(false) {
            // A dead stone is a prisoner of the other side.
            c.dead_taken[1 - i] += 1;
        } else {
            c.stones[i] += 1;
        }
    }
    for (points, touches) in board.regions(dead) {
        match touches {
            1 => c.territory[0] += points.len() as u32,
            2 => c.territory[1] += points.len() as u32,
            _ => {}
        }
    }
    c
}

/// Owner of each point under `dead` for the picture: 1 Black territory,
/// 2 White territory, 0 neither or a stone.
pub fn territory_map(board: &Board, dead: &[bool]) -> [u8; CELLS] {
    let mut out = [0u8; CELLS];
    for (points, touches) in board.regions(dead) {
        if touches == 1 || touches == 2 {
            for p in points {
                out[p] = touches;
            }
        }
    }
    out
}
