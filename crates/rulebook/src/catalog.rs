//! Every rule set of the catalog (`shared/catalog/README.md`) with its
//! family, and the names the catalog itself asks to resolve. The playable
//! games are the engine's registry (each `GameInfo` has its family); this
//! file lists only the others.

pub use games::Family;

use crate::Lang;

/// A family's heading in a games list, in the pages' languages.
pub trait FamilyTitle {
    /// The heading in `lang` ("Mancala (sowing games)").
    fn title(self, lang: Lang) -> &'static str;
}

impl FamilyTitle for Family {
    fn title(self, lang: Lang) -> &'static str {
        use Lang::{En, It};
        match (self, lang) {
            (Family::Mancala, En) => "Mancala (sowing games)",
            (Family::Mancala, It) => "Mancala (giochi di semina)",
            (Family::Draughts, En) => "Draughts and alquerque",
            (Family::Draughts, It) => "Dama e alquerque",
            (Family::Race, En) => "Race and dice games",
            (Family::Race, It) => "Giochi di percorso e di dadi",
            (Family::Alignment, En) => "Alignment and territory",
            (Family::Alignment, It) => "Allineamento e territorio",
            (Family::Capture, En) => "Capture and hunt",
            (Family::Capture, It) => "Cattura e caccia",
            (Family::Modern, En) => "Modern abstracts",
            (Family::Modern, It) => "Astratti moderni",
            (Family::Chess, En) => "Chess family",
            (Family::Chess, It) => "Famiglia degli scacchi",
            (Family::Hidden, En) => "Hidden information",
            (Family::Hidden, It) => "Informazione nascosta",
            (Family::RulesOnly, En) => "Rules pages only",
            (Family::RulesOnly, It) => "Solo regolamento",
        }
    }
}

/// The catalog's rule sets that are not playable yet, with their families,
/// as `shared/catalog/README.md` lists them. A game leaves this list when it
/// joins the registry, which then gives its family (the test
/// `catalog_lists_only_unregistered_games` says so).
pub const CATALOG: &[(&str, Family)] = {
    use Family::*;
    &[
        // mancala and draughts: all playable
        // race and dice
        ("kanguruh", Race),
        ("kanguruh-2p3p", Race),
        ("corona", Race),
        ("victory", Race),
        ("robinhood", Race),
        ("schachjagd", Race),
        // alignment and territory
        ("shax", Alignment),
        ("pah-tum", Alignment),
        ("hepta", Alignment),
        ("hepta-solo", Alignment),
        ("ishi", Alignment),
        ("dozo", Alignment),
        ("pankai", Alignment),
        ("universe", Alignment),
        ("spots", Alignment),
        // capture and hunt
        ("seega", Capture),
        ("seega-7x7", Capture),
        ("seega-9x9", Capture),
        ("seega-remove", Capture),
        ("latrunculi", Capture),
        ("fanorona", Capture),
        ("fanorona-vela", Capture),
        ("pasang", Capture),
        ("ming-mang", Capture),
        ("five-field-kono", Capture),
        // modern abstracts
        ("archimedes", Modern),
        ("byte", Modern),
        ("magneton", Modern),
        ("gyges", Modern),
        ("hoppa", Modern),
        ("cqt", Modern),
        ("castile", Modern),
        ("turnier", Modern),
        ("turnier-noflag", Modern),
        ("look", Modern),
        ("look-stack", Modern),
        ("look-puzzle", Modern),
        ("peggino", Modern),
        ("peggino-solo", Modern),
        ("fingertip-color", Modern),
        ("square-off-oriental", Modern),
        ("square-off-solitaire", Modern),
        // hidden information
        ("evade", Hidden),
        ("mimikri-decoy", Hidden),
        ("mimikri-no", Hidden),
        ("domemo", Hidden),
        ("fingertip-touch", Hidden),
        ("ting-tong", Hidden),
        ("worterklauer", Hidden),
        // rules page only (the last three blocked by missing text)
        ("tasto", RulesOnly),
        ("domus", RulesOnly),
        ("klangspiel", RulesOnly),
        ("steckli", RulesOnly),
        ("versteckspiel", RulesOnly),
        ("moebies", RulesOnly),
        ("moebies-duel", RulesOnly),
        ("square-off", RulesOnly),
        ("linop", RulesOnly),
        ("banda", RulesOnly),
        ("banda-solitaire", RulesOnly),
    ]
};

/// Every slug of the catalog with its family: the registered games (in
/// registry order), then [`CATALOG`].
pub fn catalog_slugs() -> impl Iterator<Item = (&'static str, Family)> {
    let registered = games::registry::GAMES
        .iter()
        .map(|g| (g.info().slug, g.info().family));
    registered.chain(CATALOG.iter().copied())
}

/// The catalog family of `slug`: the registry's for a playable game,
/// otherwise [`CATALOG`]'s.
pub fn family_of(slug: &str) -> Option<Family> {
    catalog_slugs().find(|(s, _)| *s == slug).map(|(_, f)| f)
}

/// Slugs whose pages are written by family issues still open: they may lack
/// pages for now. Empty, so the test `every_catalog_slug_has_pages` asks
/// for every catalog page.
pub const OPEN_ISSUE_SLUGS: &[&str] = &[];

/// Names the catalog's conventions (and the "Rules on command" issue) ask to
/// resolve, whatever the pages list: they rank above the pages' aliases, so
/// a page listing `tafl` for another tafl game does not take it away from
/// `hnefatafl`. They resolve only once the slug has a page.
pub const CATALOG_ALIASES: &[(&str, &str)] = &[
    ("oware", "awele"),
    ("awari", "awele"),
    ("mulino", "la-tela"),
    ("nine men's morris", "la-tela"),
    ("dama", "italian-draughts"),
    ("dama italiana", "italian-draughts"),
    ("checkers", "english-draughts"),
    ("dama inglese", "english-draughts"),
    ("international draughts", "polish-draughts"),
    ("tafl", "hnefatafl"),
];
