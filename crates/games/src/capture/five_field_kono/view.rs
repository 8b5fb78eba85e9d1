//! The picture: the 5 × 5 points with the lines of the 4 × 4 squares and
//! their diagonals (the lines the pieces move along), each side's goal (the
//! other's starting points) marked in its colour, the last step as an
//! arrow, and how many goal points each side holds.

use super::board::{DIAGONALS, NONE, POINTS, SIZE, START, name};
use super::legal::goal_count;
use super::{Engine, KMove, KState};
use crate::view::{Board, GraphPoint, Link, Mark, SeatPanel, Special, View};
use crate::{Message, Seat};

/// The board: the points, the squares' sides and both diagonals of each.
fn board_kind() -> Board {
    let span = (SIZE - 1) as f32;
    let points = (0..POINTS)
        .map(|p| GraphPoint::new(name(p), (p % SIZE) as f32 / span, (p / SIZE) as f32 / span))
        .collect();
    let mut lines = Vec::new();
    for (p, diagonals) in DIAGONALS.iter().enumerate() {
        let (f, r) = (p % SIZE, p / SIZE);
        if f + 1 < SIZE {
            lines.push((name(p), name(p + 1)));
        }
        if r + 1 < SIZE {
            lines.push((name(p), name(p + SIZE)));
        }
        // Towards north-east and north-west (DIAGONAL's order: NE, SE,
        // NW, SW): each diagonal once.
        for d in [0, 2] {
            let t = diagonals[d];
            if t != NONE {
                lines.push((name(p), name(usize::from(t))));
            }
        }
    }
    Board::graph(points, lines).into()
}

impl Engine {
    pub(super) fn view(&self, s: &KState) -> View {
        let mut view = View::new(board_kind());
        view.seat_colours = vec!["white".into(), "black".into()];
        // Each side's goal: the other side's starting points, drawn under
        // the pieces as bars in the colour of the side that aims for them.
        for seat in 0..2u8 {
            let goal = &START[usize::from(1 - seat)];
            for &p in goal {
                view.specials
                    .push(Special::new(name(p.into()), "goal").owner(Some(Seat(seat))));
            }
            for (i, &a) in goal.iter().enumerate() {
                for &b in &goal[i + 1..] {
                    let (a, b) = (usize::from(a), usize::from(b));
                    let along_rank = a.abs_diff(b) == 1 && a / SIZE == b / SIZE;
                    if along_rank || a.abs_diff(b) == SIZE {
                        view.links
                            .push(Link::new(name(a), name(b)).owner(Some(Seat(seat))));
                    }
                }
            }
        }
        for p in 0..POINTS {
            if let Some(seat) = s.at(p) {
                view.piece(name(p), Some(seat), "man");
            }
        }
        if let Some((KMove::Step { from, to }, _)) = s.last {
            let (from, to) = (name(from.into()), name(to.into()));
            view.mark(from.clone(), Mark::From);
            view.mark(to.clone(), Mark::To);
            view.arrows.push((from, to));
        }
        if let Some((KMove::Pass, seat)) = s.last {
            view.last_move
                .push(Message::new("kono-passed").seat("seat", Seat(seat)));
        }
        view.seats = (0..2u8)
            .map(|seat| {
                SeatPanel::new(Seat(seat), super::INFO.seat_names[usize::from(seat)]).score(Some(
                    Message::new("kono-goal-held").count("n", goal_count(&s.board, seat) as i64),
                ))
            })
            .collect();
        view.to_move = self.outcome(s).is_none().then_some(Seat(s.to_move));
        view
    }
}
