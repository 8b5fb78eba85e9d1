//! Every playable game, one line each, and lookup by name.

use std::collections::BTreeMap;
use std::fmt;

use crate::dyn_game::{DynGame, FromPositionError, Typed};
use crate::notation::normalize;
use crate::options::{OptionError, OptionValue, Options};
use crate::record::{Record, RecordError, RecordTags};
use crate::{GameInfo, Knobs, Rules};

/// A registered game: its facts and how to start it.
#[derive(Clone, Copy)]
pub struct Entry {
    info: fn() -> &'static GameInfo,
    knobs: fn() -> Knobs,
    start: fn(Options) -> Result<Box<dyn DynGame>, OptionError>,
    start_at: StartAt,
    record: RecordOf,
}

/// How an entry writes a game's record (see [`Rules::record`]).
type RecordOf = fn(Options, &[String], &RecordTags) -> Result<Record, RecordError>;

/// How an entry starts a game from a position text.
type StartAt = fn(Options, &str) -> Result<Box<dyn DynGame>, FromPositionError>;

impl Entry {
    /// The entry of rules `R`.
    pub const fn of<R: Rules>() -> Entry {
        Entry {
            info: R::info,
            knobs: knobs_of::<R>,
            start: start_typed::<R>,
            start_at: start_typed_at::<R>,
            record: record_typed::<R>,
        }
    }

    /// The game's static facts.
    pub fn info(&self) -> &'static GameInfo {
        (self.info)()
    }

    /// What the shared test suites must know about the game.
    pub fn knobs(&self) -> Knobs {
        (self.knobs)()
    }

    /// A new game with `given` options (others take their defaults).
    ///
    /// # Errors
    /// Unknown options, bad values, or combinations the game refuses.
    pub fn start(&self, given: &BTreeMap<String, OptionValue>) -> Result<Box<dyn DynGame>, OptionError> {
        let options = Options::validate(self.info().options, given)?;
        (self.start)(options)
    }

    /// A game with `given` options from the position `text` (see
    /// [`Rules::from_position`]).
    ///
    /// # Errors
    /// Refused options, or a text that is not a position of the game.
    pub fn start_at(
        &self,
        given: &BTreeMap<String, OptionValue>,
        text: &str,
    ) -> Result<Box<dyn DynGame>, FromPositionError> {
        let options = Options::validate(self.info().options, given).map_err(FromPositionError::Options)?;
        (self.start_at)(options, text)
    }

    /// The record of `moves` played from the start with `given` options, in
    /// the game's file format (PDN, PGN, SGF), or else Tavolo's JSON record
    /// (see [`crate::record::json`]).
    ///
    /// # Errors
    /// Refused options, or a move that does not play.
    pub fn record(
        &self,
        given: &BTreeMap<String, OptionValue>,
        moves: &[String],
        tags: &RecordTags,
    ) -> Result<Record, RecordError> {
        let options = Options::validate(self.info().options, given)
            .map_err(|e| RecordError::BadOptions(e.to_string()))?;
        (self.record)(options, moves, tags)
    }

    /// The JSON record (`tavolo-record/1`, see [`crate::record::json`]) of
    /// `moves` played from the start with `given` options, whatever other
    /// format the game has.
    ///
    /// # Errors
    /// Refused options, or a move that does not play.
    pub fn json_record(
        &self,
        given: &BTreeMap<String, OptionValue>,
        moves: &[String],
        tags: &RecordTags,
    ) -> Result<Record, RecordError> {
        let game = self
            .start(given)
            .map_err(|e| RecordError::BadOptions(e.to_string()))?;
        crate::record::json::write(game, moves, tags)
    }
}

fn knobs_of<R: Rules>() -> Knobs {
    R::KNOBS
}

fn record_typed<R: Rules>(
    options: Options,
    moves: &[String],
    tags: &RecordTags,
) -> Result<Record, RecordError> {
    let rules = R::new(&options).map_err(|e| RecordError::BadOptions(e.to_string()))?;
    match rules.record(moves, tags) {
        Some(record) => record,
        // No community format: Tavolo's own.
        None => {
            let game = Typed::<R>::start(options).map_err(|e| RecordError::BadOptions(e.to_string()))?;
            crate::record::json::write(Box::new(game), moves, tags)
        }
    }
}

fn start_typed_at<R: Rules>(options: Options, text: &str) -> Result<Box<dyn DynGame>, FromPositionError> {
    Ok(Box::new(Typed::<R>::from_position(options, text)?))
}

fn start_typed<R: Rules>(options: Options) -> Result<Box<dyn DynGame>, OptionError> {
    Ok(Box::new(Typed::<R>::start(options)?))
}

/// The registry: add a game with one line here, naming its [`Rules`] type.
///
/// This one list makes [`GAMES`], and lets code generic over the rules reach
/// every game's typed rules without a list of its own: `for_each_rules!(m)`
/// expands to `m! { Awele, Gomoku, … }` (the types with full paths), so a
/// crate that depends on this one (the search in `tavolo-ai`) can write one
/// `match` arm per game, monomorphised for each type. Tokens after the
/// callback's name are passed first: `for_each_rules!(m, x)` expands to
/// `m! { x; Awele, Gomoku, … }`.
///
/// ```
/// macro_rules! slugs {
///     ($($rules:ty),* $(,)?) => {
///         [$(<$rules as games::Rules>::info().slug),*]
///     };
/// }
/// let slugs = games::for_each_rules!(slugs);
/// assert!(slugs.contains(&"awele"));
/// assert_eq!(slugs.len(), games::registry::GAMES.len());
/// ```
#[macro_export]
macro_rules! for_each_rules {
    ($callback:ident $(, $($args:tt)*)?) => {
        $callback! {
            $($($args)*;)?
            $crate::draughts::AlquerqueBell,
            $crate::draughts::AlquerquePritchard,
            $crate::races::alibaba::AliBaba,
            $crate::modern::archimedes::Archimedes,
            $crate::mancala::awele::Awele,
            $crate::races::backgammon::Backgammon,
            $crate::capture::breakthru::Breakthru,
            $crate::modern::castile::Castile,
            $crate::capture::fanorona::Fanorona,
            $crate::capture::fanorona::FanoronaVela,
            $crate::capture::five_field_kono::FiveFieldKono,
            $crate::races::duodecim_scripta::DuodecimScripta,
            $crate::mancala::bao::BaoLaKiswahili,
            $crate::mancala::congklak::Congklak,
            $crate::races::corona::Corona,
            $crate::modern::cqt::Cqt,
            $crate::draughts::EnglishDraughts,
            $crate::alignment::go::Go19,
            $crate::alignment::go::Go9,
            $crate::alignment::go::Go13,
            $crate::alignment::go::Go15,
            $crate::chess::ItalianProgressiveChess,
            $crate::alignment::gomoku::Gomoku,
            $crate::alignment::ishi::Ishi,
            $crate::races::kanguruh::Kanguruh,
            $crate::races::kanguruh::Kanguruh2p3p,
            $crate::races::robinhood::RobinHood,
            $crate::alignment::dozo::Dozo,
            $crate::mancala::hawalis::Hawalis,
            $crate::mancala::hawalis::HawalisStrict,
            $crate::alignment::hepta::Hepta,
            $crate::alignment::hepta::HeptaSolo,
            $crate::draughts::ItalianDraughts,
            $crate::capture::knight_chase::KnightChase,
            $crate::capture::konane::Konane,
            $crate::alignment::la_tela::LaTela,
            $crate::alignment::pah_tum::PahTum,
            $crate::alignment::pankai::Pankai,
            $crate::alignment::pankai::Universe,
            $crate::capture::latrunculi::Latrunculi,
            $crate::capture::ming_mang::MingMang,
            $crate::mancala::layli::LayliGoobalay,
            $crate::mancala::layli::LayliGoobalayMatch,
            $crate::chess::NeoChess,
            $crate::modern::byte::Byte,
            $crate::modern::gyges::Gyges,
            $crate::modern::hoppa::Hoppa,
            $crate::modern::lines_of_action::LinesOfAction,
            $crate::modern::magneton::Magneton,
            $crate::modern::peggino::Peggino,
            $crate::modern::peggino::PegginoSolo,
            $crate::capture::nim::Nim,
            $crate::capture::pasang::Pasang,
            $crate::capture::prarie::PrarieGame,
            $crate::capture::prarie::PrarieHandicap,
            $crate::races::backgammon::Plakoto,
            $crate::chess::ProgressiveChess,
            $crate::chess::ProgressiveVinciperdi,
            $crate::draughts::PolishDraughts,
            $crate::draughts::RussianDraughts,
            $crate::races::sahkku::Sahkku,
            $crate::races::schachjagd::Schachjagd,
            $crate::capture::seega::Seega,
            $crate::capture::seega::Seega7x7,
            $crate::capture::seega::Seega9x9,
            $crate::capture::seega::SeegaRemove,
            $crate::races::senet::SenetBell,
            $crate::races::senet::SenetKendall,
            $crate::races::senet::SenetTait,
            $crate::races::senet::SenetTavolando,
            $crate::races::senet::SenetTavolando7,
            $crate::races::senet::SenetTavolandoSix,
            $crate::alignment::shax::Shax,
            $crate::alignment::spots::Spots,
            $crate::mancala::oh_wah_ree::OhWahRee,
            $crate::mancala::oh_wah_ree::OhWahReeArabian,
            $crate::mancala::oh_wah_ree::OhWahReeCoastal,
            $crate::mancala::oh_wah_ree::OhWahReeDogGone,
            $crate::mancala::oh_wah_ree::OhWahReeGrand,
            $crate::mancala::oh_wah_ree::OhWahReeOriental,
            $crate::mancala::oh_wah_ree::OhWahReePendulum,
            $crate::mancala::tchuka_ruma::TchukaRuma,
            $crate::mancala::togyzkumalak::Togyzkumalak,
            $crate::draughts::TurkishDraughts,
            $crate::modern::turnier::Turnier,
            $crate::modern::turnier::TurnierNoFlag,
            $crate::modern::twixt::Twixt,
            $crate::races::ur_bell::UrBell,
            $crate::races::victory::Victory,
            $crate::capture::tafl::Hnefatafl,
            $crate::capture::tafl::Tablut,
            $crate::capture::tafl::Tawlbwrdd,
            $crate::capture::tafl::AleaEvangelii,
            $crate::capture::tafl::ArdRi,
            $crate::modern::quoridor::Quoridor,
            $crate::modern::quoridor::Quoridor4p,
            $crate::modern::quoridor::QuoridorFewerWalls,
            $crate::modern::quoridor::QuoridorMovableWall,
            $crate::modern::quoridor::QuoridorCoin,
            $crate::modern::quoridor::QuoridorDie,
            $crate::modern::quoridor::QuoridorMovingGoal,
            $crate::modern::quoridor::QuoridorWallJump,
            $crate::modern::square_off::SquareOffOriental,
            $crate::modern::square_off::SquareOffSolitaire,
            $crate::modern::look::Look,
            $crate::modern::look::LookStack,
            $crate::modern::look::LookPuzzle,
            $crate::modern::fingertip::Fingertip,
            $crate::hidden::domemo::Domemo,
            $crate::hidden::evade::Evade,
            $crate::hidden::mimikri::MimikriDecoy,
            $crate::hidden::mimikri::MimikriNo,
            $crate::hidden::fingertip_touch::FingertipTouch,
            $crate::hidden::ting_tong::TingTong,
            $crate::hidden::worterklauer::Worterklauer,
            $crate::chess::Vinciperdi,
        }
    };
}

/// The entries of the listed rules types.
macro_rules! entries {
    ($($rules:ty),* $(,)?) => {
        &[$(Entry::of::<$rules>()),*]
    };
}

/// Every playable game, in the order of [`for_each_rules!`].
pub static GAMES: &[Entry] = for_each_rules!(entries);

/// Why no game was started.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum StartError {
    /// No game has that name; the closest names are suggested.
    UnknownGame {
        name: String,
        suggestions: Vec<&'static str>,
    },
    /// The options were refused.
    Options(OptionError),
    /// The position was refused.
    Position(crate::PositionError),
}

impl fmt::Display for StartError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            StartError::UnknownGame { name, suggestions } if suggestions.is_empty() => {
                write!(f, "no game is called '{name}'")
            }
            StartError::UnknownGame { name, suggestions } => {
                write!(
                    f,
                    "no game is called '{name}'; did you mean {}?",
                    suggestions.join(", ")
                )
            }
            StartError::Options(e) => write!(f, "{e}"),
            StartError::Position(e) => write!(f, "bad position: {e}"),
        }
    }
}

impl std::error::Error for StartError {}

/// The game called `name`: its slug, an alias, or its English or Italian
/// name, compared without case, spaces, dashes or apostrophes.
pub fn find(name: &str) -> Option<&'static Entry> {
    let wanted = key(name);
    GAMES
        .iter()
        .find(|e| names_of(e.info()).any(|n| key(n) == wanted))
}

/// Starts the game called `name` with `given` options.
///
/// # Errors
/// An unknown game (with suggestions) or refused options.
pub fn start(name: &str, given: &BTreeMap<String, OptionValue>) -> Result<Box<dyn DynGame>, StartError> {
    let Some(entry) = find(name) else {
        return Err(StartError::UnknownGame {
            name: crate::notation::clip(name),
            suggestions: closest(name, 3),
        });
    };
    entry.start(given).map_err(StartError::Options)
}

/// Starts the game called `name` with `given` options from the position
/// `text`.
///
/// # Errors
/// An unknown game (with suggestions), refused options, or a text that is
/// not a position of the game.
pub fn start_at(
    name: &str,
    given: &BTreeMap<String, OptionValue>,
    text: &str,
) -> Result<Box<dyn DynGame>, StartError> {
    let Some(entry) = find(name) else {
        return Err(StartError::UnknownGame {
            name: crate::notation::clip(name),
            suggestions: closest(name, 3),
        });
    };
    entry.start_at(given, text).map_err(|e| match e {
        FromPositionError::Options(e) => StartError::Options(e),
        FromPositionError::Position(e) => StartError::Position(e),
    })
}

/// Every name a game answers to.
fn names_of(info: &'static GameInfo) -> impl Iterator<Item = &'static str> {
    [info.slug, info.name_en, info.name_it]
        .into_iter()
        .chain(info.aliases.iter().copied())
}

/// The comparison key of a name.
fn key(name: &str) -> String {
    normalize(name).chars().filter(|c| c.is_alphanumeric()).collect()
}

/// The slugs of the `n` games whose names are closest to `name`.
pub fn closest(name: &str, n: usize) -> Vec<&'static str> {
    let wanted = key(name);
    let mut scored: Vec<(usize, &'static str)> = GAMES
        .iter()
        .map(|e| {
            let info = e.info();
            let best = names_of(info)
                .map(|n| edit_distance(&key(n), &wanted))
                .min()
                .unwrap_or(usize::MAX);
            (best, info.slug)
        })
        .collect();
    scored.sort();
    scored.into_iter().take(n).map(|(_, slug)| slug).collect()
}

/// Levenshtein distance over characters.
fn edit_distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut previous = row[0];
        row[0] = i + 1;
        for (j, cb) in b.iter().enumerate() {
            let substitution = previous + usize::from(ca != *cb);
            previous = row[j + 1];
            row[j + 1] = substitution.min(row[j] + 1).min(previous + 1);
        }
    }
    row[b.len()]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn slugs_and_names_are_unique() {
        let mut owner = std::collections::HashMap::new();
        for entry in GAMES {
            let slug = entry.info().slug;
            for name in names_of(entry.info()) {
                let previous = owner.insert(key(name), slug);
                assert!(
                    previous.is_none() || previous == Some(slug),
                    "'{name}' names two games"
                );
            }
        }
    }

    /// The folder under `crates/games/src/` of each registered rules type.
    macro_rules! folders {
        ($($rules:ty),* $(,)?) => {
            [$((<$rules as Rules>::info(), std::any::type_name::<$rules>())),*]
        };
    }

    #[test]
    fn every_game_lives_in_its_family_s_folder() {
        for (info, type_name) in for_each_rules!(folders) {
            // `games::races::senet::Senet<…>`: the folder follows the crate.
            let folder = type_name.split("::").nth(1);
            assert!(
                folder.is_some() && folder == info.family.folder(),
                "{}: family {} but the rules type is {type_name}",
                info.slug,
                info.family
            );
        }
    }

    #[test]
    fn every_summary_fits_one_table_cell() {
        for entry in GAMES {
            let info = entry.info();
            let summary = info.summary;
            assert!(
                !summary.is_empty() && summary.len() <= 100 && !summary.contains(['|', '\n']),
                "{}: the summary must be one short line without '|': {summary:?}",
                info.slug
            );
        }
    }

    #[test]
    fn every_game_starts_with_its_defaults() {
        for entry in GAMES {
            let game = entry.start(&BTreeMap::new());
            assert!(game.is_ok(), "{}: {:?}", entry.info().slug, game.err());
        }
    }

    #[test]
    fn unknown_names_get_suggestions() {
        let err = start("nimm", &BTreeMap::new()).err().unwrap();
        match err {
            StartError::UnknownGame { suggestions, .. } => assert_eq!(suggestions[0], "nim"),
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn edit_distance_counts_edits() {
        assert_eq!(edit_distance("kitten", "sitting"), 3);
        assert_eq!(edit_distance("", "abc"), 3);
    }
}
