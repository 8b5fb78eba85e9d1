//! Moves as text: `place Lb2 Td5`, `b2-b3`, `c1-c3-e3`, `end`, `pass`;
//! the picker's steps, the customary forms and the refusals.

use super::board::{GRID, POINTS, name, neighbours};
use super::{Castile, CastileMove, CastileState};
use crate::notation::{MoveError, normalize};
use crate::{Message, Rules};

/// A peg's letter: `L` low, `T` tall.
fn kind(tall: bool) -> char {
    if tall { 'T' } else { 'L' }
}

/// The points of a move's path after its start (a step's one point, or
/// the shortest jump series).
fn path(rules: &Castile, state: &CastileState, from: usize, to: usize) -> Vec<u8> {
    if neighbours(from).any(|n| n == to) {
        return vec![to as u8];
    }
    rules
        .jump_path(&state.board, from, to)
        .unwrap_or_else(|| vec![to as u8])
}

/// The canonical text.
pub(super) fn format(rules: &Castile, state: &CastileState, mv: &CastileMove) -> String {
    steps(rules, state, mv).concat()
}

/// Picker steps: `place `, the first peg's kind and file, its rank, the
/// second's, its rank (at most 12 choices each); a peg's point (at most
/// 12), then the rest of its path (at most the 12 empty points).
pub(super) fn steps(rules: &Castile, state: &CastileState, mv: &CastileMove) -> Vec<String> {
    match *mv {
        CastileMove::Place([(a, ta), (b, tb)]) => {
            let (a, b) = (name(usize::from(a)), name(usize::from(b)));
            vec![
                "place ".to_string(),
                format!("{}{}", kind(ta), &a[..1]),
                a[1..].to_string(),
                format!(" {}{}", kind(tb), &b[..1]),
                b[1..].to_string(),
            ]
        }
        CastileMove::Go { from, to } => {
            let rest: String = path(rules, state, usize::from(from), usize::from(to))
                .into_iter()
                .map(|sq| format!("-{}", name(usize::from(sq))))
                .collect();
            vec![name(usize::from(from)), rest]
        }
        CastileMove::End => vec!["end".to_string()],
        CastileMove::Pass => vec!["pass".to_string()],
    }
}

/// A point at the start of `text` (a file a–f and a rank 1–6) and the rest.
fn point(text: &str) -> Option<(usize, &str)> {
    let head = text.get(..2)?;
    GRID.read(head).ok().map(|sq| (sq, &text[2..]))
}

/// A peg written as a kind (`L` or `B` low, `T` or `A` tall) and a point,
/// at the start of `s`, and the rest.
fn read_peg(s: &str) -> Option<((usize, bool), &str)> {
    let mut chars = s.chars();
    let tall = match chars.next()? {
        'l' | 'b' => false,
        't' | 'a' => true,
        _ => return None,
    };
    let (sq, rest) = point(chars.as_str())?;
    Some(((sq, tall), rest))
}

/// Reads a placement: an optional `place`/`piazza`, then two pegs, each a
/// kind (`L` or `B` low, `T` or `A` tall) and a point. `None` when the
/// text is not one.
fn read_place(text: &str) -> Option<[(usize, bool); 2]> {
    let rest = text
        .strip_prefix("place")
        .or_else(|| text.strip_prefix("piazza"))
        .unwrap_or(text);
    let (first, rest) = read_peg(rest)?;
    let (second, rest) = read_peg(rest.strip_prefix(',').unwrap_or(rest))?;
    rest.is_empty().then_some([first, second])
}

/// Reads a path of points joined by `-`, `:` or `x` or written together
/// (`c1-c3-e3`, `c1c3e3`); `None` unless there are two points or more.
fn read_path(text: &str) -> Option<Vec<usize>> {
    let mut points = Vec::new();
    let mut rest = text;
    while !rest.is_empty() {
        let (sq, after) = point(rest)?;
        points.push(sq);
        rest = after.strip_prefix(['-', ':', 'x']).unwrap_or(after);
    }
    (points.len() >= 2).then_some(points)
}

/// The move `text` names directly, legal or not; `None` when it names none
/// (a lone point, a picker's partial steps, nonsense).
fn read(rules: &Castile, state: &CastileState, text: &str) -> Option<CastileMove> {
    let normal = normalize(text);
    match normal.as_str() {
        "end" | "fine" | "basta" => return Some(CastileMove::End),
        "pass" | "passa" | "passo" => return Some(CastileMove::Pass),
        _ => {}
    }
    if let Some(mut pegs) = read_place(&normal) {
        pegs.sort();
        let [(a, ta), (b, tb)] = pegs;
        return Some(CastileMove::Place([(a as u8, ta), (b as u8, tb)]));
    }
    let points = read_path(&normal)?;
    let (from, to) = (points[0], points[points.len() - 1]);
    // A jump series written out must be one the peg may make; the move is
    // the same whichever series reaches the point.
    if points.len() > 2 && !rules.valid_series(&state.board, from, &points[1..]) {
        return None;
    }
    Some(CastileMove::Go {
        from: from as u8,
        to: to as u8,
    })
}

pub(super) fn parse(rules: &Castile, state: &CastileState, text: &str) -> Result<CastileMove, MoveError> {
    if let Some(end) = state.end {
        return Err(MoveError::NoMoveExpected {
            reason: Message::new("move-game-over").part("reason", Castile::outcome(end).reason),
        });
    }
    match read(rules, state, text) {
        Some(mv) if rules.legal_vec(state).contains(&mv) => Ok(mv),
        Some(_) => Err(rules.diagnose(state, text)),
        None => crate::match_text(rules, state, text),
    }
}

/// The legal moves of the peg on `from`, as texts.
fn legal_from(rules: &Castile, state: &CastileState, from: usize) -> String {
    let texts: Vec<String> = rules
        .legal_vec(state)
        .iter()
        .filter(|m| matches!(m, CastileMove::Go { from: f, .. } if usize::from(*f) == from))
        .map(|m| format(rules, state, m))
        .collect();
    texts.join(", ")
}

/// Says why `text` is no legal move.
pub(super) fn diagnose(rules: &Castile, state: &CastileState, text: &str) -> MoveError {
    let normal = normalize(text);
    let me = state.to_move;
    let illegal = |m: Message| MoveError::illegal(text, m);
    let mv = match read(rules, state, text) {
        Some(mv) => mv,
        None => {
            let lone = point(&normal)
                .filter(|(_, rest)| rest.is_empty())
                .map(|(sq, _)| sq);
            if let (Some(sq), false) = (lone, state.placing()) {
                CastileMove::Go {
                    from: sq as u8,
                    to: sq as u8,
                }
            } else if read_path(&normal).is_some() {
                // Points, but no jump series this peg may make.
                let points = read_path(&normal).unwrap_or_default();
                let from = points[0];
                return illegal(
                    Message::new("castile-bad-series")
                        .code("from", name(from))
                        .code("legal", legal_from(rules, state, from)),
                );
            } else {
                return MoveError::not_a_move(text, Message::new("castile-notation"));
            }
        }
    };
    let legal = rules.legal_vec(state);
    if state.placing() && !matches!(mv, CastileMove::Place(_)) {
        return illegal(Message::new("castile-placing"));
    }
    if let Some(chain) = state.chain {
        let listed: Vec<String> = legal.iter().map(|m| format(rules, state, m)).collect();
        return illegal(
            Message::new("castile-chain")
                .code("square", name(usize::from(chain)))
                .code("legal", listed.join(", ")),
        );
    }
    match mv {
        CastileMove::Place([(a, ta), (b, tb)]) => {
            if !state.placing() {
                return illegal(Message::new("castile-not-placing"));
            }
            if a == b {
                return illegal(Message::new("castile-same-point"));
            }
            if let Some(sq) = [a, b]
                .into_iter()
                .find(|&sq| state.board[usize::from(sq)].is_some())
            {
                return illegal(Message::new("castile-taken").code("square", name(usize::from(sq))));
            }
            let [low, tall] = state.hand[me.index()];
            let talls = u8::from(ta) + u8::from(tb);
            if talls > tall {
                return illegal(Message::new("castile-no-tall").count("n", tall));
            }
            illegal(Message::new("castile-no-low").count("n", low))
        }
        CastileMove::End => illegal(Message::new("castile-no-chain")),
        CastileMove::Pass => illegal(Message::new("castile-no-pass")),
        CastileMove::Go { from, to } => {
            let (from, to) = (usize::from(from), usize::from(to));
            if legal == [CastileMove::Pass] {
                return illegal(Message::new("castile-must-pass"));
            }
            let Some(peg) = state.board[from].filter(|p| p.side == me.0) else {
                return illegal(
                    Message::new("castile-no-peg")
                        .code("square", name(from))
                        .seat("seat", me),
                );
            };
            let from_here = legal_from(rules, state, from);
            if from_here.is_empty() {
                return illegal(Message::new("castile-stuck-peg").code("square", name(from)));
            }
            let reason = if from == to {
                Message::new("castile-choose")
            } else if to < POINTS && state.board[to].is_some() {
                Message::new("castile-occupied").code("to", name(to))
            } else if !peg.tall {
                Message::new("castile-low-steps")
            } else {
                Message::new("castile-no-series").code("to", name(to))
            };
            illegal(reason.code("square", name(from)).code("legal", from_here))
        }
    }
}
