//! The picture: the five territories shaded and bordered, their flag holes
//! with any flag, low pegs small and tall pegs large, the last move with
//! what it captured, each side's flags and pegs.

use super::board::{TERRITORIES, hole, name, territory_points};
use super::{Castile, CastileMove, CastileState, INFO, Peg};
use crate::view::{Board, Held, Highlight, Mark, Piece, Region, SeatPanel, View};
use crate::{Message, Seat};

/// A peg's style key: a low peg is a small disc, a tall one a full one.
pub(super) fn style(peg: Peg) -> &'static str {
    if peg.tall { "man" } else { "man~small" }
}

pub(super) fn picture(state: &CastileState) -> View {
    let mut view = View::new(Board::intersections(6, 6));
    view.seat_colours = vec!["white".into(), "black".into()];
    for t in 0..TERRITORIES {
        let (a, b) = hole(t);
        view.regions.push(
            Region::new(territory_points(t).map(name).collect())
                .owner(state.flags[t])
                .hole(name(a), name(b)),
        );
    }
    for (sq, peg) in state.board.iter().enumerate() {
        if let Some(peg) = peg {
            view.piece(name(sq), Some(Seat(peg.side)), style(*peg));
        }
    }
    if let Some(last) = &state.last {
        match last.mv {
            CastileMove::Place(pegs) => {
                for (sq, _) in pegs {
                    view.mark(name(usize::from(sq)), Mark::To);
                }
            }
            CastileMove::Go { from, to } => {
                view.mark(name(usize::from(from)), Mark::From);
                view.mark(name(usize::from(to)), Mark::To);
                let mut at = usize::from(from);
                for &sq in &last.path {
                    view.arrows.push((name(at), name(usize::from(sq))));
                    at = usize::from(sq);
                }
            }
            CastileMove::End | CastileMove::Pass => {}
        }
        for &(sq, peg) in &last.captured {
            view.highlights.push(Highlight {
                cell: name(usize::from(sq)),
                mark: Mark::Captured,
                ghost: Some(Piece {
                    cell: name(usize::from(sq)),
                    owner: Some(Seat(peg.side)),
                    kind: style(peg).into(),
                }),
            });
        }
    }
    view.seats = (0..2u8)
        .map(|s| {
            let seat = Seat(s);
            let flags = state.flags.iter().filter(|f| **f == Some(seat)).count() as u32;
            let pegs = state.board.iter().flatten().filter(|p| p.side == s).count() as u32;
            let [low, tall] = state.hand[usize::from(s)];
            let panel = SeatPanel::new(seat, INFO.seat_names[usize::from(s)].to_string()).score(Some(
                Message::new("castile-panel")
                    .count("flags", flags)
                    .count("pegs", pegs),
            ));
            if state.placing() {
                panel.held(vec![
                    Held::new("man~small", u32::from(low)),
                    Held::new("man", u32::from(tall)),
                ])
            } else {
                panel
            }
        })
        .collect();
    if let Some(end) = state.end {
        view.caption = Some(Castile::outcome(end).caption());
        return view;
    }
    view.to_move = Some(state.to_move);
    let seat = state.to_move;
    view.caption = Some(if let Some(sq) = state.chain {
        view.mark(name(usize::from(sq)), Mark::Choice);
        Message::new("castile-chain-caption")
            .seat("seat", seat)
            .code("square", name(usize::from(sq)))
    } else if state.placing() {
        Message::new("castile-place-caption").seat("seat", seat)
    } else {
        let captured = state.last.as_ref().map_or(0, |l| l.captured.len());
        Message::new("castile-to-move")
            .seat("seat", seat)
            .count("captured", captured as u32)
    });
    view
}
