//! Games, their seats, their move lists and the board messages posted.

use std::fmt;
use std::str::FromStr;

use sqlx::sqlite::SqliteRow;
use sqlx::{FromRow, Row};

use super::{Conn, Store, StoreError, Tx};

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
}

impl<'r> FromRow<'r, SqliteRow> for GameRow {
    fn from_row(row: &'r SqliteRow) -> Result<Self, sqlx::Error> {
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
        })
    }
}

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
     created_by, created_at, expires_at, position, result, draw_offer, lang, started_at";

impl Store {
    /// Creates an open game with its seats; returns its id.
    ///
    /// # Errors
    /// Database errors.
    pub async fn create_game(tx: &mut Tx, new: NewGame<'_>) -> Result<i64, StoreError> {
        let id = sqlx::query(
            "INSERT INTO games (platform, chat_id, slug, options, settings, seed, seed_hash, status, version, \
             created_by, created_at, updated_at, expires_at, lang) VALUES (?, ?, ?, ?, ?, ?, ?, 'open', 0, ?, ?, ?, ?, ?)",
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
        .execute(&mut **tx)
        .await?
        .last_insert_rowid();
        for (seat, (player, accepted)) in new.seats.iter().enumerate() {
            sqlx::query("INSERT INTO seats (game_id, seat, player_id, accepted) VALUES (?, ?, ?, ?)")
                .bind(id)
                .bind(seat as i64)
                .bind(player)
                .bind(accepted)
                .execute(&mut **tx)
                .await?;
        }
        Ok(id)
    }

    /// A game by id, inside a transaction.
    ///
    /// # Errors
    /// Database errors.
    pub async fn game_in(tx: &mut Tx, id: i64) -> Result<Option<GameRow>, StoreError> {
        let sql = sqlx::AssertSqlSafe(format!("SELECT {GAME_COLUMNS} FROM games WHERE id = ?"));
        sqlx::query_as(sql).bind(id).fetch_optional(&mut **tx).await
    }

    /// A game by id.
    ///
    /// # Errors
    /// Database errors.
    pub async fn game(&self, id: i64) -> Result<Option<GameRow>, StoreError> {
        let sql = sqlx::AssertSqlSafe(format!("SELECT {GAME_COLUMNS} FROM games WHERE id = ?"));
        sqlx::query_as(sql).bind(id).fetch_optional(&self.pool).await
    }

    /// The seats of a game, in seat order.
    ///
    /// # Errors
    /// Database errors.
    pub async fn seats_in(tx: &mut Tx, game_id: i64) -> Result<Vec<SeatRow>, StoreError> {
        sqlx::query_as(
            "SELECT seat, player_id, accepted, resigned_at FROM seats WHERE game_id = ? ORDER BY seat",
        )
        .bind(game_id)
        .fetch_all(&mut **tx)
        .await
    }

    /// The seats of a game, in seat order (read).
    ///
    /// # Errors
    /// Database errors.
    pub async fn seats(&self, game_id: i64) -> Result<Vec<SeatRow>, StoreError> {
        sqlx::query_as(
            "SELECT seat, player_id, accepted, resigned_at FROM seats WHERE game_id = ? ORDER BY seat",
        )
        .bind(game_id)
        .fetch_all(&self.pool)
        .await
    }

    /// Marks `seat` as resigned at `version`, the others playing on.
    ///
    /// # Errors
    /// Database errors.
    pub async fn resign_seat(tx: &mut Tx, game_id: i64, seat: i64, version: i64) -> Result<(), StoreError> {
        sqlx::query("UPDATE seats SET resigned_at = ? WHERE game_id = ? AND seat = ?")
            .bind(version)
            .bind(game_id)
            .bind(seat)
            .execute(&mut **tx)
            .await?;
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
        sqlx::query("UPDATE seats SET player_id = ?, accepted = ? WHERE game_id = ? AND seat = ?")
            .bind(player_id)
            .bind(accepted)
            .bind(game_id)
            .bind(seat)
            .execute(&mut **tx)
            .await?;
        Ok(())
    }

    /// The move list of a game, in order.
    ///
    /// # Errors
    /// Database errors.
    pub async fn moves_in(tx: &mut Tx, game_id: i64) -> Result<Vec<MoveRow>, StoreError> {
        sqlx::query_as("SELECT ply, text, seat, auto, created_at FROM moves WHERE game_id = ? ORDER BY ply")
            .bind(game_id)
            .fetch_all(&mut **tx)
            .await
    }

    /// The moves of a game from ply `from` on, in order: what a kept
    /// position lacks.
    ///
    /// # Errors
    /// Database errors.
    pub async fn moves_from_in(conn: &mut Conn, game_id: i64, from: i64) -> Result<Vec<MoveRow>, StoreError> {
        sqlx::query_as(
            "SELECT ply, text, seat, auto, created_at FROM moves WHERE game_id = ? AND ply >= ? ORDER BY ply",
        )
        .bind(game_id)
        .bind(from)
        .fetch_all(&mut *conn)
        .await
    }

    /// The move list of a game, in order (read).
    ///
    /// # Errors
    /// Database errors.
    pub async fn moves(&self, game_id: i64) -> Result<Vec<MoveRow>, StoreError> {
        sqlx::query_as("SELECT ply, text, seat, auto, created_at FROM moves WHERE game_id = ? ORDER BY ply")
            .bind(game_id)
            .fetch_all(&self.pool)
            .await
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
        sqlx::query(
            "INSERT INTO moves (game_id, ply, text, seat, auto, created_at) VALUES (?, ?, ?, ?, ?, ?)",
        )
        .bind(game_id)
        .bind(ply)
        .bind(text)
        .bind(seat)
        .bind(auto)
        .bind(now)
        .execute(&mut **tx)
        .await?;
        Ok(())
    }

    /// Notes when a game became active (its clocks start then), in the
    /// caller's transaction; a game already started keeps its time.
    ///
    /// # Errors
    /// Database errors.
    pub async fn mark_started(tx: &mut Tx, id: i64, now: i64) -> Result<(), StoreError> {
        sqlx::query("UPDATE games SET started_at = ? WHERE id = ? AND started_at IS NULL")
            .bind(now)
            .bind(id)
            .execute(&mut **tx)
            .await?;
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
        let done = sqlx::query(
            "UPDATE games SET version = ?, status = ?, position = ?, result = ?, draw_offer = ?, updated_at = ? \
             WHERE id = ? AND version = ?",
        )
        .bind(version)
        .bind(status.to_string())
        .bind(position)
        .bind(result)
        .bind(draw_offer)
        .bind(now)
        .bind(id)
        .bind(expected_version)
        .execute(&mut **tx)
        .await?;
        Ok(done.rows_affected() == 1)
    }

    /// Games in a chat with one of `statuses`, newest first.
    ///
    /// # Errors
    /// Database errors.
    pub async fn games_in_chat(&self, platform: &str, chat_id: &str) -> Result<Vec<GameRow>, StoreError> {
        let sql = sqlx::AssertSqlSafe(format!(
            "SELECT {GAME_COLUMNS} FROM games WHERE platform = ? AND chat_id = ? \
             AND status IN ('open', 'active') ORDER BY id DESC LIMIT 50"
        ));
        sqlx::query_as(sql)
            .bind(platform)
            .bind(chat_id)
            .fetch_all(&self.pool)
            .await
    }

    /// Open and active games a player sits in (or is invited to), newest first.
    ///
    /// # Errors
    /// Database errors.
    pub async fn games_of_player(&self, player_id: i64) -> Result<Vec<GameRow>, StoreError> {
        let sql = sqlx::AssertSqlSafe(format!(
            "SELECT {GAME_COLUMNS} FROM games WHERE status IN ('open', 'active') AND id IN \
             (SELECT game_id FROM seats WHERE player_id = ?) ORDER BY id DESC LIMIT 50"
        ));
        sqlx::query_as(sql).bind(player_id).fetch_all(&self.pool).await
    }

    /// The ids of every active game a player sits in, on a write
    /// transaction's connection.
    ///
    /// # Errors
    /// Database errors.
    pub async fn active_games_of_player_in(tx: &mut Tx, player_id: i64) -> Result<Vec<i64>, StoreError> {
        let ids: Vec<(i64,)> = sqlx::query_as(
            "SELECT id FROM games WHERE status = 'active' AND id IN \
             (SELECT game_id FROM seats WHERE player_id = ?) ORDER BY id",
        )
        .bind(player_id)
        .fetch_all(&mut **tx)
        .await?;
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
             AND platform = ? AND chat_id = ? AND id IN \
             (SELECT game_id FROM seats WHERE player_id = ?) ORDER BY id DESC"
        ));
        sqlx::query_as(sql)
            .bind(platform)
            .bind(chat_id)
            .bind(player_id)
            .fetch_all(&self.pool)
            .await
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
            "SELECT {GAME_COLUMNS} FROM games WHERE status = 'finished' AND platform = ? AND chat_id = ? \
             AND id IN (SELECT game_id FROM seats WHERE player_id = ?) ORDER BY updated_at DESC, id DESC LIMIT 1"
        ));
        sqlx::query_as(sql)
            .bind(platform)
            .bind(chat_id)
            .bind(player_id)
            .fetch_optional(&self.pool)
            .await
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
        sqlx::query(
            "INSERT OR REPLACE INTO board_messages (platform, chat_id, message_id, game_id, ply) VALUES (?, ?, ?, ?, ?)",
        )
        .bind(platform)
        .bind(chat_id)
        .bind(message_id)
        .bind(game_id)
        .bind(ply)
        .execute(&self.pool)
        .await?;
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
        sqlx::query_as(
            "SELECT game_id, ply FROM board_messages WHERE platform = ? AND chat_id = ? AND message_id = ?",
        )
        .bind(platform)
        .bind(chat_id)
        .bind(message_id)
        .fetch_optional(&self.pool)
        .await
    }
}
