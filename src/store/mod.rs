//! Persistence with sqlx: an embedded SQLite file by default, PostgreSQL
//! when `DATABASE_URL` names one (`postgres://…`).
//!
//! The same repositories run on both engines: one SQL text per query,
//! compiled once per engine by the `on!` macros (sqlx's `Any` driver was
//! weighed and left: it cannot decode SQLite's 0/1 flags as `bool`, and it
//! hides the SQLite connection options below). Migrations are one folder
//! per engine with the same versions (`migrations/sqlite`,
//! `migrations/postgres`).
//!
//! SQLite durability settings: WAL journal, `synchronous=FULL` (a committed
//! transaction survives a power cut), a busy timeout, foreign keys, and
//! `BEGIN IMMEDIATE` for every write so writers queue instead of failing
//! half-way. PostgreSQL writes take one advisory lock for the same
//! guarantee ([`Store::write`]). SQL lives only in this module.

pub(crate) mod games;
mod handled_updates;
mod jobs;
mod leases;
mod links;
mod outbox;
mod page_tokens;
mod players;
pub(crate) mod rating;
mod takebacks;
pub(crate) mod tournament;
mod vacations;

#[cfg(test)]
mod tests;

use std::ops::{Deref, DerefMut};
use std::str::FromStr;
use std::time::Duration;

use sqlx::pool::PoolConnection;
use sqlx::postgres::{PgConnectOptions, PgConnection, PgPool, PgPoolOptions};
use sqlx::sqlite::{SqliteConnectOptions, SqliteJournalMode, SqlitePoolOptions, SqliteSynchronous};
use sqlx::{Postgres, Sqlite, SqliteConnection, SqlitePool, Transaction};

pub use games::{GameRow, GameStatus, MoveRow, SeatRow};
pub use jobs::{JobRow, is_lost_claim};
pub use outbox::OutboxRow;
pub use page_tokens::PageKind;
pub use players::BOT_PLATFORM;

/// Errors from the store.
pub type StoreError = sqlx::Error;

/// A connection to read on: a write transaction's (`&mut tx`) or one
/// taken from the pool ([`Store::reader`]), on either engine.
pub type Conn = dyn Db;

/// A connection of either engine. The store's functions match on
/// [`Db::engine`] and run the same SQL on each (see `on!`); nothing
/// outside the store needs to.
pub trait Db: Send {
    /// The connection, by engine.
    fn engine(&mut self) -> Engine<'_>;
}

/// A borrowed connection, by engine.
pub enum Engine<'c> {
    Sqlite(&'c mut SqliteConnection),
    Postgres(&'c mut PgConnection),
}

impl Db for SqliteConnection {
    fn engine(&mut self) -> Engine<'_> {
        Engine::Sqlite(self)
    }
}

impl Db for PgConnection {
    fn engine(&mut self) -> Engine<'_> {
        Engine::Postgres(self)
    }
}

/// Runs `$body` with `$c` bound to the connection behind `$conn` (a
/// `&mut Tx` or `&mut Conn`): the same tokens compile once per engine, sqlx
/// inferring the database from the executor. The SQL is written once for
/// both: `$1`-style placeholders (SQLite takes them too), `ON CONFLICT`,
/// `RETURNING`, no engine-specific functions.
macro_rules! on {
    ($conn:expr, |$c:ident| $body:expr) => {
        match $crate::store::Db::engine({
            let c: &mut $crate::store::Conn = &mut *$conn;
            c
        }) {
            $crate::store::Engine::Sqlite($c) => $body,
            $crate::store::Engine::Postgres($c) => $body,
        }
    };
}

/// [`on!`] over the store's pool (reads outside a transaction).
macro_rules! on_pool {
    ($store:expr, |$p:ident| $body:expr) => {
        match &$store.pool {
            $crate::store::Pool::Sqlite($p) => $body,
            $crate::store::Pool::Postgres($p) => $body,
        }
    };
}

pub(crate) use {on, on_pool};

/// The database's pool, by engine.
#[derive(Clone, Debug)]
pub(crate) enum Pool {
    Sqlite(SqlitePool),
    Postgres(PgPool),
}

/// A write transaction: it holds the database's write lock from its first
/// statement to its end, so writers are serialised (see [`Store::write`]).
/// Dropped without [`Tx::commit`], it rolls back.
pub struct Tx(TxInner);

enum TxInner {
    Sqlite(Transaction<'static, Sqlite>),
    Postgres(Transaction<'static, Postgres>),
}

impl Tx {
    /// Commits the transaction.
    ///
    /// # Errors
    /// The database refused or is unavailable (nothing was written).
    pub async fn commit(self) -> Result<(), StoreError> {
        match self.0 {
            TxInner::Sqlite(tx) => tx.commit().await,
            TxInner::Postgres(tx) => tx.commit().await,
        }
    }

    /// Rolls the transaction back.
    ///
    /// # Errors
    /// The database is unavailable.
    pub async fn rollback(self) -> Result<(), StoreError> {
        match self.0 {
            TxInner::Sqlite(tx) => tx.rollback().await,
            TxInner::Postgres(tx) => tx.rollback().await,
        }
    }
}

impl Db for Tx {
    fn engine(&mut self) -> Engine<'_> {
        match &mut self.0 {
            TxInner::Sqlite(tx) => Engine::Sqlite(tx),
            TxInner::Postgres(tx) => Engine::Postgres(tx),
        }
    }
}

impl Deref for Tx {
    type Target = Conn;
    fn deref(&self) -> &Conn {
        match &self.0 {
            TxInner::Sqlite(tx) => &**tx,
            TxInner::Postgres(tx) => &**tx,
        }
    }
}

impl DerefMut for Tx {
    fn deref_mut(&mut self) -> &mut Conn {
        match &mut self.0 {
            TxInner::Sqlite(tx) => &mut **tx,
            TxInner::Postgres(tx) => &mut **tx,
        }
    }
}

/// A connection taken from the pool for reads ([`Store::reader`]); it goes
/// back to the pool when dropped.
pub struct Reader(ReaderInner);

enum ReaderInner {
    Sqlite(PoolConnection<Sqlite>),
    Postgres(PoolConnection<Postgres>),
}

impl Db for Reader {
    fn engine(&mut self) -> Engine<'_> {
        match &mut self.0 {
            ReaderInner::Sqlite(c) => Engine::Sqlite(c),
            ReaderInner::Postgres(c) => Engine::Postgres(c),
        }
    }
}

impl Deref for Reader {
    type Target = Conn;
    fn deref(&self) -> &Conn {
        match &self.0 {
            ReaderInner::Sqlite(c) => &**c,
            ReaderInner::Postgres(c) => &**c,
        }
    }
}

impl DerefMut for Reader {
    fn deref_mut(&mut self) -> &mut Conn {
        match &mut self.0 {
            ReaderInner::Sqlite(c) => &mut **c,
            ReaderInner::Postgres(c) => &mut **c,
        }
    }
}

/// The key of the advisory lock every PostgreSQL write transaction takes
/// ("tavolo" in ASCII): the stand-in for SQLite's single writer.
const WRITE_LOCK: i64 = 0x7461_766f_6c6f;

/// The database: SQLite or PostgreSQL, as its URL says.
#[derive(Clone, Debug)]
pub struct Store {
    pool: Pool,
}

impl Store {
    /// Opens the database at `url` and applies the migrations: SQLite
    /// (`sqlite://file`, created if missing; `sqlite::memory:`) or
    /// PostgreSQL (`postgres://…` or `postgresql://…`, an existing
    /// database).
    ///
    /// # Errors
    /// A bad URL, an unreadable file or unreachable server, or a failed
    /// migration.
    pub async fn open(url: &str) -> Result<Store, StoreError> {
        if url.starts_with("postgres:") || url.starts_with("postgresql:") {
            Store::open_postgres(url).await
        } else {
            Store::open_sqlite(url).await
        }
    }

    async fn open_sqlite(url: &str) -> Result<Store, StoreError> {
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
        sqlx::migrate!("./migrations/sqlite").run(&pool).await?;
        drop(lock);
        Ok(Store {
            pool: Pool::Sqlite(pool),
        })
    }

    /// PostgreSQL: its migrator takes an advisory lock itself, so
    /// processes starting together apply the migrations once.
    async fn open_postgres(url: &str) -> Result<Store, StoreError> {
        let options = PgConnectOptions::from_str(url)?;
        let pool = PgPoolOptions::new()
            .max_connections(8)
            .acquire_timeout(Duration::from_secs(30))
            .connect_with(options)
            .await?;
        sqlx::migrate!("./migrations/postgres").run(&pool).await?;
        Ok(Store {
            pool: Pool::Postgres(pool),
        })
    }

    /// Which engine the store runs on: `sqlite` or `postgres`.
    pub fn engine(&self) -> &'static str {
        match self.pool {
            Pool::Sqlite(_) => "sqlite",
            Pool::Postgres(_) => "postgres",
        }
    }

    /// Starts a write transaction that holds the database's write lock from
    /// its first statement, so concurrent writers are serialised.
    ///
    /// SQLite: `BEGIN IMMEDIATE`. PostgreSQL: `BEGIN`, then one
    /// transaction-scoped advisory lock (`pg_advisory_xact_lock`) shared by
    /// every write transaction of every process on the database, released
    /// at commit or rollback. That is SQLite's guarantee, one writer at a
    /// time, chosen for correctness before throughput: under READ
    /// COMMITTED each statement after the lock sees every write committed
    /// before it, so the core's read-check-write steps need no other
    /// locking. Finer locks (per game) are a later step.
    ///
    /// # Errors
    /// The database is unavailable or stays locked past the busy timeout.
    pub async fn write(&self) -> Result<Tx, StoreError> {
        match &self.pool {
            Pool::Sqlite(pool) => Ok(Tx(TxInner::Sqlite(pool.begin_with("BEGIN IMMEDIATE").await?))),
            Pool::Postgres(pool) => {
                let mut tx = pool.begin().await?;
                sqlx::query("SELECT pg_advisory_xact_lock($1)")
                    .bind(WRITE_LOCK)
                    .execute(&mut *tx)
                    .await?;
                Ok(Tx(TxInner::Postgres(tx)))
            }
        }
    }

    /// A connection from the pool for several reads in a row. Never take
    /// one while holding a write transaction: read through the transaction.
    ///
    /// # Errors
    /// The database is unavailable.
    pub async fn reader(&self) -> Result<Reader, StoreError> {
        Ok(Reader(match &self.pool {
            Pool::Sqlite(pool) => ReaderInner::Sqlite(pool.acquire().await?),
            Pool::Postgres(pool) => ReaderInner::Postgres(pool.acquire().await?),
        }))
    }

    /// Counts what a `SELECT COUNT(*) …` query counts: for tests and
    /// diagnostics, on either engine.
    ///
    /// # Errors
    /// Database errors.
    pub async fn count(&self, sql: &'static str) -> Result<i64, StoreError> {
        let (n,): (i64,) = on_pool!(self, |p| sqlx::query_as(sql).fetch_one(p).await)?;
        Ok(n)
    }
}

/// `url` fit for logs and messages: a password in it is replaced by `***`.
pub fn shown_url(url: &str) -> String {
    match url::Url::parse(url) {
        Ok(mut parsed) if parsed.password().is_some() => {
            // Only URLs with a host have a password, and those take one.
            let _ = parsed.set_password(Some("***"));
            parsed.to_string()
        }
        _ => url.to_string(),
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
