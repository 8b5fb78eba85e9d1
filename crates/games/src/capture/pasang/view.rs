//! The picture: the 11 × 11 points and their lines with the centre and its
//! four segments left out, white and black stones, the Kas in red and
//! green, the last move (its path, the passage or the ray taken, ghosted),
//! the running scores and what the player to move does now.
//!
//! The stones belong to nobody: they are drawn in the colours of two
//! extra colour slots (indices 2 and 3 of `seat_colours`, white and black),
//! which no seat panel shows.

use super::board::{self, CELLS, CENTRE, SIDE};
use super::{BLACK, Engine, KA, KaMethod, PMove, PState, Phase, WHITE};
use crate::view::{Board, GraphPoint, Highlight, Mark, Piece, SeatPanel, View};
use crate::{Message, Seat};

const SEAT_NAMES: [&str; 2] = ["Red", "Green"];

/// The colour slot of a cell's content, and its style key.
fn drawn(x: u8) -> Option<(Seat, &'static str)> {
    match x {
        WHITE => Some((Seat(2), "stone")),
        BLACK => Some((Seat(3), "stone")),
        KA => Some((Seat(0), "king")),
        x if x == KA + 1 => Some((Seat(1), "king")),
        _ => None,
    }
}

/// The board: every point but the centre, the lines between neighbours.
fn board_kind() -> Board {
    let span = (SIDE - 1) as f32;
    let points = (0..CELLS)
        .filter(|&c| c != CENTRE)
        .map(|c| {
            let (f, r) = board::file_rank(c);
            GraphPoint::new(board::name(c), f as f32 / span, r as f32 / span)
        })
        .collect();
    // Towards north and east: every line once; none touches the centre.
    let lines = (0..CELLS)
        .flat_map(|c| [0usize, 2].map(|d| (c, board::step(c, d))))
        .filter_map(|(a, b)| Some((board::name(a), board::name(b?))))
        .collect();
    Board::graph(points, lines).into()
}

impl Engine {
    pub(super) fn view(&self, s: &PState) -> View {
        let mut view = View::new(board_kind());
        view.seat_colours = ["red", "green", "white", "black"].map(String::from).to_vec();
        for c in 0..CELLS {
            if let Some((slot, kind)) = drawn(s.board[c]) {
                view.piece(board::name(c), Some(slot), kind);
            }
        }
        if let Some(last) = &s.last {
            if let PMove::Go { from, to, .. } = last.mv {
                view.mark(board::name(usize::from(from)), Mark::From);
                view.mark(board::name(usize::from(to)), Mark::To);
                view.arrows
                    .push((board::name(usize::from(from)), board::name(usize::from(to))));
            }
            for &(c, stone) in &last.taken {
                let cell = board::name(usize::from(c));
                view.highlights.push(Highlight {
                    cell: cell.clone(),
                    mark: Mark::Captured,
                    ghost: drawn(stone).map(|(slot, kind)| Piece {
                        cell,
                        owner: Some(slot),
                        kind: kind.to_string(),
                    }),
                });
            }
            let (white, black) = last.taken.iter().fold((0, 0), |(w, b), &(_, stone)| {
                (w + u32::from(stone == WHITE), b + u32::from(stone == BLACK))
            });
            // A ray is of one colour; a passage may hold both.
            view.last_move.push(
                match (white, black) {
                    (_, 0) => Message::new("pasang-took-white").count("white", white),
                    (0, _) => Message::new("pasang-took-black").count("black", black),
                    _ => Message::new("pasang-took-both")
                        .count("white", white)
                        .count("black", black),
                }
                .count("points", 2 * white + black),
            );
        }
        let outcome = self.outcome(s);
        // At the end the panels show the final totals (end (b) gives the
        // winner the loser's points too).
        let final_scores = outcome.as_ref().and_then(|o| o.scores.clone());
        for (i, role) in SEAT_NAMES.iter().enumerate() {
            let seat = Seat(i as u8);
            let points = final_scores
                .as_ref()
                .map_or(i64::from(s.score[i]), |v| i64::from(v[i]));
            view.seats.push(
                SeatPanel::new(seat, *role).score(Some(Message::new("pasang-points").count("n", points))),
            );
        }
        let (white, black) = s.stones();
        view.caption = Some(match outcome {
            Some(outcome) => outcome.caption(),
            None => {
                view.to_move = Some(s.to_move());
                let method = match self.method {
                    KaMethod::Slide => Message::new("pasang-by-slide"),
                    KaMethod::Jump => Message::new("pasang-by-jump"),
                };
                match s.phase() {
                    Phase::Passage => Message::new("pasang-caption-passage").seat("seat", s.to_move()),
                    Phase::Ka => Message::new("pasang-caption-ka")
                        .seat("seat", s.to_move())
                        .part("method", method),
                    Phase::Main => Message::new("pasang-caption-main")
                        .seat("seat", s.to_move())
                        .count("white", white)
                        .count("black", black),
                }
            }
        });
        view
    }
}
