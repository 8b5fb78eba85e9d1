//! The moves of a position, a move applied, and the end of the game.

use super::board::{Board, DIRS};
use super::state::{
    End, FLAGS, Last, LastKind, MAX_PLIES, PIECES, Phase, QUIET_TURNS, REMOVALS, TState, Why,
};
use super::variant::Variant;

/// One ply.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum TMove {
    /// Placement: a piece on this empty cell.
    Place(u8),
    /// Removal: the enemy piece on this cell off the board.
    Remove(u8),
    /// A step or a chain of jumps from a cell to another; only the landing
    /// matters (gap 3), the text shows the shortest path.
    Go { from: u8, to: u8 },
    /// A flag on the piece on this cell.
    Flag(u8),
    /// Ends the turn, declining further captures or flags.
    End,
    /// A seat with no move at all (only a read position can ask it).
    Pass,
}

/// The rules of one table: the board, the seats and the options.
#[derive(Clone, Debug)]
pub struct Engine {
    pub board: Board,
    pub seats: u8,
    pub v: Variant,
}

impl Engine {
    pub fn new(seats: u8, v: Variant) -> Engine {
        Engine {
            board: Board::for_seats(seats),
            seats,
            v,
        }
    }

    pub fn initial(&self) -> TState {
        let mut hand = [0; 4];
        for h in hand.iter_mut().take(usize::from(self.seats)) {
            *h = PIECES;
        }
        TState {
            cells: [0; super::board::MAX_GRID],
            flags: [0; super::state::MAX_TERR],
            phase: Phase::Place,
            to_move: 0,
            hand,
            removed: 0,
            more: None,
            out: 0,
            quiet: 0,
            ply: 0,
            end: None,
            last: None,
        }
    }

    /// Whether seats `a` and `b` play on one side: the same seat, or
    /// partners (seats 0 and 2, 1 and 3, who sit opposite).
    pub fn allied(&self, a: u8, b: u8) -> bool {
        a == b || (self.v.partners && a % 2 == b % 2)
    }

    /// Each seat's team in partnership play.
    pub fn teams(&self) -> Option<Vec<u8>> {
        self.v.partners.then(|| (0..self.seats).map(|s| s % 2).collect())
    }

    /* Moving pieces. */

    /// Where the piece on `from` may go: empty neighbours, then every
    /// empty cell a chain of jumps reaches (each jump over one adjacent
    /// piece to the empty cell straight behind it, no cell visited twice).
    pub fn destinations(&self, s: &TState, from: usize, out: &mut Vec<usize>) {
        for d in DIRS {
            if let Some(n) = self.board.step(from, d)
                && s.cells[n] == 0
            {
                out.push(n);
            }
        }
        let start = out.len();
        let mut seen = [false; super::board::MAX_GRID];
        seen[from] = true;
        let mut queue = vec![from];
        while let Some(c) = queue.pop() {
            for d in DIRS {
                let Some(over) = self.board.step(c, d) else {
                    continue;
                };
                // The moving piece has left `from`: it is empty.
                if over == from || s.cells[over] == 0 {
                    continue;
                }
                let Some(land) = self.board.step(over, d) else {
                    continue;
                };
                if (s.cells[land] == 0 || land == from) && !seen[land] {
                    seen[land] = true;
                    out.push(land);
                    queue.push(land);
                }
            }
        }
        // The start is never a destination; keep the jump landings sorted.
        out[start..].sort_unstable();
    }

    /// The shortest jump path from `from` to `to` (both included); for a
    /// step, the two cells. Among paths of one length, the first found
    /// trying directions in the grid's order.
    pub fn path(&self, s: &TState, from: usize, to: usize) -> Vec<usize> {
        if DIRS.iter().any(|&d| self.board.step(from, d) == Some(to)) {
            return vec![from, to];
        }
        let mut prev = vec![usize::MAX; s.cells.len()];
        prev[from] = from;
        let mut queue = std::collections::VecDeque::from([from]);
        while let Some(c) = queue.pop_front() {
            if c == to {
                break;
            }
            for d in DIRS {
                let Some(over) = self.board.step(c, d) else {
                    continue;
                };
                if over == from || s.cells[over] == 0 {
                    continue;
                }
                let Some(land) = self.board.step(over, d) else {
                    continue;
                };
                if s.cells[land] == 0 && prev[land] == usize::MAX {
                    prev[land] = c;
                    queue.push_back(land);
                }
            }
        }
        let mut path = vec![to];
        let mut c = to;
        while c != from && prev[c] != usize::MAX {
            c = prev[c];
            path.push(c);
        }
        path.reverse();
        path
    }

    /// Whether `path` (typed by a player) is a chain of jumps for the piece
    /// on its first cell: each jump over an adjacent piece to the empty
    /// cell behind, no cell visited twice.
    pub fn jump_path_ok(&self, s: &TState, path: &[usize]) -> bool {
        let Some(&from) = path.first() else { return false };
        let mut seen = vec![from];
        for pair in path.windows(2) {
            let (a, b) = (pair[0], pair[1]);
            let ok = DIRS.iter().any(|&d| {
                self.board.step(a, d).is_some_and(|over| {
                    over != from && s.cells[over] != 0 && self.board.step(over, d) == Some(b)
                })
            });
            if !ok || s.cells[b] != 0 || seen.contains(&b) {
                return false;
            }
            seen.push(b);
        }
        path.len() >= 2
    }

    /// The enemy pieces a piece of `seat` arriving on `to` from `from`
    /// captures (custodial, in the four directions, gap 10): shut between it
    /// and a piece of `seat`, the board's edge (a square that is no cell),
    /// or, with the option, a third seat's piece (gap 5); in partnership
    /// play the third piece must be the partner's, and a partner's piece is
    /// never taken.
    pub fn captures(&self, s: &TState, seat: u8, from: usize, to: usize, out: &mut Vec<usize>) {
        for d in DIRS {
            let Some(n) = self.board.step(to, d) else { continue };
            let Some(victim) = s.owner(n).filter(|&o| !self.allied(o, seat)) else {
                continue;
            };
            if n == from {
                continue;
            }
            let taken = match self.board.step(n, d) {
                None => true,
                Some(b) if b == from => false,
                Some(b) => match s.owner(b) {
                    Some(o) if self.allied(o, seat) => true,
                    Some(o) => !self.v.partners && self.v.third_party && o != victim,
                    None => false,
                },
            };
            if taken {
                out.push(n);
            }
        }
    }

    fn captures_any(&self, s: &TState, seat: u8, from: usize, to: usize) -> bool {
        let mut v = Vec::new();
        self.captures(s, seat, from, to, &mut v);
        !v.is_empty()
    }

    /// Every step and jump move of `seat` (only from `only`, if given;
    /// only capturing ones if `capturing`).
    pub fn go_moves(&self, s: &TState, seat: u8, only: Option<usize>, capturing: bool, out: &mut Vec<TMove>) {
        let mut dest = Vec::new();
        for from in self.board.cells() {
            if s.owner(from) != Some(seat) || only.is_some_and(|o| o != from) {
                continue;
            }
            dest.clear();
            self.destinations(s, from, &mut dest);
            for &to in &dest {
                if !capturing || self.captures_any(s, seat, from, to) {
                    out.push(TMove::Go {
                        from: from as u8,
                        to: to as u8,
                    });
                }
            }
        }
    }

    fn has_go_move(&self, s: &TState, seat: u8) -> bool {
        let mut dest = Vec::new();
        self.board.cells().any(|from| {
            s.owner(from) == Some(seat) && {
                dest.clear();
                self.destinations(s, from, &mut dest);
                !dest.is_empty()
            }
        })
    }

    /* Territories. */

    /// The seat whose pieces alone stand in territory `t`, if any.
    pub fn sole_owner(&self, s: &TState, t: usize) -> Option<u8> {
        let mut who = None;
        for &c in &self.board.members[t] {
            match (s.owner(c), who) {
                (None, _) => {}
                (Some(o), None) => who = Some(o),
                (Some(o), Some(w)) if o == w => {}
                _ => return None,
            }
        }
        who
    }

    /// The territories `seat` holds alone (not counting a territory where
    /// another seat's flag stands).
    pub fn held(&self, s: &TState, seat: u8) -> usize {
        (0..usize::from(self.board.territories))
            .filter(|&t| self.sole_owner(s, t) == Some(seat))
            .count()
    }

    /// The cells where `seat` may plant a flag now (gap 8): its pieces in
    /// territories it holds alone with no flag yet, while it has a flag in
    /// its supply.
    pub fn flag_moves(&self, s: &TState, seat: u8, out: &mut Vec<TMove>) {
        if !self.v.flags || s.flags_of(seat) >= usize::from(FLAGS) {
            return;
        }
        for t in 0..usize::from(self.board.territories) {
            if s.flags[t] == 0 && self.sole_owner(s, t) == Some(seat) {
                out.extend(
                    self.board.members[t]
                        .iter()
                        .filter(|&&c| s.cells[c] != 0)
                        .map(|&c| TMove::Flag(c as u8)),
                );
            }
        }
    }

    /* The moves of a position. */

    pub fn legal(&self, s: &TState, out: &mut Vec<TMove>) {
        if s.end.is_some() {
            return;
        }
        let seat = s.to_move;
        match s.phase {
            Phase::Place => out.extend(
                self.board
                    .cells()
                    .filter(|&c| s.cells[c] == 0)
                    .map(|c| TMove::Place(c as u8)),
            ),
            Phase::Remove => out.extend(
                self.board
                    .cells()
                    .filter(|&c| s.owner(c).is_some_and(|o| !self.allied(o, seat)))
                    .map(|c| TMove::Remove(c as u8)),
            ),
            Phase::Move => match s.more {
                None => {
                    let before = out.len();
                    self.go_moves(s, seat, None, false, out);
                    if out.len() == before {
                        out.push(TMove::Pass);
                    }
                }
                Some(chain) => {
                    if let Some(piece) = chain {
                        let only = self.v.capturer_only.then_some(usize::from(piece));
                        self.go_moves(s, seat, only, true, out);
                    }
                    self.flag_moves(s, seat, out);
                    out.push(TMove::End);
                }
            },
        }
    }

    /// Whether anything but `end` is open to `seat` after its move.
    fn more_open(&self, s: &TState, seat: u8, chain: Option<u8>) -> bool {
        let mut v = Vec::new();
        if let Some(piece) = chain {
            let only = self.v.capturer_only.then_some(usize::from(piece));
            self.go_moves(s, seat, only, true, &mut v);
        }
        self.flag_moves(s, seat, &mut v);
        !v.is_empty()
    }

    /* A move applied. */

    pub fn apply(&self, s: &mut TState, mv: TMove) {
        let seat = s.to_move;
        let mut last = Last {
            seat,
            kind: LastKind::End,
            captured: Vec::new(),
        };
        s.ply += 1;
        match mv {
            TMove::Place(c) => {
                s.cells[usize::from(c)] = seat + 1;
                s.hand[usize::from(seat)] -= 1;
                last.kind = LastKind::Place(c);
                let next = (seat + 1) % self.seats;
                if s.hand[usize::from(next)] > 0 {
                    s.to_move = next;
                } else {
                    s.phase = Phase::Remove;
                    s.to_move = 0;
                    s.removed = 0;
                }
            }
            TMove::Remove(c) => {
                let owner = s.cells[usize::from(c)] - 1;
                s.cells[usize::from(c)] = 0;
                s.removed += 1;
                last.kind = LastKind::Remove(c, owner);
                let enemies = self
                    .board
                    .cells()
                    .any(|c| s.owner(c).is_some_and(|o| !self.allied(o, seat)));
                if s.removed >= REMOVALS || !enemies {
                    s.removed = 0;
                    if seat + 1 < self.seats {
                        s.to_move = seat + 1;
                    } else {
                        s.phase = Phase::Move;
                        s.to_move = self.seats - 1;
                        self.control_win(s, seat);
                        self.next_turn(s);
                    }
                }
            }
            TMove::Go { from, to } => {
                let (from, to) = (usize::from(from), usize::from(to));
                let path = self.path(s, from, to);
                s.cells[from] = 0;
                s.cells[to] = seat + 1;
                let t = self.board.territory(from);
                if s.flags[t] == from as u8 + 1 {
                    // A flag stays with its piece inside the territory
                    // and is lost when the piece leaves it.
                    s.flags[t] = if self.board.territory(to) == t {
                        to as u8 + 1
                    } else {
                        0
                    };
                }
                let mut taken = Vec::new();
                self.captures(s, seat, from, to, &mut taken);
                for &c in &taken {
                    let ct = self.board.territory(c);
                    if s.flags[ct] == c as u8 + 1 {
                        s.flags[ct] = 0;
                    }
                    last.captured.push((c as u8, s.cells[c] - 1));
                    s.cells[c] = 0;
                }
                last.kind = LastKind::Go(path.iter().map(|&c| c as u8).collect());
                let main = s.more.is_none();
                if !taken.is_empty() {
                    s.quiet = 0;
                } else if main {
                    s.quiet += 1;
                }
                let chain = (!taken.is_empty()).then_some(to as u8);
                self.control_win(s, seat);
                if s.end.is_none() {
                    self.go_on_or_end(s, seat, chain);
                }
            }
            TMove::Flag(c) => {
                s.flags[self.board.territory(usize::from(c))] = c + 1;
                last.kind = LastKind::Flag(c);
                if self.flags_win(s, seat) {
                    s.end = Some(End::Won(seat, Why::Flags));
                } else {
                    let chain = s.more.flatten();
                    self.go_on_or_end(s, seat, chain);
                }
            }
            TMove::End => {
                last.kind = LastKind::End;
                self.end_turn(s);
            }
            TMove::Pass => {
                last.kind = LastKind::Pass;
                s.out |= 1 << seat;
                self.end_turn(s);
            }
        }
        s.last = Some(last);
        if s.end.is_none() && s.ply >= MAX_PLIES {
            s.end = Some(End::Drawn(Why::Cap));
        }
    }

    /// After a move or a flag: the turn goes on while captures (after a
    /// capture) or flags are open, else it ends.
    fn go_on_or_end(&self, s: &mut TState, seat: u8, chain: Option<u8>) {
        if self.more_open(s, seat, chain) {
            s.more = Some(chain);
        } else {
            self.end_turn(s);
        }
    }

    /// Whether `seat`'s flags win: three of its own, or in partnership
    /// play four of the team's together (gap 9).
    fn flags_win(&self, s: &TState, seat: u8) -> bool {
        if self.v.partners {
            let team: usize = (0..self.seats)
                .filter(|&o| self.allied(o, seat))
                .map(|o| s.flags_of(o))
                .sum();
            team >= super::variant::TEAM_FLAGS
        } else {
            s.flags_of(seat) >= usize::from(FLAGS)
        }
    }

    /// The territories `seat`'s side holds: its own, with its partner's in
    /// partnership play (each territory held by one seat alone).
    fn side_held(&self, s: &TState, seat: u8) -> usize {
        (0..self.seats)
            .filter(|&o| self.allied(o, seat) && !s.is_out(o))
            .map(|o| self.held(s, o))
            .sum()
    }

    /// Without flags: a seat holding three territories alone wins (a team
    /// four together), the mover first (checked after every move of the
    /// movement phase).
    fn control_win(&self, s: &mut TState, mover: u8) {
        if self.v.flags || s.end.is_some() {
            return;
        }
        for k in 0..self.seats {
            let seat = (mover + k) % self.seats;
            if !s.is_out(seat) && self.side_held(s, seat) >= usize::from(self.v.to_hold) {
                s.end = Some(End::Won(seat, Why::Control));
                return;
            }
        }
    }

    fn end_turn(&self, s: &mut TState) {
        s.more = None;
        if s.quiet >= QUIET_TURNS {
            s.end = Some(End::Drawn(Why::Quiet));
            return;
        }
        self.next_turn(s);
    }

    /// Hands the turn to the next seat still in; a seat with no piece or
    /// no move drops out for good (gap 12); the last one in wins (the last
    /// team, in partnership play).
    fn next_turn(&self, s: &mut TState) {
        if s.end.is_some() {
            return;
        }
        let mut seat = s.to_move;
        for _ in 0..self.seats {
            seat = (seat + 1) % self.seats;
            if s.is_out(seat) {
                continue;
            }
            if self.has_go_move(s, seat) {
                break;
            }
            s.out |= 1 << seat;
        }
        let left: Vec<u8> = (0..self.seats).filter(|&x| !s.is_out(x)).collect();
        match left.as_slice() {
            [] => s.end = Some(End::Drawn(Why::LastStanding)),
            [one, rest @ ..] if rest.iter().all(|&o| self.allied(o, *one)) => {
                s.end = Some(End::Won(*one, Why::LastStanding));
            }
            _ => s.to_move = seat,
        }
    }
}
