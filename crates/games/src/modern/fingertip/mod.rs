//! Fingertip (Selecta, 1976; Il Fogliaccio degli Astratti, catalog
//! `randolph-16-37.md` §30): dominoes of seven materials. This folder
//! plays its Colour Domino (§30.3, `fingertip-color`, this module's rules
//! type) and its Touch Domino (§30.4, `fingertip-touch`: a bag, hidden
//! hands, draws): the tile, its materials, the line with its ends, the
//! notation and the picture are shared; Touch adds `touch_state`, `turn`,
//! `bag`, `touch_text`, `touch_view`, and its rules type in `touch.rs`,
//! declared from the `hidden` family (`crate::hidden::fingertip_touch`),
//! where games of hidden information are registered.
//!
//! # Rules as implemented
//!
//! - 28 tiles, every pair of the materials rubber `R`, metal `M`, leather
//!   `L`, cloth `C`, jute `J`, wood `W`, sandpaper `S`, doubles included.
//! - 2 to 4 seats (option `seats`), South, West, North, East: the turn
//!   passes to the left.
//! - **Deal**: every tile, face up, round robin from South (gap 1: with
//!   three seats South gets 10), as 28 chance throws from the game's seed
//!   (the next tile of a shuffled stack), written `JW:2` (the tile, and
//!   the seat it goes to, from 1).
//! - **Play**: the holder of the double jute opens with any tile of their
//!   choice (gap 2), then goes on laying tiles, one a move, at either end
//!   where the touching halves are of one material, for as long as one
//!   fits. When none fits the turn passes on (gap 3): a seat whose turn
//!   comes with no tile that fits has `pass` as its only move.
//! - **End**: the first to lay their last tile wins. When nobody can lay a
//!   tile the game is blocked: the fewest tiles left win, and a tie for
//!   the fewest is shared (gap 4: no single winner, those seats ranked 1).
//!
//! # Notation
//!
//! `JW R`: a tile by its two letters (in either order; canonical with the
//! catalog's earlier material first), then the end, `L` or `R` (the
//! Italian `S` and `D` are read too). The opening tile is its letters
//! alone (`JW`). Material names are read as well, English or Italian
//! (`jute wood right`, `iuta legno destra`). Picker steps: the tile, then
//! the end.
//!
//! # Position text
//!
//! See the `position` module in the source: the line, the hands, the turn.
//!
//! # Speed
//!
//! Random playouts (`cargo bench -p tavolo-games --bench playouts --
//! 'playout/fingertip-color$'`, 2 seats, 2026-11-30 02:43 UTC, shared
//! 2-core machine): 16.1 µs a game of 50.9 plies (deal included), about
//! 62 000 games and 3.2 million plies a second. No other implementation
//! is known to compare with.

mod bag;
mod chain;
mod legal;
mod material;
pub(crate) mod notation;
mod position;
mod state;
#[cfg(test)]
mod tests;
#[cfg(test)]
mod tests_touch;
mod tile;
pub(crate) mod touch_state;
pub(crate) mod touch_text;
pub(crate) mod touch_view;
pub(crate) mod turn;
pub(crate) mod variant;
mod view;

use crate::notation::MoveError;
use crate::options::{OptionError, Options};
use crate::view::View;
use crate::{GameInfo, PositionError, Rules, Seat, Status};

pub use chain::{Chain, Laid, Side};
pub use material::Material;
pub use state::{End, FState};
pub use tile::Tile;
pub use touch_state::{Drawing, TState};

use legal::Engine;

/// The words of Fingertip's rule sets.
pub static WORDS: crate::Words = crate::Words {
    key: "fingertip",
    en: include_str!("en.ftl"),
    it: include_str!("it.ftl"),
    shared: &[],
};

/// Seat names, in turn order (each player's left is the next).
pub const NAMES: [&str; 4] = ["South", "West", "North", "East"];

static COLOR: GameInfo = GameInfo {
    slug: "fingertip-color",
    name_en: "Fingertip (Colour Domino)",
    name_it: "Fingertip (domino a colori)",
    aliases: &["colour domino", "color domino", "domino a colori"],
    family: crate::Family::Modern,
    summary: "dominoes of seven materials dealt open: lay tiles while they match, first out wins",
    min_seats: 2,
    max_seats: 4,
    seat_names: &NAMES,
    chance: true,
    hidden: false,
    options: &variant::OPTIONS,
    max_plies: state::MAX_PLIES,
    source: "catalog randolph-16-37.md, 30 Fingertip, 30.3 Colour Domino (Selecta 1976)",
    words: &WORDS,
};

/// One move or throw.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum FMove {
    /// Throw: this tile is the next one dealt (round robin).
    Deal(Tile),
    /// The opening tile, laid alone in the middle.
    Open(Tile),
    /// A tile laid at an end, its matching half against it.
    Lay(Tile, Side),
    /// No tile fits (or, in Touch Domino, the player stops): the turn
    /// passes on.
    Pass,
    /// Touch Domino: nothing fits, so the player draws one tile from the
    /// bag (the tile itself is the throw that follows).
    Draw,
}

/// Colour Domino's rules.
#[derive(Clone, Debug)]
pub struct Fingertip {
    e: Engine,
}

impl Rules for Fingertip {
    type State = FState;
    type Move = FMove;

    const KNOBS: crate::Knobs = crate::Knobs {
        // Plain search (no knowledge). Measured with the arena (release,
        // 2 seats, the seats alternating, 2026-11-30 02:10 UTC): level 1
        // against random 10 of 10 (seed 1), 9 wins and 1 shared of 10
        // (seed 2), 94 wins, 2 shared, 4 losses of 100 (seed 3); level 3
        // 19 of 20 (seed 4). Random against random: 48 wins, 21 shared,
        // 31 losses of 100 for the first seat. The deal decides the rest:
        // the opener may lay a whole hand before the other plays.
        strength: Some(crate::knobs::Strength::new(
            crate::knobs::Bar::new(20, 0.9),
            crate::knobs::Bar::new(4, 0.75),
        )),
        ..crate::Knobs::NONE
    };

    fn info() -> &'static GameInfo {
        &COLOR
    }

    fn new(options: &Options) -> Result<Self, OptionError> {
        Ok(Fingertip {
            e: Engine {
                seats: variant::seats(options),
            },
        })
    }

    fn seats(&self) -> u8 {
        self.e.seats
    }

    fn initial(&self) -> FState {
        FState::new()
    }

    fn status(&self, state: &FState) -> Status {
        match state.end {
            Some(end) => Status::Over(self.e.outcome(state, end)),
            None if !state.dealt() => Status::Chance,
            None => Status::ToMove(Seat(state.to_move)),
        }
    }

    fn legal_moves(&self, state: &FState, out: &mut Vec<FMove>) {
        self.e.legal(state, out);
    }

    fn chance_outcomes(&self, state: &FState, out: &mut Vec<(FMove, u32)>) {
        self.e.chance(state, out);
    }

    fn apply(&self, state: &mut FState, mv: &FMove) {
        self.e.apply(state, *mv);
    }

    fn format_move(&self, state: &FState, mv: &FMove) -> String {
        notation::format(*mv, self.e.receiver(state))
    }

    fn move_steps(&self, state: &FState, mv: &FMove) -> Vec<String> {
        notation::steps(*mv, self.e.receiver(state))
    }

    fn diagnose(&self, state: &FState, text: &str) -> MoveError {
        notation::diagnose(self, state, text)
    }

    /// A tile typed in any accepted form is rewritten canonically first
    /// (letters in either order, Italian ends, material names), then
    /// matched; the rest goes to the listing matcher.
    fn parse_move(&self, state: &FState, text: &str) -> Result<FMove, MoveError> {
        if state.end.is_none()
            && state.dealt()
            && let Some(canonical) = notation::canonical(state, text)
        {
            return match crate::match_text(self, state, &canonical) {
                Ok(mv) => Ok(mv),
                Err(MoveError::Ambiguous { options, .. }) => Err(MoveError::Ambiguous {
                    text: crate::notation::clip(text),
                    options,
                }),
                Err(_) => Err(self.diagnose(state, text)),
            };
        }
        crate::match_text(self, state, text)
    }

    fn position_text(&self, state: &FState) -> String {
        position::write(self, state)
    }

    fn from_position(&self, text: &str) -> Result<FState, PositionError> {
        position::read(self, text)
    }

    fn view(&self, state: &FState, _seat: Option<Seat>) -> View {
        view::view(self, state)
    }
}
