//! The base turn (`oh-wah-ree`): one lap, passing over the origin of 12 or
//! more seeds, then the walk back through the opponents' pits of 2 or 3;
//! with what Coastal adds (feeding, no capturing everything) and what Grand
//! adds (the pits are captured with their seeds).

use super::super::board::{Board, Cell, store};
use super::super::capture::{two_or_three, walk_back};
use super::super::engine::{Move, State};
use super::super::layout::Dir;
use super::super::sowing::{self, Laps, Next, Sowing};
use super::super::trace::{Lap, Trace, Word};
use super::{Kind, OwrExtra, PITS, QUIET_LIMIT, Ring, RuleSet, outcome_by, owner_of};
use crate::{Message, Outcome, Seat};

/// One lap, passing over a big origin.
struct OneLap;

impl Laps for OneLap {
    fn skips(&self, _board: &Board, cell: Cell, lap: &Sowing) -> bool {
        sowing::skips_big_origin(cell, lap)
    }

    fn lap_end(&mut self, _board: &mut Board, _lap: &Lap, _trace: &mut Trace) -> Next {
        Next::Stop(Word::None)
    }
}

const TWO_OR_THREE: Word = Word::OwrTwoOrThree;
const PIT_TAKEN: Word = Word::OwrPitsChangeHands;

/// The pits a walk back from the last seed takes for `mover`.
fn walk<K: RuleSet>(
    ring: &Ring<K>,
    board: &Board,
    x: &OwrExtra,
    mover: Seat,
    last: Cell,
    dir: Dir,
) -> super::super::capture::Walked {
    let circuit = ring.layout.circuit(mover);
    walk_back(board, circuit, last, dir, |c, n| {
        c < PITS && owner_of(x, c) != mover && two_or_three(n)
    })
    .0
}

/// Plays the base turn from `pit` on `board` (Coastal's and Grand's
/// additions included). `restrain`: apply Coastal's "no capturing
/// everything" (off when judging which moves would capture everything).
#[allow(clippy::too_many_arguments)]
pub(super) fn sow<K: RuleSet>(
    ring: &Ring<K>,
    state: &State<OwrExtra>,
    board: &mut Board,
    x: &mut OwrExtra,
    pit: Cell,
    dir: Dir,
    trace: &mut Trace,
    restrain: bool,
) {
    let mover = state.to_move;
    let circuit = ring.layout.circuit(mover);
    let start = Next::Lift { cell: pit, dir };
    // One lap always ends.
    let _ = sowing::sow(circuit, board, start, &mut OneLap, trace);
    let Some(last) = trace.last() else {
        return;
    };
    let pits = walk(ring, board, x, mover, last, dir);
    if pits.is_empty() {
        return;
    }
    if K::KIND == Kind::Coastal && restrain {
        // No capturing everything: the move is legal only because every
        // move would empty the next seat, so it captures nothing.
        let next = mover.next(ring.seats);
        let left: u32 = (0..PITS)
            .filter(|&p| owner_of(x, p) == next)
            .map(|p| u32::from(board.get(p)))
            .sum::<u32>();
        let taken_from_next: u32 = pits
            .as_slice()
            .iter()
            .filter(|&&p| owner_of(x, p) == next)
            .map(|&p| u32::from(board.get(p)))
            .sum();
        if left > 0 && taken_from_next == left {
            trace.note(None, Word::OwrNoCaptureStarve);
            return;
        }
    }
    if K::KIND == Kind::Grand {
        trace.note(None, PIT_TAKEN);
    }
    for &c in pits.iter() {
        let n = board.take(c);
        board.add(store(mover), n);
        trace.take(c, n, mover, TWO_OR_THREE);
        if K::KIND == Kind::Grand {
            x.owners[usize::from(c)] = mover.0;
        }
    }
}

/// Seeds the seat after `mover` keeps after `mv` (captures included), and
/// whether the sowing put any seed in his pits.
fn after_for_next<K: RuleSet>(ring: &Ring<K>, state: &State<OwrExtra>, mv: &Move) -> (u32, bool) {
    let mover = state.to_move;
    let next = mover.next(ring.seats);
    let Some(pit) = mv.pit() else {
        return (0, false);
    };
    let mut board = state.board;
    let mut x = state.x.clone();
    let mut trace = ring.trace(state, mv);
    sow(
        ring,
        state,
        &mut board,
        &mut x,
        pit,
        Ring::<K>::dir_of(mv),
        &mut trace,
        false,
    );
    let left = (0..PITS)
        .filter(|&p| owner_of(&x, p) == next)
        .map(|p| u32::from(board.get(p)))
        .sum();
    let fed = (0..PITS).any(|p| owner_of(&state.x, p) == next && trace.sown & (1 << p) != 0);
    (left, fed)
}

/// Coastal's legal moves: feed a starving next seat if possible; never
/// capture all his seeds while another move does not.
pub(super) fn coastal_legal<K: RuleSet>(
    ring: &Ring<K>,
    state: &State<OwrExtra>,
    pits: &[Cell],
    out: &mut Vec<Move>,
) {
    let mut all = Vec::new();
    ring.sowings(pits, &mut all);
    let next = state.to_move.next(ring.seats);
    let starving = Ring::<K>::seeds_of(state, next) == 0;
    let judged: Vec<(Move, u32, bool)> = all
        .into_iter()
        .map(|m| {
            let (left, fed) = after_for_next(ring, state, &m);
            (m, left, fed)
        })
        .collect();
    let candidates: Vec<&(Move, u32, bool)> = judged.iter().filter(|(_, _, fed)| !starving || *fed).collect();
    let safe: Vec<Move> = candidates
        .iter()
        .filter(|(_, left, _)| *left > 0)
        .map(|(m, _, _)| *m)
        .collect();
    if safe.is_empty() {
        out.extend(candidates.iter().map(|(m, _, _)| *m));
    } else {
        out.extend(safe);
    }
}

/// Why Coastal refuses the mover's pit `pit`.
pub(super) fn coastal_why_not<K: RuleSet>(
    ring: &Ring<K>,
    state: &State<OwrExtra>,
    pit: Cell,
) -> Option<Message> {
    let mover = state.to_move;
    let next = mover.next(ring.seats);
    let legal: Vec<Move> = {
        let mut out = Vec::new();
        coastal_legal(ring, state, &ring.sowable(state, mover), &mut out);
        out
    };
    if legal.iter().any(|m| m.pit() == Some(pit)) {
        return None;
    }
    let names: Vec<String> = legal
        .iter()
        .map(|m| super::super::notation::format(ring, state, m))
        .collect();
    if Ring::<K>::seeds_of(state, next) == 0 {
        Some(
            Message::new("mancala-must-feed")
                .seat("other", next)
                .seat("seat", mover)
                .code("pit", (pit + 1).to_string())
                .code("moves", names.join(", ")),
        )
    } else {
        Some(
            Message::new("oh-wah-ree-no-starving")
                .code("pit", (pit + 1).to_string())
                .seat("other", next)
                .code("moves", names.join(", ")),
        )
    }
}

/// Coastal: the seat to move cannot feed a starving next seat: the game
/// ends and he gives the seeds of his own pits to that seat.
pub(super) fn coastal_cannot_feed<K: RuleSet>(
    ring: &Ring<K>,
    state: &mut State<OwrExtra>,
) -> Option<Outcome> {
    let mover = state.to_move;
    let next = mover.next(ring.seats);
    if Ring::<K>::seeds_of(state, next) > 0 || Ring::<K>::seeds_of(state, mover) == 0 {
        return None;
    }
    let mut legal = Vec::new();
    coastal_legal(ring, state, &ring.sowable(state, mover), &mut legal);
    if !legal.is_empty() {
        return None;
    }
    for p in 0..PITS {
        if owner_of(&state.x, p) == mover {
            state.board.move_all(p, store(next));
        }
    }
    Ring::<K>::settle(state);
    let reason = Message::new("oh-wah-ree-end-cannot-feed")
        .seat("seat", mover)
        .seat("other", next);
    Some(outcome_by(&ring.stores(state), reason))
}

/// Grand: the end (every seed collected, the mover owns no pit with seeds,
/// or 50 quiet moves) and the winner by pits, then by seeds.
pub(super) fn conclude_grand<K: RuleSet>(ring: &Ring<K>, state: &mut State<OwrExtra>) {
    let mover = state.to_move;
    let reason = if (0..PITS).all(|p| state.board.get(p) == 0) {
        Message::new("oh-wah-ree-end-collected")
    } else if ring.sowable(state, mover).is_empty() {
        Message::new("oh-wah-ree-end-no-pit").seat("seat", mover)
    } else if state.x.quiet >= QUIET_LIMIT || state.ply >= super::MAX_PLIES - 1 {
        Message::new("oh-wah-ree-end-quiet").count("moves", QUIET_LIMIT)
    } else {
        return;
    };
    let pits: Vec<u32> = (0..2)
        .map(|s| state.x.owners.iter().filter(|&&o| o == s).count() as u32)
        .collect();
    let stores = ring.stores(state);
    // More pits wins; equal pits: more captured seeds (Mancala World);
    // then a draw. Seeds left on the board count for nobody.
    let outcome = if pits[0] != pits[1] {
        let mut o = outcome_by(&pits, Message::new("oh-wah-ree-end-by-pits").part("why", reason));
        o.scores = Some(pits.iter().map(|&p| p as i32).collect());
        o
    } else {
        let mut o = outcome_by(
            &stores,
            Message::new("oh-wah-ree-end-by-seeds").part("why", reason),
        );
        o.scores = Some(pits.iter().map(|&p| p as i32).collect());
        o
    };
    state.finish(outcome);
}
