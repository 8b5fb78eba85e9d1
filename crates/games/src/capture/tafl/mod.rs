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

#[cfg(test)]
mod copenhagen;
mod sets;
#[cfg(test)]
mod tests;

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

    fn seat(&self, side: Side) -> Seat {
        if side == self.v.first {
            Seat::FIRST
        } else {
            Seat::SECOND
        }
    }

    fn side(&self, seat: Seat) -> Side {
        if seat == Seat::FIRST {
            self.v.first
        } else {
            self.v.first.other()
        }
    }

    fn key(&self, s: usize, piece: u8) -> u64 {
        self.keys[s * 4 + usize::from(piece)]
    }

    fn hash_of(&self, board: &[u8], to_move: Side) -> u64 {
        let mut h = if to_move == Side::Defenders {
            self.side_key
        } else {
            0
        };
        for (s, &p) in board.iter().enumerate() {
            if p != EMPTY {
                h ^= self.key(s, p);
            }
        }
        h
    }

    fn is_corner(&self, s: usize) -> bool {
        self.corners.contains(&s)
    }

    /// Whether only the king may stop on `s`.
    fn restricted(&self, s: usize) -> bool {
        s == self.throne || self.is_corner(s)
    }

    fn step(&self, s: usize, d: usize) -> Option<usize> {
        let n = self.n as i32;
        let (f, r) = ((s % self.n) as i32, (s / self.n) as i32);
        let (df, dr) = DIRECTIONS[d];
        let (f, r) = (f + df, r + dr);
        ((0..n).contains(&f) && (0..n).contains(&r)).then(|| (r * n + f) as usize)
    }

    fn on_edge(&self, s: usize) -> bool {
        let (f, r) = (s % self.n, s / self.n);
        f == 0 || r == 0 || f == self.n - 1 || r == self.n - 1
    }

    pub(crate) fn name(&self, s: usize) -> String {
        format!("{}{}", self.file_name(s), s / self.n + 1)
    }

    fn file_name(&self, s: usize) -> char {
        char::from(b'a' + (s % self.n) as u8)
    }

    fn names(&self, squares: impl IntoIterator<Item = usize>) -> String {
        squares
            .into_iter()
            .map(|s| self.name(s))
            .collect::<Vec<_>>()
            .join(", ")
    }

    /// A square name (normalised text): `Err(true)` for a square off this
    /// board, `Err(false)` for no square name at all.
    fn read_square(&self, text: &str) -> Result<usize, bool> {
        let mut chars = text.chars();
        let file = chars.next().filter(char::is_ascii_lowercase).ok_or(false)?;
        let digits = chars.as_str();
        if digits.is_empty() || digits.len() > 2 || digits.starts_with('0') {
            return Err(false);
        }
        if !digits.bytes().all(|b| b.is_ascii_digit()) {
            return Err(false);
        }
        let rank: usize = digits.parse().map_err(|_| false)?;
        let f = usize::from(file as u8 - b'a');
        if f >= self.n || rank > self.n {
            return Err(true);
        }
        Ok((rank - 1) * self.n + f)
    }

    /// Whether `anvil` closes a sandwich on `victim` (an enemy of the mover).
    fn hostile(&self, board: &[u8], anvil: usize, victim: u8) -> bool {
        match board[anvil] {
            #[cfg(test)]
            EMPTY if anvil == self.throne && !self.throne_hostile => false,
            EMPTY => self.is_corner(anvil) || anvil == self.throne,
            KING => victim == ATTACKER && (self.v.armed_king || anvil == self.throne),
            p => side_of(p) != side_of(victim),
        }
    }

    /// The pieces a piece `mover` arriving at `to` captures (the king
    /// apart), appended to `out`; `board` already shows the move.
    fn captures(&self, board: &[u8], to: usize, mover: u8, out: &mut Vec<u16>) {
        if mover == KING && !self.v.armed_king {
            return;
        }
        for d in 0..4 {
            let Some(v) = self.step(to, d) else { continue };
            let victim = board[v];
            if victim == EMPTY || victim == KING || side_of(victim) == side_of(mover) {
                continue;
            }
            if let Some(anvil) = self.step(v, d)
                && self.hostile(board, anvil, victim)
            {
                out.push(v as u16);
            }
        }
    }

    /// Whether an attacker arriving at `to` takes the king at `king`.
    fn takes_king(&self, board: &[u8], to: usize, king: usize) -> bool {
        if self.on_edge(king) || !(0..4).any(|d| self.step(king, d) == Some(to)) {
            return false;
        }
        (0..4).all(|d| {
            self.step(king, d)
                .is_some_and(|s| board[s] == ATTACKER || s == self.throne)
        })
    }

    /// Calls `found` with each move of `side` by the movement rules
    /// (repetition aside) until it returns false.
    fn pseudo_moves(&self, board: &[u8], side: Side, mut found: impl FnMut(TaflMove) -> bool) {
        for (s, &p) in board.iter().enumerate() {
            if p == EMPTY || side_of(p) != side {
                continue;
            }
            for d in 0..4 {
                let mut at = s;
                while let Some(next) = self.step(at, d) {
                    if board[next] != EMPTY {
                        break;
                    }
                    at = next;
                    if (p == KING || !self.restricted(next))
                        && !found(TaflMove {
                            from: s as u16,
                            to: next as u16,
                        })
                    {
                        return;
                    }
                    if self.v.one_step {
                        break;
                    }
                }
            }
        }
    }

    /// The key after `mv` if it captures nothing.
    fn quiet_key(&self, state: &TaflState, mv: TaflMove) -> u64 {
        let p = state.board[usize::from(mv.from)];
        state.hash ^ self.key(usize::from(mv.from), p) ^ self.key(usize::from(mv.to), p) ^ self.side_key
    }

    /// Whether `mv` captures anything (the king included).
    fn captures_any(&self, state: &TaflState, mv: TaflMove) -> bool {
        let (from, to) = (usize::from(mv.from), usize::from(mv.to));
        let mut board = state.board.clone();
        let p = board[from];
        board[from] = EMPTY;
        board[to] = p;
        let mut taken = Vec::new();
        self.captures(&board, to, p, &mut taken);
        !taken.is_empty()
            || (p == ATTACKER
                && state
                    .king
                    .is_some_and(|k| self.takes_king(&board, to, usize::from(k))))
    }

    /// Whether `mv` (a move by the movement rules) is illegal because it
    /// makes a position for the third time.
    fn repeats(&self, state: &TaflState, mv: TaflMove) -> bool {
        !state.twice.is_empty()
            && state.twice.contains(&self.quiet_key(state, mv))
            && !self.captures_any(state, mv)
    }

    /// Whether the side to move has a move by the movement rules, and a
    /// legal one.
    fn mobility(&self, state: &TaflState) -> (bool, bool) {
        let (mut any, mut legal) = (false, false);
        self.pseudo_moves(&state.board, state.to_move, |mv| {
            any = true;
            legal = !self.repeats(state, mv);
            !legal
        });
        (any, legal)
    }

    fn outcome(&self, state: &TaflState) -> Option<Outcome> {
        match state.king {
            None => {
                return Some(Outcome::win(
                    self.seat(Side::Attackers),
                    Message::new("tafl-king-captured"),
                ));
            }
            Some(k) if self.is_corner(usize::from(k)) => {
                return Some(Outcome::win(
                    self.seat(Side::Defenders),
                    Message::new("tafl-king-escaped"),
                ));
            }
            Some(_) => {}
        }
        if state.ply >= self.v.ply_cap {
            return Some(Outcome::draw(
                Message::new("tafl-ply-cap").count("plies", self.v.ply_cap),
            ));
        }
        let seat = self.seat(state.to_move);
        match self.mobility(state) {
            (false, _) => Some(Outcome::draw(Message::new("tafl-no-move").seat("seat", seat))),
            (true, false) => Some(Outcome::draw(
                Message::new("tafl-only-repetitions").seat("seat", seat),
            )),
            (true, true) => None,
        }
    }

    fn state_of(&self, board: Vec<u8>, to_move: Side, ply: u32) -> TaflState {
        let hash = self.hash_of(&board, to_move);
        let king = board.iter().position(|&p| p == KING).map(|s| s as u16);
        TaflState {
            board,
            to_move,
            ply,
            king,
            hash,
            seen: vec![hash],
            twice: Vec::new(),
            last: None,
        }
    }

    fn apply(&self, state: &mut TaflState, mv: TaflMove) {
        let (from, to) = (usize::from(mv.from), usize::from(mv.to));
        let p = state.board[from];
        state.board[from] = EMPTY;
        state.board[to] = p;
        state.hash ^= self.key(from, p) ^ self.key(to, p) ^ self.side_key;
        if p == KING {
            state.king = Some(mv.to);
        }
        let mut captured = Vec::new();
        self.captures(&state.board, to, p, &mut captured);
        let mut taken: Vec<(u16, u8)> = Vec::with_capacity(captured.len() + 1);
        for s in captured {
            let q = state.board[usize::from(s)];
            state.hash ^= self.key(usize::from(s), q);
            state.board[usize::from(s)] = EMPTY;
            taken.push((s, q));
        }
        if p == ATTACKER
            && let Some(k) = state.king
            && self.takes_king(&state.board, to, usize::from(k))
        {
            state.hash ^= self.key(usize::from(k), KING);
            state.board[usize::from(k)] = EMPTY;
            state.king = None;
            taken.push((k, KING));
        }
        state.to_move = state.to_move.other();
        state.ply += 1;
        if taken.is_empty() {
            let before = state.seen.iter().filter(|&&h| h == state.hash).count();
            state.seen.push(state.hash);
            if before == 1 {
                state.twice.push(state.hash);
            }
        } else {
            state.seen.clear();
            state.seen.push(state.hash);
            state.twice.clear();
        }
        state.last = Some(Last {
            mv,
            mover: side_of(p),
            taken,
        });
    }

    fn legal(&self, state: &TaflState, out: &mut Vec<TaflMove>) {
        if state.king.is_none_or(|k| self.is_corner(usize::from(k))) || state.ply >= self.v.ply_cap {
            return;
        }
        self.pseudo_moves(&state.board, state.to_move, |mv| {
            if !self.repeats(state, mv) {
                out.push(mv);
            }
            true
        });
    }

    fn steps(&self, mv: TaflMove) -> Vec<String> {
        let (from, to) = (usize::from(mv.from), usize::from(mv.to));
        if self.split_steps {
            vec![
                self.file_name(from).to_string(),
                (from / self.n + 1).to_string(),
                format!("-{}", self.file_name(to)),
                (to / self.n + 1).to_string(),
            ]
        } else {
            vec![self.name(from), format!("-{}", self.name(to))]
        }
    }

    fn format(&self, mv: TaflMove) -> String {
        format!(
            "{}-{}",
            self.name(usize::from(mv.from)),
            self.name(usize::from(mv.to))
        )
    }

    fn notation(&self) -> Message {
        Message::new("tafl-notation").code("example", self.example())
    }

    fn example(&self) -> String {
        let mut first = None;
        let state = self.state_of(self.start.clone(), self.v.first, 0);
        self.pseudo_moves(&state.board, state.to_move, |mv| {
            first = Some(mv);
            false
        });
        first.map(|mv| self.format(mv)).unwrap_or_default()
    }

    /// Reads `f4-c4`, `f4c4`, `f4xc4` or a lone `f4` (normalised).
    fn read(&self, text: &str) -> Result<(usize, Option<usize>), Message> {
        let off_board = |t: &str| {
            Message::new("tafl-off-board")
                .code("square", t.to_string())
                .code("last", self.name(self.n * self.n - 1))
        };
        let square = |t: &str| match self.read_square(t) {
            Ok(s) => Ok(s),
            Err(true) => Err(off_board(t)),
            Err(false) => Err(self.notation()),
        };
        // The first square: a letter and its digits; then `-`, `x` (no
        // file is x: boards have at most 19 files) or nothing.
        let digits = text
            .char_indices()
            .skip(1)
            .find(|(_, c)| !c.is_ascii_digit())
            .map(|(i, _)| i);
        let Some(i) = digits else {
            return Ok((square(text)?, None));
        };
        let (a, b) = text.split_at(i);
        let b = b.strip_prefix(['-', 'x']).unwrap_or(b);
        Ok((square(a)?, Some(square(b)?)))
    }

    /// Whether `mv` is legal, checked directly (no listing).
    fn allows(&self, state: &TaflState, mv: TaflMove) -> bool {
        let (from, to) = (usize::from(mv.from), usize::from(mv.to));
        let p = state.board[from];
        if p == EMPTY || side_of(p) != state.to_move || from == to || state.board[to] != EMPTY {
            return false;
        }
        let (ff, fr, tf, tr) = (from % self.n, from / self.n, to % self.n, to / self.n);
        if ff != tf && fr != tr || (self.v.one_step && ff.abs_diff(tf) + fr.abs_diff(tr) > 1) {
            return false;
        }
        if p != KING && self.restricted(to) {
            return false;
        }
        let d = match (tf.cmp(&ff), tr.cmp(&fr)) {
            (_, std::cmp::Ordering::Greater) => 0,
            (_, std::cmp::Ordering::Less) => 1,
            (std::cmp::Ordering::Greater, _) => 2,
            _ => 3,
        };
        let mut at = from;
        while let Some(next) = self.step(at, d) {
            if state.board[next] != EMPTY {
                return false;
            }
            if next == to {
                return self.outcome(state).is_none() && !self.repeats(state, mv);
            }
            at = next;
        }
        false
    }

    fn diagnose(&self, state: &TaflState, text: &str) -> MoveError {
        let (from, to) = match self.read(&normalize(text)) {
            Ok(squares) => squares,
            Err(expected) => return MoveError::not_a_move(text, expected),
        };
        let illegal = |m: Message| MoveError::illegal(text, m);
        let p = state.board[from];
        if p == EMPTY {
            return illegal(Message::new("tafl-empty").code("square", self.name(from)));
        }
        if side_of(p) != state.to_move {
            return illegal(Message::new("tafl-not-yours").code("square", self.name(from)));
        }
        let Some(to) = to else {
            return illegal(Message::new("tafl-stuck").code("square", self.name(from)));
        };
        let (ff, fr, tf, tr) = (from % self.n, from / self.n, to % self.n, to / self.n);
        if from == to {
            return illegal(Message::new("tafl-same-square"));
        }
        if ff != tf && fr != tr {
            return illegal(Message::new("tafl-straight"));
        }
        let d = match (tf.cmp(&ff), tr.cmp(&fr)) {
            (_, std::cmp::Ordering::Greater) => 0,
            (_, std::cmp::Ordering::Less) => 1,
            (std::cmp::Ordering::Greater, _) => 2,
            _ => 3,
        };
        let mut at = from;
        while let Some(next) = self.step(at, d) {
            if state.board[next] != EMPTY {
                return illegal(Message::new("tafl-blocked").code("square", self.name(next)));
            }
            if next == to {
                break;
            }
            at = next;
        }
        if self.v.one_step && (ff.abs_diff(tf) + fr.abs_diff(tr)) > 1 {
            return illegal(Message::new("tafl-one-step"));
        }
        if p != KING && to == self.throne {
            return illegal(Message::new("tafl-throne").code("square", self.name(to)));
        }
        if p != KING && self.is_corner(to) {
            return illegal(Message::new("tafl-corner").code("square", self.name(to)));
        }
        let mv = TaflMove {
            from: from as u16,
            to: to as u16,
        };
        if self.repeats(state, mv) {
            return illegal(Message::new("tafl-repeats"));
        }
        illegal(Message::new("tafl-not-legal"))
    }

    fn position_text(&self, state: &TaflState) -> String {
        let ranks: Vec<String> = (0..self.n)
            .rev()
            .map(|r| {
                state.board[r * self.n..(r + 1) * self.n]
                    .iter()
                    .map(|&p| match p {
                        ATTACKER => 'x',
                        DEFENDER => 'o',
                        KING => 'k',
                        _ => '.',
                    })
                    .collect()
            })
            .collect();
        let side = match state.to_move {
            Side::Attackers => 'x',
            Side::Defenders => 'o',
        };
        let mut text = format!("{} {side} {}", ranks.join("/"), state.ply);
        if !state.twice.is_empty() && state.king.is_some_and(|k| !self.is_corner(usize::from(k))) {
            let mut banned = Vec::new();
            self.pseudo_moves(&state.board, state.to_move, |mv| {
                if self.repeats(state, mv) {
                    banned.push(self.format(mv));
                }
                true
            });
            if !banned.is_empty() {
                text.push_str(" banned:");
                text.push_str(&banned.join(","));
            }
        }
        text
    }

    fn read_position(&self, text: &str) -> Result<TaflState, PositionError> {
        let n = self.n;
        let shape = || {
            PositionError::new(format!(
                "a tafl position is {n} ranks of {n} characters (x attacker, o defender, k king, . empty) joined by '/', the side to move (x or o), the plies played, and optionally banned: and the moves that would repeat a position a third time"
            ))
        };
        let mut words = text.split_whitespace();
        let (Some(board_text), Some(side), Some(ply)) = (words.next(), words.next(), words.next()) else {
            return Err(shape());
        };
        let banned = words.next();
        if words.next().is_some() {
            return Err(shape());
        }
        let to_move = match side {
            "x" => Side::Attackers,
            "o" => Side::Defenders,
            _ => return Err(shape()),
        };
        let ply: u32 = ply.parse().map_err(|_| shape())?;
        if ply > self.v.ply_cap {
            return Err(PositionError::new(format!(
                "ply {ply}: the game ends at {}",
                self.v.ply_cap
            )));
        }
        let ranks: Vec<&str> = board_text.split('/').collect();
        if ranks.len() != n || ranks.iter().any(|r| r.chars().count() != n) {
            return Err(shape());
        }
        let mut board = vec![EMPTY; n * n];
        for (i, rank) in ranks.iter().enumerate() {
            let r = n - 1 - i;
            for (f, c) in rank.chars().enumerate() {
                board[r * n + f] = match c {
                    'x' => ATTACKER,
                    'o' => DEFENDER,
                    'k' => KING,
                    '.' => EMPTY,
                    _ => {
                        return Err(PositionError::new(format!(
                            "rank {} holds '{c}': x, o, k or . expected",
                            r + 1
                        )));
                    }
                };
            }
        }
        let count = |piece: u8, b: &[u8]| b.iter().filter(|&&p| p == piece).count();
        for (piece, what) in [(ATTACKER, "attackers"), (DEFENDER, "defenders"), (KING, "kings")] {
            let (now, start) = (count(piece, &board), count(piece, &self.start));
            if now > start {
                return Err(PositionError::new(format!(
                    "{now} {what}: the set-up has {start}"
                )));
            }
        }
        for (s, &p) in board.iter().enumerate() {
            if p != EMPTY && p != KING && self.restricted(s) {
                return Err(PositionError::new(format!(
                    "{}: only the king stands on the throne or a corner",
                    self.name(s)
                )));
            }
        }
        let mut state = self.state_of(board, to_move, ply);
        if let Some(banned) = banned {
            let list = banned.strip_prefix("banned:").ok_or_else(shape)?;
            for text in list.split(',') {
                let mv = match self.read(&normalize(text)) {
                    Ok((from, Some(to))) => TaflMove {
                        from: from as u16,
                        to: to as u16,
                    },
                    _ => return Err(shape()),
                };
                let mut ok = false;
                self.pseudo_moves(&state.board, state.to_move, |m| {
                    ok |= m == mv;
                    !ok
                });
                if !ok || self.captures_any(&state, mv) {
                    return Err(PositionError::new(format!(
                        "banned: {text} is not a quiet move of the side to move"
                    )));
                }
                let key = self.quiet_key(&state, mv);
                if !state.twice.contains(&key) {
                    state.twice.push(key);
                }
            }
        }
        Ok(state)
    }

    fn view(&self, state: &TaflState) -> View {
        let mut view = View::new(Board::squares(self.v.size, self.v.size));
        view.specials.push(Special::new(self.name(self.throne), "throne"));
        for &c in &self.corners {
            view.specials.push(Special::new(self.name(c), "corner"));
        }
        let colour = |side: Side| match side {
            Side::Attackers => "black",
            Side::Defenders => "white",
        };
        view.seat_colours = vec![
            colour(self.side(Seat::FIRST)).to_string(),
            colour(self.side(Seat::SECOND)).to_string(),
        ];
        let mut counts = [0u32; 2];
        let kind = |p: u8| if p == KING { "king~special" } else { "man" };
        for (s, &p) in state.board.iter().enumerate() {
            if p != EMPTY {
                let seat = self.seat(side_of(p));
                view.piece(self.name(s), Some(seat), kind(p));
                counts[seat.index()] += 1;
            }
        }
        if let Some(last) = &state.last {
            let (from, to) = (usize::from(last.mv.from), usize::from(last.mv.to));
            view.mark(self.name(from), Mark::From);
            view.mark(self.name(to), Mark::To);
            view.arrows.push((self.name(from), self.name(to)));
            for &(s, p) in &last.taken {
                view.highlights.push(Highlight {
                    cell: self.name(usize::from(s)),
                    mark: Mark::Captured,
                    ghost: Some(Piece {
                        cell: self.name(usize::from(s)),
                        owner: Some(self.seat(side_of(p))),
                        kind: kind(p).to_string(),
                    }),
                });
            }
            let men: Vec<usize> = last
                .taken
                .iter()
                .filter(|(_, p)| *p != KING)
                .map(|(s, _)| usize::from(*s))
                .collect();
            if !men.is_empty() {
                view.last_move
                    .push(Message::new("tafl-takes").code("squares", self.names(men)));
            }
            if let Some((k, _)) = last.taken.iter().find(|(_, p)| *p == KING) {
                view.last_move
                    .push(Message::new("tafl-takes-king").code("square", self.name(usize::from(*k))));
            }
        }
        view.seats = (0..2)
            .map(|s| {
                SeatPanel::new(Seat(s), self.v.info.seat_names[usize::from(s)].to_string()).score(Some(
                    Message::new("tafl-pieces").count("n", counts[usize::from(s)]),
                ))
            })
            .collect();
        view.caption = Some(match self.outcome(state) {
            Some(outcome) => outcome.caption(),
            None => {
                view.to_move = Some(self.seat(state.to_move));
                match &state.last {
                    None => Message::new("tafl-caption-start").seat("seat", self.seat(state.to_move)),
                    Some(last) => {
                        let men: Vec<usize> = last.taken.iter().map(|(s, _)| usize::from(*s)).collect();
                        let played = if men.is_empty() {
                            Message::new("tafl-caption-played")
                        } else {
                            Message::new("tafl-caption-took").code("squares", self.names(men))
                        };
                        played
                            .seat("seat", self.seat(last.mover))
                            .code("move", self.format(last.mv))
                    }
                }
            }
        });
        view
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
