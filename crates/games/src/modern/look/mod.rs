//! Look (Alex Randolph, FX Schmid 1976; catalog `randolph-16-37.md`, §33;
//! seed 000, lines 2378–2430), its hidden-stack variant and Randolph's
//! puzzle race: three rule sets of one engine ([`variant`]).
//!
//! # Rules (the catalog's ids)
//!
//! - **Board and pieces**: a 3×4 grid (files a–c, ranks 1–4); twelve tokens,
//!   three of each of four colours (gap 1); six tiles, one per pair of
//!   colours (GR, GY, GB, RY, RB, YB).
//! - **Setup**: the tokens are laid at random, one chance throw per cell
//!   from a1 to c4 (each colour weighted by the tokens of it left), so the
//!   layout comes from the game's seed and `/verify` checks it.
//! - **Turn** (`look`): place an unused tile on two orthogonally adjacent
//!   uncovered cells whose tokens are its two colours, in either order.
//!   Tiles never overlap (gap 2); two neighbours of one colour are never
//!   covered (gap 3).
//! - **Winner**: the player who cannot place a tile loses; if all six go
//!   down, the player who placed the sixth wins.
//! - **Hidden stack** (`look-stack`): before each turn the top tile of the
//!   shuffled stack is drawn (a chance throw among the tiles left: drawing
//!   each tile when it is needed gives the same odds as a stack shuffled
//!   at the start, and hides nothing); a placeable tile must be placed
//!   (gap 2); who cannot place the drawn tile loses; the placer of the
//!   sixth wins (gap 1).
//! - **Puzzle** (`look-puzzle`, 2–6 players): see [`puzzle`].
//!
//! # Notation
//!
//! A placement is its two cells, the lower one (a1 before b1 before a2)
//! first: `a1 a2`, `b2 c2`; either order, a dash or no space is read too.
//! The tile is the pair of colours under them. Picker steps: the first
//! cell, then the second. Throws: a colour word at the deal (`green`), a
//! tile at the stack's draw (`green-red`). The puzzle's moves are words:
//! `claim-yes`, `claim-no`, `dispute`, `accept`.
//!
//! # Position text
//!
//! The layout, ranks 4 down to 1 joined by `/`, each three cells from file
//! a: `G`, `R`, `Y`, `B`, or `.` not yet dealt; then, for `look` and
//! `look-stack`, the placements in order (`a1a2,b2c2`, `-` for none) and,
//! for `look-stack`, the drawn tile's letters (`GR`, `-` when none is
//! drawn). The puzzle's fields follow its module's documentation.

mod board;
mod legal;
#[cfg(test)]
mod model;
mod notation;
mod position;
pub mod puzzle;
#[cfg(test)]
mod tests;
pub mod variant;
mod view;

use std::marker::PhantomData;

use crate::notation::MoveError;
use crate::options::{OptionError, Options};
use crate::view::View;
use crate::{GameInfo, PositionError, Rules, Seat, Status};

pub use board::{CELLS, Colour, TILE_COLOURS, TILES};
pub use puzzle::Puzzle;
pub use variant::{Look, LookPuzzle, LookStack, Mode, RuleSet, Variant};

/// The words of every Look rule set.
pub static WORDS: crate::Words = crate::Words {
    key: "look",
    en: include_str!("en.ftl"),
    it: include_str!("it.ftl"),
    shared: &[],
};

/// One move or throw.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum LMove {
    /// Throw: the token of this colour lies on the next cell of the deal.
    Token(Colour),
    /// Throw (hidden stack): this tile is drawn.
    Draw(u8),
    /// A tile on these two neighbouring cells, lower cell first.
    Place(u8, u8),
    /// Puzzle: the declarer says the layout can (`true`) or cannot be
    /// covered.
    Claim(bool),
    /// Puzzle: the declaration is disputed.
    Dispute,
    /// Puzzle: the declaration is let stand.
    Accept,
}

/// How a game of `look` or `look-stack` ended.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum End {
    /// This seat could place no tile.
    Blocked(Seat),
    /// This seat could not place the tile it drew (`look-stack`).
    Stuck(Seat, u8),
    /// All six tiles are down: this seat placed the last.
    LastTile(Seat),
    /// The puzzle's race is over (scores in the puzzle).
    Puzzle,
}

/// A position of any Look rule set.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct LookState {
    /// The tokens dealt so far, from a1 (`None`: not yet dealt).
    layout: [Option<Colour>; CELLS],
    /// The tile covering each cell.
    cover: [Option<u8>; CELLS],
    /// The placements in order (lower cell first).
    placed: Vec<(u8, u8)>,
    /// The tile drawn and not yet placed (`look-stack`).
    drawn: Option<u8>,
    /// The puzzle's race (`look-puzzle` only).
    puzzle: Option<Box<Puzzle>>,
    end: Option<End>,
}

impl LookState {
    /// The token on `cell`, once dealt.
    pub fn token(&self, cell: usize) -> Option<Colour> {
        self.layout[cell]
    }

    /// The tile covering `cell`.
    pub fn cover(&self, cell: usize) -> Option<u8> {
        self.cover[cell]
    }

    /// The placements so far, lower cell first.
    pub fn placed(&self) -> &[(u8, u8)] {
        &self.placed
    }

    /// The tile drawn and waiting to be placed (`look-stack`).
    pub fn drawn(&self) -> Option<u8> {
        self.drawn
    }

    /// The puzzle's race, in `look-puzzle`.
    pub fn puzzle(&self) -> Option<&Puzzle> {
        self.puzzle.as_deref()
    }

    /// Tiles used, as bits.
    fn used(&self) -> u8 {
        self.placed
            .iter()
            .filter_map(|&(a, _)| self.cover[usize::from(a)])
            .fold(0, |m, t| m | (1 << t))
    }

    /// Whether every cell has its token.
    fn dealt(&self) -> bool {
        self.layout.iter().all(Option::is_some)
    }

    /// The whole layout, once dealt.
    fn full_layout(&self) -> Option<[Colour; CELLS]> {
        self.dealt()
            .then(|| self.layout.map(|c| c.unwrap_or(Colour::Green)))
    }

    /// The seat to place next (`look`, `look-stack`): turns alternate.
    fn placer(&self) -> Seat {
        Seat((self.placed.len() % 2) as u8)
    }
}

/// Look by the rule set `S`.
pub struct LookRules<S: RuleSet> {
    /// Seats (the puzzle's option; two otherwise).
    seats: u8,
    /// Points that win the puzzle's race.
    target: i32,
    _set: PhantomData<S>,
}

impl<S: RuleSet> Clone for LookRules<S> {
    fn clone(&self) -> Self {
        LookRules { ..*self }
    }
}

impl<S: RuleSet> std::fmt::Debug for LookRules<S> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "LookRules({})", S::variant().info.slug)
    }
}

impl<S: RuleSet> LookRules<S> {
    fn mode(&self) -> Mode {
        S::variant().mode
    }

    /// Points that win the puzzle's race.
    pub fn target(&self) -> i32 {
        self.target
    }
}

impl<S: RuleSet> Rules for LookRules<S> {
    type State = LookState;
    type Move = LMove;

    fn info() -> &'static GameInfo {
        &S::variant().info
    }

    const KNOBS: crate::Knobs = S::KNOBS;

    fn new(options: &Options) -> Result<Self, OptionError> {
        let puzzle = S::variant().mode == Mode::Puzzle;
        Ok(LookRules {
            seats: if puzzle {
                options.int("seats").clamp(2, 6) as u8
            } else {
                2
            },
            target: if puzzle && options.choice("points") == "5" {
                5
            } else {
                3
            },
            _set: PhantomData,
        })
    }

    fn seats(&self) -> u8 {
        self.seats
    }

    fn initial(&self) -> LookState {
        LookState {
            layout: [None; CELLS],
            cover: [None; CELLS],
            placed: Vec::new(),
            drawn: None,
            puzzle: (self.mode() == Mode::Puzzle).then(|| Box::new(Puzzle::new(self.seats))),
            end: None,
        }
    }

    fn status(&self, state: &LookState) -> Status {
        if let Some(end) = state.end {
            return Status::Over(legal::outcome(self, state, end));
        }
        if !state.dealt() {
            return Status::Chance;
        }
        match (self.mode(), &state.puzzle) {
            (Mode::Puzzle, Some(p)) => Status::ToMove(p.to_move()),
            (Mode::Stack, _) if state.drawn.is_none() => Status::Chance,
            _ => Status::ToMove(state.placer()),
        }
    }

    fn legal_moves(&self, state: &LookState, out: &mut Vec<LMove>) {
        if state.end.is_some() || !state.dealt() {
            return;
        }
        match (self.mode(), &state.puzzle) {
            (Mode::Puzzle, Some(p)) => p.legal(out),
            (Mode::Stack, _) => {
                if let Some(tile) = state.drawn {
                    legal::placements(state, Some(tile), out);
                }
            }
            _ => legal::placements(state, None, out),
        }
    }

    fn chance_outcomes(&self, state: &LookState, out: &mut Vec<(LMove, u32)>) {
        legal::chance(self.mode(), state, out);
    }

    fn apply(&self, state: &mut LookState, mv: &LMove) {
        legal::apply(self, state, *mv);
    }

    fn format_move(&self, _state: &LookState, mv: &LMove) -> String {
        notation::format(*mv)
    }

    fn move_steps(&self, _state: &LookState, mv: &LMove) -> Vec<String> {
        notation::steps(*mv)
    }

    fn move_aliases(&self, _state: &LookState, mv: &LMove) -> Vec<String> {
        notation::aliases(*mv)
    }

    fn diagnose(&self, state: &LookState, text: &str) -> MoveError {
        notation::diagnose(self, state, text)
    }

    fn position_text(&self, state: &LookState) -> String {
        position::write(self, state)
    }

    fn from_position(&self, text: &str) -> Result<LookState, PositionError> {
        position::read(self, text)
    }

    fn view(&self, state: &LookState, _seat: Option<Seat>) -> View {
        view::view(self, state)
    }

    fn time_out_move(&self, _state: &LookState) -> Option<LMove> {
        // The text's window: whoever stays silent lets the claim stand. A
        // declarer's silence has no meaning (accepting is not his move).
        (self.mode() == Mode::Puzzle).then_some(LMove::Accept)
    }
}
