//! Single elimination: seeded by rating (seed 1 = the best), the bracket
//! filled to a power of two with byes that go to the top seeds, seeds
//! placed so that 1 and 2 can meet only in the final. A drawn game is won
//! by the player who had Black (as in an Armageddon game).

/// Bracket size for `players`: the next power of two.
pub fn size(players: usize) -> usize {
    players.max(2).next_power_of_two()
}

/// Rounds to a winner.
pub fn rounds(players: usize) -> usize {
    size(players).trailing_zeros() as usize
}

/// The seeds (1-based) in bracket order: 1 8 4 5 2 7 3 6 for eight.
pub fn seed_order(size: usize) -> Vec<usize> {
    let mut order = vec![1];
    while order.len() < size {
        let n = order.len() * 2;
        order = order.iter().flat_map(|&s| [s, n + 1 - s]).collect();
    }
    order
}

/// The first round's matches of seeds (0-based, `players` of them): a
/// `None` side is a bye for the other.
pub fn first_round(players: usize) -> Vec<(Option<usize>, Option<usize>)> {
    let order = seed_order(size(players));
    order
        .chunks(2)
        .map(|m| {
            let side = |s: usize| (s <= players).then(|| s - 1);
            (side(m[0]), side(m[1]))
        })
        .collect()
}

/// The next round's matches from the winners of the last, in bracket order.
pub fn next_round(winners: &[usize]) -> Vec<(Option<usize>, Option<usize>)> {
    winners
        .chunks(2)
        .map(|w| (Some(w[0]), w.get(1).copied()))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn top_seeds_get_the_byes_and_meet_late() {
        assert_eq!(seed_order(8), [1, 8, 4, 5, 2, 7, 3, 6]);
        let m = first_round(6);
        assert_eq!(m[0], (Some(0), None), "seed 1 has a bye");
        assert_eq!(m[2], (Some(1), None), "seed 2 has a bye");
        assert_eq!(m[1], (Some(3), Some(4)));
        assert_eq!(rounds(6), 3);
        assert_eq!(
            next_round(&[0, 3, 1, 2]),
            [(Some(0), Some(3)), (Some(1), Some(2))]
        );
    }
}
