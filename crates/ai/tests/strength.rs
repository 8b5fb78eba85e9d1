//! Seeded strength tests, slow, in release mode and ignored by default:
//!
//! ```sh
//! # everything (hours on two cores: level 3 is 100 000 iterations a move)
//! cargo test --release -p tavolo-ai --test strength -- --ignored --nocapture --test-threads=1
//! # one level, or one game at both levels
//! cargo test --release -p tavolo-ai --test strength -- --ignored --nocapture level_1::
//! cargo test --release -p tavolo-ai --test strength -- --ignored --nocapture senet_bell
//! # the registered games without measured figures, at the defaults
//! cargo test --release -p tavolo-ai --test strength -- --ignored --nocapture unmeasured
//! ```
//!
//! Every registered game: level 1 and level 3 against a random player, seats
//! alternating, dice and searches seeded, iteration budgets without the time
//! cap (so the results do not depend on the machine). A solitaire (Tchuka
//! Ruma) counts the puzzles solved instead. A game is played at the default
//! case of [`default_case`] until it is measured; then its figures go
//! beside its own case below, with thresholds from the measurement (seed
//! 2024) and a margin; dice games are won less often, since luck decides
//! part of every game. Level 3 plays fewer games where its games are long.

use ai::arena::{Player, Tally, match_up_slug};
use ai::{Budget, Level};
use games::GameInfo;

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

fn run(slug: &str, bot: Level, games: u32, at_least: f64) -> Tally {
    play(slug, bot, games, at_least).unwrap_or_else(|e| panic!("{e}"))
}

/// The case of a game nobody has measured yet: (games, score to reach) at
/// `bot`'s level. Any search should beat a random player clearly; with
/// dice, luck decides part of every game, so the bar is lower and more
/// games are played. Measure, then give the game its own case below.
fn default_case(info: &GameInfo, bot: Level) -> (u32, f64) {
    match (info.chance, bot == Level::ONE) {
        (false, true) => (20, 0.75),
        (false, false) => (4, 0.75),
        (true, true) => (100, 0.55),
        (true, false) => (10, 0.55),
    }
}

/// Every registered game without a case of its own, at its default case.
fn unmeasured(bot: Level) {
    let failures: Vec<String> = games::registry::GAMES
        .iter()
        .map(|entry| entry.info())
        .filter(|info| !MEASURED.contains(&info.slug))
        .filter_map(|info| {
            let (games, at_least) = default_case(info, bot);
            play(info.slug, bot, games, at_least).err()
        })
        .collect();
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// The measured cases: `name: "slug", level 1 games >= score, level 3
/// games >= score;` one test per level and game, `level_1::name` and
/// `level_3::name`; `level_1::unmeasured` and `level_3::unmeasured` play
/// every other registered game at its default case.
macro_rules! cases {
    ($($name:ident: $slug:literal, $g1:literal >= $s1:literal, $g3:literal >= $s3:literal;)*) => {
        const MEASURED: &[&str] = &[$($slug),*];

        mod level_1 {
            #[test]
            #[ignore = "slow: run in release mode with --ignored"]
            fn unmeasured() {
                super::unmeasured(ai::Level::ONE);
            }
            $(
                #[test]
                #[ignore = "slow: run in release mode with --ignored"]
                fn $name() {
                    super::run($slug, ai::Level::ONE, $g1, $s1);
                }
            )*
        }

        mod level_3 {
            #[test]
            #[ignore = "slow: run in release mode with --ignored"]
            fn unmeasured() {
                super::unmeasured(ai::Level::THREE);
            }
            $(
                #[test]
                #[ignore = "slow: run in release mode with --ignored"]
                fn $name() {
                    super::run($slug, ai::Level::THREE, $g3, $s3);
                }
            )*
        }
    };
}

/// A measured case names a registered game, once (not ignored: it is
/// fast). A game needs no case to be tested: see `unmeasured`.
#[test]
fn measured_cases_name_registered_games() {
    for (i, slug) in MEASURED.iter().enumerate() {
        let registered = games::registry::GAMES.iter().any(|e| e.info().slug == *slug);
        assert!(
            registered,
            "{slug}: a strength case for a game the registry does not have"
        );
        assert!(!MEASURED[..i].contains(slug), "{slug}: two strength cases");
    }
}

cases! {
    // Measured: level 1 won 40 of 40, level 3 10 of 10.
    awele: "awele", 40 >= 0.9, 10 >= 0.95;
    // Measured: level 1 won 40 of 40, level 3 10 of 10.
    gomoku: "gomoku", 40 >= 0.9, 10 >= 0.95;
    // Measured (seed 2024): level 1 won 20 of 20 on 9×9 (235 s). Level 3
    // is not measured yet (about ten minutes a game): the default bar.
    go_9x9: "go-9x9", 20 >= 0.9, 4 >= 0.75;
    // Measured: level 1 won 40 of 40, level 3 10 of 10.
    konane: "konane", 40 >= 0.85, 10 >= 0.95;
    // Measured: level 1 won 40 of 40, level 3 10 of 10.
    la_tela: "la-tela", 40 >= 0.9, 10 >= 0.95;
    // Measured: level 1 won 40 of 40, level 3 10 of 10 (the search solves
    // nim positions, and a random player soon leaves a lost start).
    nim: "nim", 40 >= 0.9, 10 >= 0.95;
    // Measured: level 1 scored 0.58 over 400 games, level 3 0.615 over 200.
    // Dice decide most of this race: the best player tried (see the ur-bell
    // hooks) wins about 62% against random, random against random 50%.
    ur_bell: "ur-bell", 400 >= 0.53, 200 >= 0.55;
    // Quoridor with its hooks (shortest-way race). Measured with the arena
    // (release, seed 1, 2026-11-26): level 1 won 6 of 6 against random in
    // quoridor, 6 of 6 in quoridor-fewer-walls, 8 of 8 in quoridor-4p
    // (the bot in each of the four seats in turn, random in the others);
    // `iter:300` with the hooks beat `plain:300` 6 of 6. Level 3 is not
    // measured yet: the default bar.
    quoridor: "quoridor", 20 >= 0.9, 4 >= 0.75;
    quoridor_4p: "quoridor-4p", 20 >= 0.9, 4 >= 0.75;
    quoridor_fewer_walls: "quoridor-fewer-walls", 20 >= 0.9, 4 >= 0.75;
    // The other Quoridor rule sets, same hooks. Measured with the arena
    // (release, seed 2024, 2026-11-26, `cargo run --release -p tavolo-ai
    // --example arena -- SLUG iter:300 random 10 2024`): level 1 won 10 of
    // 10 in each, 5 of 5 in either seat. Level 3 is not measured: the
    // default bar.
    quoridor_movable_wall: "quoridor-movable-wall", 10 >= 0.8, 4 >= 0.75;
    quoridor_coin: "quoridor-coin", 10 >= 0.8, 4 >= 0.75;
    quoridor_die: "quoridor-die", 10 >= 0.8, 4 >= 0.75;
    quoridor_moving_goal: "quoridor-moving-goal", 10 >= 0.8, 4 >= 0.75;
    quoridor_wall_jump: "quoridor-wall-jump", 10 >= 0.8, 4 >= 0.75;
    // Lines of Action on its hooks (concentration and groups, four greedy
    // playout plies). Measured with the arena (release, seed 2024,
    // 2026-11-26, busy machine): level 1 (`iter:300`) won 20 of 20 against
    // random, 10 of 10 in either seat, in 3.3 s in all; plain search
    // (`plain:300`, the figure before the hooks) also won 20 of 20, 10 and
    // 10, but in 134 s; `iter:300` against `plain:300`: 20 of 20, 10 and 10.
    // Level 3 (`iter:100000`): 4 of 4, 2 in either seat, about two minutes
    // a game.
    lines_of_action: "lines-of-action", 20 >= 0.9, 4 >= 0.75;
    // TwixT on its hooks (race of shortest knight ways, 24 holes a node).
    // Measured with the arena (release, seed 2024, 2026-11-26, busy
    // machine): level 1 (`iter:300`) won 20 of 20 against random, 10 of 10
    // in either seat (140 s in all, 1 to 7 s a game). Before the hooks,
    // plain search (`plain:300`, random playouts of some 560 plies) did not
    // finish its first game against random in 4.9 minutes of CPU (38 on
    // the busy machine's clock), so no score: plain level 1 on its 1 s cap
    // plays a handful of iterations a move. `iter:300` against `plain:300`
    // (after the faster listing of moves in `twixt.rs`): 6 of 6, 3 in
    // either seat, about 50 s a game. Level 3 (`iter:100000`): 2 of
    // 2, one in either seat, 28 and 14 minutes a game on the busy machine
    // (before the faster listing of moves in `twixt.rs`): few games.
    twixt: "twixt", 20 >= 0.9, 2 >= 0.75;
    // Breakthru, a whole turn one move (up to some 25 000 a position), on
    // its hooks (the best 40 turns by a one-turn reading, short greedy
    // playouts, an evaluation). Measured with the arena (release, seed
    // 2024, 2026-11-26): level 1 won 20 of 20 (10 a side) in 40 s; before,
    // with the turn as two plies and the plain search, also 20 of 20, in
    // 101 s. Level 3 is not measured yet: the default bar.
    breakthru: "breakthru", 20 >= 0.9, 4 >= 0.75;
    // Prärie on its hooks (greedy Indian playouts). Measured with the arena
    // (release, 2026-11-26): level 1 10W 10L of 20 at seed 2024, winning
    // every game as the Bisons and none as the Indians; one game at a time,
    // the bot as the Indians won 4 of 20 (seeds 0-19) and 1 of 40 (seeds
    // 100-139) at 300 iterations, 2 of 10 at 5 000, plain search 0 of 60.
    // Random against random: the Bisons win 200 of 200. The handicap series
    // at level 1: 5W 5L of 10. Level 3 (100 000 iterations, one game per
    // seed): won 2 of 2 as the Bisons (seeds 0-1) and 2 of 6 as the Indians
    // (seeds 0-5: won 1 and 2), 30 s to 5 min a game. The Indian side is
    // the bot's weakness: the bars say only that it wins as the Bisons.
    // With the Indian hooks of issue 25 (blocks kept, the Chief closing
    // in), level 1 as the Indians: 1 of 10 at seed 2024 (0 before), 3 of 20
    // at seed 1 (3 before); see the hooks' module for the figures.
    prarie: "prarie", 20 >= 0.5, 4 >= 0.5;
    prarie_handicap: "prarie-handicap", 10 >= 0.5, 4 >= 0.5;

    // The draughts family (and alquerque), with the plain search: fewer
    // games, since a level 3 game takes minutes. Measured: level 1 won 20 of
    // 20 in every variant, level 3 4 of 4.
    alquerque_bell: "alquerque-bell", 20 >= 0.9, 4 >= 0.75;
    alquerque_pritchard: "alquerque-pritchard", 20 >= 0.9, 4 >= 0.75;
    english_draughts: "english-draughts", 20 >= 0.9, 4 >= 0.75;
    italian_draughts: "italian-draughts", 20 >= 0.9, 4 >= 0.75;
    polish_draughts: "polish-draughts", 20 >= 0.9, 4 >= 0.75;
    russian_draughts: "russian-draughts", 20 >= 0.9, 4 >= 0.75;
    turkish_draughts: "turkish-draughts", 20 >= 0.9, 4 >= 0.75;

    // The chess family, plain search. Measured with the arena: level 1 won
    // 10 of 10 against random in each rule set (a progressive game takes a
    // minute or more at level 1); level 3 is not measured yet and keeps
    // the default bar.
    vinciperdi: "vinciperdi", 10 >= 0.8, 4 >= 0.75;
    progressive_chess: "progressive-chess", 10 >= 0.8, 4 >= 0.75;
    italian_progressive_chess: "italian-progressive-chess", 10 >= 0.8, 4 >= 0.75;
    progressive_vinciperdi: "progressive-vinciperdi", 10 >= 0.8, 4 >= 0.75;

    // Races with dice, on the race hooks (short playouts, then progress).
    // Measured, level 1 over 200 games: backgammon 1.00, plakoto 0.78 (21
    // draws: both mothers pinned; random against random draws 15%), Ali
    // Baba 0.83 (plain search), the Senets 0.82 (Bell) to 0.95 (Kendall).
    // Level 3: backgammon 10 of 10, plakoto 8.5 of 10, Ali Baba 9 of 10,
    // Tait 8 of 10, Bell 9 of 10, Tavolando 7 9 of 10, the other three
    // Senets 10 of 10. Duodecim Scripta (long games of costly turns, so
    // few): level 1 won 10 of 10, level 3 4 of 4 (about 7 minutes a game).
    backgammon: "backgammon", 200 >= 0.9, 10 >= 0.8;
    plakoto: "plakoto", 200 >= 0.7, 10 >= 0.7;
    alibaba: "alibaba", 200 >= 0.75, 10 >= 0.8;
    senet_kendall: "senet-kendall", 200 >= 0.88, 10 >= 0.8;
    senet_bell: "senet-bell", 200 >= 0.75, 10 >= 0.8;
    senet_tait: "senet-tait", 200 >= 0.75, 10 >= 0.7;
    senet_tavolando: "senet-tavolando", 200 >= 0.87, 10 >= 0.8;
    senet_tavolando_7: "senet-tavolando-7", 200 >= 0.87, 10 >= 0.75;
    senet_tavolando_six: "senet-tavolando-six", 200 >= 0.86, 10 >= 0.8;
    duodecim_scripta: "duodecim-scripta", 10 >= 0.8, 4 >= 0.75;
    // Sahkku on its material hooks: level 1 38 wins and 2 draws of 40,
    // level 3 10 of 10.
    sahkku: "sahkku", 40 >= 0.9, 10 >= 0.8;

    // The mancala family on the seed-count hooks (Arabian Oh-Wah-Ree on the
    // plain search, which beat the hooks there). Measured, level 1 over 40
    // games: 40 of 40 in every rule set. Level 3: 9 of 10 in Arabian
    // Oh-Wah-Ree, 10 of 10 in every other. Tchuka Ruma is a solitaire: the puzzles solved, 10
    // of 10 at both levels.
    tchuka_ruma: "tchuka-ruma", 10 >= 0.95, 10 >= 0.95;
    bao_la_kiswahili: "bao-la-kiswahili", 40 >= 0.9, 10 >= 0.8;
    congklak: "congklak", 40 >= 0.9, 10 >= 0.8;
    hawalis: "hawalis", 40 >= 0.9, 10 >= 0.8;
    hawalis_strict: "hawalis-strict", 40 >= 0.9, 10 >= 0.8;
    layli_goobalay: "layli-goobalay", 40 >= 0.9, 10 >= 0.8;
    layli_goobalay_match: "layli-goobalay-match", 40 >= 0.9, 10 >= 0.8;
    oh_wah_ree: "oh-wah-ree", 40 >= 0.9, 10 >= 0.9;
    oh_wah_ree_arabian: "oh-wah-ree-arabian", 40 >= 0.9, 10 >= 0.8;
    oh_wah_ree_coastal: "oh-wah-ree-coastal", 40 >= 0.9, 10 >= 0.8;
    oh_wah_ree_dog_gone: "oh-wah-ree-dog-gone", 40 >= 0.9, 10 >= 0.9;
    oh_wah_ree_grand: "oh-wah-ree-grand", 40 >= 0.9, 10 >= 0.9;
    oh_wah_ree_oriental: "oh-wah-ree-oriental", 40 >= 0.9, 10 >= 0.8;
    oh_wah_ree_pendulum: "oh-wah-ree-pendulum", 40 >= 0.9, 10 >= 0.8;
    togyzkumalak: "togyzkumalak", 40 >= 0.9, 10 >= 0.8;
}
