//! The picture: the board, its star points, the stones, the last move, the
//! prisoners and, while counting, the dead stones and the territory.

use super::*;

impl<const N: usize> Go<N> {
    pub(super) fn draw(&self, state: &GoState, _seat: Option<Seat>) -> View {
        let stars: Vec<String> = Self::star_points().into_iter().map(Self::point_name).collect();
        let mut view = View::new(
            ViewBoard::intersections(N as u8, N as u8)
                .star_points(stars)
                .skip_i(true)
                .coordinates_around(true),
        );
        view.seat_colours = vec!["black".into(), "white".into()];
        let show_count = matches!(state.phase, Phase::Counting { .. } | Phase::Over(End::Agreed));
        for p in 0..N * N {
            let s = state.board.at(p);
            if s == EMPTY {
                continue;
            }
            let owner = Some(if s == BLACK { Seat::FIRST } else { Seat::SECOND });
            if show_count && state.dead().get(p).copied().unwrap_or(false) {
                view.highlights.push(Highlight {
                    cell: Self::point_name(p),
                    mark: Mark::Captured,
                    ghost: Some(Piece {
                        cell: Self::point_name(p),
                        owner,
                        kind: "stone".into(),
                    }),
                });
            } else {
                view.piece(Self::point_name(p), owner, "stone");
            }
        }
        if matches!(state.phase, Phase::Counting { .. } | Phase::Over(_)) {
            let map = score::territory_map(&state.board, state.dead());
            for (p, &owner) in map.iter().enumerate().take(N * N) {
                if owner != 0 {
                    let seat = if owner == BLACK { Seat::FIRST } else { Seat::SECOND };
                    view.specials
                        .push(Special::new(Self::point_name(p), "territory").owner(Some(seat)));
                }
            }
        }
        if let Some(GoMove::Play(p)) = state.last
            && matches!(state.phase, Phase::Play { .. })
        {
            view.mark(Self::point_name(usize::from(p)), Mark::To);
            let captor = state.to_move;
            for &c in &state.last_captured {
                view.highlights.push(Highlight {
                    cell: Self::point_name(usize::from(c)),
                    mark: Mark::Captured,
                    ghost: Some(Piece {
                        cell: Self::point_name(usize::from(c)),
                        owner: Some(captor),
                        kind: "stone".into(),
                    }),
                });
            }
        }
        let sc = matches!(state.phase, Phase::Counting { .. }).then(|| self.score(state));
        for seat in [Seat::FIRST, Seat::SECOND] {
            let score = match &sc {
                Some(sc) => points_message(sc.total2[seat.index()]),
                None => Message::new("go-prisoners").count("n", state.prisoners[seat.index()]),
            };
            view.seats
                .push(SeatPanel::new(seat, Self::info().seat_names[seat.index()]).score(Some(score)));
        }
        view.caption = Some(match state.phase {
            Phase::Over(end) => self.outcome(state, end).caption(),
            Phase::Counting { accepted } => {
                let sc = self.score(state);
                let caption = if accepted {
                    Message::new("go-count-accepted")
                } else {
                    Message::new("go-count")
                };
                caption
                    .part("lead", Self::lead_message(&sc))
                    .seat("seat", state.to_move)
            }
            Phase::Play { passes } => match state.last {
                Some(GoMove::Play(p)) => Message::new("go-to-move")
                    .seat("seat", state.to_move)
                    .code("point", Self::point_name(usize::from(p))),
                Some(GoMove::Pass) if passes == 1 => Message::new("go-passed").seat("seat", state.to_move),
                Some(GoMove::Dispute) => Message::new("go-resumed").seat("seat", state.to_move),
                _ => Message::new("go-opens").seat("seat", state.to_move),
            },
        });
        if !matches!(state.phase, Phase::Over(_)) {
            view.to_move = Some(state.to_move);
        }
        if matches!(state.phase, Phase::Counting { .. }) {
            // The count written out in full, told with the picture.
            let sc = self.score(state);
            view.last_move.push(self.side_message(state, &sc, Seat::FIRST));
            view.last_move.push(self.side_message(state, &sc, Seat::SECOND));
        }
        if !state.last_captured.is_empty() && matches!(state.phase, Phase::Play { .. }) {
            view.last_move
                .push(Message::new("go-captured").count("n", state.last_captured.len() as i64));
        }
        view
    }
}
