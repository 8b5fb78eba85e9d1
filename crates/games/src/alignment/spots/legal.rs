//! The deal and the refills, the moves listed, a move applied, the scoring
//! and the end.

use super::board::{self, SQUARES, is_cell};
use super::{BASE, PER_COLOUR, Phase, SMove, Spots, SpotsState};
use crate::{Message, Outcome, Seat};

impl Spots {
    /// The empty cross, every pawn in the bag, the first seat drawing.
    pub(super) fn start(&self) -> SpotsState {
        SpotsState {
            cells: [0; SQUARES],
            bases: [[0; 4]; 4],
            bag: [PER_COLOUR; 4],
            points: [0; 4],
            seat: 0,
            phase: Phase::Draw,
            lines: 0,
            placed: 0,
        }
    }

    pub(super) fn legal(&self, state: &SpotsState, out: &mut Vec<SMove>) {
        if !matches!(state.phase, Phase::Place | Phase::Bonus) {
            return;
        }
        let base = state.bases[usize::from(state.seat)];
        if base == [0; 4] {
            out.push(SMove::Pass);
            return;
        }
        for colour in (0..4u8).filter(|&c| base[usize::from(c)] > 0) {
            out.extend(
                (0..SQUARES)
                    .filter(|&s| is_cell(s) && state.cells[s] == 0)
                    .map(|s| SMove::Place {
                        colour,
                        cell: s as u8,
                    }),
            );
        }
        if state.phase == Phase::Bonus {
            out.push(SMove::End);
        }
    }

    /// Each colour left in the bag, as likely as its pawns there.
    pub(super) fn chance(&self, state: &SpotsState, out: &mut Vec<(SMove, u32)>) {
        if state.phase != Phase::Draw {
            return;
        }
        for colour in 0..4u8 {
            let n = state.bag[usize::from(colour)];
            if n > 0 {
                out.push((SMove::Draw(colour), u32::from(n)));
            }
        }
    }

    pub(super) fn play_move(&self, state: &mut SpotsState, mv: SMove) {
        let seat = usize::from(state.seat);
        match mv {
            SMove::Draw(colour) => {
                state.bag[usize::from(colour)] -= 1;
                state.bases[seat][usize::from(colour)] += 1;
                if state.base_len(state.seat) >= BASE || state.bag_len() == 0 {
                    let dealing = state.cells.iter().all(|&c| c == 0);
                    if dealing && state.seat + 1 < self.seats && state.bag_len() > 0 {
                        state.seat += 1;
                    } else {
                        state.seat = if dealing { 0 } else { (state.seat + 1) % self.seats };
                        state.phase = Phase::Place;
                    }
                }
            }
            SMove::Place { colour, cell } => {
                if state.phase == Phase::Place {
                    state.lines = 0;
                    state.placed = 0;
                }
                state.bases[seat][usize::from(colour)] -= 1;
                state.cells[usize::from(cell)] = colour + 1;
                state.placed |= 1 << cell;
                let (scored, cells) = scored_lines(state, usize::from(cell));
                state.points[seat] += scored;
                state.lines |= cells;
                if !self.alive(state) {
                    state.phase = Phase::Over;
                } else if scored > 0 && state.base_len(state.seat) > 0 {
                    state.phase = Phase::Bonus;
                } else {
                    self.end_turn(state);
                }
            }
            SMove::End => self.end_turn(state),
            SMove::Pass => {
                state.lines = 0;
                state.placed = 0;
                state.seat = (state.seat + 1) % self.seats;
                state.phase = Phase::Place;
            }
        }
    }

    /// The turn is over: the seat refills its base if the bag allows, else
    /// the next seat plays.
    fn end_turn(&self, state: &mut SpotsState) {
        if state.bag_len() > 0 && state.base_len(state.seat) < BASE {
            state.phase = Phase::Draw;
        } else {
            state.seat = (state.seat + 1) % self.seats;
            state.phase = Phase::Place;
        }
    }

    /// Whether some stretch with an empty cell could still be completed in
    /// four different colours: the pawns in it all differ, and every colour
    /// it lacks is still in the bag or in a base.
    pub(super) fn alive(&self, state: &SpotsState) -> bool {
        let mut left = state.bag;
        for base in &state.bases {
            for (l, b) in left.iter_mut().zip(base) {
                *l += b;
            }
        }
        board::lines().windows.iter().any(|w| {
            let mut seen = 0u8;
            let mut empty = false;
            for &c in w {
                match state.cells[usize::from(c)] {
                    0 => empty = true,
                    colour => {
                        let bit = 1 << (colour - 1);
                        if seen & bit != 0 {
                            return false;
                        }
                        seen |= bit;
                    }
                }
            }
            empty && (0..4).all(|c| seen & (1 << c) != 0 || left[c] > 0)
        })
    }

    /// Each seat's total as the winner is decided: its own points; with
    /// four seats its team's; with three and `neighbour`, its own and the
    /// next seat's.
    pub fn totals(&self, state: &SpotsState) -> Vec<i32> {
        let n = usize::from(self.seats);
        let own = |s: usize| i32::from(state.points[s % n]);
        (0..n)
            .map(|s| match n {
                4 => own(s) + own(s + 2),
                3 if self.neighbour => own(s) + own(s + 1),
                _ => own(s),
            })
            .collect()
    }

    /// The result once no line can be made.
    pub(super) fn outcome(&self, state: &SpotsState) -> Outcome {
        let totals = self.totals(state);
        let best = totals.iter().copied().max().unwrap_or(0);
        let leaders: Vec<usize> = (0..totals.len()).filter(|&s| totals[s] == best).collect();
        if let Some(teams) = crate::Rules::teams(self) {
            let other = totals[1 - (leaders[0] % 2)];
            if leaders.len() == 4 {
                let mut outcome = Outcome::draw(Message::new("spots-teams-equal").count("points", best));
                outcome.ranks = Some(vec![1; 4]);
                outcome.teams = Some(teams);
                return outcome.with_scores(totals);
            }
            let team = teams[leaders[0]];
            return Outcome::team_win(
                &teams,
                team,
                Message::new("spots-team-more")
                    .count("points", best)
                    .count("other", other),
            )
            .with_scores(totals);
        }
        let second = (0..totals.len())
            .filter(|s| !leaders.contains(s))
            .map(|s| totals[s])
            .max()
            .unwrap_or(best);
        let mut outcome = match leaders[..] {
            [winner] => Outcome::win(
                Seat(winner as u8),
                Message::new("spots-more-points")
                    .count("points", best)
                    .count("other", second),
            ),
            _ => Outcome::draw(Message::new("spots-equal").count("points", best)),
        };
        if self.seats > 2 {
            outcome.ranks = Some(
                totals
                    .iter()
                    .map(|t| 1 + totals.iter().filter(|o| *o > t).count() as u8)
                    .collect(),
            );
        }
        outcome.with_scores(totals)
    }
}

/// The points a pawn just put on `cell` scores: the stretches through it
/// now full of four different colours, and their squares.
pub fn scored_lines(state: &SpotsState, cell: usize) -> (u16, u64) {
    let lines = board::lines();
    let mut scored = 0;
    let mut cells = 0u64;
    for &w in &lines.through[cell] {
        let window = lines.windows[usize::from(w)];
        let mut seen = 0u8;
        let full = window.iter().all(|&c| {
            let colour = state.cells[usize::from(c)];
            let fresh = colour != 0 && seen & (1 << (colour - 1)) == 0;
            if fresh {
                seen |= 1 << (colour - 1);
            }
            fresh
        });
        if full {
            scored += 1;
            for &c in &window {
                cells |= 1 << c;
            }
        }
    }
    (scored, cells)
}
