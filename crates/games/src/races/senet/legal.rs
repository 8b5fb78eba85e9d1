//! The moves of a throw: protected pieces, the squares of the last row and
//! the waters, forward and backward moves, entering, staying, a move
//! played, and the end of a turn and of the game.

use super::*;

impl<S: RuleSet> Senet<S> {
    /// Whether the opponent's piece on internal position `p` cannot be
    /// attacked by `seat`.
    pub(super) fn protected(&self, state: &SenetState, p: u8, seat: Seat) -> Option<Message> {
        let them = seat.other();
        let s = self.square(p);
        if self.v.safe.contains(&s) {
            return Some(Message::new("senet-safe").count("square", s));
        }
        if self.v.pairs_protect
            && ((p > 1 && state.owner(p - 1) == Some(them))
                || (p < SQUARES && state.owner(p + 1) == Some(them)))
        {
            return Some(Message::new("senet-protected").count("square", s));
        }
        if self.goal_owner(state, p) == Some(them) {
            return Some(Message::new("senet-immune").count("square", s));
        }
        None
    }

    /// Bell: the seat whose goal square internal position `p` is, once the
    /// goals are fixed.
    pub(super) fn goal_owner(&self, state: &SenetState, p: u8) -> Option<Seat> {
        if self.v.exit != Exit::Goals {
            return None;
        }
        let odd = state.odd?;
        let s = self.square(p);
        match s {
            1..=10 if s % 2 == 1 => Some(odd),
            1..=10 => Some(odd.other()),
            _ => None,
        }
    }

    /// Whether `seat` still has a piece on squares 1..=10 (rule 6 of the
    /// book's rules).
    pub(super) fn first_row_held(&self, state: &SenetState, seat: Seat) -> bool {
        self.v.first_row_holds && (1..=10).any(|s| state.owner(self.position(s)) == Some(seat))
    }

    /// Where the piece of `seat` on `from` goes with `t` forward, or why not.
    pub(super) fn forward(
        &self,
        state: &SenetState,
        seat: Seat,
        from: u8,
        t: u8,
    ) -> Result<Landing, Message> {
        let s = self.square(from);
        if self.goal_owner(state, from) == Some(seat) {
            return Err(Message::new("senet-at-goal").count("square", s));
        }
        let to = if self.v.exit == Exit::PassOver && (28..=30).contains(&from) {
            match (from, t) {
                (28, 3) | (29, 2) => 30,
                (28, _) => {
                    return Err(Message::new("senet-waits-for")
                        .count("square", 28)
                        .count("throw", 3));
                }
                (29, _) => {
                    return Err(Message::new("senet-waits-for")
                        .count("square", 29)
                        .count("throw", 2));
                }
                _ => return Err(Message::new("senet-leaves-next-turn").count("square", 30)),
            }
        } else {
            from + t
        };
        if self.v.stop_on_26 && from < 26 && to > 26 {
            return Err(Message::new("senet-stop-on-26").count("square", s));
        }
        let to = if to > SQUARES {
            match self.v.exit {
                Exit::Goals => return Err(Message::new("senet-not-past-1").count("square", s)),
                Exit::Exact if to > EXIT => {
                    return Err(Message::new("senet-needs-exactly")
                        .count("square", s)
                        .count("throw", EXIT - from));
                }
                Exit::Bounce if to > EXIT => {
                    let back = 2 * EXIT - to;
                    if back == from {
                        return Err(Message::new("senet-bounce-back").count("square", s));
                    }
                    back
                }
                Exit::PassOver if self.first_row_held(state, seat) => {
                    return Err(Message::new("senet-first-row-held"));
                }
                _ => return Ok(Landing::Off),
            }
        } else {
            to
        };
        self.land(state, seat, to).map(|()| Landing::Square(to))
    }

    /// Whether a piece of `seat` may end on internal position `to`.
    pub(super) fn land(&self, state: &SenetState, seat: Seat, to: u8) -> Result<(), Message> {
        let s = self.square(to);
        match state.owner(to) {
            Some(o) if o == seat => Err(Message::new("senet-own-piece").count("square", s)),
            Some(_) => self.protected(state, to, seat).map_or(Ok(()), Err),
            None => Ok(()),
        }
    }

    /// Where the piece on `from` goes with `t` backward, or why not.
    pub(super) fn backward(&self, state: &SenetState, seat: Seat, from: u8, t: u8) -> Result<u8, Message> {
        let s = self.square(from);
        if from >= 26 {
            return Err(Message::new("senet-no-backward").count("square", s));
        }
        if from <= t {
            return Err(Message::new("senet-not-back-past-1").count("square", s));
        }
        let to = from - t;
        self.land(state, seat, to).map(|()| to)
    }

    /// Why `enter` is not possible with `t`, if it is not.
    pub(super) fn enter_refusal(&self, state: &SenetState, t: u8) -> Option<Message> {
        let seat = state.turn;
        if self.v.entry.is_empty() {
            return Some(Message::new("senet-no-entering"));
        }
        if state.hand[seat.index()] == 0 {
            return Some(Message::new("senet-none-in-hand"));
        }
        if !self.v.entry.contains(&t) {
            let list: Vec<String> = self.v.entry.iter().map(u8::to_string).collect();
            return Some(Message::new("senet-enters-on").code("throws", list.join(", ")));
        }
        self.land(state, seat, t).err()
    }

    /// The moves with throw `t`, without `pass` or `stay`.
    pub(super) fn real_moves(&self, state: &SenetState, t: u8, out: &mut Vec<SenetMove>) {
        let seat = state.turn;
        let before = out.len();
        if self.enter_refusal(state, t).is_none() {
            out.push(SenetMove::Enter);
        }
        for from in state.mine(seat) {
            match self.forward(state, seat, from, t) {
                Ok(Landing::Off) if from + t > EXIT => {
                    out.push(SenetMove::Go {
                        from,
                        back: false,
                        then: None,
                    });
                    let mut after = state.clone();
                    after.put(from, None);
                    for other in after.mine(seat) {
                        if self.forward(&after, seat, other, from + t - EXIT).is_ok() {
                            out.push(SenetMove::Go {
                                from,
                                back: false,
                                then: Some(other),
                            });
                        }
                    }
                }
                Ok(_) => out.push(SenetMove::Go {
                    from,
                    back: false,
                    then: None,
                }),
                Err(_) => {}
            }
        }
        if self.v.backward && out.len() == before {
            for from in state.mine(seat) {
                if self.backward(state, seat, from, t).is_ok() {
                    out.push(SenetMove::Go {
                        from,
                        back: true,
                        then: None,
                    });
                }
            }
        }
    }

    /// Whether `stay` is legal: every move moves the piece on 26.
    pub(super) fn may_stay(&self, moves: &[SenetMove]) -> bool {
        self.v.may_stay_on_26
            && !moves.is_empty()
            && moves.iter().all(|m| {
                matches!(
                    m,
                    SenetMove::Go {
                        from: 26,
                        back: false,
                        ..
                    }
                )
            })
    }

    /// Moves the piece of `seat` from `from` to `to` (internal positions),
    /// attacking and falling into the water as the rules say.
    pub(super) fn move_piece(&self, state: &mut SenetState, seat: Seat, from: u8, to: u8) -> LastMove {
        let them = seat.other();
        if from > 0 {
            state.put(from, None);
        } else {
            state.hand[seat.index()] -= 1;
        }
        let mut captured = false;
        if state.owner(to) == Some(them) {
            captured = true;
            match self.v.capture {
                Capture::Swap if from > 0 => state.put(from, Some(them)),
                _ => state.hand[them.index()] += 1,
            }
        }
        state.put(to, Some(seat));
        let mut last = LastMove {
            seat,
            from,
            to,
            via: None,
            captured,
        };
        if to == 27 {
            let target = match self.v.water {
                Water::None => None,
                Water::To15ElseBelow => (1..=15).rev().find(|&p| state.owner(p).is_none()),
                Water::To15Else1 => [15]
                    .into_iter()
                    .chain(1..=SQUARES)
                    .find(|&p| p != 27 && state.owner(p).is_none()),
                Water::Off => Some(0),
            };
            if let Some(target) = target {
                state.put(27, None);
                if target == 0 {
                    state.hand[seat.index()] += 1;
                } else {
                    state.put(target, Some(seat));
                }
                last.via = Some(27);
                last.to = target;
            }
        }
        if self.v.exit == Exit::Goals && self.square(last.to) == 1 && state.odd.is_none() {
            state.odd = Some(seat);
            state.points[seat.index()] += 5;
        }
        last
    }

    /// Bell: whether every piece of `seat` stands on its goal squares.
    pub(super) fn completed(&self, state: &SenetState, seat: Seat) -> bool {
        state.odd.is_some()
            && state.hand[seat.index()] == 0
            && state.mine(seat).all(|p| self.goal_owner(state, p) == Some(seat))
    }

    /// The turn passes to `next`: the book's piece on 30 leaves now.
    pub(super) fn begin_turn(&self, state: &mut SenetState, next: Seat) {
        state.turn = next;
        state.throw = None;
        if self.v.exit == Exit::PassOver && state.owner(30) == Some(next) && !self.first_row_held(state, next)
        {
            state.put(30, None);
            state.off[next.index()] += 1;
        }
    }

    pub(super) fn winner(&self, state: &SenetState) -> Option<Seat> {
        [Seat::FIRST, Seat::SECOND]
            .into_iter()
            .find(|s| state.off[s.index()] == self.v.pieces)
    }
}
