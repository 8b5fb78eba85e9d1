//! Move texts: `2 i5` (token 2 to i5), `home 2` (token 2 over the finish
//! line), `block i5 j5` (the obstacle, on a King), `pass`; a throw is the
//! face's word (`knight`). Also read: the catalog's `/move 2 i5` and
//! `/block i5 j5`, the token's square for its number (`i3 i5`, `i3-i5`),
//! the obstacle's squares in either order, and the Italian words.

use super::SMove;
use super::board;
use super::legal::{Dest, Engine};
use super::state::{Face, Loc, SState, TOKENS};
use crate::notation::{MoveError, leading_square_name, normalize};
use crate::{Message, Status};

/// The canonical text of `mv`.
pub fn format(mv: SMove) -> String {
    match mv {
        SMove::Throw(f) => f.word().into(),
        SMove::Go {
            token,
            to: Dest::Square(sq),
        } => format!("{} {}", token + 1, board::name(sq)),
        SMove::Go {
            token,
            to: Dest::Home,
        } => format!("home {}", token + 1),
        SMove::Block(a, b) => format!("block {} {}", board::name(a), board::name(b)),
        SMove::Pass => "pass".into(),
    }
}

/// `mv` in picker steps: the token, then the file, then the rank (a
/// queen may have more than 25 squares); the obstacle's two squares.
pub fn steps(mv: SMove) -> Vec<String> {
    match mv {
        SMove::Go {
            token,
            to: Dest::Square(sq),
        } => {
            let name = board::name(sq);
            let (file, rank) = name.split_at(1);
            vec![format!("{} ", token + 1), file.into(), rank.into()]
        }
        SMove::Go {
            token,
            to: Dest::Home,
        } => vec!["home ".into(), (token + 1).to_string()],
        SMove::Block(a, b) => vec!["block ".into(), format!("{} ", board::name(a)), board::name(b)],
        _ => vec![format(mv)],
    }
}

/// Other texts accepted for `mv`.
pub fn aliases(state: &SState, mv: SMove) -> Vec<String> {
    match mv {
        SMove::Go { token, to } => {
            let n = token + 1;
            let mut out = Vec::new();
            let from = state.tokens[usize::from(state.turn)][usize::from(token)];
            match to {
                Dest::Square(sq) => {
                    let to = board::name(sq);
                    out.extend([
                        format!("/move {n} {to}"),
                        format!("{n}-{to}"),
                        format!("{n}:{to}"),
                    ]);
                    if let Loc::Square(at) = from {
                        let at = board::name(at);
                        out.extend([format!("{at}-{to}"), format!("{at} {to}")]);
                    }
                }
                Dest::Home => {
                    out.extend([
                        format!("{n} home"),
                        format!("/move {n} home"),
                        format!("meta {n}"),
                    ]);
                    if let Loc::Square(at) = from {
                        out.push(format!("{}-home", board::name(at)));
                    }
                }
            }
            out
        }
        SMove::Block(a, b) => {
            let (a, b) = (board::name(a), board::name(b));
            vec![
                format!("block {b} {a}"),
                format!("/block {a} {b}"),
                format!("/block {b} {a}"),
                format!("blocca {a} {b}"),
                format!("blocca {b} {a}"),
            ]
        }
        SMove::Throw(f) => vec![italian(f).into()],
        SMove::Pass => vec!["passo".into()],
    }
}

/// The Italian word of a face.
fn italian(f: Face) -> &'static str {
    match f {
        Face::Pawn => "pedone",
        Face::Knight => "cavallo",
        Face::Bishop => "alfiere",
        Face::Rook => "torre",
        Face::Queen => "donna",
        Face::King => "re",
    }
}

/// The message naming a face.
pub fn piece(f: Face) -> Message {
    match f {
        Face::Pawn => Message::new("schachjagd-piece-pawn"),
        Face::Knight => Message::new("schachjagd-piece-knight"),
        Face::Bishop => Message::new("schachjagd-piece-bishop"),
        Face::Rook => Message::new("schachjagd-piece-rook"),
        Face::Queen => Message::new("schachjagd-piece-queen"),
        Face::King => Message::new("schachjagd-piece-king"),
    }
}

/// What a text reads as, whether legal or not.
enum Reading {
    Pass,
    /// A token by number (from 1) or by its square, and where it goes
    /// (`None`: home).
    Go(Who, Option<String>),
    Block(String, String),
}

enum Who {
    Number(u32),
    On(String),
}

/// Splits a compact text into two square names.
fn two_squares(t: &str) -> Option<(String, String)> {
    let t = t.strip_prefix('-').unwrap_or(t);
    let (a, rest) = leading_square_name(t)?;
    let rest = rest.strip_prefix('-').unwrap_or(rest);
    let (b, tail) = leading_square_name(rest)?;
    tail.is_empty().then(|| (a.to_string(), b.to_string()))
}

fn read(text: &str) -> Option<Reading> {
    let t = normalize(text);
    let t = t.strip_prefix('/').unwrap_or(&t);
    if ["pass", "passa", "passo"].contains(&t) {
        return Some(Reading::Pass);
    }
    for w in ["block", "blocca", "ostacolo"] {
        if let Some(rest) = t.strip_prefix(w) {
            return two_squares(rest).map(|(a, b)| Reading::Block(a, b));
        }
    }
    for w in ["home", "meta", "traguardo"] {
        if let Some(rest) = t.strip_prefix(w) {
            return rest.parse().ok().map(|n| Reading::Go(Who::Number(n), None));
        }
    }
    let t = ["move", "muovi"]
        .iter()
        .find_map(|w| t.strip_prefix(w))
        .unwrap_or(t);
    let digits: String = t.chars().take_while(char::is_ascii_digit).collect();
    if !digits.is_empty() {
        let n = digits.parse().ok()?;
        let rest = &t[digits.len()..];
        let rest = rest.strip_prefix(['-', ':']).unwrap_or(rest);
        if ["home", "meta", "traguardo"].contains(&rest) {
            return Some(Reading::Go(Who::Number(n), None));
        }
        let (sq, tail) = leading_square_name(rest)?;
        return tail
            .is_empty()
            .then(|| Reading::Go(Who::Number(n), Some(sq.into())));
    }
    let (from, rest) = leading_square_name(t)?;
    let rest = rest.strip_prefix('-').unwrap_or(rest);
    if ["home", "meta", "traguardo"].contains(&rest) {
        return Some(Reading::Go(Who::On(from.into()), None));
    }
    let (to, tail) = leading_square_name(rest)?;
    tail.is_empty()
        .then(|| Reading::Go(Who::On(from.into()), Some(to.into())))
}

/// The legal moves' texts, for a refusal.
fn listing(e: &Engine, state: &SState, keep: impl Fn(&SMove) -> bool) -> String {
    let mut out = Vec::new();
    e.legal(state, &mut out);
    out.into_iter()
        .filter(|m| keep(m))
        .map(format)
        .collect::<Vec<_>>()
        .join(", ")
}

/// Why `text` is no legal move here.
pub fn diagnose(e: &Engine, state: &SState, text: &str) -> MoveError {
    let notation = Message::new("schachjagd-notation");
    let reading = read(text);
    let face = match (e.status(state), state.roll) {
        (Status::Over(outcome), _) => {
            return MoveError::NoMoveExpected {
                reason: Message::new("move-game-over").part("reason", outcome.reason),
            };
        }
        (Status::ToMove(_), Some(face)) => face,
        _ => {
            return match reading {
                Some(_) => MoveError::illegal(text, Message::new("schachjagd-die-due")),
                None => MoveError::not_a_move(text, notation),
            };
        }
    };
    let seat = state.turn;
    let Some(reading) = reading else {
        return MoveError::not_a_move(text, notation);
    };
    match reading {
        Reading::Pass => MoveError::illegal(
            text,
            Message::new("schachjagd-cannot-pass").code("moves", listing(e, state, |_| true)),
        ),
        Reading::Block(a, b) => {
            if face != Face::King {
                return MoveError::illegal(
                    text,
                    Message::new("schachjagd-block-king-only").part("piece", piece(face)),
                );
            }
            for sq in [&a, &b] {
                if board::read(sq).is_none() {
                    return MoveError::illegal(
                        text,
                        Message::new("schachjagd-no-square").code("square", sq.clone()),
                    );
                }
            }
            let example = listing(e, state, |m| matches!(m, SMove::Block(..)));
            let example = example.split(", ").next().unwrap_or_default().to_string();
            MoveError::illegal(
                text,
                Message::new("schachjagd-block-where").code("example", example),
            )
        }
        Reading::Go(who, to) => {
            let token = match who {
                Who::Number(n) if (1..=TOKENS as u32).contains(&n) => (n - 1) as u8,
                Who::Number(n) => {
                    return MoveError::illegal(
                        text,
                        Message::new("schachjagd-no-such-token").count("n", i64::from(n.min(99))),
                    );
                }
                Who::On(sq) => {
                    let found = board::read(&sq).and_then(|at| {
                        state.tokens[usize::from(seat)]
                            .iter()
                            .position(|&l| l == Loc::Square(at))
                    });
                    match found {
                        Some(t) => t as u8,
                        None => {
                            return MoveError::illegal(
                                text,
                                Message::new("schachjagd-not-yours").code("square", sq),
                            );
                        }
                    }
                }
            };
            let n = i64::from(token) + 1;
            if state.tokens[usize::from(seat)][usize::from(token)] == Loc::Home {
                return MoveError::illegal(text, Message::new("schachjagd-token-home").count("n", n));
            }
            if let Some(sq) = &to
                && board::read(sq).is_none()
            {
                return MoveError::illegal(
                    text,
                    Message::new("schachjagd-no-square").code("square", sq.clone()),
                );
            }
            let reach = listing(
                e,
                state,
                |m| matches!(m, SMove::Go { token: t, .. } if *t == token),
            );
            if reach.is_empty() {
                return MoveError::illegal(
                    text,
                    Message::new("schachjagd-token-stuck")
                        .count("n", n)
                        .part("piece", piece(face)),
                );
            }
            MoveError::illegal(
                text,
                Message::new("schachjagd-cannot-reach")
                    .count("n", n)
                    .part("piece", piece(face))
                    .code("moves", reach),
            )
        }
    }
}
