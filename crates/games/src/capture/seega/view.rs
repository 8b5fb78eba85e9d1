//! The picture: the board with its centre, the pieces, the last turn
//! (placed squares, the step, the pieces taken), and each side's pieces on
//! the board and still in hand.

use super::{Engine, SeegaMove, SeegaState};
use crate::view::{Board, Highlight, Mark, Piece, SeatPanel, Special, View};
use crate::{Message, Seat};

impl Engine {
    pub(super) fn view(&self, s: &SeegaState) -> View {
        let mut view = View::new(Board::squares(self.n as u8, self.n as u8));
        view.specials.push(Special::new(self.name(self.centre), "throne"));
        view.seat_colours = vec!["white".to_string(), "black".to_string()];
        for c in 0..self.n * self.n {
            if s.board[c] != 0 {
                view.piece(self.name(c), Some(Seat(s.board[c] - 1)), "man");
            }
        }
        if let Some(last) = &s.last {
            let enemy = Some(Seat(1 - last.seat));
            match last.mv {
                SeegaMove::Place(a, b) => {
                    view.mark(self.name(a.into()), Mark::To);
                    view.mark(self.name(b.into()), Mark::To);
                }
                SeegaMove::Step { from, to } => {
                    view.mark(self.name(from.into()), Mark::From);
                    view.mark(self.name(to.into()), Mark::To);
                    view.arrows.push((self.name(from.into()), self.name(to.into())));
                }
                SeegaMove::Free { taken, from } => {
                    view.mark(self.name(from.into()), Mark::From);
                    view.mark(self.name(taken.into()), Mark::To);
                    view.arrows
                        .push((self.name(from.into()), self.name(taken.into())));
                    view.last_move
                        .push(Message::new("seega-removes").code("square", self.name(taken.into())));
                }
                SeegaMove::Pass => {}
            }
            // The removed piece's square now holds the mover's piece: no
            // ghost drawn over it.
            let captured: Vec<usize> = last
                .taken
                .iter()
                .map(|&t| usize::from(t))
                .filter(|&t| !matches!(last.mv, SeegaMove::Free { taken, .. } if usize::from(taken) == t))
                .collect();
            for &t in &captured {
                view.highlights.push(Highlight {
                    cell: self.name(t),
                    mark: Mark::Captured,
                    ghost: Some(Piece {
                        cell: self.name(t),
                        owner: enemy,
                        kind: "man".to_string(),
                    }),
                });
            }
            if !captured.is_empty() {
                view.last_move
                    .push(Message::new("seega-takes").code("squares", self.names(captured)));
            }
        }
        view.seats = (0..2u8)
            .map(|seat| {
                let on_board = self.count(&s.board, seat);
                let hand = s.hand[usize::from(seat)];
                let mut panel = SeatPanel::new(Seat(seat), self.v.info.seat_names[usize::from(seat)])
                    .score(Some(Message::new("seega-pieces").count("n", on_board)));
                if s.placing() {
                    panel = panel.in_hand(Some(u32::from(hand)));
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
    fn caption(&self, s: &SeegaState, next: Seat) -> Message {
        let Some(last) = &s.last else {
            return if s.placing() {
                Message::new("seega-caption-start")
                    .seat("seat", next)
                    .code("centre", self.name(self.centre))
            } else {
                Message::new("seega-caption-to-move").seat("seat", next)
            };
        };
        let who = Seat(last.seat);
        if s.opening {
            return Message::new("seega-caption-pass")
                .seat("seat", who)
                .seat("next", next);
        }
        match last.mv {
            SeegaMove::Place(..) if !s.placing() => {
                Message::new("seega-caption-placed-all").seat("seat", next)
            }
            SeegaMove::Place(..) => Message::new("seega-caption-placed")
                .seat("seat", who)
                .code("move", self.format(last.mv))
                .seat("next", next),
            SeegaMove::Free { taken, from } => Message::new("seega-caption-removed")
                .seat("seat", who)
                .code("square", self.name(taken.into()))
                .code(
                    "move",
                    format!("{}-{}", self.name(from.into()), self.name(taken.into())),
                )
                .seat("next", next),
            _ => Message::new("seega-caption-played")
                .seat("seat", who)
                .code("move", self.format(last.mv))
                .seat("next", next),
        }
    }
}
