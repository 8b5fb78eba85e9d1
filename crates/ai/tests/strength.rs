//! Seeded strength tests, slow, in release mode and ignored by default:
//!
//! ```sh
//! # everything (hours on two cores: level 3 is 100 000 iterations a move)
//! cargo test --release -p tavolo-ai --test strength -- --ignored --nocapture --test-threads=1
//! # one level, or some games at both levels
//! cargo test --release -p tavolo-ai --test strength -- --ignored --nocapture level_1::
//! STRENGTH_GAMES=senet-bell,awele cargo test --release -p tavolo-ai --test strength -- --ignored --nocapture
//! # the registered games without measured figures, at the defaults
//! cargo test --release -p tavolo-ai --test strength -- --ignored --nocapture unmeasured
//! ```
//!
//! Every registered game: level 1 and level 3 against a random player, seats
//! alternating, dice and searches seeded, iteration budgets without the time
//! cap (so the results do not depend on the machine). A solitaire (Tchuka
//! Ruma) counts the puzzles solved instead. A game is played at the default
//! case of [`default_case`] until it is measured; then the game declares
//! its bars in its `Rules::KNOBS` (`strength`), with the figures beside
//! them and thresholds from the measurement (seed 2024) and a margin;
//! dice games are won less often, since luck decides part of every game. Level 3 plays fewer games where its games are long.

use ai::arena::{Player, Tally, match_up_slug};
use ai::{Budget, Level};
use games::GameInfo;
use games::knobs::Bar;

/// The level's iterations without its time cap.
fn level(level: Level) -> Player {
    Player::Bot(Budget::iterations(level.budget().iterations))
}

/// Plays the match and prints it; the score it fell short by, if it did.
fn play(slug: &str, bot: Level, games: u32, at_least: f64) -> Result<Tally, String> {
    let tally = match_up_slug(slug, level(bot), Player::Random, games, 2024).expect("a registered game");
    println!(
        "{slug}: level {bot} vs random: {}W {}D {}L of {} (score {:.2}, threshold {at_least:.2})",
        tally.wins,
        tally.draws,
        tally.losses,
        tally.games(),
        tally.score()
    );
    if tally.score() >= at_least {
        Ok(tally)
    } else {
        Err(format!(
            "{slug}: level {bot} scored {:.2} against random, below {at_least:.2}",
            tally.score()
        ))
    }
}

/// The case of a game nobody has measured yet: (games, score to reach) at
/// `bot`'s level. Any search should beat a random player clearly; with
/// dice, luck decides part of every game, so the bar is lower and more
/// games are played. Measure, then declare the game's own bars.
fn default_case(info: &GameInfo, bot: Level) -> (u32, f64) {
    match (info.chance, bot == Level::ONE) {
        (false, true) => (20, 0.75),
        (false, false) => (4, 0.75),
        (true, true) => (100, 0.55),
        (true, false) => (10, 0.55),
    }
}

/// The registered games chosen by `STRENGTH_GAMES` (slugs separated by
/// commas; every game when unset) whose declared strength is (`measured`)
/// or is not (`!measured`) there, each with its bar at `bot`'s level.
fn cases(bot: Level, measured: bool) -> Vec<(&'static str, Bar)> {
    let chosen = std::env::var("STRENGTH_GAMES").ok();
    let chosen: Option<Vec<&str>> = chosen.as_deref().map(|c| c.split(',').map(str::trim).collect());
    games::registry::GAMES
        .iter()
        .filter(|entry| chosen.as_ref().is_none_or(|c| c.contains(&entry.info().slug)))
        .filter_map(|entry| {
            let info = entry.info();
            match (entry.knobs().strength, measured) {
                (Some(s), true) => Some((info.slug, if bot == Level::ONE { s.level_1 } else { s.level_3 })),
                (None, false) => {
                    let (games, at_least) = default_case(info, bot);
                    Some((info.slug, Bar::new(games, at_least)))
                }
                _ => None,
            }
        })
        .collect()
}

/// Plays every chosen case at `bot`'s level; fails with every shortfall.
fn run_all(bot: Level, measured: bool) {
    let failures: Vec<String> = cases(bot, measured)
        .into_iter()
        .filter_map(|(slug, bar)| play(slug, bot, bar.games, bar.at_least).err())
        .collect();
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

mod level_1 {
    /// The games that declare their measured strength, at their bars.
    #[test]
    #[ignore = "slow: run in release mode with --ignored"]
    fn measured() {
        super::run_all(ai::Level::ONE, true);
    }

    /// The other registered games, at the default bars.
    #[test]
    #[ignore = "slow: run in release mode with --ignored"]
    fn unmeasured() {
        super::run_all(ai::Level::ONE, false);
    }
}

mod level_3 {
    /// The games that declare their measured strength, at their bars.
    #[test]
    #[ignore = "slow: run in release mode with --ignored"]
    fn measured() {
        super::run_all(ai::Level::THREE, true);
    }

    /// The other registered games, at the default bars.
    #[test]
    #[ignore = "slow: run in release mode with --ignored"]
    fn unmeasured() {
        super::run_all(ai::Level::THREE, false);
    }
}

/// A declared strength is a bar a match can reach (not ignored: it is
/// fast): some games, a score above a random player's even chance at most
/// 1, level 3 never asked for more games than level 1 (its games are the
/// long ones).
#[test]
fn declared_strengths_are_reachable_bars() {
    let mut declared = 0;
    for entry in games::registry::GAMES {
        let slug = entry.info().slug;
        let Some(strength) = entry.knobs().strength else {
            continue;
        };
        for bar in [strength.level_1, strength.level_3] {
            assert!(bar.games > 0, "{slug}: no games");
            assert!(
                bar.at_least >= 0.5 && bar.at_least <= 1.0,
                "{slug}: a score of {} is no bar against random",
                bar.at_least
            );
        }
        assert!(strength.level_3.games <= strength.level_1.games, "{slug}");
        declared += 1;
    }
    // Most games are measured; a game without figures plays at the default.
    assert!(declared >= 50, "only {declared} games declare their strength");
}
