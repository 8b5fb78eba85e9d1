//! Move text: canonical paths, reading typed paths, and why a text is
//! refused.

use super::board::SquareError;
use super::{Choice, DraughtsMove, DraughtsState, EMPTY, Engine, colour_of, is_king};
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
    fn expected(&self) -> String {
        let last = self.geo.coordinate(self.geo.cells() as u8 - 1);
        if self.v.numbered {
            let n = self.geo.squares().len();
            format!(
                "a move is a path of squares 1–{n} (or a1–{last}): 11-15 for a step, 11x18x25 for a \
                 capture; a capture may also be given by its start and end, 11x25"
            )
        } else {
            format!(
                "a move is a path of squares a1–{last}: c3-d4 for a step, c3xe5xg3 (or c3:e5:g3) for a \
                 capture; a capture may also be given by its start and end, c3xg3"
            )
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
                Err(SquareError::OffBoard(why)) => return Err(MoveError::not_a_move(text, why)),
                Err(SquareError::Unplayable(why)) => return Err(MoveError::illegal(text, why)),
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
                reason: crate::Message::new("move-game-over").part("reason", outcome.reason.clone()),
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
    fn some(&self, moves: &[DraughtsMove]) -> String {
        const SHOWN: usize = 6;
        let mut texts: Vec<String> = moves.iter().take(SHOWN).map(|m| self.format(m)).collect();
        if moves.len() > SHOWN {
            texts.push(format!("… ({} in all)", moves.len()));
        }
        texts.join(", ")
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
            return MoveError::illegal(text, format!("there is no piece on {name}"));
        }
        if colour_of(cell) != state.side {
            return MoveError::illegal(text, format!("the piece on {name} is not yours"));
        }
        let what = if is_king(cell) { "king" } else { "man" };
        let capturing = legal.first().is_some_and(DraughtsMove::is_capture);
        // Every path of this piece, before the capture rules.
        let mut chains = Vec::new();
        self.chains_from(state, from, &mut chains);
        let mut steps = Vec::new();
        self.steps_from(state, from, &mut steps);
        let fits = |m: &DraughtsMove| squares.len() >= 2 && matches_path(m, squares);
        if capturing && steps.iter().any(fits) {
            return MoveError::illegal(text, format!("capturing is compulsory: {}", self.some(legal)));
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
                return MoveError::illegal(
                    text,
                    format!(
                        "the capture must go on: the {what} has to land where it can capture again: {}",
                        self.some(legal)
                    ),
                );
            }
            return MoveError::illegal(text, self.why_not_chosen(state, chosen, legal));
        }
        if squares.len() >= 2 {
            if !is_king(cell) && !self.v.man_takes_king && self.takes_king(state, from, squares[1]) {
                return MoveError::illegal(text, "a man may not capture a king");
            }
            let to = squares[squares.len() - 1];
            if squares.len() == 2 && state.board[usize::from(to)] != EMPTY {
                // Occupied, where the piece could otherwise step.
                let mut emptied = state.clone();
                emptied.board[usize::from(to)] = EMPTY;
                let mut steps = Vec::new();
                self.steps_from(&emptied, from, &mut steps);
                if steps.iter().any(|m| m.to() == to) {
                    return MoveError::illegal(text, format!("{} is occupied", self.name(to)));
                }
            }
        }
        let own: Vec<DraughtsMove> = legal.iter().filter(|m| m.from() == from).copied().collect();
        if own.is_empty() {
            let reason = if capturing {
                format!(
                    "the {what} on {name} cannot capture, and capturing is compulsory: {}",
                    self.some(legal)
                )
            } else {
                format!("the {what} on {name} cannot move")
            };
            return MoveError::illegal(text, reason);
        }
        MoveError::illegal(
            text,
            format!(
                "the {what} on {name} cannot go that way; its moves: {}",
                self.some(&own)
            ),
        )
    }

    /// Why a capture path of the right piece was not allowed by the choice
    /// rule.
    fn why_not_chosen(&self, state: &DraughtsState, chosen: &DraughtsMove, legal: &[DraughtsMove]) -> String {
        let examples = self.some(legal);
        match self.v.choice {
            Choice::Free => format!("that capture is not possible here; the captures: {examples}"),
            Choice::Majority => {
                let most = legal.first().map_or(0, |m| m.ntaken);
                format!(
                    "you must take the most pieces, {most} (this takes {}): {examples}",
                    chosen.ntaken
                )
            }
            Choice::Italian => {
                let mut all = Vec::new();
                self.all_chains(state, &mut all);
                let reasons = [
                    "take the most pieces",
                    "when a king and a man can take as many, the king must capture",
                    "take the most kings",
                    "take the capture that meets a king first",
                ];
                for (criterion, reason) in reasons.iter().enumerate() {
                    self.italian(state, criterion as u8, &mut all);
                    if !all.iter().any(|m| m.identity() == chosen.identity()) {
                        return format!("Italian precedence: {reason}: {examples}");
                    }
                }
                format!("the captures: {examples}")
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
