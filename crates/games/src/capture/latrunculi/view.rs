//! The picture: the board, the pieces (blocked ones faded with a frost
//! star and a warning ring), the last move (the squares placed on or
//! passed through, the pieces it blocked or freed, a piece removed), and
//! each side's pieces: on the board, blocked, and still to place.

use super::{Engine, LMove, LState};
use crate::view::{Board, Highlight, Mark, Piece, SeatPanel, View};
use crate::{Message, Seat};

/// A free piece's style, and a blocked one's (turned over, may not move).
const MAN: &str = "man";
const BLOCKED: &str = "man~frozen~alert";

impl Engine {
    pub(super) fn view(&self, s: &LState) -> View {
        let mut view = View::new(Board::squares(self.grid.files, self.grid.ranks));
        view.seat_colours = vec!["white".to_string(), "black".to_string()];
        for c in 0..self.cells() {
            if let Some(seat) = s.at(c) {
                view.piece(
                    self.name(c),
                    Some(seat),
                    if s.is_blocked(c) { BLOCKED } else { MAN },
                );
            }
        }
        if let Some(last) = &s.last {
            match last.mv {
                LMove::Place(c) => view.mark(self.name(c.into()), Mark::To),
                LMove::Go(path) => {
                    let squares = path.squares();
                    view.mark(self.name(path.from()), Mark::From);
                    for &t in &squares[1..squares.len() - 1] {
                        view.mark(self.name(t.into()), Mark::Sown);
                    }
                    view.mark(self.name(path.to()), Mark::To);
                    for pair in squares.windows(2) {
                        view.arrows
                            .push((self.name(pair[0].into()), self.name(pair[1].into())));
                    }
                }
                LMove::Remove(c) => {
                    view.highlights.push(Highlight {
                        cell: self.name(c.into()),
                        mark: Mark::Captured,
                        ghost: Some(Piece {
                            cell: self.name(c.into()),
                            owner: Some(Seat(1 - last.seat)),
                            kind: BLOCKED.to_string(),
                        }),
                    });
                    view.last_move
                        .push(Message::new("latrunculi-removes").code("square", self.name(c.into())));
                }
                LMove::Pass => {}
            }
            if !last.blocked.is_empty() {
                view.last_move.push(Message::new("latrunculi-blocks").code(
                    "squares",
                    self.names(last.blocked.iter().map(|&t| usize::from(t))),
                ));
            }
            if !last.freed.is_empty() {
                view.last_move.push(
                    Message::new("latrunculi-frees")
                        .code("squares", self.names(last.freed.iter().map(|&t| usize::from(t)))),
                );
            }
        }
        view.seats = (0..2u8)
            .map(|seat| {
                let on_board = self.count(&s.board, seat);
                let free = self.free_count(s, seat);
                let score = if on_board == free {
                    Message::new("latrunculi-pieces").count("n", on_board)
                } else {
                    Message::new("latrunculi-pieces-blocked")
                        .count("n", on_board)
                        .count("blocked", on_board - free)
                };
                let mut panel = SeatPanel::new(Seat(seat), super::LATRUNCULI.seat_names[usize::from(seat)])
                    .score(Some(score));
                if s.placing() {
                    panel = panel.in_hand(Some(u32::from(s.hand[usize::from(seat)])));
                }
                panel
            })
            .collect();
        view.caption = Some(match self.outcome(s) {
            Some(outcome) => outcome.caption(),
            None => {
                let next = Seat(s.to_move);
                view.to_move = Some(next);
                self.caption(s, next)
            }
        });
        view
    }

    /// The line under the board while the game goes on.
    fn caption(&self, s: &LState, next: Seat) -> Message {
        let Some(last) = &s.last else {
            return if s.placing() {
                Message::new("latrunculi-caption-place")
                    .seat("seat", next)
                    .count("n", s.hand[usize::from(next.0)])
            } else {
                Message::new("latrunculi-caption-to-move").seat("seat", next)
            };
        };
        let who = Seat(last.seat);
        match last.mv {
            LMove::Place(_) if !s.placing() => {
                Message::new("latrunculi-caption-placed-all").seat("seat", next)
            }
            LMove::Place(_) => Message::new("latrunculi-caption-place")
                .seat("seat", next)
                .count("n", s.hand[usize::from(next.0)]),
            LMove::Remove(c) if next == who => Message::new("latrunculi-caption-removed-again")
                .seat("seat", who)
                .code("square", self.name(c.into())),
            LMove::Remove(c) => Message::new("latrunculi-caption-removed")
                .seat("seat", who)
                .code("square", self.name(c.into()))
                .seat("next", next),
            LMove::Pass => Message::new("latrunculi-caption-passed")
                .seat("seat", who)
                .seat("next", next),
            LMove::Go(_) => Message::new("latrunculi-caption-played")
                .seat("seat", who)
                .code("move", self.format(&last.mv))
                .seat("next", next),
        }
    }
}
