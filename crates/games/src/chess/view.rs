//! The picture: a checkered 8×8 board with a1 dark, the pieces drawn from
//! the renderer's named chess sprites, every move of the last series marked,
//! a king in check ringed, and each seat's panel with its pieces left and,
//! in progressive rule sets, the series under way. Where the position has
//! reserves (Neo Chess), each panel shows its seat's reserve, piece by
//! piece with counts, and a pawn standing on its last rank (inactive) is
//! drawn faded.

use shakmaty::{Color, Move, Position, Role};

use super::{ChessState, Engine, Variant, seat_of};
use crate::view::{Board, Held, Mark, SeatPanel, View};
use crate::{Message, Seat};

/// The sprite of a role: `sprite:chess-king` and so on; the renderer
/// picks the picture of the owner's colour.
fn sprite(role: Role) -> &'static str {
    match role {
        Role::King => "sprite:chess-king",
        Role::Queen => "sprite:chess-queen",
        Role::Rook => "sprite:chess-rook",
        Role::Bishop => "sprite:chess-bishop",
        Role::Knight => "sprite:chess-knight",
        Role::Pawn => "sprite:chess-pawn",
    }
}

pub(super) fn view<V: Variant>(rules: &Engine<V>, state: &ChessState<V::Pos>, _seat: Option<Seat>) -> View {
    let pos = &state.pos;
    let board = pos.board();
    let mut view = View::new(Board::squares(8, 8).checkered(true));
    view.seat_colours = vec!["white".into(), "black".into()];
    let in_check = !V::LOSING && pos.is_check();
    for (square, piece) in board.iter() {
        let mut kind = sprite(piece.role).to_string();
        if in_check && piece.role == Role::King && piece.color == pos.turn() {
            kind.push_str("~alert");
        }
        let last = match piece.color {
            Color::White => shakmaty::Rank::Eighth,
            Color::Black => shakmaty::Rank::First,
        };
        if piece.role == Role::Pawn && square.rank() == last {
            // An inactive pawn (Neo Chess): it never moves again.
            kind.push_str("~frozen");
        }
        view.piece(square.to_string(), Some(seat_of(piece.color)), &kind);
    }
    for (mv, _) in &state.last {
        mark_move(&mut view, *mv);
    }
    for colour in [Color::White, Color::Black] {
        let seat = seat_of(colour);
        let left = board.by_color(colour).count() as i64;
        let mut panel = SeatPanel::new(seat, V::info().seat_names[seat.index()]);
        let score = if V::PROGRESSIVE && colour == pos.turn() {
            Message::new("chess-panel-series")
                .count("series", state.series)
                .count("move", state.done + 1)
        } else {
            Message::new("chess-panel-pieces").count("pieces", left)
        };
        panel = panel.score(Some(score));
        if let Some(pockets) = pos.pockets() {
            let reserve = pockets.get(colour);
            let held = [Role::Queen, Role::Rook, Role::Bishop, Role::Knight, Role::Pawn]
                .into_iter()
                .filter(|&r| *reserve.get(r) > 0)
                .map(|r| Held::new(sprite(r), u32::from(*reserve.get(r))))
                .collect();
            panel = panel.held(held);
        }
        view.seats.push(panel);
    }
    // Over: the result as the caption, and nobody to move.
    match rules.outcome(state) {
        Some(outcome) => view.caption = Some(outcome.caption()),
        None => view.to_move = Some(seat_of(pos.turn())),
    }
    if let Some((mv, before)) = state.last.last() {
        let mover = seat_of(before.turn());
        if V::PROGRESSIVE {
            if state.done > 0 {
                view.last_move.push(
                    Message::new("chess-series-progress")
                        .seat("seat", mover)
                        .count("move", state.done)
                        .count("series", state.series),
                );
            } else if state.last.len() < (state.series - 1) as usize && !V::LOSING {
                view.last_move
                    .push(Message::new("chess-check-ends-series").seat("seat", mover));
            }
        }
        if mv.is_promotion() && mv.promotion() == Some(Role::King) {
            view.last_move.push(Message::new("chess-king-promotion"));
        }
        if before.pockets().is_some() {
            // Neo Chess: the promotion is an exchange, or the pawn stays.
            if let Some(role) = mv.promotion() {
                view.last_move.push(
                    Message::new("chess-exchange")
                        .part("piece", super::neo::piece_words(role))
                        .seat("seat", seat_of(!before.turn())),
                );
            } else if mv.role() == Role::Pawn && !mv.is_put() && pos.board().pawns().contains(mv.to()) {
                let last = match before.turn() {
                    Color::White => shakmaty::Rank::Eighth,
                    Color::Black => shakmaty::Rank::First,
                };
                if mv.to().rank() == last {
                    view.last_move.push(Message::new("chess-no-exchange"));
                }
            }
        }
    }
    view
}

fn mark_move(view: &mut View, mv: Move) {
    match mv {
        Move::Castle { king, rook } => {
            view.mark(king.to_string(), Mark::From);
            let to = shakmaty::Square::from_coords(
                if rook < king {
                    shakmaty::File::C
                } else {
                    shakmaty::File::G
                },
                king.rank(),
            );
            view.mark(to.to_string(), Mark::To);
        }
        other => {
            if let Some(from) = other.from() {
                view.mark(from.to_string(), Mark::From);
            }
            view.mark(other.to().to_string(), Mark::To);
        }
    }
}
