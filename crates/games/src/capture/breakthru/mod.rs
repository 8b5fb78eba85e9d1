//! Breakthru (Alex Randolph, 3M 1965; catalog `randolph-1-15.md` §4).
//!
//! An 11×11 board. Black has the King (the flagship) and 12 pieces in the
//! middle, White 20 pieces around them. Every piece, the King included,
//! moves like a chess rook over empty squares and never captures that way;
//! a capture is a step onto one of the four diagonal neighbours holding an
//! enemy piece. Black wins when the King stands on the board's outer ring,
//! White when he captures the King.
//!
//! # A turn
//!
//! A turn is one of: two rook moves with two different pieces, neither the
//! King; one move of the King; one capture (by any piece or the King). The
//! second move is compulsory when one exists (gap 2); if none exists the
//! first one ends the turn. A turn is **one move** of the engine, as the
//! contract asks wherever a turn's choices can be listed: `d2-d3 j5-i5`
//! (the order matters for the text, the position after both is the
//! same), `f6-f11`, `e5xd6`. White's first turn from the default layout has
//! 72 single moves but 5,016 whole turns, some ten thousand as the lines
//! open: the list is made on demand, a typed turn is read and checked
//! without it, and the bot's knowledge keeps the turns worth searching
//! (one order of two moves that commute, the likely ones first).
//!
//! # Set-up and the first move
//!
//! Option `setup`: `default`, the catalog's symmetric layout (King f6;
//! Black e4 f4 g4 d5 d6 d7 h5 h6 h7 e8 f8 g8; White d2–h2, d10–h10,
//! b4–b8, j4–j8), or `free`, the 3M zone rules: the King stands on f6,
//! Black places his 12 pieces one by one in the central zone d4–h8, then
//! White his 20 outside it. Option `first`: `chosen` (the text: Black
//! decides who starts, by the move `white` or `black` once the pieces
//! stand), `white` or `black`.
//!
//! # Ends
//!
//! The King on an edge square wins for Black, the King captured for White,
//! a player who has nothing legal to do at the start of his turn loses
//! (catalog), the same position (board and side to move, at the start of
//! a turn) for the third time is a draw (gap 4), and so is the 200th turn
//! of play (a cap the texts do not have: it keeps every game finite).
//!
//! # Notation
//!
//! `d2-d3 j5-i5` a turn of two rook moves, `f6-f11` a King move (or a lone
//! rook move when no second one exists), `e5xd6` a capture. Accepted too:
//! `d2d3 j5i5`, `d2 d3 j5 i5`, a comma between the halves (`d2-d3,j5-i5`,
//! one word), `e5:d6` and `e5-d6` for a capture; `d4` a piece placed in the
//! free set-up; `white` or `black` (`bianco`, `nero`) for who starts.
//! Picker steps: the piece's square, then `-d3` or `xd6` (at most 20 rook
//! moves and 4 captures), then for a two-move turn the second piece
//! (` j5`, at most 19) and its square (`-i5`, at most 20); a placement in
//! two steps, file then rank.
//!
//! # Position text
//!
//! The ranks from 11 down to 1, one character per square from file a (`w`
//! White piece, `b` Black piece, `k` King, `.` empty), joined by `/`; a
//! space and the turn: `b` or `w` (a turn starts), `setup:b` or `setup:w`
//! (placing), `choose` (Black chooses who starts); a space and the turns
//! played. The positions seen before are not in the text: a
//! read position counts repetitions afresh.

use crate::notation::{MoveError, normalize};
use crate::options::{OptionError, OptionKind, OptionSpec, Options};
use crate::playout::SplitMix64;
use crate::view::{Board, Highlight, Mark, Piece, SeatPanel, Special, View};
use crate::{GameInfo, Message, Outcome, PositionError, Rules, Seat, Status};

const N: usize = 11;
const SQUARES: usize = N * N;
/// Turns of play (set-up and the choice apart) after which the game is drawn.
const PLAY_CAP: u32 = 200;
/// Plies of the free set-up (12 + 20) and the choice of who starts.
const SETUP_PLIES: u32 = 33;

static INFO: GameInfo = GameInfo {
    slug: "breakthru",
    name_en: "Breakthru",
    name_it: "Breakthru",
    aliases: &["break through"],
    family: crate::Family::Capture,
    summary: "Randolph's flagship escapes a fleet, two moves a turn, 11×11",
    min_seats: 2,
    max_seats: 2,
    seat_names: &["Black", "White"],
    chance: false,
    hidden: false,
    options: &[
        OptionSpec {
            name: "setup",
            kind: OptionKind::Choice(&["default", "free"]),
            default: "default",
            help: "option-breakthru-setup",
        },
        OptionSpec {
            name: "first",
            kind: OptionKind::Choice(&["chosen", "white", "black"]),
            default: "chosen",
            help: "option-breakthru-first",
        },
    ],
    max_plies: PLAY_CAP + SETUP_PLIES,
    source: "catalog randolph-1-15.md, breakthru (§4)",
};

/// Contents of a square.
const EMPTY: u8 = 0;
const WHITE: u8 = 1;
const BLACK: u8 = 2;
const KING: u8 = 3;

/// The catalog's default layout.
const DEFAULT_BLACK: &str = "e4 f4 g4 d5 d6 d7 h5 h6 h7 e8 f8 g8";
const DEFAULT_WHITE: &str = "d2 e2 f2 g2 h2 d10 e10 f10 g10 h10 b4 b5 b6 b7 b8 j4 j5 j6 j7 j8";
const KING_SQUARE: usize = 5 * N + 5;
const BLACK_PIECES: usize = 12;
const WHITE_PIECES: usize = 20;

const ROOK: [(i32, i32); 4] = [(0, 1), (0, -1), (1, 0), (-1, 0)];
const DIAGONAL: [(i32, i32); 4] = [(1, 1), (1, -1), (-1, 1), (-1, -1)];

/// The two sides.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Side {
    /// The King and his 12 pieces (seat 0).
    Black,
    /// The 20 pieces (seat 1).
    White,
}

impl Side {
    fn other(self) -> Side {
        match self {
            Side::Black => Side::White,
            Side::White => Side::Black,
        }
    }

    fn seat(self) -> Seat {
        match self {
            Side::Black => Seat::FIRST,
            Side::White => Seat::SECOND,
        }
    }

    fn letter(self) -> char {
        match self {
            Side::Black => 'b',
            Side::White => 'w',
        }
    }

    fn word(self) -> &'static str {
        match self {
            Side::Black => "black",
            Side::White => "white",
        }
    }
}

fn side_of(piece: u8) -> Side {
    if piece == WHITE { Side::White } else { Side::Black }
}

/// What the game waits for.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Phase {
    /// Free set-up: this side places a piece.
    Setup(Side),
    /// Black chooses who moves first.
    Choose,
    /// A turn starts.
    Turn,
}

/// One move: a whole turn, a placement or the choice of who starts.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum BtMove {
    /// A rook move, and the second one of the turn (another piece, never
    /// the King) if `then` holds it.
    Go {
        from: u8,
        to: u8,
        then: Option<(u8, u8)>,
    },
    /// A diagonal capture.
    Take { from: u8, to: u8 },
    /// A piece placed in the free set-up.
    Place(u8),
    /// Who moves first.
    First(Side),
}

/// A step of the last turn, for the picture and the reply.
#[derive(Clone, Copy, Debug)]
struct Played {
    /// A single rook move, capture, placement or choice.
    mv: BtMove,
    /// What a capture took.
    taken: Option<u8>,
}

/// A Breakthru position.
#[derive(Clone, Debug)]
pub struct BtState {
    board: [u8; SQUARES],
    to_move: Side,
    phase: Phase,
    ply: u32,
    /// Turns of play so far.
    play_plies: u32,
    king: Option<u8>,
    /// Keys of the positions at the start of a turn since the last capture.
    seen: Vec<u64>,
    /// The same position came up a third time.
    repeated: bool,
    /// The steps of the last turn.
    turn: Vec<Played>,
    turn_side: Side,
}

/// Breakthru with its options.
#[derive(Clone, Debug)]
pub struct Breakthru {
    free: bool,
    first: Option<Side>,
    keys: Vec<u64>,
}

fn name(s: usize) -> String {
    format!("{}{}", char::from(b'a' + (s % N) as u8), s / N + 1)
}

/// Appends the name of square `s` to `out`.
fn push_name(out: &mut String, s: u8) {
    let (f, r) = (s % N as u8, s / N as u8 + 1);
    out.push(char::from(b'a' + f));
    if r >= 10 {
        out.push('1');
    }
    out.push(char::from(b'0' + r % 10));
}

fn names(squares: impl IntoIterator<Item = usize>) -> String {
    squares.into_iter().map(name).collect::<Vec<_>>().join(", ")
}

fn step(s: usize, (df, dr): (i32, i32)) -> Option<usize> {
    let (f, r) = ((s % N) as i32 + df, (s / N) as i32 + dr);
    ((0..N as i32).contains(&f) && (0..N as i32).contains(&r)).then(|| (r * N as i32 + f) as usize)
}

fn on_edge(s: usize) -> bool {
    let (f, r) = (s % N, s / N);
    f == 0 || r == 0 || f == N - 1 || r == N - 1
}

/// The central 5×5 zone, d4–h8.
fn in_zone(s: usize) -> bool {
    let (f, r) = (s % N, s / N);
    (3..=7).contains(&f) && (3..=7).contains(&r)
}

/// A square name (normalised): `Err(true)` off the board, `Err(false)` not
/// a square name.
fn read_square(text: &str) -> Result<usize, bool> {
    let mut chars = text.chars();
    let file = chars.next().filter(char::is_ascii_lowercase).ok_or(false)?;
    let digits = chars.as_str();
    if digits.is_empty()
        || digits.len() > 2
        || digits.starts_with('0')
        || !digits.bytes().all(|b| b.is_ascii_digit())
    {
        return Err(false);
    }
    let rank: usize = digits.parse().map_err(|_| false)?;
    let f = usize::from(file as u8 - b'a');
    if f >= N || rank > N {
        return Err(true);
    }
    Ok((rank - 1) * N + f)
}

impl Breakthru {
    fn key(&self, s: usize, piece: u8) -> u64 {
        self.keys[s * 4 + usize::from(piece)]
    }

    fn hash(&self, board: &[u8; SQUARES], side: Side) -> u64 {
        let mut h = if side == Side::White {
            self.keys[SQUARES * 4]
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

    fn start_board(&self) -> [u8; SQUARES] {
        let mut board = [EMPTY; SQUARES];
        board[KING_SQUARE] = KING;
        if !self.free {
            for (list, piece) in [(DEFAULT_BLACK, BLACK), (DEFAULT_WHITE, WHITE)] {
                for sq in list.split_whitespace() {
                    if let Ok(s) = read_square(sq) {
                        board[s] = piece;
                    }
                }
            }
        }
        board
    }

    /// The phase after the set-up: the choice, or the first turn.
    fn after_setup(&self) -> (Phase, Side) {
        match self.first {
            None => (Phase::Choose, Side::Black),
            Some(side) => (Phase::Turn, side),
        }
    }

    fn state_of(
        &self,
        board: [u8; SQUARES],
        to_move: Side,
        phase: Phase,
        ply: u32,
        play_plies: u32,
    ) -> BtState {
        let king = board.iter().position(|&p| p == KING).map(|s| s as u8);
        let mut state = BtState {
            board,
            to_move,
            phase,
            ply,
            play_plies,
            king,
            seen: Vec::new(),
            repeated: false,
            turn: Vec::new(),
            turn_side: to_move,
        };
        if phase == Phase::Turn {
            state.seen.push(self.hash(&state.board, to_move));
        }
        state
    }

    fn count(board: &[u8; SQUARES], piece: u8) -> usize {
        board.iter().filter(|&&p| p == piece).count()
    }

    /// Calls `found(to)` with each square the piece on `s` reaches by a
    /// rook move.
    fn rays(board: &[u8; SQUARES], s: usize, found: &mut impl FnMut(usize)) {
        for d in ROOK {
            let mut at = s;
            while let Some(next) = step(at, d) {
                if board[next] != EMPTY {
                    break;
                }
                found(next);
                at = next;
            }
        }
    }

    /// Whether the piece on `s` may move as `side`'s (the King only if
    /// `king`), unless it stands on `skip`.
    fn movable(board: &[u8; SQUARES], s: usize, side: Side, king: bool, skip: Option<usize>) -> bool {
        let p = board[s];
        p != EMPTY && side_of(p) == side && (p != KING || king) && Some(s) != skip
    }

    /// Calls `found(from, to)` with each rook move of `side`'s pieces (the
    /// King too if `king`), skipping the piece on `skip`.
    fn rook_moves(
        board: &[u8; SQUARES],
        side: Side,
        king: bool,
        skip: Option<usize>,
        found: &mut impl FnMut(usize, usize),
    ) {
        for s in 0..SQUARES {
            if Self::movable(board, s, side, king, skip) {
                Self::rays(board, s, &mut |to| found(s, to));
            }
        }
    }

    /// Whether `side` has a rook move (the King's too if `king`) with a
    /// piece other than the one on `skip`.
    fn any_rook_move(board: &[u8; SQUARES], side: Side, king: bool, skip: Option<usize>) -> bool {
        (0..SQUARES).any(|s| {
            Self::movable(board, s, side, king, skip)
                && ROOK
                    .iter()
                    .any(|&d| step(s, d).is_some_and(|n| board[n] == EMPTY))
        })
    }

    /// Calls `found(from, to)` with each capture of `side`.
    fn captures(board: &[u8; SQUARES], side: Side, found: &mut impl FnMut(usize, usize)) {
        for (s, &p) in board.iter().enumerate() {
            if p == EMPTY || side_of(p) != side {
                continue;
            }
            for d in DIAGONAL {
                if let Some(t) = step(s, d)
                    && board[t] != EMPTY
                    && side_of(board[t]) != side
                {
                    found(s, t);
                }
            }
        }
    }

    /// Whether the rook move `from`-`to` runs over empty squares only.
    fn path_clear(board: &[u8; SQUARES], from: usize, to: usize) -> bool {
        let (ff, fr, tf, tr) = (from % N, from / N, to % N, to / N);
        if from == to || (ff != tf && fr != tr) {
            return false;
        }
        let d = match (tf.cmp(&ff), tr.cmp(&fr)) {
            (_, std::cmp::Ordering::Greater) => ROOK[0],
            (_, std::cmp::Ordering::Less) => ROOK[1],
            (std::cmp::Ordering::Greater, _) => ROOK[2],
            _ => ROOK[3],
        };
        let mut at = from;
        while let Some(next) = step(at, d) {
            if board[next] != EMPTY {
                return false;
            }
            if next == to {
                return true;
            }
            at = next;
        }
        false
    }

    fn diagonal_neighbours(a: usize, b: usize) -> bool {
        (a % N).abs_diff(b % N) == 1 && (a / N).abs_diff(b / N) == 1
    }

    fn outcome(&self, state: &BtState) -> Option<Outcome> {
        match state.king {
            None => {
                return Some(Outcome::win(
                    Side::White.seat(),
                    Message::new("breakthru-king-captured"),
                ));
            }
            Some(k) if on_edge(usize::from(k)) => {
                return Some(Outcome::win(
                    Side::Black.seat(),
                    Message::new("breakthru-king-escaped"),
                ));
            }
            Some(_) => {}
        }
        if state.repeated {
            return Some(Outcome::draw(Message::new("breakthru-repetition")));
        }
        if state.play_plies >= PLAY_CAP {
            return Some(Outcome::draw(
                Message::new("breakthru-ply-cap").count("plies", PLAY_CAP),
            ));
        }
        if state.phase == Phase::Turn && !Self::any_rook_move(&state.board, state.to_move, true, None) {
            let mut any = false;
            Self::captures(&state.board, state.to_move, &mut |_, _| any = true);
            if !any {
                let loser = state.to_move;
                return Some(Outcome::win(
                    loser.other().seat(),
                    Message::new("breakthru-no-move").seat("seat", loser.seat()),
                ));
            }
        }
        None
    }

    fn legal(&self, state: &BtState, out: &mut Vec<BtMove>) {
        if self.outcome(state).is_some() {
            return;
        }
        match state.phase {
            Phase::Setup(side) => {
                for s in 0..SQUARES {
                    if state.board[s] == EMPTY && in_zone(s) == (side == Side::Black) {
                        out.push(BtMove::Place(s as u8));
                    }
                }
            }
            Phase::Choose => {
                out.push(BtMove::First(Side::White));
                out.push(BtMove::First(Side::Black));
            }
            Phase::Turn => {
                let (board, side) = (&state.board, state.to_move);
                Self::captures(board, side, &mut |from, to| {
                    out.push(BtMove::Take {
                        from: from as u8,
                        to: to as u8,
                    });
                });
                if side == Side::Black
                    && let Some(k) = state.king()
                {
                    Self::rays(board, k, &mut |to| {
                        out.push(BtMove::Go {
                            from: k as u8,
                            to: to as u8,
                            then: None,
                        });
                    });
                }
                let mut firsts = Vec::new();
                Self::rook_moves(board, side, false, None, &mut |from, to| firsts.push((from, to)));
                let mut after = *board;
                for (from, to) in firsts {
                    after[to] = after[from];
                    after[from] = EMPTY;
                    let before = out.len();
                    Self::rook_moves(&after, side, false, Some(to), &mut |f2, t2| {
                        out.push(BtMove::Go {
                            from: from as u8,
                            to: to as u8,
                            then: Some((f2 as u8, t2 as u8)),
                        });
                    });
                    if out.len() == before {
                        out.push(BtMove::Go {
                            from: from as u8,
                            to: to as u8,
                            then: None,
                        });
                    }
                    after[from] = after[to];
                    after[to] = EMPTY;
                }
            }
        }
    }

    /// Whether `mv` is a legal turn of `state`, checked without listing
    /// the turns.
    fn turn_is_legal(&self, state: &BtState, mv: BtMove) -> bool {
        if state.phase != Phase::Turn || self.outcome(state).is_some() {
            return false;
        }
        let (board, side) = (&state.board, state.to_move);
        match mv {
            BtMove::Take { from, to } => {
                let (from, to) = (usize::from(from), usize::from(to));
                from < SQUARES
                    && to < SQUARES
                    && Self::movable(board, from, side, true, None)
                    && Self::diagonal_neighbours(from, to)
                    && board[to] != EMPTY
                    && side_of(board[to]) != side
            }
            BtMove::Go { from, to, then } => {
                let (from, to) = (usize::from(from), usize::from(to));
                if from >= SQUARES
                    || to >= SQUARES
                    || !Self::movable(board, from, side, true, None)
                    || !Self::path_clear(board, from, to)
                {
                    return false;
                }
                let king = board[from] == KING;
                let mut after = *board;
                after[to] = after[from];
                after[from] = EMPTY;
                match then {
                    None => king || !Self::any_rook_move(&after, side, false, Some(to)),
                    Some((f2, t2)) => {
                        let (f2, t2) = (usize::from(f2), usize::from(t2));
                        !king
                            && f2 < SQUARES
                            && t2 < SQUARES
                            && Self::movable(&after, f2, side, false, Some(to))
                            && Self::path_clear(&after, f2, t2)
                    }
                }
            }
            BtMove::Place(_) | BtMove::First(_) => false,
        }
    }

    fn end_turn(&self, state: &mut BtState) {
        state.play_plies += 1;
        state.to_move = state.to_move.other();
        state.phase = Phase::Turn;
        let key = self.hash(&state.board, state.to_move);
        let before = state.seen.iter().filter(|&&h| h == key).count();
        state.seen.push(key);
        if before >= 2 {
            state.repeated = true;
        }
    }

    fn apply_move(&self, state: &mut BtState, mv: BtMove) {
        state.ply += 1;
        match mv {
            BtMove::Place(s) => {
                let side = state.to_move;
                state.board[usize::from(s)] = if side == Side::Black { BLACK } else { WHITE };
                state.turn = vec![Played { mv, taken: None }];
                state.turn_side = side;
                let placed = Self::count(&state.board, if side == Side::Black { BLACK } else { WHITE });
                if side == Side::Black && placed == BLACK_PIECES {
                    state.to_move = Side::White;
                    state.phase = Phase::Setup(Side::White);
                } else if side == Side::White && placed == WHITE_PIECES {
                    let (phase, to_move) = self.after_setup();
                    state.phase = phase;
                    state.to_move = to_move;
                    if phase == Phase::Turn {
                        state.seen = vec![self.hash(&state.board, to_move)];
                    }
                }
            }
            BtMove::First(side) => {
                state.to_move = side;
                state.phase = Phase::Turn;
                state.turn = vec![Played { mv, taken: None }];
                state.turn_side = Side::Black;
                state.seen = vec![self.hash(&state.board, side)];
            }
            BtMove::Go { from, to, then } => {
                state.turn.clear();
                state.turn_side = state.to_move;
                for (from, to) in std::iter::once((from, to)).chain(then) {
                    let (f, t) = (usize::from(from), usize::from(to));
                    let p = state.board[f];
                    state.board[f] = EMPTY;
                    state.board[t] = p;
                    if p == KING {
                        state.king = Some(to);
                    }
                    state.turn.push(Played {
                        mv: BtMove::Go { from, to, then: None },
                        taken: None,
                    });
                }
                self.end_turn(state);
            }
            BtMove::Take { from, to } => {
                let (from, to) = (usize::from(from), usize::from(to));
                let p = state.board[from];
                let q = state.board[to];
                state.board[from] = EMPTY;
                state.board[to] = p;
                if p == KING {
                    state.king = Some(to as u8);
                }
                if q == KING {
                    state.king = None;
                }
                state.turn.clear();
                state.turn_side = state.to_move;
                state.turn.push(Played { mv, taken: Some(q) });
                state.seen.clear();
                self.end_turn(state);
            }
        }
    }

    fn format(mv: BtMove) -> String {
        // Written without `format!`: a position lists thousands of turns.
        let mut out = String::with_capacity(12);
        match mv {
            BtMove::Go { from, to, then } => {
                push_name(&mut out, from);
                out.push('-');
                push_name(&mut out, to);
                if let Some((f2, t2)) = then {
                    out.push(' ');
                    push_name(&mut out, f2);
                    out.push('-');
                    push_name(&mut out, t2);
                }
            }
            BtMove::Take { from, to } => {
                push_name(&mut out, from);
                out.push('x');
                push_name(&mut out, to);
            }
            BtMove::Place(s) => push_name(&mut out, s),
            BtMove::First(side) => out.push_str(side.word()),
        }
        out
    }

    fn steps(mv: BtMove) -> Vec<String> {
        let named = |before: Option<char>, s: u8| {
            let mut out = String::with_capacity(5);
            out.extend(before);
            push_name(&mut out, s);
            out
        };
        match mv {
            BtMove::Go { from, to, then } => {
                let mut steps = vec![named(None, from), named(Some('-'), to)];
                if let Some((f2, t2)) = then {
                    steps.push(named(Some(' '), f2));
                    steps.push(named(Some('-'), t2));
                }
                steps
            }
            BtMove::Take { from, to } => vec![named(None, from), named(Some('x'), to)],
            BtMove::Place(s) => {
                let s = usize::from(s);
                vec![
                    char::from(b'a' + (s % N) as u8).to_string(),
                    (s / N + 1).to_string(),
                ]
            }
            BtMove::First(side) => vec![side.word().to_string()],
        }
    }

    fn notation() -> Message {
        Message::new("breakthru-notation")
    }

    /// The square words of a turn's text (lower case), each with whether an
    /// `x` or `:` stands before it; `None` if the text holds anything but
    /// squares and the separators `-`, `x`, `:`, `,`, `;` and spaces.
    fn words(text: &str) -> Option<Vec<(String, bool)>> {
        let chars: Vec<char> = text
            .chars()
            .flat_map(char::to_lowercase)
            .map(|c| match c {
                '–' | '—' | '−' => '-',
                '×' => 'x',
                c => c,
            })
            .collect();
        let mut words = Vec::new();
        let mut capture = false;
        let mut i = 0;
        while i < chars.len() {
            let c = chars[i];
            if c.is_ascii_lowercase() && c != 'x' {
                let start = i;
                i += 1;
                while i < chars.len() && chars[i].is_ascii_digit() {
                    i += 1;
                }
                words.push((chars[start..i].iter().collect(), capture));
                capture = false;
            } else if c == 'x' || c == ':' {
                capture = true;
                i += 1;
            } else if c == '-' || c == ',' || c == ';' || c.is_whitespace() {
                i += 1;
            } else {
                return None;
            }
        }
        Some(words)
    }

    /// The turn a text names (legal or not), read without the list of
    /// turns: two squares (a move or a capture) or four (two rook moves).
    fn read_turn(text: &str) -> Option<BtMove> {
        let words = Self::words(text)?;
        let mut squares = Vec::with_capacity(words.len());
        for (word, capture) in &words {
            squares.push((read_square(word).ok()? as u8, *capture));
        }
        match squares[..] {
            [(a, _), (b, capture)] => Some(
                if capture || Self::diagonal_neighbours(usize::from(a), usize::from(b)) {
                    BtMove::Take { from: a, to: b }
                } else {
                    BtMove::Go {
                        from: a,
                        to: b,
                        then: None,
                    }
                },
            ),
            [(a, _), (b, false), (c, _), (d, false)] => Some(BtMove::Go {
                from: a,
                to: b,
                then: Some((c, d)),
            }),
            _ => None,
        }
    }

    /// A turn's text (see [`Rules::parse_move`]): a whole turn is read and
    /// checked without listing the turns (some thousands); the start of
    /// some turns' steps (a picker's step) is matched against the turns
    /// that begin on its squares only, so a refusal never formats them all.
    fn parse_turn(&self, state: &BtState, text: &str) -> Result<BtMove, MoveError> {
        if let Some(mv) = Self::read_turn(text)
            && self.turn_is_legal(state, mv)
        {
            return Ok(mv);
        }
        let squares: Option<Vec<u8>> = Self::words(text).and_then(|words| {
            words
                .iter()
                .map(|(w, _)| read_square(w).ok().map(|s| s as u8))
                .collect()
        });
        if let Some(squares) = squares.filter(|s| (1..=3).contains(&s.len())) {
            let wanted = normalize(text);
            let mut legal = Vec::new();
            self.legal(state, &mut legal);
            let mut found = Vec::new();
            for mv in legal {
                let key = match mv {
                    BtMove::Go { from, to, then } => [Some(from), Some(to), then.map(|t| t.0)],
                    BtMove::Take { from, to } => [Some(from), Some(to), None],
                    BtMove::Place(_) | BtMove::First(_) => [None; 3],
                };
                if !squares.iter().zip(key).all(|(&s, k)| k == Some(s)) {
                    continue;
                }
                let steps = Self::steps(mv);
                let mut prefix = String::new();
                for step in &steps[..steps.len() - 1] {
                    prefix.push_str(&normalize(step));
                    if prefix == wanted {
                        found.push(mv);
                        break;
                    }
                }
            }
            match found.len() {
                0 => {}
                1 => return Ok(found[0]),
                _ => {
                    let mut options: Vec<String> = found.into_iter().map(Self::format).collect();
                    options.sort();
                    return Err(MoveError::Ambiguous {
                        text: crate::notation::clip(text),
                        options,
                    });
                }
            }
        }
        Err(self.diagnose_text(state, text))
    }

    /// What is wrong with the single move `from`-`to` (`capture`: written
    /// with an `x`) of `side` on `board`; `second`: the square of the piece
    /// moved first, when this is the turn's second move. `None` if it is a
    /// legal step there.
    fn step_problem(
        board: &[u8; SQUARES],
        side: Side,
        second: Option<usize>,
        (from, to, capture): (usize, usize, bool),
    ) -> Option<Message> {
        let p = board[from];
        if p == EMPTY {
            return Some(Message::new("breakthru-empty").code("square", name(from)));
        }
        if side_of(p) != side {
            return Some(Message::new("breakthru-not-yours").code("square", name(from)));
        }
        if let Some(moved) = second {
            if moved == from {
                return Some(Message::new("breakthru-second-same").code("square", name(from)));
            }
            if p == KING {
                return Some(Message::new("breakthru-second-king"));
            }
        }
        if from == to {
            return Some(Message::new("breakthru-same-square"));
        }
        let (ff, fr, tf, tr) = (from % N, from / N, to % N, to / N);
        let diagonal_step = Self::diagonal_neighbours(from, to);
        if capture || diagonal_step {
            if second.is_some() {
                return Some(Message::new("breakthru-second-capture"));
            }
            if !diagonal_step || board[to] == EMPTY || side_of(board[to]) == side {
                return Some(Message::new("breakthru-capture-diagonal"));
            }
            return None;
        }
        if ff != tf && fr != tr {
            return Some(Message::new("breakthru-straight"));
        }
        if !Self::path_clear(board, from, to) {
            let mut at = from;
            let d = match (tf.cmp(&ff), tr.cmp(&fr)) {
                (_, std::cmp::Ordering::Greater) => ROOK[0],
                (_, std::cmp::Ordering::Less) => ROOK[1],
                (std::cmp::Ordering::Greater, _) => ROOK[2],
                _ => ROOK[3],
            };
            while let Some(next) = step(at, d) {
                if board[next] != EMPTY {
                    return Some(if next == to {
                        Message::new("breakthru-occupied").code("square", name(to))
                    } else {
                        Message::new("breakthru-blocked").code("square", name(next))
                    });
                }
                at = next;
            }
            return Some(Message::new("breakthru-not-legal"));
        }
        None
    }

    fn diagnose_text(&self, state: &BtState, text: &str) -> MoveError {
        let wanted = normalize(text);
        let illegal = |m: Message| MoveError::illegal(text, m);
        match state.phase {
            Phase::Choose => {
                return MoveError::not_a_move(
                    text,
                    Message::new("breakthru-choose").seat("seat", Side::Black.seat()),
                );
            }
            Phase::Setup(side) => {
                return match read_square(&wanted) {
                    Ok(s) if state.board[s] != EMPTY => {
                        illegal(Message::new("breakthru-place-taken").code("square", name(s)))
                    }
                    Ok(_) if side == Side::Black => {
                        illegal(Message::new("breakthru-place-zone").seat("seat", side.seat()))
                    }
                    Ok(_) => illegal(Message::new("breakthru-place-outside").seat("seat", side.seat())),
                    Err(true) => MoveError::not_a_move(
                        text,
                        Message::new("breakthru-off-board").code("square", crate::notation::clip(&wanted)),
                    ),
                    Err(false) => MoveError::not_a_move(
                        text,
                        Message::new("breakthru-placing").seat("seat", side.seat()),
                    ),
                };
            }
            Phase::Turn => {}
        }
        if matches!(wanted.as_str(), "white" | "black" | "bianco" | "nero") {
            return illegal(Message::new("breakthru-chosen"));
        }
        let Some(words) = Self::words(text).filter(|w| !w.is_empty() && w.len() <= 4) else {
            return MoveError::not_a_move(text, Self::notation());
        };
        let mut squares = Vec::with_capacity(words.len());
        for (word, capture) in &words {
            match read_square(word) {
                Ok(s) => squares.push((s, *capture)),
                Err(true) => {
                    return MoveError::not_a_move(
                        text,
                        Message::new("breakthru-off-board").code("square", crate::notation::clip(word)),
                    );
                }
                Err(false) => return MoveError::not_a_move(text, Self::notation()),
            }
        }
        let (board, side) = (&state.board, state.to_move);
        let (from, _) = squares[0];
        let Some(&(to, capture)) = squares.get(1) else {
            return match Self::step_problem(board, side, None, (from, from, false)) {
                Some(m) if board[from] == EMPTY || side_of(board[from]) != side => illegal(m),
                _ => illegal(Message::new("breakthru-where").code("square", name(from))),
            };
        };
        if let Some(m) = Self::step_problem(board, side, None, (from, to, capture)) {
            return illegal(m);
        }
        let first = Self::format(if capture || Self::diagonal_neighbours(from, to) {
            BtMove::Take {
                from: from as u8,
                to: to as u8,
            }
        } else {
            BtMove::Go {
                from: from as u8,
                to: to as u8,
                then: None,
            }
        });
        let whole = board[from] == KING || capture || Self::diagonal_neighbours(from, to);
        if whole {
            return illegal(Message::new("breakthru-whole-turn").code("move", first));
        }
        let mut after = *board;
        after[to] = after[from];
        after[from] = EMPTY;
        let Some(&(f2, _)) = squares.get(2) else {
            let mut example = None;
            Self::rook_moves(&after, side, false, Some(to), &mut |a, b| {
                example.get_or_insert((a, b));
            });
            return match example {
                Some((a, b)) => illegal(
                    Message::new("breakthru-second-due")
                        .code("move", first.clone())
                        .code("example", format!("{first} {}-{}", name(a), name(b))),
                ),
                None => illegal(Message::new("breakthru-not-legal")),
            };
        };
        let Some(&(t2, capture2)) = squares.get(3) else {
            return match Self::step_problem(&after, side, Some(to), (f2, f2, false)) {
                Some(m) if after[f2] == EMPTY || side_of(after[f2]) != side || f2 == to => illegal(m),
                _ => illegal(Message::new("breakthru-where").code("square", name(f2))),
            };
        };
        match Self::step_problem(&after, side, Some(to), (f2, t2, capture2)) {
            Some(m) => illegal(m),
            None => illegal(Message::new("breakthru-not-legal")),
        }
    }
}

impl Rules for Breakthru {
    type State = BtState;
    type Move = BtMove;

    const KNOBS: crate::Knobs = crate::Knobs {
        // A random King seldom moves, so random games run to the 200-turn cap,
        // with 5,000 to 25,000 whole turns a ply.
        load: crate::knobs::Load::Long,
        // A whole turn one move (up to some 25 000 a position), on its hooks (the
        // best 40 turns by a one-turn reading, short greedy playouts, an
        // evaluation). Measured with the arena (release, seed 2024, 2026-11-26):
        // level 1 won 20 of 20 (10 a side) in 40 s; before, with the turn as two
        // plies and the plain search, also 20 of 20, in 101 s. Level 3 is not
        // measured yet: the default bar.
        strength: Some(crate::knobs::Strength::new(
            crate::knobs::Bar::new(20, 0.9),
            crate::knobs::Bar::new(4, 0.75),
        )),
        ..crate::Knobs::NONE
    };

    fn info() -> &'static GameInfo {
        &INFO
    }

    fn new(options: &Options) -> Result<Self, OptionError> {
        let mut rng = SplitMix64(0xB7EA_C487);
        Ok(Breakthru {
            free: options.choice("setup") == "free",
            first: match options.choice("first") {
                "white" => Some(Side::White),
                "black" => Some(Side::Black),
                _ => None,
            },
            keys: (0..=SQUARES * 4).map(|_| rng.next_u64()).collect(),
        })
    }

    fn initial(&self) -> BtState {
        let board = self.start_board();
        if self.free {
            self.state_of(board, Side::Black, Phase::Setup(Side::Black), 0, 0)
        } else {
            let (phase, side) = self.after_setup();
            self.state_of(board, side, phase, 0, 0)
        }
    }

    fn status(&self, state: &BtState) -> Status {
        match self.outcome(state) {
            Some(outcome) => Status::Over(outcome),
            None => Status::ToMove(state.to_move.seat()),
        }
    }

    fn legal_moves(&self, state: &BtState, out: &mut Vec<BtMove>) {
        self.legal(state, out);
    }

    fn apply(&self, state: &mut BtState, mv: &BtMove) {
        self.apply_move(state, *mv);
    }

    fn format_move(&self, _state: &BtState, mv: &BtMove) -> String {
        Self::format(*mv)
    }

    fn move_steps(&self, _state: &BtState, mv: &BtMove) -> Vec<String> {
        Self::steps(*mv)
    }

    fn move_aliases(&self, _state: &BtState, mv: &BtMove) -> Vec<String> {
        // The variants of a turn's text are read by `parse_move` directly.
        match *mv {
            BtMove::First(Side::White) => vec!["bianco".into(), "w".into(), "white first".into()],
            BtMove::First(Side::Black) => vec!["nero".into(), "b".into(), "black first".into()],
            _ => Vec::new(),
        }
    }

    fn parse_move(&self, state: &BtState, text: &str) -> Result<BtMove, MoveError> {
        if state.phase == Phase::Turn && self.outcome(state).is_none() {
            self.parse_turn(state, text)
        } else {
            crate::rules::match_text(self, state, text)
        }
    }

    fn diagnose(&self, state: &BtState, text: &str) -> MoveError {
        self.diagnose_text(state, text)
    }

    fn position_text(&self, state: &BtState) -> String {
        let ranks: Vec<String> = (0..N)
            .rev()
            .map(|r| {
                state.board[r * N..(r + 1) * N]
                    .iter()
                    .map(|&p| match p {
                        WHITE => 'w',
                        BLACK => 'b',
                        KING => 'k',
                        _ => '.',
                    })
                    .collect()
            })
            .collect();
        let turn = match state.phase {
            Phase::Setup(side) => format!("setup:{}", side.letter()),
            Phase::Choose => "choose".to_string(),
            Phase::Turn => state.to_move.letter().to_string(),
        };
        format!("{} {turn} {}", ranks.join("/"), state.play_plies)
    }

    fn from_position(&self, text: &str) -> Result<BtState, PositionError> {
        let shape = || {
            PositionError::new(
                "a breakthru position is 11 ranks of 11 characters (w White, b Black, k King, . empty) joined by '/', the turn (b, w, setup:b, setup:w or choose) and the turns of play",
            )
        };
        let mut words = text.split_whitespace();
        let (Some(board_text), Some(turn), Some(plies), None) =
            (words.next(), words.next(), words.next(), words.next())
        else {
            return Err(shape());
        };
        let play_plies: u32 = plies.parse().map_err(|_| shape())?;
        if play_plies > PLAY_CAP {
            return Err(PositionError::new(format!(
                "{play_plies} turns: the game ends at {PLAY_CAP}"
            )));
        }
        let ranks: Vec<&str> = board_text.split('/').collect();
        if ranks.len() != N || ranks.iter().any(|r| r.chars().count() != N) {
            return Err(shape());
        }
        let mut board = [EMPTY; SQUARES];
        for (i, rank) in ranks.iter().enumerate() {
            let r = N - 1 - i;
            for (f, c) in rank.chars().enumerate() {
                board[r * N + f] = match c {
                    'w' => WHITE,
                    'b' => BLACK,
                    'k' => KING,
                    '.' => EMPTY,
                    _ => {
                        return Err(PositionError::new(format!(
                            "rank {} holds '{c}': w, b, k or . expected",
                            r + 1
                        )));
                    }
                };
            }
        }
        let (whites, blacks, kings) = (
            Self::count(&board, WHITE),
            Self::count(&board, BLACK),
            Self::count(&board, KING),
        );
        if whites > WHITE_PIECES || blacks > BLACK_PIECES || kings > 1 {
            return Err(PositionError::new(format!(
                "{whites} White pieces, {blacks} Black pieces and {kings} kings: the game has at most 20, 12 and 1"
            )));
        }
        let side = |c: &str| match c {
            "b" => Ok(Side::Black),
            "w" => Ok(Side::White),
            _ => Err(shape()),
        };
        let (phase, to_move) = match turn {
            "choose" => (Phase::Choose, Side::Black),
            t if t.starts_with("setup:") => {
                let s = side(&t[6..])?;
                (Phase::Setup(s), s)
            }
            t => {
                let s = side(t)?;
                (Phase::Turn, s)
            }
        };
        let setup = matches!(phase, Phase::Setup(_) | Phase::Choose);
        if setup {
            if play_plies != 0 || kings != 1 || board[KING_SQUARE] != KING {
                return Err(PositionError::new(
                    "during the set-up the King stands on f6 and no ply is played",
                ));
            }
            if let Phase::Setup(_) | Phase::Choose = phase {
                let complete = whites == WHITE_PIECES && blacks == BLACK_PIECES;
                let ok = match phase {
                    Phase::Setup(Side::Black) => whites == 0 && blacks < BLACK_PIECES,
                    Phase::Setup(Side::White) => blacks == BLACK_PIECES && whites < WHITE_PIECES,
                    _ => complete && self.first.is_none(),
                };
                let zones = board
                    .iter()
                    .enumerate()
                    .all(|(s, &p)| p == EMPTY || p == KING || in_zone(s) == (p == BLACK));
                if !ok || !zones || (matches!(phase, Phase::Setup(_)) && !self.free) {
                    return Err(PositionError::new(
                        "not a set-up position of these options: Black places 12 pieces in d4–h8, then White 20 outside",
                    ));
                }
            }
        }
        Ok(self.state_of(board, to_move, phase, 0, play_plies))
    }

    fn view(&self, state: &BtState, _seat: Option<Seat>) -> View {
        let mut view = View::new(Board::squares(N as u8, N as u8));
        for s in 0..SQUARES {
            if on_edge(s) {
                view.specials
                    .push(Special::new(name(s), "goal").owner(Some(Side::Black.seat())));
            } else if s == KING_SQUARE {
                view.specials.push(Special::new(name(s), "throne"));
            } else if in_zone(s) {
                view.specials.push(Special::new(name(s), "zone"));
            }
        }
        view.seat_colours = vec!["black".into(), "white".into()];
        let kind = |p: u8| if p == KING { "king" } else { "man" };
        for (s, &p) in state.board.iter().enumerate() {
            if p != EMPTY {
                view.piece(name(s), Some(side_of(p).seat()), kind(p));
            }
        }
        for played in &state.turn {
            match played.mv {
                BtMove::Go { from, to, .. } | BtMove::Take { from, to } => {
                    let (from, to) = (usize::from(from), usize::from(to));
                    view.mark(name(from), Mark::From);
                    view.mark(name(to), Mark::To);
                    view.arrows.push((name(from), name(to)));
                    if let Some(q) = played.taken {
                        // The captured piece stood on the capturer's new
                        // square: its ghost is drawn crossed out there.
                        view.highlights.push(Highlight {
                            cell: name(to),
                            mark: Mark::Captured,
                            ghost: Some(Piece {
                                cell: name(to),
                                owner: Some(side_of(q).seat()),
                                kind: kind(q).to_string(),
                            }),
                        });
                        view.last_move.push(if q == KING {
                            Message::new("breakthru-takes-king").code("square", name(to))
                        } else {
                            Message::new("breakthru-takes").code("squares", names([to]))
                        });
                    }
                }
                BtMove::Place(s) => view.mark(name(usize::from(s)), Mark::To),
                BtMove::First(_) => {}
            }
        }
        let blacks = Self::count(&state.board, BLACK) as u32;
        let whites = Self::count(&state.board, WHITE) as u32;
        let in_setup = matches!(state.phase, Phase::Setup(_));
        view.seats = vec![
            SeatPanel::new(Seat::FIRST, INFO.seat_names[0])
                .score(Some(
                    Message::new("breakthru-pieces")
                        .count("n", blacks)
                        .count("king", u32::from(state.king.is_some())),
                ))
                .in_hand(in_setup.then(|| (BLACK_PIECES as u32).saturating_sub(blacks))),
            SeatPanel::new(Seat::SECOND, INFO.seat_names[1])
                .score(Some(
                    Message::new("breakthru-pieces")
                        .count("n", whites)
                        .count("king", 0),
                ))
                .in_hand(in_setup.then(|| (WHITE_PIECES as u32).saturating_sub(whites))),
        ];
        view.caption = Some(match self.outcome(state) {
            Some(outcome) => outcome.caption(),
            None => {
                view.to_move = Some(state.to_move.seat());
                let seat = state.to_move.seat();
                match state.phase {
                    Phase::Setup(Side::Black) => Message::new("breakthru-caption-place-black")
                        .seat("seat", seat)
                        .count("n", BLACK_PIECES as u32 - blacks),
                    Phase::Setup(Side::White) => Message::new("breakthru-caption-place-white")
                        .seat("seat", seat)
                        .count("n", WHITE_PIECES as u32 - whites),
                    Phase::Choose => Message::new("breakthru-caption-choose").seat("seat", seat),
                    Phase::Turn => match state.turn.first().map(|p| p.mv) {
                        Some(BtMove::Go { .. } | BtMove::Take { .. }) => {
                            let moves: Vec<String> = state.turn.iter().map(|p| Self::format(p.mv)).collect();
                            Message::new("breakthru-caption-played")
                                .seat("seat", state.turn_side.seat())
                                .code("move", moves.join(" "))
                                .seat("next", seat)
                        }
                        _ => Message::new("breakthru-caption-start").seat("seat", seat),
                    },
                }
            }
        });
        view
    }
}

/// Read access for tests and the bot's knowledge.
impl BtState {
    /// The King's square, while he is on the board.
    pub fn king(&self) -> Option<usize> {
        self.king.map(usize::from)
    }

    /// The side to act.
    pub fn to_move(&self) -> Side {
        self.to_move
    }

    /// What the game waits for.
    pub fn phase(&self) -> Phase {
        self.phase
    }

    /// Black's and White's pieces on the board (the King apart).
    pub fn material(&self) -> (usize, usize) {
        (
            Breakthru::count(&self.board, BLACK),
            Breakthru::count(&self.board, WHITE),
        )
    }

    /// Whether square `s` holds a White piece.
    pub fn white_at(&self, s: usize) -> bool {
        self.board.get(s) == Some(&WHITE)
    }

    /// The board, `rank * 11 + file`, each square one of the
    /// [`geometry`] contents.
    pub fn board(&self) -> &[u8; SQUARES] {
        &self.board
    }
}

/// The board's side, its contents and whether a square is on its edge,
/// for the bot.
pub mod geometry {
    /// Squares per side.
    pub const SIZE: usize = super::N;
    /// An empty square.
    pub const EMPTY: u8 = super::EMPTY;
    /// A White piece.
    pub const WHITE: u8 = super::WHITE;
    /// A Black piece (not the King).
    pub const BLACK: u8 = super::BLACK;
    /// The King.
    pub const KING: u8 = super::KING;

    /// Whether `s` (`rank * 11 + file`) is on the board's outer ring.
    pub fn on_edge(s: usize) -> bool {
        super::on_edge(s)
    }
}

#[cfg(test)]
mod tests;
