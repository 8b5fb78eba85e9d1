//! The solitaire's solver: an exact search that always fills the lowest
//! empty cell (by index), trying every tromino that covers it with its own
//! lowest cell, within the pieces left of each shape.

use super::board::{BY_LOWEST, FULL, PLACEMENTS};

/// A way to lay the pieces `left` (I, L) on the cells not in `blocked` so
/// that every such cell is covered, as indices of [`PLACEMENTS`], or
/// `None` when there is none.
pub fn solve(blocked: u64, left: [u8; 2]) -> Option<Vec<u8>> {
    let free = (FULL & !blocked).count_ones();
    if free != 3 * u32::from(left[0] + left[1]) {
        return None;
    }
    let mut path = Vec::new();
    let mut seen = std::collections::HashSet::new();
    fill(blocked, left, &mut path, &mut seen).then_some(path)
}

/// How many ways there are to finish (for tests and the level table).
pub fn count(blocked: u64, left: [u8; 2]) -> u64 {
    let mut memo = std::collections::HashMap::new();
    count_from(blocked, left, &mut memo)
}

fn fill(
    covered: u64,
    left: [u8; 2],
    path: &mut Vec<u8>,
    dead: &mut std::collections::HashSet<(u64, [u8; 2])>,
) -> bool {
    if covered == FULL {
        return left == [0, 0];
    }
    if dead.contains(&(covered, left)) {
        return false;
    }
    let lowest = (!covered).trailing_zeros() as usize;
    for &p in &BY_LOWEST[lowest] {
        let placement = PLACEMENTS[usize::from(p)];
        let shape = placement.shape.index();
        if placement.mask & covered != 0 || left[shape] == 0 {
            continue;
        }
        let mut next = left;
        next[shape] -= 1;
        path.push(p);
        if fill(covered | placement.mask, next, path, dead) {
            return true;
        }
        path.pop();
    }
    dead.insert((covered, left));
    false
}

fn count_from(covered: u64, left: [u8; 2], memo: &mut std::collections::HashMap<(u64, [u8; 2]), u64>) -> u64 {
    if covered == FULL {
        return u64::from(left == [0, 0]);
    }
    if let Some(&n) = memo.get(&(covered, left)) {
        return n;
    }
    let lowest = (!covered).trailing_zeros() as usize;
    let mut n = 0;
    for &p in &BY_LOWEST[lowest] {
        let placement = PLACEMENTS[usize::from(p)];
        let shape = placement.shape.index();
        if placement.mask & covered == 0 && left[shape] > 0 {
            let mut next = left;
            next[shape] -= 1;
            n += count_from(covered | placement.mask, next, memo);
        }
    }
    memo.insert((covered, left), n);
    n
}
