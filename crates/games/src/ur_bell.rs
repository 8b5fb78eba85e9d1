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

use crate::notation::{MoveError, normalize};
use crate::options::{OptionError, OptionKind, OptionSpec, Options};
use crate::view::{Board, Dice, Highlight, Mark, Piece, SeatPanel, TrackSquare, View};
use crate::{GameInfo, Outcome, Rules, Seat, Status};

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
    min_seats: 2,
    max_seats: 2,
    seat_names: &["Blue", "Red"],
    chance: true,
    hidden: false,
    options: &[OptionSpec {
        name: "safe-centre-rosette",
        kind: OptionKind::Bool,
        default: "false",
        help: "a piece on the centre star d2 cannot be captured (Finkel's rule; not in Bell's text)",
    }],
    max_plies: MAX_PLIES,
    source: "catalog tavolando-3-8.md, 7. Royal Game of Ur (Tavolando §4.1, after R. C. Bell 1979)",
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

const NOTATION: &str = "a move is `enter`, the square of a piece of yours (d1, a2 …), or `pass`";
const THROWS: &str = "a throw is the number of coloured tips up: 0, 1, 2 or 3";

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
    fn destination(&self, state: &UrState, from: u8, throw: u8) -> Result<u8, String> {
        let seat = state.turn;
        let Some(d) = distance(throw) else {
            return Err("a throw of 1 moves nothing: pass".into());
        };
        let here = square_name(seat, from);
        let to = from + d;
        if to > OFF {
            return Err(format!(
                "the piece on {here} cannot move by {d}: it would go beyond the exit (bearing off needs exactly {})",
                OFF - from
            ));
        }
        if to < OFF && has(state.board[seat.index()], to) {
            return Err(format!(
                "the piece on {here} cannot move by {d}: it would land on your own piece on {}",
                square_name(seat, to)
            ));
        }
        if self.safe_centre && to == CENTRE && has(state.board[seat.other().index()], to) {
            return Err(format!(
                "the piece on {here} cannot move by {d}: the piece on the safe centre star d2 cannot be captured"
            ));
        }
        Ok(to)
    }

    /// Why `enter` is not possible now, if it is not.
    fn enter_refusal(&self, state: &UrState, throw: u8) -> Option<String> {
        let seat = state.turn;
        if state.entered {
            Some(format!(
                "you must move the piece you just entered ({})",
                square_name(seat, 1)
            ))
        } else if throw != 3 {
            Some("enter only on a throw of 3".into())
        } else if state.hand[seat.index()] == 0 {
            Some("you have no piece left to enter".into())
        } else if has(state.board[seat.index()], 1) {
            Some(format!(
                "your own piece is on your entry square {}",
                square_name(seat, 1)
            ))
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

    fn caption(&self, state: &UrState) -> String {
        let who = name(state.turn);
        match (self.status(state), state.throw) {
            (Status::Over(outcome), _) => match outcome.winner {
                Some(w) => format!("{} wins: {}", name(w), outcome.reason),
                None => format!("Draw: {}", outcome.reason),
            },
            (_, None) => format!("{who} to throw"),
            (_, Some(throw)) => {
                let mut moves = Vec::new();
                self.real_moves(state, throw, &mut moves);
                let what = match (distance(throw), state.entered) {
                    (None, true) => "no move: pass, the piece just entered goes back".to_string(),
                    (None, false) => "no move: pass".to_string(),
                    (Some(_), _) if moves.is_empty() && state.entered => {
                        "the piece just entered cannot move: pass, it goes back".to_string()
                    }
                    (Some(_), _) if moves.is_empty() => "no move possible: pass".to_string(),
                    (Some(d), true) => format!(
                        "move the piece just entered on {} {d} square{}",
                        square_name(state.turn, 1),
                        if d == 1 { "" } else { "s" }
                    ),
                    (Some(1), false) => "move a piece 1 square".to_string(),
                    (Some(5), false) => "enter a piece or move one 5 squares".to_string(),
                    (Some(d), false) => format!("move a piece {d} squares"),
                };
                format!("{who} threw {throw}: {what}")
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
            return Status::Over(Outcome::win(seat, "bore off all 7 pieces"));
        }
        if state.ply >= MAX_PLIES {
            let [blue, red] = state.off;
            let reason = format!("the {MAX_PLIES}-ply limit was reached with {blue}-{red} pieces borne off");
            let outcome = match blue.cmp(&red) {
                std::cmp::Ordering::Greater => Outcome::win(Seat::FIRST, reason),
                std::cmp::Ordering::Less => Outcome::win(Seat::SECOND, reason),
                std::cmp::Ordering::Equal => Outcome::draw(reason),
            };
            return Status::Over(outcome.with_scores(vec![i32::from(blue), i32::from(red)]));
        }
        match state.throw {
            None => Status::Chance,
            Some(_) => Status::ToMove(state.turn),
        }
    }

    fn legal_moves(&self, state: &UrState, out: &mut Vec<UrMove>) {
        if !matches!(self.status(state), Status::ToMove(_)) {
            return;
        }
        let Some(throw) = state.throw else { return };
        let before = out.len();
        self.real_moves(state, throw, out);
        if out.len() == before {
            out.push(UrMove::Pass);
        }
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
                    reason: format!("the game is over ({})", outcome.reason),
                };
            }
            (Status::Chance, _) | (_, None) => {
                return match reading {
                    Some(Reading::Throw) | None => MoveError::not_a_move(text, THROWS),
                    Some(_) => {
                        MoveError::illegal(text, format!("throw first: {}'s throw is due", name(seat)))
                    }
                };
            }
            (Status::ToMove(_), Some(throw)) => throw,
        };
        let mut moves = Vec::new();
        self.real_moves(state, throw, &mut moves);
        match reading {
            None => MoveError::not_a_move(text, NOTATION),
            Some(Reading::Throw) => MoveError::illegal(
                text,
                format!("the dice were already thrown ({throw}); {NOTATION}"),
            ),
            Some(Reading::Pass) => MoveError::illegal(text, "you cannot pass when a move exists"),
            Some(Reading::Enter) => MoveError::illegal(
                text,
                self.enter_refusal(state, throw)
                    .unwrap_or_else(|| "entering is not possible now".into()),
            ),
            Some(Reading::Square(square)) => {
                let here = format!("{}{}", char::from(b'a' + square.0), square.1);
                let Some(p) = track_position(seat, square) else {
                    return MoveError::illegal(text, format!("{here} is not on {}'s track", name(seat)));
                };
                if !has(state.board[seat.index()], p) {
                    return MoveError::illegal(text, format!("no piece of yours on {here}"));
                }
                if state.entered && p != 1 {
                    return MoveError::illegal(
                        text,
                        format!(
                            "you must move the piece you just entered ({})",
                            square_name(seat, 1)
                        ),
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
                            format!("with this throw the piece on {here} goes to {target}: play {here}"),
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

    fn view(&self, state: &UrState, _seat: Option<Seat>) -> View {
        let mut squares = Vec::new();
        for row in 1..=3u8 {
            for file in 0..8u8 {
                if row != 2 && (file == 4 || file == 5) {
                    continue;
                }
                let name = format!("{}{}", char::from(b'a' + file), row);
                let star = matches!(name.as_str(), "a1" | "a3" | "d2" | "g1" | "g3");
                squares.push(TrackSquare {
                    name,
                    column: file,
                    row: row - 1,
                    special: star.then(|| "rosette".to_string()),
                });
            }
        }
        let mut view = View::new(Board::Track {
            columns: 8,
            rows: 3,
            squares,
        });
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
            .map(|s| SeatPanel {
                seat: s,
                role: name(s).to_string(),
                score: Some(format!(
                    "{} off, tribute {}",
                    state.off[s.index()],
                    state.tribute[s.index()]
                )),
                in_hand: Some(u32::from(state.hand[s.index()])),
            })
            .collect();
        view.dice = state.last_throw.map(|n| Dice {
            kind: "tetrahedra".into(),
            faces: (0..3).map(|i| u8::from(i < n)).collect(),
            value: n.to_string(),
        });
        view.to_move = self.status(state).seat();
        view.caption = self.caption(state);
        view
    }
}
