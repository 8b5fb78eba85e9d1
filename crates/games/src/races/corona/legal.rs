//! The rounds: the layout, the throws, the sealed bids, the plan played
//! out, the settlement and the end.

use super::CMove;
use super::solve;
use super::state::{BASES, Base, CAP_ROUNDS, CState, MAX_BID, Phase, SPACES, Settled, Step};
use super::variant::End;
use crate::playout::SplitMix64;
use crate::{Message, Outcome, Seat};

/// Corona's rules for one table.
#[derive(Clone, Copy, Debug)]
pub struct Engine {
    pub seats: u8,
    pub end: End,
    /// Every layout is thrown: no setter chooses.
    pub random_layout: bool,
}

impl Engine {
    /// Counters each seat starts with: twice the players, plus two.
    pub fn start_counters(&self) -> u8 {
        2 * self.seats + 2
    }

    /// The first round.
    pub fn initial(&self) -> CState {
        let mut state = CState::new(self.seats, self.start_counters());
        if self.random_layout {
            state.phase = Phase::Place;
        }
        state
    }

    /// The seats that bid this round, in order: from the setter's left
    /// round to the setter, the barred seat left out.
    pub fn bid_order(&self, state: &CState) -> impl Iterator<Item = u8> + '_ {
        let (n, setter, barred) = (self.seats, state.setter, state.barred);
        (1..=n)
            .map(move |k| (setter + k) % n)
            .filter(move |&s| Some(s) != barred)
    }

    /// The seat whose bid is due.
    pub fn bidder(&self, state: &CState) -> Option<u8> {
        self.bid_order(state)
            .find(|&s| state.bids[usize::from(s)].is_none())
    }

    /// The highest bidder once every bid is in (the earliest in the order
    /// among equal bids), with the bid; `None` when nobody bid.
    pub fn declarer(&self, state: &CState) -> Option<(u8, u8)> {
        let mut best: Option<(u8, u8)> = None;
        for s in self.bid_order(state) {
            let bid = state.bids[usize::from(s)].unwrap_or(0);
            if bid > 0 && best.is_none_or(|(_, b)| bid > b) {
                best = Some((s, bid));
            }
        }
        best
    }

    /// The seat to move, if a seat is.
    pub fn mover(&self, state: &CState) -> Option<u8> {
        match state.phase {
            Phase::Set => Some(state.setter),
            Phase::Bid => self.bidder(state),
            Phase::Plan => self.declarer(state).map(|(d, _)| d),
            _ => None,
        }
    }

    pub fn legal(&self, state: &CState, out: &mut Vec<CMove>) {
        match state.phase {
            Phase::Set => {
                out.extend((0..SPACES).map(CMove::Place));
                out.push(CMove::Random);
            }
            Phase::Bid => {
                out.extend((1..=MAX_BID).map(CMove::Bid));
                out.push(CMove::Pass);
            }
            Phase::Plan => {
                for c in 0..BASES as u8 {
                    if state.used(c) {
                        continue;
                    }
                    for s in 0..SPACES {
                        if state.unmoved_at(s) {
                            out.push(CMove::Pawn(c, s));
                        }
                    }
                }
            }
            Phase::Place | Phase::Roll | Phase::Over => {}
        }
    }

    pub fn chance(&self, state: &CState, out: &mut Vec<(CMove, u32)>) {
        match state.phase {
            Phase::Place => out.extend((0..SPACES).map(|s| (CMove::Place(s), 1))),
            Phase::Roll => out.extend((1..=6).map(|n| (CMove::Die(n), 1))),
            _ => {}
        }
    }

    pub fn apply(&self, state: &mut CState, mv: CMove) {
        match mv {
            CMove::Random => state.phase = Phase::Place,
            CMove::Place(s) => {
                state.bases.push(Base { at: s, pawn: None });
                state.bases.sort();
                if state.bases.len() == BASES {
                    state.phase = Phase::Roll;
                }
            }
            CMove::Die(n) => {
                let k = state.rolled();
                state.dice[k] = n;
                if k + 1 == BASES {
                    state.phase = Phase::Bid;
                }
            }
            CMove::Bid(_) | CMove::Pass => {
                let Some(seat) = self.bidder(state) else {
                    return;
                };
                state.bids[usize::from(seat)] = Some(match mv {
                    CMove::Bid(n) => n,
                    _ => 0,
                });
                if self.bidder(state).is_none() {
                    if self.declarer(state).is_some() {
                        state.phase = Phase::Plan;
                        state.score = 0;
                        state.steps.clear();
                    } else {
                        state.barred = None;
                        self.finish_round(state, Settled::Void);
                    }
                }
            }
            CMove::Pawn(c, s) => {
                let Some(i) = state.bases.iter().position(|b| b.at == s && b.pawn.is_none()) else {
                    return;
                };
                let to = (s + state.dice[usize::from(c)]) % SPACES;
                state.bases[i] = Base {
                    at: to,
                    pawn: Some(c),
                };
                let count = state.count_at(to);
                let points = if count >= 2 { count } else { 0 };
                state.score += points;
                state.steps.push(Step {
                    colour: c,
                    from: s,
                    to,
                    points,
                });
                state.bases.sort();
                if state.bases.iter().all(|b| b.pawn.is_some()) {
                    self.settle(state);
                }
            }
        }
    }

    /// The plan is played out: the declarer is paid by every other seat,
    /// or pays every other seat, a counter each, in seat order while
    /// counters last (gap 5); the declarer sits out the next auction.
    fn settle(&self, state: &mut CState) {
        let Some((declarer, bid)) = self.declarer(state) else {
            return;
        };
        let d = usize::from(declarer);
        let made = state.score >= bid;
        for other in (0..usize::from(self.seats)).filter(|&o| o != d) {
            let (from, to) = if made { (other, d) } else { (d, other) };
            if state.counters[from] > 0 {
                state.counters[from] -= 1;
                state.counters[to] += 1;
            }
        }
        let start: Vec<u8> = state
            .bases
            .iter()
            .map(|b| match b.pawn {
                Some(c) => (b.at + SPACES - state.dice[usize::from(c)]) % SPACES,
                None => b.at,
            })
            .collect();
        let settled = Settled::Shown {
            declarer,
            bid,
            score: state.score,
            best: solve::best_of(&start, &state.dice),
            bases: state.bases.clone(),
            steps: state.steps.clone(),
            dice: state.dice,
        };
        state.barred = Some(declarer);
        self.finish_round(state, settled);
    }

    /// The round is over: the next one starts with the next setter, or
    /// the game ends.
    fn finish_round(&self, state: &mut CState, settled: Settled) {
        state.round += 1;
        state.settled = Some(settled);
        state.bases.clear();
        state.dice = [0; BASES];
        state.bids = [None; super::state::MAX_SEATS];
        state.score = 0;
        state.steps.clear();
        if self.ended(state).is_some() {
            state.phase = Phase::Over;
            return;
        }
        state.setter = (state.setter + 1) % self.seats;
        state.phase = if self.random_layout {
            Phase::Place
        } else {
            Phase::Set
        };
    }

    /// Why the game is over after the rounds played, if it is: the agreed
    /// end, or the cap on rounds.
    pub fn ended(&self, state: &CState) -> Option<Message> {
        let seats = 0..self.seats;
        let reason = match self.end {
            End::Rounds(r) if state.round >= r => {
                Some(Message::new("corona-end-rounds").count("rounds", state.round))
            }
            End::Broke => seats
                .clone()
                .find(|&s| state.counters[usize::from(s)] == 0)
                .map(|s| Message::new("corona-end-broke").seat("seat", Seat(s))),
            End::Doubled => seats
                .clone()
                .find(|&s| state.counters[usize::from(s)] >= 2 * state.start)
                .map(|s| Message::new("corona-end-doubled").seat("seat", Seat(s))),
            End::Rounds(_) => None,
        };
        reason.or_else(|| {
            (state.round >= CAP_ROUNDS).then(|| Message::new("corona-end-cap").count("rounds", CAP_ROUNDS))
        })
    }

    /// The outcome once the game is over: every seat ranked by its
    /// counters, which are its score; equal counters share a place.
    pub fn outcome(&self, state: &CState) -> Option<Outcome> {
        if state.phase != Phase::Over {
            return None;
        }
        let reason = self.ended(state)?;
        let scores: Vec<i32> = (0..usize::from(self.seats))
            .map(|s| i32::from(state.counters[s]))
            .collect();
        let ranks: Vec<u8> = scores
            .iter()
            .map(|a| 1 + scores.iter().filter(|b| *b > a).count() as u8)
            .collect();
        let first: Vec<usize> = (0..ranks.len()).filter(|&s| ranks[s] == 1).collect();
        let mut outcome = match first[..] {
            [only] => Outcome::win(Seat(only as u8), reason),
            _ => Outcome::draw(reason),
        };
        outcome.ranks = Some(ranks);
        Some(outcome.with_scores(scores))
    }

    /// A state `viewer` cannot tell from `state`: the sealed bids of the
    /// other seats made anew (a pass or any bid), everything else kept.
    pub fn resample(&self, state: &CState, viewer: Option<u8>, rng: &mut SplitMix64) -> CState {
        let mut next = state.clone();
        if state.phase != Phase::Bid {
            return next;
        }
        for s in 0..self.seats {
            let i = usize::from(s);
            if Some(s) != viewer && state.bids[i].is_some() {
                next.bids[i] = Some(rng.below(usize::from(MAX_BID) + 1) as u8);
            }
        }
        next
    }
}
