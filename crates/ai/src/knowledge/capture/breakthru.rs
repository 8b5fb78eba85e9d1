//! Breakthru: a turn of two rook moves is one move, so a position lists
//! thousands of turns (5,016 at White's first turn, past 20,000 for White
//! in the middle game). A search of a few hundred iterations can try only
//! a few dozen of them, and a uniform random playout almost never moves
//! the King (a dozen King moves among thousands of turns) nor blocks his
//! lines. So:
//!
//! - the search keeps, at each node, a winning turn alone if there is one,
//!   else the [`KEEP`] best turns by a one-turn reading ([`score`]): the
//!   King's open lines to the edge, a King that can be taken, captures,
//!   pieces left where they can be taken, the King's room. Of two turns
//!   whose moves commute (the same two moves in the other order, the same
//!   position after) only one is kept;
//! - playouts are short ([`PLAYOUT_PLIES`] turns): each turn is the best of
//!   a few drawn at random (a winning one if any), then [`evaluate`] reads
//!   the position.
//!
//! Measured (release, `cargo run --release -p tavolo-ai --example arena --
//! breakthru level:1 random 20 2024`, seats alternating, 10 games a side):
//! before, with the turn as two plies and the plain search, 20 of 20 in
//! 101 s; with whole turns and these hooks, 20 of 20 in 40 s (and 4 of 4
//! at 300 iterations, seed 7); with whole turns and the plain search
//! (`plain:300`), 2 of 2 but 767 s for the two games, each node listing
//! and trying every turn.

use games::capture::breakthru::geometry::{EMPTY, KING, SIZE, WHITE, on_edge};
use games::capture::breakthru::{Breakthru, BtMove, BtState, Phase, Side};
use games::playout::SplitMix64;

use crate::hooks::Hooks;

/// Turns kept per node.
const KEEP: usize = 40;
/// Turns a playout plays before the position is read.
const PLAYOUT_PLIES: u32 = 4;
/// Turns drawn at random per playout turn; the best one is played.
const DRAWN: usize = 12;

const N: usize = SIZE;
const SQUARES: usize = N * N;

/// Knowledge for Breakthru: pruned and ordered turns, short greedy
/// playouts, an evaluation.
#[derive(Clone, Copy, Debug, Default)]
pub struct BreakthruKnowledge;

fn step(s: usize, (df, dr): (i32, i32)) -> Option<usize> {
    let (f, r) = ((s % N) as i32 + df, (s / N) as i32 + dr);
    ((0..N as i32).contains(&f) && (0..N as i32).contains(&r)).then(|| (r * N as i32 + f) as usize)
}

const ROOK: [(i32, i32); 4] = [(0, 1), (0, -1), (1, 0), (-1, 0)];
const DIAGONAL: [(i32, i32); 4] = [(1, 1), (1, -1), (-1, 1), (-1, -1)];

fn is_white(p: u8) -> bool {
    p == WHITE
}

/// The King's lines that reach the edge over empty squares, and the
/// squares he reaches.
fn king_lines(board: &[u8; SQUARES], king: usize) -> (u32, u32) {
    let (mut open, mut room) = (0, 0);
    for d in ROOK {
        let mut at = king;
        loop {
            match step(at, d) {
                Some(next) if board[next] == EMPTY => {
                    room += 1;
                    at = next;
                }
                Some(_) => break,
                None => {
                    // The King already stands on the edge: never asked.
                    open += u32::from(at != king);
                    break;
                }
            }
        }
    }
    (open, room)
}

/// Whether the piece on `s` has an enemy on a diagonal neighbour (it can
/// be taken on the enemy's turn).
fn exposed(board: &[u8; SQUARES], s: usize) -> bool {
    let p = board[s];
    DIAGONAL.iter().any(|&d| {
        step(s, d).is_some_and(|t| {
            let q = board[t];
            q != EMPTY && is_white(q) != is_white(p)
        })
    })
}

/// The squares a turn moves pieces to (and from), played on `board`;
/// returns whether it took the King.
fn play_on(board: &mut [u8; SQUARES], mv: &BtMove, moved: &mut [usize; 2]) -> bool {
    match *mv {
        BtMove::Go { from, to, then } => {
            let (f, t) = (usize::from(from), usize::from(to));
            board[t] = board[f];
            board[f] = EMPTY;
            moved[0] = t;
            moved[1] = t;
            if let Some((f2, t2)) = then {
                let (f2, t2) = (usize::from(f2), usize::from(t2));
                board[t2] = board[f2];
                board[f2] = EMPTY;
                moved[1] = t2;
            }
            false
        }
        BtMove::Take { from, to } => {
            let (f, t) = (usize::from(from), usize::from(to));
            let took_king = board[t] == KING;
            board[t] = board[f];
            board[f] = EMPTY;
            moved[0] = t;
            moved[1] = t;
            took_king
        }
        BtMove::Place(_) | BtMove::First(_) => false,
    }
}

fn king_square(board: &[u8; SQUARES]) -> Option<usize> {
    board.iter().position(|&p| p == KING)
}

/// A one-turn reading of `mv` for the side `side` that plays it on
/// `board` (higher is better for that side).
fn score(board: &[u8; SQUARES], side: Side, mv: &BtMove) -> i32 {
    let mut after = *board;
    let mut moved = [0usize; 2];
    let took_king = play_on(&mut after, mv, &mut moved);
    if took_king {
        return 100_000;
    }
    let Some(king) = king_square(&after) else {
        return 100_000;
    };
    if on_edge(king) {
        return 100_000;
    }
    let captured = i32::from(matches!(mv, BtMove::Take { .. }));
    let (open, room) = king_lines(&after, king);
    let king_exposed = exposed(&after, king);
    let mut hanging = 0;
    for (i, &s) in moved.iter().enumerate() {
        if (i == 0 || moved[1] != moved[0]) && exposed(&after, s) {
            hanging += 1;
        }
    }
    match side {
        Side::Black => {
            let edge = (king % N)
                .min(king / N)
                .min(N - 1 - king % N)
                .min(N - 1 - king / N) as i32;
            let mut v = 40 * captured - 30 * hanging + 2 * room as i32 - 6 * edge;
            if king_exposed {
                v -= 5_000;
            }
            // White has two moves to block: three open lines win.
            v += match open {
                0 => 0,
                1 => 60,
                2 => 400,
                _ => 3_000,
            };
            v
        }
        Side::White => {
            let mut v = 40 * captured - 30 * hanging - 3 * room as i32;
            if open > 0 {
                v -= 10_000 * open as i32;
            }
            if king_exposed {
                v += 150;
            }
            v
        }
    }
}

/// Whether two rook moves commute: the second one is legal before the
/// first, and the first after the second (then both orders reach the
/// same position).
fn commute(a: (u8, u8), b: (u8, u8)) -> bool {
    let on_path = |(from, to): (u8, u8), s: u8| {
        let (from, to, s) = (usize::from(from), usize::from(to), usize::from(s));
        let (ff, fr, tf, tr, sf, sr) = (from % N, from / N, to % N, to / N, s % N, s / N);
        let between = |x: usize, a: usize, b: usize| (a.min(b)..=a.max(b)).contains(&x);
        s != from
            && if ff == tf {
                sf == ff && between(sr, fr, tr)
            } else {
                sr == fr && between(sf, ff, tf)
            }
    };
    !on_path(b, a.0) && !on_path(a, b.1)
}

/// Whether the turn is the second order of two commuting moves (the
/// other order is listed too, and kept).
fn transposed(mv: &BtMove) -> bool {
    match *mv {
        BtMove::Go {
            from,
            to,
            then: Some(second),
        } => second.0 < from && commute((from, to), second),
        _ => false,
    }
}

impl BreakthruKnowledge {
    fn sorted(state: &BtState, moves: &mut Vec<BtMove>) {
        if state.phase() != Phase::Turn || moves.len() <= 1 {
            return;
        }
        let (board, side) = (state.board(), state.to_move());
        let mut scored: Vec<(i32, BtMove)> = moves
            .iter()
            .filter(|m| !transposed(m))
            .map(|m| (score(board, side, m), *m))
            .collect();
        if scored.is_empty() {
            return;
        }
        // The best first; ties keep the rules' order.
        scored.sort_by_key(|&(v, _)| std::cmp::Reverse(v));
        if scored[0].0 >= 100_000 {
            scored.truncate(1);
        } else {
            scored.truncate(KEEP);
        }
        moves.clear();
        moves.extend(scored.into_iter().map(|(_, m)| m));
    }
}

/// The position read from Black's side, in `-1..1`: the King's open lines
/// (decisive when Black is to move, or when White cannot block them all),
/// a King White can take, the material, the King's room and distance to
/// the edge.
fn evaluate_black(state: &BtState) -> f64 {
    let board = state.board();
    let Some(king) = state.king() else {
        return -1.0;
    };
    if on_edge(king) {
        return 1.0;
    }
    let (open, room) = king_lines(board, king);
    let black_to_move = state.to_move() == Side::Black;
    if black_to_move && open > 0 {
        return 0.95;
    }
    if !black_to_move && exposed(board, king) {
        return -0.95;
    }
    if !black_to_move && open >= 3 {
        return 0.9;
    }
    let (blacks, whites) = state.material();
    let edge = (king % N)
        .min(king / N)
        .min(N - 1 - king % N)
        .min(N - 1 - king / N) as f64;
    let lead = 1.5 * blacks as f64 - whites as f64 + 0.15 * room as f64 - 0.6 * edge
        + if open == 2 { 2.0 } else { 0.5 * open as f64 };
    (lead / 8.0).tanh()
}

impl Hooks<Breakthru> for BreakthruKnowledge {
    fn order(&self, _rules: &Breakthru, state: &BtState, moves: &mut Vec<BtMove>) {
        Self::sorted(state, moves);
    }

    fn playout_move(
        &self,
        _rules: &Breakthru,
        state: &BtState,
        moves: &[BtMove],
        rng: &mut SplitMix64,
    ) -> usize {
        if state.phase() != Phase::Turn || moves.len() == 1 {
            return rng.below(moves.len());
        }
        let (board, side) = (state.board(), state.to_move());
        // A winning turn, if one is listed: the King to the edge, or taken.
        let king = state.king();
        if let Some(i) = moves.iter().position(|m| match (*m, side) {
            (BtMove::Go { from, to, then: None }, Side::Black) => {
                Some(usize::from(from)) == king && on_edge(usize::from(to))
            }
            (BtMove::Take { to, .. }, Side::White) => Some(usize::from(to)) == king,
            _ => false,
        }) {
            return i;
        }
        let mut best = (i32::MIN, 0);
        for _ in 0..DRAWN {
            let i = rng.below(moves.len());
            let v = score(board, side, &moves[i]);
            if v > best.0 {
                best = (v, i);
            }
        }
        best.1
    }

    fn playout_plies(&self) -> Option<u32> {
        Some(PLAYOUT_PLIES)
    }

    fn evaluate(&self, _rules: &Breakthru, state: &BtState, values: &mut [f64]) -> bool {
        if state.phase() != Phase::Turn {
            return false;
        }
        let v = evaluate_black(state);
        values[0] = v;
        values[1] = -v;
        true
    }
}

// The bot finds these hooks by the rules type.
crate::knowledge::register! {
    BreakthruKnowledge => [Breakthru],
}

#[cfg(test)]
mod tests {
    use super::*;
    use games::{Options, Rules};

    fn rules() -> Breakthru {
        Breakthru::new(&Options::defaults(Breakthru::info().options)).unwrap()
    }

    #[test]
    fn only_one_order_of_commuting_moves_is_kept_and_at_most_keep_turns() {
        let r = rules();
        let mut s = r.initial();
        r.play(&mut s, "white").unwrap();
        let mut moves = r.legal_vec(&s);
        assert_eq!(moves.len(), 5016);
        let text = |m: &BtMove| r.format_move(&s, m);
        let d2 = moves.iter().find(|m| text(m) == "d2-d3 j5-i5").copied().unwrap();
        let j5 = moves.iter().find(|m| text(m) == "j5-i5 d2-d3").copied().unwrap();
        assert!(!transposed(&d2) && transposed(&j5));
        // d2-c2 opens nothing b4-b2 needs, and b2 is off d2's path: these
        // commute, and the order with the lower square first is kept.
        let b4 = moves.iter().find(|m| text(m) == "b4-b2 d2-c2").copied().unwrap();
        assert!(transposed(&b4));
        // d2-d1 then b4-b1: b1 is not on d2-d1's path, d2 not on b4-b1's.
        let first = moves.iter().find(|m| text(m) == "d2-d1 b4-b1").copied().unwrap();
        assert!(!transposed(&first));
        let kept = moves.iter().filter(|m| !transposed(m)).count();
        assert!(kept > 2500 && kept < 5016, "{kept}");
        BreakthruKnowledge::sorted(&s, &mut moves);
        assert_eq!(moves.len(), KEEP);
    }

    #[test]
    fn an_open_line_is_taken_by_black_and_blocked_by_white() {
        let r = rules();
        // Black: the King on f6 with the f-file open upwards wins at once.
        let mut s = r.from_position(&position("kf6 wa1 wb1 bc5 bd5", "b")).unwrap();
        let mut moves = r.legal_vec(&s);
        BreakthruKnowledge::sorted(&s, &mut moves);
        assert_eq!(moves.len(), 1);
        r.apply(&mut s, &moves[0]);
        assert!(matches!(r.status(&s), games::Status::Over(o) if o.winner == Some(games::Seat::FIRST)));
        // White: the King's rank is open both ways (his own pieces close
        // the file); the best kept turn closes both ends.
        let s = r
            .from_position(&position("kf6 wa1 wb1 wk2 wk10 bc5 bf2 bf10", "w"))
            .unwrap();
        let mut moves = r.legal_vec(&s);
        BreakthruKnowledge::sorted(&s, &mut moves);
        let board = s.board();
        let mut after = *board;
        let mut moved = [0; 2];
        play_on(&mut after, &moves[0], &mut moved);
        assert_eq!(king_lines(&after, s.king().unwrap()).0, 0, "{:?}", moves[0]);
    }

    fn position(pieces: &str, turn: &str) -> String {
        let mut grid = [['.'; 11]; 11];
        for p in pieces.split_whitespace() {
            let (c, sq) = p.split_at(1);
            let f = usize::from(sq.as_bytes()[0] - b'a');
            let r: usize = sq[1..].parse().unwrap();
            grid[11 - r][f] = c.chars().next().unwrap();
        }
        let ranks: Vec<String> = grid.iter().map(|r| r.iter().collect()).collect();
        format!("{} {turn} 0", ranks.join("/"))
    }
}
