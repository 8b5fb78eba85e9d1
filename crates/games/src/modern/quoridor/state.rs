//! A position and how a move changes it: pawns and walls, the walls moved
//! and marked, the coin, die or marker, the winner, and the positions seen
//! (the repetition rule).

use super::board::{DIRS, Geo, on};
use super::{A, DIE_TOP, Engine, PLY_CAP, QMove, Relocation, wall_id, wall_of};
use crate::{Message, Outcome, Seat};

/// The last move, as the picture and the reply tell it.
#[derive(Clone, Copy, Debug)]
pub(super) struct Last {
    pub(super) mv: QMove,
    pub(super) seat: u8,
    /// Where the moved pawn stood (steps and leaps).
    pub(super) from: u8,
}

/// A Quoridor position with what the repetition rule needs of its past.
#[derive(Clone, Debug)]
pub struct QState {
    /// Each pawn's square (one per seat, or two per seat with `pairs`).
    pub(super) pawns: [u8; 4],
    /// Walls each seat has left.
    pub(super) left: [u8; 4],
    /// Horizontal and vertical walls, one bit per anchor.
    pub(super) h: u64,
    pub(super) v: u64,
    /// The walls seat 1 placed (the movable wall: whose wall is whose).
    h1: u64,
    v1: u64,
    /// Walls moved once (coin, die), marked.
    mh: u64,
    mv: u64,
    /// The seats that have moved their one wall (a bit per seat).
    pub(super) used: u8,
    /// The coin, die or marker: 0 between the players, else 1 + its holder.
    pub(super) holder: u8,
    /// The die's face.
    pub(super) face: u8,
    /// Walls moved so far in the die turn under way (0: none under way).
    pub(super) done: u8,
    pub(super) to_move: u8,
    pub(super) ply: u32,
    /// The seat whose pawn reached its goal (or whose pawns met).
    pub(super) winner: Option<u8>,
    /// The position came up a third time.
    repeated: bool,
    /// Keys of the positions since the last wall placed or moved (that
    /// makes every earlier position unreachable), this one included.
    pub(super) seen: Vec<u64>,
    pub(super) last: Option<Last>,
}

impl QState {
    pub(super) fn has_wall(&self, id: u8) -> bool {
        let (a, vertical) = wall_of(id);
        on(if vertical { self.v } else { self.h }, a)
    }

    pub(super) fn marked(&self, id: u8) -> bool {
        let (a, vertical) = wall_of(id);
        on(if vertical { self.mv } else { self.mh }, a)
    }

    /// The seat that placed wall `id` (two-seat games).
    pub(super) fn placer(&self, id: u8) -> u8 {
        let (a, vertical) = wall_of(id);
        u8::from(on(if vertical { self.v1 } else { self.h1 }, a))
    }

    pub(super) fn flip(&mut self, id: u8, present: bool, by1: bool, mark: bool) {
        let (a, vertical) = wall_of(id);
        let b = 1u64 << a;
        let (w, w1, m) = if vertical {
            (&mut self.v, &mut self.v1, &mut self.mv)
        } else {
            (&mut self.h, &mut self.h1, &mut self.mh)
        };
        for (set, on) in [(w, present), (w1, present && by1), (m, present && mark)] {
            if on {
                *set |= b;
            } else {
                *set &= !b;
            }
        }
    }

    /// The walls with `id` lifted.
    pub(super) fn without(&self, id: u8) -> (u64, u64) {
        let (a, vertical) = wall_of(id);
        if vertical {
            (self.h, self.v & !(1 << a))
        } else {
            (self.h & !(1 << a), self.v)
        }
    }

    /// The walls on the board, as ids in board order.
    pub(super) fn wall_ids(&self) -> impl Iterator<Item = u8> + '_ {
        (0..(A * A * 2) as u8).filter(|&id| self.has_wall(id))
    }
}

impl Engine {
    pub(super) fn key(&self, state: &QState) -> u64 {
        let mut k = u64::from(state.to_move);
        for p in 0..self.pawn_count {
            k = k * 128 + u64::from(state.pawns[p]);
        }
        ((k * 8 + u64::from(state.holder)) * 8 + u64::from(state.face)) * 8 + u64::from(state.done)
    }

    pub(super) fn initial(&self) -> QState {
        let mut state = QState {
            pawns: self.starts,
            left: [self.walls; 4],
            h: 0,
            v: 0,
            h1: 0,
            v1: 0,
            mh: 0,
            mv: 0,
            used: 0,
            holder: 0,
            face: 1,
            done: 0,
            to_move: 0,
            ply: 0,
            winner: None,
            repeated: false,
            seen: Vec::new(),
            last: None,
        };
        for s in self.seats..4 {
            state.left[s] = 0;
        }
        state.seen.push(self.key(&state));
        state
    }

    pub(super) fn outcome(&self, state: &QState) -> Option<Outcome> {
        if let Some(w) = state.winner {
            let reason = if self.v.pairs {
                Message::new("quoridor-pawns-met")
            } else {
                Message::new("quoridor-reached-goal")
            };
            return Some(Outcome::win(Seat(w), reason.seat("seat", Seat(w))));
        }
        if state.repeated {
            return Some(Outcome::draw(Message::new("quoridor-repetition")));
        }
        if state.ply >= PLY_CAP {
            return Some(Outcome::draw(
                Message::new("quoridor-ply-cap").count("plies", PLY_CAP),
            ));
        }
        None
    }

    /// Whether seat `s` has won: a pawn on its goal side, or its two pawns
    /// side by side with no wall between.
    pub(super) fn home(&self, state: &QState, s: usize) -> bool {
        match self.goal(s) {
            Some(goal) => goal.reached(usize::from(state.pawns[s])),
            None => {
                let (a, b) = (
                    usize::from(state.pawns[2 * s]),
                    usize::from(state.pawns[2 * s + 1]),
                );
                let geo = Geo::new(state.h, state.v);
                DIRS.iter().any(|&d| geo.open[a] & d != 0 && Geo::step(a, d) == b)
            }
        }
    }

    /// Ends a die turn: the die turned up by one, to the opponent.
    fn hand_die(&self, state: &mut QState, seat: usize) {
        state.face = (state.face + 1).min(DIE_TOP);
        state.holder = (1 - seat) as u8 + 1;
        state.done = 0;
    }

    pub(super) fn apply(&self, state: &mut QState, mv: QMove) {
        let seat = usize::from(state.to_move);
        let mut from = 0;
        let mut turn_over = true;
        match mv {
            QMove::Step { pawn, to } => {
                let p = usize::from(pawn);
                from = state.pawns[p];
                state.pawns[p] = to;
                if self.home(state, seat) {
                    state.winner = Some(seat as u8);
                }
            }
            QMove::Leap(to) => {
                from = state.pawns[seat];
                state.pawns[seat] = to;
                state.holder = (1 - seat) as u8 + 1;
                if self.home(state, seat) {
                    state.winner = Some(seat as u8);
                }
            }
            QMove::Wall { anchor, vertical } => {
                state.flip(wall_id(usize::from(anchor), vertical), true, seat == 1, false);
                state.left[seat] = state.left[seat].saturating_sub(1);
                state.seen.clear();
            }
            QMove::Shift { from: w, to } => {
                let by1 = state.placer(w) == 1;
                state.flip(w, false, false, false);
                let mark = matches!(self.v.relocation, Relocation::Coin | Relocation::Die);
                state.flip(to, true, by1, mark);
                match self.v.relocation {
                    Relocation::OwnOnce => state.used |= 1 << seat,
                    Relocation::Coin => state.holder = (1 - seat) as u8 + 1,
                    Relocation::Die => {
                        state.holder = seat as u8 + 1;
                        state.done += 1;
                        if state.done >= state.face {
                            self.hand_die(state, seat);
                        } else {
                            turn_over = false;
                        }
                    }
                    Relocation::Never => {}
                }
                state.seen.clear();
            }
            QMove::End => self.hand_die(state, seat),
            QMove::Pass => {}
        }
        state.last = Some(Last {
            mv,
            seat: seat as u8,
            from,
        });
        if turn_over {
            state.to_move = ((seat + 1) % self.seats) as u8;
        }
        state.ply += 1;
        let key = self.key(state);
        let before = state.seen.iter().filter(|&&k| k == key).count();
        state.seen.push(key);
        if before >= 2 {
            state.repeated = true;
        }
    }
}

/// Read access for the bot's knowledge.
impl QState {
    /// The seat to move.
    pub fn to_move(&self) -> Seat {
        Seat(self.to_move)
    }

    /// The square of pawn `p` (the seat's index, or with two pawns each
    /// `2 × seat` and `2 × seat + 1`).
    pub fn pawn(&self, p: usize) -> usize {
        usize::from(self.pawns[p])
    }

    /// The walls `seat` has left.
    pub fn walls_left(&self, seat: Seat) -> u8 {
        self.left[seat.index()]
    }
}
