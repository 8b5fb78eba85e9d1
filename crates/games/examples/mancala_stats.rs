//! Scratch: random games per mancala rule set, lengths and endings.
use games::Status;
use games::playout::SplitMix64;
use games::registry;
use std::collections::BTreeMap;

fn main() {
    let slugs: Vec<String> = std::env::args().skip(1).collect();
    for slug in slugs {
        let (slug, opts) = slug
            .split_once('?')
            .map(|(a, b)| (a.to_string(), b.to_string()))
            .unwrap_or((slug.clone(), String::new()));
        let given: BTreeMap<String, games::OptionValue> = opts
            .split(',')
            .filter_map(|kv| kv.split_once('='))
            .map(|(k, v)| (k.to_string(), games::OptionValue::Text(v.to_string())))
            .collect();
        let mut rng = SplitMix64(1);
        let mut reasons: BTreeMap<String, usize> = BTreeMap::new();
        let mut plies = Vec::new();
        let mut winners: BTreeMap<String, usize> = BTreeMap::new();
        for _ in 0..300 {
            let mut g = registry::start(&slug, &given).unwrap();
            let seed = [7u8; 32];
            loop {
                match g.status() {
                    Status::Over(o) => {
                        let r: String = o.reason.chars().filter(|c| !c.is_ascii_digit()).collect();
                        *reasons.entry(r).or_default() += 1;
                        *winners.entry(format!("{:?}", o.winner)).or_default() += 1;
                        plies.push(g.ply());
                        break;
                    }
                    Status::Chance => {
                        g.throw_from_seed(&seed).unwrap();
                    }
                    Status::ToMove(_) => {
                        let legal = g.legal();
                        let m = legal[rng.below(legal.len())].clone();
                        g.play(&m).unwrap();
                    }
                }
            }
        }
        plies.sort();
        println!(
            "{slug} {opts}: plies median {} max {}; {:?}; {:?}",
            plies[plies.len() / 2],
            plies.last().unwrap(),
            reasons,
            winners
        );
    }
}
