//! Domemo (Ravensburger, 1975, as by "P. Halvah"; Il Fogliaccio degli
//! Astratti, catalog `randolph-16-37.md` §21): a game of deduction where
//! every player sees every rack but their own.
//!
//! # Rules as implemented
//!
//! - 28 tiles: one 1, two 2s, … seven 7s.
//! - 2 to 5 seats (option `seats`, default 2), Red, Blue, Green, Yellow,
//!   White: the turn passes to the left, the next seat.
//! - **Deal** (the catalog's table): with 2 players 7 tiles a rack, 7 face
//!   down in the reserve, 7 face up; with 3, 7, 7 and none; with 4, 5, 4
//!   and 4; with 5, 4, 4 and 4. The deal is 28 chance throws from the
//!   game's seed, one tile at a time in a fixed order: the racks in seat
//!   order (Red's whole rack first), then the reserve, then the face-up
//!   tiles; each throw is a number weighted by its tiles not dealt yet.
//! - **Secrets**: a seat sees every rack but its own; nobody sees the
//!   reserve. Once the game is over every rack is shown.
//! - **Turn**: name a number you think is in your own rack. The left
//!   neighbour's answer is given by the rules: when right, one tile of that
//!   number (one only, however many you hold) leaves your rack face up
//!   for the discards. With 2 or 3 players a right guess lets you guess
//!   again or `stop` (gap 1: as long as you keep being right); with 4 or 5
//!   one guess a turn. A wrong guess passes the turn, nothing more (gap
//!   2). A number you guessed wrong before may be guessed again: the text
//!   does not forbid it, it is only pointless.
//! - **End**: the first empty rack wins at once (gap 3). No draws. A cap
//!   the rules add: after 600 guesses (random play may repeat a wrong guess
//!   for ever) the fewest tiles left win, a tie for the fewest shared.
//!
//! # Notation
//!
//! A guess is its number (`5`); `guess 5`, `indovino 5` are read too.
//! `stop` (Italian `basta`) ends a run of right guesses. The deal's throws
//! are `5:1` (a 5 to seat 1's rack), `5:r` (the reserve), `5:t` (face up);
//! while the game is played the table reads a tile dealt face down as
//! `?:1` or `?:r`.
//!
//! # Position text
//!
//! See the `position` module: the racks, the reserve, the face-up tiles,
//! the discards, the wrong guesses, the turn, the guesses made.

mod legal;
mod notation;
mod position;
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

pub use state::{DState, Guess, Place, deal_table};

use legal::Engine;

/// The words of Domemo.
pub static WORDS: crate::Words = crate::Words {
    key: "domemo",
    en: include_str!("en.ftl"),
    it: include_str!("it.ftl"),
    shared: &[],
};

/// Seat names, in turn order (each player's left is the next).
pub const NAMES: [&str; 5] = ["Red", "Blue", "Green", "Yellow", "White"];

static INFO: GameInfo = GameInfo {
    slug: "domemo",
    name_en: "Domemo",
    name_it: "Domemo",
    aliases: &["decode", "code mine", "figure it"],
    family: crate::Family::Hidden,
    summary: "see every rack but your own: guess your numbers, first empty rack wins",
    min_seats: 2,
    max_seats: 5,
    seat_names: &NAMES,
    chance: true,
    hidden: true,
    options: &variant::OPTIONS,
    max_plies: state::MAX_PLIES,
    source: "catalog randolph-16-37.md, 21 Domemo (Ravensburger 1975)",
    words: &WORDS,
};

/// One move or throw.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum DMove {
    /// Throw: the next tile dealt shows this number.
    Deal(u8),
    /// The seat to move names this number as one of its own.
    Guess(u8),
    /// After a right guess (2 or 3 players): no more guesses this turn.
    Stop,
}

/// Domemo's rules.
#[derive(Clone, Debug)]
pub struct Domemo {
    e: Engine,
}

impl Domemo {
    /// The rules for `seats` players.
    pub fn with_seats(seats: u8) -> Domemo {
        Domemo {
            e: Engine {
                seats: seats.clamp(2, 5),
            },
        }
    }
}

impl Rules for Domemo {
    type State = DState;
    type Move = DMove;

    const KNOBS: crate::Knobs = crate::Knobs {
        // Search over the game's resample (knowledge `ai::knowledge::
        // hidden::domemo`). Measured with the arena (release, 2 seats, the
        // seats alternating, 2026-11-30 08:02 UTC): level 1 against random
        // 20 of 20 (seed 1), 97 of 100 (seed 2); level 3 20 of 20 (seed
        // 4). Random against random 43 of 100 (seed 1, the
        // seats alternating: chance alone); 10 iterations against random 67 of 100, and level 1 against
        // 10 iterations 38 of 40: the search, not random's blunders alone,
        // makes the score.
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
        Ok(Domemo::with_seats(variant::seats(options)))
    }

    fn seats(&self) -> u8 {
        self.e.seats
    }

    fn initial(&self) -> DState {
        DState::new()
    }

    fn status(&self, state: &DState) -> Status {
        if let Some(outcome) = self.e.outcome(state) {
            Status::Over(outcome)
        } else if !state.dealt_all() {
            Status::Chance
        } else {
            Status::ToMove(Seat(state.to_move))
        }
    }

    fn legal_moves(&self, state: &DState, out: &mut Vec<DMove>) {
        self.e.legal(state, out);
    }

    fn chance_outcomes(&self, state: &DState, out: &mut Vec<(DMove, u32)>) {
        self.e.chance(state, out);
    }

    fn apply(&self, state: &mut DState, mv: &DMove) {
        self.e.apply(state, *mv);
    }

    fn format_move(&self, state: &DState, mv: &DMove) -> String {
        notation::format(self, state, *mv)
    }

    fn move_aliases(&self, _state: &DState, mv: &DMove) -> Vec<String> {
        notation::aliases(*mv)
    }

    fn diagnose(&self, state: &DState, text: &str) -> MoveError {
        notation::diagnose(self, state, text)
    }

    fn position_text(&self, state: &DState) -> String {
        position::write(self, state)
    }

    fn from_position(&self, text: &str) -> Result<DState, PositionError> {
        position::read(self, text)
    }

    /// The position text with what `seat` cannot see written as counts:
    /// its own rack (`#4`), the reserve, every rack for a spectator. Once
    /// the game is over, the whole position.
    fn observation(&self, state: &DState, seat: Option<Seat>) -> String {
        if state.over() {
            return self.position_text(state);
        }
        let mut seen = state.clone();
        let hidden: Vec<u8> = (0..self.e.seats)
            .filter(|&s| seat.is_none_or(|v| v.0 == s))
            .collect();
        for &s in &hidden {
            seen.racks[usize::from(s)] = [0; 8];
        }
        seen.reserve = [0; 8];
        let text = self.position_text(&seen);
        let mut fields: Vec<String> = text.split(' ').map(str::to_string).collect();
        let racks: Vec<String> = fields[0]
            .split('/')
            .enumerate()
            .map(|(s, r)| {
                if hidden.contains(&(s as u8)) {
                    format!("#{}", state.rack_len(s as u8))
                } else {
                    r.to_string()
                }
            })
            .collect();
        fields[0] = racks.join("/");
        fields[1] = format!("#{}", state::total(&state.reserve));
        if !state.dealt_all() {
            fields.push(format!("dealt {}", state.dealt));
        }
        fields.join(" ")
    }

    fn public_move_text(&self, state: &DState, mv: &DMove) -> String {
        notation::public(self, state, *mv)
    }

    fn resample(&self, state: &DState, seat: Option<Seat>, rng: &mut SplitMix64) -> Option<DState> {
        if state.over() {
            return Some(state.clone());
        }
        Some(self.e.resample(state, seat.map(|s| s.0), rng))
    }

    fn view(&self, state: &DState, seat: Option<Seat>) -> View {
        view::view(self, state, seat)
    }
}
