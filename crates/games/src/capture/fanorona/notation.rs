//! Move text: the points visited joined by `-`, `A`/`W` after a step that
//! could capture both ways, `pass`; picker steps; customary forms; and why
//! a text is refused.

use super::board::{self, GRID, opposite};
use super::legal::Capturing;
use super::{EMPTY, Engine, FMove, FState, Path, Rules};
use crate::notation::{MoveError, clip, normalize};
use crate::{Message, Seat};

/// The canonical text of `mv`.
pub(super) fn format(mv: &FMove) -> String {
    steps(mv).concat()
}

/// `mv` as picker steps: the piece, then each step with its letter.
pub(super) fn steps(mv: &FMove) -> Vec<String> {
    match mv {
        FMove::Pass => vec!["pass".to_string()],
        FMove::Go(path) => {
            let points = path.points();
            let mut out = vec![board::name(usize::from(points[0]))];
            for (i, &p) in points.iter().enumerate().skip(1) {
                let mut step = format!("-{}", board::name(usize::from(p)));
                if path.both(i - 1) {
                    step.push(if path.withdraws(i - 1) { 'W' } else { 'A' });
                }
                out.push(step);
            }
            out
        }
    }
}

/// A text read without the rules: the points, each with the kind of
/// capture written after it (`Some(true)` withdrawal).
#[derive(Debug, PartialEq)]
pub(super) enum Syntax {
    Pass,
    Points(Vec<(usize, Option<bool>)>),
}

/// Reads a normalised text: points (a letter and digits), each perhaps
/// followed by `a` or `w`, with `-`, `x`, `:` or nothing between them.
pub(super) fn read(text: &str) -> Result<Syntax, MoveError> {
    if text == "pass" || text == "passa" {
        return Ok(Syntax::Pass);
    }
    let expected = || MoveError::not_a_move(text, Message::new("fanorona-notation"));
    let chars: Vec<char> = text.chars().collect();
    let mut points = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        if !points.is_empty() && matches!(chars[i], '-' | 'x' | ':') {
            i += 1;
        }
        let start = i;
        if !chars.get(i).is_some_and(char::is_ascii_lowercase) {
            return Err(expected());
        }
        i += 1;
        while chars.get(i).is_some_and(char::is_ascii_digit) {
            i += 1;
        }
        let name: String = chars[start..i].iter().collect();
        let p = GRID.read(&name).map_err(|e| match e {
            crate::grid::SquareError::OffBoard => MoveError::illegal(
                text,
                Message::new("fanorona-off-board").code("point", name.clone()),
            ),
            crate::grid::SquareError::NotASquare => expected(),
        })?;
        // A letter after the digits is the kind of capture unless a point
        // follows it (`e3a1` is e3 then a1).
        let mut kind = None;
        if let Some(&c @ ('a' | 'w')) = chars.get(i)
            && !chars.get(i + 1).is_some_and(char::is_ascii_digit)
        {
            kind = Some(c == 'w');
            i += 1;
        }
        points.push((p, kind));
        if points.len() > super::MAX_PATH {
            return Err(expected());
        }
    }
    if points.is_empty() || points[0].1.is_some() {
        return Err(expected());
    }
    Ok(Syntax::Points(points))
}

/// Whether `path` is what the points of a text say.
fn fits(path: &Path, written: &[(usize, Option<bool>)]) -> bool {
    let points = path.points();
    points.len() == written.len()
        && points
            .iter()
            .zip(written)
            .enumerate()
            .all(|(i, (&p, &(q, kind)))| {
                usize::from(p) == q
                    && match kind {
                        None => true,
                        Some(withdraw) => i > 0 && path.captures() && path.withdraws(i - 1) == withdraw,
                    }
            })
}

impl Engine {
    /// Text → move: a whole path read directly; a lone point (a picker's
    /// first step) by the shared prefix matcher.
    pub(super) fn parse<R: Rules<State = FState, Move = FMove>>(
        &self,
        rules: &R,
        state: &FState,
        text: &str,
    ) -> Result<FMove, MoveError> {
        if self.outcome(state).is_some() {
            return crate::match_text(rules, state, text);
        }
        let written = match read(&normalize(text))? {
            Syntax::Pass => {
                let mut legal = Vec::new();
                self.legal(state, &mut legal);
                return if legal.contains(&FMove::Pass) {
                    Ok(FMove::Pass)
                } else {
                    Err(MoveError::illegal(text, Message::new("fanorona-no-pass")))
                };
            }
            Syntax::Points(points) => points,
        };
        if written.len() == 1 {
            return crate::match_text(rules, state, text);
        }
        let mut legal = Vec::new();
        self.legal(state, &mut legal);
        let found: Vec<FMove> = legal
            .into_iter()
            .filter(|mv| matches!(mv, FMove::Go(path) if fits(path, &written)))
            .collect();
        match found.as_slice() {
            [mv] => Ok(*mv),
            [] => Err(self.diagnose(state, text)),
            _ => Err(MoveError::Ambiguous {
                text: clip(text),
                options: found.iter().map(format).collect(),
            }),
        }
    }

    /// Why `text`, which is no legal move, is refused.
    pub(super) fn diagnose(&self, state: &FState, text: &str) -> MoveError {
        let written = match read(&normalize(text)) {
            Err(e) => return e,
            Ok(Syntax::Pass) => return MoveError::illegal(text, Message::new("fanorona-no-pass")),
            Ok(Syntax::Points(points)) => points,
        };
        let illegal = |m: Message| MoveError::illegal(text, m);
        let code = |p: usize| board::name(p);
        let me = state.to_move + 1;
        let start = written[0].0;
        match state.board[start] {
            EMPTY => return illegal(Message::new("fanorona-empty").code("point", code(start))),
            c if c != me => return illegal(Message::new("fanorona-not-yours").code("point", code(start))),
            _ => {}
        }
        let mut legal = Vec::new();
        self.legal(state, &mut legal);
        let capturing = self.capturing(state);
        let can_capture = legal.iter().any(|m| matches!(m, FMove::Go(p) if p.captures()));
        let mut board = state.board;
        let mut visited = 1u64 << start;
        let mut last_direction = None;
        for (i, pair) in written.windows(2).enumerate() {
            let ((from, _), (to, kind)) = (pair[0], pair[1]);
            let Some(d) = board::direction(from, to) else {
                return illegal(
                    Message::new("fanorona-no-line")
                        .code("from", code(from))
                        .code("to", code(to)),
                );
            };
            if board[to] != EMPTY {
                return illegal(Message::new("fanorona-occupied").code("point", code(to)));
            }
            let enemy = |p: Option<usize>| p.filter(|&q| board[q] != EMPTY && board[q] != me);
            let approach = enemy(board::step(to, d));
            let withdrawal = enemy(board::step(from, opposite(d)));
            let captures = approach.is_some() || withdrawal.is_some();
            if i == 0 && capturing == Capturing::Never {
                if written.len() > 2 || captures {
                    return illegal(Message::new("fanorona-vela-steps").seat("seat", Seat(state.to_move)));
                }
                break;
            }
            if i == 0 && !captures {
                if can_capture {
                    return illegal(Message::new("fanorona-must-capture").code("pieces", capturers(&legal)));
                }
                if written.len() > 2 {
                    return illegal(Message::new("fanorona-paika-one-step"));
                }
                break;
            }
            if i > 0 {
                if capturing == Capturing::Single {
                    return illegal(Message::new("fanorona-vela-single"));
                }
                if visited >> to & 1 == 1 {
                    return illegal(Message::new("fanorona-revisit").code("point", code(to)));
                }
                if last_direction == Some(d) {
                    return illegal(Message::new("fanorona-same-direction"));
                }
                if !captures {
                    return illegal(Message::new("fanorona-chain-captures").code("point", code(to)));
                }
            }
            let withdraw = match kind {
                Some(true) if withdrawal.is_none() => {
                    return illegal(Message::new("fanorona-no-withdrawal").code("point", code(to)));
                }
                Some(false) if approach.is_none() => {
                    return illegal(Message::new("fanorona-no-approach").code("point", code(to)));
                }
                Some(w) => w,
                None => approach.is_none(),
            };
            let (first, along) = if withdraw {
                (withdrawal, opposite(d))
            } else {
                (approach, d)
            };
            board[from] = EMPTY;
            board[to] = me;
            let mut at = first;
            while let Some(p) = at.filter(|&q| board[q] != EMPTY && board[q] != me) {
                board[p] = EMPTY;
                at = board::step(p, along);
            }
            visited |= 1 << to;
            last_direction = Some(d);
        }
        illegal(Message::new("fanorona-not-legal"))
    }
}

/// The points of the pieces that can capture, for a refusal.
fn capturers(legal: &[FMove]) -> String {
    let mut starts: Vec<usize> = legal
        .iter()
        .filter_map(|m| match m {
            FMove::Go(p) if p.captures() => Some(usize::from(p.points()[0])),
            _ => None,
        })
        .collect();
    starts.sort_unstable();
    starts.dedup();
    GRID.names(starts)
}
