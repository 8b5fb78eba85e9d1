//! Persistence with sqlx: an embedded SQLite file by default.
//!
//! Durability settings: WAL journal, `synchronous=FULL` (a committed
//! transaction survives a power cut), a busy timeout, foreign keys, and
//! `BEGIN IMMEDIATE` for every write so writers queue instead of failing
//! half-way. SQL lives only in this module.

pub(crate) mod games;
mod jobs;
mod outbox;
mod players;
pub(crate) mod rating;
pub(crate) mod tournament;
mod vacations;

use std::str::FromStr;
use std::time::Duration;

use sqlx::sqlite::{SqliteConnectOptions, SqliteJournalMode, SqlitePoolOptions, SqliteSynchronous};
use sqlx::{Sqlite, SqlitePool, Transaction};

pub use games::{GameRow, GameStatus, MoveRow, SeatRow};
pub use jobs::JobRow;
pub use outbox::OutboxRow;
pub use players::BOT_PLATFORM;

/// A write transaction (opened with `BEGIN IMMEDIATE`).
pub type Tx = Transaction<'static, Sqlite>;

/// A connection to read on: a write transaction's (`&mut tx`) or one
/// taken from the pool ([`Store::reader`]).
pub type Conn = sqlx::SqliteConnection;

/// Errors from the store.
pub type StoreError = sqlx::Error;

/// The database.
#[derive(Clone, Debug)]
pub struct Store {
    pool: SqlitePool,
}

impl Store {
    /// Opens (creating if needed) the database at `url` (`sqlite://file`,
    /// `sqlite::memory:`) and applies the migrations.
    ///
    /// # Errors
    /// A bad URL, an unreadable file, or a failed migration.
    pub async fn open(url: &str) -> Result<Store, StoreError> {
        let options = SqliteConnectOptions::from_str(url)?
            .create_if_missing(true)
            .journal_mode(SqliteJournalMode::Wal)
            .synchronous(SqliteSynchronous::Full)
            .busy_timeout(Duration::from_secs(10))
            .foreign_keys(true);
        // An in-memory database exists once per connection: keep one.
        let in_memory = url.contains(":memory:");
        let lock = if in_memory {
            None
        } else {
            Some(migration_lock(options.get_filename()).await?)
        };
        let max = if in_memory { 1 } else { 4 };
        let pool = SqlitePoolOptions::new()
            .max_connections(max)
            .connect_with(options)
            .await?;
        sqlx::migrate!("./migrations").run(&pool).await?;
        drop(lock);
        Ok(Store { pool })
    }

    /// Starts a write transaction that holds the database's write lock from
    /// its first statement, so concurrent writers are serialised.
    ///
    /// # Errors
    /// The database is unavailable or stays locked past the busy timeout.
    pub async fn write(&self) -> Result<Tx, StoreError> {
        self.pool.begin_with("BEGIN IMMEDIATE").await
    }

    /// A connection from the pool for several reads in a row. Never take
    /// one while holding a write transaction: read through the transaction.
    ///
    /// # Errors
    /// The database is unavailable.
    pub async fn reader(&self) -> Result<sqlx::pool::PoolConnection<Sqlite>, StoreError> {
        self.pool.acquire().await
    }

    /// The pool, for reads.
    pub fn pool(&self) -> &SqlitePool {
        &self.pool
    }
}

/// Creates the database file if it is missing, readable by its owner only
/// (it holds unrevealed seeds; SQLite gives its journal files the same
/// permissions), then takes an exclusive lock held until dropped, so that
/// processes starting together on a new database apply the migrations one
/// after the other: the first applies them, the others find them applied.
///
/// The lock is on a file beside the database, never on the database
/// itself: closing any descriptor of the database file would drop the
/// POSIX locks SQLite holds on it.
async fn migration_lock(path: &std::path::Path) -> Result<std::fs::File, StoreError> {
    let path = path.to_path_buf();
    let locked = tokio::task::spawn_blocking(move || -> std::io::Result<std::fs::File> {
        let owner_only = || {
            let mut open = std::fs::OpenOptions::new();
            open.read(true).write(true).create(true).truncate(false);
            #[cfg(unix)]
            std::os::unix::fs::OpenOptionsExt::mode(&mut open, 0o600);
            open
        };
        // Opened and closed before any connection is: no SQLite lock yet.
        drop(owner_only().open(&path)?);
        let mut lock_path = path.into_os_string();
        lock_path.push(".migrations-lock");
        let file = owner_only().open(lock_path)?;
        file.lock()?;
        Ok(file)
    })
    .await
    .map_err(|e| StoreError::Protocol(format!("the migration lock's task failed: {e}")))?;
    locked.map_err(StoreError::Io)
}
