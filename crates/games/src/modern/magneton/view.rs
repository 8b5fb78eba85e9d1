//! The picture: pieces, the last action with its origin and the pieces
//! the magnetism moved, the winning line.

use super::board::{lines_through, square_name};
use super::{End, INFO, Magneton, MagnetonMove, MagnetonState, PIECES};
use crate::Message;
use crate::Seat;
use crate::view::{Board, Highlight, Mark, Piece, SeatPanel, View};

impl Magneton {
    pub(super) fn picture(&self, state: &MagnetonState) -> View {
        let mut view = View::new(Board::squares(8, 8).checkered(true));
        view.seat_colours = vec!["black".into(), "white".into()];
        for s in 0..2u8 {
            let mut own = state.sides[usize::from(s)];
            while own != 0 {
                let sq = own.trailing_zeros() as u8;
                own &= own - 1;
                view.piece(square_name(sq), Some(Seat(s)), "man");
            }
        }
        let mut line = 0;
        if let Some(last) = &state.last {
            match last.mv {
                MagnetonMove::Place(sq) => view.mark(square_name(sq), Mark::To),
                MagnetonMove::Slide { from, to } => {
                    view.mark(square_name(from), Mark::From);
                    view.mark(square_name(to), Mark::To);
                    view.arrows.push((square_name(from), square_name(to)));
                }
                MagnetonMove::Pass => {}
            }
            // Each piece the magnetism moved: a ghost where it stood and an
            // arrow to where it went.
            for &(from, to) in &last.shifts {
                let owner = Seat(u8::from(state.sides[1] & (1 << to) != 0));
                view.highlights.push(Highlight {
                    cell: square_name(from),
                    mark: Mark::Sown,
                    ghost: Some(Piece {
                        cell: square_name(from),
                        owner: Some(owner),
                        kind: "man~dim".into(),
                    }),
                });
                view.arrows.push((square_name(from), square_name(to)));
            }
            line = last.line;
        } else if let Some(End::Line(seat)) = state.end {
            // A read position: every line of four of the winner.
            let own = state.sides[seat.index()];
            line = (0..64u8)
                .filter(|sq| own & (1 << sq) != 0)
                .fold(0, |m, sq| m | lines_through(own, sq));
        }
        for sq in (0..64u8).filter(|sq| line & (1 << sq) != 0) {
            view.mark(square_name(sq), Mark::Line);
        }
        view.seats = (0..2u8)
            .map(|s| {
                let on = state.sides[usize::from(s)].count_ones();
                SeatPanel::new(Seat(s), INFO.seat_names[usize::from(s)].to_string())
                    // Pieces to place, while there are any.
                    .in_hand((!state.moving()).then(|| u32::from(PIECES).saturating_sub(on)))
            })
            .collect();
        match state.end {
            Some(end) => view.caption = Some(Self::outcome(end).caption()),
            None => {
                view.to_move = Some(state.to_move);
                view.caption = Some(if state.moving() {
                    Message::new("magneton-to-slide")
                        .seat("seat", state.to_move)
                        .count("n", i64::from(state.turns))
                        .count("cap", i64::from(super::MOVE_CAP))
                } else {
                    Message::new("magneton-to-place").seat("seat", state.to_move)
                });
            }
        }
        view
    }
}
