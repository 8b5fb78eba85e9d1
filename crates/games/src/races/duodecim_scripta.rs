//! Duodecim Scripta (Tabula), the Roman race game of three rows of twelve,
//! as described by the Associazione Culturale Archeonauta (Tavolando §4.4;
//! catalog `tavolando-3-8.md` §15).
//!
//! # Rules as implemented
//!
//! - Two seats, **White** (seat 0, throws first: gap G6) and **Brown**, 15
//!   pieces each, all off the board at the start. Any number of one's own
//!   pieces may share a square.
//! - Board and tracks (gap G3, the catalog's geometry): 3 rows of 12
//!   squares. Each track has 30 positions: 1–6 are the owner's private "A"
//!   squares in the middle row, 7–30 run round the outer rows. White: A is
//!   the right half of the middle row, left to right; then the top row right
//!   to left (7–18), then the bottom row left to right (19–30), off beyond
//!   the bottom-right corner. Brown's track is the same turned half a
//!   circle. A shared square is White's `p` and Brown's `p ± 12`.
//! - Each turn chance throws three six-sided dice. Each die moves one piece
//!   by its value; a piece may take several dice one after the other, every
//!   landing legal on its own (G1). The most dice that can be used must be
//!   used; among those plays the player chooses (G5, no "higher die" rule).
//! - Entering: a die `d` puts a piece from off the board on A-square `d`
//!   (G2). Until all 15 pieces have entered, dice may only enter pieces or
//!   move them within the A squares (rule 2).
//! - A lone opponent piece on the landing square is hit and goes off the
//!   board; a square with two or more opponent pieces is closed (rules 6,
//!   7). A hit piece must re-enter before its owner moves anything else; the
//!   all-15 rule does not apply again (G7).
//! - Bearing off once all 15 pieces are on positions 25–30 (or off): a die
//!   at least the distance to the finish (31 − position) bears a piece off
//!   (rule 8, G4). The first to bear off all 15 wins (rule 9).
//! - After [`MAX_PLIES`] plies the game stops: more pieces borne off wins,
//!   equal is a draw.
//!
//! # Notation
//!
//! Throws: the three dice, highest first, `5-3-2`. A turn: one `from/to`
//! step per die, in the mover's own track numbers, `in` for off the board
//! and `off` for the finish, separated by spaces and played left to right:
//! `in/5 in/3 in/2`, `13/18 18/21 9/11`. Any order of steps reaching the
//! same position is accepted; the canonical text is the one listed. A turn
//! with no usable die is `pass`.
//!
//! # Position text
//!
//! `white:<pos>*<n>,… brown:<pos>*<n>,… in:<w>,<b> off:<w>,<b>
//! entered:<w><b> turn:<white|brown> throw:<d-d-d|-> ply:<n>`, positions in
//! each side's own numbering, `entered` as two `y`/`n`.
//! [`Rules::from_position`] reads it back: 15 pieces a side between `in`,
//! the track and `off`; no shared square held by both sides (a landing
//! hits a lone piece and cannot be made on two); a side that has not yet
//! entered all 15 has pieces waiting and none past its A squares; three
//! dice highest first. A read position's picture shows no last move, and
//! the throw to play as the last throw.

// Sets of positions reached, only ever asked for membership: a fast,
// non-keyed hasher (no chosen keys to resist here).
use crate::notation::{MoveError, normalize};
use crate::options::{OptionError, Options};
use crate::view::{Board, Dice, Mark, Route, SeatPanel, TrackSquare, View};
use crate::{GameInfo, Message, Outcome, PositionError, Rules, Seat, Status};
use rustc_hash::FxHashSet as FastHashSet;

use super::{fields, turns};

/// This game's words: messages, seat names, word moves, options' help.
pub static WORDS: crate::Words = crate::Words {
    key: "duodecim",
    en: include_str!("duodecim_scripta/en.ftl"),
    it: include_str!("duodecim_scripta/it.ftl"),
    shared: &[&super::WORDS],
};

/// The hard cap on plies (throws, turns and passes).
pub const MAX_PLIES: u32 = 4000;

const PIECES: u8 = 15;
/// Index of the pieces off the board waiting to enter.
const IN: usize = 0;
/// Index of the pieces borne off.
const OFF: usize = 31;

static INFO: GameInfo = GameInfo {
    slug: "duodecim-scripta",
    name_en: "Duodecim Scripta",
    name_it: "Duodecim Scripta",
    aliases: &["tabula", "xii scripta", "ludus duodecim scriptorum"],
    family: crate::Family::Race,
    summary: "Tabula: three rows, three dice",
    min_seats: 2,
    max_seats: 2,
    seat_names: &["White", "Brown"],
    chance: true,
    hidden: false,
    options: &[],
    max_plies: MAX_PLIES,
    source: "catalog tavolando-3-8.md, 15. Duodecim Scripta / Tabula (Tavolando §4.4, after Archeonauta)",
    words: &WORDS,
};

/// Duodecim Scripta with the catalog's geometry.
#[derive(Clone, Debug)]
pub struct DuodecimScripta;

/// A position.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct DuoState {
    /// Per seat, pieces on each of its own positions: 0 waiting to enter,
    /// 1..=30 the track, 31 borne off.
    count: [[u8; 32]; 2],
    /// Whether all 15 pieces of the seat have entered once.
    entered: [bool; 2],
    turn: Seat,
    /// The dice to play, highest first; `None` when a throw is due.
    throw: Option<[u8; 3]>,
    last_throw: Option<[u8; 3]>,
    /// The last play and who made it (a pass leaves it drawn).
    last: Vec<Step>,
    last_by: Seat,
    ply: u32,
}

/// Read access for search hooks (`tavolo-ai`).
impl DuoState {
    /// How far `seat` has come: the sum of its pieces' track positions,
    /// 31 for each piece borne off, 0 for pieces waiting to enter.
    pub fn progress(&self, seat: Seat) -> u32 {
        let count = &self.count[seat.index()];
        (1..=OFF).map(|p| p as u32 * u32::from(count[p])).sum()
    }
}

/// One die's use: the piece on `from` (0: off the board) moves `die`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Step {
    pub from: u8,
    pub die: u8,
}

/// A throw or a whole turn.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum DuoMove {
    Throw([u8; 3]),
    Play(Vec<Step>),
    Pass,
}

fn name(seat: Seat) -> &'static str {
    INFO.seat_names[seat.index()]
}

/// The other seat's number for own shared position `p` (7..=30).
fn mirror(p: u8) -> u8 {
    if p <= 18 { p + 12 } else { p - 12 }
}

/// Column (0..12, left to right) and row (0 bottom .. 2 top) of White's
/// position `p` (1..=30); Brown's is the half-turn of it.
fn place(seat: Seat, p: u8) -> (u8, u8) {
    let (c, r) = match p {
        1..=6 => (5 + p, 1),
        7..=18 => (18 - p, 2),
        _ => (p - 19, 0),
    };
    if seat == Seat::FIRST {
        (c, r)
    } else {
        (11 - c, 2 - r)
    }
}

fn pos_text(p: usize) -> String {
    match p {
        IN => "in".into(),
        OFF => "off".into(),
        p => p.to_string(),
    }
}

/// Why a piece cannot move by a die.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Blocked {
    NoPiece,
    EnterFirst,
    StayOnA,
    NotHome,
    Closed(u8),
}

impl Blocked {
    /// The refusal, for the piece on `from`.
    fn text(self, from: u8) -> Message {
        match self {
            Blocked::NoPiece => Message::new("duodecim-no-piece").code("square", pos_text(usize::from(from))),
            Blocked::EnterFirst => Message::new("duodecim-enter-first"),
            Blocked::StayOnA => Message::new("duodecim-stay-on-a"),
            Blocked::NotHome => Message::new("duodecim-not-home"),
            Blocked::Closed(to) => Message::new("duodecim-closed").count("square", to),
        }
    }
}

impl DuodecimScripta {
    /// Where a piece of `seat` on `from` lands with `die`, or why not.
    fn target(&self, state: &DuoState, seat: Seat, from: u8, die: u8) -> Result<usize, Message> {
        Self::reach(state, seat, from, die).map_err(|why| why.text(from))
    }

    /// [`Self::target`] without words: the turn search asks this for every
    /// piece and die, so a refusal must cost no allocation.
    fn reach(state: &DuoState, seat: Seat, from: u8, die: u8) -> Result<usize, Blocked> {
        let me = &state.count[seat.index()];
        let them = &state.count[seat.other().index()];
        if me[usize::from(from)] == 0 {
            return Err(Blocked::NoPiece);
        }
        if from != 0 && me[IN] > 0 && state.entered[seat.index()] {
            return Err(Blocked::EnterFirst);
        }
        if from == 0 {
            return Ok(usize::from(die));
        }
        let to = from + die;
        if !state.entered[seat.index()] && to > 6 {
            return Err(Blocked::StayOnA);
        }
        if to > 30 {
            let home: u8 = me[25..=31].iter().sum();
            if home < PIECES {
                return Err(Blocked::NotHome);
            }
            return Ok(OFF);
        }
        if to >= 7 && them[usize::from(mirror(to))] >= 2 {
            return Err(Blocked::Closed(to));
        }
        Ok(usize::from(to))
    }

    /// Plays one step (already checked).
    fn step(state: &mut DuoState, seat: Seat, from: u8, to: usize) {
        let (me, them) = (seat.index(), seat.other().index());
        state.count[me][usize::from(from)] -= 1;
        state.count[me][to] += 1;
        if (7..=30).contains(&to) {
            let q = usize::from(mirror(to as u8));
            if state.count[them][q] == 1 {
                state.count[them][q] = 0;
                state.count[them][IN] += 1;
            }
        }
        if state.count[me][IN] == 0 {
            state.entered[me] = true;
        }
    }

    /// Every legal turn with `dice`, one per resulting position, appended to
    /// `out`; at least one die is used in each. Each position comes with the
    /// first step list that reaches it in a depth-first walk over the dice
    /// (highest first) and the squares (nearest first).
    fn turns(&self, state: &DuoState, dice: [u8; 3], out: &mut Vec<DuoMove>) {
        // The walk clones states at every node: without the last move's
        // list those clones allocate nothing.
        let mut root = state.clone();
        root.last = Vec::new();
        let mut walk = TurnWalk {
            seat: state.turn,
            path: Vec::with_capacity(3),
            most: 0,
            found: Vec::new(),
            // Sized for a middle-game throw, so most turns never regrow them.
            ends: FastHashSet::with_capacity_and_hasher(256, Default::default()),
            walked: FastHashSet::with_capacity_and_hasher(256, Default::default()),
        };
        walk.visit(&root, &dice);
        out.extend(walk.found.into_iter().map(DuoMove::Play));
    }

    /// Plays `steps` from `state` if each is legal; the state after them.
    fn walk(&self, state: &DuoState, steps: &[Step]) -> Result<DuoState, Message> {
        let seat = state.turn;
        let mut after = state.clone();
        let mut dice: Vec<u8> = state.throw.map(|d| d.to_vec()).unwrap_or_default();
        for s in steps {
            let Some(i) = dice.iter().position(|&d| d == s.die) else {
                return Err(Message::new("duodecim-no-die-left").count("die", s.die));
            };
            dice.remove(i);
            let to = self.target(&after, seat, s.from, s.die)?;
            Self::step(&mut after, seat, s.from, to);
        }
        Ok(after)
    }

    fn step_text(s: Step) -> String {
        let to = if s.from == 0 {
            usize::from(s.die)
        } else {
            usize::from(s.from + s.die).min(OFF)
        };
        format!("{}/{}", pos_text(usize::from(s.from)), pos_text(to))
    }

    /// Reads `from/to` steps; the die of each is `to − from`.
    fn read_steps(text: &str) -> Option<Vec<Step>> {
        let mut steps = Vec::new();
        for word in text.split([' ', ',']).filter(|w| !w.is_empty()) {
            let (from, to) = word.split_once(['/', '-'])?;
            let from: u8 = match from {
                "in" | "entra" => 0,
                f => f.parse().ok().filter(|f| (1..=30).contains(f))?,
            };
            let die = match to {
                "off" | "fuori" => None,
                t => Some(
                    t.parse::<u8>()
                        .ok()
                        .filter(|t| (1..=30).contains(t) && *t > from)?
                        - from,
                ),
            };
            match die {
                Some(d) if (1..=6).contains(&d) => steps.push(Step { from, die: d }),
                Some(_) => return None,
                // Bearing off: the die is read from the throw when parsing.
                None => steps.push(Step { from, die: 0 }),
            }
        }
        (!steps.is_empty() && steps.len() <= 3).then_some(steps)
    }

    /// One side's `position*count` items into `count` (1..=30).
    fn read_side(count: &mut [u8; 32], value: &str, key: &str) -> Result<(), PositionError> {
        for item in fields::list(value) {
            let bad = || {
                PositionError::new(format!(
                    "{key}:{value}: '{item}' is not 'position*count' (like 5*2)"
                ))
            };
            let (p, n) = item.split_once('*').ok_or_else(bad)?;
            let p: usize = p.parse().ok().filter(|p| (1..=30).contains(p)).ok_or_else(bad)?;
            let n: u8 = n
                .parse()
                .ok()
                .filter(|n| (1..=PIECES).contains(n))
                .ok_or_else(bad)?;
            if count[p] != 0 {
                return Err(PositionError::new(format!(
                    "{key}:{value}: position {p} is listed twice"
                )));
            }
            count[p] = n;
        }
        Ok(())
    }

    /// Three dice, highest first: `5-3-2`; `-` when a throw is due.
    fn read_throw(value: &str) -> Result<Option<[u8; 3]>, PositionError> {
        if value == "-" {
            return Ok(None);
        }
        let dice: Option<Vec<u8>> = value.split('-').map(|d| d.parse().ok()).collect();
        match dice.as_deref() {
            Some(&[a, b, c]) if (1..=6).contains(&c) && c <= b && b <= a && a <= 6 => Ok(Some([a, b, c])),
            _ => Err(PositionError::new(format!(
                "throw:{value}: expected three dice 1 to 6, highest first (like 5-3-2), or - when a throw is due"
            ))),
        }
    }

    fn read_entered(value: &str) -> Result<[bool; 2], PositionError> {
        let yn = |c: u8| match c {
            b'y' => Some(true),
            b'n' => Some(false),
            _ => None,
        };
        match value.as_bytes() {
            &[a, b] => yn(a).zip(yn(b)).map(|(a, b)| [a, b]),
            _ => None,
        }
        .ok_or_else(|| PositionError::new(format!("entered:{value}: expected two of y or n, like yn")))
    }

    /// Why a read state cannot arise in play, if it cannot.
    fn check(state: &DuoState) -> Result<(), PositionError> {
        for seat in [Seat::FIRST, Seat::SECOND] {
            let count = &state.count[seat.index()];
            let total: u32 = count.iter().map(|&n| u32::from(n)).sum();
            if total != u32::from(PIECES) {
                return Err(PositionError::new(format!(
                    "{} has {total} pieces between in, the track and off, not {PIECES}",
                    name(seat)
                )));
            }
            // Before all 15 have entered nothing leaves the A squares, so
            // nothing can have been hit either.
            if !state.entered[seat.index()] && (count[IN] == 0 || count[7..].iter().any(|&n| n > 0)) {
                return Err(PositionError::new(format!(
                    "{} has not entered all 15 (entered n): it has pieces waiting and none past 6",
                    name(seat)
                )));
            }
        }
        if let Some(p) = (7..=30u8)
            .find(|&p| state.count[0][usize::from(p)] > 0 && state.count[1][usize::from(mirror(p))] > 0)
        {
            return Err(PositionError::new(format!(
                "both sides have pieces on White's {p} (Brown's {})",
                mirror(p)
            )));
        }
        if state.count[0][OFF] == PIECES && state.count[1][OFF] == PIECES {
            return Err(PositionError::new("both sides have borne off all their pieces"));
        }
        fields::within_cap(state.ply, MAX_PLIES)
    }

    fn caption(&self, state: &DuoState) -> Message {
        let who = state.turn;
        match (self.status(state), state.throw) {
            (Status::Over(outcome), _) => outcome.caption(),
            (_, None) => Message::new("race-to-throw").seat("seat", who),
            (_, Some(d)) => {
                let moves = self.legal_vec(state);
                let what = match moves.first() {
                    Some(DuoMove::Pass) | None => Message::new("duodecim-no-die-pass"),
                    Some(DuoMove::Play(steps)) if steps.len() < 3 => {
                        Message::new("duodecim-only-some").count("n", steps.len() as i64)
                    }
                    Some(_) => Message::new("duodecim-all-three"),
                };
                Message::new("duodecim-threw")
                    .seat("seat", who)
                    .code("dice", format!("{}-{}-{}", d[0], d[1], d[2]))
                    .part("what", what)
            }
        }
    }
}

/// The depth-first walk behind [`DuodecimScripta::turns`].
struct TurnWalk {
    seat: Seat,
    /// The steps from the turn's start to the current node.
    path: Vec<Step>,
    /// The most dice used by any play found so far.
    most: usize,
    /// The plays using `most` dice, one per resulting position.
    found: Vec<Vec<Step>>,
    /// The positions those plays reach.
    ends: FastHashSet<[[u8; 32]; 2]>,
    /// Inner nodes already walked, as (position, dice left): a node reached
    /// again by another order of steps has the same plays below it, all
    /// found the first time, so it is skipped. Dice orders and independent
    /// pieces make most nodes repeats.
    walked: FastHashSet<([[u8; 32]; 2], [u8; 3])>,
}

impl TurnWalk {
    fn visit(&mut self, state: &DuoState, dice: &[u8]) {
        if !self.path.is_empty() && !dice.is_empty() {
            let mut left = [0u8; 3];
            left[..dice.len()].copy_from_slice(dice);
            if !self.walked.insert((state.count, left)) {
                return;
            }
        }
        let seat = self.seat;
        let mut moved = false;
        for (i, &die) in dice.iter().enumerate() {
            if dice[..i].contains(&die) {
                continue;
            }
            let mut buffer = [0u8; 3];
            let mut n = 0;
            for (j, &d) in dice.iter().enumerate() {
                if j != i {
                    buffer[n] = d;
                    n += 1;
                }
            }
            for from in 0..=30u8 {
                if state.count[seat.index()][usize::from(from)] == 0 {
                    continue;
                }
                let Ok(to) = DuodecimScripta::reach(state, seat, from, die) else {
                    continue;
                };
                moved = true;
                let mut next = state.clone();
                DuodecimScripta::step(&mut next, seat, from, to);
                self.path.push(Step { from, die });
                self.visit(&next, &buffer[..n]);
                self.path.pop();
            }
        }
        if !moved && !self.path.is_empty() {
            if self.path.len() > self.most {
                self.most = self.path.len();
                self.found.clear();
                self.ends.clear();
            }
            if self.path.len() == self.most && self.ends.insert(state.count) {
                self.found.push(self.path.clone());
            }
        }
    }
}

impl Rules for DuodecimScripta {
    type State = DuoState;
    type Move = DuoMove;

    const KNOBS: crate::Knobs = crate::Knobs {
        // A three-dice turn is listed by trying every order of the dice (about
        // 50 ms a game in release, far more in debug): few random games.
        load: crate::knobs::Load::Costly,
        // Hundreds of turns per throw: the bot's scan of every move of every
        // position is far too slow unoptimised; see its own win-in-one test.
        slow_scan: true,
        // Long games of costly turns, so few: level 1 won 10 of 10, level 3 4 of
        // 4 (about 7 minutes a game).
        strength: Some(crate::knobs::Strength::new(
            crate::knobs::Bar::new(10, 0.8),
            crate::knobs::Bar::new(4, 0.75),
        )),
        ..crate::Knobs::NONE
    };

    fn info() -> &'static GameInfo {
        &INFO
    }

    fn new(_options: &Options) -> Result<Self, OptionError> {
        Ok(DuodecimScripta)
    }

    fn initial(&self) -> DuoState {
        let mut count = [[0u8; 32]; 2];
        count[0][IN] = PIECES;
        count[1][IN] = PIECES;
        DuoState {
            count,
            entered: [false; 2],
            turn: Seat::FIRST,
            throw: None,
            last_throw: None,
            last: Vec::new(),
            last_by: Seat::FIRST,
            ply: 0,
        }
    }

    fn status(&self, state: &DuoState) -> Status {
        for seat in [Seat::FIRST, Seat::SECOND] {
            if state.count[seat.index()][OFF] == PIECES {
                return Status::Over(Outcome::win(
                    seat,
                    Message::new("race-bore-off-all").count("n", 15),
                ));
            }
        }
        if state.ply >= MAX_PLIES {
            let off = state.count.map(|c| i32::from(c[OFF]));
            let reason = turns::cap_reason(MAX_PLIES, off, turns::Tally::Off);
            return Status::Over(turns::by_count(off, reason));
        }
        turns::throw_or_move(&state.throw, state.turn)
    }

    fn legal_moves(&self, state: &DuoState, out: &mut Vec<DuoMove>) {
        let Some(dice) = turns::throw_to_play(&self.status(state), state.throw) else {
            return;
        };
        turns::real_or_pass(out, DuoMove::Pass, |out| self.turns(state, dice, out));
    }

    fn chance_outcomes(&self, state: &DuoState, out: &mut Vec<(DuoMove, u32)>) {
        if self.status(state) != Status::Chance {
            return;
        }
        // Three fair dice: each unordered throw weighs its orderings.
        for a in (1..=6u8).rev() {
            for b in (1..=a).rev() {
                for c in (1..=b).rev() {
                    let w = match (a == b, b == c) {
                        (true, true) => 1,
                        (true, false) | (false, true) => 3,
                        _ => 6,
                    };
                    out.push((DuoMove::Throw([a, b, c]), w));
                }
            }
        }
    }

    fn apply(&self, state: &mut DuoState, mv: &DuoMove) {
        state.ply += 1;
        let seat = state.turn;
        match mv {
            DuoMove::Throw(d) => {
                state.throw = Some(*d);
                state.last_throw = Some(*d);
                return;
            }
            DuoMove::Pass => {}
            DuoMove::Play(steps) => {
                for s in steps {
                    let to = if s.from == 0 {
                        usize::from(s.die)
                    } else {
                        usize::from(s.from + s.die).min(OFF)
                    };
                    Self::step(state, seat, s.from, to);
                }
                state.last = steps.clone();
                state.last_by = seat;
            }
        }
        state.throw = None;
        state.turn = seat.other();
    }

    fn format_move(&self, _state: &DuoState, mv: &DuoMove) -> String {
        match mv {
            DuoMove::Throw(d) => format!("{}-{}-{}", d[0], d[1], d[2]),
            DuoMove::Pass => "pass".into(),
            DuoMove::Play(steps) => steps
                .iter()
                .map(|s| Self::step_text(*s))
                .collect::<Vec<_>>()
                .join(" "),
        }
    }

    fn move_steps(&self, state: &DuoState, mv: &DuoMove) -> Vec<String> {
        match mv {
            DuoMove::Play(steps) => steps
                .iter()
                .enumerate()
                .map(|(i, s)| format!("{}{}", if i == 0 { "" } else { " " }, Self::step_text(*s)))
                .collect(),
            _ => vec![self.format_move(state, mv)],
        }
    }

    fn parse_move(&self, state: &DuoState, text: &str) -> Result<DuoMove, MoveError> {
        match crate::match_text(self, state, text) {
            Ok(mv) => return Ok(mv),
            Err(ambiguous @ MoveError::Ambiguous { .. }) => return Err(ambiguous),
            Err(_) => {}
        }
        // Another order of steps (or a prefix of the canonical steps, which
        // the default matcher already tried) reaching a legal position.
        let (Status::ToMove(_), Some(dice)) = (self.status(state), state.throw) else {
            return crate::match_text(self, state, text);
        };
        let lowered = text.trim().to_lowercase();
        let Some(mut steps) = Self::read_steps(&lowered) else {
            return Err(self.diagnose(state, text));
        };
        // A bearing-off step takes the smallest die that is enough.
        let mut left = dice.to_vec();
        for s in steps.iter_mut() {
            if s.die == 0 {
                let need = 31 - s.from;
                left.sort_unstable();
                match left.iter().position(|&d| d >= need) {
                    Some(i) => s.die = left.remove(i),
                    None => {
                        return Err(MoveError::illegal(
                            text,
                            Message::new("duodecim-no-die-big-enough").count("square", s.from),
                        ));
                    }
                }
            } else if let Some(i) = left.iter().position(|&d| d == s.die) {
                left.remove(i);
            }
        }
        let after = self
            .walk(state, &steps)
            .map_err(|why| MoveError::illegal(text, why))?;
        let legal = self.legal_vec(state);
        for mv in &legal {
            if let DuoMove::Play(s) = mv
                && s.len() == steps.len()
                && self.walk(state, s).is_ok_and(|a| a.count == after.count)
            {
                return Ok(mv.clone());
            }
        }
        let most = legal
            .iter()
            .map(|m| if let DuoMove::Play(s) = m { s.len() } else { 0 })
            .max()
            .unwrap_or(0);
        Err(MoveError::illegal(
            text,
            if steps.len() < most {
                Message::new("duodecim-must-use").count("n", most as i64)
            } else {
                Message::new("race-not-possible")
            },
        ))
    }

    fn diagnose(&self, state: &DuoState, text: &str) -> MoveError {
        match (self.status(state), state.throw) {
            (Status::Over(outcome), _) => MoveError::NoMoveExpected {
                reason: Message::new("move-game-over").part("reason", outcome.reason.clone()),
            },
            (Status::Chance, _) | (_, None) => {
                if Self::read_steps(&text.trim().to_lowercase()).is_some() {
                    MoveError::illegal(text, Message::new("race-throw-first").seat("seat", state.turn))
                } else {
                    MoveError::not_a_move(text, Message::new("duodecim-throws"))
                }
            }
            (Status::ToMove(_), Some(_)) => {
                let t = normalize(text);
                if t == "pass" {
                    MoveError::illegal(text, Message::new("race-cannot-pass-die"))
                } else {
                    MoveError::not_a_move(text, Message::new("duodecim-notation"))
                }
            }
        }
    }

    fn position_text(&self, state: &DuoState) -> String {
        let side = |seat: Seat| {
            let list: Vec<String> = (1..=30)
                .filter(|&p| state.count[seat.index()][p] > 0)
                .map(|p| format!("{p}*{}", state.count[seat.index()][p]))
                .collect();
            if list.is_empty() {
                "-".to_string()
            } else {
                list.join(",")
            }
        };
        let yn = |b: bool| if b { 'y' } else { 'n' };
        let throw = state
            .throw
            .map_or("-".to_string(), |d| format!("{}-{}-{}", d[0], d[1], d[2]));
        format!(
            "white:{} brown:{} in:{},{} off:{},{} entered:{}{} turn:{} throw:{throw} ply:{}",
            side(Seat::FIRST),
            side(Seat::SECOND),
            state.count[0][IN],
            state.count[1][IN],
            state.count[0][OFF],
            state.count[1][OFF],
            yn(state.entered[0]),
            yn(state.entered[1]),
            name(state.turn).to_lowercase(),
            state.ply
        )
    }

    fn from_position(&self, text: &str) -> Result<DuoState, PositionError> {
        let example = self.position_text(&self.initial());
        let [white, brown, waiting, off, entered, turn, throw, ply] = fields::split(
            text,
            ["white", "brown", "in", "off", "entered", "turn", "throw", "ply"],
            &example,
        )?;
        let mut state = self.initial();
        state.count = [[0; 32]; 2];
        DuodecimScripta::read_side(&mut state.count[0], white, "white")?;
        DuodecimScripta::read_side(&mut state.count[1], brown, "brown")?;
        let waiting: [u8; 2] = fields::pair(waiting, "in")?;
        let off: [u8; 2] = fields::pair(off, "off")?;
        for i in 0..2 {
            state.count[i][IN] = waiting[i];
            state.count[i][OFF] = off[i];
        }
        state.entered = DuodecimScripta::read_entered(entered)?;
        state.turn = fields::seat(turn, "turn", INFO.seat_names)?;
        state.throw = DuodecimScripta::read_throw(throw)?;
        // The picture shows the throw being played, if any.
        state.last_throw = state.throw;
        state.ply = fields::number(ply, "ply")?;
        DuodecimScripta::check(&state)?;
        Ok(state)
    }

    fn view(&self, state: &DuoState, seat: Option<Seat>) -> View {
        // Squares are named in the viewer's own track numbers (White's for
        // spectators); the opponent's private A squares get a prime.
        let me = seat.unwrap_or(Seat::FIRST);
        let cell = |owner: Seat, p: u8| -> String {
            match (p, owner == me) {
                (1..=6, true) => p.to_string(),
                (1..=6, false) => format!("{p}'"),
                (_, true) => p.to_string(),
                (_, false) => mirror(p).to_string(),
            }
        };
        let mut squares = Vec::new();
        for owner in [me, me.other()] {
            for p in 1..=30u8 {
                if owner != me && p > 6 {
                    continue;
                }
                let (column, row) = place(owner, p);
                squares.push(
                    TrackSquare::new(cell(owner, p), column, row)
                        .special((p <= 6).then(|| "zone".to_string())),
                );
            }
        }
        let mut view = View::new(Board::track(12, 3, squares));
        for owner in [Seat::FIRST, Seat::SECOND] {
            view.routes.push(Route {
                cells: (1..=30).map(|p| cell(owner, p)).collect(),
                owner: Some(owner),
            });
            for p in 1..=30u8 {
                for _ in 0..state.count[owner.index()][usize::from(p)] {
                    view.piece(cell(owner, p), Some(owner), "man");
                }
            }
        }
        if !state.last.is_empty() {
            let mover = state.last_by;
            for s in &state.last {
                if s.from > 0 {
                    view.mark(cell(mover, s.from), Mark::From);
                }
                let to = if s.from == 0 { s.die } else { s.from + s.die };
                if to <= 30 {
                    view.mark(cell(mover, to), Mark::To);
                    if s.from > 0 {
                        view.arrows.push((cell(mover, s.from), cell(mover, to)));
                    }
                }
            }
        }
        view.seats = [Seat::FIRST, Seat::SECOND]
            .into_iter()
            .map(|s| {
                SeatPanel::new(s, name(s).to_string())
                    .score(Some(
                        Message::new("race-panel-off").count("n", state.count[s.index()][OFF]),
                    ))
                    .in_hand(Some(u32::from(state.count[s.index()][IN])))
            })
            .collect();
        view.dice = state.last_throw.map(|d| Dice {
            kind: "d6".into(),
            faces: d.to_vec(),
            value: format!("{}-{}-{}", d[0], d[1], d[2]),
        });
        turns::show_turn(&mut view, &self.status(state), state.turn);
        view.seat_colours = vec!["white".into(), "brown".into()];
        view.caption = Some(self.caption(state));
        view
    }
}

#[cfg(test)]
mod tests;
