//! The Quoridor family (Il Fogliaccio degli Astratti no. 25; catalog
//! `tavolando-9-14-and-short-issues.md`, "quoridor" and its variants): one
//! engine, and each rule set a `static` description of how it differs.
//!
//! | slug | seats | walls each | what differs |
//! |---|---|---|---|
//! | `quoridor` | 2 | 10 | — |
//! | `quoridor-4p` | 4 | 5 | turns South, East, North, West (anticlockwise) |
//! | `quoridor-fewer-walls` | 2 | 9 or 8 (option `walls`) | — |
//! | `quoridor-movable-wall` | 2 | 8 | each seat may move one of its own walls once |
//! | `quoridor-coin` | 2 | 10 | a coin: its holder may move a wall, then hands it over |
//! | `quoridor-die` | 2 | 10 | a die (doubling-cube model): its holder may move up to its face in walls |
//! | `quoridor-moving-goal` | 2 | 10 | two pawns each, from the corners; they must meet |
//! | `quoridor-wall-jump` | 2 | 10 | a marker: its holder's pawn may step across a wall |
//!
//! # The shared rules
//!
//! - A 9×9 board of squares, files a–i, ranks 1–9, with grooves between
//!   the squares. Each pawn starts in the middle of its side (South e1,
//!   North e9, East i5, West a5) and races to the opposite side: the first
//!   pawn to stand on any square of it wins, and the game stops there.
//! - A turn is one of two things:
//!   - **move the pawn** one square along a rank or file, never through a
//!     wall. Onto a square next to it where another pawn stands it may
//!     **jump**: straight over that pawn to the square behind it when no
//!     wall, edge or third pawn is in the way; otherwise to either square
//!     beside the jumped pawn, unless a wall or a pawn is there. Only one
//!     pawn is ever jumped;
//!   - **place a wall**, two squares long, in a groove: it may not overlap
//!     a wall nor cross one at its middle, and every pawn must keep a way to
//!     its goal side afterwards (pawns do not block a way). A player with
//!     no walls left must move. Walls never move again (but see below).
//! - **Repetition** (the catalog's bot policy): when the same position
//!   (pawns, walls, the coin, die or marker, and the seat to move) comes up
//!   for the third time the game is drawn. A **ply cap** (400) ends a game
//!   that long in a draw (the text is silent; it keeps every game finite).
//!
//! # What the variants add
//!
//! - **Moving a wall** (`quoridor-movable-wall`, `-coin`, `-die`): instead
//!   of the turn, lift a wall from the board and put it in another place
//!   (another anchor or orientation) where a new wall could stand with it
//!   lifted, the path rule included. It does not come from the seat's
//!   supply. Who may, and which walls:
//!   - movable wall: once per game per seat, one of the seat's own walls
//!     (any wall with the option `movable=any`);
//!   - coin: the seat holding the coin, or either while it lies between
//!     them; any wall not moved before (a moved wall is marked); the coin
//!     then goes to the opponent;
//!   - die: like the coin, but the die's face N says how many walls: the
//!     turn is up to N moves of walls by the same seat, each a ply of its
//!     own, the path rule checked after each; the seat ends the turn with
//!     `end` or by moving the N-th wall. The die then shows N+1 (6 at
//!     most) and goes to the opponent. It starts between them showing 1
//!     and is never thrown.
//! - **Two pawns** (`quoridor-moving-goal`): the first seat owns the pawns
//!   on a1 and i9, the second those on i1 and a9. A turn moves one of them
//!   (jumps over any pawn as above) or places a wall. A seat wins when its
//!   two pawns stand side by side with no wall between them; the path rule
//!   keeps each seat's two pawns connected.
//! - **Jump marker** (`quoridor-wall-jump`): the seat holding the marker,
//!   or either while it lies between them, may step its pawn one square
//!   across a wall (not onto a pawn, not combined with a jump, and not
//!   into a pocket of walls with no ordinary way to its goal side); the
//!   marker then goes to the opponent. The path rule still ignores the
//!   marker.
//!
//! # Notation
//!
//! A pawn move is its destination square (`e2`, or `e3` for a jump over a
//! pawn on e2); with two pawns, the pawn's number first (`1:b1`, `2:h9`;
//! pawn 1 is the one that started on a1 or i1; a bare square is accepted
//! when only one of the two pawns can go there). A wall is its anchor
//! square and `h` or `v`: `c3h` lies along the top of c3 and d3 (between
//! ranks 3 and 4, its middle at the corner of c3, d3, c4 and d4), `c3v`
//! along the right side of c3 and c4. Anchors run a1–h8. `C3H`, `c3-h` and
//! `c3 h` are accepted. Moving a wall is `move c3h e5v` (also `c3h-e5v`);
//! ending a die turn early is `end`; a step across a wall with the marker
//! is `e5^`. A pawn that cannot move, with no wall its player may place,
//! has `pass` as its only move (walls and pawns can hem it in).
//! Picker steps: a pawn move is one step (with two pawns, `1:` then the
//! square); a wall is three: its file (`c`), its rank (`3`) and its
//! orientation (`h`); moving a wall is `move `, the wall (`c3h `), then
//! the new place in three steps. No step offers more than 25 choices
//! (at most 20 walls stand on the board).
//!
//! # Position text
//!
//! Four words: the pawns' squares in seat order joined by `,`; the walls
//! each seat has left, joined by `,`; the walls on the board in canonical
//! notation joined by `,` (`-` for none), in board order; the seat to move
//! (its index) followed by `:` and the plies played. For example
//! `e1,e9 10,10 - 0:0`. With two pawns each the first word has four
//! squares (`a1,i9,i1,a9`). The variants that move walls or hold a marker
//! add a fifth word, and mark walls:
//! - movable wall: each wall is followed by `@` and the seat that placed it
//!   (`c3h@0`); the fifth word `moved:` lists the seats that have moved
//!   their wall (`moved:-`, `moved:0,1`);
//! - coin: a moved wall is followed by `*`; the fifth word is `coin:-`
//!   (between the players) or `coin:` and the seat holding it;
//! - die: moved walls `*`; the fifth word is `die:`, the holder (`-` or a
//!   seat), `:`, the face, `:` and the walls moved so far in this turn
//!   (`die:-:1:0`);
//! - jump marker: the fifth word is `marker:-` or `marker:` and its holder.
//!
//! A read position forgets the positions seen before it (for repetition)
//! and, except with the movable wall, the seats that placed each wall.

mod board;
mod legal;
mod notation;
mod position;
mod sets;
mod state;
#[cfg(test)]
mod tests;
mod variant;
mod view;

use std::marker::PhantomData;

use crate::notation::{MoveError, normalize};
use crate::options::{OptionError, Options};
use crate::view::View;
use crate::{GameInfo, PositionError, Rules, Seat, Status};
use notation::{Parsed, read, read_one};

pub use notation::{square_name, wall_name};
pub use sets::{
    Quoridor, Quoridor4p, QuoridorCoin, QuoridorDie, QuoridorFewerWalls, QuoridorMovableWall,
    QuoridorMovingGoal, QuoridorWallJump,
};
pub use state::QState;
pub use variant::{Goal, Relocation, RuleSet, Variant};

/// This game's words: messages, seat names, word moves, options' help.
pub static WORDS: crate::Words = crate::Words {
    key: "quoridor",
    en: include_str!("en.ftl"),
    it: include_str!("it.ftl"),
    shared: &[],
};

/// The board's side.
pub const N: usize = 9;
/// Squares on the board.
const CELLS: usize = N * N;
/// Wall anchors per side (a–h, 1–8).
const A: usize = N - 1;
/// The ply cap.
pub const PLY_CAP: u32 = 400;
/// The die's highest face.
const DIE_TOP: u8 = 6;

/// One turn (or, in a die turn, one moved wall).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum QMove {
    /// Pawn `pawn` (its index in the position: the seat's, or with two
    /// pawns each `2 × seat + 0 or 1`) to square `to` (`rank * 9 + file`).
    Step { pawn: u8, to: u8 },
    /// The mover's pawn one square across a wall to `to`, with the marker.
    Leap(u8),
    /// A wall at this anchor (`rank * 8 + file`, a1–h8).
    Wall { anchor: u8, vertical: bool },
    /// The wall `from` moved to `to` (walls as `anchor * 2 + vertical`).
    Shift { from: u8, to: u8 },
    /// The end of a die turn before the face's count of walls is moved.
    End,
    /// Nothing: the only move of a pawn hemmed in by walls and pawns with
    /// no wall left to place.
    Pass,
}

/// A wall as one number: `anchor * 2 + vertical`.
pub fn wall_id(anchor: usize, vertical: bool) -> u8 {
    (anchor * 2 + usize::from(vertical)) as u8
}

/// The anchor and orientation of wall `id`.
pub fn wall_of(id: u8) -> (usize, bool) {
    (usize::from(id / 2), id % 2 == 1)
}

/// The engine behind every rule set.
#[derive(Debug)]
pub struct Engine {
    v: &'static Variant,
    seats: usize,
    /// Pawns on the board (seats, or twice the seats with pairs).
    pawn_count: usize,
    walls: u8,
    starts: [u8; 4],
    /// The movable wall may be anyone's (option `movable=any`).
    any_wall: bool,
}

/// A Quoridor rule set.
pub struct QuoridorRules<S: RuleSet> {
    e: Engine,
    _set: PhantomData<fn() -> S>,
}

impl Engine {
    /// The engine of `v` with `walls` walls each.
    ///
    /// # Panics
    /// If the variant names a square off the board (a programming error in
    /// a `static`, caught by its tests).
    pub fn new(v: &'static Variant, walls: u8) -> Engine {
        let mut starts = [0u8; 4];
        for (i, s) in v.starts.iter().enumerate() {
            starts[i] = match read_one(s) {
                Ok(Parsed::Square(c)) => c as u8,
                _ => panic!("bad start square {s}"),
            };
        }
        let pawn_count = v.starts.len();
        Engine {
            v,
            seats: if v.pairs { pawn_count / 2 } else { pawn_count },
            pawn_count,
            walls,
            starts,
            any_wall: false,
        }
    }

    /// Number of seats.
    pub fn seats(&self) -> usize {
        self.seats
    }

    /// Seat `s`'s goal side (`None` with two pawns each: they must meet).
    pub fn goal(&self, s: usize) -> Option<Goal> {
        self.v.goals.get(s).copied()
    }

    /// The rule set's description.
    pub fn variant(&self) -> &'static Variant {
        self.v
    }

    /// The seat owning pawn `p`.
    fn owner(&self, p: usize) -> usize {
        if self.v.pairs { p / 2 } else { p }
    }

    /// The pawns of seat `s`.
    fn pawns_of(&self, s: usize) -> std::ops::Range<usize> {
        if self.v.pairs { 2 * s..2 * s + 2 } else { s..s + 1 }
    }
}

impl<S: RuleSet> QuoridorRules<S> {
    /// The engine (for tests and the bot's knowledge).
    pub fn engine(&self) -> &Engine {
        &self.e
    }
}

impl<S: RuleSet> Rules for QuoridorRules<S> {
    type State = QState;
    type Move = QMove;

    const KNOBS: crate::Knobs = S::KNOBS;

    fn info() -> &'static GameInfo {
        &S::variant().info
    }

    fn new(options: &Options) -> Result<Self, OptionError> {
        let v = S::variant();
        let walls = if v.info.options.iter().any(|o| o.name == "walls") {
            u8::try_from(options.int("walls")).unwrap_or(v.walls)
        } else {
            v.walls
        };
        let mut e = Engine::new(v, walls);
        e.any_wall = v.info.options.iter().any(|o| o.name == "movable") && options.choice("movable") == "any";
        Ok(QuoridorRules { e, _set: PhantomData })
    }

    fn seats(&self) -> u8 {
        self.e.seats as u8
    }

    fn max_plies(&self) -> u32 {
        PLY_CAP
    }

    fn initial(&self) -> QState {
        self.e.initial()
    }

    fn status(&self, state: &QState) -> Status {
        match self.e.outcome(state) {
            Some(outcome) => Status::Over(outcome),
            None => Status::ToMove(Seat(state.to_move)),
        }
    }

    fn legal_moves(&self, state: &QState, out: &mut Vec<QMove>) {
        self.e.legal(state, out);
    }

    fn apply(&self, state: &mut QState, mv: &QMove) {
        self.e.apply(state, *mv);
    }

    fn format_move(&self, _state: &QState, mv: &QMove) -> String {
        self.e.format(*mv)
    }

    fn move_steps(&self, _state: &QState, mv: &QMove) -> Vec<String> {
        self.e.steps(*mv)
    }

    fn move_aliases(&self, _state: &QState, mv: &QMove) -> Vec<String> {
        self.e.aliases(*mv)
    }

    fn diagnose(&self, state: &QState, text: &str) -> MoveError {
        self.e.diagnose(state, text)
    }

    /// A whole move is checked directly; a prefix of steps (`c`, `c3`,
    /// `move`, `1:`) and, with two pawns each, a bare square go to the
    /// listing matcher.
    fn parse_move(&self, state: &QState, text: &str) -> Result<QMove, MoveError> {
        let seat = state.to_move;
        let pairs = self.e.v.pairs;
        let mv = match read(&normalize(text)) {
            Ok(Parsed::Pass) => Some(QMove::Pass),
            Ok(Parsed::End) => Some(QMove::End),
            Ok(Parsed::Square(c)) if !pairs => Some(QMove::Step {
                pawn: seat,
                to: c as u8,
            }),
            Ok(Parsed::Numbered(n, c)) if pairs => Some(QMove::Step {
                pawn: 2 * seat + n - 1,
                to: c as u8,
            }),
            Ok(Parsed::Leap(c)) => Some(QMove::Leap(c as u8)),
            Ok(Parsed::Wall(a, vertical)) => Some(QMove::Wall {
                anchor: a as u8,
                vertical,
            }),
            Ok(Parsed::Shift(from, to)) => Some(QMove::Shift { from, to }),
            // With two pawns each, a bare square names the one pawn that
            // can go there (never the first steps of a wall).
            Ok(Parsed::Square(c)) if self.e.outcome(state).is_none() => {
                let found: Vec<QMove> = (2 * seat..2 * seat + 2)
                    .map(|pawn| QMove::Step { pawn, to: c as u8 })
                    .filter(|&mv| self.e.allows(state, mv))
                    .collect();
                return match found.as_slice() {
                    [mv] => Ok(*mv),
                    [] => Err(self.e.diagnose(state, text)),
                    _ => Err(MoveError::Ambiguous {
                        text: crate::notation::clip(text),
                        options: found.iter().map(|&mv| self.e.format(mv)).collect(),
                    }),
                };
            }
            Ok(Parsed::Square(_) | Parsed::Numbered(..)) | Err(_) => None,
        };
        match mv {
            Some(mv) if self.e.allows(state, mv) => Ok(mv),
            // A whole move that is not legal: say why (a square is never
            // taken for the first steps of a wall).
            Some(_) if self.e.outcome(state).is_none() => Err(self.e.diagnose(state, text)),
            _ => crate::match_text(self, state, text),
        }
    }

    fn position_text(&self, state: &QState) -> String {
        self.e.position_text(state)
    }

    fn from_position(&self, text: &str) -> Result<QState, PositionError> {
        self.e.read_position(text)
    }

    fn view(&self, state: &QState, _seat: Option<Seat>) -> View {
        self.e.view(state)
    }
}
