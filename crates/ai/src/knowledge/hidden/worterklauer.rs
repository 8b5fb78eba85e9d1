//! Wörterklauer: the search never reads the hand of the seat whose turn it
//! is unless it is that seat. Each determinization is the game's own
//! resample for the seat to move (`Rules::resample`): the hand dealt anew
//! from the tiles that seat cannot see. A turn lists hundreds of words, so
//! the search looks only at the few that gain the most letters now (each
//! tile laid, each opponent's tile swapped out or flipped by a steal the
//! word list grants) and at `done`; its playouts play the best of a few
//! moves drawn at random and stop after a few plies, valued by the lead in
//! letters.
//!
//! The bot answers a steal honestly, with the word list: it lets a steal
//! the list grants stand and refuses a claim the list denies (it cannot
//! judge a meaning the list does not know). It never claims a steal
//! itself.
//!
//! Figures: see `Worterklauer`'s `KNOBS` in the games crate
//! (`games::hidden::worterklauer`).

use games::hidden::worterklauer::{Phase, WMove, WState, Worterklauer};
use games::playout::SplitMix64;

use crate::hooks::Hooks;

/// Moves the search keeps at a node, besides `done`.
const KEPT: usize = 6;
/// Moves a playout draws at random to pick the best of.
const SAMPLED: usize = 8;

/// Greedy ordering, short playouts, and determinization by the resample.
#[derive(Clone, Copy, Debug, Default)]
pub struct WordThief;

/// Letters `mv` gains the mover against the opponent now (a steal counted
/// as granted when the word list grants it); `None` for a move that is no
/// action.
fn gain(rules: &Worterklauer, state: &WState, mv: &WMove) -> Option<i32> {
    let effect = rules.effect(state, mv)?;
    let me = state.turn_seat;
    let mut gain = 0;
    let mut touched = 0u64;
    for &(c, _) in &effect.lay {
        touched |= 1 << c;
        gain += match state.board[c] {
            None => 1,
            Some(t) if t.seat != me => 2,
            Some(_) => 0,
        };
    }
    for change in effect.changes.iter().filter(|c| c.auto && c.theirs) {
        for c in change.run.cells() {
            if touched & (1 << c) == 0 && state.board[c].is_some_and(|t| t.seat != me) {
                gain += 2;
                touched |= 1 << c;
            }
        }
    }
    Some(gain)
}

/// The honest answer to the first waiting steal: accept what the word
/// list grants, refuse a claim it denies.
fn answer(state: &WState) -> WMove {
    match state.pending.first() {
        Some(steal) if steal.claimed => WMove::Reject,
        _ => WMove::Accept,
    }
}

impl Hooks<Worterklauer> for WordThief {
    fn order(&self, rules: &Worterklauer, state: &WState, moves: &mut Vec<WMove>) {
        if state.phase == Phase::Answer {
            let honest = answer(state);
            if moves.contains(&honest) {
                moves.retain(|m| *m == honest);
            }
            return;
        }
        let mut scored: Vec<(i32, WMove)> = moves
            .iter()
            .filter(|m| !m.is_claim() && **m != WMove::Done)
            .filter_map(|m| gain(rules, state, m).map(|g| (g, *m)))
            .collect();
        scored.sort_by_key(|(g, _)| std::cmp::Reverse(*g));
        let done = moves.contains(&WMove::Done);
        moves.clear();
        moves.extend(scored.into_iter().take(KEPT).map(|(_, m)| m));
        if done || moves.is_empty() {
            moves.push(WMove::Done);
        }
    }

    fn playout_move(
        &self,
        rules: &Worterklauer,
        state: &WState,
        moves: &[WMove],
        rng: &mut SplitMix64,
    ) -> usize {
        if state.phase == Phase::Answer {
            let honest = answer(state);
            return moves.iter().position(|m| *m == honest).unwrap_or(0);
        }
        let mut best: Option<(i32, usize)> = None;
        for _ in 0..SAMPLED {
            let k = rng.below(moves.len());
            if moves[k].is_claim() || moves[k] == WMove::Done {
                continue;
            }
            if let Some(g) = gain(rules, state, &moves[k])
                && best.is_none_or(|(b, _)| g > b)
            {
                best = Some((g, k));
            }
        }
        match best {
            Some((g, k)) if g > 0 => k,
            _ => moves
                .iter()
                .position(|m| *m == WMove::Done)
                .unwrap_or_else(|| rng.below(moves.len())),
        }
    }

    fn playout_plies(&self) -> Option<u32> {
        Some(16)
    }

    fn evaluate(&self, _rules: &Worterklauer, state: &WState, values: &mut [f64]) -> bool {
        let counts = state.counts();
        let lead = (f64::from(counts[0]) - f64::from(counts[1])) / 4.0;
        values[0] = lead.tanh();
        values[1] = -values[0];
        true
    }

    fn determinizes(&self) -> bool {
        true
    }
}

crate::knowledge::register! {
    WordThief => [Worterklauer],
}

#[cfg(test)]
mod tests {
    use super::*;
    use games::{Rules, Seat};
    use crate::mcts::{Config, search};

    /// Orange answers Green's claimed steal MORO → MORE while Green holds
    /// two letters Orange cannot see: EO in one true state, AI in the
    /// other. The same search seed and iterations give the same move and
    /// the same visits: the truth is never read. The answer refuses the
    /// claim, which the word list denies.
    #[test]
    fn the_bot_decides_from_what_its_seat_sees() {
        let rules = Worterklauer::new(&games::Options::defaults(Worterklauer::info().options)).unwrap();
        let text = |hand: &str, bag: &str| {
            format!(
                "......../......../......../......../..morE../......../......../........ {bag} O {hand} E 1 answer 3 2 0 - f4 H:c4:MORO>MORE! 2 -"
            )
        };
        let bag: String = (0..26u8)
            .flat_map(|l| std::iter::repeat_n(char::from(b'A' + l), usize::from(rules.initial().bag[usize::from(l)])))
            .collect();
        let take = |bag: &str, letters: &str| {
            let mut b = bag.to_string();
            for ch in letters.chars() {
                let at = b.find(ch).unwrap();
                b.remove(at);
            }
            b
        };
        let a = rules.from_position(&text("EO", &take(&bag, "MOROEEO"))).unwrap();
        let b = rules.from_position(&text("AI", &take(&bag, "MOROEAI"))).unwrap();
        assert_ne!(a, b);
        assert_eq!(rules.observation(&a, Some(Seat(1))), rules.observation(&b, Some(Seat(1))));
        for seed in 0..3 {
            let config = Config::new(100, seed);
            let ra = search(&rules, &a, &WordThief, &config).unwrap();
            let rb = search(&rules, &b, &WordThief, &config).unwrap();
            assert_eq!(ra.best, rb.best, "seed {seed}");
            assert_eq!(ra.best, WMove::Reject, "seed {seed}");
            assert_eq!(format!("{:?}", ra.moves), format!("{:?}", rb.moves), "seed {seed}");
        }
    }
}
