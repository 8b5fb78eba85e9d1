//! The rules proper: the steps listed, a step applied, and how a game ends.

use super::board::{START, diagonals, is_start};
use super::{EMPTY, Engine, KMove, KState, PLY_CAP, POINTS};
use crate::{Message, Outcome, Seat};

/// Every diagonal step of `seat` to an empty point, appended to `out`.
pub(super) fn steps_of(board: &[u8; POINTS], seat: u8, out: &mut Vec<KMove>) {
    for p in 0..POINTS {
        if board[p] == seat + 1 {
            for t in diagonals(p) {
                if board[t] == EMPTY {
                    out.push(KMove::Step {
                        from: p as u8,
                        to: t as u8,
                    });
                }
            }
        }
    }
}

/// Whether `seat` has a step.
pub(super) fn can_step(board: &[u8; POINTS], seat: u8) -> bool {
    (0..POINTS).any(|p| board[p] == seat + 1 && diagonals(p).any(|t| board[t] == EMPTY))
}

/// The legal moves of a game not over: the steps, or `pass` without one
/// (G1).
pub(super) fn moves(state: &KState, out: &mut Vec<KMove>) {
    let start = out.len();
    steps_of(&state.board, state.to_move, out);
    if out.len() == start {
        out.push(KMove::Pass);
    }
}

/// Plays `mv`, a legal move of `state`.
pub(super) fn apply(state: &mut KState, mv: KMove) {
    let me = state.to_move;
    if let KMove::Step { from, to } = mv {
        state.board[usize::from(from)] = EMPTY;
        state.board[usize::from(to)] = me + 1;
    }
    state.ply = state.ply.saturating_add(1);
    state.to_move = 1 - me;
    state.last = Some((mv, me));
}

/// Whether `seat`'s pieces stand on every starting point of the opponent
/// (rule 3).
pub(super) fn home_reached(board: &[u8; POINTS], seat: u8) -> bool {
    START[usize::from(1 - seat)]
        .iter()
        .all(|&p| board[usize::from(p)] == seat + 1)
}

/// Whether `seat`'s pieces stand on every starting point of the opponent
/// that the opponent's own pieces do not hold (G2).
pub(super) fn rest_reached(board: &[u8; POINTS], seat: u8) -> bool {
    START[usize::from(1 - seat)]
        .iter()
        .all(|&p| board[usize::from(p)] != EMPTY)
}

/// How many of the opponent's starting points `seat` holds.
pub(super) fn goal_count(board: &[u8; POINTS], seat: u8) -> usize {
    (0..POINTS)
        .filter(|&p| board[p] == seat + 1 && is_start(1 - seat, p))
        .count()
}

impl Engine {
    /// Whether the spoiling rule (G2) is on.
    pub fn spoiling(&self) -> bool {
        self.spoiling
    }

    /// How the game ended, if it has.
    pub(super) fn outcome(&self, s: &KState) -> Option<Outcome> {
        let me = s.to_move;
        // The side that just moved first: only its move can have reached.
        for seat in [1 - me, me] {
            if home_reached(&s.board, seat) {
                return Some(Outcome::win(
                    Seat(seat),
                    Message::new("kono-home").seat("seat", Seat(seat)),
                ));
            }
        }
        let stuck = !can_step(&s.board, me);
        if stuck && self.spoiling && rest_reached(&s.board, 1 - me) {
            return Some(Outcome::win(
                Seat(1 - me),
                Message::new("kono-spoiler-shut").seat("seat", Seat(me)),
            ));
        }
        if stuck && !can_step(&s.board, 1 - me) {
            return Some(Outcome::draw(Message::new("kono-nobody-moves")));
        }
        if s.ply >= PLY_CAP {
            return Some(Outcome::draw(
                Message::new("kono-ply-cap").count("plies", PLY_CAP),
            ));
        }
        None
    }
}
