//! Congklak (Tavolando §14.2; catalog `tavolando-9-14-and-short-issues.md`,
//! congklak): the seven-hole board, played over rounds.
//!
//! Two rows of seven holes, seven seeds in each, and a store at each
//! player's left: South's at the West end, North's at the East end. The
//! picture names the holes `S1`–`S7` and `N1`–`N7` from West to East, `Ni`
//! facing `Si` (gap 1). A move names a hole of the mover's row by its
//! number counted from his store, `1`–`7` (South's 3 is S3, North's 3 is
//! N5). Seeds go anticlockwise: along the mover's row away from his store,
//! along the opponent's row, into the mover's own store (never the
//! opponent's), and on. Where the last seed falls decides:
//! - the mover's store: he moves again, from any hole of his;
//! - an occupied hole, either side: its seeds are lifted and sown on;
//! - an empty hole of his own, once this sowing has passed through the
//!   opponent's row and come back (gap 4): that seed and the seeds of the
//!   hole across go to his store (gap 3: even when the hole across is
//!   empty);
//! - anything else: the turn ends.
//!
//! Rounds: a round ends when the player to move has no hole to sow (gap
//! 7). Each player gathers his store and the seeds left in his holes and
//! fills his holes with seven each from the one nearest his store; what
//! remains (fewer than seven) goes to his store (gap 5); holes he cannot
//! fill are burnt for the whole round: the opponent's seeds pass over them
//! and never take their seeds; the owner never lifts them but sows into
//! them (gap 6), and a last seed falling there ends his turn. The player
//! who ran out moves second in the next round; South begins the first (gap
//! 2). A player who cannot fill three holes (fewer than 21 seeds) when a
//! round starts loses the game.
//!
//! Our caps, so that every game ends: a round of 400 moves ends as if the
//! player to move could not move; after the twentieth round the player
//! holding more seeds wins (equal: a draw). A sowing that would never end
//! is an illegal move (the family's rule).
//!
//! Position text: South's holes S1–S7, `/`, North's N1–N7, the stores
//! `south-north`, the seat to move, `round N`, and the burnt holes if any
//! (`burnt N1,N2`). `from_position` reads it back (98 seeds in all); the
//! moves of the round are not in the text, so a read position counts the
//! 400 moves of the round's cap from itself. A player to move with no hole
//! to sow is a finished game, or no position (the next round would have
//! begun).

use super::board::{Board, Cell, store};
use super::engine::{Mancala, Move, State, Variant, by_counts};
use super::layout::{Dir, Layout};
use super::reading::{self, Shape};
use super::sowing::{self, Laps, Next, Sowing};
use super::trace::{Lap, Trace, Word};
use crate::options::{OptionError, Options};
use crate::view::{PitKind, PitMark};
use crate::{GameInfo, Message, PositionError, Seat};

/// This game's words: messages, seat names, word moves, options' help.
pub static WORDS: crate::Words = crate::Words {
    key: "congklak",
    en: include_str!("congklak/en.ftl"),
    it: include_str!("congklak/it.ftl"),
    shared: &[&super::WORDS],
};

const ROW: u8 = 7;
const PITS: u8 = 14;
const FULL: u8 = 7;
/// Holes a player must fill to play a round.
const LEAST_HOLES: u8 = 3;
const ROUND_CAP: u32 = 400;
const LAST_ROUND: u8 = 20;

static INFO: GameInfo = GameInfo {
    slug: "congklak",
    name_en: "Congklak",
    name_it: "Congklak",
    aliases: &["congkak", "dakon"],
    family: crate::Family::Mancala,
    summary: "7 holes, rounds with burnt holes",
    min_seats: 2,
    max_seats: 2,
    seat_names: &["South", "North"],
    chance: false,
    hidden: false,
    options: &[],
    max_plies: ROUND_CAP * LAST_ROUND as u32,
    source: "catalog tavolando-9-14-and-short-issues.md, congklak (Tavolando §14.2)",
    words: &WORDS,
};

/// `congklak`.
pub type Congklak = Mancala<Rounds>;

/// The rules.
#[derive(Clone, Debug)]
pub struct Rounds {
    layout: Layout,
}

/// What a Congklak position keeps beyond the board.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct CongklakExtra {
    /// Bit `c`: hole `c` is burnt this round.
    burnt: u16,
    round: u8,
    /// Moves in this round.
    moves: u32,
}

fn owner(pit: Cell) -> Seat {
    Seat(u8::from(pit >= ROW))
}

/// The hole's number for its owner, counted from his store.
fn number(pit: Cell) -> u8 {
    if pit < ROW { pit + 1 } else { PITS - pit }
}

/// The holes of `seat` from the one nearest his store.
fn holes(seat: Seat) -> [Cell; ROW as usize] {
    let mut out = [0; ROW as usize];
    for (k, h) in out.iter_mut().enumerate() {
        *h = if seat == Seat(0) {
            k as Cell
        } else {
            PITS - 1 - k as Cell
        };
    }
    out
}

fn is_burnt(x: &CongklakExtra, pit: Cell) -> bool {
    pit < PITS && x.burnt & (1 << pit) != 0
}

const ACROSS: Word = Word::CongklakAcross;
const ANOTHER: Word = Word::CongklakStopStore;

struct Sow<'a> {
    x: &'a CongklakExtra,
    mover: Seat,
    /// The sowing has dropped seeds in the opponent's row.
    been_across: bool,
    /// … and has come back into the mover's row since (gap 4).
    lapped: bool,
    again: bool,
}

impl Laps for Sow<'_> {
    fn skips(&self, _board: &Board, cell: Cell, _lap: &Sowing) -> bool {
        is_burnt(self.x, cell) && owner(cell) != self.mover
    }

    fn drop_seed(&mut self, board: &mut Board, cell: Cell, _last: bool, _trace: &mut Trace) {
        board.add(cell, 1);
        if cell < PITS {
            if owner(cell) != self.mover {
                self.been_across = true;
            } else if self.been_across {
                self.lapped = true;
            }
        }
    }

    fn lap_end(&mut self, board: &mut Board, lap: &Lap, trace: &mut Trace) -> Next {
        let last = lap.last;
        if last == store(self.mover) {
            self.again = true;
            return Next::Stop(ANOTHER);
        }
        if is_burnt(self.x, last) {
            return Next::Stop(Word::CongklakStopBurnt);
        }
        if lap.before > 0 {
            return Next::Lift {
                cell: last,
                dir: lap.dir,
            };
        }
        if owner(last) == self.mover && self.lapped {
            let mine = board.take(last);
            board.add(store(self.mover), mine);
            trace.take(last, mine, self.mover, ACROSS);
            let across = if last < ROW { last + ROW } else { last - ROW };
            if is_burnt(self.x, across) {
                trace.note(Some(across), Word::CongklakBurntAcross);
            } else {
                let theirs = board.take(across);
                board.add(store(self.mover), theirs);
                trace.take(across, theirs, self.mover, ACROSS);
            }
        }
        Next::Stop(Word::None)
    }

    fn key(&self) -> u64 {
        u64::from(self.been_across) | u64::from(self.lapped) << 1
    }
}

impl Rounds {
    /// The board, trace and whether the mover moves again, after sowing
    /// `pit`; `None` if the sowing would never end.
    fn sowing(&self, state: &State<CongklakExtra>, pit: Cell) -> Option<(Board, Trace, bool)> {
        let mover = state.to_move;
        let mut board = state.board;
        let mut trace = Trace::new(mover, Move::sow(pit));
        let mut laps = Sow {
            x: &state.x,
            mover,
            been_across: false,
            lapped: false,
            again: false,
        };
        let start = Next::Lift {
            cell: pit,
            dir: Dir::Forward,
        };
        sowing::sow(
            self.layout.circuit(mover),
            &mut board,
            start,
            &mut laps,
            &mut trace,
        )
        .ok()?;
        Some((board, trace, laps.again))
    }

    fn sowable(&self, state: &State<CongklakExtra>, seat: Seat) -> Vec<Cell> {
        holes(seat)
            .into_iter()
            .filter(|&p| state.board.get(p) > 0 && !is_burnt(&state.x, p) && self.sowing(state, p).is_some())
            .collect()
    }

    /// Ends the round when the player to move cannot move, and the game
    /// when a player cannot fill three holes.
    fn conclude(&self, state: &mut State<CongklakExtra>) {
        let mover = state.to_move;
        let stuck = self.sowable(state, mover).is_empty();
        if !stuck && state.x.moves < ROUND_CAP {
            return;
        }
        // Gather: each player's store and holes.
        for p in 0..PITS {
            state.board.move_all(p, store(owner(p)));
        }
        let held = [0, 1].map(|s| u32::from(state.board.store_of(Seat(s))));
        let why = if stuck {
            Message::new("congklak-stuck")
                .seat("seat", mover)
                .count("round", state.x.round)
        } else {
            Message::new("congklak-round-cap")
                .count("round", state.x.round)
                .count("moves", ROUND_CAP)
        };
        if let Some(poor) = (0..2).find(|&s| held[s] < u32::from(FULL * LEAST_HOLES)) {
            let reason = Message::new("congklak-end-poor")
                .part("why", why)
                .seat("seat", Seat(poor as u8));
            return state.finish(by_counts(&held, reason));
        }
        if state.x.round >= LAST_ROUND {
            return state.finish(by_counts(
                &held,
                Message::new("mancala-end-last-round")
                    .part("why", why)
                    .count("round", LAST_ROUND),
            ));
        }
        // Refill from the hole nearest the store; the rest stays there.
        state.x.burnt = 0;
        for seat in [Seat(0), Seat(1)] {
            let mut left = state.board.store_of(seat);
            for h in holes(seat) {
                if left >= FULL {
                    state.board.set(h, FULL);
                    left -= FULL;
                } else {
                    state.x.burnt |= 1 << h;
                }
            }
            state.board.set(store(seat), left);
        }
        state.x.round += 1;
        state.x.moves = 0;
        // The player who ran out moves second.
        state.to_move = mover.other();
        if let Some(trace) = state.last.as_mut() {
            trace.note(None, Word::CongklakRoundOver);
        }
    }
}

impl Rounds {
    /// The burnt holes written as `N1,N2` (none in the first round).
    fn read_burnt(&self, text: &str, round: u8) -> Result<u16, PositionError> {
        if round == 1 {
            return Err(PositionError::new("no hole is burnt in the first round"));
        }
        let mut burnt = 0u16;
        for name in text.split(',') {
            let hole = self
                .layout
                .cell_named(name)
                .filter(|&c| c < PITS)
                .ok_or_else(|| {
                    PositionError::new(format!(
                        "burnt holes are named S1–S7 and N1–N7, not '{}'",
                        crate::notation::clip(name)
                    ))
                })?;
            burnt |= 1 << hole;
        }
        Ok(burnt)
    }
}

impl Variant for Rounds {
    type X = CongklakExtra;

    const KNOBS: crate::Knobs = crate::Knobs {
        // The position text has no move count.
        fresh_counters: &["congklak-round-cap"],
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
            let (side, k) = if p < ROW { ('S', p + 1) } else { ('N', p - ROW + 1) };
            layout.name_cell(p, format!("{side}{k}"));
        }
        layout
            .name_cell(store(Seat(0)), "S")
            .name_cell(store(Seat(1)), "N")
            .own(Seat(1), ROW..PITS);
        for p in 0..ROW {
            layout.face(p, p + ROW);
        }
        // South: S1…S7, N7…N1, his store. North: N7…N1, S1…S7, his store.
        let mut south: Vec<Cell> = (0..ROW).collect();
        south.extend((ROW..PITS).rev());
        south.push(store(Seat(0)));
        let mut north: Vec<Cell> = (ROW..PITS).rev().collect();
        north.extend(0..ROW);
        north.push(store(Seat(1)));
        layout.circuit_for(Seat(0), south).circuit_for(Seat(1), north);
        layout.rows = vec![(ROW..PITS).collect(), (0..ROW).collect()];
        layout.stores = (Some(Seat(0)), Some(Seat(1)));
        Ok(Rounds { layout })
    }

    fn layout(&self) -> &Layout {
        &self.layout
    }

    fn initial(&self) -> State<CongklakExtra> {
        let x = CongklakExtra {
            burnt: 0,
            round: 1,
            moves: 0,
        };
        State::new(Board::filled(usize::from(PITS), FULL), x, Seat(0))
    }

    fn legal(&self, state: &State<CongklakExtra>, out: &mut Vec<Move>) {
        out.extend(self.sowable(state, state.to_move).into_iter().map(Move::sow));
    }

    fn apply(&self, state: &mut State<CongklakExtra>, mv: &Move) {
        let Some(pit) = mv.pit() else {
            return;
        };
        let Some((board, trace, again)) = self.sowing(state, pit) else {
            return;
        };
        state.board = board;
        state.last = Some(trace);
        state.x.moves += 1;
        state.ply += 1;
        let mover = state.to_move;
        state.to_move = if again && !self.sowable(state, mover).is_empty() {
            mover
        } else {
            mover.other()
        };
        self.conclude(state);
    }

    fn read(&self, text: &str) -> Result<State<CongklakExtra>, PositionError> {
        let row = usize::from(ROW);
        let shape = Shape {
            rows: &[row, row],
            stores: 2,
            movers: &['S', 'N'],
            example: "7-7-7-7-7-7-7/7-7-7-7-7-7-7 0-0 S round 1",
        };
        let mut head = reading::head(text, &shape)?;
        let round = reading::number(head.tail.required("round")?, 1..=LAST_ROUND, "the round")?;
        let burnt = match head.tail.value("burnt")? {
            Some(holes) => self.read_burnt(holes, round)?,
            None => 0,
        };
        head.tail
            .end("'round N', then the burnt holes, like 'burnt N1,N2'")?;
        let board = head.board(&[(0..ROW).collect(), (ROW..PITS).collect()]);
        let x = CongklakExtra {
            burnt,
            round,
            moves: 0,
        };
        Ok(State::new(board, x, head.seat()))
    }

    /// A player to move with no hole to sow ends the round: the game if it
    /// is its end, else the text is no position (the next round would
    /// have started).
    fn settle_read(&self, state: &mut State<CongklakExtra>) -> Result<(), PositionError> {
        if !self.sowable(state, state.to_move).is_empty() {
            return Ok(());
        }
        self.conclude(state);
        if state.is_over() {
            Ok(())
        } else {
            Err(PositionError::new(format!(
                "{} has no hole to sow: the round is over, and the next one would have started",
                INFO.seat_names[state.to_move.other().index()]
            )))
        }
    }

    fn pit_text(&self, pit: Cell) -> String {
        number(pit).to_string()
    }

    fn pit_aliases(&self, _seat: Seat, pit: Cell) -> Vec<String> {
        vec![self.layout.name(pit).to_string()]
    }

    fn expected(&self, seat: Seat) -> Message {
        Message::new("congklak-expected").seat("seat", seat)
    }

    fn why_not(&self, state: &State<CongklakExtra>, pit: Cell, _text: &str) -> Option<Message> {
        if is_burnt(&state.x, pit) {
            return Some(Message::new("congklak-burnt").code("pit", number(pit).to_string()));
        }
        if self.sowing(state, pit).is_none() {
            return Some(Message::new("mancala-endless").code("pit", number(pit).to_string()));
        }
        None
    }

    fn position_text(&self, state: &State<CongklakExtra>) -> String {
        let head = reading::head_text(&state.board, [0..ROW, ROW..PITS], state.to_move);
        let mut text = format!("{head} round {}", state.x.round);
        let burnt: Vec<&str> = (0..PITS)
            .filter(|&p| is_burnt(&state.x, p))
            .map(|p| self.layout.name(p))
            .collect();
        if !burnt.is_empty() {
            text.push_str(&format!(" burnt {}", burnt.join(",")));
        }
        text
    }

    fn pit_marks(&self, state: &State<CongklakExtra>) -> Vec<PitMark> {
        (0..PITS)
            .filter(|&p| is_burnt(&state.x, p))
            .map(|p| PitMark::new(self.layout.name(p).to_string(), PitKind::Hatched).owner(Some(owner(p))))
            .collect()
    }

    fn panel(&self, state: &State<CongklakExtra>, seat: Seat) -> (Option<Message>, Option<u32>) {
        let on_board: u32 = holes(seat).iter().map(|&h| u32::from(state.board.get(h))).sum();
        let stored = u32::from(state.board.store_of(seat));
        let score = Message::new("congklak-panel")
            .count("stored", stored)
            .count("seeds", stored + on_board);
        (Some(score), None)
    }

    fn status_words(&self, state: &State<CongklakExtra>) -> Message {
        Message::new("mancala-round-to-move")
            .count("round", state.x.round)
            .seat("seat", state.to_move)
    }
}

#[cfg(test)]
mod tests;
