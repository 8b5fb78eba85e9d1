//! Shared by the core's tests: a scratch database, a manual clock and
//! fixed seeds; a second [`World::app`] on the same world is a restart.
//! Each test file includes it with `mod core_world;`.
//!
//! The database is a SQLite file, or, when `TAVOLO_TEST_POSTGRES` names a
//! PostgreSQL server (`postgres://user@host:port/db`), a fresh database of
//! its own on that server, so tests run in parallel on either engine.
//! `.ci/run` runs the core's suites once more that way.
#![allow(dead_code)] // each test binary uses a different part

pub mod pick;

use std::sync::Arc;
use std::sync::atomic::{AtomicU32, Ordering};

use tavolo::app::{App, Command, FixedSeeds, Lang, ManualClock, OutboxNotice, Reply, Request, Role, UserRef};
use tavolo::store::Store;

/// The clock's start: a fixed moment, so expiries and deadlines are exact.
pub const T0: i64 = 1_800_000_000;

/// The process name of every [`World::app`].
pub const FIRST_PROCESS: &str = "tavolo-test";

/// The variable naming the PostgreSQL server tests run on.
pub const POSTGRES_VAR: &str = "TAVOLO_TEST_POSTGRES";

pub struct World {
    _dir: tempfile::TempDir,
    pub url: String,
    pub clock: Arc<ManualClock>,
    /// A PostgreSQL database, created on the first [`World::app`].
    created: tokio::sync::OnceCell<()>,
}

impl World {
    /// A world on PostgreSQL if [`POSTGRES_VAR`] names a server, else on
    /// SQLite.
    pub fn new() -> World {
        match postgres_server() {
            Some(server) => World::postgres(&server),
            None => World::sqlite(),
        }
    }

    /// A world on a SQLite file.
    pub fn sqlite() -> World {
        let dir = tempfile::tempdir().unwrap();
        let url = format!("sqlite://{}", dir.path().join("tavolo.sqlite").display());
        World::at(dir, url)
    }

    /// A world on a new database of the PostgreSQL `server`.
    pub fn postgres(server: &str) -> World {
        World::at(tempfile::tempdir().unwrap(), scratch_postgres_url(server))
    }

    fn at(dir: tempfile::TempDir, url: String) -> World {
        World {
            _dir: dir,
            url,
            clock: Arc::new(ManualClock::at(T0)),
            created: tokio::sync::OnceCell::new(),
        }
    }

    /// A core on the world's database: a new one is a restart (of the
    /// same process: every core of [`World::app`] has one name among the
    /// processes sharing the database, as with `TAVOLO_INSTANCE`).
    pub async fn app(&self) -> App {
        self.app_seeded([7; 32]).await
    }

    /// [`World::app`] drawing every game's seed as `seed`.
    pub async fn app_seeded(&self, seed: [u8; 32]) -> App {
        App::with(self.store().await, self.clock.clone(), Arc::new(FixedSeeds(seed)))
            .with_instance(FIRST_PROCESS)
    }

    /// A core of another process on the world's database, named `name`:
    /// its own store (its own pool), the world's clock, claiming jobs and
    /// taking leases apart from [`World::app`]'s.
    pub async fn process(&self, name: &str) -> App {
        App::with(
            self.store().await,
            self.clock.clone(),
            Arc::new(FixedSeeds([7; 32])),
        )
        .with_instance(name)
    }

    /// The world's store (opened anew: a restart).
    pub async fn store(&self) -> Store {
        if self.url.starts_with("postgres") {
            self.created
                .get_or_init(|| create_postgres_database(&self.url))
                .await;
        }
        Store::open(&self.url).await.unwrap()
    }
}

/// The PostgreSQL server [`POSTGRES_VAR`] names, if any.
pub fn postgres_server() -> Option<String> {
    std::env::var(POSTGRES_VAR).ok().filter(|s| !s.is_empty())
}

/// The URL of a new database on `server`, unique to this test.
pub fn scratch_postgres_url(server: &str) -> String {
    static NEXT: AtomicU32 = AtomicU32::new(0);
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .subsec_nanos();
    let name = format!(
        "tavolo_test_{}_{}_{nanos}",
        std::process::id(),
        NEXT.fetch_add(1, Ordering::Relaxed)
    );
    let mut url = url::Url::parse(server).expect("TAVOLO_TEST_POSTGRES is a postgres:// URL");
    url.set_path(&name);
    url.to_string()
}

/// Creates the (new, empty) database `url` names.
pub async fn create_postgres_database(url: &str) {
    use sqlx::migrate::MigrateDatabase;
    sqlx::Postgres::create_database(url).await.unwrap();
}

/// A user whose id is the lower-cased name.
pub fn user(name: &str) -> UserRef {
    UserRef {
        id: name.to_lowercase(),
        name: name.to_string(),
    }
}

/// Runs the scheduler until nothing is due, then takes (and marks
/// delivered) the notices it queued.
pub async fn due_notices(app: &App) -> Vec<OutboxNotice> {
    for _ in 0..1000 {
        if app.run_due_jobs().await.unwrap() == 0 {
            break;
        }
    }
    let pending = app.pending_notices("test").await.unwrap();
    for notice in &pending {
        app.mark_delivered(notice.id).await.unwrap();
    }
    pending
}

/// `name`'s `command` in the test chat, read and answered in `lang`.
pub fn req_in(name: &str, command: Command, lang: Lang) -> Request {
    Request {
        platform: "test".into(),
        chat: "chat-1".into(),
        user: user(name),
        role: Role::Member,
        command,
        lang,
        chat_lang: lang,
    }
}

/// `name` says `command` in the test chat, in English.
pub async fn say_en(app: &App, name: &str, command: Command) -> Reply {
    app.handle(req_in(name, command, Lang::En)).await
}

/// alice challenges bob to `game` in English; bob accepts.
pub async fn started_en(app: &App, game: &str) -> Reply {
    let challenge = Command::Challenge {
        opponents: vec![user("bob")],
        game: game.into(),
        options: vec![],
    };
    let r = say_en(app, "alice", challenge).await;
    assert!(!r.private, "{}", r.text);
    let r = say_en(app, "bob", Command::Accept(None)).await;
    assert!(r.text.contains("Challenge accepted"), "{}", r.text);
    r
}

/// A move in the asker's only game here.
pub fn mv(text: &str) -> Command {
    Command::Move {
        game: None,
        text: text.into(),
        ply: None,
    }
}
