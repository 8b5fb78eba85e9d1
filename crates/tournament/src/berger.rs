//! FIDE Berger tables (Handbook C.05 Annex 1): the round-robin schedule by
//! pairing number. With an odd number of players the highest number is a
//! dummy, and whoever meets it has the round's bye.
//!
//! Construction: with `n` even and `m = n − 1`, player `n` meets player
//! `p(r)` in round `r` (`(r+1)/2` in odd rounds with Black, `n/2 + r/2` in
//! even rounds with White); on the other boards `p + k` (White) meets
//! `p − k`, counted cyclically in `1..=m`.

/// Round `round` (1-based) of the Berger table for `players` (≥ 2): boards
/// of (white, black) pairing numbers (1-based), board 1 first. With an odd
/// number of players the board with the dummy is left out; the bye is the
/// player missing from the list.
pub fn round(players: usize, round: usize) -> Vec<(usize, usize)> {
    let n = players + players % 2;
    let m = n - 1;
    debug_assert!((1..=m).contains(&round));
    let p = if round % 2 == 1 {
        round.div_ceil(2)
    } else {
        n / 2 + round / 2
    };
    let wrap = |x: isize| -> usize { (x - 1).rem_euclid(m as isize) as usize + 1 };
    let mut boards = vec![if round % 2 == 1 { (p, n) } else { (n, p) }];
    for k in 1..n / 2 {
        boards.push((wrap((p + k) as isize), wrap(p as isize - k as isize)));
    }
    boards.retain(|&(w, b)| w <= players && b <= players);
    boards
}

/// Rounds of a single round robin.
pub fn rounds(players: usize) -> usize {
    players + players % 2 - 1
}

/// Round `round` of a double round robin: the second cycle repeats the
/// first with colours reversed.
pub fn double_round(players: usize, round: usize) -> Vec<(usize, usize)> {
    let cycle = rounds(players);
    if round <= cycle {
        self::round(players, round)
    } else {
        self::round(players, round - cycle)
            .into_iter()
            .map(|(w, b)| (b, w))
            .collect()
    }
}

/// The player with the bye in an odd field's round.
pub fn bye(players: usize, round: usize) -> Option<usize> {
    if players.is_multiple_of(2) {
        return None;
    }
    let boards = self::round(players, round);
    (1..=players).find(|p| !boards.iter().any(|&(w, b)| w == *p || b == *p))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn six_players_match_the_fide_table() {
        let table: Vec<Vec<(usize, usize)>> = (1..=5).map(|r| round(6, r)).collect();
        assert_eq!(table[0], [(1, 6), (2, 5), (3, 4)]);
        assert_eq!(table[1], [(6, 4), (5, 3), (1, 2)]);
        assert_eq!(table[2], [(2, 6), (3, 1), (4, 5)]);
        assert_eq!(table[3], [(6, 5), (1, 4), (2, 3)]);
        assert_eq!(table[4], [(3, 6), (4, 2), (5, 1)]);
    }

    #[test]
    fn everyone_meets_everyone_once_for_3_to_20_players() {
        for n in 3..=20 {
            let mut met = std::collections::BTreeSet::new();
            for r in 1..=rounds(n) {
                let boards = round(n, r);
                assert_eq!(boards.len(), n / 2, "{n} players round {r}");
                for (w, b) in boards {
                    assert!(met.insert((w.min(b), w.max(b))), "{n}: {w}-{b} twice");
                }
            }
            assert_eq!(met.len(), n * (n - 1) / 2);
        }
    }

    #[test]
    fn four_and_eight_players_match_the_fide_tables() {
        let four: Vec<Vec<(usize, usize)>> = (1..=3).map(|r| round(4, r)).collect();
        assert_eq!(
            four,
            [vec![(1, 4), (2, 3)], vec![(4, 3), (1, 2)], vec![(2, 4), (3, 1)]]
        );
        let eight: Vec<Vec<(usize, usize)>> = (1..=7).map(|r| round(8, r)).collect();
        assert_eq!(eight[0], [(1, 8), (2, 7), (3, 6), (4, 5)]);
        assert_eq!(eight[1], [(8, 5), (6, 4), (7, 3), (1, 2)]);
        assert_eq!(eight[2], [(2, 8), (3, 1), (4, 7), (5, 6)]);
        assert_eq!(eight[3], [(8, 6), (7, 5), (1, 4), (2, 3)]);
        assert_eq!(eight[4], [(3, 8), (4, 2), (5, 1), (6, 7)]);
        assert_eq!(eight[5], [(8, 7), (1, 6), (2, 5), (3, 4)]);
        assert_eq!(eight[6], [(4, 8), (5, 3), (6, 2), (7, 1)]);
    }

    /// FIDE's tables by a second, independent description of the same
    /// schedule: in round `r`, players `i` and `j` below `n` meet when
    /// `i + j ≡ r + 1 (mod n − 1)`, the lower number with White when the sum
    /// is odd and the higher when it is even; the one left meets `n`, with
    /// Black in odd rounds and White in even ones.
    #[test]
    fn every_table_from_3_to_20_players_follows_the_modular_description() {
        for players in 3..=20 {
            let n = players + players % 2;
            let m = n - 1;
            for r in 1..=m {
                let mut expected = std::collections::BTreeSet::new();
                for i in 1..n {
                    for j in i + 1..n {
                        if (i + j) % m == (r + 1) % m {
                            expected.insert(if (i + j) % 2 == 1 { (i, j) } else { (j, i) });
                        }
                    }
                    if (2 * i) % m == (r + 1) % m {
                        expected.insert(if r % 2 == 1 { (i, n) } else { (n, i) });
                    }
                }
                expected.retain(|&(w, b)| w <= players && b <= players);
                let got: std::collections::BTreeSet<(usize, usize)> = round(players, r).into_iter().collect();
                assert_eq!(got, expected, "{players} players, round {r}");
            }
        }
    }

    #[test]
    fn a_double_round_robin_reverses_colours() {
        assert_eq!(double_round(4, 4), [(4, 1), (3, 2)]);
        assert_eq!(bye(5, 1), Some(1));
    }
}
