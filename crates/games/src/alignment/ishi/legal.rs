//! Ishi's moves: which cells the mover may take or fill now, when the turn
//! may end, a move applied, the phases' ends.

use super::board::{self, ALL, around, flood};
use super::{Connect, IMove, IshiState, Last, OPENING, Phase, SUPPLY};
use crate::Seat;

/// The counts the mover may choose this turn, as bits (bit `k`: `k`
/// stones), before the supply and the board's room are counted.
pub fn counts(state: &IshiState) -> u64 {
    if state.prev == OPENING {
        return match state.phase {
            Phase::Place => 1 << 7,
            // Gap 4: seven when a one-colour group of seven exists, else 1 to 6.
            Phase::Remove => {
                // The board as the turn found it: the stones taken so far back.
                let mut start = state.stones;
                start[usize::from(state.taking)] |= state.turn;
                if board::largest(start[0]) >= 7 || board::largest(start[1]) >= 7 {
                    1 << 7
                } else {
                    0b111_1110
                }
            }
        };
    }
    let n = u32::from(state.prev);
    // Fewer: 1 to n − 1; more: n + 1; after a single stone, 1 too.
    let fewer = if n >= 2 { ((1u64 << n) - 1) & !1 } else { 0 };
    let mut out = fewer | (1 << (n + 1));
    if n == 1 {
        out |= 1 << 1;
    }
    out
}

/// Where the turn's stones may spread, with the turn's own cells: for a
/// placement the empty cells, for a removal the stones of the colour taken.
fn space(state: &IshiState, colour: usize) -> u64 {
    match state.phase {
        Phase::Place => ALL & !state.stones[0] & !state.stones[1],
        Phase::Remove => state.stones[colour],
    }
}

/// Whether the stones of one move must touch each other in this turn.
fn joined(state: &IshiState, connect: Connect) -> bool {
    state.phase == Phase::Remove || state.prev == OPENING || connect == Connect::EachMove
}

/// The most stones the turn could reach if `region` (with the turn's own
/// cells) is all it may use.
fn reach(state: &IshiState, region: u64) -> u32 {
    let k = state.turn.count_ones();
    let room = (region | state.turn).count_ones();
    match state.phase {
        Phase::Place => room.min(k + u32::from(state.supply[state.to_move.index()])),
        Phase::Remove => room,
    }
}

/// Whether some allowed count above `k` and within `reach` exists.
fn feasible(allowed: u64, k: u32, reach: u32) -> bool {
    let above = !((1u64 << k) - 1);
    let within = if reach >= 63 {
        u64::MAX
    } else {
        (2u64 << reach) - 1
    };
    allowed & above & within != 0
}

/// The cells the mover may play now (placed or taken), as a set.
pub fn cells(state: &IshiState, connect: Connect) -> u64 {
    let allowed = counts(state);
    let k = state.turn.count_ones();
    let me = state.to_move.index();
    match state.phase {
        Phase::Place => {
            if state.supply[me] == 0 {
                return 0;
            }
            let empty = space(state, me);
            if k == 0 {
                if !joined(state, connect) {
                    return if feasible(allowed, 1, reach(state, empty)) {
                        empty
                    } else {
                        0
                    };
                }
                // Each part of the empty cells, whole.
                let mut out = 0;
                let mut rest = empty;
                while rest != 0 {
                    let part = flood(rest & rest.wrapping_neg(), rest);
                    rest &= !part;
                    if feasible(allowed, 1, reach(state, part)) {
                        out |= part;
                    }
                }
                out
            } else if joined(state, connect) {
                let region = flood(state.turn, empty);
                if feasible(allowed, k + 1, reach(state, region)) {
                    around(state.turn) & empty
                } else {
                    0
                }
            } else if feasible(allowed, k + 1, reach(state, empty)) {
                empty
            } else {
                0
            }
        }
        Phase::Remove => {
            if k == 0 {
                let mut out = 0;
                for colour in 0..2 {
                    let mut rest = state.stones[colour];
                    while rest != 0 {
                        let part = flood(rest & rest.wrapping_neg(), rest);
                        rest &= !part;
                        if feasible(allowed, 1, reach(state, part)) {
                            out |= part;
                        }
                    }
                }
                out
            } else {
                let own = state.stones[usize::from(state.taking)];
                let region = flood(state.turn, own) & !state.turn;
                if feasible(allowed, k + 1, reach(state, region)) {
                    around(state.turn) & own
                } else {
                    0
                }
            }
        }
    }
}

/// Whether the mover may end the turn now.
pub fn may_end(state: &IshiState) -> bool {
    let k = state.turn.count_ones();
    k >= 1 && counts(state) & (1 << k) != 0
}

/// Whether the mover has no stone left and must pass (gap 6).
pub fn must_pass(state: &IshiState) -> bool {
    state.phase == Phase::Place && state.turn == 0 && state.supply[state.to_move.index()] == 0
}

pub fn legal(state: &IshiState, connect: Connect, out: &mut Vec<IMove>) {
    if state.over() {
        return;
    }
    if must_pass(state) {
        out.push(IMove::Pass);
        return;
    }
    out.extend(board::cells(cells(state, connect)).map(|c| IMove::Cell(c as u8)));
    if may_end(state) {
        out.push(IMove::End);
    }
}

pub fn apply(state: &mut IshiState, connect: Connect, reopen: bool, mv: IMove) {
    state.plies += 1;
    let me = state.to_move.index();
    match mv {
        IMove::Pass => {
            state.phase1_loser.get_or_insert(state.to_move);
            end_turn(state, reopen);
        }
        IMove::End => end_turn(state, reopen),
        IMove::Cell(c) => {
            let bit = 1u64 << c;
            match state.phase {
                Phase::Place => {
                    state.stones[me] |= bit;
                    state.supply[me] -= 1;
                }
                Phase::Remove => {
                    let colour = usize::from(state.stones[1] & bit != 0);
                    state.taking = colour as u8;
                    state.stones[colour] &= !bit;
                }
            }
            state.turn |= bit;
            // The turn ends by itself when no further stone is possible.
            if cells(state, connect) == 0 {
                end_turn(state, reopen);
            }
        }
    }
}

fn end_turn(state: &mut IshiState, reopen: bool) {
    let mover = state.to_move;
    state.last = Some(Last {
        mover,
        phase: state.phase,
        cells: state.turn,
        colour: state.taking,
    });
    state.prev = state.turn.count_ones() as u8;
    state.turn = 0;
    state.taking = 0;
    state.to_move = mover.next(2);
    let filled = state.stones[0] | state.stones[1];
    match state.phase {
        Phase::Place if filled == ALL => {
            state.phase1_loser.get_or_insert(mover);
            state.phase = Phase::Remove;
            state.prev = OPENING;
            if reopen {
                state.to_move = Seat::FIRST;
            }
        }
        Phase::Remove if filled == 0 => state.phase2_loser = Some(mover),
        _ => {}
    }
}

/// The seats' stones in hand at the start.
pub fn start_supply() -> [u8; 2] {
    [SUPPLY, SUPPLY]
}
