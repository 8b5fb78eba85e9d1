//! The rules proper: moves listed, a move applied with the pieces it turns,
//! and how a game ends.

use super::{CELLS, EMPTY, Engine, Last, MMove, MState, QUIET_PLIES, ply_cap};
use crate::{Message, Outcome, Seat};

type Board = [u8; CELLS];

impl Engine {
    /// Pieces of `seat` on the board.
    pub(super) fn count(&self, board: &Board, seat: u8) -> u32 {
        board[..self.cells()].iter().filter(|&&p| p == seat + 1).count() as u32
    }

    /// Pieces of `seat` in `state` (for the bot's knowledge).
    pub fn pieces(&self, state: &MState, seat: Seat) -> u32 {
        self.count(&state.board, seat.0)
    }

    /// How many pieces `mv`, a legal move of `state`, would turn.
    pub fn turns(&self, state: &MState, mv: MMove) -> usize {
        let mut board = state.board;
        board[usize::from(mv.from)] = EMPTY;
        board[usize::from(mv.to)] = state.to_move + 1;
        let mut turned = Vec::new();
        self.capture(&mut board, usize::from(mv.to), &mut turned);
        turned.len()
    }

    /// Every rook move of `seat`, appended to `out` (the move rule).
    pub(super) fn moves_of(&self, board: &Board, seat: u8, out: &mut Vec<MMove>) {
        for s in 0..self.cells() {
            if board[s] != seat + 1 {
                continue;
            }
            for d in 0..4 {
                let mut at = s;
                while let Some(t) = self.step(at, d) {
                    if board[t] != EMPTY {
                        break;
                    }
                    out.push(MMove {
                        from: s as u16,
                        to: t as u16,
                    });
                    at = t;
                }
            }
        }
    }

    /// Whether `seat` has any move.
    pub(super) fn can_move(&self, board: &Board, seat: u8) -> bool {
        (0..self.cells()).any(|s| {
            board[s] == seat + 1 && (0..4).any(|d| self.step(s, d).is_some_and(|t| board[t] == EMPTY))
        })
    }

    /// Whether `mv` is a legal move of the side to move (game not over).
    pub(super) fn is_legal(&self, state: &MState, mv: MMove) -> bool {
        let (from, to) = (usize::from(mv.from), usize::from(mv.to));
        if from >= self.cells() || to >= self.cells() || state.board[from] != state.to_move + 1 {
            return false;
        }
        (0..4).any(|d| {
            let mut at = from;
            while let Some(t) = self.step(at, d) {
                if state.board[t] != EMPTY {
                    return false;
                }
                if t == to {
                    return true;
                }
                at = t;
            }
            false
        })
    }

    /// Turns every enemy piece shut in between the piece on `to` and
    /// another piece of its side along ranks and files (the capture rule:
    /// only the moved piece captures; turned pieces set off nothing). The
    /// squares turned are appended to `turned`.
    pub(super) fn capture(&self, board: &mut Board, to: usize, turned: &mut Vec<u16>) {
        let mine = board[to];
        let theirs = 3 - mine;
        for d in 0..4 {
            let start = turned.len();
            let mut at = to;
            let closed = loop {
                match self.step(at, d) {
                    Some(t) if board[t] == theirs => {
                        turned.push(t as u16);
                        at = t;
                    }
                    Some(t) => break board[t] == mine,
                    None => break false,
                }
            };
            if !closed {
                turned.truncate(start);
            }
        }
        for &t in turned.iter() {
            board[usize::from(t)] = mine;
        }
    }

    /// Plays `mv`, a legal move of `s`.
    pub(super) fn apply(&self, s: &mut MState, mv: MMove) {
        let me = s.to_move;
        let (from, to) = (usize::from(mv.from), usize::from(mv.to));
        s.board[from] = EMPTY;
        s.board[to] = me + 1;
        let mut turned = Vec::new();
        self.capture(&mut s.board, to, &mut turned);
        s.quiet = if turned.is_empty() {
            s.quiet.saturating_add(1)
        } else {
            0
        };
        s.ply = s.ply.saturating_add(1);
        s.to_move = 1 - me;
        s.seen.push(self.key(&s.board, s.to_move));
        s.last = Some(Last { mv, seat: me, turned });
    }

    /// How the game ended, if it has.
    pub(super) fn outcome(&self, s: &MState) -> Option<Outcome> {
        let me = s.to_move;
        if !self.can_move(&s.board, me) {
            let winner = Seat(1 - me);
            let reason = if self.count(&s.board, me) == 0 {
                Message::new("ming-mang-no-pieces").seat("seat", Seat(me))
            } else {
                Message::new("ming-mang-blocked").seat("seat", Seat(me))
            };
            return Some(Outcome::win(winner, reason));
        }
        let key = self.key(&s.board, me);
        if s.seen.iter().filter(|&&k| k == key).count() >= 3 {
            return Some(Outcome::draw(Message::new("ming-mang-repetition")));
        }
        if s.quiet >= QUIET_PLIES {
            return Some(Outcome::draw(
                Message::new("ming-mang-quiet").count("plies", QUIET_PLIES),
            ));
        }
        if s.ply >= ply_cap(self.n) {
            return Some(Outcome::draw(
                Message::new("ming-mang-ply-cap").count("plies", ply_cap(self.n)),
            ));
        }
        None
    }
}
