//! Layli Goobalay (Tavolando §3.3; catalog `tavolando-3-8.md` §2 and §3):
//! `layli-goobalay`, a single game, and `layli-goobalay-match`, rounds until
//! a player is left with fewer than six seeds.
//!
//! Awele's board and notation (South `A`–`F`, North `a`–`f`, digits and
//! side words accepted). A turn lifts one of the mover's pits (never an
//! uur) and sows counter-clockwise, skipping nothing (G3); a last seed in a
//! pit that held seeds lifts them all and sows on (relay), until a last
//! seed falls in an empty pit. Then, if that pit is the mover's: the pit
//! across holding 1, 2 or 4+ is captured with the last seed; holding
//! exactly 3, one of its seeds moves across and both pits, now 2 each,
//! become the mover's uurs, whose seeds count for him at the end and which
//! nobody may ever lift.
//!
//! Catalog resolutions (\[P\], defaults):
//! - rule 1: South starts;
//! - rule 7: 24–24 is a draw;
//! - G1: a relay whose last seed falls in an uur stops there, no capture;
//! - G2: nothing is captured or made when the pit across is an uur;
//! - G3: the starting pit is never skipped;
//! - G4: the text's worked example rests on a missing figure and cannot
//!   start from the opening position: not replayed;
//! - G5: a sowing that would never end is an illegal move (the family's
//!   rule, [`crate::mancala::sowing`]); a player left with only such moves
//!   cannot move, which ends the game (rule 6);
//! - G6: counter-clockwise and free choice of pit, as the text says;
//! - endless play: a game (or a round) reaching 300 moves ends as if the
//!   player to move could not move (our cap, as for Awele).
//!
//! The match (catalog §3): the first round starts as the single game; at
//! a round's end each player holds his captured and collected seeds plus
//! what he kept in hand. The player holding fewer (either one at equal
//! holdings, G3) deals them into his own pits one at a time from his right
//! going left and round again (G1: counts differ by at most one, the extra
//! seeds on the right); the other deals as many, keeping the rest in hand.
//! A player holding fewer than six seeds when a round should start loses
//! the match. The first player alternates (G2: South starts round 1). A
//! tenth round is the last (G4): then the larger holding wins.
//!
//! Position text: Awele's (`4-4-4-4-4-4/4-4-4-4-4-4 0-0 S`), then the
//! uurs, if any, as `uurs` and pit:owner pairs (`uurs C:S,c:S`); for the
//! match, `round N`, and the seeds kept in hand as `hand S-N`.
//! `from_position` reads it back: 48 seeds in all (hands included), uurs
//! in facing pairs of one owner. The moves of the round are not in the
//! text, so a read position counts the 300 moves of the cap from itself. A
//! player to move who cannot move is a finished game, or no position where
//! the match would deal the next round.

use super::board::{Board, Cell, store};
use super::engine::{Mancala, Move, State, Variant, by_counts};
use super::layout::{Dir, Layout};
use super::picture::seeds;
use super::reading::{self, Shape};
use super::rows;
use super::sowing::{self, Endless, Laps, Next};
use super::trace::{Lap, Trace, Word};
use crate::options::{OptionError, Options};
use crate::view::{PitKind, PitMark};
use crate::{GameInfo, Message, PositionError, Seat};

/// This game's words: messages, seat names, word moves, options' help.
pub static WORDS: crate::Words = crate::Words {
    key: "layli",
    en: include_str!("layli/en.ftl"),
    it: include_str!("layli/it.ftl"),
    shared: &[&super::WORDS],
};

/// Pits per row.
const ROW: u8 = 6;
/// Pits in all.
const PITS: u8 = 12;
/// Moves after which a game or round ends as if the mover were stuck.
const PLY_CAP: u32 = 300;
/// The last round of a match (G4).
const LAST_ROUND: u8 = 10;
/// Fewer seeds than this when a round should start lose the match.
const ENOUGH: u8 = 6;

static SINGLE: GameInfo = GameInfo {
    slug: "layli-goobalay",
    name_en: "Layli Goobalay",
    name_it: "Layli Goobalay",
    aliases: &["leyla gobale", "layli"],
    family: crate::Family::Mancala,
    summary: "relay sowing and uurs, one game",
    min_seats: 2,
    max_seats: 2,
    seat_names: &["South", "North"],
    chance: false,
    hidden: false,
    options: &[],
    max_plies: PLY_CAP,
    source: "catalog tavolando-3-8.md, 2. Layli Goobalay (Tavolando §3.3)",
    words: &WORDS,
};

static MATCH: GameInfo = GameInfo {
    slug: "layli-goobalay-match",
    name_en: "Layli Goobalay (match)",
    name_it: "Layli Goobalay (incontro)",
    aliases: &["layli match"],
    family: crate::Family::Mancala,
    summary: "relay sowing and uurs, a match over rounds",
    min_seats: 2,
    max_seats: 2,
    seat_names: &["South", "North"],
    chance: false,
    hidden: false,
    options: &[],
    max_plies: PLY_CAP * LAST_ROUND as u32,
    source: "catalog tavolando-3-8.md, 3. Layli Goobalay, match over several rounds (Tavolando §3.3)",
    words: &WORDS,
};

/// `layli-goobalay`.
pub type LayliGoobalay = Mancala<Layli<false>>;
/// `layli-goobalay-match`.
pub type LayliGoobalayMatch = Mancala<Layli<true>>;

/// Layli Goobalay, single (`MATCH = false`) or over rounds.
#[derive(Clone, Debug)]
pub struct Layli<const MATCH: bool> {
    layout: Layout,
}

/// What a Layli position keeps beyond the board.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct LayliExtra {
    /// The owner + 1 of each uur (0: an ordinary pit).
    uurs: [u8; PITS as usize],
    /// Moves played in this round.
    moves: u32,
    /// The round (1 for the single game).
    round: u8,
    /// Seeds kept in hand from the deal, per seat (match).
    hand: [u8; 2],
}

const ACROSS: Word = Word::Across;
const UURS_MADE: Word = Word::LayliUursMade;

fn uur_of(x: &LayliExtra, pit: Cell) -> Option<Seat> {
    x.uurs[usize::from(pit)].checked_sub(1).map(Seat)
}

/// The relay: lift the pit the last seed joined, stop in an empty pit or
/// an uur (G1).
struct Relay<'a> {
    x: &'a LayliExtra,
}

impl Laps for Relay<'_> {
    fn lap_end(&mut self, _board: &mut Board, lap: &Lap, _trace: &mut Trace) -> Next {
        if uur_of(self.x, lap.last).is_some() {
            Next::Stop(Word::LayliStopUur)
        } else if lap.before > 0 {
            Next::Lift {
                cell: lap.last,
                dir: lap.dir,
            }
        } else {
            Next::Stop(Word::None)
        }
    }
}

impl<const M: bool> Layli<M> {
    /// The board, uurs and trace after the mover sows `pit`; `None` if the
    /// sowing would never end.
    fn sowing(&self, state: &State<LayliExtra>, pit: Cell) -> Option<(Board, LayliExtra, Trace)> {
        let mover = state.to_move;
        let mut board = state.board;
        let mut x = state.x.clone();
        let mut trace = Trace::new(mover, Move::sow(pit));
        let start = Next::Lift {
            cell: pit,
            dir: Dir::Forward,
        };
        match sowing::sow(
            self.layout.circuit(mover),
            &mut board,
            start,
            &mut Relay { x: &x },
            &mut trace,
        ) {
            Ok(()) => {}
            Err(Endless) => return None,
        }
        let last = trace.last()?;
        if uur_of(&x, last).is_some() || rows::owner(ROW, last) != mover {
            return Some((board, x, trace));
        }
        let Some(across) = self.layout.opposite(last) else {
            return Some((board, x, trace));
        };
        if uur_of(&x, across).is_some() {
            // G2: nothing happens against an uur.
            trace.note(None, Word::LayliUurAcross);
            return Some((board, x, trace));
        }
        match board.get(across) {
            0 => {}
            3 => {
                board.set(across, 2);
                board.add(last, 1);
                x.uurs[usize::from(last)] = mover.0 + 1;
                x.uurs[usize::from(across)] = mover.0 + 1;
                trace.note(Some(last), UURS_MADE);
                trace.note(Some(across), Word::LayliUursAnd);
            }
            n => {
                board.take(across);
                let mine = board.take(last);
                board.add(store(mover), n + mine);
                trace.take(last, mine, mover, ACROSS);
                trace.take(across, n, mover, ACROSS);
            }
        }
        Some((board, x, trace))
    }

    /// The pits `seat` may lift.
    fn liftable(state: &State<LayliExtra>, seat: Seat) -> impl Iterator<Item = Cell> + '_ {
        rows::row_of(ROW, seat).filter(move |&p| state.board.get(p) > 0 && uur_of(&state.x, p).is_none())
    }

    /// Each player collects his uurs and the ordinary pits of his row.
    fn collect(state: &mut State<LayliExtra>) {
        for p in 0..PITS {
            let owner = uur_of(&state.x, p).unwrap_or(rows::owner(ROW, p));
            state.board.move_all(p, store(owner));
        }
        state.x.uurs = [0; PITS as usize];
    }

    /// Ends the round (and the game or match) if the player to move cannot
    /// move or the round is too long.
    fn conclude(&self, state: &mut State<LayliExtra>) {
        let mover = state.to_move;
        let stuck = self.legal_sowings(state).is_empty();
        if !stuck && state.x.moves < PLY_CAP {
            return;
        }
        let why = if stuck {
            Message::new("mancala-end-no-move").seat("seat", mover)
        } else {
            Message::new("layli-round-cap").count("moves", PLY_CAP)
        };
        Self::collect(state);
        let held = [0u8, 1]
            .map(|s| u32::from(state.board.store_of(Seat(s))) + u32::from(state.x.hand[usize::from(s)]));
        if !M {
            return state.finish(by_counts(&held, why));
        }
        let fewer = held[0].min(held[1]);
        if fewer < u32::from(ENOUGH) || state.x.round >= LAST_ROUND {
            let reason = if fewer < u32::from(ENOUGH) {
                let poor = if held[0] < held[1] { 0 } else { 1 };
                Message::new("layli-end-poor")
                    .part("why", why)
                    .seat("seat", Seat(poor))
                    .count("seeds", ENOUGH)
                    .count("round", state.x.round)
            } else {
                Message::new("mancala-end-last-round")
                    .part("why", why)
                    .count("round", LAST_ROUND)
            };
            return state.finish(by_counts(&held, reason));
        }
        self.deal(state, held);
    }

    /// Sets up the next round of a match from the holdings.
    fn deal(&self, state: &mut State<LayliExtra>, held: [u32; 2]) {
        let fewer = held[0].min(held[1]) as u8;
        let mut board = Board::empty();
        for seat in [Seat(0), Seat(1)] {
            // One seed at a time from the dealer's right going left.
            let row: Vec<Cell> = rows::row_of(ROW, seat).rev().collect();
            for i in 0..usize::from(fewer) {
                board.add(row[i % row.len()], 1);
            }
            state.x.hand[seat.index()] = held[seat.index()] as u8 - fewer;
        }
        state.board = board;
        state.x.round += 1;
        state.x.moves = 0;
        // G2: the first player alternates, South first in odd rounds.
        state.to_move = Seat(u8::from(state.x.round.is_multiple_of(2)));
        let note = if held[0] == held[1] {
            Word::LayliRoundSame
        } else {
            Word::LayliRoundPoorer
        };
        if let Some(trace) = state.last.as_mut() {
            trace.note(None, note);
        }
    }

    /// The sowings the seat to move may play (endless ones left out).
    fn legal_sowings(&self, state: &State<LayliExtra>) -> Vec<Move> {
        Self::liftable(state, state.to_move)
            .filter(|&p| self.sowing(state, p).is_some())
            .map(Move::sow)
            .collect()
    }
}

impl<const M: bool> Layli<M> {
    /// Reads the uurs (`C:S,c:S`) into `x`: pits named by their letters,
    /// in facing pairs of one owner, as they are made.
    fn read_uurs(&self, text: &str, x: &mut LayliExtra) -> Result<(), PositionError> {
        for entry in text.split(',') {
            let (pit, seat) = entry.split_once(':').unwrap_or((entry, ""));
            let cell = self.layout.cell_named(pit).filter(|&c| c < PITS).ok_or_else(|| {
                PositionError::new(format!(
                    "an uur is written pit:owner, like C:S, not '{}'",
                    crate::notation::clip(entry)
                ))
            })?;
            let seat = reading::south_north(seat, "an uur's owner")?;
            x.uurs[usize::from(cell)] = seat.0 + 1;
        }
        for p in 0..PITS {
            let across = self.layout.opposite(p).unwrap_or(p);
            if x.uurs[usize::from(p)] != x.uurs[usize::from(across)] {
                return Err(PositionError::new(format!(
                    "uurs are made in facing pairs of one owner: {} and {} differ",
                    rows::letter(ROW, p),
                    rows::letter(ROW, across)
                )));
            }
        }
        Ok(())
    }

    /// Reads the match's `round N hand S-N` into `x`.
    fn read_round(head: &mut reading::Head<'_>, x: &mut LayliExtra) -> Result<(), PositionError> {
        x.round = reading::number(head.tail.required("round")?, 1..=LAST_ROUND, "the round")?;
        let hand = reading::counts(head.tail.required("hand")?, 2, "the hands")?;
        x.hand = [hand[0], hand[1]];
        Ok(())
    }
}

impl<const M: bool> Variant for Layli<M> {
    type X = LayliExtra;

    const KNOBS: crate::Knobs = crate::Knobs {
        // The position text has no move count.
        fresh_counters: &["layli-round-cap"],
        // On the seed-count hooks, both rule sets: level 1 won 40 of 40,
        // level 3 10 of 10.
        strength: Some(crate::knobs::Strength::new(
            crate::knobs::Bar::new(40, 0.9),
            crate::knobs::Bar::new(10, 0.8),
        )),
        ..crate::Knobs::NONE
    };

    fn info() -> &'static GameInfo {
        if M { &MATCH } else { &SINGLE }
    }

    fn new(_options: &Options) -> Result<Self, OptionError> {
        Ok(Layli {
            layout: rows::layout(ROW),
        })
    }

    fn layout(&self) -> &Layout {
        &self.layout
    }

    fn initial(&self) -> State<LayliExtra> {
        let x = LayliExtra {
            uurs: [0; PITS as usize],
            moves: 0,
            round: 1,
            hand: [0, 0],
        };
        State::new(Board::filled(usize::from(PITS), 4), x, Seat(0))
    }

    fn legal(&self, state: &State<LayliExtra>, out: &mut Vec<Move>) {
        out.extend(self.legal_sowings(state));
    }

    fn apply(&self, state: &mut State<LayliExtra>, mv: &Move) {
        let Some(pit) = mv.pit() else {
            return;
        };
        let Some((board, x, trace)) = self.sowing(state, pit) else {
            return;
        };
        state.board = board;
        state.x = x;
        state.x.moves += 1;
        state.last = Some(trace);
        state.to_move = state.to_move.other();
        state.ply += 1;
        self.conclude(state);
    }

    fn read(&self, text: &str) -> Result<State<LayliExtra>, PositionError> {
        let row = usize::from(ROW);
        let shape = Shape {
            rows: &[row, row],
            stores: 2,
            movers: &['S', 'N'],
            example: if M {
                "4-4-4-4-4-4/4-4-4-4-4-4 0-0 S round 1 hand 0-0"
            } else {
                "4-4-4-4-4-4/4-4-4-4-4-4 0-0 S"
            },
        };
        let mut head = reading::head(text, &shape)?;
        let mut x = LayliExtra {
            uurs: [0; PITS as usize],
            moves: 0,
            round: 1,
            hand: [0, 0],
        };
        if let Some(uurs) = head.tail.value("uurs")? {
            self.read_uurs(uurs, &mut x)?;
        }
        if M {
            Self::read_round(&mut head, &mut x)?;
        }
        head.tail.end(if M {
            "the uurs, like 'uurs C:S,c:S', then 'round N hand S-N'"
        } else {
            "the uurs, like 'uurs C:S,c:S'"
        })?;
        let board = head.board(&[
            rows::row_of(ROW, Seat(0)).collect(),
            rows::row_of(ROW, Seat(1)).collect(),
        ]);
        Ok(State::new(board, x, head.seat()))
    }

    fn seeds_aside(&self, state: &State<LayliExtra>) -> u32 {
        state.x.hand.iter().map(|&h| u32::from(h)).sum()
    }

    /// A player to move who cannot move ends the game (or the match);
    /// where a match would deal a new round instead, the text is no
    /// position.
    fn settle_read(&self, state: &mut State<LayliExtra>) -> Result<(), PositionError> {
        if !self.legal_sowings(state).is_empty() {
            return Ok(());
        }
        self.conclude(state);
        if state.is_over() {
            Ok(())
        } else {
            Err(PositionError::new(format!(
                "{} cannot move: the round is over, and the next one would have been dealt",
                SINGLE.seat_names[state.to_move.index()]
            )))
        }
    }

    fn pit_aliases(&self, seat: Seat, pit: Cell) -> Vec<String> {
        rows::aliases(ROW, seat, pit)
    }

    fn expected(&self, seat: Seat) -> Message {
        rows::expected(ROW, seat)
    }

    fn not_yours(&self, pit: &str, owner: Seat, mover: Seat) -> Message {
        Message::new("mancala-not-your-row")
            .code("pit", pit)
            .seat("owner", owner)
            .seat("seat", mover)
    }

    fn why_not(&self, state: &State<LayliExtra>, pit: Cell, _text: &str) -> Option<Message> {
        let name = rows::letter(ROW, pit).to_string();
        if let Some(owner) = uur_of(&state.x, pit) {
            return Some(Message::new("layli-uur").code("pit", name).seat("seat", owner));
        }
        if self.sowing(state, pit).is_none() {
            return Some(Message::new("mancala-endless").code("pit", name));
        }
        None
    }

    fn position_text(&self, state: &State<LayliExtra>) -> String {
        let mut text = format!(
            "{} {}-{} {}",
            rows::counts(ROW, &state.board),
            state.board.store_of(Seat(0)),
            state.board.store_of(Seat(1)),
            if state.to_move == Seat(0) { 'S' } else { 'N' }
        );
        let uurs: Vec<String> = (0..PITS)
            .filter_map(|p| {
                uur_of(&state.x, p).map(|s| {
                    format!(
                        "{}:{}",
                        rows::letter(ROW, p),
                        if s == Seat(0) { 'S' } else { 'N' }
                    )
                })
            })
            .collect();
        if !uurs.is_empty() {
            text.push_str(&format!(" uurs {}", uurs.join(",")));
        }
        if M {
            text.push_str(&format!(
                " round {} hand {}-{}",
                state.x.round, state.x.hand[0], state.x.hand[1]
            ));
        }
        text
    }

    fn pit_marks(&self, state: &State<LayliExtra>) -> Vec<PitMark> {
        (0..PITS)
            .filter_map(|p| {
                uur_of(&state.x, p).map(|owner| {
                    PitMark::new(rows::letter(ROW, p).to_string(), PitKind::Dot).owner(Some(owner))
                })
            })
            .collect()
    }

    fn panel(&self, state: &State<LayliExtra>, seat: Seat) -> (Option<Message>, Option<u32>) {
        let stored = u32::from(state.board.store_of(seat));
        let in_uurs: u32 = (0..PITS)
            .filter(|&p| uur_of(&state.x, p) == Some(seat))
            .map(|p| u32::from(state.board.get(p)))
            .sum();
        let score = if in_uurs > 0 {
            Message::new("layli-panel-uurs")
                .count("seeds", stored)
                .count("uurs", in_uurs)
        } else {
            seeds(stored)
        };
        let hand = u32::from(state.x.hand[seat.index()]);
        (Some(score), (M && hand > 0).then_some(hand))
    }

    fn seat_colours(&self) -> &'static [&'static str] {
        &["white", "black"]
    }

    fn status_words(&self, state: &State<LayliExtra>) -> Message {
        if M {
            Message::new("mancala-round-to-move")
                .count("round", state.x.round)
                .seat("seat", state.to_move)
        } else {
            Message::new("mancala-to-move").seat("seat", state.to_move)
        }
    }
}

#[cfg(test)]
mod tests;
