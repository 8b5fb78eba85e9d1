//! The picture: the line of tiles snaking down the top of a track board,
//! each tile a domino of two lettered material swatches, its open ends
//! marked `L` and `R`; under it every hand, open, on squares washed in
//! the seat's colour, in seat order as the panels list them.

use super::chain::Side;
use super::material::Material;
use super::state::FState;
use super::tile::{COUNT, tiles_of};
use super::{Fingertip, NAMES};
use crate::view::{Board, Mark, Region, SeatPanel, Special, TrackSquare, View};
use crate::{Message, Seat};

/// Squares in a row: eight tiles lying flat.
const COLUMNS: u8 = 16;

/// Rows the line may take: 28 tiles and the two end marks fit in 4 rows.
const LINE_ROWS: u8 = 4;

/// Each seat's colour: the wash of its hand's squares and its panel.
const COLOURS: [&str; 4] = ["blue", "yellow", "red", "green"];

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

pub fn view(rules: &Fingertip, state: &FState) -> View {
    let seats = rules.e.seats;
    let per_hand = hand_rows(seats);
    let rows = LINE_ROWS + 1 + seats * per_hand + (seats - 1);
    let mut squares = Vec::new();
    let mut regions = Vec::new();
    let mut pieces = Vec::new();
    let mut labels = Vec::new();
    let mut marks = Vec::new();
    let mut specials = Vec::new();
    // The line: an end mark, the tiles' halves, the other end mark.
    let laid = state.chain.laid();
    if !laid.is_empty() {
        let last_at = laid.len() * 2 + 1;
        for (p, side) in [(0, Side::Left), (last_at, Side::Right)] {
            let (c, r) = line_at(p, rows);
            let name = format!("~end-{}", side.letter());
            squares.push(TrackSquare::new(name.clone(), c, r));
            labels.push((name, side.letter().to_string()));
        }
        for (i, l) in laid.iter().enumerate() {
            let mut cells = Vec::new();
            for (h, m) in [(0, l.left), (1, l.right)] {
                let (c, r) = line_at(1 + 2 * i + h, rows);
                let name = format!("~line-{i}-{h}");
                squares.push(TrackSquare::new(name.clone(), c, r));
                pieces.push((name.clone(), swatch(m)));
                if state.last == Some(l.tile()) {
                    marks.push(name.clone());
                }
                cells.push(name);
            }
            regions.push(Region::new(cells));
        }
    }
    // The hands, seat by seat under the line, eight tiles a row.
    for seat in 0..seats {
        let top = rows - 1 - LINE_ROWS - 1 - seat * (per_hand + 1);
        for (k, t) in tiles_of(state.hands[usize::from(seat)]).enumerate() {
            let (a, b) = t.halves();
            let row = top - (k / 8) as u8;
            let col = (k % 8) as u8 * 2;
            let mut cells = Vec::new();
            for (h, m) in [(0u8, a), (1, b)] {
                let name = format!("~hand-{seat}-{}-{h}", t.text());
                squares.push(TrackSquare::new(name.clone(), col + h, row));
                pieces.push((name.clone(), swatch(m)));
                specials.push(Special::new(name.clone(), "zone").owner(Some(Seat(seat))));
                cells.push(name);
            }
            regions.push(Region::new(cells));
        }
    }
    let mut view = View::new(Board::track(COLUMNS, rows, squares));
    view.regions = regions;
    view.specials = specials;
    for (cell, kind) in pieces {
        view.piece(cell, None, &kind);
    }
    view.cell_labels = labels;
    for cell in marks {
        view.mark(cell, Mark::To);
    }
    view.seat_colours = COLOURS[..usize::from(seats)]
        .iter()
        .map(|c| (*c).to_string())
        .collect();
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
