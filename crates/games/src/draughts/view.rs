//! The picture: the board in the federation's orientation (White at the
//! bottom), cells named by coordinates, square numbers as labels for the
//! numbered rule sets, the last move's path as arrows and its captures as
//! ghosts.

use super::board::NONE;
use super::{BLACK, DraughtsState, EMPTY, Engine, Layout, WHITE, colour_name, colour_of, is_king};
use crate::view::{Board, GraphPoint, Highlight, Mark, Piece, SeatPanel, View};
use crate::{Message, Seat};

impl Engine {
    fn board_kind(&self) -> Board {
        let (files, ranks) = (self.geo.files, self.geo.ranks);
        match self.v.layout {
            Layout::Dark { a1_dark } => Board::squares(files, ranks)
                .checkered(true)
                .a1_light(!a1_dark)
                .into(),
            Layout::AllSquares => Board::squares(files, ranks).into(),
            Layout::Alquerque => {
                let span = |n: u8| f32::from(n.max(2) - 1);
                let points = self
                    .geo
                    .squares()
                    .iter()
                    .map(|&c| {
                        GraphPoint::new(
                            self.geo.coordinate(c),
                            f32::from(self.geo.file(c)) / span(files),
                            f32::from(self.geo.rank(c)) / span(ranks),
                        )
                    })
                    .collect();
                // Each line segment once: towards north, north-east, east and
                // north-west.
                let lines = self
                    .geo
                    .squares()
                    .iter()
                    .flat_map(|&c| [0u8, 1, 2, 7].map(|d| (c, self.geo.next(c, d))))
                    .filter(|&(_, to)| to != NONE)
                    .map(|(a, b)| (self.geo.coordinate(a), self.geo.coordinate(b)))
                    .collect();
                Board::graph(points, lines).into()
            }
        }
    }

    fn kind(cell: u8) -> &'static str {
        if is_king(cell) { "king" } else { "man" }
    }

    pub(super) fn view(&self, state: &DraughtsState, _seat: Option<Seat>) -> View {
        let mut view = View::new(self.board_kind());
        // White is drawn at the bottom, whatever seat it is.
        if self.seat_of(WHITE) != Seat::FIRST {
            view.bottom = Some(self.seat_of(WHITE));
        }
        let mut counts = [[0u32; 2]; 2];
        for &c in self.geo.squares() {
            let cell = state.board[usize::from(c)];
            if self.v.numbered {
                view.cell_labels.push((self.geo.coordinate(c), self.name(c)));
            }
            if cell != EMPTY {
                let colour = colour_of(cell);
                view.piece(
                    self.geo.coordinate(c),
                    Some(self.seat_of(colour)),
                    Self::kind(cell),
                );
                counts[usize::from(colour)][usize::from(is_king(cell))] += 1;
            }
        }
        if let Some(last) = &state.last {
            let path = last.mv.path();
            view.mark(self.geo.coordinate(path[0]), Mark::From);
            for pair in path.windows(2) {
                view.arrows
                    .push((self.geo.coordinate(pair[0]), self.geo.coordinate(pair[1])));
            }
            let victim = self.seat_of(state.side);
            for (i, &t) in last.mv.taken().iter().enumerate() {
                let cell = self.geo.coordinate(t);
                view.highlights.push(Highlight {
                    cell: cell.clone(),
                    mark: Mark::Captured,
                    ghost: Some(Piece {
                        cell,
                        owner: Some(victim),
                        kind: Self::kind(last.taken[i]).to_string(),
                    }),
                });
            }
            view.mark(self.geo.coordinate(last.mv.to()), Mark::To);
        }
        let mut panels: Vec<SeatPanel> = [WHITE, BLACK]
            .into_iter()
            .map(|colour| {
                let [men, kings] = counts[usize::from(colour)];
                let score = match (men, kings) {
                    (m, 0) => Message::new("draughts-pieces").count("pieces", m),
                    (m, k) => Message::new("draughts-men-kings")
                        .count("men", m)
                        .count("kings", k),
                };
                SeatPanel::new(self.seat_of(colour), colour_name(colour).to_string()).score(Some(score))
            })
            .collect();
        panels.sort_by_key(|p| p.seat);
        view.seat_colours = panels.iter().map(|p| p.role.to_lowercase()).collect();
        view.seats = panels;
        match self.outcome(state) {
            Some(outcome) => {
                view.caption = Some(outcome.caption());
            }
            None => {
                view.to_move = Some(self.seat_of(state.side));
                let mut captures = Vec::new();
                self.all_chains(state, &mut captures);
                let id = if captures.is_empty() {
                    Message::new("draughts-to-move")
                } else {
                    Message::new("draughts-to-move-capture")
                };
                view.caption = Some(id.seat("seat", self.seat_of(state.side)));
            }
        }
        view
    }
}
