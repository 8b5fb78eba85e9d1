//! The rules proper: moves listed, a move applied with its captures, and
//! how a game ends.

use super::{CELLS, EMPTY, Engine, Last, QUIET_TURNS, SeegaMove, SeegaState};
use crate::{Message, Outcome, Seat};

type Board = [u8; CELLS];

impl Engine {
    /// Pieces of `seat` on the board.
    pub(super) fn count(&self, board: &Board, seat: u8) -> u8 {
        board[..self.n * self.n]
            .iter()
            .filter(|&&p| p == seat + 1)
            .count() as u8
    }

    /// Whether `seat` has a piece next to an empty square.
    pub(super) fn can_step(&self, board: &Board, seat: u8) -> bool {
        (0..self.n * self.n).any(|s| board[s] == seat + 1 && self.neighbours(s).any(|t| board[t] == EMPTY))
    }

    /// Every step of `seat`, appended to `out`.
    pub(super) fn steps_of(&self, board: &Board, seat: u8, out: &mut Vec<SeegaMove>) {
        for s in 0..self.n * self.n {
            if board[s] == seat + 1 {
                for t in self.neighbours(s) {
                    if board[t] == EMPTY {
                        out.push(SeegaMove::Step {
                            from: s as u8,
                            to: t as u8,
                        });
                    }
                }
            }
        }
    }

    /// Takes every enemy piece shut in between the piece just arrived on
    /// `to` and another piece of its side, along ranks and files (rule 3,
    /// G2: only the moving piece captures; edges and the centre play no
    /// part). The squares emptied are appended to `taken`.
    pub(super) fn capture(&self, board: &mut Board, to: usize, taken: &mut Vec<u8>) {
        let mine = board[to];
        let theirs = 3 - mine;
        for d in 0..4 {
            if let Some((between, beyond)) = self.two_steps(to, d)
                && board[between] == theirs
                && board[beyond] == mine
            {
                board[between] = EMPTY;
                taken.push(between as u8);
            }
        }
    }

    /// The board after `seat` plays the step or removal `mv` (no placement).
    fn after(&self, board: &Board, seat: u8, mv: SeegaMove, taken: &mut Vec<u8>) -> Board {
        let mut b = *board;
        let (from, to) = match mv {
            SeegaMove::Step { from, to } => (from, to),
            SeegaMove::Free { taken: removed, from } => {
                b[usize::from(removed)] = EMPTY;
                taken.push(removed);
                (from, removed)
            }
            SeegaMove::Place(..) | SeegaMove::Pass => return b,
        };
        b[usize::from(from)] = EMPTY;
        b[usize::from(to)] = seat + 1;
        self.capture(&mut b, usize::from(to), taken);
        b
    }

    /// Whether `seat`'s step `mv` leaves the opponent a step (rule 4).
    pub(super) fn opens(&self, board: &Board, seat: u8, mv: SeegaMove) -> bool {
        let b = self.after(board, seat, mv, &mut Vec::new());
        self.can_step(&b, 1 - seat)
    }

    /// Whether the opponent of the blocked `seat` has a move that opens
    /// him one (rule 4; without one, G6: the count).
    pub(super) fn can_be_opened(&self, board: &Board, seat: u8) -> bool {
        let mut steps = Vec::new();
        self.steps_of(board, 1 - seat, &mut steps);
        steps.into_iter().any(|mv| self.opens(board, 1 - seat, mv))
    }

    /// The result by the count (G3, G6): more pieces wins, equal draws.
    fn by_count(&self, board: &Board, reason: Message) -> Outcome {
        let (white, black) = (self.count(board, 0), self.count(board, 1));
        let reason = reason.count("white", white).count("black", black);
        let outcome = match white.cmp(&black) {
            std::cmp::Ordering::Greater => Outcome::win(Seat(0), reason),
            std::cmp::Ordering::Less => Outcome::win(Seat(1), reason),
            std::cmp::Ordering::Equal => Outcome::draw(reason),
        };
        outcome.with_scores(vec![i32::from(white), i32::from(black)])
    }

    /// How the game ended, if it has.
    pub(super) fn outcome(&self, s: &SeegaState) -> Option<Outcome> {
        if s.placing() {
            return None;
        }
        for seat in 0..2 {
            if self.count(&s.board, seat) == 0 {
                let winner = Seat(1 - seat);
                return Some(Outcome::win(
                    winner,
                    Message::new("seega-all-taken").seat("seat", winner),
                ));
            }
        }
        if s.quiet >= QUIET_TURNS {
            return Some(self.by_count(&s.board, Message::new("seega-quiet").count("turns", QUIET_TURNS)));
        }
        if s.opening || self.can_step(&s.board, s.to_move) || self.v.removal {
            return None;
        }
        if self.can_be_opened(&s.board, s.to_move) {
            return None;
        }
        Some(self.by_count(&s.board, Message::new("seega-shut").seat("seat", Seat(s.to_move))))
    }

    /// The legal moves, appended to `out`.
    pub(super) fn legal(&self, s: &SeegaState, out: &mut Vec<SeegaMove>) {
        if self.outcome(s).is_some() {
            return;
        }
        let cells = self.n * self.n;
        let me = s.to_move;
        if s.placing() {
            // Rule 1: two empty squares, never the centre.
            let free: Vec<u8> = (0..cells)
                .filter(|&c| c != self.centre && s.board[c] == EMPTY)
                .map(|c| c as u8)
                .collect();
            for (i, &a) in free.iter().enumerate() {
                for &b in &free[i + 1..] {
                    out.push(SeegaMove::Place(a, b));
                }
            }
            return;
        }
        let start = out.len();
        self.steps_of(&s.board, me, out);
        if s.opening {
            // Rule 4: the move must give the blocked player a step.
            let mut i = start;
            while i < out.len() {
                if self.opens(&s.board, me, out[i]) {
                    i += 1;
                } else {
                    out.swap_remove(i);
                }
            }
            out[start..].sort_by_key(|mv| self.order(*mv));
            return;
        }
        if out.len() > start {
            return;
        }
        if self.v.removal {
            // §24: an enemy piece beside one of the mover's, then a step
            // into its square.
            for r in 0..cells {
                if s.board[r] != 2 - me {
                    continue;
                }
                for f in self.neighbours(r) {
                    if s.board[f] == me + 1 {
                        out.push(SeegaMove::Free {
                            taken: r as u8,
                            from: f as u8,
                        });
                    }
                }
            }
        } else {
            out.push(SeegaMove::Pass);
        }
    }

    /// A sort key keeping the listing in board order.
    fn order(&self, mv: SeegaMove) -> (u8, u8) {
        match mv {
            SeegaMove::Step { from, to } => (from, to),
            SeegaMove::Place(a, b) => (a, b),
            SeegaMove::Free { taken, from } => (taken, from),
            SeegaMove::Pass => (u8::MAX, u8::MAX),
        }
    }

    /// The legal moves as a vector.
    pub(super) fn legal_vec(&self, s: &SeegaState) -> Vec<SeegaMove> {
        let mut out = Vec::new();
        self.legal(s, &mut out);
        out
    }

    /// Plays `mv`, a legal move of `s`.
    pub(super) fn apply(&self, s: &mut SeegaState, mv: SeegaMove) {
        let me = s.to_move;
        let mut taken = Vec::new();
        match mv {
            SeegaMove::Place(a, b) => {
                s.board[usize::from(a)] = me + 1;
                s.board[usize::from(b)] = me + 1;
                s.hand[usize::from(me)] = s.hand[usize::from(me)].saturating_sub(2);
                // Rule 2: whoever placed the last pair moves first.
                if s.placing() {
                    s.to_move = 1 - me;
                }
            }
            SeegaMove::Step { .. } | SeegaMove::Free { .. } | SeegaMove::Pass => {
                s.board = self.after(&s.board, me, mv, &mut taken);
                s.quiet = if taken.is_empty() {
                    s.quiet.saturating_add(1)
                } else {
                    0
                };
                s.opening = mv == SeegaMove::Pass;
                s.to_move = 1 - me;
            }
        }
        s.last = Some(Last { mv, seat: me, taken });
    }
}
