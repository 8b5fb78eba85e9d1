//! Players and their platform accounts.

use sqlx::SqliteConnection;

use super::{Store, StoreError, Tx};

impl Store {
    /// The player behind a platform account, created on first sight; the
    /// account's display name is refreshed.
    ///
    /// # Errors
    /// Database errors.
    pub async fn player_for(
        tx: &mut Tx,
        platform: &str,
        platform_user_id: &str,
        display_name: &str,
        now: i64,
    ) -> Result<i64, StoreError> {
        let found: Option<(i64,)> =
            sqlx::query_as("SELECT player_id FROM accounts WHERE platform = ? AND platform_user_id = ?")
                .bind(platform)
                .bind(platform_user_id)
                .fetch_optional(&mut **tx)
                .await?;
        if let Some((id,)) = found {
            sqlx::query("UPDATE accounts SET display_name = ? WHERE platform = ? AND platform_user_id = ?")
                .bind(display_name)
                .bind(platform)
                .bind(platform_user_id)
                .execute(&mut **tx)
                .await?;
            return Ok(id);
        }
        let id = sqlx::query("INSERT INTO players (display_name, created_at) VALUES (?, ?)")
            .bind(display_name)
            .bind(now)
            .execute(&mut **tx)
            .await?
            .last_insert_rowid();
        sqlx::query(
            "INSERT INTO accounts (platform, platform_user_id, player_id, display_name) VALUES (?, ?, ?, ?)",
        )
        .bind(platform)
        .bind(platform_user_id)
        .bind(id)
        .bind(display_name)
        .execute(&mut **tx)
        .await?;
        Ok(id)
    }

    /// The player of a platform account, if known.
    ///
    /// # Errors
    /// Database errors.
    pub async fn find_player(
        &self,
        platform: &str,
        platform_user_id: &str,
    ) -> Result<Option<i64>, StoreError> {
        let found: Option<(i64,)> =
            sqlx::query_as("SELECT player_id FROM accounts WHERE platform = ? AND platform_user_id = ?")
                .bind(platform)
                .bind(platform_user_id)
                .fetch_optional(&self.pool)
                .await?;
        Ok(found.map(|(id,)| id))
    }

    /// A player's display name on `platform` (their latest account name).
    ///
    /// # Errors
    /// Database errors.
    pub async fn display_name(&self, player_id: i64, platform: &str) -> Result<String, StoreError> {
        Store::display_name_in(&mut *self.pool.acquire().await?, player_id, platform).await
    }

    /// [`Store::display_name`] on a given connection: inside a write
    /// transaction, read through it (a read through the pool while holding
    /// the write lock can wait for a connection held by a writer waiting
    /// for that lock).
    ///
    /// # Errors
    /// Database errors.
    pub async fn display_name_in(
        conn: &mut SqliteConnection,
        player_id: i64,
        platform: &str,
    ) -> Result<String, StoreError> {
        let found: Option<(String,)> = sqlx::query_as(
            "SELECT COALESCE((SELECT display_name FROM accounts WHERE player_id = p.id AND platform = ?), p.display_name) \
             FROM players p WHERE p.id = ?",
        )
        .bind(platform)
        .bind(player_id)
        .fetch_optional(&mut *conn)
        .await?;
        Ok(found
            .map(|(n,)| n)
            .unwrap_or_else(|| format!("player {player_id}")))
    }

    /// The platform user id of a player's account on `platform`, if any.
    ///
    /// # Errors
    /// Database errors.
    pub async fn platform_user_id(
        &self,
        player_id: i64,
        platform: &str,
    ) -> Result<Option<String>, StoreError> {
        Store::platform_user_id_in(&mut *self.pool.acquire().await?, player_id, platform).await
    }

    /// [`Store::platform_user_id`] on a given connection (a transaction's).
    ///
    /// # Errors
    /// Database errors.
    pub async fn platform_user_id_in(
        conn: &mut SqliteConnection,
        player_id: i64,
        platform: &str,
    ) -> Result<Option<String>, StoreError> {
        let found: Option<(String,)> = sqlx::query_as(
            "SELECT platform_user_id FROM accounts WHERE player_id = ? AND platform = ? LIMIT 1",
        )
        .bind(player_id)
        .bind(platform)
        .fetch_optional(&mut *conn)
        .await?;
        Ok(found.map(|(id,)| id))
    }
}

/// The platform of Tavolo's own players: the bot, one account per level.
pub const BOT_PLATFORM: &str = "bot";

impl Store {
    /// The player of Tavolo's bot at `level`, created on first use (an
    /// account on the reserved platform [`BOT_PLATFORM`]).
    ///
    /// # Errors
    /// Database errors.
    pub async fn bot_player(tx: &mut Tx, level: u8, now: i64) -> Result<i64, StoreError> {
        let name = format!("Tavolo bot (level {level})");
        Store::player_for(tx, BOT_PLATFORM, &format!("level-{level}"), &name, now).await
    }

    /// Per seat of a game, the level of the bot sitting there (`None`: a
    /// person, or a free seat).
    ///
    /// # Errors
    /// Database errors.
    pub async fn bot_seats_in(tx: &mut Tx, game_id: i64) -> Result<Vec<Option<u8>>, StoreError> {
        let rows: Vec<(Option<String>,)> = sqlx::query_as(BOT_SEATS)
            .bind(BOT_PLATFORM)
            .bind(game_id)
            .fetch_all(&mut **tx)
            .await?;
        Ok(rows.into_iter().map(|(id,)| bot_level(id)).collect())
    }

    /// The seats the core plays by itself, with the bot's level: the bot's
    /// seats, and seats resigned while the others play on (at level 1).
    ///
    /// # Errors
    /// Database errors.
    pub async fn automatic_seats_in(tx: &mut Tx, game_id: i64) -> Result<Vec<Option<u8>>, StoreError> {
        let rows: Vec<(Option<String>, Option<i64>)> = sqlx::query_as(AUTOMATIC_SEATS)
            .bind(BOT_PLATFORM)
            .bind(game_id)
            .fetch_all(&mut **tx)
            .await?;
        Ok(rows.into_iter().map(automatic_level).collect())
    }

    /// [`Store::automatic_seats_in`], outside a transaction.
    ///
    /// # Errors
    /// Database errors.
    pub async fn automatic_seats(&self, game_id: i64) -> Result<Vec<Option<u8>>, StoreError> {
        let rows: Vec<(Option<String>, Option<i64>)> = sqlx::query_as(AUTOMATIC_SEATS)
            .bind(BOT_PLATFORM)
            .bind(game_id)
            .fetch_all(&self.pool)
            .await?;
        Ok(rows.into_iter().map(automatic_level).collect())
    }

    /// [`Store::bot_seats_in`], outside a transaction.
    ///
    /// # Errors
    /// Database errors.
    pub async fn bot_seats(&self, game_id: i64) -> Result<Vec<Option<u8>>, StoreError> {
        let rows: Vec<(Option<String>,)> = sqlx::query_as(BOT_SEATS)
            .bind(BOT_PLATFORM)
            .bind(game_id)
            .fetch_all(&self.pool)
            .await?;
        Ok(rows.into_iter().map(|(id,)| bot_level(id)).collect())
    }
}

impl Store {
    /// Unfinished (open or active) games with a bot seated: those `player`
    /// started or sits in, anywhere, and those in one chat.
    ///
    /// # Errors
    /// Database errors.
    pub async fn unfinished_bot_games_in(
        tx: &mut Tx,
        player: i64,
        platform: &str,
        chat_id: &str,
    ) -> Result<(i64, i64), StoreError> {
        const WITH_A_BOT: &str = "g.status IN ('open', 'active') AND EXISTS (SELECT 1 FROM seats s \
         JOIN accounts a ON a.player_id = s.player_id AND a.platform = ? WHERE s.game_id = g.id)";
        let mine: (i64,) = sqlx::query_as(sqlx::AssertSqlSafe(format!(
            "SELECT COUNT(*) FROM games g WHERE {WITH_A_BOT} AND (g.created_by = ? \
         OR EXISTS (SELECT 1 FROM seats m WHERE m.game_id = g.id AND m.player_id = ?))"
        )))
        .bind(BOT_PLATFORM)
        .bind(player)
        .bind(player)
        .fetch_one(&mut **tx)
        .await?;
        let here: (i64,) = sqlx::query_as(sqlx::AssertSqlSafe(format!(
            "SELECT COUNT(*) FROM games g WHERE {WITH_A_BOT} AND g.platform = ? AND g.chat_id = ?"
        )))
        .bind(BOT_PLATFORM)
        .bind(platform)
        .bind(chat_id)
        .fetch_one(&mut **tx)
        .await?;
        Ok((mine.0, here.0))
    }
}

const BOT_SEATS: &str = "SELECT a.platform_user_id FROM seats s \
     LEFT JOIN accounts a ON a.player_id = s.player_id AND a.platform = ? \
     WHERE s.game_id = ? ORDER BY s.seat";

const AUTOMATIC_SEATS: &str = "SELECT a.platform_user_id, s.resigned_at FROM seats s \
     LEFT JOIN accounts a ON a.player_id = s.player_id AND a.platform = ? \
     WHERE s.game_id = ? ORDER BY s.seat";

/// The level a resigned seat is played at: the quickest.
const RESIGNED_LEVEL: u8 = 1;

fn automatic_level((account, resigned_at): (Option<String>, Option<i64>)) -> Option<u8> {
    bot_level(account).or(resigned_at.map(|_| RESIGNED_LEVEL))
}

fn bot_level(account: Option<String>) -> Option<u8> {
    account?.strip_prefix("level-")?.parse().ok()
}

impl Store {
    /// Hands a stand-in account (a handle such as `@bob`, named before the
    /// platform showed who it is) to the real account `platform_user_id`:
    /// the stand-in's seats in open challenges go to the real player, and
    /// the stand-in account disappears. Returns whether anything changed.
    ///
    /// # Errors
    /// Database errors.
    pub async fn adopt_handle(
        tx: &mut Tx,
        platform: &str,
        handle: &str,
        platform_user_id: &str,
        display_name: &str,
    ) -> Result<bool, StoreError> {
        let stand_in: Option<(i64,)> =
            sqlx::query_as("SELECT player_id FROM accounts WHERE platform = ? AND platform_user_id = ?")
                .bind(platform)
                .bind(handle)
                .fetch_optional(&mut **tx)
                .await?;
        let Some((stand_in,)) = stand_in else {
            return Ok(false);
        };
        let real: Option<(i64,)> =
            sqlx::query_as("SELECT player_id FROM accounts WHERE platform = ? AND platform_user_id = ?")
                .bind(platform)
                .bind(platform_user_id)
                .fetch_optional(&mut **tx)
                .await?;
        match real {
            // First sight of the real account: the stand-in becomes it.
            None => {
                sqlx::query(
                    "UPDATE accounts SET platform_user_id = ?, display_name = ? WHERE platform = ? AND platform_user_id = ?",
                )
                .bind(platform_user_id)
                .bind(display_name)
                .bind(platform)
                .bind(handle)
                .execute(&mut **tx)
                .await?;
            }
            Some((real,)) => {
                // Seats of open challenges move over, unless the real player
                // already sits in that game.
                sqlx::query(
                    "UPDATE seats SET player_id = ? WHERE player_id = ? \
                     AND game_id IN (SELECT id FROM games WHERE status = 'open') \
                     AND game_id NOT IN (SELECT game_id FROM seats WHERE player_id = ?)",
                )
                .bind(real)
                .bind(stand_in)
                .bind(real)
                .execute(&mut **tx)
                .await?;
                sqlx::query("DELETE FROM accounts WHERE platform = ? AND platform_user_id = ?")
                    .bind(platform)
                    .bind(handle)
                    .execute(&mut **tx)
                    .await?;
            }
        }
        Ok(true)
    }

    /// Where a game is played and how many moves it has: `(platform, chat,
    /// version)`.
    ///
    /// # Errors
    /// Database errors.
    pub async fn game_place(&self, game_id: i64) -> Result<Option<(String, String, i64)>, StoreError> {
        sqlx::query_as("SELECT platform, chat_id, version FROM games WHERE id = ?")
            .bind(game_id)
            .fetch_optional(&self.pool)
            .await
    }
}
