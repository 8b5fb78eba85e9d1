//! The picture: two rows of nine cells, North's on top, named `N1`…`N9`
//! and `S1`…`S9`; each symbol drawn as its glyph (○ □ △) in its side's
//! colour; the last drawing marked, or the last erasure with its arrow and
//! the symbols it took ghosted.

use super::{CELLS, Cqt, CqtMove, CqtState, INFO, Symbol};
use crate::view::{Board, Highlight, Mark, Piece, SeatPanel, TrackSquare, View};
use crate::{Message, Seat};

/// The picture's name of cell `cell` (0-based) of `seat`'s row.
pub(super) fn cell_name(seat: Seat, cell: usize) -> String {
    format!("{}{}", if seat == Seat::FIRST { 'S' } else { 'N' }, cell + 1)
}

fn style(symbol: Symbol) -> &'static str {
    match symbol {
        Symbol::Circle => "glyph:circle",
        Symbol::Square => "glyph:square",
        Symbol::Triangle => "glyph:triangle",
    }
}

impl Cqt {
    pub(super) fn picture(&self, state: &CqtState) -> View {
        let squares = (0..2u8)
            .flat_map(|row| {
                (0..CELLS as u8).map(move |c| TrackSquare::new(cell_name(Seat(row), usize::from(c)), c, row))
            })
            .collect();
        let mut view = View::new(Board::track(CELLS as u8, 2, squares));
        view.seat_colours = vec!["red".into(), "blue".into()];
        for seat in [Seat::FIRST, Seat::SECOND] {
            for (i, symbol) in state.rows[seat.index()].iter().enumerate() {
                if let Some(symbol) = symbol {
                    view.piece(cell_name(seat, i), Some(seat), style(*symbol));
                }
            }
        }
        if let Some(last) = state.last {
            let (mover, enemy) = (last.mover, last.mover.other());
            match (last.mv, last.erased) {
                (CqtMove::Draw { cell, .. }, _) => view.mark(cell_name(mover, usize::from(cell)), Mark::To),
                (CqtMove::Erase { cell, target }, Some((own, kind, mask))) => {
                    let from = cell_name(mover, usize::from(cell));
                    let ghost = |cell: &str, owner, symbol| Highlight {
                        cell: cell.to_string(),
                        mark: Mark::Captured,
                        ghost: Some(Piece {
                            cell: cell.to_string(),
                            owner: Some(owner),
                            kind: style(symbol).into(),
                        }),
                    };
                    view.highlights.push(ghost(&from, mover, own));
                    for i in (0..CELLS).filter(|i| mask & (1 << i) != 0) {
                        view.highlights.push(ghost(&cell_name(enemy, i), enemy, kind));
                    }
                    view.arrows.push((from, cell_name(enemy, usize::from(target))));
                }
                _ => {}
            }
        }
        view.seats = [Seat::FIRST, Seat::SECOND]
            .into_iter()
            .map(|seat| {
                let n = state.rows[seat.index()].iter().flatten().count();
                SeatPanel::new(seat, INFO.seat_names[seat.index()].to_string())
                    .score(Some(Message::new("cqt-panel").count("n", n as i64)))
            })
            .collect();
        match state.loser {
            Some(loser) => view.caption = Some(Self::outcome(loser).caption()),
            None => {
                view.to_move = Some(state.to_move);
                let caption = if state.drawing {
                    Message::new("cqt-to-draw")
                } else {
                    Message::new("cqt-to-erase")
                };
                view.caption = Some(caption.seat("seat", state.to_move));
            }
        }
        view
    }
}
