//! The legal moves: pawn steps and jumps, steps across a wall with the
//! marker, walls placed and walls moved (who may, which walls, where to),
//! `end` and `pass`; and one move checked without listing them all.

use super::board::{DIRS, EAST, Geo, NORTH, SOUTH, WEST, fitting, neighbour, on, wall_clash};
use super::notation::id_name;
use super::state::QState;
use super::{A, Engine, QMove, Relocation, wall_id, wall_of};
use crate::{Message, Seat};

impl Engine {
    pub(super) fn occupied(&self, state: &QState, c: usize) -> bool {
        state.pawns[..self.pawn_count]
            .iter()
            .any(|&p| usize::from(p) == c)
    }

    /// The squares pawn `p` may go to, in the order north, south, east,
    /// west (jumps in place of the jumped square).
    pub(super) fn pawn_moves(&self, state: &QState, geo: &Geo, p: usize, out: &mut Vec<u8>) {
        let me = usize::from(state.pawns[p]);
        for d in DIRS {
            if geo.open[me] & d == 0 {
                continue;
            }
            let n = Geo::step(me, d);
            if !self.occupied(state, n) {
                push_new(out, n);
                continue;
            }
            // A pawn on n: straight over it, or beside it.
            if geo.open[n] & d != 0 {
                let behind = Geo::step(n, d);
                if !self.occupied(state, behind) {
                    push_new(out, behind);
                    continue;
                }
            }
            let sides = if d == NORTH || d == SOUTH {
                [EAST, WEST]
            } else {
                [NORTH, SOUTH]
            };
            for e in sides {
                if geo.open[n] & e != 0 {
                    let side = Geo::step(n, e);
                    if side != me && !self.occupied(state, side) {
                        push_new(out, side);
                    }
                }
            }
        }
    }

    /// Whether the seat to move may use the coin, die or marker now.
    pub(super) fn entitled(&self, state: &QState) -> bool {
        state.holder == 0 || state.holder == state.to_move + 1
    }

    /// The squares the mover's pawn may reach across a wall with the
    /// marker (none without it).
    fn leaps(&self, state: &QState, geo: &Geo, out: &mut Vec<u8>) {
        if !self.v.wall_jump || !self.entitled(state) || state.done > 0 {
            return;
        }
        let seat = usize::from(state.to_move);
        let me = usize::from(state.pawns[seat]);
        for d in DIRS {
            if let Some(n) = neighbour(me, d)
                && geo.open[me] & d == 0
                && !self.occupied(state, n)
                && self.way_from(geo, seat, n)
            {
                out.push(n as u8);
            }
        }
    }

    /// Why the seat to move may not move a wall now; `None` if it may.
    fn no_shift(&self, state: &QState) -> Option<Message> {
        let s = state.to_move;
        match self.v.relocation {
            Relocation::Never => Some(Message::new("quoridor-not-legal")),
            Relocation::OwnOnce if state.used & (1 << s) != 0 => Some(Message::new("quoridor-moved-already")),
            Relocation::OwnOnce => None,
            Relocation::Coin if !self.entitled(state) => {
                Some(Message::new("quoridor-coin-away").seat("seat", Seat(state.holder - 1)))
            }
            Relocation::Die if !self.entitled(state) => {
                Some(Message::new("quoridor-die-away").seat("seat", Seat(state.holder - 1)))
            }
            Relocation::Coin | Relocation::Die => None,
        }
    }

    /// Why wall `id` may not be lifted by the seat to move (given it may
    /// move a wall); `None` if it may.
    fn no_lift(&self, state: &QState, id: u8) -> Option<Message> {
        if !state.has_wall(id) {
            return Some(Message::new("quoridor-no-such-wall").code("wall", id_name(id)));
        }
        match self.v.relocation {
            Relocation::OwnOnce if !self.any_wall && state.placer(id) != state.to_move => {
                Some(Message::new("quoridor-not-your-wall").code("wall", id_name(id)))
            }
            Relocation::Coin | Relocation::Die if state.marked(id) => {
                Some(Message::new("quoridor-wall-marked").code("wall", id_name(id)))
            }
            _ => None,
        }
    }

    /// The places wall `from` may be moved to (it may be lifted).
    fn shift_targets(&self, state: &QState, from: u8, mut keep: impl FnMut(u8)) {
        let (h, v) = state.without(from);
        let geo = Geo::new(h, v);
        let cuts = self.cuts(state, &geo);
        let (fit_h, fit_v) = fitting(h, v);
        for a in 0..A * A {
            for (vertical, fit) in [(false, fit_h), (true, fit_v)] {
                let to = wall_id(a, vertical);
                if to != from && on(fit, a) && self.shut_off(state, &geo, &cuts, a, vertical).is_none() {
                    keep(to);
                }
            }
        }
    }

    /// Why moving wall `from` to `to` is not legal now; `None` if it is.
    pub(super) fn shift_refusal(&self, state: &QState, from: u8, to: u8) -> Option<Message> {
        if let Some(why) = self.no_shift(state).or_else(|| self.no_lift(state, from)) {
            return Some(why);
        }
        if from == to {
            return Some(Message::new("quoridor-same-place"));
        }
        let (h, v) = state.without(from);
        let (a, vertical) = wall_of(to);
        if let Some(why) = wall_clash(h, v, a, vertical) {
            return Some(why);
        }
        let geo = Geo::new(h, v);
        self.shut_off(state, &geo, &self.cuts(state, &geo), a, vertical)
            .map(|s| {
                Message::new("quoridor-wall-shuts")
                    .code("wall", id_name(to))
                    .seat("seat", Seat(s as u8))
            })
    }

    pub(super) fn legal(&self, state: &QState, out: &mut Vec<QMove>) {
        if self.outcome(state).is_some() {
            return;
        }
        let start = out.len();
        let seat = usize::from(state.to_move);
        if state.done == 0 {
            let geo = Geo::new(state.h, state.v);
            let mut squares = Vec::with_capacity(5);
            for p in self.pawns_of(seat) {
                squares.clear();
                self.pawn_moves(state, &geo, p, &mut squares);
                out.extend(squares.iter().map(|&to| QMove::Step { pawn: p as u8, to }));
            }
            squares.clear();
            self.leaps(state, &geo, &mut squares);
            out.extend(squares.iter().map(|&c| QMove::Leap(c)));
            if state.left[seat] > 0 {
                let cuts = self.cuts(state, &geo);
                let (fit_h, fit_v) = fitting(state.h, state.v);
                for a in 0..A * A {
                    for (vertical, fit) in [(false, fit_h), (true, fit_v)] {
                        if on(fit, a) && self.shut_off(state, &geo, &cuts, a, vertical).is_none() {
                            out.push(QMove::Wall {
                                anchor: a as u8,
                                vertical,
                            });
                        }
                    }
                }
            }
        }
        if self.no_shift(state).is_none() {
            let lifts: Vec<u8> = state
                .wall_ids()
                .filter(|&id| self.no_lift(state, id).is_none())
                .collect();
            for from in lifts {
                self.shift_targets(state, from, |to| out.push(QMove::Shift { from, to }));
            }
        }
        if state.done > 0 {
            out.push(QMove::End);
        } else if out.len() == start {
            out.push(QMove::Pass);
        }
    }

    /// Whether `mv` is legal, checked directly (no listing, but for pass).
    pub(super) fn allows(&self, state: &QState, mv: QMove) -> bool {
        if self.outcome(state).is_some() {
            return false;
        }
        let geo = Geo::new(state.h, state.v);
        let seat = usize::from(state.to_move);
        let mut squares = Vec::new();
        match mv {
            QMove::Step { pawn, to } => {
                let p = usize::from(pawn);
                if state.done > 0 || p >= self.pawn_count || self.owner(p) != seat {
                    return false;
                }
                self.pawn_moves(state, &geo, p, &mut squares);
                squares.contains(&to)
            }
            QMove::Leap(to) => {
                self.leaps(state, &geo, &mut squares);
                squares.contains(&to)
            }
            QMove::Wall { anchor, vertical } => {
                let a = usize::from(anchor);
                state.done == 0
                    && state.left[seat] > 0
                    && wall_clash(state.h, state.v, a, vertical).is_none()
                    && self
                        .shut_off(state, &geo, &self.cuts(state, &geo), a, vertical)
                        .is_none()
            }
            QMove::Shift { from, to } => self.shift_refusal(state, from, to).is_none(),
            QMove::End => state.done > 0,
            QMove::Pass => {
                let mut moves = Vec::new();
                self.legal(state, &mut moves);
                moves == [QMove::Pass]
            }
        }
    }
}

fn push_new(out: &mut Vec<u8>, c: usize) {
    let c = c as u8;
    if !out.contains(&c) {
        out.push(c);
    }
}
