//! The position text (see the module's header) and its reading back.

use super::Engine;
use super::board::{CELLS, N, PLACEMENTS, Shape, placement_of};
use super::state::{HState, Phase};
use super::variant::REDS;
use crate::PositionError;

impl Engine {
    pub(super) fn position_text(&self, s: &HState) -> String {
        let mut at = [b'.'; CELLS];
        for (c, cell) in at.iter_mut().enumerate() {
            if s.reds & 1 << c != 0 {
                *cell = b'r';
            }
        }
        // Trominoes lettered in reading order of their first cell met.
        let mut next = b'a';
        for rank in (0..N).rev() {
            for file in 0..N {
                let c = rank * N + file;
                if s.covered & 1 << c == 0 || at[c] != b'.' {
                    continue;
                }
                let Some(p) = s
                    .laid
                    .iter()
                    .find(|&&p| PLACEMENTS[usize::from(p)].mask & 1 << c != 0)
                else {
                    continue;
                };
                for &cell in &PLACEMENTS[usize::from(*p)].cells {
                    at[usize::from(cell)] = next;
                }
                next += 1;
            }
        }
        let board: Vec<String> = (0..N)
            .rev()
            .map(|rank| String::from_utf8_lossy(&at[rank * N..rank * N + N]).into_owned())
            .collect();
        let phase = match s.phase {
            _ if self.solo => "solo".to_string(),
            Phase::Reds => "red".to_string(),
            Phase::Choose => "choose".to_string(),
            Phase::Play => s.first.letter().to_string(),
        };
        format!("{} {phase}", board.join("/"))
    }

    pub(super) fn read_position(&self, text: &str) -> Result<HState, PositionError> {
        let parts: Vec<&str> = text.split_whitespace().collect();
        let [board, phase] = parts[..] else {
            return Err(PositionError::shape(
                "a Hepta position is the board and the phase, like ......./......./......./......./......./......./....... red",
            ));
        };
        let ranks: Vec<&str> = board.split('/').collect();
        if ranks.len() != N || ranks.iter().any(|r| r.chars().count() != N) {
            return Err(PositionError::shape(
                "the board is 7 ranks of 7 cells joined by /",
            ));
        }
        let mut reds = 0u64;
        let mut groups: Vec<(char, u64)> = Vec::new();
        for (i, rank) in ranks.iter().enumerate() {
            for (file, ch) in rank.chars().enumerate() {
                let bit = 1u64 << ((N - 1 - i) * N + file);
                match ch {
                    '.' => {}
                    'r' => reds |= bit,
                    'a'..='z' | 'A'..='Z' => match groups.iter_mut().find(|(g, _)| *g == ch) {
                        Some((_, m)) => *m |= bit,
                        None => groups.push((ch, bit)),
                    },
                    _ => {
                        return Err(PositionError::piece(format!(
                            "'{ch}' is no cell (. empty, r red, a letter per tromino)"
                        )));
                    }
                }
            }
        }
        let mut laid = Vec::new();
        let mut covered = 0u64;
        for (ch, mask) in &groups {
            let p = placement_of(*mask).ok_or_else(|| {
                PositionError::piece(format!("the cells marked '{ch}' are not one tromino"))
            })?;
            laid.push(p);
            covered |= mask;
        }
        let (phase, first) = match (phase, self.solo) {
            ("solo", true) => (Phase::Play, Shape::I),
            ("red", false) => (Phase::Reds, Shape::I),
            ("choose", false) => (Phase::Choose, Shape::I),
            ("I", false) => (Phase::Play, Shape::I),
            ("L", false) => (Phase::Play, Shape::L),
            _ => {
                return Err(PositionError::turn(if self.solo {
                    "the solitaire's phase is solo".to_string()
                } else {
                    format!("the phase is red, choose, I or L, not '{phase}'")
                }));
            }
        };
        let mut s = HState {
            reds,
            covered,
            laid,
            phase,
            first,
            left: [self.pieces; 2],
            last: None,
        };
        let red_count = reds.count_ones();
        let want_reds = match phase {
            _ if self.solo => red_count == 0,
            Phase::Reds => red_count < REDS,
            _ => red_count == REDS,
        };
        if !want_reds {
            return Err(PositionError::count(format!(
                "{red_count} red squares in this phase ({})",
                if self.solo {
                    "the solitaire has none"
                } else {
                    "seven once laid, fewer while being laid"
                }
            )));
        }
        if phase != Phase::Play && !s.laid.is_empty() {
            return Err(PositionError::unreachable("trominoes before the sets are chosen"));
        }
        for shape in Shape::ALL {
            let n = s.laid_of(shape);
            if n > usize::from(self.pieces) {
                return Err(PositionError::count(format!(
                    "{n} {} trominoes, more than the {} of a set",
                    shape.letter(),
                    self.pieces
                )));
            }
            s.left[shape.index()] = self.pieces - n as u8;
        }
        if !self.solo && phase == Phase::Play {
            // The first player lays first: it has laid as many trominoes
            // as the second, or one more.
            let firsts = s.laid_of(first);
            let seconds = s.laid_of(first.other());
            if firsts != seconds && firsts != seconds + 1 {
                return Err(PositionError::turn(format!(
                    "the first player ({}) has laid {firsts} trominoes and the second {seconds}",
                    first.letter()
                )));
            }
        }
        if self.solo && self.guard && self.kept & s.covered != 0 {
            return Err(PositionError::unreachable(
                "a tromino on the colour to leave bare (the guard refuses it)",
            ));
        }
        Ok(s)
    }
}
