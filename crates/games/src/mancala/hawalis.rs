//! Hawalis (Tavolando §3.4; catalog `tavolando-3-8.md` §4 and §5):
//! `hawalis` and `hawalis-strict`.
//!
//! Four rows of seven pits; each player owns the two rows nearest him, an
//! inner row (`A1`–`A7`, the middle of the board) and an outer row
//! (`B1`–`B7`), numbered from his own left (North's in lower case:
//! `a1`–`a7`, `b1`–`b7`). Two seeds in every pit. A move lifts one of the
//! mover's pits holding two or more and sows clockwise round his own two
//! rows only (inner row left to right, outer row back), relaying from any
//! pit that held seeds, until a last seed falls in an empty pit. If that
//! pit is in his inner row, he captures the pit facing it in the
//! opponent's inner row and then the opponent's outer pit behind that one.
//! Captured seeds leave the game (they are shown in the capturer's store).
//! Whoever captures every seed of the opponent wins.
//!
//! Rule 5: a pit of one seed may be played only when no pit of the mover
//! holds two or more, and only into an empty next pit; `hawalis-strict`
//! never allows it.
//!
//! Catalog resolutions (\[P\], defaults):
//! - rule 1: South starts;
//! - rule 5: a single seed moved into an empty inner pit captures as any
//!   sowing would;
//! - G1: the outer pit is taken only if the inner capture took a seed;
//! - G2: a player with no legal move at his turn loses; one with no seeds
//!   has lost already (the goal);
//! - G3: the starting pit is not skipped;
//! - G4: a capture ends the move;
//! - G5: the direction is an option (`direction=anticlockwise`), clockwise
//!   by default as the text says;
//! - G6: the text's two examples rest on missing figures; positions that
//!   fit their words are replayed in the tests;
//! - a sowing that would never end is illegal (the family's rule);
//! - endless play: after 500 moves the player with more seeds on his side
//!   wins (equal: a draw) (our cap).
//!
//! Position text: South's inner row `A1`–`A7`, his outer row, North's inner
//! row, his outer row (each from its owner's left, `/` between), the seeds
//! captured `south-north`, and the seat to move `S`/`N`. `from_position`
//! reads it back (56 seeds in all, captured ones included); a read
//! position counts the 500 moves of the cap from itself, so a game read
//! from a text reaches the cap later than the game it was read from.

use super::board::{Board, Cell, store};
use super::engine::{Mancala, Move, State, Variant, by_counts};
use super::layout::{Dir, Layout};
use super::reading::{self, Shape};
use super::sowing::{self, Endless, Laps, Next};
use super::trace::{Lap, Trace, Word};
use crate::options::{OptionError, OptionKind, OptionSpec, Options};
use crate::{GameInfo, Message, Outcome, PositionError, Seat};

/// This game's words: messages, seat names, word moves, options' help.
pub static WORDS: crate::Words = crate::Words {
    key: "hawalis",
    en: include_str!("hawalis/en.ftl"),
    it: include_str!("hawalis/it.ftl"),
    shared: &[&super::WORDS],
};

/// Pits per row.
const ROW: u8 = 7;
/// Pits in all.
const PITS: u8 = 4 * ROW;
/// Moves after which the game is decided by the seeds on each side.
const PLY_CAP: u32 = 500;

static OPTIONS: [OptionSpec; 1] = [OptionSpec {
    name: "direction",
    kind: OptionKind::Choice(&["clockwise", "anticlockwise"]),
    default: "clockwise",
    help: "option-hawalis-direction",
}];

static HAWALIS: GameInfo = GameInfo {
    slug: "hawalis",
    name_en: "Hawalis",
    name_it: "Hawalis",
    aliases: &["hawalees"],
    family: crate::Family::Mancala,
    summary: "4×7, own-rows relay",
    min_seats: 2,
    max_seats: 2,
    seat_names: &["South", "North"],
    chance: false,
    hidden: false,
    options: &OPTIONS,
    max_plies: PLY_CAP,
    source: "catalog tavolando-3-8.md, 4. Hawalis (Tavolando §3.4)",
    words: &WORDS,
};

static STRICT: GameInfo = GameInfo {
    slug: "hawalis-strict",
    name_en: "Hawalis (strict singletons)",
    name_it: "Hawalis (singoli vietati)",
    aliases: &[],
    family: crate::Family::Mancala,
    summary: "4×7, own-rows relay, a single seed never played",
    min_seats: 2,
    max_seats: 2,
    seat_names: &["South", "North"],
    chance: false,
    hidden: false,
    options: &OPTIONS,
    max_plies: PLY_CAP,
    source: "catalog tavolando-3-8.md, 5. Hawalis, strict singleton variant (Tavolando §3.4)",
    words: &WORDS,
};

/// `hawalis`.
pub type Hawalis = Mancala<Rows<false>>;
/// `hawalis-strict`.
pub type HawalisStrict = Mancala<Rows<true>>;

/// Hawalis with the singleton rule (`STRICT = false`) or without.
#[derive(Clone, Debug)]
pub struct Rows<const STRICT: bool> {
    layout: Layout,
    /// The direction seeds travel.
    dir: Dir,
}

/// Cells: South's inner row 0–6, outer 7–13; North's inner 14–20, outer
/// 21–27 (each row from its owner's left).
fn inner(seat: Seat) -> std::ops::Range<Cell> {
    let base = seat.0 * 2 * ROW;
    base..base + ROW
}

fn outer(seat: Seat) -> std::ops::Range<Cell> {
    let base = seat.0 * 2 * ROW + ROW;
    base..base + ROW
}

fn owner(pit: Cell) -> Seat {
    Seat(u8::from(pit >= 2 * ROW))
}

fn is_inner(pit: Cell) -> bool {
    pit % (2 * ROW) < ROW
}

/// The pit's name as its owner says it: `A3`, `b7`.
fn name(pit: Cell) -> String {
    let row = if is_inner(pit) { 'a' } else { 'b' };
    let row = if owner(pit) == Seat(0) {
        row.to_ascii_uppercase()
    } else {
        row
    };
    format!("{row}{}", pit % ROW + 1)
}

const FACING: Word = Word::HawalisFacing;

/// The relay within the mover's rows.
struct Relay;

impl Laps for Relay {
    fn lap_end(&mut self, _board: &mut Board, lap: &Lap, _trace: &mut Trace) -> Next {
        if lap.before > 0 {
            Next::Lift {
                cell: lap.last,
                dir: lap.dir,
            }
        } else {
            Next::Stop(Word::None)
        }
    }
}

impl<const S: bool> Rows<S> {
    /// The board and trace after the mover sows `pit`; `None` if the
    /// sowing would never end.
    fn sowing(&self, state: &State<()>, pit: Cell) -> Option<(Board, Trace)> {
        let mover = state.to_move;
        let mut board = state.board;
        let mut trace = Trace::new(mover, Move::sow(pit));
        let start = Next::Lift {
            cell: pit,
            dir: self.dir,
        };
        match sowing::sow(
            self.layout.circuit(mover),
            &mut board,
            start,
            &mut Relay,
            &mut trace,
        ) {
            Ok(()) => {}
            Err(Endless) => return None,
        }
        let last = trace.last()?;
        if is_inner(last)
            && let Some(facing) = self.layout.opposite(last)
        {
            let n = board.take(facing);
            if n > 0 {
                board.add(store(mover), n);
                trace.take(facing, n, mover, FACING);
                // G1: the outer pit behind only after an inner capture.
                let behind = facing + ROW;
                let m = board.take(behind);
                if m > 0 {
                    board.add(store(mover), m);
                    trace.take(behind, m, mover, FACING);
                }
            }
        }
        Some((board, trace))
    }

    fn pits_of(seat: Seat) -> impl Iterator<Item = Cell> {
        inner(seat).chain(outer(seat))
    }

    /// The seat's seeds on the board.
    fn seeds_of(state: &State<()>, seat: Seat) -> u32 {
        Self::pits_of(seat).map(|p| u32::from(state.board.get(p))).sum()
    }

    /// The pits the seat to move may sow (rule 5), before the endless check.
    fn startable(&self, state: &State<()>) -> Vec<Cell> {
        let mover = state.to_move;
        let big: Vec<Cell> = Self::pits_of(mover)
            .filter(|&p| state.board.get(p) >= 2)
            .collect();
        if !big.is_empty() || S {
            return big;
        }
        let circuit = self.layout.circuit(mover);
        Self::pits_of(mover)
            .filter(|&p| state.board.get(p) == 1 && state.board.get(circuit.next(p, self.dir)) == 0)
            .collect()
    }

    fn conclude(&self, state: &mut State<()>) {
        let mover = state.to_move;
        let counts = [0, 1].map(|s| Self::seeds_of(state, Seat(s)));
        let outcome = if counts[mover.index()] == 0 {
            Some(Outcome::win(
                mover.other(),
                Message::new("hawalis-end-no-seeds").seat("seat", mover),
            ))
        } else if self.legal_sowings(state).is_empty() {
            Some(Outcome::win(
                mover.other(),
                Message::new("mancala-end-no-move").seat("seat", mover),
            ))
        } else if state.ply >= PLY_CAP {
            Some(by_counts(
                &counts,
                Message::new("hawalis-end-move-cap").count("moves", PLY_CAP),
            ))
        } else {
            None
        };
        if let Some(mut o) = outcome {
            o.scores = Some(counts.iter().map(|&c| c as i32).collect());
            state.finish(o);
        }
    }

    fn legal_sowings(&self, state: &State<()>) -> Vec<Move> {
        self.startable(state)
            .into_iter()
            .filter(|&p| self.sowing(state, p).is_some())
            .map(Move::sow)
            .collect()
    }
}

impl<const S: bool> Variant for Rows<S> {
    type X = ();

    const KNOBS: crate::Knobs = crate::Knobs {
        // The position text has no move count.
        fresh_counters: &["hawalis-end-move-cap"],
        // On the seed-count hooks, both rule sets: level 1 won 40 of 40,
        // level 3 10 of 10.
        strength: Some(crate::knobs::Strength::new(
            crate::knobs::Bar::new(40, 0.9),
            crate::knobs::Bar::new(10, 0.8),
        )),
        ..crate::Knobs::NONE
    };

    fn info() -> &'static GameInfo {
        if S { &STRICT } else { &HAWALIS }
    }

    fn new(options: &Options) -> Result<Self, OptionError> {
        let dir = if options.choice("direction") == "anticlockwise" {
            Dir::Back
        } else {
            Dir::Forward
        };
        let mut layout = Layout::new(PITS, 2);
        for p in 0..PITS {
            layout.name_cell(p, name(p));
        }
        layout
            .name_cell(store(Seat(0)), "S")
            .name_cell(store(Seat(1)), "N")
            .own(Seat(1), ROW * 2..PITS);
        // South's A(i) faces North's a(8 − i).
        for c in 0..ROW {
            layout.face(c, 2 * ROW + (ROW - 1 - c));
        }
        // Clockwise from each player's seat: inner row left to right, then
        // the outer row right to left; North's outer row on top (b7 … b1).
        layout.four_rows(inner, outer);
        Ok(Rows { layout, dir })
    }

    fn layout(&self) -> &Layout {
        &self.layout
    }

    fn initial(&self) -> State<()> {
        State::new(Board::filled(usize::from(PITS), 2), (), Seat(0))
    }

    fn legal(&self, state: &State<()>, out: &mut Vec<Move>) {
        out.extend(self.legal_sowings(state));
    }

    fn apply(&self, state: &mut State<()>, mv: &Move) {
        let Some(pit) = mv.pit() else {
            return;
        };
        let Some((board, trace)) = self.sowing(state, pit) else {
            return;
        };
        state.board = board;
        state.last = Some(trace);
        state.to_move = state.to_move.other();
        state.ply += 1;
        self.conclude(state);
    }

    fn read(&self, text: &str) -> Result<State<()>, PositionError> {
        let shape = Shape {
            rows: &[usize::from(ROW); 4],
            stores: 2,
            movers: &['S', 'N'],
            example: "2-2-2-2-2-2-2/2-2-2-2-2-2-2/2-2-2-2-2-2-2/2-2-2-2-2-2-2 0-0 S",
        };
        let head = reading::head(text, &shape)?;
        head.tail.end("")?;
        let cells = [inner(Seat(0)), outer(Seat(0)), inner(Seat(1)), outer(Seat(1))].map(|r| r.collect());
        Ok(State::new(head.board(&cells), (), head.seat()))
    }

    fn settle_read(&self, state: &mut State<()>) -> Result<(), PositionError> {
        self.conclude(state);
        Ok(())
    }

    fn expected(&self, seat: Seat) -> Message {
        let (a, b) = if seat == Seat(0) { ('A', 'B') } else { ('a', 'b') };
        Message::new("hawalis-expected")
            .seat("seat", seat)
            .code("inner", format!("{a}1–{a}7"))
            .code("outer", format!("{b}1–{b}7"))
            .code("example", format!("{a}3"))
    }

    fn why_not(&self, state: &State<()>, pit: Cell, _text: &str) -> Option<Message> {
        let n = state.board.get(pit);
        if n == 1 {
            return Some(if S {
                Message::new("hawalis-single-never").code("pit", name(pit))
            } else if Self::pits_of(state.to_move).any(|p| state.board.get(p) >= 2) {
                Message::new("hawalis-single-last").code("pit", name(pit))
            } else {
                Message::new("hawalis-single-into-empty").code("pit", name(pit))
            });
        }
        if self.sowing(state, pit).is_none() {
            return Some(Message::new("mancala-endless").code("pit", name(pit)));
        }
        None
    }

    fn position_text(&self, state: &State<()>) -> String {
        let rows = [inner(Seat(0)), outer(Seat(0)), inner(Seat(1)), outer(Seat(1))];
        reading::head_text(&state.board, rows, state.to_move)
    }

    fn panel(&self, state: &State<()>, seat: Seat) -> (Option<Message>, Option<u32>) {
        let left = Self::seeds_of(state, seat);
        (
            Some(
                Message::new("hawalis-panel")
                    .count("left", left)
                    .count("seeds", state.board.store_of(seat)),
            ),
            None,
        )
    }
}

#[cfg(test)]
mod tests;
