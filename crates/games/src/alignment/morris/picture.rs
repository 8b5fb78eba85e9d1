//! The board's picture: the three squares and their joins, and the marks of
//! the last turn.

use super::{LINES, POINTS, Turn, mills_through, name, points_of};
use crate::Seat;
use crate::view::{Board, Graph, GraphPoint, Highlight, Mark, Piece, View};

/// The board: the 24 points on a 7×7 frame and the lines between them.
pub fn board() -> Graph {
    let points = POINTS
        .iter()
        .map(|&p| {
            let b = p.as_bytes();
            GraphPoint::new(
                p.to_string(),
                f32::from(b[0] - b'a') / 6.0,
                f32::from(b[1] - b'1') / 6.0,
            )
        })
        .collect();
    let lines = LINES
        .iter()
        .flat_map(|&[a, b, c]| [(a, b), (b, c)])
        .map(|(a, b)| (POINTS[a].to_string(), POINTS[b].to_string()))
        .collect();
    Board::graph(points, lines)
}

/// Marks `last`, played by `mover` whose pieces are now `mine`: where it
/// came from and went (with an arrow), the piece it removed (drawn ghosted,
/// `victim`'s), and the mills it formed through its point.
pub fn mark_turn(view: &mut View, last: Turn, mover: Seat, mine: u32) {
    if let Some(f) = last.from {
        view.mark(name(f), Mark::From);
        view.arrows.push((name(f).to_string(), name(last.to).to_string()));
    }
    view.mark(name(last.to), Mark::To);
    if let Some(r) = last.remove {
        view.highlights.push(Highlight {
            cell: name(r).to_string(),
            mark: Mark::Captured,
            ghost: Some(Piece {
                cell: name(r).to_string(),
                owner: Some(mover.other()),
                kind: "man".to_string(),
            }),
        });
    }
    for p in points_of(mills_through(mine, last.to)) {
        view.mark(name(p), Mark::Line);
    }
}
