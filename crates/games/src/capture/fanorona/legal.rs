//! The moves: paika, captures by approach and withdrawal and their chains,
//! the vela handicap, a move applied, and the end.

use super::board::{self, FILES, NEXT, NONE, POINTS, opposite};
use super::{EMPTY, Engine, FMove, FState, Last, Path, QUIET_TURNS};
use crate::{Message, Outcome, Seat};

/// How the side to move may capture now.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum Capturing {
    /// Plain rules: runs of pieces, chains.
    Full,
    /// The loser during vela: the first piece of the line, no chain.
    Single,
    /// The vela side during vela: never.
    Never,
}

impl Engine {
    pub(super) fn initial(&self) -> FState {
        let mut board = [EMPTY; POINTS];
        for (p, cell) in board.iter_mut().enumerate() {
            let (f, r) = (p % FILES, p / FILES);
            *cell = match r {
                0 | 1 => 1,
                3 | 4 => 2,
                // Rank 3: Black on a, c, f, h; White on b, d, g, i.
                _ if f == 4 => EMPTY,
                _ if (f < 4) == (f % 2 == 0) => 2,
                _ => 1,
            };
        }
        // The loser of the previous game (not the vela side) moves first.
        let to_move = self.vela.map_or(0, |v| 1 - v);
        let mut state = FState {
            board,
            to_move,
            quiet: 0,
            seen: Vec::new(),
            last: None,
        };
        state.seen.push(state.key());
        state
    }

    /// How the side to move captures now.
    pub(super) fn capturing(&self, state: &FState) -> Capturing {
        match self.vela_now(state) {
            None => Capturing::Full,
            Some(v) if v.0 == state.to_move => Capturing::Never,
            Some(_) => Capturing::Single,
        }
    }

    /// How the game ended, if it did.
    pub(super) fn outcome(&self, state: &FState) -> Option<Outcome> {
        let me = state.to_move;
        let other = Seat(1 - me);
        if state.count(me) == 0 {
            return Some(Outcome::win(
                other,
                Message::new("fanorona-wiped-out").seat("seat", Seat(me)),
            ));
        }
        // The vela side with no step passes; anyone else without one loses.
        if !can_step(state, me) && self.capturing(state) != Capturing::Never {
            return Some(Outcome::win(
                other,
                Message::new("fanorona-blocked").seat("seat", Seat(me)),
            ));
        }
        if state.quiet >= QUIET_TURNS {
            return Some(Outcome::draw(
                Message::new("fanorona-quiet").count("turns", i64::from(QUIET_TURNS)),
            ));
        }
        let key = state.key();
        if state.seen.iter().filter(|&&k| k == key).count() >= 3 {
            return Some(Outcome::draw(Message::new("fanorona-repetition")));
        }
        None
    }

    /// The legal moves of the side to move (the game not over).
    pub(super) fn legal(&self, state: &FState, out: &mut Vec<FMove>) {
        let me = state.to_move + 1;
        let start = out.len();
        let capturing = self.capturing(state);
        if capturing != Capturing::Never {
            for p in 0..POINTS {
                if state.board[p] == me {
                    let path = Path::start(p, true);
                    chains(&state.board, p, 1 << p, None, &path, me, capturing, out);
                }
            }
        }
        if out.len() == start {
            for p in (0..POINTS).filter(|&p| state.board[p] == me) {
                for (d, to) in NEXT[p].iter().enumerate().filter(|&(_, &n)| n != NONE) {
                    let to = usize::from(*to);
                    // The vela side may only make steps that capture nothing
                    // (catalog gap 1): a step shaped as a capture is not one.
                    let barred = capturing == Capturing::Never && would_capture(&state.board, p, d, me);
                    if state.board[to] == EMPTY && !barred {
                        let mut path = Path::start(p, false);
                        path.push(to, false, false);
                        out.push(FMove::Go(path));
                    }
                }
            }
        }
        if out.len() == start && capturing == Capturing::Never {
            out.push(FMove::Pass);
        }
    }

    /// Plays a legal move.
    pub(super) fn apply(&self, state: &mut FState, mv: &FMove) {
        let me = state.to_move + 1;
        let single = self.capturing(state) == Capturing::Single;
        let mut captured = Vec::new();
        if let FMove::Go(path) = mv {
            let points = path.points();
            for (i, pair) in points.windows(2).enumerate() {
                let (from, to) = (usize::from(pair[0]), usize::from(pair[1]));
                state.board[from] = EMPTY;
                state.board[to] = me;
                if path.captures() {
                    let d = board::direction(from, to).unwrap_or(0);
                    let (first, along) = if path.withdraws(i) {
                        (board::step(from, opposite(d)), opposite(d))
                    } else {
                        (board::step(to, d), d)
                    };
                    take(&mut state.board, first, along, me, single, &mut captured);
                }
            }
        }
        state.to_move = 1 - state.to_move;
        if captured.is_empty() {
            state.quiet = state.quiet.saturating_add(1);
        } else {
            state.quiet = 0;
            // A capture can never be undone: earlier positions cannot come back.
            state.seen.clear();
        }
        let key = state.key();
        state.seen.push(key);
        state.last = Some(Last { mv: *mv, captured });
    }
}

/// Whether the step of the piece `me` from `from` in direction `d` (to an
/// empty point) would capture by approach or by withdrawal.
pub(super) fn would_capture(board: &[u8; POINTS], from: usize, d: usize, me: u8) -> bool {
    let enemy = |p: Option<usize>| p.is_some_and(|q| board[q] != EMPTY && board[q] != me);
    let to = board::step(from, d);
    enemy(to.and_then(|t| board::step(t, d))) || enemy(board::step(from, opposite(d)))
}

/// Whether `seat` has a piece next to an empty point.
fn can_step(state: &FState, seat: u8) -> bool {
    let me = seat + 1;
    (0..POINTS).any(|p| {
        state.board[p] == me
            && NEXT[p]
                .iter()
                .any(|&n| n != NONE && state.board[usize::from(n)] == EMPTY)
    })
}

/// Removes the enemy run starting at `first` along direction `along` (only
/// its first piece when `single`), noting the emptied points.
fn take(
    board: &mut [u8; POINTS],
    first: Option<usize>,
    along: usize,
    me: u8,
    single: bool,
    out: &mut Vec<u8>,
) {
    let mut at = first;
    while let Some(p) = at {
        if board[p] == EMPTY || board[p] == me {
            break;
        }
        board[p] = EMPTY;
        out.push(p as u8);
        if single {
            break;
        }
        at = board::step(p, along);
    }
}

/// Every capturing continuation of the piece `me` on `at` (which has
/// visited `visited` this turn and last moved in `last`), each one a move
/// of its own: the player may stop after any capture.
#[allow(clippy::too_many_arguments)]
fn chains(
    board: &[u8; POINTS],
    at: usize,
    visited: u64,
    last: Option<usize>,
    path: &Path,
    me: u8,
    capturing: Capturing,
    out: &mut Vec<FMove>,
) {
    let enemy = |p: Option<usize>| p.filter(|&q| board[q] != EMPTY && board[q] != me);
    for d in 0..8 {
        if last == Some(d) {
            continue;
        }
        let Some(to) = board::step(at, d) else { continue };
        if board[to] != EMPTY || visited >> to & 1 == 1 {
            continue;
        }
        let approach = enemy(board::step(to, d));
        let withdrawal = enemy(board::step(at, opposite(d)));
        let both = approach.is_some() && withdrawal.is_some();
        for (withdraw, first, along) in [(false, approach, d), (true, withdrawal, opposite(d))] {
            if first.is_none() {
                continue;
            }
            let mut next = path.to_owned();
            next.push(to, withdraw, both);
            out.push(FMove::Go(next));
            if capturing == Capturing::Full {
                let mut after = *board;
                after[at] = EMPTY;
                after[to] = me;
                take(&mut after, first, along, me, false, &mut Vec::new());
                chains(&after, to, visited | 1 << to, Some(d), &next, me, capturing, out);
            }
        }
    }
}
