//! The picture: the board, the pieces, whose turn and the series' score.

use super::*;

impl<const HANDICAP: bool> Prarie<HANDICAP> {
    pub(super) fn draw(&self, state: &PrState, _seat: Option<Seat>) -> View {
        let mut view = View::new(Board::squares(FILES as u8, RANKS as u8).rivers([1, 6]));
        view.seat_colours = vec!["brown".into(), "white".into()];
        for f in 0..FILES {
            view.specials
                .push(Special::new(name(f), "goal").owner(Some(Side::Bisons.seat())));
        }
        for (s, &p) in state.board.iter().enumerate() {
            match p {
                BISON => view.piece(name(s), Some(Side::Bisons.seat()), "man"),
                CHIEF => view.piece(name(s), Some(Side::Indians.seat()), "sprite:chess-king"),
                DOG => view.piece(name(s), Some(Side::Indians.seat()), "sprite:chess-queen"),
                _ => {}
            }
        }
        for played in &state.turn {
            match played.mv {
                PrMove::Go { from, to } => {
                    let (from, to) = (name(usize::from(from)), name(usize::from(to)));
                    view.mark(from.clone(), Mark::From);
                    view.mark(to.clone(), Mark::To);
                    view.arrows.push((from, to.clone()));
                    if played.captured {
                        view.highlights.push(Highlight {
                            cell: to.clone(),
                            mark: Mark::Captured,
                            ghost: Some(Piece {
                                cell: to.clone(),
                                owner: Some(Side::Bisons.seat()),
                                kind: "man".into(),
                            }),
                        });
                        view.last_move
                            .push(Message::new("prarie-takes").code("square", to));
                    }
                }
                PrMove::Clear(s) => view.mark(name(usize::from(s)), Mark::From),
                PrMove::Pass => {}
            }
        }
        if let Some(end) = state.ended
            && HANDICAP
        {
            view.last_move.push(
                Message::new("prarie-game-won")
                    .count("game", state.series.game - u8::from(!state.over))
                    .seat("seat", end.winner.seat())
                    .part("reason", Self::end_reason(&end)),
            );
        }
        let bisons = count(&state.board, BISON) as u32;
        let started = u32::from(Self::bisons_for(&Self::game_series(state)));
        let taken = if state.clear_left > 0 {
            0
        } else {
            started.saturating_sub(bisons)
        };
        let s = &state.series;
        let (bison_score, indian_score) = if HANDICAP {
            (
                Message::new("prarie-panel-bisons-series")
                    .count("n", bisons)
                    .count("wins", s.bison_wins),
                Message::new("prarie-panel-indians-series")
                    .count("n", taken)
                    .count("wins", s.indian_wins),
            )
        } else {
            (
                Message::new("prarie-panel-bisons").count("n", bisons),
                Message::new("prarie-panel-indians").count("n", taken),
            )
        };
        view.seats = vec![
            SeatPanel::new(Side::Bisons.seat(), SINGLE.seat_names[0]).score(Some(bison_score)),
            SeatPanel::new(Side::Indians.seat(), SINGLE.seat_names[1]).score(Some(indian_score)),
        ];
        view.caption = Some(match self.outcome(state) {
            Some(outcome) => outcome.caption(),
            None => {
                view.to_move = Some(state.to_move.seat());
                self.caption(state)
            }
        });
        view
    }
}

impl<const HANDICAP: bool> Prarie<HANDICAP> {
    pub(super) fn caption(&self, state: &PrState) -> Message {
        let seat = state.to_move.seat();
        let first_of_game = state.turn.is_empty() || state.ended.is_some();
        let now = if state.clear_left > 0 {
            Message::new("prarie-caption-clear")
                .seat("seat", seat)
                .count("n", state.clear_left)
        } else if state.to_move == Side::Bisons && state.turn_left > 1 {
            Message::new("prarie-caption-moves-left")
                .seat("seat", seat)
                .count("n", state.turn_left)
        } else if first_of_game && state.to_move == Side::Bisons {
            Message::new("prarie-caption-start").seat("seat", seat)
        } else {
            let moves: Vec<String> = state
                .turn
                .iter()
                .map(|p| Self::format(p.mv, p.captured))
                .collect();
            Message::new("prarie-caption-played")
                .seat("seat", state.turn_side.seat())
                .code("move", moves.join(", "))
                .seat("next", seat)
        };
        if !HANDICAP {
            return now;
        }
        let s = &state.series;
        Message::new("prarie-caption-game")
            .count("game", s.game)
            .count("games", self.games)
            .count("bisons", Self::bisons_for(s))
            .count("first", self.first_turn(s))
            .part("now", now)
    }
}
