//! Känguruh: plain random playouts roll on half the time and bust so
//! often that a game takes a thousand plies and tells little; the
//! playouts here roll on only while the next die is less likely than not
//! to bust, as a careful player would, and stop after a few rounds, where
//! the points held and the way round to the finish decide: each pile's
//! progress towards the finish counts for the owner of its top pawn, who
//! would take the card there. The same playouts serve the variant for 2
//! and 3 players (`kanguruh-2p3p`), whose seats also choose which of
//! their two pawns moves: at random in a playout, the search weighing
//! the choice in its tree.

use games::playout::SplitMix64;
use games::races::kanguruh::{KMove, KState, Kanguruh, Kanguruh2p3p, KanguruhRules};

use crate::hooks::Hooks;

/// Playouts that roll on while the sum so far is at most `bold` (a die
/// then busts in at most (bold − 1) of 6 throws), for `plies` plies.
pub struct KanguruhKnowledge {
    pub bold: u8,
    pub plies: u32,
}

impl Default for KanguruhKnowledge {
    fn default() -> Self {
        KanguruhKnowledge { bold: 3, plies: 60 }
    }
}

/// The points a card is worth on average.
const CARD: f64 = 4.0;
/// Points a seat must lead by for a sure win, in the evaluation.
const SCALE: f64 = 12.0;

/// Each seat's points and the value of its piles' way round: a pile
/// `d` squares short of the finish is worth a card times the share of the
/// loop already behind it, to the owner of its top pawn.
pub fn estimates<const PAIRS: bool>(rules: &KanguruhRules<PAIRS>, state: &KState) -> Vec<f64> {
    let e = rules.engine();
    let mut worth: Vec<f64> = (0..usize::from(e.seats))
        .map(|s| f64::from(state.points(s)))
        .collect();
    let finish = f64::from(e.finish());
    for square in 1..e.length {
        if let Some(&top) = e.pile(state, square).last() {
            worth[usize::from(e.owner(top))] += CARD * f64::from(square) / finish;
        }
    }
    worth
}

impl<const PAIRS: bool> Hooks<KanguruhRules<PAIRS>> for KanguruhKnowledge {
    fn playout_move(
        &self,
        _rules: &KanguruhRules<PAIRS>,
        state: &KState,
        moves: &[KMove],
        rng: &mut SplitMix64,
    ) -> usize {
        if state.mover.is_none() {
            // Which pawn: either.
            return rng.below(moves.len());
        }
        let want = if state.sum() <= self.bold {
            KMove::Roll
        } else {
            KMove::Stop
        };
        moves
            .iter()
            .position(|m| *m == want)
            .unwrap_or_else(|| rng.below(moves.len()))
    }

    fn playout_plies(&self) -> Option<u32> {
        Some(self.plies)
    }

    /// Each seat's lead over the best of the others, in points and
    /// progress ([`estimates`]).
    fn evaluate(&self, rules: &KanguruhRules<PAIRS>, state: &KState, values: &mut [f64]) -> bool {
        let worth = estimates(rules, state);
        for (s, v) in values.iter_mut().enumerate().take(worth.len()) {
            let best_other = worth
                .iter()
                .enumerate()
                .filter(|&(o, _)| o != s)
                .map(|(_, &w)| w)
                .fold(f64::MIN, f64::max);
            *v = ((worth[s] - best_other) / SCALE).tanh();
        }
        true
    }
}

// The bot finds these hooks by the rules type.
crate::knowledge::register! {
    KanguruhKnowledge::default() => [Kanguruh, Kanguruh2p3p],
}

#[cfg(test)]
mod tests {
    use super::*;
    use games::{Options, Rules, Status};

    #[test]
    fn playouts_roll_on_a_small_sum_and_stop_on_a_large_one() {
        let rules = Kanguruh::new(&Options::defaults(Kanguruh::info().options)).unwrap();
        let hooks = KanguruhKnowledge::default();
        let mut rng = SplitMix64(1);
        for (die, want) in [
            (2, KMove::Roll),
            (3, KMove::Roll),
            (4, KMove::Stop),
            (6, KMove::Stop),
        ] {
            let mut state = rules.initial();
            rules.play(&mut state, "c4").unwrap();
            rules.apply(&mut state, &KMove::Die(die));
            assert!(matches!(rules.status(&state), Status::ToMove(_)));
            let moves = rules.legal_vec(&state);
            let pick = hooks.playout_move(&rules, &state, &moves, &mut rng);
            assert_eq!(moves[pick], want, "after a {die}");
        }
    }

    #[test]
    fn the_estimate_counts_points_and_the_top_pawns_way_round() {
        let rules = Kanguruh2p3p::new(&Options::defaults(Kanguruh2p3p::info().options)).unwrap();
        let hooks = KanguruhKnowledge::default();
        // Red's pawn near the finish carries Blue's: the way round is
        // Blue's; Red holds a 5.
        let state = rules
            .from_position(
                "track:30 pawns:27,0,27.1,0 turn:red mover:- dice:- card:2 deck:3233233 won:5/- ply:9",
            )
            .unwrap();
        let worth = estimates(&rules, &state);
        assert!((worth[0] - 5.0).abs() < 1e-9, "{worth:?}");
        assert!((worth[1] - 4.0 * 27.0 / 29.0).abs() < 1e-9, "{worth:?}");
        let mut values = [0.0; 2];
        assert!(hooks.evaluate(&rules, &state, &mut values));
        assert!(
            values[0] > 0.0 && (values[0] + values[1]).abs() < 1e-9,
            "{values:?}"
        );
    }

    #[test]
    fn with_two_pawns_playouts_choose_either_pawn_then_roll_as_with_one() {
        let rules = Kanguruh2p3p::new(&Options::defaults(Kanguruh2p3p::info().options)).unwrap();
        let hooks = KanguruhKnowledge::default();
        let mut state = rules.initial();
        rules.play(&mut state, "c4").unwrap();
        let moves = rules.legal_vec(&state);
        assert_eq!(moves, [KMove::Pawn(0), KMove::Pawn(1)]);
        let mut rng = SplitMix64(3);
        let picks: std::collections::BTreeSet<usize> = (0..40)
            .map(|_| hooks.playout_move(&rules, &state, &moves, &mut rng))
            .collect();
        assert_eq!(picks.len(), 2, "both pawns get chosen");
        rules.play(&mut state, "pawn 2").unwrap();
        rules.apply(&mut state, &KMove::Die(2));
        let moves = rules.legal_vec(&state);
        let pick = hooks.playout_move(&rules, &state, &moves, &mut rng);
        assert_eq!(moves[pick], KMove::Roll);
    }
}
