//! Square Off. The Oriental variant is a race of tempo: a random playout
//! almost never makes a path, so it says nothing. The search instead stops
//! a playout after a few plies and judges the round by each player's
//! distance from his path, an estimate: the cheapest line of cells from
//! the letter's edge to the number's edge, a cell costing nothing when its
//! tile already bends the line the right way, and otherwise one plus a
//! fraction of the distance to the nearest tile that would (a shortest
//! path over cells and the side the line enters by). Moves are ordered by
//! the mover's distance after them. The letters won weigh most.
//!
//! The solitaire: the root keeps only the first slide of the solver's
//! solution (`games::modern::square_off::solver`), so the bot solves
//! the puzzle.
//!
//! Figures: see the rule sets' `KNOBS` in the games crate.

use games::Rules;
use games::modern::square_off::board::{CELLS, E, GAP, KINDS, N, NUMBERS, S, SIDE, W, beyond, letter_file, opposite, sides};
use games::modern::square_off::{Letter, Phase, SMove, SState, SquareOffOriental, SquareOffSolitaire, solver};

use crate::hooks::Hooks;

/// Short playouts, then the race of path distances.
#[derive(Clone, Copy, Debug)]
pub struct SquareOffKnowledge {
    /// Plies a playout plays before the position is judged.
    pub plies: u32,
    /// The lead in the round, in cells, that reads as a near-certain round.
    pub scale: f64,
    /// What a cell's distance to a tile that fits it adds to its cost.
    pub far: f64,
    /// What the gap's distance to the nearest cell to fix adds.
    pub gap: f64,
}

impl Default for SquareOffKnowledge {
    fn default() -> Self {
        SquareOffKnowledge {
            plies: 2,
            scale: 3.0,
            far: 0.35,
            gap: 0.15,
        }
    }
}

/// The kind whose line joins `a` and `b`.
fn kind_of(a: u8, b: u8) -> Option<u8> {
    (0..KINDS as u8).find(|&k| sides(k) == a | b)
}

impl SquareOffKnowledge {
    /// The estimated work left to join `letter` to the number `die` in
    /// `area` for `seat`: 0 when the path is complete.
    pub fn distance(&self, area: &[u8; CELLS], seat: u8, letter: u8, die: u8) -> f64 {
        // The nearest tile of each kind to each cell, in cells.
        let mut near = [[u8::MAX; KINDS]; CELLS];
        for (c, row) in near.iter_mut().enumerate() {
            for (t, &k) in area.iter().enumerate() {
                if usize::from(k) < KINDS && t != c {
                    let d = ((c % SIDE).abs_diff(t % SIDE) + (c / SIDE).abs_diff(t / SIDE)) as u8;
                    let slot = &mut row[usize::from(k)];
                    *slot = (*slot).min(d);
                }
            }
        }
        let (goal, goal_side) = NUMBERS[usize::from(die - 1)];
        // Dijkstra over (cell, side entered), sides as 0..4.
        let side_bit = [N, E, S, W];
        let index = |cell: usize, side: u8| cell * 4 + side_bit.iter().position(|&b| b == side).unwrap_or(0);
        let mut best = [f64::INFINITY; CELLS * 4];
        let mut done = [false; CELLS * 4];
        // The node each was reached from, and the last node of the best.
        let mut prev = [usize::MAX; CELLS * 4];
        let mut last = usize::MAX;
        let start = (SIDE - 1) * SIDE + letter_file(seat, letter);
        best[index(start, N)] = 0.0;
        let mut answer = f64::INFINITY;
        loop {
            let mut at = None;
            let mut low = f64::INFINITY;
            for (i, &b) in best.iter().enumerate() {
                if !done[i] && b < low {
                    low = b;
                    at = Some(i);
                }
            }
            let Some(i) = at else { break };
            if low >= answer {
                break;
            }
            done[i] = true;
            let (cell, entered) = (i / 4, side_bit[i % 4]);
            for out in side_bit {
                if out == entered {
                    continue;
                }
                let Some(kind) = kind_of(entered, out) else { continue };
                let cost = if area[cell] == kind {
                    0.0
                } else {
                    1.0 + self.far * f64::from(near[cell][usize::from(kind)].min(8))
                };
                let total = low + cost;
                match beyond(cell, out) {
                    Some(next) => {
                        let j = index(next, opposite(out));
                        if total < best[j] {
                            best[j] = total;
                            prev[j] = i;
                        }
                    }
                    None if cell == goal && out == goal_side && total < answer => {
                        answer = total;
                        last = i;
                    }
                    None => {}
                }
            }
        }
        // The gap's way to the nearest cell of that line still to fix: the
        // slides that bring it there come first.
        let gap = area.iter().position(|&k| k == GAP).unwrap_or(0);
        let mut to_fix = usize::MAX;
        let (mut node, mut after) = (last, answer);
        while node != usize::MAX {
            // The cost paid at this node's cell: what comes after it
            // less what it took to reach it.
            let cell = node / 4;
            if after - best[node] > 1e-9 {
                let d = (cell % SIDE).abs_diff(gap % SIDE) + (cell / SIDE).abs_diff(gap / SIDE);
                to_fix = to_fix.min(d);
            }
            after = best[node];
            node = prev[node];
        }
        if to_fix == usize::MAX || answer == 0.0 {
            answer
        } else {
            answer + self.gap * to_fix as f64
        }
    }

    /// Each seat's distances in the round, or the average over the die
    /// before it is thrown.
    fn round(&self, state: &SState) -> Option<([f64; 2], u8)> {
        let (letter, dice, first): (u8, Vec<u8>, u8) = match state.phase {
            Phase::Slide { seat, letter, die, .. } => (letter, vec![die], seat),
            Phase::Throw { picker, letter } => (letter, (1..=6).collect(), 1 - picker),
            _ => return None,
        };
        let mut d = [0.0; 2];
        for (seat, slot) in d.iter_mut().enumerate() {
            let sum: f64 = dice
                .iter()
                .map(|&die| self.distance(&state.areas[seat], seat as u8, letter, die))
                .sum();
            *slot = sum / dice.len() as f64;
        }
        Some((d, first))
    }
}

impl Hooks<SquareOffOriental> for SquareOffKnowledge {
    fn playout_plies(&self) -> Option<u32> {
        Some(self.plies)
    }

    fn order(&self, rules: &SquareOffOriental, state: &SState, moves: &mut Vec<SMove>) {
        let Phase::Slide { seat, letter, die, .. } = state.phase else {
            return;
        };
        let mut keyed: Vec<(f64, SMove)> = moves
            .iter()
            .map(|mv| {
                let mut next = state.clone();
                rules.apply(&mut next, mv);
                (self.distance(&next.areas[usize::from(seat)], seat, letter, die), *mv)
            })
            .collect();
        keyed.sort_by(|a, b| a.0.total_cmp(&b.0));
        *moves = keyed.into_iter().map(|(_, m)| m).collect();
    }

    fn evaluate(&self, _rules: &SquareOffOriental, state: &SState, values: &mut [f64]) -> bool {
        let letters = |seat: u8| state.letters.iter().filter(|&&l| l == Letter::Won(seat)).count() as f64;
        let round = self.round(state);
        for seat in 0..2u8 {
            let other = 1 - seat;
            let lead = letters(seat) - letters(other);
            let race = match round {
                Some((d, first)) => {
                    // The seat to slide is half a slide ahead.
                    let tempo = if first == seat { 0.5 } else { -0.5 };
                    ((d[usize::from(other)] - d[usize::from(seat)] + tempo) / self.scale).tanh()
                }
                None => 0.0,
            };
            values[usize::from(seat)] = (0.9 * lead + 0.6 * race).tanh();
        }
        true
    }
}

/// The solitaire: follow the solver.
#[derive(Clone, Copy, Debug, Default)]
pub struct SolitaireKnowledge;

impl Hooks<SquareOffSolitaire> for SolitaireKnowledge {
    // The root's one move is played whatever the playouts say: none are
    // worth running to the slide limit.
    fn playout_plies(&self) -> Option<u32> {
        Some(0)
    }

    fn order_root(&self, _rules: &SquareOffSolitaire, state: &SState, moves: &mut Vec<SMove>) {
        if state.areas[0].contains(&GAP)
            && let Some(first) = solver::solve(&state.areas[0]).and_then(|m| m.first().copied())
            && moves.contains(&SMove::Slide(first))
        {
            *moves = vec![SMove::Slide(first)];
        }
    }
}

// The bot finds these hooks by the rules type.
crate::knowledge::register! {
    SquareOffKnowledge::default() => [SquareOffOriental],
    SolitaireKnowledge => [SquareOffSolitaire],
}
