//! The position text, written and read back with typed errors.

use super::*;

impl<const HANDICAP: bool> Prarie<HANDICAP> {
    pub(super) fn write_position(&self, state: &PrState) -> String {
        let ranks: Vec<String> = (0..RANKS)
            .rev()
            .map(|r| {
                state.board[r * FILES..(r + 1) * FILES]
                    .iter()
                    .map(|&p| match p {
                        BISON => 'b',
                        CHIEF => 'c',
                        DOG => 'd',
                        _ => '.',
                    })
                    .collect()
            })
            .collect();
        let turn = match (state.to_move, state.clear_left, state.turn_left) {
            (Side::Indians, _, _) => "i".to_string(),
            (Side::Bisons, 0, 0 | 1) => "b".to_string(),
            (Side::Bisons, 0, n) => format!("b{n}"),
            (Side::Bisons, n, _) => format!("x{n}"),
        };
        let mut text = format!("{} {turn}", ranks.join("/"));
        if HANDICAP {
            let s = &state.series;
            text.push_str(&format!(
                " game {}/{} wins {}-{} streak {}",
                s.game, self.games, s.bison_wins, s.indian_wins, s.streak
            ));
        }
        text
    }

    pub(super) fn read_position(&self, text: &str) -> Result<PrState, PositionError> {
        let shape = || {
            PositionError::new(if HANDICAP {
                "a prarie-handicap position is 7 ranks of 11 characters (b Bison, c Chief, d Dog, . empty) joined by '/', the turn (b, b2…, i or x1…), then 'game G/N wins B-I streak S'"
            } else {
                "a prarie position is 7 ranks of 11 characters (b Bison, c Chief, d Dog, . empty) joined by '/', and the turn (b or i)"
            })
        };
        let words: Vec<&str> = text.split_whitespace().collect();
        let (board_text, turn, rest) = match words.as_slice() {
            [b, t, rest @ ..] => (*b, *t, rest),
            _ => return Err(shape()),
        };
        let ranks: Vec<&str> = board_text.split('/').collect();
        if ranks.len() != RANKS || ranks.iter().any(|r| r.chars().count() != FILES) {
            return Err(shape());
        }
        let mut board = [EMPTY; SQUARES];
        for (i, rank) in ranks.iter().enumerate() {
            let r = RANKS - 1 - i;
            for (f, c) in rank.chars().enumerate() {
                board[r * FILES + f] = match c {
                    'b' => BISON,
                    'c' => CHIEF,
                    'd' => DOG,
                    '.' => EMPTY,
                    _ => {
                        return Err(PositionError::new(format!(
                            "'{c}' on {}: b, c, d or . expected",
                            name(r * FILES + f)
                        )));
                    }
                };
            }
        }
        let series = if HANDICAP {
            let [g, gn, w, wn, s, sn] = rest else {
                return Err(shape());
            };
            let (Some((game, games)), Some((bw, iw))) = (gn.split_once('/'), wn.split_once('-')) else {
                return Err(shape());
            };
            if (*g, *w, *s) != ("game", "wins", "streak") {
                return Err(shape());
            }
            let num = |t: &str| t.parse::<u8>().map_err(|_| shape());
            let series = Series {
                game: num(game)?,
                bison_wins: num(bw)?,
                indian_wins: num(iw)?,
                streak: num(sn)?,
            };
            if num(games)? != self.games {
                return Err(PositionError::new(format!(
                    "a series of {games} games: these options play {}",
                    self.games
                )));
            }
            let played = u16::from(series.bison_wins) + u16::from(series.indian_wins);
            let game = u16::from(series.game);
            if series.streak > series.indian_wins
                || (series.bison_wins == 0 && series.streak != series.indian_wins)
                || (game != played + 1 && game != played)
                || game == 0
                || game > u16::from(self.games)
            {
                return Err(PositionError::new(
                    "the game number, the wins and the streak do not fit together",
                ));
            }
            series
        } else {
            if !rest.is_empty() {
                return Err(shape());
            }
            Series {
                game: 1,
                bison_wins: 0,
                indian_wins: 0,
                streak: 0,
            }
        };
        let bisons = count(&board, BISON);
        let allowed = usize::from(Self::bisons_for(&series));
        if count(&board, CHIEF) != 1 || count(&board, DOG) != 4 {
            return Err(PositionError::new(
                "the Indians are one Chief (c) and four Dogs (d)",
            ));
        }
        if board
            .iter()
            .enumerate()
            .any(|(s, &p)| matches!(p, CHIEF | DOG) && !on_land(s))
        {
            return Err(PositionError::new("the Chief and the Dogs stay on ranks 2 to 6"));
        }
        if (0..FILES).filter(|&s| board[s] == BISON).count() > 1 {
            return Err(PositionError::new(
                "the game ends when the first Bison reaches rank 1",
            ));
        }
        let (to_move, clear_left, turn_left) = match turn.as_bytes() {
            [b'i'] => (Side::Indians, 0, 1),
            [b'b'] => (Side::Bisons, 0, 1),
            [b'b', ..] | [b'x', ..] => {
                let n: u8 = turn[1..].parse().map_err(|_| shape())?;
                if n < 2 && turn.starts_with('b') || n == 0 || !HANDICAP {
                    return Err(shape());
                }
                if turn.starts_with('b') {
                    (Side::Bisons, 0, n)
                } else {
                    (Side::Bisons, n, self.first_turn(&series))
                }
            }
            _ => return Err(shape()),
        };
        let fresh = {
            let start = self.start_game(series);
            let mut ok = board[..(RANKS - 1) * FILES] == start.board[..(RANKS - 1) * FILES];
            ok &= board[(RANKS - 1) * FILES..]
                .iter()
                .all(|&p| p == BISON || p == EMPTY);
            ok
        };
        if clear_left > 0 && (!fresh || bisons != allowed + usize::from(clear_left)) {
            return Err(PositionError::new(
                "while rank 7 is cleared the board is a new game's, with the series' Bisons",
            ));
        }
        if clear_left == 0 && bisons > allowed {
            return Err(PositionError::new(format!(
                "{bisons} Bisons: this game of the series has {allowed}"
            )));
        }
        if turn_left > self.first_turn(&series) {
            return Err(PositionError::new(format!(
                "the Bisons' first turn has {} moves in this game",
                self.first_turn(&series)
            )));
        }
        let mut state = PrState {
            board,
            to_move,
            clear_left,
            turn_left,
            series,
            over: false,
            turn: Vec::new(),
            turn_side: to_move,
            ended: None,
        };
        let end = Self::game_end(&state);
        let played = state.series.bison_wins + state.series.indian_wins;
        if HANDICAP {
            match end {
                Some(_) if played != state.series.game || !self.series_over(&state.series) => {
                    return Err(PositionError::new(
                        "a game of the series that has ended is followed by the next one",
                    ));
                }
                None if played == state.series.game || self.series_over(&state.series) => {
                    return Err(PositionError::new(
                        "the series is over by its wins, but the game on the board goes on",
                    ));
                }
                _ => {}
            }
        }
        if let Some(end) = end {
            state.over = true;
            state.ended = Some(end);
        }
        Ok(state)
    }
}
