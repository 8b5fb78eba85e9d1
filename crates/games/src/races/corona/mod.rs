//! Corona, Alex Randolph's dice game without luck (Ravensburger, 1974;
//! later Moonstar, Harun, Orbit; Il Fogliaccio degli Astratti, catalog
//! `randolph-16-37.md` §16).
//!
//! # Rules as implemented
//!
//! - 2 to 7 seats (option `seats`, default 3), each with twice the
//!   number of players plus two counters (8 each with three).
//! - A ring of 12 spaces, travelled clockwise; six black bases, six pawns
//!   and six dice in blue, red, green, white, yellow and black.
//! - **Layout** (gap 1): each round a setter, the next seat every round
//!   (seat 1 first), lays out the six bases as they like, one base a
//!   move, several on one space allowed, or asks for `random`: the bases
//!   still to lay out are then thrown onto the ring one by one, each
//!   space alike. Option `layout=random` throws every layout.
//! - **Roll**: the six dice, thrown one by one in colour order.
//! - **Bids**, sealed (our choice over the text's open auction, see the
//!   rules page): the seats bid in turn from the setter's left, each a
//!   score from 1 to 21 (the most any roll allows) or `pass`; nobody sees
//!   another's bid until all are in. The last declarer is barred from
//!   this round's bidding and skipped. The highest bid wins; among equal
//!   bids the earliest in the order (the first received, gap 7). Nobody
//!   bidding voids the round (gap 3).
//! - **Plan**: the declarer moves the pawns one at a time, each move
//!   naming a pawn and the space of a base not moved yet, which it rides
//!   clockwise by its die with the base (gap 9). Bases on one space are
//!   alike, so the space is enough. An arrival on a space holding other
//!   bases scores the bases there after it arrives (moved or not); an
//!   arrival alone scores nothing.
//! - **Settlement**: a total at least the bid earns a counter from every
//!   other seat, else the declarer pays each a counter; payments go in
//!   seat order while counters last (gap 5); the declarer sits out the
//!   next auction.
//! - **End** (option `end`): after `rounds` rounds (default 0: two per
//!   player), when a seat has no counters left (`broke`), or when a seat
//!   holds twice its starting counters (`doubled`, gap 6); ending on
//!   counters, the game stops anyway after 60 rounds. Every seat is
//!   ranked by its counters, its score; equal counters share a place.
//!
//! # Notation
//!
//! See the `notation` module: `base 7` or `random`, `bid 13` or `pass`,
//! `B2` (blue from space 2); throws `base 7` and `B=4`.
//!
//! # Position text
//!
//! See the `position` module.

mod legal;
mod notation;
mod position;
pub mod solve;
mod state;
#[cfg(test)]
mod tests;
mod variant;
mod view;

use crate::notation::MoveError;
use crate::options::{OptionError, Options};
use crate::playout::SplitMix64;
use crate::view::View;
use crate::{GameInfo, PositionError, Rules, Seat, Status};

pub use state::{BASES, Base, CState, LETTERS, MAX_BID, Phase, SPACES, Settled, Step};
pub use variant::End;

use legal::Engine;

/// The words of Corona.
pub static WORDS: crate::Words = crate::Words {
    key: "corona",
    en: include_str!("en.ftl"),
    it: include_str!("it.ftl"),
    shared: &[&super::WORDS],
};

/// Seat names, in turn order.
pub const NAMES: [&str; 7] = ["First", "Second", "Third", "Fourth", "Fifth", "Sixth", "Seventh"];

static INFO: GameInfo = GameInfo {
    slug: "corona",
    name_en: "Corona",
    name_it: "Corona",
    aliases: &["moonstar", "harun", "orbit"],
    family: crate::Family::Race,
    summary: "Alex Randolph's dice without luck: find the best moves of a roll, bid sealed, prove it",
    min_seats: 2,
    max_seats: 7,
    seat_names: &NAMES,
    chance: true,
    hidden: true,
    options: &variant::OPTIONS,
    max_plies: state::MAX_PLIES,
    source: "catalog randolph-16-37.md, 16 Corona (Ravensburger 1974)",
    words: &WORDS,
};

/// One move or throw.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum CMove {
    /// The setter asks for the bases still to lay out to be thrown.
    Random,
    /// The next base goes on this space (0-based): the setter's move, or
    /// a throw.
    Place(u8),
    /// Throw: the next die (in colour order) shows this.
    Die(u8),
    /// A sealed bid.
    Bid(u8),
    /// A sealed pass.
    Pass,
    /// The declarer moves this colour's pawn on a base not moved yet at
    /// this space.
    Pawn(u8, u8),
}

/// Corona's rules.
#[derive(Clone, Debug)]
pub struct Corona {
    e: Engine,
}

impl Corona {
    /// The rules for `seats` players ending as `end`, every layout thrown
    /// if `random_layout`.
    pub fn with(seats: u8, end: End, random_layout: bool) -> Corona {
        Corona {
            e: Engine {
                seats: seats.clamp(2, state::MAX_SEATS as u8),
                end,
                random_layout,
            },
        }
    }

    /// The seat to move, if a seat is.
    pub fn to_move(&self, state: &CState) -> Option<Seat> {
        self.e.mover(state).map(Seat)
    }

    /// The declarer and their bid, once every bid is in.
    pub fn declarer(&self, state: &CState) -> Option<(Seat, u8)> {
        match state.phase {
            Phase::Plan => self.e.declarer(state).map(|(d, b)| (Seat(d), b)),
            _ => None,
        }
    }
}

impl Rules for Corona {
    type State = CState;
    type Move = CMove;

    const KNOBS: crate::Knobs = crate::Knobs {
        // The bot solves each roll (knowledge `ai::knowledge::races::
        // corona`). Measured with the arena (release, default options:
        // three seats, the bot in one, random in the others, seats
        // rotating; 2026-11-30 18:13 UTC): level 1 against random 30 of
        // 30 (seed 1) and 100 of 100 (seed 2); level 3 30 of 30 (seed 1,
        // 153 s). Random against random 17 wins, 24 shared firsts of 90
        // (score 0.32): a third is chance's share.
        strength: Some(crate::knobs::Strength::new(
            crate::knobs::Bar::new(20, 0.9),
            crate::knobs::Bar::new(4, 0.75),
        )),
        ..crate::Knobs::NONE
    };

    fn info() -> &'static GameInfo {
        &INFO
    }

    fn new(options: &Options) -> Result<Self, OptionError> {
        let (seats, end, random) = variant::read(options);
        Ok(Corona::with(seats, end, random))
    }

    fn seats(&self) -> u8 {
        self.e.seats
    }

    fn max_plies(&self) -> u32 {
        let rounds = match self.e.end {
            End::Rounds(r) => u32::from(r),
            _ => u32::from(state::CAP_ROUNDS),
        };
        rounds * state::ROUND_PLIES
    }

    fn initial(&self) -> CState {
        self.e.initial()
    }

    fn status(&self, state: &CState) -> Status {
        if let Some(outcome) = self.e.outcome(state) {
            return Status::Over(outcome);
        }
        match self.e.mover(state) {
            Some(seat) => Status::ToMove(Seat(seat)),
            None => Status::Chance,
        }
    }

    fn legal_moves(&self, state: &CState, out: &mut Vec<CMove>) {
        self.e.legal(state, out);
    }

    fn chance_outcomes(&self, state: &CState, out: &mut Vec<(CMove, u32)>) {
        self.e.chance(state, out);
    }

    fn apply(&self, state: &mut CState, mv: &CMove) {
        self.e.apply(state, *mv);
    }

    fn format_move(&self, state: &CState, mv: &CMove) -> String {
        notation::format(state, *mv)
    }

    fn move_steps(&self, state: &CState, mv: &CMove) -> Vec<String> {
        notation::move_steps(state, *mv)
    }

    fn move_aliases(&self, _state: &CState, mv: &CMove) -> Vec<String> {
        notation::aliases(*mv)
    }

    fn diagnose(&self, state: &CState, text: &str) -> MoveError {
        notation::diagnose(self, state, text)
    }

    fn position_text(&self, state: &CState) -> String {
        position::write(self, state)
    }

    fn from_position(&self, text: &str) -> Result<CState, PositionError> {
        position::read(self, text)
    }

    /// The position text with the other seats' sealed bids written `?`
    /// while the bidding goes on (every bid a `?` for a spectator).
    fn observation(&self, state: &CState, seat: Option<Seat>) -> String {
        if state.phase != Phase::Bid {
            return self.position_text(state);
        }
        position::write_with(self, state, |s, bid| match bid {
            Some(_) if seat != Some(Seat(s)) => "?".into(),
            b => position::bid_text(b),
        })
    }

    fn public_move_text(&self, state: &CState, mv: &CMove) -> String {
        notation::public(state, *mv)
    }

    fn resample(&self, state: &CState, seat: Option<Seat>, rng: &mut SplitMix64) -> Option<CState> {
        Some(self.e.resample(state, seat.map(|s| s.0), rng))
    }

    fn view(&self, state: &CState, seat: Option<Seat>) -> View {
        view::view(self, state, seat)
    }
}
