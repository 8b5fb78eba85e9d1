//! Moves as text: `d2-f4`, a rebuild `a1-c3`; the picker's steps, the
//! customary forms and the refusals.

use super::board::{PORTS, aligned, name, read_square, squares};
use super::{ArchMove, ArchState, Archimedes};
use crate::notation::{MoveError, normalize};
use crate::{Message, Rules};

/// The canonical text: `d2-f4`.
pub(super) fn format(mv: &ArchMove) -> String {
    format!("{}-{}", name(mv.from), name(mv.to))
}

/// The ship (at most twelve and the port), then the file it sails to (at
/// most eight), then the rank (at most eight): a queen can reach 27
/// squares, too many for one step.
pub(super) fn steps(mv: &ArchMove) -> Vec<String> {
    let text = format(mv);
    vec![
        text[..2].to_string(),
        text[2..4].to_string(),
        text[4..].to_string(),
    ]
}

pub(super) fn aliases(mv: &ArchMove) -> Vec<String> {
    let (a, b) = (name(mv.from), name(mv.to));
    vec![format!("{a}{b}"), format!("{a}:{b}")]
}

/// Reads `from`, an optional separator (`-`, `:`) and `to`.
fn read_move(text: &str) -> Option<(u8, u8)> {
    let text = normalize(text);
    let (from, rest) = read_square(&text)?;
    let rest = rest.strip_prefix(['-', ':']).unwrap_or(rest);
    let (to, rest) = read_square(rest)?;
    rest.is_empty().then_some((from, to))
}

/// Reads a whole move directly; anything else (a lone square, a picker's
/// partial steps) goes to the default matcher, which lists the moves that
/// start so.
pub(super) fn parse(rules: &Archimedes, state: &ArchState, text: &str) -> Result<ArchMove, MoveError> {
    if let Some(end) = state.end {
        return Err(MoveError::NoMoveExpected {
            reason: Message::new("move-game-over").part("reason", Archimedes::outcome(end).reason),
        });
    }
    match read_move(text) {
        Some((from, to)) => {
            let mv = ArchMove { from, to };
            if Archimedes::legal(state.sides, state.to_move.index(), &mv) {
                Ok(mv)
            } else {
                Err(rules.diagnose(state, text))
            }
        }
        None => crate::match_text(rules, state, text),
    }
}

/// The legal moves from `from`, as texts.
fn legal_from(state: &ArchState, from: u8) -> String {
    let me = state.to_move.index();
    let mut out = Vec::new();
    Archimedes::moves_of(state.sides, me, &mut out);
    let texts: Vec<String> = out.iter().filter(|m| m.from == from).map(format).collect();
    texts.join(", ")
}

/// Says why `text` is no legal move.
pub(super) fn diagnose(_rules: &Archimedes, state: &ArchState, text: &str) -> MoveError {
    let normal = normalize(text);
    let (from, to) = match read_move(text) {
        Some(squares) => squares,
        None => match read_square(&normal) {
            Some((from, "")) => (from, from),
            _ => return MoveError::not_a_move(text, Message::new("archimedes-notation")),
        },
    };
    let me = state.to_move.index();
    let (sides, port) = (state.sides, PORTS[me]);
    let occupied = sides[0] | sides[1];
    let bit = |sq: u8| 1u64 << sq;
    if from == port {
        if sides[me].count_ones() >= super::board::FLEET {
            return MoveError::illegal(text, Message::new("archimedes-fleet-full"));
        }
        if occupied & bit(port) != 0 {
            return MoveError::illegal(
                text,
                Message::new("archimedes-port-taken").code("square", name(port)),
            );
        }
    } else if sides[me] & bit(from) == 0 {
        return MoveError::illegal(
            text,
            Message::new("archimedes-no-ship")
                .code("square", name(from))
                .seat("seat", state.to_move),
        );
    }
    let legal = legal_from(state, from);
    // A ship without a move: nothing legal to list.
    if from == to && legal.is_empty() {
        return MoveError::illegal(text, Message::new("archimedes-stuck").code("square", name(from)));
    }
    let reason = if from == to {
        Message::new("archimedes-choose").code("square", name(from))
    } else if to == port {
        Message::new("archimedes-own-port").code("square", name(port))
    } else if !aligned(from, to) {
        Message::new("archimedes-not-a-line")
            .code("from", name(from))
            .code("to", name(to))
    } else if occupied & bit(to) != 0 {
        Message::new("archimedes-occupied").code("square", name(to))
    } else {
        let between = squares(occupied).find(|&sq| between(from, sq, to));
        Message::new("archimedes-blocked")
            .code("from", name(from))
            .code("to", name(to))
            .code("square", between.map(name).unwrap_or_default())
    };
    MoveError::illegal(text, reason.code("legal", legal))
}

/// Whether `mid` lies strictly between `a` and `b` on their line.
fn between(a: u8, mid: u8, b: u8) -> bool {
    let coords = |s: u8| (i16::from(s % 8), i16::from(s / 8));
    let ((af, ar), (mf, mr), (bf, br)) = (coords(a), coords(mid), coords(b));
    let cross = (mf - af) * (br - ar) - (mr - ar) * (bf - af);
    let within = |x: i16, lo: i16, hi: i16| x > lo.min(hi) && x < lo.max(hi) || (lo == hi && x == lo);
    cross == 0 && within(mf, af, bf) && within(mr, ar, br) && mid != a && mid != b
}
