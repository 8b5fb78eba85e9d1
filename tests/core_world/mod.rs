//! Shared by the core's tests: a scratch SQLite file, a manual clock and
//! fixed seeds; a second [`World::app`] on the same world is a restart.
//! Each test file includes it with `mod core_world;`.
#![allow(dead_code)] // each test binary uses a different part

use std::sync::Arc;

use tavolo::app::{App, Command, FixedSeeds, Lang, ManualClock, OutboxNotice, Reply, Request, Role, UserRef};
use tavolo::store::Store;

/// The clock's start: a fixed moment, so expiries and deadlines are exact.
pub const T0: i64 = 1_800_000_000;

pub struct World {
    _dir: tempfile::TempDir,
    pub url: String,
    pub clock: Arc<ManualClock>,
}

impl World {
    pub fn new() -> World {
        let dir = tempfile::tempdir().unwrap();
        let url = format!("sqlite://{}", dir.path().join("tavolo.sqlite").display());
        World {
            _dir: dir,
            url,
            clock: Arc::new(ManualClock::at(T0)),
        }
    }

    /// A core on the world's database: a new one is a restart.
    pub async fn app(&self) -> App {
        let store = Store::open(&self.url).await.unwrap();
        App::with(store, self.clock.clone(), Arc::new(FixedSeeds([7; 32])))
    }
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

/// A move in the asker's only game here.
pub fn mv(text: &str) -> Command {
    Command::Move {
        game: None,
        text: text.into(),
        ply: None,
    }
}
