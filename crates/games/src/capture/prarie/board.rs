//! The 11×7 prairie: square names, steps, the land, and the pieces' moves.

use super::*;
use crate::grid::Grid;

/// The board's squares, named once for every grid game.
const GRID: Grid = Grid::new(FILES as u8, RANKS as u8);

pub(super) fn name(s: usize) -> String {
    GRID.name(s)
}

pub(super) fn step(s: usize, (df, dr): (i32, i32)) -> Option<usize> {
    GRID.step(s, (df as i8, dr as i8))
}

/// Ranks 2–6: the land between the rivers, where Chief and Dogs stay.
pub(super) fn on_land(s: usize) -> bool {
    (1..RANKS - 1).contains(&(s / FILES))
}

/// A square name (normalised): `Err(true)` off the board, `Err(false)` not
/// a square name.
pub(super) fn read_square(text: &str) -> Result<usize, bool> {
    let b = text.as_bytes();
    match b {
        [f @ b'a'..=b'z', r @ b'0'..=b'9'] => {
            let (f, r) = (usize::from(f - b'a'), usize::from(*r));
            let r = r.wrapping_sub(usize::from(b'1'));
            if f >= FILES || r >= RANKS {
                Err(true)
            } else {
                Ok(r * FILES + f)
            }
        }
        [b'a'..=b'z', b'0'..=b'9', b'0'..=b'9'] => Err(true),
        _ => Err(false),
    }
}

pub(super) fn count(board: &[u8; SQUARES], piece: u8) -> usize {
    board.iter().filter(|&&p| p == piece).count()
}

/// The pieces' squares and where each may go now, for `side`.
pub(super) fn moves_of(board: &[u8; SQUARES], side: Side, out: &mut Vec<PrMove>) {
    let go = |from: usize, to: usize| PrMove::Go {
        from: from as u8,
        to: to as u8,
    };
    for (s, &p) in board.iter().enumerate() {
        match (side, p) {
            (Side::Bisons, BISON) if s >= FILES && board[s - FILES] == EMPTY => {
                out.push(go(s, s - FILES));
            }
            (Side::Indians, CHIEF) => {
                for d in KING {
                    if let Some(t) = step(s, d)
                        && on_land(t)
                        && matches!(board[t], EMPTY | BISON)
                    {
                        out.push(go(s, t));
                    }
                }
            }
            (Side::Indians, DOG) => {
                for d in KING {
                    let mut at = s;
                    while let Some(t) = step(at, d) {
                        if !on_land(t) || board[t] != EMPTY {
                            break;
                        }
                        out.push(go(s, t));
                        at = t;
                    }
                }
            }
            _ => {}
        }
    }
}

pub(super) fn bisons_can_move(board: &[u8; SQUARES]) -> bool {
    (FILES..SQUARES).any(|s| board[s] == BISON && board[s - FILES] == EMPTY)
}
