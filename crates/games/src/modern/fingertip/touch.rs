//! Fingertip's Touch Domino (catalog `randolph-16-37.md` §30.4,
//! `fingertip-touch`): the rule set of hidden hands and a bag. Its engine
//! lives with Colour Domino's in `modern/fingertip/` (the tiles, the line,
//! the notation, the picture; `touch_state`, `turn`, `bag`, `touch_text`
//! and `touch_view` for what Touch adds); this file, the rules type, is
//! declared from the `hidden` family, where a game of hidden information
//! is registered.
//!
//! # Rules as implemented
//!
//! - The 28 tiles of Colour Domino start in the bag. 2 to 4 seats (option
//!   `seats`), South, West, North, East: the turn passes to the left.
//! - **Deal**: 4 tiles each, drawn round robin from South, as chance
//!   throws from the game's seed (every tile left in the bag equally
//!   likely), written `JW:2` (the tile, the seat drawing it, from 1); the
//!   table reads `?:2` while the game is played.
//! - **Secrets**: a seat sees its own hand; the other hands and the bag
//!   are seen as counts. A tile laid is seen by all. Once the game is over
//!   every hand is shown.
//! - **Opening**: the holder of the double jute opens with it; if nobody
//!   holds it, the most jute halves open, then the most soft halves
//!   (rubber, leather, cloth, jute: gap 3), then the first seat from
//!   South; that opener lays any tile. The opener goes on like any turn
//!   (gap 5).
//! - **Turn**: lay tiles that match an end, one a move, as many as you can
//!   or wish: after one, `pass` stops. With none that fits, `draw`: one
//!   tile from the bag; if it fits it is laid at once and the turn goes on
//!   (gap 2), else it stays in the hand and the turn is over. With the bag
//!   empty, `pass`. When a turn is over, its player draws back up to 4
//!   tiles while the bag lasts (gap 1).
//! - **End**: the first to lay their last tile wins. When the bag is empty
//!   and nobody can lay a tile (gap 4), the fewest tiles left win; a tie
//!   for the fewest is shared (no single winner).

use crate::modern::fingertip::touch_state::{self, TState};
use crate::modern::fingertip::turn::TouchEngine;
use crate::modern::fingertip::{FMove, NAMES, WORDS, notation, touch_text, touch_view, variant};
use crate::notation::MoveError;
use crate::options::{OptionError, Options};
use crate::playout::SplitMix64;
use crate::view::View;
use crate::{GameInfo, PositionError, Rules, Seat, Status};

static TOUCH: GameInfo = GameInfo {
    slug: "fingertip-touch",
    name_en: "Fingertip, Touch Domino",
    name_it: "Fingertip, Domino Tatto",
    aliases: &["touch domino", "fingertip touch", "domino tatto"],
    family: crate::Family::Hidden,
    summary: "dominoes of seven materials drawn blind from a bag: hidden hands, first out wins",
    min_seats: 2,
    max_seats: 4,
    seat_names: &NAMES,
    chance: true,
    hidden: true,
    options: &variant::OPTIONS,
    max_plies: touch_state::MAX_PLIES,
    source: "catalog randolph-16-37.md, 30 Fingertip, 30.4 Touch Domino (Selecta 1976)",
    words: &WORDS,
};

/// Touch Domino's rules.
#[derive(Clone, Debug)]
pub struct FingertipTouch {
    e: TouchEngine,
}

impl FingertipTouch {
    /// The engine (for tests and the bot).
    pub fn engine(&self) -> &TouchEngine {
        &self.e
    }
}

impl Rules for FingertipTouch {
    type State = TState;
    type Move = FMove;

    const KNOBS: crate::Knobs = crate::Knobs {
        // The bot determinizes by `resample` (knowledge `modern/fingertip`
        // in the ai crate). Measured with the arena (release, 2 seats, the
        // seats alternating, 2026-11-30 08:47 UTC, shared 2-core machine):
        // level 1 against random 16 wins, 1 shared, 3 losses of 20 (seed
        // 1, score 0.82), 17-0-3 of 20 (seed 2, 0.85), 85-3-12 of 100
        // (seed 3, 0.86); level 3 10 of 10 (seed 4, 42 s). Random against
        // random: 33 wins, 18 shared, 49 losses of 100 (seed 2, 0.42) for
        // the first seat. The draws decide the rest.
        strength: Some(crate::knobs::Strength::new(
            crate::knobs::Bar::new(20, 0.7),
            crate::knobs::Bar::new(4, 0.75),
        )),
        ..crate::Knobs::NONE
    };

    fn info() -> &'static GameInfo {
        &TOUCH
    }

    fn new(options: &Options) -> Result<Self, OptionError> {
        Ok(FingertipTouch {
            e: TouchEngine {
                seats: variant::seats(options),
            },
        })
    }

    fn seats(&self) -> u8 {
        self.e.seats
    }

    fn initial(&self) -> TState {
        TState::new()
    }

    fn status(&self, state: &TState) -> Status {
        match state.end {
            Some(end) => Status::Over(self.e.outcome(state, end)),
            None if !self.e.dealt(state) || state.drawing.is_some() => Status::Chance,
            None => Status::ToMove(Seat(state.to_move)),
        }
    }

    fn legal_moves(&self, state: &TState, out: &mut Vec<FMove>) {
        self.e.legal(state, out);
    }

    fn chance_outcomes(&self, state: &TState, out: &mut Vec<(FMove, u32)>) {
        self.e.chance(state, out);
    }

    fn apply(&self, state: &mut TState, mv: &FMove) {
        self.e.apply(state, *mv);
    }

    fn format_move(&self, state: &TState, mv: &FMove) -> String {
        notation::format(*mv, self.e.receiver(state))
    }

    fn move_steps(&self, state: &TState, mv: &FMove) -> Vec<String> {
        notation::steps(*mv, self.e.receiver(state))
    }

    fn diagnose(&self, state: &TState, text: &str) -> MoveError {
        notation::refuse(
            text,
            state.hands[usize::from(state.to_move)],
            &state.chain,
            notation::Legal::InView,
        )
    }

    /// A tile typed in any accepted form is rewritten canonically first
    /// (as in Colour Domino), then matched; the rest goes to the listing
    /// matcher.
    fn parse_move(&self, state: &TState, text: &str) -> Result<FMove, MoveError> {
        if matches!(self.status(state), Status::ToMove(_))
            && let Some(canonical) = notation::canonical_on(&state.chain, text)
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

    fn position_text(&self, state: &TState) -> String {
        touch_text::write(&self.e, state)
    }

    fn from_position(&self, text: &str) -> Result<TState, PositionError> {
        touch_text::read(&self.e, text)
    }

    fn observation(&self, state: &TState, seat: Option<Seat>) -> String {
        touch_text::observation(&self.e, state, seat.map(|s| s.0))
    }

    fn public_move_text(&self, state: &TState, mv: &FMove) -> String {
        touch_text::public(&self.e, state, *mv)
    }

    fn resample(&self, state: &TState, seat: Option<Seat>, rng: &mut SplitMix64) -> Option<TState> {
        if state.end.is_some() {
            return Some(state.clone());
        }
        Some(self.e.resample(state, seat.map(|s| s.0), rng))
    }

    fn view(&self, state: &TState, seat: Option<Seat>) -> View {
        touch_view::view(&self.e, state, seat, &NAMES)
    }
}
