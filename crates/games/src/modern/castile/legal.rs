//! Moves listed, a move applied, flags planted and the end.

use super::board::{self, CORNERS, PEGS, POINTS, Peg, TERRITORIES, neighbours, step, territory};
use super::{Castile, CastileMove, CastileState, End, Last, MOVE_CAP, QUIET_PLIES};
use crate::Seat;

type Board = [Option<Peg>; POINTS];

impl Castile {
    /// The legal moves of the seat to move (the game is not over).
    pub(super) fn moves(&self, state: &CastileState, out: &mut Vec<CastileMove>) {
        if state.placing() {
            placements(state, out);
            return;
        }
        let side = state.to_move.0;
        if let Some(sq) = state.chain {
            let sq = usize::from(sq);
            for to in self.destinations(&state.board, sq) {
                if !captures(&state.board, sq, to).is_empty() {
                    out.push(CastileMove::Go {
                        from: sq as u8,
                        to: to as u8,
                    });
                }
            }
            out.push(CastileMove::End);
            return;
        }
        let before = out.len();
        self.goes(&state.board, side, out);
        if out.len() == before {
            out.push(CastileMove::Pass);
        }
    }

    /// Every move of `side`'s pegs on `board`.
    fn goes(&self, board: &Board, side: u8, out: &mut Vec<CastileMove>) {
        for from in 0..POINTS {
            if board[from].is_some_and(|p| p.side == side) {
                for to in self.destinations(board, from) {
                    out.push(CastileMove::Go {
                        from: from as u8,
                        to: to as u8,
                    });
                }
            }
        }
    }

    /// Whether `side` has a move on `board`.
    fn can_move(&self, board: &Board, side: u8) -> bool {
        let mut out = Vec::new();
        self.goes(board, side, &mut out);
        !out.is_empty()
    }

    /// Where the peg on `from` can go: its steps, then (a tall peg) the
    /// ends of its jump series, each point once, in index order.
    pub(super) fn destinations(&self, board: &Board, from: usize) -> Vec<usize> {
        let Some(peg) = board[from] else {
            return Vec::new();
        };
        let mut reach = 0u64;
        for to in neighbours(from) {
            if board[to].is_none() {
                reach |= 1 << to;
            }
        }
        if peg.tall {
            reach |= self.jump_ends(board, from);
        }
        (0..POINTS).filter(|&sq| reach & (1 << sq) != 0).collect()
    }

    /// The points a tall peg on `from` can end a jump series on (the start
    /// itself excluded: a series that comes back is no move).
    pub(super) fn jump_ends(&self, board: &Board, from: usize) -> u64 {
        // The peg has left its point: it is empty during the series.
        let mut seen = 1u64 << from;
        let mut todo: Vec<(usize, Option<usize>)> = vec![(from, None)];
        while let Some((at, dir)) = todo.pop() {
            for d in 0..4 {
                if self.straight && dir.is_some_and(|dir| dir != d) {
                    continue;
                }
                let Some(over) = step(at, d) else { continue };
                let Some(land) = step(over, d) else { continue };
                if over == from || board[over].is_none() || board[land].is_some() || seen & (1 << land) != 0 {
                    continue;
                }
                seen |= 1 << land;
                todo.push((land, Some(d)));
            }
        }
        seen & !(1u64 << from)
    }

    /// A shortest jump series from `from` to `to` (the points after the
    /// start), trying directions in a fixed order; `None` if there is none.
    pub(super) fn jump_path(&self, board: &Board, from: usize, to: usize) -> Option<Vec<u8>> {
        let mut prev: [Option<(usize, usize)>; POINTS] = [None; POINTS];
        let mut queue = std::collections::VecDeque::from([(from, None::<usize>)]);
        let mut seen = 1u64 << from;
        while let Some((at, dir)) = queue.pop_front() {
            if at == to {
                let mut path = vec![to as u8];
                let mut p = to;
                while let Some((back, _)) = prev[p] {
                    if back == from {
                        break;
                    }
                    path.push(back as u8);
                    p = back;
                }
                path.reverse();
                return Some(path);
            }
            for d in 0..4 {
                if self.straight && dir.is_some_and(|dir| dir != d) {
                    continue;
                }
                let Some(over) = step(at, d) else { continue };
                let Some(land) = step(over, d) else { continue };
                if over == from || board[over].is_none() || board[land].is_some() || seen & (1 << land) != 0 {
                    continue;
                }
                seen |= 1 << land;
                prev[land] = Some((at, d));
                queue.push_back((land, Some(d)));
            }
        }
        None
    }

    /// Whether `path` (the points after `from`) is a jump series the peg on
    /// `from` may make: each jump over a neighbouring peg to the empty point
    /// beyond, no point twice, in one direction with `straight`.
    pub(super) fn valid_series(&self, board: &Board, from: usize, path: &[usize]) -> bool {
        if !board[from].is_some_and(|p| p.tall) || path.is_empty() {
            return false;
        }
        let mut seen = 1u64 << from;
        let (mut at, mut dir) = (from, None);
        for &land in path {
            let Some(d) = (0..4).find(|&d| step(at, d).and_then(|o| step(o, d)) == Some(land)) else {
                return false;
            };
            let over = step(at, d).unwrap_or(at);
            if (self.straight && dir.is_some_and(|dir| dir != d))
                || over == from
                || board[over].is_none()
                || board[land].is_some()
                || seen & (1 << land) != 0
            {
                return false;
            }
            seen |= 1 << land;
            at = land;
            dir = Some(d);
        }
        true
    }

    /// Plays a legal move.
    pub(super) fn play_move(&self, state: &mut CastileState, mv: &CastileMove) {
        state.plies += 1;
        let me = state.to_move;
        match *mv {
            CastileMove::Place(pegs) => {
                for (sq, tall) in pegs {
                    state.board[usize::from(sq)] = Some(Peg { side: me.0, tall });
                    state.hand[me.index()][usize::from(tall)] -= 1;
                }
                state.last = Some(Last {
                    mv: *mv,
                    path: Vec::new(),
                    captured: Vec::new(),
                });
                state.to_move = me.other();
            }
            CastileMove::End => {
                state.chain = None;
                state.last = Some(Last {
                    mv: *mv,
                    path: Vec::new(),
                    captured: Vec::new(),
                });
                state.to_move = me.other();
            }
            CastileMove::Pass => {
                state.quiet += 1;
                state.last = Some(Last {
                    mv: *mv,
                    path: Vec::new(),
                    captured: Vec::new(),
                });
                state.to_move = me.other();
            }
            CastileMove::Go { from, to } => {
                let (from, to) = (usize::from(from), usize::from(to));
                let path = if neighbours(from).any(|n| n == to) {
                    vec![to as u8]
                } else {
                    self.jump_path(&state.board, from, to)
                        .unwrap_or_else(|| vec![to as u8])
                };
                let caught = captures(&state.board, from, to);
                state.board[to] = state.board[from].take();
                let captured: Vec<(u8, Peg)> = caught
                    .iter()
                    .filter_map(|&sq| state.board[sq].take().map(|p| (sq as u8, p)))
                    .collect();
                let changed = plant_flags(state, me);
                state.quiet = if captured.is_empty() && !changed {
                    state.quiet + 1
                } else {
                    0
                };
                let more = !captured.is_empty()
                    && self
                        .destinations(&state.board, to)
                        .into_iter()
                        .any(|next| !captures(&state.board, to, next).is_empty());
                state.last = Some(Last {
                    mv: *mv,
                    path,
                    captured,
                });
                if state.flags.iter().filter(|f| **f == Some(me)).count() >= 3 {
                    state.end = Some(End::Flags { winner: me });
                    return;
                }
                if more {
                    state.chain = Some(to as u8);
                } else {
                    state.chain = None;
                    state.to_move = me.other();
                }
            }
        }
        state.end = self.end_of_ply(state);
    }

    /// How the game ends after a ply, if it does: the draws.
    pub(super) fn end_of_ply(&self, state: &CastileState) -> Option<End> {
        if state.end.is_some() {
            return state.end;
        }
        if let Some(winner) = (0..2)
            .map(Seat)
            .find(|&s| state.flags.iter().filter(|f| **f == Some(s)).count() >= 3)
        {
            return Some(End::Flags { winner });
        }
        if state.placing() || state.chain.is_some() {
            return (state.plies >= MOVE_CAP).then_some(End::Long);
        }
        if state.quiet >= QUIET_PLIES {
            return Some(End::Quiet);
        }
        if !self.can_move(&state.board, state.to_move.0)
            && !self.can_move(&state.board, state.to_move.other().0)
        {
            return Some(End::Stuck);
        }
        (state.plies >= MOVE_CAP).then_some(End::Long)
    }
}

/// Every placement of two pegs the seat to move has in hand.
fn placements(state: &CastileState, out: &mut Vec<CastileMove>) {
    let [low, tall] = state.hand[state.to_move.index()];
    let empty: Vec<u8> = (0..POINTS as u8)
        .filter(|&sq| state.board[usize::from(sq)].is_none())
        .collect();
    let kinds: &[(bool, bool)] = &[(false, false), (false, true), (true, false), (true, true)];
    for (i, &a) in empty.iter().enumerate() {
        for &b in &empty[i + 1..] {
            for &(ta, tb) in kinds {
                let talls = u8::from(ta) + u8::from(tb);
                if talls <= tall && 2 - talls <= low {
                    out.push(CastileMove::Place([(a, ta), (b, tb)]));
                }
            }
        }
    }
}

/// The enemy pegs a peg of `board` moving from `from` to `to` captures:
/// each enemy neighbour of `to` with the mover's peg beyond it on the same
/// line, and each enemy neighbour on a board corner whose other neighbour
/// is the mover's.
pub(super) fn captures(board: &Board, from: usize, to: usize) -> Vec<usize> {
    let Some(me) = board[from].map(|p| p.side) else {
        return Vec::new();
    };
    // The mover's pegs once the peg has moved.
    let mine = |sq: usize| sq != from && board[sq].is_some_and(|p| p.side == me) || sq == to;
    let enemy = |sq: usize| sq != from && board[sq].is_some_and(|p| p.side != me);
    let mut out = Vec::new();
    for d in 0..4 {
        let Some(n) = step(to, d) else { continue };
        if !enemy(n) {
            continue;
        }
        let custodian = step(n, d).is_some_and(mine);
        let cornered = CORNERS.contains(&n) && neighbours(n).filter(|&m| m != to).all(mine);
        if custodian || cornered {
            out.push(n);
        }
    }
    out
}

/// Plants `me`'s flag in every territory holding pegs, all of them his;
/// whether a flag changed.
fn plant_flags(state: &mut CastileState, me: Seat) -> bool {
    let mut pegs = [[0u8; 2]; TERRITORIES];
    for (sq, peg) in state.board.iter().enumerate() {
        if let Some(p) = peg {
            pegs[territory(sq)][usize::from(p.side)] += 1;
        }
    }
    let mut changed = false;
    for (t, [a, b]) in pegs.into_iter().enumerate() {
        let (mine, theirs) = if me.0 == 0 { (a, b) } else { (b, a) };
        if mine > 0 && theirs == 0 && state.flags[t] != Some(me) {
            state.flags[t] = Some(me);
            changed = true;
        }
    }
    changed
}

/// Pegs of `side` on the board and in hand.
#[allow(dead_code)]
pub(super) fn pegs_of(state: &CastileState, side: usize) -> u8 {
    let on_board = state
        .board
        .iter()
        .flatten()
        .filter(|p| usize::from(p.side) == side)
        .count() as u8;
    on_board + state.hand[side][0] + state.hand[side][1]
}

const _: () = assert!(PEGS == 12 && board::TERRITORIES == 5);
