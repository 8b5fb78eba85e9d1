//! Move texts: square and wall names, reading any move (`e2`, `c3h`,
//! `move c3h e5v`, `1:b1`, `e5^`, `end`, `pass`), writing one with its
//! picker steps and aliases, and saying why a text is not a legal move.

use super::board::{DIRS, Geo, neighbour, wall_clash};
use super::state::QState;
use super::{A, Engine, N, QMove, Relocation, wall_id, wall_of};
use crate::notation::{MoveError, normalize};
use crate::{Message, Seat};

/// The name of square `c` (`e2`).
pub fn square_name(c: usize) -> String {
    format!("{}{}", char::from(b'a' + (c % N) as u8), c / N + 1)
}

/// The name of a wall (`c3h`).
pub fn wall_name(anchor: usize, vertical: bool) -> String {
    format!(
        "{}{}{}",
        char::from(b'a' + (anchor % A) as u8),
        anchor / A + 1,
        if vertical { 'v' } else { 'h' }
    )
}

pub(super) fn id_name(id: u8) -> String {
    let (a, vertical) = wall_of(id);
    wall_name(a, vertical)
}

/// What a well-formed text names.
pub(super) enum Parsed {
    Square(usize),
    Wall(usize, bool),
    /// `1:b1`: a pawn's number (1 or 2) and its square.
    Numbered(u8, usize),
    /// `e5^`: across a wall with the marker.
    Leap(usize),
    /// `move c3h e5v`: a wall moved (ids).
    Shift(u8, u8),
    End,
    Pass,
}

/// Why a text is not well formed.
pub(super) enum Unread {
    /// Not a square or wall at all.
    Shape,
    /// A square off the board.
    OffBoard(String),
    /// A wall anchored off a1–h8.
    Anchor(String),
}

/// Reads any move text (normalised).
pub(super) fn read(text: &str) -> Result<Parsed, Unread> {
    let t: String = text.chars().filter(|&c| c != '-').collect();
    match t.as_str() {
        "pass" => return Ok(Parsed::Pass),
        "end" => return Ok(Parsed::End),
        _ => {}
    }
    if let Some(rest) = t.strip_prefix("move") {
        return read_shift(rest);
    }
    if let Some((n, square)) = t.split_once(':') {
        let n = match n {
            "1" => 1,
            "2" => 2,
            _ => return Err(Unread::Shape),
        };
        return match read_one(square)? {
            Parsed::Square(c) => Ok(Parsed::Numbered(n, c)),
            _ => Err(Unread::Shape),
        };
    }
    if let Some(square) = t.strip_suffix('^') {
        return match read_one(square)? {
            Parsed::Square(c) => Ok(Parsed::Leap(c)),
            _ => Err(Unread::Shape),
        };
    }
    match read_one(&t) {
        // Two walls run together (`c3he5v`, from `c3h-e5v`): a wall moved.
        Err(Unread::Shape) if t.len() == 6 => read_shift(&t),
        other => other,
    }
}

/// Reads `c3he5v` (two walls) as a wall moved.
fn read_shift(t: &str) -> Result<Parsed, Unread> {
    if t.len() != 6 || !t.is_ascii() {
        return Err(Unread::Shape);
    }
    match (read_one(&t[..3])?, read_one(&t[3..])?) {
        (Parsed::Wall(a, v), Parsed::Wall(b, w)) => Ok(Parsed::Shift(wall_id(a, v), wall_id(b, w))),
        _ => Err(Unread::Shape),
    }
}

/// Reads `e2`, `c3h`.
pub(super) fn read_one(t: &str) -> Result<Parsed, Unread> {
    let b = t.as_bytes();
    if b.len() < 2 || !b[0].is_ascii_lowercase() {
        return Err(Unread::Shape);
    }
    let digits = b[1..].iter().take_while(|c| c.is_ascii_digit()).count();
    if digits == 0 || digits > 2 {
        return Err(Unread::Shape);
    }
    let rank: usize = t[1..1 + digits].parse().map_err(|_| Unread::Shape)?;
    let file = usize::from(b[0] - b'a');
    let rest = &t[1 + digits..];
    match rest {
        "" => {
            if file >= N || rank == 0 || rank > N {
                Err(Unread::OffBoard(t.to_string()))
            } else {
                Ok(Parsed::Square((rank - 1) * N + file))
            }
        }
        "h" | "v" => {
            if file >= A || rank == 0 || rank > A {
                Err(Unread::Anchor(t.to_string()))
            } else {
                Ok(Parsed::Wall((rank - 1) * A + file, rest == "v"))
            }
        }
        _ => Err(Unread::Shape),
    }
}

impl Engine {
    /// The number (1 or 2) of pawn `p` among its seat's pawns.
    pub(super) fn pawn_number(p: u8) -> u8 {
        p % 2 + 1
    }

    pub(super) fn format(&self, mv: QMove) -> String {
        match mv {
            QMove::Step { pawn, to } if self.v.pairs => {
                format!("{}:{}", Engine::pawn_number(pawn), square_name(usize::from(to)))
            }
            QMove::Step { to, .. } => square_name(usize::from(to)),
            QMove::Leap(to) => format!("{}^", square_name(usize::from(to))),
            QMove::Wall { anchor, vertical } => wall_name(usize::from(anchor), vertical),
            QMove::Shift { from, to } => format!("move {} {}", id_name(from), id_name(to)),
            QMove::End => "end".to_string(),
            QMove::Pass => "pass".to_string(),
        }
    }

    fn wall_steps(a: usize, vertical: bool) -> [String; 3] {
        [
            char::from(b'a' + (a % A) as u8).to_string(),
            (a / A + 1).to_string(),
            if vertical { "v" } else { "h" }.to_string(),
        ]
    }

    pub(super) fn steps(&self, mv: QMove) -> Vec<String> {
        match mv {
            QMove::Step { pawn, to } if self.v.pairs => {
                vec![
                    format!("{}:", Engine::pawn_number(pawn)),
                    square_name(usize::from(to)),
                ]
            }
            QMove::Wall { anchor, vertical } => Engine::wall_steps(usize::from(anchor), vertical).to_vec(),
            QMove::Shift { from, to } => {
                let (a, vertical) = wall_of(to);
                let mut steps = vec!["move ".to_string(), format!("{} ", id_name(from))];
                steps.extend(Engine::wall_steps(a, vertical));
                steps
            }
            _ => vec![self.format(mv)],
        }
    }

    pub(super) fn aliases(&self, mv: QMove) -> Vec<String> {
        match mv {
            QMove::Wall { anchor, vertical } => {
                let t = wall_name(usize::from(anchor), vertical);
                let (anchor, o) = t.split_at(t.len() - 1);
                vec![format!("{anchor}-{o}")]
            }
            QMove::Step { pawn, to } if self.v.pairs => {
                let square = square_name(usize::from(to));
                let n = Engine::pawn_number(pawn);
                vec![square.clone(), format!("{n}{square}"), format!("{n}-{square}")]
            }
            QMove::Shift { from, to } => vec![format!("{}-{}", id_name(from), id_name(to))],
            _ => Vec::new(),
        }
    }

    fn notation(&self, state: &QState) -> Message {
        let geo = Geo::new(state.h, state.v);
        let mut squares = Vec::new();
        let first = self.pawns_of(usize::from(state.to_move)).start;
        self.pawn_moves(state, &geo, first, &mut squares);
        let mut step = squares
            .first()
            .map(|&c| square_name(usize::from(c)))
            .unwrap_or_else(|| "e2".to_string());
        if self.v.pairs {
            step = format!("1:{step}");
        }
        let message = if self.v.pairs {
            Message::new("quoridor-notation-pairs")
        } else if self.v.relocation != Relocation::Never {
            Message::new("quoridor-notation-shift")
        } else if self.v.wall_jump {
            Message::new("quoridor-notation-leap")
        } else {
            Message::new("quoridor-notation")
        };
        message.code("step", step).code("wall", "c3h")
    }

    pub(super) fn diagnose(&self, state: &QState, text: &str) -> MoveError {
        let parsed = match read(&normalize(text)) {
            Ok(p) => p,
            Err(Unread::Shape) => return MoveError::not_a_move(text, self.notation(state)),
            Err(Unread::OffBoard(s)) => {
                return MoveError::not_a_move(text, Message::new("quoridor-off-board").code("square", s));
            }
            Err(Unread::Anchor(w)) => {
                return MoveError::not_a_move(text, Message::new("quoridor-anchor").code("wall", w));
            }
        };
        let illegal = |m: Message| MoveError::illegal(text, m);
        // Texts of moves this rule set does not have.
        match parsed {
            Parsed::Numbered(..) if !self.v.pairs => {
                return MoveError::not_a_move(text, self.notation(state));
            }
            Parsed::Leap(_) if !self.v.wall_jump => return MoveError::not_a_move(text, self.notation(state)),
            Parsed::Shift(..) if self.v.relocation == Relocation::Never => {
                return MoveError::not_a_move(text, self.notation(state));
            }
            Parsed::End if self.v.relocation != Relocation::Die => {
                return MoveError::not_a_move(text, self.notation(state));
            }
            _ => {}
        }
        if state.done > 0 && !matches!(parsed, Parsed::Shift(..) | Parsed::End) {
            return illegal(Message::new("quoridor-die-turn").count("n", state.face - state.done));
        }
        let geo = Geo::new(state.h, state.v);
        let seat = usize::from(state.to_move);
        match parsed {
            Parsed::Pass => illegal(Message::new("quoridor-no-pass")),
            Parsed::End => illegal(Message::new("quoridor-no-end")),
            Parsed::Square(c) if self.v.pairs => {
                let lists: Vec<String> = self
                    .pawns_of(seat)
                    .map(|p| {
                        let mut squares = Vec::new();
                        self.pawn_moves(state, &geo, p, &mut squares);
                        squares
                            .iter()
                            .map(|&s| square_name(usize::from(s)))
                            .collect::<Vec<_>>()
                            .join(", ")
                    })
                    .collect();
                illegal(
                    Message::new("quoridor-pair-moves")
                        .part("why", self.square_why(state, c))
                        .code("one", lists[0].clone())
                        .code("two", lists[1].clone()),
                )
            }
            Parsed::Square(c) => self.pawn_refusal(state, &geo, seat, c, text),
            Parsed::Numbered(n, c) => self.pawn_refusal(state, &geo, 2 * seat + usize::from(n) - 1, c, text),
            Parsed::Leap(c) => {
                let me = usize::from(state.pawns[seat]);
                if !self.entitled(state) {
                    return illegal(
                        Message::new("quoridor-marker-away").seat("seat", Seat(state.holder - 1)),
                    );
                }
                let Some(d) = DIRS.iter().copied().find(|&d| neighbour(me, d) == Some(c)) else {
                    return illegal(Message::new("quoridor-leap-next").code("square", square_name(c)));
                };
                if geo.open[me] & d != 0 {
                    return illegal(Message::new("quoridor-leap-no-wall").code("square", square_name(c)));
                }
                if self.occupied(state, c) {
                    return illegal(Message::new("quoridor-occupied").code("square", square_name(c)));
                }
                if !self.way_from(&geo, seat, c) {
                    return illegal(Message::new("quoridor-leap-shut").code("square", square_name(c)));
                }
                illegal(Message::new("quoridor-not-legal"))
            }
            Parsed::Wall(a, vertical) => {
                if state.left[seat] == 0 {
                    return illegal(Message::new("quoridor-no-walls"));
                }
                if let Some(why) = wall_clash(state.h, state.v, a, vertical) {
                    return illegal(why);
                }
                if let Some(s) = self.shut_off(state, &geo, &self.cuts(state, &geo), a, vertical) {
                    return illegal(
                        Message::new("quoridor-wall-shuts")
                            .code("wall", wall_name(a, vertical))
                            .seat("seat", Seat(s as u8)),
                    );
                }
                illegal(Message::new("quoridor-not-legal"))
            }
            Parsed::Shift(from, to) => illegal(
                self.shift_refusal(state, from, to)
                    .unwrap_or_else(|| Message::new("quoridor-not-legal")),
            ),
        }
    }

    /// Why a pawn may not go to square `c` (it cannot).
    fn square_why(&self, state: &QState, c: usize) -> Message {
        if self.occupied(state, c) {
            Message::new("quoridor-occupied").code("square", square_name(c))
        } else {
            Message::new("quoridor-pawn-cannot").code("square", square_name(c))
        }
    }

    fn pawn_refusal(&self, state: &QState, geo: &Geo, p: usize, c: usize, text: &str) -> MoveError {
        let mut squares = Vec::new();
        self.pawn_moves(state, geo, p, &mut squares);
        let me = usize::from(state.pawns[p]);
        let list: Vec<String> = squares.iter().map(|&s| square_name(usize::from(s))).collect();
        let why = if c == me {
            Message::new("quoridor-stay")
        } else {
            self.square_why(state, c)
        };
        MoveError::illegal(
            text,
            Message::new("quoridor-pawn-moves")
                .part("why", why)
                .code("from", square_name(me))
                .code("moves", list.join(", ")),
        )
    }
}
