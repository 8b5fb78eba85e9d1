//! The families of the catalog (`shared/catalog/README.md`): every game
//! belongs to one, and the games of a family live in its folder of this
//! crate (`mancala/`, `draughts/`, `races/`, `alignment/`, `capture/`,
//! `modern/`, `chess/`).

use std::fmt;

/// A family of the catalog, in the order game lists show them.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum Family {
    Mancala,
    Draughts,
    Race,
    Alignment,
    Capture,
    Modern,
    Chess,
    Hidden,
    /// Rules pages of games that cannot be played here; no registered game
    /// has it.
    RulesOnly,
}

impl Family {
    /// Every family, in listing order.
    pub const ALL: [Family; 9] = [
        Family::Mancala,
        Family::Draughts,
        Family::Race,
        Family::Alignment,
        Family::Capture,
        Family::Modern,
        Family::Chess,
        Family::Hidden,
        Family::RulesOnly,
    ];

    /// The word of the rules pages' front matter (`rules-only`).
    pub fn as_str(self) -> &'static str {
        match self {
            Family::Mancala => "mancala",
            Family::Draughts => "draughts",
            Family::Race => "race",
            Family::Alignment => "alignment",
            Family::Capture => "capture",
            Family::Modern => "modern",
            Family::Chess => "chess",
            Family::Hidden => "hidden",
            Family::RulesOnly => "rules-only",
        }
    }

    /// The folder of this crate that holds the family's games (the bot's
    /// knowledge in `tavolo-ai` mirrors it); none for rules-only pages.
    pub fn folder(self) -> Option<&'static str> {
        match self {
            Family::Mancala => Some("mancala"),
            Family::Draughts => Some("draughts"),
            Family::Race => Some("races"),
            Family::Alignment => Some("alignment"),
            Family::Capture => Some("capture"),
            Family::Modern => Some("modern"),
            Family::Chess => Some("chess"),
            Family::Hidden => Some("hidden"),
            Family::RulesOnly => None,
        }
    }

    /// The family a front-matter word names.
    pub fn parse(word: &str) -> Option<Family> {
        Family::ALL.into_iter().find(|f| f.as_str() == word.trim())
    }
}

impl fmt::Display for Family {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

#[cfg(test)]
mod tests {
    use super::Family;

    #[test]
    fn words_read_back() {
        for family in Family::ALL {
            assert_eq!(Family::parse(family.as_str()), Some(family));
        }
        assert_eq!(Family::parse("puzzles"), None);
    }
}
