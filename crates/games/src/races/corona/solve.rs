//! The best score a roll allows, and a move that reaches it: a search of
//! every colour for every base in every order (6! × 6! plans at most),
//! with positions already met remembered (bases on one space are alike,
//! and pawns already moved only count as bases).

use std::collections::HashMap;

use super::state::{BASES, CState, SPACES};

/// Where the search stands: the spaces of the bases not moved yet and of
/// those moved, each in order, and the colours still to move (bits).
#[derive(Clone, Copy)]
struct Node {
    unmoved: [u8; BASES],
    moved: [u8; BASES],
    n_unmoved: usize,
    n_moved: usize,
    colours: u8,
}

impl Node {
    fn key(&self) -> u64 {
        let mut k = u64::from(self.colours);
        for &s in &self.unmoved[..self.n_unmoved] {
            k = k * 16 + u64::from(s);
        }
        k = k * 16 + 15;
        for &s in &self.moved[..self.n_moved] {
            k = k * 16 + u64::from(s);
        }
        k
    }

    fn count_at(&self, s: u8) -> u8 {
        (self.unmoved[..self.n_unmoved].iter().filter(|&&u| u == s).count()
            + self.moved[..self.n_moved].iter().filter(|&&m| m == s).count()) as u8
    }

    /// The position after colour `c` (die `d`) moves the base at
    /// `unmoved[i]`, and the points it scores.
    fn after(&self, i: usize, d: u8, c: u8) -> (Node, u8) {
        let mut next = *self;
        let to = (self.unmoved[i] + d) % SPACES;
        next.unmoved.copy_within(i + 1..self.n_unmoved, i);
        next.n_unmoved -= 1;
        let at = next.moved[..next.n_moved].partition_point(|&m| m <= to);
        next.moved.copy_within(at..next.n_moved, at + 1);
        next.moved[at] = to;
        next.n_moved += 1;
        next.colours &= !(1 << c);
        let count = next.count_at(to);
        (next, if count >= 2 { count } else { 0 })
    }
}

/// The best score from `node` on, remembered in `seen`.
fn best(node: &Node, dice: &[u8; BASES], seen: &mut HashMap<u64, u8>) -> u8 {
    if node.n_unmoved == 0 {
        return 0;
    }
    let key = node.key();
    if let Some(&v) = seen.get(&key) {
        return v;
    }
    let mut top = 0;
    for c in 0..BASES as u8 {
        if node.colours & (1 << c) == 0 {
            continue;
        }
        for i in 0..node.n_unmoved {
            if i > 0 && node.unmoved[i] == node.unmoved[i - 1] {
                continue;
            }
            let (next, points) = node.after(i, dice[usize::from(c)], c);
            top = top.max(points + best(&next, dice, seen));
        }
    }
    seen.insert(key, top);
    top
}

/// The search's start from the bases and pawns of `state`.
fn node_of(state: &CState) -> Node {
    let mut node = Node {
        unmoved: [0; BASES],
        moved: [0; BASES],
        n_unmoved: 0,
        n_moved: 0,
        colours: 0,
    };
    for b in &state.bases {
        match b.pawn {
            None => {
                node.unmoved[node.n_unmoved] = b.at;
                node.n_unmoved += 1;
            }
            Some(_) => {
                node.moved[node.n_moved] = b.at;
                node.n_moved += 1;
            }
        }
    }
    node.unmoved[..node.n_unmoved].sort_unstable();
    node.moved[..node.n_moved].sort_unstable();
    node.colours = (0..BASES as u8)
        .filter(|&c| !state.used(c))
        .fold(0, |m, c| m | (1 << c));
    node
}

/// The best total the roll `dice` allows with bases starting on `start`
/// (0-based spaces).
pub fn best_of(start: &[u8], dice: &[u8; BASES]) -> u8 {
    let mut state = CState::new(1, 0);
    state.bases = start
        .iter()
        .map(|&at| super::state::Base { at, pawn: None })
        .collect();
    state.dice = *dice;
    best_from(&state).0
}

/// The most points the declarer can still add in `state` (bases on the
/// ring, dice thrown), and a first move (colour, space) that reaches it;
/// no move when every pawn has moved.
pub fn best_from(state: &CState) -> (u8, Option<(u8, u8)>) {
    let node = node_of(state);
    let mut seen = HashMap::new();
    let mut top = (0, None);
    for c in 0..BASES as u8 {
        if node.colours & (1 << c) == 0 {
            continue;
        }
        for i in 0..node.n_unmoved {
            if i > 0 && node.unmoved[i] == node.unmoved[i - 1] {
                continue;
            }
            let (next, points) = node.after(i, state.dice[usize::from(c)], c);
            let total = points + best(&next, &state.dice, &mut seen);
            if top.1.is_none() || total > top.0 {
                top = (total, Some((c, node.unmoved[i])));
            }
        }
    }
    top
}

/// A whole plan reaching the best score from `state`: (colour, space) in
/// order.
pub fn best_plan(state: &CState) -> (u8, Vec<(u8, u8)>) {
    let mut node_state = state.clone();
    let (total, _) = best_from(state);
    let mut plan = Vec::new();
    while let (_, Some((c, s))) = best_from(&node_state) {
        plan.push((c, s));
        let i = node_state
            .bases
            .iter()
            .position(|b| b.at == s && b.pawn.is_none())
            .unwrap_or(0);
        let to = (s + node_state.dice[usize::from(c)]) % SPACES;
        node_state.bases[i] = super::state::Base {
            at: to,
            pawn: Some(c),
        };
    }
    (total, plan)
}
