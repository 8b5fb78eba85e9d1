//! Takebacks: the standing offer of a game, and taking its last moves back
//! in one transaction (see `app::takeback`).

use super::{Store, StoreError, Tx, on};

impl Store {
    /// The standing takeback offer of a game: the seat that made it and the
    /// version it was made at.
    ///
    /// # Errors
    /// Database errors.
    pub async fn takeback_offer(tx: &mut Tx, game_id: i64) -> Result<Option<(i64, i64)>, StoreError> {
        on!(tx, |c| sqlx::query_as(
            "SELECT seat, version FROM takeback_offers WHERE game_id = $1"
        )
        .bind(game_id)
        .fetch_optional(&mut *c)
        .await)
    }

    /// Records `seat`'s offer at `version`, replacing any older one.
    ///
    /// # Errors
    /// Database errors.
    pub async fn offer_takeback(
        tx: &mut Tx,
        game_id: i64,
        seat: i64,
        version: i64,
    ) -> Result<(), StoreError> {
        Store::clear_takeback_offer(tx, game_id).await?;
        on!(tx, |c| sqlx::query(
            "INSERT INTO takeback_offers (game_id, seat, version) VALUES ($1, $2, $3)"
        )
        .bind(game_id)
        .bind(seat)
        .bind(version)
        .execute(&mut *c)
        .await
        .map(|done| done.rows_affected()))?;
        Ok(())
    }

    /// Withdraws a game's offer, if any.
    ///
    /// # Errors
    /// Database errors.
    pub async fn clear_takeback_offer(tx: &mut Tx, game_id: i64) -> Result<(), StoreError> {
        on!(tx, |c| sqlx::query(
            "DELETE FROM takeback_offers WHERE game_id = $1"
        )
        .bind(game_id)
        .execute(&mut *c)
        .await
        .map(|done| done.rows_affected()))?;
        Ok(())
    }

    /// Takes back every move of a game from ply `from` on: the moves are
    /// deleted, the game returns to version `from` with `position`, its
    /// draw and takeback offers cleared and its takeback count raised. The
    /// turn now to play starts at `now` for the clocks: the time of the
    /// last move kept (or the game's start) becomes `now`. False (and
    /// nothing changed) if the game is no longer at `expected_version`.
    ///
    /// # Errors
    /// Database errors.
    pub async fn take_back(
        tx: &mut Tx,
        game_id: i64,
        expected_version: i64,
        from: i64,
        position: &str,
        now: i64,
    ) -> Result<bool, StoreError> {
        let done = on!(tx, |c| sqlx::query(
            "UPDATE games SET version = $1, position = $2, draw_offer = NULL, takebacks = takebacks + 1, \
             updated_at = $3 WHERE id = $4 AND version = $5 AND status = 'active'"
        )
        .bind(from)
        .bind(position)
        .bind(now)
        .bind(game_id)
        .bind(expected_version)
        .execute(&mut *c)
        .await
        .map(|done| done.rows_affected()))?;
        if done != 1 {
            return Ok(false);
        }
        on!(tx, |c| sqlx::query(
            "DELETE FROM moves WHERE game_id = $1 AND ply >= $2"
        )
        .bind(game_id)
        .bind(from)
        .execute(&mut *c)
        .await
        .map(|done| done.rows_affected()))?;
        if from > 0 {
            on!(tx, |c| sqlx::query(
                "UPDATE moves SET created_at = $1 WHERE game_id = $2 AND ply = $3"
            )
            .bind(now)
            .bind(game_id)
            .bind(from - 1)
            .execute(&mut *c)
            .await
            .map(|done| done.rows_affected()))?;
        } else {
            on!(tx, |c| sqlx::query(
                "UPDATE games SET started_at = $1 WHERE id = $2 AND started_at IS NOT NULL"
            )
            .bind(now)
            .bind(game_id)
            .execute(&mut *c)
            .await
            .map(|done| done.rows_affected()))?;
        }
        Store::clear_takeback_offer(tx, game_id).await?;
        Ok(true)
    }

    /// Marks done the pending jobs of `kinds` about a game (its turn's
    /// reminder, flag, bot turn): after a takeback they name a version the
    /// game may reach again with another position. A job another process is
    /// running then fails to finish and its work rolls back.
    ///
    /// # Errors
    /// Database errors.
    pub async fn retire_game_jobs(
        tx: &mut Tx,
        game_id: i64,
        kinds: &[&str],
        now: i64,
    ) -> Result<(), StoreError> {
        for kind in kinds {
            on!(tx, |c| sqlx::query(
                "UPDATE jobs SET done_at = $1, locked_by = NULL, locked_until = NULL \
                 WHERE game_id = $2 AND kind = $3 AND done_at IS NULL"
            )
            .bind(now)
            .bind(game_id)
            .bind(*kind)
            .execute(&mut *c)
            .await
            .map(|done| done.rows_affected()))?;
        }
        Ok(())
    }
}
