//! Captures (custodial, the King's own rules), the moves listed, repeated
//! positions, the outcome, and a move applied.

use super::*;

impl Engine {
    /// Whether `anvil` closes a sandwich on `victim` (an enemy of the mover).
    pub(super) fn hostile(&self, board: &[u8], anvil: usize, victim: u8) -> bool {
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
    pub(super) fn captures(&self, board: &[u8], to: usize, mover: u8, out: &mut Vec<u16>) {
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
    pub(super) fn takes_king(&self, board: &[u8], to: usize, king: usize) -> bool {
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
    pub(super) fn pseudo_moves(&self, board: &[u8], side: Side, mut found: impl FnMut(TaflMove) -> bool) {
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
    pub(super) fn quiet_key(&self, state: &TaflState, mv: TaflMove) -> u64 {
        let p = state.board[usize::from(mv.from)];
        state.hash ^ self.key(usize::from(mv.from), p) ^ self.key(usize::from(mv.to), p) ^ self.side_key
    }

    /// Whether `mv` captures anything (the king included).
    pub(super) fn captures_any(&self, state: &TaflState, mv: TaflMove) -> bool {
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
    pub(super) fn repeats(&self, state: &TaflState, mv: TaflMove) -> bool {
        !state.twice.is_empty()
            && state.twice.contains(&self.quiet_key(state, mv))
            && !self.captures_any(state, mv)
    }

    /// Whether the side to move has a move by the movement rules, and a
    /// legal one.
    pub(super) fn mobility(&self, state: &TaflState) -> (bool, bool) {
        let (mut any, mut legal) = (false, false);
        self.pseudo_moves(&state.board, state.to_move, |mv| {
            any = true;
            legal = !self.repeats(state, mv);
            !legal
        });
        (any, legal)
    }

    pub(super) fn outcome(&self, state: &TaflState) -> Option<Outcome> {
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

    pub(super) fn state_of(&self, board: Vec<u8>, to_move: Side, ply: u32) -> TaflState {
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

    pub(super) fn apply(&self, state: &mut TaflState, mv: TaflMove) {
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

    pub(super) fn legal(&self, state: &TaflState, out: &mut Vec<TaflMove>) {
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
}
