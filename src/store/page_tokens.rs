//! The tokens in the links of the web pages (`src/web/`): one per game and
//! per tournament, made in the transaction that creates it, read back to
//! check a link.

use super::{Conn, Store, StoreError, Tx, on, on_pool};

/// What a page shows: a game or a tournament.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PageKind {
    Game,
    Tournament,
}

impl PageKind {
    fn as_str(self) -> &'static str {
        match self {
            PageKind::Game => "game",
            PageKind::Tournament => "tournament",
        }
    }
}

impl Store {
    /// Gives the game or tournament `id` a fresh token, inside the
    /// transaction that creates it. One that has a token keeps it.
    ///
    /// # Errors
    /// Database errors, or no random numbers from the OS.
    pub async fn add_page_token(tx: &mut Tx, kind: PageKind, id: i64) -> Result<(), StoreError> {
        let token = crate::web::token::fresh()
            .map_err(|e| StoreError::Protocol(format!("no random numbers for a page token: {e}")))?;
        on!(tx, |c| sqlx::query(
            "INSERT INTO page_tokens (kind, object_id, token) VALUES ($1, $2, $3) \
             ON CONFLICT (kind, object_id) DO NOTHING"
        )
        .bind(kind.as_str())
        .bind(id)
        .bind(&token)
        .execute(&mut *c)
        .await
        .map(|done| done.rows_affected()))?;
        Ok(())
    }

    /// The token of the page of `id`, if it has one.
    ///
    /// # Errors
    /// Database errors.
    pub async fn page_token(&self, kind: PageKind, id: i64) -> Result<Option<String>, StoreError> {
        let found: Option<(String,)> = on_pool!(self, |p| sqlx::query_as(
            "SELECT token FROM page_tokens WHERE kind = $1 AND object_id = $2"
        )
        .bind(kind.as_str())
        .bind(id)
        .fetch_optional(p)
        .await)?;
        Ok(found.map(|(t,)| t))
    }

    /// [`Store::page_token`] read on `conn` (a transaction's, inside one).
    ///
    /// # Errors
    /// Database errors.
    pub async fn page_token_in(
        conn: &mut Conn,
        kind: PageKind,
        id: i64,
    ) -> Result<Option<String>, StoreError> {
        let found: Option<(String,)> = on!(conn, |c| sqlx::query_as(
            "SELECT token FROM page_tokens WHERE kind = $1 AND object_id = $2"
        )
        .bind(kind.as_str())
        .bind(id)
        .fetch_optional(&mut *c)
        .await)?;
        Ok(found.map(|(t,)| t))
    }
}
