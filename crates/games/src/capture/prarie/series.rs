//! The rules of play: a game of the series started and ended, the outcome,
//! the moves listed and a move applied.

use super::*;

impl<const HANDICAP: bool> Prarie<HANDICAP> {
    /// Bisons in game `series.game`.
    pub(super) fn bisons_for(series: &Series) -> u8 {
        BISONS as u8 - series.bison_wins.min(BISONS as u8 - 1)
    }

    /// Moves of the Bisons' first turn in the game under way.
    pub(super) fn first_turn(&self, series: &Series) -> u8 {
        1 + if self.total_bonus {
            series.indian_wins
        } else {
            series.streak
        }
    }

    /// Whether the series is decided or played out.
    pub(super) fn series_over(&self, series: &Series) -> bool {
        let half = self.games / 2;
        series.bison_wins > half
            || series.indian_wins > half
            || series.bison_wins + series.indian_wins >= self.games
    }

    /// A fresh game of the series: rank 7 full, the Indians home, the
    /// Bisons to clear their handicap squares, then to move.
    pub(super) fn start_game(&self, series: Series) -> PrState {
        let mut board = [EMPTY; SQUARES];
        board[(RANKS - 1) * FILES..].fill(BISON);
        for s in DOGS_START {
            board[s] = DOG;
        }
        board[CHIEF_START] = CHIEF;
        PrState {
            board,
            to_move: Side::Bisons,
            clear_left: BISONS as u8 - Self::bisons_for(&series),
            turn_left: self.first_turn(&series),
            series,
            over: false,
            turn: Vec::new(),
            turn_side: Side::Bisons,
            ended: None,
        }
    }

    /// The end of the game on the board, if it has ended: a Bison on rank
    /// 1, or the Bisons to move with no move.
    pub(super) fn game_end(state: &PrState) -> Option<GameEnd> {
        if let Some(s) = (0..FILES).find(|&s| state.board[s] == BISON) {
            return Some(GameEnd {
                winner: Side::Bisons,
                across: Some(s as u8),
                bisons_left: count(&state.board, BISON) as u8,
            });
        }
        (state.to_move == Side::Bisons && state.clear_left == 0 && !bisons_can_move(&state.board)).then(
            || GameEnd {
                winner: Side::Indians,
                across: None,
                bisons_left: count(&state.board, BISON) as u8,
            },
        )
    }

    /// The series' counters as they were when the game on the board
    /// started (the last game's result taken back once the series is over).
    pub(super) fn game_series(state: &PrState) -> Series {
        let mut s = state.series;
        if let (true, true, Some(end)) = (HANDICAP, state.over, state.ended) {
            match end.winner {
                Side::Bisons => s.bison_wins = s.bison_wins.saturating_sub(1),
                Side::Indians => s.indian_wins = s.indian_wins.saturating_sub(1),
            }
        }
        s
    }

    pub(super) fn end_reason(end: &GameEnd) -> Message {
        match (end.winner, end.across) {
            (Side::Bisons, Some(s)) => Message::new("prarie-across").code("square", name(usize::from(s))),
            _ if end.bisons_left == 0 => Message::new("prarie-all-taken"),
            _ => Message::new("prarie-blocked"),
        }
    }

    pub(super) fn outcome(&self, state: &PrState) -> Option<Outcome> {
        if !state.over {
            return None;
        }
        if !HANDICAP {
            let end = state.ended?;
            return Some(Outcome::win(end.winner.seat(), Self::end_reason(&end)));
        }
        let s = &state.series;
        let scores = vec![i32::from(s.bison_wins), i32::from(s.indian_wins)];
        let reason = Message::new("prarie-series-score")
            .count("bisons", s.bison_wins)
            .count("indians", s.indian_wins);
        Some(
            match s.bison_wins.cmp(&s.indian_wins) {
                std::cmp::Ordering::Greater => Outcome::win(Side::Bisons.seat(), reason),
                std::cmp::Ordering::Less => Outcome::win(Side::Indians.seat(), reason),
                std::cmp::Ordering::Equal => Outcome::draw(reason),
            }
            .with_scores(scores),
        )
    }

    pub(super) fn legal(&self, state: &PrState, out: &mut Vec<PrMove>) {
        if state.over {
            return;
        }
        if state.clear_left > 0 {
            for s in (RANKS - 1) * FILES..SQUARES {
                if state.board[s] == BISON {
                    out.push(PrMove::Clear(s as u8));
                }
            }
            return;
        }
        let before = out.len();
        moves_of(&state.board, state.to_move, out);
        if out.len() == before && state.to_move == Side::Indians {
            out.push(PrMove::Pass);
        }
    }

    pub(super) fn apply_move(&self, state: &mut PrState, mv: PrMove) {
        let side = state.to_move;
        // A turn is all the plies of one side in a row: the squares left
        // empty and a long first turn are shown together.
        if state.turn_side != side {
            state.turn.clear();
        }
        state.turn_side = side;
        state.ended = None;
        let mut captured = false;
        match mv {
            PrMove::Clear(s) => {
                state.board[usize::from(s)] = EMPTY;
                state.clear_left = state.clear_left.saturating_sub(1);
            }
            PrMove::Go { from, to } => {
                let (from, to) = (usize::from(from), usize::from(to));
                captured = state.board[to] == BISON && state.board[from] == CHIEF;
                state.board[to] = state.board[from];
                state.board[from] = EMPTY;
                if side == Side::Bisons {
                    state.turn_left = state.turn_left.saturating_sub(1);
                    if state.turn_left == 0 {
                        state.to_move = Side::Indians;
                    }
                } else {
                    state.to_move = Side::Bisons;
                    state.turn_left = 1;
                }
            }
            PrMove::Pass => {
                state.to_move = Side::Bisons;
                state.turn_left = 1;
            }
        }
        state.turn.push(Played { mv, captured });
        // A Bison stopped in the middle of a long first turn: the Bisons
        // have no move on their turn.
        let end = Self::game_end(state);
        let Some(end) = end else {
            return;
        };
        state.ended = Some(end);
        if !HANDICAP {
            state.over = true;
            return;
        }
        let series = &mut state.series;
        match end.winner {
            Side::Bisons => {
                series.bison_wins += 1;
                series.streak = 0;
            }
            Side::Indians => {
                series.indian_wins += 1;
                series.streak += 1;
            }
        }
        if self.series_over(&state.series) {
            state.over = true;
            return;
        }
        // The next game starts at once; the picture tells how this one
        // ended.
        let mut next = state.series;
        next.game += 1;
        *state = self.start_game(next);
        state.ended = Some(end);
    }
}
