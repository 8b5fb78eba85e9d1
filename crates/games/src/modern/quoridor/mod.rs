//! The Quoridor family (Il Fogliaccio degli Astratti no. 25; catalog
//! `tavolando-9-14-and-short-issues.md`, "quoridor" and its variants): one
//! engine, and each rule set a `static` description of how it differs.
//!
//! | slug | seats | walls each | turn order |
//! |---|---|---|---|
//! | `quoridor` | 2 | 10 | South, North |
//! | `quoridor-4p` | 4 | 5 | South, East, North, West (anticlockwise) |
//! | `quoridor-fewer-walls` | 2 | 9 or 8 (option `walls`) | South, North |
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
//!     no walls left must move. Walls never move again.
//! - **Repetition** (the catalog's bot policy): when the same position
//!   (pawns, walls and the seat to move) comes up for the third time the
//!   game is drawn. A **ply cap** (400) ends a game that long in a draw
//!   (the text is silent; it keeps every game finite).
//!
//! # Notation
//!
//! A pawn move is its destination square (`e2`, or `e3` for a jump over a
//! pawn on e2). A wall is its anchor square and `h` or `v`: `c3h` lies
//! along the top of c3 and d3 (between ranks 3 and 4, its middle at the
//! corner of c3, d3, c4 and d4), `c3v` along the right side of c3 and c4.
//! Anchors run a1–h8. `C3H`, `c3-h` and `c3 h` are accepted.
//! A pawn that cannot move, with no wall its player may place, has `pass`
//! as its only move (walls and pawns can hem it in).
//! Picker steps: a pawn move is one step; a wall is three: its file (`c`),
//! its rank (`3`) and its orientation (`h`), so no step offers more than 13
//! choices.
//!
//! # Position text
//!
//! Four words: the pawns' squares in seat order joined by `,`; the walls
//! each seat has left, joined by `,`; the walls on the board in canonical
//! notation joined by `,` (`-` for none), in board order; the seat to move
//! (its index) followed by `:` and the plies played. For example
//! `e1,e9 10,10 - 0:0`. A read position forgets the positions seen before
//! it (for repetition) and the seats that placed each wall.

mod sets;
#[cfg(test)]
mod tests;

use std::marker::PhantomData;

use crate::notation::{MoveError, normalize};
use crate::options::{OptionError, Options};
use crate::view::{Board, Mark, SeatPanel, Special, View, Wall};
use crate::{GameInfo, Message, Outcome, PositionError, Rules, Seat, Status};

pub use sets::{Quoridor, Quoridor4p, QuoridorFewerWalls};

/// The board's side.
pub const N: usize = 9;
/// Squares on the board.
const CELLS: usize = N * N;
/// Wall anchors per side (a–h, 1–8).
const A: usize = N - 1;
/// The ply cap.
pub const PLY_CAP: u32 = 400;

/// Open directions of a square (bits of [`Geo::open`]).
const NORTH: u8 = 1;
const SOUTH: u8 = 2;
const EAST: u8 = 4;
const WEST: u8 = 8;
const DIRS: [u8; 4] = [NORTH, SOUTH, EAST, WEST];

/// Which side of the board a seat must reach.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Goal {
    /// Rank 9.
    Top,
    /// Rank 1.
    Bottom,
    /// File a.
    Left,
    /// File i.
    Right,
}

impl Goal {
    fn reached(self, cell: usize) -> bool {
        let (f, r) = (cell % N, cell / N);
        match self {
            Goal::Top => r == N - 1,
            Goal::Bottom => r == 0,
            Goal::Left => f == 0,
            Goal::Right => f == N - 1,
        }
    }

    /// The goal's squares, for the picture.
    fn cells(self) -> impl Iterator<Item = usize> {
        (0..CELLS).filter(move |&c| self.reached(c))
    }
}

/// How a rule set differs from the others: all its facts as data.
#[derive(Debug)]
pub struct Variant {
    pub info: GameInfo,
    /// The pawns' starting squares, in seat (turn) order.
    pub starts: &'static [&'static str],
    /// Each seat's goal side, in seat order.
    pub goals: &'static [Goal],
    /// Walls each seat starts with, unless the option `walls` says.
    pub walls: u8,
}

/// A Quoridor rule set: its [`Variant`].
pub trait RuleSet: Send + Sync + 'static {
    fn variant() -> &'static Variant;
}

/// One turn.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum QMove {
    /// The pawn to this square (`rank * 9 + file`).
    Step(u8),
    /// A wall at this anchor (`rank * 8 + file`, a1–h8).
    Wall { anchor: u8, vertical: bool },
    /// Nothing: the only move of a pawn hemmed in by walls and pawns with
    /// no wall left to place.
    Pass,
}

/// The last move, as the picture and the reply tell it.
#[derive(Clone, Copy, Debug)]
struct Last {
    mv: QMove,
    seat: u8,
    from: u8,
}

/// A Quoridor position with what the repetition rule needs of its past.
#[derive(Clone, Debug)]
pub struct QState {
    /// Each seat's square.
    pawns: [u8; 4],
    /// Walls each seat has left.
    left: [u8; 4],
    /// Horizontal and vertical walls, one bit per anchor.
    h: u64,
    v: u64,
    to_move: u8,
    ply: u32,
    /// The seat whose pawn reached its goal.
    winner: Option<u8>,
    /// The position came up a third time.
    repeated: bool,
    /// Keys of the positions since the last wall (a wall makes every
    /// earlier position unreachable), this one included.
    seen: Vec<u32>,
    last: Option<Last>,
}

/// Open directions per square, made from the walls.
struct Geo {
    open: [u8; CELLS],
}

fn bit(f: usize, r: usize) -> u64 {
    1 << (r * A + f)
}

fn has(walls: u64, f: usize, r: usize) -> bool {
    f < A && r < A && walls & bit(f, r) != 0
}

impl Geo {
    fn new(h: u64, v: u64) -> Geo {
        let mut open = [0u8; CELLS];
        for (c, o) in open.iter_mut().enumerate() {
            let (f, r) = (c % N, c / N);
            if r + 1 < N {
                *o |= NORTH;
            }
            if r > 0 {
                *o |= SOUTH;
            }
            if f + 1 < N {
                *o |= EAST;
            }
            if f > 0 {
                *o |= WEST;
            }
        }
        let mut g = Geo { open };
        for a in 0..A * A {
            if h & (1 << a) != 0 {
                g.close(a, false);
            }
            if v & (1 << a) != 0 {
                g.close(a, true);
            }
        }
        g
    }

    /// Closes the grooves a wall at anchor `a` fills.
    fn close(&mut self, a: usize, vertical: bool) {
        let (f, r) = (a % A, a / A);
        let c = r * N + f;
        if vertical {
            self.open[c] &= !EAST;
            self.open[c + N] &= !EAST;
            self.open[c + 1] &= !WEST;
            self.open[c + N + 1] &= !WEST;
        } else {
            self.open[c] &= !NORTH;
            self.open[c + 1] &= !NORTH;
            self.open[c + N] &= !SOUTH;
            self.open[c + N + 1] &= !SOUTH;
        }
    }

    /// The square next to `c` in direction `d` (which must be open).
    fn step(c: usize, d: u8) -> usize {
        match d {
            NORTH => c + N,
            SOUTH => c - N,
            EAST => c + 1,
            _ => c - 1,
        }
    }

    /// The distance from `from` to `goal` through open grooves (pawns
    /// ignored), with one shortest way's squares in `way` (from the goal
    /// back); `None` when walls shut it off.
    fn distance(&self, from: usize, goal: Goal, way: Option<&mut Vec<u8>>) -> Option<u32> {
        if goal.reached(from) {
            if let Some(w) = way {
                w.clear();
                w.push(from as u8);
            }
            return Some(0);
        }
        let mut parent = [u8::MAX; CELLS];
        let mut queue = [0u8; CELLS];
        let (mut head, mut tail) = (0, 1);
        queue[0] = from as u8;
        parent[from] = from as u8;
        let mut depth = [0u8; CELLS];
        while head < tail {
            let c = usize::from(queue[head]);
            head += 1;
            for d in DIRS {
                if self.open[c] & d == 0 {
                    continue;
                }
                let n = Geo::step(c, d);
                if parent[n] != u8::MAX {
                    continue;
                }
                parent[n] = c as u8;
                depth[n] = depth[c] + 1;
                if goal.reached(n) {
                    if let Some(w) = way {
                        w.clear();
                        let mut at = n;
                        w.push(at as u8);
                        while at != from {
                            at = usize::from(parent[at]);
                            w.push(at as u8);
                        }
                    }
                    return Some(u32::from(depth[n]));
                }
                queue[tail] = n as u8;
                tail += 1;
            }
        }
        None
    }
}

/// Whether the way `way` (consecutive squares) crosses a groove a wall at
/// anchor `a` would fill.
fn way_crosses(way: &[u8], a: usize, vertical: bool) -> bool {
    let (f, r) = (a % A, a / A);
    let c = r * N + f;
    let pairs: [(usize, usize); 2] = if vertical {
        [(c, c + 1), (c + N, c + N + 1)]
    } else {
        [(c, c + N), (c + 1, c + N + 1)]
    };
    way.windows(2).any(|w| {
        let (x, y) = (usize::from(w[0]), usize::from(w[1]));
        pairs.iter().any(|&(p, q)| (x, y) == (p, q) || (x, y) == (q, p))
    })
}

/// The engine behind every rule set.
#[derive(Debug)]
pub struct Engine {
    v: &'static Variant,
    seats: usize,
    walls: u8,
    starts: [u8; 4],
}

/// A Quoridor rule set.
pub struct QuoridorRules<S: RuleSet> {
    e: Engine,
    _set: PhantomData<fn() -> S>,
}

/// The name of square `c` (`e2`).
pub fn square_name(c: usize) -> String {
    format!("{}{}", char::from(b'a' + (c % N) as u8), c / N + 1)
}

/// The name of a wall (`c3h`).
pub fn wall_name(anchor: usize, vertical: bool) -> String {
    format!(
        "{}{}{}",
        char::from(b'a' + (anchor % A) as u8),
        anchor / A + 1,
        if vertical { 'v' } else { 'h' }
    )
}

/// What a well-formed text names.
enum Parsed {
    Square(usize),
    Wall(usize, bool),
}

/// Why a text is not well formed.
enum Unread {
    /// Not a square or wall at all.
    Shape,
    /// A square off the board.
    OffBoard(String),
    /// A wall anchored off a1–h8.
    Anchor(String),
}

/// Reads `e2`, `c3h`, `c3-h` (normalised text).
fn read(text: &str) -> Result<Parsed, Unread> {
    let t: String = text.chars().filter(|&c| c != '-').collect();
    let b = t.as_bytes();
    if b.len() < 2 || !b[0].is_ascii_lowercase() {
        return Err(Unread::Shape);
    }
    let digits = b[1..].iter().take_while(|c| c.is_ascii_digit()).count();
    if digits == 0 || digits > 2 {
        return Err(Unread::Shape);
    }
    let rank: usize = t[1..1 + digits].parse().map_err(|_| Unread::Shape)?;
    let file = usize::from(b[0] - b'a');
    let rest = &t[1 + digits..];
    match rest {
        "" => {
            if file >= N || rank == 0 || rank > N {
                Err(Unread::OffBoard(t.clone()))
            } else {
                Ok(Parsed::Square((rank - 1) * N + file))
            }
        }
        "h" | "v" => {
            if file >= A || rank == 0 || rank > A {
                Err(Unread::Anchor(t.clone()))
            } else {
                Ok(Parsed::Wall((rank - 1) * A + file, rest == "v"))
            }
        }
        _ => Err(Unread::Shape),
    }
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
            starts[i] = match read(s) {
                Ok(Parsed::Square(c)) => c as u8,
                _ => panic!("bad start square {s}"),
            };
        }
        Engine {
            v,
            seats: v.starts.len(),
            walls,
            starts,
        }
    }

    /// Number of seats.
    pub fn seats(&self) -> usize {
        self.seats
    }

    /// Seat `s`'s goal.
    pub fn goal(&self, s: usize) -> Goal {
        self.v.goals[s]
    }

    fn key(&self, state: &QState) -> u32 {
        let mut k = u32::from(state.to_move);
        for s in 0..self.seats {
            k = k * 128 + u32::from(state.pawns[s]);
        }
        k
    }

    fn initial(&self) -> QState {
        let mut state = QState {
            pawns: self.starts,
            left: [self.walls; 4],
            h: 0,
            v: 0,
            to_move: 0,
            ply: 0,
            winner: None,
            repeated: false,
            seen: Vec::new(),
            last: None,
        };
        for s in self.seats..4 {
            state.left[s] = 0;
        }
        state.seen.push(self.key(&state));
        state
    }

    fn outcome(&self, state: &QState) -> Option<Outcome> {
        if let Some(w) = state.winner {
            return Some(Outcome::win(
                Seat(w),
                Message::new("quoridor-reached-goal").seat("seat", Seat(w)),
            ));
        }
        if state.repeated {
            return Some(Outcome::draw(Message::new("quoridor-repetition")));
        }
        if state.ply >= PLY_CAP {
            return Some(Outcome::draw(
                Message::new("quoridor-ply-cap").count("plies", PLY_CAP),
            ));
        }
        None
    }

    fn occupied(&self, state: &QState, c: usize) -> bool {
        state.pawns[..self.seats].iter().any(|&p| usize::from(p) == c)
    }

    /// The squares the pawn of the seat to move may go to, in the order
    /// north, south, east, west (jumps in place of the jumped square).
    fn pawn_moves(&self, state: &QState, geo: &Geo, out: &mut Vec<u8>) {
        let me = usize::from(state.pawns[usize::from(state.to_move)]);
        for d in DIRS {
            if geo.open[me] & d == 0 {
                continue;
            }
            let n = Geo::step(me, d);
            if !self.occupied(state, n) {
                push_new(out, n);
                continue;
            }
            // A pawn on n: straight over it, or beside it.
            if geo.open[n] & d != 0 {
                let behind = Geo::step(n, d);
                if !self.occupied(state, behind) {
                    push_new(out, behind);
                    continue;
                }
            }
            let sides = if d == NORTH || d == SOUTH {
                [EAST, WEST]
            } else {
                [NORTH, SOUTH]
            };
            for e in sides {
                if geo.open[n] & e != 0 {
                    let side = Geo::step(n, e);
                    if side != me && !self.occupied(state, side) {
                        push_new(out, side);
                    }
                }
            }
        }
    }

    /// Why a wall at `a` may not stand now, geometry only (overlap or
    /// crossing); `None` if it fits.
    fn wall_clash(&self, state: &QState, a: usize, vertical: bool) -> Option<Message> {
        let (f, r) = (a % A, a / A);
        let name = wall_name(a, vertical);
        let (same, other) = if vertical {
            (state.v, state.h)
        } else {
            (state.h, state.v)
        };
        let neighbours: [(usize, usize); 2] = if vertical {
            [(f, r.wrapping_sub(1)), (f, r + 1)]
        } else {
            [(f.wrapping_sub(1), r), (f + 1, r)]
        };
        if has(same, f, r) {
            return Some(Message::new("quoridor-wall-there").code("wall", name));
        }
        for (nf, nr) in neighbours {
            if has(same, nf, nr) {
                return Some(
                    Message::new("quoridor-wall-overlaps")
                        .code("wall", name)
                        .code("other", wall_name(nr * A + nf, vertical)),
                );
            }
        }
        if has(other, f, r) {
            return Some(
                Message::new("quoridor-wall-crosses")
                    .code("wall", name)
                    .code("other", wall_name(a, !vertical)),
            );
        }
        None
    }

    /// The seats a wall at `a` would shut off from their goals (given the
    /// current ways, `ways`, one per seat, to skip walls that cut none).
    fn shut_off(
        &self,
        state: &QState,
        geo: &Geo,
        ways: &[Vec<u8>],
        a: usize,
        vertical: bool,
    ) -> Option<usize> {
        if !ways.iter().any(|w| way_crosses(w, a, vertical)) {
            return None;
        }
        let mut g = Geo { open: geo.open };
        g.close(a, vertical);
        (0..self.seats).find(|&s| {
            way_crosses(&ways[s], a, vertical)
                && g.distance(usize::from(state.pawns[s]), self.goal(s), None)
                    .is_none()
        })
    }

    fn ways(&self, state: &QState, geo: &Geo) -> Vec<Vec<u8>> {
        (0..self.seats)
            .map(|s| {
                let mut w = Vec::new();
                geo.distance(usize::from(state.pawns[s]), self.goal(s), Some(&mut w));
                w
            })
            .collect()
    }

    fn legal(&self, state: &QState, out: &mut Vec<QMove>) {
        if self.outcome(state).is_some() {
            return;
        }
        let geo = Geo::new(state.h, state.v);
        let mut squares = Vec::with_capacity(5);
        self.pawn_moves(state, &geo, &mut squares);
        let has_step = !squares.is_empty();
        out.extend(squares.into_iter().map(QMove::Step));
        let start = out.len();
        if state.left[usize::from(state.to_move)] > 0 {
            let ways = self.ways(state, &geo);
            for a in 0..A * A {
                for vertical in [false, true] {
                    if self.wall_clash(state, a, vertical).is_none()
                        && self.shut_off(state, &geo, &ways, a, vertical).is_none()
                    {
                        out.push(QMove::Wall {
                            anchor: a as u8,
                            vertical,
                        });
                    }
                }
            }
        }
        if out.len() == start && !has_step {
            out.push(QMove::Pass);
        }
    }

    fn apply(&self, state: &mut QState, mv: QMove) {
        let seat = usize::from(state.to_move);
        let from = state.pawns[seat];
        match mv {
            QMove::Step(c) => {
                state.pawns[seat] = c;
                if self.goal(seat).reached(usize::from(c)) {
                    state.winner = Some(seat as u8);
                }
            }
            QMove::Wall { anchor, vertical } => {
                if vertical {
                    state.v |= 1 << anchor;
                } else {
                    state.h |= 1 << anchor;
                }
                state.left[seat] = state.left[seat].saturating_sub(1);
                state.seen.clear();
            }
            QMove::Pass => {}
        }
        state.last = Some(Last {
            mv,
            seat: seat as u8,
            from,
        });
        state.to_move = ((seat + 1) % self.seats) as u8;
        state.ply += 1;
        let key = self.key(state);
        let before = state.seen.iter().filter(|&&k| k == key).count();
        state.seen.push(key);
        if before >= 2 {
            state.repeated = true;
        }
    }

    fn format(&self, mv: QMove) -> String {
        match mv {
            QMove::Step(c) => square_name(usize::from(c)),
            QMove::Wall { anchor, vertical } => wall_name(usize::from(anchor), vertical),
            QMove::Pass => "pass".to_string(),
        }
    }

    fn steps(&self, mv: QMove) -> Vec<String> {
        match mv {
            QMove::Step(c) => vec![square_name(usize::from(c))],
            QMove::Wall { anchor, vertical } => {
                let a = usize::from(anchor);
                vec![
                    char::from(b'a' + (a % A) as u8).to_string(),
                    (a / A + 1).to_string(),
                    if vertical { "v" } else { "h" }.to_string(),
                ]
            }
            QMove::Pass => vec!["pass".to_string()],
        }
    }

    fn notation(&self, state: &QState) -> Message {
        let geo = Geo::new(state.h, state.v);
        let mut squares = Vec::new();
        self.pawn_moves(state, &geo, &mut squares);
        let step = squares
            .first()
            .map(|&c| square_name(usize::from(c)))
            .unwrap_or_else(|| "e2".to_string());
        Message::new("quoridor-notation")
            .code("step", step)
            .code("wall", "c3h")
    }

    /// Whether `mv` is legal, checked directly (no listing).
    fn allows(&self, state: &QState, mv: QMove) -> bool {
        if self.outcome(state).is_some() {
            return false;
        }
        let geo = Geo::new(state.h, state.v);
        match mv {
            QMove::Step(c) => {
                let mut squares = Vec::new();
                self.pawn_moves(state, &geo, &mut squares);
                squares.contains(&c)
            }
            QMove::Wall { anchor, vertical } => {
                let a = usize::from(anchor);
                state.left[usize::from(state.to_move)] > 0
                    && self.wall_clash(state, a, vertical).is_none()
                    && self
                        .shut_off(state, &geo, &self.ways(state, &geo), a, vertical)
                        .is_none()
            }
            QMove::Pass => {
                let mut moves = Vec::new();
                self.legal(state, &mut moves);
                moves == [QMove::Pass]
            }
        }
    }

    fn diagnose(&self, state: &QState, text: &str) -> MoveError {
        if normalize(text) == "pass" {
            return MoveError::illegal(text, Message::new("quoridor-no-pass"));
        }
        let parsed = match read(&normalize(text)) {
            Ok(p) => p,
            Err(Unread::Shape) => return MoveError::not_a_move(text, self.notation(state)),
            Err(Unread::OffBoard(s)) => {
                return MoveError::not_a_move(text, Message::new("quoridor-off-board").code("square", s));
            }
            Err(Unread::Anchor(w)) => {
                return MoveError::not_a_move(text, Message::new("quoridor-anchor").code("wall", w));
            }
        };
        let illegal = |m: Message| MoveError::illegal(text, m);
        let geo = Geo::new(state.h, state.v);
        let seat = usize::from(state.to_move);
        match parsed {
            Parsed::Square(c) => {
                let mut squares = Vec::new();
                self.pawn_moves(state, &geo, &mut squares);
                let me = usize::from(state.pawns[seat]);
                let list: Vec<String> = squares.iter().map(|&s| square_name(usize::from(s))).collect();
                let why = if c == me {
                    Message::new("quoridor-stay")
                } else if self.occupied(state, c) {
                    Message::new("quoridor-occupied").code("square", square_name(c))
                } else {
                    Message::new("quoridor-pawn-cannot").code("square", square_name(c))
                };
                illegal(
                    Message::new("quoridor-pawn-moves")
                        .part("why", why)
                        .code("from", square_name(me))
                        .code("moves", list.join(", ")),
                )
            }
            Parsed::Wall(a, vertical) => {
                if state.left[seat] == 0 {
                    return illegal(Message::new("quoridor-no-walls"));
                }
                if let Some(why) = self.wall_clash(state, a, vertical) {
                    return illegal(why);
                }
                if let Some(s) = self.shut_off(state, &geo, &self.ways(state, &geo), a, vertical) {
                    return illegal(
                        Message::new("quoridor-wall-shuts")
                            .code("wall", wall_name(a, vertical))
                            .seat("seat", Seat(s as u8)),
                    );
                }
                illegal(Message::new("quoridor-not-legal"))
            }
        }
    }

    fn position_text(&self, state: &QState) -> String {
        let pawns: Vec<String> = (0..self.seats)
            .map(|s| square_name(usize::from(state.pawns[s])))
            .collect();
        let left: Vec<String> = (0..self.seats).map(|s| state.left[s].to_string()).collect();
        let walls = self.wall_list(state);
        format!(
            "{} {} {} {}:{}",
            pawns.join(","),
            left.join(","),
            if walls.is_empty() {
                "-".to_string()
            } else {
                walls.join(",")
            },
            state.to_move,
            state.ply
        )
    }

    /// The walls on the board, in board order (anchor, then h before v).
    fn wall_list(&self, state: &QState) -> Vec<String> {
        let mut walls = Vec::new();
        for a in 0..A * A {
            if state.h & (1 << a) != 0 {
                walls.push(wall_name(a, false));
            }
            if state.v & (1 << a) != 0 {
                walls.push(wall_name(a, true));
            }
        }
        walls
    }

    fn read_position(&self, text: &str) -> Result<QState, PositionError> {
        let n = self.seats;
        let shape = || {
            PositionError::new(format!(
                "a Quoridor position is four words: the {n} pawns' squares joined by ',', the walls each seat has left joined by ',', the walls on the board (like c3h,e7v, or -), and the seat to move, ':' and the plies played, like e1,e9 10,10 - 0:0"
            ))
        };
        let words: Vec<&str> = text.split_whitespace().collect();
        let [pawns, left, walls, turn] = words.as_slice() else {
            return Err(shape());
        };
        let mut state = self.initial();
        let pawns: Vec<&str> = pawns.split(',').collect();
        let left: Vec<&str> = left.split(',').collect();
        if pawns.len() != n || left.len() != n {
            return Err(shape());
        }
        for s in 0..n {
            state.pawns[s] = match read(pawns[s]) {
                Ok(Parsed::Square(c)) => c as u8,
                _ => {
                    return Err(PositionError::new(format!(
                        "{}: a square a1–i9 expected",
                        pawns[s]
                    )));
                }
            };
            if (0..s).any(|t| state.pawns[t] == state.pawns[s]) {
                return Err(PositionError::new(format!("two pawns on {}", pawns[s])));
            }
            state.left[s] = match left[s].parse::<u8>() {
                Ok(k) if k <= self.walls => k,
                _ => {
                    return Err(PositionError::new(format!(
                        "{}: each seat has 0 to {} walls left",
                        left[s], self.walls
                    )));
                }
            };
        }
        let used: u32 = (0..n).map(|s| u32::from(self.walls - state.left[s])).sum();
        let mut count = 0;
        if *walls != "-" {
            for w in walls.split(',') {
                let (a, vertical) = match read(w) {
                    Ok(Parsed::Wall(a, v)) => (a, v),
                    _ => return Err(PositionError::new(format!("{w}: a wall like c3h expected"))),
                };
                if let Some(why) = self.wall_clash(&state, a, vertical) {
                    return Err(PositionError::new(format!("{w} cannot stand there: {why}")));
                }
                if vertical {
                    state.v |= 1 << a;
                } else {
                    state.h |= 1 << a;
                }
                count += 1;
            }
        }
        if count != used {
            return Err(PositionError::new(format!(
                "{count} walls on the board, but the seats have used {used}"
            )));
        }
        let geo = Geo::new(state.h, state.v);
        for s in 0..n {
            if geo
                .distance(usize::from(state.pawns[s]), self.goal(s), None)
                .is_none()
            {
                return Err(PositionError::new(format!(
                    "the walls shut pawn {} off from its goal",
                    s
                )));
            }
        }
        let (seat, ply) = turn.split_once(':').ok_or_else(shape)?;
        state.to_move = match seat.parse::<u8>() {
            Ok(s) if usize::from(s) < n => s,
            _ => return Err(shape()),
        };
        state.ply = match ply.parse::<u32>() {
            Ok(p) if p <= PLY_CAP => p,
            _ => {
                return Err(PositionError::new(format!(
                    "{ply}: plies 0 to {PLY_CAP} expected"
                )));
            }
        };
        let winners: Vec<usize> = (0..n)
            .filter(|&s| self.goal(s).reached(usize::from(state.pawns[s])))
            .collect();
        match winners.as_slice() {
            [] => {}
            [w] => {
                let w = *w;
                if (w + 1) % n != usize::from(state.to_move) {
                    return Err(PositionError::new(
                        "the pawn on its goal side must have made the last move",
                    ));
                }
                state.winner = Some(w as u8);
            }
            _ => return Err(PositionError::new("two pawns stand on their goal sides")),
        }
        state.seen = vec![self.key(&state)];
        Ok(state)
    }

    fn view(&self, state: &QState) -> View {
        let mut view = View::new(Board::squares(N as u8, N as u8).grooves(true));
        // Each seat's colour, South red and North yellow in both games, so
        // the goal rows tinted in them read on the board.
        let names: &[&str] = if self.seats == 4 {
            &["red", "blue", "yellow", "green"]
        } else {
            &["red", "yellow"]
        };
        view.seat_colours = names.iter().map(|s| (*s).to_string()).collect();
        for s in 0..self.seats {
            for c in self.goal(s).cells() {
                view.specials
                    .push(Special::new(square_name(c), "goal").owner(Some(Seat(s as u8))));
            }
        }
        for s in 0..self.seats {
            view.piece(
                square_name(usize::from(state.pawns[s])),
                Some(Seat(s as u8)),
                "man",
            );
        }
        for a in 0..A * A {
            for vertical in [false, true] {
                let set = if vertical { state.v } else { state.h };
                if set & (1 << a) == 0 {
                    continue;
                }
                let cell = square_name((a / A) * N + a % A);
                let mut wall = if vertical {
                    Wall::vertical(cell)
                } else {
                    Wall::horizontal(cell)
                };
                if let Some(Last {
                    mv: QMove::Wall { anchor, vertical: lv },
                    seat,
                    ..
                }) = state.last
                    && usize::from(anchor) == a
                    && lv == vertical
                {
                    wall = wall.owner(Some(Seat(seat)));
                }
                view.walls.push(wall);
            }
        }
        if let Some(last) = state.last
            && let QMove::Step(to) = last.mv
        {
            let (from, to) = (usize::from(last.from), usize::from(to));
            view.mark(square_name(from), Mark::From);
            view.mark(square_name(to), Mark::To);
            view.arrows.push((square_name(from), square_name(to)));
            if let Some(over) = jumped(from, to) {
                view.last_move
                    .push(Message::new("quoridor-jumps").code("square", square_name(over)));
            }
        }
        view.seats = (0..self.seats)
            .map(|s| {
                SeatPanel::new(Seat(s as u8), self.v.info.seat_names[s].to_string()).score(Some(
                    Message::new("quoridor-walls-left").count("n", state.left[s]),
                ))
            })
            .collect();
        view.caption = Some(match self.outcome(state) {
            Some(outcome) => outcome.caption(),
            None => {
                let next = Seat(state.to_move);
                view.to_move = Some(next);
                match state.last {
                    None => Message::new("quoridor-caption-start").seat("seat", next),
                    Some(last) => match last.mv {
                        QMove::Step(c) => Message::new("quoridor-caption-step")
                            .seat("seat", Seat(last.seat))
                            .code("square", square_name(usize::from(c))),
                        QMove::Wall { .. } => Message::new("quoridor-caption-wall")
                            .seat("seat", Seat(last.seat))
                            .code("wall", self.format(last.mv)),
                        QMove::Pass => Message::new("quoridor-caption-pass").seat("seat", Seat(last.seat)),
                    }
                    .seat("next", next),
                }
            }
        });
        view
    }
}

/// The square jumped over by a straight jump from `from` to `to`.
fn jumped(from: usize, to: usize) -> Option<usize> {
    let (ff, fr, tf, tr) = (from % N, from / N, to % N, to / N);
    if (ff == tf && fr.abs_diff(tr) == 2) || (fr == tr && ff.abs_diff(tf) == 2) {
        Some(((fr + tr) / 2) * N + (ff + tf) / 2)
    } else {
        None
    }
}

fn push_new(out: &mut Vec<u8>, c: usize) {
    let c = c as u8;
    if !out.contains(&c) {
        out.push(c);
    }
}

impl<S: RuleSet> QuoridorRules<S> {
    /// The engine (for tests and the bot's knowledge).
    pub fn engine(&self) -> &Engine {
        &self.e
    }
}

/// Read access for the bot's knowledge.
impl QState {
    /// The seat to move.
    pub fn to_move(&self) -> Seat {
        Seat(self.to_move)
    }

    /// The square of `seat`'s pawn.
    pub fn pawn(&self, seat: Seat) -> usize {
        usize::from(self.pawns[seat.index()])
    }

    /// The walls `seat` has left.
    pub fn walls_left(&self, seat: Seat) -> u8 {
        self.left[seat.index()]
    }
}

impl Engine {
    /// One shortest way per seat, from the goal back to the pawn (squares),
    /// as the path rule finds them.
    pub fn shortest_ways(&self, state: &QState) -> Vec<Vec<u8>> {
        self.ways(state, &Geo::new(state.h, state.v))
    }

    /// Whether a wall at anchor `a` would cut `way` (one of
    /// [`Engine::shortest_ways`]).
    pub fn wall_cuts(way: &[u8], a: usize, vertical: bool) -> bool {
        way_crosses(way, a, vertical)
    }

    /// Each seat's shortest distance to its goal through the walls (pawns
    /// ignored), in seat order.
    pub fn distances(&self, state: &QState) -> Vec<u32> {
        let geo = Geo::new(state.h, state.v);
        (0..self.seats)
            .map(|s| {
                geo.distance(usize::from(state.pawns[s]), self.goal(s), None)
                    .unwrap_or(u32::from(u8::MAX))
            })
            .collect()
    }
}

impl<S: RuleSet> Rules for QuoridorRules<S> {
    type State = QState;
    type Move = QMove;

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
        Ok(QuoridorRules {
            e: Engine::new(v, walls),
            _set: PhantomData,
        })
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
        match mv {
            QMove::Step(_) | QMove::Pass => Vec::new(),
            QMove::Wall { .. } => {
                let t = self.e.format(*mv);
                let (anchor, o) = t.split_at(t.len() - 1);
                vec![format!("{anchor}-{o}")]
            }
        }
    }

    fn diagnose(&self, state: &QState, text: &str) -> MoveError {
        self.e.diagnose(state, text)
    }

    /// A whole move is checked directly; a prefix of steps (`c`, `c3`)
    /// goes to the listing matcher.
    fn parse_move(&self, state: &QState, text: &str) -> Result<QMove, MoveError> {
        let mv = match read(&normalize(text)) {
            _ if normalize(text) == "pass" => Some(QMove::Pass),
            Ok(Parsed::Square(c)) => Some(QMove::Step(c as u8)),
            Ok(Parsed::Wall(a, vertical)) => Some(QMove::Wall {
                anchor: a as u8,
                vertical,
            }),
            Err(_) => None,
        };
        match mv {
            Some(mv) if self.e.allows(state, mv) => Ok(mv),
            // A whole square or wall that is not legal: say why (a square
            // is never taken for the first steps of a wall).
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
