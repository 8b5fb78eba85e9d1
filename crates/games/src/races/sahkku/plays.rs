//! The legal uses of a throw: every way to give the non-blank dice to
//! active pieces (a piece takes one or more dice as one move of their sum)
//! and to the king (one straight move per die), using as many dice as
//! possible (gap G5); and the activation options a–c (rule 3).

use std::collections::HashSet;

use super::Step;
use super::track::{LAP, PLACE, Pieces, king_targets};
use crate::Seat;

/// Every play of `dice` by `seat`, one per resulting position, each using
/// the most dice any play can use; empty when no die can be used.
pub(super) fn normal_plays(board: &Pieces, seat: Seat, dice: [u8; 3]) -> Vec<(Vec<Step>, Pieces)> {
    let mut values: Vec<u8> = dice.iter().copied().filter(|&d| d > 0).collect();
    values.sort_unstable_by(|a, b| b.cmp(a));
    let mut search = Search {
        seat,
        best: Vec::new(),
        most: 0,
        seen: HashSet::new(),
    };
    let fresh = board.active[seat.index()];
    let mut path = Vec::new();
    search.pieces(board, &fresh, &values, 0, &mut path, 0);
    if search.most == 0 {
        return Vec::new();
    }
    search.best
}

struct Search {
    seat: Seat,
    best: Vec<(Vec<Step>, Pieces)>,
    most: usize,
    seen: HashSet<Pieces>,
}

/// The distinct non-empty sub-multisets of `dice` (sorted high first), each
/// with what is left.
fn groups(dice: &[u8]) -> Vec<(Vec<u8>, Vec<u8>)> {
    let n = dice.len();
    let mut out: Vec<(Vec<u8>, Vec<u8>)> = Vec::new();
    for mask in 1..(1u32 << n) {
        let (mut take, mut rest) = (Vec::new(), Vec::new());
        for (i, &d) in dice.iter().enumerate() {
            if mask & (1 << i) != 0 {
                take.push(d);
            } else {
                rest.push(d);
            }
        }
        if !out.iter().any(|(t, _)| *t == take) {
            out.push((take, rest));
        }
    }
    out
}

impl Search {
    fn record(&mut self, board: &Pieces, path: &[Step], used: usize) {
        if used > self.most {
            self.most = used;
            self.best.clear();
            self.seen.clear();
        }
        if used == self.most && self.seen.insert(*board) {
            self.best.push((path.to_vec(), *board));
        }
    }

    /// Piece moves, in order of track position (they commute), then the
    /// king's with the dice left. `fresh` counts the pieces not yet moved
    /// this turn: a piece takes all its dice in one move.
    fn pieces(
        &mut self,
        board: &Pieces,
        fresh: &[u8; LAP],
        dice: &[u8],
        min_from: usize,
        path: &mut Vec<Step>,
        used: usize,
    ) {
        let s = self.seat;
        let mut moved = false;
        if !dice.is_empty() {
            let options = groups(dice);
            for from in min_from..LAP {
                if fresh[from] == 0 {
                    continue;
                }
                for (take, rest) in &options {
                    let by: u8 = take.iter().sum();
                    let to = (from + usize::from(by)) % LAP;
                    if !board.may_land(s, PLACE[s.index()][to]) {
                        continue;
                    }
                    moved = true;
                    let mut next = *board;
                    next.move_piece(s, from, by);
                    let mut f = *fresh;
                    f[from] -= 1;
                    path.push(Step::Piece { from: from as u8, by });
                    self.pieces(&next, &f, rest, from, path, used + take.len());
                    path.pop();
                }
            }
        }
        let king_moved = self.king(board, dice, path, used);
        if !moved && !king_moved {
            self.record(board, path, used);
        }
    }

    /// King moves, one straight move per die (gap G6); whether any was
    /// possible (the leaves are recorded).
    fn king(&mut self, board: &Pieces, dice: &[u8], path: &mut Vec<Step>, used: usize) -> bool {
        let s = self.seat;
        if board.king_owner != Some(s) {
            return false;
        }
        let mut any = false;
        for (i, &d) in dice.iter().enumerate() {
            if dice[..i].contains(&d) {
                continue;
            }
            let rest: Vec<u8> = dice
                .iter()
                .enumerate()
                .filter(|&(j, _)| j != i)
                .map(|(_, &v)| v)
                .collect();
            for to in king_targets(board.king, d) {
                if !board.may_land(s, to) {
                    continue;
                }
                any = true;
                let mut next = *board;
                next.move_king(s, to);
                path.push(Step::King { to });
                if !self.king(&next, &rest, path, used + 1) {
                    self.record(&next, path, used + 1);
                }
                path.pop();
            }
        }
        any
    }
}

/// The activation options after three X (rule 3, gap G3), in the order
/// a, b, c, c′: (a) the three front inactive pieces one point each; (b) the
/// front piece three points; (c) the front piece one and the next two;
/// (c′) the front piece two and the next one. An option needs as many
/// inactive pieces as it moves.
pub(super) fn activation_plays(board: &Pieces, seat: Seat) -> Vec<(char, Vec<Step>)> {
    let k = board.inactive[seat.index()];
    if k == 0 {
        return Vec::new();
    }
    let front = k - 1;
    let piece = |from: u8, by: u8| Step::Piece { from, by };
    let mut out = Vec::new();
    if k >= 3 {
        out.push((
            'a',
            vec![piece(front, 1), piece(front - 1, 1), piece(front - 2, 1)],
        ));
    }
    out.push(('b', vec![piece(front, 3)]));
    if k >= 2 {
        out.push(('c', vec![piece(front, 1), piece(front - 1, 2)]));
        out.push(('d', vec![piece(front, 2), piece(front - 1, 1)]));
    }
    // Landing on the opponent's inactive pieces is never possible from the
    // home row with at most three points, but the rule is kept.
    out.retain(|(_, steps)| {
        let mut b = *board;
        steps.iter().all(|st| match *st {
            Step::Piece { by, .. } => {
                let to = usize::from(b.inactive[seat.index()]) - 1 + usize::from(by);
                let ok = b.may_land(seat, PLACE[seat.index()][to]);
                b.activate_front(seat, by);
                ok
            }
            Step::King { .. } => false,
        })
    });
    out
}
