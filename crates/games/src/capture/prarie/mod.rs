//! Prärie (Alex Randolph, Pelikan 1975; catalog `randolph-16-37.md` §23):
//! `prarie`, one game, and `prarie-handicap`, a series of games with the
//! handicaps of §23.3.
//!
//! An 11×7 board (files a–k, ranks 1–7) with a river between ranks 1 and 2
//! and another between ranks 6 and 7. The Bisons (seat 0, moving first)
//! fill rank 7; the Indians (seat 1), a Chief and four Dogs, stand on d2 e2
//! g2 h2 (Dogs) and f2 (Chief) (gap 1). A turn moves one piece, and moving
//! is compulsory (gap 3):
//! - a Bison steps one square straight forward (towards rank 1) onto an
//!   empty square; it crosses rivers and never captures;
//! - a Dog moves like a chess queen over empty squares, never capturing;
//! - the Chief moves like a chess king and captures a Bison by taking its
//!   square;
//! - neither Dog nor Chief crosses a river: they stay on ranks 2–6.
//!
//! The Bisons win as soon as one reaches rank 1 (across the far river);
//! the Indians win when the Bisons have no move on their turn (all taken
//! or blocked). Indians with no move at all pass (gap 2: the move `pass`,
//! never seen in practice). No draw: every Bison move advances, so a game
//! has at most 66 Bison moves and 132 plies.
//!
//! # The handicap series (`prarie-handicap`, §23.3)
//!
//! A match of `games` games (option, default 5), the same player holding
//! the Bisons throughout. Two counters (gap 2): a game is played with
//! 11 − (the Bisons' wins so far) Bisons, and the Bisons' first turn has
//! 1 + (the Indians' wins in a row since the Bisons' last win) moves, or
//! with the option `bonus=total`, 1 + (all the Indians' wins so far). The
//! Bison player chooses which squares of rank 7 stay empty (gap 1), one
//! move `xc7` per square, before his first turn; the extra moves of the
//! first turn are plies of the same seat, any Bison each, the same one
//! again if he likes (gap 3). A game's end starts the next one at once;
//! the match ends when one side has won more than half the games, or
//! after the last game (an even split is a draw). Who wins the match is
//! not in the texts: this is our choice, stated on the rules page.
//!
//! # Notation
//!
//! `f7 f6` from–to (the catalog's; `f7-f6`, `f7f6` accepted); a capture
//! by the Chief `e3xe4` (`e3 e4`, `e3:e4`, `e3-e4` accepted); `xc7` a
//! square of rank 7 left empty (`c7` accepted); `pass`. Picker steps: the
//! piece's square, then ` f6` or `xe4` (at most 22 destinations: a Dog in
//! the middle of the 11×5 land); `xc7` is one step of at most 11.
//!
//! # Position text
//!
//! The ranks from 7 down to 1, one character per square from file a (`b`
//! Bison, `c` Chief, `d` Dog, `.` empty), joined by `/`; a space and the
//! turn: `b` (the Bisons move), `b3` (the Bisons have 3 moves left in this
//! turn), `i` (the Indians), `x2` (the Bisons still leave 2 squares of rank
//! 7 empty). For the series, then `game G/N`, `wins B-I` (the Bisons', the
//! Indians') and `streak S` (the Indians' wins since the Bisons' last).
//! The start: `bbbbbbbbbbb/.........../.........../.........../.........../
//! ...ddcdd.../........... b` (written on one line).

use crate::notation::{MoveError, normalize};
use crate::options::{OptionError, OptionKind, OptionSpec, Options};
use crate::view::{Board, Highlight, Mark, Piece, SeatPanel, Special, View};
use crate::{GameInfo, Message, Outcome, PositionError, Rules, Seat, Status};

mod board;
mod notation;
mod position;
mod series;
mod view;

use board::*;

/// This game's words: messages, seat names, word moves, options' help.
pub static WORDS: crate::Words = crate::Words {
    key: "prarie",
    en: include_str!("en.ftl"),
    it: include_str!("it.ftl"),
    shared: &[],
};

const FILES: usize = 11;
const RANKS: usize = 7;
const SQUARES: usize = FILES * RANKS;
/// Bisons at the start of a game without handicap.
const BISONS: usize = 11;
/// The most plies of one game: 6 steps per Bison and an Indian move after
/// each Bison turn, plus the squares left empty (fewer Bisons, fewer steps).
const GAME_PLIES: u32 = 132;
/// The most games of a series.
const MAX_GAMES: u8 = 11;

const EMPTY: u8 = 0;
const BISON: u8 = 1;
const CHIEF: u8 = 2;
const DOG: u8 = 3;

/// The Indians' start: Dogs d2 e2 g2 h2, Chief f2 (gap 1).
const DOGS_START: [usize; 4] = [FILES + 3, FILES + 4, FILES + 6, FILES + 7];
const CHIEF_START: usize = FILES + 5;

const KING: [(i32, i32); 8] = [
    (1, 0),
    (-1, 0),
    (0, 1),
    (0, -1),
    (1, 1),
    (1, -1),
    (-1, 1),
    (-1, -1),
];

static SINGLE: GameInfo = GameInfo {
    slug: "prarie",
    name_en: "Prärie",
    name_it: "Prärie",
    aliases: &[
        "prärie",
        "prairie",
        "buffalo",
        "bison",
        "buffeljagd",
        "trespass",
        "buffalo chess",
    ],
    family: crate::Family::Capture,
    summary: "Randolph's Bisons cross the prairie past a Chief and four Dogs, 11×7",
    min_seats: 2,
    max_seats: 2,
    seat_names: &["Bison", "Indian"],
    chance: false,
    hidden: false,
    options: &[],
    max_plies: GAME_PLIES,
    source: "catalog randolph-16-37.md, prarie (§23)",
    words: &WORDS,
};

static HANDICAP_INFO: GameInfo = GameInfo {
    slug: "prarie-handicap",
    name_en: "Prärie with handicap",
    name_it: "Prärie con handicap",
    aliases: &["prairie handicap", "prärie handicap"],
    family: crate::Family::Capture,
    summary: "a series: one Bison fewer after a Bison win, more first moves after Indian wins",
    min_seats: 2,
    max_seats: 2,
    seat_names: &["Bison", "Indian"],
    chance: false,
    hidden: false,
    options: &[
        OptionSpec {
            name: "games",
            kind: OptionKind::Int {
                min: 2,
                max: MAX_GAMES as i64,
            },
            default: "5",
            help: "option-prarie-games",
        },
        OptionSpec {
            name: "bonus",
            kind: OptionKind::Choice(&["streak", "total"]),
            default: "streak",
            help: "option-prarie-bonus",
        },
    ],
    max_plies: GAME_PLIES * MAX_GAMES as u32,
    source: "catalog randolph-16-37.md, prarie-handicap (§23.3)",
    words: &WORDS,
};

/// The two sides.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Side {
    /// The Bisons (seat 0), moving first.
    Bisons,
    /// The Chief and his Dogs (seat 1).
    Indians,
}

impl Side {
    fn seat(self) -> Seat {
        match self {
            Side::Bisons => Seat::FIRST,
            Side::Indians => Seat::SECOND,
        }
    }
}

/// One ply.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum PrMove {
    /// A piece moves (a Chief's move onto a Bison captures it).
    Go { from: u8, to: u8 },
    /// A square of rank 7 left empty (the handicap's fewer Bisons).
    Clear(u8),
    /// The Indians cannot move (gap 2).
    Pass,
}

/// A ply of the current or last turn, for the picture.
#[derive(Clone, Copy, Debug)]
struct Played {
    mv: PrMove,
    captured: bool,
}

/// How one game of the series ended.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct GameEnd {
    pub winner: Side,
    /// The square a Bison crossed to, or `None`: the Bisons were stopped.
    pub across: Option<u8>,
    /// Bisons left on the board when they were stopped.
    pub bisons_left: u8,
}

/// Where the series stands.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
struct Series {
    /// The game under way (1-based).
    game: u8,
    bison_wins: u8,
    indian_wins: u8,
    /// The Indians' wins since the Bisons' last.
    streak: u8,
}

/// A Prärie position.
#[derive(Clone, Debug)]
pub struct PrState {
    board: [u8; SQUARES],
    to_move: Side,
    /// Rank-7 squares the Bisons still leave empty before their first turn.
    clear_left: u8,
    /// Moves left in the Bisons' current turn (1 but in a handicap's first
    /// turn).
    turn_left: u8,
    series: Series,
    /// The series (or the single game) is over.
    over: bool,
    /// The plies of the current or last turn.
    turn: Vec<Played>,
    turn_side: Side,
    /// How the last game ended, when a series went on to the next one, or
    /// the game ended.
    ended: Option<GameEnd>,
}

/// Prärie; `HANDICAP`: the series of §23.3.
#[derive(Clone, Copy, Debug)]
pub struct Prarie<const HANDICAP: bool> {
    games: u8,
    total_bonus: bool,
}

/// `prarie`.
pub type PrarieGame = Prarie<false>;
/// `prarie-handicap`.
pub type PrarieHandicap = Prarie<true>;

impl<const HANDICAP: bool> Rules for Prarie<HANDICAP> {
    type State = PrState;
    type Move = PrMove;

    // On its hooks (greedy Indian playouts). Measured with the arena
    // (release, 2026-11-26): level 1 10W 10L of 20 at seed 2024, winning
    // every game as the Bisons and none as the Indians; one game at a time,
    // the bot as the Indians won 4 of 20 (seeds 0-19) and 1 of 40 (seeds
    // 100-139) at 300 iterations, 2 of 10 at 5 000, plain search 0 of 60.
    // Random against random: the Bisons win 200 of 200. The handicap series
    // at level 1: 5W 5L of 10. Level 3 (100 000 iterations, one game per
    // seed): won 2 of 2 as the Bisons (seeds 0-1) and 2 of 6 as the Indians
    // (seeds 0-5: won 1 and 2), 30 s to 5 min a game. The Indian side is
    // the bot's weakness: the bars say only that it wins as the Bisons.
    // With the Indian hooks of issue 25 (blocks kept, the Chief closing
    // in), level 1 as the Indians: 1 of 10 at seed 2024 (0 before), 3 of 20
    // at seed 1 (3 before); see the hooks' module for the figures.
    const KNOBS: crate::Knobs = crate::Knobs {
        strength: Some(crate::knobs::Strength::new(
            crate::knobs::Bar::new(if HANDICAP { 10 } else { 20 }, 0.5),
            crate::knobs::Bar::new(4, 0.5),
        )),
        ..crate::Knobs::NONE
    };

    fn info() -> &'static GameInfo {
        if HANDICAP { &HANDICAP_INFO } else { &SINGLE }
    }

    fn new(options: &Options) -> Result<Self, OptionError> {
        Ok(Prarie {
            games: if HANDICAP {
                options.int("games").clamp(2, i64::from(MAX_GAMES)) as u8
            } else {
                1
            },
            total_bonus: HANDICAP && options.choice("bonus") == "total",
        })
    }

    fn max_plies(&self) -> u32 {
        GAME_PLIES * u32::from(self.games)
    }

    fn initial(&self) -> PrState {
        self.start_game(Series {
            game: 1,
            bison_wins: 0,
            indian_wins: 0,
            streak: 0,
        })
    }

    fn status(&self, state: &PrState) -> Status {
        match self.outcome(state) {
            Some(outcome) => Status::Over(outcome),
            None => Status::ToMove(state.to_move.seat()),
        }
    }

    fn legal_moves(&self, state: &PrState, out: &mut Vec<PrMove>) {
        self.legal(state, out);
    }

    fn apply(&self, state: &mut PrState, mv: &PrMove) {
        self.apply_move(state, *mv);
    }

    fn format_move(&self, state: &PrState, mv: &PrMove) -> String {
        Self::format(*mv, Self::takes(state, *mv))
    }

    fn move_steps(&self, state: &PrState, mv: &PrMove) -> Vec<String> {
        match *mv {
            PrMove::Go { from, to } => {
                let sign = if Self::takes(state, *mv) { "x" } else { " " };
                vec![
                    name(usize::from(from)),
                    format!("{sign}{}", name(usize::from(to))),
                ]
            }
            _ => vec![self.format_move(state, mv)],
        }
    }

    fn move_aliases(&self, state: &PrState, mv: &PrMove) -> Vec<String> {
        match *mv {
            PrMove::Go { from, to } => {
                let (a, b) = (name(usize::from(from)), name(usize::from(to)));
                if Self::takes(state, *mv) {
                    vec![format!("{a}{b}"), format!("{a}:{b}"), format!("{a}-{b}")]
                } else {
                    vec![format!("{a}-{b}")]
                }
            }
            PrMove::Clear(s) => {
                let n = name(usize::from(s));
                vec![n.clone(), format!("-{n}")]
            }
            PrMove::Pass => vec!["passo".into()],
        }
    }

    fn diagnose(&self, state: &PrState, text: &str) -> MoveError {
        self.diagnose_text(state, text)
    }

    fn position_text(&self, state: &PrState) -> String {
        self.write_position(state)
    }

    fn from_position(&self, text: &str) -> Result<PrState, PositionError> {
        self.read_position(text)
    }

    fn view(&self, state: &PrState, _seat: Option<Seat>) -> View {
        self.draw(state, _seat)
    }
}

impl PrState {
    /// The side to move.
    pub fn to_move(&self) -> Side {
        self.to_move
    }

    /// Bisons on the board.
    pub fn bisons(&self) -> usize {
        count(&self.board, BISON)
    }

    /// The squares (`rank * 11 + file`) of the Bisons.
    pub fn bison_squares(&self) -> impl Iterator<Item = usize> + '_ {
        (0..SQUARES).filter(|&s| self.board[s] == BISON)
    }

    /// The Chief's square.
    pub fn chief(&self) -> usize {
        self.board.iter().position(|&p| p == CHIEF).unwrap_or(CHIEF_START)
    }

    /// Whether `s` is empty.
    pub fn is_empty(&self, s: usize) -> bool {
        self.board.get(s) == Some(&EMPTY)
    }

    /// How the last game ended, once it has.
    pub fn ended(&self) -> Option<GameEnd> {
        self.ended
    }
}

/// The board's shape, for the bot.
pub mod geometry {
    /// Files (a–k).
    pub const FILES: usize = super::FILES;
    /// Ranks (1–7).
    pub const RANKS: usize = super::RANKS;
}

#[cfg(test)]
mod tests;
