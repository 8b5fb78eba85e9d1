//! The position text (its shape is in the module doc), written and read
//! back with typed errors.

use super::{CELLS, EMPTY, Engine, MState, QUIET_PLIES, ply_cap};
use crate::PositionError;

impl Engine {
    pub(super) fn position_text(&self, s: &MState) -> String {
        let n = self.n;
        let ranks: Vec<String> = (0..n)
            .rev()
            .map(|r| {
                s.board[r * n..(r + 1) * n]
                    .iter()
                    .map(|&p| match p {
                        1 => 'b',
                        2 => 'w',
                        _ => '.',
                    })
                    .collect()
            })
            .collect();
        let side = if s.to_move == 0 { 'b' } else { 'w' };
        format!("{} {side} {} {}", ranks.join("/"), s.quiet, s.ply)
    }

    pub(super) fn read_position(&self, text: &str) -> Result<MState, PositionError> {
        let n = self.n;
        let shape = || {
            PositionError::shape(format!(
                "a Ming Mang position is {n} ranks of {n} characters (b Black, w White, . empty) joined by '/', the side to move (b or w), the plies since the last capture and the plies played"
            ))
        };
        let words: Vec<&str> = text.split_whitespace().collect();
        let [board_text, side, quiet, ply] = words.as_slice() else {
            return Err(shape());
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
                    'b' => 1,
                    'w' => 2,
                    '.' => EMPTY,
                    _ => {
                        return Err(PositionError::piece(format!(
                            "rank {} holds '{c}': b, w or . expected",
                            r + 1
                        )));
                    }
                };
            }
        }
        let to_move = match *side {
            "b" => 0,
            "w" => 1,
            _ => return Err(PositionError::turn(format!("'{side}': b or w to move expected"))),
        };
        let cap = ply_cap(n);
        let ply = match ply.parse::<u32>() {
            Ok(p) if p <= cap => p,
            _ => {
                return Err(PositionError::counter(format!(
                    "'{ply}' plies played: 0 to {cap} expected"
                )));
            }
        };
        let quiet = match quiet.parse::<u16>() {
            Ok(q) if q <= QUIET_PLIES && u32::from(q) <= ply => q,
            _ => {
                return Err(PositionError::counter(format!(
                    "'{quiet}' plies without a capture: 0 to {QUIET_PLIES}, and no more than the plies played, expected"
                )));
            }
        };
        // Captures turn pieces, never remove them: the two sides together
        // keep the pieces they started with.
        let total = self.count(&board, 0) + self.count(&board, 1);
        let start = 4 * (n as u32 - 1);
        if total != start {
            return Err(PositionError::count(format!(
                "{total} pieces on the board: captures only turn pieces, so there are always {start}"
            )));
        }
        // Black moves first: the side to move follows from the plies played.
        if u32::from(to_move) != ply % 2 {
            return Err(PositionError::unreachable(format!(
                "after {ply} plies {} is to move: Black moves first",
                if ply % 2 == 0 { "Black (b)" } else { "White (w)" }
            )));
        }
        let mut state = MState {
            board,
            to_move,
            quiet,
            ply,
            seen: Vec::new(),
            last: None,
        };
        state.seen.push(self.key(&state.board, to_move));
        Ok(state)
    }
}
