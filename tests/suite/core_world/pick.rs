//! Games for the core's scenarios, chosen by what a scenario needs (two
//! seats and no dice, a record format, a `seats` option…) and never by
//! name: the scenarios test the core, and follow the registry as games
//! come and change.

use std::collections::BTreeMap;

use games::registry::{Entry, GAMES};
use games::{GameInfo, OptionKind, OptionSpec, Status};

/// Games two people start with their defaults: two seats, no dice, nothing
/// hidden, in registry order.
pub fn plain_games() -> impl Iterator<Item = &'static GameInfo> {
    GAMES.iter().map(Entry::info).filter(|info| {
        info.min_seats <= 2
            && !info.chance
            && !info.hidden
            && games::registry::start(info.slug, &BTreeMap::new()).is_ok_and(|g| g.seats() == 2)
    })
}

/// The first plain game.
pub fn plain() -> &'static GameInfo {
    plain_games().next().expect("a plain two-player game")
}

/// A plain game with another name than [`plain`]'s.
pub fn another_plain() -> &'static GameInfo {
    plain_games()
        .find(|info| info.name_en != plain().name_en)
        .expect("two plain games")
}

/// A two-seat game with dice (or another throw) and no hidden facts.
pub fn with_dice() -> &'static GameInfo {
    GAMES
        .iter()
        .map(Entry::info)
        .find(|info| info.chance && !info.hidden && info.min_seats <= 2)
        .expect("a dice game")
}

/// The plain game that ends soonest when each seat plays its first legal
/// move, with those moves.
pub fn quick() -> (&'static GameInfo, Vec<String>) {
    plain_games()
        .filter_map(|info| first_moves_to_the_end(info, 60).map(|moves| (info, moves)))
        .min_by_key(|(_, moves)| moves.len())
        .expect("a plain game that ends within 60 plies")
}

fn first_moves_to_the_end(info: &GameInfo, cap: usize) -> Option<Vec<String>> {
    let mut game = games::registry::start(info.slug, &BTreeMap::new()).ok()?;
    let mut moves = Vec::new();
    while moves.len() < cap {
        match game.status() {
            Status::ToMove(_) => {
                let first = game.legal().into_iter().next()?;
                game.play(&first).ok()?;
                moves.push(first);
            }
            Status::Over(_) => return Some(moves),
            Status::Chance => return None,
        }
    }
    None
}

/// A plain game whose record is a tagged text (PDN or PGN: `[Result …]`).
pub fn with_tagged_record() -> &'static GameInfo {
    plain_games()
        .find(|info| record_of(info).is_some_and(|text| text.contains("[Result")))
        .expect("a plain game recorded with tags")
}

/// A plain game with no community record format (its record is Tavolo's
/// JSON one).
pub fn without_record() -> &'static GameInfo {
    plain_games()
        .find(|info| record_of(info).is_none())
        .expect("a plain game without a record format")
}

/// The game's record in its community's format, if it has one.
fn record_of(info: &GameInfo) -> Option<String> {
    let entry = games::registry::find(info.slug)?;
    let record = entry.record(&BTreeMap::new(), &[], &Default::default()).ok()?;
    (record.format != games::RecordFormat::Json).then_some(record.text)
}

/// A game for two by default whose `seats` option lets three play.
pub fn with_seats_option() -> &'static GameInfo {
    GAMES
        .iter()
        .map(Entry::info)
        .find(|info| {
            info.min_seats <= 2
                && info.max_seats >= 3
                && !info.hidden
                && info.options.iter().any(|o| o.name == "seats" && o.default == "2")
        })
        .expect("a game with a seats option")
}

/// A plain game with an option, and a value of it other than the default.
pub fn with_option() -> (&'static GameInfo, &'static OptionSpec, String) {
    plain_games()
        .find_map(|info| {
            info.options
                .iter()
                .find_map(|o| other_value(o).map(|v| (info, o, v)))
        })
        .expect("a plain game with an option")
}

fn other_value(option: &OptionSpec) -> Option<String> {
    match option.kind {
        OptionKind::Bool => Some((option.default != "true").to_string()),
        OptionKind::Int { min, max } => {
            let default: i64 = option.default.parse().ok()?;
            [default + 1, default - 1]
                .into_iter()
                .find(|v| (min..=max).contains(v))
                .map(|v| v.to_string())
        }
        OptionKind::Choice(words) => words
            .iter()
            .find(|w| **w != option.default)
            .map(|w| w.to_string()),
        OptionKind::Text { .. } => None,
    }
}

/// A plain game with a whole-number option, and a value out of its range.
pub fn with_number_option() -> (&'static GameInfo, &'static OptionSpec, String) {
    plain_games()
        .find_map(|info| {
            info.options.iter().find_map(|o| match o.kind {
                OptionKind::Int { max, .. } => Some((info, o, (max + 1).to_string())),
                _ => None,
            })
        })
        .expect("a plain game with a number option")
}

/// An alias of a registered game that is none of its names: (alias, slug).
pub fn alias() -> (&'static str, &'static str) {
    GAMES
        .iter()
        .map(Entry::info)
        .find_map(|info| {
            info.aliases
                .iter()
                .find(|a| !a.contains(info.slug) && !info.slug.contains(**a))
                .map(|a| (*a, info.slug))
        })
        .expect("a game with an alias")
}

/// A one-letter slip in a plain game's English name that names no game
/// and is nearest to that game: (slip, the game).
pub fn slip() -> (String, &'static GameInfo) {
    plain_games()
        .chain(GAMES.iter().map(Entry::info))
        .filter(|info| info.name_en.chars().all(char::is_alphabetic) && info.name_en.len() >= 6)
        .find_map(|info| {
            (1..info.name_en.len() - 1).find_map(|cut| {
                let mut slip = info.name_en.to_string();
                slip.remove(cut);
                let nearest = games::registry::closest(&slip, 1);
                (games::registry::find(&slip).is_none() && nearest == [info.slug]).then_some((slip, info))
            })
        })
        .expect("a name with a slip nearest to it")
}

/// A name several registered slugs begin with (`<name>-…`) that is no
/// game's slug: the name of a game with versions, and those versions.
pub fn versions() -> (&'static str, Vec<&'static str>) {
    let slugs: Vec<&'static str> = GAMES.iter().map(|g| g.info().slug).collect();
    slugs
        .iter()
        .filter_map(|slug| slug.split_once('-').map(|(stem, _)| stem))
        .find_map(|stem| {
            let versions: Vec<&'static str> = slugs
                .iter()
                .copied()
                .filter(|s| s.starts_with(&format!("{stem}-")))
                .collect();
            (versions.len() >= 2 && !slugs.contains(&stem)).then_some((stem, versions))
        })
        .expect("a game with several versions")
}

/// Every game with hidden facts that two people can play, in registry
/// order.
pub fn hidden_games() -> impl Iterator<Item = &'static GameInfo> {
    GAMES
        .iter()
        .map(Entry::info)
        // Two seats by default: a challenge of two people starts them
        // (Corona, hidden too, seats three unless told).
        .filter(|info| {
            let seats = info
                .options
                .iter()
                .find(|o| o.name == "seats")
                .map_or("2", |o| o.default);
            info.hidden && info.min_seats <= 2 && seats == "2"
        })
}

/// A game the bot plays that seats three or more by default.
pub fn for_three_or_more() -> (&'static GameInfo, usize) {
    GAMES
        .iter()
        .map(Entry::info)
        .filter(|info| ai::plays(info.slug))
        .find_map(|info| {
            let seats = games::registry::start(info.slug, &BTreeMap::new()).ok()?.seats();
            (seats >= 3).then_some((info, usize::from(seats)))
        })
        .expect("a game for three or more that the bot plays")
}
