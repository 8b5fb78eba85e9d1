//! Hints and a second opinion: `/hint` asks the level-2 bot for the
//! asker's move in their game against the bot (the game is unrated from
//! then on), and `/analyse #id ply=N` asks it about a position of a
//! finished game of this chat, with its win estimate.
//!
//! Both think on the bot's own threads ([`super::thinkers`]), never on the
//! async executor, and answer the asker alone.

use games::{DynGame, Seat, SeatResult, Status};
use sha2::{Digest, Sha256};

use super::play::Held;
use super::refusal::refusal;
use super::texts::t;
use super::{App, AppError, GameRef, Reply, Request, Result, Settings, refuse_as, role};
use crate::store::{GameRow, GameStatus, MoveRow, Store, StoreError};

/// The search's seed for a hint or an analysis: SHA-256 of a tag, the
/// game's secret seed and a number (the game's version, or the ply
/// analysed), first 8 bytes. Asking twice gives the same answer.
fn seed_of(tag: &[u8], game_seed: &[u8], at: i64) -> u64 {
    let mut hasher = Sha256::new();
    hasher.update(tag);
    hasher.update(game_seed);
    hasher.update(at.to_be_bytes());
    let digest = hasher.finalize();
    let mut first = [0u8; 8];
    first.copy_from_slice(&digest[..8]);
    u64::from_be_bytes(first)
}

/// A win estimate in percent from a search's mean result in `-1..=1`.
pub(super) fn percent(value: f64) -> i64 {
    (((value.clamp(-1.0, 1.0) + 1.0) * 50.0).round()) as i64
}

impl App {
    /// `/hint`: the level-2 bot's move for the asker's seat, from the live
    /// position; the game is marked unrated in the transaction that
    /// answers.
    pub(super) async fn hint(&self, request: &Request, wanted: GameRef) -> Result<Reply> {
        let me = self.player(request).await?;
        let lang = request.lang;
        let (row, game, seat) = self.hint_position(request, me, wanted).await?;
        let info = game.info();
        let seat_role = role(game.as_ref(), seat, lang);
        let mut after = game.clone_box();
        let seed = seed_of(b"tavolo-hint-v1", &row.seed, row.version);
        let best = self.think(&row, game, seed).await?.best;

        // Answered only if the game is still where the hint was thought,
        // and only once the game is marked unrated for good.
        let Held {
            mut tx,
            row: now,
            seats: _,
            _lock: _held,
        } = self.hold(request, me, Some(row.id), "hint").await?;
        if now.status != GameStatus::Active || now.version != row.version {
            return refuse_as(refusal!("hint-moved-on", id = row.id));
        }
        // Settings that do not read are not written over (a clock would be
        // lost): the store is at fault, not the asker.
        let bad = |e: serde_json::Error| {
            AppError::Store(StoreError::Protocol(format!("game {} settings: {e}", now.id)))
        };
        let mut settings: Settings = serde_json::from_str(&now.settings).map_err(bad)?;
        settings.hinted = true;
        let json = serde_json::to_string(&settings).map_err(bad)?;
        if !Store::set_settings(&mut tx, now.id, now.version, &json).await? {
            return refuse_as(refusal!("hint-moved-on", id = row.id));
        }
        tx.commit().await?;

        let told = match after.play(&best) {
            Ok(_) => super::play::told(after.as_ref(), lang),
            Err(_) => ".".to_string(),
        };
        let reply = Reply::text(t!(
            lang,
            "hint",
            id = row.id,
            role = seat_role,
            mv = super::move_words::shown(info, &best, lang),
            told = told
        ));
        // A hint in a game of hidden information tells what the seat knows.
        Ok(if info.hidden {
            reply.secret()
        } else {
            reply.only_for_asker()
        })
    }

    /// The game `/hint` is about, its live position and the asker's seat
    /// to move, or why no hint is given there.
    async fn hint_position(
        &self,
        request: &Request,
        me: i64,
        wanted: GameRef,
    ) -> Result<(GameRow, Box<dyn DynGame>, Seat)> {
        let Held {
            mut tx,
            row,
            seats,
            _lock: _held,
        } = self.hold(request, me, wanted, "hint").await?;
        match row.status {
            GameStatus::Active => {}
            GameStatus::Finished => return refuse_as(refusal!("game-over-short", id = row.id)),
            _ => return refuse_as(refusal!("not-started", id = row.id)),
        }
        let mine: Vec<i64> = seats
            .iter()
            .filter(|s| s.player_id == Some(me) && s.resigned_at.is_none())
            .map(|s| s.seat)
            .collect();
        if mine.is_empty() {
            return refuse_as(refusal!("not-your-game", id = row.id));
        }
        if Store::tournament_of_game(&mut tx, row.id).await?.is_some() {
            return refuse_as(refusal!("hint-tournament", id = row.id));
        }
        // Between people a hint would be help from outside the game.
        if !Store::bot_seats_in(&mut tx, row.id)
            .await?
            .iter()
            .any(Option::is_some)
        {
            return refuse_as(refusal!("hint-people", id = row.id));
        }
        let game = self.live(&mut tx, &row).await?;
        // Let go of the write lock before reading names through the pool.
        tx.rollback().await?;
        match game.status() {
            Status::ToMove(seat) if mine.contains(&i64::from(seat.0)) => Ok((row, game, seat)),
            Status::ToMove(seat) => {
                let names = self.seat_names(&row, &seats, request.lang).await?;
                let name = names.get(seat.index()).cloned().unwrap_or_default();
                refuse_as(refusal!(
                    "not-your-turn",
                    id = row.id,
                    name = name,
                    role = role(game.as_ref(), seat, request.lang)
                ))
            }
            _ => refuse_as(refusal!("hint-no-move", id = row.id)),
        }
    }

    /// The level-2 bot's thought about `game`, on the thinker pool.
    async fn think(&self, row: &GameRow, game: Box<dyn DynGame>, seed: u64) -> Result<ai::Thought> {
        let budget = ai::Level::TWO.budget();
        let chat = format!("{}:{}", row.platform, row.chat_id);
        let answer = self.thinkers.submit(&chat, move || {
            ai::best_move_in(game.as_ref(), budget, seed).map_err(|e| e.to_string())
        });
        match answer.await {
            Ok(Ok(thought)) => Ok(thought),
            Ok(Err(e)) => {
                tracing::warn!("tavolo: hint or analysis in game {}: {e}", row.id);
                refuse_as(refusal!("think-failed", id = row.id))
            }
            Err(_) => refuse_as(refusal!("think-failed", id = row.id)),
        }
    }

    /// `/analyse #id ply=N`: the bot's best move in a finished game of
    /// this chat after `ply` plies (default: the last position with a seat
    /// to move) and its estimate for the seat to move.
    pub(super) async fn analyse(
        &self,
        request: &Request,
        wanted: GameRef,
        ply: Option<i64>,
    ) -> Result<Reply> {
        let me = self.player(request).await?;
        let lang = request.lang;
        let row = match wanted {
            Some(id) => {
                let Some(row) = self.store.game(id).await? else {
                    return Err(super::missing(id));
                };
                if row.platform != request.platform || row.chat_id != request.chat {
                    return refuse_as(refusal!("other-chat", id = id));
                }
                row
            }
            None => match self
                .store
                .last_finished_game(me, &request.platform, &request.chat)
                .await?
            {
                Some(row) => row,
                None => return refuse_as(refusal!("analyse-which")),
            },
        };
        // A game in play is not analysed: it would be help from outside.
        if row.status != GameStatus::Finished {
            return refuse_as(refusal!("analyse-finished-only", id = row.id));
        }
        if !ai::plays(&row.slug) {
            return refuse_as(refusal!("bot-cannot-play", game = row.slug));
        }
        let moves = self.store.moves(row.id).await?;
        let total = moves.len() as i64;
        if let Some(ply) = ply
            && !(0..=total).contains(&ply)
        {
            return refuse_as(refusal!("board-ply-range", id = row.id, ply = ply, total = total));
        }
        let (ply, game) = position_at(&row, &moves, ply)?;
        let head = t!(lang, "analyse-head", id = row.id, ply = ply, total = total);
        let seat = match game.status() {
            Status::ToMove(seat) => seat,
            Status::Chance => {
                return Ok(Reply::text(format!("{head} {}", t!(lang, "analyse-chance"))).only_for_asker());
            }
            Status::Over(_) => {
                return Ok(Reply::text(format!("{head} {}", t!(lang, "analyse-over"))).only_for_asker());
            }
        };
        let info = game.info();
        let seat_role = role(game.as_ref(), seat, lang);
        let mut after = game.clone_box();
        let seed = seed_of(b"tavolo-analyse-v1", &row.seed, ply);
        let thought = self.think(&row, game, seed).await?;
        let told = match after.play(&thought.best) {
            Ok(_) => super::play::told(after.as_ref(), lang),
            Err(_) => ".".to_string(),
        };
        let estimate = match (thought.proven, thought.value) {
            (Some(SeatResult::Win), _) => t!(lang, "analyse-proven-win", role = seat_role.as_str()),
            (Some(SeatResult::Loss), _) => t!(lang, "analyse-proven-loss", role = seat_role.as_str()),
            (Some(SeatResult::Draw), _) => t!(lang, "analyse-proven-draw"),
            (None, Some(value)) => t!(
                lang,
                "analyse-estimate",
                role = seat_role.as_str(),
                percent = percent(value)
            ),
            (None, None) => t!(lang, "analyse-only-move"),
        };
        Ok(Reply::text(format!(
            "{head} {}",
            t!(
                lang,
                "analyse-best",
                role = seat_role.as_str(),
                mv = super::move_words::shown(info, &thought.best, lang),
                told = told,
                estimate = estimate
            )
        ))
        .only_for_asker())
    }
}

/// The game after `ply` of its recorded `moves`, or (none given) after the
/// most plies at which a seat was to move, with that ply.
fn position_at(row: &GameRow, moves: &[MoveRow], ply: Option<i64>) -> Result<(i64, Box<dyn DynGame>)> {
    let mut game = super::start_game(&row.slug, &row.options)?;
    let upto = ply.map_or(moves.len(), |p| p as usize);
    let mut last_to_move = None;
    for (done, m) in moves[..upto].iter().enumerate() {
        if ply.is_none() && matches!(game.status(), Status::ToMove(_)) {
            last_to_move = Some((done as i64, game.clone_box()));
        }
        game.play(&m.text).map_err(|e| {
            AppError::Store(StoreError::Protocol(format!(
                "game {} ply {} does not replay: {e}",
                row.id, m.ply
            )))
        })?;
    }
    let at = upto as i64;
    match (ply, game.status(), last_to_move) {
        (None, Status::ToMove(_), _) | (Some(_), _, _) | (None, _, None) => Ok((at, game)),
        (None, _, Some(before)) => Ok(before),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_estimate_is_the_mean_result_as_a_percentage() {
        assert_eq!(percent(1.0), 100);
        assert_eq!(percent(-1.0), 0);
        assert_eq!(percent(0.0), 50);
        assert_eq!(percent(0.46), 73);
        assert_eq!(percent(7.0), 100, "clamped");
    }

    #[test]
    fn the_seed_depends_on_the_tag_the_game_and_the_number() {
        let a = seed_of(b"a", &[1; 32], 3);
        assert_eq!(a, seed_of(b"a", &[1; 32], 3));
        assert_ne!(a, seed_of(b"b", &[1; 32], 3));
        assert_ne!(a, seed_of(b"a", &[2; 32], 3));
        assert_ne!(a, seed_of(b"a", &[1; 32], 4));
    }
}
