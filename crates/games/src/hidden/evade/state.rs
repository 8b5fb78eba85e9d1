//! The position: the 36 squares (a piece, a frozen stack or nothing), who
//! moves first, whose turn it is, the piece peeked at this turn, the turns
//! without a freeze, and how the game ended.

use crate::grid::Grid;

/// The board: 6 × 6 squares, `a1` at Yellow's bottom left.
pub const GRID: Grid = Grid::square(6);
/// Squares on the board.
pub const SQUARES: usize = 36;
/// Files (and ranks).
pub const SIZE: u8 = 6;
/// Pieces per side, and Fugitives among them.
pub const PIECES: u8 = 6;
pub const FUGITIVES: u8 = 2;
/// Turns in a row without a freeze that end the game in a draw: fifty
/// moves by each player, as chess counts its fifty-move rule.
pub const QUIET_CAP: u16 = 100;
/// Most plies of a game: the toss and both choices, then at most seven
/// stretches (six freezes at most: every freeze stops two of the twelve
/// pieces) of at most `QUIET_CAP` turns, each turn at most two plies (a
/// peek and the move).
pub const MAX_PLIES: u32 = 3 + 7 * 2 * QUIET_CAP as u32;

/// Points, in a series (the catalog's variant 2): a game won, and each
/// side's share of a drawn game.
pub const WIN_POINTS: i32 = 10;
pub const DRAW_POINTS: i32 = 5;
/// Points lost for freezing with one's own Fugitive in a series with the
/// penalty (variant 3).
pub const PENALTY: i32 = 10;
/// The targets a series may have (option `match`; 0 is a single game).
pub const MIN_TARGET: u16 = 10;
pub const MAX_TARGET: u16 = 200;

/// The most games a series to `target` lasts: twice as many as a series
/// of drawn games needs to reach it (without the penalty it always ends
/// by then; with it, points lost could make it endless).
pub const fn max_games(target: u16) -> u16 {
    2 * target.div_ceil(DRAW_POINTS as u16)
}

/// The bound on a series' plies: its most games, each a whole game.
pub const MAX_SERIES_PLIES: u32 = max_games(MAX_TARGET) as u32 * MAX_PLIES;

/// One piece: whose it is and what it is.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Piece {
    /// 0 Yellow, 1 Blue.
    pub seat: u8,
    /// A Fugitive (else a Guard, or nothing chosen yet).
    pub fugitive: bool,
    /// Shown to everybody for what it is: a Guard that froze an enemy
    /// piece, or stood on the far rank, and the game went on; in a series
    /// with the penalty, a Fugitive that froze an enemy piece too.
    pub known: bool,
}

impl Piece {
    /// A piece of `seat` whose identity is not chosen yet.
    pub const fn new(seat: u8) -> Piece {
        Piece {
            seat,
            fugitive: false,
            known: false,
        }
    }
}

/// What stands on a square.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Cell {
    Empty,
    /// A piece free to move.
    Free(Piece),
    /// A frozen stack: the piece frozen and the one that froze it on top.
    Frozen {
        bottom: Piece,
        top: Piece,
    },
}

impl Cell {
    /// The pieces on it, bottom first.
    pub fn pieces(self) -> impl Iterator<Item = Piece> {
        let (a, b) = match self {
            Cell::Empty => (None, None),
            Cell::Free(p) => (Some(p), None),
            Cell::Frozen { bottom, top } => (Some(bottom), Some(top)),
        };
        a.into_iter().chain(b)
    }

    /// The piece of `seat` on it, if any.
    pub fn of(self, seat: u8) -> Option<Piece> {
        self.pieces().find(|p| p.seat == seat)
    }
}

/// How a game ended.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum End {
    /// The seat brought a Fugitive to the far rank: it wins.
    Escaped(u8),
    /// The seat froze an enemy piece with a Fugitive: it loses.
    FugitiveFroze(u8),
    /// All twelve pieces are frozen: a draw.
    AllFrozen,
    /// Neither side can move: a draw.
    Stuck,
    /// `QUIET_CAP` turns without a freeze: a draw.
    Quiet,
}

/// The last move, for the picture.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Last {
    /// `penalty`: the piece that froze was a Fugitive, and it cost points.
    Step {
        seat: u8,
        from: u8,
        to: u8,
        froze: bool,
        penalty: bool,
    },
    Pass(u8),
}

/// The game of a series that ended last, as the table saw it at its end:
/// how it ended and the squares where each side's Fugitives stood (Yellow's
/// first), which everybody was shown then.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Past {
    pub end: End,
    pub fugitives: [[u8; 2]; 2],
}

/// An Evade position.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct EState {
    pub board: [Cell; SQUARES],
    /// The seat drawn to move first; `None` before the toss.
    pub first: Option<u8>,
    /// Whether each seat has chosen its Fugitives.
    pub chosen: [bool; 2],
    /// The seat to move once both have chosen.
    pub to_move: u8,
    /// The square of the piece the seat to move peeked at this turn.
    pub peeked: Option<u8>,
    /// Turns since the last freeze (or the start of play).
    pub quiet: u16,
    /// How the game ended.
    pub end: Option<End>,
    /// The last move, for the picture.
    pub last: Option<Last>,
    /// In a series: each side's points (Yellow's first), the game being
    /// played (from 1) and the game that ended before it. A single game
    /// keeps 0, 0, game 1 and no past game.
    pub points: [i32; 2],
    pub game: u16,
    pub past: Option<Past>,
}

impl EState {
    /// Each side's six pieces on its first rank, nothing chosen, before
    /// the toss.
    pub fn new() -> EState {
        let mut board = [Cell::Empty; SQUARES];
        for f in 0..usize::from(SIZE) {
            board[f] = Cell::Free(Piece::new(0));
            board[SQUARES - usize::from(SIZE) + f] = Cell::Free(Piece::new(1));
        }
        EState {
            board,
            first: None,
            chosen: [false; 2],
            to_move: 0,
            peeked: None,
            quiet: 0,
            end: None,
            last: None,
            points: [0; 2],
            game: 1,
            past: None,
        }
    }

    /// Whether both seats have chosen and the game is on or over.
    pub fn playing(&self) -> bool {
        self.first.is_some() && self.chosen == [true, true]
    }

    /// The seat that chooses now, during the set-up: Yellow, then Blue.
    pub fn chooser(&self) -> Option<u8> {
        if self.first.is_none() || self.end.is_some() {
            return None;
        }
        (0..2).find(|&s| !self.chosen[usize::from(s)])
    }
}

impl Default for EState {
    fn default() -> EState {
        EState::new()
    }
}

/// The rank (from 0) a seat's Fugitives escape to: the opponent's first.
pub const fn goal_rank(seat: u8) -> u8 {
    if seat == 0 { SIZE - 1 } else { 0 }
}

/// The rank (from 0) a seat starts on.
pub const fn home_rank(seat: u8) -> u8 {
    goal_rank(1 - seat)
}

/// The rank of square `sq`.
pub const fn rank_of(sq: usize) -> u8 {
    (sq / SIZE as usize) as u8
}
