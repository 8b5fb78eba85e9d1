//! Känguruh: plain random playouts roll on half the time and bust so
//! often that a game takes a thousand plies and tells little; the
//! playouts here roll on only while the next die is less likely than not
//! to bust, as a careful player would, so they are short and their
//! results mean something. The same playouts serve the variant for 2
//! and 3 players (`kanguruh-2p3p`), whose seats also choose which of
//! their two pawns moves: at random in a playout, the search weighing
//! the choice in its tree.

use games::playout::SplitMix64;
use games::races::kanguruh::{KMove, KState, Kanguruh, Kanguruh2p3p, KanguruhRules};

use crate::hooks::Hooks;

/// Playouts that roll on while the sum so far is at most `bold` (a die
/// then busts in at most (bold − 1) of 6 throws).
pub struct KanguruhKnowledge {
    pub bold: u8,
}

impl Default for KanguruhKnowledge {
    fn default() -> Self {
        KanguruhKnowledge { bold: 3 }
    }
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
