//! The picture: the 7×7 board, red squares, each tromino outlined in its
//! owner's colour, the last move marked; in the solitaire the colours of
//! the cells still bare.

use super::board::{CELLS, COLOURS, GRID, LEVEL_OF, PLACEMENTS, Shape};
use super::state::{HState, Last, Phase};
use super::variant::REDS;
use super::{Engine, Seat};
use crate::view::{Board, Mark, Region, SeatPanel, Special, View};
use crate::{Message, Status};

const ROLES: [&str; 2] = ["Blue", "Yellow"];

/// The message naming the colour of `level`.
pub(super) fn colour_word(level: u8) -> Message {
    match level {
        1 => Message::new("hepta-colour-red"),
        2 => Message::new("hepta-colour-yellow"),
        3 => Message::new("hepta-colour-green"),
        4 => Message::new("hepta-colour-blue"),
        5 => Message::new("hepta-colour-brown"),
        6 => Message::new("hepta-colour-white"),
        _ => Message::new("hepta-colour-black"),
    }
}

impl Engine {
    /// The seat whose set has `shape` (two players, once chosen).
    fn owner_of(&self, s: &HState, shape: Shape) -> Seat {
        if self.solo || shape == s.first {
            Seat(0)
        } else {
            Seat(1)
        }
    }

    pub(super) fn view(&self, s: &HState, _seat: Option<Seat>) -> View {
        let mut view = View::new(Board::squares(7, 7));
        let name = |c: usize| GRID.name(c);
        for c in 0..CELLS {
            if s.reds & 1 << c != 0 {
                view.specials.push(Special::new(name(c), "paint:red"));
            } else if self.solo && s.covered & 1 << c == 0 {
                let key = COLOURS[usize::from(LEVEL_OF[c] - 1)];
                view.specials.push(Special::new(name(c), format!("paint:{key}")));
            }
        }
        for &p in &s.laid {
            let placement = PLACEMENTS[usize::from(p)];
            let owner = Some(self.owner_of(s, placement.shape));
            let cells: Vec<String> = placement.cells.iter().map(|&c| name(usize::from(c))).collect();
            // Each cell carries its shape's letter in the owner's colour;
            // the outline groups the three.
            for cell in &cells {
                view.piece(cell.clone(), owner, &placement.shape.letter().to_string());
            }
            view.regions.push(Region::new(cells).owner(owner));
        }
        match s.last {
            Some(Last::Red(c)) => view.mark(name(usize::from(c)), Mark::To),
            Some(Last::Placed(p)) => {
                for &c in &PLACEMENTS[usize::from(p)].cells {
                    view.mark(name(usize::from(c)), Mark::To);
                }
            }
            None => {}
        }
        let status = self.status(s);
        view.to_move = status.seat();
        if self.solo {
            view.seat_colours = vec!["silver".into()];
            let left = Message::new("hepta-panel-solo")
                .count("i", i64::from(s.left[0]))
                .count("l", i64::from(s.left[1]));
            view.seats = vec![SeatPanel::new(Seat(0), "Player").score(Some(left))];
            view.caption = Some(match &status {
                Status::Over(o) => o.caption(),
                _ => Message::new("hepta-caption-solo")
                    .part("colour", colour_word(self.level))
                    .count("level", i64::from(self.level)),
            });
            return view;
        }
        view.seat_colours = vec!["blue".into(), "yellow".into()];
        view.seats = (0..2u8)
            .map(|seat| {
                let panel = SeatPanel::new(Seat(seat), ROLES[usize::from(seat)]);
                if s.phase == Phase::Play {
                    let shape = self.shapes_of(s, seat)[0];
                    panel.score(Some(
                        Message::new("hepta-panel")
                            .count("n", i64::from(s.left[shape.index()]))
                            .code("shape", shape.letter().to_string()),
                    ))
                } else {
                    panel
                }
            })
            .collect();
        view.caption = Some(match (&status, s.phase) {
            (Status::Over(o), _) => o.caption(),
            (_, Phase::Reds) => Message::new("hepta-caption-reds")
                .seat("seat", Seat(0))
                .count("left", i64::from(REDS - s.reds.count_ones())),
            (_, Phase::Choose) => Message::new("hepta-caption-choose").seat("seat", Seat(1)),
            (_, Phase::Play) => {
                let mover = self.turn(s);
                Message::new("hepta-caption-play")
                    .seat("seat", Seat(mover))
                    .code("shape", self.shapes_of(s, mover)[0].letter().to_string())
            }
        });
        view
    }
}
