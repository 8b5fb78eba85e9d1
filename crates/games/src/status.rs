//! Whose turn it is, and how a finished game ended.

use crate::{Message, Seat};

/// What happens next in a position.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Status {
    /// This seat must choose a move (possibly the explicit `pass`).
    ToMove(Seat),
    /// Chance decides: a throw of dice or sticks is due.
    Chance,
    /// The game is over.
    Over(Outcome),
}

impl Status {
    /// The seat to move, if a seat is to move.
    pub fn seat(&self) -> Option<Seat> {
        match self {
            Status::ToMove(seat) => Some(*seat),
            _ => None,
        }
    }

    /// The outcome, if the game is over.
    pub fn outcome(&self) -> Option<&Outcome> {
        match self {
            Status::Over(outcome) => Some(outcome),
            _ => None,
        }
    }
}

/// One seat's result in a finished game.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum SeatResult {
    Win,
    Draw,
    Loss,
}

/// How a game ended. Two-seat games usually give only `winner` (`None` for a
/// draw); games with more seats or with scores fill `ranks` and `scores`, one
/// entry per seat.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Outcome {
    /// The single winner, or `None` for a draw or a shared result.
    pub winner: Option<Seat>,
    /// Final scores per seat, where the game keeps score.
    pub scores: Option<Vec<i32>>,
    /// Final ranks per seat (1 = best; equal ranks share a place; a seat
    /// wins only at rank 1, so a lone seat ranked 2 lost a solitaire).
    pub ranks: Option<Vec<u8>>,
    /// Why the game ended ("five in a row"), for the core to word.
    pub reason: Message,
}

impl Outcome {
    /// The line under a finished game's board: who won, and why.
    pub fn caption(&self) -> Message {
        match self.winner {
            Some(seat) => Message::new("caption-won")
                .seat("seat", seat)
                .part("reason", self.reason.clone()),
            None => Message::new("caption-draw").part("reason", self.reason.clone()),
        }
    }

    /// `seat` won.
    pub fn win(seat: Seat, reason: impl Into<Message>) -> Self {
        Outcome {
            winner: Some(seat),
            scores: None,
            ranks: None,
            reason: reason.into(),
        }
    }

    /// Nobody won.
    pub fn draw(reason: impl Into<Message>) -> Self {
        Outcome {
            winner: None,
            scores: None,
            ranks: None,
            reason: reason.into(),
        }
    }

    /// Adds final scores, one per seat.
    pub fn with_scores(mut self, scores: Vec<i32>) -> Self {
        self.scores = Some(scores);
        self
    }

    /// The result of `seat`: by rank where ranks are given, else by winner.
    pub fn result_for(&self, seat: Seat) -> SeatResult {
        if let Some(ranks) = &self.ranks {
            let Some(&mine) = ranks.get(seat.index()) else {
                return SeatResult::Loss;
            };
            let best = ranks.iter().copied().min().unwrap_or(mine);
            let shared = ranks.iter().filter(|&&r| r == best).count() > 1;
            // Only rank 1 wins: a solitaire that failed ranks its only seat
            // 2, a loss with nobody winning.
            return match (mine == best && best == 1, shared) {
                (true, false) => SeatResult::Win,
                (true, true) => SeatResult::Draw,
                _ => SeatResult::Loss,
            };
        }
        match self.winner {
            None => SeatResult::Draw,
            Some(w) if w == seat => SeatResult::Win,
            Some(_) => SeatResult::Loss,
        }
    }

    /// A solitaire lost: the only seat ranks 2, nobody wins.
    pub fn solitaire_lost(reason: impl Into<Message>) -> Self {
        Outcome {
            winner: None,
            scores: None,
            ranks: Some(vec![2]),
            reason: reason.into(),
        }
    }

    /// Whether every seat lost (a solitaire that failed).
    pub fn nobody_won(&self, seats: u8) -> bool {
        (0..seats).all(|s| self.result_for(Seat(s)) == SeatResult::Loss)
    }

    /// Utility per seat in `-1.0..=1.0` (win 1, draw 0, loss -1), for search.
    pub fn returns(&self, seats: u8) -> Vec<f64> {
        (0..seats)
            .map(|s| match self.result_for(Seat(s)) {
                SeatResult::Win => 1.0,
                SeatResult::Draw => 0.0,
                SeatResult::Loss => -1.0,
            })
            .collect()
    }
}
