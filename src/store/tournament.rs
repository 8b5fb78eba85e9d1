//! Tournaments: their settings and state, their players, and one entry per
//! player per round (as TRF-16 writes it).

use sqlx::FromRow;

use super::{Store, StoreError, Tx, on, on_pool};

/// A tournament as stored.
#[derive(Clone, Debug, FromRow)]
pub struct TournamentRow {
    pub id: i64,
    pub platform: String,
    pub chat_id: String,
    pub slug: String,
    /// Engine options of its games, as a JSON object.
    pub options: String,
    /// `round-robin`, `double-round-robin`, `swiss`, `knockout`.
    pub format: String,
    /// Rounds (0 until fixed at the start, for formats that derive it).
    pub rounds: i64,
    pub round_seconds: i64,
    pub rated: bool,
    /// `registration`, `running`, `finished`, `cancelled`.
    pub status: String,
    pub current_round: i64,
    pub round_ends_at: Option<i64>,
    pub starts_at: Option<i64>,
    pub created_by: i64,
    pub created_at: i64,
    /// The language of its announcements (`en`, `it`).
    pub lang: String,
}

/// A player of a tournament.
#[derive(Clone, Debug, FromRow)]
pub struct EntrantRow {
    pub player_id: i64,
    pub seq: i64,
    pub rating: f64,
    pub joined_round: i64,
    pub withdrawn_after: Option<i64>,
    pub forfeits: i64,
    /// Rounds with a requested half-point bye, as a JSON array.
    pub byes: String,
}

/// One player's round.
#[derive(Clone, Debug, FromRow, PartialEq)]
pub struct EntryRow {
    pub round: i64,
    pub player_id: i64,
    pub opponent_id: Option<i64>,
    /// `w`, `b` or `-`.
    pub colour: String,
    /// TRF-16 result code; none while the game is played.
    pub result: Option<String>,
    pub board: i64,
    pub game_id: Option<i64>,
}

/// What a new tournament needs.
pub struct NewTournament<'a> {
    pub platform: &'a str,
    pub chat_id: &'a str,
    pub slug: &'a str,
    pub options: &'a str,
    pub format: &'a str,
    pub rounds: i64,
    pub round_seconds: i64,
    pub rated: bool,
    pub starts_at: Option<i64>,
    pub created_by: i64,
    pub now: i64,
    /// The language of its announcements.
    pub lang: &'a str,
}

const COLUMNS: &str = "id, platform, chat_id, slug, options, format, rounds, round_seconds, rated, status, \
                       current_round, round_ends_at, starts_at, created_by, created_at, lang";
const ENTRANT_COLUMNS: &str = "player_id, seq, rating, joined_round, withdrawn_after, forfeits, byes";
const ENTRY_COLUMNS: &str = "round, player_id, opponent_id, colour, result, board, game_id";

impl Store {
    /// Creates a tournament open for registration.
    ///
    /// # Errors
    /// Database errors.
    pub async fn create_tournament(tx: &mut Tx, new: NewTournament<'_>) -> Result<i64, StoreError> {
        let (id,): (i64,) = on!(tx, |c| {
            sqlx::query_as(
            "INSERT INTO tournaments (platform, chat_id, slug, options, format, rounds, round_seconds, rated, status, \
             starts_at, created_by, created_at, lang) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'registration', $9, $10, $11, $12) RETURNING id",
        )
        .bind(new.platform)
        .bind(new.chat_id)
        .bind(new.slug)
        .bind(new.options)
        .bind(new.format)
        .bind(new.rounds)
        .bind(new.round_seconds)
        .bind(new.rated)
        .bind(new.starts_at)
        .bind(new.created_by)
        .bind(new.now)
        .bind(new.lang)
        .fetch_one(&mut *c)
        .await
        })?;
        Store::add_page_token(tx, super::PageKind::Tournament, id).await?;
        Ok(id)
    }

    /// A tournament, inside a transaction.
    ///
    /// # Errors
    /// Database errors.
    pub async fn tournament_in(tx: &mut Tx, id: i64) -> Result<Option<TournamentRow>, StoreError> {
        let sql = sqlx::AssertSqlSafe(format!("SELECT {COLUMNS} FROM tournaments WHERE id = $1"));
        on!(tx, |c| sqlx::query_as(sql).bind(id).fetch_optional(&mut *c).await)
    }

    /// A tournament.
    ///
    /// # Errors
    /// Database errors.
    pub async fn tournament(&self, id: i64) -> Result<Option<TournamentRow>, StoreError> {
        let sql = sqlx::AssertSqlSafe(format!("SELECT {COLUMNS} FROM tournaments WHERE id = $1"));
        on_pool!(self, |p| sqlx::query_as(sql).bind(id).fetch_optional(p).await)
    }

    /// The tournaments of a chat, newest first (finished ones too).
    ///
    /// # Errors
    /// Database errors.
    pub async fn tournaments_in_chat(
        &self,
        platform: &str,
        chat_id: &str,
    ) -> Result<Vec<TournamentRow>, StoreError> {
        let sql = sqlx::AssertSqlSafe(format!(
            "SELECT {COLUMNS} FROM tournaments WHERE platform = $1 AND chat_id = $2 ORDER BY id DESC LIMIT 20"
        ));
        on_pool!(self, |p| sqlx::query_as(sql)
            .bind(platform)
            .bind(chat_id)
            .fetch_all(p)
            .await)
    }

    /// Saves a tournament's state.
    ///
    /// # Errors
    /// Database errors.
    pub async fn update_tournament(
        tx: &mut Tx,
        id: i64,
        status: &str,
        rounds: i64,
        current_round: i64,
        round_ends_at: Option<i64>,
    ) -> Result<(), StoreError> {
        on!(tx, |c| {
            sqlx::query(
            "UPDATE tournaments SET status = $1, rounds = $2, current_round = $3, round_ends_at = $4 WHERE id = $5",
        )
        .bind(status)
        .bind(rounds)
        .bind(current_round)
        .bind(round_ends_at)
        .bind(id)
        .execute(&mut *c)
        .await
            .map(|done| done.rows_affected())
        })?;
        Ok(())
    }

    /// Enters a player.
    ///
    /// # Errors
    /// Database errors.
    pub async fn add_entrant(
        tx: &mut Tx,
        tournament_id: i64,
        player_id: i64,
        rating: f64,
        joined_round: i64,
    ) -> Result<(), StoreError> {
        on!(tx, |c| {
            sqlx::query(
            "INSERT INTO tournament_players (tournament_id, player_id, seq, rating, joined_round) \
             VALUES ($1, $2, (SELECT COALESCE(MAX(seq), 0) + 1 FROM tournament_players WHERE tournament_id = $3), $4, $5)",
        )
        .bind(tournament_id)
        .bind(player_id)
        .bind(tournament_id)
        .bind(rating)
        .bind(joined_round)
        .execute(&mut *c)
        .await
            .map(|done| done.rows_affected())
        })?;
        Ok(())
    }

    /// Removes a player before the start.
    ///
    /// # Errors
    /// Database errors.
    pub async fn remove_entrant(tx: &mut Tx, tournament_id: i64, player_id: i64) -> Result<(), StoreError> {
        on!(tx, |c| sqlx::query(
            "DELETE FROM tournament_players WHERE tournament_id = $1 AND player_id = $2"
        )
        .bind(tournament_id)
        .bind(player_id)
        .execute(&mut *c)
        .await
        .map(|done| done.rows_affected()))?;
        Ok(())
    }

    /// Updates a player's standing in a tournament.
    ///
    /// # Errors
    /// Database errors.
    pub async fn update_entrant(
        tx: &mut Tx,
        tournament_id: i64,
        entrant: &EntrantRow,
    ) -> Result<(), StoreError> {
        on!(tx, |c| sqlx::query(
            "UPDATE tournament_players SET rating = $1, withdrawn_after = $2, forfeits = $3, byes = $4 \
             WHERE tournament_id = $5 AND player_id = $6",
        )
        .bind(entrant.rating)
        .bind(entrant.withdrawn_after)
        .bind(entrant.forfeits)
        .bind(&entrant.byes)
        .bind(tournament_id)
        .bind(entrant.player_id)
        .execute(&mut *c)
        .await
        .map(|done| done.rows_affected()))?;
        Ok(())
    }

    /// The players of a tournament, in order of entry.
    ///
    /// # Errors
    /// Database errors.
    pub async fn entrants_in(tx: &mut Tx, tournament_id: i64) -> Result<Vec<EntrantRow>, StoreError> {
        let sql = sqlx::AssertSqlSafe(format!(
            "SELECT {ENTRANT_COLUMNS} FROM tournament_players WHERE tournament_id = $1 ORDER BY seq"
        ));
        on!(tx, |c| sqlx::query_as(sql)
            .bind(tournament_id)
            .fetch_all(&mut *c)
            .await)
    }

    /// The players of a tournament, in order of entry (outside a write).
    ///
    /// # Errors
    /// Database errors.
    pub async fn entrants(&self, tournament_id: i64) -> Result<Vec<EntrantRow>, StoreError> {
        let sql = sqlx::AssertSqlSafe(format!(
            "SELECT {ENTRANT_COLUMNS} FROM tournament_players WHERE tournament_id = $1 ORDER BY seq"
        ));
        on_pool!(self, |p| sqlx::query_as(sql)
            .bind(tournament_id)
            .fetch_all(p)
            .await)
    }

    /// Writes one player's round (replacing what was there).
    ///
    /// # Errors
    /// Database errors.
    pub async fn set_entry(tx: &mut Tx, tournament_id: i64, entry: &EntryRow) -> Result<(), StoreError> {
        on!(tx, |c| {
            sqlx::query(
            "INSERT INTO tournament_entries (tournament_id, round, player_id, opponent_id, colour, result, \
             board, game_id) VALUES ($1, $2, $3, $4, $5, $6, $7, $8) \
             ON CONFLICT (tournament_id, round, player_id) DO UPDATE SET opponent_id = excluded.opponent_id, \
             colour = excluded.colour, result = excluded.result, board = excluded.board, game_id = excluded.game_id",
        )
        .bind(tournament_id)
        .bind(entry.round)
        .bind(entry.player_id)
        .bind(entry.opponent_id)
        .bind(&entry.colour)
        .bind(&entry.result)
        .bind(entry.board)
        .bind(entry.game_id)
        .execute(&mut *c)
        .await
            .map(|done| done.rows_affected())
        })?;
        Ok(())
    }

    /// Every entry of a tournament, by round and board.
    ///
    /// # Errors
    /// Database errors.
    pub async fn entries_in(tx: &mut Tx, tournament_id: i64) -> Result<Vec<EntryRow>, StoreError> {
        let sql = sqlx::AssertSqlSafe(format!(
            "SELECT {ENTRY_COLUMNS} FROM tournament_entries WHERE tournament_id = $1 ORDER BY round, board, colour DESC"
        ));
        on!(tx, |c| sqlx::query_as(sql)
            .bind(tournament_id)
            .fetch_all(&mut *c)
            .await)
    }

    /// Every entry of a tournament (outside a write).
    ///
    /// # Errors
    /// Database errors.
    pub async fn entries(&self, tournament_id: i64) -> Result<Vec<EntryRow>, StoreError> {
        let sql = sqlx::AssertSqlSafe(format!(
            "SELECT {ENTRY_COLUMNS} FROM tournament_entries WHERE tournament_id = $1 ORDER BY round, board, colour DESC"
        ));
        on_pool!(self, |p| sqlx::query_as(sql)
            .bind(tournament_id)
            .fetch_all(p)
            .await)
    }

    /// The tournament and round a game was played for.
    ///
    /// # Errors
    /// Database errors.
    pub async fn tournament_of_game(tx: &mut Tx, game_id: i64) -> Result<Option<(i64, i64)>, StoreError> {
        on!(tx, |c| sqlx::query_as(
            "SELECT tournament_id, round FROM tournament_entries WHERE game_id = $1 LIMIT 1"
        )
        .bind(game_id)
        .fetch_optional(&mut *c)
        .await)
    }
}
