//! The playout policy, after MoGo's (Gelly et al. 2006): each move is the
//! first of these that finds one, among stones that are legal and no
//! self-atari of two stones or more (a lone stone in atari may be a
//! throw-in; a capture is never refused):
//!
//! 1. **Atari** (switch `atari`): capture the chain of the opponent's last
//!    stone if it is in atari; else save an own chain beside that stone
//!    which is in atari, by capturing a chain in atari that touches it or
//!    by extending on its liberty when that gives it two.
//! 2. **Patterns** (switch `patterns`): an empty point around the last
//!    stone matching a 3×3 shape of [`super::patterns`].
//! 3. **Random**: a random empty point, not one of the mover's true eyes.
//!
//! With no stone left to play the side passes; two passes in a row, or
//! three moves per point, end the playout, which is counted by area.

use games::alignment::go::board::{EMPTY, opponent};
use games::playout::SplitMix64;

use super::board::{EDGE, FastBoard, NO_POINT};
use super::patterns;

/// Which rules of the policy run (for measuring each alone).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Policy {
    pub atari: bool,
    pub patterns: bool,
}

impl Default for Policy {
    fn default() -> Self {
        Policy {
            atari: true,
            patterns: true,
        }
    }
}

/// Which rule chose a move.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Rule {
    Capture,
    Escape,
    Pattern,
    Random,
    Pass,
}

/// Most candidates a rule gathers before drawing one.
const MAX_CANDIDATES: usize = 32;

/// A few candidate points, on the stack.
struct Candidates {
    points: [usize; MAX_CANDIDATES],
    len: usize,
}

impl Candidates {
    fn new() -> Candidates {
        Candidates {
            points: [0; MAX_CANDIDATES],
            len: 0,
        }
    }

    fn push(&mut self, p: usize) {
        if self.len < MAX_CANDIDATES && !self.points[..self.len].contains(&p) {
            self.points[self.len] = p;
            self.len += 1;
        }
    }

    /// A random candidate that `ok` accepts.
    fn draw(&mut self, rng: &mut SplitMix64, mut ok: impl FnMut(usize) -> bool) -> Option<usize> {
        while self.len > 0 {
            let i = rng.below(self.len);
            let p = self.points[i];
            self.len -= 1;
            self.points[i] = self.points[self.len];
            if ok(p) {
                return Some(p);
            }
        }
        None
    }
}

/// Whether a stone of `colour` on `p` may be played by the policy: legal,
/// and no self-atari of two stones or more without a capture.
pub fn acceptable(board: &FastBoard, p: usize, colour: u8) -> bool {
    if !board.legal(p, colour) {
        return false;
    }
    let (liberties, captures) = board.liberties_after(p, colour, 2);
    captures || liberties >= 2 || board.size_after(p, colour) < 2
}

/// The atari rule's candidates for `colour` after the opponent's stone on
/// `last`: its chain's liberty if it is in atari (capture), else ways to
/// save own chains beside it in atari (escape).
fn atari_moves(board: &FastBoard, last: usize, colour: u8, out: &mut Candidates) -> Rule {
    let them = opponent(colour);
    if board.at(last) == them
        && let Some(l) = board.atari_liberty(board.chain(last))
    {
        out.push(l);
        return Rule::Capture;
    }
    let mut seen = [usize::MAX; 4];
    for i in 0..4 {
        let q = board.step(last, i);
        if board.at(q) != colour {
            continue;
        }
        let h = board.chain(q);
        if seen.contains(&h) {
            continue;
        }
        seen[i] = h;
        let Some(l) = board.atari_liberty(h) else {
            continue;
        };
        // Capture a chain in atari touching it.
        board.for_each_stone(h, |s| {
            for j in 0..4 {
                let t = board.step(s, j);
                if board.at(t) == them
                    && let Some(m) = board.atari_liberty(board.chain(t))
                {
                    out.push(m);
                }
            }
        });
        // Extend, when it gains a liberty.
        if board.liberties_after(l, colour, 2).0 >= 2 {
            out.push(l);
        }
    }
    Rule::Escape
}

/// The policy's move for `colour` on `board`: a point, or `NO_POINT` to
/// pass, and the rule that chose it.
pub fn choose(board: &mut FastBoard, colour: u8, policy: Policy, rng: &mut SplitMix64) -> (usize, Rule) {
    let last = board.last;
    if last != NO_POINT && board.at(last) != EMPTY && board.at(last) != EDGE {
        if policy.atari {
            let mut candidates = Candidates::new();
            let rule = atari_moves(board, last, colour, &mut candidates);
            if let Some(p) = candidates.draw(rng, |p| acceptable(board, p, colour)) {
                return (p, rule);
            }
        }
        if policy.patterns {
            let mut candidates = Candidates::new();
            for i in 0..8 {
                let q = board.step(last, i);
                if board.at(q) == EMPTY && patterns::matches(board, q) {
                    candidates.push(q);
                }
            }
            let ok = |p: usize| acceptable(board, p, colour) && !board.is_eye(p, colour);
            if let Some(p) = candidates.draw(rng, ok) {
                return (p, Rule::Pattern);
            }
        }
    }
    // Random: draw among the empty points, moving refused ones past the
    // end of the range still to draw from.
    let mut left = board.empty_count();
    while left > 0 {
        let i = rng.below(left);
        let p = board.empty(i);
        if !board.is_eye(p, colour) && acceptable(board, p, colour) {
            return (p, Rule::Random);
        }
        left -= 1;
        board.swap_empties(i, left);
    }
    (NO_POINT, Rule::Pass)
}

/// Plays the policy from `board` with `colour` to move until two passes
/// in a row or three moves per point; `played` hears of each stone
/// (colour, point of the fast board). Returns each colour's area at the
/// end (Black, White).
pub fn playout(
    board: &mut FastBoard,
    mut colour: u8,
    policy: Policy,
    rng: &mut SplitMix64,
    mut played: impl FnMut(u8, usize),
) -> [u32; 2] {
    let limit = 3 * board.n * board.n;
    let mut passes = 0;
    for _ in 0..limit {
        let (p, _) = choose(board, colour, policy, rng);
        if p == NO_POINT {
            passes += 1;
            board.ko = NO_POINT;
            board.last = NO_POINT;
            if passes == 2 {
                break;
            }
        } else {
            passes = 0;
            board.place(p, colour);
            played(colour, p);
        }
        colour = opponent(colour);
    }
    board.area()
}

#[cfg(test)]
mod tests {
    use super::*;
    use games::alignment::go::board::{BLACK, Board, WHITE};

    /// A 9×9 board from rows written top down (`x` Black, `o` White), the
    /// last stone on `last`.
    fn board(rows: &[&str], last: &str) -> FastBoard {
        let mut b = Board::new(9);
        for (i, row) in rows.iter().enumerate() {
            for (f, ch) in row.chars().enumerate() {
                let r = 8 - i;
                match ch {
                    'x' => b.set(r * 9 + f, BLACK),
                    'o' => b.set(r * 9 + f, WHITE),
                    _ => {}
                }
            }
        }
        let mut fast = FastBoard::from_board(&b);
        fast.last = at(&fast, last);
        fast
    }

    fn at(board: &FastBoard, name: &str) -> usize {
        board.point(games::alignment::go::Go9::read_point(name).unwrap())
    }

    /// The policy's choices over many seeds.
    fn choices(board: &FastBoard, colour: u8, policy: Policy) -> Vec<(usize, Rule)> {
        (0..40)
            .map(|seed| {
                let mut b = board.clone();
                choose(&mut b, colour, policy, &mut SplitMix64(seed))
            })
            .collect()
    }

    #[test]
    fn a_chain_in_atari_after_the_last_move_is_captured() {
        // White's last stone e5 is in atari (its liberty e4).
        let b = board(
            &[
                ".........",
                ".........",
                ".........",
                "....x....",
                "...xox...",
                ".........",
                ".........",
                ".........",
                ".........",
            ],
            "e5",
        );
        let e4 = at(&b, "e4");
        assert!(choices(&b, BLACK, Policy::default()).iter().all(|&c| c == (e4, Rule::Capture)));
        let off = Policy {
            atari: false,
            ..Policy::default()
        };
        assert!(choices(&b, BLACK, off).iter().any(|&(p, _)| p != e4));
    }

    #[test]
    fn a_chain_put_in_atari_escapes_or_captures() {
        // White's last stone d6 put Black's e5–e6 in atari (liberty e4):
        // extending there gives three liberties; nothing to capture.
        let b = board(
            &[
                ".........",
                ".........",
                "....o....",
                "...oxo...",
                "...oxo...",
                ".........",
                ".........",
                ".........",
                ".........",
            ],
            "d6",
        );
        let e4 = at(&b, "e4");
        assert!(choices(&b, BLACK, Policy::default()).iter().all(|&c| c == (e4, Rule::Escape)));
        let off = Policy {
            atari: false,
            ..Policy::default()
        };
        assert!(choices(&b, BLACK, off).iter().any(|&(p, _)| p != e4));
        // A hopeless extension (into a one-liberty spot) is no escape.
        let b = board(
            &[
                ".........",
                ".........",
                "....o....",
                "...oxo...",
                "...o.o...",
                "....o....",
                ".........",
                ".........",
            ],
            "d6",
        );
        assert!(choices(&b, BLACK, Policy::default()).iter().all(|&(_, r)| r != Rule::Escape));
    }

    #[test]
    fn a_shape_around_the_last_move_is_answered() {
        // White's last stone e5 touches Black's d5 and f5 (no atari):
        // the surrounding hane points e4 and e6 match, and every answer
        // is one of the shapes around it.
        let b = board(
            &[
                ".........",
                ".........",
                ".........",
                ".........",
                "...xox...",
                ".........",
                ".........",
                ".........",
                ".........",
            ],
            "e5",
        );
        assert!(patterns::matches(&b, at(&b, "e4")) && patterns::matches(&b, at(&b, "e6")));
        let around: Vec<usize> = (0..8).map(|i| b.step(at(&b, "e5"), i)).collect();
        let chosen = choices(&b, BLACK, Policy::default());
        assert!(
            chosen.iter().all(|&(p, r)| r == Rule::Pattern && around.contains(&p)),
            "{chosen:?}"
        );
        let off = Policy {
            patterns: false,
            ..Policy::default()
        };
        assert!(choices(&b, BLACK, off).iter().all(|&(_, r)| r == Rule::Random));
    }

    #[test]
    fn an_own_true_eye_is_never_filled() {
        // Black's living group in the corner has eyes a1, c1 and e1;
        // every other empty point is one of White's eyes (suicide for
        // Black). Filling one eye is legal and no self-atari (two are
        // left), yet Black must pass.
        let b = board(
            &[
                ".o.o.o.o.",
                "ooooooooo",
                "ooooooooo",
                "ooooooooo",
                "ooooooooo",
                "ooooooooo",
                "xxxxxxooo",
                "xxxxxxooo",
                ".x.x.xooo",
            ],
            "e8",
        );
        for eye in ["a1", "c1", "e1"] {
            assert!(b.is_eye(at(&b, eye), BLACK));
            assert!(acceptable(&b, at(&b, eye), BLACK));
        }
        assert!(choices(&b, BLACK, Policy::default()).iter().all(|&c| c == (NO_POINT, Rule::Pass)));
    }

    #[test]
    fn a_self_atari_of_two_stones_is_avoided_but_a_lone_stone_is_not() {
        let mut rows = [".........", ".........", ".........", ".........", ".........", ".........", ".........", ".o.......", ".xo......"];
        // Black's b1 is in atari (liberty a1, White on b2 and c1): a1
        // joins it into two stones with the one liberty a2, refused.
        let b = board(&rows, "c1");
        assert!(b.legal(at(&b, "a1"), BLACK));
        assert!(!acceptable(&b, at(&b, "a1"), BLACK));
        // White's a1 captures b1: taken, whatever its liberties.
        assert!(acceptable(&b, at(&b, "a1"), WHITE));
        for (p, _) in choices(&b, BLACK, Policy::default()) {
            assert_ne!(p, at(&b, "a1"));
        }
        // Without b1, Black's lone stone there is in atari yet playable.
        rows[8] = "..o......";
        let b = board(&rows, "c1");
        assert!(acceptable(&b, at(&b, "b1"), BLACK));
    }

    #[test]
    fn a_playout_ends_and_counts_every_point() {
        for n in [9, 19] {
            let mut b = FastBoard::from_board(&Board::new(n));
            let mut played = 0;
            let area = playout(&mut b, BLACK, Policy::default(), &mut SplitMix64(3), |_, _| played += 1);
            assert!(played > n * n / 2, "{played}");
            // Eyes of one point are counted: the board is nearly all one's.
            assert!(area[0] + area[1] + 10 >= (n * n) as u32, "{area:?}");
        }
    }
}
