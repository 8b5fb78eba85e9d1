//! The picture: the board with White's edges at the bottom and left, the
//! pieces, the last move as an arrow, the pieces it turned ringed, and each
//! side's pieces in its panel.

use super::{Engine, MState};
use crate::view::{Board, Highlight, Mark, SeatPanel, View};
use crate::{Message, Seat};

impl Engine {
    pub(super) fn view(&self, s: &MState) -> View {
        let n = self.n as u8;
        let mut view = View::new(Board::squares(n, n));
        // Seat 0 is Black, who starts from the top and right edges.
        view.bottom = Some(Seat(1));
        view.seat_colours = vec!["black".to_string(), "white".to_string()];
        for c in 0..self.cells() {
            if s.board[c] != 0 {
                view.piece(self.name(c), Some(Seat(s.board[c] - 1)), "man");
            }
        }
        if let Some(last) = &s.last {
            let (from, to) = (self.name(last.mv.from.into()), self.name(last.mv.to.into()));
            view.mark(from.clone(), Mark::From);
            view.mark(to.clone(), Mark::To);
            view.arrows.push((from, to));
            for &t in &last.turned {
                view.highlights.push(Highlight {
                    cell: self.name(t.into()),
                    mark: Mark::Line,
                    ghost: None,
                });
            }
            if !last.turned.is_empty() {
                view.last_move.push(
                    Message::new("ming-mang-turned")
                        .code("squares", self.names(last.turned.iter().map(|&t| usize::from(t)))),
                );
            }
        }
        view.seats = (0..2u8)
            .map(|seat| {
                SeatPanel::new(Seat(seat), super::INFO.seat_names[usize::from(seat)]).score(Some(
                    Message::new("ming-mang-pieces").count("n", self.count(&s.board, seat)),
                ))
            })
            .collect();
        view.to_move = self.outcome(s).is_none().then_some(Seat(s.to_move));
        view
    }
}
