//! Ratings: the current Glicko-2 figures per player and game, and every
//! rated result.

use sqlx::FromRow;

use super::{Store, StoreError, Tx, on, on_pool};

/// A player's rating in one game.
#[derive(Clone, Debug, FromRow, PartialEq)]
pub struct RatingRow {
    pub player_id: i64,
    pub slug: String,
    pub rating: f64,
    pub deviation: f64,
    pub volatility: f64,
    pub games: i64,
    pub wins: i64,
    pub draws: i64,
    pub losses: i64,
}

/// One rated result of a player.
#[derive(Clone, Debug, FromRow)]
pub struct RatingEventRow {
    pub game_id: i64,
    pub opponent_id: i64,
    /// 1, 0.5 or 0.
    pub score: f64,
    pub before: f64,
    pub after: f64,
    pub at: i64,
}

/// A rated result to record.
pub struct RatedResult<'a> {
    pub player_id: i64,
    pub slug: &'a str,
    pub game_id: i64,
    pub platform: &'a str,
    pub chat_id: &'a str,
    pub opponent_id: i64,
    pub score: f64,
    pub before: f64,
    pub after: &'a RatingRow,
    pub at: i64,
}

const RATING_COLUMNS: &str = "player_id, slug, rating, deviation, volatility, games, wins, draws, losses";

impl Store {
    /// A player's rating in a game, inside a transaction.
    ///
    /// # Errors
    /// Database errors.
    pub async fn rating_in(tx: &mut Tx, player_id: i64, slug: &str) -> Result<Option<RatingRow>, StoreError> {
        let sql = sqlx::AssertSqlSafe(format!(
            "SELECT {RATING_COLUMNS} FROM ratings WHERE player_id = $1 AND slug = $2"
        ));
        on!(tx, |c| sqlx::query_as(sql)
            .bind(player_id)
            .bind(slug)
            .fetch_optional(&mut *c)
            .await)
    }

    /// A player's rating in a game.
    ///
    /// # Errors
    /// Database errors.
    pub async fn rating(&self, player_id: i64, slug: &str) -> Result<Option<RatingRow>, StoreError> {
        let sql = sqlx::AssertSqlSafe(format!(
            "SELECT {RATING_COLUMNS} FROM ratings WHERE player_id = $1 AND slug = $2"
        ));
        on_pool!(self, |p| sqlx::query_as(sql)
            .bind(player_id)
            .bind(slug)
            .fetch_optional(p)
            .await)
    }

    /// Every rating of a player, most played first.
    ///
    /// # Errors
    /// Database errors.
    pub async fn ratings_of(&self, player_id: i64) -> Result<Vec<RatingRow>, StoreError> {
        let sql = sqlx::AssertSqlSafe(format!(
            "SELECT {RATING_COLUMNS} FROM ratings WHERE player_id = $1 ORDER BY games DESC, slug"
        ));
        on_pool!(self, |p| sqlx::query_as(sql).bind(player_id).fetch_all(p).await)
    }

    /// Writes a rated result and the player's new rating.
    ///
    /// # Errors
    /// Database errors.
    pub async fn record_rating(tx: &mut Tx, result: RatedResult<'_>) -> Result<(), StoreError> {
        let r = result.after;
        on!(tx, |c| {
            sqlx::query(
            "INSERT INTO ratings (player_id, slug, rating, deviation, volatility, games, wins, draws, losses, updated_at) \
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) \
             ON CONFLICT (player_id, slug) DO UPDATE SET rating = excluded.rating, deviation = excluded.deviation, \
             volatility = excluded.volatility, games = excluded.games, wins = excluded.wins, draws = excluded.draws, \
             losses = excluded.losses, updated_at = excluded.updated_at",
        )
        .bind(r.player_id)
        .bind(&r.slug)
        .bind(r.rating)
        .bind(r.deviation)
        .bind(r.volatility)
        .bind(r.games)
        .bind(r.wins)
        .bind(r.draws)
        .bind(r.losses)
        .bind(result.at)
        .execute(&mut *c)
        .await
            .map(|done| done.rows_affected())
        })?;
        on!(tx, |c| sqlx::query(
            "INSERT INTO rating_history (player_id, slug, game_id, platform, chat_id, opponent_id, score, \
             before, after, deviation, at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) \
             ON CONFLICT (player_id, game_id) DO NOTHING",
        )
        .bind(result.player_id)
        .bind(result.slug)
        .bind(result.game_id)
        .bind(result.platform)
        .bind(result.chat_id)
        .bind(result.opponent_id)
        .bind(result.score)
        .bind(result.before)
        .bind(r.rating)
        .bind(r.deviation)
        .bind(result.at)
        .execute(&mut *c)
        .await
        .map(|done| done.rows_affected()))?;
        Ok(())
    }

    /// Whether a game was rated already (a result is rated once).
    ///
    /// # Errors
    /// Database errors.
    pub async fn game_rated(tx: &mut Tx, game_id: i64) -> Result<bool, StoreError> {
        let found: Option<(i64,)> = on!(tx, |c| sqlx::query_as(
            "SELECT id FROM rating_history WHERE game_id = $1 LIMIT 1"
        )
        .bind(game_id)
        .fetch_optional(&mut *c)
        .await)?;
        Ok(found.is_some())
    }

    /// A player's latest rated results in a game, newest first.
    ///
    /// # Errors
    /// Database errors.
    pub async fn rating_history(
        &self,
        player_id: i64,
        slug: &str,
        limit: i64,
    ) -> Result<Vec<RatingEventRow>, StoreError> {
        on_pool!(self, |p| sqlx::query_as(
            "SELECT game_id, opponent_id, score, before, after, at FROM rating_history \
             WHERE player_id = $1 AND slug = $2 ORDER BY at DESC, id DESC LIMIT $3",
        )
        .bind(player_id)
        .bind(slug)
        .bind(limit)
        .fetch_all(p)
        .await)
    }

    /// The best ratings in a game: everyone's, or only of players with a
    /// rated game in one chat.
    ///
    /// # Errors
    /// Database errors.
    pub async fn leaderboard(
        &self,
        slug: &str,
        chat: Option<(&str, &str)>,
        limit: i64,
    ) -> Result<Vec<RatingRow>, StoreError> {
        let columns =
            "r.player_id, r.slug, r.rating, r.deviation, r.volatility, r.games, r.wins, r.draws, r.losses";
        match chat {
            None => {
                let sql = sqlx::AssertSqlSafe(format!(
                    "SELECT {columns} FROM ratings r WHERE r.slug = $1 ORDER BY r.rating DESC, r.player_id LIMIT $2"
                ));
                on_pool!(self, |p| sqlx::query_as(sql)
                    .bind(slug)
                    .bind(limit)
                    .fetch_all(p)
                    .await)
            }
            Some((platform, chat_id)) => {
                let sql = sqlx::AssertSqlSafe(format!(
                    "SELECT {columns} FROM ratings r WHERE r.slug = $1 AND r.player_id IN \
                     (SELECT player_id FROM rating_history WHERE platform = $2 AND chat_id = $3 AND slug = $4) \
                     ORDER BY r.rating DESC, r.player_id LIMIT $5"
                ));
                on_pool!(self, |p| sqlx::query_as(sql)
                    .bind(slug)
                    .bind(platform)
                    .bind(chat_id)
                    .bind(slug)
                    .bind(limit)
                    .fetch_all(p)
                    .await)
            }
        }
    }
}
