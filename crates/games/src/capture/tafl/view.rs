//! The picture: the board, its special squares, the pieces and the last
//! move.

use super::*;

impl Engine {
    pub(super) fn view(&self, state: &TaflState) -> View {
        let mut view = View::new(Board::squares(self.v.size, self.v.size));
        view.specials.push(Special::new(self.name(self.throne), "throne"));
        for &c in &self.corners {
            view.specials.push(Special::new(self.name(c), "corner"));
        }
        let colour = |side: Side| match side {
            Side::Attackers => "black",
            Side::Defenders => "white",
        };
        view.seat_colours = vec![
            colour(self.side(Seat::FIRST)).to_string(),
            colour(self.side(Seat::SECOND)).to_string(),
        ];
        let mut counts = [0u32; 2];
        let kind = |p: u8| if p == KING { "king~special" } else { "man" };
        for (s, &p) in state.board.iter().enumerate() {
            if p != EMPTY {
                let seat = self.seat(side_of(p));
                view.piece(self.name(s), Some(seat), kind(p));
                counts[seat.index()] += 1;
            }
        }
        if let Some(last) = &state.last {
            let (from, to) = (usize::from(last.mv.from), usize::from(last.mv.to));
            view.mark(self.name(from), Mark::From);
            view.mark(self.name(to), Mark::To);
            view.arrows.push((self.name(from), self.name(to)));
            for &(s, p) in &last.taken {
                view.highlights.push(Highlight {
                    cell: self.name(usize::from(s)),
                    mark: Mark::Captured,
                    ghost: Some(Piece {
                        cell: self.name(usize::from(s)),
                        owner: Some(self.seat(side_of(p))),
                        kind: kind(p).to_string(),
                    }),
                });
            }
            let men: Vec<usize> = last
                .taken
                .iter()
                .filter(|(_, p)| *p != KING)
                .map(|(s, _)| usize::from(*s))
                .collect();
            if !men.is_empty() {
                view.last_move
                    .push(Message::new("tafl-takes").code("squares", self.names(men)));
            }
            if let Some((k, _)) = last.taken.iter().find(|(_, p)| *p == KING) {
                view.last_move
                    .push(Message::new("tafl-takes-king").code("square", self.name(usize::from(*k))));
            }
        }
        view.seats = (0..2)
            .map(|s| {
                SeatPanel::new(Seat(s), self.v.info.seat_names[usize::from(s)].to_string()).score(Some(
                    Message::new("tafl-pieces").count("n", counts[usize::from(s)]),
                ))
            })
            .collect();
        view.caption = Some(match self.outcome(state) {
            Some(outcome) => outcome.caption(),
            None => {
                view.to_move = Some(self.seat(state.to_move));
                match &state.last {
                    None => Message::new("tafl-caption-start").seat("seat", self.seat(state.to_move)),
                    Some(last) => {
                        let men: Vec<usize> = last.taken.iter().map(|(s, _)| usize::from(*s)).collect();
                        let played = if men.is_empty() {
                            Message::new("tafl-caption-played")
                        } else {
                            Message::new("tafl-caption-took").code("squares", self.names(men))
                        };
                        played
                            .seat("seat", self.seat(last.mover))
                            .code("move", self.format(last.mv))
                    }
                }
            }
        });
        view
    }
}
