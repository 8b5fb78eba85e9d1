//! Reading a Senet position text back (see the module doc for its shape):
//! one reader for the six rule sets, whose differences (where pieces can
//! be, Bell's goals) come from the [`Variant`](super::Variant).

use super::{BELL_TURN_CAP, Exit, MAX_PLIES, RuleSet, SQUARES, Senet, SenetState, Start, Water, seat_name};
use crate::races::fields;
use crate::{PositionError, Rules, Seat};

fn refuse(message: String) -> PositionError {
    PositionError::new(message)
}

impl<S: RuleSet> Senet<S> {
    /// The state written as `text` by [`Rules::position_text`].
    pub(super) fn read_position(&self, text: &str) -> Result<SenetState, PositionError> {
        let example = self.position_text(&self.initial());
        let (values, bell) = if self.v.exit == Exit::Goals {
            let [w, b, h, o, t, th, p, odd, points, done] = fields::split(
                text,
                [
                    "white", "black", "hand", "off", "turn", "throw", "ply", "odd", "points", "done",
                ],
                &example,
            )?;
            ([w, b, h, o, t, th, p], Some([odd, points, done]))
        } else {
            let common = ["white", "black", "hand", "off", "turn", "throw", "ply"];
            (fields::split(text, common, &example)?, None)
        };
        let [white, black, hand, off, turn, throw, ply] = values;
        let mut state = self.initial();
        state.cells = [0; 31];
        self.place(&mut state, Seat::FIRST, white, "white")?;
        self.place(&mut state, Seat::SECOND, black, "black")?;
        state.hand = fields::pair(hand, "hand")?;
        state.off = fields::pair(off, "off")?;
        state.turn = fields::seat(turn, "turn", self.v.info.seat_names)?;
        state.throw = self.read_throw(throw)?;
        // The picture shows the throw being played, if any.
        state.last_throw = state.throw;
        state.ply = fields::number(ply, "ply")?;
        fields::within_cap(state.ply, MAX_PLIES)?;
        self.check_counts(&state)?;
        if let Some([odd, points, done]) = bell {
            self.read_goals(&mut state, odd, points, done)?;
        }
        Ok(state)
    }

    /// Puts `seat`'s pieces on the board squares listed in `value`.
    fn place(&self, state: &mut SenetState, seat: Seat, value: &str, key: &str) -> Result<(), PositionError> {
        for item in fields::list(value) {
            let s: u8 = item
                .parse()
                .ok()
                .filter(|s| (1..=SQUARES).contains(s))
                .ok_or_else(|| refuse(format!("{key}:{value}: '{item}' is not a square 1 to 30")))?;
            let p = self.position(s);
            if state.owner(p).is_some() {
                return Err(refuse(format!("square {s} holds two pieces")));
            }
            if p == 27 && self.v.water != Water::None {
                return Err(refuse(
                    "square 27, the house of water, never keeps a piece in this rule set".into(),
                ));
            }
            state.put(p, Some(seat));
        }
        Ok(())
    }

    fn read_throw(&self, value: &str) -> Result<Option<u8>, PositionError> {
        if value == "-" {
            return Ok(None);
        }
        match value.parse::<u8>() {
            Ok(t) if (1..=4).contains(&t) || t == self.v.top => Ok(Some(t)),
            _ => Err(refuse(format!(
                "throw:{value}: expected 1, 2, 3, 4 or {}, or - when a throw is due",
                self.v.top
            ))),
        }
    }

    /// Every piece is on the board, waiting or off, and only where this
    /// rule set lets it be.
    fn check_counts(&self, state: &SenetState) -> Result<(), PositionError> {
        let n = self.v.pieces;
        for seat in [Seat::FIRST, Seat::SECOND] {
            let i = seat.index();
            let total = state.mine(seat).count() + usize::from(state.hand[i]) + usize::from(state.off[i]);
            if total != usize::from(n) {
                return Err(refuse(format!(
                    "{} has {total} pieces between board, hand and off, not {n}",
                    seat_name(seat)
                )));
            }
        }
        if matches!(self.v.start, Start::Alternate { .. }) && state.hand != [0, 0] {
            return Err(refuse(
                "hand must be 0,0: in this rule set no piece ever waits off the board".into(),
            ));
        }
        if self.v.exit == Exit::Goals && state.off != [0, 0] {
            return Err(refuse(
                "off must be 0,0: in this rule set no piece leaves the board".into(),
            ));
        }
        if state.off == [n, n] {
            return Err(refuse("both sides have borne off all their pieces".into()));
        }
        Ok(())
    }

    /// Bell's fields: the odd goals' owner, the points and the completion,
    /// which must agree with the board (the points are what the rules
    /// awarded, so they are checked, not trusted).
    fn read_goals(
        &self,
        state: &mut SenetState,
        odd: &str,
        points: &str,
        done: &str,
    ) -> Result<(), PositionError> {
        state.odd = match odd {
            "-" => None,
            _ => Some(fields::seat(odd, "odd", self.v.info.seat_names)?),
        };
        if state.odd.is_none() && state.owner(self.position(1)).is_some() {
            return Err(refuse(
                "odd:-, but a piece on square 1 fixes who owns the odd goals".into(),
            ));
        }
        state.done = match done.split_once(',') {
            Some(("-", "0")) => None,
            Some((who, turns)) if who != "-" => {
                let seat = fields::seat(who, "done", self.v.info.seat_names)?;
                let turns: u16 = fields::number(turns, "done")?;
                Some((seat, turns))
            }
            _ => {
                return Err(refuse(format!(
                    "done:{done}: expected -,0 or the seat that completed and the turns since, like white,3"
                )));
            }
        };
        self.check_completion(state)?;
        let points: [u16; 2] = fields::pair(points, "points")?;
        let expected = self.awarded(state);
        if points != expected {
            return Err(refuse(format!(
                "points:{},{}: this board and completion give {},{}",
                points[0], points[1], expected[0], expected[1]
            )));
        }
        state.points = points;
        Ok(())
    }

    /// Who completed must have, the other plays on alone, and the game has
    /// ended when the rules end it (the state's `ended`, not in the text).
    fn check_completion(&self, state: &mut SenetState) -> Result<(), PositionError> {
        let Some((finisher, turns)) = state.done else {
            if let Some(seat) = [Seat::FIRST, Seat::SECOND]
                .into_iter()
                .find(|&s| self.completed(state, s))
            {
                return Err(refuse(format!(
                    "done:-,0, but {} has every piece on its goals",
                    seat_name(seat)
                )));
            }
            return Ok(());
        };
        if !self.completed(state, finisher) {
            return Err(refuse(format!(
                "done names {}, whose pieces are not all on their goals",
                seat_name(finisher)
            )));
        }
        if state.turn == finisher {
            return Err(refuse(format!(
                "turn:{}: that side has completed and plays no more",
                seat_name(finisher).to_lowercase()
            )));
        }
        if turns > BELL_TURN_CAP {
            return Err(refuse(format!("done: at most {BELL_TURN_CAP} turns are counted")));
        }
        state.ended =
            state.throw.is_none() && (self.completed(state, finisher.other()) || turns >= BELL_TURN_CAP);
        Ok(())
    }

    /// The points the rules have given by now: 5 for reaching square 1
    /// first, 10 and the turns counted for completing first once the game
    /// ended.
    fn awarded(&self, state: &SenetState) -> [u16; 2] {
        let mut points = [0u16; 2];
        if let Some(seat) = state.odd {
            points[seat.index()] += 5;
        }
        if let (true, Some((finisher, turns))) = (state.ended, state.done) {
            points[finisher.index()] += 10 + turns;
        }
        points
    }
}
