//! What a move did: the laps it sowed, what it captured and why, what it
//! marked; kept with the position for the picture and told in words for
//! the reply.
//!
//! A trace is built by every move, in search too, so it allocates nothing:
//! its lists are kept inline, long ones shortened as the story shortens
//! them anyway (the first laps and the last ones; the first captures and
//! the count of the rest).

use super::board::{Cell, is_store};
use super::layout::{Dir, Layout};
use super::picture::seeds;
use crate::Seat;

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
    /// Why, in a few words ("2 or 3 in the opponent's row"): an index
    /// into the trace's words.
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
    /// What, in a few words: an index into the trace's words.
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
    words: [&'static str; 4],
    /// Why the sowing stopped ("in an empty pit"), if it says more than
    /// the last lap.
    pub stop: &'static str,
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
            words: [""; 4],
            stop: "",
        }
    }

    /// Records seeds taken from `cell` by `by`.
    pub fn take(&mut self, cell: Cell, seeds: u8, by: Seat, why: &'static str) {
        if self.taken.len() >= 8 {
            self.more_taken = self.more_taken.saturating_add(u16::from(seeds));
        }
        let why = self.word(why);
        self.taken.push(Taken { cell, seeds, by, why });
    }

    /// The index of `w` in the words (added if new; past four, the last
    /// slot is reused).
    fn word(&mut self, w: &'static str) -> u8 {
        if let Some(i) = self.words.iter().position(|&x| x == w) {
            return i as u8;
        }
        let i = self
            .words
            .iter()
            .position(|x| x.is_empty())
            .unwrap_or(self.words.len() - 1);
        self.words[i] = w;
        i as u8
    }

    /// Whether the move noted `what`.
    pub fn noted(&self, what: &str) -> bool {
        self.events
            .iter()
            .any(|e| self.words[usize::from(e.what)] == what)
    }

    /// Records an event at `cell`.
    pub fn note(&mut self, cell: Option<Cell>, what: &'static str) {
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

    /// The move's story in words (what the move's text does not say): each
    /// lap (shortened when there are many), where the last seed fell and
    /// why the sowing stopped, every capture with its reason, and the
    /// events. `role` names seats. Empty when there is nothing to tell.
    pub fn tell(&self, layout: &Layout, role: &dyn Fn(Seat) -> String) -> String {
        let name = |c: Cell| -> String {
            if is_store(c) {
                format!("{}'s store", role(layout.owner(c)))
            } else {
                layout.name(c).to_string()
            }
        };
        let mut parts: Vec<String> = Vec::new();
        if let Some(&last) = self.laps.last() {
            let laps = self.laps.len();
            if laps == 1 {
                parts.push(match last.from {
                    Some(from) => format!("{} from {}", seeds(u32::from(last.seeds)), name(from)),
                    None => format!("{} sown from {}", seeds(u32::from(last.seeds)), name(last.first)),
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
                parts.push(format!("{laps} laps: {path}"));
            }
            if is_store(last.last) {
                parts.push(format!("last seed in {}", name(last.last)));
            } else {
                parts.push(format!(
                    "last seed in {}, making {}",
                    name(last.last),
                    last.before + 1
                ));
            }
        }
        if !self.stop.is_empty() {
            parts.push(self.stop.to_string());
        }
        if !self.taken.is_empty() {
            // Group consecutive captures with the same reason.
            let mut groups: Vec<(Seat, &'static str, Vec<String>, u32)> = Vec::new();
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
                g.2.push(format!("… {} more", self.more_taken));
                g.3 += u32::from(self.more_taken);
            }
            for (by, why, items, total) in groups {
                let who = if by == self.mover {
                    "took".to_string()
                } else {
                    format!("{} took", role(by))
                };
                parts.push(format!("{who} {} ({}): {why}", seeds(total), items.join(", ")));
            }
        }
        for e in self.events.iter() {
            let what = self.words[usize::from(e.what)];
            parts.push(match e.cell {
                Some(c) => format!("{what} {}", name(c)),
                None => what.to_string(),
            });
        }
        if parts.is_empty() {
            return String::new();
        }
        let mut out = parts.join("; ");
        out.push('.');
        out
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

    fn role(s: Seat) -> String {
        ["South", "North"][s.index()].to_string()
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
        t.take(3, 2, Seat(0), "2 or 3 in the opponent's row");
        t.take(2, 3, Seat(0), "2 or 3 in the opponent's row");
        let text = t.tell(&layout(), &role);
        assert_eq!(
            text,
            "3 seeds from A; last seed in b, making 2; took 5 seeds (b 2, a 3): 2 or 3 in the opponent's row."
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
        t.stop = "North sows again";
        t.note(Some(1), "made a nest at");
        let text = t.tell(&layout(), &role);
        assert!(text.starts_with("9 laps: A 1→B, B 2→a, a 3→b, …, "), "{text}");
        assert!(
            text.ends_with(
                "+1 North's store→North's store; last seed in North's store; North sows again; made a nest at B."
            ),
            "{text}"
        );
    }
}
