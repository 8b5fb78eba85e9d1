use games::ur_bell::UrBell;
use games::{Options, Rules, Seat, Status};
use games::playout::SplitMix64;

fn progress(state: &games::ur_bell::UrState, seat: Seat) -> i32 {
    let hand: i32 = std::env::args().nth(2).map(|h| h.parse().unwrap()).unwrap_or(0);
    let bits = state.track(seat);
    let on: u32 = (1..=14u32).filter(|p| bits & (1 << p) != 0).sum();
    let risk: i32 = std::env::args().nth(3).map(|h| h.parse().unwrap()).unwrap_or(0);
    let theirs = state.track(seat.other());
    let mut danger = 0;
    for p in 5..=12u32 {
        if bits & (1 << p) != 0 && [1u32, 4, 5].iter().any(|d| p > *d && theirs & (1 << (p - d)) != 0) {
            danger += p as i32;
        }
    }
    (on + 15 * u32::from(state.borne_off(seat))) as i32 + hand * i32::from(state.in_hand(seat)) - risk * danger / 10
}

fn main() {
    let rules = UrBell::new(&Options::defaults(UrBell::info().options)).unwrap();
    let mut wins = 0;
    let n = 400;
    for g in 0..n {
        let greedy = Seat((g % 2) as u8);
        let mut rng = SplitMix64(g as u64 + 7);
        let mut state = rules.initial();
        loop {
            match rules.status(&state) {
                Status::Over(o) => { if o.winner == Some(greedy) { wins += 1; } break; }
                Status::Chance => { let mut o = Vec::new(); rules.chance_outcomes(&state, &mut o);
                    let i = ai_sample(&o, &mut rng); rules.apply(&mut state, &o[i].0); }
                Status::ToMove(seat) => {
                    let legal = rules.legal_vec(&state);
                    let mv = if seat == greedy {
                        let mode = std::env::args().nth(1).unwrap_or_default();
                        let key = |m: &games::ur_bell::UrMove| { let mut s = state.clone(); rules.apply(&mut s, m); progress(&s, seat) - progress(&s, seat.other()) };
                        if mode == "first" { legal.iter().rev().max_by_key(|m| key(m)).unwrap().clone() }
                        else if mode == "capture" { let best = legal.iter().map(|m| key(m)).max().unwrap(); let c: Vec<_> = legal.iter().filter(|m| key(m) == best).collect(); c[rng.below(c.len())].clone() }
                        else { legal.iter().max_by_key(|m| key(m)).unwrap().clone() }
                    } else { legal[rng.below(legal.len())].clone() };
                    rules.apply(&mut state, &mv);
                }
            }
        }
    }
    println!("greedy wins {wins}/{n}");
}

fn ai_sample<M>(o: &[(M, u32)], rng: &mut SplitMix64) -> usize {
    let total: u32 = o.iter().map(|x| x.1).sum();
    let mut r = rng.below(total as usize) as u32;
    for (i, x) in o.iter().enumerate() { if r < x.1 { return i; } r -= x.1; }
    0
}
