//! The 11×11 board: square names, steps and rays, the King's ring and the
//! central zone, position hashes, and which pieces can move or capture.

use super::*;
use crate::grid::{Grid, SquareError};

/// The board's squares, named and read once for every grid game.
const GRID: Grid = Grid::square(N as u8);

pub(super) fn name(s: usize) -> String {
    GRID.name(s)
}

/// Appends the name of square `s` to `out`.
pub(super) fn push_name(out: &mut String, s: u8) {
    GRID.push_name(out, usize::from(s));
}

pub(super) fn names(squares: impl IntoIterator<Item = usize>) -> String {
    GRID.names(squares)
}

pub(super) fn step(s: usize, (df, dr): (i32, i32)) -> Option<usize> {
    GRID.step(s, (df as i8, dr as i8))
}

pub(super) fn on_edge(s: usize) -> bool {
    GRID.on_edge(s)
}

/// The central 5×5 zone, d4–h8.
pub(super) fn in_zone(s: usize) -> bool {
    let (f, r) = (s % N, s / N);
    (3..=7).contains(&f) && (3..=7).contains(&r)
}

/// A square name (normalised): `Err(true)` off the board, `Err(false)` not
/// a square name.
pub(super) fn read_square(text: &str) -> Result<usize, bool> {
    GRID.read(text).map_err(|e| e == SquareError::OffBoard)
}

impl Breakthru {
    pub(super) fn key(&self, s: usize, piece: u8) -> u64 {
        self.keys[s * 4 + usize::from(piece)]
    }

    pub(super) fn hash(&self, board: &[u8; SQUARES], side: Side) -> u64 {
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

    pub(super) fn start_board(&self) -> [u8; SQUARES] {
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
    pub(super) fn after_setup(&self) -> (Phase, Side) {
        match self.first {
            None => (Phase::Choose, Side::Black),
            Some(side) => (Phase::Turn, side),
        }
    }

    pub(super) fn state_of(
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

    pub(super) fn count(board: &[u8; SQUARES], piece: u8) -> usize {
        board.iter().filter(|&&p| p == piece).count()
    }

    /// Calls `found(to)` with each square the piece on `s` reaches by a
    /// rook move.
    pub(super) fn rays(board: &[u8; SQUARES], s: usize, found: &mut impl FnMut(usize)) {
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
    pub(super) fn movable(
        board: &[u8; SQUARES],
        s: usize,
        side: Side,
        king: bool,
        skip: Option<usize>,
    ) -> bool {
        let p = board[s];
        p != EMPTY && side_of(p) == side && (p != KING || king) && Some(s) != skip
    }

    /// Calls `found(from, to)` with each rook move of `side`'s pieces (the
    /// King too if `king`), skipping the piece on `skip`.
    pub(super) fn rook_moves(
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
    pub(super) fn any_rook_move(board: &[u8; SQUARES], side: Side, king: bool, skip: Option<usize>) -> bool {
        (0..SQUARES).any(|s| {
            Self::movable(board, s, side, king, skip)
                && ROOK
                    .iter()
                    .any(|&d| step(s, d).is_some_and(|n| board[n] == EMPTY))
        })
    }

    /// Calls `found(from, to)` with each capture of `side`.
    pub(super) fn captures(board: &[u8; SQUARES], side: Side, found: &mut impl FnMut(usize, usize)) {
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
    pub(super) fn path_clear(board: &[u8; SQUARES], from: usize, to: usize) -> bool {
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

    pub(super) fn diagonal_neighbours(a: usize, b: usize) -> bool {
        (a % N).abs_diff(b % N) == 1 && (a / N).abs_diff(b / N) == 1
    }
}
