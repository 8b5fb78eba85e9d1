//! The picture of a position: the rows of pits as the viewer sits, every
//! pit's and store's count, special pits, the last move (where it started,
//! where its last seed fell, the pits it sowed, what it captured) and a
//! caption that tells the move.

use super::board::{Cell, store};
use super::engine::{Mancala, State, Variant};
use crate::view::{Board, Highlight, Mark, Piece, SeatPanel, View};
use crate::{Message, Rules, Seat, Status};

/// Seeds drawn as dots in one pit; more are shown by the count alone.
const MAX_DOTS: u8 = 12;

/// "1 seed", "12 seeds".
pub fn seeds(n: u32) -> Message {
    Message::new("mancala-seeds").count("seeds", n)
}

/// The view of `state` from `seat`'s side (two-seat games turn the board
/// for the second seat; games of more seats are always drawn as seat 0
/// sees them).
pub fn view<V: Variant>(rules: &Mancala<V>, state: &State<V::X>, seat: Option<Seat>) -> View {
    let v = &rules.v;
    let layout = v.layout();
    let turned = layout.seats == 2 && seat == Some(Seat(1));
    let name = |c: Cell| layout.name(c).to_string();
    let mut rows: Vec<Vec<String>> = layout
        .rows
        .iter()
        .map(|row| row.iter().map(|&c| name(c)).collect())
        .collect();
    let mut stores = (
        layout.stores.0.map(|s| name(store(s))),
        layout.stores.1.map(|s| name(store(s))),
    );
    if turned {
        rows.reverse();
        for row in &mut rows {
            row.reverse();
        }
        stores = (stores.1, stores.0);
    }
    let mut view = View::new(
        Board::pits(rows)
            .stores(stores.0, stores.1)
            .marks(v.pit_marks(state)),
    );
    for pit in layout.all_pits() {
        let n = state.board.get(pit);
        for _ in 0..n.min(MAX_DOTS) {
            view.piece(name(pit), None, "seed");
        }
        view.cell_labels.push((name(pit), n.to_string()));
    }
    for s in [layout.stores.0, layout.stores.1].into_iter().flatten() {
        view.cell_labels
            .push((name(store(s)), state.board.store_of(s).to_string()));
    }
    view.seat_colours = v.seat_colours().iter().map(|c| c.to_string()).collect();
    let mut told = Vec::new();
    if let Some(trace) = state.last.as_ref() {
        let shown = |c: Cell| view_has(layout, c);
        if let Some(start) = trace.start {
            view.mark(name(start), Mark::From);
        }
        if let Some(last) = trace.last().filter(|&c| shown(c)) {
            view.mark(name(last), Mark::To);
            if let Some(start) = trace.start {
                view.arrows.push((name(start), name(last)));
            }
        }
        for cell in 0..64u8 {
            if trace.sown & (1 << cell) != 0
                && shown(cell)
                && trace.start != Some(cell)
                && trace.last() != Some(cell)
            {
                view.mark(name(cell), Mark::Sown);
            }
        }
        for t in trace.taken.iter() {
            if shown(t.cell) {
                view.highlights.push(Highlight {
                    cell: name(t.cell),
                    mark: Mark::Captured,
                    ghost: Some(Piece {
                        cell: name(t.cell),
                        owner: None,
                        kind: "seed".to_string(),
                    }),
                });
            }
        }
        told = trace.tell(layout);
    }
    view.seats = (0..v.seats())
        .map(|s| {
            let (score, in_hand) = v.panel(state, Seat(s));
            SeatPanel::new(Seat(s), V::info().seat_name(Seat(s)))
                .score(score)
                .in_hand(in_hand)
        })
        .collect();
    let now = match rules.status(state) {
        Status::Over(outcome) => {
            let reason = outcome.reason.clone();
            let score = match &outcome.scores {
                Some(scores) if scores.len() == 2 => Some((scores[0], scores[1])),
                _ => None,
            };
            match (outcome.winner, score) {
                (Some(w), Some((a, b))) => Message::new("mancala-caption-won-score")
                    .seat("seat", w)
                    .count("first", a)
                    .count("second", b)
                    .part("reason", reason),
                (None, _) if outcome.nobody_won(v.seats()) => {
                    Message::new("mancala-caption-lost").part("reason", reason)
                }
                (None, _) if outcome.ranks.is_some() => {
                    Message::new("mancala-caption-shared").part("reason", reason)
                }
                (None, Some((a, b))) => Message::new("mancala-caption-draw-score")
                    .count("first", a)
                    .count("second", b)
                    .part("reason", reason),
                _ => outcome.caption(),
            }
        }
        Status::Chance => Message::new("mancala-caption-toss"),
        Status::ToMove(seat) => {
            view.to_move = Some(seat);
            v.status_words(state)
        }
    };
    // The position first, so a long story clipped in the picture never
    // hides whose turn it is; the story itself is the last move's.
    view.caption = Some(match state.last.as_ref() {
        // A solitaire's player needs no name.
        Some(trace) if v.seats() == 1 => Message::new("mancala-caption-played-alone")
            .part("now", now)
            .code("move", super::notation::format(v, state, &trace.mv)),
        Some(trace) => Message::new("mancala-caption-played")
            .part("now", now)
            .seat("seat", trace.mover)
            .code("move", super::notation::format(v, state, &trace.mv)),
        None => now,
    });
    view.last_move = told;
    view
}

/// Whether the picture shows `cell` (a pit, or a store drawn at an end).
fn view_has(layout: &super::layout::Layout, cell: Cell) -> bool {
    if cell < layout.pits {
        return true;
    }
    [layout.stores.0, layout.stores.1]
        .into_iter()
        .flatten()
        .any(|s| store(s) == cell)
}
