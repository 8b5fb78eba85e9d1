//! Moves as text, and why a typed move is refused.

use super::*;

impl<const HANDICAP: bool> Prarie<HANDICAP> {
    pub(super) fn format(mv: PrMove, captured: bool) -> String {
        match mv {
            PrMove::Go { from, to } => {
                let (a, b) = (name(usize::from(from)), name(usize::from(to)));
                if captured {
                    format!("{a}x{b}")
                } else {
                    format!("{a} {b}")
                }
            }
            PrMove::Clear(s) => format!("x{}", name(usize::from(s))),
            PrMove::Pass => "pass".into(),
        }
    }

    pub(super) fn takes(state: &PrState, mv: PrMove) -> bool {
        matches!(mv, PrMove::Go { from, to } if state.board[usize::from(to)] == BISON && state.board[usize::from(from)] == CHIEF)
    }

    pub(super) fn diagnose_text(&self, state: &PrState, text: &str) -> MoveError {
        let wanted = normalize(text);
        let illegal = |m: Message| MoveError::illegal(text, m);
        let notation = || MoveError::not_a_move(text, Message::new("prarie-notation"));
        if wanted == "pass" || wanted == "passo" {
            return illegal(Message::new("prarie-no-pass"));
        }
        let square = |t: &str| match read_square(t) {
            Ok(s) => Ok(s),
            Err(true) => Err(MoveError::not_a_move(
                text,
                Message::new("prarie-off-board").code("square", t.to_string()),
            )),
            Err(false) => Err(notation()),
        };
        if state.clear_left > 0 {
            let t = wanted.trim_start_matches(['x', '-']);
            return match square(t) {
                Ok(s) if s / FILES == RANKS - 1 && state.board[s] == BISON => {
                    illegal(Message::new("prarie-not-legal"))
                }
                Ok(_) | Err(_) => illegal(
                    Message::new("prarie-clear-first")
                        .seat("seat", Side::Bisons.seat())
                        .count("n", state.clear_left),
                ),
            };
        }
        if wanted.starts_with('x') {
            return illegal(Message::new("prarie-clear-over"));
        }
        // Two square names, maybe with a sign between them.
        let cut = wanted
            .char_indices()
            .skip(1)
            .find(|(_, c)| c.is_ascii_alphabetic() && *c != 'x')
            .map(|(i, _)| i);
        let Some(cut) = cut else {
            return match square(&wanted) {
                Ok(s) => self
                    .piece_reason(state, text, s)
                    .unwrap_or_else(|| illegal(Message::new("prarie-say-where").code("square", name(s)))),
                Err(e) => e,
            };
        };
        let a = wanted[..cut].trim_end_matches(['-', 'x', ':']);
        let b = &wanted[cut..];
        let (from, to) = match (square(a), square(b)) {
            (Ok(f), Ok(t)) => (f, t),
            (Err(e), _) | (_, Err(e)) => return e,
        };
        if let Some(e) = self.piece_reason(state, text, from) {
            return e;
        }
        let (ff, fr) = ((from % FILES) as i32, (from / FILES) as i32);
        let (tf, tr) = ((to % FILES) as i32, (to / FILES) as i32);
        let (df, dr) = (tf - ff, tr - fr);
        if from == to {
            return illegal(Message::new("prarie-same-square"));
        }
        match state.board[from] {
            BISON => {
                if df != 0 || dr != -1 {
                    return illegal(Message::new("prarie-bison-forward").code("square", name(from)));
                }
                illegal(Message::new("prarie-occupied").code("square", name(to)))
            }
            CHIEF => {
                if df.abs() > 1 || dr.abs() > 1 {
                    return illegal(Message::new("prarie-chief-one"));
                }
                if !on_land(to) {
                    return illegal(Message::new("prarie-river"));
                }
                illegal(Message::new("prarie-occupied").code("square", name(to)))
            }
            _ => {
                if df != 0 && dr != 0 && df.abs() != dr.abs() {
                    return illegal(Message::new("prarie-dog-lines"));
                }
                if !on_land(to) {
                    return illegal(Message::new("prarie-river"));
                }
                let d = (df.signum(), dr.signum());
                let mut at = from;
                while let Some(next) = step(at, d) {
                    if next == to {
                        break;
                    }
                    if state.board[next] != EMPTY {
                        return illegal(Message::new("prarie-in-the-way").code("square", name(next)));
                    }
                    at = next;
                }
                if state.board[to] == BISON {
                    return illegal(Message::new("prarie-dog-no-capture"));
                }
                illegal(Message::new("prarie-occupied").code("square", name(to)))
            }
        }
    }

    /// Why the piece on `s` cannot be moved by the side to move, if so.
    pub(super) fn piece_reason(&self, state: &PrState, text: &str, s: usize) -> Option<MoveError> {
        let p = state.board[s];
        let mine = match state.to_move {
            Side::Bisons => p == BISON,
            Side::Indians => p == CHIEF || p == DOG,
        };
        if p == EMPTY {
            return Some(MoveError::illegal(
                text,
                Message::new("prarie-empty").code("square", name(s)),
            ));
        }
        (!mine).then(|| {
            MoveError::illegal(
                text,
                Message::new("prarie-not-yours")
                    .code("square", name(s))
                    .seat("seat", state.to_move.seat()),
            )
        })
    }
}
