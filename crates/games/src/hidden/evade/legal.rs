//! The moves listed, a move applied, the end, and fresh deals of what a
//! viewer cannot know (the resample).

use super::EMove;
use super::state::{
    Cell, DRAW_POINTS, EState, End, FUGITIVES, GRID, Last, MAX_PLIES, PENALTY, Past, QUIET_CAP, SQUARES,
    WIN_POINTS, goal_rank, home_rank, max_games, rank_of,
};
use crate::grid::KING;
use crate::playout::SplitMix64;
use crate::{Message, Outcome, Seat};

/// Evade's rules: with or without peeking; a single game or a series.
#[derive(Clone, Copy, Debug)]
pub struct Engine {
    pub peeking: bool,
    /// The points that win a series; 0: a single game.
    pub target: u16,
    /// In a series: freezing with one's own Fugitive costs `PENALTY`
    /// points and play goes on, instead of losing the game.
    pub penalty: bool,
}

/// Whether `seat` may step from `from` to `to` (one king step apart) as
/// the board stands: onto an empty square, or onto a free enemy piece
/// when freezing is allowed.
fn step_ok(state: &EState, seat: u8, to: usize, freeze: bool) -> bool {
    match state.board[to] {
        Cell::Empty => true,
        Cell::Free(p) => freeze && p.seat != seat,
        Cell::Frozen { .. } => false,
    }
}

/// The steps of `seat`'s free pieces, freezes included when `freeze`.
pub fn steps(state: &EState, seat: u8, freeze: bool, out: &mut Vec<EMove>) {
    for from in 0..SQUARES {
        if !matches!(state.board[from], Cell::Free(p) if p.seat == seat) {
            continue;
        }
        for to in GRID.neighbours(from, &KING) {
            if step_ok(state, seat, to, freeze) {
                out.push(EMove::Step {
                    from: from as u8,
                    to: to as u8,
                });
            }
        }
    }
}

/// Whether `seat` has any step at all.
pub fn can_step(state: &EState, seat: u8) -> bool {
    (0..SQUARES).any(|from| {
        matches!(state.board[from], Cell::Free(p) if p.seat == seat)
            && GRID
                .neighbours(from, &KING)
                .any(|to| step_ok(state, seat, to, true))
    })
}

/// The squares holding a piece of `seat`, free or frozen.
pub fn own_squares(state: &EState, seat: u8) -> impl Iterator<Item = usize> + '_ {
    (0..SQUARES).filter(move |&sq| state.board[sq].of(seat).is_some())
}

impl Engine {
    /// Whether the rules play a series.
    pub fn series(&self) -> bool {
        self.target > 0
    }

    /// The most plies of a game (a single one) or a series.
    pub fn max_plies(&self) -> u32 {
        if self.series() {
            u32::from(max_games(self.target)) * MAX_PLIES
        } else {
            MAX_PLIES
        }
    }

    /// The toss: either seat moves first, even odds.
    pub fn chance(&self, state: &EState, out: &mut Vec<(EMove, u32)>) {
        if state.first.is_none() {
            out.push((EMove::First(0), 1));
            out.push((EMove::First(1), 1));
        }
    }

    pub fn legal(&self, state: &EState, out: &mut Vec<EMove>) {
        if state.end.is_some() || state.first.is_none() {
            return;
        }
        if let Some(seat) = state.chooser() {
            let home = usize::from(home_rank(seat)) * 6;
            for a in 0..6u8 {
                for b in a + 1..6 {
                    out.push(EMove::Choose(home as u8 + a, home as u8 + b));
                }
            }
            return;
        }
        let seat = state.to_move;
        let start = out.len();
        steps(state, seat, state.peeked.is_none(), out);
        if out.len() == start {
            out.push(EMove::Pass);
            return;
        }
        if self.peeking && state.peeked.is_none() {
            out.extend(own_squares(state, seat).map(|sq| EMove::Peek(sq as u8)));
        }
    }

    pub fn apply(&self, state: &mut EState, mv: EMove) {
        match mv {
            EMove::First(seat) => {
                state.first = Some(seat);
                state.to_move = seat;
            }
            EMove::Choose(a, b) => {
                let Some(seat) = state.chooser() else { return };
                for sq in [a, b] {
                    if let Cell::Free(p) = &mut state.board[usize::from(sq)] {
                        p.fugitive = true;
                    }
                }
                state.chosen[usize::from(seat)] = true;
            }
            EMove::Peek(sq) => state.peeked = Some(sq),
            EMove::Pass => {
                let seat = state.to_move;
                state.last = Some(Last::Pass(seat));
                self.end_turn(state, false);
            }
            EMove::Step { from, to } => {
                let seat = state.to_move;
                let Cell::Free(mut piece) = state.board[usize::from(from)] else {
                    return;
                };
                state.board[usize::from(from)] = Cell::Empty;
                let mut penalty = false;
                let froze = match state.board[usize::from(to)] {
                    Cell::Free(enemy) => {
                        if piece.fugitive && self.penalty {
                            // The table sees the penalty paid: the piece
                            // is known for a Fugitive from now on.
                            state.points[usize::from(seat)] -= PENALTY;
                            piece.known = true;
                            penalty = true;
                        } else if piece.fugitive {
                            state.end = Some(End::FugitiveFroze(seat));
                        } else {
                            piece.known = true;
                        }
                        state.board[usize::from(to)] = Cell::Frozen {
                            bottom: enemy,
                            top: piece,
                        };
                        true
                    }
                    _ => {
                        if rank_of(usize::from(to)) == goal_rank(seat) {
                            if piece.fugitive {
                                state.end = Some(End::Escaped(seat));
                            } else {
                                piece.known = true;
                            }
                        }
                        state.board[usize::from(to)] = Cell::Free(piece);
                        false
                    }
                };
                state.last = Some(Last::Step {
                    seat,
                    from,
                    to,
                    froze,
                    penalty,
                });
                self.end_turn(state, froze);
            }
        }
    }

    /// The turn passes; the draws are checked.
    fn end_turn(&self, state: &mut EState, froze: bool) {
        state.peeked = None;
        state.quiet = if froze { 0 } else { state.quiet + 1 };
        state.to_move = 1 - state.to_move;
        if state.end.is_none() {
            state.end = self.draw(state);
        }
        if self.series() && state.end.is_some() {
            self.next_game(state);
        }
    }

    /// In a series, a game has just ended: its points are given; unless
    /// the series is decided, the next game is set up.
    fn next_game(&self, state: &mut EState) {
        let Some(end) = state.end else { return };
        match end {
            End::Escaped(s) => state.points[usize::from(s)] += WIN_POINTS,
            End::FugitiveFroze(s) => state.points[usize::from(1 - s)] += WIN_POINTS,
            End::AllFrozen | End::Stuck | End::Quiet => {
                state.points[0] += DRAW_POINTS;
                state.points[1] += DRAW_POINTS;
            }
        }
        let target = i32::from(self.target);
        if state.points.iter().any(|&p| p >= target) || state.game >= max_games(self.target) {
            return;
        }
        // Who moves first in the next game: the loser of this one; after
        // a draw, the seat that moved second in it.
        let next = match end {
            End::Escaped(s) => 1 - s,
            End::FugitiveFroze(s) => s,
            _ => 1 - state.first.unwrap_or(0),
        };
        let past = Past {
            end,
            fugitives: [fugitive_squares(state, 0), fugitive_squares(state, 1)],
        };
        let fresh = EState::new();
        state.board = fresh.board;
        state.first = Some(next);
        state.chosen = [false; 2];
        state.to_move = next;
        state.peeked = None;
        state.quiet = 0;
        state.end = None;
        state.last = None;
        state.game += 1;
        state.past = Some(past);
    }

    /// A draw as the board stands, after a turn: everything frozen,
    /// nobody able to move, or the quiet turns at the cap.
    pub fn draw(&self, state: &EState) -> Option<End> {
        if state.board.iter().all(|c| !matches!(c, Cell::Free(_))) {
            Some(End::AllFrozen)
        } else if !can_step(state, 0) && !can_step(state, 1) {
            Some(End::Stuck)
        } else if state.quiet >= QUIET_CAP {
            Some(End::Quiet)
        } else {
            None
        }
    }

    /// How the game ended, in words.
    pub fn how(end: End) -> Message {
        match end {
            End::Escaped(s) => Message::new("evade-escaped").seat("seat", Seat(s)),
            End::FugitiveFroze(s) => Message::new("evade-fugitive-froze").seat("seat", Seat(s)),
            End::AllFrozen => Message::new("evade-all-frozen"),
            End::Stuck => Message::new("evade-stuck"),
            End::Quiet => Message::new("evade-quiet").count("turns", QUIET_CAP),
        }
    }

    pub fn outcome(&self, state: &EState) -> Option<Outcome> {
        let end = state.end?;
        if self.series() {
            let [y, b] = state.points;
            let reason = Message::new("evade-match-over")
                .count("target", self.target)
                .count("yellow", y)
                .count("blue", b)
                .count("games", state.game)
                .part("how", Engine::how(end));
            let outcome = match y.cmp(&b) {
                std::cmp::Ordering::Greater => Outcome::win(Seat(0), reason),
                std::cmp::Ordering::Less => Outcome::win(Seat(1), reason),
                std::cmp::Ordering::Equal => Outcome::draw(reason),
            };
            return Some(outcome.with_scores(vec![y, b]));
        }
        Some(match end {
            End::Escaped(s) => Outcome::win(Seat(s), Engine::how(end)),
            End::FugitiveFroze(s) => Outcome::win(Seat(1 - s), Engine::how(end)),
            _ => Outcome::draw(Engine::how(end)),
        })
    }

    /// A state `viewer` (`None`: the table) cannot tell from `state`: the
    /// Fugitives of every side it does not own dealt anew, two (less those
    /// everybody knows, a series' penalised ones) among that side's pieces
    /// whose identity was not shown, uniformly. A side that has
    /// not chosen yet has nothing to deal. Nothing hidden is read: only
    /// where the pieces stand and which are known Guards.
    pub fn resample(&self, state: &EState, viewer: Option<u8>, rng: &mut SplitMix64) -> EState {
        let mut next = state.clone();
        if state.end.is_some() {
            return next;
        }
        for seat in 0..2u8 {
            if viewer == Some(seat) || !state.chosen[usize::from(seat)] {
                continue;
            }
            // Every piece of the side not known, by square and level (0
            // bottom); the known Fugitives.
            let mut open: Vec<(usize, bool)> = Vec::new();
            let mut shown = 0u8;
            for sq in 0..SQUARES {
                match &mut next.board[sq] {
                    Cell::Empty => {}
                    Cell::Free(p) if p.seat == seat => {
                        if p.known {
                            shown += u8::from(p.fugitive);
                        } else {
                            p.fugitive = false;
                            open.push((sq, false));
                        }
                    }
                    Cell::Free(_) => {}
                    Cell::Frozen { bottom, top } => {
                        for (piece, is_top) in [(bottom, false), (top, true)] {
                            if piece.seat == seat {
                                if piece.known {
                                    shown += u8::from(piece.fugitive);
                                } else {
                                    piece.fugitive = false;
                                    open.push((sq, is_top));
                                }
                            }
                        }
                    }
                }
            }
            for _ in 0..FUGITIVES.saturating_sub(shown).min(open.len() as u8) {
                let (sq, is_top) = open.swap_remove(rng.below(open.len()));
                match &mut next.board[sq] {
                    Cell::Free(p) => p.fugitive = true,
                    Cell::Frozen { top, .. } if is_top => top.fugitive = true,
                    Cell::Frozen { bottom, .. } => bottom.fugitive = true,
                    Cell::Empty => {}
                }
            }
        }
        next
    }
}

/// The squares of `seat`'s two Fugitives (on a frozen stack too), in
/// square order; a missing one (never, in play) reads as square 0.
pub fn fugitive_squares(state: &EState, seat: u8) -> [u8; 2] {
    let mut out = [0u8; 2];
    let found = (0..SQUARES).filter(|&sq| state.board[sq].pieces().any(|p| p.seat == seat && p.fugitive));
    for (slot, sq) in out.iter_mut().zip(found) {
        *slot = sq as u8;
    }
    out
}
