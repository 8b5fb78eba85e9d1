//! The draughts family (Tavolando §9; catalog
//! `tavolando-9-14-and-short-issues.md`, "draughts-common" to
//! "turkish-draughts"): one engine, and each rule set a `const`
//! description of how it differs.
//!
//! | slug | board | men | kings | capture choice | removal | mid-capture promotion |
//! |---|---|---|---|---|---|---|
//! | `alquerque-bell` | 5×5 points | forward, diagonal-forward, sideways; no revisits | none | free | as jumped | none |
//! | `alquerque-pritchard` | 5×5 points | any direction | none | free | as jumped | none |
//! | `italian-draughts` | 8×8, a1 light | forward; may not take kings | short | Italian precedence | at the end | ends the move |
//! | `english-draughts` | 8×8, a1 dark | forward | short | free | at the end | ends the move |
//! | `polish-draughts` | 10×10 | forward, capture backwards | flying | majority | at the end | only if the move ends there |
//! | `russian-draughts` | 8×8 | forward, capture backwards | flying | free | at the end | continues as a king |
//! | `turkish-draughts` | 8×8 plain, orthogonal | forward, sideways | flying | majority, no 180° turn | as jumped | continues as a king |
//!
//! Every rule set: capture is compulsory; a chain goes on while the piece can
//! capture (a flying king lands where it can capture again, if it can); a
//! piece is never jumped twice; a player with no legal move (no pieces, or
//! all blocked) loses. The draw rules are each federation's, as
//! listed in each rule set's file, and `max_plies` is a bound the draw rules
//! guarantee (see [`Variant::draws`]).
//!
//! # Moves and notation
//!
//! A move is one whole turn: a step, or a whole capture path. Two paths that
//! take the same pieces from the same start to the same end (and promote
//! alike) are one move; its canonical path is the one whose squares come
//! first in listing order (square numbers, or a1, a2, …, b1, … for
//! coordinates). Paths taking different pieces are different moves.
//!
//! Canonical text: `11-15` for a step, `11x18x25` for a capture (every
//! landing square), with square numbers for the numbered rule sets
//! (english, italian, polish) and coordinates (`c3-d4`, `c3xe5xg3`) for the
//! others. Coordinates are accepted everywhere; `:` is read as `x`, and the
//! separators are not checked (the squares decide). A capture may be given
//! by its start and end, or with only some landing squares, when that
//! leaves one move; otherwise the answer is [`MoveError::Ambiguous`] with the
//! full paths. A start square alone, or the first squares of a path, also
//! select a move when only one fits. Picker steps: the start square, then
//! `-to` or each `xlanding`.
//!
//! # Position text
//!
//! PDN FEN: the side to move (`W` or `B`), then `:W` and White's pieces, then
//! `:B` and Black's, kings prefixed with `K`, in listing order:
//! `W:W21,22,…,32:B1,2,…,12`. Square numbers for the numbered rule sets,
//! coordinates otherwise (`W:Wa1,a3,…`). Two states with the same text are
//! the same position for repetition. Bell's Alquerque appends the points its
//! pieces have stood on, which its moves depend on (see [`alquerque`]).
//!
//! `from_position` reads it back (as does [`Draughts::from_fen`], which
//! also takes ranges like `21-32` and coordinates); it refuses more pieces
//! per side than the start has, men on their far row, and kings where the
//! game has none. FEN carries no history, so a read position starts the
//! draw counters afresh, as a PDN set-up does: no repetition seen before
//! it, no plies without progress, no plies in the current material, and
//! the ply limit counted from it. A game drawn by one of those counters
//! reads back as still going, and a read game reaches such a draw later
//! than the game it was read from, never sooner.
//!
//! # Export and picture
//!
//! [`pdn`] writes a game's moves as PDN with the federation's `GameType`
//! tag. The view draws White at the bottom (so in English draughts, where
//! Black is seat 0, it names White's seat as the bottom one), cells named by
//! coordinates with square numbers as labels for the numbered rule sets,
//! the last move's path as arrows and its captures as ghosts; Alquerque is a
//! graph of points and lines.

mod board;
mod fen;
mod generate;
mod notation;
pub(crate) mod pdn;
mod view;

pub mod alquerque;
pub mod english;
pub mod italian;
pub mod polish;
pub mod russian;
pub mod turkish;

use std::marker::PhantomData;

use board::{Geometry, MAX_CELLS, mirrored};

use crate::notation::MoveError;
use crate::options::{OptionError, Options};
use crate::record::{Record, RecordError, RecordFormat, RecordTags};
use crate::{GameInfo, Message, Outcome, PositionError, Rules, Seat, Status, View};

pub use fen::FenError;
pub use pdn::{pdn, pdn_with};

pub use alquerque::{AlquerqueBell, AlquerquePritchard};
pub use english::EnglishDraughts;
pub use italian::ItalianDraughts;
pub use polish::PolishDraughts;
pub use russian::RussianDraughts;
pub use turkish::TurkishDraughts;

/// This game's words: messages, seat names, word moves, options' help.
pub static WORDS: crate::Words = crate::Words {
    key: "draughts",
    en: include_str!("en.ftl"),
    it: include_str!("it.ftl"),
    shared: &[],
};

/// Most pieces one capture can take (and most pieces per side in a FEN).
pub const MAX_TAKEN: usize = 32;
/// Most squares in a move's path.
const MAX_PATH: usize = MAX_TAKEN + 1;

/* ---------- The declarative description of a rule set ---------- */

/// Compass directions as bits, relative to the player: north is forward.
pub mod dir {
    pub const FORWARD: u8 = 1 << 0;
    pub const FORWARD_RIGHT: u8 = 1 << 1;
    pub const RIGHT: u8 = 1 << 2;
    pub const BACK_RIGHT: u8 = 1 << 3;
    pub const BACK: u8 = 1 << 4;
    pub const BACK_LEFT: u8 = 1 << 5;
    pub const LEFT: u8 = 1 << 6;
    pub const FORWARD_LEFT: u8 = 1 << 7;
    pub const DIAGONAL_FORWARD: u8 = FORWARD_RIGHT | FORWARD_LEFT;
    pub const DIAGONAL: u8 = DIAGONAL_FORWARD | BACK_RIGHT | BACK_LEFT;
    pub const SIDEWAYS: u8 = RIGHT | LEFT;
    pub const ORTHOGONAL: u8 = FORWARD | BACK | SIDEWAYS;
    pub const ALL: u8 = 0xFF;
}

/// Which cells are played on, and which lines join them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Layout {
    /// The dark squares, joined diagonally; `a1_dark` says whether each
    /// player's bottom-left square is dark.
    Dark { a1_dark: bool },
    /// Every square, joined orthogonally (Turkish draughts).
    AllSquares,
    /// The Alquerque points: orthogonal lines everywhere, diagonals through
    /// the points whose coordinates sum to an even number.
    Alquerque,
}

/// How far a king goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum King {
    /// No kings: men are never promoted.
    None,
    /// One square, and captures by the short jump.
    Short,
    /// Any distance along a line, and captures by the long jump.
    Flying,
}

/// Which capture the player must choose when several exist.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Choice {
    /// Any capture (the chain must still be completed).
    Free,
    /// One taking the most pieces; kings and men count one each.
    Majority,
    /// The Italian precedence, in order: most pieces; with a king rather
    /// than a man; most kings; a king met first.
    Italian,
}

/// When captured pieces leave the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Removal {
    /// When the move ends: until then they block, and are never jumped twice.
    AtEnd,
    /// As each is jumped, so its square may be crossed again.
    AsJumped,
}

/// What a man reaching the far row during a capture does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Promotion {
    /// No promotion at all (Alquerque).
    None,
    /// It is crowned and the move ends there (English, Italian).
    EndsMove,
    /// It is crowned at once and goes on capturing as a king (Russian,
    /// Turkish).
    Continues,
    /// It goes on capturing as a man if it can, and is crowned only if the
    /// move ends on the far row (international).
    AtEndOnly,
}

/// Which moves reset the no-progress counter and the repetition record.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Progress {
    /// A capture or any man move (men move only forward).
    CaptureOrManMove,
    /// A capture or a man's forward step (sideways steps undo each other).
    CaptureOrForwardStep,
    /// Only a capture (pieces move every way).
    Capture,
}

/// Material in which a draw count runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Material {
    /// One side has a lone king; the other exactly three pieces, at least
    /// `kings` of them kings. The count starts when this arises.
    ThreeAgainstLoneKing { kings: u8 },
    /// One side has a lone king; the other one or two pieces, at least one a
    /// king. The count starts when this arises.
    UpToTwoAgainstLoneKing,
    /// Both sides have kings and there are `min..=max` pieces in all; any
    /// capture or promotion starts the count again.
    BothHaveKings { min: u8, max: u8 },
}

/// One way a game is drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DrawRule {
    /// The same position, with the same side to move, for the n-th time.
    Repetition(u8),
    /// This many successive plies (both sides) without progress.
    Quiet(u16),
    /// This many plies in the given material.
    Material { material: Material, plies: u16 },
}

impl DrawRule {
    /// Why a game ended by this rule, in a few words.
    fn reason(&self) -> Message {
        match *self {
            DrawRule::Repetition(n) => Message::new("draughts-repetition").count("times", n),
            DrawRule::Quiet(plies) => Message::new("draughts-no-progress").count("moves", plies / 2),
            DrawRule::Material { material, plies } => {
                let what = match material {
                    Material::ThreeAgainstLoneKing { kings: 3 } => Message::new("draughts-three-kings"),
                    Material::ThreeAgainstLoneKing { .. } => Message::new("draughts-three-pieces"),
                    Material::UpToTwoAgainstLoneKing => Message::new("draughts-two-pieces"),
                    Material::BothHaveKings { .. } => Message::new("draughts-kings-balanced"),
                };
                Message::new("draughts-material")
                    .part("material", what)
                    .count("moves", plies / 2)
            }
        }
    }
}

/// A rule set, declared as data. Each rule set's file holds one as a
/// `static` and a [`RuleSet`] type pointing at it.
#[derive(Debug)]
pub struct Variant {
    pub info: GameInfo,
    pub layout: Layout,
    pub files: u8,
    pub ranks: u8,
    /// The start position as PDN FEN; its side to move moves first and is
    /// seat 0.
    pub start: &'static str,
    /// Square numbers in the notation (else coordinates).
    pub numbered: bool,
    /// Directions of a man's steps (see [`dir`]).
    pub man_steps: u8,
    /// Directions of a man's captures.
    pub man_captures: u8,
    pub king: King,
    /// Whether a man may capture a king.
    pub man_takes_king: bool,
    pub choice: Choice,
    pub removal: Removal,
    /// Whether a chain may turn back (180°) between two captures.
    pub turn_back: bool,
    pub promotion: Promotion,
    /// A man on the far row no longer steps (Bell's Alquerque).
    pub frozen_far_row: bool,
    /// A piece never returns to a point it has stood on (Bell's Alquerque).
    pub no_revisit: bool,
    pub progress: Progress,
    /// The draw rules, checked in order.
    pub draws: &'static [DrawRule],
    /// The PDN GameType tag value, if PDN has one.
    pub pdn_game_type: Option<&'static str>,
    /// The PDN capture separator.
    pub pdn_capture: char,
}

/// A rule set: a type naming its [`Variant`].
pub trait RuleSet: Send + Sync + 'static {
    fn variant() -> &'static Variant;
}

/* ---------- Pieces, states and moves ---------- */

pub(crate) const EMPTY: u8 = 0;
const WHITE: u8 = 0;
const BLACK: u8 = 1;
/// The king bit of a cell.
pub(crate) const KING: u8 = 4;

/// The cell value of a piece of `colour` (0 White, 1 Black).
pub(crate) fn piece(colour: u8, king: bool) -> u8 {
    (colour + 1) | if king { KING } else { 0 }
}

/// The colour of a non-empty cell.
#[inline]
pub(crate) fn colour_of(cell: u8) -> u8 {
    (cell & 3) - 1
}

#[inline]
pub(crate) fn is_king(cell: u8) -> bool {
    cell & KING != 0
}

fn colour_name(colour: u8) -> &'static str {
    if colour == WHITE { "White" } else { "Black" }
}

/// A repetition key: White's cells, Black's cells, kings (bit 127: Black to
/// move).
type Key = [u128; 3];

/// A position with its counters.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct DraughtsState {
    board: [u8; MAX_CELLS],
    /// Colour to move: 0 White, 1 Black.
    side: u8,
    /// Plies played.
    ply: u32,
    /// Successive plies without progress.
    quiet: u16,
    /// Per material draw rule: the material key it last saw, and the plies
    /// since.
    material: [(u32, u16); 3],
    /// Positions since the last progress, this one last.
    seen: Vec<Key>,
    /// Per cell, the points its piece has stood on (Bell's Alquerque).
    visited: [u32; 25],
    last: Option<Last>,
}

/// The last move, with what it took, for the picture.
#[derive(Clone, PartialEq, Eq, Debug)]
struct Last {
    mv: DraughtsMove,
    taken: [u8; MAX_TAKEN],
}

/// One whole turn: a step or a capture path.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct DraughtsMove {
    path: [u8; MAX_PATH],
    len: u8,
    /// Captured cells, in the order they are jumped.
    taken: [u8; MAX_TAKEN],
    ntaken: u8,
    /// Whether a man ends the move as a king.
    promotes: bool,
}

impl DraughtsMove {
    fn step(from: u8, to: u8, promotes: bool) -> Self {
        let mut path = [0; MAX_PATH];
        path[0] = from;
        path[1] = to;
        DraughtsMove {
            path,
            len: 2,
            taken: [0; MAX_TAKEN],
            ntaken: 0,
            promotes,
        }
    }

    /// The squares: start, then each landing.
    pub(crate) fn path(&self) -> &[u8] {
        &self.path[..usize::from(self.len)]
    }

    /// The captured cells, in jump order.
    pub(crate) fn taken(&self) -> &[u8] {
        &self.taken[..usize::from(self.ntaken)]
    }

    pub(crate) fn from(&self) -> u8 {
        self.path[0]
    }

    pub(crate) fn to(&self) -> u8 {
        self.path[usize::from(self.len) - 1]
    }

    pub(crate) fn is_capture(&self) -> bool {
        self.ntaken > 0
    }

    /// The captured cells as a set.
    fn taken_set(&self) -> u128 {
        self.taken().iter().fold(0, |m, &c| m | 1u128 << c)
    }

    /// What makes two paths the same move.
    fn identity(&self) -> (u8, u8, u128, bool) {
        (self.from(), self.to(), self.taken_set(), self.promotes)
    }
}

/* ---------- The engine shared by every rule set ---------- */

/// A rule set's geometry and direction tables, built once.
#[derive(Debug)]
pub(crate) struct Engine {
    v: &'static Variant,
    geo: Geometry,
    /// Per colour, absolute directions of a man's steps and captures.
    man_steps: [Vec<u8>; 2],
    man_captures: [Vec<u8>; 2],
    /// Absolute directions of a king.
    king_dirs: Vec<u8>,
    /// The colour of seat 0.
    first: u8,
    start: DraughtsState,
    max_plies: u32,
}

impl Engine {
    fn new(v: &'static Variant) -> Result<Engine, FenError> {
        let geo = Geometry::new(v.files, v.ranks, v.layout, v.numbered);
        let absolute = |mask: u8, colour: u8| -> Vec<u8> {
            (0..8u8)
                .filter(|d| mask & (1 << d) != 0)
                .map(|d| if colour == WHITE { d } else { mirrored(d) })
                .collect()
        };
        let king_dirs = match v.layout {
            Layout::Dark { .. } => absolute(dir::DIAGONAL, WHITE),
            Layout::AllSquares => absolute(dir::ORTHOGONAL, WHITE),
            Layout::Alquerque => absolute(dir::ALL, WHITE),
        };
        let mut engine = Engine {
            v,
            geo,
            man_steps: [absolute(v.man_steps, WHITE), absolute(v.man_steps, BLACK)],
            man_captures: [absolute(v.man_captures, WHITE), absolute(v.man_captures, BLACK)],
            king_dirs,
            first: WHITE,
            start: DraughtsState {
                board: [EMPTY; MAX_CELLS],
                side: WHITE,
                ply: 0,
                quiet: 0,
                material: [(0, 0); 3],
                seen: Vec::new(),
                visited: [0; 25],
                last: None,
            },
            max_plies: 0,
        };
        let start = fen::parse(&engine, v.start)?;
        engine.first = start.side;
        engine.max_plies = engine.ply_bound(&start);
        engine.start = start;
        Ok(engine)
    }

    /// A bound on the plies of any game, which the draw rules guarantee:
    /// every run of plies without progress ends the game at the `Quiet`
    /// limit, and progress is finite (each capture takes a piece; each man
    /// step that counts as progress moves a man forward, at most `ranks - 1`
    /// times plus two ranks back per backward capture). Bell's no-revisit
    /// rule bounds its game by the points each piece may still visit.
    fn ply_bound(&self, start: &DraughtsState) -> u32 {
        let quiet = self
            .v
            .draws
            .iter()
            .find_map(|d| match d {
                DrawRule::Quiet(n) => Some(u32::from(*n)),
                _ => None,
            })
            .unwrap_or(u32::from(u16::MAX));
        let pieces = start.board.iter().filter(|&&c| c != EMPTY).count() as u32;
        let captures = pieces.saturating_sub(1);
        let steps = match self.v.progress {
            Progress::Capture => 0,
            _ => pieces * (u32::from(self.v.ranks) - 1) + 2 * captures,
        };
        let progress = captures + steps;
        let by_quiet = progress + (progress + 1) * quiet;
        if self.v.no_revisit {
            let points = self.geo.squares().len() as u32;
            by_quiet.min(pieces * (points - 1))
        } else {
            by_quiet
        }
    }

    fn seat_of(&self, colour: u8) -> Seat {
        if colour == self.first {
            Seat::FIRST
        } else {
            Seat::SECOND
        }
    }

    /// The repetition key of a board and side.
    fn key(&self, board: &[u8; MAX_CELLS], side: u8) -> Key {
        let mut key = [0u128; 3];
        for &cell in self.geo.squares() {
            let c = board[usize::from(cell)];
            if c != EMPTY {
                key[usize::from(colour_of(c))] |= 1 << cell;
                if is_king(c) {
                    key[2] |= 1 << cell;
                }
            }
        }
        key[2] |= u128::from(side) << 127;
        key
    }

    /// Men and kings per colour.
    fn material(&self, board: &[u8; MAX_CELLS]) -> [[u8; 2]; 2] {
        let mut counts = [[0u8; 2]; 2];
        for &cell in self.geo.squares() {
            let c = board[usize::from(cell)];
            if c != EMPTY {
                counts[usize::from(colour_of(c))][usize::from(is_king(c))] += 1;
            }
        }
        counts
    }

    /// The key of `material` for a material draw rule, if it applies.
    fn material_key(rule: Material, counts: [[u8; 2]; 2]) -> Option<u32> {
        let total = |c: [u8; 2]| c[0] + c[1];
        let lone_king = |c: [u8; 2]| c == [0, 1];
        for (weak, strong) in [(0, 1), (1, 0)] {
            let (w, s) = (counts[weak], counts[strong]);
            match rule {
                Material::ThreeAgainstLoneKing { kings }
                    if lone_king(w) && total(s) == 3 && s[1] >= kings =>
                {
                    return Some(1 + weak as u32);
                }
                Material::UpToTwoAgainstLoneKing
                    if lone_king(w) && (1..=2).contains(&total(s)) && s[1] >= 1 =>
                {
                    return Some(1 + weak as u32);
                }
                _ => {}
            }
        }
        if let Material::BothHaveKings { min, max } = rule {
            let all = total(counts[0]) + total(counts[1]);
            if counts[0][1] > 0 && counts[1][1] > 0 && (min..=max).contains(&all) {
                let packed = counts.iter().flatten().fold(0u32, |k, &n| k * 64 + u32::from(n));
                return Some(packed + 1);
            }
        }
        None
    }

    /// Starts the counters of a fresh position.
    fn reset_counters(&self, state: &mut DraughtsState) {
        state.seen = vec![self.key(&state.board, state.side)];
        let counts = self.material(&state.board);
        let mut rules = self.material_rules();
        for slot in &mut state.material {
            *slot = match rules.next() {
                Some((material, _)) => (Self::material_key(material, counts).unwrap_or(0), 0),
                None => (0, 0),
            };
        }
    }

    fn material_rules(&self) -> impl Iterator<Item = (Material, u16)> + '_ {
        self.v.draws.iter().filter_map(|d| match *d {
            DrawRule::Material { material, plies } => Some((material, plies)),
            _ => None,
        })
    }

    /// Plays `mv`, assumed legal.
    fn apply(&self, state: &mut DraughtsState, mv: &DraughtsMove) {
        let from = usize::from(mv.from());
        let to = usize::from(mv.to());
        let moving = state.board[from];
        let mut last = Last {
            mv: *mv,
            taken: [EMPTY; MAX_TAKEN],
        };
        state.board[from] = EMPTY;
        for (i, &t) in mv.taken().iter().enumerate() {
            last.taken[i] = state.board[usize::from(t)];
            state.board[usize::from(t)] = EMPTY;
        }
        state.board[to] = if mv.promotes { moving | KING } else { moving };
        if self.v.no_revisit {
            let mut visited = state.visited[from];
            for &p in mv.path() {
                visited |= 1 << p;
            }
            for &t in mv.taken() {
                state.visited[usize::from(t)] = 0;
            }
            state.visited[from] = 0;
            state.visited[to] = visited;
        }
        let progress = mv.is_capture()
            || (!is_king(moving)
                && match self.v.progress {
                    Progress::CaptureOrManMove => true,
                    Progress::CaptureOrForwardStep => self.geo.rank(mv.from()) != self.geo.rank(mv.to()),
                    Progress::Capture => false,
                });
        state.side ^= 1;
        state.ply += 1;
        let key = self.key(&state.board, state.side);
        if progress {
            state.quiet = 0;
            state.seen.clear();
        } else {
            state.quiet = state.quiet.saturating_add(1);
        }
        state.seen.push(key);
        let counts = self.material(&state.board);
        for (slot, (material, _)) in state.material.iter_mut().zip(self.material_rules()) {
            let key = Self::material_key(material, counts).unwrap_or(0);
            *slot = if key == slot.0 {
                (key, slot.1.saturating_add(1))
            } else {
                (key, 0)
            };
        }
        state.last = Some(last);
    }

    /// How the game ended, if it did.
    fn outcome(&self, state: &DraughtsState) -> Option<Outcome> {
        if !self.can_move(state) {
            let loser = self.seat_of(state.side);
            let has_pieces = self.geo.squares().iter().any(|&c| {
                let cell = state.board[usize::from(c)];
                cell != EMPTY && colour_of(cell) == state.side
            });
            let reason = if has_pieces {
                Message::new("draughts-seat-cannot-move").seat("seat", loser)
            } else {
                Message::new("draughts-seat-no-pieces").seat("seat", loser)
            };
            return Some(Outcome::win(self.seat_of(state.side ^ 1), reason));
        }
        let mut material = state.material.iter();
        for rule in self.v.draws {
            let drawn = match *rule {
                DrawRule::Repetition(n) => {
                    let now = state.seen.last();
                    state.seen.iter().filter(|k| Some(*k) == now).count() >= usize::from(n)
                }
                DrawRule::Quiet(plies) => state.quiet >= plies,
                DrawRule::Material { plies, .. } => {
                    material.next().is_some_and(|&(key, n)| key != 0 && n >= plies)
                }
            };
            if drawn {
                return Some(Outcome::draw(rule.reason()));
            }
        }
        if state.ply >= self.max_plies {
            return Some(Outcome::draw(
                Message::new("draughts-ply-limit").count("plies", self.max_plies),
            ));
        }
        None
    }
}

/* ---------- The typed rules ---------- */

/// The draughts rules of rule set `S`.
pub struct Draughts<S: RuleSet> {
    engine: Engine,
    _rules: PhantomData<S>,
}

impl<S: RuleSet> Draughts<S> {
    /// The rule set with its standard (and only) options.
    ///
    /// # Errors
    /// Only if the rule set's own description is broken.
    pub fn standard() -> Result<Self, OptionError> {
        let engine = Engine::new(S::variant()).map_err(|_| {
            OptionError(Message::new("draughts-bad-start").code("position", S::variant().start))
        })?;
        Ok(Draughts {
            engine,
            _rules: PhantomData,
        })
    }

    /// The rule set's description.
    pub fn variant(&self) -> &'static Variant {
        self.engine.v
    }

    /// A state from PDN FEN (see the module docs): side to move, White's and
    /// Black's pieces. Counters start afresh; for Bell's Alquerque each piece
    /// has visited only its own point.
    ///
    /// # Errors
    /// A [`FenError`] saying what is wrong with the text.
    pub fn from_fen(&self, text: &str) -> Result<DraughtsState, FenError> {
        fen::parse(&self.engine, text)
    }
}

impl<S: RuleSet> Rules for Draughts<S> {
    type State = DraughtsState;
    type Move = DraughtsMove;

    const KNOBS: crate::Knobs = crate::Knobs {
        // PDN FEN has no counters: the draws by repetition, by moves without
        // progress, by moves in some material, and by the ply limit.
        fresh_counters: &[
            "draughts-repetition",
            "draughts-no-progress",
            "draughts-material",
            "draughts-ply-limit",
        ],
        // Plain search, fewer games since a level 3 game takes minutes. Measured:
        // level 1 won 20 of 20 in every rule set (alquerque too), level 3 4 of 4.
        strength: Some(crate::knobs::Strength::new(
            crate::knobs::Bar::new(20, 0.9),
            crate::knobs::Bar::new(4, 0.75),
        )),
        ..crate::Knobs::NONE
    };

    fn info() -> &'static GameInfo {
        &S::variant().info
    }

    fn new(_options: &Options) -> Result<Self, OptionError> {
        Self::standard()
    }

    fn max_plies(&self) -> u32 {
        self.engine.max_plies
    }

    fn initial(&self) -> DraughtsState {
        self.engine.start.clone()
    }

    fn status(&self, state: &DraughtsState) -> Status {
        match self.engine.outcome(state) {
            Some(outcome) => Status::Over(outcome),
            None => Status::ToMove(self.engine.seat_of(state.side)),
        }
    }

    fn legal_moves(&self, state: &DraughtsState, out: &mut Vec<DraughtsMove>) {
        if self.engine.outcome(state).is_none() {
            self.engine.legal(state, out);
        }
    }

    fn apply(&self, state: &mut DraughtsState, mv: &DraughtsMove) {
        self.engine.apply(state, mv);
    }

    fn format_move(&self, _state: &DraughtsState, mv: &DraughtsMove) -> String {
        self.engine.format(mv)
    }

    fn move_steps(&self, _state: &DraughtsState, mv: &DraughtsMove) -> Vec<String> {
        self.engine.steps(mv)
    }

    fn diagnose(&self, state: &DraughtsState, text: &str) -> MoveError {
        self.engine.diagnose(state, text)
    }

    fn parse_move(&self, state: &DraughtsState, text: &str) -> Result<DraughtsMove, MoveError> {
        if let Some(outcome) = self.engine.outcome(state) {
            return Err(MoveError::NoMoveExpected {
                reason: Message::new("move-game-over").part("reason", outcome.reason.clone()),
            });
        }
        self.engine.parse(state, text)
    }

    fn position_text(&self, state: &DraughtsState) -> String {
        fen::format(&self.engine, state)
    }

    fn from_position(&self, text: &str) -> Result<DraughtsState, PositionError> {
        fen::read_position(&self.engine, text).map_err(|e| PositionError::new(e.0))
    }

    fn view(&self, state: &DraughtsState, seat: Option<Seat>) -> View {
        self.engine.view(state, seat)
    }

    fn record(&self, moves: &[String], tags: &RecordTags) -> Option<Result<Record, RecordError>> {
        let text = pdn::pdn_with(Self::info().slug, moves, tags);
        Some(text.map(|text| Record {
            format: RecordFormat::Pdn,
            text,
        }))
    }
}

#[cfg(test)]
pub(crate) mod testing;

#[cfg(test)]
mod tests;
