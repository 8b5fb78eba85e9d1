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

/// Every rule set of the catalog with its family, in the order of
/// `shared/catalog/README.md`'s table. It is the catalog, a fixed document:
/// a game that becomes playable stays here, and its `GameInfo` must agree
/// with the family written here (the test
/// `registered_games_agree_with_the_catalog` says so).
pub const CATALOG: &[(&str, Family)] = {
    use Family::*;
    &[
        // mancala
        ("awele", Mancala),
        ("layli-goobalay", Mancala),
        ("layli-goobalay-match", Mancala),
        ("hawalis", Mancala),
        ("hawalis-strict", Mancala),
        ("bao-la-kiswahili", Mancala),
        ("congklak", Mancala),
        ("togyzkumalak", Mancala),
        ("tchuka-ruma", Mancala),
        ("oh-wah-ree", Mancala),
        ("oh-wah-ree-grand", Mancala),
        ("oh-wah-ree-coastal", Mancala),
        ("oh-wah-ree-dog-gone", Mancala),
        ("oh-wah-ree-oriental", Mancala),
        ("oh-wah-ree-pendulum", Mancala),
        ("oh-wah-ree-arabian", Mancala),
        // draughts
        ("alquerque-bell", Draughts),
        ("alquerque-pritchard", Draughts),
        ("italian-draughts", Draughts),
        ("english-draughts", Draughts),
        ("polish-draughts", Draughts),
        ("russian-draughts", Draughts),
        ("turkish-draughts", Draughts),
        // race and dice
        ("ur-bell", Race),
        ("senet-kendall", Race),
        ("senet-bell", Race),
        ("senet-tait", Race),
        ("senet-tavolando", Race),
        ("senet-tavolando-7", Race),
        ("senet-tavolando-six", Race),
        ("sahkku", Race),
        ("duodecim-scripta", Race),
        ("backgammon", Race),
        ("plakoto", Race),
        ("alibaba", Race),
        ("kanguruh", Race),
        ("kanguruh-2p3p", Race),
        ("corona", Race),
        ("victory", Race),
        ("robinhood", Race),
        ("schachjagd", Race),
        // alignment and territory
        ("la-tela", Alignment),
        ("shax", Alignment),
        ("gomoku", Alignment),
        ("pah-tum", Alignment),
        ("go", Alignment),
        ("go-9x9", Alignment),
        ("go-15x15", Alignment),
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
        ("hnefatafl", Capture),
        ("tablut", Capture),
        ("tawlbwrdd", Capture),
        ("alea-evangelii", Capture),
        ("ard-ri", Capture),
        ("konane", Capture),
        ("ming-mang", Capture),
        ("nim", Capture),
        ("five-field-kono", Capture),
        ("breakthru", Capture),
        ("knight-chase", Capture),
        ("prarie", Capture),
        ("prarie-handicap", Capture),
        // modern abstracts
        ("twixt", Modern),
        ("lines-of-action", Modern),
        ("archimedes", Modern),
        ("byte", Modern),
        ("magneton", Modern),
        ("gyges", Modern),
        ("quoridor", Modern),
        ("quoridor-4p", Modern),
        ("quoridor-fewer-walls", Modern),
        ("quoridor-movable-wall", Modern),
        ("quoridor-coin", Modern),
        ("quoridor-die", Modern),
        ("quoridor-moving-goal", Modern),
        ("quoridor-wall-jump", Modern),
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
        // chess family
        ("vinciperdi", Chess),
        ("progressive-chess", Chess),
        ("italian-progressive-chess", Chess),
        ("progressive-vinciperdi", Chess),
        ("neo-chess", Chess),
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

/// Every slug of the catalog with its family, then the registered games
/// the catalog does not list (Go 13×13).
pub fn catalog_slugs() -> impl Iterator<Item = (&'static str, Family)> {
    let extra = games::registry::GAMES
        .iter()
        .map(|g| (g.info().slug, g.info().family))
        .filter(|(slug, _)| !CATALOG.iter().any(|(s, _)| s == slug));
    CATALOG.iter().copied().chain(extra)
}

/// The catalog's rule sets that are not playable yet, in catalog order.
pub fn planned_slugs() -> impl Iterator<Item = (&'static str, Family)> {
    CATALOG
        .iter()
        .copied()
        .filter(|(slug, _)| games::registry::find(slug).is_none_or(|g| g.info().slug != *slug))
}

/// The catalog family of `slug` (a test keeps the registry's in agreement).
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
