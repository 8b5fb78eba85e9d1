//! Static facts about a game: names, seats, options, limits.

use crate::Family;
use crate::message::Words;
use crate::options::OptionSpec;

/// What never changes about a game (OpenSpiel's `GameType`). Each game file
/// declares one as a `static` next to its rules.
#[derive(Debug)]
pub struct GameInfo {
    /// Canonical id: short, lower-case, unique (`awele`, `la-tela`).
    pub slug: &'static str,
    /// English name.
    pub name_en: &'static str,
    /// Italian name.
    pub name_it: &'static str,
    /// Other names accepted for the slug (never stored).
    pub aliases: &'static [&'static str],
    /// The catalog family; the game's file is in that family's folder.
    pub family: Family,
    /// What the game is, in a few English words after its name, for the
    /// README's games table (`tavolo games --markdown`).
    pub summary: &'static str,
    /// Fewest and most seats the game (through its options) can have.
    pub min_seats: u8,
    pub max_seats: u8,
    /// Seat names in seat order ("South", "North").
    pub seat_names: &'static [&'static str],
    /// Whether the game has chance nodes.
    pub chance: bool,
    /// Whether seats see different observations.
    pub hidden: bool,
    /// Options with their defaults.
    pub options: &'static [OptionSpec],
    /// An upper bound on the plies of any game (moves, throws and passes)
    /// under any options: a rule of the game or a cap the game declares and
    /// enforces. [`crate::Rules::max_plies`] gives the bound for one set of
    /// options.
    pub max_plies: u32,
    /// Where the rules come from (catalog section).
    pub source: &'static str,
    /// The game's words, in its folder: messages, seat names in both
    /// languages, word moves, options' help (see [`Words`]).
    pub words: &'static Words,
}

impl GameInfo {
    /// The catalogue id of `seat`'s name in the game's words
    /// (`go-seat-black`); past the declared names, an id no catalogue has.
    pub fn seat_id(&self, seat: crate::Seat) -> String {
        self.words.seat_id(&self.seat_name(seat).replace(' ', "-"))
    }

    /// The English name of `seat` (the engines' and the protocol's word),
    /// or "seat N" past the declared names.
    pub fn seat_name(&self, seat: crate::Seat) -> String {
        self.seat_names
            .get(seat.index())
            .map(|s| (*s).to_string())
            .unwrap_or_else(|| format!("seat {}", seat.0))
    }
}
