//! The deal's throws, the lifts, the rounds, the end, and fresh deals of
//! what nobody has seen (the resample).

use super::TMove;
use super::state::{BELLS, LIFT_CAP, Last, Lift, ROUNDS, TOKENS, TState};
use crate::playout::SplitMix64;
use crate::{Message, Outcome, Seat};

/// Ting Tong's rules for a number of seats.
#[derive(Clone, Copy, Debug)]
pub struct Engine {
    pub seats: u8,
}

impl Engine {
    /// The seat that lifts first in round `round` (from 0): the rounds
    /// start in turn, Red first.
    pub fn opener(&self, round: u8) -> u8 {
        round % self.seats
    }

    /// The deal's outcomes: the next token under any bell still empty,
    /// all equally likely.
    pub fn chance(&self, state: &TState, out: &mut Vec<(TMove, u32)>) {
        if state.over || state.dealt_all() {
            return;
        }
        for b in 0..BELLS {
            if state.bells[usize::from(b)] == 0 {
                out.push((TMove::Deal(b), 1));
            }
        }
    }

    /// Any bell may be lifted (one known to hide the wrong thing too:
    /// pointless, not forbidden); `stop` only after a right lift.
    pub fn legal(&self, state: &TState, out: &mut Vec<TMove>) {
        if state.over || !state.dealt_all() {
            return;
        }
        out.extend((0..BELLS).map(TMove::Lift));
        if state.again {
            out.push(TMove::Stop);
        }
    }

    /// The seat after `seat`.
    pub fn after(&self, seat: u8) -> u8 {
        (seat + 1) % self.seats
    }

    pub fn apply(&self, state: &mut TState, mv: TMove) {
        match mv {
            TMove::Deal(b) => {
                state.placed += 1;
                state.bells[usize::from(b)] = state.placed;
                state.last = Last::Nothing;
            }
            TMove::Stop => {
                state.last = Last::Stop(state.to_move);
                state.again = false;
                state.to_move = self.after(state.to_move);
            }
            TMove::Lift(b) => {
                let seat = state.to_move;
                let content = state.bells[usize::from(b)];
                let right = content == state.next;
                state.lifts += 1;
                state.lifted |= 1 << b;
                state.last = Last::Lift(Lift {
                    seat,
                    bell: b,
                    content,
                    right,
                });
                if right {
                    state.bells[usize::from(b)] = 0;
                    state.takers[usize::from(content - 1)] = seat + 1;
                    state.tokens[usize::from(seat)] += 1;
                    state.again = true;
                    if content == TOKENS {
                        // At the cap the game ends before another deal.
                        if state.lifts >= LIFT_CAP {
                            state.again = false;
                            state.over = true;
                        } else {
                            self.end_round(state);
                        }
                    } else {
                        state.next += 1;
                    }
                } else {
                    // The bell goes back over the same spot; the turn passes.
                    state.again = false;
                    state.to_move = self.after(seat);
                }
                if state.lifts >= LIFT_CAP && !state.over {
                    state.over = true;
                    state.again = false;
                }
            }
        }
    }

    /// The 10 was taken: the next round's deal begins (its opener lifts
    /// first), or after the sixth the game is over.
    fn end_round(&self, state: &mut TState) {
        state.again = false;
        if state.round + 1 >= ROUNDS {
            state.over = true;
            return;
        }
        state.round += 1;
        state.bells = [0; BELLS as usize];
        state.lifted = 0;
        state.placed = 0;
        state.next = 1;
        state.takers = [0; TOKENS as usize];
        state.to_move = self.opener(state.round);
    }

    /// How the game ended: the most tokens win, seats tied for the most
    /// share the win (ranks: 1 + the seats with more tokens).
    pub fn outcome(&self, state: &TState) -> Option<Outcome> {
        if !state.over {
            return None;
        }
        let tokens: Vec<u8> = state.tokens[..usize::from(self.seats)].to_vec();
        let ranks: Vec<u8> = tokens
            .iter()
            .map(|a| 1 + tokens.iter().filter(|b| *b > a).count() as u8)
            .collect();
        let reason = if state.capped() {
            Message::new("ting-tong-capped").count("lifts", LIFT_CAP)
        } else {
            Message::new("ting-tong-rounds-played")
        };
        let best: Vec<u8> = (0..self.seats).filter(|&s| ranks[usize::from(s)] == 1).collect();
        let mut outcome = if best.len() == 1 {
            Outcome::win(Seat(best[0]), reason)
        } else {
            Outcome::draw(reason)
        };
        outcome.ranks = Some(ranks);
        outcome.scores = Some(tokens.iter().map(|&t| i32::from(t)).collect());
        Some(outcome)
    }

    /// A state nobody at the table can tell from `state`: every bell lifted
    /// this round keeps what the whole table saw under it (a taken token's
    /// bell stays empty), and the tokens dealt but never seen are dealt
    /// anew among the bells never lifted this round, uniformly. Nothing
    /// unseen is read: which tokens are unseen follows from the seen bells
    /// and the number needed.
    pub fn resample(&self, state: &TState, rng: &mut SplitMix64) -> TState {
        let mut next = state.clone();
        let mut free: Vec<u8> = Vec::with_capacity(usize::from(BELLS));
        let mut seen = [false; TOKENS as usize + 1];
        for b in 0..BELLS {
            if state.was_lifted(b) {
                seen[usize::from(state.bells[usize::from(b)])] = true;
            } else {
                free.push(b);
                next.bells[usize::from(b)] = 0;
            }
        }
        // Tokens taken (below the number needed) are in nobody's bell.
        let unseen: Vec<u8> = (state.next..=state.placed)
            .filter(|&n| !seen[usize::from(n)])
            .collect();
        for (k, &n) in unseen.iter().enumerate() {
            let pick = k + rng.below(free.len() - k);
            free.swap(k, pick);
            next.bells[usize::from(free[k])] = n;
        }
        next
    }
}
