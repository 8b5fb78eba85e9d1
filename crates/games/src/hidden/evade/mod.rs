//! Evade (Alex Randolph, 3M, 1971; Il Fogliaccio degli Astratti, catalog
//! `randolph-1-15.md` §10): identical pieces, two of each side secretly
//! Fugitives; bring one across the board.
//!
//! # Rules as implemented
//!
//! - A 6 × 6 board; Yellow's six pieces fill rank 1, Blue's rank 6.
//! - **Toss and set-up**: a chance throw decides who moves first
//!   (`yellow-first` or `blue-first`, even odds: the catalog's "first
//!   player at random"); then Yellow, then Blue, each chooses in secret
//!   which two of its pieces are Fugitives (`fugitives b1 e1`, which the
//!   table reads as `fugitives`); the other four are Guards.
//! - **Turn**: one own free piece steps to any of the 8 neighbouring
//!   squares, as a chess king. Onto an enemy piece: the mover stands on top
//!   and both are frozen for ever. Never onto an own piece or a frozen stack
//!   (gap 1).
//! - **Peek**: before its step a seat may peek at one of its own pieces
//!   (`peek c3`, public: the table sees which); it then steps in the same
//!   turn but may not freeze (gap 3). Option `peeking=false` (variant 1):
//!   no peeks.
//! - **End**: a Fugitive reaching the far rank (the opponent's first) wins
//!   at once; a Guard there does nothing (gap 4). Freezing with a Fugitive
//!   loses at once, even on the far rank. All twelve pieces frozen: a
//!   draw. A seat with no step passes (`pass`); neither able to move: a
//!   draw (gap 2). A rule the text lacks, for an end: 100 turns in a row
//!   without a freeze (fifty each, as chess's fifty-move rule) draw.
//!   Identities are shown at the end (gap 5).
//! - **Series** (option `match` = N, 10 to 200; the catalog's variant 2):
//!   one Tavolo game holds games played one after another; a won game
//!   scores 10, a drawn one 5 to each. When a game ends its points are
//!   given; unless a side has reached N, the board is set up afresh (no
//!   toss: the loser of the game before moves first, after a draw the side
//!   that moved second), both choose new Fugitives, and the picture's words
//!   say how the game ended and where its Fugitives stood. The series
//!   ends after the game where a side reaches N: more points win, equal
//!   points draw (both can reach N in one drawn game). A cap, never reached
//!   in play, stops it after `2 × ⌈N / 5⌉` games.
//! - **Penalty** (option `penalty`, only in a series; variant 3): freezing
//!   with one's own Fugitive costs 10 points (they may go below zero)
//!   instead of the game; the freeze stands, play goes on, and that piece
//!   is known to all for a Fugitive (`r` in the position text).
//! - **Secrets**: the lasting picture never marks a Fugitive, not even
//!   for its owner, who remembers (the memory of the boxed game); a peek
//!   shows the piece to its owner for a moment ([`Rules::glimpse`]). What
//!   everybody knows: a piece that froze an enemy and did not lose is a
//!   Guard, and so is a piece that stood on the far rank without winning;
//!   with the penalty, a piece that froze is known for what it is.
//!
//! # Notation
//!
//! See the `notation` module: `c1-c2`, `peek c3`, `pass`,
//! `fugitives b1 e1`, and the throws `yellow-first`, `blue-first`.

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
use crate::{GameInfo, Glimpse, Message, PositionError, Rules, Seat, Status};

pub use state::{Cell, EState, End, Past, Piece};

use legal::Engine;
use position::Sight;

/// The words of Evade.
pub static WORDS: crate::Words = crate::Words {
    key: "evade",
    en: include_str!("en.ftl"),
    it: include_str!("it.ftl"),
    shared: &[],
};

/// Seat names, in seat order.
pub const NAMES: [&str; 2] = ["Yellow", "Blue"];

static INFO: GameInfo = GameInfo {
    slug: "evade",
    name_en: "Evade",
    name_it: "Evade",
    aliases: &[],
    family: crate::Family::Hidden,
    summary: "identical pieces, two secretly Fugitives: bring one across",
    min_seats: 2,
    max_seats: 2,
    seat_names: &NAMES,
    chance: true,
    hidden: true,
    options: &variant::OPTIONS,
    max_plies: state::MAX_SERIES_PLIES,
    source: "catalog randolph-1-15.md, 10 Evade (3M 1971)",
    words: &WORDS,
};

/// One move or throw.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum EMove {
    /// Throw: this seat moves first.
    First(u8),
    /// The seat choosing makes the pieces on these squares its Fugitives.
    Choose(u8, u8),
    /// The seat to move looks at its piece on this square.
    Peek(u8),
    /// A king step, freezing an enemy piece standing there.
    Step { from: u8, to: u8 },
    /// No step is possible.
    Pass,
}

/// Evade's rules.
#[derive(Clone, Debug)]
pub struct Evade {
    e: Engine,
}

impl Evade {
    /// The rules of a single game, with peeking or without (variant 1).
    pub fn with_peeking(peeking: bool) -> Evade {
        Evade::series(peeking, 0, false)
    }

    /// The rules of a series to `target` points (variant 2; 0: a single
    /// game), with the penalty for a Fugitive's freeze or without (variant
    /// 3). Options are checked by [`Rules::new`]; this trusts them.
    pub fn series(peeking: bool, target: u16, penalty: bool) -> Evade {
        Evade {
            e: Engine {
                peeking,
                target,
                penalty: penalty && target > 0,
            },
        }
    }
}

impl Rules for Evade {
    type State = EState;
    type Move = EMove;

    const KNOBS: crate::Knobs = crate::Knobs {
        // Search over the game's resample (knowledge `ai::knowledge::
        // hidden::evade`). Measured with the arena (release, the seats
        // alternating, 2026-11-30 11:14–11:23 UTC): level 1 against random
        // 20 of 20 (seed 1), 95 of 100 (seed 2), 20 of 20 (seed 2024);
        // level 3 2 of 2 (seed 4; about 200 s a game, so the bar plays
        // two). Random against random 50 of 100 (seed 1): a random player
        // often freezes with a Fugitive and loses. 10 iterations against
        // random 92 of 100 with 3 draws; level 1 against 10 iterations 29
        // of 40: the search, not random's blunders alone, makes the score.
        strength: Some(crate::knobs::Strength::new(
            crate::knobs::Bar::new(20, 0.85),
            crate::knobs::Bar::new(2, 0.75),
        )),
        ..crate::Knobs::NONE
    };

    fn info() -> &'static GameInfo {
        &INFO
    }

    fn new(options: &Options) -> Result<Self, OptionError> {
        let (target, penalty) = variant::series(options)?;
        Ok(Evade::series(variant::peeking(options), target, penalty))
    }

    fn max_plies(&self) -> u32 {
        self.e.max_plies()
    }

    fn initial(&self) -> EState {
        EState::new()
    }

    fn status(&self, state: &EState) -> Status {
        if let Some(outcome) = self.e.outcome(state) {
            Status::Over(outcome)
        } else if state.first.is_none() {
            Status::Chance
        } else if let Some(seat) = state.chooser() {
            Status::ToMove(Seat(seat))
        } else {
            Status::ToMove(Seat(state.to_move))
        }
    }

    fn legal_moves(&self, state: &EState, out: &mut Vec<EMove>) {
        self.e.legal(state, out);
    }

    fn chance_outcomes(&self, state: &EState, out: &mut Vec<(EMove, u32)>) {
        self.e.chance(state, out);
    }

    fn apply(&self, state: &mut EState, mv: &EMove) {
        self.e.apply(state, *mv);
    }

    fn format_move(&self, _state: &EState, mv: &EMove) -> String {
        notation::format(*mv)
    }

    fn move_steps(&self, _state: &EState, mv: &EMove) -> Vec<String> {
        notation::move_steps(*mv)
    }

    fn move_aliases(&self, _state: &EState, mv: &EMove) -> Vec<String> {
        notation::aliases(*mv)
    }

    fn diagnose(&self, state: &EState, text: &str) -> MoveError {
        notation::diagnose(self, state, text)
    }

    fn position_text(&self, state: &EState) -> String {
        position::write(self, state)
    }

    fn from_position(&self, text: &str) -> Result<EState, PositionError> {
        position::read(self, text)
    }

    /// The position text with the pieces whose identity `seat` cannot
    /// know written `u`: the other side's (every side's for the table),
    /// but for the Guards everybody knows. Once the game is over, the
    /// whole position.
    fn observation(&self, state: &EState, seat: Option<Seat>) -> String {
        if state.end.is_some() {
            return self.position_text(state);
        }
        let mine = |s: u8| seat.is_some_and(|v| v.0 == s);
        position::write_as(self, state, Sight::Of([mine(0), mine(1)]))
    }

    fn public_move_text(&self, _state: &EState, mv: &EMove) -> String {
        notation::public(*mv)
    }

    fn resample(&self, state: &EState, seat: Option<Seat>, rng: &mut SplitMix64) -> Option<EState> {
        Some(self.e.resample(state, seat.map(|s| s.0), rng))
    }

    /// The same picture for every reader while the game is played: no
    /// Fugitive is marked, not even for its owner.
    fn view(&self, state: &EState, _seat: Option<Seat>) -> View {
        view::view(self, state, None)
    }

    /// Right after a peek, its seat sees the piece peeked at lettered: F
    /// a Fugitive, G a Guard.
    fn glimpse(&self, state: &EState) -> Option<Glimpse> {
        let sq = usize::from(state.peeked?);
        let piece = state.board[sq].of(state.to_move)?;
        let mut view = view::view(self, state, Some(sq));
        let square = state::GRID.name(sq);
        // The letter marks the piece: no dot over it.
        view.highlights
            .retain(|h| h.cell != square || h.mark != crate::view::Mark::Choice);
        view.caption = Some(if piece.fugitive {
            Message::new("evade-glimpse-fugitive").code("square", square)
        } else {
            Message::new("evade-glimpse-guard").code("square", square)
        });
        Some(Glimpse {
            to: Some(Seat(state.to_move)),
            view,
        })
    }
}
