//! The family's [`Rules`]: one generic implementation over a [`Variant`],
//! the part each rule set writes itself (its board, its set-up, which moves
//! are legal, what a move does, how the game ends). Notation, refusals,
//! the picture, the caption and the coin toss for the first player are
//! shared.

use std::sync::Arc;

use super::board::{Board, Cell, is_store};
use super::layout::{Dir, Layout};
use super::notation;
use super::picture;
use super::trace::Trace;
use crate::notation::MoveError;
use crate::options::{OptionError, Options};
use crate::view::{PitMark, View};
use crate::{GameInfo, Message, Outcome, PositionError, Rules, Seat, Status};

/// A move of any game of the family.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Move {
    /// Sow from `pit`, in `dir` where the player chooses it, with `flag`.
    Sow { pit: Cell, dir: Option<Dir>, flag: Flag },
    /// Nothing to do: the explicit pass.
    Pass,
    /// End a turn the rules let go on (Arabian Oh-Wah-Ree after a nest).
    Stop,
    /// The coin toss: who begins (a chance outcome).
    First(Seat),
}

impl Move {
    /// A plain sowing from `pit`.
    pub const fn sow(pit: Cell) -> Move {
        Move::Sow {
            pit,
            dir: None,
            flag: Flag::None,
        }
    }

    /// A sowing from `pit` going `dir`.
    pub const fn sow_dir(pit: Cell, dir: Dir) -> Move {
        Move::Sow {
            pit,
            dir: Some(dir),
            flag: Flag::None,
        }
    }

    /// The pit sown from, if the move sows.
    pub fn pit(&self) -> Option<Cell> {
        match self {
            Move::Sow { pit, .. } => Some(*pit),
            _ => None,
        }
    }
}

/// A choice some games add to a sowing.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Flag {
    None,
    /// Decline what the move would create (Togyzkumalak's tuzdyk: `n`).
    Decline,
    /// Go on through the house if a capture lap ends there (Bao: `+`).
    Safari,
}

/// A position of a game of the family: the board, the game's own state
/// `X`, and what every game keeps.
#[derive(Clone, Debug)]
pub struct State<X> {
    pub(crate) board: Board,
    pub(crate) x: X,
    pub(crate) to_move: Seat,
    /// Moves played (the coin toss not counted).
    pub(crate) ply: u32,
    /// The coin toss for the first player is due.
    pub(crate) toss: bool,
    /// What the last move did.
    pub(crate) last: Option<Trace>,
    /// How the game ended, once it has.
    pub(crate) end: Option<Arc<Outcome>>,
}

impl<X> State<X> {
    /// A fresh position: `board`, `x`, `first` to move.
    pub fn new(board: Board, x: X, first: Seat) -> State<X> {
        State {
            board,
            x,
            to_move: first,
            ply: 0,
            toss: false,
            last: None,
            end: None,
        }
    }

    /// The board (read access for search hooks and tests).
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// The game's own part of the position.
    pub fn extra(&self) -> &X {
        &self.x
    }

    /// The seat to move (after the end: the seat that would have moved).
    pub fn to_move(&self) -> Seat {
        self.to_move
    }

    /// What the last move did.
    pub fn last(&self) -> Option<&Trace> {
        self.last.as_ref()
    }

    /// Ends the game with `outcome`.
    pub fn finish(&mut self, outcome: Outcome) {
        self.end = Some(Arc::new(outcome));
    }

    /// Whether the game is over.
    pub fn is_over(&self) -> bool {
        self.end.is_some()
    }
}

/// What a rule set of the family states for itself.
pub trait Variant: Sized + Send + Sync + 'static {
    /// The game's own part of a position (uurs, tuzdyks, phase, round…).
    type X: Clone + std::fmt::Debug + Send + Sync + 'static;

    /// Static facts.
    fn info() -> &'static GameInfo;

    /// What the shared suites must know (see [`crate::knobs`]).
    const KNOBS: crate::Knobs = crate::Knobs::NONE;

    /// The rule set with `options` (already checked).
    ///
    /// # Errors
    /// Option combinations the game refuses.
    fn new(options: &Options) -> Result<Self, OptionError>;

    /// The board's shape.
    fn layout(&self) -> &Layout;

    /// Seats with these options.
    fn seats(&self) -> u8 {
        self.layout().seats
    }

    /// Plies bound with these options.
    fn max_plies(&self) -> u32 {
        Self::info().max_plies
    }

    /// The start (set `toss` for a coin toss deciding the first seat).
    fn initial(&self) -> State<Self::X>;

    /// The legal moves of the seat to move (never called once over).
    fn legal(&self, state: &State<Self::X>, out: &mut Vec<Move>);

    /// Plays a legal move (never a coin toss): updates the board, the
    /// trace, the seat to move, the ply count and the end.
    fn apply(&self, state: &mut State<Self::X>, mv: &Move);

    /// The canonical name of `pit` in a move (its owner's form).
    fn pit_text(&self, pit: Cell) -> String {
        self.layout().name(pit).to_string()
    }

    /// Other names accepted for `pit` in a move by `seat`.
    fn pit_aliases(&self, _seat: Seat, _pit: Cell) -> Vec<String> {
        Vec::new()
    }

    /// The direction as written after the pit (`" cw"`), where the player
    /// chooses it.
    fn dir_text(&self, _dir: Dir) -> &'static str {
        ""
    }

    /// Other spellings of a direction (`"ccw"` as `"ac"`).
    fn dir_aliases(&self, _dir: Dir) -> &'static [&'static str] {
        &[]
    }

    /// A flag as written after the pit and direction.
    fn flag_text(&self, flag: Flag) -> &'static str {
        match flag {
            Flag::None => "",
            Flag::Decline => "n",
            Flag::Safari => "+",
        }
    }

    /// What a move looks like, for `seat` (refusals quote it).
    fn expected(&self, seat: Seat) -> Message;

    /// The refusal of `owner`'s pit `pit` to `mover`, who sows from his
    /// own pits.
    fn not_yours(&self, pit: &str, owner: Seat, mover: Seat) -> Message {
        Message::new("mancala-not-your-pit")
            .code("pit", pit)
            .seat("owner", owner)
            .seat("seat", mover)
    }

    /// Why the mover's non-empty pit `pit` (named in `text`) cannot be
    /// played, if the game has something to say.
    fn why_not(&self, _state: &State<Self::X>, _pit: Cell, _text: &str) -> Option<Message> {
        None
    }

    /// The seat owning `pit` now (games where pits change hands say so).
    fn owner(&self, _state: &State<Self::X>, pit: Cell) -> Seat {
        self.layout().owner(pit)
    }

    /// The canonical position text.
    fn position_text(&self, state: &State<Self::X>) -> String;

    /// The state written as `text` by [`Variant::position_text`], before
    /// its end is looked at (see [`Variant::settle_read`]); usually its
    /// head read with [`super::reading::head`] and the rule set's own words
    /// after it. The last move is never part of a text: a read state has
    /// none to show.
    ///
    /// # Errors
    /// A text that is not a position of this rule set, with the reason.
    fn read(&self, text: &str) -> Result<State<Self::X>, PositionError>;

    /// Ends a read state where its position is over, as a move reaching it
    /// would have (its seeds already add up). Default: nothing to end.
    ///
    /// # Errors
    /// A position no game reaches whose rules would change it at once.
    fn settle_read(&self, state: &mut State<Self::X>) -> Result<(), PositionError> {
        let _ = state;
        Ok(())
    }

    /// Seeds kept off the board (pits and stores), which count towards the
    /// game's total. Default: none.
    fn seeds_aside(&self, _state: &State<Self::X>) -> u32 {
        0
    }

    /// Special pits for the picture.
    fn pit_marks(&self, _state: &State<Self::X>) -> Vec<PitMark> {
        Vec::new()
    }

    /// A seat's panel: its score and seeds in hand.
    fn panel(&self, state: &State<Self::X>, seat: Seat) -> (Option<Message>, Option<u32>) {
        (Some(picture::seeds(u32::from(state.board.store_of(seat)))), None)
    }

    /// The colour of each seat's pieces and marks, by seat (style keys:
    /// "red", "blue"…), where the game names them. Default: none.
    fn seat_colours(&self) -> &'static [&'static str] {
        &[]
    }

    /// The caption's part about the position: whose turn and anything the
    /// mover must know. Default: `mancala-to-move` ("North to move").
    fn status_words(&self, state: &State<Self::X>) -> Message {
        Message::new("mancala-to-move").seat("seat", state.to_move)
    }
}

/// A rule set of the family as [`Rules`].
#[derive(Clone, Debug)]
pub struct Mancala<V> {
    pub(crate) v: V,
}

impl<V: Variant> Mancala<V> {
    /// The rule set's own part.
    pub fn variant(&self) -> &V {
        &self.v
    }
}

impl<V: Variant> Rules for Mancala<V> {
    type State = State<V::X>;
    type Move = Move;

    const KNOBS: crate::Knobs = V::KNOBS;

    fn info() -> &'static GameInfo {
        V::info()
    }

    fn new(options: &Options) -> Result<Self, OptionError> {
        Ok(Mancala { v: V::new(options)? })
    }

    fn seats(&self) -> u8 {
        self.v.seats()
    }

    fn max_plies(&self) -> u32 {
        self.v.max_plies()
    }

    fn initial(&self) -> Self::State {
        self.v.initial()
    }

    fn status(&self, state: &Self::State) -> Status {
        if let Some(outcome) = &state.end {
            Status::Over(Outcome::clone(outcome))
        } else if state.toss {
            Status::Chance
        } else {
            Status::ToMove(state.to_move)
        }
    }

    fn legal_moves(&self, state: &Self::State, out: &mut Vec<Move>) {
        if state.end.is_none() && !state.toss {
            self.v.legal(state, out);
        }
    }

    fn chance_outcomes(&self, state: &Self::State, out: &mut Vec<(Move, u32)>) {
        if state.end.is_none() && state.toss {
            out.extend((0..self.v.seats()).map(|s| (Move::First(Seat(s)), 1)));
        }
    }

    fn apply(&self, state: &mut Self::State, mv: &Move) {
        if let Move::First(seat) = *mv {
            state.toss = false;
            state.to_move = seat;
            return;
        }
        self.v.apply(state, mv);
    }

    fn format_move(&self, state: &Self::State, mv: &Move) -> String {
        notation::format(&self.v, state, mv)
    }

    fn move_steps(&self, state: &Self::State, mv: &Move) -> Vec<String> {
        notation::steps(&self.v, state, mv)
    }

    fn move_aliases(&self, state: &Self::State, mv: &Move) -> Vec<String> {
        notation::aliases(&self.v, state, mv)
    }

    fn diagnose(&self, state: &Self::State, text: &str) -> MoveError {
        if let Status::Over(outcome) = self.status(state) {
            return MoveError::NoMoveExpected {
                reason: Message::new("move-game-over").part("reason", outcome.reason.clone()),
            };
        }
        if state.toss {
            return MoveError::not_a_move(text, Message::new("mancala-toss-pending"));
        }
        notation::diagnose(self, state, text)
    }

    fn position_text(&self, state: &Self::State) -> String {
        self.v.position_text(state)
    }

    /// The rule set reads the text ([`Variant::read`]); the seeds must add
    /// up to the game's total, which no move changes; then the position's
    /// end, if it shows one ([`Variant::settle_read`]).
    fn from_position(&self, text: &str) -> Result<Self::State, PositionError> {
        let mut state = self.v.read(text)?;
        let seeds = |s: &Self::State| s.board.total() + self.v.seeds_aside(s);
        let (has, total) = (seeds(&state), seeds(&self.v.initial()));
        if has != total {
            return Err(PositionError::new(format!(
                "the position holds {has} seeds; this game has {total}"
            )));
        }
        self.v.settle_read(&mut state)?;
        Ok(state)
    }

    fn view(&self, state: &Self::State, seat: Option<Seat>) -> View {
        picture::view(self, state, seat)
    }

    /// A sowing solitaire's tree is tiny: every line is tried.
    fn solution(&self, state: &Self::State) -> Option<Vec<Move>> {
        (self.v.seats() == 1).then(|| crate::solve::by_search(self, state, 100_000))?
    }
}

/// The end of a game decided by counts, one per seat: with two seats the
/// larger wins (equal: a draw); with more, ranks by count (a shared top is
/// a shared result) and the winner when the top is alone.
pub fn by_counts(counts: &[u32], reason: Message) -> Outcome {
    let scores: Vec<i32> = counts.iter().map(|&c| c as i32).collect();
    if counts.len() == 2 {
        let outcome = match counts[0].cmp(&counts[1]) {
            std::cmp::Ordering::Greater => Outcome::win(Seat(0), reason),
            std::cmp::Ordering::Less => Outcome::win(Seat(1), reason),
            std::cmp::Ordering::Equal => Outcome::draw(reason),
        };
        return outcome.with_scores(scores);
    }
    let ranks: Vec<u8> = counts
        .iter()
        .map(|c| 1 + counts.iter().filter(|o| *o > c).count() as u8)
        .collect();
    let best = counts.iter().copied().max().unwrap_or(0);
    let top: Vec<usize> = (0..counts.len()).filter(|&i| counts[i] == best).collect();
    let mut outcome = if top.len() == 1 {
        Outcome::win(Seat(top[0] as u8), reason)
    } else {
        Outcome::draw(reason)
    };
    outcome.scores = Some(scores);
    outcome.ranks = Some(ranks);
    outcome
}

/// Whether `cell` is a pit (not a store).
pub fn is_pit(cell: Cell) -> bool {
    !is_store(cell)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_decide_two_seats_by_winner_and_more_by_ranks() {
        let o = by_counts(&[25, 23], Message::new("mancala-end-majority"));
        assert_eq!((o.winner, o.scores.clone()), (Some(Seat(0)), Some(vec![25, 23])));
        assert_eq!(
            by_counts(&[24, 24], Message::new("mancala-end-majority")).winner,
            None
        );
        let o = by_counts(&[10, 30, 30], Message::new("mancala-end-majority"));
        assert_eq!(o.winner, None);
        assert_eq!(o.ranks, Some(vec![3, 1, 1]));
        let o = by_counts(&[10, 31, 30, 1], Message::new("mancala-end-majority"));
        assert_eq!(o.winner, Some(Seat(1)));
        assert_eq!(o.ranks, Some(vec![3, 1, 2, 4]));
    }
}
