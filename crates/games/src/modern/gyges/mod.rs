//! Gyges (Claude Leroy, 1984; catalog `tavolando-9-14-and-short-issues.md`,
//! "gyges"; seed 004, lines 78–107).
//!
//! # Rules (the catalog's lines, as resolved)
//!
//! - A 6×6 board, files a–f, ranks 1–6, South at rank 1. Beyond each home
//!   row a **goal**, next to every square of that row: North's goal
//!   (beyond rank 6) is South's target and South's (beyond rank 1) is
//!   North's.
//! - Twelve rings shared by both players: four of value 1, four of 2,
//!   four of 3. **Set-up**: South puts two of each on rank 1 in the order
//!   he likes, then North on rank 6 (gap 6).
//! - **Border row**: a player moves only a ring on the rank nearest him
//!   that holds a ring.
//! - A ring moves exactly as many orthogonal steps as its value, turning
//!   as it likes, never over a ring and never twice through a square in
//!   the whole move, bounces included; its starting square counts as
//!   passed (gaps 3, 4).
//! - Its last step may land on a ring. Then either it **bounces**: the
//!   move goes on from there for as many steps as the landed-on ring's
//!   value, and so on, every bounce completed; or it **replaces**: the
//!   landed-on ring is put on an empty square that is not on a rank behind
//!   the opponent's border row (gap 2, the published rule), and the moving
//!   ring takes its square.
//! - By default the moving ring goes on at a bounce and the landed-on
//!   ring stays (gap 1, the published rule); with the option `text-bounce`
//!   the landed-on ring is the one pushed on (the text's reading): each
//!   ring of the chain moves one stop along it.
//! - A move whose last step enters the goal the mover aims at wins; the
//!   goal is never passed through and never one's own (the catalog's
//!   resolution).
//! - A player with no move passes; a move may not recreate the board that
//!   stood before the opponent's last move (gap 5).
//! - Our choice: a game reaching [`PLY_CAP`] plies is drawn.
//!
//! # Notation
//!
//! A set-up is the six values from file a to f (`321123`; `setup 321123`
//! and `disponi 321123` are read too). A move is its stops joined by `-`:
//! the starting square, every square it bounces from, and where it ends
//! (`b1-b3-d4`), `G` for the goal (`a5-G`); a replacement ends with
//! `=` and the square the landed-on ring goes to (`c1-c3=e5`). The route
//! between two stops is not written: only the stops change the board.
//! Picker steps: the starting square, each next stop (`-b3`), then `=`
//! and the square; each step has at most 24 choices however long the
//! chain.
//!
//! # Position text
//!
//! The ranks from 6 down to 1 joined by `/`, each six cells from file a
//! (`.` empty, `1`–`3` a ring); the seat to move (`1` South, `2` North)
//! or `G1`/`G2` for the seat whose ring reached the goal; the plies
//! played; the board before the last move in the same form (`-` at the
//! start), which the no-repetition rule needs.

mod board;
mod legal;
mod notation;
mod position;
#[cfg(test)]
mod tests;
mod view;

use crate::notation::MoveError;
use crate::options::{OptionError, OptionKind, OptionSpec, Options};
use crate::view::View;
use crate::{GameInfo, Message, Outcome, PositionError, Rules, Seat, Status};

pub use board::{CELLS, Cells, GOAL};

/// This game's words: messages, seat names, options' help.
pub static WORDS: crate::Words = crate::Words {
    key: "gyges",
    en: include_str!("en.ftl"),
    it: include_str!("it.ftl"),
    shared: &[],
};

static INFO: GameInfo = GameInfo {
    slug: "gyges",
    name_en: "Gyges",
    name_it: "Gyges",
    aliases: &["gygès"],
    family: crate::Family::Modern,
    summary: "6×6, shared rings of 1–3 bounce in chains to the far goal",
    min_seats: 2,
    max_seats: 2,
    seat_names: &["South", "North"],
    chance: false,
    hidden: false,
    options: &[OptionSpec {
        name: "text-bounce",
        kind: OptionKind::Bool,
        default: "false",
        help: "option-gyges-text-bounce",
    }],
    max_plies: PLY_CAP,
    source: "catalog tavolando-9-14-and-short-issues.md, gyges (seed 004, lines 78–107)",
    words: &WORDS,
};

/// Plies (set-ups included) after which a game is drawn (our choice: the
/// text has no draw).
pub const PLY_CAP: u32 = 200;
/// Most stops a move can have: the start, a bounce on each of the other
/// eleven rings, the end.
pub const MAX_STOPS: usize = 13;

/// A move's stops: the start, each bounce square, the end (a square or
/// [`GOAL`]); with a replacement, the last stop is the ring displaced and
/// `replace` where it goes.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub struct Chain {
    stops: [u8; MAX_STOPS],
    len: u8,
    replace: Option<u8>,
}

impl Chain {
    /// The stops, start first.
    pub fn stops(&self) -> &[u8] {
        &self.stops[..usize::from(self.len)]
    }

    /// Where the displaced ring goes, for a replacement.
    pub fn replace(&self) -> Option<u8> {
        self.replace
    }

    /// A chain of `stops` (2 to [`MAX_STOPS`]) with an optional
    /// replacement.
    pub fn new(stops: &[u8], replace: Option<u8>) -> Chain {
        let mut c = Chain {
            stops: [0; MAX_STOPS],
            len: stops.len() as u8,
            replace,
        };
        c.stops[..stops.len()].copy_from_slice(stops);
        c
    }

    /// Whether the move ends in the goal.
    pub fn wins(&self) -> bool {
        self.stops().last() == Some(&GOAL)
    }
}

/// One turn.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum GMove {
    /// The values put on the home rank, file a first.
    Setup([u8; 6]),
    Move(Chain),
    /// No legal move.
    Pass,
}

/// How a game ended.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum End {
    /// This seat moved a ring into the goal.
    Goal(Seat),
    /// [`PLY_CAP`] plies were played.
    Cap,
}

/// A Gyges position.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct GygesState {
    cells: Cells,
    /// The board before the last move (`None` at the start).
    before: Option<Cells>,
    to_move: Seat,
    plies: u32,
    last: Option<GMove>,
    end: Option<End>,
}

impl GygesState {
    /// The ring on square `sq` (`rank * 6 + file`; 0 empty).
    pub fn ring(&self, sq: usize) -> u8 {
        self.cells[sq]
    }

    /// Whether the set-ups are still to be made.
    pub fn in_setup(&self) -> bool {
        self.plies < 2
    }
}

/// Gyges.
#[derive(Clone, Debug, Default)]
pub struct Gyges {
    /// The text's bounce: the landed-on ring is pushed on (gap 1).
    pub text_bounce: bool,
}

fn outcome(end: End) -> Outcome {
    match end {
        End::Goal(seat) => Outcome::win(seat, Message::new("gyges-goal").seat("seat", seat)),
        End::Cap => Outcome::draw(Message::new("gyges-ply-cap").count("n", PLY_CAP)),
    }
}

impl Rules for Gyges {
    type State = GygesState;
    type Move = GMove;

    const KNOBS: crate::Knobs = crate::Knobs {
        // Plain search. The strength suite (release, seed 2024,
        // 2026-11-29, load average 7 to 12 on 2 cores): level 1 won 20 of
        // 20 against random. Level 3 not measured yet: the default bar.
        strength: Some(crate::knobs::Strength::new(
            crate::knobs::Bar::new(20, 0.9),
            crate::knobs::Bar::new(4, 0.75),
        )),
        ..crate::Knobs::NONE
    };

    fn info() -> &'static GameInfo {
        &INFO
    }

    fn new(options: &Options) -> Result<Self, OptionError> {
        Ok(Gyges {
            text_bounce: options.bool("text-bounce"),
        })
    }

    fn initial(&self) -> GygesState {
        GygesState {
            cells: [0; CELLS],
            before: None,
            to_move: Seat::FIRST,
            plies: 0,
            last: None,
            end: None,
        }
    }

    fn status(&self, state: &GygesState) -> Status {
        match state.end {
            Some(end) => Status::Over(outcome(end)),
            None => Status::ToMove(state.to_move),
        }
    }

    fn legal_moves(&self, state: &GygesState, out: &mut Vec<GMove>) {
        legal::legal(self, state, out);
    }

    fn apply(&self, state: &mut GygesState, mv: &GMove) {
        legal::apply(self, state, mv);
    }

    fn format_move(&self, _state: &GygesState, mv: &GMove) -> String {
        notation::format(mv)
    }

    fn move_steps(&self, _state: &GygesState, mv: &GMove) -> Vec<String> {
        notation::steps(mv)
    }

    fn move_aliases(&self, _state: &GygesState, mv: &GMove) -> Vec<String> {
        notation::aliases(mv)
    }

    fn parse_move(&self, state: &GygesState, text: &str) -> Result<GMove, MoveError> {
        notation::parse(self, state, text)
    }

    fn diagnose(&self, state: &GygesState, text: &str) -> MoveError {
        notation::diagnose(self, state, text)
    }

    fn position_text(&self, state: &GygesState) -> String {
        position::write(state)
    }

    fn from_position(&self, text: &str) -> Result<GygesState, PositionError> {
        position::read(text)
    }

    fn view(&self, state: &GygesState, _seat: Option<Seat>) -> View {
        view::view(state)
    }
}
