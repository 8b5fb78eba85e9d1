//! The position text (its shape is in the module doc), written and read
//! back with typed errors.

use super::{CELLS, EMPTY, Engine, QUIET_TURNS, SeegaState};
use crate::PositionError;

impl Engine {
    pub(super) fn position_text(&self, s: &SeegaState) -> String {
        let n = self.n;
        let ranks: Vec<String> = (0..n)
            .rev()
            .map(|r| {
                s.board[r * n..(r + 1) * n]
                    .iter()
                    .map(|&p| match p {
                        1 => 'w',
                        2 => 'b',
                        _ => '.',
                    })
                    .collect()
            })
            .collect();
        let side = if s.to_move == 0 { 'w' } else { 'b' };
        let mut text = format!(
            "{} {side} {},{} {}",
            ranks.join("/"),
            s.hand[0],
            s.hand[1],
            s.quiet
        );
        if s.opening {
            text.push_str(" open");
        }
        text
    }

    pub(super) fn read_position(&self, text: &str) -> Result<SeegaState, PositionError> {
        let n = self.n;
        let shape = || {
            PositionError::shape(format!(
                "a Seega position is {n} ranks of {n} characters (w White, b Black, . empty) joined by '/', the side to move (w or b), the pieces each has still to place (like 12,12), the turns without a capture, and 'open' after a pass"
            ))
        };
        let words: Vec<&str> = text.split_whitespace().collect();
        let (board_text, side, hands, quiet, open) = match words.as_slice() {
            [b, s, h, q] => (*b, *s, *h, *q, false),
            [b, s, h, q, "open"] => (*b, *s, *h, *q, true),
            _ => return Err(shape()),
        };
        let ranks: Vec<&str> = board_text.split('/').collect();
        if ranks.len() != n || ranks.iter().any(|r| r.chars().count() != n) {
            return Err(shape());
        }
        let mut board = [EMPTY; CELLS];
        for (i, rank) in ranks.iter().enumerate() {
            let r = n - 1 - i;
            for (f, c) in rank.chars().enumerate() {
                board[r * n + f] = match c {
                    'w' => 1,
                    'b' => 2,
                    '.' => EMPTY,
                    _ => {
                        return Err(PositionError::piece(format!(
                            "rank {} holds '{c}': w, b or . expected",
                            r + 1
                        )));
                    }
                };
            }
        }
        let to_move = match side {
            "w" => 0,
            "b" => 1,
            _ => return Err(PositionError::turn(format!("'{side}': w or b to move expected"))),
        };
        let (white, black) = hands.split_once(',').ok_or_else(shape)?;
        let mut hand = [0u8; 2];
        for (seat, word) in [white, black].into_iter().enumerate() {
            hand[seat] = match word.parse::<u8>() {
                Ok(k) if k <= self.pieces && k % 2 == 0 => k,
                _ => {
                    return Err(PositionError::count(format!(
                        "'{word}' pieces to place: an even number up to {} expected",
                        self.pieces
                    )));
                }
            };
        }
        let quiet = match quiet.parse::<u16>() {
            Ok(q) if q <= QUIET_TURNS => q,
            _ => {
                return Err(PositionError::counter(format!(
                    "'{quiet}' turns without a capture: 0 to {QUIET_TURNS} expected"
                )));
            }
        };
        let state = SeegaState {
            board,
            to_move,
            hand,
            quiet,
            opening: open,
            last: None,
        };
        let counts = [self.count(&board, 0), self.count(&board, 1)];
        for seat in 0..2 {
            if counts[seat] + hand[seat] > self.pieces {
                return Err(PositionError::count(format!(
                    "{} pieces on the board and {} to place: a side has {}",
                    counts[seat], hand[seat], self.pieces
                )));
            }
        }
        if state.placing() {
            // Nothing is captured while placing, and White places first.
            let whole = (0..2).all(|s| counts[s] + hand[s] == self.pieces);
            let turn_fits = (to_move == 0 && hand[0] == hand[1]) || (to_move == 1 && hand[0] + 2 == hand[1]);
            if !whole || !turn_fits || board[self.centre] != EMPTY || quiet != 0 || open {
                return Err(PositionError::unreachable(
                    "while placing, every piece is on the board or in hand, the centre is empty, White places first and nothing is counted",
                ));
            }
        } else if open
            && (self.v.removal
                || self.can_step(&board, 1 - to_move)
                || !self.can_be_opened(&board, 1 - to_move))
        {
            return Err(PositionError::unreachable(
                "'open' follows a pass: the side not to move must be blocked and the side to move able to open it a move",
            ));
        }
        Ok(state)
    }
}
