//! Victory: plain random playouts dawdle (they stay, take short runs and
//! throw two more dice into a third cross), so a random race lasts ten
//! times longer than a real one and says little. Playouts here drive to
//! the farthest point within reach and ask for a second die only when the
//! first three show no more than one cross; the search tries the farthest
//! moves first.

use games::playout::SplitMix64;
use games::races::victory::{Phase, VMove, VState, Victory};

use crate::hooks::Hooks;

/// Farthest-first playouts, careful with crosses.
#[derive(Default)]
pub struct VictoryKnowledge;

/// The choice of more dice a careful driver makes: two after at most one
/// cross (a third cross then costs the turn at worst), one after two
/// (two more would lose the turn more often than not) or three (the turn
/// is lost anyway; one die risks the car less).
pub fn careful_more(state: &VState) -> VMove {
    if state.faces.cross <= 1 {
        VMove::More(2)
    } else {
        VMove::More(1)
    }
}

impl Hooks<Victory> for VictoryKnowledge {
    fn order(&self, _rules: &Victory, state: &VState, moves: &mut Vec<VMove>) {
        match state.phase {
            // Listed nearest first after `stay`: farthest first instead.
            Phase::Move => moves.reverse(),
            Phase::Choose => {
                let want = careful_more(state);
                if let Some(i) = moves.iter().position(|m| *m == want) {
                    moves.swap(0, i);
                }
            }
            _ => {}
        }
    }

    fn playout_move(
        &self,
        _rules: &Victory,
        state: &VState,
        moves: &[VMove],
        _rng: &mut SplitMix64,
    ) -> usize {
        match state.phase {
            Phase::Choose => {
                let want = careful_more(state);
                moves.iter().position(|m| *m == want).unwrap_or(0)
            }
            _ => moves.len() - 1,
        }
    }
}

// The bot finds these hooks by the rules type.
crate::knowledge::register! {
    VictoryKnowledge => [Victory],
}

#[cfg(test)]
mod tests {
    use super::*;
    use games::{Options, Rules};

    #[test]
    fn playouts_drive_farthest_and_ask_two_dice_only_after_at_most_one_cross() {
        let rules = Victory::new(&Options::defaults(Victory::info().options)).unwrap();
        let hooks = VictoryKnowledge;
        let mut rng = SplitMix64(1);
        for (throw, want) in [
            ("RRB", VMove::More(2)),
            ("RBX", VMove::More(2)),
            ("RXX", VMove::More(1)),
        ] {
            let mut state = rules.initial();
            rules.play(&mut state, throw).unwrap();
            let moves = rules.legal_vec(&state);
            let pick = hooks.playout_move(&rules, &state, &moves, &mut rng);
            assert_eq!(moves[pick], want, "after {throw}");
        }
        let mut state = rules.initial();
        rules.play(&mut state, "RRB").unwrap();
        rules.play(&mut state, "more 1").unwrap();
        rules.play(&mut state, "B").unwrap();
        let moves = rules.legal_vec(&state);
        let pick = hooks.playout_move(&rules, &state, &moves, &mut rng);
        let far = rules.format_move(&state, &moves[pick]);
        // Two blue and two red runs reach station 11 (points 34 to 36):
        // 4 → 10 → 19 → 28 → 34 at the farthest.
        assert!(
            ["34", "35", "36"].iter().any(|p| far.ends_with(&format!(":{p}"))),
            "{far}"
        );
    }
}
