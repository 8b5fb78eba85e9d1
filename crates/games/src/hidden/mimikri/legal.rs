//! The deal's throws, the tries and their answers, the ends.

use super::MMove;
use super::board::{
    Board, Cube, Kind, PROMOTIONS, SET, at, attacks, destinations, last_rank, pawn_shaped_promotion, rank,
    second_rank,
};
use super::state::{DRAWN, End, Event, MState, TRY_CAP, TURN_CAP, Try};
use crate::{Message, Outcome, Seat};

/// Mimikri's rules: the Decoy game, or the No game.
#[derive(Clone, Copy, Debug)]
pub struct Engine {
    /// The No game (else Decoy).
    pub no: bool,
    /// Decoy: each side sets out its cubes after the deal (gap 2).
    pub arrange: bool,
}

/// Every distinct order of the identities in `order` (a side's eight
/// drawn cubes), `order` itself first.
fn orders(order: [Kind; 8], out: &mut Vec<MMove>) {
    let mut left: Vec<(Kind, u8)> = Vec::new();
    for kind in order {
        match left.iter_mut().find(|(k, _)| *k == kind) {
            Some((_, n)) => *n += 1,
            None => left.push((kind, 1)),
        }
    }
    out.push(MMove::Arrange(order));
    let mut now = [Kind::Pawn; 8];
    fill_orders(&mut left, 0, &mut now, order, out);
}

fn fill_orders(
    left: &mut [(Kind, u8)],
    at: usize,
    now: &mut [Kind; 8],
    first: [Kind; 8],
    out: &mut Vec<MMove>,
) {
    if at == 8 {
        if *now != first {
            out.push(MMove::Arrange(*now));
        }
        return;
    }
    for j in 0..left.len() {
        if left[j].1 == 0 {
            continue;
        }
        left[j].1 -= 1;
        now[at] = left[j].0;
        fill_orders(left, at + 1, now, first, out);
        left[j].1 += 1;
    }
}

/// Whether `side`'s King stands attacked on `board` with these identities.
pub fn in_check(board: &Board, kinds: &[[Kind; 9]; 2], side: u8) -> bool {
    let Some(king) = (0..64u8).find(|&s| board[usize::from(s)] == Some(Cube { side, id: 0 })) else {
        return false;
    };
    (0..64u8).any(|from| {
        board[usize::from(from)].is_some_and(|c| {
            c.side != side
                && attacks(
                    board,
                    c.side,
                    kinds[usize::from(c.side)][usize::from(c.id)],
                    from,
                    king,
                )
        })
    })
}

/// The deal's square of the `k`-th throw: White's a2–h2, then Black's
/// a7–h7; the cube and its square.
pub fn deal_place(k: u8) -> (Cube, u8) {
    let side = k / DRAWN;
    let id = k % DRAWN + 1;
    let sq = at((id - 1) as i8, second_rank(side)).expect("on the board");
    (Cube { side, id }, sq)
}

impl Engine {
    /// The identities still in the box of the side being dealt, by count.
    pub fn chance(&self, state: &MState, out: &mut Vec<(MMove, u32)>) {
        if state.dealt_all() {
            return;
        }
        let side = state.dealt / DRAWN;
        let done = state.dealt % DRAWN;
        for (kind, n) in SET {
            let used = (1..=done)
                .filter(|&id| state.born[usize::from(side)][usize::from(id)] == kind)
                .count() as u8;
            if n > used {
                out.push((MMove::Deal(kind), u32::from(n - used)));
            }
        }
    }

    /// The tries of the seat to move: Decoy, every move its cubes may make
    /// by their identities (which it knows); No, every move some piece
    /// could make from each cube's square (the King's by the King's
    /// movement); a try refused or failed this turn is not offered again.
    pub fn legal(&self, state: &MState, out: &mut Vec<MMove>) {
        if !state.dealt_all() || state.over() {
            return;
        }
        if state.ordering() {
            orders(state.order(state.to_move), out);
            return;
        }
        let side = state.to_move;
        let mut dests = Vec::with_capacity(40);
        for from in 0..64u8 {
            let Some((cube, kind)) = state.kind_at(from).filter(|(c, _)| c.side == side) else {
                continue;
            };
            dests.clear();
            self.destinations_from(state, from, &mut dests);
            for &to in &dests {
                let promotes = if self.no {
                    cube.id != 0 && pawn_shaped_promotion(side, from, to)
                } else {
                    kind == Kind::Pawn && rank(to) == last_rank(side)
                };
                if promotes {
                    for p in PROMOTIONS {
                        out.push(MMove::Try(Try {
                            from,
                            to,
                            promo: Some(p),
                        }));
                    }
                } else {
                    out.push(MMove::Try(Try {
                        from,
                        to,
                        promo: None,
                    }));
                }
            }
        }
        if out.is_empty() {
            out.push(MMove::Pass);
        }
    }

    /// Where the mover's cube on `from` may be tried to (none answered
    /// yet this turn), in a fixed order.
    pub fn destinations_from(&self, state: &MState, from: u8, out: &mut Vec<u8>) {
        let Some((cube, kind)) = state.kind_at(from).filter(|(c, _)| c.side == state.to_move) else {
            return;
        };
        let start = out.len();
        if self.no && cube.id != 0 {
            destinations(&state.board, cube.side, Kind::Queen, from, out);
            destinations(&state.board, cube.side, Kind::Knight, from, out);
        } else {
            destinations(&state.board, cube.side, kind, from, out);
        }
        let mut k = start;
        while k < out.len() {
            let to = out[k];
            if state.tries.iter().any(|t| t.from == from && t.to == to) {
                out.remove(k);
            } else {
                k += 1;
            }
        }
    }

    pub fn apply(&self, state: &mut MState, mv: MMove) {
        match mv {
            MMove::Deal(kind) => {
                let (cube, sq) = deal_place(state.dealt);
                state.board[usize::from(sq)] = Some(cube);
                state.kinds[usize::from(cube.side)][usize::from(cube.id)] = kind;
                state.born[usize::from(cube.side)][usize::from(cube.id)] = kind;
                state.dealt += 1;
                if state.dealt_all() {
                    state.seen.push(state.arrangement());
                    state.ordered = if self.arrange { 0 } else { 2 };
                }
            }
            MMove::Arrange(order) => {
                let side = usize::from(state.to_move);
                for (i, kind) in order.into_iter().enumerate() {
                    state.kinds[side][i + 1] = kind;
                    state.born[side][i + 1] = kind;
                }
                state.ordered += 1;
                state.to_move = state.ordered % 2;
            }
            MMove::Pass => {
                state.log.push(Event {
                    seat: state.to_move,
                    tried: None,
                    ok: true,
                    check: false,
                });
                self.next_turn(state);
            }
            MMove::Try(t) => {
                if self.no {
                    self.try_no(state, t);
                } else {
                    self.try_decoy(state, t);
                }
            }
        }
    }

    /// The turn passes.
    fn next_turn(&self, state: &mut MState) {
        state.to_move = 1 - state.to_move;
        state.tries.clear();
        state.turns += 1;
        if state.turns >= TURN_CAP && state.end.is_none() {
            state.end = Some(End::Cap);
        }
    }

    /// Moves the cube; returns what it captured.
    fn execute(state: &mut MState, t: Try) -> Option<Cube> {
        let cube = state.board[usize::from(t.from)].expect("a cube on the square");
        let side = usize::from(cube.side);
        let captured = state.board[usize::from(t.to)];
        state.board[usize::from(t.to)] = Some(cube);
        state.board[usize::from(t.from)] = None;
        let kind = state.kinds[side][usize::from(cube.id)];
        if kind == Kind::Pawn && rank(t.to) == last_rank(cube.side) {
            state.kinds[side][usize::from(cube.id)] = t.promo.unwrap_or(Kind::Queen);
        }
        state.clock = if captured.is_some() || kind == Kind::Pawn {
            0
        } else {
            state.clock + 1
        };
        if captured.is_some() {
            state.seen.clear();
        }
        captured
    }

    /// The referee's answer to `t`: whether it is played, and (Decoy)
    /// whether it checks. Nothing is changed.
    pub fn judge(&self, state: &MState, t: Try) -> (bool, bool) {
        let side = state.to_move;
        let Some((cube, kind)) = state.kind_at(t.from) else {
            return (false, false);
        };
        if self.no {
            return (
                cube.id == 0 || super::board::reaches(&state.board, side, kind, t.from, t.to),
                false,
            );
        }
        let mut board = state.board;
        let mut kinds = state.kinds;
        board[usize::from(t.to)] = Some(cube);
        board[usize::from(t.from)] = None;
        if kind == Kind::Pawn && rank(t.to) == last_rank(side) {
            kinds[usize::from(side)][usize::from(cube.id)] = t.promo.unwrap_or(Kind::Queen);
        }
        if in_check(&board, &kinds, side) {
            (false, false)
        } else {
            (true, in_check(&board, &kinds, 1 - side))
        }
    }

    fn try_decoy(&self, state: &mut MState, t: Try) {
        let side = state.to_move;
        let (ok, _) = self.judge(state, t);
        if !ok {
            // Refused: the seat tries again (gap 4).
            state.tries.push(t);
            state.log.push(Event {
                seat: side,
                tried: Some(t),
                ok: false,
                check: false,
            });
            return;
        }
        Self::execute(state, t);
        let check = in_check(&state.board, &state.kinds, 1 - side);
        state.check = check;
        state.log.push(Event {
            seat: side,
            tried: Some(t),
            ok: true,
            check,
        });
        self.next_turn(state);
        let now = state.arrangement();
        state.seen.push(now);
        if !self.has_legal(state) {
            state.end = Some(if check { End::Mate } else { End::Stalemate });
        } else if state.seen.iter().filter(|&&h| h == now).count() >= 3 {
            state.end = Some(End::Repetition);
        } else if state.clock >= 100 {
            state.end = Some(End::Fifty);
        }
    }

    fn try_no(&self, state: &mut MState, t: Try) {
        let side = state.to_move;
        let (cube, kind) = state.kind_at(t.from).expect("a cube on the square");
        let ok = cube.id == 0 || super::board::reaches(&state.board, side, kind, t.from, t.to);
        state.log.push(Event {
            seat: side,
            tried: Some(t),
            ok,
            check: false,
        });
        if !ok {
            state.tries.push(t);
            if state.tries.len() >= usize::from(TRY_CAP) {
                self.next_turn(state);
            }
            return;
        }
        let captured = Self::execute(state, t);
        if captured.is_some_and(|c| c.id == 0) {
            state.end = Some(End::KingTaken(side));
        } else if state.clock >= 100 {
            state.end = Some(End::Fifty);
        }
        self.next_turn(state);
    }

    /// Decoy: whether the seat to move has a move that leaves its King
    /// safe.
    pub fn has_legal(&self, state: &MState) -> bool {
        let side = state.to_move;
        let mut dests = Vec::with_capacity(28);
        for from in 0..64u8 {
            let Some((_, kind)) = state.kind_at(from).filter(|(c, _)| c.side == side) else {
                continue;
            };
            dests.clear();
            destinations(&state.board, side, kind, from, &mut dests);
            for &to in &dests {
                let mut board = state.board;
                let mut kinds = state.kinds;
                let cube = board[usize::from(from)];
                board[usize::from(to)] = cube;
                board[usize::from(from)] = None;
                if kind == Kind::Pawn && rank(to) == last_rank(side) {
                    kinds[usize::from(side)][usize::from(cube.map_or(0, |c| c.id))] = Kind::Queen;
                }
                if !in_check(&board, &kinds, side) {
                    return true;
                }
            }
        }
        false
    }

    /// How the game ended.
    pub fn outcome(&self, state: &MState) -> Option<Outcome> {
        Some(match state.end? {
            End::Mate => {
                let winner = Seat(1 - state.to_move);
                Outcome::win(
                    winner,
                    Message::new("mimikri-checkmate").seat("seat", Seat(state.to_move)),
                )
            }
            End::Stalemate => {
                Outcome::draw(Message::new("mimikri-stalemate").seat("seat", Seat(state.to_move)))
            }
            End::Repetition => Outcome::draw(Message::new("mimikri-repetition")),
            End::Fifty => Outcome::draw(Message::new("mimikri-fifty")),
            End::Cap => Outcome::draw(Message::new("mimikri-cap").count("turns", TURN_CAP)),
            End::KingTaken(s) => {
                Outcome::win(Seat(s), Message::new("mimikri-king-taken").seat("seat", Seat(s)))
            }
        })
    }
}
