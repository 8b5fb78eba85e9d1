//! TwixT: 24×24 holes, some 1 100 listed moves a turn and games of up to
//! 572 plies, so plain search with random playouts is both blind and slow.
//! The search here plays no random plies: it judges a position by a race
//! of ways. A colour's way is the fewest pegs it still needs to join its
//! two border lines, found by a shortest-path search over knight steps
//! (own pegs cost nothing, free holes it may use cost one peg, the
//! opponent's pegs stop it, and a step that would cross a link of either
//! colour is not taken). The value is the opponent's way minus one's own.
//! Move ordering keeps a few holes only, those on or near the shortest
//! ways of either colour (to advance one's own or to block the other's),
//! linking to own pegs first, near the centre when nothing else tells
//! them apart; placements without links are dropped (they never shorten a
//! way). The pie answer is searched like any move.
//!
//! Figures: see the `twixt` case in `crates/ai/tests/strength.rs`.

use std::collections::VecDeque;
use std::sync::OnceLock;

use games::modern::twixt::{self, BLACK, RED, SIZE, Twixt, TwixtMove, TwixtState};
use games::{Rules, Seat, SeatResult, Status};

use crate::hooks::Hooks;

const N: i32 = SIZE as i32;
const HOLES: usize = SIZE * SIZE;
/// The rules' knight steps as (column step, row step), widened for this
/// file's arithmetic.
const KNIGHT: [(i32, i32); 8] = {
    let mut wide = [(0, 0); 8];
    let mut d = 0;
    while d < 8 {
        wide[d] = (twixt::KNIGHT[d].0 as i32, twixt::KNIGHT[d].1 as i32);
        d += 1;
    }
    wide
};
/// No way (a hole a colour cannot reach or use).
const FAR: u16 = u16::MAX;

/// A race of shortest ways; a few holes searched per node.
#[derive(Clone, Copy, Debug)]
pub struct TwixtKnowledge {
    /// Holes searched at a node (at the root too).
    pub keep: usize,
    /// The lead, in pegs of way, that reads as a near-certain win.
    pub scale: f64,
}

impl Default for TwixtKnowledge {
    fn default() -> Self {
        TwixtKnowledge { keep: 24, scale: 2.0 }
    }
}

fn at(c: i32, r: i32) -> Option<usize> {
    let on = (0..N).contains(&c) && (0..N).contains(&r);
    let corner = (c == 0 || c == N - 1) && (r == 0 || r == N - 1);
    (on && !corner).then_some((r * N + c) as usize)
}

fn cr(h: usize) -> (i32, i32) {
    ((h % SIZE) as i32, (h / SIZE) as i32)
}

fn orient(p: (i32, i32), q: (i32, i32), r: (i32, i32)) -> i32 {
    (q.0 - p.0) * (r.1 - p.1) - (q.1 - p.1) * (r.0 - p.0)
}

/// Whether segments `a`–`b` and `c`–`d` cross at a point that is not a
/// shared end.
fn crosses(a: (i32, i32), b: (i32, i32), c: (i32, i32), d: (i32, i32)) -> bool {
    if a == c || a == d || b == c || b == d {
        return false;
    }
    orient(a, b, c).signum() * orient(a, b, d).signum() < 0
        && orient(c, d, a).signum() * orient(c, d, b).signum() < 0
}

/// For a link from (0, 0) in knight direction `k`: the steps it forbids,
/// as (column, row) of the step's start relative to the link's start and
/// the step's direction.
fn crossed_steps() -> &'static [Vec<(i32, i32, usize)>; 8] {
    static TABLE: OnceLock<[Vec<(i32, i32, usize)>; 8]> = OnceLock::new();
    TABLE.get_or_init(|| {
        std::array::from_fn(|k| {
            let end = KNIGHT[k];
            let mut out = Vec::new();
            for dr in -4..=4 {
                for dc in -4..=4 {
                    for (d, &(sc, sr)) in KNIGHT.iter().enumerate() {
                        if crosses((0, 0), end, (dc, dr), (dc + sc, dr + sr)) {
                            out.push((dc, dr, d));
                        }
                    }
                }
            }
            out
        })
    })
}

/// What the way search needs of a position.
struct Board<'a> {
    pegs: &'a [u8],
    /// Per hole, the knight directions whose step crosses a link.
    blocked: Vec<u8>,
}

impl<'a> Board<'a> {
    fn new(state: &'a TwixtState) -> Board<'a> {
        let mut blocked = vec![0u8; HOLES];
        let table = crossed_steps();
        for &(a, b) in state.links() {
            let (a, b) = (cr(usize::from(a)), cr(usize::from(b)));
            let Some(k) = KNIGHT.iter().position(|&s| s == (b.0 - a.0, b.1 - a.1)) else {
                continue;
            };
            for &(dc, dr, d) in &table[k] {
                if let Some(h) = at(a.0 + dc, a.1 + dr) {
                    blocked[h] |= 1 << d;
                }
            }
        }
        Board {
            pegs: state.pegs(),
            blocked,
        }
    }

    /// What entering `h` costs `colour`: 0 on its own peg, 1 on a hole it
    /// may use, [`FAR`] where it may not go.
    fn cost(&self, colour: u8, h: usize) -> u16 {
        let (c, r) = cr(h);
        match self.pegs[h] {
            p if p == colour => 0,
            0 => {
                let border = if colour == RED {
                    c == 0 || c == N - 1
                } else {
                    r == 0 || r == N - 1
                };
                if border { FAR } else { 1 }
            }
            _ => FAR,
        }
    }

    /// Whether `h` lies in `colour`'s first (`far` false) or second border
    /// line.
    fn in_line(colour: u8, h: usize, far: bool) -> bool {
        let (c, r) = cr(h);
        let line = if far { N - 1 } else { 0 };
        if colour == RED { r == line } else { c == line }
    }

    /// Per hole, the pegs `colour` needs from its `far` border line to
    /// there, the hole's own peg included.
    fn ways(&self, colour: u8, far: bool) -> Vec<u16> {
        let mut dist = vec![FAR; HOLES];
        let mut queue = VecDeque::new();
        for (h, d) in dist.iter_mut().enumerate() {
            if at(cr(h).0, cr(h).1).is_some() && Self::in_line(colour, h, far) {
                let cost = self.cost(colour, h);
                if cost != FAR {
                    *d = cost;
                    if cost == 0 {
                        queue.push_front(h);
                    } else {
                        queue.push_back(h);
                    }
                }
            }
        }
        while let Some(h) = queue.pop_front() {
            let (c, r) = cr(h);
            for (d, &(dc, dr)) in KNIGHT.iter().enumerate() {
                if self.blocked[h] & (1 << d) != 0 {
                    continue;
                }
                let Some(t) = at(c + dc, r + dr) else { continue };
                let cost = self.cost(colour, t);
                if cost == FAR {
                    continue;
                }
                let through = dist[h] + cost;
                if through < dist[t] {
                    dist[t] = through;
                    if cost == 0 {
                        queue.push_front(t);
                    } else {
                        queue.push_back(t);
                    }
                }
            }
        }
        dist
    }

    /// The fewest pegs `colour` needs to join its border lines.
    fn way(&self, colour: u8) -> u16 {
        let dist = self.ways(colour, false);
        (0..HOLES)
            .filter(|&h| Self::in_line(colour, h, true))
            .map(|h| dist[h])
            .min()
            .unwrap_or(FAR)
    }
}

/// The seat to move and the colour it plays, if the game is on.
fn mover(rules: &Twixt, state: &TwixtState) -> Option<(Seat, u8)> {
    match rules.status(state) {
        Status::ToMove(seat) => Some((seat, state.colour_of(seat))),
        _ => None,
    }
}

impl Hooks<Twixt> for TwixtKnowledge {
    fn order(&self, rules: &Twixt, state: &TwixtState, moves: &mut Vec<TwixtMove>) {
        let Some((_, me)) = mover(rules, state) else {
            return;
        };
        if !moves
            .iter()
            .any(|mv| matches!(mv, TwixtMove::Place { auto: true, .. }))
        {
            return;
        }
        let them = RED + BLACK - me;
        let board = Board::new(state);
        // For each colour: its way through each hole, less its best way.
        let slack = |colour: u8| -> Vec<u32> {
            let (from, to) = (board.ways(colour, false), board.ways(colour, true));
            let best = (0..HOLES)
                .filter(|&h| Board::in_line(colour, h, true))
                .map(|h| from[h])
                .min()
                .unwrap_or(FAR);
            (0..HOLES)
                .map(|h| {
                    if from[h] == FAR || to[h] == FAR || best == FAR {
                        return 99;
                    }
                    let through = u32::from(from[h]) + u32::from(to[h]) - u32::from(board.cost(colour, h));
                    through.saturating_sub(u32::from(best)).min(99)
                })
                .collect()
        };
        let (mine, theirs) = (slack(me), slack(them));
        let pegs = state.pegs();
        let key = |h: usize| -> i32 {
            let (c, r) = cr(h);
            let links = KNIGHT
                .iter()
                .filter(|&&(dc, dr)| at(c + dc, r + dr).is_some_and(|t| pegs[t] == me))
                .count() as i32;
            let centre = (2 * c - (N - 1)).abs().max((2 * r - (N - 1)).abs());
            let near = mine[h].min(theirs[h]) as i32;
            let both = i32::from(mine[h] == 0 && theirs[h] == 0);
            // Lower first: slack, then both ways at once, then links, then
            // the centre.
            near * 1000 - both * 300 - links.min(2) * 100 + centre
        };
        let mut keyed: Vec<(i32, TwixtMove)> = moves
            .drain(..)
            .filter_map(|mv| match &mv {
                TwixtMove::Place { hole, auto: true, .. } => Some((key(usize::from(*hole)), mv)),
                TwixtMove::Place { .. } => None,
                TwixtMove::Keep | TwixtMove::Swap => Some((i32::MIN, mv)),
            })
            .collect();
        keyed.sort_by_key(|(k, _)| *k);
        keyed.truncate(self.keep.max(1));
        *moves = keyed.into_iter().map(|(_, mv)| mv).collect();
    }

    fn playout_plies(&self) -> Option<u32> {
        Some(0)
    }

    fn evaluate(&self, rules: &Twixt, state: &TwixtState, values: &mut [f64]) -> bool {
        let Some((seat, me)) = mover(rules, state) else {
            if let Status::Over(outcome) = rules.status(state) {
                for (s, v) in values.iter_mut().enumerate() {
                    *v = match outcome.result_for(Seat(s as u8)) {
                        SeatResult::Win => 1.0,
                        SeatResult::Draw => 0.0,
                        SeatResult::Loss => -1.0,
                    };
                }
                return true;
            }
            return false;
        };
        let board = Board::new(state);
        let them = RED + BLACK - me;
        let (mine, theirs) = (f64::from(board.way(me)), f64::from(board.way(them)));
        // Half a peg for the tempo of the seat to move.
        let lead = (theirs - mine + 0.5) / self.scale;
        let v = lead.clamp(-20.0, 20.0).tanh();
        values[seat.index()] = v;
        values[1 - seat.index()] = -v;
        true
    }
}

// The bot finds these hooks by the rules type.
crate::knowledge::register! {
    TwixtKnowledge::default() => [Twixt],
}

#[cfg(test)]
mod tests {
    use super::*;
    use games::Options;

    fn rules() -> Twixt {
        Twixt::new(&Options::defaults(Twixt::info().options)).unwrap()
    }

    fn play(rules: &Twixt, moves: &[&str]) -> TwixtState {
        let mut state = rules.initial();
        for text in moves {
            let mv = rules.parse_move(&state, text).unwrap();
            rules.apply(&mut state, &mv);
        }
        state
    }

    #[test]
    fn ways_on_the_empty_board_and_after_a_linked_pair() {
        let rules = rules();
        let state = rules.initial();
        let board = Board::new(&state);
        // Two rows per peg from row 1 to row 23, one more for row 24.
        assert_eq!(board.way(RED), 13);
        assert_eq!(board.way(BLACK), 13);
        // Red (first seat) L10 and M12 linked, Black keeps and plays far off.
        let state = play(&rules, &["L10", "keep", "C3", "M12"]);
        assert_eq!(state.links().len(), 1);
        let board = Board::new(&state);
        assert_eq!(board.way(RED), 11);
    }

    #[test]
    fn a_link_blocks_the_steps_across_it() {
        let rules = rules();
        // Black's linked pair K11–M12 stands across Red's column.
        let state = play(&rules, &["B2", "keep", "K11", "B20", "M12"]);
        let board = Board::new(&state);
        let l11 = at(11, 10).unwrap();
        // L11 to K13 (direction (-1, 2)) crosses K11–M12.
        assert_ne!(board.blocked[l11] & (1 << 7), 0);
        // L11 to N12 runs beside it and does not.
        assert_eq!(board.blocked[l11] & (1 << 1), 0);
    }

    #[test]
    fn order_keeps_few_linked_holes_first_and_evaluate_sees_the_lead() {
        let rules = rules();
        let state = play(&rules, &["L10", "keep", "C3", "M12", "T20"]);
        let mut moves = rules.legal_vec(&state);
        let k = TwixtKnowledge::default();
        k.order(&rules, &state, &mut moves);
        assert_eq!(moves.len(), k.keep);
        assert!(
            moves
                .iter()
                .all(|mv| matches!(mv, TwixtMove::Place { auto: true, .. }))
        );
        let TwixtMove::Place { hole, .. } = &moves[0] else {
            panic!("a placement first")
        };
        let (c, r) = cr(usize::from(*hole));
        let links = KNIGHT
            .iter()
            .any(|&(dc, dr)| at(c + dc, r + dr).is_some_and(|t| state.pegs()[t] == RED));
        assert!(
            links,
            "the first hole links to a red peg: {}",
            rules.format_move(&state, &moves[0])
        );
        let mut values = [0.0; 2];
        assert!(k.evaluate(&rules, &state, &mut values));
        // Red (first seat) needs 11 pegs, Black 12, and Red is to move.
        assert!(values[0] > 0.5 && values[1] < -0.5, "{values:?}");
    }
}
