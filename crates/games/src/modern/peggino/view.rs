//! The picture: the 7×7 board, each cell washed in the colour of the tile
//! on top, the tiles' outlines, the pegs; the holder's reserve and the
//! deck's top in their panel (open to both: gap 5), the areas, the pegs
//! and tiles left.

use super::board::{CELLS, SIDE, cell_name, cells};
use super::state::{PEGS, PState, Phase, Recent};
use super::tiles::{TILES, name, shape};
use super::{Engine, Seat};
use crate::Message;
use crate::view::{Board, Mark, SeatPanel, Special, Tile, View, Wall};

/// A tile's face as the panel shows it: its label and its holes.
fn face(label: String, t: u8, face: usize) -> Tile {
    let rows = shape(t, face, 0)
        .iter()
        .map(|row| row.iter().map(|&h| if h { 'o' } else { '#' }).collect())
        .collect();
    Tile::up(label).pattern(rows)
}

impl Engine {
    pub(super) fn view(&self, s: &PState) -> View {
        let mut view = View::new(Board::squares(SIDE as u8, SIDE as u8));
        view.seat_colours = vec!["blue".into(), "yellow".into()];
        for c in 0..CELLS {
            let t = s.top[c];
            if t == 0 {
                continue;
            }
            let laid = s.laid[usize::from(t - 1)];
            view.specials
                .push(Special::new(cell_name(c), "zone").owner(Some(Seat(laid.seat))));
        }
        // Outlines: a bar wherever two cells' top tiles differ (the board's
        // edge is its frame).
        for c in 0..CELLS {
            let (file, rank) = (c % SIDE, c / SIDE);
            if file + 1 < SIDE && s.top[c] != s.top[c + 1] && (s.top[c] | s.top[c + 1]) != 0 {
                view.walls.push(Wall::vertical(cell_name(c)).length(1));
            }
            if rank + 1 < SIDE && s.top[c] != s.top[c + SIDE] && (s.top[c] | s.top[c + SIDE]) != 0 {
                view.walls.push(Wall::horizontal(cell_name(c)).length(1));
            }
        }
        for c in cells(s.pegs) {
            view.piece(cell_name(c), None, "peg");
        }
        match s.recent {
            Some(Recent::Peg(c)) => view.mark(cell_name(usize::from(c)), Mark::To),
            Some(Recent::Tile(i)) => {
                // Only the cell the move names (the top-left one): a mark
                // on every cell would hide the colour the tile brought.
                let named =
                    cells(s.laid[usize::from(i)].lay.cover).min_by_key(|&c| (SIDE - c / SIDE, c % SIDE));
                if let Some(c) = named {
                    view.mark(cell_name(c), Mark::To);
                }
            }
            None => {}
        }
        let pegs_left = i64::from(PEGS - s.pegs_used());
        if self.solo {
            let unlaid = s.unlaid();
            let palette: Vec<Tile> = (0..TILES as u8)
                .filter(|t| unlaid & (1 << t) != 0)
                .map(|t| face(name(t), t, 0))
                .collect();
            let score = Message::new("peggino-panel-solo")
                .count("pegs", i64::from(s.pegs_used()))
                .count("tiles", palette.len() as i64);
            view.seats = vec![SeatPanel::new(Seat(0), "Player").score(Some(score)).hand(palette)];
        } else {
            let areas = self.areas(s);
            let holder = s.seat().map(|seat| seat.0);
            view.seats = (0..2u8)
                .map(|seat| {
                    let score = Message::new("peggino-panel").count("area", areas[usize::from(seat)]);
                    let mut panel =
                        SeatPanel::new(Seat(seat), ["Blue", "Yellow"][usize::from(seat)]).score(Some(score));
                    if holder == Some(seat) && !matches!(s.phase, Phase::Setup { .. }) {
                        let mut hand: Vec<Tile> = s
                            .reserve
                            .iter()
                            .enumerate()
                            .filter_map(|(k, r)| r.map(|t| face(format!("{}", k + 1), t, usize::from(seat))))
                            .collect();
                        if let Some(t) = self.deck_top(s, seat) {
                            hand.push(face("D".into(), t, usize::from(seat)));
                        }
                        panel = panel.hand(hand);
                    }
                    panel
                })
                .collect();
        }
        let over = matches!(s.phase, Phase::Over(_));
        if !over {
            view.to_move = s.seat();
        }
        let deck = s.deck_len() as i64;
        view.caption = Some(match (s.phase, s.seat()) {
            (Phase::Over(_), _) => match self.status(s) {
                crate::Status::Over(o) => o.caption(),
                _ => Message::new("peggino-caption-solo").count("pegs", pegs_left),
            },
            (Phase::Setup { placed, .. }, Some(seat)) => Message::new("peggino-caption-setup")
                .seat("seat", seat)
                .count("n", i64::from(super::state::SETUP_PEGS - placed)),
            (Phase::Peg { .. }, Some(seat)) => Message::new("peggino-caption-peg")
                .seat("seat", seat)
                .count("pegs", pegs_left)
                .count("deck", deck),
            (Phase::Tiles { .. }, Some(seat)) => if s.last.is_some() {
                // Each id written out: the message test reads them.
                Message::new("peggino-caption-tiles-last")
            } else {
                Message::new("peggino-caption-tiles")
            }
            .seat("seat", seat)
            .count("pegs", pegs_left)
            .count("deck", deck),
            _ => Message::new("peggino-caption-solo").count("pegs", pegs_left),
        });
        if self.status(s) == crate::Status::Chance {
            view.to_move = None;
            view.caption = Some(Message::new("peggino-caption-draw").count("deck", deck));
        }
        view
    }
}
