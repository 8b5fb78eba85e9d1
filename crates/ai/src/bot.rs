//! The bot behind an erased face: a game named by its slug, its options and
//! its move list in, the move to play out. This is what the core and the
//! engine protocol call; it reaches each game's typed rules through
//! [`games::for_each_rules!`], so every registered game has a bot.

use std::any::Any;
use std::collections::{BTreeMap, VecDeque};
use std::fmt;
use std::sync::Mutex;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

use games::{DynGame, MoveError, OptionError, OptionValue, Options, Rules, SeatResult, Typed};

use crate::Budget;
use crate::knowledge::hooks_for;
use crate::mcts::{self, Config, KeptTree, SearchError};

/// The bot's choice.
#[derive(Clone, PartialEq, Debug)]
pub struct Thought {
    /// The move, in canonical notation.
    pub best: String,
    /// Iterations the search ran.
    pub iterations: u32,
    /// Time the search took.
    pub elapsed: Duration,
    /// The position's result for the bot, when the search proved it.
    pub proven: Option<SeatResult>,
    /// The chosen move's mean result for the seat to move, in `-1..=1`
    /// (its exact value when proven); `None` when nothing was searched
    /// (a single legal move).
    pub value: Option<f64>,
    /// Visits the search started with, kept from the bot's last search in
    /// the game ([`Trees`]); 0 when it started afresh.
    pub kept: u32,
}

/// Why the bot gives no move.
#[derive(Clone, PartialEq, Debug)]
pub enum BotError {
    /// No game has this name.
    UnknownGame(String),
    /// The options were refused.
    Options(OptionError),
    /// A move of the list does not replay.
    Move { index: usize, error: MoveError },
    /// The search has nothing to do, or cannot play the game.
    Search(SearchError),
}

impl fmt::Display for BotError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BotError::UnknownGame(name) => write!(f, "no game is called '{name}'"),
            BotError::Options(e) => write!(f, "{e}"),
            BotError::Move { index, error } => write!(f, "move {index}: {error}"),
            BotError::Search(e) => write!(f, "{e}"),
        }
    }
}

impl std::error::Error for BotError {}

/// The move the bot plays in game `game` (a slug or name) with `options`
/// after `moves` (every move and throw from the start, as recorded), with
/// the search's random choices drawn from `seed`.
///
/// Deterministic given `seed` and a budget without a time cap.
///
/// # Errors
/// See [`BotError`]; [`SearchError::Chance`] and [`SearchError::Over`] when
/// no seat is to move.
pub fn best_move(
    game: &str,
    options: &BTreeMap<String, OptionValue>,
    moves: &[String],
    budget: Budget,
    seed: u64,
) -> Result<Thought, BotError> {
    let slug = slug(game)?;
    let job = Job {
        options,
        from: From::Moves(moves),
        budget,
        seed,
        trees: None,
    };
    dispatch(slug, &job)
}

/// The move the bot plays in the position of `game`, searched from its
/// live state: nothing is replayed, so a turn of a long game costs no more
/// than one of a short game. Same search as [`best_move`] with the game's
/// options and move list.
///
/// # Errors
/// As [`best_move`].
pub fn best_move_in(game: &dyn DynGame, budget: Budget, seed: u64) -> Result<Thought, BotError> {
    let options = game
        .options()
        .iter()
        .map(|(name, value)| (name.to_string(), value.clone()))
        .collect();
    let job = Job {
        options: &options,
        from: From::Game(game),
        budget,
        seed,
        trees: None,
    };
    dispatch(game.info().slug, &job)
}

/// [`best_move_in`] for the game `key` names, starting from the tree of
/// the bot's last search in it when `trees` still holds it and the game
/// went on from there (its subtree under the moves played since; the rest
/// of it dropped), and keeping the new tree in `trees` for the next turn.
/// Games of hidden information keep none.
///
/// # Errors
/// As [`best_move`].
pub fn best_move_kept(
    game: &dyn DynGame,
    budget: Budget,
    seed: u64,
    trees: &Trees,
    key: TreeKey,
) -> Result<Thought, BotError> {
    let options = game
        .options()
        .iter()
        .map(|(name, value)| (name.to_string(), value.clone()))
        .collect();
    let job = Job {
        options: &options,
        from: From::Game(game),
        budget,
        seed,
        trees: Some((trees, key)),
    };
    dispatch(game.info().slug, &job)
}

/// Which game a kept tree belongs to: its id where the games are stored,
/// and how many takebacks it has had (a takeback makes any tree kept
/// before it useless, even when the same moves are played again).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct TreeKey {
    pub game: i64,
    pub takebacks: i64,
}

/// The search trees the bot keeps between its moves, one per game, at
/// most `max_trees` of them and `max_nodes` nodes in all: past either, the
/// least recently used go first. A tree is kept with the game's move list
/// at its root, and reused only when the game's list continues that one
/// exactly, under the same [`TreeKey`].
pub struct Trees {
    kept: Mutex<VecDeque<Kept>>,
    max_trees: usize,
    max_nodes: usize,
    /// Searches that started from a kept tree.
    reused: AtomicU64,
}

struct Kept {
    key: TreeKey,
    /// The moves from the start to the tree's root.
    history: Vec<String>,
    nodes: usize,
    /// A [`Rooted`] of the game's rules type.
    tree: Box<dyn Any + Send>,
}

/// A kept tree and its root's position (where the moves played since are
/// read).
struct Rooted<R: Rules> {
    tree: KeptTree<R::Move>,
    state: R::State,
}

impl Trees {
    /// At most eight trees, 1 500 000 nodes in all (a few hundred
    /// megabytes at worst; a level 3 search of 9×9 Go keeps some 100 000
    /// to 500 000 under its move).
    pub const DEFAULT_TREES: usize = 8;
    pub const DEFAULT_NODES: usize = 1_500_000;

    /// An empty store of at most `max_trees` trees and `max_nodes` nodes.
    pub fn new(max_trees: usize, max_nodes: usize) -> Trees {
        Trees {
            kept: Mutex::new(VecDeque::new()),
            max_trees,
            max_nodes,
            reused: AtomicU64::new(0),
        }
    }

    /// Trees kept, and their nodes in all.
    pub fn held(&self) -> (usize, usize) {
        let kept = self.lock();
        (kept.len(), kept.iter().map(|k| k.nodes).sum())
    }

    /// How many searches started from a kept tree so far.
    pub fn reused(&self) -> u64 {
        self.reused.load(Ordering::Relaxed)
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, VecDeque<Kept>> {
        self.kept.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// Takes out the tree kept for `key` whose root's move list starts
    /// `history`: the tree and how many of those moves it holds.
    fn take(&self, key: TreeKey, history: &[String]) -> Option<(Box<dyn Any + Send>, usize)> {
        let mut kept = self.lock();
        let at = kept.iter().position(|k| k.key.game == key.game)?;
        // Whatever is kept for this game is replaced after this search.
        let entry = kept.remove(at)?;
        let continues = entry.key == key && history.starts_with(&entry.history);
        continues.then_some((entry.tree, entry.history.len()))
    }

    /// Keeps `tree` for `key`, the least recently used dropped past the
    /// bounds (a tree larger than all of them is not kept).
    fn put(&self, key: TreeKey, history: Vec<String>, nodes: usize, tree: Box<dyn Any + Send>) {
        if nodes > self.max_nodes || self.max_trees == 0 {
            return;
        }
        let mut kept = self.lock();
        kept.retain(|k| k.key.game != key.game);
        kept.push_back(Kept {
            key,
            history,
            nodes,
            tree,
        });
        let mut total: usize = kept.iter().map(|k| k.nodes).sum();
        while kept.len() > self.max_trees || total > self.max_nodes {
            let Some(oldest) = kept.pop_front() else {
                break;
            };
            total -= oldest.nodes;
        }
    }
}

impl Default for Trees {
    fn default() -> Self {
        Trees::new(Trees::DEFAULT_TREES, Trees::DEFAULT_NODES)
    }
}

/// Whether the bot can play `game` (it cannot play a game of hidden
/// information whose hooks do not sample what a seat may not see).
pub fn plays(game: &str) -> bool {
    slug(game).is_ok_and(supported)
}

fn slug(game: &str) -> Result<&'static str, BotError> {
    games::registry::find(game)
        .map(|entry| entry.info().slug)
        .ok_or_else(|| BotError::UnknownGame(games::notation::clip(game)))
}

/// A search request for a game not yet known by type.
struct Job<'a> {
    options: &'a BTreeMap<String, OptionValue>,
    from: From<'a>,
    budget: Budget,
    seed: u64,
    /// Where trees are kept between searches, and this game's key.
    trees: Option<(&'a Trees, TreeKey)>,
}

/// Where the position to search comes from.
#[derive(Clone, Copy)]
enum From<'a> {
    /// The move list, replayed from the start.
    Moves(&'a [String]),
    /// A game in progress: its typed state when it is one of ours, else
    /// its move list.
    Game(&'a dyn DynGame),
}

impl Job<'_> {
    fn run<R: Rules>(&self) -> Result<Thought, BotError> {
        let moves = match self.from {
            From::Game(game) => match game.as_any().downcast_ref::<Typed<R>>() {
                Some(typed) => {
                    let (rules, state) = typed.typed();
                    return self.search(rules, state, game.history());
                }
                None => game.history(),
            },
            From::Moves(moves) => moves,
        };
        let options = Options::validate(R::info().options, self.options).map_err(BotError::Options)?;
        let rules = R::new(&options).map_err(BotError::Options)?;
        let mut state = rules.initial();
        for (index, text) in moves.iter().enumerate() {
            let mv = rules
                .parse_move(&state, text)
                .map_err(|error| BotError::Move { index, error })?;
            rules.apply(&mut state, &mv);
        }
        self.search(&rules, &state, moves)
    }

    /// The tree kept for this game, followed down to `history`'s end from
    /// its root; `None` when there is none or it does not lead there.
    fn kept_tree<R: Rules>(&self, rules: &R, history: &[String]) -> Option<KeptTree<R::Move>> {
        let (trees, key) = self.trees?;
        let (tree, from) = trees.take(key, history)?;
        let Rooted { tree, mut state } = *tree.downcast::<Rooted<R>>().ok()?;
        let mut since = Vec::with_capacity(history.len() - from);
        for text in &history[from..] {
            let mv = rules.parse_move(&state, text).ok()?;
            rules.apply(&mut state, &mv);
            since.push(mv);
        }
        let tree = tree.follow(&since)?;
        trees.reused.fetch_add(1, Ordering::Relaxed);
        Some(tree)
    }

    fn search<R: Rules>(&self, rules: &R, state: &R::State, history: &[String]) -> Result<Thought, BotError> {
        let hooks = hooks_for::<R>();
        let config = Config {
            time_cap: self.budget.time_cap,
            ..Config::new(self.budget.iterations, self.seed)
        };
        let keeps = self.trees.is_some() && !R::info().hidden;
        let kept = if keeps {
            self.kept_tree(rules, history)
        } else {
            None
        };
        let (report, tree) =
            mcts::search_kept(rules, state, hooks.as_ref(), &config, kept).map_err(BotError::Search)?;
        let best = rules.format_move(state, &report.best);
        // Kept under the move about to be played: the rest of the tree is
        // of no use once it is.
        if let (true, Some((trees, key)), Some(tree)) = (keeps, self.trees, tree)
            && let Some(tree) = tree.follow(std::slice::from_ref(&report.best))
        {
            let mut after = state.clone();
            rules.apply(&mut after, &report.best);
            let mut root = history.to_vec();
            root.push(best.clone());
            let nodes = tree.nodes();
            trees.put(key, root, nodes, Box::new(Rooted::<R> { tree, state: after }));
        }
        let value = report
            .moves
            .iter()
            .find(|m| m.mv == report.best && (m.visits > 0 || m.proven))
            .map(|m| m.value);
        Ok(Thought {
            best,
            iterations: report.iterations,
            elapsed: report.elapsed,
            proven: report.proven,
            value,
            kept: report.kept,
        })
    }
}

fn can_play<R: Rules>() -> bool {
    !R::info().hidden || hooks_for::<R>().determinizes()
}

macro_rules! dispatch {
    ($($rules:ty),* $(,)?) => {
        /// Runs `job` with the typed rules of `slug`.
        fn dispatch(slug: &str, job: &Job<'_>) -> Result<Thought, BotError> {
            $(
                if slug == <$rules as Rules>::info().slug {
                    return job.run::<$rules>();
                }
            )*
            Err(BotError::UnknownGame(slug.to_string()))
        }

        /// Whether the bot can play the game `slug`.
        fn supported(slug: &str) -> bool {
            $(
                if slug == <$rules as Rules>::info().slug {
                    return can_play::<$rules>();
                }
            )*
            false
        }
    };
}

games::for_each_rules!(dispatch);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn searching_a_live_game_finds_what_replaying_its_moves_finds() {
        let mut game = games::registry::start("awele", &BTreeMap::new()).unwrap();
        let mut played = Vec::new();
        for _ in 0..12 {
            let next = game.legal()[0].clone();
            played.push(game.play(&next).unwrap());
        }
        let budget = Budget::iterations(200);
        let replayed = best_move("awele", &BTreeMap::new(), &played, budget, 5).unwrap();
        let live = best_move_in(game.as_ref(), budget, 5).unwrap();
        assert_eq!(live.best, replayed.best);
        assert_eq!(live.iterations, replayed.iterations);
    }

    /// Plays the bot's move (kept trees in `trees` under `key`) and then
    /// `reply` (the first legal move when `None`); the bot's thought.
    fn bot_then(game: &mut Box<dyn DynGame>, trees: &Trees, key: TreeKey, reply: Option<&str>) -> Thought {
        let seed = game.ply() as u64;
        let thought = best_move_kept(game.as_ref(), Budget::iterations(2_000), seed, trees, key).unwrap();
        game.play(&thought.best).unwrap();
        let reply = reply.map_or_else(|| game.legal()[0].clone(), str::to_string);
        game.play(&reply).unwrap();
        thought
    }

    const AWELE: TreeKey = TreeKey {
        game: 7,
        takebacks: 0,
    };

    #[test]
    fn the_bots_next_search_starts_from_its_kept_tree() {
        let trees = Trees::default();
        let mut game = games::registry::start("awele", &BTreeMap::new()).unwrap();
        let first = bot_then(&mut game, &trees, AWELE, None);
        assert_eq!(first.kept, 0, "nothing kept yet");
        assert_eq!(trees.held().0, 1);
        let second = bot_then(&mut game, &trees, AWELE, None);
        assert!(second.kept > 0, "{second:?}");
        assert_eq!(second.iterations, 2_000, "the budget is the new search's own");
        // Another game's tree is kept beside it, under its own key.
        let mut other = games::registry::start("awele", &BTreeMap::new()).unwrap();
        let elsewhere = TreeKey { game: 8, ..AWELE };
        assert_eq!(bot_then(&mut other, &trees, elsewhere, None).kept, 0);
        assert_eq!(trees.held().0, 2);
        assert!(bot_then(&mut game, &trees, AWELE, None).kept > 0);
    }

    #[test]
    fn a_takeback_or_another_move_starts_afresh() {
        let trees = Trees::default();
        let mut game = games::registry::start("awele", &BTreeMap::new()).unwrap();
        bot_then(&mut game, &trees, AWELE, None);
        // The same moves after a takeback: the count differs.
        let taken_back = TreeKey {
            takebacks: 1,
            ..AWELE
        };
        assert_eq!(bot_then(&mut game, &trees, taken_back, None).kept, 0);
        assert!(bot_then(&mut game, &trees, taken_back, None).kept > 0);
        // The bot's move not played (another process played another): the
        // game no longer continues the kept root's moves.
        let seed = game.ply() as u64;
        let thought =
            best_move_kept(game.as_ref(), Budget::iterations(500), seed, &trees, taken_back).unwrap();
        let other = game.legal().into_iter().find(|m| *m != thought.best).unwrap();
        game.play(&other).unwrap();
        let reply = game.legal()[0].clone();
        game.play(&reply).unwrap();
        assert_eq!(bot_then(&mut game, &trees, taken_back, None).kept, 0);
        // A shorter game than the kept root (moves taken back, and the
        // takeback count somehow the same) is no continuation either.
        let mut fresh = games::registry::start("awele", &BTreeMap::new()).unwrap();
        assert_eq!(bot_then(&mut fresh, &trees, taken_back, None).kept, 0);
    }

    #[test]
    fn kept_trees_are_bounded_the_oldest_dropped() {
        let trees = Trees::new(2, usize::MAX);
        let mut games: Vec<_> = (0..3)
            .map(|_| games::registry::start("awele", &BTreeMap::new()).unwrap())
            .collect();
        for (i, game) in games.iter_mut().enumerate() {
            bot_then(
                game,
                &trees,
                TreeKey {
                    game: i as i64,
                    ..AWELE
                },
                None,
            );
        }
        assert_eq!(trees.held().0, 2);
        // Game 0's was the oldest: gone; game 2's is there.
        assert_eq!(
            bot_then(&mut games[0], &trees, TreeKey { game: 0, ..AWELE }, None).kept,
            0
        );
        assert!(bot_then(&mut games[2], &trees, TreeKey { game: 2, ..AWELE }, None).kept > 0);
        // A node cap below one tree keeps none.
        let tiny = Trees::new(8, 10);
        let mut game = games::registry::start("awele", &BTreeMap::new()).unwrap();
        bot_then(&mut game, &tiny, AWELE, None);
        assert_eq!(tiny.held(), (0, 0));
    }

    #[test]
    fn kept_searches_are_deterministic_given_the_same_history() {
        let run = || {
            let trees = Trees::default();
            let mut game = games::registry::start("awele", &BTreeMap::new()).unwrap();
            (0..4)
                .map(|_| {
                    let t = bot_then(&mut game, &trees, AWELE, None);
                    (t.best, t.iterations, t.value, t.kept)
                })
                .collect::<Vec<_>>()
        };
        let (a, b) = (run(), run());
        assert_eq!(a, b);
        assert!(a[1..].iter().all(|t| t.3 > 0), "{a:?}");
    }

    #[test]
    fn a_proven_win_is_valued_one_and_a_lone_move_is_not_valued() {
        let moves: Vec<String> = ["4:7", "3:5"].map(String::from).to_vec();
        let won = best_move("nim", &BTreeMap::new(), &moves, Budget::iterations(2_000), 1).unwrap();
        assert_eq!((won.best.as_str(), won.value), ("2:3", Some(1.0)));
        // One match left: nothing to search, nothing to estimate.
        let moves: Vec<String> = ["1:1", "2:3", "3:5", "4:6"].map(String::from).to_vec();
        let lone = best_move("nim", &BTreeMap::new(), &moves, Budget::iterations(2_000), 1).unwrap();
        assert_eq!((lone.best.as_str(), lone.value), ("4:1", None));
    }
}
