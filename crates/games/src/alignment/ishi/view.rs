//! Ishi's picture: the triangle of hexagonal cells, rows lettered on the
//! left, each number written past the right edge where its line of cells
//! begins (the cells numbered 3 run from `c3` down to the left to `j3`).
//! No numbers below the base: there they would stand half a cell off the
//! cells they name. Black and white stones; the turn in progress, or
//! else the last turn, marked (stones taken drawn ghosted). The caption
//! says the phase, the counts allowed now and the opponent's last count.

use super::board::{CELLS, axial, cells, name};
use super::notation::counts_text;
use super::{INFO, Ishi, IshiState, Phase, outcome};
use crate::view::{Board, HexAxis, HexCell, Highlight, LineEnd, Mark, Piece, SeatPanel, View};
use crate::{Message, Seat};

/// The board with its coordinates round it.
pub fn board() -> Board {
    let cells = (0..CELLS)
        .map(|c| {
            let (q, r) = axial(c);
            HexCell::new(name(c), q, r)
        })
        .collect();
    let row = |c: &HexCell| Some(c.name[..1].to_string());
    let number = |c: &HexCell| Some(c.name[1..].to_string());
    Board::hexes(cells)
        .line_labels(HexAxis::Row, LineEnd::Low, row)
        .line_labels(HexAxis::RisingRight, LineEnd::High, number)
        .into()
}

fn colour(c: u8) -> Option<Seat> {
    Some(Seat(c))
}

pub fn view(_rules: &Ishi, state: &IshiState) -> View {
    let mut view = View::new(board());
    view.seat_colours = vec!["black".into(), "white".into()];
    for (s, &set) in state.stones.iter().enumerate() {
        for c in cells(set) {
            view.piece(name(c), colour(s as u8), "stone");
        }
    }
    // The turn in progress, else the last whole turn.
    let shown = if state.turn != 0 {
        Some((state.phase, state.turn, state.taking))
    } else {
        state.last.map(|l| (l.phase, l.cells, l.colour))
    };
    if let Some((phase, set, taken)) = shown {
        for c in cells(set) {
            let cell = name(c);
            match phase {
                Phase::Place if state.stones[0] >> c & 1 == 1 || state.stones[1] >> c & 1 == 1 => {
                    view.mark(cell, Mark::To)
                }
                Phase::Place => {}
                Phase::Remove => view.highlights.push(Highlight {
                    cell: cell.clone(),
                    mark: Mark::Captured,
                    ghost: Some(Piece {
                        cell,
                        owner: colour(taken),
                        kind: "stone".into(),
                    }),
                }),
            }
        }
    }
    view.seats = (0..2u8)
        .map(|s| {
            let won = state.phase1_loser.map(|l| l != Seat(s));
            SeatPanel::new(Seat(s), INFO.seat_names[usize::from(s)].to_string())
                .in_hand(Some(u32::from(state.supply[usize::from(s)])))
                .score(won.map(|w| {
                    if w {
                        Message::new("ishi-panel-won")
                    } else {
                        Message::new("ishi-panel-lost")
                    }
                }))
        })
        .collect();
    view.caption = Some(match outcome(state) {
        Some(end) => end.caption(),
        None => {
            view.to_move = Some(state.to_move);
            let counts = counts_text(state.counts());
            let head = match (state.phase, state.prev()) {
                (Phase::Place, None) => Message::new("ishi-place-open").seat("seat", state.to_move),
                (Phase::Place, Some(n)) => Message::new("ishi-place")
                    .seat("seat", state.to_move)
                    .code("counts", counts)
                    .count("n", n),
                (Phase::Remove, None) => Message::new("ishi-remove-open")
                    .seat("seat", state.to_move)
                    .code("counts", counts),
                (Phase::Remove, Some(n)) => Message::new("ishi-remove")
                    .seat("seat", state.to_move)
                    .code("counts", counts)
                    .count("n", n),
            };
            let k = state.turn.count_ones();
            if k == 0 {
                head
            } else {
                Message::new("ishi-so-far")
                    .part("head", head)
                    .count("n", k)
                    .code("cells", super::board::names(state.turn, " "))
            }
        }
    });
    view
}
