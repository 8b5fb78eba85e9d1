//! The deal's throws, the guesses, the end, and fresh deals of what a
//! viewer cannot see (the resample).

use super::DMove;
use super::state::{Counts, DState, GUESS_CAP, Place, TOP, in_set, place_of, total};
use crate::playout::SplitMix64;
use crate::{Message, Outcome, Seat};

/// Domemo's rules for a number of seats.
#[derive(Clone, Copy, Debug)]
pub struct Engine {
    pub seats: u8,
}

impl Engine {
    /// Where the next tile of the deal goes.
    pub fn next_place(&self, state: &DState) -> Place {
        place_of(self.seats, state.dealt)
    }

    /// The deal's outcomes: each number, weighted by its tiles not dealt.
    pub fn chance(&self, state: &DState, out: &mut Vec<(DMove, u32)>) {
        if state.dealt_all() || state.over() {
            return;
        }
        for n in 1..=TOP {
            let left = state.undealt(n);
            if left > 0 {
                out.push((DMove::Deal(n), u32::from(left)));
            }
        }
    }

    /// The guesses (any number, even one guessed wrong before: pointless,
    /// not forbidden), and `stop` after a right guess with 2 or 3 players.
    pub fn legal(&self, state: &DState, out: &mut Vec<DMove>) {
        if !state.dealt_all() || state.over() {
            return;
        }
        out.extend((1..=TOP).map(DMove::Guess));
        if state.again {
            out.push(DMove::Stop);
        }
    }

    /// Whether a right guess lets the guesser go on (2 or 3 players).
    pub fn may_go_on(&self) -> bool {
        self.seats <= 3
    }

    /// The seat on `seat`'s left, the next in turn.
    pub fn left_of(&self, seat: u8) -> u8 {
        (seat + 1) % self.seats
    }

    pub fn apply(&self, state: &mut DState, mv: DMove) {
        match mv {
            DMove::Deal(n) => {
                let i = usize::from(n);
                match self.next_place(state) {
                    Place::Rack(s) => state.racks[usize::from(s)][i] += 1,
                    Place::Reserve => state.reserve[i] += 1,
                    Place::FaceUp => state.face_up[i] += 1,
                }
                state.dealt += 1;
            }
            DMove::Stop => {
                state.again = false;
                state.to_move = self.left_of(state.to_move);
            }
            DMove::Guess(n) => {
                let seat = state.to_move;
                let rack = &mut state.racks[usize::from(seat)];
                let i = usize::from(n);
                let right = rack[i] > 0;
                state.guesses += 1;
                state.last = Some(super::state::Guess {
                    seat,
                    number: n,
                    right,
                });
                if right {
                    // The left neighbour's answer: one tile of `n` goes out.
                    rack[i] -= 1;
                    state.discards[i] += 1;
                    if total(rack) == 0 {
                        state.winner = Some(seat);
                        state.again = false;
                        return;
                    }
                    state.again = self.may_go_on();
                } else {
                    state.wrong[usize::from(seat)] |= 1 << n;
                    state.again = false;
                }
                if !state.again {
                    state.to_move = self.left_of(seat);
                }
                if state.guesses >= GUESS_CAP {
                    state.capped = true;
                    state.again = false;
                }
            }
        }
    }

    /// How the game ended: the first empty rack wins; at the cap the
    /// fewest tiles left win, a tie for the fewest shared.
    pub fn outcome(&self, state: &DState) -> Option<Outcome> {
        let left: Vec<u8> = (0..self.seats).map(|s| state.rack_len(s)).collect();
        let ranks: Vec<u8> = left
            .iter()
            .map(|a| 1 + left.iter().filter(|b| *b < a).count() as u8)
            .collect();
        let mut outcome = if let Some(seat) = state.winner {
            Outcome::win(
                Seat(seat),
                Message::new("domemo-emptied").seat("seat", Seat(seat)),
            )
        } else if state.capped {
            let best: Vec<u8> = (0..self.seats).filter(|&s| ranks[usize::from(s)] == 1).collect();
            let reason = Message::new("domemo-capped").count("guesses", GUESS_CAP);
            if best.len() == 1 {
                Outcome::win(Seat(best[0]), reason)
            } else {
                Outcome::draw(reason)
            }
        } else {
            return None;
        };
        outcome.ranks = Some(ranks);
        Some(outcome)
    }

    /// The tiles `viewer` sees, by number: the face-up tiles, the discards
    /// and every rack but its own (a spectator: no rack).
    pub fn seen_by(&self, state: &DState, viewer: Option<u8>) -> Counts {
        std::array::from_fn(|n| {
            let racks: u8 = (0..self.seats)
                .filter(|&s| viewer.is_some_and(|v| v != s))
                .map(|s| state.racks[usize::from(s)][n])
                .sum();
            state.face_up[n] + state.discards[n] + racks
        })
    }

    /// A state `viewer` (`None`: a spectator) cannot tell from `state`: the
    /// tiles it cannot see (the racks it does not see, the reserve, the
    /// tiles not dealt yet) dealt anew, every rack and the reserve keeping
    /// their sizes, no rack given a number its seat guessed wrong. Uniform
    /// among such deals by rejection; after many rejections a draw tile by
    /// tile among the allowed ones; after as many more, the first deal in
    /// order (one exists: the truth). Nothing of what the viewer cannot
    /// see is read: the pool is the set less what it sees.
    pub fn resample(&self, state: &DState, viewer: Option<u8>, rng: &mut SplitMix64) -> DState {
        let seen = self.seen_by(state, viewer);
        let mut pool: Vec<u8> = Vec::with_capacity(28);
        for n in 1..=TOP {
            for _ in 0..in_set(n) - seen[usize::from(n)] {
                pool.push(n);
            }
        }
        // The hidden places, most constrained first: racks not seen, then
        // the reserve (no constraint); the rest of the pool stays undealt.
        let mut hidden: Vec<(Option<u8>, u8, u8)> = (0..self.seats)
            .filter(|&s| viewer.is_none_or(|v| v == s))
            .map(|s| (Some(s), state.rack_len(s), state.wrong[usize::from(s)]))
            .collect();
        hidden.sort_by_key(|&(_, _, wrong)| std::cmp::Reverse(wrong.count_ones()));
        hidden.push((None, total(&state.reserve), 0));
        let place = |fill: &[Counts]| {
            let mut next = state.clone();
            for (k, &(seat, _, _)) in hidden.iter().enumerate() {
                match seat {
                    Some(s) => next.racks[usize::from(s)] = fill[k],
                    None => next.reserve = fill[k],
                }
            }
            next
        };
        // Uniform: shuffle, cut, accept when no rack breaks its record.
        for _ in 0..400 {
            shuffle(&mut pool, rng);
            let mut fill = vec![[0u8; 8]; hidden.len()];
            let mut at = 0;
            let mut ok = true;
            for (k, &(_, size, wrong)) in hidden.iter().enumerate() {
                for &n in &pool[at..at + usize::from(size)] {
                    if wrong & (1 << n) != 0 {
                        ok = false;
                    }
                    fill[k][usize::from(n)] += 1;
                }
                at += usize::from(size);
            }
            if ok {
                return place(&fill);
            }
        }
        // Tile by tile among the numbers each rack may hold.
        for _ in 0..400 {
            let mut left = pool.clone();
            let mut fill = vec![[0u8; 8]; hidden.len()];
            let mut ok = true;
            'places: for (k, &(_, size, wrong)) in hidden.iter().enumerate() {
                for _ in 0..size {
                    let allowed: Vec<usize> =
                        (0..left.len()).filter(|&i| wrong & (1 << left[i]) == 0).collect();
                    if allowed.is_empty() {
                        ok = false;
                        break 'places;
                    }
                    let n = left.swap_remove(allowed[rng.below(allowed.len())]);
                    fill[k][usize::from(n)] += 1;
                }
            }
            if ok {
                return place(&fill);
            }
        }
        // Every tile in turn, the numbers in order: the first deal found
        // (one exists: the truth is one), from the pool alone.
        let mut left = [0u8; 8];
        for &n in &pool {
            left[usize::from(n)] += 1;
        }
        let places: Vec<(u8, u8)> = hidden.iter().map(|&(_, size, wrong)| (size, wrong)).collect();
        let mut fill = vec![[0u8; 8]; hidden.len()];
        if first_fill(&places, 0, 0, 1, &mut left, &mut fill) {
            place(&fill)
        } else {
            state.clone()
        }
    }
}

/// Fills `places` (each a size and the numbers it may not hold) from the
/// counts `left`, tile by tile from place `k` with `done` of its tiles
/// placed, numbers from `from` up within a place; whether it could.
pub(super) fn first_fill(
    places: &[(u8, u8)],
    k: usize,
    done: u8,
    from: u8,
    left: &mut Counts,
    fill: &mut [Counts],
) -> bool {
    let Some(&(size, wrong)) = places.get(k) else {
        return true;
    };
    if done == size {
        return first_fill(places, k + 1, 0, 1, left, fill);
    }
    for n in from..=TOP {
        let i = usize::from(n);
        if left[i] == 0 || wrong & (1 << n) != 0 {
            continue;
        }
        left[i] -= 1;
        fill[k][i] += 1;
        if first_fill(places, k, done + 1, n, left, fill) {
            return true;
        }
        left[i] += 1;
        fill[k][i] -= 1;
    }
    false
}

/// Fisher–Yates.
fn shuffle(v: &mut [u8], rng: &mut SplitMix64) {
    for i in (1..v.len()).rev() {
        let j = rng.below(i + 1);
        v.swap(i, j);
    }
}
