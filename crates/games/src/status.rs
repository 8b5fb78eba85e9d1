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

/// "Red, Blue and Green": seats named in a list (at least one); `last`:
/// whether the list ends here ("and"), else it goes on (",").
fn seat_list(seats: &[Seat], last: bool) -> Message {
    match seats {
        [] | [_] => Message::new("seats-one").seat("seat", seats.first().copied().unwrap_or(Seat(0))),
        [rest @ .., final_seat] => {
            let joiner = if last {
                Message::new("seats-and")
            } else {
                Message::new("seats-comma")
            };
            joiner
                .part("rest", seat_list(rest, false))
                .seat("seat", *final_seat)
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
    /// Partnerships: each seat's team (partners share a number). A team
    /// wins when every seat ranked 1 is in it; `None`: every seat plays
    /// for itself.
    pub teams: Option<Vec<u8>>,
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
            None => match self.teams.as_ref().map(|t| self.winners(t.len() as u8)) {
                Some(team) if !team.is_empty() => Message::new("caption-team-won")
                    .part("seats", seat_list(&team, true))
                    .part("reason", self.reason.clone()),
                _ => Message::new("caption-draw").part("reason", self.reason.clone()),
            },
        }
    }

    /// `seat` won.
    pub fn win(seat: Seat, reason: impl Into<Message>) -> Self {
        Outcome {
            winner: Some(seat),
            scores: None,
            ranks: None,
            teams: None,
            reason: reason.into(),
        }
    }

    /// Nobody won.
    pub fn draw(reason: impl Into<Message>) -> Self {
        Outcome {
            winner: None,
            scores: None,
            ranks: None,
            teams: None,
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
            // First place is shared unless every seat in it is a partner
            // of this one (a team's win).
            let team = |s: usize| {
                self.teams
                    .as_ref()
                    .map_or(s, |t| t.get(s).map_or(s, |&t| usize::from(t)))
            };
            let shared = ranks
                .iter()
                .enumerate()
                .any(|(s, &r)| r == best && s != seat.index() && team(s) != team(seat.index()));
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

    /// The partners of `team` won (`teams`: each seat's team): they rank
    /// first, every other seat second.
    pub fn team_win(teams: &[u8], team: u8, reason: impl Into<Message>) -> Self {
        Outcome {
            winner: None,
            scores: None,
            ranks: Some(teams.iter().map(|&t| if t == team { 1 } else { 2 }).collect()),
            teams: Some(teams.to_vec()),
            reason: reason.into(),
        }
    }

    /// The seats that won: the winner, or every seat whose result is a win.
    pub fn winners(&self, seats: u8) -> Vec<Seat> {
        (0..seats)
            .map(Seat)
            .filter(|&s| self.result_for(s) == SeatResult::Win)
            .collect()
    }

    /// A solitaire lost: the only seat ranks 2, nobody wins.
    pub fn solitaire_lost(reason: impl Into<Message>) -> Self {
        Outcome {
            winner: None,
            scores: None,
            ranks: Some(vec![2]),
            teams: None,
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_team_win_is_a_win_for_every_partner_and_shared_first_places_are_draws() {
        let team = Outcome::team_win(&[0, 1, 0, 1], 1, Message::plain("the reason"));
        assert_eq!(team.ranks, Some(vec![2, 1, 2, 1]));
        let results: Vec<SeatResult> = (0..4).map(|s| team.result_for(Seat(s))).collect();
        assert_eq!(
            results,
            [
                SeatResult::Loss,
                SeatResult::Win,
                SeatResult::Loss,
                SeatResult::Win
            ]
        );
        assert_eq!(team.winners(4), [Seat(1), Seat(3)]);
        assert_eq!(team.returns(4), [-1.0, 1.0, -1.0, 1.0]);
        assert_eq!(team.caption().id(), "caption-team-won");
        // The same ranks without teams: two seats share first place.
        let shared = Outcome {
            teams: None,
            ..team.clone()
        };
        assert_eq!(shared.result_for(Seat(1)), SeatResult::Draw);
        assert!(shared.winners(4).is_empty());
        assert_eq!(shared.caption().id(), "caption-draw");
        // Teams whose first places span two teams: a draw for those seats.
        let split = Outcome {
            ranks: Some(vec![1, 1, 2, 2]),
            ..team
        };
        assert_eq!(split.result_for(Seat(0)), SeatResult::Draw);
        assert_eq!(split.result_for(Seat(2)), SeatResult::Loss);
    }
}
