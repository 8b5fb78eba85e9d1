//! The bot's three levels: search effort (iterations), each with a time cap
//! so the bot never keeps a channel waiting.

use std::fmt;
use std::time::Duration;

/// How much a search may do: iterations, and optionally a time cap that
/// ends it sooner on a slow machine or in a slow game.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Budget {
    pub iterations: u32,
    /// `None`: every iteration runs, and the search is deterministic.
    pub time_cap: Option<Duration>,
}

impl Budget {
    /// Exactly `iterations` iterations, no time cap (deterministic).
    pub fn iterations(iterations: u32) -> Budget {
        Budget {
            iterations,
            time_cap: None,
        }
    }
}

/// A bot level, 1 (fast and weak, but never misses a win in one) to 3 (as
/// strong as its budget allows).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub struct Level(u8);

impl Level {
    pub const ONE: Level = Level(1);
    pub const TWO: Level = Level(2);
    pub const THREE: Level = Level(3);
    /// Every level, weakest first.
    pub const ALL: [Level; 3] = [Level::ONE, Level::TWO, Level::THREE];

    /// Level `n`, if there is one.
    pub fn new(n: u64) -> Option<Level> {
        match n {
            1..=3 => Some(Level(n as u8)),
            _ => None,
        }
    }

    /// The level's number, 1 to 3.
    pub fn number(self) -> u8 {
        self.0
    }

    /// The level's search budget.
    ///
    /// | level | iterations | time cap |
    /// |---|---|---|
    /// | 1 | 300 | 1 s |
    /// | 2 | 5 000 | 3 s |
    /// | 3 | 100 000 | 10 s |
    ///
    /// On the reference machine level 3 needs about 3.6 s a move in gomoku
    /// (the slowest game per iteration), 2.4 s in konane and la-tela, 0.4 s
    /// in awele (`cargo bench -p tavolo-ai`), so the cap only bites on a
    /// slower or busier machine.
    pub fn budget(self) -> Budget {
        let (iterations, cap) = match self.0 {
            1 => (300, 1_000),
            2 => (5_000, 3_000),
            _ => (100_000, 10_000),
        };
        Budget {
            iterations,
            time_cap: Some(Duration::from_millis(cap)),
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}
