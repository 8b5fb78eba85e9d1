//! Moves as text: picker steps, the canonical form, the forms read, and why
//! a typed move is refused.

use super::*;

impl Engine {
    pub(super) fn steps(&self, mv: TaflMove) -> Vec<String> {
        let (from, to) = (usize::from(mv.from), usize::from(mv.to));
        if self.split_steps {
            vec![
                self.file_name(from).to_string(),
                (from / self.n + 1).to_string(),
                format!("-{}", self.file_name(to)),
                (to / self.n + 1).to_string(),
            ]
        } else {
            vec![self.name(from), format!("-{}", self.name(to))]
        }
    }

    pub(super) fn format(&self, mv: TaflMove) -> String {
        format!(
            "{}-{}",
            self.name(usize::from(mv.from)),
            self.name(usize::from(mv.to))
        )
    }

    pub(super) fn notation(&self) -> Message {
        Message::new("tafl-notation").code("example", self.example())
    }

    pub(super) fn example(&self) -> String {
        let mut first = None;
        let state = self.state_of(self.start.clone(), self.v.first, 0);
        self.pseudo_moves(&state.board, state.to_move, |mv| {
            first = Some(mv);
            false
        });
        first.map(|mv| self.format(mv)).unwrap_or_default()
    }

    /// Reads `f4-c4`, `f4c4`, `f4xc4` or a lone `f4` (normalised).
    pub(super) fn read(&self, text: &str) -> Result<(usize, Option<usize>), Message> {
        let off_board = |t: &str| {
            Message::new("tafl-off-board")
                .code("square", t.to_string())
                .code("last", self.name(self.n * self.n - 1))
        };
        let square = |t: &str| match self.read_square(t) {
            Ok(s) => Ok(s),
            Err(true) => Err(off_board(t)),
            Err(false) => Err(self.notation()),
        };
        // The first square: a letter and its digits; then `-`, `x` (no
        // file is x: boards have at most 19 files) or nothing.
        let digits = text
            .char_indices()
            .skip(1)
            .find(|(_, c)| !c.is_ascii_digit())
            .map(|(i, _)| i);
        let Some(i) = digits else {
            return Ok((square(text)?, None));
        };
        let (a, b) = text.split_at(i);
        let b = b.strip_prefix(['-', 'x']).unwrap_or(b);
        Ok((square(a)?, Some(square(b)?)))
    }

    /// Whether `mv` is legal, checked directly (no listing).
    pub(super) fn allows(&self, state: &TaflState, mv: TaflMove) -> bool {
        let (from, to) = (usize::from(mv.from), usize::from(mv.to));
        let p = state.board[from];
        if p == EMPTY || side_of(p) != state.to_move || from == to || state.board[to] != EMPTY {
            return false;
        }
        let (ff, fr, tf, tr) = (from % self.n, from / self.n, to % self.n, to / self.n);
        if ff != tf && fr != tr || (self.v.one_step && ff.abs_diff(tf) + fr.abs_diff(tr) > 1) {
            return false;
        }
        if p != KING && self.restricted(to) {
            return false;
        }
        let d = match (tf.cmp(&ff), tr.cmp(&fr)) {
            (_, std::cmp::Ordering::Greater) => 0,
            (_, std::cmp::Ordering::Less) => 1,
            (std::cmp::Ordering::Greater, _) => 2,
            _ => 3,
        };
        let mut at = from;
        while let Some(next) = self.step(at, d) {
            if state.board[next] != EMPTY {
                return false;
            }
            if next == to {
                return self.outcome(state).is_none() && !self.repeats(state, mv);
            }
            at = next;
        }
        false
    }

    pub(super) fn diagnose(&self, state: &TaflState, text: &str) -> MoveError {
        let (from, to) = match self.read(&normalize(text)) {
            Ok(squares) => squares,
            Err(expected) => return MoveError::not_a_move(text, expected),
        };
        let illegal = |m: Message| MoveError::illegal(text, m);
        let p = state.board[from];
        if p == EMPTY {
            return illegal(Message::new("tafl-empty").code("square", self.name(from)));
        }
        if side_of(p) != state.to_move {
            return illegal(Message::new("tafl-not-yours").code("square", self.name(from)));
        }
        let Some(to) = to else {
            return illegal(Message::new("tafl-stuck").code("square", self.name(from)));
        };
        let (ff, fr, tf, tr) = (from % self.n, from / self.n, to % self.n, to / self.n);
        if from == to {
            return illegal(Message::new("tafl-same-square"));
        }
        if ff != tf && fr != tr {
            return illegal(Message::new("tafl-straight"));
        }
        let d = match (tf.cmp(&ff), tr.cmp(&fr)) {
            (_, std::cmp::Ordering::Greater) => 0,
            (_, std::cmp::Ordering::Less) => 1,
            (std::cmp::Ordering::Greater, _) => 2,
            _ => 3,
        };
        let mut at = from;
        while let Some(next) = self.step(at, d) {
            if state.board[next] != EMPTY {
                return illegal(Message::new("tafl-blocked").code("square", self.name(next)));
            }
            if next == to {
                break;
            }
            at = next;
        }
        if self.v.one_step && (ff.abs_diff(tf) + fr.abs_diff(tr)) > 1 {
            return illegal(Message::new("tafl-one-step"));
        }
        if p != KING && to == self.throne {
            return illegal(Message::new("tafl-throne").code("square", self.name(to)));
        }
        if p != KING && self.is_corner(to) {
            return illegal(Message::new("tafl-corner").code("square", self.name(to)));
        }
        let mv = TaflMove {
            from: from as u16,
            to: to as u16,
        };
        if self.repeats(state, mv) {
            return illegal(Message::new("tafl-repeats"));
        }
        illegal(Message::new("tafl-not-legal"))
    }
}
