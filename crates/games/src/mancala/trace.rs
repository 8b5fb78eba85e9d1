//! What a move did: the laps it sowed, what it captured and why, what it
//! marked; kept with the position for the picture and told in words for
//! the reply.

use super::board::{Cell, is_store};
use super::layout::{Dir, Layout};
use super::picture::seeds;
use crate::Seat;

/// One lap: seeds lifted (or held) and sown until the hand was empty.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
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
    /// Why, in a few words ("2 or 3 in the opponent's row").
    pub why: &'static str,
}

/// Something else the move did to a pit ("made a tuzdyk").
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Event {
    pub cell: Option<Cell>,
    pub what: &'static str,
}

/// The whole move.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Trace {
    pub mover: Seat,
    /// The pit the move named (`None` for a pass).
    pub start: Option<Cell>,
    /// The move's text, as played.
    pub text: String,
    pub laps: Vec<Lap>,
    /// Bit `c` set: a seed fell in cell `c`.
    pub sown: u64,
    pub taken: Vec<Taken>,
    pub events: Vec<Event>,
    /// Why the sowing stopped ("in an empty pit"), if it says more than
    /// the last lap.
    pub stop: &'static str,
}

impl Trace {
    /// A move of `mover` from `start`, written `text`, before any lap.
    pub fn new(mover: Seat, start: Option<Cell>, text: String) -> Trace {
        Trace {
            mover,
            start,
            text,
            laps: Vec::new(),
            sown: 0,
            taken: Vec::new(),
            events: Vec::new(),
            stop: "",
        }
    }

    /// Records seeds taken from `cell` by `by`.
    pub fn take(&mut self, cell: Cell, seeds: u8, by: Seat, why: &'static str) {
        self.taken.push(Taken { cell, seeds, by, why });
    }

    /// Records an event at `cell`.
    pub fn note(&mut self, cell: Option<Cell>, what: &'static str) {
        self.events.push(Event { cell, what });
    }

    /// Where the last seed of the move fell.
    pub fn last(&self) -> Option<Cell> {
        self.laps.last().map(|l| l.last)
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
        if self.laps.is_empty() {
            if !self.stop.is_empty() {
                parts.push(self.stop.to_string());
            }
        } else {
            let laps = self.laps.len();
            if laps == 1 {
                let l = &self.laps[0];
                parts.push(match l.from {
                    Some(from) => format!("{} from {}", seeds(u32::from(l.seeds)), name(from)),
                    None => format!("{} sown from {}", seeds(u32::from(l.seeds)), name(l.first)),
                });
            } else {
                let shown: Vec<String> = self
                    .laps
                    .iter()
                    .map(|l| match l.from {
                        Some(from) => format!("{} {}→{}", name(from), l.seeds, name(l.last)),
                        None => format!("+{} {}→{}", l.seeds, name(l.first), name(l.last)),
                    })
                    .collect();
                let path = if laps > 6 {
                    format!("{}, …, {}", shown[..3].join(", "), shown[laps - 2..].join(", "))
                } else {
                    shown.join(", ")
                };
                parts.push(format!("{laps} laps: {path}"));
            }
            let last = self.laps[laps - 1];
            if is_store(last.last) {
                parts.push(format!("last seed in {}", name(last.last)));
            } else {
                parts.push(format!(
                    "last seed in {}, making {}",
                    name(last.last),
                    last.before + 1
                ));
            }
            if !self.stop.is_empty() {
                parts.push(self.stop.to_string());
            }
        }
        if !self.taken.is_empty() {
            // Group consecutive captures with the same reason.
            let mut groups: Vec<(Seat, &'static str, Vec<String>, u32)> = Vec::new();
            for t in &self.taken {
                let item = format!("{} {}", name(t.cell), t.seeds);
                match groups.last_mut() {
                    Some(g) if g.0 == t.by && g.1 == t.why => {
                        g.2.push(item);
                        g.3 += u32::from(t.seeds);
                    }
                    _ => groups.push((t.by, t.why, vec![item], u32::from(t.seeds))),
                }
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
        for e in &self.events {
            parts.push(match e.cell {
                Some(c) => format!("{} {}", e.what, name(c)),
                None => e.what.to_string(),
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
        let mut t = Trace::new(Seat(0), Some(0), "A".into());
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
        let mut t = Trace::new(Seat(1), Some(2), "a".into());
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
