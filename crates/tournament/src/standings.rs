//! Standings: points, then the format's tie-breaks, then the starting rank.

use crate::model::{Code, Entry, Field};
use crate::tiebreaks::{self, TieBreak};

/// One line of the standings.
#[derive(Clone, Debug, PartialEq)]
pub struct Standing {
    /// Shared ranks are equal (1, 2, 2, 4) when everything ties.
    pub rank: usize,
    /// The player's index in the field.
    pub player: usize,
    pub points: f64,
    /// Values of the tie-breaks, in order.
    pub tiebreaks: Vec<f64>,
}

/// The standings after `rounds` rounds.
pub fn standings(field: &Field, rounds: usize, order: &[TieBreak], round_robin: bool) -> Vec<Standing> {
    let values: Vec<Vec<f64>> = order
        .iter()
        .map(|&tb| tiebreaks::compute(field, rounds, tb, round_robin))
        .collect();
    let mut lines: Vec<Standing> = (0..field.players.len())
        .map(|i| Standing {
            rank: 0,
            player: i,
            points: field.players[i].score_after(rounds),
            tiebreaks: values.iter().map(|v| v[i]).collect(),
        })
        .collect();
    let key_cmp = |a: &Standing, b: &Standing| {
        b.points.total_cmp(&a.points).then_with(|| {
            a.tiebreaks
                .iter()
                .zip(&b.tiebreaks)
                .map(|(x, y)| y.total_cmp(x))
                .find(|o| o.is_ne())
                .unwrap_or(std::cmp::Ordering::Equal)
        })
    };
    lines.sort_by(|a, b| key_cmp(a, b).then(a.player.cmp(&b.player)));
    for k in 0..lines.len() {
        lines[k].rank = if k > 0 && key_cmp(&lines[k - 1], &lines[k]).is_eq() {
            lines[k - 1].rank
        } else {
            k + 1
        };
    }
    lines
}

/// FIDE's 50% rule for round robins: a player who withdrew having played
/// fewer than half of their `games` scheduled games is taken out of the
/// standings, so their results, and everyone's results against them, are
/// annulled (each such round becomes an absence). Players are taken in
/// pairing-number order, each judged on the field as annulled so far.
pub fn annul_early_withdrawals(field: &mut Field, games: usize) {
    for i in 0..field.players.len() {
        let p = &field.players[i];
        let played = p.entries.iter().filter(|e| e.code.played()).count();
        if p.withdrawn && played * 2 < games {
            for j in 0..field.players.len() {
                for e in field.players[j].entries.iter_mut() {
                    if e.opponent == Some(i) || j == i {
                        *e = Entry::without_game(Code::ZeroBye);
                    }
                }
            }
        }
    }
}

/// A number of points as shown: `2½`, `3`, `½`.
pub fn points(p: f64) -> String {
    let whole = p.floor();
    let half = p - whole >= 0.5;
    match (whole as i64, half) {
        (0, true) => "½".to_string(),
        (w, true) => format!("{w}½"),
        (w, false) => format!("{w}"),
    }
}

/// A tie-break value as shown (halves and quarters kept).
pub fn value(v: f64) -> String {
    // An empty sum is -0.0: show it as 0.
    let s = format!("{:.2}", v + 0.0);
    s.trim_end_matches('0').trim_end_matches('.').to_string()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::Player;

    #[test]
    fn ties_share_a_rank_and_points_show_halves() {
        let mut f = Field::default();
        for name in ["a", "b", "c"] {
            f.players.push(Player::new(name, 1500.0));
        }
        f.set_game(0, 0, 1, Code::Draw);
        f.set(0, 2, Entry::without_game(Code::ZeroBye));
        let s = standings(&f, 1, &tiebreaks::SWISS, false);
        assert_eq!((s[0].rank, s[1].rank, s[2].rank), (1, 1, 3));
        assert_eq!(points(2.5), "2½");
        assert_eq!(points(0.5), "½");
        assert_eq!(points(3.0), "3");
        assert_eq!(value(4.25), "4.25");
        assert_eq!(value(4.0), "4");
        assert_eq!(value(-0.0), "0");
    }

    /// Four players, three rounds: `d` withdrew after one game (fewer than
    /// half of three), `c` after two (not fewer): only `d`'s games go.
    #[test]
    fn the_fifty_percent_rule_annuls_an_early_withdrawal_only() {
        let mut f = Field::default();
        for name in ["a", "b", "c", "d"] {
            f.players.push(Player::new(name, 1500.0));
        }
        f.set_game(0, 0, 3, Code::Win);
        f.set_game(0, 1, 2, Code::Draw);
        f.set_game(1, 0, 2, Code::Loss);
        f.set_game(1, 1, 3, Code::ForfeitWin);
        f.set_game(2, 0, 1, Code::Draw);
        f.set_game(2, 2, 3, Code::ForfeitWin);
        f.players[2].withdrawn = true;
        f.players[3].withdrawn = true;
        let before = f.clone();
        annul_early_withdrawals(&mut f, 3);
        let absent = Entry::without_game(Code::ZeroBye);
        assert!(f.players[3].entries.iter().all(|e| *e == absent));
        assert_eq!(f.players[0].entries[0], absent);
        assert_eq!(f.players[1].entries[1], absent);
        assert_eq!(f.players[2].entries[2], absent);
        // Everything not against `d` stays.
        assert_eq!(f.players[2].entries[..2], before.players[2].entries[..2]);
        assert_eq!(f.players[0].entries[1..], before.players[0].entries[1..]);
        assert_eq!(f.players[1].entries[0], before.players[1].entries[0]);
        assert_eq!(f.players[1].entries[2], before.players[1].entries[2]);
    }
}
