//! States a viewer cannot tell from the truth: the identities it does not
//! know dealt anew, consistently with everything the table saw.
//!
//! What a viewer knows: in Decoy its own identities as it set them out
//! (and its own promotions), in the No game the opponent's (and every promotion letter
//! typed, its own by typing them); the table knows neither side's. The
//! Kings are known to all.
//!
//! How: first one pass over the public log gives, per unknown cube, the
//! identities its own tries allow (each move played must be one its
//! identity makes, paths and pawn captures as the board stood; in Decoy a
//! refused try too, it was offered; in the No game each failed try must be
//! one its identity does not make; a pawn that reached its last rank goes
//! on as any piece its later tries allow). Then, up to [`ATTEMPTS`] times,
//! each unknown side's drawn cubes are dealt from the box (1 Q, 2 R, 2 B,
//! 2 N, 8 P) within those sets, the most constrained cube first, and the
//! whole log is replayed with the engine: every answer (played, refused,
//! failed, check announced) must come out the same and the game must not
//! end before it did. The first deal that passes is the resample.
//!
//! Should every attempt fail (none did in the tests' games), the
//! resample is a search in a random order over the same deals
//! ([`search`]), bounded by [`SEARCH`] replays; past that bound the
//! function answers the truth, which it otherwise never reads: that case
//! is counted by [`FALLBACKS`] so tests can see it never happens in
//! their games.

use std::sync::atomic::{AtomicUsize, Ordering};

use super::MMove;
use super::board::{Board, Cube, Kind, PROMOTIONS, SET, last_rank, rank, reaches};
use super::legal::{Engine, deal_place};
use super::state::{DRAWN, MState};
use crate::playout::SplitMix64;

/// Random deals tried before the search.
pub const ATTEMPTS: usize = 200;
/// Replays the search may make.
pub const SEARCH: usize = 2_000;
/// Resamples that had to answer the truth.
pub static FALLBACKS: AtomicUsize = AtomicUsize::new(0);

const DRAWN_KINDS: [Kind; 5] = [Kind::Queen, Kind::Rook, Kind::Bishop, Kind::Knight, Kind::Pawn];
const ALL: u8 = (1 << 1) | (1 << 2) | (1 << 3) | (1 << 4) | (1 << 5);
const PROMO_ALL: u8 = (1 << 1) | (1 << 2) | (1 << 3) | (1 << 4);

/// Which sides' identities `viewer` does not know.
pub fn unknown(e: &Engine, viewer: Option<u8>) -> [bool; 2] {
    match viewer {
        None => [true, true],
        Some(v) if e.no => [v == 0, v == 1],
        Some(v) => [v != 0, v != 1],
    }
}

/// Per cube: the identities it may have been dealt, and what it may have
/// become if it was a pawn that promoted.
struct Masks {
    born: [[u8; 9]; 2],
    promo: [[u8; 9]; 2],
}

fn masks(e: &Engine, state: &MState, unknown: [bool; 2]) -> Masks {
    let mut m = Masks {
        born: [[ALL; 9]; 2],
        promo: [[PROMO_ALL; 9]; 2],
    };
    let mut promoted = [[false; 9]; 2];
    let mut board: Board = MState::new().board;
    for k in 0..state.dealt {
        let (cube, sq) = deal_place(k);
        board[usize::from(sq)] = Some(cube);
    }
    for ev in &state.log {
        let Some(t) = ev.tried else { continue };
        let Some(cube) = board[usize::from(t.from)] else {
            continue;
        };
        let (s, i) = (usize::from(cube.side), usize::from(cube.id));
        if unknown[s] && cube.id != 0 {
            // Decoy: played and refused tries were both offered, so made
            // by the identity; No: played ones are, failed ones are not.
            let need = !e.no || ev.ok;
            for k in [Kind::Queen, Kind::Rook, Kind::Bishop, Kind::Knight] {
                if m.born[s][i] & k.bit() != 0 && reaches(&board, cube.side, k, t.from, t.to) != need {
                    m.born[s][i] &= !k.bit();
                }
            }
            if m.born[s][i] & Kind::Pawn.bit() != 0 {
                if promoted[s][i] {
                    for k in PROMOTIONS {
                        if m.promo[s][i] & k.bit() != 0 && reaches(&board, cube.side, k, t.from, t.to) != need
                        {
                            m.promo[s][i] &= !k.bit();
                        }
                    }
                    if m.promo[s][i] == 0 {
                        m.born[s][i] &= !Kind::Pawn.bit();
                    }
                } else if reaches(&board, cube.side, Kind::Pawn, t.from, t.to) != need {
                    m.born[s][i] &= !Kind::Pawn.bit();
                } else if ev.ok && rank(t.to) == last_rank(cube.side) {
                    promoted[s][i] = true;
                    if e.no {
                        m.promo[s][i] = t.promo.map_or(Kind::Queen.bit(), Kind::bit);
                    }
                }
            }
        }
        if ev.ok {
            board[usize::from(t.to)] = Some(cube);
            board[usize::from(t.from)] = None;
        }
    }
    m
}

/// The cubes of `side` dealt so far.
fn dealt_ids(state: &MState, side: u8) -> Vec<u8> {
    let n = state.dealt.saturating_sub(side * DRAWN).min(DRAWN);
    (1..=n).collect()
}

/// Deals `side`'s dealt cubes from the box within their masks, the most
/// constrained first; `None` when a cube is left with nothing.
fn deal_side(state: &MState, side: u8, m: &Masks, rng: &mut SplitMix64) -> Option<[Kind; 9]> {
    let mut ids = dealt_ids(state, side);
    shuffle(&mut ids, rng);
    ids.sort_by_key(|&id| m.born[usize::from(side)][usize::from(id)].count_ones());
    let mut left: [u8; 5] = SET.map(|(_, n)| n);
    let mut kinds = [Kind::King; 9];
    for id in ids {
        let mask = m.born[usize::from(side)][usize::from(id)];
        let total: u32 = DRAWN_KINDS
            .iter()
            .zip(left)
            .filter(|(k, _)| mask & k.bit() != 0)
            .map(|(_, n)| u32::from(n))
            .sum();
        if total == 0 {
            return None;
        }
        let mut pick = rng.below(total as usize) as u32;
        for (j, kind) in DRAWN_KINDS.iter().enumerate() {
            if mask & kind.bit() == 0 {
                continue;
            }
            let w = u32::from(left[j]);
            if pick < w {
                left[j] -= 1;
                kinds[usize::from(id)] = *kind;
                break;
            }
            pick -= w;
        }
    }
    Some(kinds)
}

/// Replays the public log with `born` identities; the state it reaches
/// when every answer comes out as the table saw it.
fn replay(
    e: &Engine,
    state: &MState,
    born: &[[Kind; 9]; 2],
    unknown: [bool; 2],
    m: &Masks,
    rng: &mut SplitMix64,
) -> Option<MState> {
    let mut s = MState::new();
    for k in 0..state.dealt {
        let (cube, _) = deal_place(k);
        e.apply(
            &mut s,
            MMove::Deal(born[usize::from(cube.side)][usize::from(cube.id)]),
        );
    }
    // Decoy's settings out: the identities dealt here are the cubes as
    // set out, so each side keeps them.
    let set_out = if state.dealt_all() { state.ordered } else { 0 };
    while s.ordering() && s.ordered < set_out {
        let kept = MMove::Arrange(s.order(s.to_move));
        e.apply(&mut s, kept);
    }
    for ev in &state.log {
        let before = s.log.len();
        match ev.tried {
            None => {
                let mut legal = Vec::new();
                e.legal(&s, &mut legal);
                if legal != [MMove::Pass] {
                    return None;
                }
                e.apply(&mut s, MMove::Pass);
            }
            Some(mut t) => {
                let (cube, kind) = s.kind_at(t.from)?;
                let (side, id) = (usize::from(cube.side), usize::from(cube.id));
                if !e.no && !reaches(&s.board, cube.side, kind, t.from, t.to) {
                    return None;
                }
                if unknown[side] && !e.no && cube.id != 0 {
                    t.promo = (kind == Kind::Pawn && rank(t.to) == last_rank(cube.side))
                        .then(|| pick_promotion(m.promo[side][id], rng));
                }
                e.apply(&mut s, MMove::Try(t));
            }
        }
        let got = s.log.get(before)?;
        if got.ok != ev.ok || got.check != ev.check || s.over() {
            return None;
        }
    }
    (s.to_move == state.to_move && s.ordered == state.ordered && s.tries.len() == state.tries.len())
        .then_some(s)
}

fn pick_promotion(mask: u8, rng: &mut SplitMix64) -> Kind {
    let allowed: Vec<Kind> = PROMOTIONS.into_iter().filter(|k| mask & k.bit() != 0).collect();
    if allowed.is_empty() {
        Kind::Queen
    } else {
        allowed[rng.below(allowed.len())]
    }
}

/// A state `viewer` cannot tell from `state` (see the module's text).
pub fn resample(e: &Engine, state: &MState, viewer: Option<u8>, rng: &mut SplitMix64) -> MState {
    let unknown = unknown(e, viewer);
    let m = masks(e, state, unknown);
    let deal = |rng: &mut SplitMix64| -> Option<[[Kind; 9]; 2]> {
        let mut born = state.born;
        for side in 0..2u8 {
            if unknown[usize::from(side)] {
                born[usize::from(side)] = deal_side(state, side, &m, rng)?;
                born[usize::from(side)][0] = Kind::King;
            }
        }
        Some(born)
    };
    for _ in 0..ATTEMPTS {
        if let Some(born) = deal(rng)
            && let Some(s) = replay(e, state, &born, unknown, &m, rng)
        {
            return s;
        }
    }
    if let Some(s) = search(e, state, unknown, &m, rng) {
        return s;
    }
    FALLBACKS.fetch_add(1, Ordering::Relaxed);
    state.clone()
}

/// Every deal of the unknown cubes within their masks, in a random order
/// of cubes and identities, each replayed, up to [`SEARCH`] replays.
fn search(e: &Engine, state: &MState, unknown: [bool; 2], m: &Masks, rng: &mut SplitMix64) -> Option<MState> {
    let mut slots: Vec<Cube> = Vec::new();
    for side in 0..2u8 {
        if unknown[usize::from(side)] {
            slots.extend(dealt_ids(state, side).into_iter().map(|id| Cube { side, id }));
        }
    }
    let mut order: Vec<Kind> = DRAWN_KINDS.to_vec();
    shuffle(&mut order, rng);
    let mut born = state.born;
    let mut left = [SET.map(|(_, n)| n); 2];
    let mut budget = SEARCH;
    fill(
        e,
        state,
        unknown,
        m,
        &slots,
        0,
        &order,
        &mut born,
        &mut left,
        &mut budget,
        rng,
    )
}

#[allow(clippy::too_many_arguments)]
fn fill(
    e: &Engine,
    state: &MState,
    unknown: [bool; 2],
    m: &Masks,
    slots: &[Cube],
    at: usize,
    order: &[Kind],
    born: &mut [[Kind; 9]; 2],
    left: &mut [[u8; 5]; 2],
    budget: &mut usize,
    rng: &mut SplitMix64,
) -> Option<MState> {
    if *budget == 0 {
        return None;
    }
    let Some(cube) = slots.get(at) else {
        *budget -= 1;
        return replay(e, state, born, unknown, m, rng);
    };
    let (s, i) = (usize::from(cube.side), usize::from(cube.id));
    for &k in order {
        let j = DRAWN_KINDS.iter().position(|&d| d == k).unwrap_or(0);
        if m.born[s][i] & k.bit() == 0 || left[s][j] == 0 {
            continue;
        }
        left[s][j] -= 1;
        born[s][i] = k;
        if let Some(found) = fill(
            e,
            state,
            unknown,
            m,
            slots,
            at + 1,
            order,
            born,
            left,
            budget,
            rng,
        ) {
            return Some(found);
        }
        left[s][j] += 1;
    }
    None
}

fn shuffle<T>(v: &mut [T], rng: &mut SplitMix64) {
    for i in (1..v.len()).rev() {
        let j = rng.below(i + 1);
        v.swap(i, j);
    }
}
