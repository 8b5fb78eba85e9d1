//! Byte's picture: the checkered board seen from above, each stack's top
//! checker with its height and its colours from the bottom up; the
//! checkers the last move carried marked `~moved`; the towers won in the
//! panels.

use super::board::{CELLS, name};
use super::notation::format;
use super::{BMove, ByteState, INFO, outcome};
use crate::view::{Board, Mark, SeatPanel, Stacking, View};
use crate::{Message, Seat};

pub fn view(state: &ByteState) -> View {
    let mut view = View::new(Board::squares(8, 8).checkered(true));
    view.stacking = Stacking::Above;
    view.seat_colours = vec!["black".into(), "white".into()];
    let moved = match state.last {
        Some(last) if last.removed.is_none() => match last.mv {
            BMove::Move { to, .. } => Some((usize::from(to), last.moved.height)),
            BMove::Pass => None,
        },
        _ => None,
    };
    for sq in 0..CELLS {
        let stack = state.cells[sq];
        for (i, owner) in stack.owners().enumerate() {
            // The top `n` checkers of the arrival square are those that moved.
            let carried =
                moved.is_some_and(|(to, n)| to == sq && i + usize::from(n) >= usize::from(stack.height));
            view.piece(name(sq), Some(owner), if carried { "man~moved" } else { "man" });
        }
    }
    if let Some(last) = state.last {
        match last.mv {
            BMove::Move { from, to, .. } => {
                let (from, to) = (name(usize::from(from)), name(usize::from(to)));
                view.mark(from.clone(), Mark::From);
                if let Some(tower) = last.removed {
                    // The finished tower is drawn where it stood, marked as
                    // scoring (like a mill), not as a capture: it leaves the
                    // board to count for its top checker's owner.
                    let carried = usize::from(tower.height - last.moved.height);
                    for (i, owner) in tower.owners().enumerate() {
                        view.piece(
                            to.clone(),
                            Some(owner),
                            if i >= carried { "man~moved" } else { "man" },
                        );
                    }
                    view.mark(to.clone(), Mark::Line);
                    view.last_move.push(
                        Message::new("byte-tower-off")
                            .code("square", to.clone())
                            .seat("seat", tower.top()),
                    );
                }
                view.mark(to.clone(), Mark::To);
                view.arrows.push((from, to));
            }
            BMove::Pass => {}
        }
    }
    view.seats = (0..2u8)
        .map(|s| {
            SeatPanel::new(Seat(s), INFO.seat_names[usize::from(s)].to_string()).score(Some(
                Message::new("byte-panel").count("n", u32::from(state.scores[usize::from(s)])),
            ))
        })
        .collect();
    match state.end {
        Some(end) => view.caption = Some(outcome(end, state.scores).caption()),
        None => {
            view.to_move = Some(state.to_move);
            view.caption = Some(match state.last {
                None => Message::new("byte-opens").seat("seat", state.to_move),
                Some(last) if last.mv == BMove::Pass => Message::new("byte-passed")
                    .seat("seat", state.to_move.other())
                    .seat("next", state.to_move),
                Some(last) => Message::new("byte-to-move")
                    .seat("seat", state.to_move)
                    .code("move", format(last.mv)),
            });
        }
    }
    view
}
