//! Senet, six reconstructions on one engine (Tavolando §4.2; catalog
//! `tavolando-3-8.md` §8–13).
//!
//! The rules of Senet were never found; scholars reconstructed them, and
//! each reconstruction the book gives is a rule set here: Kendall's, Bell's,
//! Tait's, and the book's own ("Le regole", after G. Sartoretti) with five
//! pieces, with seven, and with the all-dark throw worth 6. They share the
//! board (30 squares in three rows of ten, travelled as a snake), the four
//! throwing sticks and the engine; what differs is declared in a
//! [`Variant`] per rule set ([`rule_sets`]).
//!
//! # The engine's common ground
//!
//! - Seat 0 is **White**, seat 1 **Black**; White throws first (the book
//!   lets the higher opening throw start; the core may draw the seats by
//!   lot). Where the pieces start on the board, White takes the even
//!   squares, the front piece (Kendall's and the book's convention, gap G1).
//! - At the start of every turn chance throws the four sticks: 1, 2, 3 or 4
//!   marked sides up move that many squares (weights 4, 6, 4, 1 out of 16);
//!   none up (weight 1) moves 5, or 6 where the rule set says so.
//! - A move is one throw's use: the square of the piece to move (`14`),
//!   `enter`, `stay` (the book's square 26), or `pass` when nothing else is
//!   legal. After a move the same seat throws again when the rule set grants
//!   an extra throw; a throw that cannot be used ends the turn.
//! - One piece per square; pieces jump over any others.
//! - Every rule set ends after [`MAX_PLIES`] plies if nobody has won: more
//!   pieces borne off (Bell: more points) wins, equal is a draw.
//!
//! Internally every rule set travels forward along positions 1..=30; Bell's
//! pieces travel the board the other way, so a Bell position `p` is drawn
//! and named as square `31 − p`.
//!
//! # Position text
//!
//! `white:<squares> black:<squares> hand:<w>,<b> off:<w>,<b> turn:<white|black>
//! throw:<n|-> ply:<n>`, squares in increasing board number (`-` for none);
//! Bell's rule set adds `odd:<white|black|->` (who owns the odd goal
//! squares), `points:<w>,<b>` and `done:<white|black|->,<turns>` (who
//! completed first and the opponent's turns since). The ply count is part of
//! the text because the ply cap depends on it. [`Rules::from_position`]
//! reads it back with the rule set's limits: its number of pieces between
//! board, hand and off, one piece per square, no piece waiting where all
//! start on the board, none on the house of water where it moves them on,
//! throws the sticks can give; Bell's points and completion must agree with
//! the board (whether his game has ended follows from them). A read
//! position's picture shows no last move, and the throw to play as the last
//! throw.

mod legal;
mod position;
pub mod rule_sets;
#[cfg(test)]
mod tests;
mod view;

use std::marker::PhantomData;

use crate::notation::{MoveError, normalize};
use crate::options::{OptionError, Options};
use crate::{GameInfo, Message, Outcome, PositionError, Rules, Seat, Status, View};

use super::turns;

pub use rule_sets::{SenetBell, SenetKendall, SenetTait, SenetTavolando, SenetTavolando7, SenetTavolandoSix};

/// This game's words: messages, seat names, word moves, options' help.
pub static WORDS: crate::Words = crate::Words {
    key: "senet",
    en: include_str!("en.ftl"),
    it: include_str!("it.ftl"),
    shared: &[&super::WORDS],
};

/// The hard cap on plies (throws, moves and passes).
pub const MAX_PLIES: u32 = 6000;

/// Squares on the board.
const SQUARES: u8 = 30;
/// The position a piece borne off reaches exactly (one past square 30).
const EXIT: u8 = 31;

/// Where the pieces are before the first throw.
#[derive(Clone, Copy, Debug)]
pub enum Start {
    /// Alternately on squares 1..=`squares`, Black on 1, White on 2.
    Alternate { squares: u8 },
    /// All off the board, to be entered.
    OffBoard,
}

/// What landing on an opponent's piece does to it.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Capture {
    /// It goes to the square the attacker left (the two swap).
    Swap,
    /// It goes off the board and must enter again.
    SendOff,
}

/// Where a piece ending on square 27 (the house of water) goes.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Water {
    /// Square 27 is an ordinary square.
    None,
    /// To 15; if taken, the nearest free square below 15 (Kendall, G6).
    To15ElseBelow,
    /// To 15; if taken, to 1; if taken, the first free square after 1.
    To15Else1,
    /// Off the board, to enter again (Tait).
    Off,
}

/// How pieces leave the board.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Exit {
    /// Exactly one step past 30; a larger throw cannot move the piece (Tait).
    Exact,
    /// Exactly one step past 30; a larger throw bounces back from there
    /// (Kendall, G4: lands on `62 − position − throw`).
    Bounce,
    /// Any throw reaching past 30 bears off; 28 and 29 wait for a 3 and a 2
    /// that take them to 30; a piece on 30 leaves at the start of its
    /// owner's next turn (the book's rules).
    PassOver,
    /// Nobody leaves: the pieces go to goal squares (Bell).
    Goals,
}

/// One reconstruction, declared as data.
#[derive(Debug)]
pub struct Variant {
    pub info: GameInfo,
    /// Pieces per side.
    pub pieces: u8,
    pub start: Start,
    /// What the throw with no marked side up moves: 5 or 6.
    pub top: u8,
    /// Throws that give another throw after a move.
    pub extra_throws: &'static [u8],
    /// Throws that may enter a piece from off the board (on the position
    /// equal to the throw); empty where nothing enters.
    pub entry: &'static [u8],
    pub capture: Capture,
    /// Board squares whose occupant cannot be attacked.
    pub safe: &'static [u8],
    /// Two pieces of one colour on neighbouring squares cannot be attacked.
    pub pairs_protect: bool,
    /// A piece below 26 cannot go past 26: it must stop there first.
    pub stop_on_26: bool,
    /// Ending on 26 gives another throw.
    pub lucky_26: bool,
    pub water: Water,
    pub exit: Exit,
    /// With no forward move, a piece must move backward by the throw.
    pub backward: bool,
    /// A piece on 26 that is the only one able to move may stay.
    pub may_stay_on_26: bool,
    /// No piece may leave while one of its side is on squares 1..=10.
    pub first_row_holds: bool,
    /// The pieces travel from 30 down to 1 (Bell).
    pub reversed: bool,
}

/// A rule set: a type naming its [`Variant`].
pub trait RuleSet: Send + Sync + 'static {
    fn variant() -> &'static Variant;
    /// What the shared suites must know (see [`crate::knobs`]).
    const KNOBS: crate::Knobs;
}

/// A position.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct SenetState {
    /// Occupant of each internal position 1..=30: 0 empty, 1 White, 2 Black.
    cells: [u8; 31],
    /// Pieces off the board waiting to enter.
    hand: [u8; 2],
    /// Pieces borne off.
    off: [u8; 2],
    turn: Seat,
    /// The throw to use now; `None` when a throw is due.
    throw: Option<u8>,
    last_throw: Option<u8>,
    last: Option<LastMove>,
    ply: u32,
    /// Bell: the seat owning the odd goal squares, once fixed.
    odd: Option<Seat>,
    /// Bell: points.
    points: [u16; 2],
    /// Bell: the seat that completed its goal first, and the opponent's
    /// turns since.
    done: Option<(Seat, u16)>,
    /// Bell: the game is over (both completed, or the turn limit).
    ended: bool,
}

impl SenetState {
    /// `seat`'s pieces borne off.
    pub fn borne_off(&self, seat: Seat) -> u8 {
        self.off[seat.index()]
    }

    /// The owner of internal position `p` (1..=30), if any.
    pub fn owner(&self, p: u8) -> Option<Seat> {
        match self.cells.get(usize::from(p)) {
            Some(1) => Some(Seat::FIRST),
            Some(2) => Some(Seat::SECOND),
            _ => None,
        }
    }

    fn put(&mut self, p: u8, seat: Option<Seat>) {
        self.cells[usize::from(p)] = seat.map_or(0, |s| s.0 + 1);
    }

    fn mine(&self, seat: Seat) -> impl Iterator<Item = u8> + '_ {
        (1..=SQUARES).filter(move |&p| self.owner(p) == Some(seat))
    }
}

/// What the last move did, for the picture.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
struct LastMove {
    seat: Seat,
    /// Internal position left (0: entered).
    from: u8,
    /// Where the piece ended (internal; [`EXIT`]: borne off; 0: off).
    to: u8,
    /// Where the move first landed, when the house of water moved it on.
    via: Option<u8>,
    /// An opponent piece was attacked on the landing square.
    captured: bool,
}

/// A throw or a move.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum SenetMove {
    /// A chance outcome: the squares the throw moves.
    Throw(u8),
    /// Enter a piece from off the board.
    Enter,
    /// Move the piece on internal position `from`; `back` when it moves
    /// backward; `then` moves another piece by the points left over after
    /// bearing off.
    Go { from: u8, back: bool, then: Option<u8> },
    /// Leave the piece on 26 where it is (the book's rules).
    Stay,
    /// Nothing else is legal; ends the turn.
    Pass,
}

/// Where a move ends, before the house of water.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Landing {
    Square(u8),
    Off,
}

/// Senet with the rules of `S`.
pub struct Senet<S: RuleSet> {
    v: &'static Variant,
    _rules: PhantomData<S>,
}

fn seat_name(seat: Seat) -> &'static str {
    if seat == Seat::FIRST { "White" } else { "Black" }
}

impl<S: RuleSet> Senet<S> {
    /// The board square of internal position `p`.
    fn square(&self, p: u8) -> u8 {
        if self.v.reversed { EXIT - p } else { p }
    }

    /// The internal position of board square `s`.
    fn position(&self, s: u8) -> u8 {
        self.square(s)
    }

    fn notation(&self) -> Message {
        match (!self.v.entry.is_empty(), self.v.may_stay_on_26) {
            (false, false) => Message::new("senet-notation"),
            (true, false) => Message::new("senet-notation-enter"),
            (false, true) => Message::new("senet-notation-stay"),
            (true, true) => Message::new("senet-notation-enter-stay"),
        }
    }

    /// Reads a move text without checking legality.
    fn read(&self, text: &str) -> Option<Reading> {
        let text = normalize(text);
        match text.as_str() {
            "enter" | "entra" => return Some(Reading::Enter),
            "pass" | "passo" => return Some(Reading::Pass),
            "stay" | "resta" => return Some(Reading::Stay),
            _ => {}
        }
        let text = text.strip_prefix("back").unwrap_or(&text);
        let first = text.split([',', '-']).next()?;
        let s: u8 = first.parse().ok().filter(|s| (1..=SQUARES).contains(s))?;
        Some(Reading::Square(s))
    }

    /// The text of a landing for aliases and messages.
    fn landing_text(&self, landing: Landing) -> String {
        match landing {
            Landing::Off => "off".into(),
            Landing::Square(p) => self.square(p).to_string(),
        }
    }

    /// The caption: who throws, or what the throw allows.
    pub(crate) fn caption(&self, state: &SenetState) -> Message {
        let who = state.turn;
        match (self.status(state), state.throw) {
            (Status::Over(outcome), _) => outcome.caption(),
            (_, None) => Message::new("race-to-throw").seat("seat", who),
            (_, Some(t)) => {
                let mut moves = Vec::new();
                self.real_moves(state, t, &mut moves);
                let what = if moves.is_empty() {
                    Message::new("senet-none-can-move")
                } else if moves
                    .iter()
                    .any(|m| matches!(m, SenetMove::Go { back: true, .. }))
                {
                    Message::new("senet-must-move-back")
                } else if self.may_stay(&moves) {
                    Message::new("senet-move-26-or-stay")
                } else {
                    Message::new("senet-move-a-piece")
                };
                let what = what.count("throw", t);
                let threw = if self.v.extra_throws.contains(&t) && !moves.is_empty() {
                    Message::new("senet-threw-again")
                } else {
                    Message::new("senet-threw")
                };
                threw.seat("seat", who).count("throw", t).part("what", what)
            }
        }
    }
}

/// What a text looks like, before legality.
enum Reading {
    Enter,
    Pass,
    Stay,
    Square(u8),
}

impl<S: RuleSet> Rules for Senet<S> {
    type State = SenetState;
    type Move = SenetMove;

    const KNOBS: crate::Knobs = S::KNOBS;

    fn info() -> &'static GameInfo {
        &S::variant().info
    }

    fn new(_options: &Options) -> Result<Self, OptionError> {
        Ok(Senet {
            v: S::variant(),
            _rules: PhantomData,
        })
    }

    fn initial(&self) -> SenetState {
        let mut state = SenetState {
            cells: [0; 31],
            hand: [0; 2],
            off: [0; 2],
            turn: Seat::FIRST,
            throw: None,
            last_throw: None,
            last: None,
            ply: 0,
            odd: None,
            points: [0; 2],
            done: None,
            ended: false,
        };
        match self.v.start {
            Start::Alternate { squares } => {
                for p in 1..=squares {
                    state.put(p, Some(if p % 2 == 0 { Seat::FIRST } else { Seat::SECOND }));
                }
            }
            Start::OffBoard => state.hand = [self.v.pieces; 2],
        }
        state
    }

    fn status(&self, state: &SenetState) -> Status {
        if let Some(seat) = self.winner(state) {
            let n = self.v.pieces;
            return Status::Over(Outcome::win(
                seat,
                Message::new("race-bore-off-all").count("n", n),
            ));
        }
        let over_cap = state.ply >= MAX_PLIES;
        if state.ended || over_cap {
            let (a, b, tally) = if self.v.exit == Exit::Goals {
                (
                    i32::from(state.points[0]),
                    i32::from(state.points[1]),
                    turns::Tally::Points,
                )
            } else {
                (
                    i32::from(state.off[0]),
                    i32::from(state.off[1]),
                    turns::Tally::Off,
                )
            };
            let reason = if state.ended {
                Message::new("senet-points").count("a", a).count("b", b)
            } else {
                turns::cap_reason(MAX_PLIES, [a, b], tally)
            };
            return Status::Over(turns::by_count([a, b], reason));
        }
        turns::throw_or_move(&state.throw, state.turn)
    }

    fn max_plies(&self) -> u32 {
        MAX_PLIES
    }

    fn legal_moves(&self, state: &SenetState, out: &mut Vec<SenetMove>) {
        let Some(t) = turns::throw_to_play(&self.status(state), state.throw) else {
            return;
        };
        let found = turns::real_or_pass(out, SenetMove::Pass, |out| self.real_moves(state, t, out));
        if found > 0 && self.may_stay(&out[out.len() - found..]) {
            out.push(SenetMove::Stay);
        }
    }

    fn chance_outcomes(&self, state: &SenetState, out: &mut Vec<(SenetMove, u32)>) {
        if self.status(state) == Status::Chance {
            // Four fair sticks: C(4, k) ways for k marked sides; none marked
            // is the top throw.
            out.extend([
                (SenetMove::Throw(1), 4),
                (SenetMove::Throw(2), 6),
                (SenetMove::Throw(3), 4),
                (SenetMove::Throw(4), 1),
                (SenetMove::Throw(self.v.top), 1),
            ]);
        }
    }

    fn apply(&self, state: &mut SenetState, mv: &SenetMove) {
        state.ply += 1;
        let seat = state.turn;
        let t = state.throw.unwrap_or(0);
        let mut again = false;
        match *mv {
            SenetMove::Throw(n) => {
                state.throw = Some(n);
                state.last_throw = Some(n);
                if let Some((finisher, turns)) = state.done {
                    state.done = Some((finisher, turns + 1));
                }
                return;
            }
            SenetMove::Pass | SenetMove::Stay => state.last = None,
            SenetMove::Enter => {
                state.last = Some(self.move_piece(state, seat, 0, t));
                again = self.v.extra_throws.contains(&t);
            }
            SenetMove::Go { from, back, then } => {
                let last = if back {
                    let to = from - t;
                    self.move_piece(state, seat, from, to)
                } else if from + t > SQUARES && !(self.v.exit == Exit::PassOver && from >= 28) {
                    let to = if from + t > EXIT && self.v.exit == Exit::Bounce {
                        2 * EXIT - from - t
                    } else {
                        EXIT
                    };
                    if to == EXIT {
                        state.put(from, None);
                        state.off[seat.index()] += 1;
                        LastMove {
                            seat,
                            from,
                            to,
                            via: None,
                            captured: false,
                        }
                    } else {
                        self.move_piece(state, seat, from, to)
                    }
                } else {
                    let to = if self.v.exit == Exit::PassOver && from >= 28 {
                        30
                    } else {
                        from + t
                    };
                    self.move_piece(state, seat, from, to)
                };
                state.last = Some(last);
                if let Some(other) = then {
                    self.move_piece(state, seat, other, other + from + t - EXIT);
                }
                again = self.v.extra_throws.contains(&t)
                    || (self.v.lucky_26 && last.to == 26 && last.via.is_none());
            }
        }
        if self.v.exit == Exit::Goals {
            if let Some((finisher, turns)) = state.done {
                if self.completed(state, finisher.other()) || turns >= BELL_TURN_CAP {
                    state.points[finisher.index()] += 10 + turns;
                    state.ended = true;
                }
                // Only the other side plays once one has completed.
                state.throw = None;
                return;
            }
            if self.completed(state, seat) {
                state.done = Some((seat, 0));
                if self.completed(state, seat.other()) {
                    state.points[seat.index()] += 10;
                    state.ended = true;
                }
                self.begin_turn(state, seat.other());
                return;
            }
        }
        if again && self.winner(state).is_none() {
            state.throw = None;
        } else {
            self.begin_turn(state, seat.other());
        }
    }

    fn format_move(&self, _state: &SenetState, mv: &SenetMove) -> String {
        match *mv {
            SenetMove::Throw(n) => n.to_string(),
            SenetMove::Enter => "enter".into(),
            SenetMove::Go { from, then, .. } => match then {
                None => self.square(from).to_string(),
                Some(other) => format!("{},{}", self.square(from), self.square(other)),
            },
            SenetMove::Stay => "stay".into(),
            SenetMove::Pass => "pass".into(),
        }
    }

    fn move_steps(&self, state: &SenetState, mv: &SenetMove) -> Vec<String> {
        match *mv {
            SenetMove::Go {
                from,
                then: Some(other),
                ..
            } => vec![self.square(from).to_string(), format!(",{}", self.square(other))],
            _ => vec![self.format_move(state, mv)],
        }
    }

    fn move_aliases(&self, state: &SenetState, mv: &SenetMove) -> Vec<String> {
        let t = state.throw.unwrap_or(0);
        match *mv {
            SenetMove::Enter => vec!["entra".into(), format!("enter-{}", self.square(t))],
            SenetMove::Stay => vec!["resta".into()],
            SenetMove::Go {
                from,
                back: true,
                then: None,
            } => {
                let s = self.square(from);
                vec![format!("back{s}"), format!("{s}-{}", self.square(from - t))]
            }
            SenetMove::Go { from, then: None, .. } => {
                let landing = self.forward(state, state.turn, from, t).unwrap_or(Landing::Off);
                vec![format!("{}-{}", self.square(from), self.landing_text(landing))]
            }
            _ => Vec::new(),
        }
    }

    fn diagnose(&self, state: &SenetState, text: &str) -> MoveError {
        let reading = self.read(text);
        let seat = state.turn;
        let t = match (self.status(state), state.throw) {
            (Status::Over(outcome), _) => {
                return MoveError::NoMoveExpected {
                    reason: Message::new("move-game-over").part("reason", outcome.reason.clone()),
                };
            }
            (Status::Chance, _) | (_, None) => {
                let digit = normalize(text).parse::<u8>().is_ok();
                return match reading {
                    Some(_) if !digit => {
                        MoveError::illegal(text, Message::new("race-throw-first").seat("seat", seat))
                    }
                    _ => MoveError::not_a_move(text, Message::new("senet-throws")),
                };
            }
            (Status::ToMove(_), Some(t)) => t,
        };
        let mut moves = Vec::new();
        self.real_moves(state, t, &mut moves);
        match reading {
            None => MoveError::not_a_move(text, self.notation()),
            Some(Reading::Pass) => MoveError::illegal(text, Message::new("race-cannot-pass")),
            Some(Reading::Stay) => MoveError::illegal(
                text,
                if self.v.may_stay_on_26 {
                    Message::new("senet-stay-when")
                } else {
                    Message::new("senet-no-stay")
                },
            ),
            Some(Reading::Enter) => MoveError::illegal(
                text,
                self.enter_refusal(state, t)
                    .unwrap_or_else(|| Message::new("race-cannot-enter")),
            ),
            Some(Reading::Square(s)) => {
                let from = self.position(s);
                if state.owner(from) != Some(seat) {
                    return MoveError::illegal(text, Message::new("senet-no-piece").count("square", s));
                }
                let back = moves
                    .iter()
                    .any(|m| matches!(m, SenetMove::Go { back: true, .. }));
                let why = if back {
                    match self.backward(state, seat, from, t) {
                        Err(why) => why,
                        Ok(to) => Message::new("senet-goes-back")
                            .count("square", s)
                            .count("to", self.square(to)),
                    }
                } else {
                    match self.forward(state, seat, from, t) {
                        Err(why) => why,
                        Ok(landing) => {
                            let legal: Vec<String> = moves
                                .iter()
                                .filter(|m| matches!(m, SenetMove::Go { from: f, .. } if *f == from))
                                .map(|m| self.format_move(state, m))
                                .collect();
                            Message::new("senet-goes-to")
                                .count("square", s)
                                .code("to", self.landing_text(landing))
                                .code("moves", legal.join(", "))
                        }
                    }
                };
                MoveError::illegal(text, why)
            }
        }
    }

    fn position_text(&self, state: &SenetState) -> String {
        let squares = |seat: Seat| {
            let mut list: Vec<u8> = state.mine(seat).map(|p| self.square(p)).collect();
            list.sort_unstable();
            if list.is_empty() {
                "-".to_string()
            } else {
                list.iter().map(u8::to_string).collect::<Vec<_>>().join(",")
            }
        };
        let throw = state.throw.map_or("-".to_string(), |t| t.to_string());
        let mut text = format!(
            "white:{} black:{} hand:{},{} off:{},{} turn:{} throw:{throw} ply:{}",
            squares(Seat::FIRST),
            squares(Seat::SECOND),
            state.hand[0],
            state.hand[1],
            state.off[0],
            state.off[1],
            seat_name(state.turn).to_lowercase(),
            state.ply
        );
        if self.v.exit == Exit::Goals {
            let who = |s: Option<Seat>| s.map_or("-".to_string(), |s| seat_name(s).to_lowercase());
            text.push_str(&format!(
                " odd:{} points:{},{} done:{},{}",
                who(state.odd),
                state.points[0],
                state.points[1],
                who(state.done.map(|d| d.0)),
                state.done.map_or(0, |d| d.1)
            ));
        }
        text
    }

    fn from_position(&self, text: &str) -> Result<SenetState, PositionError> {
        self.read_position(text)
    }

    fn view(&self, state: &SenetState, _seat: Option<Seat>) -> View {
        view::view(self, state)
    }
}

/// Bell: the most turns counted for the side that completed first while the
/// other plays on alone (gap G4).
pub const BELL_TURN_CAP: u16 = 30;
