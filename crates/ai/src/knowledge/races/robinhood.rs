//! Robin Hood: plain random playouts spend sixes on turning and moving
//! maps at random and take long trails as often as short ones, so they
//! say little about the race; the playouts here walk as a plain player
//! would: on along the trail, the shortest trail open at a gate, a six
//! spent on laying a map only when the Robin waits at the route's end.

use games::playout::SplitMix64;
use games::races::robinhood::{Place, RMove, RState, RobinHood};

use crate::hooks::Hooks;

/// Playouts of a plain player (see the module's notes).
#[derive(Default)]
pub struct RobinHoodKnowledge;

/// How much a plain player likes `mv`, higher first.
fn liking(rules: &RobinHood, state: &RState, mv: RMove, stuck: bool) -> i32 {
    match mv {
        RMove::Go => 10,
        RMove::Path(k) => {
            let seat = rules.engine().unplaced(state).unwrap_or(state.turn);
            match state.robins[usize::from(seat)] {
                // The first map: its shortest trail.
                Place::Unplaced => 20 - i32::from(state.route[0].path(k).len),
                Place::On { slot, .. } => {
                    let next = state.route[usize::from(slot) + 1];
                    20 - i32::from(next.path(k).len)
                }
                Place::Out => 0,
            }
        }
        RMove::Place(..) if stuck || state.laid == 0 => 30,
        RMove::Wait => 0,
        _ => -1,
    }
}

impl Hooks<RobinHood> for RobinHoodKnowledge {
    fn playout_move(&self, rules: &RobinHood, state: &RState, moves: &[RMove], rng: &mut SplitMix64) -> usize {
        let stuck = moves.contains(&RMove::Wait);
        let best = moves
            .iter()
            .map(|m| liking(rules, state, *m, stuck))
            .max()
            .unwrap_or(0);
        let top: Vec<usize> = (0..moves.len())
            .filter(|&i| liking(rules, state, moves[i], stuck) == best)
            .collect();
        if top.is_empty() {
            rng.below(moves.len())
        } else {
            top[rng.below(top.len())]
        }
    }
}

// The bot finds these hooks by the rules type.
crate::knowledge::register! {
    RobinHoodKnowledge => [RobinHood],
}

#[cfg(test)]
mod tests {
    use super::*;
    use games::{Options, Rules};

    fn rules() -> RobinHood {
        RobinHood::new(&Options::defaults(RobinHood::info().options)).unwrap()
    }

    fn pick(text: &str) -> RMove {
        let r = rules();
        let state = r.from_position(text).unwrap();
        let moves = r.legal_vec(&state);
        let mut rng = SplitMix64(3);
        moves[RobinHoodKnowledge.playout_move(&r, &state, &moves, &mut rng)]
    }

    #[test]
    fn playouts_take_the_shortest_trail_and_lay_a_map_only_when_stuck() {
        // 1a's trail 3 ends at z: 2a's trails 3 (2 spaces) and 4 (9).
        assert_eq!(pick("route:1a,2a robins:1.3.5,1.1.0 turn:red die:3 ply:3"), RMove::Path(2));
        // A six on the trail: on along it, no map touched.
        assert_eq!(pick("route:1a robins:1.3.2,1.1.0 turn:red die:6 ply:3"), RMove::Go);
        // A six at the end of the route: a map laid.
        assert!(matches!(
            pick("route:1a robins:1.3.5,1.1.0 turn:red die:6 ply:3"),
            RMove::Place(..)
        ));
    }
}
