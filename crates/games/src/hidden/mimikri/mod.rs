//! Mimikri (Alex Randolph, 3M 1975; Il Fogliaccio degli Astratti, catalog
//! `randolph-16-37.md` §20): chess with cubes whose identities are hidden.
//! Two rule sets share this engine: the Decoy game (`mimikri-decoy`), where
//! each side knows its own pieces and not the opponent's, and the No game
//! (`mimikri-no`), where each side knows the opponent's and not its own.
//!
//! # Rules as implemented
//!
//! - **Set-up**: each side's King stands open on e1 / e8 (gap 1); 8 cubes
//!   drawn at random from its other 15 (1 Q, 2 R, 2 B, 2 N, 8 P) stand on
//!   its second rank; the 7 left are unused and unknown to both. The draw
//!   is 16 chance throws, a2 to h2 then a7 to h7, each an identity
//!   weighted by the cubes of it left in that side's box; the table reads
//!   `?:a2`. Decoy: then each side in secret sets out its eight cubes in
//!   the order it likes (`arrange NBPPRQPP`, a2 to h2 or a7 to h7) or
//!   keeps the draw's (`keep`), White first (gap 2); option `arrange=false`
//!   keeps the draw's for both. No: the draw's order, which its owner
//!   cannot see anyway (gap 2).
//! - **Moves**: the chess moves of each cube's true identity; no castling,
//!   no en passant, the pawn's double step from its second rank; a pawn
//!   reaching its last rank becomes the queen, rook, bishop or knight its
//!   owner named (`e7e8n`; no letter: a queen), in secret (gap 3).
//!   Captures reveal nothing (gap 8).
//! - **Tries**: every move is a try the referee (the rules) answers, and
//!   the answer is public. Decoy: a seat is offered every move its cubes
//!   make; a try that would leave its own King in check is refused and the
//!   seat tries again (gap 4); a move that checks is announced. No: a seat
//!   is offered every move some piece could make from each cube's square
//!   (the King by its own movement); a try the cube's identity does not
//!   make fails, in everyone's sight, and the seat tries again (gap 6);
//!   after 6 failed tries in one turn the turn passes. A try already
//!   refused or failed this turn is not offered again.
//! - **End**: Decoy: checkmate wins; stalemate, the third repetition of
//!   the same cubes on the same squares with the same seat to move, and
//!   fifty moves each with no capture and no pawn move draw (gap 7). No:
//!   moving into check is allowed and checks are never said; capturing
//!   the King wins (gap 5); fifty moves each as above draw (gap 7). In
//!   both, a cap the rules add: after 200 turns the game is drawn.
//!
//! # Position text
//!
//! See the `position` module: the cubes as dealt and every try since.

mod board;
mod legal;
mod notation;
mod position;
mod resample;
mod state;
#[cfg(test)]
mod tests;
mod variant;
mod view;

use std::marker::PhantomData;

use crate::notation::MoveError;
use crate::options::{OptionError, Options};
use crate::playout::SplitMix64;
use crate::view::View;
use crate::{GameInfo, PositionError, Rules, Seat, Status};

pub use board::{Cube, Kind};
pub use resample::FALLBACKS;
pub use state::{End, Event, MState, Try};
pub use variant::{DecoySet, MimikriDecoy, MimikriNo, NoSet, RuleSet, Variant};

use legal::Engine;

/// The words of Mimikri.
pub static WORDS: crate::Words = crate::Words {
    key: "mimikri",
    en: include_str!("en.ftl"),
    it: include_str!("it.ftl"),
    shared: &[],
};

/// Seat names: White moves first.
pub const NAMES: [&str; 2] = ["White", "Black"];

/// One try, or one throw of the deal.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum MMove {
    /// Throw: the next cube dealt is this identity.
    Deal(Kind),
    /// Decoy: the seat to move sets out its drawn cubes in this order,
    /// a-file to h-file (its present order: it keeps the draw's).
    Arrange([Kind; 8]),
    /// A try with the cube on `from`.
    Try(Try),
    /// No game: the seat has no try at all.
    Pass,
}

/// Mimikri by the rule set `S`.
pub struct MimikriRules<S: RuleSet> {
    e: Engine,
    _set: PhantomData<S>,
}

impl<S: RuleSet> Clone for MimikriRules<S> {
    fn clone(&self) -> Self {
        MimikriRules {
            e: self.e,
            _set: PhantomData,
        }
    }
}

impl<S: RuleSet> std::fmt::Debug for MimikriRules<S> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "MimikriRules({})", S::variant().info.slug)
    }
}

impl<S: RuleSet> MimikriRules<S> {
    /// The rules of this set.
    pub fn make() -> Self {
        Self::with_arranging(!S::variant().no)
    }

    /// The rules, Decoy's sides setting out their cubes after the deal or
    /// not (the No game never does).
    pub fn with_arranging(arrange: bool) -> Self {
        let no = S::variant().no;
        MimikriRules {
            e: Engine {
                no,
                arrange: arrange && !no,
            },
            _set: PhantomData,
        }
    }

    /// Whether this is the No game.
    pub fn is_no(&self) -> bool {
        self.e.no
    }
}

impl<S: RuleSet> Rules for MimikriRules<S> {
    type State = MState;
    type Move = MMove;

    const KNOBS: crate::Knobs = S::KNOBS;

    fn info() -> &'static GameInfo {
        &S::variant().info
    }

    fn new(options: &Options) -> Result<Self, OptionError> {
        Ok(Self::with_arranging(variant::arranging(options)))
    }

    fn initial(&self) -> MState {
        MState::new()
    }

    fn status(&self, state: &MState) -> Status {
        if let Some(outcome) = self.e.outcome(state) {
            Status::Over(outcome)
        } else if !state.dealt_all() {
            Status::Chance
        } else {
            Status::ToMove(Seat(state.to_move))
        }
    }

    fn legal_moves(&self, state: &MState, out: &mut Vec<MMove>) {
        self.e.legal(state, out);
    }

    fn chance_outcomes(&self, state: &MState, out: &mut Vec<(MMove, u32)>) {
        self.e.chance(state, out);
    }

    fn apply(&self, state: &mut MState, mv: &MMove) {
        self.e.apply(state, *mv);
    }

    fn format_move(&self, state: &MState, mv: &MMove) -> String {
        notation::format(state, *mv)
    }

    fn move_steps(&self, state: &MState, mv: &MMove) -> Vec<String> {
        notation::steps(self, state, *mv)
    }

    fn move_aliases(&self, state: &MState, mv: &MMove) -> Vec<String> {
        notation::aliases(state, *mv)
    }

    /// A try's squares (and letter) read at once against the tries
    /// offered; anything else (a throw, a prefix of steps, `pass`) by the
    /// default matcher.
    fn parse_move(&self, state: &MState, text: &str) -> Result<MMove, MoveError> {
        if state.ordering()
            && let Some(order) = notation::read_order(text)
        {
            let mv = MMove::Arrange(order);
            return if self.legal_vec(state).contains(&mv) {
                Ok(mv)
            } else {
                Err(notation::diagnose(state, text))
            };
        }
        if let Some(t) = notation::read_try(text)
            && matches!(self.status(state), Status::ToMove(_))
        {
            let legal = self.legal_vec(state);
            let wanted = |p: Option<Kind>| MMove::Try(Try { promo: p, ..t });
            if legal.contains(&wanted(t.promo)) {
                return Ok(wanted(t.promo));
            }
            if t.promo.is_none() && legal.contains(&wanted(Some(Kind::Queen))) {
                return Ok(wanted(Some(Kind::Queen)));
            }
        }
        crate::rules::match_text(self, state, text)
    }

    fn diagnose(&self, state: &MState, text: &str) -> MoveError {
        notation::diagnose(state, text)
    }

    fn position_text(&self, state: &MState) -> String {
        position::write(state)
    }

    fn from_position(&self, text: &str) -> Result<MState, PositionError> {
        position::read(self, text)
    }

    /// The board rank by rank from the 8th (as FEN: a letter per cube,
    /// digits for empty squares), a cube whose identity `seat` does not
    /// know written `X` (White) or `x` (Black); then the seat to move (`w`,
    /// `b`, `deal`, `arranging:w` or `arranging:b` while Decoy's sides set
    /// out their cubes), `check` or `-`, the tries refused or failed
    /// this turn (`-` for none), the last try with its answer (`e2e4`,
    /// `e2e4?`, `e2e4+`, `-`) and the turns played. Once the game is over,
    /// the position text.
    fn observation(&self, state: &MState, seat: Option<Seat>) -> String {
        if state.over() {
            return self.position_text(state);
        }
        let mut board = String::new();
        for r in (0..8u8).rev() {
            let mut empty = 0;
            for f in 0..8u8 {
                match state.kind_at(r * 8 + f) {
                    None => empty += 1,
                    Some((cube, kind)) => {
                        if empty > 0 {
                            board.push(char::from(b'0' + empty));
                            empty = 0;
                        }
                        let c = if view::knows(self.e.no, state, seat, cube) {
                            kind.letter()
                        } else {
                            'X'
                        };
                        board.push(if cube.side == 0 { c } else { c.to_ascii_lowercase() });
                    }
                }
            }
            if empty > 0 {
                board.push(char::from(b'0' + empty));
            }
            if r > 0 {
                board.push('/');
            }
        }
        let turn = if !state.dealt_all() {
            "deal"
        } else if state.ordering() {
            if state.to_move == 0 {
                "arranging:w"
            } else {
                "arranging:b"
            }
        } else if state.to_move == 0 {
            "w"
        } else {
            "b"
        };
        let tries: Vec<String> = state
            .tries
            .iter()
            .map(|t| format!("{}{}", board::name(t.from), board::name(t.to)))
            .collect();
        let last = match state.last() {
            None => "-".to_string(),
            Some(ev) => match ev.tried {
                None => "pass".into(),
                Some(t) => format!(
                    "{}{}{}",
                    board::name(t.from),
                    board::name(t.to),
                    if !ev.ok {
                        "?"
                    } else if ev.check {
                        "+"
                    } else {
                        ""
                    }
                ),
            },
        };
        format!(
            "{board} {turn} {} {} {last} {}",
            if state.check { "check" } else { "-" },
            if tries.is_empty() {
                "-".into()
            } else {
                tries.join(",")
            },
            state.turns
        )
    }

    fn public_move_text(&self, state: &MState, mv: &MMove) -> String {
        notation::public(self, state, *mv)
    }

    fn resample(&self, state: &MState, seat: Option<Seat>, rng: &mut SplitMix64) -> Option<MState> {
        if state.over() {
            return Some(state.clone());
        }
        Some(resample::resample(&self.e, state, seat.map(|s| s.0), rng))
    }

    fn view(&self, state: &MState, seat: Option<Seat>) -> View {
        view::view(self, state, seat)
    }
}
