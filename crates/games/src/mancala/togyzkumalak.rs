//! Togyz Kumalak (Tavolando §14.3; catalog
//! `tavolando-9-14-and-short-issues.md`, togyzkumalak).
//!
//! Two rows of nine holes, nine seeds in each (162), two kazans (stores).
//! Each player numbers his holes 1–9 from his own left; South moves first.
//! A move takes every seed of one of the mover's holes and puts the first
//! back into the same hole, the others one by one into the following holes
//! counter-clockwise (a single seed moves to the next hole). If the last
//! seed makes an opponent's hole even, its seeds go to the mover's kazan.
//! If it makes an opponent's hole 3 (it held 2), the mover takes the three
//! and may make that hole his tuzdyk: every seed later falling into it goes
//! to his kazan. One tuzdyk per player per game, never the opponent's hole
//! 9, never the hole with the number of the opponent's tuzdyk. Declaring is
//! optional: `3n` declines (the hole keeps its 3, nothing is captured).
//!
//! Catalog resolutions (\[P\], defaults):
//! - gap 1, the end: 82 or more seeds in a kazan win at once; a player to
//!   move with no legal move ends the game, each player adding the seeds
//!   of his own row to his kazan; more seeds wins, 81–81 is a draw;
//! - gap 2: a declined tuzdyk leaves 3 seeds and captures nothing;
//! - gap 3: a seed falling into a tuzdyk, the last one included, goes to
//!   its owner's kazan at once;
//! - endless play: after 1 000 moves the game ends as when a player cannot
//!   move (our cap).
//!
//! Notation: the hole number, `1`–`9`, of the mover's row (`s7`, `n3`
//! name a side), `n` after it to decline a tuzdyk. The picture names
//! South's holes `S1`–`S9` and North's `N1`–`N9`.
//!
//! Position text: South's holes 1–9, `/`, North's 1–9, the kazans
//! `south-north`, the seat to move `S`/`N`, and the tuzdyks if any
//! (`tuzdyk S:N7,N:S2`: South's tuzdyk is North's hole 7). `from_position`
//! reads it back: 162 seeds in all, each tuzdyk a hole its owner may
//! declare, and empty. A read position counts the 1 000 moves of the cap
//! from itself, so a game read from a text reaches the cap later than the
//! game it was read from. A finished game whose rows were gathered reads
//! back finished with the same scores; its reason is the one the gathered
//! board shows (a kazan of 82 or more, or the player to move stuck).

use super::board::{Board, Cell, store};
use super::engine::{Flag, Mancala, Move, State, Variant, by_counts};
use super::layout::{Dir, Layout};
use super::picture::seeds;
use super::reading::{self, Shape};
use super::sowing::{self, Laps, Next};
use super::trace::{Lap, Trace, Word};
use crate::options::{OptionError, Options};
use crate::view::{PitKind, PitMark};
use crate::{GameInfo, Message, PositionError, Seat};

/// This game's words: messages, seat names, word moves, options' help.
pub static WORDS: crate::Words = crate::Words {
    key: "togyzkumalak",
    en: include_str!("togyzkumalak/en.ftl"),
    it: include_str!("togyzkumalak/it.ftl"),
    shared: &[&super::WORDS],
};

const ROW: u8 = 9;
const PITS: u8 = 18;
const WIN: u8 = 82;
const PLY_CAP: u32 = 1_000;

static INFO: GameInfo = GameInfo {
    slug: "togyzkumalak",
    name_en: "Togyz Kumalak",
    name_it: "Togyz Kumalak",
    aliases: &["toguz kumalak", "togyz qumalaq", "toguz korgool"],
    family: crate::Family::Mancala,
    summary: "9 pits a side, tuzdyks, 82 seeds win",
    min_seats: 2,
    max_seats: 2,
    seat_names: &["South", "North"],
    chance: false,
    hidden: false,
    options: &[],
    max_plies: PLY_CAP,
    source: "catalog tavolando-9-14-and-short-issues.md, togyzkumalak (Tavolando §14.3)",
    words: &WORDS,
};

/// `togyzkumalak`.
pub type Togyzkumalak = Mancala<Kumalak>;

/// The rules.
#[derive(Clone, Debug)]
pub struct Kumalak {
    layout: Layout,
}

/// Each seat's tuzdyk (a hole of the opponent's row), if made.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct Tuzdyks([Option<Cell>; 2]);

fn owner(pit: Cell) -> Seat {
    Seat(u8::from(pit >= ROW))
}

/// The hole's number in its owner's row, 1–9.
fn number(pit: Cell) -> u8 {
    pit % ROW + 1
}

const EVEN: Word = Word::TogyzEven;
const THREE: Word = Word::TogyzThree;
const TO_TUZDYK: Word = Word::TogyzToTuzdyk;

/// Seeds into tuzdyks go to their owners' kazans.
struct Sow<'a> {
    tuzdyks: &'a Tuzdyks,
}

impl Laps for Sow<'_> {
    fn drop_seed(&mut self, board: &mut Board, cell: Cell, _last: bool, _trace: &mut Trace) {
        match self.tuzdyks.0.iter().position(|&t| t == Some(cell)) {
            Some(s) => board.add(store(Seat(s as u8)), 1),
            None => board.add(cell, 1),
        }
    }

    fn lap_end(&mut self, _board: &mut Board, _lap: &Lap, _trace: &mut Trace) -> Next {
        Next::Stop(Word::None)
    }
}

impl Kumalak {
    /// Whether `mover` may make `pit` his tuzdyk.
    fn may_declare(x: &Tuzdyks, mover: Seat, pit: Cell) -> bool {
        x.0[mover.index()].is_none()
            && owner(pit) != mover
            && number(pit) != ROW
            && x.0[mover.other().index()].is_none_or(|t| number(t) != number(pit))
    }

    /// The position after `mover` sows `pit` (declaring a tuzdyk unless
    /// `decline`): board, tuzdyks, trace, and whether a tuzdyk could be made.
    fn sowing(&self, state: &State<Tuzdyks>, pit: Cell, decline: bool) -> (Board, Tuzdyks, Trace, bool) {
        let mover = state.to_move;
        let mut board = state.board;
        let mut x = state.x;
        let flag = if decline { Flag::Decline } else { Flag::None };
        let mut trace = Trace::new(mover, Move::Sow { pit, dir: None, flag });
        let n = board.get(pit);
        let start = if n == 1 {
            Next::Lift {
                cell: pit,
                dir: Dir::Forward,
            }
        } else {
            // The first seed goes back into the hole it came from.
            board.take(pit);
            Next::Sow {
                first: pit,
                seeds: n,
                dir: Dir::Forward,
            }
        };
        // One lap always ends.
        let _ = sowing::sow(
            self.layout.circuit(mover),
            &mut board,
            start,
            &mut Sow { tuzdyks: &x },
            &mut trace,
        );
        let last = trace.last().unwrap_or(pit);
        let into_tuzdyk = x.0.contains(&Some(last));
        if into_tuzdyk {
            trace.note(None, TO_TUZDYK);
            return (board, x, trace, false);
        }
        let mut possible = false;
        if owner(last) != mover {
            let count = board.get(last);
            if count.is_multiple_of(2) {
                board.take(last);
                board.add(store(mover), count);
                trace.take(last, count, mover, EVEN);
            } else if count == 3 && Self::may_declare(&x, mover, last) {
                possible = true;
                if !decline {
                    board.take(last);
                    board.add(store(mover), 3);
                    x.0[mover.index()] = Some(last);
                    trace.take(last, 3, mover, THREE);
                } else {
                    trace.note(None, Word::TogyzDeclined);
                }
            }
        }
        (board, x, trace, possible)
    }

    /// Reads the tuzdyks (`S:N7,N:S2`, South's first) into `x`: each in
    /// the other's row, never a hole 9, never the number of the other's,
    /// and empty (seeds falling in go to the kazan).
    fn read_tuzdyks(&self, text: &str, board: &Board, x: &mut Tuzdyks) -> Result<(), PositionError> {
        let mut after = 0;
        for entry in text.split(',') {
            let (seat, pit) = entry.split_once(':').unwrap_or((entry, ""));
            let seat = reading::south_north(seat, "a tuzdyk's owner")?;
            let cell = self.layout.cell_named(pit).filter(|&c| c < PITS).ok_or_else(|| {
                PositionError::new(format!(
                    "a tuzdyk is written owner:hole, like S:N7, not '{}'",
                    crate::notation::clip(entry)
                ))
            })?;
            if seat.index() < after || x.0[seat.index()].is_some() {
                return Err(PositionError::new(
                    "the tuzdyks are written South's, then North's, each once",
                ));
            }
            if !Self::may_declare(x, seat, cell) || board.get(cell) > 0 {
                return Err(PositionError::new(format!(
                    "{pit} cannot be {}'s tuzdyk: it must be an empty hole of the other row, \
                     not its 9, nor the number of the other tuzdyk",
                    INFO.seat_names[seat.index()]
                )));
            }
            x.0[seat.index()] = Some(cell);
            after = seat.index();
        }
        Ok(())
    }

    fn row(seat: Seat) -> std::ops::Range<Cell> {
        seat.0 * ROW..seat.0 * ROW + ROW
    }

    fn conclude(state: &mut State<Tuzdyks>) {
        let kazans = [0, 1].map(|s| state.board.store_of(Seat(s)));
        if kazans.iter().any(|&k| k >= WIN) {
            let counts = kazans.map(u32::from);
            return state.finish(by_counts(
                &counts,
                Message::new("togyzkumalak-end-kazan").count("seeds", WIN),
            ));
        }
        let mover = state.to_move;
        let stuck = Self::row(mover).all(|p| state.board.get(p) == 0);
        if !stuck && state.ply < PLY_CAP {
            return;
        }
        for seat in [Seat(0), Seat(1)] {
            for p in Self::row(seat) {
                state.board.move_all(p, store(seat));
            }
        }
        let counts = [0, 1].map(|s| u32::from(state.board.store_of(Seat(s))));
        let reason = if stuck {
            Message::new("mancala-end-no-move").seat("seat", mover)
        } else {
            Message::new("mancala-end-move-cap").count("moves", PLY_CAP)
        };
        state.finish(by_counts(&counts, reason));
    }
}

impl Variant for Kumalak {
    type X = Tuzdyks;

    const KNOBS: crate::Knobs = crate::Knobs {
        // The position text has no move count.
        fresh_counters: &["mancala-end-move-cap"],
        // A stuck player's end gathers the rows.
        gathered_ends: true,
        // On the seed-count hooks: level 1 won 40 of 40, level 3 10 of 10.
        strength: Some(crate::knobs::Strength::new(
            crate::knobs::Bar::new(40, 0.9),
            crate::knobs::Bar::new(10, 0.8),
        )),
        ..crate::Knobs::NONE
    };

    fn info() -> &'static GameInfo {
        &INFO
    }

    fn new(_options: &Options) -> Result<Self, OptionError> {
        let mut layout = Layout::new(PITS, 2);
        for p in 0..PITS {
            let side = if owner(p) == Seat(0) { 'S' } else { 'N' };
            layout.name_cell(p, format!("{side}{}", number(p)));
        }
        layout
            .name_cell(store(Seat(0)), "S")
            .name_cell(store(Seat(1)), "N")
            .own(Seat(1), ROW..PITS);
        for p in 0..ROW {
            layout.face(p, PITS - 1 - p);
        }
        layout.circuit_for_all((0..PITS).collect());
        layout.rows = vec![(ROW..PITS).rev().collect(), (0..ROW).collect()];
        layout.stores = (Some(Seat(1)), Some(Seat(0)));
        Ok(Kumalak { layout })
    }

    fn layout(&self) -> &Layout {
        &self.layout
    }

    fn initial(&self) -> State<Tuzdyks> {
        State::new(Board::filled(usize::from(PITS), 9), Tuzdyks::default(), Seat(0))
    }

    fn legal(&self, state: &State<Tuzdyks>, out: &mut Vec<Move>) {
        for p in Self::row(state.to_move).filter(|&p| state.board.get(p) > 0) {
            out.push(Move::sow(p));
            if self.sowing(state, p, false).3 {
                out.push(Move::Sow {
                    pit: p,
                    dir: None,
                    flag: Flag::Decline,
                });
            }
        }
    }

    fn apply(&self, state: &mut State<Tuzdyks>, mv: &Move) {
        let Move::Sow { pit, flag, .. } = *mv else {
            return;
        };
        let (board, x, trace, _) = self.sowing(state, pit, flag == Flag::Decline);
        state.board = board;
        state.x = x;
        state.last = Some(trace);
        state.to_move = state.to_move.other();
        state.ply += 1;
        Self::conclude(state);
    }

    fn read(&self, text: &str) -> Result<State<Tuzdyks>, PositionError> {
        let row = usize::from(ROW);
        let shape = Shape {
            rows: &[row, row],
            stores: 2,
            movers: &['S', 'N'],
            example: "9-9-9-9-9-9-9-9-9/9-9-9-9-9-9-9-9-9 0-0 S",
        };
        let mut head = reading::head(text, &shape)?;
        let board = head.board(&[Self::row(Seat(0)).collect(), Self::row(Seat(1)).collect()]);
        let mut x = Tuzdyks::default();
        if let Some(tuzdyks) = head.tail.value("tuzdyk")? {
            self.read_tuzdyks(tuzdyks, &board, &mut x)?;
        }
        head.tail.end("the tuzdyks, like 'tuzdyk S:N7,N:S2'")?;
        Ok(State::new(board, x, head.seat()))
    }

    fn settle_read(&self, state: &mut State<Tuzdyks>) -> Result<(), PositionError> {
        Self::conclude(state);
        Ok(())
    }

    fn pit_text(&self, pit: Cell) -> String {
        number(pit).to_string()
    }

    fn pit_aliases(&self, _seat: Seat, pit: Cell) -> Vec<String> {
        let words: &[&str] = if owner(pit) == Seat(0) {
            &["s", "south", "sud"]
        } else {
            &["n", "north", "nord"]
        };
        words.iter().map(|w| format!("{w}{}", number(pit))).collect()
    }

    fn expected(&self, seat: Seat) -> Message {
        Message::new("togyzkumalak-expected").seat("seat", seat)
    }

    fn why_not(&self, state: &State<Tuzdyks>, pit: Cell, text: &str) -> Option<Message> {
        if crate::notation::normalize(text).ends_with('n') && !self.sowing(state, pit, false).3 {
            return Some(Message::new("togyzkumalak-no-tuzdyk").code("pit", number(pit).to_string()));
        }
        None
    }

    fn position_text(&self, state: &State<Tuzdyks>) -> String {
        let rows = [Self::row(Seat(0)), Self::row(Seat(1))];
        let mut text = reading::head_text(&state.board, rows, state.to_move);
        let tuzdyks: Vec<String> = [0, 1]
            .iter()
            .filter_map(|&s| state.x.0[s].map(|t| format!("{}:{}", ['S', 'N'][s], self.layout.name(t))))
            .collect();
        if !tuzdyks.is_empty() {
            text.push_str(&format!(" tuzdyk {}", tuzdyks.join(",")));
        }
        text
    }

    /// A tuzdyk is shown as a pit crossed out in its owner's colour.
    fn pit_marks(&self, state: &State<Tuzdyks>) -> Vec<PitMark> {
        (0..2)
            .filter_map(|s| {
                state.x.0[s].map(|t| {
                    PitMark::new(self.layout.name(t).to_string(), PitKind::Cross).owner(Some(Seat(s as u8)))
                })
            })
            .collect()
    }

    fn seat_colours(&self) -> &'static [&'static str] {
        &["white", "black"]
    }

    fn panel(&self, state: &State<Tuzdyks>, seat: Seat) -> (Option<Message>, Option<u32>) {
        let kazan = state.board.store_of(seat);
        let score = match state.x.0[seat.index()] {
            Some(t) => Message::new("togyzkumalak-panel-tuzdyk")
                .count("seeds", kazan)
                .code("pit", self.layout.name(t)),
            None => seeds(u32::from(kazan)),
        };
        (Some(score), None)
    }
}

#[cfg(test)]
mod tests;
