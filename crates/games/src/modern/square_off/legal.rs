//! Moves listed, moves and throws applied, the end of a round and of the
//! game.

use super::board::{CELLS, GAP, KINDS, UNDEALT, gap_of, is_loop, path, slid, slide};
use super::state::{Letter, Phase, ROUND_SLIDES, SOLO_SLIDES, SState, left_to_deal};
use super::{Engine, SMove};
use crate::{Message, Outcome, Seat, Status};

impl Engine {
    /// The box's mix of tiles for this rule set.
    pub fn mix(&self) -> &'static [u8; KINDS] {
        if self.solo {
            &super::board::SOLO_MIX
        } else {
            &super::board::MIX
        }
    }

    /// The area being dealt and its next cell, during the deal.
    fn dealing(&self, s: &SState) -> Option<(usize, usize)> {
        let areas = if self.solo { 1 } else { 2 };
        (0..areas).find_map(|a| {
            s.areas[a]
                .iter()
                .position(|&c| c == UNDEALT)
                .map(|cell| (a, cell))
        })
    }

    pub(super) fn status(&self, s: &SState) -> Status {
        match s.phase {
            Phase::Deal | Phase::Throw { .. } => Status::Chance,
            Phase::Pick { seat } | Phase::Slide { seat, .. } => Status::ToMove(Seat(seat)),
            Phase::Over => Status::Over(self.outcome(s)),
        }
    }

    /// How a finished game ended.
    fn outcome(&self, s: &SState) -> Outcome {
        if self.solo {
            return if is_loop(&s.areas[0]) {
                Outcome {
                    winner: Some(Seat(0)),
                    scores: Some(vec![i32::from(s.slides)]),
                    ranks: Some(vec![1]),
                    teams: None,
                    reason: Message::new("squareoff-end-loop").count("slides", i64::from(s.slides)),
                }
            } else {
                Outcome::solitaire_lost(
                    Message::new("squareoff-end-slides").count("slides", i64::from(s.slides)),
                )
            };
        }
        let taken = [s.taken(0) as i32, s.taken(1) as i32];
        let reason = Message::new("squareoff-end-letters")
            .count("first", i64::from(taken[0]))
            .count("second", i64::from(taken[1]));
        let outcome = match taken[0].cmp(&taken[1]) {
            std::cmp::Ordering::Greater => Outcome::win(Seat(0), reason),
            std::cmp::Ordering::Less => Outcome::win(Seat(1), reason),
            std::cmp::Ordering::Equal => Outcome::draw(reason),
        };
        outcome.with_scores(taken.to_vec())
    }

    pub(super) fn legal(&self, s: &SState, out: &mut Vec<SMove>) {
        match s.phase {
            Phase::Pick { .. } => out.extend(s.free().map(SMove::Pick)),
            Phase::Slide { seat, .. } => {
                let area = &s.areas[usize::from(seat)];
                if let Some(gap) = gap_of(area) {
                    out.extend(
                        (0..CELLS)
                            .filter(|&c| !slid(gap, c).is_empty())
                            .map(|c| SMove::Slide(c as u8)),
                    );
                }
            }
            _ => {}
        }
    }

    pub(super) fn chance(&self, s: &SState, out: &mut Vec<(SMove, u32)>) {
        match s.phase {
            Phase::Deal => {
                if let Some((area, _)) = self.dealing(s) {
                    let (left, gap) = left_to_deal(&s.areas[area], self.mix());
                    for (k, &n) in left.iter().enumerate() {
                        if n > 0 {
                            out.push((SMove::Deal(k as u8), u32::from(n)));
                        }
                    }
                    if gap > 0 {
                        out.push((SMove::Deal(GAP), 1));
                    }
                }
            }
            Phase::Throw { .. } => out.extend((1..=6).map(|n| (SMove::Die(n), 1))),
            _ => {}
        }
    }

    pub(super) fn apply(&self, s: &mut SState, mv: SMove) {
        match (s.phase, mv) {
            (Phase::Deal, SMove::Deal(k)) => {
                if let Some((area, cell)) = self.dealing(s) {
                    s.areas[area][cell] = k;
                }
                if self.dealing(s).is_none() {
                    s.phase = if self.solo {
                        Phase::Slide {
                            seat: 0,
                            picker: 0,
                            letter: 0,
                            die: 1,
                        }
                    } else {
                        // The first player picks the first letter (our
                        // choice: the text does not say).
                        Phase::Pick { seat: 0 }
                    };
                    if self.solo && is_loop(&s.areas[0]) {
                        s.phase = Phase::Over;
                    }
                }
            }
            (Phase::Pick { seat }, SMove::Pick(letter)) => {
                s.phase = Phase::Throw { picker: seat, letter };
            }
            (Phase::Throw { picker, letter }, SMove::Die(die)) => {
                // The other player threw the die and slides first.
                s.phase = Phase::Slide {
                    seat: 1 - picker,
                    picker,
                    letter,
                    die,
                };
                s.slides = 0;
                s.last = None;
            }
            (
                Phase::Slide {
                    seat,
                    picker,
                    letter,
                    die,
                },
                SMove::Slide(cell),
            ) => {
                let area = &mut s.areas[usize::from(seat)];
                let Some(gap) = gap_of(area) else {
                    return;
                };
                slide(area, gap, usize::from(cell));
                s.last = Some((seat, cell, gap as u8));
                s.slides = s.slides.saturating_add(1);
                if self.solo {
                    if is_loop(&s.areas[0]) || s.slides >= SOLO_SLIDES {
                        s.phase = Phase::Over;
                    }
                    return;
                }
                if path(&s.areas[usize::from(seat)], seat, letter, die).is_some() {
                    s.letters[usize::from(letter)] = Letter::Won(seat);
                    self.next_round(s, 1 - seat);
                } else if s.slides >= ROUND_SLIDES {
                    s.letters[usize::from(letter)] = Letter::Void;
                    self.next_round(s, 1 - picker);
                } else {
                    s.phase = Phase::Slide {
                        seat: 1 - seat,
                        picker,
                        letter,
                        die,
                    };
                }
            }
            _ => {}
        }
    }

    /// After a round: over at three letters or with none left, else
    /// `picker` (the round's loser) picks the next letter.
    fn next_round(&self, s: &mut SState, picker: u8) {
        s.slides = 0;
        if s.taken(0) >= 3 || s.taken(1) >= 3 || s.free().next().is_none() {
            s.phase = Phase::Over;
        } else {
            s.phase = Phase::Pick { seat: picker };
        }
    }
}
