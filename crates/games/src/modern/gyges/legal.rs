//! Gyges's moves: the set-ups, the bounce-chain search with one set of
//! passed squares for the whole move, the replacements, the repetition
//! ban; a move applied; the end.

use super::board::{CELLS, Cells, GOAL, N, border, goal_rank, home, may_replace_on, neighbours, rank};
use super::{Chain, End, GMove, Gyges, GygesState, MAX_STOPS, PLY_CAP};
use crate::Seat;

/// The values of one side's set-up: two rings of each value.
pub const SET: [u8; 6] = [1, 1, 2, 2, 3, 3];

/// Every order of [`SET`] on the six files (90 of them).
pub fn setups(out: &mut Vec<GMove>) {
    fn fill(at: usize, left: &mut [u8; 4], row: &mut [u8; 6], out: &mut Vec<GMove>) {
        if at == 6 {
            out.push(GMove::Setup(*row));
            return;
        }
        for v in 1..=3u8 {
            if left[usize::from(v)] > 0 {
                left[usize::from(v)] -= 1;
                row[at] = v;
                fill(at + 1, left, row, out);
                left[usize::from(v)] += 1;
            }
        }
    }
    fill(0, &mut [0, 2, 2, 2], &mut [0; 6], out);
}

/// The stops of the chains found so far.
struct Search {
    cells: Cells,
    seat: Seat,
    stops: [u8; MAX_STOPS],
    len: usize,
    /// Chains ending on an empty square or in the goal.
    ends: Vec<Chain>,
    /// Chains whose last stop is a ring that may be replaced.
    landings: Vec<Chain>,
}

impl Search {
    fn push(&mut self, sq: u8) {
        self.stops[self.len] = sq;
        self.len += 1;
    }

    fn chain(&self) -> Chain {
        Chain::new(&self.stops[..self.len], None)
    }

    /// Walks `left` more steps from `at`, `passed` the squares passed in
    /// the whole move so far (bit per square).
    fn walk(&mut self, at: usize, left: u8, passed: u64) {
        if left == 1 && rank(at) == goal_rank(self.seat) {
            self.push(GOAL);
            self.ends.push(self.chain());
            self.len -= 1;
        }
        for q in neighbours(at) {
            if passed & (1 << q) != 0 {
                continue;
            }
            let ring = self.cells[q];
            if ring != 0 {
                // A ring may be met on the last step only.
                if left == 1 {
                    self.push(q as u8);
                    self.landings.push(self.chain());
                    self.walk(q, ring, passed | 1 << q);
                    self.len -= 1;
                }
            } else if left == 1 {
                self.push(q as u8);
                self.ends.push(self.chain());
                self.len -= 1;
            } else {
                self.walk(q, left - 1, passed | 1 << q);
            }
        }
    }
}

/// Every chain of rings the seat to move may start from its border row,
/// without the repetition ban: ending moves and landings (to replace).
pub fn chains(cells: &Cells, seat: Seat) -> (Vec<Chain>, Vec<Chain>) {
    let mut search = Search {
        cells: *cells,
        seat,
        stops: [0; MAX_STOPS],
        len: 0,
        ends: Vec::new(),
        landings: Vec::new(),
    };
    let Some(row) = border(cells, seat) else {
        return (Vec::new(), Vec::new());
    };
    for sq in row * N..row * N + N {
        let ring = cells[sq];
        if ring == 0 {
            continue;
        }
        // The moving ring has left its square: no ring stands there, and
        // the square counts as passed (gap 4).
        search.cells = *cells;
        search.cells[sq] = 0;
        search.len = 0;
        search.push(sq as u8);
        search.walk(sq, ring, 1 << sq);
    }
    let (mut ends, mut landings) = (search.ends, search.landings);
    ends.sort_unstable();
    ends.dedup();
    landings.sort_unstable();
    landings.dedup();
    (ends, landings)
}

/// The board after `chain` (a [`GMove::Move`]) under the rule set's bounce.
pub fn after(rules: &Gyges, cells: &Cells, chain: &Chain) -> Cells {
    let mut out = *cells;
    let stops = chain.stops();
    let last = *stops.last().expect("a chain has stops");
    if rules.text_bounce {
        // Each ring of the chain is pushed one stop along it.
        for w in stops.windows(2).rev() {
            if w[1] != GOAL {
                out[usize::from(w[1])] = cells[usize::from(w[0])];
            }
        }
        if let Some(r) = chain.replace() {
            out[usize::from(r)] = cells[usize::from(last)];
        }
    } else {
        // The moving ring goes on; the rings bounced from stay.
        if let Some(r) = chain.replace() {
            out[usize::from(r)] = cells[usize::from(last)];
        }
        if last != GOAL {
            out[usize::from(last)] = cells[usize::from(stops[0])];
        }
    }
    out[usize::from(stops[0])] = 0;
    out
}

pub fn legal(rules: &Gyges, state: &GygesState, out: &mut Vec<GMove>) {
    if state.end.is_some() {
        return;
    }
    if state.in_setup() {
        setups(out);
        return;
    }
    let seat = state.to_move;
    let (ends, landings) = chains(&state.cells, seat);
    let start = out.len();
    let allowed = |c: &Chain| state.before.is_none_or(|b| after(rules, &state.cells, c) != b);
    out.extend(ends.into_iter().filter(allowed).map(GMove::Move));
    let targets: Vec<u8> = (0..CELLS)
        .filter(|&sq| state.cells[sq] == 0 && may_replace_on(&state.cells, seat, rank(sq)))
        .map(|sq| sq as u8)
        .collect();
    for landing in landings {
        for &r in &targets {
            let c = Chain::new(landing.stops(), Some(r));
            if allowed(&c) {
                out.push(GMove::Move(c));
            }
        }
    }
    if out.len() == start {
        out.push(GMove::Pass);
    }
}

pub fn apply(rules: &Gyges, state: &mut GygesState, mv: &GMove) {
    let before = state.cells;
    match mv {
        GMove::Setup(row) => {
            let r = home(state.to_move);
            state.cells[r * N..r * N + N].copy_from_slice(row);
        }
        GMove::Move(chain) => {
            state.cells = after(rules, &state.cells, chain);
            if chain.wins() {
                state.end = Some(End::Goal(state.to_move));
            }
        }
        GMove::Pass => {}
    }
    state.before = Some(before);
    state.last = Some(*mv);
    state.plies += 1;
    state.to_move = state.to_move.other();
    if state.end.is_none() && state.plies >= PLY_CAP {
        state.end = Some(End::Cap);
    }
}
