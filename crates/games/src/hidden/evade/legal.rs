//! The moves listed, a move applied, the end, and fresh deals of what a
//! viewer cannot know (the resample).

use super::EMove;
use super::state::{
    Cell, EState, End, FUGITIVES, GRID, Last, QUIET_CAP, SQUARES, goal_rank, home_rank, rank_of,
};
use crate::grid::KING;
use crate::playout::SplitMix64;
use crate::{Message, Outcome, Seat};

/// Evade's rules: with or without peeking.
#[derive(Clone, Copy, Debug)]
pub struct Engine {
    pub peeking: bool,
}

/// Whether `seat` may step from `from` to `to` (one king step apart) as
/// the board stands: onto an empty square, or onto a free enemy piece
/// when freezing is allowed.
fn step_ok(state: &EState, seat: u8, to: usize, freeze: bool) -> bool {
    match state.board[to] {
        Cell::Empty => true,
        Cell::Free(p) => freeze && p.seat != seat,
        Cell::Frozen { .. } => false,
    }
}

/// The steps of `seat`'s free pieces, freezes included when `freeze`.
pub fn steps(state: &EState, seat: u8, freeze: bool, out: &mut Vec<EMove>) {
    for from in 0..SQUARES {
        if !matches!(state.board[from], Cell::Free(p) if p.seat == seat) {
            continue;
        }
        for to in GRID.neighbours(from, &KING) {
            if step_ok(state, seat, to, freeze) {
                out.push(EMove::Step {
                    from: from as u8,
                    to: to as u8,
                });
            }
        }
    }
}

/// Whether `seat` has any step at all.
pub fn can_step(state: &EState, seat: u8) -> bool {
    (0..SQUARES).any(|from| {
        matches!(state.board[from], Cell::Free(p) if p.seat == seat)
            && GRID
                .neighbours(from, &KING)
                .any(|to| step_ok(state, seat, to, true))
    })
}

/// The squares holding a piece of `seat`, free or frozen.
pub fn own_squares(state: &EState, seat: u8) -> impl Iterator<Item = usize> + '_ {
    (0..SQUARES).filter(move |&sq| state.board[sq].of(seat).is_some())
}

impl Engine {
    /// The toss: either seat moves first, even odds.
    pub fn chance(&self, state: &EState, out: &mut Vec<(EMove, u32)>) {
        if state.first.is_none() {
            out.push((EMove::First(0), 1));
            out.push((EMove::First(1), 1));
        }
    }

    pub fn legal(&self, state: &EState, out: &mut Vec<EMove>) {
        if state.end.is_some() || state.first.is_none() {
            return;
        }
        if let Some(seat) = state.chooser() {
            let home = usize::from(home_rank(seat)) * 6;
            for a in 0..6u8 {
                for b in a + 1..6 {
                    out.push(EMove::Choose(home as u8 + a, home as u8 + b));
                }
            }
            return;
        }
        let seat = state.to_move;
        let start = out.len();
        steps(state, seat, state.peeked.is_none(), out);
        if out.len() == start {
            out.push(EMove::Pass);
            return;
        }
        if self.peeking && state.peeked.is_none() {
            out.extend(own_squares(state, seat).map(|sq| EMove::Peek(sq as u8)));
        }
    }

    pub fn apply(&self, state: &mut EState, mv: EMove) {
        match mv {
            EMove::First(seat) => {
                state.first = Some(seat);
                state.to_move = seat;
            }
            EMove::Choose(a, b) => {
                let Some(seat) = state.chooser() else { return };
                for sq in [a, b] {
                    if let Cell::Free(p) = &mut state.board[usize::from(sq)] {
                        p.fugitive = true;
                    }
                }
                state.chosen[usize::from(seat)] = true;
            }
            EMove::Peek(sq) => state.peeked = Some(sq),
            EMove::Pass => {
                let seat = state.to_move;
                state.last = Some(Last::Pass(seat));
                self.end_turn(state, false);
            }
            EMove::Step { from, to } => {
                let seat = state.to_move;
                let Cell::Free(mut piece) = state.board[usize::from(from)] else {
                    return;
                };
                state.board[usize::from(from)] = Cell::Empty;
                let froze = match state.board[usize::from(to)] {
                    Cell::Free(enemy) => {
                        if piece.fugitive {
                            state.end = Some(End::FugitiveFroze(seat));
                        } else {
                            piece.known = true;
                        }
                        state.board[usize::from(to)] = Cell::Frozen {
                            bottom: enemy,
                            top: piece,
                        };
                        true
                    }
                    _ => {
                        if rank_of(usize::from(to)) == goal_rank(seat) {
                            if piece.fugitive {
                                state.end = Some(End::Escaped(seat));
                            } else {
                                piece.known = true;
                            }
                        }
                        state.board[usize::from(to)] = Cell::Free(piece);
                        false
                    }
                };
                state.last = Some(Last::Step {
                    seat,
                    from,
                    to,
                    froze,
                });
                self.end_turn(state, froze);
            }
        }
    }

    /// The turn passes; the draws are checked.
    fn end_turn(&self, state: &mut EState, froze: bool) {
        state.peeked = None;
        state.quiet = if froze { 0 } else { state.quiet + 1 };
        state.to_move = 1 - state.to_move;
        if state.end.is_none() {
            state.end = self.draw(state);
        }
    }

    /// A draw as the board stands, after a turn: everything frozen,
    /// nobody able to move, or the quiet turns at the cap.
    pub fn draw(&self, state: &EState) -> Option<End> {
        if state.board.iter().all(|c| !matches!(c, Cell::Free(_))) {
            Some(End::AllFrozen)
        } else if !can_step(state, 0) && !can_step(state, 1) {
            Some(End::Stuck)
        } else if state.quiet >= QUIET_CAP {
            Some(End::Quiet)
        } else {
            None
        }
    }

    pub fn outcome(&self, state: &EState) -> Option<Outcome> {
        Some(match state.end? {
            End::Escaped(s) => Outcome::win(Seat(s), Message::new("evade-escaped").seat("seat", Seat(s))),
            End::FugitiveFroze(s) => Outcome::win(
                Seat(1 - s),
                Message::new("evade-fugitive-froze").seat("seat", Seat(s)),
            ),
            End::AllFrozen => Outcome::draw(Message::new("evade-all-frozen")),
            End::Stuck => Outcome::draw(Message::new("evade-stuck")),
            End::Quiet => Outcome::draw(Message::new("evade-quiet").count("turns", QUIET_CAP)),
        })
    }

    /// A state `viewer` (`None`: the table) cannot tell from `state`: the
    /// Fugitives of every side it does not own dealt anew, two among that
    /// side's pieces not shown to be Guards, uniformly. A side that has
    /// not chosen yet has nothing to deal. Nothing hidden is read: only
    /// where the pieces stand and which are known Guards.
    pub fn resample(&self, state: &EState, viewer: Option<u8>, rng: &mut SplitMix64) -> EState {
        let mut next = state.clone();
        if state.end.is_some() {
            return next;
        }
        for seat in 0..2u8 {
            if viewer == Some(seat) || !state.chosen[usize::from(seat)] {
                continue;
            }
            // Every piece of the side, by square and level (0 bottom).
            let mut open: Vec<(usize, bool)> = Vec::new();
            for sq in 0..SQUARES {
                match &mut next.board[sq] {
                    Cell::Empty => {}
                    Cell::Free(p) if p.seat == seat => {
                        p.fugitive = false;
                        if !p.known {
                            open.push((sq, false));
                        }
                    }
                    Cell::Free(_) => {}
                    Cell::Frozen { bottom, top } => {
                        for (piece, is_top) in [(bottom, false), (top, true)] {
                            if piece.seat == seat {
                                piece.fugitive = false;
                                if !piece.known {
                                    open.push((sq, is_top));
                                }
                            }
                        }
                    }
                }
            }
            for _ in 0..FUGITIVES.min(open.len() as u8) {
                let (sq, is_top) = open.swap_remove(rng.below(open.len()));
                match &mut next.board[sq] {
                    Cell::Free(p) => p.fugitive = true,
                    Cell::Frozen { top, .. } if is_top => top.fugitive = true,
                    Cell::Frozen { bottom, .. } => bottom.fugitive = true,
                    Cell::Empty => {}
                }
            }
        }
        next
    }
}
