//! Plays as text: the tokens of a typed play read, tried against the dice,
//! and walked on the track.

use super::*;

/// A typed token of a play.
#[derive(Clone, Copy, Debug)]
pub(super) enum Typed {
    /// Point, prime (homeward pass), steps.
    Piece(u8, bool, u8),
    King(u8),
}

/// The ways to take dice from `dice` adding up to `sum`: what each leaves.
pub(super) fn groups_summing(dice: &[u8], sum: u8) -> Vec<Vec<u8>> {
    let n = dice.len();
    let mut out: Vec<(Vec<u8>, Vec<u8>)> = Vec::new();
    for mask in 1..(1u32 << n) {
        let (mut take, mut left) = (Vec::new(), Vec::new());
        for (i, &d) in dice.iter().enumerate() {
            if mask & (1 << i) != 0 {
                take.push(d);
            } else {
                left.push(d);
            }
        }
        if take.iter().sum::<u8>() == sum && !out.iter().any(|(t, _)| *t == take) {
            out.push((take, left));
        }
    }
    out.into_iter().map(|(_, left)| left).collect()
}

impl Sahkku {
    /// Reads the tokens of a typed play: pieces (`B5+3`, `B5'+3`) and king
    /// moves (`K>B5`).
    pub(super) fn read_tokens(text: &str) -> Option<Vec<Typed>> {
        let mut out = Vec::new();
        for word in text
            .split(|c: char| c.is_whitespace() || c == ',')
            .filter(|w| !w.is_empty())
        {
            let w = word.to_ascii_lowercase();
            if let Some(rest) = w.strip_prefix("k>").or_else(|| w.strip_prefix("k-")) {
                out.push(Typed::King(read_point(rest)?));
                continue;
            }
            let (at, by) = w.split_once('+')?;
            let (at, prime) = match at.strip_suffix('\'') {
                Some(a) => (a, true),
                None => (at, false),
            };
            let by: u8 = by.parse().ok().filter(|b| (1..=9).contains(b))?;
            out.push(Typed::Piece(read_point(at)?, prime, by));
        }
        (!out.is_empty() && out.len() <= 3).then_some(out)
    }

    /// Tries typed tokens in order, in every way the dice allow; the
    /// positions reached, or the reason met furthest along.
    pub(super) fn try_tokens(
        &self,
        state: &SahState,
        typed: &[Typed],
        dice: &[u8],
    ) -> Result<Vec<Pieces>, Message> {
        let mut reached = Vec::new();
        let mut why = (0usize, None);
        let fresh = state.board.active[state.turn.index()];
        self.walk(
            state.turn,
            &state.board,
            &fresh,
            typed,
            dice,
            0,
            &mut reached,
            &mut why,
        );
        if reached.is_empty() {
            Err(why.1.unwrap_or_else(|| Message::new("race-not-possible")))
        } else {
            Ok(reached)
        }
    }

    #[allow(clippy::too_many_arguments)]
    pub(super) fn walk(
        &self,
        seat: Seat,
        board: &Pieces,
        fresh: &[u8; LAP],
        typed: &[Typed],
        dice: &[u8],
        depth: usize,
        reached: &mut Vec<Pieces>,
        why: &mut (usize, Option<Message>),
    ) {
        let fail = |why: &mut (usize, Option<Message>), reason: Message| {
            if why.1.is_none() || depth >= why.0 {
                *why = (depth, Some(reason));
            }
        };
        let Some((first, rest)) = typed.split_first() else {
            reached.push(*board);
            return;
        };
        match *first {
            Typed::King(to) => {
                if board.king_owner != Some(seat) {
                    return fail(why, Message::new("sahkku-not-your-king"));
                }
                let Some(d) = straight(board.king, to) else {
                    return fail(
                        why,
                        Message::new("sahkku-king-straight").code("point", name(board.king)),
                    );
                };
                let Some(i) = dice.iter().position(|&v| v == d) else {
                    return fail(
                        why,
                        Message::new("sahkku-king-no-die")
                            .count("die", d)
                            .code("point", name(to)),
                    );
                };
                if !board.may_land(seat, to) {
                    return fail(
                        why,
                        Message::new("sahkku-inactive-there")
                            .code("point", name(to))
                            .seat("seat", seat.other()),
                    );
                }
                let mut next = *board;
                next.move_king(seat, to);
                let mut left = dice.to_vec();
                left.remove(i);
                self.walk(seat, &next, fresh, rest, &left, depth + 1, reached, why);
            }
            Typed::Piece(p, prime, by) => {
                let positions: Vec<usize> = positions_at(seat, p).filter(|&i| fresh[i] > 0).collect();
                let from = match positions.as_slice() {
                    [] => {
                        let any = positions_at(seat, p).any(|i| board.active[seat.index()][i] > 0);
                        return fail(
                            why,
                            if any {
                                Message::new("sahkku-one-move-each").code("point", name(p))
                            } else if board.inactive_at(seat, p) {
                                Message::new("sahkku-not-active-yet").code("point", name(p))
                            } else {
                                Message::new("sahkku-no-active-piece").code("point", name(p))
                            },
                        );
                    }
                    [only] => *only,
                    several => {
                        if prime {
                            *several.iter().find(|&&i| homeward(i)).unwrap_or(&several[0])
                        } else {
                            *several.iter().find(|&&i| !homeward(i)).unwrap_or(&several[0])
                        }
                    }
                };
                let to = (from + usize::from(by)) % LAP;
                let landing = PLACE[seat.index()][to];
                if !board.may_land(seat, landing) {
                    return fail(
                        why,
                        Message::new("sahkku-inactive-there")
                            .code("point", name(landing))
                            .seat("seat", seat.other()),
                    );
                }
                let mut found = false;
                for left in groups_summing(dice, by) {
                    found = true;
                    let mut next = *board;
                    next.move_piece(seat, from, by);
                    let mut f = *fresh;
                    f[from] -= 1;
                    self.walk(seat, &next, &f, rest, &left, depth + 1, reached, why);
                }
                if !found {
                    fail(
                        why,
                        Message::new("sahkku-no-sum")
                            .count("steps", by)
                            .code("dice", faces_text(dice)),
                    );
                }
            }
        }
    }
}
