//! Move generation: steps, capture chains searched depth-first, the capture
//! choice rules, and one canonical path per move.

use std::cmp::Ordering;

use super::board::{MAX_CELLS, NONE, opposite};
use super::{
    Choice, DraughtsMove, DraughtsState, EMPTY, Engine, King, MAX_PATH, MAX_TAKEN, Promotion, Removal,
    colour_of, is_king,
};

/// The search for capture chains of one piece.
struct Chain<'a> {
    engine: &'a Engine,
    /// The board with the capturing piece lifted (and, when pieces go as
    /// they are jumped, those already taken removed).
    board: [u8; MAX_CELLS],
    me: u8,
    started_king: bool,
    path: [u8; MAX_PATH],
    len: usize,
    taken: [u8; MAX_TAKEN],
    ntaken: usize,
    /// Cells taken so far (they stay on the board until the end when
    /// removal is at the end, and may not be jumped again).
    taken_set: u128,
    out: &'a mut Vec<DraughtsMove>,
}

impl Chain<'_> {
    /// Extends the chain from `at`; records every complete chain. Returns
    /// whether any jump was possible. `came` is the direction of the last
    /// jump (8 before the first).
    fn extend(&mut self, at: u8, king: bool, came: u8, visited: u32) -> bool {
        let e = self.engine;
        let v = e.v;
        let flying = king && v.king == King::Flying;
        let dirs: &[u8] = if king {
            &e.king_dirs
        } else {
            &e.man_captures[usize::from(self.me)]
        };
        let mut extended = false;
        for &d in dirs {
            if !v.turn_back && came < 8 && d == opposite(came) {
                continue;
            }
            let mut over = e.geo.next(at, d);
            if flying {
                while over != NONE && self.board[usize::from(over)] == EMPTY {
                    over = e.geo.next(over, d);
                }
            }
            if over == NONE {
                continue;
            }
            let victim = self.board[usize::from(over)];
            if !e.may_take(self.me, king, victim)
                || self.taken_set & (1 << over) != 0
                || self.ntaken == MAX_TAKEN
            {
                continue;
            }
            let mut land = e.geo.next(over, d);
            while land != NONE && self.board[usize::from(land)] == EMPTY {
                if !(v.no_revisit && visited & (1 << land) != 0) {
                    extended = true;
                    self.jump(over, land, king, d, visited);
                }
                if !flying {
                    break;
                }
                land = e.geo.next(land, d);
            }
        }
        extended
    }

    /// Jumps over `over` onto `land`, then goes on or records the chain.
    fn jump(&mut self, over: u8, land: u8, king: bool, d: u8, visited: u32) {
        let v = self.engine.v;
        self.path[self.len] = land;
        self.len += 1;
        self.taken[self.ntaken] = over;
        self.ntaken += 1;
        self.taken_set |= 1 << over;
        let victim = self.board[usize::from(over)];
        if v.removal == Removal::AsJumped {
            self.board[usize::from(over)] = EMPTY;
        }
        let crowned = !king && v.promotion != Promotion::None && self.engine.geo.is_far_row(land, self.me);
        if crowned && v.promotion == Promotion::EndsMove {
            self.record(true);
        } else {
            let king_now = king || (crowned && v.promotion == Promotion::Continues);
            let visited = if v.no_revisit { visited | 1 << land } else { 0 };
            if !self.extend(land, king_now, d, visited) {
                self.record(king_now);
            }
        }
        self.board[usize::from(over)] = victim;
        self.taken_set &= !(1 << over);
        self.ntaken -= 1;
        self.len -= 1;
    }

    /// Records the chain as it stands.
    fn record(&mut self, king_now: bool) {
        let v = self.engine.v;
        let end = self.path[self.len - 1];
        let promotes = !self.started_king
            && (king_now || (v.promotion != Promotion::None && self.engine.geo.is_far_row(end, self.me)));
        self.out.push(DraughtsMove {
            path: self.path,
            len: self.len as u8,
            taken: self.taken,
            ntaken: self.ntaken as u8,
            promotes,
        });
    }
}

impl Engine {
    /// Every capture path of the piece on `from`, before any choice rule.
    pub(super) fn chains_from(&self, state: &DraughtsState, from: u8, out: &mut Vec<DraughtsMove>) {
        let cell = state.board[usize::from(from)];
        if cell == EMPTY {
            return;
        }
        let mut chain = Chain {
            engine: self,
            board: state.board,
            me: colour_of(cell),
            started_king: is_king(cell),
            path: [0; MAX_PATH],
            len: 1,
            taken: [0; MAX_TAKEN],
            ntaken: 0,
            taken_set: 0,
            out,
        };
        chain.board[usize::from(from)] = EMPTY;
        chain.path[0] = from;
        let visited = self.visited(state, from);
        chain.extend(from, is_king(cell), 8, visited);
    }

    /// The steps (non-captures) of the piece on `from`.
    pub(super) fn steps_from(&self, state: &DraughtsState, from: u8, out: &mut Vec<DraughtsMove>) {
        let cell = state.board[usize::from(from)];
        if cell == EMPTY {
            return;
        }
        let me = colour_of(cell);
        if is_king(cell) {
            for &d in &self.king_dirs {
                let mut to = self.geo.next(from, d);
                while to != NONE && state.board[usize::from(to)] == EMPTY {
                    out.push(DraughtsMove::step(from, to, false));
                    if self.v.king != King::Flying {
                        break;
                    }
                    to = self.geo.next(to, d);
                }
            }
            return;
        }
        if self.v.frozen_far_row && self.geo.is_far_row(from, me) {
            return;
        }
        let visited = self.visited(state, from);
        for &d in &self.man_steps[usize::from(me)] {
            let to = self.geo.next(from, d);
            if to == NONE || state.board[usize::from(to)] != EMPTY {
                continue;
            }
            if self.v.no_revisit && visited & (1 << to) != 0 {
                continue;
            }
            let promotes = self.v.promotion != Promotion::None && self.geo.is_far_row(to, me);
            out.push(DraughtsMove::step(from, to, promotes));
        }
    }

    /// Whether a piece of colour `me` (a king or not) may capture what
    /// stands on a cell holding `victim`.
    fn may_take(&self, me: u8, king: bool, victim: u8) -> bool {
        victim != EMPTY && colour_of(victim) != me && (king || !is_king(victim) || self.v.man_takes_king)
    }

    /// The points the piece on `from` has stood on, `from` included (only
    /// kept when pieces may not revisit points).
    fn visited(&self, state: &DraughtsState, from: u8) -> u32 {
        if self.v.no_revisit {
            state.visited.get(usize::from(from)).map_or(0, |v| v | 1 << from)
        } else {
            0
        }
    }

    /// The cells of the side to move's pieces.
    fn own_pieces<'a>(&'a self, state: &'a DraughtsState) -> impl Iterator<Item = u8> + 'a {
        self.geo.squares().iter().copied().filter(move |&c| {
            let cell = state.board[usize::from(c)];
            cell != EMPTY && colour_of(cell) == state.side
        })
    }

    /// Every capture path of the side to move, before any choice rule.
    pub(super) fn all_chains(&self, state: &DraughtsState, out: &mut Vec<DraughtsMove>) {
        for from in self.own_pieces(state) {
            self.chains_from(state, from, out);
        }
    }

    /// The legal capture paths, canonical or not: the captures the choice
    /// rule allows (every path of each move).
    pub(super) fn legal_paths(&self, state: &DraughtsState, out: &mut Vec<DraughtsMove>) {
        self.all_chains(state, out);
        if self.v.king == King::Flying {
            finished_only(out);
        }
        self.choose(state, out);
    }

    /// Keeps the captures the choice rule allows.
    pub(super) fn choose(&self, state: &DraughtsState, moves: &mut Vec<DraughtsMove>) {
        match self.v.choice {
            Choice::Free => {}
            Choice::Majority => keep_max(moves, |m| u32::from(m.ntaken)),
            Choice::Italian => {
                for criterion in 0..4 {
                    self.italian(state, criterion, moves);
                }
            }
        }
    }

    /// Applies one criterion of the Italian precedence (0: most pieces; 1:
    /// with a king; 2: most kings; 3: the first king soonest).
    pub(super) fn italian(&self, state: &DraughtsState, criterion: u8, moves: &mut Vec<DraughtsMove>) {
        let board = &state.board;
        let kings = |m: &DraughtsMove| {
            m.taken()
                .iter()
                .filter(|&&t| is_king(board[usize::from(t)]))
                .count() as u32
        };
        match criterion {
            0 => keep_max(moves, |m| u32::from(m.ntaken)),
            1 => keep_max(moves, |m| u32::from(is_king(board[usize::from(m.from())]))),
            2 => keep_max(moves, kings),
            _ => keep_max(moves, |m| {
                let first = m.taken().iter().position(|&t| is_king(board[usize::from(t)]));
                first.map_or(0, |i| MAX_TAKEN as u32 - i as u32)
            }),
        }
    }

    /// One move per identity, each with its canonical (first-listed) path,
    /// in listing order.
    pub(super) fn canonical(&self, moves: &mut Vec<DraughtsMove>) {
        if moves.len() > 1 && moves[0].is_capture() {
            moves.sort_by(|a, b| {
                a.identity()
                    .cmp(&b.identity())
                    .then_with(|| self.path_order(a, b))
            });
            moves.dedup_by(|later, kept| later.identity() == kept.identity());
        }
        moves.sort_by(|a, b| self.path_order(a, b));
    }

    /// Listing order of paths: square by square.
    pub(super) fn path_order(&self, a: &DraughtsMove, b: &DraughtsMove) -> Ordering {
        let (pa, pb) = (a.path(), b.path());
        for (x, y) in pa.iter().zip(pb) {
            let o = self.geo.order(*x).cmp(&self.geo.order(*y));
            if o != Ordering::Equal {
                return o;
            }
        }
        pa.len().cmp(&pb.len())
    }

    /// The legal moves of the side to move, canonical, in listing order
    /// (assumes the game is not over).
    pub(super) fn legal(&self, state: &DraughtsState, out: &mut Vec<DraughtsMove>) {
        let mut moves = Vec::new();
        self.legal_paths(state, &mut moves);
        if moves.is_empty() {
            for from in self.own_pieces(state) {
                self.steps_from(state, from, &mut moves);
            }
        }
        self.canonical(&mut moves);
        out.extend(moves);
    }

    /// Whether the side to move has any legal move.
    pub(super) fn can_move(&self, state: &DraughtsState) -> bool {
        let mut scratch = Vec::new();
        for from in self.own_pieces(state) {
            self.steps_from(state, from, &mut scratch);
            if !scratch.is_empty() || self.can_jump(state, from) {
                return true;
            }
        }
        false
    }

    /// Whether the piece on `from` has a first jump.
    fn can_jump(&self, state: &DraughtsState, from: u8) -> bool {
        let cell = state.board[usize::from(from)];
        let me = colour_of(cell);
        let king = is_king(cell);
        let flying = king && self.v.king == King::Flying;
        let dirs: &[u8] = if king {
            &self.king_dirs
        } else {
            &self.man_captures[usize::from(me)]
        };
        let visited = self.visited(state, from);
        dirs.iter().any(|&d| {
            let mut over = self.geo.next(from, d);
            while flying && over != NONE && state.board[usize::from(over)] == EMPTY {
                over = self.geo.next(over, d);
            }
            if over == NONE {
                return false;
            }
            if !self.may_take(me, king, state.board[usize::from(over)]) {
                return false;
            }
            let land = self.geo.next(over, d);
            land != NONE
                && state.board[usize::from(land)] == EMPTY
                && !(self.v.no_revisit && visited & (1 << land) != 0)
        })
    }
}

/// Drops the chains that stop where the piece could have gone on: a flying
/// king choosing where to land after a jump must land where it can capture
/// again, if such a square exists. A chain whose captures (in order) begin
/// another chain of the same piece stopped too early.
fn finished_only(moves: &mut Vec<DraughtsMove>) {
    if moves.len() < 2 {
        return;
    }
    let stopped_early = |m: &DraughtsMove| {
        moves.iter().any(|other| {
            other.from() == m.from() && other.ntaken > m.ntaken && other.taken().starts_with(m.taken())
        })
    };
    let keep: Vec<bool> = moves.iter().map(|m| !stopped_early(m)).collect();
    let mut flags = keep.into_iter();
    moves.retain(|_| flags.next().unwrap_or(true));
}

/// Keeps the moves with the greatest `score`.
fn keep_max(moves: &mut Vec<DraughtsMove>, score: impl Fn(&DraughtsMove) -> u32) {
    if let Some(best) = moves.iter().map(&score).max() {
        moves.retain(|m| score(m) == best);
    }
}
