//! Tuning probe (not part of the documented tools).
use ai::arena::{Player, match_up_with};
use ai::UrKnowledge;
use games::ur_bell::UrBell;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let plies: Option<u32> = args[0].parse().ok();
    let scale: f64 = args[1].parse().unwrap();
    let first: Player = args[2].parse().unwrap();
    let second: Player = args[3].parse().unwrap();
    let games: u32 = args[4].parse().unwrap();
    let hooks = UrKnowledge { plies, scale };
    let t = match_up_with::<UrBell>(&hooks, first, second, games, 1);
    println!("plies {plies:?} scale {scale} {} vs {}: {t:?} score {:.2}", args[2], args[3], t.score());
}
