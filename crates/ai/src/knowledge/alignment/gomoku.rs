//! Gomoku: play where the stones are. The search considers only points
//! near a stone, best-looking first, and playouts place stones next to
//! others, so the tree and the playouts spend their effort where games are
//! decided instead of on 200 empty points.

use games::alignment::gomoku::{Gomoku, GomokuState, Place};
use games::playout::SplitMix64;

use crate::hooks::Hooks;

const SIZE: i32 = 15;
const DIRECTIONS: [(i32, i32); 4] = [(1, 0), (0, 1), (1, 1), (1, -1)];

/// Candidate moves within a distance of the stones, ordered by the lines
/// they extend or block; playouts next to the stones.
#[derive(Clone, Copy, Debug)]
pub struct GomokuKnowledge {
    /// Points farther than this (in king steps) from every stone are not
    /// searched.
    pub reach: i32,
    /// Tries to find a playout move next to a stone before taking any.
    pub tries: u32,
}

impl Default for GomokuKnowledge {
    fn default() -> Self {
        GomokuKnowledge { reach: 2, tries: 6 }
    }
}

fn at(board: &[u8; 225], f: i32, r: i32) -> Option<u8> {
    ((0..SIZE).contains(&f) && (0..SIZE).contains(&r)).then(|| board[(r * SIZE + f) as usize])
}

/// Whether a stone lies within `reach` king steps of point `p`.
fn near(board: &[u8; 225], p: u8, reach: i32) -> bool {
    let (f, r) = (i32::from(p) % SIZE, i32::from(p) / SIZE);
    (-reach..=reach).any(|df| (-reach..=reach).any(|dr| at(board, f + df, r + dr).is_some_and(|c| c != 0)))
}

/// How much a stone on `p` matters: for each direction, the longest run of
/// one colour it would join (its own colour counts a little more), squared
/// so that fours outrank several twos.
fn weight(board: &[u8; 225], p: u8, mine: u8) -> i32 {
    let (f, r) = (i32::from(p) % SIZE, i32::from(p) / SIZE);
    let mut total = 0;
    for (df, dr) in DIRECTIONS {
        for colour in [1u8, 2] {
            let mut run = 0;
            for sign in [1, -1] {
                let mut k = 1;
                while at(board, f + sign * df * k, r + sign * dr * k) == Some(colour) {
                    run += 1;
                    k += 1;
                }
            }
            let score = run * run * if colour == mine { 3 } else { 2 };
            total += score;
        }
    }
    total
}

impl Hooks<Gomoku> for GomokuKnowledge {
    fn order(&self, _rules: &Gomoku, state: &GomokuState, moves: &mut Vec<Place>) {
        let board = state.board();
        if board.iter().all(|&c| c == 0) {
            return;
        }
        moves.retain(|m| near(board, m.0, self.reach));
        let stones = board.iter().filter(|&&c| c != 0).count();
        let mine = if stones % 2 == 0 { 1 } else { 2 };
        moves.sort_by_cached_key(|m| std::cmp::Reverse(weight(board, m.0, mine)));
    }

    fn playout_move(
        &self,
        _rules: &Gomoku,
        state: &GomokuState,
        moves: &[Place],
        rng: &mut SplitMix64,
    ) -> usize {
        let board = state.board();
        for _ in 0..self.tries {
            let i = rng.below(moves.len());
            if near(board, moves[i].0, 1) {
                return i;
            }
        }
        rng.below(moves.len())
    }
}

// The bot finds these hooks by the rules type.
crate::knowledge::register! {
    GomokuKnowledge::default() => [Gomoku],
}

#[cfg(test)]
mod tests {
    use super::*;
    use games::{Options, Rules};

    fn after(moves: &[&str]) -> (Gomoku, GomokuState) {
        let rules = Gomoku::new(&Options::defaults(Gomoku::info().options)).unwrap();
        let mut state = rules.initial();
        for m in moves {
            rules.play(&mut state, m).unwrap();
        }
        (rules, state)
    }

    #[test]
    fn only_points_near_the_stones_are_searched_lines_first() {
        let (rules, state) = after(&["h8", "a1", "h9", "a2", "h10"]);
        let mut moves = rules.legal_vec(&state);
        let all = moves.len();
        GomokuKnowledge::default().order(&rules, &state, &mut moves);
        assert!(moves.len() < all / 2, "{} of {all}", moves.len());
        let first: Vec<String> = moves[..2].iter().map(|m| rules.format_move(&state, m)).collect();
        // White to move: the ends of Black's three come first.
        assert!(
            first.contains(&"h11".to_string()) && first.contains(&"h7".to_string()),
            "{first:?}"
        );
        assert!(moves.iter().all(|m| near(state.board(), m.0, 2)));
    }

    #[test]
    fn the_first_stone_is_left_alone() {
        let (rules, state) = after(&[]);
        let mut moves = rules.legal_vec(&state);
        GomokuKnowledge::default().order(&rules, &state, &mut moves);
        assert_eq!(moves.len(), 1, "h8 is forced");
    }
}
