//! Shax (Tavolando §5.2.2; catalog `tavolando-3-8.md`, "19. Shax").
//!
//! The Somali morris game, on the 24 points of the Mulino board
//! ([`super::morris`]), twelve pieces a side, so the board fills up.
//!
//! 1. **Placing.** White first, the players place their pieces one by one
//!    until all 24 are down. A row of three of one's own pieces along a
//!    line (a *jare*) removes nothing now, but the first player to make one
//!    gains the right to begin the next two phases.
//! 2. **Initial removal.** On the full board, that player removes any one
//!    opposing piece, then the other removes any one of his. Two points are
//!    free.
//! 3. **Moving.** The same player moves first; a move slides a piece along
//!    a line to a free neighbouring point. Each jare a move forms removes
//!    one opposing piece, any of them (G2: no protection); two jares at
//!    once still remove one. No flying (G3).
//! 4. **Blockade.** A player whose turn comes without any move answers
//!    `pass` (the demand for a way out); the opponent must then move so
//!    that the blocked player has a move afterwards, by a move forming no
//!    jare where one exists; a jare formed by that opening move removes
//!    nothing. If no opening move exists the game is drawn (G4).
//! 5. A player reduced to two pieces loses (ten captured).
//!
//! Catalog resolutions: with no jare during placing, the second player
//! (Black) removes first and moves first (G1); 100 plies in a row in the
//! moving phase without a removal draw the game (G5: the text has no
//! draw; this keeps every game finite).
//!
//! Notation, as La Tela's: a placement is the point (`c4`), a removal of
//! the initial phase `xb6` (`remove b6` and `b6` are accepted), a move
//! `b4-b2`, with its removal `b4-b2xf6`; the blocked player's demand is
//! `pass`. Picker steps: `b4`, `-b2`, `xf6`.
//!
//! Position text: the 24 points (in [`super::morris::POINTS`] order) as
//! `W`, `B` or `.`; White's and Black's pieces in hand; the seat to move
//! (`W` or `B`); who made the first jare (`W`, `B` or `-`); the plies
//! without a removal in the moving phase; and `open` when the player to
//! move must open a way for a blocked opponent, else `-`. The start is
//! `........................ 12 12 W - 0 -`. Which phase it is follows
//! from the counts: pieces in hand, placing; all 24 on the board, the
//! first removal; 23, the second; fewer, moving.

mod legal;
mod notation;
mod position;
#[cfg(test)]
mod tests;
mod view;

use super::morris::Turn;
use crate::notation::MoveError;
use crate::options::{OptionError, Options};
use crate::view::View;
use crate::{GameInfo, PositionError, Rules, Seat, Status};

/// This game's words: messages, seat names, word moves, options' help.
pub static WORDS: crate::Words = crate::Words {
    key: "shax",
    en: include_str!("en.ftl"),
    it: include_str!("it.ftl"),
    shared: &[],
};

static INFO: GameInfo = GameInfo {
    slug: "shax",
    name_en: "Shax",
    name_it: "Shax",
    aliases: &[],
    family: crate::Family::Alignment,
    summary: "Somali morris: fill the board, then jares take",
    min_seats: 2,
    max_seats: 2,
    seat_names: &["White", "Black"],
    chance: false,
    hidden: false,
    options: &[],
    // 24 placements, 2 removals, then at most 17 more removals (one side
    // down to 2, the other to 3), each after at most 99 quiet plies, and
    // 100 more plies.
    max_plies: 24 + 2 + 17 * 100 + 100,
    source: "catalog tavolando-3-8.md, 19. Shax (Tavolando §5.2.2)",
    words: &WORDS,
};

/// Pieces each player starts with.
pub const PIECES: u8 = 12;
/// Plies in a row without a removal, in the moving phase, that draw.
pub const QUIET_LIMIT: u16 = 100;

/// Shax with the catalog's rules (no options).
#[derive(Clone, Debug)]
pub struct Shax;

/// A Shax position.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct ShaxState {
    /// Points held by each seat, one bit per point.
    men: [u32; 2],
    /// Pieces still to place, per seat.
    in_hand: [u8; 2],
    to_move: Seat,
    /// Who made the first jare while placing.
    first_jare: Option<Seat>,
    /// Plies in a row without a removal in the moving phase.
    quiet: u16,
    /// The player to move must open a way for the blocked opponent.
    open: bool,
    /// The last move, for the picture.
    last: Option<(SMove, Seat)>,
}

impl ShaxState {
    /// Points held by each seat, one bit per point (for search hooks).
    pub fn men(&self) -> [u32; 2] {
        self.men
    }
}

/// One turn.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum SMove {
    /// A placement or a move, with its removal.
    Turn(Turn),
    /// A removal of the initial phase.
    Remove(u8),
    /// The blocked player's demand for a way to move.
    Pass,
}

/// The phase a position is in.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Phase {
    Placing,
    /// The first (0) or second (1) removal on the full board.
    Removing(u8),
    Moving,
}

impl Rules for Shax {
    type State = ShaxState;
    type Move = SMove;

    const KNOBS: crate::Knobs = crate::Knobs {
        // Measured with the arena (2026-11-30): level 1 won 40 of 40
        // against random (20 in each seat); level 3 won the 2 games played
        // (about 65 s each in release on the shared machine; the run was
        // stopped there for time).
        strength: Some(crate::knobs::Strength::new(
            crate::knobs::Bar::new(40, 0.9),
            crate::knobs::Bar::new(2, 0.95),
        )),
        ..crate::Knobs::NONE
    };

    fn info() -> &'static GameInfo {
        &INFO
    }

    fn new(_options: &Options) -> Result<Self, OptionError> {
        Ok(Shax)
    }

    fn initial(&self) -> ShaxState {
        ShaxState {
            men: [0, 0],
            in_hand: [PIECES, PIECES],
            to_move: Seat::FIRST,
            first_jare: None,
            quiet: 0,
            open: false,
            last: None,
        }
    }

    fn status(&self, state: &ShaxState) -> Status {
        match self.outcome(state) {
            Some(outcome) => Status::Over(outcome),
            None => Status::ToMove(state.to_move),
        }
    }

    fn legal_moves(&self, state: &ShaxState, out: &mut Vec<SMove>) {
        if self.outcome(state).is_none() {
            self.legal(state, out);
        }
    }

    fn apply(&self, state: &mut ShaxState, mv: &SMove) {
        self.play_move(state, *mv);
    }

    fn format_move(&self, _state: &ShaxState, mv: &SMove) -> String {
        notation::steps(*mv).concat()
    }

    fn move_steps(&self, _state: &ShaxState, mv: &SMove) -> Vec<String> {
        notation::steps(*mv)
    }

    fn move_aliases(&self, _state: &ShaxState, mv: &SMove) -> Vec<String> {
        notation::aliases(*mv)
    }

    fn diagnose(&self, state: &ShaxState, text: &str) -> MoveError {
        self.why_not(state, text)
    }

    fn position_text(&self, state: &ShaxState) -> String {
        position::write(state)
    }

    fn from_position(&self, text: &str) -> Result<ShaxState, PositionError> {
        position::read(text)
    }

    fn view(&self, state: &ShaxState, _seat: Option<Seat>) -> View {
        self.draw(state)
    }
}
