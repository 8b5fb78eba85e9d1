//! The moves listed, a move applied, elimination and the end.

use super::pieces::letter;
use super::state::{Laid, PState, Phase};
use super::{Engine, PMove};
use crate::{Message, Outcome, Seat, Status};

impl Engine {
    /// The placements `seat` may make in `s`, appended to `out`; with
    /// `one`, stopping at the first.
    pub fn placements(&self, s: &PState, seat: u8, out: &mut Vec<PMove>, one: bool) {
        let g = &self.geo;
        let empty = g.active.minus(&s.covered);
        let hand = s.hand[usize::from(seat)];
        for piece in 0..12 {
            if hand >> piece & 1 == 0 {
                continue;
            }
            for &p in &g.by_piece[piece] {
                let placement = &g.placements[usize::from(p)];
                if placement.mask.meets(&s.covered) || !g.keeps_space(&empty, &placement.cells) {
                    continue;
                }
                out.push(PMove::Place(p));
                if one {
                    return;
                }
            }
        }
    }

    /// Whether `seat` can place a piece in `s`.
    pub fn can_place(&self, s: &PState, seat: u8) -> bool {
        let mut one = Vec::with_capacity(1);
        self.placements(s, seat, &mut one, true);
        !one.is_empty()
    }

    pub(super) fn legal(&self, s: &PState, out: &mut Vec<PMove>) {
        match s.phase {
            Phase::Play => self.placements(s, s.to_move, out, false),
            Phase::Bonus => {
                self.placements(s, s.to_move, out, false);
                out.push(PMove::Stop);
            }
            Phase::Over => {}
        }
    }

    pub(super) fn apply(&self, s: &mut PState, mv: PMove) {
        let mover = s.to_move;
        let PMove::Place(p) = mv else {
            s.phase = Phase::Over;
            return;
        };
        let placement = &self.geo.placements[usize::from(p)];
        s.covered = s.covered.union(&placement.mask);
        s.hand[usize::from(mover)] &= !(1 << placement.piece);
        s.laid.push(Laid {
            placement: p,
            seat: mover,
        });
        s.fresh_out = 0;
        if s.phase == Phase::Bonus {
            s.bonus += 1;
            if !self.can_place(s, mover) {
                s.phase = Phase::Over;
            }
            return;
        }
        // The next seat still in that can place moves; a seat that cannot
        // is out. When only the mover is left, it has won.
        let mut next = mover;
        loop {
            next = (next + 1) % self.seats;
            if next == mover {
                s.phase = if self.bonus && self.can_place(s, mover) {
                    Phase::Bonus
                } else {
                    Phase::Over
                };
                return;
            }
            if s.is_out(next) {
                continue;
            }
            if self.can_place(s, next) {
                s.to_move = next;
                return;
            }
            s.out.push(next);
            s.fresh_out += 1;
        }
    }

    /// How the game ended, once it has.
    pub fn outcome(&self, s: &PState) -> Option<Outcome> {
        if s.phase != Phase::Over {
            return None;
        }
        let winner = s.to_move;
        let points = 1 + i32::from(s.bonus);
        let last_out = s.out.last().copied().unwrap_or(1 - winner.min(1));
        let reason = if self.bonus {
            Message::new("pankai-end")
                .seat("loser", Seat(last_out))
                .count("bonus", s.bonus)
                .count("points", points)
        } else {
            Message::new("pankai-end-plain").seat("loser", Seat(last_out))
        };
        let scores = (0..self.seats)
            .map(|seat| if seat == winner { points } else { 0 })
            .collect();
        let mut outcome = Outcome::win(Seat(winner), reason).with_scores(scores);
        if self.seats > 2 {
            // The later a seat went out, the better its place.
            let mut ranks = vec![1u8; usize::from(self.seats)];
            for (i, &seat) in s.out.iter().enumerate() {
                ranks[usize::from(seat)] = (1 + s.out.len() - i) as u8;
            }
            outcome.ranks = Some(ranks);
        }
        Some(outcome)
    }

    pub(super) fn status(&self, s: &PState) -> Status {
        match self.outcome(s) {
            Some(outcome) => Status::Over(outcome),
            None => Status::ToMove(Seat(s.to_move)),
        }
    }

    /// The letters of the pieces `seat` still holds.
    pub fn hand_letters(&self, s: &PState, seat: u8) -> Vec<char> {
        (0..12u8)
            .filter(|&p| s.hand[usize::from(seat)] >> p & 1 == 1)
            .map(letter)
            .collect()
    }
}
