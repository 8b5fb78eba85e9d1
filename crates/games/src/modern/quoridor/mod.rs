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

mod sets;
#[cfg(test)]
mod tests;

use std::marker::PhantomData;

use crate::notation::{MoveError, normalize};
use crate::options::{OptionError, Options};
use crate::view::{Board, Mark, SeatPanel, Special, Tile, View, Wall};
use crate::{GameInfo, Message, Outcome, PositionError, Rules, Seat, Status};

pub use sets::{
    Quoridor, Quoridor4p, QuoridorCoin, QuoridorDie, QuoridorFewerWalls, QuoridorMovableWall,
    QuoridorMovingGoal, QuoridorWallJump,
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

/// Whether and how walls on the board may be moved again.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Relocation {
    /// Never: walls stay where they are placed.
    Never,
    /// Once per game each seat may move one of its own walls.
    OwnOnce,
    /// A coin: its holder (either seat while it lies between them) may move
    /// one wall not moved before, then hands the coin over.
    Coin,
    /// A die (the doubling-cube model): its holder may move up to its face
    /// in walls not moved before, then turns it up by one and hands it over.
    Die,
}

/// How a rule set differs from the others: all its facts as data.
#[derive(Debug)]
pub struct Variant {
    pub info: GameInfo,
    /// The pawns' starting squares, in seat (turn) order; with `pairs`,
    /// each seat's two pawns one after the other.
    pub starts: &'static [&'static str],
    /// Each seat's goal side, in seat order (none with `pairs`).
    pub goals: &'static [Goal],
    /// Walls each seat starts with, unless the option `walls` says.
    pub walls: u8,
    /// Two pawns per seat, which win by meeting (the moving goal).
    pub pairs: bool,
    /// Whether walls on the board may be moved again, and how.
    pub relocation: Relocation,
    /// A jump marker lets its holder's pawn step across a wall.
    pub wall_jump: bool,
}

/// A Quoridor rule set: its [`Variant`].
pub trait RuleSet: Send + Sync + 'static {
    fn variant() -> &'static Variant;
}

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

/// The last move, as the picture and the reply tell it.
#[derive(Clone, Copy, Debug)]
struct Last {
    mv: QMove,
    seat: u8,
    /// Where the moved pawn stood (steps and leaps).
    from: u8,
}

/// A Quoridor position with what the repetition rule needs of its past.
#[derive(Clone, Debug)]
pub struct QState {
    /// Each pawn's square (one per seat, or two per seat with `pairs`).
    pawns: [u8; 4],
    /// Walls each seat has left.
    left: [u8; 4],
    /// Horizontal and vertical walls, one bit per anchor.
    h: u64,
    v: u64,
    /// The walls seat 1 placed (the movable wall: whose wall is whose).
    h1: u64,
    v1: u64,
    /// Walls moved once (coin, die), marked.
    mh: u64,
    mv: u64,
    /// The seats that have moved their one wall (a bit per seat).
    used: u8,
    /// The coin, die or marker: 0 between the players, else 1 + its holder.
    holder: u8,
    /// The die's face.
    face: u8,
    /// Walls moved so far in the die turn under way (0: none under way).
    done: u8,
    to_move: u8,
    ply: u32,
    /// The seat whose pawn reached its goal (or whose pawns met).
    winner: Option<u8>,
    /// The position came up a third time.
    repeated: bool,
    /// Keys of the positions since the last wall placed or moved (that
    /// makes every earlier position unreachable), this one included.
    seen: Vec<u64>,
    last: Option<Last>,
}

fn on(walls: u64, a: usize) -> bool {
    walls & (1 << a) != 0
}

impl QState {
    fn has_wall(&self, id: u8) -> bool {
        let (a, vertical) = wall_of(id);
        on(if vertical { self.v } else { self.h }, a)
    }

    fn marked(&self, id: u8) -> bool {
        let (a, vertical) = wall_of(id);
        on(if vertical { self.mv } else { self.mh }, a)
    }

    /// The seat that placed wall `id` (two-seat games).
    fn placer(&self, id: u8) -> u8 {
        let (a, vertical) = wall_of(id);
        u8::from(on(if vertical { self.v1 } else { self.h1 }, a))
    }

    fn flip(&mut self, id: u8, present: bool, by1: bool, mark: bool) {
        let (a, vertical) = wall_of(id);
        let b = 1u64 << a;
        let (w, w1, m) = if vertical {
            (&mut self.v, &mut self.v1, &mut self.mv)
        } else {
            (&mut self.h, &mut self.h1, &mut self.mh)
        };
        for (set, on) in [(w, present), (w1, present && by1), (m, present && mark)] {
            if on {
                *set |= b;
            } else {
                *set &= !b;
            }
        }
    }

    /// The walls with `id` lifted.
    fn without(&self, id: u8) -> (u64, u64) {
        let (a, vertical) = wall_of(id);
        if vertical {
            (self.h, self.v & !(1 << a))
        } else {
            (self.h & !(1 << a), self.v)
        }
    }

    /// The walls on the board, as ids in board order.
    fn wall_ids(&self) -> impl Iterator<Item = u8> + '_ {
        (0..(A * A * 2) as u8).filter(|&id| self.has_wall(id))
    }
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

/// The square next to `c` in direction `d` when it is on the board.
fn neighbour(c: usize, d: u8) -> Option<usize> {
    let (f, r) = (c % N, c / N);
    match d {
        NORTH if r + 1 < N => Some(c + N),
        SOUTH if r > 0 => Some(c - N),
        EAST if f + 1 < N => Some(c + 1),
        WEST if f > 0 => Some(c - 1),
        _ => None,
    }
}

impl Geo {
    fn new(h: u64, v: u64) -> Geo {
        let mut open = [0u8; CELLS];
        for (c, o) in open.iter_mut().enumerate() {
            for d in DIRS {
                if neighbour(c, d).is_some() {
                    *o |= d;
                }
            }
        }
        let mut g = Geo { open };
        for a in 0..A * A {
            if on(h, a) {
                g.close(a, false);
            }
            if on(v, a) {
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

    /// The distance from `from` to the nearest square where `reached`
    /// holds, through open grooves (pawns ignored), with one shortest way's
    /// squares in `way` (from the goal back); `None` when walls shut it off.
    fn distance(
        &self,
        from: usize,
        reached: impl Fn(usize) -> bool,
        way: Option<&mut Vec<u8>>,
    ) -> Option<u32> {
        if reached(from) {
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
                if reached(n) {
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

/// Why a wall at `a` may not stand among walls `h` and `v`, geometry only
/// (overlap or crossing); `None` if it fits.
fn wall_clash(h: u64, v: u64, a: usize, vertical: bool) -> Option<Message> {
    let (f, r) = (a % A, a / A);
    let name = wall_name(a, vertical);
    let (same, other) = if vertical { (v, h) } else { (h, v) };
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

fn id_name(id: u8) -> String {
    let (a, vertical) = wall_of(id);
    wall_name(a, vertical)
}

/// What a well-formed text names.
enum Parsed {
    Square(usize),
    Wall(usize, bool),
    /// `1:b1`: a pawn's number (1 or 2) and its square.
    Numbered(u8, usize),
    /// `e5^`: across a wall with the marker.
    Leap(usize),
    /// `move c3h e5v`: a wall moved (ids).
    Shift(u8, u8),
    End,
    Pass,
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

/// Reads any move text (normalised).
fn read(text: &str) -> Result<Parsed, Unread> {
    let t: String = text.chars().filter(|&c| c != '-').collect();
    match t.as_str() {
        "pass" => return Ok(Parsed::Pass),
        "end" => return Ok(Parsed::End),
        _ => {}
    }
    if let Some(rest) = t.strip_prefix("move") {
        return read_shift(rest);
    }
    if let Some((n, square)) = t.split_once(':') {
        let n = match n {
            "1" => 1,
            "2" => 2,
            _ => return Err(Unread::Shape),
        };
        return match read_one(square)? {
            Parsed::Square(c) => Ok(Parsed::Numbered(n, c)),
            _ => Err(Unread::Shape),
        };
    }
    if let Some(square) = t.strip_suffix('^') {
        return match read_one(square)? {
            Parsed::Square(c) => Ok(Parsed::Leap(c)),
            _ => Err(Unread::Shape),
        };
    }
    match read_one(&t) {
        // Two walls run together (`c3he5v`, from `c3h-e5v`): a wall moved.
        Err(Unread::Shape) if t.len() == 6 => read_shift(&t),
        other => other,
    }
}

/// Reads `c3he5v` (two walls) as a wall moved.
fn read_shift(t: &str) -> Result<Parsed, Unread> {
    if t.len() != 6 || !t.is_ascii() {
        return Err(Unread::Shape);
    }
    match (read_one(&t[..3])?, read_one(&t[3..])?) {
        (Parsed::Wall(a, v), Parsed::Wall(b, w)) => Ok(Parsed::Shift(wall_id(a, v), wall_id(b, w))),
        _ => Err(Unread::Shape),
    }
}

/// Reads `e2`, `c3h`.
fn read_one(t: &str) -> Result<Parsed, Unread> {
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
                Err(Unread::OffBoard(t.to_string()))
            } else {
                Ok(Parsed::Square((rank - 1) * N + file))
            }
        }
        "h" | "v" => {
            if file >= A || rank == 0 || rank > A {
                Err(Unread::Anchor(t.to_string()))
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

    fn key(&self, state: &QState) -> u64 {
        let mut k = u64::from(state.to_move);
        for p in 0..self.pawn_count {
            k = k * 128 + u64::from(state.pawns[p]);
        }
        ((k * 8 + u64::from(state.holder)) * 8 + u64::from(state.face)) * 8 + u64::from(state.done)
    }

    fn initial(&self) -> QState {
        let mut state = QState {
            pawns: self.starts,
            left: [self.walls; 4],
            h: 0,
            v: 0,
            h1: 0,
            v1: 0,
            mh: 0,
            mv: 0,
            used: 0,
            holder: 0,
            face: 1,
            done: 0,
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
            let reason = if self.v.pairs {
                Message::new("quoridor-pawns-met")
            } else {
                Message::new("quoridor-reached-goal")
            };
            return Some(Outcome::win(Seat(w), reason.seat("seat", Seat(w))));
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
        state.pawns[..self.pawn_count]
            .iter()
            .any(|&p| usize::from(p) == c)
    }

    /// Seat `s`'s distance to its goal (or, with two pawns, the steps
    /// between its pawns before they meet) through the walls, pawns
    /// ignored, with one shortest way in `way`; `None` when shut off.
    fn reach(&self, state: &QState, geo: &Geo, s: usize, way: Option<&mut Vec<u8>>) -> Option<u32> {
        match self.goal(s) {
            Some(goal) => geo.distance(usize::from(state.pawns[s]), |c| goal.reached(c), way),
            None => {
                let (a, b) = (
                    usize::from(state.pawns[2 * s]),
                    usize::from(state.pawns[2 * s + 1]),
                );
                geo.distance(a, |c| c == b, way).map(|d| d.saturating_sub(1))
            }
        }
    }

    /// Whether seat `s` has won: a pawn on its goal side, or its two pawns
    /// side by side with no wall between.
    fn home(&self, state: &QState, s: usize) -> bool {
        match self.goal(s) {
            Some(goal) => goal.reached(usize::from(state.pawns[s])),
            None => {
                let (a, b) = (
                    usize::from(state.pawns[2 * s]),
                    usize::from(state.pawns[2 * s + 1]),
                );
                let geo = Geo::new(state.h, state.v);
                DIRS.iter().any(|&d| geo.open[a] & d != 0 && Geo::step(a, d) == b)
            }
        }
    }

    /// The squares pawn `p` may go to, in the order north, south, east,
    /// west (jumps in place of the jumped square).
    fn pawn_moves(&self, state: &QState, geo: &Geo, p: usize, out: &mut Vec<u8>) {
        let me = usize::from(state.pawns[p]);
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

    /// Whether the seat to move may use the coin, die or marker now.
    fn entitled(&self, state: &QState) -> bool {
        state.holder == 0 || state.holder == state.to_move + 1
    }

    /// The squares the mover's pawn may reach across a wall with the
    /// marker (none without it).
    fn leaps(&self, state: &QState, geo: &Geo, out: &mut Vec<u8>) {
        if !self.v.wall_jump || !self.entitled(state) || state.done > 0 {
            return;
        }
        let seat = usize::from(state.to_move);
        let me = usize::from(state.pawns[seat]);
        for d in DIRS {
            if let Some(n) = neighbour(me, d)
                && geo.open[me] & d == 0
                && !self.occupied(state, n)
                && self.way_from(geo, seat, n)
            {
                out.push(n as u8);
            }
        }
    }

    /// Whether seat `s`'s pawn on square `c` would have an ordinary way to
    /// its goal side (a wall jump never lands in a pocket of walls shut
    /// off from it: the path rule, kept for the jump).
    fn way_from(&self, geo: &Geo, s: usize, c: usize) -> bool {
        match self.goal(s) {
            Some(goal) => geo.distance(c, |x| goal.reached(x), None).is_some(),
            None => true,
        }
    }

    /// Why the seat to move may not move a wall now; `None` if it may.
    fn no_shift(&self, state: &QState) -> Option<Message> {
        let s = state.to_move;
        match self.v.relocation {
            Relocation::Never => Some(Message::new("quoridor-not-legal")),
            Relocation::OwnOnce if state.used & (1 << s) != 0 => Some(Message::new("quoridor-moved-already")),
            Relocation::OwnOnce => None,
            Relocation::Coin if !self.entitled(state) => {
                Some(Message::new("quoridor-coin-away").seat("seat", Seat(state.holder - 1)))
            }
            Relocation::Die if !self.entitled(state) => {
                Some(Message::new("quoridor-die-away").seat("seat", Seat(state.holder - 1)))
            }
            Relocation::Coin | Relocation::Die => None,
        }
    }

    /// Why wall `id` may not be lifted by the seat to move (given it may
    /// move a wall); `None` if it may.
    fn no_lift(&self, state: &QState, id: u8) -> Option<Message> {
        if !state.has_wall(id) {
            return Some(Message::new("quoridor-no-such-wall").code("wall", id_name(id)));
        }
        match self.v.relocation {
            Relocation::OwnOnce if !self.any_wall && state.placer(id) != state.to_move => {
                Some(Message::new("quoridor-not-your-wall").code("wall", id_name(id)))
            }
            Relocation::Coin | Relocation::Die if state.marked(id) => {
                Some(Message::new("quoridor-wall-marked").code("wall", id_name(id)))
            }
            _ => None,
        }
    }

    /// The places wall `from` may be moved to (it may be lifted).
    fn shift_targets(&self, state: &QState, from: u8, mut keep: impl FnMut(u8)) {
        let (h, v) = state.without(from);
        let geo = Geo::new(h, v);
        let ways = self.ways(state, &geo);
        for a in 0..A * A {
            for vertical in [false, true] {
                let to = wall_id(a, vertical);
                if to != from
                    && wall_clash(h, v, a, vertical).is_none()
                    && self.shut_off(state, &geo, &ways, a, vertical).is_none()
                {
                    keep(to);
                }
            }
        }
    }

    /// Why moving wall `from` to `to` is not legal now; `None` if it is.
    fn shift_refusal(&self, state: &QState, from: u8, to: u8) -> Option<Message> {
        if let Some(why) = self.no_shift(state).or_else(|| self.no_lift(state, from)) {
            return Some(why);
        }
        if from == to {
            return Some(Message::new("quoridor-same-place"));
        }
        let (h, v) = state.without(from);
        let (a, vertical) = wall_of(to);
        if let Some(why) = wall_clash(h, v, a, vertical) {
            return Some(why);
        }
        let geo = Geo::new(h, v);
        self.shut_off(state, &geo, &self.ways(state, &geo), a, vertical)
            .map(|s| {
                Message::new("quoridor-wall-shuts")
                    .code("wall", id_name(to))
                    .seat("seat", Seat(s as u8))
            })
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
        (0..self.seats)
            .find(|&s| way_crosses(&ways[s], a, vertical) && self.reach(state, &g, s, None).is_none())
    }

    fn ways(&self, state: &QState, geo: &Geo) -> Vec<Vec<u8>> {
        (0..self.seats)
            .map(|s| {
                let mut w = Vec::new();
                self.reach(state, geo, s, Some(&mut w));
                w
            })
            .collect()
    }

    fn legal(&self, state: &QState, out: &mut Vec<QMove>) {
        if self.outcome(state).is_some() {
            return;
        }
        let start = out.len();
        let seat = usize::from(state.to_move);
        if state.done == 0 {
            let geo = Geo::new(state.h, state.v);
            let mut squares = Vec::with_capacity(5);
            for p in self.pawns_of(seat) {
                squares.clear();
                self.pawn_moves(state, &geo, p, &mut squares);
                out.extend(squares.iter().map(|&to| QMove::Step { pawn: p as u8, to }));
            }
            squares.clear();
            self.leaps(state, &geo, &mut squares);
            out.extend(squares.iter().map(|&c| QMove::Leap(c)));
            if state.left[seat] > 0 {
                let ways = self.ways(state, &geo);
                for a in 0..A * A {
                    for vertical in [false, true] {
                        if wall_clash(state.h, state.v, a, vertical).is_none()
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
        }
        if self.no_shift(state).is_none() {
            let lifts: Vec<u8> = state
                .wall_ids()
                .filter(|&id| self.no_lift(state, id).is_none())
                .collect();
            for from in lifts {
                self.shift_targets(state, from, |to| out.push(QMove::Shift { from, to }));
            }
        }
        if state.done > 0 {
            out.push(QMove::End);
        } else if out.len() == start {
            out.push(QMove::Pass);
        }
    }

    /// Ends a die turn: the die turned up by one, to the opponent.
    fn hand_die(&self, state: &mut QState, seat: usize) {
        state.face = (state.face + 1).min(DIE_TOP);
        state.holder = (1 - seat) as u8 + 1;
        state.done = 0;
    }

    fn apply(&self, state: &mut QState, mv: QMove) {
        let seat = usize::from(state.to_move);
        let mut from = 0;
        let mut turn_over = true;
        match mv {
            QMove::Step { pawn, to } => {
                let p = usize::from(pawn);
                from = state.pawns[p];
                state.pawns[p] = to;
                if self.home(state, seat) {
                    state.winner = Some(seat as u8);
                }
            }
            QMove::Leap(to) => {
                from = state.pawns[seat];
                state.pawns[seat] = to;
                state.holder = (1 - seat) as u8 + 1;
                if self.home(state, seat) {
                    state.winner = Some(seat as u8);
                }
            }
            QMove::Wall { anchor, vertical } => {
                state.flip(wall_id(usize::from(anchor), vertical), true, seat == 1, false);
                state.left[seat] = state.left[seat].saturating_sub(1);
                state.seen.clear();
            }
            QMove::Shift { from: w, to } => {
                let by1 = state.placer(w) == 1;
                state.flip(w, false, false, false);
                let mark = matches!(self.v.relocation, Relocation::Coin | Relocation::Die);
                state.flip(to, true, by1, mark);
                match self.v.relocation {
                    Relocation::OwnOnce => state.used |= 1 << seat,
                    Relocation::Coin => state.holder = (1 - seat) as u8 + 1,
                    Relocation::Die => {
                        state.holder = seat as u8 + 1;
                        state.done += 1;
                        if state.done >= state.face {
                            self.hand_die(state, seat);
                        } else {
                            turn_over = false;
                        }
                    }
                    Relocation::Never => {}
                }
                state.seen.clear();
            }
            QMove::End => self.hand_die(state, seat),
            QMove::Pass => {}
        }
        state.last = Some(Last {
            mv,
            seat: seat as u8,
            from,
        });
        if turn_over {
            state.to_move = ((seat + 1) % self.seats) as u8;
        }
        state.ply += 1;
        let key = self.key(state);
        let before = state.seen.iter().filter(|&&k| k == key).count();
        state.seen.push(key);
        if before >= 2 {
            state.repeated = true;
        }
    }

    /// The number (1 or 2) of pawn `p` among its seat's pawns.
    fn pawn_number(p: u8) -> u8 {
        p % 2 + 1
    }

    fn format(&self, mv: QMove) -> String {
        match mv {
            QMove::Step { pawn, to } if self.v.pairs => {
                format!("{}:{}", Engine::pawn_number(pawn), square_name(usize::from(to)))
            }
            QMove::Step { to, .. } => square_name(usize::from(to)),
            QMove::Leap(to) => format!("{}^", square_name(usize::from(to))),
            QMove::Wall { anchor, vertical } => wall_name(usize::from(anchor), vertical),
            QMove::Shift { from, to } => format!("move {} {}", id_name(from), id_name(to)),
            QMove::End => "end".to_string(),
            QMove::Pass => "pass".to_string(),
        }
    }

    fn wall_steps(a: usize, vertical: bool) -> [String; 3] {
        [
            char::from(b'a' + (a % A) as u8).to_string(),
            (a / A + 1).to_string(),
            if vertical { "v" } else { "h" }.to_string(),
        ]
    }

    fn steps(&self, mv: QMove) -> Vec<String> {
        match mv {
            QMove::Step { pawn, to } if self.v.pairs => {
                vec![
                    format!("{}:", Engine::pawn_number(pawn)),
                    square_name(usize::from(to)),
                ]
            }
            QMove::Wall { anchor, vertical } => Engine::wall_steps(usize::from(anchor), vertical).to_vec(),
            QMove::Shift { from, to } => {
                let (a, vertical) = wall_of(to);
                let mut steps = vec!["move ".to_string(), format!("{} ", id_name(from))];
                steps.extend(Engine::wall_steps(a, vertical));
                steps
            }
            _ => vec![self.format(mv)],
        }
    }

    fn aliases(&self, mv: QMove) -> Vec<String> {
        match mv {
            QMove::Wall { anchor, vertical } => {
                let t = wall_name(usize::from(anchor), vertical);
                let (anchor, o) = t.split_at(t.len() - 1);
                vec![format!("{anchor}-{o}")]
            }
            QMove::Step { pawn, to } if self.v.pairs => {
                let square = square_name(usize::from(to));
                let n = Engine::pawn_number(pawn);
                vec![square.clone(), format!("{n}{square}"), format!("{n}-{square}")]
            }
            QMove::Shift { from, to } => vec![format!("{}-{}", id_name(from), id_name(to))],
            _ => Vec::new(),
        }
    }

    fn notation(&self, state: &QState) -> Message {
        let geo = Geo::new(state.h, state.v);
        let mut squares = Vec::new();
        let first = self.pawns_of(usize::from(state.to_move)).start;
        self.pawn_moves(state, &geo, first, &mut squares);
        let mut step = squares
            .first()
            .map(|&c| square_name(usize::from(c)))
            .unwrap_or_else(|| "e2".to_string());
        if self.v.pairs {
            step = format!("1:{step}");
        }
        let message = if self.v.pairs {
            Message::new("quoridor-notation-pairs")
        } else if self.v.relocation != Relocation::Never {
            Message::new("quoridor-notation-shift")
        } else if self.v.wall_jump {
            Message::new("quoridor-notation-leap")
        } else {
            Message::new("quoridor-notation")
        };
        message.code("step", step).code("wall", "c3h")
    }

    /// Whether `mv` is legal, checked directly (no listing, but for pass).
    fn allows(&self, state: &QState, mv: QMove) -> bool {
        if self.outcome(state).is_some() {
            return false;
        }
        let geo = Geo::new(state.h, state.v);
        let seat = usize::from(state.to_move);
        let mut squares = Vec::new();
        match mv {
            QMove::Step { pawn, to } => {
                let p = usize::from(pawn);
                if state.done > 0 || p >= self.pawn_count || self.owner(p) != seat {
                    return false;
                }
                self.pawn_moves(state, &geo, p, &mut squares);
                squares.contains(&to)
            }
            QMove::Leap(to) => {
                self.leaps(state, &geo, &mut squares);
                squares.contains(&to)
            }
            QMove::Wall { anchor, vertical } => {
                let a = usize::from(anchor);
                state.done == 0
                    && state.left[seat] > 0
                    && wall_clash(state.h, state.v, a, vertical).is_none()
                    && self
                        .shut_off(state, &geo, &self.ways(state, &geo), a, vertical)
                        .is_none()
            }
            QMove::Shift { from, to } => self.shift_refusal(state, from, to).is_none(),
            QMove::End => state.done > 0,
            QMove::Pass => {
                let mut moves = Vec::new();
                self.legal(state, &mut moves);
                moves == [QMove::Pass]
            }
        }
    }

    fn diagnose(&self, state: &QState, text: &str) -> MoveError {
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
        // Texts of moves this rule set does not have.
        match parsed {
            Parsed::Numbered(..) if !self.v.pairs => {
                return MoveError::not_a_move(text, self.notation(state));
            }
            Parsed::Leap(_) if !self.v.wall_jump => return MoveError::not_a_move(text, self.notation(state)),
            Parsed::Shift(..) if self.v.relocation == Relocation::Never => {
                return MoveError::not_a_move(text, self.notation(state));
            }
            Parsed::End if self.v.relocation != Relocation::Die => {
                return MoveError::not_a_move(text, self.notation(state));
            }
            _ => {}
        }
        if state.done > 0 && !matches!(parsed, Parsed::Shift(..) | Parsed::End) {
            return illegal(Message::new("quoridor-die-turn").count("n", state.face - state.done));
        }
        let geo = Geo::new(state.h, state.v);
        let seat = usize::from(state.to_move);
        match parsed {
            Parsed::Pass => illegal(Message::new("quoridor-no-pass")),
            Parsed::End => illegal(Message::new("quoridor-no-end")),
            Parsed::Square(c) if self.v.pairs => {
                let lists: Vec<String> = self
                    .pawns_of(seat)
                    .map(|p| {
                        let mut squares = Vec::new();
                        self.pawn_moves(state, &geo, p, &mut squares);
                        squares
                            .iter()
                            .map(|&s| square_name(usize::from(s)))
                            .collect::<Vec<_>>()
                            .join(", ")
                    })
                    .collect();
                illegal(
                    Message::new("quoridor-pair-moves")
                        .part("why", self.square_why(state, c))
                        .code("one", lists[0].clone())
                        .code("two", lists[1].clone()),
                )
            }
            Parsed::Square(c) => self.pawn_refusal(state, &geo, seat, c, text),
            Parsed::Numbered(n, c) => self.pawn_refusal(state, &geo, 2 * seat + usize::from(n) - 1, c, text),
            Parsed::Leap(c) => {
                let me = usize::from(state.pawns[seat]);
                if !self.entitled(state) {
                    return illegal(
                        Message::new("quoridor-marker-away").seat("seat", Seat(state.holder - 1)),
                    );
                }
                let Some(d) = DIRS.iter().copied().find(|&d| neighbour(me, d) == Some(c)) else {
                    return illegal(Message::new("quoridor-leap-next").code("square", square_name(c)));
                };
                if geo.open[me] & d != 0 {
                    return illegal(Message::new("quoridor-leap-no-wall").code("square", square_name(c)));
                }
                if self.occupied(state, c) {
                    return illegal(Message::new("quoridor-occupied").code("square", square_name(c)));
                }
                if !self.way_from(&geo, seat, c) {
                    return illegal(Message::new("quoridor-leap-shut").code("square", square_name(c)));
                }
                illegal(Message::new("quoridor-not-legal"))
            }
            Parsed::Wall(a, vertical) => {
                if state.left[seat] == 0 {
                    return illegal(Message::new("quoridor-no-walls"));
                }
                if let Some(why) = wall_clash(state.h, state.v, a, vertical) {
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
            Parsed::Shift(from, to) => illegal(
                self.shift_refusal(state, from, to)
                    .unwrap_or_else(|| Message::new("quoridor-not-legal")),
            ),
        }
    }

    /// Why a pawn may not go to square `c` (it cannot).
    fn square_why(&self, state: &QState, c: usize) -> Message {
        if self.occupied(state, c) {
            Message::new("quoridor-occupied").code("square", square_name(c))
        } else {
            Message::new("quoridor-pawn-cannot").code("square", square_name(c))
        }
    }

    fn pawn_refusal(&self, state: &QState, geo: &Geo, p: usize, c: usize, text: &str) -> MoveError {
        let mut squares = Vec::new();
        self.pawn_moves(state, geo, p, &mut squares);
        let me = usize::from(state.pawns[p]);
        let list: Vec<String> = squares.iter().map(|&s| square_name(usize::from(s))).collect();
        let why = if c == me {
            Message::new("quoridor-stay")
        } else {
            self.square_why(state, c)
        };
        MoveError::illegal(
            text,
            Message::new("quoridor-pawn-moves")
                .part("why", why)
                .code("from", square_name(me))
                .code("moves", list.join(", ")),
        )
    }

    fn holder_text(holder: u8) -> String {
        match holder {
            0 => "-".to_string(),
            h => (h - 1).to_string(),
        }
    }

    fn position_text(&self, state: &QState) -> String {
        let pawns: Vec<String> = (0..self.pawn_count)
            .map(|p| square_name(usize::from(state.pawns[p])))
            .collect();
        let left: Vec<String> = (0..self.seats).map(|s| state.left[s].to_string()).collect();
        let walls = self.wall_list(state);
        let mut text = format!(
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
        );
        let holder = Engine::holder_text(state.holder);
        match self.v.relocation {
            Relocation::Never => {}
            Relocation::OwnOnce => {
                let used: Vec<String> = (0..self.seats)
                    .filter(|&s| state.used & (1 << s) != 0)
                    .map(|s| s.to_string())
                    .collect();
                let used = if used.is_empty() {
                    "-".to_string()
                } else {
                    used.join(",")
                };
                text.push_str(&format!(" moved:{used}"));
            }
            Relocation::Coin => text.push_str(&format!(" coin:{holder}")),
            Relocation::Die => text.push_str(&format!(" die:{holder}:{}:{}", state.face, state.done)),
        }
        if self.v.wall_jump {
            text.push_str(&format!(" marker:{holder}"));
        }
        text
    }

    /// The walls on the board, in board order (anchor, then h before v),
    /// with their placer (movable wall) or mark (moved once).
    fn wall_list(&self, state: &QState) -> Vec<String> {
        state
            .wall_ids()
            .map(|id| {
                let mut w = id_name(id);
                match self.v.relocation {
                    Relocation::OwnOnce => w.push_str(&format!("@{}", state.placer(id))),
                    Relocation::Coin | Relocation::Die if state.marked(id) => w.push('*'),
                    _ => {}
                }
                w
            })
            .collect()
    }

    /// Reads the fifth word of the variants that have one.
    fn read_extra(&self, state: &mut QState, word: Option<&&str>) -> Result<(), PositionError> {
        let seats = self.seats;
        let holder = |t: &str| -> Option<u8> {
            match t {
                "-" => Some(0),
                _ => t
                    .parse::<u8>()
                    .ok()
                    .filter(|&s| usize::from(s) < seats)
                    .map(|s| s + 1),
            }
        };
        let bad = |w: &str| PositionError::new(format!("{w}: not this rule set's fifth word"));
        let expected = self.v.relocation != Relocation::Never || self.v.wall_jump;
        let word = match (word, expected) {
            (None, false) => return Ok(()),
            (None, true) => {
                return Err(PositionError::new(
                    "a fifth word is missing (moved:, coin:, die: or marker:)",
                ));
            }
            (Some(w), false) => return Err(bad(w)),
            (Some(w), true) => *w,
        };
        let (key, value) = word.split_once(':').ok_or_else(|| bad(word))?;
        match (key, self.v.relocation, self.v.wall_jump) {
            ("moved", Relocation::OwnOnce, _) => {
                if value != "-" {
                    for s in value.split(',') {
                        let s = holder(s).filter(|&h| h > 0).ok_or_else(|| bad(word))? - 1;
                        state.used |= 1 << s;
                    }
                }
            }
            ("coin", Relocation::Coin, _) | ("marker", _, true) => {
                state.holder = holder(value).ok_or_else(|| bad(word))?;
            }
            ("die", Relocation::Die, _) => {
                let parts: Vec<&str> = value.split(':').collect();
                let [h, face, done] = parts.as_slice() else {
                    return Err(bad(word));
                };
                state.holder = holder(h).ok_or_else(|| bad(word))?;
                state.face = face
                    .parse()
                    .ok()
                    .filter(|f| (1..=DIE_TOP).contains(f))
                    .ok_or_else(|| bad(word))?;
                state.done = done
                    .parse()
                    .ok()
                    .filter(|&d| d < state.face)
                    .ok_or_else(|| bad(word))?;
                if state.done > 0 && state.holder != state.to_move + 1 {
                    return Err(PositionError::new("a die turn under way is the holder's"));
                }
            }
            _ => return Err(bad(word)),
        }
        Ok(())
    }

    fn read_position(&self, text: &str) -> Result<QState, PositionError> {
        let (n, pawn_count) = (self.seats, self.pawn_count);
        let shape = || {
            PositionError::new(format!(
                "a Quoridor position is four words: the {pawn_count} pawns' squares joined by ',', the walls each seat has left joined by ',', the walls on the board (like c3h,e7v, or -), and the seat to move, ':' and the plies played, like e1,e9 10,10 - 0:0 (some rule sets add a fifth word)"
            ))
        };
        let words: Vec<&str> = text.split_whitespace().collect();
        if words.len() < 4 || words.len() > 5 {
            return Err(shape());
        }
        let (pawns, left, walls, turn) = (words[0], words[1], words[2], words[3]);
        let mut state = self.initial();
        let pawns: Vec<&str> = pawns.split(',').collect();
        let left: Vec<&str> = left.split(',').collect();
        if pawns.len() != pawn_count || left.len() != n {
            return Err(shape());
        }
        for (p, word) in pawns.iter().enumerate() {
            state.pawns[p] = match read_one(word) {
                Ok(Parsed::Square(c)) => c as u8,
                _ => return Err(PositionError::new(format!("{word}: a square a1–i9 expected"))),
            };
            if (0..p).any(|t| state.pawns[t] == state.pawns[p]) {
                return Err(PositionError::new(format!("two pawns on {word}")));
            }
        }
        for (s, word) in left.iter().enumerate() {
            state.left[s] = match word.parse::<u8>() {
                Ok(k) if k <= self.walls => k,
                _ => {
                    return Err(PositionError::new(format!(
                        "{word}: each seat has 0 to {} walls left",
                        self.walls
                    )));
                }
            };
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
        let mut placed = [0u32; 4];
        if walls != "-" {
            for w in walls.split(',') {
                let mut name = w;
                let mut by = 0usize;
                let mut mark = false;
                if self.v.relocation == Relocation::OwnOnce {
                    let (wall, seat) = w.split_once('@').ok_or_else(|| {
                        PositionError::new(format!("{w}: a wall and its placer like c3h@0 expected"))
                    })?;
                    by = match seat.parse::<usize>() {
                        Ok(s) if s < n => s,
                        _ => {
                            return Err(PositionError::new(format!(
                                "{w}: a wall and its placer like c3h@0 expected"
                            )));
                        }
                    };
                    name = wall;
                } else if matches!(self.v.relocation, Relocation::Coin | Relocation::Die)
                    && let Some(wall) = w.strip_suffix('*')
                {
                    name = wall;
                    mark = true;
                }
                let (a, vertical) = match read_one(name) {
                    Ok(Parsed::Wall(a, v)) => (a, v),
                    _ => return Err(PositionError::new(format!("{w}: a wall like c3h expected"))),
                };
                if let Some(why) = wall_clash(state.h, state.v, a, vertical) {
                    return Err(PositionError::new(format!("{w} cannot stand there: {why}")));
                }
                state.flip(wall_id(a, vertical), true, by == 1, mark);
                placed[by] += 1;
            }
        }
        let total: u32 = placed.iter().sum();
        if self.v.relocation == Relocation::OwnOnce {
            for (s, &on_board) in placed.iter().enumerate().take(n) {
                let used = u32::from(self.walls - state.left[s]);
                if on_board != used {
                    return Err(PositionError::new(format!(
                        "seat {s} has {on_board} walls on the board, but has used {used}"
                    )));
                }
            }
        } else {
            let used: u32 = (0..n).map(|s| u32::from(self.walls - state.left[s])).sum();
            if total != used {
                return Err(PositionError::new(format!(
                    "{total} walls on the board, but the seats have used {used}"
                )));
            }
        }
        self.read_extra(&mut state, words.get(4))?;
        let geo = Geo::new(state.h, state.v);
        for s in 0..n {
            if self.reach(&state, &geo, s, None).is_none() {
                return Err(PositionError::new(format!(
                    "the walls shut seat {s}'s pawn off from its goal"
                )));
            }
        }
        let winners: Vec<usize> = (0..n).filter(|&s| self.home(&state, s)).collect();
        match winners.as_slice() {
            [] => {}
            [w] => {
                let w = *w;
                if (w + 1) % n != usize::from(state.to_move) || state.done > 0 {
                    return Err(PositionError::new(
                        "the seat that won must have made the last move",
                    ));
                }
                state.winner = Some(w as u8);
            }
            _ => return Err(PositionError::new("two seats have won")),
        }
        state.seen = vec![self.key(&state)];
        Ok(state)
    }

    /// What a seat's panel says beside its walls: the coin, die or marker
    /// it holds (or that lies between the players), the wall it may move.
    fn panel_extra(&self, state: &QState, s: usize) -> Option<Message> {
        let mine = state.holder == s as u8 + 1;
        let between = state.holder == 0;
        match self.v.relocation {
            Relocation::OwnOnce if state.used & (1 << s) != 0 => Some(Message::new("quoridor-panel-moved")),
            Relocation::OwnOnce => Some(Message::new("quoridor-panel-may-move")),
            Relocation::Coin if mine => Some(Message::new("quoridor-panel-coin")),
            Relocation::Coin if between => Some(Message::new("quoridor-panel-coin-between")),
            Relocation::Die if mine => Some(Message::new("quoridor-panel-die").count("face", state.face)),
            Relocation::Die if between => {
                Some(Message::new("quoridor-panel-die-between").count("face", state.face))
            }
            _ if self.v.wall_jump && mine => Some(Message::new("quoridor-panel-marker")),
            _ if self.v.wall_jump && between => Some(Message::new("quoridor-panel-marker-between")),
            _ => None,
        }
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
            if let Some(goal) = self.goal(s) {
                for c in goal.cells() {
                    view.specials
                        .push(Special::new(square_name(c), "goal").owner(Some(Seat(s as u8))));
                }
            }
        }
        for p in 0..self.pawn_count {
            let cell = square_name(usize::from(state.pawns[p]));
            view.piece(cell.clone(), Some(Seat(self.owner(p) as u8)), "man");
            if self.v.pairs {
                view.cell_labels
                    .push((cell, Engine::pawn_number(p as u8).to_string()));
            }
        }
        let last_wall = match state.last {
            Some(Last {
                mv: QMove::Wall { anchor, vertical },
                seat,
                ..
            }) => Some((wall_id(usize::from(anchor), vertical), seat)),
            Some(Last {
                mv: QMove::Shift { to, .. },
                seat,
                ..
            }) => Some((to, seat)),
            _ => None,
        };
        for id in state.wall_ids() {
            let (a, vertical) = wall_of(id);
            let cell = square_name((a / A) * N + a % A);
            let mut wall = if vertical {
                Wall::vertical(cell)
            } else {
                Wall::horizontal(cell)
            };
            if let Some((w, seat)) = last_wall
                && w == id
            {
                wall = wall.owner(Some(Seat(seat)));
            }
            view.walls.push(wall.marked(state.marked(id)));
        }
        if let Some(last) = state.last
            && let QMove::Step { to, .. } | QMove::Leap(to) = last.mv
        {
            let (from, to) = (usize::from(last.from), usize::from(to));
            view.mark(square_name(from), Mark::From);
            view.mark(square_name(to), Mark::To);
            view.arrows.push((square_name(from), square_name(to)));
            if matches!(last.mv, QMove::Leap(_)) {
                view.last_move.push(Message::new("quoridor-leaps"));
            } else if let Some(over) = jumped(from, to) {
                view.last_move
                    .push(Message::new("quoridor-jumps").code("square", square_name(over)));
            }
        }
        view.seats = (0..self.seats)
            .map(|s| {
                let walls = Message::new("quoridor-walls-left").count("n", state.left[s]);
                let score = match self.panel_extra(state, s) {
                    Some(extra) => Message::new("quoridor-panel")
                        .part("walls", walls)
                        .part("extra", extra),
                    None => walls,
                };
                let mut panel =
                    SeatPanel::new(Seat(s as u8), self.v.info.seat_names[s].to_string()).score(Some(score));
                // The die held shows its face, like a doubling cube.
                if self.v.relocation == Relocation::Die && state.holder == s as u8 + 1 {
                    panel = panel.hand(vec![Tile::up(state.face.to_string())]);
                }
                panel
            })
            .collect();
        view.caption = Some(match self.outcome(state) {
            Some(outcome) => outcome.caption(),
            None => {
                let next = Seat(state.to_move);
                view.to_move = Some(next);
                match state.last {
                    None if self.v.pairs => Message::new("quoridor-caption-start-pairs").seat("seat", next),
                    None => Message::new("quoridor-caption-start").seat("seat", next),
                    Some(Last {
                        mv: QMove::Shift { from, to },
                        seat,
                        ..
                    }) if state.done > 0 => Message::new("quoridor-caption-shift-more")
                        .seat("seat", Seat(seat))
                        .code("from", id_name(from))
                        .code("to", id_name(to))
                        .count("n", state.face - state.done),
                    Some(last) => match last.mv {
                        QMove::Leap(c) => Message::new("quoridor-caption-leap")
                            .seat("seat", Seat(last.seat))
                            .code("square", square_name(usize::from(c))),
                        QMove::Step { to: c, .. } => Message::new("quoridor-caption-step")
                            .seat("seat", Seat(last.seat))
                            .code("square", square_name(usize::from(c))),
                        QMove::Wall { .. } => Message::new("quoridor-caption-wall")
                            .seat("seat", Seat(last.seat))
                            .code("wall", self.format(last.mv)),
                        QMove::Shift { from, to } => Message::new("quoridor-caption-shift")
                            .seat("seat", Seat(last.seat))
                            .code("from", id_name(from))
                            .code("to", id_name(to)),
                        QMove::End => Message::new("quoridor-caption-end").seat("seat", Seat(last.seat)),
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

    /// The square of pawn `p` (the seat's index, or with two pawns each
    /// `2 × seat` and `2 × seat + 1`).
    pub fn pawn(&self, p: usize) -> usize {
        usize::from(self.pawns[p])
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
    /// ignored; with two pawns, the steps between them before they meet),
    /// in seat order.
    pub fn distances(&self, state: &QState) -> Vec<u32> {
        let geo = Geo::new(state.h, state.v);
        (0..self.seats)
            .map(|s| self.reach(state, &geo, s, None).unwrap_or(u32::from(u8::MAX)))
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
