//! A second model of Look's rules, written apart from the engine and
//! differently (no independent implementation of Look is known): the
//! board as a string of letters, tiles as sorted letter pairs, neighbours
//! from coordinates, and whether a layout can be covered by listing every
//! set of six disjoint neighbouring pairs. It is compared with the engine
//! along seeded random games of the three rule sets.

use std::collections::BTreeSet;

use super::*;
use crate::Options;
use crate::playout::SplitMix64;

/// The model's position: the letters from a1 to c4, and the pairs placed.
#[derive(Clone, Debug)]
struct Model {
    letters: Vec<char>,
    placed: Vec<(usize, usize)>,
}

fn tile(a: char, b: char) -> String {
    let mut v = [a, b];
    v.sort_unstable();
    v.iter().collect()
}

fn neighbours(i: usize, j: usize) -> bool {
    let (fi, ri, fj, rj) = ((i % 3) as i32, (i / 3) as i32, (j % 3) as i32, (j / 3) as i32);
    (fi - fj).abs() + (ri - rj).abs() == 1
}

impl Model {
    fn used(&self) -> BTreeSet<String> {
        self.placed
            .iter()
            .map(|&(i, j)| tile(self.letters[i], self.letters[j]))
            .collect()
    }

    fn covered(&self, c: usize) -> bool {
        self.placed.iter().any(|&(i, j)| i == c || j == c)
    }

    /// The placements open, each as its two cells (lower first); `only`:
    /// of that tile.
    fn moves(&self, only: Option<&str>) -> BTreeSet<(usize, usize)> {
        let used = self.used();
        let mut out = BTreeSet::new();
        for i in 0..12 {
            for j in i + 1..12 {
                if !neighbours(i, j) || self.covered(i) || self.covered(j) {
                    continue;
                }
                if self.letters[i] == self.letters[j] {
                    continue;
                }
                let t = tile(self.letters[i], self.letters[j]);
                if !used.contains(&t) && only.is_none_or(|o| o == t) {
                    out.insert((i, j));
                }
            }
        }
        out
    }
}

/// Whether six disjoint neighbouring pairs cover the twelve cells with the
/// six different tiles: every such set of pairs listed.
fn coverable(letters: &[char]) -> bool {
    let pairs: Vec<(usize, usize)> = (0..12)
        .flat_map(|i| (i + 1..12).map(move |j| (i, j)))
        .filter(|&(i, j)| neighbours(i, j))
        .collect();
    fn choose(
        pairs: &[(usize, usize)],
        from: usize,
        taken: u16,
        chosen: &mut Vec<(usize, usize)>,
        letters: &[char],
    ) -> bool {
        if chosen.len() == 6 {
            let tiles: BTreeSet<String> = chosen
                .iter()
                .map(|&(i, j)| tile(letters[i], letters[j]))
                .collect();
            return taken == 0xFFF
                && tiles.len() == 6
                && tiles.iter().all(|t| t.chars().next() != t.chars().nth(1));
        }
        for k in from..pairs.len() {
            let (i, j) = pairs[k];
            if taken & (1 << i | 1 << j) != 0 {
                continue;
            }
            chosen.push((i, j));
            if choose(pairs, k + 1, taken | 1 << i | 1 << j, chosen, letters) {
                return true;
            }
            chosen.pop();
        }
        false
    }
    choose(&pairs, 0, 0, &mut Vec::new(), letters)
}

fn letters_of(state: &LookState) -> Vec<char> {
    (0..CELLS)
        .map(|c| state.token(c).map_or('.', Colour::letter))
        .collect()
}

fn engine_moves(
    rules: &impl Rules<State = LookState, Move = LMove>,
    state: &LookState,
) -> BTreeSet<(usize, usize)> {
    rules
        .legal_vec(state)
        .into_iter()
        .filter_map(|m| match m {
            LMove::Place(a, b) => Some((usize::from(a), usize::from(b))),
            _ => None,
        })
        .collect()
}

/// Plays seeded random games of `rules`, checking each ply against the model.
fn compare<R: Rules<State = LookState, Move = LMove>>(rules: &R, games: u64, stack: bool) {
    for seed in 0..games {
        let mut rng = SplitMix64(seed * 7919 + 1);
        let mut state = rules.initial();
        let mut plies = 0;
        loop {
            plies += 1;
            assert!(plies < 200, "a game too long");
            match rules.status(&state) {
                Status::Chance => {
                    let mut throws = Vec::new();
                    rules.chance_outcomes(&state, &mut throws);
                    let total: u32 = throws.iter().map(|t| t.1).sum();
                    let mut r = rng.below(total as usize) as u32;
                    let pick = throws.iter().find(|t| {
                        if r < t.1 {
                            true
                        } else {
                            r -= t.1;
                            false
                        }
                    });
                    rules.apply(&mut state, &pick.unwrap().0);
                }
                Status::ToMove(seat) => {
                    let model = Model {
                        letters: letters_of(&state),
                        placed: state
                            .placed()
                            .iter()
                            .map(|&(a, b)| (usize::from(a), usize::from(b)))
                            .collect(),
                    };
                    let only = state
                        .drawn()
                        .map(board::tile_letters)
                        .map(|t| tile(t.as_bytes()[0] as char, t.as_bytes()[1] as char));
                    assert_eq!(stack, only.is_some(), "a drawn tile exactly in the stack");
                    let want = model.moves(only.as_deref());
                    assert_eq!(
                        engine_moves(rules, &state),
                        want,
                        "seed {seed}: {}",
                        rules.position_text(&state)
                    );
                    assert_eq!(seat, Seat((model.placed.len() % 2) as u8));
                    let moves = rules.legal_vec(&state);
                    rules.apply(&mut state, &moves[rng.below(moves.len())]);
                }
                Status::Over(o) => {
                    let model = Model {
                        letters: letters_of(&state),
                        placed: state
                            .placed()
                            .iter()
                            .map(|&(a, b)| (usize::from(a), usize::from(b)))
                            .collect(),
                    };
                    let only = state.drawn().map(board::tile_letters);
                    let only = only.map(|t| tile(t.as_bytes()[0] as char, t.as_bytes()[1] as char));
                    // Over: the seat to place has nothing, or all six are down.
                    assert!(model.placed.len() == 6 || model.moves(only.as_deref()).is_empty());
                    let placer = Seat((model.placed.len() % 2) as u8);
                    assert_eq!(o.winner, Some(placer.other()), "the seat that cannot place loses");
                    break;
                }
            }
        }
    }
}

#[test]
fn second_model_agrees_on_look() {
    compare(
        &Look::new(&Options::defaults(Look::info().options)).unwrap(),
        12,
        false,
    );
}

#[test]
fn second_model_agrees_on_look_stack() {
    compare(
        &LookStack::new(&Options::defaults(LookStack::info().options)).unwrap(),
        12,
        true,
    );
}

#[test]
fn second_model_agrees_on_which_layouts_can_be_covered() {
    // Random layouts and the puzzle's check, and its scoring by the text.
    let rules = LookPuzzle::new(&Options::defaults(LookPuzzle::info().options)).unwrap();
    let mut rng = SplitMix64(99);
    let (mut yes, mut no) = (0, 0);
    for _ in 0..300 {
        let mut letters: Vec<char> = "GGGRRRYYYBBB".chars().collect();
        for i in (1..12).rev() {
            letters.swap(i, rng.below(i + 1));
        }
        let mut state = rules.initial();
        for &c in &letters {
            rules.apply(&mut state, &LMove::Token(Colour::from_letter(c).unwrap()));
        }
        let truth = coverable(&letters);
        assert_eq!(state.puzzle().unwrap().truth(), Some(truth), "{letters:?}");
        if truth {
            yes += 1
        } else {
            no += 1
        }
        // A random claim and answer, scored as the text says.
        let claim = rng.below(2) == 0;
        let dispute = rng.below(2) == 0;
        let before = state.puzzle().unwrap().scores().to_vec();
        rules.apply(&mut state, &LMove::Claim(claim));
        rules.apply(&mut state, &if dispute { LMove::Dispute } else { LMove::Accept });
        let after = state.puzzle().unwrap().scores().to_vec();
        let declarer = if claim == truth { 1 } else { -1 };
        let other = if dispute { -declarer } else { 0 };
        let d = state.puzzle().unwrap().last().unwrap().declarer.index();
        assert_eq!(after[d] - before[d], declarer);
        assert_eq!(after[1 - d] - before[1 - d], other);
        if rules.status(&state) != Status::Chance {
            state = rules.initial();
        }
    }
    assert!(yes > 0 && no > 0, "both kinds met: {yes} {no}");
}
