//! Moves as text: the canonical form and its picker steps, the forms read,
//! and why a typed move is refused.

use super::board::{self, LETTERS};
use super::legal::{RayLook, look, passage_files};
use super::{EMPTY, Engine, KA, KaMethod, PMove, PState, Phase};
use crate::Message;
use crate::notation::{MoveError, normalize};

/// The canonical text of `mv`.
pub(super) fn format(mv: PMove) -> String {
    steps(mv).concat()
}

/// `mv` as picker steps: a passage is one step; a Ka move its start, its
/// landing point and its ray.
pub(super) fn steps(mv: PMove) -> Vec<String> {
    match mv {
        PMove::Passage(f) => vec![board::file_letter(usize::from(f)).to_string()],
        PMove::Go { from, to, ray } => vec![
            board::name(usize::from(from)),
            format!("-{}", board::name(usize::from(to))),
            LETTERS[usize::from(ray)].to_string(),
        ],
    }
}

/// Other texts read for `mv`: `O` (ovest) for west.
pub(super) fn aliases(mv: PMove) -> Vec<String> {
    match mv {
        PMove::Go { from, to, ray: 3 } => vec![format!(
            "{}-{}O",
            board::name(usize::from(from)),
            board::name(usize::from(to))
        )],
        _ => Vec::new(),
    }
}

/// What a well-formed text names.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Parsed {
    /// A file letter.
    File(usize),
    /// Start, landing point and the ray's direction, if written.
    Go(usize, usize, Option<usize>),
}

/// Why a text is not well formed.
enum Unread {
    Shape,
    OffBoard(String),
}

/// A point name at the start of `text`, and what follows it.
fn point_prefix(text: &str) -> Result<(usize, &str), Unread> {
    let mut chars = text.char_indices();
    match chars.next() {
        Some((_, c)) if c.is_ascii_lowercase() => {}
        _ => return Err(Unread::Shape),
    }
    let end = chars
        .find(|(_, c)| !c.is_ascii_digit())
        .map_or(text.len(), |(i, _)| i);
    if end == 1 {
        return Err(Unread::Shape);
    }
    let (name, rest) = text.split_at(end);
    match board::read(name) {
        Ok(p) => Ok((p, rest)),
        Err(true) => Err(Unread::OffBoard(name.to_string())),
        Err(false) => Err(Unread::Shape),
    }
}

/// Reads a normalised text: `c`, `c3-c7e`, `c3c7`, `c3xc7o`.
fn read(text: &str) -> Result<Parsed, Unread> {
    let mut chars = text.chars();
    if let (Some(c), None) = (chars.next(), chars.next()) {
        return if ('a'..='k').contains(&c) {
            Ok(Parsed::File(usize::from(c as u8 - b'a')))
        } else if c.is_ascii_lowercase() {
            Err(Unread::OffBoard(c.to_string()))
        } else {
            Err(Unread::Shape)
        };
    }
    let (from, rest) = point_prefix(text)?;
    let rest = rest.strip_prefix(['-', 'x', ':']).unwrap_or(rest);
    let (to, rest) = point_prefix(rest)?;
    let ray = match rest {
        "" => None,
        "n" => Some(0),
        "s" => Some(1),
        "e" => Some(2),
        "w" | "o" => Some(3),
        _ => return Err(Unread::Shape),
    };
    Ok(Parsed::Go(from, to, ray))
}

impl Engine {
    /// A whole move typed in a form the listing matcher does not know
    /// (`c3c7`, `c3xc7e`): the legal moves it names, if any.
    pub(super) fn read_legal(&self, state: &PState, text: &str) -> Option<Result<PMove, MoveError>> {
        let Ok(Parsed::Go(from, to, ray)) = read(&normalize(text)) else {
            return None;
        };
        let found: Vec<PMove> = self
            .legal_vec(state)
            .into_iter()
            .filter(|mv| match *mv {
                PMove::Go {
                    from: f,
                    to: t,
                    ray: r,
                } => {
                    usize::from(f) == from && usize::from(t) == to && ray.is_none_or(|x| x == usize::from(r))
                }
                PMove::Passage(_) => false,
            })
            .collect();
        match found.as_slice() {
            [] => None,
            [mv] => Some(Ok(*mv)),
            _ => Some(Err(MoveError::Ambiguous {
                text: crate::notation::clip(text),
                options: found.iter().map(|&mv| format(mv)).collect(),
            })),
        }
    }

    /// What moves look like now, with an example from the legal moves.
    fn notation(&self, state: &PState) -> Message {
        let example = self
            .legal_vec(state)
            .first()
            .map(|&mv| format(mv))
            .unwrap_or_default();
        match state.phase() {
            Phase::Passage => Message::new("pasang-notation-passage"),
            Phase::Ka => Message::new("pasang-notation-ka"),
            Phase::Main => Message::new("pasang-notation-move"),
        }
        .code("example", example)
    }

    pub(super) fn diagnose(&self, state: &PState, text: &str) -> MoveError {
        let parsed = match read(&normalize(text)) {
            Ok(p) => p,
            Err(Unread::Shape) => return MoveError::not_a_move(text, self.notation(state)),
            Err(Unread::OffBoard(s)) => {
                return MoveError::not_a_move(text, Message::new("pasang-off-board").code("point", s));
            }
        };
        let why = match (state.phase(), parsed) {
            (Phase::Passage, Parsed::File(f)) => self.passage_why(state, f),
            (Phase::Passage, Parsed::Go(..)) => Message::new("pasang-passage-first"),
            (_, Parsed::File(_)) => Message::new("pasang-passage-open"),
            (Phase::Ka, Parsed::Go(from, to, ray)) => self.ka_why(state, from, to, ray),
            (Phase::Main, Parsed::Go(from, to, ray)) => self.move_why(state, from, to, ray),
        };
        MoveError::illegal(text, why)
    }

    fn passage_why(&self, state: &PState, f: usize) -> Message {
        let me = state.to_move;
        if passage_files(state.passage[0], me).any(|g| g == f) {
            return Message::new("pasang-not-legal");
        }
        let first = board::file_letter(usize::from(state.passage[0])).to_string();
        if usize::from(state.passage[0]) == board::MIDDLE_FILE {
            Message::new("pasang-quadrant-middle")
        } else if usize::from(state.passage[0]) < board::MIDDLE_FILE {
            Message::new("pasang-quadrant-east")
        } else {
            Message::new("pasang-quadrant-west")
        }
        .code("first", first)
    }

    fn ka_why(&self, state: &PState, from: usize, to: usize, ray: Option<usize>) -> Message {
        let me = state.to_move;
        let file = usize::from(state.passage[usize::from(me)]);
        let passage = board::file_letter(file).to_string();
        let (tf, tr) = board::file_rank(to);
        if tf != file || !board::half(me).contains(&tr) || state.board[to] != EMPTY {
            return Message::new("pasang-ka-into").code("file", passage);
        }
        let (ff, fr) = board::file_rank(from);
        let gap = match self.method {
            KaMethod::Slide => 1,
            KaMethod::Jump => 2,
        };
        if fr != tr || ff.abs_diff(tf) != gap {
            return match self.method {
                KaMethod::Slide => Message::new("pasang-ka-slide"),
                KaMethod::Jump => Message::new("pasang-ka-jump"),
            }
            .code("point", board::name(to));
        }
        let dir = if ff > tf { 2 } else { 3 };
        if self.maker(&state.board, to, dir) != Some(from) {
            return Message::new("pasang-ka-stone").code("point", board::name(from));
        }
        let mut b = state.board;
        b[from] = EMPTY;
        b[to] = KA + me;
        self.ray_why(&b, to, ray, &[0, 1, 2, 3])
    }

    fn move_why(&self, state: &PState, from: usize, to: usize, ray: Option<usize>) -> Message {
        let me = usize::from(state.to_move);
        let ka = usize::from(state.ka[me]);
        if from != ka {
            return Message::new("pasang-your-ka").code("point", board::name(ka));
        }
        let (ff, fr) = board::file_rank(from);
        let (tf, tr) = board::file_rank(to);
        if from == to || (ff != tf && fr != tr) {
            return Message::new("pasang-straight");
        }
        let d = match (tf.cmp(&ff), tr.cmp(&fr)) {
            (_, std::cmp::Ordering::Greater) => 0,
            (_, std::cmp::Ordering::Less) => 1,
            (std::cmp::Ordering::Greater, _) => 2,
            _ => 3,
        };
        let mut at = board::step(from, d);
        loop {
            match at {
                None => return Message::new("pasang-centre"),
                Some(c) if state.board[c] != EMPTY => {
                    return Message::new("pasang-blocked").code("point", board::name(c));
                }
                Some(c) if c == to => break,
                Some(c) => at = board::step(c, d),
            }
        }
        let rays: Vec<usize> = (0..4).filter(|&r| board::perpendicular(r, d)).collect();
        if let Some(r) = ray
            && !rays.contains(&r)
        {
            return Message::new("pasang-ray-across");
        }
        self.ray_why(&state.board, to, ray, &rays)
    }

    /// Why the Ka on `at` takes nothing along `ray` (or along any of
    /// `rays` when none is named).
    fn ray_why(&self, b: &[u8; board::CELLS], at: usize, ray: Option<usize>, rays: &[usize]) -> Message {
        let point = board::name(at);
        let Some(r) = ray else {
            return Message::new("pasang-no-capture-here").code("point", point);
        };
        let dir = LETTERS[r].to_string();
        match look(b, at, r) {
            RayLook::Empty => Message::new("pasang-ray-empty")
                .code("point", point)
                .code("dir", dir),
            RayLook::Mixed => Message::new("pasang-ray-mixed")
                .code("point", point)
                .code("dir", dir),
            RayLook::Ka => Message::new("pasang-ray-ka")
                .code("point", point)
                .code("dir", dir),
            RayLook::Stones(_) if !rays.contains(&r) => Message::new("pasang-ray-across"),
            RayLook::Stones(s) => Message::new("pasang-ray-even")
                .code("point", point)
                .code("dir", dir)
                .count("n", s.stones),
        }
    }
}
