//! Hoppa's moves listed and applied, superko, and the end.

use super::board::{CELLS, NEXT, OFF, TALL, Unit};
use super::{End, HMove, HoppaState, Lifting, Outcome};
use crate::{Message, Seat};

/// Zobrist keys: one per cell and unit code, from a fixed SplitMix64 run.
static KEYS: std::sync::LazyLock<Vec<[u64; 32]>> = std::sync::LazyLock::new(|| {
    let mut rng = crate::playout::SplitMix64(0x4850_5041);
    (0..CELLS)
        .map(|_| std::array::from_fn(|_| rng.next_u64()))
        .collect()
});

/// The hash of a whole board.
pub fn hash(cells: &[Unit; CELLS]) -> u64 {
    cells
        .iter()
        .enumerate()
        .filter(|(_, u)| !u.is_empty())
        .fold(0, |h, (c, u)| h ^ KEYS[c][u.code()])
}

fn key(cell: usize, unit: Unit) -> u64 {
    if unit.is_empty() {
        0
    } else {
        KEYS[cell][unit.code()]
    }
}

/// The board after `mv` by `me`, as the changes it makes: (cell, unit
/// after) for each cell it touches.
pub fn changes(cells: &[Unit; CELLS], me: Seat, mv: HMove) -> ([(usize, Unit); 4], usize) {
    let mut out = [(0, Unit::EMPTY); 4];
    match mv {
        HMove::Place(c) => {
            let c = usize::from(c);
            out[0] = (c, Unit::lone(me));
            (out, 1)
        }
        HMove::Stack { from, to } => {
            let (from, to) = (usize::from(from), usize::from(to));
            out[0] = (from, cells[from].pop());
            out[1] = (to, cells[to].push(me));
            (out, 2)
        }
        HMove::Jump { from, dir, over } => {
            let from = usize::from(from);
            out[0] = (from, cells[from].pop());
            let mut c = from;
            for k in 0..usize::from(over) {
                c = usize::from(NEXT[c][usize::from(dir)]);
                out[1 + k] = (c, cells[c].turned(me));
            }
            let land = usize::from(NEXT[c][usize::from(dir)]);
            out[1 + usize::from(over)] = (land, Unit::lone(me));
            (out, 2 + usize::from(over))
        }
    }
}

/// The hash of the board after `mv`.
fn hash_after(state: &HoppaState, mv: HMove) -> u64 {
    let (changed, n) = changes(&state.cells, state.to_move, mv);
    changed[..n]
        .iter()
        .fold(state.hash, |h, &(c, u)| h ^ key(c, state.cells[c]) ^ key(c, u))
}

/// Why a move that is shaped right is refused by superko: it brings back
/// an earlier position.
pub fn repeats(state: &HoppaState, mv: HMove) -> bool {
    // A placement adds a disc, so it never repeats a position.
    !matches!(mv, HMove::Place(_))
        && (state.forbidden.contains(&mv) || state.history.contains(&hash_after(state, mv)))
}

/// Every move of the player to move by the board alone, superko aside.
pub fn candidates(state: &HoppaState, lifting: Lifting, out: &mut Vec<HMove>) {
    let me = state.to_move;
    let cells = &state.cells;
    for c in 0..CELLS {
        let unit = cells[c];
        if unit.is_empty() {
            out.push(HMove::Place(c as u8));
            continue;
        }
        if unit.top() != Some(me) {
            continue;
        }
        let h = unit.height();
        if h == 1 || lifting == Lifting::Tops {
            for &n in &NEXT[c] {
                if n != OFF && !cells[usize::from(n)].is_empty() && cells[usize::from(n)].height() < TALL {
                    out.push(HMove::Stack { from: c as u8, to: n });
                }
            }
        }
        if h < 2 {
            continue;
        }
        for (d, &a) in NEXT[c].iter().enumerate() {
            if a == OFF {
                continue;
            }
            let first = cells[usize::from(a)];
            if first.is_empty() || first.top() == Some(me) {
                continue;
            }
            let b = NEXT[usize::from(a)][d];
            if b == OFF {
                continue;
            }
            let second = cells[usize::from(b)];
            if second.is_empty() {
                // A stack of two may not jump a stack of three.
                if h == TALL || first.height() < TALL {
                    out.push(HMove::Jump {
                        from: c as u8,
                        dir: d as u8,
                        over: 1,
                    });
                }
            } else if h == TALL && second.top() != Some(me) {
                let land = NEXT[usize::from(b)][d];
                if land != OFF && cells[usize::from(land)].is_empty() {
                    out.push(HMove::Jump {
                        from: c as u8,
                        dir: d as u8,
                        over: 2,
                    });
                }
            }
        }
    }
}

/// The legal moves: the board's, less those superko forbids.
pub fn legal(state: &HoppaState, lifting: Lifting, out: &mut Vec<HMove>) {
    if state.end.is_some() {
        return;
    }
    let start = out.len();
    candidates(state, lifting, out);
    let mut i = start;
    while i < out.len() {
        if repeats(state, out[i]) {
            out.swap_remove(i);
        } else {
            i += 1;
        }
    }
}

/// Whether the player to move has a legal move: an empty cell always
/// gives one.
pub fn can_move(state: &HoppaState, lifting: Lifting) -> bool {
    if state.cells.iter().any(|u| u.is_empty()) {
        return true;
    }
    let mut moves = Vec::new();
    legal(state, lifting, &mut moves);
    !moves.is_empty()
}

/// Plays `mv` (assumed legal) and settles the end.
pub fn apply(state: &mut HoppaState, lifting: Lifting, mv: HMove) {
    let me = state.to_move;
    let (changed, n) = changes(&state.cells, me, mv);
    let mut flipped = Vec::new();
    for (k, &(c, u)) in changed[..n].iter().enumerate() {
        state.hash ^= key(c, state.cells[c]) ^ key(c, u);
        if matches!(mv, HMove::Jump { .. }) && k > 0 && k + 1 < n {
            flipped.push((c as u8, state.cells[c].top().unwrap_or(me)));
        }
        state.cells[c] = u;
    }
    if matches!(mv, HMove::Place(_)) {
        // Positions with fewer discs can never come back.
        state.history.clear();
    }
    state.history.push(state.hash);
    state.forbidden.clear();
    state.plies += 1;
    state.to_move = me.other();
    state.last = Some(super::Last {
        mover: me,
        mv,
        flipped,
    });
    settle(state, lifting);
}

/// Ends the game when the player to move is stuck or the ply cap is hit.
pub fn settle(state: &mut HoppaState, lifting: Lifting) {
    state.end = None;
    if !can_move(state, lifting) {
        state.end = Some(End::Stuck(state.to_move));
    } else if state.plies >= super::MAX_PLIES {
        state.end = Some(End::Cap);
    }
}

/// Active discs (lone discs and stack tops) of Red and Yellow.
pub fn active(cells: &[Unit; CELLS]) -> [u32; 2] {
    let mut n = [0; 2];
    for u in cells {
        if let Some(top) = u.top() {
            n[top.index()] += 1;
        }
    }
    n
}

/// The outcome of a finished game.
pub fn outcome(end: End, cells: &[Unit; CELLS]) -> Outcome {
    let counts = active(cells);
    match end {
        End::Stuck(loser) => {
            let winner = loser.other();
            let (w, l) = (counts[winner.index()], counts[loser.index()]);
            // The text: a winner with fewer discs is recorded 19–18.
            let (w, l) = if w > l { (w, l) } else { (19, 18) };
            let mut scores = vec![0i32; 2];
            scores[winner.index()] = w as i32;
            scores[loser.index()] = l as i32;
            Outcome::win(winner, Message::new("hoppa-stuck").seat("seat", loser)).with_scores(scores)
        }
        End::Cap => Outcome::draw(Message::new("hoppa-ply-cap").count("n", super::MAX_PLIES))
            .with_scores(counts.iter().map(|&n| n as i32).collect()),
    }
}
