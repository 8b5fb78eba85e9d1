//! What a move did: the laps it sowed, what it captured and why, what it
//! marked; kept with the position for the picture and told as messages for
//! the reply.
//!
//! A trace is built by every move, in search too, so it allocates nothing:
//! its lists are kept inline, long ones shortened as the story shortens
//! them anyway (the first laps and the last ones; the first captures and
//! the count of the rest).

use super::board::{Cell, is_store};
use super::layout::{Dir, Layout};
use crate::{Message, Seat};

/// Why a sowing stopped, why seeds were taken, what else a move did: a
/// message of the catalogues, kept as a small value so a trace copies
/// cheaply. [`Word::None`]: nothing to say.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub enum Word {
    #[default]
    None,
    /// Bao: facing a full front pit.
    FacingFrontPit,
    /// Bao: the safari emptied the house (at a pit).
    BaoSafari,
    /// Bao: the house paid its tax (at a pit).
    BaoTax,
    /// Bao: the house ends a turn without capture.
    BaoStopHouse,
    /// Bao: a capture stops at the house, kept.
    BaoStopHouseKept,
    /// Awele: 2 or 3 in the opponent's row.
    AweleTwoOrThree,
    /// Awele: a grand slam captures nothing.
    AweleGrandSlam,
    /// Hawalis: facing the empty inner pit.
    HawalisFacing,
    /// The last seed in an own empty pit takes the pit across.
    Across,
    /// Dog-gone: the last seed made four.
    OwrFour,
    /// Dog-gone: a pit of four goes to its owner.
    OwrOwnersFour,
    /// Arabian: the last seed in an opponent's nest.
    OwrFromNest,
    /// 2 or 3 in an opponent's pit.
    OwrTwoOrThree,
    /// Pendulum: the preparing move.
    OwrPrepared,
    /// Arabian: a nest made (at a pit).
    OwrNestMade,
    /// No capture that would starve the next player.
    OwrNoCaptureStarve,
    /// The pits taken change hands.
    OwrPitsChangeHands,
    /// An empty pit ends the turn.
    OwrStopEmpty,
    /// An opponent's empty pit ends the turn.
    OwrStopEmptyOpponent,
    /// His own nest ends the turn.
    OwrStopOwnNest,
    /// He may sow again.
    OwrStopSowAgain,
    /// His own store: he sows again.
    OwrStopStore,
    /// An even count in the opponent's row.
    TogyzEven,
    /// A 3 made in the opponent's row: a tuzdyk.
    TogyzThree,
    /// Seeds falling into a tuzdyk go to its owner.
    TogyzToTuzdyk,
    /// The tuzdyk was declined.
    TogyzDeclined,
    /// An own empty hole after a lap.
    CongklakAcross,
    /// A burnt hole cannot be taken (at a hole).
    CongklakBurntAcross,
    /// The round is over: holes refilled.
    CongklakRoundOver,
    /// His own store: he moves again.
    CongklakStopStore,
    /// A burnt hole ends the turn.
    CongklakStopBurnt,
    /// The pit across is an uur: no capture.
    LayliUurAcross,
    /// Uurs made (at a pit).
    LayliUursMade,
    /// …and (at a pit), after LayliUursMade.
    LayliUursAnd,
    /// A new round, both deal the same.
    LayliRoundSame,
    /// A new round, the poorer deals his seeds.
    LayliRoundPoorer,
    /// An uur ends the sowing.
    LayliStopUur,
    /// The Ruma: choose the next hole.
    TchukaStopRuma,
    /// An empty hole: the game is lost.
    TchukaStopLost,
    /// Nothing to sow.
    NothingToSow,
}

impl Word {
    /// The words as a message (`None` for [`Word::None`]).
    pub fn message(self) -> Option<Message> {
        Some(match self {
            Word::None => return None,
            Word::FacingFrontPit => Message::new("bao-capture-facing"),
            Word::BaoSafari => Message::new("bao-safari"),
            Word::BaoTax => Message::new("bao-tax"),
            Word::BaoStopHouse => Message::new("bao-stop-house"),
            Word::BaoStopHouseKept => Message::new("bao-stop-house-kept"),
            Word::AweleTwoOrThree => Message::new("awele-capture-two-three"),
            Word::AweleGrandSlam => Message::new("awele-grand-slam"),
            Word::HawalisFacing => Message::new("hawalis-capture-facing"),
            Word::Across => Message::new("mancala-capture-across"),
            Word::OwrFour => Message::new("oh-wah-ree-capture-four"),
            Word::OwrOwnersFour => Message::new("oh-wah-ree-capture-owners-four"),
            Word::OwrFromNest => Message::new("oh-wah-ree-capture-from-nest"),
            Word::OwrTwoOrThree => Message::new("oh-wah-ree-capture-two-three"),
            Word::OwrPrepared => Message::new("oh-wah-ree-prepared"),
            Word::OwrNestMade => Message::new("oh-wah-ree-nest-made"),
            Word::OwrNoCaptureStarve => Message::new("oh-wah-ree-no-capture-starve"),
            Word::OwrPitsChangeHands => Message::new("oh-wah-ree-pits-change-hands"),
            Word::OwrStopEmpty => Message::new("oh-wah-ree-stop-empty"),
            Word::OwrStopEmptyOpponent => Message::new("oh-wah-ree-stop-empty-opponent"),
            Word::OwrStopOwnNest => Message::new("oh-wah-ree-stop-own-nest"),
            Word::OwrStopSowAgain => Message::new("oh-wah-ree-stop-sow-again"),
            Word::OwrStopStore => Message::new("oh-wah-ree-stop-store"),
            Word::TogyzEven => Message::new("togyzkumalak-capture-even"),
            Word::TogyzThree => Message::new("togyzkumalak-capture-tuzdyk"),
            Word::TogyzToTuzdyk => Message::new("togyzkumalak-to-tuzdyk"),
            Word::TogyzDeclined => Message::new("togyzkumalak-declined"),
            Word::CongklakAcross => Message::new("congklak-capture-across"),
            Word::CongklakBurntAcross => Message::new("congklak-burnt-across"),
            Word::CongklakRoundOver => Message::new("congklak-round-over"),
            Word::CongklakStopStore => Message::new("congklak-stop-store"),
            Word::CongklakStopBurnt => Message::new("congklak-stop-burnt"),
            Word::LayliUurAcross => Message::new("layli-uur-across"),
            Word::LayliUursMade => Message::new("layli-uurs-made"),
            Word::LayliUursAnd => Message::new("layli-uurs-and"),
            Word::LayliRoundSame => Message::new("layli-round-same"),
            Word::LayliRoundPoorer => Message::new("layli-round-poorer"),
            Word::LayliStopUur => Message::new("layli-stop-uur"),
            Word::TchukaStopRuma => Message::new("tchuka-ruma-stop-ruma"),
            Word::TchukaStopLost => Message::new("tchuka-ruma-stop-lost"),
            Word::NothingToSow => Message::new("mancala-stop-nothing"),
        })
    }

    /// Whether there is something to say.
    pub fn is_none(self) -> bool {
        self == Word::None
    }
}

/// One lap: seeds lifted (or held) and sown until the hand was empty.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct Lap {
    /// The pit the seeds were lifted from (`None`: seeds from a store or
    /// a capture).
    pub from: Option<Cell>,
    /// Where the first seed fell.
    pub first: Cell,
    /// Seeds sown.
    pub seeds: u8,
    pub dir: Dir,
    /// Where the last seed fell.
    pub last: Cell,
    /// Seeds in `last` before the last seed fell.
    pub before: u8,
}

/// Seeds taken from a pit.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Taken {
    pub cell: Cell,
    pub seeds: u8,
    /// Who took them.
    pub by: Seat,
    /// Why ([`Word::AweleTwoOrThree`]…): an index into the trace's words.
    why: u8,
}

impl Default for Taken {
    fn default() -> Self {
        Taken {
            cell: 0,
            seeds: 0,
            by: Seat(0),
            why: 0,
        }
    }
}

/// Something else the move did to a pit ("made a tuzdyk").
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct Event {
    pub cell: Option<Cell>,
    /// What ([`Word::OwrNestMade`]…): an index into the trace's words.
    what: u8,
}

/// Up to `N` entries kept inline: the first ones pushed, and the count of
/// all.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Inline<T: Copy + Default, const N: usize> {
    items: [T; N],
    len: u32,
}

impl<T: Copy + Default, const N: usize> Default for Inline<T, N> {
    fn default() -> Self {
        Inline {
            items: [T::default(); N],
            len: 0,
        }
    }
}

impl<T: Copy + Default, const N: usize> Inline<T, N> {
    /// Adds `item` (kept if there is room).
    pub fn push(&mut self, item: T) {
        if (self.len as usize) < N {
            self.items[self.len as usize] = item;
        }
        self.len = self.len.saturating_add(1);
    }

    /// Entries pushed, kept or not.
    pub fn len(&self) -> usize {
        self.len as usize
    }

    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The entries kept.
    pub fn as_slice(&self) -> &[T] {
        &self.items[..(self.len as usize).min(N)]
    }

    pub fn iter(&self) -> std::slice::Iter<'_, T> {
        self.as_slice().iter()
    }
}

impl<T: Copy + Default, const N: usize> std::ops::Index<usize> for Inline<T, N> {
    type Output = T;
    fn index(&self, i: usize) -> &T {
        &self.as_slice()[i]
    }
}

/// Laps kept: the first [`LapLog::HEAD`], and always the last
/// [`LapLog::TAIL`].
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct LapLog {
    head: [Lap; 6],
    /// The last laps, a ring indexed by lap number.
    tail: [Lap; 2],
    len: u32,
}

impl LapLog {
    pub const HEAD: usize = 6;
    pub const TAIL: usize = 2;

    pub fn push(&mut self, lap: Lap) {
        let i = self.len as usize;
        if i < Self::HEAD {
            self.head[i] = lap;
        }
        self.tail[i % Self::TAIL] = lap;
        self.len = self.len.saturating_add(1);
    }

    /// Laps sown, kept or not.
    pub fn len(&self) -> usize {
        self.len as usize
    }

    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    pub fn first(&self) -> Option<&Lap> {
        (self.len > 0).then(|| &self.head[0])
    }

    pub fn last(&self) -> Option<&Lap> {
        (self.len > 0).then(|| &self.tail[(self.len as usize - 1) % Self::TAIL])
    }

    /// The laps kept, in order: all of them when there are few; else the
    /// first ones and the last ones (`None` marks the gap).
    pub fn shown(&self) -> Vec<Option<Lap>> {
        let n = self.len as usize;
        if n <= Self::HEAD + Self::TAIL {
            return (0..n).map(|i| Some(self.get(i))).collect();
        }
        let mut out: Vec<Option<Lap>> = self.head.iter().copied().map(Some).collect();
        out.push(None);
        out.extend((n - Self::TAIL..n).map(|i| Some(self.tail[i % Self::TAIL])));
        out
    }

    /// Lap `i` (counted from 0), if kept.
    fn get(&self, i: usize) -> Lap {
        if i < Self::HEAD {
            self.head[i]
        } else {
            self.tail[i % Self::TAIL]
        }
    }

    /// The kept laps in order (the gap of a long move skipped).
    pub fn iter(&self) -> impl Iterator<Item = Lap> + '_ {
        self.shown().into_iter().flatten()
    }
}

impl std::ops::Index<usize> for LapLog {
    type Output = Lap;
    /// Lap `i`, for the first laps (and the last ones).
    fn index(&self, i: usize) -> &Lap {
        assert!(i < self.len as usize, "lap {i} of {}", self.len);
        if i < Self::HEAD {
            &self.head[i]
        } else {
            assert!(i + Self::TAIL >= self.len as usize, "lap {i} was not kept");
            &self.tail[i % Self::TAIL]
        }
    }
}

/// The whole move.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Trace {
    pub mover: Seat,
    /// The move (its text is the game's to write).
    pub mv: super::engine::Move,
    /// The pit the move named (`None` for a pass).
    pub start: Option<Cell>,
    pub laps: LapLog,
    /// Bit `c` set: a seed fell in cell `c`.
    pub sown: u64,
    pub taken: Inline<Taken, 8>,
    /// Seeds taken beyond the captures kept.
    more_taken: u16,
    pub events: Inline<Event, 3>,
    /// The reasons and events' words this move used (few, so a trace
    /// copies cheaply).
    words: [Word; 4],
    /// Why the sowing stopped ([`Word::OwrStopEmpty`]…), if it says more
    /// than the last lap.
    pub stop: Word,
}

impl Trace {
    /// The move `mv` of `mover`, before any lap.
    pub fn new(mover: Seat, mv: super::engine::Move) -> Trace {
        Trace {
            mover,
            mv,
            start: mv.pit(),
            laps: LapLog::default(),
            sown: 0,
            taken: Inline::default(),
            more_taken: 0,
            events: Inline::default(),
            words: [Word::None; 4],
            stop: Word::None,
        }
    }

    /// Records seeds taken from `cell` by `by`.
    pub fn take(&mut self, cell: Cell, seeds: u8, by: Seat, why: Word) {
        if self.taken.len() >= 8 {
            self.more_taken = self.more_taken.saturating_add(u16::from(seeds));
        }
        let why = self.word(why);
        self.taken.push(Taken { cell, seeds, by, why });
    }

    /// The index of `w` in the words (added if new; past four, the last
    /// slot is reused).
    fn word(&mut self, w: Word) -> u8 {
        if let Some(i) = self.words.iter().position(|&x| x == w) {
            return i as u8;
        }
        let i = self
            .words
            .iter()
            .position(|x| x.is_none())
            .unwrap_or(self.words.len() - 1);
        self.words[i] = w;
        i as u8
    }

    /// Whether the move noted `what`.
    pub fn noted(&self, what: Word) -> bool {
        self.events
            .iter()
            .any(|e| self.words[usize::from(e.what)] == what)
    }

    /// Records an event at `cell`.
    pub fn note(&mut self, cell: Option<Cell>, what: Word) {
        let what = self.word(what);
        self.events.push(Event { cell, what });
    }

    /// Where the last seed of the move fell.
    pub fn last(&self) -> Option<Cell> {
        self.laps.last().map(|l| l.last)
    }

    /// The pits the move took seeds from, kept or not counted in.
    pub fn taken(&self) -> &[Taken] {
        self.taken.as_slice()
    }

    /// Seeds taken by `seat` in this move.
    pub fn taken_by(&self, seat: Seat) -> u32 {
        self.taken
            .iter()
            .filter(|t| t.by == seat)
            .map(|t| u32::from(t.seeds))
            .sum()
    }

    /// The move's story, clause by clause (what the move's text does not
    /// say): the laps (shortened when there are many), where the last seed
    /// fell and why the sowing stopped, every capture with its reason, and
    /// the events. Empty when there is nothing to tell.
    pub fn tell(&self, layout: &Layout) -> Vec<Message> {
        let name = |c: Cell| layout.name(c).to_string();
        let mut parts: Vec<Message> = Vec::new();
        if let Some(&last) = self.laps.last() {
            let laps = self.laps.len();
            if laps == 1 {
                parts.push(match last.from {
                    Some(from) => Message::new("mancala-sown-from")
                        .count("seeds", last.seeds)
                        .code("pit", name(from)),
                    None => Message::new("mancala-sown-at")
                        .count("seeds", last.seeds)
                        .code("pit", name(last.first)),
                });
            } else {
                let lap = |l: &Lap| match l.from {
                    Some(from) => format!("{} {}→{}", name(from), l.seeds, name(l.last)),
                    None => format!("+{} {}→{}", l.seeds, name(l.first), name(l.last)),
                };
                let shown: Vec<Lap> = self.laps.iter().collect();
                let path = if laps > 6 {
                    let head: Vec<String> = shown[..3].iter().map(lap).collect();
                    let tail: Vec<String> = shown[shown.len() - 2..].iter().map(lap).collect();
                    format!("{}, …, {}", head.join(", "), tail.join(", "))
                } else {
                    shown.iter().map(lap).collect::<Vec<_>>().join(", ")
                };
                parts.push(
                    Message::new("mancala-laps")
                        .count("laps", laps as i64)
                        .code("path", path),
                );
            }
            parts.push(if is_store(last.last) {
                Message::new("mancala-last-seed-store").seat("seat", layout.owner(last.last))
            } else {
                Message::new("mancala-last-seed")
                    .code("pit", name(last.last))
                    .count("seeds", last.before + 1)
            });
        }
        parts.extend(self.stop.message());
        if !self.taken.is_empty() {
            // Group consecutive captures with the same reason.
            let mut groups: Vec<(Seat, Word, Vec<String>, u32)> = Vec::new();
            for t in self.taken.iter() {
                let item = format!("{} {}", name(t.cell), t.seeds);
                let why = self.words[usize::from(t.why)];
                match groups.last_mut() {
                    Some(g) if g.0 == t.by && g.1 == why => {
                        g.2.push(item);
                        g.3 += u32::from(t.seeds);
                    }
                    _ => groups.push((t.by, why, vec![item], u32::from(t.seeds))),
                }
            }
            if self.more_taken > 0
                && let Some(g) = groups.last_mut()
            {
                g.2.push(format!("…+{}", self.more_taken));
                g.3 += u32::from(self.more_taken);
            }
            for (by, why, items, total) in groups {
                let took = if by == self.mover {
                    Message::new("mancala-took")
                } else {
                    Message::new("mancala-seat-took").seat("seat", by)
                };
                let took = took.count("seeds", total).code("pits", items.join(", "));
                parts.push(match why.message() {
                    Some(why) => took.part("why", why),
                    None => took.part("why", Message::new("mancala-capture")),
                });
            }
        }
        for e in self.events.iter() {
            let what = self.words[usize::from(e.what)].message();
            parts.extend(what.map(|m| match e.cell {
                Some(c) => m.code("pit", name(c)),
                None => m,
            }));
        }
        parts
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::mancala::board::store;

    fn layout() -> Layout {
        let mut l = Layout::new(4, 2);
        for (c, n) in ["A", "B", "a", "b"].iter().enumerate() {
            l.name_cell(c as Cell, *n);
        }
        l.own(Seat(1), [2, 3]);
        l
    }

    #[test]
    fn one_lap_with_a_capture_reads_in_one_sentence() {
        let mut t = Trace::new(Seat(0), super::super::engine::Move::sow(0));
        t.laps.push(Lap {
            from: Some(0),
            first: 1,
            seeds: 3,
            dir: Dir::Forward,
            last: 3,
            before: 1,
        });
        t.take(3, 2, Seat(0), Word::AweleTwoOrThree);
        t.take(2, 3, Seat(0), Word::AweleTwoOrThree);
        assert_eq!(
            t.tell(&layout()),
            vec![
                Message::new("mancala-sown-from")
                    .count("seeds", 3)
                    .code("pit", "A"),
                Message::new("mancala-last-seed")
                    .code("pit", "b")
                    .count("seeds", 2),
                Message::new("mancala-took")
                    .count("seeds", 5)
                    .code("pits", "b 2, a 3")
                    .part("why", Message::new("awele-capture-two-three")),
            ]
        );
    }

    #[test]
    fn many_laps_are_shortened_and_stops_and_events_are_told() {
        let mut t = Trace::new(Seat(1), super::super::engine::Move::sow(2));
        for i in 0..8u8 {
            t.laps.push(Lap {
                from: Some(i % 4),
                first: (i + 1) % 4,
                seeds: i + 1,
                dir: Dir::Forward,
                last: (i + 1) % 4,
                before: 2,
            });
        }
        t.laps.push(Lap {
            from: None,
            first: store(Seat(1)),
            seeds: 1,
            dir: Dir::Forward,
            last: store(Seat(1)),
            before: 0,
        });
        t.stop = Word::OwrStopStore;
        t.note(Some(1), Word::OwrNestMade);
        t.take(0, 2, Seat(0), Word::OwrTwoOrThree);
        assert_eq!(
            t.tell(&layout()),
            vec![
                Message::new("mancala-laps")
                    .count("laps", 9)
                    .code("path", "A 1→B, B 2→a, a 3→b, …, b 8→A, +1 store1→store1"),
                Message::new("mancala-last-seed-store").seat("seat", Seat(1)),
                Message::new("oh-wah-ree-stop-store"),
                Message::new("mancala-seat-took")
                    .seat("seat", Seat(0))
                    .count("seeds", 2)
                    .code("pits", "A 2")
                    .part("why", Message::new("oh-wah-ree-capture-two-three")),
                Message::new("oh-wah-ree-nest-made").code("pit", "B"),
            ]
        );
    }
}
