//! What the shared suites must know about a game, declared by the game.
//!
//! The suites that visit every registered game (properties, positions, the
//! bot's smoke and strength suites) read these facts through the registry
//! ([`crate::registry::Entry::knobs`]) instead of keeping lists of slugs. A
//! game that needs nothing special declares nothing: [`Rules::KNOBS`]
//! defaults to [`Knobs::NONE`]. A game that does sets it in its `impl
//! Rules`, with the reason beside each fact:
//!
//! ```
//! use games::knobs::{Bar, Knobs, Load, Strength};
//!
//! const MY_GAME: Knobs = Knobs {
//!     // Random games run to the ply cap with hundreds of moves a ply.
//!     load: Load::Long,
//!     // The position text has no move count.
//!     fresh_counters: &["my-game-move-cap"],
//!     strength: Some(Strength::new(Bar::new(20, 0.9), Bar::new(4, 0.75))),
//!     ..Knobs::NONE
//! };
//! assert!(MY_GAME.ends_by_fresh_counter("my-game-move-cap"));
//! ```
//!
//! [`Rules::KNOBS`]: crate::Rules::KNOBS

/// How costly a random game is for the suites that play many of them.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Load {
    /// Quick: the suites' default number of random games.
    Light,
    /// Long and wide random games (Go, TwixT): one random game each in
    /// the default suites.
    Long,
    /// Thousands of moves a ply (Quoridor with the coin or the die): a few
    /// random games.
    Wide,
    /// Turns that are costly to list (Duodecim Scripta tries every order
    /// of three dice): the fewest random games.
    Costly,
}

/// Facts the shared test suites need about a game. Every field has a
/// default in [`Knobs::NONE`].
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct Knobs {
    /// How costly random games are (property and position suites).
    pub load: Load,
    /// Ids of the outcome reasons ([`crate::Outcome::reason`]) that end a
    /// game by a counter the position text does not carry (repetition,
    /// moves without progress, a ply cap): a position read back counts
    /// afresh, so where such an end is reached the read game may go on.
    pub fresh_counters: &'static [&'static str],
    /// Whether the game's end gathers what is left into the stores, so a
    /// finished position reads back with the same result (winner, scores,
    /// ranks) but possibly another reason: several ends leave one board.
    pub gathered_ends: bool,
    /// Whether the position text carries only what the history forbids
    /// now (superko: the moves that would repeat), not the history: after a
    /// move from a position read back, the read game may allow a move the
    /// played one forbids, never the other way round.
    pub history_beyond_text: bool,
    /// Whether scanning every move of every position of random games (the
    /// bot's win-in-one scan) is far too slow unoptimised; such a game has
    /// its own win-in-one test instead.
    pub slow_scan: bool,
    /// Whether random games (almost) never offer a winning move beside
    /// other moves, so the win-in-one scan may find none.
    pub no_win_among_others: bool,
    /// The bot's measured strength against a random player, with the
    /// figures beside it; `None`: not measured, the strength suite's
    /// default bars.
    pub strength: Option<Strength>,
}

/// Games to play and the score to reach against a random player.
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct Bar {
    pub games: u32,
    pub at_least: f64,
}

impl Bar {
    pub const fn new(games: u32, at_least: f64) -> Bar {
        Bar { games, at_least }
    }
}

/// The bot's bars at level 1 and level 3.
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct Strength {
    pub level_1: Bar,
    pub level_3: Bar,
}

impl Strength {
    pub const fn new(level_1: Bar, level_3: Bar) -> Strength {
        Strength { level_1, level_3 }
    }
}

impl Knobs {
    /// Nothing special: the default of every game.
    pub const NONE: Knobs = Knobs {
        load: Load::Light,
        fresh_counters: &[],
        gathered_ends: false,
        history_beyond_text: false,
        slow_scan: false,
        no_win_among_others: false,
        strength: None,
    };

    /// Whether an outcome whose reason has the id `reason` is an end by a
    /// counter the position text lacks. Ids compare exactly.
    pub fn ends_by_fresh_counter(&self, reason: &str) -> bool {
        self.fresh_counters.contains(&reason)
    }
}

impl Default for Knobs {
    fn default() -> Knobs {
        Knobs::NONE
    }
}
