//! The picture: each piece laid filled in its owner's colour with a thick
//! outline and its letter, the last one marked, cells out of use greyed,
//! and each seat's panel with the pieces it still holds as small glyphs.

use super::pieces::{glyph, letter, orientations};
use super::state::{PState, Phase};
use super::{Engine, NAMES};
use crate::view::{Board, Mark, Region, SeatPanel, Special, Tile, View};
use crate::{Message, Seat};

/// The seats' colours, as style keys.
const COLOURS: [&str; 4] = ["red", "blue", "yellow", "green"];

impl Engine {
    pub(super) fn view(&self, s: &PState) -> View {
        let g = &self.geo;
        // Universe's board fills its grid but for the corners.
        let grid = usize::from(g.files) * usize::from(g.ranks);
        let absent = (0..grid).filter(|&c| !g.board.has(c)).map(|c| g.name(c));
        let mut view = View::new(Board::squares(g.files, g.ranks).absent(absent));
        view.seat_colours = COLOURS[..usize::from(self.seats)]
            .iter()
            .map(|c| (*c).to_string())
            .collect();
        for c in g.board.minus(&g.active).iter() {
            view.specials.push(Special::new(g.name(c), "paint:silver"));
        }
        for laid in &s.laid {
            let p = &g.placements[usize::from(laid.placement)];
            let cells: Vec<String> = p.cells.iter().map(|&c| g.name(usize::from(c))).collect();
            view.cell_labels.push((
                g.name(usize::from(self.middle(&p.cells))),
                letter(p.piece).to_string(),
            ));
            view.regions
                .push(Region::new(cells).owner(Some(Seat(laid.seat))).solid(true));
        }
        // The last piece: its middle cell marked, so the rest of it keeps
        // its owner's colour.
        if let Some(last) = s.laid.last() {
            let cells = &g.placements[usize::from(last.placement)].cells;
            view.mark(g.name(usize::from(self.middle(cells))), Mark::To);
        }
        view.seats = (0..self.seats)
            .map(|seat| {
                let hand: Vec<Tile> = (0..12u8)
                    .filter(|&p| s.hand[usize::from(seat)] >> p & 1 == 1)
                    .map(|p| Tile::up(letter(p).to_string()).pattern(glyph(&orientations(p)[0])))
                    .collect();
                let n = hand.len() as i64;
                let score = if s.is_out(seat) {
                    Message::new("pankai-panel-out").count("n", n)
                } else if s.phase != Phase::Play && s.to_move == seat {
                    Message::new("pankai-panel-bonus").count("bonus", s.bonus)
                } else {
                    Message::new("pankai-panel").count("n", n)
                };
                SeatPanel::new(Seat(seat), NAMES[usize::from(seat)])
                    .score(Some(score))
                    .hand(hand)
            })
            .collect();
        let mover = Seat(s.to_move);
        view.caption = Some(match (self.outcome(s), s.phase) {
            (Some(o), _) => o.caption(),
            (None, Phase::Bonus) => {
                view.to_move = Some(mover);
                Message::new("pankai-caption-bonus")
                    .seat("seat", mover)
                    .count("bonus", s.bonus)
            }
            (None, _) => {
                view.to_move = Some(mover);
                match s.laid.last() {
                    None => Message::new("pankai-caption-start").seat("seat", mover),
                    Some(last) => Message::new("pankai-caption-laid")
                        .seat("seat", Seat(last.seat))
                        .code(
                            "piece",
                            letter(g.placements[usize::from(last.placement)].piece).to_string(),
                        )
                        .seat("next", mover),
                }
            }
        });
        // Who went out after the last piece.
        for &seat in &s.out[s.out.len() - usize::from(s.fresh_out)..] {
            view.last_move
                .push(Message::new("pankai-out").seat("seat", Seat(seat)));
        }
        view
    }

    /// The cell of a piece nearest its middle (where its letter goes).
    fn middle(&self, cells: &[u8; 5]) -> u8 {
        let w = i32::from(self.geo.files);
        let at = |c: u8| (i32::from(c) % w, i32::from(c) / w);
        let (sf, sr) = cells.iter().fold((0, 0), |(f, r), &c| (f + at(c).0, r + at(c).1));
        *cells
            .iter()
            .min_by_key(|&&c| {
                let (f, r) = at(c);
                (5 * f - sf).pow(2) + (5 * r - sr).pow(2)
            })
            .unwrap_or(&cells[0])
    }
}
