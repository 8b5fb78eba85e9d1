//! The picture: the 9 × 5 points with their lines and diagonals, White at
//! the bottom, the last move's path as arrows and its captures as ghosts,
//! the pieces left in each panel and, while vela lasts, the count of pieces
//! the vela side has given up under the board.

use super::board::{self, FILES, NEXT, NONE, POINTS, RANKS};
use super::{Engine, FMove, FState, VELA_SACRIFICE};
use crate::view::{Board, GraphPoint, Highlight, Mark, Piece, SeatPanel, View};
use crate::{Message, Seat};

const SEAT_NAMES: [&str; 2] = ["White", "Black"];

/// The board: points placed at their true spacing, the lines each once.
fn board_kind() -> Board {
    let span = (FILES - 1) as f32;
    // The 9 × 5 board keeps square meshes in the unit square: its ranks
    // fill the middle half.
    let rise = (span - (RANKS - 1) as f32) / 2.0;
    let points = (0..POINTS)
        .map(|p| {
            let (f, r) = ((p % FILES) as f32, (p / FILES) as f32);
            GraphPoint::new(board::name(p), f / span, (r + rise) / span)
        })
        .collect();
    // Towards north, east, north-east and north-west: every line once.
    let lines = (0..POINTS)
        .flat_map(|p| [0usize, 2, 4, 6].map(|d| (p, NEXT[p][d])))
        .filter(|&(_, to)| to != NONE)
        .map(|(a, b)| (board::name(a), board::name(usize::from(b))))
        .collect();
    Board::graph(points, lines).into()
}

impl Engine {
    pub(super) fn view(&self, state: &FState) -> View {
        let mut view = View::new(board_kind());
        view.seat_colours = vec!["white".into(), "black".into()];
        for p in 0..POINTS {
            if let Some(seat) = state.at(p) {
                view.piece(board::name(p), Some(seat), "man");
            }
        }
        if let Some(last) = state.last() {
            if let FMove::Go(path) = &last.mv {
                let points = path.points();
                view.mark(board::name(usize::from(points[0])), Mark::From);
                for pair in points.windows(2) {
                    view.arrows.push((
                        board::name(usize::from(pair[0])),
                        board::name(usize::from(pair[1])),
                    ));
                }
                view.mark(board::name(usize::from(points[points.len() - 1])), Mark::To);
            }
            // The captured pieces were the side's that is now to move.
            for &p in &last.captured {
                let cell = board::name(usize::from(p));
                view.highlights.push(Highlight {
                    cell: cell.clone(),
                    mark: Mark::Captured,
                    ghost: Some(Piece {
                        cell,
                        owner: Some(state.to_move()),
                        kind: "man".into(),
                    }),
                });
            }
            if !last.captured.is_empty() {
                view.last_move
                    .push(Message::new("fanorona-took").count("n", last.captured.len() as i64));
            }
        }
        for (seat, role) in SEAT_NAMES.iter().enumerate() {
            let seat = Seat(seat as u8);
            view.seats.push(SeatPanel::new(seat, *role).score(Some(
                Message::new("fanorona-pieces").count("n", state.count(seat.0)),
            )));
        }
        view.to_move = self.outcome(state).is_none().then(|| state.to_move());
        if let (Some(vela), Some(given)) = (self.vela_now(state), self.sacrificed(state)) {
            view.caption = Some(
                Message::new("fanorona-vela-caption")
                    .seat("seat", vela)
                    .count("n", i64::from(given))
                    .count("of", i64::from(VELA_SACRIFICE)),
            );
        }
        view
    }
}
