//! Randolph's puzzle race (`look-puzzle`, §33.4), made a game of turns for
//! chat.
//!
//! Each round the tokens are laid afresh (twelve throws). The round's
//! declarer says whether the six tiles can cover the whole layout
//! (`claim-yes`) or not (`claim-no`). The text's "the others have 10
//! seconds to dispute" becomes a turn for each other player in seat order
//! after the declarer, `dispute` or `accept`, each on the game's clock (the
//! window is the time control the challenge sets). Then the layout is
//! checked by exhaustive search: the declarer scores +1 if right and −1 if
//! wrong; each disputer the opposite; players who accepted score nothing
//! (gap 2: with no dispute only the declarer is scored). With more than two
//! players, whoever was wrong may neither claim nor dispute in the next
//! round (gap 1). The first to the agreed points (option `points`, 3 or 5)
//! wins; if several reach them in one round, the highest score wins, a tie
//! is shared. Our choices where the text is silent: declaring rotates
//! round by round (the next seat after the last declarer that may play);
//! after [`ROUND_CAP`] rounds the highest score wins.
//!
//! When a round is checked the bot shows a covering if there is one (gap
//! 3): in the words of the move that closed the round.
//!
//! # Position text
//!
//! The layout (as in every Look rule set), the scores by seat joined by
//! `,`, the round (from 1), the declarer (`1` the first seat), the claim
//! (`yes`, `no`, or `-` not yet made) and one mark per seat: `.` nothing
//! yet, `d` disputed, `a` accepted, `x` sitting this round out. The start
//! of a game for two is `.../.../.../... 0,0 1 1 - ..`.

use super::board::{CELLS, Colour, covering};
use super::{End, LMove, LookRules, LookState, RuleSet};
use crate::{Message, Outcome, Seat};

/// Rounds after which the highest score wins (our choice: random play
/// ends far sooner; it keeps every game finite).
pub const ROUND_CAP: u32 = 30;
/// Most seats.
pub const MAX_SEATS: usize = 6;

/// How a round was settled, for the picture.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Verdict {
    pub round: u32,
    pub declarer: Seat,
    pub claim: bool,
    /// Whether the layout could be covered.
    pub truth: bool,
    /// Seats that disputed, as bits.
    pub disputed: u8,
    /// Points each seat won or lost.
    pub deltas: [i8; MAX_SEATS],
    /// The layout checked and a covering of it, if there is one.
    pub layout: [Colour; CELLS],
    pub covering: Option<[u8; CELLS]>,
}

/// The race's state.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Puzzle {
    pub(super) seats: u8,
    pub(super) scores: [i32; MAX_SEATS],
    pub(super) round: u32,
    pub(super) declarer: u8,
    /// Seats sitting this round out, as bits.
    pub(super) out: u8,
    pub(super) claim: Option<bool>,
    /// Seats that answered, and those of them that disputed, as bits.
    pub(super) answered: u8,
    pub(super) disputed: u8,
    /// Whether the layout can be covered, once dealt.
    pub(super) truth: Option<bool>,
    pub(super) last: Option<Verdict>,
}

impl Puzzle {
    pub fn new(seats: u8) -> Puzzle {
        Puzzle {
            seats,
            scores: [0; MAX_SEATS],
            round: 1,
            declarer: 0,
            out: 0,
            claim: None,
            answered: 0,
            disputed: 0,
            truth: None,
            last: None,
        }
    }

    /// The scores by seat.
    pub fn scores(&self) -> &[i32] {
        &self.scores[..usize::from(self.seats)]
    }

    pub fn round(&self) -> u32 {
        self.round
    }

    pub fn declarer(&self) -> Seat {
        Seat(self.declarer)
    }

    pub fn claim(&self) -> Option<bool> {
        self.claim
    }

    /// Whether `seat` sits this round out.
    pub fn sits_out(&self, seat: Seat) -> bool {
        self.out & (1 << seat.0) != 0
    }

    /// Whether `seat` disputed this round's claim.
    pub fn disputed(&self, seat: Seat) -> bool {
        self.disputed & (1 << seat.0) != 0
    }

    /// How the last round was settled.
    pub fn last(&self) -> Option<&Verdict> {
        self.last.as_ref()
    }

    /// Whether the layout can be covered (once dealt).
    pub fn truth(&self) -> Option<bool> {
        self.truth
    }

    /// The next seat to answer the claim, in seat order after the
    /// declarer.
    pub(super) fn next_answer(&self) -> Option<Seat> {
        (1..self.seats)
            .map(|i| (self.declarer + i) % self.seats)
            .find(|&s| (self.out | self.answered) & (1 << s) == 0)
            .map(Seat)
    }

    /// The seat to move once the layout is dealt.
    pub fn to_move(&self) -> Seat {
        match self.claim {
            None => self.declarer(),
            Some(_) => self.next_answer().unwrap_or(self.declarer()),
        }
    }

    pub fn legal(&self, out: &mut Vec<LMove>) {
        match self.claim {
            None => out.extend([LMove::Claim(true), LMove::Claim(false)]),
            Some(_) => out.extend([LMove::Dispute, LMove::Accept]),
        }
    }

    /// The final standing: ranks by score, the single best the winner.
    pub fn outcome(&self, target: i32) -> Outcome {
        let scores = self.scores().to_vec();
        let best = scores.iter().copied().max().unwrap_or(0);
        let ranks: Vec<u8> = scores
            .iter()
            .map(|&s| 1 + scores.iter().filter(|&&o| o > s).count() as u8)
            .collect();
        let leaders: Vec<usize> = (0..scores.len()).filter(|&i| scores[i] == best).collect();
        let reason = if best >= target {
            Message::new("look-race-won").count("n", target)
        } else {
            Message::new("look-round-cap").count("n", ROUND_CAP)
        };
        let reason = match leaders.as_slice() {
            [one] => reason.seat("seat", Seat(*one as u8)),
            _ => reason.seat("seat", Seat(leaders[0] as u8)),
        };
        Outcome {
            winner: (leaders.len() == 1).then(|| Seat(leaders[0] as u8)),
            scores: Some(scores),
            ranks: Some(ranks),
            teams: None,
            reason,
        }
    }
}

/// The layout is complete: the check is made once, now.
pub fn dealt(state: &mut LookState) {
    let truth = state.full_layout().map(|l| covering(&l).is_some());
    if let Some(p) = state.puzzle.as_mut() {
        p.truth = truth;
    }
}

/// A claim or an answer.
pub fn apply<S: RuleSet>(rules: &LookRules<S>, state: &mut LookState, mv: LMove) {
    let Some(mut p) = state.puzzle.take() else {
        return;
    };
    match mv {
        LMove::Claim(claim) => p.claim = Some(claim),
        LMove::Dispute | LMove::Accept => {
            if let Some(seat) = p.next_answer() {
                p.answered |= 1 << seat.0;
                if mv == LMove::Dispute {
                    p.disputed |= 1 << seat.0;
                }
            }
        }
        _ => {}
    }
    if p.claim.is_some() && p.next_answer().is_none() {
        settle(rules, state, &mut p);
    }
    state.puzzle = Some(p);
}

/// Every answer is in: the layout is checked, the scores move, and the
/// race ends or a new round is dealt.
fn settle<S: RuleSet>(rules: &LookRules<S>, state: &mut LookState, p: &mut Puzzle) {
    let (Some(claim), Some(layout)) = (p.claim, state.full_layout()) else {
        return;
    };
    let cover = covering(&layout);
    let truth = cover.is_some();
    let right = claim == truth;
    let mut deltas = [0i8; MAX_SEATS];
    deltas[usize::from(p.declarer)] = if right { 1 } else { -1 };
    for s in 0..p.seats {
        if p.disputed & (1 << s) != 0 {
            deltas[usize::from(s)] = if right { -1 } else { 1 };
        }
    }
    for (score, d) in p.scores.iter_mut().zip(deltas) {
        *score += i32::from(d);
    }
    p.last = Some(Verdict {
        round: p.round,
        declarer: p.declarer(),
        claim,
        truth,
        disputed: p.disputed,
        deltas,
        layout,
        covering: cover,
    });
    let best = p.scores().iter().copied().max().unwrap_or(0);
    if best >= rules.target() || p.round >= ROUND_CAP {
        state.end = Some(End::Puzzle);
        return;
    }
    // A new round: the wrong sit it out (with more than two players), the
    // claim passes on, the tokens are laid afresh.
    p.out = if p.seats > 2 {
        (0..p.seats)
            .filter(|&s| deltas[usize::from(s)] < 0)
            .fold(0, |m, s| m | (1 << s))
    } else {
        0
    };
    p.declarer = (1..=p.seats)
        .map(|i| (p.declarer + i) % p.seats)
        .find(|&s| p.out & (1 << s) == 0)
        .unwrap_or(p.declarer);
    p.round += 1;
    p.claim = None;
    p.answered = 0;
    p.disputed = 0;
    p.truth = None;
    state.layout = [None; CELLS];
}
