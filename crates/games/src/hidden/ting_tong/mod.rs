//! Ting Tong (Alex Randolph, Ravensburger 1973; later Selecta's
//! Becher-Spiel; Il Fogliaccio degli Astratti, catalog `randolph-1-15.md`
//! §14): a memory game. Numbered tokens hide under bells; lift them in
//! order, 1 to 10, and keep what you find.
//!
//! # Rules as implemented
//!
//! - 2 to 4 seats (option `seats`, default 2): Red, Blue, Green, Yellow,
//!   in turn order.
//! - 12 bells, 6 rounds, one per series of tokens 1 to 10.
//! - **Deal**: each round the 10 tokens are hidden under 10 of the 12
//!   bells, 2 stay empty: 10 chance throws from the game's seed, token 1
//!   first, each under one of the bells still empty, all equally likely.
//!   The table reads a throw as `3:?` (the bell unsaid). The bells stay put
//!   for the whole round (gap 3).
//! - **Turn**: lift one bell. If it hides the number needed next, you take
//!   the token and may lift another bell or `stop` (gap 2: as long as you
//!   keep finding it); otherwise (another number, or nothing) the bell
//!   goes back over its spot and the turn passes (gap 1). A bell whose
//!   token you took goes back over its empty spot too: which bells are
//!   empty is for the players to remember. `stop` is offered after a right
//!   lift only, because the catalog's "may lift another bell" makes going
//!   on a choice, and with a choice there is a reason to stop: a bell you
//!   lift without knowing what is under it shows its token to everybody.
//! - **Secrets and glimpses**: every lift shows what is under the bell to
//!   the whole table for a moment ([`crate::Rules::glimpse`]); the lasting
//!   picture shows only covered bells. Everything ever lifted in a round is
//!   part of everybody's knowledge, and nothing else is.
//! - **Rounds**: a round ends when the 10 is taken (gap 4); the next is
//!   dealt, its first lift to the next seat in turn (Red opens round 1,
//!   Blue round 2, …). After 6 rounds the most tokens win; seats tied for
//!   the most share the win (gap 5: ranks by tokens). A cap the rules add:
//!   after 1500 lifts the game ends the same way.
//!
//! # Notation
//!
//! `lift 7` lifts bell 7 (bells 1 to 12); `7`, `alza 7`, `solleva 7`
//! are read too. `stop` (Italian `basta`) ends a run of right lifts. The
//! deal's throws are `3:7`: token 3 under bell 7.
//!
//! # Position text
//!
//! See the `position` module.

mod legal;
mod notation;
mod position;
mod state;
#[cfg(test)]
mod tests;
mod variant;
mod view;

use crate::Glimpse;
use crate::notation::MoveError;
use crate::options::{OptionError, Options};
use crate::playout::SplitMix64;
use crate::view::View;
use crate::{GameInfo, PositionError, Rules, Seat, Status};

pub use state::{BELLS, LIFT_CAP, Last, Lift, ROUNDS, TOKENS, TState};

use legal::Engine;

/// The words of Ting Tong.
pub static WORDS: crate::Words = crate::Words {
    key: "ting-tong",
    en: include_str!("en.ftl"),
    it: include_str!("it.ftl"),
    shared: &[],
};

/// Seat names, in turn order.
pub const NAMES: [&str; 4] = ["Red", "Blue", "Green", "Yellow"];

static INFO: GameInfo = GameInfo {
    slug: "ting-tong",
    name_en: "Ting Tong",
    name_it: "Ting Tong",
    aliases: &["becher-spiel"],
    family: crate::Family::Hidden,
    summary: "lift the bells to find the tokens 1 to 10 in order: a memory game",
    min_seats: 2,
    max_seats: 4,
    seat_names: &NAMES,
    chance: true,
    hidden: true,
    options: &variant::OPTIONS,
    max_plies: state::MAX_PLIES,
    source: "catalog randolph-1-15.md, 14 Ting Tong (Ravensburger 1973)",
    words: &WORDS,
};

/// One move or throw.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum TMove {
    /// Throw: the next token of the deal goes under this bell (from 0).
    Deal(u8),
    /// The seat to move lifts this bell (from 0).
    Lift(u8),
    /// After a right lift: no more lifts this turn.
    Stop,
}

/// Ting Tong's rules.
#[derive(Clone, Debug)]
pub struct TingTong {
    e: Engine,
}

impl TingTong {
    /// The rules for `seats` players.
    pub fn with_seats(seats: u8) -> TingTong {
        TingTong {
            e: Engine {
                seats: seats.clamp(2, 4),
            },
        }
    }
}

impl Rules for TingTong {
    type State = TState;
    type Move = TMove;

    const KNOBS: crate::Knobs = crate::Knobs {
        // Search over the game's resample (knowledge `ai::knowledge::
        // hidden::ting_tong`), perfect memory at every level. Measured with
        // the arena (release, 2 seats, 2026-11-30 11:05 UTC): level 1
        // against random 20 of 20 (seed 1), 100 of 100 (seed 2); level 2
        // 10 of 10 (seed 3); level 3 20 of 20 (seed 4), and against level
        // 1 6 of 10 (seed 5). Random against random 37 won, 14 shared, 49
        // lost of 100 (seed 1); 10 iterations against random 99 of 100,
        // and level 1 against 10 iterations 40 of 40: remembering what was
        // lifted, not random's blunders alone, makes the score.
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
        Ok(TingTong::with_seats(variant::seats(options)))
    }

    fn seats(&self) -> u8 {
        self.e.seats
    }

    fn initial(&self) -> TState {
        TState::new()
    }

    fn status(&self, state: &TState) -> Status {
        if let Some(outcome) = self.e.outcome(state) {
            Status::Over(outcome)
        } else if !state.dealt_all() {
            Status::Chance
        } else {
            Status::ToMove(Seat(state.to_move))
        }
    }

    fn legal_moves(&self, state: &TState, out: &mut Vec<TMove>) {
        self.e.legal(state, out);
    }

    fn chance_outcomes(&self, state: &TState, out: &mut Vec<(TMove, u32)>) {
        self.e.chance(state, out);
    }

    fn apply(&self, state: &mut TState, mv: &TMove) {
        self.e.apply(state, *mv);
    }

    fn format_move(&self, state: &TState, mv: &TMove) -> String {
        notation::format(state, *mv)
    }

    fn move_aliases(&self, _state: &TState, mv: &TMove) -> Vec<String> {
        notation::aliases(*mv)
    }

    fn diagnose(&self, state: &TState, text: &str) -> MoveError {
        notation::diagnose(self, state, text)
    }

    fn position_text(&self, state: &TState) -> String {
        position::write(self, state, false)
    }

    fn from_position(&self, text: &str) -> Result<TState, PositionError> {
        position::read(self, text)
    }

    /// The position text with every bell not lifted this round written
    /// `?`: the same for every seat and the table (nobody sees more than
    /// the others). Once the game is over, the whole position.
    fn observation(&self, state: &TState, _seat: Option<Seat>) -> String {
        position::write(self, state, !state.over)
    }

    fn public_move_text(&self, state: &TState, mv: &TMove) -> String {
        notation::public(state, *mv)
    }

    /// Every viewer knows the same: the bells lifted this round keep what
    /// was seen, the unseen tokens go anew under the bells never lifted.
    fn resample(&self, state: &TState, _seat: Option<Seat>, rng: &mut SplitMix64) -> Option<TState> {
        if state.over {
            return Some(state.clone());
        }
        Some(self.e.resample(state, rng))
    }

    fn view(&self, state: &TState, seat: Option<Seat>) -> View {
        view::view(self, state, seat)
    }

    /// After a lift, what was under the bell, for the whole table.
    fn glimpse(&self, state: &TState) -> Option<Glimpse> {
        view::glimpse(self, state)
    }
}
