//! The tafl family (Tavolando §12; catalog
//! `tavolando-9-14-and-short-issues.md`, "Tafl family — shared engine"):
//! one engine, and each rule set a `static` description of how it differs.
//!
//! | slug | board | set-up | first | moves | king |
//! |---|---|---|---|---|---|
//! | `hnefatafl` | 11×11 | 24 attackers, 12 defenders in a diamond | Black | rook | unarmed |
//! | `tablut` | 9×9 | 16 attackers, 8 defenders in a cross | Black | rook | unarmed |
//! | `tawlbwrdd` | 11×11 | 24 attackers, 12 defenders in a cross | Black | rook | unarmed |
//! | `alea-evangelii` | 19×19 | 48 attackers, 24 defenders | Black | rook | unarmed |
//! | `ard-ri` | 7×7 | 16 attackers, 8 defenders round the king | White | one square | armed |
//!
//! # The shared rules (the catalog's baseline)
//!
//! - Black are the attackers, White the defenders with their king in the
//!   centre, on the **throne**. The side that moves first is seat 0.
//! - Every piece moves like a rook along its rank or file over empty
//!   squares (one square only where the rule set says so). Only the king
//!   may stop on the throne or enter the four **corners**; any piece passes
//!   over the empty throne.
//! - **Custodial capture**, automatic: an enemy piece (not the king) is
//!   taken when the move leaves it sandwiched, along a rank or file,
//!   between the moved piece and another piece of the mover's side or a
//!   hostile square. One move may take several pieces, each in its own
//!   direction; a row of two is never taken by one sandwich, and moving
//!   between two enemies is safe. Corners are hostile to every piece; the
//!   throne to attackers always, to defenders when it is empty. An
//!   **unarmed** king neither takes nor helps to take; an **armed** one (Ard
//!   Ri) does both.
//! - The **king** is taken when an attacker's move leaves him with
//!   attackers on all four sides, or on three beside the throne; never on
//!   the board's edge.
//! - White wins when the king stands on a corner, Black on taking him. A
//!   player who cannot move draws (the text says so for White; the catalog
//!   for Black too).
//! - **Repetition**: a move that would make the same position (board and
//!   side to move) for the third time is illegal; a player whose only moves
//!   are such moves draws.
//! - A **ply cap** per rule set ends a game that long in a draw (the texts
//!   are silent; it keeps every game finite for the bot and the tests).
//!
//! # Notation
//!
//! `f4-c4`: the piece's square and where it stops; captures are automatic
//! and told in the reply ("takes c5, d4"). `f4c4` and `f4 c4` are accepted.
//! Picker steps: the square (`f4`), then the destination (`-c4`). On
//! boards larger than 13 squares (Alea Evangelii, 48 attackers and lines of
//! 19) each square is chosen in two steps, file then rank (`f`, `4`, `-c`,
//! `4`), so no step offers more than 19 choices.
//!
//! # Position text
//!
//! The ranks from the top one down, one character per square from file a
//! (`x` attacker, `o` defender, `k` king, `.` empty), joined by `/`; a
//! space and the side to move (`x` or `o`); a space and the plies played.
//! When some moves are illegal because they would repeat a position a third
//! time, a space and `banned:` with those moves joined by `,`. The
//! repetition rule compares board and side only; a read position remembers
//! the positions already seen twice (through the banned moves), not those
//! seen once.

mod board;
#[cfg(test)]
mod copenhagen;
mod legal;
mod notation;
mod position;
mod sets;
#[cfg(test)]
mod tests;
mod view;

use std::marker::PhantomData;

use crate::notation::{MoveError, normalize};
use crate::options::{OptionError, Options};
use crate::playout::SplitMix64;
use crate::view::{Board, Highlight, Mark, Piece, SeatPanel, Special, View};
use crate::{GameInfo, Message, Outcome, PositionError, Rules, Seat, Status};

pub use sets::{AleaEvangelii, ArdRi, Hnefatafl, Tablut, Tawlbwrdd};

/// This game's words: messages, seat names, word moves, options' help.
pub static WORDS: crate::Words = crate::Words {
    key: "tafl",
    en: include_str!("en.ftl"),
    it: include_str!("it.ftl"),
    shared: &[],
};

/// The two sides.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Side {
    /// Black: the attackers.
    Attackers,
    /// White: the defenders and their king.
    Defenders,
}

impl Side {
    fn other(self) -> Side {
        match self {
            Side::Attackers => Side::Defenders,
            Side::Defenders => Side::Attackers,
        }
    }
}

/// How a rule set differs from the others: all its facts as data.
#[derive(Debug)]
pub struct Variant {
    pub info: GameInfo,
    /// The board's side (7 to 19, odd).
    pub size: u8,
    /// The attackers' squares, separated by spaces.
    pub attackers: &'static str,
    /// The defenders' squares (the king apart).
    pub defenders: &'static str,
    /// The king's square: the throne, the centre.
    pub king: &'static str,
    /// Who moves first (seat 0).
    pub first: Side,
    /// Whether the king takes part in captures.
    pub armed_king: bool,
    /// Whether every piece moves exactly one square.
    pub one_step: bool,
    /// Plies after which the game is drawn.
    pub ply_cap: u32,
}

/// A tafl rule set: its [`Variant`].
pub trait RuleSet: Send + Sync + 'static {
    fn variant() -> &'static Variant;
}

/// Contents of a square.
const EMPTY: u8 = 0;
const ATTACKER: u8 = 1;
const DEFENDER: u8 = 2;
const KING: u8 = 3;

/// Steps (file, rank) of the four directions.
const DIRECTIONS: [(i32, i32); 4] = [(0, 1), (0, -1), (1, 0), (-1, 0)];

fn side_of(piece: u8) -> Side {
    if piece == ATTACKER {
        Side::Attackers
    } else {
        Side::Defenders
    }
}

/// A move: a piece from a square to another (square = `rank * size + file`).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct TaflMove {
    pub from: u16,
    pub to: u16,
}

/// The last move, as the picture and the reply tell it.
#[derive(Clone, Debug)]
struct Last {
    mv: TaflMove,
    mover: Side,
    /// The squares emptied by captures, with what stood there.
    taken: Vec<(u16, u8)>,
}

/// A tafl position with what the repetition rule needs of its past.
#[derive(Clone, Debug)]
pub struct TaflState {
    board: Vec<u8>,
    to_move: Side,
    ply: u32,
    king: Option<u16>,
    /// Zobrist key of board and side to move.
    hash: u64,
    /// Keys of the positions since the last capture, this one included (a
    /// capture makes every earlier position unreachable).
    seen: Vec<u64>,
    /// Keys seen twice: a move leading to one of them is illegal.
    twice: Vec<u64>,
    last: Option<Last>,
}

/// The engine behind every rule set.
#[derive(Debug)]
pub struct Engine {
    v: &'static Variant,
    n: usize,
    throne: usize,
    corners: [usize; 4],
    /// Zobrist keys per square and piece (`square * 4 + piece`).
    keys: Vec<u64>,
    side_key: u64,
    start: Vec<u8>,
    /// Squares chosen in two picker steps, file then rank.
    split_steps: bool,
    /// Off only to show that the fixtures catch a capture bug.
    #[cfg(test)]
    throne_hostile: bool,
}

/// A tafl rule set.
pub struct Tafl<S: RuleSet> {
    e: Engine,
    _set: PhantomData<fn() -> S>,
}

impl Engine {
    /// The engine of `v`.
    ///
    /// # Panics
    /// If the variant's set-up names a square off its board (a programming
    /// error in a `static`, caught by its tests).
    pub fn new(v: &'static Variant) -> Engine {
        let n = usize::from(v.size);
        let mut rng = SplitMix64(0x7AF1_u64 ^ (n as u64) << 32);
        let keys = (0..n * n * 4).map(|_| rng.next_u64()).collect();
        let side_key = rng.next_u64();
        let mut e = Engine {
            v,
            n,
            throne: (n / 2) * n + n / 2,
            corners: [0, n - 1, n * (n - 1), n * n - 1],
            keys,
            side_key,
            start: vec![EMPTY; n * n],
            split_steps: n > 13,
            #[cfg(test)]
            throne_hostile: true,
        };
        let mut start = vec![EMPTY; n * n];
        for (list, piece) in [(v.attackers, ATTACKER), (v.defenders, DEFENDER), (v.king, KING)] {
            for name in list.split_whitespace() {
                let s = e.read_square(name).expect("a square of the board");
                start[s] = piece;
            }
        }
        e.start = start;
        e
    }
}

impl<S: RuleSet> Tafl<S> {
    /// The engine (for tests and the bot's knowledge).
    pub fn engine(&self) -> &Engine {
        &self.e
    }

    /// The rule set's description.
    pub fn info_variant() -> &'static Variant {
        S::variant()
    }
}

impl<S: RuleSet> Rules for Tafl<S> {
    type State = TaflState;
    type Move = TaflMove;

    fn info() -> &'static GameInfo {
        &S::variant().info
    }

    fn new(_options: &Options) -> Result<Self, OptionError> {
        Ok(Tafl {
            e: Engine::new(S::variant()),
            _set: PhantomData,
        })
    }

    fn max_plies(&self) -> u32 {
        self.e.v.ply_cap
    }

    fn initial(&self) -> TaflState {
        self.e.state_of(self.e.start.clone(), self.e.v.first, 0)
    }

    fn status(&self, state: &TaflState) -> Status {
        match self.e.outcome(state) {
            Some(outcome) => Status::Over(outcome),
            None => Status::ToMove(self.e.seat(state.to_move)),
        }
    }

    fn legal_moves(&self, state: &TaflState, out: &mut Vec<TaflMove>) {
        self.e.legal(state, out);
    }

    fn apply(&self, state: &mut TaflState, mv: &TaflMove) {
        self.e.apply(state, *mv);
    }

    fn format_move(&self, _state: &TaflState, mv: &TaflMove) -> String {
        self.e.format(*mv)
    }

    fn move_steps(&self, _state: &TaflState, mv: &TaflMove) -> Vec<String> {
        self.e.steps(*mv)
    }

    fn move_aliases(&self, _state: &TaflState, mv: &TaflMove) -> Vec<String> {
        let (from, to) = (self.e.name(usize::from(mv.from)), self.e.name(usize::from(mv.to)));
        vec![format!("{from}{to}"), format!("{from}x{to}")]
    }

    fn diagnose(&self, state: &TaflState, text: &str) -> MoveError {
        self.e.diagnose(state, text)
    }

    /// A whole move is checked directly; a prefix of steps (`f4`, or `c`
    /// on 19×19) goes to the listing matcher.
    fn parse_move(&self, state: &TaflState, text: &str) -> Result<TaflMove, MoveError> {
        if let Ok((from, Some(to))) = self.e.read(&normalize(text)) {
            let mv = TaflMove {
                from: from as u16,
                to: to as u16,
            };
            if self.e.allows(state, mv) {
                return Ok(mv);
            }
        }
        crate::match_text(self, state, text)
    }

    fn position_text(&self, state: &TaflState) -> String {
        self.e.position_text(state)
    }

    fn from_position(&self, text: &str) -> Result<TaflState, PositionError> {
        self.e.read_position(text)
    }

    fn view(&self, state: &TaflState, _seat: Option<Seat>) -> View {
        self.e.view(state)
    }
}

/// Read access for the bot's knowledge: who stands where.
impl TaflState {
    /// The king's square, while he is on the board.
    pub fn king(&self) -> Option<u16> {
        self.king
    }

    /// How many attackers and defenders (the king apart) are on the board.
    pub fn material(&self) -> (u32, u32) {
        let mut m = (0, 0);
        for &p in &self.board {
            match p {
                ATTACKER => m.0 += 1,
                DEFENDER => m.1 += 1,
                _ => {}
            }
        }
        m
    }

    /// The side to move.
    pub fn to_move(&self) -> Side {
        self.to_move
    }
}

impl Engine {
    /// The board's side.
    pub fn size(&self) -> usize {
        self.n
    }

    /// The seat playing `side`.
    pub fn seat_of(&self, side: Side) -> Seat {
        self.seat(side)
    }

    /// How many attackers stand beside square `s`.
    pub fn attackers_beside(&self, state: &TaflState, s: usize) -> usize {
        (0..4)
            .filter_map(|d| self.step(s, d))
            .filter(|&t| state.board[t] == ATTACKER)
            .count()
    }
}
