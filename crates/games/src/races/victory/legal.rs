//! The turn: three dice, the choice of one or two more, the crosses
//! counted, the car's move along the lines, the laps and the end.

use super::circuit::{self, Circuit, Colour, POINTS};
use super::state::{Car, FIRST_DICE, Faces, LOSE_TURN, Last, LastKind, MAX_SEATS, OUT, Phase, VState};
use super::{Path, VMove};
use crate::{Message, Outcome, Seat, Status};

/// The rules a table plays by.
#[derive(Clone, Debug)]
pub struct Engine {
    pub seats: u8,
    /// Finish crossings that win.
    pub laps: u8,
    /// Each die's faces: red, blue, crosses (six in all).
    pub die: Faces,
    pub circuit: Circuit,
    /// The ply cap.
    pub cap: u32,
}

/// The grid: cars 1–3 on the first row (station 1, outer lane first, the
/// right-hand side going forwards), cars 4–6 on the second (station 0).
pub fn grid_point(seat: u8) -> u8 {
    if seat < 3 {
        circuit::point(1, seat)
    } else {
        circuit::point(0, seat - 3)
    }
}

impl Engine {
    pub fn initial(&self) -> VState {
        let mut cars = [Car {
            at: 0,
            laps: 0,
            out: 0,
        }; MAX_SEATS];
        for s in 0..self.seats {
            cars[usize::from(s)].at = grid_point(s);
        }
        VState {
            cars,
            turn: 0,
            phase: Phase::First,
            faces: Faces::default(),
            gone: 0,
            ply: 0,
            last: None,
        }
    }

    /// The seats whose cars are still racing.
    pub fn racing(&self, state: &VState) -> impl Iterator<Item = u8> + '_ {
        let cars = state.cars;
        (0..self.seats).filter(move |&s| cars[usize::from(s)].out == 0)
    }

    /// The seat that crossed the finish for the last time, if any.
    pub fn finisher(&self, state: &VState) -> Option<u8> {
        (0..self.seats).find(|&s| state.cars[usize::from(s)].laps >= self.laps)
    }

    pub fn outcome(&self, state: &VState) -> Option<Outcome> {
        let reason = if self.finisher(state).is_some() {
            Message::new("victory-end-finish").count("laps", self.laps)
        } else if self.racing(state).count() <= 1 {
            Message::new("victory-end-last")
        } else if state.ply >= self.cap {
            Message::new("victory-end-cap").count("plies", self.cap)
        } else {
            return None;
        };
        let key = |s: usize| -> (u8, i32) {
            let car = state.cars[s];
            if car.laps >= self.laps {
                (2, 0)
            } else if car.out == 0 {
                (1, car.progress())
            } else {
                (0, i32::from(car.out))
            }
        };
        let n = usize::from(self.seats);
        let ranks: Vec<u8> = (0..n)
            .map(|a| 1 + (0..n).filter(|&b| key(b) > key(a)).count() as u8)
            .collect();
        let scores: Vec<i32> = (0..n).map(|s| state.cars[s].progress()).collect();
        let first: Vec<usize> = (0..n).filter(|&s| ranks[s] == 1).collect();
        let mut outcome = if first.len() == 1 {
            Outcome::win(Seat(first[0] as u8), reason)
        } else {
            Outcome::draw(reason)
        };
        outcome.ranks = Some(ranks);
        Some(outcome.with_scores(scores))
    }

    pub fn status(&self, state: &VState) -> Status {
        if let Some(outcome) = self.outcome(state) {
            return Status::Over(outcome);
        }
        match state.phase {
            Phase::First | Phase::Second(_) => Status::Chance,
            Phase::Choose | Phase::Move => Status::ToMove(Seat(state.turn)),
        }
    }

    /// Whether a car other than the mover's stands on point `p`.
    fn blocked(&self, state: &VState, p: u8) -> bool {
        (0..self.seats).any(|s| {
            let car = state.cars[usize::from(s)];
            s != state.turn && car.out == 0 && car.at == p
        })
    }

    /// Every point the car can end on with the faces thrown, each with
    /// the path of fewest steps (red tried before blue, near before far),
    /// nearest destination first.
    pub fn paths(&self, state: &VState) -> Vec<Path> {
        let start = state.cars[usize::from(state.turn)].at;
        let (red, blue) = (state.faces.red, state.faces.blue);
        let node = |p: u8, r: u8, b: u8| (usize::from(p) * 6 + usize::from(r)) * 6 + usize::from(b);
        let mut seen = vec![false; POINTS * 36];
        let mut found = [false; POINTS];
        found[usize::from(start)] = true;
        seen[node(start, 0, 0)] = true;
        let mut layer: Vec<(u8, u8, u8, Path)> = vec![(start, 0, 0, Path::default())];
        let mut out = Vec::new();
        while !layer.is_empty() {
            let mut next = Vec::new();
            for (p, r, b, path) in layer {
                for colour in [Colour::Red, Colour::Blue] {
                    let (used, have) = match colour {
                        Colour::Red => (r, red),
                        Colour::Blue => (b, blue),
                    };
                    if used >= have {
                        continue;
                    }
                    for run in self.circuit.runs(p, colour) {
                        for &q in run {
                            if self.blocked(state, q) {
                                break;
                            }
                            let (r2, b2) = match colour {
                                Colour::Red => (r + 1, b),
                                Colour::Blue => (r, b + 1),
                            };
                            if seen[node(q, r2, b2)] {
                                continue;
                            }
                            seen[node(q, r2, b2)] = true;
                            let mut longer = path;
                            longer.push(colour, q);
                            if !found[usize::from(q)] {
                                found[usize::from(q)] = true;
                                out.push(longer);
                            }
                            next.push((q, r2, b2, longer));
                        }
                    }
                }
            }
            layer = next;
        }
        out.sort_by_key(|p| (circuit::ahead(start, p.to()), circuit::lane(p.to())));
        out
    }

    pub fn legal(&self, state: &VState, out: &mut Vec<VMove>) {
        if !matches!(self.status(state), Status::ToMove(_)) {
            return;
        }
        match state.phase {
            Phase::Choose => out.extend([VMove::More(1), VMove::More(2)]),
            Phase::Move => {
                out.push(VMove::Stay);
                out.extend(self.paths(state).into_iter().map(VMove::Go));
            }
            Phase::First | Phase::Second(_) => {}
        }
    }

    pub fn chance(&self, state: &VState, out: &mut Vec<(VMove, u32)>) {
        if self.status(state) != Status::Chance {
            return;
        }
        let n = match state.phase {
            Phase::First => FIRST_DICE,
            Phase::Second(n) => n,
            _ => return,
        };
        let fact = |k: u8| (1..=u32::from(k)).product::<u32>();
        for red in 0..=n {
            for blue in 0..=n - red {
                let cross = n - red - blue;
                let ways = fact(n) / (fact(red) * fact(blue) * fact(cross));
                let weight = ways
                    * u32::from(self.die.red).pow(u32::from(red))
                    * u32::from(self.die.blue).pow(u32::from(blue))
                    * u32::from(self.die.cross).pow(u32::from(cross));
                if weight > 0 {
                    out.push((VMove::Throw(Faces { red, blue, cross }), weight));
                }
            }
        }
    }

    pub fn apply(&self, state: &mut VState, mv: &VMove) {
        state.ply += 1;
        let seat = state.turn;
        match *mv {
            VMove::Throw(f) => {
                state.faces = state.faces.plus(f);
                match state.phase {
                    Phase::First => state.phase = Phase::Choose,
                    _ if state.faces.cross >= OUT => {
                        state.gone += 1;
                        state.cars[usize::from(seat)].out = state.gone;
                        self.end_turn(state, LastKind::Out, vec![state.cars[usize::from(seat)].at]);
                    }
                    _ if state.faces.cross >= LOSE_TURN => {
                        self.end_turn(state, LastKind::LostTurn, vec![state.cars[usize::from(seat)].at]);
                    }
                    _ => state.phase = Phase::Move,
                }
            }
            VMove::More(n) => state.phase = Phase::Second(n),
            VMove::Stay => {
                self.end_turn(state, LastKind::Stayed, vec![state.cars[usize::from(seat)].at]);
            }
            VMove::Go(path) => {
                let car = &mut state.cars[usize::from(seat)];
                let mut points = vec![car.at];
                for &(_, q) in path.steps() {
                    if circuit::crosses(car.at, q) {
                        car.laps += 1;
                    }
                    car.at = q;
                    points.push(q);
                }
                self.end_turn(state, LastKind::Moved, points);
            }
        }
    }

    /// The turn passes to the next car still racing.
    fn end_turn(&self, state: &mut VState, kind: LastKind, path: Vec<u8>) {
        state.last = Some(Last {
            seat: state.turn,
            faces: state.faces,
            path,
            kind,
        });
        state.faces = Faces::default();
        state.phase = Phase::First;
        for k in 1..=self.seats {
            let s = (state.turn + k) % self.seats;
            if state.cars[usize::from(s)].out == 0 {
                state.turn = s;
                break;
            }
        }
    }
}
