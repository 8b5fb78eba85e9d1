//! Lines of Action (Claude Soucie, 1960; catalog
//! `tavolando-9-14-and-short-issues.md`, "lines-of-action").
//!
//! An 8×8 board, twelve pieces a side: Black on b1–g1 and b8–g8, White on
//! a2–a7 and h2–h7 (the classic setup, gap 1). Black moves first. A piece
//! moves in a straight line, orthogonally or diagonally, exactly as many
//! squares as there are pieces of both colours on the whole line it moves
//! along (the full rank, file or diagonal, both ways from the piece,
//! itself included). It may pass over its own pieces but not over enemy
//! ones, may not land on its own, and captures an enemy piece by landing on
//! it.
//!
//! A player whose pieces form one group (touching along ranks, files or
//! diagonals) wins; one piece left is a group. A move that joins both
//! sides' groups at once wins for the mover. Gap 2 (as OpenSpiel and the
//! MSO rules): a player with no legal move loses, and a position that comes
//! back with the same player to move is a draw. Choices of ours where the
//! texts are silent: a winning move wins even if it repeats a position
//! (OpenSpiel calls that a draw), repetition compares the board *and* the
//! player to move (OpenSpiel compares the board only), and a game that
//! reaches [`MOVE_CAP`] plies is drawn. The option `threefold` draws on the
//! third occurrence of a position instead of the second.
//!
//! Notation: `b1-b3`, or `e4xg6` for a capture; `b1b3`, `b1:b3`, capitals
//! and spaces are accepted, and either separator. Picker steps: the piece
//! (`b1`), then where it goes with its separator (`-b3`, `xg6`).
//!
//! Position text: the ranks from 8 down to 1, each eight characters `x`
//! (Black), `o` (White) or `.` (empty) from file a to h, joined by `/`; a
//! space and the seat to move (`1` Black, `2` White). The start is
//! `.xxxxxx./o......o/o......o/o......o/o......o/o......o/o......o/.xxxxxx. 1`.
//! A read position has no history: positions before it are not counted for
//! repetition, and the ply count starts again.

use crate::notation::{MoveError, normalize};
use crate::options::{OptionError, OptionKind, OptionSpec, Options};
use crate::view::{Board, Highlight, Mark, Piece, SeatPanel, View};
use crate::{GameInfo, Message, Outcome, PositionError, Rules, Seat, Status};

/// This game's words: messages, seat names, word moves, options' help.
pub static WORDS: crate::Words = crate::Words {
    key: "loa",
    en: include_str!("lines_of_action/en.ftl"),
    it: include_str!("lines_of_action/it.ftl"),
    shared: &[],
};

static INFO: GameInfo = GameInfo {
    slug: "lines-of-action",
    name_en: "Lines of Action",
    name_it: "Lines of Action",
    aliases: &["loa", "line of action"],
    family: crate::Family::Modern,
    summary: "8×8, move as far as the line is full, join all your pieces",
    min_seats: 2,
    max_seats: 2,
    seat_names: &["Black", "White"],
    chance: false,
    hidden: false,
    options: &[OptionSpec {
        name: "threefold",
        kind: OptionKind::Bool,
        default: "false",
        help: "option-loa-threefold",
    }],
    max_plies: MOVE_CAP,
    source: "catalog tavolando-9-14-and-short-issues.md, lines-of-action (seed 002, lines 89–105)",
    words: &WORDS,
};

/// Plies after which a game without a winner is drawn.
pub const MOVE_CAP: u32 = 600;

/// The eight directions as (file step, rank step); direction `d` and
/// `d + 4` run along the same line.
const DIRECTIONS: [(i8, i8); 8] = [
    (1, 0),
    (0, 1),
    (1, 1),
    (1, -1),
    (-1, 0),
    (0, -1),
    (-1, -1),
    (-1, 1),
];

/// The four lines through each square: rank, file, diagonal, anti-diagonal
/// (the order of the first four [`DIRECTIONS`]).
static LINES: [[u64; 4]; 64] = lines();

const fn lines() -> [[u64; 4]; 64] {
    let mut out = [[0u64; 4]; 64];
    let mut sq = 0;
    while sq < 64 {
        let (f, r) = ((sq % 8) as i8, (sq / 8) as i8);
        let mut l = 0;
        while l < 4 {
            let (df, dr) = DIRECTIONS[l];
            let mut mask = 1u64 << sq;
            let mut sign = -1i8;
            while sign <= 1 {
                let (mut x, mut y) = (f + sign * df, r + sign * dr);
                while x >= 0 && x < 8 && y >= 0 && y < 8 {
                    mask |= 1u64 << (y * 8 + x);
                    x += sign * df;
                    y += sign * dr;
                }
                sign += 2;
            }
            out[sq][l] = mask;
            l += 1;
        }
        sq += 1;
    }
    out
}

const FILE_A: u64 = 0x0101_0101_0101_0101;
const FILE_H: u64 = FILE_A << 7;

/// The squares next to any square of `set` (8-neighbourhood), `set`
/// included.
fn grow(set: u64) -> u64 {
    let sideways = set | ((set << 1) & !FILE_A) | ((set >> 1) & !FILE_H);
    sideways | (sideways << 8) | (sideways >> 8)
}

/// The group of `pieces` holding the lowest piece.
fn first_group(pieces: u64) -> u64 {
    let mut group = pieces & pieces.wrapping_neg();
    loop {
        let next = grow(group) & pieces;
        if next == group {
            return group;
        }
        group = next;
    }
}

/// The groups of `pieces`, each a set of squares.
fn groups(mut pieces: u64) -> Vec<u64> {
    let mut out = Vec::new();
    while pieces != 0 {
        let g = first_group(pieces);
        out.push(g);
        pieces &= !g;
    }
    out
}

/// Whether `pieces` (not empty) form a single group.
fn connected(pieces: u64) -> bool {
    pieces != 0 && first_group(pieces) == pieces
}

/// Lines of Action, drawn on the second occurrence of a position or, with
/// the option `threefold`, on the third.
#[derive(Clone, Debug, Default)]
pub struct LinesOfAction {
    threefold: bool,
}

/// How a game of Lines of Action ended.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
enum End {
    /// The winner joined all his pieces (`both`: the other side's too, on
    /// the same move).
    Connected { winner: Seat, both: bool },
    /// The seat to move had no legal move; the other won.
    NoMove { stuck: Seat },
    /// A position came back with the same player to move.
    Repetition,
    /// [`MOVE_CAP`] plies were played.
    Cap,
}

/// A Lines of Action position.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct LoaState {
    /// Black's and White's pieces, bit `rank * 8 + file`.
    sides: [u64; 2],
    to_move: Seat,
    /// The last move and whether it captured.
    last: Option<(LoaMove, bool)>,
    /// Positions since the last capture (none can come back across one),
    /// with the seat to move, for repetition.
    seen: Vec<([u64; 2], u8)>,
    plies: u32,
    end: Option<End>,
}

impl LoaState {
    /// Black's and White's pieces as bitboards, bit `rank * 8 + file`
    /// (read access for search hooks).
    pub fn sides(&self) -> [u64; 2] {
        self.sides
    }

    /// The seat to move (meaningless once the game is over).
    pub fn to_move(&self) -> Seat {
        self.to_move
    }
}

/// A piece moves from one square to another (`rank * 8 + file`).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct LoaMove {
    pub from: u8,
    pub to: u8,
}

/// The name of square `sq`: `b1`.
fn square_name(sq: u8) -> String {
    format!("{}{}", char::from(b'a' + sq % 8), sq / 8 + 1)
}

/// Reads a square at the start of `text` (normalised); returns it and the
/// rest.
fn read_square(text: &str) -> Option<(u8, &str)> {
    let bytes = text.as_bytes();
    let (&f, &r) = (bytes.first()?, bytes.get(1)?);
    if !(b'a'..=b'h').contains(&f) || !(b'1'..=b'8').contains(&r) {
        return None;
    }
    Some(((r - b'1') * 8 + (f - b'a'), &text[2..]))
}

/// Reads `from`, an optional separator (`-`, `x`, `:`) and `to`.
fn read_move(text: &str) -> Option<(u8, u8)> {
    let text = normalize(text);
    let (from, rest) = read_square(&text)?;
    let rest = rest.strip_prefix(['-', 'x', ':']).unwrap_or(rest);
    let (to, rest) = read_square(rest)?;
    rest.is_empty().then_some((from, to))
}

/// The direction index and distance from `from` to `to`, if they share a
/// line.
fn direction_between(from: u8, to: u8) -> Option<(usize, u8)> {
    let (df, dr) = (
        i16::from(to % 8) - i16::from(from % 8),
        i16::from(to / 8) - i16::from(from / 8),
    );
    if (df == 0 && dr == 0) || (df != 0 && dr != 0 && df.abs() != dr.abs()) {
        return None;
    }
    let unit = (df.signum() as i8, dr.signum() as i8);
    let d = DIRECTIONS.iter().position(|&u| u == unit)?;
    Some((d, df.abs().max(dr.abs()) as u8))
}

impl LinesOfAction {
    /// The number of pieces on the line through `sq` along direction `d`.
    fn line_count(sides: [u64; 2], sq: u8, d: usize) -> u32 {
        (LINES[usize::from(sq)][d % 4] & (sides[0] | sides[1])).count_ones()
    }

    /// Where the piece on `from` lands moving along `d`, if legal for the
    /// side `me`.
    fn target(sides: [u64; 2], me: usize, from: u8, d: usize) -> Option<u8> {
        let n = Self::line_count(sides, from, d) as i8;
        let (df, dr) = DIRECTIONS[d];
        let (f, r) = ((from % 8) as i8, (from / 8) as i8);
        let (tf, tr) = (f + df * n, r + dr * n);
        if !(0..8).contains(&tf) || !(0..8).contains(&tr) {
            return None;
        }
        let enemy = sides[1 - me];
        for k in 1..n {
            let sq = (r + dr * k) * 8 + (f + df * k);
            if enemy & (1 << sq) != 0 {
                return None;
            }
        }
        let to = (tr * 8 + tf) as u8;
        (sides[me] & (1 << to) == 0).then_some(to)
    }

    fn moves_of(sides: [u64; 2], me: usize, out: &mut Vec<LoaMove>) {
        let mut own = sides[me];
        while own != 0 {
            let from = own.trailing_zeros() as u8;
            own &= own - 1;
            for d in 0..8 {
                if let Some(to) = Self::target(sides, me, from, d) {
                    out.push(LoaMove { from, to });
                }
            }
        }
    }

    fn has_move(sides: [u64; 2], me: usize) -> bool {
        let mut own = sides[me];
        while own != 0 {
            let from = own.trailing_zeros() as u8;
            own &= own - 1;
            if (0..8).any(|d| Self::target(sides, me, from, d).is_some()) {
                return true;
            }
        }
        false
    }

    /// The end a position shows by itself after `last` moved: connections
    /// (the mover's first) and a stuck player to move.
    fn board_end(sides: [u64; 2], to_move: Seat) -> Option<End> {
        let last = to_move.other();
        let (mine, theirs) = (connected(sides[last.index()]), connected(sides[to_move.index()]));
        if mine {
            return Some(End::Connected {
                winner: last,
                both: theirs,
            });
        }
        if theirs {
            return Some(End::Connected {
                winner: to_move,
                both: false,
            });
        }
        (!Self::has_move(sides, to_move.index())).then_some(End::NoMove { stuck: to_move })
    }

    fn outcome(end: End) -> Outcome {
        match end {
            End::Connected { winner, both: true } => Outcome::win(winner, Message::new("loa-both-connected")),
            End::Connected { winner, both: false } => Outcome::win(winner, Message::new("loa-connected")),
            End::NoMove { stuck } => {
                Outcome::win(stuck.other(), Message::new("loa-no-move").seat("seat", stuck))
            }
            End::Repetition => Outcome::draw(Message::new("loa-repetition")),
            End::Cap => Outcome::draw(Message::new("loa-move-cap").count("n", MOVE_CAP)),
        }
    }

    /// The legal moves from `from`, as texts.
    fn legal_from(&self, state: &LoaState, from: u8) -> String {
        let mut moves = Vec::new();
        for d in 0..8 {
            if let Some(to) = Self::target(state.sides, state.to_move.index(), from, d) {
                moves.push(self.format_move(state, &LoaMove { from, to }));
            }
        }
        moves.join(", ")
    }
}

impl Rules for LinesOfAction {
    type State = LoaState;
    type Move = LoaMove;

    const KNOBS: crate::Knobs = crate::Knobs {
        // The text has no history nor ply count.
        fresh_counters: &["loa-repetition", "loa-move-cap"],
        // On its hooks (concentration and groups, four greedy playout plies).
        // Measured with the arena (release, seed 2024, 2026-11-26, busy machine):
        // level 1 (`iter:300`) won 20 of 20 against random, 10 of 10 in either
        // seat, in 3.3 s in all; plain search (`plain:300`, the figure before the
        // hooks) also won 20 of 20, 10 and 10, but in 134 s; `iter:300` against
        // `plain:300`: 20 of 20, 10 and 10. Level 3 (`iter:100000`): 4 of 4, 2 in
        // either seat, about two minutes a game.
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
        Ok(LinesOfAction {
            threefold: options.bool("threefold"),
        })
    }

    fn initial(&self) -> LoaState {
        let black = (0b0111_1110u64) | (0b0111_1110u64 << 56);
        let white = (FILE_A | FILE_H) & !0xff & !(0xffu64 << 56);
        let sides = [black, white];
        LoaState {
            sides,
            to_move: Seat::FIRST,
            last: None,
            seen: vec![(sides, 0)],
            plies: 0,
            end: None,
        }
    }

    fn status(&self, state: &LoaState) -> Status {
        match state.end {
            Some(end) => Status::Over(Self::outcome(end)),
            None => Status::ToMove(state.to_move),
        }
    }

    fn legal_moves(&self, state: &LoaState, out: &mut Vec<LoaMove>) {
        if state.end.is_none() {
            Self::moves_of(state.sides, state.to_move.index(), out);
        }
    }

    fn apply(&self, state: &mut LoaState, mv: &LoaMove) {
        let me = state.to_move.index();
        let (from, to) = (1u64 << mv.from, 1u64 << mv.to);
        let captured = state.sides[1 - me] & to != 0;
        state.sides[me] = (state.sides[me] & !from) | to;
        state.sides[1 - me] &= !to;
        state.last = Some((*mv, captured));
        state.plies += 1;
        state.to_move = state.to_move.other();
        if captured {
            state.seen.clear();
        }
        let key = (state.sides, state.to_move.0);
        state.end = Self::board_end(state.sides, state.to_move);
        if state.end.is_none() {
            let before = state.seen.iter().filter(|k| **k == key).count();
            if before >= if self.threefold { 2 } else { 1 } {
                state.end = Some(End::Repetition);
            } else if state.plies >= MOVE_CAP {
                state.end = Some(End::Cap);
            }
        }
        state.seen.push(key);
    }

    fn format_move(&self, state: &LoaState, mv: &LoaMove) -> String {
        let capture = (state.sides[0] | state.sides[1]) & (1 << mv.to) != 0;
        format!(
            "{}{}{}",
            square_name(mv.from),
            if capture { 'x' } else { '-' },
            square_name(mv.to)
        )
    }

    fn move_steps(&self, state: &LoaState, mv: &LoaMove) -> Vec<String> {
        let text = self.format_move(state, mv);
        vec![text[..2].to_string(), text[2..].to_string()]
    }

    fn move_aliases(&self, _state: &LoaState, mv: &LoaMove) -> Vec<String> {
        let (a, b) = (square_name(mv.from), square_name(mv.to));
        vec![format!("{a}{b}"), format!("{a}:{b}")]
    }

    /// Reads the squares directly (any separator or none); a lone square
    /// goes to the default matcher, which picks the only move from it or
    /// lists them.
    fn parse_move(&self, state: &LoaState, text: &str) -> Result<LoaMove, MoveError> {
        if let Some(end) = state.end {
            return Err(MoveError::NoMoveExpected {
                reason: Message::new("move-game-over").part("reason", Self::outcome(end).reason),
            });
        }
        match read_move(text) {
            Some((from, to)) => {
                let me = state.to_move.index();
                let legal = state.sides[me] & (1 << from) != 0
                    && direction_between(from, to)
                        .is_some_and(|(d, _)| Self::target(state.sides, me, from, d) == Some(to));
                if legal {
                    Ok(LoaMove { from, to })
                } else {
                    Err(self.diagnose(state, text))
                }
            }
            None => crate::match_text(self, state, text),
        }
    }

    fn diagnose(&self, state: &LoaState, text: &str) -> MoveError {
        let normal = normalize(text);
        let (from, to) = match read_move(text) {
            Some(squares) => squares,
            None => match read_square(&normal) {
                Some((from, "")) => (from, from),
                _ => return MoveError::not_a_move(text, Message::new("loa-notation")),
            },
        };
        let me = state.to_move.index();
        if state.sides[me] & (1 << from) == 0 {
            return MoveError::illegal(
                text,
                Message::new("loa-no-piece")
                    .code("square", square_name(from))
                    .seat("seat", state.to_move),
            );
        }
        let legal = self.legal_from(state, from);
        let Some((d, distance)) = direction_between(from, to) else {
            return MoveError::illegal(
                text,
                Message::new("loa-not-a-line")
                    .code("from", square_name(from))
                    .code("to", square_name(to))
                    .code("legal", legal),
            );
        };
        let n = Self::line_count(state.sides, from, d);
        if u32::from(distance) != n {
            return MoveError::illegal(
                text,
                Message::new("loa-wrong-distance")
                    .code("from", square_name(from))
                    .count("n", n)
                    .code("legal", legal),
            );
        }
        if state.sides[me] & (1 << to) != 0 {
            return MoveError::illegal(
                text,
                Message::new("loa-own-piece")
                    .code("square", square_name(to))
                    .code("legal", legal),
            );
        }
        MoveError::illegal(
            text,
            Message::new("loa-blocked")
                .code("from", square_name(from))
                .code("to", square_name(to))
                .code("legal", legal),
        )
    }

    fn position_text(&self, state: &LoaState) -> String {
        format!(
            "{} {}",
            crate::position::write_sides8(state.sides),
            state.to_move.0 + 1
        )
    }

    /// No history: earlier positions do not count for repetition, the ply
    /// count starts at 0, and no last move is marked.
    fn from_position(&self, text: &str) -> Result<LoaState, PositionError> {
        let shape = || {
            PositionError::new(
                "a Lines of Action position is 8 ranks of x, o and . joined by '/', a space and the seat to move (1 Black, 2 White)",
            )
        };
        let (board, seat) = text.trim().split_once(' ').ok_or_else(shape)?;
        let to_move = match seat.trim() {
            "1" => Seat::FIRST,
            "2" => Seat::SECOND,
            _ => return Err(shape()),
        };
        let sides = crate::position::read_sides8(board)?;
        for (s, name) in INFO.seat_names.iter().enumerate() {
            let n = sides[s].count_ones();
            if !(1..=12).contains(&n) {
                return Err(PositionError::new(format!(
                    "{name} has {n} pieces: 1 to 12 expected"
                )));
            }
        }
        Ok(LoaState {
            sides,
            to_move,
            last: None,
            seen: vec![(sides, to_move.0)],
            plies: 0,
            end: Self::board_end(sides, to_move),
        })
    }

    fn view(&self, state: &LoaState, _seat: Option<Seat>) -> View {
        let mut view = View::new(Board::squares(8, 8).checkered(true));
        view.seat_colours = vec!["black".into(), "white".into()];
        for s in 0..2u8 {
            let mut own = state.sides[usize::from(s)];
            while own != 0 {
                let sq = own.trailing_zeros() as u8;
                own &= own - 1;
                view.piece(square_name(sq), Some(Seat(s)), "man");
            }
        }
        if let Some((mv, captured)) = state.last {
            let (from, to) = (square_name(mv.from), square_name(mv.to));
            view.mark(from.clone(), Mark::From);
            if captured {
                view.highlights.push(Highlight {
                    cell: to.clone(),
                    mark: Mark::Captured,
                    ghost: Some(Piece {
                        cell: to.clone(),
                        owner: Some(state.to_move),
                        kind: "man".into(),
                    }),
                });
            }
            view.mark(to.clone(), Mark::To);
            view.arrows.push((from, to));
        }
        let over = state.end.is_some();
        view.seats = (0..2u8)
            .map(|s| {
                let pieces = state.sides[usize::from(s)];
                SeatPanel::new(Seat(s), INFO.seat_names[usize::from(s)].to_string()).score(Some(
                    Message::new("loa-panel")
                        .count("n", pieces.count_ones())
                        .count("groups", groups(pieces).len() as u32),
                ))
            })
            .collect();
        if over {
            // The groups at the end: the winner's single group is a line.
            if let Some(winner) = state.end.and_then(|end| Self::outcome(end).winner) {
                let mut own = state.sides[winner.index()];
                while own != 0 {
                    let sq = own.trailing_zeros() as u8;
                    own &= own - 1;
                    view.mark(square_name(sq), Mark::Line);
                }
            }
            view.caption = state.end.map(|end| Self::outcome(end).caption());
        } else {
            view.to_move = Some(state.to_move);
            view.caption = Some(match state.last {
                None => Message::new("loa-opens").seat("seat", state.to_move),
                Some((mv, captured)) => {
                    let sep = if captured { 'x' } else { '-' };
                    Message::new("loa-to-move").seat("seat", state.to_move).code(
                        "move",
                        format!("{}{sep}{}", square_name(mv.from), square_name(mv.to)),
                    )
                }
            });
        }
        view
    }
}

#[cfg(test)]
mod tests;
