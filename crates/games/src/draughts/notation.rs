//! Move text: canonical paths, reading typed paths, and why a text is
//! refused.

use super::board::SquareError;
use super::{Choice, DraughtsMove, DraughtsState, EMPTY, Engine, colour_of, is_king};
use crate::Message;
use crate::notation::{MoveError, normalize};

/// Most squares read from one text.
const MAX_SQUARES: usize = 40;

impl Engine {
    /// A cell as the notation writes it: its number or its coordinate.
    pub(super) fn name(&self, cell: u8) -> String {
        if self.v.numbered {
            self.geo.number(cell).to_string()
        } else {
            self.geo.coordinate(cell)
        }
    }

    /// The canonical text of `mv`.
    pub(super) fn format(&self, mv: &DraughtsMove) -> String {
        self.steps(mv).concat()
    }

    /// Picker steps: the start square, then `-to` or each `xlanding`.
    pub(super) fn steps(&self, mv: &DraughtsMove) -> Vec<String> {
        let sep = if mv.is_capture() { 'x' } else { '-' };
        let mut steps = vec![self.name(mv.from())];
        steps.extend(mv.path()[1..].iter().map(|&c| format!("{sep}{}", self.name(c))));
        steps
    }

    /// What moves look like in this rule set.
    fn expected(&self) -> Message {
        let last = self.geo.coordinate(self.geo.cells() as u8 - 1);
        if self.v.numbered {
            let n = self.geo.squares().len() as i64;
            Message::new("draughts-expected-numbered")
                .count("squares", n)
                .code("last", last)
        } else {
            Message::new("draughts-expected-coordinates").code("last", last)
        }
    }

    /// Reads the squares of a typed path.
    fn read_path(&self, text: &str) -> Result<Vec<u8>, MoveError> {
        let norm = normalize(text);
        let tokens: Vec<&str> = norm.split(['-', 'x', ':']).collect();
        if tokens.is_empty() || tokens.len() > MAX_SQUARES || tokens.iter().any(|t| t.is_empty()) {
            return Err(MoveError::not_a_move(text, self.expected()));
        }
        let mut squares = Vec::with_capacity(tokens.len());
        for token in tokens {
            match self.geo.read(token, self.v.numbered) {
                Ok(cell) => squares.push(cell),
                Err(SquareError::Unreadable) => return Err(MoveError::not_a_move(text, self.expected())),
                Err(SquareError::OffBoard { first, last }) => {
                    let why = Message::new("draughts-no-square")
                        .code("square", token)
                        .code("first", first)
                        .code("last", last);
                    return Err(MoveError::not_a_move(text, why));
                }
                Err(SquareError::Unplayable) => {
                    let why = Message::new("draughts-light-square").code("square", token);
                    return Err(MoveError::illegal(text, why));
                }
            }
        }
        Ok(squares)
    }

    /// Text → legal move (the game is not over).
    pub(super) fn parse(&self, state: &DraughtsState, text: &str) -> Result<DraughtsMove, MoveError> {
        let squares = self.read_path(text)?;
        let mut paths = Vec::new();
        self.legal_paths(state, &mut paths);
        if paths.is_empty() {
            for from in self.geo.squares().iter().copied() {
                let cell = state.board[usize::from(from)];
                if cell != EMPTY && colour_of(cell) == state.side {
                    self.steps_from(state, from, &mut paths);
                }
            }
        }
        let mut legal = paths.clone();
        self.canonical(&mut legal);
        let canonical = |m: &DraughtsMove| legal.iter().find(|l| l.identity() == m.identity()).copied();
        // A whole path (the path names its move) …
        if let Some(m) = paths
            .iter()
            .find(|p| p.path() == squares.as_slice())
            .and_then(canonical)
        {
            return Ok(m);
        }
        // … or its start and end with some landings left out.
        let mut found: Vec<DraughtsMove> = Vec::new();
        if squares.len() >= 2 {
            for path in paths.iter().filter(|p| matches_path(p, &squares)) {
                if let Some(m) = canonical(path)
                    && !found.contains(&m)
                {
                    found.push(m);
                }
            }
        }
        // The first squares of a canonical path.
        if found.is_empty() {
            found = legal
                .iter()
                .filter(|m| m.path().len() > squares.len() && m.path().starts_with(&squares))
                .copied()
                .collect();
        }
        match found.len() {
            0 => Err(self.explain(state, text, &squares, &legal)),
            1 => Ok(found[0]),
            _ => {
                let mut options: Vec<String> = found.iter().map(|m| self.format(m)).collect();
                options.sort();
                Err(MoveError::Ambiguous {
                    text: crate::notation::clip(text),
                    options,
                })
            }
        }
    }

    /// Why `text`, matching no legal move, is refused.
    pub(super) fn diagnose(&self, state: &DraughtsState, text: &str) -> MoveError {
        if let Some(outcome) = self.outcome(state) {
            return MoveError::NoMoveExpected {
                reason: Message::new("move-game-over").part("reason", outcome.reason.clone()),
            };
        }
        match self.read_path(text) {
            Err(e) => e,
            Ok(squares) => {
                let mut legal = Vec::new();
                self.legal(state, &mut legal);
                self.explain(state, text, &squares, &legal)
            }
        }
    }

    /// A short list of moves, for messages.
    fn some(&self, moves: &[DraughtsMove]) -> Message {
        const SHOWN: usize = 6;
        let texts: Vec<String> = moves.iter().take(SHOWN).map(|m| self.format(m)).collect();
        Message::new("draughts-moves")
            .code("moves", texts.join(", "))
            .count("more", moves.len().saturating_sub(SHOWN) as i64)
    }

    /// Why the well-formed path `squares` is not a legal move.
    fn explain(
        &self,
        state: &DraughtsState,
        text: &str,
        squares: &[u8],
        legal: &[DraughtsMove],
    ) -> MoveError {
        let from = squares[0];
        let name = self.name(from);
        let cell = state.board[usize::from(from)];
        if cell == EMPTY {
            return MoveError::illegal(text, Message::new("draughts-no-piece").code("square", name));
        }
        if colour_of(cell) != state.side {
            return MoveError::illegal(text, Message::new("draughts-not-yours").code("square", name));
        }
        let what = || {
            if is_king(cell) {
                Message::new("draughts-king")
            } else {
                Message::new("draughts-man")
            }
        };
        let capturing = legal.first().is_some_and(DraughtsMove::is_capture);
        // Every path of this piece, before the capture rules.
        let mut chains = Vec::new();
        self.chains_from(state, from, &mut chains);
        let mut steps = Vec::new();
        self.steps_from(state, from, &mut steps);
        let fits = |m: &DraughtsMove| squares.len() >= 2 && matches_path(m, squares);
        if capturing && steps.iter().any(fits) {
            let why = Message::new("draughts-capture-compulsory").part("moves", self.some(legal));
            return MoveError::illegal(text, why);
        }
        let starts = |m: &DraughtsMove| m.path().len() > squares.len() && m.path().starts_with(squares);
        if let Some(chosen) = chains
            .iter()
            .find(|m| fits(m))
            .or_else(|| chains.iter().find(|m| starts(m)))
        {
            let longer = chains
                .iter()
                .any(|m| m.ntaken > chosen.ntaken && m.taken().starts_with(chosen.taken()));
            if longer {
                let why = Message::new("draughts-capture-goes-on")
                    .part("piece", what())
                    .part("moves", self.some(legal));
                return MoveError::illegal(text, why);
            }
            return MoveError::illegal(text, self.why_not_chosen(state, chosen, legal));
        }
        if squares.len() >= 2 {
            if !is_king(cell) && !self.v.man_takes_king && self.takes_king(state, from, squares[1]) {
                return MoveError::illegal(text, Message::new("draughts-man-takes-king"));
            }
            let to = squares[squares.len() - 1];
            if squares.len() == 2 && state.board[usize::from(to)] != EMPTY {
                // Occupied, where the piece could otherwise step.
                let mut emptied = state.clone();
                emptied.board[usize::from(to)] = EMPTY;
                let mut steps = Vec::new();
                self.steps_from(&emptied, from, &mut steps);
                if steps.iter().any(|m| m.to() == to) {
                    let why = Message::new("draughts-occupied").code("square", self.name(to));
                    return MoveError::illegal(text, why);
                }
            }
        }
        let own: Vec<DraughtsMove> = legal.iter().filter(|m| m.from() == from).copied().collect();
        if own.is_empty() {
            let reason = if capturing {
                Message::new("draughts-cannot-capture")
                    .part("piece", what())
                    .code("square", name)
                    .part("moves", self.some(legal))
            } else {
                Message::new("draughts-cannot-move")
                    .part("piece", what())
                    .code("square", name)
            };
            return MoveError::illegal(text, reason);
        }
        let why = Message::new("draughts-wrong-way")
            .part("piece", what())
            .code("square", name)
            .part("moves", self.some(&own));
        MoveError::illegal(text, why)
    }

    /// Why a capture path of the right piece was not allowed by the choice
    /// rule.
    fn why_not_chosen(
        &self,
        state: &DraughtsState,
        chosen: &DraughtsMove,
        legal: &[DraughtsMove],
    ) -> Message {
        let examples = self.some(legal);
        match self.v.choice {
            Choice::Free => Message::new("draughts-capture-not-possible").part("moves", examples),
            Choice::Majority => {
                let most = legal.first().map_or(0, |m| m.ntaken);
                Message::new("draughts-take-most")
                    .count("most", most)
                    .count("taken", chosen.ntaken)
                    .part("moves", examples)
            }
            Choice::Italian => {
                let mut all = Vec::new();
                self.all_chains(state, &mut all);
                let rules = [
                    Message::new("draughts-rule-most-pieces"),
                    Message::new("draughts-rule-king-captures"),
                    Message::new("draughts-rule-most-kings"),
                    Message::new("draughts-rule-king-first"),
                ];
                for (criterion, rule) in rules.into_iter().enumerate() {
                    self.italian(state, criterion as u8, &mut all);
                    if !all.iter().any(|m| m.identity() == chosen.identity()) {
                        return Message::new("draughts-italian-precedence")
                            .part("rule", rule)
                            .part("moves", examples);
                    }
                }
                Message::new("draughts-captures").part("moves", examples)
            }
        }
    }

    /// Whether the man on `from` would be jumping a king to reach `land`.
    fn takes_king(&self, state: &DraughtsState, from: u8, land: u8) -> bool {
        (0..8u8).any(|d| {
            let over = self.geo.next(from, d);
            over != super::board::NONE
                && self.geo.next(over, d) == land
                && is_king(state.board[usize::from(over)])
                && colour_of(state.board[usize::from(over)]) != state.side
        })
    }
}

/// Whether the typed `squares` describe the path of `m`: the same start and
/// end, and the typed middle squares among its landings, in order.
fn matches_path(m: &DraughtsMove, squares: &[u8]) -> bool {
    let path = m.path();
    if path[0] != squares[0] || path[path.len() - 1] != squares[squares.len() - 1] {
        return false;
    }
    let mut landings = path[1..path.len() - 1].iter();
    squares[1..squares.len() - 1]
        .iter()
        .all(|s| landings.any(|l| l == s))
}
