//! The position: what lies under each bell, which bells were lifted this
//! round, the number needed next, who took which token, the scores, the
//! turn, and the last lift (the table saw it for a moment).

/// Bells on the table, numbered 1 to 12 (0 to 11 inside).
pub const BELLS: u8 = 12;
/// Tokens of a series, numbered 1 to 10.
pub const TOKENS: u8 = 10;
/// Rounds: one per series.
pub const ROUNDS: u8 = 6;
/// Most seats.
pub const MAX_SEATS: usize = 4;
/// Lifts in a game before the cap ends it: far more than any game of
/// sensible play needs (a memory player needs a few lifts a token, 60
/// tokens), and about eight standard deviations above the mean of random
/// play (about 720); the rules declare and enforce it so that random play,
/// which may lift wrong bells for ever, ends.
pub const LIFT_CAP: u32 = 1500;
/// Most plies of any game: the deals, the lifts up to the cap, and a
/// `stop` after each right lift at most.
pub const MAX_PLIES: u32 = (ROUNDS as u32) * (TOKENS as u32) * 2 + LIFT_CAP;

/// A lift as the whole table saw it: who lifted which bell (from 0), what
/// lay under it (0: nothing), and whether it was the number needed.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Lift {
    pub seat: u8,
    pub bell: u8,
    pub content: u8,
    pub right: bool,
}

/// The move before this position, for the glimpse and the caption.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Last {
    /// The start, or a token dealt.
    Nothing,
    /// A bell was lifted (the glimpse shows it).
    Lift(Lift),
    /// This seat stopped after a right lift.
    Stop(u8),
}

/// A Ting Tong position.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct TState {
    /// Under each bell: a token 1 to 10, or 0 for nothing.
    pub bells: [u8; BELLS as usize],
    /// Bit `b`: bell `b` was lifted this round, so the whole table saw
    /// what it holds (a token taken leaves it empty, and that is seen too).
    pub lifted: u16,
    /// Tokens of this round's series dealt so far (10 once the deal is over).
    pub placed: u8,
    /// The number needed next, 1 to 10.
    pub next: u8,
    /// The round, from 0 (the last, 5, stays once the game is over).
    pub round: u8,
    /// Who took token `n + 1` this round: seat + 1, 0 while not taken.
    pub takers: [u8; TOKENS as usize],
    /// Tokens each seat has collected over the game.
    pub tokens: [u8; MAX_SEATS],
    /// The seat to lift.
    pub to_move: u8,
    /// The seat to move took a token on this turn: it may lift again or stop.
    pub again: bool,
    /// Lifts made in the game (the cap counts them).
    pub lifts: u32,
    /// The move before this position.
    pub last: Last,
    /// Six rounds played, or the cap reached.
    pub over: bool,
}

impl TState {
    /// Before the first round's deal.
    pub fn new() -> TState {
        TState {
            bells: [0; BELLS as usize],
            lifted: 0,
            placed: 0,
            next: 1,
            round: 0,
            takers: [0; TOKENS as usize],
            tokens: [0; MAX_SEATS],
            to_move: 0,
            again: false,
            lifts: 0,
            last: Last::Nothing,
            over: false,
        }
    }

    /// Whether this round's deal is over.
    pub fn dealt_all(&self) -> bool {
        self.placed >= TOKENS
    }

    /// Whether bell `b` (from 0) was lifted this round.
    pub fn was_lifted(&self, b: u8) -> bool {
        self.lifted & (1 << b) != 0
    }

    /// Whether the cap ended the game (six rounds were not played).
    pub fn capped(&self) -> bool {
        self.over && !self.finished_rounds()
    }

    /// Whether all six rounds were played: the last round's 10 was taken.
    pub fn finished_rounds(&self) -> bool {
        self.round == ROUNDS - 1 && self.takers[usize::from(TOKENS - 1)] != 0
    }
}

impl Default for TState {
    fn default() -> TState {
        TState::new()
    }
}
