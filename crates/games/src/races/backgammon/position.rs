//! Reading a backgammon or plakoto position text back (its shape is in the
//! module doc). One reader for both rule sets: what differs (pins, the bar,
//! the mother rule, the cube) comes from the [`Config`].

use super::board::{BAR, Board, CHECKERS, OFF};
use super::plakoto::{self, MotherRule};
use super::scoring::{self, Ending};
use super::{BgState, Config, Engine, GAME_CAP, GameEnd, Phase, Variant, seat_name};
use crate::races::fields;
use crate::{PositionError, Seat};

const SEATS: &[&str] = &["White", "Black"];
const BOTH: [Seat; 2] = [Seat::FIRST, Seat::SECOND];

fn refuse(message: impl Into<String>) -> PositionError {
    PositionError::new(message)
}

/// What `next:` says: the game is over, or whose turn it is in which phase.
enum Next {
    Over,
    Turn(Seat, Phase),
}

impl Engine {
    /// The state written as `text` by `position_text`.
    pub(super) fn read_position(&self, text: &str) -> Result<BgState, PositionError> {
        let example = self.position_text(&self.initial());
        let [white, black, next, cube, score, game, ply] = fields::split(
            text,
            ["white", "black", "next", "cube", "match", "game", "ply"],
            &example,
        )?;
        let mut state = self.initial();
        state.board = self.read_board(white, black)?;
        (state.cube, state.cube_owner) = self.read_cube(cube)?;
        (state.score, state.crawford) = self.read_match(score)?;
        state.game = fields::number(game, "game")?;
        state.game_ply = fields::number(ply, "ply")?;
        // The match's plies before this game are not in the text; the
        // match cap they count toward is never reached in play.
        state.ply = state.game_ply;
        self.check_match(&state)?;
        match read_next(next)? {
            Next::Over => self.read_end(&mut state)?,
            Next::Turn(turn, phase) => {
                state.turn = turn;
                state.phase = phase;
                self.check_turn(&state)?;
            }
        }
        if let Phase::Play(a, b) = state.phase {
            // The picture shows the throw being played.
            state.last_dice = Some((a, b));
        }
        let target = u16::from(self.cfg.match_length);
        // The Crawford game comes right after a side first reaches one
        // point short; from then on it has been played or is being played
        // (once the match is over it no longer matters).
        state.crawford_done =
            self.cfg.cube && target > 1 && (state.crawford || state.score.contains(&(target - 1)));
        Ok(state)
    }

    fn read_board(&self, white: &str, black: &str) -> Result<Board, PositionError> {
        let mut board = Board {
            counts: [[0; 26]; 2],
            pinned: [0; 2],
        };
        read_side(&mut board, Seat::FIRST, white, "white")?;
        read_side(&mut board, Seat::SECOND, black, "black")?;
        for seat in BOTH {
            let total: u32 = board.counts[seat.index()].iter().map(|&n| u32::from(n)).sum();
            if total != u32::from(CHECKERS) {
                return Err(refuse(format!(
                    "{} has {total} checkers, not {CHECKERS}",
                    seat_name(seat)
                )));
            }
        }
        match self.cfg.variant {
            Variant::Backgammon => check_backgammon_points(&board)?,
            Variant::Plakoto => check_plakoto_points(&board)?,
        }
        Ok(board)
    }

    /// `1`, or a doubled value and its owner: `2w`, `4b`.
    fn read_cube(&self, value: &str) -> Result<(u16, Option<Seat>), PositionError> {
        let (digits, owner) = match value.strip_suffix('w') {
            Some(d) => (d, Some(Seat::FIRST)),
            None => match value.strip_suffix('b') {
                Some(d) => (d, Some(Seat::SECOND)),
                None => (value, None),
            },
        };
        let cube: u16 = fields::number(digits, "cube")?;
        let doubled = matches!(cube, 2 | 4 | 8 | 16 | 32 | 64);
        let ok = match owner {
            None => cube == 1,
            Some(_) => self.cfg.cube && doubled,
        };
        if !ok {
            let expected = if self.cfg.cube {
                "1, or 2 to 64 with its owner (w or b), like 2w"
            } else {
                "1: this game has no doubling cube"
            };
            return Err(refuse(format!("cube:{value}: expected {expected}")));
        }
        Ok((cube, owner))
    }

    /// `white-black/length`, `c` for the Crawford game.
    fn read_match(&self, value: &str) -> Result<([u16; 2], bool), PositionError> {
        let length = self.cfg.match_length;
        let bad = || {
            refuse(format!(
                "match:{value}: expected the score and the match length, like 0-0/{length}"
            ))
        };
        let (body, crawford) = match value.strip_suffix('c') {
            Some(body) => (body, true),
            None => (value, false),
        };
        let (score, len) = body.split_once('/').ok_or_else(bad)?;
        let (w, b) = score.split_once('-').ok_or_else(bad)?;
        let score = [w.parse().map_err(|_| bad())?, b.parse().map_err(|_| bad())?];
        if len.parse::<u8>().ok() != Some(length) {
            return Err(refuse(format!(
                "match:{value}: this game is played to {length}, as its options say"
            )));
        }
        Ok((score, crawford))
    }

    /// The score, the game number and the Crawford mark agree.
    fn check_match(&self, state: &BgState) -> Result<(), PositionError> {
        let target = u16::from(self.cfg.match_length);
        // Every game before this one gave at least a point, or (a draw)
        // ended the match.
        let scored = u32::from(state.score[0]) + u32::from(state.score[1]);
        if state.game == 0 || u32::from(state.game) - 1 > scored {
            return Err(refuse(format!(
                "game:{}: games are counted from 1, and each before this one scored",
                state.game
            )));
        }
        if state.crawford && !(self.cfg.cube && target > 1) {
            return Err(refuse("match: a Crawford game (c) needs the cube and a match"));
        }
        if state.crawford && state.cube != 1 {
            return Err(refuse("cube: nobody doubles in the Crawford game"));
        }
        Ok(())
    }

    /// A game in progress: nobody has won it, the phase fits the cube.
    fn check_turn(&self, state: &BgState) -> Result<(), PositionError> {
        let target = u16::from(self.cfg.match_length);
        if state.score.iter().any(|&s| s >= target) {
            return Err(refuse(format!(
                "match: a side has {target} points, so the match is over (next:over)"
            )));
        }
        if state.crawford && !state.score.contains(&(target - 1)) {
            return Err(refuse(format!(
                "match: the Crawford game (c) is played with a side at {} points",
                target - 1
            )));
        }
        if self.decided(state).is_some() {
            return Err(refuse("this game is already decided: next:over"));
        }
        if state.game_ply >= GAME_CAP {
            return Err(refuse(format!(
                "ply:{}: a game stops at {GAME_CAP}",
                state.game_ply
            )));
        }
        match state.phase {
            Phase::Decide | Phase::Respond if !self.may_double(state, state.turn) => Err(refuse(format!(
                "next: {} may not double here (it needs the cube option, no Crawford game, \
                 the cube below 64 and in the middle or on {}'s side)",
                seat_name(state.turn),
                seat_name(state.turn)
            ))),
            Phase::Opening if state.game_ply != 0 || state.cube != 1 => {
                Err(refuse("next:opening: a game opens with ply 0 and the cube at 1"))
            }
            _ => Ok(()),
        }
    }

    /// How the board ends the game, if it does (borne off, the mother
    /// rule); the ply cap; else a dropped double if the cube is in play.
    fn decided(&self, state: &BgState) -> Option<GameEnd> {
        let board = &state.board;
        if let Some(w) = BOTH
            .into_iter()
            .find(|s| board.counts[s.index()][OFF] == CHECKERS)
        {
            let (ending, points) = scoring::bear_off_win(&self.cfg, board, w);
            return Some(GameEnd {
                winner: Some(w),
                ending,
                points: points * state.cube,
            });
        }
        if self.cfg.variant == Variant::Plakoto {
            let points = if self.cfg.greek { 2 } else { 3 };
            match plakoto::mother_rule(board) {
                MotherRule::Nothing => {}
                MotherRule::Draw => return Some(end(None, Ending::BothMothers, 0)),
                MotherRule::Win(w) => return Some(end(Some(w), Ending::Mother, points)),
            }
        }
        None
    }

    /// `next:over`: the last game's end, found from the board, the plies and
    /// the score, which must agree with it.
    fn read_end(&self, state: &mut BgState) -> Result<(), PositionError> {
        let end = match self.decided(state) {
            Some(end) => end,
            None if state.game_ply >= GAME_CAP => self.capped(state),
            None => self.dropped(state)?,
        };
        if state.game_ply > GAME_CAP {
            return Err(refuse(format!(
                "ply:{}: a game stops at {GAME_CAP}",
                state.game_ply
            )));
        }
        check_final_score(&self.cfg, state.score, end)?;
        state.turn = end.winner.unwrap_or(Seat::FIRST);
        state.finished = Some(end);
        Ok(())
    }

    fn capped(&self, state: &BgState) -> GameEnd {
        let (w, b) = (state.board.pips(Seat::FIRST), state.board.pips(Seat::SECOND));
        match w.cmp(&b) {
            std::cmp::Ordering::Less => end(Some(Seat::FIRST), Ending::Cap, state.cube),
            std::cmp::Ordering::Greater => end(Some(Seat::SECOND), Ending::Cap, state.cube),
            std::cmp::Ordering::Equal => end(None, Ending::Cap, 0),
        }
    }

    /// A game that ended with nothing on the board to show it: a double was
    /// dropped, won by the side the score names.
    fn dropped(&self, state: &BgState) -> Result<GameEnd, PositionError> {
        let target = u16::from(self.cfg.match_length);
        let winner = BOTH.into_iter().find(|s| state.score[s.index()] >= target);
        match winner {
            Some(w) if self.cfg.cube => Ok(end(Some(w), Ending::Dropped, state.cube)),
            _ => Err(refuse(
                "next:over, but nothing ended this game: no side bore off all 15 and the score is short",
            )),
        }
    }
}

fn end(winner: Option<Seat>, ending: Ending, points: u16) -> GameEnd {
    GameEnd {
        winner,
        ending,
        points,
    }
}

/// The score of a finished match: a single game's is the points it was
/// worth; a match's winner has reached the length with this game.
fn check_final_score(cfg: &Config, score: [u16; 2], end: GameEnd) -> Result<(), PositionError> {
    let target = u16::from(cfg.match_length);
    let ok = match end.winner {
        None => score.iter().all(|&s| s < target),
        Some(w) if target == 1 => score[w.index()] == end.points && score[w.other().index()] == 0,
        Some(w) => {
            let (won, lost) = (score[w.index()], score[w.other().index()]);
            won >= target && lost < target && won.saturating_sub(end.points) < target
        }
    };
    if ok {
        return Ok(());
    }
    let how = scoring::describe(end);
    Err(refuse(format!(
        "match:{}-{}: does not fit how the game ended ({how})",
        score[0], score[1]
    )))
}

fn read_next(value: &str) -> Result<Next, PositionError> {
    let bad = || {
        refuse(format!(
            "next:{value}: expected opening, over, or a side and its phase: white-throw, white-decide, black-respond, white-6-1"
        ))
    };
    match value {
        "over" => return Ok(Next::Over),
        "opening" => return Ok(Next::Turn(Seat::FIRST, Phase::Opening)),
        _ => {}
    }
    let (who, what) = value.split_once('-').ok_or_else(bad)?;
    let seat = fields::seat(who, "next", SEATS)?;
    let phase = match what {
        "throw" => Phase::Throw,
        "decide" => Phase::Decide,
        // The side that answers is named; the turn is the doubler's.
        "respond" => return Ok(Next::Turn(seat.other(), Phase::Respond)),
        dice => {
            let (a, b) = dice.split_once('-').ok_or_else(bad)?;
            let (a, b): (u8, u8) = (a.parse().map_err(|_| bad())?, b.parse().map_err(|_| bad())?);
            if !(1..=6).contains(&a) || !(1..=a).contains(&b) {
                return Err(refuse(format!("next:{value}: dice are 1 to 6, the larger first")));
            }
            Phase::Play(a, b)
        }
    };
    Ok(Next::Turn(seat, phase))
}

/// One side's `point x count` items, `p` for a pinned checker.
fn read_side(board: &mut Board, seat: Seat, value: &str, key: &str) -> Result<(), PositionError> {
    for item in fields::list(value) {
        let bad = || {
            refuse(format!(
                "{key}:{value}: '{item}' is not 'point x count' (like 6x5, barx1, offx3, 1x1p)"
            ))
        };
        let (point, count) = item.split_once('x').ok_or_else(bad)?;
        let (count, pinned) = match count.strip_suffix('p') {
            Some(c) => (c, true),
            None => (count, false),
        };
        let p = match point {
            "bar" => BAR,
            "off" => OFF,
            _ => point
                .parse()
                .ok()
                .filter(|p| (1..=24).contains(p))
                .ok_or_else(bad)?,
        };
        let n: u8 = count
            .parse()
            .ok()
            .filter(|n| (1..=CHECKERS).contains(n))
            .ok_or_else(bad)?;
        let side = &mut board.counts[seat.index()];
        if side[p] != 0 {
            return Err(refuse(format!("{key}:{value}: point {point} is listed twice")));
        }
        side[p] = n;
        if pinned {
            if !(1..=24).contains(&p) || n != 1 {
                return Err(refuse(format!(
                    "{key}:{value}: only a lone checker on a point can be pinned"
                )));
            }
            board.pinned[seat.index()] |= 1 << p;
        }
    }
    Ok(())
}

fn check_backgammon_points(board: &Board) -> Result<(), PositionError> {
    if board.pinned != [0, 0] {
        return Err(refuse("backgammon has no pinned checkers (p)"));
    }
    for p in 1..=24 {
        if board.counts[0][p] > 0 && board.theirs(Seat::FIRST, p) > 0 {
            return Err(refuse(format!(
                "both sides have checkers on White's point {p} (Black's {})",
                25 - p
            )));
        }
    }
    Ok(())
}

/// Plakoto: a point holds both sides only where a lone checker is pinned,
/// and a pinned checker has its pinner on top; nobody is ever on the bar.
fn check_plakoto_points(board: &Board) -> Result<(), PositionError> {
    if BOTH.iter().any(|s| board.counts[s.index()][BAR] > 0) {
        return Err(refuse("plakoto has no bar: nothing is ever hit"));
    }
    for seat in BOTH {
        for p in 1..=24 {
            let (mine, theirs) = (board.counts[seat.index()][p], board.theirs(seat, p));
            let pinned = board.is_pinned(seat, p);
            if pinned && theirs == 0 {
                return Err(refuse(format!(
                    "{}'s checker on its point {p} is pinned by nobody",
                    seat_name(seat)
                )));
            }
            if mine > 0 && theirs > 0 && !pinned && !board.is_pinned(seat.other(), 25 - p) {
                return Err(refuse(format!(
                    "both sides have checkers on {}'s point {p} and neither is pinned",
                    seat_name(seat)
                )));
            }
        }
    }
    Ok(())
}
