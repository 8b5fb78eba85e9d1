//! Linked accounts: one-time link codes, merging the player behind one
//! account into another's, and detaching an account again (see
//! `app::link`).

use super::{Store, StoreError, Tx, on};

/// The statements that move everything of player `$2` to player `$1`,
/// save ratings (merged apart) and the accounts (moved last). Seats,
/// games created, rating history (as player and as opponent), tournaments
/// (created, joined, paired), reminders and vacations.
const MOVE_TO_PLAYER: [&str; 11] = [
    "UPDATE seats SET player_id = $1 WHERE player_id = $2",
    "UPDATE games SET created_by = $1 WHERE created_by = $2",
    "UPDATE rating_history SET player_id = $1 WHERE player_id = $2",
    "UPDATE rating_history SET opponent_id = $1 WHERE opponent_id = $2",
    "UPDATE tournaments SET created_by = $1 WHERE created_by = $2",
    "UPDATE tournament_players SET player_id = $1 WHERE player_id = $2",
    "UPDATE tournament_entries SET player_id = $1 WHERE player_id = $2",
    "UPDATE tournament_entries SET opponent_id = $1 WHERE opponent_id = $2",
    "UPDATE outbox SET reminds = $1 WHERE reminds = $2",
    "UPDATE vacations SET player_id = $1 WHERE player_id = $2",
    "UPDATE accounts SET player_id = $1 WHERE player_id = $2",
];

/// Two players' ratings in the same game become one: the one from more
/// rated games stays (the first player's on a tie), the other goes.
const MERGE_RATINGS: [&str; 3] = [
    "DELETE FROM ratings WHERE player_id = $1 AND slug IN \
     (SELECT other.slug FROM ratings other WHERE other.player_id = $2 AND other.games > ratings.games)",
    "DELETE FROM ratings WHERE player_id = $2 AND slug IN \
     (SELECT kept.slug FROM ratings kept WHERE kept.player_id = $1)",
    "UPDATE ratings SET player_id = $1 WHERE player_id = $2",
];

impl Store {
    /// Stores a link code's hash for `player_id` on `platform` until
    /// `expires_at`, replacing the player's earlier code and forgetting
    /// expired ones.
    ///
    /// # Errors
    /// Database errors.
    pub async fn put_link_code(
        tx: &mut Tx,
        code_hash: &str,
        player_id: i64,
        platform: &str,
        now: i64,
        expires_at: i64,
    ) -> Result<(), StoreError> {
        on!(tx, |c| sqlx::query(
            "DELETE FROM link_codes WHERE player_id = $1 OR expires_at <= $2"
        )
        .bind(player_id)
        .bind(now)
        .execute(&mut *c)
        .await
        .map(|done| done.rows_affected()))?;
        on!(tx, |c| sqlx::query(
            "INSERT INTO link_codes (code_hash, player_id, platform, expires_at) VALUES ($1, $2, $3, $4)"
        )
        .bind(code_hash)
        .bind(player_id)
        .bind(platform)
        .bind(expires_at)
        .execute(&mut *c)
        .await
        .map(|done| done.rows_affected()))?;
        Ok(())
    }

    /// The player and platform of a link code still valid at `now`.
    ///
    /// # Errors
    /// Database errors.
    pub async fn link_code(
        tx: &mut Tx,
        code_hash: &str,
        now: i64,
    ) -> Result<Option<(i64, String)>, StoreError> {
        on!(tx, |c| sqlx::query_as(
            "SELECT player_id, platform FROM link_codes WHERE code_hash = $1 AND expires_at > $2"
        )
        .bind(code_hash)
        .bind(now)
        .fetch_optional(&mut *c)
        .await)
    }

    /// Uses up a link code.
    ///
    /// # Errors
    /// Database errors.
    pub async fn drop_link_code(tx: &mut Tx, code_hash: &str) -> Result<(), StoreError> {
        on!(tx, |c| sqlx::query("DELETE FROM link_codes WHERE code_hash = $1")
            .bind(code_hash)
            .execute(&mut *c)
            .await
            .map(|done| done.rows_affected()))?;
        Ok(())
    }

    /// A game both players sat in, if any (a player cannot be their own
    /// opponent once linked).
    ///
    /// # Errors
    /// Database errors.
    pub async fn shared_game(tx: &mut Tx, a: i64, b: i64) -> Result<Option<i64>, StoreError> {
        let found: Option<(i64,)> = on!(tx, |c| sqlx::query_as(
            "SELECT one.game_id FROM seats one JOIN seats other ON other.game_id = one.game_id \
             WHERE one.player_id = $1 AND other.player_id = $2 ORDER BY one.game_id LIMIT 1"
        )
        .bind(a)
        .bind(b)
        .fetch_optional(&mut *c)
        .await)?;
        Ok(found.map(|(id,)| id))
    }

    /// A tournament both players joined, if any.
    ///
    /// # Errors
    /// Database errors.
    pub async fn shared_tournament(tx: &mut Tx, a: i64, b: i64) -> Result<Option<i64>, StoreError> {
        let found: Option<(i64,)> = on!(tx, |c| sqlx::query_as(
            "SELECT one.tournament_id FROM tournament_players one JOIN tournament_players other \
             ON other.tournament_id = one.tournament_id \
             WHERE one.player_id = $1 AND other.player_id = $2 ORDER BY one.tournament_id LIMIT 1"
        )
        .bind(a)
        .bind(b)
        .fetch_optional(&mut *c)
        .await)?;
        Ok(found.map(|(id,)| id))
    }

    /// Makes player `from` part of player `into`: its accounts, games,
    /// ratings, tournaments and vacations become `into`'s. The caller has
    /// checked that they share no game and no tournament.
    ///
    /// # Errors
    /// Database errors.
    pub async fn merge_players(tx: &mut Tx, into: i64, from: i64) -> Result<(), StoreError> {
        for sql in MERGE_RATINGS.iter().chain(&MOVE_TO_PLAYER) {
            on!(tx, |c| sqlx::query(*sql)
                .bind(into)
                .bind(from)
                .execute(&mut *c)
                .await
                .map(|done| done.rows_affected()))?;
        }
        on!(tx, |c| sqlx::query("DELETE FROM link_codes WHERE player_id = $1")
            .bind(from)
            .execute(&mut *c)
            .await
            .map(|done| done.rows_affected()))?;
        Ok(())
    }

    /// The platforms a player has accounts on, sorted.
    ///
    /// # Errors
    /// Database errors.
    pub async fn account_platforms(tx: &mut Tx, player_id: i64) -> Result<Vec<String>, StoreError> {
        let rows: Vec<(String,)> = on!(tx, |c| sqlx::query_as(
            "SELECT DISTINCT platform FROM accounts WHERE player_id = $1 ORDER BY platform"
        )
        .bind(player_id)
        .fetch_all(&mut *c)
        .await)?;
        Ok(rows.into_iter().map(|(p,)| p).collect())
    }

    /// Gives one account a new player of its own, with nothing yet;
    /// returns its id.
    ///
    /// # Errors
    /// Database errors.
    pub async fn detach_account(
        tx: &mut Tx,
        platform: &str,
        platform_user_id: &str,
        display_name: &str,
        now: i64,
    ) -> Result<i64, StoreError> {
        let id = Store::insert_player(tx, display_name, now).await?;
        on!(tx, |c| sqlx::query(
            "UPDATE accounts SET player_id = $1 WHERE platform = $2 AND platform_user_id = $3"
        )
        .bind(id)
        .bind(platform)
        .bind(platform_user_id)
        .execute(&mut *c)
        .await
        .map(|done| done.rows_affected()))?;
        Ok(id)
    }
}
