//! The picture: the 3 × 15 lines with their 45 points, stacks of discs with
//! their height, waiting pieces dimmed (frozen ones marked), the king with
//! its crown and a ring of its controller's colour, each side's direction
//! along the rows, and the dice of the last throw.

use super::track::{LAP, PIECES, PLACE, POINTS, name};
use super::{Phase, SahState, Sahkku, seat_name};
use crate::view::{Board, Dice, Highlight, Mark, Piece, Route, SeatPanel, View};
use crate::{Message, Rules, Seat, Status};

pub(super) fn picture(rules: &Sahkku, state: &SahState, seat: Option<Seat>) -> View {
    let b = &state.board;
    let mut view = View::new(
        Board::intersections(15, 3)
            .star_points(vec![name(super::track::KING_HOME)])
            .rank_letters(true),
    );
    // The direction on each row of the viewer's track (for spectators, the
    // side to move): one pass of it, the turns at the row ends included.
    // Both sides' routes would cross out each other's chevrons.
    let whose = seat.unwrap_or(state.turn);
    view.routes.push(Route {
        cells: (0..45).map(|i| name(PLACE[whose.index()][i])).collect(),
        owner: Some(whose),
    });
    for p in 0..POINTS as u8 {
        for s in [Seat::FIRST, Seat::SECOND] {
            if b.inactive_at(s, p) {
                let style = if b.frozen(s) { "man~frozen" } else { "man~dim" };
                view.piece(name(p), Some(s), style);
            }
            for _ in 0..b.active_at(s, p) {
                view.piece(name(p), Some(s), "man");
            }
        }
        if b.king == p {
            match b.king_owner {
                Some(owner) => view.piece(name(p), Some(owner), "king~ring"),
                None => view.piece(name(p), None, "king"),
            }
        }
    }
    for &(from, to) in &state.last.moves {
        view.mark(name(from), Mark::From);
        view.mark(name(to), Mark::To);
        view.arrows.push((name(from), name(to)));
    }
    for &(p, owner, _) in &state.last.captured {
        view.highlights.push(Highlight {
            cell: name(p),
            mark: Mark::Captured,
            ghost: Some(Piece {
                cell: name(p),
                owner: Some(owner),
                kind: "man".into(),
            }),
        });
    }
    view.seats = [Seat::FIRST, Seat::SECOND]
        .into_iter()
        .map(|s| {
            let active: u32 = b.active[s.index()][..LAP].iter().map(|&n| u32::from(n)).sum();
            let waiting = b.inactive[s.index()];
            let panel = if b.frozen(s) {
                Message::new("sahkku-panel-frozen")
            } else {
                Message::new("sahkku-panel")
            };
            SeatPanel::new(s, seat_name(s).to_string()).score(Some(
                panel
                    .count("active", active)
                    .count("waiting", waiting)
                    .count("out", u32::from(PIECES) - active - u32::from(waiting)),
            ))
        })
        .collect();
    view.dice = state.last_throw.map(|t| {
        let faces = t.faces[..usize::from(t.n)].to_vec();
        let value = match t.ritual {
            Some((_, aside)) => format!("{aside} X"),
            None => faces.iter().map(|&f| u32::from(f)).sum::<u32>().to_string(),
        };
        Dice {
            kind: "long".into(),
            faces,
            value,
        }
    });
    let status = rules.status(state);
    view.to_move = status.seat();
    if status == Status::Chance && state.phase != Phase::Start {
        view.to_throw = Some(state.turn);
    }
    view.seat_colours = vec!["white".into(), "black".into()];
    view.caption = Some(rules.caption(state));
    view.last_move = state.last.note.iter().map(|n| n.message()).collect();
    view
}
