//! FIDE tie-breaks (Handbook C.07, 2023): Buchholz, Buchholz cut-1,
//! Sonneborn-Berger, number of wins, direct encounter.
//!
//! Unplayed rounds (Art. 16): in a Swiss, a round the player did not play
//! over the board (bye, forfeit, absence) counts as a game against a
//! virtual opponent with the player's own final score; an opponent's own
//! unplayed rounds after their last played round (a withdrawal) count as
//! draws in the opponent's adjusted score. Cut-1 removes the lowest
//! contribution, except that a voluntarily unplayed round (half-point or
//! zero-point bye, forfeit loss, absence) is always cut first (Art. 16.5),
//! even when a played round is lower. In a round robin there are no
//! virtual opponents: a forfeit, won or lost, counts as a game against the
//! scheduled opponent, and a round without an opponent (the rest round of
//! an odd field) contributes nothing.

use crate::model::{Code, Field};

/// Which tie-break.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum TieBreak {
    /// BH: the sum of the opponents' (adjusted) scores.
    Buchholz,
    /// BH-C1: Buchholz without the lowest contribution.
    BuchholzCut1,
    /// SB: the sum of each opponent's score times the points scored against them.
    SonnebornBerger,
    /// WIN: rounds that brought a full point, played or not.
    Wins,
    /// DE: points among the players still tied, if they all met.
    DirectEncounter,
}

impl TieBreak {
    /// The short name shown in standings.
    pub fn short(self) -> &'static str {
        match self {
            TieBreak::Buchholz => "BH",
            TieBreak::BuchholzCut1 => "BH-C1",
            TieBreak::SonnebornBerger => "SB",
            TieBreak::Wins => "WIN",
            TieBreak::DirectEncounter => "DE",
        }
    }
}

/// The tie-breaks of a Swiss (and a knockout, where they only order the
/// standings of the eliminated).
pub const SWISS: [TieBreak; 4] = [
    TieBreak::Buchholz,
    TieBreak::BuchholzCut1,
    TieBreak::SonnebornBerger,
    TieBreak::Wins,
];

/// The tie-breaks of a round robin.
pub const ROUND_ROBIN: [TieBreak; 3] = [
    TieBreak::SonnebornBerger,
    TieBreak::DirectEncounter,
    TieBreak::Wins,
];

/// Whether a round counts as unplayed by its player for tie-breaks.
fn unplayed(code: Code) -> bool {
    !matches!(code, Code::Win | Code::Draw | Code::Loss)
}

/// A voluntarily unplayed round: unplayed and not worth a full point.
fn voluntary(code: Code) -> bool {
    unplayed(code) && code.points() < 1.0
}

/// The adjusted scores of every player for Buchholz (Art. 16.3): rounds
/// after the last one they played over the board or had an opponent in
/// count as draws.
fn adjusted_scores(field: &Field, rounds: usize) -> Vec<f64> {
    field
        .players
        .iter()
        .map(|p| {
            let entries = &p.entries[..p.entries.len().min(rounds)];
            let last_met = entries
                .iter()
                .rposition(|e| e.opponent.is_some() || !voluntary(e.code))
                .map_or(0, |i| i + 1);
            entries
                .iter()
                .enumerate()
                .map(|(i, e)| {
                    if i < last_met || e.opponent.is_some() {
                        e.code.points()
                    } else {
                        0.5
                    }
                })
                .sum::<f64>()
                + 0.5 * rounds.saturating_sub(entries.len()) as f64
        })
        .collect()
}

/// One contribution to Buchholz or Sonneborn-Berger.
struct Part {
    score: f64,
    value: f64,
    voluntary: bool,
}

/// Tie-break values of every player after `rounds` rounds.
pub fn compute(field: &Field, rounds: usize, which: TieBreak, round_robin: bool) -> Vec<f64> {
    let adjusted = adjusted_scores(field, rounds);
    let own: Vec<f64> = field.players.iter().map(|p| p.score_after(rounds)).collect();
    match which {
        TieBreak::Wins => field
            .players
            .iter()
            .map(|p| {
                p.entries
                    .iter()
                    .take(rounds)
                    .filter(|e| e.code.points() >= 1.0)
                    .count() as f64
            })
            .collect(),
        TieBreak::DirectEncounter => direct_encounter(field, rounds, &own),
        TieBreak::Buchholz | TieBreak::BuchholzCut1 | TieBreak::SonnebornBerger => (0..field.players.len())
            .map(|i| {
                let mut parts = Vec::new();
                for e in field.players[i].entries.iter().take(rounds) {
                    let (score, voluntary) = match e.opponent {
                        // A round robin's forfeit counts as a game against
                        // the scheduled opponent.
                        Some(o) if round_robin => (own[o], false),
                        Some(o) if !unplayed(e.code) => (adjusted[o], false),
                        _ if round_robin => continue,
                        _ => (own[i], voluntary(e.code)),
                    };
                    let value = if which == TieBreak::SonnebornBerger {
                        score * e.code.points()
                    } else {
                        score
                    };
                    parts.push(Part {
                        score,
                        value,
                        voluntary,
                    });
                }
                if which == TieBreak::BuchholzCut1 && !parts.is_empty() {
                    // Art. 16.5: a voluntarily unplayed round is cut first,
                    // even when a played round contributes less; among
                    // several, the least significant of them.
                    let lowest_voluntary = parts
                        .iter()
                        .enumerate()
                        .filter(|(_, p)| p.voluntary)
                        .min_by(|a, b| {
                            a.1.value
                                .total_cmp(&b.1.value)
                                .then(a.1.score.total_cmp(&b.1.score))
                        })
                        .map(|(k, _)| k);
                    let cut = lowest_voluntary.unwrap_or_else(|| lowest(&parts, |p| (p.score, p.value)));
                    parts.remove(cut);
                }
                parts.iter().map(|p| p.value).sum()
            })
            .collect(),
    }
}

fn lowest(parts: &[Part], key: impl Fn(&Part) -> (f64, f64)) -> usize {
    let mut best = 0;
    for (k, p) in parts.iter().enumerate() {
        let (a, b) = key(p);
        let (c, d) = key(&parts[best]);
        if a.total_cmp(&c).then(b.total_cmp(&d)).is_lt() {
            best = k;
        }
    }
    best
}

/// Direct encounter: among players with the same score, the points each
/// scored against the others, when every pair of them met; 0 otherwise.
fn direct_encounter(field: &Field, rounds: usize, own: &[f64]) -> Vec<f64> {
    let n = field.players.len();
    let mut values = vec![0.0; n];
    for i in 0..n {
        let group: Vec<usize> = (0..n).filter(|&j| own[j] == own[i]).collect();
        if group.len() < 2 {
            continue;
        }
        let mut all_met = true;
        let mut points = 0.0;
        for &j in group.iter().filter(|&&j| j != i) {
            let games: Vec<_> = field.players[i]
                .entries
                .iter()
                .take(rounds)
                .filter(|e| e.opponent == Some(j) && e.code != Code::Pending)
                .collect();
            if games.is_empty() {
                all_met = false;
            }
            points += games.iter().map(|e| e.code.points()).sum::<f64>();
        }
        if all_met {
            values[i] = points;
        }
    }
    values
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{Colour, Entry, Player};

    /// Builds a field from TRF-like rounds: per player, per round
    /// (opponent pairing number or 0, code char).
    fn field(rows: &[&[(usize, char)]]) -> Field {
        let mut f = Field::default();
        for (i, row) in rows.iter().enumerate() {
            let mut p = Player::new(format!("P{}", i + 1), 2000.0 - i as f64);
            for (k, &(o, c)) in row.iter().enumerate() {
                p.entries.push(Entry {
                    opponent: (o > 0).then(|| o - 1),
                    colour: if o > 0 {
                        if k % 2 == 0 { Colour::White } else { Colour::Black }
                    } else {
                        Colour::None
                    },
                    code: Code::from_trf(c).unwrap(),
                });
            }
            f.players.push(p);
        }
        f
    }

    /// A worked example, computed by hand: four players, three rounds, a
    /// full-point bye and a half-point bye (both unplayed rounds).
    ///
    /// R1 1-2 1-0, 3-4 ½; R2 1-3 ½, 2-4 1-0; R3 1-4 1-0, P2 a half-point
    /// bye, P3 a full-point bye.
    #[test]
    fn buchholz_and_sonneborn_berger_by_hand() {
        let f = field(&[
            &[(2, '1'), (3, '='), (4, '1')],
            &[(1, '0'), (4, '1'), (0, 'H')],
            &[(4, '='), (1, '='), (0, 'F')],
            &[(3, '='), (2, '0'), (1, '0')],
        ]);
        let own: Vec<f64> = f.players.iter().map(|p| p.score()).collect();
        assert_eq!(own, [2.5, 1.5, 2.0, 0.5]);
        // Adjusted scores equal own scores (nobody left early).
        let bh = compute(&f, 3, TieBreak::Buchholz, false);
        // P1: 1.5 + 2.0 + 0.5 = 4.0.
        // P2: 2.5 + 0.5 + own 1.5 (virtual opponent for the bye) = 4.5.
        // P3: 0.5 + 2.5 + own 2.0 (the bye is unplayed) = 5.0.
        // P4: 2.0 + 1.5 + 2.5 = 6.0.
        assert_eq!(bh, [4.0, 4.5, 5.0, 6.0]);
        // Cut-1: P2's half-point bye is voluntarily unplayed, so its 1.5 is
        // cut even though P4's 0.5 is lower (Art. 16.5: VURs are cut
        // first). P3's full-point bye is not voluntary: the 0.5 goes.
        let c1 = compute(&f, 3, TieBreak::BuchholzCut1, false);
        assert_eq!(c1, [3.5, 3.0, 4.5, 4.5]);
        // SB: P1: 1.5·1 + 2.0·½ + 0.5·1 = 3.0; P2: 2.5·0 + 0.5·1 + 1.5·½ = 1.25;
        // P3: 0.5·½ + 2.5·½ + 2.0·1 = 3.5; P4: 2.0·½ = 1.0.
        let sb = compute(&f, 3, TieBreak::SonnebornBerger, false);
        assert_eq!(sb, [3.0, 1.25, 3.5, 1.0]);
        assert_eq!(compute(&f, 3, TieBreak::Wins, false), [2.0, 1.0, 1.0, 0.0]);
    }

    #[test]
    fn a_withdrawn_opponent_counts_draws_for_the_rounds_after() {
        // P2 played round 1 then withdrew: two absences count as draws in P1's Buchholz.
        let f = field(&[&[(2, '1'), (0, 'U'), (0, 'U')], &[(1, '0'), (0, 'Z'), (0, 'Z')]]);
        let bh = compute(&f, 3, TieBreak::Buchholz, false);
        // P1: P2 adjusted 0 + ½ + ½ = 1.0; two byes with own score 3.0 each.
        assert_eq!(bh[0], 7.0);
    }

    #[test]
    fn a_round_robin_forfeit_counts_against_the_scheduled_opponent() {
        // Three players, one resting each round: R1 P1 wins by forfeit
        // against P2; R2 P1-P3 draw; R3 P2 beats P3.
        let f = field(&[
            &[(2, '+'), (3, '='), (0, 'U')],
            &[(1, '-'), (0, 'U'), (3, '1')],
            &[(0, 'U'), (1, '='), (2, '0')],
        ]);
        // Scores 2.5, 2, 1.5. SB P1: P2's 2 × 1 + P3's 1.5 × ½; the rest
        // rounds count nothing.
        let sb = compute(&f, 3, TieBreak::SonnebornBerger, true);
        assert_eq!(sb, [2.75, 1.5, 1.25]);
        // In a Swiss the forfeit and the bye are games against a virtual
        // opponent with P1's own score: 2.5 × 1 + 1.5 × ½ + 2.5 × 1.
        assert_eq!(compute(&f, 3, TieBreak::SonnebornBerger, false)[0], 5.75);
    }

    #[test]
    fn direct_encounter_among_tied_players() {
        let f = field(&[
            &[(2, '1'), (3, '0')],
            &[(1, '0'), (3, '1')],
            &[(0, 'U'), (1, '1')],
        ]);
        // P1 1, P2 1: they met; P1 won. P3 has 2.
        let de = compute(&f, 2, TieBreak::DirectEncounter, true);
        assert_eq!(de, [1.0, 0.0, 0.0]);
    }
}
