//! The picture: the morris board, the pieces, the last move, the phase,
//! who made the first jare, pieces in hand and taken.

use super::{Phase, QUIET_LIMIT, SMove, Shax, ShaxState};
use crate::alignment::morris::{self, name};
use crate::view::{Highlight, Mark, Piece, SeatPanel, View};
use crate::{Message, Seat};

impl Shax {
    /// A seat's English name.
    pub(super) fn seat_name(seat: Seat) -> &'static str {
        <Shax as crate::Rules>::info().seat_names[seat.index()]
    }

    pub(super) fn draw(&self, state: &ShaxState) -> View {
        let mut view = View::new(morris::board());
        for seat in [Seat::FIRST, Seat::SECOND] {
            for p in morris::points_of(state.men[seat.index()]) {
                view.piece(name(p), Some(seat), "man");
            }
        }
        match state.last {
            Some((SMove::Turn(turn), mover)) => {
                morris::mark_turn(&mut view, turn, mover, state.men[mover.index()])
            }
            Some((SMove::Remove(r), mover)) => view.highlights.push(Highlight {
                cell: name(r).to_string(),
                mark: Mark::Captured,
                ghost: Some(Piece {
                    cell: name(r).to_string(),
                    owner: Some(mover.other()),
                    kind: "man".to_string(),
                }),
            }),
            Some((SMove::Pass, mover)) => view.last_move.push(
                Message::new("shax-passed")
                    .seat("seat", mover)
                    .seat("other", mover.other()),
            ),
            None => {}
        }
        view.seats = [Seat::FIRST, Seat::SECOND]
            .into_iter()
            .map(|seat| {
                let id = if state.first_jare == Some(seat) {
                    "shax-panel-jare"
                } else {
                    "shax-panel"
                };
                SeatPanel::new(seat, Shax::seat_name(seat).to_string())
                    .score(Some(Message::new(id).count("n", state.lost(seat.other()))))
                    .in_hand(Some(u32::from(state.in_hand[seat.index()])))
            })
            .collect();
        if let Some(outcome) = self.outcome(state) {
            view.caption = Some(outcome.caption());
            return view;
        }
        let me = state.to_move;
        view.to_move = Some(me);
        view.caption = Some(match state.phase() {
            Phase::Placing => Message::new("shax-placing")
                .seat("seat", me)
                .count("n", state.in_hand[me.index()]),
            Phase::Removing(_) => Message::new("shax-removing")
                .seat("seat", me)
                .seat("other", me.other()),
            Phase::Moving if state.open => Message::new("shax-opening")
                .seat("seat", me)
                .seat("other", me.other()),
            Phase::Moving if state.slides(me).is_empty() => Message::new("shax-blocked").seat("seat", me),
            Phase::Moving => Message::new("shax-moving")
                .seat("seat", me)
                .count("n", state.quiet)
                .count("limit", QUIET_LIMIT),
        });
        view
    }
}
