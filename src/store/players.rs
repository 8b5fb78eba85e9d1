//! Players and their platform accounts.

use super::{Conn, Store, StoreError, Tx, on, on_pool};

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
        let found: Option<(i64,)> = on!(tx, |c| sqlx::query_as(
            "SELECT player_id FROM accounts WHERE platform = $1 AND platform_user_id = $2"
        )
        .bind(platform)
        .bind(platform_user_id)
        .fetch_optional(&mut *c)
        .await)?;
        if let Some((id,)) = found {
            on!(tx, |c| sqlx::query(
                "UPDATE accounts SET display_name = $1 WHERE platform = $2 AND platform_user_id = $3"
            )
            .bind(display_name)
            .bind(platform)
            .bind(platform_user_id)
            .execute(&mut *c)
            .await
            .map(|done| done.rows_affected()))?;
            return Ok(id);
        }
        let id = Store::insert_player(tx, display_name, now).await?;
        on!(tx, |c| {
            sqlx::query(
            "INSERT INTO accounts (platform, platform_user_id, player_id, display_name) VALUES ($1, $2, $3, $4)",
        )
        .bind(platform)
        .bind(platform_user_id)
        .bind(id)
        .bind(display_name)
        .execute(&mut *c)
        .await
            .map(|done| done.rows_affected())
        })?;
        Ok(id)
    }

    /// A new player with nothing yet; its id.
    pub(super) async fn insert_player(tx: &mut Tx, display_name: &str, now: i64) -> Result<i64, StoreError> {
        let (id,): (i64,) = on!(tx, |c| sqlx::query_as(
            "INSERT INTO players (display_name, created_at) VALUES ($1, $2) RETURNING id"
        )
        .bind(display_name)
        .bind(now)
        .fetch_one(&mut *c)
        .await)?;
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
        let found: Option<(i64,)> = on_pool!(self, |p| sqlx::query_as(
            "SELECT player_id FROM accounts WHERE platform = $1 AND platform_user_id = $2"
        )
        .bind(platform)
        .bind(platform_user_id)
        .fetch_optional(p)
        .await)?;
        Ok(found.map(|(id,)| id))
    }

    /// A player's display name on `platform` (their latest account name).
    ///
    /// # Errors
    /// Database errors.
    pub async fn display_name(&self, player_id: i64, platform: &str) -> Result<String, StoreError> {
        Store::display_name_in(&mut *self.reader().await?, player_id, platform).await
    }

    /// [`Store::display_name`] on a given connection: inside a write
    /// transaction, read through it (a read through the pool while holding
    /// the write lock can wait for a connection held by a writer waiting
    /// for that lock).
    ///
    /// # Errors
    /// Database errors.
    pub async fn display_name_in(
        conn: &mut Conn,
        player_id: i64,
        platform: &str,
    ) -> Result<String, StoreError> {
        let found: Option<(String,)> = on!(conn, |c| {
            sqlx::query_as(
            "SELECT COALESCE((SELECT display_name FROM accounts WHERE player_id = p.id AND platform = $1), p.display_name) \
             FROM players p WHERE p.id = $2",
        )
        .bind(platform)
        .bind(player_id)
        .fetch_optional(&mut *c)
        .await
        })?;
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
        Store::platform_user_id_in(&mut *self.reader().await?, player_id, platform).await
    }

    /// [`Store::platform_user_id`] on a given connection (a transaction's).
    ///
    /// # Errors
    /// Database errors.
    pub async fn platform_user_id_in(
        conn: &mut Conn,
        player_id: i64,
        platform: &str,
    ) -> Result<Option<String>, StoreError> {
        let found: Option<(String,)> = on!(conn, |c| sqlx::query_as(
            "SELECT platform_user_id FROM accounts WHERE player_id = $1 AND platform = $2 LIMIT 1",
        )
        .bind(player_id)
        .bind(platform)
        .fetch_optional(&mut *c)
        .await)?;
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
        let name = format!("Tavolo bot level {level}");
        Store::player_for(tx, BOT_PLATFORM, &format!("level-{level}"), &name, now).await
    }

    /// The level of Tavolo's bot if `player_id` is the bot's player at a
    /// level, read on `conn`; `None` for a person.
    ///
    /// # Errors
    /// Database errors.
    pub async fn bot_level_of_in(conn: &mut Conn, player_id: i64) -> Result<Option<u8>, StoreError> {
        let found: Option<(String,)> = on!(conn, |c| sqlx::query_as(
            "SELECT platform_user_id FROM accounts WHERE player_id = $1 AND platform = $2"
        )
        .bind(player_id)
        .bind(BOT_PLATFORM)
        .fetch_optional(&mut *c)
        .await)?;
        Ok(bot_level(found.map(|(id,)| id)))
    }

    /// Per seat of a game, the level of the bot sitting there (`None`: a
    /// person, or a free seat).
    ///
    /// # Errors
    /// Database errors.
    pub async fn bot_seats_in(tx: &mut Tx, game_id: i64) -> Result<Vec<Option<u8>>, StoreError> {
        let rows: Vec<(Option<String>,)> = on!(tx, |c| sqlx::query_as(BOT_SEATS)
            .bind(BOT_PLATFORM)
            .bind(game_id)
            .fetch_all(&mut *c)
            .await)?;
        Ok(rows.into_iter().map(|(id,)| bot_level(id)).collect())
    }

    /// The seats the core plays by itself, with the bot's level: the bot's
    /// seats, and seats resigned while the others play on (at level 1).
    ///
    /// # Errors
    /// Database errors.
    pub async fn automatic_seats_in(tx: &mut Tx, game_id: i64) -> Result<Vec<Option<u8>>, StoreError> {
        let rows: Vec<(Option<String>, Option<i64>)> = on!(tx, |c| sqlx::query_as(AUTOMATIC_SEATS)
            .bind(BOT_PLATFORM)
            .bind(game_id)
            .fetch_all(&mut *c)
            .await)?;
        Ok(rows.into_iter().map(automatic_level).collect())
    }

    /// [`Store::automatic_seats_in`], outside a transaction.
    ///
    /// # Errors
    /// Database errors.
    pub async fn automatic_seats(&self, game_id: i64) -> Result<Vec<Option<u8>>, StoreError> {
        let rows: Vec<(Option<String>, Option<i64>)> = on_pool!(self, |p| sqlx::query_as(AUTOMATIC_SEATS)
            .bind(BOT_PLATFORM)
            .bind(game_id)
            .fetch_all(p)
            .await)?;
        Ok(rows.into_iter().map(automatic_level).collect())
    }

    /// [`Store::bot_seats_in`], outside a transaction.
    ///
    /// # Errors
    /// Database errors.
    pub async fn bot_seats(&self, game_id: i64) -> Result<Vec<Option<u8>>, StoreError> {
        let rows: Vec<(Option<String>,)> = on_pool!(self, |p| sqlx::query_as(BOT_SEATS)
            .bind(BOT_PLATFORM)
            .bind(game_id)
            .fetch_all(p)
            .await)?;
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
         JOIN accounts a ON a.player_id = s.player_id AND a.platform = $1 WHERE s.game_id = g.id)";
        let mine: (i64,) = on!(tx, |c| sqlx::query_as(sqlx::AssertSqlSafe(format!(
            "SELECT COUNT(*) FROM games g WHERE {WITH_A_BOT} AND (g.created_by = $2 \
         OR EXISTS (SELECT 1 FROM seats m WHERE m.game_id = g.id AND m.player_id = $3))"
        )))
        .bind(BOT_PLATFORM)
        .bind(player)
        .bind(player)
        .fetch_one(&mut *c)
        .await)?;
        let here: (i64,) = on!(tx, |c| sqlx::query_as(sqlx::AssertSqlSafe(format!(
            "SELECT COUNT(*) FROM games g WHERE {WITH_A_BOT} AND g.platform = $2 AND g.chat_id = $3"
        )))
        .bind(BOT_PLATFORM)
        .bind(platform)
        .bind(chat_id)
        .fetch_one(&mut *c)
        .await)?;
        Ok((mine.0, here.0))
    }
}

const BOT_SEATS: &str = "SELECT a.platform_user_id FROM seats s \
     LEFT JOIN accounts a ON a.player_id = s.player_id AND a.platform = $1 \
     WHERE s.game_id = $2 ORDER BY s.seat";

const AUTOMATIC_SEATS: &str = "SELECT a.platform_user_id, s.resigned_at FROM seats s \
     LEFT JOIN accounts a ON a.player_id = s.player_id AND a.platform = $1 \
     WHERE s.game_id = $2 ORDER BY s.seat";

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
        let stand_in: Option<(i64,)> = on!(tx, |c| sqlx::query_as(
            "SELECT player_id FROM accounts WHERE platform = $1 AND platform_user_id = $2"
        )
        .bind(platform)
        .bind(handle)
        .fetch_optional(&mut *c)
        .await)?;
        let Some((stand_in,)) = stand_in else {
            return Ok(false);
        };
        let real: Option<(i64,)> = on!(tx, |c| sqlx::query_as(
            "SELECT player_id FROM accounts WHERE platform = $1 AND platform_user_id = $2"
        )
        .bind(platform)
        .bind(platform_user_id)
        .fetch_optional(&mut *c)
        .await)?;
        match real {
            // First sight of the real account: the stand-in becomes it.
            None => {
                on!(tx, |c| {
                    sqlx::query(
                    "UPDATE accounts SET platform_user_id = $1, display_name = $2 WHERE platform = $3 AND platform_user_id = $4",
                )
                .bind(platform_user_id)
                .bind(display_name)
                .bind(platform)
                .bind(handle)
                .execute(&mut *c)
                .await
            .map(|done| done.rows_affected())
                })?;
            }
            Some((real,)) => {
                // Seats of open challenges move over, unless the real player
                // already sits in that game.
                on!(tx, |c| sqlx::query(
                    "UPDATE seats SET player_id = $1 WHERE player_id = $2 \
                     AND game_id IN (SELECT id FROM games WHERE status = 'open') \
                     AND game_id NOT IN (SELECT game_id FROM seats WHERE player_id = $3)",
                )
                .bind(real)
                .bind(stand_in)
                .bind(real)
                .execute(&mut *c)
                .await
                .map(|done| done.rows_affected()))?;
                on!(tx, |c| sqlx::query(
                    "DELETE FROM accounts WHERE platform = $1 AND platform_user_id = $2"
                )
                .bind(platform)
                .bind(handle)
                .execute(&mut *c)
                .await
                .map(|done| done.rows_affected()))?;
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
        on_pool!(self, |p| sqlx::query_as(
            "SELECT platform, chat_id, version FROM games WHERE id = $1"
        )
        .bind(game_id)
        .fetch_optional(p)
        .await)
    }
}
