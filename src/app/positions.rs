//! The live position of each game, kept between requests so that a turn
//! does not replay the whole move list: a 2,000-ply race replayed from ply
//! 0 at every turn costs a second a turn.
//!
//! The move list stays the truth. A cached position is tagged with the
//! version (number of moves) it reflects; a request reads the game's row
//! and moves, and [`App::replayed`](super::App) takes the cached position
//! as it is when the versions agree, or plays only the moves it lacks when
//! the store is ahead and the cached history is a prefix of the stored
//! moves (moves are only ever appended, at ply = version). Anything else
//! (a cold cache, a history that differs) replays from the start.
//!
//! A takeback deletes moves, so a version can come back with another
//! history: an entry also carries the game's takeback count, and one
//! kept before the game's latest takeback is never used.
//!
//! Only committed positions go in: the position a request reads (the
//! stored version), or the one a move produced once its transaction
//! committed. The least recently used game leaves first when full.

use std::collections::HashMap;

use games::DynGame;

use crate::store::MoveRow;

/// Games kept by default: enough for every game in play on a busy bot.
pub(super) const CAPACITY: usize = 1024;

/// A position, the takebacks and version it reflects, and when it was
/// last used.
struct Entry {
    takebacks: i64,
    version: i64,
    game: Box<dyn DynGame>,
    used: u64,
}

/// Positions by game id, least recently used evicted first.
pub(super) struct Positions {
    entries: HashMap<i64, Entry>,
    capacity: usize,
    /// A counter standing for time: each lookup or insert takes the next.
    tick: u64,
}

impl Positions {
    /// Room for `capacity` games (at least one).
    pub(super) fn new(capacity: usize) -> Positions {
        Positions {
            entries: HashMap::new(),
            capacity: capacity.max(1),
            tick: 0,
        }
    }

    /// A copy of game `id`'s position with its version, if one is kept
    /// since its latest takeback (`takebacks` of them).
    pub(super) fn get(&mut self, id: i64, takebacks: i64) -> Option<(i64, Box<dyn DynGame>)> {
        self.tick += 1;
        let entry = self.entries.get_mut(&id)?;
        entry.used = self.tick;
        if entry.takebacks != takebacks {
            return None;
        }
        Some((entry.version, entry.game.clone_box()))
    }

    /// Keeps game `id`'s position at `version` after `takebacks`
    /// takebacks, unless a newer one is kept (two requests finishing out of
    /// order).
    pub(super) fn put(&mut self, id: i64, takebacks: i64, version: i64, game: &dyn DynGame) {
        self.tick += 1;
        if let Some(entry) = self.entries.get_mut(&id) {
            if (entry.takebacks, entry.version) <= (takebacks, version) {
                entry.takebacks = takebacks;
                entry.version = version;
                entry.game = game.clone_box();
            }
            entry.used = self.tick;
            return;
        }
        if self.entries.len() >= self.capacity
            && let Some(oldest) = self.entries.iter().min_by_key(|(_, e)| e.used).map(|(id, _)| *id)
        {
            self.entries.remove(&oldest);
        }
        self.entries.insert(
            id,
            Entry {
                takebacks,
                version,
                game: game.clone_box(),
                used: self.tick,
            },
        );
    }

    /// Forgets game `id` (its kept position turned out wrong).
    pub(super) fn forget(&mut self, id: i64) {
        self.entries.remove(&id);
    }

    #[cfg(test)]
    fn len(&self) -> usize {
        self.entries.len()
    }
}

/// How many of `moves` a kept position at `version` already holds: all of
/// its history, when that history is exactly the first `version` stored
/// moves; `None` when it cannot be continued (it is ahead of the store,
/// or its history differs).
pub(super) fn reusable_prefix(game: &dyn DynGame, version: i64, moves: &[MoveRow]) -> Option<usize> {
    let done = usize::try_from(version).ok()?;
    let history = game.history();
    if history.len() != done || done > moves.len() {
        return None;
    }
    let same = history
        .iter()
        .zip(moves)
        .all(|(kept, stored)| *kept == stored.text);
    same.then_some(done)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn nim() -> Box<dyn DynGame> {
        games::registry::start("nim", &Default::default()).unwrap()
    }

    fn rows(texts: &[&str]) -> Vec<MoveRow> {
        texts
            .iter()
            .enumerate()
            .map(|(ply, text)| MoveRow {
                ply: ply as i64,
                text: (*text).to_string(),
                seat: None,
                auto: false,
                at: 0,
            })
            .collect()
    }

    #[test]
    fn the_least_recently_used_game_leaves_first() {
        let mut kept = Positions::new(2);
        kept.put(1, 0, 0, nim().as_ref());
        kept.put(2, 0, 0, nim().as_ref());
        assert!(kept.get(1, 0).is_some(), "game 1 used again");
        kept.put(3, 0, 0, nim().as_ref());
        assert_eq!(kept.len(), 2, "never more than the capacity");
        assert!(kept.get(2, 0).is_none(), "game 2 was the least recently used");
        assert!(kept.get(1, 0).is_some() && kept.get(3, 0).is_some());
    }

    #[test]
    fn an_older_position_never_replaces_a_newer_one() {
        let mut kept = Positions::new(4);
        let mut game = nim();
        let start = game.clone_box();
        game.play("4:7").unwrap();
        kept.put(1, 0, 1, game.as_ref());
        kept.put(1, 0, 0, start.as_ref());
        let (version, game) = kept.get(1, 0).unwrap();
        assert_eq!((version, game.ply()), (1, 1));
    }

    #[test]
    fn a_position_kept_before_a_takeback_is_never_used_after_it() {
        let mut kept = Positions::new(4);
        let mut game = nim();
        game.play("4:7").unwrap();
        kept.put(1, 0, 1, game.as_ref());
        assert!(kept.get(1, 1).is_none(), "the game had a takeback since");
        let start = nim();
        kept.put(1, 1, 0, start.as_ref());
        let (version, game) = kept.get(1, 1).unwrap();
        assert_eq!(
            (version, game.ply()),
            (0, 0),
            "the position after the takeback replaces it"
        );
        assert!(kept.get(1, 0).is_none());
    }

    #[test]
    fn a_kept_position_continues_only_a_matching_history() {
        let mut game = nim();
        game.play("4:7").unwrap();
        let stored = rows(&["4:7", "3:5"]);
        assert_eq!(reusable_prefix(game.as_ref(), 1, &stored), Some(1));
        let other = rows(&["4:6", "3:5"]);
        assert_eq!(reusable_prefix(game.as_ref(), 1, &other), None, "another history");
        assert_eq!(
            reusable_prefix(game.as_ref(), 2, &stored),
            None,
            "version and ply disagree"
        );
        assert_eq!(
            reusable_prefix(game.as_ref(), 1, &stored[..0]),
            None,
            "ahead of the store"
        );
    }
}
