//! The moves listed, a move applied, and the end.

use super::board::{CELLS, FULL, OF_SHAPE, PLACEMENTS, Shape};
use super::state::{HState, Last, Phase};
use super::variant::REDS;
use super::{Engine, HMove};
use crate::{Message, Outcome, Seat, Status};

impl Engine {
    pub(super) fn initial(&self) -> HState {
        HState {
            reds: 0,
            covered: 0,
            laid: Vec::new(),
            phase: if self.solo { Phase::Play } else { Phase::Reds },
            first: Shape::I,
            left: [self.pieces; 2],
            last: None,
        }
    }

    /// The seat to lay the next tromino.
    pub(super) fn turn(&self, s: &HState) -> u8 {
        if self.solo { 0 } else { (s.laid.len() % 2) as u8 }
    }

    /// The shapes `seat` may lay now (with pieces left or not).
    pub fn shapes_of(&self, s: &HState, seat: u8) -> &'static [Shape] {
        if self.solo {
            &Shape::ALL
        } else {
            let mine = if seat == 0 { s.first } else { s.first.other() };
            match mine {
                Shape::I => &Shape::ALL[..1],
                Shape::L => &Shape::ALL[1..],
            }
        }
    }

    /// The cells no tromino may cover now.
    pub fn blocked(&self, s: &HState) -> u64 {
        s.covered | s.reds | if self.guard { self.kept } else { 0 }
    }

    /// The placements the mover may make, appended to `out` (each of
    /// `shapes` with a piece left), stopping at the first if `one`.
    fn placements(&self, s: &HState, out: &mut Vec<HMove>, one: bool) {
        let blocked = self.blocked(s);
        for &shape in self.shapes_of(s, self.turn(s)) {
            if s.left[shape.index()] == 0 {
                continue;
            }
            for &p in &OF_SHAPE[shape.index()] {
                if PLACEMENTS[usize::from(p)].mask & blocked == 0 {
                    out.push(HMove::Place(p));
                    if one {
                        return;
                    }
                }
            }
        }
    }

    pub(super) fn legal(&self, s: &HState, out: &mut Vec<HMove>) {
        match s.phase {
            Phase::Reds => out.extend((0..CELLS as u8).filter(|&c| s.reds & 1 << c == 0).map(HMove::Red)),
            Phase::Choose => out.extend([HMove::Choose(Shape::I), HMove::Choose(Shape::L)]),
            // No placement when the game is over: nothing fits, or
            // nothing is left.
            Phase::Play => self.placements(s, out, false),
        }
    }

    /// How the game ended, if it has.
    pub(super) fn end(&self, s: &HState) -> Option<Outcome> {
        if s.phase != Phase::Play {
            return None;
        }
        let mut any = Vec::new();
        self.placements(s, &mut any, true);
        if self.solo {
            if s.left == [0, 0] {
                let bare = FULL & !s.covered;
                return Some(if bare == self.kept {
                    Outcome::win(Seat(0), Message::new("hepta-end-solved"))
                } else {
                    Outcome::solitaire_lost(Message::new("hepta-end-wrong-cells"))
                });
            }
            return any
                .is_empty()
                .then(|| Outcome::solitaire_lost(Message::new("hepta-end-stuck")));
        }
        if !any.is_empty() {
            return None;
        }
        let mover = self.turn(s);
        let shape = self.shapes_of(s, mover)[0];
        let reason = if s.left[shape.index()] == 0 {
            Message::new("hepta-end-no-piece").seat("seat", Seat(mover))
        } else {
            Message::new("hepta-end-no-room").seat("seat", Seat(mover))
        };
        Some(Outcome::win(Seat(1 - mover), reason))
    }

    pub(super) fn status(&self, s: &HState) -> Status {
        match s.phase {
            Phase::Reds => Status::ToMove(Seat(0)),
            Phase::Choose => Status::ToMove(Seat(1)),
            Phase::Play => match self.end(s) {
                Some(outcome) => Status::Over(outcome),
                None => Status::ToMove(Seat(self.turn(s))),
            },
        }
    }

    pub(super) fn apply(&self, s: &mut HState, mv: HMove) {
        match mv {
            HMove::Red(c) => {
                s.reds |= 1 << c;
                if s.reds.count_ones() == REDS {
                    s.phase = Phase::Choose;
                }
                s.last = Some(Last::Red(c));
            }
            HMove::Choose(shape) => {
                s.first = shape.other();
                s.phase = Phase::Play;
                s.last = None;
            }
            HMove::Place(p) => {
                let placement = PLACEMENTS[usize::from(p)];
                s.covered |= placement.mask;
                s.laid.push(p);
                let left = &mut s.left[placement.shape.index()];
                *left = left.saturating_sub(1);
                s.last = Some(Last::Placed(p));
            }
        }
    }
}
