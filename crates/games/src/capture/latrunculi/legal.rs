//! The rules proper: moves listed, a move applied with its blocks and
//! releases, and how a game ends.

use super::{CELLS, EMPTY, Engine, LMove, LState, Last, Path, QUIET_TURNS};
use crate::{Message, Outcome, Seat};

type Board = [u8; CELLS];

impl Engine {
    /// Pieces of `seat` on the board (blocked ones included).
    pub(super) fn count(&self, board: &Board, seat: u8) -> u8 {
        board[..self.cells()].iter().filter(|&&p| p == seat + 1).count() as u8
    }

    /// Free pieces of `seat` on the board.
    pub(super) fn free_count(&self, s: &LState, seat: u8) -> u8 {
        (0..self.cells())
            .filter(|&c| s.board[c] == seat + 1 && !s.is_blocked(c))
            .count() as u8
    }

    /// Whether the square `s` holds a piece of `seat` that can hold an
    /// enemy piece: a free one, or any with `blocked-hold` (G3).
    fn holds(&self, board: &Board, blocked: u128, s: Option<usize>, seat: u8) -> bool {
        s.is_some_and(|s| board[s] == seat + 1 && (self.blocked_hold || blocked >> s & 1 == 0))
    }

    /// Whether the piece on `s` lies between two pieces of the other side
    /// that hold it, on its rank or its file.
    fn held(&self, board: &Board, blocked: u128, s: usize) -> bool {
        let enemy = 2 - board[s];
        [(0, 1), (2, 3)].iter().any(|&(a, b)| {
            self.holds(board, blocked, self.next(s, a), enemy)
                && self.holds(board, blocked, self.next(s, b), enemy)
        })
    }

    /// Whether `s` lies between two enemy pieces of `me` (blocked or not)
    /// on its rank or its file: the suicide test (rule 6).
    pub(super) fn between_enemies(&self, board: &Board, s: usize, me: u8) -> bool {
        let enemy = |t: Option<usize>| t.is_some_and(|t| board[t] == 2 - me);
        [(0, 1), (2, 3)]
            .iter()
            .any(|&(a, b)| enemy(self.next(s, a)) && enemy(self.next(s, b)))
    }

    /// The free enemy pieces that `me`'s piece arriving on `to` blocks: next
    /// to `to`, with a holding piece of `me` just beyond (rule 4).
    fn blocks(&self, board: &Board, blocked: u128, to: usize, me: u8) -> Vec<u8> {
        (0..4)
            .filter_map(|d| {
                let x = self.next(to, d)?;
                (board[x] == 2 - me
                    && blocked >> x & 1 == 0
                    && self.holds(board, blocked, self.next(x, d), me))
                .then_some(x as u8)
            })
            .collect()
    }

    /// Frees every blocked piece no longer held (G3), all at once; returns
    /// their squares.
    fn settle(&self, board: &Board, blocked: &mut u128) -> Vec<u8> {
        let freed: Vec<u8> = (0..self.cells())
            .filter(|&s| *blocked >> s & 1 == 1 && !self.held(board, *blocked, s))
            .map(|s| s as u8)
            .collect();
        for &s in &freed {
            *blocked &= !(1u128 << s);
        }
        freed
    }

    /// Whether `me`'s piece may end its move on `to` (the board without
    /// the moving piece): not between two enemies unless it blocks (rule 6).
    fn may_end(&self, board: &Board, blocked: u128, to: usize, me: u8) -> bool {
        !self.between_enemies(board, to, me) || !self.blocks(board, blocked, to, me).is_empty()
    }

    /// Every step and jump chain of the free piece on `from`, appended.
    pub(super) fn moves_of(&self, s: &LState, from: usize, out: &mut Vec<LMove>) {
        let me = s.to_move;
        let mut board = s.board;
        board[from] = EMPTY;
        for d in 0..4 {
            if let Some(t) = self.next(from, d)
                && board[t] == EMPTY
                && self.may_end(&board, s.blocked, t, me)
            {
                let mut path = Path::start(from);
                path.push(t);
                out.push(LMove::Go(path));
            }
        }
        let mut path = Path::start(from);
        self.jumps(&board, s.blocked, me, &mut path, 1u128 << from, out);
    }

    /// The chains going on from the end of `path` (rule 3): each jump over
    /// an adjacent piece to an empty square not yet visited.
    fn jumps(
        &self,
        board: &Board,
        blocked: u128,
        me: u8,
        path: &mut Path,
        visited: u128,
        out: &mut Vec<LMove>,
    ) {
        let at = path.to();
        for d in 0..4 {
            let Some(over) = self.next(at, d) else { continue };
            if board[over] == EMPTY {
                continue;
            }
            let Some(land) = self.next(over, d) else { continue };
            if board[land] != EMPTY || visited >> land & 1 == 1 {
                continue;
            }
            path.push(land);
            if self.may_end(board, blocked, land, me) {
                out.push(LMove::Go(*path));
            }
            self.jumps(board, blocked, me, path, visited | 1u128 << land, out);
            path.pop();
        }
    }

    /// How the game ended, if it has.
    pub(super) fn outcome(&self, s: &LState) -> Option<Outcome> {
        if s.placing() {
            return None;
        }
        for seat in 0..2 {
            if self.count(&s.board, seat) <= 1 {
                let winner = Seat(1 - seat);
                return Some(Outcome::win(
                    winner,
                    Message::new("latrunculi-one-left").seat("seat", Seat(seat)),
                ));
            }
        }
        if s.quiet >= QUIET_TURNS {
            let (white, black) = (self.free_count(s, 0), self.free_count(s, 1));
            let reason = Message::new("latrunculi-quiet")
                .count("turns", QUIET_TURNS)
                .count("white", white)
                .count("black", black);
            let outcome = match white.cmp(&black) {
                std::cmp::Ordering::Greater => Outcome::win(Seat(0), reason),
                std::cmp::Ordering::Less => Outcome::win(Seat(1), reason),
                std::cmp::Ordering::Equal => Outcome::draw(reason),
            };
            return Some(outcome.with_scores(vec![i32::from(white), i32::from(black)]));
        }
        None
    }

    /// The legal moves, appended to `out`.
    pub(super) fn legal(&self, s: &LState, out: &mut Vec<LMove>) {
        if self.outcome(s).is_some() {
            return;
        }
        let me = s.to_move;
        if s.placing() {
            // Rule 1: any empty square.
            out.extend(
                (0..self.cells())
                    .filter(|&c| s.board[c] == EMPTY)
                    .map(|c| LMove::Place(c as u8)),
            );
            return;
        }
        let start = out.len();
        for c in 0..self.cells() {
            if s.board[c] == me + 1 && !s.is_blocked(c) {
                self.moves_of(s, c, out);
            }
        }
        // Rule 5: a blocked enemy piece may be removed.
        for c in 0..self.cells() {
            if s.board[c] == 2 - me && s.is_blocked(c) {
                out.push(LMove::Remove(c as u8));
            }
        }
        if out.len() == start {
            out.push(LMove::Pass);
        }
    }

    /// The legal moves as a vector.
    pub(super) fn legal_vec(&self, s: &LState) -> Vec<LMove> {
        let mut out = Vec::new();
        self.legal(s, &mut out);
        out
    }

    /// Plays `mv`, a legal move of `s`.
    pub(super) fn apply(&self, s: &mut LState, mv: &LMove) {
        let me = s.to_move;
        let mut last = Last {
            mv: *mv,
            seat: me,
            blocked: Vec::new(),
            freed: Vec::new(),
        };
        match *mv {
            LMove::Place(c) => {
                // G4: nothing is blocked while placing.
                s.board[usize::from(c)] = me + 1;
                s.hand[usize::from(me)] = s.hand[usize::from(me)].saturating_sub(1);
                s.to_move = 1 - me;
            }
            LMove::Go(path) => {
                let (from, to) = (path.from(), path.to());
                s.board[from] = EMPTY;
                s.blocked &= !(1u128 << from);
                s.board[to] = me + 1;
                last.blocked = self.blocks(&s.board, s.blocked, to, me);
                for &x in &last.blocked {
                    s.blocked |= 1u128 << x;
                }
                last.freed = self.settle(&s.board, &mut s.blocked);
                s.quiet = s.quiet.saturating_add(1);
                s.to_move = 1 - me;
            }
            LMove::Remove(c) => {
                s.board[usize::from(c)] = EMPTY;
                s.blocked &= !(1u128 << c);
                last.freed = self.settle(&s.board, &mut s.blocked);
                s.quiet = 0;
                // G1: the removal is the whole turn, unless `removal=any`.
                if !self.remove_any {
                    s.to_move = 1 - me;
                }
            }
            LMove::Pass => {
                s.quiet = s.quiet.saturating_add(1);
                s.to_move = 1 - me;
            }
        }
        s.last = Some(last);
    }

    /// Whether the blocked pieces of `board` are each held (a reachable
    /// position keeps this after every turn).
    pub(super) fn all_held(&self, board: &Board, blocked: u128) -> bool {
        (0..self.cells())
            .all(|s| blocked >> s & 1 == 0 || (board[s] != EMPTY && self.held(board, blocked, s)))
    }
}
