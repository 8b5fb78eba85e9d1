//! The picture of a position: the rows of pits as the viewer sits, every
//! pit's and store's count, special pits, the last move (where it started,
//! where its last seed fell, the pits it sowed, what it captured) and a
//! caption that tells the move.

use super::board::{Cell, store};
use super::engine::{Mancala, State, Variant};
use crate::view::{Board, Highlight, Mark, Piece, SeatPanel, View};
use crate::{Rules, Seat, Status};

/// Seeds drawn as dots in one pit; more are shown by the count alone.
const MAX_DOTS: u8 = 12;

/// "1 seed", "12 seeds".
pub fn seeds(n: u32) -> String {
    if n == 1 {
        "1 seed".to_string()
    } else {
        format!("{n} seeds")
    }
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
    let mut told = String::new();
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
        let role = |s: Seat| Mancala::<V>::role(s);
        told = trace.tell(layout, &role);
    }
    view.seats = (0..v.seats())
        .map(|s| {
            let (score, in_hand) = v.panel(state, Seat(s));
            SeatPanel::new(Seat(s), Mancala::<V>::role(Seat(s)))
                .score(score.map(crate::Message::from))
                .in_hand(in_hand)
        })
        .collect();
    let now = match rules.status(state) {
        Status::Over(outcome) => {
            let head = match outcome.winner {
                Some(w) => format!("{} wins", Mancala::<V>::role(w)),
                None if outcome.nobody_won(v.seats()) => "Lost".to_string(),
                None if outcome.ranks.is_some() => "Shared result".to_string(),
                None => "Draw".to_string(),
            };
            match &outcome.scores {
                Some(scores) if scores.len() == 2 => {
                    format!("{head}, {}–{}: {}", scores[0], scores[1], outcome.reason)
                }
                _ => format!("{head}: {}", outcome.reason),
            }
        }
        Status::Chance => "A coin toss decides who begins".to_string(),
        Status::ToMove(seat) => {
            view.to_move = Some(seat);
            v.status_words(state)
        }
    };
    // The position first, so a long story clipped in the picture never
    // hides whose turn it is.
    view.caption = Some(crate::Message::from(match state.last.as_ref() {
        Some(trace) => {
            let text = super::notation::format(v, state, &trace.mv);
            let role = Mancala::<V>::role(trace.mover);
            if told.is_empty() {
                format!("{now}. {role} played {text}.")
            } else {
                format!("{now}. {role} played {text}: {told}")
            }
        }
        None => now,
    }));
    if !told.is_empty() {
        view.last_move = vec![told.into()];
    }
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
