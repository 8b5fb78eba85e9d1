//! Swiss pairings by the FIDE Dutch system (Handbook C.04.3, 2026 rules),
//! reduced to maximum-weight matching.
//!
//! The score brackets are paired from the top. Each bracket is paired by
//! one matching over ALL the players still unpaired (the bracket, the
//! players moved down into it and every lower bracket): only perfect
//! matchings of the rest count, so whatever the bracket does, the round can
//! still be completed (the absolute criterion of completion), and the
//! quality criteria are edge weights in priority order, so the best
//! matching is the best bracket pairing with the next bracket looked ahead
//! to. The weights, most important first:
//!
//! - C6: fewest downfloaters; C7: the downfloaters' scores, lowest first;
//! - C8: fewest downfloaters from the NEXT bracket, and their scores;
//! - C9: the pairing-allocated bye's receiver has the fewest unplayed
//!   games;
//! - C10, C11: topscorers' colour differences beyond ±2 and third same
//!   colour in a row;
//! - C12, C13: colour preferences denied (then the strong ones);
//! - C14-C17: repeated downfloats / upfloats from the last round and the
//!   one before; C18-C21: their score differences;
//! - then the Dutch order of candidates: in a heterogeneous bracket the
//!   moved-down players by rank, each with the highest resident it can
//!   have; in a homogeneous one the fewest exchanges between S1 and S2,
//!   the smallest difference of exchanged pairing numbers, the lowest S1
//!   and the highest S2 players exchanged, then S2 transpositions.
//!
//! Absolute criteria: no rematch over the board (a forfeit does not count
//! as a game), one pairing-allocated bye at most (not after a forfeit win
//! or a full-point bye either), no two players with the same absolute
//! colour preference unless one is a topscorer. The bye goes to the lowest
//! score group that leaves the rest pairable.
//!
//! The engine is checked round by round against gacrux, an independent
//! Dutch implementation (`tests/swiss_fixtures.rs`), whose readings it
//! follows where the rules leave room: a player's colour preference is the
//! first definition of C.04.3 1.7 that fits; byes and forfeit wins count as
//! downfloats; topscorers have more than half of the points possible
//! before the last round.

use std::collections::HashSet;

use crate::matching::{Weight, Wide, max_weight_matching};
use crate::model::{Code, Colour, Field, RoundPairing};

/// What pairing a round needs beyond the field.
#[derive(Clone, Copy, Debug)]
pub struct Options {
    /// The colour pairing number 1 would get by the initial-colour rule
    /// (TRF `XXC white1` / `black1`).
    pub initial: Colour,
    /// Rounds of the tournament (topscorers exist in the last round).
    pub total_rounds: usize,
}

/// Float flags of the last two rounds.
const DOWN_LAST: u8 = 1;
const UP_LAST: u8 = 2;
const DOWN_BEFORE: u8 = 4;
const UP_BEFORE: u8 = 8;

/// What pairing needs to know about one player.
#[derive(Clone, Debug)]
struct State {
    index: usize,
    /// Score in half points.
    score: i64,
    /// Score group, 1 for the lowest (0 is the bye's dummy).
    level: usize,
    /// Colours of games played over the board, in order.
    colours: Vec<Colour>,
    /// White games minus black games.
    difference: i32,
    /// Preferred colour (None: no preference) and strength: 2 absolute,
    /// 1 strong, 0 mild.
    preference: (Colour, u8),
    /// Opponents met over the board.
    met: HashSet<usize>,
    bye_barred: bool,
    floats: u8,
    topscorer: bool,
    /// Rounds without a game over the board.
    unplayed: u64,
    /// Pairing number for the colour rules.
    tpn: usize,
}

impl State {
    fn last_two(&self) -> Option<(Colour, Colour)> {
        let n = self.colours.len();
        (n >= 2).then(|| (self.colours[n - 2], self.colours[n - 1]))
    }

    fn last_two_are(&self, c: Colour) -> bool {
        self.last_two() == Some((c, c))
    }
}

/// The colour preference: the first definition of C.04.3 1.7 that fits.
fn preference(difference: i32, colours: &[Colour]) -> (Colour, u8) {
    let n = colours.len();
    let two = |c: Colour| n >= 2 && colours[n - 2] == c && colours[n - 1] == c;
    if difference <= -2 || (difference <= 1 && two(Colour::Black)) {
        (Colour::White, 2)
    } else if difference >= 2 || (difference >= -1 && two(Colour::White)) {
        (Colour::Black, 2)
    } else if difference == -1 {
        (Colour::White, 1)
    } else if difference == 1 {
        (Colour::Black, 1)
    } else {
        match colours.last() {
            Some(&c) => (c.other(), 0),
            None => (Colour::None, 0),
        }
    }
}

fn half_points(points: f64) -> i64 {
    (points * 2.0).round() as i64
}

/// Builds each available player's pairing state from the recorded rounds.
fn states(field: &Field, available: &[usize], options: &Options) -> Vec<State> {
    let done = field.rounds();
    let mut scores: Vec<i64> = available
        .iter()
        .map(|&i| half_points(field.players[i].score()))
        .collect();
    scores.sort_unstable();
    scores.dedup();
    let avail: HashSet<usize> = available.iter().copied().collect();
    // Pairing numbers: a running count over the players present now or
    // paired in an earlier round.
    let mut tpn = vec![0; field.players.len()];
    let mut next = 0;
    for (i, p) in field.players.iter().enumerate() {
        let paired_before = p
            .entries
            .iter()
            .any(|e| e.opponent.is_some() || e.code == Code::PairingBye);
        if avail.contains(&i) || paired_before {
            next += 1;
            tpn[i] = next;
        }
    }
    let topscorers = done + 1 >= options.total_rounds;
    available
        .iter()
        .map(|&i| {
            let p = &field.players[i];
            let played: Vec<_> = p
                .entries
                .iter()
                .filter(|e| e.code.played() && e.opponent.is_some())
                .collect();
            let colours: Vec<Colour> = played.iter().map(|e| e.colour).collect();
            let difference = colours
                .iter()
                .map(|c| match c {
                    Colour::White => 1,
                    Colour::Black => -1,
                    Colour::None => 0,
                })
                .sum();
            let mut floats = 0;
            for (back, down, up) in [(1, DOWN_LAST, UP_LAST), (2, DOWN_BEFORE, UP_BEFORE)] {
                let Some(r) = done.checked_sub(back) else { continue };
                let Some(e) = p.entries.get(r) else { continue };
                match e.opponent {
                    Some(o) if e.code.played() => {
                        let (mine, theirs) = (p.score_after(r), field.players[o].score_after(r));
                        if mine > theirs {
                            floats |= down;
                        } else if mine < theirs {
                            floats |= up;
                        }
                    }
                    _ if e.code.points() > 0.0 => floats |= down,
                    _ => {}
                }
            }
            let score = half_points(p.score());
            State {
                index: i,
                score,
                level: scores.binary_search(&score).unwrap_or(0) + 1,
                preference: preference(difference, &colours),
                difference,
                met: played.iter().filter_map(|e| e.opponent).collect(),
                colours,
                bye_barred: p
                    .entries
                    .iter()
                    .any(|e| matches!(e.code, Code::PairingBye | Code::ForfeitWin | Code::FullBye)),
                floats,
                topscorer: topscorers && score > options.total_rounds as i64 - 1,
                unplayed: (done - played.len().min(done)) as u64,
                tpn: tpn[i],
            }
        })
        .collect()
}

/// One node of the pairing graph: a player (index into the states) or the
/// dummy whose partner gets the pairing-allocated bye.
type Node = Option<usize>;

/// Everything the pairing of one round works on.
struct Round<'a> {
    st: &'a [State],
    /// The score group whose players may take the bye (when there is one).
    bye_level: usize,
    rounds_done: u64,
}

impl Round<'_> {
    fn level(&self, n: Node) -> usize {
        n.map_or(0, |i| self.st[i].level)
    }

    /// May these two nodes be paired (the absolute criteria)?
    fn compatible(&self, a: Node, b: Node) -> bool {
        match (a, b) {
            (None, None) => false,
            (Some(p), None) | (None, Some(p)) => !self.st[p].bye_barred && self.st[p].level == self.bye_level,
            (Some(x), Some(y)) => {
                let (a, b) = (&self.st[x], &self.st[y]);
                if x == y || a.met.contains(&b.index) {
                    return false;
                }
                let (ca, sa) = a.preference;
                let (cb, sb) = b.preference;
                !(sa == 2 && sb == 2 && ca == cb && ca != Colour::None && !a.topscorer && !b.topscorer)
            }
        }
    }

    /// Whether `nodes` can all be paired.
    fn perfect(&self, nodes: &[Node]) -> bool {
        if !nodes.len().is_multiple_of(2) {
            return false;
        }
        let mut edges = Vec::new();
        for i in 0..nodes.len() {
            for j in i + 1..nodes.len() {
                if self.compatible(nodes[i], nodes[j]) {
                    edges.push((i, j, 1i64));
                }
            }
        }
        let mate = max_weight_matching(nodes.len(), &edges);
        mate.iter().all(Option::is_some)
    }
}

/// The quality fields of one bracket's matching, most important first:
/// each has a bound on its total over a matching, which sets its width.
struct Layout {
    /// Score groups the highest moved-down player came down.
    psd: usize,
    bounds: Vec<u64>,
}

const QC6: usize = 0;

impl Layout {
    fn qc7(&self, i: usize) -> usize {
        1 + i
    }
    fn qn8(&self) -> usize {
        1 + self.psd
    }
    fn qc8(&self, i: usize) -> usize {
        2 + self.psd + i
    }
    fn qc9(&self) -> usize {
        3 + 2 * self.psd
    }
    /// C10..C17 (k = 10..=17).
    fn qc(&self, k: usize) -> usize {
        4 + 2 * self.psd + (k - 10)
    }
    /// C18..C21 (k = 18..=21), by score difference slot `i`.
    fn qc_late(&self, k: usize, i: usize) -> usize {
        12 + 2 * self.psd + (k - 18) * self.psd + i
    }
    fn mode_base(&self) -> usize {
        12 + 6 * self.psd
    }
}

/// What stays fixed while one bracket is paired.
struct Bracket {
    /// Score groups the highest moved-down player came down.
    psd: usize,
    /// C9 counts in this bracket.
    bye: bool,
}

/// How a bracket's matching ranks candidates beyond the quality criteria.
enum Mode {
    /// Moved-down players (by bracket sequence number 1..=m) first.
    Heterogeneous { movers: usize, residents: usize },
    /// S1/S2 order among the residents (numbered 1..=b) with `s` pairs.
    Homogeneous { s: usize, b: usize },
}

/// Pairs the next round of `field` among the `available` players (indices).
///
/// # Errors
/// No pairing satisfies the absolute criteria (every pairing left would
/// repeat a game, give a second bye or clash absolute colour
/// preferences): the tournament should end.
pub fn pair(field: &Field, available: &[usize], options: &Options) -> Result<RoundPairing, String> {
    if let Some(&bad) = available.iter().find(|&&i| i >= field.players.len()) {
        return Err(format!("player {} is not in the field", bad + 1));
    }
    let mut available = available.to_vec();
    available.sort_unstable();
    available.dedup();
    let st = states(field, &available, options);
    let mut nodes: Vec<Node> = (0..st.len()).map(Some).collect();
    // Ranking: score group, then pairing number.
    nodes.sort_by_key(|n| n.map(|i| (std::cmp::Reverse(st[i].level), st[i].index)));
    if !nodes.len().is_multiple_of(2) {
        nodes.push(None);
    }
    let mut round = Round {
        st: &st,
        bye_level: usize::MAX,
        rounds_done: field.rounds() as u64,
    };
    if nodes.contains(&None) {
        // The bye goes to the lowest score group that leaves the rest
        // pairable.
        let mut levels: Vec<usize> = st.iter().filter(|s| !s.bye_barred).map(|s| s.level).collect();
        levels.sort_unstable();
        levels.dedup();
        let found = levels.into_iter().find(|&l| {
            round.bye_level = l;
            round.perfect(&nodes)
        });
        match found {
            Some(l) => round.bye_level = l,
            None => {
                return Err(
                    "no player can take the bye and leave the others a pairing without rematches".into(),
                );
            }
        }
    } else if !round.perfect(&nodes) {
        return Err("every pairing left would repeat a game or clash absolute colour preferences".into());
    }

    let mut pairs: Vec<(Node, Node)> = Vec::new();
    let top = nodes.iter().map(|&n| round.level(n)).max().unwrap_or(0);
    for s in (0..=top).rev() {
        if nodes.is_empty() {
            break;
        }
        if !nodes.iter().any(|&n| round.level(n) >= s) {
            continue;
        }
        let paired = pair_bracket(&round, &nodes, s)?;
        nodes.retain(|n| !paired.iter().any(|&(a, b)| a == *n || b == *n));
        pairs.extend(paired);
    }
    if !nodes.is_empty() {
        return Err("some players were left unpaired".into());
    }

    let mut boards = Vec::new();
    let mut bye = None;
    for (a, b) in pairs {
        match (a, b) {
            (Some(x), Some(y)) => boards.push(allocate(&st[x], &st[y], options)),
            (Some(x), None) | (None, Some(x)) => bye = Some(st[x].index),
            (None, None) => {}
        }
    }
    // Boards: the higher score first, then the higher sum, then the
    // higher-ranked player.
    let score = |i: usize| half_points(field.players[i].score());
    boards.sort_by_key(|&(w, b)| {
        (
            std::cmp::Reverse(score(w).max(score(b))),
            std::cmp::Reverse(score(w) + score(b)),
            w.min(b),
        )
    });
    Ok(RoundPairing { boards, bye })
}

/// Pairs the bracket of score group `s` among the unpaired `nodes`: first
/// the moved-down players, then the residents among themselves. Returns
/// the pairs made; the residents left over move down.
fn pair_bracket(round: &Round, nodes: &[Node], s: usize) -> Result<Vec<(Node, Node)>, String> {
    let level = |n: Node| round.level(n);
    let movers = nodes.iter().filter(|&&n| level(n) > s).count();
    let residents = nodes.iter().filter(|&&n| level(n) == s).count();
    // Fixed for the whole bracket: how far the highest moved-down player
    // came, and whether C9 (the bye's receiver) counts here: only when the
    // bracket can take the bye and both it and the rest can still be paired.
    let bracket = Bracket {
        psd: nodes
            .iter()
            .map(|&n| level(n))
            .max()
            .unwrap_or(0)
            .saturating_sub(s),
        bye: s <= round.bye_level && {
            s <= 1 || {
                let upper: Vec<Node> = nodes
                    .iter()
                    .copied()
                    .filter(|&n| level(n) >= s || n.is_none())
                    .collect();
                let lower: Vec<Node> = nodes
                    .iter()
                    .copied()
                    .filter(|&n| level(n) < s && n.is_some())
                    .collect();
                upper.len().is_multiple_of(2) && round.perfect(&upper) && round.perfect(&lower)
            }
        },
    };
    let mut kept = Vec::new();
    let mut rest: Vec<Node> = nodes.to_vec();
    let mut s_pairs = residents / 2;
    if movers > 0 {
        let mate = bracket_matching(
            round,
            &bracket,
            &rest,
            s,
            &Mode::Heterogeneous { movers, residents },
        )?;
        s_pairs = 0;
        for (i, &m) in mate.iter().enumerate() {
            let (a, b) = (rest[i], rest[m]);
            if i < m {
                let (hi, lo) = (level(a).max(level(b)), level(a).min(level(b)));
                if hi > s && lo == s {
                    kept.push((a, b));
                } else if hi == s && lo == s {
                    s_pairs += 1;
                }
            }
        }
        rest.retain(|n| !kept.iter().any(|&(a, b)| a == *n || b == *n));
    }
    let b = rest.iter().filter(|&&n| level(n) == s).count();
    if b == 0 {
        return Ok(kept);
    }
    // The number of resident pairs S is fixed by the quality criteria: run
    // again if the matching made another number than the one assumed.
    for _ in 0..=b {
        let mate = bracket_matching(round, &bracket, &rest, s, &Mode::Homogeneous { s: s_pairs, b })?;
        let made: Vec<(Node, Node)> = mate
            .iter()
            .enumerate()
            .filter(|&(i, &m)| i < m && level(rest[i]) == s && level(rest[m]) == s)
            .map(|(i, &m)| (rest[i], rest[m]))
            .collect();
        if made.len() == s_pairs {
            kept.extend(made);
            return Ok(kept);
        }
        s_pairs = made.len();
    }
    Err("the bracket pairing did not settle".into())
}

/// One maximum-weight perfect matching of `nodes` for the bracket `s`:
/// each node's partner (positions in `nodes`).
fn bracket_matching(
    round: &Round,
    bracket: &Bracket,
    nodes: &[Node],
    s: usize,
    mode: &Mode,
) -> Result<Vec<usize>, String> {
    let level = |n: Node| round.level(n);
    let pairs = (nodes.len() / 2) as u64;
    let psd = bracket.psd;
    let bye_bracket = bracket.bye;
    let mut bounds = vec![pairs; 12 + 6 * psd];
    let layout_probe = Layout {
        psd,
        bounds: Vec::new(),
    };
    bounds[layout_probe.qc9()] = round.rounds_done.max(1);
    // Bracket sequence numbers: the players of score group s or above (in
    // ranking order) for a heterogeneous bracket, the residents for a
    // homogeneous one.
    let mut bsn = vec![0usize; nodes.len()];
    match mode {
        Mode::Heterogeneous { movers, residents } => {
            let mut k = 0;
            for (i, &n) in nodes.iter().enumerate() {
                if level(n) >= s {
                    k += 1;
                    bsn[i] = k;
                }
            }
            bounds.extend(std::iter::repeat_n(1, *movers));
            bounds.extend(std::iter::repeat_n(*residents as u64 + 1, *movers));
        }
        Mode::Homogeneous { s: sp, b } => {
            let mut k = 0;
            for (i, &n) in nodes.iter().enumerate() {
                if level(n) == s {
                    k += 1;
                    bsn[i] = k;
                }
            }
            bounds.push(pairs);
            bounds.push(pairs * *b as u64);
            bounds.extend(std::iter::repeat_n(1, *sp));
            bounds.extend(std::iter::repeat_n(1, b.saturating_sub(*sp)));
            bounds.extend(std::iter::repeat_n(*b as u64, b.saturating_sub(1)));
        }
    }
    let layout = Layout { psd, bounds };
    // Field offsets: the least important field lowest; each field gets two
    // spare bits so totals never spill into the next.
    let mut offsets = vec![0usize; layout.bounds.len()];
    let mut bits = 0;
    for f in (0..layout.bounds.len()).rev() {
        offsets[f] = bits;
        bits += (64 - layout.bounds[f].leading_zeros() as usize) + 2;
    }
    let mut edges: Vec<CostEdge> = Vec::new();
    for i in 0..nodes.len() {
        for j in i + 1..nodes.len() {
            if round.compatible(nodes[i], nodes[j]) {
                let costs = edge_costs(
                    round,
                    &layout,
                    mode,
                    s,
                    bye_bracket,
                    (nodes[i], bsn[i]),
                    (nodes[j], bsn[j]),
                );
                edges.push((i, j, costs));
            }
        }
    }
    // Room for the weights, doubled duals and sign.
    let need = bits + 8;
    let mate = if need <= 126 {
        solve::<i128>(nodes.len(), &edges, &offsets, bits)
    } else if need <= 256 {
        solve::<Wide<4>>(nodes.len(), &edges, &offsets, bits)
    } else if need <= 512 {
        solve::<Wide<8>>(nodes.len(), &edges, &offsets, bits)
    } else if need <= 1024 {
        solve::<Wide<16>>(nodes.len(), &edges, &offsets, bits)
    } else if need <= 2048 {
        solve::<Wide<32>>(nodes.len(), &edges, &offsets, bits)
    } else if need <= 4096 {
        solve::<Wide<64>>(nodes.len(), &edges, &offsets, bits)
    } else {
        return Err("the field is too large for the pairing weights".into());
    };
    mate.into_iter()
        .map(|m| m.ok_or_else(|| "the round cannot be completed".to_string()))
        .collect()
}

/// An edge with its quality costs: (field, amount) pairs.
type CostEdge = (usize, usize, Vec<(usize, i64)>);

/// Maximum-weight matching with weights `2^(bits+1) - cost`: a perfect
/// matching of least cost.
fn solve<W: Weight>(n: usize, edges: &[CostEdge], offsets: &[usize], bits: usize) -> Vec<Option<usize>> {
    let top = W::from_u64(1).shl(bits + 1);
    let weighted: Vec<(usize, usize, W)> = edges
        .iter()
        .map(|(i, j, costs)| {
            let mut w = top;
            for &(f, v) in costs {
                let part = W::from_u64(v.unsigned_abs()).shl(offsets[f]);
                w = if v >= 0 { w - part } else { w + part };
            }
            (*i, *j, w)
        })
        .collect();
    max_weight_matching(n, &weighted)
}

/// The quality costs of pairing two nodes while pairing bracket `s`: the
/// field and the amount.
fn edge_costs(
    round: &Round,
    layout: &Layout,
    mode: &Mode,
    s: usize,
    bye_bracket: bool,
    x: (Node, usize),
    y: (Node, usize),
) -> Vec<(usize, i64)> {
    let level = |n: Node| round.level(n);
    // `a` the higher score group.
    let ((a, abn), (b, bbn)) = if level(x.0) >= level(y.0) { (x, y) } else { (y, x) };
    let (la, lb) = (level(a), level(b));
    let mut c: Vec<(usize, i64)> = Vec::new();
    let psd = layout.psd;
    let up = la.saturating_sub(s);
    let (mut c14, mut c15, mut c16, mut c17) = (false, false, false, false);
    if la >= s && lb == s {
        // Paired inside the bracket.
        if let (Some(pa), Some(pb)) = (a, b) {
            let (pa, pb) = (&round.st[pa], &round.st[pb]);
            if pa.topscorer || pb.topscorer {
                if pa.difference == pb.difference && pa.difference.abs() >= 2 {
                    c.push((layout.qc(10), 1));
                }
                if third_same_colour(pa, pb) {
                    c.push((layout.qc(11), 1));
                }
            }
            let (ca, sa) = pa.preference;
            let (cb, sb) = pb.preference;
            if ca != Colour::None && ca == cb {
                c.push((layout.qc(12), 1));
                if sa > 0 && sb > 0 {
                    c.push((layout.qc(13), 1));
                }
            }
            c15 = pa.score > pb.score && pb.floats & UP_LAST != 0;
            c17 = pa.score > pb.score && pb.floats & UP_BEFORE != 0;
            if c15 {
                c.push((layout.qc(15), 1));
            }
            if c17 {
                c.push((layout.qc(17), 1));
            }
        } else if bye_bracket {
            // The dummy is in bracket 0 only: the bye's receiver.
            if let Some(p) = a {
                c.push((layout.qc9(), round.st[p].unplayed as i64));
            }
        }
    } else if la >= s && lb < s {
        // `a` floats down out of the bracket.
        c.push((QC6, 1));
        if up > 0 {
            c.push((layout.qc7(psd - up), 1));
        }
        if let Some(pa) = a {
            let pa = &round.st[pa];
            if b.is_none() && bye_bracket {
                c.push((layout.qc9(), pa.unplayed as i64));
            }
            c14 = pa.floats & DOWN_LAST != 0;
            c16 = pa.floats & DOWN_BEFORE != 0;
            if c14 && la == s {
                c.push((layout.qc(14), 1));
            }
            if c16 && la == s {
                c.push((layout.qc(16), 1));
            }
        }
    }
    if up > 0 {
        for (k, flag) in [(18, c14), (19, c15), (20, c16), (21, c17)] {
            if flag {
                c.push((layout.qc_late(k, psd - up), 1));
            }
        }
    }
    // Look-ahead: players floating below the next bracket.
    if s >= 1 && la + 1 >= s && lb + 1 < s {
        c.push((layout.qn8(), 1));
        let up2 = la + 1 - s;
        if up2 > 0 {
            c.push((layout.qc8(psd + 1 - up2), 1));
        }
    }
    let base = layout.mode_base();
    match *mode {
        Mode::Heterogeneous { movers, residents } => {
            // Order by sequence number; players outside the bracket last.
            let outside = movers + residents + 1;
            let seq = |n: Node, bn: usize| if level(n) >= s { bn } else { outside };
            let (mut p, mut q) = ((a, seq(a, abn)), (b, seq(b, bbn)));
            if p.1 > q.1 {
                std::mem::swap(&mut p, &mut q);
            }
            if level(p.0) > s && level(q.0) <= s {
                if q.1 == outside {
                    c.push((base + p.1 - 1, 1));
                } else {
                    c.push((base + movers + p.1 - 1, (q.1 - movers) as i64));
                }
            }
        }
        Mode::Homogeneous { s: sp, b: bb } => {
            if la == s && lb == s {
                let (lo, hi) = (abn.min(bbn), abn.max(bbn));
                if lo > sp {
                    c.push((base, 1));
                }
                c.push((base + 1, lo as i64 - 1));
                if lo <= sp {
                    c.push((base + 2 + (sp - lo), 1));
                } else {
                    c.push((base + 2 + sp + (lo - sp - 1), -1));
                }
                c.push((base + 2 + bb + (lo - 1), (hi - lo) as i64));
            }
        }
    }
    c
}

/// C11: would one of two topscorers with the same preferred colour get the
/// same colour a third time in a row?
fn third_same_colour(a: &State, b: &State) -> bool {
    let (ca, na) = a.preference;
    let (cb, nb) = b.preference;
    if ca == Colour::None || ca != cb {
        return false;
    }
    // The last two colours that a third denial would repeat.
    let against = ca.other();
    let (aa, bb) = (a.last_two_are(against), b.last_two_are(against));
    let same_two = a.last_two().is_some()
        && a.last_two() == b.last_two()
        && (a.last_two_are(Colour::White) || b.last_two_are(Colour::Black));
    same_two
        || (na > nb && bb)
        || (nb > na && aa)
        || (na == 2
            && nb == 2
            && ((a.difference.abs() > b.difference.abs() && bb)
                || (b.difference.abs() > a.difference.abs() && aa)))
}

/// Colours of a pair (white, black) by the allocation rules of C.04.3 5.
fn allocate(a: &State, b: &State, options: &Options) -> (usize, usize) {
    let white = |a_white: bool| {
        if a_white {
            (a.index, b.index)
        } else {
            (b.index, a.index)
        }
    };
    let (ca, sa) = a.preference;
    let (cb, sb) = b.preference;
    // 5.2.1 Both preferences granted (or the only one).
    if (ca == Colour::White && cb != Colour::White) || (ca != Colour::Black && cb == Colour::Black) {
        return white(true);
    }
    if (ca == Colour::Black && cb != Colour::Black) || (ca != Colour::White && cb == Colour::White) {
        return white(false);
    }
    // 5.2.2 The stronger preference; both absolute: the wider difference.
    if ca != Colour::None && sa != sb {
        return white((ca == Colour::White) == (sa > sb));
    }
    if a.difference != b.difference && sa == sb {
        return white(a.difference < b.difference);
    }
    // 5.2.3 Alternate from the latest round where their colours differed.
    let (ha, hb) = (&a.colours, &b.colours);
    for k in 1..=ha.len().min(hb.len()) {
        let (x, y) = (ha[ha.len() - k], hb[hb.len() - k]);
        if x != y {
            return white(x == Colour::Black || y == Colour::White);
        }
    }
    // 5.2.4 The higher-ranked player's preference.
    let a_higher = a.score > b.score || (a.score == b.score && a.tpn < b.tpn);
    if ca != Colour::None {
        return white((ca == Colour::White) == a_higher);
    }
    // 5.2.5 The initial colour by the higher-ranked player's pairing number.
    let tpn = if a_higher { a.tpn } else { b.tpn };
    let odd = tpn % 2 == 1;
    let higher_white = (options.initial == Colour::White) == odd;
    white(higher_white == a_higher)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::Player;

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

    #[test]
    fn an_impossible_round_is_an_error_not_a_panic() {
        let mut f = field(2);
        f.set_game(0, 0, 1, Code::Win);
        assert!(pair(&f, &[0, 1], &OPTIONS).is_err());
        // A lone player who already had the bye.
        let mut g = field(1);
        g.set(0, 0, crate::model::Entry::without_game(Code::PairingBye));
        assert!(pair(&g, &[0], &OPTIONS).is_err());
        assert!(pair(&g, &[3], &OPTIONS).is_err());
        assert_eq!(pair(&g, &[], &OPTIONS).unwrap().to_string(), "");
    }
}
