//! The turn: the card turned up, the pawn chosen (two pawns each), the
//! dice thrown one by one, rolling on or stopping, the pile carried, the
//! card taken, and the end.

use super::KMove;
use super::state::{KState, LONGEST_MOVE, MAX_PAWNS, MAX_SEATS, MOST, MOST_DICE, SETS, TOP_CARD};
use crate::{Message, Outcome, Seat, Status};

/// The rules a table plays by: its seats, the pawns each, the track, and
/// how the game ends.
#[derive(Clone, Debug)]
pub struct Engine {
    pub seats: u8,
    /// Pawns per seat: 1 (Känguruh) or 2 (the variant for 2 and 3).
    pub pawns_each: u8,
    /// Squares round the loop: 0 the green start, `length - 1` the red
    /// finish.
    pub length: u8,
    /// Two pawns each moving in a fixed cycle instead of the seat's choice.
    pub cycle: bool,
    /// The points that win at once (35 with two players of the variant).
    pub race_to: Option<u32>,
    /// The ply cap.
    pub cap: u32,
}

impl Engine {
    /// Pawns on the track.
    pub fn pawns(&self) -> u8 {
        self.seats * self.pawns_each
    }

    /// The seat owning `pawn`.
    pub fn owner(&self, pawn: u8) -> u8 {
        pawn / self.pawns_each
    }

    /// The red finish.
    pub fn finish(&self) -> u8 {
        self.length - 1
    }

    /// The starting position: every pawn on green, the deck shuffled with
    /// no card turned up yet, the first seat to throw.
    pub fn initial(&self) -> KState {
        let mut deck = [0u8; 8];
        for v in 1..=TOP_CARD {
            deck[usize::from(v)] = SETS;
        }
        let mut state = KState {
            at: [0; MAX_PAWNS],
            level: [0; MAX_PAWNS],
            turn: 0,
            mover: None,
            dice: [0; MOST_DICE as usize],
            thrown: 0,
            face_up: None,
            deck,
            won: [[0; 8]; MAX_SEATS],
            cycle: [0; MAX_SEATS],
            rolling: true,
            ply: 0,
            last: None,
        };
        state.mover = self.mover_of(&mut state, 0);
        state
    }

    /// The pawn that moves on `seat`'s turn, as the turn starts (`None`:
    /// the seat chooses); in a fixed cycle the seat's next pawn after it.
    fn mover_of(&self, state: &mut KState, seat: u8) -> Option<u8> {
        if self.pawns_each == 1 {
            return Some(seat);
        }
        if !self.cycle {
            return None;
        }
        let s = usize::from(seat);
        let pawn = seat * 2 + state.cycle[s];
        state.cycle[s] ^= 1;
        Some(pawn)
    }

    /// The pawns travelling with `pawn`: it and every pawn above it, bottom
    /// first. On the start pawns stand alone.
    pub fn group(&self, state: &KState, pawn: u8) -> Vec<u8> {
        let p = usize::from(pawn);
        if state.at[p] == 0 {
            return vec![pawn];
        }
        let mut group: Vec<u8> = (0..self.pawns())
            .filter(|&q| {
                let q = usize::from(q);
                state.at[q] == state.at[p] && state.level[q] >= state.level[p]
            })
            .collect();
        group.sort_by_key(|&q| state.level[usize::from(q)]);
        group
    }

    /// The pawns on `square`, bottom first (on the start, in pawn order).
    pub fn pile(&self, state: &KState, square: u8) -> Vec<u8> {
        let mut pile: Vec<u8> = (0..self.pawns())
            .filter(|&q| state.at[usize::from(q)] == square)
            .collect();
        pile.sort_by_key(|&q| state.level[usize::from(q)]);
        pile
    }

    /// The seat deciding whether to roll on: the owner of the top pawn of
    /// the travelling pile (the seat whose turn it is while it chooses a
    /// pawn).
    pub fn decider(&self, state: &KState) -> u8 {
        match state.mover {
            Some(pawn) => {
                let top = *self.group(state, pawn).last().unwrap_or(&pawn);
                self.owner(top)
            }
            None => state.turn,
        }
    }

    /// A die is due: the first of the turn (always thrown), or one asked
    /// for with `roll`.
    fn die_due(state: &KState) -> bool {
        state.mover.is_some() && state.rolling
    }

    pub fn outcome(&self, state: &KState) -> Option<Outcome> {
        let scores: Vec<i32> = (0..usize::from(self.seats))
            .map(|s| state.points(s) as i32)
            .collect();
        let reason = if let Some(goal) = self.race_to
            && scores.iter().any(|&p| p >= goal as i32)
        {
            // Only the card just taken can have brought a seat there: that
            // seat alone has the points, and the most.
            Message::new("kanguruh-end-race").count("points", goal)
        } else if state.face_up.is_none() && state.deck_len() == 0 {
            Message::new("kanguruh-end-deck")
        } else if state.ply >= self.cap {
            Message::new("kanguruh-end-cap").count("plies", self.cap)
        } else {
            return None;
        };
        Some(ranked(scores, reason))
    }

    pub fn status(&self, state: &KState) -> Status {
        if let Some(outcome) = self.outcome(state) {
            Status::Over(outcome)
        } else if state.face_up.is_none() || Self::die_due(state) {
            Status::Chance
        } else {
            Status::ToMove(Seat(self.decider(state)))
        }
    }

    pub fn legal(&self, state: &KState, out: &mut Vec<KMove>) {
        if let Status::ToMove(_) = self.status(state) {
            if state.mover.is_none() {
                out.extend((0..self.pawns_each).map(KMove::Pawn));
            } else {
                out.extend([KMove::Roll, KMove::Stop]);
            }
        }
    }

    pub fn chance(&self, state: &KState, out: &mut Vec<(KMove, u32)>) {
        if self.status(state) != Status::Chance {
            return;
        }
        if state.face_up.is_none() {
            out.extend(
                (1..=TOP_CARD)
                    .filter(|&v| state.deck[usize::from(v)] > 0)
                    .map(|v| (KMove::Card(v), u32::from(state.deck[usize::from(v)]))),
            );
        } else {
            out.extend((1..=6).map(|d| (KMove::Die(d), 1)));
        }
    }

    pub fn apply(&self, state: &mut KState, mv: KMove) {
        state.ply += 1;
        match mv {
            KMove::Card(v) => {
                state.deck[usize::from(v)] -= 1;
                state.face_up = Some(v);
            }
            KMove::Pawn(k) => state.mover = Some(state.turn * self.pawns_each + k),
            KMove::Die(d) => {
                state.dice[usize::from(state.thrown)] = d;
                state.thrown += 1;
                state.rolling = false;
                if state.sum() > MOST {
                    self.travel(state, None);
                } else if state.thrown == MOST_DICE {
                    self.travel(state, Some(MOST_DICE * state.sum()));
                }
            }
            KMove::Roll => state.rolling = true,
            KMove::Stop => self.travel(state, Some(state.thrown * state.sum())),
        }
    }

    /// The travelling pile moves `distance` squares (`None`: bust, back to
    /// the start), takes the card if it reaches or passes the finish, and
    /// the turn passes.
    fn travel(&self, state: &mut KState, distance: Option<u8>) {
        let Some(pawn) = state.mover else {
            return;
        };
        let group = self.group(state, pawn);
        let from = state.at[usize::from(pawn)];
        let to = match distance {
            None => 0,
            Some(d) => ((u16::from(from) + u16::from(d)) % u16::from(self.length)) as u8,
        };
        let crossed = distance.is_some_and(|d| {
            debug_assert!(d <= LONGEST_MOVE);
            from < self.finish() && u16::from(from) + u16::from(d) >= u16::from(self.finish())
        });
        let below = if to == 0 {
            0
        } else {
            self.pile(state, to).len() as u8
        };
        for (i, &q) in group.iter().enumerate() {
            let q = usize::from(q);
            state.at[q] = to;
            state.level[q] = if to == 0 { 0 } else { below + i as u8 };
        }
        let mut card = None;
        if crossed && let Some(v) = state.face_up.take() {
            let top = group.last().copied().unwrap_or(pawn);
            let seat = self.owner(top);
            state.won[usize::from(seat)][usize::from(v)] += 1;
            card = Some((seat, v));
        }
        state.last = Some(super::state::Last {
            seat: state.turn,
            pawns: group,
            from,
            to,
            dice: state.dice[..usize::from(state.thrown)].to_vec(),
            bust: distance.is_none(),
            card,
        });
        state.thrown = 0;
        state.turn = (state.turn + 1) % self.seats;
        state.mover = self.mover_of(state, state.turn);
        state.rolling = true;
    }
}

/// The end ranked by points: equal points share a place, a shared first
/// place is shared win (no single winner).
fn ranked(scores: Vec<i32>, reason: Message) -> Outcome {
    let ranks: Vec<u8> = scores
        .iter()
        .map(|a| 1 + scores.iter().filter(|b| *b > a).count() as u8)
        .collect();
    let first: Vec<usize> = (0..ranks.len()).filter(|&s| ranks[s] == 1).collect();
    let mut outcome = if first.len() == 1 {
        Outcome::win(Seat(first[0] as u8), reason)
    } else {
        Outcome::draw(reason)
    };
    outcome.ranks = Some(ranks);
    outcome.with_scores(scores)
}
