//! Tavolo's rules pages: every game's rules in English and Italian, built
//! into the binary, checked at load, found by forgiving names and cut into
//! chat messages.
//!
//! The pages are `assets/rules/<slug>.<lang>.md` in the format of
//! `assets/rules/FORMAT.md`. A build script lists them and embeds each with
//! `include_str!`, so the bot reads no files at run time; they are parsed
//! once, on first use.
//!
//! ```
//! use rulebook::{Lang, SectionKey};
//! let awele = rulebook::lookup("Oware").unwrap();
//! assert_eq!(awele.slug(), "awele");
//! let setup = rulebook::section("awari", Lang::It, "preparazione").unwrap();
//! assert_eq!(setup.key, SectionKey::Setup);
//! for message in rulebook::messages(setup, rulebook::DISCORD_LIMIT) {
//!     assert!(message.chars().count() <= 2000);
//! }
//! let err = rulebook::lookup("chequers-of-mars").unwrap_err();
//! assert_eq!(err.suggestions.len(), 3);
//! ```
//!
//! At start-up the bot calls [`problems`]: an empty list means every page
//! is well-formed, both languages agree, and the pages and the engine's
//! registry agree on which games are playable and, for those, on their
//! names, families, players and aliases.

mod book;
pub mod catalog;
mod fold;
mod page;
#[cfg(feature = "picture")]
mod picture;
mod split;

use std::sync::LazyLock;

pub use book::{Completion, Entry, NotFound, Problem, Rulebook, SectionError};
pub use catalog::{
    CATALOG, CATALOG_ALIASES, Family, FamilyTitle, OPEN_ISSUE_SLUGS, catalog_slugs, family_of, planned_slugs,
};
pub use fold::fold;
pub use page::{
    Lang, MoveExample, Need, PARAGRAPH_LIMIT, Page, Players, SECTION_LIMIT, Section, SectionKey, Status,
    Unit, not_yet_playable,
};
#[cfg(feature = "picture")]
pub use picture::{PictureError, entry_setup_png, setup_png};
pub use split::{DISCORD_LIMIT, TELEGRAM_LIMIT, messages};

mod embedded {
    include!(concat!(env!("OUT_DIR"), "/pages.rs"));
}

/// The embedded pages, as (file name, text), in file-name order.
pub fn files() -> &'static [(&'static str, &'static str)] {
    embedded::FILES
}

static BOOK: LazyLock<Rulebook> = LazyLock::new(|| Rulebook::from_files(embedded::FILES));

/// The rulebook of the embedded pages (parsed on first use).
pub fn book() -> &'static Rulebook {
    &BOOK
}

/// Every problem of the embedded pages; empty when all is well. See
/// [`Rulebook::from_files`] for what is checked.
pub fn problems() -> &'static [Problem] {
    BOOK.problems()
}

/// The game a user means: see [`Rulebook::lookup`].
///
/// # Errors
/// [`NotFound`] with the three closest slugs.
pub fn lookup(query: &str) -> Result<&'static Entry, NotFound> {
    BOOK.lookup(query)
}

/// The game a name means, without suggestions: see [`Rulebook::find`].
pub fn find(query: &str) -> Option<&'static Entry> {
    BOOK.find(query)
}

/// Games matching a partly typed name: see [`Rulebook::autocomplete`].
pub fn autocomplete(partial: &str, limit: usize) -> Vec<Completion<'static>> {
    BOOK.autocomplete(partial, limit)
}

/// The games for `/games`: see [`Rulebook::list`].
pub fn list(family: Option<Family>, players: Option<u8>) -> Vec<&'static Entry> {
    BOOK.list(family, players)
}

/// A game's page in `lang`, falling back to English: see
/// [`Rulebook::page`].
pub fn page(game: &str, lang: Lang) -> Option<&'static Page> {
    BOOK.page(game, lang)
}

/// One section of a game's page: see [`Rulebook::section`].
///
/// # Errors
/// An unknown game, an unknown section, or a section the page lacks.
pub fn section(game: &str, lang: Lang, which: &str) -> Result<&'static Section, SectionError> {
    BOOK.section(game, lang, which)
}
