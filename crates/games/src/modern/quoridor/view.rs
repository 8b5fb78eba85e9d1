//! The picture: the board with its grooves and walls, the goal sides, the
//! pawns, the last move, and each seat's panel (walls left, coin, die or
//! marker).

use super::notation::{id_name, square_name};
use super::state::{Last, QState};
use super::{A, Engine, N, QMove, Relocation, wall_id, wall_of};
use crate::view::{Board, Mark, SeatPanel, Special, Tile, View, Wall};
use crate::{Message, Seat};

impl Engine {
    /// What a seat's panel says beside its walls: the coin, die or marker
    /// it holds (or that lies between the players), the wall it may move.
    fn panel_extra(&self, state: &QState, s: usize) -> Option<Message> {
        let mine = state.holder == s as u8 + 1;
        let between = state.holder == 0;
        match self.v.relocation {
            Relocation::OwnOnce if state.used & (1 << s) != 0 => Some(Message::new("quoridor-panel-moved")),
            Relocation::OwnOnce => Some(Message::new("quoridor-panel-may-move")),
            Relocation::Coin if mine => Some(Message::new("quoridor-panel-coin")),
            Relocation::Coin if between => Some(Message::new("quoridor-panel-coin-between")),
            Relocation::Die if mine => Some(Message::new("quoridor-panel-die").count("face", state.face)),
            Relocation::Die if between => {
                Some(Message::new("quoridor-panel-die-between").count("face", state.face))
            }
            _ if self.v.wall_jump && mine => Some(Message::new("quoridor-panel-marker")),
            _ if self.v.wall_jump && between => Some(Message::new("quoridor-panel-marker-between")),
            _ => None,
        }
    }

    pub(super) fn view(&self, state: &QState) -> View {
        let mut view = View::new(Board::squares(N as u8, N as u8).grooves(true));
        // Each seat's colour, South red and North yellow in both games, so
        // the goal rows tinted in them read on the board.
        let names: &[&str] = if self.seats == 4 {
            &["red", "blue", "yellow", "green"]
        } else {
            &["red", "yellow"]
        };
        view.seat_colours = names.iter().map(|s| (*s).to_string()).collect();
        for s in 0..self.seats {
            if let Some(goal) = self.goal(s) {
                for c in goal.cells() {
                    view.specials
                        .push(Special::new(square_name(c), "goal").owner(Some(Seat(s as u8))));
                }
            }
        }
        for p in 0..self.pawn_count {
            let cell = square_name(usize::from(state.pawns[p]));
            view.piece(cell.clone(), Some(Seat(self.owner(p) as u8)), "man");
            if self.v.pairs {
                view.cell_labels
                    .push((cell, Engine::pawn_number(p as u8).to_string()));
            }
        }
        let last_wall = match state.last {
            Some(Last {
                mv: QMove::Wall { anchor, vertical },
                seat,
                ..
            }) => Some((wall_id(usize::from(anchor), vertical), seat)),
            Some(Last {
                mv: QMove::Shift { to, .. },
                seat,
                ..
            }) => Some((to, seat)),
            _ => None,
        };
        for id in state.wall_ids() {
            let (a, vertical) = wall_of(id);
            let cell = square_name((a / A) * N + a % A);
            let mut wall = if vertical {
                Wall::vertical(cell)
            } else {
                Wall::horizontal(cell)
            };
            if let Some((w, seat)) = last_wall
                && w == id
            {
                wall = wall.owner(Some(Seat(seat)));
            }
            view.walls.push(wall.marked(state.marked(id)));
        }
        if let Some(last) = state.last
            && let QMove::Step { to, .. } | QMove::Leap(to) = last.mv
        {
            let (from, to) = (usize::from(last.from), usize::from(to));
            view.mark(square_name(from), Mark::From);
            view.mark(square_name(to), Mark::To);
            view.arrows.push((square_name(from), square_name(to)));
            if matches!(last.mv, QMove::Leap(_)) {
                view.last_move.push(Message::new("quoridor-leaps"));
            } else if let Some(over) = jumped(from, to) {
                view.last_move
                    .push(Message::new("quoridor-jumps").code("square", square_name(over)));
            }
        }
        view.seats = (0..self.seats)
            .map(|s| {
                let walls = Message::new("quoridor-walls-left").count("n", state.left[s]);
                let score = match self.panel_extra(state, s) {
                    Some(extra) => Message::new("quoridor-panel")
                        .part("walls", walls)
                        .part("extra", extra),
                    None => walls,
                };
                let mut panel =
                    SeatPanel::new(Seat(s as u8), self.v.info.seat_names[s].to_string()).score(Some(score));
                // The die held shows its face, like a doubling cube.
                if self.v.relocation == Relocation::Die && state.holder == s as u8 + 1 {
                    panel = panel.hand(vec![Tile::up(state.face.to_string())]);
                }
                panel
            })
            .collect();
        view.caption = Some(match self.outcome(state) {
            Some(outcome) => outcome.caption(),
            None => {
                let next = Seat(state.to_move);
                view.to_move = Some(next);
                match state.last {
                    None if self.v.pairs => Message::new("quoridor-caption-start-pairs").seat("seat", next),
                    None => Message::new("quoridor-caption-start").seat("seat", next),
                    Some(Last {
                        mv: QMove::Shift { from, to },
                        seat,
                        ..
                    }) if state.done > 0 => Message::new("quoridor-caption-shift-more")
                        .seat("seat", Seat(seat))
                        .code("from", id_name(from))
                        .code("to", id_name(to))
                        .count("n", state.face - state.done),
                    Some(last) => match last.mv {
                        QMove::Leap(c) => Message::new("quoridor-caption-leap")
                            .seat("seat", Seat(last.seat))
                            .code("square", square_name(usize::from(c))),
                        QMove::Step { to: c, .. } => Message::new("quoridor-caption-step")
                            .seat("seat", Seat(last.seat))
                            .code("square", square_name(usize::from(c))),
                        QMove::Wall { .. } => Message::new("quoridor-caption-wall")
                            .seat("seat", Seat(last.seat))
                            .code("wall", self.format(last.mv)),
                        QMove::Shift { from, to } => Message::new("quoridor-caption-shift")
                            .seat("seat", Seat(last.seat))
                            .code("from", id_name(from))
                            .code("to", id_name(to)),
                        QMove::End => Message::new("quoridor-caption-end").seat("seat", Seat(last.seat)),
                        QMove::Pass => Message::new("quoridor-caption-pass").seat("seat", Seat(last.seat)),
                    }
                    .seat("next", next),
                }
            }
        });
        view
    }
}

/// The square jumped over by a straight jump from `from` to `to`.
fn jumped(from: usize, to: usize) -> Option<usize> {
    let (ff, fr, tf, tr) = (from % N, from / N, to % N, to / N);
    if (ff == tf && fr.abs_diff(tr) == 2) || (fr == tr && ff.abs_diff(tf) == 2) {
        Some(((fr + tr) / 2) * N + (ff + tf) / 2)
    } else {
        None
    }
}
