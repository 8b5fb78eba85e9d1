//! The position text: ranks from the top, `.` `w` `b` `#`, and the seat
//! playing White.

use super::{BLACK, BLOCK, FREE, MAX_CELLS, PahTum, PahTumState, WHITE};
use crate::{PositionError, Seat};

impl PahTum {
    pub(super) fn write_position(&self, state: &PahTumState) -> String {
        let size = usize::from(self.grid.files);
        let ranks: Vec<String> = (0..size)
            .rev()
            .map(|r| {
                state.cells[r * size..(r + 1) * size]
                    .iter()
                    .map(|&c| match c {
                        WHITE => 'w',
                        BLACK => 'b',
                        BLOCK => '#',
                        _ => '.',
                    })
                    .collect()
            })
            .collect();
        format!("{} {}", ranks.join("/"), state.white.0 + 1)
    }

    pub(super) fn read_position(&self, text: &str) -> Result<PahTumState, PositionError> {
        let size = usize::from(self.grid.files);
        let (board, white) = text.trim().split_once(' ').ok_or_else(|| {
            PositionError::shape(format!(
                "a Pah Tum position is {size} ranks of . w b # joined by '/', a space and the seat playing White (1 or 2)"
            ))
        })?;
        let white = match white.trim() {
            "1" => Seat::FIRST,
            "2" => Seat::SECOND,
            other => {
                return Err(PositionError::turn(format!(
                    "the seat playing White is 1 or 2, not '{other}'"
                )));
            }
        };
        let ranks: Vec<&str> = board.split('/').collect();
        if ranks.len() != size {
            return Err(PositionError::shape(format!(
                "the board is {size} ranks joined by '/', not {}",
                ranks.len()
            )));
        }
        let mut cells = [FREE; MAX_CELLS];
        for (i, rank) in ranks.iter().enumerate() {
            let r = size - 1 - i;
            if rank.chars().count() != size {
                return Err(PositionError::shape(format!(
                    "rank {} has {} squares, not {size}",
                    r + 1,
                    rank.chars().count()
                )));
            }
            for (f, c) in rank.chars().enumerate() {
                cells[r * size + f] = match c {
                    '.' => FREE,
                    'w' => WHITE,
                    'b' => BLACK,
                    '#' => BLOCK,
                    _ => {
                        return Err(PositionError::piece(format!(
                            "rank {} holds '{c}': . (free), w (White), b (Black) or # (a block) expected",
                            r + 1
                        )));
                    }
                };
            }
        }
        let count = |v: u8| cells.iter().filter(|&&c| c == v).count();
        let (w, b, blocks) = (count(WHITE), count(BLACK), count(BLOCK));
        if blocks > usize::from(self.blocks) {
            return Err(PositionError::count(format!(
                "{blocks} blocks on the board, but this game has {}",
                self.blocks
            )));
        }
        if blocks < usize::from(self.blocks) && w + b > 0 {
            return Err(PositionError::unreachable(format!(
                "{blocks} of {} blocks thrown, but pieces stand already: every block comes before the first piece",
                self.blocks
            )));
        }
        if self.symmetric {
            let centre = self.grid.len() / 2;
            if cells[centre] != BLOCK
                || (0..self.grid.len()).any(|s| (cells[s] == BLOCK) != (cells[self.mirror(s)] == BLOCK))
            {
                return Err(PositionError::unreachable(
                    "with the symmetric layout the blocks lie symmetric about the centre, which is blocked",
                ));
            }
        }
        if w != b && w != b + 1 {
            return Err(PositionError::count(format!(
                "White has {w} pieces and Black {b}: White, who starts, has as many as Black or one more"
            )));
        }
        if white == Seat::SECOND && (!self.swap || w == 0) {
            return Err(PositionError::unreachable(if self.swap {
                "the second seat plays White only after a swap, which follows White's first piece"
            } else {
                "this game has no swap, so the first seat plays White"
            }));
        }
        Ok(PahTumState {
            cells,
            blocks: blocks as u8,
            pieces: (w + b) as u8,
            white,
            last: None,
        })
    }
}
