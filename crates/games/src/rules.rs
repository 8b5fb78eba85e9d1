//! The typed rules contract every game implements.

use crate::notation::{MoveError, normalize};
use crate::playout::SplitMix64;
use crate::record::{Record, RecordError, RecordTags};
use crate::{GameInfo, Glimpse, OptionError, Options, PositionError, Seat, Status, View};

/// A game's rules, typed: a configured rule set (options applied) that
/// creates, inspects and advances states.
///
/// Required methods are the transition and its descriptions; checked play,
/// text matching and listing helpers are provided.
///
/// Conventions every implementation keeps:
/// - a move is one whole turn wherever the turn's choices can be listed;
/// - the rules never skip a ply: a seat with nothing to do has the explicit
///   move `pass` as its only legal move;
/// - at a chance node ([`Status::Chance`]) the state lists outcomes with
///   weights in [`Rules::chance_outcomes`], and a throw is applied with
///   [`Rules::apply`] like a move;
/// - [`Rules::format_move`] gives one canonical text per move, and the
///   concatenation of [`Rules::move_steps`] equals it.
///
/// ```
/// use games::{Rules, Status, Seat, Options};
/// use games::capture::nim::Nim;
///
/// let nim = Nim::new(&Options::defaults(Nim::info().options)).unwrap();
/// let mut state = nim.initial();
/// assert_eq!(nim.status(&state), Status::ToMove(Seat(0)));
/// nim.play(&mut state, "4:3")?;
/// assert_eq!(nim.position_text(&state), "1-3-5-4 2");
/// # Ok::<_, games::MoveError>(())
/// ```
pub trait Rules: Sized + Send + Sync + 'static {
    /// A position with everything needed to continue the game. Always legal:
    /// states come only from [`Rules::initial`] and legal moves.
    type State: Clone + Send + Sync + 'static;
    /// One whole turn, or one throw at a chance node.
    type Move: Clone + PartialEq + std::fmt::Debug + Send + Sync + 'static;

    /// The game's static facts.
    fn info() -> &'static GameInfo;

    /// What the shared test suites must know about the game (see
    /// [`crate::knobs`]). Default: nothing special.
    const KNOBS: crate::Knobs = crate::Knobs::NONE;

    /// The rule set configured by `options` (already checked against
    /// `info().options`).
    ///
    /// # Errors
    /// Combinations of options the game cannot play.
    fn new(options: &Options) -> Result<Self, OptionError>;

    /// Number of seats with these options.
    fn seats(&self) -> u8 {
        Self::info().min_seats
    }

    /// An upper bound on the plies of a game with these options; never more
    /// than `info().max_plies`, the bound over all options.
    fn max_plies(&self) -> u32 {
        Self::info().max_plies
    }

    /// The starting position.
    fn initial(&self) -> Self::State;

    /// Who acts next, or how the game ended.
    fn status(&self, state: &Self::State) -> Status;

    /// The legal moves of the seat to move, appended to `out`; nothing at a
    /// chance node or when the game is over.
    fn legal_moves(&self, state: &Self::State, out: &mut Vec<Self::Move>);

    /// At a chance node, every outcome with its integer weight (probability
    /// = weight / total), in a fixed order; nothing elsewhere.
    fn chance_outcomes(&self, _state: &Self::State, _out: &mut Vec<(Self::Move, u32)>) {}

    /// Plays a legal move or a listed chance outcome. Fast path for search.
    ///
    /// # Panics
    /// May panic, or leave a meaningless state, if `mv` is neither a legal
    /// move nor a chance outcome of `state`.
    fn apply(&self, state: &mut Self::State, mv: &Self::Move);

    /// The canonical text of `mv` in `state` (the state before the move).
    fn format_move(&self, state: &Self::State, mv: &Self::Move) -> String;

    /// `mv` split into picker steps (piece, destination, removal…) whose
    /// concatenation is the canonical text. Default: one step.
    fn move_steps(&self, state: &Self::State, mv: &Self::Move) -> Vec<String> {
        vec![self.format_move(state, mv)]
    }

    /// Other texts accepted for `mv` (customary variants). Default: none.
    fn move_aliases(&self, _state: &Self::State, _mv: &Self::Move) -> Vec<String> {
        Vec::new()
    }

    /// Why `text`, which matched no legal move, is refused: "not a move"
    /// (with what moves look like) or "illegal here" (with the reason).
    fn diagnose(&self, state: &Self::State, text: &str) -> MoveError;

    /// Text → move: the canonical text, an alias, or a unique prefix of steps
    /// of a legal move (or of a chance outcome at a chance node).
    ///
    /// # Errors
    /// See [`MoveError`].
    fn parse_move(&self, state: &Self::State, text: &str) -> Result<Self::Move, MoveError> {
        match_text(self, state, text)
    }

    /// The canonical position text (documented per game). Two states with
    /// the same text are the same position for repetition unless the game
    /// documents otherwise.
    fn position_text(&self, state: &Self::State) -> String;

    /// The state whose [`Rules::position_text`] is `text`: the inverse of
    /// `position_text`, for positions reached in play. The state has no
    /// history beyond what the text carries (see [`crate::position`]).
    ///
    /// # Errors
    /// A text that is not a position of this game, with the reason.
    // The name the issues use for it: the state comes *from* a text; the
    // rules (`self`) say how to read it.
    #[allow(clippy::wrong_self_convention)]
    fn from_position(&self, text: &str) -> Result<Self::State, PositionError>;

    /// What `seat` may see (`None`: a spectator, who sees what the table
    /// shows), as text. Default (perfect information): the position text.
    fn observation(&self, state: &Self::State, _seat: Option<Seat>) -> String {
        self.position_text(state)
    }

    /// `mv`, played in `state`, as the table reads it in the game's record
    /// while the game is played: a game of hidden information words a
    /// secret part so it stays secret (a tile dealt face down is "a tile
    /// to Red"). Default: the canonical text. Once the game is over, the
    /// record shows every move as it was.
    fn public_move_text(&self, state: &Self::State, mv: &Self::Move) -> String {
        self.format_move(state, mv)
    }

    /// Hidden information: a state drawn at random among those `seat`
    /// (`None`: a spectator) cannot tell from `state`: its hidden facts
    /// dealt anew, everything it sees (its observation, its view, the legal
    /// moves when it is to move) unchanged. The bot searches such states
    /// instead of the truth, and the leak test checks every view against
    /// them. `None` (the default): nothing is hidden.
    fn resample(
        &self,
        _state: &Self::State,
        _seat: Option<Seat>,
        _rng: &mut SplitMix64,
    ) -> Option<Self::State> {
        None
    }

    /// The picture of `state`, as seen by `seat` (`None`: a spectator).
    fn view(&self, state: &Self::State, seat: Option<Seat>) -> View;

    /// A secret the last move uncovers for a moment (see [`Glimpse`]): the
    /// state remembers what was just lifted or peeked at, and this is its
    /// picture for the one audience that sees it. It must show nothing that
    /// audience could not tell from [`Rules::resample`]'s states for it
    /// (the leak test checks that), so the fact it shows is part of that
    /// audience's knowledge from then on. `None` (the default): nothing.
    fn glimpse(&self, _state: &Self::State) -> Option<Glimpse> {
        None
    }

    /// Whether `seat` could still win from `state` by any legal play (the
    /// chess family's "insufficient material" is the case for `false`).
    /// A seat whose opponent runs out of time wins only if it could; else
    /// the game is drawn. Default: it could.
    fn can_still_win(&self, _state: &Self::State, _seat: Seat) -> bool {
        true
    }

    /// The move the seat to move makes by staying silent when its clock
    /// runs out, in a game whose rules give silence a meaning (letting a
    /// claim stand); it must be legal. `None` (the default): the seat
    /// loses on time.
    fn time_out_move(&self, _state: &Self::State) -> Option<Self::Move> {
        None
    }

    /// Partnerships: each seat's team (partners share a number), when the
    /// options make the seats play as teams. A team wins or loses as one:
    /// its outcome is [`crate::Outcome::team_win`], and the core ends the
    /// game for the team when one partner resigns. `None` (the default):
    /// every seat plays for itself.
    fn teams(&self) -> Option<Vec<u8>> {
        None
    }

    /// A way to finish a puzzle from `state`, for a game of one seat whose
    /// player gives up and asks to see one: moves that are legal in turn
    /// and end the game. `None` (the default): the game has no solver.
    fn solution(&self, _state: &Self::State) -> Option<Vec<Self::Move>> {
        None
    }

    /// `moves` (as played from the start, any accepted notation) written in
    /// the file format of the game's community, with `tags` in its header;
    /// `None` (the default) for a game without one.
    fn record(&self, _moves: &[String], _tags: &RecordTags) -> Option<Result<Record, RecordError>> {
        None
    }

    /* Provided methods. */

    /// The legal moves as a new vector.
    fn legal_vec(&self, state: &Self::State) -> Vec<Self::Move> {
        let mut out = Vec::new();
        self.legal_moves(state, &mut out);
        out
    }

    /// Whether `mv` may be played now (a legal move, or a listed outcome at a
    /// chance node).
    fn is_legal(&self, state: &Self::State, mv: &Self::Move) -> bool {
        match self.status(state) {
            Status::ToMove(_) => self.legal_vec(state).contains(mv),
            Status::Chance => {
                let mut out = Vec::new();
                self.chance_outcomes(state, &mut out);
                out.iter().any(|(m, w)| m == mv && *w > 0)
            }
            Status::Over(_) => false,
        }
    }

    /// Parses `text` and plays it.
    ///
    /// # Errors
    /// See [`MoveError`]; the state is unchanged on error.
    fn play(&self, state: &mut Self::State, text: &str) -> Result<Self::Move, MoveError> {
        let mv = self.parse_move(state, text)?;
        self.apply(state, &mv);
        Ok(mv)
    }
}

/// The candidates a text is matched against: the legal moves, or the chance
/// outcomes at a chance node.
fn candidates<R: Rules>(rules: &R, state: &R::State) -> Result<Vec<R::Move>, MoveError> {
    match rules.status(state) {
        Status::ToMove(_) => Ok(rules.legal_vec(state)),
        Status::Chance => {
            let mut out = Vec::new();
            rules.chance_outcomes(state, &mut out);
            Ok(out.into_iter().filter(|(_, w)| *w > 0).map(|(m, _)| m).collect())
        }
        Status::Over(outcome) => Err(MoveError::NoMoveExpected {
            reason: crate::Message::new("move-game-over").part("reason", outcome.reason),
        }),
    }
}

/// The default matcher behind [`Rules::parse_move`]: exact canonical text or
/// alias first, then a prefix made of whole steps; ambiguity is reported with
/// the candidates; anything else goes to [`Rules::diagnose`].
///
/// # Errors
/// See [`MoveError`].
pub fn match_text<R: Rules>(rules: &R, state: &R::State, text: &str) -> Result<R::Move, MoveError> {
    let wanted = normalize(text);
    let moves = candidates(rules, state)?;
    if wanted.is_empty() {
        return Err(rules.diagnose(state, text));
    }
    let mut exact = Vec::new();
    let mut partial = Vec::new();
    for mv in &moves {
        let canonical = rules.format_move(state, mv);
        if normalize(&canonical) == wanted
            || rules
                .move_aliases(state, mv)
                .iter()
                .any(|a| normalize(a) == wanted)
        {
            exact.push((mv, canonical));
            continue;
        }
        let steps = rules.move_steps(state, mv);
        let mut prefix = String::new();
        for step in steps.iter().take(steps.len().saturating_sub(1)) {
            prefix.push_str(&normalize(step));
            if prefix == wanted {
                partial.push((mv, canonical));
                break;
            }
        }
    }
    let found = if exact.is_empty() { partial } else { exact };
    match found.len() {
        0 => Err(rules.diagnose(state, text)),
        1 => Ok(found[0].0.clone()),
        _ => {
            let mut options: Vec<String> = found.into_iter().map(|(_, c)| c).collect();
            options.sort();
            options.dedup();
            Err(MoveError::Ambiguous {
                text: crate::notation::clip(text),
                options,
            })
        }
    }
}
