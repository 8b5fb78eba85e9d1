//! The picture: the ports tinted in their owners' colours, the ships, the
//! last move with the ships it sank, and each side's sunk ships in reserve.

use super::board::{FLEET, PORTS, name, squares};
use super::{ArchState, Archimedes, INFO};
use crate::view::{Board, Held, Highlight, Mark, Piece, SeatPanel, Special, View};
use crate::{Message, Seat};

pub(super) fn picture(state: &ArchState) -> View {
    let mut view = View::new(Board::squares(8, 8).checkered(true));
    view.seat_colours = vec!["black".into(), "white".into()];
    for (s, &port) in PORTS.iter().enumerate() {
        view.specials
            .push(Special::new(name(port), "start").owner(Some(Seat(s as u8))));
    }
    for s in 0..2u8 {
        for sq in squares(state.sides[usize::from(s)]) {
            view.piece(name(sq), Some(Seat(s)), "man");
        }
    }
    if let Some((mv, sunk)) = state.last {
        let (from, to) = (name(mv.from), name(mv.to));
        view.mark(from.clone(), Mark::From);
        view.mark(to.clone(), Mark::To);
        view.arrows.push((from, to));
        // The sunk ships belonged to the seat now to move.
        for sq in squares(sunk) {
            view.highlights.push(Highlight {
                cell: name(sq),
                mark: Mark::Captured,
                ghost: Some(Piece {
                    cell: name(sq),
                    owner: Some(state.to_move),
                    kind: "man".into(),
                }),
            });
        }
    }
    view.seats = (0..2u8)
        .map(|s| {
            let afloat = state.sides[usize::from(s)].count_ones();
            SeatPanel::new(Seat(s), INFO.seat_names[usize::from(s)].to_string())
                .score(Some(
                    Message::new("archimedes-panel")
                        .count("n", afloat)
                        .count("sunk", FLEET - afloat),
                ))
                .held(vec![Held::new("man", FLEET - afloat)])
        })
        .collect();
    if let Some(end) = state.end {
        view.caption = Some(Archimedes::outcome(end).caption());
        return view;
    }
    view.to_move = Some(state.to_move);
    let me = state.to_move.index();
    // A ship of the other side on my port wins unless I sink it now.
    let threat = state.sides[1 - me] & (1u64 << PORTS[me]) != 0;
    view.caption = Some(match state.last {
        None => Message::new("archimedes-opens").seat("seat", state.to_move),
        Some(_) if threat => Message::new("archimedes-port-threat")
            .seat("seat", state.to_move)
            .code("square", name(PORTS[me])),
        Some((mv, sunk)) => Message::new("archimedes-to-move")
            .seat("seat", state.to_move)
            .code("move", super::notation::format(&mv))
            .count("sunk", sunk.count_ones()),
    });
    view
}
