//! Royal Game of Ur with R. C. Bell's rules (Tavolando §4.1; catalog
//! `tavolando-3-8.md`, "7. Royal Game of Ur (R. C. Bell's rules, as given)").
//!
//! Two players race seven pieces each along a fourteen-square track and off
//! the board; three tetrahedral dice (each tip coloured with probability ½)
//! decide every move. This is the first game with chance: a turn is a chain
//! of throws and moves by the same seat.
//!
//! # Rules as implemented
//!
//! - Seat 0 is **Blue** (enters at d1, private row 1), seat 1 is **Red**
//!   (enters at d3, private row 3); Blue throws first. The text leaves the
//!   first player open; the core may randomise who sits in which seat.
//! - Track (G1, Finkel's): Blue d1 c1 b1 a1★ a2 b2 c2 d2★ e2 f2 g2 h2 h1 g1★,
//!   then off; Red the same with row 3. Row 2 (a2–h2) is shared; rows 1 and 3
//!   are private, so pieces there never meet. Stars: a1, a3, d2, g1, g3.
//! - At the start of every turn chance throws (`Status::Chance`). Coloured
//!   tips up: **3** (weight 1): enter a piece on your entry square or move a
//!   piece 5; **0** (weight 1): move a piece 4; **2** (weight 3): move a
//!   piece 1; **1** (weight 3): no move, `pass`. After a move (with a 3, 0
//!   or 2) the same seat throws again; after `pass` the turn goes to the
//!   other seat.
//! - Rule 3: with no piece on the board only a 3 (entering) is usable.
//! - Rule 4: the throw after entering must move the piece just entered; if it
//!   cannot (a 1, or its square is taken by an own piece), the only move is
//!   `pass`, which returns that piece to the reserve and ends the turn. On
//!   that throw a 3 moves the new piece 5 and cannot enter another (G4).
//! - You cannot enter onto your own piece (G3); a move may jump over any
//!   pieces but cannot end on your own piece; ending on an opponent piece
//!   (only possible in row 2) sends it back to its reserve. The centre star
//!   d2 is not safe (G2) unless the option `safe-centre-rosette` is on, in
//!   which case a piece on d2 cannot be captured.
//! - A throw with no usable move gives only `pass`, which ends the turn even
//!   if the throw would have granted another (G6); `pass` is never legal when
//!   a move exists (rule 5).
//! - Tribute (rule 7, G5): each time a piece ends a move on a star its owner
//!   receives 1 token from the opponent; shown in the seat panels, no effect
//!   on the result.
//! - Bearing off needs the exact throw: track position + throw = 15 (rule 8).
//!   The first to bear off all 7 pieces wins (rule 9).
//! - Endless play: captures can repeat forever, so the game ends after
//!   [`MAX_PLIES`] plies (throws, moves and passes) if nobody has won: the
//!   player with more pieces borne off wins; equal counts are a draw.
//!
//! # Notation
//!
//! Throws (chance outcomes) are the number of coloured tips up: `0`, `1`,
//! `2`, `3` (`3c` is accepted too). Moves: `enter`, the square of the piece
//! to move (`d1`, `a2`; bearing off is moving the piece with the exact
//! throw), or `pass`. `d1-a2` and `g1-off` are accepted for `d1` and `g1`.
//! Each move is a single picker step.
//!
//! # Position text
//!
//! Space-separated fields:
//! `blue:<squares> red:<squares> hand:<b>,<r> off:<b>,<r> tribute:<b>,<r>
//! turn:<blue|red> throw:<0-3|-> entered:<d1|d3|-> ply:<n>`, for example
//! `blue:d1,a2 red:- hand:5,7 off:0,0 tribute:0,0 turn:blue throw:2
//! entered:- ply:9`. Squares are listed in track order (`-` for none);
//! `hand` is the reserve, `off` the pieces borne off; `turn` is the seat whose
//! turn it is (also at a chance node); `throw` the throw that seat must use
//! now, `-` when a throw is due; `entered` names the piece that must move
//! because it was just entered (rule 4). The ply count is part of the text
//! because the ply cap depends on it; the game has no repetition rule.
//! [`Rules::from_position`] reads it back: seven pieces a side between
//! hand, board and off, no square of the shared row held by both, `entered`
//! only with a piece of the seat to move on its entry square, a ply count up
//! to [`MAX_PLIES`]. A read position's picture shows no last move, and the throw to
//! play as the last throw (neither is part of the position).

use crate::notation::{MoveError, normalize};
use crate::options::{OptionError, OptionKind, OptionSpec, Options};
use crate::view::{Board, Dice, Highlight, Mark, Piece, Route, SeatPanel, TrackSquare, View};
use crate::{GameInfo, Message, Outcome, PositionError, Rules, Seat, Status};

use super::{fields, turns};

/// This game's words: messages, seat names, word moves, options' help.
pub static WORDS: crate::Words = crate::Words {
    key: "ur",
    en: include_str!("en.ftl"),
    it: include_str!("it.ftl"),
    shared: &[&super::WORDS],
};

/// The hard cap on plies (throws, moves and passes). A game still running
/// after this many plies ends: more pieces borne off wins, equal is a draw.
pub const MAX_PLIES: u32 = 4000;

/// Pieces per side.
const PIECES: u8 = 7;
/// Track positions: 0 is the reserve, 1..=14 the board, 15 borne off.
const OFF: u8 = 15;
/// First and last track positions of the shared middle row (a2..h2).
const SHARED: std::ops::RangeInclusive<u8> = 5..=12;
/// Track positions of the star squares (a1/a3, d2, g1/g3).
const STARS: [u8; 3] = [4, 8, 14];
/// The centre star d2, shared by both tracks.
const CENTRE: u8 = 8;

static INFO: GameInfo = GameInfo {
    slug: "ur-bell",
    name_en: "Royal Game of Ur (Bell)",
    name_it: "Gioco reale di Ur (Bell)",
    aliases: &[
        "ur",
        "royal game of ur",
        "gioco reale di ur",
        "game of twenty squares",
    ],
    family: crate::Family::Race,
    summary: "R. C. Bell's rules",
    min_seats: 2,
    max_seats: 2,
    seat_names: &["Blue", "Red"],
    chance: true,
    hidden: false,
    options: &[OptionSpec {
        name: "safe-centre-rosette",
        kind: OptionKind::Bool,
        default: "false",
        help: "option-safe-centre-rosette",
    }],
    max_plies: MAX_PLIES,
    source: "catalog tavolando-3-8.md, 7. Royal Game of Ur (Tavolando §4.1, after R. C. Bell 1979)",
    words: &WORDS,
};

/// The Royal Game of Ur with Bell's rules and the configured centre star.
#[derive(Clone, Debug)]
pub struct UrBell {
    safe_centre: bool,
}

/// A position: both sides' pieces, the turn and its throw, counters.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct UrState {
    /// Per seat, bit `p` set when a piece of that seat is on track position
    /// `p` (1..=14) of that seat's track.
    board: [u16; 2],
    /// Pieces not yet entered (or sent back).
    hand: [u8; 2],
    /// Pieces borne off.
    off: [u8; 2],
    /// Tokens received for landing on stars.
    tribute: [u32; 2],
    /// The seat whose turn it is (the thrower at a chance node).
    turn: Seat,
    /// The throw to use now; `None` when a throw is due.
    throw: Option<u8>,
    /// The piece on the entry square was just entered and must move (rule 4).
    entered: bool,
    /// The most recent throw, for the picture.
    last_throw: Option<u8>,
    /// The most recent move, for the picture.
    last: Option<LastMove>,
    /// Throws, moves and passes played.
    ply: u32,
}

/// What the last move did, for marks in the picture.
/// Read access for search hooks (`tavolo-ai`).
impl UrState {
    /// The track positions of `seat`'s pieces on the board, as bits: bit
    /// `p` for position `p`, 1 (the entry square) to 14 (the last square).
    pub fn track(&self, seat: Seat) -> u16 {
        self.board[seat.index()]
    }

    /// `seat`'s pieces waiting to enter.
    pub fn in_hand(&self, seat: Seat) -> u8 {
        self.hand[seat.index()]
    }

    /// `seat`'s pieces borne off.
    pub fn borne_off(&self, seat: Seat) -> u8 {
        self.off[seat.index()]
    }
}

#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
struct LastMove {
    seat: Seat,
    /// Track position left (0: entered from the reserve).
    from: u8,
    /// Track position reached (15: borne off; 0: sent back by a pass).
    to: u8,
    /// An opponent piece was captured on `to`.
    captured: bool,
}

/// A throw or a move.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum UrMove {
    /// A chance outcome: the number of coloured tips up (0..=3).
    Throw(u8),
    /// Enter a piece from the reserve (on a throw of 3).
    Enter,
    /// Move the piece on this track position (1..=14) of the mover's track.
    Advance(u8),
    /// Nothing else is legal; ends the turn.
    Pass,
}

/// The squares a throw moves a piece, or `None` for the unusable 1.
fn distance(throw: u8) -> Option<u8> {
    match throw {
        0 => Some(4),
        2 => Some(1),
        3 => Some(5),
        _ => None,
    }
}

/// The board coordinates (file 0..8, row 1..=3) of track position `p` of
/// `seat`'s track.
fn coords(seat: Seat, p: u8) -> (u8, u8) {
    let private = if seat == Seat::FIRST { 1 } else { 3 };
    match p {
        1..=4 => (4 - p, private),
        5..=12 => (p - 5, 2),
        13 => (7, private),
        _ => (6, private),
    }
}

/// The name of track position `p` (1..=14) of `seat`'s track.
fn square_name(seat: Seat, p: u8) -> String {
    let (file, row) = coords(seat, p);
    format!("{}{}", char::from(b'a' + file), row)
}

/// Reads a square name of the board: (file 0..8, row 1..=3).
fn read_square(text: &str) -> Option<(u8, u8)> {
    let mut chars = text.chars();
    let (f, r) = (chars.next()?, chars.next()?);
    if chars.next().is_some() || !('a'..='h').contains(&f) || !('1'..='3').contains(&r) {
        return None;
    }
    let (file, row) = (f as u8 - b'a', r as u8 - b'0');
    // e1, f1, e3, f3 do not exist.
    if row != 2 && (file == 4 || file == 5) {
        return None;
    }
    Some((file, row))
}

/// The track position of square (file, row) on `seat`'s track, if it is on it.
fn track_position(seat: Seat, (file, row): (u8, u8)) -> Option<u8> {
    (1..=14).find(|&p| coords(seat, p) == (file, row))
}

fn has(bits: u16, p: u8) -> bool {
    p < 16 && bits & (1 << p) != 0
}

fn name(seat: Seat) -> &'static str {
    INFO.seat_names[seat.index()]
}

impl UrBell {
    /// Where the piece on `from` lands with `throw`, or why it cannot move.
    fn destination(&self, state: &UrState, from: u8, throw: u8) -> Result<u8, Message> {
        let seat = state.turn;
        let Some(d) = distance(throw) else {
            return Err(Message::new("ur-one-moves-nothing"));
        };
        let here = square_name(seat, from);
        let to = from + d;
        if to > OFF {
            return Err(Message::new("ur-beyond-exit")
                .code("square", here)
                .count("by", d)
                .count("exact", OFF - from));
        }
        if to < OFF && has(state.board[seat.index()], to) {
            return Err(Message::new("ur-own-piece")
                .code("square", here)
                .count("by", d)
                .code("to", square_name(seat, to)));
        }
        if self.safe_centre && to == CENTRE && has(state.board[seat.other().index()], to) {
            return Err(Message::new("ur-safe-centre").code("square", here).count("by", d));
        }
        Ok(to)
    }

    /// Why `enter` is not possible now, if it is not.
    fn enter_refusal(&self, state: &UrState, throw: u8) -> Option<Message> {
        let seat = state.turn;
        if state.entered {
            Some(Message::new("ur-move-entered").code("square", square_name(seat, 1)))
        } else if throw != 3 {
            Some(Message::new("ur-enter-on-3"))
        } else if state.hand[seat.index()] == 0 {
            Some(Message::new("ur-none-to-enter"))
        } else if has(state.board[seat.index()], 1) {
            Some(Message::new("ur-entry-taken").code("square", square_name(seat, 1)))
        } else {
            None
        }
    }

    /// Legal moves other than `pass` with `throw`.
    fn real_moves(&self, state: &UrState, throw: u8, out: &mut Vec<UrMove>) {
        let mine = state.board[state.turn.index()];
        if state.entered {
            if self.destination(state, 1, throw).is_ok() {
                out.push(UrMove::Advance(1));
            }
            return;
        }
        if self.enter_refusal(state, throw).is_none() {
            out.push(UrMove::Enter);
        }
        for p in 1..=14 {
            if has(mine, p) && self.destination(state, p, throw).is_ok() {
                out.push(UrMove::Advance(p));
            }
        }
    }

    fn winner(state: &UrState) -> Option<Seat> {
        (0..2).map(Seat).find(|s| state.off[s.index()] == PIECES)
    }

    /// Reads a move text without checking legality.
    fn read(text: &str) -> Option<Reading> {
        let text = normalize(text);
        match text.as_str() {
            "enter" | "entra" => return Some(Reading::Enter),
            "pass" => return Some(Reading::Pass),
            "0" | "1" | "2" | "3" | "0c" | "1c" | "2c" | "3c" => return Some(Reading::Throw),
            _ => {}
        }
        // `d1` or `d1-a2` / `g1-off` (the destination is checked against the
        // legal move's alias, not here).
        let from = match text.split_once('-') {
            None => text.as_str(),
            Some((from, to)) if to == "off" || read_square(to).is_some() => from,
            Some(_) => return None,
        };
        read_square(from).map(Reading::Square)
    }

    /// The track positions of `seat`'s pieces listed in `value` (field `key`).
    fn read_track(seat: Seat, value: &str, key: &str) -> Result<u16, PositionError> {
        let mut bits = 0u16;
        for sq in fields::list(value) {
            let p = read_square(sq)
                .and_then(|s| track_position(seat, s))
                .ok_or_else(|| {
                    PositionError::new(format!(
                        "{key}:{value}: '{sq}' is not a square of {}'s track",
                        name(seat)
                    ))
                })?;
            if has(bits, p) {
                return Err(PositionError::new(format!("{key}:{value}: {sq} is listed twice")));
            }
            bits |= 1 << p;
        }
        Ok(bits)
    }

    /// Why a read state cannot arise in play, if it cannot.
    fn check(state: &UrState) -> Result<(), PositionError> {
        for seat in [Seat::FIRST, Seat::SECOND] {
            let i = seat.index();
            let total = state.board[i].count_ones() + u32::from(state.hand[i]) + u32::from(state.off[i]);
            if total != u32::from(PIECES) {
                return Err(PositionError::new(format!(
                    "{} has {total} pieces between board, hand and off, not {PIECES}",
                    name(seat)
                )));
            }
        }
        if let Some(p) = SHARED.clone().find(|&p| has(state.board[0] & state.board[1], p)) {
            return Err(PositionError::new(format!(
                "both sides have a piece on {}",
                square_name(Seat::FIRST, p)
            )));
        }
        if state.off == [PIECES; 2] {
            return Err(PositionError::new("both sides have borne off all their pieces"));
        }
        if state.entered && !has(state.board[state.turn.index()], 1) {
            return Err(PositionError::new(format!(
                "entered:{} but no piece of {} is there",
                square_name(state.turn, 1),
                name(state.turn)
            )));
        }
        // Each token was paid for a move, and every move is a ply.
        if u64::from(state.tribute[0]) + u64::from(state.tribute[1]) > u64::from(state.ply) {
            return Err(PositionError::new(format!(
                "tribute:{},{}: more tokens than the {} plies played",
                state.tribute[0], state.tribute[1], state.ply
            )));
        }
        fields::within_cap(state.ply, MAX_PLIES)
    }

    fn caption(&self, state: &UrState) -> Message {
        let who = state.turn;
        match (self.status(state), state.throw) {
            (Status::Over(outcome), _) => outcome.caption(),
            (_, None) => Message::new("race-to-throw").seat("seat", who),
            (_, Some(throw)) => {
                let mut moves = Vec::new();
                self.real_moves(state, throw, &mut moves);
                let what = match (distance(throw), state.entered) {
                    (None, true) => Message::new("ur-no-move-entered-back"),
                    (None, false) => Message::new("ur-no-move"),
                    (Some(_), _) if moves.is_empty() && state.entered => Message::new("ur-entered-stuck"),
                    (Some(_), _) if moves.is_empty() => Message::new("ur-no-move-possible"),
                    (Some(d), true) => Message::new("ur-move-entered-by")
                        .code("square", square_name(state.turn, 1))
                        .count("by", d),
                    (Some(5), false) => Message::new("ur-enter-or-move-5"),
                    (Some(d), false) => Message::new("ur-move-a-piece").count("by", d),
                };
                Message::new("ur-threw")
                    .seat("seat", who)
                    .count("throw", throw)
                    .part("what", what)
            }
        }
    }
}

/// What a text looks like, before legality.
enum Reading {
    Enter,
    Pass,
    Throw,
    Square((u8, u8)),
}

impl Rules for UrBell {
    type State = UrState;
    type Move = UrMove;

    const KNOBS: crate::Knobs = crate::Knobs {
        // The winning move bears off the last piece, always the only move.
        no_win_among_others: true,
        // Measured: level 1 scored 0.58 over 400 games, level 3 0.615 over 200.
        // Dice decide most of this race: the best player tried (see the ur-bell
        // hooks) wins about 62% against random, random against random 50%.
        strength: Some(crate::knobs::Strength::new(
            crate::knobs::Bar::new(400, 0.53),
            crate::knobs::Bar::new(200, 0.55),
        )),
        ..crate::Knobs::NONE
    };

    fn info() -> &'static GameInfo {
        &INFO
    }

    fn new(options: &Options) -> Result<Self, OptionError> {
        Ok(UrBell {
            safe_centre: options.bool("safe-centre-rosette"),
        })
    }

    fn initial(&self) -> UrState {
        UrState {
            board: [0; 2],
            hand: [PIECES; 2],
            off: [0; 2],
            tribute: [0; 2],
            turn: Seat::FIRST,
            throw: None,
            entered: false,
            last_throw: None,
            last: None,
            ply: 0,
        }
    }

    fn status(&self, state: &UrState) -> Status {
        if let Some(seat) = UrBell::winner(state) {
            return Status::Over(Outcome::win(
                seat,
                Message::new("race-bore-off-all").count("n", 7),
            ));
        }
        if state.ply >= MAX_PLIES {
            let off = state.off.map(i32::from);
            let reason = turns::cap_reason(MAX_PLIES, off, turns::Tally::Off);
            return Status::Over(turns::by_count(off, reason));
        }
        turns::throw_or_move(&state.throw, state.turn)
    }

    fn legal_moves(&self, state: &UrState, out: &mut Vec<UrMove>) {
        let Some(throw) = turns::throw_to_play(&self.status(state), state.throw) else {
            return;
        };
        turns::real_or_pass(out, UrMove::Pass, |out| self.real_moves(state, throw, out));
    }

    fn chance_outcomes(&self, state: &UrState, out: &mut Vec<(UrMove, u32)>) {
        if self.status(state) == Status::Chance {
            // Three dice, each tip coloured with probability ½: C(3, k) / 8.
            out.extend([
                (UrMove::Throw(0), 1),
                (UrMove::Throw(1), 3),
                (UrMove::Throw(2), 3),
                (UrMove::Throw(3), 1),
            ]);
        }
    }

    fn apply(&self, state: &mut UrState, mv: &UrMove) {
        state.ply += 1;
        let seat = state.turn;
        let (me, them) = (seat.index(), seat.other().index());
        match *mv {
            UrMove::Throw(n) => {
                state.throw = Some(n);
                state.last_throw = Some(n);
                return;
            }
            UrMove::Pass => {
                if state.entered {
                    state.board[me] &= !(1 << 1);
                    state.hand[me] += 1;
                    state.last = Some(LastMove {
                        seat,
                        from: 1,
                        to: 0,
                        captured: false,
                    });
                } else {
                    state.last = None;
                }
                state.entered = false;
                state.throw = None;
                state.turn = seat.other();
                return;
            }
            UrMove::Enter => {
                state.hand[me] -= 1;
                state.board[me] |= 1 << 1;
                state.entered = true;
                state.last = Some(LastMove {
                    seat,
                    from: 0,
                    to: 1,
                    captured: false,
                });
            }
            UrMove::Advance(from) => {
                let d = state.throw.and_then(distance).unwrap_or(0);
                let to = (from + d).min(OFF);
                state.board[me] &= !(1 << from);
                let mut captured = false;
                if to == OFF {
                    state.off[me] += 1;
                } else {
                    state.board[me] |= 1 << to;
                    if SHARED.contains(&to) && has(state.board[them], to) {
                        state.board[them] &= !(1 << to);
                        state.hand[them] += 1;
                        captured = true;
                    }
                    if STARS.contains(&to) {
                        state.tribute[me] += 1;
                    }
                }
                state.entered = false;
                state.last = Some(LastMove {
                    seat,
                    from,
                    to,
                    captured,
                });
            }
        }
        // A move was made: the same seat throws again.
        state.throw = None;
    }

    fn format_move(&self, state: &UrState, mv: &UrMove) -> String {
        match *mv {
            UrMove::Throw(n) => n.to_string(),
            UrMove::Enter => "enter".into(),
            UrMove::Advance(p) => square_name(state.turn, p),
            UrMove::Pass => "pass".into(),
        }
    }

    fn move_aliases(&self, state: &UrState, mv: &UrMove) -> Vec<String> {
        match *mv {
            UrMove::Throw(n) => vec![format!("{n}c")],
            UrMove::Enter => vec!["entra".into()],
            UrMove::Advance(p) => {
                let to = p + state.throw.and_then(distance).unwrap_or(0);
                let target = if to >= OFF {
                    "off".to_string()
                } else {
                    square_name(state.turn, to)
                };
                vec![format!("{}-{target}", square_name(state.turn, p))]
            }
            UrMove::Pass => Vec::new(),
        }
    }

    fn diagnose(&self, state: &UrState, text: &str) -> MoveError {
        let reading = UrBell::read(text);
        let seat = state.turn;
        let throw = match (self.status(state), state.throw) {
            (Status::Over(outcome), _) => {
                return MoveError::NoMoveExpected {
                    reason: Message::new("move-game-over").part("reason", outcome.reason.clone()),
                };
            }
            (Status::Chance, _) | (_, None) => {
                return match reading {
                    Some(Reading::Throw) | None => MoveError::not_a_move(text, Message::new("ur-throws")),
                    Some(_) => MoveError::illegal(text, Message::new("race-throw-first").seat("seat", seat)),
                };
            }
            (Status::ToMove(_), Some(throw)) => throw,
        };
        let mut moves = Vec::new();
        self.real_moves(state, throw, &mut moves);
        match reading {
            None => MoveError::not_a_move(text, Message::new("ur-notation")),
            Some(Reading::Throw) => MoveError::illegal(
                text,
                Message::new("race-already-thrown")
                    .code("dice", throw.to_string())
                    .part("notation", Message::new("ur-notation")),
            ),
            Some(Reading::Pass) => MoveError::illegal(text, Message::new("race-cannot-pass")),
            Some(Reading::Enter) => MoveError::illegal(
                text,
                self.enter_refusal(state, throw)
                    .unwrap_or_else(|| Message::new("race-cannot-enter")),
            ),
            Some(Reading::Square(square)) => {
                let here = format!("{}{}", char::from(b'a' + square.0), square.1);
                let Some(p) = track_position(seat, square) else {
                    return MoveError::illegal(
                        text,
                        Message::new("ur-off-track")
                            .code("square", here)
                            .seat("seat", seat),
                    );
                };
                if !has(state.board[seat.index()], p) {
                    return MoveError::illegal(text, Message::new("ur-no-piece").code("square", here));
                }
                if state.entered && p != 1 {
                    return MoveError::illegal(
                        text,
                        Message::new("ur-move-entered").code("square", square_name(seat, 1)),
                    );
                }
                match self.destination(state, p, throw) {
                    Err(why) => MoveError::illegal(text, why),
                    Ok(to) => {
                        let target = if to == OFF {
                            "off".to_string()
                        } else {
                            square_name(seat, to)
                        };
                        MoveError::illegal(
                            text,
                            Message::new("ur-goes-to").code("square", here).code("to", target),
                        )
                    }
                }
            }
        }
    }

    fn position_text(&self, state: &UrState) -> String {
        let squares = |seat: Seat| {
            let list: Vec<String> = (1..=14)
                .filter(|&p| has(state.board[seat.index()], p))
                .map(|p| square_name(seat, p))
                .collect();
            if list.is_empty() {
                "-".to_string()
            } else {
                list.join(",")
            }
        };
        let throw = state.throw.map_or("-".to_string(), |t| t.to_string());
        let entered = if state.entered {
            square_name(state.turn, 1)
        } else {
            "-".to_string()
        };
        format!(
            "blue:{} red:{} hand:{},{} off:{},{} tribute:{},{} turn:{} throw:{throw} entered:{entered} ply:{}",
            squares(Seat::FIRST),
            squares(Seat::SECOND),
            state.hand[0],
            state.hand[1],
            state.off[0],
            state.off[1],
            state.tribute[0],
            state.tribute[1],
            name(state.turn).to_lowercase(),
            state.ply,
        )
    }

    fn from_position(&self, text: &str) -> Result<UrState, PositionError> {
        let example = self.position_text(&self.initial());
        let [blue, red, hand, off, tribute, turn, throw, entered, ply] = fields::split(
            text,
            [
                "blue", "red", "hand", "off", "tribute", "turn", "throw", "entered", "ply",
            ],
            &example,
        )?;
        let turn = fields::seat(turn, "turn", INFO.seat_names)?;
        let throw = match throw {
            "-" => None,
            "0" | "1" | "2" | "3" => throw.parse().ok(),
            _ => {
                return Err(PositionError::new(format!(
                    "throw:{throw}: expected 0 to 3, or - when a throw is due"
                )));
            }
        };
        let entered = match entered {
            "-" => false,
            sq if sq == square_name(turn, 1) => true,
            _ => {
                return Err(PositionError::new(format!(
                    "entered:{entered}: expected - or {}, the entry square of the seat to move",
                    square_name(turn, 1)
                )));
            }
        };
        let state = UrState {
            board: [
                UrBell::read_track(Seat::FIRST, blue, "blue")?,
                UrBell::read_track(Seat::SECOND, red, "red")?,
            ],
            hand: fields::pair(hand, "hand")?,
            off: fields::pair(off, "off")?,
            tribute: fields::pair(tribute, "tribute")?,
            turn,
            throw,
            entered,
            // The picture shows the throw being played, if any.
            last_throw: throw,
            last: None,
            ply: fields::number(ply, "ply")?,
        };
        UrBell::check(&state)?;
        Ok(state)
    }

    fn view(&self, state: &UrState, _seat: Option<Seat>) -> View {
        let mut squares = Vec::new();
        for row in 1..=3u8 {
            for file in 0..8u8 {
                if row != 2 && (file == 4 || file == 5) {
                    continue;
                }
                let name = format!("{}{}", char::from(b'a' + file), row);
                let star = matches!(name.as_str(), "a1" | "a3" | "d2" | "g1" | "g3");
                squares
                    .push(TrackSquare::new(name, file, row - 1).special(star.then(|| "rosette".to_string())));
            }
        }
        let mut view = View::new(Board::track(8, 3, squares));
        // Each seat's way from entry to exit, in its colour: the picture
        // shows the direction of travel and whose outer row is whose.
        for s in [Seat::FIRST, Seat::SECOND] {
            view.routes.push(Route {
                cells: (1..=14).map(|p| square_name(s, p)).collect(),
                owner: Some(s),
            });
        }
        for s in [Seat::FIRST, Seat::SECOND] {
            for p in 1..=14 {
                if has(state.board[s.index()], p) {
                    view.piece(square_name(s, p), Some(s), "man");
                }
            }
        }
        if let Some(last) = state.last {
            let from = (1..=14)
                .contains(&last.from)
                .then(|| square_name(last.seat, last.from));
            let to = (1..=14)
                .contains(&last.to)
                .then(|| square_name(last.seat, last.to));
            if let Some(from) = &from {
                if last.to == 0 {
                    // A pass sent the piece just entered back to the reserve.
                    view.highlights.push(Highlight {
                        cell: from.clone(),
                        mark: Mark::Captured,
                        ghost: Some(Piece {
                            cell: from.clone(),
                            owner: Some(last.seat),
                            kind: "man".into(),
                        }),
                    });
                } else {
                    view.mark(from.clone(), Mark::From);
                }
            }
            if let Some(to) = &to {
                view.mark(to.clone(), Mark::To);
                if last.captured {
                    view.highlights.push(Highlight {
                        cell: to.clone(),
                        mark: Mark::Captured,
                        ghost: Some(Piece {
                            cell: to.clone(),
                            owner: Some(last.seat.other()),
                            kind: "man".into(),
                        }),
                    });
                }
            }
            if let (Some(from), Some(to)) = (from, to) {
                view.arrows.push((from, to));
            }
        }
        view.seats = [Seat::FIRST, Seat::SECOND]
            .into_iter()
            .map(|s| {
                SeatPanel::new(s, name(s).to_string())
                    .score(Some(
                        Message::new("ur-panel")
                            .count("off", state.off[s.index()])
                            .count("tribute", state.tribute[s.index()]),
                    ))
                    .in_hand(Some(u32::from(state.hand[s.index()])))
            })
            .collect();
        view.dice = state.last_throw.map(|n| Dice {
            kind: "tetrahedra".into(),
            faces: (0..3).map(|i| u8::from(i < n)).collect(),
            value: n.to_string(),
        });
        turns::show_turn(&mut view, &self.status(state), state.turn);
        view.seat_colours = vec!["blue".into(), "red".into()];
        view.caption = Some(self.caption(state));
        view
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::perft::perft;
    use std::collections::BTreeMap;

    fn ur() -> UrBell {
        UrBell::new(&Options::defaults(INFO.options)).unwrap()
    }

    fn safe_centre() -> UrBell {
        let mut given = BTreeMap::new();
        given.insert("safe-centre-rosette".to_string(), crate::OptionValue::Bool(true));
        UrBell::new(&Options::validate(INFO.options, &given).unwrap()).unwrap()
    }

    /// A position with pieces on the named squares, `off` borne off, the rest
    /// in hand; `turn` to use `throw` (or to throw, with `None`).
    fn setup(blue: &[&str], red: &[&str], off: [u8; 2], turn: Seat, throw: Option<u8>) -> UrState {
        let mut state = ur().initial();
        for (seat, squares) in [(Seat::FIRST, blue), (Seat::SECOND, red)] {
            for sq in squares {
                let p = read_square(sq).and_then(|s| track_position(seat, s)).unwrap();
                state.board[seat.index()] |= 1 << p;
            }
            state.off[seat.index()] = off[seat.index()];
            state.hand[seat.index()] = PIECES - off[seat.index()] - squares.len() as u8;
        }
        state.turn = turn;
        state.throw = throw;
        state.last_throw = throw;
        state
    }

    fn play_all(rules: &UrBell, state: &mut UrState, moves: &[&str]) {
        for m in moves {
            rules.play(state, m).unwrap_or_else(|e| panic!("{m}: {e}"));
        }
    }

    fn legal_texts(rules: &UrBell, state: &UrState) -> Vec<String> {
        rules
            .legal_vec(state)
            .iter()
            .map(|m| rules.format_move(state, m))
            .collect()
    }

    /// The `blue:… red:…` part of the position text.
    fn pieces(rules: &UrBell, state: &UrState) -> String {
        let text = rules.position_text(state);
        text.split(' ').take(2).collect::<Vec<_>>().join(" ")
    }

    fn reason(err: MoveError) -> String {
        match err {
            MoveError::Illegal { reason, .. } => reason.to_string(),
            other => panic!("expected an illegal-move refusal, got {other:?}"),
        }
    }

    #[test]
    fn rule_1_pieces_start_off_the_board_and_blue_throws_first() {
        let rules = ur();
        let state = rules.initial();
        assert_eq!(
            rules.position_text(&state),
            "blue:- red:- hand:7,7 off:0,0 tribute:0,0 turn:blue throw:- entered:- ply:0"
        );
        assert_eq!(rules.status(&state), Status::Chance);
        assert!(rules.legal_vec(&state).is_empty(), "no moves before the throw");
        let mut state = state;
        play_all(&rules, &mut state, &["2"]);
        assert_eq!(rules.status(&state), Status::ToMove(Seat::FIRST));
    }

    #[test]
    fn rule_2_throw_table_and_rethrows() {
        let rules = ur();
        // 3: enter or move 5; then the same seat throws again.
        let start = setup(&["c1"], &[], [0, 0], Seat::FIRST, None);
        let mut state = start.clone();
        play_all(&rules, &mut state, &["3"]);
        assert_eq!(legal_texts(&rules, &state), ["enter", "c1"]);
        play_all(&rules, &mut state, &["c1"]);
        assert_eq!(pieces(&rules, &state), "blue:c2 red:-");
        assert_eq!((rules.status(&state), state.turn), (Status::Chance, Seat::FIRST));
        // 0 (no coloured tip): move 4, throw again.
        let mut state = start.clone();
        play_all(&rules, &mut state, &["0", "c1"]);
        assert_eq!(pieces(&rules, &state), "blue:b2 red:-");
        assert_eq!((rules.status(&state), state.turn), (Status::Chance, Seat::FIRST));
        // 2: move 1, throw again.
        let mut state = start.clone();
        play_all(&rules, &mut state, &["2", "c1"]);
        assert_eq!(pieces(&rules, &state), "blue:b1 red:-");
        assert_eq!((rules.status(&state), state.turn), (Status::Chance, Seat::FIRST));
        // 1: no move; pass ends the turn.
        let mut state = start;
        play_all(&rules, &mut state, &["1"]);
        assert_eq!(legal_texts(&rules, &state), ["pass"]);
        play_all(&rules, &mut state, &["pass"]);
        assert_eq!(pieces(&rules, &state), "blue:c1 red:-");
        assert_eq!((rules.status(&state), state.turn), (Status::Chance, Seat::SECOND));
    }

    #[test]
    fn rule_3_before_a_piece_is_entered_only_pass() {
        let rules = ur();
        for throw in ["0", "1", "2"] {
            let mut state = rules.initial();
            play_all(&rules, &mut state, &[throw]);
            assert_eq!(legal_texts(&rules, &state), ["pass"], "throw {throw}");
            play_all(&rules, &mut state, &["pass"]);
            assert_eq!(state.turn, Seat::SECOND, "the turn ends at once");
        }
        let mut state = rules.initial();
        play_all(&rules, &mut state, &["3"]);
        assert_eq!(legal_texts(&rules, &state), ["enter"], "a 3 can enter");
        // A piece sent back to the reserve leaves the player unentered again.
        play_all(&rules, &mut state, &["enter", "1", "pass", "1", "pass", "2"]);
        assert_eq!(legal_texts(&rules, &state), ["pass"]);
    }

    #[test]
    fn rule_4_entered_piece_must_move_or_return() {
        let rules = ur();
        // Another piece could move, but only the new piece may.
        let mut state = setup(&["a2"], &[], [0, 0], Seat::FIRST, Some(3));
        play_all(&rules, &mut state, &["enter", "2"]);
        assert!(rules.position_text(&state).contains("entered:d1"));
        assert_eq!(legal_texts(&rules, &state), ["d1"]);
        assert_eq!(
            reason(rules.parse_move(&state, "a2").unwrap_err()),
            "ur-move-entered(square=d1)"
        );
        play_all(&rules, &mut state, &["d1"]);
        assert_eq!(pieces(&rules, &state), "blue:c1,a2 red:-");
        assert!(rules.position_text(&state).contains("entered:-"));
        assert_eq!((rules.status(&state), state.turn), (Status::Chance, Seat::FIRST));
        // A 1 after entering: the new piece goes back to the reserve.
        let mut state = setup(&["a2"], &[], [0, 0], Seat::FIRST, Some(3));
        play_all(&rules, &mut state, &["enter", "1"]);
        assert_eq!(legal_texts(&rules, &state), ["pass"]);
        play_all(&rules, &mut state, &["pass"]);
        assert_eq!(pieces(&rules, &state), "blue:a2 red:-");
        assert_eq!(state.hand[0], 6);
        assert_eq!(state.turn, Seat::SECOND);
        // Blocked by an own piece: pass, and the new piece goes back.
        let mut state = setup(&["c1"], &[], [0, 0], Seat::FIRST, Some(3));
        play_all(&rules, &mut state, &["enter", "2"]);
        assert_eq!(legal_texts(&rules, &state), ["pass"]);
        assert!(
            rules.caption(&state).to_string().contains("ur-entered-stuck"),
            "{}",
            rules.caption(&state)
        );
        play_all(&rules, &mut state, &["pass"]);
        assert_eq!(pieces(&rules, &state), "blue:c1 red:-");
        assert_eq!(state.hand[0], 6);
        let view = rules.view(&state, None);
        assert!(
            view.highlights
                .iter()
                .any(|h| h.cell == "d1" && h.mark == Mark::Captured)
        );
    }

    #[test]
    fn rule_5_one_piece_per_throw_and_no_pass_when_a_move_exists() {
        let rules = ur();
        let mut state = setup(&["d1", "c1"], &[], [0, 0], Seat::FIRST, Some(2));
        assert_eq!(legal_texts(&rules, &state), ["c1"]);
        assert_eq!(
            reason(rules.parse_move(&state, "pass").unwrap_err()),
            "race-cannot-pass"
        );
        play_all(&rules, &mut state, &["c1"]);
        assert_eq!(pieces(&rules, &state), "blue:d1,b1 red:-", "only one piece moved");
    }

    #[test]
    fn rule_6_jumping_blocking_and_captures_only_in_the_middle_row() {
        let rules = ur();
        // Jumps over own and opponent pieces.
        let mut state = setup(&["c1", "b1"], &["a2"], [0, 0], Seat::FIRST, Some(0));
        assert_eq!(legal_texts(&rules, &state), ["c1", "b1"]);
        play_all(&rules, &mut state, &["c1"]);
        assert_eq!(pieces(&rules, &state), "blue:b1,b2 red:a2");
        // Cannot end on an own piece.
        let state = setup(&["d1", "a2"], &[], [0, 0], Seat::FIRST, Some(0));
        assert_eq!(legal_texts(&rules, &state), ["a2"]);
        assert_eq!(
            reason(rules.parse_move(&state, "d1").unwrap_err()),
            "ur-own-piece(square=d1, by=4, to=a2)"
        );
        // Ending on an opponent piece in row 2 sends it home.
        let mut state = setup(&["b2"], &["c2"], [0, 0], Seat::FIRST, Some(2));
        play_all(&rules, &mut state, &["b2"]);
        assert_eq!(pieces(&rules, &state), "blue:c2 red:-");
        assert_eq!(state.hand, [6, 7]);
        let view = rules.view(&state, None);
        let ghost = view.highlights.iter().find(|h| h.mark == Mark::Captured).unwrap();
        assert_eq!(
            (ghost.cell.as_str(), ghost.ghost.as_ref().unwrap().owner),
            ("c2", Some(Seat::SECOND))
        );
        // Red captures too, along the same row 2.
        let mut state = setup(&["a2"], &["a3"], [0, 0], Seat::SECOND, Some(2));
        play_all(&rules, &mut state, &["a3"]);
        assert_eq!(pieces(&rules, &state), "blue:- red:a2");
        // Private rows never meet: b1 and b3 are different squares.
        let mut state = setup(&["c1"], &["b3", "d3"], [0, 0], Seat::FIRST, Some(2));
        play_all(&rules, &mut state, &["c1"]);
        assert_eq!(pieces(&rules, &state), "blue:b1 red:d3,b3");
        assert_eq!(state.hand, [6, 5]);
    }

    #[test]
    fn rule_7_tribute_for_each_landing_on_a_star() {
        let rules = ur();
        let mut state = setup(&["b1", "c2", "h1"], &[], [0, 0], Seat::FIRST, Some(2));
        play_all(&rules, &mut state, &["b1", "2", "c2", "2", "h1"]);
        assert_eq!(pieces(&rules, &state), "blue:a1,d2,g1 red:-");
        assert!(rules.position_text(&state).contains("tribute:3,0"));
        // Not on a star: nothing.
        play_all(&rules, &mut state, &["2", "a1"]);
        assert!(rules.position_text(&state).contains("tribute:3,0"));
        let view = rules.view(&state, None);
        assert_eq!(
            view.seats[0].score_text().as_deref(),
            Some("ur-panel(off=0, tribute=3)")
        );
        assert_eq!(
            view.seats[1].score_text().as_deref(),
            Some("ur-panel(off=0, tribute=0)")
        );
    }

    #[test]
    fn gap_g5_tribute_is_one_token_and_does_not_decide_the_game() {
        let rules = ur();
        let mut state = setup(&["g1"], &["g3"], [6, 0], Seat::FIRST, Some(2));
        state.tribute = [0, 40];
        play_all(&rules, &mut state, &["g1"]);
        assert_eq!(rules.status(&state).outcome().unwrap().winner, Some(Seat::FIRST));
        // Red on b3 → a3 (star): exactly one token.
        let mut state = setup(&[], &["b3"], [0, 0], Seat::SECOND, Some(2));
        play_all(&rules, &mut state, &["b3"]);
        assert_eq!(state.tribute, [0, 1]);
    }

    #[test]
    fn rule_8_bearing_off_needs_the_exact_throw() {
        let rules = ur();
        // g1 is the last square: a 2 (1 square) bears off.
        let mut state = setup(&["g1"], &[], [0, 0], Seat::FIRST, Some(2));
        assert_eq!(legal_texts(&rules, &state), ["g1"]);
        assert_eq!(rules.move_aliases(&state, &UrMove::Advance(14)), ["g1-off"]);
        play_all(&rules, &mut state, &["g1"]);
        assert_eq!(
            (pieces(&rules, &state).as_str(), state.off[0]),
            ("blue:- red:-", 1)
        );
        // A 0 (4 squares) from g1 overshoots: no bouncing back.
        let state = setup(&["g1"], &[], [0, 0], Seat::FIRST, Some(0));
        assert_eq!(legal_texts(&rules, &state), ["pass"]);
        assert_eq!(
            reason(rules.parse_move(&state, "g1").unwrap_err()),
            "ur-beyond-exit(square=g1, by=4, exact=1)"
        );
        // g2 + 4 and f2 + 5 are exactly off; h2 + 4 and h2 + 5 are not.
        let state = setup(&["g2", "h2"], &[], [0, 0], Seat::FIRST, Some(0));
        assert_eq!(legal_texts(&rules, &state), ["g2"]);
        let state = setup(&["f2", "h2"], &[], [5, 0], Seat::FIRST, Some(3));
        assert_eq!(legal_texts(&rules, &state), ["f2"]);
        let mut state = state;
        play_all(&rules, &mut state, &["f2-off"]);
        assert_eq!(state.off[0], 6);
    }

    #[test]
    fn rule_9_first_to_bear_off_all_seven_wins() {
        let rules = ur();
        let mut state = setup(&["g1"], &["g3"], [6, 6], Seat::FIRST, Some(2));
        assert!(rules.status(&state).outcome().is_none());
        play_all(&rules, &mut state, &["g1"]);
        let outcome = rules.status(&state).outcome().cloned().unwrap();
        assert_eq!(outcome.winner, Some(Seat::FIRST));
        assert_eq!(outcome.reason.to_string(), "race-bore-off-all(n=7)");
        assert!(rules.legal_vec(&state).is_empty());
        let mut chance = Vec::new();
        rules.chance_outcomes(&state, &mut chance);
        assert!(chance.is_empty(), "no more throws");
        assert_eq!(
            rules.view(&state, None).caption_text(),
            "caption-won(seat=#0, reason=race-bore-off-all(n=7))",
        );
        let mut state = setup(&["g1"], &["g3"], [6, 6], Seat::SECOND, Some(2));
        play_all(&rules, &mut state, &["g3"]);
        assert_eq!(rules.status(&state).outcome().unwrap().winner, Some(Seat::SECOND));
    }

    #[test]
    fn gap_g1_finkel_track() {
        let blue: Vec<String> = (1..=14).map(|p| square_name(Seat::FIRST, p)).collect();
        let red: Vec<String> = (1..=14).map(|p| square_name(Seat::SECOND, p)).collect();
        assert_eq!(
            blue,
            [
                "d1", "c1", "b1", "a1", "a2", "b2", "c2", "d2", "e2", "f2", "g2", "h2", "h1", "g1"
            ]
        );
        assert_eq!(
            red,
            [
                "d3", "c3", "b3", "a3", "a2", "b2", "c2", "d2", "e2", "f2", "g2", "h2", "h3", "g3"
            ]
        );
        let stars: Vec<String> = STARS.iter().map(|&p| square_name(Seat::FIRST, p)).collect();
        assert_eq!(stars, ["a1", "d2", "g1"]);
        // Walk a piece along the track with throws of 2 (one square each).
        let rules = ur();
        let mut state = setup(&["d1"], &[], [0, 0], Seat::FIRST, None);
        for square in &blue {
            play_all(&rules, &mut state, &["2", square]);
        }
        assert_eq!(state.off[0], 1);
        // Squares off the track are refused as such.
        let state = setup(&["d1"], &["d3"], [0, 0], Seat::FIRST, Some(2));
        assert_eq!(
            reason(rules.parse_move(&state, "d3").unwrap_err()),
            "ur-off-track(square=d3, seat=#0)"
        );
    }

    #[test]
    fn gap_g2_centre_rosette_not_safe_by_default() {
        let rules = ur();
        let mut state = setup(&["c2"], &["d2"], [0, 0], Seat::FIRST, Some(2));
        play_all(&rules, &mut state, &["c2"]);
        assert_eq!(pieces(&rules, &state), "blue:d2 red:-");
        assert_eq!(state.hand[1], 7);
    }

    #[test]
    fn option_safe_centre_rosette() {
        let rules = safe_centre();
        let state = setup(&["c2"], &["d2"], [0, 0], Seat::FIRST, Some(2));
        assert_eq!(legal_texts(&rules, &state), ["pass"]);
        assert_eq!(
            reason(rules.parse_move(&state, "c2").unwrap_err()),
            "ur-safe-centre(square=c2, by=1)"
        );
        // Jumping over it is fine, so is landing on an empty d2, and the
        // other middle squares stay open to capture.
        let mut state = setup(&["c2"], &["d2", "e2"], [0, 0], Seat::FIRST, Some(0));
        play_all(&rules, &mut state, &["c2"]);
        assert_eq!(pieces(&rules, &state), "blue:g2 red:d2,e2");
        let mut state = setup(&["c2"], &["e2"], [0, 0], Seat::FIRST, Some(2));
        play_all(&rules, &mut state, &["c2", "2", "d2"]);
        assert_eq!(pieces(&rules, &state), "blue:e2 red:-");
    }

    #[test]
    fn gap_g3_cannot_enter_onto_own_piece() {
        let rules = ur();
        let state = setup(&["d1"], &[], [0, 0], Seat::FIRST, Some(3));
        assert_eq!(legal_texts(&rules, &state), ["d1"]);
        assert_eq!(
            reason(rules.parse_move(&state, "enter").unwrap_err()),
            "ur-entry-taken(square=d1)"
        );
        // An opponent piece on d3 does not block Blue's entry, nor on d1 Red's.
        let state = setup(&[], &["d3"], [0, 0], Seat::FIRST, Some(3));
        assert_eq!(legal_texts(&rules, &state), ["enter"]);
    }

    #[test]
    fn gap_g4_forced_three_moves_the_new_piece_five() {
        let rules = ur();
        let mut state = setup(&["a2"], &[], [0, 0], Seat::FIRST, Some(3));
        play_all(&rules, &mut state, &["enter", "3"]);
        assert_eq!(legal_texts(&rules, &state), ["d1"]);
        assert_eq!(
            reason(rules.parse_move(&state, "enter").unwrap_err()),
            "ur-move-entered(square=d1)"
        );
        play_all(&rules, &mut state, &["d1"]);
        assert_eq!(pieces(&rules, &state), "blue:a2,b2 red:-");
        // Now an ordinary 3 may enter again.
        play_all(&rules, &mut state, &["3"]);
        assert_eq!(legal_texts(&rules, &state), ["enter", "a2", "b2"]);
    }

    #[test]
    fn gap_g6_unusable_throw_ends_the_turn() {
        let rules = ur();
        let mut state = setup(&["g1"], &["a3"], [0, 0], Seat::FIRST, Some(0));
        assert_eq!(legal_texts(&rules, &state), ["pass"]);
        assert_eq!(
            rules.caption(&state).to_string(),
            "ur-threw(seat=#0, throw=0, what=ur-no-move-possible)"
        );
        play_all(&rules, &mut state, &["pass"]);
        assert_eq!((rules.status(&state), state.turn), (Status::Chance, Seat::SECOND));
    }

    #[test]
    fn catalog_example_enter_then_throw_of_four() {
        // Text: throw 3c → enter; next throw 0c (4) → the piece on d1 goes to a2.
        let rules = ur();
        let mut state = rules.initial();
        play_all(&rules, &mut state, &["3", "enter"]);
        assert_eq!(pieces(&rules, &state), "blue:d1 red:-");
        play_all(&rules, &mut state, &["0"]);
        assert_eq!(
            rules.position_text(&state),
            "blue:d1 red:- hand:6,7 off:0,0 tribute:0,0 turn:blue throw:0 entered:d1 ply:3"
        );
        play_all(&rules, &mut state, &["d1"]);
        assert_eq!(
            rules.position_text(&state),
            "blue:a2 red:- hand:6,7 off:0,0 tribute:0,0 turn:blue throw:- entered:- ply:4"
        );
    }

    #[test]
    fn chance_weights_are_one_three_three_one_eighths() {
        let rules = ur();
        let state = rules.initial();
        let mut out = Vec::new();
        rules.chance_outcomes(&state, &mut out);
        let texts: Vec<(String, u32)> = out
            .iter()
            .map(|(m, w)| (rules.format_move(&state, m), *w))
            .collect();
        assert_eq!(
            texts,
            [
                ("0".to_string(), 1),
                ("1".to_string(), 3),
                ("2".to_string(), 3),
                ("3".to_string(), 1)
            ]
        );
        let total: u32 = out.iter().map(|(_, w)| w).sum();
        let probabilities: Vec<f64> = out
            .iter()
            .map(|(_, w)| f64::from(*w) / f64::from(total))
            .collect();
        assert_eq!(probabilities, [0.125, 0.375, 0.375, 0.125]);
        // Each weight is the number of ways three fair binary dice show k tips.
        for (k, (_, w)) in out.iter().enumerate() {
            let ways = (0..8u32).filter(|bits| bits.count_ones() as usize == k).count();
            assert_eq!(*w as usize, ways);
        }
        // No chance listed where a seat is to move.
        let mut state = state;
        play_all(&rules, &mut state, &["1"]);
        out.clear();
        rules.chance_outcomes(&state, &mut out);
        assert!(out.is_empty());
    }

    #[test]
    fn erased_face_records_throws_and_replays() {
        let mut game = crate::registry::start("ur-bell", &BTreeMap::new()).unwrap();
        assert_eq!(
            crate::registry::find("Royal Game of Ur").unwrap().info().slug,
            "ur-bell"
        );
        assert_eq!(
            crate::registry::find("gioco reale di ur").unwrap().info().slug,
            "ur-bell"
        );
        assert_eq!(
            game.chance(),
            [("0".into(), 1), ("1".into(), 3), ("2".into(), 3), ("3".into(), 1)]
        );
        // A move at a chance node is refused.
        let err = game.play("enter").unwrap_err();
        assert_eq!(
            err,
            MoveError::illegal(
                "enter",
                Message::new("race-throw-first").seat("seat", Seat::FIRST)
            )
        );
        let seed = crate::chance::parse_seed("2024").unwrap();
        let mut throws = 0;
        while game.ply() < 300 && game.status().outcome().is_none() {
            if game.status() == Status::Chance {
                let ply = game.ply();
                let thrown = game.throw_from_seed(&seed).unwrap();
                assert_eq!(game.history()[ply], thrown, "the throw is in the move list");
                assert!(["0", "1", "2", "3"].contains(&thrown.as_str()));
                throws += 1;
            } else {
                let legal = game.legal();
                game.play(&legal[game.ply() % legal.len()]).unwrap();
            }
        }
        assert!(throws > 100);
        let mut replay = crate::registry::start("ur-bell", &BTreeMap::new()).unwrap();
        for text in game.history() {
            replay.play(text).unwrap();
        }
        assert_eq!(replay.position(), game.position());
        assert_eq!(replay.history(), game.history());
        // The same seed gives the same throws.
        let mut again = crate::registry::start("ur-bell", &BTreeMap::new()).unwrap();
        assert_eq!(
            again.throw_from_seed(&seed).as_deref(),
            Some(game.history()[0].as_str())
        );
    }

    #[test]
    fn ply_cap_ends_the_game_by_pieces_borne_off() {
        let rules = ur();
        assert_eq!(INFO.max_plies, MAX_PLIES);
        let mut state = setup(&["a2"], &["b2"], [2, 1], Seat::SECOND, None);
        state.ply = MAX_PLIES - 1;
        assert_eq!(rules.status(&state), Status::Chance);
        play_all(&rules, &mut state, &["3"]);
        let outcome = rules.status(&state).outcome().cloned().unwrap();
        assert_eq!(outcome.winner, Some(Seat::FIRST));
        assert_eq!(outcome.scores, Some(vec![2, 1]));
        assert_eq!(
            outcome.reason,
            Message::new("race-cap-off")
                .count("plies", 4000)
                .count("a", 2)
                .count("b", 1)
        );
        assert!(rules.legal_vec(&state).is_empty());
        let mut state = setup(&["a2"], &["b2"], [3, 3], Seat::SECOND, None);
        state.ply = MAX_PLIES;
        assert_eq!(
            rules.status(&state).outcome().unwrap().winner,
            None,
            "equal: a draw"
        );
    }

    #[test]
    fn notation_round_trips_aliases_and_steps() {
        let rules = ur();
        let states = [
            setup(&["d1", "c1", "a2", "g1"], &["b2"], [0, 0], Seat::FIRST, Some(3)),
            setup(&["d1", "g2"], &["b3", "a2"], [0, 0], Seat::SECOND, Some(0)),
            setup(&[], &[], [0, 0], Seat::FIRST, None),
        ];
        for state in &states {
            let mut moves = rules.legal_vec(state);
            let mut outcomes = Vec::new();
            rules.chance_outcomes(state, &mut outcomes);
            moves.extend(outcomes.into_iter().map(|(m, _)| m));
            assert!(!moves.is_empty());
            for mv in moves {
                let text = rules.format_move(state, &mv);
                assert_eq!(rules.parse_move(state, &text), Ok(mv));
                assert_eq!(rules.parse_move(state, &text.to_uppercase()), Ok(mv));
                assert_eq!(rules.move_steps(state, &mv).concat(), text);
                for alias in rules.move_aliases(state, &mv) {
                    assert_eq!(rules.parse_move(state, &alias), Ok(mv), "{alias}");
                }
            }
        }
        let state = &states[1];
        assert_eq!(rules.parse_move(state, " B3 - C2 "), Ok(UrMove::Advance(3)));
        assert_eq!(rules.parse_move(&states[2], "3c"), Ok(UrMove::Throw(3)));
    }

    #[test]
    fn refusals_say_why_and_never_panic() {
        let rules = ur();
        let state = setup(&["d1", "c2"], &["b2"], [0, 0], Seat::FIRST, Some(2));
        let cases = [
            ("enter", "ur-enter-on-3"),
            ("a2", "ur-no-piece(square=a2)"),
            ("b2", "ur-no-piece(square=b2)"),
            ("2", "race-already-thrown(dice=2, notation=ur-notation)"),
            ("d1-b1", "ur-goes-to(square=d1, to=c1)"),
        ];
        for (text, why) in cases {
            assert_eq!(reason(rules.parse_move(&state, text).unwrap_err()), why, "{text}");
        }
        let state = setup(&["d1"], &[], [0, 0], Seat::FIRST, Some(1));
        assert_eq!(
            reason(rules.parse_move(&state, "d1").unwrap_err()),
            "ur-one-moves-nothing"
        );
        let state = setup(
            &["d1", "c1", "b1", "a1", "a2", "b2", "c2"],
            &[],
            [0, 0],
            Seat::FIRST,
            Some(3),
        );
        assert_eq!(
            reason(rules.parse_move(&state, "enter").unwrap_err()),
            "ur-none-to-enter"
        );
        // Not moves at all, at a move and at a chance node; nothing panics.
        let odd = [
            "", "   ", "e1", "f3", "i2", "a4", "a", "4", "zz", "é", "🎲🎲", "-", "d1-", "a2-off-x", "enterr",
        ];
        let long = "x".repeat(10_000);
        for state in [state.clone(), setup(&["d1"], &[], [0, 0], Seat::FIRST, None)] {
            for text in odd.iter().copied().chain([long.as_str()]) {
                let err = rules.parse_move(&state, text).unwrap_err();
                assert!(matches!(err, MoveError::NotAMove { .. }), "{text:?}: {err:?}");
                assert!(err.to_string().len() < 200);
            }
        }
        let at_chance = setup(&["d1"], &[], [0, 0], Seat::FIRST, None);
        assert_eq!(
            rules.parse_move(&at_chance, "d1"),
            Err(MoveError::illegal(
                "d1",
                Message::new("race-throw-first").seat("seat", Seat::FIRST)
            ))
        );
        let err = rules.parse_move(&at_chance, "4").unwrap_err();
        assert_eq!(err, MoveError::not_a_move("4", Message::new("ur-throws")));
        let mut over = setup(&["g1"], &[], [6, 0], Seat::FIRST, Some(2));
        play_all(&rules, &mut over, &["g1"]);
        assert!(matches!(
            rules.parse_move(&over, "3"),
            Err(MoveError::NoMoveExpected { .. })
        ));
    }

    #[test]
    fn view_draws_each_seats_way_from_entry_to_exit() {
        let rules = ur();
        let view = rules.view(&rules.initial(), None);
        assert_eq!(view.routes.len(), 2);
        for (route, seat) in view.routes.iter().zip([Seat::FIRST, Seat::SECOND]) {
            assert_eq!(route.owner, Some(seat));
            let way: Vec<String> = (1..=14).map(|p| square_name(seat, p)).collect();
            assert_eq!(route.cells, way);
        }
        assert_ne!(
            view.routes[0].cells[0], view.routes[1].cells[0],
            "each seat enters on its own row"
        );
    }

    #[test]
    fn view_shows_track_pieces_dice_marks_and_panels() {
        let rules = ur();
        let mut state = setup(&["b2", "h1"], &["c2", "d3"], [1, 0], Seat::FIRST, Some(2));
        play_all(&rules, &mut state, &["b2"]);
        let view = rules.view(&state, Some(Seat::FIRST));
        let Board::Track(drawn) = &view.board else {
            panic!("{:?}", view.board)
        };
        let columns = &drawn.columns;
        let rows = &drawn.rows;
        let squares = &drawn.squares;
        assert_eq!((*columns, *rows, squares.len()), (8, 3, 20));
        let rosettes: Vec<&str> = squares
            .iter()
            .filter(|s| s.special.as_deref() == Some("rosette"))
            .map(|s| s.name.as_str())
            .collect();
        assert_eq!(rosettes, ["a1", "g1", "d2", "a3", "g3"]);
        assert!(
            !squares
                .iter()
                .any(|s| ["e1", "f1", "e3", "f3"].contains(&s.name.as_str()))
        );
        let h1 = squares.iter().find(|s| s.name == "h1").unwrap();
        assert_eq!((h1.column, h1.row), (7, 0));
        let mut on_board: Vec<(String, Option<Seat>)> =
            view.pieces.iter().map(|p| (p.cell.clone(), p.owner)).collect();
        on_board.sort();
        assert_eq!(
            on_board,
            [
                ("c2".to_string(), Some(Seat::FIRST)),
                ("d3".to_string(), Some(Seat::SECOND)),
                ("h1".to_string(), Some(Seat::FIRST)),
            ]
        );
        assert!(view.pieces.iter().all(|p| p.kind == "man"));
        let dice = view.dice.as_ref().unwrap();
        assert_eq!((dice.kind.as_str(), dice.value.as_str()), ("tetrahedra", "2"));
        assert_eq!(dice.faces.iter().filter(|&&f| f == 1).count(), 2);
        assert_eq!(dice.faces.len(), 3);
        let marks: Vec<(&str, Mark)> = view
            .highlights
            .iter()
            .map(|h| (h.cell.as_str(), h.mark))
            .collect();
        assert_eq!(
            marks,
            [("b2", Mark::From), ("c2", Mark::To), ("c2", Mark::Captured)]
        );
        assert_eq!(view.arrows, [("b2".to_string(), "c2".to_string())]);
        assert_eq!(view.seats[0].in_hand, Some(4));
        assert_eq!(view.seats[1].in_hand, Some(6));
        assert_eq!(
            view.seats[0].score_text().as_deref(),
            Some("ur-panel(off=1, tribute=0)")
        );
        assert_eq!(view.to_move, None, "a throw is due");
        assert_eq!(view.caption_text(), "race-to-throw(seat=#0)");
        play_all(&rules, &mut state, &["3"]);
        let view = rules.view(&state, None);
        assert_eq!(view.to_move, Some(Seat::FIRST));
        assert_eq!(
            view.caption_text(),
            "ur-threw(seat=#0, throw=3, what=ur-enter-or-move-5)"
        );
        assert_eq!(view.dice.unwrap().faces, [1, 1, 1]);
        play_all(&rules, &mut state, &["enter", "2"]);
        assert_eq!(
            rules.view(&state, None).caption_text(),
            "ur-threw(seat=#0, throw=2, what=ur-move-entered-by(square=d1, by=1))"
        );
    }

    #[test]
    fn position_refusals_name_the_piece_count_and_the_shared_square() {
        let ur = ur();
        let text = "blue:d1,a2 red:- hand:6,7 off:0,0 tribute:0,0 turn:blue throw:2 entered:- ply:9";
        let err = ur.from_position(text).unwrap_err();
        assert!(err.message().contains("Blue has 8 pieces"), "{err}");
        let both = "blue:a2 red:a2 hand:6,6 off:0,0 tribute:0,0 turn:red throw:- entered:- ply:9";
        let err = ur.from_position(both).unwrap_err();
        assert!(err.message().contains("both sides have a piece on a2"), "{err}");
        let good = "blue:d1,a2 red:- hand:5,7 off:0,0 tribute:0,0 turn:blue throw:2 entered:d1 ply:9";
        let state = ur.from_position(good).unwrap();
        assert_eq!(ur.position_text(&state), good);
        assert_eq!(legal_texts(&ur, &state), ["d1"]);
    }

    #[test]
    fn perft_is_frozen() {
        // Frozen from this implementation; throws count as plies. By hand:
        // depth 1: the 4 throws. Depth 2: with no piece on the board, 0, 1
        // and 2 give only `pass` and 3 only `enter`: 4. Depth 3: after each
        // of the 3 passes Red throws (4 each), after `enter` Blue throws
        // again (4): 16. Depth 4: Red, with no piece, has one move per throw
        // (12); Blue's new piece has one move per throw (d1 with 0, 2, 3;
        // pass with 1): 16.
        let rules = ur();
        let counts: Vec<u64> = (1..=10).map(|d| perft(&rules, &rules.initial(), d)).collect();
        assert_eq!(counts, [4, 4, 16, 16, 64, 67, 268, 285, 1_140, 1_233]);
        // The start is slow (a 3 is needed to enter), so also from a middle
        // game with blocking, captures and overshooting in reach. Depth 2 by
        // hand (Blue d1 b1 a2 d2 h1, one in hand; Red c3 b2 e2 g2): a 0 moves
        // b1, a2 (takes e2) or d2 = 3; a 1 passes = 1; a 2 moves d1, b1,
        // a2 (takes b2), d2 (takes e2) or h1 = 5; a 3 cannot enter (d1 is
        // taken) and moves d1 (takes b2) or a2 = 2; in all 11.
        let middle = setup(
            &["d1", "b1", "a2", "d2", "h1"],
            &["c3", "b2", "e2", "g2"],
            [1, 2],
            Seat::FIRST,
            None,
        );
        let counts: Vec<u64> = (1..=6).map(|d| perft(&rules, &middle, d)).collect();
        assert_eq!(counts, [4, 11, 44, 122, 488, 1_302]);
    }
}
