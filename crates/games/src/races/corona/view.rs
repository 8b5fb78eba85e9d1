//! The picture: the ring of twelve spaces laid out like a clock face (12
//! on top, clockwise) on a five-by-five grid without its corners, the six
//! dice in its middle in their colours (a die whose pawn has moved drawn
//! faded, as the text takes it away), the bases on their spaces — black
//! while their pawn has not moved, then the pawn's letter in its colour —
//! and the last move of the plan marked. Each seat's panel gives its
//! counters and its bid: sealed until every seat has bid (a seat sees its
//! own), then shown.

use super::state::{BASES, Base, COLOUR_KEYS, CState, LETTERS, MAX_BID, Phase, SPACES, Settled, Step};
use super::{Corona, NAMES};
use crate::view::{Board, Mark, SeatPanel, TrackSquare, View};
use crate::{Message, Seat};

/// Where each space (0-based, space 1 first) stands on the grid: a clock
/// face, 12 on top.
const RING: [(u8, u8); SPACES as usize] = [
    (3, 4),
    (4, 3),
    (4, 2),
    (4, 1),
    (3, 0),
    (2, 0),
    (1, 0),
    (0, 1),
    (0, 2),
    (0, 3),
    (1, 4),
    (2, 4),
];

/// Where each colour's die lies, in the ring's middle.
const DICE: [(u8, u8); BASES] = [(1, 3), (2, 3), (3, 3), (1, 1), (2, 1), (3, 1)];

fn cell(s: u8) -> String {
    (s + 1).to_string()
}

fn die_cell(c: usize) -> String {
    format!("~die-{}", LETTERS[c])
}

/// A pawn's letter as a message code.
fn pawn(c: u8) -> String {
    LETTERS[usize::from(c)].to_string()
}

/// The message telling a move of the plan.
pub fn step_message(step: &Step) -> Message {
    Message::new("corona-step")
        .code("pawn", pawn(step.colour))
        .count("from", step.from + 1)
        .count("to", step.to + 1)
        .count("points", step.points)
}

/// The message telling how a round ended.
pub fn settled_message(settled: &Settled) -> Message {
    match settled {
        Settled::Void => Message::new("corona-settled-void"),
        Settled::Shown {
            declarer,
            bid,
            score,
            best,
            ..
        } => if score >= bid {
            Message::new("corona-settled-made")
        } else {
            Message::new("corona-settled-failed")
        }
        .seat("seat", Seat(*declarer))
        .count("score", *score)
        .count("bid", *bid)
        .count("best", *best),
    }
}

pub fn view(rules: &Corona, state: &CState, viewer: Option<Seat>) -> View {
    let e = &rules.e;
    let mut squares: Vec<TrackSquare> = RING
        .iter()
        .enumerate()
        .map(|(s, &(c, r))| TrackSquare::new(cell(s as u8), c, r))
        .collect();
    squares.extend(
        DICE.iter()
            .enumerate()
            .map(|(c, &(x, y))| TrackSquare::new(die_cell(c), x, y).special(Some("zone".into()))),
    );
    let mut view = View::new(Board::track(5, 5, squares));
    // Between rounds the ring shows where the last plan left the bases.
    let between = state.phase == Phase::Over || (state.phase == Phase::Set && state.bases.is_empty());
    let (bases, dice, steps): (&[Base], [u8; BASES], &[Step]) = match (&state.settled, between) {
        (
            Some(Settled::Shown {
                bases, dice, steps, ..
            }),
            true,
        ) => (bases, *dice, steps),
        _ => (&state.bases, state.dice, &state.steps),
    };
    for b in bases {
        match b.pawn {
            None => view.piece(cell(b.at), None, "man~paint:black"),
            Some(c) => view.piece(
                cell(b.at),
                None,
                &format!("{}~paint:{}", pawn(c), COLOUR_KEYS[usize::from(c)]),
            ),
        }
    }
    for (c, &d) in dice.iter().enumerate() {
        if d == 0 {
            continue;
        }
        let used = bases.iter().any(|b| b.pawn == Some(c as u8));
        let dim = if used { "~dim" } else { "" };
        view.piece(
            die_cell(c),
            None,
            &format!("die:{d}~paint:{}{dim}", COLOUR_KEYS[c]),
        );
    }
    if let Some(step) = steps.last() {
        view.mark(cell(step.from), Mark::From);
        view.mark(cell(step.to), Mark::To);
        view.arrows.push((cell(step.from), cell(step.to)));
    }
    // The bids: sealed while the bidding goes on, a seat seeing its own.
    let declarer = match state.phase {
        Phase::Plan => e.declarer(state),
        _ => None,
    };
    for s in 0..e.seats {
        let counters = state.counters[usize::from(s)];
        let bid = state.bids[usize::from(s)];
        let clause = if state.barred == Some(s) && state.phase != Phase::Over {
            Some(Message::new("corona-bid-barred"))
        } else {
            match (state.phase, bid) {
                (Phase::Bid, Some(b)) if viewer == Some(Seat(s)) => Some(own_bid(b)),
                (Phase::Bid, Some(_)) => Some(Message::new("corona-bid-sealed")),
                (Phase::Bid, None) => Some(Message::new("corona-bid-waiting")),
                (Phase::Plan, Some(b)) if declarer.is_some_and(|(d, _)| d == s) => {
                    Some(Message::new("corona-bid-declarer").count("n", b))
                }
                (Phase::Plan, Some(b)) => Some(own_bid(b)),
                _ => None,
            }
        };
        let score = match clause {
            Some(clause) => Message::new("corona-panel-bid")
                .count("counters", counters)
                .part("bid", clause),
            None => Message::new("corona-panel").count("counters", counters),
        };
        view.seats
            .push(SeatPanel::new(Seat(s), NAMES[usize::from(s)]).score(Some(score)));
    }
    let to_move = e.mover(state).map(Seat);
    view.to_move = to_move;
    view.caption = Some(match (rules.e.outcome(state), state.phase, to_move) {
        (Some(outcome), _, _) => outcome.caption(),
        (_, Phase::Set, Some(seat)) => Message::new("corona-caption-set")
            .seat("seat", seat)
            .count("left", (BASES - state.bases.len()) as i64),
        (_, Phase::Place, _) => {
            Message::new("corona-caption-place").count("left", (BASES - state.bases.len()) as i64)
        }
        (_, Phase::Roll, _) => {
            Message::new("corona-caption-roll").count("left", (BASES - state.rolled()) as i64)
        }
        (_, Phase::Bid, Some(seat)) => Message::new("corona-caption-bid")
            .seat("seat", seat)
            .count("most", MAX_BID),
        (_, Phase::Plan, Some(seat)) => Message::new("corona-caption-plan")
            .seat("seat", seat)
            .count("bid", declarer.map_or(0, |(_, b)| b))
            .count("score", state.score),
        _ => Message::new("corona-caption-roll").count("left", 0),
    });
    // What the last move did: the plan's move with its points; right
    // after a round, how it was settled.
    if let Some(step) = state.steps.last() {
        view.last_move.push(step_message(step));
    }
    let fresh_round = matches!(state.phase, Phase::Set | Phase::Place | Phase::Roll | Phase::Over)
        || (state.phase == Phase::Bid && state.bids.iter().all(Option::is_none));
    if let (Some(settled), true) = (&state.settled, fresh_round) {
        if let (Settled::Shown { steps, .. }, true) = (settled, between)
            && let Some(step) = steps.last()
        {
            view.last_move.push(step_message(step));
        }
        view.last_move.push(settled_message(settled));
    }
    view
}

/// A bid shown: its number, or a pass.
fn own_bid(bid: u8) -> Message {
    if bid == 0 {
        Message::new("corona-bid-pass")
    } else {
        Message::new("corona-bid-of").count("n", bid)
    }
}
