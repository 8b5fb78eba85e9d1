//! The position text (its shape is in the module doc), written and read
//! back with typed errors.

use super::{CELLS, EMPTY, Engine, LState, QUIET_TURNS};
use crate::PositionError;

impl Engine {
    pub(super) fn position_text(&self, s: &LState) -> String {
        let files = usize::from(self.grid.files);
        let ranks: Vec<String> = (0..usize::from(self.grid.ranks))
            .rev()
            .map(|r| {
                (r * files..(r + 1) * files)
                    .map(|c| match (s.board[c], s.is_blocked(c)) {
                        (1, false) => 'w',
                        (1, true) => 'W',
                        (2, false) => 'b',
                        (2, true) => 'B',
                        _ => '.',
                    })
                    .collect()
            })
            .collect();
        let side = if s.to_move == 0 { 'w' } else { 'b' };
        format!(
            "{} {side} {},{} {}",
            ranks.join("/"),
            s.hand[0],
            s.hand[1],
            s.quiet
        )
    }

    pub(super) fn read_position(&self, text: &str) -> Result<LState, PositionError> {
        let (files, ranks) = (usize::from(self.grid.files), usize::from(self.grid.ranks));
        let shape = || {
            PositionError::shape(format!(
                "a Latrunculi position on this board is {ranks} ranks of {files} characters (w, b a free White or Black piece, W, B a blocked one, . empty) joined by '/', the side to move (w or b), the pieces each has still to place (like 16,16), and the turns since the last removal"
            ))
        };
        let words: Vec<&str> = text.split_whitespace().collect();
        let [board_text, side, hands, quiet] = words.as_slice() else {
            return Err(shape());
        };
        let rows: Vec<&str> = board_text.split('/').collect();
        if rows.len() != ranks || rows.iter().any(|r| r.chars().count() != files) {
            return Err(shape());
        }
        let mut board = [EMPTY; CELLS];
        let mut blocked = 0u128;
        for (i, row) in rows.iter().enumerate() {
            let r = ranks - 1 - i;
            for (f, c) in row.chars().enumerate() {
                let s = r * files + f;
                board[s] = match c {
                    'w' | 'W' => 1,
                    'b' | 'B' => 2,
                    '.' => EMPTY,
                    _ => {
                        return Err(PositionError::piece(format!(
                            "rank {} holds '{c}': w, b, W, B or . expected",
                            r + 1
                        )));
                    }
                };
                if c.is_ascii_uppercase() {
                    blocked |= 1u128 << s;
                }
            }
        }
        let to_move = match *side {
            "w" => 0,
            "b" => 1,
            _ => return Err(PositionError::turn(format!("'{side}': w or b to move expected"))),
        };
        let (white, black) = hands.split_once(',').ok_or_else(shape)?;
        let mut hand = [0u8; 2];
        for (seat, word) in [white, black].into_iter().enumerate() {
            hand[seat] = match word.parse::<u8>() {
                Ok(k) if k <= self.pieces => k,
                _ => {
                    return Err(PositionError::count(format!(
                        "'{word}' pieces to place: 0 to {} expected",
                        self.pieces
                    )));
                }
            };
        }
        let quiet = match quiet.parse::<u16>() {
            Ok(q) if q <= QUIET_TURNS => q,
            _ => {
                return Err(PositionError::counter(format!(
                    "'{quiet}' turns without a removal: 0 to {QUIET_TURNS} expected"
                )));
            }
        };
        let state = LState {
            board,
            blocked,
            to_move,
            hand,
            quiet,
            last: None,
        };
        let counts = [self.count(&board, 0), self.count(&board, 1)];
        for seat in 0..2 {
            if counts[seat] + hand[seat] > self.pieces || counts[seat] + hand[seat] == 0 {
                return Err(PositionError::count(format!(
                    "{} pieces on the board and {} to place: a side has 1 to {}",
                    counts[seat], hand[seat], self.pieces
                )));
            }
        }
        if state.placing() {
            // Nothing is removed, blocked or counted while placing, and
            // White places first, one piece a turn.
            let white_next = hand[0] == hand[1];
            let in_turn = if to_move == 0 {
                white_next
            } else {
                hand[0] + 1 == hand[1]
            };
            let whole = (0..2).all(|seat| counts[seat] + hand[seat] == self.pieces);
            if !whole || blocked != 0 || quiet != 0 || !in_turn {
                return Err(PositionError::unreachable(
                    "while placing, every piece is on the board or in hand, nothing is blocked, White places first and nothing is counted",
                ));
            }
        } else if !self.all_held(&board, blocked) {
            return Err(PositionError::unreachable(
                "a blocked piece lies between two enemy pieces that hold it, on its rank or file",
            ));
        }
        Ok(state)
    }
}
