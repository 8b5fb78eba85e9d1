//! Turns as text: the canonical form, picker steps, the customary forms
//! read, and why a typed turn is refused.

use super::*;

impl Breakthru {
    pub(super) fn format(mv: BtMove) -> String {
        // Written without `format!`: a position lists thousands of turns.
        let mut out = String::with_capacity(12);
        match mv {
            BtMove::Go { from, to, then } => {
                push_name(&mut out, from);
                out.push('-');
                push_name(&mut out, to);
                if let Some((f2, t2)) = then {
                    out.push(' ');
                    push_name(&mut out, f2);
                    out.push('-');
                    push_name(&mut out, t2);
                }
            }
            BtMove::Take { from, to } => {
                push_name(&mut out, from);
                out.push('x');
                push_name(&mut out, to);
            }
            BtMove::Place(s) => push_name(&mut out, s),
            BtMove::First(side) => out.push_str(side.word()),
        }
        out
    }

    pub(super) fn steps(mv: BtMove) -> Vec<String> {
        let named = |before: Option<char>, s: u8| {
            let mut out = String::with_capacity(5);
            out.extend(before);
            push_name(&mut out, s);
            out
        };
        match mv {
            BtMove::Go { from, to, then } => {
                let mut steps = vec![named(None, from), named(Some('-'), to)];
                if let Some((f2, t2)) = then {
                    steps.push(named(Some(' '), f2));
                    steps.push(named(Some('-'), t2));
                }
                steps
            }
            BtMove::Take { from, to } => vec![named(None, from), named(Some('x'), to)],
            BtMove::Place(s) => {
                let s = usize::from(s);
                vec![
                    char::from(b'a' + (s % N) as u8).to_string(),
                    (s / N + 1).to_string(),
                ]
            }
            BtMove::First(side) => vec![side.word().to_string()],
        }
    }

    pub(super) fn notation() -> Message {
        Message::new("breakthru-notation")
    }

    /// The square words of a turn's text (lower case), each with whether an
    /// `x` or `:` stands before it; `None` if the text holds anything but
    /// squares and the separators `-`, `x`, `:`, `,`, `;` and spaces.
    pub(super) fn words(text: &str) -> Option<Vec<(String, bool)>> {
        let chars: Vec<char> = text
            .chars()
            .flat_map(char::to_lowercase)
            .map(|c| match c {
                '–' | '—' | '−' => '-',
                '×' => 'x',
                c => c,
            })
            .collect();
        let mut words = Vec::new();
        let mut capture = false;
        let mut i = 0;
        while i < chars.len() {
            let c = chars[i];
            if c.is_ascii_lowercase() && c != 'x' {
                let start = i;
                i += 1;
                while i < chars.len() && chars[i].is_ascii_digit() {
                    i += 1;
                }
                words.push((chars[start..i].iter().collect(), capture));
                capture = false;
            } else if c == 'x' || c == ':' {
                capture = true;
                i += 1;
            } else if c == '-' || c == ',' || c == ';' || c.is_whitespace() {
                i += 1;
            } else {
                return None;
            }
        }
        Some(words)
    }

    /// The turn a text names (legal or not), read without the list of
    /// turns: two squares (a move or a capture) or four (two rook moves).
    pub(super) fn read_turn(text: &str) -> Option<BtMove> {
        let words = Self::words(text)?;
        let mut squares = Vec::with_capacity(words.len());
        for (word, capture) in &words {
            squares.push((read_square(word).ok()? as u8, *capture));
        }
        match squares[..] {
            [(a, _), (b, capture)] => Some(
                if capture || Self::diagonal_neighbours(usize::from(a), usize::from(b)) {
                    BtMove::Take { from: a, to: b }
                } else {
                    BtMove::Go {
                        from: a,
                        to: b,
                        then: None,
                    }
                },
            ),
            [(a, _), (b, false), (c, _), (d, false)] => Some(BtMove::Go {
                from: a,
                to: b,
                then: Some((c, d)),
            }),
            _ => None,
        }
    }

    /// A turn's text (see [`Rules::parse_move`]): a whole turn is read and
    /// checked without listing the turns (some thousands); the start of
    /// some turns' steps (a picker's step) is matched against the turns
    /// that begin on its squares only, so a refusal never formats them all.
    pub(super) fn parse_turn(&self, state: &BtState, text: &str) -> Result<BtMove, MoveError> {
        if let Some(mv) = Self::read_turn(text)
            && self.turn_is_legal(state, mv)
        {
            return Ok(mv);
        }
        let squares: Option<Vec<u8>> = Self::words(text).and_then(|words| {
            words
                .iter()
                .map(|(w, _)| read_square(w).ok().map(|s| s as u8))
                .collect()
        });
        if let Some(squares) = squares.filter(|s| (1..=3).contains(&s.len())) {
            let wanted = normalize(text);
            let mut legal = Vec::new();
            self.legal(state, &mut legal);
            let mut found = Vec::new();
            for mv in legal {
                let key = match mv {
                    BtMove::Go { from, to, then } => [Some(from), Some(to), then.map(|t| t.0)],
                    BtMove::Take { from, to } => [Some(from), Some(to), None],
                    BtMove::Place(_) | BtMove::First(_) => [None; 3],
                };
                if !squares.iter().zip(key).all(|(&s, k)| k == Some(s)) {
                    continue;
                }
                let steps = Self::steps(mv);
                let mut prefix = String::new();
                for step in &steps[..steps.len() - 1] {
                    prefix.push_str(&normalize(step));
                    if prefix == wanted {
                        found.push(mv);
                        break;
                    }
                }
            }
            match found.len() {
                0 => {}
                1 => return Ok(found[0]),
                _ => {
                    let mut options: Vec<String> = found.into_iter().map(Self::format).collect();
                    options.sort();
                    return Err(MoveError::Ambiguous {
                        text: crate::notation::clip(text),
                        options,
                    });
                }
            }
        }
        Err(self.diagnose_text(state, text))
    }

    /// What is wrong with the single move `from`-`to` (`capture`: written
    /// with an `x`) of `side` on `board`; `second`: the square of the piece
    /// moved first, when this is the turn's second move. `None` if it is a
    /// legal step there.
    pub(super) fn step_problem(
        board: &[u8; SQUARES],
        side: Side,
        second: Option<usize>,
        (from, to, capture): (usize, usize, bool),
    ) -> Option<Message> {
        let p = board[from];
        if p == EMPTY {
            return Some(Message::new("breakthru-empty").code("square", name(from)));
        }
        if side_of(p) != side {
            return Some(Message::new("breakthru-not-yours").code("square", name(from)));
        }
        if let Some(moved) = second {
            if moved == from {
                return Some(Message::new("breakthru-second-same").code("square", name(from)));
            }
            if p == KING {
                return Some(Message::new("breakthru-second-king"));
            }
        }
        if from == to {
            return Some(Message::new("breakthru-same-square"));
        }
        let (ff, fr, tf, tr) = (from % N, from / N, to % N, to / N);
        let diagonal_step = Self::diagonal_neighbours(from, to);
        if capture || diagonal_step {
            if second.is_some() {
                return Some(Message::new("breakthru-second-capture"));
            }
            if !diagonal_step || board[to] == EMPTY || side_of(board[to]) == side {
                return Some(Message::new("breakthru-capture-diagonal"));
            }
            return None;
        }
        if ff != tf && fr != tr {
            return Some(Message::new("breakthru-straight"));
        }
        if !Self::path_clear(board, from, to) {
            let mut at = from;
            let d = match (tf.cmp(&ff), tr.cmp(&fr)) {
                (_, std::cmp::Ordering::Greater) => ROOK[0],
                (_, std::cmp::Ordering::Less) => ROOK[1],
                (std::cmp::Ordering::Greater, _) => ROOK[2],
                _ => ROOK[3],
            };
            while let Some(next) = step(at, d) {
                if board[next] != EMPTY {
                    return Some(if next == to {
                        Message::new("breakthru-occupied").code("square", name(to))
                    } else {
                        Message::new("breakthru-blocked").code("square", name(next))
                    });
                }
                at = next;
            }
            return Some(Message::new("breakthru-not-legal"));
        }
        None
    }

    pub(super) fn diagnose_text(&self, state: &BtState, text: &str) -> MoveError {
        let wanted = normalize(text);
        let illegal = |m: Message| MoveError::illegal(text, m);
        match state.phase {
            Phase::Choose => {
                return MoveError::not_a_move(
                    text,
                    Message::new("breakthru-choose").seat("seat", Side::Black.seat()),
                );
            }
            Phase::Setup(side) => {
                return match read_square(&wanted) {
                    Ok(s) if state.board[s] != EMPTY => {
                        illegal(Message::new("breakthru-place-taken").code("square", name(s)))
                    }
                    Ok(_) if side == Side::Black => {
                        illegal(Message::new("breakthru-place-zone").seat("seat", side.seat()))
                    }
                    Ok(_) => illegal(Message::new("breakthru-place-outside").seat("seat", side.seat())),
                    Err(true) => MoveError::not_a_move(
                        text,
                        Message::new("breakthru-off-board").code("square", crate::notation::clip(&wanted)),
                    ),
                    Err(false) => MoveError::not_a_move(
                        text,
                        Message::new("breakthru-placing").seat("seat", side.seat()),
                    ),
                };
            }
            Phase::Turn => {}
        }
        if matches!(wanted.as_str(), "white" | "black" | "bianco" | "nero") {
            return illegal(Message::new("breakthru-chosen"));
        }
        let Some(words) = Self::words(text).filter(|w| !w.is_empty() && w.len() <= 4) else {
            return MoveError::not_a_move(text, Self::notation());
        };
        let mut squares = Vec::with_capacity(words.len());
        for (word, capture) in &words {
            match read_square(word) {
                Ok(s) => squares.push((s, *capture)),
                Err(true) => {
                    return MoveError::not_a_move(
                        text,
                        Message::new("breakthru-off-board").code("square", crate::notation::clip(word)),
                    );
                }
                Err(false) => return MoveError::not_a_move(text, Self::notation()),
            }
        }
        let (board, side) = (&state.board, state.to_move);
        let (from, _) = squares[0];
        let Some(&(to, capture)) = squares.get(1) else {
            return match Self::step_problem(board, side, None, (from, from, false)) {
                Some(m) if board[from] == EMPTY || side_of(board[from]) != side => illegal(m),
                _ => illegal(Message::new("breakthru-where").code("square", name(from))),
            };
        };
        if let Some(m) = Self::step_problem(board, side, None, (from, to, capture)) {
            return illegal(m);
        }
        let first = Self::format(if capture || Self::diagonal_neighbours(from, to) {
            BtMove::Take {
                from: from as u8,
                to: to as u8,
            }
        } else {
            BtMove::Go {
                from: from as u8,
                to: to as u8,
                then: None,
            }
        });
        let whole = board[from] == KING || capture || Self::diagonal_neighbours(from, to);
        if whole {
            return illegal(Message::new("breakthru-whole-turn").code("move", first));
        }
        let mut after = *board;
        after[to] = after[from];
        after[from] = EMPTY;
        let Some(&(f2, _)) = squares.get(2) else {
            let mut example = None;
            Self::rook_moves(&after, side, false, Some(to), &mut |a, b| {
                example.get_or_insert((a, b));
            });
            return match example {
                Some((a, b)) => illegal(
                    Message::new("breakthru-second-due")
                        .code("move", first.clone())
                        .code("example", format!("{first} {}-{}", name(a), name(b))),
                ),
                None => illegal(Message::new("breakthru-not-legal")),
            };
        };
        let Some(&(t2, capture2)) = squares.get(3) else {
            return match Self::step_problem(&after, side, Some(to), (f2, f2, false)) {
                Some(m) if after[f2] == EMPTY || side_of(after[f2]) != side || f2 == to => illegal(m),
                _ => illegal(Message::new("breakthru-where").code("square", name(f2))),
            };
        };
        match Self::step_problem(&after, side, Some(to), (f2, t2, capture2)) {
            Some(m) => illegal(m),
            None => illegal(Message::new("breakthru-not-legal")),
        }
    }
}
