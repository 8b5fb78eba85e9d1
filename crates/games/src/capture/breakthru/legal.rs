//! What may be played: the end of a game, the whole turns listed, a typed
//! turn checked without the list, and a move applied.

use super::*;

impl Breakthru {
    pub(super) fn outcome(&self, state: &BtState) -> Option<Outcome> {
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

    pub(super) fn legal(&self, state: &BtState, out: &mut Vec<BtMove>) {
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
    pub(super) fn turn_is_legal(&self, state: &BtState, mv: BtMove) -> bool {
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

    pub(super) fn end_turn(&self, state: &mut BtState) {
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

    pub(super) fn apply_move(&self, state: &mut BtState, mv: BtMove) {
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
}
