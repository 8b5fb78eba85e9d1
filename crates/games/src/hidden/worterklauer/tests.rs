//! Wörterklauer's rules, one test per catalog rule and gap.

use super::*;
use crate::registry;
use std::collections::BTreeMap;

#[test]
fn zz_random_games_probe() {
    let t0 = std::time::Instant::now();
    for seed in 0..4u64 {
        let mut game = registry::start("worterklauer", &BTreeMap::new()).unwrap();
        let mut rng = SplitMix64(seed);
        let mut most = 0;
        loop {
            match game.status() {
                Status::Over(o) => { eprintln!("seed {seed}: {} plies, {:?} most {most}", game.ply(), o.reason.id()); break; }
                Status::Chance => {
                    let mut s = [0u8; 32];
                    s[..8].copy_from_slice(&rng.next_u64().to_be_bytes());
                    game.throw_from_seed(&s).unwrap();
                }
                Status::ToMove(_) => {
                    let legal = game.legal();
                    most = most.max(legal.len());
                    let pick = legal[rng.below(legal.len())].clone();
                    game.play(&pick).unwrap();
                }
            }
        }
        eprintln!("{}", game.position());
    }
    eprintln!("{:?}", t0.elapsed());
}
