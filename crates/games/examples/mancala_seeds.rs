//! Scratch: for each slug (with options), the rng seeds 0..200 giving the
//! shortest random games as the local-mode helper plays them.
use games::playout::SplitMix64;
use games::{Status, registry};
use std::collections::BTreeMap;

fn main() {
    let seed = games::chance::parse_seed("424242").unwrap();
    for arg in std::env::args().skip(1) {
        let (slug, opts) = arg
            .split_once('?')
            .map(|(a, b)| (a.to_string(), b.to_string()))
            .unwrap_or((arg.clone(), String::new()));
        let given: BTreeMap<String, games::OptionValue> = opts
            .split(',')
            .filter_map(|kv| kv.split_once('='))
            .map(|(k, v)| (k.to_string(), games::OptionValue::Text(v.to_string())))
            .collect();
        let mut best: Vec<(usize, u64, String)> = Vec::new();
        for rng_seed in 0..200u64 {
            let mut g = registry::start(&slug, &given).unwrap();
            let mut rng = SplitMix64(rng_seed);
            let result = loop {
                match g.status() {
                    Status::Over(o) => break format!("{:?} {}", o.winner, o.reason),
                    Status::Chance => {
                        g.throw_from_seed(&seed).unwrap();
                    }
                    Status::ToMove(_) => {
                        let l = g.legal();
                        let m = l[rng.below(l.len())].clone();
                        g.play(&m).unwrap();
                    }
                }
            };
            let rounds = g
                .position()
                .split_whitespace()
                .skip_while(|w| *w != "round")
                .nth(1)
                .unwrap_or("1")
                .to_string();
            best.push((g.ply(), rng_seed, format!("{result} [round {rounds}]")));
        }
        best.sort();
        println!("{arg}: {:?}", &best[..3]);
        // a decisive one of median-ish length
        let decisive: Vec<_> = best.iter().filter(|b| !b.2.starts_with("None")).collect();
        println!("   decisive shortest: {:?}", decisive.first());
        let later: Vec<_> = best
            .iter()
            .filter(|b| !b.2.starts_with("None") && !b.2.ends_with("[round 1]"))
            .collect();
        let mid: Vec<_> = best
            .iter()
            .filter(|b| (50..90).contains(&b.0) && !b.2.starts_with("None"))
            .collect();
        println!("   50-90 plies: {:?}", &mid[..mid.len().min(2)]);
        println!("   later rounds: {:?}", &later[..later.len().min(3)]);
    }
}

#[allow(dead_code)]
fn unused() {}
