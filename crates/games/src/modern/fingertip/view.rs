//! The picture: the line of tiles snaking down the top of a track board,
//! each tile a domino of two lettered material swatches, its open ends
//! marked `L` and `R`; under it every hand, open, on squares washed in
//! the seat's colour, in seat order as the panels list them.

use super::chain::{Chain, Side};
use super::material::Material;
use super::state::FState;
use super::tile::{COUNT, Tile, tiles_of};
use super::{Fingertip, NAMES};
use crate::view::{Board, Mark, Region, SeatPanel, Special, TrackSquare, View};
use crate::{Message, Seat};

/// Squares in a row: eight tiles lying flat.
const COLUMNS: u8 = 16;

/// Rows the line may take: 28 tiles and the two end marks fit in 4 rows.
pub const LINE_ROWS: u8 = 4;

/// Each seat's colour: the wash of its hand's squares and its panel.
pub const COLOURS: [&str; 4] = ["blue", "yellow", "red", "green"];

/// A swatch: the material's letter on its colour.
fn swatch(m: Material) -> String {
    format!("{}~paint:{}", m.letter(), m.colour())
}

/// Rows a seat's hand takes: its largest hand (the deal's share), eight
/// tiles a row.
fn hand_rows(seats: u8) -> u8 {
    let share = COUNT.div_ceil(usize::from(seats));
    share.div_ceil(usize::from(COLUMNS / 2)) as u8
}

/// The track's (column, row) of step `p` of the line's path, from the top
/// row, left to right then back (`rows`: the board's rows).
fn line_at(p: usize, rows: u8) -> (u8, u8) {
    let width = usize::from(COLUMNS);
    let (r, c) = (p / width, p % width);
    let c = if r % 2 == 0 { c } else { width - 1 - c };
    (c as u8, rows - 1 - r as u8)
}

/// The squares and what lies on them, built part by part: the line at
/// the top, hands under it.
#[derive(Default)]
pub struct Picture {
    squares: Vec<TrackSquare>,
    regions: Vec<Region>,
    pieces: Vec<(String, String)>,
    labels: Vec<(String, String)>,
    marks: Vec<String>,
    specials: Vec<Special>,
}

impl Picture {
    /// The line: an end mark, the tiles' halves (the last laid marked),
    /// the other end mark, snaking down from the top of `rows` rows.
    pub fn line(&mut self, chain: &Chain, last: Option<Tile>, rows: u8) {
        let laid = chain.laid();
        if laid.is_empty() {
            return;
        }
        let last_at = laid.len() * 2 + 1;
        for (p, side) in [(0, Side::Left), (last_at, Side::Right)] {
            let (c, r) = line_at(p, rows);
            let name = format!("~end-{}", side.letter());
            self.squares.push(TrackSquare::new(name.clone(), c, r));
            self.labels.push((name, side.letter().to_string()));
        }
        for (i, l) in laid.iter().enumerate() {
            let mut cells = Vec::new();
            for (h, m) in [(0, l.left), (1, l.right)] {
                let (c, r) = line_at(1 + 2 * i + h, rows);
                let name = format!("~line-{i}-{h}");
                self.squares.push(TrackSquare::new(name.clone(), c, r));
                self.pieces.push((name.clone(), swatch(m)));
                if last == Some(l.tile()) {
                    self.marks.push(name.clone());
                }
                cells.push(name);
            }
            self.regions.push(Region::new(cells));
        }
    }

    /// `seat`'s tiles `hand`, face up, eight a row from row `top` down, on
    /// squares washed in the seat's colour.
    pub fn hand(&mut self, seat: u8, hand: u32, top: u8) {
        for (k, t) in tiles_of(hand).enumerate() {
            let (a, b) = t.halves();
            let row = top - (k / 8) as u8;
            let col = (k % 8) as u8 * 2;
            let mut cells = Vec::new();
            for (h, m) in [(0u8, a), (1, b)] {
                let name = format!("~hand-{seat}-{}-{h}", t.text());
                self.squares.push(TrackSquare::new(name.clone(), col + h, row));
                self.pieces.push((name.clone(), swatch(m)));
                self.specials
                    .push(Special::new(name.clone(), "zone").owner(Some(Seat(seat))));
                cells.push(name);
            }
            self.regions.push(Region::new(cells));
        }
    }

    /// The view of a board `rows` high, with the seats' colours.
    pub fn finish(self, rows: u8, seats: u8) -> View {
        let mut view = View::new(Board::track(COLUMNS, rows, self.squares));
        view.regions = self.regions;
        view.specials = self.specials;
        for (cell, kind) in self.pieces {
            view.piece(cell, None, &kind);
        }
        view.cell_labels = self.labels;
        for cell in self.marks {
            view.mark(cell, Mark::To);
        }
        view.seat_colours = COLOURS[..usize::from(seats)]
            .iter()
            .map(|c| (*c).to_string())
            .collect();
        view
    }
}

pub fn view(rules: &Fingertip, state: &FState) -> View {
    let seats = rules.e.seats;
    let per_hand = hand_rows(seats);
    let rows = LINE_ROWS + 1 + seats * per_hand + (seats - 1);
    let mut picture = Picture::default();
    picture.line(&state.chain, state.last, rows);
    // The hands, seat by seat under the line, eight tiles a row.
    for seat in 0..seats {
        let top = rows - 1 - LINE_ROWS - 1 - seat * (per_hand + 1);
        picture.hand(seat, state.hands[usize::from(seat)], top);
    }
    let mut view = picture.finish(rows, seats);
    for seat in 0..seats {
        let n = state.hand_len(seat);
        view.seats
            .push(SeatPanel::new(Seat(seat), NAMES[usize::from(seat)]).score(Some(
                Message::new("fingertip-panel-tiles").count("tiles", i64::from(n)),
            )));
    }
    if let Some(end) = state.end {
        view.caption = Some(rules.e.outcome(state, end).caption());
    } else if !state.dealt() {
        view.caption = Some(
            Message::new("fingertip-caption-deal").count("left", (COUNT - usize::from(state.dealt)) as i64),
        );
    } else {
        let seat = Seat(state.to_move);
        view.to_move = Some(seat);
        view.caption = Some(match state.passed {
            Some(p) => Message::new("fingertip-caption-passed")
                .seat("seat", Seat(p))
                .seat("next", seat),
            None if state.chain.is_empty() => Message::new("fingertip-caption-open").seat("seat", seat),
            None => Message::new("fingertip-caption-turn").seat("seat", seat),
        });
    }
    view
}
