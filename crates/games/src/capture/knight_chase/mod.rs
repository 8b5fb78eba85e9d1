//! Knight Chase (Alex Randolph, 1969; catalog `randolph-1-15.md` §6).
//!
//! An 8×8 board, a black knight (the hunted, h1, seat 0, moves first), a
//! white knight (the hunter, a8, seat 1) and 30 discs in a shared supply.
//! A turn is a knight's move to a free square (no disc, no knight; White
//! may land on Black's knight, which wins), then two discs: one on the
//! square just left, one on any free square the mover chooses; while the
//! opponent's knight has a single move, the chosen disc may not cover its
//! destination (gap 2: the vacated square's disc is always placed).
//! Knights leap over discs and knights as in chess.
//!
//! The 30th disc falls in Black's 8th turn (the 15th turn); then White
//! has ten more moves, without discs, to capture, and loses if none does.
//! A knight that cannot move when its side is to move loses the game for
//! White: Black wins when either knight is blocked (gap 3).
//!
//! "A single move" of the opponent is counted on the board as it is when
//! the chosen disc goes down: the mover's knight on its new square and the
//! disc on the square it left.
//!
//! # Notation
//!
//! `g3 d5`: the knight's square, then the chosen disc's (`g3d5`, `g3-d5`
//! accepted); once the discs are gone, and for a capture, the knight's
//! square alone (`f7`). Picker steps: the knight's square, then the
//! disc's file and its rank (` d`, `5`), so no step offers more than
//! eight choices.
//!
//! # Position text
//!
//! The ranks from 8 down to 1, one character per square from file a (`b`
//! black knight, `w` white knight, `o` disc, `.` empty), joined by `/`;
//! a space and the side to move (`b` or `w`); a space and the discs left
//! in the supply; a space and White's moves left once the supply is empty
//! (10 until then). The start is `w......./8…/.......b b 30 10` with the
//! eights written out.

use crate::notation::{MoveError, normalize};
use crate::options::{OptionError, Options};
use crate::view::{Board, Highlight, Mark, Piece, SeatPanel, View};
use crate::{GameInfo, Message, Outcome, PositionError, Rules, Seat, Status};

/// This game's words: messages, seat names, word moves, options' help.
pub static WORDS: crate::Words = crate::Words {
    key: "knight-chase",
    en: include_str!("en.ftl"),
    it: include_str!("it.ftl"),
    shared: &[],
};

static INFO: GameInfo = GameInfo {
    slug: "knight-chase",
    name_en: "Knight Chase",
    name_it: "Knight Chase",
    aliases: &["kc", "plop", "pferdeäppel", "caccia al cavallo"],
    family: crate::Family::Capture,
    summary: "a white knight hunts a black one among falling discs, 8×8",
    min_seats: 2,
    max_seats: 2,
    seat_names: &["Black", "White"],
    chance: false,
    hidden: false,
    options: &[],
    // 15 turns with discs, then White's ten moves and Black's nine between.
    max_plies: 34,
    source: "catalog randolph-1-15.md, knight-chase (§6)",
    words: &WORDS,
};

const DISCS: u8 = 30;
const LAST_MOVES: u8 = 10;
const JUMPS: [(i8, i8); 8] = [
    (1, 2),
    (2, 1),
    (2, -1),
    (1, -2),
    (-1, -2),
    (-2, -1),
    (-2, 1),
    (-1, 2),
];

/// A ply: the knight's new square and the chosen disc's (none once the
/// supply is empty or when White captures). Squares are `rank * 8 + file`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct KcMove {
    pub to: u8,
    pub disc: Option<u8>,
}

/// The last ply, for the picture and the reply.
#[derive(Clone, Copy, Debug)]
struct Last {
    mover: Seat,
    from: u8,
    mv: KcMove,
    captured: bool,
}

/// A Knight Chase position.
#[derive(Clone, Debug)]
pub struct KcState {
    /// Discs on the board, one bit per square.
    discs: u64,
    /// The knights' squares: Black's (none once captured), White's.
    black: Option<u8>,
    white: u8,
    to_move: Seat,
    supply: u8,
    /// White's moves left once the supply is empty.
    white_left: u8,
    last: Option<Last>,
}

/// Knight Chase.
#[derive(Clone, Copy, Debug)]
pub struct KnightChase;

fn name(s: u8) -> String {
    format!("{}{}", char::from(b'a' + s % 8), s / 8 + 1)
}

fn jumps(s: u8) -> impl Iterator<Item = u8> {
    let (f, r) = ((s % 8) as i8, (s / 8) as i8);
    JUMPS.iter().filter_map(move |&(df, dr)| {
        let (f, r) = (f + df, r + dr);
        ((0..8).contains(&f) && (0..8).contains(&r)).then_some((r * 8 + f) as u8)
    })
}

fn read_square(text: &str) -> Result<u8, bool> {
    let b = text.as_bytes();
    match b {
        [f @ b'a'..=b'z', r @ b'0'..=b'9'] => {
            if *f > b'h' || *r == b'0' || *r > b'8' {
                Err(true)
            } else {
                Ok((r - b'1') * 8 + (f - b'a'))
            }
        }
        [b'a'..=b'z', b'0'..=b'9', b'0'..=b'9'] => Err(true),
        _ => Err(false),
    }
}

impl KcState {
    fn has_disc(&self, s: u8) -> bool {
        self.discs >> s & 1 == 1
    }

    fn knight(&self, seat: Seat) -> Option<u8> {
        if seat == Seat::FIRST {
            self.black
        } else {
            Some(self.white)
        }
    }

    /// Whether nothing stands on `s`.
    fn free(&self, s: u8) -> bool {
        !self.has_disc(s) && self.black != Some(s) && self.white != s
    }

    /// The squares `seat`'s knight may move to now (White's include
    /// Black's square: the capture).
    fn destinations(&self, seat: Seat) -> Vec<u8> {
        let Some(from) = self.knight(seat) else {
            return Vec::new();
        };
        jumps(from)
            .filter(|&t| self.free(t) || (seat == Seat::SECOND && self.black == Some(t)))
            .collect()
    }

    /// Discs on the board.
    pub fn discs(&self) -> u32 {
        self.discs.count_ones()
    }

    /// Discs left in the supply.
    pub fn supply(&self) -> u8 {
        self.supply
    }

    /// White's moves left once the supply is empty.
    pub fn white_left(&self) -> u8 {
        self.white_left
    }

    /// The knights' squares (Black's, White's).
    pub fn knights(&self) -> (Option<u8>, u8) {
        (self.black, self.white)
    }
}

impl KnightChase {
    fn outcome(state: &KcState) -> Option<Outcome> {
        if state.black.is_none() {
            return Some(Outcome::win(Seat::SECOND, Message::new("knight-chase-captured")));
        }
        if state.supply == 0 && state.white_left == 0 {
            return Some(Outcome::win(
                Seat::FIRST,
                Message::new("knight-chase-time").count("moves", u32::from(LAST_MOVES)),
            ));
        }
        if state.destinations(state.to_move).is_empty() {
            return Some(Outcome::win(
                Seat::FIRST,
                Message::new("knight-chase-blocked").seat("seat", state.to_move),
            ));
        }
        None
    }

    /// The state after the knight's part of `to` and the compulsory disc.
    fn after_jump(state: &KcState, to: u8) -> KcState {
        let mut next = state.clone();
        let seat = state.to_move;
        let from = state.knight(seat).unwrap_or(to);
        if seat == Seat::FIRST {
            next.black = Some(to);
        } else {
            if next.black == Some(to) {
                next.black = None;
            }
            next.white = to;
        }
        if state.supply > 0 && next.black.is_some() {
            next.discs |= 1 << from;
        }
        next
    }

    /// The square the chosen disc may not cover after the jump: the
    /// opponent's only destination, if it has exactly one.
    fn forbidden(after: &KcState, opponent: Seat) -> Option<u8> {
        match after.destinations(opponent).as_slice() {
            [only] => Some(*only),
            _ => None,
        }
    }

    fn legal(state: &KcState, out: &mut Vec<KcMove>) {
        if Self::outcome(state).is_some() {
            return;
        }
        let seat = state.to_move;
        for to in state.destinations(seat) {
            let after = Self::after_jump(state, to);
            if after.black.is_none() || state.supply == 0 {
                out.push(KcMove { to, disc: None });
                continue;
            }
            let forbidden = Self::forbidden(&after, seat.other());
            for d in 0..64u8 {
                if after.free(d) && Some(d) != forbidden {
                    out.push(KcMove { to, disc: Some(d) });
                }
            }
        }
    }

    fn format(mv: KcMove) -> String {
        match mv.disc {
            Some(d) => format!("{} {}", name(mv.to), name(d)),
            None => name(mv.to),
        }
    }

    fn steps(mv: KcMove) -> Vec<String> {
        match mv.disc {
            Some(d) => vec![
                name(mv.to),
                format!(" {}", char::from(b'a' + d % 8)),
                (d / 8 + 1).to_string(),
            ],
            None => vec![name(mv.to)],
        }
    }

    fn diagnose_text(state: &KcState, text: &str) -> MoveError {
        let wanted = normalize(text).replace('-', "");
        let illegal = |m: Message| MoveError::illegal(text, m);
        let square = |t: &str| match read_square(t) {
            Ok(s) => Ok(s),
            Err(true) => Err(MoveError::not_a_move(
                text,
                Message::new("knight-chase-off-board").code("square", t.to_string()),
            )),
            Err(false) => Err(MoveError::not_a_move(text, Message::new("knight-chase-notation"))),
        };
        let cut = wanted
            .char_indices()
            .skip(1)
            .find(|(_, c)| c.is_ascii_alphabetic())
            .map_or(wanted.len(), |(i, _)| i);
        let (a, b) = wanted.split_at(cut);
        let to = match square(a) {
            Ok(s) => s,
            Err(e) => return e,
        };
        let disc = if b.is_empty() {
            None
        } else {
            match square(b) {
                Ok(s) => Some(s),
                Err(e) => return e,
            }
        };
        let seat = state.to_move;
        let Some(from) = state.knight(seat) else {
            return illegal(Message::new("knight-chase-not-legal"));
        };
        if !jumps(from).any(|t| t == to) {
            return illegal(
                Message::new("knight-chase-not-a-jump")
                    .code("from", name(from))
                    .code("square", name(to)),
            );
        }
        if state.has_disc(to) {
            return illegal(Message::new("knight-chase-disc-there").code("square", name(to)));
        }
        if seat == Seat::FIRST && state.white == to {
            return illegal(Message::new("knight-chase-black-never-captures"));
        }
        let after = Self::after_jump(state, to);
        if after.black.is_none() || state.supply == 0 {
            return match disc {
                Some(_) if after.black.is_none() => illegal(Message::new("knight-chase-capture-alone")),
                Some(_) => illegal(Message::new("knight-chase-no-discs").code("square", name(to))),
                None => illegal(Message::new("knight-chase-not-legal")),
            };
        }
        let Some(d) = disc else {
            return MoveError::not_a_move(
                text,
                Message::new("knight-chase-disc-needed").code("square", name(to)),
            );
        };
        if !after.free(d) {
            return illegal(Message::new("knight-chase-disc-taken").code("square", name(d)));
        }
        if Self::forbidden(&after, seat.other()) == Some(d) {
            return illegal(Message::new("knight-chase-only-move").code("square", name(d)));
        }
        illegal(Message::new("knight-chase-not-legal"))
    }
}

impl Rules for KnightChase {
    type State = KcState;
    type Move = KcMove;

    fn info() -> &'static GameInfo {
        &INFO
    }

    fn new(_options: &Options) -> Result<Self, OptionError> {
        Ok(KnightChase)
    }

    fn initial(&self) -> KcState {
        KcState {
            discs: 0,
            black: Some(7),
            white: 56,
            to_move: Seat::FIRST,
            supply: DISCS,
            white_left: LAST_MOVES,
            last: None,
        }
    }

    fn status(&self, state: &KcState) -> Status {
        match Self::outcome(state) {
            Some(outcome) => Status::Over(outcome),
            None => Status::ToMove(state.to_move),
        }
    }

    fn legal_moves(&self, state: &KcState, out: &mut Vec<KcMove>) {
        Self::legal(state, out);
    }

    fn apply(&self, state: &mut KcState, mv: &KcMove) {
        let seat = state.to_move;
        let from = state.knight(seat).unwrap_or(mv.to);
        let supply_before = state.supply;
        let mut next = Self::after_jump(state, mv.to);
        let captured = next.black.is_none();
        if supply_before > 0 && !captured {
            next.supply -= 2;
            if let Some(d) = mv.disc {
                next.discs |= 1 << d;
            }
        } else if seat == Seat::SECOND && supply_before == 0 {
            next.white_left = next.white_left.saturating_sub(1);
        }
        next.to_move = seat.other();
        next.last = Some(Last {
            mover: seat,
            from,
            mv: *mv,
            captured,
        });
        *state = next;
    }

    fn format_move(&self, _state: &KcState, mv: &KcMove) -> String {
        Self::format(*mv)
    }

    fn move_steps(&self, _state: &KcState, mv: &KcMove) -> Vec<String> {
        Self::steps(*mv)
    }

    fn move_aliases(&self, _state: &KcState, mv: &KcMove) -> Vec<String> {
        match mv.disc {
            Some(d) => vec![format!("{}-{}", name(mv.to), name(d))],
            None => Vec::new(),
        }
    }

    fn diagnose(&self, state: &KcState, text: &str) -> MoveError {
        Self::diagnose_text(state, text)
    }

    fn position_text(&self, state: &KcState) -> String {
        let ranks: Vec<String> = (0..8u8)
            .rev()
            .map(|r| {
                (0..8u8)
                    .map(|f| {
                        let s = r * 8 + f;
                        if state.black == Some(s) {
                            'b'
                        } else if state.white == s {
                            'w'
                        } else if state.has_disc(s) {
                            'o'
                        } else {
                            '.'
                        }
                    })
                    .collect()
            })
            .collect();
        let side = if state.to_move == Seat::FIRST { 'b' } else { 'w' };
        format!("{} {side} {} {}", ranks.join("/"), state.supply, state.white_left)
    }

    fn from_position(&self, text: &str) -> Result<KcState, PositionError> {
        let shape = || {
            PositionError::new(
                "a knight chase position is 8 ranks of 8 characters (b black knight, w white knight, o disc, . empty) joined by '/', the side to move (b or w), the discs left and White's moves left",
            )
        };
        let words: Vec<&str> = text.split_whitespace().collect();
        let [board, side, supply, left] = words.as_slice() else {
            return Err(shape());
        };
        let to_move = match *side {
            "b" => Seat::FIRST,
            "w" => Seat::SECOND,
            _ => return Err(shape()),
        };
        let supply: u8 = supply.parse().map_err(|_| shape())?;
        let white_left: u8 = left.parse().map_err(|_| shape())?;
        let ranks: Vec<&str> = board.split('/').collect();
        if ranks.len() != 8 || ranks.iter().any(|r| r.chars().count() != 8) {
            return Err(shape());
        }
        let (mut discs, mut black, mut white) = (0u64, None, None);
        for (i, rank) in ranks.iter().enumerate() {
            for (f, c) in rank.chars().enumerate() {
                let s = ((7 - i) * 8 + f) as u8;
                match c {
                    'o' => discs |= 1 << s,
                    'b' if black.is_none() => black = Some(s),
                    'w' if white.is_none() => white = Some(s),
                    '.' => {}
                    _ => {
                        return Err(PositionError::new(format!(
                            "'{c}' on {}: one b, one w, o or . expected",
                            name(s)
                        )));
                    }
                }
            }
        }
        let Some(white) = white else {
            return Err(PositionError::new("the white knight is missing"));
        };
        let on_board = discs.count_ones();
        if supply > DISCS || supply % 2 == 1 || on_board + u32::from(supply) > u32::from(DISCS) {
            return Err(PositionError::new(format!(
                "{on_board} discs on the board and {supply} in the supply: 30 at most, two per turn"
            )));
        }
        if white_left > LAST_MOVES || (supply > 0 && white_left != LAST_MOVES) {
            return Err(PositionError::new(
                "White's last moves count down from 10 once the supply is empty",
            ));
        }
        // Turns alternate from Black's: while discs fall the supply says
        // whose turn it is, and White plays the first turn without discs.
        let due = match (supply, white_left) {
            (0, LAST_MOVES) => Some(Seat::SECOND),
            (0, _) => None,
            _ if ((DISCS - supply) / 2).is_multiple_of(2) => Some(Seat::FIRST),
            _ => Some(Seat::SECOND),
        };
        if black.is_some() && due.is_some_and(|due| due != to_move) {
            return Err(PositionError::new(
                "the side to move does not follow from the discs",
            ));
        }
        Ok(KcState {
            discs,
            black,
            white,
            to_move,
            supply,
            white_left,
            last: None,
        })
    }

    fn view(&self, state: &KcState, _seat: Option<Seat>) -> View {
        let mut view = View::new(Board::squares(8, 8).checkered(true));
        view.seat_colours = vec!["black".into(), "white".into()];
        for s in 0..64u8 {
            if state.has_disc(s) {
                view.piece(name(s), None, "stone");
            }
        }
        if let Some(b) = state.black {
            view.piece(name(b), Some(Seat::FIRST), "sprite:chess-knight");
        }
        view.piece(name(state.white), Some(Seat::SECOND), "sprite:chess-knight");
        if let Some(last) = state.last {
            view.mark(name(last.from), Mark::From);
            view.mark(name(last.mv.to), Mark::To);
            view.arrows.push((name(last.from), name(last.mv.to)));
            if last.captured {
                view.highlights.push(Highlight {
                    cell: name(last.mv.to),
                    mark: Mark::Captured,
                    ghost: Some(Piece {
                        cell: name(last.mv.to),
                        owner: Some(Seat::FIRST),
                        kind: "sprite:chess-knight".into(),
                    }),
                });
                view.last_move
                    .push(Message::new("knight-chase-takes").code("square", name(last.mv.to)));
            }
        }
        let over = Self::outcome(state);
        if over.is_none() {
            for t in state.destinations(state.to_move) {
                view.mark(name(t), Mark::Choice);
            }
        }
        let white_score = if state.supply > 0 {
            Message::new("knight-chase-discs-left").count("n", u32::from(state.supply))
        } else {
            Message::new("knight-chase-moves-left").count("n", u32::from(state.white_left))
        };
        view.seats = vec![
            SeatPanel::new(Seat::FIRST, INFO.seat_names[0]).score(Some(
                Message::new("knight-chase-discs-left").count("n", u32::from(state.supply)),
            )),
            SeatPanel::new(Seat::SECOND, INFO.seat_names[1]).score(Some(white_score)),
        ];
        view.caption = Some(match over {
            Some(outcome) => outcome.caption(),
            None => {
                view.to_move = Some(state.to_move);
                match state.last {
                    None => Message::new("knight-chase-caption-start").seat("seat", state.to_move),
                    Some(last) if state.supply == 0 => Message::new("knight-chase-caption-last")
                        .seat("seat", last.mover)
                        .code("move", Self::format(last.mv))
                        .count("n", u32::from(state.white_left)),
                    Some(last) => Message::new("knight-chase-caption-played")
                        .seat("seat", last.mover)
                        .code("move", Self::format(last.mv))
                        .count("n", u32::from(state.supply)),
                }
            }
        });
        view
    }
}

#[cfg(test)]
mod tests;
