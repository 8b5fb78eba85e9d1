//! Schachjagd: random playouts wander back and forth along the track
//! (rook, bishop, queen and knight may move back) for a thousand plies or
//! more. The playouts here mostly take the move that gains the most
//! ground, counting a capture as the ground the victim loses, and stop
//! after a few dozen plies; the race then says who leads.

use games::playout::SplitMix64;
use games::races::schachjagd::{Dest, Engine, Loc, SMove, SState, Schachjagd};
use games::Rules;

use crate::hooks::Hooks;

/// Greedy playouts of `plies` plies, a random move one time in `wander`.
pub struct SchachjagdKnowledge {
    pub plies: u32,
    pub wander: usize,
}

impl Default for SchachjagdKnowledge {
    fn default() -> Self {
        SchachjagdKnowledge { plies: 40, wander: 5 }
    }
}

/// The ground `mv` gains for its seat: its token's progress, plus the
/// progress an opponent's token loses when it is captured.
pub fn gain(rules: &Schachjagd, state: &SState, mv: &SMove) -> i32 {
    let SMove::Go { token, to } = *mv else {
        return 0;
    };
    let seat = usize::from(state.turn);
    let from = Engine::progress(state.tokens[seat][usize::from(token)]);
    let (to_loc, victim) = match to {
        Dest::Home => (Loc::Home, 0),
        Dest::Square(sq) => {
            let hit = (0..usize::from(rules.seats()))
                .filter(|&s| s != seat)
                .any(|s| state.tokens[s].contains(&Loc::Square(sq)));
            let v = if hit { i32::from(Engine::progress(Loc::Square(sq))) } else { 0 };
            (Loc::Square(sq), v)
        }
    };
    i32::from(Engine::progress(to_loc)) - i32::from(from) + victim
}

impl Hooks<Schachjagd> for SchachjagdKnowledge {
    fn playout_move(&self, rules: &Schachjagd, state: &SState, moves: &[SMove], rng: &mut SplitMix64) -> usize {
        if rng.below(self.wander) == 0 {
            return rng.below(moves.len());
        }
        let mut best = (i32::MIN, 0);
        for (i, mv) in moves.iter().enumerate() {
            // Ties broken at random.
            let g = gain(rules, state, mv) * 8 + rng.below(8) as i32;
            if g > best.0 {
                best = (g, i);
            }
        }
        best.1
    }

    fn playout_plies(&self) -> Option<u32> {
        Some(self.plies)
    }

    /// Each seat's ground covered by its three tokens against the
    /// average, a token home counting a little more than the line.
    fn evaluate(&self, rules: &Schachjagd, state: &SState, values: &mut [f64]) -> bool {
        let n = usize::from(rules.seats()).min(values.len());
        let ground: Vec<f64> = (0..n)
            .map(|s| {
                state.tokens[s]
                    .iter()
                    .map(|&l| f64::from(Engine::progress(l)) + if l == Loc::Home { 4.0 } else { 0.0 })
                    .sum()
            })
            .collect();
        let mean = ground.iter().sum::<f64>() / n.max(1) as f64;
        for (s, v) in values.iter_mut().enumerate().take(n) {
            *v = ((ground[s] - mean) / 30.0).clamp(-1.0, 1.0);
        }
        true
    }
}

// The bot finds these hooks by the rules type.
crate::knowledge::register! {
    SchachjagdKnowledge::default() => [Schachjagd],
}

#[cfg(test)]
mod tests {
    use super::*;
    use games::{Options, Status};

    #[test]
    fn playouts_take_the_longest_run_and_the_capture() {
        let rules = Schachjagd::new(&Options::defaults(Schachjagd::info().options)).unwrap();
        let hooks = SchachjagdKnowledge { plies: 40, wander: usize::MAX };
        let mut rng = SplitMix64(1);
        let state = rules
            .from_position("tokens:-,-,-/-,-,- block:- turn:green die:R ply:1")
            .unwrap();
        assert!(matches!(rules.status(&state), Status::ToMove(_)));
        let moves = rules.legal_vec(&state);
        let pick = hooks.playout_move(&rules, &state, &moves, &mut rng);
        assert!(rules.format_move(&state, &moves[pick]).ends_with(" l12"));
        // Taking yellow's token on l9 (6 squares, and 9 it loses) beats
        // any other run.
        let state = rules
            .from_position("tokens:l3,-,-/l9,-,- block:- turn:green die:R ply:1")
            .unwrap();
        let moves = rules.legal_vec(&state);
        let pick = hooks.playout_move(&rules, &state, &moves, &mut rng);
        assert_eq!(rules.format_move(&state, &moves[pick]), "1 l9");
    }
}
