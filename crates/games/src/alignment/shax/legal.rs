//! The phases, the moves listed, a move applied, the end.

use super::{PIECES, Phase, QUIET_LIMIT, SMove, Shax, ShaxState};
use crate::alignment::morris::{ALL, NEIGHBOURS, Turn, bit, mills_at, points_of};
use crate::{Message, Outcome, Seat};

impl ShaxState {
    /// The free points.
    pub(super) fn empty(&self) -> u32 {
        ALL & !(self.men[0] | self.men[1])
    }

    /// The phase: pieces in hand, placing; a full board, the first removal;
    /// 23 pieces, the second; then moving.
    pub fn phase(&self) -> Phase {
        if self.in_hand[0] + self.in_hand[1] > 0 {
            return Phase::Placing;
        }
        match (self.men[0] | self.men[1]).count_ones() {
            24 => Phase::Removing(0),
            23 => Phase::Removing(1),
            _ => Phase::Moving,
        }
    }

    /// Pieces of `seat` on the board and in hand.
    pub(super) fn pieces(&self, seat: Seat) -> u32 {
        self.men[seat.index()].count_ones() + u32::from(self.in_hand[seat.index()])
    }

    /// Pieces of `seat` its opponent has taken.
    pub(super) fn lost(&self, seat: Seat) -> u32 {
        u32::from(PIECES).saturating_sub(self.pieces(seat))
    }

    /// Every slide of `seat`: a piece to a free neighbouring point.
    pub(super) fn slides(&self, seat: Seat) -> Vec<(u8, u8)> {
        let empty = self.empty();
        points_of(self.men[seat.index()])
            .flat_map(|from| points_of(NEIGHBOURS[usize::from(from)] & empty).map(move |to| (from, to)))
            .collect()
    }

    /// Whether the slide `from`-`to` of the seat to move forms a jare.
    pub(super) fn forms_jare(&self, from: u8, to: u8) -> bool {
        let mine = (self.men[self.to_move.index()] & !bit(from)) | bit(to);
        mills_at(mine, to) > 0
    }

    /// The position after the seat to move slides `from`-`to` (nothing
    /// removed).
    fn after_slide(&self, from: u8, to: u8) -> ShaxState {
        let mut next = self.clone();
        let me = self.to_move.index();
        next.men[me] = (next.men[me] & !bit(from)) | bit(to);
        next
    }
}

impl Shax {
    /// Who begins the removals and the moving: the maker of the first
    /// jare, else Black (G1).
    pub fn opener(state: &ShaxState) -> Seat {
        state.first_jare.unwrap_or(Seat::SECOND)
    }

    /// The moves that open a way for the blocked opponent: slides after
    /// which he can move, those forming no jare if there are any (G4).
    pub(super) fn openings(state: &ShaxState) -> Vec<Turn> {
        let blocked = state.to_move.other();
        let (mut quiet, mut jares) = (Vec::new(), Vec::new());
        for (from, to) in state.slides(state.to_move) {
            if state.after_slide(from, to).slides(blocked).is_empty() {
                continue;
            }
            let turn = Turn {
                from: Some(from),
                to,
                remove: None,
            };
            if state.forms_jare(from, to) {
                jares.push(turn);
            } else {
                quiet.push(turn);
            }
        }
        if quiet.is_empty() { jares } else { quiet }
    }

    pub(super) fn outcome(&self, state: &ShaxState) -> Option<Outcome> {
        if state.phase() != Phase::Moving {
            return None;
        }
        let me = state.to_move;
        if state.pieces(me) <= 2 {
            return Some(Outcome::win(
                me.other(),
                Message::new("shax-reduced").seat("seat", me),
            ));
        }
        if state.open && Shax::openings(state).is_empty() {
            return Some(Outcome::draw(Message::new("shax-no-opening").seat("seat", me)));
        }
        (state.quiet >= QUIET_LIMIT)
            .then(|| Outcome::draw(Message::new("shax-quiet").count("n", QUIET_LIMIT)))
    }

    pub(super) fn legal(&self, state: &ShaxState, out: &mut Vec<SMove>) {
        let me = state.to_move;
        let theirs = state.men[me.other().index()];
        match state.phase() {
            Phase::Placing => out.extend(points_of(state.empty()).map(|to| {
                SMove::Turn(Turn {
                    from: None,
                    to,
                    remove: None,
                })
            })),
            Phase::Removing(_) => out.extend(points_of(theirs).map(SMove::Remove)),
            Phase::Moving if state.open => out.extend(Shax::openings(state).into_iter().map(SMove::Turn)),
            Phase::Moving => {
                let slides = state.slides(me);
                if slides.is_empty() {
                    out.push(SMove::Pass);
                }
                for (from, to) in slides {
                    let jare = state.forms_jare(from, to);
                    let from = Some(from);
                    if jare {
                        out.extend(points_of(theirs).map(|r| {
                            SMove::Turn(Turn {
                                from,
                                to,
                                remove: Some(r),
                            })
                        }));
                    } else {
                        out.push(SMove::Turn(Turn {
                            from,
                            to,
                            remove: None,
                        }));
                    }
                }
            }
        }
    }

    pub(super) fn play_move(&self, state: &mut ShaxState, mv: SMove) {
        let me = state.to_move;
        let (mi, ti) = (me.index(), me.other().index());
        state.last = Some((mv, me));
        match mv {
            SMove::Turn(turn) => match turn.from {
                None => {
                    state.in_hand[mi] -= 1;
                    state.men[mi] |= bit(turn.to);
                    if state.first_jare.is_none() && mills_at(state.men[mi], turn.to) > 0 {
                        state.first_jare = Some(me);
                    }
                    state.to_move = if state.phase() == Phase::Placing {
                        me.other()
                    } else {
                        Shax::opener(state)
                    };
                }
                Some(from) => {
                    state.men[mi] = (state.men[mi] & !bit(from)) | bit(turn.to);
                    match turn.remove {
                        Some(r) => {
                            state.men[ti] &= !bit(r);
                            state.quiet = 0;
                        }
                        None => state.quiet = state.quiet.saturating_add(1),
                    }
                    state.open = false;
                    state.to_move = me.other();
                }
            },
            SMove::Remove(r) => {
                state.men[ti] &= !bit(r);
                state.to_move = me.other();
            }
            SMove::Pass => {
                state.open = true;
                state.quiet = state.quiet.saturating_add(1);
                state.to_move = me.other();
            }
        }
    }
}
