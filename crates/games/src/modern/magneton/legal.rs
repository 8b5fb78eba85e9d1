//! Moves listed and applied, the ends, and `impl Rules`.

use super::board::{lines_through, magnetic_moves, magnetise, slides};
use super::{End, INFO, LastAction, MOVE_CAP, Magneton, MagnetonMove, MagnetonState};
use crate::notation::MoveError;
use crate::options::{OptionError, Options};
use crate::view::View;
use crate::{GameInfo, Message, Outcome, PositionError, Rules, Seat, Status};

impl Magneton {
    pub(super) fn outcome(end: End) -> Outcome {
        match end {
            End::Line(seat) => Outcome::win(seat, Message::new("magneton-line").seat("seat", seat)),
            End::BothStuck => Outcome::draw(Message::new("magneton-both-stuck")),
            End::Repetition => Outcome::draw(Message::new("magneton-repetition")),
            End::Cap => Outcome::draw(Message::new("magneton-move-cap").count("n", MOVE_CAP)),
        }
    }

    /// The moves of side `me` in the movement phase: queen slides, or
    /// with `magnetic-moves` the moves along magnetic lines.
    pub(super) fn slides_of(&self, sides: [u64; 2], me: usize, out: &mut Vec<MagnetonMove>) {
        let occupied = sides[0] | sides[1];
        let mut own = sides[me];
        let mut to = Vec::new();
        while own != 0 {
            let from = own.trailing_zeros() as u8;
            own &= own - 1;
            to.clear();
            if self.magnetic_moves {
                magnetic_moves(sides, me, from, &mut to);
            } else {
                slides(occupied, from, &mut to);
            }
            out.extend(to.iter().map(|&to| MagnetonMove::Slide { from, to }));
        }
    }

    fn can_slide(&self, sides: [u64; 2], me: usize) -> bool {
        let mut out = Vec::new();
        self.slides_of(sides, me, &mut out);
        !out.is_empty()
    }

    /// The lines of 4+ of each side through a displaced piece.
    fn lines(sides: [u64; 2], shifts: &[(u8, u8)]) -> [u64; 2] {
        let mut found = [0u64; 2];
        for &(_, to) in shifts {
            let owner = usize::from(sides[1] & (1 << to) != 0);
            found[owner] |= lines_through(sides[owner], to);
        }
        found
    }
}

impl Rules for Magneton {
    type State = MagnetonState;
    type Move = MagnetonMove;

    const KNOBS: crate::Knobs = crate::Knobs {
        // The position text carries no history.
        fresh_counters: &["magneton-repetition"],
        // Plain search (no knowledge). Measured with the arena (release,
        // 20 games, 10 per seat, 2026-11-29, load average 13 on 2 cores):
        // level 1 against random, seed 41: 10 and 10 of 10 in 20 s; seed
        // 2024: 10 and 10 of 10 in 19 s.
        // Level 3, seed 41, 4 games (2 per seat): 4 of 4 in 391 s.
        // Playouts (criterion, `playout/magneton`, release, 2026-11-29 19:35 UTC,
        // load average 18 to 20 on 2 cores): 339 µs a game, 2 950 games/s,
        // 35.9 plies a game, 106 000 plies/s.
        strength: Some(crate::knobs::Strength::new(
            crate::knobs::Bar::new(20, 0.9),
            crate::knobs::Bar::new(4, 0.75),
        )),
        ..crate::Knobs::NONE
    };

    fn info() -> &'static GameInfo {
        &INFO
    }

    fn new(options: &Options) -> Result<Self, OptionError> {
        Ok(Magneton {
            magnetic_moves: options.bool("magnetic-moves"),
        })
    }

    fn initial(&self) -> MagnetonState {
        MagnetonState {
            sides: [0, 0],
            to_move: Seat::FIRST,
            turns: 0,
            last: None,
            seen: Vec::new(),
            end: None,
        }
    }

    fn status(&self, state: &MagnetonState) -> Status {
        match state.end {
            Some(end) => Status::Over(Self::outcome(end)),
            None => Status::ToMove(state.to_move),
        }
    }

    fn legal_moves(&self, state: &MagnetonState, out: &mut Vec<MagnetonMove>) {
        if state.end.is_some() {
            return;
        }
        if !state.moving() {
            let empty = !(state.sides[0] | state.sides[1]);
            out.extend(
                (0..64u8)
                    .filter(|sq| empty & (1 << sq) != 0)
                    .map(MagnetonMove::Place),
            );
            return;
        }
        let before = out.len();
        self.slides_of(state.sides, state.to_move.index(), out);
        if out.len() == before {
            out.push(MagnetonMove::Pass);
        }
    }

    fn apply(&self, state: &mut MagnetonState, mv: &MagnetonMove) {
        let me = state.to_move.index();
        let moving = state.moving();
        let mut shifts = Vec::new();
        let origin = match *mv {
            MagnetonMove::Place(sq) => Some(sq),
            MagnetonMove::Slide { from, to } => {
                state.sides[me] = (state.sides[me] & !(1 << from)) | (1 << to);
                Some(to)
            }
            MagnetonMove::Pass => None,
        };
        if let (MagnetonMove::Place(sq), Some(_)) = (mv, origin) {
            state.sides[me] |= 1 << sq;
        }
        let mut line = 0;
        if let Some(origin) = origin {
            magnetise(&mut state.sides, me, origin, &mut shifts);
            let lines = Self::lines(state.sides, &shifts);
            // Gap 2: the mover's line first, else the opponent's.
            if lines[me] != 0 {
                state.end = Some(End::Line(state.to_move));
                line = lines[me];
            } else if lines[1 - me] != 0 {
                state.end = Some(End::Line(state.to_move.other()));
                line = lines[1 - me];
            }
        }
        state.last = Some(LastAction {
            mv: *mv,
            shifts,
            line,
        });
        state.to_move = state.to_move.other();
        if moving {
            state.turns += 1;
        }
        if state.end.is_some() || !state.moving() {
            return;
        }
        if *mv == MagnetonMove::Pass && !self.can_slide(state.sides, state.to_move.index()) {
            state.end = Some(End::BothStuck);
            return;
        }
        let key = (state.sides, state.to_move.0);
        let before = state.seen.iter().filter(|k| **k == key).count();
        state.seen.push(key);
        if before >= 2 {
            state.end = Some(End::Repetition);
        } else if state.turns >= MOVE_CAP {
            state.end = Some(End::Cap);
        }
    }

    fn format_move(&self, state: &MagnetonState, mv: &MagnetonMove) -> String {
        self.move_text(state, mv)
    }

    fn move_steps(&self, state: &MagnetonState, mv: &MagnetonMove) -> Vec<String> {
        self.steps(state, mv)
    }

    fn move_aliases(&self, _state: &MagnetonState, mv: &MagnetonMove) -> Vec<String> {
        Self::aliases(mv)
    }

    fn diagnose(&self, state: &MagnetonState, text: &str) -> MoveError {
        self.refusal(state, text)
    }

    fn position_text(&self, state: &MagnetonState) -> String {
        Self::write(state)
    }

    fn from_position(&self, text: &str) -> Result<MagnetonState, PositionError> {
        Self::read(text)
    }

    fn view(&self, state: &MagnetonState, _seat: Option<Seat>) -> View {
        self.picture(state)
    }
}
