//! A person against the bot at each level, on the fake Discord
//! (`discord_adapter::against_the_bot`) and the fake Telegram
//! (`telegram_bot::against_the_bot`): the challenge names the level, the
//! person types random legal moves, the bot answers in the chat with its
//! board, in English and in Italian. What is shared by both platforms is
//! here: which games and levels, and whose turn it is.
//!
//! The default suite plays one sample game at level 1. Every game at every
//! level is slow (a level-3 move thinks up to 10 s), so it is ignored; run
//! it for the games of a family issue:
//!
//! ```sh
//! TAVOLO_BOT_GAMES=fanorona,seega cargo test --test suite -- --ignored against_the_bot
//! TAVOLO_BOT_GAMES=all TAVOLO_BOT_LEVELS=1 cargo test --test suite -- --ignored against_the_bot
//! ```
//!
//! A case stops after the bot's [`BOT_MOVES`] moves; `TAVOLO_BOT_MOVES=end`
//! plays each game to its end instead and checks that it ended:
//!
//! ```sh
//! TAVOLO_BOT_MOVES=end TAVOLO_BOT_GAMES=domemo TAVOLO_BOT_LEVELS=1 cargo test --test suite -- --ignored against_the_bot
//! ```

use games::DynGame;
use games::playout::SplitMix64;
use tavolo::store::{GameStatus, Store};

use crate::core_world::pick;

/// The bot's moves a case waits for before it stops (or the game's end).
pub const BOT_MOVES: usize = 2;

/// Whether the cases play their games to the end (`TAVOLO_BOT_MOVES=end`).
pub fn to_the_end() -> bool {
    std::env::var("TAVOLO_BOT_MOVES").is_ok_and(|v| v == "end")
}

/// The most moves the person types in a case: in a game where the bot
/// rarely moves (a turn of several moves), the case still ends.
pub const PERSON_MOVES: usize = 12;

/// One game against the bot: the rule set, the level, the language of the
/// chat.
#[derive(Clone, Copy, Debug)]
pub struct Case {
    pub slug: &'static str,
    pub level: u8,
    pub italian: bool,
}

/// The default suite's sample: one plain game at level 1 in English and in
/// Italian (chosen by property, so it follows the registry).
pub fn sample() -> Vec<Case> {
    let slug = pick::plain().slug;
    [false, true]
        .into_iter()
        .map(|italian| Case {
            slug,
            level: 1,
            italian,
        })
        .collect()
}

/// The ignored run's cases: the games of `TAVOLO_BOT_GAMES` (slugs
/// separated by commas, or `all`) at the levels of `TAVOLO_BOT_LEVELS`
/// (default `1,2,3`), the language alternating by level.
///
/// # Panics
/// If `TAVOLO_BOT_GAMES` is unset or names no registered game.
pub fn chosen() -> Vec<Case> {
    let games =
        std::env::var("TAVOLO_BOT_GAMES").expect("name the games: TAVOLO_BOT_GAMES=slug,slug (or all)");
    let levels: Vec<u8> = std::env::var("TAVOLO_BOT_LEVELS")
        .unwrap_or_else(|_| "1,2,3".into())
        .split(',')
        .map(|l| l.trim().parse().expect("levels 1, 2 or 3"))
        .collect();
    let slugs: Vec<&'static str> = games::registry::GAMES
        .iter()
        .map(|e| e.info().slug)
        .filter(|slug| games == "all" || games.split(',').any(|g| g.trim() == *slug))
        .collect();
    assert!(!slugs.is_empty(), "no registered game in '{games}'");
    slugs
        .into_iter()
        .flat_map(|slug| {
            levels.iter().map(move |&level| Case {
                slug,
                level,
                italian: level % 2 == 0,
            })
        })
        .collect()
}

/// What the person does next in game `id`.
pub enum Next {
    /// Type this move (a random legal one).
    Move(String),
    /// Wait for the bot (or the dice).
    Wait,
    /// The game is over, or the bot has made [`BOT_MOVES`] moves (unless
    /// [`to_the_end`]).
    Stop,
}

/// Game `id` replayed from the store, its version and its status.
pub async fn replay(store: &Store, id: i64) -> (Box<dyn DynGame>, i64, GameStatus) {
    let row = store.game(id).await.unwrap().expect("the game is stored");
    let mut game = games::registry::start(&row.slug, &Default::default()).unwrap();
    for m in store.moves(id).await.unwrap() {
        game.play(&m.text).unwrap();
    }
    (game, row.version, row.status)
}

/// The seat of game `id`'s creator (the person; the bot holds the
/// others), or `None` in a solitaire the bot plays alone.
async fn person_seat(store: &Store, id: i64) -> Option<i64> {
    let row = store.game(id).await.unwrap().unwrap();
    let seats = store.seats(id).await.unwrap();
    seats
        .iter()
        .find(|s| s.player_id == Some(row.created_by))
        .map(|s| s.seat)
}

/// The moves the bot made in game `id`.
pub async fn bot_moves(store: &Store, id: i64) -> usize {
    let person = person_seat(store, id).await;
    let moves = store.moves(id).await.unwrap();
    moves
        .iter()
        .filter(|m| m.seat.is_some_and(|s| Some(s) != person))
        .count()
}

/// The bot's turns in game `id`: runs of its moves in a row, each told in
/// one post (a solitaire the bot plays alone is one run).
pub async fn bot_turns(store: &Store, id: i64) -> usize {
    let person = person_seat(store, id).await;
    let moves = store.moves(id).await.unwrap();
    let bots: Vec<bool> = moves
        .iter()
        .map(|m| m.seat.is_some_and(|s| Some(s) != person))
        .collect();
    (0..bots.len())
        .filter(|&i| bots[i] && (i == 0 || !bots[i - 1]))
        .count()
}

/// What the person does next in game `id`; `typed` moves so far.
pub async fn next(store: &Store, id: i64, typed: usize, rng: &mut SplitMix64) -> Next {
    let (game, _, status) = replay(store, id).await;
    let enough = !to_the_end() && (bot_moves(store, id).await >= BOT_MOVES || typed >= PERSON_MOVES);
    if status != GameStatus::Active || enough {
        return Next::Stop;
    }
    match game.status() {
        games::Status::Over(_) => Next::Stop,
        games::Status::Chance => Next::Wait,
        games::Status::ToMove(seat) if Some(i64::from(seat.0)) == person_seat(store, id).await => {
            let legal = game.legal();
            Next::Move(legal[rng.below(legal.len())].clone())
        }
        games::Status::ToMove(_) => Next::Wait,
    }
}

/// Waits until game `id`'s version passes `version`: 3 minutes at most (a
/// level-3 move in a debug build, while other tests run).
pub async fn moved_past(store: &Store, id: i64, version: i64) {
    let deadline = tokio::time::Instant::now() + std::time::Duration::from_secs(180);
    loop {
        let row = store.game(id).await.unwrap().unwrap();
        if row.version > version || row.status != GameStatus::Active {
            return;
        }
        assert!(
            tokio::time::Instant::now() < deadline,
            "game #{id}: nothing moved after version {version}"
        );
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
}

/// When the cases play to the end: game `id` ended (a person's and the
/// bot's moves to its outcome, every one accepted).
pub async fn ended_if_asked(store: &Store, id: i64, case: Case) {
    if to_the_end() {
        let (game, _, status) = replay(store, id).await;
        assert_ne!(status, GameStatus::Active, "{case:?}: the game did not end");
        assert!(
            matches!(game.status(), games::Status::Over(_)),
            "{case:?}: stored as ended, but its moves do not end it"
        );
        eprintln!(
            "{case:?}: ended after {} moves",
            store.moves(id).await.unwrap().len()
        );
    }
}

/// The stored version of game `id`.
pub async fn version(store: &Store, id: i64) -> i64 {
    store.game(id).await.unwrap().unwrap().version
}

/// Whether `text` is the bot's move as posted in the chat, and then
/// whether in Italian.
pub fn bot_move_post(text: &str) -> Option<bool> {
    if !text.contains("Tavolo") {
        return None;
    }
    if text.contains("nella partita #") {
        Some(true)
    } else if text.contains("in game #") {
        Some(false)
    } else {
        None
    }
}
