//! Swiss pairings by the FIDE Dutch system (Handbook C.04.3), as far as
//! Tavolo implements it:
//!
//! - score brackets from the top; players who cannot be paired in their
//!   bracket move down (MDPs) and are paired first in the next;
//! - absolute criteria: no rematch (forfeited games count as met), at most
//!   one pairing-allocated bye per player (nor after a forfeit win or a
//!   full-point bye), no two players with the same absolute colour
//!   preference unless both are topscorers in the last round, and the rest
//!   of the round must stay pairable (completion);
//! - quality: most pairs, least score difference, fewest colour preferences
//!   denied (strong ones first), fewest repeated floats;
//! - among candidates of equal quality, the first in the Dutch order: S2
//!   transpositions, then exchanges between S1 and S2;
//! - the pairing-allocated bye goes to the lowest-ranked eligible player of
//!   the lowest score who leaves the rest pairable;
//! - colours by the allocation rules (both preferences, the stronger, the
//!   alternation back to the last difference, the higher-ranked, the
//!   initial colour by pairing number).
//!
//! It is checked against gacrux, an independent Dutch implementation, on
//! committed fixtures (`tests/fixtures/swiss/`, `tests/swiss_fixtures.rs`):
//! every first round agrees, and about four rounds in five overall. Not
//! implemented yet, and where the differences come from: minimising score
//! differences across brackets (the Dutch looks ahead to the next
//! bracket), the full order of exchanges (only single exchanges are
//! tried), and the finer float and topscorer criteria.

use std::cell::RefCell;
use std::collections::{HashMap, HashSet};

use super::model::{Code, Colour, Field, RoundPairing};

/// How many candidate pairings of one bracket are looked at before the
/// best so far is taken (keeps big brackets fast).
const CANDIDATE_LIMIT: usize = 4000;

/// What pairing a round needs beyond the field.
#[derive(Clone, Copy, Debug)]
pub struct Options {
    /// The colour pairing number 1 would get by the initial-colour rule
    /// (TRF `XXC white1` / `black1`).
    pub initial: Colour,
    /// Rounds of the tournament (topscorers exist in the last round).
    pub total_rounds: usize,
}

/// A colour preference's strength.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Debug)]
enum Strength {
    None,
    Mild,
    Strong,
    Absolute,
}

/// What pairing needs to know about one player.
#[derive(Clone, Debug)]
struct State {
    index: usize,
    score: f64,
    /// Colours of games played over the board, in order.
    colours: Vec<Colour>,
    met: HashSet<usize>,
    bye_barred: bool,
    /// Floated down (+1) or up (-1) in the last round and the one before.
    floats: [i8; 2],
    topscorer: bool,
}

impl State {
    fn difference(&self) -> i32 {
        self.colours
            .iter()
            .map(|c| match c {
                Colour::White => 1,
                Colour::Black => -1,
                Colour::None => 0,
            })
            .sum()
    }

    /// The preferred colour and how strongly.
    fn preference(&self) -> (Colour, Strength) {
        let Some(&last) = self.colours.last() else {
            return (Colour::None, Strength::None);
        };
        let cd = self.difference();
        let n = self.colours.len();
        let two_same = n >= 2 && self.colours[n - 2] == last;
        if cd > 1 || (two_same && last == Colour::White) {
            return (Colour::Black, Strength::Absolute);
        }
        if cd < -1 || (two_same && last == Colour::Black) {
            return (Colour::White, Strength::Absolute);
        }
        match cd {
            1 => (Colour::Black, Strength::Strong),
            -1 => (Colour::White, Strength::Strong),
            _ => (last.other(), Strength::Mild),
        }
    }
}

/// Builds each player's pairing state from the recorded rounds.
fn states(field: &Field, options: &Options) -> Vec<State> {
    let rounds = field.rounds();
    let last_round = rounds + 1 == options.total_rounds;
    let max = options.total_rounds as f64;
    field
        .players
        .iter()
        .enumerate()
        .map(|(i, p)| {
            let mut floats = [0i8; 2];
            for (k, slot) in [(1usize, 0usize), (2, 1)] {
                if rounds < k {
                    continue;
                }
                let r = rounds - k;
                let Some(e) = p.entries.get(r) else { continue };
                let mine = p.score_after(r);
                floats[slot] = match (e.code, e.opponent) {
                    (Code::PairingBye | Code::ForfeitWin | Code::FullBye, _) => 1,
                    (_, Some(o)) if e.code.played() || e.code == Code::ForfeitLoss => {
                        let theirs = field.players[o].score_after(r);
                        if theirs < mine {
                            1
                        } else if theirs > mine {
                            -1
                        } else {
                            0
                        }
                    }
                    _ => 0,
                };
            }
            let score = p.score();
            State {
                index: i,
                score,
                colours: p
                    .entries
                    .iter()
                    .filter(|e| e.code.played() && e.code != Code::Pending)
                    .map(|e| e.colour)
                    .collect(),
                met: p.entries.iter().filter_map(|e| e.opponent).collect(),
                bye_barred: p
                    .entries
                    .iter()
                    .any(|e| matches!(e.code, Code::PairingBye | Code::ForfeitWin | Code::FullBye)),
                floats,
                topscorer: last_round && score > max / 2.0,
            }
        })
        .collect()
}

/// May these two meet (absolute criteria)?
fn compatible(a: &State, b: &State) -> bool {
    if a.met.contains(&b.index) {
        return false;
    }
    let (ca, sa) = a.preference();
    let (cb, sb) = b.preference();
    !(sa == Strength::Absolute && sb == Strength::Absolute && ca == cb && !(a.topscorer || b.topscorer))
}

/// Whether `players` can all be paired (a perfect matching exists).
fn pairable(players: &[usize], st: &HashMap<usize, &State>, memo: &mut HashSet<Vec<usize>>) -> bool {
    if players.is_empty() {
        return true;
    }
    if players.len() % 2 == 1 || memo.contains(players) {
        return false;
    }
    let first = players[0];
    for k in 1..players.len() {
        if compatible(st[&first], st[&players[k]]) {
            let rest: Vec<usize> = players[1..]
                .iter()
                .enumerate()
                .filter(|&(j, _)| j + 1 != k)
                .map(|(_, &p)| p)
                .collect();
            if pairable(&rest, st, memo) {
                return true;
            }
        }
    }
    memo.insert(players.to_vec());
    false
}

/// Whether `players` can be paired, leaving one eligible player for the
/// bye when `bye` is set and their number is odd.
fn completable(
    players: &[usize],
    bye: bool,
    st: &HashMap<usize, &State>,
    memo: &mut HashSet<Vec<usize>>,
) -> bool {
    if players.len().is_multiple_of(2) {
        return pairable(players, st, memo);
    }
    bye && players.iter().rev().any(|&p| {
        !st[&p].bye_barred && {
            let rest: Vec<usize> = players.iter().copied().filter(|&q| q != p).collect();
            pairable(&rest, st, memo)
        }
    })
}

/// Pairs the next round of `field` among the `available` players (indices).
///
/// # Errors
/// No pairing satisfies the absolute criteria (every remaining pairing
/// would be a rematch): the tournament should end.
pub fn pair(field: &Field, available: &[usize], options: &Options) -> Result<RoundPairing, String> {
    let all = states(field, options);
    let st: HashMap<usize, &State> = available.iter().map(|&i| (i, &all[i])).collect();
    // Ranking: score, then pairing number.
    let mut order: Vec<usize> = available.to_vec();
    order.sort_by(|&a, &b| all[b].score.total_cmp(&all[a].score).then(a.cmp(&b)));
    let mut memo = HashSet::new();
    // The bye is part of the last bracket's pairing: with an odd number of
    // players one floater is left at the end, and it must be eligible.
    let odd = order.len() % 2 == 1;
    if !completable(&order, odd, &st, &mut memo) {
        return Err("every pairing left would repeat a game or give a second bye".into());
    }
    // Pairing numbers among the players paired: the initial-colour rule
    // counts these.
    let tpn: HashMap<usize, usize> = {
        let mut by_number = available.to_vec();
        by_number.sort_unstable();
        by_number.iter().enumerate().map(|(k, &p)| (p, k + 1)).collect()
    };

    let mut boards = Vec::new();
    let mut carried: Vec<usize> = Vec::new();
    let mut rest = order.clone();
    let mut bye = None;
    while !rest.is_empty() || !carried.is_empty() {
        let top = rest.first().map(|&p| all[p].score);
        let residents: Vec<usize> = rest
            .iter()
            .copied()
            .filter(|&p| Some(all[p].score) == top)
            .collect();
        rest.retain(|p| !residents.contains(p));
        let (pairs, floaters) = pair_bracket(&carried, &residents, &rest, odd, &st, &mut memo)?;
        for (a, b) in pairs {
            boards.push(allocate(st[&a], st[&b], tpn[&a], tpn[&b], options));
        }
        carried = floaters;
        if rest.is_empty() {
            match carried.as_slice() {
                [] => break,
                [one] if odd && residents.is_empty() => {
                    bye = Some(*one);
                    break;
                }
                [one] if odd && !all[*one].bye_barred => {
                    bye = Some(*one);
                    break;
                }
                _ if residents.is_empty() => return Err("players left unpaired".into()),
                _ => {}
            }
        }
    }
    // Boards: the higher score first, then the higher-ranked player.
    boards.sort_by(|&(w1, b1), &(w2, b2)| {
        let key = |w: usize, b: usize| {
            let hi = all[w].score.max(all[b].score);
            let sum = all[w].score + all[b].score;
            (hi, sum, std::cmp::Reverse(w.min(b)))
        };
        let (h1, s1, r1) = key(w1, b1);
        let (h2, s2, r2) = key(w2, b2);
        h2.total_cmp(&h1).then(s2.total_cmp(&s1)).then(r2.cmp(&r1))
    });
    Ok(RoundPairing { boards, bye })
}

/// The quality of a bracket's candidate pairing: smaller is better, in
/// order of importance.
type Quality = [i64; 6];

/// Pairs one bracket: MDPs `carried` and `residents`; `below` are the
/// players of lower brackets. Returns the pairs and the players who move
/// down.
#[allow(clippy::type_complexity)]
fn pair_bracket(
    carried: &[usize],
    residents: &[usize],
    below: &[usize],
    odd: bool,
    st: &HashMap<usize, &State>,
    memo: &mut HashSet<Vec<usize>>,
) -> Result<(Vec<(usize, usize)>, Vec<usize>), String> {
    let members: Vec<usize> = carried.iter().chain(residents).copied().collect();
    let last = below.is_empty();
    let max_pairs = members.len() / 2;
    for target in (0..=max_pairs).rev() {
        let best: RefCell<Option<(Quality, Vec<(usize, usize)>, Vec<usize>)>> = RefCell::new(None);
        let mut seen = 0usize;
        let mut consider = |pairs: &[(usize, usize)], floaters: &[usize]| -> bool {
            seen += 1;
            let go_on = seen < CANDIDATE_LIMIT;
            if pairs.iter().any(|&(a, b)| !compatible(st[&a], st[&b])) {
                return go_on;
            }
            if last && (floaters.len() > usize::from(odd) || floaters.iter().any(|f| st[f].bye_barred)) {
                return go_on;
            }
            let quality = quality(pairs, floaters, st);
            if best.borrow().as_ref().is_some_and(|(q, _, _)| *q <= quality) {
                return go_on;
            }
            // Completion: the floaters with the lower brackets stay pairable.
            let mut rest: Vec<usize> = floaters.to_vec();
            rest.extend_from_slice(below);
            if !last && !completable(&rest, odd, st, memo) {
                return go_on;
            }
            let perfect = quality == [0; 6];
            *best.borrow_mut() = Some((quality, pairs.to_vec(), floaters.to_vec()));
            !perfect && go_on
        };
        for_each_candidate(carried, residents, target, &mut consider);
        if !carried.is_empty() && best.borrow().is_none() {
            // The MDPs may have to meet each other: the bracket as one.
            homogeneous(&members, target, &mut consider);
        }
        if let Some((_, pairs, floaters)) = best.into_inner() {
            return Ok((pairs, floaters));
        }
    }
    if last {
        return Err("the last bracket cannot be paired".into());
    }
    Ok((Vec::new(), members))
}

/// Quality of a candidate: score difference of pairs, colour preferences
/// denied (strong ones), repeated downfloats and upfloats, then the
/// floaters' scores (lowest should float).
fn quality(pairs: &[(usize, usize)], floaters: &[usize], st: &HashMap<usize, &State>) -> Quality {
    let mut q = [0i64; 6];
    for &(a, b) in pairs {
        let (sa, sb) = (st[&a], st[&b]);
        q[0] += ((sa.score - sb.score).abs() * 2.0) as i64;
        let (ca, fa) = sa.preference();
        let (cb, fb) = sb.preference();
        if ca != Colour::None && ca == cb {
            q[1] += 1;
            if fa >= Strength::Strong && fb >= Strength::Strong {
                q[2] += 1;
            }
        }
        // The higher of a pair with different scores floated up and down.
        let (hi, lo) = if sa.score >= sb.score { (sa, sb) } else { (sb, sa) };
        if hi.score > lo.score {
            q[3] += i64::from(hi.floats[0] == 1);
            q[4] += i64::from(lo.floats[0] == -1);
        }
    }
    for &f in floaters {
        q[3] += i64::from(st[&f].floats[0] == 1);
        q[5] += (st[&f].score * 2.0) as i64;
    }
    q
}

/// A visitor of candidates: (pairs, floaters) → go on?
type Visit<'a> = dyn FnMut(&[(usize, usize)], &[usize]) -> bool + 'a;

/// Calls `visit(pairs, floaters)` for candidate pairings of a bracket with
/// `target` pairs, in the Dutch order, until it returns false.
fn for_each_candidate(carried: &[usize], residents: &[usize], target: usize, visit: &mut Visit<'_>) {
    // MDPs first (as S1 against the residents), then the remainder as a
    // homogeneous bracket.
    let mdp_pairs = carried.len().min(residents.len()).min(target);
    let s1: Vec<usize> = carried[..mdp_pairs].to_vec();
    let unpaired_mdps: Vec<usize> = carried[mdp_pairs..].to_vec();
    let mut go_on = true;
    permutations(residents, mdp_pairs, &mut |chosen, others| {
        let pairs_mdp: Vec<(usize, usize)> = s1.iter().copied().zip(chosen.iter().copied()).collect();
        let remaining_target = target - mdp_pairs;
        homogeneous(others, remaining_target, &mut |pairs, floaters| {
            let mut all_pairs = pairs_mdp.clone();
            all_pairs.extend_from_slice(pairs);
            let mut all_floaters = unpaired_mdps.clone();
            all_floaters.extend_from_slice(floaters);
            go_on = visit(&all_pairs, &all_floaters);
            go_on
        });
        go_on
    });
}

/// Candidates of a homogeneous bracket with `target` pairs: S1 is the top
/// `target` players, S2 the rest; S2 transpositions first, then exchanges
/// of one, then two players between S1 and S2.
fn homogeneous(members: &[usize], target: usize, visit: &mut Visit<'_>) {
    if target == 0 {
        visit(&[], members);
        return;
    }
    if members.len() < 2 * target {
        return;
    }
    let s1: Vec<usize> = members[..target].to_vec();
    let s2: Vec<usize> = members[target..].to_vec();
    let mut splits = vec![(s1.clone(), s2.clone())];
    // Single exchanges: the smallest difference of positions first, then
    // the lowest S1 player.
    let mut singles: Vec<(usize, usize)> = (0..s1.len())
        .flat_map(|i| (0..s2.len()).map(move |j| (i, j)))
        .collect();
    singles.sort_by_key(|&(i, j)| (target - i + j, std::cmp::Reverse(i), j));
    for (i, j) in singles {
        let mut a = s1.clone();
        let mut b = s2.clone();
        std::mem::swap(&mut a[i], &mut b[j]);
        a.sort_unstable_by_key(|p| members.iter().position(|q| q == p));
        b.sort_unstable_by_key(|p| members.iter().position(|q| q == p));
        splits.push((a, b));
    }
    let mut go_on = true;
    for (a, b) in splits {
        permutations(&b, a.len(), &mut |chosen, others| {
            let pairs: Vec<(usize, usize)> = a.iter().copied().zip(chosen.iter().copied()).collect();
            go_on = visit(&pairs, others);
            go_on
        });
        if !go_on {
            return;
        }
    }
}

/// Visits the ordered choices of `k` items of `items` (lexicographic by
/// position), with the items left over, until `visit` returns false.
fn permutations(items: &[usize], k: usize, visit: &mut dyn FnMut(&[usize], &[usize]) -> bool) {
    fn go(
        items: &[usize],
        used: &mut Vec<bool>,
        chosen: &mut Vec<usize>,
        k: usize,
        visit: &mut dyn FnMut(&[usize], &[usize]) -> bool,
    ) -> bool {
        if chosen.len() == k {
            let others: Vec<usize> = items
                .iter()
                .zip(used.iter())
                .filter(|(_, u)| !**u)
                .map(|(&p, _)| p)
                .collect();
            return visit(chosen, &others);
        }
        for i in 0..items.len() {
            if used[i] {
                continue;
            }
            used[i] = true;
            chosen.push(items[i]);
            let go_on = go(items, used, chosen, k, visit);
            chosen.pop();
            used[i] = false;
            if !go_on {
                return false;
            }
        }
        true
    }
    let mut used = vec![false; items.len()];
    go(items, &mut used, &mut Vec::new(), k, visit);
}

/// Colours of a pair (white, black) by the allocation rules.
fn allocate(a: &State, b: &State, tpn_a: usize, tpn_b: usize, options: &Options) -> (usize, usize) {
    let white_first = |first: bool| {
        if first {
            (a.index, b.index)
        } else {
            (b.index, a.index)
        }
    };
    let (ca, sa) = a.preference();
    let (cb, sb) = b.preference();
    // 1. Both preferences granted.
    if ca != Colour::None && cb != Colour::None && ca != cb {
        return white_first(ca == Colour::White);
    }
    // 2. The stronger preference (both absolute: the wider difference).
    if sa != sb && (sa > Strength::None || sb > Strength::None) {
        return if sa > sb {
            white_first(ca == Colour::White)
        } else {
            white_first(cb != Colour::White)
        };
    }
    if sa == Strength::Absolute && sb == Strength::Absolute {
        let (da, db) = (a.difference().abs(), b.difference().abs());
        if da != db {
            return if da > db {
                white_first(ca == Colour::White)
            } else {
                white_first(cb != Colour::White)
            };
        }
    }
    // 3. Alternate back to the latest round where their colours differed.
    let (ha, hb) = (&a.colours, &b.colours);
    for k in 1..=ha.len().min(hb.len()) {
        let (x, y) = (ha[ha.len() - k], hb[hb.len() - k]);
        if x != y {
            return white_first(x == Colour::Black);
        }
    }
    // 4. The higher-ranked player's preference.
    let (hi, lo_first) = if rank_before(a, b) { (a, true) } else { (b, false) };
    let (ch, _) = hi.preference();
    if ch != Colour::None {
        return white_first((ch == Colour::White) == lo_first);
    }
    // 5. The initial colour by the higher-ranked player's pairing number
    // (counted among the players paired this round).
    let tpn = if lo_first { tpn_a } else { tpn_b };
    let odd = tpn % 2 == 1;
    let hi_white = (options.initial == Colour::White) == odd;
    white_first(hi_white == lo_first)
}

/// Whether `a` ranks above `b` (score, then pairing number).
fn rank_before(a: &State, b: &State) -> bool {
    a.score > b.score || (a.score == b.score && a.index < b.index)
}

#[cfg(test)]
mod tests {
    use super::super::model::Player;
    use super::*;

    fn field(n: usize) -> Field {
        Field {
            players: (0..n)
                .map(|i| Player::new(format!("P{}", i + 1), 2000.0 - i as f64))
                .collect(),
        }
    }

    const OPTIONS: Options = Options {
        initial: Colour::White,
        total_rounds: 5,
    };

    #[test]
    fn round_one_pairs_top_half_against_bottom_half_with_alternating_colours() {
        let f = field(8);
        let p = pair(&f, &(0..8).collect::<Vec<_>>(), &OPTIONS).unwrap();
        assert_eq!(p.to_string(), "1-5 6-2 3-7 8-4");
    }

    #[test]
    fn the_bye_goes_to_the_lowest_ranked() {
        let f = field(7);
        let p = pair(&f, &(0..7).collect::<Vec<_>>(), &OPTIONS).unwrap();
        assert_eq!(p.bye, Some(6));
        assert_eq!(p.to_string(), "1-4 5-2 3-6 bye 7");
    }

    #[test]
    fn no_rematch_in_round_two() {
        let mut f = field(4);
        f.set_game(0, 0, 2, Code::Win);
        f.set_game(0, 3, 1, Code::Loss);
        // Scores: 1 and 2 have 1 point, 3 and 4 none.
        let p = pair(&f, &[0, 1, 2, 3], &OPTIONS).unwrap();
        assert_eq!(p.to_string(), "2-1 3-4");
    }
}
