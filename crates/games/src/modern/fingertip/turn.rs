//! Touch Domino's turns: who opens, the moves listed and applied, the
//! turn's end with its refill, and the end of the game.

use super::FMove;
use super::chain::Side;
use super::material::Material;
use super::state::End;
use super::tile::{Tile, tiles_of};
use super::touch_state::{Drawing, HAND, TState};
use crate::{Message, Outcome, Seat};

/// What the options fix: the number of seats.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct TouchEngine {
    pub seats: u8,
}

impl TouchEngine {
    /// The seat after `seat`: the player on the left.
    pub fn next(&self, seat: u8) -> u8 {
        (seat + 1) % self.seats
    }

    /// Tiles of the opening deal: 4 a seat.
    pub fn deal_size(&self) -> u8 {
        self.seats * HAND as u8
    }

    /// Whether the opening deal is over.
    pub fn dealt(&self, state: &TState) -> bool {
        state.dealt >= self.deal_size()
    }

    /// The seat who opens (rule and gap 3): the holder of the double jute;
    /// else the most jute halves, then the most soft halves (rubber,
    /// leather, cloth, jute); a tie left goes to the first seat in turn
    /// order from South.
    pub fn starter(&self, state: &TState) -> u8 {
        if let Some(s) = state.holder(Tile::double_jute()) {
            return s;
        }
        let halves = |s: u8, keep: fn(Material) -> bool| -> u32 {
            tiles_of(state.hands[usize::from(s)])
                .map(|t| {
                    let (a, b) = t.halves();
                    u32::from(keep(a)) + u32::from(keep(b))
                })
                .sum()
        };
        let key = |s: u8| {
            (
                halves(s, |m| m == Material::Jute),
                halves(s, |m| !m.hard()),
                std::cmp::Reverse(s),
            )
        };
        (0..self.seats).max_by_key(|&s| key(s)).unwrap_or(0)
    }

    /// Whether `seat` has a tile that fits an end of the line.
    pub fn can_lay(&self, state: &TState, seat: u8) -> bool {
        let hand = state.hands[usize::from(seat)];
        hand != 0
            && (state.chain.is_empty()
                || tiles_of(hand).any(|t| Side::BOTH.iter().any(|&s| state.chain.fits(t, s))))
    }

    /// The legal moves of the seat to move: the opening tile (the double
    /// jute if it is in the hand, else any); a tile that fits an end (only
    /// the tile just drawn, when one was); after a tile laid this turn,
    /// `pass` to stop; with nothing to lay, `draw` while the bag has
    /// tiles, else `pass`.
    pub fn legal(&self, state: &TState, out: &mut Vec<FMove>) {
        if state.end.is_some() || !self.dealt(state) || state.drawing.is_some() {
            return;
        }
        let hand = state.hands[usize::from(state.to_move)];
        if state.chain.is_empty() {
            let jj = Tile::double_jute();
            if hand & jj.bit() != 0 {
                out.push(FMove::Open(jj));
            } else {
                out.extend(tiles_of(hand).map(FMove::Open));
            }
            return;
        }
        let start = out.len();
        let offered = state.drawn.map_or(hand, Tile::bit);
        for t in tiles_of(offered) {
            for side in Side::BOTH {
                if state.chain.fits(t, side) {
                    out.push(FMove::Lay(t, side));
                }
            }
        }
        if state.drawn.is_some() {
            return;
        }
        if state.laid {
            out.push(FMove::Pass);
        } else if out.len() == start {
            out.push(if state.bag() != 0 {
                FMove::Draw
            } else {
                FMove::Pass
            });
        }
    }

    /// The seat a tile thrown now goes to: round robin during the deal,
    /// else the seat drawing.
    pub fn receiver(&self, state: &TState) -> u8 {
        match state.drawing {
            Some(d) => d.seat(),
            None => state.dealt % self.seats,
        }
    }

    /// Plays `mv` (legal, or a listed throw).
    pub fn apply(&self, state: &mut TState, mv: FMove) {
        state.passed = None;
        match mv {
            FMove::Deal(t) => self.drawn_tile(state, t),
            FMove::Open(t) => self.lay(state, t, Side::Right),
            FMove::Lay(t, side) => self.lay(state, t, side),
            FMove::Draw => state.drawing = Some(Drawing::Stuck(state.to_move)),
            FMove::Pass => {
                let seat = state.to_move;
                self.end_turn(state, seat);
            }
        }
    }

    /// Tile `t` comes out of the bag to whoever draws now.
    fn drawn_tile(&self, state: &mut TState, t: Tile) {
        let to = self.receiver(state);
        state.hands[usize::from(to)] |= t.bit();
        match state.drawing {
            None => {
                state.dealt += 1;
                if self.dealt(state) {
                    state.to_move = self.starter(state);
                    state.laid = false;
                }
            }
            Some(Drawing::Stuck(seat)) => {
                state.drawing = None;
                let fits = Side::BOTH.iter().any(|&s| state.chain.fits(t, s));
                if fits {
                    state.drawn = Some(t);
                } else {
                    self.end_turn(state, seat);
                }
            }
            Some(Drawing::Refill(seat)) => {
                if state.hand_len(seat) >= HAND || state.bag() == 0 {
                    state.drawing = None;
                    self.next_turn(state, seat);
                }
            }
        }
    }

    /// The seat to move lays `t` at `side`; an empty hand wins; with no
    /// other tile that fits the turn ends.
    fn lay(&self, state: &mut TState, t: Tile, side: Side) {
        let seat = state.to_move;
        state.hands[usize::from(seat)] &= !t.bit();
        state.chain.lay(t, side);
        state.last = Some(t);
        state.drawn = None;
        state.laid = true;
        if state.hands[usize::from(seat)] == 0 {
            state.end = Some(End::Emptied(seat));
        } else if !self.can_lay(state, seat) {
            self.end_turn(state, seat);
        }
    }

    /// `seat`'s turn is over: it refills its hand to 4 while the bag lasts
    /// (gap 1), then the next seat plays.
    fn end_turn(&self, state: &mut TState, seat: u8) {
        state.passed = Some(seat);
        state.laid = false;
        state.drawn = None;
        if state.hand_len(seat) < HAND && state.bag() != 0 {
            state.drawing = Some(Drawing::Refill(seat));
        } else {
            self.next_turn(state, seat);
        }
    }

    /// The turn passes from `seat` to the next; the game ends when the bag
    /// is empty and nobody can lay a tile (gap 4).
    fn next_turn(&self, state: &mut TState, seat: u8) {
        state.to_move = self.next(seat);
        state.laid = false;
        state.end = self.blocked(state).then_some(End::Blocked);
    }

    /// The bag is empty and no seat has a tile that fits.
    pub fn blocked(&self, state: &TState) -> bool {
        state.bag() == 0 && !(0..self.seats).any(|s| self.can_lay(state, s))
    }

    /// The outcome of `end`: the seat that emptied its hand wins; when
    /// blocked, ranks by tiles left, the fewest first, and a tie for the
    /// fewest is shared (no single winner, those seats ranked 1).
    pub fn outcome(&self, state: &TState, end: End) -> Outcome {
        let left: Vec<u32> = (0..self.seats).map(|s| state.hand_len(s)).collect();
        let ranks: Vec<u8> = left
            .iter()
            .map(|a| 1 + left.iter().filter(|b| *b < a).count() as u8)
            .collect();
        let mut outcome = match end {
            End::Emptied(seat) => Outcome::win(
                Seat(seat),
                Message::new("fingertip-emptied").seat("seat", Seat(seat)),
            ),
            End::Blocked => {
                let best: Vec<u8> = (0..self.seats).filter(|&s| ranks[usize::from(s)] == 1).collect();
                let reason = Message::new("fingertip-touch-blocked");
                if best.len() == 1 {
                    Outcome::win(Seat(best[0]), reason)
                } else {
                    Outcome::draw(reason)
                }
            }
        };
        outcome.ranks = Some(ranks);
        outcome
    }
}
