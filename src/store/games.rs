//! Games, their seats, their move lists and the board messages posted.

use std::fmt;
use std::str::FromStr;

use sqlx::postgres::PgRow;
use sqlx::sqlite::SqliteRow;
use sqlx::{FromRow, Row};

use super::{Conn, Store, StoreError, Tx, on, on_pool};

/// Where a game stands.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum GameStatus {
    /// A challenge waiting for seats to be accepted or filled.
    Open,
    Active,
    Finished,
    Declined,
    Cancelled,
    Expired,
}

impl fmt::Display for GameStatus {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            GameStatus::Open => "open",
            GameStatus::Active => "active",
            GameStatus::Finished => "finished",
            GameStatus::Declined => "declined",
            GameStatus::Cancelled => "cancelled",
            GameStatus::Expired => "expired",
        })
    }
}

impl FromStr for GameStatus {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        Ok(match s {
            "open" => GameStatus::Open,
            "active" => GameStatus::Active,
            "finished" => GameStatus::Finished,
            "declined" => GameStatus::Declined,
            "cancelled" => GameStatus::Cancelled,
            "expired" => GameStatus::Expired,
            other => return Err(format!("unknown game status '{other}'")),
        })
    }
}

/// A game as stored.
#[derive(Clone, Debug)]
pub struct GameRow {
    pub id: i64,
    pub platform: String,
    pub chat_id: String,
    pub slug: String,
    /// Engine options, as a JSON object.
    pub options: String,
    /// Core settings (autoplay…), as a JSON object.
    pub settings: String,
    pub seed: Vec<u8>,
    pub seed_hash: String,
    pub status: GameStatus,
    pub version: i64,
    pub created_by: i64,
    pub created_at: i64,
    pub expires_at: Option<i64>,
    pub position: Option<String>,
    /// The outcome, as JSON, once finished.
    pub result: Option<String>,
    /// The seat offering a draw, if any.
    pub draw_offer: Option<i64>,
    /// The language of public messages (`en`, `it`).
    pub lang: String,
    /// When the game became active (none before, and for games stored
    /// before clocks).
    pub started_at: Option<i64>,
    /// When the row last changed (a finished game: when it ended).
    pub updated_at: i64,
    /// How many takebacks the game had: the version alone does not name a
    /// position once moves can be taken back (see `app::takeback`).
    pub takebacks: i64,
}

/// Reads a [`GameRow`] from either engine's row.
macro_rules! game_row_from {
    ($row:ty) => {
        impl<'r> FromRow<'r, $row> for GameRow {
            fn from_row(row: &'r $row) -> Result<Self, sqlx::Error> {
                let status: String = row.try_get("status")?;
                Ok(GameRow {
                    id: row.try_get("id")?,
                    platform: row.try_get("platform")?,
                    chat_id: row.try_get("chat_id")?,
                    slug: row.try_get("slug")?,
                    options: row.try_get("options")?,
                    settings: row.try_get("settings")?,
                    seed: row.try_get("seed")?,
                    seed_hash: row.try_get("seed_hash")?,
                    status: status
                        .parse()
                        .map_err(|e: String| sqlx::Error::Decode(e.into()))?,
                    version: row.try_get("version")?,
                    created_by: row.try_get("created_by")?,
                    created_at: row.try_get("created_at")?,
                    expires_at: row.try_get("expires_at")?,
                    position: row.try_get("position")?,
                    result: row.try_get("result")?,
                    draw_offer: row.try_get("draw_offer")?,
                    lang: row.try_get("lang")?,
                    started_at: row.try_get("started_at")?,
                    updated_at: row.try_get("updated_at")?,
                    takebacks: row.try_get("takebacks")?,
                })
            }
        }
    };
}

game_row_from!(SqliteRow);
game_row_from!(PgRow);

/// A seat of a game.
#[derive(Clone, Debug, FromRow)]
pub struct SeatRow {
    pub seat: i64,
    pub player_id: Option<i64>,
    pub accepted: bool,
    /// The game's version when this seat resigned while the others played
    /// on (games of more than two seats).
    pub resigned_at: Option<i64>,
}

/// One recorded move or throw.
#[derive(Clone, Debug, FromRow)]
pub struct MoveRow {
    pub ply: i64,
    pub text: String,
    pub seat: Option<i64>,
    pub auto: bool,
    /// When it was recorded (clocks are computed from these times).
    #[sqlx(rename = "created_at")]
    pub at: i64,
}

/// What a new game needs.
pub struct NewGame<'a> {
    pub platform: &'a str,
    pub chat_id: &'a str,
    pub slug: &'a str,
    pub options: &'a str,
    pub settings: &'a str,
    pub seed: &'a [u8],
    pub seed_hash: &'a str,
    /// The language of the game's public messages.
    pub lang: &'a str,
    pub created_by: i64,
    pub now: i64,
    pub expires_at: Option<i64>,
    /// One entry per seat: the player, if known, and whether they accepted.
    pub seats: &'a [(Option<i64>, bool)],
}

const GAME_COLUMNS: &str = "id, platform, chat_id, slug, options, settings, seed, seed_hash, status, version, \
     created_by, created_at, expires_at, position, result, draw_offer, lang, started_at, updated_at, takebacks";

impl Store {
    /// Creates an open game with its seats; returns its id.
    ///
    /// # Errors
    /// Database errors.
    pub async fn create_game(tx: &mut Tx, new: NewGame<'_>) -> Result<i64, StoreError> {
        let (id,): (i64,) = on!(tx, |c| {
            sqlx::query_as(
            "INSERT INTO games (platform, chat_id, slug, options, settings, seed, seed_hash, status, version, \
             created_by, created_at, updated_at, expires_at, lang) VALUES ($1, $2, $3, $4, $5, $6, $7, 'open', 0, $8, $9, $10, $11, $12) RETURNING id",
        )
        .bind(new.platform)
        .bind(new.chat_id)
        .bind(new.slug)
        .bind(new.options)
        .bind(new.settings)
        .bind(new.seed)
        .bind(new.seed_hash)
        .bind(new.created_by)
        .bind(new.now)
        .bind(new.now)
        .bind(new.expires_at)
        .bind(new.lang)
        .fetch_one(&mut *c)
        .await
        })?;
        Store::add_page_token(tx, super::PageKind::Game, id).await?;
        for (seat, (player, accepted)) in new.seats.iter().enumerate() {
            on!(tx, |c| sqlx::query(
                "INSERT INTO seats (game_id, seat, player_id, accepted) VALUES ($1, $2, $3, $4)"
            )
            .bind(id)
            .bind(seat as i64)
            .bind(player)
            .bind(accepted)
            .execute(&mut *c)
            .await
            .map(|done| done.rows_affected()))?;
        }
        Ok(id)
    }

    /// A game by id, inside a transaction.
    ///
    /// # Errors
    /// Database errors.
    pub async fn game_in(tx: &mut Tx, id: i64) -> Result<Option<GameRow>, StoreError> {
        let sql = sqlx::AssertSqlSafe(format!("SELECT {GAME_COLUMNS} FROM games WHERE id = $1"));
        on!(tx, |c| sqlx::query_as(sql).bind(id).fetch_optional(&mut *c).await)
    }

    /// A game by id.
    ///
    /// # Errors
    /// Database errors.
    pub async fn game(&self, id: i64) -> Result<Option<GameRow>, StoreError> {
        let sql = sqlx::AssertSqlSafe(format!("SELECT {GAME_COLUMNS} FROM games WHERE id = $1"));
        on_pool!(self, |p| sqlx::query_as(sql).bind(id).fetch_optional(p).await)
    }

    /// The seats of a game, in seat order.
    ///
    /// # Errors
    /// Database errors.
    pub async fn seats_in(tx: &mut Tx, game_id: i64) -> Result<Vec<SeatRow>, StoreError> {
        on!(tx, |c| sqlx::query_as(
            "SELECT seat, player_id, accepted, resigned_at FROM seats WHERE game_id = $1 ORDER BY seat",
        )
        .bind(game_id)
        .fetch_all(&mut *c)
        .await)
    }

    /// The seats of a game, in seat order (read).
    ///
    /// # Errors
    /// Database errors.
    pub async fn seats(&self, game_id: i64) -> Result<Vec<SeatRow>, StoreError> {
        on_pool!(self, |p| sqlx::query_as(
            "SELECT seat, player_id, accepted, resigned_at FROM seats WHERE game_id = $1 ORDER BY seat",
        )
        .bind(game_id)
        .fetch_all(p)
        .await)
    }

    /// Marks `seat` as resigned at `version`, the others playing on.
    ///
    /// # Errors
    /// Database errors.
    pub async fn resign_seat(tx: &mut Tx, game_id: i64, seat: i64, version: i64) -> Result<(), StoreError> {
        on!(tx, |c| sqlx::query(
            "UPDATE seats SET resigned_at = $1 WHERE game_id = $2 AND seat = $3"
        )
        .bind(version)
        .bind(game_id)
        .bind(seat)
        .execute(&mut *c)
        .await
        .map(|done| done.rows_affected()))?;
        Ok(())
    }

    /// Sets who sits in a seat and whether they accepted.
    ///
    /// # Errors
    /// Database errors.
    pub async fn set_seat(
        tx: &mut Tx,
        game_id: i64,
        seat: i64,
        player_id: i64,
        accepted: bool,
    ) -> Result<(), StoreError> {
        on!(tx, |c| sqlx::query(
            "UPDATE seats SET player_id = $1, accepted = $2 WHERE game_id = $3 AND seat = $4"
        )
        .bind(player_id)
        .bind(accepted)
        .bind(game_id)
        .bind(seat)
        .execute(&mut *c)
        .await
        .map(|done| done.rows_affected()))?;
        Ok(())
    }

    /// The move list of a game, in order.
    ///
    /// # Errors
    /// Database errors.
    pub async fn moves_in(tx: &mut Tx, game_id: i64) -> Result<Vec<MoveRow>, StoreError> {
        on!(tx, |c| sqlx::query_as(
            "SELECT ply, text, seat, auto, created_at FROM moves WHERE game_id = $1 ORDER BY ply"
        )
        .bind(game_id)
        .fetch_all(&mut *c)
        .await)
    }

    /// The moves of a game from ply `from` on, in order: what a kept
    /// position lacks.
    ///
    /// # Errors
    /// Database errors.
    pub async fn moves_from_in(conn: &mut Conn, game_id: i64, from: i64) -> Result<Vec<MoveRow>, StoreError> {
        on!(conn, |c| {
            sqlx::query_as(
            "SELECT ply, text, seat, auto, created_at FROM moves WHERE game_id = $1 AND ply >= $2 ORDER BY ply",
        )
        .bind(game_id)
        .bind(from)
        .fetch_all(&mut *c)
        .await
        })
    }

    /// The move list of a game, in order (read).
    ///
    /// # Errors
    /// Database errors.
    pub async fn moves(&self, game_id: i64) -> Result<Vec<MoveRow>, StoreError> {
        on_pool!(self, |p| sqlx::query_as(
            "SELECT ply, text, seat, auto, created_at FROM moves WHERE game_id = $1 ORDER BY ply"
        )
        .bind(game_id)
        .fetch_all(p)
        .await)
    }

    /// Appends a move at `ply`. The primary key (game, ply) refuses a second
    /// move at the same ply.
    ///
    /// # Errors
    /// Database errors, including a duplicate ply.
    pub async fn add_move(
        tx: &mut Tx,
        game_id: i64,
        ply: i64,
        text: &str,
        seat: Option<i64>,
        auto: bool,
        now: i64,
    ) -> Result<(), StoreError> {
        on!(tx, |c| sqlx::query(
            "INSERT INTO moves (game_id, ply, text, seat, auto, created_at) VALUES ($1, $2, $3, $4, $5, $6)",
        )
        .bind(game_id)
        .bind(ply)
        .bind(text)
        .bind(seat)
        .bind(auto)
        .bind(now)
        .execute(&mut *c)
        .await
        .map(|done| done.rows_affected()))?;
        Ok(())
    }

    /// Replaces a game's core settings (a JSON object) in the caller's
    /// transaction, if the game is still at `version`; false if it has
    /// moved on since.
    ///
    /// # Errors
    /// Database errors.
    pub async fn set_settings(
        tx: &mut Tx,
        id: i64,
        version: i64,
        settings: &str,
    ) -> Result<bool, StoreError> {
        let changed = on!(tx, |c| sqlx::query(
            "UPDATE games SET settings = $1 WHERE id = $2 AND version = $3"
        )
        .bind(settings)
        .bind(id)
        .bind(version)
        .execute(&mut *c)
        .await
        .map(|done| done.rows_affected()))?;
        Ok(changed == 1)
    }

    /// Notes when a game became active (its clocks start then), in the
    /// caller's transaction; a game already started keeps its time.
    ///
    /// # Errors
    /// Database errors.
    pub async fn mark_started(tx: &mut Tx, id: i64, now: i64) -> Result<(), StoreError> {
        on!(tx, |c| sqlx::query(
            "UPDATE games SET started_at = $1 WHERE id = $2 AND started_at IS NULL"
        )
        .bind(now)
        .bind(id)
        .execute(&mut *c)
        .await
        .map(|done| done.rows_affected()))?;
        Ok(())
    }

    /// Moves a game from `expected_version` to a new state. Returns false
    /// (and changes nothing) if somebody else changed the game first.
    ///
    /// # Errors
    /// Database errors.
    #[allow(clippy::too_many_arguments)]
    pub async fn update_game(
        tx: &mut Tx,
        id: i64,
        expected_version: i64,
        version: i64,
        status: GameStatus,
        position: Option<&str>,
        result: Option<&str>,
        draw_offer: Option<i64>,
        now: i64,
    ) -> Result<bool, StoreError> {
        let done = on!(tx, |c| {
            sqlx::query(
            "UPDATE games SET version = $1, status = $2, position = $3, result = $4, draw_offer = $5, updated_at = $6 \
             WHERE id = $7 AND version = $8",
        )
        .bind(version)
        .bind(status.to_string())
        .bind(position)
        .bind(result)
        .bind(draw_offer)
        .bind(now)
        .bind(id)
        .bind(expected_version)
        .execute(&mut *c)
        .await
            .map(|done| done.rows_affected())
        })?;
        Ok(done == 1)
    }

    /// Games in a chat with one of `statuses`, newest first.
    ///
    /// # Errors
    /// Database errors.
    pub async fn games_in_chat(&self, platform: &str, chat_id: &str) -> Result<Vec<GameRow>, StoreError> {
        let sql = sqlx::AssertSqlSafe(format!(
            "SELECT {GAME_COLUMNS} FROM games WHERE platform = $1 AND chat_id = $2 \
             AND status IN ('open', 'active') ORDER BY id DESC LIMIT 50"
        ));
        on_pool!(self, |p| sqlx::query_as(sql)
            .bind(platform)
            .bind(chat_id)
            .fetch_all(p)
            .await)
    }

    /// Open and active games a player sits in (or is invited to), newest first.
    ///
    /// # Errors
    /// Database errors.
    pub async fn games_of_player(&self, player_id: i64) -> Result<Vec<GameRow>, StoreError> {
        let sql = sqlx::AssertSqlSafe(format!(
            "SELECT {GAME_COLUMNS} FROM games WHERE status IN ('open', 'active') AND id IN \
             (SELECT game_id FROM seats WHERE player_id = $1) ORDER BY id DESC LIMIT 50"
        ));
        on_pool!(self, |p| sqlx::query_as(sql).bind(player_id).fetch_all(p).await)
    }

    /// The games a player sat in that finished at `since` or later,
    /// newest first, at most `limit`.
    ///
    /// # Errors
    /// Database errors.
    pub async fn finished_games_of_player(
        &self,
        player_id: i64,
        since: i64,
        limit: i64,
    ) -> Result<Vec<GameRow>, StoreError> {
        let sql = sqlx::AssertSqlSafe(format!(
            "SELECT {GAME_COLUMNS} FROM games WHERE status = 'finished' AND updated_at >= $1 AND id IN \
             (SELECT game_id FROM seats WHERE player_id = $2) ORDER BY updated_at DESC, id DESC LIMIT $3"
        ));
        on_pool!(self, |p| sqlx::query_as(sql)
            .bind(since)
            .bind(player_id)
            .bind(limit)
            .fetch_all(p)
            .await)
    }

    /// The ids of every active game a player sits in, on a write
    /// transaction's connection.
    ///
    /// # Errors
    /// Database errors.
    pub async fn active_games_of_player_in(tx: &mut Tx, player_id: i64) -> Result<Vec<i64>, StoreError> {
        let ids: Vec<(i64,)> = on!(tx, |c| sqlx::query_as(
            "SELECT id FROM games WHERE status = 'active' AND id IN \
             (SELECT game_id FROM seats WHERE player_id = $1) ORDER BY id",
        )
        .bind(player_id)
        .fetch_all(&mut *c)
        .await)?;
        Ok(ids.into_iter().map(|(id,)| id).collect())
    }

    /// Open and active games a player sits in (or is invited to) in one
    /// chat, newest first: every one of them, so an old challenge is never
    /// hidden behind newer games elsewhere.
    ///
    /// # Errors
    /// Database errors.
    pub async fn games_of_player_in(
        &self,
        player_id: i64,
        platform: &str,
        chat_id: &str,
    ) -> Result<Vec<GameRow>, StoreError> {
        let sql = sqlx::AssertSqlSafe(format!(
            "SELECT {GAME_COLUMNS} FROM games WHERE status IN ('open', 'active') \
             AND platform = $1 AND chat_id = $2 AND id IN \
             (SELECT game_id FROM seats WHERE player_id = $3) ORDER BY id DESC"
        ));
        on_pool!(self, |p| sqlx::query_as(sql)
            .bind(platform)
            .bind(chat_id)
            .bind(player_id)
            .fetch_all(p)
            .await)
    }

    /// A page of the player's finished games in a chat, newest first
    /// (optionally of one game), and how many there are in all.
    ///
    /// # Errors
    /// Database errors.
    pub async fn finished_games_in(
        &self,
        player_id: i64,
        platform: &str,
        chat_id: &str,
        slug: Option<&str>,
        page: (i64, i64),
    ) -> Result<(Vec<GameRow>, i64), StoreError> {
        let (offset, limit) = page;
        // `$4 IS NULL OR slug = $4` fails to type on PostgreSQL without a
        // cast; an empty slug means every game instead.
        let slug = slug.unwrap_or("");
        let filter = "status = 'finished' AND platform = $1 AND chat_id = $2 \
             AND id IN (SELECT game_id FROM seats WHERE player_id = $3) AND ($4 = '' OR slug = $4)";
        let sql = sqlx::AssertSqlSafe(format!(
            "SELECT {GAME_COLUMNS} FROM games WHERE {filter} ORDER BY updated_at DESC, id DESC LIMIT $5 OFFSET $6"
        ));
        let rows: Vec<GameRow> = on_pool!(self, |p| sqlx::query_as(sql)
            .bind(platform)
            .bind(chat_id)
            .bind(player_id)
            .bind(slug)
            .bind(limit)
            .bind(offset)
            .fetch_all(p)
            .await)?;
        let count = sqlx::AssertSqlSafe(format!("SELECT COUNT(*) FROM games WHERE {filter}"));
        let (total,): (i64,) = on_pool!(self, |p| sqlx::query_as(count)
            .bind(platform)
            .bind(chat_id)
            .bind(player_id)
            .bind(slug)
            .fetch_one(p)
            .await)?;
        Ok((rows, total))
    }

    /// The player's most recent finished game in a chat.
    ///
    /// # Errors
    /// Database errors.
    pub async fn last_finished_game(
        &self,
        player_id: i64,
        platform: &str,
        chat_id: &str,
    ) -> Result<Option<GameRow>, StoreError> {
        let sql = sqlx::AssertSqlSafe(format!(
            "SELECT {GAME_COLUMNS} FROM games WHERE status = 'finished' AND platform = $1 AND chat_id = $2 \
             AND id IN (SELECT game_id FROM seats WHERE player_id = $3) ORDER BY updated_at DESC, id DESC LIMIT 1"
        ));
        on_pool!(self, |p| sqlx::query_as(sql)
            .bind(platform)
            .bind(chat_id)
            .bind(player_id)
            .fetch_optional(p)
            .await)
    }

    /// Records a board message the bot posted.
    ///
    /// # Errors
    /// Database errors.
    pub async fn record_board_message(
        &self,
        platform: &str,
        chat_id: &str,
        message_id: &str,
        game_id: i64,
        ply: i64,
    ) -> Result<(), StoreError> {
        on_pool!(self, |p| {
            sqlx::query(
            "INSERT INTO board_messages (platform, chat_id, message_id, game_id, ply) VALUES ($1, $2, $3, $4, $5) \
             ON CONFLICT (platform, chat_id, message_id) DO UPDATE SET game_id = excluded.game_id, ply = excluded.ply",
        )
        .bind(platform)
        .bind(chat_id)
        .bind(message_id)
        .bind(game_id)
        .bind(ply)
        .execute(p)
        .await
            .map(|done| done.rows_affected())
        })?;
        Ok(())
    }

    /// The game and ply a board message showed.
    ///
    /// # Errors
    /// Database errors.
    pub async fn board_message(
        &self,
        platform: &str,
        chat_id: &str,
        message_id: &str,
    ) -> Result<Option<(i64, i64)>, StoreError> {
        on_pool!(self, |p| {
            sqlx::query_as(
            "SELECT game_id, ply FROM board_messages WHERE platform = $1 AND chat_id = $2 AND message_id = $3",
        )
        .bind(platform)
        .bind(chat_id)
        .bind(message_id)
        .fetch_optional(p)
        .await
        })
    }
}
