//! The erased face of a game in progress: what the core and the engine
//! protocol use. Moves are canonical texts; the move list is the truth and
//! replaying it rebuilds the state.

use crate::chance::{Seed, throw_index};
use crate::notation::MoveError;
use crate::{GameInfo, Options, PositionError, Rules, Seat, Status, View};

/// What a picker may offer after some steps of a move were chosen.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct StepChoices {
    /// The chosen steps already form a whole legal move.
    pub complete: bool,
    /// The distinct next steps, in the order the legal moves list them.
    pub next: Vec<String>,
}

/// Why a game could not start from a position.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum FromPositionError {
    /// The options were refused.
    Options(crate::OptionError),
    /// The text is not a position of the game.
    Position(PositionError),
}

impl std::fmt::Display for FromPositionError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            FromPositionError::Options(e) => write!(f, "{e}"),
            FromPositionError::Position(e) => write!(f, "bad position: {e}"),
        }
    }
}

/// A game in progress, with its rules and move list, behind a trait object.
pub trait DynGame: Send + Sync {
    /// The game's static facts.
    fn info(&self) -> &'static GameInfo;
    /// The options this game was started with.
    fn options(&self) -> &Options;
    /// Number of seats.
    fn seats(&self) -> u8;
    /// An upper bound on the plies of this game (see [`Rules::max_plies`]).
    fn max_plies(&self) -> u32;
    /// Number of moves and throws played.
    fn ply(&self) -> usize;
    /// The move list in canonical text, throws included.
    fn history(&self) -> &[String];
    /// The move list as the table may read it while the game is played
    /// (see [`Rules::public_move_text`]): the same as [`DynGame::history`]
    /// for a game without hidden information.
    fn public_history(&self) -> &[String];
    /// Who acts next, or how the game ended.
    fn status(&self) -> Status;
    /// Canonical texts of the legal moves (the throws, at a chance node).
    fn legal(&self) -> Vec<String>;
    /// At a chance node: each throw with its weight; empty elsewhere.
    fn chance(&self) -> Vec<(String, u32)>;
    /// Parses and plays a move, or a throw at a chance node; returns its
    /// canonical text.
    ///
    /// # Errors
    /// See [`MoveError`]; nothing changes on error.
    fn play(&mut self, text: &str) -> Result<String, MoveError>;
    /// At a chance node, plays the throw `seed` selects at this ply (see
    /// [`crate::chance`]) and returns it; `None` elsewhere.
    fn throw_from_seed(&mut self, seed: &Seed) -> Option<String>;
    /// Each legal move (or throw) split into picker steps, in `legal` order.
    fn legal_steps(&self) -> Vec<Vec<String>>;
    /// What a picker offers after the steps `chosen`.
    fn step_choices(&self, chosen: &[String]) -> StepChoices;
    /// The canonical position text.
    fn position(&self) -> String;
    /// What `seat` may see (`None`: a spectator).
    fn observation(&self, seat: Option<Seat>) -> String;
    /// The picture, as seen from `seat` (`None`: a spectator), with
    /// [`View::outcome`] filled once the game is over.
    fn view(&self, seat: Option<Seat>) -> View;
    /// The secret the last move uncovered for a moment, and who sees it
    /// (see [`Rules::glimpse`]).
    fn glimpse(&self) -> Option<crate::Glimpse>;
    /// A copy whose hidden facts are dealt anew, drawn by `seed` among the
    /// states `seat` (`None`: a spectator) cannot tell from this one (see
    /// [`Rules::resample`]); its move list is the public one. `None` for a
    /// game without hidden information.
    fn resampled(&self, seat: Option<Seat>, seed: u64) -> Option<Box<dyn DynGame>>;
    /// An independent copy.
    fn clone_box(&self) -> Box<dyn DynGame>;
    /// Whether `seat` could still win (see [`Rules::can_still_win`]).
    fn can_still_win(&self, seat: Seat) -> bool;
    /// The canonical text of the move silence makes when the clock of the
    /// seat to move runs out (see [`Rules::time_out_move`]), if legal.
    fn time_out_move(&self) -> Option<String>;
    /// The canonical texts of a way to finish the game from here (see
    /// [`Rules::solution`]), kept only if every move is legal in turn.
    fn solution(&self) -> Option<Vec<String>>;
    /// Each seat's team when seats play in partnerships (see
    /// [`Rules::teams`]).
    fn teams(&self) -> Option<Vec<u8>>;
    /// The typed game behind the face (a [`Typed`]), for code that knows
    /// the rules type: the bot searches the live state without replaying
    /// the move list.
    fn as_any(&self) -> &dyn std::any::Any;
}

/// A typed game behind the erased face.
pub struct Typed<R: Rules> {
    rules: std::sync::Arc<R>,
    options: Options,
    state: R::State,
    history: Vec<String>,
    public: Vec<String>,
}

impl<R: Rules> Typed<R> {
    /// A new game of `R` with `options` (already validated).
    ///
    /// # Errors
    /// Combinations of options the game refuses.
    pub fn start(options: Options) -> Result<Self, crate::OptionError> {
        let rules = R::new(&options)?;
        let state = rules.initial();
        Ok(Typed {
            rules: std::sync::Arc::new(rules),
            options,
            state,
            history: Vec::new(),
            public: Vec::new(),
        })
    }

    /// A game of `R` with `options` (already validated) from the position
    /// `text` instead of the start; its move list starts empty there.
    ///
    /// # Errors
    /// Options the game refuses, or a text that is not a position of it.
    pub fn from_position(options: Options, text: &str) -> Result<Self, FromPositionError> {
        let rules = R::new(&options).map_err(FromPositionError::Options)?;
        let state = rules.from_position(text).map_err(FromPositionError::Position)?;
        Ok(Typed {
            rules: std::sync::Arc::new(rules),
            options,
            state,
            history: Vec::new(),
            public: Vec::new(),
        })
    }

    /// The typed rules and state, for code that knows the game.
    pub fn typed(&self) -> (&R, &R::State) {
        (&self.rules, &self.state)
    }

    fn chance_list(&self) -> Vec<(R::Move, u32)> {
        let mut out = Vec::new();
        if self.rules.status(&self.state) == Status::Chance {
            self.rules.chance_outcomes(&self.state, &mut out);
        }
        out
    }
}

impl<R: Rules> DynGame for Typed<R> {
    fn info(&self) -> &'static GameInfo {
        R::info()
    }

    fn options(&self) -> &Options {
        &self.options
    }

    fn seats(&self) -> u8 {
        self.rules.seats()
    }

    fn max_plies(&self) -> u32 {
        self.rules.max_plies()
    }

    fn ply(&self) -> usize {
        self.history.len()
    }

    fn history(&self) -> &[String] {
        &self.history
    }

    fn public_history(&self) -> &[String] {
        &self.public
    }

    fn status(&self) -> Status {
        self.rules.status(&self.state)
    }

    fn legal(&self) -> Vec<String> {
        match self.rules.status(&self.state) {
            Status::ToMove(_) => {
                let moves = self.rules.legal_vec(&self.state);
                moves
                    .iter()
                    .map(|m| self.rules.format_move(&self.state, m))
                    .collect()
            }
            Status::Chance => self
                .chance_list()
                .iter()
                .filter(|(_, w)| *w > 0)
                .map(|(m, _)| self.rules.format_move(&self.state, m))
                .collect(),
            Status::Over(_) => Vec::new(),
        }
    }

    fn chance(&self) -> Vec<(String, u32)> {
        self.chance_list()
            .iter()
            .map(|(m, w)| (self.rules.format_move(&self.state, m), *w))
            .collect()
    }

    fn play(&mut self, text: &str) -> Result<String, MoveError> {
        let mv = self.rules.parse_move(&self.state, text)?;
        let canonical = self.rules.format_move(&self.state, &mv);
        self.public.push(self.rules.public_move_text(&self.state, &mv));
        self.rules.apply(&mut self.state, &mv);
        self.history.push(canonical.clone());
        Ok(canonical)
    }

    fn throw_from_seed(&mut self, seed: &Seed) -> Option<String> {
        let outcomes = self.chance_list();
        let weights: Vec<u32> = outcomes.iter().map(|(_, w)| *w).collect();
        let index = throw_index(seed, self.history.len() as u64, &weights)?;
        let mv = &outcomes[index].0;
        let canonical = self.rules.format_move(&self.state, mv);
        self.public.push(self.rules.public_move_text(&self.state, mv));
        self.rules.apply(&mut self.state, mv);
        self.history.push(canonical.clone());
        Some(canonical)
    }

    fn legal_steps(&self) -> Vec<Vec<String>> {
        let moves = match self.rules.status(&self.state) {
            Status::ToMove(_) => self.rules.legal_vec(&self.state),
            _ => self
                .chance_list()
                .into_iter()
                .filter(|(_, w)| *w > 0)
                .map(|(m, _)| m)
                .collect(),
        };
        moves
            .iter()
            .map(|m| self.rules.move_steps(&self.state, m))
            .collect()
    }

    fn step_choices(&self, chosen: &[String]) -> StepChoices {
        let mut choices = StepChoices::default();
        for steps in self.legal_steps() {
            if steps.len() < chosen.len() || steps[..chosen.len()] != *chosen {
                continue;
            }
            match steps.get(chosen.len()) {
                None => choices.complete = true,
                Some(next) if !choices.next.contains(next) => choices.next.push(next.clone()),
                Some(_) => {}
            }
        }
        choices
    }

    fn position(&self) -> String {
        self.rules.position_text(&self.state)
    }

    fn observation(&self, seat: Option<Seat>) -> String {
        self.rules.observation(&self.state, seat)
    }

    fn view(&self, seat: Option<Seat>) -> View {
        let mut view = self.rules.view(&self.state, seat);
        if view.outcome.is_none() {
            view.outcome = self.rules.status(&self.state).outcome().cloned();
        }
        view
    }

    fn glimpse(&self) -> Option<crate::Glimpse> {
        self.rules.glimpse(&self.state)
    }

    fn resampled(&self, seat: Option<Seat>, seed: u64) -> Option<Box<dyn DynGame>> {
        let mut rng = crate::playout::SplitMix64(seed);
        let state = self.rules.resample(&self.state, seat, &mut rng)?;
        Some(Box::new(Typed::<R> {
            rules: self.rules.clone(),
            options: self.options.clone(),
            state,
            history: self.public.clone(),
            public: self.public.clone(),
        }))
    }

    fn as_any(&self) -> &dyn std::any::Any {
        self
    }

    fn can_still_win(&self, seat: Seat) -> bool {
        self.rules.can_still_win(&self.state, seat)
    }

    fn time_out_move(&self) -> Option<String> {
        if !matches!(self.rules.status(&self.state), Status::ToMove(_)) {
            return None;
        }
        let mv = self.rules.time_out_move(&self.state)?;
        // Only a legal move is played for a silent seat.
        self.rules
            .legal_vec(&self.state)
            .contains(&mv)
            .then(|| self.rules.format_move(&self.state, &mv))
    }

    fn teams(&self) -> Option<Vec<u8>> {
        self.rules.teams()
    }

    fn solution(&self) -> Option<Vec<String>> {
        let moves = self.rules.solution(&self.state)?;
        let mut state = self.state.clone();
        let mut texts = Vec::with_capacity(moves.len());
        for mv in &moves {
            // A solver's slip must never reach a player as a "solution".
            if !self.rules.legal_vec(&state).contains(mv) {
                return None;
            }
            texts.push(self.rules.format_move(&state, mv));
            self.rules.apply(&mut state, mv);
        }
        let finished = !matches!(self.rules.status(&state), Status::ToMove(_));
        (finished && !texts.is_empty()).then_some(texts)
    }

    fn clone_box(&self) -> Box<dyn DynGame> {
        Box::new(Typed::<R> {
            rules: self.rules.clone(),
            options: self.options.clone(),
            state: self.state.clone(),
            history: self.history.clone(),
            public: self.public.clone(),
        })
    }
}

impl Clone for Box<dyn DynGame> {
    fn clone(&self) -> Self {
        self.clone_box()
    }
}
