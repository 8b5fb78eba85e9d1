//! The turn: the set-up (the first map, then each Robin's path), the
//! throw, the Robin's move along its path or onto the next map, the six's
//! map actions and its second throw, and the end.

use super::RMove;
use super::maps::{Laid, MAPS, PATHS};
use super::state::{Did, Last, MAX_SEATS, Place, RState};
use crate::{Message, Outcome, Seat, Status};

/// The face that gives a map action and another throw.
pub const SIX: u8 = 6;

/// The rules a table plays by.
#[derive(Clone, Debug)]
pub struct Engine {
    pub seats: u8,
    /// The ply cap.
    pub cap: u32,
}

impl Engine {
    /// The starting position: no map down, no Robin placed, the first seat
    /// to lay the first map.
    pub fn initial(&self) -> RState {
        RState {
            route: [Laid { map: 0, side: 0 }; MAPS as usize],
            laid: 0,
            robins: [Place::Unplaced; MAX_SEATS],
            turn: 0,
            die: None,
            ply: 0,
            last: None,
        }
    }

    /// The seats in play.
    fn seat_range(&self) -> std::ops::Range<usize> {
        0..usize::from(self.seats)
    }

    /// The first seat whose Robin still waits to be placed.
    pub fn unplaced(&self, state: &RState) -> Option<u8> {
        self.seat_range()
            .find(|&s| state.robins[s] == Place::Unplaced)
            .map(|s| s as u8)
    }

    /// How far a Robin has come, to rank those still in the forest: the
    /// route slot, then the spaces left on its path (fewer is further).
    pub fn progress(&self, state: &RState, seat: usize) -> u32 {
        match state.robins[seat] {
            Place::Unplaced => 0,
            Place::Out => 1000,
            Place::On { slot, path, step } => {
                let left = state.route[usize::from(slot)].path(path).len - step;
                u32::from(slot) * 16 + 15 - u32::from(left)
            }
        }
    }

    /// The map each Robin has reached (1 the first), past the route's
    /// last one when out: the seats' scores.
    pub fn reached(&self, state: &RState, seat: usize) -> i32 {
        match state.robins[seat] {
            Place::Unplaced => 0,
            Place::Out => i32::from(state.laid) + 1,
            Place::On { slot, .. } => i32::from(slot) + 1,
        }
    }

    pub fn outcome(&self, state: &RState) -> Option<Outcome> {
        let out = self.seat_range().find(|&s| state.robins[s] == Place::Out);
        let reason = match out {
            Some(s) => Message::new("robinhood-end-out").seat("seat", Seat(s as u8)),
            None if state.ply >= self.cap => Message::new("robinhood-end-cap").count("plies", self.cap),
            None => return None,
        };
        let keys: Vec<u32> = self.seat_range().map(|s| self.progress(state, s)).collect();
        let ranks: Vec<u8> = keys
            .iter()
            .map(|a| 1 + keys.iter().filter(|b| *b > a).count() as u8)
            .collect();
        let first: Vec<usize> = (0..ranks.len()).filter(|&s| ranks[s] == 1).collect();
        let mut outcome = if first.len() == 1 {
            Outcome::win(Seat(first[0] as u8), reason)
        } else {
            Outcome::draw(reason)
        };
        outcome.ranks = Some(ranks);
        Some(outcome.with_scores(self.seat_range().map(|s| self.reached(state, s)).collect()))
    }

    pub fn status(&self, state: &RState) -> Status {
        if let Some(outcome) = self.outcome(state) {
            Status::Over(outcome)
        } else if state.laid == 0 {
            Status::ToMove(Seat(0))
        } else if let Some(seat) = self.unplaced(state) {
            Status::ToMove(Seat(seat))
        } else if state.die.is_none() {
            Status::Chance
        } else {
            Status::ToMove(Seat(state.turn))
        }
    }

    /// The ways `seat`'s Robin may use a throw: along its path (`go`), onto
    /// a path of the next map that starts at its gate, or `wait` at the end
    /// of the route.
    pub fn walks(&self, state: &RState, seat: usize, out: &mut Vec<RMove>) {
        let Place::On { slot, path, step } = state.robins[seat] else {
            return;
        };
        let here = state.route[usize::from(slot)].path(path);
        if step < here.len {
            out.push(RMove::Go);
        } else if slot + 1 < state.laid {
            let next = state.route[usize::from(slot) + 1];
            out.extend(
                (0..PATHS)
                    .filter(|&k| next.path(k).from == here.to)
                    .map(RMove::Path),
            );
        } else {
            out.push(RMove::Wait);
        }
    }

    /// The slots the Robins stand on: the nearest and the furthest.
    fn slots(&self, state: &RState) -> (u8, u8) {
        let slots = self.seat_range().filter_map(|s| match state.robins[s] {
            Place::On { slot, .. } => Some(slot),
            _ => None,
        });
        slots.fold((u8::MAX, 0), |(lo, hi), s| (lo.min(s), hi.max(s)))
    }

    /// The six's map actions: lay a map from the box at the end of the
    /// route (either side up), turn over a map no Robin has reached, or
    /// carry a map every Robin has left behind to the end of the route.
    pub fn actions(&self, state: &RState, out: &mut Vec<RMove>) {
        for m in state.boxed() {
            out.extend((0..2).map(|side| RMove::Place(m, side)));
        }
        let (nearest, furthest) = self.slots(state);
        for (slot, laid) in state.route().iter().enumerate() {
            let slot = slot as u8;
            if slot > furthest {
                out.push(RMove::Flip(laid.map));
            }
        }
        for (slot, laid) in state.route().iter().enumerate() {
            if (slot as u8) < nearest {
                out.push(RMove::Advance(laid.map));
            }
        }
    }

    pub fn legal(&self, state: &RState, out: &mut Vec<RMove>) {
        let Status::ToMove(seat) = self.status(state) else {
            return;
        };
        if state.laid == 0 {
            out.extend((0..MAPS).flat_map(|m| (0..2).map(move |s| RMove::Place(m, s))));
        } else if state.robins[usize::from(seat.0)] == Place::Unplaced {
            out.extend((0..PATHS).map(RMove::Path));
        } else {
            self.walks(state, usize::from(seat.0), out);
            if state.die == Some(SIX) {
                self.actions(state, out);
            }
        }
    }

    pub fn chance(&self, state: &RState, out: &mut Vec<(RMove, u32)>) {
        if self.status(state) == Status::Chance {
            out.extend((1..=SIX).map(|d| (RMove::Die(d), 1)));
        }
    }

    pub fn apply(&self, state: &mut RState, mv: RMove) {
        state.ply += 1;
        if let RMove::Die(d) = mv {
            state.die = Some(d);
            return;
        }
        let die = state.die;
        let seat = match self.unplaced(state) {
            Some(s) if state.laid > 0 => s,
            _ => state.turn,
        };
        let s = usize::from(seat);
        let what = match mv {
            RMove::Die(_) => unreachable!("handled above"),
            RMove::Place(map, side) => {
                let laid = Laid { map, side };
                state.route[usize::from(state.laid)] = laid;
                state.laid += 1;
                Did::Placed(laid)
            }
            RMove::Path(k) if state.robins[s] == Place::Unplaced => {
                state.robins[s] = Place::On {
                    slot: 0,
                    path: k,
                    step: 0,
                };
                Did::Chose(k)
            }
            RMove::Path(k) => {
                let from = state.robins[s];
                if let Place::On { slot, .. } = from {
                    let next = slot + 1;
                    let len = state.route[usize::from(next)].path(k).len;
                    state.robins[s] = Place::On {
                        slot: next,
                        path: k,
                        step: die.unwrap_or(0).min(len),
                    };
                }
                self.leave(state, s);
                Did::Moved {
                    from,
                    to: state.robins[s],
                }
            }
            RMove::Go => {
                let from = state.robins[s];
                if let Place::On { slot, path, step } = from {
                    let len = state.route[usize::from(slot)].path(path).len;
                    state.robins[s] = Place::On {
                        slot,
                        path,
                        step: (step + die.unwrap_or(0)).min(len),
                    };
                }
                self.leave(state, s);
                Did::Moved {
                    from,
                    to: state.robins[s],
                }
            }
            RMove::Wait => Did::Waited,
            RMove::Flip(map) => {
                let slot = usize::from(state.slot_of(map).unwrap_or(0));
                state.route[slot].side ^= 1;
                Did::Flipped(state.route[slot])
            }
            RMove::Advance(map) => {
                let slot = usize::from(state.slot_of(map).unwrap_or(0));
                let laid = usize::from(state.laid);
                let moved = state.route[slot];
                state.route.copy_within(slot + 1..laid, slot);
                state.route[laid - 1] = moved;
                for robin in &mut state.robins[..usize::from(self.seats)] {
                    if let Place::On { slot: at, .. } = robin
                        && usize::from(*at) > slot
                    {
                        *at -= 1;
                    }
                }
                Did::Advanced(moved)
            }
        };
        state.last = Some(Last { seat, die, what });
        if let Some(d) = die {
            state.die = None;
            if d != SIX {
                state.turn = (state.turn + 1) % self.seats;
            }
        }
    }

    /// A Robin at the end of its path on the last map, once all four maps
    /// are down, leaves the forest.
    fn leave(&self, state: &mut RState, s: usize) {
        if let Place::On { slot, path, step } = state.robins[s]
            && state.laid == MAPS
            && slot + 1 == state.laid
            && step == state.route[usize::from(slot)].path(path).len
        {
            state.robins[s] = Place::Out;
        }
    }
}
