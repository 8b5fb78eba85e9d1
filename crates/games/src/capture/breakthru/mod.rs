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

mod board;
mod legal;
mod notation;

use board::*;

/// This game's words: messages, seat names, word moves, options' help.
pub static WORDS: crate::Words = crate::Words {
    key: "breakthru",
    en: include_str!("en.ftl"),
    it: include_str!("it.ftl"),
    shared: &[],
};

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
    words: &WORDS,
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

impl Breakthru {}

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
            PositionError::shape(
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
            return Err(PositionError::counter(format!(
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
                        return Err(PositionError::piece(format!(
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
            return Err(PositionError::count(format!(
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
                return Err(PositionError::unreachable(
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
                    return Err(PositionError::unreachable(
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
